/**
 * The queue with the real client, over HTTP (nock): what is queued when the service fails,
 * that the key stays out of the queue, and replay linking a queued start to its end.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import nock from 'nock'
import { MonitorClient } from '../../src/client/client.js'
import type { ServiceCall } from '../../src/client/call.js'
import { RunQueue, deliverOrQueue } from '../../src/queue/index.js'
import { FakeClock, endCall, notifyCall, startCall, tempDir } from './helpers.js'

const BASE = 'http://monitor.test'
const KEY = 'jm_live_Queue-Guard-Key-5e1f'

let dir: string
let cleanup: () => Promise<void>
let clock: FakeClock
let queue: RunQueue
let client: MonitorClient

beforeAll(() => nock.disableNetConnect())
// nock patches node:http itself, which every test file in this worker shares: take it out.
afterAll(() => {
  nock.enableNetConnect()
  nock.restore()
})
beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
  clock = new FakeClock()
  queue = new RunQueue({ dir, clock })
  client = new MonitorClient({ baseUrl: BASE, apiKey: KEY, clock })
})
afterEach(async () => {
  nock.cleanAll()
  await cleanup()
})

/** The monitoring endpoint answers a JSON string holding a JSON object (API text, 2.2). */
const twice = (value: unknown): string => JSON.stringify(JSON.stringify(value))

/** Queues `call` as deliverOrQueue would for client `c`: stamped with c's service. */
function queueFor(c: MonitorClient, call: ServiceCall): Promise<unknown> {
  return queue.enqueue(call, { service: c.identityFor(call.kind) })
}

async function everyFileText(): Promise<string> {
  let text = ''
  for (const sub of ['', 'runs']) {
    for (const e of await readdir(join(dir, sub), { withFileTypes: true }).catch(() => [])) {
      if (e.isFile()) text += await readFile(join(dir, sub, e.name), 'utf8')
    }
  }
  return text
}

describe('queue with the real client', () => {
  it('queues a start the service fails, keeps its end behind it, and replays both', async () => {
    const down = nock(BASE, { reqheaders: { authorization: KEY } })
      .post('/monitoring')
      .times(3)
      .reply(500, 'busy')
    const start = await deliverOrQueue(client, queue, startCall('nightly'), { runKey: 'K' })
    expect(start.delivered).toBe(false)
    expect(start.delivered === false && start.queued?.retry.attempts).toBe(3)
    const end = await deliverOrQueue(client, queue, endCall('nightly'), { runKey: 'K' })
    expect(end.delivered === false && end.queued).toBeTruthy()
    expect(down.isDone()).toBe(true)

    // The guard: nothing the queue wrote holds the key.
    const written = await everyFileText()
    expect(written).toContain('nightly')
    expect(written).not.toContain(KEY)

    const up = nock(BASE, { reqheaders: { authorization: KEY } })
      .post(
        '/monitoring',
        (b: { status: string; run_id: string }) => b.status === 'running' && b.run_id === ''
      )
      .reply(200, twice({ run_id: 'run-123' }))
      .post(
        '/monitoring',
        (b: { status: string; run_id: string }) => b.status === 'success' && b.run_id === 'run-123'
      )
      .reply(200, twice({ update_status: 'success' }))
    clock.advance(60_000)
    const summary = await queue.replay(client)
    expect(summary).toMatchObject({
      sent: 2,
      failed: 0,
      dropped: 0,
      remaining: 0,
      runIds: { K: 'run-123' }
    })
    expect(up.isDone()).toBe(true)
  })

  it('stops a replay on 401 and keeps the records', async () => {
    await queueFor(client, startCall('a'))
    await queueFor(client, startCall('b'))
    const scope = nock(BASE).post('/monitoring').reply(401, 'no')
    const summary = await queue.replay(client)
    expect(scope.isDone()).toBe(true)
    expect(summary).toMatchObject({ sent: 0, remaining: 2 })
    expect(summary.errors.join('\n')).not.toContain(KEY)
  })

  it('drops a record the service refuses with another 4xx', async () => {
    await queueFor(client, startCall('a'))
    nock(BASE).post('/monitoring').reply(422, 'bad')
    expect(await queue.replay(client)).toMatchObject({ sent: 0, dropped: 1, remaining: 0 })
  })

  it('leaves queued what a client without that address cannot send, instead of dropping it', async () => {
    const DEPLOY = 'http://deploy.test'
    const pipelinesOnly = new MonitorClient({
      baseUrl: '',
      deploymentUrl: DEPLOY,
      apiKey: KEY,
      clock
    })
    await queueFor(client, startCall('a'))
    await queueFor(pipelinesOnly, notifyCall('deployed'))
    const runsOnly = nock(BASE)
      .post('/monitoring')
      .reply(200, twice({ run_id: 'r1' }))
    expect(await queue.replay(client)).toMatchObject({
      sent: 1,
      dropped: 0,
      remaining: 0,
      unaddressed: 1
    })
    expect(runsOnly.isDone()).toBe(true)
    expect((await queue.list()).map(r => r.call.kind)).toEqual(['pipeline-notification'])

    await queueFor(client, startCall('b'))
    const notified = nock(DEPLOY).post('/api/pipelines/p-1/notify').reply(200, '{}')
    expect(await queue.replay(pipelinesOnly)).toMatchObject({
      sent: 1,
      dropped: 0,
      unaddressed: 1
    })
    expect(notified.isDone()).toBe(true)
    expect((await queue.list()).map(r => r.call.kind)).toEqual(['start'])
  })
})
