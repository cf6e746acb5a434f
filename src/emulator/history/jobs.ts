/**
 * Each job's history in a few figures (`GET /_emulator/jobs`, and the job page): how many runs,
 * how many are running or stalled, the success rate of those that ended, the last run, and the
 * durations of its latest ended runs (the page's chart).
 */
import type { RunReport, RunState } from './run-state.js'

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
export function byStartTime(runs: RunReport[]): RunReport[] {
  const at = (r: RunReport): number => Date.parse(r.start_time)
  const withTime = runs.filter(r => !Number.isNaN(at(r))).sort((a, b) => at(a) - at(b))
  let next = 0
  return runs.map(r => (Number.isNaN(at(r)) ? r : withTime[next++]))
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
