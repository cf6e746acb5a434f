/**
 * The queue directory as a set of records: write, scan, claim, release and delete them.
 * A record is `<id>.json`; while a replayer sends it, it is renamed to a claim name that
 * carries the replayer's pid and the claim time. Renames are atomic, so of two replayers
 * racing for one record exactly one gets it.
 */
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { UNWRITABLE_QUEUE_RETRY_MS } from './constants.js';
import { TEMP_PREFIX, ensurePrivateDir, entryExists, isErrno, isOwnerAlive, listFiles, modifiedAt, parseTempFileName, readRegularFile, removeIfPresent, syncDir, writeFileAtomic } from './files.js';
import { claimFileName, ownClaim, parseEntryName, parseRecord, recordFileName, serializeRecord } from './record.js';
export class RecordStore {
    dir;
    clock;
    ready;
    /** The last failure to write, repeated without touching the disk until `until`. */
    refusal;
    constructor(dir, clock) {
        this.dir = dir;
        this.clock = clock;
    }
    path(name) {
        return join(this.dir, name);
    }
    ensureDir() {
        this.ready ??= ensurePrivateDir(this.dir).catch((error) => {
            this.ready = undefined;
            throw error;
        });
        return this.ready;
    }
    /**
     * Writes a record. A directory that cannot be created or written (read-only, a file in the
     * way, a name the kernel refuses, a full disk) refuses at once for a while after a failure:
     * a caller that queues in a loop gets the same answer without a system call each time.
     */
    async write(record) {
        if (this.refusal && this.clock.now() < this.refusal.until)
            throw this.refusal.error;
        try {
            await this.ensureDir();
            await writeFileAtomic(this.dir, recordFileName(record.id), serializeRecord(record));
            this.refusal = undefined;
        }
        catch (error) {
            this.refusal = { error, until: this.clock.now() + UNWRITABLE_QUEUE_RETRY_MS };
            throw error;
        }
    }
    /** Records and claims in id order (queue order); other names (temporary files...) left out. */
    async entries() {
        const entries = [];
        for (const name of await listFiles(this.dir)) {
            const entry = parseEntryName(name);
            if (entry)
                entries.push(entry);
        }
        return entries.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : a.kind === 'record' ? -1 : 1);
    }
    /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
    async read(entry) {
        const text = await readRegularFile(this.path(entry.name));
        return text === undefined ? undefined : parseRecord(text, entry.id);
    }
    /**
     * Every readable record, once each, in queue order. Unreadable files (a record cut short
     * by a crash on a file system without atomic rename, or garbage) are reported to
     * `onUnreadable` and otherwise ignored.
     */
    async readAll(onUnreadable) {
        const found = [];
        const seen = new Set();
        for (const entry of await this.entries()) {
            if (seen.has(entry.id))
                continue;
            const record = await this.read(entry);
            if (record) {
                seen.add(entry.id);
                found.push({ entry, record });
            }
            else if ((await this.exists(entry.name)) && onUnreadable) {
                onUnreadable(entry);
            }
        }
        return found;
    }
    exists(name) {
        return entryExists(this.path(name));
    }
    /** True when any file of record `id` (free or claimed) is still in the directory. */
    async isPresent(id) {
        return (await this.entries()).some(e => e.id === id);
    }
    /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
    isStale(owner, maxAgeMs) {
        return this.clock.now() - owner.claimedAt > maxAgeMs || !isOwnerAlive(owner.hostTag, owner.pid);
    }
    /**
     * Claims a free record, or takes over a stale claim. Undefined when another replayer was
     * faster, or when the stale claim turned out to be a leftover of a record already put back.
     */
    async claim(entry) {
        if (entry.kind === 'claim' && (await this.exists(recordFileName(entry.id)))) {
            // The owner put the record back and crashed before removing its claim: a leftover.
            await removeIfPresent(this.path(entry.name));
            return undefined;
        }
        const name = claimFileName(entry.id, ownClaim(this.clock.now()));
        try {
            await rename(this.path(entry.name), this.path(name));
        }
        catch (error) {
            if (isErrno(error, 'ENOENT'))
                return undefined;
            throw error;
        }
        const text = await readRegularFile(this.path(name));
        const record = text === undefined ? undefined : parseRecord(text, entry.id);
        if (!record) {
            // Unreadable after all: put it back under its record name, where it is ignored.
            await rename(this.path(name), this.path(recordFileName(entry.id))).catch(() => undefined);
            return undefined;
        }
        return { record, name };
    }
    /**
     * Puts a held record back in the queue, with its new content if given. The updated record
     * is written under the record name first, then the claim is removed: a crash in between
     * leaves a claim that the next replayer recognises as a leftover.
     */
    async release(held, updated) {
        if (!updated) {
            try {
                await rename(this.path(held.name), this.path(recordFileName(held.record.id)));
            }
            catch (error) {
                if (!isErrno(error, 'ENOENT'))
                    throw error;
            }
            await syncDir(this.dir);
            return;
        }
        // Our claim was taken over (we overran the claim bound): the new owner has the record now.
        if (!(await this.exists(held.name)))
            return;
        await this.write(updated);
        await removeIfPresent(this.path(held.name));
        await syncDir(this.dir);
    }
    /** Deletes a held record (delivered, or dropped). */
    async remove(held) {
        await removeIfPresent(this.path(held.name));
        await syncDir(this.dir);
    }
    /** Deletes a free record without claiming it (the size cap). False when it was gone. */
    async removeFree(id) {
        const removed = await removeIfPresent(this.path(recordFileName(id)));
        if (removed)
            await syncDir(this.dir);
        return removed;
    }
    /**
     * Removes stale claims beside a free record of the same id: their owner put the record
     * back and crashed before it removed its claim.
     */
    async cleanLeftoverClaims(maxAgeMs) {
        const entries = await this.entries();
        const free = new Set(entries.filter(e => e.kind === 'record').map(e => e.id));
        for (const e of entries) {
            if (e.kind === 'claim' && free.has(e.id) && this.isStale(e.owner, maxAgeMs)) {
                await removeIfPresent(this.path(e.name));
            }
        }
    }
    /**
     * Removes temporary files left by a crash: those of a dead process on this machine, and any
     * older than `maxAgeMs` (an atomic write takes milliseconds).
     */
    async cleanTemporaryFiles(maxAgeMs) {
        let removed = 0;
        for (const name of await listFiles(this.dir)) {
            if (!name.startsWith(TEMP_PREFIX))
                continue;
            const owner = parseTempFileName(name);
            const mtime = await modifiedAt(this.path(name));
            if (mtime === undefined)
                continue;
            const old = this.clock.now() - mtime > maxAgeMs;
            const dead = owner !== undefined && !isOwnerAlive(owner.hostTag, owner.pid);
            if ((old || dead) && (await removeIfPresent(this.path(name))))
                removed++;
        }
        return removed;
    }
}
