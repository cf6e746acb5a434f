/**
 * Post's plan of GitHub reads: a fixed number of GETs within one deadline, a garbled answer a
 * failure and never a throw, a refusal remembered once per permission.
 */
import { describe, expect, it } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { GitHubRequests } from '../../src/action/github-requests.js'
import type { Clock } from '../../src/util/clock.js'
import { systemClock } from '../../src/util/clock.js'
import { githubApi } from './helpers.js'
import { expectEqual } from '../expect-equal.js'

function plan(url: string, o: { token?: string; maxRequests?: number; clock?: Clock } = {}) {
  const clock = o.clock ?? systemClock
  return new GitHubRequests({
    token: 'token' in o ? o.token : 't',
    env: { GITHUB_REPOSITORY: 'octo/app', GITHUB_API_URL: url },
    clock,
    maxRequests: o.maxRequests ?? 3,
    deadline: clock.now() + 5000
  })
}

describe('GitHubRequests', () => {
  it('makes no more GETs than its plan, and none past its deadline or without a token', async () => {
    const api = await githubApi({ '/repos/octo/app/a': { body: [1] } })
    try {
      const one = plan(api.url, { maxRequests: 1 })
      expectEqual(await one.get('/a', 'checks: read', 'a'), { body: [1] })
      expectEqual(await one.get('/a', 'checks: read', 'a'), {
        skipped: 'the request plan is spent'
      })
      let now = 1_000_000
      const late = plan(api.url, { clock: { now: () => now, sleep: async () => undefined } })
      now += 5000
      expectEqual(await late.get('/a', 'checks: read', 'a'), { skipped: 'no time left for it' })
      expectEqual(await plan(api.url, { token: undefined }).get('/a', 'x', 'a'), {
        skipped: 'no GitHub token'
      })
      expect(api.calls).toEqual(['/repos/octo/app/a'])
    } finally {
      await api.close()
    }
  })

  it('reads a garbled answer as a failure, and a refusal once per permission', async () => {
    const garbled = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"jobs": [')
    })
    await new Promise<void>(r => garbled.listen(0, '127.0.0.1', r))
    const api = await githubApi({ '/repos/octo/app/x': { status: 403, body: {} } })
    try {
      const url = `http://127.0.0.1:${(garbled.address() as AddressInfo).port}`
      const answer = await plan(url).get('/a', 'actions: read', 'a')
      expect('failed' in answer).toBe(true)
      const refused = plan(api.url)
      expectEqual(await refused.get('/x', 'actions: read', 'the jobs'), { refused: 403 })
      await refused.get('/y', 'actions: read', 'the runs')
      expectEqual(refused.refusals(), ["the jobs not read: grant 'actions: read' to include it"])
    } finally {
      await api.close()
      await new Promise<void>(r => garbled.close(() => r()))
    }
  })

  it('hands on no text with a secret in it, and no answer nested past the limit', async () => {
    const key = 'jm-secret-0123456789abcdef'
    const api = await githubApi({
      '/repos/octo/app/a': {
        body: { jobs: [{ name: `x${key}y`, steps: [`t${'z'.repeat(30)}`] }] }
      },
      '/repos/octo/app/deep': { body: JSON.parse('['.repeat(100) + ']'.repeat(100)) }
    })
    try {
      const requests = new GitHubRequests({
        token: 'z'.repeat(30),
        secrets: [key],
        env: { GITHUB_REPOSITORY: 'octo/app', GITHUB_API_URL: api.url },
        clock: systemClock,
        maxRequests: 3,
        deadline: Date.now() + 5000
      })
      expectEqual(await requests.get('/a', 'actions: read', 'a'), {
        body: { jobs: [{ name: 'x***y', steps: ['t***'] }] }
      })
      expectEqual(await requests.get('/deep', 'actions: read', 'a'), {
        failed: 'nested more than 64 levels deep'
      })
    } finally {
      await api.close()
    }
  })

  it('quotes none of an answer that is not JSON: it may hold a secret, whole or in part', async () => {
    const secret = 'jm-secret-0123456789abcdef'
    const echo = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(`${secret}\n::error::not JSON`)
    })
    await new Promise<void>(r => echo.listen(0, '127.0.0.1', r))
    try {
      const url = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`
      const answer = await plan(url).get('/a', 'actions: read', 'a')
      expectEqual(answer, { failed: '/repos/octo/app/a answered with no JSON' })
    } finally {
      await new Promise<void>(r => echo.close(() => r()))
    }
  })
})
