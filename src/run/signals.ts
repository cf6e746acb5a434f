/**
 * Cancellation as runners and shells deliver it: SIGINT (the Actions runner's first stage,
 * Ctrl-C), SIGTERM (its second stage on Linux and macOS, a pod deletion, `kill`), SIGBREAK (its
 * second stage on Windows: Ctrl-Break, which Node gives only there), SIGHUP (a closed terminal
 * or console window). Left to Node's defaults, any of them ends the process at once and a
 * report in flight is lost. Here a signal aborts the phase's controller instead: the run
 * protocol then queues what was in flight, and the front end exits on its own, a moment later.
 */
export const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGBREAK', 'SIGHUP'] as const
export type CancelSignal = (typeof CANCEL_SIGNALS)[number]

/** The process object's part that this needs; tests pass a double. */
export interface SignalSource {
  on(event: CancelSignal, listener: (signal: NodeJS.Signals) => void): unknown
  off(event: CancelSignal, listener: (signal: NodeJS.Signals) => void): unknown
}

export interface Cancellation {
  readonly signal: AbortSignal
  /** The signal that cancelled, once one did. */
  readonly by: () => NodeJS.Signals | undefined
  /** Gives the signals back to Node's defaults. */
  dispose(): void
}

/**
 * Aborts the returned signal on the first cancel signal; `onSignal`, when given, sees every
 * signal first (exec forwards them to its command). The handlers stay until `dispose`, so a
 * second signal does not kill the process while it queues.
 */
export function cancelOnSignals(
  o: { onSignal?: (signal: NodeJS.Signals) => void; source?: SignalSource } = {}
): Cancellation {
  const source: SignalSource = o.source ?? process
  const controller = new AbortController()
  let by: NodeJS.Signals | undefined
  const listener = (signal: NodeJS.Signals): void => {
    by ??= signal
    o.onSignal?.(signal)
    if (!controller.signal.aborted) controller.abort(new Error(`cancelled by ${signal}`))
  }
  for (const s of CANCEL_SIGNALS) source.on(s, listener)
  return {
    signal: controller.signal,
    by: () => by,
    dispose: () => {
      for (const s of CANCEL_SIGNALS) source.off(s, listener)
    }
  }
}

/** An abort signal that fires on any of `signals` (undefined ones are ignored). */
export function anyOf(...signals: (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined))
}
