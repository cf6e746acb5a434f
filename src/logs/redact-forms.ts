/**
 * The forms a secret takes in a log or an answer: spelled out (raw, URL-encoded, base64 at any
 * alignment, base64url, hex, and base64 of its UTF-16 as PowerShell's `-EncodedCommand` takes
 * it), hidden in a text whose characters are encoded (UTF-16, JSON `\uXXXX` escapes, `\xNN`
 * escapes, percent-encoding once or twice, HTML character references, in any mix), which is
 * read as it would be once decoded, and laid out as a dump prints it (hex with a separator
 * between its bytes, base64 or hex broken into lines), read with the layout undone.
 */
import { MIN_ENCODED_FORM_LENGTH } from './constants.js'
import { type View, laidOutViews, lineEnd, lineStart } from './redact-layouts.js'
import type { Span } from './redact-spans.js'

/**
 * The longest spelling of one character the view reads, in bytes per byte of its UTF-8: an
 * HTML reference with its digits' bound of leading zeros (`&#0000065;`, `&#x000041;`). The
 * bounds keep the view linear and what a stream holds at a cut bounded.
 */
export const LONGEST_CHARACTER_SPELLING = 10
const REFERENCE_DIGITS = { decimal: 7, hex: 6 }

/** What the view may have to undo: each line that holds one is read decoded. */
const ENCODED = /\\u[0-9a-f]{4}|\\x[0-9a-f]{2}|%[0-9a-f]{2}|&#(?:[0-9]|x[0-9a-f])|\0/gi

function hexAt(text: string, i: number, n: number): number {
  let v = 0
  for (let k = i; k < i + n; k++) {
    const c = text.charCodeAt(k)
    const d =
      c >= 48 && c <= 57 ? c - 48 : (c | 0x20) >= 97 && (c | 0x20) <= 102 ? (c | 0x20) - 87 : -1
    if (d < 0) return -1
    v = v * 16 + d
  }
  return v
}

/** A character's value as a decimal digit, or -1. */
const decimalAt = (text: string, k: number): number => {
  const c = text.charCodeAt(k)
  return c >= 48 && c <= 57 ? c - 48 : -1
}

/**
 * The HTML character reference at `i` (`&#106;`, `&#x6a;`): its code point, and its width with
 * the `;`; undefined unless its digits are within their bound, a `;` ends them and Unicode has
 * the code point. Read in one pass over its digits.
 */
function referenceAt(text: string, i: number): { code: number; width: number } | undefined {
  const hex = (text.charCodeAt(i + 2) | 0x20) === 0x78
  const start = hex ? i + 3 : i + 2
  const max = hex ? REFERENCE_DIGITS.hex : REFERENCE_DIGITS.decimal
  let code = 0
  let k = start
  for (; k - start < max; k++) {
    const d = hex ? hexAt(text, k, 1) : decimalAt(text, k)
    if (d < 0) break
    code = code * (hex ? 16 : 10) + d
  }
  if (k === start || text.charCodeAt(k) !== 0x3b || code > 0x10ffff) return undefined
  return { code, width: k + 1 - i }
}

/**
 * The ranges of the text the escapes view reads, as [start, end) pairs of whole lines: each
 * line that holds an escape, and the lines within `reach` of it (a registered secret of several
 * lines spans them); and the first and last lines, so that the view starts and ends where the
 * text does (a piece of a secret at an open edge). No rule finds a match across a line break
 * but such a secret, so what the view finds is what it would find in the whole text decoded,
 * and a log with a few escapes costs the decoding of a few lines. Undefined when no line holds
 * an escape. Linear: each character is read at most twice.
 */
function escapedLines(text: string, reach: number): number[] | undefined {
  ENCODED.lastIndex = 0
  let m = ENCODED.exec(text)
  if (!m) return undefined
  const ranges = [0, lineEnd(text, 0)]
  const add = (start: number, end: number): void => {
    const last = ranges.length - 1
    if (start <= ranges[last]) ranges[last] = Math.max(ranges[last], end)
    else ranges.push(start, end)
  }
  while (m) {
    const from = m.index - reach
    // Read back no further than the lines already taken, which end at a line break.
    const start = from <= ranges[ranges.length - 1] ? from : lineStart(text, from)
    const end = lineEnd(text, Math.min(text.length, m.index + m[0].length + reach))
    add(start, end)
    ENCODED.lastIndex = end
    m = end < text.length ? ENCODED.exec(text) : null
  }
  add(lineStart(text, text.length - 1), text.length)
  return ranges
}

/**
 * The text as it reads once a character encoding is undone: JSON's `\uXXXX` escapes, `\xNN`
 * escapes (C, Python, shell `printf`: two hex digits exactly), percent-encoding `%XX` and
 * percent-encoding of it `%25XX` (a URL inside a URL), HTML character references `&#DDD;` and
 * `&#xHHH;` (either case, any mix with plain characters) decoded, and NUL dropped, which is what
 * the ASCII of UTF-16 (LE or BE) read as UTF-8 has between its characters (with `escapes`
 * false, only the NULs are dropped). Read over the lines that need it (escapedLines). `at`
 * gives each character of the view the offset of the first, and `to` the end, of what it came
 * from (a View). Undefined when there is nothing to undo. One pass: linear in the text.
 */
function decodedView(text: string, escapes: boolean, reach = 0): View | undefined {
  const ranges = escapes
    ? escapedLines(text, reach)
    : text.includes('\0')
      ? [0, text.length]
      : undefined
  if (!ranges) return undefined
  let length = 0
  for (let r = 0; r < ranges.length; r += 2) length += ranges[r + 1] - ranges[r]
  const at = new Int32Array(length)
  const to = new Int32Array(length)
  // UTF-16LE code units, made a string at the end in one call: adding them to a string one by
  // one took several times as long as redacting the text itself, and String.fromCharCode over
  // chunks of them three times as long as building the rest of the view.
  const units = Buffer.allocUnsafe(2 * length)
  let n = 0
  for (let r = 0; r < ranges.length; r += 2) {
    // No escape holds a line break: none runs past its range's end.
    for (let i = ranges[r]; i < ranges[r + 1];) {
      const c = text.charCodeAt(i)
      if (c === 0) {
        i++
        continue
      }
      let code = -1
      let width = 1
      if (!escapes) {
        // NULs only
      } else if (c === 0x5c) {
        const e = text.charCodeAt(i + 1)
        if (e === 0x75) {
          code = hexAt(text, i + 2, 4)
          width = 6
        } else if (e === 0x78) {
          code = hexAt(text, i + 2, 2)
          width = 4
        }
      } else if (c === 0x25) {
        // `%25` is `%` percent-encoded: `%256A` is `%6A` encoded again, read as `j` too.
        if (text.charCodeAt(i + 1) === 0x32 && text.charCodeAt(i + 2) === 0x35) {
          code = hexAt(text, i + 3, 2)
          width = 5
        }
        if (code < 0) {
          code = hexAt(text, i + 1, 2)
          width = 3
        }
      } else if (c === 0x26 && text.charCodeAt(i + 1) === 0x23) {
        const reference = referenceAt(text, i)
        if (reference) ({ code, width } = reference)
      }
      if (code < 0) {
        code = c
        width = 1
      }
      if (code > 0xffff) {
        // A reference beyond 16 bits is two code units, both from the whole reference.
        units.writeUInt16LE(0xd800 + ((code - 0x10000) >> 10), 2 * n)
        at[n] = i
        to[n] = i + width
        n++
        code = 0xdc00 + ((code - 0x10000) & 0x3ff)
      }
      units[2 * n] = code & 0xff
      units[2 * n + 1] = code >> 8
      at[n] = i
      to[n] = i + width
      n++
      i += width
    }
  }
  const decoded = units.toString('utf16le', 0, 2 * n)
  return { text: decoded, at: at.subarray(0, n), to: to.subarray(0, n) }
}

/** Spans `find` gives in the view, as spans of the text it was read from. */
function fromView(view: View, found: Span[], textLength: number, spans: Span[]): void {
  for (const s of found) {
    if (s.end <= s.start) continue
    // The view ends where the text does: what reaches its end takes the NULs after it too.
    const end = s.end >= view.text.length ? textLength : view.to[s.end - 1]
    spans.push({ start: view.at[s.start], end })
  }
}

/**
 * Runs `find` over the text and over its decoded view (when it has one), every span found
 * given in the text's offsets: each rule sees every form without knowing about any. `reach`:
 * how far from an escape a match may run across line breaks (a registered secret of several
 * lines in its longest form; 0 when none has a line break). `registered` finds the registered
 * secrets alone: it reads the text's layouts undone (laidOutViews), where a credential shape's
 * words would run on across lines joined for base64.
 */
export function inEveryForm(
  text: string,
  spans: Span[],
  find: (t: string, out: Span[]) => void,
  reach = 0,
  registered: (t: string, out: Span[]) => void = find
): void {
  find(text, spans)
  // Undone all at once, and (where there are NULs) UTF-16 alone: text before a key in UTF-16
  // may end like an escape (`%0` before `a\0...`), and decoding it would eat the key's first
  // character.
  for (const view of [decodedView(text, true, reach), decodedView(text, false)]) {
    if (!view) continue
    const found: Span[] = []
    find(view.text, found)
    fromView(view, found, text.length, spans)
  }
  for (const view of laidOutViews(text)) {
    const found: Span[] = []
    registered(view.text, found)
    fromView(view, found, text.length, spans)
  }
}

/**
 * base64 of a secret embedded in a longer blob (a Basic header, a JSON body) depends on its
 * alignment: for each of the three, the characters made only of the secret's bytes.
 */
function base64Cores(bytes: Buffer): string[] {
  const out: string[] = [bytes.toString('base64')]
  for (let skip = 0; skip < 3; skip++) {
    const whole = Math.floor((bytes.length - skip) / 3) * 3
    if (whole > 0) out.push(bytes.subarray(skip, skip + whole).toString('base64'))
  }
  return out
}

/**
 * The forms in which a secret can show up in a log or in an answer. base64 is also that of its
 * UTF-16, LE (PowerShell's `-EncodedCommand`, .NET's `Encoding.Unicode`) and BE.
 */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  const utf16le = Buffer.from(secret, 'utf16le')
  const utf16be = Buffer.from(utf16le).swap16()
  const encoded = [
    encodeURIComponent(secret),
    ...[bytes, utf16le, utf16be]
      .flatMap(base64Cores)
      .flatMap(b64 => [
        b64,
        b64.replace(/=+$/, ''),
        b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
      ]),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase()
  ].filter(form => form.length >= MIN_ENCODED_FORM_LENGTH)
  return [...new Set([secret, ...encoded])]
}
