/**
 * Post's reads from the GitHub API beyond the job itself, as one plan: a fixed number of GETs
 * (POST_GITHUB_MAX_REQUESTS), all within one deadline, each through the same transport as the
 * jobs API (proxy included). An answer is never trusted: a GET gives back either a parsed body
 * for a total parser to read, or why there is none. A read refused for want of a permission is
 * remembered once per permission, so the job summary can say which to grant.
 */
import type { Clock } from '../util/clock.js'
import { apiUrl, getJson } from './jobs-api.js'

/** What one GET gave: a body to read, or why there is none. */
export type GitHubAnswer =
  { body: unknown } | { refused: number } | { failed: string } | { skipped: string }

export interface GitHubRequestsOptions {
  token?: string
  env: NodeJS.ProcessEnv
  clock: Clock
  /** The most GETs of the plan. */
  maxRequests: number
  /** The instant (clock ms) by which every GET has ended. */
  deadline: number
  /** Per GET, within the deadline. */
  timeoutMs?: number
}

export class GitHubRequests {
  /** The paths asked, in order: what the plan spent. */
  readonly calls: string[] = []
  /** Permissions a read was refused for (HTTP 403 or 404), each with what it would have given. */
  readonly refused = new Map<string, string>()
  private readonly o: GitHubRequestsOptions
  private readonly repoPath: string | undefined

  constructor(o: GitHubRequestsOptions) {
    this.o = o
    const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
    this.repoPath =
      owner && repo && extra === undefined
        ? `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`
        : undefined
  }

  get hasToken(): boolean {
    return Boolean(this.o.token)
  }

  /**
   * GET `path` under this repository. `permission` and `gives` name what a refusal means
   * (`checks: read`, "why the job was cancelled").
   */
  async get(path: string, permission: string, gives: string): Promise<GitHubAnswer> {
    if (!this.o.token) return { skipped: 'no GitHub token' }
    if (!this.repoPath) return { skipped: 'GITHUB_REPOSITORY is not owner/name' }
    if (this.calls.length >= this.o.maxRequests) return { skipped: 'the request plan is spent' }
    const left = this.o.deadline - this.o.clock.now()
    if (left <= 0) return { skipped: 'no time left for it' }
    this.calls.push(path)
    try {
      const body = await getJson(`${apiUrl(this.o.env)}${this.repoPath}${path}`, this.o.token, {
        env: this.o.env,
        timeoutMs: Math.max(1, Math.min(this.o.timeoutMs ?? 5000, left))
      })
      return { body }
    } catch (e) {
      const status = (e as { status?: number }).status
      if (status === 403 || status === 404) {
        if (!this.refused.has(permission)) this.refused.set(permission, gives)
        return { refused: status }
      }
      return { failed: (e as Error).message }
    }
  }

  /** For the job summary: each permission a read was refused for, once. */
  refusals(): string[] {
    return [...this.refused].map(
      ([permission, gives]) => `${gives} not read: grant '${permission}' to include it`
    )
  }
}
