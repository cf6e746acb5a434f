/**
 * The landing page as data: one row per job, what a team keeps open. Its last state and how long
 * ago it started, the success rate of its kept runs, a sparkline of its latest durations, and its
 * late or missed schedule slots (from what the action sends at the end, docs/action.md).
 * Rendered by pages.ts, fetched by the page's script. Strings may hold text from requests.
 */
import { type JobDigest, SCHEDULE_KEYS } from '../history/jobs.js'
import type { RunReport } from '../history/run-state.js'
import type { Metadata } from '../service/api.js'
import type { EmulatedRun } from '../service/types.js'
import { formatSeconds, shortTime } from './format.js'
import { pageHref } from './page-shell.js'
import { percent, type Shape } from './page-views.js'
import { RUN_STATES } from '../history/run-state.js'
import { metaNumber } from './run-context.js'

/** How many of the latest ended runs the sparkline draws. */
export const SPARK_POINTS = 20
export const SPARK = { width: 120, height: 24 }

/** The end metadata keys of a scheduled run (src/action/schedule.ts). */
export const LAG_KEY = SCHEDULE_KEYS.lagSeconds
export const MISSED_KEY = SCHEDULE_KEYS.missedSlots

export interface JobRow {
  key: string
  job_name: string
  job_href: string
  status: string
  status_class: string
  /** "3 min ago"; its absolute time in `last_at`, the cell's title. */
  last_ago: string
  last_at: string
  success: string
  runs: string
  spark: Shape[]
  spark_title: string
  schedule: string
}

export interface OverviewView {
  jobs: JobRow[]
  updated: string
}

/** 45 s ago, 3 min ago, 2 h ago, 4 d ago; "in the future" for a clock ahead of ours. */
export function ago(iso: string, nowIso: string): string {
  const then = Date.parse(iso)
  const now = Date.parse(nowIso)
  if (Number.isNaN(then) || Number.isNaN(now)) return ''
  const s = Math.round((now - then) / 1000)
  if (s < 0) return 'in the future'
  if (s < 60) return `${s} s ago`
  if (s < 3600) return `${Math.floor(s / 60)} min ago`
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`
  return `${Math.floor(s / 86_400)} d ago`
}

/** The line from `seconds` (oldest first) as segments within SPARK, the longest at the top. */
export function sparkline(seconds: number[]): Shape[] {
  const points = seconds.slice(-SPARK_POINTS)
  if (points.length === 0) return []
  const top = Math.max(...points)
  const low = Math.min(...points)
  const range = top - low
  const step = points.length > 1 ? (SPARK.width - 4) / (points.length - 1) : 0
  const at = (s: number, i: number) => ({
    x: Math.round((2 + i * step) * 10) / 10,
    y:
      Math.round((range ? 2 + ((top - s) / range) * (SPARK.height - 4) : SPARK.height / 2) * 10) /
      10
  })
  const xy = points.map(at)
  if (xy.length === 1)
    return [
      {
        shape: 'rect',
        x: xy[0].x,
        y: xy[0].y - 1,
        width: 2,
        height: 2,
        cls: 'spark',
        title: formatSeconds(points[0])
      }
    ]
  return xy.slice(1).map((p, i) => ({
    shape: 'line',
    x1: xy[i].x,
    y1: xy[i].y,
    x2: p.x,
    y2: p.y,
    cls: 'spark',
    title: formatSeconds(points[i + 1])
  }))
}

/**
 * The last scheduled run's lag and the slots missed over the kept runs, from the end metadata of
 * a job's scheduled runs in the order they were received; '' when none was scheduled.
 */
function scheduleOf(scheduled: Metadata[]): string {
  if (scheduled.length === 0) return ''
  const lag = metaNumber(scheduled[scheduled.length - 1][LAG_KEY])
  const missed = scheduled.reduce((n, m) => n + (metaNumber(m[MISSED_KEY]) ?? 0), 0)
  const parts = [
    ...(lag !== undefined ? [lag >= 60 ? `last ${formatSeconds(lag)} late` : 'last on time'] : []),
    ...(missed ? [`${missed} slot${missed === 1 ? '' : 's'} missed`] : [])
  ]
  return parts.join(', ')
}

/**
 * The overview from each job in brief (a store's jobDigests, SPARK_POINTS durations, in the
 * order each job's first run was received); `report` gives a run its state and duration.
 */
export function jobsOverview<R extends EmulatedRun>(
  digests: JobDigest<R>[],
  nowIso: string,
  report: (run: R) => RunReport
): OverviewView {
  return {
    // The job that started a run last on top; of two that started at once, the one whose
    // first run came later.
    jobs: digests
      .map(d => ({ d, last: report(d.last) }))
      .reverse()
      .map(j => ({ ...j, at: Date.parse(j.last.start_time) }))
      .sort((a, b) => (b.at || 0) - (a.at || 0))
      .map(({ d, last }) => {
        const spark = d.latest
          .map(report)
          .slice(-SPARK_POINTS)
          .map(r => r.duration_seconds as number)
        return {
          key: d.job_name,
          job_name: d.job_name,
          job_href: pageHref('/job', d.job_name),
          status: last.state,
          status_class: (RUN_STATES as readonly string[]).includes(last.state)
            ? last.state
            : 'other',
          last_ago: ago(last.start_time, nowIso),
          last_at: `${shortTime(last.start_time)} UTC`,
          success: d.ended ? percent(d.succeeded / d.ended) : '',
          runs: String(d.runs),
          spark: sparkline(spark),
          spark_title: spark.length
            ? `the last ${spark.length} durations: ${formatSeconds(Math.min(...spark))} to ${formatSeconds(Math.max(...spark))}`
            : 'no run has ended yet',
          schedule: scheduleOf(d.schedules)
        }
      }),
    updated: `Updated ${shortTime(nowIso)} UTC.`
  }
}
