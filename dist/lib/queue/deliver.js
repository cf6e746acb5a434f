import { MonitorError } from '../client/errors.js';
/**
 * Delivers `call` within the deadline. Undelivered and retryable: queued with its retry
 * state, so that replay continues the same sequence. Not retryable (401, other 4xx, a call
 * that cannot be addressed): not queued, the error is returned. Heartbeats are never queued: a late
 * heartbeat says nothing true.
 *
 * An end report with run_id '' and a runKey takes the run id learnt for that run key; while
 * none is known, its start is still queued (or on its way there), so the end is queued
 * behind it without being sent. Every record carries the identity of the service the client
 * sends that kind of call to, so that only a client of that service replays it. Never throws: a queue that cannot be written shows in the
 * returned error.
 */
export async function deliverOrQueue(client, queue, call, o = {}) {
    const { runKey } = o;
    let toSend = call;
    if (call.kind === 'end' && call.body.run_id === '' && runKey !== undefined) {
        let runId;
        try {
            runId = await queue.runIdFor(runKey);
        }
        catch {
            runId = undefined;
        }
        if (runId === undefined) {
            const error = new MonitorError("The end report waits for its run's start report, which is queued: the run id is not known yet", { retryable: true });
            return queueOrReport(queue, call, error, {
                runKey,
                retry: o.state ?? { attempts: 0 },
                service: client.identityFor?.(call.kind)
            });
        }
        toSend = { ...call, body: { ...call.body, run_id: runId } };
    }
    const delivery = await client.deliver(toSend, {
        state: o.state,
        deadline: o.deadline,
        signal: o.signal
    });
    if (delivery.delivered) {
        if (runKey !== undefined) {
            // Best effort: the link only saves a later end report from waiting.
            if (toSend.kind === 'start') {
                const runId = delivery.response.run_id;
                await queue.rememberRunId(runKey, runId).catch(() => undefined);
            }
            else if (toSend.kind === 'end') {
                await queue.forgetRunId(runKey).catch(() => undefined);
            }
        }
        return delivery;
    }
    if (!delivery.error.retryable || call.kind === 'heartbeat') {
        return { delivered: false, error: delivery.error };
    }
    return queueOrReport(queue, toSend, delivery.error, {
        runKey,
        retry: delivery.state,
        lastError: delivery.error.message,
        service: client.identityFor?.(call.kind)
    });
}
async function queueOrReport(queue, call, error, info) {
    try {
        const queued = await queue.enqueue(call, info);
        return { delivered: false, error, queued };
    }
    catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        return {
            delivered: false,
            error: new MonitorError(`${error.message}; it could not be queued either: ${reason}`, {
                retryable: error.retryable,
                status: error.status,
                cause: error
            })
        };
    }
}
