/**
 * A finished job as its CI system keeps it, and the one rule that turns it into at most one end
 * report. A reader of the CI's record fills a FinishedJob (GitHub: the jobs API, the check run's
 * annotations and the job's log, reconcile/github/; a GitLab reader: the jobs API and the job's
 * trace; a Buildkite reader: the REST API's builds, jobs and logs); this module decides, the same
 * way for each, whether the run that job began may be ended from that record and with what.
 *
 * Never a guess. A run is ended from the record only on evidence the record itself holds:
 * - the CI says the job is finished (never a job it shows running);
 * - the run's own records in the job's log (record-line.ts, sealed with the key) give its run id,
 *   job name and start_time; a record is the run's own only when the job it names as its writer
 *   (ci-job.ts) is the job whose log it was read from: a line copied into another job's log, or
 *   one that names no job, is not believed. So nothing a job prints (a copied record, an
 *   annotation saying its runner was lost) can end a run that job did not start;
 * - either the `end` record says the end report did not reach the service (queued, or neither
 *   sent nor queued), or the CI says the machine was lost and the job's end step never ran (no
 *   `ending` or `end` record in a log read to its true end);
 * - the machine was ephemeral: a persistent machine's own queue sends its end, and its lost-run
 *   pass ends its lost runs (queue/open-runs.ts): a second sender would end the run twice;
 * - this healer is the one the run named (`next-run` or `sweep`).
 * Anything else leaves the run alone, and says why.
 */
import { type EndStatus, NO_ERROR, type Metadata, isoUtc } from '../client/wire.js'
import { TASK_RUN_RESULT_KEY, type TaskRunResult, instantOf } from '../run/context.js'
import type { Ending, Run } from '../run/protocol.js'
import { newRunKey } from '../queue/queue.js'
import type { FoundRecords, Healer, RunRecord } from './record-line.js'

/** The CI's conclusion of a finished job, in words every CI system's reader maps to. */
export type CiConclusion = 'success' | 'failure' | 'cancelled' | 'timed_out' | 'lost' | 'other'

/** Whether the job's own end step (GitHub's post step, GitLab's after_script, a pre-exit hook) ran. */
export type EndStepRan = 'yes' | 'no' | 'unknown'

/** A job's log as a reader read it: bounded, its head and tail, raw (not yet redacted). */
export interface ReadLog {
  /** The head and tail read, in the CI's own format; equal when the whole log was read. */
  head: string
  tail: string
  /** The log's length in bytes when the CI said it; undefined when it could not be learnt. */
  totalBytes?: number
  /** The tail read ends where the log ends (a ranged read of its last bytes, or all of it). */
  tailIsEnd: boolean
  /** Bytes of the log not read, between head and tail (0 when all was read). */
  notRead: number
}

/** Everything a reader knows of one finished job: the record the decision is made on. */
export interface FinishedJob {
  /** `github-actions`, `gitlab`, `buildkite`. */
  ci: string
  /** The CI's name for itself, in the words a person reads (`GitHub`). */
  ciName: string
  /**
   * `ciJob`: the CI's name for the job read, made from what its API answered (ci-job.ts); the
   * only records believed are the ones that name it. None when the reader could not make it.
   */
  job: { id: string; name: string; url?: string; ciJob?: string }
  /** False while the CI shows the job queued or running: such a job is never ended. */
  finished: boolean
  conclusion: CiConclusion
  /** The CI's own word for the conclusion (`failure`, `timed_out`), for the logs. */
  conclusionWord?: string
  /** When the CI says the job ended (ISO 8601): the end report's end_time. */
  completedAt?: string
  /** The steps the CI marks failed, in order. */
  failedSteps: string[]
  /** The CI's own words on the job's end (its annotations), as a person reads them. */
  ciWords: string[]
  /** The failing lines of the log (error markers rendered as a person reads them). */
  errorLines: string[]
  endStepRan: EndStepRan
  /** The run's own records found in the log; undefined when no log could be read. */
  records?: FoundRecords
  log?: ReadLog
  /** Why no log was read, when none was. */
  noLog?: string
  /** The log's text as it is sent: the reader's rendering of head and tail, redacted and bounded. */
  logText?: string
}

/** What to do with a finished job's run. */
export type Verdict =
  { end: { run: Run; ending: Ending; because: string; record: RunRecord } } | { leave: string }

/** Which healer is asking, and what it writes into the end it sends. */
export interface Healing {
  healer: Exclude<Healer, 'off'>
  /** Who ended it, for the metadata (the healing job's address, or the sweep's). */
  endedBy?: string
  now: number
}

/** The CI's conclusion as an end status: a timed-out or lost job failed. */
export function endStatusOf(c: CiConclusion, fallback?: EndStatus): EndStatus | undefined {
  if (c === 'success') return 'success'
  if (c === 'cancelled') return 'cancelled'
  if (c === 'failure' || c === 'timed_out' || c === 'lost') return 'failed'
  return fallback
}

/** The decision for one finished job (see the rule above). */
export function verdictOf(job: FinishedJob, h: Healing): Verdict {
  if (!job.finished) return { leave: `${job.ciName} shows the job still running` }
  const evidence = endEvidence(job)
  if ('leave' in evidence) return evidence
  const { record, because } = evidence
  if (!record.runId)
    return { leave: 'its records name no run id (its start never reached the service)' }
  if (record.machine !== 'ephemeral')
    return {
      leave:
        "its machine keeps its own queue, which sends its end (or that machine's next job ends it as lost)"
    }
  if (record.healer !== h.healer)
    return {
      leave:
        record.healer === 'off'
          ? 'its job asked that no later job end it'
          : `its job left it to the ${record.healer === 'sweep' ? 'scheduled sweep' : 'next run of the job'}`
    }
  // An end record carries what its run's own end report said: for `exec`, one command of the
  // job, which may have failed in a job that succeeded, or the other way round. The CI's
  // conclusion decides where no end record speaks (a lost runner), and names what a run saw
  // only as a cancel: the job's time limit, which fails it.
  const own = record.kind === 'end' ? record.status : undefined
  const status =
    own === 'cancelled' && job.conclusion === 'timed_out'
      ? 'failed'
      : (own ?? endStatusOf(job.conclusion, record.status))
  if (!status)
    return { leave: `${job.ciName}'s conclusion '${job.conclusionWord ?? '?'}' names no end` }
  return {
    end: {
      run: {
        jobName: record.jobName,
        runKey: newRunKey(),
        startTime: record.startTime,
        runId: record.runId
      },
      ending: endingOf(job, status, because, h, own !== undefined),
      because,
      record
    }
  }
}

/**
 * The decision for each run whose records the job's log holds. A job may hold more than one run
 * (`job-monitor exec` twice in one script, or beside the action): each is decided on its own
 * records (one run is its job name and start_time, as sealed), and the job's record (finished,
 * its conclusion, its end step) is the same for all. A log with no record of ours gives the one
 * decision that says why.
 */
export function verdictsOf(job: FinishedJob, h: Healing): Verdict[] {
  const found = job.records
  if (!found || found.records.length === 0) return [verdictOf(job, h)]
  const runs = new Map<string, RunRecord[]>()
  for (const r of found.records) {
    const key = `${r.jobName}\0${r.startTime}`
    runs.set(key, [...(runs.get(key) ?? []), r])
  }
  return [...runs.values()].map(records =>
    verdictOf({ ...job, records: { records, unverified: found.unverified } }, h)
  )
}

/**
 * The record that names the run, and why its end did not reach the service; or why that is not
 * certain.
 */
function endEvidence(job: FinishedJob): { record: RunRecord; because: string } | { leave: string } {
  if (!job.records) return { leave: `its log could not be read (${job.noLog ?? 'no log'})` }
  const records = ownRecords(job)
  const others = job.records.records.length - records.length
  if (records.length === 0 && others > 0)
    return {
      leave: `its log holds ${others} record(s) that another job wrote or that name no job (copied into its log, or written by a version that did not name its job): a record is believed only in the log of the job that wrote it`
    }
  const end = lastOf(records, 'end')
  if (end) {
    if (end.outcome === 'queued')
      return {
        record: end,
        because: 'its end report was queued on a machine discarded with the job'
      }
    if (end.outcome === 'unsent')
      return { record: end, because: 'its end report could be neither sent nor queued' }
    return {
      leave:
        end.outcome === 'refused'
          ? 'the service refused its end report for good'
          : 'its end report reached the service'
    }
  }
  const ending = lastOf(records, 'ending')
  if (ending) return { leave: 'its log stops while its end was being sent: it may have arrived' }
  if (!job.log?.tailIsEnd)
    return {
      leave:
        'its log could not be read to its end (its address ignored the byte range asked): an end record may be in the part not read'
    }
  const start = lastOf(records, 'start')
  if (!start) {
    const unverified = job.records.unverified
    return {
      leave: unverified
        ? `its log holds ${unverified} record(s) of the run that do not verify (masked, cut, or not this service's)`
        : 'no run id found in the part of its log read'
    }
  }
  if (job.conclusion !== 'lost')
    return { leave: 'its log has no end record, and nothing says its end step did not run' }
  if (job.endStepRan !== 'no')
    return {
      leave: 'the runner was lost, but its end steps may have run: the end may have been sent'
    }
  if (!job.log?.tailIsEnd)
    return {
      leave: 'its log could not be read to its end: an end record may be in the part not read'
    }
  return {
    record: start,
    because: `${job.ciName} lost the runner and the job's end step never ran`
  }
}

/** The records the job read wrote itself: the ones that name it (ci-job.ts). */
function ownRecords(job: FinishedJob): RunRecord[] {
  const me = job.job.ciJob
  return me ? (job.records?.records ?? []).filter(r => r.ciJob === me) : []
}

function lastOf(records: RunRecord[], kind: RunRecord['kind']): RunRecord | undefined {
  return records.filter(r => r.kind === kind).at(-1)
}

/** OpenTelemetry's result for the CI's conclusion. */
function resultOf(c: CiConclusion, status: EndStatus): TaskRunResult {
  if (c === 'timed_out') return 'timeout'
  if (c === 'lost') return 'error'
  return status === 'success' ? 'success' : status === 'cancelled' ? 'cancellation' : 'failure'
}

/** The end report built from the record alone. */
function endingOf(
  job: FinishedJob,
  status: EndStatus,
  because: string,
  h: Healing,
  /** The status is the run's own end report's, not the CI's conclusion. */
  ownStatus = false
): Ending {
  const completed = instantOf(job.completedAt)
  const metadata: Metadata = {
    [TASK_RUN_RESULT_KEY]: resultOf(job.conclusion, status),
    'cicd.pipeline.task.run.id': job.job.id,
    ...(job.job.url ? { 'cicd.pipeline.task.run.url.full': job.job.url } : {}),
    'job_monitor.ended_from': 'ci_record',
    ...(h.endedBy ? { 'job_monitor.ended_by': h.endedBy } : {})
  }
  return {
    status,
    errorDetails: status === 'success' ? NO_ERROR : errorDetailsOf(job, status, ownStatus),
    metadata,
    logs: logsOf(job, because),
    endTime: isoUtc(completed !== undefined && completed <= h.now ? completed : h.now)
  }
}

/** How many of the log's error lines error_details quotes. */
const ERROR_LINES_QUOTED = 10
/** error_details' bound (the service states none; the same as a live end's). */
const ERROR_DETAILS_MAX_CHARS = 4096

/**
 * Why the job did not succeed, as the record says it: the CI's own words first (quoted), then
 * the failed steps, then the failing lines of the log; and what the record could not say.
 */
export function errorDetailsOf(job: FinishedJob, status: EndStatus, ownStatus = false): string {
  const lines: string[] = []
  // The run's own word where its job ended otherwise: what follows is the job's, as the CI kept it.
  if (ownStatus && endStatusOf(job.conclusion) !== status)
    lines.push(
      `Its own end report said ${status}; its job ended ${job.conclusionWord ?? job.conclusion}.`
    )
  if (job.conclusion === 'lost') lines.push(`The runner was lost (${job.ciName} failed the job).`)
  else if (job.conclusion === 'timed_out') lines.push('The job timed out.')
  else if (status === 'cancelled') lines.push('The job was cancelled.')
  for (const words of job.ciWords) lines.push(`${job.ciName} says: "${words}"`)
  if (job.failedSteps.length) lines.push(`Failed steps: ${job.failedSteps.join(', ')}`)
  const errors = job.errorLines.slice(-ERROR_LINES_QUOTED)
  if (errors.length) lines.push('', ...errors)
  else if (job.log?.notRead && status === 'failed')
    lines.push(
      '(no failing line in the head and tail of the log read: it may be in the part not read)'
    )
  else if (!job.log && status === 'failed')
    lines.push(`(the job's log could not be read: ${job.noLog ?? 'none'})`)
  if (lines.length === 0) lines.push(`The job ended ${job.conclusionWord ?? status}.`)
  const text = lines.join('\n')
  return text.length <= ERROR_DETAILS_MAX_CHARS
    ? text
    : `${text.slice(0, ERROR_DETAILS_MAX_CHARS - 4)} ...`
}

/** The end report's logs: what ended it and why, then the job's log as the reader rendered it. */
function logsOf(job: FinishedJob, because: string): string {
  const header = [
    `Ended from ${job.ciName}'s record of the job: ${because}.`,
    `Job: ${job.job.name}${job.job.url ? ` (${job.job.url})` : ''}`,
    `${job.ciName}'s conclusion: ${job.conclusionWord ?? job.conclusion}${job.completedAt ? `, at ${job.completedAt}` : ''}`
  ]
  if (job.log?.notRead)
    header.push(
      `The log holds ${job.log.totalBytes ?? 'more'} bytes; its head and tail were read, ${job.log.notRead} bytes between them were not.`
    )
  return `${header.join('\n')}\n\n${job.logText ?? `(no log: ${job.noLog ?? 'none'})`}`
}
