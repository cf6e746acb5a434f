/** Shared formatting for the run table and the run page. */
import { formatSeconds } from '../../util/duration-text.js'
import { readableText } from '../../logs/runner-markup.js'
import { NO_ERROR } from '../service/api.js'
import type { RecordSummary } from '../service/state.js'
import type { EmulatedRun } from '../service/types.js'

/**
 * A run's error_details as a person reads them ('' when it sent none): lines the GitHub runner
 * marked up (`##[error]`, `##[group]Run ...`) read as its job page shows them
 * (logs/runner-markup.ts, the rule the action quotes steps by). Every page and table shows
 * error_details through this, and logs through readableText.
 */
export function detailsOf(details: string | null | undefined): string {
  return details && details !== NO_ERROR ? readableText(details) : ''
}

export { readableText }

export function durationOf(run: EmulatedRun, nowIso?: string): string {
  const start = Date.parse(run.start_time)
  const end = Date.parse(run.end_time ?? nowIso ?? '')
  if (Number.isNaN(start) || Number.isNaN(end)) return ''
  return formatSeconds((end - start) / 1000)
}

/** 2026-11-22T10:00:00.123+00:00 -> 2026-11-22 10:00:00 (UTC). */
export function shortTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const t = Date.parse(iso)
  return Number.isNaN(t) ? iso : new Date(t).toISOString().replace('T', ' ').slice(0, 19)
}

/** 45 s ago, 3 min ago, 2 h ago, 4 d ago; "in the future" for a clock ahead of ours. */
export function ago(iso: string | null | undefined, nowIso: string): string {
  const then = Date.parse(iso ?? '')
  const now = Date.parse(nowIso)
  if (Number.isNaN(then) || Number.isNaN(now)) return ''
  const s = Math.round((now - then) / 1000)
  if (s < 0) return 'in the future'
  if (s < 60) return `${s} s ago`
  if (s < 3600) return `${Math.floor(s / 60)} min ago`
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`
  return `${Math.floor(s / 86_400)} d ago`
}

/**
 * A moment as the pages show it: how long ago (the text), the absolute time in UTC (its hover
 * title) and the ISO time a <time datetime> carries; all '' for no time. A time that does not
 * parse is shown as it was sent.
 */
export interface Moment {
  ago: string
  at: string
  iso: string
}

export function momentOf(iso: string | null | undefined, nowIso: string): Moment {
  if (!iso) return { ago: '', at: '', iso: '' }
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return { ago: iso, at: iso, iso: '' }
  return { ago: ago(iso, nowIso), at: `${shortTime(iso)} UTC`, iso: new Date(t).toISOString() }
}

/** The line under every page that says when its view was made. */
export const updatedLine = (nowIso: string): string => `Updated ${shortTime(nowIso)} UTC.`

/** A share as a percentage: 66.7%. */
export const percent = (rate: number): string => `${Math.round(rate * 1000) / 10}%`

/** What the emulator keeps and has dropped to stay within its limits, in one line. */
export function retentionLine(s: RecordSummary): string {
  const dropped = (n: number, what: string): string => (n ? `, ${n} older ${what} dropped` : '')
  return (
    `Kept: ${s.requests.kept} requests (${mib(s.requests.bytes)} of ${mib(s.requests.maxBytes)})` +
    `${dropped(s.requests.dropped, 'requests')}; ${s.runs.kept} runs` +
    `${dropped(s.runs.dropped, 'runs')}${dropped(s.runs.logsDropped, "runs' logs")}; ` +
    `${s.heartbeats.kept} heartbeats${dropped(s.heartbeats.dropped, 'heartbeats')}; ` +
    `${s.notifications.kept} pipeline notifications` +
    `${dropped(s.notifications.dropped, 'notifications')}. ` +
    `Bodies over ${mib(s.maxBodyBytes)} are refused (413).`
  )
}

function mib(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`
}
