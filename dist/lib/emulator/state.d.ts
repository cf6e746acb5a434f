/** What the emulator remembers between requests, and the answer type its handlers return. */
import { FaultBook } from './faults.js';
import { HourlyLimit } from './rate-limit.js';
import type { EmulatedRun, RecordedHeartbeat, RecordedNotification, RecordedRequest } from './types.js';
export interface Answer {
    status: number;
    body: unknown;
    /** Send `body` as a JSON string holding JSON (the monitoring endpoint's form, API text 2.2). */
    doubleEncoded?: boolean;
    headers?: Record<string, string>;
}
export declare class EmulatorState {
    readonly now: () => number;
    requests: RecordedRequest[];
    runs: Map<string, EmulatedRun>;
    notifications: RecordedNotification[];
    heartbeats: RecordedHeartbeat[];
    readonly faults: FaultBook;
    readonly limit: HourlyLimit;
    /** Numbers the request records; not reset, so a record's number stays unique. */
    seq: number;
    constructor(now: () => number, hourlyLimit: number);
    iso(): string;
    /** Forgets runs, records, faults and the hourly count. */
    reset(): void;
}
