/**
 * The heartbeat loop shared by the action's detached helper, `job-monitor exec` and the
 * library. When each beat goes is planned by heartbeat-budget: every interval, or sooner when
 * the service's next_expected comes first, later after a 429, and never more often than the
 * job's share of the key's hourly limit allows, so the end reports of every job on the key
 * still get through. A rejected key stops it.
 */
import type { Deliverer } from './client-shape.js'
import { type Clock, systemClock } from '../util/clock.js'
import { HourSpentError, HttpStatusError, type MonitorError } from './errors.js'
import { type LastBeat, heartbeatBudget, phaseOf, planNextBeat } from './heartbeat-budget.js'
import { heartbeatBody } from './reports.js'
import { type Metadata, isoUtc } from './wire.js'

export interface HeartbeatLoopOptions {
  jobName: string
  intervalMs: number
  /**
   * How many jobs share the key's hourly limit, this one included: a matrix's
   * strategy.job-total. Default 1. The wider it is, the further apart the beats.
   */
  jobTotal?: number
  signal: AbortSignal
  clock?: Clock
  /** Called for each beat, so a beat can carry fresh progress. */
  metadata?: () => Metadata
  /** The loop ends by itself after this long (a job never outlives its runner). */
  maxLifetimeMs?: number
  onBeat?: (e: HeartbeatEvent) => void
  /** The key's hourly request limit (default: the service's 100); a local emulator may allow more. */
  hourlyLimit?: number
}

export interface HeartbeatEvent {
  at: string
  ok: boolean
  /** Not sent: the key's hourly ledger keeps the hour's room for reports (no failure). */
  held?: boolean
  error?: MonitorError
  nextExpected?: string
  nextBeatInMs: number
}

export interface HeartbeatStats {
  sent: number
  failed: number
  /** Beats not sent because the key's hour had no room for them. */
  held?: number
  lastError?: string
  stoppedBy: 'signal' | 'auth' | 'lifetime'
}

export { nextBeatDelay } from './heartbeat-budget.js'

export async function runHeartbeats(
  // Beats are never queued: what the loop needs of the client is its delivery alone.
  client: Pick<Deliverer, 'deliver' | 'maxAttempts'>,
  o: HeartbeatLoopOptions
): Promise<HeartbeatStats> {
  const clock = o.clock ?? systemClock
  const started = clock.now()
  const stats: HeartbeatStats = { sent: 0, failed: 0, stoppedBy: 'signal' }
  // The end report is sent with the same client, so its retries are what the reserve keeps.
  const budget = heartbeatBudget({
    jobTotal: o.jobTotal,
    endAttempts: client.maxAttempts,
    hourlyLimit: o.hourlyLimit
  })
  const phase = phaseOf(o.jobName)
  /** This loop's requests within the budget's window, one entry per attempt. */
  let sentAt: number[] = []
  let last: LastBeat = { kind: 'none' }
  const plan = (): number => {
    const now = clock.now()
    sentAt = sentAt.filter(t => t > now - budget.windowMs)
    return planNextBeat({ now, intervalMs: o.intervalMs, budget, sentAt, last, phase })
  }
  let delay = plan()
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
    // Every attempt counts against the key's hour, answered or not; stamped once the sequence
    // is over, so no attempt is counted as earlier than the service saw it.
    const attempts = result.delivered ? result.attempts : result.state.attempts
    for (let i = 0; i < attempts; i++) sentAt.push(clock.now())
    if (o.signal.aborted && !result.delivered) return stats
    if (result.delivered) {
      stats.sent++
      const nextExpected = result.response.next_expected
      last = { kind: 'delivered', nextExpected }
      delay = plan()
      o.onBeat?.({ at, ok: true, nextExpected, nextBeatInMs: delay })
      continue
    }
    const error = result.error
    const held = error instanceof HourSpentError
    if (held) stats.held = (stats.held ?? 0) + 1
    else {
      stats.failed++
      stats.lastError = error.message
    }
    if (error.status === 401) {
      stats.stoppedBy = 'auth'
      o.onBeat?.({ at, ok: false, error, nextBeatInMs: -1 })
      return stats
    }
    last = lastBeatAfter(error, last)
    delay = plan()
    o.onBeat?.({ at, ok: false, ...(held ? { held } : {}), error, nextBeatInMs: delay })
  }
}

/** What an undelivered beat came to, for the plan of the next one. */
function lastBeatAfter(error: MonitorError, last: LastBeat): LastBeat {
  // Not sent: the key's hour keeps its room for reports until then.
  if (error instanceof HourSpentError) return { kind: 'held', until: error.until }
  if (error.status !== 429) return { kind: 'failed' }
  return {
    kind: 'busy',
    streak: last.kind === 'busy' ? last.streak + 1 : 1,
    retryAfterMs: error instanceof HttpStatusError ? error.retryAfterMs : undefined
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
