/**
 * The clock and the budgets of the main and post steps, in one object the steps take as a
 * parameter: the runner's steps use STEP_TIMING; a test runs a step against a failing or hung
 * service with waits that return at once and budgets of a fraction of a second.
 */
import { type Clock, systemClock } from '../util/clock.js'
import {
  MAIN_DELIVERY_BUDGET_MS,
  POST_END_BUDGET_MS,
  POST_GITHUB_BUDGET_MS,
  POST_REPLAY_BUDGET_MS,
  POST_TOTAL_BUDGET_MS
} from './constants.js'

export interface StepTiming {
  clock: Clock
  /** Main's whole budget for talking to the service. */
  mainBudgetMs: number
  /** Post's budget for the end report. */
  postEndBudgetMs: number
  /** Post's whole budget for talking to the service, counted from its own start. */
  postTotalBudgetMs: number
  /** Of what is left after the end, the time for reports earlier jobs left queued. */
  postReplayBudgetMs: number
  /** Post's reads from the GitHub API beyond the job itself (end reasons, attempts, schedule). */
  postGitHubBudgetMs: number
}

export const STEP_TIMING: StepTiming = {
  clock: systemClock,
  mainBudgetMs: MAIN_DELIVERY_BUDGET_MS,
  postEndBudgetMs: POST_END_BUDGET_MS,
  postTotalBudgetMs: POST_TOTAL_BUDGET_MS,
  postReplayBudgetMs: POST_REPLAY_BUDGET_MS,
  postGitHubBudgetMs: POST_GITHUB_BUDGET_MS
}
