/**
 * The action's part in ending runs from GitHub's record (src/reconcile): it writes the run's
 * record into the job's own log (main's `start`, post's `ending` and `end`, and post's warning
 * when its end did not reach the service), and post checks the run before this one and ends it
 * when its end never arrived (reconcile/github/next-run.ts), after its own end, saying in one line
 * what it did or why it could not.
 */
import * as runner from './runner.js'
import { readEventFacts } from '../environment/github.js'
import { Redactor } from '../logs/redact.js'
import type { Outcome } from '../queue/deliver.js'
import { endWordOf } from '../reconcile/heal.js'
import type { JobInfo } from '../run/github-job.js'
import type { Run, RunServices } from '../run/protocol.js'
import { GitHubApi } from '../reconcile/github/api.js'
import { END_NOT_DELIVERED_TITLE } from '../reconcile/github/finished.js'
import {
  CHECK_MAX_GETS,
  CHECK_WAIT_AFTER_END_MS,
  END_MAX_GETS,
  type EarlierCheck,
  checkEarlierRun,
  endEarlierRun
} from '../reconcile/github/next-run.js'
import {
  type Healer,
  type MachineKind,
  type RecordSeal,
  recordLine
} from '../reconcile/record-line.js'
import { gitHubCiJob } from '../reconcile/ci-job.js'
import { machineKindOf } from '../reconcile/machine.js'
import { runnerRootCandidates } from '../steps/runner-root.js'
import type { Clock } from '../util/clock.js'
import type { ActionFacts } from './action-facts.js'
import { type GitHubRequests, githubPlaceOf } from './github-requests.js'
import { fetchJob } from './jobs-api.js'
import { USER_AGENT } from './client-setup.js'
import type { ActionSettings } from './settings.js'
import { POST_EARLIER_END_BUDGET_MS, POST_GITHUB_BUDGET_MS } from './constants.js'
import type { StepTiming } from './timing.js'
import { runnerProcessFacts } from './step-output.js'

/** What every record of this job's run carries. */
export interface RecordFacts {
  seal: RecordSeal
  machine: MachineKind
  healer: Healer
  /**
   * This job as GitHub names it (the repository and `job.check_run_id`): a record is believed
   * only in the log of the job it names. None on a runner that does not give the job's id: no
   * reader believes such a record, and no later job ends the run from it.
   */
  ciJob?: string
}

export function recordFactsOf(settings: ActionSettings, env: NodeJS.ProcessEnv): RecordFacts {
  return {
    seal: { apiKey: settings.apiKey, address: settings.baseUrl },
    machine: machineKindOf({
      runnerEnvironment: env.RUNNER_ENVIRONMENT,
      queuePlacedByHand: Boolean(settings.queueDir || env.JOB_MONITOR_QUEUE_DIR?.trim()),
      runnerRoots: runnerRootCandidates(runnerProcessFacts())
    }),
    healer: settings.reconcile,
    ...ciJobOf(gitHubCiJob(env.GITHUB_REPOSITORY, settings.checkRunId))
  }
}

function ciJobOf(ciJob: string | undefined): { ciJob?: string } {
  return ciJob ? { ciJob } : {}
}

/** Prints one record of the run into the job's log. */
export function printRecord(
  f: RecordFacts,
  kind: 'start' | 'ending',
  run: Pick<Run, 'runId' | 'startTime' | 'jobName'>
): void {
  runner.info(
    recordLine({ kind, ...run, machine: f.machine, healer: f.healer, ...ciJobOf(f.ciJob) }, f.seal)
  )
}

/**
 * Post, once the end is settled: the end record; and when the end did not reach the service on a
 * machine that goes with its queue, the warning a later run (or the sweep) finds it by.
 */
export function printEnd(
  f: RecordFacts,
  run: Pick<Run, 'runId' | 'startTime' | 'jobName'>,
  end: Outcome<'end'>,
  status: 'success' | 'failed' | 'cancelled'
): void {
  const outcome = endWordOf(end)
  runner.info(
    recordLine(
      {
        kind: 'end',
        ...run,
        machine: f.machine,
        healer: f.healer,
        outcome,
        status,
        ...ciJobOf(f.ciJob)
      },
      f.seal
    )
  )
  if ((outcome !== 'queued' && outcome !== 'unsent') || f.machine !== 'ephemeral' || !run.runId)
    return
  const who = !f.ciJob
    ? "no later job can end it from GitHub's record: this runner does not give the job's id (job.check_run_id), which the record must name to be believed"
    : f.healer === 'next-run'
      ? "the next run of this job ends it from GitHub's record (the token needs actions: read and checks: read)"
      : f.healer === 'sweep'
        ? "the scheduled sweep ends it from GitHub's record (the token needs actions: read and checks: read)"
        : 'it stays open (reconcile: off)'
  runner.warning(
    `job-monitor: the end report of run ${run.runId} did not reach the service, and this machine's queue goes with it: ${who}`,
    { title: END_NOT_DELIVERED_TITLE }
  )
}

/**
 * Post: the check of the run before this one, begun beside post's other reads, in a plan of its
 * own (CHECK_MAX_GETS GETs within CHECK_BUDGET_MS). Undefined when this job ends no earlier run.
 */
export function startEarlierCheck(o: {
  settings: ActionSettings
  env: NodeJS.ProcessEnv
  job: JobInfo | undefined
  facts: ActionFacts
  clock: Clock
  /** Post's own plan: an answer it has (the run's jobs) is not asked again. */
  requests?: GitHubApi
  /** Aborted when the check is no longer waited for. */
  signal?: AbortSignal
}): Promise<EarlierCheck> | undefined {
  if (o.settings.reconcile !== 'next-run') return undefined
  const event = readEventFacts(o.env)
  if (!o.settings.githubToken)
    return Promise.resolve({
      unread: 'earlier runs of this job were not checked: no GitHub token (github-token)'
    })
  if (!o.job || !event.runId || !event.workflowFile)
    return Promise.resolve({
      unread:
        "earlier runs of this job were not checked: this job's own record could not be read (grant 'permissions: actions: read' and 'checks: read')"
    })
  const api = githubApiOf(
    o.settings,
    o.env,
    o.facts,
    o.clock,
    CHECK_MAX_GETS,
    POST_GITHUB_BUDGET_MS,
    {
      shared: o.requests?.shared,
      signal: o.signal
    }
  )
  return checkEarlierRun(api, {
    runId: event.runId,
    attempt: event.attempt ?? 1,
    workflowFile: event.workflowFile,
    job: o.job,
    jobIndex: o.settings.jobIndex
  }).catch(e => ({ unread: `earlier runs of this job were not checked: ${(e as Error).message}` }))
}

function githubApiOf(
  settings: ActionSettings,
  env: NodeJS.ProcessEnv,
  facts: ActionFacts,
  clock: Clock,
  maxRequests: number,
  budgetMs: number,
  also: { shared?: GitHubApi['shared']; signal?: AbortSignal } = {}
): GitHubApi {
  return new GitHubApi({
    ...(also.shared ? { shared: also.shared } : {}),
    ...(also.signal ? { signal: also.signal } : {}),
    token: settings.githubToken,
    place: githubPlaceOf(env),
    proxy: facts.proxy,
    secrets: [settings.apiKey],
    clock,
    maxRequests,
    deadline: clock.now() + budgetMs,
    userAgent: USER_AGENT
  })
}

/**
 * Post, after its own end: the earlier run ended when the check found one to end, within
 * `until`; one line says what was done, or why not.
 */
export async function endEarlierAfter(
  check: Promise<EarlierCheck | undefined> | undefined,
  o: {
    settings: ActionSettings
    env: NodeJS.ProcessEnv
    facts: ActionFacts
    services: RunServices
    clock: Clock
    job: JobInfo | undefined
    until: number
    signal: AbortSignal
  }
): Promise<void> {
  const found = await check
  if (!found) return
  if ('unread' in found) return runner.info(`job-monitor: ${found.unread}`)
  if ('clear' in found || !o.job) return
  const event = readEventFacts(o.env)
  const left = Math.max(0, o.until - o.clock.now())
  const api = githubApiOf(o.settings, o.env, o.facts, o.clock, END_MAX_GETS, left)
  const redactor = new Redactor([
    o.settings.apiKey,
    ...(o.settings.githubToken ? [o.settings.githubToken] : [])
  ])
  const half = Math.floor(o.settings.logMaxBytes / 2)
  const done = await endEarlierRun(api, found.suspect, {
    own: {
      runId: event.runId ?? 0,
      attempt: event.attempt ?? 1,
      workflowFile: event.workflowFile ?? '',
      job: o.job,
      jobIndex: o.settings.jobIndex
    },
    seal: { apiKey: o.settings.apiKey, address: o.settings.baseUrl },
    services: o.services,
    window: { deadline: o.until, signal: o.signal },
    bounds: {
      headBytes: half + 8192,
      tailBytes: half + 8192,
      streamBytes: 4 * 1024 * 1024,
      timeoutMs: Math.min(5000, left)
    },
    logBytes: Math.max(1024, o.settings.logMaxBytes - 1024),
    redactor,
    proxy: o.facts.proxy,
    ...(o.job.html_url ? { endedBy: o.job.html_url } : {}),
    now: () => o.clock.now()
  }).catch(e => ({ left: `it could not be ended: ${(e as Error).message}` }))
  const what = `the run of the earlier job ${found.suspect.earlier.id}`
  if ('unread' in done) runner.info(`job-monitor: ${done.unread}`)
  else if ('left' in done) runner.info(`job-monitor: ${what} was left alone: ${done.left}`)
  else
    for (const h of done.healed) {
      const said =
        h.outcome === 'delivered'
          ? 'ended'
          : h.outcome === 'queued'
            ? 'end queued'
            : `end ${h.outcome}`
      runner.info(
        `job-monitor: ${what} (run ${h.runId}, ${h.jobName}) ${said} from GitHub's record: ${h.status}${h.error ? ` (${h.error})` : ''}`
      )
    }
}

/**
 * Post's part, in the order post meets it: the `ending` record before its end is sent, this
 * job's own record read (and the check of the run before it begun beside the reads that follow),
 * then, once its own end is settled, the `end` record and the earlier run ended.
 */
export class EarlierRun {
  check?: Promise<EarlierCheck>
  job?: JobInfo
  private readonly records: RecordFacts
  private readonly checking = new AbortController()

  private readonly o: {
    settings: ActionSettings
    env: NodeJS.ProcessEnv
    facts: ActionFacts
    services: RunServices
    clock: Clock
    /** The instant by which the earlier run's end is done (post's own budget holds). */
    until: () => number
    signal: AbortSignal
  }

  constructor(p: {
    settings: ActionSettings
    env: NodeJS.ProcessEnv
    actionFacts: ActionFacts
    services: RunServices
    timing: StepTiming
    /** When post began: its budget counts from there. */
    began: number
    cancel: { signal: AbortSignal }
  }) {
    const { clock, postTotalBudgetMs } = p.timing
    this.o = {
      settings: p.settings,
      env: p.env,
      facts: p.actionFacts,
      services: p.services,
      clock,
      until: () => Math.min(clock.now() + POST_EARLIER_END_BUDGET_MS, p.began + postTotalBudgetMs),
      signal: p.cancel.signal
    }
    this.records = recordFactsOf(p.settings, p.env)
  }

  /** From here an end may be on its way: a log that stops after this line proves nothing. */
  printEnding(run: Pick<Run, 'runId' | 'startTime' | 'jobName'>): void {
    printRecord(this.records, 'ending', run)
  }

  /** This job's own record (jobs API); the check of the run before it begins beside what follows. */
  async readThisJob(requests: GitHubRequests): Promise<JobInfo | undefined> {
    const { settings, facts } = this.o
    const job = await fetchJob(requests, {
      checkRunId: settings.checkRunId,
      runId: facts.context.pipelineRunId,
      attempt: facts.context.attempt,
      runnerName: facts.context.workerName,
      debug: m => runner.info(m)
    })
    this.job = job
    this.check = startEarlierCheck({ ...this.o, job, requests, signal: this.checking.signal })
    return job
  }

  /** Once this job's end is settled: its `end` record, then the earlier run ended if it must be. */
  async afterTheEnd(
    attempt: { end?: Outcome<'end'>; ended?: { runId: string } },
    run: Pick<Run, 'runId' | 'startTime' | 'jobName'>,
    status: 'success' | 'failed' | 'cancelled'
  ): Promise<void> {
    if (attempt.end)
      printEnd(
        this.records,
        { ...run, runId: attempt.ended?.runId || run.runId },
        attempt.end,
        status
      )
    await endEarlierAfter(this.waited(), { ...this.o, job: this.job, until: this.o.until() })
  }

  /** The check's answer, waited for CHECK_WAIT_AFTER_END_MS at most; then it is dropped. */
  private async waited(): Promise<EarlierCheck | undefined> {
    if (!this.check) return undefined
    const wait = new AbortController()
    const late = this.o.clock.sleep(CHECK_WAIT_AFTER_END_MS, wait.signal).then(
      (): EarlierCheck => {
        this.checking.abort()
        return {
          unread: `earlier runs of this job were not checked: GitHub did not answer within ${CHECK_WAIT_AFTER_END_MS / 1000} s of this job's end`
        }
      },
      () => undefined
    )
    try {
      return await Promise.race([this.check, late])
    } finally {
      wait.abort()
    }
  }
}
