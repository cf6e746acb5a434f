/**
 * A secret as other programs print it, each spelled out here by hand (not by the redactor): as
 * UTF-16 (PowerShell's `Out-File`, Windows tools), as JSON `\uXXXX` escapes, percent-encoded
 * (once, or twice: `%256A`, a URL put in a URL), as HTML character references (`&#106;`,
 * `&#x6a;`), as `\xNN` escapes (C, Python, shell `printf`), and as base64 of its UTF-16
 * (PowerShell's `-EncodedCommand`, `[Convert]::ToBase64String([Text.Encoding]::Unicode...)`).
 * The escaped forms come in any mix of escaped and plain characters, and in either case: which
 * character is escaped, and how, is drawn by the tests.
 */
import fc from 'fast-check'

export type Encoding =
  | 'utf-16le'
  | 'utf-16be'
  | 'json'
  | 'percent'
  | 'percent-twice'
  | 'html'
  | 'html-hex'
  | 'c-hex'
  | 'base64-utf-16le'
  | 'base64-utf-16be'

/** Encodings of characters: a text in them reads as itself once they are undone. */
export const CHARACTER_ENCODINGS: Encoding[] = [
  'utf-16le',
  'utf-16be',
  'json',
  'percent',
  'percent-twice',
  'html',
  'html-hex',
  'c-hex'
]
/** Spellings of a whole secret's bytes, as secretForms spells a registered secret. */
export const WHOLE_ENCODINGS: Encoding[] = ['base64-utf-16le', 'base64-utf-16be']
export const ENCODINGS: Encoding[] = [...CHARACTER_ENCODINGS, ...WHOLE_ENCODINGS]
/** The encodings whose characters can be escaped or not, one by one. */
export const MIXED_ENCODINGS: Encoding[] = [
  'json',
  'percent',
  'percent-twice',
  'html',
  'html-hex',
  'c-hex'
]

/**
 * Per character: escaped or not, and the hex digits in upper or lower case. Optionally, the
 * leading zeros of an HTML reference (at most its bound: 7 decimal digits, 6 hex digits in all),
 * and `alt`: the other spelling of that character (`&#X` for `&#x`; once rather than twice
 * percent-encoded), or for base64, base64url without its padding.
 */
export interface Spelling {
  escaped: boolean[]
  upper: boolean[]
  zeros?: number[]
  alt?: boolean[]
}

const hex = (c: string, digits: number, upper: boolean): string => {
  const h = c.charCodeAt(0).toString(16).padStart(digits, '0')
  return upper ? h.toUpperCase() : h
}

const utf16be = (text: string): Buffer => Buffer.from(text, 'utf16le').swap16()

/** `text` (ASCII) in `encoding`, as bytes: what the program writes. */
export function encodeBytes(text: string, encoding: Encoding, spelling?: Spelling): Buffer {
  const chars = [...text]
  const pick = <T>(a: T[] | undefined, i: number, none: T): T => (a ? a[i % a.length] : none)
  const esc = (i: number): boolean => pick(spelling?.escaped, i, true)
  const up = (i: number): boolean => pick(spelling?.upper, i, true)
  const zeros = (i: number): number => pick(spelling?.zeros, i, 0)
  const alt = (i: number): boolean => pick(spelling?.alt, i, false)
  const each = (spell: (c: string, i: number) => string): Buffer =>
    Buffer.from(chars.map((c, i) => (esc(i) ? spell(c, i) : c)).join(''))
  const base64 = (bytes: Buffer): Buffer =>
    Buffer.from(alt(0) ? bytes.toString('base64url') : bytes.toString('base64'))
  switch (encoding) {
    case 'utf-16le':
      return Buffer.from(chars.flatMap(c => [c.charCodeAt(0), 0]))
    case 'utf-16be':
      return Buffer.from(chars.flatMap(c => [0, c.charCodeAt(0)]))
    case 'json':
      return each((c, i) => `\\u${hex(c, 4, up(i))}`)
    case 'percent':
      return each((c, i) => `%${hex(c, 2, up(i))}`)
    case 'percent-twice':
      return each((c, i) => `${alt(i) ? '%' : '%25'}${hex(c, 2, up(i))}`)
    case 'html':
      return each((c, i) => {
        const digits = String(c.charCodeAt(0))
        return `&#${digits.padStart(Math.min(7, digits.length + zeros(i)), '0')};`
      })
    case 'html-hex':
      return each((c, i) => {
        const digits = hex(c, 1, up(i))
        return `&#${alt(i) ? 'X' : 'x'}${digits.padStart(Math.min(6, digits.length + zeros(i)), '0')};`
      })
    case 'c-hex':
      return each((c, i) => `\\x${hex(c, 2, up(i))}`)
    case 'base64-utf-16le':
      return base64(Buffer.from(text, 'utf16le'))
    case 'base64-utf-16be':
      return base64(utf16be(text))
  }
}

/** `text` in `encoding`, as the text a reader decodes from its bytes. */
export function encode(text: string, encoding: Encoding, spelling?: Spelling): string {
  return encodeBytes(text, encoding, spelling).toString('utf8')
}

/**
 * `text` with every character encoding of these tests undone, read independently of the
 * redactor's decoder (for a text with no `\`, `%`, `&` or NUL of its own).
 */
export function decodeAll(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(
      /\\u([0-9a-f]{4})|\\x([0-9a-f]{2})|%(?:25)?([0-9a-f]{2})|&#([0-9]{1,7});|&#x([0-9a-f]{1,6});/gi,
      (_, u?: string, x?: string, p?: string, d?: string, h?: string) =>
        String.fromCodePoint(d ? parseInt(d, 10) : parseInt(u ?? x ?? p ?? h ?? '', 16))
    )
}

/** Which characters are escaped, and how: never none of them. */
export const spelling: fc.Arbitrary<Spelling> = fc.record({
  escaped: fc
    .array(fc.boolean(), { minLength: 1, maxLength: 12 })
    .map(b => (b.includes(true) ? b : [true, ...b])),
  upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
  zeros: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 12 }),
  alt: fc.array(fc.boolean(), { minLength: 1, maxLength: 12 })
})
