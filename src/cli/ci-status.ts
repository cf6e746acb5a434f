/**
 * A job's outcome in its CI system's words, as the end report's status. Each system names it
 * its own way: GitLab's CI_JOB_STATUS (success, failed, canceled, timedout), Jenkins'
 * currentResult (SUCCESS, UNSTABLE, FAILURE, ABORTED), Buildkite's and a shell's exit status
 * (a number).
 */
import { END_STATUSES, type EndStatus, type Metadata } from '../client/wire.js'

const WORDS: Record<string, EndStatus> = {
  success: 'success',
  succeeded: 'success',
  passed: 'success',
  failed: 'failed',
  failure: 'failed',
  unstable: 'failed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  aborted: 'cancelled',
  // GitLab's CI_JOB_STATUS when RUNNER_SCRIPT_TIMEOUT ended the script (gitlab-runner
  // common/build.go); the service has no such status: a run that ran out of time failed.
  timedout: 'failed',
  'timed-out': 'failed',
  timeout: 'failed'
}

const TIMED_OUT = new Set(['timedout', 'timed-out', 'timeout'])

/** The end status a word or an exit status stands for; undefined for anything else. */
export function endStatusOf(word: string): EndStatus | undefined {
  const w = word.trim().toLowerCase()
  if (Object.hasOwn(WORDS, w)) return WORDS[w]
  // An exit status: 0 is success, any other (a signal's 128+n, Buildkite's -1) a failure.
  if (/^-?\d{1,10}$/.test(w)) return Number(w) === 0 ? 'success' : 'failed'
  return undefined
}

/** Every word endStatusOf takes (besides an exit status). */
export const STATUS_WORD_LIST: readonly string[] = [
  ...new Set([...END_STATUSES, ...Object.keys(WORDS)])
]

export const STATUS_WORDS = `${END_STATUSES.join(', ')} (or ${Object.keys(WORDS)
  .filter(w => !(END_STATUSES as readonly string[]).includes(w))
  .join(', ')}, an exit status)`

/** What the end report says of an outcome besides its status. */
export interface OutcomeFacts {
  /** Why the run did not succeed, for error_details; undefined for a success. */
  reason?: string
  /** Metadata the outcome adds: a time-out is named as OpenTelemetry's CI/CD conventions do. */
  metadata?: Metadata
}

/** The end report's metadata with what the outcome word adds (a time-out's result). */
export function withOutcome(metadata: Metadata | undefined, word: string): Metadata | undefined {
  const added = outcomeFacts(word).metadata
  return added ? { ...metadata, ...added } : metadata
}

/** error_details for an outcome word: why, and where to look (the job's page); null for a success. */
export function errorDetailsOf(word: string, jobUrl?: string): string | null {
  const { reason } = outcomeFacts(word)
  if (!reason) return null
  return jobUrl ? `${reason}; see ${jobUrl}` : reason
}

/**
 * Why a run with this outcome word did not succeed, in the words the job can know: a time-out,
 * a cancel, an exit status (Buildkite's -1: the agent got none, the command was killed), or the
 * CI system's own word. A failed run always says why.
 */
export function outcomeFacts(word: string): OutcomeFacts {
  const w = word.trim().toLowerCase()
  if (TIMED_OUT.has(w))
    return { reason: 'timed out', metadata: { 'cicd.pipeline.task.run.result': 'timeout' } }
  const status = endStatusOf(w)
  if (status === 'success' || status === undefined) return {}
  if (status === 'cancelled') return { reason: 'the job was cancelled' }
  if (/^-?\d+$/.test(w)) {
    return { reason: w === '-1' ? 'exit status -1 (killed by a signal)' : `exit status ${w}` }
  }
  // The CI's word only where it says more than "failed" (Jenkins' unstable).
  return { reason: PLAIN_FAILURE.has(w) ? 'the job failed' : `the job failed (${w})` }
}

/** Words that say a failure and nothing more. */
const PLAIN_FAILURE = new Set(['failed', 'failure'])
