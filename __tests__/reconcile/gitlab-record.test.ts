/**
 * GitLab's reader of a finished job (src/reconcile/gitlab/): the status and failure_reason mapped
 * to the CI-neutral conclusion (app/models/concerns/enums/ci/commit_status.rb; a runner lost:
 * runner_system_failure, or stuck_or_timeout_failure from drop_running_service.rb), GitLab's own
 * words (commit_status_presenter.rb), the trace as a person reads it (gitlab-runner's sections,
 * colours and time stamps: helpers/build_section.go, common/buildlogger/internal/timestamper/),
 * whether after_script ran ("Running after_script", common/build.go), the answers parsed totally,
 * and the trace read whole (GitLab honours no Range on it: lib/api/ci/jobs.rb) within the bound.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { FakeGitLab, traceOutcome, traceSection } from '../../scripts/fake-gitlab.mjs'
import { lazyLog } from '../../scripts/fake-github.mjs'
import { Redactor } from '../../src/logs/redact.js'
import {
  GitLabApi,
  gitLabJobOf,
  gitLabJobsIn,
  gitLabRateLimitOf
} from '../../src/reconcile/gitlab/api.js'
import {
  afterScriptRan,
  gitLabConclusionOf,
  gitLabErrorLines,
  gitLabFinishedJobOf,
  gitLabText,
  readTrace
} from '../../src/reconcile/gitlab/record.js'
import { FakeClock } from '../client/fake-clock.js'

const proxy = { httpsProxy: undefined, httpProxy: undefined, noProxy: [] }
const TOKEN = 'glpat-unitTestToken0000000'
let gl: FakeGitLab
beforeAll(async () => {
  gl = await new FakeGitLab().listen()
  gl.token(TOKEN)
  gl.token('glpat-noScopeToken000000000', { scopes: ['read_repository'] })
  gl.addPipeline({ id: 1, project: '7' })
})
afterAll(() => gl.close())

const api = (token = TOKEN): GitLabApi => {
  const clock = new FakeClock()
  return new GitLabApi({
    token,
    place: { apiUrl: gl.apiUrl, project: '7' },
    proxy,
    clock,
    maxRequests: 5,
    deadline: clock.now() + 5000
  })
}
const bounds = { headBytes: 1000, tailBytes: 1000, streamBytes: 64 * 1024, timeoutMs: 5000 }
const job = (o: Record<string, unknown>) => gitLabJobOf({ id: 5, name: 'build', ...o })!

describe("GitLab's conclusion", () => {
  it('maps status and failure_reason; a runner lost only by the reasons that say so', () => {
    expect(gitLabConclusionOf(job({ status: 'success' }))).toBe('success')
    expect(gitLabConclusionOf(job({ status: 'canceled' }))).toBe('cancelled')
    expect(gitLabConclusionOf(job({ status: 'failed', failure_reason: 'script_failure' }))).toBe(
      'failure'
    )
    expect(
      gitLabConclusionOf(job({ status: 'failed', failure_reason: 'runner_system_failure' }))
    ).toBe('lost')
    expect(
      gitLabConclusionOf(job({ status: 'failed', failure_reason: 'stuck_or_timeout_failure' }))
    ).toBe('lost')
    expect(
      gitLabConclusionOf(job({ status: 'failed', failure_reason: 'job_execution_timeout' }))
    ).toBe('timed_out')
    expect(gitLabConclusionOf(job({ status: 'skipped' }))).toBe('other')
  })

  it('parses jobs totally: a field of the wrong type is dropped, a job without id, name or status is none', () => {
    expect(
      gitLabJobsIn([
        { id: 1, name: 'a', status: 'running', finished_at: 7, pipeline: { id: 'x' } },
        { id: -1, name: 'b', status: 'x' },
        null,
        'job',
        { id: 2, name: 'c' }
      ])
    ).toEqual([{ id: 1, name: 'a', status: 'running' }])
    expect(gitLabJobsIn({ jobs: [] })).toEqual([])
  })

  it("reads GitLab's 429 as its rate limit, and nothing else", () => {
    expect(gitLabRateLimitOf({ status: 429, headers: { 'retry-after': '30' }, body: '' })).toBe(
      'retry after 30 s'
    )
    expect(gitLabRateLimitOf({ status: 429, headers: {}, body: '' })).toBe('too many requests')
    expect(
      gitLabRateLimitOf({ status: 403, headers: { 'retry-after': '30' }, body: '' })
    ).toBeUndefined()
  })
})

describe("GitLab's trace as a person reads it", () => {
  it('drops the section markers, colours and time stamps, joins continued lines, keeps what a carriage return left', () => {
    const raw =
      '2026-03-01T10:00:00.123456Z 00O section_start:1:step_script\r\x1b[0K\x1b[36;1mExecuting "step_script" stage of the job script\x1b[0;m\n' +
      '2026-03-01T10:00:00.223456Z 00O building \x1b[1mapp\x1b[0m\n' +
      '2026-03-01T10:00:00.323456Z 00E 10%\r50%\r100%\n' +
      '2026-03-01T10:00:00.423456Z 00O part one,\n' +
      '2026-03-01T10:00:00.523456Z 00O+ part two\n' +
      '2026-03-01T10:00:00.623456Z 00O section_end:1:step_script\r\x1b[0K\n' +
      '2026-03-01T10:00:00.723456Z 00O \x1b[31;1mERROR: Job failed: exit code 1\x1b[0;m\n'
    expect(gitLabText(raw).split('\n')).toEqual([
      'Executing "step_script" stage of the job script',
      'building app',
      '100%',
      'part one, part two',
      'ERROR: Job failed: exit code 1',
      ''
    ])
    expect(gitLabErrorLines(raw)).toEqual(['ERROR: Job failed: exit code 1'])
  })

  it('after_script ran when its line is in the parts read; it ran not only when the end and step_script before it were read', () => {
    const step = traceSection('step_script', 'Executing "step_script" stage of the job script', 'x')
    const after = traceSection('after_script', 'Running after_script', 'y')
    expect(afterScriptRan([step + after + traceOutcome(true)], true)).toBe('yes')
    expect(afterScriptRan([step], true)).toBe('no')
    expect(afterScriptRan([step], false)).toBe('unknown')
    expect(afterScriptRan(['head', 'compiling...\n'], true)).toBe('unknown')
    expect(afterScriptRan(['head', `${step}compiling...\n`], true)).toBe('no')
  })

  it("quotes GitLab's words for a lost runner, and a failed job's red lines", () => {
    const finished = gitLabFinishedJobOf({
      job: job({
        status: 'failed',
        failure_reason: 'runner_system_failure',
        finished_at: '2026-03-01T10:00:00Z',
        pipeline: { id: 40, project_id: 7 }
      }),
      log: {
        log: { head: 'ERROR: gone\n', tail: 'ERROR: gone\n', tailIsEnd: true, notRead: 0 },
        cost: { blobGets: 1, bytes: 12 }
      },
      seal: { apiKey: 'k'.repeat(24), address: 'http://127.0.0.1:1' },
      project: 'acme/app',
      logBytes: 4096,
      redactor: new Redactor([])
    })
    expect(finished).toMatchObject({
      ci: 'gitlab',
      job: { id: '5', ciJob: 'gitlab:7:5' },
      conclusion: 'lost',
      conclusionWord: 'failed (runner_system_failure)',
      ciWords: ['There has been a runner system failure, please try again'],
      errorLines: ['ERROR: gone'],
      endStepRan: 'no',
      completedAt: '2026-03-01T10:00:00Z'
    })
  })
})

describe('readTrace', () => {
  it('reads a short trace whole, with the token in PRIVATE-TOKEN and nothing else of ours', async () => {
    gl.addJob({ id: 71, pipelineId: 1, name: 'build' })
    gl.trace(71, 'hello\n')
    const read = await readTrace(api(), 71, bounds)
    expect(read).toMatchObject({ log: { head: 'hello\n', tailIsEnd: true, notRead: 0 } })
    const sent = gl.requests.at(-1)!
    expect(sent.headers['private-token']).toBe(TOKEN)
    expect(sent.headers.range).toBeUndefined()
  })

  it('streams a long trace to its bound, keeping head and last bytes: its end unread', async () => {
    gl.addJob({ id: 72, pipelineId: 1, name: 'build' })
    gl.finish(72, {
      status: 'success',
      lazyTrace: lazyLog(Buffer.from('HEAD\n'), Buffer.from('TAIL\n'), 50 * 1024 * 1024)
    })
    const read = await readTrace(api(), 72, bounds)
    expect(read).toMatchObject({ log: { tailIsEnd: false } })
    expect('log' in read && read.log.head.startsWith('HEAD\n')).toBe(true)
    expect(gl.served.get(72) ?? 0).toBeLessThan(16 * 1024 * 1024)
  })

  it('a token without read_api: refused, said once for the scope', async () => {
    const plan = api('glpat-noScopeToken000000000')
    expect(await readTrace(plan, 71, bounds)).toEqual({
      noLog: 'GitLab refused it (HTTP 403)',
      refused: true
    })
    expect(plan.refusals()).toEqual([
      "an earlier job's trace (to end its run from GitLab's record) not read: grant 'read_api' to include it"
    ])
  })
})
