/**
 * Reads of the GitHub REST API with the job's own token, for every reader of GitHub's record
 * (the action's post step, the pass that ends earlier runs from that record, `job-monitor
 * reconcile`): a plan of at most so many GETs within one deadline, each through the transport
 * the service client uses (proxy included). An answer is never trusted: a GET gives back a parsed
 * body for a total parser to read, or why there is none. Every text of a body comes with the
 * secrets (the API key, the token) already hidden, whole: its readers cut what they quote, and a
 * cut could leave a piece that no later redaction recognises. Only the GitHub token goes to
 * GitHub: the API key is never in a request to it.
 *
 * A refusal for want of a permission (403 or 404, "Resource not accessible by integration") is
 * remembered once per permission. GitHub's rate limits answer 403 or 429 too (x-ratelimit-remaining
 * 0, or a message naming a secondary rate limit: docs.github.com, "Rate limits for the REST API",
 * and "Troubleshooting the REST API"): those are no refusal, and once one is met no further GET
 * of the plan is made.
 */
import { MAX_NESTING, nestsDeeperThan } from '../../client/nesting.js'
import {
  type ProxyFacts,
  type Transport,
  type TransportResponse,
  defaultTransport,
  endpointOf
} from '../../client/transport.js'
import { VERSION } from '../../client/version.js'
import { Redactor } from '../../logs/redact.js'
import type { Clock } from '../../util/clock.js'

/** Where the repository's API is, as a front end read it (GITHUB_API_URL, GITHUB_REPOSITORY). */
export interface GitHubPlace {
  /** The API's base address, without a trailing slash. */
  apiUrl: string
  /** `owner/name`. */
  repository: string
}

/** Answers by path, and the plan that asked each. */
export type SharedAnswers = Map<string, { by: object; answer: Promise<GitHubAnswer> }>

/** What one GET gave: a body to read, or why there is none. */
export type GitHubAnswer =
  { body: unknown } | { refused: number } | { failed: string; limited?: true } | { skipped: string }

export interface GitHubApiOptions {
  token?: string
  /** The repository read; none: every GET is skipped, saying why. */
  place: GitHubPlace | undefined
  /** Why there is no place, said by each skipped GET. */
  noPlace?: string
  proxy: ProxyFacts
  /** Secrets besides the token (the API key) that no text of an answer may hand on. */
  secrets?: string[]
  clock: Clock
  /** The most GETs of the plan. */
  maxRequests: number
  /** The instant (clock ms) by which every GET has ended. */
  deadline: number
  /** Per GET, within the deadline. */
  timeoutMs?: number
  userAgent?: string
  /** How requests go out; the proxy-aware default. */
  transport?: Transport
  /**
   * Answers shared with other plans of the same step, by path: a GET another plan made already
   * is not made again (post's reads and its check of the run before this one ask for the same
   * run's jobs). A shared answer does not count in this plan.
   */
  shared?: SharedAnswers
  /** Aborted when the plan's answers are no longer wanted: what is in flight is dropped. */
  signal?: AbortSignal
}

/** A GET's failure, with what the answer said of GitHub's rate limit. */
export class GitHubError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly limited?: string
  ) {
    super(message)
  }
}

export const GITHUB_API_VERSION = '2022-11-28'
const DEFAULT_USER_AGENT = `job-monitor/${VERSION}`

/** `https://api.github.com` unless the runner names another (GitHub Enterprise Server). */
export function apiUrlOf(raw: string | undefined): string {
  return (raw || 'https://api.github.com').replace(/\/+$/, '')
}

/** The repository as `owner/name`, or undefined when `raw` is not one. */
export function repositoryOf(raw: string | undefined): string | undefined {
  const [owner, repo, extra] = (raw ?? '').split('/')
  return owner && repo && extra === undefined ? `${owner}/${repo}` : undefined
}

export class GitHubApi {
  /** The paths asked, in order: what the plan spent. */
  readonly calls: string[] = []
  /** Permissions a read was refused for (HTTP 403 or 404), each with what it would have given. */
  readonly refused = new Map<string, string>()
  /** Set once GitHub's rate limit was met: what it said (when it resets). */
  limited: string | undefined
  /** Answers by path, for plans that share them (see GitHubApiOptions.shared). */
  readonly shared: SharedAnswers
  protected readonly o: GitHubApiOptions
  private readonly repoPath: string | undefined
  private readonly redactor: Redactor
  private readonly transport: Transport

  constructor(o: GitHubApiOptions) {
    this.o = o
    this.redactor = new Redactor([...(o.secrets ?? []), ...(o.token ? [o.token] : [])])
    const repository = repositoryOf(o.place?.repository)
    this.repoPath = repository
      ? `/repos/${repository
          .split('/')
          .map(p => encodeURIComponent(p))
          .join('/')}`
      : undefined
    this.transport = o.transport ?? defaultTransport(o.proxy)
    this.shared = o.shared ?? new Map()
  }

  /** The GETs the plan has left: a read that needs several asks first. */
  get left(): number {
    return this.limited ? 0 : Math.max(0, this.o.maxRequests - this.calls.length)
  }

  get hasToken(): boolean {
    return Boolean(this.o.token)
  }

  /** Time left before the plan's deadline, in ms. */
  get timeLeft(): number {
    return this.o.deadline - this.o.clock.now()
  }

  /** Why a GET cannot be made now, or undefined when it can. */
  private cannot(): string | undefined {
    if (!this.o.token) return 'no GitHub token'
    if (!this.repoPath) return this.o.noPlace ?? 'GITHUB_REPOSITORY is not owner/name'
    if (this.limited) return `GitHub's API rate limit was reached (${this.limited})`
    if (this.calls.length >= this.o.maxRequests) return 'the request plan is spent'
    if (this.timeLeft <= 0 || this.o.signal?.aborted) return 'no time left for it'
    return undefined
  }

  /**
   * GET `path` under this repository. `permission` and `gives` name what a refusal means
   * (`checks: read`, "why the job was cancelled").
   */
  get(path: string, permission: string, gives: string): Promise<GitHubAnswer> {
    // Another plan's answer is this one's too; a plan asking again asks again, within its own count.
    const made = this.shared.get(path)
    if (made && made.by !== this && this.o.token) return made.answer
    const why = this.cannot()
    if (why) return Promise.resolve({ skipped: why })
    const answer = this.read(path, permission, gives)
    this.shared.set(path, { by: this, answer })
    return answer
  }

  private async read(path: string, permission: string, gives: string): Promise<GitHubAnswer> {
    this.calls.push(path)
    try {
      const answer = await this.send(path, 'application/vnd.github+json')
      const body = parsedBody(answer, this.urlOf(path))
      if (nestsDeeperThan(body)) return { failed: `nested more than ${MAX_NESTING} levels deep` }
      return { body: this.hidden(body) }
    } catch (e) {
      return this.failure(e, permission, gives)
    }
  }

  /**
   * GET `path`, which GitHub answers with a redirect (a job's log: 302 to a short-lived address,
   * "Download job logs for a workflow run"): the address it points to, never followed here, so
   * the token goes nowhere but GitHub's API.
   */
  async location(path: string, permission: string, gives: string): Promise<GitHubAnswer> {
    const why = this.cannot()
    if (why) return { skipped: why }
    this.calls.push(path)
    try {
      const answer = await this.send(path, '*/*')
      const to = answer.headers.location
      if (answer.status >= 300 && answer.status < 400 && to) {
        const url = new URL(to, this.o.place?.apiUrl)
        if (url.protocol === 'https:' || url.protocol === 'http:') return { body: url.href }
        return { failed: `${endpointOf(this.urlOf(path))} pointed to a ${url.protocol} address` }
      }
      if (answer.status >= 200 && answer.status < 300)
        return {
          failed: `${endpointOf(this.urlOf(path))} answered HTTP ${answer.status} with no address`
        }
      throw errorOf(answer, this.urlOf(path))
    } catch (e) {
      return this.failure(e, permission, gives)
    }
  }

  private urlOf(path: string): string {
    return `${apiUrlOf(this.o.place?.apiUrl)}${this.repoPath}${path}`
  }

  private async send(path: string, accept: string): Promise<TransportResponse> {
    const timeoutMs = Math.max(1, Math.min(this.o.timeoutMs ?? 5000, this.timeLeft))
    const answer = await this.transport({
      method: 'GET',
      url: this.urlOf(path),
      headers: {
        Accept: accept,
        Authorization: `token ${this.o.token}`,
        'User-Agent': this.o.userAgent ?? DEFAULT_USER_AGENT,
        'X-GitHub-Api-Version': GITHUB_API_VERSION
      },
      timeoutMs,
      ...(this.o.signal ? { signal: this.o.signal } : {})
    })
    if (answer.status >= 400) throw errorOf(answer, this.urlOf(path))
    return answer
  }

  private failure(e: unknown, permission: string, gives: string): GitHubAnswer {
    const error = e as { status?: number; limited?: string; message?: string }
    if (error.limited !== undefined) {
      this.limited = error.limited
      return { failed: `GitHub's API rate limit was reached (${error.limited})`, limited: true }
    }
    if (error.status === 403 || error.status === 404) {
      if (!this.refused.has(permission)) this.refused.set(permission, gives)
      return { refused: error.status }
    }
    return { failed: String(error.message ?? e) }
  }

  /**
   * `value` with the secrets hidden in every text that holds one (keys are names, kept);
   * nested at most MAX_NESTING deep.
   */
  private hidden(value: unknown): unknown {
    if (typeof value === 'string')
      return this.redactor.holdsSecret(value) ? this.redactor.redact(value) : value
    if (value === null || typeof value !== 'object') return value
    if (Array.isArray(value)) return value.map(v => this.hidden(v))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.hidden(v)]))
  }

  /** For the job summary: each permission a read was refused for, once. */
  refusals(): string[] {
    return [...this.refused].map(
      ([permission, gives]) => `${gives} not read: grant '${permission}' to include it`
    )
  }
}

function parsedBody(answer: TransportResponse, url: string): unknown {
  try {
    return JSON.parse(answer.body)
  } catch {
    // JSON.parse's message quotes the answer: it may hold a secret, whole or in part.
    throw new Error(`${endpointOf(url)} answered with no JSON`)
  }
}

/**
 * The error of an answer that is no success: a rate limit when GitHub says so (x-ratelimit-
 * remaining 0, or a message naming a rate limit, on a 403 or 429), else the status alone. The
 * answer's text is never quoted: it may hold a secret.
 */
export function errorOf(answer: TransportResponse, url: string): GitHubError {
  const limited = rateLimitOf(answer)
  const message = `${endpointOf(url)} answered HTTP ${answer.status}`
  return new GitHubError(message, answer.status, limited)
}

/** What a 403 or 429 says of GitHub's rate limit, or undefined when it is no rate limit. */
export function rateLimitOf(answer: TransportResponse): string | undefined {
  if (answer.status !== 403 && answer.status !== 429) return undefined
  const h = answer.headers
  const reset = Number(h['x-ratelimit-reset'])
  const resetsAt =
    Number.isFinite(reset) && reset > 0 && reset < 1e11
      ? `it resets at ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`
      : undefined
  const retry = Number(h['retry-after'])
  const retryIn =
    Number.isFinite(retry) && retry >= 0 && retry < 86_400
      ? `retry after ${Math.round(retry)} s`
      : undefined
  const said = /rate limit/i.test(answer.body.slice(0, 2000))
  if (h['x-ratelimit-remaining'] === '0' || said || answer.status === 429 || retryIn)
    return retryIn ?? resetsAt ?? (said ? 'a secondary rate limit' : 'no requests left')
  return undefined
}
