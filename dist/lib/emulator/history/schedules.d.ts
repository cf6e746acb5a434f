/**
 * A scheduled job's standing, from what its reports carry: the cron expression, its time zone
 * and grace (the metadata the action, the command-line tool and the library send, docs/cli.md
 * and docs/action.md), and when each run started. The emulator states the keys itself and
 * judges the slots itself: which slot each run stands for, which slots no run came for
 * (missed), whether the job is late now (its latest slot passed its grace without a run), and
 * when the next run is expected.
 *
 * What it shares with the clients is the reading of a cron expression (util/cron.ts), and only
 * that. The emulator keeps no code of the client's so that a mistake in one cannot hide in the
 * other; but a cron expression is no rule of the API text the emulator checks the client
 * against: it is cron's, and both must read it as cron does, or the run page (the slot the
 * client sent) and the job page (the slot judged here) would contradict each other over the
 * same run. The judging is the emulator's own, from the raw facts (the expression, the zone,
 * the start times), never from the counts the client sent; and the tests name the slots they
 * expect as times, so a mistake in the shared reading fails them rather than hiding.
 */
import type { Metadata } from '../service/api.js';
import type { EmulatedRun } from '../service/types.js';
/** The schedule metadata's keys, as the clients send them (a test holds them to theirs). */
export declare const SCHEDULE_FACT_KEYS: {
    readonly cron: "job_monitor.schedule.cron";
    readonly timeZone: "job_monitor.schedule.timezone";
    readonly graceSeconds: "job_monitor.schedule.grace_seconds";
    readonly slot: "job_monitor.schedule.slot";
    readonly lagSeconds: "job_monitor.schedule.lag_seconds";
    readonly missedSlots: "job_monitor.schedule.missed_slots";
    readonly missedSlotTimes: "job_monitor.schedule.missed_slot_times";
};
/** The grace when the reports name none (the clients' default too). */
export declare const DEFAULT_GRACE_SECONDS = 300;
/** A run this little before a slot stands for it (clocks differ by seconds; the clients' too). */
export declare const EARLY_MS = 30000;
/** The latest slots judged per job: a minutely job's last 8 hours, a daily one's 500 days. */
export declare const MAX_CHECKED = 500;
/** The missed slots named, the latest. */
export declare const MAX_LISTED = 10;
/** A run's schedule facts (its start's metadata, the end's over it), and when it started. */
export interface ScheduledRun {
    startMs: number;
    facts: Metadata;
}
/** The schedule keys of `metadata` that hold a value. */
export declare function pickScheduleFacts(metadata: Metadata | null | undefined): Metadata;
/**
 * The run's schedule facts, the end's over the start's; undefined when it names no schedule.
 * Asked of every run the overview digests: no copy of a run's metadata is made.
 */
export declare function scheduleFactsOf(run: EmulatedRun): Metadata | undefined;
/** The scheduled runs among `runs`, those whose start time can be read. */
export declare function scheduledRunsOf(runs: EmulatedRun[]): ScheduledRun[];
/** A job's standing in its schedule: what `GET /_emulator/jobs` and the pages say of it. */
export interface ScheduleStatus {
    cron: string;
    timezone: string;
    grace_seconds: number;
    /** The slot the first kept run under this schedule stood for (ISO), else when it started. */
    since: string;
    /** `late`: its latest slot passed the grace without a run; `due`: within it. */
    state: 'on time' | 'due' | 'late';
    /** The slot it is due or late for (ISO); null when on time. */
    waiting_for: string | null;
    next_expected: string | null;
    /** The latest MAX_LISTED slots no run came for, oldest first (ISO), over the slots judged. */
    missed_slots: string[];
    missed_count: number;
    /** The count stopped at the MAX_CHECKED slots judged: there may be more. */
    missed_at_least: boolean;
}
/** The job's standing in its schedule at `now`, from its scheduled runs; undefined for none. */
export declare function scheduleStatus(runs: ScheduledRun[], now: number): ScheduleStatus | undefined;
