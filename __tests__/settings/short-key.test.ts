/**
 * A key too short to redact safely (under 8 characters: it matches ordinary words, and a piece
 * of it cannot be told from text) is not used, by the action, the command-line tool and the
 * library alike: the job runs unreported, exactly as it runs without a key, and one line says
 * why, never quoting the key. Only `fail-on-error` makes it fail the step.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { JobMonitor } from '../../src/index.js'
import { readServiceSettings } from '../../src/action/settings.js'
import { serviceConfig } from '../../src/cli/config.js'
import { Job, bundles } from '../../scripts/demo/runner.mjs'
import { runCli } from '../cli/run-cli.js'

/** Short keys, at the edge and below, that the emulator accepts: only the rule refuses them. */
const SHORT = ['k', 'qz7', 'ab12', 'k3y!@#7']
const LONG = 'k3y!@#78'
const WHY = /shorter than 8 characters, too short to hide safely in logs/

let emu: Emulator
beforeAll(async () => {
  emu = await startEmulator({ apiKey: SHORT[3], hourlyLimit: 10_000 })
})
afterAll(() => emu.close())
beforeEach(() => emu.reset())

const queueDir = (): string => mkdtempSync(join(tmpdir(), 'jm-short-key-'))

describe('the settings of every front end', () => {
  it.each(SHORT)('the action does not use the key %j, and says why', key => {
    const s = readServiceSettings(name => ({ 'api-key': key, 'base-url': emu.url })[name] ?? '')
    expect(s.apiKey).toBe('')
    expect(s.keyUnusable).toMatch(/^api-key is shorter than 8 characters/)
    // Never quoted (a single letter is in any sentence: the longer ones are looked for).
    if (key.length > 1) expect(s.keyUnusable).not.toContain(key)
  })

  it.each(SHORT)(
    'the command-line tool does not use the key %j, from the variable or the flag',
    key => {
      const fromEnv = serviceConfig({}, { JOB_MONITOR_API_KEY: key })
      expect(fromEnv).toMatchObject({ apiKey: '' })
      expect(fromEnv.keyUnusable).toMatch(/^JOB_MONITOR_API_KEY is shorter than 8 characters/)
      const fromFlag = serviceConfig({ 'api-key': key }, {})
      expect(fromFlag).toMatchObject({ apiKey: '' })
      expect(fromFlag.keyUnusable).toMatch(/^--api-key is shorter than 8 characters/)
    }
  )

  it.each(SHORT)('the library does not use the key %j: it runs the work unreported', async key => {
    const lines: string[] = []
    const m = new JobMonitor({
      env: { JOB_MONITOR_API_KEY: key, JOB_MONITOR_BASE_URL: emu.url },
      queueDir: queueDir(),
      log: l => lines.push(l)
    })
    expect(m.reporting).toBe(false)
    expect(lines).toEqual([expect.stringMatching(/^JOB_MONITOR_API_KEY is shorter than 8/)])
    const run = await m.start('lib-job')
    expect(await m.end(run, 'success')).toBe('unreported')
    expect(emu.requests()).toEqual([])
  })

  it('a key of 8 characters is used', () => {
    expect(serviceConfig({}, { JOB_MONITOR_API_KEY: LONG }).apiKey).toBe(LONG)
    expect(readServiceSettings(n => (n === 'api-key' ? LONG : '')).apiKey).toBe(LONG)
  })
})

describe('the built command-line tool with a short key', () => {
  it('runs the command unreported, its exit code unchanged, and one line says why', async () => {
    const r = await runCli(
      [
        'exec',
        '-n',
        'short-key-job',
        '--',
        process.execPath,
        '-e',
        'console.log("ran"); process.exit(3)'
      ],
      {
        JOB_MONITOR_API_KEY: SHORT[3],
        JOB_MONITOR_BASE_URL: emu.url,
        JOB_MONITOR_QUEUE_DIR: queueDir()
      }
    )
    expect(r.code).toBe(3)
    expect(r.stdout.toString()).toBe('ran\n')
    const said = r.stderr
      .toString()
      .split('\n')
      .filter(l => WHY.test(l))
    expect(said).toHaveLength(1)
    expect(r.stderr.toString()).not.toContain(SHORT[3])
    expect(emu.requests()).toEqual([])
  })
})

describe('the built action with a short key', () => {
  const jobs: Job[] = []
  afterAll(() => {
    for (const j of jobs) j.dispose()
  })

  it.each([
    ['runs unreported, the step passing, one line saying why', 'false', 0, 1],
    ['fails the step when fail-on-error asks for it, saying why as it fails', 'true', 1, 2]
  ])('%s', async (_, failOnError, code, lines) => {
    if (!existsSync(bundles.main)) throw new Error('build the bundles first (npm run build)')
    const job = new Job({})
    jobs.push(job)
    const withs = { 'api-key': SHORT[3], 'base-url': emu.url, 'fail-on-error': failOnError }
    const main = await job.main(withs)
    expect(main.code).toBe(code)
    const why = (out: string): string[] => out.split('\n').filter(l => WHY.test(l))
    expect(why(main.stdout)).toHaveLength(lines)
    expect(main.stdout).toMatch(/^::warning::job-monitor: api-key is shorter than 8/m)
    if (failOnError === 'true')
      expect(main.stdout).toMatch(/^::error::job-monitor \(fail-on-error\): api-key is shorter/m)
    // Never quoted, but to the runner to mask.
    const quoted = main.stdout.split('\n').filter(l => l.includes(SHORT[3]))
    expect(quoted).toEqual([`::add-mask::${SHORT[3]}`])
    const post = await job.post(withs, { jobStatus: 'success' })
    expect(post.code).toBe(0)
    // The post step does not say it again.
    expect(why(post.stdout)).toEqual([])
    expect(emu.requests()).toEqual([])
  })
})
