/**
 * The command line itself is input: an empty command, a NUL byte, a missing command, metadata
 * nested 20,000 levels deep, a command name or flag holding newlines. Each ends as a shell (or a
 * careful tool) would end it, with one line naming what is wrong: never a stack trace, never a
 * silently unreported run. Only the empty command runs as a process (what a shell prints and
 * exits with is the point); the rest call the command-line tool's entry in this process.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import fc from 'fast-check'
import { binaryString } from '../arbitraries.js'
import { main } from '../../src/cli/main.js'
import { runCli, tempDir } from './run-cli.js'

let stderr: string[]
beforeEach(() => {
  stderr = []
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    stderr.push(String(chunk))
    return true
  })
})
afterEach(() => {
  jest.restoreAllMocks()
})

/** No key: the command runs unreported, so nothing here needs a service. */
const unreported = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: tempDir() })

describe('exec -- with no runnable command', () => {
  it("exec -- '' says the command is not found and exits 127, as a shell does", async () => {
    const r = await runCli(['exec', '-n', 'empty', '--', ''], unreported())
    const err = r.stderr.toString()
    expect(r.code).toBe(127)
    expect(err).toContain("'': command not found")
    expect(err).not.toMatch(/TypeError|\n\s+at /)
  })

  it('exec -- with nothing after it is a usage error naming what is missing', async () => {
    expect(await main(['exec', '-n', 'nothing', '--'], unreported())).toBe(2)
    expect(stderr.join('')).toBe(
      'job-monitor: exec: no command given; usage: job-monitor exec [options] [--] <command> [args...]\n'
    )
  })

  it('an argument holding a NUL byte cannot be passed on: 126, named, no stack', async () => {
    expect(await main(['exec', '-n', 'nul', '--', 'echo', 'a\u0000b'], unreported())).toBe(126)
    expect(stderr.join('')).toMatch(/argument 1 holds a NUL byte/)
  })
})

describe('metadata nested 20,000 levels deep', () => {
  it('is a usage error naming --metadata; the command is not run', async () => {
    const deep = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)
    const env = {
      ...unreported(),
      JOB_MONITOR_API_KEY: 'jm-hostile-key-0123456789',
      JOB_MONITOR_BASE_URL: 'http://127.0.0.1:9',
      JOB_MONITOR_QUEUE_DIR: tempDir()
    }
    const code = await main(['exec', '-n', 'deep', '--metadata', deep, '--', 'true'], env)
    expect(code).toBe(2)
    expect(stderr.join('')).toMatch(/^job-monitor: --metadata nests objects and lists more than 64/)
  })
})

describe('end with a start time that is no timestamp', () => {
  const env = (): NodeJS.ProcessEnv => ({
    ...unreported(),
    JOB_MONITOR_API_KEY: 'jm-hostile-key-0123456789',
    JOB_MONITOR_BASE_URL: 'http://127.0.0.1:9',
    JOB_MONITOR_QUEUE_DIR: tempDir()
  })
  const end = ['end', '-n', 'j', '--status', 'success', '--run-id', 'r']

  it.each(['garbage', '2026-13-45T99:99:99Z', '\n::error::x', 'x'.repeat(1 << 20)])(
    'is a usage error naming --start-time or JOB_MONITOR_START_TIME (%#)',
    async startTime => {
      expect(await main([...end, '--start-time', startTime], env())).toBe(2)
      expect(await main(end, { ...env(), JOB_MONITOR_START_TIME: startTime })).toBe(2)
      const [flag, variable] = stderr
      expect(flag).toMatch(/^job-monitor: --start-time must be an ISO 8601 timestamp, not /)
      expect(variable).toMatch(/^job-monitor: JOB_MONITOR_START_TIME must be an ISO 8601 /)
      for (const line of stderr) expect(line.length).toBeLessThan(300)
    }
  )
})

describe("job-monitor's own lines", () => {
  it('stay one line, however the command name or a flag is written', async () => {
    await fc.assert(
      fc.asyncProperty(
        binaryString({ maxLength: 100 }).map(s => `\n::error::${s}\r\n`),
        fc.constantFrom('name', 'flag', 'value'),
        async (text, where) => {
          stderr = []
          const argv =
            where === 'name'
              ? [text]
              : where === 'flag'
                ? ['exec', `--${text}`, '--', 'true']
                : ['exec', '-n', 'j', '--heartbeat-interval', text, '--', 'true']
          expect(await main(argv, unreported())).toBe(2)
          const said = stderr.join('')
          expect(said.endsWith('\n')).toBe(true)
          expect(said.slice(0, -1)).not.toMatch(/[\r\n\u2028\u2029]/)
          expect(said.startsWith('job-monitor: ')).toBe(true)
        }
      ),
      { numRuns: 25 }
    )
  })
})
