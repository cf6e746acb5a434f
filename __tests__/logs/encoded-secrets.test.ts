/**
 * The key and the token shapes in other encodings: printed as UTF-16 (LE or BE), as JSON
 * `\uXXXX` escapes or percent-encoded (any mix of escaped and plain characters, either case),
 * they are hidden like the plain key, in one text and over a stream read at any boundary; an
 * identifier that holds them is refused by the same test.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { Redactor } from '../../src/logs/redact.js'
import { StreamRedactor } from '../../src/logs/stream-redact.js'
import { expectEqual } from '../expect-equal.js'
import { ENCODINGS, type Encoding, encode, encodeBytes, spelling } from './encodings.js'
import { filler, leaked, readSizes, reads } from './stream-reads.js'

const KEY = 'JMKEY' + 'Q7W3E9R2T8Y4U6I1O5P0A2S4D6F8'
const TOKEN = `ghp_${'A1B2C3D4E5'.repeat(4)}`

const encoding = fc.constantFrom(...ENCODINGS)

/** `text` with every encoding of these tests undone (the filler holds no backslash, % or NUL). */
const decoded = (text: string): string =>
  text
    .replaceAll('\u0000', '')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
const secret = fc.constantFrom(KEY, TOKEN)

describe('a secret in another encoding', () => {
  it.each(ENCODINGS)('is hidden in %s, every character escaped', enc => {
    const r = new Redactor([KEY])
    for (const s of [KEY, TOKEN]) {
      const form = encode(s, enc)
      const out = r.redact(`before ${form} after`)
      // UTF-16's NULs around the mask are no piece of anything.
      expect(out.replaceAll('\u0000', '')).toBe('before *** after')
    }
    expect(r.holdsSecret(`job ${encode(KEY, enc)}`)).toBe(true)
  })

  it('is hidden in any mix of escaped and plain characters, in either case', () => {
    fc.assert(
      fc.property(
        secret,
        fc.constantFrom<Encoding>('json', 'percent'),
        spelling,
        filler(0, 40),
        (s, enc, how, around) => {
          const r = new Redactor([KEY])
          const form = encode(s, enc, how)
          const out = r.redact(`${around} ${form} ${around}`)
          expectEqual(leaked(out, form, 6), [])
          if (s === KEY) expect(r.holdsSecret(`${around}${form}`)).toBe(true)
        }
      ),
      { numRuns: 300 }
    )
  })

  it('is hidden for every shape of the token table, escaped in any mix, in either case', () => {
    // [the credential as printed, the part that must not be sent], rows of the table.
    const v = 'Q7W3E9R2T8Y4U6I1O5P0A2S4D6F8H1J3'
    const shapes: Array<[string, string]> = [
      [`ghp_${v}`, v],
      [`github_pat_${v}`, v],
      [`glpat-${v}`, v],
      [`npm_${v}`, v],
      ['AKIAQ7W3E9R2T8Y4U6I1', 'Q7W3E9R2T8Y4U6I1'],
      [`xoxb-${v}`, v],
      [`sk_live_${v}`, v],
      [`sk-proj-${v}`, v],
      [`AIza${v}ABC`, v],
      [`dckr_pat_${v}`, v],
      [`eyJhbGciOiJIUzI1NiJ9.${v}.${v}`, v],
      [`Authorization: Bearer ${v}`, v],
      [`https://deploy:${v}@git.example.com/x`, v],
      [`DB_PASSWORD=${v}`, v]
    ]
    fc.assert(
      fc.property(
        fc.constantFrom(...shapes),
        encoding,
        spelling,
        filler(0, 40),
        ([text, hidden], enc, how, around) => {
          const out = new Redactor([]).redact(`${around} ${encode(text, enc, how)} ${around}`)
          // Read back as a reader would: what is left of the hidden part shows in plain text.
          expectEqual(leaked(decoded(out), hidden, 8), [])
        }
      ),
      { numRuns: 300 }
    )
  })

  it('leaves no piece in what a stream reader keeps, whatever the reads', () => {
    fc.assert(
      fc.property(
        secret,
        encoding,
        spelling,
        fc.boolean(),
        fc.oneof(filler(0, 300), filler(0, 140_000)),
        filler(0, 70_000),
        fc.integer({ min: 1, max: 400 }),
        readSizes,
        fc.integer({ min: 64, max: 200_000 }),
        (s, enc, how, wholeLine, before, after, split, sizes, maxBytes) => {
          const form = encodeBytes(s, enc, how)
          // UTF-16 programs write the whole line in it, not the secret alone.
          const around = (t: string): Buffer =>
            wholeLine && enc.startsWith('utf-16') ? encodeBytes(t, enc) : Buffer.from(t)
          const head = around(`${before} `)
          const text = Buffer.concat([head, form, around(` ${after}\n`)])
          const streams = new StreamRedactor(maxBytes, new Redactor([KEY]))
          for (const chunk of reads(text, head.length, split % form.length, sizes))
            streams.write(chunk)
          expectEqual(leaked(streams.text(), form.toString('utf8'), 8), [])
        }
      ),
      { numRuns: 100 }
    )
  })

  it('leaves no piece when stdout and stderr are read in turns', () => {
    fc.assert(
      fc.property(
        secret,
        encoding,
        spelling,
        filler(0, 2000),
        fc.array(filler(0, 200), { maxLength: 5 }),
        fc.integer({ min: 1, max: 400 }),
        readSizes,
        fc.integer({ min: 64, max: 200_000 }),
        (s, enc, how, before, errLines, split, sizes, maxBytes) => {
          const form = encodeBytes(s, enc, how)
          const head = Buffer.from(`${before} `)
          const text = Buffer.concat([head, form, Buffer.from(' done\n')])
          const streams = new StreamRedactor(maxBytes, new Redactor([KEY]))
          const stdout = streams.source()
          const stderr = streams.source()
          const out = reads(text, head.length, split % form.length, sizes)
          for (let i = 0; i < Math.max(out.length, errLines.length); i++) {
            if (out[i]) stdout.write(out[i])
            if (errLines[i] !== undefined) stderr.write(Buffer.from(`${errLines[i]}\n`))
          }
          stdout.end()
          stderr.end()
          expectEqual(leaked(streams.text(), form.toString('utf8'), 8), [])
        }
      ),
      { numRuns: 100 }
    )
  })
})
