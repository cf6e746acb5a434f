/**
 * A cancel of a wrapped command: the signals exec receives passed on to everything the command
 * started, a kill after --kill-after (or at a second signal), and the reporting told, so that
 * a cancelled run's reports are queued before anything is sent.
 */
import type { ChildProcess } from 'node:child_process'
import { CANCEL_SIGNALS } from '../../run/signals.js'
import type { ExecOptions } from '../command-settings.js'
import type { CommandHost, CommandRun } from './command-host.js'

/** How a cancel reaches the reporting: the first signal, and one after the command's exit. */
export interface Cancel {
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
export function signalHandling(
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
