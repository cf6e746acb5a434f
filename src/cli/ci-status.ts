/**
 * A job's outcome in its CI system's words, as the end report's status. Each system names it
 * its own way: GitLab's CI_JOB_STATUS (success, failed, canceled), Jenkins' currentResult
 * (SUCCESS, UNSTABLE, FAILURE, ABORTED), Buildkite's and a shell's exit status (a number).
 */
import { END_STATUSES, type EndStatus } from '../client/wire.js'

const WORDS: Record<string, EndStatus> = {
  success: 'success',
  succeeded: 'success',
  passed: 'success',
  failed: 'failed',
  failure: 'failed',
  unstable: 'failed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  aborted: 'cancelled'
}

/** The end status a word or an exit status stands for; undefined for anything else. */
export function endStatusOf(word: string): EndStatus | undefined {
  const w = word.trim().toLowerCase()
  if (Object.hasOwn(WORDS, w)) return WORDS[w]
  // An exit status: 0 is success, any other (a signal's 128+n, Buildkite's -1) a failure.
  if (/^-?\d{1,10}$/.test(w)) return Number(w) === 0 ? 'success' : 'failed'
  return undefined
}

export const STATUS_WORDS = `${END_STATUSES.join(', ')} (or ${Object.keys(WORDS)
  .filter(w => !(END_STATUSES as readonly string[]).includes(w))
  .join(', ')}, an exit status)`
