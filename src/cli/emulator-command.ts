/** `job-monitor emulator` and `job-monitor runs`. */
import { randomBytes } from 'node:crypto'
import { type Flags, pick, wholeNumber } from './config.js'
import { UsageError } from './errors.js'
import type { RunReport } from '../emulator/history/run-state.js'
import { startEmulator } from '../emulator/server.js'
import { sqliteUnavailable } from '../emulator/history/sqlite-history.js'
import { renderRunsTable } from '../emulator/pages/table.js'

export interface EmulatorCommandOptions {
  port: number
  host?: string
  apiKey?: string
  hourlyLimit?: number
  heartbeatIntervalSeconds?: number
  /** The SQLite file the history is kept in (`--data`). */
  dataFile?: string
  retentionDays?: number
  env: NodeJS.ProcessEnv
}

/**
 * The emulator's flags, read the same way for `job-monitor emulator` and the emulator's own
 * bundle. A value that is not a whole number in range is a UsageError naming its flag.
 */
export function emulatorOptions(
  flags: Flags,
  env: NodeJS.ProcessEnv,
  nodeVersion = process.versions.node
): EmulatorCommandOptions {
  const dataFile = pick(flags, 'data', {})
  if (dataFile !== undefined) {
    if (dataFile === '') throw new UsageError('--data takes a file name', '--data')
    const unavailable = sqliteUnavailable(nodeVersion)
    if (unavailable) throw new UsageError(unavailable, '--data')
  }
  return {
    dataFile,
    retentionDays: wholeNumber(pick(flags, 'retention-days', {}), '--retention-days', 1, 36_500),
    port: wholeNumber(pick(flags, 'port', {}), '--port', 0, 65535) ?? 0,
    apiKey: pick(flags, 'api-key', {}),
    host: pick(flags, 'host', {}),
    hourlyLimit: wholeNumber(pick(flags, 'hourly-limit', {}), '--hourly-limit', 1, 1_000_000),
    heartbeatIntervalSeconds: wholeNumber(
      pick(flags, 'heartbeat-interval', {}),
      '--heartbeat-interval',
      1,
      86_400
    ),
    env
  }
}

export async function emulatorCommand(o: EmulatorCommandOptions): Promise<void> {
  const given = o.apiKey || o.env.JOB_MONITOR_API_KEY
  // A key made here guards nothing real; it is shown (once listening) so the user can
  // configure a client.
  const apiKey = given || `emu_${randomBytes(12).toString('hex')}`
  const emulator = await startEmulator({
    port: o.port,
    host: o.host,
    apiKey,
    hourlyLimit: o.hourlyLimit,
    heartbeatIntervalSeconds: o.heartbeatIntervalSeconds,
    dataFile: o.dataFile,
    retentionDays: o.retentionDays
  })
  if (!given) process.stderr.write(`api key: ${apiKey}\n`)
  // The first line of stdout is the base URL alone, for scripts.
  process.stdout.write(`${emulator.url}\n`)
  process.stderr.write(
    `Job Monitoring Service emulator on ${emulator.url} (run history: ${emulator.url}/` +
      `${o.dataFile ? `, kept in ${o.dataFile}` : ', in memory'})\n`
  )
  await new Promise<void>(resolve => {
    const stop = (): void => resolve()
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
  await emulator.close()
}

export interface RunsCommandOptions {
  url: string
  json?: boolean
  /** The filters of `GET /_emulator/runs` (run-query.ts), passed as they are: the emulator
   * reads a time ago (`--since 2h`) by its own clock. */
  job?: string
  status?: string
  since?: string
  until?: string
  limit?: string
}

export async function runsCommand(o: RunsCommandOptions): Promise<void> {
  const url = new URL('/_emulator/runs', o.url)
  const query: Record<string, string | undefined> = {
    job: o.job,
    status: o.status,
    since: o.since,
    until: o.until,
    limit: o.limit
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, value)
  }
  const res = await fetch(url)
  if (!res.ok) {
    // The emulator says what is wrong with a filter (a 400 with its words).
    const why = ((await res.json().catch(() => ({}))) as { error?: string }).error
    throw new Error(`${o.url} answered ${res.status} for its run history${why ? `: ${why}` : ''}`)
  }
  const runs = (await res.json()) as RunReport[]
  process.stdout.write(o.json ? `${JSON.stringify(runs, null, 2)}\n` : renderRunsTable(runs))
}
