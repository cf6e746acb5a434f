/**
 * Each job's history in a few figures (`GET /_emulator/jobs`, and the job page): how many runs,
 * how many are running or stalled, the success rate of those that ended, the last run, and the
 * durations of its latest ended runs (the page's chart).
 */
import type { EmulatedRun } from '../service/types.js'
import type { RunReport, RunState } from './run-state.js'
import { type ScheduledRun, scheduleFactsOf, scheduledRunsOf } from './schedules.js'

/** How many ended runs the duration series holds. */
export const DURATION_POINTS = 50

export interface JobSummary {
  job_name: string
  runs: number
  running: number
  stalled: number
  /** success / (success + failed + cancelled); null before any run ended. */
  success_rate: number | null
  last_run: {
    run_id: string
    state: RunState
    start_time: string
    end_time: string | null
    duration_seconds: number | null
  }
  /** Ended runs, oldest first. */
  durations: Array<{ run_id: string; start_time: string; state: RunState; seconds: number }>
}

/**
 * The runs in the order they started. They are stored in the order their reports arrived,
 * which is not the same: a start report queued while the service was down arrives after later
 * runs. A start time that does not parse keeps its place (the sort is stable).
 */
export function byStartTime<R extends EmulatedRun>(runs: R[]): R[] {
  // Each start time parsed once, not at every comparison.
  const at = runs.map(r => Date.parse(r.start_time))
  const withTime = runs
    .map((r, i) => ({ r, at: at[i] }))
    .filter(t => !Number.isNaN(t.at))
    .sort((a, b) => a.at - b.at)
  let next = 0
  return runs.map((r, i) => (Number.isNaN(at[i]) ? r : withTime[next++].r))
}

/** Summaries of the jobs in `runs` (oldest first), the most recently started job first. */
export function jobSummaries(runs: RunReport[]): JobSummary[] {
  const byJob = new Map<string, RunReport[]>()
  for (const r of runs) {
    const list = byJob.get(r.job_name)
    if (list) list.push(r)
    else byJob.set(r.job_name, [r])
  }
  return [...byJob.values()].map(jobSummary).reverse()
}

export function jobSummary(received: RunReport[]): JobSummary {
  const runs = byStartTime(received)
  const last = runs[runs.length - 1]
  const ended = runs.filter(r => r.end_time !== null)
  const count = (state: RunState): number => runs.filter(r => r.state === state).length
  return {
    job_name: last.job_name,
    runs: runs.length,
    running: count('running'),
    stalled: count('stalled'),
    success_rate: ended.length ? count('success') / ended.length : null,
    last_run: {
      run_id: last.run_id,
      state: last.state,
      start_time: last.start_time,
      end_time: last.end_time,
      duration_seconds: last.duration_seconds
    },
    durations: ended
      .filter(r => r.duration_seconds !== null)
      .slice(-DURATION_POINTS)
      .map(r => ({
        run_id: r.run_id,
        start_time: r.start_time,
        state: r.state,
        seconds: r.duration_seconds as number
      }))
  }
}

/**
 * The end metadata keys of a run started by a schedule (src/action/schedule.ts): the lag behind
 * its slot, and the slots missed before it.
 */
export const SCHEDULE_KEYS = {
  lagSeconds: 'job_monitor.schedule.lag_seconds',
  missedSlots: 'job_monitor.schedule.missed_slots'
} as const

/** True when the run's start or end said where it stands in a schedule (schedules.ts). */
export function isScheduled(run: EmulatedRun): boolean {
  return scheduleFactsOf(run) !== undefined
}

/** True when the run ended and both its start and end times parse: its duration is known. */
export function hasDuration(run: EmulatedRun): boolean {
  return (
    run.end_time !== null &&
    !Number.isNaN(Date.parse(run.start_time)) &&
    !Number.isNaN(Date.parse(run.end_time))
  )
}

/**
 * A job in the few runs and counts the overview shows of it, which a store can give without
 * reading every run it keeps. A run has an end_time exactly when it is no longer running (the
 * service's rules), so a store may count either.
 */
export interface JobDigest<R extends EmulatedRun = EmulatedRun> {
  job_name: string
  runs: number
  /** Runs that ended, and of those the ones that succeeded. */
  ended: number
  succeeded: number
  /** The last run in the order they started (byStartTime). */
  last: R
  /** The newest `points` ended runs whose duration is known, in the order they started. */
  latest: R[]
  /** The failed run that started last (its start time parses); undefined when none failed. */
  lastFailed?: R
  /**
   * Its runs that named a schedule and whose start time parses, in the order they were
   * received: their schedule facts (the end's over the start's) and start times.
   */
  schedules: ScheduledRun[]
}

/**
 * The digests of the jobs in `runs` (in the order they were received), in the order each job's
 * first run was received. What a store's digests must equal.
 */
export function jobDigests<R extends EmulatedRun>(runs: R[], points: number): JobDigest<R>[] {
  const byJob = new Map<string, R[]>()
  for (const r of runs) {
    const list = byJob.get(r.job_name)
    if (list) list.push(r)
    else byJob.set(r.job_name, [r])
  }
  return [...byJob.values()].map(received => {
    const ordered = byStartTime(received)
    const timed = ordered.filter(hasDuration)
    const lastFailed = ordered.findLast(
      r => r.status === 'failed' && !Number.isNaN(Date.parse(r.start_time))
    )
    return {
      job_name: received[0].job_name,
      runs: received.length,
      ended: received.filter(r => r.end_time !== null).length,
      succeeded: received.filter(r => r.status === 'success').length,
      last: ordered[ordered.length - 1],
      latest: timed.slice(Math.max(0, timed.length - points)),
      ...(lastFailed ? { lastFailed } : {}),
      schedules: scheduledRunsOf(received)
    }
  })
}
