/** The client and queue as the action's steps configure them. */
import { MonitorClient } from '../client/client.js'
import { defaultTransport } from '../client/transport.js'
import { RunQueue, defaultQueueDir } from '../queue/queue.js'
import type { ServiceSettings } from './settings.js'

export const USER_AGENT = 'job-monitor-action'

export function makeClient(s: ServiceSettings, env: NodeJS.ProcessEnv): MonitorClient {
  return new MonitorClient({
    baseUrl: s.baseUrl || s.deploymentUrl || '',
    apiKey: s.apiKey,
    deploymentUrl: s.deploymentUrl,
    transport: defaultTransport(env),
    maxAttempts: s.maxAttempts,
    timeoutMs: s.timeoutMs,
    userAgent: USER_AGENT
  })
}

export function queueDirOf(s: ServiceSettings, env: NodeJS.ProcessEnv): string {
  return s.queueDir || defaultQueueDir(env)
}

export function makeQueue(
  s: ServiceSettings,
  env: NodeJS.ProcessEnv,
  log?: (m: string) => void
): RunQueue {
  return new RunQueue({ dir: queueDirOf(s, env), log })
}

export function isAuthError(e: { status?: number } | undefined): boolean {
  return e?.status === 401
}
