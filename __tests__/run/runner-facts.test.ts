/**
 * The run's context from the GitHub runner's environment, in the OpenTelemetry CI/CD and VCS
 * names, and the queue and set-up times from the jobs API answer GitHub documents
 * (fixtures/jobs-api-job.ts). The variables are the runner's (actions/runner,
 * src/Runner.Worker/GitHubContext.cs and Variables; RUNNER_* in Runner.Worker/JobRunner.cs).
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { readRunnerFacts } from '../../src/environment/github.js'
import { withJobTimes } from '../../src/run/runner-facts.js'
import type { JobInfo } from '../../src/run/github-job.js'
import { MAX_CONTEXT_CHARS, contextMetadata, mergeMetadata } from '../../src/run/context.js'
import { commandLike } from '../../src/util/inert-text.js'
import { DOCUMENTED_JOB } from '../action/fixtures/jobs-api-job.js'
import { binaryString } from '../arbitraries.js'

const RUNNER_ENV = {
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'octo-org/octo-repo',
  GITHUB_WORKFLOW: 'CI',
  GITHUB_RUN_ID: '29679449',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_JOB: 'build',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_REF_NAME: 'main',
  GITHUB_REF_TYPE: 'branch',
  GITHUB_SHA: 'f83a356604ae3c5d03e1b46ef4d1ca77d64a90b0',
  GITHUB_EVENT_NAME: 'schedule',
  GITHUB_ACTOR: 'octocat',
  RUNNER_NAME: 'my runner',
  RUNNER_OS: 'Linux',
  RUNNER_ARCH: 'X64'
}

describe('the context of a run on GitHub', () => {
  it('names each fact once, in the OpenTelemetry names or under job_monitor.', () => {
    const m = contextMetadata(readRunnerFacts(RUNNER_ENV, { checkRunId: 399444496 }))
    expect(m).toEqual({
      'cicd.pipeline.name': 'CI',
      'cicd.pipeline.run.id': '29679449',
      'cicd.pipeline.run.url.full':
        'https://github.com/octo-org/octo-repo/actions/runs/29679449/attempts/2',
      'cicd.pipeline.task.name': 'build',
      'cicd.pipeline.task.run.id': '399444496',
      'cicd.pipeline.task.run.url.full':
        'https://github.com/octo-org/octo-repo/actions/runs/29679449/job/399444496',
      'cicd.worker.name': 'my runner',
      'vcs.repository.url.full': 'https://github.com/octo-org/octo-repo',
      'vcs.ref.head.name': 'main',
      'vcs.ref.head.type': 'branch',
      'vcs.ref.head.revision': 'f83a356604ae3c5d03e1b46ef4d1ca77d64a90b0',
      'vcs.provider.name': 'github',
      'os.type': 'linux',
      'host.arch': 'amd64',
      'job_monitor.ci_system': 'github-actions',
      'job_monitor.trigger': 'schedule',
      'job_monitor.attempt': 2,
      'job_monitor.actor': 'octocat'
    })
  })

  it("names a pull request's head branch, not its merge ref", () => {
    const m = contextMetadata(
      readRunnerFacts({
        ...RUNNER_ENV,
        GITHUB_REF_NAME: '12/merge',
        GITHUB_HEAD_REF: 'feature/x',
        GITHUB_EVENT_NAME: 'pull_request'
      })
    )
    expect(m['vcs.ref.head.name']).toBe('feature/x')
    expect(m['vcs.ref.head.type']).toBe('branch')
  })

  it("keeps the user's metadata as given, over the automatic keys", () => {
    const auto = contextMetadata(readRunnerFacts(RUNNER_ENV))
    const merged = mergeMetadata(auto, { 'cicd.pipeline.name': 'mine', rows: 1200 })
    expect(merged).toMatchObject({ 'cicd.pipeline.name': 'mine', rows: 1200 })
    expect(merged['vcs.provider.name']).toBe('github')
  })

  it('sends nothing the runner did not give', () => {
    expect(contextMetadata(readRunnerFacts({}))).toEqual({
      'vcs.provider.name': 'github',
      'job_monitor.ci_system': 'github-actions'
    })
  })

  it('keeps environment text within bounds and never a workflow command', () => {
    fc.assert(
      fc.property(
        fc.record({
          // Repeated: long text without generating it char by char.
          GITHUB_WORKFLOW: binaryString({ maxLength: 30 }).map(s => s.repeat(60)),
          GITHUB_JOB: fc.constantFrom('::error::x', '##[warning]y', 'a\n::set-output name=z::1'),
          RUNNER_NAME: fc.string({ maxLength: 40 }).map(s => `::${s}`)
        }),
        env => {
          const m = contextMetadata(readRunnerFacts(env))
          for (const v of Object.values(m)) {
            if (typeof v !== 'string') continue
            if (v.length > MAX_CONTEXT_CHARS || /[\n\r]/.test(v) || commandLike(v))
              expect(v).toBe('bounded, on one line, no workflow command')
          }
        }
      )
    )
  })
})

describe('queue and set-up times from the jobs API', () => {
  const job = DOCUMENTED_JOB as unknown as JobInfo

  it('counts the queue from created_at to started_at and the set-up to our first step', () => {
    const firstStep = Date.parse('2020-01-20T17:42:52.400Z')
    const m = contextMetadata(withJobTimes(readRunnerFacts(RUNNER_ENV), job, firstStep))
    expect(m).toMatchObject({
      'job_monitor.queue_seconds': 90,
      'job_monitor.setup_seconds': 12,
      // The environment gave no check run id: the answer names the job.
      'cicd.pipeline.task.run.id': '399444496',
      'cicd.pipeline.task.run.url.full':
        'https://github.com/octo-org/octo-repo/runs/29679449/jobs/399444496'
    })
  })

  it('leaves out what the answer does not give or gives wrong', () => {
    const cases: [Partial<JobInfo>, number | undefined][] = [
      [{ created_at: undefined }, undefined],
      [{ created_at: null }, undefined],
      [{ created_at: '2020-01-20 17:41:10' }, undefined],
      [{ created_at: 'yesterday' }, undefined],
      // Started before it was created: a clock gone wrong, not a queue.
      [{ created_at: '2020-01-20T17:45:00Z' }, undefined],
      [{ created_at: '2020-01-20T09:41:10-08:00' }, 90]
    ]
    for (const [change, queue] of cases) {
      const m = contextMetadata(withJobTimes(readRunnerFacts(RUNNER_ENV), { ...job, ...change }, 0))
      expect([change, m['job_monitor.queue_seconds']]).toEqual([change, queue])
      // Our first step before the job started: no set-up time.
      expect(m['job_monitor.setup_seconds']).toBeUndefined()
    }
  })

  it('sends no times without an answer (no token, no actions: read)', () => {
    const m = contextMetadata(withJobTimes(readRunnerFacts(RUNNER_ENV), undefined, Date.now()))
    expect(m['job_monitor.queue_seconds']).toBeUndefined()
    expect(m['job_monitor.setup_seconds']).toBeUndefined()
  })
})
