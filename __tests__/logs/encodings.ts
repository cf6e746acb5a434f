/**
 * A secret as other programs print it, each spelled out here by hand (not by the redactor): as
 * UTF-16 (PowerShell's `Out-File`, Windows tools), as JSON `\uXXXX` escapes, percent-encoded.
 * The escaped forms come in any mix of escaped and plain characters, and in either case: which
 * character is escaped, and how, is drawn by the tests.
 */
import fc from 'fast-check'

export type Encoding = 'utf-16le' | 'utf-16be' | 'json' | 'percent'
export const ENCODINGS: Encoding[] = ['utf-16le', 'utf-16be', 'json', 'percent']

/** Per character: escaped or not, and the hex digits in upper or lower case. */
export interface Spelling {
  escaped: boolean[]
  upper: boolean[]
}

const hex = (c: string, digits: number, upper: boolean): string => {
  const h = c.charCodeAt(0).toString(16).padStart(digits, '0')
  return upper ? h.toUpperCase() : h
}

/** `text` (ASCII) in `encoding`, as bytes: what the program writes. */
export function encodeBytes(text: string, encoding: Encoding, spelling?: Spelling): Buffer {
  const chars = [...text]
  const esc = (i: number): boolean => spelling?.escaped[i % spelling.escaped.length] ?? true
  const up = (i: number): boolean => spelling?.upper[i % spelling.upper.length] ?? true
  switch (encoding) {
    case 'utf-16le':
      return Buffer.from(chars.flatMap(c => [c.charCodeAt(0), 0]))
    case 'utf-16be':
      return Buffer.from(chars.flatMap(c => [0, c.charCodeAt(0)]))
    case 'json':
      return Buffer.from(chars.map((c, i) => (esc(i) ? `\\u${hex(c, 4, up(i))}` : c)).join(''))
    case 'percent':
      return Buffer.from(chars.map((c, i) => (esc(i) ? `%${hex(c, 2, up(i))}` : c)).join(''))
  }
}

/** `text` in `encoding`, as the text a reader decodes from its bytes. */
export function encode(text: string, encoding: Encoding, spelling?: Spelling): string {
  return encodeBytes(text, encoding, spelling).toString('utf8')
}

/** Which characters are escaped, and in which case: never none of them. */
export const spelling: fc.Arbitrary<Spelling> = fc.record({
  escaped: fc
    .array(fc.boolean(), { minLength: 1, maxLength: 12 })
    .map(b => (b.includes(true) ? b : [true, ...b])),
  upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 12 })
})
