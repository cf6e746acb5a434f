/**
 * A job's log read bounded, whatever its size, against the fake of GitHub's log endpoint and its
 * blob (scripts/fake-github.mjs: a 302 to a short-lived address; Azure's blob service answers a
 * Range with 206 and Content-Range, learn.microsoft.com "Specifying the range header for Blob
 * service operations"): with Range, two reads of the head and tail; without, a streamed read
 * that stops at its bound and says the end was not reached; the token never goes to the blob.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { GitHubApi } from '../../src/reconcile/github/api.js'
import { readJobLog, totalOf } from '../../src/reconcile/github/job-log.js'
import { FakeGitHub } from '../../scripts/fake-github.mjs'
import { systemClock } from '../../src/util/clock.js'

const proxy = { httpsProxy: undefined, httpProxy: undefined, noProxy: [] }
const bounds = { headBytes: 1000, tailBytes: 1000, streamBytes: 64 * 1024, timeoutMs: 5000 }
let gh: FakeGitHub

beforeEach(async () => {
  gh = await new FakeGitHub().listen()
  gh.token('tok-en-value')
  gh.addRun({ id: 1 })
  gh.addJob({ id: 5, runId: 1, name: 'build' })
})
afterEach(async () => {
  await gh.close()
})

const plan = (): GitHubApi =>
  new GitHubApi({
    token: 'tok-en-value',
    place: { apiUrl: gh.url, repository: 'octo/app' },
    proxy,
    clock: systemClock,
    maxRequests: 3,
    deadline: Date.now() + 10_000
  })

/** A lazy log of `size` bytes: `HEAD` first, `TAIL` last, dots between. */
function lazy(size: number) {
  const head = Buffer.from('HEAD line\n')
  const tail = Buffer.from('TAIL line\n')
  return {
    size,
    bytes(from: number, to: number): Buffer {
      const out = Buffer.alloc(to - from, '.')
      for (let i = from; i < Math.min(to, head.length); i++) out[i - from] = head[i]
      for (let i = Math.max(from, size - tail.length); i < to; i++)
        out[i - from] = tail[i - (size - tail.length)]
      return out
    }
  }
}

describe('readJobLog', () => {
  it('reads a small log whole in one ranged read', async () => {
    gh.step(5, 'Run x', 'one\ntwo\n')
    gh.complete(5, { conclusion: 'success' })
    const read = await readJobLog(plan(), 5, bounds, proxy)
    expect('log' in read && read.log).toMatchObject({ tailIsEnd: true, notRead: 0 })
    expect('log' in read && read.log.head).toMatch(/one\n.*two\n$/s)
    expect('log' in read && read.cost.blobGets).toBe(1)
  })

  it('reads the head and tail of 2 GB in two ranged reads, a few kilobytes in all', async () => {
    const size = 2 * 1024 ** 3
    gh.complete(5, { conclusion: 'success', lazyLog: lazy(size) })
    const read = await readJobLog(plan(), 5, bounds, proxy)
    if (!('log' in read)) throw new Error(read.noLog)
    expect(read.log.head.startsWith('HEAD line\n')).toBe(true)
    expect(read.log.tail.endsWith('TAIL line\n')).toBe(true)
    expect(read.log).toMatchObject({ totalBytes: size, tailIsEnd: true, notRead: size - 2000 })
    expect(read.cost).toEqual({ blobGets: 2, bytes: 2000 })
    expect(gh.servedBytes).toBe(2000)
    expect(
      gh.requests.filter(r => r.path.startsWith('/blob/')).every(r => !r.headers.authorization)
    ).toBe(true)
  })

  it('streams a log whose address ignores Range only to its bound, and says its end was not read', async () => {
    gh.complete(5, { conclusion: 'success', lazyLog: lazy(2 * 1024 ** 3) })
    gh.ignoreRange = true
    const read = await readJobLog(plan(), 5, bounds, proxy)
    if (!('log' in read)) throw new Error(read.noLog)
    expect(read.log.tailIsEnd).toBe(false)
    expect(read.log.head.startsWith('HEAD line\n')).toBe(true)
    expect(read.log.tail).not.toContain('TAIL')
    expect(gh.servedBytes).toBeLessThan(16 * 1024 * 1024)
  })

  it('reads a short log whole through an address that ignores Range', async () => {
    gh.step(5, 'Run x', 'only line\n')
    gh.complete(5, { conclusion: 'success' })
    gh.ignoreRange = true
    const read = await readJobLog(plan(), 5, bounds, proxy)
    expect('log' in read && read.log).toMatchObject({ tailIsEnd: true, notRead: 0 })
  })

  it('says why there is no log: the job still running (404), a refusal', async () => {
    expect(await readJobLog(plan(), 5, bounds, proxy)).toEqual({
      noLog: 'GitHub refused it (HTTP 404)',
      refused: true
    })
    gh.token('tok-en-value', { permissions: [] })
    gh.complete(5, { conclusion: 'success' })
    expect(await readJobLog(plan(), 5, bounds, proxy)).toMatchObject({
      noLog: 'GitHub refused it (HTTP 403)'
    })
  })

  it('reads a Content-Range total totally', () => {
    expect(totalOf('bytes 0-99/1234')).toBe(1234)
    expect(totalOf('bytes */1234')).toBe(1234)
    for (const bad of [
      undefined,
      '',
      'bytes 0-99/*',
      'bytes 0-99/12345678901234567',
      'items 0-1/2'
    ])
      expect(totalOf(bad)).toBeUndefined()
  })
})
