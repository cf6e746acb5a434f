/**
 * Post's reads from the GitHub API beyond the job itself, as one plan: a fixed number of GETs
 * (POST_GITHUB_MAX_REQUESTS), all within one deadline, each through the same transport as the
 * jobs API (proxy included). An answer is never trusted: a GET gives back either a parsed body
 * for a total parser to read, or why there is none. Every text of a body comes with the secrets
 * (the API key, the token) already hidden, whole: its readers cut what they quote, and a cut
 * could leave a piece of one that no later redaction recognises. A read refused for want of a
 * permission is remembered once per permission, so the job summary can say which to grant.
 */
import { MAX_NESTING, nestsDeeperThan } from '../client/nesting.js'
import { Redactor } from '../logs/redact.js'
import type { Clock } from '../util/clock.js'
import { apiUrl, getJson } from './jobs-api.js'

/** What one GET gave: a body to read, or why there is none. */
export type GitHubAnswer =
  { body: unknown } | { refused: number } | { failed: string } | { skipped: string }

export interface GitHubRequestsOptions {
  token?: string
  /** Secrets besides the token (the API key) that no text of an answer may hand on. */
  secrets?: string[]
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
  private readonly redactor: Redactor

  constructor(o: GitHubRequestsOptions) {
    this.o = o
    this.redactor = new Redactor([...(o.secrets ?? []), ...(o.token ? [o.token] : [])])
    const [owner, repo, extra] = (o.env.GITHUB_REPOSITORY ?? '').split('/')
    this.repoPath =
      owner && repo && extra === undefined
        ? `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`
        : undefined
  }

  /** The GETs the plan has left: a read that needs several asks first. */
  get left(): number {
    return Math.max(0, this.o.maxRequests - this.calls.length)
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
      if (nestsDeeperThan(body)) return { failed: `nested more than ${MAX_NESTING} levels deep` }
      return { body: this.hidden(body) }
    } catch (e) {
      const status = (e as { status?: number }).status
      if (status === 403 || status === 404) {
        if (!this.refused.has(permission)) this.refused.set(permission, gives)
        return { refused: status }
      }
      return { failed: (e as Error).message }
    }
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
