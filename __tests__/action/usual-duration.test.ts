/**
 * "Slower than usual" in the action: the job's recent successful runs read from GitHub's
 * documented answers (`workflow-run-paginated`, `job-paginated`), totally, within what post's
 * plan of GitHub reads has left.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  GITHUB_PRIOR_RUNS,
  gatherUsualDuration,
  jobDurationOf,
  successfulRunIdsOf
} from '../../src/action/usual-duration.js'
import { GitHubRequests } from '../../src/action/github-requests.js'
import { systemClock } from '../../src/util/clock.js'
import { attemptJobs, workflowRuns } from './fixtures/github-api-answers.js'
import { DOCUMENTED_JOB } from './fixtures/jobs-api-job.js'
import { githubApi, requestsTo } from './helpers.js'

const done = (
  id: number,
  conclusion = 'success'
): { id: number; status: string; conclusion: string } => ({
  id,
  status: 'completed',
  conclusion
})

describe('successfulRunIdsOf', () => {
  it('lists the successful runs newest first, without this run', () => {
    const body = workflowRuns([done(9), done(8, 'failure'), done(7), done(4242), done(7)])
    expect(successfulRunIdsOf(body, 4242)).toEqual([9, 7])
  })

  it('never throws on a hostile answer, and gives only run ids, at most 100', () => {
    fc.assert(
      fc.property(fc.anything(), body => {
        for (const ids of [
          successfulRunIdsOf(body),
          successfulRunIdsOf({ workflow_runs: [body, { id: body, conclusion: 'success' }] })
        ])
          for (const id of ids) expect(Number.isSafeInteger(id) && id > 0).toBe(true)
      })
    )
    const huge = { workflow_runs: Array.from({ length: 100_000 }, (_, i) => done(i + 1)) }
    expect(successfulRunIdsOf(huge)).toHaveLength(100)
  })
})

describe('jobDurationOf', () => {
  const job = (j: Partial<Record<keyof typeof DOCUMENTED_JOB, unknown>>): unknown =>
    attemptJobs([{ name: 'lint', conclusion: 'success' }, j as never])

  it("is the same job's time from started_at to completed_at, when it succeeded", () => {
    // The documented job: 17:42:40 to 17:44:39.
    expect(jobDurationOf(job({ name: 'build', conclusion: 'success' }), 'build')).toBe(119_000)
    expect(jobDurationOf(job({ name: 'build', conclusion: 'failure' }), 'build')).toBeUndefined()
    expect(jobDurationOf(job({ name: 'build', conclusion: 'success' }), 'test')).toBeUndefined()
  })

  it('counts no time that is not one: missing, garbled, backwards or longer than a run lives', () => {
    const at = (started_at: unknown, completed_at: unknown): unknown =>
      job({ name: 'build', conclusion: 'success', started_at, completed_at })
    expect(jobDurationOf(at(undefined, '2020-01-20T17:44:39Z'), 'build')).toBeUndefined()
    expect(jobDurationOf(at(12, '2020-01-20T17:44:39Z'), 'build')).toBeUndefined()
    expect(jobDurationOf(at('yesterday', '2020-01-20T17:44:39Z'), 'build')).toBeUndefined()
    expect(
      jobDurationOf(at('2020-01-20T17:44:39Z', '2020-01-20T17:42:40Z'), 'build')
    ).toBeUndefined()
    expect(
      jobDurationOf(at('2020-01-20T17:44:39Z', '2020-03-20T17:44:39Z'), 'build')
    ).toBeUndefined()
  })

  it('never throws on a hostile answer, and reads at most 1000 jobs of it', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (body, name) => {
        const ms = jobDurationOf(body, name)
        if (ms !== undefined) expect(ms >= 0).toBe(true)
        jobDurationOf(
          { jobs: [{ name, conclusion: 'success', started_at: body, completed_at: body }] },
          name
        )
      })
    )
    const jobs = Array.from({ length: 5000 }, () => ({ name: 'lint' }))
    const far = { jobs: [...jobs, { ...DOCUMENTED_JOB, conclusion: 'success' }] }
    expect(jobDurationOf(far, 'build')).toBeUndefined()
  })
})

describe('gatherUsualDuration', () => {
  const env = {
    GITHUB_REPOSITORY: 'octo/app',
    GITHUB_RUN_ID: '4242',
    GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/ci.yml@refs/heads/main'
  }
  const runs = {
    '/repos/octo/app/actions/workflows/ci.yml/runs': { body: workflowRuns([done(9), done(8)]) },
    '/repos/octo/app/actions/runs/9/jobs': { body: attemptJobs([{ conclusion: 'success' }]) },
    '/repos/octo/app/actions/runs/8/jobs': { body: attemptJobs([{ conclusion: 'success' }]) }
  }
  /** The documented job (119 s in its earlier runs) started `seconds` ago. */
  const thisJob = (seconds: number): typeof DOCUMENTED_JOB =>
    ({
      ...DOCUMENTED_JOB,
      started_at: new Date(Date.now() - seconds * 1000).toISOString()
    }) as never

  it(`needs ${GITHUB_PRIOR_RUNS} earlier runs, and reads no more than the plan has left`, async () => {
    const api = await githubApi(runs)
    try {
      const said: string[] = []
      const requests = requestsTo(api)
      const note = await gatherUsualDuration({
        status: 'failed',
        requests,
        job: thisJob(600),
        env: { ...env, GITHUB_API_URL: api.url },
        run: { startTime: new Date().toISOString() },
        clock: systemClock,
        log: m => said.push(m)
      })
      expect(note).toMatch(/^slower than usual \(10 min \d s, usual 1 min 59 s\)$/)
      expect(said).toEqual([`job-monitor: ${note}`])
      expect(requests.calls).toHaveLength(3)
      // A plan with one GET spent: too few left for the runs and two of their jobs.
      const spent = requestsTo(api)
      await spent.get('/actions/jobs/77', 'actions: read', 'the job')
      const before = api.calls.length
      expect(
        await gatherUsualDuration({
          status: 'success',
          requests: spent,
          job: thisJob(600),
          env: { ...env, GITHUB_API_URL: api.url },
          run: { startTime: new Date().toISOString() },
          clock: systemClock,
          log: m => said.push(m)
        })
      ).toBeUndefined()
      expect(api.calls.length).toBe(before)
    } finally {
      await api.close()
    }
  })

  it('takes no start of this job that no job could have, and spends no GET on it', async () => {
    const api = await githubApi(runs)
    try {
      for (const started_at of ['2000-01-01T00:00:00Z', '1970-01-01T00:00:01Z']) {
        const requests = requestsTo(api)
        const said: string[] = []
        const note = await gatherUsualDuration({
          status: 'success',
          requests,
          job: { ...DOCUMENTED_JOB, started_at } as never,
          env: { ...env, GITHUB_API_URL: api.url },
          run: { startTime: new Date().toISOString() },
          clock: systemClock,
          log: m => said.push(m)
        })
        // Longer than GitHub lets a run live: no duration, so no note and nothing read for it.
        expect({ note, said, calls: requests.calls }).toEqual({
          note: undefined,
          said: [],
          calls: []
        })
      }
    } finally {
      await api.close()
    }
  })

  it("leaves the note out within the plan's time when GitHub does not answer, saying so once", async () => {
    const hung = createServer(() => undefined)
    await new Promise<void>(r => hung.listen(0, '127.0.0.1', r))
    try {
      const url = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`
      const requests = new GitHubRequests({
        token: 't',
        env: { GITHUB_REPOSITORY: 'octo/app', GITHUB_API_URL: url },
        clock: systemClock,
        maxRequests: 4,
        deadline: Date.now() + 300
      })
      const said: string[] = []
      const began = Date.now()
      const note = await gatherUsualDuration({
        status: 'success',
        requests,
        job: thisJob(600),
        env: { ...env, GITHUB_API_URL: url },
        run: { startTime: new Date().toISOString() },
        clock: systemClock,
        log: m => said.push(m)
      })
      expect(note).toBeUndefined()
      expect(Date.now() - began).toBeLessThan(2000)
      expect(said).toHaveLength(1)
      expect(said[0]).toMatch(/^job-monitor: the job's usual duration was not read: /)
    } finally {
      hung.closeAllConnections()
      await new Promise(r => hung.close(r))
    }
  })

  it('leaves the note out and says why once when a read fails in a way no answer names', async () => {
    // A GitHubRequests whose reads reject outright, as a bug or a broken socket layer would.
    const requests = {
      hasToken: true,
      left: 4,
      get: () => Promise.reject(new Error('the socket layer broke'))
    } as unknown as GitHubRequests
    const said: string[] = []
    const note = await gatherUsualDuration({
      status: 'success',
      requests,
      job: thisJob(600),
      env,
      run: { startTime: new Date().toISOString() },
      clock: systemClock,
      log: m => said.push(m)
    })
    expect(note).toBeUndefined()
    expect(said).toEqual([
      "job-monitor: the job's usual duration was not read: the socket layer broke"
    ])
  })
})
