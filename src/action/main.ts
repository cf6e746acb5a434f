/**
 * The main step: validate the inputs, send the start report (and the `running` pipeline
 * notification) within a short budget, queue what did not get through, and start the
 * heartbeat helper. It returns in about two seconds whatever the service does.
 */
import * as core from './runner.js'
import { tmpdir } from 'node:os'
import { pipelineNotification, startReport } from '../client/reports.js'
import { isoUtc } from '../client/wire.js'
import { deliverOrQueue } from '../queue/deliver.js'
import { newRunKey } from '../queue/queue.js'
import {
  HELPER_MAX_LIFETIME_MS,
  Inputs,
  MAIN_DELIVERY_BUDGET_MS,
  Outputs,
  State
} from './constants.js'
import { helperFiles, helperScript, spawnHelper } from './helper-process.js'
import { automaticMetadata, mergeMetadata } from './metadata.js'
import { isAuthError, makeClient, makeQueue, queueDirOf } from './service.js'
import { type ActionSettings, InputError, readApiKey, readSettings } from './settings.js'

const input = (name: string): string => core.getInput(name)

export async function runMain(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const key = readApiKey(input)
  if (key) core.setSecret(key)
  const token = input(Inputs.githubToken)
  if (token) core.setSecret(token)

  let settings: ActionSettings
  try {
    settings = await readSettings(input, env)
  } catch (e) {
    if (e instanceof InputError) return core.setFailed(e.message)
    throw e
  }
  if (!settings.apiKey) {
    core.setOutput(Outputs.runId, '')
    core.notice(
      'job-monitor: api-key is empty (a pull request from a fork gets no secrets), so this job is not reported.'
    )
    core.saveState(State.skipped, 'true')
    return
  }

  const began = Date.now()
  const deadline = began + MAIN_DELIVERY_BUDGET_MS
  const startTime = isoUtc(began)
  const runKey = newRunKey()
  const metadata = mergeMetadata(automaticMetadata(env), settings.metadata)
  const client = makeClient(settings, env)
  const queue = makeQueue(settings, env, m => core.info(m))
  const pipeline = settings.deploymentUrl && settings.pipelineId ? settings.pipelineId : undefined

  core.saveState(State.runKey, runKey)
  core.saveState(State.startTime, startTime)
  core.saveState(State.jobName, settings.jobName)

  const [start, running] = await Promise.all([
    deliverOrQueue(
      client,
      queue,
      {
        kind: 'start',
        body: startReport({ jobName: settings.jobName, startTime, metadata, tags: settings.tags })
      },
      { runKey, deadline }
    ),
    pipeline
      ? deliverOrQueue(
          client,
          queue,
          {
            kind: 'pipeline-notification',
            pipelineId: pipeline,
            body: pipelineNotification({
              status: 'running',
              message: `${settings.jobName} started`,
              metadata
            })
          },
          { deadline }
        )
      : undefined
  ])

  let trouble: string | undefined
  let authRejected = false
  if (start.delivered) {
    core.setOutput(Outputs.runId, start.response.run_id)
    core.saveState(State.runId, start.response.run_id)
    core.saveState(State.startOutcome, 'delivered')
    core.info(`job-monitor: run ${start.response.run_id} started for '${settings.jobName}'`)
  } else if (isAuthError(start.error)) {
    authRejected = true
    core.saveState(State.startOutcome, 'rejected')
    core.error(`job-monitor: ${start.error.message}`, { title: 'Job monitoring: API key rejected' })
    trouble = start.error.message
  } else if (start.queued) {
    core.saveState(State.startOutcome, 'queued')
    core.warning(
      `job-monitor: the start report could not be delivered yet (${start.error.message}); it is queued and sent in the background.`
    )
    trouble = start.error.message
  } else {
    core.saveState(State.startOutcome, 'failed')
    core.warning(`job-monitor: the start report was not accepted: ${start.error.message}`)
    trouble = start.error.message
  }
  if (!start.delivered) {
    core.setOutput(Outputs.runId, '')
    core.saveState(State.startError, start.error.message)
  }

  if (running) {
    const outcome = running.delivered ? 'delivered' : running.queued ? 'queued' : 'failed'
    core.saveState(State.pipelineOutcome, outcome)
    if (!running.delivered && !isAuthError(running.error)) {
      core.warning(`job-monitor: the 'running' pipeline notification: ${running.error.message}`)
      trouble ??= running.error.message
    } else if (!running.delivered && !authRejected) {
      authRejected = true
      core.error(`job-monitor: ${running.error.message}`, {
        title: 'Job monitoring: API key rejected'
      })
      trouble ??= running.error.message
    }
  }
  if (authRejected) core.saveState(State.authRejected, 'true')

  // A rejected key would be rejected for every heartbeat too.
  if (!authRejected) {
    const files = helperFiles(env, runKey, tmpdir())
    try {
      const pid = spawnHelper({
        script: helperScript(),
        apiKey: settings.apiKey,
        env,
        logFile: files.log,
        config: {
          baseUrl: settings.baseUrl,
          jobName: settings.jobName,
          intervalMs: settings.heartbeatSeconds * 1000,
          runKey,
          queueDir: queueDirOf(settings, env),
          statusFile: files.status,
          startQueued: !start.delivered && start.queued !== undefined,
          maxAttempts: settings.maxAttempts,
          timeoutMs: settings.timeoutMs,
          maxLifetimeMs: HELPER_MAX_LIFETIME_MS,
          watchPid: process.ppid > 1 ? process.ppid : undefined,
          metadata: heartbeatMetadata(env)
        }
      })
      if (pid) core.saveState(State.helperPid, String(pid))
      core.saveState(State.statusFile, files.status)
      if (settings.heartbeatSeconds > 0) {
        core.info(`job-monitor: heartbeats every ${settings.heartbeatSeconds} s until the job ends`)
      }
    } catch (e) {
      trouble ??= `the heartbeat helper could not be started: ${(e as Error).message}`
      core.warning(`job-monitor: ${trouble}`)
    }
  }

  if (trouble && settings.failOnError) core.setFailed(`job-monitor (fail-on-error): ${trouble}`)
}

/** Heartbeats stay small: enough to find the run they belong to. */
function heartbeatMetadata(env: NodeJS.ProcessEnv): Record<string, string> {
  const m: Record<string, string> = {}
  if (env.GITHUB_REPOSITORY) m.repository = env.GITHUB_REPOSITORY
  if (env.GITHUB_RUN_ID) m.github_run_id = env.GITHUB_RUN_ID
  if (env.GITHUB_JOB) m.job = env.GITHUB_JOB
  return m
}
