/**
 * Buildkite's reader of a finished job (src/reconcile/buildkite/): the job's state, exit status
 * and agent mapped to the CI-neutral conclusion (a lost agent: exit status -1 and the agent's
 * connection_state `lost`, buildkite/docs builds.md and agents.md), the log as a person reads it
 * (the agent's time stamp codes, group headers and `🚨 Error:` lines: buildkite/agent
 * internal/shell/logger.go, core/job_controller.go), whether a pre-exit hook ran (its header,
 * internal/job/executor.go), and the log read by its tail (a suffix Range, jobs.md "Get a log tail
 * using a range request") and its head, within the bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { agentLines, agentPhase, FakeBuildkite } from '../../scripts/fake-buildkite.mjs'
import { lazyLog } from '../../scripts/fake-github.mjs'
import { Redactor } from '../../src/logs/redact.js'
import {
  BuildkiteApi,
  buildkiteJobOf,
  buildkiteJobsIn,
  buildkiteRateLimitOf
} from '../../src/reconcile/buildkite/api.js'
import {
  buildkiteConclusionOf,
  buildkiteErrorLines,
  buildkiteFinishedJobOf,
  buildkiteText,
  preExitRan,
  readBuildkiteLog
} from '../../src/reconcile/buildkite/record.js'
import { FakeClock } from '../client/fake-clock.js'

const proxy = { httpsProxy: undefined, httpProxy: undefined, noProxy: [] }
const TOKEN = 'bkua_unitTestToken0000000000000000000000'
const ID = (n: number): string => `01908131-0000-4000-8000-${String(n).padStart(12, '0')}`
let bk: FakeBuildkite
beforeAll(async () => {
  bk = await new FakeBuildkite().listen()
  bk.token(TOKEN)
  bk.addBuild({ pipeline: 'app', number: 1 })
})
afterAll(() => bk.close())

const api = (): BuildkiteApi => {
  const clock = new FakeClock()
  return new BuildkiteApi({
    token: TOKEN,
    place: { apiUrl: bk.apiUrl, org: 'acme' },
    proxy,
    clock,
    maxRequests: 5,
    deadline: clock.now() + 5000
  })
}
const bounds = { headBytes: 1000, tailBytes: 1000, streamBytes: 64 * 1024, timeoutMs: 5000 }
const job = (o: Record<string, unknown>) => buildkiteJobOf({ id: ID(1), type: 'script', ...o })!

describe("Buildkite's conclusion", () => {
  it('maps the state; a lost agent needs both exit status -1 and the agent lost', () => {
    expect(buildkiteConclusionOf(job({ state: 'passed', exit_status: 0 }))).toBe('success')
    expect(buildkiteConclusionOf(job({ state: 'failed', exit_status: 1 }))).toBe('failure')
    expect(buildkiteConclusionOf(job({ state: 'canceled' }))).toBe('cancelled')
    expect(buildkiteConclusionOf(job({ state: 'timed_out' }))).toBe('timed_out')
    expect(
      buildkiteConclusionOf(
        job({ state: 'failed', exit_status: -1, agent: { connection_state: 'lost' } })
      )
    ).toBe('lost')
    expect(
      buildkiteConclusionOf(
        job({ state: 'failed', exit_status: -1, agent: { connection_state: 'connected' } })
      )
    ).toBe('failure')
    expect(
      buildkiteConclusionOf(
        job({ state: 'failed', exit_status: 1, agent: { connection_state: 'lost' } })
      )
    ).toBe('failure')
  })

  it('parses jobs totally, from `{ items }` or an array; an id that is no UUID is no job', () => {
    expect(
      buildkiteJobsIn({
        items: [
          { id: ID(2), state: 'passed', exit_status: '0', agent: 'x' },
          { id: '../x', state: 'passed' },
          7
        ]
      })
    ).toEqual([{ id: ID(2), type: '', state: 'passed' }])
    expect(buildkiteJobsIn([{ id: ID(3), state: 'running', step_key: 'build' }])).toEqual([
      { id: ID(3), type: '', stepKey: 'build', state: 'running' }
    ])
  })

  it("reads Buildkite's 429 and its reset, and nothing else", () => {
    expect(
      buildkiteRateLimitOf({ status: 429, headers: { 'ratelimit-user-reset': '42' }, body: '' })
    ).toBe('retry after 42 s')
    expect(
      buildkiteRateLimitOf({ status: 403, headers: { 'ratelimit-reset': '42' }, body: '' })
    ).toBeUndefined()
  })
})

describe("Buildkite's log as a person reads it", () => {
  const log =
    agentPhase('Running plugin job-monitor pre-command hook', 'job-monitor-record: x') +
    agentPhase('Running commands', '$ make\n\x1b[31mboom\x1b[0m') +
    agentLines('🚨 Error: The command exited with status 2\n^^^ +++')

  it('drops the time stamp codes, colours and group markers; says its errors as Error: ...', () => {
    expect(buildkiteText(log).split('\n')).toEqual([
      'Running plugin job-monitor pre-command hook',
      'job-monitor-record: x',
      'Running commands',
      '$ make',
      'boom',
      '🚨 Error: The command exited with status 2',
      ''
    ])
    expect(buildkiteErrorLines(log)).toEqual(['Error: The command exited with status 2'])
  })

  it('a pre-exit hook ran when its header was read; it ran not only when the end and the command before it were', () => {
    const preExit = agentPhase('Running plugin job-monitor pre-exit hook', 'bye')
    expect(preExitRan([log + preExit], true)).toBe('yes')
    expect(preExitRan([log], true)).toBe('no')
    expect(preExitRan([log], false)).toBe('unknown')
    expect(preExitRan(['head', agentLines('still compiling')], true)).toBe('unknown')
  })

  it("quotes Buildkite's words for a lost agent", () => {
    const finished = buildkiteFinishedJobOf({
      job: job({
        state: 'failed',
        exit_status: -1,
        agent: { connection_state: 'lost' },
        finished_at: '2026-03-01T10:00:00Z',
        name: 'Build'
      }),
      log: {
        log: { head: log, tail: log, tailIsEnd: true, notRead: 0 },
        cost: { blobGets: 1, bytes: 1 }
      },
      seal: { apiKey: 'k'.repeat(24), address: 'http://127.0.0.1:1' },
      org: 'Acme',
      logBytes: 4096,
      redactor: new Redactor([])
    })
    expect(finished).toMatchObject({
      job: { id: ID(1), ciJob: `buildkite:acme:${ID(1)}` },
      conclusion: 'lost',
      ciWords: ['Exited with status -1 (agent lost)'],
      endStepRan: 'no',
      finished: true
    })
  })
})

describe('readBuildkiteLog', () => {
  const where = (n: number) => ({ pipeline: 'app', build: 1, job: ID(n) })

  it('a short log: one suffix-range read gives it whole', async () => {
    bk.addJob({ id: ID(10), pipeline: 'app', build: 1, stepKey: 'build' })
    bk.log(ID(10), 'hello\n')
    const read = await readBuildkiteLog(api(), where(10), bounds)
    expect(read).toEqual({
      log: { head: 'hello\n', tail: 'hello\n', totalBytes: 6, tailIsEnd: true, notRead: 0 },
      cost: { blobGets: 1, bytes: 6 }
    })
    const sent = bk.requests.at(-1)!
    expect(sent.headers).toMatchObject({
      accept: 'text/plain',
      range: 'bytes=-1000',
      authorization: `Bearer ${TOKEN}`
    })
  })

  it('a log of 1 GB: its tail by a suffix range, its head by a read dropped once it is in', async () => {
    bk.addJob({ id: ID(11), pipeline: 'app', build: 1, stepKey: 'build' })
    bk.finish(ID(11), {
      state: 'passed',
      lazyLog: lazyLog(Buffer.from('HEAD\n'), Buffer.from('TAIL\n'), 1024 ** 3)
    })
    const read = await readBuildkiteLog(api(), where(11), bounds)
    expect(read).toMatchObject({
      log: { totalBytes: 1024 ** 3, tailIsEnd: true, notRead: 1024 ** 3 - 2000 },
      cost: { blobGets: 2 }
    })
    expect(
      'log' in read && read.log.head.startsWith('HEAD\n') && read.log.tail.endsWith('TAIL\n')
    ).toBe(true)
    expect(bk.served.get(ID(11)) ?? 0).toBeLessThan(16 * 1024 * 1024)
  })

  it('an empty log is one (416); an unknown job is no log', async () => {
    bk.addJob({ id: ID(12), pipeline: 'app', build: 1, stepKey: 'build' })
    expect(await readBuildkiteLog(api(), where(12), bounds)).toMatchObject({
      log: { head: '', tailIsEnd: true }
    })
    expect(await readBuildkiteLog(api(), where(13), bounds)).toEqual({
      noLog: 'Buildkite refused it (HTTP 404)',
      refused: true
    })
  })
})
