/**
 * The next job's heartbeat helper ends the runs of earlier jobs on this machine that never
 * reached their end: their record is in the queue folder and their helper is gone. It runs in
 * this process against the emulator; the lost run's helper is a process that has exited.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { runHelper } from '../../src/helper/heartbeat-helper.js'
import { procFacts } from '../../src/process/process-facts.js'
import { LONG_SILENCE_MS, OpenRunStore } from '../../src/queue/open-runs.js'
import { type ServiceIdentity, serviceIdentity } from '../../src/client/identity.js'
import { cli, tempDir, until } from '../cli/run-cli.js'
import { HandClock } from '../steps/hand-clock.js'
import { type JobProcess, hostProcesses } from '../../src/process/job-process.js'
import { readProxyFacts } from '../../src/environment/proxy.js'

/** The helper's proxy variables: none. */
const NO_PROXY = readProxyFacts({})

/** A job's process as the record names it: this machine's namespace and boot. */
function jobOf(pid: number, procStart: string | undefined): JobProcess {
  const host = hostProcesses()
  return {
    kind: 'buildkite',
    pid,
    ...(procStart ? { procStart } : {}),
    ...(host.pidNamespace() ? { pidNamespace: host.pidNamespace() } : {}),
    ...(host.bootId() ? { bootId: host.bootId() } : {})
  }
}

const KEY = 'jm_lost_key_6f7a8b9c0d1e'
let emu: Emulator
let dir: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-lost-')
  jest.spyOn(console, 'log').mockImplementation(() => undefined)
})

async function started(
  name: string
): Promise<{ run_id: string; run_key: string; start_time: string }> {
  const env = { JOB_MONITOR_API_KEY: KEY, JOB_MONITOR_BASE_URL: emu.url }
  const r = await cli(['start', '-n', name, '--format', 'json'], env)
  return JSON.parse(r.stdout.toString())
}

describe('the heartbeat helper and the runs of lost runners', () => {
  it('ends a run whose job is gone as failed, and leaves a live job’s run alone', async () => {
    const queueDir = join(dir, 'queue')
    const store = OpenRunStore.inQueue(queueDir)
    const lost = await started('lost')
    const live = await started('live')
    // A process that has exited: its pid names nothing of that run any more.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    await store.open({
      runKey: lost.run_key,
      runId: lost.run_id,
      jobName: 'lost',
      startTime: lost.start_time,
      helper: { pid: gone, procStart: '1' },
      job: jobOf(gone, '1'),
      lastBeatAt: '2026-11-26T09:58:00.000+00:00',
      service: serviceIdentity(emu.url, KEY)
    })
    await store.open({
      runKey: live.run_key,
      runId: live.run_id,
      jobName: 'live',
      startTime: live.start_time,
      // Its helper is gone too, but its job's process lives (this one): it is not lost.
      helper: { pid: gone, procStart: '1' },
      job: jobOf(process.pid, procFacts('self')?.startTicks),
      service: serviceIdentity(emu.url, KEY)
    })
    const stop = new AbortController()
    const done = runHelper(
      {
        client: { baseUrl: emu.url, userAgent: 'job-monitor-test', maxAttempts: 1 },
        jobName: 'next',
        intervalMs: 0,
        runKey: 'rk-next',
        queueDir,
        statusFile: join(dir, 'status.json'),
        startQueued: false,
        maxLifetimeMs: 60_000,
        openRun: {
          startTime: '2026-11-26T10:00:00.000+00:00',
          runId: 'r-next',
          service: serviceIdentity(emu.url, KEY)
        }
      },
      KEY,
      stop.signal,
      NO_PROXY
    )
    const ended = await until(() =>
      emu.runs().find(r => r.run_id === lost.run_id && r.status !== 'running')
    )
    stop.abort('request')
    await done
    expect(ended).toMatchObject({
      status: 'failed',
      error_details:
        "runner lost (the Buildkite job's process is gone): last heartbeat at 2026-11-26T09:58:00.000+00:00"
    })
    expect(emu.runs().find(r => r.run_id === live.run_id)?.status).toBe('running')
    // The lost run's record is gone; the live run's and the helper's own are kept.
    const keys = (await store.list()).map(r => r.runKey).sort()
    expect(keys).toEqual([live.run_key, 'rk-next'].sort())
    expect(readdirSync(join(queueDir, 'open')).length).toBe(2)
  })

  it('ends no lost run begun with another service or key: it is neither sent nor forgotten', async () => {
    // Two organisations share this runner's queue: each one's lost runs are its own to end.
    const OTHER_KEY = 'jm_other_org_key_1a2b3c4d5e'
    const other = await startEmulator({ apiKey: OTHER_KEY, hourlyLimit: 10_000 })
    try {
      const queueDir = join(dir, 'queue')
      const store = OpenRunStore.inQueue(queueDir)
      const gone = spawnSync(process.execPath, ['-e', '0']).pid
      const theirs = JSON.parse(
        (
          await cli(['start', '-n', 'theirs', '--format', 'json'], {
            JOB_MONITOR_API_KEY: OTHER_KEY,
            JOB_MONITOR_BASE_URL: other.url
          })
        ).stdout.toString()
      ) as { run_id: string; start_time: string }
      const ours = await started('ours')
      const lost = (
        runKey: string,
        runId: string,
        jobName: string,
        startTime: string,
        service: ServiceIdentity
      ): Parameters<OpenRunStore['open']>[0] => ({
        runKey,
        runId,
        jobName,
        startTime,
        helper: { pid: gone, procStart: '1' },
        job: jobOf(gone, '1'),
        service
      })
      // Judged in name order: theirs first, so that ours ended means theirs was judged.
      await store.open(
        lost(
          'aa-theirs',
          theirs.run_id,
          'theirs',
          theirs.start_time,
          serviceIdentity(other.url, OTHER_KEY)
        )
      )
      await store.open(
        lost('zz-ours', ours.run_id, 'ours', ours.start_time, serviceIdentity(emu.url, KEY))
      )
      const stop = new AbortController()
      const done = runHelper(
        {
          client: { baseUrl: emu.url, userAgent: 'job-monitor-test', maxAttempts: 1 },
          jobName: 'next',
          intervalMs: 0,
          runKey: 'rk-next',
          queueDir,
          statusFile: join(dir, 'status.json'),
          startQueued: false,
          maxLifetimeMs: 60_000,
          openRun: { startTime: '2026-11-26T10:00:00.000+00:00', runId: 'r-next' }
        },
        KEY,
        stop.signal,
        NO_PROXY
      )
      await until(() => emu.runs().find(r => r.run_id === ours.run_id && r.status !== 'running'))
      stop.abort('request')
      await done
      // Not one word of the other organisation's run reached this one's service.
      expect(emu.requests().filter(r => r.rawBody.includes(theirs.run_id))).toEqual([])
      expect(other.runs().find(r => r.run_id === theirs.run_id)?.status).toBe('running')
      expect((await store.list()).map(r => r.runKey)).toContain('aa-theirs')
    } finally {
      await other.close()
    }
  })
})

describe('the lost-run pass of a helper on its own clock', () => {
  it('judges an earlier run’s silence by the clock it was given, not the machine’s', async () => {
    const queueDir = join(dir, 'queue')
    const store = OpenRunStore.inQueue(queueDir)
    const quiet = await started('quiet')
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    // No job process named: only a silence longer than a day makes the run lost. Begun a minute
    // ago by the machine's clock, more than a day ago by the helper's.
    await store.open({
      runKey: quiet.run_key,
      runId: quiet.run_id,
      jobName: 'quiet',
      startTime: quiet.start_time,
      helper: { pid: gone, procStart: '1' },
      service: serviceIdentity(emu.url, KEY)
    })
    const clock = new HandClock(Date.now() + LONG_SILENCE_MS + 3600_000)
    const status = await runHelper(
      {
        client: { baseUrl: emu.url, userAgent: 'job-monitor-test', maxAttempts: 1 },
        jobName: 'next',
        intervalMs: 0,
        runKey: 'rk-next',
        queueDir,
        statusFile: join(dir, 'status.json'),
        startQueued: false,
        maxLifetimeMs: 60_000,
        openRun: {
          startTime: '2026-11-26T10:00:00.000+00:00',
          runId: 'r-next',
          service: serviceIdentity(emu.url, KEY)
        }
      },
      KEY,
      new AbortController().signal,
      NO_PROXY,
      clock
    )
    expect(status.stoppedBy).toBe('done')
    const ended = emu.runs().find(r => r.run_id === quiet.run_id)
    expect(ended).toMatchObject({ status: 'failed' })
    expect(ended?.error_details).toBe(
      'runner lost (no sign of life for 24 h; its job could not be seen from here): no heartbeat known to have been delivered'
    )
    expect((await store.list()).map(r => r.runKey)).toEqual(['rk-next'])
  })
})
