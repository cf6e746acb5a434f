/**
 * The key's hour as every job on a machine shares it (src/client/hour-rule.ts): reports take
 * the hour up to the limit, heartbeats give way first, a 429 pauses the key, and a start tells
 * whether the jobs' cadences fit the hour.
 */
import { describe, expect, it } from '@jest/globals'
import {
  FIRST_PAUSE_MS,
  REPORT_RESERVE_FLOOR,
  type Ticket,
  cadenceOf,
  hourFit,
  pauseAfter429,
  pausedAt,
  roomAt
} from '../../src/client/hour-rule.js'

const T0 = Date.parse('2026-11-22T10:00:00Z')
const MIN = 60_000
const HOUR = 60 * MIN

/** `count` tickets of `kind`, one every `step` (a minute) from `from`. */
function tickets(count: number, kind: Ticket['kind'], from = T0, first = 0, step = MIN): Ticket[] {
  return Array.from({ length: count }, (_, i) => ({ n: first + i, at: from + i * step, kind }))
}

describe('room in the hour', () => {
  it('lets reports take the hour up to the limit, then says when the oldest leaves it', () => {
    // 100 reports, one every 30 s, the last now.
    const first = T0 - 99 * 30_000
    const full = tickets(100, 'report', first, 0, 30_000)
    expect(roomAt('report', T0, full.slice(0, 99), 100)).toEqual({ granted: true })
    const refused = roomAt('report', T0, full, 100)
    expect(refused).toMatchObject({ granted: false, until: first + HOUR })
    // No hour holds more than the limit, wherever its edges fall.
    expect(roomAt('report', first + HOUR - 1, full, 100).granted).toBe(false)
    expect(roomAt('report', first + HOUR, full, 100)).toEqual({ granted: true })
  })

  it('keeps as much room for reports as the last hour carried, and at least one job’s', () => {
    // 30 reports in the hour: heartbeats may bring the hour to 100 - 30 requests, no further.
    const reports = tickets(30, 'report', T0 - 50 * MIN)
    const beats = tickets(40, 'heartbeat', T0 - 45 * MIN, 30)
    expect(roomAt('heartbeat', T0, [...reports, ...beats.slice(0, 39)], 100)).toEqual({
      granted: true
    })
    const refused = roomAt('heartbeat', T0, [...reports, ...beats], 100)
    expect(refused.granted).toBe(false)
    // The first report leaving the hour frees its room twice over: as a request and as reserve.
    if (!refused.granted) expect(refused.until).toBe(T0 - 50 * MIN + HOUR)
    // A report still finds room.
    expect(roomAt('report', T0, [...reports, ...beats], 100)).toEqual({ granted: true })
    // With no report in the hour, heartbeats still leave one job's start, end and notifications.
    const onlyBeats = tickets(100 - REPORT_RESERVE_FLOOR, 'heartbeat', T0 - 50 * MIN)
    expect(REPORT_RESERVE_FLOOR).toBe(6)
    expect(roomAt('heartbeat', T0, onlyBeats, 100).granted).toBe(false)
    expect(roomAt('heartbeat', T0, onlyBeats.slice(1), 100).granted).toBe(true)
  })

  it('gives heartbeats no room at all when reports alone fill the hour', () => {
    const reports = tickets(60, 'report', T0 - 59 * MIN)
    const refused = roomAt('heartbeat', T0, reports, 100)
    expect(refused.granted).toBe(false)
  })
})

describe('a 429 pauses the key', () => {
  it('for its Retry-After; without one a minute, doubling while they come, up to the hour', () => {
    expect(pauseAfter429(T0, 25 * MIN)).toEqual({ until: T0 + 25 * MIN, streak: 1 })
    let pause = pauseAfter429(T0, undefined)
    expect(pause).toEqual({ until: T0 + FIRST_PAUSE_MS, streak: 1 })
    const waits: number[] = []
    let now = T0
    for (let i = 0; i < 8; i++) {
      now = pause.until
      pause = pauseAfter429(now, undefined, pause)
      waits.push((pause.until - now) / MIN)
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60])
    // An hour after the last pause ended, a 429 starts over.
    expect(pauseAfter429(pause.until + HOUR, undefined, pause).streak).toBe(1)
  })

  it('holds every request back while it lasts', () => {
    const pause = { until: T0 + MIN, streak: 1 }
    expect(pausedAt(pause, T0)).toMatchObject({ granted: false, until: T0 + MIN })
    expect(pausedAt(pause, T0 + MIN)).toBeUndefined()
    expect(pausedAt(undefined, T0)).toBeUndefined()
  })
})

describe('whether the cadences fit the hour', () => {
  const every = (gapMs: number, count: number, end = T0): number[] =>
    Array.from({ length: count }, (_, i) => end - (count - 1 - i) * gapMs)

  it('a job every minute needs 120 requests an hour for its starts and ends: it does not fit', () => {
    expect(cadenceOf(every(MIN, 6))).toBe(MIN)
    expect(hourFit({ starts: every(MIN, 6), reportsPerRun: 2 }, [], T0, 100)).toEqual({
      fits: false,
      need: 120,
      cadenceMs: MIN,
      activeJobs: 1
    })
  })

  it('a job every two minutes fits alone, and not with another like it', () => {
    const own = { starts: every(2 * MIN, 6), reportsPerRun: 2 }
    expect(hourFit(own, [], T0, 100)).toMatchObject({ fits: true, need: 60 })
    const other = { starts: every(2 * MIN, 6, T0 - MIN), reportsPerRun: 2 }
    expect(hourFit(own, [other], T0, 100)).toMatchObject({ fits: false, need: 120, activeJobs: 2 })
  })

  it('counts pipeline notifications, and forgets a job that stopped starting', () => {
    const own = { starts: every(4 * MIN, 6), reportsPerRun: 4 }
    expect(hourFit(own, [], T0, 100)).toMatchObject({ fits: true, need: 60 })
    const stopped = { starts: every(MIN, 6, T0 - 3 * MIN), reportsPerRun: 2 }
    expect(hourFit(own, [stopped], T0, 100)).toMatchObject({ fits: true, activeJobs: 1 })
    // A first start has no cadence: its run's reports count for the hour after it.
    expect(hourFit({ starts: [T0], reportsPerRun: 2 }, [], T0, 100)).toEqual({
      fits: true,
      need: 2,
      activeJobs: 1
    })
  })
})
