/**
 * Why a job ended as it did, in one sentence for the first line of `error_details` and as
 * OpenTelemetry's `cicd.pipeline.task.run.result`. GitHub decides some ends itself and says so
 * only in the job's check run annotations (GET /repos/{o}/{r}/check-runs/{id}/annotations, which
 * needs `checks: read`): the job's time limit, a newer run of the same concurrency group, a
 * failed matrix sibling under fail-fast. The runner writes the others (actions/runner
 * src/Runner.Worker/StepsRunner.cs, JobRunner.cs) into the step's page, which the step capture
 * gives post as each step's `##[error]` lines, and, for the job as a whole, as an annotation: a
 * step's own time limit, the runner shutting down. A cancel that none of these explains was asked
 * for by someone: the sentence says "cancelled" alone.
 */
import type { EndStatus } from '../client/wire.js'
import { type TaskRunResult, contextText, taskRunResult } from '../run/context.js'
import type { GitHubRequests } from './github-requests.js'
import type { JobInfo } from './jobs-api.js'

/** Which reason, in our words (`job_monitor.end_reason`). */
export type EndReasonKind =
  'runner_shutdown' | 'job_timeout' | 'superseded' | 'fail_fast' | 'step_timeout' | 'cancelled'

export interface EndReason {
  kind: EndReasonKind
  /** One sentence, for the first line of error_details. */
  sentence: string
  result: TaskRunResult
}

/** The longest text of a name we quote (a group, a step, a matrix leg). */
const NAME_CHARS = 200

function named(raw: string): string {
  return contextText(raw.slice(0, NAME_CHARS)) ?? '?'
}

/**
 * Each rule reads one line as GitHub or the runner writes it. The annotation texts are GitHub's
 * (docs: runner-facts.md); the runner's are from actions/runner: JobRunner.cs (the shutdown
 * issues) and StepsRunner.cs (`The action '{step}' has timed out after {N} minutes.`).
 */
/** In the order they win: what ended the job before what followed from it. */
const RULES: Array<{
  kind: EndReasonKind
  match: RegExp
  reason: (m: RegExpExecArray) => EndReason
}> = [
  {
    kind: 'runner_shutdown',
    match: /The runner has received a shutdown signal\b/,
    reason: () => ({
      kind: 'runner_shutdown',
      sentence:
        'The runner shut down during the job (its service was stopped, or a runner started by hand was cancelled).',
      result: 'error'
    })
  },
  {
    kind: 'runner_shutdown',
    match: /Operating system is shutting down for computer '([^']*)'/,
    reason: m => ({
      kind: 'runner_shutdown',
      sentence: `The runner's machine '${named(m[1])}' was shutting down during the job.`,
      result: 'error'
    })
  },
  {
    kind: 'job_timeout',
    match: /has exceeded the maximum execution time of (\d{1,6}) minutes?/,
    reason: m => ({
      kind: 'job_timeout',
      sentence: `The job exceeded its time limit of ${Number(m[1])} minutes (timeout-minutes).`,
      result: 'timeout'
    })
  },
  {
    kind: 'superseded',
    match: /Canceling since a higher priority waiting request for '(.*)' exists/,
    reason: m => ({
      kind: 'superseded',
      sentence: `The job was cancelled: a newer run in the concurrency group '${named(m[1])}' took its place.`,
      result: 'cancellation'
    })
  },
  {
    kind: 'fail_fast',
    match: /The strategy configuration was canceled because "?(.*?)"? failed/,
    reason: m => ({
      kind: 'fail_fast',
      sentence: `The job was cancelled: its matrix sibling '${named(m[1])}' failed (fail-fast).`,
      result: 'cancellation'
    })
  },
  {
    kind: 'step_timeout',
    match: /The action '(.*)' has timed out after (\d{1,6}) minutes?\./,
    reason: m => ({
      kind: 'step_timeout',
      sentence: `The step '${named(m[1])}' exceeded its time limit of ${Number(m[2])} minutes (timeout-minutes).`,
      result: 'timeout'
    })
  }
]

/**
 * The reason the lines tell, for a job that did not succeed: the first rule any line
 * matches; a cancelled job that none explains was cancelled by someone. Undefined for a success,
 * and for a failure that no line explains (its failed steps say enough).
 */
export function endReason(status: EndStatus, lines: string[]): EndReason | undefined {
  if (status === 'success') return undefined
  for (const rule of RULES) {
    for (const line of lines) {
      if (typeof line !== 'string') continue
      const m = rule.match.exec(line.slice(0, 2000))
      if (m) return rule.reason(m)
    }
  }
  return status === 'cancelled'
    ? { kind: 'cancelled', sentence: 'The job was cancelled.', result: taskRunResult(status) }
    : undefined
}

/** The messages of a check run's annotations (GitHub's documented array), whatever came. */
export function annotationMessages(body: unknown): string[] {
  if (!Array.isArray(body)) return []
  const out: string[] = []
  for (const a of body.slice(0, 100)) {
    if (a && typeof a === 'object') {
      const message = (a as { message?: unknown }).message
      if (typeof message === 'string') out.push(message)
    }
  }
  return out
}

/**
 * The job's check run id: the `check-run-id` input, else the jobs API's `check_run_url`
 * (`.../check-runs/{id}`), else the job's id (GitHub gives a job's check run the job's id).
 */
export function checkRunIdOf(
  given: number | undefined,
  job: JobInfo | undefined
): number | undefined {
  if (given && Number.isSafeInteger(given) && given > 0) return given
  const url = job?.check_run_url
  const m = typeof url === 'string' ? /\/check-runs\/(\d{1,16})$/.exec(url) : null
  if (m && Number.isSafeInteger(Number(m[1])) && Number(m[1]) > 0) return Number(m[1])
  const id = job?.id
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * Post: the reason, from the step capture's `##[error]` lines and, for a job that did not
 * succeed, the check run's annotations (one GET of the plan).
 */
export async function gatherEndReason(o: {
  status: EndStatus
  checkRunId?: number
  stepErrors: string[]
  requests: GitHubRequests
}): Promise<EndReason | undefined> {
  if (o.status === 'success') return undefined
  const lines: string[] = []
  if (o.checkRunId) {
    const answer = await o.requests.get(
      `/check-runs/${o.checkRunId}/annotations?per_page=50`,
      'checks: read',
      "the check run's annotations (why the job was cancelled or timed out)"
    )
    if ('body' in answer) lines.push(...annotationMessages(answer.body))
  }
  lines.push(...o.stepErrors)
  return endReason(o.status, lines)
}

const CANCELLED = /^The job was cancelled\b[;:]?\s*/

/**
 * error_details with the reason's sentence as its first line. Details that begin as the sentence
 * does ("The job was cancelled") keep only what the sentence does not say: their failed steps.
 */
export function withEndReason(
  details: string | null,
  reason: EndReason | undefined
): string | null {
  if (!reason || details === null) return details
  if (reason.kind === 'cancelled' && CANCELLED.test(details)) return details
  if (CANCELLED.test(reason.sentence) && CANCELLED.test(details)) {
    const rest = details.replace(CANCELLED, '')
    if (!rest) return reason.sentence
    return `${reason.sentence}\n${rest.charAt(0).toUpperCase()}${rest.slice(1)}`
  }
  return `${reason.sentence}\n${details}`
}
