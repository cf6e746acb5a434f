/** Which runs a list asks for, and when a run was last active: shared by both history stores. */
import type { EmulatedRun } from '../service/types.js'

/** What a run list can be narrowed to, on the fields the stores index. */
export interface RunFilter {
  job?: string
  /** A status of the API text (`running`, `success`, `failed`, `cancelled`). */
  status?: string
  /** Runs whose start_time is at or after / before these instants (ms since the epoch). */
  sinceMs?: number
  untilMs?: number
  /** Only the newest this many of the runs asked for (still listed oldest first). */
  newest?: number
}

/** When a run last changed: its start, its newest heartbeat or its end, as received. */
export function lastActive(run: EmulatedRun): number {
  return Math.max(
    ...[run.received_start, run.last_heartbeat, run.received_end].map(t => (t ? Date.parse(t) : 0))
  )
}

/** True when `run` is one `filter` asks for. */
export function matchesFilter(run: EmulatedRun, filter: RunFilter = {}): boolean {
  if (filter.job !== undefined && run.job_name !== filter.job) return false
  if (filter.status !== undefined && run.status !== filter.status) return false
  if (filter.sinceMs !== undefined || filter.untilMs !== undefined) {
    const start = Date.parse(run.start_time)
    if (filter.sinceMs !== undefined && !(start >= filter.sinceMs)) return false
    if (filter.untilMs !== undefined && !(start < filter.untilMs)) return false
  }
  return true
}
