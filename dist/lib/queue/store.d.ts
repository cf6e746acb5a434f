import type { Clock } from '../util/clock.js';
import { type Disk } from '../util/disk.js';
import { type ClaimOwner, type Entry, type LockContent, type QueueRecord } from './record.js';
type LockEntry = Extract<Entry, {
    kind: 'lock';
}>;
/** A record's own file. */
type RecordEntry = Extract<Entry, {
    kind: 'record';
}>;
/** A record this process has claimed: it alone may send, update or delete it. */
export interface Held {
    record: QueueRecord;
    /** The lock that makes it ours, its generation, and what this process wrote in it. */
    lock: string;
    generation: number;
    content: LockContent;
}
/** A record found in the directory. */
export interface Found {
    record: QueueRecord;
    /** The file it was read from. */
    source: RecordEntry;
    /** The newest lock on it when the directory was read, if any. */
    lock?: LockEntry;
}
export declare class RecordStore {
    readonly dir: string;
    private readonly clock;
    readonly disk: Disk;
    private ready?;
    /** The last failure to write, repeated without touching the disk until `until`. */
    private refusal?;
    constructor(dir: string, clock: Clock, disk?: Disk);
    private path;
    ensureDir(): Promise<void>;
    /**
     * Writes a record. A directory that cannot be created or written (read-only, a file in the
     * way, a name the kernel refuses, a full disk) refuses at once for a while after a failure:
     * a caller that queues in a loop gets the same answer without a system call each time.
     */
    write(record: QueueRecord): Promise<void>;
    /**
     * Records and locks in id order (queue order), a record before its locks;
     * other names (temporary files...) left out.
     */
    entries(): Promise<Entry[]>;
    /** The ids of the records in the directory (free or claimed). */
    ids(): Promise<Set<string>>;
    /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
    read(entry: RecordEntry): Promise<QueueRecord | undefined>;
    /**
     * Every readable record, once each, in queue order, with its newest lock. Unreadable files
     * (a record cut short by a crash on a file system without atomic rename, or garbage) are
     * reported to `onUnreadable` and otherwise ignored.
     */
    readAll(onUnreadable?: (entry: Entry) => void): Promise<Found[]>;
    /**
     * Records read before, as they stand now: those still in the directory, each with its newest
     * lock, in one listing of it and no read of a record.
     */
    foundAmong(records: readonly QueueRecord[]): Promise<Found[]>;
    private exists;
    /** True when record `id` (free or claimed) is still in the directory. */
    isPresent(id: string): Promise<boolean>;
    /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
    isStale(owner: ClaimOwner, maxAgeMs: number): boolean;
    /**
     * What a lock holds. A lock being written (or left empty by a crash right after its create)
     * has no owner yet: it counts from its file's time, its owner as alive. Undefined when the
     * lock is gone.
     */
    private lockContent;
    /** True when another replayer holds the record now (a live lock). */
    isHeldByAnother(f: Found, maxAgeMs: number): Promise<boolean>;
    /**
     * Claims a found record, taking over a stale lock.
     * Undefined when another replayer was faster, or the record is gone: it stays for them.
     *
     * A free record is claimed by creating lock generation 0; a stale lock n by creating n + 1,
     * and then only if lock n is still the one judged stale (same token): a claimer working
     * from an older view of the directory finds it gone or replaced and backs off. Every
     * claimer ends by checking that no newer lock exists, so of two locks created from
     * different views the older yields.
     */
    claim(f: Found, maxAgeMs: number): Promise<Held | undefined>;
    private backOff;
    /**
     * True when a lock newer than generation `generation` is on record `id`: a claimer working
     * from another view of the directory created it, and has the record. Locks are created one
     * generation after the other, so the next two are looked for by name (a scan of the whole
     * directory for every claim made a replay quadratic). The next one is there whenever a
     * claimer took over the lock this one replaced; the one after, when that claimer also died
     * and was taken over, all while this claim was being made. Anything newer would take a third
     * replayer dying within those few milliseconds; even then the record is sent twice at most,
     * never lost.
     */
    private newerLockExists;
    /**
     * True while the lock is still ours: it has our token, and the next generation, which a
     * replayer taking it over creates before anything else, is not there (we overran the claim
     * bound, and another replayer has the record now).
     */
    private stillOurs;
    /** Removes our lock, unless another replayer's replaced it. */
    private dropLock;
    /**
     * Puts a held record back in the queue, with its new content if given: the record file is
     * replaced first, then the lock removed. A crash in between leaves a lock whose owner is
     * dead: the next replayer takes it over.
     */
    release(held: Held, updated?: QueueRecord): Promise<void>;
    /**
     * Deletes a held record (delivered, or dropped): the record first, then its lock. Even when
     * the claim was taken over meanwhile (we overran the claim bound) the record goes: it was
     * delivered, and its new owner finds it gone.
     */
    remove(held: Held): Promise<void>;
    /**
     * Deletes a record nobody holds (the size cap, a superseded record). It is claimed first,
     * so that no replayer sends it while it goes. False when it was held or gone.
     */
    removeFree(f: Found): Promise<boolean>;
    /**
     * Removes what crashes left behind: stale locks of records that are gone or that a newer
     * lock took over.
     */
    cleanLeftoverClaims(maxAgeMs: number): Promise<void>;
    /**
     * Removes a leftover of a crash; false when it was gone, or could not be removed now (a file
     * Windows holds busy, a permission): it is harmless where it is, and a later pass tries again.
     * A pass must not end over its clean-up.
     */
    private removeLeftover;
    /**
     * Removes temporary files left by a crash: those of a dead process on this machine, and any
     * older than `maxAgeMs` (an atomic write takes milliseconds).
     */
    cleanTemporaryFiles(maxAgeMs: number): Promise<number>;
}
export {};
