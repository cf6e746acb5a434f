/**
 * What the job, pipelines and requests pages show, as data (the run's page: run-view.ts): rendered into HTML once by the
 * server (pages.ts) and fetched by the page's script to update itself (page-script.ts), so both
 * show the same text. Strings may hold text from requests: HTML escapes them, the script sets
 * them as text. Style names and links are built here from fixed words, never from requests.
 */
import { PIPELINE_STATUSES } from '../service/api.js'
import {
  durationOf,
  type Moment,
  momentOf,
  percent,
  retentionLine,
  shortTime,
  updatedLine
} from './format.js'
import { formatSeconds } from '../../util/duration-text.js'
import { byStartTime, jobSummary } from '../history/jobs.js'
import { RECENT, pipelineSummaries } from '../service/pipelines.js'
import type { RunReport } from '../history/run-state.js'
import type { RecordSummary } from '../service/state.js'
import { type ContextFact, runContext, runRefOf } from './run-context.js'
import { pageHref } from './page-shell.js'
import { healthOf, reasonOf } from './overview.js'
import type { RecordedNotification, RecordedRequest } from '../service/types.js'
import { scheduleStatus, scheduledRunsOf } from '../history/schedules.js'
import { scheduleFacts } from './schedule-view.js'
import { PAGE_ROWS, type RunRow, runRow } from './view.js'
import { CHART, CHART_LEFT, type Shape, barHeight, durationAxis } from './charts.js'

const keyed = (r: RunRow): RunRow & { key: string } => ({ ...r, key: r.run_id })

export interface JobPageView {
  /** The document's title: the job and its health, so a pinned tab tells. */
  title: string
  job_name: string
  summary: string
  last_run: string
  /** The last run's start in UTC: the last_run line's hover text. */
  last_at: string
  chart_caption: string
  chart: Shape[]
  /** The last run's context (run-context.ts); empty when it sent none. */
  context: ContextFact[]
  /** Its standing in its schedule (schedule-view.ts); empty when its runs name none. */
  schedule: ContextFact[]
  runs: Array<RunRow & { key: string }>
  updated: string
}

/** `runs`: the job's runs with their state, oldest first. */
export function jobPageView(jobName: string, received: RunReport[], nowIso: string): JobPageView {
  const runs = byStartTime(received)
  const rows = runs
    .slice(-PAGE_ROWS)
    .reverse()
    .map(r => keyed(runRow(r, nowIso, false)))
  if (runs.length === 0) {
    return {
      title: `${jobName} · job-monitor`,
      job_name: jobName,
      summary: 'No runs of this job are kept.',
      last_run: '',
      last_at: '',
      chart_caption: '',
      chart: [],
      context: [],
      schedule: [],
      runs: [],
      updated: updatedLine(nowIso)
    }
  }
  const s = jobSummary(runs)
  const last = runs[runs.length - 1]
  const ended = runs.filter(r => r.end_time !== null)
  const cancelled = ended.filter(r => r.state === 'cancelled').length
  const longest = Math.max(0, ...s.durations.map(d => d.seconds))
  const n = s.durations.length
  const step = n ? Math.min(24, (CHART.width - CHART_LEFT - 4) / n) : 0
  const bars: Shape[] = s.durations.map((d, i) => {
    const height = barHeight(d.seconds, longest)
    return {
      shape: 'rect',
      x: Math.round((CHART_LEFT + i * step) * 10) / 10,
      y: Math.round((CHART.height - 4 - height) * 10) / 10,
      width: Math.max(1, Math.round((step - 2) * 10) / 10),
      height: Math.round(height * 10) / 10,
      cls: `bar-${d.state === 'success' || d.state === 'failed' ? d.state : 'cancelled'}`,
      title: `${shortTime(d.start_time)}: ${d.state}, ${formatSeconds(d.seconds)}`
    }
  })
  const chart = [...durationAxis(s.durations.map(d => d.seconds)), ...bars]
  const schedule = scheduleStatus(scheduledRunsOf(runs), Date.parse(nowIso))
  return {
    title: `${jobName}: ${healthOf(last, ended, schedule)} · job-monitor`,
    job_name: jobName,
    summary:
      `${s.runs} ${s.runs === 1 ? 'run' : 'runs'} kept, ${s.running} running, ${s.stalled} stalled; ` +
      (s.success_rate === null
        ? 'none has ended yet.'
        : `${percent(s.success_rate)} of the ended runs succeeded` +
          (cancelled ? `, ${cancelled} ${cancelled === 1 ? 'was' : 'were'} cancelled.` : '.')),
    last_run: lastRunLine(last, nowIso),
    last_at: momentOf(last.start_time, nowIso).at,
    chart_caption: n
      ? n === 1
        ? `The duration of its one ended run: ${formatSeconds(longest)}.`
        : `Durations of the last ${n} ended runs, oldest on the left (the longest: ${formatSeconds(longest)}).`
      : 'No run has ended yet.',
    chart,
    context: runContext(last),
    schedule: scheduleFacts(schedule),
    runs: rows,
    updated: updatedLine(nowIso)
  }
}

/**
 * "Last run: cancelled (Cancelled by SIGTERM), started 3 min ago, ended 2 min ago, took 1 min 0 s.":
 * how it ended, when, and for a run that did not succeed why, as its end report says.
 */
function lastRunLine(last: RunReport, nowIso: string): string {
  const started = momentOf(last.start_time, nowIso).ago || shortTime(last.start_time)
  const duration = durationOf(last, nowIso)
  if (last.end_time === null)
    return `Last run: ${last.state}, started ${started}, ${duration} so far.`
  const why = last.state === 'success' ? '' : reasonOf(last)
  const ended = momentOf(last.end_time, nowIso).ago
  return `Last run: ${last.state}${why ? ` (${why})` : ''}, started ${started}, ended ${ended || shortTime(last.end_time)}, took ${duration}.`
}

/** A moment as a row's `NAME_ago`, `NAME_at` and `NAME_iso` (pages.ts, rowTime). */
function momentFields<N extends string>(
  name: N,
  m: Moment
): Record<`${N}_ago` | `${N}_at` | `${N}_iso`, string> {
  return { [`${name}_ago`]: m.ago, [`${name}_at`]: m.at, [`${name}_iso`]: m.iso } as Record<
    `${N}_ago` | `${N}_at` | `${N}_iso`,
    string
  >
}

export interface PipelinesPageView {
  pipelines: Array<
    {
      key: string
      pipeline_id: string
      status: string
      status_class: string
      message: string
      /** How long ago its last notification came, the time in UTC on hover, ISO for <time>. */
      updated_ago: string
      updated_at: string
      updated_iso: string
      notifications: string
      /**
       * The run its latest notification that names one is of (run-context.ts, RUN_REF_KEYS):
       * "nightly (run_ab12...)" linked to the run's page, or the job's when the run is not kept
       * or was not named; '' when no notification named a run.
       */
      run_label: string
      run_href: string
    } & RecentFields
  >
  updated: string
}

/** The run `recent` (newest first) names first, as a label and a link; '' when none does. */
function runOf(
  recent: RecordedNotification[],
  kept: (runId: string) => boolean
): { run_label: string; run_href: string } {
  for (const n of recent) {
    const { jobName, runId } = runRefOf(n.metadata)
    if (runId && kept(runId))
      return { run_label: `${jobName ?? 'run'} (${runId})`, run_href: pageHref('/run', runId) }
    if (jobName) return { run_label: jobName, run_href: pageHref('/job', jobName) }
  }
  return { run_label: '', run_href: '' }
}

/**
 * A pipeline's latest notifications, newest first, one slot each (RECENT of them): `recent_N`
 * its status and message, `recent_N_ago`, `_at`, `_iso` its time as the other pages show times;
 * all '' for a slot with none, which the page hides.
 */
type RecentFields = Record<`recent_${number}${'' | '_ago' | '_at' | '_iso'}`, string>

function recentFields(recent: RecordedNotification[], nowIso: string): RecentFields {
  const fields: RecentFields = {}
  for (let i = 0; i < RECENT; i++) {
    const n = recent.at(i)
    Object.assign(fields, momentFields(`recent_${i + 1}`, momentOf(n?.at, nowIso)), {
      [`recent_${i + 1}`]: n ? `${n.status}${n.message ? `: ${n.message}` : ''}` : ''
    })
  }
  return fields
}

/** The empty row of the pipelines page's template. */
export const BLANK_RECENT: RecentFields = recentFields([], '')

/** `kept`: whether a run is kept (a link to a run that is not would lead nowhere). */
export function pipelinesPageView(
  notifications: RecordedNotification[],
  nowIso: string,
  kept: (runId: string) => boolean = () => false
): PipelinesPageView {
  return {
    pipelines: pipelineSummaries(notifications)
      .reverse()
      .map(p => ({
        key: p.pipeline_id,
        pipeline_id: p.pipeline_id,
        status: p.status,
        status_class: (PIPELINE_STATUSES as readonly string[]).includes(p.status)
          ? p.status
          : 'other',
        message: p.message ?? '',
        ...momentFields('updated', momentOf(p.updated_at, nowIso)),
        notifications: String(p.notifications),
        ...runOf(p.recent, kept),
        ...recentFields(p.recent, nowIso)
      })),
    updated: updatedLine(nowIso)
  }
}

export interface RequestsPageView {
  requests: Array<{
    key: string
    seq: string
    /** How long ago it came, the time in UTC on hover, ISO for <time>. */
    at_ago: string
    at_at: string
    at_iso: string
    method: string
    path: string
    auth: string
    status: string
    rules: string
    fault: string
  }>
  retention: string
  updated: string
}

/** The newest requests first, with the rules each broke. */
export function requestsPageView(
  requests: RecordedRequest[],
  nowIso: string,
  summary: RecordSummary
): RequestsPageView {
  return {
    requests: requests
      .slice(-PAGE_ROWS)
      .reverse()
      .map(r => ({
        key: String(r.seq),
        seq: String(r.seq),
        ...momentFields('at', momentOf(r.at, nowIso)),
        method: r.method,
        path: r.path,
        auth: r.auth,
        status: r.status ? String(r.status) : 'no answer',
        rules: r.violations.join('\n'),
        fault: r.fault ?? ''
      })),
    retention: retentionLine(summary),
    updated: updatedLine(nowIso)
  }
}
