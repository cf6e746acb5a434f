/** The metadata every report of the job carries: where the run happened, from the runner's environment. */
import type { Metadata } from '../client/wire.js'

export function automaticMetadata(env: NodeJS.ProcessEnv): Metadata {
  const server = env.GITHUB_SERVER_URL || 'https://github.com'
  const m: Metadata = {
    source: 'github-actions',
    repository: env.GITHUB_REPOSITORY,
    workflow: env.GITHUB_WORKFLOW,
    run_id: env.GITHUB_RUN_ID,
    run_attempt: env.GITHUB_RUN_ATTEMPT,
    job: env.GITHUB_JOB,
    runner_name: env.RUNNER_NAME,
    runner_os: env.RUNNER_OS,
    runner_arch: env.RUNNER_ARCH,
    ref: env.GITHUB_REF,
    sha: env.GITHUB_SHA,
    event: env.GITHUB_EVENT_NAME,
    actor: env.GITHUB_ACTOR,
    run_url:
      env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` +
          (env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : '')
        : undefined
  }
  for (const k of Object.keys(m)) if (m[k] === undefined || m[k] === '') delete m[k]
  return m
}

/** The user's metadata wins over the automatic one, key by key. */
export function mergeMetadata(auto: Metadata, user: Metadata): Metadata {
  return { ...auto, ...user }
}
