/**
 * The scheduled sweep: ends, from GitHub's record, the runs of jobs that left them to it
 * (`reconcile: sweep`) and whose end never reached the service; for jobs that run rarely, whose
 * next run is days away. It reads the repository's recent completed runs, their jobs, and the
 * annotations of the jobs that completed within its window; a job whose annotations say its end
 * was not delivered, or that its runner was lost, has its log read bounded and its run ended
 * from that record (finished-job.ts), once.
 *
 * Once: each job belongs to exactly one sweep, the one whose window holds the time GitHub says
 * it completed. A sweep's window runs from the previous sweep's start to its own, both as GitHub
 * dates the sweep's runs (its workflow's runs: the run before this one), or, for
 * `job-monitor reconcile` outside GitHub Actions, as the machine's queue folder remembers them.
 * Two sweeps never hold the same job, whatever their order; a re-run of a sweep ends nothing. A
 * sweep that could not finish leaves the rest of its window to nobody: it says so, with how to
 * cover it by hand (`job-monitor reconcile --since`).
 */
import type { ProxyFacts } from '../../client/transport.js'
import type { Redactor } from '../../logs/redact.js'
import { instantOf } from '../../run/context.js'
import type { RunServices, Window } from '../../run/protocol.js'
import { verdictsOf } from '../finished-job.js'
import { type Healed, sendHeal } from '../heal.js'
import type { RecordSeal } from '../record-line.js'
import type { GitHubAnswer, GitHubApi } from './api.js'
import { type RunFacts, type RunJob, jobInfosIn, runsIn } from './election.js'
import { annotationsOf, finishedJobOf, saysEndNotDelivered, saysRunnerLost } from './finished.js'
import { type LogBounds, readJobLog } from './job-log.js'

/** Runs listed by one sweep: GitHub's largest page. */
const RUNS_PER_PAGE = 100

export interface SweepOptions {
  api: GitHubApi
  /** The jobs this sweep ends: those GitHub says completed at or after `from`, before `to` (ms). */
  window: { from: number; to: number }
  /** Only the runs of these workflows (file names); every workflow's when empty. */
  workflows: string[]
  maxEnds: number
  seal: RecordSeal
  services: RunServices
  send: Window
  bounds: LogBounds
  logBytes: number
  redactor: Redactor
  proxy: ProxyFacts
  endedBy?: string
  now: () => number
}

export interface SweepResult {
  healed: Healed[]
  left: Array<{ job: string; why: string }>
  /** Jobs of the window whose annotations were read. */
  looked: number
  /** Why the sweep stopped before the end of its window, when it did. */
  unfinished?: string
}

function bodyOf(answer: GitHubAnswer): unknown | undefined {
  return 'body' in answer ? answer.body : undefined
}

function why(answer: GitHubAnswer): string {
  if ('refused' in answer)
    return `GitHub refused a read (HTTP ${answer.refused}): grant 'permissions: actions: read' and 'checks: read'`
  return 'failed' in answer ? answer.failed : 'skipped' in answer ? answer.skipped : 'no answer'
}

/** The runs that may hold a job that completed in the window, oldest first. */
async function runsOfWindow(o: SweepOptions): Promise<RunFacts[] | string> {
  const paths = o.workflows.length
    ? o.workflows.map(
        f =>
          `/actions/workflows/${encodeURIComponent(f)}/runs?status=completed&per_page=${RUNS_PER_PAGE}`
      )
    : [`/actions/runs?status=completed&per_page=${RUNS_PER_PAGE}`]
  const runs: RunFacts[] = []
  for (const path of paths) {
    const answer = await o.api.get(path, 'actions: read', "the repository's recent runs")
    const body = bodyOf(answer)
    if (body === undefined) return why(answer)
    runs.push(...runsIn(body))
  }
  const created = (r: RunFacts): number => instantOf(r.createdAt) ?? Infinity
  // A run created after the window closed holds no job that completed in it.
  return runs.filter(r => created(r) < o.window.to).sort((a, b) => a.id - b.id)
}

function completedIn(job: RunJob, window: SweepOptions['window']): boolean {
  const at = instantOf(job.completed_at)
  return job.status === 'completed' && at !== undefined && at >= window.from && at < window.to
}

/** One sweep over its window, within its plan of GETs and its number of ends. */
export async function sweep(o: SweepOptions): Promise<SweepResult> {
  const result: SweepResult = { healed: [], left: [], looked: 0 }
  const runs = await runsOfWindow(o)
  if (typeof runs === 'string') return { ...result, unfinished: runs }
  for (const run of runs) {
    const jobsAnswer = await o.api.get(
      `/actions/runs/${run.id}/jobs?filter=all&per_page=100`,
      'actions: read',
      "a run's jobs"
    )
    const body = bodyOf(jobsAnswer)
    if (body === undefined) return { ...result, unfinished: why(jobsAnswer) }
    for (const job of jobInfosIn(body).filter(j => completedIn(j, o.window))) {
      if (result.healed.length >= o.maxEnds)
        return { ...result, unfinished: `it ended ${o.maxEnds} runs, the most one sweep ends` }
      const stop = await sweepJob(o, job, result)
      if (stop) return { ...result, unfinished: stop }
    }
  }
  return result
}

/** One job of the window: its annotations, then, if they call for it, its log and its end. */
async function sweepJob(
  o: SweepOptions,
  job: RunJob,
  result: SweepResult
): Promise<string | undefined> {
  const notes = await o.api.get(
    `/check-runs/${job.id}/annotations?per_page=50`,
    'checks: read',
    "a job's annotations"
  )
  const body = bodyOf(notes)
  if (body === undefined) return why(notes)
  result.looked++
  const annotations = annotationsOf(body)
  const lost = job.conclusion === 'failure' && saysRunnerLost(annotations)
  if (!lost && !saysEndNotDelivered(annotations)) return undefined
  const log = await readJobLog(o.api, job.id, o.bounds, o.proxy)
  const finished = finishedJobOf({
    job,
    annotations,
    log,
    seal: o.seal,
    repository: o.api.repository,
    logBytes: o.logBytes,
    redactor: o.redactor
  })
  // One end for each run of the job's log that needs one, within the sweep's number of ends.
  for (const verdict of verdictsOf(finished, {
    healer: 'sweep',
    endedBy: o.endedBy,
    now: o.now()
  })) {
    if ('leave' in verdict) result.left.push({ job: `${job.name} (${job.id})`, why: verdict.leave })
    else if (result.healed.length < o.maxEnds)
      result.healed.push(await sendHeal(o.services, verdict.end, o.send))
  }
  return undefined
}

/** A first sweep, with no sweep before it, looks this far back. */
export const FIRST_SWEEP_LOOKBACK_MS = 7 * 24 * 3600 * 1000

/**
 * The window of a sweep that runs as a job of its own workflow: from the start of the run before
 * it to its own start, as GitHub dates them. A re-run of a sweep has none: its first attempt
 * held that window.
 */
export async function sweepWindow(
  api: GitHubApi,
  own: { runId: number; attempt: number; workflowFile: string }
): Promise<{ from: number; to: number } | { none: string }> {
  if (own.attempt !== 1)
    return { none: 'a re-run of a sweep ends nothing: its first attempt held its window' }
  const answer = await api.get(
    `/actions/workflows/${encodeURIComponent(own.workflowFile)}/runs?per_page=10`,
    'actions: read',
    "the sweep's own runs"
  )
  const body = bodyOf(answer)
  if (body === undefined) return { none: why(answer) }
  const runs = runsIn(body)
  const to = instantOf(runs.find(r => r.id === own.runId)?.createdAt)
  if (to === undefined) return { none: 'GitHub does not list this run among its workflow’s newest' }
  let before: RunFacts | undefined
  for (const r of runs) if (r.id < own.runId && (!before || r.id > before.id)) before = r
  return { from: instantOf(before?.createdAt) ?? to - FIRST_SWEEP_LOOKBACK_MS, to }
}
