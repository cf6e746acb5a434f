/**
 * `reconcile`'s settings for GitLab and Buildkite: flags over the CI's own variables. In a job,
 * the CI names the project or pipeline, the API and the job itself (GitLab's CI_API_V4_URL,
 * CI_PROJECT_ID, CI_JOB_ID, CI_JOB_NAME, CI_PIPELINE_ID; the Buildkite agent's
 * BUILDKITE_ORGANIZATION_SLUG, BUILDKITE_PIPELINE_SLUG, BUILDKITE_BUILD_NUMBER, BUILDKITE_BRANCH,
 * BUILDKITE_STEP_KEY, BUILDKITE_LABEL, BUILDKITE_PARALLEL_JOB, BUILDKITE_RETRY_COUNT).
 */
import { BUILDKITE_API_URL, BUILDKITE_SCOPES } from '../reconcile/buildkite/api.js'
import type { OwnBuildkiteJob } from '../reconcile/buildkite/passes.js'
import { GITLAB_SCOPE, type GitLabPlace } from '../reconcile/gitlab/api.js'
import type { OwnGitLabJob } from '../reconcile/gitlab/passes.js'
import { type Connection, connectionFor } from './command-settings.js'
import { type Flags, pick, serviceUrl, wholeNumber } from './config.js'
import { UsageError } from './errors.js'

export const GITLAB_TOKEN_VARIABLE = 'JOB_MONITOR_GITLAB_TOKEN'
export const BUILDKITE_TOKEN_VARIABLE = 'JOB_MONITOR_BUILDKITE_TOKEN'

export interface CiSettings {
  ciName: 'GitLab' | 'Buildkite'
  connection: Connection
  token?: string
  tokenVariable: string
  /** What the token needs, as a person sets it. */
  scopes: string
  next: boolean
  since?: number
  maxEnds: number
  logMaxBytes: number
  /** The job that sends the ends, named in their metadata (its page). */
  endedBy?: string
  /** What the sweep's window memory is kept under (outside a CI). */
  placeName: string
  gitlab?: {
    place: GitLabPlace
    /** This job, for --next. */
    own?: OwnGitLabJob
    /** The sweep job itself, when the sweep runs in a pipeline. */
    sweepJob?: { id: number; name: string }
    jobs: string[]
  }
  buildkite?: {
    apiUrl: string
    org: string
    pipeline?: string
    own?: OwnBuildkiteJob
    sweepBuild?: { pipeline: string; build: number; retryCount: number }
  }
}

const positive = (v: string | undefined): number | undefined => {
  const n = Number(v)
  return v && /^\d{1,15}$/.test(v.trim()) && n > 0 ? n : undefined
}

function commonOf(flags: Flags, env: NodeJS.ProcessEnv) {
  const since = pick(flags, 'since', {})
  const sinceMs = since === undefined ? undefined : Date.parse(since)
  if (sinceMs !== undefined && !Number.isFinite(sinceMs))
    throw new UsageError(
      '--since must be an ISO 8601 time, such as 2026-12-01T00:00:00Z',
      '--since'
    )
  return {
    connection: connectionFor(flags, env),
    next: flags.next === true,
    ...(sinceMs === undefined ? {} : { since: sinceMs }),
    maxEnds: wholeNumber(pick(flags, 'max-ends', {}), '--max-ends', 1, 100) ?? 10,
    logMaxBytes:
      wholeNumber(pick(flags, 'log-max-bytes', {}), '--log-max-bytes', 1024, 16 * 1024 * 1024) ??
      65536
  }
}

function listOf(flags: Flags, name: string): string[] {
  const v = flags[name]
  return Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '')
    : []
}

export function settingsForCiReconcile(
  ci: 'gitlab' | 'buildkite',
  flags: Flags,
  env: NodeJS.ProcessEnv
): CiSettings {
  return ci === 'gitlab' ? gitLabSettings(flags, env) : buildkiteSettings(flags, env)
}

function gitLabSettings(flags: Flags, env: NodeJS.ProcessEnv): CiSettings {
  const common = commonOf(flags, env)
  const apiUrl = serviceUrlOrNone(pick(flags, 'api-url', env, 'CI_API_V4_URL'), '--api-url')
  const project = pick(flags, 'project', env, 'CI_PROJECT_ID')
  if (!common.next && (!apiUrl || !project))
    throw new UsageError(
      'GitLab: --api-url (CI_API_V4_URL) and --project (CI_PROJECT_ID) are required',
      !apiUrl ? '--api-url' : '--project'
    )
  const id = positive(env.CI_JOB_ID)
  const name = env.CI_JOB_NAME
  const pipelineId = positive(env.CI_PIPELINE_ID)
  const inJob = env.GITLAB_CI === 'true' && id !== undefined && name !== undefined
  return {
    ciName: 'GitLab',
    ...common,
    token: pick({}, '', env, GITLAB_TOKEN_VARIABLE),
    tokenVariable: GITLAB_TOKEN_VARIABLE,
    scopes: `a project access token with ${GITLAB_SCOPE}`,
    ...(env.CI_JOB_URL ? { endedBy: env.CI_JOB_URL } : {}),
    placeName: `${apiUrl}/projects/${project}`,
    gitlab: {
      place: { apiUrl: apiUrl ?? '', project: project ?? '' },
      ...(inJob && pipelineId ? { own: { id, name, pipelineId } } : {}),
      ...(inJob ? { sweepJob: { id, name } } : {}),
      jobs: listOf(flags, 'job')
    }
  }
}

function buildkiteSettings(flags: Flags, env: NodeJS.ProcessEnv): CiSettings {
  const common = commonOf(flags, env)
  const apiUrl =
    serviceUrlOrNone(pick(flags, 'api-url', env, 'JOB_MONITOR_BUILDKITE_API_URL'), '--api-url') ??
    BUILDKITE_API_URL
  const org = pick(flags, 'org', env, 'BUILDKITE_ORGANIZATION_SLUG')
  const inJob = env.BUILDKITE === 'true'
  const ownPipeline = inJob ? env.BUILDKITE_PIPELINE_SLUG?.trim() : undefined
  const pipeline = pick(flags, 'pipeline', {}) ?? (common.next ? ownPipeline : undefined)
  if (!common.next && (!org || !pipeline))
    throw new UsageError(
      'Buildkite: --org (BUILDKITE_ORGANIZATION_SLUG) and --pipeline (the pipeline swept) are required',
      !org ? '--org' : '--pipeline'
    )
  const build = positive(env.BUILDKITE_BUILD_NUMBER)
  const retryCount = Number(positive(env.BUILDKITE_RETRY_COUNT) ?? 0)
  const parallel = env.BUILDKITE_PARALLEL_JOB?.trim()
  const own =
    inJob && ownPipeline && build && env.BUILDKITE_BRANCH !== undefined
      ? {
          pipeline: ownPipeline,
          build,
          branch: env.BUILDKITE_BRANCH,
          ...(env.BUILDKITE_STEP_KEY?.trim() ? { stepKey: env.BUILDKITE_STEP_KEY.trim() } : {}),
          ...(env.BUILDKITE_LABEL ? { label: env.BUILDKITE_LABEL } : {}),
          ...(parallel && /^\d{1,6}$/.test(parallel) ? { parallelIndex: Number(parallel) } : {}),
          retryCount
        }
      : undefined
  const url = env.BUILDKITE_BUILD_URL?.trim()
  const jobId = env.BUILDKITE_JOB_ID?.trim()
  return {
    ciName: 'Buildkite',
    ...common,
    token: pick({}, '', env, BUILDKITE_TOKEN_VARIABLE),
    tokenVariable: BUILDKITE_TOKEN_VARIABLE,
    scopes: `an API access token with ${BUILDKITE_SCOPES}`,
    ...(url && jobId ? { endedBy: `${url}#${jobId}` } : {}),
    placeName: `${apiUrl}/organizations/${org}/pipelines/${pipeline}`,
    buildkite: {
      apiUrl,
      org: org ?? '',
      ...(pipeline ? { pipeline } : {}),
      ...(common.next && own ? { own: { ...own, pipeline: pipeline ?? own.pipeline } } : {}),
      ...(!common.next && own
        ? { sweepBuild: { pipeline: own.pipeline, build: own.build, retryCount } }
        : {})
    }
  }
}

function serviceUrlOrNone(value: string | undefined, what: string): string | undefined {
  return value === undefined ? undefined : serviceUrl(value, what)?.replace(/\/+$/, '')
}
