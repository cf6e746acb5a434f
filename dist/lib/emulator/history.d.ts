/**
 * Where the emulator keeps its history (runs, heartbeats, pipeline notifications): in memory by
 * default, or in a SQLite file with `--data` (sqlite-history.ts) so that it survives a restart.
 * Both keep the same limits (limits.ts) and pass the same tests; the request record is not part
 * of the history and always stays in memory (record.ts).
 */
import { type Retention } from './bounded.js';
import { type EmulatorLimits } from './limits.js';
import type { RunFilter } from './run-filter.js';
import { type RunRetention } from './runs.js';
import type { EmulatedRun, RecordedHeartbeat, RecordedNotification } from './types.js';
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
/** The history in memory: lost when the process ends. */
export declare function memoryHistory(limits: EmulatorLimits): History;
