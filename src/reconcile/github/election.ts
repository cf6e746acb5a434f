/**
 * Who ends an earlier run from GitHub's record: one job, chosen the same way by every job that
 * could, from what GitHub says alone, so that a matrix of 50 legs finishing at once sends one
 * end for one lost run, and a later run never sends it again.
 *
 * The earlier job A (in run R) is ended by the next run's job of A's name: in the first run of
 * the workflow after R (the lowest run id above R's, any event), among the jobs of A's name in
 * that run's first attempt that GitHub created once A had completed, the one whose place (by job
 * id) is A's place among R's jobs of that name, counted round. For the usual job (one of its name
 * per run) that is simply the next run's job of the same name. Every input is a fact GitHub keeps
 * and never changes (ids, names, creation and completion times), so the choice is the same
 * whenever and wherever it is made. A job that is not the one chosen ends nothing; a chosen job
 * that could not (no key, no permission, its own runner lost) leaves the run open: nobody else
 * takes its turn, since nobody could know it did not.
 */
import { instantOf } from '../../run/context.js'
import { type JobInfo, jobInfoOf, jobsIn } from '../../run/github-job.js'

/** A workflow run as the runs list gives it: the fields the election reads. */
export interface RunFacts {
  id: number
  status: string
  conclusion?: string
  createdAt?: string
  attempt: number
  /** The run's check suite, whose check runs are its jobs. */
  checkSuiteId?: number
}

/** The runs of a runs-list answer (`workflow_runs`), read totally, at most 100. */
export function runsIn(body: unknown): RunFacts[] {
  const runs = (body as { workflow_runs?: unknown } | null | undefined)?.workflow_runs
  if (!Array.isArray(runs)) return []
  const out: RunFacts[] = []
  for (const r of runs.slice(0, 100)) {
    if (!r || typeof r !== 'object') continue
    const o = r as Record<string, unknown>
    if (!Number.isSafeInteger(o.id) || (o.id as number) <= 0) continue
    out.push({
      id: o.id as number,
      status: typeof o.status === 'string' ? o.status : '',
      ...(typeof o.conclusion === 'string' ? { conclusion: o.conclusion } : {}),
      ...(typeof o.created_at === 'string' ? { createdAt: o.created_at } : {}),
      attempt: Number.isSafeInteger(o.run_attempt) ? (o.run_attempt as number) : 1,
      ...(Number.isSafeInteger(o.check_suite_id)
        ? { checkSuiteId: o.check_suite_id as number }
        : {})
    })
  }
  return out
}

/** A job of a jobs list: the job, and the attempt of its run it belongs to. */
export type RunJob = JobInfo & { run_attempt?: number }

/** The jobs of a jobs-list answer, as JobInfo (those GitHub gives an id). */
export function jobInfosIn(body: unknown): RunJob[] {
  return jobsIn(body).flatMap(j => {
    const info = jobInfoOf(j)
    return info ? [{ ...info, ...attemptOf(j) }] : []
  })
}

function attemptOf(j: Record<string, unknown>): { run_attempt?: number } {
  return Number.isSafeInteger(j.run_attempt) ? { run_attempt: j.run_attempt as number } : {}
}

/** The run just before `ownRunId` among `runs`: the highest id below it. */
export function previousRun(runs: RunFacts[], ownRunId: number): RunFacts | undefined {
  let best: RunFacts | undefined
  for (const r of runs) if (r.id < ownRunId && (!best || r.id > best.id)) best = r
  return best
}

/** Jobs of `name`, by id. */
export function namedJobs<J extends JobInfo>(jobs: J[], name: string): J[] {
  return jobs.filter(j => j.name === name).sort((a, b) => a.id - b.id)
}

/**
 * Which of the earlier run's jobs of this name a job of the next run looks at first: for a
 * matrix whose legs share a name, the leg's own index (`strategy.job-index`), counted round.
 */
export function lookedAt(earlier: JobInfo[], jobIndex: number): JobInfo | undefined {
  if (earlier.length === 0) return undefined
  const i = Number.isSafeInteger(jobIndex) && jobIndex >= 0 ? jobIndex : 0
  return earlier[i % earlier.length]
}

/** Why `own` is not the job that ends `earlier`'s run, or undefined when it is. */
export function notChosen(o: {
  /** The earlier job, and its run's jobs of its name. */
  earlier: JobInfo
  earlierNamed: JobInfo[]
  /** This job, its run's first-attempt jobs, and its run's attempt. */
  own: JobInfo
  ownRunJobs: RunJob[]
  ownAttempt: number
}): string | undefined {
  if (o.ownAttempt !== 1) return 'a re-run attempt ends no earlier run'
  const completed = instantOf(o.earlier.completed_at)
  if (completed === undefined) return 'GitHub gives no time the earlier job completed'
  const after = (j: JobInfo): boolean => {
    const created = instantOf(j.created_at)
    return created !== undefined && created >= completed
  }
  if (!after(o.own)) return 'this job was created before the earlier one completed'
  const eligible = namedJobs(o.ownRunJobs, o.earlier.name).filter(
    j => after(j) && (j.run_attempt ?? 1) === 1
  )
  const place = namedJobs(o.earlierNamed, o.earlier.name).findIndex(j => j.id === o.earlier.id)
  if (place < 0 || eligible.length === 0) return 'GitHub does not list the jobs the choice needs'
  const chosen = eligible[place % eligible.length]
  return chosen.id === o.own.id ? undefined : `job ${chosen.id} of this run ends it`
}
