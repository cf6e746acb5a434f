/**
 * Each job's history in a few figures (`GET /_emulator/jobs`, and the job page): how many runs,
 * how many are running or stalled, the success rate of those that ended, the last run, and the
 * durations of its latest ended runs (the page's chart).
 */
import type { RunReport, RunState } from './run-state.js';
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
export declare function byStartTime(runs: RunReport[]): RunReport[];
/** Summaries of the jobs in `runs` (oldest first), the most recently started job first. */
export declare function jobSummaries(runs: RunReport[]): JobSummary[];
export declare function jobSummary(received: RunReport[]): JobSummary;
