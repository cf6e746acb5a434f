import type { Clock } from '../../src/util/clock.js'

interface Timer {
  at: number
  seq: number
  wake: () => void
}

/**
 * Simulated time for many concurrent loops: a sleep waits for `run` to reach its moment, so
 * several tasks interleave as they would in real time, without sleeping for real.
 */
export class SimClock implements Clock {
  private timers: Timer[] = []
  private seq = 0
  constructor(public t = Date.parse('2026-11-22T10:17:23Z')) {}

  now = (): number => this.t

  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const onAbort = (): void => {
        this.timers = this.timers.filter(x => x !== timer)
        reject(signal?.reason)
      }
      const timer: Timer = {
        at: this.t + Math.max(0, ms),
        seq: this.seq++,
        wake: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        }
      }
      this.timers.push(timer)
      signal?.addEventListener('abort', onAbort, { once: true })
    })

  /** Runs every task to its end: wakes the earliest sleeper, lets it run, repeats. */
  async run<T>(tasks: Promise<T>[]): Promise<T[]> {
    let finished = false
    const all = Promise.all(tasks).finally(() => (finished = true))
    for (;;) {
      // Everything awake runs until it sleeps again or ends (promise jobs run before this).
      await new Promise(resolve => setImmediate(resolve))
      if (finished) break
      if (this.timers.length === 0)
        throw new Error('every task waits, and no sleeper is left to wake')
      this.timers.sort((a, b) => a.at - b.at || a.seq - b.seq)
      const next = this.timers.shift()!
      this.t = Math.max(this.t, next.at)
      next.wake()
    }
    return all
  }
}
