/**
 * The post step: stop the heartbeat helper, then end the run through the run protocol (its
 * queued start first, the end report with the start's byte-identical start_time and its run
 * id, the final pipeline notification last), within bounded time; what does not get through is
 * queued. Writes the job summary. Never fails the job unless `fail-on-error` asks for it, and
 * leaves no process behind.
 */
import * as runner from './runner.js'
import { readCaptures } from '../logs/exec-captures.js'
import { Redactor } from '../logs/redact.js'
import { type RunContext, contextMetadata, mergeMetadata } from '../run/context.js'
import { OpenRunStore } from '../queue/open-runs.js'
import { endTheRun } from '../run/run-end.js'
import type { EndStatus } from '../client/wire.js'
import { type Ended, type Run, type RunServices, endRun, finalMessage } from '../run/protocol.js'
import { cancelOnSignals } from '../run/signals.js'
import { type MainState, readMainState } from './main-state.js'
import { type StopResult, helperTrouble, stopDescription, stopHelper } from '../helper/stop.js'
import { gatherEndFacts, postGitHubPlan } from './end-facts.js'
import { closeOut } from './end-outcome.js'
import { type EndReason, withEndReason } from './end-reasons.js'
import { type JobInfo, failedSteps } from './jobs-api.js'
import { gatherUsualDuration } from './usual-duration.js'
import { usualNoteBytes, withUsualNote } from '../run/usual-duration.js'
import { readLogFiles } from './log-files.js'
import { assembleLogReport, errorDetails } from './log-report.js'
import {
  type EndReportSteps,
  endReportSteps,
  stepOutputBudget,
  withFailureQuotes
} from './step-output.js'
import { withJobTimes } from '../run/runner-facts.js'
import { readActionFacts } from './action-facts.js'
import { makeClient, makeQueue } from './client-setup.js'
import { type ActionSettings, InputError, readApiKey, readSettings } from './settings.js'
import { endStatusOf } from './status.js'
import type { SummaryFacts } from './summary.js'
import { STEP_TIMING, type StepTiming } from './timing.js'
import { EarlierRun } from './earlier-run.js'

const input = (name: string): string => runner.getInput(name)

export async function runPost(
  env: NodeJS.ProcessEnv = process.env,
  timing: StepTiming = STEP_TIMING
): Promise<void> {
  const began = timing.clock.now()
  const key = maskSecrets()
  const saved = readMainState()
  const stopTheHelper = helperStopper(saved)
  const toEnd = await runToEnd(saved, key, env, stopTheHelper)
  if (!toEnd) return
  const { run, settings } = toEnd
  const status = endStatusOf(settings.jobStatus)
  const actionFacts = readActionFacts(env, settings)
  const log = (m: string): void => runner.info(`job-monitor: ${m}`)
  const services: RunServices = {
    client: makeClient(settings, actionFacts.proxy, log, timing.clock),
    queue: makeQueue(actionFacts.queue, log)
  }
  const cancel = cancelOnSignals()
  const earlier = new EarlierRun({ settings, env, actionFacts, services, timing, began, cancel })
  try {
    // The run's one end owner: marked as ending, the helper stopped, ended, its record settled.
    const { attempt, leftOpen } = await endTheRun({
      runKey: run.runKey,
      records: OpenRunStore.inQueue(actionFacts.queue.dir),
      stopHelper: stopTheHelper,
      send: async helper => {
        const facts = helperFacts(
          run.jobName,
          status,
          saved.helperPid,
          helper ?? { how: 'none' },
          saved
        )
        // No end can be sent with this key: nothing is left for a later job to end.
        if (saved.authRejected) return { forget: true, facts }
        if (!run.runId && helper?.status?.runId) run.runId = helper.status.runId
        // From here an end may be on its way: a log that stops after this line proves nothing.
        earlier.printEnding(run)
        const ended = await sendEndReport(
          services,
          settings,
          actionFacts,
          run,
          status,
          saved,
          facts,
          {
            env,
            timing,
            began,
            signal: cancel.signal,
            earlier
          }
        )
        return { end: ended.end, ended, facts }
      }
    })
    await closeOut(attempt, leftOpen, {
      services,
      settings,
      saved,
      run,
      status,
      cancelled: cancel.signal,
      replayUntil: began + timing.postTotalBudgetMs,
      timing
    })
    await earlier.afterTheEnd(attempt, run, status)
  } finally {
    cancel.dispose()
  }
}

/** The key and the token are masked in the log before anything could print them. */
function maskSecrets(): string {
  const key = readApiKey(input)
  if (key) runner.setSecret(key)
  const token = input('github-token')
  if (token) runner.setSecret(token)
  return key
}

/** No process is left behind, and no heartbeat follows the end report, whatever else happens. */
function helperStopper(saved: MainState): () => Promise<StopResult> {
  return async () => {
    const helper = await stopHelper(saved.helperPid, saved.statusFile, {
      runKey: saved.runKey,
      // Where main said the helper listens: never this step's TMPDIR, which a step may change.
      channels: saved.channels
    })
    const how = stopDescription(helper)
    if (how) runner.info(`job-monitor: the heartbeat helper ${how}`)
    return helper
  }
}

/**
 * The run main began and the settings to end it with; without either (no usable key, no run,
 * an input in error) the helper is stopped all the same, and the log says why nothing is sent.
 */
async function runToEnd(
  saved: MainState,
  key: string,
  env: NodeJS.ProcessEnv,
  stopTheHelper: () => Promise<StopResult>
): Promise<{ run: Run; settings: ActionSettings } | undefined> {
  if (saved.sweep) {
    runner.info(
      'job-monitor: this job swept earlier runs (mode: reconcile): no run of its own to end.'
    )
    return undefined
  }
  if (saved.skipped || !key) {
    await stopTheHelper()
    runner.notice(
      'job-monitor: no usable api-key (see the main step), so this job was not reported.'
    )
    return undefined
  }
  const run = savedRun(saved)
  if (!run) {
    await stopTheHelper()
    runner.info('job-monitor: the main step started no run (see its log); nothing to end.')
    return undefined
  }
  const settings = await readInputs(env)
  if (!settings) {
    await stopTheHelper()
    return undefined
  }
  return { run, settings }
}

/**
 * The end report with what explains it (the job's steps, why it ended, the captured output),
 * within post's budget; what does not get through is queued.
 */
async function sendEndReport(
  services: RunServices,
  settings: ActionSettings,
  actionFacts: ReturnType<typeof readActionFacts>,
  run: Run,
  status: EndStatus,
  saved: MainState,
  facts: SummaryFacts,
  o: {
    env: NodeJS.ProcessEnv
    timing: StepTiming
    began: number
    signal: AbortSignal
    earlier: EarlierRun
  }
): Promise<Ended> {
  const { env, timing, began } = o
  const { clock } = timing
  if (!saved.pipelinesRejected) run.pipelineId = settings.pipelineId
  // Post's GitHub reads, in one plan of requests and time: the job first (its answer also
  // gives the queue and set-up times), then why the run ended, its previous attempt and its
  // schedule.
  const requests = postGitHubPlan({
    token: settings.githubToken,
    apiKey: settings.apiKey,
    env,
    clock,
    budgetMs: timing.postGitHubBudgetMs
  })
  const job = await o.earlier.readThisJob(requests)
  const context = withJobTimes(actionFacts.context, job, Date.parse(run.startTime))
  const steps = capturedSteps(settings, job, saved)
  const end = await gatherEndFacts({
    status,
    requests,
    checkRunId: settings.checkRunId,
    job,
    stepErrors: steps.errorLines,
    env
  })
  facts.unread = end.unread
  const usual = await gatherUsualDuration({
    status,
    requests,
    job,
    env,
    run,
    clock,
    log: runner.info
  })
  const metadata = mergeMetadata(
    { ...contextMetadata(context), ...end.metadata },
    settings.metadata
  )
  return endRun(
    services,
    run,
    {
      status,
      errorDetails: endErrorDetails(settings, status, job, steps, end.reason),
      metadata,
      tags: settings.tags,
      logs: withUsualNote(
        await endReportLogs(settings, env, run, status, job, context, steps, usualNoteBytes(usual)),
        usual
      ),
      notification: { message: finalMessage(run.jobName, status), metadata }
    },
    {
      deadline: Math.min(clock.now() + timing.postEndBudgetMs, began + timing.postTotalBudgetMs),
      signal: o.signal
    }
  )
}

/** Why the run ended as it did: the failed steps, the lines that say why, the end's reason. */
function endErrorDetails(
  settings: ActionSettings,
  status: EndStatus,
  job: JobInfo | undefined,
  steps: EndReportSteps,
  reason: EndReason | undefined
): string | null {
  const failed = job ? failedSteps(job) : steps.failed
  const quoted = withFailureQuotes(errorDetails(status, settings.jobStatus, failed), status, steps)
  return withEndReason(quoted, reason)
}

/** The run main began, from the step state; undefined when main began none. */
function savedRun({ runKey, startTime, jobName, runId }: MainState): Run | undefined {
  if (!runKey || !startTime) return undefined
  return {
    jobName: jobName || input('job-name'),
    runKey,
    startTime,
    runId: runId ?? ''
  }
}

async function readInputs(env: NodeJS.ProcessEnv): Promise<ActionSettings | undefined> {
  try {
    return await readSettings(input, env)
  } catch (e) {
    if (e instanceof InputError) {
      runner.warning(`job-monitor: ${e.message}`)
      return undefined
    }
    throw e
  }
}

/** The summary's start: what the helper did, and whether it lived as long as the job. */
function helperFacts(
  jobName: string,
  status: string,
  pid: number | undefined,
  helper: StopResult,
  saved: MainState
): SummaryFacts {
  const facts: SummaryFacts = {
    jobName,
    status,
    heartbeatsSent: helper.status?.beatsSent ?? 0,
    heartbeatsFailed: helper.status?.beatsFailed ?? 0,
    helper: stopDescription(helper),
    delivered: [],
    queued: [],
    trouble: []
  }
  const died = helperTrouble(pid, helper)
  if (died) facts.trouble.push(died)
  if (helper.status?.lastError && helper.status.beatsFailed)
    facts.trouble.push(`heartbeats: ${helper.status.lastError}`)
  if (saved.startOutcome === 'delivered') facts.delivered.push('start report')
  if (saved.pipelineOutcome === 'delivered') facts.delivered.push("pipeline notification 'running'")
  return facts
}

function redactorOf(settings: ActionSettings): Redactor {
  return new Redactor([settings.apiKey, ...(settings.githubToken ? [settings.githubToken] : [])])
}

/** What the helper captured of each step (see step-output.ts). */
function capturedSteps(
  settings: ActionSettings,
  job: JobInfo | undefined,
  saved: MainState
): EndReportSteps {
  return endReportSteps({
    file: saved.stepsFile,
    unavailable: saved.stepOutputUnavailable,
    job,
    budget: stepOutputBudget(settings),
    redactor: redactorOf(settings)
  })
}

/**
 * The end report's logs: the step list, `log-paths` files and `exec` captures, redacted, in
 * log-max-bytes less the `reserved` bytes of what is added after them.
 */
async function endReportLogs(
  settings: ActionSettings,
  env: NodeJS.ProcessEnv,
  run: Run,
  status: string,
  job: JobInfo | undefined,
  context: RunContext,
  steps: EndReportSteps,
  reserved = 0
): Promise<string> {
  const redactor = redactorOf(settings)
  return assembleLogReport({
    notes: steps.notes,
    stepSections: steps.sections,
    jobName: run.jobName,
    status,
    runner:
      [context.workerName, context.osType, context.hostArch].filter(Boolean).join(' / ') ||
      undefined,
    runUrl: context.pipelineRunUrl,
    job,
    files: await readLogFiles(
      settings.logPaths,
      Math.max(1024, Math.floor(settings.logMaxBytes / 2))
    ).catch(() => []),
    captures: await readCaptures(env.RUNNER_TEMP).catch(() => []),
    maxBytes: settings.logMaxBytes - reserved,
    redactor
  })
}
