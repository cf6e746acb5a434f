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
import type { Redactor } from '../../logs/redact.js'
import type { ReadLog } from '../finished-job.js'
import { logParts, renderLog as renderParts } from '../log-parts.js'

export { logParts } from '../log-parts.js'

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

/** The log's error lines in the parts read, in order. */
export function errorLinesOfLog(log: ReadLog): string[] {
  return logParts(log).flatMap(errorLinesIn)
}

/** GitHub's log as it is sent (log-parts.ts), its lines as a person reads them. */
export function renderLog(log: ReadLog, maxBytes: number, redactor: Redactor): string {
  return renderParts(log, maxBytes, redactor, personText)
}
