/**
 * The scheduled sweep of GitLab's and Buildkite's records, end to end through dist/cli: a job that
 * left its run to the sweep (`reconcile: sweep`) and whose end met an outage on its discarded
 * machine is ended once by the sweep whose window holds its end, and by no other:
 *
 * - GitLab, in a scheduled pipeline: the sweep job's window runs from the creation of the sweep
 *   job before it (the job of its name below it in the project's jobs) to its own;
 * - Buildkite, from cron on a host: the window begins where the last sweep on the host stopped
 *   (kept in its queue folder).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { FakeGitLab } from '../../scripts/fake-gitlab.mjs'
import { FakeBuildkite } from '../../scripts/fake-buildkite.mjs'
import { CLI } from './run-cli.js'
import {
  ciMachine,
  endsOf,
  expectNoViolation,
  machineEnv,
  runLine,
  startedRunId
} from './fixtures/ci-machines.js'
import { gitLabEnv, gitLabJob, reconcileLines } from './fixtures/gitlab-jobs.js'
import { buildkiteJob } from './fixtures/buildkite-jobs.js'

const KEY = 'jm-ci-sweep-key-4c7b19e05a2d6f83'
const GL_TOKEN = 'glpat-sweepReadApiToken000'
const BK_TOKEN = 'bkua_sweepReadBuildsToken0000000000000000'
let gitlabDown: Emulator
let buildkiteDown: Emulator
let gl: FakeGitLab
let bk: FakeBuildkite

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error('build the CLI first (npm run build)')
  ;[gitlabDown, buildkiteDown, gl, bk] = await Promise.all([
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    new FakeGitLab().listen(),
    new FakeBuildkite().listen()
  ])
  gl.token(GL_TOKEN)
  bk.token(BK_TOKEN)
})
afterAll(async () => {
  await Promise.all([gitlabDown?.close(), buildkiteDown?.close(), gl?.close(), bk?.close()])
})

describe('the scheduled sweep', () => {
  it.concurrent(
    'GitLab, in a scheduled pipeline: the sweep whose window holds the job’s end ends its run once; the next sweep, nothing',
    async () => {
      const em = gitlabDown
      // The sweep before: a job of the sweep's name, created before the job below ends.
      gl.addPipeline({ id: 3000, project: '300' })
      gl.addJob({ id: 30000, pipelineId: 3000, name: 'end lost runs' })
      gl.finish(30000, { status: 'success' })
      gl.addPipeline({ id: 3001, project: '300' })
      const a = await gitLabJob({
        gl,
        key: KEY,
        baseUrl: em.url,
        project: '300',
        pipelineId: 3001,
        jobId: 30010,
        name: 'nightly export',
        script: 'echo "exported 1200 rows"',
        inputs: { reconcile: 'sweep' },
        beforeEnd: () => em.inject({ path: '/monitoring', status: 503, count: 20 })
      })
      const runId = startedRunId(a.trace)
      expect(reconcileLines(a.after?.output ?? '')).toEqual([])
      em.clearFaults()

      const sweepJob = async (pipelineId: number, jobId: number): Promise<string> => {
        gl.addPipeline({ id: pipelineId, project: '300', source: 'schedule' })
        gl.addJob({ id: jobId, pipelineId, name: 'end lost runs' })
        const m = ciMachine(`sweep-${jobId}`)
        const env = gitLabEnv(
          {
            gl,
            key: KEY,
            baseUrl: em.url,
            project: '300',
            pipelineId,
            jobId,
            name: 'end lost runs',
            script: '',
            token: GL_TOKEN
          },
          m
        )
        const r = await runLine('job-monitor reconcile', env)
        gl.finish(jobId, { status: r.code === 0 ? 'success' : 'failed' })
        m.discard()
        expect(r.code).toBe(0)
        return r.output
      }
      const first = await sweepJob(3002, 30020)
      expect(first).toMatch(
        /reconcile: run .+ \(nightly export\) ended from GitLab's record: success/
      )
      // The sweep before it ended within this window too: its trace is read, and names no run.
      expect(first).toMatch(/: 2 looked at, 1 ended/)
      const second = await sweepJob(3003, 30030)
      // Only the sweep before it ended in its window: the export's job is not its own.
      expect(second).toMatch(/: 1 looked at, 0 ended/)
      expect(second).not.toMatch(/nightly export/)
      expect(endsOf(em, runId)).toHaveLength(1)
      expect(String(em.runs().find(r => r.run_id === runId)?.logs)).toContain('exported 1200 rows')
      expectNoViolation(em)
      for (const out of [first, second, a.trace]) expect(out).not.toContain(GL_TOKEN)
    }
  )

  it.concurrent(
    'Buildkite, from cron on a host: the first sweep ends the run once; the next begins where it stopped and ends nothing',
    async () => {
      const em = buildkiteDown
      bk.addBuild({ pipeline: 'export', number: 1 })
      const a = await buildkiteJob({
        bk,
        key: KEY,
        baseUrl: em.url,
        pipeline: 'export',
        build: 1,
        id: '01908131-0000-4000-8000-000000000301',
        script: 'echo "exported 1200 rows"',
        token: BK_TOKEN,
        env: { BUILDKITE_PLUGIN_JOB_MONITOR_RECONCILE: 'sweep' },
        beforeEnd: () => em.inject({ path: '/monitoring', status: 503, count: 20 })
      })
      const runId = startedRunId(a.log)
      em.clearFaults()
      const host = ciMachine('cron-host')
      const env = {
        ...machineEnv(host),
        JOB_MONITOR_API_KEY: KEY,
        JOB_MONITOR_BASE_URL: em.url,
        JOB_MONITOR_BUILDKITE_TOKEN: BK_TOKEN,
        JOB_MONITOR_BUILDKITE_API_URL: bk.apiUrl
      }
      const line = 'job-monitor reconcile --ci buildkite --org acme --pipeline export'
      const first = await runLine(line, env)
      const second = await runLine(line, env)
      host.discard()
      expect(first.code).toBe(0)
      expect(first.output).toMatch(
        /reconcile: run .+ \(build\) ended from Buildkite's record: success/
      )
      expect(second.code).toBe(0)
      expect(second.output).toMatch(/: 0 looked at, 0 ended/)
      expect(endsOf(em, runId)).toHaveLength(1)
      expectNoViolation(em)
      for (const out of [first.output, second.output, a.log]) expect(out).not.toContain(BK_TOKEN)
    }
  )
})
