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
export declare class RunStore {
    readonly maxCount: number;
    readonly maxBytes: number;
    private runs;
    private bytes;
    private dropped;
    private logsDropped;
    constructor(maxCount: number, maxBytes: number);
    get(runId: string): EmulatedRun | undefined;
    /** Oldest first. */
    list(): EmulatedRun[];
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
