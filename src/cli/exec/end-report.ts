/**
 * The end of a wrapped command's run, as exec reports it: its status and why, the end report's
 * logs (the command, its output's head and tail, how it exited, a note when it ran slower than
 * usual), and the capture the action's post step puts into its own end report.
 */
import { constants } from 'node:os'
import type { EndStatus } from '../../client/wire.js'
import { writeCaptureIn } from '../../logs/exec-captures.js'
import { outputQuote, withQuote } from '../../logs/failure-quote.js'
import type { Redactor } from '../../logs/redact.js'
import { CANCEL_SIGNALS } from '../../run/signals.js'
import type { ExecOptions } from '../command-settings.js'
import { slowerThanUsual, withUsualNote } from '../../run/usual-duration.js'
import { formatSeconds } from '../../util/duration-text.js'
import { durationHistoryIn } from '../usual-duration.js'
import type { Cancel } from './cancel.js'
import type { Exit } from './launch.js'
import { type Reporting, finishReporting } from './reporting.js'
import { endedByCtrlC } from './spawn-plan.js'

/** How the command's run ended: what exec exits with and what its end report says. */
export interface RunEnd {
  exit: Exit
  /** The code exec leaves with: the command's own, or 128 + the signal that killed it. */
  exitCode: number
  status: EndStatus
  /** Why it did not succeed, in one line (a pipeline notification's message); null for a success. */
  errorDetails: string | null
  endTime: number
  durationMs: number
}

/** Shell-like display of the command for the report's header. */
export function displayCommand(argv: string[]): string {
  return argv.map(a => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ')
}

/** The run's end, from the command's exit and the cancel (if any) that preceded it. */
export function runEndOf(
  exit: Exit,
  cancelledBy: NodeJS.Signals | undefined,
  began: number,
  endTime: number
): RunEnd {
  const exitCode = exit.code ?? 128 + (exit.signal ? (constants.signals[exit.signal] ?? 0) : 0)
  return { exit, exitCode, ...outcomeOf(exit, cancelledBy), endTime, durationMs: endTime - began }
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

/**
 * The end report assembled and sent (see finishReporting). This machine's recent successful
 * runs of the job say what its usual duration is: a run much slower says so, and a success
 * joins them.
 */
export async function reportRunEnd(
  report: Reporting,
  o: ExecOptions,
  run: {
    end: RunEnd
    /** The command's output, redacted, as the end report carries it. */
    output: string
    /** error_details: the reason, with a failed run's own words quoted. */
    details: string | null
    queueDir: string
  },
  cancel: Cancel,
  say: (m: string) => void
): Promise<void> {
  const { end } = run
  const history = durationHistoryIn(run.queueDir)
  const usual = await history.recent(o.jobName)
  const slower = end.status === 'cancelled' ? undefined : slowerThanUsual(end.durationMs, usual)
  if (slower) say(slower)
  await finishReporting(
    report,
    o,
    {
      status: end.status,
      errorDetails: run.details,
      reason: end.errorDetails,
      logs: endReportLogs(o, end, run.output, slower),
      endTime: end.endTime,
      durationMs: end.durationMs,
      exitCode: end.exitCode
    },
    cancel,
    say
  )
  if (end.status === 'success')
    await history
      .add(o.jobName, usual, end.durationMs)
      .catch(e => say(`could not record the run's duration: ${(e as Error).message}`))
}

/** The end report's logs: the command as a shell shows it, its output, how and when it ended, the note. */
function endReportLogs(
  o: ExecOptions,
  end: RunEnd,
  output: string,
  slower: string | undefined
): string {
  return withUsualNote(`$ ${displayCommand(o.command)}\n` + output + `\n${exitLine(end)}\n`, slower)
}

/** How the command ended and how long it ran: `[exit 0, 20 ms]`, `[exit SIGTERM, 1 min 35 s]`. */
export function exitLine(end: Pick<RunEnd, 'exit' | 'exitCode' | 'durationMs'>): string {
  return `[exit ${end.exit.signal ?? end.exitCode}, ${formatSeconds(end.durationMs / 1000)}]`
}

/** A failed run says why in its own words too: its last error-looking and last lines. */
export function detailsOf(end: RunEnd, output: string, redactor: Redactor): string | null {
  return withQuote(end.errorDetails, end.status, () => outputQuote(output, redactor)) ?? null
}

/** Inside a GitHub Actions job, the action's post step puts this capture into the end report. */
export async function handOffCapture(
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
