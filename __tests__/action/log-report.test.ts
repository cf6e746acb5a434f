import { describe, expect, it } from '@jest/globals'
import {
  assembleLogReport,
  errorDetails,
  formatDuration,
  stepTimeline
} from '../../src/action/log-report.js'
import { failedSteps, type JobInfo } from '../../src/action/jobs-api.js'
import { Redactor } from '../../src/logs/redact.js'

const KEY = 'jm-unit-secret-4b1d0c9e7a'
const job: JobInfo = {
  id: 1,
  name: 'build',
  html_url: 'https://github.com/o/r/actions/runs/1/job/1',
  steps: [
    {
      name: 'Set up job',
      status: 'completed',
      conclusion: 'success',
      number: 1,
      started_at: '2026-01-01T00:00:00Z',
      completed_at: '2026-01-01T00:00:03Z'
    },
    {
      name: 'Run tests',
      status: 'completed',
      conclusion: 'failure',
      number: 2,
      started_at: '2026-01-01T00:00:03Z',
      completed_at: '2026-01-01T00:02:08Z'
    },
    { name: 'Deploy', status: 'completed', conclusion: 'skipped', number: 3 }
  ]
}

describe('the end report logs', () => {
  it('has a header, the step timeline, captures and files, redacted and bounded', () => {
    const big = `HEAD ${'x'.repeat(50_000)} key=${KEY} TAIL-ERROR`
    const text = assembleLogReport({
      jobName: 'CI / build',
      status: 'failed',
      runner: 'runner-1 / Linux / X64',
      job,
      files: [{ path: '/w/build.log', totalBytes: big.length, text: big }],
      captures: [
        {
          command: 'make test',
          exitCode: 2,
          startedAt: '2026-01-01T00:00:04Z',
          durationMs: 61_000,
          output: 'boom\n'
        }
      ],
      maxBytes: 2048,
      redactor: new Redactor([KEY])
    })
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(2048)
    expect(text).toMatch(/^job: CI \/ build\nstatus: failed\nrunner: runner-1/)
    expect(text).toContain('url: https://github.com/o/r/actions/runs/1/job/1')
    expect(text).toContain('ERR  2 Run tests  [failure, 2m05s]')
    expect(text).toContain('== job-monitor exec: make test (exit 2, 1m01s) ==\nboom')
    expect(text).toContain('TAIL-ERROR')
    expect(text).not.toContain(KEY)
    expect(text).toContain('key=***')
  })

  it("quotes an exec capture's workflow commands as the job's page shows them", () => {
    const text = assembleLogReport({
      jobName: 'j',
      status: 'failed',
      files: [],
      captures: [
        {
          command: 'npm run lint',
          exitCode: 1,
          startedAt: '2026-01-01T00:00:04Z',
          durationMs: 2_000,
          output: '::group::eslint\n::error file=a.js,line=3::Missing semicolon\n::endgroup::\n'
        }
      ],
      maxBytes: 4096,
      redactor: new Redactor([])
    })
    expect(text).toContain('==\neslint\nError: Missing semicolon\n')
    expect(text).not.toContain('::')
  })

  it('keeps a short report whole', () => {
    const text = assembleLogReport({
      jobName: 'j',
      status: 'success',
      files: [],
      captures: [],
      maxBytes: 4096,
      redactor: new Redactor([])
    })
    expect(text).toBe('job: j\nstatus: success\n')
  })
})

describe('pieces', () => {
  it('formats durations', () => {
    expect(formatDuration(4_400)).toBe('4s')
    expect(formatDuration(125_000)).toBe('2m05s')
    expect(formatDuration(3_900_000)).toBe('1h05m')
    expect(formatDuration(-1)).toBe('-')
  })
  it('lists steps with conclusions and durations', () => {
    expect(stepTimeline(job)).toEqual([
      'ok   1 Set up job  [success, 3s]',
      'ERR  2 Run tests  [failure, 2m05s]',
      '--   3 Deploy  [skipped, -]'
    ])
  })
  it('says which steps failed, or how the job ended', () => {
    expect(failedSteps(job)).toEqual(['Run tests'])
    expect(failedSteps(undefined)).toEqual([])
    expect(errorDetails('success', 'success', [])).toBeNull()
    expect(errorDetails('failed', 'failure', ['Run tests'])).toBe('Failed steps: Run tests')
    expect(errorDetails('failed', 'failure', [])).toBe("The job ended with status 'failure'")
    expect(errorDetails('cancelled', 'cancelled', [])).toBe('The job was cancelled')
  })
})
