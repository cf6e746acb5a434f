import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { ConnectionError, TimeoutError } from '../../src/client/errors.js'
import { describeAttempt } from '../../src/client/index.js'
import { MonitorClient, type AttemptEvent } from '../../src/client/client.js'
import { endReport, startReport } from '../../src/client/reports.js'
import { FakeClock } from './fake-clock.js'

const BASE = 'https://monitor.example.test'
const DEPLOY = 'https://deploy.example.test'
const KEY = 'jm_live_attempt_log_key_77'
const twice = (o: unknown): string => JSON.stringify(JSON.stringify(o))
const start = startReport({ jobName: 'nightly', startTime: '2026-11-22T10:00:00.000+00:00' })
const end = endReport({
  jobName: 'nightly',
  startTime: '2026-11-22T10:00:00.000+00:00',
  runId: 'r-1',
  status: 'success',
  endTime: '2026-11-22T10:05:00.000+00:00'
})

let lines: string[]
const client = () =>
  new MonitorClient({
    baseUrl: BASE,
    deploymentUrl: DEPLOY,
    apiKey: KEY,
    clock: new FakeClock(),
    onAttempt: (e: AttemptEvent) => lines.push(describeAttempt(e))
  })

beforeEach(() => {
  lines = []
  nock.disableNetConnect()
})
afterAll(() => nock.restore())
afterEach(() => {
  nock.cleanAll()
  nock.enableNetConnect()
})

describe('describeAttempt', () => {
  it('names what was sent, the reason and the wait for each retry of an end report', async () => {
    nock(BASE)
      .post('/monitoring')
      .reply(200, twice({ update_status: 'Failed' }))
      .post('/monitoring')
      .reply(503, 'down')
      .post('/monitoring')
      .reply(200, twice({ update_status: 'success' }))
    await client().deliver({ kind: 'end', body: end })
    expect(lines).toEqual([
      'end report: update_status "Failed"; attempt 2 of 3 in 1 s',
      'end report: 503 Service Unavailable; attempt 3 of 3 in 2 s',
      'end report: delivered (attempt 3 of 3)'
    ])
  })

  it('says when no attempt is left, and when a refusal is final', async () => {
    nock(BASE).post('/monitoring').times(3).reply(500)
    await client().deliver({ kind: 'start', body: start })
    expect(lines[2]).toBe('start report: 500 Internal Server Error; no attempt left (3 of 3)')
    lines = []
    nock(BASE).post('/heartbeat').reply(401)
    await client().deliver({
      kind: 'heartbeat',
      body: { job_name: 'nightly', current_time: '2026-11-22T10:01:00.000+00:00' }
    })
    expect(lines).toEqual(['heartbeat: 401 Unauthorized (check the API key); not retried'])
  })

  it.each([
    ['an error body', 500, `key ${KEY} was wrong`],
    ['an HTML 200 to a start', 200, `<html>${KEY}</html>`],
    ['a 400 echoing the request', 400, JSON.stringify({ Authorization: KEY })]
  ])('never carries the key or an excerpt of %s', async (_what, status, body) => {
    nock(BASE).post('/monitoring').times(3).reply(status, body)
    await client().deliver({ kind: 'start', body: start })
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(line).not.toContain(KEY)
      expect(line).not.toContain('html')
      expect(line).not.toContain('wrong')
    }
  })

  it('names pipeline notifications, the pipeline list, timeouts and refused connections', () => {
    const base = { attempt: 1, maxAttempts: 3, outcome: 'failed' as const, waitMs: 1500 }
    const connection = Object.assign(new Error('x'), { code: 'ECONNREFUSED' })
    expect(
      describeAttempt({
        ...base,
        kind: 'pipeline-notification',
        error: new TimeoutError('/x', 30_000)
      })
    ).toBe('pipeline notification: no answer in time; attempt 2 of 3 in 1.5 s')
    expect(
      describeAttempt({
        ...base,
        kind: 'list-pipelines',
        error: new ConnectionError('/x', connection)
      })
    ).toBe('pipeline list: could not connect (ECONNREFUSED); attempt 2 of 3 in 1.5 s')
  })
})
