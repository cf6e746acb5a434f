/**
 * Where GitHub's record cannot make an end certain, or cannot be read, the job that would end an
 * earlier run is unharmed, says so in one line, and sends nothing it is not certain of: a token
 * without `actions: read`, GitHub's rate limit, a log of 2 GB (read bounded: with Range, its head
 * and tail only; without, a streamed read that stops at its bound and so never sees the end), a
 * log without the run's record. End to end through dist/ on two machines, against the fake of
 * what GitHub keeps (scripts/fake-github.mjs, which says what it follows).
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../src/emulator/index.js'
import { type FakeGitHub, lazyLog } from '../../scripts/fake-github.mjs'
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
import { pathOf } from './helpers.js'

const KEY = 'jm-e2e-reconcile-limits-2b7e90c4d1f35a68'
const TOKEN = 'ghs_reconcileLimitsToken000000000000000'
const LOST =
  'The hosted runner: GitHub Actions 7 lost communication with the server. Anything in your workflow that terminates the runner process, starves it for CPU/Memory, or blocks its network access can cause this error.'

let em: Emulator
let gh: FakeGitHub
const scene = twoMachineScene(KEY, TOKEN)
const { onMachine, withs } = scene
beforeEach(() => {
  em = scene.em
  gh = scene.gh
})

/** A's run, whose end was queued in an outage and lost with its machine. */
async function endLostInAnOutage(): Promise<{ a: Machine; runId: string; completedAt: string }> {
  const a = onMachine({ runId: 100, jobId: 1001, createdAt: isoSecond(Date.now() - 5000) })
  const main = await mainStep(gh, a, withs())
  userStep(gh, a, 'Run tests', "FIRST LINE of A's build\nall 214 tests passed\n")
  em.inject({ path: '/monitoring', status: 503, count: 50 })
  await postStep(gh, a, withs())
  const completedAt = completeJob(gh, a, 'success')
  discard(a)
  em.clearFaults()
  return { a, runId: main.outputs['run-id'], completedAt }
}

/** B, the next run's job: its post's lines about earlier runs, and its own run's end. */
async function jobB(createdAt: string, token = TOKEN): Promise<string[]> {
  const b = onMachine({ runId: 101, jobId: 2001, createdAt, token })
  const main = await mainStep(gh, b, withs())
  const post = await postStep(gh, b, withs())
  expect(post.code).toBe(0)
  expect(em.runs().find(r => r.run_id === main.outputs['run-id'])?.status).toBe('success')
  return earlierLines(post.stdout)
}

const after = (iso: string): string => isoSecond(Date.parse(iso) + 1000)

/** A's log replaced by one of 2 GiB: its own head (main, the build) and tail (post), filler between. */
function twoGigabyteLog(a: Machine, headText: string): number {
  const whole = Buffer.from(gh.logText(a.jobId) ?? '')
  const head = Buffer.from(headText)
  const size = 2 * 1024 ** 3
  gh.complete(a.jobId, {
    conclusion: 'success',
    completedAt: gh.jobs.get(a.jobId)?.completed_at ?? undefined,
    lazyLog: lazyLog(head, whole.subarray(head.length), size)
  })
  return size
}

describe("what GitHub's record cannot make certain is left alone, said in one line", () => {
  it('a token without actions: read: B is unharmed, says what is at stake and which permission fixes it', async () => {
    const { runId, completedAt } = await endLostInAnOutage()
    const weak = gh.token('ghs_noActionsRead0000000000000000000000', { permissions: [] })
    const lines = await jobB(after(completedAt), weak)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/earlier runs of this job were not checked.*actions: read/)
    expect(endsOf(em, runId)).toEqual([])
    expectNoViolation(em)
  })

  it("GitHub's rate limit reached: B is unharmed, says so once, sends nothing", async () => {
    const { runId, completedAt } = await endLostInAnOutage()
    // B's own job read takes the last request its token had.
    const spent = gh.token('ghs_almostSpent000000000000000000000000', { remaining: 1 })
    const lines = await jobB(after(completedAt), spent)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /not checked.*GitHub's API rate limit was reached \(it resets at \d\d:\d\d UTC\)/
    )
    expect(endsOf(em, runId)).toEqual([])
    expectNoViolation(em)
  })

  it('a log of 2 GB, whose address honours Range: its head and tail read, A ended, a few kilobytes read', async () => {
    const { a, runId, completedAt } = await endLostInAnOutage()
    const headText = (gh.logText(a.jobId) ?? '').split('Post job cleanup.')[0]
    const size = twoGigabyteLog(a, headText.slice(0, headText.lastIndexOf('\n') + 1))
    const began = Date.now()
    const lines = await jobB(after(completedAt))
    expect(lines.join('\n')).toMatch(/ended from GitHub's record: success/)
    const ends = endsOf(em, runId)
    expect(ends).toHaveLength(1)
    const logs = String(em.runs().find(r => r.run_id === runId)?.logs)
    expect(logs).toContain("FIRST LINE of A's build")
    expect(logs).toContain(`The log holds ${size} bytes`)
    expect(logs).toMatch(/bytes of the log not read/)
    // Two ranged reads of the blob, within the end report's own bound.
    expect(gh.requests.filter(r => r.path.startsWith('/blob/'))).toHaveLength(2)
    expect(gh.servedBytes).toBeLessThan(200 * 1024)
    expect(Date.now() - began).toBeLessThan(30_000)
    expectNoViolation(em)
    expectKeyNeverSentToGitHub(gh, KEY)
  })

  it('a log of 2 GB whose address ignores Range: the read stops at its bound, and A is left alone', async () => {
    const { a, runId, completedAt } = await endLostInAnOutage()
    const headText = (gh.logText(a.jobId) ?? '').split('Post job cleanup.')[0]
    twoGigabyteLog(a, headText.slice(0, headText.lastIndexOf('\n') + 1))
    gh.ignoreRange = true
    const lines = await jobB(after(completedAt))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/left alone: its log could not be read to its end/)
    expect(endsOf(em, runId)).toEqual([])
    // The stream was dropped at its bound (4 MiB), whatever was in flight: never the 2 GB.
    expect(gh.servedBytes).toBeLessThan(32 * 1024 * 1024)
    expectNoViolation(em)
  })

  it('a log without the run’s record (its start never got through, then its runner was lost): left alone', async () => {
    const a = onMachine({ runId: 100, jobId: 1001, createdAt: isoSecond(Date.now() - 5000) })
    em.inject({ path: '/monitoring', status: 503, count: 1000 })
    const main = await mainStep(gh, a, withs())
    expect(main.outputs['run-id']).toBe('')
    userStep(gh, a, 'Run tests', 'building\n')
    discard(a)
    em.clearFaults()
    gh.annotate(a.jobId, { annotation_level: 'failure', message: LOST })
    const completedAt = completeJob(gh, a, 'failure')
    const before = em.requests().filter(r => pathOf(r) === '/monitoring').length
    const lines = await jobB(after(completedAt))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/left alone: no run id found in the part of its log read/)
    // B's own start and end, nothing else.
    expect(em.requests().filter(r => pathOf(r) === '/monitoring').length - before).toBe(2)
    expectNoViolation(em)
  })
})
