/**
 * A job's log from GitHub, read bounded: its head and its tail, whatever its size. GitHub answers
 * GET /repos/{o}/{r}/actions/jobs/{id}/logs with a 302 to a short-lived address of the plain text
 * ("Download job logs for a workflow run": the link expires after 1 minute), an Azure blob
 * (`productionresultssa*.blob.core.windows.net/actions-results/...`). The blob service honours
 * the standard `Range: bytes=start-end` header and answers 206 with `Content-Range: bytes
 * start-end/total` (learn.microsoft.com, "Specifying the range header for Blob service
 * operations"; it takes no suffix range `bytes=-n`), so the head is one ranged GET that also
 * gives the total, and the tail a second one: a log of gigabytes costs two reads of a few
 * kilobytes. Where the address ignores Range (200, the whole text), the read is streamed and
 * stops at a bound, keeping the head and the last bytes seen: the tail is then the log's true
 * end only if the text ended within the bound.
 *
 * The address carries a signature: it is never logged, and the GitHub token never goes to it
 * (the redirect is not followed by the API client; the blob GET carries no Authorization).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { ProxyFacts } from '../../client/transport.js'
import { usesProxy } from '../../client/transport.js'
import type { ReadLog } from '../finished-job.js'
import type { GitHubApi } from './api.js'

export interface LogBounds {
  /** Bytes read from the log's start, and from its end. */
  headBytes: number
  tailBytes: number
  /** Where the address ignores Range: bytes read at most before the read stops. */
  streamBytes: number
  timeoutMs: number
}

/** What a log read cost, for the benchmark and the docs. */
export interface LogCost {
  /** GETs of the blob address (not GitHub API requests). */
  blobGets: number
  bytes: number
}

export type LogAnswer = { log: ReadLog; cost: LogCost } | { noLog: string; refused?: boolean }

/** One GET of an address, its body read up to `limit` bytes. */
interface BoundedAnswer {
  status: number
  headers: IncomingMessage['headers']
  body: Buffer
  /** The body ended within the limit. */
  complete: boolean
  /** Bytes seen in all, kept or not (a streamed read keeps the first and the last). */
  seen: number
  /** The last bytes seen, when the body went past `keepHead` (streamed reads). */
  last?: Buffer
}

/** The job's log, head and tail within `bounds`. */
export async function readJobLog(
  api: GitHubApi,
  jobId: number,
  bounds: LogBounds,
  proxy: ProxyFacts
): Promise<LogAnswer> {
  const where = await api.location(
    `/actions/jobs/${jobId}/logs`,
    'actions: read',
    "an earlier job's log (to end its run from GitHub's record)"
  )
  if (!('body' in where)) {
    if ('refused' in where)
      return { noLog: `GitHub refused it (HTTP ${where.refused})`, refused: true }
    return { noLog: 'failed' in where ? where.failed : where.skipped }
  }
  const url = String(where.body)
  const cost: LogCost = { blobGets: 0, bytes: 0 }
  try {
    const first = await boundedGet(url, { from: 0, to: bounds.headBytes - 1 }, bounds, proxy)
    cost.blobGets++
    cost.bytes += first.body.length
    if (first.status === 416) return { log: wholeLog(Buffer.alloc(0)), cost }
    if (first.status === 206) return await rangedLog(url, first, bounds, proxy, cost)
    if (first.status === 200) return { log: streamedLog(first, bounds), cost }
    return { noLog: `the log's address answered HTTP ${first.status}` }
  } catch (e) {
    return { noLog: `the log's address could not be read: ${(e as Error).message}` }
  }
}

function wholeLog(bytes: Buffer): ReadLog {
  const text = bytes.toString('utf8')
  return { head: text, tail: text, totalBytes: bytes.length, tailIsEnd: true, notRead: 0 }
}

/** The head came as a 206: its Content-Range gives the total; the tail is a second ranged GET. */
async function rangedLog(
  url: string,
  first: BoundedAnswer,
  bounds: LogBounds,
  proxy: ProxyFacts,
  cost: LogCost
): Promise<LogAnswer> {
  const total = totalOf(first.headers['content-range'])
  if (total === undefined) return { noLog: 'the log answered a range without its total length' }
  if (total <= first.body.length) return { log: wholeLog(first.body.subarray(0, total)), cost }
  const tailFrom = Math.max(first.body.length, total - bounds.tailBytes)
  const second = await boundedGet(url, { from: tailFrom, to: total - 1 }, bounds, proxy)
  cost.blobGets++
  cost.bytes += second.body.length
  if (second.status !== 206 || totalOf(second.headers['content-range']) !== total)
    return { noLog: `the log's tail answered HTTP ${second.status}, not the range asked` }
  return {
    log: {
      head: first.body.toString('utf8'),
      tail: second.body.toString('utf8'),
      totalBytes: total,
      tailIsEnd: true,
      notRead: tailFrom - first.body.length
    },
    cost
  }
}

/** The address ignored Range: what a streamed read kept of the head and of the last bytes. */
function streamedLog(a: BoundedAnswer, bounds: LogBounds): ReadLog {
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

/**
 * One GET of the log's address with a Range, bounded: a 206 is read to its end (it is at most
 * the range asked, and no more is kept); a 200 (Range ignored) is streamed up to
 * `bounds.streamBytes`, keeping its head and its last `bounds.tailBytes`, then the connection is
 * dropped. No Authorization header: the address carries its own signature.
 */
function boundedGet(
  url: string,
  range: { from: number; to: number },
  bounds: LogBounds,
  proxy: ProxyFacts
): Promise<BoundedAnswer> {
  const headers = { Range: `bytes=${range.from}-${range.to}`, 'User-Agent': 'job-monitor' }
  return usesProxy(url, proxy)
    ? viaProxy(url, headers, range, bounds)
    : new Promise<BoundedAnswer>((resolve, reject) => {
        const parsed = new URL(url)
        const send =
          parsed.protocol === 'https:'
            ? process.getBuiltinModule('node:https').request
            : httpRequest
        const req = send(parsed, { method: 'GET', headers, agent: false }, res => {
          readAnswer(res, range, bounds).then(resolve, reject)
        })
        const timer = setTimeout(
          () => req.destroy(new Error('no answer in time')),
          bounds.timeoutMs
        )
        req.on('close', () => clearTimeout(timer))
        req.on('error', e =>
          reject(new Error(`the log's address could not be reached (${codeOf(e)})`))
        )
        req.end()
      })
}

async function viaProxy(
  url: string,
  headers: Record<string, string>,
  range: { from: number; to: number },
  bounds: LogBounds
): Promise<BoundedAnswer> {
  const { HttpClient } = await import('@actions/http-client')
  const client = new HttpClient('job-monitor', undefined, {
    socketTimeout: bounds.timeoutMs,
    allowRetries: false,
    allowRedirects: false,
    keepAlive: false
  })
  try {
    const res = await client.get(url, headers)
    return await readAnswer(res.message, range, bounds)
  } finally {
    client.dispose()
  }
}

function codeOf(e: unknown): string {
  const code = (e as { code?: unknown }).code
  return typeof code === 'string' ? code : (e as Error).message
}

/** Reads an answer within the bounds, then lets the connection go. */
function readAnswer(
  res: IncomingMessage,
  range: { from: number; to: number },
  bounds: LogBounds
): Promise<BoundedAnswer> {
  const status = res.statusCode ?? 0
  // A range answer holds at most what was asked; a whole answer is cut at the stream bound.
  const limit = status === 206 ? range.to - range.from + 1 : bounds.streamBytes
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
      if (keptBytes < bounds.headBytes || status === 206) {
        const take = Math.min(chunk.length, limit - keptBytes)
        kept.push(chunk.subarray(0, Math.max(0, take)))
        keptBytes += Math.max(0, take)
        chunk = chunk.subarray(Math.max(0, take))
      }
      if (chunk.length && status !== 206) {
        ring.push(chunk)
        ringBytes += chunk.length
        // The ring keeps the last tailBytes, in few pieces.
        if (ringBytes > 2 * bounds.tailBytes) {
          const joined = Buffer.concat(ring).subarray(-bounds.tailBytes)
          ring = [Buffer.from(joined)]
          ringBytes = joined.length
        }
      }
      if (seen >= limit) finish(seen === limit && status === 206)
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
