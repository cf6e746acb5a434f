export interface Cron {
    /** The five fields as given, blanks between them made single; a macro as its five fields. */
    expression: string;
    minutes: boolean[];
    hours: boolean[];
    daysOfMonth: boolean[];
    months: boolean[];
    /** 0 (Sunday) to 6. */
    daysOfWeek: boolean[];
    /** Either day field starts with `*`: a day must match both (cron's DOM_STAR, DOW_STAR). */
    dayStar: boolean;
    /** The minute or the hour field starts with `*` (cron's "wildcard" entry; see above). */
    wildcard: boolean;
}
/** A crontab schedule, or why the text is none (a sentence for a message). Never throws. */
export declare function readCron(raw: unknown): Cron | {
    error: string;
};
/**
 * The slots after `from` and at or before `to`, earliest first, at most `max`; the search
 * stops after SEARCH_DAYS days without one.
 */
export declare function slotsAfter(c: Cron, zone: string, from: number, to: number, max: number): number[];
/**
 * The latest slots at or before `to` and at or after `from`, latest first, at most `max`; the
 * search stops after SEARCH_DAYS days without one.
 */
export declare function slotsBefore(c: Cron, zone: string, to: number, from: number, max: number): number[];
/** The first slot after `after`; undefined when none comes within the search. */
export declare function nextSlot(c: Cron, zone: string, after: number): number | undefined;
/** The latest slot at or before `at`; undefined when none is within the search. */
export declare function slotAtOrBefore(c: Cron, zone: string, at: number): number | undefined;
