/**
 * The heartbeat helper: runs detached from the main step until the post step stops it.
 * It carries on a start report main had to queue (the same retry sequence, learning the run
 * id), beats at the interval, replays what earlier jobs left in the queue, and records what
 * it did in a status file for post. It loads no @actions/* module: it lives for hours, so
 * it stays as small as a bare node process.
 */
import { createClient } from '../client/factory.js'
import type { ProxyFacts } from '../client/transport.js'
import { runHeartbeats } from '../client/heartbeats.js'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { OpenRunStore } from '../queue/open-runs.js'
import type { RunQueue } from '../queue/queue.js'
import { carryOnStart } from '../run/carry-start.js'
import { type HelperConfig } from './spawn.js'
import { type HelperStatus, writeStatus } from './status-file.js'
import { randomHex } from '../util/files.js'
import { isoUtc } from '../client/wire.js'
import { HELPER_KEY_MAX_BYTES, HELPER_REPLAY_BUDGET_MS, OPEN_RUN_TOUCH_MS } from './constants.js'
import { type Clock, systemClock } from '../util/clock.js'
import { Redactor } from '../logs/redact.js'
import type { Follower } from '../steps/follow.js'
import { progressMetadata } from '../steps/progress.js'
import { channelAddresses, hostChannelFacts, openStopControl, stopFileOf } from './channel.js'
import { pidNamespace, procFacts } from './process-facts.js'
import {
  type JobLiveness,
  type JobProcess,
  jobGoneWords,
  judgeJobProcess
} from '../run/job-process.js'
import type { Ending } from '../run/protocol.js'

/**
 * What the helper's process takes from its environment, read by its entry
 * (src/environment/helper.ts): its config as its starter wrote it (HelperEnv.config), and the
 * proxy variables its starter handed on, for its client.
 */
export interface HelperProcessFacts {
  config: HelperConfig
  proxy: ProxyFacts
}

/**
 * The helper as a process: its config from the environment (its entry reads it), its key
 * from stdin (never the environment, which other steps could read for as long as the helper
 * lives). Stops when asked on its control channel (channel.ts; the post step's way on every
 * platform), on SIGTERM/SIGINT, after its maximum lifetime, or when the process it watches is
 * gone; writes its final status, answers the request, then exits. The action's helper bundle and the
 * command line's hidden `heartbeat-helper` subcommand both run it.
 */
export function runHelperProcess(facts: HelperProcessFacts): void {
  const controller = new AbortController()
  // The reason becomes the status file's stoppedBy.
  const stop = (why: string) => (): void => {
    if (!controller.signal.aborted) controller.abort(why)
  }
  process.on('SIGTERM', stop('signal'))
  process.on('SIGINT', stop('signal'))

  const { config } = facts

  const lifetime = setTimeout(stop('lifetime'), config.maxLifetimeMs)
  lifetime.unref()

  // Open before the key is read: post may ask as soon as the process exists.
  let finished = (): void => undefined
  const final = new Promise<void>(resolve => (finished = resolve))
  const token = randomHex(16)
  const control = openStopControl({
    addresses:
      config.channels ??
      channelAddresses(config.runKey, dirname(config.statusFile), hostChannelFacts()),
    stopFile: stopFileOf(config.statusFile),
    token,
    onStop: stop('request'),
    final,
    log: m => console.log(m)
  })
  const exit = async (code: number): Promise<never> => {
    finished()
    await control.then(
      c => c.close(),
      () => undefined
    )
    process.exit(code)
  }

  Promise.all([keyFromStdin(), control])
    .then(([apiKey, c]) => {
      if (!apiKey) throw new Error('no API key reached it on stdin')
      const identity = {
        token,
        control: c.kind,
        procStart: procFacts('self')?.startTicks,
        pidNamespace: pidNamespace()
      }
      return runHelper(config, apiKey, controller.signal, facts.proxy, systemClock, identity)
    })
    .then(
      status => {
        console.log(
          `heartbeat helper stopped (${status.stoppedBy}): ${status.beatsSent} beats sent, ${status.beatsFailed} failed`
        )
        return exit(0)
      },
      error => {
        console.log(`heartbeat helper failed: ${(error as Error).message}`)
        return exit(1)
      }
    )
}

/** The key, as its starter wrote it into stdin before closing it; bounded, in case stdin is not ours. */
async function keyFromStdin(): Promise<string> {
  const chunks: Buffer[] = []
  let bytes = 0
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    bytes += chunk.length
    if (bytes > HELPER_KEY_MAX_BYTES) return ''
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** What the helper's status says of its own process, so post can tell it from another. */
export type HelperIdentity = Pick<HelperStatus, 'token' | 'control' | 'procStart' | 'pidNamespace'>

/** How often the helper looks at its job's process: the evidence comes within this. */
export const JOB_WATCH_MS = 5_000

export async function runHelper(
  config: HelperConfig,
  apiKey: string,
  stopped: AbortSignal,
  proxy: ProxyFacts,
  clock: Clock = systemClock,
  identity: HelperIdentity = {},
  /** Whether the job's process lives; this machine's /proc by default. */
  judgeJob: (job: JobProcess) => JobLiveness = job => judgeJobProcess(job)
): Promise<HelperStatus> {
  // Built as main built it (proxy variables included), from main's settings less the key; its
  // retries wait on the helper's clock, as its beats do.
  const client = createClient(config.client, apiKey, { proxy, log: m => console.log(m), clock })
  // The queue module loads only when there is something queued: this process lives for
  // hours, and every module it loads stays in its memory.
  let queue: RunQueue | undefined
  const openQueue = async (): Promise<RunQueue> => {
    const { RunQueue } = await import('../queue/queue.js')
    queue ??= new RunQueue({ dir: config.queueDir, clock, log: m => console.log(m) })
    return queue
  }
  const status: HelperStatus = {
    pid: process.pid,
    ...identity,
    startedAt: isoUtc(clock.now()),
    updatedAt: isoUtc(clock.now()),
    beatsSent: 0,
    beatsFailed: 0
  }
  const save = (): void => {
    status.updatedAt = isoUtc(clock.now())
    try {
      writeStatus(config.statusFile, status)
    } catch (e) {
      console.log(`could not write ${config.statusFile}: ${(e as Error).message}`)
    }
  }
  save()
  // The run's open-run record beside the queue, written here rather than in main (whose time
  // the step pays): if no end ever comes, a later job on this machine ends the run once this
  // process is gone. Its last heartbeat is refreshed now and then, since the status file lives
  // under RUNNER_TEMP, which the next job's runner empties.
  let openRuns: OpenRunStore | undefined
  let touchedAt = -Infinity
  const recordOpenRun = async (): Promise<void> => {
    if (!config.openRun) return
    try {
      const { OpenRunStore } = await import('../queue/open-runs.js')
      const store = OpenRunStore.inQueue(config.queueDir)
      await store.open({
        runKey: config.runKey,
        jobName: config.jobName,
        ...config.openRun,
        ...(config.job ? { job: config.job } : {}),
        intervalMs: config.intervalMs,
        helper: {
          pid: process.pid,
          ...(identity.procStart ? { procStart: identity.procStart } : {})
        },
        statusFile: config.statusFile
      })
      openRuns = store
    } catch (e) {
      console.log(`could not record the open run: ${(e as Error).message}`)
    }
  }
  const touchOpenRun = (): void => {
    if (!openRuns || clock.now() - touchedAt < OPEN_RUN_TOUCH_MS) return
    touchedAt = clock.now()
    openRuns.touch(config.runKey, isoUtc(clock.now())).catch((e: Error) => {
      console.log(`could not update the open run: ${e.message}`)
    })
  }
  // Past the job's deadline nothing may beat: the beats, the carried start and the replay stop
  // then too (the reason, `deadline`, becomes stoppedBy), and the run is ended below.
  const timeUp = new AbortController()
  // The job's process gone without an end: the reason, `job gone`, becomes stoppedBy.
  const jobGone = new AbortController()
  const signal = AbortSignal.any([stopped, timeUp.signal, jobGone.signal])
  const deadlineTimer = watchDeadline(
    config,
    clock,
    AbortSignal.any([stopped, jobGone.signal]),
    () => timeUp.abort('deadline')
  )
  const jobTimer = watchJob(
    config,
    clock,
    AbortSignal.any([stopped, timeUp.signal]),
    judgeJob,
    () => jobGone.abort('job gone')
  )
  const steps = config.stepOutput
    ? await followSteps(config.stepOutput, apiKey, signal, clock)
    : undefined

  const background = async (): Promise<void> => {
    await recordOpenRun()
    if (config.startQueued) {
      const carried = await carryOnStart({ client, queue: await openQueue() }, config.runKey, {
        signal,
        onTrouble: error => {
          status.startError = error
          save()
        }
      })
      if (carried.delivered) {
        status.runId = carried.runId
        delete status.startError
        save()
      } else if (carried.error) {
        status.startError = carried.error
        save()
      }
    }
    // Its own record aside: the code that ends lost runs, and the queue's, load only for others.
    const own = openRuns?.fileName(config.runKey)
    if (!signal.aborted && hasRecords(join(config.queueDir, 'open'), own)) {
      // Runs of earlier jobs here that never reached their end, whose helper is gone: ended
      // as failed before the replay below, which then sends what had to be queued.
      const { endLostRuns } = await import('./lost-runs.js')
      await endLostRuns(client, await openQueue(), {
        queueDir: config.queueDir,
        ownRunKey: config.runKey,
        // Named by the starter: no key fingerprint is made here, which would keep node:crypto
        // in this long-lived process's memory.
        ...(config.openRun?.service ? { service: config.openRun.service } : {}),
        deadline: clock.now() + HELPER_REPLAY_BUDGET_MS / 2,
        signal,
        log: m => console.log(m)
      })
    }
    if (signal.aborted || !hasRecords(config.queueDir)) return
    // What earlier jobs on this machine left queued: sent in the background, never in a step's time.
    const summary = await (
      await openQueue()
    ).replay(client, { signal, deadline: clock.now() + HELPER_REPLAY_BUDGET_MS })
    status.replayed = { sent: summary.sent, failed: summary.failed, remaining: summary.remaining }
    if (summary.sent || summary.failed) save()
  }

  const beats = async (): Promise<void> => {
    if (config.intervalMs <= 0) return
    const stats = await runHeartbeats(client, {
      jobName: config.jobName,
      intervalMs: config.intervalMs,
      jobTotal: config.jobTotal,
      hourlyLimit: config.hourlyLimit,
      signal,
      clock,
      maxLifetimeMs: config.maxLifetimeMs,
      metadata: () => ({
        ...config.metadata,
        ...(status.runId ? { run_id: status.runId } : {}),
        ...(steps ? progressMetadata(steps.progress(), clock.now()) : {})
      }),
      onBeat: e => {
        if (e.ok) {
          status.beatsSent++
          touchOpenRun()
        } else {
          status.beatsFailed++
          status.lastError = e.error?.message
        }
        save()
      }
    })
    status.stoppedBy = stats.stoppedBy === 'signal' ? abortedBy(signal) : stats.stoppedBy
    if (stats.lastError) status.lastError = stats.lastError
  }

  await Promise.all([background(), beats(), steps?.done])
  await Promise.all([deadlineTimer, jobTimer])
  // Nothing else will end the run: past the job's deadline (unless the end came first: its
  // request aborts `stopped` first), or its job's process gone on a CI system that runs no
  // end hook after that (Buildkite's pre-exit, GitLab's after_script, both already past).
  const d = config.deadline
  if (!stopped.aborted && timeUp.signal.aborted && d) {
    status.stoppedBy = 'deadline'
    await endOwnRun(
      {
        status: 'failed',
        errorDetails: `timed out: the job ran past its ${d.limitSeconds} s limit`,
        metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'timeout' }
      },
      d.runId
    )
  } else if (
    !stopped.aborted &&
    jobGone.signal.aborted &&
    config.job &&
    config.job.kind !== 'github'
  ) {
    status.stoppedBy = 'job gone'
    const waited = config.endWaitMs ? ` within ${Math.round(config.endWaitMs / 1000)} s` : ''
    await endOwnRun(
      {
        status: 'cancelled',
        errorDetails: `${jobGoneWords(config.job.kind)}${config.job.kind === 'gitlab' ? waited : ''}`,
        metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'cancellation' }
      },
      ''
    )
  }
  status.stoppedBy ??= signal.aborted ? abortedBy(signal) : 'done'
  status.stoppedAt = isoUtc(clock.now())
  save()
  return status

  /** The run ended by the helper itself, through the run's one end owner; said in its status. */
  async function endOwnRun(
    ending: Pick<Ending, 'status' | 'errorDetails' | 'metadata'>,
    knownRunId: string
  ): Promise<void> {
    const [{ endRun }, { endTheRun }] = await Promise.all([
      import('../run/protocol.js'),
      import('../run/run-end.js')
    ])
    const q = await openQueue()
    const run = config.deadline ?? config.openRun
    if (!run) return
    const tags = config.deadline?.tags ?? config.tags
    const { attempt } = await endTheRun({
      runKey: config.runKey,
      records: openRuns,
      send: () =>
        endRun(
          { client, queue: q, clock },
          {
            jobName: config.jobName,
            runKey: config.runKey,
            startTime: run.startTime,
            runId: status.runId || knownRunId || run.runId,
            pipelineId: run.pipelineId
          },
          { ...ending, ...(tags ? { tags } : {}) },
          // The job is being killed: what is not delivered soon is queued for a later replay.
          { deadline: clock.now() + DEADLINE_END_BUDGET_MS }
        )
    })
    status.endedRun = {
      at: isoUtc(clock.now()),
      delivered: attempt.end?.delivered ?? false,
      queued: Boolean(attempt.end && !attempt.end.delivered && attempt.end.queued),
      why: ending.errorDetails ?? undefined
    }
  }
}

/**
 * Each step's output, followed until the helper is stopped (with heartbeats off too). What it
 * writes is redacted with the key first: the key never reaches the file.
 */
async function followSteps(
  o: NonNullable<HelperConfig['stepOutput']>,
  apiKey: string,
  signal: AbortSignal,
  clock: Clock
): Promise<Follower> {
  // Loaded only when step output is on: every module this process loads stays in its memory.
  const [{ followPages }, { writeSteps }] = await Promise.all([
    import('../steps/follow.js'),
    import('./steps-file.js')
  ])
  const file = o.file
  return followPages({
    pagesDir: o.pagesDir,
    maxBytes: o.maxBytes,
    redactor: new Redactor([apiKey]),
    clock,
    signal,
    save: snapshot => {
      try {
        writeSteps(file, { updatedAt: isoUtc(clock.now()), ...snapshot })
      } catch (e) {
        console.log(`could not write ${file}: ${(e as Error).message}`)
      }
    }
  })
}

/** How long the end report at the job's deadline may take before it is queued. */
const DEADLINE_END_BUDGET_MS = 20_000

/**
 * Resolves at the job's deadline (calling `onDeadline`), or when the helper is stopped before
 * it; at once when there is none.
 */
async function watchDeadline(
  config: HelperConfig,
  clock: Clock,
  signal: AbortSignal,
  onDeadline: () => void
): Promise<void> {
  if (!config.deadline || signal.aborted) return
  const left = config.deadline.at - clock.now()
  if (left > 0) {
    try {
      await clock.sleep(left, signal)
    } catch {
      return
    }
  }
  if (!signal.aborted) onDeadline()
}

/**
 * Resolves when the job's process is found gone (calling `onGone` once no end came within
 * `endWaitMs` after that), or when the helper is stopped before; at once when no process is
 * watched. A process that cannot be judged from here is watched on: nothing is concluded.
 */
async function watchJob(
  config: HelperConfig,
  clock: Clock,
  signal: AbortSignal,
  judge: (job: JobProcess) => JobLiveness,
  onGone: () => void
): Promise<void> {
  const job = config.job
  if (!job) return
  try {
    while (!signal.aborted) {
      await clock.sleep(JOB_WATCH_MS, signal)
      if (judge(job) === 'gone') break
    }
    // An end may still come (GitLab's after_script runs after the script's shell is gone).
    if (config.endWaitMs) await clock.sleep(config.endWaitMs, signal)
  } catch {
    return
  }
  if (!signal.aborted) onGone()
}

/** Why the helper was stopped: the word its stopper gave (`request`, `signal`...). */
function abortedBy(signal: AbortSignal): string {
  return typeof signal.reason === 'string' ? signal.reason : 'signal'
}

/**
 * True when `dir`, a queue directory or its open runs, holds an entry besides `except` and the
 * run id links.
 */
function hasRecords(dir: string, except?: string): boolean {
  try {
    // Run id links and open runs are no records to send.
    return readdirSync(dir).some(name => name !== 'runs' && name !== 'open' && name !== except)
  } catch {
    return false
  }
}
