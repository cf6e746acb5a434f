/**
 * A credential's value announced by its name (`password =`, `Authorization: Bearer`, `token:`)
 * is hidden even when it arrives after a seam: another stream's line (after a line too long to
 * hold), a cut marker, a carriage return.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { Redactor } from '../../src/logs/redact.js'
import { StreamRedactor } from '../../src/logs/stream-redact.js'
import { filler, readSizes, reads, upper } from './stream-reads.js'

/** What introduces a credential's value, as programs print it. */
const PREFIXES = [
  'password =',
  'Authorization: Bearer',
  'token:',
  'DB_PASSWORD=',
  'api_key: ',
  '--password',
  'Bearer'
]

describe("a credential's value after a seam", () => {
  it('is hidden after a carriage return', () => {
    const r = new Redactor()
    for (const prefix of PREFIXES) {
      expect(r.redact(`${prefix}\r VALUE123`)).not.toContain('VALUE123')
      expect(r.redact(`${prefix}\rVALUE123`)).not.toContain('VALUE123')
    }
  })

  it("is hidden when another stream's line comes between the name and its value", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIXES),
        fc.constantFrom(' ', '  ', '\t', '\r', '\r '),
        upper(8, 40),
        // The line before: a progress line rewritten with \r, past the 64 KiB a line is held.
        fc.integer({ min: 64 * 1024 + 1, max: 200_000 }),
        fc.array(filler(0, 200), { minLength: 1, maxLength: 3 }),
        readSizes,
        fc.integer({ min: 64, max: 400_000 }),
        (prefix, gap, value, progress, errLines, sizes, maxBytes) => {
          const streams = new StreamRedactor(
            maxBytes,
            new Redactor(['JMKEYQ7W3E9R2T8Y4U6I1O5P0A2S4D6F8'])
          )
          const stdout = streams.source()
          const stderr = streams.source()
          const line = Buffer.from(`${'#'.repeat(progress)}\r${prefix}`)
          for (const chunk of reads(line, 0, 0, sizes)) if (chunk.length) stdout.write(chunk)
          for (const l of errLines) stderr.write(Buffer.from(`warning: deprecated call ${l}\n`))
          stdout.write(Buffer.from(`${gap}${value} and on\n`))
          stdout.end()
          stderr.end()
          const kept = streams.text()
          expect(kept).not.toContain(value)
          // The other stream's lines are still there: only the value is hidden.
          if (maxBytes > 2 * progress)
            expect(kept).toContain(`deprecated call ${errLines.at(-1)}\n`)
        }
      ),
      { numRuns: 60 }
    )
  })

  it('is hidden when the head-and-tail cut falls in a long run of blanks after the name', () => {
    // Whole, the text hides the value however many blanks come first; cut, the tail's window
    // may open past the name, on blanks alone (more than the context held beyond a cut). A
    // flag takes its value after one blank only (`--password VALUE`): it is not among these.
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIXES.filter(p => !p.startsWith('--'))),
        fc.constantFrom(' ', '\t', '\r', '\r '),
        fc.integer({ min: 9000, max: 150_000 }),
        upper(8, 40),
        filler(0, 100_000),
        filler(0, 3000),
        fc.integer({ min: 64, max: 200_000 }),
        readSizes,
        (prefix, blank, gap, value, before, after, maxBytes, sizes) => {
          const r = new Redactor(['JMKEYQ7W3E9R2T8Y4U6I1O5P0A2S4D6F8'])
          const blanks = blank.repeat(Math.ceil(gap / blank.length))
          const text = `${before}\n${prefix}${blanks}${value} and on\n${after}\n`
          expect(r.redact(text)).not.toContain(value)
          const streams = new StreamRedactor(maxBytes, r)
          for (const chunk of reads(Buffer.from(text), 0, 0, sizes))
            if (chunk.length) streams.write(chunk)
          expect(streams.text()).not.toContain(value)
        }
      ),
      { numRuns: 100 }
    )
  })

  it('is hidden across a cut marker in a text cut elsewhere', () => {
    const r = new Redactor()
    for (const prefix of PREFIXES) {
      const out = r.redactCut(`start ${prefix}\n[... 123 bytes cut ...]\n VALUE123 end`)
      expect(out).not.toContain('VALUE123')
      expect(out).toContain(' end')
    }
  })
})
