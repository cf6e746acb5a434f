/**
 * The retry rule, whole (API text, section 7, item 3): at most 3 attempts; after failed
 * attempt n (0-based) wait 2^n seconds (1 s, 2 s, 4 s); retry 429, a status of 500 or above and
 * a timeout; never 401 or another client error; 30 s per request. Everything the client does
 * about trying again is here: which outcomes are retried, the waits, the attempt count,
 * `Retry-After`, the rest after a spent sequence, the start of a new sequence, and the loop
 * that runs the attempts. The client and the queue's replay use it; the error classes only
 * ask it whether their outcome is retried.
 *
 * Beyond the text, each for a stated reason below: connection trouble is retried like a
 * timeout (no answer either way); a 200 that is not a success (update_status "Failed", a body
 * not in the promised shape, an answer too long to read) is a failed attempt and retried; a
 * TLS or protocol mismatch is not (a second later it is the same); a `Retry-After` on 429/503
 * lengthens a wait, up to a cap; a spent sequence rests before a new one begins.
 */
import type { RetryState } from './call.js'
import type { Clock } from '../util/clock.js'
import type { MonitorError } from './errors.js'

export const DEFAULT_MAX_ATTEMPTS = 3
export const DEFAULT_TIMEOUT_MS = 30_000
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000

/** Below this, an attempt cannot complete a request: don't start it. */
const MIN_ATTEMPT_MS = 50

/** Answers whose `Retry-After` is read (RFC 9110 gives it meaning on 429 and 503). */
const RETRY_AFTER_STATUSES: ReadonlySet<number> = new Set([429, 503])

/**
 * How an attempt failed, as far as the rule cares. `answered`: the status of an answer that is
 * not a success (200 for one that says "Failed" or lacks what the text promises).
 * `unanswered`: no answer came in time (`timeout`), the address could not be reached or the
 * answer was cut off (`unreachable`), the answer was too long to read (`unreadable`), or the
 * address speaks another protocol or its certificate is refused (`wrong-protocol`).
 */
export type Outcome =
  { answered: number } | { unanswered: 'timeout' | 'unreachable' | 'unreadable' | 'wrong-protocol' }

/** Whether an attempt that failed this way is tried again. */
export function isRetried(outcome: Outcome): boolean {
  if ('answered' in outcome) {
    const status = outcome.answered
    // 200 here is a failed update or an answer in no shape the text describes: a proxy or a
    // service in trouble answered, and may not later.
    return status === 200 || status === 429 || status >= 500
  }
  return outcome.unanswered !== 'wrong-protocol'
}

/** The wait after failed attempt `attempt` (0-based), before the next one. */
export function backoffMs(attempt: number, retryAfterMs?: number): number {
  const exponential = 2 ** attempt * 1000
  return retryAfterMs === undefined ? exponential : Math.max(exponential, retryAfterMs)
}

/**
 * After a sequence has made all its attempts, how long the same call rests before a new
 * sequence may begin: twice the rule's last wait (8 s for 3 attempts), or longer when the
 * service asked for it. Without it a run that ends at once during an outage would send its
 * queued start report a second round of attempts at its end, against the rule's 3 and the key's
 * hourly budget; a run that lasts longer still delivers it at its end once the service is back.
 */
export function restAfterSequenceMs(maxAttempts: number, retryAfterMs?: number): number {
  const lastWait = 2 ** (maxAttempts - 1) * 1000
  return Math.max(2 * lastWait, retryAfterMs ?? 0)
}

/**
 * Where a carrier that picks up a call goes on: the same sequence while it has attempts left;
 * a new one (after the rest, kept in `notBefore`) once it is spent. A queued call is thus sent
 * again by every later replay, never more than `maxAttempts` times by one.
 */
export function sequenceToContinue(state: RetryState, maxAttempts: number): RetryState {
  if (state.attempts < maxAttempts) return state
  return state.notBefore === undefined
    ? { attempts: 0 }
    : { attempts: 0, notBefore: state.notBefore }
}

/** The wait an answer asks for, in ms, when its status is one whose `Retry-After` counts. */
export function retryAfterOf(
  status: number,
  header: string | undefined,
  now: number,
  capMs: number
): number | undefined {
  return RETRY_AFTER_STATUSES.has(status) ? parseRetryAfter(header, now, capMs) : undefined
}

/**
 * A `Retry-After` value in ms: delay-seconds or an HTTP date (RFC 9110, 10.2.3), capped.
 * Unreadable values are ignored.
 */
export function parseRetryAfter(
  value: string | undefined,
  now: number,
  capMs: number
): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  let ms: number
  if (/^\d+$/.test(text)) ms = Number(text) * 1000
  else {
    const at = Date.parse(text)
    if (Number.isNaN(at)) return undefined
    ms = at - now
  }
  return Math.min(Math.max(ms, 0), capMs)
}

/** One attempt's end, as the loop reports it. */
export interface AttemptReport {
  /** 1-based within the sequence. */
  attempt: number
  maxAttempts: number
  outcome: 'delivered' | 'failed'
  error?: MonitorError
  /** The wait before the next attempt, when there is one. */
  waitMs?: number
}

export interface SequenceOptions {
  clock: Clock
  maxAttempts: number
  /** The request timeout of each attempt. */
  timeoutMs: number
  /** Continue a sequence another carrier began. */
  state?: RetryState
  /** ms since the epoch: no attempt or wait beyond it; the last attempt's timeout shrinks to fit. */
  deadline?: number
  signal?: AbortSignal
  /** The error to report when the sequence ends before any attempt failed. */
  notAttempted: (why: string) => MonitorError
  onAttempt?: (report: AttemptReport) => void
}

export type SequenceResult<T> =
  | { delivered: true; response: T; attempts: number }
  | { delivered: false; error: MonitorError; state: RetryState }

/**
 * Runs the attempts of one sequence under the rule. `attempt` makes one request within the
 * timeout it is given and rejects with a MonitorError when it fails. Waits go through the
 * injected clock. Never throws: the result says what happened, and with which state a later
 * carrier goes on.
 */
export async function runSequence<T>(
  attempt: (timeoutMs: number) => Promise<T>,
  o: SequenceOptions
): Promise<SequenceResult<T>> {
  const { clock, maxAttempts, signal, deadline } = o
  let attempts = o.state?.attempts ?? 0
  let notBefore = o.state?.notBefore
  let lastError: MonitorError | undefined
  const undelivered = (error: MonitorError): SequenceResult<T> => ({
    delivered: false,
    error,
    state: notBefore === undefined ? { attempts } : { attempts, notBefore }
  })
  const notYet = (why: string): MonitorError => lastError ?? o.notAttempted(why)

  while (attempts < maxAttempts) {
    if (signal?.aborted) return undelivered(notYet('stopped'))
    const now = clock.now()
    if (notBefore !== undefined && notBefore > now) {
      if (deadline !== undefined && notBefore >= deadline)
        return undelivered(notYet('the deadline came first'))
      try {
        await clock.sleep(notBefore - now, signal)
      } catch {
        return undelivered(notYet('stopped'))
      }
    }
    let timeoutMs = o.timeoutMs
    if (deadline !== undefined) {
      const left = deadline - clock.now()
      if (left < MIN_ATTEMPT_MS) return undelivered(notYet('the deadline came first'))
      timeoutMs = Math.min(timeoutMs, left)
    }
    try {
      const response = await attempt(timeoutMs)
      attempts++
      o.onAttempt?.({ attempt: attempts, maxAttempts, outcome: 'delivered' })
      return { delivered: true, response, attempts }
    } catch (e) {
      const error = e as MonitorError
      lastError = error
      attempts++
      const last = !error.retryable || attempts >= maxAttempts
      const waitMs = last ? undefined : backoffMs(attempts - 1, error.retryAfterMs)
      // A spent sequence of a retried call rests before a carrier may begin a new one.
      const restMs = error.retryable
        ? restAfterSequenceMs(maxAttempts, error.retryAfterMs)
        : undefined
      const nextMs = waitMs ?? restMs
      notBefore = nextMs === undefined ? undefined : clock.now() + nextMs
      o.onAttempt?.({ attempt: attempts, maxAttempts, outcome: 'failed', error, waitMs })
      if (last) return undelivered(error)
    }
  }
  return undelivered(notYet('no attempts left in this sequence'))
}
