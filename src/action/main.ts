/**
 * The main step: validate the inputs, begin the run (start report and `running` pipeline
 * notification) within a short budget, queue what did not get through, and start the
 * heartbeat helper. It returns in about two seconds whatever the service does; a cancel while
 * it waits queues what is in flight before the step exits.
 */
import * as core from './runner.js'
import { tmpdir } from 'node:os'
import { dirname } from 'node:path'
import { isoUtc } from '../client/wire.js'
import type { Outcome } from '../queue/deliver.js'
import { newRunKey } from '../queue/queue.js'
import { contextMetadata, identityMetadata, mergeMetadata } from '../run/context.js'
import { type Begun, beginRun } from '../run/protocol.js'
import { cancelOnSignals } from '../run/signals.js'
import { HELPER_MAX_LIFETIME_MS, Inputs, Outputs, State } from './constants.js'
import { channelAddresses, hostChannelFacts } from './helper-channel.js'
import { helperFiles, helperScript, spawnHelper } from './helper-process.js'
import { type ActionFacts, readActionFacts } from './action-facts.js'
import { type StepOutputConfig, planStepOutput } from './step-output.js'
import { clientSettingsOf, isAuthError, makeClient, makeQueue } from './service.js'
import { type ActionSettings, InputError, readApiKey, readSettings } from './settings.js'
import { STEP_TIMING, type StepTiming } from './timing.js'

const input = (name: string): string => core.getInput(name)

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

  const actionFacts = readActionFacts(env, settings)
  const cancel = cancelOnSignals()
  try {
    const begun = await begin(settings, actionFacts, cancel.signal, timing)
    const facts = recordStart(begun)
    if (cancel.signal.aborted) {
      core.warning(
        `job-monitor: cancelled (${cancel.by()}) while the run began; what was not sent is queued`
      )
    } else if (!facts.runsRejected) {
      const helperTrouble = startHelper(settings, actionFacts, env, begun, spawn)
      facts.trouble ??= helperTrouble
    }
    if (facts.trouble && settings.failOnError)
      core.setFailed(`job-monitor (fail-on-error): ${facts.trouble}`)
  } finally {
    cancel.dispose()
  }
}

/** The key and the token are masked before anything else can print them. */
function maskSecrets(): void {
  const key = readApiKey(input)
  if (key) core.setSecret(key)
  const token = input(Inputs.githubToken)
  if (token) core.setSecret(token)
}

/** The settings, or undefined when there is nothing to report (a bad input fails the step). */
async function readInputs(env: NodeJS.ProcessEnv): Promise<ActionSettings | undefined> {
  let settings: ActionSettings
  try {
    settings = await readSettings(input, env)
  } catch (e) {
    if (e instanceof InputError) {
      core.setFailed(e.message)
      return undefined
    }
    throw e
  }
  if (!settings.apiKey) {
    core.setOutput(Outputs.runId, '')
    core.notice(
      'job-monitor: api-key is empty (a pull request from a fork gets no secrets), so this job is not reported.'
    )
    core.saveState(State.skipped, 'true')
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
  core.saveState(State.runKey, plan.runKey)
  core.saveState(State.startTime, plan.startTime)
  core.saveState(State.jobName, plan.jobName)
  const log = (m: string): void => core.info(`job-monitor: ${m}`)
  return beginRun(
    {
      client: makeClient(settings, facts.proxy, log, timing.clock),
      queue: makeQueue(facts.queue, log)
    },
    plan,
    { deadline: began + timing.mainBudgetMs, signal }
  )
}

/** Outputs, state for post, and what the log says about the start and `running`. */
function recordStart(b: Begun): StartFacts {
  const facts: StartFacts = { runsRejected: false }
  const { start, running } = b
  core.saveState(State.startOutcome, outcomeWord(start))
  if (start.delivered) {
    core.setOutput(Outputs.runId, start.response.run_id)
    core.saveState(State.runId, start.response.run_id)
    core.info(`job-monitor: run ${start.response.run_id} started for '${b.run.jobName}'`)
  } else {
    core.setOutput(Outputs.runId, '')
    core.saveState(State.startError, start.error.message)
    facts.trouble = start.error.message
    if (isAuthError(start.error)) {
      facts.runsRejected = true
      core.saveState(State.authRejected, 'true')
      core.error(`job-monitor: ${start.error.message}`, {
        title: 'Job monitoring: API key rejected'
      })
    } else if (start.queued) {
      core.warning(
        `job-monitor: the start report could not be delivered yet (${start.error.message}); it is queued and sent in the background.`
      )
    } else {
      core.warning(`job-monitor: the start report was not accepted: ${start.error.message}`)
    }
  }
  if (running) {
    core.saveState(State.pipelineOutcome, outcomeWord(running))
    if (!running.delivered) {
      facts.trouble ??= running.error.message
      // Auth is per endpoint family: a key the deployment refuses says nothing of run reports.
      if (isAuthError(running.error)) {
        core.saveState(State.pipelinesRejected, 'true')
        core.error(`job-monitor: ${running.error.message}`, {
          title: 'Job monitoring: API key rejected for pipeline notifications'
        })
      } else {
        core.warning(`job-monitor: the 'running' pipeline notification: ${running.error.message}`)
      }
    }
  }
  return facts
}

function outcomeWord(o: Outcome<'start' | 'pipeline-notification'>): string {
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
  // Decided here, once: the helper listens there and post asks there, whatever a later step
  // does to TMPDIR.
  const channels = channelAddresses(b.run.runKey, dirname(files.status), hostChannelFacts())
  try {
    const pid = spawn({
      script: helperScript(),
      apiKey: settings.apiKey,
      env,
      logFile: files.log,
      config: {
        client: clientSettingsOf(settings),
        jobName: settings.jobName,
        intervalMs: settings.heartbeatSeconds * 1000,
        jobTotal: settings.jobTotal,
        runKey: b.run.runKey,
        queueDir: facts.queue.dir,
        statusFile: files.status,
        channels,
        startQueued: !b.start.delivered && b.start.queued !== undefined,
        maxLifetimeMs: HELPER_MAX_LIFETIME_MS,
        watchPid: process.ppid > 1 ? process.ppid : undefined,
        // Heartbeats stay small: enough to find the run they belong to.
        metadata: identityMetadata(facts.context),
        stepOutput: steps
      }
    })
    if (pid) core.saveState(State.helperPid, String(pid))
    core.saveState(State.statusFile, files.status)
    core.saveState(State.channels, JSON.stringify(channels))
    if (settings.heartbeatSeconds > 0) {
      core.info(`job-monitor: heartbeats every ${settings.heartbeatSeconds} s until the job ends`)
    }
    return undefined
  } catch (e) {
    const trouble = `the heartbeat helper could not be started: ${(e as Error).message}`
    core.warning(`job-monitor: ${trouble}`)
    return trouble
  }
}

/** Where the helper leaves the steps' output, or (for post and the log) why there is none. */
function recordStepOutputPlan(
  settings: ActionSettings,
  file: string
): StepOutputConfig | undefined {
  const plan = planStepOutput(settings.stepOutput, file)
  if (plan.config) core.saveState(State.stepsFile, file)
  if (plan.unavailable) {
    core.saveState(State.stepOutputUnavailable, plan.unavailable)
    core.info(`job-monitor: step output unavailable on this runner (${plan.unavailable})`)
  }
  return plan.config
}
