/**
 * The action end to end: the built bundles (dist/main, dist/post, dist/heartbeat,
 * dist/notify) run as the runner runs them (a node process per step, inputs from action.yml's
 * defaults, GITHUB_STATE handed to post as STATE_*, RUNNER_TEMP shared), against the local
 * service emulator; the assertions are about what the service received. A few journeys only
 * (a success, a failure, a refused connection, a notification): the rest of the steps'
 * behaviours is tested in process (orchestration.test.ts), notify's refusal of a bad input
 * among them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { readStatus } from '../../src/helper/status-file.js'
import { isAlive } from '../../scripts/demo/processes.mjs'
import { Job, bundles } from '../../scripts/demo/runner.mjs'
import {
  FAILED_JOB,
  allFiles,
  beatsOf,
  bodyText,
  expectFailedJobReport,
  failedBuildLog,
  githubApi,
  jobsApi,
  pathOf,
  until
} from './helpers.js'
import { DOCUMENTED_JOB } from './fixtures/jobs-api-job.js'
import {
  ANNOTATIONS,
  actionsAnnotation,
  attemptJobs,
  workflowRuns
} from './fixtures/github-api-answers.js'
import { procfs } from '../platform.js'

const KEY = 'jm-e2e-secret-7f3a9c2e51d84b06'

let em: Emulator
const jobs: Job[] = []
/** Folders a test made beside its jobs (a shared HOME, an event file): removed after it. */
const folders: string[] = []
function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  folders.push(dir)
  return dir
}
function newJob(o: ConstructorParameters<typeof Job>[0] = {}): Job {
  const job = new Job(o)
  jobs.push(job)
  return job
}
const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  'api-key': KEY,
  'base-url': em.url,
  'heartbeat-interval': '1',
  ...extra
})

beforeAll(async () => {
  const missing = Object.values(bundles).filter(b => !existsSync(b))
  if (missing.length) {
    throw new Error(
      `build the action's bundles first (npx ncc build ...): missing ${missing.join(', ')}`
    )
  }
  em = await startEmulator({ apiKey: KEY })
})
afterEach(() => {
  for (const j of jobs.splice(0)) j.dispose()
  for (const d of folders.splice(0)) rmSync(d, { recursive: true, force: true })
  em?.clearFaults()
  em?.reset()
})
afterAll(async () => {
  await em?.close()
})

/** The key must appear nowhere but in `::add-mask::`. */
function expectNoKey(texts: string[]): void {
  for (const t of texts)
    expect(t.replace(new RegExp(`::add-mask::${KEY}`, 'g'), '')).not.toContain(KEY)
}

describe('the action against the emulator', () => {
  it('reports a successful job: start, heartbeats between main and post, end; no process or key left', async () => {
    const job = newJob()
    // A log-paths pattern is relative to the step's working directory, the workspace.
    writeFileSync(
      join(job.workspace, 'build.log'),
      'FIRST LINE of the build\nLAST LINE of the build\n'
    )
    const withs = inputs({ 'job-name': 'e2e success', 'log-paths': 'build.log' })
    const main = await job.main(withs)
    expect(main.code).toBe(0)
    const runId = main.outputs['run-id']
    expect(runId).toBeTruthy()
    const pid = Number(main.state['helper-pid'])
    expect(isAlive(pid)).toBe(true)
    // The helper's arguments, where they can be read: they must hold no key either.
    const argv = procfs.here ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : ''
    if (procfs.here) expect(argv).toContain('heartbeat')

    await until(() => beatsOf(em, 'e2e success') >= 1, 30_000)
    const post = await job.post(withs, { jobStatus: 'success' })
    expect(post.code).toBe(0)
    expect(isAlive(pid)).toBe(false)
    expect(job.trackedPids()).toEqual([])

    const run = em.runs().find(r => r.run_id === runId)
    expect(run).toMatchObject({ job_name: 'e2e success', status: 'success', error_details: 'None' })
    expect(String(run?.logs)).toContain('LAST LINE of the build')
    expect(String(run?.logs)).toContain('FIRST LINE of the build')
    const monitoring = em.requests().filter(r => pathOf(r) === '/monitoring')
    expect(monitoring).toHaveLength(2)
    const [start, end] = monitoring.map(r => JSON.parse(bodyText(r)))
    expect(end.start_time).toBe(start.start_time)
    expect(end.run_id).toBe(runId)
    expect(start.metadata).toMatchObject({
      'vcs.repository.url.full': 'https://github.com/octo/app',
      'cicd.pipeline.name': 'CI',
      'cicd.pipeline.run.id': '4242'
    })
    const all = em.requests()
    // Heartbeats say which run they belong to, in the same names, and no more of the context.
    const beat = all.find(r => pathOf(r) === '/heartbeat')
    expect(JSON.parse(bodyText(beat!)).metadata).toMatchObject({
      'vcs.repository.url.full': 'https://github.com/octo/app',
      'cicd.pipeline.run.id': '4242',
      'cicd.pipeline.task.name': 'build'
    })
    expect(JSON.parse(bodyText(beat!)).metadata['cicd.pipeline.name']).toBeUndefined()
    // No heartbeat after the end report.
    const endAt = all.findIndex(
      r => pathOf(r) === '/monitoring' && JSON.parse(bodyText(r)).status !== 'running'
    )
    expect(all.slice(endAt).filter(r => pathOf(r) === '/heartbeat')).toEqual([])

    expect(post.summary).toContain(runId)
    expect(post.summary).toMatch(/\| Heartbeats \| [1-9]\d* sent/)
    expectNoKey([main.stdout, main.stderr, post.stdout, post.stderr, post.summary, argv])
    expectNoKey(Object.values(job.state))
    expectNoKey(allFiles(job.root).map(f => readFileSync(f, 'latin1')))
    expectNoKey(em.requests().map(bodyText))
  })

  it('stops the helper on its channel when a step changed TMPDIR and RUNNER_TEMP is too long for a socket', async () => {
    // The helper's folder under RUNNER_TEMP is too deep for a socket path, so its channel lives
    // under the temporary directory main and the helper saw. A later step changes TMPDIR
    // through GITHUB_ENV: post must ask where main said the helper listens, not where its own
    // TMPDIR points, or it kills the helper and loses what the helper kept.
    const job = newJob()
    const runnerTemp = join(job.root, 'r'.repeat(100))
    const [tmpA, tmpB] = ['tmp-a', 'tmp-b'].map(d => join(job.root, d))
    for (const d of [runnerTemp, tmpA, tmpB]) mkdirSync(d, { mode: 0o700 })
    const withs = inputs({ 'job-name': 'e2e tmpdir moved', 'heartbeat-interval': '60' })
    const main = await job.main(withs, { env: { RUNNER_TEMP: runnerTemp, TMPDIR: tmpA } })
    expect(main.code).toBe(0)
    const pid = Number(main.state['helper-pid'])
    expect(isAlive(pid)).toBe(true)
    const post = await job.post(withs, {
      jobStatus: 'success',
      env: { RUNNER_TEMP: runnerTemp, TMPDIR: tmpB }
    })
    expect(post.code).toBe(0)
    expect(isAlive(pid)).toBe(false)
    expect(post.summary).toContain('| Heartbeat helper | stopped on request |')
    expect(readStatus(main.state['status-file'])).toMatchObject({
      pid,
      stoppedBy: 'request',
      control: 'channel'
    })
    expect(em.runs().find(r => r.job_name === 'e2e tmpdir moved')).toMatchObject({
      status: 'success'
    })
  })

  it("says the pace a matrix leg's heartbeats keep when its share of the key's hour is slower", async () => {
    const job = newJob()
    // Four legs on the service's 100 an hour: each keeps to a quarter of what their reports
    // leave, slower than the minute asked for.
    const withs = inputs({ 'job-name': 'e2e leg', 'heartbeat-interval': '60', 'job-total': '4' })
    const main = await job.main(withs)
    expect(main.code).toBe(0)
    expect(main.stdout).toMatch(
      /^job-monitor: heartbeats every 60 s, at most one every \d+ s \(4 jobs share the key's hour\) until the job ends$/m
    )
    expect((await job.post(withs, { jobStatus: 'success' })).code).toBe(0)
  })

  it('reports a failed job with the failed steps, the log head and tail, and the key redacted', async () => {
    const api = await jobsApi(FAILED_JOB.api)
    try {
      const job = newJob({
        token: FAILED_JOB.token,
        checkRunId: FAILED_JOB.checkRunId,
        githubApiUrl: api.url
      })
      const log = join(job.workspace, 'build.log')
      writeFileSync(log, failedBuildLog(KEY))
      const withs = inputs({
        'job-name': 'e2e failure',
        'log-paths': 'build.log',
        'log-max-bytes': '4096'
      })
      const main = await job.main(withs)
      expect(main.code).toBe(0)
      const post = await job.post(withs, { jobStatus: 'failure' })
      expect(post.code).toBe(0)
      const run = em.runs().find(r => r.job_name === 'e2e failure')
      expectFailedJobReport(run, KEY, api.calls, 4096)
    } finally {
      await api.close()
    }
  })

  it('queues the start when the service refuses connections, and the helper carries it on', async () => {
    const down = await startEmulator({ apiKey: KEY })
    const url = down.url
    const port = Number(new URL(url).port)
    await down.close()
    const job = newJob()
    // One attempt: the retries' backoff is the client's tests' business, the queue is this one's.
    const withs = inputs({ 'base-url': url, 'job-name': 'e2e refused', 'max-attempts': '1' })
    const main = await job.main(withs)
    expect(main.code).toBe(0)
    expect(main.ms).toBeLessThan(5000)
    const back = await startEmulator({ apiKey: KEY, port })
    try {
      await until(() => back.runs().length === 1, 30_000).catch(e => {
        const log = allFiles(job.runnerTemp).filter(f => f.endsWith('.log'))
        throw new Error(
          `${e.message}; ${JSON.stringify(back.requests().map(r => [r.path, r.status]))}; helper: ${log.map(f => readFileSync(f, 'utf8')).join('')}`
        )
      })
      const post = await job.post(withs, { jobStatus: 'success' })
      expect(post.code).toBe(0)
      const runs = back.runs()
      expect(runs).toHaveLength(1)
      expect(runs[0].status).toBe('success')
      expect(back.requests().filter(r => pathOf(r) === '/monitoring')).toHaveLength(2)
    } finally {
      await back.close()
    }
  })

  it('sends a pipeline notification with the notify sub-action (Bearer, numbers stay numbers)', async () => {
    const job = newJob()
    const r = await job.notify({
      'api-key': KEY,
      'deployment-url': em.url,
      'pipeline-id': 'etl',
      status: 'success',
      message: 'loaded',
      metadata: '{"records": 1200, "seconds": 4.5}'
    })
    expect(r.code).toBe(0)
    expect(r.outputs.delivered).toBe('true')
    const [n] = em.notifications()
    expect(n).toMatchObject({
      status: 'success',
      message: 'loaded',
      metadata: { records: 1200, seconds: 4.5 }
    })
    const req = em.requests()[0] as unknown as Record<string, unknown>
    expect(JSON.stringify(req)).toMatch(/bearer/i)
  })

  it('says why a re-run job was cancelled, its previous attempt and its queue time, in OpenTelemetry names', async () => {
    // GitHub's documented answers (fixtures/): the job, its check run's annotations, attempt 1.
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': { body: { ...DOCUMENTED_JOB, id: 77 } },
      '/repos/octo/app/check-runs/77/annotations': {
        body: [
          actionsAnnotation(ANNOTATIONS.operationCanceled),
          actionsAnnotation(ANNOTATIONS.superseded)
        ]
      },
      '/repos/octo/app/actions/runs/4242/attempts/1/jobs': {
        body: attemptJobs([{ name: DOCUMENTED_JOB.name, conclusion: 'failure' }])
      }
    })
    try {
      const job = newJob({
        token: FAILED_JOB.token,
        checkRunId: '77',
        githubApiUrl: api.url,
        env: { GITHUB_RUN_ATTEMPT: '2' }
      })
      const withs = inputs({ 'job-name': 'e2e superseded', 'heartbeat-interval': '0' })
      expect((await job.main(withs)).code).toBe(0)
      const post = await job.post(withs, { jobStatus: 'cancelled' })
      expect(post.code).toBe(0)
      const run = em.runs().find(r => r.job_name === 'e2e superseded')
      expect(run?.status).toBe('cancelled')
      expect(String(run?.error_details).split('\n')[0]).toBe(
        "The job was cancelled: a newer run in the concurrency group 'deploy-refs/heads/main' took its place."
      )
      const end = JSON.parse(
        bodyText(em.requests().filter(r => pathOf(r) === '/monitoring')[1])
      ) as { metadata: Record<string, unknown> }
      expect(end.metadata).toMatchObject({
        'cicd.pipeline.task.run.result': 'cancellation',
        'cicd.pipeline.task.run.id': '77',
        'job_monitor.end_reason': 'superseded',
        'job_monitor.attempt': 2,
        'job_monitor.previous_attempt_result': 'failure',
        'job_monitor.queue_seconds': 90
      })
      // One plan of GitHub reads: the job first, then the two the run called for.
      expect(api.calls[0]).toBe('/repos/octo/app/actions/jobs/77')
      expect(api.calls).toHaveLength(3)
    } finally {
      await api.close()
    }
  })

  it("sends a scheduled run's slot, lag and missed slots", async () => {
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': { body: { ...DOCUMENTED_JOB, id: 77 } },
      '/repos/octo/app/actions/workflows/nightly.yml/runs': {
        body: workflowRuns([
          { id: 4242, event: 'schedule', created_at: '2026-11-23T06:10:00Z' },
          { id: 4100, event: 'schedule', created_at: '2026-11-23T02:04:31Z' }
        ])
      }
    })
    try {
      const eventDir = folder('jm-e2e-event-')
      const event = join(eventDir, 'event.json')
      writeFileSync(event, JSON.stringify({ schedule: '0 * * * *' }))
      const job = newJob({
        token: FAILED_JOB.token,
        checkRunId: '77',
        githubApiUrl: api.url,
        env: {
          GITHUB_EVENT_NAME: 'schedule',
          GITHUB_EVENT_PATH: event,
          GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/nightly.yml@refs/heads/main'
        }
      })
      const withs = inputs({ 'job-name': 'e2e hourly', 'heartbeat-interval': '0' })
      expect((await job.main(withs)).code).toBe(0)
      expect((await job.post(withs, { jobStatus: 'success' })).code).toBe(0)
      const end = JSON.parse(
        bodyText(em.requests().filter(r => pathOf(r) === '/monitoring')[1])
      ) as { metadata: Record<string, unknown> }
      expect(end.metadata).toMatchObject({
        'job_monitor.schedule.cron': '0 * * * *',
        'job_monitor.schedule.slot': '2026-11-23T06:00:00.000Z',
        'job_monitor.schedule.lag_seconds': 600,
        'job_monitor.schedule.missed_slots': 3
      })
    } finally {
      await api.close()
    }
  })

  it("says a job took far longer than its recent successful runs, from GitHub's answers", async () => {
    // This job started 30 s ago; the job of the same name took 5 s and 6 s in the workflow's
    // two latest successful runs.
    const earlier = (seconds: number): { body: unknown } => ({
      body: attemptJobs([
        {
          name: DOCUMENTED_JOB.name,
          conclusion: 'success',
          started_at: '2026-11-20T10:00:00Z',
          completed_at: `2026-11-20T10:00:0${seconds}Z`
        }
      ])
    })
    const succeeded = (id: number): Record<string, unknown> => ({
      id,
      status: 'completed',
      conclusion: 'success'
    })
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': {
        body: {
          ...DOCUMENTED_JOB,
          id: 77,
          started_at: new Date(Date.now() - 30_000).toISOString().replace(/\.\d+Z$/, 'Z')
        }
      },
      '/repos/octo/app/actions/workflows/ci.yml/runs': {
        body: workflowRuns([succeeded(4100), succeeded(4000)])
      },
      '/repos/octo/app/actions/runs/4100/jobs': earlier(5),
      '/repos/octo/app/actions/runs/4000/jobs': earlier(6)
    })
    try {
      const job = newJob({
        token: FAILED_JOB.token,
        checkRunId: '77',
        githubApiUrl: api.url,
        env: { GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/ci.yml@refs/heads/main' }
      })
      const withs = inputs({ 'job-name': 'e2e slow', 'heartbeat-interval': '0' })
      expect((await job.main(withs)).code).toBe(0)
      const post = await job.post(withs, { jobStatus: 'success' })
      expect(post.code).toBe(0)
      expect(post.stdout).toMatch(/job-monitor: slower than usual \(3\d\.\d s, usual 5\.5 s\)/)
      const end = em.runs().find(r => r.job_name === 'e2e slow')
      expect(end?.logs).toMatch(/\nslower than usual \(3\d\.\d s, usual 5\.5 s\)\n$/)
      // Post's plan of 4, and the check of the run before this one: the workflow's runs (the
      // earlier run's jobs it shares with the plan).
      expect(api.calls).toHaveLength(5)
    } finally {
      await api.close()
    }
  })

  it('ends the run of a job whose runner died as failed, from the next job on the machine', async () => {
    // Two jobs on one persistent runner: the same HOME, so the same queue directory.
    const home = folder('jm-e2e-home-')
    const queueDir = join(home, 'queue')
    const first = newJob({ home })
    const withs = inputs({ 'job-name': 'e2e lost', 'queue-dir': queueDir })
    const main = await first.main(withs)
    expect(main.code).toBe(0)
    const runId = main.outputs['run-id']
    // Its helper has recorded the run as open beside the queue, with a heartbeat it saw delivered.
    const open = join(queueDir, 'open')
    await until(
      () =>
        existsSync(open) &&
        readdirSync(open).some(
          n => n.endsWith('.json') && readFileSync(join(open, n), 'utf8').includes('"lastBeatAt"')
        ),
      30_000
    )
    // The machine went down under the job: its Worker and its helper are killed, its post step
    // never runs.
    const killed = first.machineDown()
    expect(killed.length).toBeGreaterThan(0)
    await until(() => killed.every(pid => !isAlive(pid)), 5_000)
    // The next job comes later than two heartbeat intervals (1 s): a newer beat says alive.
    const killedAt = Date.now()
    await until(() => Date.now() - killedAt > 2_100, 5_000)

    const next = newJob({ home })
    const nextWiths = inputs({ 'job-name': 'e2e next', 'queue-dir': queueDir })
    expect((await next.main(nextWiths)).code).toBe(0)
    // The next job's helper ends it, in the background.
    await until(() => em.runs().find(r => r.run_id === runId)?.status === 'failed', 30_000)
    const lost = em.runs().find(r => r.run_id === runId)
    expect(lost?.error_details).toMatch(
      /^runner lost \(the runner's worker process is gone\): last heartbeat at \d{4}-/
    )
    expect((await next.post(nextWiths, { jobStatus: 'success' })).code).toBe(0)
    expect(em.runs().find(r => r.job_name === 'e2e next')?.status).toBe('success')
    // Each run ended once.
    const ends = em
      .requests()
      .filter(r => pathOf(r) === '/monitoring' && JSON.parse(bodyText(r)).status !== 'running')
    expect(ends).toHaveLength(2)
  })
})
