/**
 * The local Job Monitoring Service: the four endpoints of the API text on loopback, strict
 * about its wire rules, with a record of every request, a run history, an hourly limit and
 * injectable faults. It shares only types with the client, so a bug in one cannot hide a bug
 * in the other.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { HEARTBEAT_INTERVAL_SECONDS, REQUESTS_PER_HOUR, UPDATE_STATUS } from './service/api.js'
import { authorized } from './service/auth.js'
import { isJsonBody } from './service/content-type.js'
import { control } from './control.js'
import { refuseForeignHost } from './service/host.js'
import {
  handleHeartbeat,
  handleNotify,
  handleRunReport,
  listPipelines
} from './service/endpoints.js'
import { describeFault } from './service/faults.js'
import { RUNS_PAGE_HEADERS, renderRunsView } from './pages/html.js'
import { LIVE_PAGES } from './pages/page-routes.js'
import { LIVE_PAGE_HEADERS } from './pages/pages.js'
import { parseRunQuery } from './history/run-query.js'
import { pageOfRuns, runsPageView } from './pages/view.js'
import { isObject } from './service/rules.js'
import { type Route, isPipelineFamily, route } from './service/routing.js'
import { type EmulatorLimits, resolveLimits } from './service/limits.js'
import { memoryHistory } from './history/history.js'
import { openSqliteHistory } from './history/sqlite-history.js'
import { type Answer, EmulatorState, type RecordSummary } from './service/state.js'
import type {
  EmulatedRun,
  Fault,
  RecordedHeartbeat,
  RecordedNotification,
  RecordedRequest
} from './service/types.js'

export interface EmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  apiKey: string
  /** Requests per hour per key (API text, 8): 100. */
  hourlyLimit?: number
  /** The interval behind next_expected (the API text's example: 5 minutes). */
  heartbeatIntervalSeconds?: number
  now?: () => number
  /** What it accepts and keeps (limits.ts has the defaults). */
  limits?: Partial<EmulatorLimits>
  /**
   * A SQLite file to keep the history in (runs, heartbeats, pipeline notifications), so that
   * it survives a restart; needs Node 22.5 or later. Without it the history is in memory.
   */
  dataFile?: string
  /** Forget runs last active, and events received, more than this many days ago. */
  retentionDays?: number
}

export interface Emulator {
  url: string
  apiKey: string
  requests(): RecordedRequest[]
  runs(): EmulatedRun[]
  notifications(): RecordedNotification[]
  heartbeats(): RecordedHeartbeat[]
  /** How much is kept and how much was dropped to stay within the limits. */
  record(): RecordSummary
  inject(f: Fault): void
  clearFaults(): void
  /** Forgets runs, records, faults and the hourly count. */
  reset(): void
  close(): Promise<void>
}

function send(res: ServerResponse, a: Answer): void {
  const text = a.doubleEncoded ? JSON.stringify(JSON.stringify(a.body)) : JSON.stringify(a.body)
  // nosniff: a browser never reads an answer (which may hold text from requests) as HTML.
  res.writeHead(a.status, {
    'Content-Type': 'application/json',
    'X-Content-Type-Options': 'nosniff',
    ...a.headers
  })
  res.end(text)
}

/**
 * Plays an injected fault. Returns true when the request is handled (hung, reset or answered);
 * a fault that is only a delay lets it go on.
 */
async function playFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  answer: (a: Answer) => void,
  hung: Set<ServerResponse>
): Promise<boolean> {
  if (fault.delayMs) await new Promise(r => setTimeout(r, fault.delayMs))
  if (fault.hang) {
    hung.add(res)
    return true
  }
  if (fault.reset) {
    req.socket.destroy()
    return true
  }
  if (fault.updateStatusFailed) {
    answer({ status: 200, body: { update_status: UPDATE_STATUS.failed }, doubleEncoded: true })
    return true
  }
  if (fault.status) {
    answer({
      status: fault.status,
      body: { error: `injected fault: status ${fault.status}` },
      ...(fault.retryAfter ? { headers: { 'Retry-After': fault.retryAfter } } : {})
    })
    return true
  }
  return false
}

/** The endpoint's own handler, once auth, the limit and the body's form have passed. */
function dispatch(
  state: EmulatorState,
  r: Exclude<Route, { endpoint: 'unknown' | 'list-pipelines' }>,
  body: Record<string, unknown>,
  record: RecordedRequest
): Answer {
  switch (r.endpoint) {
    case 'monitoring':
      return handleRunReport(state, body, record)
    case 'heartbeat':
      return handleHeartbeat(state, body, record)
    case 'notify':
      return handleNotify(state, decodeURIComponent(r.pipelineId), body, record)
  }
}

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://emulator').pathname
}

function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://emulator').searchParams
}

export async function startEmulator(o: EmulatorOptions): Promise<Emulator> {
  if (!o.apiKey) throw new Error('the emulator needs an API key to accept')
  const apiKey = o.apiKey
  const limits = resolveLimits(o.limits)
  const history = o.dataFile ? await openSqliteHistory(o.dataFile, limits) : memoryHistory(limits)
  const state = new EmulatorState(
    o.now ?? Date.now,
    o.hourlyLimit ?? REQUESTS_PER_HOUR,
    limits,
    history,
    (o.heartbeatIntervalSeconds ?? HEARTBEAT_INTERVAL_SECONDS) * 1000,
    o.retentionDays
  )
  const sockets = new Set<Socket>()
  const hung = new Set<ServerResponse>()

  /**
   * A body over the limit was read to its end without being kept: refused with 413, recorded
   * (without the body) when it was for one of the service's endpoints.
   */
  function refuseTooLarge(req: IncomingMessage, res: ServerResponse, bytes: number): void {
    const path = pathOf(req)
    const error = `the body is over the emulator's limit of ${limits.maxBodyBytes} bytes`
    if (!path.startsWith('/_emulator/')) {
      const pipelineFamily = isPipelineFamily(path)
      state.requests.refuseTooLarge(req, path, bytes, limits.maxBodyBytes, pipelineFamily, apiKey)
    }
    send(res, { status: 413, body: { error } })
  }

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string): Promise<void> {
    const path = pathOf(req)
    const live = Object.hasOwn(LIVE_PAGES, path) ? LIVE_PAGES[path] : undefined
    const page = path === '/' || path === '/index.html' || live !== undefined
    if (page || path.startsWith('/_emulator/')) {
      const refused = refuseForeignHost(req.headers.host, o.host)
      if (refused) return send(res, refused)
    }
    if (path.startsWith('/_emulator/'))
      return send(res, control(state, req.method, path, queryOf(req), req.headers, raw))
    if (req.method === 'GET' && live) {
      const view = live.view(state, queryOf(req))
      if (view.status !== 200) return send(res, view)
      res.writeHead(200, LIVE_PAGE_HEADERS)
      return void res.end(live.render(view.body))
    }
    if (req.method === 'GET' && page) {
      const query = queryOf(req)
      const q = parseRunQuery(query, state.now())
      // A filter the emulator cannot read shows every run; the page's script says why.
      const runs = state.reports(pageOfRuns('error' in q ? { filter: {} } : q))
      const filters = Object.fromEntries(
        ['job', 'status', 'since'].map(n => [n, query.get(n) ?? ''])
      )
      res.writeHead(200, RUNS_PAGE_HEADERS)
      return void res.end(renderRunsView(runsPageView(runs, state.iso(), state.summary()), filters))
    }

    const r = route(req.method, path)
    const pipelineFamily = isPipelineFamily(path)
    const record = state.requests.add(req, path, raw, pipelineFamily, apiKey)
    const parsed = record.body
    const answer = (a: Answer): void => {
      record.status = a.status
      send(res, a)
    }
    if (r.endpoint === 'unknown')
      return answer({ status: 404, body: { error: `no endpoint ${req.method} ${path}` } })

    const isEnd = path === '/monitoring' && isObject(parsed) && parsed.status !== 'running'
    const fault = state.faults.take(path, isEnd)
    if (fault) {
      record.fault = describeFault(fault)
      if (await playFault(fault, req, res, answer, hung)) return
    }

    if (!authorized(record, pipelineFamily))
      return answer({ status: 401, body: { error: 'Unauthorized' } })
    const retryAfter = state.limit.overLimit()
    if (retryAfter !== undefined) {
      return answer({
        status: 429,
        body: { error: `Rate limit exceeded: ${state.limit.perHour} requests per hour` },
        headers: { 'Retry-After': String(retryAfter) }
      })
    }
    if (r.endpoint === 'list-pipelines') return answer(listPipelines(state))

    if (!isJsonBody(req.headers)) {
      record.violations.push('Content-Type must be application/json')
      return answer({ status: 415, body: { error: 'Content-Type must be application/json' } })
    }
    if (!isObject(parsed)) {
      record.violations.push('the body must be a JSON object')
      return answer({ status: 400, body: { error: 'the body must be a JSON object' } })
    }
    // One transaction per request: a process killed part way keeps none of its changes.
    return answer(
      state.history.transaction(() => {
        state.pruneOld()
        return dispatch(state, r, parsed, record)
      })
    )
  }

  const server = createServer((req, res) => {
    // Past the limit the rest of the body is read and thrown away, so the client gets the 413
    // rather than a connection reset in the middle of its upload.
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size <= limits.maxBodyBytes) chunks.push(c)
      else chunks.length = 0
    })
    req.on('end', () => {
      if (size > limits.maxBodyBytes) return refuseTooLarge(req, res, size)
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(e => {
        if (!res.headersSent) send(res, { status: 500, body: { error: String(e) } })
      })
    })
  })
  server.on('connection', s => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', e => {
      // Not listening: let the file go, for another emulator or a retry.
      history.close()
      reject(e)
    })
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = o.host && o.host !== '0.0.0.0' ? o.host : '127.0.0.1'

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    apiKey,
    requests: () => state.requests.list(),
    runs: () => state.runs.list(),
    notifications: () => state.notifications.items(),
    heartbeats: () => state.heartbeats.items(),
    record: () => state.summary(),
    inject: f => state.faults.add(f),
    clearFaults: () => state.faults.clear(),
    reset: () => state.reset(),
    close: () =>
      new Promise<void>(resolve => {
        for (const s of sockets) s.destroy()
        hung.clear()
        server.close(() => {
          history.close()
          resolve()
        })
      })
  }
}
