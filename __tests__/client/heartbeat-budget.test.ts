import { describe, expect, it } from '@jest/globals'
import {
  HEARTBEAT_FLOOR_PER_HOUR,
  HOUR_MS,
  PIPELINE_NOTIFICATION_REQUESTS,
  SERVICE_HOURLY_LIMIT,
  START_REPORT_REQUESTS,
  type BeatPlanInput,
  beatCadence,
  heartbeatBudget,
  phaseOf,
  planNextBeat
} from '../../src/client/heartbeat-budget.js'
import { DEFAULT_MAX_ATTEMPTS } from '../../src/client/retry.js'
import { isoUtc } from '../../src/client/wire.js'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const S = 1000
const plan = (o: Partial<BeatPlanInput> & { jobTotal?: number }): number => {
  const { jobTotal, ...rest } = o
  return planNextBeat({
    now: NOW,
    intervalMs: 300 * S,
    budget: heartbeatBudget({ jobTotal }),
    sentAt: [],
    last: { kind: 'delivered' },
    ...rest
  })
}
/** `n` requests, `gap` apart, the last one just now. */
const sent = (n: number, gap: number): number[] =>
  Array.from({ length: n }, (_, i) => NOW - (n - 1 - i) * gap)

describe('heartbeatBudget', () => {
  it('keeps room for each job: its end report with every retry, its start, its notifications', () => {
    const reserve = DEFAULT_MAX_ATTEMPTS + START_REPORT_REQUESTS + PIPELINE_NOTIFICATION_REQUESTS
    expect(reserve).toBe(6)
    for (const jobTotal of [1, 2, 5, 10, 16]) {
      const b = heartbeatBudget({ jobTotal })
      expect(b.reservePerJob).toBe(reserve)
      const forBeats = Math.max(SERVICE_HOURLY_LIMIT - jobTotal * reserve, HEARTBEAT_FLOOR_PER_HOUR)
      expect(b.beatsPerHour).toBeCloseTo(forBeats / jobTotal)
      // What every job may send in one hour, beats and reserve, never passes the limit
      // (or the floor, once the reserve alone takes the hour).
      const perHour = (b.maxPerWindow * HOUR_MS) / b.windowMs
      expect(jobTotal * perHour).toBeLessThanOrEqual(forBeats)
    }
  })

  it.each([
    // jobs, beats per job per hour, pace (the table of docs/action.md, the request budget)
    [1, 94, 38_298],
    [10, 4, 900_000],
    [13, 1, 3_600_000],
    [16, 0.625, 5_760_000],
    [50, 0.2, 18_000_000]
  ])('%i jobs: %d beats an hour each, %i ms apart', (jobTotal, perHour, paceMs) => {
    const b = heartbeatBudget({ jobTotal })
    expect(Math.min(b.maxPerWindow, b.beatsPerHour)).toBeCloseTo(Math.floor(perHour) || perHour)
    expect(b.paceMs).toBe(paceMs)
  })

  it('reserves every attempt the client makes for the end report', () => {
    expect(heartbeatBudget({ jobTotal: 10, endAttempts: 5 }).reservePerJob).toBe(8)
    // 10 x 8 = 80 kept: 20 left, 2 beats an hour each.
    expect(heartbeatBudget({ jobTotal: 10, endAttempts: 5 }).paceMs).toBe(1_800_000)
  })

  it('reads a missing or meaningless job count as one job', () => {
    const one = heartbeatBudget({ jobTotal: 1 })
    for (const jobTotal of [undefined, 0, -3, Number.NaN, Number.POSITIVE_INFINITY])
      expect(heartbeatBudget({ jobTotal })).toEqual(one)
    expect(heartbeatBudget({ jobTotal: 2.7 }).jobTotal).toBe(2)
  })
})

describe('planNextBeat', () => {
  it('a single job keeps its interval, and beats sooner when next_expected comes first', () => {
    expect(plan({ last: { kind: 'none' } })).toBe(300 * S)
    expect(plan({ sentAt: sent(11, 300 * S) })).toBe(300 * S)
    expect(plan({ last: { kind: 'delivered', nextExpected: isoUtc(NOW + 120 * S) } })).toBe(119 * S)
  })

  it('a short interval is kept for a short job, then paced to the share of the hour', () => {
    // One job: 94 beats an hour, the first 47 at the job's own interval.
    expect(plan({ intervalMs: S, sentAt: sent(46, S) })).toBe(S)
    expect(plan({ intervalMs: S, sentAt: sent(47, S) })).toBe(38_298)
  })

  it('never lets more than the share into any hour, whatever the interval', () => {
    // 10 jobs: 4 an hour. Four sent in the last 59 minutes: wait for the oldest to leave,
    // though the interval (30 s) and the pace (15 min since the last) have passed.
    const min = 60 * S
    const sentAt = [NOW - 59 * min, NOW - 45 * min, NOW - 30 * min, NOW - 16 * min]
    expect(plan({ jobTotal: 10, intervalMs: 30 * S, sentAt })).toBe(1 * min)
    // A request that left the window more than an hour ago no longer counts.
    const older = [NOW - HOUR_MS - 1, ...sentAt.slice(1)]
    expect(plan({ jobTotal: 10, intervalMs: 30 * S, sentAt: older })).toBe(30 * S)
  })

  it('the budget wins over next_expected', () => {
    const soon = { kind: 'delivered' as const, nextExpected: isoUtc(NOW + 300 * S) }
    expect(plan({ last: soon, sentAt: sent(1, 300 * S) })).toBe(299 * S)
    // 10 jobs: 900 s apart, later than the service expects.
    expect(plan({ jobTotal: 10, last: soon, sentAt: sent(1, 300 * S) })).toBe(900 * S)
  })

  it('spreads the first beats of a matrix over the pace, by job name', () => {
    const first = (jobTotal: number, jobName: string) =>
      plan({ jobTotal, last: { kind: 'none' }, phase: phaseOf(jobName) })
    expect(first(1, 'CI / test (1)')).toBe(300 * S)
    const firsts = Array.from({ length: 50 }, (_, i) => first(50, `CI / test (${i + 1})`))
    for (const f of firsts) {
      expect(f).toBeGreaterThanOrEqual(300 * S)
      expect(f).toBeLessThan(heartbeatBudget({ jobTotal: 50 }).paceMs)
    }
    // Spread, not bunched: no hour of the 5 holds more than half of the legs' first beats.
    const perHour = [0, 1, 2, 3, 4].map(h => firsts.filter(f => Math.floor(f / HOUR_MS) === h))
    for (const hour of perHour) expect(hour.length).toBeLessThanOrEqual(25)
    expect(phaseOf('CI / test (1)')).toBe(phaseOf('CI / test (1)'))
  })

  it('backs off after 429s, doubling, with Retry-After as a floor, and the share still holds', () => {
    const busy = (streak: number, retryAfterMs?: number) =>
      ({ kind: 'busy', streak, retryAfterMs }) as const
    expect(plan({ intervalMs: 60 * S, last: busy(1) })).toBe(120 * S)
    expect(plan({ intervalMs: 60 * S, last: busy(2) })).toBe(240 * S)
    expect(plan({ intervalMs: 60 * S, last: busy(2, 600 * S) })).toBe(600 * S)
    expect(plan({ intervalMs: 60 * S, last: busy(9) })).toBe(30 * 60 * S)
    // Sharing the key, the backoff starts from the job's pace.
    expect(plan({ jobTotal: 10, last: busy(1) })).toBe(30 * 60 * S)
    // A pace longer than the backoff's cap is kept.
    expect(plan({ jobTotal: 50, last: busy(3), sentAt: [NOW] })).toBe(5 * HOUR_MS)
  })

  it('after another failure, the interval', () => {
    expect(plan({ last: { kind: 'failed' } })).toBe(300 * S)
  })
})

describe('a key with another hourly limit', () => {
  it('splits that limit instead of the service’s 100', () => {
    const service = heartbeatBudget({ jobTotal: 10 })
    const local = heartbeatBudget({ jobTotal: 10, hourlyLimit: 1000 })
    expect(local.reservePerJob).toBe(service.reservePerJob)
    expect(local.beatsPerHour).toBe((1000 - 10 * local.reservePerJob) / 10)
    expect(local.paceMs).toBeLessThan(service.paceMs)
  })
})

describe('the cadence a start says', () => {
  it('is the interval asked for when the job has the key to itself, or its share is faster', () => {
    expect(beatCadence(30 * S, heartbeatBudget({}))).toBe('every 30 s')
    expect(beatCadence(0.5 * S, heartbeatBudget({}))).toBe('every 0.5 s')
    // Two jobs on a key of 100 000 an hour: a share far faster than the interval.
    expect(beatCadence(30 * S, heartbeatBudget({ jobTotal: 2, hourlyLimit: 100_000 }))).toBe(
      'every 30 s'
    )
  })

  it("names the pace a shared key's hour holds each job to, and how many share it", () => {
    // Three jobs on the service's 100: what is left after their reserves, a third each.
    const share = heartbeatBudget({ jobTotal: 3 })
    const pace = Math.ceil(share.paceMs / 1000)
    expect(pace).toBeGreaterThan(60)
    expect(beatCadence(1 * S, share)).toBe(
      `every 1 s, at most one every ${pace} s (3 jobs share the key's hour)`
    )
  })
})
