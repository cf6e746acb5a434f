/**
 * Time as the client sees it. Injected everywhere a wait or a timestamp happens, so that
 * tests drive retries and heartbeats without sleeping for real.
 */
export interface Clock {
    /** Milliseconds since the epoch. */
    now(): number;
    /** Resolves after `ms` milliseconds (or at once in tests). Rejects if `signal` aborts. */
    sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
export declare const systemClock: Clock;
