/**
 * What the jobs API answer adds to the run's context the GitHub runner gives (read from the
 * environment where a front end starts: src/environment/github.ts): how long the job waited
 * for a runner and how long the runner took to set up before our first step.
 */
import type { JobInfo } from './github-job.js'
import { type RunContext, instantOf, secondsBetween } from './context.js'

/**
 * The context with what the jobs API answered: the queue (the job's `created_at` to its
 * `started_at`) and the runner's set-up (`started_at` to `firstStepAt`, when our main step
 * began), and the job's id and page where the environment did not give them. GitHub's
 * timestamps are whole seconds and, on some runners, `started_at` is the time the job was
 * queued: then the queue reads 0 and the set-up holds the wait.
 */
export function withJobTimes(
  context: RunContext,
  job: JobInfo | undefined,
  firstStepAt: number | undefined
): RunContext {
  if (!job) return context
  const created = instantOf(job.created_at)
  const started = instantOf(job.started_at)
  const id = Number.isSafeInteger(job.id) && job.id > 0 ? String(job.id) : undefined
  return {
    ...context,
    taskRunId: context.taskRunId ?? id,
    taskRunUrl: context.taskRunUrl ?? (typeof job.html_url === 'string' ? job.html_url : undefined),
    queueSeconds: secondsBetween(created, started),
    setupSeconds: secondsBetween(started, firstStepAt)
  }
}
