/**
 * The run history in memory, kept within a count and a byte budget by the policy both stores
 * share (run-budget.ts).
 */
import { type JobDigest } from './jobs.js';
import type { RunRetention, RunStorage } from './storage.js';
import { type RunFilter } from './run-filter.js';
import type { EmulatedRun } from '../service/types.js';
export declare class RunStore implements RunStorage {
    private runs;
    private readonly budget;
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
    /** Measures a changed run again: the change in its bytes. */
    private resize;
    /** Oldest first: a Map keeps the order runs were added in. */
    private readonly eviction;
    retention(): RunRetention;
    jobDigests(points: number): JobDigest[];
    clear(): void;
}
