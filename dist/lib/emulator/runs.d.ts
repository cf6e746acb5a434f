/**
 * The run history, kept within a count and a byte budget. Over the bytes, the oldest runs lose
 * their logs first (the row stays, with how many bytes of logs it lost), then the oldest runs go;
 * the newest run is always kept whole.
 */
import type { RunStorage } from './history.js';
import { type RunFilter } from './run-filter.js';
import type { EmulatedRun } from './types.js';
export interface RunRetention {
    kept: number;
    bytes: number;
    /** Runs dropped whole, and runs whose logs were dropped, since the last clear. */
    dropped: number;
    logsDropped: number;
    maxCount: number;
    maxBytes: number;
}
export declare class RunStore implements RunStorage {
    readonly maxCount: number;
    readonly maxBytes: number;
    private runs;
    private bytes;
    private dropped;
    private logsDropped;
    constructor(maxCount: number, maxBytes: number);
    get(runId: string): EmulatedRun | undefined;
    /** Oldest first. */
    list(filter?: RunFilter): EmulatedRun[];
    latestRunning(jobName: string): EmulatedRun | undefined;
    /** Drops the runs last active before `cutoffMs` (counted as dropped). */
    prune(cutoffMs: number): void;
    add(run: EmulatedRun): void;
    /** Counts a run again after it changed (its end, with logs and metadata). */
    updated(run: EmulatedRun): void;
    private resize;
    /** Applies both limits, sparing `spared` (the run just added or changed). */
    private trim;
    private drop;
    retention(): RunRetention;
    clear(): void;
}
