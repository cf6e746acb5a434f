import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { MonitorClient, type AttemptEvent } from '../../src/client/client.js'
import { OversizedAnswerError } from '../../src/client/errors.js'
import { MAX_ANSWER_BYTES } from '../../src/client/limits.js'
import { startReport } from '../../src/client/reports.js'
import {
  type Transport,
  httpClientTransport,
  nodeHttpTransport
} from '../../src/client/transport.js'
import { ENDLESS_CAP_BYTES, endlessServer, type EndlessServer } from './answer-server.js'
import { FakeClock } from './fake-clock.js'

// Socket buffers on both sides of a loopback connection hold a few MiB beyond what was read.
const SOCKET_SLACK_BYTES = 16 * 1024 * 1024

let server: EndlessServer
beforeAll(async () => {
  server = await endlessServer()
})
afterAll(() => server.close())

describe.each([
  ['nodeHttpTransport', nodeHttpTransport],
  ['httpClientTransport', httpClientTransport]
] as Array<[string, Transport]>)('%s reads at most MAX_ANSWER_BYTES', (_name, transport) => {
  it('fails an endless answer as oversized and stops reading it', async () => {
    const before = server.written.length
    const attempt = transport({
      method: 'POST',
      url: `${server.url}/monitoring`,
      headers: {},
      body: '{}',
      timeoutMs: 60_000
    })
    await expect(attempt).rejects.toBeInstanceOf(OversizedAnswerError)
    await expect(attempt).rejects.toThrow(
      /\/monitoring answered HTTP 200 with a body over 1048576 bytes/
    )
    await server.ended(before + 1)
    const written = server.written[before]
    expect(written).toBeGreaterThan(MAX_ANSWER_BYTES)
    expect(written).toBeLessThan(MAX_ANSWER_BYTES + SOCKET_SLACK_BYTES)
    expect(written).toBeLessThan(ENDLESS_CAP_BYTES)
  })
})

describe('an oversized answer in the client', () => {
  const start = startReport({ jobName: 'nightly', startTime: '2026-11-22T10:00:00.000+00:00' })

  it('is a retryable fault: tried three times, then handed back undelivered', async () => {
    const events: AttemptEvent[] = []
    const clock = new FakeClock()
    const client = new MonitorClient({
      baseUrl: server.url,
      apiKey: 'k',
      clock,
      onAttempt: e => events.push(e)
    })
    const d = await client.deliver({ kind: 'start', body: start })
    expect(d.delivered).toBe(false)
    if (!d.delivered) {
      expect(d.error).toBeInstanceOf(OversizedAnswerError)
      expect(d.error.retryable).toBe(true)
      expect(d.state.attempts).toBe(3)
    }
    expect(clock.waits).toEqual([1000, 2000])
  })

  it('still counts as a delivered pipeline notification (a 200 whatever the body)', async () => {
    const client = new MonitorClient({
      baseUrl: server.url,
      deploymentUrl: server.url,
      apiKey: 'k',
      clock: new FakeClock()
    })
    const d = await client.deliver({
      kind: 'pipeline-notification',
      pipelineId: 'p1',
      body: { status: 'success' } as never
    })
    expect(d).toMatchObject({ delivered: true, attempts: 1 })
  })
})
