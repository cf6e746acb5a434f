/**
 * What the job, run, pipelines and requests pages show, as data: rendered into HTML once by the
 * server (pages.ts) and fetched by the page's script to update itself (page-script.ts), so both
 * show the same text. Strings may hold text from requests: HTML escapes them, the script sets
 * them as text. Style names and links are built here from fixed words, never from requests.
 */
import { NO_ERROR, PIPELINE_STATUSES } from '../service/api.js'
import {
  durationOf,
  formatSeconds,
  type Moment,
  momentOf,
  percent,
  retentionLine,
  shortTime
} from './format.js'
import { byStartTime, jobSummary } from '../history/jobs.js'
import { pageHref } from './page-shell.js'
import { RECENT, pipelineSummaries } from '../service/pipelines.js'
import { RUN_STATES, type RunReport } from '../history/run-state.js'
import type { RecordSummary } from '../service/state.js'
import { type ContextFact, runContext } from './run-context.js'
import { healthOf, reasonOf } from './overview.js'
import { silence } from './table.js'
import type { RecordedHeartbeat, RecordedNotification, RecordedRequest } from '../service/types.js'
import { PAGE_ROWS, type RunRow, runRow } from './view.js'
import { CHART, CHART_LEFT, type Shape, TIMELINE, barHeight, durationAxis } from './charts.js'

const stateClass = (state: string): string =>
  (RUN_STATES as readonly string[]).includes(state) ? state : 'other'
const keyed = (r: RunRow): RunRow & { key: string } => ({ ...r, key: r.run_id })
const updatedLine = (nowIso: string): string => `Updated ${shortTime(nowIso)} UTC.`

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
  return {
    title: `${jobName}: ${healthOf(last, ended)} · job-monitor`,
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
      ? `Durations of the last ${n} ended runs, oldest on the left (the longest: ${formatSeconds(longest)}).`
      : 'No run has ended yet.',
    chart,
    context: runContext(last),
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

export interface RunPageView {
  run_id: string
  job_name: string
  job_href: string
  state: string
  state_class: string
  /** How long ago it started and ended, their times in UTC on hover, and ISO for <time>. */
  start_ago: string
  start_at: string
  start_iso: string
  end_ago: string
  end_at: string
  end_iso: string
  /** The times in UTC, in the run's facts. */
  start: string
  end: string
  duration: string
  heartbeats: string
  error: string
  /** Why it ended, first: the reason's sentence, the failing steps and the lines they quote. */
  reason: string
  failing_step: string
  quoted: string
  tags: string
  /** Why it ended, its queue, schedule and attempt (run-context.ts); empty when none was sent. */
  context: ContextFact[]
  /** Its metadata; `href` is the value when it is an http or https URL, else ''. */
  metadata: Array<{ key: string; name: string; value: string; href: string }>
  /** "29 values", the collapsed metadata's summary. */
  metadata_count: string
  timeline_caption: string
  timeline: Shape[]
  logs_title: string
  logs: string
  updated: string
}

/** `value` when it is one whole http or https URL (a link out of the page), else ''. */
export function linkOf(value: string): string {
  if (!/^https?:\/\/\S+$/i.test(value)) return ''
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : ''
  } catch {
    return ''
  }
}

/** `Failed steps: A, B` (the action's error_details), also after "The job was cancelled; ". */
const FAILED_STEPS = /^(?:The job was cancelled; f|F)ailed steps: (.+)$/

/**
 * error_details read for the run page's lead: the reason's sentence (its first line, unless that
 * names the failed steps), the failed steps, and the rest as quoted. A line the first line already
 * begins with says nothing new ("The job was cancelled" under the sentence of why it was) and is
 * left out.
 */
export function whyOf(details: string | null): {
  reason: string
  failing_step: string
  quoted: string
} {
  const none = { reason: '', failing_step: '', quoted: '' }
  if (!details || details === NO_ERROR) return none
  const [first, ...others] = details.split(/\r?\n/)
  const lines = [
    first,
    ...others.filter(line => {
      const said = line.trim().replace(/[.;:]$/, '')
      return !(said && first.trim().startsWith(said))
    })
  ]
  const failedAt = lines.findIndex(l => FAILED_STEPS.test(l.trim()))
  const failing_step = failedAt < 0 ? '' : (FAILED_STEPS.exec(lines[failedAt].trim())?.[1] ?? '')
  const rest = lines.filter((_, i) => i !== failedAt)
  const reason = failedAt === 0 ? '' : (rest.shift() ?? '')
  return { reason, failing_step, quoted: rest.join('\n').trim() }
}

/**
 * Why the run ended (whyOf), and for a cancel that sent no reason, that it did not: a cancel is
 * no success, and the page says so rather than nothing.
 */
function whyOfRun(run: RunReport): ReturnType<typeof whyOf> {
  const why = whyOf(run.error_details)
  if (run.state !== 'cancelled' || why.reason || why.failing_step) return why
  return { ...why, reason: 'Cancelled: its end report did not say by whom or what.' }
}

/** The run's metadata as rows, those sent with the end named so: both may hold the same name. */
function metadataRows(run: RunReport): RunPageView['metadata'] {
  return [
    ...Object.entries(run.metadata ?? {}).map(([name, value]) => ({ name, value, when: 'start' })),
    ...Object.entries(run.end_metadata ?? {}).map(([name, value]) => ({ name, value, when: 'end' }))
  ].map((m, i) => {
    const value = typeof m.value === 'string' ? m.value : JSON.stringify(m.value)
    return {
      key: String(i),
      name: m.when === 'end' ? `${m.name} (end)` : m.name,
      value,
      href: linkOf(value)
    }
  })
}

/**
 * The run's chart: its start, each heartbeat kept and its end on one axis from the start to the
 * end (to now while it runs); none when the start time cannot be read.
 */
function runTimeline(run: RunReport, heartbeats: RecordedHeartbeat[], nowIso: string): Shape[] {
  const from = Date.parse(run.start_time)
  if (Number.isNaN(from)) return []
  const to = run.end_time ? Date.parse(run.end_time) : Date.parse(nowIso)
  const span = Math.max(1, to - from)
  const x = (ms: number): number =>
    Math.round((8 + (Math.min(Math.max(ms - from, 0), span) / span) * (TIMELINE.width - 16)) * 10) /
    10
  const mid = TIMELINE.height / 2
  // The start's and end's marks: 3 units wide, drawn from `shift` before their moment.
  const mark = (at: number, shift: number, cls: string, title: string): Shape => ({
    shape: 'rect',
    x: x(at) - shift,
    y: 6,
    width: 3,
    height: mid * 2 - 12,
    cls,
    title
  })
  return [
    { shape: 'line', x1: 8, y1: mid, x2: TIMELINE.width - 8, y2: mid, cls: 'axis', title: '' },
    mark(from, 1, 'mark-start', `start ${shortTime(run.start_time)}`),
    ...heartbeats.map((h): Shape => ({
      shape: 'rect',
      x: x(Date.parse(h.at)) - 1,
      y: 12,
      width: 2,
      height: mid * 2 - 24,
      cls: 'mark-heartbeat',
      title: `heartbeat ${shortTime(h.at)}`
    })),
    ...(run.end_time ? [mark(to, 2, 'mark-end', `end ${shortTime(run.end_time)}`)] : [])
  ]
}

export function runPageView(
  run: RunReport,
  heartbeats: RecordedHeartbeat[],
  nowIso: string
): RunPageView {
  const metadata = metadataRows(run)
  const timeline = runTimeline(run, heartbeats, nowIso)
  const state =
    run.silent_seconds === undefined
      ? run.state
      : `${run.state}, silent ${silence(run.silent_seconds)}`
  const started = momentOf(run.start_time, nowIso)
  const ended = momentOf(run.end_time, nowIso)
  return {
    run_id: run.run_id,
    job_name: run.job_name,
    job_href: pageHref('/job', run.job_name),
    state,
    state_class: stateClass(run.state),
    start_ago: started.ago,
    start_at: started.at,
    start_iso: started.iso,
    end_ago: ended.ago || 'not yet',
    end_at: ended.at,
    end_iso: ended.iso,
    start: `${shortTime(run.start_time)} UTC`,
    end: run.end_time ? `${shortTime(run.end_time)} UTC` : 'not yet',
    duration: durationOf(run, nowIso),
    heartbeats: run.last_heartbeat
      ? `${run.heartbeats}, the last ${momentOf(run.last_heartbeat, nowIso).ago} (${shortTime(run.last_heartbeat)} UTC)`
      : String(run.heartbeats),
    error: run.error_details && run.error_details !== NO_ERROR ? run.error_details : '',
    ...whyOfRun(run),
    tags: run.tags?.join(', ') ?? '',
    context: runContext(run),
    metadata,
    metadata_count: `${metadata.length} value${metadata.length === 1 ? '' : 's'}`,
    timeline_caption: `${heartbeats.length} heartbeats kept, between the start and ${run.end_time ? 'the end' : 'now'}.`,
    timeline,
    logs_title:
      run.logs !== undefined
        ? `Logs (${run.logs.length} chars: the head and tail the client sent)`
        : run.logs_dropped_bytes
          ? `Logs dropped (${run.logs_dropped_bytes} bytes) to stay within the emulator's limits`
          : 'No logs.',
    logs: run.logs ?? '',
    updated: updatedLine(nowIso)
  }
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
    } & RecentFields
  >
  updated: string
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

export function pipelinesPageView(
  notifications: RecordedNotification[],
  nowIso: string
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
