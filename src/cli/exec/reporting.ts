/**
 * exec's reports of the run around its command: whether it reports at all, the start (in
 * parallel, never delaying the command) and the heartbeats while the command runs, and the
 * protocol's end once it has ended, within --end-timeout.
 */
import { beatCadence, heartbeatBudget, heldToPace } from '../../client/heartbeat-budget.js'
import { runHeartbeats } from '../../client/heartbeats.js'
import { type EndStatus, isoUtc } from '../../client/wire.js'
import {
  type Begun,
  type RunServices,
  beginRun,
  endCancelledRun,
  endRun
} from '../../run/protocol.js'
import { anyOf } from '../../run/signals.js'
import { endTheRun } from '../../run/run-end.js'
import type { OpenRunStore } from '../../queue/open-runs.js'
import type { Connection, ExecOptions } from '../command-settings.js'
import type { ServiceConfig } from '../config.js'
import type { UsageError } from '../errors.js'
import { complain } from '../messages.js'
import { makeClient, queueOf } from '../client-setup.js'
import { noteHour } from '../hour-note.js'
import type { Cancel } from './cancel.js'
import { recordExecRun } from './open-run.js'
import { type RecordWriter, recordWriterOf, writeRecord, writeSentRecord } from '../run-record.js'

/** Before the end's deadline, the start stops waiting this long ahead, so the end has time too. */
const START_GIVES_WAY_MS = 2000
/** Heartbeats of a wrapped command stop by themselves after a week. */
const EXEC_HEARTBEAT_MAX_LIFETIME_MS = 7 * 24 * 3600_000

/** Why exec reports at all, or the reason it runs the command unreported. */
export function reportingDecision(
  config: ServiceConfig,
  trouble: UsageError | undefined,
  say: (m: string) => void
): boolean {
  if (trouble) {
    // Always shown, even with --quiet: the run goes unreported until this is fixed.
    complain(`error: ${trouble.message}; running the command without reporting it`)
    return false
  }
  if (config.keyUnusable) {
    // Always shown: a key was given, and the run still goes unreported.
    complain(`${config.keyUnusable} Running the command without reporting it.`)
    return false
  }
  if (!config.apiKey) {
    say('no API key (JOB_MONITOR_API_KEY): running the command without reporting it')
    return false
  }
  if (!config.baseUrl) {
    say(
      'no service address (JOB_MONITOR_BASE_URL or --base-url): running the command without reporting it'
    )
    return false
  }
  return true
}

/** The reporting side of a run while its command runs: the start and the heartbeats. */
export interface Reporting {
  services: RunServices
  begun: Promise<Begun>
  /** Ends the start's wait: what is late is queued. */
  stopStart: AbortController
  stopBeats: AbortController
  beats?: Promise<unknown>
  /** The run's open-run record, once its start is delivered or queued (open-run.ts). */
  recorded: Promise<OpenRunStore | undefined>
  /** Where the run's records in the job's log are sealed (run-record.ts). */
  records: RecordWriter
}

export function beginReporting(
  connection: Connection,
  o: ExecOptions,
  run: { runKey: string; startTime: string; pipelineId?: string },
  cancelled: AbortSignal,
  say: (m: string) => void
): Reporting {
  const services = {
    client: makeClient(connection.config, connection.proxy, connection.queue, say),
    queue: queueOf(connection.queue, say)
  }
  const stopStart = new AbortController()
  const stopBeats = new AbortController()
  // The start has until the end's deadline; it is carried on while the command runs.
  const begun = beginRun(
    services,
    { jobName: o.jobName, metadata: o.metadata, tags: o.tags, ...run },
    { signal: anyOf(stopStart.signal, cancelled) }
  )
  const records = recordWriterOf(connection.config, o.record)
  const recorded = begun.then(b => {
    // The run's record in the job's log, once the service has given it an id.
    if (b.start.delivered)
      writeRecord(records, 'start', { ...b.run, runId: b.start.response.run_id })
    return recordExecRun(b, { queueDir: connection.queue.dir, intervalMs: o.heartbeatMs, say })
  })
  // The key's hour: said once when the jobs' cadences cannot fit it; and how many share it.
  const note = noteHour(services.client, {
    jobName: o.jobName,
    notifiesPipeline: run.pipelineId !== undefined && connection.config.deploymentUrl !== undefined
  })
  const beatMetadata = o.heartbeatMetadata
  const beats =
    o.heartbeatMs > 0
      ? note.then(hour => {
          sayCadence(o.heartbeatMs, hour?.activeJobs, services.client.maxAttempts, connection, say)
          return runHeartbeats(services.client, {
            jobName: o.jobName,
            intervalMs: o.heartbeatMs,
            // Each job of the key on this machine keeps to its share, as a matrix's legs do.
            jobTotal: hour?.activeJobs,
            hourlyLimit: connection.config.hourlyLimit,
            signal: anyOf(stopBeats.signal, cancelled),
            maxLifetimeMs: EXEC_HEARTBEAT_MAX_LIFETIME_MS,
            metadata: beatMetadata && (() => beatMetadata),
            onBeat: e => {
              // A beat held back for the hour is the plan said at the start, not trouble.
              if (!e.ok && !e.held && e.error) say(`heartbeat: ${e.error.message}`)
            }
          })
        })
      : note
  return { services, begun, stopStart, stopBeats, beats, recorded, records }
}

/**
 * The heartbeats' cadence, as `start` says it, where the key's hour is shared with the key's
 * other jobs on this machine and the loop keeps a slower pace than the interval: a short run
 * whose first beat never came reads why. Otherwise nothing is said: a cron job's every line of
 * output is mailed to its owner. The share is the loop's own (runHeartbeats).
 */
function sayCadence(
  intervalMs: number,
  activeJobs: number | undefined,
  endAttempts: number,
  connection: Connection,
  say: (m: string) => void
): void {
  const share = heartbeatBudget({
    jobTotal: activeJobs,
    endAttempts,
    hourlyLimit: connection.config.hourlyLimit
  })
  if (heldToPace(intervalMs, share)) say(`heartbeats ${beatCadence(intervalMs, share)}`)
}

/**
 * The end of the run: the start's outcome awaited (or queued), then the protocol's end. A
 * cancelled run's reports go to the queue before anything is sent (see endCancelledRun): the
 * runner kills a cancelled step seconds later, and what is queued survives that.
 */
export async function finishReporting(
  r: Reporting,
  o: ExecOptions,
  ending: {
    status: EndStatus
    errorDetails: string | null
    /** How it ended, in one line: a pipeline notification's message. */
    reason: string | null
    logs: string
    endTime: number
    durationMs: number
    exitCode: number
  },
  cancel: Cancel,
  say: (m: string) => void
): Promise<void> {
  r.stopBeats.abort()
  const deadline = ending.endTime + o.endTimeoutMs
  const cancelled = cancel.cancelled.signal.aborted
  // The start has until shortly before the deadline; then it is queued with its retry state.
  // A cancelled run has no time to wait: a start still on its way is queued at once.
  const timer = setTimeout(
    () => r.stopStart.abort(),
    cancelled ? 0 : Math.max(0, deadline - Date.now() - START_GIVES_WAY_MS)
  )
  const begun = await r.begun
  clearTimeout(timer)
  await r.beats
  if (!begun.start.delivered && !begun.start.queued)
    say(`the start report was not accepted: ${begun.start.error.message}`)
  const end = {
    status: ending.status,
    errorDetails: ending.errorDetails,
    metadata: o.metadata,
    tags: o.tags,
    logs: ending.logs,
    endTime: isoUtc(ending.endTime),
    notification: {
      message:
        ending.status === 'cancelled'
          ? `${o.jobName} was cancelled`
          : (ending.reason ?? `${o.jobName} succeeded`),
      metadata: {
        ...o.metadata,
        duration_seconds: Math.round(ending.durationMs / 100) / 10,
        exit_code: ending.exitCode
      }
    }
  }
  const window = { deadline, signal: cancel.stop.signal }
  const records = await r.recorded
  // From here an end may be on its way: a log that stops after this line proves nothing.
  writeRecord(r.records, 'ending', begun.run)
  // Through the run's one end owner: marked as ending, ended, its record settled.
  const {
    attempt: { ended, sent },
    leftOpen
  } = await endTheRun({
    runKey: begun.run.runKey,
    ...(records ? { records } : {}),
    send: async () => {
      const done = cancelled
        ? await endCancelledRun(r.services, begun.run, end, window)
        : { ended: await endRun(r.services, begun.run, end, window), sent: undefined }
      return { ...done, end: done.ended.end }
    }
  })
  const outcome = ended.end
  writeSentRecord(r.records, begun.run, { ...ended, ...(sent ? { sent } : {}) }, ending.status)
  if (!outcome) return
  if (outcome.delivered || sent)
    say(`reported run ${sent?.runId ?? ended.runId} of '${o.jobName}': ${ending.status}`)
  else if (outcome.queued)
    say(
      `the end report is queued (${outcome.error.message}); \`job-monitor replay\` sends it later`
    )
  else say(`the end report was not accepted: ${outcome.error.message}`)
  if (leftOpen) say(leftOpen)
}
