/**
 * A run is ended from Buildkite's record when its machine is gone: end to end through dist/cli
 * and the plugin's own hooks (buildkite-plugin/hooks), two agents' machines (fixtures/
 * buildkite-jobs.ts: separate homes, queues and temporary folders, the first's removed after its
 * job), and a fake of what Buildkite keeps (scripts/fake-buildkite.mjs: builds, jobs, logs that
 * honour a suffix Range). Job B, the next build's job of the same step, runs `job-monitor
 * reconcile --next` in its pre-exit hook. What cannot be read or made certain is in
 * reconcile-ci-limits-e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { FakeBuildkite } from '../../scripts/fake-buildkite.mjs'
import { CLI } from './run-cli.js'
import {
  endsOf,
  expectKeyNeverSent,
  expectNoViolation,
  startedRunId
} from './fixtures/ci-machines.js'
import { type BuildkiteJobPlan, buildkiteJob } from './fixtures/buildkite-jobs.js'
import { reconcileLines } from './fixtures/gitlab-jobs.js'

const KEY = 'jm-buildkite-e2e-key-3e9a07d2c6b1f548'
const TOKEN = 'bkua_e2eReadBuildsToken0000000000000000000'
let em: Emulator
let down: Emulator
let bk: FakeBuildkite

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error('build the CLI first (npm run build)')
  ;[em, down, bk] = await Promise.all([
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    new FakeBuildkite().listen()
  ])
  bk.token(TOKEN)
})
afterAll(async () => {
  await Promise.all([em?.close(), down?.close(), bk?.close()])
})

const uuid = (n: number): string => `01908131-0000-4000-8000-${String(n).padStart(12, '0')}`

function plan(
  pipeline: string,
  build: number,
  job: number,
  o: Partial<BuildkiteJobPlan> = {}
): BuildkiteJobPlan {
  if (!bk.builds.has(`${pipeline}#${build}`)) bk.addBuild({ pipeline, number: build })
  return {
    bk,
    key: KEY,
    baseUrl: em.url,
    pipeline,
    build,
    id: uuid(job),
    script: 'echo "building the app"',
    token: TOKEN,
    ...o
  }
}

const said = (run: { preExit?: { output: string } }): string[] =>
  reconcileLines(run.preExit?.output ?? '')

describe("ending a run from Buildkite's record", () => {
  it.concurrent(
    "an outage at A's end on a discarded machine: B, the next build's job on another machine, ends A's run success with A's own lines, once",
    async () => {
      const a = await buildkiteJob(
        plan('outage', 1, 11, {
          baseUrl: down.url,
          script: `echo "FIRST LINE of A's build"; echo "all 214 tests passed"`,
          beforeEnd: () => down.inject({ path: '/monitoring', status: 503, count: 20 })
        })
      )
      const runId = startedRunId(a.log)
      expect(a.preExit?.output).toMatch(/job-monitor-record: \{"v":2,"k":"end",.*"end":"queued"/)
      down.clearFaults()
      const b = await buildkiteJob(plan('outage', 2, 21, { baseUrl: down.url }))
      expect(said(b)).toEqual([
        expect.stringMatching(/reconcile: run .+ \(build\) ended from Buildkite's record: success$/)
      ])
      const ends = endsOf(down, runId)
      expect(ends).toHaveLength(1)
      const run = down.runs().find(r => r.run_id === runId)
      expect(run).toMatchObject({ status: 'success', error_details: 'None' })
      expect(String(run?.logs)).toContain("FIRST LINE of A's build")
      expect(String(run?.logs)).toContain('all 214 tests passed')
      expect(String(run?.logs)).not.toContain('\x1b_bk')
      expect(ends[0].metadata).toMatchObject({
        'job_monitor.ended_from': 'ci_record',
        'cicd.pipeline.task.run.id': uuid(11),
        'job_monitor.ended_by': `https://buildkite.com/acme/outage/builds/2#${uuid(21)}`
      })
      expectNoViolation(down)
      expectKeyNeverSent(bk.requests, KEY)
      for (const t of [a.log, b.log]) for (const s of [KEY, TOKEN]) expect(t).not.toContain(s)
    }
  )

  it.concurrent(
    "A's agent lost mid-command (exit status -1, agent lost): B ends A's run failed, in Buildkite's words",
    async () => {
      const a = await buildkiteJob(
        plan('lost', 1, 12, { script: 'echo "compiling module 7 of 9"', lost: true })
      )
      const runId = startedRunId(a.log)
      const b = await buildkiteJob(plan('lost', 2, 22))
      expect(said(b)).toEqual([expect.stringMatching(/ended from Buildkite's record: failed$/)])
      const run = em.runs().find(r => r.run_id === runId)
      expect(run?.status).toBe('failed')
      expect(String(run?.error_details)).toContain(
        'The runner was lost (Buildkite failed the job).'
      )
      expect(String(run?.error_details)).toContain(
        'Buildkite says: "Exited with status -1 (agent lost)"'
      )
      expect(String(run?.logs)).toContain('compiling module 7 of 9')
      expect(endsOf(em, runId)).toHaveLength(1)
    }
  )

  it.concurrent(
    'A still running while B runs: A is left alone, then ended once by its own pre-exit hook',
    async () => {
      let b: Awaited<ReturnType<typeof buildkiteJob>> | undefined
      const a = await buildkiteJob(
        plan('running', 1, 13, {
          beforeEnd: async () => {
            b = await buildkiteJob(plan('running', 2, 23))
          }
        })
      )
      const runId = startedRunId(a.log)
      expect(said(b ?? {})).toEqual([
        expect.stringMatching(/no earlier run to end: the earlier job is still running/)
      ])
      expect(endsOf(em, runId)).toHaveLength(1)
    }
  )

  it.concurrent('A ended normally, and failed: B sends nothing for it', async () => {
    const a = await buildkiteJob(plan('normal', 1, 14, { script: 'echo "3 tests failed"; exit 3' }))
    const runId = startedRunId(a.log)
    expect(em.runs().find(r => r.run_id === runId)?.status).toBe('failed')
    const before = em.requests().filter(r => r.rawBody.includes(runId)).length
    const b = await buildkiteJob(plan('normal', 2, 24))
    expect(said(b)).toEqual([
      expect.stringMatching(/was left alone: its end report reached the service/)
    ])
    expect(em.requests().filter(r => r.rawBody.includes(runId))).toHaveLength(before)
  })

  it.concurrent(
    "concurrent healers: the next build's job, its retry, and a job two builds on, at once: one end for A",
    async () => {
      const a = await buildkiteJob(plan('many', 1, 15, { lost: true }))
      const runId = startedRunId(a.log)
      const legs = await Promise.all([
        buildkiteJob(plan('many', 2, 25)),
        buildkiteJob(plan('many', 2, 26, { retryCount: 1 })),
        buildkiteJob(plan('many', 3, 35))
      ])
      const lines = legs.map(l => said(l).join(' | '))
      expect(lines.filter(l => /ended from Buildkite's record: failed/.test(l))).toHaveLength(1)
      expect(lines[1]).toMatch(/a retried job ends no earlier run/)
      expect(endsOf(em, runId)).toHaveLength(1)
      expectNoViolation(em)
    }
  )
})
