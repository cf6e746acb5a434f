/**
 * When the next heartbeat goes: the heartbeats' share of the key's hourly limit, and the plan
 * that keeps to it. Pure: the time is passed in, nothing is sent or read here.
 *
 * The service allows 100 requests per hour per key (API text, 8), shared by every job on the
 * key, and answers 429 beyond (7). An end report that meets a 429 is lost or left queued, a
 * late heartbeat is not, so heartbeats give way: each job sharing the key keeps room every
 * hour for its end report with all its retries, its start report and its pipeline
 * notifications, and the heartbeats of all the jobs share what is left.
 */
import { DEFAULT_MAX_ATTEMPTS } from './retry.js'

/** Requests per hour per key (API text, 8). Whether the window is fixed or sliding is not shown. */
export const SERVICE_HOURLY_LIMIT = 100
/** A job's start report: one request. */
export const START_REPORT_REQUESTS = 1
/** A job's pipeline notifications: `running` at the start, the outcome at the end. */
export const PIPELINE_NOTIFICATION_REQUESTS = 2
/**
 * The heartbeats of all the jobs on a key keep at least this many requests per hour, so a
 * matrix too wide for the reserve still beats now and then (its interval grows instead).
 */
export const HEARTBEAT_FLOOR_PER_HOUR = 10
export const HOUR_MS = 3_600_000

/** A beat is sent up to this long before next_expected, to absorb the request's own time... */
const LEAD_MS = 1000
/** ...but never more than this share of the gap, so a near next_expected is not met at once. */
const LEAD_SHARE = 0.1
/**
 * The shortest gap between beats. A service that answers with a next_expected only a moment
 * away must not turn the loop into back-to-back requests that spend the hourly limit.
 */
const MIN_GAP_MS = 5000
/** The longest a backed-off loop waits between beats (unless its share asks for longer). */
export const MAX_BACKOFF_MS = 30 * 60_000

export interface HeartbeatBudget {
  /** Jobs sharing the key (a matrix's strategy.job-total); at least 1. */
  jobTotal: number
  /** Requests each job keeps per hour for its start, its end with retries and notifications. */
  reservePerJob: number
  /** Heartbeat requests one job may send per hour on average; below 1 for a very wide matrix. */
  beatsPerHour: number
  /** Never more than `maxPerWindow` heartbeat requests of this job in any `windowMs`. */
  maxPerWindow: number
  windowMs: number
  /** The even gap that keeps to the share: windowMs / maxPerWindow. */
  paceMs: number
  /**
   * Beats a job may send at its own interval within one window before the pace applies. A job
   * alone on its key may spend half its allowance that way, so a short job with a short interval
   * beats as asked; the legs of a matrix keep to the pace from the first beat, so their beats
   * stay evenly spread.
   */
  burst: number
}

/**
 * The share of one job. Rounded down to whole beats per hour, so that even legs beating in
 * step never put more than their share into one clock hour.
 */
export function heartbeatBudget(o: {
  jobTotal?: number
  endAttempts?: number
  /** The key's hourly request limit, where it is not the service's 100 (a local emulator's). */
  hourlyLimit?: number
}): HeartbeatBudget {
  const jobTotal =
    o.jobTotal !== undefined && Number.isFinite(o.jobTotal) && o.jobTotal >= 1
      ? Math.floor(o.jobTotal)
      : 1
  const endAttempts = Math.max(1, Math.floor(o.endAttempts ?? DEFAULT_MAX_ATTEMPTS))
  const reservePerJob = endAttempts + START_REPORT_REQUESTS + PIPELINE_NOTIFICATION_REQUESTS
  const forBeats = Math.max(
    (o.hourlyLimit ?? SERVICE_HOURLY_LIMIT) - jobTotal * reservePerJob,
    HEARTBEAT_FLOOR_PER_HOUR
  )
  const beatsPerHour = forBeats / jobTotal
  const whole = Math.floor(beatsPerHour)
  // Under one beat an hour, the window stretches so that it holds exactly one.
  const maxPerWindow = Math.max(1, whole)
  const windowMs = whole >= 1 ? HOUR_MS : Math.ceil(HOUR_MS / beatsPerHour)
  return {
    jobTotal,
    reservePerJob,
    beatsPerHour,
    maxPerWindow,
    windowMs,
    paceMs: Math.ceil(windowMs / maxPerWindow),
    burst: jobTotal > 1 ? 1 : Math.max(1, Math.floor(maxPerWindow / 2))
  }
}

/**
 * How often a start says its heartbeats will go: the interval asked for, and where the job
 * shares the key's hour with others (a matrix's legs, the key's jobs on one machine) and its
 * share is slower, the pace it keeps instead, so that a short job whose first beat never came
 * reads why. A job alone spends its burst at its interval first, so only a shared one is said.
 */
export function beatCadence(intervalMs: number, budget: HeartbeatBudget): string {
  const asked = `every ${intervalMs / 1000} s`
  if (!heldToPace(intervalMs, budget)) return asked
  return (
    `${asked}, at most one every ${Math.ceil(budget.paceMs / 1000)} s ` +
    `(${budget.jobTotal} jobs share the key's hour)`
  )
}

/** Whether a job's share of the key's hour holds its beats to a pace slower than its interval. */
export function heldToPace(intervalMs: number, budget: HeartbeatBudget): boolean {
  return budget.jobTotal > 1 && budget.paceMs > intervalMs
}

/** What the previous beat came to. */
export type LastBeat =
  | { kind: 'none' }
  | { kind: 'delivered'; nextExpected?: string }
  /** `streak` 429s in a row; `retryAfterMs` from the last one's Retry-After. */
  | { kind: 'busy'; streak: number; retryAfterMs?: number }
  | { kind: 'failed' }
  /** The key's hourly ledger had no room for it until `until` (ms since the epoch). */
  | { kind: 'held'; until: number }

export interface BeatPlanInput {
  /** ms since the epoch. */
  now: number
  /** The interval the job was configured with. */
  intervalMs: number
  budget: HeartbeatBudget
  /** When this loop's heartbeat requests went out, one entry per attempt, oldest first. */
  sentAt: readonly number[]
  last: LastBeat
  /** In [0, 1): where in the first gap this job's first beat falls when jobs share the key. */
  phase?: number
}

/**
 * The wait before the next beat. The job's wish comes first: its interval, sooner when the
 * service's next_expected comes first, longer after a 429 (doubling, with Retry-After as a
 * floor). The budget then has the last word: a beat is never later than the service expects
 * unless the key's hour has no room for it, because a late beat costs nothing and an end report
 * that meets a 429 is lost.
 */
export function planNextBeat(p: BeatPlanInput): number {
  const { budget, now } = p
  let wanted: number
  switch (p.last.kind) {
    case 'none':
      wanted = p.intervalMs
      // Legs of a matrix start together: spread their beats over the pace.
      if (budget.jobTotal > 1) wanted = Math.max(wanted, Math.floor((p.phase ?? 0) * budget.paceMs))
      break
    case 'delivered':
      wanted = nextBeatDelay(p.intervalMs, now, p.last.nextExpected)
      break
    case 'busy': {
      const base = Math.max(p.intervalMs, budget.paceMs)
      const backoff = Math.min(base * 2 ** p.last.streak, Math.max(MAX_BACKOFF_MS, base))
      wanted = Math.max(backoff, p.last.retryAfterMs ?? 0)
      break
    }
    case 'failed':
      wanted = p.intervalMs
      break
    case 'held':
      // Heartbeats give way to reports: the next one waits for the room, as late as it must.
      wanted = Math.max(p.intervalMs, p.last.until - now)
      break
  }
  return Math.max(wanted, budgetDelay(p))
}

/** The wait the share asks for: the window's allowance is a hard cap, the pace a soft one. */
function budgetDelay(p: BeatPlanInput): number {
  const { budget, now } = p
  const recent = p.sentAt.filter(t => t > now - budget.windowMs)
  let earliest = now
  if (recent.length >= budget.maxPerWindow) {
    // The request that has to leave the window before another may enter it.
    earliest = recent[recent.length - budget.maxPerWindow] + budget.windowMs
  }
  if (recent.length >= budget.burst) {
    earliest = Math.max(earliest, recent[recent.length - 1] + budget.paceMs)
  }
  return Math.max(0, earliest - now)
}

/** When the next beat is due: the interval, or just before next_expected if that is sooner. */
export function nextBeatDelay(
  intervalMs: number,
  now: number,
  nextExpected: string | undefined
): number {
  if (!nextExpected) return intervalMs
  const expected = Date.parse(nextExpected)
  // A next_expected in the past or unreadable says nothing useful about the future.
  if (Number.isNaN(expected) || expected <= now) return intervalMs
  const gap = expected - now
  const wanted = gap - Math.min(LEAD_MS, gap * LEAD_SHARE)
  return Math.round(Math.min(intervalMs, Math.max(wanted, MIN_GAP_MS)))
}

/** A job's place in [0, 1), from its name: matrix legs have distinct names (`test (22)`). */
export function phaseOf(jobName: string): number {
  // FNV-1a: cheap, stable across runs and platforms.
  let h = 0x811c9dc5
  for (let i = 0; i < jobName.length; i++) {
    h ^= jobName.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h / 2 ** 32
}
