/** The GitLab job's deadline from CI_JOB_STARTED_AT and CI_JOB_TIMEOUT, read totally. */
import { describe, it } from '@jest/globals'
import fc from 'fast-check'
import { jobDeadlineOf } from '../../src/cli/job-deadline.js'
import { expectEqual } from '../expect-equal.js'

const NOW = Date.parse('2026-11-26T10:00:00Z')

describe('jobDeadlineOf', () => {
  it("reads GitLab's two variables, and nothing else", () => {
    const cases: Array<[Record<string, string>, number | undefined]> = [
      [{ CI_JOB_STARTED_AT: '2026-11-26T09:30:00Z', CI_JOB_TIMEOUT: '3600' }, NOW + 30 * 60_000],
      [
        { CI_JOB_STARTED_AT: '2026-11-26T11:30:00+02:00', CI_JOB_TIMEOUT: '3600' },
        NOW + 30 * 60_000
      ],
      [{ CI_JOB_STARTED_AT: '2026-11-26T09:30:00Z' }, undefined],
      [{ CI_JOB_TIMEOUT: '3600' }, undefined],
      [{ CI_JOB_STARTED_AT: '2026-11-26T09:30:00Z', CI_JOB_TIMEOUT: '1h' }, undefined],
      [{ CI_JOB_STARTED_AT: '2026-11-26T09:30:00Z', CI_JOB_TIMEOUT: '0' }, undefined],
      [{ CI_JOB_STARTED_AT: 'yesterday', CI_JOB_TIMEOUT: '3600' }, undefined],
      [{ CI_JOB_STARTED_AT: '2026-11-26', CI_JOB_TIMEOUT: '3600' }, undefined],
      // Already past: this machine's clock is not GitLab's; no false time-out.
      [{ CI_JOB_STARTED_AT: '2026-11-26T08:00:00Z', CI_JOB_TIMEOUT: '3600' }, undefined]
    ]
    expectEqual(
      cases.map(([env]) => [env, jobDeadlineOf(env, NOW)?.at]),
      cases.map(([env, at]) => [env, at])
    )
  })

  it('never throws, and gives a deadline only in the future', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (started, timeout) => {
        const d = jobDeadlineOf({ CI_JOB_STARTED_AT: started, CI_JOB_TIMEOUT: timeout }, NOW)
        if (d !== undefined && !(d.at > NOW && Number.isFinite(d.at)))
          expectEqual({ started, timeout, d }, { started, timeout, d: 'a future deadline' })
      })
    )
  })
})
