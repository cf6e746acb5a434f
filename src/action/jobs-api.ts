/**
 * The job's steps from the GitHub API: GET /repos/{owner}/{repo}/actions/jobs/{job_id}
 * (`job.check_run_id`), or on older runners the run attempt's job running on this runner.
 * One GET of post's plan of GitHub reads (github-requests.ts): it counts in the plan's number
 * and time like the others, and a refusal is said once in the job summary. Through the client's
 * own transport: loading a REST client for it would cost the post step more start-up than
 * everything else it does. Needs `actions: read`; without it the report has no step list.
 */
import { defaultTransport, endpointOf } from '../client/transport.js'
import { readProxyFacts } from '../environment/proxy.js'
import { type JobInfo, jobInfoOf } from '../run/github-job.js'
import type { GitHubRequests } from './github-requests.js'
import { USER_AGENT } from './client-setup.js'

export type { JobInfo, JobStep } from '../run/github-job.js'

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

/** What is read of a jobs list, whatever it holds (a matrix makes at most 256 jobs per run). */
const MAX_JOBS_READ = 1000

/**
 * The jobs of a jobs-list answer (GET .../runs/{id}/jobs or .../attempts/{n}/jobs), as objects
 * to read field by field: none when the answer holds no list, at most MAX_JOBS_READ of it.
 */
export function jobsIn(body: unknown): Record<string, unknown>[] {
  const jobs = (body as { jobs?: unknown } | null | undefined)?.jobs
  if (!Array.isArray(jobs)) return []
  return jobs
    .slice(0, MAX_JOBS_READ)
    .filter((j): j is Record<string, unknown> => !!j && typeof j === 'object')
}

export function apiUrl(env: NodeJS.ProcessEnv): string {
  return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
}

/**
 * One GET of the REST API, through the transport the service client uses (proxy included). An
 * error quotes none of the answer.
 */
export async function getJson(
  url: string,
  token: string,
  o: { env: NodeJS.ProcessEnv; timeoutMs: number }
): Promise<unknown> {
  const answer = await defaultTransport(readProxyFacts(o.env))({
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
  try {
    return JSON.parse(answer.body)
  } catch {
    // JSON.parse's message quotes the answer: it may hold a secret, whole or in part.
    throw new Error(`${endpointOf(url)} answered with no JSON`)
  }
}

/** Steps that ended in failure (not the ones skipped or cancelled after it). */
export function failedSteps(job: JobInfo | undefined): string[] {
  return (job?.steps ?? []).filter(s => s.conclusion === 'failure').map(s => s.name)
}
