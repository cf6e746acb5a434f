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
import type { ProxyFacts } from '../../client/transport.js'
import {
  type BoundedAnswer,
  type LogAnswer,
  type LogBounds,
  type LogCost,
  boundedGet,
  streamedLog,
  totalOf,
  wholeLog
} from '../bounded-read.js'
import type { GitHubApi } from './api.js'

export type { LogAnswer, LogBounds, LogCost } from '../bounded-read.js'
export { totalOf } from '../bounded-read.js'

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
    const first = await boundedGet(
      url,
      {},
      { range: { from: 0, to: bounds.headBytes - 1 } },
      api.within(bounds),
      proxy
    )
    cost.blobGets++
    cost.bytes += first.body.length
    if (first.status === 416) return { log: wholeLog(Buffer.alloc(0)), cost }
    if (first.status === 206) return await rangedLog(api, url, first, bounds, proxy, cost)
    if (first.status === 200) return { log: streamedLog(first, bounds), cost }
    return { noLog: `the log's address answered HTTP ${first.status}` }
  } catch (e) {
    return { noLog: `the log's address could not be read: ${(e as Error).message}` }
  }
}

/** The head came as a 206: its Content-Range gives the total; the tail is a second ranged GET. */
async function rangedLog(
  api: GitHubApi,
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
  const second = await boundedGet(
    url,
    {},
    { range: { from: tailFrom, to: total - 1 } },
    api.within(bounds),
    proxy
  )
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
