/**
 * GitHub's job log as a person reads it. The downloaded log is plain text, one line per line the
 * job printed, each after the runner's time stamp (`2026-03-01T17:38:57.4236128Z `), and the
 * workflow commands the runner processed shown by their markers (actions/runner
 * src/Runner.Worker/ExecutionContext.cs, `WellKnownTags`: `##[error]`, `##[warning]`,
 * `##[notice]`, `##[debug]`, `##[group]`, `##[endgroup]`, `##[command]`, `##[section]`). The web
 * page shows an `##[error]` line as a red "Error: ..."; so does this, without the markup, and
 * without the time stamps, as the end report's step output already reads. Secrets the job
 * registered are `***` there already; the text is redacted again before it is sent.
 */
import { HeadTailCapture } from '../../logs/capture.js'
import type { Redactor } from '../../logs/redact.js'
import type { ReadLog } from '../finished-job.js'

/** The runner's time stamp at a line's start (7 fractional digits; fewer accepted). */
const STAMP = /^(?:\uFEFF)?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?Z ?/

const MARKERS: Array<[string, string | null]> = [
  ['##[error]', 'Error: '],
  ['##[warning]', 'Warning: '],
  ['##[notice]', 'Notice: '],
  ['##[debug]', 'Debug: '],
  ['##[group]', ''],
  ['##[command]', ''],
  ['##[section]', ''],
  // The end of a group prints nothing on the page.
  ['##[endgroup]', null]
]

/** One line as a person reads it; null for a line the page does not show. */
export function personLine(raw: string): string | null {
  const line = raw.replace(/\r$/, '').replace(STAMP, '')
  for (const [marker, shown] of MARKERS) {
    if (!line.startsWith(marker)) continue
    return shown === null ? null : shown + line.slice(marker.length)
  }
  return line
}

/** A part of the log as a person reads it. */
export function personText(raw: string): string {
  const out: string[] = []
  for (const line of raw.split('\n')) {
    const shown = personLine(line)
    if (shown !== null) out.push(shown)
  }
  return out.join('\n')
}

/** The lines the runner marked as errors, as a person reads them (`Error: ...`). */
export function errorLinesIn(raw: string): string[] {
  const out: string[] = []
  for (const line of raw.split('\n')) {
    const l = line.replace(/\r$/, '').replace(STAMP, '')
    if (l.startsWith('##[error]')) out.push(`Error: ${l.slice('##[error]'.length)}`)
  }
  return out
}

/**
 * A head ends within a line and a tail begins within one: the partial lines are dropped, so no
 * piece of a line is shown as if it were whole.
 */
function wholeLines(log: ReadLog): { head: string; tail: string } | { whole: string } {
  if (log.notRead === 0) return { whole: log.head === log.tail ? log.head : log.head + log.tail }
  const headEnd = log.head.lastIndexOf('\n')
  const tailStart = log.tail.indexOf('\n')
  return {
    head: headEnd >= 0 ? log.head.slice(0, headEnd) : '',
    tail: tailStart >= 0 ? log.tail.slice(tailStart + 1) : ''
  }
}

/** The parts of the log read, as whole lines: the whole text, or its head and its tail. */
export function logParts(log: ReadLog): string[] {
  const parts = wholeLines(log)
  return 'whole' in parts ? [parts.whole] : [parts.head, parts.tail]
}

/** The log's error lines in the parts read, in order. */
export function errorLinesOfLog(log: ReadLog): string[] {
  const parts = wholeLines(log)
  return 'whole' in parts
    ? errorLinesIn(parts.whole)
    : [...errorLinesIn(parts.head), ...errorLinesIn(parts.tail)]
}

/**
 * The log as it is sent: its head and tail as a person reads them, redacted before it is cut,
 * within `maxBytes`; the bytes not read are said where they were.
 */
export function renderLog(log: ReadLog, maxBytes: number, redactor: Redactor): string {
  const capture = new HeadTailCapture(Math.max(0, maxBytes))
  const parts = wholeLines(log)
  if ('whole' in parts) {
    capture.write(personText(parts.whole))
    return capture.text(redactor)
  }
  // Whole lines on both sides of the gap: the text reads as one, redacted as one.
  capture.write(
    `${personText(parts.head)}\n[... ${log.notRead} bytes of the log not read ...]\n${personText(parts.tail)}`
  )
  return capture.text(redactor)
}
