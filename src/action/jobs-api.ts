/**
 * The job's steps from the GitHub API: GET /repos/{owner}/{repo}/actions/jobs/{job_id}
 * (`job.check_run_id`), or on older runners the run attempt's job running on this runner.
 * One GET through the client's own transport: loading a REST client for it would cost the
 * post step more start-up than everything else it does. Needs `actions: read`; without it
 * the report simply has no step list.
 */
import { defaultTransport, endpointOf } from '../client/transport.js'
import type { JobInfo } from '../run/github-job.js'
import { USER_AGENT } from './service.js'

export type { JobInfo, JobStep } from '../run/github-job.js'

export async function fetchJob(o: {
  token?: string
  checkRunId?: number
  env: NodeJS.ProcessEnv
  timeoutMs?: number
  debug?: (m: string) => void
}): Promise<JobInfo | undefined> {
  const debug = o.debug ?? (() => undefined)
  const [owner, repo] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
  if (!o.token) {
    debug("job-monitor: no GitHub token (github-token): the job's steps and times are not read")
    return undefined
  }
  if (!owner || !repo) return undefined
  if (!o.checkRunId && !(o.env.GITHUB_RUN_ID && o.env.RUNNER_NAME)) return undefined
  const get = (path: string): Promise<unknown> =>
    getJson(`${apiUrl(o.env)}/repos/${enc(owner)}/${enc(repo)}${path}`, o.token as string, {
      env: o.env,
      timeoutMs: o.timeoutMs ?? 5000
    })
  try {
    if (o.checkRunId) return (await get(`/actions/jobs/${o.checkRunId}`)) as JobInfo
    // Older runners have no job.check_run_id: find the job in progress on this runner.
    const run = Number(o.env.GITHUB_RUN_ID)
    const attempt = Number(o.env.GITHUB_RUN_ATTEMPT || 1)
    const data = (await get(`/actions/runs/${run}/attempts/${attempt}/jobs?per_page=100`)) as {
      jobs?: JobInfo[]
    }
    return (data.jobs ?? []).find(
      j => j.runner_name === o.env.RUNNER_NAME && j.status === 'in_progress'
    )
  } catch (e) {
    const status = (e as { status?: number }).status
    debug(
      status === 403 || status === 404
        ? `job-monitor: the job's steps and times are not readable (HTTP ${status}); grant 'actions: read' to include them`
        : `job-monitor: the job's steps and times could not be read: ${(e as Error).message}`
    )
    return undefined
  }
}

const enc = encodeURIComponent

export function apiUrl(env: NodeJS.ProcessEnv): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
}

/** One GET of the REST API, through the transport the service client uses (proxy included). */
export async function getJson(
  url: string,
  token: string,
  o: { env: NodeJS.ProcessEnv; timeoutMs: number }
): Promise<unknown> {
  const answer = await defaultTransport(o.env)({
    method: 'GET',
    url,
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `token ${token}`,
      'User-Agent': USER_AGENT,
      'X-GitHub-Api-Version': '2022-11-28'
    },
    timeoutMs: o.timeoutMs
  })
  if (answer.status < 200 || answer.status > 299) {
    throw Object.assign(new Error(`${endpointOf(url)} answered HTTP ${answer.status}`), {
      status: answer.status
    })
  }
  return JSON.parse(answer.body)
}

/** Steps that ended in failure (not the ones skipped or cancelled after it). */
export function failedSteps(job: JobInfo | undefined): string[] {
  return (job?.steps ?? []).filter(s => s.conclusion === 'failure').map(s => s.name)
}
