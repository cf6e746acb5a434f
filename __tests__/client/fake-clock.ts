import type { Clock } from '../../src/util/clock.js'

/** A clock whose sleeps return at once and move time forward; the waits are recorded. */
export class FakeClock implements Clock {
  waits: number[] = []
  constructor(public t = Date.parse('2026-11-22T10:00:00Z')) {}
  now = (): number => this.t
  sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) throw signal.reason
    this.waits.push(ms)
    this.t += ms
  }
}
