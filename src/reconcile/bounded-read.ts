/**
 * A job's log, read bounded whatever its size: every CI's reader of a log (GitHub's blob, GitLab's
 * trace, Buildkite's log) reads through this one GET, which keeps at most what it was asked for
 * and then lets the connection go. Three reads:
 *
 * - a range (`Range: bytes=a-b`, or a suffix `bytes=-n`): a 206 is read to its end, which is at
 *   most the range asked; an address that ignores Range answers 200 with the whole text, which
 *   is then streamed as below;
 * - a stream: the whole text, keeping its first `headBytes` and its last `tailBytes`, dropped at
 *   `streamBytes`: the tail is the log's true end only if the text ended within the bound;
 * - a head: the first `headBytes`, then the connection is dropped.
 *
 * The answer's bytes are the CI's, hostile: they are kept as bytes and counted, never parsed here.
 */
import type { IncomingMessage } from 'node:http'
import {
  type ProxyFacts,
  type Route,
  openRequest,
  proxyAgentFor,
  usesProxy
} from '../client/transport.js'
import type { ReadLog } from './finished-job.js'

export interface LogBounds {
  /** Bytes read from the log's start, and from its end. */
  headBytes: number
  tailBytes: number
  /** Where the address ignores Range: bytes read at most before the read stops. */
  streamBytes: number
  /** The most one GET may take, from its start to its body's last byte kept, on every path. */
  timeoutMs: number
  /** Aborted when the read is no longer wanted: what is in flight is dropped. */
  signal?: AbortSignal
}

/** What a log read cost, for the benchmark and the docs. */
export interface LogCost {
  /** GETs of the log's address (for GitHub, the blob's; not API requests). */
  blobGets: number
  bytes: number
}

/** A log read: what was read and what it cost, or why there is none. */
export type LogAnswer = { log: ReadLog; cost: LogCost } | { noLog: string; refused?: boolean }

/** One GET of an address, its body read within the bounds. */
export interface BoundedAnswer {
  status: number
  headers: IncomingMessage['headers']
  body: Buffer
  /** The body ended within the limit. */
  complete: boolean
  /** Bytes seen in all, kept or not (a streamed read keeps the first and the last). */
  seen: number
  /** The last bytes seen, when the body went past `headBytes` (streamed reads). */
  last?: Buffer
}

/** What is asked of the address: a byte range, the whole text streamed, or its head alone. */
export type ReadWant =
  { range: { from: number; to: number } } | { suffix: number } | 'stream' | 'head'

export function wholeLog(bytes: Buffer): ReadLog {
  const text = bytes.toString('utf8')
  return { head: text, tail: text, totalBytes: bytes.length, tailIsEnd: true, notRead: 0 }
}

/** The address gave the whole text (Range ignored): what a streamed read kept of it. */
export function streamedLog(a: BoundedAnswer, bounds: LogBounds): ReadLog {
  if (a.complete && a.seen <= bounds.headBytes + bounds.tailBytes)
    return wholeLog(Buffer.concat([a.body, a.last ?? Buffer.alloc(0)]))
  const head = a.body.subarray(0, bounds.headBytes)
  const last = a.last ?? a.body.subarray(Math.max(head.length, a.body.length - bounds.tailBytes))
  return {
    head: head.toString('utf8'),
    tail: last.toString('utf8'),
    ...(a.complete ? { totalBytes: a.seen } : {}),
    tailIsEnd: a.complete,
    notRead: Math.max(0, a.seen - head.length - last.length)
  }
}

/** `bytes 0-99/1234` gives 1234; `*` or anything else, undefined. */
export function totalOf(header: string | string[] | undefined): number | undefined {
  const m = /^bytes (?:\d+-\d+|\*)\/(\d{1,16})$/.exec(String(header ?? '').trim())
  const total = m ? Number(m[1]) : NaN
  return Number.isSafeInteger(total) ? total : undefined
}

/** `bytes 10-99/1234` gives where the range begins; undefined for anything else. */
export function rangeStartOf(header: string | string[] | undefined): number | undefined {
  const m = /^bytes (\d{1,16})-\d{1,16}\/\d{1,16}$/.exec(String(header ?? '').trim())
  const from = m ? Number(m[1]) : NaN
  return Number.isSafeInteger(from) ? from : undefined
}

function rangeHeaderOf(want: ReadWant): string | undefined {
  if (typeof want !== 'object') return undefined
  return 'suffix' in want ? `bytes=-${want.suffix}` : `bytes=${want.range.from}-${want.range.to}`
}

/**
 * One GET of `url` with `headers` (and the Range `want` asks for), bounded by `bounds`: within
 * `timeoutMs` overall (a body trickled a byte at a time is never idle, so an idle timeout alone
 * would read it for days) and until its signal. Straight or through the proxy, the same request:
 * no redirect is followed. The headers are the caller's: a signed address gets none that carries
 * a credential.
 */
export function boundedGet(
  url: string,
  headers: Record<string, string>,
  want: ReadWant,
  bounds: LogBounds,
  proxy: ProxyFacts
): Promise<BoundedAnswer> {
  const range = rangeHeaderOf(want)
  const all = { 'User-Agent': 'job-monitor', ...headers, ...(range ? { Range: range } : {}) }
  return new Promise<BoundedAnswer>((resolve, reject) => {
    let req: ReturnType<typeof openRequest> | undefined
    let settled = false
    const settle = (then: () => void): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      bounds.signal?.removeEventListener('abort', onAbort)
      then()
    }
    const stop = (why: string): void =>
      settle(() => {
        // No further reading: the connection goes, whatever it was doing.
        req?.destroy()
        reject(new Error(why))
      })
    const timer = setTimeout(() => stop('no answer in time'), bounds.timeoutMs)
    const onAbort = (): void => stop('the read was no longer wanted')
    if (bounds.signal?.aborted) return onAbort()
    bounds.signal?.addEventListener('abort', onAbort, { once: true })
    routeOf(url, proxy).then(
      route => {
        if (settled) return
        req = openRequest(new URL(url), { method: 'GET', headers: all }, route, res => {
          readAnswer(res, want, bounds).then(
            answer => settle(() => resolve(answer)),
            (e: Error) => settle(() => reject(e))
          )
        })
        req.on('error', e =>
          settle(() => reject(new Error(`the log's address could not be reached (${codeOf(e)})`)))
        )
        req.end()
      },
      (e: unknown) => settle(() => reject(new Error(`no proxy agent (${codeOf(e)})`)))
    )
  })
}

/** Straight, or through the proxy the variables name for `url`. */
async function routeOf(url: string, proxy: ProxyFacts): Promise<Route> {
  return usesProxy(url, proxy) ? proxyAgentFor(url) : false
}

function codeOf(e: unknown): string {
  const code = (e as { code?: unknown }).code
  return typeof code === 'string' ? code : (e as Error).message
}

/** The most a 206 may hold: the range asked. */
function rangeBytesOf(want: ReadWant): number | undefined {
  if (typeof want !== 'object') return undefined
  return 'suffix' in want ? want.suffix : want.range.to - want.range.from + 1
}

/** Reads an answer within the bounds, then lets the connection go. */
function readAnswer(
  res: IncomingMessage,
  want: ReadWant,
  bounds: LogBounds
): Promise<BoundedAnswer> {
  const status = res.statusCode ?? 0
  const ranged = status === 206
  // A range answer holds at most what was asked; a head read stops at the head; a whole answer
  // is cut at the stream bound, its head and its last bytes kept.
  const limit = ranged
    ? (rangeBytesOf(want) ?? bounds.headBytes)
    : want === 'head'
      ? bounds.headBytes
      : bounds.streamBytes
  const keepLast = !ranged && want !== 'head'
  return new Promise((resolve, reject) => {
    const kept: Buffer[] = []
    let keptBytes = 0
    let seen = 0
    let ring: Buffer[] = []
    let ringBytes = 0
    let done = false
    const finish = (complete: boolean): void => {
      if (done) return
      done = true
      res.off('data', onData)
      if (!complete) res.destroy()
      const last = ringBytes ? Buffer.concat(ring).subarray(-bounds.tailBytes) : undefined
      resolve({ status, headers: res.headers, body: Buffer.concat(kept), complete, seen, last })
    }
    const onData = (chunk: Buffer): void => {
      seen += chunk.length
      const headRoom = (ranged ? limit : bounds.headBytes) - keptBytes
      if (headRoom > 0) {
        const take = Math.min(chunk.length, headRoom)
        kept.push(chunk.subarray(0, take))
        keptBytes += take
        chunk = chunk.subarray(take)
      }
      if (chunk.length && keepLast) {
        ring.push(chunk)
        ringBytes += chunk.length
        // The ring keeps the last tailBytes, in few pieces.
        if (ringBytes > 2 * bounds.tailBytes) {
          const joined = Buffer.concat(ring).subarray(-bounds.tailBytes)
          ring = [Buffer.from(joined)]
          ringBytes = joined.length
        }
      }
      if (seen >= limit) finish(seen === limit && ranged)
    }
    res.on('data', onData)
    res.on('end', () => finish(true))
    res.on('error', e => {
      if (!done) {
        done = true
        reject(new Error(`the log's answer broke off (${codeOf(e)})`))
      }
    })
  })
}
