/**
 * The queue directory as a set of records: write, scan, claim, release and delete them.
 * A record is `<id>.json` and stays under that name until it is deleted. A replayer claims
 * it before sending it by creating its lock, `<id>.lock-<generation>`, with an exclusive
 * create: of replayers racing for one record exactly one creates the lock.
 *
 * Why a lock and not a rename: on Windows a rename opens the file by name and then renames
 * that handle (MoveFileEx), so two replayers that open the record at the same moment can both
 * rename it, one after the other, and both believe they claimed it. An exclusive create is
 * decided by the file system in one step, on NTFS as on POSIX file systems; a busy error is
 * never taken for a claim.
 */
import { join } from 'node:path'
import type { Clock } from '../util/clock.js'
import { UNWRITABLE_QUEUE_RETRY_MS } from './constants.js'
import { type Disk, localDisk } from '../util/disk.js'
import { isOwnerAlive } from '../util/owner.js'
import { ensurePrivateDir } from '../util/dirs.js'
import {
  TEMP_PREFIX,
  createExclusive,
  parseTempFileName,
  syncDir,
  writeFileAtomic
} from '../util/atomic-writes.js'
import { readRegularFile } from '../util/regular-files.js'
import { mapInOrder } from '../util/in-order.js'
import { entryExists, listFiles, modifiedAt, removeIfPresent } from '../util/entries.js'
import {
  type ClaimOwner,
  type Entry,
  type LockContent,
  type QueueRecord,
  lockFileName,
  newLock,
  parseEntryName,
  parseLock,
  parseRecord,
  recordFileName,
  serializeLock,
  serializeRecord
} from './record.js'

type LockEntry = Extract<Entry, { kind: 'lock' }>
/** A record's own file. */
type RecordEntry = Extract<Entry, { kind: 'record' }>

/**
 * Records read at once by a scan. Each read is four calls to the file system (open, stat, read,
 * close), each a trip to libuv's pool of four threads and back: one after the other, a scan of
 * 400 records waits for 1,600 of them in turn.
 */
const READS_IN_FLIGHT = 8

/** A record this process has claimed: it alone may send, update or delete it. */
export interface Held {
  record: QueueRecord
  /** The lock that makes it ours, its generation, and what this process wrote in it. */
  lock: string
  generation: number
  content: LockContent
}

/** A record found in the directory. */
export interface Found {
  record: QueueRecord
  /** The file it was read from. */
  source: RecordEntry
  /** The newest lock on it when the directory was read, if any. */
  lock?: LockEntry
}

export class RecordStore {
  private ready?: Promise<void>
  /** The last failure to write, repeated without touching the disk until `until`. */
  private refusal?: { error: unknown; until: number }

  constructor(
    readonly dir: string,
    private readonly clock: Clock,
    readonly disk: Disk = localDisk
  ) {}

  private path(name: string): string {
    return join(this.dir, name)
  }

  ensureDir(): Promise<void> {
    this.ready ??= ensurePrivateDir(this.dir, this.disk).catch((error: unknown) => {
      this.ready = undefined
      throw error
    })
    return this.ready
  }

  /**
   * Writes a record. A directory that cannot be created or written (read-only, a file in the
   * way, a name the kernel refuses, a full disk) refuses at once for a while after a failure:
   * a caller that queues in a loop gets the same answer without a system call each time.
   */
  async write(record: QueueRecord): Promise<void> {
    if (this.refusal && this.clock.now() < this.refusal.until) throw this.refusal.error
    try {
      await this.ensureDir()
      await writeFileAtomic(this.dir, recordFileName(record.id), serializeRecord(record), this.disk)
      this.refusal = undefined
    } catch (error) {
      this.refusal = { error, until: this.clock.now() + UNWRITABLE_QUEUE_RETRY_MS }
      throw error
    }
  }

  /**
   * Records and locks in id order (queue order), a record before its locks;
   * other names (temporary files...) left out.
   */
  async entries(): Promise<Entry[]> {
    const entries: Entry[] = []
    for (const name of await listFiles(this.dir, this.disk)) {
      const entry = parseEntryName(name)
      if (entry) entries.push(entry)
    }
    const rank = { record: 0, lock: 1 }
    return entries.sort((a, b) =>
      a.id < b.id ? -1 : a.id > b.id ? 1 : rank[a.kind] - rank[b.kind] || (a.name < b.name ? -1 : 1)
    )
  }

  /** The ids of the records in the directory (free or claimed). */
  async ids(): Promise<Set<string>> {
    return new Set((await this.entries()).filter(e => e.kind !== 'lock').map(e => e.id))
  }

  /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
  async read(entry: RecordEntry): Promise<QueueRecord | undefined> {
    const text = await readRegularFile(this.path(entry.name), this.disk)
    return text === undefined ? undefined : parseRecord(text, entry.id)
  }

  /**
   * Every readable record, once each, in queue order, with its newest lock. Unreadable files
   * (a record cut short by a crash on a file system without atomic rename, or garbage) are
   * reported to `onUnreadable` and otherwise ignored.
   */
  async readAll(onUnreadable?: (entry: Entry) => void): Promise<Found[]> {
    const entries = await this.entries()
    const locks = newestLocks(entries)
    const records = entries.filter((e): e is RecordEntry => e.kind === 'record')
    const read = await mapInOrder(records, READS_IN_FLIGHT, async entry => {
      const record = await this.read(entry)
      return { entry, record, gone: !record && !(await this.exists(entry.name)) }
    })
    const found: Found[] = []
    const seen = new Set<string>()
    for (const { entry, record, gone } of read) {
      if (seen.has(entry.id)) continue
      if (record) {
        seen.add(entry.id)
        const lock = locks.get(entry.id)
        found.push(lock ? { record, source: entry, lock } : { record, source: entry })
      } else if (!gone && onUnreadable) {
        onUnreadable(entry)
      }
    }
    return found
  }

  /**
   * Records read before, as they stand now: those still in the directory, each with its newest
   * lock, in one listing of it and no read of a record.
   */
  async foundAmong(records: readonly QueueRecord[]): Promise<Found[]> {
    const entries = await this.entries()
    const listed = new Set(entries.filter(e => e.kind === 'record').map(e => e.id))
    const locks = newestLocks(entries)
    return records
      .filter(r => listed.has(r.id))
      .map(record => {
        const source: RecordEntry = {
          kind: 'record',
          id: record.id,
          name: recordFileName(record.id)
        }
        const lock = locks.get(record.id)
        return lock ? { record, source, lock } : { record, source }
      })
  }

  private exists(name: string): Promise<boolean> {
    return entryExists(this.path(name), this.disk)
  }

  /** True when record `id` (free or claimed) is still in the directory. */
  async isPresent(id: string): Promise<boolean> {
    return (await this.ids()).has(id)
  }

  /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
  isStale(owner: ClaimOwner, maxAgeMs: number): boolean {
    return this.clock.now() - owner.claimedAt > maxAgeMs || !isOwnerAlive(owner.hostTag, owner.pid)
  }

  /**
   * What a lock holds. A lock being written (or left empty by a crash right after its create)
   * has no owner yet: it counts from its file's time, its owner as alive. Undefined when the
   * lock is gone.
   */
  private async lockContent(lock: LockEntry): Promise<LockContent | undefined> {
    const text = await readRegularFile(this.path(lock.name), this.disk)
    const content = text === undefined ? undefined : parseLock(text)
    if (content) return content
    const mtime = await modifiedAt(this.path(lock.name), this.disk)
    if (mtime === undefined) return undefined
    return { hostTag: '', pid: 0, claimedAt: mtime, token: '' }
  }

  /** True when another replayer holds the record now (a live lock). */
  async isHeldByAnother(f: Found, maxAgeMs: number): Promise<boolean> {
    if (!f.lock) return false
    const content = await this.lockContent(f.lock)
    return content !== undefined && !this.isStale(content, maxAgeMs)
  }

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
  async claim(f: Found, maxAgeMs: number): Promise<Held | undefined> {
    const id = f.record.id
    let stale: { lock: LockEntry; token: string } | undefined
    if (f.lock) {
      const content = await this.lockContent(f.lock)
      if (content === undefined || !this.isStale(content, maxAgeMs)) return undefined
      stale = { lock: f.lock, token: content.token }
    }
    const generation = stale ? stale.lock.generation + 1 : 0
    const content = newLock(this.clock.now())
    const lock = lockFileName(id, generation)
    if (!(await createExclusive(this.path(lock), serializeLock(content), this.disk))) {
      return undefined
    }
    const held: Held = { record: f.record, lock, generation, content }
    try {
      if (stale) {
        const still = await this.lockContent(stale.lock)
        if (still?.token !== stale.token) return await this.backOff(held)
      }
      if (await this.newerLockExists(id, generation)) return await this.backOff(held)
      // Left behind, a stale lock is harmless: ours is newer.
      if (stale) await this.removeLeftover(stale.lock.name)
      const record = await this.read({ kind: 'record', id, name: recordFileName(id) })
      // Gone (delivered meanwhile) or unreadable: nothing to send.
      if (!record) return await this.backOff(held)
      return { ...held, record }
    } catch (error) {
      await this.backOff(held).catch(() => undefined)
      throw error
    }
  }

  private async backOff(held: Held): Promise<undefined> {
    await this.dropLock(held)
    return undefined
  }

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
  private async newerLockExists(id: string, generation: number): Promise<boolean> {
    for (const newer of [generation + 1, generation + 2]) {
      if (await this.exists(lockFileName(id, newer))) return true
    }
    return false
  }

  /**
   * True while the lock is still ours: it has our token, and the next generation, which a
   * replayer taking it over creates before anything else, is not there (we overran the claim
   * bound, and another replayer has the record now).
   */
  private async stillOurs(held: Held): Promise<boolean> {
    const text = await readRegularFile(this.path(held.lock), this.disk)
    if (text === undefined || parseLock(text)?.token !== held.content.token) return false
    const next = lockFileName(held.record.id, held.generation + 1)
    return !(await this.exists(next))
  }

  /** Removes our lock, unless another replayer's replaced it. */
  private async dropLock(held: Held): Promise<void> {
    const text = await readRegularFile(this.path(held.lock), this.disk)
    if (text !== undefined && parseLock(text)?.token === held.content.token) {
      await removeIfPresent(this.path(held.lock), this.disk)
    }
  }

  /**
   * Puts a held record back in the queue, with its new content if given: the record file is
   * replaced first, then the lock removed. A crash in between leaves a lock whose owner is
   * dead: the next replayer takes it over.
   */
  async release(held: Held, updated?: QueueRecord): Promise<void> {
    if (!updated) {
      await this.dropLock(held)
    } else if (await this.stillOurs(held)) {
      await this.write(updated)
      await removeIfPresent(this.path(held.lock), this.disk)
    } else {
      // Our claim was taken over (we overran the claim bound): the new owner has the record.
      return
    }
    await syncDir(this.dir, this.disk)
  }

  /**
   * Deletes a held record (delivered, or dropped): the record first, then its lock. Even when
   * the claim was taken over meanwhile (we overran the claim bound) the record goes: it was
   * delivered, and its new owner finds it gone.
   */
  async remove(held: Held): Promise<void> {
    await removeIfPresent(this.path(recordFileName(held.record.id)), this.disk)
    await this.dropLock(held)
    await syncDir(this.dir, this.disk)
  }

  /**
   * Deletes a record nobody holds (the size cap, a superseded record). It is claimed first,
   * so that no replayer sends it while it goes. False when it was held or gone.
   */
  async removeFree(f: Found): Promise<boolean> {
    if (f.lock) return false
    const held = await this.claim(f, Infinity)
    if (!held) return false
    await this.remove(held)
    return true
  }

  /**
   * Removes what crashes left behind: stale locks of records that are gone or that a newer
   * lock took over.
   */
  async cleanLeftoverClaims(maxAgeMs: number): Promise<void> {
    const entries = await this.entries()
    const records = new Set(entries.filter(e => e.kind === 'record').map(e => e.id))
    const newest = newestLocks(entries)
    for (const e of entries) {
      if (e.kind !== 'lock') continue
      const orphan = !records.has(e.id)
      if (!orphan && newest.get(e.id) === e) continue
      const content = await this.lockContent(e)
      if (content && this.isStale(content, maxAgeMs)) await this.removeLeftover(e.name)
    }
  }

  /**
   * Removes a leftover of a crash; false when it was gone, or could not be removed now (a file
   * Windows holds busy, a permission): it is harmless where it is, and a later pass tries again.
   * A pass must not end over its clean-up.
   */
  private removeLeftover(name: string): Promise<boolean> {
    return removeIfPresent(this.path(name), this.disk).catch(() => false)
  }

  /**
   * Removes temporary files left by a crash: those of a dead process on this machine, and any
   * older than `maxAgeMs` (an atomic write takes milliseconds).
   */
  async cleanTemporaryFiles(maxAgeMs: number): Promise<number> {
    let removed = 0
    for (const name of await listFiles(this.dir, this.disk)) {
      if (!name.startsWith(TEMP_PREFIX)) continue
      const owner = parseTempFileName(name)
      const mtime = await modifiedAt(this.path(name), this.disk)
      if (mtime === undefined) continue
      const old = this.clock.now() - mtime > maxAgeMs
      const dead = owner !== undefined && !isOwnerAlive(owner.hostTag, owner.pid)
      if ((old || dead) && (await this.removeLeftover(name))) removed++
    }
    return removed
  }
}

/** The newest lock of each record id. */
function newestLocks(entries: Entry[]): Map<string, LockEntry> {
  const locks = new Map<string, LockEntry>()
  for (const e of entries) {
    if (e.kind !== 'lock') continue
    const known = locks.get(e.id)
    if (!known || e.generation > known.generation) locks.set(e.id, e)
  }
  return locks
}
