/**
 * How a request reaches the service. The default is node:http(s): it keeps the long-lived
 * heartbeat helper's memory close to an idle Node process (undici-based clients cost more).
 * Behind a proxy, @actions/http-client is loaded on demand, because it honours the proxy
 * variables that self-hosted runners set.
 */
import { request as httpRequest } from 'node:http'
import type { IncomingMessage } from 'node:http'
import { isLoopbackHost } from '../util/loopback.js'
import { readBounded } from './answer.js'
import { ConnectionError, MonitorError, TimeoutError } from './errors.js'

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

export const nodeHttpTransport: Transport = req =>
  new Promise<TransportResponse>((resolve, reject) => {
    const url = new URL(req.url)
    const endpoint = endpointOf(req.url)
    // TLS is loaded only when a call needs it: it is most of an idle helper's memory otherwise.
    const send =
      url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : httpRequest
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
    // A fresh connection per call: calls are minutes apart, and an idle keep-alive socket
    // would keep the process (and the step) alive.
    const outgoing = send(url, { method: req.method, headers, agent: false }, res => {
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

/** @actions/http-client, loaded only when a proxy is in play. */
export const httpClientTransport: Transport = async req => {
  const endpoint = endpointOf(req.url)
  const { HttpClient } = await import('@actions/http-client')
  const client = new HttpClient('job-monitor', undefined, {
    socketTimeout: req.timeoutMs,
    allowRetries: false,
    keepAlive: false
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      client.dispose()
      reject(new TimeoutError(endpoint, req.timeoutMs))
    }, req.timeoutMs)
  })
  try {
    const res = await Promise.race([
      client.request(req.method, req.url, req.body ?? null, req.headers),
      timeout
    ])
    // Not res.readBody(): it reads whatever length the answer has.
    const reading = readBounded(res.message, endpoint)
    const body = await Promise.race([reading, timeout]).finally(() => res.message.destroy())
    return { status: res.message.statusCode ?? 0, headers: headersOf(res.message), body }
  } catch (e) {
    if (e instanceof MonitorError) throw e
    throw new ConnectionError(endpoint, e)
  } finally {
    clearTimeout(timer)
  }
}

/** The transport for these proxy variables: a proxy-aware one only where a proxy is configured. */
export function defaultTransport(proxy: ProxyFacts): Transport {
  return req => (usesProxy(req.url, proxy) ? httpClientTransport(req) : nodeHttpTransport(req))
}
