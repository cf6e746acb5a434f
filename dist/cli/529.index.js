export const id = 529;
export const ids = [529];
export const modules = {

/***/ 2650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ deliverOrQueue)
/* harmony export */ });
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);

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
async function deliverOrQueue(client, queue, call, o = {}) {
    const { runKey } = o;
    let passed;
    try {
        // Before anything is sent or written: the queue holds only what may leave.
        passed = client.outbound(call);
    }
    catch (e) {
        if (e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MonitorError */ .Fu)
            return { delivered: false, error: e };
        throw e;
    }
    call = passed;
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
            const error = new _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MonitorError */ .Fu("The end report waits for its run's start report, which is queued: the run id is not known yet", { retryable: true });
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
            error: new _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MonitorError */ .Fu(`${error.message}; it could not be queued either: ${reason}`, {
                retryable: error.retryable,
                status: error.status,
                cause: error
            })
        };
    }
}


/***/ }),

/***/ 529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NOTIFICATION_RUN_KEYS: () => (/* binding */ NOTIFICATION_RUN_KEYS),
/* harmony export */   beginRun: () => (/* binding */ beginRun),
/* harmony export */   endCancelledRun: () => (/* binding */ endCancelledRun),
/* harmony export */   endRun: () => (/* binding */ endRun),
/* harmony export */   finalMessage: () => (/* binding */ finalMessage)
/* harmony export */ });
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7110);
/* harmony import */ var _client_reports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2992);
/* harmony import */ var _client_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2844);
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1054);
/* harmony import */ var _queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2650);
/* harmony import */ var _queue_queue_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7666);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7936);







/**
 * The metadata keys by which a run's pipeline notifications name the run: its job, and its run
 * id once the service has given one (the final notification's). A pipeline's notifications
 * carry nothing else that says which run they are of, so a dashboard could link them to none.
 */
const NOTIFICATION_RUN_KEYS = {
    jobName: 'job_monitor.job_name',
    runId: 'job_monitor.run_id'
};
/** `metadata` with the run it is of named (NOTIFICATION_RUN_KEYS). */
function namingRun(metadata, jobName, runId = '') {
    return {
        ...metadata,
        [NOTIFICATION_RUN_KEYS.jobName]: jobName,
        ...(runId ? { [NOTIFICATION_RUN_KEYS.runId]: runId } : {})
    };
}
/** Sends the start report and the `running` notification together, within the window. */
async function beginRun(s, plan, w = {}) {
    const clock = s.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m;
    const startTime = plan.startTime ?? (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isoUtc */ .u8)(clock.now());
    const runKey = plan.runKey ?? (0,_queue_queue_js__WEBPACK_IMPORTED_MODULE_5__/* .newRunKey */ .r9)();
    const pipelineId = notifiable(s, plan.pipelineId);
    const [start, running] = await Promise.all([
        (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(s.client, s.queue, {
            kind: 'start',
            body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .startReport */ .Fg)({
                jobName: plan.jobName,
                startTime,
                metadata: plan.metadata,
                tags: plan.tags
            })
        }, { runKey, ...w }),
        pipelineId === undefined
            ? undefined
            : (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(s.client, s.queue, {
                kind: 'pipeline-notification',
                pipelineId,
                body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .pipelineNotification */ .CS)({
                    status: 'running',
                    message: `${plan.jobName} started`,
                    metadata: namingRun(plan.metadata, plan.jobName)
                })
            }, { runKey, ...w })
    ]);
    const runId = start.delivered ? start.response.run_id : '';
    return {
        run: { jobName: plan.jobName, runKey, startTime, runId, pipelineId },
        start,
        ...(running === undefined ? {} : { running }),
        ...serviceOf(s.client)
    };
}
function serviceOf(client) {
    const service = client.identityFor?.('end');
    return service ? { service } : {};
}
/**
 * Ends the run: its queued start and `running` notification first, within a share of the
 * window; then the end report; then the final pipeline notification, after dropping a
 * `running` notification of this run that is still queued (sent after the final one, it would
 * leave the pipeline `running` for ever).
 */
async function endRun(s, run, ending, w = {}) {
    const clock = s.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m;
    const endTime = ending.endTime ?? (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isoUtc */ .u8)(clock.now());
    const { runId, startCaughtUp, mine } = await sendQueuedFirst(s, run, w, clock);
    const pipelineId = notifiable(s, run.pipelineId);
    const { end, dropped } = await sendEnd(s, run, ending, {
        runId,
        endTime,
        startQueued: mine.some(r => r.call.kind === 'start'),
        w
    });
    const { final, superseded } = pipelineId === undefined
        ? { final: undefined, superseded: 0 }
        : await sendFinalNotification(s, run, ending, { pipelineId, mine, w, runId });
    return { runId, startCaughtUp, end, final, superseded, ...(dropped.length ? { dropped } : {}) };
}
/**
 * This run's queued records, sent before its end within a share of what is left of the window:
 * its start, so that the end carries the run id. The run id as then known (from the start sent
 * now, or by a carrier before), and the run's records still queued. One pass over the run's
 * records (RunQueue.replayRun), which sends nothing when none is queued or the window's signal
 * has stopped it: one read of the queue, whatever it holds.
 */
async function sendQueuedFirst(s, run, w, clock) {
    let runId = run.runId;
    let startCaughtUp = false;
    if (runId === '') {
        runId = (await s.queue.runIdFor(run.runKey).catch(() => undefined)) ?? '';
        startCaughtUp = runId !== '';
    }
    const now = clock.now();
    const share = w.deadline === undefined ? undefined : now + (w.deadline - now) * _constants_js__WEBPACK_IMPORTED_MODULE_6__/* .END_START_REPLAY_SHARE */ .Ry;
    const pass = await s.queue
        .replayRun(s.client, run.runKey, { deadline: share, signal: w.signal })
        .catch(() => undefined);
    if (runId === '' && pass?.summary.runIds[run.runKey]) {
        runId = pass.summary.runIds[run.runKey];
        startCaughtUp = true;
    }
    return { runId, startCaughtUp, mine: pass?.queued ?? [] };
}
/**
 * The end report, delivered or queued; none when the run has no start to end (neither
 * delivered, so no run id, nor queued). A field that holds a secret is left out, and said,
 * rather than the run left open for ever.
 */
async function sendEnd(s, run, ending, o) {
    const endCall = (e) => ({
        kind: 'end',
        body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .endReport */ .eQ)({
            jobName: run.jobName,
            startTime: run.startTime,
            runId: o.runId,
            status: e.status,
            endTime: o.endTime,
            errorDetails: e.errorDetails,
            metadata: e.metadata,
            tags: e.tags,
            logs: e.logs
        })
    });
    const passable = withoutRefusedFields(s.client, ending, endCall);
    if (o.runId === '' && !o.startQueued)
        return { dropped: passable.dropped };
    const end = await (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(s.client, s.queue, endCall(passable.ending), { runKey: run.runKey, ...o.w });
    return { end, dropped: passable.dropped };
}
/**
 * The final pipeline notification, the last the service hears of the run; a `running`
 * notification of this run still queued is dropped first, since sent after the final one it
 * would leave the pipeline `running` for ever.
 */
async function sendFinalNotification(s, run, ending, o) {
    let superseded = 0;
    // Only a `running` notification this run left queued can be superseded: no other read.
    if (o.mine.some(isRunningNotification)) {
        superseded = await s.queue
            .discard(r => r.runKey === run.runKey && isRunningNotification(r), 'superseded by the final pipeline notification', o.mine)
            .catch(() => 0);
    }
    const n = ending.notification ?? {};
    const metadata = namingRun(droppedMetadata(s.client, o.pipelineId, n.metadata ?? ending.metadata), run.jobName, o.runId);
    const final = await (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(s.client, s.queue, {
        kind: 'pipeline-notification',
        pipelineId: o.pipelineId,
        body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .pipelineNotification */ .CS)({
            status: n.status ?? (ending.status === 'success' ? 'success' : 'failed'),
            message: n.message ?? finalMessage(run.jobName, ending.status),
            metadata
        })
    }, { runKey: run.runKey, ...o.w });
    return { final, superseded };
}
/** The optional fields of an end report, as the API text names them, that can be left out. */
const DROPPABLE = {
    tags: e => ({ ...e, tags: undefined }),
    metadata: e => ({ ...e, metadata: undefined }),
    'metadata (one of its keys)': e => ({ ...e, metadata: undefined })
};
/**
 * The ending without the optional fields the outbound gate refuses (a tag or a metadata key or
 * value that holds the key): the end still goes, and its logs say which field was left out. A
 * refused identifier the report cannot go without (the job name) is left for the gate to refuse.
 */
function withoutRefusedFields(client, ending, call) {
    const dropped = [];
    for (let i = 0; i < Object.keys(DROPPABLE).length; i++) {
        try {
            client.outbound(call(ending));
            break;
        }
        catch (e) {
            if (!(e instanceof _client_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .RefusedFieldError */ .D) || !Object.hasOwn(DROPPABLE, e.field))
                break;
            ending = DROPPABLE[e.field](ending);
            dropped.push(e.field.startsWith('metadata') ? 'metadata' : e.field);
        }
    }
    if (dropped.length === 0)
        return { ending, dropped };
    const note = `job-monitor: the end report goes without its ${dropped.join(' and ')}: ${dropped.length > 1 ? 'they' : 'it'} held the API key (or another secret it must not carry)`;
    return { ending: { ...ending, logs: ending.logs ? `${note}\n${ending.logs}` : note }, dropped };
}
/** The final notification's metadata, left out when the gate refuses it (it held a secret). */
function droppedMetadata(client, pipelineId, metadata) {
    if (metadata === undefined)
        return undefined;
    try {
        client.outbound({
            kind: 'pipeline-notification',
            pipelineId,
            body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .pipelineNotification */ .CS)({ status: 'failed', message: '', metadata })
        });
        return metadata;
    }
    catch (e) {
        return e instanceof _client_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .RefusedFieldError */ .D && e.field.startsWith('metadata') ? undefined : metadata;
    }
}
/**
 * Ends the run of a front end that was cancelled. The runner kills a cancelled step seconds
 * later (a pod's grace period ends the same way), so nothing goes over the network before the
 * run's reports are on disk: the end report and the final pipeline notification are queued
 * first, with no attempt; then this run's records are sent from the queue, oldest first,
 * within the window. Killed at any moment, the process leaves every report of the run for a
 * later replay. `sent` is set when all of them went through, with the run id they carried.
 * When the queue cannot be written, the reports are sent directly instead.
 */
async function endCancelledRun(s, run, ending, w = {}) {
    const queueOnly = new AbortController();
    queueOnly.abort(new Error('cancelled: queued before it is sent'));
    const ended = await endRun(s, run, ending, { signal: queueOnly.signal });
    if (!ended.end || ended.end.delivered)
        return { ended };
    if (!ended.end.queued)
        return { ended: await endRun(s, run, ending, w) };
    if (w.signal?.aborted)
        return { ended };
    try {
        const replay = await s.queue.replay(s.client, {
            runKey: run.runKey,
            deadline: w.deadline,
            signal: w.signal
        });
        const runId = replay.runIds[run.runKey] ?? ended.runId;
        return replay.counted && replay.remaining === 0 && replay.failed === 0
            ? { ended, sent: { runId } }
            : { ended };
    }
    catch {
        return { ended };
    }
}
/** The pipeline endpoint has no `cancelled`: a cancelled run is `failed`, and says so. */
function finalMessage(jobName, status) {
    if (status === 'success')
        return `${jobName} succeeded`;
    if (status === 'cancelled')
        return `${jobName} was cancelled`;
    return `${jobName} failed`;
}
/** A pipeline id counts only with a client that can reach the deployment endpoints. */
function notifiable(s, pipelineId) {
    if (!pipelineId)
        return undefined;
    return s.client.serves?.('pipeline-notification') === false ? undefined : pipelineId;
}
function isRunningNotification(r) {
    return r.call.kind === 'pipeline-notification' && r.call.body.status === 'running';
}


/***/ })

};
