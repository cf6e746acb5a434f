import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { MonitorClient, type AttemptEvent } from '../../src/client/client.js'
import {
  AuthError,
  ConnectionError,
  HttpStatusError,
  ResponseShapeError,
  TimeoutError,
  UpdateFailedError
} from '../../src/client/errors.js'
import { endReport, startReport } from '../../src/client/reports.js'
import { VERSION } from '../../src/client/version.js'
import { FakeClock } from './fake-clock.js'
import { RunQueue, deliverOrQueue } from '../../src/queue/index.js'
import { tempDir as queueDir } from '../queue/helpers.js'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const BASE = 'https://monitor.example.test'
const DEPLOY = 'https://deploy.example.test'
const KEY = 'jm_live_secret_key_123456'
const start = startReport({ jobName: 'nightly', startTime: '2026-11-22T10:00:00.000+00:00' })
const end = endReport({
  jobName: 'nightly',
  startTime: '2026-11-22T10:00:00.000+00:00',
  runId: 'r-1',
  status: 'success',
  endTime: '2026-11-22T10:05:00.000+00:00'
})
const twice = (o: unknown): string => JSON.stringify(JSON.stringify(o))

let clock: FakeClock
let events: AttemptEvent[]
const client = (extra: Partial<ConstructorParameters<typeof MonitorClient>[0]> = {}) =>
  new MonitorClient({
    baseUrl: BASE,
    apiKey: KEY,
    deploymentUrl: DEPLOY,
    clock,
    onAttempt: e => events.push(e),
    ...extra
  })

beforeEach(() => {
  clock = new FakeClock()
  events = []
  nock.disableNetConnect()
})
// nock patches node:http itself, which every test file in this worker shares: take it out.
afterAll(() => nock.restore())
afterEach(() => {
  nock.cleanAll()
  nock.enableNetConnect()
})

describe('wire rules', () => {
  it('sends the start with the bare key, JSON content type and the exact body', async () => {
    let seen: unknown
    const scope = nock(BASE, {
      reqheaders: {
        authorization: KEY,
        'content-type': 'application/json',
        'user-agent': `job-monitor/${VERSION}`
      }
    })
      .post('/monitoring', b => ((seen = b), true))
      .reply(200, twice({ run_id: 'r-1' }))
    await expect(client().sendStartReport(start)).resolves.toEqual({ run_id: 'r-1' })
    expect(seen).toEqual({
      job_name: 'nightly',
      status: 'running',
      run_id: '',
      start_time: '2026-11-22T10:00:00.000+00:00',
      end_time: null,
      error_details: null
    })
    scope.done()
  })

  it('sends heartbeats with the bare key', async () => {
    const scope = nock(BASE, { reqheaders: { authorization: KEY } })
      .post('/heartbeat', { job_name: 'nightly', current_time: '2026-11-22T10:01:00.000+00:00' })
      .reply(200, { success: true, message: 'ok', next_expected: '2026-11-22T10:06:00Z' })
    const r = await client().heartbeat({
      job_name: 'nightly',
      current_time: '2026-11-22T10:01:00.000+00:00'
    })
    expect(r.success).toBe(true)
    scope.done()
  })

  it.each([
    ['a plain JSON list', JSON.stringify([{ id: 'a' }]), [{ id: 'a' }]],
    ['a JSON string holding a list', twice([{ id: 'a' }]), [{ id: 'a' }]],
    ['a JSON string holding an object', twice({ pipelines: [] }), { pipelines: [] }],
    ['a JSON string holding text', JSON.stringify('none'), 'none']
  ])('decodes the pipeline list from %s like every other answer', async (_what, body, want) => {
    nock(DEPLOY).get('/api/v1/pipelines').reply(200, body)
    await expect(client().listPipelines()).resolves.toEqual(want)
  })

  it.each([
    ['HTML', '<html></html>'],
    ['a JSON string holding a broken object', JSON.stringify('{"id":')]
  ])('treats a pipeline list in %s as a bad answer', async (_what, body) => {
    nock(DEPLOY).get('/api/v1/pipelines').times(3).reply(200, body)
    await expect(client().listPipelines()).rejects.toBeInstanceOf(ResponseShapeError)
  })

  it('uses Bearer under the deployment URL for pipeline calls', async () => {
    const scope = nock(DEPLOY, { reqheaders: { authorization: `Bearer ${KEY}` } })
      .post('/api/pipelines/p%201/notify', { status: 'success', metadata: { rows: 42, secs: 1.5 } })
      .reply(200, '')
      .get('/api/v1/pipelines')
      .reply(200, [{ id: 'p 1' }])
    await client().notifyPipeline('p 1', { status: 'success', metadata: { rows: 42, secs: 1.5 } })
    await expect(client().listPipelines()).resolves.toEqual([{ id: 'p 1' }])
    scope.done()
  })

  it('keeps a base URL path prefix and ignores a trailing slash', async () => {
    const scope = nock(BASE)
      .post('/v1/prefix/monitoring')
      .reply(200, twice({ run_id: 'x' }))
    await client({ baseUrl: `${BASE}/v1/prefix/` }).sendStartReport(start)
    scope.done()
  })

  it('refuses a pipeline call without a deployment URL, without retrying', async () => {
    const d = await client({ deploymentUrl: undefined }).deliver({
      kind: 'pipeline-notification',
      pipelineId: 'p',
      body: { status: 'running' }
    })
    expect(d.delivered).toBe(false)
    if (!d.delivered) expect(d.error.message).toMatch(/deployment URL/)
    expect(events).toHaveLength(1)
  })
})

describe('responses', () => {
  it('decodes a JSON string holding an object, and a plain object', async () => {
    nock(BASE)
      .post('/monitoring')
      .reply(200, twice({ update_status: 'success' }))
    await expect(client().sendEndReport(end)).resolves.toEqual({ update_status: 'success' })
    nock(BASE).post('/monitoring').reply(200, { run_id: 'plain' })
    await expect(client().sendStartReport(start)).resolves.toEqual({ run_id: 'plain' })
  })

  it.each([
    ['an HTML page', '<html>captive portal</html>', /not JSON/],
    ['an empty body', '', /empty body/],
    ['an object without run_id', twice({ id: 'x' }), /no run_id/],
    ['a JSON number', '42', /not a JSON object/]
  ])(
    'turns a 200 with %s into a clear fault, retried under the retry rule',
    async (_what, body, message) => {
      const scope = nock(BASE).post('/monitoring').times(3).reply(200, body)
      const d = await client().deliver({ kind: 'start', body: start })
      expect(d.delivered).toBe(false)
      if (!d.delivered) {
        expect(d.error).toBeInstanceOf(ResponseShapeError)
        expect(d.error.message).toMatch(message)
        expect(d.error.retryable).toBe(true)
        expect(d.state.attempts).toBe(3)
      }
      expect(clock.waits).toEqual([1000, 2000])
      scope.done()
    }
  )

  it.each([
    ['end', twice({ ok: true }), /no update_status/],
    ['heartbeat', '<html></html>', /not JSON/]
  ])('retries a 200 to a %s that lacks its shape', async (kind, body, message) => {
    const path = kind === 'heartbeat' ? '/heartbeat' : '/monitoring'
    nock(BASE).post(path).times(3).reply(200, body)
    const call =
      kind === 'end'
        ? ({ kind: 'end', body: end } as const)
        : ({
            kind: 'heartbeat',
            body: { job_name: 'nightly', current_time: '2026-11-22T10:01:00.000+00:00' }
          } as const)
    const d = await client().deliver(call)
    expect(d.delivered).toBe(false)
    if (!d.delivered) expect(d.error.message).toMatch(message)
    expect(events).toHaveLength(3)
  })

  it('queues a start report whose answers were all bad, instead of dropping it', async () => {
    const { dir, cleanup } = await queueDir()
    try {
      const queue = new RunQueue({ dir, clock })
      nock(BASE).post('/monitoring').times(3).reply(200, '<html>login</html>')
      const outcome = await deliverOrQueue(client(), queue, { kind: 'start', body: start })
      expect(outcome.delivered).toBe(false)
      const queued = await queue.list()
      expect(queued.map(r => r.call)).toEqual([{ kind: 'start', body: start }])
    } finally {
      await cleanup()
    }
  })

  it('still takes any 200 to a pipeline notification as delivered (4.3)', async () => {
    nock(DEPLOY).post('/api/pipelines/p1/notify').reply(200, '<html>ok</html>')
    const d = await client().deliver({
      kind: 'pipeline-notification',
      pipelineId: 'p1',
      body: { status: 'success' } as never
    })
    expect(d).toMatchObject({ delivered: true, attempts: 1 })
  })
})

describe('the retry rule', () => {
  it.each([500, 502, 503])('retries %i three times in all, waiting 1 s then 2 s', async status => {
    const scope = nock(BASE).post('/monitoring').times(3).reply(status, 'busy')
    const d = await client().deliver({ kind: 'start', body: start })
    expect(d.delivered).toBe(false)
    if (!d.delivered) {
      expect(d.error).toBeInstanceOf(HttpStatusError)
      expect(d.error.status).toBe(status)
      expect(d.state.attempts).toBe(3)
    }
    expect(clock.waits).toEqual([1000, 2000])
    expect(events.map(e => e.waitMs)).toEqual([1000, 2000, undefined])
    scope.done()
  })

  it("hands a 429's next attempt over at once: its place kept, its backoff the least wait", async () => {
    const scope = nock(BASE).post('/monitoring').reply(429, 'busy')
    const d = await client().deliver({ kind: 'start', body: start })
    expect(d.delivered).toBe(false)
    if (!d.delivered) {
      expect(d.error.status).toBe(429)
      expect(d.error.retryable).toBe(true)
      // Attempt 2 of 3 is the next carrier's (the queue's), 1 s on at the soonest.
      expect(d.state).toEqual({ attempts: 1, notBefore: clock.t + 1000 })
    }
    expect(clock.waits).toEqual([])
    expect(events.map(e => [e.waitMs, e.handedOver])).toEqual([[1000, true]])
    scope.done()
    // The carrier that picks it up waits out the backoff, then makes attempt 2.
    nock(BASE)
      .post('/monitoring')
      .reply(200, twice({ run_id: 'r' }))
    const next = await client().deliver(
      { kind: 'start', body: start },
      { state: d.delivered ? undefined : d.state }
    )
    expect(next).toEqual({ delivered: true, response: { run_id: 'r' }, attempts: 2 })
    expect(clock.waits).toEqual([1000])
  })

  it('succeeds on the third attempt after two 500s', async () => {
    nock(BASE)
      .post('/monitoring')
      .times(2)
      .reply(500)
      .post('/monitoring')
      .reply(200, twice({ run_id: 'r' }))
    const d = await client().deliver({ kind: 'start', body: start })
    expect(d).toEqual({ delivered: true, response: { run_id: 'r' }, attempts: 3 })
  })

  it('retries connection resets, refusals and timeouts against a real socket', async () => {
    // A local server: the first request is reset, the second never answered, the third served.
    let n = 0
    const server = createServer((req, res) => {
      n++
      if (n === 1) return req.socket.destroy()
      if (n === 2) return // no answer: the client's timeout ends it
      res.end(twice({ run_id: 'r' }))
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    nock.enableNetConnect('127.0.0.1')
    const { port } = server.address() as AddressInfo
    try {
      // The reset must be seen before the timeout even on a loaded machine: the unanswered
      // second request waits this long for real, so it is kept to a second.
      const d = await client({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000 }).deliver({
        kind: 'start',
        body: start
      })
      expect(d.delivered).toBe(true)
      expect(events[0].error).toBeInstanceOf(ConnectionError)
      expect(events[1].error).toBeInstanceOf(TimeoutError)
      expect(clock.waits).toEqual([1000, 2000])
    } finally {
      server.closeAllConnections()
      await new Promise(r => server.close(r))
    }
    // Nothing listens on a port just closed: the connection is refused, and retried.
    events = []
    const refused = await client({ baseUrl: `http://127.0.0.1:${port}` }).deliver({
      kind: 'start',
      body: start
    })
    expect(refused.delivered).toBe(false)
    expect(events.map(e => e.error?.name)).toEqual([
      'ConnectionError',
      'ConnectionError',
      'ConnectionError'
    ])
    if (!refused.delivered) expect(refused.error.message).toMatch(/ECONNREFUSED/)
  })

  it('does not retry a TLS error (https:// to a plain-HTTP port) and names the likely cause', async () => {
    let requests = 0
    const server = createServer((_req, res) => {
      requests++
      res.end(twice({ run_id: 'r' }))
    })
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    nock.enableNetConnect('127.0.0.1')
    const { port } = server.address() as AddressInfo
    try {
      const d = await client({ baseUrl: `https://127.0.0.1:${port}` }).deliver({
        kind: 'start',
        body: start
      })
      expect(d.delivered).toBe(false)
      expect(events).toHaveLength(1)
      expect(events[0].waitMs).toBeUndefined()
      expect(clock.waits).toEqual([])
      expect(requests).toBe(0)
      if (!d.delivered) {
        expect(d.error.retryable).toBe(false)
        expect(d.error.message).toMatch(
          /^\/monitoring could not be reached \(EPROTO\): .*plain HTTP.*http:\/\//
        )
      }
    } finally {
      server.closeAllConnections()
      await new Promise(r => server.close(r))
    }
  })

  it('does not retry 401 and says to check the key without showing it', async () => {
    const scope = nock(BASE).post('/monitoring').reply(401, `bad key ${KEY}`)
    const d = await client().deliver({ kind: 'start', body: start })
    expect(d.delivered).toBe(false)
    if (!d.delivered) {
      expect(d.error).toBeInstanceOf(AuthError)
      expect(d.error.retryable).toBe(false)
      expect(d.error.message).toMatch(/Settings > API Keys/)
      expect(d.error.message).not.toContain(KEY)
    }
    expect(clock.waits).toEqual([])
    scope.done()
  })

  it.each([400, 404, 409, 422])('does not retry %i', async status => {
    nock(BASE).post('/monitoring').reply(status, `{"error":"nope ${KEY}"}`)
    const d = await client().deliver({ kind: 'end', body: end })
    expect(d.delivered).toBe(false)
    if (!d.delivered) {
      expect(d.error.retryable).toBe(false)
      expect(d.error.message).toContain(String(status))
      expect(d.error.message).not.toContain(KEY)
    }
    expect(events).toHaveLength(1)
  })

  it('counts update_status "Failed" as a failed attempt and retries it', async () => {
    nock(BASE)
      .post('/monitoring')
      .reply(200, twice({ update_status: 'Failed' }))
      .post('/monitoring')
      .reply(200, twice({ update_status: 'success' }))
    const d = await client().deliver({ kind: 'end', body: end })
    expect(d).toEqual({ delivered: true, response: { update_status: 'success' }, attempts: 2 })
    expect(events[0].error).toBeInstanceOf(UpdateFailedError)
    expect(clock.waits).toEqual([1000])
  })

  it('honours Retry-After in seconds when longer than the backoff', async () => {
    nock(BASE)
      .post('/heartbeat')
      .reply(503, '', { 'Retry-After': '7' })
      .post('/heartbeat')
      .reply(200, { success: true, message: 'ok', next_expected: '' })
    await client().heartbeat({ job_name: 'j', current_time: '2026-11-22T10:00:00Z' })
    expect(clock.waits).toEqual([7000])
  })

  it('honours Retry-After as an HTTP date, and caps a wait spent in line', async () => {
    const inTen = new Date(clock.t + 10_000).toUTCString()
    nock(BASE)
      .post('/monitoring')
      .reply(503, '', { 'Retry-After': inTen })
      .post('/monitoring')
      .reply(503, '', { 'Retry-After': '3600' })
      .post('/monitoring')
      .reply(200, twice({ run_id: 'r' }))
    await client({ maxRetryAfterMs: 20_000 }).sendStartReport(start)
    expect(clock.waits).toEqual([10_000, 20_000])
  })

  it("believes a 429's Retry-After up to the hour: the queue keeps that wait, not the job", async () => {
    const at = clock.t
    nock(BASE).post('/monitoring').reply(429, '', { 'Retry-After': '3000' })
    const d = await client({ maxRetryAfterMs: 20_000 }).deliver({ kind: 'start', body: start })
    nock(BASE).post('/monitoring').reply(429, '', { 'Retry-After': '86400' })
    const day = await client().deliver({ kind: 'start', body: start })
    expect([d.delivered || d.state, day.delivered || day.state]).toEqual([
      { attempts: 1, notBefore: at + 3_000_000 },
      { attempts: 1, notBefore: at + 3_600_000 }
    ])
    expect(clock.waits).toEqual([])
  })

  it('keeps the smaller backoff floor when Retry-After is shorter', async () => {
    nock(BASE)
      .post('/monitoring')
      .reply(503, '', { 'Retry-After': '0' })
      .post('/monitoring')
      .reply(200, twice({ run_id: 'r' }))
    await client().sendStartReport(start)
    expect(clock.waits).toEqual([1000])
  })
})

describe('deadlines and handed-over sequences', () => {
  it('stops before a wait that would pass the deadline and returns the state to go on from', async () => {
    nock(BASE).post('/monitoring').reply(500)
    const d = await client().deliver({ kind: 'start', body: start }, { deadline: clock.t + 500 })
    expect(d.delivered).toBe(false)
    if (!d.delivered) expect(d.state).toEqual({ attempts: 1, notBefore: clock.t + 1000 })
    expect(clock.waits).toEqual([])
  })

  it('continues a sequence: waits until notBefore and makes only the attempts left', async () => {
    const scope = nock(BASE).post('/monitoring').times(2).reply(500)
    const d = await client().deliver(
      { kind: 'start', body: start },
      { state: { attempts: 1, notBefore: clock.t + 1000 } }
    )
    expect(d.delivered).toBe(false)
    if (!d.delivered) expect(d.state.attempts).toBe(3)
    expect(clock.waits).toEqual([1000, 2000])
    expect(events.map(e => e.attempt)).toEqual([2, 3])
    scope.done()
  })

  it("rests a sequence that used its attempts twice the rule's last wait, or as long as asked", async () => {
    nock(BASE).post('/monitoring').times(3).reply(500)
    const d = await client().deliver({ kind: 'start', body: start })
    expect(d.delivered).toBe(false)
    if (!d.delivered) expect(d.state).toEqual({ attempts: 3, notBefore: clock.t + 8000 })
    // A 429 on the sequence's last attempt: it rests as long as the answer asked.
    nock(BASE).post('/monitoring').reply(429, '', { 'Retry-After': '30' })
    const asked = await client().deliver({ kind: 'start', body: start }, { state: { attempts: 2 } })
    if (!asked.delivered) expect(asked.state).toEqual({ attempts: 3, notBefore: clock.t + 30_000 })
    // A call that is never retried has no next attempt to rest for.
    nock(BASE).post('/monitoring').reply(400)
    const refused = await client().deliver({ kind: 'start', body: start })
    if (!refused.delivered) expect(refused.state).toEqual({ attempts: 1 })
  })

  it('does not start an attempt at or after the deadline', async () => {
    const d = await client().deliver({ kind: 'start', body: start }, { deadline: clock.t })
    expect(d.delivered).toBe(false)
    if (!d.delivered) {
      expect(d.state.attempts).toBe(0)
      expect(d.error.retryable).toBe(true)
    }
  })

  it('never puts the key in events or errors', async () => {
    nock(BASE).post('/monitoring').times(3).reply(500, KEY)
    const d = await client().deliver({ kind: 'start', body: start })
    expect(JSON.stringify(events)).not.toContain(KEY)
    if (!d.delivered) expect(d.error.message).not.toContain(KEY)
  })
})

it('VERSION matches package.json', () => {
  expect(VERSION).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version)
})
