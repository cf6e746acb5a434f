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
 * lengthens a wait, up to a cap; a spent sequence rests before a new one begins; a 429's wait
 * is never spent in line: the next attempt is the queue's (see handedOver); and where the key's
 * hourly ledger is kept (hour-ledger.ts), an attempt it has no room for is not made.
 */
import type { RetryState } from './call.js'
import type { Clock } from '../util/clock.js'
import type { MonitorError } from './errors.js'

export const DEFAULT_MAX_ATTEMPTS = 3
export const DEFAULT_TIMEOUT_MS = 30_000
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000
/**
 * The longest `Retry-After` a 429 is believed for. Its wait is kept by the queue, not spent in
 * line, so it may be as long as the hourly window it speaks of, and no longer.
 */
export const MAX_RATE_LIMIT_WAIT_MS = 3_600_000

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

/**
 * Whether the wait after this failed attempt is handed over rather than spent in line. A 429 is
 * the key's hourly limit (API text, 8.1): it lifts in minutes, not in the seconds a job could
 * wait, and each attempt in between may count against the same hour. So the sequence stops at
 * once with its place kept (attempts made, the earliest next attempt after the rule's backoff
 * or the answer's Retry-After) and the next carrier makes the next attempt: the queue's replay,
 * the heartbeat helper carrying a start, the heartbeat loop's next beat. The rule's exponential
 * backoff still holds, as the least wait between attempts; no job is held for it.
 */
export function handedOver(error: Pick<MonitorError, 'status'>): boolean {
  return error.status === 429
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

/**
 * The wait an answer asks for, in ms, when its status is one whose `Retry-After` counts: up to
 * `capMs` for a wait spent in line (a 503's), up to the hour for a 429's (handed over).
 */
export function retryAfterOf(
  status: number,
  header: string | undefined,
  now: number,
  capMs: number
): number | undefined {
  if (!RETRY_AFTER_STATUSES.has(status)) return undefined
  return parseRetryAfter(header, now, status === 429 ? MAX_RATE_LIMIT_WAIT_MS : capMs)
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
  /** The next attempt is left to the next carrier (a 429): `waitMs` is its least wait. */
  handedOver?: boolean
}

/**
 * The key's hourly budget, as the loop asks it (hour-ledger.ts keeps it for the command line):
 * before each attempt, whether it may go at `at` (and it is then counted); after each, what
 * the service answered, so that a 429 holds back what follows.
 */
export interface HourlyBudget {
  /** Granted (and counted) or, when there is no room, the earliest moment there may be. */
  permit(at: number): Promise<{ granted: true } | ({ granted: false } & BudgetRefusal)>
  /** The status of an answer (200 for a success); a 429's Retry-After in ms, when it had one. */
  answered(status: number, retryAfterMs: number | undefined): Promise<void>
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
  /**
   * The key's hourly budget: asked before each attempt, told of each answer; `heldBack` is the
   * error a sequence ends with when the budget has no room (HourSpentError).
   */
  budget?: { hour: HourlyBudget; heldBack: (refusal: BudgetRefusal) => MonitorError }
}

/** The budget's answer when an attempt may not go now. */
export interface BudgetRefusal {
  /** ms since the epoch: the earliest moment there may be room. */
  until: number
  /** Why, in words for a log line. */
  why: string
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
    const at = Math.max(clock.now(), notBefore ?? 0)
    if (deadline !== undefined && deadline - at < MIN_ATTEMPT_MS)
      return undelivered(notYet('the deadline came first'))
    // The hour is asked before any wait: nobody is held for a budget that has no room.
    const held = await budgetHolds(o, at)
    if (held) return undelivered(held)
    // Stopped while the budget was asked or the wait ran: no request goes.
    if (!(await waitUntil(clock, notBefore, signal)) || signal?.aborted)
      return undelivered(notYet('stopped'))
    let timeoutMs = o.timeoutMs
    if (deadline !== undefined) {
      const left = deadline - clock.now()
      if (left < MIN_ATTEMPT_MS) return undelivered(notYet('the deadline came first'))
      timeoutMs = Math.min(timeoutMs, left)
    }
    try {
      const response = await attempt(timeoutMs)
      attempts++
      await tell(o.budget?.hour, 200)
      o.onAttempt?.({ attempt: attempts, maxAttempts, outcome: 'delivered' })
      return { delivered: true, response, attempts }
    } catch (e) {
      const error = e as MonitorError
      lastError = error
      attempts++
      if (error.status !== undefined) await tell(o.budget?.hour, error.status, error.retryAfterMs)
      const next = afterFailure(error, attempts, maxAttempts)
      notBefore = next.afterMs === undefined ? undefined : clock.now() + next.afterMs
      o.onAttempt?.({
        attempt: attempts,
        maxAttempts,
        outcome: 'failed',
        error,
        waitMs: next.waitMs,
        ...(next.handedOver ? { handedOver: true } : {})
      })
      if (next.last) return undelivered(error)
    }
  }
  return undelivered(notYet('no attempts left in this sequence'))
}

/**
 * What follows a failed attempt: the wait before the next one in this sequence (spent in line,
 * or the least wait of a handed-over one), or the rest before a new sequence once this one is
 * spent; `afterMs` is when the next attempt may be, whoever makes it.
 */
function afterFailure(
  error: MonitorError,
  attempts: number,
  maxAttempts: number
): { last: boolean; handedOver: boolean; waitMs?: number; afterMs?: number } {
  const spent = !error.retryable || attempts >= maxAttempts
  const waitMs = spent ? undefined : backoffMs(attempts - 1, error.retryAfterMs)
  // A spent sequence of a retried call rests before a carrier may begin a new one.
  const restMs = error.retryable ? restAfterSequenceMs(maxAttempts, error.retryAfterMs) : undefined
  const handed = waitMs !== undefined && handedOver(error)
  return { last: spent || handed, handedOver: handed, waitMs, afterMs: waitMs ?? restMs }
}

/** The budget's refusal of an attempt at `at`, as the error the sequence ends with. */
async function budgetHolds(o: SequenceOptions, at: number): Promise<MonitorError | undefined> {
  if (!o.budget) return undefined
  let answer: Awaited<ReturnType<HourlyBudget['permit']>>
  try {
    answer = await o.budget.hour.permit(at)
  } catch {
    return undefined // a budget that cannot answer holds nothing back
  }
  return answer.granted ? undefined : o.budget.heldBack(answer)
}

async function tell(
  budget: HourlyBudget | undefined,
  status: number,
  retryAfterMs?: number
): Promise<void> {
  await budget?.answered(status, retryAfterMs).catch(() => undefined)
}

/** Sleeps until `notBefore` (if it is ahead); false when the signal ended the wait. */
async function waitUntil(
  clock: Clock,
  notBefore: number | undefined,
  signal: AbortSignal | undefined
): Promise<boolean> {
  const now = clock.now()
  if (notBefore === undefined || notBefore <= now) return true
  try {
    await clock.sleep(notBefore - now, signal)
    return true
  } catch {
    return false
  }
}
