/**
 * The local Job Monitoring Service: the four endpoints of the API text on loopback, strict
 * about its wire rules, with a record of every request, a run history, an hourly limit and
 * injectable faults. It shares only types with the client, so a bug in one cannot hide a bug
 * in the other.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { control } from './control.js'
import { memoryHistory } from './history/history.js'
import { openSqliteHistory } from './history/sqlite-history.js'
import type { History } from './history/storage.js'
import type { RunReport } from './history/run-state.js'
import { isPage, pageAt } from './pages/page-routes.js'
import { HEARTBEAT_INTERVAL_SECONDS, REQUESTS_PER_HOUR } from './service/api.js'
import { refuseForeignHost } from './service/host.js'
import { type EmulatorLimits, resolveLimits } from './service/limits.js'
import { type Service, refuseTooLarge, send, serveEndpoint } from './service/serve.js'
import { EmulatorState, type RecordSummary } from './service/state.js'
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
   * it survives a restart; needs Node 22.13 or later. Without it the history is in memory.
   */
  dataFile?: string
  /** Forget runs last active, and events received, more than this many days ago. */
  retentionDays?: number
}

export interface Emulator {
  url: string
  apiKey: string
  requests(): RecordedRequest[]
  /** The runs as kept: a status of the API text (a silent run is `running` here). */
  runs(): EmulatedRun[]
  /**
   * The runs as the pages and `GET /_emulator/runs` show them, oldest first: each with its
   * state (`stalled` for a running run gone silent), its duration and how long it has been
   * silent. What a summary of the history should print.
   */
  reports(): RunReport[]
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

export async function startEmulator(o: EmulatorOptions): Promise<Emulator> {
  if (!o.apiKey) throw new Error('the emulator needs an API key to accept')
  const limits = resolveLimits(o.limits)
  const history = o.dataFile ? await openSqliteHistory(o.dataFile, limits) : memoryHistory(limits)
  const service: Service = {
    state: emulatorState(o, limits, history),
    apiKey: o.apiKey,
    hung: new Set()
  }
  const server = createServer(whenRead(limits.maxBodyBytes, service, o.host))
  const sockets = openSockets(server)
  await listen(server, o, history)
  return emulatorOf(service, server, sockets, history, o.host)
}

function emulatorState(
  o: EmulatorOptions,
  limits: EmulatorLimits,
  history: History
): EmulatorState {
  return new EmulatorState(
    o.now ?? Date.now,
    o.hourlyLimit ?? REQUESTS_PER_HOUR,
    limits,
    history,
    (o.heartbeatIntervalSeconds ?? HEARTBEAT_INTERVAL_SECONDS) * 1000,
    o.retentionDays
  )
}

/**
 * Reads each request's body, then answers it. Past the limit the rest of the body is read and
 * thrown away, so the client gets the 413 rather than a connection reset in the middle of its
 * upload.
 */
function whenRead(
  maxBodyBytes: number,
  service: Service,
  listenHost: string | undefined
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size <= maxBodyBytes) chunks.push(c)
      else chunks.length = 0
    })
    req.on('end', () => {
      if (size > maxBodyBytes) return refuseTooLarge(service, req, res, pathOf(req), size)
      const raw = Buffer.concat(chunks).toString('utf8')
      answer(service, listenHost, req, res, raw).catch(e => {
        if (!res.headersSent) send(res, { status: 500, body: { error: String(e) } })
      })
    })
  }
}

/** Sends a request to the emulator's own endpoints, a page, or the service's endpoints. */
async function answer(
  service: Service,
  listenHost: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  raw: string
): Promise<void> {
  const { state } = service
  const url = new URL(req.url ?? '/', 'http://emulator')
  const path = url.pathname
  const own = path.startsWith('/_emulator/')
  if (own || isPage(path)) {
    const refused = refuseForeignHost(req.headers.host, listenHost)
    if (refused) return send(res, refused)
  }
  if (own) return send(res, control(state, req.method, path, url.searchParams, req.headers, raw))
  const page = req.method === 'GET' ? pageAt(state, path, url.searchParams) : undefined
  if (page && 'html' in page) {
    res.writeHead(200, page.headers)
    return void res.end(page.html)
  }
  if (page) return send(res, page)
  return serveEndpoint(service, req, res, path, raw)
}

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://emulator').pathname
}

/** The open connections, destroyed on close so that a kept-alive one does not hold it. */
function openSockets(server: Server): Set<Socket> {
  const sockets = new Set<Socket>()
  server.on('connection', s => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  return sockets
}

async function listen(server: Server, o: EmulatorOptions, history: History): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', e => {
      // Not listening: let the file go, for another emulator or a retry.
      history.close()
      reject(e)
    })
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve())
  })
}

/** The running emulator's handle: its address, its records, its faults, and closing it. */
function emulatorOf(
  { state, apiKey, hung }: Service,
  server: Server,
  sockets: Set<Socket>,
  history: History,
  listenHost: string | undefined
): Emulator {
  const { port } = server.address() as AddressInfo
  const host = listenHost && listenHost !== '0.0.0.0' ? listenHost : '127.0.0.1'
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    apiKey,
    requests: () => state.requests.list(),
    runs: () => state.runs.list(),
    reports: () => state.reports(),
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
