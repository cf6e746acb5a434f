/**
 * How a request reaches the service or a CI's API. Always node:http(s): it keeps the long-lived
 * heartbeat helper's memory close to an idle Node process (undici-based clients cost more), and it
 * never follows a redirect, so a credential in a header goes to the address asked and nowhere else.
 * Behind a proxy, @actions/http-client is loaded on demand for its agent alone, because it honours
 * the proxy variables that self-hosted runners set; its own request (which follows up to 50
 * redirects, stripping only `Authorization` on a change of host) is never used.
 */
import { request as httpRequest } from 'node:http'
import type { Agent, ClientRequest, IncomingMessage, RequestOptions } from 'node:http'
import { isLoopbackHost } from '../util/loopback.js'
import { readBounded } from './answer.js'
import { ConnectionError, TimeoutError } from './errors.js'

export interface TransportRequest {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body?: string
  timeoutMs: number
  signal?: AbortSignal
}

export interface TransportResponse {
  status: number
  /** Header names in lower case. */
  headers: Record<string, string | undefined>
  body: string
}

/** Rejects with TimeoutError or ConnectionError; any HTTP status resolves. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>

/** The endpoint named in errors: the path only, so no query or credential leaks into logs. */
export function endpointOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

/**
 * How a request goes out: straight (`false`: a fresh connection of its own), or through the proxy
 * agent of `proxyAgentFor`.
 */
export type Route = false | Agent

/**
 * The agent that reaches `url` through the proxy the variables name (a CONNECT tunnel), from
 * @actions/http-client, loaded only when a proxy is in play. The agent carries the request; no
 * redirect is followed by it.
 */
export async function proxyAgentFor(url: string): Promise<Agent> {
  const { HttpClient } = await import('@actions/http-client')
  return new HttpClient('job-monitor', undefined, { keepAlive: false }).getAgent(url)
}

/**
 * One request along `route`: the answer comes to `onAnswer` as it is, a redirect included. The
 * caller bounds it in time and reads it.
 */
export function openRequest(
  url: URL,
  options: { method: string; headers: Record<string, string | number> },
  route: Route,
  onAnswer: (res: IncomingMessage) => void
): ClientRequest {
  // TLS is loaded only when a call needs it: it is most of an idle helper's memory otherwise.
  const send =
    url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : httpRequest
  // A fresh connection per call: calls are minutes apart, and an idle keep-alive socket
  // would keep the process (and the step) alive.
  const opts: RequestOptions = { ...options, agent: route }
  return send(url, opts, onAnswer)
}

/** The request along `route`, within its timeout and its signal. */
function sendAlong(req: TransportRequest, route: Route): Promise<TransportResponse> {
  return new Promise<TransportResponse>((resolve, reject) => {
    const url = new URL(req.url)
    const endpoint = endpointOf(req.url)
    let settled = false
    const fail = (error: Error): void => {
      if (settled) return
      settled = true
      // No further reading: an answer past the limit, or one that came too late.
      outgoing.destroy()
      clearTimeout(timer)
      req.signal?.removeEventListener('abort', onAbort)
      reject(error)
    }
    const headers: Record<string, string | number> = { ...req.headers }
    if (req.body !== undefined) headers['Content-Length'] = Buffer.byteLength(req.body)
    const outgoing = openRequest(url, { method: req.method, headers }, route, res => {
      readBounded(res, endpoint).then(body => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        req.signal?.removeEventListener('abort', onAbort)
        resolve({ status: res.statusCode ?? 0, headers: headersOf(res), body })
      }, fail)
    })
    const timer = setTimeout(() => {
      fail(new TimeoutError(endpoint, req.timeoutMs))
    }, req.timeoutMs)
    const onAbort = (): void => {
      fail(new ConnectionError(endpoint, req.signal?.reason ?? new Error('aborted')))
    }
    // Before anything can destroy it: a request destroyed with no listener for its 'error'
    // ("socket hang up") would throw out of the process.
    outgoing.on('error', e => fail(new ConnectionError(endpoint, e)))
    if (req.signal?.aborted) return onAbort()
    req.signal?.addEventListener('abort', onAbort, { once: true })
    outgoing.end(req.body)
  })
}

export const nodeHttpTransport: Transport = req => sendAlong(req, false)

/** Header names in lower case, repeated ones joined. */
function headersOf(message: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(message.headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

/**
 * The proxy variables, as a front end read them (src/environment/proxy.ts): each of
 * https_proxy, http_proxy and no_proxy in the spelling curl and Node's tools read first, the
 * upper-case one second. Every field is named, none optional: a raw environment is then no
 * ProxyFacts to the compiler, and cannot be handed in by mistake.
 */
export interface ProxyFacts {
  /** https_proxy, else HTTPS_PROXY: the proxy for https addresses. */
  httpsProxy: string | undefined
  /** http_proxy, else HTTP_PROXY: the proxy for http addresses. */
  httpProxy: string | undefined
  /** no_proxy, else NO_PROXY, split at its commas: the hosts reached directly, lower case. */
  noProxy: string[]
}

/** True when the proxy variables ask for a proxy to reach `url`. */
export function usesProxy(url: string, proxyFacts: ProxyFacts): boolean {
  const parsed = new URL(url)
  const https = parsed.protocol === 'https:'
  const proxy = https ? proxyFacts.httpsProxy : proxyFacts.httpProxy
  if (!proxy) return false
  const host = parsed.hostname.toLowerCase()
  if (isLoopbackHost(host)) return false
  return !proxyFacts.noProxy.some(
    entry =>
      entry === '*' ||
      (entry !== '' &&
        (host === entry.replace(/^\./, '') ||
          host.endsWith(entry.startsWith('.') ? entry : `.${entry}`)))
  )
}

/** Through the proxy the variables name; a redirect is handed back, as nodeHttpTransport does. */
export const httpClientTransport: Transport = async req => {
  let agent: Agent
  try {
    agent = await proxyAgentFor(req.url)
  } catch (e) {
    throw new ConnectionError(endpointOf(req.url), e)
  }
  return sendAlong(req, agent)
}

/** The transport for these proxy variables: a proxy-aware one only where a proxy is configured. */
export function defaultTransport(proxy: ProxyFacts): Transport {
  return req => (usesProxy(req.url, proxy) ? httpClientTransport(req) : nodeHttpTransport(req))
}
