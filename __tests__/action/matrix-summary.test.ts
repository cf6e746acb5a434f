/**
 * The summary of a workflow run for one pipeline notification: the run's jobs and their
 * annotations as GitHub answers them (fixtures/matrix-run.ts), and whatever else comes.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { systemClock } from '../../src/util/clock.js'
import { commandLike } from '../../src/util/inert-text.js'
import {
  SUMMARY_MAX_PAGES,
  cancelledByFailFast,
  firstFailureLine,
  legsOf,
  readSummary,
  summaryOf
} from '../../src/action/matrix-summary.js'
import { expectEqual, expectFacts } from '../expect-equal.js'
import { githubApi } from './helpers.js'
import { actionsAnnotation, attemptJobs } from './fixtures/github-api-answers.js'
import {
  FAILED_LEG_ANNOTATIONS,
  FAIL_FAST_ANNOTATIONS,
  MATRIX_JOBS,
  MATRIX_RUN_JOBS,
  NOTIFY_RUNNER,
  RUN_ID,
  matrixRunRoutes
} from './fixtures/matrix-run.js'

const EXPECTED =
  '5 of 8 legs passed; failed: test (3.12, windows): AssertionError: expected 3 == 4; ' +
  'cancelled by fail-fast: 1; skipped: 1'

describe('the summary message', () => {
  it('counts the legs, names the failed one with its first error line, counts fail-fast', () => {
    const legs = legsOf(MATRIX_RUN_JOBS)
      .filter(l => l.name !== 'notify')
      .map(l =>
        l.checkRunId === 1006
          ? { ...l, firstError: firstFailureLine(FAILED_LEG_ANNOTATIONS) }
          : l.checkRunId === 1007
            ? { ...l, failFast: cancelledByFailFast(FAIL_FAST_ANNOTATIONS) }
            : l
      )
    const summary = summaryOf(legs)
    expect(summary.message).toBe(EXPECTED)
    expect(summary.status).toBe('failed')
  })

  it('is success when every leg passed or was skipped, failed for any other end', () => {
    const done = (conclusion: string) => ({ name: 'x', status: 'completed', conclusion })
    expect(summaryOf([done('success'), done('skipped')]).status).toBe('success')
    for (const end of ['failure', 'cancelled', 'timed_out', 'startup_failure', 'action_required'])
      expect(summaryOf([done('success'), done(end)]).status).toBe('failed')
    expect(summaryOf([{ name: 'x', status: 'in_progress', conclusion: '' }]).status).toBe('failed')
    // Jobs not all read are jobs not known to have passed.
    expect(summaryOf([done('success')], { complete: false, unavailable: ['x'] }).status).toBe(
      'failed'
    )
  })

  it('names the end of a leg that failed otherwise, and a cancel fail-fast did not make', () => {
    const summary = summaryOf([
      { name: 'a', status: 'completed', conclusion: 'timed_out' },
      { name: 'b', status: 'completed', conclusion: 'cancelled', failFast: false }
    ])
    expect(summary.message).toBe('0 of 2 legs passed; failed: a (timed_out); cancelled: 1')
  })

  it('says what was not read, and keeps text it did not write inert and on one line', () => {
    const summary = summaryOf(
      [
        {
          name: '::error::pwned\n##[warning]x',
          status: 'completed',
          conclusion: 'failure',
          firstError: '::set-output name=a::b\u001b[31m' + 'x'.repeat(5000)
        }
      ],
      {
        complete: true,
        unavailable: ["the failed legs' error lines not read: grant 'checks: read'"]
      }
    )
    expect(/[\n\r]/.test(summary.message) || summary.message.includes('\u001b')).toBe(false)
    expect(commandLike(summary.message)).toBe(false)
    expect(summary.message).toContain(
      "summary unavailable: the failed legs' error lines not read: grant 'checks: read'"
    )
    expect(summary.message.length).toBeLessThan(600)
  })

  it('names ten failed legs and counts the rest', () => {
    const legs = Array.from({ length: 14 }, (_, i) => ({
      name: `t${i}`,
      status: 'completed',
      conclusion: 'failure'
    }))
    expect(summaryOf(legs).message).toMatch(/failed: t0, t1, .*, t9 and 4 more$/)
  })
})

describe('reading GitHub answers', () => {
  it('reads the documented shapes', () => {
    expectEqual(legsOf(MATRIX_RUN_JOBS)[5], {
      name: 'test (3.12, windows)',
      status: 'completed',
      conclusion: 'failure',
      runnerName: 'GitHub Actions 6',
      checkRunId: 1006
    })
    expect(firstFailureLine(FAILED_LEG_ANNOTATIONS)).toBe('AssertionError: expected 3 == 4')
    expect(cancelledByFailFast(FAIL_FAST_ANNOTATIONS)).toBe(true)
    expect(cancelledByFailFast([actionsAnnotation('The operation was canceled.')])).toBe(false)
    // A warning is not the error line.
    expect(
      firstFailureLine([{ ...actionsAnnotation('slow'), annotation_level: 'warning' }])
    ).toBeUndefined()
  })

  it('is total over garbled answers: one inert line, a status, within bounds', () => {
    const junk = fc.anything({ maxDepth: 2 })
    const garbled = fc.oneof(
      junk,
      fc.record({ jobs: fc.array(junk, { maxLength: 20 }) }),
      fc.record({
        jobs: fc.array(
          fc.record(
            {
              name: fc.oneof(
                fc.string({ unit: 'binary' }),
                fc.constantFrom('::error::x', 'a\n::warning::b', '##[group]c'),
                junk
              ),
              status: fc.oneof(fc.constantFrom('completed', 'in_progress'), junk),
              conclusion: fc.oneof(
                fc.constantFrom('success', 'failure', 'cancelled', 'skipped', 'timed_out'),
                junk
              ),
              check_run_url: fc.oneof(fc.string(), junk),
              id: junk
            },
            { requiredKeys: [] }
          ),
          { maxLength: 30 }
        )
      })
    )
    const annotations = fc.oneof(
      junk,
      fc.array(
        fc.record(
          {
            annotation_level: fc.oneof(fc.constant('failure'), junk),
            message: fc.oneof(fc.string({ unit: 'binary' }), junk)
          },
          { requiredKeys: [] }
        ),
        { maxLength: 5 }
      )
    )
    fc.assert(
      fc.property(garbled, annotations, fc.array(fc.string(), { maxLength: 8 }), (body, a, why) => {
        const legs = legsOf(body).map(l => ({
          ...l,
          firstError: firstFailureLine(a),
          failFast: cancelledByFailFast(a)
        }))
        const s = summaryOf(legs, { complete: true, unavailable: why })
        expectFacts({
          status: s.status === 'success' || s.status === 'failed',
          oneLine: !/[\r\n\u0085\u2028\u2029]/.test(s.message),
          inert: !commandLike(s.message),
          bounded: s.message.length <= 4000,
          counted: s.counts.total === legs.length
        })
      }),
      { numRuns: 300 }
    )
  })
})

describe('readSummary against a GitHub API stand-in', () => {
  const env = (url: string) => ({
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_API_URL: url,
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_RUN_ATTEMPT: '1',
    RUNNER_NAME: NOTIFY_RUNNER
  })

  it('leaves out its own job, and reads the failed and cancelled legs’ annotations', async () => {
    const api = await githubApi(matrixRunRoutes())
    try {
      const reading = await readSummary({ token: 't', env: env(api.url), clock: systemClock })
      expect(summaryOf(reading.legs, reading).message).toBe(EXPECTED)
      expect(reading.complete).toBe(true)
      expect(api.calls.sort()).toEqual([
        `/repos/octo/app/actions/runs/${RUN_ID}/attempts/1/jobs?per_page=100&page=1`,
        '/repos/octo/app/check-runs/1006/annotations?per_page=50',
        '/repos/octo/app/check-runs/1007/annotations?per_page=50'
      ])
    } finally {
      await api.close()
    }
  })

  it('follows the pages up to its bound', async () => {
    const full = attemptJobs(
      Array.from({ length: 100 }, (_, i) => ({ ...MATRIX_JOBS[1], id: i + 1, name: `t${i}` }))
    )
    const api = await githubApi({
      [`/repos/octo/app/actions/runs/${RUN_ID}/attempts/1/jobs`]: {
        body: { ...(full as object), total_count: 10_000 }
      }
    })
    try {
      const reading = await readSummary({ token: 't', env: env(api.url), clock: systemClock })
      expect(api.calls).toHaveLength(SUMMARY_MAX_PAGES)
      expect(reading.complete).toBe(false)
      expect(summaryOf(reading.legs, reading)).toMatchObject({ status: 'failed' })
      expect(reading.unavailable).toEqual(["the run's jobs not all read: more than 500"])
    } finally {
      await api.close()
    }
  })

  it('says once which permission a refusal wants, and keeps the counts it has', async () => {
    const routes = matrixRunRoutes()
    for (const p of Object.keys(routes)) if (p.includes('check-runs')) routes[p].status = 403
    const api = await githubApi(routes)
    try {
      const reading = await readSummary({ token: 't', env: env(api.url), clock: systemClock })
      expect(summaryOf(reading.legs, reading).message).toBe(
        '5 of 8 legs passed; failed: test (3.12, windows); cancelled: 1; skipped: 1; ' +
          "summary unavailable: the failed legs' error lines not read: grant 'checks: read' to include it"
      )
    } finally {
      await api.close()
    }
  })

  it('reads nothing without a token, and says so', async () => {
    const reading = await readSummary({
      token: undefined,
      env: env('http://127.0.0.1:9'),
      clock: systemClock
    })
    expect(summaryOf(reading.legs, reading)).toEqual({
      status: 'failed',
      message:
        "0 of 0 legs passed; summary unavailable: no GitHub token (github-token): the run's jobs were not read",
      counts: {
        total: 0,
        success: 0,
        failed: 0,
        cancelled: 0,
        fail_fast: 0,
        skipped: 0,
        unfinished: 0
      }
    })
  })
})
