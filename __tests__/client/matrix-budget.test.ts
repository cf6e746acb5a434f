/**
 * A matrix on one key, in simulated time: every leg sends its start report, runs the real
 * heartbeat loop and then its end report through the real client and its retry rule, against
 * a service that allows 100 requests per hour (API text, 8) and answers 429 beyond (7).
 */
import { describe, expect, it } from '@jest/globals'
import {
  DEFAULT_HEARTBEAT_SECONDS,
  MAIN_DELIVERY_BUDGET_MS,
  POST_END_BUDGET_MS
} from '../../src/action/constants.js'
import { HELPER_MAX_LIFETIME_MS } from '../../src/helper/constants.js'
import { MonitorClient } from '../../src/client/client.js'
import { type HeartbeatLoopOptions, runHeartbeats } from '../../src/client/heartbeats.js'
import { endReport, startReport } from '../../src/client/reports.js'
import type { Transport } from '../../src/client/transport.js'
import { isoUtc } from '../../src/client/wire.js'
import { SimClock } from './sim-clock.js'

const HOUR = 3_600_000
const LIMIT = 100
const BASE = 'https://monitor.example.test'
const DEPLOYMENT = 'https://deploy.example.test'
const LATENCY_MS = 150
/** Runners pick the legs up a few seconds apart. */
const PICKUP_MS = 7_000

type WindowKind =
  | 'rolling hour, counting what it lets through'
  | 'rolling hour, counting every request'
  | 'clock hour'
const KINDS: WindowKind[] = [
  'rolling hour, counting what it lets through',
  'rolling hour, counting every request',
  'clock hour'
]

/**
 * The hourly limit, with a 429 that says in Retry-After when the window frees a place (as the
 * emulator does). The API text says neither whether the window is fixed or sliding nor whether
 * a refused request counts, so each way is played.
 */
class HourlyLimit {
  private seen: number[] = []
  rejected = 0
  constructor(private readonly kind: WindowKind) {}

  /** undefined when the request is let through, else the Retry-After in seconds. */
  take(now: number): number | undefined {
    this.seen.push(now)
    let inWindow: number[]
    let frees: number
    if (this.kind === 'clock hour') {
      const hourStart = now - (now % HOUR)
      inWindow = this.seen.filter(t => t >= hourStart)
      frees = hourStart + HOUR
    } else {
      inWindow = this.seen.filter(t => t > now - HOUR)
      frees = inWindow[inWindow.length - LIMIT] + HOUR
    }
    if (inWindow.length <= LIMIT) return undefined
    if (this.kind === 'rolling hour, counting what it lets through') this.seen.pop()
    this.rejected++
    return Math.max(1, Math.ceil((frees - now) / 1000))
  }
}

/** The service's answers, double-encoded as the API text says, behind the limit. */
function limitedService(clock: SimClock, limit: HourlyLimit): Transport {
  let runs = 0
  const answer = (o: unknown) => ({
    status: 200,
    headers: {},
    body: JSON.stringify(JSON.stringify(o))
  })
  return async req => {
    // A request takes a little time on the way, as it does on a network.
    await clock.sleep(LATENCY_MS)
    const retryAfter = limit.take(clock.now())
    if (retryAfter !== undefined) {
      return {
        status: 429,
        headers: { 'retry-after': String(retryAfter) },
        body: '{"error":"Rate limit exceeded: 100 requests per hour"}'
      }
    }
    const path = new URL(req.url).pathname
    if (path.startsWith('/api/pipelines/')) return answer({ status: 'ok' })
    if (path === '/heartbeat') {
      return answer({
        success: true,
        message: 'Heartbeat received',
        next_expected: new Date(clock.now() + DEFAULT_HEARTBEAT_SECONDS * 1000).toISOString()
      })
    }
    const body = JSON.parse(req.body ?? '{}') as { status?: string }
    return answer(
      body.status === 'running' ? { run_id: `run-${++runs}` } : { update_status: 'success' }
    )
  }
}

interface LegOutcome {
  endDelivered: boolean
  beatsSent: number
}

/** One leg as the action runs it: start report, heartbeats while the steps run, end report. */
async function leg(
  clock: SimClock,
  transport: Transport,
  name: string,
  durationMs: number,
  budget: Partial<HeartbeatLoopOptions>,
  notify: boolean
): Promise<LegOutcome> {
  const client = new MonitorClient({
    baseUrl: BASE,
    deploymentUrl: DEPLOYMENT,
    apiKey: 'k',
    clock,
    transport
  })
  const notifyPipeline = (status: 'running' | 'success') =>
    notify
      ? client.deliver(
          { kind: 'pipeline-notification', pipelineId: 'release', body: { status } },
          { deadline: clock.now() + MAIN_DELIVERY_BUDGET_MS }
        )
      : undefined
  const startTime = isoUtc(clock.now())
  const start = await client.deliver(
    { kind: 'start', body: startReport({ jobName: name, startTime }) },
    { deadline: clock.now() + MAIN_DELIVERY_BUDGET_MS }
  )
  await notifyPipeline('running')
  const stop = new AbortController()
  const beats = runHeartbeats(client, {
    jobName: name,
    intervalMs: DEFAULT_HEARTBEAT_SECONDS * 1000,
    signal: stop.signal,
    clock,
    maxLifetimeMs: HELPER_MAX_LIFETIME_MS,
    ...budget
  })
  await clock.sleep(durationMs)
  stop.abort()
  const stats = await beats
  const end = await client.deliver(
    {
      kind: 'end',
      body: endReport({
        jobName: name,
        startTime,
        runId: start.delivered ? start.response.run_id : '',
        status: 'success',
        endTime: isoUtc(clock.now())
      })
    },
    { deadline: clock.now() + POST_END_BUDGET_MS }
  )
  await notifyPipeline('success')
  return { endDelivered: end.delivered, beatsSent: stats.sent }
}

/**
 * `legs` legs start together on one key; leg i runs durations(i). With `notify`, each leg
 * also notifies a pipeline at its start and its end.
 */
async function matrix(
  kind: WindowKind,
  legs: number,
  durations: (i: number, legs: number) => number,
  budget: (legs: number) => Partial<HeartbeatLoopOptions>,
  notify = true
): Promise<{ delivered: number; beats: number[]; rejected: number }> {
  // The 6-hour mark falls late in a clock hour, when a fixed window is fullest.
  const clock = new SimClock(Date.parse('2026-11-22T10:52:17Z'))
  const limit = new HourlyLimit(kind)
  const transport = limitedService(clock, limit)
  const outcomes = await clock.run(
    Array.from({ length: legs }, async (_, i) => {
      await clock.sleep(i * PICKUP_MS)
      return leg(clock, transport, `CI / test (${i + 1})`, durations(i, legs), budget(legs), notify)
    })
  )
  return {
    delivered: outcomes.filter(o => o.endDelivered).length,
    beats: outcomes.map(o => o.beatsSent),
    rejected: limit.rejected
  }
}

/** What the action knows of its matrix: strategy.job-total. */
const shared = (legs: number): Partial<HeartbeatLoopOptions> => ({ jobTotal: legs })
const sixHours = (): number => 6 * HOUR
/** Legs ending one after the other over the last hour and a half. */
const staggered = (i: number, legs: number): number => 6 * HOUR - (i * 90 * 60_000) / legs

describe.each<WindowKind>(KINDS)('a matrix on one key, 100 requests per %s', kind => {
  it('10 legs of 6 hours at the default interval: 10 of 10 end reports delivered, no 429', async () => {
    const r = await matrix(kind, 10, sixHours, shared)
    expect(r.delivered).toBe(10)
    expect(r.rejected).toBe(0)
    // The heartbeats gave way, but did not stop: each leg still beat all along.
    for (const beats of r.beats) expect(beats).toBeGreaterThanOrEqual(20)
  })

  it('10 legs ending at staggered times: 10 of 10 end reports delivered, no 429', async () => {
    const r = await matrix(kind, 10, staggered, shared)
    expect(r.delivered).toBe(10)
    expect(r.rejected).toBe(0)
  })

  it('50 legs, too many for the reserve: beats grow rarer, 50 of 50 end reports delivered', async () => {
    for (const durations of [sixHours, staggered]) {
      // Their start and end reports alone take the key's hour: no pipeline notifications.
      const r = await matrix(kind, 50, durations, shared, false)
      expect(r.delivered).toBe(50)
      expect(r.rejected).toBe(0)
      // One beat per leg every 5 hours (docs/action.md, the request budget).
      for (const beats of r.beats) expect(beats).toBeLessThanOrEqual(2)
    }
  })
})
