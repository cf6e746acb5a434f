/**
 * The landing page as data: one row per job, what a team keeps open. Its last state and how long
 * ago it started, the success rate of its kept runs, a sparkline of its latest durations, and its
 * late or missed schedule slots (from what the action sends at the end, docs/action.md).
 * Rendered by pages.ts, fetched by the page's script. Strings may hold text from requests.
 */
import { type JobDigest } from '../history/jobs.js';
import type { RunReport } from '../history/run-state.js';
import type { EmulatedRun } from '../service/types.js';
import { type Shape } from './page-views.js';
/** How many of the latest ended runs the sparkline draws. */
export declare const SPARK_POINTS = 20;
export declare const SPARK: {
    width: number;
    height: number;
};
/** The end metadata keys of a scheduled run (src/action/schedule.ts). */
export declare const LAG_KEY: "job_monitor.schedule.lag_seconds";
export declare const MISSED_KEY: "job_monitor.schedule.missed_slots";
export interface JobRow {
    key: string;
    job_name: string;
    job_href: string;
    status: string;
    status_class: string;
    /** "3 min ago"; its absolute time in `last_at`, the cell's title. */
    last_ago: string;
    last_at: string;
    success: string;
    runs: string;
    spark: Shape[];
    spark_title: string;
    schedule: string;
}
export interface OverviewView {
    jobs: JobRow[];
    updated: string;
}
/** 45 s ago, 3 min ago, 2 h ago, 4 d ago; "in the future" for a clock ahead of ours. */
export declare function ago(iso: string, nowIso: string): string;
/** The line from `seconds` (oldest first) as segments within SPARK, the longest at the top. */
export declare function sparkline(seconds: number[]): Shape[];
/**
 * The overview from each job in brief (a store's jobDigests, SPARK_POINTS durations, in the
 * order each job's first run was received); `report` gives a run its state and duration.
 */
export declare function jobsOverview<R extends EmulatedRun>(digests: JobDigest<R>[], nowIso: string, report: (run: R) => RunReport): OverviewView;
