/**
 * The queue directory as a set of records: write, scan, claim, release and delete them.
 * A record is `<id>.json`; while a replayer sends it, it is renamed to a claim name that
 * carries the replayer's pid and the claim time. Renames are atomic, so of two replayers
 * racing for one record exactly one gets it.
 */
import { join } from 'node:path'
import type { Clock } from '../client/clock.js'
import { UNWRITABLE_QUEUE_RETRY_MS } from './constants.js'
import {
  type Disk,
  TEMP_PREFIX,
  ensurePrivateDir,
  entryExists,
  isErrno,
  isOwnerAlive,
  listFiles,
  localDisk,
  modifiedAt,
  parseTempFileName,
  readRegularFile,
  removeIfPresent,
  retryBusy,
  syncDir,
  writeFileAtomic
} from './files.js'
import {
  type ClaimOwner,
  type Entry,
  type QueueRecord,
  claimFileName,
  ownClaim,
  parseEntryName,
  parseRecord,
  recordFileName,
  serializeRecord
} from './record.js'

/** A record this process has claimed: it alone may send, update or delete it. */
export interface Held {
  record: QueueRecord
  /** Current file name (the claim name). */
  name: string
}

/** A record found in the directory, with the entry it was read from. */
export interface Found {
  entry: Entry
  record: QueueRecord
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

  /** Renames within the directory, waiting out a file Windows holds busy for a moment. */
  private rename(from: string, to: string): Promise<void> {
    return retryBusy(this.disk, () => this.disk.fs.rename(this.path(from), this.path(to)))
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

  /** Records and claims in id order (queue order); other names (temporary files...) left out. */
  async entries(): Promise<Entry[]> {
    const entries: Entry[] = []
    for (const name of await listFiles(this.dir, this.disk)) {
      const entry = parseEntryName(name)
      if (entry) entries.push(entry)
    }
    return entries.sort((a, b) =>
      a.id < b.id ? -1 : a.id > b.id ? 1 : a.kind === 'record' ? -1 : 1
    )
  }

  /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
  async read(entry: Entry): Promise<QueueRecord | undefined> {
    const text = await readRegularFile(this.path(entry.name), this.disk)
    return text === undefined ? undefined : parseRecord(text, entry.id)
  }

  /**
   * Every readable record, once each, in queue order. Unreadable files (a record cut short
   * by a crash on a file system without atomic rename, or garbage) are reported to
   * `onUnreadable` and otherwise ignored.
   */
  async readAll(onUnreadable?: (entry: Entry) => void): Promise<Found[]> {
    const found: Found[] = []
    const seen = new Set<string>()
    for (const entry of await this.entries()) {
      if (seen.has(entry.id)) continue
      const record = await this.read(entry)
      if (record) {
        seen.add(entry.id)
        found.push({ entry, record })
      } else if ((await this.exists(entry.name)) && onUnreadable) {
        onUnreadable(entry)
      }
    }
    return found
  }

  private exists(name: string): Promise<boolean> {
    return entryExists(this.path(name), this.disk)
  }

  /** True when any file of record `id` (free or claimed) is still in the directory. */
  async isPresent(id: string): Promise<boolean> {
    return (await this.entries()).some(e => e.id === id)
  }

  /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
  isStale(owner: ClaimOwner, maxAgeMs: number): boolean {
    return this.clock.now() - owner.claimedAt > maxAgeMs || !isOwnerAlive(owner.hostTag, owner.pid)
  }

  /**
   * Claims a free record, or takes over a stale claim. Undefined when another replayer was
   * faster, or when the stale claim turned out to be a leftover of a record already put back.
   */
  async claim(entry: Entry): Promise<Held | undefined> {
    if (entry.kind === 'claim' && (await this.exists(recordFileName(entry.id)))) {
      // The owner put the record back and crashed before removing its claim: a leftover.
      await removeIfPresent(this.path(entry.name), this.disk)
      return undefined
    }
    const name = claimFileName(entry.id, ownClaim(this.clock.now()))
    try {
      await this.rename(entry.name, name)
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return undefined
      throw error
    }
    const text = await readRegularFile(this.path(name), this.disk)
    const record = text === undefined ? undefined : parseRecord(text, entry.id)
    if (!record) {
      // Unreadable after all: put it back under its record name, where it is ignored.
      await this.rename(name, recordFileName(entry.id)).catch(() => undefined)
      return undefined
    }
    return { record, name }
  }

  /**
   * Puts a held record back in the queue, with its new content if given. The updated record
   * is written under the record name first, then the claim is removed: a crash in between
   * leaves a claim that the next replayer recognises as a leftover.
   */
  async release(held: Held, updated?: QueueRecord): Promise<void> {
    if (!updated) {
      try {
        await this.rename(held.name, recordFileName(held.record.id))
      } catch (error) {
        if (!isErrno(error, 'ENOENT')) throw error
      }
      await syncDir(this.dir, this.disk)
      return
    }
    // Our claim was taken over (we overran the claim bound): the new owner has the record now.
    if (!(await this.exists(held.name))) return
    await this.write(updated)
    await removeIfPresent(this.path(held.name), this.disk)
    await syncDir(this.dir, this.disk)
  }

  /** Deletes a held record (delivered, or dropped). */
  async remove(held: Held): Promise<void> {
    await removeIfPresent(this.path(held.name), this.disk)
    await syncDir(this.dir, this.disk)
  }

  /** Deletes a free record without claiming it (the size cap). False when it was gone. */
  async removeFree(id: string): Promise<boolean> {
    const removed = await removeIfPresent(this.path(recordFileName(id)), this.disk)
    if (removed) await syncDir(this.dir, this.disk)
    return removed
  }

  /**
   * Removes stale claims beside a free record of the same id: their owner put the record
   * back and crashed before it removed its claim.
   */
  async cleanLeftoverClaims(maxAgeMs: number): Promise<void> {
    const entries = await this.entries()
    const free = new Set(entries.filter(e => e.kind === 'record').map(e => e.id))
    for (const e of entries) {
      if (e.kind === 'claim' && free.has(e.id) && this.isStale(e.owner, maxAgeMs)) {
        await removeIfPresent(this.path(e.name), this.disk)
      }
    }
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
      if ((old || dead) && (await removeIfPresent(this.path(name), this.disk))) removed++
    }
    return removed
  }
}
