/**
 * The CI's name for a job, as its run records seal it (record-line.ts): the job that writes a
 * record names itself in it from what its CI tells it, and a reader of the CI's record names the
 * job whose log it reads from what the CI's API answers for that job. The two are written the
 * same way here, so that a record is believed only in the log of the job that wrote it: a line
 * copied into another job's log (a public log is anyone's to copy) names a job that is not the
 * one read.
 *
 * - GitHub: the repository (`owner/name`, in lower case: GitHub's names ignore case) and the
 *   job's id (the check run's, `job.check_run_id`; the jobs API's `id`). A job's id is GitHub's
 *   alone: no other job of any run or attempt has it.
 * - GitLab: the project's id (CI_PROJECT_ID; the jobs API's `pipeline.project_id`) and the job's
 *   (CI_JOB_ID; `id`).
 * - Buildkite: the organization's slug (BUILDKITE_ORGANIZATION_SLUG) and the job's UUID
 *   (BUILDKITE_JOB_ID; the REST API's job `id`).
 *
 * A writer that cannot name its job (a runner without `job.check_run_id`, a command run outside
 * a CI's job) names none, and its records are believed by no reader.
 */

/** Longest name kept: a repository's or organization's name and an id are short. */
const MAX_CHARS = 300

const ID = /^[1-9]\d{0,17}$/
/** Buildkite's job ids are UUIDs; any short token of their characters is taken as one. */
const TOKEN = /^[0-9a-z][0-9a-z-]{0,63}$/

function bounded(name: string): string | undefined {
  return name.length <= MAX_CHARS ? name : undefined
}

/** A GitHub job: `github:owner/name:<job id>`. */
export function gitHubCiJob(
  repository: string | undefined,
  jobId: string | number | undefined
): string | undefined {
  const repo = repository?.trim().toLowerCase() ?? ''
  const id = String(jobId ?? '').trim()
  if (!/^[^/\s:]+\/[^/\s:]+$/.test(repo) || !ID.test(id)) return undefined
  return bounded(`github:${repo}:${id}`)
}

/** A GitLab job: `gitlab:<project id>:<job id>`. */
export function gitLabCiJob(
  projectId: string | number | undefined,
  jobId: string | number | undefined
): string | undefined {
  const project = String(projectId ?? '').trim()
  const id = String(jobId ?? '').trim()
  return ID.test(project) && ID.test(id) ? `gitlab:${project}:${id}` : undefined
}

/** A Buildkite job: `buildkite:<organization slug>:<job uuid>`. */
export function buildkiteCiJob(
  org: string | undefined,
  jobId: string | undefined
): string | undefined {
  const slug = org?.trim().toLowerCase() ?? ''
  const id = jobId?.trim().toLowerCase() ?? ''
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(slug) || !TOKEN.test(id)) return undefined
  return bounded(`buildkite:${slug}:${id}`)
}
