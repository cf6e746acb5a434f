/**
 * Bounded head+tail capture. Errors usually show at the end of a log and the command line at
 * its start, so both are kept (peers keep only one side) within a fixed byte budget, whatever
 * passes through: `job-monitor exec` streams hundreds of megabytes through it.
 *
 * It redacts as it cuts. A secret that straddles a cut would leave a piece that no rule
 * recognises, so the capture keeps REDACTION_CONTEXT_BYTES beyond each cut point, redacts the
 * windows it holds, and only then cuts them; what touches a window's own edge is hidden too.
 */
import { REDACTION_CONTEXT_BYTES } from './constants.js'
import { type Edges, Redactor } from './redact.js'
import { endsWithPrefix } from './redact-shapes.js'
import { concatBytes } from '../util/bytes.js'

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { fatal: false })

export function cutMarker(cutBytes: number): string {
  return `\n[... ${cutBytes} bytes cut ...]\n`
}

/** The largest marker a capture can need (the cut count has at most 16 digits). */
const MAX_MARKER_BYTES = encoder.encode(cutMarker(10 ** 15)).length

/** Below this bound there is no room for head, marker and tail. */
const MIN_CUT_BYTES = MAX_MARKER_BYTES + 8

/** Moves `index` back to the start of a UTF-8 character. */
export function charStart(bytes: Uint8Array, index: number): number {
  let i = Math.max(0, Math.min(index, bytes.length))
  while (i > 0 && i < bytes.length && (bytes[i] & 0xc0) === 0x80) i--
  return i
}

/** Moves `index` forward to the start of a UTF-8 character. */
function charStartForward(bytes: Uint8Array, index: number): number {
  let i = Math.max(0, Math.min(index, bytes.length))
  while (i < bytes.length && (bytes[i] & 0xc0) === 0x80) i++
  return i
}

/** Within `slack` bytes, prefer to cut the head just after a newline. */
function headCut(head: Uint8Array, want: number, slack: number): number {
  const end = charStart(head, want)
  const from = Math.max(0, end - slack)
  const nl = head.lastIndexOf(0x0a, end - 1)
  return nl >= from && nl >= 0 ? nl + 1 : end
}

/** Within `slack` bytes, prefer to start the tail just after a newline. */
function tailCut(tail: Uint8Array, start: number, slack: number): number {
  const begin = charStartForward(tail, start)
  const nl = tail.indexOf(0x0a, begin)
  return nl >= 0 && nl < begin + slack ? nl + 1 : begin
}

/** Where two sources met mid-line, and which wrote on each side (undefined: the one writer). */
interface Seam {
  at: number
  before?: number
  after?: number
}

const BLANKS_ONLY = /^[ \t\r]*$/
/** The blanks that may come between a credential's name and its value (LEADING_VALUE). */
const BLANK_BYTES = new Set([0x20, 0x09, 0x0d])

/** Hides only the common token shapes: a capture told of no secret still hides those. */
const SHAPES_ONLY = new Redactor()

export class HeadTailCapture {
  private readonly maxBytes: number
  /** Head and tail windows: what may be kept plus the context to redact across the cut. */
  private readonly headLimit: number
  private readonly tailLimit: number
  private readonly head: Uint8Array
  private headLength = 0
  /** The tail is a ring buffer: it never grows past tailLimit. */
  private readonly ring: Uint8Array
  private ringStart = 0
  private ringLength = 0
  private total = 0
  /**
   * Offsets (in bytes written) where what follows does not continue what came before: two
   * sources met there in the middle of a line. Only those within the windows are kept.
   */
  private seams: Seam[] = []

  /** `contextBytes`: held beyond each cut, at least the longest secret shape (stream-redact.ts). */
  constructor(maxBytes: number, contextBytes = REDACTION_CONTEXT_BYTES) {
    if (!Number.isInteger(maxBytes) || maxBytes < 0)
      throw new RangeError('maxBytes must be a whole number >= 0')
    this.maxBytes = maxBytes
    const context = Math.max(REDACTION_CONTEXT_BYTES, contextBytes)
    // Too small for head + marker + tail: keep only the end, which says most.
    const headKept = maxBytes < MIN_CUT_BYTES ? 0 : Math.floor(maxBytes / 2)
    this.headLimit = headKept === 0 ? 0 : headKept + context
    this.tailLimit = maxBytes - headKept + context
    this.head = new Uint8Array(this.headLimit)
    this.ring = new Uint8Array(this.tailLimit)
  }

  get totalBytes(): number {
    return this.total
  }

  /** Bytes held in memory: never more than maxBytes plus the context on each side of the cut. */
  get retainedBytes(): number {
    return this.headLength + this.ringLength
  }

  /**
   * Bytes of text a write would need before none of what is held now beyond the head stays:
   * 0 while the head still fills. A writer that knows more than this follows may count the
   * bytes before it with skip() instead of writing them.
   */
  get tailWindow(): number {
    return this.headLength < this.headLimit ? 0 : this.tailLimit
  }

  /**
   * Counts `n` bytes of text that are not written: only when the head is full and at least
   * tailWindow bytes are written after them, so none of them could have been kept.
   */
  skip(n: number): void {
    if (this.tailWindow === 0) throw new Error('skip() while the head still fills')
    this.total += n
  }

  /**
   * What is written next does not continue what was written so far (another source's line
   * went in between): the text on each side is redacted as cut there. `before` and `after`
   * name the sources that wrote on each side, so that a credential's name left at the end of
   * one source's text still hides the value that source writes after the seam.
   */
  seam(before?: number, after?: number): void {
    if (this.total === 0) return
    const last = this.seams.at(-1)
    if (last?.at === this.total) {
      last.after = after
      return
    }
    // Seams that neither window holds any longer are let go.
    const tailStart = this.total - this.tailLimit
    this.seams = this.seams.filter(s => s.at <= this.headLimit || s.at > tailStart)
    this.seams.push({ at: this.total, before, after })
  }

  write(chunk: Uint8Array | string): void {
    let bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk
    this.total += bytes.length
    if (this.headLength < this.headLimit) {
      const take = Math.min(this.headLimit - this.headLength, bytes.length)
      this.head.set(bytes.subarray(0, take), this.headLength)
      this.headLength += take
      bytes = bytes.subarray(take)
    }
    if (bytes.length === 0 || this.tailLimit === 0) return
    if (bytes.length >= this.tailLimit) {
      // The chunk alone fills the tail: keep its last bytes, in order.
      this.ring.set(bytes.subarray(bytes.length - this.tailLimit))
      this.ringStart = 0
      this.ringLength = this.tailLimit
      return
    }
    const writeAt = (this.ringStart + this.ringLength) % this.tailLimit
    const first = Math.min(bytes.length, this.tailLimit - writeAt)
    this.ring.set(bytes.subarray(0, first), writeAt)
    this.ring.set(bytes.subarray(first), 0)
    const length = this.ringLength + bytes.length
    if (length > this.tailLimit) {
      this.ringStart = (this.ringStart + length - this.tailLimit) % this.tailLimit
      this.ringLength = this.tailLimit
    } else this.ringLength = length
  }

  private tailBytes(): Uint8Array {
    const out = new Uint8Array(this.ringLength)
    const first = Math.min(this.ringLength, this.tailLimit - this.ringStart)
    out.set(this.ring.subarray(this.ringStart, this.ringStart + first))
    out.set(this.ring.subarray(0, this.ringLength - first), first)
    return out
  }

  /**
   * At most maxBytes of UTF-8, redacted before it is cut: everything, or head + cut marker +
   * tail. `redactor` knows the run's secrets; without one, the common token shapes are hidden.
   */
  text(redactor: Redactor = SHAPES_ONLY): string {
    const head = this.head.subarray(0, this.headLength)
    const tail = this.tailBytes()
    if (this.total === head.length + tail.length) {
      // All of it is held: redact the whole, then cut.
      const whole = encoder.encode(this.redactAt(redactor, concatBytes(head, tail), 0, {}))
      if (whole.length <= this.maxBytes) return decoder.decode(whole)
      return joinCut(whole, whole, Math.max(this.total, whole.length), this.maxBytes)
    }
    // Two windows of a longer text: each redacted with its far edge open, then cut.
    const headEnd = charStart(head, head.length)
    const tailStart = charStartForward(tail, 0)
    const redHead = encoder.encode(
      this.redactAt(redactor, head.subarray(0, headEnd), 0, { openEnd: true })
    )
    // A window that opens on blanks may go on from a credential's name that the cut left out
    // (`password =`, then more blanks than the context held beyond a cut): the first word
    // after them is hidden as the value the name announced, as it is in the whole text.
    const redTail = encoder.encode(
      this.redactAt(redactor, tail.subarray(tailStart), this.total - tail.length + tailStart, {
        openStart: true,
        afterPrefix: BLANK_BYTES.has(tail[tailStart])
      })
    )
    // The marker counts the bytes of the original text not shown (masks in what is shown aside).
    return joinCut(redHead, redTail, this.total, this.maxBytes)
  }

  /**
   * `bytes`, written from offset `at` on, redacted piece by piece between its seams. A piece
   * that ends with a credential's name (`password =`) passes its value on to the next piece of
   * the same source: another source's lines may come in between.
   */
  private redactAt(redactor: Redactor, bytes: Uint8Array, at: number, edges: Edges): string {
    const cuts = this.seams.filter(s => s.at > at && s.at < at + bytes.length)
    if (cuts.length === 0) return redactor.redact(decoder.decode(bytes), edges)
    const bounds = [0, ...cuts.map(s => s.at - at), bytes.length]
    /** Sources whose last piece ended with a credential's name (the first: as the edge says). */
    const announced = new Set<number | undefined>()
    if (edges.afterPrefix) announced.add(cuts[0].before)
    let out = ''
    for (let i = 0; i + 1 < bounds.length; i++) {
      const source = i < cuts.length ? cuts[i].before : cuts[i - 1].after
      const text = decoder.decode(bytes.subarray(bounds[i], bounds[i + 1]))
      out += redactor.redact(text, {
        openStart: i > 0 || edges.openStart,
        openEnd: i + 2 < bounds.length || edges.openEnd,
        afterPrefix: announced.has(source)
      })
      // Blanks alone neither give the value nor take its announcement back.
      if (BLANKS_ONLY.test(text)) continue
      if (i + 2 < bounds.length && endsWithPrefix(text)) announced.add(source)
      else announced.delete(source)
    }
    return out
  }
}

/**
 * Joins a head and a tail of a longer text (`total` bytes) with a marker, within maxBytes.
 * The marker's own size is taken from the head and tail budgets.
 */
function joinCut(head: Uint8Array, tail: Uint8Array, total: number, maxBytes: number): string {
  if (maxBytes < MIN_CUT_BYTES) {
    // No room for a marker: the end says most.
    const start = charStartForward(tail, Math.max(0, tail.length - maxBytes))
    return decoder.decode(tail.subarray(start))
  }
  const budget = maxBytes - MAX_MARKER_BYTES
  const headWant = Math.min(head.length, Math.floor(budget / 2))
  const tailWant = Math.min(tail.length, budget - headWant)
  const slack = Math.min(200, Math.floor(budget / 8))
  // A piece that fits whole (redaction can shorten one) is not cut back to a line boundary.
  const headEnd = headWant === head.length ? head.length : headCut(head, headWant, slack)
  const tailStart = tailWant === tail.length ? 0 : tailCut(tail, tail.length - tailWant, slack)
  const kept = headEnd + (tail.length - tailStart)
  return (
    decoder.decode(head.subarray(0, headEnd)) +
    cutMarker(total - kept) +
    decoder.decode(tail.subarray(tailStart))
  )
}

/** headTail for a whole string: the same result as streaming it through a capture. */
export function headTail(text: string, maxBytes: number, redactor?: Redactor): string {
  const capture = new HeadTailCapture(maxBytes)
  capture.write(text)
  return capture.text(redactor)
}
