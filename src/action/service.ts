/** The client and queue as the action's steps configure them (through the one client factory). */
import type { MonitorClient } from '../client/client.js'
import type { Clock } from '../util/clock.js'
import { type ClientSettings, createClient } from '../client/factory.js'
import { RunQueue, defaultQueueDir, formerQueueDir } from '../queue/queue.js'
import type { ServiceSettings } from './settings.js'

export const USER_AGENT = 'job-monitor-action'

/** The client's settings less the key: what the heartbeat helper is handed too. */
export function clientSettingsOf(s: ServiceSettings): ClientSettings {
  return {
    baseUrl: s.baseUrl,
    deploymentUrl: s.deploymentUrl,
    maxAttempts: s.maxAttempts,
    timeoutMs: s.timeoutMs,
    userAgent: USER_AGENT
  }
}

export function makeClient(
  s: ServiceSettings,
  env: NodeJS.ProcessEnv,
  log?: (m: string) => void,
  clock?: Clock
): MonitorClient {
  // The job's GitHub token, when the action was given one, is hidden like the key.
  const token = (s as { githubToken?: string }).githubToken
  return createClient(clientSettingsOf(s), s.apiKey, {
    env,
    log,
    clock,
    secrets: token ? [token] : []
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
  const dir = queueDirOf(s, env)
  return new RunQueue({ dir, formerDir: formerQueueDir(dir, env), log })
}

export function isAuthError(e: { status?: number } | undefined): boolean {
  return e?.status === 401
}
