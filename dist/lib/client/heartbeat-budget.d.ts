/** Requests per hour per key (API text, 8). Whether the window is fixed or sliding is not shown. */
export declare const SERVICE_HOURLY_LIMIT = 100;
/** A job's start report: one request. */
export declare const START_REPORT_REQUESTS = 1;
/** A job's pipeline notifications: `running` at the start, the outcome at the end. */
export declare const PIPELINE_NOTIFICATION_REQUESTS = 2;
/**
 * The heartbeats of all the jobs on a key keep at least this many requests per hour, so a
 * matrix too wide for the reserve still beats now and then (its interval grows instead).
 */
export declare const HEARTBEAT_FLOOR_PER_HOUR = 10;
export declare const HOUR_MS = 3600000;
/** The longest a backed-off loop waits between beats (unless its share asks for longer). */
export declare const MAX_BACKOFF_MS: number;
export interface HeartbeatBudget {
    /** Jobs sharing the key (a matrix's strategy.job-total); at least 1. */
    jobTotal: number;
    /** Requests each job keeps per hour for its start, its end with retries and notifications. */
    reservePerJob: number;
    /** Heartbeat requests one job may send per hour on average; below 1 for a very wide matrix. */
    beatsPerHour: number;
    /** Never more than `maxPerWindow` heartbeat requests of this job in any `windowMs`. */
    maxPerWindow: number;
    windowMs: number;
    /** The even gap that keeps to the share: windowMs / maxPerWindow. */
    paceMs: number;
    /**
     * Beats a job may send at its own interval within one window before the pace applies. A job
     * alone on its key may spend half its allowance that way, so a short job with a short interval
     * beats as asked; the legs of a matrix keep to the pace from the first beat, so their beats
     * stay evenly spread.
     */
    burst: number;
}
/**
 * The share of one job. Rounded down to whole beats per hour, so that even legs beating in
 * step never put more than their share into one clock hour.
 */
export declare function heartbeatBudget(o: {
    jobTotal?: number;
    endAttempts?: number;
    /** The key's hourly request limit, where it is not the service's 100 (a local emulator's). */
    hourlyLimit?: number;
}): HeartbeatBudget;
/**
 * How often a start says its heartbeats will go: the interval asked for, and where the job
 * shares the key's hour with others (a matrix's legs, the key's jobs on one machine) and its
 * share is slower, the pace it keeps instead, so that a short job whose first beat never came
 * reads why. A job alone spends its burst at its interval first, so only a shared one is said.
 */
export declare function beatCadence(intervalMs: number, budget: HeartbeatBudget): string;
/** Whether a job's share of the key's hour holds its beats to a pace slower than its interval. */
export declare function heldToPace(intervalMs: number, budget: HeartbeatBudget): boolean;
/** What the previous beat came to. */
export type LastBeat = {
    kind: 'none';
} | {
    kind: 'delivered';
    nextExpected?: string;
}
/** `streak` 429s in a row; `retryAfterMs` from the last one's Retry-After. */
 | {
    kind: 'busy';
    streak: number;
    retryAfterMs?: number;
} | {
    kind: 'failed';
}
/** The key's hourly ledger had no room for it until `until` (ms since the epoch). */
 | {
    kind: 'held';
    until: number;
};
export interface BeatPlanInput {
    /** ms since the epoch. */
    now: number;
    /** The interval the job was configured with. */
    intervalMs: number;
    budget: HeartbeatBudget;
    /** When this loop's heartbeat requests went out, one entry per attempt, oldest first. */
    sentAt: readonly number[];
    last: LastBeat;
    /** In [0, 1): where in the first gap this job's first beat falls when jobs share the key. */
    phase?: number;
}
/**
 * The wait before the next beat. The job's wish comes first: its interval, sooner when the
 * service's next_expected comes first, longer after a 429 (doubling, with Retry-After as a
 * floor). The budget then has the last word: a beat is never later than the service expects
 * unless the key's hour has no room for it, because a late beat costs nothing and an end report
 * that meets a 429 is lost.
 */
export declare function planNextBeat(p: BeatPlanInput): number;
/** When the next beat is due: the interval, or just before next_expected if that is sooner. */
export declare function nextBeatDelay(intervalMs: number, now: number, nextExpected: string | undefined): number;
/** A job's place in [0, 1), from its name: matrix legs have distinct names (`test (22)`). */
export declare function phaseOf(jobName: string): number;
