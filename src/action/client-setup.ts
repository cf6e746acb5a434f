/**
 * The client and queue as the action's steps set them up (through the one client factory), and
 * how they tell that the service refused the key.
 */
import type { MonitorClient } from '../client/client.js'
import type { Clock } from '../util/clock.js'
import { type ClientSettings, createClient } from '../client/factory.js'
import type { ProxyFacts } from '../client/transport.js'
import { RunQueue } from '../queue/queue.js'
import type { ActionFacts } from './action-facts.js'
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

/** `proxy`: the proxy variables (ActionFacts). */
export function makeClient(
  s: ServiceSettings,
  proxy: ProxyFacts,
  log?: (m: string) => void,
  clock?: Clock
): MonitorClient {
  // The job's GitHub token, when the action was given one, is hidden like the key.
  const token = (s as { githubToken?: string }).githubToken
  return createClient(clientSettingsOf(s), s.apiKey, {
    proxy,
    log,
    clock,
    secrets: token ? [token] : []
  })
}

export function makeQueue(queue: ActionFacts['queue'], log?: (m: string) => void): RunQueue {
  return new RunQueue({ dir: queue.dir, log })
}

export function isAuthError(e: { status?: number } | undefined): boolean {
  return e?.status === 401
}
