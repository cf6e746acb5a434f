/**
 * `job-monitor exec -- <command>`: runs the command at once with its output passed through
 * unchanged, and reports the run around it: a start report (in parallel, never delaying the
 * command), heartbeats while it runs, and an end report with a bounded head+tail of its
 * output. Whatever happens to the reports, it exits with the command's own code.
 *
 * This module is the order of those steps; each lives in exec/: the command's launch
 * (launch.ts), its cancel (cancel.ts), the reports (reporting.ts) and the end (end-report.ts).
 */
import { isoUtc } from '../client/wire.js'
import { Redactor } from '../logs/redact.js'
import { StreamRedactor } from '../logs/stream-redact.js'
import { newRunKey } from '../queue/queue.js'
import { type CommandHost, systemHost } from './exec/command-host.js'
import { newRunCookie, withRunCookie } from '../run/run-cookie.js'
import { type Cancel, signalHandling } from './exec/cancel.js'
import { detailsOf, handOffCapture, reportRunEnd, runEndOf } from './exec/end-report.js'
import { type Command, commandEnvironment, launch } from './exec/launch.js'
import { beginReporting, reportingDecision } from './exec/reporting.js'
import { type ExecOptions, settingsForExec } from './command-settings.js'
import { Env, type Flags, type ServiceConfig } from './config.js'
import { complain, messenger } from './messages.js'
import { warnAboutKeyFlag } from './client-setup.js'
import { atRunStart } from './schedule.js'

/** Runs exec and returns the exit code to leave with. */
export async function runExec(
  flags: Flags,
  positionals: string[],
  env: NodeJS.ProcessEnv,
  host: CommandHost = systemHost(env)
): Promise<number> {
  const settings = settingsForExec(flags, positionals, env)
  const { connection, trouble, pipelineIdInput, capturesDir } = settings
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
  const o = atRunStart(settings.o, began, say)
  const redactor = new Redactor([config.apiKey])
  const capture = new StreamRedactor(o.logMaxBytes, redactor)
  const cancel: Cancel = { cancelled: new AbortController(), stop: new AbortController() }

  const { command, signals } = startCommand(o, env, config, { capture, host, cancel, say })
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
    // The run ends when its command does, whatever the command left running.
    const end = runEndOf(exit, signals.cancelledBy(), began, exit.at ?? Date.now())
    // As a shell says it, --quiet or not: `job-monitor: ./missing: No such file or directory`.
    if (exit.spawnError) complain(exit.spawnError.message)
    if (exit.outputHeld)
      say(
        'the command left processes that hold its output open: what they write from now on is ' +
          'discarded (redirect their output to a file to keep it)'
      )

    // Redacted before the head/tail cut, so no piece of a secret survives at a cut edge.
    const output = capture.text(redactor)
    const details = detailsOf(end, output, redactor)
    await handOffCapture(capturesDir, o, redactor, {
      exit,
      startTime,
      durationMs: end.durationMs,
      output,
      say
    })
    if (report)
      await reportRunEnd(
        report,
        o,
        { end, output, details, queueDir: connection.queue.dir },
        cancel,
        say
      )
    return end.exitCode
  } finally {
    signals.dispose()
  }
}

/**
 * The command starts first: monitoring never delays the job. Its environment carries this
 * run's cookie, by which a cancel finds everything it started; a command that never started
 * has nothing to pass a signal to.
 */
function startCommand(
  o: ExecOptions,
  env: NodeJS.ProcessEnv,
  config: ServiceConfig,
  c: { capture: StreamRedactor; host: CommandHost; cancel: Cancel; say: (m: string) => void }
): { command: Command; signals: ReturnType<typeof signalHandling> } {
  const cookie = newRunCookie()
  const command = launch(
    o,
    withRunCookie(commandEnvironment(env, config, o), cookie),
    c.capture,
    c.host
  )
  const signals = command.child
    ? signalHandling(o, command.child, cookie, c.host, c.cancel, c.say)
    : { cancelledBy: () => undefined, dispose: () => undefined }
  return { command, signals }
}
