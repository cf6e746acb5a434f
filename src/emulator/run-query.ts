/**
 * The filters of `GET /_emulator/runs` (and of the run page and `job-monitor runs`):
 * `?job=NAME&status=STATE&since=ISO&until=ISO&limit=N`. `status` takes the shown states,
 * `stalled` included (run-state.ts); `since`/`until` bound start_time; `limit` keeps the newest.
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

/** The query, or the words of what is wrong with it (a 400). */
export function parseRunQuery(query: URLSearchParams): RunQuery | { error: string } {
  const filter: RunFilter = {}
  const out: RunQuery = { filter }
  const job = query.get('job')
  if (job) filter.job = job
  const status = query.get('status')
  if (status) {
    if (!(RUN_STATES as readonly string[]).includes(status)) {
      return {
        error: `status must be one of ${RUN_STATES.join(', ')}, got ${JSON.stringify(status)}`
      }
    }
    if (status === 'stalled' || status === 'running') {
      filter.status = 'running'
      out.state = status
    } else filter.status = status
  }
  for (const name of ['since', 'until'] as const) {
    const value = query.get(name)
    if (!value) continue
    const ms = Date.parse(value)
    if (Number.isNaN(ms))
      return { error: `${name} must be an ISO 8601 time, got ${JSON.stringify(value)}` }
    filter[name === 'since' ? 'sinceMs' : 'untilMs'] = ms
  }
  const limit = query.get('limit')
  if (limit) {
    if (!/^\d+$/.test(limit) || Number(limit) < 1) {
      return { error: `limit must be a positive whole number, got ${JSON.stringify(limit)}` }
    }
    out.limit = Number(limit)
  }
  return out
}
