/**
 * A run's place in its schedule, in the metadata every front end sends: the expression and its
 * zone, the grace, the slot the run stands for and how late it came, and the slots missed since
 * the run before it when that run is known.
 */
import { describe, expect, it } from '@jest/globals'
import {
  type Schedule,
  SCHEDULE_KEYS,
  scheduleMetadata,
  slotOfRun
} from '../../src/run/schedule.js'
import { readCron } from '../../src/util/cron.js'
import { expectEqual } from '../expect-equal.js'

const at = (iso: string): number => Date.parse(iso)
const schedule = (text: string, timeZone: string, graceSeconds?: number): Schedule => {
  const cron = readCron(text)
  if ('error' in cron) throw new Error(cron.error)
  return { cron, timeZone, ...(graceSeconds !== undefined ? { graceSeconds } : {}) }
}

describe('the slot a run stands for', () => {
  const s = schedule('*/15 * * * *', 'Europe/Berlin')

  it('is the latest at or before its start, or one its start is a few seconds early for', () => {
    expect(slotOfRun(s, at('2026-11-22T09:04:00Z'))).toBe(at('2026-11-22T09:00:00Z'))
    expect(slotOfRun(s, at('2026-11-22T09:14:50Z'))).toBe(at('2026-11-22T09:15:00Z'))
    // A run minutes early is no run of the next slot.
    expect(slotOfRun(s, at('2026-11-22T09:10:00Z'))).toBe(at('2026-11-22T09:00:00Z'))
  })
})

describe('scheduleMetadata', () => {
  it("says the expression, its zone, the grace, the run's slot and its lag", () => {
    expectEqual(
      scheduleMetadata(schedule('30 2 * * *', 'Europe/Berlin', 600), {
        at: at('2026-11-22T01:31:05Z')
      }),
      {
        [SCHEDULE_KEYS.cron]: '30 2 * * *',
        [SCHEDULE_KEYS.timeZone]: 'Europe/Berlin',
        [SCHEDULE_KEYS.graceSeconds]: 600,
        [SCHEDULE_KEYS.slot]: '2026-11-22T01:30:00.000Z',
        [SCHEDULE_KEYS.lagSeconds]: 65
      }
    )
  })

  it('counts a run a few seconds early as on time, and reads the slot the clocks skipped at the change', () => {
    const m = scheduleMetadata(schedule('*/15 * * * *', 'UTC'), { at: at('2026-11-22T09:14:55Z') })
    expect(m[SCHEDULE_KEYS.slot]).toBe('2026-11-22T09:15:00.000Z')
    expect(m[SCHEDULE_KEYS.lagSeconds]).toBe(0)
    // Cron runs 02:30 at 03:00 on the night Berlin skips it: on time, not 24 h late.
    const skipped = scheduleMetadata(schedule('30 2 * * *', 'Europe/Berlin'), {
      at: at('2026-03-29T01:00:02Z')
    })
    expect(skipped[SCHEDULE_KEYS.slot]).toBe('2026-03-29T01:00:00.000Z')
    expect(skipped[SCHEDULE_KEYS.lagSeconds]).toBe(2)
  })

  it('lists the latest ten of the slots missed since the run before, and counts them all', () => {
    const m = scheduleMetadata(schedule('*/15 * * * *', 'UTC'), {
      at: at('2026-11-22T12:00:10Z'),
      previous: at('2026-11-22T06:00:05Z')
    })
    expect(m[SCHEDULE_KEYS.missedSlots]).toBe(23)
    expect(m[SCHEDULE_KEYS.missedSlotTimes]).toEqual([
      '2026-11-22T09:30:00.000Z',
      '2026-11-22T09:45:00.000Z',
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T10:15:00.000Z',
      '2026-11-22T10:30:00.000Z',
      '2026-11-22T10:45:00.000Z',
      '2026-11-22T11:00:00.000Z',
      '2026-11-22T11:15:00.000Z',
      '2026-11-22T11:30:00.000Z',
      '2026-11-22T11:45:00.000Z'
    ])
  })
})
