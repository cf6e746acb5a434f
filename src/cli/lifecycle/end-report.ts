/**
 * `end --state-file`'s end report: assembled from the run's state, the outcome word and the
 * job's log file; sent within --wait (a cancelled or timed-out run's report on disk first);
 * and what became of it said in one line. A report that was queued gets one more try within
 * the same time, once the heartbeat process has stopped.
 */
import type { EndStatus } from '../../client/wire.js'
import type { HelperStatus } from '../../helper/status-file.js'
import { withQuote } from '../../logs/failure-quote.js'
import type { Outcome } from '../../queue/deliver.js'
import {
  type Ending,
  type Run,
  type RunServices,
  endCancelledRun,
  endRun
} from '../../run/protocol.js'
import { cancelOnSignals } from '../../run/signals.js'
import { withContext } from '../ci-facts.js'
import { type OutcomeFacts, outcomeFacts, withOutcome } from '../ci-status.js'
import type { EndWithStateFile } from '../command-settings.js'
import { ExitCode } from '../errors.js'
import { logQuote } from '../log-file.js'
import { complain, messenger } from '../messages.js'
import type { RunState } from '../run-state.js'
import { makeClient, queueOf } from '../client-setup.js'
import { slowerThanUsual, withUsualNote } from '../../run/usual-duration.js'
import { type RecordWriter, type RecordedRun, writeRecord } from '../run-record.js'
import { durationHistoryIn } from '../usual-duration.js'

/** The end's attempt, for the run's end owner (run/run-end.ts). */
export interface EndSent {
  code: number
  end?: Outcome<'end'>
  /**
   * The queued end report sent once more (see endOutcome); whether it went through. Given the
   * run id the start brought back to whoever carried it, when known, for its words.
   */
  sendQueued?: (knownRunId?: string) => Promise<boolean>
  /** The run as its `end` record names it, and the status its end report carried. */
  record?: { run: RecordedRun; status: EndStatus }
}

/** How the end report went, whichever way it was sent. */
interface Delivered {
  end?: Outcome<'end'>
  /** Sent from the queue after it was put there (a cancelled or timed-out run's end). */
  sent: boolean
  runId: string
  dropped?: string[]
}

/** The time the end has: --wait, cut short by a cancel. */
interface EndWindow {
  deadline: number
  signal: AbortSignal
}

/** Sends the end report of the run in `state`; `helper`: what the heartbeat process said. */
export async function sendEnd(
  state: RunState,
  helper: HelperStatus | undefined,
  o: EndWithStateFile,
  logsFor: (apiKey: string) => Promise<string | undefined>,
  records?: RecordWriter
): Promise<EndSent> {
  const { status, word, connection } = o
  const { config } = connection
  const say = messenger(config.quiet)
  // A log file the job could not write (it failed before) is no reason to leave the run open.
  const logs = await logsFor(config.apiKey).catch((e: Error) => {
    complain(`${e.message}; the end report goes without it`)
    return undefined
  })
  const duration = await runDuration(state, status, connection.queue.dir, say)
  const facts = outcomeFacts(word)
  const run: Run = {
    jobName: state.jobName,
    runKey: state.runKey,
    startTime: state.startTime,
    // Learnt by the heartbeat process when it carried on a queued start.
    runId: state.runId || helper?.runId || '',
    pipelineId: state.pipelineId
  }
  const ending = endReportOf(o, state, logs, duration.slower)
  const services: RunServices = {
    client: makeClient(config, connection.proxy, connection.queue, say),
    queue: queueOf(connection.queue, say)
  }
  const cancel = cancelOnSignals()
  const window = { deadline: Date.now() + o.waitMs, signal: cancel.signal }
  // From here an end may be on its way: a log that stops after this line proves nothing.
  writeRecord(records, 'ending', run)
  const ended = await deliverEnd(services, run, ending, facts, window).finally(() =>
    cancel.dispose()
  )
  const end = ended.end
  if (status === 'success' && end && (end.delivered || end.queued)) await duration.recordSuccess()
  const sent = endOutcome(ended, run, status, helper?.beatsSent ?? 0, { services, window, say })
  return { ...sent, record: { run: { ...run, runId: ended.runId || run.runId }, status } }
}

/**
 * How long the run took against this machine's recent successful runs of the job (its usual
 * duration): a run much slower than usual says so, here and in its report.
 */
async function runDuration(
  state: RunState,
  status: EndStatus,
  queueDir: string,
  say: (m: string) => void
): Promise<{ slower?: string; recordSuccess: () => Promise<void> }> {
  const history = durationHistoryIn(queueDir)
  const durationMs = Date.now() - Date.parse(state.startTime)
  // A start time that gives no duration (unreadable, or ahead of this clock) adds nothing.
  const measured = Number.isFinite(durationMs) && durationMs >= 0
  const usual = measured ? await history.recent(state.jobName) : []
  const slower = measured && status !== 'cancelled' ? slowerThanUsual(durationMs, usual) : undefined
  if (slower) say(slower)
  return {
    slower,
    recordSuccess: async () => {
      if (!measured) return
      await history
        .add(state.jobName, usual, durationMs)
        .catch((e: Error) => say(`could not record the run's duration: ${e.message}`))
    }
  }
}

/** The end report: its status and why, metadata and tags (the start's unless given), the logs. */
function endReportOf(
  o: EndWithStateFile,
  state: RunState,
  logs: string | undefined,
  slower: string | undefined
): Ending {
  const { status, word } = o
  const metadata = o.metadata ?? state.metadata
  return {
    status,
    // A failed run says why in its log file's words too (see failure-quote.ts).
    errorDetails:
      withQuote(o.errorDetails, status, () => logQuote(logs, o.connection.config.apiKey)) ?? null,
    metadata: withContext({ ...o.ci.report, ...state.schedule }, withOutcome(metadata, word)),
    tags: o.tags ?? state.tags,
    logs: slower ? withUsualNote(logs ?? '', slower) : logs
  }
}

/**
 * A cancel or a time-out leaves this process little time: the report is on disk before
 * anything goes over the network, then sent from there. A success, or a failure that was not a
 * time-out (the one outcome whose facts add metadata), is sent at once.
 */
function deliverEnd(
  services: RunServices,
  run: Run,
  ending: Ending,
  facts: OutcomeFacts,
  window: EndWindow
): Promise<Delivered> {
  return ending.status === 'success' || (ending.status === 'failed' && !facts.metadata)
    ? endRun(services, run, ending, window).then(e => ({
        end: e.end,
        sent: false,
        runId: e.runId,
        dropped: e.dropped
      }))
    : endCancelledRun(services, run, ending, window).then(e => ({
        end: e.ended.end,
        sent: e.sent !== undefined,
        runId: e.sent?.runId ?? e.ended.runId,
        dropped: e.ended.dropped
      }))
}

/**
 * What became of the end report, in one line. One that was queued may go once more, within
 * this end's time, when what held it back (the heartbeat process carrying on the start) has
 * gone: the run's end owner calls sendQueued then.
 */
function endOutcome(
  ended: Delivered,
  run: Run,
  status: EndStatus,
  beats: number,
  c: { services: RunServices; window: EndWindow; say: (m: string) => void }
): EndSent {
  const { services, window, say } = c
  const end = ended.end
  if (ended.dropped)
    complain(
      `the end report went without its ${ended.dropped.join(' and ')}: it held the API key (or another secret)`
    )
  if (!end) {
    complain(`no end report: the run's start report was neither delivered nor queued`)
  } else if (end.delivered || ended.sent) {
    say(`reported run ${ended.runId} of '${run.jobName}': ${status}, after ${beats} heartbeat(s)`)
  } else if (end.queued) {
    say(`the end report is queued (${end.error.message}); \`job-monitor replay\` sends it later`)
    // Sent once more, within this end's time, when what held it back has gone.
    const sendQueued = async (knownRunId?: string): Promise<boolean> => {
      if (window.signal.aborted || Date.now() >= window.deadline) return false
      const r = await services.queue
        .replay(services.client, { runKey: run.runKey, deadline: window.deadline })
        .catch(() => undefined)
      if (!r?.counted || r.remaining !== 0 || r.failed !== 0) return false
      const runId = r.runIds[run.runKey] || knownRunId || ended.runId
      say(`reported run ${runId} of '${run.jobName}': ${status}, after ${beats} heartbeat(s)`)
      return true
    }
    return { code: ExitCode.ok, end, sendQueued }
  } else {
    complain(`the end report was not accepted: ${end.error.message}`)
  }
  return { code: ExitCode.ok, end }
}
