import { describeRecord } from './record.js';
/** Temporary files older than this are leftovers of a crash (a write takes milliseconds). */
const TEMP_FILE_MAX_AGE_MS = 10 * 60_000;
/** Run id links of runs whose end never came are forgotten after this long. */
const RUN_ID_MAX_AGE_MS = 30 * 24 * 3600_000;
/** Replays one queue pass; never throws (file-system trouble ends the pass with an error). */
export async function replayQueue(ctx, client, o = {}) {
    const summary = {
        sent: 0,
        failed: 0,
        dropped: 0,
        remaining: 0,
        unaddressed: 0,
        runIds: {},
        errors: [],
        keyRejected: false
    };
    const { store, clock, log } = ctx;
    const problem = (line) => {
        summary.errors.push(line);
        log(line);
    };
    const ofRun = (r) => o.runKey === undefined || r.runKey === o.runKey;
    // A client without the address of a record's endpoint family (a replayer set up for runs
    // only) leaves that record queued for one that has it: sending would fail, and drop it.
    const addressed = (r) => client.serves?.(r.call.kind) !== false;
    const inScope = (r) => ofRun(r) && addressed(r);
    const rejectedRuns = new Set();
    let found = [];
    try {
        await store.cleanTemporaryFiles(TEMP_FILE_MAX_AGE_MS);
        await store.cleanLeftoverClaims(ctx.claimMaxAgeMs);
        await ctx.runIds.cleanOld(clock.now(), RUN_ID_MAX_AGE_MS);
        found = (await store.readAll(e => log(`ignoring unreadable queue file ${e.name}`))).filter(f => inScope(f.record));
    }
    catch (error) {
        problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
    }
    /** An end report whose run's start is still queued must wait for it. */
    const startPending = async (runKey) => {
        for (const f of found) {
            if (f.record.call.kind === 'start' && f.record.runKey === runKey) {
                if (await store.isPresent(f.record.id))
                    return true;
            }
        }
        return false;
    };
    const decide = async (r) => {
        const call = r.call;
        if (call.kind === 'heartbeat') {
            const moment = Date.parse(call.body.current_time);
            const at = Number.isNaN(moment) ? r.firstFailureAt : moment;
            if (clock.now() - at > ctx.heartbeatMaxAgeMs) {
                return { action: 'drop', reason: 'stale heartbeat: its moment has passed' };
            }
        }
        if (call.kind === 'start' && r.runKey) {
            // The run id is known only once this start was delivered: a crash before the record
            // was deleted left it behind. Sending it again would open a second run.
            const known = await ctx.runIds.get(r.runKey);
            if (known) {
                summary.runIds[r.runKey] = known;
                return { action: 'drop', reason: `already delivered (run id ${known})` };
            }
        }
        if (call.kind === 'end' && call.body.run_id === '' && r.runKey) {
            if (rejectedRuns.has(r.runKey)) {
                return { action: 'drop', reason: "the service rejected its run's start report" };
            }
            // Checked before the run id: a replayer records the run id before it deletes the start.
            if (await startPending(r.runKey))
                return { action: 'wait' };
            const runId = summary.runIds[r.runKey] ?? (await ctx.runIds.get(r.runKey));
            if (runId)
                return { action: 'send', call: { ...call, body: { ...call.body, run_id: runId } } };
            // No start queued and no run id: its start may still be with another carrier (a
            // background retry) for a while; after that it can never be delivered.
            if (clock.now() - r.firstFailureAt > ctx.orphanEndMaxAgeMs) {
                return { action: 'drop', reason: "its run's start report was never delivered" };
            }
            return { action: 'wait' };
        }
        return { action: 'send', call };
    };
    const drop = async (held, reason) => {
        await store.remove(held);
        summary.dropped++;
        problem(`dropped ${describeRecord(held.record)}: ${reason}`);
    };
    for (const { entry, record } of found) {
        if (o.signal?.aborted)
            break;
        if (o.deadline !== undefined && clock.now() >= o.deadline)
            break;
        // A live claim means another replayer is sending this record right now.
        if (entry.kind === 'claim' && !store.isStale(entry.owner, ctx.claimMaxAgeMs))
            continue;
        let held;
        try {
            if ((await decide(record)).action === 'wait')
                continue;
            held = await store.claim(entry);
            if (!held)
                continue; // another replayer was faster
            const r = held.record;
            const decision = await decide(r); // on the claimed content: it may have changed meanwhile
            if (decision.action === 'wait') {
                await store.release(held);
                continue;
            }
            if (decision.action === 'drop') {
                await drop(held, decision.reason);
                continue;
            }
            const call = decision.call;
            // An exhausted sequence stays queued for a later replay, which begins a new one.
            const state = r.retry.attempts >= client.maxAttempts
                ? {
                    attempts: 0,
                    ...(r.retry.notBefore === undefined ? {} : { notBefore: r.retry.notBefore })
                }
                : r.retry;
            if (o.deadline !== undefined &&
                state.notBefore !== undefined &&
                state.notBefore >= o.deadline) {
                await store.release(held); // its next attempt is due after this pass
                continue;
            }
            // Stay well inside the claim bound, so that nobody takes the record over mid-send.
            const deadline = Math.min(o.deadline ?? Infinity, clock.now() + ctx.claimMaxAgeMs / 2);
            const delivery = await client.deliver(call, { state, deadline, signal: o.signal });
            if (delivery.delivered) {
                if (call.kind === 'start' && r.runKey) {
                    const runId = delivery.response.run_id;
                    await ctx.runIds.remember(r.runKey, runId, clock.now());
                    summary.runIds[r.runKey] = runId;
                }
                if (call.kind === 'end' && r.runKey)
                    await ctx.runIds.forget(r.runKey);
                // At least once: a crash before this removal leaves a claim that a later replay takes
                // over and sends again (a start only if its run id was not saved above).
                await store.remove(held);
                held = undefined;
                summary.sent++;
                continue;
            }
            const error = delivery.error;
            const made = Math.max(0, delivery.state.attempts - state.attempts);
            const updated = {
                ...r,
                retry: delivery.state,
                totalAttempts: r.totalAttempts + made,
                lastError: error.message
            };
            if (error.status === 401) {
                // The key is wrong: every other record would fail the same way. Keep them all.
                await store.release(held, updated);
                held = undefined;
                summary.failed++;
                summary.keyRejected = true;
                summary.errors.push(error.message);
                log(`replay stopped: ${error.message}`);
                break;
            }
            if (!error.retryable) {
                if (call.kind === 'start' && r.runKey)
                    rejectedRuns.add(r.runKey);
                await drop(held, error.message);
                held = undefined;
                continue;
            }
            await store.release(held, updated);
            held = undefined;
            summary.failed++;
            problem(`${describeRecord(r)}: ${error.message}`);
            // No answer, 429 or 5xx: the service is unavailable now; the rest waits for a later
            // replay instead of spending the hourly request budget. A refused end update
            // (update_status "Failed", status 200) concerns that record alone.
            if (error.status !== 200)
                break;
        }
        catch (error) {
            if (held)
                await store.release(held).catch(() => undefined);
            problem(`replay stopped: the queue in ${store.dir} could not be updated: ${message(error)}`);
            break;
        }
    }
    try {
        const left = (await store.readAll()).filter(f => ofRun(f.record));
        summary.remaining = left.filter(f => addressed(f.record)).length;
        summary.unaddressed = left.length - summary.remaining;
        if (o.runKey !== undefined && summary.runIds[o.runKey] === undefined) {
            const known = await ctx.runIds.get(o.runKey);
            if (known)
                summary.runIds[o.runKey] = known;
        }
    }
    catch (error) {
        problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
    }
    return summary;
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}
