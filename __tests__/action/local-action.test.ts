/**
 * GitHub's local action debugger (@github/local-action) runs the action's entries in one
 * process, @actions/core replaced by its own functions, against the local service emulator:
 * the command CONTRIBUTING.md gives. The entries run from the sources (through tsx); the
 * heartbeat helper main starts is the built bundle, so build first (npm run build).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { pidsWithEnv } from '../../scripts/demo/processes.mjs'
import { bundles, repoRoot } from '../../scripts/demo/runner.mjs'
import { allFiles, beatsOf, bodyText, monitoringBodies, pathOf } from './helpers.js'
import { skipOn } from '../platform.js'

const KEY = 'jm-local-action-secret-5e8d1f27a9c3b604'
const DEBUGGER = join(repoRoot, 'node_modules/@github/local-action/bin/local-action.js')

let em: Emulator
let dir: string

beforeAll(async () => {
  if (!existsSync(bundles.heartbeat)) throw new Error('build the bundles first: npm run build')
  em = await startEmulator({ apiKey: KEY })
})
afterAll(async () => {
  await em?.close()
})
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-local-action-'))
})
afterEach(() => {
  em.reset()
  rmSync(dir, { recursive: true, force: true })
})

interface DebuggerRun {
  code: number | null
  output: string
  /** Processes of this run still alive after the debugger exited (the helper, say). */
  left: number[] | undefined
}

/**
 * `local-action run <args>` from the repository's root with `.env` written from `vars`. The
 * debugger must exit by itself: a handle left open would keep it (and a job) waiting.
 */
function localAction(args: string[], vars: Record<string, string>): Promise<DebuggerRun> {
  const trackingId = `jm-local-action-${randomUUID()}`
  const envFile = join(dir, '.env')
  writeFileSync(
    envFile,
    Object.entries({ ...vars, RUNNER_TRACKING_ID: trackingId })
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join('\n') + '\n'
  )
  const env: NodeJS.ProcessEnv = { FORCE_COLOR: '0', RUNNER_TRACKING_ID: trackingId }
  for (const [k, v] of Object.entries(process.env))
    if (!/^(INPUT_|STATE_|GITHUB_|RUNNER_|ACTIONS_|JOB_MONITOR_)/.test(k)) env[k] ??= v
  const argv = [DEBUGGER, 'run', ...args.map(a => (a === '.env' ? envFile : a))]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, {
      cwd: repoRoot,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    const chunks: Buffer[] = []
    child.stdout.on('data', c => chunks.push(c))
    child.stderr.on('data', c => chunks.push(c))
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid as number), 'SIGKILL')
      } catch {
        // gone meanwhile
      }
      reject(new Error(`local-action did not exit within 90 s:\n${Buffer.concat(chunks)}`))
    }, 90_000)
    child.on('error', reject)
    child.on('close', code => {
      clearTimeout(timer)
      resolve({
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        left: pidsWithEnv('RUNNER_TRACKING_ID', trackingId)
      })
    })
  })
}

function actionVars(jobName: string): Record<string, string> {
  const summary = join(dir, 'summary.md')
  writeFileSync(summary, '')
  return {
    'INPUT_API-KEY': KEY,
    'INPUT_BASE-URL': em.url,
    'INPUT_JOB-NAME': jobName,
    'INPUT_HEARTBEAT-INTERVAL': '1',
    'INPUT_QUEUE-DIR': join(dir, 'queue'),
    RUNNER_TEMP: join(dir, 'runner-temp'),
    GITHUB_STEP_SUMMARY: summary
  }
}

/** The key nowhere but in the .env file the test wrote. */
function expectNoKey(run: DebuggerRun): void {
  expect(run.output).not.toContain(KEY)
  for (const f of allFiles(dir).filter(f => !f.endsWith('.env')))
    expect(readFileSync(f, 'latin1')).not.toContain(KEY)
  for (const r of em.requests()) expect(bodyText(r)).not.toContain(KEY)
}

/** One run begun by main and ended by post, with no heartbeat after its end. */
function expectOneRunEnded(jobName: string, status: string): string {
  const runs = em.runs().filter(r => r.job_name === jobName)
  expect(runs).toHaveLength(1)
  expect(runs[0].status).toBe(status)
  const [start, end, ...rest] = monitoringBodies(em).filter(b => b.job_name === jobName)
  expect(rest).toEqual([])
  expect(end.start_time).toBe(start.start_time)
  expect(end.run_id).toBe(runs[0].run_id)
  const all = em.requests()
  const endAt = all.findIndex(
    r => pathOf(r) === '/monitoring' && JSON.parse(bodyText(r)).status !== 'running'
  )
  expect(all.slice(endAt).filter(r => pathOf(r) === '/heartbeat')).toEqual([])
  return runs[0].run_id
}

// What the run left is found by its RUNNER_TRACKING_ID, which no process can read from another's
// environment on Windows.
const trackable = skipOn(['win32'], "no way to read another process's environment")

trackable.describe('the action under @github/local-action', () => {
  // One debugger run serves both: post is the action's own post entry, reached through a
  // fixture that first waits for a heartbeat, as a job's own steps would give it time to.
  it('runs main and post from the sources, the helper handed to post through the debugger state: start, heartbeats, end, summary, no process or key left', async () => {
    const run = await localAction(
      [
        '.',
        'src/entries/main.ts',
        '.env',
        '--post',
        '__tests__/action/fixtures/post-after-a-heartbeat.ts'
      ],
      actionVars('local-action debug')
    )
    expect(run.output).not.toMatch(/does not export a run\(\) function/)
    expect(run.code).toBe(0)
    expect(run.output).toContain('Running Post Step')
    expect(beatsOf(em, 'local-action debug')).toBeGreaterThanOrEqual(1)
    const runId = expectOneRunEnded('local-action debug', 'success')
    expect(run.output).toContain(runId)
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8')
    expect(summary).toContain(runId)
    expect(summary).toMatch(/\| Heartbeats \| [1-9]\d* sent/)
    expect(run.left).toEqual([])
    expectNoKey(run)
  }, 120_000)

  it('runs the notify sub-action: one pipeline notification, delivered', async () => {
    const run = await localAction(['notify', '../src/entries/notify.ts', '.env'], {
      'INPUT_API-KEY': KEY,
      'INPUT_DEPLOYMENT-URL': em.url,
      'INPUT_PIPELINE-ID': 'pipe-local',
      INPUT_STATUS: 'success',
      INPUT_MESSAGE: 'from the debugger',
      'INPUT_QUEUE-DIR': join(dir, 'queue')
    })
    expect(run.code).toBe(0)
    expect(em.notifications()).toEqual([
      expect.objectContaining({ pipeline_id: 'pipe-local', status: 'success' })
    ])
    expect(run.output).toMatch(/'delivered'\s*│\s*'true'/)
    expect(run.left).toEqual([])
    expectNoKey(run)
  }, 120_000)
})
