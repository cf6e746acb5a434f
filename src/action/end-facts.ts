/**
 * What post adds to the end report about how the run ended and where it stands: the reason it
 * ended (end-reasons), its link to the previous attempt (attempts) and its place in its schedule
 * (schedule). Their GitHub reads go side by side within one plan (github-requests); what cannot
 * be read for want of a token or a permission is said once, for the job summary.
 */
import type { Clock } from '../util/clock.js'
import type { EndStatus, Metadata } from '../client/wire.js'
import { TASK_RUN_RESULT_KEY, taskRunResult } from '../run/context.js'
import { gatherAttempt } from './attempts.js'
import {
  GITHUB_REQUEST_TIMEOUT_MS,
  POST_GITHUB_BUDGET_MS,
  POST_GITHUB_MAX_REQUESTS
} from './constants.js'
import { type EndReason, checkRunIdOf, gatherEndReason } from './end-reasons.js'
import { GitHubRequests } from './github-requests.js'
import type { JobInfo } from './jobs-api.js'
import { readEventFacts } from '../environment/github.js'

export const END_REASON_KEY = 'job_monitor.end_reason'

export interface EndFacts {
  reason?: EndReason
  /** The result and our keys, to merge into the end report's metadata. */
  metadata: Metadata
  /** For the job summary: what was not read, and which permission would give it. */
  unread: string[]
}

/**
 * Post's plan of GitHub reads: the job itself (jobs-api.ts) first, then the reads below, all
 * counted in one number of GETs and one time from now.
 */
export function postGitHubPlan(o: {
  token?: string
  /** The API key: hidden in every answer. */
  apiKey?: string
  env: NodeJS.ProcessEnv
  clock: Clock
  budgetMs?: number
}): GitHubRequests {
  return new GitHubRequests({
    token: o.token,
    ...(o.apiKey ? { secrets: [o.apiKey] } : {}),
    env: o.env,
    clock: o.clock,
    maxRequests: POST_GITHUB_MAX_REQUESTS,
    deadline: o.clock.now() + (o.budgetMs ?? POST_GITHUB_BUDGET_MS),
    timeoutMs: GITHUB_REQUEST_TIMEOUT_MS
  })
}

export async function gatherEndFacts(o: {
  status: EndStatus
  requests: GitHubRequests
  checkRunId?: number
  job?: JobInfo
  stepErrors: string[]
  env: NodeJS.ProcessEnv
}): Promise<EndFacts> {
  const { requests } = o
  const facts = readEventFacts(o.env)
  const [reason, attempt, schedule] = await Promise.all([
    gatherEndReason({
      status: o.status,
      checkRunId: checkRunIdOf(o.checkRunId, o.job),
      stepErrors: o.stepErrors,
      requests
    }).catch(() => undefined),
    gatherAttempt({ status: o.status, ...facts, job: o.job, requests }).catch(() => ({})),
    // The cron parser (and its date library) is loaded only for a scheduled run.
    facts.eventName === 'schedule'
      ? import('./schedule.js')
          .then(m => m.gatherSchedule({ ...facts, jobCreatedAt: o.job?.created_at, requests }))
          .catch(() => ({}))
      : {}
  ])
  const unread = requests.refusals()
  if (!requests.hasToken)
    unread.push(
      "no GitHub token (github-token): the job's steps and times, the check run's annotations, the previous attempt and the scheduled runs were not read"
    )
  return {
    ...(reason ? { reason } : {}),
    metadata: {
      [TASK_RUN_RESULT_KEY]: reason?.result ?? taskRunResult(o.status),
      ...(reason ? { [END_REASON_KEY]: reason.kind } : {}),
      ...attempt,
      ...schedule
    },
    unread
  }
}
