/**
 * Wall-clock time in a named time zone (IANA, `Europe/Berlin`), from the runtime's own zone
 * data (Intl): a zone's offset at an instant, the instants a wall-clock time stands for (none in
 * the hour the clocks skip, two in the hour they repeat), and an instant written as the zone's
 * wall clock. No dependency: Node carries the zone data (full ICU).
 */
/** Instants outside these years are no schedule's: nothing is computed for them. */
export declare const FIRST_MS: number;
export declare const LAST_MS: number;
/**
 * The zone's name as given, where the runtime knows a zone by it (`Asia/Kolkata` stays itself,
 * though ICU calls it `Asia/Calcutta`: the name the user chose is the one they read back), in
 * the runtime's case where it is the runtime's own name too (`europe/berlin` is
 * `Europe/Berlin`); a whole-hour offset is the zone that keeps it (`+01:00` is `Etc/GMT-1`).
 * Undefined when the runtime knows no zone by that name. Never throws.
 */
export declare function zoneNamed(name: unknown): string | undefined;
/** Whether two names (zoneNamed's) are of one zone: `Asia/Kolkata` and `Asia/Calcutta` are. */
export declare function sameZone(a: string, b: string): boolean;
/** The runtime's own zone (the TZ variable, else the system's), else UTC. */
export declare function localZone(): string;
export interface WallTime {
    year: number;
    /** 1 to 12. */
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
}
/** The wall clock of `zone` at the instant `ms` (a known zone, a time in range). */
export declare function wallTimeAt(ms: number, zone: string): WallTime;
/** The zone's offset from UTC at the instant `ms`, in ms (+1 h is 3,600,000). */
export declare function offsetAt(ms: number, zone: string): number;
/**
 * The instants a wall-clock time (`wall`: that time as if it were UTC) stands for in `zone`,
 * in order: one; none when the clocks skip it (the hour they go forward); two when they repeat
 * it (the hour they go back). Zones change their offset at most once within a day or two, so the
 * offsets a day either side are the only ones it can have.
 */
export declare function instantsOfWall(wall: number, zone: string): number[];
/**
 * The instant the clocks went forward over a skipped wall-clock time `wall`: the first instant
 * with the later offset, to the second. Undefined when `wall` is not skipped.
 */
export declare function skipEndingAt(wall: number, zone: string): number | undefined;
/**
 * Whether no offset change falls between the wall-clock days `fromDay` and `toDay` (each as
 * midnight in UTC terms): then each wall time of those days is one instant, `wall - offset`.
 */
export declare function steadyOffset(fromDay: number, toDay: number, zone: string): number | undefined;
/** `+02:00`, `-05:00`, `+05:45`. */
export declare function offsetText(offsetMs: number): string;
/**
 * An instant as the zone's wall clock to the minute, with its offset, which tells apart the two
 * readings of a repeated hour: `2026-10-25 02:30 +02:00`. '' for a time out of range or a zone
 * the runtime does not know.
 */
export declare function wallText(ms: number, zone: string): string;
