/**
 * A log read is bounded in time overall, whatever the address does, straight or through a proxy:
 * a body trickled a byte at a time, never idle long enough for a socket's idle timeout, stops at
 * the read's own limit, and a read stops by the deadline and on the signal of the plan of GETs it
 * belongs to (GitLab's trace is one GET of that plan, `reconcile --next` among its callers).
 *
 * Short real limits (a few hundred ms), never long sleeps; each read is raced against a guard,
 * so a read that would go on for days fails the test in seconds instead of hanging it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { type Server, createServer } from 'node:http'
import type { ProxyFacts } from '../../src/client/transport.js'
import { boundedGet } from '../../src/reconcile/bounded-read.js'
import { GitLabApi } from '../../src/reconcile/gitlab/api.js'
import { readTrace } from '../../src/reconcile/gitlab/record.js'
import { FakeClock } from '../client/fake-clock.js'
import { type ConnectProxy, proxyVariables, startConnectProxy } from '../client/connect-proxy.js'

const servers: Server[] = []
let tricklePort = 0
let silentPort = 0
let proxy: ConnectProxy
let restore: () => void
let facts: ProxyFacts
const straight: ProxyFacts = { httpsProxy: undefined, httpProxy: undefined, noProxy: [] }

function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(handler)
  servers.push(server)
  return new Promise(resolve =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
  )
}

beforeAll(async () => {
  // A byte every 20 ms, for ever: never idle, never done.
  tricklePort = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    const beat = setInterval(() => res.write('x'), 20)
    res.on('close', () => clearInterval(beat))
  })
  // Headers never sent.
  silentPort = await listen(() => undefined)
  proxy = await startConnectProxy()
  restore = proxyVariables(proxy.url)
  facts = { httpsProxy: proxy.url, httpProxy: proxy.url, noProxy: [] }
})
afterAll(async () => {
  restore()
  await proxy.close()
  for (const s of servers) {
    s.closeAllConnections()
    s.close()
  }
})

const GUARD_MS = 4000
/** How long `read` took to settle, or GUARD_MS when it had not by then. */
async function timeOf(read: Promise<unknown>): Promise<number> {
  const started = Date.now()
  let guard: ReturnType<typeof setTimeout> | undefined
  const settled = await Promise.race([
    read.then(
      () => true,
      () => true
    ),
    new Promise<false>(resolve => (guard = setTimeout(() => resolve(false), GUARD_MS)))
  ])
  clearTimeout(guard)
  return settled ? Date.now() - started : GUARD_MS
}

const bounds = { headBytes: 1000, tailBytes: 1000, streamBytes: 1024 * 1024, timeoutMs: 300 }

describe.each([
  ['straight', () => straight, 'http://127.0.0.1'],
  ['through the proxy', () => facts, 'http://logs.test']
])('%s', (_mode, factsOf, host) => {
  it('a trickled body stops at the read’s limit', async () => {
    const read = boundedGet(`${host}:${tricklePort}/trace`, {}, 'stream', bounds, factsOf())
    expect(await timeOf(read)).toBeLessThan(2000)
    await expect(read).rejects.toThrow('no answer in time')
  })

  it('an answer that never begins stops at the read’s limit', async () => {
    const read = boundedGet(`${host}:${silentPort}/trace`, {}, 'stream', bounds, factsOf())
    expect(await timeOf(read)).toBeLessThan(2000)
    await expect(read).rejects.toThrow('no answer in time')
  })

  it('a read stops when its signal is aborted', async () => {
    const stop = new AbortController()
    const read = boundedGet(
      `${host}:${tricklePort}/trace`,
      {},
      'stream',
      { ...bounds, timeoutMs: 60_000, signal: stop.signal },
      factsOf()
    )
    setTimeout(() => stop.abort(), 100)
    expect(await timeOf(read)).toBeLessThan(2000)
    await expect(read).rejects.toThrow('no longer wanted')
  })
})

describe("GitLab's trace, within its plan", () => {
  const plan = (o: { deadlineMs: number; signal?: AbortSignal }): GitLabApi => {
    const clock = new FakeClock()
    return new GitLabApi({
      token: 'glpat-0123456789abcdef0123',
      place: { apiUrl: `http://gitlab.test:${tricklePort}/api/v4`, project: '7' },
      proxy: facts,
      clock,
      maxRequests: 5,
      deadline: clock.now() + o.deadlineMs,
      ...(o.signal ? { signal: o.signal } : {})
    })
  }
  const long = { ...bounds, timeoutMs: 60_000 }

  it("ends by the plan's deadline, though the read's own limit is longer", async () => {
    const read = readTrace(plan({ deadlineMs: 300 }), 5, long)
    expect(await timeOf(read)).toBeLessThan(2000)
    expect(await read).toEqual({ noLog: 'the trace could not be read: no answer in time' })
  })

  it("ends when the plan's signal is aborted", async () => {
    const stop = new AbortController()
    const read = readTrace(plan({ deadlineMs: 60_000, signal: stop.signal }), 5, long)
    setTimeout(() => stop.abort(), 100)
    expect(await timeOf(read)).toBeLessThan(2000)
    expect(await read).toEqual({
      noLog: 'the trace could not be read: the read was no longer wanted'
    })
  })
})
