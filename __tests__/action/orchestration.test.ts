/**
 * The main and post steps run in this process against the local service emulator, as the
 * runner runs them: inputs and file commands through the environment, GITHUB_STATE read back
 * into STATE_* for post. The assertions are about what the service received. Where the helper's
 * process is what a test is about (started detached, stopped on its channel, or stopped when
 * the service hangs), main starts the heartbeat helper (dist/heartbeat/index.js must be built)
 * and post stops it; elsewhere the helper runs in this process (helpersHere). The steps get a
 * clock whose waits return at once and budgets of a fraction of a second, so a failing or
 * hung service costs no real backoff and not the runner's 1.5 s and 25 s budgets.
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, type Socket } from 'node:net'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  MAIN_DELIVERY_BUDGET_MS,
  POST_GITHUB_MAX_REQUESTS,
  POST_TOTAL_BUDGET_MS
} from '../../src/action/constants.js'
import { HELPER_EXIT_WAIT_MS, HELPER_STOP_WAIT_MS } from '../../src/helper/constants.js'
import { runMain } from '../../src/action/main.js'
import { runPost } from '../../src/action/post.js'
import { runNotify } from '../../src/action/notify.js'
import { helperScript, spawnHelper } from '../../src/helper/spawn.js'
import { readStatus } from '../../src/helper/status-file.js'
import { STEP_TIMING, type StepTiming } from '../../src/action/timing.js'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import {
  FAILED_JOB,
  allFiles,
  bodyText,
  helpersHere,
  expectFailedJobReport,
  failedBuildLog,
  githubApi,
  jobsApi,
  noWaits,
  pathOf,
  until
} from './helpers.js'
import { alive } from '../cli/run-cli.js'
import { DOCUMENTED_JOB } from './fixtures/jobs-api-job.js'
import {
  ANNOTATIONS,
  actionsAnnotation,
  attemptJobs,
  workflowRuns
} from './fixtures/github-api-answers.js'
import { writeSteps } from '../../src/helper/steps-file.js'
import { OpenRunStore } from '../../src/queue/open-runs.js'
import { smallDisk, smallDisks } from '../platform.js'
import { execFileSync } from 'node:child_process'
import { NOTIFY_RUNNER, matrixRunRoutes } from './fixtures/matrix-run.js'

const KEY = 'jm-inproc-secret-4c1d8e7a92b35f60'

/** The runner's budgets, without waiting out retries. */
const FAST: StepTiming = { ...STEP_TIMING, clock: noWaits }
/** Against a hung service the budgets are real time: a fraction of a second each here. */
const HUNG: StepTiming = {
  ...FAST,
  mainBudgetMs: 300,
  postEndBudgetMs: 600,
  postTotalBudgetMs: 900,
  postReplayBudgetMs: 200
}

/** Helpers run here, where a test is not about the helper's process. */
const here = helpersHere()

let em: Emulator
let root: string
let savedEnv: NodeJS.ProcessEnv
let stdout: string[]
/**
 * @actions/core keeps the job summary's path for the life of the process (on a runner, one
 * step), so the summary file stays the same for every test here; it is emptied before each.
 */
let summaryDir: string
let summaryFile: string
/** HOME, and with it the default queue directory, of the next step. */
let home: string
/** The GitHub API the steps are given (GITHUB_API_URL); by default a closed port. */
let githubApiUrl: string
/** More of the runner's variables for the next steps (GITHUB_RUN_ATTEMPT, GITHUB_EVENT_NAME...). */
let runnerEnv: Record<string, string>

beforeAll(async () => {
  if (!existsSync(helperScript())) throw new Error('build the bundles first: npm run build')
  em = await startEmulator({ apiKey: KEY })
  summaryDir = mkdtempSync(join(tmpdir(), 'jm-orchestration-summary-'))
  summaryFile = join(summaryDir, 'summary')
})
afterAll(async () => {
  await em?.close()
  rmSync(summaryDir, { recursive: true, force: true })
})

beforeEach(() => {
  savedEnv = { ...process.env }
  root = mkdtempSync(join(tmpdir(), 'jm-orchestration-'))
  writeFileSync(summaryFile, '')
  home = root
  githubApiUrl = 'http://127.0.0.1:9'
  runnerEnv = {}
  stdout = []
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    stdout.push(String(chunk))
    return true
  })
  // What a helper run here logs (its process writes it to its log file).
  jest.spyOn(console, 'log').mockImplementation(() => undefined)
})
afterEach(async () => {
  await here.stopAll()
  jest.restoreAllMocks()
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k]
  Object.assign(process.env, savedEnv)
  process.exitCode = undefined
  em.clearFaults()
  em.reset()
  rmSync(root, { recursive: true, force: true })
})

/** The step's environment: inputs, the runner's files, and a home of its own. */
function stepEnv(inputs: Record<string, string>): void {
  for (const k of Object.keys(process.env))
    if (k.startsWith('INPUT_') || k.startsWith('STATE_') || k.startsWith('GITHUB_'))
      delete process.env[k]
  const files = { GITHUB_STATE: 'state', GITHUB_OUTPUT: 'output' }
  for (const [k, f] of Object.entries(files)) {
    const p = join(root, f)
    if (!existsSync(p)) writeFileSync(p, '')
    process.env[k] = p
  }
  process.env.GITHUB_STEP_SUMMARY = summaryFile
  Object.assign(process.env, {
    RUNNER_TEMP: root,
    HOME: home,
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKFLOW: 'CI',
    GITHUB_JOB: 'test',
    GITHUB_API_URL: githubApiUrl,
    'INPUT_API-KEY': KEY,
    'INPUT_BASE-URL': em.url,
    'INPUT_HEARTBEAT-INTERVAL': '0',
    'INPUT_QUEUE-DIR': join(home, 'queue')
  })
  Object.assign(process.env, runnerEnv)
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v
}

/** `NAME<<DELIM` / value / `DELIM` blocks, as the runner reads them. */
function fileCommands(file: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = readFileSync(file, 'utf8').split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i])
    if (!m) continue
    const value: string[] = []
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i])
    out[m[1]] = value.join('\n')
  }
  return out
}

async function main(
  inputs: Record<string, string>,
  timing = FAST,
  spawn = here.spawn
): Promise<Record<string, string>> {
  stepEnv(inputs)
  await runMain(process.env, timing, spawn)
  return fileCommands(join(root, 'output'))
}

/** Post, with main's state handed over as the runner hands it. */
async function post(
  inputs: Record<string, string>,
  jobStatus: string,
  timing = FAST
): Promise<void> {
  await here.stopAll()
  const state = fileCommands(join(root, 'state'))
  stepEnv({ ...inputs, 'job-status': jobStatus })
  for (const [k, v] of Object.entries(state)) process.env[`STATE_${k}`] = v
  await runPost(process.env, timing)
}

/** The workflow commands the steps printed, e.g. `::error` lines. */
const commands = (name: string): string[] =>
  stdout
    .join('')
    .split('\n')
    .filter(l => l.startsWith(`::${name}`))

/** The key must appear nowhere but in `::add-mask::`. */
function expectNoKey(texts: string[]): void {
  for (const t of texts)
    expect(t.replace(new RegExp(`::add-mask::${KEY}`, 'g'), '')).not.toContain(KEY)
}

const monitoring = (): unknown[] =>
  em
    .requests()
    .filter(r => pathOf(r) === '/monitoring')
    .map(r => JSON.parse(bodyText(r)))

describe('main and post in process', () => {
  it('reports a successful job: one run, one start_time, the run id main gave', async () => {
    // Heartbeats on: the helper lives until post stops it.
    const withs = { 'job-name': 'inproc success', 'heartbeat-interval': '60' }
    const out = await main(withs, FAST, spawnHelper)
    expect(process.exitCode).not.toBe(1)
    expect(out['run-id']).toBeTruthy()
    const pid = Number(fileCommands(join(root, 'state'))['helper-pid'])
    expect(alive(pid)).toBe(true)
    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    expect(alive(pid)).toBe(false)
    // Asked on its channel: it wrote its final status itself, and nothing was killed.
    const status = readStatus(fileCommands(join(root, 'state'))['status-file'])
    expect(status).toMatchObject({ pid, stoppedBy: 'request', control: 'channel' })
    expect(readFileSync(summaryFile, 'utf8')).toContain('| Heartbeat helper | stopped on request |')

    const runs = em.runs().filter(r => r.job_name === 'inproc success')
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ run_id: out['run-id'], status: 'success' })
    const [start, end, ...rest] = monitoring() as Array<Record<string, unknown>>
    expect(rest).toEqual([])
    expect(end.start_time).toBe(start.start_time)
    expect(end.run_id).toBe(out['run-id'])
  })

  smallDisks().it(
    "keeps the run's open record for a later job when post's end can be neither sent nor queued",
    async () => {
      const disk = smallDisk(64 * 1024)
      try {
        const queueDir = join(disk.dir, 'queue')
        const withs = {
          'job-name': 'inproc nowhere',
          'heartbeat-interval': '60',
          'queue-dir': queueDir
        }
        await main(withs, FAST, spawnHelper)
        const open = OpenRunStore.inQueue(queueDir)
        await until(async () => (await open.list()).length === 1, 30_000)
        try {
          execFileSync('dd', ['if=/dev/zero', `of=${join(disk.dir, 'filler')}`, 'bs=4096'], {
            stdio: 'ignore'
          })
        } catch {
          // dd stops when the disk is full: that is the point
        }
        em.inject({ path: '/monitoring', status: 503, count: 100 })
        await post(withs, 'success')
        expect(process.exitCode).not.toBe(1)
        expect((await open.list()).map(r => r.jobName)).toEqual(['inproc nowhere'])
        expect(readFileSync(summaryFile, 'utf8')).toContain(
          'the run stays open: a later job on this machine will end it'
        )
      } finally {
        disk.remove()
      }
    }
  )

  it('keeps reporting the run when the key is refused for pipeline notifications only', async () => {
    em.inject({ path: '/api/*', status: 401, count: 10 })
    const withs = {
      'job-name': 'inproc pipeline auth',
      'deployment-url': em.url,
      'pipeline-id': 'pipe-auth'
    }
    const out = await main(withs)
    const pipeline = em.requests().filter(r => pathOf(r).startsWith('/api/'))
    expect(pipeline.map(r => r.status)).toEqual([401])
    expect(pipeline[0].rawBody).toContain('running')
    expect(out['run-id']).toBeTruthy()

    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    const runs = em.runs().filter(r => r.job_name === 'inproc pipeline auth')
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ run_id: out['run-id'], status: 'success' })
    const [start, end] = monitoring() as Array<Record<string, unknown>>
    expect(end.start_time).toBe(start.start_time)
  })

  it('sends no running pipeline notification after the final one', async () => {
    em.inject({ path: '/api/*', status: 503, count: 20 })
    const withs = {
      'job-name': 'inproc pipeline order',
      'deployment-url': em.url,
      'pipeline-id': 'pipe-order'
    }
    await main(withs)
    expect(em.notifications()).toEqual([])
    expect(em.requests().some(r => pathOf(r).startsWith('/api/'))).toBe(true)
    em.clearFaults()

    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    const statuses = em
      .notifications()
      .filter(n => n.pipeline_id === 'pipe-order')
      .map(n => n.status)
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses[statuses.length - 1]).toBe('success')
    expect(statuses.filter(s => s !== 'running')).toEqual(['success'])
    expect(em.runs().find(r => r.job_name === 'inproc pipeline order')?.status).toBe('success')
  })

  it('returns within its budget when the service hangs during main; post replays the start once and ends the run', async () => {
    em.inject({ path: '*', hang: true, count: 1000 })
    const withs = { 'job-name': 'inproc hung' }
    const began = Date.now()
    const out = await main(withs, HUNG)
    expect(Date.now() - began).toBeLessThan(HUNG.mainBudgetMs + 1000)
    expect(out['run-id']).toBe('')
    expect(process.exitCode).not.toBe(1)
    expect(commands('warning').join('\n')).toMatch(/queued/)
    em.clearFaults()

    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    const runs = em.runs().filter(r => r.job_name === 'inproc hung')
    expect(runs).toHaveLength(1)
    expect(runs[0].status).toBe('success')
    expectNoKey(allFiles(root).map(f => readFileSync(f, 'latin1')))
  })

  it('finishes post within its budget when the service hangs, queueing the end; the next job delivers it', async () => {
    const withs = { 'job-name': 'inproc hung post' }
    const out = await main(withs, FAST, spawnHelper)
    expect(out['run-id']).toBeTruthy()
    const pid = Number(fileCommands(join(root, 'state'))['helper-pid'])
    // The helper has begun (it runs below normal priority, and may begin late): this case is
    // about post's budget against a hung service, not about a helper post cannot reach yet.
    const statusFile = fileCommands(join(root, 'state'))['status-file']
    await until(() => readStatus(statusFile) !== undefined, 30_000)
    em.inject({ path: '*', hang: true, count: 1000 })
    // A request alone may take longer than the whole budget: the budget bounds it.
    const began = Date.now()
    await post({ ...withs, 'timeout-seconds': '30' }, 'success', HUNG)
    expect(Date.now() - began).toBeLessThan(HUNG.postTotalBudgetMs + 1500)
    expect(process.exitCode).not.toBe(1)
    expect(alive(pid)).toBe(false)
    expect(readFileSync(summaryFile, 'utf8')).toMatch(
      /\| Queued for later \| end report \(success\)/
    )
    expect(commands('warning').join('\n')).toMatch(/end report/)

    // Once the service is back, a replay (here: the next job's helper) delivers the end.
    em.clearFaults()
    const previous = root
    root = mkdtempSync(join(tmpdir(), 'jm-orchestration-'))
    try {
      home = previous
      await main({ 'job-name': 'inproc next job' })
      await until(
        () => em.runs().find(r => r.job_name === 'inproc hung post')?.status === 'success',
        30_000
      )
      await post({ 'job-name': 'inproc next job' }, 'success')
    } finally {
      rmSync(previous, { recursive: true, force: true })
    }
  })

  it('keeps post as a whole, helper stop included, within the 30 s the runner allows', () => {
    expect(POST_TOTAL_BUDGET_MS + HELPER_STOP_WAIT_MS + HELPER_EXIT_WAIT_MS).toBeLessThan(30_000)
    expect(MAIN_DELIVERY_BUDGET_MS).toBeLessThanOrEqual(2000)
  })

  it('retries 500s and an update_status Failed', async () => {
    em.inject({ path: '/monitoring', status: 500, count: 1 })
    const withs = { 'job-name': 'inproc retry' }
    const out = await main(withs)
    expect(out['run-id']).toBeTruthy()
    em.inject({ path: '/monitoring', updateStatusFailed: true, count: 1 })
    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    expect(
      em
        .requests()
        .filter(r => pathOf(r) === '/monitoring')
        .map(r => r.status)
    ).toEqual([500, 200, 200, 200])
    expect(em.runs().find(r => r.job_name === 'inproc retry')?.status).toBe('success')
  })

  it('reports a cancelled job as cancelled, and the pipeline as failed saying so', async () => {
    const withs = {
      'job-name': 'inproc cancelled',
      'deployment-url': em.url,
      'pipeline-id': 'pipe-7'
    }
    await main(withs)
    await post(withs, 'cancelled')
    expect(process.exitCode).not.toBe(1)
    const run = em.runs().find(r => r.job_name === 'inproc cancelled')
    expect(run?.status).toBe('cancelled')
    expect(run?.error_details).toMatch(/cancelled/)
    const notes = em.notifications()
    expect(notes.map(n => [n.pipeline_id, n.status])).toEqual([
      ['pipe-7', 'running'],
      ['pipe-7', 'failed']
    ])
    expect(String(notes[1].message)).toMatch(/cancelled/)
  })

  it('does not retry a rejected key and says so in one annotation', async () => {
    const withs = { 'api-key': 'jm-wrong-key-000000000000', 'job-name': 'inproc 401' }
    await main(withs)
    expect(process.exitCode).not.toBe(1)
    expect(commands('error')).toHaveLength(1)
    expect(commands('error')[0]).toMatch(/API key/)
    expect(fileCommands(join(root, 'state'))['helper-pid']).toBeUndefined()
    await post(withs, 'success')
    expect(process.exitCode).not.toBe(1)
    expect(em.requests()).toHaveLength(1)
    expect(readFileSync(summaryFile, 'utf8')).toMatch(/rejected the API key/)
  })

  it('fails the step on a rejected key with fail-on-error', async () => {
    await main({ 'api-key': 'jm-wrong-key-1', 'job-name': 'inproc 401', 'fail-on-error': 'true' })
    expect(process.exitCode).toBe(1)
  })

  it('skips quietly with an empty key', async () => {
    const withs = { 'api-key': '', 'base-url': '', 'job-name': 'inproc skip' }
    await main(withs)
    expect(commands('notice')).toHaveLength(1)
    stdout.length = 0
    await post(withs, 'success')
    expect(commands('notice')).toHaveLength(1)
    expect(process.exitCode).not.toBe(1)
    expect(em.requests()).toEqual([])
    expect(fileCommands(join(root, 'state'))['helper-pid']).toBeUndefined()
  })

  it.each([
    [{ 'heartbeat-interval': 'soon' }, 'heartbeat-interval'],
    [{ metadata: '[1]' }, 'metadata'],
    [{ 'base-url': 'http://monitor.example.com' }, 'base-url']
  ])('fails the step on bad input %j naming the input', async (bad, name) => {
    const withs = { 'job-name': 'inproc bad', ...bad }
    await main(withs)
    expect(process.exitCode).toBe(1)
    expect(stdout.join('')).toContain(`::error::Input '${name}'`)
    expect(em.requests()).toEqual([])
    process.exitCode = undefined
    await post(withs, 'failure')
    expect(process.exitCode).not.toBe(1)
    expect(em.requests()).toEqual([])
  })

  it('names matrix jobs by their values and sends user metadata and tags', async () => {
    // As the runner evaluates the defaults: `${{ github.workflow }} / ${{ github.job }}`, toJSON(matrix).
    const withs = {
      'job-name': 'CI / test',
      matrix: JSON.stringify({ os: 'ubuntu-latest', node: 22 }, null, 2),
      metadata: 'team: core\nshards: 4',
      tags: 'nightly\nslow'
    }
    await main(withs)
    await post(withs, 'success')
    const run = em.runs()[0]
    expect(run.job_name).toBe('CI / test (ubuntu-latest, 22)')
    expect(run.metadata).toMatchObject({
      team: 'core',
      shards: 4,
      'vcs.repository.url.full': 'https://github.com/octo/app'
    })
    expect(run.tags).toEqual(['nightly', 'slow'])
  })

  it("sends the run's context in OpenTelemetry names, and post adds the queue and set-up times", async () => {
    // GitHub's documented answer, its times moved to this run: queued 95 s, started 20 s ago.
    const now = Date.now()
    const api = await jobsApi({
      ...DOCUMENTED_JOB,
      id: 77,
      created_at: new Date(now - 115_000).toISOString().replace(/\.\d+Z$/, 'Z'),
      started_at: new Date(now - 20_000).toISOString().replace(/\.\d+Z$/, 'Z')
    })
    try {
      const withs = {
        'job-name': 'inproc context',
        metadata: '{"cicd.pipeline.name": "given", "rows": 3}',
        'github-token': FAILED_JOB.token,
        'check-run-id': '77'
      }
      githubApiUrl = api.url
      // A runner's own variables (when this suite runs on one) are not this test's.
      for (const k of ['RUNNER_NAME', 'RUNNER_OS', 'RUNNER_ARCH']) delete process.env[k]
      await main(withs)
      await post(withs, 'cancelled')
      const [start, end] = monitoring() as { metadata: Record<string, unknown> }[]
      const context = {
        'cicd.pipeline.name': 'given',
        rows: 3,
        'cicd.pipeline.run.id': '4242',
        'cicd.pipeline.run.url.full': 'https://github.com/octo/app/actions/runs/4242',
        'cicd.pipeline.task.name': 'test',
        'cicd.pipeline.task.run.id': '77',
        'cicd.pipeline.task.run.url.full': 'https://github.com/octo/app/actions/runs/4242/job/77',
        'vcs.repository.url.full': 'https://github.com/octo/app',
        'vcs.provider.name': 'github',
        'job_monitor.ci_system': 'github-actions'
      }
      expect(start.metadata).toEqual(context)
      const { 'job_monitor.setup_seconds': setup, ...rest } = end.metadata
      expect(rest).toEqual({
        ...context,
        'cicd.pipeline.task.run.result': 'cancellation',
        'job_monitor.end_reason': 'cancelled',
        'job_monitor.queue_seconds': 95
      })
      // From started_at (whole seconds) to main's start: about 20 s, whatever this machine takes.
      expect(setup).toEqual(expect.any(Number))
      expect(Math.abs((setup as number) - 20)).toBeLessThanOrEqual(2)
      // One call to the jobs API, made by post: main pays nothing for the times. A cancelled
      // job's check run annotations say why it ended (here the answer holds none).
      expect(api.calls).toEqual([
        '/repos/octo/app/actions/jobs/77',
        '/repos/octo/app/check-runs/77/annotations?per_page=50'
      ])
    } finally {
      await api.close()
    }
  })

  it('reports a failed job with the failed steps, the log head and tail, and the key redacted', async () => {
    const api = await jobsApi(FAILED_JOB.api)
    try {
      const log = join(root, 'build.log')
      writeFileSync(log, failedBuildLog(KEY))
      const withs = {
        'job-name': 'inproc failure',
        'log-paths': log,
        'log-max-bytes': '4096',
        // As the runner evaluates the defaults: `${{ github.token }}`, `${{ job.check_run_id }}`.
        'github-token': FAILED_JOB.token,
        'check-run-id': FAILED_JOB.checkRunId
      }
      githubApiUrl = api.url
      await main(withs)
      expect(process.exitCode).not.toBe(1)
      await post(withs, 'failure')
      expect(process.exitCode).not.toBe(1)
      const run = em.runs().find(r => r.job_name === 'inproc failure')
      expectFailedJobReport(run, KEY, api.calls, 4096)
    } finally {
      await api.close()
    }
  })

  it('says why there is no step output where there are no pages, and still reports', async () => {
    // This process's node is no runner's: there is no _diag/pages above it, as in a container job.
    const withs = { 'job-name': 'inproc no pages' }
    await main(withs)
    expect(stdout.join('')).toContain('step output unavailable on this runner')
    expect(fileCommands(join(root, 'state'))['steps-file']).toBeUndefined()
    await post(withs, 'success')
    const run = em.runs().find(r => r.job_name === 'inproc no pages')
    expect(run?.status).toBe('success')
    expect(String(run?.logs)).toMatch(
      /note: step output unavailable on this runner \(the runner's _diag\/pages folder was not found/
    )
  })

  it('says nothing is queued in the summary of a fully delivered run', async () => {
    const withs = {
      'job-name': 'inproc summary',
      'deployment-url': em.url,
      'pipeline-id': 'pipe-summary'
    }
    await main(withs)
    await post(withs, 'success')
    const summary = readFileSync(summaryFile, 'utf8')
    expect(summary).toMatch(/Queued for later\s*\|\s*nothing/)
    expect(summary).not.toMatch(/Queued for later\s*\|\s*[^n|\s]/)
    expect(em.runs().find(r => r.job_name === 'inproc summary')?.status).toBe('success')
  })
})

describe('why the run ended, in process', () => {
  const TOKEN = FAILED_JOB.token
  const withs = (name: string): Record<string, string> => ({
    'job-name': name,
    'github-token': TOKEN,
    'check-run-id': '77'
  })
  const endOf = (name: string): Record<string, unknown> =>
    em.runs().find(r => r.job_name === name) as unknown as Record<string, unknown>

  it("sends the concurrency group that cancelled the job, from the check run's annotations", async () => {
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': { body: { ...DOCUMENTED_JOB, id: 77 } },
      '/repos/octo/app/check-runs/77/annotations': {
        body: [
          actionsAnnotation(ANNOTATIONS.operationCanceled),
          actionsAnnotation(ANNOTATIONS.superseded)
        ]
      }
    })
    try {
      githubApiUrl = api.url
      await main(withs('superseded'))
      await post(withs('superseded'), 'cancelled')
      const run = endOf('superseded')
      expect(run.status).toBe('cancelled')
      expect(String(run.error_details).split('\n')[0]).toBe(
        "The job was cancelled: a newer run in the concurrency group 'deploy-refs/heads/main' took its place."
      )
      const [, end] = monitoring() as { metadata: Record<string, unknown> }[]
      expect(end.metadata).toMatchObject({
        'cicd.pipeline.task.run.result': 'cancellation',
        'job_monitor.end_reason': 'superseded'
      })
    } finally {
      await api.close()
    }
  })

  it('sends timeout as the result of a job that ran out of its time limit', async () => {
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': { body: { ...DOCUMENTED_JOB, id: 77 } },
      '/repos/octo/app/check-runs/77/annotations': {
        body: [actionsAnnotation(ANNOTATIONS.jobTimeout)]
      }
    })
    try {
      githubApiUrl = api.url
      await main(withs('job timeout'))
      await post(withs('job timeout'), 'cancelled')
      expect(String(endOf('job timeout').error_details).split('\n')[0]).toBe(
        'The job exceeded its time limit of 15 minutes (timeout-minutes).'
      )
      const [, end] = monitoring() as { metadata: Record<string, unknown> }[]
      expect(end.metadata['cicd.pipeline.task.run.result']).toBe('timeout')
    } finally {
      await api.close()
    }
  })

  it("reads a step's own time limit from the captured step, and says once in the summary that annotations need checks: read", async () => {
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': {
        body: {
          ...DOCUMENTED_JOB,
          id: 77,
          steps: [{ ...DOCUMENTED_JOB.steps[1], name: 'Run e2e', conclusion: 'failure' }]
        }
      },
      '/repos/octo/app/check-runs/77/annotations': {
        status: 403,
        body: { message: 'Resource not accessible by integration' }
      }
    })
    try {
      githubApiUrl = api.url
      await main(withs('step timeout'))
      // What the heartbeat helper leaves for post: the step's page, the runner's lines in it.
      const stepsFile = join(root, 'steps.json')
      writeSteps(stepsFile, {
        updatedAt: new Date().toISOString(),
        final: true,
        missed: 0,
        skipped: 0,
        steps: [
          {
            record: '0f5e7a52-6c1d-4c3e-9f00-1b2c3d4e5f60',
            name: 'Run e2e',
            lines: 3,
            bytes: 120,
            text: "##[group]Run e2e\nwaiting\n##[error]The action 'Run e2e' has timed out after 10 minutes.\n",
            errors: ["##[error]The action 'Run e2e' has timed out after 10 minutes."],
            finished: true
          }
        ]
      })
      // As main saves it on a runner with pages (this process's node has none).
      writeFileSync(
        join(root, 'state'),
        `steps-file<<EOF_S\n${stepsFile}\nEOF_S\nstep-output-unavailable<<EOF_S\n\nEOF_S\n`,
        { flag: 'a' }
      )
      await post(withs('step timeout'), 'failure')
      const details = String(endOf('step timeout').error_details).split('\n')
      expect(details[0]).toBe(
        "The step 'Run e2e' exceeded its time limit of 10 minutes (timeout-minutes)."
      )
      expect(details[1]).toBe('Failed steps: Run e2e')
      const [, end] = monitoring() as { metadata: Record<string, unknown> }[]
      expect(end.metadata['cicd.pipeline.task.run.result']).toBe('timeout')
      const summary = readFileSync(summaryFile, 'utf8')
      expect(summary.match(/checks: read/g)).toHaveLength(1)
    } finally {
      await api.close()
    }
  })

  it('ends the run within its budget when the GitHub API hangs, saying only "cancelled"', async () => {
    // Answers the job, and never answers anything else.
    const sockets: Socket[] = []
    const hung = createServer((req, res) => {
      if (req.url !== '/repos/octo/app/actions/jobs/77') return
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ ...DOCUMENTED_JOB, id: 77 }))
    }).on('connection', c => sockets.push(c))
    await new Promise<void>(r => hung.listen(0, '127.0.0.1', r))
    try {
      githubApiUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`
      runnerEnv = { GITHUB_RUN_ATTEMPT: '2' }
      const timing = { ...HUNG, postTotalBudgetMs: 2000, postGitHubBudgetMs: 200 }
      await main(withs('hung api'))
      const began = Date.now()
      await post(withs('hung api'), 'cancelled', timing)
      // The annotations and the previous attempt hang: the plan gives them 200 ms of the 2 s.
      expect(Date.now() - began).toBeLessThan(timing.postTotalBudgetMs)
      expect(endOf('hung api').status).toBe('cancelled')
      expect(endOf('hung api').error_details).toBe('The job was cancelled')
    } finally {
      for (const c of sockets) c.destroy()
      await new Promise<void>(r => hung.close(() => r()))
    }
  })

  it('counts the jobs API read in the same plan and time as the others: a hung GitHub API costs post only the plan', async () => {
    // Never answers anything, the job itself included.
    const sockets: Socket[] = []
    const asked: string[] = []
    const hung = createServer(req => void asked.push(String(req.url))).on('connection', c =>
      sockets.push(c)
    )
    await new Promise<void>(r => hung.listen(0, '127.0.0.1', r))
    try {
      githubApiUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`
      runnerEnv = { GITHUB_RUN_ATTEMPT: '2' }
      const timing = { ...HUNG, postTotalBudgetMs: 2000, postGitHubBudgetMs: 300 }
      await main(withs('hung jobs api'))
      const began = Date.now()
      await post(withs('hung jobs api'), 'cancelled', timing)
      // The plan's time covers the job's read too; before, that one read alone had 5 s.
      expect(Date.now() - began).toBeLessThan(timing.postTotalBudgetMs)
      expect(endOf('hung jobs api').status).toBe('cancelled')
      expect(asked.length).toBeLessThanOrEqual(POST_GITHUB_MAX_REQUESTS)
      expect(asked[0]).toBe('/repos/octo/app/actions/jobs/77')
    } finally {
      for (const c of sockets) c.destroy()
      await new Promise<void>(r => hung.close(() => r()))
    }
  })

  it("says once in the summary that the job's steps need actions: read when the jobs API refuses", async () => {
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': {
        status: 403,
        body: { message: 'Resource not accessible by integration' }
      },
      '/repos/octo/app/check-runs/77/annotations': { body: [] }
    })
    try {
      githubApiUrl = api.url
      await main(withs('no actions read'))
      await post(withs('no actions read'), 'failure')
      expect(endOf('no actions read').status).toBe('failed')
      const summary = readFileSync(summaryFile, 'utf8')
      expect(summary.match(/actions: read/g)).toHaveLength(1)
    } finally {
      await api.close()
    }
  })

  it('sends no piece of the key that a GitHub answer holds where a name it quotes is cut', async () => {
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': {
        body: {
          ...DOCUMENTED_JOB,
          id: 77,
          steps: [
            { ...DOCUMENTED_JOB.steps[1], name: `${'s'.repeat(1016)}${KEY}`, conclusion: 'failure' }
          ]
        }
      },
      '/repos/octo/app/check-runs/77/annotations': {
        body: [
          actionsAnnotation(
            `Canceling since a higher priority waiting request for '${'g'.repeat(190)}${KEY}' exists`
          )
        ]
      }
    })
    try {
      githubApiUrl = api.url
      await main(withs('key at a cut'))
      await post(withs('key at a cut'), 'failure')
      const details = String(endOf('key at a cut').error_details)
      expect(details).toMatch(/^The job was cancelled: a newer run in the concurrency group 'ggg/)
      expect(details).toContain('Failed steps: sss')
      const [, end] = monitoring()
      expect(JSON.stringify(end)).not.toContain(KEY.slice(0, 8))
    } finally {
      await api.close()
    }
  })

  it('says once in the summary that nothing was read from GitHub without a token', async () => {
    const noToken = { 'job-name': 'no token', 'github-token': '' }
    await main(noToken)
    await post(noToken, 'cancelled')
    expect(String(endOf('no token').error_details)).toBe('The job was cancelled')
    const summary = readFileSync(summaryFile, 'utf8')
    expect(summary.match(/no GitHub token/g)).toHaveLength(1)
  })
})

describe('attempts, in process', () => {
  const withs = { 'job-name': 'rerun', 'github-token': FAILED_JOB.token, 'check-run-id': '77' }
  const endMetadata = (): Record<string, unknown> =>
    (monitoring() as { metadata: Record<string, unknown> }[])[1].metadata

  async function rerun(previous: string, status: string): Promise<string[]> {
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': { body: { ...DOCUMENTED_JOB, id: 77 } },
      '/repos/octo/app/actions/runs/4242/attempts/1/jobs': {
        body: attemptJobs([
          { name: 'lint', conclusion: 'success' },
          { name: DOCUMENTED_JOB.name, conclusion: previous }
        ])
      }
    })
    try {
      githubApiUrl = api.url
      runnerEnv = { GITHUB_RUN_ATTEMPT: '2' }
      await main(withs)
      await post(withs, status)
      return api.calls
    } finally {
      await api.close()
    }
  }

  it('marks a job flaky that failed in attempt 1 and passes in attempt 2', async () => {
    const calls = await rerun('failure', 'success')
    expect(endMetadata()).toMatchObject({
      'job_monitor.attempt': 2,
      'job_monitor.previous_attempt_result': 'failure',
      'job_monitor.flaky': true
    })
    expect(calls).toContain('/repos/octo/app/actions/runs/4242/attempts/1/jobs?per_page=100')
  })

  it('does not call a job flaky whose previous attempt ran another commit', async () => {
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': { body: { ...DOCUMENTED_JOB, id: 77 } },
      '/repos/octo/app/actions/runs/4242/attempts/1/jobs': {
        body: attemptJobs([
          { name: DOCUMENTED_JOB.name, conclusion: 'failure', head_sha: 'a'.repeat(40) }
        ])
      }
    })
    try {
      githubApiUrl = api.url
      runnerEnv = { GITHUB_RUN_ATTEMPT: '2' }
      await main(withs)
      await post(withs, 'success')
      const m = endMetadata()
      expect(m['job_monitor.previous_attempt_result']).toBe('failure')
      expect(m['job_monitor.flaky']).toBeUndefined()
    } finally {
      await api.close()
    }
  })

  it('sends the previous result without flaky when the job fails again', async () => {
    await rerun('failure', 'failure')
    const m = endMetadata()
    expect(m['job_monitor.previous_attempt_result']).toBe('failure')
    expect(m['job_monitor.flaky']).toBeUndefined()
  })
})

describe('scheduled runs, in process', () => {
  it('sends the cron expression, the slot, the lag and the slots that never ran', async () => {
    // This run was created 10 min after the 06:00 slot; the previous one ran for 02:00.
    const created = '2026-11-23T06:10:00Z'
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': { body: { ...DOCUMENTED_JOB, id: 77 } },
      '/repos/octo/app/actions/workflows/nightly.yml/runs': {
        body: workflowRuns([
          { id: 4242, event: 'schedule', created_at: created },
          { id: 4100, event: 'schedule', created_at: '2026-11-23T02:04:31Z' }
        ])
      }
    })
    try {
      githubApiUrl = api.url
      const event = join(root, 'event.json')
      writeFileSync(event, JSON.stringify({ schedule: '0 * * * *' }))
      runnerEnv = {
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_EVENT_PATH: event,
        GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/nightly.yml@refs/heads/main'
      }
      const withs = { 'job-name': 'hourly', 'github-token': FAILED_JOB.token, 'check-run-id': '77' }
      await main(withs)
      await post(withs, 'success')
      const [, end] = monitoring() as { metadata: Record<string, unknown> }[]
      expect(end.metadata).toMatchObject({
        'job_monitor.trigger': 'schedule',
        'job_monitor.schedule.cron': '0 * * * *',
        'job_monitor.schedule.slot': '2026-11-23T06:00:00.000Z',
        'job_monitor.schedule.lag_seconds': 600,
        'job_monitor.schedule.missed_slots': 3,
        'job_monitor.schedule.missed_slot_times': [
          '2026-11-23T03:00:00.000Z',
          '2026-11-23T04:00:00.000Z',
          '2026-11-23T05:00:00.000Z'
        ]
      })
      expect(api.calls).toContain(
        '/repos/octo/app/actions/workflows/nightly.yml/runs?event=schedule&per_page=10'
      )
    } finally {
      await api.close()
    }
  })
})

describe('slower than usual, in process', () => {
  const withs = { 'job-name': 'usual', 'github-token': FAILED_JOB.token, 'check-run-id': '77' }
  const RUNS = '/repos/octo/app/actions/workflows/ci.yml/runs'
  /** The job's earlier successful runs: run `id`'s job of the same name took `seconds`. */
  const earlier = (id: number, seconds: number): { body: unknown } => ({
    body: attemptJobs([
      { name: 'lint', conclusion: 'success' },
      {
        name: DOCUMENTED_JOB.name,
        conclusion: 'success',
        started_at: '2026-11-20T10:00:00Z',
        completed_at: new Date(Date.parse('2026-11-20T10:00:00Z') + seconds * 1000)
          .toISOString()
          .replace(/\.000Z$/, 'Z')
      }
    ])
  })
  /** This job, started about 20 s before post ends it. */
  const thisJob = (): { body: unknown } => ({
    body: {
      ...DOCUMENTED_JOB,
      id: 77,
      started_at: new Date(Date.now() - 20_000).toISOString().replace(/\.\d+Z$/, 'Z')
    }
  })
  /** The workflow's runs that `status=success` lists: completed, each with its conclusion. */
  const succeeded = (...ids: number[]): { body: unknown } => ({
    body: workflowRuns(ids.map(id => ({ id, status: 'completed', conclusion: 'success' })))
  })
  const endLogs = (): string =>
    String((em.runs().find(r => r.job_name === 'usual') as { logs?: unknown } | undefined)?.logs)

  async function endWith(
    routes: Record<string, { status?: number; body: unknown }>,
    status = 'success'
  ): Promise<string[]> {
    const api = await githubApi({ '/repos/octo/app/actions/jobs/77': thisJob(), ...routes })
    try {
      githubApiUrl = api.url
      runnerEnv = { GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/ci.yml@refs/heads/main' }
      await main(withs)
      await post(withs, status)
      expect(process.exitCode).not.toBe(1)
      return api.calls
    } finally {
      await api.close()
    }
  }

  it('ends the logs with the note when the job took far longer than its recent successful runs', async () => {
    const calls = await endWith({
      [RUNS]: succeeded(4100, 4000, 3900),
      '/repos/octo/app/actions/runs/4100/jobs': earlier(4100, 5),
      '/repos/octo/app/actions/runs/4000/jobs': earlier(4000, 6)
    })
    expect(endLogs()).toMatch(/\nslower than usual \(2\d\.\d s, usual 5\.5 s\)\n$/)
    expect(stdout.join('')).toMatch(/job-monitor: slower than usual \(2\d\.\d s, usual 5\.5 s\)/)
    // Within post's one plan of GitHub reads: the job first, the rest after it, none beyond it;
    // beside it, the check of the run before this one lists the workflow's runs and shares the
    // earlier run's jobs with the plan (asked once).
    expect(calls[0]).toBe('/repos/octo/app/actions/jobs/77')
    expect([...calls].sort()).toEqual([
      '/repos/octo/app/actions/jobs/77',
      '/repos/octo/app/actions/runs/4000/jobs?per_page=100',
      '/repos/octo/app/actions/runs/4100/jobs?per_page=100',
      '/repos/octo/app/actions/workflows/ci.yml/runs?per_page=10',
      '/repos/octo/app/actions/workflows/ci.yml/runs?status=success&exclude_pull_requests=true&per_page=10'
    ])
    expect(calls.filter(c => !c.endsWith('/runs?per_page=10')).length).toBeLessThanOrEqual(
      POST_GITHUB_MAX_REQUESTS
    )
  })

  it('says nothing of it when the job took about as long as usual', async () => {
    await endWith({
      [RUNS]: succeeded(4100, 4000),
      '/repos/octo/app/actions/runs/4100/jobs': earlier(4100, 15),
      '/repos/octo/app/actions/runs/4000/jobs': earlier(4000, 16)
    })
    expect(endLogs()).not.toMatch(/slower than usual/)
    expect(stdout.join('')).not.toMatch(/slower than usual/)
  })

  it('leaves the note out, saying why once, when the runs cannot be read', async () => {
    await endWith({ [RUNS]: { status: 500, body: { message: 'boom' } } })
    expect(em.runs().find(r => r.job_name === 'usual')).toBeDefined()
    expect(endLogs()).not.toMatch(/slower than usual/)
    expect(stdout.join('').match(/usual duration/g)).toHaveLength(1)
  })

  it('keeps the logs with the note within log-max-bytes', async () => {
    const log = join(root, 'big.log')
    writeFileSync(log, 'a line of the build that goes on and on\n'.repeat(2000))
    const big = { ...withs, 'log-paths': log, 'log-max-bytes': '1024' }
    const api = await githubApi({
      '/repos/octo/app/actions/jobs/77': thisJob(),
      [RUNS]: succeeded(4100, 4000),
      '/repos/octo/app/actions/runs/4100/jobs': earlier(4100, 5),
      '/repos/octo/app/actions/runs/4000/jobs': earlier(4000, 6)
    })
    try {
      githubApiUrl = api.url
      runnerEnv = { GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/ci.yml@refs/heads/main' }
      await main(big)
      await post(big, 'success')
    } finally {
      await api.close()
    }
    expect(endLogs()).toMatch(/\nslower than usual \(2\d\.\d s, usual 5\.5 s\)\n$/)
    // The input is the logs' upper bound, the note included.
    expect(Buffer.byteLength(endLogs())).toBeLessThanOrEqual(1024)
  })

  it('reads no earlier runs for a cancelled job', async () => {
    const calls = await endWith({}, 'cancelled')
    expect(calls.some(c => c.includes('status=success'))).toBe(false)
  })
})

describe('notify in process', () => {
  it('fails the step on a status it does not take, naming the input, and sends nothing', async () => {
    stepEnv({ 'deployment-url': em.url, 'pipeline-id': 'etl', status: 'cancelled' })
    await runNotify(process.env)
    expect(process.exitCode).toBe(1)
    expect(stdout.join('')).toContain("::error::Input 'status'")
    expect(em.requests()).toEqual([])
  })

  /** The notification bodies the emulator received for pipeline `etl`. */
  const notified = (): Array<Record<string, unknown>> =>
    em
      .requests()
      .filter(r => pathOf(r) === '/api/pipelines/etl/notify')
      .map(r => JSON.parse(bodyText(r)) as Record<string, unknown>)

  it('sends the summary of the run: its legs counted, the failed one named with its error line', async () => {
    const api = await githubApi(matrixRunRoutes())
    try {
      githubApiUrl = api.url
      runnerEnv = { RUNNER_NAME: NOTIFY_RUNNER, GITHUB_RUN_ATTEMPT: '1' }
      stepEnv({
        'deployment-url': em.url,
        'pipeline-id': 'etl',
        summary: 'true',
        'github-token': 'ghs_summaryToken0000000000000000000000'
      })
      await runNotify(process.env)
      expect(process.exitCode).toBeUndefined()
      expect(notified()).toEqual([
        {
          status: 'failed',
          message:
            '5 of 8 legs passed; failed: test (3.12, windows): AssertionError: expected 3 == 4; ' +
            'cancelled by fail-fast: 1; skipped: 1'
        }
      ])
      expect(api.calls).toHaveLength(3)
    } finally {
      await api.close()
    }
  })

  it('hides the GitHub token in the summary it sends', async () => {
    const token = 'summary-token-4f9a0c2e7b1d'
    const routes = matrixRunRoutes()
    routes['/repos/octo/app/check-runs/1006/annotations'].body = [
      actionsAnnotation(`curl saw ${token} and failed`)
    ]
    const api = await githubApi(routes)
    try {
      githubApiUrl = api.url
      runnerEnv = { RUNNER_NAME: NOTIFY_RUNNER }
      stepEnv({
        'deployment-url': em.url,
        'pipeline-id': 'etl',
        summary: 'true',
        'github-token': token
      })
      await runNotify(process.env)
      const message = String(notified()[0]?.message)
      expect(message).toContain('failed: test (3.12, windows): curl')
      expect(message).not.toContain(token)
    } finally {
      await api.close()
    }
  })

  it('sends no piece of the key that an error line holds where the message cuts it', async () => {
    const routes = matrixRunRoutes()
    routes['/repos/octo/app/check-runs/1006/annotations'].body = [
      actionsAnnotation(`${'e'.repeat(190)}${KEY} and more`)
    ]
    const api = await githubApi(routes)
    try {
      githubApiUrl = api.url
      runnerEnv = { RUNNER_NAME: NOTIFY_RUNNER }
      stepEnv({
        'deployment-url': em.url,
        'pipeline-id': 'etl',
        summary: 'true',
        'github-token': 't'
      })
      await runNotify(process.env)
      const message = String(notified()[0]?.message)
      expect(message).toContain('failed: test (3.12, windows): eee')
      expect(message).not.toContain(KEY.slice(0, 8))
    } finally {
      await api.close()
    }
  })

  it('without actions: read, says so once, sends failed, and does not fail the step', async () => {
    const routes = matrixRunRoutes()
    for (const r of Object.values(routes)) r.status = 403
    const api = await githubApi(routes)
    try {
      githubApiUrl = api.url
      runnerEnv = { RUNNER_NAME: NOTIFY_RUNNER }
      stepEnv({
        'deployment-url': em.url,
        'pipeline-id': 'etl',
        summary: 'yes',
        'github-token': 't'
      })
      await runNotify(process.env)
      expect(process.exitCode).toBeUndefined()
      const why = "the run's jobs not read: grant 'actions: read' to include it"
      expect(notified()).toEqual([
        { status: 'failed', message: `0 of 0 legs passed; summary unavailable: ${why}` }
      ])
      expect(commands('warning')).toEqual([`::warning::job-monitor: summary unavailable: ${why}`])
    } finally {
      await api.close()
    }
  })

  it('keeps a leg name that reads as a workflow command inert in the log', async () => {
    const routes = matrixRunRoutes()
    const jobs = routes[Object.keys(routes)[0]].body as { jobs: Array<{ name: string }> }
    jobs.jobs[5].name = '::add-mask::x\n##[error]y'
    const api = await githubApi(routes)
    try {
      githubApiUrl = api.url
      runnerEnv = { RUNNER_NAME: NOTIFY_RUNNER }
      stepEnv({
        'deployment-url': em.url,
        'pipeline-id': 'etl',
        summary: 'true',
        'github-token': 't',
        status: 'success'
      })
      await runNotify(process.env)
      const lines = stdout.join('').split('\n')
      expect(lines.filter(l => l.startsWith('::add-mask::x') || l.includes('##[error]'))).toEqual(
        []
      )
      expect(String(notified()[0]?.message)).toContain('failed: \\x3a:add-mask::x')
    } finally {
      await api.close()
    }
  })
})
