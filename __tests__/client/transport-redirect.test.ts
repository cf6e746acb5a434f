/**
 * A request that carries a credential (the API key, a CI token) never follows a redirect by
 * itself, straight or through a proxy: @actions/http-client, left to its defaults, follows up to
 * 50 and strips only `Authorization` when the host changes (lib/index.js, `_allowRedirects`), so a
 * GitLab `PRIVATE-TOKEN` or an `X-Api-Key` would go to whatever host a 302 names. Every
 * transport hands the redirect back to its caller, which reads the address itself.
 *
 * The proxy is a real CONNECT proxy (./connect-proxy.ts), named in the proxy variables as a
 * runner names one; the hosts have names of their own, so nothing bypasses it as loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http'
import {
  type ProxyFacts,
  type Transport,
  defaultTransport,
  nodeHttpTransport
} from '../../src/client/transport.js'
import { GitLabApi } from '../../src/reconcile/gitlab/api.js'
import { FakeClock } from './fake-clock.js'
import { type ConnectProxy, proxyVariables, startConnectProxy } from './connect-proxy.js'

const servers: Server[] = []
/** Requests the other host received, with their headers. */
const elsewhere: IncomingHttpHeaders[] = []
let elsewherePort = 0
let redirectingPort = 0
let proxy: ConnectProxy
let restore: () => void
let facts: ProxyFacts

function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(handler)
  servers.push(server)
  return new Promise(resolve =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
  )
}

beforeAll(async () => {
  elsewherePort = await listen((req, res) => {
    elsewhere.push(req.headers)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('[]')
  })
  redirectingPort = await listen((req, res) => {
    res.writeHead(302, { location: `http://elsewhere.test:${elsewherePort}/collect` })
    res.end()
  })
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

const CREDENTIALS = {
  'X-Api-Key': 'key-0123456789abcdef',
  Authorization: 'Bearer key-0123456789abcdef',
  'PRIVATE-TOKEN': 'glpat-0123456789abcdef0123'
}

describe.each([
  ['straight', (): Transport => nodeHttpTransport, () => `http://127.0.0.1:${redirectingPort}`],
  ['through the proxy', () => defaultTransport(facts), () => `http://api.test:${redirectingPort}`]
])('%s', (mode, transportOf, base) => {
  it.each(['GET', 'POST'] as const)('hands a %s redirect back, unfollowed', async method => {
    elsewhere.length = 0
    const tunnels = proxy.tunnels.length
    const answer = await transportOf()({
      method,
      url: `${base()}/monitoring`,
      headers: CREDENTIALS,
      ...(method === 'POST' ? { body: '{}' } : {}),
      timeoutMs: 5000
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe(`http://elsewhere.test:${elsewherePort}/collect`)
    expect(elsewhere).toEqual([])
    // The proxied mode went through the proxy, once.
    expect(proxy.tunnels.slice(tunnels)).toEqual(
      mode === 'straight' ? [] : [`api.test:${redirectingPort}`]
    )
  })
})

it("a CI API's redirect is a failed read, and its token goes nowhere else", async () => {
  elsewhere.length = 0
  const clock = new FakeClock()
  const api = new GitLabApi({
    token: CREDENTIALS['PRIVATE-TOKEN'],
    place: { apiUrl: `http://gitlab.test:${redirectingPort}/api/v4`, project: '7' },
    proxy: facts,
    clock,
    maxRequests: 5,
    deadline: clock.now() + 5000
  })
  const answer = await api.get('/jobs?per_page=10', 'read_api', 'jobs')
  expect(answer).toEqual({ failed: '/api/v4/projects/7/jobs answered HTTP 302' })
  expect(elsewhere).toEqual([])
})
