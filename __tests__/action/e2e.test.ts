/**
 * The action end to end: the built bundles (dist/main, dist/post, dist/heartbeat,
 * dist/notify) run as the runner runs them, against the local service emulator; the
 * assertions are about what the service received.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { Job, bundles, isAlive } from '../../scripts/demo/runner.mjs'
import { allFiles, beatsOf, bodyText, pathOf, until } from './helpers.js'

const KEY = 'jm-e2e-secret-7f3a9c2e51d84b06'

let em: Emulator
const jobs: Job[] = []
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
    const main = await job.main(inputs({ 'job-name': 'e2e success' }))
    expect(main.code).toBe(0)
    const runId = main.outputs['run-id']
    expect(runId).toBeTruthy()
    const pid = Number(main.state['helper-pid'])
    expect(isAlive(pid)).toBe(true)
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    expect(argv).toContain('heartbeat')

    await until(() => beatsOf(em, 'e2e success') >= 2, 15_000)
    const post = await job.post(inputs({ 'job-name': 'e2e success' }), { jobStatus: 'success' })
    expect(post.code).toBe(0)
    expect(isAlive(pid)).toBe(false)
    expect(job.trackedPids()).toEqual([])

    const run = em.runs().find(r => r.run_id === runId)
    expect(run).toMatchObject({ job_name: 'e2e success', status: 'success', error_details: 'None' })
    const monitoring = em.requests().filter(r => pathOf(r) === '/monitoring')
    expect(monitoring).toHaveLength(2)
    const [start, end] = monitoring.map(r => JSON.parse(bodyText(r)))
    expect(end.start_time).toBe(start.start_time)
    expect(end.run_id).toBe(runId)
    expect(start.metadata).toMatchObject({ repository: 'octo/app', workflow: 'CI', run_id: '4242' })
    // No heartbeat after the end report.
    const all = em.requests()
    const endAt = all.findIndex(
      r => pathOf(r) === '/monitoring' && JSON.parse(bodyText(r)).status !== 'running'
    )
    expect(all.slice(endAt).filter(r => pathOf(r) === '/heartbeat')).toEqual([])

    expect(post.summary).toContain(runId)
    expect(post.summary).toMatch(/\| Heartbeats \| [2-9]\d* sent/)
    expectNoKey([main.stdout, main.stderr, post.stdout, post.stderr, post.summary, argv])
    expectNoKey(Object.values(job.state))
    expectNoKey(allFiles(job.root).map(f => readFileSync(f, 'latin1')))
    expectNoKey(em.requests().map(bodyText))
  })

  it('reports a failed job with the failed steps, the log head and tail, and the key redacted', async () => {
    const api = await jobsApi({
      id: 77,
      name: 'build',
      html_url: 'https://github.com/octo/app/actions/runs/4242/job/77',
      steps: [
        {
          name: 'Set up job',
          status: 'completed',
          conclusion: 'success',
          number: 1,
          started_at: '2026-11-22T10:00:00Z',
          completed_at: '2026-11-22T10:00:02Z'
        },
        {
          name: 'Run tests',
          status: 'completed',
          conclusion: 'failure',
          number: 2,
          started_at: '2026-11-22T10:00:02Z',
          completed_at: '2026-11-22T10:01:07Z'
        }
      ]
    })
    try {
      const job = newJob({
        token: 'ghs_e2eTokenValue000000000000000000000',
        checkRunId: '77',
        githubApiUrl: api.url
      })
      const log = join(job.workspace, 'build.log')
      const lines = ['FIRST LINE of the build']
      for (let i = 0; i < 20000; i++)
        lines.push(`line ${i} using ${i === 9000 ? KEY : 'nothing secret'}`)
      lines.push(`token ${KEY} in the tail`, 'LAST LINE: error: tests failed')
      writeFileSync(log, lines.join('\n') + '\n')
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
      expect(run?.status).toBe('failed')
      expect(run?.error_details).toBe('Failed steps: Run tests')
      const logs = String(run?.logs)
      expect(Buffer.byteLength(logs)).toBeLessThanOrEqual(4096)
      expect(logs).toContain('FIRST LINE of the build')
      expect(logs).toContain('LAST LINE: error: tests failed')
      expect(logs).toMatch(/bytes cut/)
      expect(logs).toContain('Run tests')
      expect(logs).toContain('token *** in the tail')
      expect(logs).not.toContain(KEY)
      expect(logs).not.toContain('ghs_e2eTokenValue')
      expect(api.calls).toEqual(['/repos/octo/app/actions/jobs/77'])
    } finally {
      await api.close()
    }
  })

  it('reports a cancelled job as cancelled, and the pipeline as failed saying so', async () => {
    const job = newJob()
    const withs = inputs({
      'job-name': 'e2e cancelled',
      'deployment-url': em.url,
      'pipeline-id': 'pipe-7'
    })
    expect((await job.main(withs)).code).toBe(0)
    const post = await job.post(withs, { jobStatus: 'cancelled' })
    expect(post.code).toBe(0)
    const run = em.runs().find(r => r.job_name === 'e2e cancelled')
    expect(run?.status).toBe('cancelled')
    expect(run?.error_details).toMatch(/cancelled/)
    const notes = em.notifications()
    expect(notes.map(n => [n.pipeline_id, n.status])).toEqual([
      ['pipe-7', 'running'],
      ['pipe-7', 'failed']
    ])
    expect(String(notes[1].message)).toMatch(/cancelled/)
  })

  it('returns fast when the service hangs during main, then replays the start once in post', async () => {
    em.inject({ path: '*', hang: true, count: 1000 })
    const job = newJob()
    const withs = inputs({ 'job-name': 'e2e hung', 'heartbeat-interval': '0' })
    const main = await job.main(withs)
    expect(main.code).toBe(0)
    expect(main.ms).toBeLessThan(5000)
    expect(main.outputs['run-id']).toBe('')
    expect(main.stdout).toMatch(/::warning::.*queued/)
    em.clearFaults()
    const post = await job.post(withs, { jobStatus: 'success' })
    expect(post.code).toBe(0)
    const runs = em.runs().filter(r => r.job_name === 'e2e hung')
    expect(runs).toHaveLength(1)
    expect(runs[0].status).toBe('success')
    expectNoKey(allFiles(job.root).map(f => readFileSync(f, 'latin1')))
  })

  it('queues the start when the service refuses connections, and the helper carries it on', async () => {
    const down = await startEmulator({ apiKey: KEY })
    const url = down.url
    const port = Number(new URL(url).port)
    await down.close()
    const job = newJob()
    const withs = inputs({ 'base-url': url, 'job-name': 'e2e refused' })
    const main = await job.main(withs)
    expect(main.code).toBe(0)
    expect(main.ms).toBeLessThan(5000)
    const back = await startEmulator({ apiKey: KEY, port })
    try {
      await until(
        () => back.runs().length === 1 && beatsOf(back, 'e2e refused') >= 1,
        20_000
      ).catch(e => {
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

  it('finishes post within 30 s when the service hangs, queueing the end report', async () => {
    const job = newJob()
    const withs = inputs({ 'job-name': 'e2e hung post', 'heartbeat-interval': '0' })
    const main = await job.main(withs)
    expect(main.outputs['run-id']).toBeTruthy()
    em.inject({ path: '*', hang: true, count: 1000 })
    const post = await job.post(withs, { jobStatus: 'success' })
    expect(post.code).toBe(0)
    expect(post.ms).toBeLessThan(30_000)
    expect(post.summary).toMatch(/\| Queued for later \| end report \(success\)/)
    expect(post.stdout).toMatch(/::warning::.*end report/)
    expect(job.trackedPids()).toEqual([])
    // Once the service is back, a replay (here: the next job's helper) delivers the end.
    em.clearFaults()
    const next = newJob({ home: job.env.HOME as string })
    await next.main(inputs({ 'job-name': 'e2e next job', 'heartbeat-interval': '0' }))
    await until(
      () => em.runs().find(r => r.job_name === 'e2e hung post')?.status === 'success',
      15_000
    )
  }, 60_000)

  it('retries 500s and an update_status Failed', async () => {
    em.inject({ path: '/monitoring', status: 500, count: 1 })
    const job = newJob()
    const withs = inputs({ 'job-name': 'e2e retry', 'heartbeat-interval': '0' })
    const main = await job.main(withs)
    expect(main.code).toBe(0)
    expect(main.outputs['run-id']).toBeTruthy()
    em.inject({ path: '/monitoring', updateStatusFailed: true, count: 1 })
    const post = await job.post(withs, { jobStatus: 'success' })
    expect(post.code).toBe(0)
    const monitoring = em.requests().filter(r => pathOf(r) === '/monitoring')
    expect(monitoring.map(r => r.status)).toEqual([500, 200, 200, 200])
    expect(em.runs().find(r => r.job_name === 'e2e retry')?.status).toBe('success')
  })

  it('does not retry a rejected key and says so in one annotation', async () => {
    const job = newJob()
    const withs = inputs({ 'api-key': 'jm-wrong-key-000000000000', 'job-name': 'e2e 401' })
    const main = await job.main(withs)
    expect(main.code).toBe(0)
    expect(main.stdout.match(/::error/g)).toHaveLength(1)
    expect(main.stdout).toMatch(/::error.*API key/)
    expect(main.state['helper-pid']).toBeUndefined()
    const post = await job.post(withs, { jobStatus: 'success' })
    expect(post.code).toBe(0)
    expect(em.requests()).toHaveLength(1)
    expect(post.summary).toMatch(/rejected the API key/)
  })

  it('fails the step on a rejected key with fail-on-error', async () => {
    const job = newJob()
    const main = await job.main(
      inputs({ 'api-key': 'jm-wrong-key-1', 'job-name': 'e2e 401 strict', 'fail-on-error': 'true' })
    )
    expect(main.code).toBe(1)
  })

  it('skips quietly with an empty key', async () => {
    const job = newJob()
    const withs = { 'api-key': '', 'base-url': '', 'job-name': 'e2e skip' }
    const main = await job.main(withs)
    const post = await job.post(withs, { jobStatus: 'success' })
    expect([main.code, post.code]).toEqual([0, 0])
    expect(main.stdout.match(/::notice/g)).toHaveLength(1)
    expect(post.stdout.match(/::notice/g)).toHaveLength(1)
    expect(em.requests()).toEqual([])
    expect(job.trackedPids()).toEqual([])
  })

  it.each([
    [{ 'heartbeat-interval': 'soon' }, 'heartbeat-interval'],
    [{ metadata: '[1]' }, 'metadata'],
    [{ 'base-url': 'http://monitor.example.com' }, 'base-url']
  ])('fails the step on bad input %j naming the input', async (bad, name) => {
    const job = newJob()
    const main = await job.main(inputs({ 'job-name': 'e2e bad', ...bad }))
    expect(main.code).toBe(1)
    expect(main.stdout).toContain(`::error::Input '${name}'`)
    expect(em.requests()).toEqual([])
    const post = await job.post(inputs({ 'job-name': 'e2e bad', ...bad }), { jobStatus: 'failure' })
    expect(post.code).toBe(0)
    expect(em.requests()).toEqual([])
  })

  it('names matrix jobs by their values and sends user metadata and tags', async () => {
    const job = newJob({ workflow: 'CI', job: 'test', matrix: { os: 'ubuntu-latest', node: 22 } })
    const withs = inputs({
      metadata: 'team: core\nshards: 4',
      tags: 'nightly\nslow',
      'heartbeat-interval': '0'
    })
    expect((await job.main(withs)).code).toBe(0)
    expect((await job.post(withs, { jobStatus: 'success' })).code).toBe(0)
    const run = em.runs()[0]
    expect(run.job_name).toBe('CI / test (ubuntu-latest, 22)')
    expect(run.metadata).toMatchObject({ team: 'core', shards: 4, repository: 'octo/app' })
    expect(run.tags).toEqual(['nightly', 'slow'])
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
    const bad = await job.notify({
      'api-key': KEY,
      'deployment-url': em.url,
      'pipeline-id': 'etl',
      status: 'cancelled'
    })
    expect(bad.code).toBe(1)
    expect(bad.stdout).toContain("::error::Input 'status'")
  })
})

/** A tiny stand-in for the GitHub jobs API. */
async function jobsApi(
  jobBody: unknown
): Promise<{ url: string; calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = []
  const server: Server = createServer((req, res) => {
    calls.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(jobBody))
  })
  await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>(r => server.close(() => r()))
  }
}
