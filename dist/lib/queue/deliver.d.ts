/**
 * Deliver a call now, or queue it for a later replay: the one way front ends send calls
 * that must not be lost.
 */
import type { CallKind, CallResponses, RetryState, ServiceCall } from '../client/call.js';
import { MonitorError } from '../client/errors.js';
import type { Deliverer } from '../client/client-shape.js';
import type { QueueRecord } from './record.js';
import type { RunQueue } from './queue.js';
export type Outcome<K extends CallKind> = {
    delivered: true;
    response: CallResponses[K];
    attempts: number;
} | {
    delivered: false;
    error: MonitorError;
    queued?: QueueRecord;
};
export interface DeliverOrQueueOptions {
    /** Links a run's start and end reports while its run id is not known. */
    runKey?: string;
    /** ms since the epoch: no attempt or wait beyond it (what is left undelivered is queued). */
    deadline?: number;
    /** Continue this retry sequence (a call handed over from another carrier). */
    state?: RetryState;
    signal?: AbortSignal;
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
export declare function deliverOrQueue<C extends ServiceCall>(client: Deliverer, queue: RunQueue, call: C, o?: DeliverOrQueueOptions): Promise<Outcome<C['kind']>>;
