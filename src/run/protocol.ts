/**
 * The run protocol, written once for every front end (the action's main and post steps and its
 * heartbeat helper, `job-monitor exec`/`start`/`end`, the library's JobMonitor):
 *
 * - begin a run: the start report and the `running` pipeline notification, within a deadline;
 *   what is late is queued, with its retry state, for a later carrier;
 * - heartbeats while it runs (client/heartbeats);
 * - end the run: this run's queued records first (its start, so the end can carry the run id;
 *   its `running` notification, so the final one comes after it), then the end report, then the
 *   final pipeline notification, which is the last the service hears of the run.
 *
 * Nothing here is tied to a front end: no @actions/* import, no process-wide state. A front end
 * that is cancelled aborts the window's signal; every report in flight is then queued before the
 * call returns, so a signal never loses a run.
 */
import type { ServiceIdentity } from '../client/identity.js'
import type { Clock } from '../util/clock.js'
import { systemClock } from '../util/clock.js'
import { endReport, pipelineNotification, startReport } from '../client/reports.js'
import type { ServiceCall } from '../client/call.js'
import { RefusedFieldError } from '../client/gate.js'
import { type EndStatus, type Metadata, type PipelineStatus, isoUtc } from '../client/wire.js'
import { deliverOrQueue, type Outcome } from '../queue/deliver.js'
import type { Deliverer } from '../client/client-shape.js'
import { type QueueRecord, type RunQueue, newRunKey } from '../queue/queue.js'
import { END_START_REPLAY_SHARE } from './constants.js'

/**
 * The metadata keys by which a run's pipeline notifications name the run: its job, and its run
 * id once the service has given one (the final notification's). A pipeline's notifications
 * carry nothing else that says which run they are of, so a dashboard could link them to none.
 */
export const NOTIFICATION_RUN_KEYS = {
  jobName: 'job_monitor.job_name',
  runId: 'job_monitor.run_id'
} as const

/** `metadata` with the run it is of named (NOTIFICATION_RUN_KEYS). */
function namingRun(metadata: Metadata | undefined, jobName: string, runId = ''): Metadata {
  return {
    ...metadata,
    [NOTIFICATION_RUN_KEYS.jobName]: jobName,
    ...(runId ? { [NOTIFICATION_RUN_KEYS.runId]: runId } : {})
  }
}

/** The client and queue a run is reported through. */
export interface RunServices {
  client: Deliverer
  queue: RunQueue
  clock?: Clock
}

/** A time window for the calls of one phase. */
export interface Window {
  /** ms since the epoch: no attempt or wait beyond it; what is left is queued. */
  deadline?: number
  /** Aborted on a cancel: what is in flight is queued at once. */
  signal?: AbortSignal
}

export interface RunPlan {
  jobName: string
  metadata?: Metadata
  tags?: string[] | null
  /** Pipeline to notify at the start and the end (the client needs a deployment URL). */
  pipelineId?: string
  /** The start time, when the caller fixed it already (it is repeated byte for byte at the end). */
  startTime?: string
  /** The run key, when the caller saved one already (it links queued records of the run). */
  runKey?: string
}

/** One run as the front ends carry it from its start to its end. */
export interface Run {
  jobName: string
  /** Links this run's queued records (and its run id, once learnt) across processes. */
  runKey: string
  /** Sent byte-identical on the end report. */
  startTime: string
  /** Empty while the start report is queued. */
  runId: string
  pipelineId?: string
}

export interface Begun {
  run: Run
  start: Outcome<'start'>
  /** The `running` pipeline notification, when the run has a pipeline. */
  running?: Outcome<'pipeline-notification'>
  /**
   * The service the run's reports go to (its address and key fingerprint): only a client of
   * it may end the run later. Absent for a client that cannot name it.
   */
  service?: ServiceIdentity
}

/** Sends the start report and the `running` notification together, within the window. */
export async function beginRun(s: RunServices, plan: RunPlan, w: Window = {}): Promise<Begun> {
  const clock = s.clock ?? systemClock
  const startTime = plan.startTime ?? isoUtc(clock.now())
  const runKey = plan.runKey ?? newRunKey()
  const pipelineId = notifiable(s, plan.pipelineId)
  const [start, running] = await Promise.all([
    deliverOrQueue(
      s.client,
      s.queue,
      {
        kind: 'start',
        body: startReport({
          jobName: plan.jobName,
          startTime,
          metadata: plan.metadata,
          tags: plan.tags
        })
      },
      { runKey, ...w }
    ),
    pipelineId === undefined
      ? undefined
      : deliverOrQueue(
          s.client,
          s.queue,
          {
            kind: 'pipeline-notification',
            pipelineId,
            body: pipelineNotification({
              status: 'running',
              message: `${plan.jobName} started`,
              metadata: namingRun(plan.metadata, plan.jobName)
            })
          },
          { runKey, ...w }
        )
  ])
  const runId = start.delivered ? start.response.run_id : ''
  return {
    run: { jobName: plan.jobName, runKey, startTime, runId, pipelineId },
    start,
    ...(running === undefined ? {} : { running }),
    ...serviceOf(s.client)
  }
}

function serviceOf(client: RunServices['client']): { service?: ServiceIdentity } {
  const service = client.identityFor?.('end')
  return service ? { service } : {}
}

export interface Ending {
  status: EndStatus
  errorDetails?: string | null
  metadata?: Metadata
  tags?: string[] | null
  logs?: string
  /** Default: now. */
  endTime?: string
  /** The final pipeline notification (when the run has a pipeline). */
  notification?: { status?: PipelineStatus; message?: string; metadata?: Metadata }
}

export interface Ended {
  /** The run id the end report carries ('' while the start is still queued). */
  runId: string
  /** The start report was queued and has now been delivered (by this end or a carrier before). */
  startCaughtUp: boolean
  /**
   * The end report's outcome; undefined when there is no run to end: its start report was
   * neither delivered nor queued (refused, or lost with a queue that could not be written).
   */
  end?: Outcome<'end'>
  final?: Outcome<'pipeline-notification'>
  /** Records of this run dropped as superseded (a `running` notification that came too late). */
  superseded: number
  /** Fields the end report went without: they held a secret (`tags`, `metadata`). */
  dropped?: string[]
}

/**
 * Ends the run: its queued start and `running` notification first, within a share of the
 * window; then the end report; then the final pipeline notification, after dropping a
 * `running` notification of this run that is still queued (sent after the final one, it would
 * leave the pipeline `running` for ever).
 */
export async function endRun(
  s: RunServices,
  run: Run,
  ending: Ending,
  w: Window = {}
): Promise<Ended> {
  const clock = s.clock ?? systemClock
  const endTime = ending.endTime ?? isoUtc(clock.now())
  const { runId, startCaughtUp, mine } = await sendQueuedFirst(s, run, w, clock)
  const pipelineId = notifiable(s, run.pipelineId)
  const { end, dropped } = await sendEnd(s, run, ending, {
    runId,
    endTime,
    startQueued: mine.some(r => r.call.kind === 'start'),
    w
  })
  const { final, superseded } =
    pipelineId === undefined
      ? { final: undefined, superseded: 0 }
      : await sendFinalNotification(s, run, ending, { pipelineId, mine, w, runId })
  return { runId, startCaughtUp, end, final, superseded, ...(dropped.length ? { dropped } : {}) }
}

/**
 * This run's queued records, sent before its end within a share of what is left of the window:
 * its start, so that the end carries the run id. The run id as then known (from the start sent
 * now, or by a carrier before), and the run's records still queued. One pass over the run's
 * records (RunQueue.replayRun), which sends nothing when none is queued or the window's signal
 * has stopped it: one read of the queue, whatever it holds.
 */
async function sendQueuedFirst(
  s: RunServices,
  run: Run,
  w: Window,
  clock: Clock
): Promise<{ runId: string; startCaughtUp: boolean; mine: QueueRecord[] }> {
  let runId = run.runId
  let startCaughtUp = false
  if (runId === '') {
    runId = (await s.queue.runIdFor(run.runKey).catch(() => undefined)) ?? ''
    startCaughtUp = runId !== ''
  }
  const now = clock.now()
  const share =
    w.deadline === undefined ? undefined : now + (w.deadline - now) * END_START_REPLAY_SHARE
  const pass = await s.queue
    .replayRun(s.client, run.runKey, { deadline: share, signal: w.signal })
    .catch(() => undefined)
  if (runId === '' && pass?.summary.runIds[run.runKey]) {
    runId = pass.summary.runIds[run.runKey]
    startCaughtUp = true
  }
  return { runId, startCaughtUp, mine: pass?.queued ?? [] }
}

/**
 * The end report, delivered or queued; none when the run has no start to end (neither
 * delivered, so no run id, nor queued). A field that holds a secret is left out, and said,
 * rather than the run left open for ever.
 */
async function sendEnd(
  s: RunServices,
  run: Run,
  ending: Ending,
  o: { runId: string; endTime: string; startQueued: boolean; w: Window }
): Promise<{ end?: Outcome<'end'>; dropped: string[] }> {
  const endCall = (e: Ending): ServiceCall => ({
    kind: 'end',
    body: endReport({
      jobName: run.jobName,
      startTime: run.startTime,
      runId: o.runId,
      status: e.status,
      endTime: o.endTime,
      errorDetails: e.errorDetails,
      metadata: e.metadata,
      tags: e.tags,
      logs: e.logs
    })
  })
  const passable = withoutRefusedFields(s.client, ending, endCall)
  if (o.runId === '' && !o.startQueued) return { dropped: passable.dropped }
  const end = await deliverOrQueue(
    s.client,
    s.queue,
    endCall(passable.ending) as Extract<ServiceCall, { kind: 'end' }>,
    { runKey: run.runKey, ...o.w }
  )
  return { end, dropped: passable.dropped }
}

/**
 * The final pipeline notification, the last the service hears of the run; a `running`
 * notification of this run still queued is dropped first, since sent after the final one it
 * would leave the pipeline `running` for ever.
 */
async function sendFinalNotification(
  s: RunServices,
  run: Run,
  ending: Ending,
  o: { pipelineId: string; mine: QueueRecord[]; w: Window; runId: string }
): Promise<{ final: Outcome<'pipeline-notification'>; superseded: number }> {
  let superseded = 0
  // Only a `running` notification this run left queued can be superseded: no other read.
  if (o.mine.some(isRunningNotification)) {
    superseded = await s.queue
      .discard(
        r => r.runKey === run.runKey && isRunningNotification(r),
        'superseded by the final pipeline notification',
        o.mine
      )
      .catch(() => 0)
  }
  const n = ending.notification ?? {}
  const metadata = namingRun(
    droppedMetadata(s.client, o.pipelineId, n.metadata ?? ending.metadata),
    run.jobName,
    o.runId
  )
  const final = await deliverOrQueue(
    s.client,
    s.queue,
    {
      kind: 'pipeline-notification',
      pipelineId: o.pipelineId,
      body: pipelineNotification({
        status: n.status ?? (ending.status === 'success' ? 'success' : 'failed'),
        message: n.message ?? finalMessage(run.jobName, ending.status),
        metadata
      })
    },
    { runKey: run.runKey, ...o.w }
  )
  return { final, superseded }
}

/** The optional fields of an end report, as the API text names them, that can be left out. */
const DROPPABLE: Record<string, (e: Ending) => Ending> = {
  tags: e => ({ ...e, tags: undefined }),
  metadata: e => ({ ...e, metadata: undefined }),
  'metadata (one of its keys)': e => ({ ...e, metadata: undefined })
}

/**
 * The ending without the optional fields the outbound gate refuses (a tag or a metadata key or
 * value that holds the key): the end still goes, and its logs say which field was left out. A
 * refused identifier the report cannot go without (the job name) is left for the gate to refuse.
 */
function withoutRefusedFields(
  client: Deliverer,
  ending: Ending,
  call: (e: Ending) => ServiceCall
): { ending: Ending; dropped: string[] } {
  const dropped: string[] = []
  for (let i = 0; i < Object.keys(DROPPABLE).length; i++) {
    try {
      client.outbound(call(ending))
      break
    } catch (e) {
      if (!(e instanceof RefusedFieldError) || !Object.hasOwn(DROPPABLE, e.field)) break
      ending = DROPPABLE[e.field](ending)
      dropped.push(e.field.startsWith('metadata') ? 'metadata' : e.field)
    }
  }
  if (dropped.length === 0) return { ending, dropped }
  const note = `job-monitor: the end report goes without its ${dropped.join(' and ')}: ${dropped.length > 1 ? 'they' : 'it'} held the API key (or another secret it must not carry)`
  return { ending: { ...ending, logs: ending.logs ? `${note}\n${ending.logs}` : note }, dropped }
}

/** The final notification's metadata, left out when the gate refuses it (it held a secret). */
function droppedMetadata(
  client: Deliverer,
  pipelineId: string,
  metadata: Metadata | undefined
): Metadata | undefined {
  if (metadata === undefined) return undefined
  try {
    client.outbound({
      kind: 'pipeline-notification',
      pipelineId,
      body: pipelineNotification({ status: 'failed', message: '', metadata })
    })
    return metadata
  } catch (e) {
    return e instanceof RefusedFieldError && e.field.startsWith('metadata') ? undefined : metadata
  }
}

/**
 * Ends the run of a front end that was cancelled. The runner kills a cancelled step seconds
 * later (a pod's grace period ends the same way), so nothing goes over the network before the
 * run's reports are on disk: the end report and the final pipeline notification are queued
 * first, with no attempt; then this run's records are sent from the queue, oldest first,
 * within the window. Killed at any moment, the process leaves every report of the run for a
 * later replay. `sent` is set when all of them went through, with the run id they carried.
 * When the queue cannot be written, the reports are sent directly instead.
 */
export async function endCancelledRun(
  s: RunServices,
  run: Run,
  ending: Ending,
  w: Window = {}
): Promise<{ ended: Ended; sent?: { runId: string } }> {
  const queueOnly = new AbortController()
  queueOnly.abort(new Error('cancelled: queued before it is sent'))
  const ended = await endRun(s, run, ending, { signal: queueOnly.signal })
  if (!ended.end || ended.end.delivered) return { ended }
  if (!ended.end.queued) return { ended: await endRun(s, run, ending, w) }
  if (w.signal?.aborted) return { ended }
  try {
    const replay = await s.queue.replay(s.client, {
      runKey: run.runKey,
      deadline: w.deadline,
      signal: w.signal
    })
    const runId = replay.runIds[run.runKey] ?? ended.runId
    return replay.counted && replay.remaining === 0 && replay.failed === 0
      ? { ended, sent: { runId } }
      : { ended }
  } catch {
    return { ended }
  }
}

/** The pipeline endpoint has no `cancelled`: a cancelled run is `failed`, and says so. */
export function finalMessage(jobName: string, status: EndStatus): string {
  if (status === 'success') return `${jobName} succeeded`
  if (status === 'cancelled') return `${jobName} was cancelled`
  return `${jobName} failed`
}

/** A pipeline id counts only with a client that can reach the deployment endpoints. */
function notifiable(s: RunServices, pipelineId: string | undefined): string | undefined {
  if (!pipelineId) return undefined
  return s.client.serves?.('pipeline-notification') === false ? undefined : pipelineId
}

function isRunningNotification(r: QueueRecord): boolean {
  return r.call.kind === 'pipeline-notification' && r.call.body.status === 'running'
}
