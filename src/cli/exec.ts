/**
 * `job-monitor exec -- <command>`: runs the command at once with its output passed through
 * unchanged, and reports the run around it: a start report (in parallel, never delaying the
 * command), heartbeats while it runs, and an end report with a bounded head+tail of its
 * output. Whatever happens to the reports, it exits with the command's own code.
 */
import type { ChildProcess } from 'node:child_process'
import { constants } from 'node:os'
import { runHeartbeats } from '../client/heartbeats.js'
import { type EndStatus, isoUtc } from '../client/wire.js'
import { writeCaptureIn } from '../logs/exec-captures.js'
import { Redactor } from '../logs/redact.js'
import { outputQuote, withQuote } from '../logs/failure-quote.js'
import { StreamRedactor } from '../logs/stream-redact.js'
import { newRunKey } from '../queue/queue.js'
import { type Begun, type RunServices, beginRun, endCancelledRun, endRun } from '../run/protocol.js'
import { CANCEL_SIGNALS, anyOf } from '../run/signals.js'
import { type CommandHost, type CommandRun, systemHost } from './exec/command-host.js'
import { endedByCtrlC, notStartedBy, spawnPlan } from './exec/spawn-plan.js'
import { withoutApiKey } from '../run/child-environment.js'
import { newRunCookie, withRunCookie } from '../run/run-cookie.js'
import { outputPipes } from './exec/output-pipes.js'
import { type Connection, type ExecOptions, settingsForExec } from './command-settings.js'
import { Env, type Flags, type ServiceConfig } from './config.js'
import type { UsageError } from './errors.js'
import { complain, messenger } from './messages.js'
import { slowerThanUsual } from '../run/usual-duration.js'
import { durationHistoryIn } from './usual-duration.js'
import { makeClient, queueOf, warnAboutKeyFlag } from './service.js'

/**
 * How long output is still read after the command exits, when something else holds its pipes.
 * A property, so that a test of a command that leaves such a process need not wait 2 s.
 */
export const outputDrain = { ms: 2000 }
/** Before the end's deadline, the start stops waiting this long ahead, so the end has time too. */
const START_GIVES_WAY_MS = 2000
/** Heartbeats of a wrapped command stop by themselves after a week. */
const EXEC_HEARTBEAT_MAX_LIFETIME_MS = 7 * 24 * 3600_000

/** Shell-like display of the command for the report's header. */
function displayCommand(argv: string[]): string {
  return argv.map(a => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ')
}

/** Why exec reports at all, or the reason it runs the command unreported. */
function reportingDecision(
  config: ServiceConfig,
  trouble: UsageError | undefined,
  say: (m: string) => void
): boolean {
  if (trouble) {
    // Always shown, even with --quiet: the run goes unreported until this is fixed.
    complain(`error: ${trouble.message}; running the command without reporting it`)
    return false
  }
  if (config.keyUnusable) {
    // Always shown: a key was given, and the run still goes unreported.
    complain(`${config.keyUnusable} Running the command without reporting it.`)
    return false
  }
  if (!config.apiKey) {
    say('no API key (JOB_MONITOR_API_KEY): running the command without reporting it')
    return false
  }
  if (!config.baseUrl) {
    say(
      'no service address (JOB_MONITOR_BASE_URL or --base-url): running the command without reporting it'
    )
    return false
  }
  return true
}

/** How the command ended, in the shell's terms. */
interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
  spawnError?: Error
}

/** The running command: its output passed through and captured, its exit awaited. */
interface Command {
  /** None when the command line cannot be handed to any program (see unstartable). */
  child?: ChildProcess
  exited: Promise<Exit>
}

/**
 * The command's environment: ours, less the API key and any copy of it under another name,
 * unless --pass-api-key asks for the key to be passed on (then as JOB_MONITOR_API_KEY, from
 * wherever it came, so a job-monitor call inside the command finds it).
 */
function commandEnvironment(
  env: NodeJS.ProcessEnv,
  config: ServiceConfig,
  o: ExecOptions
): NodeJS.ProcessEnv {
  if (!o.passApiKey) return withoutApiKey(env, [config.apiKey, env[Env.apiKey]])
  return config.apiKey ? { ...env, [Env.apiKey]: config.apiKey } : env
}

function launch(
  o: ExecOptions,
  env: NodeJS.ProcessEnv,
  capture: StreamRedactor,
  host: CommandHost
): Command {
  const plan = spawnPlan(o.command, host, env)
  if (plan.refused) return { exited: Promise.resolve(notStarted(plan.refused)) }
  const pipes = outputPipes(host.platform, env.PATH)
  let child: ChildProcess
  try {
    child = host.spawn(plan.file, plan.args, { ...plan.options, stdio: pipes.stdio })
  } catch (e) {
    // Node throws at once for some refusals (ENOTDIR, E2BIG, ENAMETOOLONG, a batch file
    // without a shell): the same end as an 'error' event.
    pipes.abandon()
    return { exited: Promise.resolve(notStarted(notStartedBy(o.command[0], e, host.platform))) }
  }
  pipes.spawned()
  // Each stream its own source: a line one of them prints is kept whole, whatever the turns in
  // which the two are read, so redaction sees a secret in it whole.
  const sources = [capture.source(), capture.source()]
  const outputs = pipes.forward(child, process.stdout, process.stderr, (chunk, from) =>
    sources[from].write(chunk)
  )
  const outputsClosed = Promise.all(
    outputs.map(
      (s, i) =>
        new Promise<void>(resolve =>
          s.once('close', () => {
            // Read to its end (or given up on): its last unfinished line is kept too.
            sources[i].end()
            resolve()
          })
        )
    )
  )
  const exited = new Promise<Exit>(resolve => {
    child.once('error', e => {
      resolve(notStarted(notStartedBy(o.command[0], e, host.platform)))
    })
    child.once('exit', (code, signal) => {
      // Output still in the pipes is read to the end; but a process the command left running
      // (a daemon holding the pipes open) does not hold the end report hostage.
      const drain = setTimeout(() => {
        for (const s of outputs) s.destroy()
      }, outputDrain.ms)
      void outputsClosed.then(() => {
        clearTimeout(drain)
        resolve({ code, signal })
      })
    })
  })
  return { child, exited }
}

function notStarted(n: { code: number; message: string }): Exit {
  return { code: n.code, signal: null, spawnError: new Error(n.message) }
}

/** The end report's status and error text for how the command ended. */
function outcomeOf(
  exit: Exit,
  cancelledBy: NodeJS.Signals | undefined
): { status: EndStatus; errorDetails: string | null } {
  const { code, signal, spawnError } = exit
  if (spawnError)
    return {
      status: 'failed',
      errorDetails: `The command could not be started: ${spawnError.message}`
    }
  if (cancelledBy || (signal && (CANCEL_SIGNALS as readonly string[]).includes(signal)))
    return { status: 'cancelled', errorDetails: `Cancelled by ${cancelledBy ?? signal}` }
  // A Windows program ended by its console's Ctrl-C or Ctrl-Break; its code is kept as it is.
  if (endedByCtrlC(code))
    return { status: 'cancelled', errorDetails: 'Cancelled by Ctrl-C (exit code 0xC000013A)' }
  if (signal) return { status: 'failed', errorDetails: `The command was killed by ${signal}` }
  if (code === 0) return { status: 'success', errorDetails: null }
  return { status: 'failed', errorDetails: `The command exited with code ${code}` }
}

/** How a cancel reaches the reporting: the first signal, and one after the command's exit. */
interface Cancel {
  /**
   * The first cancel signal. The start and the heartbeats go on while the command ends; once
   * it has, the run's reports are queued before anything is sent.
   */
  cancelled: AbortController
  /** A signal after the command exited: what is in flight is queued, exec leaves. */
  stop: AbortController
}

/**
 * Signals while the command runs are passed on to it and to every process it started, found
 * by the run's cookie in their environments (run-cookie.ts): what left its tree before the
 * cancel (a `(cmd &)` child, a daemon) included. A command that ignores them is killed with the
 * rest after --kill-after, as the runner does; a second one, the runner's last stage before it
 * kills us, ends them at once, so that the end report is queued in time. Once the command has
 * exited, a signal cuts the reporting short instead: what is in flight is queued and exec still
 * leaves with the command's code. A command that ends by itself leaves what it started running.
 *
 * On Windows nothing is passed on: the command shares our console, which gave it the same
 * Ctrl-C or Ctrl-Break (Node there could only terminate the one process, not its children),
 * and what is left is ended with its whole tree.
 */
function signalHandling(
  o: ExecOptions,
  child: ChildProcess,
  cookie: string,
  host: CommandHost,
  cancel: Cancel,
  say: (m: string) => void
): { cancelledBy: () => NodeJS.Signals | undefined; dispose: () => void } {
  const posix = host.platform !== 'win32'
  let running = true
  let cancelledBy: NodeJS.Signals | undefined
  let killTimer: NodeJS.Timeout | undefined
  const run = (): CommandRun | undefined =>
    child.pid === undefined ? undefined : { pid: child.pid, running, cookie }
  const killNow = (): void => {
    clearTimeout(killTimer)
    const r = run()
    if (running && r) host.killRun(r)
  }
  const onSignal = (signal: NodeJS.Signals): void => {
    const why = new Error(`cancelled by ${signal}`)
    if (!running) return cancel.stop.abort(why)
    if (cancelledBy) return killNow()
    cancelledBy = signal
    cancel.cancelled.abort(why)
    const r = run()
    if (posix && r) host.signalRun(r, signal)
    killTimer = setTimeout(killNow, o.killAfterMs)
    // At once: a command that ignores the signal would otherwise leave the terminal silent
    // until the kill.
    if (o.killAfterMs > 0)
      say(
        `cancelled by ${signal}: the command is killed if it has not ended in ${o.killAfterMs / 1000} s (--kill-after); a second signal kills it now`
      )
  }
  const exited = (): void => {
    clearTimeout(killTimer)
    running = false
    // A cancelled command's processes go down whole: nothing it started survives, even what
    // its exit left without a parent. (Windows: its tree cannot be found once it has exited;
    // the console's Ctrl-C reached the rest.)
    const r = run()
    if (cancelledBy && posix && r) host.killRun(r)
  }
  child.once('exit', exited)
  child.once('error', exited)
  for (const s of CANCEL_SIGNALS) process.on(s, onSignal)
  return {
    cancelledBy: () => cancelledBy,
    dispose: () => {
      for (const s of CANCEL_SIGNALS) process.off(s, onSignal)
    }
  }
}

/** The reporting side of a run while its command runs: the start and the heartbeats. */
interface Reporting {
  services: RunServices
  begun: Promise<Begun>
  /** Ends the start's wait: what is late is queued. */
  stopStart: AbortController
  stopBeats: AbortController
  beats?: Promise<unknown>
}

function beginReporting(
  connection: Connection,
  o: ExecOptions,
  run: { runKey: string; startTime: string; pipelineId?: string },
  cancelled: AbortSignal,
  say: (m: string) => void
): Reporting {
  const services = {
    client: makeClient(connection.config, connection.proxy, say),
    queue: queueOf(connection.queue, say)
  }
  const stopStart = new AbortController()
  const stopBeats = new AbortController()
  // The start has until the end's deadline; it is carried on while the command runs.
  const begun = beginRun(
    services,
    { jobName: o.jobName, metadata: o.metadata, tags: o.tags, ...run },
    { signal: anyOf(stopStart.signal, cancelled) }
  )
  const beatMetadata = o.heartbeatMetadata
  const beats =
    o.heartbeatMs > 0
      ? runHeartbeats(services.client, {
          jobName: o.jobName,
          intervalMs: o.heartbeatMs,
          signal: anyOf(stopBeats.signal, cancelled),
          maxLifetimeMs: EXEC_HEARTBEAT_MAX_LIFETIME_MS,
          metadata: beatMetadata && (() => beatMetadata),
          onBeat: e => {
            if (!e.ok && e.error) say(`heartbeat: ${e.error.message}`)
          }
        })
      : undefined
  return { services, begun, stopStart, stopBeats, beats }
}

/**
 * The end of the run: the start's outcome awaited (or queued), then the protocol's end. A
 * cancelled run's reports go to the queue before anything is sent (see endCancelledRun): the
 * runner kills a cancelled step seconds later, and what is queued survives that.
 */
async function finishReporting(
  r: Reporting,
  o: ExecOptions,
  ending: {
    status: EndStatus
    errorDetails: string | null
    /** How it ended, in one line: a pipeline notification's message. */
    reason: string | null
    logs: string
    endTime: number
    durationMs: number
    exitCode: number
  },
  cancel: Cancel,
  say: (m: string) => void
): Promise<void> {
  r.stopBeats.abort()
  const deadline = ending.endTime + o.endTimeoutMs
  const cancelled = cancel.cancelled.signal.aborted
  // The start has until shortly before the deadline; then it is queued with its retry state.
  // A cancelled run has no time to wait: a start still on its way is queued at once.
  const timer = setTimeout(
    () => r.stopStart.abort(),
    cancelled ? 0 : Math.max(0, deadline - Date.now() - START_GIVES_WAY_MS)
  )
  const begun = await r.begun
  clearTimeout(timer)
  await r.beats
  if (!begun.start.delivered && !begun.start.queued)
    say(`the start report was not accepted: ${begun.start.error.message}`)
  const end = {
    status: ending.status,
    errorDetails: ending.errorDetails,
    metadata: o.metadata,
    tags: o.tags,
    logs: ending.logs,
    endTime: isoUtc(ending.endTime),
    notification: {
      message:
        ending.status === 'cancelled'
          ? `${o.jobName} was cancelled`
          : (ending.reason ?? `${o.jobName} succeeded`),
      metadata: {
        ...o.metadata,
        duration_seconds: Math.round(ending.durationMs / 100) / 10,
        exit_code: ending.exitCode
      }
    }
  }
  const window = { deadline, signal: cancel.stop.signal }
  const { ended, sent } = cancelled
    ? await endCancelledRun(r.services, begun.run, end, window)
    : { ended: await endRun(r.services, begun.run, end, window) }
  const outcome = ended.end
  if (!outcome) return
  if (outcome.delivered || sent)
    say(`reported run ${sent?.runId ?? ended.runId} of '${o.jobName}': ${ending.status}`)
  else if (outcome.queued)
    say(
      `the end report is queued (${outcome.error.message}); \`job-monitor replay\` sends it later`
    )
  else say(`the end report was not accepted: ${outcome.error.message}`)
}

/** Runs exec and returns the exit code to leave with. */
export async function runExec(
  flags: Flags,
  positionals: string[],
  env: NodeJS.ProcessEnv,
  host: CommandHost = systemHost(env)
): Promise<number> {
  const { connection, o, trouble, pipelineIdInput, capturesDir } = settingsForExec(
    flags,
    positionals,
    env
  )
  const { config } = connection
  const say = messenger(config.quiet)
  warnAboutKeyFlag(config, say)
  if (config.pipelineId && !config.deploymentUrl) {
    say(
      `${pipelineIdInput} is set but no deployment URL (${Env.deploymentUrl} or --deployment-url): no pipeline notifications are sent`
    )
  }
  const reporting = reportingDecision(config, trouble, say)
  const began = Date.now()
  const startTime = isoUtc(began)
  const redactor = new Redactor([config.apiKey])
  const capture = new StreamRedactor(o.logMaxBytes, redactor)
  const cancel: Cancel = { cancelled: new AbortController(), stop: new AbortController() }

  // The command starts first: monitoring never delays the job. Its environment carries this
  // run's cookie, by which a cancel finds everything it started.
  const cookie = newRunCookie()
  const command = launch(
    o,
    withRunCookie(commandEnvironment(env, config, o), cookie),
    capture,
    host
  )
  const signals = command.child
    ? signalHandling(o, command.child, cookie, host, cancel, say)
    : { cancelledBy: () => undefined, dispose: () => undefined }
  try {
    const report = reporting
      ? beginReporting(
          connection,
          o,
          {
            runKey: newRunKey(),
            startTime,
            pipelineId: config.pipelineId
          },
          cancel.stop.signal,
          say
        )
      : undefined

    const exit = await command.exited
    const ended = Date.now()
    const durationMs = ended - began
    const exitCode = exit.code ?? 128 + (exit.signal ? (constants.signals[exit.signal] ?? 0) : 0)
    const { status, errorDetails } = outcomeOf(exit, signals.cancelledBy())
    // As a shell says it, --quiet or not: `job-monitor: ./missing: No such file or directory`.
    if (exit.spawnError) complain(exit.spawnError.message)

    // Redacted before the head/tail cut, so no piece of a secret survives at a cut edge.
    const output = capture.text(redactor)
    // A failed run says why in its own words too: its last error-looking and last lines.
    const details = withQuote(errorDetails, status, () => outputQuote(output, redactor)) ?? null
    await handOffCapture(capturesDir, o, redactor, {
      exit,
      startTime,
      durationMs,
      output,
      say
    })
    if (report) {
      // This machine's recent successful runs of the job say what its usual duration is.
      const history = durationHistoryIn(connection.queue.dir)
      const usual = await history.recent(o.jobName)
      const slower = status === 'cancelled' ? undefined : slowerThanUsual(durationMs, usual)
      if (slower) say(slower)
      const logs =
        `$ ${displayCommand(o.command)}\n` +
        output +
        `\n[exit ${exit.signal ?? exitCode}, ${(durationMs / 1000).toFixed(1)} s]\n` +
        (slower ? `${slower}\n` : '')
      await finishReporting(
        report,
        o,
        {
          status,
          errorDetails: details,
          reason: errorDetails,
          logs,
          endTime: ended,
          durationMs,
          exitCode
        },
        cancel,
        say
      )
      if (status === 'success')
        await history
          .add(o.jobName, usual, durationMs)
          .catch(e => say(`could not record the run's duration: ${(e as Error).message}`))
    }
    return exitCode
  } finally {
    signals.dispose()
  }
}

/** Inside a GitHub Actions job, the action's post step puts this capture into the end report. */
async function handOffCapture(
  capturesDir: string | undefined,
  o: ExecOptions,
  redactor: Redactor,
  c: {
    exit: Exit
    startTime: string
    durationMs: number
    output: string
    say: (m: string) => void
  }
): Promise<void> {
  if (!capturesDir) return
  await writeCaptureIn(capturesDir, {
    command: redactor.redact(displayCommand(o.command)),
    jobName: o.jobName,
    exitCode: c.exit.code,
    signal: c.exit.signal,
    startedAt: c.startTime,
    durationMs: c.durationMs,
    output: c.output
  }).catch(e => c.say(`could not hand the output to the action: ${(e as Error).message}`))
}
