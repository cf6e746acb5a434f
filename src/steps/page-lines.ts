/**
 * The runner's page files, line by line. Each page is `{timelineId}_{recordId}_{page}.log`,
 * UTF-8 with a byte order mark; each line is `<ISO time, 7 fractional digits>Z <text>` (a
 * multi-line message's continuation lines carry no time), CRLF on Windows. The reader works on
 * bytes and reads a line's time only when asked: a step may print hundreds of megabytes.
 */
import { concatBytes, copyOf } from '../util/bytes.js'

export interface PageName {
  timelineId: string
  recordId: string
  page: number
}

const PAGE_NAME = /^([0-9a-f]{8}-[0-9a-f-]{27})_([0-9a-f]{8}-[0-9a-f-]{27})_([1-9]\d{0,6})\.log$/i

export function parsePageName(name: string): PageName | undefined {
  const m = PAGE_NAME.exec(name)
  return m
    ? { timelineId: m[1].toLowerCase(), recordId: m[2].toLowerCase(), page: Number(m[3]) }
    : undefined
}

/** `2026-03-01T17:38:57.4236128Z ` is 29 bytes. */
export const STAMP_BYTES = 29

const isDigit = (b: number): boolean => b >= 0x30 && b <= 0x39

/** The number the ASCII digits `buf[at, at + n)` spell, or -1 when one is not a digit. */
function digitsAt(buf: Uint8Array, at: number, n: number): number {
  let v = 0
  for (let i = at; i < at + n; i++) {
    if (!isDigit(buf[i])) return -1
    v = v * 10 + buf[i] - 0x30
  }
  return v
}

/** The two ASCII digits at `i` as a number, or -1 when either is not a digit. */
function twoDigits(buf: Uint8Array, i: number): number {
  const a = buf[i] - 0x30
  const b = buf[i + 1] - 0x30
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1
}

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * True when the line starting at `at` begins with the runner's time stamp and a space: every
 * digit a digit and the date a real one (no month 13, no February 30, no leap second), so
 * that a continuation line the step printed in that shape is text, and a time read from a
 * stamp is always a date. Called for every line of a page: each byte is read once, and the
 * punctuation, which most lines of text lack, first.
 */
export function hasStamp(buf: Uint8Array, at: number, end: number): boolean {
  const n = end - at
  if (
    n < STAMP_BYTES - 1 ||
    buf[at + 4] !== 0x2d ||
    buf[at + 7] !== 0x2d ||
    buf[at + 10] !== 0x54 ||
    buf[at + 13] !== 0x3a ||
    buf[at + 16] !== 0x3a ||
    buf[at + 19] !== 0x2e ||
    buf[at + 27] !== 0x5a ||
    (n !== STAMP_BYTES - 1 && buf[at + 28] !== 0x20)
  )
    return false
  const century = twoDigits(buf, at)
  const yy = twoDigits(buf, at + 2)
  const month = twoDigits(buf, at + 5)
  const day = twoDigits(buf, at + 8)
  const hour = twoDigits(buf, at + 11)
  const minute = twoDigits(buf, at + 14)
  const second = twoDigits(buf, at + 17)
  if (
    century < 0 ||
    yy < 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59 ||
    twoDigits(buf, at + 20) < 0 ||
    twoDigits(buf, at + 22) < 0 ||
    twoDigits(buf, at + 24) < 0 ||
    !isDigit(buf[at + 26])
  )
    return false
  if (day <= 28) return true
  if (month !== 2) return day <= DAYS[month - 1]
  const year = century * 100 + yy
  return day === 29 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

/** Where the text of the line `buf[start, end)` begins: after its time stamp, when it has one. */
export function textStartOf(buf: Uint8Array, start: number, end: number): number {
  return hasStamp(buf, start, end) ? Math.min(start + STAMP_BYTES, end) : start
}

const RUN_HEADER = new TextEncoder().encode('##[group]Run ')

/** True when the text at `at` is a step's header, `##[group]Run <first line>`. */
export function isRunHeader(buf: Uint8Array, at: number, end: number): boolean {
  if (end - at < RUN_HEADER.length) return false
  for (let i = 0; i < RUN_HEADER.length; i++) if (buf[at + i] !== RUN_HEADER[i]) return false
  return true
}

/**
 * True when the stamp at `at` is earlier than `iso` (its first 23 characters, ASCII): the
 * runner's times sort as text, so no date is parsed per line.
 */
export function stampBefore(buf: Uint8Array, at: number, iso: Uint8Array): boolean {
  for (let i = 0; i < iso.length; i++) {
    if (buf[at + i] !== iso[i]) return buf[at + i] < iso[i]
  }
  return false
}

/**
 * The time of a line hasStamp() accepted, in ms since the epoch (the 7 digits cut to
 * milliseconds). Computed from the digits: always a date, whatever the bytes.
 */
export function stampTime(buf: Uint8Array, at: number): number {
  const part = (offset: number, n: number): number => Math.max(0, digitsAt(buf, at + offset, n))
  const t = new Date(0)
  t.setUTCFullYear(part(0, 4), Math.max(0, part(5, 2) - 1), Math.max(1, part(8, 2)))
  t.setUTCHours(part(11, 2), part(14, 2), part(17, 2), part(20, 3))
  return t.getTime()
}

/**
 * A piece of a line too long to be held whole: `continued` when an earlier piece of the same
 * line was passed on before it, `more` when the line goes on after it. A line passed on whole
 * is neither.
 */
export interface LinePiece {
  continued: boolean
  more: boolean
}

/**
 * One line of a page, or a piece of one: `buf[textStart, end)` is its text without time stamp
 * or line ending; `stamped` tells whether `buf[start, ...)` holds a time (read it with
 * stampTime). The pieces of one line follow each other, nothing in between: a consumer that
 * joins them has the line as printed.
 */
export type LineHandler = (
  buf: Uint8Array,
  start: number,
  textStart: number,
  end: number,
  piece: LinePiece
) => void

/**
 * The same bytes as a Buffer, not copied: every line end of a page is found with indexOf, and
 * a Buffer's (memchr) finds it in about half the time of a plain Uint8Array's.
 */
function searchable(bytes: Uint8Array): Uint8Array {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
}

/** A line longer than this is passed on in pieces (the rest without a stamp). */
const MAX_LINE_BYTES = 64 * 1024

const WHOLE: LinePiece = { continued: false, more: false }

/**
 * What reads a page's lines. `skipTo`, when given, may take whole lines from `at` on in one go
 * (counting them, not keeping them) and returns where line-by-line reading must go on;
 * `chunkEnd` is told when the lines of a chunk are done (its buffer is about to be reused).
 */
export interface LineConsumer {
  line: LineHandler
  skipTo?: (buf: Uint8Array, at: number, end: number) => number
  chunkEnd?: () => void
}

/** Splits one page file's bytes into lines, across chunks; skips the byte order mark. */
export class PageLineReader {
  private carry: Uint8Array = new Uint8Array(0)
  private atFileStart = true
  /** A piece of the current line was passed on: what comes next goes on with it. */
  private continuing = false
  private readonly onLine: LineHandler
  private readonly consumer: LineConsumer

  constructor(consumer: LineHandler | LineConsumer) {
    this.consumer = typeof consumer === 'function' ? { line: consumer } : consumer
    const c = this.consumer
    this.onLine = (buf, start, textStart, end, piece) => c.line(buf, start, textStart, end, piece)
  }

  push(chunk: Uint8Array): void {
    let buf = searchable(chunk)
    if (this.carry.length) {
      // Only the line the carry begins is joined: no copy of the whole chunk.
      const nl = buf.indexOf(0x0a)
      const take = nl < 0 ? buf.length : nl + 1
      const joined = concatBytes(this.carry, buf.subarray(0, take))
      this.carry = new Uint8Array(0)
      if (nl < 0 || this.atFileStart) {
        buf = searchable(nl < 0 ? joined : concatBytes(joined, buf.subarray(take)))
      } else {
        this.lines(searchable(joined), 0)
        this.consumer.chunkEnd?.()
        buf = buf.subarray(take)
      }
    }
    let at = 0
    if (this.atFileStart) {
      if (buf.length < 3 && buf.every((b, i) => b === [0xef, 0xbb, 0xbf][i])) {
        this.carry = copyOf(buf)
        return
      }
      this.atFileStart = false
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) at = 3
    }
    if (this.continuing) {
      // The rest of a line passed on in pieces: to its end, never skipped in bulk.
      const nl = buf.indexOf(0x0a, at)
      if (nl >= 0) {
        this.line(buf, at, nl, false)
        at = nl + 1
      }
    }
    if (!this.continuing && this.consumer.skipTo) at = this.consumer.skipTo(buf, at, buf.length)
    at = this.lines(buf, at)
    if (buf.length - at > MAX_LINE_BYTES) {
      this.line(buf, at, buf.length, true)
      at = buf.length
    }
    if (at < buf.length) this.carry = copyOf(buf, at)
    this.consumer.chunkEnd?.()
  }

  /** Passes on the whole lines of `buf` from `at`; returns where the unfinished one begins. */
  private lines(buf: Uint8Array, at: number): number {
    for (;;) {
      const nl = buf.indexOf(0x0a, at)
      if (nl < 0) return at
      this.line(buf, at, nl, false)
      at = nl + 1
    }
  }

  /** The page is complete: a last line without a line ending is passed on. */
  end(): void {
    if (this.carry.length || this.continuing) this.line(this.carry, 0, this.carry.length, false)
    this.carry = new Uint8Array(0)
    this.consumer.chunkEnd?.()
  }

  /** Passes on `buf[start, nl)`: a line, or a piece of one when `more` or continuing. */
  private line(buf: Uint8Array, start: number, nl: number, more: boolean): void {
    const continued = this.continuing
    const end = !more && nl > start && buf[nl - 1] === 0x0d ? nl - 1 : nl
    const textStart = continued ? start : textStartOf(buf, start, end)
    this.continuing = more
    this.onLine(buf, start, textStart, end, continued || more ? { continued, more } : WHOLE)
  }
}
