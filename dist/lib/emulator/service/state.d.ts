/** What the emulator remembers between requests, and the answer type its handlers return. */
import { type Retention } from '../history/bounded.js';
import { FaultBook } from './faults.js';
import type { EventStorage, History, RunRetention, RunStorage } from '../history/storage.js';
import { type EmulatorLimits } from './limits.js';
import { HourlyLimit } from './rate-limit.js';
import { RequestRecord } from './record.js';
import type { RunQuery } from '../history/run-query.js';
import { type RunReport } from '../history/run-state.js';
import type { EmulatedRun, RecordedHeartbeat, RecordedNotification } from './types.js';
export interface Answer {
    status: number;
    body: unknown;
    /** Send `body` as a JSON string holding JSON (the monitoring endpoint's form, API text 2.2). */
    doubleEncoded?: boolean;
    headers?: Record<string, string>;
}
/** How much each store keeps and has dropped: `GET /_emulator/record` and the run page. */
export interface RecordSummary {
    requests: Retention;
    runs: RunRetention;
    heartbeats: Retention;
    notifications: Retention;
    maxBodyBytes: number;
}
export declare class EmulatorState {
    readonly now: () => number;
    readonly limits: EmulatorLimits;
    readonly history: History;
    /** The interval behind next_expected, which also says when a run is stalled. */
    readonly intervalMs: number;
    /** Runs and events older than this many days are forgotten; undefined keeps them. */
    readonly retentionDays?: number | undefined;
    readonly requests: RequestRecord;
    readonly runs: RunStorage;
    readonly notifications: EventStorage<RecordedNotification>;
    readonly heartbeats: EventStorage<RecordedHeartbeat>;
    readonly faults: FaultBook;
    readonly limit: HourlyLimit;
    private prunedAt;
    constructor(now: () => number, hourlyLimit: number, limits: EmulatorLimits, history: History, 
    /** The interval behind next_expected, which also says when a run is stalled. */
    intervalMs: number, 
    /** Runs and events older than this many days are forgotten; undefined keeps them. */
    retentionDays?: number | undefined);
    iso(): string;
    /** Forgets what is older than the retention (at most once a minute: it runs on requests). */
    pruneOld(): void;
    report(run: EmulatedRun): RunReport;
    /** The runs a query asks for, with their state, oldest first. */
    reports(q?: RunQuery): RunReport[];
    summary(): RecordSummary;
    /** Forgets runs, records, faults and the hourly count. */
    reset(): void;
}
