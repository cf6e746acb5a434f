/**
 * GitLab's reader of a finished job: fills the CI-neutral record (finished-job.ts) from the jobs
 * API and the job's trace, as GitLab and its runner write them.
 *
 * - The trace: GET /projects/:id/jobs/:job_id/trace answers the whole log as text/plain (lib/api/
 *   ci/jobs.rb: `body build.trace.raw`, no Range honoured), so it is streamed and read bounded
 *   (../bounded-read.ts): its head and its last bytes kept, the connection dropped at the stream
 *   bound; the tail is the log's true end only when the trace ended within the bound.
 * - Its lines, as gitlab-runner writes them: colours and erase-line codes (ANSI), collapsible
 *   sections `section_start:<unix>:<name>\r\e[0K` and `section_end:...` (helpers/
 *   build_section.go), and with timestamps on (runner 17+, common/buildlogger/internal/
 *   timestamper/timestamper.go) each line led by `<RFC 3339 time> <stream id><O|E>< |+>`,
 *   `+` continuing the line before. The runner says a failed job in red `ERROR: Job failed: ...`
 *   (common/build.go; common/buildlogger/internal/tee.go prefixes `ERROR: `).
 * - The end step is after_script: the runner prints "Running after_script" as it begins it
 *   (common/build.go `GetStageDescription`, section `after_script`), after the step_script stage
 *   ("Executing "step_script" stage of the job script").
 * - The conclusion: `status` (success, failed, canceled) and, for a failed job, `failure_reason`
 *   (app/models/concerns/enums/ci/commit_status.rb). A machine lost mid-job: the runner that
 *   stops updating a running job for an hour has it dropped with `stuck_or_timeout_failure`
 *   (app/services/ci/stuck_builds/drop_running_service.rb), and a runner that fails under the job
 *   reports `runner_system_failure`. A job past its time limit: `job_execution_timeout`. GitLab's
 *   own words for each are its page's (app/presenters/commit_status_presenter.rb,
 *   CALLOUT_FAILURE_MESSAGES), quoted as such.
 */
import type { Redactor } from '../../logs/redact.js'
import { type LogAnswer, type LogBounds, boundedGet, streamedLog } from '../bounded-read.js'
import type { CiConclusion, EndStepRan, FinishedJob } from '../finished-job.js'
import { type LogReading, logFactsOf, quoted, terminalLine } from '../log-record.js'
import { gitLabCiJob } from '../ci-job.js'
import type { RecordSeal } from '../record-line.js'
import { GITLAB_SCOPE, type GitLabApi, type GitLabJob, gitLabFinished } from './api.js'

/** GitLab's page's words for a failure reason (commit_status_presenter.rb). */
const GITLAB_WORDS: Record<string, string> = {
  unknown_failure: 'There is an unknown failure, please try again',
  api_failure: 'There has been an API failure, please try again',
  stuck_or_timeout_failure:
    'There has been a timeout failure or the job got stuck. Check your timeout limits or try again',
  runner_system_failure: 'There has been a runner system failure, please try again',
  job_execution_timeout: 'The script exceeded the maximum execution time set for the job',
  runner_unsupported: 'Your runner is outdated, please upgrade your runner',
  scheduler_failure:
    'The scheduler failed to assign job to the runner, please try again or contact system administrator'
}

/** Failure reasons that mean the runner or its machine was lost under the job. */
const LOST = new Set(['runner_system_failure', 'stuck_or_timeout_failure'])

export function gitLabConclusionOf(job: GitLabJob): CiConclusion {
  if (job.status === 'success') return 'success'
  if (job.status === 'canceled') return 'cancelled'
  if (job.status !== 'failed') return 'other'
  if (job.failureReason && LOST.has(job.failureReason)) return 'lost'
  if (job.failureReason === 'job_execution_timeout') return 'timed_out'
  return 'failure'
}

/** The runner's time stamp at a line's start (timestamper.go), and its append flag. */
const STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z [0-9a-f]{2}[OE]([ +])/
/* eslint-disable-next-line no-control-regex -- the runner's section markers end in \r\e[0K */
const SECTION = /section_(?:start|end):\d{1,12}:[A-Za-z0-9_.\-[\]=,]*\r(?:\x1b\[0K)?/g

/** The trace's raw lines with the time stamps gone and continued lines joined. */
function traceLines(raw: string): string[] {
  const out: string[] = []
  for (const line of raw.split('\n')) {
    const m = STAMP.exec(line)
    const text = m ? line.slice(m[0].length) : line
    if (m?.[1] === '+' && out.length) out[out.length - 1] += text
    else out.push(text)
  }
  return out
}

/** A part of the trace as a person reads it on the job's page. */
export function gitLabText(raw: string): string {
  const out: string[] = []
  for (const line of traceLines(raw)) {
    const shown = line.replace(SECTION, '')
    // A line that held only a section's marker shows nothing on the page.
    if (shown !== line && terminalLine(shown) === '') continue
    out.push(terminalLine(shown))
  }
  return out.join('\n')
}

/** The runner's red lines: `ERROR: Job failed: exit code 1`. */
export function gitLabErrorLines(raw: string): string[] {
  return gitLabText(raw)
    .split('\n')
    .filter(l => l.startsWith('ERROR: '))
}

export const GITLAB_READING: LogReading = { shown: gitLabText, errorLines: gitLabErrorLines }

/**
 * Whether after_script began: its line in the parts read. It ran not ('no') only when the parts
 * read hold the trace's true end and the step_script stage before it: after_script comes after
 * that stage, so it would be in them.
 */
export function afterScriptRan(parts: string[], tailIsEnd: boolean): EndStepRan {
  const text = parts.map(gitLabText).join('\n')
  if (
    /^Running after_script\s*$/m.test(text) ||
    /section_start:\d+:after_script/.test(parts.join(''))
  )
    return 'yes'
  const last = parts.at(-1) ?? ''
  const stepScript =
    /section_start:\d+:step_script/.test(last) ||
    /^Executing "step_script" stage of the job script\s*$/m.test(gitLabText(last))
  return tailIsEnd && (parts.length === 1 || stepScript) ? 'no' : 'unknown'
}

/** The job's trace, read bounded: one GET, streamed (GitLab honours no Range on it). */
export async function readTrace(
  api: GitLabApi,
  jobId: number,
  bounds: LogBounds
): Promise<LogAnswer> {
  const path = `/jobs/${jobId}/trace`
  const gives = "an earlier job's trace (to end its run from GitLab's record)"
  const target = api.claim(path, 'text/plain')
  if ('skipped' in target) return { noLog: target.skipped }
  try {
    const answer = await boundedGet(
      target.url,
      target.headers,
      'stream',
      api.within(bounds),
      api.proxy
    )
    if (answer.status >= 400) {
      const why = api.judge(answer.status, answer.headers, path, GITLAB_SCOPE, gives)
      if ('refused' in why)
        return { noLog: `GitLab refused it (HTTP ${why.refused})`, refused: true }
      return { noLog: 'failed' in why ? why.failed : `HTTP ${answer.status}` }
    }
    if (answer.status !== 200 && answer.status !== 206)
      return { noLog: `the trace answered HTTP ${answer.status}` }
    const log = streamedLog(answer, bounds)
    // What a person reads is what GitLab serves: hidden secrets stay hidden here too.
    return {
      log: { ...log, head: api.hide(log.head), tail: api.hide(log.tail) },
      cost: { blobGets: 1, bytes: answer.body.length + (answer.last?.length ?? 0) }
    }
  } catch (e) {
    return { noLog: `the trace could not be read: ${(e as Error).message}` }
  }
}

/** The finished job's record, from GitLab's job and its trace. */
export function gitLabFinishedJobOf(o: {
  job: GitLabJob
  log: LogAnswer
  seal: RecordSeal
  /** The project read, as named (its id or path): the job's own `project_id` goes first. */
  project?: string
  logBytes: number
  redactor: Redactor
}): FinishedJob {
  const { job } = o
  const facts = logFactsOf({ ...o, reading: GITLAB_READING })
  const ciJob = gitLabCiJob(job.projectId ?? o.project, job.id)
  const words = job.failureReason ? GITLAB_WORDS[job.failureReason] : undefined
  const { parts, ...log } = facts
  return {
    ci: 'gitlab',
    ciName: 'GitLab',
    job: {
      id: String(job.id),
      name: job.name,
      ...(job.webUrl ? { url: job.webUrl } : {}),
      ...(ciJob ? { ciJob } : {})
    },
    finished: gitLabFinished(job),
    conclusion: gitLabConclusionOf(job),
    conclusionWord: job.failureReason ? `${job.status} (${job.failureReason})` : job.status,
    ...(job.finishedAt ? { completedAt: job.finishedAt } : {}),
    failedSteps: [],
    ciWords: words ? [quoted(words, o.redactor)] : [],
    endStepRan: facts.log ? afterScriptRan(parts, facts.log.tailIsEnd) : 'unknown',
    ...log
  }
}
