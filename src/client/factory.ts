/**
 * The one way every front end builds its client: the proxy-aware transport, the user agent,
 * the timeouts and attempts, and a log line for every failed attempt. The settings travel
 * without the key (the heartbeat helper receives them as JSON and gets the key on its own).
 */
import { type AttemptEvent, MonitorClient } from './client.js'
import type { Clock } from './clock.js'
import { defaultTransport } from './transport.js'

/** What a client is built from, the key aside: safe to hand to another process. */
export interface ClientSettings {
  baseUrl: string
  deploymentUrl?: string
  timeoutMs?: number
  maxAttempts?: number
  /** Which front end speaks: `job-monitor-action`, `job-monitor-cli`, `job-monitor-lib`. */
  userAgent: string
}

export interface ClientWiring {
  env?: NodeJS.ProcessEnv
  /** Receives one line per failed attempt: what, why, and the wait before the next one. */
  log?: (message: string) => void
  clock?: Clock
}

export function createClient(
  settings: ClientSettings,
  apiKey: string,
  w: ClientWiring = {}
): MonitorClient {
  const log = w.log
  return new MonitorClient({
    baseUrl: settings.baseUrl,
    deploymentUrl: settings.deploymentUrl,
    apiKey,
    timeoutMs: settings.timeoutMs,
    maxAttempts: settings.maxAttempts,
    userAgent: settings.userAgent,
    transport: defaultTransport(w.env ?? process.env),
    clock: w.clock,
    onAttempt: log
      ? e => {
          const line = attemptLine(e)
          if (line) log(line)
        }
      : undefined
  })
}

/** The settings of a client, for a process that rebuilds it (never the key). */
export function clientSettingsOf(s: ClientSettings): ClientSettings {
  const { baseUrl, deploymentUrl, timeoutMs, maxAttempts, userAgent } = s
  return { baseUrl, deploymentUrl, timeoutMs, maxAttempts, userAgent }
}

const WHAT: Record<AttemptEvent['kind'], string> = {
  start: 'start report',
  end: 'end report',
  heartbeat: 'heartbeat',
  'pipeline-notification': 'pipeline notification'
}

/** A failed attempt as a log line; nothing for a delivered one. */
function attemptLine(e: AttemptEvent): string | undefined {
  // Only a retry is news here: the final failure is what the caller reports.
  if (e.outcome === 'delivered' || e.waitMs === undefined) return undefined
  const why = e.error?.message ?? 'failed'
  const next =
    e.waitMs === undefined ? 'no attempt left' : `next attempt in ${formatWait(e.waitMs)}`
  return `${WHAT[e.kind]}: attempt ${e.attempt} failed: ${why}; ${next}`
}

function formatWait(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`
}
