/**
 * The durable local queue: calls that could not be delivered wait here, one file each,
 * until a replay delivers them. Several processes (two jobs on one self-hosted runner) may
 * queue and replay in the same directory at once; a crash at any point loses nothing that
 * was queued and leaves nothing that breaks a later reader.
 */
import { randomUUID } from 'node:crypto'
import { join, resolve } from 'node:path'
import type { RetryState, ServiceCall } from '../client/call.js'
import { type Clock, systemClock } from '../util/clock.js'
import type { ServiceIdentity } from '../client/identity.js'
import {
  DEFAULT_CLAIM_MAX_AGE_MS,
  DEFAULT_HEARTBEAT_MAX_AGE_MS,
  DEFAULT_MAX_RECORDS,
  DEFAULT_ORPHAN_END_MAX_AGE_MS
} from './constants.js'
import type { Deliverer } from '../client/client-shape.js'
import { type Disk, localDisk } from '../util/disk.js'
import { type QueueRecord, RECORD_VERSION, describeRecord, newRecordId } from './record.js'
import {
  type ReplayContext,
  type ReplayOptions,
  type ReplaySummary,
  type RunPass,
  replayQueue,
  replayRun
} from './replay.js'
import { RunIdStore } from './runids.js'
import { type Found, RecordStore } from './store.js'

export type { QueueRecord } from './record.js'
export type { ReplayOptions, ReplaySummary, RunPass } from './replay.js'

export interface QueueOptions {
  dir: string
  clock?: Clock
  /** Size cap; queueing beyond it drops the oldest records (default 500). */
  maxRecords?: number
  /** Queued heartbeats older than this are dropped on replay (default 5 minutes). */
  heartbeatMaxAgeMs?: number
  log?: (message: string) => void
  /**
   * A claim older than this is taken over by another replayer (default 10 minutes). A replay
   * bounds each delivery to half of it.
   */
  claimMaxAgeMs?: number
  /**
   * An end report waiting for a start that is neither queued nor delivered is dropped after
   * this long (default 6 hours: its start may still be with a background retry until then).
   */
  orphanEndMaxAgeMs?: number
  /** The file system and the platform whose rules it follows (tests hand in their own). */
  disk?: Disk
}

export {
  DEFAULT_MAX_RECORDS,
  DEFAULT_HEARTBEAT_MAX_AGE_MS,
  DEFAULT_CLAIM_MAX_AGE_MS,
  DEFAULT_ORPHAN_END_MAX_AGE_MS
}

export { type QueuePlaceFacts, defaultQueueDir } from './location.js'

export class RunQueue {
  readonly dir: string
  private readonly clock: Clock
  private readonly maxRecords: number
  private readonly heartbeatMaxAgeMs: number
  private readonly claimMaxAgeMs: number
  private readonly orphanEndMaxAgeMs: number
  private readonly log: (message: string) => void
  private readonly store: RecordStore
  private readonly runIds: RunIdStore

  constructor(o: QueueOptions) {
    if (!o.dir) throw new Error('The queue needs a directory')
    this.dir = resolve(o.dir)
    this.clock = o.clock ?? systemClock
    this.maxRecords = Math.max(1, Math.floor(o.maxRecords ?? DEFAULT_MAX_RECORDS))
    this.heartbeatMaxAgeMs = o.heartbeatMaxAgeMs ?? DEFAULT_HEARTBEAT_MAX_AGE_MS
    this.claimMaxAgeMs = o.claimMaxAgeMs ?? DEFAULT_CLAIM_MAX_AGE_MS
    this.orphanEndMaxAgeMs = o.orphanEndMaxAgeMs ?? DEFAULT_ORPHAN_END_MAX_AGE_MS
    this.log = o.log ?? (() => undefined)
    const disk = o.disk ?? localDisk
    this.store = new RecordStore(this.dir, this.clock, disk)
    this.runIds = new RunIdStore(join(this.dir, 'runs'), disk)
  }

  /** Writes one record for `call` (atomically, mode 0600), then holds the size cap. */
  async enqueue(
    call: ServiceCall,
    info: {
      runKey?: string
      retry?: RetryState
      lastError?: string
      service?: ServiceIdentity
    } = {}
  ): Promise<QueueRecord> {
    const now = this.clock.now()
    const retry: RetryState = { attempts: info.retry?.attempts ?? 0 }
    if (info.retry?.notBefore !== undefined) retry.notBefore = info.retry.notBefore
    const record: QueueRecord = {
      version: RECORD_VERSION,
      id: newRecordId(now),
      call,
      ...(info.service === undefined ? {} : { service: info.service }),
      ...(info.runKey === undefined ? {} : { runKey: info.runKey }),
      firstFailureAt: now,
      totalAttempts: retry.attempts,
      retry,
      ...(info.lastError === undefined ? {} : { lastError: info.lastError })
    }
    await this.store.write(record)
    await this.holdCap(record.id)
    return record
  }

  /** Every readable record (free or being sent), in queue order. */
  async list(): Promise<QueueRecord[]> {
    return (await this.store.readAll()).map(f => f.record)
  }

  /**
   * Removes the free records that `matches` (a record a replayer is sending is left to it),
   * logging each with `reason`; returns how many went. The run protocol uses it for what a
   * later record supersedes, among the records of its run it read already (`among`, from
   * replayRun): then the folder is listed, for what is gone and what a replayer holds now, and
   * no record is read again.
   */
  async discard(
    matches: (r: QueueRecord) => boolean,
    reason: string,
    among?: QueueRecord[]
  ): Promise<number> {
    let removed = 0
    const found = among ? await this.store.foundAmong(among) : await this.store.readAll()
    for (const f of found) {
      if (!matches(f.record)) continue
      if (await this.store.removeFree(f)) {
        removed++
        this.log(`dropped ${describeRecord(f.record)}: ${reason}`)
      }
    }
    return removed
  }

  runIdFor(runKey: string): Promise<string | undefined> {
    return this.runIds.get(runKey)
  }

  rememberRunId(runKey: string, runId: string): Promise<void> {
    return this.runIds.remember(runKey, runId, this.clock.now())
  }

  /** Called when a run's end report is delivered: its run key link is no longer needed. */
  forgetRunId(runKey: string): Promise<void> {
    return this.runIds.forget(runKey)
  }

  /** Sends what is queued (see replayQueue). */
  replay(client: Deliverer, o: ReplayOptions = {}): Promise<ReplaySummary> {
    return replayQueue(this.replayContext(), client, o)
  }

  /**
   * Sends one run's queued records (replay with its runKey), and answers with the run's records
   * still queued after the pass: what an end needs, for one read of the queue. A cron job's
   * end with the hour's overflow queued reads each record once, not once before the pass, once
   * in it, once to count what is left and once more to see what of its run is left.
   */
  replayRun(
    client: Deliverer,
    runKey: string,
    o: Omit<ReplayOptions, 'runKey'> = {}
  ): Promise<RunPass> {
    return replayRun(this.replayContext(), client, { ...o, runKey })
  }

  private replayContext(): ReplayContext {
    return {
      store: this.store,
      runIds: this.runIds,
      clock: this.clock,
      log: this.log,
      heartbeatMaxAgeMs: this.heartbeatMaxAgeMs,
      claimMaxAgeMs: this.claimMaxAgeMs,
      orphanEndMaxAgeMs: this.orphanEndMaxAgeMs
    }
  }

  /**
   * Drops the oldest records while the queue holds more than `maxRecords`. A start report
   * takes the end reports of its run with it: an end cannot be delivered without the run id
   * its start returns. A run that includes the record just queued is passed over, and so are
   * records a replayer is sending. Every drop is logged.
   */
  private async holdCap(newId: string): Promise<void> {
    if ((await this.store.ids()).size <= this.maxRecords) return
    const found = await this.store.readAll()
    let excess = found.length - this.maxRecords
    const gone = new Set<string>()
    const newRunKey = found.find(f => f.record.id === newId)?.record.runKey
    for (const f of found) {
      if (excess <= 0) break
      const r = f.record
      if (gone.has(r.id) || !isFree(f) || r.id === newId) continue
      if (r.runKey !== undefined && r.runKey === newRunKey) continue
      const victims: Found[] = [f]
      if (r.call.kind === 'start' && r.runKey !== undefined) {
        victims.push(
          ...found.filter(
            o => o.record.runKey === r.runKey && o.record.call.kind === 'end' && isFree(o)
          )
        )
      }
      for (const v of victims) {
        gone.add(v.record.id)
        if (await this.store.removeFree(v)) {
          excess--
          this.log(
            `job-monitor queue is full (${this.maxRecords} records): dropped ${describeRecord(v.record)}`
          )
        }
      }
    }
  }
}

/** Not claimed when the directory was read (removing it still claims it first). */
function isFree(f: Found): boolean {
  return f.lock === undefined
}

/** A fresh local run key: links a run's queued start and end reports. */
export function newRunKey(): string {
  return randomUUID()
}
