import type { RetryState, ServiceCall } from '../client/call.js';
import { type Clock } from '../util/clock.js';
import type { ServiceIdentity } from '../client/identity.js';
import { DEFAULT_CLAIM_MAX_AGE_MS, DEFAULT_HEARTBEAT_MAX_AGE_MS, DEFAULT_MAX_RECORDS, DEFAULT_ORPHAN_END_MAX_AGE_MS } from './constants.js';
import type { Deliverer } from '../client/client-shape.js';
import { type Disk } from '../util/disk.js';
import { type QueueRecord } from './record.js';
import { type ReplayOptions, type ReplaySummary, type RunPass } from './replay.js';
export type { QueueRecord } from './record.js';
export type { ReplayOptions, ReplaySummary, RunPass } from './replay.js';
export interface QueueOptions {
    dir: string;
    clock?: Clock;
    /** Size cap; queueing beyond it drops the oldest records (default 500). */
    maxRecords?: number;
    /** Queued heartbeats older than this are dropped on replay (default 5 minutes). */
    heartbeatMaxAgeMs?: number;
    log?: (message: string) => void;
    /**
     * A claim older than this is taken over by another replayer (default 10 minutes). A replay
     * bounds each delivery to half of it.
     */
    claimMaxAgeMs?: number;
    /**
     * An end report waiting for a start that is neither queued nor delivered is dropped after
     * this long (default 6 hours: its start may still be with a background retry until then).
     */
    orphanEndMaxAgeMs?: number;
    /** The file system and the platform whose rules it follows (tests hand in their own). */
    disk?: Disk;
}
export { DEFAULT_MAX_RECORDS, DEFAULT_HEARTBEAT_MAX_AGE_MS, DEFAULT_CLAIM_MAX_AGE_MS, DEFAULT_ORPHAN_END_MAX_AGE_MS };
export { type QueuePlaceFacts, defaultQueueDir } from './location.js';
export declare class RunQueue {
    readonly dir: string;
    private readonly clock;
    private readonly maxRecords;
    private readonly heartbeatMaxAgeMs;
    private readonly claimMaxAgeMs;
    private readonly orphanEndMaxAgeMs;
    private readonly log;
    private readonly store;
    private readonly runIds;
    constructor(o: QueueOptions);
    /** Writes one record for `call` (atomically, mode 0600), then holds the size cap. */
    enqueue(call: ServiceCall, info?: {
        runKey?: string;
        retry?: RetryState;
        lastError?: string;
        service?: ServiceIdentity;
    }): Promise<QueueRecord>;
    /** Every readable record (free or being sent), in queue order. */
    list(): Promise<QueueRecord[]>;
    /**
     * Removes the free records that `matches` (a record a replayer is sending is left to it),
     * logging each with `reason`; returns how many went. The run protocol uses it for what a
     * later record supersedes, among the records of its run it read already (`among`, from
     * replayRun): then the folder is listed, for what is gone and what a replayer holds now, and
     * no record is read again.
     */
    discard(matches: (r: QueueRecord) => boolean, reason: string, among?: QueueRecord[]): Promise<number>;
    runIdFor(runKey: string): Promise<string | undefined>;
    rememberRunId(runKey: string, runId: string): Promise<void>;
    /** Called when a run's end report is delivered: its run key link is no longer needed. */
    forgetRunId(runKey: string): Promise<void>;
    /** Sends what is queued (see replayQueue). */
    replay(client: Deliverer, o?: ReplayOptions): Promise<ReplaySummary>;
    /**
     * Sends one run's queued records (replay with its runKey), and answers with the run's records
     * still queued after the pass: what an end needs, for one read of the queue. A cron job's
     * end with the hour's overflow queued reads each record once, not once before the pass, once
     * in it, once to count what is left and once more to see what of its run is left.
     */
    replayRun(client: Deliverer, runKey: string, o?: Omit<ReplayOptions, 'runKey'>): Promise<RunPass>;
    private replayContext;
    /**
     * Drops the oldest records while the queue holds more than `maxRecords`. A start report
     * takes the end reports of its run with it: an end cannot be delivered without the run id
     * its start returns. A run that includes the record just queued is passed over, and so are
     * records a replayer is sending. Every drop is logged.
     */
    private holdCap;
}
/** A fresh local run key: links a run's queued start and end reports. */
export declare function newRunKey(): string;
