/**
 * A run is ended from GitLab's record when its machine is gone: end to end through dist/cli and
 * the component's own script lines (templates/job-monitor.yml), two machines of GitLab's Docker
 * executor (fixtures/gitlab-jobs.ts: separate homes, queues and builds folders, the first's
 * removed after its job), and a fake of what GitLab keeps (scripts/fake-gitlab.mjs: pipelines,
 * jobs, traces served whole as GitLab serves them). Job B, the next pipeline's job of the same
 * name, runs `job-monitor reconcile --next` in its after_script. What cannot be read or made
 * certain is in reconcile-gitlab-limits-e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { FakeGitLab } from '../../scripts/fake-gitlab.mjs'
import { CLI } from './run-cli.js'
import {
  endsOf,
  expectKeyNeverSent,
  expectNoViolation,
  startedRunId
} from './fixtures/ci-machines.js'
import { type GitLabJobPlan, gitLabJob, reconcileLines } from './fixtures/gitlab-jobs.js'

const KEY = 'jm-gitlab-e2e-key-5b8e21c0f4a7d963'
const TOKEN = 'glpat-e2eReadApiToken00000'
const PAT = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789AB'
let em: Emulator
/** Its own service for the outage: its faults touch no other case. */
let down: Emulator
let gl: FakeGitLab

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error('build the CLI first (npm run build)')
  ;[em, down, gl] = await Promise.all([
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    new FakeGitLab().listen()
  ])
  gl.token(TOKEN)
})
afterAll(async () => {
  await Promise.all([em?.close(), down?.close(), gl?.close()])
})

/** A job of project `project` named `build`, with the token, on the file's service. */
function plan(
  project: string,
  pipelineId: number,
  jobId: number,
  o: Partial<GitLabJobPlan> = {}
): GitLabJobPlan {
  if (!gl.pipelines.has(pipelineId)) gl.addPipeline({ id: pipelineId, project })
  return {
    gl,
    key: KEY,
    baseUrl: em.url,
    project,
    pipelineId,
    jobId,
    name: 'build',
    script: 'echo "building the app"',
    token: TOKEN,
    ...o
  }
}

function expectNoSecretShown(...texts: string[]): void {
  for (const t of texts) for (const s of [KEY, TOKEN]) expect(t).not.toContain(s)
}

describe("ending a run from GitLab's record", () => {
  it.concurrent(
    "an outage at A's end on a discarded machine: B, the next job on another machine, ends A's run success with A's own lines, once",
    async () => {
      const a = await gitLabJob(
        plan('101', 1010, 10101, {
          baseUrl: down.url,
          script: `echo "FIRST LINE of A's build"; echo "export GH_PAT=${PAT}"; echo "all 214 tests passed"`,
          beforeEnd: () => down.inject({ path: '/monitoring', status: 503, count: 20 })
        })
      )
      const runId = startedRunId(a.trace)
      expect(a.after?.output).toMatch(/job-monitor-record: \{"v":2,"k":"end",.*"end":"queued"/)
      expect(existsSync(a.machine.root)).toBe(false)
      down.clearFaults()
      expect(endsOf(down, runId)).toEqual([])

      const b = await gitLabJob(plan('101', 1011, 10111, { baseUrl: down.url }))
      expect(reconcileLines(b.after?.output ?? '')).toEqual([
        expect.stringMatching(/reconcile: run .+ \(build\) ended from GitLab's record: success$/)
      ])
      const ends = endsOf(down, runId)
      expect(ends).toHaveLength(1)
      const run = down.runs().find(r => r.run_id === runId)
      expect(run).toMatchObject({ status: 'success', error_details: 'None' })
      const logs = String(run?.logs)
      expect(logs).toContain("FIRST LINE of A's build")
      expect(logs).toContain('all 214 tests passed')
      expect(logs).toContain('export GH_PAT=***')
      expect(logs).not.toContain(PAT)
      expect(ends[0].metadata).toMatchObject({
        'job_monitor.ended_from': 'ci_record',
        'job_monitor.ended_by': 'https://gitlab.example.com/acme/app/-/jobs/10111',
        'cicd.pipeline.task.run.id': '10101'
      })
      expectNoViolation(down)
      expectKeyNeverSent(gl.requests, KEY)
      expectNoSecretShown(a.trace, b.trace, logs)
    }
  )

  it.concurrent(
    "A's runner lost mid-script (runner_system_failure, no after_script): B ends A's run failed, in GitLab's words",
    async () => {
      const a = await gitLabJob(
        plan('102', 1020, 10201, {
          script: 'echo "compiling module 7 of 9"',
          lost: 'runner_system_failure'
        })
      )
      const runId = startedRunId(a.trace)
      const b = await gitLabJob(plan('102', 1021, 10211))
      expect(reconcileLines(b.after?.output ?? '')).toEqual([
        expect.stringMatching(/ended from GitLab's record: failed$/)
      ])
      const run = em.runs().find(r => r.run_id === runId)
      expect(run?.status).toBe('failed')
      expect(String(run?.error_details)).toContain('The runner was lost (GitLab failed the job).')
      expect(String(run?.error_details)).toContain(
        'GitLab says: "There has been a runner system failure, please try again"'
      )
      expect(String(run?.logs)).toContain('compiling module 7 of 9')
      expect(endsOf(em, runId)).toHaveLength(1)
      expectNoSecretShown(a.trace, b.trace)
    }
  )

  it.concurrent(
    'A still running while B runs: A is left alone, then ended once by its own after_script',
    async () => {
      let b: Awaited<ReturnType<typeof gitLabJob>> | undefined
      const a = await gitLabJob(
        plan('103', 1030, 10301, {
          beforeEnd: async () => {
            b = await gitLabJob(plan('103', 1031, 10311))
          }
        })
      )
      const runId = startedRunId(a.trace)
      expect(reconcileLines(b?.after?.output ?? '')).toEqual([
        expect.stringMatching(/no earlier run to end: the earlier job is still running/)
      ])
      expect(endsOf(em, runId)).toHaveLength(1)
      expect(em.runs().find(r => r.run_id === runId)?.status).toBe('success')
    }
  )

  it.concurrent('A ended normally: B sends nothing for it', async () => {
    const a = await gitLabJob(plan('104', 1040, 10401))
    const runId = startedRunId(a.trace)
    const before = em.requests().filter(r => r.rawBody.includes(runId)).length
    const b = await gitLabJob(plan('104', 1041, 10411))
    expect(reconcileLines(b.after?.output ?? '')).toEqual([
      expect.stringMatching(
        /the run of build \(10401\) was left alone: its end report reached the service/
      )
    ])
    expect(em.requests().filter(r => r.rawBody.includes(runId))).toHaveLength(before)
    expect(endsOf(em, runId)).toHaveLength(1)
  })

  it.concurrent(
    'concurrent healers: the next pipeline’s job and its retry, and a job two pipelines on, at once: one end for A',
    async () => {
      const a = await gitLabJob(plan('106', 1060, 10601, { lost: 'stuck_or_timeout_failure' }))
      const runId = startedRunId(a.trace)
      const legs = await Promise.all([
        gitLabJob(plan('106', 1061, 10611, { retried: true })),
        gitLabJob(plan('106', 1061, 10615)),
        gitLabJob(plan('106', 1062, 10621))
      ])
      const said = legs.map(l => reconcileLines(l.after?.output ?? '').join(' | '))
      expect(said.filter(l => /ended from GitLab's record: failed/.test(l))).toHaveLength(1)
      expect(said[1]).toMatch(/a retried job ends no earlier run/)
      expect(endsOf(em, runId)).toHaveLength(1)
      expectNoViolation(em)
    }
  )
})
