/**
 * The command line itself: a usage error exits 2 and names the problem; --version and --help
 * for every subcommand.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { cli, runCli, tempDir } from './run-cli.js'

// Set to report, to an address where nothing listens: a usage error is found before any report.
const env = {
  JOB_MONITOR_API_KEY: 'jm_cli_test_key_9f8e7d6c',
  JOB_MONITOR_BASE_URL: 'http://127.0.0.1:9',
  JOB_MONITOR_QUEUE_DIR: tempDir()
}

describe('usage', () => {
  it.each([
    [['exec', '--', 'true']],
    [['exec', '-n', 'x']],
    [['exec', '-n', 'x', '--heartbeat-interval', 'soon', '--', 'true']],
    [['exec', '-n', 'x', '--metadata', '[1]', '--', 'true']],
    [['exec', '-n', 'x', '--base-url', 'http://monitor.example.com', '--', 'true']],
    [['exec', '--bogus', '--', 'true']],
    [['nonsense']],
    [['end', '--status', 'done']]
  ])('%j exits 2 with a message naming the problem', async args => {
    const r = await cli(args, env)
    expect(r.code).toBe(2)
    expect(r.stderr.toString()).toMatch(/^job-monitor: /)
  })

  it('has --version and --help for every subcommand', async () => {
    // The built CLI answers --version before it loads anything else.
    const v = await runCli(['--version'], {})
    expect(v.stdout.toString()).toBe(
      `${JSON.parse(readFileSync('package.json', 'utf8')).version}\n`
    )
    for (const c of [
      'exec',
      'start',
      'end',
      'heartbeat',
      'notify',
      'pipelines',
      'replay',
      'emulator',
      'runs'
    ]) {
      const h = await cli([c, '--help'], {})
      expect(h.code).toBe(0)
      expect(h.stdout.toString()).toMatch(new RegExp(`^job-monitor ${c}: `))
      expect(h.stdout.toString()).toMatch(/Examples:/)
    }
    const top = await cli(['--help'], {})
    expect(top.stdout.toString()).toMatch(/Exit codes/)
    for (const variable of [
      'JOB_MONITOR_TIMEOUT',
      'JOB_MONITOR_ATTEMPTS',
      'JOB_MONITOR_HEARTBEAT_INTERVAL'
    ])
      expect(top.stdout.toString()).toContain(variable)
    // Each command lists only the flags it acts on.
    const beat = (await cli(['heartbeat', '--help'], {})).stdout.toString()
    expect(beat).not.toMatch(/--tag|--queue-dir/)
    expect((await cli(['replay', '--help'], {})).stdout.toString()).not.toMatch(/--pipeline-id/)
  })
})

describe("runs' usage line", () => {
  it('names each of its options, its filters all', async () => {
    const { COMMANDS } = await import('../../src/cli/command-table.js')
    const { usage, options } = COMMANDS.runs
    const missing = Object.keys(options ?? {}).filter(
      option => option !== 'help' && !usage.includes(`--${option}`)
    )
    expect(missing).toEqual([])
  })
})
