/**
 * The filters of `GET /_emulator/runs` (and of the run page and `job-monitor runs`):
 * `?job=NAME&status=STATE&since=ISO&until=ISO&limit=N`. `status` takes the shown states,
 * `stalled` included (run-state.ts); `since`/`until` bound start_time, as ISO 8601 times or as
 * a time ago (`30m`, `2h`, `7d`); `limit` keeps the newest.
 */
import type { RunFilter } from './run-filter.js'
import { RUN_STATES, type RunState } from './run-state.js'

export interface RunQuery {
  /** What the store narrows by itself. */
  filter: RunFilter
  /** The state asked for, when it is one the store cannot see (stalled, or running = not stalled). */
  state?: RunState
  limit?: number
}

const AGO = /^(\d+)\s*([smhd])$/
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }

/** An ISO 8601 time, or a time ago (`2h`), in ms since the epoch; NaN when it is neither. */
export function parseTime(value: string, nowMs: number): number {
  const ago = AGO.exec(value.trim())
  return ago ? nowMs - Number(ago[1]) * UNIT_MS[ago[2]] : Date.parse(value)
}

/** A filter refused: which, its value, and the words of what is wrong with it (a 400). */
export interface RunQueryError {
  name: 'status' | 'since' | 'until' | 'limit'
  value: string
  /** What the filter must be: `must be one of ...`. */
  rule: string
  /** The whole sentence, the value quoted. */
  error: string
}

function refused(name: RunQueryError['name'], value: string, rule: string): RunQueryError {
  return { name, value, rule, error: `${name} ${rule}, got ${JSON.stringify(value)}` }
}

/** The query, or what is wrong with it. */
export function parseRunQuery(query: URLSearchParams, nowMs: number): RunQuery | RunQueryError {
  const filter: RunFilter = {}
  const out: RunQuery = { filter }
  const job = query.get('job')
  if (job) filter.job = job
  const status = query.get('status')
  if (status) {
    if (!(RUN_STATES as readonly string[]).includes(status)) {
      return refused('status', status, `must be one of ${RUN_STATES.join(', ')}`)
    }
    if (status === 'stalled' || status === 'running') {
      filter.status = 'running'
      out.state = status
    } else filter.status = status
  }
  for (const name of ['since', 'until'] as const) {
    const value = query.get(name)
    if (!value) continue
    const ms = parseTime(value, nowMs)
    if (Number.isNaN(ms)) {
      return refused(name, value, 'must be an ISO 8601 time or a time ago (30m, 2h, 7d)')
    }
    filter[name === 'since' ? 'sinceMs' : 'untilMs'] = ms
  }
  const limit = query.get('limit')
  if (limit) {
    if (!/^\d+$/.test(limit) || Number(limit) < 1) {
      return refused('limit', limit, 'must be a positive whole number')
    }
    out.limit = Number(limit)
  }
  return out
}
