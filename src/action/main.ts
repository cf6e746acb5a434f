/**
 * The main step: validate the inputs, begin the run (start report and `running` pipeline
 * notification) within a short budget, queue what did not get through, and start the
 * heartbeat helper. It returns in about two seconds whatever the service does; a cancel while
 * it waits queues what is in flight before the step exits.
 */
import { findJobProcess } from '../process/job-process.js'
import * as runner from './runner.js'
import { tmpdir } from 'node:os'
import { isoUtc } from '../client/wire.js'
import { beatCadence, heartbeatBudget } from '../client/heartbeat-budget.js'
import type { Outcome } from '../queue/deliver.js'
import { newRunKey } from '../queue/queue.js'
import { contextMetadata, identityMetadata, mergeMetadata } from '../run/context.js'
import { type Begun, beginRun } from '../run/protocol.js'
import { cancelOnSignals } from '../run/signals.js'
import { Inputs, Outputs } from './constants.js'
import { type CallOutcome, saveMainState } from './main-state.js'
import { type StepOutputConfig, helperConfigFor } from '../helper/config.js'
import { helperFiles, helperScript, spawnHelper } from '../helper/spawn.js'
import { type ActionFacts, readActionFacts } from './action-facts.js'
import { planStepOutput } from './step-output.js'
import { clientSettingsOf, isAuthError, makeClient, makeQueue } from './client-setup.js'
import { type ActionSettings, InputError, readApiKey, readSettings } from './settings.js'
import { STEP_TIMING, type StepTiming } from './timing.js'
import { type RecordFacts, printRecord, recordFactsOf } from './earlier-run.js'
import { runSweepMode } from './sweep-mode.js'

const input = (name: string): string => runner.getInput(name)

/** What the start phase leaves for the rest of main and for post. */
interface StartFacts {
  /** Something the user should hear about (and what fail-on-error fails on). */
  trouble?: string
  /** The service refused the key for run reports: heartbeats and the end would be refused too. */
  runsRejected: boolean
}

/**
 * `spawn` starts the helper: a detached process (spawnHelper) on a runner; a test of the steps'
 * orchestration may run it in its own process instead, where the process is not what it tests.
 */
export async function runMain(
  env: NodeJS.ProcessEnv = process.env,
  timing: StepTiming = STEP_TIMING,
  spawn: typeof spawnHelper = spawnHelper
): Promise<void> {
  maskSecrets()
  const settings = await readInputs(env)
  if (!settings) return
  if (settings.mode === 'reconcile') return runSweepMode(settings, env, timing.clock)

  const actionFacts = readActionFacts(env, settings)
  const cancel = cancelOnSignals()
  try {
    const begun = await begin(settings, actionFacts, cancel.signal, timing)
    const facts = recordStart(begun, recordFactsOf(settings, env))
    if (cancel.signal.aborted) {
      runner.warning(
        `job-monitor: cancelled (${cancel.by()}) while the run began; what was not sent is queued`
      )
    } else if (!facts.runsRejected) {
      const helperTrouble = startHelper(settings, actionFacts, env, begun, spawn)
      facts.trouble ??= helperTrouble
    }
    if (facts.trouble && settings.failOnError)
      runner.setFailed(`job-monitor (fail-on-error): ${facts.trouble}`)
  } finally {
    cancel.dispose()
  }
}

/** The key and the token are masked before anything else can print them. */
function maskSecrets(): void {
  const key = readApiKey(input)
  if (key) runner.setSecret(key)
  const token = input(Inputs.githubToken)
  if (token) runner.setSecret(token)
}

/** The settings, or undefined when there is nothing to report (a bad input fails the step). */
async function readInputs(env: NodeJS.ProcessEnv): Promise<ActionSettings | undefined> {
  let settings: ActionSettings
  try {
    settings = await readSettings(input, env)
  } catch (e) {
    if (e instanceof InputError) {
      runner.setFailed(e.message)
      return undefined
    }
    throw e
  }
  if (!settings.apiKey) {
    runner.setOutput(Outputs.runId, '')
    if (settings.keyUnusable) {
      runner.warning(`job-monitor: ${settings.keyUnusable}`)
      if (settings.failOnError)
        runner.setFailed(`job-monitor (fail-on-error): ${settings.keyUnusable}`)
    } else
      runner.notice(
        'job-monitor: api-key is empty (a pull request from a fork gets no secrets), so this job is not reported.'
      )
    saveMainState({ skipped: true })
    return undefined
  }
  return settings
}

/** Saves what post needs before any call, so that even a killed main leaves a run to end. */
async function begin(
  settings: ActionSettings,
  facts: ActionFacts,
  signal: AbortSignal,
  timing: StepTiming
): Promise<Begun> {
  const began = timing.clock.now()
  const plan = {
    jobName: settings.jobName,
    metadata: mergeMetadata(contextMetadata(facts.context), settings.metadata),
    tags: settings.tags,
    // Without a deployment URL the protocol sends no notifications: the client has no address.
    pipelineId: settings.pipelineId,
    startTime: isoUtc(began),
    runKey: newRunKey()
  }
  saveMainState({ runKey: plan.runKey, startTime: plan.startTime, jobName: plan.jobName })
  const log = (m: string): void => runner.info(`job-monitor: ${m}`)
  return beginRun(
    {
      client: makeClient(settings, facts.proxy, log, timing.clock),
      queue: makeQueue(facts.queue, log)
    },
    plan,
    { deadline: began + timing.mainBudgetMs, signal }
  )
}

/**
 * Outputs, state for post, and what the log says about the start and `running`; a delivered
 * start's record goes into the job's log, where a later job finds the run if its end never
 * reaches the service.
 */
function recordStart(b: Begun, records: RecordFacts): StartFacts {
  const facts: StartFacts = { runsRejected: false }
  const { start, running } = b
  saveMainState({ startOutcome: outcomeWord(start) })
  if (start.delivered) {
    runner.setOutput(Outputs.runId, start.response.run_id)
    saveMainState({ runId: start.response.run_id })
    runner.info(`job-monitor: run ${start.response.run_id} started for '${b.run.jobName}'`)
    printRecord(records, 'start', { ...b.run, runId: start.response.run_id })
  } else {
    runner.setOutput(Outputs.runId, '')
    saveMainState({ startError: start.error.message })
    facts.trouble = start.error.message
    if (isAuthError(start.error)) {
      facts.runsRejected = true
      saveMainState({ authRejected: true })
      runner.error(`job-monitor: ${start.error.message}`, {
        title: 'Job monitoring: API key rejected'
      })
    } else if (start.queued) {
      runner.warning(
        `job-monitor: the start report could not be delivered yet (${start.error.message}); it is queued and sent in the background.`
      )
    } else {
      runner.warning(`job-monitor: the start report was not accepted: ${start.error.message}`)
    }
  }
  if (running) {
    saveMainState({ pipelineOutcome: outcomeWord(running) })
    if (!running.delivered) {
      facts.trouble ??= running.error.message
      // Auth is per endpoint family: a key the deployment refuses says nothing of run reports.
      if (isAuthError(running.error)) {
        saveMainState({ pipelinesRejected: true })
        runner.error(`job-monitor: ${running.error.message}`, {
          title: 'Job monitoring: API key rejected for pipeline notifications'
        })
      } else {
        runner.warning(`job-monitor: the 'running' pipeline notification: ${running.error.message}`)
      }
    }
  }
  return facts
}

function outcomeWord(o: Outcome<'start' | 'pipeline-notification'>): CallOutcome {
  return o.delivered ? 'delivered' : o.queued ? 'queued' : 'failed'
}

/** Starts the detached helper; returns the trouble to report when it could not be started. */
function startHelper(
  settings: ActionSettings,
  facts: ActionFacts,
  /** The helper's own environment: it is a process of the job like any other. */
  env: NodeJS.ProcessEnv,
  b: Begun,
  spawn: typeof spawnHelper
): string | undefined {
  const files = helperFiles(facts.runnerTemp, b.run.runKey, tmpdir())
  const steps = recordStepOutputPlan(settings, files.steps)
  const config = helperConfigFor(b, {
    client: clientSettingsOf(settings),
    jobName: settings.jobName,
    intervalMs: settings.heartbeatSeconds * 1000,
    jobTotal: settings.jobTotal,
    queueDir: facts.queue.dir,
    statusFile: files.status,
    // The runner's Worker, main's parent: when it is gone, so is the job.
    job: findJobProcess('github', { parentIsWorker: true }),
    // Heartbeats stay small: enough to find the run they belong to.
    metadata: identityMetadata(facts.context),
    stepOutput: steps
  })
  try {
    const pid = spawn({
      script: helperScript(),
      apiKey: settings.apiKey,
      env,
      logFile: files.log,
      config
    })
    saveMainState({
      helperPid: pid,
      statusFile: files.status,
      channels: config.channels
    })
    if (settings.heartbeatSeconds > 0) {
      const share = heartbeatBudget({ jobTotal: settings.jobTotal })
      const cadence = beatCadence(settings.heartbeatSeconds * 1000, share)
      runner.info(`job-monitor: heartbeats ${cadence} until the job ends`)
    }
    return undefined
  } catch (e) {
    const trouble = `the heartbeat helper could not be started: ${(e as Error).message}`
    runner.warning(`job-monitor: ${trouble}`)
    return trouble
  }
}

/** Where the helper leaves the steps' output, or (for post and the log) why there is none. */
function recordStepOutputPlan(
  settings: ActionSettings,
  file: string
): StepOutputConfig | undefined {
  const plan = planStepOutput(settings.stepOutput, file)
  if (plan.config) saveMainState({ stepsFile: file })
  if (plan.unavailable) {
    saveMainState({ stepOutputUnavailable: plan.unavailable })
    runner.info(`job-monitor: step output unavailable on this runner (${plan.unavailable})`)
  }
  return plan.config
}
