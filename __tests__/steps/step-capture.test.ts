import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { Redactor } from '../../src/logs/redact.js'
import { PageLineReader } from '../../src/steps/page-lines.js'
import { StepCapture } from '../../src/steps/step-capture.js'

/** A page as the runner writes it: stamped lines, continuation lines, markers, CRLF or not. */
const pageArb = fc
  .record({
    crlf: fc.boolean(),
    lines: fc.array(
      fc.oneof(
        { weight: 8, arbitrary: fc.string({ maxLength: 400 }).map(t => ({ stamped: true, t })) },
        { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map(t => ({ stamped: false, t })) },
        {
          weight: 1,
          arbitrary: fc.integer({ min: 1, max: 9 }).map(n => ({
            stamped: true,
            t: n % 2 ? `##[error]failure ${n}` : `##[error]Process completed with exit code ${n}.`
          }))
        }
      ),
      { minLength: 1, maxLength: 3000 }
    )
  })
  .map(({ crlf, lines }) => {
    const eol = crlf ? '\r\n' : '\n'
    let ms = Date.parse('2026-11-22T10:00:00Z')
    const text = lines
      .map(({ stamped, t }) => {
        const clean = t.replace(/[\r\n]/g, ' ')
        ms += 7
        return stamped ? `${new Date(ms).toISOString().replace('Z', '1234Z')} ${clean}` : clean
      })
      .join(eol)
    return Buffer.from(`\ufeff2026-11-22T09:59:59.0000000Z ##[group]Run make${eol}${text}${eol}`)
  })

function captureOf(page: Buffer, chunk: number, bulk: boolean, maxBytes: number) {
  const c = new StepCapture('r', maxBytes)
  const reader = new PageLineReader({
    line: (buf, start, textStart, end) => c.line(buf, start, textStart, end),
    ...(bulk
      ? { skipTo: (buf: Uint8Array, at: number, end: number) => c.skipTo(buf, at, end) }
      : {}),
    chunkEnd: () => c.chunkEnd()
  })
  // The watcher reads into one buffer it reuses: so does this.
  const shared = new Uint8Array(chunk)
  for (let at = 0; at < page.length; at += chunk) {
    const n = Math.min(chunk, page.length - at)
    shared.set(page.subarray(at, at + n))
    reader.push(shared.subarray(0, n))
  }
  reader.end()
  return c.output(new Redactor(), true)
}

describe('StepCapture', () => {
  it('passing over lines in bulk gives what reading every line gives', () => {
    fc.assert(
      fc.property(
        pageArb,
        fc.integer({ min: 512, max: 96 * 1024 }),
        fc.integer({ min: 64, max: 4096 }),
        (page, chunk, maxBytes) => {
          expect(captureOf(page, chunk, true, maxBytes)).toEqual(
            captureOf(page, chunk, false, maxBytes)
          )
        }
      ),
      { numRuns: 40 }
    )
  })

  /** The lines of a long varied page: the same for every row below, so made once. */
  let longLines: string[] | undefined
  function longPageLines(): string[] {
    if (longLines) return longLines
    let seed = 11
    const rand = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n
    longLines = []
    for (let i = 0; i < 20_000; i++) {
      const kind = rand(20)
      const text = 'abcdefghij é€ '.repeat(rand(30)).slice(0, rand(300))
      if (kind === 0) longLines.push(`continuation ${text}`)
      else if (kind === 1)
        longLines.push(`2026-11-22T10:00:00.${String(i).padStart(7, '0')}Z ##[error]e${i}`)
      else longLines.push(`2026-11-22T10:00:00.${String(i).padStart(7, '0')}Z ${i} ${text}`)
    }
    return longLines
  }

  it.each([
    [false, 4096, 100],
    [true, 65536, 1024],
    [false, 256 * 1024, 16384],
    [true, 100_000, 3000]
  ])(
    'passing over lines in bulk gives the same on a long varied page (crlf %s, chunk %d, bound %d)',
    (crlf, chunk, maxBytes) => {
      const eol = crlf ? '\r\n' : '\n'
      const page = Buffer.from('\ufeff' + longPageLines().join(eol) + eol)
      expect(captureOf(page, chunk, true, maxBytes)).toEqual(
        captureOf(page, chunk, false, maxBytes)
      )
    }
  )

  it('keeps the name, the first and last time, the error lines and the exit code', () => {
    const page = Buffer.from(
      [
        '2026-11-22T10:00:00.0000000Z ##[group]Run npm test',
        ...Array.from({ length: 5000 }, (_, i) => `2026-11-22T10:00:01.0000000Z line ${i}`),
        '2026-11-22T10:00:09.5000000Z ##[error]Process completed with exit code 2.',
        ''
      ].join('\n')
    )
    const out = captureOf(page, 64 * 1024, true, 1024)
    expect(out).toMatchObject({
      name: 'Run npm test',
      startedAt: '2026-11-22T10:00:00.000Z',
      endedAt: '2026-11-22T10:00:09.500Z',
      lines: 5002,
      exitCode: 2,
      errors: ['##[error]Process completed with exit code 2.']
    })
    expect(Buffer.byteLength(out.text)).toBeLessThanOrEqual(1024)
    expect(out.text.endsWith('line 4999\n##[error]Process completed with exit code 2.\n')).toBe(
      true
    )
  })
})
