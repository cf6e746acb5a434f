/**
 * The two passes that end runs from GitLab's record (the same rule as GitHub's, election.ts and
 * sweep.ts there, from GitLab's facts):
 *
 * - the next job: the earlier job A of a name (in pipeline P) is ended by the job of that name in
 *   the first pipeline of the project after P (the lowest pipeline id above P's), its first
 *   attempt (the lowest job id of that name in its pipeline, retried jobs counted), and only
 *   when GitLab created it once A had finished (its `created_at` at or after A's `finished_at`).
 *   Every input is a fact GitLab keeps and never changes, so every job that could computes the
 *   same one; a job not chosen ends nothing, and a chosen one that cannot leaves the run open.
 * - the sweep: each job belongs to the sweep whose window holds its `finished_at`; a sweep's
 *   window runs from the creation of the sweep job before it (the job of the same name just
 *   below it in the project's jobs, newest first) to its own. Two sweeps never hold the same job.
 *
 * GETs: the next job, 3 (the project's pipelines, this pipeline's jobs, the earlier one's), then
 * one trace read per earlier job of the name that the rule may end; the sweep, one jobs list per
 * page, then one trace read per job of its window.
 */
import { instantOf } from '../../run/context.js'
import { type CiHealing, type HealedJobs, type JobToRead, healPass } from '../heal-jobs.js'
import {
  GITLAB_SCOPE,
  type GitLabApi,
  type GitLabJob,
  gitLabFinished,
  gitLabJobsIn,
  gitLabPipelinesIn
} from './api.js'
import { gitLabFinishedJobOf, readTrace } from './record.js'
import { type RestAnswer, whyUnread } from '../rest-plan.js'

/** What reading and ending need, whichever pass. */
export type GitLabHealing = CiHealing<GitLabApi>

/** Why an answer gave nothing to read, in one line that says what fixes it. */
export function gitLabWhy(answer: RestAnswer): string {
  return whyUnread(
    answer,
    status =>
      `GitLab refused the read (HTTP ${status}): the token needs the '${GITLAB_SCOPE}' scope and access to the project`
  )
}

function readOf(job: GitLabJob, h: GitLabHealing): JobToRead {
  return {
    label: `${job.name} (${job.id})`,
    read: async () => {
      const log = await readTrace(h.api, job.id, h.bounds)
      if ('noLog' in log && (log.refused || h.api.limited)) return { unread: log.noLog }
      return gitLabFinishedJobOf({ job, log, ...h, project: h.api.project })
    }
  }
}

/** This job, as its variables name it (CI_JOB_ID, CI_JOB_NAME, CI_PIPELINE_ID). */
export interface OwnGitLabJob {
  id: number
  name: string
  pipelineId: number
}

export type NextJobResult = { clear: string } | { unread: string } | HealedJobs

/** The next job's pass: the earlier jobs of this job's name that this job is the one to end. */
export async function gitLabNextJob(own: OwnGitLabJob, h: GitLabHealing): Promise<NextJobResult> {
  const list = await h.api.get('/pipelines?per_page=20', GITLAB_SCOPE, "the project's pipelines")
  if (!('body' in list)) return { unread: gitLabWhy(list) }
  let previous: number | undefined
  for (const p of gitLabPipelinesIn(list.body))
    if (p.id < own.pipelineId && (previous === undefined || p.id > previous)) previous = p.id
  if (previous === undefined) return { clear: 'no earlier pipeline among the newest' }
  const mine = await pipelineJobs(h.api, own.pipelineId)
  if (!Array.isArray(mine)) return mine
  const named = mine.filter(j => j.name === own.name).sort((a, b) => a.id - b.id)
  if (named[0]?.id !== own.id)
    return {
      clear: named.some(j => j.id === own.id)
        ? 'a retried job ends no earlier run'
        : 'GitLab does not list this job in its pipeline'
    }
  const created = instantOf(named[0].createdAt)
  const earlier = await pipelineJobs(h.api, previous)
  if (!Array.isArray(earlier)) return earlier
  const theirs = earlier.filter(j => j.name === own.name)
  if (theirs.length === 0) return { clear: `the earlier pipeline has no job named '${own.name}'` }
  const open = theirs.filter(j => !gitLabFinished(j))
  if (open.length === theirs.length)
    return { clear: 'the earlier job is still running: its own after_script ends its run' }
  const ours = theirs.filter(j => {
    const finished = instantOf(j.finishedAt)
    return (
      gitLabFinished(j) && finished !== undefined && created !== undefined && created >= finished
    )
  })
  if (ours.length === 0)
    return { clear: 'this job was created before the earlier one finished: not its to end' }
  return healPass(
    ours.map(j => readOf(j, h)),
    h,
    'next-run'
  )
}

async function pipelineJobs(api: GitLabApi, id: number): Promise<GitLabJob[] | { unread: string }> {
  const answer = await api.get(
    `/pipelines/${id}/jobs?include_retried=true&per_page=100`,
    GITLAB_SCOPE,
    "a pipeline's jobs"
  )
  return 'body' in answer ? gitLabJobsIn(answer.body) : { unread: gitLabWhy(answer) }
}

/** Jobs listed by one sweep at most: pages of 100, newest first. */
const SWEEP_PAGES = 5

export interface GitLabSweep {
  /** The sweep job itself, in a pipeline (its window is GitLab's); none: `window` is given. */
  own?: { id: number; name: string }
  window?: { from: number; to: number }
  /** Only these job names (all when empty). */
  jobs: string[]
}

export type SweepResult = HealedJobs & { window?: { from: number; to: number }; note?: string }

/** One sweep: the project's jobs that finished within its window, their runs ended once. */
export async function gitLabSweep(s: GitLabSweep, h: GitLabHealing): Promise<SweepResult> {
  const listed: GitLabJob[] = []
  let window = s.window
  let note: string | undefined
  for (let page = 1; page <= SWEEP_PAGES; page++) {
    const answer = await h.api.get(
      `/jobs?per_page=100&page=${page}`,
      GITLAB_SCOPE,
      "the project's jobs"
    )
    if (!('body' in answer))
      return { healed: [], left: [], looked: 0, unfinished: gitLabWhy(answer) }
    const jobs = gitLabJobsIn(answer.body)
    listed.push(...jobs)
    if (!window && s.own) window = sweepWindowOf(s.own, listed)
    const oldest = instantOf(jobs.at(-1)?.createdAt)
    if (jobs.length < 100 || (window && oldest !== undefined && oldest < window.from - 86_400_000))
      break
  }
  if (!window && s.own) {
    const mine = listed.find(j => j.id === s.own?.id)
    const oldest = instantOf(listed.at(-1)?.createdAt)
    const to = instantOf(mine?.createdAt)
    if (to === undefined || oldest === undefined)
      return {
        healed: [],
        left: [],
        looked: 0,
        unfinished: 'GitLab does not list this sweep job among the newest'
      }
    window = { from: oldest, to }
    note = `the sweep before this one is not among the ${listed.length} newest jobs: jobs that finished before ${new Date(oldest).toISOString()} were not swept`
  }
  if (!window) return { healed: [], left: [], looked: 0, unfinished: 'no window to sweep' }
  const w = window
  const due = listed
    .filter(j => {
      const at = instantOf(j.finishedAt)
      return gitLabFinished(j) && at !== undefined && at >= w.from && at < w.to
    })
    .filter(j => s.jobs.length === 0 || s.jobs.includes(j.name))
    .sort((a, b) => a.id - b.id)
  const result = await healPass(
    due.map(j => readOf(j, h)),
    h,
    'sweep'
  )
  return { ...result, window: w, ...(note ? { note } : {}) }
}

/** The window of a sweep job: from the creation of the job of its name below it to its own. */
function sweepWindowOf(
  own: { id: number; name: string },
  listed: GitLabJob[]
): { from: number; to: number } | undefined {
  const to = instantOf(listed.find(j => j.id === own.id)?.createdAt)
  if (to === undefined) return undefined
  let before: GitLabJob | undefined
  for (const j of listed)
    if (j.name === own.name && j.id < own.id && (!before || j.id > before.id)) before = j
  const from = instantOf(before?.createdAt)
  return from === undefined ? undefined : { from, to }
}
