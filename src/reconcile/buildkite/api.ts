/**
 * Reads of Buildkite's REST API with an API access token, for ending runs from Buildkite's
 * record: the one plan of GETs every CI's reader uses (../rest-plan.ts), with Buildkite's address,
 * bearer token and rate limit, and total parsers of the answers read (buildkite/docs
 * pages/apis/rest_api/builds.md "List builds for a pipeline", with `exclude_jobs`; jobs.md "List
 * jobs", "Get a job's log output").
 *
 * The token is an API access token with the `read_builds` scope (builds and jobs) and
 * `read_build_logs` (a job's log), sent as `Authorization: Bearer`. A token Buildkite does not
 * know answers 401, one without the scope or the organization 403, a pipeline it may not see 404:
 * a refusal, said in one line. Buildkite's rate limits (pages/apis/rest_api/rate_limits.md: 200
 * requests a minute per organization, 50 per user by default) answer 429 with
 * `RateLimit-User-Reset` or `RateLimit-Reset`, the seconds until the window resets: no further
 * GET of the plan is made.
 */
import type { TransportResponse } from '../../client/transport.js'
import { VERSION } from '../../client/version.js'
import { RestPlan, type RestPlanOptions, retryAfterOf } from '../rest-plan.js'

/** Where the organization's API is: `https://api.buildkite.com/v2` and the org's slug. */
export interface BuildkitePlace {
  apiUrl: string
  org: string
}

export interface BuildkiteApiOptions extends RestPlanOptions {
  place: BuildkitePlace | undefined
}

export const BUILDKITE_API_URL = 'https://api.buildkite.com/v2'
/** The scopes a Buildkite token needs, as a refusal names them. */
export const BUILDKITE_SCOPES = 'read_builds, read_build_logs'

export class BuildkiteApi extends RestPlan {
  readonly ciName = 'Buildkite'
  declare protected readonly o: BuildkiteApiOptions

  constructor(o: BuildkiteApiOptions) {
    super(o)
  }

  /** The organization read (its slug). */
  get org(): string | undefined {
    return this.o.place?.org || undefined
  }

  protected urlOf(path: string): string | undefined {
    const place = this.o.place
    if (!place?.apiUrl || !place.org) return undefined
    return `${place.apiUrl.replace(/\/+$/, '')}/organizations/${encodeURIComponent(place.org)}${path}`
  }

  protected noPlace(): string {
    return 'no Buildkite organization (BUILDKITE_ORGANIZATION_SLUG, or --org)'
  }

  protected headersOf(accept: string): Record<string, string> {
    return {
      Accept: accept,
      Authorization: `Bearer ${this.o.token ?? ''}`,
      'User-Agent': this.o.userAgent ?? `job-monitor/${VERSION}`
    }
  }

  protected rateLimitOf(answer: TransportResponse): string | undefined {
    return buildkiteRateLimitOf(answer)
  }
}

/** What a 429 says of Buildkite's rate limits; undefined for any other answer. */
export function buildkiteRateLimitOf(answer: TransportResponse): string | undefined {
  if (answer.status !== 429) return undefined
  const h = answer.headers
  return (
    retryAfterOf(h['ratelimit-user-reset']) ??
    retryAfterOf(h['ratelimit-reset']) ??
    retryAfterOf(h['retry-after']) ??
    'too many requests'
  )
}

/** A build as the builds list gives it (without its jobs). */
export interface BuildkiteBuild {
  number: number
  state: string
  createdAt?: string
  finishedAt?: string
  branch?: string
}

/** A job as the jobs list gives it: the fields the record is made of. */
export interface BuildkiteJob {
  id: string
  type: string
  /** The step's label, as shown. */
  name?: string
  stepKey?: string
  state: string
  exitStatus?: number
  signalReason?: string
  /** The agent's connection state now: `lost` when it stopped pinging Buildkite. */
  agentState?: string
  createdAt?: string
  finishedAt?: string
  webUrl?: string
  parallelIndex?: number
  retried?: boolean
}

const TEXT_MAX = 1024
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length <= TEXT_MAX ? v : undefined
const int = (v: unknown): number | undefined =>
  Number.isSafeInteger(v) ? (v as number) : undefined
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T
}

/** The builds of a builds-list answer (an array), at most 100. */
export function buildkiteBuildsIn(body: unknown): BuildkiteBuild[] {
  if (!Array.isArray(body)) return []
  return body.slice(0, 100).flatMap(v => {
    const o = record(v)
    const number = int(o.number)
    const state = text(o.state)
    if (!number || number < 1 || !state) return []
    return [
      defined({
        number,
        state,
        createdAt: text(o.created_at),
        finishedAt: text(o.finished_at),
        branch: text(o.branch)
      })
    ]
  })
}

/** One job of an answer, or undefined when it is not one. */
export function buildkiteJobOf(v: unknown): BuildkiteJob | undefined {
  const o = record(v)
  const id = text(o.id)
  const state = text(o.state)
  if (!id || !/^[0-9a-fA-F-]{8,64}$/.test(id) || !state) return undefined
  return defined({
    id,
    type: text(o.type) ?? '',
    name: text(o.name) ?? text(o.label),
    stepKey: text(o.step_key),
    state,
    exitStatus: int(o.exit_status),
    signalReason: text(o.signal_reason),
    agentState: text(record(o.agent).connection_state),
    createdAt: text(o.created_at),
    finishedAt: text(o.finished_at),
    webUrl: text(o.web_url),
    parallelIndex: int(o.parallel_group_index),
    retried: typeof o.retried === 'boolean' ? o.retried : undefined
  })
}

/** The jobs of a jobs-list answer: `{ items: [...] }` (cursor pages) or an array, at most 100. */
export function buildkiteJobsIn(body: unknown): BuildkiteJob[] {
  const items = Array.isArray(body) ? body : record(body).items
  if (!Array.isArray(items)) return []
  return items.slice(0, 100).flatMap(v => buildkiteJobOf(v) ?? [])
}

/** Buildkite's job states that will not change again (jobs.md, "List jobs"). */
const FINISHED = new Set([
  'passed',
  'failed',
  'finished',
  'timed_out',
  'canceled',
  'expired',
  'broken',
  'skipped',
  'waiting_failed',
  'blocked_failed',
  'unblocked_failed'
])

export function buildkiteFinished(job: BuildkiteJob): boolean {
  return FINISHED.has(job.state)
}
