/**
 * The two passes that end runs from Buildkite's record (the same rule as GitHub's and GitLab's):
 *
 * - the next job: the earlier job A of a step (in build P of a pipeline, on branch B) is ended by
 *   the job of the same step (its key, else its label, and its parallel index) in the first build
 *   of the pipeline on B after P (the lowest build number above P's), on its first try
 *   (BUILDKITE_RETRY_COUNT 0), and only when that build was created once A had finished. Every
 *   input is a fact Buildkite keeps and never changes; a job not chosen ends nothing.
 * - the sweep: each job belongs to the sweep whose window holds its `finished_at`; a sweep's
 *   window runs from the creation of the build before it, in the sweep's own pipeline (one that
 *   runs the sweep alone), to its own build's. A retried sweep job ends nothing: its first try
 *   held its window.
 *
 * GETs: the next job, 2 (the pipeline's builds on the branch, the earlier build's jobs), then at
 * most two log reads per earlier job of the step that the rule may end; the sweep, one builds
 * list, one jobs list per build of its window, and the log reads.
 */
import { instantOf } from '../../run/context.js'
import { type CiHealing, type HealedJobs, type JobToRead, healPass } from '../heal-jobs.js'
import { type RestAnswer, whyUnread } from '../rest-plan.js'
import {
  BUILDKITE_SCOPES,
  type BuildkiteApi,
  type BuildkiteBuild,
  type BuildkiteJob,
  buildkiteBuildsIn,
  buildkiteFinished,
  buildkiteJobsIn
} from './api.js'
import { buildkiteFinishedJobOf, readBuildkiteLog } from './record.js'

export type BuildkiteHealing = CiHealing<BuildkiteApi>

export function buildkiteWhy(answer: RestAnswer): string {
  return whyUnread(
    answer,
    status =>
      `Buildkite refused the read (HTTP ${status}): the token needs the scopes ${BUILDKITE_SCOPES} and access to the pipeline`
  )
}

const seg = (s: string): string => encodeURIComponent(s)

function readOf(
  pipeline: string,
  build: number,
  job: BuildkiteJob,
  h: BuildkiteHealing
): JobToRead {
  return {
    label: `${job.name ?? job.stepKey ?? 'job'} (${job.id})`,
    read: async () => {
      const log = await readBuildkiteLog(h.api, { pipeline, build, job: job.id }, h.bounds)
      if ('noLog' in log && (log.refused || h.api.limited)) return { unread: log.noLog }
      return buildkiteFinishedJobOf({ job, log, ...h, org: h.api.org })
    }
  }
}

async function buildsOf(
  api: BuildkiteApi,
  pipeline: string,
  query: string
): Promise<BuildkiteBuild[] | { unread: string }> {
  const answer = await api.get(
    `/pipelines/${seg(pipeline)}/builds?exclude_jobs=true&exclude_pipeline=true&${query}`,
    BUILDKITE_SCOPES,
    "the pipeline's builds"
  )
  return 'body' in answer ? buildkiteBuildsIn(answer.body) : { unread: buildkiteWhy(answer) }
}

async function jobsOf(
  api: BuildkiteApi,
  pipeline: string,
  build: number
): Promise<BuildkiteJob[] | { unread: string }> {
  const answer = await api.get(
    `/pipelines/${seg(pipeline)}/builds/${build}/jobs?per_page=100`,
    BUILDKITE_SCOPES,
    "a build's jobs"
  )
  return 'body' in answer ? buildkiteJobsIn(answer.body) : { unread: buildkiteWhy(answer) }
}

/** This job, as the agent names it (BUILDKITE_PIPELINE_SLUG, BUILD_NUMBER, BRANCH, STEP_KEY...). */
export interface OwnBuildkiteJob {
  pipeline: string
  build: number
  branch: string
  stepKey?: string
  label?: string
  parallelIndex?: number
  retryCount: number
}

export type NextJobResult = { clear: string } | { unread: string } | HealedJobs

/** Whether `job` is of the same step as this one: its key (else its label) and parallel index. */
function sameStep(job: BuildkiteJob, own: OwnBuildkiteJob): boolean {
  const step = own.stepKey ? job.stepKey === own.stepKey : job.name === own.label
  return job.type === 'script' && step && (job.parallelIndex ?? -1) === (own.parallelIndex ?? -1)
}

/** The next job's pass: the earlier jobs of this job's step that this job is the one to end. */
export async function buildkiteNextJob(
  own: OwnBuildkiteJob,
  h: BuildkiteHealing
): Promise<NextJobResult> {
  if (own.retryCount > 0) return { clear: 'a retried job ends no earlier run' }
  if (!own.stepKey && !own.label) return { clear: 'this job has neither a step key nor a label' }
  const builds = await buildsOf(h.api, own.pipeline, `branch=${seg(own.branch)}&per_page=20`)
  if (!Array.isArray(builds)) return builds
  const mine = builds.find(b => b.number === own.build)
  let previous: BuildkiteBuild | undefined
  for (const b of builds)
    if (b.number < own.build && (!previous || b.number > previous.number)) previous = b
  if (!mine) return { clear: 'Buildkite does not list this build among the newest of its branch' }
  if (!previous) return { clear: 'no earlier build of the branch among the newest' }
  const jobs = await jobsOf(h.api, own.pipeline, previous.number)
  if (!Array.isArray(jobs)) return jobs
  const theirs = jobs.filter(j => sameStep(j, own))
  if (theirs.length === 0) return { clear: 'the earlier build has no job of this step' }
  if (theirs.every(j => !buildkiteFinished(j)))
    return { clear: 'the earlier job is still running: its own pre-exit hook ends its run' }
  const created = instantOf(mine.createdAt)
  const ours = theirs.filter(j => {
    const finished = instantOf(j.finishedAt)
    return (
      buildkiteFinished(j) && finished !== undefined && created !== undefined && created >= finished
    )
  })
  if (ours.length === 0)
    return { clear: 'this build was created before the earlier job finished: not its to end' }
  const prev = previous.number
  return healPass(
    ours.map(j => readOf(own.pipeline, prev, j, h)),
    h,
    'next-run'
  )
}

export interface BuildkiteSweep {
  /** The pipeline whose jobs are swept. */
  pipeline: string
  /** The sweep's own build (in a pipeline of its own); none: `window` is given. */
  own?: { pipeline: string; build: number; retryCount: number }
  window?: { from: number; to: number }
}

export type SweepResult = HealedJobs & { window?: { from: number; to: number } }

/** A job that finished on the day before its build's window began is still swept. */
const BUILD_LOOKBACK_MS = 24 * 3600_000

/** One sweep: the pipeline's jobs that finished within its window, their runs ended once. */
export async function buildkiteSweep(s: BuildkiteSweep, h: BuildkiteHealing): Promise<SweepResult> {
  const none = { healed: [], left: [], looked: 0 }
  if (s.own && s.own.retryCount > 0)
    return { ...none, unfinished: 'a retried sweep ends nothing: its first try held its window' }
  const window = s.window ?? (s.own ? await sweepWindowOf(h.api, s.own) : 'no window to sweep')
  if (typeof window === 'string') return { ...none, unfinished: window }
  const since = new Date(window.from - BUILD_LOOKBACK_MS).toISOString()
  const builds = await buildsOf(h.api, s.pipeline, `created_from=${seg(since)}&per_page=100`)
  if (!Array.isArray(builds)) return { ...none, unfinished: builds.unread, window }
  const due: JobToRead[] = []
  for (const b of builds.sort((x, y) => x.number - y.number)) {
    const jobs = await jobsOf(h.api, s.pipeline, b.number)
    if (!Array.isArray(jobs)) return { ...none, unfinished: jobs.unread, window }
    for (const j of jobs) {
      const at = instantOf(j.finishedAt)
      if (
        j.type === 'script' &&
        buildkiteFinished(j) &&
        at !== undefined &&
        at >= window.from &&
        at < window.to
      )
        due.push(readOf(s.pipeline, b.number, j, h))
    }
  }
  return { ...(await healPass(due, h, 'sweep')), window }
}

/** The window of a sweep build: from the creation of the build before it to its own. */
async function sweepWindowOf(
  api: BuildkiteApi,
  own: { pipeline: string; build: number }
): Promise<{ from: number; to: number } | string> {
  const builds = await buildsOf(api, own.pipeline, 'per_page=20')
  if (!Array.isArray(builds)) return builds.unread
  const to = instantOf(builds.find(b => b.number === own.build)?.createdAt)
  if (to === undefined) return 'Buildkite does not list this sweep build among the newest'
  let before: BuildkiteBuild | undefined
  for (const b of builds)
    if (b.number < own.build && (!before || b.number > before.number)) before = b
  const from = instantOf(before?.createdAt)
  return from === undefined
    ? 'no sweep build before this one among the newest: run it from --since once'
    : { from, to }
}
