/**
 * Post's reads from the GitHub API beyond the job itself, as one plan: a fixed number of GETs
 * (POST_GITHUB_MAX_REQUESTS), all within one deadline. The reads themselves are the core's
 * (reconcile/github/api.ts: one client of GitHub's API for every reader of its record); this
 * is that client as the action's steps build it, from the runner's environment (the repository,
 * the API's address, the proxy variables).
 */
import { readProxyFacts } from '../environment/proxy.js'
import { GitHubApi, type GitHubPlace, apiUrlOf, repositoryOf } from '../reconcile/github/api.js'
import type { Clock } from '../util/clock.js'
import { USER_AGENT } from './client-setup.js'

export type { GitHubAnswer } from '../reconcile/github/api.js'

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

/** The repository's API as the runner names it, or undefined when GITHUB_REPOSITORY is not one. */
export function githubPlaceOf(env: NodeJS.ProcessEnv): GitHubPlace | undefined {
  const repository = repositoryOf(env.GITHUB_REPOSITORY)
  return repository ? { apiUrl: apiUrlOf(env.GITHUB_API_URL), repository } : undefined
}

export class GitHubRequests extends GitHubApi {
  constructor(o: GitHubRequestsOptions) {
    super({
      token: o.token,
      place: githubPlaceOf(o.env),
      proxy: readProxyFacts(o.env),
      secrets: o.secrets,
      clock: o.clock,
      maxRequests: o.maxRequests,
      deadline: o.deadline,
      timeoutMs: o.timeoutMs,
      userAgent: USER_AGENT
    })
  }
}
