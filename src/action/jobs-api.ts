/**
 * The job's steps from the GitHub API: GET /repos/{owner}/{repo}/actions/jobs/{job_id}
 * (`job.check_run_id`), or on older runners the run attempt's job running on this runner.
 * One GET of post's plan of GitHub reads (github-requests.ts): it counts in the plan's number
 * and time like the others, and a refusal is said once in the job summary. Through the client's
 * own transport: loading a REST client for it would cost the post step more start-up than
 * everything else it does. Needs `actions: read`; without it the report has no step list.
 */
import { type JobInfo, jobInfoOf, jobsIn } from '../run/github-job.js'
import type { GitHubRequests } from './github-requests.js'

export type { JobInfo, JobStep } from '../run/github-job.js'
export { jobsIn } from '../run/github-job.js'

/** What a refusal of the jobs API means, for the job summary. */
const JOBS_API_PERMISSION = 'actions: read'
const JOBS_API_GIVES = "the job's steps and times"

export async function fetchJob(
  requests: GitHubRequests,
  o: {
    checkRunId?: number
    /** The run, its attempt and this runner (the run's context), for runners without a check run id. */
    runId?: string
    attempt?: number
    runnerName?: string
    debug?: (m: string) => void
  }
): Promise<JobInfo | undefined> {
  const debug = o.debug ?? (() => undefined)
  const get = async (path: string): Promise<unknown> => {
    const answer = await requests.get(path, JOBS_API_PERMISSION, JOBS_API_GIVES)
    if ('body' in answer) return answer.body
    if ('failed' in answer)
      debug(`job-monitor: ${JOBS_API_GIVES} could not be read: ${answer.failed}`)
    return undefined
  }
  if (o.checkRunId) return jobInfoOf(await get(`/actions/jobs/${o.checkRunId}`))
  // Older runners have no job.check_run_id: find the job in progress on this runner.
  const run = Number(o.runId)
  const attempt = o.attempt ?? 1
  if (!Number.isSafeInteger(run) || run <= 0 || !Number.isSafeInteger(attempt) || !o.runnerName)
    return undefined
  const data = await get(`/actions/runs/${run}/attempts/${attempt}/jobs?per_page=100`)
  const mine = jobsIn(data).find(
    job => job.runner_name === o.runnerName && job.status === 'in_progress'
  )
  return jobInfoOf(mine)
}

/** Steps that ended in failure (not the ones skipped or cancelled after it). */
export function failedSteps(job: JobInfo | undefined): string[] {
  return (job?.steps ?? []).filter(s => s.conclusion === 'failure').map(s => s.name)
}
