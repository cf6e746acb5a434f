/**
 * A scheduled job's standing (history/schedules.ts) as the pages and `job-monitor runs` say it:
 * whether it is late, the next run expected and the slots no run came for, each time in the
 * job's own time zone (its wall clock and offset, which tells apart the two readings of the hour
 * the clocks repeat). Strings may hold text from requests: the pages set them as text.
 */
import type { ScheduleStatus } from '../history/schedules.js';
import type { ContextFact } from './run-context.js';
/** The overview's cell for a job, and its hover text; both '' for a job with no schedule. */
export declare function scheduleCell(s: ScheduleStatus | undefined, nowMs: number): {
    schedule: string;
    schedule_title: string;
};
/** The job page's Schedule section: a fact a row; none for a job with no schedule. */
export declare function scheduleFacts(s: ScheduleStatus | undefined): ContextFact[];
/** A job's standing as an answer of `GET /_emulator/jobs` holds it, checked; else undefined. */
export declare function statusOf(v: unknown): ScheduleStatus | undefined;
/**
 * What `job-monitor runs` prints under its table: each scheduled job's standing, its next run
 * and the slots it missed, a line each; '' when no job has a schedule.
 */
export declare function scheduleLines(jobs: unknown[]): string;
