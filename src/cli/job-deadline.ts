/**
 * The job's deadline, where the CI system tells the job its time limit: GitLab gives
 * CI_JOB_STARTED_AT (ISO 8601) and CI_JOB_TIMEOUT (seconds). On a job-level time-out GitLab
 * kills the job and after_script gets no time, so the heartbeat process ends the run at this
 * deadline itself. Undefined when either is missing or not what GitLab writes, and when the
 * deadline is already past: the job is running, so this machine's clock is not GitLab's, and a
 * run ended as timed out while its job goes on would be false.
 */
export function jobDeadlineOf(
  env: NodeJS.ProcessEnv,
  now: number = Date.now()
): { at: number; limitSeconds: number } | undefined {
  const started = env.CI_JOB_STARTED_AT?.trim() ?? ''
  const timeout = env.CI_JOB_TIMEOUT?.trim() ?? ''
  if (!/^\d{1,9}$/.test(timeout) || Number(timeout) === 0) return undefined
  // A date and a time with its zone, nothing more: Date.parse reads much else, differently.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/.test(started))
    return undefined
  const at = Date.parse(started)
  if (!Number.isFinite(at) || at + Number(timeout) * 1000 <= now) return undefined
  return { at: at + Number(timeout) * 1000, limitSeconds: Number(timeout) }
}
