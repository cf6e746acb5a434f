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
import type { RetryState } from './call.js';
import type { Clock } from '../util/clock.js';
import type { MonitorError } from './errors.js';
export declare const DEFAULT_MAX_ATTEMPTS = 3;
export declare const DEFAULT_TIMEOUT_MS = 30000;
export declare const DEFAULT_MAX_RETRY_AFTER_MS = 60000;
/**
 * The longest `Retry-After` a 429 is believed for. Its wait is kept by the queue, not spent in
 * line, so it may be as long as the hourly window it speaks of, and no longer.
 */
export declare const MAX_RATE_LIMIT_WAIT_MS = 3600000;
/**
 * How an attempt failed, as far as the rule cares. `answered`: the status of an answer that is
 * not a success (200 for one that says "Failed" or lacks what the text promises).
 * `unanswered`: no answer came in time (`timeout`), the address could not be reached or the
 * answer was cut off (`unreachable`), the answer was too long to read (`unreadable`), or the
 * address speaks another protocol or its certificate is refused (`wrong-protocol`).
 */
export type Outcome = {
    answered: number;
} | {
    unanswered: 'timeout' | 'unreachable' | 'unreadable' | 'wrong-protocol';
};
/** Whether an attempt that failed this way is tried again. */
export declare function isRetried(outcome: Outcome): boolean;
/**
 * Whether the wait after this failed attempt is handed over rather than spent in line. A 429 is
 * the key's hourly limit (API text, 8.1): it lifts in minutes, not in the seconds a job could
 * wait, and each attempt in between may count against the same hour. So the sequence stops at
 * once with its place kept (attempts made, the earliest next attempt after the rule's backoff
 * or the answer's Retry-After) and the next carrier makes the next attempt: the queue's replay,
 * the heartbeat helper carrying a start, the heartbeat loop's next beat. The rule's exponential
 * backoff still holds, as the least wait between attempts; no job is held for it.
 */
export declare function handedOver(error: Pick<MonitorError, 'status'>): boolean;
/** The wait after failed attempt `attempt` (0-based), before the next one. */
export declare function backoffMs(attempt: number, retryAfterMs?: number): number;
/**
 * After a sequence has made all its attempts, how long the same call rests before a new
 * sequence may begin: twice the rule's last wait (8 s for 3 attempts), or longer when the
 * service asked for it. Without it a run that ends at once during an outage would send its
 * queued start report a second round of attempts at its end, against the rule's 3 and the key's
 * hourly budget; a run that lasts longer still delivers it at its end once the service is back.
 */
export declare function restAfterSequenceMs(maxAttempts: number, retryAfterMs?: number): number;
/**
 * Where a carrier that picks up a call goes on: the same sequence while it has attempts left;
 * a new one (after the rest, kept in `notBefore`) once it is spent. A queued call is thus sent
 * again by every later replay, never more than `maxAttempts` times by one.
 */
export declare function sequenceToContinue(state: RetryState, maxAttempts: number): RetryState;
/**
 * The wait an answer asks for, in ms, when its status is one whose `Retry-After` counts: up to
 * `capMs` for a wait spent in line (a 503's), up to the hour for a 429's (handed over).
 */
export declare function retryAfterOf(status: number, header: string | undefined, now: number, capMs: number): number | undefined;
/**
 * A `Retry-After` value in ms: delay-seconds or an HTTP date (RFC 9110, 10.2.3), capped.
 * Unreadable values are ignored.
 */
export declare function parseRetryAfter(value: string | undefined, now: number, capMs: number): number | undefined;
/** One attempt's end, as the loop reports it. */
export interface AttemptReport {
    /** 1-based within the sequence. */
    attempt: number;
    maxAttempts: number;
    outcome: 'delivered' | 'failed';
    error?: MonitorError;
    /** The wait before the next attempt, when there is one. */
    waitMs?: number;
    /** The next attempt is left to the next carrier (a 429): `waitMs` is its least wait. */
    handedOver?: boolean;
}
/**
 * The key's hourly budget, as the loop asks it (hour-ledger.ts keeps it for the command line):
 * before each attempt, whether it may go at `at` (and it is then counted); after each, what
 * the service answered, so that a 429 holds back what follows.
 */
export interface HourlyBudget {
    /** Granted (and counted) or, when there is no room, the earliest moment there may be. */
    permit(at: number): Promise<{
        granted: true;
    } | ({
        granted: false;
    } & BudgetRefusal)>;
    /** The status of an answer (200 for a success); a 429's Retry-After in ms, when it had one. */
    answered(status: number, retryAfterMs: number | undefined): Promise<void>;
}
export interface SequenceOptions {
    clock: Clock;
    maxAttempts: number;
    /** The request timeout of each attempt. */
    timeoutMs: number;
    /** Continue a sequence another carrier began. */
    state?: RetryState;
    /** ms since the epoch: no attempt or wait beyond it; the last attempt's timeout shrinks to fit. */
    deadline?: number;
    signal?: AbortSignal;
    /** The error to report when the sequence ends before any attempt failed. */
    notAttempted: (why: string) => MonitorError;
    onAttempt?: (report: AttemptReport) => void;
    /**
     * The key's hourly budget: asked before each attempt, told of each answer; `heldBack` is the
     * error a sequence ends with when the budget has no room (HourSpentError).
     */
    budget?: {
        hour: HourlyBudget;
        heldBack: (refusal: BudgetRefusal) => MonitorError;
    };
}
/** The budget's answer when an attempt may not go now. */
export interface BudgetRefusal {
    /** ms since the epoch: the earliest moment there may be room. */
    until: number;
    /** Why, in words for a log line. */
    why: string;
}
export type SequenceResult<T> = {
    delivered: true;
    response: T;
    attempts: number;
} | {
    delivered: false;
    error: MonitorError;
    state: RetryState;
};
/**
 * Runs the attempts of one sequence under the rule. `attempt` makes one request within the
 * timeout it is given and rejects with a MonitorError when it fails. Waits go through the
 * injected clock. Never throws: the result says what happened, and with which state a later
 * carrier goes on.
 */
export declare function runSequence<T>(attempt: (timeoutMs: number) => Promise<T>, o: SequenceOptions): Promise<SequenceResult<T>>;
