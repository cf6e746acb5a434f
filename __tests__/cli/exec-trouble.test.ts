/**
 * `job-monitor exec` when something is wrong: the service down (the reports queued, replayed
 * once), a wrong key or none, a setting that cannot be read, a command that is not there or
 * cannot run. The command's exit code is kept whatever the reporting meets, and the key is
 * never printed.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { cli, command, tempDir } from './run-cli.js'
import { fileModes } from '../platform.js'
import { useEmulator } from '../emulator-fixture.js'

const KEY = 'jm_cli_test_key_9f8e7d6c'
let emu: Emulator
let env: NodeJS.ProcessEnv
useEmulator({ apiKey: KEY, hourlyLimit: 10_000 }, given => ({ emu, env } = given))

describe('job-monitor exec when the reporting or the command goes wrong', () => {
  it('keeps the exit code and queues the reports when the service is down; replay sends them once', async () => {
    // Down at its own address: a replay sends a record only to the service it was queued for.
    const down = env
    emu.inject({ path: '*', status: 503, count: 1000 })
    const r = await cli(
      [
        'exec',
        '-n',
        'offline-job',
        '--heartbeat-interval',
        '0',
        '--end-timeout',
        '3',
        // One attempt: the retry rule's waits are the client's tests' business.
        '--attempts',
        '1',
        '--',
        ...command('exit 5', 'process.exit(5)')
      ],
      down
    )
    expect(r.code).toBe(5)
    expect(r.stderr.toString()).toMatch(/queued/)
    const queued = readdirSync(env.JOB_MONITOR_QUEUE_DIR!).filter(n => n.endsWith('.json'))
    expect(queued.length).toBe(2)
    for (const n of queued)
      expect(readFileSync(join(env.JOB_MONITOR_QUEUE_DIR!, n), 'utf8')).not.toContain(KEY)

    emu.clearFaults()
    const first = await cli(['replay'], env)
    expect(first.code).toBe(0)
    expect(first.stderr.toString()).toMatch(/2 sent/)
    expect(emu.runs()).toEqual([
      expect.objectContaining({ job_name: 'offline-job', status: 'failed' })
    ])
    const sent = emu.requests().length
    const second = await cli(['replay'], env)
    expect(second.stderr.toString()).toMatch(/0 sent/)
    expect(emu.requests().length).toBe(sent)
  })

  it('keeps the exit code with a wrong key and says so once, without the key', async () => {
    const r = await cli(['exec', '-n', 'bad-key', '--', ...command('exit 0', 'process.exit(0)')], {
      ...env,
      JOB_MONITOR_API_KEY: 'wrong-key-123'
    })
    expect(r.code).toBe(0)
    const err = r.stderr.toString()
    expect(err.match(/API Keys/g)).toHaveLength(1)
    expect(err).not.toContain('wrong-key-123')
  })

  it('runs the command without reporting when no key is set', async () => {
    const r = await cli(['exec', '-n', 'no-key', '--', ...command('exit 4', 'process.exit(4)')], {
      ...env,
      JOB_MONITOR_API_KEY: ''
    })
    expect(r.code).toBe(4)
    expect(r.stderr.toString()).toMatch(/no API key/)
    expect(emu.requests()).toHaveLength(0)
  })

  it.each([
    [
      'JOB_MONITOR_HEARTBEAT_INTERVAL',
      'soon',
      /JOB_MONITOR_HEARTBEAT_INTERVAL must be a whole number/
    ],
    ['JOB_MONITOR_BASE_URL', 'http://monitor.example.com', /JOB_MONITOR_BASE_URL uses http:\/\//],
    ['JOB_MONITOR_TIMEOUT', '0', /JOB_MONITOR_TIMEOUT must be between 1 and 300/]
  ])('runs the command unreported, and says why, when %s is wrong', async (name, value, why) => {
    const marker = join(tempDir(), 'ran')
    const r = await cli(
      [
        'exec',
        '-q',
        '-n',
        'bad-variable',
        '--',
        ...command(
          'printf yes > "$1"; exit 6',
          `require('fs').writeFileSync(process.argv[1], 'yes'); process.exit(6)`,
          marker
        )
      ],
      { ...env, [name]: value }
    )
    expect(r.code).toBe(6)
    expect(readFileSync(marker, 'utf8')).toBe('yes')
    // Shown even with --quiet: nothing is reported until it is fixed.
    expect(r.stderr.toString()).toMatch(why)
    expect(r.stderr.toString()).toMatch(/running the command without reporting it/)
    expect(emu.requests()).toHaveLength(0)
  })

  fileModes.it(
    'exits 126 for a command that exists but cannot be run, and reports it failed',
    async () => {
      const file = join(tempDir(), 'not-executable.sh')
      writeFileSync(file, 'echo never\n', { mode: 0o644 })
      const r = await cli(['exec', '-n', 'not-runnable', '--', file], env)
      expect(r.code).toBe(126)
      expect(emu.runs()[0]).toMatchObject({ status: 'failed' })
      expect(r.stderr.toString()).toContain(`job-monitor: ${file}: Permission denied\n`)
      expect(emu.runs()[0].error_details).toBe(
        `The command could not be started: ${file}: Permission denied`
      )
    }
  )

  // As bash says it: `bash: ./missing: No such file or directory`, `bash: x: command not found`.
  it.each([
    ['./missing-script.sh', 'No such file or directory'],
    ['job-monitor-no-such-command', 'command not found']
  ])('says a command that is not there (%s) as a shell does, and exits 127', async (name, why) => {
    const r = await cli(['exec', '-n', 'not-there', '--', name, 'arg'], env)
    expect(r.code).toBe(127)
    expect(r.stderr.toString()).toContain(`job-monitor: ${name}: ${why}\n`)
    expect(r.stderr.toString()).not.toMatch(/spawn|ENOENT/)
    expect(emu.runs()[0]).toMatchObject({
      status: 'failed',
      error_details: `The command could not be started: ${name}: ${why}`
    })
  })

  it('says so even with --quiet: it is the command that failed, not the reporting', async () => {
    const r = await cli(['exec', '-n', 'quiet', '--quiet', '--', './missing-script.sh'], env)
    expect(r.code).toBe(127)
    expect(r.stderr.toString()).toBe(
      'job-monitor: ./missing-script.sh: No such file or directory\n'
    )
  })

  it('warns that --api-key shows in ps, and still never prints it', async () => {
    const r = await cli(
      ['exec', '-n', 'flag-key', '--api-key', KEY, '--', ...command('exit 0', '0')],
      {
        ...env,
        JOB_MONITOR_API_KEY: ''
      }
    )
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toMatch(/ps/)
    expect(r.stderr.toString()).not.toContain(KEY)
    expect(emu.runs()[0].status).toBe('success')
  })

  it('reports a command that cannot start as failed with exit 127', async () => {
    const r = await cli(['exec', '-n', 'missing', '--', 'no-such-command-xyz'], env)
    expect(r.code).toBe(127)
    expect(emu.runs()[0]).toMatchObject({ status: 'failed' })
  })
})
