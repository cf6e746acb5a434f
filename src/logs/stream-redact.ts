/**
 * Redaction over a stream, not over pieces. Every reader (a runner page, a wrapped command's
 * stdout and stderr, a log file) hands its bytes on in reads whose boundaries fall anywhere, a
 * secret's middle included. What a reader keeps is therefore redacted as one stream: the text
 * of one source stays contiguous, and wherever it has to be cut (a head/tail cut, a quote cut
 * to its bound, two sources meeting in the middle of a line) at least `holdBytes` of context is
 * held beyond the cut, the longest secret shape, so the secret is seen whole; what still touches
 * the cut is hidden as the piece of a secret it may be. Only what is kept is redacted: a command
 * printing hundreds of megabytes costs the redaction of its head and tail, not of every byte.
 */
import { HeadTailCapture, charStart } from './capture.js'
import { REDACTION_CONTEXT_BYTES } from './constants.js'
import { Redactor } from './redact.js'
import { isWrappedLine } from './redact-layouts.js'
import { copyOf } from '../util/bytes.js'

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/**
 * Bytes held beyond every cut: the longest secret shape a redactor recognises whole (the
 * credential shapes within REDACTION_CONTEXT_BYTES, a registered secret in its longest form).
 */
export function holdBytes(redactor: Redactor): number {
  return Math.max(REDACTION_CONTEXT_BYTES, redactor.longestFormBytes() + 1)
}

/**
 * A quote of at most `maxBytes` from the start of a line (an error line, a step's header):
 * `bytes` holds the line's first maxBytes + holdBytes bytes, `more` tells that the line went on
 * past them. Redacted whole, its open end hidden as a secret's start may be, then cut.
 */
export function redactQuote(
  redactor: Redactor,
  bytes: Uint8Array,
  maxBytes: number,
  more: boolean
): string {
  const text = decoder.decode(bytes.subarray(0, charStart(bytes, bytes.length)))
  const red = encoder.encode(redactor.redact(text, { openEnd: more }))
  return decoder.decode(red.subarray(0, charStart(red, maxBytes)))
}

/** One source of a stream (a command's stdout, its stderr). */
export interface StreamSource {
  write(chunk: Uint8Array): void
  /** The source is read to its end: its last unfinished line is passed on. */
  end(): void
}

/**
 * A source's unfinished line is held until its end arrives, so that another source's lines go
 * in between whole lines; so are its last lines while they may be wrapped base64 that its next
 * lines continue (`base64 .env` read in two reads), so that no other source's line goes into
 * the middle of a secret laid out over lines. What is held beyond this is passed on in pieces,
 * and where another source then meets a line cut so the capture marks a cut (a seam) redacted
 * as such.
 */
const LINE_HOLD_BYTES = 64 * 1024

/** Where the run of lines that may be wrapped base64 at the end of `bytes` (whole lines) starts. */
function wrappedRunStart(bytes: Uint8Array): number {
  const code = (i: number): number => bytes[i]
  let start = bytes.length
  while (start > 0) {
    const lineStart = bytes.lastIndexOf(0x0a, start - 2) + 1
    if (!isWrappedLine(code, lineStart, start - 1)) break
    start = lineStart
  }
  return start
}

/** What a reader keeps of its stream: a bounded head and tail, redacted as one stream. */
export class StreamRedactor {
  private readonly capture: HeadTailCapture
  private readonly redactor: Redactor
  /** The source that wrote last, and whether it left its line open. */
  private lastSource?: Source
  private lineOpen = false
  /** Sources made so far: each one's number names it at a seam. */
  private sources = 0

  constructor(maxBytes: number, redactor: Redactor = new Redactor()) {
    this.redactor = redactor
    this.capture = new HeadTailCapture(maxBytes, holdBytes(redactor))
  }

  get totalBytes(): number {
    return this.capture.totalBytes
  }

  /** Bytes held in memory besides the sources' unfinished lines. */
  get retainedBytes(): number {
    return this.capture.retainedBytes
  }

  /** See HeadTailCapture.tailWindow: a single-source reader may skip what cannot be kept. */
  get tailWindow(): number {
    return this.capture.tailWindow
  }

  skip(n: number): void {
    this.capture.skip(n)
  }

  /** The stream of a reader with one source: every byte contiguous. */
  write(chunk: Uint8Array | string): void {
    this.capture.write(chunk)
  }

  /** A new source; sources may write in any turns. */
  source(): StreamSource {
    return new Source(this, this.sources++)
  }

  /** Called by a source: `bytes` go into the capture after what the last source wrote. */
  put(from: Source, bytes: Uint8Array, continues: boolean): void {
    if (bytes.length === 0) return
    // Another source's open line, or this source's own line taken up again after another's:
    // the text on either side of this point is not one text.
    if (this.lastSource && this.lastSource !== from && (this.lineOpen || continues))
      this.capture.seam(this.lastSource.id, from.id)
    this.capture.write(bytes)
    this.lastSource = from
    this.lineOpen = bytes[bytes.length - 1] !== 0x0a
  }

  /** True when `from` wrote last and left its line open: what it writes next goes on with it. */
  owns(from: Source): boolean {
    return this.lastSource === from && this.lineOpen
  }

  /** At most the capture's bound, redacted as one stream. */
  text(redactor: Redactor = this.redactor): string {
    return this.capture.text(redactor)
  }
}

class Source implements StreamSource {
  private pending: Uint8Array[] = []
  private pendingBytes = 0
  /** This source's last line in the capture is not finished. */
  private open = false
  private readonly streams: StreamRedactor
  readonly id: number

  constructor(streams: StreamRedactor, id: number) {
    this.streams = streams
    this.id = id
  }

  write(chunk: Uint8Array): void {
    let rest = chunk
    if (this.streams.owns(this)) {
      // Nothing came in between: its open line goes on, contiguous, up to its end.
      const first = rest.indexOf(0x0a)
      if (first < 0) return this.flush(rest)
      this.flush(rest.subarray(0, first + 1))
      rest = rest.subarray(first + 1)
    }
    const nl = rest.lastIndexOf(0x0a)
    if (nl >= 0) {
      // What it held and what it writes now are one text: the line the two make (a wrapped
      // line whose end came in a read of its own) is judged whole, and the run it continues.
      const text = this.pendingBytes > 0 ? this.unheld(rest) : rest
      // Its last whole lines are held too while the next may continue their wrapped base64.
      const keep = wrappedRunStart(text.subarray(0, text.lastIndexOf(0x0a) + 1))
      if (keep > 0) this.flush(text.subarray(0, keep))
      this.hold(text.subarray(keep))
    } else this.hold(rest)
    if (this.pendingBytes > LINE_HOLD_BYTES) this.flush()
  }

  end(): void {
    this.flush()
  }

  /** What it held, then `more`, as one text; nothing is held after. */
  private unheld(more: Uint8Array): Uint8Array {
    const text = Buffer.concat([...this.pending, more])
    this.pending = []
    this.pendingBytes = 0
    return text
  }

  private hold(bytes: Uint8Array): void {
    if (bytes.length === 0) return
    this.pending.push(copyOf(bytes)) // the reader reuses its buffer
    this.pendingBytes += bytes.length
  }

  /** Passes on what is held, then `more`. */
  private flush(more?: Uint8Array): void {
    for (const p of this.pending) this.put(p)
    this.pending = []
    this.pendingBytes = 0
    if (more) this.put(more)
  }

  private put(bytes: Uint8Array): void {
    if (bytes.length === 0) return
    this.streams.put(this, bytes, this.open)
    this.open = bytes[bytes.length - 1] !== 0x0a
  }
}
