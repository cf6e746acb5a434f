/** What the emulator remembers between requests, and the answer type its handlers return. */
import { BoundedList, type Retention } from './bounded.js';
import { FaultBook } from './faults.js';
import { type EmulatorLimits } from './limits.js';
import { HourlyLimit } from './rate-limit.js';
import { RequestRecord } from './record.js';
import { type RunRetention, RunStore } from './runs.js';
import type { RecordedHeartbeat, RecordedNotification } from './types.js';
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
    readonly requests: RequestRecord;
    readonly runs: RunStore;
    readonly notifications: BoundedList<RecordedNotification>;
    readonly heartbeats: BoundedList<RecordedHeartbeat>;
    readonly faults: FaultBook;
    readonly limit: HourlyLimit;
    constructor(now: () => number, hourlyLimit: number, limits: EmulatorLimits);
    iso(): string;
    summary(): RecordSummary;
    /** Forgets runs, records, faults and the hourly count. */
    reset(): void;
}
