/**
 * Wall-clock time in a named zone, from the runtime's zone data: what the schedules are read
 * in, and what the pages and `job-monitor runs` show their times in.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  instantsOfWall,
  offsetAt,
  skipEndingAt,
  wallText,
  zoneNamed
} from '../../src/util/zone-time.js'

const at = (iso: string): number => Date.parse(iso)
const wall = (iso: string): number => Date.parse(`${iso}Z`)

describe('zoneNamed', () => {
  it('gives the name of a zone the runtime knows as given, in its case, and nothing for any other text', () => {
    expect(zoneNamed('Europe/Berlin')).toBe('Europe/Berlin')
    expect(zoneNamed(' europe/berlin ')).toBe('Europe/Berlin')
    expect(zoneNamed('UTC')).toBe('UTC')
    expect(zoneNamed('utc')).toBe('UTC')
    // A name the runtime knows by another (ICU's Asia/Calcutta, Europe/Kiev) is kept as given.
    expect(zoneNamed('Asia/Kolkata')).toBe('Asia/Kolkata')
    expect(zoneNamed('Europe/Kyiv')).toBe('Europe/Kyiv')
    expect(zoneNamed('Asia/Calcutta')).toBe('Asia/Calcutta')
    // A whole-hour offset, on any Node: the Etc zone that keeps it (its sign is POSIX's).
    expect(zoneNamed('+01:00')).toBe('Etc/GMT-1')
    expect(zoneNamed('-05:00')).toBe('Etc/GMT+5')
    expect(zoneNamed('+00:00')).toBe('UTC')
    expect(zoneNamed('+05:30')).toBeUndefined()
    for (const no of [
      'Mars/Olympus',
      '',
      'Europe/Berlin; rm',
      '../../etc',
      'x'.repeat(70),
      3,
      null
    ])
      expect(zoneNamed(no)).toBeUndefined()
  })

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), v => void zoneNamed(v)))
  })
})

describe('the instants of a wall-clock time', () => {
  const zone = 'Europe/Berlin'

  it('is one, none in the hour the clocks skip, two in the hour they repeat', () => {
    expect(instantsOfWall(wall('2026-11-22T12:00:00'), zone)).toEqual([at('2026-11-22T11:00:00Z')])
    expect(instantsOfWall(wall('2026-03-29T02:30:00'), zone)).toEqual([])
    expect(instantsOfWall(wall('2026-10-25T02:30:00'), zone)).toEqual([
      at('2026-10-25T00:30:00Z'),
      at('2026-10-25T01:30:00Z')
    ])
  })

  it('finds the change that skipped a time', () => {
    expect(skipEndingAt(wall('2026-03-29T02:30:00'), zone)).toBe(at('2026-03-29T01:00:00Z'))
    expect(skipEndingAt(wall('2026-03-29T03:30:00'), zone)).toBeUndefined()
    expect(offsetAt(at('2026-03-29T01:00:00Z'), zone)).toBe(2 * 3600_000)
    expect(offsetAt(at('2026-03-29T00:59:59Z'), zone)).toBe(3600_000)
  })

  it("writes an instant as the zone's wall clock with its offset", () => {
    expect(wallText(at('2026-10-25T00:30:00Z'), zone)).toBe('2026-10-25 02:30 +02:00')
    expect(wallText(at('2026-10-25T01:30:00Z'), zone)).toBe('2026-10-25 02:30 +01:00')
    expect(wallText(at('2026-11-22T12:00:00Z'), 'Asia/Kathmandu')).toBe('2026-11-22 17:45 +05:45')
    expect(wallText(at('2026-11-22T12:00:00Z'), 'America/New_York')).toBe('2026-11-22 07:00 -05:00')
    expect(wallText(NaN, zone)).toBe('')
    expect(wallText(at('2026-11-22T12:00:00Z'), 'Mars/Olympus')).toBe('')
  })
})
