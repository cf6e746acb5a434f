/**
 * The one client of GitHub's API for every reader of its record: GitHub's rate limits (403 or
 * 429 with x-ratelimit-remaining 0, or a message naming a secondary rate limit, docs.github.com
 * "Rate limits for the REST API") are told from a refusal for want of a permission (403
 * "Resource not accessible by integration"), and once met no further GET is made; answers shared
 * between plans are asked once; a redirect is never followed, so the token stays with GitHub.
 */
import { describe, expect, it } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GitHubApi, rateLimitOf } from '../../src/reconcile/github/api.js'
import { FakeGitHub } from '../../scripts/fake-github.mjs'
import { FakeClock } from '../client/fake-clock.js'

const proxy = { httpsProxy: undefined, httpProxy: undefined, noProxy: [] }
const api = (
  url: string,
  o: Partial<ConstructorParameters<typeof GitHubApi>[0]> = {}
): GitHubApi => {
  const clock = o.clock ?? new FakeClock()
  return new GitHubApi({
    token: 't0ken-value',
    place: { apiUrl: url, repository: 'octo/app' },
    proxy,
    clock,
    maxRequests: 5,
    deadline: clock.now() + 5000,
    ...o
  })
}
const answer = (status: number, headers: Record<string, string> = {}, body = '{}') => ({
  status,
  headers,
  body
})

describe('rateLimitOf', () => {
  it("reads GitHub's rate limits, and nothing else, as one", () => {
    expect(
      rateLimitOf(answer(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1796000000' }))
    ).toMatch(/^it resets at \d\d:\d\d UTC$/)
    expect(rateLimitOf(answer(429, { 'retry-after': '30' }))).toBe('retry after 30 s')
    expect(
      rateLimitOf(answer(403, {}, '{"message":"You have exceeded a secondary rate limit."}'))
    ).toBe('a secondary rate limit')
    expect(
      rateLimitOf(
        answer(
          403,
          { 'x-ratelimit-remaining': '12' },
          '{"message":"Resource not accessible by integration"}'
        )
      )
    ).toBeUndefined()
    expect(rateLimitOf(answer(404, { 'x-ratelimit-remaining': '0' }))).toBeUndefined()
  })
})

describe('GitHubApi', () => {
  it('stops asking once the rate limit is met, and says so; a refusal names its permission', async () => {
    const gh = await new FakeGitHub().listen()
    try {
      gh.addRun({ id: 1 })
      gh.token('t0ken-value', { remaining: 1, permissions: ['actions: read'] })
      const plan = api(gh.url)
      expect('body' in (await plan.get('/actions/runs/1/jobs', 'actions: read', 'jobs'))).toBe(true)
      const limited = await plan.get('/actions/runs/1/jobs?page=2', 'actions: read', 'jobs')
      expect(limited).toMatchObject({ limited: true })
      expect(await plan.get('/anything', 'actions: read', 'x')).toEqual({
        skipped: expect.stringMatching(/rate limit was reached/)
      })
      expect(plan.refused.size).toBe(0)
      gh.token('t0ken-value', { permissions: ['actions: read'] })
      const refused = api(gh.url)
      expect(await refused.get('/check-runs/1/annotations', 'checks: read', 'why')).toEqual({
        refused: 403
      })
      expect(refused.refusals()).toEqual(["why not read: grant 'checks: read' to include it"])
      expect(gh.apiRequests()).toHaveLength(3)
    } finally {
      await gh.close()
    }
  })

  it('shares an answer between plans: asked once, counted by the plan that asked', async () => {
    const gh = await new FakeGitHub().listen()
    try {
      gh.token('t0ken-value')
      gh.addRun({ id: 7 })
      const first = api(gh.url)
      const second = api(gh.url, { shared: first.shared, maxRequests: 1 })
      const [a, b] = await Promise.all([
        first.get('/actions/runs/7/jobs?per_page=100', 'actions: read', 'jobs'),
        second.get('/actions/runs/7/jobs?per_page=100', 'actions: read', 'jobs')
      ])
      expect(a).toEqual(b)
      expect(first.calls).toHaveLength(1)
      expect(second.calls).toHaveLength(0)
      expect(second.left).toBe(1)
      expect(gh.apiRequests()).toHaveLength(1)
    } finally {
      await gh.close()
    }
  })

  it('gives the address a redirect points to without following it, and never a credential beyond GitHub', async () => {
    const seen: Array<string | undefined> = []
    const server = createServer((req, res) => {
      seen.push(req.headers.authorization)
      res.writeHead(302, { location: 'https://blob.example.net/logs.txt?sig=abc' })
      res.end()
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      expect(await api(url).location('/actions/jobs/1/logs', 'actions: read', 'log')).toEqual({
        body: 'https://blob.example.net/logs.txt?sig=abc'
      })
      expect(seen).toEqual(['token t0ken-value'])
    } finally {
      server.close()
    }
  })

  it('makes no GET once its signal is aborted or its time is spent', async () => {
    const clock = new FakeClock()
    const gone = new AbortController()
    gone.abort()
    expect(await api('http://127.0.0.1:9', { signal: gone.signal }).get('/x', 'a', 'b')).toEqual({
      skipped: 'no time left for it'
    })
    const late = api('http://127.0.0.1:9', { clock })
    clock.t += 6000
    expect(await late.get('/x', 'a', 'b')).toEqual({ skipped: 'no time left for it' })
  })
})
