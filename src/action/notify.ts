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
import { isAuthError, makeClient, makeQueue } from './service.js'
import { readActionFacts } from './action-facts.js'
import { InputError, parseMetadata, readApiKey, readServiceSettings } from './settings.js'
import { shown } from '../settings/check.js'

const input = (name: string): string => runner.getInput(name)

export interface NotifySettings {
  status: PipelineStatus
  message?: string
  metadata: Record<string, unknown>
}

export async function readNotifySettings(read: (name: string) => string): Promise<NotifySettings> {
  const status = read(Inputs.status).trim().toLowerCase()
  if (!PIPELINE_STATUSES.includes(status as PipelineStatus)) {
    throw new InputError(
      Inputs.status,
      `must be one of ${PIPELINE_STATUSES.join(', ')}, not ${shown(status)}`
    )
  }
  return {
    status: status as PipelineStatus,
    message: read(Inputs.message).trim() || undefined,
    metadata: await parseMetadata(read(Inputs.metadata), Inputs.metadata)
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
    runner.notice(
      'job-monitor: api-key is empty (a pull request from a fork gets no secrets); no notification sent.'
    )
    return
  }
  const facts = readActionFacts(env, service)
  const client = makeClient(service, facts.proxy)
  const queue = makeQueue(facts.queue, m => runner.info(m))
  const outcome = await deliverOrQueue(
    client,
    queue,
    {
      kind: 'pipeline-notification',
      pipelineId: service.pipelineId,
      body: pipelineNotification({
        status: notify.status,
        message: notify.message,
        metadata: Object.keys(notify.metadata).length ? notify.metadata : undefined
      })
    },
    { deadline: Date.now() + 25_000 }
  )
  runner.setOutput('delivered', String(outcome.delivered))
  if (outcome.delivered) {
    runner.info(`job-monitor: pipeline ${service.pipelineId} notified: ${notify.status}`)
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
