/**
 * "Slower than usual" in the action's end report. A runner keeps nothing from one job to the
 * next, so the job's usual duration comes from the GitHub API: the workflow's recent successful
 * runs (GET /repos/{o}/{r}/actions/workflows/{file}/runs?status=success, newest first), then the
 * job of the same name in each (GET /repos/{o}/{r}/actions/runs/{id}/jobs), from its
 * `started_at` to its `completed_at`. Same name, so the same matrix leg. These reads come last
 * in post's plan of GitHub reads (github-requests.ts) and take only what the others left of its
 * number and time: a plan too spent for them, a refusal, a slow or odd answer each leave the note
 * out, said at most once, and never fail the job. The rule itself is src/run/usual-duration.ts.
 */
import type { EndStatus } from '../client/wire.js'
import { instantOf } from '../run/context.js'
import { readEventFacts } from '../environment/github.js'
import { slowerThanUsual } from '../run/usual-duration.js'
import type { Clock } from '../util/clock.js'
import type { GitHubRequests } from './github-requests.js'
import { type JobInfo, jobsIn } from './jobs-api.js'

/**
 * The earlier runs the note needs here. Post's plan has 4 GETs, the job's own the first: at
 * best one for the runs and two for their jobs are left, so the rule's least number of runs is
 * two, not the command line's three.
 */
export const GITHUB_PRIOR_RUNS = 2
/** Successful runs asked for: room for runs in which this job was skipped. */
const RUNS_PER_PAGE = 10
/** What is read of an answer, whatever it holds. */
const MAX_RUNS_READ = 100
/** GitHub ends a workflow run after 35 days: a longer job is not one. */
const MAX_JOB_MS = 35 * 24 * 3600 * 1000

const PERMISSION = 'actions: read'
const GIVES = "the job's recent runs (slower than usual)"

/** The ids of the successful runs in a workflow runs answer, newest first, without `thisRun`. */
export function successfulRunIdsOf(body: unknown, thisRun?: number): number[] {
  const runs = (body as { workflow_runs?: unknown } | null | undefined)?.workflow_runs
  if (!Array.isArray(runs)) return []
  const ids: number[] = []
  for (const r of runs.slice(0, MAX_RUNS_READ)) {
    if (!r || typeof r !== 'object') continue
    const run = r as { id?: unknown; conclusion?: unknown }
    const id = run.id
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || id === thisRun) continue
    if (run.conclusion !== 'success' || ids.includes(id)) continue
    ids.push(id)
  }
  return ids
}

/** How long the job named `name` took in a run's jobs answer, when it succeeded there. */
export function jobDurationOf(body: unknown, name: string): number | undefined {
  for (const job of jobsIn(body)) {
    if (job.name !== name || job.conclusion !== 'success') continue
    const started = instantOf(typeof job.started_at === 'string' ? job.started_at : undefined)
    const completed = instantOf(typeof job.completed_at === 'string' ? job.completed_at : undefined)
    if (started === undefined || completed === undefined) continue
    const ms = completed - started
    if (ms >= 0 && ms <= MAX_JOB_MS) return ms
  }
  return undefined
}

/**
 * Post: the note when this job (from its `started_at`, else from main's start report, to `now`)
 * took far longer than its recent successful runs; undefined otherwise. A cancelled job is not
 * slow: it was stopped.
 */
export async function gatherUsualDuration(o: {
  status: EndStatus
  requests: GitHubRequests
  job?: JobInfo
  /** The workflow's file (GITHUB_WORKFLOW_REF) and this run (GITHUB_RUN_ID) come from it. */
  env: NodeJS.ProcessEnv
  /** Its start report's start_time counts when the job gives no `started_at`. */
  run: { startTime: string }
  clock: Clock
  /** Says the note, and at most once why the runs could not be read. */
  log: (m: string) => void
}): Promise<string | undefined> {
  const { workflowFile, runId } = readEventFacts(o.env)
  // A note is a nicety: whatever goes wrong in reaching it, the end report goes without it.
  const note = await usualNote({ ...o, workflowFile, runId, now: o.clock.now() }).catch(
    (e: unknown) => {
      o.log(`job-monitor: the job's usual duration was not read: ${(e as Error)?.message ?? e}`)
      return undefined
    }
  )
  if (note) o.log(`job-monitor: ${note}`)
  return note
}

async function usualNote(o: {
  status: EndStatus
  requests: GitHubRequests
  job?: JobInfo
  workflowFile?: string
  runId?: number
  run: { startTime: string }
  now: number
  log: (m: string) => void
}): Promise<string | undefined> {
  const name = o.job?.name
  // Without a token nothing is read: the job summary says so once for every read.
  if (o.status === 'cancelled' || !name || !o.workflowFile || !o.requests.hasToken) return undefined
  const started = instantOf(o.job?.started_at) ?? instantOf(o.run.startTime)
  // This job's time is held to the rule its earlier runs' times are (jobDurationOf).
  if (started === undefined || started > o.now || o.now - started > MAX_JOB_MS) return undefined
  // One GET for the runs and one for each run's jobs: with too few left, none is spent.
  if (o.requests.left < 1 + GITHUB_PRIOR_RUNS) return undefined
  let why: string | undefined
  const read = async (path: string): Promise<unknown> => {
    const answer = await o.requests.get(path, PERMISSION, GIVES)
    if ('body' in answer) return answer.body
    if (!why && 'failed' in answer) why = answer.failed
    if (!why && 'skipped' in answer) why = answer.skipped
    return undefined
  }
  const runs = successfulRunIdsOf(
    await read(
      `/actions/workflows/${encodeURIComponent(o.workflowFile)}/runs?status=success&exclude_pull_requests=true&per_page=${RUNS_PER_PAGE}`
    ),
    o.runId
  )
  const durations = await Promise.all(
    runs
      .slice(0, o.requests.left)
      .map(async id => jobDurationOf(await read(`/actions/runs/${id}/jobs?per_page=100`), name))
  )
  if (why) o.log(`job-monitor: the job's usual duration was not read: ${why}`)
  return slowerThanUsual(
    o.now - started,
    durations.filter((ms): ms is number => ms !== undefined),
    GITHUB_PRIOR_RUNS
  )
}
