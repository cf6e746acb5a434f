/**
 * Carrying on a start report that a front end had to queue: the heartbeat helper replays it
 * (the same retry sequence) until it is delivered, refused or given up, backing off between
 * passes, so the run id is known before the job ends whenever the service comes back in time.
 */
import { type Clock, systemClock } from '../util/clock.js'
import type { Deliverer } from '../client/client-shape.js'
import type { RunQueue } from '../queue/queue.js'
import { CARRY_START_FIRST_WAIT_MS, CARRY_START_MAX_WAIT_MS } from './constants.js'

export type CarriedStart =
  { delivered: true; runId: string } | { delivered: false; error?: string; stopped: boolean }

export async function carryOnStart(
  s: { client: Deliverer; queue: RunQueue; clock?: Clock },
  runKey: string,
  o: { signal: AbortSignal; onTrouble?: (error: string) => void }
): Promise<CarriedStart> {
  const clock = s.clock ?? systemClock
  let wait = CARRY_START_FIRST_WAIT_MS
  while (!o.signal.aborted) {
    const summary = await s.queue.replay(s.client, { runKey, signal: o.signal })
    const runId = summary.runIds[runKey]
    if (runId) return { delivered: true, runId }
    const rejected = summary.keyRejectedFor.includes('runs')
    if (rejected || summary.remaining === 0) {
      return {
        delivered: false,
        stopped: false,
        error: rejected
          ? 'the service rejected the API key (401)'
          : (summary.errors[0] ?? 'the start report was dropped from the queue')
      }
    }
    if (summary.errors.length) o.onTrouble?.(summary.errors[summary.errors.length - 1])
    try {
      await clock.sleep(wait, o.signal)
    } catch {
      break
    }
    wait = Math.min(wait * 2, CARRY_START_MAX_WAIT_MS)
  }
  return { delivered: false, stopped: true }
}
