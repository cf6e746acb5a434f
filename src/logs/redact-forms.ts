/**
 * The forms a secret takes in a log or an answer: spelled out (raw, URL-encoded, base64 at any
 * alignment, base64url, hex), and hidden in a text whose characters are encoded (UTF-16, JSON
 * `\uXXXX` escapes, percent-encoding, in any mix), which is read as it would be once decoded.
 */
import { MIN_ENCODED_FORM_LENGTH } from './constants.js'
import type { Span } from './redact-spans.js'

/**
 * The text as it reads once a character encoding is undone: JSON's `\uXXXX` escapes and
 * percent-encoding `%XX` (either case, any mix with plain characters) decoded, and NUL dropped,
 * which is what the ASCII of UTF-16 (LE or BE) read as UTF-8 has between its characters (with
 * `escapes` false, only the NULs are dropped). `at`
 * gives each character of the view the offset of the first, and `to` the end, of what it came
 * from. Undefined when there is nothing to undo. One pass: linear in the text.
 */
interface View {
  text: string
  at: Int32Array
  to: Int32Array
}

const ENCODED = /\\u[0-9a-f]{4}|%[0-9a-f]{2}|\0/i

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

function decodedView(text: string, escapes = true): View | undefined {
  if (escapes ? !ENCODED.test(text) : !text.includes('\0')) return undefined
  const at = new Int32Array(text.length)
  const to = new Int32Array(text.length)
  // UTF-16LE code units, made a string at the end in one call: adding them to a string one by
  // one took several times as long as redacting the text itself, and String.fromCharCode over
  // chunks of them three times as long as building the rest of the view.
  const units = Buffer.allocUnsafe(2 * text.length)
  let n = 0
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i)
    if (c === 0) {
      i++
      continue
    }
    let code = -1
    let width = 1
    if (!escapes) {
      // NULs only
    } else if (c === 0x5c && text.charCodeAt(i + 1) === 0x75) {
      code = hexAt(text, i + 2, 4)
      width = 6
    } else if (c === 0x25) {
      code = hexAt(text, i + 1, 2)
      width = 3
    }
    if (code < 0) {
      code = c
      width = 1
    }
    units[2 * n] = code & 0xff
    units[2 * n + 1] = code >> 8
    at[n] = i
    to[n] = i + width
    n++
    i += width
  }
  const decoded = units.toString('utf16le', 0, 2 * n)
  return { text: decoded, at: at.subarray(0, n), to: to.subarray(0, n) }
}

/** Spans `find` gives in the view, as spans of the text it was read from. */
function fromView(view: View, found: Span[], textLength: number, spans: Span[]): void {
  for (const s of found) {
    if (s.end <= s.start) continue
    const end = s.end >= view.text.length ? textLength : view.to[s.end - 1]
    spans.push({ start: view.at[s.start], end })
  }
}

/**
 * Runs `find` over the text and over its decoded view (when it has one), every span found
 * given in the text's offsets: each rule sees every form without knowing about any.
 */
export function inEveryForm(
  text: string,
  spans: Span[],
  find: (t: string, out: Span[]) => void
): void {
  find(text, spans)
  // Undone all at once, and (where there are NULs) UTF-16 alone: text before a key in UTF-16
  // may end like an escape (`%0` before `a\0...`), and decoding it would eat the key's first
  // character.
  for (const view of [decodedView(text), decodedView(text, false)]) {
    if (!view) continue
    const found: Span[] = []
    find(view.text, found)
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

/** The forms in which a secret can show up in a log or in an answer. */
export function secretForms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8')
  const encoded = [
    encodeURIComponent(secret),
    ...base64Cores(bytes).flatMap(b64 => [
      b64,
      b64.replace(/=+$/, ''),
      b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    ]),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase()
  ].filter(form => form.length >= MIN_ENCODED_FORM_LENGTH)
  return [...new Set([secret, ...encoded])]
}
