export const id = 776;
export const ids = [776,454];
export const modules = {

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
