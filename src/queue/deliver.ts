/**
 * Deliver a call now, or queue it for a later replay: the one way front ends send calls
 * that must not be lost.
 */
import type { CallKind, CallResponses, RetryState, ServiceCall } from '../client/call.js'
import { MonitorError } from '../client/errors.js'
import type { ServiceIdentity } from '../client/identity.js'
import type { StartReportResponse } from '../client/wire.js'
import type { Deliverer } from '../client/client-shape.js'
import type { QueueRecord } from './record.js'
import type { RunQueue } from './queue.js'

export type Outcome<K extends CallKind> =
  | { delivered: true; response: CallResponses[K]; attempts: number }
  | { delivered: false; error: MonitorError; queued?: QueueRecord } // queued only when retryable

export interface DeliverOrQueueOptions {
  /** Links a run's start and end reports while its run id is not known. */
  runKey?: string
  /** ms since the epoch: no attempt or wait beyond it (what is left undelivered is queued). */
  deadline?: number
  /** Continue this retry sequence (a call handed over from another carrier). */
  state?: RetryState
  signal?: AbortSignal
}

/**
 * Delivers `call` within the deadline. Undelivered and retryable: queued with its retry
 * state, so that replay continues the same sequence. Not retryable (401, other 4xx, a call
 * that cannot be addressed): not queued, the error is returned. Heartbeats are never queued: a late
 * heartbeat says nothing true.
 *
 * An end report with run_id '' and a runKey takes the run id learnt for that run key; while
 * none is known, its start is still queued (or on its way there), so the end is queued
 * behind it without being sent. Every record carries the identity of the service the client
 * sends that kind of call to, so that only a client of that service replays it. Every call
 * passes the client's outbound gate first: an identifier holding the key is refused, neither
 * sent nor queued. Never throws: a queue that cannot be written shows in the returned error.
 */
export async function deliverOrQueue<C extends ServiceCall>(
  client: Deliverer,
  queue: RunQueue,
  call: C,
  o: DeliverOrQueueOptions = {}
): Promise<Outcome<C['kind']>> {
  const { runKey } = o
  let passed: C
  try {
    // Before anything is sent or written: the queue holds only what may leave.
    passed = client.outbound(call)
  } catch (e) {
    if (e instanceof MonitorError) return { delivered: false, error: e }
    throw e
  }
  call = passed
  let toSend: ServiceCall = call
  if (call.kind === 'end' && call.body.run_id === '' && runKey !== undefined) {
    let runId: string | undefined
    try {
      runId = await queue.runIdFor(runKey)
    } catch {
      runId = undefined
    }
    if (runId === undefined) {
      const error = new MonitorError(
        "The end report waits for its run's start report, which is queued: the run id is not known yet",
        { retryable: true }
      )
      return queueOrReport(queue, call, error, {
        runKey,
        retry: o.state ?? { attempts: 0 },
        service: client.identityFor?.(call.kind)
      })
    }
    toSend = { ...call, body: { ...call.body, run_id: runId } }
  }

  const delivery = await client.deliver(toSend, {
    state: o.state,
    deadline: o.deadline,
    signal: o.signal
  })
  if (delivery.delivered) {
    if (runKey !== undefined) {
      // Best effort: the link only saves a later end report from waiting.
      if (toSend.kind === 'start') {
        const runId = (delivery.response as StartReportResponse).run_id
        await queue.rememberRunId(runKey, runId).catch(() => undefined)
      } else if (toSend.kind === 'end') {
        await queue.forgetRunId(runKey).catch(() => undefined)
      }
    }
    return delivery as Outcome<C['kind']>
  }
  if (!delivery.error.retryable || call.kind === 'heartbeat') {
    return { delivered: false, error: delivery.error }
  }
  return queueOrReport(queue, toSend, delivery.error, {
    runKey,
    retry: delivery.state,
    lastError: delivery.error.message,
    service: client.identityFor?.(call.kind)
  })
}

async function queueOrReport<K extends CallKind>(
  queue: RunQueue,
  call: ServiceCall,
  error: MonitorError,
  info: { runKey?: string; retry: RetryState; lastError?: string; service?: ServiceIdentity }
): Promise<Outcome<K>> {
  try {
    const queued = await queue.enqueue(call, info)
    return { delivered: false, error, queued }
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause)
    return {
      delivered: false,
      error: new MonitorError(`${error.message}; it could not be queued either: ${reason}`, {
        retryable: error.retryable,
        status: error.status,
        cause: error
      })
    }
  }
}
