import type { Clock } from '../client/clock.js';
import { type ClaimOwner, type Entry, type QueueRecord } from './record.js';
/** A record this process has claimed: it alone may send, update or delete it. */
export interface Held {
    record: QueueRecord;
    /** Current file name (the claim name). */
    name: string;
}
/** A record found in the directory, with the entry it was read from. */
export interface Found {
    entry: Entry;
    record: QueueRecord;
}
export declare class RecordStore {
    readonly dir: string;
    private readonly clock;
    private ready?;
    /** The last failure to write, repeated without touching the disk until `until`. */
    private refusal?;
    constructor(dir: string, clock: Clock);
    private path;
    ensureDir(): Promise<void>;
    /**
     * Writes a record. A directory that cannot be created or written (read-only, a file in the
     * way, a name the kernel refuses, a full disk) refuses at once for a while after a failure:
     * a caller that queues in a loop gets the same answer without a system call each time.
     */
    write(record: QueueRecord): Promise<void>;
    /** Records and claims in id order (queue order); other names (temporary files...) left out. */
    entries(): Promise<Entry[]>;
    /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
    read(entry: Entry): Promise<QueueRecord | undefined>;
    /**
     * Every readable record, once each, in queue order. Unreadable files (a record cut short
     * by a crash on a file system without atomic rename, or garbage) are reported to
     * `onUnreadable` and otherwise ignored.
     */
    readAll(onUnreadable?: (entry: Entry) => void): Promise<Found[]>;
    private exists;
    /** True when any file of record `id` (free or claimed) is still in the directory. */
    isPresent(id: string): Promise<boolean>;
    /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
    isStale(owner: ClaimOwner, maxAgeMs: number): boolean;
    /**
     * Claims a free record, or takes over a stale claim. Undefined when another replayer was
     * faster, or when the stale claim turned out to be a leftover of a record already put back.
     */
    claim(entry: Entry): Promise<Held | undefined>;
    /**
     * Puts a held record back in the queue, with its new content if given. The updated record
     * is written under the record name first, then the claim is removed: a crash in between
     * leaves a claim that the next replayer recognises as a leftover.
     */
    release(held: Held, updated?: QueueRecord): Promise<void>;
    /** Deletes a held record (delivered, or dropped). */
    remove(held: Held): Promise<void>;
    /** Deletes a free record without claiming it (the size cap). False when it was gone. */
    removeFree(id: string): Promise<boolean>;
    /**
     * Removes stale claims beside a free record of the same id: their owner put the record
     * back and crashed before it removed its claim.
     */
    cleanLeftoverClaims(maxAgeMs: number): Promise<void>;
    /**
     * Removes temporary files left by a crash: those of a dead process on this machine, and any
     * older than `maxAgeMs` (an atomic write takes milliseconds).
     */
    cleanTemporaryFiles(maxAgeMs: number): Promise<number>;
}
