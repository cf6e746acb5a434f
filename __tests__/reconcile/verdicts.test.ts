/**
 * A job whose log holds more than one run (`job-monitor exec` twice in one script, or beside the
 * action): each run is decided on its own records (finished-job.ts `verdictsOf`), so a run whose
 * end arrived is never sent again, and the other, whose machine was lost under it, is ended.
 */
import { describe, expect, it } from '@jest/globals'
import { type FinishedJob, verdictsOf } from '../../src/reconcile/finished-job.js'
import type { RunRecord } from '../../src/reconcile/record-line.js'

const NOW = Date.parse('2026-12-07T01:00:00Z')
const first: RunRecord = {
  kind: 'start',
  runId: 'run_build',
  startTime: '2026-12-07T00:00:00.000+00:00',
  jobName: 'build',
  machine: 'ephemeral',
  healer: 'next-run',
  ciJob: 'gitlab:3:7'
}
const second: RunRecord = {
  ...first,
  runId: 'run_test',
  startTime: '2026-12-07T00:05:00.000+00:00',
  jobName: 'test'
}

function lostJob(records: RunRecord[]): FinishedJob {
  return {
    ci: 'gitlab',
    ciName: 'GitLab',
    job: { id: '7', name: 'ci', ciJob: 'gitlab:3:7' },
    finished: true,
    conclusion: 'lost',
    conclusionWord: 'failed (runner_system_failure)',
    completedAt: '2026-12-07T00:10:00Z',
    failedSteps: [],
    ciWords: [],
    errorLines: [],
    endStepRan: 'no',
    records: { records, unverified: 0 },
    log: { head: 'h', tail: 't', totalBytes: 2, tailIsEnd: true, notRead: 0 },
    logText: 'lines'
  }
}

describe('verdictsOf', () => {
  it('decides each run of the log on its own records: the one ended is left, the one the lost runner cut is ended', () => {
    const verdicts = verdictsOf(
      lostJob([
        first,
        { ...first, kind: 'ending' },
        { ...first, kind: 'end', outcome: 'delivered', status: 'success' },
        second
      ]),
      { healer: 'next-run', now: NOW }
    )
    expect(verdicts).toEqual([
      { leave: 'its end report reached the service' },
      expect.objectContaining({
        end: expect.objectContaining({
          run: expect.objectContaining({ runId: 'run_test', jobName: 'test' }),
          ending: expect.objectContaining({ status: 'failed' })
        })
      })
    ])
  })

  it('a log with no record of ours gives the one decision that says so', () => {
    expect(verdictsOf(lostJob([]), { healer: 'next-run', now: NOW })).toEqual([
      { leave: 'no run id found in the part of its log read' }
    ])
  })
})
