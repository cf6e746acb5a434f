/**
 * The heartbeat loop shared by the action's detached helper and `job-monitor exec`.
 * It beats every interval, or sooner when the service's next_expected comes first, so a beat
 * is never later than the service expects it. Under a 429 it backs off, leaving the hourly
 * budget (shared by every job on the key) to the end report. A rejected key stops it.
 */
import type { Client } from './client-shape.js'
import { type Clock, systemClock } from './clock.js'
import { HttpStatusError, type MonitorError } from './errors.js'
import { heartbeatBody } from './reports.js'
import { type Metadata, isoUtc } from './wire.js'

export interface HeartbeatLoopOptions {
  jobName: string
  intervalMs: number
  signal: AbortSignal
  clock?: Clock
  /** Called for each beat, so a beat can carry fresh progress. */
  metadata?: () => Metadata
  /** The loop ends by itself after this long (a job never outlives its runner). */
  maxLifetimeMs?: number
  onBeat?: (e: HeartbeatEvent) => void
}

export interface HeartbeatEvent {
  at: string
  ok: boolean
  error?: MonitorError
  nextExpected?: string
  nextBeatInMs: number
}

export interface HeartbeatStats {
  sent: number
  failed: number
  lastError?: string
  stoppedBy: 'signal' | 'auth' | 'lifetime'
}

/** A beat is sent up to this long before next_expected, to absorb the request's own time... */
const LEAD_MS = 1000
/** ...but never more than this share of the gap, so a near next_expected is not met at once. */
const LEAD_SHARE = 0.1
/**
 * The shortest gap between beats. A service that answers with a next_expected only a moment
 * away must not turn the loop into back-to-back requests that spend the hourly limit.
 */
const MIN_GAP_MS = 5000
/** The longest a backed-off loop waits between beats. */
const MAX_BACKOFF_MS = 30 * 60_000

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

export async function runHeartbeats(
  client: Client,
  o: HeartbeatLoopOptions
): Promise<HeartbeatStats> {
  const clock = o.clock ?? systemClock
  const started = clock.now()
  const stats: HeartbeatStats = { sent: 0, failed: 0, stoppedBy: 'signal' }
  let delay = o.intervalMs
  let backoff = o.intervalMs
  const lifetimeEnd = o.maxLifetimeMs === undefined ? undefined : started + o.maxLifetimeMs

  for (;;) {
    const now = clock.now()
    if (lifetimeEnd !== undefined && now + delay >= lifetimeEnd) {
      await sleepUntil(clock, lifetimeEnd - now, o.signal)
      if (!o.signal.aborted) stats.stoppedBy = 'lifetime'
      return stats
    }
    const slept = await sleepUntil(clock, delay, o.signal)
    if (!slept || o.signal.aborted) return stats

    const beatAt = clock.now()
    const at = isoUtc(beatAt)
    const body = heartbeatBody({ jobName: o.jobName, currentTime: at, metadata: o.metadata?.() })
    // One sequence per beat, finished before the next beat is due: a late beat says little.
    const result = await client.deliver(
      { kind: 'heartbeat', body },
      { deadline: beatAt + Math.max(o.intervalMs, 1000), signal: o.signal }
    )
    if (o.signal.aborted && !result.delivered) return stats
    if (result.delivered) {
      stats.sent++
      backoff = o.intervalMs
      const nextExpected = result.response.next_expected
      delay = nextBeatDelay(o.intervalMs, clock.now(), nextExpected)
      o.onBeat?.({ at, ok: true, nextExpected, nextBeatInMs: delay })
      continue
    }
    const error = result.error
    stats.failed++
    stats.lastError = error.message
    if (error.status === 401) {
      stats.stoppedBy = 'auth'
      o.onBeat?.({ at, ok: false, error, nextBeatInMs: -1 })
      return stats
    }
    if (error.status === 429) {
      // Give way: each 429 doubles the wait, and a Retry-After is a floor.
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)
      const asked = error instanceof HttpStatusError ? (error.retryAfterMs ?? 0) : 0
      delay = Math.max(backoff, asked)
    } else {
      delay = o.intervalMs
    }
    o.onBeat?.({ at, ok: false, error, nextBeatInMs: delay })
  }
}

/** Sleeps, returning false when the signal ended the wait. */
async function sleepUntil(clock: Clock, ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false
  if (ms <= 0) return true
  try {
    await clock.sleep(ms, signal)
    return !signal.aborted
  } catch {
    return false
  }
}
