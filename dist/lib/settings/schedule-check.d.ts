/**
 * A job's schedule as the user gives it, for the command-line tool's flags and variables and
 * the library's options alike: the cron expression (util/cron.ts; it may name its zone, as
 * below), the zone it is read in, and the grace. A value that cannot be read is a SettingError
 * naming the input: a schedule that is wrong would report every run of the job as late.
 */
import { type Cron } from '../util/cron.js';
/**
 * How long after its slot a run may start before the job counts as late, unless the job says:
 * a cron host starts a job within seconds, a busy CI system in minutes.
 */
export declare const DEFAULT_GRACE_SECONDS = 300;
/** The grace after a slot: whole seconds, at most a week. */
export declare const GRACE_BOUNDS: {
    readonly min: 0;
    readonly max: number;
    readonly unit: "seconds";
};
/** A job's schedule as read (the shape of run/schedule.ts's Schedule). */
export interface ScheduleSetting {
    cron: Cron;
    timeZone: string;
    graceSeconds: number;
}
/** Where each part of the schedule came from, to name it in a message. */
export interface ScheduleInputs {
    cron: [value: string | undefined, input: string];
    timeZone: [value: string | undefined, input: string];
    grace: [value: string | undefined, input: string];
    /** The zone when none is given: the machine's own, as cron reads a crontab (TZ, else the system's). */
    localTimeZone?: string;
}
/** A time zone by its IANA name, as given (`Asia/Kolkata`; `europe/berlin` is `Europe/Berlin`). */
export declare function checkTimeZone(raw: string | undefined, setting: string): string | undefined;
/**
 * The zone the machine's cron reads a crontab in: TZ when it names a zone (`:Europe/Berlin`
 * too), else the runtime's own, else UTC.
 */
export declare function localTimeZoneOf(tz: string | undefined): string;
/** The schedule, or undefined when no cron expression is given. */
export declare function checkSchedule(inputs: ScheduleInputs): ScheduleSetting | undefined;
