import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { PageLineReader, hasStamp, parsePageName, stampTime } from '../../src/steps/page-lines.js'

const T = '11111111-2222-3333-4444-555555555555'
const R = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee'

interface Line {
  text: string
  at?: number
}

function readAll(chunks: Uint8Array[]): Line[] {
  const out: Line[] = []
  const reader = new PageLineReader((buf, start, textStart, end) =>
    out.push({
      text: Buffer.from(buf.subarray(textStart, end)).toString('utf8'),
      ...(textStart > start ? { at: stampTime(buf, start) } : {})
    })
  )
  for (const c of chunks) reader.push(c)
  reader.end()
  return out
}

describe('page names', () => {
  it('reads timeline, record and page', () => {
    expect(parsePageName(`${T}_${R}_12.log`)).toEqual({ timelineId: T, recordId: R, page: 12 })
    expect(parsePageName(`${T}_${R.toUpperCase()}_1.log`)?.recordId).toBe(R)
  })
  it.each([`${T}_${R}_0.log`, `${T}_${R}.1`, `${T}_${R}_1.log.tmp`, 'notes.txt'])(
    'ignores %s',
    name => expect(parsePageName(name)).toBeUndefined()
  )
})

describe('PageLineReader', () => {
  const page =
    '\ufeff2026-03-01T17:38:57.4236128Z ##[group]Run npm test\r\n' +
    '2026-03-01T17:38:57.5000000Z first line\r\n' +
    'a continuation line\r\n' +
    '2026-03-01T17:38:59.0000001Z ##[error]Process completed with exit code 1.\r\n'

  it('skips the byte order mark, cuts the stamps and CRLF, keeps continuation lines', () => {
    expect(readAll([Buffer.from(page)])).toEqual([
      { text: '##[group]Run npm test', at: Date.parse('2026-03-01T17:38:57.423Z') },
      { text: 'first line', at: Date.parse('2026-03-01T17:38:57.500Z') },
      { text: 'a continuation line' },
      {
        text: '##[error]Process completed with exit code 1.',
        at: Date.parse('2026-03-01T17:38:59.000Z')
      }
    ])
  })

  it('gives the same lines however the bytes arrive', () => {
    const bytes = Buffer.from(page + '2026-03-01T17:39:00.0000000Z last, no line end ✓')
    const whole = readAll([bytes])
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: bytes.length }), { maxLength: 12 }), cuts => {
        const points = [...new Set(cuts)].sort((a, b) => a - b)
        const chunks: Uint8Array[] = []
        let at = 0
        for (const p of [...points, bytes.length]) {
          chunks.push(bytes.subarray(at, p))
          at = p
        }
        expect(readAll(chunks)).toEqual(whole)
      })
    )
  })

  it('passes a very long line on in pieces instead of holding it', () => {
    const long = 'x'.repeat(200 * 1024)
    const lines = readAll([
      Buffer.from(long.slice(0, 100 * 1024)),
      Buffer.from(long.slice(100 * 1024) + '\n')
    ])
    expect(lines.map(l => l.text).join('')).toBe(long)
    expect(lines.length).toBeGreaterThan(1)
  })
})

describe('a time stamp', () => {
  /** The rule, stated with a regular expression and a calendar: a real date and time. */
  function isStamp(line: string): boolean {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{7}Z(?: |$)/.exec(line)
    if (!m) return false
    const [year, month, day, hour, minute, second] = m.slice(1).map(Number)
    const t = new Date(0)
    t.setUTCFullYear(year, month - 1, day)
    t.setUTCHours(hour, minute, second)
    return (
      t.getUTCFullYear() === year &&
      t.getUTCMonth() === month - 1 &&
      t.getUTCDate() === day &&
      t.getUTCHours() === hour &&
      t.getUTCMinutes() === minute &&
      t.getUTCSeconds() === second
    )
  }

  const field = (max: number, width: number): fc.Arbitrary<string> =>
    fc.integer({ min: 0, max }).map(n => String(n).padStart(width, '0'))
  /** Lines in the stamp's shape, a few of their bytes changed, the dates around the edges. */
  const lines = fc
    .tuple(
      fc.constantFrom(0, 1, 1900, 1999, 2000, 2024, 2026, 2100, 2400, 9999).map(String),
      fc.oneof(field(13, 2), fc.constantFrom('02', '04')),
      fc.oneof(field(32, 2), fc.constantFrom('28', '29', '30', '31')),
      field(25, 2),
      field(61, 2),
      field(61, 2),
      field(9_999_999, 7),
      fc.constantFrom('', ' ', ' text', 'x', '\r'),
      fc.array(fc.tuple(fc.nat(40), fc.constantFrom('0', '9', '/', ':', 'a', ' ', '-', 'T')), {
        maxLength: 2
      })
    )
    .map(([y, mo, d, h, mi, s, frac, rest, changes]) => {
      let line = `${y.padStart(4, '0')}-${mo}-${d}T${h}:${mi}:${s}.${frac}Z${rest}`
      for (const [at, c] of changes)
        if (at < line.length) line = line.slice(0, at) + c + line.slice(at + 1)
      return line
    })

  it("is a real date and time in the runner's shape, and nothing else", () => {
    fc.assert(
      fc.property(lines, line => {
        const buf = Buffer.from(`x\n${line}\ny`)
        expect([line, hasStamp(buf, 2, 2 + line.length)]).toEqual([line, isStamp(line)])
      }),
      { numRuns: 2000 }
    )
  })
})
