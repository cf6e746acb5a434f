import { describe, expect, it } from '@jest/globals'
import type { ServiceCall } from '../../src/client/call.js'
import type { Deliverer } from '../../src/client/client-shape.js'
import type { Delivery, DeliverOptions } from '../../src/client/client.js'
import { AuthError, HttpStatusError } from '../../src/client/errors.js'
import { nextBeatDelay, runHeartbeats } from '../../src/client/heartbeats.js'
import { isoUtc } from '../../src/client/wire.js'
import { FakeClock } from './fake-clock.js'

type Answer = Delivery<'heartbeat'>
const ok = (nextExpected = ''): Answer => ({
  delivered: true,
  attempts: 1,
  response: { success: true, message: 'ok', next_expected: nextExpected }
})
const failed = (error: InstanceType<typeof HttpStatusError> | AuthError): Answer => ({
  delivered: false,
  error,
  state: { attempts: 3 }
})

/** A client that answers from a script and stops the loop after the last answer. */
function scripted(
  clock: FakeClock,
  answers: Array<(now: number) => Answer>,
  stop: AbortController
) {
  const calls: Array<{ at: number; call: ServiceCall; o?: DeliverOptions }> = []
  const client: Pick<Deliverer, 'deliver' | 'maxAttempts'> = {
    maxAttempts: 3,
    deliver: (async (call: ServiceCall, o?: DeliverOptions) => {
      calls.push({ at: clock.now(), call, o })
      const answer = answers[calls.length - 1]
      if (calls.length >= answers.length) stop.abort()
      return answer(clock.now())
    }) as Deliverer['deliver']
  }
  return { client, calls }
}

describe('runHeartbeats', () => {
  it('beats every interval, first one interval after start, with a fresh body each time', async () => {
    const clock = new FakeClock()
    const t0 = clock.t
    const stop = new AbortController()
    let progress = 0
    const { client, calls } = scripted(clock, [() => ok(), () => ok(), () => ok()], stop)
    const stats = await runHeartbeats(client, {
      jobName: 'nightly',
      intervalMs: 300_000,
      signal: stop.signal,
      clock,
      metadata: () => ({ progress: ++progress })
    })
    expect(calls.map(c => c.at - t0)).toEqual([300_000, 600_000, 900_000])
    expect(calls[1].call).toEqual({
      kind: 'heartbeat',
      body: { job_name: 'nightly', current_time: isoUtc(t0 + 600_000), metadata: { progress: 2 } }
    })
    // Each beat's retries end before the next beat is due.
    expect(calls[0].o?.deadline).toBe(t0 + 600_000)
    expect(stats).toEqual({ sent: 3, failed: 0, stoppedBy: 'signal' })
  })

  it.each([undefined, 1])(
    'keeps the default 300 s interval for a single job (jobTotal %s) over hours',
    async jobTotal => {
      const clock = new FakeClock()
      const t0 = clock.t
      const stop = new AbortController()
      const { client, calls } = scripted(
        clock,
        Array(36).fill(() => ok()),
        stop
      )
      const stats = await runHeartbeats(client, {
        jobName: 'nightly',
        intervalMs: 300_000,
        jobTotal,
        signal: stop.signal,
        clock
      })
      expect(calls.map(c => c.at - t0)).toEqual(calls.map((_, i) => (i + 1) * 300_000))
      expect(stats.sent).toBe(36)
    }
  )

  it('spaces the beats of a job that shares the key with a matrix: 4 an hour for 10 jobs', async () => {
    const clock = new FakeClock()
    const stop = new AbortController()
    const { client, calls } = scripted(
      clock,
      Array(12).fill(() => ok()),
      stop
    )
    await runHeartbeats(client, {
      jobName: 'CI / test (3)',
      intervalMs: 300_000,
      jobTotal: 10,
      signal: stop.signal,
      clock
    })
    const at = calls.map(c => c.at)
    // Never more than 4 in any hour: 15 minutes apart.
    for (const t of at)
      expect(at.filter(u => u > t - 3_600_000 && u <= t).length).toBeLessThanOrEqual(4)
    expect(at.slice(1).map((t, i) => t - at[i])).toEqual(Array(11).fill(900_000))
  })

  it('beats sooner when next_expected comes before the interval', async () => {
    const clock = new FakeClock()
    const t0 = clock.t
    const stop = new AbortController()
    const { client, calls } = scripted(clock, [now => ok(isoUtc(now + 60_000)), () => ok()], stop)
    await runHeartbeats(client, { jobName: 'j', intervalMs: 300_000, signal: stop.signal, clock })
    // 60 s expected, minus a second of lead for the request itself.
    expect(calls.map(c => c.at - t0)).toEqual([300_000, 359_000])
  })

  it('ignores a next_expected in the past or unreadable', () => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    expect(nextBeatDelay(5000, now, '2026-11-22T09:00:00Z')).toBe(5000)
    expect(nextBeatDelay(5000, now, 'soon')).toBe(5000)
    expect(nextBeatDelay(60_000, now, '2026-11-22T10:00:30Z')).toBe(29_000)
    // A next_expected only a moment away is not met with back-to-back beats.
    expect(nextBeatDelay(60_000, now, '2026-11-22T10:00:00.500Z')).toBe(5000)
    expect(nextBeatDelay(60_000, now, '2026-11-22T10:00:06Z')).toBe(5400)
    // The floor never stretches a shorter interval the user chose.
    expect(nextBeatDelay(2000, now, '2026-11-22T10:00:00.500Z')).toBe(2000)
  })

  it('backs off after 429s, at least as long as Retry-After, and recovers', async () => {
    const clock = new FakeClock()
    const t0 = clock.t
    const stop = new AbortController()
    const busy = (retryAfterMs?: number) => () =>
      failed(new HttpStatusError('/heartbeat', 429, '', retryAfterMs))
    const { client, calls } = scripted(clock, [busy(), busy(600_000), () => ok(), () => ok()], stop)
    const stats = await runHeartbeats(client, {
      jobName: 'j',
      intervalMs: 60_000,
      signal: stop.signal,
      clock
    })
    const gaps = calls.map((c, i) => c.at - (i ? calls[i - 1].at : t0))
    expect(gaps).toEqual([60_000, 120_000, 600_000, 60_000])
    expect(stats.sent).toBe(2)
    expect(stats.failed).toBe(2)
  })

  it('stops on a rejected key', async () => {
    const clock = new FakeClock()
    const stop = new AbortController()
    const { client, calls } = scripted(
      clock,
      [() => failed(new AuthError('/heartbeat')), () => ok()],
      stop
    )
    const stats = await runHeartbeats(client, {
      jobName: 'j',
      intervalMs: 1000,
      signal: stop.signal,
      clock
    })
    expect(calls).toHaveLength(1)
    expect(stats.stoppedBy).toBe('auth')
    expect(stats.lastError).toMatch(/API Keys/)
  })

  it('ends by itself after its maximum lifetime', async () => {
    const clock = new FakeClock()
    const t0 = clock.t
    const stop = new AbortController()
    const { client, calls } = scripted(
      clock,
      Array(10).fill(() => ok()),
      stop
    )
    const stats = await runHeartbeats(client, {
      jobName: 'j',
      intervalMs: 1000,
      signal: stop.signal,
      clock,
      maxLifetimeMs: 3500
    })
    expect(calls).toHaveLength(3)
    expect(stats.stoppedBy).toBe('lifetime')
    expect(clock.t - t0).toBe(3500)
  })

  it('sends nothing once aborted', async () => {
    const clock = new FakeClock()
    const stop = new AbortController()
    stop.abort()
    const { client, calls } = scripted(clock, [() => ok()], new AbortController())
    const stats = await runHeartbeats(client, {
      jobName: 'j',
      intervalMs: 1000,
      signal: stop.signal,
      clock
    })
    expect(calls).toHaveLength(0)
    expect(stats.stoppedBy).toBe('signal')
  })
})
