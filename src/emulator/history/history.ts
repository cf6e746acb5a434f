/**
 * Where the emulator keeps its history (runs, heartbeats, pipeline notifications): in memory by
 * default, or in a SQLite file with `--data` (sqlite-history.ts) so that it survives a restart.
 * Both keep the same limits (limits.ts) and pass the same tests; the request record is not part
 * of the history and always stays in memory (record.ts).
 */
import { BoundedList, type Retention } from './bounded.js'
import { jsonBytes, type EmulatorLimits } from '../service/limits.js'
import type { RunFilter } from './run-filter.js'
import { type RunRetention, RunStore } from './runs.js'
import type { EmulatedRun, RecordedHeartbeat, RecordedNotification } from '../service/types.js'

export interface RunStorage {
  get(runId: string): EmulatedRun | undefined
  /** Oldest first. */
  list(filter?: RunFilter): EmulatedRun[]
  /** The newest `running` run of a job: the one its heartbeats count toward. */
  latestRunning(jobName: string): EmulatedRun | undefined
  add(run: EmulatedRun): void
  /** Stores a run again after it changed (a heartbeat, its end). */
  updated(run: EmulatedRun): void
  retention(): RunRetention
}

/** Heartbeats or pipeline notifications: appended in time order, oldest dropped first. */
export interface EventStorage<T extends { at: string }> {
  push(item: T): void
  /** Oldest first. */
  items(): T[]
  retention(): Retention
}

export interface History {
  readonly runs: RunStorage
  readonly heartbeats: EventStorage<RecordedHeartbeat>
  readonly notifications: EventStorage<RecordedNotification>
  /** The heartbeats counted toward one run, oldest first. */
  heartbeatsOf(runId: string): RecordedHeartbeat[]
  /**
   * Runs `fn` as one transaction: a request's changes are all kept or, if the process dies
   * part way, none of them.
   */
  transaction<T>(fn: () => T): T
  /** Forgets runs last active, and events received, before `cutoffMs` (`--retention-days`). */
  prune(cutoffMs: number): void
  /** Forgets everything (`POST /_emulator/reset`). */
  clear(): void
  close(): void
}

/** The history in memory: lost when the process ends. */
export function memoryHistory(limits: EmulatorLimits): History {
  const runs = new RunStore(limits.maxRuns, limits.maxRunBytes)
  const heartbeats = new BoundedList<RecordedHeartbeat>(
    limits.maxEvents,
    limits.maxEventBytes,
    jsonBytes
  )
  const notifications = new BoundedList<RecordedNotification>(
    limits.maxEvents,
    limits.maxEventBytes,
    jsonBytes
  )
  const receivedBefore =
    (cutoffMs: number) =>
    (e: { at: string }): boolean =>
      Date.parse(e.at) < cutoffMs
  return {
    runs,
    heartbeats,
    notifications,
    heartbeatsOf: runId => heartbeats.items().filter(h => h.run_id === runId),
    transaction: fn => fn(),
    prune(cutoffMs) {
      runs.prune(cutoffMs)
      heartbeats.dropOldestWhile(receivedBefore(cutoffMs))
      notifications.dropOldestWhile(receivedBefore(cutoffMs))
    },
    clear() {
      runs.clear()
      heartbeats.clear()
      notifications.clear()
    },
    close() {}
  }
}
