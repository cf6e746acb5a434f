import { readableText } from '../../logs/runner-markup.js';
import type { RecordSummary } from '../service/state.js';
import type { EmulatedRun } from '../service/types.js';
/**
 * A run's error_details as a person reads them ('' when it sent none): lines the GitHub runner
 * marked up (`##[error]`, `##[group]Run ...`) read as its job page shows them
 * (logs/runner-markup.ts, the rule the action quotes steps by). Every page and table shows
 * error_details through this, and logs through readableText.
 */
export declare function detailsOf(details: string | null | undefined): string;
export { readableText };
export declare function durationOf(run: EmulatedRun, nowIso?: string): string;
/** 2026-11-22T10:00:00.123+00:00 -> 2026-11-22 10:00:00 (UTC). */
export declare function shortTime(iso: string | null | undefined): string;
/** 45 s ago, 3 min ago, 2 h ago, 4 d ago; "in the future" for a clock ahead of ours. */
export declare function ago(iso: string | null | undefined, nowIso: string): string;
/**
 * A moment as the pages show it: how long ago (the text), the absolute time in UTC (its hover
 * title) and the ISO time a <time datetime> carries; all '' for no time. A time that does not
 * parse is shown as it was sent.
 */
export interface Moment {
    ago: string;
    at: string;
    iso: string;
}
export declare function momentOf(iso: string | null | undefined, nowIso: string): Moment;
/** The line under every page that says when its view was made. */
export declare const updatedLine: (nowIso: string) => string;
/** A share as a percentage: 66.7%. */
export declare const percent: (rate: number) => string;
/** What the emulator keeps and has dropped to stay within its limits, in one line. */
export declare function retentionLine(s: RecordSummary): string;
