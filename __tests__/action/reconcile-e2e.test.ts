/**
 * A run is ended even when its machine is gone: end to end through dist/, two GitHub-hosted
 * machines (fixtures/two-machines.ts: separate homes, runner temp folders and runner folders,
 * the first killed and deleted before the second starts) and a fake of what GitHub keeps
 * (scripts/fake-github.mjs: runs, jobs and steps, check-run annotations, the job's log behind a
 * 302 to a blob that honours Range, permissions, the rate limit). The assertions are about what
 * the service received, and what GitHub was asked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { bundles } from '../../scripts/demo/runner.mjs'
import { FakeGitHub } from '../../scripts/fake-github.mjs'
import { bodyText, pathOf } from './helpers.js'
import {
  type Machine,
  completeJob,
  discard,
  isoSecond,
  machine,
  mainStep,
  postStep,
  userStep
} from './fixtures/two-machines.js'

const KEY = 'jm-e2e-reconcile-5d0c81f3b2a94e67'
const TOKEN = 'ghs_reconcileE2eToken00000000000000000'
const PAT = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789AB'

let em: Emulator
let gh: FakeGitHub
const machines: Machine[] = []

beforeAll(async () => {
  const missing = Object.values(bundles).filter(b => !existsSync(b))
  if (missing.length) throw new Error(`build the bundles first: missing ${missing.join(', ')}`)
  em = await startEmulator({ apiKey: KEY })
})
afterEach(async () => {
  for (const m of machines.splice(0)) discard(m)
  em.clearFaults()
  em.reset()
  await gh?.close()
})
afterAll(async () => {
  await em?.close()
})

async function fakeGitHub(
  o: { permissions?: string[]; remaining?: number } = {}
): Promise<FakeGitHub> {
  gh = await new FakeGitHub().listen()
  gh.token(TOKEN, o)
  return gh
}

function onMachine(o: { runId: number; jobId: number; createdAt: string; name?: string }): Machine {
  const m = machine(gh, { ...o, token: TOKEN })
  machines.push(m)
  return m
}

const withs = (extra: Record<string, string> = {}): Record<string, string> => ({
  'api-key': KEY,
  'base-url': em.url,
  'heartbeat-interval': '0',
  'step-output': 'false',
  'max-attempts': '1',
  ...extra
})

/** The end reports the service accepted for `runId`. */
function endsOf(runId: string): Array<Record<string, unknown>> {
  return em
    .requests()
    .filter(r => pathOf(r) === '/monitoring' && r.status === 200)
    .map(r => JSON.parse(bodyText(r)) as Record<string, unknown>)
    .filter(b => b.run_id === runId && b.status !== 'running')
}

/** Nothing the service was sent broke its rules, and no end came twice (409). */
function expectNoViolation(): void {
  expect(em.requests().filter(r => r.violations.length > 0 || r.status === 409)).toEqual([])
}

/** The key went to no request to GitHub, and no blob read carried a credential. */
function expectKeyNeverSentToGitHub(): void {
  for (const r of gh.requests) {
    expect(JSON.stringify(r)).not.toContain(KEY)
    if (r.path.startsWith('/blob/')) expect(r.headers.authorization).toBeUndefined()
  }
}

/** Job A: main, a build step, then its post step, the service down for its end. */
async function jobWithOutageAtItsEnd(): Promise<{
  a: Machine
  runId: string
  completedAt: string
}> {
  const a = onMachine({ runId: 100, jobId: 1001, createdAt: isoSecond(Date.now() - 5000) })
  const main = await mainStep(gh, a, withs())
  const runId = main.outputs['run-id']
  expect(runId).toBeTruthy()
  userStep(
    gh,
    a,
    'Run tests',
    `FIRST LINE of A's build\nexport GH_PAT=${PAT}\nall 214 tests passed\n`
  )
  em.inject({ path: '/monitoring', status: 503, count: 50 })
  const post = await postStep(gh, a, withs())
  expect(post.code).toBe(0)
  expect(post.stdout).toMatch(/::warning title=Job monitoring%3A end report not delivered::/)
  const completedAt = completeJob(gh, a, 'success')
  discard(a)
  em.clearFaults()
  return { a, runId, completedAt }
}

describe("ending a run from GitHub's record", () => {
  it('B, the next run of the job on another machine, ends the run whose end A queued in an outage: success, A’s own lines, once', async () => {
    await fakeGitHub()
    const { runId, completedAt } = await jobWithOutageAtItsEnd()
    expect(endsOf(runId)).toEqual([])

    const b = onMachine({
      runId: 101,
      jobId: 2001,
      createdAt: isoSecond(Date.parse(completedAt) + 1000)
    })
    const bMain = await mainStep(gh, b, withs())
    const bPost = await postStep(gh, b, withs())
    expect(bPost.code).toBe(0)
    expect(bPost.stdout).toMatch(
      /the run of the earlier job 1001 \(run .+\) ended from GitHub's record: success/
    )

    const ends = endsOf(runId)
    expect(ends).toHaveLength(1)
    const run = em.runs().find(r => r.run_id === runId)
    expect(run).toMatchObject({ status: 'success', error_details: 'None' })
    const logs = String(run?.logs)
    expect(logs).toContain("FIRST LINE of A's build")
    expect(logs).toContain('all 214 tests passed')
    expect(logs).not.toContain(PAT)
    expect(logs).not.toContain(KEY)
    expect(logs).not.toContain(TOKEN)
    expect(Date.parse(String(ends[0].end_time))).toBe(Date.parse(completedAt))
    expect(ends[0].metadata).toMatchObject({ 'job_monitor.ended_from': 'ci_record' })
    // B's own run is whole.
    expect(em.runs().find(r => r.run_id === bMain.outputs['run-id'])).toMatchObject({
      status: 'success'
    })
    expectNoViolation()
    expectKeyNeverSentToGitHub()
  })
})
