/**
 * One queued call as it is stored: its shape, its id and file names, and the check that
 * a file read back really is a record (anything else is ignored, never fatal).
 */
import type { RetryState, ServiceCall } from '../client/call.js';
import type { ServiceIdentity } from '../client/identity.js';
/**
 * 2 added `service`. Records of version 1 carry no service: nobody can prove they are theirs,
 * so they are never sent (see replay).
 */
export declare const RECORD_VERSION = 2;
export declare const LEGACY_RECORD_VERSION = 1;
export interface QueueRecord {
    version: typeof RECORD_VERSION | typeof LEGACY_RECORD_VERSION;
    /** Sortable by time: queue order is id order. */
    id: string;
    /** The request as data; it carries no key (the key is read from configuration at replay). */
    call: ServiceCall;
    /**
     * The service the call was meant for (its family's address, the key's fingerprint): replay
     * sends it only with a client for that same service. Absent only when the queueing client
     * could not say (a test double), and in version 1 records.
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
 * The name a record takes while one replayer sends it. Renaming into it is the claim: only
 * one rename of the same file succeeds. The name says who claimed it and when, so a claim
 * left by a crashed process can be recognised and taken over.
 */
export declare function claimFileName(id: string, owner: ClaimOwner): string;
export declare function ownClaim(now: number): ClaimOwner;
/** What a directory entry is: a free record, a claimed one, or something else (undefined). */
export type Entry = {
    kind: 'record';
    id: string;
    name: string;
} | {
    kind: 'claim';
    id: string;
    name: string;
    owner: ClaimOwner;
};
export declare function parseEntryName(name: string): Entry | undefined;
/** The record in `text`, or undefined when it is truncated, garbage or not for `id`. */
export declare function parseRecord(text: string, id: string): QueueRecord | undefined;
export declare function serializeRecord(record: QueueRecord): string;
/** Short description of a record for log lines (never its body: it may hold logs). */
export declare function describeRecord(r: QueueRecord): string;
