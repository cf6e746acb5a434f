/**
 * A run is ended even when its machine is gone: end to end through dist/, two GitHub-hosted
 * machines (fixtures/two-machines.ts: separate homes, runner temp folders and runner folders,
 * the first killed and deleted before the second starts) and a fake of what GitHub keeps
 * (scripts/fake-github.mjs: runs, jobs and steps, check-run annotations, the job's log behind a
 * 302 to a blob that honours Range, permissions, the rate limit). The assertions are about what
 * the service received, and what GitHub was asked. What cannot be read or made certain (a
 * permission, the rate limit, a huge log, a log without the run's record) is in
 * reconcile-limits-e2e.test.ts.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import type { FakeGitHub } from '../../scripts/fake-github.mjs'
import {
  type Machine,
  completeJob,
  discard,
  earlierLines,
  endsOf,
  expectKeyNeverSentToGitHub,
  expectNoViolation,
  isoSecond,
  mainStep,
  postStep,
  twoMachineScene,
  userStep
} from './fixtures/two-machines.js'

const KEY = 'jm-e2e-reconcile-5d0c81f3b2a94e67'
const TOKEN = 'ghs_reconcileE2eToken00000000000000000'
const PAT = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789AB'
/** GitHub's words when a hosted runner is lost (shared/docs/runner-facts.md). */
const LOST =
  'The hosted runner: GitHub Actions 12 lost communication with the server. Anything in your workflow that terminates the runner process, starves it for CPU/Memory, or blocks its network access can cause this error.'

let em: Emulator
let gh: FakeGitHub
const scene = twoMachineScene(KEY, TOKEN)
const { onMachine, withs } = scene
beforeEach(() => {
  em = scene.em
  gh = scene.gh
})

/** Job A of run 100: its main step and a build step; the run id its start got. */
async function jobA(name = 'build'): Promise<{ a: Machine; runId: string }> {
  const a = onMachine({ runId: 100, jobId: 1001, name, createdAt: isoSecond(Date.now() - 5000) })
  const main = await mainStep(gh, a, withs())
  expect(main.outputs['run-id']).toBeTruthy()
  userStep(
    gh,
    a,
    'Run tests',
    `FIRST LINE of A's build\nexport GH_PAT=${PAT}\nall 214 tests passed\n`
  )
  return { a, runId: main.outputs['run-id'] }
}

/** Job B of run 101, created `after` A completed (or at `createdAt`), main and post. */
async function jobB(createdAt: string): Promise<{ stdout: string; runId: string }> {
  const b = onMachine({ runId: 101, jobId: 2001, createdAt })
  const main = await mainStep(gh, b, withs())
  const post = await postStep(gh, b, withs())
  expect(post.code).toBe(0)
  expect(em.runs().find(r => r.run_id === main.outputs['run-id'])).toMatchObject({
    status: 'success'
  })
  return { stdout: post.stdout, runId: main.outputs['run-id'] }
}

const after = (iso: string, s = 1): string => isoSecond(Date.parse(iso) + s * 1000)

describe("ending a run from GitHub's record", () => {
  it('B, the next run of the job on another machine, ends the run whose end A queued in an outage: success, A’s own lines, once', async () => {
    const { a, runId } = await jobA()
    em.inject({ path: '/monitoring', status: 503, count: 50 })
    const post = await postStep(gh, a, withs())
    expect(post.code).toBe(0)
    expect(post.stdout).toMatch(/::warning title=Job monitoring%3A end report not delivered::/)
    const completedAt = completeJob(gh, a, 'success')
    discard(a)
    em.clearFaults()
    expect(endsOf(em, runId)).toEqual([])

    const b = await jobB(after(completedAt))
    expect(b.stdout).toMatch(
      /the run of the earlier job 1001 \(run .+\) ended from GitHub's record: success/
    )
    const ends = endsOf(em, runId)
    expect(ends).toHaveLength(1)
    const run = em.runs().find(r => r.run_id === runId)
    expect(run).toMatchObject({ status: 'success', error_details: 'None' })
    const logs = String(run?.logs)
    expect(logs).toContain("FIRST LINE of A's build")
    expect(logs).toContain('all 214 tests passed')
    // Redacted as everything sent: the token shape the runner did not mask is hidden too.
    expect(logs).toContain('export GH_PAT=***')
    for (const secret of [PAT, KEY, TOKEN]) expect(logs).not.toContain(secret)
    // GitHub's completed_at (whole seconds, the next one here), unless that is still ahead of
    // the clock when B ends the run: never an end in the future.
    const endTime = Date.parse(String(ends[0].end_time))
    expect(endTime).toBeLessThanOrEqual(Date.parse(completedAt))
    expect(endTime).toBeGreaterThan(Date.parse(completedAt) - 1000)
    expect(ends[0].metadata).toMatchObject({
      'job_monitor.ended_from': 'ci_record',
      'cicd.pipeline.task.run.id': '1001'
    })
    expectNoViolation(em)
    expectKeyNeverSentToGitHub(gh, KEY)
  })

  it("A's runner lost mid-step: B ends A's run failed, saying so in GitHub's words", async () => {
    const { a, runId } = await jobA()
    // The machine goes down under the job: no post step, its helper gone with it.
    discard(a)
    gh.annotate(a.jobId, { annotation_level: 'failure', message: LOST })
    const completedAt = completeJob(gh, a, 'failure')

    const b = await jobB(after(completedAt))
    expect(b.stdout).toMatch(/ended from GitHub's record: failed/)
    expect(endsOf(em, runId)).toHaveLength(1)
    const run = em.runs().find(r => r.run_id === runId)
    expect(run?.status).toBe('failed')
    expect(String(run?.error_details)).toContain('The runner was lost (GitHub failed the job).')
    expect(String(run?.error_details)).toContain(`GitHub says: "${LOST}"`)
    expect(String(run?.error_details)).not.toContain('##[')
    expect(String(run?.logs)).toContain('all 214 tests passed')
    expectNoViolation(em)
  })

  it('A still in progress while B runs: A is left running, then ended once by its own post', async () => {
    const { a, runId } = await jobA()
    const b = await jobB(isoSecond(Date.now()))
    expect(earlierLines(b.stdout)).toEqual([])
    expect(em.runs().find(r => r.run_id === runId)?.status).toBe('running')
    // A's own end, later, with the service up.
    const post = await postStep(gh, a, withs())
    expect(post.code).toBe(0)
    completeJob(gh, a, 'success')
    const ends = endsOf(em, runId)
    expect(ends).toHaveLength(1)
    expect(ends[0].metadata).not.toHaveProperty('job_monitor.ended_from')
    expectNoViolation(em)
  })

  it('A ended normally: B sends nothing for A, in the three GETs the check allows', async () => {
    const { a, runId } = await jobA()
    await postStep(gh, a, withs())
    const completedAt = completeJob(gh, a, 'success')
    discard(a)
    const before = gh.apiRequests().length
    const b = await jobB(after(completedAt))
    expect(earlierLines(b.stdout)).toEqual([])
    expect(endsOf(em, runId)).toHaveLength(1)
    // B's GitHub reads beyond what post reads anyway (its own job; its recent successful runs
    // for "slower than usual", when its clock has passed its start): the check's three.
    const checks = gh
      .apiRequests()
      .slice(before)
      .map(r => r.path)
      .filter(
        p => !p.startsWith('/repos/octo/app/actions/jobs/2001') && !p.includes('status=success')
      )
    expect(checks.sort()).toEqual([
      '/repos/octo/app/actions/runs/100/jobs?per_page=100',
      '/repos/octo/app/actions/workflows/ci.yml/runs?per_page=10',
      '/repos/octo/app/check-runs/1001/annotations?per_page=50'
    ])
    expectNoViolation(em)
  })

  it("a persistent self-hosted runner's queued end is its own machine's to send: B leaves it, A's next job there sends it, once", async () => {
    const home = mkdtempSync(join(tmpdir(), 'jm-self-hosted-home-'))
    try {
      const selfHosted = { runnerEnvironment: 'self-hosted', env: { HOME: home } }
      const a = onMachine({
        runId: 100,
        jobId: 1001,
        createdAt: isoSecond(Date.now() - 5000),
        ...selfHosted
      })
      const runId = (await mainStep(gh, a, withs())).outputs['run-id']
      em.inject({ path: '/monitoring', status: 503, count: 50 })
      const post = await postStep(gh, a, withs())
      // Its queue outlives the job: no warning for a later run to act on.
      expect(post.stdout).not.toMatch(/end report not delivered/)
      expect(post.stdout).toMatch(/"machine":"persistent"/)
      const completedAt = completeJob(gh, a, 'success')
      em.clearFaults()

      const b = await jobB(after(completedAt))
      expect(earlierLines(b.stdout)).toEqual([])
      expect(endsOf(em, runId)).toEqual([])

      // The machine's next job: its post replays what the queue holds, A's end among it.
      const next = onMachine({
        runId: 102,
        jobId: 3001,
        createdAt: after(completedAt, 2),
        ...selfHosted
      })
      await mainStep(gh, next, withs())
      await postStep(gh, next, withs())
      expect(endsOf(em, runId)).toHaveLength(1)
      expectNoViolation(em)
    } finally {
      rmSync(home, { recursive: true, force: true })
    }
  })

  it('a matrix of 20 legs sharing a name, at once: one end for A', async () => {
    const { a, runId } = await jobA('test')
    em.inject({ path: '/monitoring', status: 503, count: 50 })
    await postStep(gh, a, withs())
    const completedAt = completeJob(gh, a, 'success')
    discard(a)
    em.clearFaults()
    gh.addRun({ id: 101, createdAt: after(completedAt), status: 'in_progress' })
    // The legs' starts, as their main steps would have sent them; only their post steps run.
    const legs = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const leg = onMachine({
          runId: 101,
          jobId: 3000 + i,
          name: 'test',
          createdAt: after(completedAt)
        })
        const startTime = new Date().toISOString()
        const res = await fetch(`${em.url}/monitoring`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: KEY },
          body: JSON.stringify({
            job_name: `leg ${i}`,
            status: 'running',
            run_id: '',
            start_time: startTime,
            end_time: null
          })
        })
        const runIdOfLeg = (JSON.parse(JSON.parse(await res.text())) as { run_id: string }).run_id
        Object.assign(leg.job.state, {
          'run-key': `leg-${i}-key`,
          'start-time': startTime,
          'job-name': `leg ${i}`,
          'run-id': runIdOfLeg,
          'start-outcome': 'delivered'
        })
        return { leg, i }
      })
    )
    const posts = await Promise.all(
      legs.map(({ leg, i }) =>
        postStep(gh, leg, withs({ 'job-index': String(i), 'job-name': `leg ${i}` }))
      )
    )
    expect(posts.every(p => p.code === 0)).toBe(true)
    // The chosen leg (the lowest id) says what it did, shown when it did not.
    expect(posts[0].stdout).toMatch(/ended from GitHub's record: success/)
    expect(endsOf(em, runId)).toHaveLength(1)
    expect(posts.filter(p => /ended from GitHub's record/.test(p.stdout))).toHaveLength(1)
    expect(
      em.runs().filter(r => r.job_name.startsWith('leg ') && r.status === 'success')
    ).toHaveLength(20)
    expectNoViolation(em)
  })
})
