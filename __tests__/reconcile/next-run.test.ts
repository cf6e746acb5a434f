/**
 * The next run's check of the run before it, in process against the fake of GitHub's record
 * (scripts/fake-github.mjs): at most three GETs when nothing needs ending, none for a re-run
 * attempt, and one line naming the permission when a read is refused.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { GitHubApi } from '../../src/reconcile/github/api.js'
import { CHECK_MAX_GETS, checkEarlierRun } from '../../src/reconcile/github/next-run.js'
import { FakeGitHub } from '../../scripts/fake-github.mjs'
import { systemClock } from '../../src/util/clock.js'
import { jobInfoOf } from '../../src/run/github-job.js'

const proxy = { httpsProxy: undefined, httpProxy: undefined, noProxy: [] }
let gh: FakeGitHub

beforeEach(async () => {
  gh = await new FakeGitHub().listen()
  gh.token('tok-en-value')
  gh.addRun({ id: 100, createdAt: '2026-12-07T00:00:00Z' })
  gh.addJob({ id: 1001, runId: 100, name: 'build', createdAt: '2026-12-07T00:00:00Z' })
  gh.complete(1001, { conclusion: 'success', completedAt: '2026-12-07T00:05:00Z' })
  gh.addRun({ id: 101, createdAt: '2026-12-07T00:06:00Z' })
  gh.addJob({ id: 2001, runId: 101, name: 'build', createdAt: '2026-12-07T00:06:00Z' })
})
afterEach(async () => {
  await gh.close()
})

const plan = (): GitHubApi =>
  new GitHubApi({
    token: 'tok-en-value',
    place: { apiUrl: gh.url, repository: 'octo/app' },
    proxy,
    clock: systemClock,
    maxRequests: CHECK_MAX_GETS,
    deadline: Date.now() + 10_000
  })
const own = (attempt = 1) => ({
  runId: 101,
  attempt,
  workflowFile: 'ci.yml',
  job: jobInfoOf(gh.jobs.get(2001))!,
  jobIndex: 0
})

describe('checkEarlierRun', () => {
  it('clears an earlier job that shows no sign its end missed, in three GETs', async () => {
    expect(await checkEarlierRun(plan(), own())).toEqual({
      clear: 'the earlier job shows no sign that its end missed the service'
    })
    expect(gh.apiRequests()).toHaveLength(3)
  })

  it('finds one whose post said its end was not delivered, or whose runner was lost', async () => {
    gh.annotate(1001, {
      annotation_level: 'warning',
      title: 'Job monitoring: end report not delivered',
      message: 'x'
    })
    expect(await checkEarlierRun(plan(), own())).toMatchObject({
      suspect: { earlier: { id: 1001 } }
    })
    gh.annotations.set(1001, [])
    gh.jobs.get(1001)!.conclusion = 'failure'
    gh.annotate(1001, {
      annotation_level: 'failure',
      message: 'The self-hosted runner: r1 lost communication with the server.'
    })
    expect(await checkEarlierRun(plan(), own())).toMatchObject({
      suspect: { earlier: { id: 1001 } }
    })
  })

  it('asks nothing for a re-run attempt', async () => {
    expect(await checkEarlierRun(plan(), own(2))).toEqual({
      clear: 'a re-run attempt ends no earlier run'
    })
    expect(gh.apiRequests()).toHaveLength(0)
  })

  it('says in one line which permission is missing', async () => {
    gh.token('tok-en-value', { permissions: ['actions: read'] })
    const found = await checkEarlierRun(plan(), own())
    expect(found).toEqual({
      unread: expect.stringMatching(
        /not checked .*HTTP 403, which needs 'checks: read'\); give the job 'permissions:'/
      )
    })
  })
})
