/**
 * The one way every front end builds its client: the proxy-aware transport, the user agent,
 * the timeouts and attempts, and a log line for every failed attempt. The settings travel
 * without the key (the heartbeat helper receives them as JSON and gets the key on its own).
 */
import { describeAttempt } from './attempt-log.js'
import { MonitorClient } from './client.js'
import { HourLedger } from './hour-ledger.js'
import type { Clock } from '../util/clock.js'
import { type ProxyFacts, defaultTransport } from './transport.js'

/** What a client is built from, the key aside: safe to hand to another process. */
export interface ClientSettings {
  baseUrl: string
  deploymentUrl?: string
  timeoutMs?: number
  maxAttempts?: number
  /** Which front end speaks: `job-monitor-action`, `job-monitor-cli`, `job-monitor-lib`. */
  userAgent: string
  /**
   * The key's hourly ledger every job on this machine shares (hour-ledger.ts): its folder
   * (named by the key's fingerprint, never the key) and the key's hourly limit.
   */
  ledger?: { dir: string; hourlyLimit?: number }
}

export interface ClientWiring {
  /** The proxy variables (HTTPS_PROXY, NO_PROXY and the rest), as the front end read them. */
  proxy: ProxyFacts
  /** Receives one line per failed attempt: what, why, and the wait before the next one. */
  log?: (message: string) => void
  clock?: Clock
  /** Other secrets of the run (a CI token): hidden from what is sent, like the key. */
  secrets?: string[]
}

export function createClient(
  settings: ClientSettings,
  apiKey: string,
  w: ClientWiring
): MonitorClient {
  const log = w.log
  const { ledger } = settings
  return new MonitorClient({
    baseUrl: settings.baseUrl,
    deploymentUrl: settings.deploymentUrl,
    apiKey,
    secrets: w.secrets,
    timeoutMs: settings.timeoutMs,
    maxAttempts: settings.maxAttempts,
    userAgent: settings.userAgent,
    transport: defaultTransport(w.proxy),
    clock: w.clock,
    ...(ledger
      ? {
          ledger: new HourLedger({
            dir: ledger.dir,
            limit: ledger.hourlyLimit,
            clock: w.clock,
            onTrouble: log
          })
        }
      : {}),
    onAttempt: log
      ? e => {
          // A retry is news here; the final failure is what the caller itself reports.
          if (e.outcome === 'failed' && e.waitMs !== undefined) log(describeAttempt(e))
        }
      : undefined
  })
}
