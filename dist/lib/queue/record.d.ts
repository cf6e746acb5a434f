/**
 * One queued call as it is stored: its shape, its id and file names, and the check that
 * a file read back really is a record (anything else is ignored, never fatal).
 */
import type { RetryState, ServiceCall } from '../client/call.js';
import type { ServiceIdentity } from '../client/identity.js';
/** The format of the records this version writes and reads; any other is ignored. */
export declare const RECORD_VERSION = 2;
export interface QueueRecord {
    version: typeof RECORD_VERSION;
    /** Sortable by time: queue order is id order. */
    id: string;
    /** The request as data; it carries no key (the key is read from configuration at replay). */
    call: ServiceCall;
    /**
     * The service the call was meant for (its family's address, the key's fingerprint): replay
     * sends it only with a client for that same service. Absent only when the queueing client
     * could not say (a test double).
     */
    service?: ServiceIdentity;
    /** Local key linking the start and end report of one run while the run id is not known. */
    runKey?: string;
    /** When the call first failed (ms since the epoch). */
    firstFailureAt: number;
    /** Attempts made over all sequences so far. */
    totalAttempts: number;
    /** State of the current retry sequence; replay continues it. */
    retry: RetryState;
    lastError?: string;
}
/**
 * A new record id: the time (zero-padded, so ids sort as text), a per-process sequence for
 * calls queued in the same millisecond, then pid and random digits so that processes never
 * collide.
 */
export declare function newRecordId(now: number): string;
export declare function recordFileName(id: string): string;
/** Who holds a claim on a record, and since when. */
export interface ClaimOwner {
    hostTag: string;
    pid: number;
    claimedAt: number;
}
/**
 * The lock that claims a record for one replayer: `<id>.lock-<generation>`, created with an
 * exclusive create, so of replayers racing for one record exactly one creates it. Generation
 * 0 claims a free record; generation n + 1 takes over a stale lock n. The name is fixed by
 * the record and the generation (the owner is in the content): that is what makes two
 * claimers collide.
 */
export declare function lockFileName(id: string, generation: number): string;
/** What a lock file holds: its owner, and a token that tells this claim from a later one. */
export interface LockContent extends ClaimOwner {
    token: string;
}
export declare function newLock(now: number): LockContent;
export declare function serializeLock(lock: LockContent): string;
/** The lock's content, or undefined while it is being written (or is not ours). */
export declare function parseLock(text: string): LockContent | undefined;
/** What a directory entry is: a record, a lock on one, or something else (undefined). */
export type Entry = {
    kind: 'record';
    id: string;
    name: string;
} | {
    kind: 'lock';
    id: string;
    name: string;
    generation: number;
};
export declare function parseEntryName(name: string): Entry | undefined;
/** The record in `text`, or undefined when it is truncated, garbage or not for `id`. */
export declare function parseRecord(text: string, id: string): QueueRecord | undefined;
export declare function serializeRecord(record: QueueRecord): string;
/**
 * Short description of a record for log lines (never its body: it may hold logs), told apart
 * from another of the same job by when it was queued, not by its file's id, which means
 * nothing to a reader.
 */
export declare function describeRecord(r: QueueRecord): string;
