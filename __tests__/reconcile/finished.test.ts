/**
 * GitHub's reader of a finished job: GitHub's words as GitHub writes them (shared/docs
 * runner-facts.md "What GitHub keeps after a job"; actions/runner Handler.cs, "Post job
 * cleanup." at the start of every post step), read into the CI-neutral record.
 */
import { describe, expect, it } from '@jest/globals'
import { Redactor } from '../../src/logs/redact.js'
import {
  annotationsOf,
  conclusionOf,
  finishedJobOf,
  postStepsRan
} from '../../src/reconcile/github/finished.js'
import { recordLine } from '../../src/reconcile/record-line.js'
import type { JobInfo } from '../../src/run/github-job.js'

const T = '2026-12-07T00:21:24.0000000Z '
const job = (o: Partial<JobInfo> = {}): JobInfo => ({
  id: 1001,
  name: 'build',
  status: 'completed',
  conclusion: 'failure',
  completed_at: '2026-12-07T00:30:00Z',
  steps: [
    { name: 'Set up job', status: 'completed', conclusion: 'success', number: 1 },
    { name: 'Run tests', status: 'completed', conclusion: 'failure', number: 2 },
    { name: 'Post Run octo/job-monitor@v1', status: 'completed', conclusion: 'skipped', number: 3 }
  ],
  ...o
})
const lost = {
  level: 'failure',
  title: '',
  message:
    'The hosted runner: GitHub Actions 3 lost communication with the server. Anything in your workflow…'
}

describe("GitHub's reader", () => {
  it('reads annotations totally', () => {
    expect(
      annotationsOf([{ annotation_level: 'failure', message: 'm', title: 7 }, null, 'x'])
    ).toEqual([{ level: 'failure', title: '', message: 'm' }])
    expect(annotationsOf({ message: 'Not Found' })).toEqual([])
  })

  it("tells a lost runner, a time limit and GitHub's own conclusions apart", () => {
    expect(conclusionOf(job(), [lost])).toBe('lost')
    expect(conclusionOf(job({ conclusion: 'success' }), [lost])).toBe('success')
    const limit = {
      level: 'failure',
      title: '',
      message: 'The job running on runner X has exceeded the maximum execution time of 10 minutes.'
    }
    expect(conclusionOf(job({ conclusion: 'cancelled' }), [limit])).toBe('timed_out')
    expect(conclusionOf(job({ conclusion: 'timed_out' }), [])).toBe('timed_out')
    expect(conclusionOf(job({ conclusion: 'neutral' }), [])).toBe('other')
  })

  it('says a post step ran when one started, or when the log’s tail shows the runner began one', () => {
    expect(postStepsRan(job(), undefined)).toBe('no')
    expect(postStepsRan(job(), `${T}Post job cleanup.\n`)).toBe('yes')
    const started = job({
      steps: [{ name: 'Post Run x', status: 'in_progress', conclusion: null, number: 3 }]
    })
    expect(postStepsRan(started, undefined)).toBe('yes')
    expect(postStepsRan(job({ steps: [] }), undefined)).toBe('unknown')
  })

  it("fills the record: GitHub's words quoted and redacted, the failing lines, the records found", () => {
    const seal = { apiKey: 'k9Vq2LmW7xR4tZ8pB3nD', address: 'https://m.example.com' }
    const start = recordLine(
      {
        kind: 'start',
        runId: 'r1',
        startTime: 's',
        jobName: 'CI / build',
        machine: 'ephemeral',
        healer: 'next-run',
        ciJob: 'github:octo/app:1001'
      },
      seal
    )
    const text = `${T}${start}\n${T}##[error]Process completed with exit code 1.\n`
    const finished = finishedJobOf({
      job: job(),
      annotations: [
        lost,
        { level: 'failure', title: '', message: 'Process completed with exit code 1.' }
      ],
      log: {
        log: { head: text, tail: text, totalBytes: text.length, tailIsEnd: true, notRead: 0 },
        cost: { blobGets: 1, bytes: 10 }
      },
      seal,
      repository: 'Octo/App',
      logBytes: 4096,
      redactor: new Redactor()
    })
    expect(finished).toMatchObject({
      job: { id: '1001', ciJob: 'github:octo/app:1001' },
      conclusion: 'lost',
      failedSteps: ['Run tests'],
      ciWords: [lost.message],
      errorLines: ['Error: Process completed with exit code 1.'],
      endStepRan: 'no',
      records: { records: [{ kind: 'start', runId: 'r1' }], unverified: 0 }
    })
    expect(finished.logText).toContain('Error: Process completed with exit code 1.')
    const without = finishedJobOf({
      job: job(),
      annotations: [],
      log: { noLog: 'GitHub refused it (HTTP 403)', refused: true },
      seal,
      repository: 'octo/app',
      logBytes: 4096,
      redactor: new Redactor()
    })
    expect(without).toMatchObject({ noLog: 'GitHub refused it (HTTP 403)' })
    expect(without.records).toBeUndefined()
  })
})
