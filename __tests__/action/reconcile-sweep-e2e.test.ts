/**
 * The scheduled sweep (`mode: reconcile`) ends what a job left to it (`reconcile: sweep`) from
 * GitHub's record, once: the next run of the job leaves it alone, and a later sweep, whose
 * window begins where the first one's ended, ends nothing more. End to end through dist/ on
 * machines of their own against the fake of what GitHub keeps (scripts/fake-github.mjs).
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../src/emulator/index.js'
import type { FakeGitHub } from '../../scripts/fake-github.mjs'
import {
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

const KEY = 'jm-e2e-sweep-8c3f61a09d2b7e45'
const TOKEN = 'ghs_sweepE2eToken000000000000000000000'

let em: Emulator
let gh: FakeGitHub
const scene = twoMachineScene(KEY, TOKEN)
const { onMachine, withs } = scene
beforeEach(() => {
  em = scene.em
  gh = scene.gh
})
const after = (iso: string, s = 1): string => isoSecond(Date.parse(iso) + s * 1000)

describe('the scheduled sweep', () => {
  it('ends the run a job left to it, once: not the next run, not a later sweep', async () => {
    const a = onMachine({ runId: 100, jobId: 1001, createdAt: isoSecond(Date.now() - 5000) })
    const main = await mainStep(gh, a, withs({ reconcile: 'sweep' }))
    const runId = main.outputs['run-id']
    userStep(gh, a, 'Run nightly', 'the nightly export wrote 1200 rows\n')
    em.inject({ path: '/monitoring', status: 503, count: 50 })
    const post = await postStep(gh, a, withs({ reconcile: 'sweep' }))
    expect(post.stdout).toMatch(/the scheduled sweep ends it from GitHub's record/)
    const completedAt = completeJob(gh, a, 'success')
    discard(a)
    em.clearFaults()

    // The next run of the job (next-run by default) leaves it to the sweep.
    const b = onMachine({ runId: 101, jobId: 2001, createdAt: after(completedAt) })
    await mainStep(gh, b, withs())
    const bPost = await postStep(gh, b, withs())
    expect(earlierLines(bPost.stdout)).toEqual([
      'job-monitor: the run of the earlier job 1001 was left alone: its job left it to the scheduled sweep'
    ])
    expect(endsOf(em, runId)).toEqual([])

    // A sweep of its own workflow, the first: its window reaches back a week.
    const sweeps = { workflowFile: 'sweep.yml', name: 'sweep' }
    const s1 = onMachine({ ...sweeps, runId: 500, jobId: 5001, createdAt: after(completedAt, 2) })
    const swept = await mainStep(gh, s1, withs({ mode: 'reconcile' }))
    expect(swept.code).toBe(0)
    expect(swept.stdout).toMatch(/run .+ \(CI \/ build\) ended from GitHub's record: success/)
    expect(swept.stdout).toMatch(/1 ended, in \d+ GETs/)
    const s1Post = await postStep(gh, s1, withs({ mode: 'reconcile' }))
    expect(s1Post.stdout).toMatch(/no run of its own to end/)
    expect(endsOf(em, runId)).toHaveLength(1)
    expect(String(em.runs().find(r => r.run_id === runId)?.logs)).toContain(
      'the nightly export wrote 1200 rows'
    )
    completeJob(gh, s1, 'success', Date.parse(after(completedAt, 4)))

    // The next sweep: its window begins at the first one's start, after A completed; it looks
    // at the first sweep's own job, which completed within it.
    const s2 = onMachine({ ...sweeps, runId: 501, jobId: 5002, createdAt: after(completedAt, 10) })
    const again = await mainStep(gh, s2, withs({ mode: 'reconcile' }))
    expect(again.stdout).toMatch(/1 looked at, 0 ended/)
    expect(endsOf(em, runId)).toHaveLength(1)
    // A sweep begins no run of its own.
    expect(em.runs().filter(r => r.job_name.includes('sweep'))).toEqual([])
    expectNoViolation(em)
    expectKeyNeverSentToGitHub(gh, KEY)
  })
})
