/** The small subcommands for shell scripts, and the emulator's two. */
import { heartbeatBody, pipelineNotification } from '../client/reports.js'
import { isoUtc } from '../client/wire.js'
import { Redactor } from '../logs/redact.js'
import { safeForLog } from '../logs/safe-for-log.js'
import { deliverOrQueue, type Outcome } from '../queue/deliver.js'
import { newRunKey } from '../queue/queue.js'
import { beginRun, endRun } from '../run/protocol.js'
import { cancelOnSignals } from '../run/signals.js'
import { REPLAY_BACKSTOP_GRACE_MS } from '../queue/constants.js'
import { endLostRuns } from '../helper/lost-runs.js'
import {
  type Connection,
  settingsForEnd,
  settingsForHeartbeat,
  settingsForNotify,
  settingsForPipelines,
  settingsForReplay,
  settingsForStart
} from './command-settings.js'
import { Env, type Flags } from './config.js'
import { ExitCode } from './errors.js'
import { complain, messenger } from './messages.js'
import { logQuote, readLogFile } from './log-file.js'
import { withQuote } from '../logs/failure-quote.js'
import { settingsForRuns } from './runs-settings.js'
import { makeClient, queueOf, requireService, warnAboutKeyFlag } from './client-setup.js'
import type { CallKind } from '../client/call.js'
import { atRunStart, runScheduleOf } from './schedule.js'
import { HourSpentError } from '../client/errors.js'
import { noteHour } from './hour-note.js'
import { replayLines } from './replay-summary.js'
import { recordWriterOf, writeEndRecord, writeRecord } from './run-record.js'

type Out = (text: string) => void
const stdout: Out = text => void process.stdout.write(text)

function setUp(c: Connection) {
  const { config } = c
  const say = messenger(config.quiet)
  warnAboutKeyFlag(config, say)
  requireService(config, c.needs)
  return {
    config,
    say,
    client: makeClient(config, c.proxy, c.queue, say),
    queue: queueOf(c.queue, say)
  }
}

/** Delivered: 0. Queued for a later replay: 0 with a note. Refused: 1. */
function exitFor(outcome: Outcome<CallKind>, what: string, say: (m: string) => void): number {
  if (outcome.delivered) return ExitCode.ok
  if (outcome.queued) {
    say(`the ${what} is queued (${outcome.error.message}); \`job-monitor replay\` sends it later`)
    return ExitCode.ok
  }
  complain(`the ${what} was not accepted: ${outcome.error.message}`)
  return ExitCode.serviceTrouble
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`
}

export async function startCommand(
  flags: Flags,
  env: NodeJS.ProcessEnv,
  out: Out = stdout
): Promise<number> {
  const settings = settingsForStart(flags, env)
  const schedule = runScheduleOf(flags, env)
  if (settings.stateFile !== undefined) {
    const { startWithHeartbeats } = await import('./lifecycle.js')
    const started = await startWithHeartbeats({ ...settings, schedule }, env)
    if (started) printStarted(settings.format, started, out)
    return ExitCode.ok
  }
  const { say, client, queue } = setUp(settings.connection)
  const startMs = Date.now()
  const { jobName, metadata, tags } = atRunStart({ ...settings, schedule }, startMs, say)
  await noteHour(client, { jobName, notifiesPipeline: false })
  const cancel = cancelOnSignals()
  const { run, start: outcome } = await beginRun(
    { client, queue },
    { jobName, metadata, tags, startTime: isoUtc(startMs) },
    { deadline: Date.now() + settings.waitMs, signal: cancel.signal }
  ).finally(() => cancel.dispose())
  const code = exitFor(outcome, 'start report', say)
  if (code !== ExitCode.ok) return code
  if (outcome.delivered)
    writeRecord(recordWriterOf(settings.connection.config, settings.record), 'start', {
      ...run,
      runId: outcome.response.run_id
    })
  printStarted(settings.format, { ...run, jobName }, out)
  return code
}

/** What `start` prints: the run id, lines for `eval`, or JSON. */
function printStarted(
  format: string,
  started: { runId: string; runKey: string; startTime: string; jobName: string },
  out: Out
): void {
  const { runId, runKey, startTime, jobName } = started
  const fields: Record<string, string> = {
    [Env.runId]: runId,
    [Env.runKey]: runKey,
    [Env.startTime]: startTime,
    [Env.jobName]: jobName
  }
  if (format === 'json') {
    out(
      `${JSON.stringify({ run_id: runId, run_key: runKey, start_time: startTime, job_name: jobName })}\n`
    )
  } else if (format === 'env') {
    out(
      Object.entries(fields)
        .map(([k, v]) => `${k}=${shellQuote(v)}`)
        .join('\n') + `\nexport ${Object.keys(fields).join(' ')}\n`
    )
  } else {
    out(`${runId}\n`)
  }
}

export async function endCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const settings = settingsForEnd(flags, env)
  const { logFile, logMaxBytes } = settings
  if (settings.stateFile !== undefined) {
    const { endFromState } = await import('./lifecycle.js')
    return await endFromState(settings, apiKey =>
      logFile
        ? readLogFile(logFile, logMaxBytes, new Redactor([apiKey]))
        : Promise.resolve(undefined)
    )
  }
  const { jobName, runId, runKey, startTime } = settings
  const { config, say, client, queue } = setUp(settings.connection)
  const logs = logFile
    ? await readLogFile(logFile, logMaxBytes, new Redactor([config.apiKey]))
    : undefined
  const errorDetails = withQuote(settings.errorDetails, settings.status, () =>
    logQuote(logs, config.apiKey)
  )
  const records = recordWriterOf(config, settings.record)
  const recorded = { jobName, startTime, runId: runId ?? '' }
  writeRecord(records, 'ending', recorded)
  const cancel = cancelOnSignals()
  const ended = await endRun(
    { client, queue },
    { jobName, runKey: runKey ?? newRunKey(), startTime, runId: runId ?? '' },
    {
      status: settings.status,
      errorDetails: errorDetails ?? undefined,
      metadata: settings.metadata,
      tags: settings.tags,
      logs
    },
    { deadline: Date.now() + settings.waitMs, signal: cancel.signal }
  ).finally(() => cancel.dispose())
  const outcome = ended.end
  writeEndRecord(
    records,
    { ...recorded, runId: ended.runId || recorded.runId },
    outcome,
    settings.status
  )
  if (!outcome) {
    complain(
      `no end report: the run's start report was neither delivered nor queued (run key ${runKey})`
    )
    return ExitCode.serviceTrouble
  }
  // As exec and `end --state-file` say it: the run that was ended, and how.
  if (outcome.delivered) say(`reported run ${ended.runId} of '${jobName}': ${settings.status}`)
  return exitFor(outcome, 'end report', say)
}

export async function heartbeatCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const settings = settingsForHeartbeat(flags, env)
  const { say, client } = setUp(settings.connection)
  const d = await client.deliver({
    kind: 'heartbeat',
    body: heartbeatBody({
      jobName: settings.jobName,
      currentTime: isoUtc(Date.now()),
      metadata: settings.metadata
    })
  })
  if (!d.delivered && d.error instanceof HourSpentError) {
    // Heartbeats give way to reports in the key's hour: by design, not trouble.
    say(`the heartbeat was not sent: ${d.error.message}`)
    return ExitCode.ok
  }
  if (!d.delivered) {
    complain(`the heartbeat was not accepted: ${d.error.message}`)
    return ExitCode.serviceTrouble
  }
  say(`heartbeat sent; next expected ${d.response.next_expected}`)
  return ExitCode.ok
}

export async function notifyCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const settings = settingsForNotify(flags, env)
  const { say, client, queue } = setUp(settings.connection)
  const outcome = await deliverOrQueue(
    client,
    queue,
    {
      kind: 'pipeline-notification',
      pipelineId: settings.pipelineId,
      body: pipelineNotification({
        status: settings.status,
        message: settings.message,
        metadata: settings.metadata
      })
    },
    { deadline: Date.now() + 15_000 }
  )
  if (outcome.delivered)
    say(`pipeline notification sent: ${settings.pipelineId} ${settings.status}`)
  return exitFor(outcome, 'pipeline notification', say)
}

export async function pipelinesCommand(
  flags: Flags,
  env: NodeJS.ProcessEnv,
  out: Out = stdout
): Promise<number> {
  const settings = settingsForPipelines(flags, env)
  const { client } = setUp(settings.connection)
  let answer: unknown
  try {
    answer = await client.listPipelines()
  } catch (e) {
    complain(`could not list pipelines: ${(e as Error).message}`)
    return ExitCode.serviceTrouble
  }
  if (settings.json) {
    out(`${inertJson(answer)}\n`)
    return ExitCode.ok
  }
  out(pipelineTable(answer))
  return ExitCode.ok
}

/** The API text does not show the list's shape: a list of objects (or `{pipelines: [...]}`) is tabled, anything else printed as JSON. */
/**
 * The service's answer as JSON, pretty-printed. JSON.stringify escapes C0 controls, and no
 * line of it can begin with `::`. The rest can only stand inside a string, where an escape
 * means the same to a JSON reader: C1 controls, line separators and bidi overrides (which a
 * terminal acts on), and the `#` of `##[` (which the runner would).
 */
function inertJson(value: unknown): string {
  return (JSON.stringify(value, null, 2) ?? 'null').replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|(?<=#)#(?=\[)/g,
    c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}

export function pipelineTable(answer: unknown): string {
  const list = Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { pipelines?: unknown })?.pipelines)
      ? (answer as { pipelines: unknown[] }).pipelines
      : undefined
  if (!list || !list.every(x => x && typeof x === 'object')) return `${inertJson(answer)}\n`
  if (list.length === 0) return 'No pipelines.\n'
  const rows = list as Record<string, unknown>[]
  const columns = [...new Set(rows.flatMap(r => Object.keys(r)))]
  // The service's names and values, shown as text: one line each, nothing the runner obeys.
  const cell = (v: unknown): string =>
    v === undefined || v === null
      ? ''
      : safeForLog(typeof v === 'object' ? JSON.stringify(v) : String(v))
  const widths = columns.map(c => Math.max(c.length, ...rows.map(r => cell(r[c]).length)))
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return (
    [
      line(columns.map(c => cell(c.toUpperCase()))),
      ...rows.map(r => line(columns.map(c => cell(r[c]))))
    ].join('\n') + '\n'
  )
}

export async function replayCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const { connection, waitMs } = settingsForReplay(flags, env)
  const { config, say, client, queue } = setUp(connection)
  // Runs of this machine whose job never reached its end, and whose helper is gone: ended as
  // failed first, so that their end reports go out in this same pass.
  await endLostRuns(client, queue, {
    queueDir: connection.queue.dir,
    deadline: Date.now() + waitMs / 2,
    log: say
  })
  // The deadline bounds every attempt and wait of the pass; the timer is the backstop for
  // anything else that would not end (a hung service must never hang a cron job).
  const stop = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const overdue = new Promise<undefined>(resolve => {
    timer = setTimeout(() => {
      stop.abort()
      resolve(undefined)
    }, waitMs + REPLAY_BACKSTOP_GRACE_MS)
  })
  // Problems are printed as they happen (the queue's log), once each.
  const summary = await Promise.race([
    queue.replay(client, { deadline: Date.now() + waitMs, signal: stop.signal }),
    overdue
  ])
  clearTimeout(timer)
  if (!summary) {
    complain(
      `replay: stopped after ${Math.round(waitMs / 1000)} s (--wait); what was not sent stays queued`
    )
    return ExitCode.serviceTrouble
  }
  // Each number said with what it means, and what becomes of what is left.
  if (!config.quiet || !summary.counted || summary.remaining > 0 || summary.errors.length > 0)
    for (const line of replayLines(summary, connection.queue.dir)) complain(line)
  if (summary.unaddressed > 0) {
    const missing = config.baseUrl
      ? `pipeline notifications wait for a deployment URL (${Env.deploymentUrl})`
      : `run reports and heartbeats wait for a base URL (${Env.baseUrl})`
    complain(`${summary.unaddressed} more ${missing}`)
  }
  if (summary.foreign > 0 && !config.quiet) {
    complain(
      `${summary.foreign} more queued for another service (another address or key) are left alone`
    )
  }
  return summary.keyRejected ? ExitCode.serviceTrouble : ExitCode.ok
}

export async function emulatorSubcommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const { HistoryFileError, emulatorCommand, emulatorOptions } =
    await import('./emulator-command.js')
  const options = emulatorOptions(flags, env)
  const { port } = options
  try {
    await emulatorCommand(options)
  } catch (e) {
    if (e instanceof HistoryFileError) {
      complain(`the emulator ${e.message}`)
      return ExitCode.serviceTrouble
    }
    const code = (e as NodeJS.ErrnoException).code
    if (code !== 'EADDRINUSE' && code !== 'EADDRNOTAVAIL' && code !== 'EACCES') throw e
    const why =
      code === 'EADDRINUSE'
        ? `port ${port} is in use (--port 0 picks a free one)`
        : `${(e as Error).message} (check --host and --port)`
    complain(`the emulator could not listen: ${why}`)
    return ExitCode.serviceTrouble
  }
  return ExitCode.ok
}

export async function runsSubcommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const settings = settingsForRuns(flags, env)
  const { runsCommand } = await import('./emulator-command.js')
  try {
    await runsCommand(settings)
  } catch (e) {
    complain((e as Error).message)
    return ExitCode.serviceTrouble
  }
  return ExitCode.ok
}
