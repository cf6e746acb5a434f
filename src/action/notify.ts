/**
 * The notify sub-action (OWNER/job-monitor/notify@v1): one pipeline notification, with the
 * same retry and queue rules as the rest of the action. The deployment endpoints take the
 * Bearer form of the key; the client chooses it.
 */
import * as runner from './runner.js'
import { pipelineNotification } from '../client/reports.js'
import { PIPELINE_STATUSES, type PipelineStatus } from '../client/wire.js'
import { deliverOrQueue } from '../queue/deliver.js'
import { Inputs } from './constants.js'
import { isAuthError, makeClient, makeQueue } from './client-setup.js'
import { readActionFacts } from './action-facts.js'
import { InputError, checked, parseMetadata, readApiKey, readServiceSettings } from './settings.js'
import { checkBoolean, shown } from '../settings/check.js'
import { readSummary, summaryOf } from './matrix-summary.js'
import { systemClock } from '../util/clock.js'

const input = (name: string): string => runner.getInput(name)

export interface NotifySettings {
  /** With `summary`, the status sent when the run's jobs cannot be read (if given). */
  status?: PipelineStatus
  message?: string
  metadata: Record<string, unknown>
  /** Send the summary of the workflow run: the status and message come from its jobs. */
  summary: boolean
  githubToken?: string
}

export async function readNotifySettings(read: (name: string) => string): Promise<NotifySettings> {
  const summary = checked(() => checkBoolean(read(Inputs.summary), Inputs.summary)) ?? false
  const status = read(Inputs.status).trim().toLowerCase()
  if (!(summary && !status) && !PIPELINE_STATUSES.includes(status as PipelineStatus)) {
    throw new InputError(
      Inputs.status,
      `must be one of ${PIPELINE_STATUSES.join(', ')}, not ${shown(status)}`
    )
  }
  return {
    ...(status ? { status: status as PipelineStatus } : {}),
    message: read(Inputs.message).trim() || undefined,
    metadata: await parseMetadata(read(Inputs.metadata), Inputs.metadata),
    summary,
    githubToken: read(Inputs.githubToken).trim() || undefined
  }
}

/**
 * The status and message of the run's summary: its legs counted, the message given (if any)
 * before them; the `status` given stands when the run's jobs could not be read.
 */
async function summarized(
  notify: NotifySettings,
  apiKey: string,
  env: NodeJS.ProcessEnv
): Promise<{ status: PipelineStatus; message: string }> {
  if (notify.githubToken) runner.setSecret(notify.githubToken)
  const reading = await readSummary({
    token: notify.githubToken,
    apiKey,
    env,
    clock: systemClock
  })
  const summary = summaryOf(reading.legs, reading)
  if (reading.unavailable.length) {
    runner.warning(`job-monitor: summary unavailable: ${reading.unavailable.join('; ')}`)
  }
  return {
    status: !reading.complete && notify.status ? notify.status : summary.status,
    message: notify.message ? `${notify.message}: ${summary.message}` : summary.message
  }
}

export async function runNotify(env: NodeJS.ProcessEnv): Promise<void> {
  const key = readApiKey(input)
  if (key) runner.setSecret(key)
  let service
  let notify
  try {
    service = readServiceSettings(input)
    if (!service.deploymentUrl) throw new InputError(Inputs.deploymentUrl, 'is required')
    if (!service.pipelineId) throw new InputError(Inputs.pipelineId, 'is required')
    notify = await readNotifySettings(input)
  } catch (e) {
    if (e instanceof InputError) return runner.setFailed(e.message)
    throw e
  }
  if (!service.apiKey) {
    if (service.keyUnusable) {
      runner.warning(`job-monitor: ${service.keyUnusable} No notification sent.`)
      if (service.failOnError)
        runner.setFailed(`job-monitor (fail-on-error): ${service.keyUnusable}`)
    } else
      runner.notice(
        'job-monitor: api-key is empty (a pull request from a fork gets no secrets); no notification sent.'
      )
    return
  }
  const facts = readActionFacts(env, service)
  // The client hides the GitHub token, like the key, in everything it sends or queues.
  const client = makeClient(
    Object.assign({ githubToken: notify.githubToken }, service),
    facts.proxy
  )
  const queue = makeQueue(facts.queue, m => runner.info(m))
  const sent = notify.summary
    ? await summarized(notify, service.apiKey, env)
    : { status: notify.status as PipelineStatus, message: notify.message }
  const outcome = await deliverOrQueue(
    client,
    queue,
    {
      kind: 'pipeline-notification',
      pipelineId: service.pipelineId,
      body: pipelineNotification({
        status: sent.status,
        message: sent.message,
        metadata: Object.keys(notify.metadata).length ? notify.metadata : undefined
      })
    },
    { deadline: Date.now() + 25_000 }
  )
  runner.setOutput('delivered', String(outcome.delivered))
  if (outcome.delivered) {
    runner.info(
      `job-monitor: pipeline ${service.pipelineId} notified: ${sent.status}${notify.summary ? ` (${sent.message})` : ''}`
    )
    return
  }
  if (isAuthError(outcome.error)) {
    runner.error(`job-monitor: ${outcome.error.message}`, {
      title: 'Job monitoring: API key rejected'
    })
  } else {
    runner.warning(
      `job-monitor: the pipeline notification: ${outcome.error.message}${outcome.queued ? ' (queued; sent later by a replay)' : ''}`
    )
  }
  if (service.failOnError) runner.setFailed(`job-monitor (fail-on-error): ${outcome.error.message}`)
}
