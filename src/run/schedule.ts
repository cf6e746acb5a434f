/**
 * A run's place in its job's schedule, in the metadata every front end sends under the same
 * names: the cron expression and its time zone, the grace the job allows, the slot the run
 * stands for, how late it came, and the slots missed since the run before it when that run is
 * known (the action reads it from GitHub; the command-line tool and the library know none). The
 * cron reading is util/cron.ts (cron's own rules, time-zone changes included).
 */
import type { Metadata } from '../client/wire.js'
import { type Cron, slotAtOrBefore, slotsAfter, slotsBefore } from '../util/cron.js'
import { secondsBetween } from './context.js'

export const SCHEDULE_KEYS = {
  cron: 'job_monitor.schedule.cron',
  timeZone: 'job_monitor.schedule.timezone',
  graceSeconds: 'job_monitor.schedule.grace_seconds',
  slot: 'job_monitor.schedule.slot',
  lagSeconds: 'job_monitor.schedule.lag_seconds',
  missedSlots: 'job_monitor.schedule.missed_slots',
  missedSlotTimes: 'job_monitor.schedule.missed_slot_times'
} as const

/** Missed slots counted at most (a minutely cron silent for a day is past it: "at least"). */
export const MAX_MISSED_COUNTED = 500
/** Missed slots whose times are sent: the latest. */
export const MAX_MISSED_LISTED = 10
/**
 * A run that starts this little before a slot stands for it: the clock of the machine that
 * started it and of the one it runs on may differ by seconds. Half the shortest cron period.
 */
export const EARLY_MS = 30_000

export interface Schedule {
  cron: Cron
  /** An IANA time zone (util/zone-time.ts, zoneNamed). */
  timeZone: string
  /** Sent when the job gives one; the action has none to give. */
  graceSeconds?: number
}

/** The slot a run at `at` stands for: the latest at or before it, or just after it (EARLY_MS). */
export function slotOfRun(s: Schedule, at: number): number | undefined {
  return slotAtOrBefore(s.cron, s.timeZone, at + EARLY_MS)
}

/**
 * The schedule's metadata for a run at `at` (GitHub's created_at, or the start of a run of the
 * command-line tool), with the slots missed since the run before it, at `previous`, when known.
 */
export function scheduleMetadata(s: Schedule, runs: { at?: number; previous?: number }): Metadata {
  const m: Metadata = {
    [SCHEDULE_KEYS.cron]: s.cron.expression,
    [SCHEDULE_KEYS.timeZone]: s.timeZone,
    ...(s.graceSeconds !== undefined ? { [SCHEDULE_KEYS.graceSeconds]: s.graceSeconds } : {})
  }
  const slot = runs.at === undefined ? undefined : slotOfRun(s, runs.at)
  if (slot === undefined || runs.at === undefined) return m
  m[SCHEDULE_KEYS.slot] = new Date(slot).toISOString()
  // A run a little early for its slot came on time.
  const lag = secondsBetween(slot, Math.max(slot, runs.at))
  if (lag !== undefined) m[SCHEDULE_KEYS.lagSeconds] = lag
  if (runs.previous === undefined) return m
  const previousSlot = slotOfRun(s, runs.previous)
  if (previousSlot === undefined || previousSlot >= slot) {
    if (previousSlot !== undefined) m[SCHEDULE_KEYS.missedSlots] = 0
    return m
  }
  // The slots after the previous run's and before this one's.
  const count = slotsAfter(s.cron, s.timeZone, previousSlot, slot - 1, MAX_MISSED_COUNTED).length
  m[SCHEDULE_KEYS.missedSlots] = count
  if (count)
    m[SCHEDULE_KEYS.missedSlotTimes] = slotsBefore(
      s.cron,
      s.timeZone,
      slot - 1,
      previousSlot + 1,
      MAX_MISSED_LISTED
    )
      .reverse()
      .map(t => new Date(t).toISOString())
  return m
}
