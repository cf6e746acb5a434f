/**
 * What the CI system the command-line tool runs in tells the job about its run, read from the
 * environment in this one place: GitLab CI/CD (`GITLAB_CI`), Buildkite (`BUILDKITE=true`),
 * and GitHub Actions (`GITHUB_ACTIONS=true`, read as the action reads it). Elsewhere nothing:
 * cron and Kubernetes tell a job nothing about a run.
 */
import type { Metadata } from '../client/wire.js'
import { readRunnerFacts } from '../environment/github.js'
import { type JobKind, afterScriptWaitMs } from '../process/job-process.js'
import {
  type RunContext,
  contextMetadata,
  identityMetadata,
  instantOf,
  mergeMetadata,
  repositoryUrlOf,
  secondsBetween
} from '../run/context.js'

export function readCiFacts(env: NodeJS.ProcessEnv): RunContext | undefined {
  // gitlab-ci-local, which runs a pipeline on a workstation, sets GITLAB_CI=false and the
  // job's variables: its runs are described as well.
  if (env.GITLAB_CI === 'true' || (env.GITLAB_CI === 'false' && env.CI_JOB_ID))
    return gitLabFacts(env)
  if (env.BUILDKITE === 'true') return buildkiteFacts(env)
  if (env.GITHUB_ACTIONS === 'true') return readRunnerFacts(env)
  return undefined
}

/**
 * The CI system that started this process, by the variables each sets on every job: whose
 * process tree the heartbeat process watches (run/job-process.ts).
 */
export function jobKindOf(env: NodeJS.ProcessEnv): JobKind | undefined {
  if (env.BUILDKITE === 'true') return 'buildkite'
  if (env.GITLAB_CI === 'true') return 'gitlab'
  if (env.GITHUB_ACTIONS === 'true') return 'github'
  return undefined
}

/** The job whose process the heartbeat process watches, as its CI system's variables say. */
export interface JobWatchFacts {
  /** Which CI system started this process (jobKindOf). */
  kind?: JobKind
  /** How long an end may still come from GitLab's after_script: RUNNER_AFTER_SCRIPT_TIMEOUT. */
  afterScriptWaitMs: number
  /** GitLab's CI_DISPOSABLE_ENVIRONMENT: the job runs in a container made for it (Docker). */
  disposable: boolean
}

export function jobWatchFactsOf(env: NodeJS.ProcessEnv): JobWatchFacts {
  return {
    kind: jobKindOf(env),
    afterScriptWaitMs: afterScriptWaitMs(env.RUNNER_AFTER_SCRIPT_TIMEOUT),
    disposable: env.CI_DISPOSABLE_ENVIRONMENT === 'true'
  }
}

/**
 * GitLab's predefined variables (docs.gitlab.com/ci/variables/predefined_variables). It gives
 * no time the job was queued: from the pipeline's creation to the job's start is the queue
 * of a job in the first stage, and includes the earlier stages for the others.
 */
function gitLabFacts(env: NodeJS.ProcessEnv): RunContext {
  const tag = env.CI_COMMIT_TAG?.trim()
  const branch = env.CI_COMMIT_BRANCH?.trim() || env.CI_MERGE_REQUEST_SOURCE_BRANCH_NAME?.trim()
  return {
    ciSystem: 'gitlab',
    // A pipeline has a name only when `workflow:name` gives it one; else it is the project's.
    pipelineName: env.CI_PIPELINE_NAME || env.CI_PROJECT_PATH,
    pipelineRunId: env.CI_PIPELINE_ID,
    pipelineRunUrl: env.CI_PIPELINE_URL,
    taskName: env.CI_JOB_NAME,
    taskRunId: env.CI_JOB_ID,
    taskRunUrl: env.CI_JOB_URL,
    workerName: env.CI_RUNNER_DESCRIPTION,
    repositoryUrl: repositoryUrlOf(env.CI_PROJECT_URL),
    refName: env.CI_COMMIT_REF_NAME,
    refType: tag ? 'tag' : branch ? 'branch' : undefined,
    revision: env.CI_COMMIT_SHA,
    vcsProvider: 'gitlab',
    trigger: env.CI_PIPELINE_SOURCE,
    actor: env.GITLAB_USER_LOGIN,
    pipelineWaitSeconds: secondsBetween(
      instantOf(env.CI_PIPELINE_CREATED_AT),
      instantOf(env.CI_JOB_STARTED_AT)
    )
  }
}

/** BUILDKITE_PIPELINE_PROVIDER's words for the providers OpenTelemetry names. */
const BUILDKITE_PROVIDERS: [RegExp, string][] = [
  [/^github/, 'github'],
  [/^gitlab/, 'gitlab'],
  [/^bitbucket/, 'bitbucket']
]

/**
 * The Buildkite agent's job environment (buildkite/agent: internal/job/tracing.go reads the
 * build, job, label, step key, agent, source and retry count; clicommand/bootstrap.go the
 * repository, commit, branch and provider; api/jobs.go makes a job's address of its build's
 * and its id). The environment holds no time the job was created or started.
 */
function buildkiteFacts(env: NodeJS.ProcessEnv): RunContext {
  const tag = env.BUILDKITE_TAG?.trim()
  const branch = env.BUILDKITE_BRANCH?.trim()
  const buildUrl = env.BUILDKITE_BUILD_URL?.trim()
  const jobId = env.BUILDKITE_JOB_ID?.trim()
  const retries = env.BUILDKITE_RETRY_COUNT?.trim()
  const provider = env.BUILDKITE_PIPELINE_PROVIDER?.trim().toLowerCase() ?? ''
  return {
    ciSystem: 'buildkite',
    pipelineName: env.BUILDKITE_PIPELINE_NAME || env.BUILDKITE_PIPELINE_SLUG,
    pipelineRunId: env.BUILDKITE_BUILD_ID,
    pipelineRunUrl: buildUrl,
    taskName: env.BUILDKITE_LABEL || env.BUILDKITE_STEP_KEY,
    taskRunId: jobId,
    taskRunUrl: buildUrl && jobId ? `${buildUrl}#${jobId}` : undefined,
    workerName: env.BUILDKITE_AGENT_NAME,
    repositoryUrl: repositoryUrlOf(env.BUILDKITE_REPO),
    refName: tag || branch,
    refType: tag ? 'tag' : branch ? 'branch' : undefined,
    revision: env.BUILDKITE_COMMIT,
    vcsProvider: BUILDKITE_PROVIDERS.find(([p]) => p.test(provider))?.[1],
    trigger: env.BUILDKITE_SOURCE,
    // The retry count of this job: 0 on its first try.
    attempt: retries && /^\d{1,6}$/.test(retries) ? Number(retries) + 1 : undefined
  }
}

/**
 * A report's metadata: the user's over the run's context; undefined when there is neither
 * (outside a CI system, with no --metadata or --meta).
 */
export function reportMetadata(
  env: NodeJS.ProcessEnv,
  user: Metadata | undefined
): Metadata | undefined {
  return withContext(contextMetadata(readCiFacts(env)), user)
}

/** A heartbeat's: the user's over the few keys that say which run it belongs to. */
export function heartbeatMetadata(
  env: NodeJS.ProcessEnv,
  user: Metadata | undefined
): Metadata | undefined {
  return withContext(identityMetadata(readCiFacts(env)), user)
}

/**
 * Both kinds of CI facts, read once, for a report whose user metadata is known only later
 * (`end --state-file` falls back to what its start kept); `withContext` puts it over them.
 */
export interface CiMetadata {
  report: Metadata
  heartbeat: Metadata
}

export function ciMetadataOf(env: NodeJS.ProcessEnv): CiMetadata {
  const facts = readCiFacts(env)
  return { report: contextMetadata(facts), heartbeat: identityMetadata(facts) }
}

/** The user's metadata over the CI facts; the user's alone when there are none. */
export function withContext(auto: Metadata, user: Metadata | undefined): Metadata | undefined {
  return Object.keys(auto).length ? mergeMetadata(auto, user) : user
}
