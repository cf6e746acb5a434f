// Demo: a team's day, as the service saw it before the demo's own runs. Earlier runs of the
// jobs, each reported by the library's client with its own start and end times (the way a
// scheduler that runs jobs elsewhere reports them): a build that ran green all day, a test
// suite that fails now and then (flaky), a warehouse load whose last run took twice its usual
// time (slow), and a queue consumer that beat every second and then went silent (stalled). The
// pages at the service's address show them: trouble first, each job's health over its runs.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from './runner.mjs'

const MINUTE = 60_000

/** A day's runs, oldest first: [job, started minutes ago, seconds long, status, error]. */
function dayOf() {
  const runs = []
  // Twice an hour, all day: the build the action runs (its last run is the demo's own).
  for (let i = 0; i < 8; i++)
    runs.push(['demo / github action', 480 - i * 55, 200 + ((i * 37) % 60), 'success'])
  // A suite that fails one run in three, on a test that depends on timing.
  const suite = ['success', 'failed', 'success', 'success', 'failed', 'success', 'success']
  for (const [i, status] of suite.entries())
    runs.push([
      'demo / integration tests',
      420 - i * 60,
      300 + ((i * 23) % 50),
      status,
      status === 'failed'
        ? 'Failed steps: Run npm run test:integration\nFAIL checkout.test.js: timed out after 5000 ms'
        : undefined
    ])
  // A load that takes 4 minutes or so, until its last run took 9.
  for (const [i, seconds] of [242, 251, 238, 247, 244, 540].entries())
    runs.push(['demo / warehouse load', 360 - i * 60, seconds, 'success'])
  return runs
}

const iso = ms => new Date(ms).toISOString()

export async function run({ emulator, log }) {
  const lib = await import(pathToFileURL(join(repoRoot, 'dist/lib/index.js')).href)
  const client = new lib.MonitorClient({ baseUrl: emulator.url, apiKey: emulator.apiKey })
  const now = Date.now()
  const jobs = new Map()
  for (const [job, minutesAgo, seconds, status, errorDetails] of dayOf()) {
    const startTime = iso(now - minutesAgo * MINUTE)
    const metadata = {
      branch: 'main',
      run_url: `https://ci.example.com/octo/app/jobs/${encodeURIComponent(job)}/${minutesAgo}`
    }
    const { run_id: runId } = await client.sendStartReport(
      lib.startReport({ jobName: job, startTime, metadata })
    )
    await client.sendEndReport(
      lib.endReport({
        jobName: job,
        startTime,
        runId,
        status,
        endTime: iso(now - minutesAgo * MINUTE + seconds * 1000),
        errorDetails,
        metadata,
        logs: `${job}: ${status} after ${seconds} s\n`
      })
    )
    jobs.set(job, (jobs.get(job) ?? 0) + 1)
  }
  for (const [job, n] of jobs) log(`day: ${n} earlier runs of '${job}'`)

  // A consumer that beats every second, three times, and then hangs without a word.
  const consumer = 'demo / queue consumer'
  const startTime = iso(Date.now())
  await client.sendStartReport(lib.startReport({ jobName: consumer, startTime }))
  for (let i = 0; i < 3; i++) {
    await new Promise(r => setTimeout(r, 1000))
    await client.heartbeat(lib.heartbeatBody({ jobName: consumer, currentTime: iso(Date.now()) }))
  }
  log(
    `day: '${consumer}' beat every second, three times, then went silent: stalled 15 s later ` +
      '(three of its intervals, at least 15 s)'
  )
}
