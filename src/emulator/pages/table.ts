/** The run history as a plain-text table, for `job-monitor runs` and the demo. */
import { detailsOf, durationOf, shortTime } from './format.js'
import { byStartTime } from '../history/jobs.js'
import type { RunReport } from '../history/run-state.js'
import type { EmulatedRun } from '../service/types.js'

/** The filters a list of runs was asked for, by the names of the query and of the flags. */
export type RunsAsked = Partial<Record<'job' | 'status' | 'since' | 'until' | 'limit', string>>

/**
 * Runs as `GET /_emulator/runs` answers them (with their state), or as the emulator keeps them.
 * `asked`: the filters they were asked for, so that an empty answer says whether nothing is
 * kept or nothing matched them (as `job-monitor runs` names them, `--job nightly --since 7d`).
 */
export function renderRunsTable(
  runs: Array<EmulatedRun & Partial<RunReport>>,
  nowIso = new Date().toISOString(),
  asked: RunsAsked = {}
): string {
  if (runs.length === 0) {
    const flags = Object.entries(asked)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(
        ([name, value]) =>
          `--${name} ${/^[\w./:+-]+$/.test(value as string) ? value : JSON.stringify(value)}`
      )
    return flags.length ? `No run matches ${flags.join(' ')}.\n` : 'No runs yet.\n'
  }
  const header = ['JOB', 'STATUS', 'START (UTC)', 'DURATION', 'HEARTBEATS', 'RUN ID', 'ERROR']
  // In the order they started: reports arrive out of it (a start queued while the service was
  // down, a scheduler reporting earlier runs).
  const rows = byStartTime(runs).map(r => [
    r.job_name,
    stateOf(r),
    shortTime(r.start_time),
    durationOf(r, nowIso),
    String(r.heartbeats),
    r.run_id,
    oneLine(detailsOf(r.error_details), 50)
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map(row => row[i].length)))
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n') + '\n'
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** The state shown (`stalled` with how long it has been silent), else the status. */
function stateOf(r: EmulatedRun & Partial<RunReport>): string {
  if (r.state === 'stalled' && r.silent_seconds !== undefined) {
    return `stalled (silent ${silence(r.silent_seconds)})`
  }
  return r.state ?? r.status
}

export function silence(seconds: number): string {
  if (seconds < 120) return `${seconds} s`
  if (seconds < 7200) return `${Math.floor(seconds / 60)} min`
  return `${Math.floor(seconds / 3600)} h`
}
