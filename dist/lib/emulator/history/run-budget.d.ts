/**
 * The run history's bookkeeping, shared by both stores: how many runs are kept and their bytes,
 * what was dropped, and the one policy that keeps them within a count and a byte budget. Over
 * the count, the oldest runs go; over the bytes, the oldest runs lose their logs first (the row
 * stays, with how many bytes of logs it lost), then the oldest runs go; the run just added or
 * changed is always kept whole. Each store only says how to find and remove its oldest run or
 * its oldest run's logs.
 */
import type { RunRetention } from './storage.js';
import type { EmulatedRun } from '../service/types.js';
/** What a store does for the budget; each returns undefined when there is nothing to remove. */
export interface RunEviction {
    /** Removes the oldest run but `spared`: its bytes. */
    dropOldest(spared: string): number | undefined;
    /** Removes the logs of the oldest run but `spared` that has logs: its bytes after less before. */
    dropOldestLogs(spared: string): number | undefined;
}
export declare class RunBudget {
    readonly maxCount: number;
    readonly maxBytes: number;
    private count;
    private bytes;
    private dropped;
    private logsDropped;
    constructor(maxCount: number, maxBytes: number);
    /** The store's own totals (a SQLite file at open, or after a rollback). */
    recount(count: number, bytes: number): void;
    added(bytes: number): void;
    /** A run was stored again with `change` more bytes (or fewer). */
    resized(change: number): void;
    /** A run was removed to stay within the limits or the retention: counted as dropped. */
    removed(bytes: number): void;
    /** Applies both limits, sparing `spared` (the run just added or changed). */
    trim(spared: string, store: RunEviction): void;
    private evict;
    retention(): RunRetention;
    clear(): void;
}
/** Takes a run's logs out, leaving how many bytes they were. */
export declare function withoutLogs(run: EmulatedRun): void;
