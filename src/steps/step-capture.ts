/**
 * One step's output as the helper keeps it: bounded head and tail of its lines (time stamps
 * cut off), its name from the runner's `##[group]Run ...` header, its first and last time,
 * its last `##[error]` lines and the exit code the runner reports for a failed `run:` step.
 * Memory stays the same whatever the step prints; the text is redacted before it is cut.
 */
import { Redactor } from '../logs/redact.js'
import { copyOf } from '../util/bytes.js'
import { StreamRedactor, holdBytes, redactQuote } from '../logs/stream-redact.js'
import { ERROR_LINES_KEPT, ERROR_LINE_BYTES, NAME_BYTES } from './constants.js'
import { RUNNER_ERROR_PREFIX } from '../logs/failure-quote.js'
import { type LinePiece, isRunHeader, stampTime, textStartOf } from './page-lines.js'

/** A step's captured output, as the helper hands it to post (already redacted and cut). */
export interface StepOutput {
  /** The runner's timeline record id of the step (its page's name). */
  record: string
  /** From the step's `##[group]Run <first line>` header, when it printed one. */
  name?: string
  startedAt?: string
  endedAt?: string
  lines: number
  /** Bytes of output (time stamps not counted). */
  bytes: number
  /** Head and tail, redacted, at most the capture's bound. */
  text: string
  /** The last `##[error]` lines, redacted. */
  errors: string[]
  /** From the runner's `##[error]Process completed with exit code N.` */
  exitCode?: number
  /** Its page was closed and removed by the runner: the step has ended. */
  finished: boolean
}

const ERROR = encode(RUNNER_ERROR_PREFIX)
const EXIT = /^##\[error\]Process completed with exit code (-?\d+)\.?$/

function encode(s: string): Uint8Array {
  return new TextEncoder().encode(s)
}

function startsWith(buf: Uint8Array, at: number, end: number, prefix: Uint8Array): boolean {
  if (end - at < prefix.length) return false
  for (let i = 0; i < prefix.length; i++) if (buf[at + i] !== prefix[i]) return false
  return true
}

/** The end of the line ending at `nl`, without a carriage return. */
function lineEnd(buf: Uint8Array, start: number, nl: number): number {
  return nl > start && buf[nl - 1] === 0x0d ? nl - 1 : nl
}

/** Bytes the line `buf[start, nl]` adds to the capture: no stamp, no CR, one newline. */
function strippedLength(buf: Uint8Array, start: number, nl: number): number {
  const end = lineEnd(buf, start, nl)
  return end - textStartOf(buf, start, end) + 1
}

/**
 * The first bytes of a marker line (a header, an error line), gathered across the pieces of a
 * long line: its bound plus what redaction needs beyond it to see a secret there whole.
 */
class Quote {
  private readonly parts: Uint8Array[] = []
  private bytes = 0
  more = false
  readonly kind: 'name' | 'error'
  readonly maxBytes: number
  private readonly limit: number

  constructor(kind: 'name' | 'error', maxBytes: number, hold: number) {
    this.kind = kind
    this.maxBytes = maxBytes
    this.limit = maxBytes + hold
  }

  add(buf: Uint8Array, at: number, end: number): void {
    const take = Math.min(end - at, this.limit - this.bytes)
    if (take < end - at) this.more = true
    if (take <= 0) return
    this.parts.push(copyOf(buf, at, at + take))
    this.bytes += take
  }

  get text(): Uint8Array {
    const out = new Uint8Array(this.bytes)
    let at = 0
    for (const p of this.parts) {
      out.set(p, at)
      at += p.length
    }
    return out
  }
}

interface ErrorLine {
  bytes: Uint8Array
  more: boolean
}

const decoder = new TextDecoder()
/** Lines are staged and written to the capture in blocks: fewer, larger copies. */
const STAGE_BYTES = 64 * 1024

export class StepCapture {
  name?: string
  firstAt?: number
  lastAt?: number
  lines = 0
  private readonly capture: StreamRedactor
  private readonly redactor: Redactor
  private readonly hold: number
  private errors: ErrorLine[] = []
  /** The marker line being read, when its line goes on in further pieces. */
  private quote?: Quote
  private exitCode?: number
  private stage = new Uint8Array(STAGE_BYTES)
  private staged = 0
  /** The stamp of the last line, not yet read: times are read once per block of lines. */
  private readonly stamp = new Uint8Array(23)
  private stampPending = false
  /** Where the last stamp is in the chunk being read (copied when the chunk is done). */
  private stampBuf?: Uint8Array
  private stampAt = 0

  readonly record: string

  /** `redactor`: what the step's header, kept as its name, is redacted with. */
  constructor(record: string, maxBytes: number, redactor: Redactor = new Redactor()) {
    this.record = record
    this.redactor = redactor
    this.hold = holdBytes(redactor)
    this.capture = new StreamRedactor(maxBytes, redactor)
  }

  /**
   * One line of the step's page, or a piece of one (`piece`): `buf[textStart, end)` is its
   * text. The pieces of a long line are kept as one line, so that redaction sees it whole.
   */
  line(buf: Uint8Array, start: number, textStart: number, end: number, piece?: LinePiece): void {
    const more = piece?.more ?? false
    if (piece?.continued) {
      if (this.quote) this.quote.add(buf, textStart, end)
    } else {
      this.lines++
      const stamped = textStart > start
      if (stamped) {
        if (this.firstAt === undefined) this.firstAt = stampTime(buf, start)
        else {
          this.stampBuf = buf
          this.stampAt = start
        }
      }
      if (buf[textStart] === 0x23 /* # */) this.marker(buf, textStart, end)
    }
    if (!more && this.quote) this.endQuote()
    const length = end - textStart + (more ? 0 : 1)
    if (this.staged + length > this.stage.length) this.flushStage()
    if (length > this.stage.length) {
      this.capture.write(buf.subarray(textStart, end))
      if (!more) this.capture.write('\n')
      return
    }
    this.stage.set(buf.subarray(textStart, end), this.staged)
    if (!more) this.stage[this.staged + end - textStart] = 0x0a
    this.staged += length
  }

  private marker(buf: Uint8Array, at: number, end: number): void {
    let kind: 'name' | 'error' | undefined
    if (this.name === undefined && isRunHeader(buf, at, end)) kind = 'name'
    else if (startsWith(buf, at, end, ERROR)) kind = 'error'
    if (!kind) return
    this.quote = new Quote(kind, kind === 'name' ? NAME_BYTES : ERROR_LINE_BYTES, this.hold)
    this.quote.add(buf, at, end)
  }

  /** The marker line has ended: its quote is kept (a header's name redacted at once). */
  private endQuote(): void {
    const q = this.quote as Quote
    this.quote = undefined
    if (q.kind === 'name') {
      // `##[group]Run <first line>`: `Run <first line>` is the name GitHub gives a step that has none.
      const header = redactQuote(this.redactor, q.text, q.maxBytes, q.more)
      this.name = header.slice('##[group]'.length).trim()
      return
    }
    const bytes = q.text
    const exit = EXIT.exec(decoder.decode(bytes.subarray(0, 100)))
    if (exit) this.exitCode = Number(exit[1])
    this.errors.push({ bytes, more: q.more })
    if (this.errors.length > ERROR_LINES_KEPT) this.errors.shift()
  }

  /** The chunk's lines are done: its buffer will be reused, so the last stamp is copied. */
  chunkEnd(): void {
    if (!this.stampBuf) return
    this.stamp.set(this.stampBuf.subarray(this.stampAt, this.stampAt + 23))
    this.stampBuf = undefined
    this.stampPending = true
  }

  /**
   * Of the whole lines in `buf[at, end)`, those whose text the lines after them in the same
   * chunk will push out of the tail anyway are counted, not copied: a step printing hundreds
   * of megabytes costs a pass over its line ends, not a copy of every line. Returns where the
   * lines to keep begin.
   */
  skipTo(buf: Uint8Array, at: number, end: number): number {
    const window = this.capture.tailWindow
    if (window === 0) return at
    // Back from the last line end until the lines after `from` fill the tail window.
    let nl = buf.lastIndexOf(0x0a, end - 1)
    let kept = 0
    let from = -1
    while (nl >= at && kept <= window) {
      const prev = nl > at ? buf.lastIndexOf(0x0a, nl - 1) : -1
      const start = prev >= at ? prev + 1 : at
      kept += strippedLength(buf, start, nl)
      from = start
      if (prev < at) break
      nl = prev
    }
    if (from <= at || kept <= window) return at
    // The lines of [at, from): counted, their markers read; their text is not kept.
    let skipped = 0
    for (let p = at; p < from;) {
      const next = buf.indexOf(0x0a, p)
      const end = lineEnd(buf, p, next)
      const textStart = textStartOf(buf, p, end)
      if (buf[textStart] === 0x23 /* # */) {
        this.marker(buf, textStart, end)
        if (this.quote) this.endQuote()
      }
      skipped += end - textStart + 1
      this.lines++
      p = next + 1
    }
    this.flushStage()
    this.capture.skip(skipped)
    return from
  }

  private flushStage(): void {
    if (this.staged) this.capture.write(this.stage.subarray(0, this.staged))
    this.staged = 0
    this.settleStamp()
  }

  private settleStamp(): void {
    if (this.stampPending) {
      this.lastAt = stampTime(this.stamp, 0)
      this.stampPending = false
    }
  }

  /** The time of the last line read. */
  lastLineAt(): number | undefined {
    this.settleStamp()
    return this.lastAt ?? this.firstAt
  }

  get bytes(): number {
    return this.capture.totalBytes + this.staged
  }

  /** What post receives: redacted before it is cut. */
  output(redactor: Redactor, finished: boolean): StepOutput {
    this.flushStage()
    const lastAt = this.lastLineAt()
    return {
      record: this.record,
      ...(this.name !== undefined ? { name: this.name } : {}),
      ...(this.firstAt !== undefined ? { startedAt: new Date(this.firstAt).toISOString() } : {}),
      ...(lastAt !== undefined ? { endedAt: new Date(lastAt).toISOString() } : {}),
      lines: this.lines,
      bytes: this.bytes,
      text: this.capture.text(redactor),
      errors: this.errors.map(e => redactQuote(redactor, e.bytes, ERROR_LINE_BYTES, e.more)),
      ...(this.exitCode !== undefined ? { exitCode: this.exitCode } : {}),
      finished
    }
  }
}
