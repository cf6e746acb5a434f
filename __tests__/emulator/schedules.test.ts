/**
 * A scheduled job's standing, judged by the emulator from what its reports carry: which slots no
 * run came for, whether it is late now, and its next run, in its own zone. The slots expected are
 * written out as times.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  MAX_CHECKED,
  SCHEDULE_FACT_KEYS as K,
  type ScheduledRun,
  scheduleStatus
} from '../../src/emulator/history/schedules.js'
import { SCHEDULE_KEYS } from '../../src/run/schedule.js'
import { DEFAULT_GRACE_SECONDS } from '../../src/settings/schedule-check.js'
import {
  DEFAULT_GRACE_SECONDS as PAGE_GRACE,
  EARLY_MS
} from '../../src/emulator/history/schedules.js'
import { EARLY_MS as CLIENT_EARLY_MS } from '../../src/run/schedule.js'

const at = (iso: string): number => Date.parse(iso)
const MIN = 60_000

/** A run of `cron` in `zone` that started at `startMs`. */
const run = (
  startMs: number,
  cron = '*/15 * * * *',
  zone = 'Europe/Berlin',
  more = {}
): ScheduledRun => ({
  startMs,
  facts: { [K.cron]: cron, [K.timeZone]: zone, [K.graceSeconds]: 300, ...more }
})

/** Runs 20 s after each quarter hour from `from` for `hours`, but for the slots `skip` names. */
function quarterHours(
  from: string,
  hours: number,
  skip: string[] = [],
  zone = 'Europe/Berlin'
): ScheduledRun[] {
  const out: ScheduledRun[] = []
  for (let t = at(from); t < at(from) + hours * 60 * MIN; t += 15 * MIN)
    if (!skip.some(s => at(s) === t)) out.push(run(t + 20_000, '*/15 * * * *', zone))
  return out
}

describe('the clients and the emulator', () => {
  it('name the schedule facts alike, and agree on the grace and on how early a run may come', () => {
    expect(K).toEqual(SCHEDULE_KEYS)
    expect(PAGE_GRACE).toBe(DEFAULT_GRACE_SECONDS)
    expect(EARLY_MS).toBe(CLIENT_EARLY_MS)
  })
})

describe('scheduleStatus', () => {
  const skipped = ['2026-11-22T02:30:00Z', '2026-11-22T09:15:00Z', '2026-11-22T20:00:00Z']
  // A day of */15 in Berlin (local midnight to midnight), three slots skipped.
  const day = quarterHours('2026-11-21T23:00:00Z', 24, skipped)

  it('names the slots no run came for, and nothing else', () => {
    const s = scheduleStatus(day, at('2026-11-22T22:59:00Z'))
    expect(s).toEqual({
      cron: '*/15 * * * *',
      timezone: 'Europe/Berlin',
      grace_seconds: 300,
      since: '2026-11-21T23:00:00.000Z',
      state: 'on time',
      waiting_for: null,
      next_expected: '2026-11-22T23:00:00.000Z',
      missed_slots: [
        '2026-11-22T02:30:00.000Z',
        '2026-11-22T09:15:00.000Z',
        '2026-11-22T20:00:00.000Z'
      ],
      missed_count: 3,
      missed_at_least: false
    })
  })

  it('is due for a slot within its grace, late past it, and misses it only then', () => {
    const due = scheduleStatus(day, at('2026-11-22T23:04:00Z'))
    expect([due?.state, due?.waiting_for, due?.missed_count]).toEqual([
      'due',
      '2026-11-22T23:00:00.000Z',
      3
    ])
    const late = scheduleStatus(day, at('2026-11-22T23:05:01Z'))
    expect([late?.state, late?.waiting_for, late?.missed_count]).toEqual([
      'late',
      '2026-11-22T23:00:00.000Z',
      4
    ])
    // A run that starts late, within the grace or past it, is the slot's run: not missed.
    const came = scheduleStatus(
      [...day, run(at('2026-11-22T23:07:00Z'))],
      at('2026-11-22T23:08:00Z')
    )
    expect([came?.state, came?.missed_count]).toEqual(['on time', 3])
  })

  it('takes a run a few seconds early for its slot, and one minutes early for none', () => {
    const slots = quarterHours('2026-11-22T10:00:00Z', 1, ['2026-11-22T10:30:00Z'])
    const early = scheduleStatus(
      [...slots, run(at('2026-11-22T10:29:45Z'))],
      at('2026-11-22T11:00:30Z')
    )
    expect(early?.missed_slots).toEqual([])
    const tooEarly = scheduleStatus(
      [...slots, run(at('2026-11-22T10:20:00Z'))],
      at('2026-11-22T11:00:30Z')
    )
    expect(tooEarly?.missed_slots).toEqual(['2026-11-22T10:30:00.000Z'])
  })

  it('expects the hour the clocks repeat twice of a */15 job, and names which reading was missed', () => {
    // 2026-10-25 in Berlin: 25 hours, 100 slots; the second 02:15 (+01:00) is skipped.
    const runs = quarterHours('2026-10-24T22:00:00Z', 25, ['2026-10-25T01:15:00Z'])
    expect(runs).toHaveLength(99)
    const s = scheduleStatus(runs, at('2026-10-25T22:59:00Z'))
    expect(s?.missed_slots).toEqual(['2026-10-25T01:15:00.000Z'])
  })

  it('takes the run cron starts at the change for the time the clocks skipped', () => {
    const daily = (day: string, startIso: string): ScheduledRun => run(at(startIso), '30 2 * * *')
    const runs = [
      daily('03-28', '2026-03-28T01:30:04Z'),
      // 02:30 does not exist on 03-29: cron runs it when the clocks reach 03:00 (01:00 UTC).
      daily('03-29', '2026-03-29T01:00:03Z'),
      daily('03-30', '2026-03-30T00:30:02Z')
    ]
    const s = scheduleStatus(runs, at('2026-03-30T12:00:00Z'))
    expect([s?.missed_count, s?.state, s?.next_expected]).toEqual([
      0,
      'on time',
      '2026-03-31T00:30:00.000Z'
    ])
  })

  it('counts no slot missed between the last run of one schedule and the first of the next', () => {
    // */15 until 12:00, then hourly from 13:00: nobody knows when it changed in between.
    const before = quarterHours('2026-11-22T09:00:00Z', 3.25)
    const hourly = [13, 14, 16].map(h => run(at(`2026-11-22T${h}:00:10Z`), '0 * * * *'))
    const s = scheduleStatus([...before, ...hourly], at('2026-11-22T16:30:00Z'))
    expect([s?.cron, s?.since, s?.missed_slots]).toEqual([
      '0 * * * *',
      '2026-11-22T13:00:00.000Z',
      ['2026-11-22T15:00:00.000Z']
    ])
    // The other way round: hourly until 12:00, then */15 from 12:45.
    const s2 = scheduleStatus(
      [
        ...[10, 11, 12].map(h => run(at(`2026-11-22T${h}:00:10Z`), '0 * * * *')),
        ...quarterHours('2026-11-22T12:45:00Z', 1)
      ],
      at('2026-11-22T13:40:00Z')
    )
    expect([s2?.cron, s2?.missed_count]).toEqual(['*/15 * * * *', 0])
    // A slot missed under the schedule before the change is still missed.
    const s3 = scheduleStatus(
      [...quarterHours('2026-11-22T09:00:00Z', 3.25, ['2026-11-22T10:00:00Z']), ...hourly],
      at('2026-11-22T16:30:00Z')
    )
    expect(s3?.missed_slots).toEqual(['2026-11-22T10:00:00.000Z', '2026-11-22T15:00:00.000Z'])
  })

  it("takes the slot the action names from the run's creation, and reads a schedule with no zone in UTC", () => {
    // GitHub created the 06:00 run 20 min late and it started 5 min after that; the 07:00 ran.
    const action = (slot: string, start: string): ScheduledRun => ({
      startMs: at(start),
      facts: { [K.cron]: '0 * * * *', [K.slot]: slot, [K.lagSeconds]: 1200 }
    })
    const s = scheduleStatus(
      [
        action('2026-11-22T05:00:00Z', '2026-11-22T05:03:00Z'),
        action('2026-11-22T06:00:00Z', '2026-11-22T06:25:00Z'),
        action('2026-11-22T07:00:00Z', '2026-11-22T07:02:00Z')
      ],
      at('2026-11-22T07:30:00Z')
    )
    expect([s?.timezone, s?.missed_count, s?.grace_seconds]).toEqual(['UTC', 0, 300])
  })

  it('judges at most MAX_CHECKED slots, and says the count is at least that', () => {
    const s = scheduleStatus(
      [run(at('2026-11-20T00:00:05Z'), '* * * * *', 'UTC')],
      at('2026-11-22T00:00:00Z')
    )
    // The latest five minutes' slots are within their grace: not missed yet.
    expect([s?.missed_count, s?.missed_at_least, s?.missed_slots.length]).toEqual([
      MAX_CHECKED - 6,
      true,
      10
    ])
    // Late since the first slot no run came for that the slots judged reach.
    expect(s?.state).toBe('late')
  })

  it('names the zone as the runs named it, though the runtime knows it by another name', () => {
    // ICU calls Asia/Kolkata Asia/Calcutta.
    const s = scheduleStatus(
      quarterHours('2026-11-22T04:00:00Z', 2, [], 'Asia/Kolkata'),
      at('2026-11-22T05:59:00Z')
    )
    expect([s?.timezone, s?.state, s?.missed_count]).toEqual(['Asia/Kolkata', 'on time', 0])
  })

  it('expects the next run after the slot the latest run stood for, though it came early', () => {
    // 09:30 in Kolkata is 04:00 UTC: the run came 7 s before it, and claimed it.
    const early = run(at('2026-11-22T03:59:53Z'), '*/15 * * * *', 'Asia/Kolkata')
    const s = scheduleStatus([early], at('2026-11-22T03:59:55Z'))
    expect([s?.state, s?.next_expected]).toEqual(['on time', '2026-11-22T04:15:00.000Z'])
  })

  it('counts the slots since the slot of the first run, not since the minute it started in', () => {
    const late = run(at('2026-11-22T04:01:10Z'), '*/15 * * * *', 'Asia/Kolkata')
    const early = run(at('2026-11-22T03:59:53Z'), '*/15 * * * *', 'Asia/Kolkata')
    for (const first of [late, early])
      expect(scheduleStatus([first], at('2026-11-22T04:05:00Z'))?.since).toBe(
        '2026-11-22T04:00:00.000Z'
      )
  })

  it('ignores what it cannot read, and never throws', () => {
    expect(scheduleStatus([{ startMs: 0, facts: { [K.cron]: 'soon' } }], 0)).toBeUndefined()
    expect(
      scheduleStatus([run(at('2026-11-22T10:00:00Z'), '0 * * * *', 'Mars/Olympus')], 0)
    ).toBeUndefined()
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            startMs: fc.double(),
            facts: fc.dictionary(
              fc.constantFrom(...Object.values(K)),
              fc.oneof(
                fc.anything(),
                fc.constantFrom('*/5 * * * *', 'UTC', 'Europe/Berlin', '2026-11-22T10:00:00Z')
              )
            )
          }),
          { maxLength: 6 }
        ),
        fc.double(),
        (runs, now) => void scheduleStatus(runs as ScheduledRun[], now)
      ),
      { numRuns: 300 }
    )
  })
})
