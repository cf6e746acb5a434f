/**
 * The key's hour as every job on a machine shares it: whether one more request may go, when
 * the next may, how long a 429 holds everything back, and whether the jobs' cadences fit the
 * hour at all. Pure: the ledger (hour-ledger.ts) reads and writes; this decides.
 *
 * The service allows 100 requests per hour per key (API text, 8) and does not say whether the
 * hour is fixed or sliding (8.5): no more than the limit in any sliding hour is no more in any
 * clock hour either, so that is what is kept. Start and end reports and pipeline notifications
 * are reports: never dropped, only held back (queued) until the hour has room. Heartbeats give
 * way first: one goes only while the hour keeps room for as many reports as the last hour
 * carried, and at least for one job's start, end with its retries and notifications, as the
 * action's matrix budget keeps for each job (heartbeat-budget.ts).
 */
import type { CallKind } from './call.js';
/** What a request counts as in the hour: a report (never dropped) or a heartbeat (gives way). */
export type TicketKind = 'report' | 'heartbeat';
/** One request of the key made (or about to be made) from this machine. */
export interface Ticket {
    /** Its place in the ledger's order: a request counts every one numbered before it. */
    n: number;
    /** When it goes, ms since the epoch. */
    at: number;
    kind: TicketKind;
}
export type Permit = {
    granted: true;
} | {
    granted: false;
    until: number;
    why: string;
};
/** Every request but a heartbeat is a report: a GET of the pipelines is asked for by a person. */
export declare function ticketKindOf(kind: CallKind | 'list-pipelines'): TicketKind;
/** The reports' room heartbeats never take: one job's start, end with retries, notifications. */
export declare const REPORT_RESERVE_FLOOR: number;
/**
 * Whether a request of `kind` may go at `at`, given the tickets numbered before its own; when
 * not, the earliest moment one leaving the hour makes room (if no other comes meanwhile).
 */
export declare function roomAt(kind: TicketKind, at: number, earlier: readonly Ticket[], limit: number): Permit;
/** The service's 429 held the key back until `until`; `streak` 429s in a row so far. */
export interface Pause {
    until: number;
    streak: number;
}
/** Without a Retry-After, the first 429 holds the key back this long, doubling with each next one. */
export declare const FIRST_PAUSE_MS = 60000;
/**
 * How long a 429 holds every request of the key back: its Retry-After when it has one; else a
 * minute, doubled for each 429 in a row, up to the hour (the rule's exponential backoff, at the
 * scale of an hourly limit). A 429 means the key is used beyond what this machine counted (by
 * another machine, or before the ledger began): only the service knows when its hour ends.
 */
export declare function pauseAfter429(now: number, retryAfterMs: number | undefined, previous?: Pause): Pause;
/** A pause in force at `at`, as a refusal. */
export declare function pausedAt(pause: Pause | undefined, at: number): Permit | undefined;
/** One job's recent starts on this machine and what each run sends for sure. */
export interface JobPace {
    /** ms since the epoch, oldest first. */
    starts: number[];
    /** Reports one run sends: its start and end, and two pipeline notifications when it has one. */
    reportsPerRun: number;
}
/** Starts kept per job: enough for a steady median, little enough to read at every start. */
export declare const PACE_STARTS_KEPT = 6;
/** The job's usual gap between starts (the median of its recent gaps); undefined before two. */
export declare function cadenceOf(starts: readonly number[]): number | undefined;
/** Whether the jobs of a key, at their cadences, fit its hour: what one start finds. */
export interface HourFit {
    fits: boolean;
    /** Reports per hour all the key's active jobs on this machine need. */
    need: number;
    /** This job's gap between starts, when it has started before. */
    cadenceMs?: number;
    /** Jobs of this key on this machine that still start to a cadence, this one included. */
    activeJobs: number;
}
export declare function hourFit(own: JobPace, others: readonly JobPace[], now: number, limit: number): HourFit;
