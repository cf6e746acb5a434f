/**
 * A run reported through an outage, with the real client, the real queue and the clock
 * injected: the retry rule (API text, section 7: at most 3 attempts) holds for the run as a
 * whole, not for each carrier of its start report, and the key's hourly requests are not spent
 * twice on the same report.
 */
import { describe, expect, it } from '@jest/globals'
import { MonitorClient } from '../../src/client/client.js'
import { createClient } from '../../src/client/factory.js'
import { startEmulator } from '../../src/emulator/index.js'
import type { TransportRequest } from '../../src/client/transport.js'
import { RunQueue } from '../../src/queue/index.js'
import { beginRun, endRun } from '../../src/run/protocol.js'
import { tempDir } from '../cli/run-cli.js'
import { FakeClock } from '../client/fake-clock.js'
import { readProxyFacts } from '../../src/environment/proxy.js'

/** A service that answers 503 until `up`, then as the API text says. */
function service(clock: FakeClock) {
  const sent: string[] = []
  const state = { up: false }
  const client = new MonitorClient({
    baseUrl: 'https://monitoring.example.com',
    apiKey: 'jm_outage_key',
    clock,
    transport: async (req: TransportRequest) => {
      const body = JSON.parse(req.body ?? '{}') as { status?: string; run_id?: string }
      sent.push(body.status === 'running' ? 'start' : `end ${body.run_id ?? ''}`)
      if (!state.up) return { status: 503, headers: {}, body: 'down for maintenance' }
      return body.status === 'running'
        ? { status: 200, headers: {}, body: '{"run_id":"run_7"}' }
        : { status: 200, headers: {}, body: '{"update_status":"success"}' }
    }
  })
  return { client, sent, state, queue: new RunQueue({ dir: tempDir(), clock }) }
}

const ending = { status: 'success' as const, logs: 'ok' }

describe('a run through an outage', () => {
  it("sends a 0-second job's start report 3 times, not 3 more at its end", async () => {
    const clock = new FakeClock()
    const { client, sent, queue } = service(clock)
    const begun = await beginRun({ client, queue, clock }, { jobName: 'zero' })
    expect(begun.start.delivered).toBe(false)
    // exec's end window: 15 s from the command's end, which came at once.
    const ended = await endRun({ client, queue, clock }, begun.run, ending, {
      deadline: clock.t + 15_000
    })
    expect(sent).toEqual(['start', 'start', 'start'])
    expect(ended.end?.delivered).toBe(false)
    expect((await queue.list()).map(r => r.call.kind)).toEqual(['start', 'end'])
  })

  it("still delivers a long job's start and end once the service is back", async () => {
    const clock = new FakeClock()
    const { client, sent, state, queue } = service(clock)
    const begun = await beginRun({ client, queue, clock }, { jobName: 'long' })
    clock.t += 10 * 60_000
    state.up = true
    const ended = await endRun({ client, queue, clock }, begun.run, ending, {
      deadline: clock.t + 15_000
    })
    expect(sent).toEqual(['start', 'start', 'start', 'start', 'end run_7'])
    expect(ended).toMatchObject({ runId: 'run_7', end: { delivered: true } })
    expect(await queue.list()).toEqual([])
  })

  it('says each retry once, with no queue id, through the whole run', async () => {
    const emu = await startEmulator({ apiKey: 'jm_outage_key', hourlyLimit: 1000 })
    try {
      emu.inject({ path: '*', status: 503, count: 1000 })
      const clock = new FakeClock()
      const lines: string[] = []
      const log = (m: string): void => void lines.push(m)
      const client = createClient(
        { baseUrl: emu.url, userAgent: 'job-monitor-test' },
        'jm_outage_key',
        { proxy: readProxyFacts({}), log, clock }
      )
      const queue = new RunQueue({ dir: tempDir(), clock, log })
      const begun = await beginRun({ client, queue, clock }, { jobName: 'zero' })
      await endRun({ client, queue, clock }, begun.run, ending, { deadline: clock.t + 15_000 })
      expect(lines).toEqual([
        'start report: 503 Service Unavailable; attempt 2 of 3 in 1 s',
        'start report: 503 Service Unavailable; attempt 3 of 3 in 2 s'
      ])
      const ids = (await queue.list()).map(r => r.id)
      for (const id of ids) expect(lines.join('\n')).not.toContain(id)
    } finally {
      await emu.close()
    }
  })
})
