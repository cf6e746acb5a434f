// A Node job that reports itself: JOB_MONITOR_API_KEY and JOB_MONITOR_BASE_URL come from the
// environment. `monitor` sends the start report, heartbeats every minute, and the end report:
// success with the job's metadata, or failed with the error's message (the error is rethrown).
import { JobMonitor } from 'job-monitor'

const monitor = new JobMonitor()

const rows = await monitor.monitor(
  'nightly-export',
  async run => {
    console.log(`run ${run.runId || '(start queued)'} started`)
    return 1200 // ... the job's real work goes here
  },
  { heartbeatMs: 60_000, metadata: { source: 'warehouse' }, tags: ['nightly'] }
)
console.log(`exported ${rows} rows`)

// The lower-level calls, for jobs whose start and end are far apart:
const run = await monitor.start('nightly-cleanup')
await monitor.heartbeat('nightly-cleanup', { phase: 'sweep' })
const ended = await monitor.end(run, 'success', { logs: 'removed 14 stale files\n' })
console.log(`end report ${ended}`) // 'sent', 'queued' (replayed later) or 'refused'

// Reports that could not be delivered wait in the local queue; send them now.
const { sent, remaining } = await monitor.replay()
console.log(`replayed ${sent}, ${remaining} still queued`)
