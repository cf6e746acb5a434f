import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { PageLineReader, parsePageName, stampTime } from '../../src/steps/page-lines.js'

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
