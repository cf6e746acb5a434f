/**
 * The one rule that turns a finished job's record into at most one end: never a job still
 * running, never an end proven delivered, never a run whose machine keeps its own queue, never
 * one left to another healer; a lost runner only when its end step provably never ran, read to
 * the log's true end; the status from the CI's conclusion; error_details in the CI's own words.
 * The records are GitHub-shaped (record-line.ts), the rest is CI-neutral: a GitLab or Buildkite
 * reader fills the same FinishedJob.
 */
import { describe, expect, it } from '@jest/globals'
import {
  type FinishedJob,
  type Healing,
  errorDetailsOf,
  verdictOf
} from '../../src/reconcile/finished-job.js'
import type { RunRecord } from '../../src/reconcile/record-line.js'

const NOW = Date.parse('2026-12-07T01:00:00Z')
const heal: Healing = {
  healer: 'next-run',
  endedBy: 'https://github.com/o/r/actions/runs/2/job/9',
  now: NOW
}
const start: RunRecord = {
  kind: 'start',
  runId: 'run_1',
  startTime: '2026-12-07T00:00:00.000+00:00',
  jobName: 'CI / build',
  machine: 'ephemeral',
  healer: 'next-run',
  ciJob: 'github:o/r:1001'
}
const ending: RunRecord = { ...start, kind: 'ending' }
const end = (outcome: RunRecord['outcome'], extra: Partial<RunRecord> = {}): RunRecord => ({
  ...start,
  kind: 'end',
  outcome,
  status: 'success',
  ...extra
})

function job(o: Omit<Partial<FinishedJob>, 'records'> & { records?: RunRecord[] }): FinishedJob {
  const { records, ...rest } = o
  return {
    ci: 'github-actions',
    ciName: 'GitHub',
    job: {
      id: '1001',
      name: 'build',
      url: 'https://github.com/o/r/actions/runs/1/job/1001',
      ciJob: 'github:o/r:1001'
    },
    finished: true,
    conclusion: 'success',
    conclusionWord: 'success',
    completedAt: '2026-12-07T00:10:00Z',
    failedSteps: [],
    ciWords: [],
    errorLines: [],
    endStepRan: 'yes',
    records: { records: records ?? [], unverified: 0 },
    log: { head: 'h', tail: 't', totalBytes: 2, tailIsEnd: true, notRead: 0 },
    logText: "A's own lines",
    ...rest
  }
}

const left = (j: FinishedJob, h: Healing = heal): string => {
  const v = verdictOf(j, h)
  if (!('leave' in v)) throw new Error(`expected to leave it, got an end: ${JSON.stringify(v)}`)
  return v.leave
}
const ended = (j: FinishedJob) => {
  const v = verdictOf(j, heal)
  if (!('end' in v)) throw new Error(`expected an end, left: ${v.leave}`)
  return v.end
}

describe('verdictOf: when a run may be ended from the record', () => {
  it('never ends a job the CI shows running, nor an end proven delivered or refused', () => {
    expect(left(job({ finished: false, records: [start, end('queued')] }))).toMatch(/still running/)
    expect(left(job({ records: [start, ending, end('delivered')] }))).toMatch(/reached the service/)
    expect(left(job({ records: [start, ending, end('refused')] }))).toMatch(/refused/)
  })

  it('ends a run whose end was queued or unsent on an ephemeral machine, from the end record', () => {
    for (const outcome of ['queued', 'unsent'] as const) {
      const e = ended(job({ records: [start, ending, end(outcome)] }))
      expect(e.run).toMatchObject({
        runId: 'run_1',
        jobName: 'CI / build',
        startTime: start.startTime
      })
      expect(e.ending).toMatchObject({
        status: 'success',
        errorDetails: 'None',
        endTime: '2026-12-07T00:10:00.000+00:00'
      })
      expect(e.ending.logs).toContain("A's own lines")
      expect(e.ending.metadata).toMatchObject({
        'job_monitor.ended_from': 'ci_record',
        'job_monitor.ended_by': heal.endedBy,
        'cicd.pipeline.task.run.result': 'success'
      })
    }
  })

  it('leaves a run whose machine keeps its queue, one left to another healer or to none, one without a run id', () => {
    expect(left(job({ records: [end('queued', { machine: 'persistent' })] }))).toMatch(
      /its own queue/
    )
    expect(left(job({ records: [end('queued', { healer: 'sweep' })] }))).toMatch(/scheduled sweep/)
    expect(left(job({ records: [end('queued', { healer: 'off' })] }))).toMatch(/no later job/)
    expect(left(job({ records: [end('queued')] }), { ...heal, healer: 'sweep' })).toMatch(
      /next run/
    )
    expect(left(job({ records: [end('queued', { runId: '' })] }))).toMatch(/no run id/)
  })

  it('believes a record only in the log of the job it names: a copy, or one naming no job, ends nothing', () => {
    const lost = {
      conclusion: 'lost' as const,
      conclusionWord: 'failure',
      ciWords: ['The hosted runner: GitHub Actions 12 lost communication with the server.'],
      endStepRan: 'no' as const
    }
    const { ciJob: _named, ...unnamed } = start
    for (const copy of [
      { ...start, ciJob: 'github:o/r:501' },
      { ...start, ciJob: 'github:other/r:1001' },
      unnamed
    ]) {
      // A copied start and a lost runner the job said it was; a copied end queued, failed.
      expect(left(job({ ...lost, records: [copy] }))).toMatch(
        /another job wrote or that name no job/
      )
      const queued = {
        ...copy,
        kind: 'end' as const,
        outcome: 'queued' as const,
        status: 'failed' as const
      }
      expect(left(job({ records: [queued] }))).toMatch(/believed only in the log of the job/)
    }
    // A reader that cannot name the job it reads believes none of its records.
    const { ciJob: _none, ...noName } = job({}).job
    expect(left(job({ job: noName, records: [start, end('queued')] }))).toMatch(/name no job/)
    // The job's own records beside a copy: its own run is decided, the copy is not read.
    const copied = end('queued', { runId: 'run_victim', ciJob: 'github:o/r:501' })
    expect(ended(job({ records: [copied, start, end('unsent')] })).run.runId).toBe('run_1')
    expect(left(job({ records: [start, ending, end('delivered'), copied] }))).toMatch(
      /reached the service/
    )
  })

  it('leaves a run whose log stops while its end was being sent', () => {
    expect(left(job({ records: [start, ending] }))).toMatch(/may have arrived/)
  })

  it('ends a lost runner’s run only when its end step never ran and the log was read to its end', () => {
    const lost = {
      conclusion: 'lost' as const,
      conclusionWord: 'failure',
      ciWords: ['The hosted runner: GitHub Actions 12 lost communication with the server.'],
      failedSteps: ['Run tests'],
      errorLines: ['Error: Process completed with exit code 137.'],
      endStepRan: 'no' as const,
      records: [start]
    }
    const e = ended(job(lost))
    expect(e.ending.status).toBe('failed')
    expect(e.ending.errorDetails).toBe(
      [
        'The runner was lost (GitHub failed the job).',
        'GitHub says: "The hosted runner: GitHub Actions 12 lost communication with the server."',
        'Failed steps: Run tests',
        '',
        'Error: Process completed with exit code 137.'
      ].join('\n')
    )
    expect(e.ending.metadata).toMatchObject({ 'cicd.pipeline.task.run.result': 'error' })
    expect(left(job({ ...lost, endStepRan: 'yes' }))).toMatch(/end steps may have run/)
    expect(left(job({ ...lost, endStepRan: 'unknown' }))).toMatch(/end steps may have run/)
    expect(
      left(job({ ...lost, log: { head: '', tail: '', tailIsEnd: false, notRead: 9 } }))
    ).toMatch(/to its end/)
    expect(left(job({ ...lost, conclusion: 'failure' }))).toMatch(/no end record/)
    expect(left(job({ ...lost, records: [] }))).toMatch(/no run id found/)
  })

  it('says what it could not read rather than guess', () => {
    const unread = job({})
    delete unread.records
    delete unread.log
    unread.noLog = 'GitHub refused it (HTTP 403)'
    expect(left(unread)).toMatch(/its log could not be read \(GitHub refused it \(HTTP 403\)\)/)
    const unverified = job({ records: [] })
    unverified.records = { records: [], unverified: 2 }
    expect(left(unverified)).toMatch(/2 record\(s\) of the run that do not verify/)
  })

  it('maps the conclusion: timed out fails, cancelled is cancelled, an unknown word uses the record', () => {
    const queued = [end('queued', { status: 'cancelled' })]
    expect(
      ended(job({ conclusion: 'timed_out', conclusionWord: 'timed_out', records: queued })).ending
        .status
    ).toBe('failed')
    expect(ended(job({ conclusion: 'cancelled', records: queued })).ending.status).toBe('cancelled')
    expect(
      ended(job({ conclusion: 'other', conclusionWord: 'neutral', records: queued })).ending.status
    ).toBe('cancelled')
    expect(
      left(job({ conclusion: 'other', records: [end('queued', { status: undefined })] }))
    ).toMatch(/names no end/)
  })

  it('never dates the end after now, nor takes an end_time it cannot read', () => {
    const late = ended(job({ completedAt: '2027-01-01T00:00:00Z', records: [end('queued')] }))
    expect(late.ending.endTime).toBe('2026-12-07T01:00:00.000+00:00')
    const none = ended(job({ completedAt: undefined, records: [end('queued')] }))
    expect(none.ending.endTime).toBe('2026-12-07T01:00:00.000+00:00')
  })
})

describe("a run's own status, where its end record gives one", () => {
  it("ends a run with the status its own end report carried, not the whole job's conclusion", () => {
    // `exec ... || true`: the run failed, its job went on and succeeded.
    const failedRun = ended(
      job({ conclusion: 'success', records: [start, ending, end('queued', { status: 'failed' })] })
    )
    expect(failedRun.ending.status).toBe('failed')
    expect(failedRun.ending.errorDetails).toMatch(/^Its own end report said failed/)
    // A run that succeeded, in a job that a later command failed.
    const goodRun = ended(
      job({
        conclusion: 'failure',
        errorLines: ['ERROR: test suite failed'],
        records: [start, ending, end('unsent', { status: 'success' })]
      })
    )
    expect(goodRun.ending).toMatchObject({ status: 'success', errorDetails: 'None' })
  })

  it("takes the CI's conclusion where no end record speaks: a lost runner", () => {
    const lost = ended(
      job({ conclusion: 'lost', conclusionWord: 'failure', endStepRan: 'no', records: [start] })
    )
    expect(lost.ending.status).toBe('failed')
  })
})

describe('errorDetailsOf', () => {
  it('says when the failing lines may be in the part of the log not read, and stays bounded', () => {
    const cut = job({
      conclusion: 'failure',
      log: { head: '', tail: '', tailIsEnd: true, notRead: 5000 }
    })
    expect(errorDetailsOf(cut, 'failed')).toMatch(/may be in the part not read/)
    const long = job({
      conclusion: 'failure',
      errorLines: Array.from({ length: 30 }, (_, i) => `Error: ${'x'.repeat(500)} ${i}`)
    })
    const details = errorDetailsOf(long, 'failed')
    expect(details.length).toBeLessThanOrEqual(4096)
    expect(details).not.toContain('Error: ' + 'x'.repeat(500) + ' 0\n')
  })
})
