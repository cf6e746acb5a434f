/**
 * What a replay pass is given and what it answers: its options, its context (the queue's
 * store, the run id links, the clock and the bounds), and its summary.
 */
import type { Clock } from '../util/clock.js'
import type { EndpointFamily } from '../client/identity.js'
import type { QueueRecord } from './record.js'
import type { RecordStore } from './store.js'
import type { RunIdStore } from './runids.js'

export interface ReplayOptions {
  /** ms since the epoch: no attempt or wait beyond it; records not reached stay queued. */
  deadline?: number
  signal?: AbortSignal
  /** Only this run's records (the action's post step replays its own start before its end). */
  runKey?: string
}

export interface ReplaySummary {
  sent: number
  /** Records tried and still undelivered (they stay queued). */
  failed: number
  /** Records not tried: the key's hourly ledger had no room, or a 429 paused the key. */
  held: number
  /** Records not tried: their retry sequence's next try falls after this pass's deadline. */
  notDue: number
  /** End reports not tried: their run's start report is not delivered yet. */
  awaitingStart: number
  /** ms since the epoch: the earliest moment a held or not-due record may go, if any. */
  nextTryAt?: number
  dropped: number
  /** Records of the replayed scope, for this client's service, still queued afterwards. */
  remaining: number
  /** False when the queue could not be read at the end: `remaining` is then not a count. */
  counted: boolean
  /** Records of the scope left untouched: the client has no address for their endpoints. */
  unaddressed: number
  /**
   * Records of the scope left untouched because they were queued for another service (another
   * address or another key), or by a version that did not record which service (never sent).
   */
  foreign: number
  /** runKey -> run_id learnt from replayed start reports (and, with `runKey`, that run's). */
  runIds: Record<string, string>
  /** Every problem met, each also passed to the context's log as it happened. */
  errors: string[]
  /** The service refused the API key (401) on some endpoint family. */
  keyRejected: boolean
  /** The endpoint families that refused the key; the pass went on with the others. */
  keyRejectedFor: EndpointFamily[]
}

export interface ReplayContext {
  store: RecordStore
  runIds: RunIdStore
  clock: Clock
  log: (message: string) => void
  heartbeatMaxAgeMs: number
  claimMaxAgeMs: number
  orphanEndMaxAgeMs: number
}

/** One run's pass (see RunQueue.replayRun): its summary, and the run's records still queued. */
export interface RunPass {
  summary: ReplaySummary
  /** The run's records still queued after the pass, of every service, in queue order. */
  queued: QueueRecord[]
}
