/**
 * GitHub's reader of a finished job: fills the CI-neutral record (finished-job.ts) from what
 * GitHub keeps after the job, read with the job's own token: the job (jobs API: status,
 * conclusion, steps, completed_at), its check run's annotations (GitHub's own words on why it
 * ended: a lost runner, a time limit), and its log (job-log.ts, head and tail).
 *
 * GitHub's words, as GitHub writes them (shared/docs runner-facts.md, "What GitHub keeps after a
 * job"; actions/runner src/Runner.Worker/StepsRunner.cs, JobRunner.cs):
 * - a lost runner: "The hosted runner: <name> lost communication with the server. ..." (or "The
 *   self-hosted runner: ..."), and a runner shut down: "The runner has received a shutdown
 *   signal." Both fail the job, and the runner runs no step after them, post steps included;
 * - a job past its time limit: "The job running on runner <name> has exceeded the maximum
 *   execution time of N minutes.";
 * - every post step begins with the runner's own line "Post job cleanup." (actions/runner
 *   src/Runner.Worker/Handlers/Handler.cs, PrintActionDetails), and its step is named "Post ...".
 */
import type { Redactor } from '../../logs/redact.js'
import type { JobInfo } from '../../run/github-job.js'
import type { CiConclusion, EndStepRan, FinishedJob } from '../finished-job.js'
import { gitHubCiJob } from '../ci-job.js'
import { type RecordSeal, readRecords } from '../record-line.js'
import { errorLinesOfLog, logParts, renderLog } from './log-text.js'
import type { LogAnswer } from './job-log.js'

/** One annotation of a check run, as read (GitHub's documented array). */
export interface Annotation {
  level: string
  title: string
  message: string
}

/** The title of the warning post writes when its end report did not reach the service. */
export const END_NOT_DELIVERED_TITLE = 'Job monitoring: end report not delivered'

const LOST = /lost communication with the server|The runner has received a shutdown signal/
const TIMED_OUT = /has exceeded the maximum execution time of \d+ minutes?/
const GITHUB_DECIDED = [
  LOST,
  TIMED_OUT,
  /Canceling since a higher priority waiting request for/,
  /The strategy configuration was canceled because/
]
/** Longest annotation text quoted. */
const WORDS_CHARS = 600

/** The annotations of an answer, whatever came (at most 100, texts bounded). */
export function annotationsOf(body: unknown): Annotation[] {
  if (!Array.isArray(body)) return []
  const out: Annotation[] = []
  for (const a of body.slice(0, 100)) {
    if (!a || typeof a !== 'object') continue
    const o = a as Record<string, unknown>
    const text = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 4000) : '')
    out.push({ level: text(o.annotation_level), title: text(o.title), message: text(o.message) })
  }
  return out
}

/** Whether GitHub's annotations say the runner was lost (or shut down) under the job. */
export function saysRunnerLost(annotations: Annotation[]): boolean {
  return annotations.some(a => LOST.test(a.message))
}

/** Whether post said its end report did not reach the service. */
export function saysEndNotDelivered(annotations: Annotation[]): boolean {
  return annotations.some(a => a.title === END_NOT_DELIVERED_TITLE)
}

/** The CI-neutral conclusion of GitHub's job and its annotations. */
export function conclusionOf(job: JobInfo, annotations: Annotation[]): CiConclusion {
  const c = job.conclusion
  if (c === 'failure' && saysRunnerLost(annotations)) return 'lost'
  if (c === 'timed_out' || annotations.some(a => TIMED_OUT.test(a.message))) return 'timed_out'
  if (c === 'success' || c === 'failure' || c === 'cancelled') return c
  return 'other'
}

/**
 * Whether the job's post steps ran: a step named "Post ..." that started (completed other than
 * skipped, or in progress), or the runner's "Post job cleanup." line in the log's tail. A job
 * whose steps GitHub does not list says nothing.
 */
export function postStepsRan(job: JobInfo, tailText: string | undefined): EndStepRan {
  if (tailText !== undefined && /(?:^|\n)(?:\S+ )?Post job cleanup\.\r?$/m.test(tailText))
    return 'yes'
  if (job.steps.length === 0) return 'unknown'
  const ran = job.steps.some(
    s =>
      s.name.startsWith('Post ') &&
      (s.status === 'in_progress' || (s.status === 'completed' && s.conclusion !== 'skipped'))
  )
  return ran ? 'yes' : 'no'
}

/** One line of GitHub's words, as quoted: one line, bounded. */
function quoted(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim()
  return line.length <= WORDS_CHARS ? line : `${line.slice(0, WORDS_CHARS - 3)}...`
}

/** The finished job's record, from GitHub's job, its annotations and its log. */
export function finishedJobOf(o: {
  job: JobInfo
  annotations: Annotation[]
  log: LogAnswer
  seal: RecordSeal
  /** The repository read (`owner/name`): with the job's id, the job the records must name. */
  repository: string | undefined
  /** The bytes the end report's logs may take, and the redaction of everything sent. */
  logBytes: number
  redactor: Redactor
}): FinishedJob {
  const { job, annotations } = o
  const read = 'log' in o.log ? o.log.log : undefined
  const parts = read ? logParts(read) : []
  const found = read ? parts.map(p => readRecords(p, o.seal)) : []
  const errors = read ? errorLinesOfLog(read) : []
  const ciJob = gitHubCiJob(o.repository, job.id)
  const failing = annotations.filter(
    a => a.level === 'failure' && !GITHUB_DECIDED.some(r => r.test(a.message))
  )
  return {
    ci: 'github-actions',
    ciName: 'GitHub',
    job: {
      id: String(job.id),
      name: job.name,
      ...(job.html_url ? { url: job.html_url } : {}),
      ...(ciJob ? { ciJob } : {})
    },
    finished: job.status === 'completed',
    conclusion: conclusionOf(job, annotations),
    ...(job.conclusion ? { conclusionWord: job.conclusion } : {}),
    ...(job.completed_at ? { completedAt: job.completed_at } : {}),
    failedSteps: job.steps.filter(s => s.conclusion === 'failure').map(s => s.name),
    ciWords: annotations
      .filter(a => GITHUB_DECIDED.some(r => r.test(a.message)))
      .map(a => quoted(o.redactor.redact(a.message))),
    errorLines: (errors.length ? errors : failing.map(a => `Error: ${a.message}`)).map(l =>
      quoted(o.redactor.redact(l))
    ),
    endStepRan: postStepsRan(job, read?.tailIsEnd ? parts.at(-1) : undefined),
    ...(read
      ? {
          records: {
            records: found.flatMap(f => f.records),
            unverified: found.reduce((n, f) => n + f.unverified, 0)
          },
          log: read,
          logText: renderLog(read, o.logBytes, o.redactor)
        }
      : { noLog: 'noLog' in o.log ? o.log.noLog : 'none' })
  }
}
