/**
 * What a history store is (runs, heartbeats, pipeline notifications), whichever keeps it: the
 * memory (history.ts) or a SQLite file (sqlite-history.ts). Both keep the same limits
 * (run-budget.ts for the runs) and pass the same tests.
 */
import type { Retention } from './bounded.js';
import type { JobDigest } from './jobs.js';
import type { RunFilter } from './run-filter.js';
import type { EmulatedRun, RecordedHeartbeat, RecordedNotification } from '../service/types.js';
/** How many runs are kept, their bytes, and what was dropped to stay within the limits. */
export interface RunRetention {
    kept: number;
    bytes: number;
    /** Runs dropped whole, and runs whose logs were dropped, since the last clear. */
    dropped: number;
    logsDropped: number;
    maxCount: number;
    maxBytes: number;
}
export interface RunStorage {
    get(runId: string): EmulatedRun | undefined;
    /** Oldest first. */
    list(filter?: RunFilter): EmulatedRun[];
    /** The newest `running` run of a job: the one its heartbeats count toward. */
    latestRunning(jobName: string): EmulatedRun | undefined;
    add(run: EmulatedRun): void;
    /** Stores a run again after it changed (a heartbeat, its end). */
    updated(run: EmulatedRun): void;
    retention(): RunRetention;
    /**
     * Each job in brief (jobs.ts, jobDigests), `points` of its latest durations, in the order each
     * job's first kept run was received.
     */
    jobDigests(points: number): JobDigest[];
}
/** Heartbeats or pipeline notifications: appended in time order, oldest dropped first. */
export interface EventStorage<T extends {
    at: string;
}> {
    push(item: T): void;
    /** Oldest first. */
    items(): T[];
    retention(): Retention;
}
export interface History {
    readonly runs: RunStorage;
    readonly heartbeats: EventStorage<RecordedHeartbeat>;
    readonly notifications: EventStorage<RecordedNotification>;
    /** The heartbeats counted toward one run, oldest first. */
    heartbeatsOf(runId: string): RecordedHeartbeat[];
    /**
     * Runs `fn` as one transaction: a request's changes are all kept or, if the process dies
     * part way, none of them.
     */
    transaction<T>(fn: () => T): T;
    /** Forgets runs last active, and events received, before `cutoffMs` (`--retention-days`). */
    prune(cutoffMs: number): void;
    /** Forgets everything (`POST /_emulator/reset`). */
    clear(): void;
    close(): void;
}
