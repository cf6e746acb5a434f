/**
 * A job's log from GitHub behind a proxy, as on a self-hosted runner with https_proxy set: the log
 * endpoint answers 302 to a short-lived blob address ("Download job logs for a workflow run"),
 * and that 302 must reach GitHubApi.location() as it does without a proxy. The blob is then read
 * bounded (a ranged head), through the proxy too, with no token.
 *
 * The proxy is a real CONNECT proxy (../client/connect-proxy.ts); each server has a host name of
 * its own, so nothing bypasses the proxy as loopback.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http'
import { GitHubApi } from '../../src/reconcile/github/api.js'
import { readJobLog } from '../../src/reconcile/github/job-log.js'
import { FakeClock } from '../client/fake-clock.js'
import { type ConnectProxy, proxyVariables, startConnectProxy } from '../client/connect-proxy.js'

const TOKEN = 'ghs_0123456789abcdef0123456789abcdef'
const LOG = '2026-01-01T00:00:00.0000000Z hello\n2026-01-01T00:00:01.0000000Z bye\n'
const servers: Server[] = []
const blobRequests: IncomingHttpHeaders[] = []
let proxy: ConnectProxy
let restore: () => void
let githubPort = 0
let blobPort = 0

function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(handler)
  servers.push(server)
  return new Promise(resolve =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
  )
}

beforeAll(async () => {
  // Azure's blob service: a Range answered 206 with Content-Range.
  blobPort = await listen((req, res) => {
    blobRequests.push(req.headers)
    const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '')
    const body = Buffer.from(LOG)
    if (!m) {
      res.writeHead(200)
      return res.end(body)
    }
    const from = Number(m[1])
    const to = Math.min(Number(m[2]), body.length - 1)
    res.writeHead(206, { 'content-range': `bytes ${from}-${to}/${body.length}` })
    res.end(body.subarray(from, to + 1))
  })
  githubPort = await listen((req, res) => {
    if (req.headers.authorization !== `token ${TOKEN}`) {
      res.writeHead(401)
      return res.end()
    }
    res.writeHead(302, { location: `http://blob.test:${blobPort}/logs/5?sig=signed` })
    res.end()
  })
  proxy = await startConnectProxy()
  restore = proxyVariables(proxy.url)
})
afterAll(async () => {
  restore()
  await proxy.close()
  for (const s of servers) {
    s.closeAllConnections()
    s.close()
  }
})

it("reads the earlier job's log through the proxy, the blob without the token", async () => {
  const facts = { httpsProxy: proxy.url, httpProxy: proxy.url, noProxy: [] }
  const clock = new FakeClock()
  const api = new GitHubApi({
    token: TOKEN,
    place: { apiUrl: `http://github.test:${githubPort}`, repository: 'octo/app' },
    proxy: facts,
    clock,
    maxRequests: 3,
    deadline: clock.now() + 10_000
  })
  const bounds = { headBytes: 1000, tailBytes: 1000, streamBytes: 64 * 1024, timeoutMs: 5000 }
  const read = await readJobLog(api, 5, bounds, facts)
  expect(read).toMatchObject({
    log: { head: LOG, tail: LOG, totalBytes: LOG.length, tailIsEnd: true },
    cost: { blobGets: 1 }
  })
  expect(blobRequests).toHaveLength(1)
  expect(blobRequests[0].authorization).toBeUndefined()
  expect(JSON.stringify(blobRequests)).not.toContain(TOKEN)
  expect(proxy.tunnels).toEqual([`github.test:${githubPort}`, `blob.test:${blobPort}`])
})
