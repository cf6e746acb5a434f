/**
 * A request to one of the API text's endpoints, from its record to its answer: recorded, shaped
 * by an injected fault, then checked as the service would (key, hourly limit, body form) and
 * handed to its endpoint, its changes to the history in one transaction.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { PATHS, START_STATUS, UPDATE_STATUS } from './api.js'
import { authorized } from './auth.js'
import { isJsonBody } from './content-type.js'
import { handleHeartbeat, handleNotify, handleRunReport, listPipelines } from './endpoints.js'
import { describeFault } from './faults.js'
import { type Route, isPipelineFamily, route } from './routing.js'
import { isObject } from './rules.js'
import type { Answer, EmulatorState } from './state.js'
import type { Fault, RecordedRequest } from './types.js'

/** What every request of one emulator shares. */
export interface Service {
  state: EmulatorState
  apiKey: string
  /** Answers held by a `hang` fault until the emulator closes. */
  hung: Set<ServerResponse>
}

export function send(res: ServerResponse, a: Answer): void {
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
 * A body over the limit was read to its end without being kept: refused with 413, recorded
 * (without the body) when it was for one of the service's endpoints.
 */
export function refuseTooLarge(
  { state, apiKey }: Service,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  bytes: number
): void {
  const max = state.limits.maxBodyBytes
  if (!path.startsWith('/_emulator/')) {
    state.requests.refuseTooLarge(req, path, bytes, max, isPipelineFamily(path), apiKey)
  }
  send(res, {
    status: 413,
    body: { error: `the body is over the emulator's limit of ${max} bytes` }
  })
}

/** Answers a request for the service's own paths (anything not a page nor under /_emulator/). */
export async function serveEndpoint(
  service: Service,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  raw: string
): Promise<void> {
  const { state } = service
  const pipelineFamily = isPipelineFamily(path)
  const record = state.requests.add(req, path, raw, pipelineFamily, service.apiKey)
  const answer = (a: Answer): void => {
    record.status = a.status
    send(res, a)
  }
  const r = route(req.method, path)
  if (r.endpoint === 'unknown')
    return answer({ status: 404, body: { error: `no endpoint ${req.method} ${path}` } })

  const parsed = record.body
  const isEnd = path === PATHS.monitoring && isObject(parsed) && parsed.status !== START_STATUS
  const fault = state.faults.take(path, isEnd)
  if (fault) {
    record.fault = describeFault(fault)
    if (await playFault(fault, req, res, answer, service.hung)) return
  }
  answer(check(state, r, req, record, pipelineFamily))
}

/** The service's checks in its order (key, hourly limit, body form), then the endpoint. */
function check(
  state: EmulatorState,
  r: Exclude<Route, { endpoint: 'unknown' }>,
  req: IncomingMessage,
  record: RecordedRequest,
  pipelineFamily: boolean
): Answer {
  if (!authorized(record, pipelineFamily)) return { status: 401, body: { error: 'Unauthorized' } }
  const retryAfter = state.limit.overLimit()
  if (retryAfter !== undefined) {
    return {
      status: 429,
      body: { error: `Rate limit exceeded: ${state.limit.perHour} requests per hour` },
      headers: { 'Retry-After': String(retryAfter) }
    }
  }
  if (r.endpoint === 'list-pipelines') return listPipelines(state)

  if (!isJsonBody(req.headers)) {
    record.violations.push('Content-Type must be application/json')
    return { status: 415, body: { error: 'Content-Type must be application/json' } }
  }
  if (record.unread) return { status: 400, body: { error: record.unread } }
  const parsed = record.body
  if (!isObject(parsed)) {
    record.violations.push('the body must be a JSON object')
    return { status: 400, body: { error: 'the body must be a JSON object' } }
  }
  // One transaction per request: a process killed part way keeps none of its changes.
  return state.history.transaction(() => {
    state.pruneOld()
    return dispatch(state, r, parsed, record)
  })
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
