import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { readdir } from 'node:fs/promises'
import type { ServiceCall } from '../../src/client/call.js'
import {
  AuthError,
  ConnectionError,
  HttpStatusError,
  ResponseShapeError,
  UpdateFailedError
} from '../../src/client/errors.js'
import { RunQueue } from '../../src/queue/index.js'
import { localDisk } from '../../src/util/disk.js'
import {
  FakeClient,
  FakeClock,
  T0,
  endCall,
  fail,
  heartbeatCall,
  label,
  notifyCall,
  ok,
  startCall,
  tempDir
} from './helpers.js'

let dir: string
let cleanup: () => Promise<void>
let clock: FakeClock
let logs: string[]
let queue: RunQueue

beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
  clock = new FakeClock()
  logs = []
  queue = new RunQueue({ dir, clock, log: m => logs.push(m) })
})
afterEach(() => cleanup())

/** Enqueues calls one millisecond apart, so their order is the queue order. */
async function enqueueAll(items: Array<[ServiceCall, string?]>): Promise<void> {
  for (const [call, runKey] of items) {
    clock.advance(1)
    await queue.enqueue(call, runKey === undefined ? {} : { runKey })
  }
}

const serverError = (): HttpStatusError => new HttpStatusError('/monitoring', 500, '')

describe('waits said', () => {
  it("says a record's wait of seconds before its next try, and not a backoff of a second", async () => {
    await queue.enqueue(endCall('b', 'run-b'), { retry: { attempts: 3, notBefore: T0 + 8000 } })
    await queue.enqueue(endCall('c', 'run-c'), { retry: { attempts: 1, notBefore: T0 + 1000 } })
    await queue.replay(new FakeClient(() => ok({ update_status: 'success' })))
    const said = logs.filter(l => l.includes('next try in'))
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/^queued end report of "b" .*: next try in 8 s$/)
  })
})

describe('replay order and deletion', () => {
  it('sends records in queue order and deletes each after delivery', async () => {
    await enqueueAll([
      [notifyCall('1')],
      [startCall('a')],
      [notifyCall('2')],
      [endCall('b', 'run-b')]
    ])
    const client = new FakeClient(call =>
      ok(
        call.kind === 'start'
          ? { run_id: 'r' }
          : call.kind === 'end'
            ? { update_status: 'success' }
            : {}
      )
    )
    const summary = await queue.replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual([
      'notify:1',
      'start:a',
      'notify:2',
      'end:b'
    ])
    expect(summary).toEqual({
      sent: 4,
      failed: 0,
      held: 0,
      notDue: 0,
      awaitingStart: 0,
      dropped: 0,
      remaining: 0,
      unaddressed: 0,
      runIds: {},
      errors: [],
      keyRejected: false,
      keyRejectedFor: [],
      foreign: 0,
      counted: true
    })
    expect(await queue.list()).toEqual([])
    expect((await readdir(dir)).filter(n => n !== 'runs')).toEqual([])
  })
})

describe('start and end linked by the run key', () => {
  it('sends the start, keeps its run id, then sends the end with that run id', async () => {
    await enqueueAll([
      [startCall('nightly'), 'K'],
      [endCall('nightly'), 'K']
    ])
    const client = new FakeClient(call =>
      ok(call.kind === 'start' ? { run_id: 'run-77' } : { update_status: 'success' })
    )
    const summary = await queue.replay(client)
    expect(client.kinds()).toEqual(['start', 'end'])
    const end = client.calls[1].call
    expect(end.kind === 'end' && end.body.run_id).toBe('run-77')
    expect(summary).toMatchObject({ sent: 2, remaining: 0, runIds: { K: 'run-77' } })
    // The link is dropped once the end is delivered.
    expect(await queue.runIdFor('K')).toBeUndefined()
  })

  it('keeps the end queued (unsent) while its start fails again', async () => {
    await enqueueAll([
      [startCall('nightly'), 'K'],
      [endCall('nightly'), 'K'],
      [notifyCall('other')]
    ])
    const client = new FakeClient(call =>
      call.kind === 'start' ? fail(new UpdateFailedError('/monitoring'), { attempts: 3 }) : ok({})
    )
    const summary = await queue.replay(client)
    // The failing start concerns only its run: the notification behind it still goes.
    expect(client.calls.map(c => label(c.call))).toEqual(['start:nightly', 'notify:other'])
    expect(summary).toMatchObject({ sent: 1, failed: 1, remaining: 2 })
    expect((await queue.list()).map(r => label(r.call))).toEqual(['start:nightly', 'end:nightly'])
    expect(await queue.runIdFor('K')).toBeUndefined()
  })

  it('sends the end in a later replay once an earlier one delivered the start', async () => {
    await enqueueAll([[endCall('nightly'), 'K']])
    await queue.rememberRunId('K', 'run-5')
    const client = new FakeClient(() => ok({ update_status: 'success' }))
    await queue.replay(client)
    const end = client.calls[0].call
    expect(end.kind === 'end' && end.body.run_id).toBe('run-5')
  })

  it('does not send a start again whose run id is already known (crash after delivery)', async () => {
    await enqueueAll([[startCall('nightly'), 'K']])
    await queue.rememberRunId('K', 'run-5')
    const client = new FakeClient(() => ok({ run_id: 'run-6' }))
    const summary = await queue.replay(client)
    expect(client.calls).toEqual([])
    expect(summary).toMatchObject({ sent: 0, dropped: 1, remaining: 0, runIds: { K: 'run-5' } })
  })

  it('limits a replay to one run with runKey, and reports its run id', async () => {
    await enqueueAll([[startCall('other'), 'O'], [notifyCall('n')], [startCall('mine'), 'M']])
    const client = new FakeClient(() => ok({ run_id: 'run-m' }))
    const summary = await queue.replay(client, { runKey: 'M' })
    expect(client.calls.map(c => label(c.call))).toEqual(['start:mine'])
    expect(summary).toMatchObject({ sent: 1, remaining: 0, runIds: { M: 'run-m' } })
    expect(await queue.list()).toHaveLength(2)
  })

  it('counts nothing of a run whose records could not be read', async () => {
    await enqueueAll([[startCall('mine'), 'M']])
    const refused = Object.assign(new Error('EIO: i/o error, scandir'), { code: 'EIO' })
    const unreadable = new RunQueue({
      dir,
      clock,
      log: m => logs.push(m),
      disk: {
        ...localDisk,
        fs: { ...localDisk.fs, readdir: (() => Promise.reject(refused)) as never }
      }
    })
    const client = new FakeClient(() => ok({ run_id: 'run-m' }))
    for (const pass of [
      await unreadable.replay(client, { runKey: 'M' }),
      (await unreadable.replayRun(client, 'M')).summary
    ])
      expect(pass).toMatchObject({ sent: 0, counted: false })
    expect(client.calls).toEqual([])
    expect(logs.filter(l => /could not be read: EIO/.test(l)).length).toBeGreaterThan(0)
  })

  it('drops the end of a run whose start the service rejected', async () => {
    await enqueueAll([
      [startCall('nightly'), 'K'],
      [endCall('nightly'), 'K']
    ])
    const client = new FakeClient(() =>
      fail(new HttpStatusError('/monitoring', 422, 'bad start_time'), { attempts: 1 })
    )
    const summary = await queue.replay(client)
    expect(client.kinds()).toEqual(['start'])
    expect(summary).toMatchObject({ sent: 0, dropped: 2, remaining: 0 })
  })

  it('keeps an end whose start is neither queued nor known for a while, then drops it', async () => {
    await enqueueAll([[endCall('nightly'), 'K']])
    const client = new FakeClient(() => ok({ update_status: 'success' }))
    expect(await queue.replay(client)).toMatchObject({ sent: 0, dropped: 0, remaining: 1 })
    clock.advance(7 * 3600_000)
    expect(await queue.replay(client)).toMatchObject({ sent: 0, dropped: 1, remaining: 0 })
    expect(client.calls).toEqual([])
    expect(logs.some(l => /start report was never delivered/.test(l))).toBe(true)
  })
})

describe('failures during replay', () => {
  it('stops altogether on 401 and keeps every record', async () => {
    await enqueueAll([[notifyCall('1')], [notifyCall('2')], [notifyCall('3')]])
    const client = new FakeClient(() => fail(new AuthError('/monitoring'), { attempts: 1 }))
    const summary = await queue.replay(client)
    expect(client.calls).toHaveLength(1)
    expect(summary.remaining).toBe(3)
    expect(summary.sent).toBe(0)
    expect(summary.errors.join()).toMatch(/rejected the API key/)
    expect(logs.join()).toMatch(/replay stopped/)
  })

  it('keeps the records of a family whose address fails TLS, and stops sending to it', async () => {
    await enqueueAll([[startCall('a')], [startCall('b')], [notifyCall('1')]])
    const tls = Object.assign(new Error('wrong version number'), { code: 'EPROTO' })
    const client = new FakeClient(call =>
      call.kind === 'start'
        ? fail(new ConnectionError('/monitoring', tls), { attempts: 1 })
        : ok({})
    )
    const summary = await queue.replay(client)
    expect(client.kinds()).toEqual(['start', 'pipeline-notification'])
    expect(summary).toMatchObject({ sent: 1, failed: 1, dropped: 0, remaining: 2 })
    expect(logs).toEqual([
      expect.stringMatching(/^replay stopped for run reports and heartbeats: .*plain HTTP/)
    ])
  })

  it('names a record by what it is and when it was queued, never by its queue id', async () => {
    await enqueueAll([[startCall('a')], [notifyCall('1')]])
    const ids = (await queue.list()).map(r => r.id)
    const client = new FakeClient(call =>
      call.kind === 'start'
        ? fail(serverError(), { attempts: 3 })
        : fail(new HttpStatusError('/api/pipelines/p-1/notify', 400, ''), { attempts: 1 })
    )
    await queue.replay(client)
    expect(logs).toEqual([
      `queued start report of "a" (queued ${new Date(T0 + 1).toISOString()}): /monitoring answered HTTP 500`,
      `dropped queued pipeline notification (p-1) (queued ${new Date(T0 + 2).toISOString()}): /api/pipelines/p-1/notify answered HTTP 400`
    ])
    for (const id of ids) expect(logs.join('\n')).not.toContain(id)
  })

  it('stops only the endpoint family whose key is refused (401), the other goes on', async () => {
    await enqueueAll([[notifyCall('1')], [startCall('a')], [notifyCall('2')], [startCall('b')]])
    const pipelinesRefuse = new FakeClient(call =>
      call.kind === 'pipeline-notification'
        ? fail(new AuthError('/api/pipelines/p-1/notify'), { attempts: 1 })
        : ok({ run_id: `r-${call.body.job_name}` })
    )
    const first = await queue.replay(pipelinesRefuse)
    expect(pipelinesRefuse.calls.map(c => label(c.call))).toEqual([
      'notify:1',
      'start:a',
      'start:b'
    ])
    expect(first).toMatchObject({ sent: 2, failed: 1, remaining: 2, keyRejected: true })
    expect(first.keyRejectedFor).toEqual(['pipelines'])
    expect(logs.join()).toMatch(/replay stopped for pipeline notifications/)

    await enqueueAll([[startCall('c')], [startCall('d')]])
    const runsRefuse = new FakeClient(call =>
      call.kind === 'pipeline-notification'
        ? ok({})
        : fail(new AuthError('/monitoring'), { attempts: 1 })
    )
    const second = await queue.replay(runsRefuse)
    expect(runsRefuse.calls.map(c => label(c.call))).toEqual(['notify:1', 'notify:2', 'start:c'])
    expect(second).toMatchObject({ sent: 2, failed: 1, remaining: 2, keyRejected: true })
    expect(second.keyRejectedFor).toEqual(['runs'])
  })

  it('keeps the rest of an unavailable endpoint family queued, and goes on with the other', async () => {
    await enqueueAll([[notifyCall('1')], [startCall('a')], [notifyCall('2')], [startCall('b')]])
    const client = new FakeClient(call =>
      call.kind === 'pipeline-notification'
        ? fail(new HttpStatusError('/api/pipelines/p-1/notify', 503, ''), { attempts: 3 })
        : ok({ run_id: `r-${call.body.job_name}` })
    )
    const summary = await queue.replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual(['notify:1', 'start:a', 'start:b'])
    expect(summary).toMatchObject({ sent: 2, failed: 1, remaining: 2, keyRejected: false })
  })

  it('drops a record the service refuses (other 4xx) with a logged reason, and keeps one answered with a bad 200 body', async () => {
    await enqueueAll([[notifyCall('refused')], [notifyCall('odd')], [notifyCall('fine')]])
    const client = new FakeClient(call => {
      const m = call.kind === 'pipeline-notification' ? call.body.message : ''
      if (m === 'refused') return fail(new HttpStatusError('/x', 400, 'bad body'), { attempts: 1 })
      if (m === 'odd') return fail(new ResponseShapeError('/x', 'HTML'), { attempts: 3 })
      return ok({})
    })
    const summary = await queue.replay(client)
    expect(summary).toMatchObject({ sent: 1, dropped: 1, failed: 1, remaining: 1 })
    expect(logs[0]).toMatch(/dropped queued pipeline notification .*HTTP 400/)
    const [kept] = await queue.list()
    expect(kept.lastError).toMatch(/unexpected body/)
  })

  it('ends the pass when the service is unavailable, leaving the rest for later', async () => {
    await enqueueAll([[notifyCall('1')], [notifyCall('2')]])
    const client = new FakeClient(() =>
      fail(new ConnectionError('/x', { code: 'ECONNREFUSED' }), { attempts: 3 })
    )
    const summary = await queue.replay(client)
    expect(client.calls).toHaveLength(1)
    expect(summary).toMatchObject({ sent: 0, failed: 1, remaining: 2 })
    const [first] = await queue.list()
    expect(first.lastError).toMatch(/ECONNREFUSED/)
    expect(first.totalAttempts).toBe(3)
  })

  it('drops stale heartbeats and sends fresh ones', async () => {
    await queue.enqueue(heartbeatCall('old', T0 - 3600_000))
    clock.advance(1)
    await queue.enqueue(heartbeatCall('fresh', T0))
    const client = new FakeClient(() => ok({ success: true, message: 'ok', next_expected: '' }))
    const summary = await queue.replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual(['heartbeat:fresh'])
    expect(summary).toMatchObject({ sent: 1, dropped: 1, remaining: 0 })
    expect(logs.join()).toMatch(/stale heartbeat/)
  })
})

describe('retry state', () => {
  it('continues the record’s sequence: attempts made and notBefore', async () => {
    await queue.enqueue(startCall('a'), { retry: { attempts: 1, notBefore: T0 + 2000 } })
    const client = new FakeClient(() => ok({ run_id: 'r' }))
    await queue.replay(client)
    expect(client.calls[0].o.state).toEqual({ attempts: 1, notBefore: T0 + 2000 })
  })

  it('stores the state a failed replay reached, and begins a new sequence once it is exhausted', async () => {
    await queue.enqueue(notifyCall('n'), { retry: { attempts: 1 } })
    const client = new FakeClient((_c, o) =>
      fail(serverError(), { attempts: (o.state?.attempts ?? 0) + 2, notBefore: clock.now() + 4000 })
    )
    await queue.replay(client)
    let [record] = await queue.list()
    expect(record.retry).toEqual({ attempts: 3, notBefore: T0 + 4000 })
    expect(record.totalAttempts).toBe(3)

    clock.advance(60_000)
    await queue.replay(client)
    expect(client.calls[1].o.state).toEqual({ attempts: 0, notBefore: T0 + 4000 })
    ;[record] = await queue.list()
    expect(record.totalAttempts).toBe(5)
  })

  it('leaves a record whose next attempt is due after the deadline untouched', async () => {
    await queue.enqueue(notifyCall('n'), { retry: { attempts: 1, notBefore: T0 + 60_000 } })
    const client = new FakeClient()
    const summary = await queue.replay(client, { deadline: T0 + 10_000 })
    expect(client.calls).toEqual([])
    expect(summary).toMatchObject({ sent: 0, failed: 0, remaining: 1 })
  })
})

describe('deadline and signal', () => {
  it('stops at the deadline; records it did not reach stay queued', async () => {
    await enqueueAll([1, 2, 3, 4, 5].map(i => [notifyCall(String(i))]))
    const start = clock.now()
    const client = new FakeClient(async () => {
      await clock.sleep(1000)
      return ok({})
    })
    const summary = await queue.replay(client, { deadline: start + 2500 })
    expect(client.calls).toHaveLength(3)
    expect(client.calls.every(c => c.o.deadline === start + 2500)).toBe(true)
    expect(summary).toMatchObject({ sent: 3, remaining: 2 })
    expect((await queue.list()).map(r => label(r.call))).toEqual(['notify:4', 'notify:5'])
  })

  it('stops when the signal aborts', async () => {
    await enqueueAll([[notifyCall('1')], [notifyCall('2')]])
    const controller = new AbortController()
    const client = new FakeClient(() => {
      controller.abort()
      return ok({})
    })
    const summary = await queue.replay(client, { signal: controller.signal })
    expect(summary).toMatchObject({ sent: 1, remaining: 1 })
  })
})

describe('a report on its way when the replay is stopped', () => {
  it('is seen through, a start or an end: cut short, it may arrive, and another carrier would send it again', async () => {
    await enqueueAll([[startCall('a'), 'A'], [endCall('a'), 'A'], [notifyCall('n')]])
    const client = new FakeClient(call =>
      ok(
        call.kind === 'start'
          ? { run_id: 'r' }
          : call.kind === 'end'
            ? { update_status: 'success' }
            : {}
      )
    )
    await queue.replay(client)
    expect(client.calls.map(c => [label(c.call), c.o.seeAttemptThrough === true])).toEqual([
      ['start:a', true],
      ['end:a', true],
      // A second notification says again what the first said; it is cut when stopped.
      ['notify:n', false]
    ])
  })
})

describe('racing replayers', () => {
  it('never sends a record twice when two replays run at once (interleaved)', async () => {
    await enqueueAll(Array.from({ length: 40 }, (_, i) => [notifyCall(String(i))] as [ServiceCall]))
    const sent: string[] = []
    const client = new FakeClient(async call => {
      // Yield a few times so the two replays interleave at every step.
      for (let i = 0; i < 3; i++) await new Promise(r => setImmediate(r))
      sent.push(label(call))
      return ok({})
    })
    const other = new RunQueue({ dir, clock })
    const [a, b] = await Promise.all([queue.replay(client), other.replay(client)])
    expect(sent).toHaveLength(40)
    expect(new Set(sent).size).toBe(40)
    expect(a.sent + b.sent).toBe(40)
    expect(await queue.list()).toEqual([])
  })

  it('skips a record another live replayer holds, and keeps the start-end order across them', async () => {
    await enqueueAll([[startCall('a'), 'A'], [endCall('a'), 'A'], [notifyCall('n')]])
    let release!: () => void
    const gate = new Promise<void>(r => (release = r))
    const first = new FakeClient(async call => {
      if (call.kind === 'start') await gate
      return ok(call.kind === 'start' ? { run_id: 'run-a' } : { update_status: 'success' })
    })
    const second = new FakeClient(call =>
      ok(call.kind === 'start' ? { run_id: 'WRONG' } : { update_status: 'success' })
    )
    const running = queue.replay(first)
    while (first.calls.length === 0) await new Promise(r => setImmediate(r))
    // The start is claimed and in flight: the second replayer must neither send it nor its end.
    const summary = await new RunQueue({ dir, clock }).replay(second)
    expect(second.calls.map(c => label(c.call))).toEqual(['notify:n'])
    expect(summary).toMatchObject({ sent: 1, remaining: 2 })
    release()
    const done = await running
    expect(first.calls.map(c => label(c.call))).toEqual(['start:a', 'end:a'])
    const end = first.calls[1].call
    expect(end.kind === 'end' && end.body.run_id).toBe('run-a')
    expect(done).toMatchObject({ sent: 2, remaining: 0 })
  })
})
