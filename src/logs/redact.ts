/**
 * Redaction of what we print and send. Registered secrets (the API key, the GitHub token) are
 * hidden in every form a log or an answer may carry them (raw, URL-encoded, base64 at any
 * alignment, base64url, hex, base64 of their UTF-16); then common credential shapes, since a
 * job's output can print credentials we were never told about. Both are also looked for in the
 * text as it reads once its character encodings are undone (see redact-forms.ts: UTF-16, JSON
 * and `\xNN` escapes, percent-encoding once or twice, HTML character references, in any mix).
 * Every rule finds spans in the same text and the union is masked, so no rule can undo or split
 * what another one found.
 */
import { MIN_SECRET_LENGTH } from './constants.js'
import { LONGEST_CHARACTER_SPELLING, inEveryForm, secretForms } from './redact-forms.js'
import {
  LEADING_VALUE,
  OPEN_PRIVATE_KEY_BEGIN,
  OPEN_PRIVATE_KEY_END,
  PRIVATE_KEY_BEGIN,
  TOKEN_SHAPES,
  endsWithPrefix,
  privateKeyBlocks
} from './redact-shapes.js'
import { type Span, allMatches, maskSpans, mergeSpans } from './redact-spans.js'

export { MASK } from './constants.js'

/**
 * Sides where the text given is a window of a longer one: a secret may run past them, so the
 * piece that touches an open edge is hidden even when no rule recognises it whole.
 */
export interface Edges {
  openStart?: boolean
  openEnd?: boolean
  /**
   * The text continues one that ended with what introduces a credential's value (see
   * endsWithPrefix), across a seam: its first word is that value, and is hidden.
   */
  afterPrefix?: boolean
}

const CUT_MARKER = /\n\[\.\.\. \d+ bytes cut \.\.\.\]\n/g

/**
 * Where Node stops printing a Buffer (`<Buffer 4a 4f ... 12 more bytes>`, its first 50 bytes
 * by default): a cut, like a capture's marker, at which a secret may end unseen.
 */
const BUFFER_CUT = / \.\.\. \d+ more bytes?>/g

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Where the run of non-blank characters that ends `text` starts (`text.length` when it ends
 * in a blank). Read backwards, once: `/\S+$/` tries again from every non-blank character and
 * reads on to the end of its run, so a line of 300,000 characters without a blank (minified
 * code, base64) cost it 10^10 steps, minutes of a post step.
 */
function trailingRunStart(text: string): number {
  let start = text.length
  while (start > 0 && !BLANK.test(text[start - 1])) start--
  return start
}

const BLANK = /\s/

export class Redactor {
  private readonly secrets: string[] = []
  private readonly forms = new Set<string>()
  private pattern: RegExp | undefined
  private longest = 0
  /** A registered secret holds a line break: the decoded view reads lines near an escape too. */
  private multiLine = false

  constructor(secrets: Iterable<string> = []) {
    for (const s of secrets) this.add(s)
  }

  add(secret: string): void {
    if (typeof secret !== 'string') return
    const trimmed = secret.trim()
    if (trimmed.length < MIN_SECRET_LENGTH) return
    this.secrets.push(trimmed)
    for (const form of secretForms(trimmed)) {
      this.forms.add(form)
      this.longest = Math.max(this.longest, Buffer.byteLength(form))
    }
    // Its longest encoded spelling: each character an HTML reference (`&#0000065;`).
    this.longest = Math.max(this.longest, LONGEST_CHARACTER_SPELLING * Buffer.byteLength(trimmed))
    if (trimmed.includes('\n')) this.multiLine = true
    this.pattern = undefined
  }

  /** Bytes of the longest form of a registered secret: a reader holds at least this at a cut. */
  longestFormBytes(): number {
    return this.longest
  }

  /** How far from an escape a registered secret may run across lines (see inEveryForm). */
  private get reach(): number {
    return this.multiLine ? this.longest : 0
  }

  /** The merged, sorted spans of `text` to hide. */
  spans(text: string, edges: Edges = {}): Span[] {
    const spans: Span[] = []
    const registered = (t: string, out: Span[]): void => this.registeredSpans(t, out)
    inEveryForm(
      text,
      spans,
      (t, out) => {
        registered(t, out)
        for (const { pattern } of TOKEN_SHAPES) allMatches(pattern, t, out)
      },
      this.reach,
      registered
    )
    privateKeyBlocks(text, spans)
    this.bufferCutSpans(text, spans)
    if (edges.openEnd) this.openEndSpans(text, spans)
    if (edges.openStart) this.openStartSpans(text, spans)
    if (edges.afterPrefix) {
      const value = LEADING_VALUE.exec(text)
      if (value) spans.push({ start: 0, end: value[0].length })
    }
    return mergeSpans(spans)
  }

  /**
   * Whether `text` holds a registered secret, in any of its forms. For what cannot be masked
   * without changing its meaning (an identifier the service matches on): it is refused instead.
   */
  holdsSecret(text: string): boolean {
    return this.secretSpans(text).length > 0
  }

  /** Where `text` holds a registered secret, in any of its forms (merged, sorted). */
  secretSpans(text: string): Span[] {
    const spans: Span[] = []
    inEveryForm(text, spans, (t, out) => this.registeredSpans(t, out), this.reach)
    return mergeSpans(spans)
  }

  /**
   * A registered secret given in two pieces, in texts read in order (metadata's strings, one
   * by one): each time, which texts hold the pieces and where. For every way to cut the
   * secret, the texts that end with its head and a later text that starts with its tail;
   * texts between them do not matter. Pieces of three or more texts in a row are found by
   * reading them joined (secretSpans).
   */
  splitSpans(texts: readonly string[]): Array<Array<{ index: number; span: Span }>> {
    const out: Array<Array<{ index: number; span: Span }>> = []
    for (const secret of this.secrets) {
      for (let cut = 1; cut < secret.length; cut++) {
        const head = secret.slice(0, cut)
        const tail = secret.slice(cut)
        /** Texts so far that end with the head, not yet matched with a tail. */
        let heads: number[] = []
        texts.forEach((text, i) => {
          if (heads.length > 0 && text.startsWith(tail)) {
            out.push([
              ...heads.map(h => ({
                index: h,
                span: { start: texts[h].length - head.length, end: texts[h].length }
              })),
              { index: i, span: { start: 0, end: tail.length } }
            ])
            heads = []
          }
          if (text.endsWith(head)) heads.push(i)
        })
      }
    }
    return out
  }

  private registeredSpans(text: string, spans: Span[]): void {
    if (this.forms.size === 0) return
    this.pattern ??= new RegExp(
      [...this.forms]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|'),
      'g'
    )
    allMatches(this.pattern, text, spans)
  }

  redact(text: string, edges: Edges = {}): string {
    if (!text) return text
    return maskSpans(text, this.spans(text, edges))
  }

  /**
   * Redacts a text that was cut without context (head + marker + tail): each piece is redacted,
   * and the piece of a registered secret that a cut left at a marker's edge is hidden too. A
   * capture that can give its context does better: `HeadTailCapture.text(redactor)`.
   */
  redactCut(text: string): string {
    const pieces: string[] = []
    const markers: string[] = []
    let at = 0
    CUT_MARKER.lastIndex = 0
    for (let m = CUT_MARKER.exec(text); m; m = CUT_MARKER.exec(text)) {
      pieces.push(text.slice(at, m.index))
      markers.push(m[0])
      at = m.index + m[0].length
    }
    pieces.push(text.slice(at))
    let out = ''
    pieces.forEach((piece, i) => {
      // What a cut took out may have been the value only: the name's value is hidden past it.
      const spans = this.spans(piece, { afterPrefix: i > 0 && endsWithPrefix(pieces[i - 1]) })
      if (i > 0) this.secretEdge(piece, 'start', MIN_SECRET_LENGTH, spans)
      if (i < pieces.length - 1) this.secretEdge(piece, 'end', MIN_SECRET_LENGTH, spans)
      out += maskSpans(piece, mergeSpans(spans)) + (markers[i] ?? '')
    })
    return out
  }

  /**
   * A registered secret's first bytes just before Node cut a Buffer's print short: hidden as a
   * piece at a cut marker is (redactCut). Each cut is read back to the line's start or the
   * cut before it, so the text is read once however many there are.
   */
  private bufferCutSpans(text: string, spans: Span[]): void {
    BUFFER_CUT.lastIndex = 0
    let from = 0
    for (let m = BUFFER_CUT.exec(text); m; m = BUFFER_CUT.exec(text)) {
      const start = Math.max(from, text.lastIndexOf('\n', m.index - 1) + 1)
      const found: Span[] = []
      this.secretEdge(text.slice(start, m.index), 'end', MIN_SECRET_LENGTH, found)
      for (const s of found) spans.push({ start: s.start + start, end: s.end + start })
      from = m.index + m[0].length
    }
  }

  /** What touches an open end may be the start of a secret that runs on past it. */
  private openEndSpans(text: string, spans: Span[]): void {
    const block = OPEN_PRIVATE_KEY_BEGIN.exec(text)
    if (block) spans.push({ start: block.index, end: text.length })
    const run = trailingRunStart(text)
    if (run < text.length) spans.push({ start: run, end: text.length })
    this.secretEdge(text, 'end', 1, spans)
  }

  /** What touches an open start may be the end of a secret that began before it. */
  private openStartSpans(text: string, spans: Span[]): void {
    const block = OPEN_PRIVATE_KEY_END.exec(text)
    if (block && !new RegExp(PRIVATE_KEY_BEGIN).test(block[0]))
      spans.push({ start: 0, end: block[0].length })
    const run = /^\S+/.exec(text)
    if (run) spans.push({ start: 0, end: run[0].length })
    this.secretEdge(text, 'start', 1, spans)
  }

  /**
   * The longest piece of a registered form (at least `min` long) that an edge cut through, in
   * the text and in its decoded view.
   */
  private secretEdge(text: string, side: 'start' | 'end', min: number, spans: Span[]): void {
    inEveryForm(text, spans, (t, out) => this.formEdge(t, side, min, out), this.reach)
  }

  private formEdge(text: string, side: 'start' | 'end', min: number, spans: Span[]): void {
    for (const form of this.forms) {
      for (let n = Math.min(form.length - 1, text.length); n >= min; n--) {
        if (side === 'end' && text.endsWith(form.slice(0, n))) {
          spans.push({ start: text.length - n, end: text.length })
          break
        }
        if (side === 'start' && text.startsWith(form.slice(form.length - n))) {
          spans.push({ start: 0, end: n })
          break
        }
      }
    }
  }
}
