/**
 * The job's steps from the GitHub API: GET /repos/{owner}/{repo}/actions/jobs/{job_id}
 * (`job.check_run_id`), or on older runners the run attempt's job running on this runner.
 * Octokit loads only here, only in post, only when a token exists. Needs `actions: read`;
 * without it the report simply has no step list.
 */
export interface JobStep {
  name: string
  status: string
  conclusion: string | null
  number: number
  started_at?: string | null
  completed_at?: string | null
}

export interface JobInfo {
  id: number
  name: string
  html_url?: string | null
  status?: string
  conclusion?: string | null
  runner_name?: string | null
  steps: JobStep[]
}

export async function fetchJob(o: {
  token?: string
  checkRunId?: number
  env: NodeJS.ProcessEnv
  timeoutMs?: number
  debug?: (m: string) => void
}): Promise<JobInfo | undefined> {
  const debug = o.debug ?? (() => undefined)
  const [owner, repo] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  if (!o.token || !owner || !repo) return undefined
  if (!o.checkRunId && !(o.env.GITHUB_RUN_ID && o.env.RUNNER_NAME)) return undefined
  try {
    const { getOctokit } = await import('@actions/github')
    const octokit = getOctokit(o.token, {
      ...(o.env.GITHUB_API_URL ? { baseUrl: o.env.GITHUB_API_URL } : {}),
      request: { signal: AbortSignal.timeout(o.timeoutMs ?? 5000) }
    })
    if (o.checkRunId) {
      const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}', {
        owner,
        repo,
        job_id: o.checkRunId
      })
      return data as unknown as JobInfo
    }
    // Older runners have no job.check_run_id: find the job in progress on this runner.
    const { data } = await octokit.request(
      'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs',
      {
        owner,
        repo,
        run_id: Number(o.env.GITHUB_RUN_ID),
        attempt_number: Number(o.env.GITHUB_RUN_ATTEMPT || 1),
        per_page: 100
      }
    )
    const jobs = (data as unknown as { jobs: JobInfo[] }).jobs ?? []
    return jobs.find(j => j.runner_name === o.env.RUNNER_NAME && j.status === 'in_progress')
  } catch (e) {
    const status = (e as { status?: number }).status
    debug(
      status === 403 || status === 404
        ? `job-monitor: the job's steps are not readable (HTTP ${status}); grant 'actions: read' to include them`
        : `job-monitor: the job's steps could not be read: ${(e as Error).message}`
    )
    return undefined
  }
}

/** Steps that ended in failure (not the ones skipped or cancelled after it). */
export function failedSteps(job: JobInfo | undefined): string[] {
  return (job?.steps ?? []).filter(s => s.conclusion === 'failure').map(s => s.name)
}
