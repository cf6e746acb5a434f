/**
 * Buildkite's reader of a finished job: fills the CI-neutral record (finished-job.ts) from a
 * build's jobs and the job's log, as Buildkite and its agent write them.
 *
 * - The log: GET .../builds/{number}/jobs/{id}/log with `Accept: text/plain` is the raw log;
 *   with `Range: bytes=-N` it answers 206 with the last N bytes and `Content-Range: bytes
 *   a-b/total` (buildkite/docs pages/apis/rest_api/jobs.md, "Get a log tail using a range
 *   request": suffix ranges only, a start-end range is refused with 400, an empty log 416). So
 *   the tail, which holds the run's `end` record, is one ranged read of a few kilobytes; the
 *   head a second read, dropped once its bytes are in. An address that ignores Range (200, the
 *   whole text) is streamed and read bounded (../bounded-read.ts).
 * - Its lines, as the agent writes them: a time stamp code `\e_bk;t=<ms>\a` before each line
 *   (core/job_controller.go `BKTimestamp`), colours, group headers `~~~`, `---`, `+++` and the
 *   `^^^ +++` that opens the group before; an error as `🚨 Error: ...` (internal/shell/logger.go
 *   `Errorf`), such as "The command exited with status 1" (internal/job/executor.go).
 * - The end step is the plugin's pre-exit hook: the agent heads each hook it runs "~~~ Running
 *   plugin <name> pre-exit hook" (internal/job/executor.go `executeHook`), after the command's
 *   "~~~ Running commands" (or "Running script").
 * - The conclusion: the job's `state` (passed, failed, timed_out, canceled), `exit_status`, and
 *   `signal_reason` with Buildkite's words for it (builds.md, the job's fields). A lost agent:
 *   Buildkite fails the job with exit status -1, shown as "Exited with status -1 (agent lost)"
 *   (pages/agent/self_hosted/agent_stack_k8s/long_running_jobs.md), and the job's agent's
 *   `connection_state` is `lost` (agents.md: never_connected, connected, disconnected,
 *   stopping, stopped, lost). Both, or the machine is not called lost.
 */
import type { Redactor } from '../../logs/redact.js'
import {
  type BoundedAnswer,
  type LogAnswer,
  type LogBounds,
  boundedGet,
  rangeStartOf,
  streamedLog,
  totalOf,
  wholeLog
} from '../bounded-read.js'
import type { CiConclusion, EndStepRan, FinishedJob, ReadLog } from '../finished-job.js'
import { type LogReading, logFactsOf, quoted, terminalLine } from '../log-record.js'
import { buildkiteCiJob } from '../ci-job.js'
import type { RecordSeal } from '../record-line.js'
import { BUILDKITE_SCOPES, type BuildkiteApi, type BuildkiteJob, buildkiteFinished } from './api.js'

/** Buildkite's words for a signal reason (builds.md, the job's `signal_reason`). */
const SIGNAL_WORDS: Record<string, string> = {
  agent_stop: 'agent was gracefully stopped',
  cancel: 'job was canceled',
  process_run_error: 'agent failed to start the process',
  agent_refused: 'agent refused the job',
  signature_rejected: 'job signature was invalid',
  stack_error: 'internal agent error',
  agent_incompatible: 'agent cannot run this job type'
}

export function buildkiteLost(job: BuildkiteJob): boolean {
  return job.exitStatus === -1 && job.agentState === 'lost'
}

export function buildkiteConclusionOf(job: BuildkiteJob): CiConclusion {
  if (job.state === 'timed_out') return 'timed_out'
  if (job.state === 'canceled') return 'cancelled'
  if (job.state === 'passed' || (job.state === 'finished' && job.exitStatus === 0)) return 'success'
  if (job.state === 'failed' || job.state === 'finished')
    return buildkiteLost(job) ? 'lost' : 'failure'
  return 'other'
}

/** The agent's time stamp code (an APC sequence), and any other such sequence. */
/* eslint-disable-next-line no-control-regex -- the agent's time stamp codes are escape sequences */
const APC = /\x1b_[^\x07\x1b]*(?:\x07|\x1b\\)/g

/** A part of the log as a person reads it on the job's page. */
export function buildkiteText(raw: string): string {
  const out: string[] = []
  for (const line of raw.split('\n')) {
    const shown = terminalLine(line.replace(APC, ''))
    if (shown === '^^^ +++') continue
    out.push(shown.replace(/^(?:~~~|---|\+\+\+) /, ''))
  }
  return out.join('\n')
}

/** The agent's error lines, as `Error: ...`. */
export function buildkiteErrorLines(raw: string): string[] {
  return buildkiteText(raw)
    .split('\n')
    .flatMap(l => (l.startsWith('🚨 Error: ') ? [l.slice(3)] : []))
}

export const BUILDKITE_READING: LogReading = {
  shown: buildkiteText,
  errorLines: buildkiteErrorLines
}

/**
 * Whether a pre-exit hook began: its header in the parts read. It ran not ('no') only when the
 * parts read hold the log's true end and the command's header before it (pre-exit comes after
 * the command), or the whole log.
 */
export function preExitRan(parts: string[], tailIsEnd: boolean): EndStepRan {
  const text = parts.map(buildkiteText).join('\n')
  if (/^Running (?:plugin \S+ |global |local )?pre-exit hook\s*$/m.test(text)) return 'yes'
  const last = buildkiteText(parts.at(-1) ?? '')
  const command = /^Running (?:commands|script|batch script)\s*$/m.test(last)
  return tailIsEnd && (parts.length === 1 || command) ? 'no' : 'unknown'
}

/** The job's log, its tail and its head: two GETs at most, each bounded. */
export async function readBuildkiteLog(
  api: BuildkiteApi,
  where: { pipeline: string; build: number; job: string },
  bounds: LogBounds
): Promise<LogAnswer> {
  const path = `/pipelines/${encodeURIComponent(where.pipeline)}/builds/${where.build}/jobs/${encodeURIComponent(where.job)}/log`
  const cost = { blobGets: 0, bytes: 0 }
  try {
    const tail = await get(api, path, { suffix: bounds.tailBytes }, bounds, cost)
    if ('noLog' in tail) return tail
    if (tail.status === 416) return { log: wholeLog(Buffer.alloc(0)), cost }
    if (tail.status === 200) return { log: hidden(api, streamedLog(tail, bounds)), cost }
    if (tail.status !== 206) return { noLog: `the log answered HTTP ${tail.status}` }
    const total = totalOf(tail.headers['content-range'])
    const from = rangeStartOf(tail.headers['content-range'])
    if (total === undefined || from === undefined)
      return { noLog: 'the log answered a range without its place in the log' }
    if (from === 0) return { log: hidden(api, wholeLog(tail.body)), cost }
    const head = await get(api, path, 'head', bounds, cost)
    if ('noLog' in head) return head
    if (head.status !== 200) return { noLog: `the log's head answered HTTP ${head.status}` }
    return { log: hidden(api, joined(head.body, tail.body, total)), cost }
  } catch (e) {
    return { noLog: `the log could not be read: ${(e as Error).message}` }
  }
}

async function get(
  api: BuildkiteApi,
  path: string,
  want: { suffix: number } | 'head',
  bounds: LogBounds,
  cost: { blobGets: number; bytes: number }
): Promise<BoundedAnswer | { noLog: string; refused?: boolean }> {
  const target = api.claim(path, 'text/plain')
  if ('skipped' in target) return { noLog: target.skipped }
  const answer = await boundedGet(target.url, target.headers, want, api.within(bounds), api.proxy)
  cost.blobGets++
  cost.bytes += answer.body.length + (answer.last?.length ?? 0)
  if (answer.status >= 400 && answer.status !== 416) {
    const why = api.judge(answer.status, answer.headers, path, BUILDKITE_SCOPES, "a job's log")
    if ('refused' in why)
      return { noLog: `Buildkite refused it (HTTP ${why.refused})`, refused: true }
    return { noLog: 'failed' in why ? why.failed : `HTTP ${answer.status}` }
  }
  return answer
}

/** The head (from the log's start) and the tail (its last bytes) of a log of `total` bytes. */
function joined(head: Buffer, tail: Buffer, total: number): ReadLog {
  const tailFrom = total - tail.length
  if (head.length >= tailFrom)
    return wholeLog(Buffer.concat([head, tail.subarray(head.length - tailFrom)]))
  return {
    head: head.toString('utf8'),
    tail: tail.toString('utf8'),
    totalBytes: total,
    tailIsEnd: true,
    notRead: tailFrom - head.length
  }
}

function hidden(api: BuildkiteApi, log: ReadLog): ReadLog {
  return { ...log, head: api.hide(log.head), tail: api.hide(log.tail) }
}

/** The finished job's record, from Buildkite's job and its log. */
export function buildkiteFinishedJobOf(o: {
  job: BuildkiteJob
  log: LogAnswer
  seal: RecordSeal
  /** The organization read (its slug): with the job's id, the job the records must name. */
  org: string | undefined
  logBytes: number
  redactor: Redactor
}): FinishedJob {
  const { job } = o
  const { parts, ...facts } = logFactsOf({ ...o, reading: BUILDKITE_READING })
  const ciJob = buildkiteCiJob(o.org, job.id)
  const words: string[] = []
  if (buildkiteLost(job)) words.push('Exited with status -1 (agent lost)')
  if (job.signalReason)
    words.push(
      `${job.signalReason}: ${SIGNAL_WORDS[job.signalReason] ?? 'the job received a signal'}`
    )
  const status = job.exitStatus === undefined ? '' : `, exit status ${job.exitStatus}`
  return {
    ci: 'buildkite',
    ciName: 'Buildkite',
    job: {
      id: job.id,
      name: job.name ?? job.stepKey ?? job.id,
      ...(job.webUrl ? { url: job.webUrl } : {}),
      ...(ciJob ? { ciJob } : {})
    },
    finished: buildkiteFinished(job) && job.finishedAt !== undefined,
    conclusion: buildkiteConclusionOf(job),
    conclusionWord: `${job.state}${status}`,
    ...(job.finishedAt ? { completedAt: job.finishedAt } : {}),
    failedSteps: [],
    ciWords: words.map(w => quoted(w, o.redactor)),
    endStepRan: facts.log ? preExitRan(parts, facts.log.tailIsEnd) : 'unknown',
    ...facts
  }
}
