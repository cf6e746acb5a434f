/**
 * The whole workflow run in one pipeline notification, from a final `needs:` job: how many of
 * its jobs (a matrix's legs among them) passed, which failed with the first line of their first
 * failure annotation, and how many fail-fast cancelled. The jobs come from
 * GET /repos/{o}/{r}/actions/runs/{run_id}/attempts/{n}/jobs (`actions: read`, `job-paginated`),
 * the error lines from GET /repos/{o}/{r}/check-runs/{id}/annotations (`checks: read`). Both
 * answers are read by total parsers; the message is built by a pure function.
 */
import type { PipelineStatus } from '../client/wire.js'
import type { Clock } from '../util/clock.js'
import { inertLine } from '../util/inert-text.js'
import { checkRunIdOf, endReason } from './end-reasons.js'
import { GitHubRequests } from './github-requests.js'
import type { JobInfo } from './jobs-api.js'

/** Jobs pages read at most (100 each): a matrix has at most 256 legs, a run a few matrices. */
export const SUMMARY_MAX_PAGES = 5
/** Legs whose annotations are read at most: the failed first, then the cancelled. */
export const SUMMARY_MAX_ANNOTATED = 20
/** The time for every read of the summary together. */
export const SUMMARY_BUDGET_MS = 15_000
/** Failed legs named in the message; the rest are counted. */
const NAMED_FAILURES = 10
/** The longest leg name and error line quoted. */
const NAME_CHARS = 120
const LINE_CHARS = 200

/** One job of the run, as much of it as the summary reads. */
export interface Leg {
  name: string
  /** `completed`, `in_progress`, `queued`...; anything else GitHub adds is kept as given. */
  status: string
  /** `success`, `failure`, `cancelled`, `skipped`, `timed_out`...; '' while it runs. */
  conclusion: string
  runnerName?: string
  checkRunId?: number
}

/** A leg with what its check run's annotations tell. */
export interface LegOutcome extends Leg {
  /** The first line of its first failure annotation. */
  firstError?: string
  /** Cancelled because a matrix sibling failed (fail-fast). */
  failFast?: boolean
}

const FAILED = new Set(['failure', 'timed_out', 'startup_failure'])

const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/** The jobs of one `job-paginated` page, whatever the answer holds. */
export function legsOf(body: unknown): Leg[] {
  const jobs = (body as { jobs?: unknown } | null | undefined)?.jobs
  if (!Array.isArray(jobs)) return []
  const out: Leg[] = []
  for (const j of jobs.slice(0, 100)) {
    if (!j || typeof j !== 'object') continue
    const job = j as Record<string, unknown>
    const runnerName = text(job.runner_name)
    const checkRunId = checkRunIdOf(undefined, job as unknown as JobInfo)
    out.push({
      name: text(job.name),
      status: text(job.status),
      conclusion: text(job.conclusion),
      ...(runnerName ? { runnerName } : {}),
      ...(checkRunId ? { checkRunId } : {})
    })
  }
  return out
}

/** The first line of the first failure annotation (`check-annotation-items`), whatever came. */
export function firstFailureLine(body: unknown): string | undefined {
  if (!Array.isArray(body)) return undefined
  for (const a of body.slice(0, 100)) {
    if (!a || typeof a !== 'object') continue
    const { annotation_level: level, message } = a as Record<string, unknown>
    if (level !== 'failure' || typeof message !== 'string') continue
    const line = message.split(/\r\n|\r|\n/).find(l => l.trim())
    if (line) return line.trim()
  }
  return undefined
}

/** Whether the annotations say fail-fast cancelled the leg (the rule end-reasons reads). */
export function cancelledByFailFast(body: unknown): boolean {
  if (!Array.isArray(body)) return false
  const messages = body
    .slice(0, 100)
    .map(a => (a && typeof a === 'object' ? (a as { message?: unknown }).message : undefined))
    .filter((m): m is string => typeof m === 'string')
  return endReason('cancelled', messages)?.kind === 'fail_fast'
}

export interface MatrixSummary {
  status: PipelineStatus
  message: string
  counts: Record<
    'total' | 'success' | 'failed' | 'cancelled' | 'fail_fast' | 'skipped' | 'unfinished',
    number
  >
}

const quoted = (raw: string, max: number): string => inertLine(raw.trim() || '?', max)

/**
 * The notification: `success` when every leg succeeded (or was skipped), else `failed`, and
 * one line: "12 of 14 legs passed; failed: test (3.12, windows): <first error line>; cancelled
 * by fail-fast: 1", then what could not be read. Every text we did not write is made inert and
 * cut; the message is one line.
 */
export function summaryOf(
  legs: LegOutcome[],
  read: { complete: boolean; unavailable: string[] } = { complete: true, unavailable: [] }
): MatrixSummary {
  const counts = {
    total: 0,
    success: 0,
    failed: 0,
    cancelled: 0,
    fail_fast: 0,
    skipped: 0,
    unfinished: 0
  }
  const failed: LegOutcome[] = []
  for (const leg of legs) {
    counts.total++
    if (leg.status !== 'completed' || !leg.conclusion) counts.unfinished++
    else if (leg.conclusion === 'success') counts.success++
    else if (leg.conclusion === 'skipped' || leg.conclusion === 'neutral') counts.skipped++
    else if (leg.conclusion === 'cancelled') {
      if (leg.failFast) counts.fail_fast++
      else counts.cancelled++
    } else {
      counts.failed++
      failed.push(leg)
    }
  }
  const parts = [`${counts.success} of ${counts.total} legs passed`]
  if (failed.length) {
    const named = failed.slice(0, NAMED_FAILURES).map(leg => {
      const how = leg.conclusion === 'failure' ? '' : ` (${quoted(leg.conclusion, 20)})`
      const line = leg.firstError ? `: ${quoted(leg.firstError, LINE_CHARS)}` : ''
      return `${quoted(leg.name, NAME_CHARS)}${how}${line}`
    })
    const more = failed.length - named.length
    parts.push(`failed: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`)
  }
  if (counts.fail_fast) parts.push(`cancelled by fail-fast: ${counts.fail_fast}`)
  if (counts.cancelled) parts.push(`cancelled: ${counts.cancelled}`)
  if (counts.skipped) parts.push(`skipped: ${counts.skipped}`)
  if (counts.unfinished) parts.push(`not finished: ${counts.unfinished}`)
  const why = read.unavailable.slice(0, 5).map(u => quoted(u, LINE_CHARS))
  if (why.length) parts.push(`summary unavailable: ${why.join('; ')}`)
  // Jobs not read are jobs not known to have passed.
  const ok = read.complete && counts.success + counts.skipped === counts.total
  return { status: ok ? 'success' : 'failed', message: parts.join('; '), counts }
}

/** What the run's jobs and their annotations gave: the legs, and what could not be read. */
export interface SummaryReading {
  legs: LegOutcome[]
  /** Every page of the run's jobs was read. */
  complete: boolean
  unavailable: string[]
}

/**
 * Reads the run attempt's jobs (paginated, at most SUMMARY_MAX_PAGES), leaves out the job this
 * step runs in (in progress on this runner), then the annotations of its failed and cancelled
 * legs (at most SUMMARY_MAX_ANNOTATED, side by side), all within `budgetMs`.
 */
export async function readSummary(o: {
  token?: string
  /** The API key: hidden in every answer. */
  apiKey?: string
  env: NodeJS.ProcessEnv
  clock: Clock
  budgetMs?: number
}): Promise<SummaryReading> {
  // One plan for every read: the pages and the annotations share its requests and its time.
  const requests = new GitHubRequests({
    token: o.token,
    ...(o.apiKey ? { secrets: [o.apiKey] } : {}),
    env: o.env,
    clock: o.clock,
    maxRequests: SUMMARY_MAX_PAGES + SUMMARY_MAX_ANNOTATED,
    deadline: o.clock.now() + (o.budgetMs ?? SUMMARY_BUDGET_MS)
  })
  const run = Number(o.env.GITHUB_RUN_ID)
  const attempt = Number(o.env.GITHUB_RUN_ATTEMPT || 1)
  const unreadable = whyJobsUnreadable(o.token, run, attempt)
  if (unreadable) return { legs: [], complete: false, unavailable: [unreadable] }
  const { legs, complete, unavailable } = await readLegs(requests, run, attempt)
  // The job this step runs in has not ended: it is not one of the legs.
  const runner = o.env.RUNNER_NAME
  const others = legs.filter(
    l => !(runner && l.runnerName === runner && l.status === 'in_progress')
  )
  const outcomes: LegOutcome[] = others.map(l => ({ ...l }))
  await readAnnotations(requests, outcomes)
  unavailable.push(...requests.refusals())
  return { legs: outcomes, complete, unavailable }
}

/** Why the run's jobs cannot be asked for at all: no token, or no run to ask about. */
function whyJobsUnreadable(
  token: string | undefined,
  run: number,
  attempt: number
): string | undefined {
  if (!token) return "no GitHub token (github-token): the run's jobs were not read"
  if (!Number.isSafeInteger(run) || run <= 0 || !Number.isSafeInteger(attempt) || attempt <= 0)
    return "GITHUB_RUN_ID is not a run id: the run's jobs were not read"
  return undefined
}

/**
 * The run attempt's jobs, page by page until the last (or SUMMARY_MAX_PAGES), and whether
 * every page was read: a summary of part of the run must say that it is one.
 */
async function readLegs(
  requests: GitHubRequests,
  run: number,
  attempt: number
): Promise<{ legs: Leg[]; complete: boolean; unavailable: string[] }> {
  const unavailable: string[] = []
  const legs: Leg[] = []
  let complete = false
  for (let page = 1; page <= SUMMARY_MAX_PAGES; page++) {
    const answer = await requests.get(
      `/actions/runs/${run}/attempts/${attempt}/jobs?per_page=100&page=${page}`,
      'actions: read',
      "the run's jobs"
    )
    if (!('body' in answer)) {
      if ('failed' in answer) unavailable.push(`the run's jobs could not be read: ${answer.failed}`)
      else if ('skipped' in answer)
        unavailable.push(`the run's jobs not all read: ${answer.skipped}`)
      break
    }
    const got = legsOf(answer.body)
    legs.push(...got)
    const total = (answer.body as { total_count?: unknown } | null)?.total_count
    if (got.length < 100 || (typeof total === 'number' && legs.length >= total)) {
      complete = true
      break
    }
  }
  // A refusal is named once, among the plan's refusals, at the end.
  if (!complete && !unavailable.length && !requests.refused.size)
    unavailable.push(`the run's jobs not all read: more than ${SUMMARY_MAX_PAGES * 100}`)
  return { legs, complete, unavailable }
}

/**
 * Into the failed and cancelled legs (the failed first, at most SUMMARY_MAX_ANNOTATED), what
 * their annotations tell: a failed leg's first error line, whether fail-fast cancelled a leg.
 * Read side by side: they share the plan's time.
 */
async function readAnnotations(requests: GitHubRequests, outcomes: LegOutcome[]): Promise<void> {
  const annotated = [
    ...outcomes.filter(l => FAILED.has(l.conclusion)),
    ...outcomes.filter(l => l.conclusion === 'cancelled')
  ]
    .filter(l => l.checkRunId)
    .slice(0, SUMMARY_MAX_ANNOTATED)
  await Promise.all(
    annotated.map(async leg => {
      const answer = await requests.get(
        `/check-runs/${leg.checkRunId}/annotations?per_page=50`,
        'checks: read',
        "the failed legs' error lines"
      )
      if (!('body' in answer)) return
      if (leg.conclusion === 'cancelled') leg.failFast = cancelledByFailFast(answer.body)
      else {
        const line = firstFailureLine(answer.body)
        if (line) leg.firstError = line
      }
    })
  )
}
