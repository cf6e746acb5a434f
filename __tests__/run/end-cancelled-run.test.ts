/**
 * A cancelled run's end: queued before anything is sent, so that a process killed at any
 * moment after leaves it for a replay; then sent from the queue within the window.
 */
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MonitorClient } from '../../src/client/client.js'
import { RunQueue } from '../../src/queue/index.js'
import { endCancelledRun, type Run } from '../../src/run/protocol.js'
import { tempDir } from '../cli/run-cli.js'

const run: Run = {
  jobName: 'cancelled-job',
  runKey: 'rk_cancelled',
  startTime: '2026-11-23T20:00:00.000Z',
  runId: 'run_42',
  pipelineId: 'etl'
}
const ending = { status: 'cancelled' as const, errorDetails: 'Cancelled by SIGINT', logs: 'x' }

/** The real client over a service that answers at once and notes what the queue held then. */
function service(queue: RunQueue): MonitorClient & { seen: { path: string; queued: string[] }[] } {
  const seen: { path: string; queued: string[] }[] = []
  const client = new MonitorClient({
    baseUrl: 'https://monitoring.example.com',
    deploymentUrl: 'https://deploy.example.com',
    apiKey: 'jm_test_key',
    maxAttempts: 1,
    transport: async req => {
      seen.push({
        path: new URL(req.url).pathname,
        queued: (await queue.list().catch(() => [])).map(r => r.call.kind)
      })
      return { status: 200, headers: {}, body: '{"update_status":"success"}' }
    }
  })
  return Object.assign(client, { seen })
}

describe('endCancelledRun', () => {
  it('queues the end report and the final notification before the first call, then sends them', async () => {
    const queue = new RunQueue({ dir: tempDir() })
    const client = service(queue)
    const { ended, sent } = await endCancelledRun({ client, queue }, run, ending, {
      deadline: Date.now() + 10_000
    })
    expect(client.seen[0]).toEqual({
      path: '/monitoring',
      queued: ['end', 'pipeline-notification']
    })
    expect(client.seen.map(s => s.path)).toEqual(['/monitoring', '/api/pipelines/etl/notify'])
    expect(ended.end?.delivered).toBe(false)
    expect(sent).toEqual({ runId: 'run_42' })
    expect(await queue.list()).toEqual([])
  })

  it('sends nothing once the window is stopped: all of it stays queued', async () => {
    const queue = new RunQueue({ dir: tempDir() })
    const client = service(queue)
    const stopped = new AbortController()
    stopped.abort()
    const { sent } = await endCancelledRun({ client, queue }, run, ending, {
      signal: stopped.signal
    })
    expect(client.seen).toEqual([])
    expect(sent).toBeUndefined()
    expect((await queue.list()).map(r => r.call.kind)).toEqual(['end', 'pipeline-notification'])
  })

  it('sends directly when the queue cannot be written', async () => {
    const file = join(tempDir(), 'not-a-folder')
    writeFileSync(file, '')
    const queue = new RunQueue({ dir: join(file, 'queue') })
    const client = service(queue)
    const { ended } = await endCancelledRun({ client, queue }, run, ending)
    expect(ended.end?.delivered).toBe(true)
    expect(client.seen.map(s => s.path)).toEqual(['/monitoring', '/api/pipelines/etl/notify'])
  })
})
