/**
 * A record line is believed only in the trace of the job that wrote it, on GitLab too: end to end
 * through dist/cli and the component's own script lines, jobs on machines of their own
 * (fixtures/gitlab-jobs.ts) and a fake of what GitLab keeps (scripts/fake-gitlab.mjs). A job
 * with no key (a fork's merge request) prints a record copied from another job's public trace:
 * the next job of its name, which has the key and runs `job-monitor reconcile --next`, ends
 * nothing for it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { FakeGitLab } from '../../scripts/fake-gitlab.mjs'
import { RECORD_MARK } from '../../src/reconcile/record-line.js'
import { CLI } from './run-cli.js'
import { endsOf, startedRunId } from './fixtures/ci-machines.js'
import { type GitLabJobPlan, gitLabJob, reconcileLines } from './fixtures/gitlab-jobs.js'

const KEY = 'jm-gitlab-replay-key-9e4a07c3b1d5f268'
const TOKEN = 'glpat-replayReadApiToken0000'
let em: Emulator
let gl: FakeGitLab

beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error('build the CLI first (npm run build)')
  ;[em, gl] = await Promise.all([
    startEmulator({ apiKey: KEY, hourlyLimit: 10_000 }),
    new FakeGitLab().listen()
  ])
  gl.token(TOKEN)
})
afterAll(async () => {
  await Promise.all([em?.close(), gl?.close()])
})

function plan(pipelineId: number, jobId: number, o: Partial<GitLabJobPlan> = {}): GitLabJobPlan {
  if (!gl.pipelines.has(pipelineId)) gl.addPipeline({ id: pipelineId, project: '301' })
  return {
    gl,
    key: KEY,
    baseUrl: em.url,
    project: '301',
    pipelineId,
    jobId,
    name: 'build',
    script: 'echo "building the app"',
    token: TOKEN,
    ...o
  }
}

describe('a record copied into another job’s trace', () => {
  it("a keyless job that succeeded, printing another job's 'end queued, failed' record, ends nothing", async () => {
    // The victim: a deploy job whose end was queued in an outage, its machine discarded.
    const victim = await gitLabJob(
      plan(3010, 30101, {
        name: 'deploy',
        script: 'echo "deploying"; exit 3',
        beforeEnd: () => em.inject({ path: '/monitoring', status: 503, count: 20 })
      })
    )
    em.clearFaults()
    const runId = startedRunId(victim.trace)
    const line = (victim.after?.output ?? '')
      .split('\n')
      .find(l => l.startsWith(`${RECORD_MARK}{`) && l.includes('"end":"queued"'))
    expect(line).toMatch(/"status":"failed"/)
    expect(endsOf(em, runId)).toEqual([])

    // A build job with no key prints the copy and succeeds; the next build job has the key.
    await gitLabJob(plan(3011, 30111, { key: '', script: `echo '${line}'` }))
    const b = await gitLabJob(plan(3012, 30121))
    expect(reconcileLines(b.after?.output ?? '')).toEqual([
      expect.stringMatching(/left alone: .*another job/)
    ])
    expect(endsOf(em, runId)).toEqual([])
  })
})
