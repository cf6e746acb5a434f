/**
 * A record line is believed only in the log of the job that wrote it: end to end through dist/,
 * jobs on machines of their own and a fake of what GitHub keeps (fixtures/two-machines.ts). A
 * job's log is public in a public repository, and a job that has no key (a fork's pull request,
 * whose workflow the pull request controls) can print any line it copied, and annotations of its
 * own (`::error::`, `::warning title=...::`). Such a job must not end a run it did not start:
 * the next run of its workflow, which has the key, reads its log and ends nothing.
 */
import { beforeEach, describe, expect, it } from '@jest/globals'
import type { Emulator } from '../../src/emulator/index.js'
import type { FakeGitHub } from '../../scripts/fake-github.mjs'
import { RECORD_MARK } from '../../src/reconcile/record-line.js'
import {
  completeJob,
  earlierLines,
  endsOf,
  isoSecond,
  mainStep,
  postStep,
  twoMachineScene,
  userStep
} from './fixtures/two-machines.js'

const KEY = 'jm-e2e-replay-7c1e92a4d0b35f68'
const TOKEN = 'ghs_replayE2eToken0000000000000000000000'
/** GitHub's words when a hosted runner is lost (shared/docs/runner-facts.md). */
const LOST = 'The hosted runner: GitHub Actions 12 lost communication with the server.'

let em: Emulator
let gh: FakeGitHub
const scene = twoMachineScene(KEY, TOKEN)
const { onMachine, withs } = scene
beforeEach(() => {
  em = scene.em
  gh = scene.gh
})
const after = (iso: string): string => isoSecond(Date.parse(iso) + 1000)

/** The record line of `kind` a step printed, from its mark on (as a copier would take it). */
function copied(stdout: string, kind: string): string {
  const line = stdout
    .split('\n')
    .find(l => l.includes(`${RECORD_MARK}{`) && l.includes(`"k":"${kind}"`))
  expect(line).toBeTruthy()
  return line!.slice(line!.indexOf(RECORD_MARK))
}

describe('a record copied into another job', () => {
  it("a keyless job printing another job's start record and a forged lost runner ends nothing", async () => {
    // The victim: a live run of deploy.yml's job.
    const victim = onMachine({
      runId: 50,
      jobId: 501,
      name: 'deploy',
      createdAt: isoSecond(Date.now() - 9000),
      workflowFile: 'deploy.yml'
    })
    const main = await mainStep(gh, victim, withs())
    const victimRun = main.outputs['run-id']
    expect(em.runs().find(r => r.run_id === victimRun)?.status).toBe('running')

    // Run 100 of ci.yml: no job-monitor, no key; one step prints the copy and fails.
    const p = onMachine({
      runId: 100,
      jobId: 1001,
      name: 'build',
      createdAt: isoSecond(Date.now() - 5000)
    })
    userStep(gh, p, 'Run tests', `${copied(main.stdout, 'start')}\n::error::${LOST}\n`, 'failure')
    const completedAt = completeJob(gh, p, 'failure')

    // Run 101 of ci.yml, with the key: its post step reads run 100's job.
    const b = onMachine({ runId: 101, jobId: 2001, createdAt: after(completedAt) })
    await mainStep(gh, b, withs())
    const post = await postStep(gh, b, withs())
    expect(earlierLines(post.stdout)).toEqual([
      expect.stringMatching(/was left alone: .*another job/)
    ])
    expect(endsOf(em, victimRun)).toEqual([])
    expect(em.runs().find(r => r.run_id === victimRun)?.status).toBe('running')
  })

  it("a job that succeeded, printing another job's 'end queued' record and a forged warning, ends nothing", async () => {
    const victim = onMachine({
      runId: 50,
      jobId: 501,
      name: 'deploy',
      createdAt: isoSecond(Date.now() - 9000),
      workflowFile: 'deploy.yml'
    })
    const victimRun = (await mainStep(gh, victim, withs())).outputs['run-id']
    em.inject({ path: '/monitoring', status: 503, count: 50 })
    const vpost = await postStep(gh, victim, withs(), 'failure')
    em.clearFaults()
    expect(endsOf(em, victimRun)).toEqual([])

    const p = onMachine({
      runId: 100,
      jobId: 1001,
      name: 'build',
      createdAt: isoSecond(Date.now() - 5000)
    })
    userStep(
      gh,
      p,
      'Run tests',
      `${copied(vpost.stdout, 'end')}\n::warning title=Job monitoring%3A end report not delivered::x\n`
    )
    const completedAt = completeJob(gh, p, 'success')
    const b = onMachine({ runId: 101, jobId: 2001, createdAt: after(completedAt) })
    await mainStep(gh, b, withs())
    const post = await postStep(gh, b, withs())
    expect(earlierLines(post.stdout)).toEqual([
      expect.stringMatching(/was left alone: .*another job/)
    ])
    expect(endsOf(em, victimRun)).toEqual([])
  })
})
