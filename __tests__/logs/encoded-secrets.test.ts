/**
 * The key and the token shapes in other encodings: printed as UTF-16 (LE or BE), as JSON
 * `\uXXXX` escapes, percent-encoded once or twice, as HTML character references or `\xNN`
 * escapes (any mix of escaped and plain characters, either case), they are hidden like the
 * plain key, in one text and over a stream read at any boundary; so is the key as base64 of its
 * UTF-16. An identifier that holds them is refused by the same test.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { Redactor } from '../../src/logs/redact.js'
import { StreamRedactor, holdBytes } from '../../src/logs/stream-redact.js'
import { expectEqual } from '../expect-equal.js'
import {
  CHARACTER_ENCODINGS,
  ENCODINGS,
  MIXED_ENCODINGS,
  WHOLE_ENCODINGS,
  type Encoding,
  decodeAll,
  encode,
  encodeBytes,
  spelling
} from './encodings.js'
import { filler, leaked, readSizes, reads } from './stream-reads.js'

const KEY = 'JMKEY' + 'Q7W3E9R2T8Y4U6I1O5P0A2S4D6F8'
const TOKEN = `ghp_${'A1B2C3D4E5'.repeat(4)}`

const characterEncoding = fc.constantFrom(...CHARACTER_ENCODINGS)

const secret = fc.constantFrom(KEY, TOKEN)
/**
 * A secret and how it is printed: the token's shape is seen through an encoding of characters,
 * the registered key also spelled whole (base64 of its UTF-16).
 */
const printed: fc.Arbitrary<[string, Encoding]> = fc.oneof(
  fc.tuple(secret, characterEncoding),
  fc.tuple(fc.constant(KEY), fc.constantFrom(...WHOLE_ENCODINGS))
)

describe('a secret in another encoding', () => {
  it.each(ENCODINGS)('is hidden in %s, every character escaped', enc => {
    const r = new Redactor([KEY])
    for (const s of WHOLE_ENCODINGS.includes(enc) ? [KEY] : [KEY, TOKEN]) {
      const form = encode(s, enc)
      const out = r.redact(`before ${form} after`)
      // UTF-16's NULs around the mask are no piece of anything.
      expect(out.replaceAll('\u0000', '')).toBe('before *** after')
    }
    expect(r.holdsSecret(`job ${encode(KEY, enc)}`)).toBe(true)
  })

  it('is held whole at a cut in its longest spelling of each character', () => {
    // Long enough for the hold to be the key's and not the credential shapes' 8 KiB.
    const long = KEY.repeat(40)
    const r = new Redactor([long])
    const longest = { escaped: [true], upper: [true], zeros: [6], alt: [false] }
    for (const enc of ENCODINGS) {
      const form = encodeBytes(long, enc, longest)
      expect(r.longestFormBytes()).toBeGreaterThanOrEqual(form.length)
      expect(holdBytes(r)).toBeGreaterThan(form.length)
      expect(r.redact(` ${form.toString('utf8')} `).replaceAll('\u0000', '')).toBe(' *** ')
    }
  })

  it('is hidden in any mix of escaped and plain characters, in either case', () => {
    fc.assert(
      fc.property(
        secret,
        fc.constantFrom(...MIXED_ENCODINGS),
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
        characterEncoding,
        spelling,
        filler(0, 40),
        ([text, hidden], enc, how, around) => {
          const out = new Redactor([]).redact(`${around} ${encode(text, enc, how)} ${around}`)
          // Read back as a reader would: what is left of the hidden part shows in plain text.
          expectEqual(leaked(decodeAll(out), hidden, 8), [])
        }
      ),
      { numRuns: 300 }
    )
  })

  it('leaves no piece in what a stream reader keeps, whatever the reads', () => {
    fc.assert(
      fc.property(
        printed,
        spelling,
        fc.boolean(),
        fc.oneof(filler(0, 300), filler(0, 140_000)),
        filler(0, 70_000),
        fc.integer({ min: 1, max: 400 }),
        readSizes,
        fc.integer({ min: 64, max: 200_000 }),
        ([s, enc], how, wholeLine, before, after, split, sizes, maxBytes) => {
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
        printed,
        spelling,
        filler(0, 2000),
        fc.array(filler(0, 200), { maxLength: 5 }),
        fc.integer({ min: 1, max: 400 }),
        readSizes,
        fc.integer({ min: 64, max: 200_000 }),
        ([s, enc], how, before, errLines, split, sizes, maxBytes) => {
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
