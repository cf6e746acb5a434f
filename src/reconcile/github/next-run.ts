/**
 * The next run of a job ends the last one's run when that end never reached the service, from
 * GitHub's record of it. Two steps, so the common case costs little:
 *
 * 1. the check (at most CHECK_MAX_GETS GETs within CHECK_BUDGET_MS, beside the job's other reads):
 *    the workflow's recent runs, the run just before this one, its job of this job's name, and
 *    that job's annotations. Only an earlier job that GitHub shows completed, that this job may
 *    end (election.ts), and whose annotations say its end was not delivered (post's warning) or
 *    that its runner was lost, goes on to step 2;
 * 2. the end (after this job's own end report): this run's jobs, for the election; the earlier
 *    job's log, head and tail, read bounded; the decision on that record (finished-job.ts); at
 *    most one end sent.
 *
 * What cannot be read (a permission, GitHub's rate limit) is said in one line; nothing is sent
 * that the record does not make certain.
 */
import type { ProxyFacts } from '../../client/transport.js'
import type { Redactor } from '../../logs/redact.js'
import { instantOf } from '../../run/context.js'
import type { JobInfo } from '../../run/github-job.js'
import type { RunServices, Window } from '../../run/protocol.js'
import { verdictsOf } from '../finished-job.js'
import { type Healed, sendHeal } from '../heal.js'
import type { RecordSeal } from '../record-line.js'
import type { GitHubAnswer, GitHubApi } from './api.js'
import {
  type RunFacts,
  type RunJob,
  jobInfosIn,
  lookedAt,
  namedJobs,
  notChosen,
  previousRun,
  runsIn
} from './election.js'
import {
  type Annotation,
  annotationsOf,
  finishedJobOf,
  saysEndNotDelivered,
  saysRunnerLost
} from './finished.js'
import { type LogBounds, type LogCost, readJobLog } from './job-log.js'

/** The check's GETs when nothing needs ending: the runs, the earlier run's jobs, annotations. */
export const CHECK_MAX_GETS = 3
/**
 * The check runs beside the job's other reads and its end report; once the job's own end is
 * done, it is waited for this long at most, then dropped.
 */
export const CHECK_WAIT_AFTER_END_MS = 1000
/** The end's GETs: this run's jobs, and the earlier job's log address (its reads are not the API's). */
export const END_MAX_GETS = 2
/** Runs listed: this one and the one before it are among the newest, unless many came since. */
const RUNS_LISTED = 10

const RUNS_PERMISSION = 'actions: read'
const ANNOTATIONS_PERMISSION = 'checks: read'
const AT_STAKE =
  'earlier runs of this job were not checked for an end that never reached the service'

/** This job, as post knows it. */
export interface OwnJobFacts {
  runId: number
  attempt: number
  /** The workflow's file name (from GITHUB_WORKFLOW_REF). */
  workflowFile: string
  /** This job, from the jobs API. */
  job: JobInfo
  /** `strategy.job-index`: which leg of a matrix whose legs share a name this is. */
  jobIndex: number
}

/** An earlier job whose end may not have reached the service. */
export interface Suspect {
  run: RunFacts
  earlier: RunJob
  earlierNamed: RunJob[]
  annotations: Annotation[]
}

export type EarlierCheck = { suspect: Suspect } | { clear: string } | { unread: string }

/** The one line that says why nothing was checked, and what would fix it. */
function unreadOf(answer: GitHubAnswer, permission: string): EarlierCheck | undefined {
  if ('body' in answer) return undefined
  if ('refused' in answer)
    return {
      unread: `${AT_STAKE}: GitHub refused the read (HTTP ${answer.refused}, which needs '${permission}'); give the job 'permissions:' with 'actions: read' and 'checks: read' to have them ended`
    }
  if ('failed' in answer) return { unread: `${AT_STAKE}: ${answer.failed}` }
  return { unread: `${AT_STAKE}: ${answer.skipped}` }
}

/** Step 1: whether the job just before this one may need its run ended. */
export async function checkEarlierRun(api: GitHubApi, own: OwnJobFacts): Promise<EarlierCheck> {
  if (own.attempt !== 1) return { clear: 'a re-run attempt ends no earlier run' }
  const runsAnswer = await api.get(
    `/actions/workflows/${encodeURIComponent(own.workflowFile)}/runs?per_page=${RUNS_LISTED}`,
    RUNS_PERMISSION,
    "the workflow's earlier runs"
  )
  const unread = unreadOf(runsAnswer, RUNS_PERMISSION)
  if (unread) return unread
  const run = previousRun(runsIn((runsAnswer as { body: unknown }).body), own.runId)
  if (!run) return { clear: 'no earlier run of the workflow among the newest' }
  const jobsAnswer = await api.get(
    `/actions/runs/${run.id}/jobs?per_page=100`,
    RUNS_PERMISSION,
    "the earlier run's jobs"
  )
  const unreadJobs = unreadOf(jobsAnswer, RUNS_PERMISSION)
  if (unreadJobs) return unreadJobs
  const earlierNamed = namedJobs(jobInfosIn((jobsAnswer as { body: unknown }).body), own.job.name)
  const earlier = lookedAt(earlierNamed, own.jobIndex)
  if (!earlier) return { clear: `the earlier run has no job named '${own.job.name}'` }
  if (earlier.status !== 'completed')
    return { clear: 'the earlier job is still running: its own end step ends its run' }
  const completed = instantOf(earlier.completed_at)
  const created = instantOf(own.job.created_at)
  if (completed === undefined || created === undefined || created < completed)
    return { clear: 'this job was created before the earlier one completed: not its to end' }
  const notes = await api.get(
    `/check-runs/${earlier.id}/annotations?per_page=50`,
    ANNOTATIONS_PERMISSION,
    "the earlier job's annotations"
  )
  const unreadNotes = unreadOf(notes, ANNOTATIONS_PERMISSION)
  if (unreadNotes) return unreadNotes
  const annotations = annotationsOf((notes as { body: unknown }).body)
  const lost = earlier.conclusion === 'failure' && saysRunnerLost(annotations)
  if (!lost && !saysEndNotDelivered(annotations))
    return { clear: 'the earlier job shows no sign that its end missed the service' }
  return { suspect: { run, earlier, earlierNamed, annotations } }
}

/** What step 2 did. */
export type EarlierEnd =
  { healed: Healed[]; logCost?: LogCost } | { left: string; logCost?: LogCost } | { unread: string }

/** Step 2: the earlier job's run ended from its record, when this job is the one to end it. */
export async function endEarlierRun(
  api: GitHubApi,
  suspect: Suspect,
  o: {
    own: OwnJobFacts
    seal: RecordSeal
    services: RunServices
    window: Window
    bounds: LogBounds
    logBytes: number
    redactor: Redactor
    proxy: ProxyFacts
    endedBy?: string
    now: () => number
  }
): Promise<EarlierEnd> {
  const ownJobs = await api.get(
    `/actions/runs/${o.own.runId}/attempts/1/jobs?per_page=100`,
    RUNS_PERMISSION,
    "this run's jobs"
  )
  const unread = unreadOf(ownJobs, RUNS_PERMISSION)
  if (unread && 'unread' in unread) return unread
  const why = notChosen({
    earlier: suspect.earlier,
    earlierNamed: suspect.earlierNamed,
    own: o.own.job,
    ownRunJobs: jobInfosIn((ownJobs as { body: unknown }).body),
    ownAttempt: o.own.attempt
  })
  if (why) return { left: why }
  const log = await readJobLog(api, suspect.earlier.id, o.bounds, o.proxy)
  const logCost = 'cost' in log ? log.cost : undefined
  const job = finishedJobOf({
    job: suspect.earlier,
    annotations: suspect.annotations,
    log,
    seal: o.seal,
    repository: api.repository,
    logBytes: o.logBytes,
    redactor: o.redactor
  })
  const verdicts = verdictsOf(job, { healer: 'next-run', endedBy: o.endedBy, now: o.now() })
  const ends = verdicts.flatMap(v => ('end' in v ? [v.end] : []))
  if (ends.length === 0) {
    const why = verdicts.find(v => 'leave' in v)
    return {
      left: why && 'leave' in why ? why.leave : 'nothing to end',
      ...(logCost ? { logCost } : {})
    }
  }
  // Each run of the earlier job's log that its record calls to end (a job may hold more than one).
  const healed: Healed[] = []
  for (const end of ends) healed.push(await sendHeal(o.services, end, o.window))
  return { healed, ...(logCost ? { logCost } : {}) }
}
