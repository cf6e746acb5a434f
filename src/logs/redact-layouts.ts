/**
 * A secret laid out as dumps print it, which no single spelling of it matches: hex with a
 * separator between its bytes (Node's `<Buffer 4a 4f ...>` of a file read with no encoding,
 * `xxd -g1`, `a1:b2:c3` fingerprints, `bytes.hex(' ')`), and base64 or hex broken into lines
 * (GNU `base64`, 76 columns; PEM and `openssl base64`, 64; `xxd -p`, 60; indented in YAML). Each layout is read
 * as a view of the text with the layout undone, over the lines that hold it and the text's
 * first and last lines (so that the view starts and ends where the text does, for a piece of
 * a secret at an open edge). One pass each: linear in the text.
 */
import { MIN_SECRET_LENGTH } from './constants.js'

/**
 * A view of a text: `text` as read, `at` giving each of its characters the offset of the first,
 * and `to` the end, of what it came from.
 */
export interface View {
  text: string
  at: Int32Array
  to: Int32Array
}

/** Where the line holding offset `i` starts. */
export function lineStart(text: string, i: number): number {
  return i <= 0 ? 0 : text.lastIndexOf('\n', i - 1) + 1
}

/** Where the line holding offset `i` ends, its line break included. */
export function lineEnd(text: string, i: number): number {
  const nl = text.indexOf('\n', i)
  return nl < 0 ? text.length : nl + 1
}

/**
 * [start, end) pairs of whole lines: those holding each of `at`'s [start, end) places (given in
 * order), and the text's first and last lines. Places next to one another are merged.
 */
function linesHolding(text: string, at: number[]): number[] {
  const ranges = [0, lineEnd(text, 0)]
  const add = (start: number, end: number): void => {
    const last = ranges.length - 1
    if (start <= ranges[last]) ranges[last] = Math.max(ranges[last], end)
    else ranges.push(start, end)
  }
  for (let k = 0; k < at.length; k += 2) add(lineStart(text, at[k]), lineEnd(text, at[k + 1]))
  add(lineStart(text, text.length - 1), text.length)
  return ranges
}

/**
 * Builds a view: runs of the text copied as they are (sliced, their offsets filled in a tight
 * loop) and characters of its own (a decoded byte) between them.
 */
class ViewBuilder {
  private readonly parts: string[] = []
  private readonly at: Int32Array
  private readonly to: Int32Array
  private n = 0

  constructor(capacity: number) {
    this.at = new Int32Array(capacity)
    this.to = new Int32Array(capacity)
  }

  /** The text's characters [from, to), as they are. */
  copy(text: string, from: number, to: number): void {
    if (to <= from) return
    this.parts.push(text.slice(from, to))
    for (let i = from; i < to; i++) {
      this.at[this.n] = i
      this.to[this.n++] = i + 1
    }
  }

  /** One character (a UTF-16 code unit) read from the text's [at, to). */
  push(code: number, at: number, to: number): void {
    this.parts.push(String.fromCharCode(code))
    this.at[this.n] = at
    this.to[this.n++] = to
  }

  view(): View {
    return {
      text: this.parts.join(''),
      at: this.at.subarray(0, this.n),
      to: this.to.subarray(0, this.n)
    }
  }
}

function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48
  const l = c | 0x20
  return l >= 97 && l <= 102 ? l - 87 : -1
}

function isAlphanumeric(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122)
}

/** The byte whose two hex digits are at `i`. */
function byteAt(text: string, i: number): number {
  return hexDigit(text.charCodeAt(i)) * 16 + hexDigit(text.charCodeAt(i + 1))
}

/**
 * A run of bytes in hex, one separator between each two: a single character, the same
 * throughout the run, neither a letter, a digit nor a line break. Whatever comes before its
 * first byte or after its last (`0x`, `<Buffer `) does not matter. `sep`: the separator, or
 * any (captured); `more`: how many bytes beyond the first two.
 */
const hexRun = (sep: string, more: string): RegExp =>
  new RegExp(
    `[0-9a-f]{2}${sep}[0-9a-f]{2}(?:${sep === ANY_SEP ? '\\1' : sep}[0-9a-f]{2})${more}`,
    'gi'
  )
const ANY_SEP = '([^0-9a-z\\r\\n])'
/** A run that may hold a secret: what brings its line into a view, and names its separator. */
const LONG_SEPARATED_HEX = hexRun(ANY_SEP, `{${MIN_SECRET_LENGTH - 2},}`)

/**
 * The text with its hex separated by one character decoded, each byte a character of its own
 * (as `\xNN` is), over the lines that hold a run of at least MIN_SECRET_LENGTH bytes: one view
 * per separator such runs use. A view reads runs of its own separator alone: read as any
 * separator, a byte of other text before the run (`00 ` before `4a:4d:...`) would pair with the
 * run's first byte and the run would never be read whole.
 */
function separatedHexViews(text: string): View[] {
  const long = new Map<string, number[]>()
  LONG_SEPARATED_HEX.lastIndex = 0
  for (let m = LONG_SEPARATED_HEX.exec(text); m; m = LONG_SEPARATED_HEX.exec(text)) {
    let at = long.get(m[1])
    if (!at) long.set(m[1], (at = []))
    at.push(m.index, m.index + m[0].length)
  }
  return [...long].map(([sep, at]) => separatedHexView(text, sep, at))
}

/** The view of the runs whose separator is `sep`, over the lines holding `at`'s places. */
function separatedHexView(text: string, sep: string, at: number[]): View {
  const run = hexRun(sep.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'), '*')
  const ranges = linesHolding(text, at)
  const out = new ViewBuilder(text.length)
  for (let k = 0; k < ranges.length; k += 2) {
    const end = ranges[k + 1]
    let i = ranges[k]
    run.lastIndex = i
    for (let m = run.exec(text); m && m.index < end; m = run.exec(text)) {
      out.copy(text, i, m.index)
      i = m.index + m[0].length
      for (let b = m.index; b < i; b += 3) out.push(byteAt(text, b), b, b + 2)
    }
    out.copy(text, i, end)
  }
  return out.view()
}

/** The shortest line of wrapped base64 (or hex) that is joined to the next. */
const WRAPPED_LINE_MIN = 16

/** base64's alphabet, base64url's and padding: what wrapped lines are made of. */
function isBase64(c: number): boolean {
  return isAlphanumeric(c) || c === 43 || c === 47 || c === 61 || c === 45 || c === 95
}

const isBlank = (c: number): boolean => c === 32 || c === 9

/**
 * Whether the line [start, end) (its break left out, a CR of CRLF included) may be a line of
 * wrapped base64 or hex: past its indentation (a YAML block, a PEM in a config), at least
 * WRAPPED_LINE_MIN characters, all of base64's alphabet. `code` reads the text (a string's
 * characters or a buffer's bytes: both ASCII here).
 */
export function isWrappedLine(code: (i: number) => number, start: number, end: number): boolean {
  const last = end > start && code(end - 1) === 13 ? end - 1 : end
  let i = start
  while (i < last && isBlank(code(i))) i++
  if (last - i < WRAPPED_LINE_MIN) return false
  for (; i < last; i++) if (!isBase64(code(i))) return false
  return true
}

/**
 * The line breaks of wrapped base64: after a line that may be one (isWrappedLine), before a
 * line that goes on with base64's alphabet past its indentation. [start, end) pairs, in order,
 * each from the break (its CR included) to the next line's first character.
 */
function wrapBreaks(text: string): number[] {
  const breaks: number[] = []
  const code = (i: number): number => text.charCodeAt(i)
  let start = 0
  for (let nl = text.indexOf('\n'); nl >= 0; start = nl + 1, nl = text.indexOf('\n', start)) {
    if (!isWrappedLine(code, start, nl)) continue
    let next = nl + 1
    while (isBlank(code(next))) next++
    if (isBase64(code(next))) breaks.push(nl > start && code(nl - 1) === 13 ? nl - 1 : nl, next)
  }
  return breaks
}

/** The text with the line breaks of wrapped base64 taken out. Undefined when it has none. */
function joinedLinesView(text: string): View | undefined {
  const breaks = wrapBreaks(text)
  if (breaks.length === 0) return undefined
  const ranges = linesHolding(text, breaks)
  const out = new ViewBuilder(text.length)
  let b = 0
  for (let k = 0; k < ranges.length; k += 2) {
    const end = ranges[k + 1]
    let i = ranges[k]
    // Each range is whole lines: a break in it lies wholly inside it.
    for (; b < breaks.length && breaks[b] < end; b += 2) {
      out.copy(text, i, breaks[b])
      i = breaks[b + 1]
    }
    out.copy(text, i, end)
  }
  return out.view()
}

/** The views of the text's layouts: separated hex decoded, wrapped lines joined. */
export function laidOutViews(text: string): View[] {
  const joined = joinedLinesView(text)
  return joined ? [...separatedHexViews(text), joined] : separatedHexViews(text)
}
