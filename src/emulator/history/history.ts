/**
 * Where the emulator keeps its history (runs, heartbeats, pipeline notifications): in memory by
 * default, or in a SQLite file with `--data` (sqlite-history.ts) so that it survives a restart.
 * Both are a History (storage.ts), keep the same limits (limits.ts) and pass the same tests; the
 * request record is not part of the history and always stays in memory (record.ts).
 */
import { BoundedList } from './bounded.js'
import { jsonBytes, type EmulatorLimits } from '../service/limits.js'
import { RunStore } from './runs.js'
import type { History } from './storage.js'
import type { RecordedHeartbeat, RecordedNotification } from '../service/types.js'

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
