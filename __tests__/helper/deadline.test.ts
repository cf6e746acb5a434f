/**
 * The heartbeat helper at the job's deadline. On a job-level time-out GitLab kills the job and
 * after_script gets no time (gitlab-runner common/build.go: the job's context is spent), so the
 * helper, alive already, ends the run itself: failed, timed out. It never beats past the
 * deadline, and does nothing of the kind when the end came first. The helper runs in this
 * process against the emulator, on a clock the test moves by hand: nothing waits for real.
 */
import { afterAll, beforeAll, beforeEach, describe, it, jest } from '@jest/globals'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { runHelper } from '../../src/helper/heartbeat-helper.js'
import type { HelperConfig } from '../../src/helper/spawn.js'
import { expectEqual } from '../expect-equal.js'
import { cli, tempDir, until } from '../cli/run-cli.js'
import { HandClock } from '../steps/hand-clock.js'
import { readProxyFacts } from '../../src/environment/proxy.js'

/** The helper's proxy variables: none. */
const NO_PROXY = readProxyFacts({})

const KEY = 'jm_deadline_key_5e6f7a8b9c0d'
const MINUTE = 60_000
let emu: Emulator
let dir: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000, heartbeatIntervalSeconds: 60 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-deadline-')
  jest.spyOn(console, 'log').mockImplementation(() => undefined)
})

/** A run begun by `start`, and the helper's config for it with a deadline `limit` ms away. */
async function begun(clock: HandClock, limitMs: number): Promise<HelperConfig> {
  const env = { JOB_MONITOR_API_KEY: KEY, JOB_MONITOR_BASE_URL: emu.url }
  const r = await cli(['start', '-n', 'nightly', '--format', 'json', '--tag', 'gitlab'], env)
  const run = JSON.parse(r.stdout.toString()) as {
    run_id: string
    run_key: string
    start_time: string
  }
  return {
    client: { baseUrl: emu.url, userAgent: 'job-monitor-cli', maxAttempts: 1 },
    jobName: 'nightly',
    intervalMs: MINUTE,
    runKey: run.run_key,
    queueDir: join(dir, 'queue'),
    statusFile: join(dir, 'status.json'),
    startQueued: false,
    maxLifetimeMs: 6 * 60 * MINUTE,
    deadline: {
      at: clock.now() + limitMs,
      limitSeconds: limitMs / 1000,
      startTime: run.start_time,
      runId: run.run_id,
      tags: ['gitlab']
    }
  }
}

/**
 * Moves the clock by `ms` once the helper sleeps until then: time moved on before it went to
 * sleep (still starting, on a loaded machine) would wake nothing.
 */
async function advanceWhenAsleep(clock: HandClock, ms: number): Promise<void> {
  await until(() => clock.sleepsWithin(ms))
  await clock.advance(ms)
}

/** Moves the clock a minute at a time, each beat arriving before the next minute. */
async function minutes(clock: HandClock, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const beats = emu.heartbeats().length
    await advanceWhenAsleep(clock, MINUTE)
    await until(() => emu.heartbeats().length > beats)
  }
}

describe('the heartbeat helper at the job deadline', () => {
  it('ends the run itself, failed and timed out, and beats no more', async () => {
    const clock = new HandClock(Date.parse('2026-11-26T10:00:00Z'))
    const config = await begun(clock, 2.5 * MINUTE)
    const done = runHelper(config, KEY, new AbortController().signal, NO_PROXY, clock)
    await minutes(clock, 2)
    await advanceWhenAsleep(clock, MINUTE / 2)
    const status = await done
    // Time goes on past the deadline: nothing is left that could beat.
    await clock.advance(10 * MINUTE)
    const [run] = emu.runs()
    expectEqual(
      {
        status: run.status,
        error_details: run.error_details,
        metadata: run.end_metadata,
        tags: run.tags,
        heartbeats: run.heartbeats,
        stoppedBy: status.stoppedBy,
        endedRun: status.endedRun?.delivered
      },
      {
        status: 'failed',
        error_details: 'timed out: the job ran past its 150 s limit',
        metadata: { 'cicd.pipeline.task.run.result': 'timeout' },
        tags: ['gitlab'],
        heartbeats: 2,
        stoppedBy: 'deadline',
        endedRun: true
      }
    )
    const endSeq = emu.requests().find(q => q.rawBody.includes('"failed"'))!.seq
    expectEqual(
      emu.requests().filter(q => q.path === '/heartbeat' && q.seq > endSeq),
      []
    )
  })

  it('does nothing at the deadline when the end came first', async () => {
    const clock = new HandClock(Date.parse('2026-11-26T10:00:00Z'))
    const config = await begun(clock, 2.5 * MINUTE)
    const stop = new AbortController()
    const done = runHelper(config, KEY, stop.signal, NO_PROXY, clock)
    await minutes(clock, 1)
    stop.abort('request')
    const status = await done
    await clock.advance(5 * MINUTE)
    expectEqual(
      { run: emu.runs()[0].status, stoppedBy: status.stoppedBy, endedRun: status.endedRun },
      { run: 'running', stoppedBy: 'request', endedRun: undefined }
    )
  })

  it('ends the run at once when the deadline has passed before it starts beating', async () => {
    const clock = new HandClock(Date.parse('2026-11-26T10:00:00Z'))
    const config = await begun(clock, 0)
    const status = await runHelper(config, KEY, new AbortController().signal, NO_PROXY, clock)
    expectEqual(
      { run: emu.runs()[0].status, beats: emu.heartbeats().length, by: status.stoppedBy },
      { run: 'failed', beats: 0, by: 'deadline' }
    )
  })
})

/**
 * The helper watching its job's own process (run/job-process.ts): on GitLab, when the script's
 * shell is gone and after_script sends no end within its limit, and on Buildkite when the job
 * process is gone (pre-exit never ran), it ends the run itself as cancelled, never as a
 * time-out before the deadline; on GitHub it only stops. The job's liveness is injected.
 */
describe('the heartbeat helper when its job is gone', () => {
  const gitlabJob = { kind: 'gitlab' as const, pid: 4242, procStart: '1' }

  it.each([
    [
      'GitLab',
      gitlabJob,
      5 * MINUTE,
      "the GitLab job's script shell is gone and after_script sent no end within 300 s"
    ],
    [
      'Buildkite',
      { ...gitlabJob, kind: 'buildkite' as const },
      undefined,
      "the Buildkite job's processes were killed before pre-exit ran"
    ]
  ])(
    '%s: ends the run as cancelled, not timed out, though the deadline is far',
    async (_ci, job, endWaitMs, words) => {
      const clock = new HandClock(Date.parse('2026-11-26T10:00:00Z'))
      const config: HelperConfig = {
        ...(await begun(clock, 60 * MINUTE)),
        job,
        ...(endWaitMs ? { endWaitMs } : {})
      }
      let jobAlive = true
      const done = runHelper(config, KEY, new AbortController().signal, NO_PROXY, clock, {}, () =>
        jobAlive ? 'alive' : 'gone'
      )
      await minutes(clock, 1)
      jobAlive = false
      // Seen within one look at the job; then after_script's window (GitLab) passes without an end.
      await advanceWhenAsleep(clock, 5_000)
      if (endWaitMs) await advanceWhenAsleep(clock, endWaitMs)
      const status = await done
      const [run] = emu.runs()
      expectEqual(
        {
          status: run.status,
          error_details: run.error_details,
          result: run.end_metadata?.['cicd.pipeline.task.run.result'],
          stoppedBy: status.stoppedBy,
          why: status.endedRun?.why
        },
        {
          status: 'cancelled',
          error_details: words,
          result: 'cancellation',
          stoppedBy: 'job gone',
          why: words
        }
      )
    }
  )

  it('GitLab: ends nothing when after_script’s end comes within its window', async () => {
    const clock = new HandClock(Date.parse('2026-11-26T10:00:00Z'))
    const config: HelperConfig = {
      ...(await begun(clock, 60 * MINUTE)),
      job: gitlabJob,
      endWaitMs: 5 * MINUTE
    }
    const stop = new AbortController()
    const done = runHelper(config, KEY, stop.signal, NO_PROXY, clock, {}, () => 'gone')
    await advanceWhenAsleep(clock, 5_000)
    // The script's shell is gone; after_script's `end` asks the helper to stop 50 s later: within
    // its window, and before its next beat is due, so that no beat is on its way when it stops
    // (one cut short may still reach the emulator during a later test).
    await until(() => clock.sleepsWithin(5 * MINUTE))
    await clock.advance(50_000)
    stop.abort('request')
    const status = await done
    expectEqual(
      [emu.runs()[0].status, status.stoppedBy, status.endedRun],
      ['running', 'request', undefined]
    )
  })

  it('GitHub: stops when the Worker is gone and ends nothing (a later job judges the run)', async () => {
    const clock = new HandClock(Date.parse('2026-11-26T10:00:00Z'))
    const config: HelperConfig = {
      ...(await begun(clock, 60 * MINUTE)),
      job: { ...gitlabJob, kind: 'github' }
    }
    const done = runHelper(
      config,
      KEY,
      new AbortController().signal,
      NO_PROXY,
      clock,
      {},
      () => 'gone'
    )
    await advanceWhenAsleep(clock, 5_000)
    const status = await done
    expectEqual(
      [emu.runs()[0].status, status.stoppedBy, status.endedRun],
      ['running', 'job gone', undefined]
    )
  })

  it('looks at its job at the heartbeat interval when that is shorter than 5 s', async () => {
    const clock = new HandClock(Date.parse('2026-11-26T10:00:00Z'))
    const config: HelperConfig = {
      ...(await begun(clock, 60 * MINUTE)),
      intervalMs: 1000,
      job: { ...gitlabJob, kind: 'buildkite' }
    }
    let jobAlive = true
    const done = runHelper(config, KEY, new AbortController().signal, NO_PROXY, clock, {}, () =>
      jobAlive ? 'alive' : 'gone'
    )
    await advanceWhenAsleep(clock, 1000)
    jobAlive = false
    // Seen gone at the next second: the run is ended then, not up to 5 s later.
    await advanceWhenAsleep(clock, 1000)
    await until(() => emu.runs()[0].status !== 'running', 5000)
    const status = await done
    expectEqual(
      [emu.runs()[0].status, status.stoppedBy, clock.now() - Date.parse('2026-11-26T10:00:00Z')],
      ['cancelled', 'job gone', 2000]
    )
  })

  it('watches on, concluding nothing, while its job cannot be seen from here', async () => {
    const clock = new HandClock(Date.parse('2026-11-26T10:00:00Z'))
    const config: HelperConfig = { ...(await begun(clock, 60 * MINUTE)), job: gitlabJob }
    const stop = new AbortController()
    const done = runHelper(config, KEY, stop.signal, NO_PROXY, clock, {}, () => 'unseen')
    await minutes(clock, 3)
    stop.abort('request')
    const status = await done
    expectEqual([emu.runs()[0].status, status.stoppedBy], ['running', 'request'])
  })
})
