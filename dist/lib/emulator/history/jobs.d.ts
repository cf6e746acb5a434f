/**
 * Each job's history in a few figures (`GET /_emulator/jobs`, and the job page): how many runs,
 * how many are running or stalled, the success rate of those that ended, the last run, and the
 * durations of its latest ended runs (the page's chart).
 */
import type { EmulatedRun } from '../service/types.js';
import type { RunReport, RunState } from './run-state.js';
import { type ScheduledRun } from './schedules.js';
/** How many ended runs the duration series holds. */
export declare const DURATION_POINTS = 50;
export interface JobSummary {
    job_name: string;
    runs: number;
    running: number;
    stalled: number;
    /** success / (success + failed + cancelled); null before any run ended. */
    success_rate: number | null;
    last_run: {
        run_id: string;
        state: RunState;
        start_time: string;
        end_time: string | null;
        duration_seconds: number | null;
    };
    /** Ended runs, oldest first. */
    durations: Array<{
        run_id: string;
        start_time: string;
        state: RunState;
        seconds: number;
    }>;
}
/**
 * The runs in the order they started. They are stored in the order their reports arrived,
 * which is not the same: a start report queued while the service was down arrives after later
 * runs. A start time that does not parse keeps its place (the sort is stable).
 */
export declare function byStartTime<R extends EmulatedRun>(runs: R[]): R[];
/** Summaries of the jobs in `runs` (oldest first), the most recently started job first. */
export declare function jobSummaries(runs: RunReport[]): JobSummary[];
export declare function jobSummary(received: RunReport[]): JobSummary;
/**
 * The end metadata keys of a run started by a schedule (src/action/schedule.ts): the lag behind
 * its slot, and the slots missed before it.
 */
export declare const SCHEDULE_KEYS: {
    readonly lagSeconds: "job_monitor.schedule.lag_seconds";
    readonly missedSlots: "job_monitor.schedule.missed_slots";
};
/** True when the run's start or end said where it stands in a schedule (schedules.ts). */
export declare function isScheduled(run: EmulatedRun): boolean;
/** True when the run ended and both its start and end times parse: its duration is known. */
export declare function hasDuration(run: EmulatedRun): boolean;
/**
 * A job in the few runs and counts the overview shows of it, which a store can give without
 * reading every run it keeps. A run has an end_time exactly when it is no longer running (the
 * service's rules), so a store may count either.
 */
export interface JobDigest<R extends EmulatedRun = EmulatedRun> {
    job_name: string;
    runs: number;
    /** Runs that ended, and of those the ones that succeeded. */
    ended: number;
    succeeded: number;
    /** The last run in the order they started (byStartTime). */
    last: R;
    /** The newest `points` ended runs whose duration is known, in the order they started. */
    latest: R[];
    /** The failed run that started last (its start time parses); undefined when none failed. */
    lastFailed?: R;
    /**
     * Its runs that named a schedule and whose start time parses, in the order they were
     * received: their schedule facts (the end's over the start's) and start times.
     */
    schedules: ScheduledRun[];
}
/**
 * The digests of the jobs in `runs` (in the order they were received), in the order each job's
 * first run was received. What a store's digests must equal.
 */
export declare function jobDigests<R extends EmulatedRun>(runs: R[], points: number): JobDigest<R>[];
