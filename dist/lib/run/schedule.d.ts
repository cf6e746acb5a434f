/**
 * A run's place in its job's schedule, in the metadata every front end sends under the same
 * names: the cron expression and its time zone, the grace the job allows, the slot the run
 * stands for, how late it came, and the slots missed since the run before it when that run is
 * known (the action reads it from GitHub; the command-line tool and the library know none). The
 * cron reading is util/cron.ts (cron's own rules, time-zone changes included).
 */
import type { Metadata } from '../client/wire.js';
import { type Cron } from '../util/cron.js';
export declare const SCHEDULE_KEYS: {
    readonly cron: "job_monitor.schedule.cron";
    readonly timeZone: "job_monitor.schedule.timezone";
    readonly graceSeconds: "job_monitor.schedule.grace_seconds";
    readonly slot: "job_monitor.schedule.slot";
    readonly lagSeconds: "job_monitor.schedule.lag_seconds";
    readonly missedSlots: "job_monitor.schedule.missed_slots";
    readonly missedSlotTimes: "job_monitor.schedule.missed_slot_times";
};
/** Missed slots counted at most (a minutely cron silent for a day is past it: "at least"). */
export declare const MAX_MISSED_COUNTED = 500;
/** Missed slots whose times are sent: the latest. */
export declare const MAX_MISSED_LISTED = 10;
/**
 * A run that starts this little before a slot stands for it: the clock of the machine that
 * started it and of the one it runs on may differ by seconds. Half the shortest cron period.
 */
export declare const EARLY_MS = 30000;
export interface Schedule {
    cron: Cron;
    /** An IANA time zone (util/zone-time.ts, zoneNamed). */
    timeZone: string;
    /** Sent when the job gives one; the action has none to give. */
    graceSeconds?: number;
}
/** The slot a run at `at` stands for: the latest at or before it, or just after it (EARLY_MS). */
export declare function slotOfRun(s: Schedule, at: number): number | undefined;
/**
 * The schedule's metadata for a run at `at` (GitHub's created_at, or the start of a run of the
 * command-line tool), with the slots missed since the run before it, at `previous`, when known.
 */
export declare function scheduleMetadata(s: Schedule, runs: {
    at?: number;
    previous?: number;
}): Metadata;
