/** `job-monitor emulator` and `job-monitor runs`. */
import { randomBytes } from 'node:crypto'
import { get as httpGet } from 'node:http'
import { type Flags, pick, wholeNumber } from './config.js'
import { UsageError } from './errors.js'
import { readBounded } from '../client/answer.js'
import { connectionCause } from '../client/connection-cause.js'
import { TimeoutError } from '../client/errors.js'
import { DEFAULT_TIMEOUT_MS } from '../client/retry.js'
import { DEFAULT_LIMITS } from '../emulator/service/limits.js'
import type { RunReport } from '../emulator/history/run-state.js'
import { startEmulator } from '../emulator/server.js'
import { sqliteUnavailable } from '../emulator/history/node-sqlite.js'

export { HistoryFileError } from '../emulator/history/sqlite-history.js'
import { renderRunsTable } from '../emulator/pages/table.js'
import { scheduleLines } from '../emulator/pages/schedule-view.js'

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
    retentionDays: wholeNumber(
      pick(flags, 'retention-days', {}),
      '--retention-days',
      1,
      36_500,
      'days'
    ),
    port: wholeNumber(pick(flags, 'port', {}), '--port', 0, 65535) ?? 0,
    apiKey: pick(flags, 'api-key', {}),
    host: pick(flags, 'host', {}),
    hourlyLimit: wholeNumber(pick(flags, 'hourly-limit', {}), '--hourly-limit', 1, 1_000_000),
    heartbeatIntervalSeconds: wholeNumber(
      pick(flags, 'heartbeat-interval', {}),
      '--heartbeat-interval',
      1,
      86_400,
      'seconds'
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

/**
 * Why an address that is not the emulator has no history for `runs`: the service has no
 * endpoint that lists runs (its API text shows none), only the emulator keeps one.
 */
const NOT_THE_EMULATOR =
  "`job-monitor runs` reads the run history that `job-monitor emulator` keeps (GET /_emulator/runs), and the service has none to give; is it the emulator's address?"

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
  const where = url.origin
  let res: { status: number; body: string }
  try {
    res = await getHistory(url)
  } catch (e) {
    const why =
      e instanceof TimeoutError
        ? `no answer within ${DEFAULT_TIMEOUT_MS / 1000} s`
        : connectionCause(e)
    throw new Error(`could not reach ${where} for its run history: ${why}`)
  }
  if (res.status !== 200) {
    // The emulator says what is wrong with a filter (a 400 with its words).
    const why = (parsed(res.body) as { error?: unknown } | undefined)?.error
    if (typeof why === 'string')
      throw new Error(`${where} answered ${res.status} for its run history: ${why}`)
    throw new Error(`${where} answered ${res.status}: ${NOT_THE_EMULATOR}`)
  }
  const runs = parsed(res.body)
  if (!Array.isArray(runs))
    throw new Error(`${where} answered with no run history: ${NOT_THE_EMULATOR}`)
  process.stdout.write(
    o.json
      ? `${JSON.stringify(runs, null, 2)}\n`
      : renderRunsTable(runs as RunReport[], new Date().toISOString(), query) +
          (await schedulesOf(url, o.job))
  )
}

/**
 * Under the table, each scheduled job's standing: late or not, its next run and the slots it
 * missed (`GET /_emulator/jobs`), of the job `--job` names, else of every job. Nothing when
 * the emulator gives none (an older one).
 */
async function schedulesOf(runsUrl: URL, job: string | undefined): Promise<string> {
  const res = await getHistory(new URL('/_emulator/jobs', runsUrl)).catch(() => undefined)
  const jobs = res?.status === 200 ? parsed(res.body) : undefined
  if (!Array.isArray(jobs)) return ''
  return scheduleLines(
    jobs.filter(j => job === undefined || (j as { job_name?: unknown } | null)?.job_name === job)
  )
}

/**
 * The run history is as long as the emulator keeps it (32 MiB of runs by default), far over the
 * bound of a service's answer; it is read to twice that, and the wait bounded as a call is.
 */
const HISTORY_MAX_BYTES = 2 * DEFAULT_LIMITS.maxRunBytes

function getHistory(url: URL): Promise<{ status: number; body: string }> {
  // TLS is loaded only for an https:// address, as the client's transport does.
  const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').get : httpGet
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (then: () => void): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      then()
    }
    const req = send(url, { headers: { Accept: 'application/json' }, agent: false }, res => {
      readBounded(res, url.pathname, HISTORY_MAX_BYTES).then(
        body => settle(() => resolve({ status: res.statusCode ?? 0, body })),
        (e: unknown) => settle(() => reject(e))
      )
    })
    // The whole call, answer included, within the time a call to the service gets.
    const timer = setTimeout(() => {
      settle(() => reject(new TimeoutError(url.pathname, DEFAULT_TIMEOUT_MS)))
      req.destroy()
    }, DEFAULT_TIMEOUT_MS)
    req.on('error', e => settle(() => reject(e)))
  })
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined
  }
}
