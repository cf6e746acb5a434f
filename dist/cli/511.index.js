export const id = 511;
export const ids = [511,454,529,776];
export const modules = {

/***/ 3511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   endLostRuns: () => (/* binding */ endLostRuns)
/* harmony export */ });
/* unused harmony exports helperAlive, machineEvidence, lastWordOf, closeLostRuns */
/* harmony import */ var _queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4454);
/* harmony import */ var _run_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(529);
/* harmony import */ var _run_run_end_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3776);
/* harmony import */ var _process_job_process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2286);
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7110);
/* harmony import */ var _process_process_facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7662);
/* harmony import */ var _status_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7535);
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1054);








/** Alive while the pid is held and, where /proc says, by the process recorded. */
function helperAlive(helper) {
    if (!(0,_process_process_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .isRunning */ .W_)(helper.pid))
        return false;
    if (helper.procStart === undefined)
        return true;
    const facts = (0,_process_process_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .procFacts */ .cP)(helper.pid);
    // No /proc (it went meanwhile, or none here): a held pid counts as the helper.
    return facts === undefined || facts.startTicks === helper.procStart;
}
/**
 * This machine's evidence: its processes as /proc shows them, its facts read for one pass (a
 * pass judges every open run's job on the same host).
 */
function machineEvidence(host = (0,_process_job_process_js__WEBPACK_IMPORTED_MODULE_3__/* .hostProcesses */ .wZ)()) {
    return { helperAlive, job: (0,_process_job_process_js__WEBPACK_IMPORTED_MODULE_3__/* .jobJudge */ .Rr)(host) };
}
/** The helper's last word, from its status file while that is there. */
function lastWordOf(run) {
    if (run.statusFile === undefined)
        return undefined;
    const status = (0,_status_file_js__WEBPACK_IMPORTED_MODULE_6__/* .readStatus */ .r)(run.statusFile);
    if (!status || (run.helper && status.pid !== run.helper.pid))
        return undefined;
    return {
        ...(status.beatsSent > 0 ? { lastBeatAt: status.updatedAt } : {}),
        ...(status.runId ? { runId: status.runId } : {})
    };
}
/**
 * One bounded pass: each lost run of this machine is ended as failed through the run's end
 * owner (marked as ending first, so that a second pass at the same time leaves it), then
 * forgotten once its end is settled; a refused end is forgotten too, and says so.
 */
async function closeLostRuns(o) {
    let closed = 0;
    let all;
    try {
        all = await o.store.list();
    }
    catch (e) {
        o.log?.(`open runs in ${o.store.dir} could not be read: ${e.message}`);
        return 0;
    }
    const seenGone = [];
    const lost = (0,_queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .lostRuns */ .jv)(all, o.evidence, {
        ownRunKey: o.ownRunKey,
        now: o.now,
        ...(o.boot ? { boot: o.boot } : {}),
        service: o.service,
        lastWord: o.lastWord,
        seenGone: r => seenGone.push(r)
    });
    // Its job's process is gone, and its end hook may still end it: a later pass counts from now.
    for (const run of seenGone)
        await o.store.markJobGone(run.runKey, (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_7__/* .isoUtc */ .u8)(o.now), o.boot).catch(() => undefined);
    // What this job cannot end: forgotten once nobody is coming to end it.
    await (0,_queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .forgetAbandoned */ .sz)(o, all.filter(r => !lost.some(l => l.run === r)));
    for (const { run, because, lastBeatAt } of lost.slice(0, _queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .OPEN_RUNS_PER_PASS */ .uO)) {
        const word = o.lastWord(run);
        const details = (0,_queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .lostRunDetails */ .A2)(lastBeatAt, run.endAskedAt !== undefined, {
            because,
            ...(run.job && because === 'job-gone'
                ? { jobWords: (0,_process_job_process_js__WEBPACK_IMPORTED_MODULE_3__/* .jobGoneWords */ .GE)(run.job.kind, { by: 'a later job' }) }
                : {})
        });
        const runId = run.runId || word?.runId || '';
        const what = `the run of ${run.jobName} begun at ${run.startTime}`;
        try {
            const { attempt, record } = await (0,_run_run_end_js__WEBPACK_IMPORTED_MODULE_2__.endTheRun)({
                runKey: run.runKey,
                records: o.store,
                ...(o.clock ? { clock: o.clock } : {}),
                send: async () => ({ end: await o.end({ ...run, runId }, details) })
            });
            if (record !== 'closed') {
                o.log?.(`${what} is lost, and its end could not be sent or queued: kept for a later pass`);
                continue;
            }
            closed++;
            const end = attempt.end;
            if (end && !end.delivered && end.queued === undefined)
                o.log?.(`${what} is lost; the service refused its end (${end.error.message}): forgotten`);
            else
                o.log?.(`ended ${what}: ${details}`);
        }
        catch (e) {
            o.log?.(`the lost run of ${run.jobName} could not be ended: ${e.message}`);
        }
    }
    return closed;
}
/** One bounded pass over the queue's open runs; the number of lost runs ended. */
function endLostRuns(client, queue, o) {
    const clock = o.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_4__/* .systemClock */ .m;
    const boot = o.boot ?? (0,_process_process_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .bootNow */ .Xg)();
    return closeLostRuns({
        store: _queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__.OpenRunStore.inQueue(o.queueDir),
        evidence: machineEvidence(),
        lastWord: lastWordOf,
        ownRunKey: o.ownRunKey,
        service: o.service ?? client.identityFor?.('end'),
        now: clock.now(),
        ...(boot ? { boot } : {}),
        clock,
        log: o.log,
        end: async (run, errorDetails) => {
            // No end at all (undefined): its start was never delivered nor queued.
            const ended = await (0,_run_protocol_js__WEBPACK_IMPORTED_MODULE_1__.endRun)({ client, queue, clock }, {
                jobName: run.jobName,
                runKey: run.runKey,
                startTime: run.startTime,
                runId: run.runId,
                pipelineId: run.pipelineId
            }, { status: 'failed', errorDetails }, { deadline: o.deadline, signal: o.signal });
            return ended.end;
        }
    });
}


/***/ }),

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

/***/ 4454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lB: () => (/* binding */ END_ASKED_GRACE_MS),
  GH: () => (/* binding */ END_HOOK_WAIT_MAX_MS),
  uO: () => (/* binding */ OPEN_RUNS_PER_PASS),
  OpenRunStore: () => (/* binding */ OpenRunStore),
  nY: () => (/* binding */ endSettled),
  sz: () => (/* binding */ forgetAbandoned),
  A2: () => (/* binding */ lostRunDetails),
  jv: () => (/* binding */ lostRuns)
});

// UNUSED EXPORTS: LONG_SILENCE_MS, OPEN_RUNS_FOLDER, OPEN_RUNS_READ_PER_PASS, OPEN_RUN_MAX_AGE_MS, OPEN_RUN_VERSION, parseOpenRun

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __webpack_require__(1569);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/process/job-process.ts
var job_process = __webpack_require__(2286);
// EXTERNAL MODULE: ./src/process/process-facts.ts
var process_facts = __webpack_require__(7662);
;// CONCATENATED MODULE: ./src/queue/run-marks.ts


/**
 * Whether the end hook the CI system runs after the job's process may still send the run's end:
 * no pass has found the process gone before, or one did less than the hook's wait ago.
 */
function endHookMayCome(run, since) {
    const wait = Math.min(run.endWaitMs ?? 0, END_HOOK_WAIT_MAX_MS);
    if (wait <= 0)
        return false;
    return since === undefined || since < wait;
}
/**
 * How long ago a pass first found the run's job gone; undefined when no mark this pass can read
 * says. Measured on the boot clock, which the wall clock's steps (NTP, a VM resumed) do not move:
 * a mark of another boot says nothing. Only a record or a machine with no boot clock falls back
 * to the wall clock, either side of it (a mark ahead of this clock by less than the wait holds
 * the run until the wait from it is past).
 */
function sinceSeenGone(run, now, boot) {
    if (run.jobGoneBoot && boot)
        return (0,process_facts/* bootElapsed */.J9)(run.jobGoneBoot, boot);
    const seen = run.jobGoneAt === undefined ? NaN : Date.parse(run.jobGoneAt);
    return Number.isNaN(seen) ? undefined : Math.abs(now - seen);
}
/**
 * Whether the run's ender holds it: marked less than END_ASKED_GRACE_MS ago, on the boot clock
 * (an ender of another boot is gone, and holds nothing).
 */
function endOnItsWay(run, now, boot) {
    if (run.endAskedBoot && boot) {
        const since = (0,process_facts/* bootElapsed */.J9)(run.endAskedBoot, boot);
        return since !== undefined && since < END_ASKED_GRACE_MS;
    }
    const asked = run.endAskedAt === undefined ? NaN : Date.parse(run.endAskedAt);
    // The grace from the mark, either side of it: a mark a little ahead of this clock (a clock
    // set back) holds the run until the grace from it is past; one further ahead than that was
    // written by no ender here, and holds nothing (else it would hold the run for ever).
    return !Number.isNaN(asked) && Math.abs(now - asked) < END_ASKED_GRACE_MS;
}

// EXTERNAL MODULE: ./src/util/owner.ts
var util_owner = __webpack_require__(3079);
// EXTERNAL MODULE: ./src/util/dirs.ts
var dirs = __webpack_require__(6210);
// EXTERNAL MODULE: ./src/util/atomic-writes.ts
var atomic_writes = __webpack_require__(224);
// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __webpack_require__(8230);
// EXTERNAL MODULE: ./src/util/entries.ts
var entries = __webpack_require__(1952);
;// CONCATENATED MODULE: ./src/queue/open-runs.ts
/**
 * Runs begun on this machine whose end has not been reported yet, kept beside the queue (which
 * outlives the job on a persistent runner; RUNNER_TEMP is emptied at each job's start). A run
 * whose job never reached its end (the machine died, the runner was killed) leaves its record
 * behind; the next job on the machine, or `job-monitor replay`, ends it as `failed` ("runner
 * lost") on evidence that its job is gone: the job's own process (run/job-process.ts), never
 * only its helper's. One small file per run key.
 */











const OPEN_RUN_VERSION = 1;
/** The folder of open-run records, inside the queue directory. */
const OPEN_RUNS_FOLDER = 'open';
/** At most this many lost runs are ended in one pass: a full folder never stalls a job. */
const OPEN_RUNS_PER_PASS = 20;
/**
 * At most this many records are read in one pass (a few hundred bytes each), so that the runs
 * of other services or machines that come first by name never hide this job's lost runs.
 */
const OPEN_RUNS_READ_PER_PASS = 200;
/**
 * A record of this machine whose helper is gone and whose last sign of life is older than this
 * is forgotten without an end: no job of its service has come to end it, and none is coming.
 */
const OPEN_RUN_MAX_AGE_MS = 30 * 24 * 3600_000;
/**
 * A run whose job cannot be seen from here (no job process was named, or it lives in another
 * pid namespace) is ended as lost only after this long without a sign of life: longer than the
 * helper lives (6 h 15 min), and than any job we know of runs without one.
 */
const LONG_SILENCE_MS = 24 * 3600_000;
/** A record is a few hundred bytes; a larger file is not one. */
const OPEN_RUN_MAX_BYTES = 16 * 1024;
/** A longer run key is not recorded: its name (two hex digits a byte) must fit a file name. */
const MAX_RUN_KEY_BYTES = 100;
/**
 * How long a run whose end was asked for is left to its ender: longer than any front end
 * takes to send or queue an end (the post step ends within 30 s). Past it, the ender was
 * killed on the way, and the run is as lost as one that never reached its end.
 */
const END_ASKED_GRACE_MS = 10 * 60_000;
/**
 * The longest wait for an end hook a record may ask for (GitLab's after_script limit is bounded
 * at an hour, job-process.ts): a record that says more holds its run no longer than this.
 */
const END_HOOK_WAIT_MAX_MS = 2 * 3600_000;
class OpenRunStore {
    dir;
    /** This store's updates, one after the other: each rewrites the whole record. */
    updates = Promise.resolve();
    constructor(dir) {
        this.dir = dir;
    }
    static inQueue(queueDir) {
        return new OpenRunStore((0,external_node_path_.join)(queueDir, OPEN_RUNS_FOLDER));
    }
    /**
     * The file of a run key's record. Run keys may come from anywhere (a flag): spelt in hex, so
     * no key names another path. No hash: the heartbeat helper writes these, and node:crypto
     * would stay in its memory all job.
     */
    fileName(runKey) {
        return `${Buffer.from(runKey, 'utf8').toString('hex')}.json`;
    }
    async open(run) {
        if (Buffer.byteLength(run.runKey) > MAX_RUN_KEY_BYTES)
            throw new Error('run key too long');
        await (0,dirs/* ensurePrivateDir */.rh)(this.dir);
        const record = { version: OPEN_RUN_VERSION, hostTag: util_owner/* HOST_TAG */.q, ...run };
        await (0,atomic_writes/* writeFileAtomic */.Zf)(this.dir, this.fileName(run.runKey), `${JSON.stringify(record)}\n`);
    }
    /** The moment of the helper's last heartbeat, kept where the next job can read it. */
    touch(runKey, lastBeatAt) {
        return this.update(runKey, { lastBeatAt });
    }
    /**
     * The run's end is on its way: no other job may end it as lost meanwhile. Wall time by
     * default: the other jobs on the machine compare it with theirs.
     */
    markEndAsked(runKey, endAskedAt = (0,wire/* isoUtc */.u8)(Date.now()), endAskedBoot) {
        return this.update(runKey, { endAskedAt, ...(endAskedBoot ? { endAskedBoot } : {}) });
    }
    /** The run's job's process was found gone: its end hook's wait is counted from here. */
    markJobGone(runKey, jobGoneAt, jobGoneBoot) {
        return this.update(runKey, { jobGoneAt, ...(jobGoneBoot ? { jobGoneBoot } : {}) });
    }
    /**
     * Read, change, write back: one at a time, so that a touch the helper did not wait for and
     * the mark that follows it keep both their fields.
     */
    update(runKey, change) {
        const done = this.updates.then(() => this.rewrite(runKey, change));
        this.updates = done.catch(() => undefined);
        return done;
    }
    async rewrite(runKey, change) {
        const name = this.fileName(runKey);
        const text = await (0,regular_files/* readRegularFile */.XF)((0,external_node_path_.join)(this.dir, name), undefined, OPEN_RUN_MAX_BYTES);
        const run = text === undefined ? undefined : parseOpenRun(text);
        if (!run || run.runKey !== runKey)
            return;
        await (0,atomic_writes/* writeFileAtomic */.Zf)(this.dir, name, `${JSON.stringify({ ...run, ...change })}\n`);
    }
    /** The run's end is delivered or queued: nothing is left to close. */
    async close(runKey) {
        await (0,entries/* removeIfPresent */.ti)((0,external_node_path_.join)(this.dir, this.fileName(runKey))).catch(() => false);
    }
    /** Up to `max` records, in name order; unreadable or foreign files are skipped. */
    async list(max = OPEN_RUNS_READ_PER_PASS) {
        // A symbolic link in place of the folder leads elsewhere: nothing there is ours.
        if (!(await (0,entries/* isRealDirectory */.sL)(this.dir)))
            return [];
        const all = await (0,entries/* listFiles */.CS)(this.dir);
        // A helper killed while it wrote leaves a temporary file: removed once its writer is gone.
        for (const name of all) {
            const owner = (0,atomic_writes/* parseTempFileName */.$4)(name);
            if (owner && !(0,util_owner/* isOwnerAlive */.J)(owner.hostTag, owner.pid))
                await (0,entries/* removeIfPresent */.ti)((0,external_node_path_.join)(this.dir, name)).catch(() => false);
        }
        const names = all.filter(n => /^(?:[0-9a-f]{2})+\.json$/.test(n)).sort();
        const runs = [];
        for (const name of names.slice(0, max)) {
            const text = await (0,regular_files/* readRegularFile */.XF)((0,external_node_path_.join)(this.dir, name), undefined, OPEN_RUN_MAX_BYTES);
            const run = text === undefined ? undefined : parseOpenRun(text);
            if (run && name === this.fileName(run.runKey))
                runs.push(run);
        }
        return runs;
    }
}
/** A record's text, or undefined when it is not one we wrote. */
function parseOpenRun(text) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!v || typeof v !== 'object' || Array.isArray(v))
        return undefined;
    const r = v;
    const str = (x) => typeof x === 'string';
    const h = r.helper;
    const helperOk = h === undefined ||
        (typeof h === 'object' &&
            h !== null &&
            Number.isInteger(h.pid) &&
            h.pid > 0 &&
            (h.procStart === undefined || str(h.procStart)));
    const j = r.job;
    const jobOk = j === undefined ||
        (typeof j === 'object' &&
            j !== null &&
            job_process/* JOB_KINDS */.ik.includes(j.kind) &&
            Number.isInteger(j.pid) &&
            // pid 1: a container's first process (GitLab's Docker executor).
            j.pid >= 1 &&
            (j.procStart === undefined || str(j.procStart)) &&
            (j.pidNamespace === undefined || str(j.pidNamespace)) &&
            (j.bootId === undefined || str(j.bootId)));
    const s = r.service;
    const serviceOk = s === undefined || (typeof s === 'object' && s !== null && str(s.address) && str(s.key));
    const ok = r.version === OPEN_RUN_VERSION &&
        str(r.runKey) &&
        r.runKey !== '' &&
        str(r.runId) &&
        str(r.jobName) &&
        str(r.startTime) &&
        str(r.hostTag) &&
        (r.pipelineId === undefined || str(r.pipelineId)) &&
        (r.statusFile === undefined || str(r.statusFile)) &&
        (r.lastBeatAt === undefined || str(r.lastBeatAt)) &&
        (r.endAskedAt === undefined || str(r.endAskedAt)) &&
        (r.jobGoneAt === undefined || str(r.jobGoneAt)) &&
        (r.jobGoneBoot === undefined || isBootMark(r.jobGoneBoot)) &&
        (r.endAskedBoot === undefined || isBootMark(r.endAskedBoot)) &&
        (r.endWaitMs === undefined ||
            (typeof r.endWaitMs === 'number' && Number.isFinite(r.endWaitMs) && r.endWaitMs >= 0)) &&
        (r.intervalMs === undefined ||
            (typeof r.intervalMs === 'number' && Number.isFinite(r.intervalMs) && r.intervalMs >= 0)) &&
        helperOk &&
        jobOk &&
        serviceOk;
    return ok ? r : undefined;
}
function isBootMark(v) {
    if (!v || typeof v !== 'object')
        return false;
    const m = v;
    return typeof m.bootId === 'string' && typeof m.ms === 'number' && Number.isFinite(m.ms);
}
/**
 * The runs of this machine that are lost, on evidence that their job is gone:
 * - never the asking job's own run, another machine's, another service's, or one that names no
 *   service (it cannot be proven this job's to end);
 * - never while its end is on its way (asked for less than END_ASKED_GRACE_MS ago), while its
 *   helper lives, or while a heartbeat newer than two intervals says the run is alive;
 * - then lost when its job's own process is gone (run/job-process.ts), and, where the CI system
 *   runs an end hook after that process (GitLab's after_script), once the hook's wait has passed
 *   since a pass first found it gone (`seenGone` is told of a run found so for the first time);
 * - a run whose job cannot be seen from here (none was named, or it lives in another pid
 *   namespace) is left to its own end, or to a silence longer than LONG_SILENCE_MS.
 */
function lostRuns(runs, evidence, o) {
    const host = o.hostTag ?? util_owner/* HOST_TAG */.q;
    const mine = o.service;
    const lost = [];
    for (const r of runs) {
        if (r.hostTag !== host || r.runKey === o.ownRunKey)
            continue;
        if (r.service === undefined || mine === undefined || !(0,identity/* sameService */.cm)(r.service, mine))
            continue;
        if (endOnItsWay(r, o.now, o.boot))
            continue;
        if (r.helper && evidence.helperAlive(r.helper))
            continue;
        const word = o.lastWord?.(r);
        const lastBeatAt = latest(word?.lastBeatAt, r.lastBeatAt);
        if (beatIsFresh(r, word?.lastBeatAt, o.now))
            continue;
        const job = r.job === undefined ? 'unseen' : evidence.job(r.job);
        if (job === 'alive')
            continue;
        if (job === 'gone') {
            const since = sinceSeenGone(r, o.now, o.boot);
            if (endHookMayCome(r, since)) {
                // Marked once, at the first sight; a mark this boot's clock cannot read (none, one of
                // another boot, one no clock can read) is replaced, so that a later pass counts from it.
                if (since === undefined)
                    o.seenGone?.(r);
                continue;
            }
            lost.push({ run: r, because: 'job-gone', ...(lastBeatAt ? { lastBeatAt } : {}) });
            continue;
        }
        const last = Date.parse(lastBeatAt ?? r.startTime);
        if (!Number.isNaN(last) && o.now - last > LONG_SILENCE_MS)
            lost.push({ run: r, because: 'silence', ...(lastBeatAt ? { lastBeatAt } : {}) });
    }
    return lost;
}
/**
 * A heartbeat newer than two intervals says the run is alive: the helper's status file says the
 * last one; the record, rewritten at most once a minute, an older one (never a newer).
 */
function beatIsFresh(run, statusBeat, now) {
    const interval = run.intervalMs ?? 0;
    if (interval <= 0)
        return false;
    const last = Date.parse(latest(statusBeat, run.lastBeatAt) ?? '');
    return !Number.isNaN(last) && now - last < 2 * interval;
}
function latest(a, b) {
    if (a === undefined)
        return b;
    if (b === undefined)
        return a;
    return Date.parse(a) >= Date.parse(b) ? a : b;
}
/** The error details of a lost run's failed end report: what was seen, and when it last beat. */
function lostRunDetails(lastBeatAt, endAsked = false, seen) {
    const at = lastBeatAt === undefined ? NaN : Date.parse(lastBeatAt);
    const lost = endAsked ? 'runner lost while it reported the end' : 'runner lost';
    const why = seen?.because === 'silence'
        ? ` (no sign of life for ${LONG_SILENCE_MS / 3600_000} h; its job could not be seen from here)`
        : seen?.jobWords
            ? ` (${seen.jobWords})`
            : '';
    return Number.isNaN(at)
        ? `${lost}${why}: no heartbeat known to have been delivered`
        : `${lost}${why}: last heartbeat at ${(0,wire/* isoUtc */.u8)(at)}`;
}
/**
 * Whether a run's end is settled, so its open-run record can go: the end was delivered or
 * queued, there was no run to end (its start went nowhere), or it was refused for good (no
 * later try can change the answer). Otherwise the record stays, for a later job here to end
 * the run: an end that could be neither sent nor queued must not leave the run open for ever.
 * An address that speaks another protocol, or whose certificate is refused, refuses nothing
 * for good: it is put right, and the replay keeps its records for then.
 */
function endSettled(end) {
    if (!end || end.delivered || end.queued !== undefined)
        return true;
    return !end.error.retryable && !(end.error instanceof errors/* ConnectionError */.Rc);
}
/**
 * Records of this machine this job cannot end (another service's, or naming none), whose helper is gone and whose last sign of life
 * (the last heartbeat, else the start) is older than OPEN_RUN_MAX_AGE_MS: removed without an
 * end, so that the folder does not grow for ever with the runs of a service whose jobs no
 * longer come here.
 */
async function forgetAbandoned(o, runs) {
    for (const run of runs) {
        if (run.hostTag !== util_owner/* HOST_TAG */.q || run.runKey === o.ownRunKey)
            continue;
        const last = Date.parse(run.lastBeatAt ?? run.startTime);
        if (Number.isNaN(last) || o.now - last <= OPEN_RUN_MAX_AGE_MS)
            continue;
        if (run.helper && o.evidence.helperAlive(run.helper))
            continue;
        await o.store.close(run.runKey);
        o.log?.(`the run of ${run.jobName} begun at ${run.startTime}: forgotten after 30 days without an end`);
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


/***/ }),

/***/ 3776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   endTheRun: () => (/* binding */ endTheRun)
/* harmony export */ });
/* harmony import */ var _queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4454);
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1054);
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7110);
/* harmony import */ var _process_process_facts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7662);




const RUN_LEFT_OPEN = 'the run stays open: a later job on this machine will end it';
/** Ends a run in the one order above; the front end's attempt, the helper's stop, the record's fate. */
async function endTheRun(o) {
    // Dated on the ender's clock for people, and on the boot clock for the other processes of the
    // machine, which measure the mark's age on it whatever the wall clock does meanwhile.
    const asked = (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isoUtc */ .u8)((o.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .systemClock */ .m).now());
    await o.records?.markEndAsked(o.runKey, asked, (0,_process_process_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .bootNow */ .Xg)()).catch(() => undefined);
    const stopping = o.stopHelper?.();
    const early = stopping === undefined
        ? undefined
        : o.stopFirstMs === undefined
            ? await stopping
            : await within(stopping, o.stopFirstMs);
    let attempt;
    try {
        attempt = await o.send(early);
    }
    catch (e) {
        // The stop is seen through even when the end failed: no process is left behind.
        await stopping?.catch(() => undefined);
        throw e;
    }
    const helper = early ?? (stopping === undefined ? undefined : await stopping);
    if (early === undefined && helper !== undefined && o.afterLateStop)
        attempt = await o.afterLateStop(attempt, helper);
    const record = await settle(o, attempt);
    return {
        attempt,
        record,
        ...(helper ? { helper } : {}),
        ...(record === 'left-open' ? { leftOpen: RUN_LEFT_OPEN } : {})
    };
}
async function settle(o, attempt) {
    if (attempt.settledElsewhere)
        return 'settled-elsewhere';
    if (attempt.notTried)
        return 'left-open';
    if (attempt.forget || (0,_queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .endSettled */ .nY)(attempt.end)) {
        await o.records?.close(o.runKey);
        return 'closed';
    }
    return 'left-open';
}
/** The promise's value if it settles within `ms`, else undefined (it goes on). */
async function within(p, ms) {
    let timer;
    const late = new Promise(resolve => (timer = setTimeout(() => resolve(undefined), ms)));
    try {
        return await Promise.race([p, late]);
    }
    finally {
        clearTimeout(timer);
    }
}


/***/ })

};
