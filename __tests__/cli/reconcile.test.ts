/**
 * `job-monitor reconcile` on a host's cron: the built CLI sweeps the repository's recent runs
 * against the fake of what GitHub keeps (scripts/fake-github.mjs) and ends, once, the run a job
 * left to the sweep whose end never reached the service; the next sweep begins where it stopped
 * (kept in the queue folder) and ends nothing more. The job's log is written as the runner writes
 * it, with the records the action prints (src/reconcile/record-line.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { FakeGitHub } from '../../scripts/fake-github.mjs'
import { recordLine, type RunRecord } from '../../src/reconcile/record-line.js'
import { CLI, runCli } from './run-cli.js'

const KEY = 'jm-cli-reconcile-41f0c2d8a6b9e357'
const TOKEN = 'ghs_cliReconcileToken0000000000000000000'
let em: Emulator
let gh: FakeGitHub
let home: string

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error('build the CLI first (npm run build)')
  em = await startEmulator({ apiKey: KEY })
  gh = await new FakeGitHub().listen()
  gh.token(TOKEN)
  home = mkdtempSync(join(tmpdir(), 'jm-reconcile-cli-'))
})
afterAll(async () => {
  await gh?.close()
  await em?.close()
  rmSync(home, { recursive: true, force: true })
})

/** A run begun at the service, as a job's start report begins it. */
async function startedRun(jobName: string): Promise<{ runId: string; startTime: string }> {
  const startTime = new Date(Date.now() - 60_000).toISOString()
  const res = await fetch(`${em.url}/monitoring`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: KEY },
    body: JSON.stringify({
      job_name: jobName,
      status: 'running',
      run_id: '',
      start_time: startTime,
      end_time: null
    })
  })
  return {
    runId: (JSON.parse(JSON.parse(await res.text())) as { run_id: string }).run_id,
    startTime
  }
}

describe('job-monitor reconcile', () => {
  it('ends, once, the run a job left to the sweep, and begins the next sweep where this one stopped', async () => {
    const { runId, startTime } = await startedRun('nightly export')
    const seal = { apiKey: KEY, address: em.url }
    const record = (kind: RunRecord['kind'], extra: Partial<RunRecord> = {}): string =>
      recordLine(
        {
          kind,
          runId,
          startTime,
          jobName: 'nightly export',
          machine: 'ephemeral',
          healer: 'sweep',
          ciJob: 'github:octo/app:7001',
          ...extra
        },
        seal
      )
    gh.addRun({
      id: 700,
      workflowFile: 'nightly.yml',
      createdAt: new Date(Date.now() - 120_000).toISOString().replace(/\.\d+Z/, 'Z')
    })
    gh.addJob({
      id: 7001,
      runId: 700,
      name: 'export',
      createdAt: new Date(Date.now() - 120_000).toISOString().replace(/\.\d+Z/, 'Z')
    })
    gh.step(7001, 'Run octo/job-monitor@v1', record('start'))
    gh.step(7001, 'Run export', 'exported 1200 rows\n')
    gh.step(
      7001,
      'Post Run octo/job-monitor@v1',
      `${record('ending')}\n${record('end', { outcome: 'queued', status: 'success' })}\n::warning title=Job monitoring%3A end report not delivered::queued\n`,
      { header: 'Post job cleanup.' }
    )
    gh.complete(7001, {
      conclusion: 'success',
      completedAt: new Date(Date.now() - 30_000).toISOString().replace(/\.\d+Z/, 'Z')
    })
    gh.completeRun(700, 'success')

    const env = {
      JOB_MONITOR_API_KEY: KEY,
      JOB_MONITOR_BASE_URL: em.url,
      JOB_MONITOR_QUEUE_DIR: join(home, 'queue'),
      JOB_MONITOR_GITHUB_TOKEN: TOKEN,
      GITHUB_API_URL: gh.url,
      NO_PROXY: '*'
    }
    const first = await runCli(['reconcile', '--repo', 'octo/app'], env)
    expect(first.stderr.toString()).toMatch(
      /reconcile: run .+ \(nightly export\) ended from GitHub's record: success/
    )
    expect(first.code).toBe(0)
    expect(em.runs().find(r => r.run_id === runId)).toMatchObject({ status: 'success' })
    expect(String(em.runs().find(r => r.run_id === runId)?.logs)).toContain('exported 1200 rows')
    expect(readdirSync(join(home, 'queue', 'reconcile'))).toHaveLength(1)

    const second = await runCli(['reconcile', '--repo', 'octo/app'], env)
    expect(second.code).toBe(0)
    expect(second.stderr.toString()).toMatch(/0 looked at, 0 ended/)
    const ends = em
      .requests()
      .filter(r => r.path === '/monitoring' && r.rawBody.includes(`"run_id":"${runId}"`))
    expect(ends).toHaveLength(1)
    expect(em.requests().filter(r => r.violations.length > 0 || r.status === 409)).toEqual([])
    for (const r of gh.requests) expect(JSON.stringify(r)).not.toContain(KEY)
  })

  it('refuses to run without a GitHub token, naming the variable', async () => {
    const r = await runCli(['reconcile', '--repo', 'octo/app'], {
      JOB_MONITOR_API_KEY: KEY,
      JOB_MONITOR_BASE_URL: em.url,
      JOB_MONITOR_QUEUE_DIR: join(home, 'queue')
    })
    expect(r.code).toBe(2)
    expect(r.stderr.toString()).toMatch(/JOB_MONITOR_GITHUB_TOKEN/)
  })
})
