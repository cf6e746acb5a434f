import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { AuthError, HttpStatusError, TimeoutError } from '../../src/client/errors.js'
import { RunQueue, deliverOrQueue } from '../../src/queue/index.js'
import {
  FakeClient,
  FakeClock,
  T0,
  endCall,
  fail,
  heartbeatCall,
  notifyCall,
  ok,
  startCall,
  tempDir
} from './helpers.js'

let dir: string
let cleanup: () => Promise<void>
let clock: FakeClock
let queue: RunQueue

beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
  clock = new FakeClock()
  queue = new RunQueue({ dir, clock })
})
afterEach(() => cleanup())

describe('deliverOrQueue', () => {
  it('delivers and queues nothing when the service answers', async () => {
    const client = new FakeClient(() => ok({ run_id: 'run-1' }, 2))
    const outcome = await deliverOrQueue(client, queue, startCall('a'))
    expect(outcome).toEqual({ delivered: true, response: { run_id: 'run-1' }, attempts: 2 })
    expect(await queue.list()).toEqual([])
  })

  it('passes deadline, state and signal to the client', async () => {
    const client = new FakeClient(() => ok({}))
    const signal = new AbortController().signal
    await deliverOrQueue(client, queue, notifyCall('n'), {
      deadline: T0 + 5000,
      state: { attempts: 1, notBefore: T0 + 1000 },
      signal
    })
    expect(client.calls[0].o).toEqual({
      deadline: T0 + 5000,
      state: { attempts: 1, notBefore: T0 + 1000 },
      signal
    })
  })

  it('queues a retryable failure with the retry state it reached', async () => {
    const error = new HttpStatusError('/monitoring', 503, '')
    const client = new FakeClient(() => fail(error, { attempts: 2, notBefore: T0 + 2000 }))
    const outcome = await deliverOrQueue(client, queue, startCall('a'), {
      runKey: 'K',
      state: { attempts: 1 }
    })
    expect(outcome.delivered).toBe(false)
    if (outcome.delivered) return
    expect(outcome.error).toBe(error)
    expect(outcome.queued).toMatchObject({
      call: startCall('a'),
      runKey: 'K',
      retry: { attempts: 2, notBefore: T0 + 2000 },
      totalAttempts: 2,
      firstFailureAt: T0,
      lastError: '/monitoring answered HTTP 503'
    })
    expect(await queue.list()).toEqual([outcome.queued])
  })

  it('does not queue what cannot succeed later (401, other 4xx) and returns the error', async () => {
    for (const error of [
      new AuthError('/monitoring'),
      new HttpStatusError('/monitoring', 422, '')
    ]) {
      const client = new FakeClient(() => fail(error, { attempts: 1 }))
      const outcome = await deliverOrQueue(client, queue, startCall('a'))
      expect(outcome).toEqual({ delivered: false, error })
    }
    expect(await queue.list()).toEqual([])
  })

  it('never queues a heartbeat', async () => {
    const error = new TimeoutError('/heartbeat', 30_000)
    const client = new FakeClient(() => fail(error, { attempts: 3 }))
    const outcome = await deliverOrQueue(client, queue, heartbeatCall('a', T0))
    expect(outcome).toEqual({ delivered: false, error })
    expect(await queue.list()).toEqual([])
  })

  it('remembers the run id of a start delivered with a run key, and fills it into the end', async () => {
    const client = new FakeClient(call =>
      ok(call.kind === 'start' ? { run_id: 'run-9' } : { update_status: 'success' })
    )
    await deliverOrQueue(client, queue, startCall('a'), { runKey: 'K' })
    expect(await queue.runIdFor('K')).toBe('run-9')
    const outcome = await deliverOrQueue(client, queue, endCall('a'), { runKey: 'K' })
    expect(outcome.delivered).toBe(true)
    const end = client.calls[1].call
    expect(end.kind === 'end' && end.body.run_id).toBe('run-9')
    expect(await queue.runIdFor('K')).toBeUndefined()
  })

  it('queues an end whose start is queued without sending it; replay sends both in order', async () => {
    const down = new FakeClient(() =>
      fail(new HttpStatusError('/monitoring', 500, ''), { attempts: 3 })
    )
    const start = await deliverOrQueue(down, queue, startCall('a'), { runKey: 'K' })
    expect(start.delivered === false && start.queued).toBeTruthy()
    clock.advance(1000)
    const end = await deliverOrQueue(down, queue, endCall('a'), { runKey: 'K' })
    expect(down.calls).toHaveLength(1) // the end was not sent
    expect(end.delivered).toBe(false)
    if (end.delivered) return
    expect(end.error.retryable).toBe(true)
    expect(end.queued).toMatchObject({ runKey: 'K', call: endCall('a') })

    const up = new FakeClient(call =>
      ok(call.kind === 'start' ? { run_id: 'run-3' } : { update_status: 'success' })
    )
    const summary = await queue.replay(up)
    expect(up.kinds()).toEqual(['start', 'end'])
    const sentEnd = up.calls[1].call
    expect(sentEnd.kind === 'end' && sentEnd.body.run_id).toBe('run-3')
    expect(summary).toMatchObject({ sent: 2, remaining: 0, runIds: { K: 'run-3' } })
  })

  it('keeps one retry sequence across carriers: handed over, queued, then replayed', async () => {
    const seen: Array<number | undefined> = []
    let attempts = 0
    const client = new FakeClient((_call, o) => {
      seen.push(o.state?.attempts)
      attempts = (o.state?.attempts ?? 0) + 1
      return attempts < 3
        ? fail(new HttpStatusError('/monitoring', 500, ''), {
            attempts,
            notBefore: clock.now() + 2 ** attempts * 1000
          })
        : ok({ run_id: 'r' })
    })
    // The main step made one attempt and handed the start over with its state.
    await deliverOrQueue(client, queue, startCall('a'), {
      state: { attempts: 1, notBefore: T0 + 1000 }
    })
    const [record] = await queue.list()
    expect(record.retry).toEqual({ attempts: 2, notBefore: T0 + 4000 })
    await queue.replay(client)
    expect(seen).toEqual([1, 2])
    expect(await queue.list()).toEqual([])
  })

  it('never throws when the queue cannot be written: the error says so', async () => {
    await mkdir(dirname(dir), { recursive: true })
    await writeFile(dir, 'a file where the directory should be')
    const client = new FakeClient(() =>
      fail(new HttpStatusError('/monitoring', 500, ''), { attempts: 3 })
    )
    const outcome = await deliverOrQueue(client, queue, startCall('a'))
    expect(outcome.delivered).toBe(false)
    if (outcome.delivered) return
    expect(outcome.queued).toBeUndefined()
    expect(outcome.error.message).toMatch(/HTTP 500; it could not be queued either/)
    expect(outcome.error.retryable).toBe(true)
  })
})
