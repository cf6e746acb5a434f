/**
 * Reads of GitLab's REST API (v4) with a read token, for ending runs from GitLab's record: the
 * one plan of GETs every CI's reader uses (../rest-plan.ts), with GitLab's address, token header
 * and rate limit, and total parsers of the answers read (docs.gitlab.com/api/jobs.md, read in the
 * gitlabhq/gitlabhq mirror: "List project jobs", "List pipeline jobs", "Get a single job", "Get a
 * log file"; docs/api/pipelines.md "List project pipelines").
 *
 * The token goes in `PRIVATE-TOKEN` (a project, group or personal access token with `read_api`).
 * A CI/CD job token cannot read what this needs: of these endpoints only `GET
 * /projects/:id/jobs` allows one (lib/api/ci/jobs.rb: `job_token_allowed: true` on that route
 * alone; a job and its trace are read with `authorize_read_builds!` and
 * `authorize_read_build_trace!`, no job token), so CI_JOB_TOKEN is not used. A token GitLab does
 * not know answers 401 ("invalid_token"), one without the scope 403 ("insufficient_scope",
 * lib/api/api_guard.rb), a project it may not see 404: all three are a refusal, said in one
 * line. GitLab's rate limits answer 429, with `Retry-After` or `RateLimit-Reset` (a Unix time)
 * where it sends them (docs.gitlab.com "Rate limits"): no further GET of the plan is made.
 */
import type { TransportResponse } from '../../client/transport.js'
import { VERSION } from '../../client/version.js'
import { RestPlan, type RestPlanOptions, retryAfterOf } from '../rest-plan.js'

/** Where the project's API is, as a front end read it (CI_API_V4_URL, CI_PROJECT_ID). */
export interface GitLabPlace {
  /** The API's base address, `https://gitlab.example.com/api/v4`, without a trailing slash. */
  apiUrl: string
  /** The project's id, or its path (`group/project`). */
  project: string
}

export interface GitLabApiOptions extends RestPlanOptions {
  place: GitLabPlace | undefined
}

/** The scope a GitLab token needs, as a refusal names it. */
export const GITLAB_SCOPE = 'read_api'

export class GitLabApi extends RestPlan {
  readonly ciName = 'GitLab'
  declare protected readonly o: GitLabApiOptions

  constructor(o: GitLabApiOptions) {
    super(o)
  }

  /** The project read, as it was named (its id or its path). */
  get project(): string | undefined {
    return this.o.place?.project || undefined
  }

  protected urlOf(path: string): string | undefined {
    const place = this.o.place
    if (!place?.apiUrl || !place.project) return undefined
    return `${place.apiUrl.replace(/\/+$/, '')}/projects/${encodeURIComponent(place.project)}${path}`
  }

  protected noPlace(): string {
    return 'no GitLab project (CI_API_V4_URL and CI_PROJECT_ID, or --api-url and --project)'
  }

  protected headersOf(accept: string): Record<string, string> {
    return {
      Accept: accept,
      'PRIVATE-TOKEN': this.o.token ?? '',
      'User-Agent': this.o.userAgent ?? `job-monitor/${VERSION}`
    }
  }

  protected rateLimitOf(answer: TransportResponse): string | undefined {
    return gitLabRateLimitOf(answer)
  }
}

/** What a 429 says of GitLab's rate limit; undefined for any other answer. */
export function gitLabRateLimitOf(answer: TransportResponse): string | undefined {
  if (answer.status !== 429) return undefined
  const reset = Number(answer.headers['ratelimit-reset'])
  const resetsAt =
    Number.isFinite(reset) && reset > 0 && reset < 1e11
      ? `it resets at ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`
      : undefined
  return retryAfterOf(answer.headers['retry-after']) ?? resetsAt ?? 'too many requests'
}

/** A job as GitLab's jobs API gives it: the fields the record is made of. */
export interface GitLabJob {
  id: number
  name: string
  /** created, pending, running, success, failed, canceled, canceling, skipped, manual... */
  status: string
  failureReason?: string
  createdAt?: string
  finishedAt?: string
  webUrl?: string
  pipelineId?: number
  /** The project the job belongs to (its pipeline's `project_id`). */
  projectId?: number
}

const TEXT_MAX = 1024

function textOf(v: unknown): string | undefined {
  return typeof v === 'string' && v.length <= TEXT_MAX ? v : undefined
}

function idOf(v: unknown): number | undefined {
  return Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : undefined
}

/** One job of an answer, or undefined when it is not one. */
export function gitLabJobOf(v: unknown): GitLabJob | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined
  const o = v as Record<string, unknown>
  const id = idOf(o.id)
  const name = textOf(o.name)
  const status = textOf(o.status)
  if (!id || name === undefined || !status) return undefined
  const pipeline = o.pipeline as Record<string, unknown> | null | undefined
  const optional = {
    failureReason: textOf(o.failure_reason),
    createdAt: textOf(o.created_at),
    finishedAt: textOf(o.finished_at),
    webUrl: textOf(o.web_url),
    pipelineId: idOf(pipeline && typeof pipeline === 'object' ? pipeline.id : undefined),
    projectId: idOf(pipeline && typeof pipeline === 'object' ? pipeline.project_id : undefined)
  }
  const job: GitLabJob = { id, name, status }
  for (const [k, val] of Object.entries(optional))
    if (val !== undefined) Object.assign(job, { [k]: val })
  return job
}

/** The jobs of a jobs-list answer (an array), at most 100. */
export function gitLabJobsIn(body: unknown): GitLabJob[] {
  if (!Array.isArray(body)) return []
  return body.slice(0, 100).flatMap(v => gitLabJobOf(v) ?? [])
}

/** A pipeline of a pipelines-list answer: its id and when it was created. */
export interface GitLabPipeline {
  id: number
  createdAt?: string
}

export function gitLabPipelinesIn(body: unknown): GitLabPipeline[] {
  if (!Array.isArray(body)) return []
  return body.slice(0, 100).flatMap(v => {
    const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : {}
    const id = idOf(o.id)
    const createdAt = textOf(o.created_at)
    return id ? [{ id, ...(createdAt ? { createdAt } : {}) }] : []
  })
}

/** GitLab's statuses of a job that will not change again. */
const FINISHED = new Set(['success', 'failed', 'canceled', 'skipped'])

export function gitLabFinished(job: GitLabJob): boolean {
  return FINISHED.has(job.status)
}
