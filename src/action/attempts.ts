/**
 * A re-run's link to the attempt before it: how the same job (same name, so the same matrix
 * leg: GitHub names a leg `test (ubuntu-latest, 22)`) ended in attempt n - 1
 * (GET /repos/{o}/{r}/actions/runs/{run_id}/attempts/{n}/jobs, `actions: read`), and whether
 * this attempt makes the job flaky: it failed there and passes now, on the same commit.
 */
import type { EndStatus, Metadata } from '../client/wire.js'
import type { TaskRunResult } from '../run/context.js'
import type { GitHubRequests } from './github-requests.js'
import { type JobInfo, jobsIn } from './jobs-api.js'

export const PREVIOUS_ATTEMPT_RESULT_KEY = 'job_monitor.previous_attempt_result'
export const FLAKY_KEY = 'job_monitor.flaky'

/** A job's conclusion in the jobs API, in OpenTelemetry's result words. */
const RESULTS: Record<string, TaskRunResult> = {
  success: 'success',
  failure: 'failure',
  cancelled: 'cancellation',
  timed_out: 'timeout',
  skipped: 'skip',
  startup_failure: 'error'
}

export interface PreviousAttempt {
  result: TaskRunResult
  headSha?: string
}

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/

/** The job named `name` in an attempt's jobs list, whatever the answer holds. */
export function previousAttemptOf(body: unknown, name: string): PreviousAttempt | undefined {
  for (const job of jobsIn(body)) {
    if (job.name !== name) continue
    const conclusion = typeof job.conclusion === 'string' ? job.conclusion : ''
    if (!Object.hasOwn(RESULTS, conclusion)) return undefined
    return {
      result: RESULTS[conclusion],
      ...(typeof job.head_sha === 'string' && SHA.test(job.head_sha)
        ? { headSha: job.head_sha }
        : {})
    }
  }
  return undefined
}

/**
 * The metadata: the previous attempt's result, and `flaky` when it failed (or timed out) and
 * this attempt succeeds on the same commit. Nothing for a first attempt or an unknown job.
 */
export function attemptMetadata(
  previous: PreviousAttempt | undefined,
  status: EndStatus,
  headSha: string | undefined
): Metadata {
  if (!previous) return {}
  const sameCommit = !previous.headSha || !headSha || previous.headSha === headSha
  const failedBefore = previous.result === 'failure' || previous.result === 'timeout'
  return {
    [PREVIOUS_ATTEMPT_RESULT_KEY]: previous.result,
    ...(failedBefore && status === 'success' && sameCommit ? { [FLAKY_KEY]: true } : {})
  }
}

/** Post: for attempt n > 1, the same job in attempt n - 1 (one GET of the plan). */
export async function gatherAttempt(o: {
  status: EndStatus
  runId?: number
  attempt?: number
  job?: JobInfo
  requests: GitHubRequests
}): Promise<Metadata> {
  const name = o.job?.name
  if (!o.runId || !o.attempt || o.attempt < 2 || typeof name !== 'string' || !name) return {}
  const answer = await o.requests.get(
    `/actions/runs/${o.runId}/attempts/${o.attempt - 1}/jobs?per_page=100`,
    'actions: read',
    "the previous attempt's result (flaky jobs)"
  )
  if (!('body' in answer)) return {}
  return attemptMetadata(
    previousAttemptOf(answer.body, name),
    o.status,
    o.job?.head_sha ?? undefined
  )
}
