/**
 * Every step's output in the end report, end to end: the built bundles (dist/main, the helper,
 * dist/post) run as separate node processes on a runner laid out as the real one is
 * (`<root>/externals/node24/bin/node`, `<root>/_diag/pages`), while the emulated runner writes
 * the job's steps to its pages as PagingLogger does and removes each page after its step.
 * Where there are no pages, main and post say why in process (orchestration.test.ts), and
 * runner-root.test.ts tells a runner's folders from a container's.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { EmulatedRunner } from '../../scripts/demo/pages.mjs'
import { systemEnv } from '../../scripts/demo/processes.mjs'
import { Job, bundles, repoRoot, runNode } from '../../scripts/demo/runner.mjs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { procWorkerProcesses } from '../../src/steps/worker-proof.js'
import { allFiles } from './helpers.js'

const KEY = 'jm-e2e-steps-secret-4c1d7e'
let em: Emulator
let root: string
const jobs: Job[] = []
const runners: EmulatedRunner[] = []

beforeAll(async () => {
  const missing = Object.values(bundles).filter(b => !existsSync(b))
  if (missing.length) throw new Error(`build the bundles first: missing ${missing.join(', ')}`)
  em = await startEmulator({ apiKey: KEY })
  root = mkdtempSync(join(tmpdir(), 'jm-steps-e2e-'))
})
afterEach(() => {
  for (const r of runners.splice(0)) r.endJob()
  for (const j of jobs.splice(0)) j.dispose()
  em.reset()
})
afterAll(async () => {
  await em.close()
  rmSync(root, { recursive: true, force: true })
})

/** A runner folder whose node is `externals/node24/bin/node` (a link to this node). */
function runnerFolder(name: string): { dir: string; node: string } {
  const dir = join(root, name)
  const bin = join(dir, 'externals', 'node24', 'bin')
  mkdirSync(bin, { recursive: true })
  const node = join(bin, 'node')
  symlinkSync(process.execPath, node)
  return { dir, node }
}

function newJob(node: string): Job {
  const job = new Job({ node })
  jobs.push(job)
  return job
}

const inputs = (name: string): Record<string, string> => ({
  'api-key': KEY,
  'base-url': em.url,
  'job-name': name,
  'heartbeat-interval': '0'
})

/**
 * One step of the job: its header, its lines, a moment of work, its end. With `read`, the step
 * ends only once the helper holds its page open: the runner removes a page 0-1 s after its step
 * (here 200 ms), and a helper that a loaded machine keeps off the CPU longer than that never
 * sees the page. These tests are about what is read, not about that race.
 */
async function step(
  runner: EmulatedRunner,
  header: string,
  lines: string[],
  o: { read?: boolean } = {}
): Promise<void> {
  const s = runner.startStep(header)
  await sleep(30) // the step's process starts
  s.lines(lines)
  if (o.read) await helperReading(join(runner.pagesDir, s.pageNames()[0]))
  await sleep(30)
  s.end()
}

/**
 * A process other than this one that holds `path` open, by /proc/<pid>/fd (this machine is
 * Linux, as CI is), read as the helper reads the Worker's. This process writes the pages, so
 * it holds them open too: it never counts.
 */
function readerOf(path: string): number | undefined {
  const procs = procWorkerProcesses
  return (procs.pids() ?? []).find(
    pid => pid !== process.pid && procs.openFiles(pid).includes(path)
  )
}

/**
 * Until the helper reads the pages: it opens the page of main's step as it starts. A helper
 * slow to start (a loaded machine, its lower priority) reads the steps that ended before it from
 * the job's page, which the runner writes about 4 KB behind: follow.test.ts has that case and
 * the note it gives. Here the steps after main come once the helper reads, as on a runner whose
 * steps take their time.
 */
async function helperReading(page: string): Promise<void> {
  const path = realpathSync(page)
  const until = Date.now() + 30_000
  while (readerOf(path) === undefined) {
    if (Date.now() > until) throw new Error(`no process opened ${page} within 30 s`)
    await sleep(20)
  }
}

const many = (tag: string, n: number): string[] => [
  `${tag}-HEAD`,
  ...Array.from({ length: n }, (_, i) => `${tag} line ${i} ${'.'.repeat(50)}`),
  `${tag}-TAIL`
]

describe('step output end to end', () => {
  it("reports a 3-step job's heads and tails, and why the failed step failed", async () => {
    const folder = runnerFolder('vm')
    const runner = new EmulatedRunner({ root: folder.dir, deleteAfterMs: 200 })
    runners.push(runner)
    runner.jobLine('Current runner version: 2.336.0')
    // A step before the action: only the job's page still has it when the helper starts.
    await step(runner, 'actions/checkout@v5', many('checkout', 100))
    await sleep(300)
    const job = newJob(folder.node)
    const mainPage = runner.startStep('OWNER/job-monitor@v1')
    const main = await job.main(inputs('e2e steps'))
    expect(main.code).toBe(0)
    expect(main.state['steps-file']).toBeTruthy()
    await helperReading(join(runner.pagesDir, mainPage.pageNames()[0]))
    mainPage.end()
    await step(runner, 'make build', [...many('build', 3000), `uses ${KEY} once`], { read: true })
    await step(
      runner,
      'npm test',
      [
        ...many('test', 500),
        'FAIL src/app.test.js: expected 2, got 3',
        '##[error]Process completed with exit code 1.'
      ],
      { read: true }
    )
    await sleep(300)
    const postPage = runner.startStep()
    const post = await job.post(inputs('e2e steps'), { jobStatus: 'failure' })
    postPage.end()
    expect(post.code).toBe(0)

    const run = em.runs().find(r => r.job_name === 'e2e steps')
    expect(run?.status).toBe('failed')
    const logs = String(run?.logs)
    expect(Buffer.byteLength(logs)).toBeLessThanOrEqual(65536)
    for (const tag of ['checkout', 'build', 'test']) {
      expect(logs).toContain(`${tag}-HEAD`)
      expect(logs).toContain(`${tag}-TAIL`)
    }
    expect(logs).toMatch(/== step: Run make build \(\S+, 3004 lines\) ==/)
    expect(logs).toContain('== step: Run npm test (failure')
    const details = String(run?.error_details)
    expect(details).toMatch(/^Failed steps: Run npm test\n/)
    expect(details).toContain('Error: Process completed with exit code 1.')
    expect(details).toContain('FAIL src/app.test.js: expected 2, got 3')
    // Quoted as a person reads them on the job's page: none of the runner's markup is sent.
    expect(logs).toContain('\nRun npm test\n')
    for (const text of [logs, details]) expect(text).not.toContain('##[')
    // The self-test workflow's check passes on this report, and fails on a line it lacks.
    const check = (expect: string): Promise<{ code: number | null; stdout: string }> =>
      runNode(
        join(repoRoot, '.github/actions/check-end-report/post.mjs'),
        {
          ...systemEnv(),
          PATH: process.env.PATH,
          INPUT_URL: em.url,
          'INPUT_JOB-NAME': 'e2e steps',
          INPUT_EXPECT: expect
        },
        root,
        20_000
      )
    // One run of it: the lines the report has pass, the one it lacks fails it.
    const checked = await check('build-TAIL\ncheckout-HEAD\nnever printed')
    expect(checked.code).toBe(1)
    expect(checked.stdout.match(/^::error::.*$/gm)).toEqual([
      "::error::the end report's logs lack 'never printed'"
    ])
    expect(checked.stdout).toMatch(/^::stop-commands::/m)
    // The key: not in what was sent, nor in any file the job left.
    expect(logs).toContain('uses *** once')
    for (const text of [
      logs,
      details,
      ...allFiles(job.runnerTemp).map(f => readFileSync(f, 'latin1'))
    ])
      expect(text).not.toContain(KEY)
  }, 60_000)

  it("reports this job's steps beside a forged Worker log, and a note says the choice was a guess", async () => {
    const folder = runnerFolder('self-hosted')
    const runner = new EmulatedRunner({ root: folder.dir, deleteAfterMs: 200 })
    runners.push(runner)
    runner.jobLine('Current runner version: 2.336.0')
    // What an earlier job on a self-hosted runner can leave in `_diag`: a Worker log named after
    // now, whose job message names another timeline. No Worker of this emulated runner is a
    // program named Runner.Worker: there is no proof to be had, only the name and the pages.
    const forged = new EmulatedRunner({
      root: folder.dir,
      now: () => Date.parse('2099-12-31T23:59:59Z')
    })
    const job = newJob(folder.node)
    const mainPage = runner.startStep('OWNER/job-monitor@v1')
    const main = await job.main(inputs('forged worker log'))
    expect(main.code).toBe(0)
    await helperReading(join(runner.pagesDir, mainPage.pageNames()[0]))
    mainPage.end()
    await step(runner, 'make build', many('build', 20), { read: true })
    await sleep(300)
    const postPage = runner.startStep()
    const post = await job.post(inputs('forged worker log'), { jobStatus: 'success' })
    postPage.end()
    expect(post.code).toBe(0)

    const run = em.runs().find(r => r.job_name === 'forged worker log')
    const logs = String(run?.logs)
    expect(logs).toContain('== step: Run make build')
    expect(logs).toContain('build-TAIL')
    const note = logs.split('\n').find(l => l.startsWith('note: step output: '))
    expect(note).toContain('not by proof')
    expect(note).toContain(
      `Worker_20991231-235959-utc.log (named after now), timeline ${forged.timelineId}`
    )
  }, 60_000)
})
