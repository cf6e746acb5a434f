/**
 * The landing page as data: one row per job, what a team keeps open, trouble first. Each job's
 * health over its latest runs (failing, stalled, flaky or healthy) with a strip of their states,
 * its last run and how long ago it started, when it last failed, its last and usual duration
 * ("slower than usual" by the one rule the command line and the action use too,
 * src/run/usual-duration.ts), the success rate of its kept runs, a sparkline of its latest
 * durations, and its late or missed schedule slots (from what the action sends at the end,
 * docs/action.md). The heading and the document title count the jobs in trouble.
 * Rendered by pages.ts, fetched by the page's script. Strings may hold text from requests.
 */
import { type JobDigest } from '../history/jobs.js';
import type { RunReport } from '../history/run-state.js';
import type { EmulatedRun } from '../service/types.js';
import { ago } from './format.js';
import type { Shape } from './charts.js';
import { type ScheduleStatus } from '../history/schedules.js';
export { ago };
/** How many of the latest ended runs the sparkline draws. */
export declare const SPARK_POINTS = 20;
/**
 * How many of its latest ended runs each job's digest holds: the sparkline's, and the last one
 * with the earlier ones the usual duration is the median of (USUAL.kept).
 */
export declare const DIGEST_POINTS: number;
export declare const SPARK: {
    width: number;
    height: number;
};
/** How many of its latest runs a job's health strip shows, and its flakiness is judged on. */
export declare const HEALTH_RUNS = 10;
export declare const HEALTH: {
    width: number;
    height: number;
};
/** The end metadata keys of a scheduled run (src/action/schedule.ts). */
export declare const LAG_KEY: "job_monitor.schedule.lag_seconds";
export declare const MISSED_KEY: "job_monitor.schedule.missed_slots";
/**
 * A job's health, in the order the overview lists them: its last ended run failed; its last run
 * went silent; its last ended run was cancelled (a cancel is no success: something stopped it,
 * and the line under it says what and when); its latest schedule slot passed its grace with no
 * run; one of its latest HEALTH_RUNS ended runs failed though the last did not; none of those
 * failed (healthy); no run of it has ended yet.
 */
export declare const HEALTHS: readonly ["failing", "stalled", "cancelled", "late", "flaky", "healthy", "new"];
export type Health = (typeof HEALTHS)[number];
export interface JobRow {
    key: string;
    job_name: string;
    job_href: string;
    /** One of HEALTHS, also its style. */
    health: string;
    /** "2 of the last 5 ended runs failed". */
    health_line: string;
    /** Its latest runs' states, oldest on the left. */
    strip: Shape[];
    status: string;
    status_class: string;
    /** "3 min ago"; its absolute time in `last_at`, the cell's title, and ISO in `last_iso`. */
    last_ago: string;
    last_at: string;
    last_iso: string;
    /** When its last failed run started: "2 h ago" ("none kept" when none is kept). */
    failed_ago: string;
    failed_at: string;
    failed_iso: string;
    /** Its last ended run's duration; '' before any run ended (its health line says so). */
    last_duration: string;
    /**
     * Its usual duration (the median of its earlier successful runs, src/run/usual-duration.ts);
     * '' while it has too few of them to say.
     */
    usual: string;
    /** "slower than usual" when the last ended run was, by that rule; else ''. */
    slow: string;
    success: string;
    runs: string;
    spark: Shape[];
    spark_title: string;
    /** Its standing in its schedule (schedule-view.ts), and the missed slots on hover. */
    schedule: string;
    schedule_title: string;
}
export interface OverviewView {
    /** The document's title: the jobs in trouble first, so a pinned tab tells. */
    title: string;
    /** The heading's count of the jobs in trouble. */
    headline: string;
    jobs: JobRow[];
    updated: string;
}
/** The line from `seconds` (oldest first) as segments within SPARK, the longest at the top. */
export declare function sparkline(seconds: number[]): Shape[];
/**
 * A job's health from its last run, its latest ended runs (oldest first) and its standing in its
 * schedule: the one judgement the overview and the job page both name. A job whose latest slot
 * passed its grace with no run is `late` over `flaky`, `healthy` and `new`; a failing, stalled or
 * cancelled job says that first.
 */
export declare function healthOf(last: RunReport, ended: EmulatedRun[], schedule: ScheduleStatus | undefined): Health;
/**
 * Why a run ended as its end report says it (the first line of error_details, cut to
 * REASON_CHARS), or '' when it sent none.
 */
export declare function reasonOf(run: EmulatedRun): string;
/** A square per run, oldest on the left, styled by its state (its time and state on hover). */
export declare function healthStrip(runs: RunReport[]): Shape[];
/**
 * The last ended run's duration, the job's usual one and whether the last was slower, by the
 * rule every front end uses (src/run/usual-duration.ts): the usual duration is the median of
 * the successful runs before the last (its latest USUAL.kept, once there are enough of them). A
 * cancelled run is not judged: it did not run its course. `latest`: ended runs, oldest first.
 */
export declare function durationsOf(latest: RunReport[]): {
    lastSeconds?: number;
    usualSeconds?: number;
    slow: boolean;
};
/**
 * The overview from each job in brief (a store's jobDigests, DIGEST_POINTS durations, in the
 * order each job's first run was received); `report` gives a run its state and duration.
 */
export declare function jobsOverview<R extends EmulatedRun>(digests: JobDigest<R>[], nowIso: string, report: (run: R) => RunReport): OverviewView;
