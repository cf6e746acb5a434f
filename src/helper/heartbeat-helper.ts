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
import { fstatSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { carryOnStart } from '../run/carry-start.js'
import { type HelperConfig } from './spawn.js'
import type { HelperStatus } from './status-file.js'
import { randomHex } from '../util/random-hex.js'
import { isoUtc } from '../client/wire.js'
import { HELPER_KEY_MAX_BYTES, HELPER_REPLAY_BUDGET_MS } from './constants.js'
import { type Clock, systemClock } from '../util/clock.js'
import { Redactor } from '../logs/redact.js'
import type { Follower } from '../steps/follow.js'
import { progressMetadata } from '../steps/progress.js'
import {
  channelAddresses,
  hostChannelFacts,
  openStopControl,
  stopFileOf,
  stoppedBeforeListening
} from './channel.js'
import { pidNamespace, procFacts } from '../process/process-facts.js'
import { type JobLiveness, type JobProcess, jobJudge } from '../process/job-process.js'
import { type HelperRun, helperRun, recordOpenRun } from './helper-run.js'
import { endIfNobodyWill } from './own-end.js'
import { watchStops } from './watch.js'

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
      if (stoppedBeforeListening(stopFileOf(config.statusFile)) || outputRemoved())
        stop('request')()
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

/**
 * True when the file its output goes to (its log, opened by its starter in the run's folder) has
 * been removed: the run's end removed the folder before the helper began. A later `start` may
 * have made a folder of the same name since, so the folder being there proves nothing.
 */
function outputRemoved(): boolean {
  try {
    const st = fstatSync(1)
    return st.isFile() && st.nlink === 0
  } catch {
    return false
  }
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

/**
 * The helper's work, on its clock alone: it records the run as open, carries on a queued start,
 * ends lost runs and replays the queue in the background, beats at the interval and follows the
 * steps' output, all until it is stopped (by `stopped`, the job's deadline, or its job's process
 * gone); then ends the run itself when nothing else will. Its final status is also written.
 */
export async function runHelper(
  config: HelperConfig,
  apiKey: string,
  stopped: AbortSignal,
  proxy: ProxyFacts,
  clock: Clock = systemClock,
  identity: HelperIdentity = {},
  /** Whether the job's process lives; this machine's /proc by default, read for this helper. */
  judgeJob: (job: JobProcess) => JobLiveness = jobJudge()
): Promise<HelperStatus> {
  // Built as main built it (proxy variables included), from main's settings less the key; its
  // retries wait on the helper's clock, as its beats do.
  const client = createClient(config.client, apiKey, { proxy, log: m => console.log(m), clock })
  const h = helperRun(config, client, clock, identity)
  // Stopped before it began (its run ended first): nothing is done for the run, nothing recorded
  // but its status, which tells its stopper it stopped on request. Not when its folder is gone:
  // made anew by a later `start`, it is that run's, and a stopped status there would tell that
  // run's end its helper had stopped already.
  if (stopped.aborted) {
    if (outputRemoved()) return { ...h.status, stoppedBy: abortedBy(stopped) }
    return finish(h, abortedBy(stopped))
  }
  h.save()
  const stops = watchStops(config, clock, stopped, judgeJob)
  const steps = config.stepOutput
    ? await followSteps(config.stepOutput, apiKey, stops.signal, clock)
    : undefined
  await Promise.all([
    background(h, identity.procStart, stops.signal),
    beat(h, stops.signal, steps),
    steps?.done
  ])
  await stops.watched
  await endIfNobodyWill(h, stopped, stops)
  return finish(h, stops.signal.aborted ? abortedBy(stops.signal) : 'done')
}

/** The final status: why it stopped (unless said already) and when. */
function finish(h: HelperRun, stoppedBy: string): HelperStatus {
  h.status.stoppedBy ??= stoppedBy
  h.status.stoppedAt = isoUtc(h.clock.now())
  h.save()
  return h.status
}

/**
 * What the helper does beside its beats, in order: its open-run record, the start main had to
 * queue, the lost runs of earlier jobs here, then what those jobs left queued.
 */
async function background(
  h: HelperRun,
  procStart: string | undefined,
  signal: AbortSignal
): Promise<void> {
  await recordOpenRun(h, procStart)
  if (h.config.startQueued) await carryStart(h, signal)
  // Its own record aside: the code that ends lost runs, and the queue's, load only for others.
  const own = h.openRuns?.fileName(h.config.runKey)
  if (!signal.aborted && hasRecords(join(h.config.queueDir, 'open'), own))
    await endLostRunsHere(h, signal)
  if (!signal.aborted && hasRecords(h.config.queueDir)) await replayQueued(h, signal)
}

/** Carries on the start report main had to queue (the same retry sequence), learning the run id. */
async function carryStart(h: HelperRun, signal: AbortSignal): Promise<void> {
  const { status } = h
  const queue = await h.openQueue()
  const carried = await carryOnStart({ client: h.client, queue }, h.config.runKey, {
    signal,
    onTrouble: error => {
      status.startError = error
      h.save()
    }
  })
  if (carried.delivered) {
    status.runId = carried.runId
    delete status.startError
    h.save()
  } else if (carried.error) {
    status.startError = carried.error
    h.save()
  }
}

/**
 * Runs of earlier jobs here that never reached their end, whose helper is gone: ended as failed
 * before the replay, which then sends what had to be queued.
 */
async function endLostRunsHere(h: HelperRun, signal: AbortSignal): Promise<void> {
  const { config, clock } = h
  const { endLostRuns } = await import('./lost-runs.js')
  await endLostRuns(h.client, await h.openQueue(), {
    queueDir: config.queueDir,
    ownRunKey: config.runKey,
    // Named by the starter: no key fingerprint is made here, which would keep node:crypto
    // in this long-lived process's memory.
    ...(config.openRun?.service ? { service: config.openRun.service } : {}),
    deadline: clock.now() + HELPER_REPLAY_BUDGET_MS / 2,
    signal,
    clock,
    log: m => console.log(m)
  })
}

/** What earlier jobs on this machine left queued: sent in the background, never in a step's time. */
async function replayQueued(h: HelperRun, signal: AbortSignal): Promise<void> {
  const queue = await h.openQueue()
  const summary = await queue.replay(h.client, {
    signal,
    deadline: h.clock.now() + HELPER_REPLAY_BUDGET_MS
  })
  h.status.replayed = { sent: summary.sent, failed: summary.failed, remaining: summary.remaining }
  if (summary.sent || summary.failed) h.save()
}

/**
 * Heartbeats at the interval until stopped (none with an interval of 0), each carrying the run
 * id once known and the steps' progress; each counted in the status, and refreshing the run's
 * open-run record.
 */
async function beat(h: HelperRun, signal: AbortSignal, steps: Follower | undefined): Promise<void> {
  const { config, clock, status } = h
  if (config.intervalMs <= 0) return
  const stats = await runHeartbeats(h.client, {
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
        h.touchOpenRun()
      } else {
        status.beatsFailed++
        status.lastError = e.error?.message
      }
      h.save()
    }
  })
  status.stoppedBy = stats.stoppedBy === 'signal' ? abortedBy(signal) : stats.stoppedBy
  if (stats.lastError) status.lastError = stats.lastError
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
