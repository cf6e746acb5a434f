/**
 * Reads of the GitHub REST API with the job's own token, for every reader of GitHub's record
 * (the action's post step, the pass that ends earlier runs from that record, `job-monitor
 * reconcile`): the one plan of GETs every CI's reader uses (../rest-plan.ts: a number of GETs
 * within one deadline, answers parsed totally with the secrets hidden, the token to GitHub alone),
 * with GitHub's address, headers and words.
 *
 * A refusal for want of a permission (403 or 404, "Resource not accessible by integration") is
 * remembered once per permission. GitHub's rate limits answer 403 or 429 too (x-ratelimit-remaining
 * 0, or a message naming a secondary rate limit: docs.github.com, "Rate limits for the REST API",
 * and "Troubleshooting the REST API"): those are no refusal, and once one is met no further GET
 * of the plan is made.
 */
import type { TransportResponse } from '../../client/transport.js'
import { endpointOf } from '../../client/transport.js'
import { VERSION } from '../../client/version.js'
import {
  type RestAnswer,
  RestError,
  RestPlan,
  type RestPlanOptions,
  type SharedAnswers as RestShared,
  retryAfterOf
} from '../rest-plan.js'

/** Where the repository's API is, as a front end read it (GITHUB_API_URL, GITHUB_REPOSITORY). */
export interface GitHubPlace {
  /** The API's base address, without a trailing slash. */
  apiUrl: string
  /** `owner/name`. */
  repository: string
}

/** Answers by path, and the plan that asked each. */
export type SharedAnswers = RestShared

/** What one GET gave: a body to read, or why there is none. */
export type GitHubAnswer = RestAnswer

export interface GitHubApiOptions extends RestPlanOptions {
  /** The repository read; none: every GET is skipped, saying why. */
  place: GitHubPlace | undefined
  /** Why there is no place, said by each skipped GET. */
  noPlace?: string
}

/** A GET's failure, with what the answer said of GitHub's rate limit. */
export class GitHubError extends RestError {}

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

export class GitHubApi extends RestPlan {
  readonly ciName = 'GitHub'
  declare protected readonly o: GitHubApiOptions
  private readonly repoPath: string | undefined

  constructor(o: GitHubApiOptions) {
    super(o)
    const repository = repositoryOf(o.place?.repository)
    this.repoPath = repository
      ? `/repos/${repository
          .split('/')
          .map(p => encodeURIComponent(p))
          .join('/')}`
      : undefined
  }

  /** The repository read (`owner/name`), when there is one. */
  get repository(): string | undefined {
    return repositoryOf(this.o.place?.repository)
  }

  protected urlOf(path: string): string | undefined {
    return this.repoPath ? `${apiUrlOf(this.o.place?.apiUrl)}${this.repoPath}${path}` : undefined
  }

  protected noPlace(): string {
    return this.o.noPlace ?? 'GITHUB_REPOSITORY is not owner/name'
  }

  protected override get acceptJson(): string {
    return 'application/vnd.github+json'
  }

  protected headersOf(accept: string): Record<string, string> {
    return {
      Accept: accept,
      Authorization: `token ${this.o.token}`,
      'User-Agent': this.o.userAgent ?? DEFAULT_USER_AGENT,
      'X-GitHub-Api-Version': GITHUB_API_VERSION
    }
  }

  /** GitHub answers 403 or 404 to a token without the permission; 401 is a bad token. */
  protected override refusal(status: number): boolean {
    return status === 403 || status === 404
  }

  protected rateLimitOf(answer: TransportResponse): string | undefined {
    return rateLimitOf(answer)
  }

  /**
   * GET `path`, which GitHub answers with a redirect (a job's log: 302 to a short-lived address,
   * "Download job logs for a workflow run"): the address it points to, never followed here, so
   * the token goes nowhere but GitHub's API.
   */
  async location(path: string, permission: string, gives: string): Promise<GitHubAnswer> {
    const why = this.cannot(path)
    if (why) return { skipped: why }
    this.calls.push(path)
    const url = this.urlOf(path) ?? path
    try {
      const answer = await this.send(path, '*/*')
      const to = answer.headers.location
      if (answer.status >= 300 && answer.status < 400 && to) {
        const target = new URL(to, this.o.place?.apiUrl)
        if (target.protocol === 'https:' || target.protocol === 'http:')
          return { body: target.href }
        return { failed: `${endpointOf(url)} pointed to a ${target.protocol} address` }
      }
      if (answer.status >= 200 && answer.status < 300)
        return { failed: `${endpointOf(url)} answered HTTP ${answer.status} with no address` }
      throw this.errorOf(answer, url)
    } catch (e) {
      return this.failure(e, permission, gives)
    }
  }
}

/**
 * The error of an answer that is no success: a rate limit when GitHub says so (x-ratelimit-
 * remaining 0, or a message naming a rate limit, on a 403 or 429), else the status alone. The
 * answer's text is never quoted: it may hold a secret.
 */
export function errorOf(answer: TransportResponse, url: string): GitHubError {
  return new GitHubError(
    `${endpointOf(url)} answered HTTP ${answer.status}`,
    answer.status,
    rateLimitOf(answer)
  )
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
  const retryIn = retryAfterOf(h['retry-after'])
  const said = /rate limit/i.test(answer.body.slice(0, 2000))
  if (h['x-ratelimit-remaining'] === '0' || said || answer.status === 429 || retryIn)
    return retryIn ?? resetsAt ?? (said ? 'a secondary rate limit' : 'no requests left')
  return undefined
}
