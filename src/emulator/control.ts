/**
 * The emulator's own endpoints under /_emulator/: its records (read with GET) and the fault
 * controls. They take no key (the emulator listens on loopback), so what guards them against a
 * web page open in the same browser is here: a request that changes state must say
 * `Content-Type: application/json`, which a page can only send cross-origin after a CORS
 * preflight the emulator never grants (no Access-Control-Allow-Origin, anywhere); and GET never
 * changes state. (The server also refuses them to a Host a page could have rebound: host.ts.)
 */
import type { IncomingHttpHeaders } from 'node:http'
import { isJsonBody } from './service/content-type.js'
import { readBody } from './service/read-json.js'
import type { Answer, EmulatorState } from './service/state.js'
import type { Fault } from './service/types.js'
import { jobSummaries } from './history/jobs.js'
import { type ScheduleStatus, scheduleStatus, scheduledRunsOf } from './history/schedules.js'
import type { RunReport } from './history/run-state.js'
import { LIVE_PAGES } from './pages/page-routes.js'
import { parseRunQuery } from './history/run-query.js'
import { pageOfRuns, runsPageFilters, runsPageView } from './pages/view.js'

interface ControlEndpoint {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  handle: (state: EmulatorState, raw: string, query: URLSearchParams) => Answer
}

const ok: Answer = { status: 200, body: { ok: true } }

const ENDPOINTS: ControlEndpoint[] = [
  { method: 'GET', path: '/_emulator/requests', handle: s => read(s.requests.list()) },
  {
    method: 'GET',
    path: '/_emulator/runs',
    handle: (s, _raw, query) => {
      const q = parseRunQuery(query, s.now())
      return 'error' in q ? { status: 400, body: { error: q.error } } : read(s.reports(q))
    }
  },
  {
    method: 'GET',
    path: '/_emulator/jobs',
    handle: s => read(withSchedules(s.reports(), s.now()))
  },
  { method: 'GET', path: '/_emulator/notifications', handle: s => read(s.notifications.items()) },
  { method: 'GET', path: '/_emulator/heartbeats', handle: s => read(s.heartbeats.items()) },
  { method: 'GET', path: '/_emulator/record', handle: s => read(s.summary()) },
  { method: 'GET', path: '/_emulator/faults', handle: s => read(s.faults.pending()) },
  {
    method: 'GET',
    path: '/_emulator/pages/runs',
    // The logs of the runs named in ?logs= only (the ones open on the page): the page polls
    // this every few seconds, and every log it has not opened would be sent again each time.
    handle: (s, _raw, query) => {
      const q = parseRunQuery(query, s.now())
      if ('error' in q) return { status: 400, body: { error: q.error } }
      const open = new Set(query.getAll('logs'))
      const filters = runsPageFilters(query)
      return read(
        runsPageView(s.reports(pageOfRuns(q)), s.iso(), s.summary(), id => open.has(id), filters)
      )
    }
  },
  {
    method: 'POST',
    path: '/_emulator/faults',
    handle: (s, raw) => {
      const refused = readBody(raw).refused
      if (refused) return { status: 400, body: { error: refused } }
      try {
        const value: unknown = JSON.parse(raw)
        for (const f of Array.isArray(value) ? value : [value]) s.faults.add(f as Fault)
        return ok
      } catch (e) {
        return { status: 400, body: { error: (e as Error).message } }
      }
    }
  },
  {
    method: 'DELETE',
    path: '/_emulator/faults',
    handle: s => {
      s.faults.clear()
      return ok
    }
  },
  {
    method: 'POST',
    path: '/_emulator/reset',
    handle: s => {
      s.reset()
      return ok
    }
  }
]

function read(body: unknown): Answer {
  return { status: 200, body }
}

// The views of the pages beside the run list (page-routes.ts), and a run with its heartbeats.
for (const [page, live] of Object.entries(LIVE_PAGES)) {
  ENDPOINTS.push({
    method: 'GET',
    path: `/_emulator/pages${page}`,
    handle: (s, _raw, q) => live.view(s, q)
  })
}
ENDPOINTS.push({
  method: 'GET',
  path: '/_emulator/run',
  handle: (s, _raw, q) => {
    const run = s.runs.get(q.get('id') ?? '')
    if (!run)
      return { status: 404, body: { error: `no run ${JSON.stringify(q.get('id'))} is kept` } }
    return read({ ...s.report(run), heartbeats_received: s.history.heartbeatsOf(run.run_id) })
  }
})

/** The answer to a request under /_emulator/. */
export function control(
  state: EmulatorState,
  method: string | undefined,
  path: string,
  query: URLSearchParams,
  headers: IncomingHttpHeaders,
  raw: string
): Answer {
  const atPath = ENDPOINTS.filter(e => e.path === path)
  if (atPath.length === 0) return { status: 404, body: { error: 'no such emulator endpoint' } }
  const endpoint = atPath.find(e => e.method === method)
  if (!endpoint) {
    const allow = atPath.map(e => e.method).join(', ')
    return {
      status: 405,
      body: { error: `${path} takes ${allow}` },
      headers: { Allow: allow }
    }
  }
  if (endpoint.method !== 'GET' && !isJsonBody(headers)) {
    return {
      status: 415,
      body: { error: `${method} ${path} takes Content-Type: application/json only` }
    }
  }
  return endpoint.handle(state, raw, query)
}

/** Each job's summary with its standing in its schedule (null for a job with none). */
function withSchedules(
  runs: RunReport[],
  now: number
): Array<ReturnType<typeof jobSummaries>[number] & { schedule: ScheduleStatus | null }> {
  const byJob = new Map<string, RunReport[]>()
  for (const r of runs) byJob.set(r.job_name, [...(byJob.get(r.job_name) ?? []), r])
  return jobSummaries(runs).map(j => ({
    ...j,
    schedule: scheduleStatus(scheduledRunsOf(byJob.get(j.job_name) ?? []), now) ?? null
  }))
}
