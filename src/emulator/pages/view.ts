/**
 * The run page's content as data: what the server renders into HTML and what the page's script
 * fetches (`GET /_emulator/pages/runs`) to update itself in place. Formatting happens here once,
 * so the first render and every update show the same text. Every string may hold text from
 * requests: the HTML escapes it, the script sets it as text only.
 */
import {
  detailsOf,
  durationOf,
  momentOf,
  readableText,
  retentionLine,
  shortTime
} from './format.js'
import { pageHref } from './page-shell.js'
import { byStartTime } from '../history/jobs.js'
import type { RunQuery } from '../history/run-query.js'
import { RUN_STATES, type RunReport } from '../history/run-state.js'
import type { RecordSummary } from '../service/state.js'
import { silence } from './table.js'
import type { EmulatedRun } from '../service/types.js'

/** Rows a page lists at most: the newest (the JSON endpoints have them all). */
export const PAGE_ROWS = 500

/** A run as kept, or with its state (`GET /_emulator/runs`). */
export type ShownRun = EmulatedRun & Partial<RunReport>

export interface RunRow {
  run_id: string
  job_name: string
  /** Its state (run-state.ts), and how long it has been silent when stalled. */
  status: string
  /** The state's style: one of RUN_STATES, else `other` (never text from a request). */
  status_class: string
  /** Links to the job's and the run's pages (page-shell.ts builds them). */
  job_href: string
  run_href: string
  /** How long ago it started ("3 min ago"), the time in UTC on hover, ISO for <time>. */
  start_ago: string
  start_at: string
  start_iso: string
  duration: string
  heartbeats: string
  error: string
  /** The log's summary line; empty when the run has no logs and lost none. */
  logs_title: string
  /** The logs ('' when none), when asked for: absent, the page keeps the text it has. */
  logs?: string
}

/** A row with nothing in it: the page's template for the rows its script adds. */
export const EMPTY_ROW: RunRow = {
  run_id: '',
  job_name: '',
  status: '',
  status_class: 'other',
  start_ago: '',
  start_at: '',
  start_iso: '',
  duration: '',
  heartbeats: '',
  error: '',
  logs_title: '',
  job_href: '',
  run_href: ''
}

export interface RunsPageView {
  /** Newest first, by start time. */
  runs: RunRow[]
  /** What the emulator keeps and has dropped (retentionLine). */
  retention: string
  /** Says when the list holds only the newest PAGE_ROWS of the runs asked for. */
  shown: string
  /** What the list says when it is empty: no run kept, or none that the filters find. */
  empty: string
  updated: string
}

/** The run list's filters, as its query names them (and its controls show them). */
export interface RunsPageFilters {
  job?: string
  status?: string
  since?: string
}

/** The run list's filters in a page's query. */
export function runsPageFilters(query: URLSearchParams): RunsPageFilters {
  return {
    job: query.get('job') ?? '',
    status: query.get('status') ?? '',
    since: query.get('since') ?? ''
  }
}

/** The choices of the Started filter: a time ago (run-query.ts) and its words. */
export const SINCE_CHOICES: Array<[string, string]> = [
  ['', 'any time'],
  ['1h', 'last hour'],
  ['24h', 'last 24 hours'],
  ['7d', 'last 7 days'],
  ['30d', 'last 30 days']
]

/** "No runs yet.", or with filters "No run matches these filters: job nightly, state failed." */
export function noRunsLine(f: RunsPageFilters): string {
  const since = f.since && SINCE_CHOICES.find(([value]) => value === f.since)?.[1]
  const words = [
    ...(f.job ? [`job ${f.job}`] : []),
    ...(f.status ? [`state ${f.status}`] : []),
    ...(f.since ? [since ? `started in the ${since}` : `started since ${f.since}`] : [])
  ]
  return words.length ? `No run matches these filters: ${words.join(', ')}.` : 'No runs yet.'
}

/** A query narrowed to what the run list shows: at most the newest PAGE_ROWS. */
export function pageOfRuns(q: RunQuery): RunQuery {
  return { ...q, limit: Math.min(q.limit ?? PAGE_ROWS, PAGE_ROWS) }
}

export function runsPageView(
  runs: ShownRun[],
  nowIso: string,
  summary?: RecordSummary,
  withLogs: (runId: string) => boolean = () => true,
  filters: RunsPageFilters = {}
): RunsPageView {
  return {
    // Newest first by when each started: reports arrive out of that order (a start queued
    // while the service was down, a scheduler reporting earlier runs).
    runs: byStartTime(runs)
      .reverse()
      .map(r => runRow(r, nowIso, withLogs(r.run_id))),
    retention: summary ? retentionLine(summary) : '',
    shown:
      runs.length >= PAGE_ROWS
        ? `The ${PAGE_ROWS} of these runs received last are listed: the filters find older ones, ` +
          '/_emulator/runs has them all.'
        : '',
    empty: noRunsLine(filters),
    updated: `Updated ${shortTime(nowIso)} UTC.`
  }
}

function startOf(
  iso: string,
  nowIso: string
): Pick<RunRow, 'start_ago' | 'start_at' | 'start_iso'> {
  const m = momentOf(iso, nowIso)
  return { start_ago: m.ago, start_at: m.at, start_iso: m.iso }
}

export function runRow(r: ShownRun, nowIso: string, withLogs: boolean): RunRow {
  const state = r.state ?? r.status
  return {
    run_id: r.run_id,
    job_name: r.job_name,
    status:
      r.silent_seconds === undefined ? state : `${state}, silent ${silence(r.silent_seconds)}`,
    status_class: (RUN_STATES as readonly string[]).includes(state) ? state : 'other',
    job_href: pageHref('/job', r.job_name),
    run_href: pageHref('/run', r.run_id),
    ...startOf(r.start_time, nowIso),
    duration: durationOf(r, nowIso),
    heartbeats: String(r.heartbeats),
    error: detailsOf(r.error_details),
    logs_title:
      r.logs !== undefined
        ? `logs (${r.logs.length} chars)`
        : r.logs_dropped_bytes
          ? `logs dropped (${r.logs_dropped_bytes} bytes) to stay within the emulator's limits`
          : '',
    ...(withLogs ? { logs: readableText(r.logs ?? '') } : {})
  }
}
