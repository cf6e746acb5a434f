/**
 * `job-monitor replay` of what was queued while the service was down (pipeline notifications
 * first, run reports once a base URL is given; a wrong key said once), and the `emulator`
 * command: its URL, its key, its stop on SIGTERM, a port in use.
 */
import { describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../src/emulator/index.js'
import { cli, startCli, tempDir } from './run-cli.js'
import { signals } from '../platform.js'
import { useEmulator } from '../emulator-fixture.js'

const KEY = 'jm_cli_test_key_9f8e7d6c'
let emu: Emulator
let env: NodeJS.ProcessEnv
useEmulator({ apiKey: KEY, hourlyLimit: 10_000 }, given => ({ emu, env } = given))

describe('replay and the emulator command', () => {
  it('replays pipeline notifications without a base URL and keeps the run reports for later', async () => {
    const down = { ...env, JOB_MONITOR_DEPLOYMENT_URL: emu.url }
    emu.inject({ path: '*', status: 503, count: 1000 })
    const queued = await cli(
      [
        'exec',
        '-n',
        'later',
        '--pipeline-id',
        'etl-1',
        '--heartbeat-interval',
        '0',
        '--end-timeout',
        '2',
        '--attempts',
        '1',
        '--',
        'true'
      ],
      down
    )
    expect(queued.code).toBe(0)
    emu.clearFaults()
    const onlyPipelines = { ...env, JOB_MONITOR_BASE_URL: '', JOB_MONITOR_DEPLOYMENT_URL: emu.url }
    const r = await cli(['replay'], onlyPipelines)
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toMatch(/2 more run reports and heartbeats wait for a base URL/)
    // The final notification supersedes the `running` one queued before it: sent after the
    // final one, it would leave the pipeline running for ever.
    expect(emu.notifications().map(n => n.status)).toEqual(['success'])
    expect(emu.runs()).toHaveLength(0)

    const rest = await cli(['replay'], env)
    expect(rest.stderr.toString()).toMatch(/2 sent, 0 still queued/)
    expect(emu.runs()).toEqual([expect.objectContaining({ job_name: 'later', status: 'success' })])
  })

  it('replay with a wrong key exits 1 and says so once', async () => {
    // Queued under that key while the service was down: a replay sends records only with the
    // key they were queued with.
    emu.inject({ path: '*', status: 503, count: 1000 })
    await cli(
      ['exec', '-n', 'wrong-key-replay', '--end-timeout', '2', '--attempts', '1', '--', 'true'],
      { ...env, JOB_MONITOR_API_KEY: 'not-the-key' }
    )
    emu.clearFaults()
    const r = await cli(['replay'], { ...env, JOB_MONITOR_API_KEY: 'not-the-key' })
    expect(r.code).toBe(1)
    expect(r.stderr.toString().match(/rejected the API key/g)).toHaveLength(1)
    expect(r.stderr.toString()).toMatch(/0 sent, 2 still queued/)
    // What becomes of what failed, and where it is.
    expect(r.stderr.toString()).toContain(
      `job-monitor:   next: they stay in ${env.JOB_MONITOR_QUEUE_DIR}; nothing sends them by itself: once the key is right (JOB_MONITOR_API_KEY), the next \`job-monitor replay\` tries again`
    )
  })

  signals.it(
    'emulator prints its URL, accepts the key given with --api-key, and stops on SIGTERM',
    async () => {
      const { child, done } = startCli(['emulator', '--port', '0', '--api-key', 'dry-run-key'], {})
      const url = await new Promise<string>(resolve => {
        let text = ''
        child.stdout!.on('data', (c: Buffer) => {
          text += c.toString()
          if (text.includes('\n')) resolve(text.split('\n')[0])
        })
      })
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const dry = { JOB_MONITOR_BASE_URL: url, JOB_MONITOR_QUEUE_DIR: tempDir() }
      const ok = await cli(['start', '-n', 'dry-run'], {
        ...dry,
        JOB_MONITOR_API_KEY: 'dry-run-key'
      })
      expect(ok.code).toBe(0)
      expect(ok.stdout.toString()).toMatch(/^run_\w+\n$/)
      const refused = await cli(['heartbeat', '-n', 'dry-run'], {
        ...dry,
        JOB_MONITOR_API_KEY: 'other-key-0'
      })
      expect(refused.code).toBe(1)
      child.kill('SIGTERM')
      const r = await done
      expect(r.code).toBe(0)
      // A key it was given is not printed back.
      expect(r.stderr.toString()).not.toContain('dry-run-key')
    }
  )

  it('emulator on a port in use exits 1 with a message and no stack trace', async () => {
    const r = await cli(['emulator', '--port', new URL(emu.url).port], {})
    expect(r.code).toBe(1)
    expect(r.stderr.toString()).toMatch(
      /^job-monitor: the emulator could not listen: port \d+ is in use/
    )
    expect(r.stderr.toString()).not.toMatch(/\n\s+at /)
  })
})
