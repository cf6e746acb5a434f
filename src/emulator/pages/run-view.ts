/**
 * What a run's page shows, as data: rendered into HTML by the server (pages.ts) and fetched by
 * the page's script to update itself, so both show the same text. It leads with why the run
 * ended (or, while it runs, when it was last heard from), then its context, logs and
 * heartbeats; its times, tags and metadata last. Strings may hold text from requests.
 */
import { NO_ERROR } from '../service/api.js'
import { detailsOf, durationOf, momentOf, readableText, shortTime, updatedLine } from './format.js'
import { pageHref } from './page-shell.js'
import { RUN_STATES, type RunReport } from '../history/run-state.js'
import { type ContextFact, runContext } from './run-context.js'
import { silence } from './table.js'
import type { RecordedHeartbeat } from '../service/types.js'
import { type Shape, TIMELINE } from './charts.js'

const stateClass = (state: string): string =>
  (RUN_STATES as readonly string[]).includes(state) ? state : 'other'

export interface RunPageView {
  /** The document's title: the job and the run's state, so a tab tells which and how. */
  title: string
  run_id: string
  job_name: string
  job_href: string
  state: string
  state_class: string
  /**
   * How long ago it started, ended and was last heard from (a heartbeat, while it runs), their
   * times in UTC on hover, and ISO for <time>; all '' for what has not happened.
   */
  start_ago: string
  start_at: string
  start_iso: string
  end_ago: string
  end_at: string
  end_iso: string
  heard_ago: string
  heard_at: string
  heard_iso: string
  /** While it runs and has sent no heartbeat: "no heartbeat yet"; else ''. */
  unheard: string
  /** "took 1 min 0 s", or while it runs "49.0 s so far". */
  lasted: string
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
 * no success, and the page says so rather than nothing. A stalled run has not ended: its lead
 * says how long it has been silent, and what that may mean.
 */
function whyOfRun(run: RunReport): ReturnType<typeof whyOf> {
  const why = whyOf(detailsOf(run.error_details))
  if (run.state === 'stalled' && run.silent_seconds !== undefined)
    return {
      ...why,
      reason:
        `No word from it for ${silence(run.silent_seconds)}: it may hang, or its machine may be ` +
        'gone. Its end report is still taken; a heartbeat makes it running again.'
    }
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

/** What the log box holds, or why it holds nothing: a running run's logs come with its end. */
function logsTitle(run: RunReport): string {
  if (run.logs) return `Logs (${run.logs.length} chars: the head and tail the client sent)`
  if (run.logs_dropped_bytes)
    return `Logs dropped (${run.logs_dropped_bytes} bytes) to stay within the emulator's limits`
  if (run.end_time === null) return 'No logs yet: a run sends its logs with its end report.'
  return 'No logs: its end report sent none.'
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
  const running = run.end_time === null
  const heard = running ? momentOf(run.last_heartbeat, nowIso) : momentOf(undefined, nowIso)
  return {
    title: `${run.job_name}: ${run.state} · job-monitor`,
    run_id: run.run_id,
    job_name: run.job_name,
    job_href: pageHref('/job', run.job_name),
    state,
    state_class: stateClass(run.state),
    start_ago: started.ago,
    start_at: started.at,
    start_iso: started.iso,
    end_ago: ended.ago,
    end_at: ended.at,
    end_iso: ended.iso,
    heard_ago: heard.ago,
    heard_at: heard.at,
    heard_iso: heard.iso,
    unheard: running && !run.last_heartbeat ? 'no heartbeat yet' : '',
    lasted: running ? `${durationOf(run, nowIso)} so far` : `took ${durationOf(run, nowIso)}`,
    start: `${shortTime(run.start_time)} UTC`,
    end: run.end_time ? `${shortTime(run.end_time)} UTC` : 'no end report yet',
    duration: durationOf(run, nowIso),
    heartbeats: run.last_heartbeat
      ? `${run.heartbeats}, the last ${momentOf(run.last_heartbeat, nowIso).ago} (${shortTime(run.last_heartbeat)} UTC)`
      : String(run.heartbeats),
    error: detailsOf(run.error_details),
    ...whyOfRun(run),
    tags: run.tags?.join(', ') ?? '',
    context: runContext(run),
    metadata,
    metadata_count: `${metadata.length} value${metadata.length === 1 ? '' : 's'}`,
    timeline_caption: `${heartbeats.length} heartbeats kept, between the start and ${run.end_time ? 'the end' : 'now'}.`,
    timeline,
    logs_title: logsTitle(run),
    logs: readableText(run.logs ?? ''),
    updated: updatedLine(nowIso)
  }
}
