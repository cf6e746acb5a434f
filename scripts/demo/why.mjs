// Demo: why a run ended, told by the end report itself. A re-run job is cancelled because a
// newer run of its concurrency group took its place; post reads that from the check run's
// annotations, the previous attempt from the attempt's jobs and the queue time from the job,
// all from a local stand-in for the GitHub API answering in its documented shapes with
// GitHub's own wordings (JobRunner.cs). Then a runner dies under a job: the next job on the
// same machine ends that run as failed ("runner lost").
import { createServer } from 'node:http'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Job } from './runner.mjs'
import { isAlive } from './processes.mjs'

const TOKEN = 'ghs_demoDemoDemoDemoDemoDemoDemoDemo01'
const CHECK_RUN_ID = '77'
const GROUP = 'deploy-refs/heads/main'

/** The answers post asks for: the job, its check run's annotations, the first attempt's jobs. */
function answers() {
  const job = {
    id: Number(CHECK_RUN_ID),
    name: 'deploy',
    status: 'in_progress',
    conclusion: null,
    // Queued for 90 s before a runner took it.
    created_at: '2026-11-26T09:00:00Z',
    started_at: '2026-11-26T09:01:30Z',
    runner_name: 'emulated-runner',
    steps: [
      {
        name: 'Set up job',
        status: 'completed',
        conclusion: 'success',
        number: 1,
        started_at: '2026-11-26T09:01:30Z',
        completed_at: '2026-11-26T09:01:32Z'
      }
    ]
  }
  const annotation = message => ({
    path: '.github',
    start_line: 1,
    end_line: 1,
    start_column: null,
    end_column: null,
    annotation_level: 'failure',
    title: '',
    message,
    raw_details: ''
  })
  return {
    [`/repos/octo/app/actions/jobs/${CHECK_RUN_ID}`]: job,
    [`/repos/octo/app/check-runs/${CHECK_RUN_ID}/annotations`]: [
      annotation('The operation was canceled.'),
      annotation(`Canceling since a higher priority waiting request for '${GROUP}' exists`)
    ],
    '/repos/octo/app/actions/runs/4242/attempts/1/jobs': {
      total_count: 1,
      jobs: [{ ...job, status: 'completed', conclusion: 'failure' }]
    }
  }
}

/** An open-run record in `dir` holds a heartbeat its helper saw delivered. */
function beatRecorded(dir) {
  if (!existsSync(dir)) return false
  return readdirSync(dir)
    .filter(n => n.endsWith('.json'))
    .some(n => {
      try {
        return Boolean(JSON.parse(readFileSync(join(dir, n), 'utf8')).lastBeatAt)
      } catch {
        return false
      }
    })
}

async function githubApiStandIn() {
  const routes = answers()
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    const body = Object.hasOwn(routes, path) ? routes[path] : undefined
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body ?? { message: 'Not Found' }))
  })
  await new Promise(r => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise(r => server.close(r))
  }
}

export async function run({ emulator, url, apiKey, log }) {
  const api = await githubApiStandIn()
  const home = mkdtempSync(join(tmpdir(), 'jm-demo-home-'))
  // One self-hosted machine: its jobs share one queue directory.
  const queueDir = join(home, 'queue')
  const jobs = []
  const job = o => {
    const j = new Job({ home, ...o })
    jobs.push(j)
    return j
  }
  try {
    const rerun = job({
      workflow: 'Deploy',
      job: 'deploy',
      token: TOKEN,
      checkRunId: CHECK_RUN_ID,
      githubApiUrl: api.url,
      env: { GITHUB_RUN_ATTEMPT: '2' }
    })
    const inputs = {
      'api-key': apiKey,
      'base-url': url,
      'job-name': 'demo / deploy',
      'heartbeat-interval': '0',
      'queue-dir': queueDir
    }
    await rerun.main(inputs)
    log('a re-run of "deploy" is cancelled: a newer run of its concurrency group took its place')
    const post = await rerun.post(inputs, { jobStatus: 'cancelled' })
    const ended = emulator.runs().find(r => r.job_name === 'demo / deploy')
    const end = emulator
      .requests()
      .filter(r => r.path === '/monitoring')
      .map(r => JSON.parse(r.rawBody))
      .find(b => b.job_name === 'demo / deploy' && b.status !== 'running')
    const m = end?.metadata ?? {}
    log(`action post: exit ${post.code}, end report '${ended?.status}':`)
    log(`  ${String(ended?.error_details).split('\n')[0]}`)
    log(
      `  result ${m['cicd.pipeline.task.run.result']}, attempt ${m['job_monitor.attempt']} (attempt 1: ${m['job_monitor.previous_attempt_result']}), ${m['job_monitor.queue_seconds']} s waiting for a runner`
    )

    // Two jobs on one self-hosted runner: the first one's machine dies under it.
    const first = job({ workflow: 'Nightly', job: 'backup' })
    const lostInputs = { ...inputs, 'job-name': 'demo / backup', 'heartbeat-interval': '1' }
    const main = await first.main(lostInputs)
    const runId = main.outputs['run-id']
    // Its helper has recorded the run as open beside the queue, with its last heartbeat.
    for (let i = 0; i < 400 && !beatRecorded(join(queueDir, 'open')); i++) await sleep(25)
    const killed = first.machineDown()
    for (let i = 0; i < 100 && killed.some(isAlive); i++) await sleep(20)
    log('the runner of "backup" dies: its Worker and helper are killed, its post step never runs')
    // The next job comes later than two heartbeat intervals: a newer beat would say alive.
    await sleep(2100)
    const next = job({ workflow: 'Nightly', job: 'report' })
    const nextInputs = { ...inputs, 'job-name': 'demo / report' }
    await next.main(nextInputs)
    let lost
    for (let i = 0; i < 400 && lost?.status !== 'failed'; i++) {
      lost = emulator.runs().find(r => r.run_id === runId)
      if (lost?.status !== 'failed') await sleep(50)
    }
    log(
      `the next job on that machine ends it: '${lost?.status ?? 'still running'}', ${lost?.error_details ?? ''}`
    )
    await next.post(nextInputs, { jobStatus: 'success' })
  } finally {
    for (const j of jobs) j.dispose()
    rmSync(home, { recursive: true, force: true })
    await api.close()
  }
}
