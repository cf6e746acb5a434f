import type { RunReport } from './history/run-state.js';
import { type EmulatorLimits } from './service/limits.js';
import { type RecordSummary } from './service/state.js';
import type { EmulatedRun, Fault, RecordedHeartbeat, RecordedNotification, RecordedRequest } from './service/types.js';
export interface EmulatorOptions {
    /** 0 (the default) picks a free port. */
    port?: number;
    host?: string;
    apiKey: string;
    /** Requests per hour per key (API text, 8): 100. */
    hourlyLimit?: number;
    /** The interval behind next_expected (the API text's example: 5 minutes). */
    heartbeatIntervalSeconds?: number;
    now?: () => number;
    /** What it accepts and keeps (limits.ts has the defaults). */
    limits?: Partial<EmulatorLimits>;
    /**
     * A SQLite file to keep the history in (runs, heartbeats, pipeline notifications), so that
     * it survives a restart; needs Node 22.13 or later. Without it the history is in memory.
     */
    dataFile?: string;
    /** Forget runs last active, and events received, more than this many days ago. */
    retentionDays?: number;
}
export interface Emulator {
    url: string;
    apiKey: string;
    requests(): RecordedRequest[];
    /** The runs as kept: a status of the API text (a silent run is `running` here). */
    runs(): EmulatedRun[];
    /**
     * The runs as the pages and `GET /_emulator/runs` show them, oldest first: each with its
     * state (`stalled` for a running run gone silent), its duration and how long it has been
     * silent. What a summary of the history should print.
     */
    reports(): RunReport[];
    notifications(): RecordedNotification[];
    heartbeats(): RecordedHeartbeat[];
    /** How much is kept and how much was dropped to stay within the limits. */
    record(): RecordSummary;
    inject(f: Fault): void;
    clearFaults(): void;
    /** Forgets runs, records, faults and the hourly count. */
    reset(): void;
    close(): Promise<void>;
}
export declare function startEmulator(o: EmulatorOptions): Promise<Emulator>;
