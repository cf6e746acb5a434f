/**
 * A re-run and the attempt before it: the same job (same name, so the same matrix leg) in
 * GitHub's documented `job-paginated` answer of the previous attempt, and flaky when it failed
 * there and passes now on the same commit.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { attemptMetadata, gatherAttempt, previousAttemptOf } from '../../src/action/attempts.js'
import { readEventFacts, workflowFileOf } from '../../src/environment/github.js'
import { attemptJobs } from './fixtures/github-api-answers.js'
import { DOCUMENTED_JOB } from './fixtures/jobs-api-job.js'
import { githubApi, requestsTo } from './helpers.js'
import { expectEqual } from '../expect-equal.js'

const SHA = DOCUMENTED_JOB.head_sha

describe('previousAttemptOf', () => {
  it('finds the same matrix leg by its name among its siblings', () => {
    const body = attemptJobs([
      { name: 'test (ubuntu-latest, 20)', conclusion: 'success' },
      { name: 'test (ubuntu-latest, 22)', conclusion: 'failure' },
      { name: 'lint', conclusion: 'cancelled' }
    ])
    expect(previousAttemptOf(body, 'test (ubuntu-latest, 22)')).toEqual({
      result: 'failure',
      headSha: SHA
    })
    expect(previousAttemptOf(body, 'lint')?.result).toBe('cancellation')
    expect(previousAttemptOf(body, 'test')).toBeUndefined()
  })

  it('never throws on a hostile or garbled answer, and gives only known results', () => {
    const results = new Set(['success', 'failure', 'cancellation', 'timeout', 'skip', 'error'])
    fc.assert(
      fc.property(fc.anything(), fc.string(), (body, name) => {
        const found = previousAttemptOf(body, name)
        if (found && !results.has(found.result)) expect(found).toBe('a known result')
        const jobs = previousAttemptOf({ jobs: [{ name, conclusion: body, head_sha: body }] }, name)
        if (jobs && !results.has(jobs.result)) expect(jobs).toBe('a known result')
      })
    )
  })
})

describe('attemptMetadata', () => {
  it('marks a job flaky that failed in the previous attempt and passes now on the same commit', () => {
    expectEqual(attemptMetadata({ result: 'failure', headSha: SHA }, 'success', SHA), {
      'job_monitor.previous_attempt_result': 'failure',
      'job_monitor.flaky': true
    })
    expectEqual(attemptMetadata({ result: 'timeout' }, 'success', undefined), {
      'job_monitor.previous_attempt_result': 'timeout',
      'job_monitor.flaky': true
    })
  })

  it('does not when it fails again, was cancelled before, or ran on another commit', () => {
    const only = (r: string): unknown => ({ 'job_monitor.previous_attempt_result': r })
    expectEqual(
      attemptMetadata({ result: 'failure', headSha: SHA }, 'failed', SHA),
      only('failure')
    )
    expectEqual(attemptMetadata({ result: 'cancellation' }, 'success', SHA), only('cancellation'))
    expectEqual(
      attemptMetadata({ result: 'failure', headSha: SHA }, 'success', 'f'.repeat(40)),
      only('failure')
    )
    expectEqual(attemptMetadata(undefined, 'success', SHA), {})
  })
})

describe('gatherAttempt', () => {
  it('reads the previous attempt once, for attempt 2 and later only', async () => {
    const server = await githubApi({
      '/repos/octo/app/actions/runs/4242/attempts/2/jobs': {
        body: attemptJobs([{ name: 'build', conclusion: 'failure' }])
      }
    })
    try {
      const requests = requestsTo(server)
      const job = DOCUMENTED_JOB as never
      expectEqual(
        await gatherAttempt({ status: 'success', runId: 4242, attempt: 1, job, requests }),
        {}
      )
      expectEqual(
        await gatherAttempt({ status: 'success', runId: 4242, attempt: 3, job, requests }),
        {
          'job_monitor.previous_attempt_result': 'failure',
          'job_monitor.flaky': true
        }
      )
      expect(server.calls).toEqual([
        '/repos/octo/app/actions/runs/4242/attempts/2/jobs?per_page=100'
      ])
    } finally {
      await server.close()
    }
  })
})

describe('the event facts from the environment', () => {
  it('reads the attempt, the event, the workflow file and the payload path', () => {
    expectEqual(
      readEventFacts({
        GITHUB_RUN_ID: '4242',
        GITHUB_RUN_ATTEMPT: '2',
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/nightly.yml@refs/heads/main',
        GITHUB_EVENT_PATH: '/home/runner/work/_temp/_github_workflow/event.json'
      }),
      {
        runId: 4242,
        attempt: 2,
        eventName: 'schedule',
        workflowFile: 'nightly.yml',
        eventPath: '/home/runner/work/_temp/_github_workflow/event.json'
      }
    )
  })

  it('leaves out what is not what the runner gives', () => {
    expect(workflowFileOf('octo/app/.github/workflows/../x.yml@main')).toBeUndefined()
    expect(workflowFileOf('octo/app/.github/workflows/ci.yaml@refs/pull/1/merge')).toBe('ci.yaml')
    expect(workflowFileOf('nightly.yml')).toBeUndefined()
    expectEqual(readEventFacts({ GITHUB_RUN_ATTEMPT: '0', GITHUB_EVENT_NAME: 'x y' }), {
      runId: undefined,
      attempt: undefined,
      eventName: undefined,
      workflowFile: undefined,
      eventPath: undefined
    })
  })
})
