/**
 * A crontab schedule read as cron reads it, and its times in a time zone where the clocks
 * change as ISC cron runs them (its cron.c: a skipped time runs at the change for a fixed entry
 * and not at all for a wildcard one; a repeated time runs once for a fixed entry and twice for a
 * wildcard one). Expected times are written out, never computed by the code under test.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  type Cron,
  nextSlot,
  readCron,
  slotAtOrBefore,
  slotsAfter,
  slotsBefore
} from '../../src/util/cron.js'
import { wallText } from '../../src/util/zone-time.js'

const cron = (text: string): Cron => {
  const c = readCron(text)
  if ('error' in c) throw new Error(`${text}: ${c.error}`)
  return c
}
const at = (iso: string): number => Date.parse(iso)
const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z')
/** The slots after `from`, as the zone's wall clock. */
const walls = (text: string, zone: string, from: string, n: number): string[] =>
  slotsAfter(cron(text), zone, at(from), Infinity, n).map(t => wallText(t, zone))

describe('readCron', () => {
  it('takes the five fields, names, ranges, steps, lists, `?` and the macros', () => {
    expect(cron('  */15  *  * *   * ').expression).toBe('*/15 * * * *')
    expect(cron('@daily').expression).toBe('0 0 * * *')
    expect(cron('@hourly').expression).toBe('0 * * * *')
    expect(walls('0 9 * jan-mar mon-fri', 'UTC', '2026-03-27T10:00:00Z', 3)).toEqual([
      '2026-03-30 09:00 +00:00',
      '2026-03-31 09:00 +00:00',
      '2027-01-01 09:00 +00:00'
    ])
    // `a/n` runs from a to the field's end; 7 is Sunday as 0 is.
    expect(
      slotsAfter(cron('5/20 * * * *'), 'UTC', at('2026-01-01T00:00:00Z'), Infinity, 3).map(iso)
    ).toEqual(['2026-01-01T00:05:00Z', '2026-01-01T00:25:00Z', '2026-01-01T00:45:00Z'])
    expect(nextSlot(cron('0 12 * * 7'), 'UTC', at('2026-11-22T12:00:00Z'))).toBe(
      at('2026-11-29T12:00:00Z')
    )
    expect(nextSlot(cron('0 12 ? * sun'), 'UTC', at('2026-11-20T00:00:00Z'))).toBe(
      at('2026-11-22T12:00:00Z')
    )
  })

  it("matches either day field when both are restricted, both when one starts with '*' (cron's rule)", () => {
    // The 1st and the 15th, and every Monday.
    expect(
      slotsAfter(cron('0 0 1,15 * 1'), 'UTC', at('2026-11-28T00:00:00Z'), Infinity, 3).map(iso)
    ).toEqual(['2026-11-30T00:00:00Z', '2026-12-01T00:00:00Z', '2026-12-07T00:00:00Z'])
    // `*/2` starts with '*': odd days that are Mondays.
    expect(
      slotsAfter(cron('0 0 */2 * 1'), 'UTC', at('2026-11-01T00:00:00Z'), Infinity, 2).map(iso)
    ).toEqual(['2026-11-09T00:00:00Z', '2026-11-23T00:00:00Z'])
  })

  it('refuses what is not cron, saying why', () => {
    const why = (text: unknown): string => {
      const c = readCron(text)
      return 'error' in c ? c.error : 'taken'
    }
    expect(why('* * * * * *')).toMatch(/six fields.*no seconds/)
    expect(why('* * * *')).toMatch(/4 fields/)
    expect(why('61 * * * *')).toMatch(/minute field has 61, outside 0-59/)
    expect(why('0 0 * * 8')).toMatch(/outside 0-7/)
    expect(why('*/0 * * * *')).toMatch(/steps by 0/)
    expect(why('5-1 * * * *')).toMatch(/runs backwards/)
    expect(why('0 0 31 2 *')).toMatch(/no day that comes/)
    expect(why('0 0 30 2 *')).toMatch(/no day that comes/)
    for (const other of ['0 0 L * *', '0 0 1W * *', '0 0 * * 1#2', 'H * * * *', '0 0 * * 5L'])
      expect(why(other)).toMatch(/not cron's/)
    expect(why('@reboot')).toMatch(/not a time/)
    expect(why('@every 1h')).toMatch(/not a time/)
    expect(why('0 0 * * wed')).toBe('taken')
    expect(why('')).toBe('is empty')
    expect(why(15)).toBe('is no text')
    expect(why('* '.repeat(150))).toMatch(/longer than 200/)
  })

  it('never throws, on any text', () => {
    const piece = fc.constantFrom(
      '*',
      '?',
      '-',
      '/',
      ',',
      ' ',
      '0',
      '7',
      '59',
      '60',
      'L',
      'W',
      '#',
      'H',
      'mon',
      'jan',
      '@daily',
      '@',
      'x'
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece, { maxLength: 20 }).map(p => p.join(''))
        ),
        text => {
          const c = readCron(text)
          if (!('error' in c)) nextSlot(c, 'UTC', at('2026-01-01T00:00:00Z'))
        }
      ),
      { numRuns: 500 }
    )
  })
})

describe('the slots in UTC', () => {
  const every15 = cron('*/15 * * * *')

  it('steps forward and back alike', () => {
    const from = at('2026-11-22T00:00:00Z')
    const ahead = slotsAfter(every15, 'UTC', from, at('2026-11-22T01:00:00Z'), 100)
    expect(ahead.map(iso)).toEqual([
      '2026-11-22T00:15:00Z',
      '2026-11-22T00:30:00Z',
      '2026-11-22T00:45:00Z',
      '2026-11-22T01:00:00Z'
    ])
    expect(slotsBefore(every15, 'UTC', at('2026-11-22T01:00:00Z'), from, 100).reverse()).toEqual([
      from,
      ...ahead
    ])
    expect(slotAtOrBefore(every15, 'UTC', at('2026-11-22T00:29:59Z'))).toBe(
      at('2026-11-22T00:15:00Z')
    )
    expect(slotAtOrBefore(every15, 'UTC', at('2026-11-22T00:30:00Z'))).toBe(
      at('2026-11-22T00:30:00Z')
    )
  })

  it('finds a leap day years away, and nothing for times it cannot read', () => {
    expect(nextSlot(cron('0 0 29 2 *'), 'UTC', at('2026-03-01T00:00:00Z'))).toBe(
      at('2028-02-29T00:00:00Z')
    )
    expect(nextSlot(every15, 'UTC', NaN)).toBeUndefined()
    expect(slotsAfter(every15, 'UTC', at('2026-01-01T00:00:00Z'), NaN, 5)).toEqual([])
    expect(slotAtOrBefore(every15, 'UTC', -1e20)).toBeUndefined()
  })

  it('never throws on any times or counts', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.integer({ min: -5, max: 50 }), (a, b, n) => {
        slotsAfter(every15, 'Europe/Berlin', a, b, n)
        slotsBefore(every15, 'Europe/Berlin', a, b, n)
      }),
      { numRuns: 200 }
    )
  })
})

describe('where the clocks change (Europe/Berlin: forward 2026-03-29 02:00, back 2026-10-25 03:00)', () => {
  const zone = 'Europe/Berlin'

  it('runs a fixed time the clocks skip at the change, as cron does', () => {
    expect(walls('30 2 * * *', zone, '2026-03-27T12:00:00Z', 3)).toEqual([
      '2026-03-28 02:30 +01:00',
      '2026-03-29 03:00 +02:00',
      '2026-03-30 02:30 +02:00'
    ])
  })

  it('runs no wildcard time the clocks skip', () => {
    expect(walls('*/15 * * * *', zone, '2026-03-29T00:30:00Z', 3)).toEqual([
      '2026-03-29 01:45 +01:00',
      '2026-03-29 03:00 +02:00',
      '2026-03-29 03:15 +02:00'
    ])
    // Every quarter of the hour 2: none on the night it does not exist.
    expect(walls('*/15 2 * * *', zone, '2026-03-28T12:00:00Z', 1)).toEqual([
      '2026-03-30 02:00 +02:00'
    ])
  })

  it('runs a fixed time the clocks repeat once, a wildcard one twice', () => {
    expect(walls('30 2 * * *', zone, '2026-10-24T12:00:00Z', 2)).toEqual([
      '2026-10-25 02:30 +02:00',
      '2026-10-26 02:30 +01:00'
    ])
    expect(walls('*/30 2 * * *', zone, '2026-10-24T12:00:00Z', 5)).toEqual([
      '2026-10-25 02:00 +02:00',
      '2026-10-25 02:30 +02:00',
      '2026-10-25 02:00 +01:00',
      '2026-10-25 02:30 +01:00',
      '2026-10-26 02:00 +01:00'
    ])
    // Backwards the same slots, the repeated hour's included.
    const c = cron('*/30 2 * * *')
    const back = slotsBefore(c, zone, at('2026-10-25T02:00:00Z'), at('2026-10-24T12:00:00Z'), 10)
    expect(back.reverse().map(iso)).toEqual([
      '2026-10-25T00:00:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:00:00Z',
      '2026-10-25T01:30:00Z'
    ])
    expect(slotAtOrBefore(cron('30 2 * * *'), zone, at('2026-10-25T03:00:00Z'))).toBe(
      at('2026-10-25T00:30:00Z')
    )
  })

  it('keeps a day of a quarter-hourly job at 100 slots when the clocks go back, 92 when forward', () => {
    const day = (from: string, to: string): number =>
      slotsAfter(cron('*/15 * * * *'), zone, at(from) - 1, at(to) - 1, 1000).length
    expect(day('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z')).toBe(100)
    expect(day('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z')).toBe(92)
  })

  it('reads America/New_York the same way (forward 2026-03-08 02:00, back 2026-11-01 02:00)', () => {
    expect(walls('30 2 * * *', 'America/New_York', '2026-03-07T12:00:00Z', 2)).toEqual([
      '2026-03-08 03:00 -04:00',
      '2026-03-09 02:30 -04:00'
    ])
    expect(walls('0 1 * * *', 'America/New_York', '2026-10-31T12:00:00Z', 2)).toEqual([
      '2026-11-01 01:00 -04:00',
      '2026-11-02 01:00 -05:00'
    ])
  })
})
