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
import type { RunQueue } from '../queue/queue.js'
import { type RunContext, contextMetadata, mergeMetadata } from '../run/context.js'
import { OpenRunStore } from '../queue/open-runs.js'
import { RUN_LEFT_OPEN, endTheRun } from '../run/run-end.js'
import type { EndStatus } from '../client/wire.js'
import { type Ended, type Run, type RunServices, endRun, finalMessage } from '../run/protocol.js'
import { cancelOnSignals } from '../run/signals.js'
import { type MainState, readMainState } from './main-state.js'
import { type StopResult, helperTrouble, stopDescription, stopHelper } from '../helper/stop.js'
import { gatherEndFacts, postGitHubPlan } from './end-facts.js'
import { withEndReason } from './end-reasons.js'
import { type JobInfo, failedSteps, fetchJob } from './jobs-api.js'
import { gatherUsualDuration, withUsualNote } from './usual-duration.js'
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
import { isAuthError, makeClient, makeQueue } from './service.js'
import { type ActionSettings, InputError, readApiKey, readSettings } from './settings.js'
import { endStatusOf } from './status.js'
import { renderSummary, type SummaryFacts } from './summary.js'
import { STEP_TIMING, type StepTiming } from './timing.js'

const input = (name: string): string => runner.getInput(name)

export async function runPost(
  env: NodeJS.ProcessEnv = process.env,
  timing: StepTiming = STEP_TIMING
): Promise<void> {
  const { clock } = timing
  const began = clock.now()
  const key = readApiKey(input)
  if (key) runner.setSecret(key)
  const token = input('github-token')
  if (token) runner.setSecret(token)

  const saved = readMainState()
  const pid = saved.helperPid
  // No process is left behind, and no heartbeat follows the end report, whatever else happens.
  const stopTheHelper = async (): Promise<StopResult> => {
    const helper = await stopHelper(pid, saved.statusFile, {
      runKey: saved.runKey,
      // Where main said the helper listens: never this step's TMPDIR, which a step may change.
      channels: saved.channels
    })
    const how = stopDescription(helper)
    if (how) runner.info(`job-monitor: the heartbeat helper ${how}`)
    return helper
  }

  if (saved.skipped || !key) {
    await stopTheHelper()
    runner.notice(
      'job-monitor: no usable api-key (see the main step), so this job was not reported.'
    )
    return
  }
  const run = savedRun(saved)
  if (!run) {
    await stopTheHelper()
    runner.info('job-monitor: the main step started no run (see its log); nothing to end.')
    return
  }
  const settings = await readInputs(env)
  if (!settings) {
    await stopTheHelper()
    return
  }
  const status = endStatusOf(settings.jobStatus)
  const actionFacts = readActionFacts(env, settings)
  const log = (m: string): void => runner.info(`job-monitor: ${m}`)
  const services: RunServices = {
    client: makeClient(settings, actionFacts.proxy, log, clock),
    queue: makeQueue(actionFacts.queue, log)
  }
  const cancel = cancelOnSignals()
  try {
    // The run's one end owner: marked as ending, the helper stopped, ended, its record settled.
    const { attempt, record } = await endTheRun({
      runKey: run.runKey,
      records: OpenRunStore.inQueue(actionFacts.queue.dir),
      stopHelper: stopTheHelper,
      send: async helper => {
        const facts = helperFacts(run.jobName, status, pid, helper ?? { how: 'none' }, saved)
        // No end can be sent with this key: nothing is left for a later job to end.
        if (saved.authRejected) return { forget: true, facts }
        if (!run.runId && helper?.status?.runId) run.runId = helper.status.runId
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
            signal: cancel.signal
          }
        )
        return { end: ended.end, ended, facts }
      }
    })
    const { facts, ended } = attempt
    if (!ended) {
      facts.trouble.push('the service rejected the API key: nothing more was sent')
      await writeSummary(facts)
      if (settings.failOnError) runner.setFailed('job-monitor: the service rejected the API key')
      return
    }
    if (record === 'left-open') facts.trouble.push(RUN_LEFT_OPEN)
    if (ended.dropped)
      facts.trouble.push(
        `the end report went without its ${ended.dropped.join(' and ')}: it held the API key (or another secret)`
      )
    const trouble = reportEnd(facts, ended, saved, status)
    if (ended.end?.delivered && !cancel.signal.aborted)
      await replayEarlier(services, facts, began + timing.postTotalBudgetMs, timing)
    await countLeftovers(services.queue, run.runKey, facts)
    await writeSummary(facts)
    if (trouble && settings.failOnError)
      runner.setFailed('job-monitor (fail-on-error): ' + facts.trouble.join('; '))
  } finally {
    cancel.dispose()
  }
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
  o: { env: NodeJS.ProcessEnv; timing: StepTiming; began: number; signal: AbortSignal }
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
  const job = await fetchJob(requests, {
    checkRunId: settings.checkRunId,
    runId: actionFacts.context.pipelineRunId,
    attempt: actionFacts.context.attempt,
    runnerName: actionFacts.context.workerName,
    debug: m => runner.info(m)
  })
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
      errorDetails: withEndReason(
        withFailureQuotes(
          errorDetails(status, settings.jobStatus, job ? failedSteps(job) : steps.failed),
          status,
          steps
        ),
        end.reason
      ),
      metadata,
      tags: settings.tags,
      logs: withUsualNote(
        await endReportLogs(settings, env, run, status, job, context, steps),
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

/** The end report's logs: the step list, `log-paths` files and `exec` captures, redacted. */
async function endReportLogs(
  settings: ActionSettings,
  env: NodeJS.ProcessEnv,
  run: Run,
  status: string,
  job: JobInfo | undefined,
  context: RunContext,
  steps: EndReportSteps
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
    captures: await readCaptures(env).catch(() => []),
    maxBytes: settings.logMaxBytes,
    redactor
  })
}

/** Into the summary and the log: what the end phase delivered, queued or could not send. */
function reportEnd(facts: SummaryFacts, ended: Ended, saved: MainState, status: string): boolean {
  let trouble = false
  facts.runId = ended.runId || undefined
  if (ended.startCaughtUp && saved.startOutcome !== 'delivered')
    facts.delivered.push('start report (caught up)')
  const end = ended.end
  if (!end) {
    trouble = true
    const why = saved.startError || 'it was neither delivered nor queued'
    facts.trouble.push(`no run to end: the start report was not accepted (${why})`)
    runner.warning(`job-monitor: no end report: the start report was not accepted (${why})`)
  } else if (end.delivered) {
    facts.delivered.push(`end report (${status})`)
    runner.info(`job-monitor: run ${ended.runId} ended: ${status}`)
  } else {
    trouble = true
    if (isAuthError(end.error)) {
      runner.error(`job-monitor: ${end.error.message}`, {
        title: 'Job monitoring: API key rejected'
      })
    } else
      runner.warning(
        `job-monitor: the end report: ${end.error.message}${end.queued ? ' (queued for later)' : ' (not queued)'}`
      )
    if (end.queued) facts.queued.push(`end report (${status})`)
    facts.trouble.push(`end report: ${end.error.message}`)
  }
  if (!ended.runId && end && !end.delivered && end.queued) facts.queued.push('start report')
  if (ended.final) {
    const final = ended.final
    if (final.delivered) facts.delivered.push('final pipeline notification')
    else {
      trouble = true
      if (final.queued) facts.queued.push('final pipeline notification')
      facts.trouble.push(`pipeline notification: ${final.error.message}`)
      runner.warning(
        `job-monitor: the pipeline notification: ${final.error.message}${final.queued ? ' (queued for later)' : ' (not queued)'}`
      )
    }
  }
  if (ended.superseded)
    runner.info(
      "job-monitor: the queued 'running' pipeline notification was dropped: the final one replaces it"
    )
  return trouble
}

/** The service answers: send what earlier trouble left queued, within what is left of the budget. */
async function replayEarlier(
  s: RunServices,
  facts: SummaryFacts,
  until: number,
  { clock, postReplayBudgetMs }: StepTiming
): Promise<void> {
  const deadline = Math.min(clock.now() + postReplayBudgetMs, until)
  if (deadline <= clock.now()) return
  const replay = await s.queue.replay(s.client, { deadline })
  if (replay.sent) facts.delivered.push(`${replay.sent} queued report(s) from earlier`)
}

async function countLeftovers(queue: RunQueue, runKey: string, facts: SummaryFacts): Promise<void> {
  try {
    const others = (await queue.list()).filter(r => r.runKey !== runKey).length
    if (others) facts.queued.push(`${others} other report(s) from earlier jobs`)
  } catch {
    // an unreadable queue is reported by the replay that meets it
  }
}

async function writeSummary(facts: SummaryFacts): Promise<void> {
  try {
    await runner.appendSummary(renderSummary(facts))
  } catch (e) {
    runner.info(`job-monitor: no job summary: ${(e as Error).message}`)
  }
}
