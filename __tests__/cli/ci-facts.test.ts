/**
 * The run's context the command-line tool sends from GitLab CI/CD and Buildkite, in the
 * OpenTelemetry CI/CD names the action uses. The variables are the ones these systems set:
 * GitLab's predefined variables (docs.gitlab.com/ci/variables/predefined_variables;
 * CI_JOB_STARTED_AT and CI_PIPELINE_CREATED_AT in UTC ISO 8601 since gitlab-org/gitlab!54989),
 * and the Buildkite agent's job environment (buildkite/agent internal/job/tracing.go,
 * clicommand/bootstrap.go, and api/jobs.go for a job's address: the build's, `#`, the job id).
 */
import { describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { useEmulator } from '../emulator-fixture.js'
import { readCiFacts, reportMetadata } from '../../src/cli/ci-facts.js'
import fc from 'fast-check'
import { contextMetadata, repositoryUrlOf } from '../../src/run/context.js'
import { binaryString } from '../arbitraries.js'
import { cli, tempDir, until } from './run-cli.js'
import { execOptions } from '../../src/cli/command-settings.js'

const GITLAB = {
  GITLAB_CI: 'true',
  CI_PIPELINE_ID: '1180',
  CI_PIPELINE_URL: 'https://gitlab.example.com/grp/app/-/pipelines/1180',
  CI_PIPELINE_CREATED_AT: '2026-11-25T02:00:03Z',
  CI_PIPELINE_SOURCE: 'schedule',
  CI_PROJECT_PATH: 'grp/app',
  CI_PROJECT_URL: 'https://gitlab.example.com/grp/app',
  CI_JOB_ID: '90211',
  CI_JOB_URL: 'https://gitlab.example.com/grp/app/-/jobs/90211',
  CI_JOB_NAME: 'nightly-export',
  CI_JOB_STARTED_AT: '2026-11-25T02:04:45Z',
  CI_COMMIT_SHA: '1f0c2d9e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d',
  CI_COMMIT_REF_NAME: 'main',
  CI_COMMIT_BRANCH: 'main',
  CI_RUNNER_DESCRIPTION: 'shared-runner-7',
  GITLAB_USER_LOGIN: 'ops-bot'
}

const BUILDKITE = {
  BUILDKITE: 'true',
  BUILDKITE_PIPELINE_SLUG: 'app',
  BUILDKITE_BUILD_ID: '0190a1b2-c3d4-e5f6-a7b8-c9d0e1f2a3b4',
  BUILDKITE_BUILD_URL: 'https://buildkite.com/acme/app/builds/27',
  BUILDKITE_JOB_ID: '0190a1b2-0000-4000-8000-000000000001',
  BUILDKITE_LABEL: ':package: Export',
  BUILDKITE_STEP_KEY: 'export',
  BUILDKITE_REPO: 'git@github.com:acme/app.git',
  BUILDKITE_PIPELINE_PROVIDER: 'github',
  BUILDKITE_COMMIT: '9d59409acf479dfa0df1aa568182e43e43df8bbe',
  BUILDKITE_BRANCH: 'main',
  BUILDKITE_AGENT_NAME: 'agent-i-0abc-1',
  BUILDKITE_RETRY_COUNT: '1',
  BUILDKITE_SOURCE: 'schedule'
}

describe('GitLab CI/CD', () => {
  it("sends the job's context and the wait from the pipeline's creation to the job's start", () => {
    expect(contextMetadata(readCiFacts(GITLAB))).toEqual({
      'cicd.pipeline.name': 'grp/app',
      'cicd.pipeline.run.id': '1180',
      'cicd.pipeline.run.url.full': 'https://gitlab.example.com/grp/app/-/pipelines/1180',
      'cicd.pipeline.task.name': 'nightly-export',
      'cicd.pipeline.task.run.id': '90211',
      'cicd.pipeline.task.run.url.full': 'https://gitlab.example.com/grp/app/-/jobs/90211',
      'cicd.worker.name': 'shared-runner-7',
      'vcs.repository.url.full': 'https://gitlab.example.com/grp/app',
      'vcs.ref.head.name': 'main',
      'vcs.ref.head.type': 'branch',
      'vcs.ref.head.revision': '1f0c2d9e8b7a6c5d4e3f2a1b0c9d8e7f6a5b4c3d',
      'vcs.provider.name': 'gitlab',
      'job_monitor.ci_system': 'gitlab',
      'job_monitor.trigger': 'schedule',
      'job_monitor.actor': 'ops-bot',
      'job_monitor.pipeline_wait_seconds': 282
    })
  })

  it("names a pipeline by `workflow:name` when it has one, and a tag's ref as a tag", () => {
    const m = contextMetadata(
      readCiFacts({
        ...GITLAB,
        CI_PIPELINE_NAME: 'Nightly export',
        CI_COMMIT_BRANCH: '',
        CI_COMMIT_TAG: 'v1.2.0',
        CI_COMMIT_REF_NAME: 'v1.2.0'
      })
    )
    expect(m).toMatchObject({
      'cicd.pipeline.name': 'Nightly export',
      'vcs.ref.head.name': 'v1.2.0',
      'vcs.ref.head.type': 'tag'
    })
  })

  it('sends no wait from timestamps it cannot read or that run backwards', () => {
    for (const change of [
      { CI_JOB_STARTED_AT: '' },
      { CI_JOB_STARTED_AT: 'soon' },
      { CI_PIPELINE_CREATED_AT: '2026-11-25 02:00:03' },
      { CI_PIPELINE_CREATED_AT: '2026-11-25T03:00:00Z' }
    ]) {
      const m = contextMetadata(readCiFacts({ ...GITLAB, ...change }))
      expect([change, m['job_monitor.pipeline_wait_seconds']]).toEqual([change, undefined])
    }
  })
})

describe('Buildkite', () => {
  it("sends the job's context, its address on the build's page and its attempt", () => {
    expect(contextMetadata(readCiFacts(BUILDKITE))).toEqual({
      'cicd.pipeline.name': 'app',
      'cicd.pipeline.run.id': '0190a1b2-c3d4-e5f6-a7b8-c9d0e1f2a3b4',
      'cicd.pipeline.run.url.full': 'https://buildkite.com/acme/app/builds/27',
      'cicd.pipeline.task.name': ':package: Export',
      'cicd.pipeline.task.run.id': '0190a1b2-0000-4000-8000-000000000001',
      'cicd.pipeline.task.run.url.full':
        'https://buildkite.com/acme/app/builds/27#0190a1b2-0000-4000-8000-000000000001',
      'cicd.worker.name': 'agent-i-0abc-1',
      'vcs.repository.url.full': 'https://github.com/acme/app',
      'vcs.ref.head.name': 'main',
      'vcs.ref.head.type': 'branch',
      'vcs.ref.head.revision': '9d59409acf479dfa0df1aa568182e43e43df8bbe',
      'vcs.provider.name': 'github',
      'job_monitor.ci_system': 'buildkite',
      'job_monitor.trigger': 'schedule',
      'job_monitor.attempt': 2
    })
  })

  it("never sends a repository address's credentials", () => {
    const cases: [string, string | undefined][] = [
      ['https://x-token:s3cr3t-value@github.com/acme/app.git', 'https://github.com/acme/app'],
      ['ssh://git@bitbucket.org/acme/app.git', 'https://bitbucket.org/acme/app'],
      ['git@gitlab.com:grp/sub/app.git', 'https://gitlab.com/grp/sub/app'],
      ['/srv/git/app', undefined],
      ['file:///srv/git/app', undefined]
    ]
    for (const [repo, url] of cases) {
      const m = contextMetadata(readCiFacts({ ...BUILDKITE, BUILDKITE_REPO: repo }))
      expect([repo, m['vcs.repository.url.full']]).toEqual([repo, url])
      expect(JSON.stringify(m)).not.toContain('s3cr3t')
    }
  })
})

describe('a repository address', () => {
  it('is an https address without credentials, or nothing, whatever the variable holds', () => {
    // Built from parts: fast-check's own URL arbitraries take seconds to warm up.
    const text = binaryString({ maxLength: 24 })
    const host = fc.constantFrom('github.com', 'gitlab.example.com', '10.0.0.7', '[::1]', '')
    const scheme = fc.constantFrom('https://', 'http://', 'ssh://', 'git://', 'file://', 'ftp://')
    const shapes = fc.oneof(
      binaryString({ maxLength: 60 }),
      fc.tuple(scheme, host, text).map(([s, h, p]) => `${s}${h}/${p}`),
      fc
        .tuple(scheme, text, text, host, text)
        .map(([s, u, pw, h, p]) => `${s}${u}:${pw}@${h}/${p}`),
      fc.tuple(text, host, text).map(([u, h, p]) => `${u}@${h}:${p}`)
    )
    fc.assert(
      fc.property(shapes, raw => {
        const url = repositoryUrlOf(raw)
        if (url === undefined) return
        const parsed = new URL(url)
        if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.search)
          expect([raw, url]).toBe('an https address without credentials or query')
      })
    )
  })
})

describe('outside a CI system', () => {
  it('sends only what the user gave', () => {
    expect(readCiFacts({ CI: 'true' })).toBeUndefined()
    expect(readCiFacts({ GITLAB_CI: 'false' })).toBeUndefined()
    expect(readCiFacts({ ...GITLAB, GITLAB_CI: 'false' })?.ciSystem).toBe('gitlab')
    expect(reportMetadata({}, undefined)).toBeUndefined()
    expect(reportMetadata({}, { rows: 1 })).toEqual({ rows: 1 })
  })
})

describe('the reports the command-line tool sends', () => {
  const KEY = 'jm_ci_facts_key_5e6f7a8b9c0d'
  let emu: Emulator
  let env: NodeJS.ProcessEnv
  useEmulator({ apiKey: KEY }, given => {
    emu = given.emu
    env = { ...GITLAB, ...given.env }
  })

  it("carry GitLab's context under the user's metadata, at the start and at the end", async () => {
    const started = await cli(
      ['start', '-n', 'export', '--format', 'json', '--meta', 'cicd.pipeline.name=given'],
      env
    )
    expect(started.code).toBe(0)
    const { run_id: runId, start_time: startTime } = JSON.parse(started.stdout.toString())
    const ended = await cli(
      ['end', '-n', 'export', '--run-id', runId, '--start-time', startTime, '--status', 'success'],
      env
    )
    expect(ended.code).toBe(0)
    const bodies = emu.requests().map(r => r.body as { metadata?: Record<string, unknown> })
    expect(bodies.map(b => b.metadata)).toEqual([
      expect.objectContaining({
        'cicd.pipeline.name': 'given',
        'cicd.pipeline.task.run.id': '90211',
        'job_monitor.pipeline_wait_seconds': 282
      }),
      expect.objectContaining({
        'cicd.pipeline.name': 'grp/app',
        'cicd.pipeline.task.run.url.full': 'https://gitlab.example.com/grp/app/-/jobs/90211',
        'vcs.ref.head.revision': GITLAB.CI_COMMIT_SHA
      })
    ])
  })

  it("carry Buildkite's context across the two hooks, the start's own metadata kept for the end", async () => {
    const state = join(tempDir('jm-ci-facts-state-'), 'run.json')
    const bk = { ...env, ...BUILDKITE, GITLAB_CI: undefined }
    const started = await cli(
      [
        'start',
        '-n',
        'export',
        '--state-file',
        state,
        '--heartbeat-interval',
        '0',
        '--meta',
        'team=core'
      ],
      bk
    )
    expect(started.code).toBe(0)
    const ended = await cli(['end', '--state-file', state, '--status', '0'], bk)
    expect(ended.code).toBe(0)
    const bodies = emu.requests().map(r => r.body as { metadata?: Record<string, unknown> })
    const expected = expect.objectContaining({
      team: 'core',
      'cicd.pipeline.task.run.id': BUILDKITE.BUILDKITE_JOB_ID,
      'job_monitor.ci_system': 'buildkite',
      'job_monitor.attempt': 2
    })
    expect(bodies.map(b => b.metadata)).toEqual([expected, expected])
  })

  it('name the run in every heartbeat, and no more of the context', async () => {
    const state = join(tempDir('jm-ci-facts-beats-'), 'run.json')
    const started = await cli(
      [
        'start',
        '-n',
        'export',
        '--state-file',
        state,
        '--heartbeat-interval',
        '1',
        '--meta',
        'team=core'
      ],
      env
    )
    expect(started.code).toBe(0)
    try {
      await until(() => emu.heartbeats().length >= 1)
    } finally {
      expect((await cli(['end', '--state-file', state, '--status', 'success'], env)).code).toBe(0)
    }
    const identity = {
      team: 'core',
      'vcs.repository.url.full': 'https://gitlab.example.com/grp/app',
      'cicd.pipeline.run.id': '1180',
      'cicd.pipeline.task.name': 'nightly-export',
      'cicd.pipeline.task.run.id': '90211'
    }
    const beat = emu.requests().find(r => r.path === '/heartbeat')
    expect((beat?.body as { metadata?: unknown }).metadata).toEqual(identity)
    // exec's heartbeats carry the same.
    const o = execOptions({ 'job-name': 'export', meta: ['team=core'] }, ['true'], env)
    expect(o.heartbeatMetadata).toEqual(identity)
  })
})
