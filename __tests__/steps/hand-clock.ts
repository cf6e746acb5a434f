import type { Clock } from '../../src/util/clock.js'

/** Sleeps wait until the test moves time on. */
export class HandClock implements Clock {
  private waiting: { until: number; resolve: () => void }[] = []
  t: number
  constructor(t: number) {
    this.t = t
  }
  now = (): number => this.t
  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new Error('aborted'))
      const entry = { until: this.t + ms, resolve }
      this.waiting.push(entry)
      signal?.addEventListener('abort', () => {
        this.waiting = this.waiting.filter(w => w !== entry)
        reject(new Error('aborted'))
      })
    })
  /** True when something sleeps until `ms` from now or sooner: moving time on then wakes it. */
  sleepsWithin(ms: number): boolean {
    return this.waiting.some(w => w.until <= this.t + ms)
  }
  /** Moves time on by `ms`, waking what is due, and lets the loop run. */
  async advance(ms: number): Promise<void> {
    this.t += ms
    const due = this.waiting.filter(w => w.until <= this.t)
    this.waiting = this.waiting.filter(w => w.until > this.t)
    for (const w of due) w.resolve()
    await new Promise(r => setImmediate(r))
  }
}
