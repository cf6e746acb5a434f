/**
 * Spans of a text to hide: every rule of redaction finds them in the same text, and their union
 * is masked, so no rule can undo or split what another one found.
 */
import { MASK } from './constants.js'

/** A half-open range [start, end) of a text to hide. */
export interface Span {
  start: number
  end: number
}

/** Sorts spans and merges those that overlap or touch. */
export function mergeSpans(spans: Span[]): Span[] {
  spans.sort((a, b) => a.start - b.start || b.end - a.end)
  const out: Span[] = []
  for (const s of spans) {
    const last = out[out.length - 1]
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end)
    else if (s.end > s.start) out.push({ ...s })
  }
  return out
}

/** Each match of `pattern` in `text`, less its group 1 (context that stays visible). */
export function allMatches(pattern: RegExp, text: string, spans: Span[]): void {
  pattern.lastIndex = 0
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index + (m[1]?.length ?? 0)
    spans.push({ start, end: m.index + m[0].length })
    if (m[0].length === 0) pattern.lastIndex++
  }
}

/** Replaces each span by the mask. */
export function maskSpans(text: string, spans: Span[]): string {
  let out = ''
  let at = 0
  for (const s of spans) {
    out += text.slice(at, s.start) + MASK
    at = s.end
  }
  return out + text.slice(at)
}
