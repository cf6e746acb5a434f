/**
 * A run's pipeline notifications name the run they are of (its job, and its run id once the
 * service gave one), so that a dashboard can lead from a pipeline to its runs: the emulator's
 * pipelines page links each pipeline to the run its latest notification names.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { MonitorClient } from '../../src/client/client.js'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { RUN_REF_KEYS } from '../../src/emulator/pages/run-context.js'
import { RunQueue } from '../../src/queue/index.js'
import { NOTIFICATION_RUN_KEYS, beginRun, endRun } from '../../src/run/protocol.js'
import { tempDir } from '../cli/run-cli.js'

const KEY = 'notification-run-key-0001'
let emu: Emulator

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY })
})
afterAll(() => emu.close())

describe("a run's pipeline notifications", () => {
  it('are read by the emulator by the keys the client sends', () => {
    expect(RUN_REF_KEYS).toEqual(NOTIFICATION_RUN_KEYS)
  })

  it('name the job, and the final one the run id, beside the metadata given', async () => {
    const client = new MonitorClient({ baseUrl: emu.url, deploymentUrl: emu.url, apiKey: KEY })
    const services = { client, queue: new RunQueue({ dir: tempDir() }) }
    const begun = await beginRun(services, {
      jobName: 'nightly etl',
      pipelineId: 'warehouse',
      metadata: { host: 'etl-1' }
    })
    await endRun(services, begun.run, { status: 'success', metadata: { rows: 1200 } })
    const runId = begun.run.runId
    expect(runId).toMatch(/^run_/)
    expect(emu.notifications().map(n => [n.status, n.metadata])).toEqual([
      ['running', { host: 'etl-1', 'job_monitor.job_name': 'nightly etl' }],
      [
        'success',
        { rows: 1200, 'job_monitor.job_name': 'nightly etl', 'job_monitor.run_id': runId }
      ]
    ])
    // The pipelines page leads to that run.
    const view = (await (await fetch(`${emu.url}/_emulator/pages/pipelines`)).json()) as {
      pipelines: Array<{ pipeline_id: string; run_label: string; run_href: string }>
    }
    expect(view.pipelines).toEqual([
      expect.objectContaining({
        pipeline_id: 'warehouse',
        run_label: `nightly etl (${runId})`,
        run_href: `/run?id=${runId}`
      })
    ])
    const html = await (await fetch(`${emu.url}/pipelines`)).text()
    expect(html).toContain(
      `<a href="/run?id=${runId}" data-href="run_href" data-cell="run_label">nightly etl (${runId})</a>`
    )
  })
})
