/**
 * The landing page as data: one row per job, what a team keeps open, trouble first. Each job's
 * health over its latest runs (failing, stalled, flaky or healthy) with a strip of their states,
 * its last run and how long ago it started, when it last failed, its last and usual duration
 * ("slower than usual" by the one rule the command line and the action use too,
 * src/run/usual-duration.ts), the success rate of its kept runs, a sparkline of its latest
 * durations, and its late or missed schedule slots (from what the action sends at the end,
 * docs/action.md). The heading and the document title count the jobs in trouble.
 * Rendered by pages.ts, fetched by the page's script. Strings may hold text from requests.
 */
import { type JobDigest, SCHEDULE_KEYS } from '../history/jobs.js'
import type { RunReport } from '../history/run-state.js'
import type { Metadata } from '../service/api.js'
import type { EmulatedRun } from '../service/types.js'
import { ago, detailsOf, momentOf, percent, shortTime } from './format.js'
import { formatSeconds } from '../../util/duration-text.js'
import { pageHref } from './page-shell.js'
import type { Shape } from './charts.js'
import { RUN_STATES } from '../history/run-state.js'
import { metaNumber } from './run-context.js'
import { type ScheduleStatus, scheduleStatus } from '../history/schedules.js'
import { scheduleCell } from './schedule-view.js'
import { USUAL, isSlowerThanUsual, usualDurationMs } from '../../run/usual-duration.js'

export { ago }

/** How many of the latest ended runs the sparkline draws. */
export const SPARK_POINTS = 20
/**
 * How many of its latest ended runs each job's digest holds: the sparkline's, and the last one
 * with the earlier ones the usual duration is the median of (USUAL.kept).
 */
export const DIGEST_POINTS = Math.max(SPARK_POINTS, USUAL.kept + 1)
export const SPARK = { width: 120, height: 24 }
/** How many of its latest runs a job's health strip shows, and its flakiness is judged on. */
export const HEALTH_RUNS = 10
export const HEALTH = { width: HEALTH_RUNS * 10, height: 14 }
/** The end metadata keys of a scheduled run (src/action/schedule.ts). */
export const LAG_KEY = SCHEDULE_KEYS.lagSeconds
export const MISSED_KEY = SCHEDULE_KEYS.missedSlots

/**
 * A job's health, in the order the overview lists them: its last ended run failed; its last run
 * went silent; its last ended run was cancelled (a cancel is no success: something stopped it,
 * and the line under it says what and when); its latest schedule slot passed its grace with no
 * run; one of its latest HEALTH_RUNS ended runs failed though the last did not; none of those
 * failed (healthy); no run of it has ended yet.
 */
export const HEALTHS = [
  'failing',
  'stalled',
  'cancelled',
  'late',
  'flaky',
  'healthy',
  'new'
] as const
export type Health = (typeof HEALTHS)[number]
/** The healths that put a job in the title's count, and at the top. */
const TROUBLE: readonly Health[] = ['failing', 'stalled', 'cancelled', 'late', 'flaky']
/** The longest reason a health line quotes, in characters (the run's page has all of it). */
const REASON_CHARS = 120

export interface JobRow {
  key: string
  job_name: string
  job_href: string
  /** One of HEALTHS, also its style. */
  health: string
  /** "2 of the last 5 ended runs failed". */
  health_line: string
  /** Its latest runs' states, oldest on the left. */
  strip: Shape[]
  status: string
  status_class: string
  /** "3 min ago"; its absolute time in `last_at`, the cell's title, and ISO in `last_iso`. */
  last_ago: string
  last_at: string
  last_iso: string
  /** When its last failed run started: "2 h ago" ("none kept" when none is kept). */
  failed_ago: string
  failed_at: string
  failed_iso: string
  /** Its last ended run's duration; '' before any run ended (its health line says so). */
  last_duration: string
  /**
   * Its usual duration (the median of its earlier successful runs, src/run/usual-duration.ts);
   * '' while it has too few of them to say.
   */
  usual: string
  /** "slower than usual" when the last ended run was, by that rule; else ''. */
  slow: string
  success: string
  runs: string
  spark: Shape[]
  spark_title: string
  /** Its standing in its schedule (schedule-view.ts), and the missed slots on hover. */
  schedule: string
  schedule_title: string
}

export interface OverviewView {
  /** The document's title: the jobs in trouble first, so a pinned tab tells. */
  title: string
  /** The heading's count of the jobs in trouble. */
  headline: string
  jobs: JobRow[]
  updated: string
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
  // With no expression to judge by, the facts the action sent at the end say it.
  const lag = metaNumber(scheduled[scheduled.length - 1][LAG_KEY])
  const missed = scheduled.reduce((n, m) => n + (metaNumber(m[MISSED_KEY]) ?? 0), 0)
  const parts = [
    ...(lag !== undefined ? [lag >= 60 ? `last ${formatSeconds(lag)} late` : 'last on time'] : []),
    ...(missed ? [`${missed} slot${missed === 1 ? '' : 's'} missed`] : [])
  ]
  return parts.join(', ')
}

/**
 * A job's health from its last run, its latest ended runs (oldest first) and its standing in its
 * schedule: the one judgement the overview and the job page both name. A job whose latest slot
 * passed its grace with no run is `late` over `flaky`, `healthy` and `new`; a failing, stalled or
 * cancelled job says that first.
 */
export function healthOf(
  last: RunReport,
  ended: EmulatedRun[],
  schedule: ScheduleStatus | undefined
): Health {
  const lastEnded = ended[ended.length - 1]
  if (lastEnded?.status === 'failed') return 'failing'
  if (last.state === 'stalled') return 'stalled'
  if (lastEnded?.status === 'cancelled') return 'cancelled'
  if (schedule?.state === 'late') return 'late'
  if (ended.slice(-HEALTH_RUNS).some(r => r.status === 'failed')) return 'flaky'
  return lastEnded ? 'healthy' : 'new'
}

/**
 * Why a run ended as its end report says it (the first line of error_details, cut to
 * REASON_CHARS), or '' when it sent none.
 */
export function reasonOf(run: EmulatedRun): string {
  const first = detailsOf(run.error_details).split(/\r?\n/)[0].trim()
  if (!first) return ''
  return first.length > REASON_CHARS ? `${first.slice(0, REASON_CHARS - 1)}…` : first
}

/**
 * "2 of the last 5 ended runs failed, 1 was cancelled", from the latest ended runs (oldest
 * first); for a job whose last run was cancelled, first when and why: "its last run was
 * cancelled 5 min ago: Cancelled by SIGTERM".
 */
function healthLine(ended: EmulatedRun[], nowIso: string): string {
  const shown = ended.slice(-HEALTH_RUNS)
  if (shown.length === 0) return 'no run has ended yet'
  const last = shown[shown.length - 1]
  const count = (status: string): number => shown.filter(r => r.status === status).length
  const [failed, cancelled] = [count('failed'), count('cancelled')]
  const of = shown.length === 1 ? 'its one ended run' : `the last ${shown.length} ended runs`
  const failures = failed
    ? shown.length === 1
      ? `${of} failed`
      : `${failed} of ${of} failed`
    : shown.length === 1
      ? `${of} succeeded`
      : `none of ${of} failed`
  const cancels =
    cancelled && shown.length > 1
      ? `, ${cancelled} ${cancelled === 1 ? 'was' : 'were'} cancelled`
      : ''
  if (last.status !== 'cancelled') return failures + cancels
  const when = momentOf(last.end_time, nowIso).ago
  const why = reasonOf(last)
  const head = `its last run was cancelled${when ? ` ${when}` : ''}${why ? `: ${why}` : ' (its end report did not say by whom or what)'}`
  return shown.length === 1 ? head : `${head}; ${failures}${cancels}`
}

/** A square per run, oldest on the left, styled by its state (its time and state on hover). */
export function healthStrip(runs: RunReport[]): Shape[] {
  return runs.slice(-HEALTH_RUNS).map((r, i) => ({
    shape: 'rect',
    x: i * 10 + 1,
    y: 2,
    width: 8,
    height: HEALTH.height - 4,
    cls: `bar-${(RUN_STATES as readonly string[]).includes(r.state) ? r.state : 'cancelled'}`,
    title: `${shortTime(r.start_time)} UTC: ${r.state}`
  }))
}

/**
 * The last ended run's duration, the job's usual one and whether the last was slower, by the
 * rule every front end uses (src/run/usual-duration.ts): the usual duration is the median of
 * the successful runs before the last (its latest USUAL.kept, once there are enough of them). A
 * cancelled run is not judged: it did not run its course. `latest`: ended runs, oldest first.
 */
export function durationsOf(latest: RunReport[]): {
  lastSeconds?: number
  usualSeconds?: number
  slow: boolean
} {
  const last = latest[latest.length - 1]
  if (!last) return { slow: false }
  const ms = (r: RunReport): number => (r.duration_seconds as number) * 1000
  const prior = latest
    .slice(0, -1)
    .filter(r => r.state === 'success')
    .map(ms)
  const usual = usualDurationMs(prior)
  return {
    lastSeconds: last.duration_seconds as number,
    ...(usual === undefined ? {} : { usualSeconds: usual / 1000 }),
    slow: usual !== undefined && last.state !== 'cancelled' && isSlowerThanUsual(ms(last), usual)
  }
}

/** "2 failing, 1 stalled" of the jobs' healths; '' when none is in trouble. */
function troubleCount(healths: Health[]): string {
  return TROUBLE.map(h => [h, healths.filter(x => x === h).length] as const)
    .filter(([, n]) => n > 0)
    .map(([h, n]) => `${n} ${h}`)
    .join(', ')
}

/**
 * The overview from each job in brief (a store's jobDigests, DIGEST_POINTS durations, in the
 * order each job's first run was received); `report` gives a run its state and duration.
 */
export function jobsOverview<R extends EmulatedRun>(
  digests: JobDigest<R>[],
  nowIso: string,
  report: (run: R) => RunReport
): OverviewView {
  const jobs = digests
    .map((d, order) => {
      const last = report(d.last)
      const latest = d.latest.map(report)
      const at = Date.parse(last.start_time) || 0
      const schedule = scheduleStatus(d.schedules, Date.parse(nowIso))
      const health = healthOf(last, latest, schedule)
      return { d, last, latest, order, health, at, schedule }
    })
    // Trouble first (failing, stalled, flaky), then the rest; within each, the job that started
    // a run last on top, and of two that started at once, the one whose first run came later.
    .sort(
      (a, b) =>
        HEALTHS.indexOf(a.health) - HEALTHS.indexOf(b.health) || b.at - a.at || b.order - a.order
    )
  const count = troubleCount(jobs.map(j => j.health))
  const n = jobs.length
  const total = `${n} job${n === 1 ? '' : 's'}`
  return {
    title: n === 0 ? 'job-monitor' : `${count || `${total}, none failing`} · job-monitor`,
    headline: n === 0 ? 'No jobs yet' : count ? `${count} of ${total}` : `${total}, none failing`,
    jobs: jobs.map(({ d, last, latest, health, schedule }) => {
      const spark = latest.slice(-SPARK_POINTS).map(r => r.duration_seconds as number)
      const { lastSeconds, usualSeconds, slow } = durationsOf(latest)
      const started = momentOf(last.start_time, nowIso)
      const failed = momentOf(d.lastFailed?.start_time, nowIso)
      // The strip: the latest ended runs, and the last run while it runs.
      const stripRuns = last.end_time === null ? [...latest, last] : latest
      return {
        key: d.job_name,
        job_name: d.job_name,
        job_href: pageHref('/job', d.job_name),
        health,
        health_line: healthLine(latest, nowIso),
        strip: healthStrip(stripRuns),
        status: last.state,
        status_class: (RUN_STATES as readonly string[]).includes(last.state) ? last.state : 'other',
        last_ago: started.ago,
        last_at: started.at,
        last_iso: started.iso,
        failed_ago: failed.ago || 'none kept',
        failed_at: failed.at,
        failed_iso: failed.iso,
        last_duration: lastSeconds === undefined ? '' : formatSeconds(lastSeconds),
        usual: usualSeconds === undefined ? '' : formatSeconds(usualSeconds),
        slow: slow ? 'slower than usual' : '',
        success: d.ended ? percent(d.succeeded / d.ended) : '',
        runs: String(d.runs),
        spark: sparkline(spark),
        spark_title: spark.length
          ? `the last ${spark.length} durations: ${formatSeconds(Math.min(...spark))} to ${formatSeconds(Math.max(...spark))}`
          : 'no run has ended yet',
        ...(schedule
          ? scheduleCell(schedule, Date.parse(nowIso))
          : { schedule: scheduleOf(d.schedules.map(r => r.facts)), schedule_title: '' })
      }
    }),
    updated: `Updated ${shortTime(nowIso)} UTC.`
  }
}
