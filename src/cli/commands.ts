/** The small subcommands for shell scripts, and the emulator's two. */
import { heartbeatBody, pipelineNotification } from '../client/reports.js'
import { PIPELINE_STATUSES, type PipelineStatus, isoUtc } from '../client/wire.js'
import { StreamRedactor } from '../logs/stream-redact.js'
import { Redactor, safeForLog } from '../logs/redact.js'
import { deliverOrQueue, type Outcome } from '../queue/deliver.js'
import { streamRegularFile } from '../util/files.js'
import { newRunKey } from '../queue/queue.js'
import { beginRun, endRun } from '../run/protocol.js'
import { cancelOnSignals } from '../run/signals.js'
import { DEFAULT_REPLAY_WAIT_MS, REPLAY_BACKSTOP_GRACE_MS } from '../queue/constants.js'
import {
  Env,
  type Flags,
  heartbeatMsOf,
  jobNameOf,
  metadataOf,
  pick,
  serviceConfig,
  startTimeOf,
  tagsOf,
  wholeNumber
} from './config.js'
import { heartbeatMetadata, reportMetadata } from './ci-facts.js'
import { STATUS_WORDS, endStatusOf, errorDetailsOf, withOutcome } from './ci-status.js'
import { ExitCode, UsageError } from './errors.js'
import { shown } from '../settings/check.js'
import { complain, messenger } from './messages.js'
import { type Needs, makeClient, makeQueue, requireService, warnAboutKeyFlag } from './service.js'
import type { CallKind } from '../client/call.js'

type Out = (text: string) => void
const stdout: Out = text => void process.stdout.write(text)

function setUp(flags: Flags, env: NodeJS.ProcessEnv, needs: Needs = 'runs') {
  const config = serviceConfig(flags, env)
  const say = messenger(config.quiet)
  warnAboutKeyFlag(config, say)
  requireService(config, needs)
  return {
    config,
    say,
    client: makeClient(config, env, say),
    queue: makeQueue(config, env, say)
  }
}

function waitMs(flags: Flags): number {
  return (wholeNumber(pick(flags, 'wait', {}), '--wait', 1, 3600) ?? 15) * 1000
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
  const format = pick(flags, 'format', {}) ?? 'text'
  if (!['text', 'env', 'json'].includes(format))
    throw new UsageError('--format must be text, env or json')
  const stateFile = pick(flags, 'state-file', {})
  if (stateFile) {
    const { startWithHeartbeats } = await import('./lifecycle.js')
    const started = await startWithHeartbeats(stateFile, flags, env, {
      waitMs: waitMs(flags),
      heartbeatMs: heartbeatMsOf(flags, env)
    })
    if (started) printStarted(format, started, out)
    return ExitCode.ok
  }
  const jobName = jobNameOf(flags, env)
  const { say, client, queue } = setUp(flags, env)
  const cancel = cancelOnSignals()
  const { run, start: outcome } = await beginRun(
    { client, queue },
    { jobName, metadata: reportMetadata(env, metadataOf(flags)), tags: tagsOf(flags) },
    { deadline: Date.now() + waitMs(flags), signal: cancel.signal }
  ).finally(() => cancel.dispose())
  const code = exitFor(outcome, 'start report', say)
  if (code !== ExitCode.ok) return code
  printStarted(format, { ...run, jobName }, out)
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

/** The file's head and tail, redacted before the cut so no piece of a secret survives at its edge. */
async function readLogFile(path: string, maxBytes: number, redactor: Redactor): Promise<string> {
  const capture = new StreamRedactor(maxBytes, redactor)
  try {
    // A regular file only, up to its size when opened: never a FIFO's or a device's endless bytes.
    await streamRegularFile(path, chunk => capture.write(chunk))
  } catch (e) {
    throw new UsageError(`--log-file: ${(e as Error).message}`, '--log-file')
  }
  return capture.text(redactor)
}

export async function endCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const logFile = pick(flags, 'log-file', {})
  const maxBytes =
    wholeNumber(pick(flags, 'log-max-bytes', {}), '--log-max-bytes', 0, 16 * 1024 * 1024) ?? 65536
  const stateFile = pick(flags, 'state-file', {})
  if (stateFile) {
    const { endFromState } = await import('./lifecycle.js')
    return await endFromState(stateFile, flags, env, {
      waitMs: waitMs(flags),
      logs: apiKey =>
        logFile
          ? readLogFile(logFile, maxBytes, new Redactor([apiKey]))
          : Promise.resolve(undefined)
    })
  }
  const word = pick(flags, 'status', {})
  const status = word === undefined ? undefined : endStatusOf(word)
  if (!status) throw new UsageError(`--status must be one of ${STATUS_WORDS}`, '--status')
  const jobName = jobNameOf(flags, env)
  const runId = pick(flags, 'run-id', env, Env.runId)
  const runKey = pick(flags, 'run-key', env, Env.runKey)
  const startTime = startTimeOf(flags, env)
  if (!runId && !runKey)
    throw new UsageError(
      `--run-id (or --run-key) is required, or ${Env.runId} from \`start --format env\``
    )
  if (!startTime)
    throw new UsageError(
      `--start-time is required (byte for byte as \`start\` printed it), or ${Env.startTime}`
    )
  const { config, say, client, queue } = setUp(flags, env)
  const logs = logFile
    ? await readLogFile(logFile, maxBytes, new Redactor([config.apiKey]))
    : undefined
  const cancel = cancelOnSignals()
  const ended = await endRun(
    { client, queue },
    { jobName, runKey: runKey ?? newRunKey(), startTime, runId: runId ?? '' },
    {
      status,
      errorDetails:
        pick(flags, 'error', {}) ?? errorDetailsOf(word as string, pick(flags, 'job-url', {})),
      metadata: reportMetadata(env, withOutcome(metadataOf(flags), word as string)),
      tags: tagsOf(flags),
      logs
    },
    { deadline: Date.now() + waitMs(flags), signal: cancel.signal }
  ).finally(() => cancel.dispose())
  const outcome = ended.end
  if (!outcome) {
    complain(
      `no end report: the run's start report was neither delivered nor queued (run key ${runKey})`
    )
    return ExitCode.serviceTrouble
  }
  return exitFor(outcome, 'end report', say)
}

export async function heartbeatCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const jobName = jobNameOf(flags, env)
  const { say, client } = setUp(flags, env)
  const d = await client.deliver({
    kind: 'heartbeat',
    body: heartbeatBody({
      jobName,
      currentTime: isoUtc(Date.now()),
      metadata: heartbeatMetadata(env, metadataOf(flags))
    })
  })
  if (!d.delivered) {
    complain(`the heartbeat was not accepted: ${d.error.message}`)
    return ExitCode.serviceTrouble
  }
  say(`heartbeat sent; next expected ${d.response.next_expected}`)
  return ExitCode.ok
}

export async function notifyCommand(flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const status = pick(flags, 'status', {}) as PipelineStatus | undefined
  if (!status || !PIPELINE_STATUSES.includes(status)) {
    throw new UsageError(`--status must be one of ${PIPELINE_STATUSES.join(', ')}`)
  }
  const pipelineId = pick(flags, 'pipeline-id', env, Env.pipelineId)
  if (!pipelineId) throw new UsageError(`--pipeline-id is required (or ${Env.pipelineId})`)
  const { say, client, queue } = setUp(flags, env, 'pipelines')
  const outcome = await deliverOrQueue(
    client,
    queue,
    {
      kind: 'pipeline-notification',
      pipelineId,
      body: pipelineNotification({
        status,
        message: pick(flags, 'message', {}),
        metadata: reportMetadata(env, metadataOf(flags))
      })
    },
    { deadline: Date.now() + 15_000 }
  )
  return exitFor(outcome, 'pipeline notification', say)
}

export async function pipelinesCommand(
  flags: Flags,
  env: NodeJS.ProcessEnv,
  out: Out = stdout
): Promise<number> {
  const { client } = setUp(flags, env, 'pipelines')
  let answer: unknown
  try {
    answer = await client.listPipelines()
  } catch (e) {
    complain(`could not list pipelines: ${(e as Error).message}`)
    return ExitCode.serviceTrouble
  }
  if (flags.json) {
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
  // Each endpoint family has its own address; with one of them, that family's records are
  // sent and the other's stay queued.
  const { config, client, queue } = setUp(flags, env, 'either')
  const waitMs =
    (wholeNumber(pick(flags, 'wait', {}), '--wait', 1, 86_400) ?? DEFAULT_REPLAY_WAIT_MS / 1000) *
    1000
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
  const left = summary.counted
    ? `${summary.remaining} still queued`
    : 'an unknown number still queued (the queue could not be read)'
  const line = `replay: ${summary.sent} sent, ${left}, ${summary.dropped} dropped, ${summary.failed} failed`
  if (!config.quiet || !summary.counted || summary.remaining > 0 || summary.errors.length > 0)
    complain(line)
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
  const url = pick(flags, 'url', env, Env.baseUrl)
  if (!url) throw new UsageError('--url is required (or JOB_MONITOR_BASE_URL)')
  // No key is sent, so plain http to another host is fine here; but `localhost:8080` would be
  // read as a URL of the scheme "localhost:", and fail later with words about protocols.
  const protocol = URL.canParse(url) ? new URL(url).protocol : undefined
  if (protocol !== 'http:' && protocol !== 'https:') {
    const input = flags.url !== undefined ? '--url' : Env.baseUrl
    throw new UsageError(
      `${input} must be the emulator's http:// or https:// address, such as http://127.0.0.1:8080; got ${shown(url)}`,
      input
    )
  }
  const { runsCommand } = await import('./emulator-command.js')
  try {
    await runsCommand({
      url,
      json: flags.json === true,
      job: pick(flags, 'job', {}),
      status: pick(flags, 'status', {}),
      since: pick(flags, 'since', {}),
      until: pick(flags, 'until', {}),
      limit: pick(flags, 'limit', {})
    })
  } catch (e) {
    complain((e as Error).message)
    return ExitCode.serviceTrouble
  }
  return ExitCode.ok
}
