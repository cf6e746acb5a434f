/** Shared formatting for the run table and the run page. */
import type { RecordSummary } from '../service/state.js';
import type { EmulatedRun } from '../service/types.js';
export declare function durationOf(run: EmulatedRun, nowIso?: string): string;
/** 4.2 s, 3 min 5 s, 2 h 10 min. */
export declare function formatSeconds(seconds: number): string;
/** 2026-11-22T10:00:00.123+00:00 -> 2026-11-22 10:00:00 (UTC). */
export declare function shortTime(iso: string | null | undefined): string;
/** What the emulator keeps and has dropped to stay within its limits, in one line. */
export declare function retentionLine(s: RecordSummary): string;
