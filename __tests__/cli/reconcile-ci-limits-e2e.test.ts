/**
 * What GitLab's and Buildkite's records cannot give, end to end through dist/cli and the
 * component's script lines and the plugin's hooks (fixtures/gitlab-jobs.ts, buildkite-jobs.ts):
 * no read token, a token without the scope (GitLab 403 insufficient_scope; Buildkite 403 on the
 * log without read_build_logs), the API's rate limit (429), a trace of 256 MiB that GitLab
 * serves whole (read to 4 MiB, then dropped: its end unread, the run left alone), and a log of
 * 2 GB that Buildkite serves by suffix range (two reads, each dropped once its 40 KiB are in: the run ended). Each time
 * the job goes on unharmed, one line says what stopped it, and nothing is sent that is not
 * certain. The token is shown nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { FakeGitLab } from '../../scripts/fake-gitlab.mjs'
import { FakeBuildkite } from '../../scripts/fake-buildkite.mjs'
import { lazyLog } from '../../scripts/fake-github.mjs'
import { CLI } from './run-cli.js'
import { endsOf, startedRunId } from './fixtures/ci-machines.js'
import { gitLabJob, reconcileLines } from './fixtures/gitlab-jobs.js'
import { buildkiteJob } from './fixtures/buildkite-jobs.js'

const KEY = 'jm-ci-limits-key-8d2f4a61c0e9b735'
const GL_TOKEN = 'glpat-limitsReadApiToken00'
const GL_NO_SCOPE = 'glpat-limitsRepoOnlyToken0'
const GL_SPENT = 'glpat-limitsSpentToken0000'
const BK_TOKEN = 'bkua_limitsReadBuildsToken000000000000000'
const BK_NO_LOGS = 'bkua_limitsNoLogsToken00000000000000000000'
let em: Emulator
/** Its own service for the outage: its faults touch no other case. */
let down: Emulator
let gl: FakeGitLab
let bk: FakeBuildkite
const shown: string[] = []

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error('build the CLI first (npm run build)')
  ;[em, down, gl, bk] = await Promise.all([
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    new FakeGitLab().listen(),
    new FakeBuildkite().listen()
  ])
  gl.token(GL_TOKEN)
  gl.token(GL_NO_SCOPE, { scopes: ['read_repository'] })
  gl.token(GL_SPENT, { remaining: 0 })
  bk.token(BK_TOKEN)
  bk.token(BK_NO_LOGS, { scopes: ['read_builds'] })
})
afterAll(async () => {
  // Whatever any job printed, the tokens and the key are in none of it.
  for (const text of shown)
    for (const s of [KEY, GL_TOKEN, GL_NO_SCOPE, GL_SPENT, BK_TOKEN, BK_NO_LOGS])
      expect(text).not.toContain(s)
  await Promise.all([em?.close(), down?.close(), gl?.close(), bk?.close()])
})

/** A GitLab job of `project` named build (its pipeline made first). */
function glPlan(project: string, pipelineId: number, jobId: number, token?: string) {
  if (!gl.pipelines.has(pipelineId)) gl.addPipeline({ id: pipelineId, project })
  return {
    gl,
    key: KEY,
    baseUrl: em.url,
    project,
    pipelineId,
    jobId,
    name: 'build',
    script: 'echo building',
    ...(token ? { token } : {})
  }
}

const uuid = (n: number): string => `01908131-0000-4000-8000-${String(n).padStart(12, '0')}`
function bkPlan(pipeline: string, build: number, job: number, token?: string) {
  if (!bk.builds.has(`${pipeline}#${build}`)) bk.addBuild({ pipeline, number: build })
  return {
    bk,
    key: KEY,
    baseUrl: em.url,
    pipeline,
    build,
    id: uuid(job),
    script: 'echo building',
    ...(token ? { token } : {})
  }
}

describe('GitLab: what its record cannot give', () => {
  it.concurrent.each([
    [
      'no read token',
      '201',
      undefined,
      /not checked .*: no read token; set JOB_MONITOR_GITLAB_TOKEN \(a project access token with read_api\)/
    ],
    [
      'a token without read_api',
      '202',
      GL_NO_SCOPE,
      /not checked .*: GitLab refused the read \(HTTP 403\): the token needs the 'read_api' scope/
    ],
    [
      "GitLab's rate limit",
      '203',
      GL_SPENT,
      /not checked .*: GitLab's API rate limit was reached \(retry after 60 s\)/
    ]
  ])(
    '%s: the job goes on, one line says why, the lost run stays open',
    async (_, project, token, line) => {
      const base = Number(project) * 10
      const a = await gitLabJob({
        ...glPlan(project, base, base * 10, GL_TOKEN),
        lost: 'runner_system_failure'
      })
      const runId = startedRunId(a.trace)
      const b = await gitLabJob(glPlan(project, base + 1, (base + 1) * 10, token))
      shown.push(a.trace, b.trace)
      expect(b.after?.code).toBe(0)
      expect(b.trace).toMatch(/Job succeeded/)
      expect(reconcileLines(b.after?.output ?? '')).toEqual([expect.stringMatching(line)])
      expect(em.runs().find(r => r.run_id === runId)?.status).toBe('running')
    }
  )

  it.concurrent(
    'a trace of 256 MiB, served whole: read to 4 MiB and dropped; its end unread, the run left alone',
    async () => {
      const a = await gitLabJob({
        ...glPlan('204', 2040, 20400, GL_TOKEN),
        lost: 'runner_system_failure',
        lazy: trace =>
          lazyLog(Buffer.from(trace), Buffer.from('still printing\n'), 256 * 1024 * 1024)
      })
      const runId = startedRunId(a.trace)
      const b = await gitLabJob(glPlan('204', 2041, 20410, GL_TOKEN))
      shown.push(a.trace, b.trace)
      expect(reconcileLines(b.after?.output ?? '')).toEqual([
        expect.stringMatching(
          /the run of build \(20400\) was left alone: its log could not be read to its end/
        )
      ])
      // Read to 4 MiB, then dropped: what was in flight on the connection is all that went more.
      expect(gl.served.get(20400) ?? 0).toBeLessThan(16 * 1024 * 1024)
      expect(endsOf(em, runId)).toEqual([])
    }
  )
})

describe('Buildkite: what its record cannot give', () => {
  it.concurrent.each([
    [
      'no read token',
      'no-token',
      100,
      undefined,
      /not checked .*: no read token; set JOB_MONITOR_BUILDKITE_TOKEN \(an API access token with read_builds, read_build_logs\)/
    ],
    [
      'a token without read_build_logs',
      'no-logs',
      200,
      BK_NO_LOGS,
      /not checked .* to the last: Buildkite refused it \(HTTP 403\)/
    ]
  ])(
    '%s: the job goes on, one line says why, the lost run stays open',
    async (_, pipeline, n, token, line) => {
      const a = await buildkiteJob({ ...bkPlan(pipeline, 1, n, BK_TOKEN), lost: true })
      const runId = startedRunId(a.log)
      const b = await buildkiteJob(bkPlan(pipeline, 2, n + 1, token))
      shown.push(a.log, b.log, b.preExit?.output ?? '')
      expect(b.preExit?.code).toBe(0)
      expect(reconcileLines(b.preExit?.output ?? '')).toEqual([expect.stringMatching(line)])
      expect(em.runs().find(r => r.run_id === runId)?.status).toBe('running')
    }
  )

  it.concurrent(
    "an outage at A's end and a log of 2 GB: its tail and head read, a few KiB each, and A's run ended",
    async () => {
      const a = await buildkiteJob({
        ...bkPlan('huge', 1, 3, BK_TOKEN),
        baseUrl: down.url,
        script: 'echo "FIRST LINE of A"',
        beforeEnd: () => down.inject({ path: '/monitoring', status: 503, count: 20 }),
        lazy: log => {
          const cut =
            log.indexOf('~~~ Running plugin job-monitor pre-exit hook') -
            '\x1b_bk;t=0000000000000\x07'.length
          return lazyLog(Buffer.from(log.slice(0, cut)), Buffer.from(log.slice(cut)), 2 * 1024 ** 3)
        }
      })
      const runId = startedRunId(a.log)
      down.clearFaults()
      const b = await buildkiteJob({ ...bkPlan('huge', 2, 4, BK_TOKEN), baseUrl: down.url })
      shown.push(a.log, b.log)
      expect(reconcileLines(b.preExit?.output ?? '')).toEqual([
        expect.stringMatching(/ended from Buildkite's record: success$/)
      ])
      // The tail a range of 40 KiB; the head a GET of the whole log dropped after its first 40 KiB.
      expect(bk.served.get(uuid(3)) ?? 0).toBeLessThan(4 * 1024 * 1024)
      const run = down.runs().find(r => r.run_id === runId)
      expect(run?.status).toBe('success')
      expect(String(run?.logs)).toMatch(
        /The log holds 2147483648 bytes; its head and tail were read/
      )
      expect(String(run?.logs)).toContain('FIRST LINE of A')
      expect(endsOf(down, runId)).toHaveLength(1)
    }
  )
})
