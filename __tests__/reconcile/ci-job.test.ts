/**
 * The CI's name for a job, as a record's writer makes it from its CI's variables and as a reader
 * makes it from the CI's API answer for the job whose log it reads: the two must be equal for
 * the job's own records, and differ for any other job.
 */
import { describe, expect, it } from '@jest/globals'
import { buildkiteCiJob, gitHubCiJob, gitLabCiJob } from '../../src/reconcile/ci-job.js'
import { ciJobOfEnv } from '../../src/cli/run-record.js'

const UUID = '01908131-0000-4000-8000-000000000001'

describe('the CI job a record names', () => {
  it("a writer's variables and a reader's answer name the same job alike", () => {
    expect(
      ciJobOfEnv({
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: 'Octo/App',
        JOB_MONITOR_CHECK_RUN_ID: '1001'
      })
    ).toBe(gitHubCiJob('octo/app', 1001))
    expect(ciJobOfEnv({ GITLAB_CI: 'true', CI_PROJECT_ID: '7', CI_JOB_ID: '55' })).toBe(
      gitLabCiJob(7, 55)
    )
    expect(
      ciJobOfEnv({
        BUILDKITE: 'true',
        BUILDKITE_ORGANIZATION_SLUG: 'acme',
        BUILDKITE_JOB_ID: UUID.toUpperCase()
      })
    ).toBe(buildkiteCiJob('Acme', UUID))
  })

  it('another job, repository, project or organization is another name', () => {
    const names = [
      gitHubCiJob('octo/app', 1001),
      gitHubCiJob('octo/app', 1002),
      gitHubCiJob('fork/app', 1001),
      gitLabCiJob(7, 1001),
      gitLabCiJob(8, 1001),
      buildkiteCiJob('acme', UUID),
      buildkiteCiJob('other', UUID)
    ]
    expect(names.every(n => typeof n === 'string')).toBe(true)
    expect(new Set(names).size).toBe(names.length)
  })

  it('names no job where the CI does not say which (GitHub without the id, outside a CI), or says it wrongly', () => {
    expect(ciJobOfEnv({ GITHUB_ACTIONS: 'true', GITHUB_REPOSITORY: 'octo/app' })).toBeUndefined()
    expect(ciJobOfEnv({})).toBeUndefined()
    expect(ciJobOfEnv({ GITLAB_CI: 'true', CI_JOB_ID: '55' })).toBeUndefined()
    expect(gitHubCiJob('octo', 1)).toBeUndefined()
    expect(gitHubCiJob('octo/app:1', 1)).toBeUndefined()
    expect(gitHubCiJob('octo/app', '1 ')).toBe(gitHubCiJob('octo/app', 1))
    expect(gitHubCiJob('octo/app', '0')).toBeUndefined()
    expect(gitLabCiJob('acme/app', 5)).toBeUndefined()
    expect(buildkiteCiJob('acme', 'a:b')).toBeUndefined()
    expect(buildkiteCiJob(undefined, UUID)).toBeUndefined()
  })
})
