/**
 * The client and queue as the command line sets them up (through the one client factory), and
 * what a subcommand needs of the service settings before it may use them: a key, the address
 * it talks to, and a warning when the key came as a flag.
 */
import { join } from 'node:path'
import type { MonitorClient } from '../client/client.js'
import { type ClientSettings, createClient } from '../client/factory.js'
import { ledgerFolder } from '../client/hour-ledger.js'
import type { ProxyFacts } from '../client/transport.js'
import { readQueuePlace } from '../environment/queue-place.js'
import { RunQueue, defaultQueueDir } from '../queue/queue.js'
import type { ServiceConfig } from './config.js'
import { UsageError } from './errors.js'

export function warnAboutKeyFlag(config: ServiceConfig, say: (m: string) => void): void {
  if (config.keyFromFlag) {
    say(
      'warning: --api-key shows in the process list (ps); prefer the JOB_MONITOR_API_KEY variable'
    )
  }
}

/**
 * The client's settings, less the key (the heartbeat process builds its client from them),
 * with the key's hourly ledger that every job of this user on this machine shares: in the
 * queue's folder, under the key's fingerprint.
 */
export function clientSettings(config: ServiceConfig, queue: { dir: string }): ClientSettings {
  return {
    baseUrl: config.baseUrl,
    deploymentUrl: config.deploymentUrl,
    timeoutMs: config.timeoutMs,
    maxAttempts: config.maxAttempts,
    userAgent: 'job-monitor-cli',
    ...(config.apiKey
      ? {
          ledger: {
            dir: ledgerFolder(join(queue.dir, 'ledger'), config.apiKey),
            ...(config.hourlyLimit ? { hourlyLimit: config.hourlyLimit } : {})
          }
        }
      : {})
  }
}

export function makeClient(
  config: ServiceConfig,
  proxy: ProxyFacts,
  queue: { dir: string },
  say?: (m: string) => void
): MonitorClient {
  return createClient(clientSettings(config, queue), config.apiKey, { proxy, log: say })
}

export function queueDir(config: ServiceConfig, env: NodeJS.ProcessEnv): string {
  return config.queueDir ?? defaultQueueDir(readQueuePlace(env))
}

/** The queue in its resolved folder (see Connection in command-settings.ts). */
export function queueOf(queue: { dir: string }, say: (m: string) => void): RunQueue {
  return new RunQueue({ dir: queue.dir, log: say })
}

/** Which service address a subcommand needs: the base URL, the deployment URL, or either one. */
export type Needs = 'runs' | 'pipelines' | 'either'

/** Subcommands other than exec need a key and the address they talk to. */
export function requireService(config: ServiceConfig, needs: Needs = 'runs'): void {
  if (config.keyUnusable) throw new UsageError(config.keyUnusable)
  if (!config.apiKey) throw new UsageError('no API key: set JOB_MONITOR_API_KEY (or --api-key)')
  if (needs === 'pipelines' && !config.deploymentUrl) {
    throw new UsageError('--deployment-url is required (or set JOB_MONITOR_DEPLOYMENT_URL)')
  }
  if (needs === 'runs' && !config.baseUrl) {
    throw new UsageError('--base-url is required (or set JOB_MONITOR_BASE_URL)')
  }
  if (needs === 'either' && !config.baseUrl && !config.deploymentUrl) {
    throw new UsageError(
      '--base-url (JOB_MONITOR_BASE_URL) or --deployment-url (JOB_MONITOR_DEPLOYMENT_URL) is required'
    )
  }
}
