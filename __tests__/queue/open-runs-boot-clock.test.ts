/**
 * A step of the wall clock (an NTP correction, a VM resumed with its clock set) between two
 * lost-run passes ends no run early: time between processes on one machine is measured on the
 * boot clock (/proc/uptime, the clock of process start times), which does not step, and a mark
 * of another boot says nothing. The clocks are injected: each pass is given the wall clock's
 * `now` and the boot clock's, as a machine whose wall clock jumped would give them.
 */
import { describe, it } from '@jest/globals'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OpenRunStore, END_ASKED_GRACE_MS, type OpenRun } from '../../src/queue/open-runs.js'
import { closeLostRuns } from '../../src/helper/lost-runs.js'
import type { Outcome } from '../../src/queue/deliver.js'
import type { BootMark } from '../../src/process/process-facts.js'
import { expectEqual } from '../expect-equal.js'

const SVC = { address: 'https://jm.example', key: '0123456789abcdef0123456789abcdef' }
const delivered: Outcome<'end'> = {
  delivered: true,
  attempts: 1,
  response: { message: 'ok', run_id: 'r', update_status: 'Success' } as never
}

/** GitLab's after_script limit of 30 s (RUNNER_AFTER_SCRIPT_TIMEOUT=30s): a 60 s wait. */
const WAIT = 60_000
const STEP = 120_000

/** A GitLab run whose script shell is gone, its helper too; after_script may still end it. */
function gitlabRun(n: number): Omit<OpenRun, 'version' | 'hostTag'> {
  return {
    service: SVC,
    runKey: `key-${n}`,
    runId: `run-${n}`,
    jobName: `job-${n}`,
    startTime: '2026-01-01T00:00:00Z',
    helper: { pid: 4000 + n, procStart: '7' },
    job: { kind: 'gitlab', pid: 4242, procStart: '5', bootId: 'boot-a' },
    endWaitMs: WAIT
  }
}

/** A machine: its wall clock and its boot clock, moved apart by the test. */
function machine(): {
  wall: number
  boot: BootMark
  pass: (s: OpenRunStore, ended: string[]) => Promise<number>
} {
  const m = {
    wall: Date.parse('2026-01-01T01:00:00Z'),
    boot: { bootId: 'boot-a', ms: 3_600_000 },
    pass: (s: OpenRunStore, ended: string[]) =>
      closeLostRuns({
        store: s,
        evidence: { helperAlive: () => false, job: () => 'gone' },
        now: m.wall,
        boot: m.boot,
        service: SVC,
        lastWord: () => undefined,
        end: async r => (ended.push(r.runKey), delivered)
      })
  }
  return m
}

function store(): OpenRunStore {
  return OpenRunStore.inQueue(join(mkdtempSync(join(tmpdir(), 'jm-boot-clock-')), 'queue'))
}

describe('a wall clock stepped between passes', () => {
  for (const step of [STEP, -STEP])
    it(`ends no GitLab run before after_script's wait, the wall clock stepped by ${step / 1000} s`, async () => {
      const s = store()
      await s.open(gitlabRun(1))
      const m = machine()
      const ended: string[] = []
      // The first pass finds the script shell gone and marks it.
      expectEqual(await m.pass(s, ended), 0)
      // Ten seconds later the wall clock has jumped; the boot clock has moved ten seconds.
      m.wall += step + 10_000
      m.boot = { ...m.boot, ms: m.boot.ms + 10_000 }
      expectEqual([await m.pass(s, ended), ended], [0, []])
      // Once the wait has passed on the boot clock, the run is lost, however the wall reads.
      m.wall -= 2 * step
      m.boot = { ...m.boot, ms: m.boot.ms + WAIT }
      expectEqual([await m.pass(s, ended), ended], [1, ['key-1']])
    })

  it('counts afresh from a mark of another boot', async () => {
    const s = store()
    await s.open({
      ...gitlabRun(2),
      jobGoneAt: '2026-01-01T00:00:00Z',
      jobGoneBoot: { bootId: 'boot-z', ms: 1 }
    })
    const m = machine()
    const ended: string[] = []
    // Its mark says nothing here: this pass marks it anew, on this boot's clock.
    expectEqual(await m.pass(s, ended), 0)
    expectEqual((await s.list())[0].jobGoneBoot, m.boot)
    m.boot = { ...m.boot, ms: m.boot.ms + WAIT }
    expectEqual([await m.pass(s, ended), ended], [1, ['key-2']])
  })

  for (const step of [STEP, -STEP, 20 * 60_000])
    it(`leaves a run whose end is on its way, the wall clock stepped by ${step / 1000} s`, async () => {
      const s = store()
      const m = machine()
      // Its ender marked it a minute ago on both clocks; its job and helper are gone meanwhile.
      await s.open({
        ...gitlabRun(3),
        endWaitMs: undefined,
        endAskedAt: new Date(m.wall - 60_000).toISOString(),
        endAskedBoot: { ...m.boot, ms: m.boot.ms - 60_000 }
      })
      const ended: string[] = []
      m.wall += step
      expectEqual([await m.pass(s, ended), ended], [0, []])
      // Past the grace on the boot clock, its ender is as lost as its job.
      m.boot = { ...m.boot, ms: m.boot.ms + END_ASKED_GRACE_MS }
      expectEqual([await m.pass(s, ended), ended], [1, ['key-3']])
    })
})
