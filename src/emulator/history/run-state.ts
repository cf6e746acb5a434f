/**
 * A run's state as the emulator shows it: the status of the API text, except that a `running`
 * run that has gone silent is `stalled`. The API text leaves open what missing heartbeats do;
 * the emulator's choice (docs/emulator.md, "Stalled runs"): a running run is stalled once its
 * last heartbeat (or, before its first, its start) is older than its own silence limit. That is
 * three of the run's own heartbeat intervals, never less than STALL_FLOOR_MS, and never more than
 * the emulator's rule: the next_expected it answered (one --heartbeat-interval later) plus a grace
 * of half an interval. A heartbeat brings it back to `running`.
 *
 * The heartbeat body (API text 2.3) has no field for the client's interval, and the emulator
 * does not read one out of the user's free-form metadata: the run's interval is the spacing it
 * observed, the time from the run's start to its last heartbeat over the heartbeats counted.
 * Before its second heartbeat a run has no interval of its own, and the emulator's rule alone
 * applies.
 */
import type { EmulatedRun } from '../service/types.js'

export const RUN_STATES = ['running', 'stalled', 'success', 'failed', 'cancelled'] as const
export type RunState = (typeof RUN_STATES)[number]

/** The grace after next_expected, as a share of the heartbeat interval. */
export const STALL_GRACE = 0.5
/** How many of its own intervals a run may miss before it is stalled. */
export const STALL_INTERVALS = 3
/** The least silence that makes a run stalled, whatever its interval: a slow answer is no stall. */
export const STALL_FLOOR_MS = 15_000

/** A run as `/_emulator/runs` answers it: the run, its state, duration and silence. */
export interface RunReport extends EmulatedRun {
  state: RunState
  /** From start_time to end_time, or to now while it runs; null when a time does not parse. */
  duration_seconds: number | null
  /** Seconds since its last heartbeat (or its start), while it is stalled. */
  silent_seconds?: number
}

/**
 * The run's own heartbeat interval as observed: from its start to its last heartbeat, over the
 * heartbeats counted. Undefined before its second heartbeat or when a time does not parse.
 */
export function observedInterval(run: EmulatedRun): number | undefined {
  if (run.heartbeats < 2 || !run.last_heartbeat) return undefined
  const spread = Date.parse(run.last_heartbeat) - Date.parse(run.received_start)
  return spread > 0 ? spread / run.heartbeats : undefined
}

/** How long the run may stay silent before it is stalled (the module's comment). */
export function silenceLimitMs(run: EmulatedRun, intervalMs: number): number {
  const rule = intervalMs * (1 + STALL_GRACE)
  const own = observedInterval(run)
  return own === undefined ? rule : Math.min(rule, Math.max(STALL_INTERVALS * own, STALL_FLOOR_MS))
}

export function runReport(run: EmulatedRun, nowMs: number, intervalMs: number): RunReport {
  const start = Date.parse(run.start_time)
  const end = run.end_time === null ? nowMs : Date.parse(run.end_time)
  const duration = Number.isNaN(start) || Number.isNaN(end) ? null : Math.max(0, end - start) / 1000
  const report: RunReport = { ...run, state: run.status as RunState, duration_seconds: duration }
  if (run.status === 'running') {
    const heardAt = Date.parse(run.last_heartbeat ?? run.received_start)
    if (nowMs > heardAt + silenceLimitMs(run, intervalMs)) {
      report.state = 'stalled'
      report.silent_seconds = Math.floor((nowMs - heardAt) / 1000)
    }
  }
  return report
}
