/**
 * Time as the client sees it. Injected everywhere a wait or a timestamp happens, so that
 * tests drive retries and heartbeats without sleeping for real.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Resolves after `ms` milliseconds (or at once in tests). Rejects if `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      // A wait worked out from a deadline already past is no wait: Node would warn about it
      // (TimeoutNegativeWarning) in the job's log, and about NaN as well.
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        ms > 0 ? ms : 0
      )
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
}
