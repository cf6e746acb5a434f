export const id = 677;
export const ids = [677];
export const modules = {

/***/ 3846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nk: () => (/* binding */ DEFAULT_HEARTBEAT_MAX_AGE_MS),
/* harmony export */   Np: () => (/* binding */ DEFAULT_ORPHAN_END_MAX_AGE_MS),
/* harmony export */   QO: () => (/* binding */ DEFAULT_MAX_RECORDS),
/* harmony export */   Rk: () => (/* binding */ DEFAULT_CLAIM_MAX_AGE_MS),
/* harmony export */   TR: () => (/* binding */ DEFAULT_REPLAY_WAIT_MS),
/* harmony export */   gT: () => (/* binding */ TEMP_FILE_MAX_AGE_MS),
/* harmony export */   iK: () => (/* binding */ REPLAY_BACKSTOP_GRACE_MS),
/* harmony export */   iu: () => (/* binding */ RUN_ID_MAX_AGE_MS),
/* harmony export */   q2: () => (/* binding */ UNWRITABLE_QUEUE_RETRY_MS)
/* harmony export */ });
/** The queue's budgets, in one place. */
/** Size cap: queueing beyond it drops the oldest records. */
const DEFAULT_MAX_RECORDS = 500;
/** Queued heartbeats older than this are dropped on replay: a late heartbeat says nothing true. */
const DEFAULT_HEARTBEAT_MAX_AGE_MS = 5 * 60_000;
/** A claim older than this is taken over by another replayer. */
const DEFAULT_CLAIM_MAX_AGE_MS = 10 * 60_000;
/** An end report whose start is neither queued nor delivered is dropped after this long. */
const DEFAULT_ORPHAN_END_MAX_AGE_MS = 6 * 3600_000;
/** Temporary files older than this are leftovers of a crash (a write takes milliseconds). */
const TEMP_FILE_MAX_AGE_MS = 10 * 60_000;
/** Run id links of runs whose end never came are forgotten after this long. */
const RUN_ID_MAX_AGE_MS = 30 * 24 * 3600_000;
/**
 * After the queue directory could not be created or written (read-only, a file in the way,
 * a name the kernel refuses, a full disk), queueing is refused at once for this long instead
 * of touching the file system again: no caller can spin on a failing queue.
 */
const UNWRITABLE_QUEUE_RETRY_MS = 60_000;
/** `job-monitor replay` gives up after this long unless --wait says otherwise. */
const DEFAULT_REPLAY_WAIT_MS = 120_000;
/** Past its deadline, a replay that has not ended (a hung file system) is left after this. */
const REPLAY_BACKSTOP_GRACE_MS = 5_000;


/***/ }),

/***/ 2920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ parseTempFileName),
/* harmony export */   CS: () => (/* binding */ listFiles),
/* harmony export */   Jc: () => (/* binding */ isOwnerAlive),
/* harmony export */   L4: () => (/* binding */ modifiedAt),
/* harmony export */   MX: () => (/* binding */ TEMP_PREFIX),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   nw: () => (/* binding */ randomHex),
/* harmony export */   q4: () => (/* binding */ HOST_TAG),
/* harmony export */   r: () => (/* binding */ isErrno),
/* harmony export */   rh: () => (/* binding */ ensurePrivateDir),
/* harmony export */   sL: () => (/* binding */ isRealDirectory),
/* harmony export */   ti: () => (/* binding */ removeIfPresent),
/* harmony export */   ty: () => (/* binding */ syncDir),
/* harmony export */   v_: () => (/* binding */ entryExists)
/* harmony export */ });
/* unused harmony export tempFileName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/**
 * File-system steps the queue is built from: atomic writes, directory syncs, and telling
 * whether the process that left a file behind is still alive. Everything here tolerates
 * the races of several processes sharing one directory.
 */





/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
const HOST_TAG = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)()).digest('hex').slice(0, 8);
/** Random hex, to keep names unique across processes that share a pid namespace or not. */
function randomHex(bytes = 4) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(bytes).toString('hex');
}
function isErrno(error, ...codes) {
    const code = error?.code;
    return typeof code === 'string' && codes.includes(code);
}
/**
 * True unless the process is known to be gone. A process of another machine (or pid
 * namespace) cannot be checked: it counts as alive, and only the age bound frees its files.
 */
function isOwnerAlive(hostTag, pid) {
    if (hostTag !== HOST_TAG)
        return true;
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: the process exists but belongs to someone else.
        return !isErrno(error, 'ESRCH');
    }
}
/** Creates the directory (and parents) private to the user; leaves an existing one as it is. */
async function ensurePrivateDir(dir) {
    const created = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.mkdir)(dir, { recursive: true, mode: 0o700 });
    // mkdir's mode is filtered through the umask; set it exactly on what we created.
    if (created !== undefined)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.chmod)(dir, 0o700).catch(() => undefined);
}
/**
 * Makes a rename or unlink in `dir` durable. Not every platform can open a directory
 * (Windows cannot): there the step is skipped, the rename itself is still atomic.
 */
async function syncDir(dir) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(dir, 'r');
        await handle.sync();
    }
    catch {
        // best effort
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}
/** Prefix of temporary files; readers skip them and replay removes old leftovers. */
const TEMP_PREFIX = '.tmp-';
/** Name of a temporary file: it carries its owner, so leftovers of a dead process can go. */
function tempFileName() {
    return `${TEMP_PREFIX}${HOST_TAG}-${process.pid}-${randomHex()}`;
}
/** The owner encoded in a temporary file's name, if it has that shape. */
function parseTempFileName(name) {
    const m = /^\.tmp-([0-9a-f]{8})-(\d+)-[0-9a-f]+$/.exec(name);
    return m ? { hostTag: m[1], pid: Number(m[2]) } : undefined;
}
/**
 * Writes `name` in `dir` so that readers see either nothing or the whole content: a temporary
 * file in the same directory (mode 0600), fsync, rename over the final name, fsync the
 * directory. A crash leaves at worst a temporary file, which readers ignore.
 */
async function writeFileAtomic(dir, name, content) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, tempFileName());
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(temp, 'wx', 0o600);
        try {
            await handle.writeFile(content, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rename)(temp, (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, name));
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(temp, { force: true }).catch(() => undefined);
        throw error;
    }
    await syncDir(dir);
}
/**
 * Flags that open only what can be read without waiting: a symbolic link is refused
 * (O_NOFOLLOW: its target is not ours to read), and a FIFO or a device does not block the open
 * (O_NONBLOCK). Platforms without a flag (Windows) go without it.
 */
const READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NONBLOCK ?? 0);
/**
 * The text of a regular file, or undefined when it is gone (another process took or removed
 * it), or is anything else: a FIFO, a directory, a device, a symbolic link, a file we may not
 * read. The type is checked on the open handle, so nothing can be swapped in between.
 */
async function readRegularFile(path) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.open)(path, READ_FLAGS);
    }
    catch (error) {
        if (isErrno(error, 'ENOENT', 'ELOOP', 'EMLINK', 'ENXIO', 'EACCES', 'EPERM', 'ENOTDIR')) {
            return undefined;
        }
        throw error;
    }
    try {
        if (!(await handle.stat()).isFile())
            return undefined;
        return await handle.readFile('utf8');
    }
    finally {
        await handle.close().catch(() => undefined);
    }
}
/**
 * Names of the regular files in the directory (none when it does not exist yet). FIFOs,
 * directories, devices and symbolic links are left out: nothing reads, claims or cleans them.
 */
async function listFiles(dir) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.readdir)(dir, { withFileTypes: true })).filter(e => e.isFile()).map(e => e.name);
    }
    catch (error) {
        if (isErrno(error, 'ENOENT'))
            return [];
        throw error;
    }
}
/** True when `path` is a directory itself, not a symbolic link to one. */
async function isRealDirectory(path) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.lstat)(path)).isDirectory();
    }
    catch {
        return false;
    }
}
/** The entry's modification time without following a symbolic link; undefined when gone. */
async function modifiedAt(path) {
    try {
        const s = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.lstat)(path);
        return s.isFile() ? s.mtimeMs : undefined;
    }
    catch {
        return undefined;
    }
}
/** True when anything (not followed) has this path. */
async function entryExists(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.lstat)(path);
        return true;
    }
    catch {
        return false;
    }
}
/** Removes a file (a symbolic link itself, never its target); false when it was already gone. */
async function removeIfPresent(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_3__.rm)(path);
        return true;
    }
    catch (error) {
        if (isErrno(error, 'ENOENT'))
            return false;
        throw error;
    }
}


/***/ }),

/***/ 9677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RunQueue: () => (/* binding */ RunQueue),
  Wm: () => (/* binding */ defaultQueueDir),
  r9: () => (/* binding */ newRunKey)
});

// UNUSED EXPORTS: DEFAULT_CLAIM_MAX_AGE_MS, DEFAULT_HEARTBEAT_MAX_AGE_MS, DEFAULT_MAX_RECORDS, DEFAULT_ORPHAN_END_MAX_AGE_MS

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/client/clock.ts
var clock = __webpack_require__(9141);
// EXTERNAL MODULE: ./src/queue/constants.ts
var constants = __webpack_require__(3846);
// EXTERNAL MODULE: ./src/client/nesting.ts
var nesting = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/queue/files.ts
var files = __webpack_require__(2920);
;// CONCATENATED MODULE: ./src/queue/record.ts


/**
 * 2 added `service`. Records of version 1 carry no service: nobody can prove they are theirs,
 * so they are never sent (see replay).
 */
const RECORD_VERSION = 2;
const LEGACY_RECORD_VERSION = 1;
let sequence = 0;
/**
 * A new record id: the time (zero-padded, so ids sort as text), a per-process sequence for
 * calls queued in the same millisecond, then pid and random digits so that processes never
 * collide.
 */
function newRecordId(now) {
    sequence = (sequence + 1) % 36 ** 6;
    const time = Math.max(0, Math.floor(now)).toString().padStart(15, '0');
    return `${time}-${sequence.toString(36).padStart(6, '0')}-${process.pid}-${(0,files/* randomHex */.nw)()}`;
}
const ID = String.raw `\d{15}-[0-9a-z]{6}-\d+-[0-9a-f]{8}`;
const RECORD_FILE = new RegExp(`^(${ID})\\.json$`);
const CLAIM_FILE = new RegExp(`^(${ID})\\.claim-([0-9a-f]{8})-(\\d+)-(\\d+)-[0-9a-f]+$`);
function recordFileName(id) {
    return `${id}.json`;
}
/**
 * The name a record takes while one replayer sends it. Renaming into it is the claim: only
 * one rename of the same file succeeds. The name says who claimed it and when, so a claim
 * left by a crashed process can be recognised and taken over.
 */
function claimFileName(id, owner) {
    return `${id}.claim-${owner.hostTag}-${owner.pid}-${Math.floor(owner.claimedAt)}-${(0,files/* randomHex */.nw)()}`;
}
function ownClaim(now) {
    return { hostTag: files/* HOST_TAG */.q4, pid: process.pid, claimedAt: now };
}
function parseEntryName(name) {
    const record = RECORD_FILE.exec(name);
    if (record)
        return { kind: 'record', id: record[1], name };
    const claim = CLAIM_FILE.exec(name);
    if (claim) {
        return {
            kind: 'claim',
            id: claim[1],
            name,
            owner: { hostTag: claim[2], pid: Number(claim[3]), claimedAt: Number(claim[4]) }
        };
    }
    return undefined;
}
/** The record, its call, the call's body, then the body's metadata, at most MAX_NESTING deep. */
const RECORD_NESTING = 3 + nesting/* MAX_NESTING */.M;
const KINDS = new Set(['start', 'end', 'heartbeat', 'pipeline-notification']);
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The record in `text`, or undefined when it is truncated, garbage or not for `id`. */
function parseRecord(text, id) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    // A record holds its call's body two levels down, and the body its metadata: anything
    // deeper than metadata may nest was not written by us, and would overflow JSON.stringify.
    if (!isObject(value) || value.id !== id || (0,nesting/* nestsDeeperThan */.i)(value, RECORD_NESTING))
        return undefined;
    if (value.version !== RECORD_VERSION && value.version !== LEGACY_RECORD_VERSION)
        return undefined;
    const { service } = value;
    if (service !== undefined &&
        (!isObject(service) || typeof service.address !== 'string' || typeof service.key !== 'string')) {
        return undefined;
    }
    const { call, retry } = value;
    if (!isObject(call) || !KINDS.has(call.kind) || !isObject(call.body))
        return undefined;
    if (call.kind === 'pipeline-notification' && typeof call.pipelineId !== 'string')
        return undefined;
    if (!isObject(retry) || typeof retry.attempts !== 'number')
        return undefined;
    if (retry.notBefore !== undefined && typeof retry.notBefore !== 'number')
        return undefined;
    if (typeof value.firstFailureAt !== 'number' || typeof value.totalAttempts !== 'number') {
        return undefined;
    }
    if (value.runKey !== undefined && typeof value.runKey !== 'string')
        return undefined;
    if (value.lastError !== undefined && typeof value.lastError !== 'string')
        return undefined;
    return value;
}
function serializeRecord(record) {
    return `${JSON.stringify(record)}\n`;
}
/** Short description of a record for log lines (never its body: it may hold logs). */
function describeRecord(r) {
    const call = r.call;
    const what = call.kind === 'pipeline-notification'
        ? `pipeline notification (${call.pipelineId})`
        : `${call.kind === 'start' ? 'start report' : call.kind === 'end' ? 'end report' : 'heartbeat'} of "${call.body.job_name}"`;
    return `queued ${what} [${r.id}]`;
}

// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __webpack_require__(1569);
;// CONCATENATED MODULE: ./src/queue/replay.ts



/** Replays one queue pass; never throws (file-system trouble ends the pass with an error). */
function replayQueue(ctx, client, o = {}) {
    return new Replay(ctx, client, o).run();
}
class Replay {
    ctx;
    client;
    o;
    summary = {
        sent: 0,
        failed: 0,
        dropped: 0,
        remaining: 0,
        counted: false,
        unaddressed: 0,
        foreign: 0,
        runIds: {},
        errors: [],
        keyRejected: false,
        keyRejectedFor: []
    };
    /** Runs whose start report the service refused: their end reports can never be delivered. */
    rejectedRuns = new Set();
    /** Families this pass stopped sending to (key refused, or the service unavailable). */
    stopped = new Set();
    found = [];
    constructor(ctx, client, o) {
        this.ctx = ctx;
        this.client = client;
        this.o = o;
    }
    async run() {
        await this.scan();
        for (const f of this.found) {
            if (this.o.signal?.aborted)
                break;
            if (this.o.deadline !== undefined && this.ctx.clock.now() >= this.o.deadline)
                break;
            if (this.stopped.has((0,identity/* familyOf */.Ap)(f.record.call.kind)))
                continue;
            if (!(await this.sendOne(f)))
                break;
        }
        await this.finish();
        return this.summary;
    }
    problem(line) {
        this.summary.errors.push(line);
        this.ctx.log(line);
    }
    ofRun(r) {
        return this.o.runKey === undefined || r.runKey === this.o.runKey;
    }
    /**
     * A client without the address of a record's endpoint family (a replayer set up for runs
     * only) leaves that record queued for one that has it: sending would fail, and drop it.
     * A record queued for another service (another address, another key: two organisations
     * sharing a runner's queue) is never sent by this client: it would hand one organisation's
     * job names, metadata and logs to the other. A record that does not say which service it
     * was for (an older version's) cannot be proven ours, so it is never sent either.
     */
    standing(r) {
        const kind = r.call.kind;
        if (this.client.serves?.(kind) === false)
            return 'unaddressed';
        if (r.version === LEGACY_RECORD_VERSION)
            return 'foreign';
        const mine = this.client.identityFor?.(kind);
        if (r.service === undefined || mine === undefined) {
            // Only a client that cannot name its service (a test double) sends what names none.
            return r.service === undefined && mine === undefined ? 'ours' : 'foreign';
        }
        return (0,identity/* sameService */.cm)(r.service, mine) ? 'ours' : 'foreign';
    }
    /** Phase 1: clean up leftovers, then read the records this pass may send, in order. */
    async scan() {
        const { store, clock, log } = this.ctx;
        try {
            await store.cleanTemporaryFiles(constants/* TEMP_FILE_MAX_AGE_MS */.gT);
            await store.cleanLeftoverClaims(this.ctx.claimMaxAgeMs);
            await this.ctx.runIds.cleanOld(clock.now(), constants/* RUN_ID_MAX_AGE_MS */.iu);
            const all = await store.readAll(e => log(`ignoring unreadable queue file ${e.name}`));
            this.found = all.filter(f => this.ofRun(f.record) && this.standing(f.record) === 'ours');
        }
        catch (error) {
            this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
        }
    }
    /** An end report whose run's start is still queued must wait for it. */
    async startPending(runKey) {
        for (const f of this.found) {
            if (f.record.call.kind === 'start' && f.record.runKey === runKey) {
                if (await this.ctx.store.isPresent(f.record.id))
                    return true;
            }
        }
        return false;
    }
    /** Phase 2: what to do with one record now. */
    async decide(r) {
        const { clock, runIds } = this.ctx;
        const call = r.call;
        if (call.kind === 'heartbeat') {
            const moment = Date.parse(call.body.current_time);
            const at = Number.isNaN(moment) ? r.firstFailureAt : moment;
            if (clock.now() - at > this.ctx.heartbeatMaxAgeMs) {
                return { action: 'drop', reason: 'stale heartbeat: its moment has passed' };
            }
        }
        if (call.kind === 'start' && r.runKey) {
            // The run id is known only once this start was delivered: a crash before the record
            // was deleted left it behind. Sending it again would open a second run.
            const known = await runIds.get(r.runKey);
            if (known) {
                this.summary.runIds[r.runKey] = known;
                return { action: 'drop', reason: `already delivered (run id ${known})` };
            }
        }
        if (call.kind === 'end' && call.body.run_id === '' && r.runKey) {
            if (this.rejectedRuns.has(r.runKey)) {
                return { action: 'drop', reason: "the service rejected its run's start report" };
            }
            // Checked before the run id: a replayer records the run id before it deletes the start.
            if (await this.startPending(r.runKey))
                return { action: 'wait' };
            const runId = this.summary.runIds[r.runKey] ?? (await runIds.get(r.runKey));
            if (runId)
                return { action: 'send', call: { ...call, body: { ...call.body, run_id: runId } } };
            // No start queued and no run id: its start may still be with another carrier (a
            // background retry) for a while; after that it can never be delivered.
            if (clock.now() - r.firstFailureAt > this.ctx.orphanEndMaxAgeMs) {
                return { action: 'drop', reason: "its run's start report was never delivered" };
            }
            return { action: 'wait' };
        }
        return { action: 'send', call };
    }
    async drop(held, reason) {
        await this.ctx.store.remove(held);
        this.summary.dropped++;
        this.problem(`dropped ${describeRecord(held.record)}: ${reason}`);
    }
    /**
     * Phase 3: claim one record, decide again on what was claimed, deliver it and settle the
     * file. False when the pass must end (the queue cannot be updated).
     */
    async sendOne({ entry, record }) {
        const { store, clock } = this.ctx;
        // A live claim means another replayer is sending this record right now.
        if (entry.kind === 'claim' && !store.isStale(entry.owner, this.ctx.claimMaxAgeMs))
            return true;
        let held;
        try {
            if ((await this.decide(record)).action === 'wait')
                return true;
            held = await store.claim(entry);
            if (!held)
                return true; // another replayer was faster
            const r = held.record;
            const decision = await this.decide(r); // on the claimed content: it may have changed meanwhile
            if (decision.action === 'wait') {
                await store.release(held);
                return true;
            }
            if (decision.action === 'drop') {
                await this.drop(held, decision.reason);
                return true;
            }
            const call = decision.call;
            // An exhausted sequence stays queued for a later replay, which begins a new one.
            const state = r.retry.attempts >= this.client.maxAttempts
                ? {
                    attempts: 0,
                    ...(r.retry.notBefore === undefined ? {} : { notBefore: r.retry.notBefore })
                }
                : r.retry;
            const o = this.o;
            if (o.deadline !== undefined &&
                state.notBefore !== undefined &&
                state.notBefore >= o.deadline) {
                await store.release(held); // its next attempt is due after this pass
                return true;
            }
            // Stay well inside the claim bound, so that nobody takes the record over mid-send.
            const deadline = Math.min(o.deadline ?? Infinity, clock.now() + this.ctx.claimMaxAgeMs / 2);
            const delivery = await this.client.deliver(call, { state, deadline, signal: o.signal });
            if (delivery.delivered) {
                if (call.kind === 'start' && r.runKey) {
                    const runId = delivery.response.run_id;
                    await this.ctx.runIds.remember(r.runKey, runId, clock.now());
                    this.summary.runIds[r.runKey] = runId;
                }
                if (call.kind === 'end' && r.runKey)
                    await this.ctx.runIds.forget(r.runKey);
                // At least once: a crash before this removal leaves a claim that a later replay takes
                // over and sends again (a start only if its run id was not saved above).
                await store.remove(held);
                held = undefined;
                this.summary.sent++;
                return true;
            }
            const error = delivery.error;
            const made = Math.max(0, delivery.state.attempts - state.attempts);
            const updated = {
                ...r,
                retry: delivery.state,
                totalAttempts: r.totalAttempts + made,
                lastError: error.message
            };
            const family = (0,identity/* familyOf */.Ap)(call.kind);
            if (error.status === 401) {
                // The key is wrong for this endpoint family: its other records would fail the same
                // way and stay queued. The other family has its own address and answers for itself.
                await store.release(held, updated);
                held = undefined;
                this.summary.failed++;
                this.summary.keyRejected = true;
                this.summary.keyRejectedFor.push(family);
                this.summary.errors.push(error.message);
                this.ctx.log(`replay stopped for ${FAMILY_NAMES[family]}: ${error.message}`);
                this.stopped.add(family);
                return true;
            }
            if (!error.retryable) {
                if (call.kind === 'start' && r.runKey)
                    this.rejectedRuns.add(r.runKey);
                await this.drop(held, error.message);
                held = undefined;
                return true;
            }
            await store.release(held, updated);
            held = undefined;
            this.summary.failed++;
            this.problem(`${describeRecord(r)}: ${error.message}`);
            // No answer, 429 or 5xx: that service is unavailable now; the rest of its family waits
            // for a later replay instead of spending the hourly request budget. A refused end update
            // (update_status "Failed", status 200) concerns that record alone.
            if (error.status !== 200)
                this.stopped.add(family);
            return true;
        }
        catch (error) {
            if (held)
                await store.release(held).catch(() => undefined);
            this.problem(`replay stopped: the queue in ${store.dir} could not be updated: ${message(error)}`);
            return false;
        }
    }
    /** Phase 4: count what is left of the scope, by whose it is. */
    async finish() {
        const { store } = this.ctx;
        try {
            const left = (await store.readAll()).filter(f => this.ofRun(f.record));
            for (const f of left) {
                const standing = this.standing(f.record);
                if (standing === 'ours')
                    this.summary.remaining++;
                else
                    this.summary[standing]++;
            }
            this.summary.counted = true;
            const { runKey } = this.o;
            if (runKey !== undefined && this.summary.runIds[runKey] === undefined) {
                const known = await this.ctx.runIds.get(runKey);
                if (known)
                    this.summary.runIds[runKey] = known;
            }
        }
        catch (error) {
            this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
        }
    }
}
const FAMILY_NAMES = {
    runs: 'run reports and heartbeats',
    pipelines: 'pipeline notifications'
};
function message(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/queue/runids.ts
/**
 * Run ids learnt for local run keys. When a start report waits in the queue, its run has no
 * run id yet; the end report is queued under the same run key, and replay fills in the run
 * id the start returned. One small file per run key keeps that link across processes.
 */



class RunIdStore {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    /** Run keys may come from anywhere (a flag, an environment variable): hash them into names. */
    fileName(runKey) {
        return `${(0,external_node_crypto_.createHash)('sha256').update(runKey).digest('hex').slice(0, 40)}.json`;
    }
    async remember(runKey, runId, now) {
        await (0,files/* ensurePrivateDir */.rh)(this.dir);
        const content = { runKey, runId, at: now };
        await (0,files/* writeFileAtomic */.Zf)(this.dir, this.fileName(runKey), `${JSON.stringify(content)}\n`);
    }
    async get(runKey) {
        const text = await (0,files/* readRegularFile */.XF)((0,external_node_path_.join)(this.dir, this.fileName(runKey)));
        if (text === undefined)
            return undefined;
        try {
            const value = JSON.parse(text);
            return value.runKey === runKey && typeof value.runId === 'string' && value.runId !== ''
                ? value.runId
                : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** Called once the run's end report is delivered: nothing needs the link any more. */
    async forget(runKey) {
        await (0,files/* removeIfPresent */.ti)((0,external_node_path_.join)(this.dir, this.fileName(runKey)));
    }
    /** Removes links older than `maxAgeMs` (runs whose end report never came). */
    async cleanOld(now, maxAgeMs) {
        // A symbolic link in place of the directory leads elsewhere: nothing there is ours.
        if (!(await (0,files/* isRealDirectory */.sL)(this.dir)))
            return;
        for (const name of await (0,files/* listFiles */.CS)(this.dir)) {
            const path = (0,external_node_path_.join)(this.dir, name);
            try {
                const mtime = await (0,files/* modifiedAt */.L4)(path);
                if (mtime !== undefined && now - mtime > maxAgeMs)
                    await (0,files/* removeIfPresent */.ti)(path);
            }
            catch {
                // gone already, or not ours to judge
            }
        }
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/queue/store.ts
/**
 * The queue directory as a set of records: write, scan, claim, release and delete them.
 * A record is `<id>.json`; while a replayer sends it, it is renamed to a claim name that
 * carries the replayer's pid and the claim time. Renames are atomic, so of two replayers
 * racing for one record exactly one gets it.
 */





class RecordStore {
    dir;
    clock;
    ready;
    /** The last failure to write, repeated without touching the disk until `until`. */
    refusal;
    constructor(dir, clock) {
        this.dir = dir;
        this.clock = clock;
    }
    path(name) {
        return (0,external_node_path_.join)(this.dir, name);
    }
    ensureDir() {
        this.ready ??= (0,files/* ensurePrivateDir */.rh)(this.dir).catch((error) => {
            this.ready = undefined;
            throw error;
        });
        return this.ready;
    }
    /**
     * Writes a record. A directory that cannot be created or written (read-only, a file in the
     * way, a name the kernel refuses, a full disk) refuses at once for a while after a failure:
     * a caller that queues in a loop gets the same answer without a system call each time.
     */
    async write(record) {
        if (this.refusal && this.clock.now() < this.refusal.until)
            throw this.refusal.error;
        try {
            await this.ensureDir();
            await (0,files/* writeFileAtomic */.Zf)(this.dir, recordFileName(record.id), serializeRecord(record));
            this.refusal = undefined;
        }
        catch (error) {
            this.refusal = { error, until: this.clock.now() + constants/* UNWRITABLE_QUEUE_RETRY_MS */.q2 };
            throw error;
        }
    }
    /** Records and claims in id order (queue order); other names (temporary files...) left out. */
    async entries() {
        const entries = [];
        for (const name of await (0,files/* listFiles */.CS)(this.dir)) {
            const entry = parseEntryName(name);
            if (entry)
                entries.push(entry);
        }
        return entries.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : a.kind === 'record' ? -1 : 1);
    }
    /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
    async read(entry) {
        const text = await (0,files/* readRegularFile */.XF)(this.path(entry.name));
        return text === undefined ? undefined : parseRecord(text, entry.id);
    }
    /**
     * Every readable record, once each, in queue order. Unreadable files (a record cut short
     * by a crash on a file system without atomic rename, or garbage) are reported to
     * `onUnreadable` and otherwise ignored.
     */
    async readAll(onUnreadable) {
        const found = [];
        const seen = new Set();
        for (const entry of await this.entries()) {
            if (seen.has(entry.id))
                continue;
            const record = await this.read(entry);
            if (record) {
                seen.add(entry.id);
                found.push({ entry, record });
            }
            else if ((await this.exists(entry.name)) && onUnreadable) {
                onUnreadable(entry);
            }
        }
        return found;
    }
    exists(name) {
        return (0,files/* entryExists */.v_)(this.path(name));
    }
    /** True when any file of record `id` (free or claimed) is still in the directory. */
    async isPresent(id) {
        return (await this.entries()).some(e => e.id === id);
    }
    /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
    isStale(owner, maxAgeMs) {
        return this.clock.now() - owner.claimedAt > maxAgeMs || !(0,files/* isOwnerAlive */.Jc)(owner.hostTag, owner.pid);
    }
    /**
     * Claims a free record, or takes over a stale claim. Undefined when another replayer was
     * faster, or when the stale claim turned out to be a leftover of a record already put back.
     */
    async claim(entry) {
        if (entry.kind === 'claim' && (await this.exists(recordFileName(entry.id)))) {
            // The owner put the record back and crashed before removing its claim: a leftover.
            await (0,files/* removeIfPresent */.ti)(this.path(entry.name));
            return undefined;
        }
        const name = claimFileName(entry.id, ownClaim(this.clock.now()));
        try {
            await (0,promises_.rename)(this.path(entry.name), this.path(name));
        }
        catch (error) {
            if ((0,files/* isErrno */.r)(error, 'ENOENT'))
                return undefined;
            throw error;
        }
        const text = await (0,files/* readRegularFile */.XF)(this.path(name));
        const record = text === undefined ? undefined : parseRecord(text, entry.id);
        if (!record) {
            // Unreadable after all: put it back under its record name, where it is ignored.
            await (0,promises_.rename)(this.path(name), this.path(recordFileName(entry.id))).catch(() => undefined);
            return undefined;
        }
        return { record, name };
    }
    /**
     * Puts a held record back in the queue, with its new content if given. The updated record
     * is written under the record name first, then the claim is removed: a crash in between
     * leaves a claim that the next replayer recognises as a leftover.
     */
    async release(held, updated) {
        if (!updated) {
            try {
                await (0,promises_.rename)(this.path(held.name), this.path(recordFileName(held.record.id)));
            }
            catch (error) {
                if (!(0,files/* isErrno */.r)(error, 'ENOENT'))
                    throw error;
            }
            await (0,files/* syncDir */.ty)(this.dir);
            return;
        }
        // Our claim was taken over (we overran the claim bound): the new owner has the record now.
        if (!(await this.exists(held.name)))
            return;
        await this.write(updated);
        await (0,files/* removeIfPresent */.ti)(this.path(held.name));
        await (0,files/* syncDir */.ty)(this.dir);
    }
    /** Deletes a held record (delivered, or dropped). */
    async remove(held) {
        await (0,files/* removeIfPresent */.ti)(this.path(held.name));
        await (0,files/* syncDir */.ty)(this.dir);
    }
    /** Deletes a free record without claiming it (the size cap). False when it was gone. */
    async removeFree(id) {
        const removed = await (0,files/* removeIfPresent */.ti)(this.path(recordFileName(id)));
        if (removed)
            await (0,files/* syncDir */.ty)(this.dir);
        return removed;
    }
    /**
     * Removes stale claims beside a free record of the same id: their owner put the record
     * back and crashed before it removed its claim.
     */
    async cleanLeftoverClaims(maxAgeMs) {
        const entries = await this.entries();
        const free = new Set(entries.filter(e => e.kind === 'record').map(e => e.id));
        for (const e of entries) {
            if (e.kind === 'claim' && free.has(e.id) && this.isStale(e.owner, maxAgeMs)) {
                await (0,files/* removeIfPresent */.ti)(this.path(e.name));
            }
        }
    }
    /**
     * Removes temporary files left by a crash: those of a dead process on this machine, and any
     * older than `maxAgeMs` (an atomic write takes milliseconds).
     */
    async cleanTemporaryFiles(maxAgeMs) {
        let removed = 0;
        for (const name of await (0,files/* listFiles */.CS)(this.dir)) {
            if (!name.startsWith(files/* TEMP_PREFIX */.MX))
                continue;
            const owner = (0,files/* parseTempFileName */.$4)(name);
            const mtime = await (0,files/* modifiedAt */.L4)(this.path(name));
            if (mtime === undefined)
                continue;
            const old = this.clock.now() - mtime > maxAgeMs;
            const dead = owner !== undefined && !(0,files/* isOwnerAlive */.Jc)(owner.hostTag, owner.pid);
            if ((old || dead) && (await (0,files/* removeIfPresent */.ti)(this.path(name))))
                removed++;
        }
        return removed;
    }
}

;// CONCATENATED MODULE: ./src/queue/queue.ts
/**
 * The durable local queue: calls that could not be delivered wait here, one file each,
 * until a replay delivers them. Several processes (two jobs on one self-hosted runner) may
 * queue and replay in the same directory at once; a crash at any point loses nothing that
 * was queued and leaves nothing that breaks a later reader.
 */










class RunQueue {
    dir;
    clock;
    maxRecords;
    heartbeatMaxAgeMs;
    claimMaxAgeMs;
    orphanEndMaxAgeMs;
    log;
    store;
    runIds;
    constructor(o) {
        if (!o.dir)
            throw new Error('The queue needs a directory');
        this.dir = (0,external_node_path_.resolve)(o.dir);
        this.clock = o.clock ?? clock/* systemClock */.m;
        this.maxRecords = Math.max(1, Math.floor(o.maxRecords ?? constants/* DEFAULT_MAX_RECORDS */.QO));
        this.heartbeatMaxAgeMs = o.heartbeatMaxAgeMs ?? constants/* DEFAULT_HEARTBEAT_MAX_AGE_MS */.Nk;
        this.claimMaxAgeMs = o.claimMaxAgeMs ?? constants/* DEFAULT_CLAIM_MAX_AGE_MS */.Rk;
        this.orphanEndMaxAgeMs = o.orphanEndMaxAgeMs ?? constants/* DEFAULT_ORPHAN_END_MAX_AGE_MS */.Np;
        this.log = o.log ?? (() => undefined);
        this.store = new RecordStore(this.dir, this.clock);
        this.runIds = new RunIdStore((0,external_node_path_.join)(this.dir, 'runs'));
    }
    /** Writes one record for `call` (atomically, mode 0600), then holds the size cap. */
    async enqueue(call, info = {}) {
        const now = this.clock.now();
        const retry = { attempts: info.retry?.attempts ?? 0 };
        if (info.retry?.notBefore !== undefined)
            retry.notBefore = info.retry.notBefore;
        const record = {
            version: RECORD_VERSION,
            id: newRecordId(now),
            call,
            ...(info.service === undefined ? {} : { service: info.service }),
            ...(info.runKey === undefined ? {} : { runKey: info.runKey }),
            firstFailureAt: now,
            totalAttempts: retry.attempts,
            retry,
            ...(info.lastError === undefined ? {} : { lastError: info.lastError })
        };
        await this.store.write(record);
        await this.holdCap(record.id);
        return record;
    }
    /** Every readable record (free or being sent), in queue order. */
    async list() {
        return (await this.store.readAll()).map(f => f.record);
    }
    /**
     * Removes the free records that `matches` (a record a replayer is sending is left to it),
     * logging each with `reason`; returns how many went. The run protocol uses it for what a
     * later record supersedes.
     */
    async discard(matches, reason) {
        let removed = 0;
        for (const f of await this.store.readAll()) {
            if (f.entry.kind !== 'record' || !matches(f.record))
                continue;
            if (await this.store.removeFree(f.record.id)) {
                removed++;
                this.log(`dropped ${describeRecord(f.record)}: ${reason}`);
            }
        }
        return removed;
    }
    runIdFor(runKey) {
        return this.runIds.get(runKey);
    }
    rememberRunId(runKey, runId) {
        return this.runIds.remember(runKey, runId, this.clock.now());
    }
    /** Called when a run's end report is delivered: its run key link is no longer needed. */
    forgetRunId(runKey) {
        return this.runIds.forget(runKey);
    }
    replay(client, o = {}) {
        return replayQueue({
            store: this.store,
            runIds: this.runIds,
            clock: this.clock,
            log: this.log,
            heartbeatMaxAgeMs: this.heartbeatMaxAgeMs,
            claimMaxAgeMs: this.claimMaxAgeMs,
            orphanEndMaxAgeMs: this.orphanEndMaxAgeMs
        }, client, o);
    }
    /**
     * Drops the oldest records while the queue holds more than `maxRecords`. A start report
     * takes the end reports of its run with it: an end cannot be delivered without the run id
     * its start returns. A run that includes the record just queued is passed over, and so are
     * records a replayer is sending. Every drop is logged.
     */
    async holdCap(newId) {
        const ids = new Set((await this.store.entries()).map(e => e.id));
        if (ids.size <= this.maxRecords)
            return;
        const found = await this.store.readAll();
        let excess = found.length - this.maxRecords;
        const gone = new Set();
        const newRunKey = found.find(f => f.record.id === newId)?.record.runKey;
        for (const f of found) {
            if (excess <= 0)
                break;
            const r = f.record;
            if (gone.has(r.id) || f.entry.kind !== 'record' || r.id === newId)
                continue;
            if (r.runKey !== undefined && r.runKey === newRunKey)
                continue;
            const victims = [f];
            if (r.call.kind === 'start' && r.runKey !== undefined) {
                victims.push(...found.filter(o => o.record.runKey === r.runKey &&
                    o.record.call.kind === 'end' &&
                    o.entry.kind === 'record'));
            }
            for (const v of victims) {
                gone.add(v.record.id);
                if (await this.store.removeFree(v.record.id)) {
                    excess--;
                    this.log(`job-monitor queue is full (${this.maxRecords} records): dropped ${describeRecord(v.record)}`);
                }
            }
        }
    }
}
/**
 * Where the queue lives: JOB_MONITOR_QUEUE_DIR, else $XDG_STATE_HOME/job-monitor/queue,
 * else ~/.local/state/job-monitor/queue. A home directory outlives the job on a self-hosted
 * runner, so a later job on it replays what an earlier one queued.
 */
function defaultQueueDir(env = process.env) {
    const explicit = env.JOB_MONITOR_QUEUE_DIR?.trim();
    if (explicit)
        return (0,external_node_path_.resolve)(explicit);
    const state = env.XDG_STATE_HOME?.trim();
    // The XDG rules ignore a relative path.
    if (state && (0,external_node_path_.isAbsolute)(state))
        return (0,external_node_path_.join)(state, 'job-monitor', 'queue');
    return (0,external_node_path_.join)(env.HOME?.trim() || (0,external_node_os_.homedir)(), '.local', 'state', 'job-monitor', 'queue');
}
/** A fresh local run key: links a run's queued start and end reports. */
function newRunKey() {
    return (0,external_node_crypto_.randomUUID)();
}


/***/ })

};
