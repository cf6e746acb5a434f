// Demo: jobs that report themselves through the Node library (dist/lib): a successful run with
// heartbeats, a failing run, and a run whose reports are queued while the service answers 503
// and sent later by a replay.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './runner.mjs'

export async function run({ emulator, log, pause }) {
  const { JobMonitor } = await import(pathToFileURL(join(repoRoot, 'dist/lib/index.js')).href)
  const queueDir = mkdtempSync(join(tmpdir(), 'job-monitor-demo-queue-'))
  const monitor = new JobMonitor({
    apiKey: emulator.apiKey,
    baseUrl: emulator.url,
    queueDir,
    env: {}
  })

  const rows = await monitor.monitor(
    'demo / library: nightly export',
    async () => {
      await pause(2500)
      return 1200
    },
    { heartbeatMs: 1000, metadata: { source: 'demo' } }
  )
  log(`library: 'nightly export' exported ${rows} rows: success, with heartbeats every second`)

  try {
    await monitor.monitor('demo / library: price sync', async () => {
      await pause(300)
      throw new Error('upstream answered 503 three times')
    })
  } catch (e) {
    log(`library: 'price sync' threw "${e.message}": reported failed, error rethrown`)
  }

  // The service fails the start report three times (the whole retry budget): it is queued,
  // and the end report waits behind it for its run id.
  emulator.inject({ path: '/monitoring', status: 503, count: 3 })
  const queued = await monitor.start('demo / library: invoice batch', { tags: ['billing'] })
  const end = await monitor.end(queued, 'success')
  log(`library: 'invoice batch' while the service answers 503: start and end ${end}`)
  const replayed = await monitor.replay()
  log(`library: replay sent ${replayed.sent} queued report(s); ${replayed.remaining} still waiting`)
}
