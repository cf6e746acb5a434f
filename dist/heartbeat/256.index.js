export const id = 256;
export const ids = [256];
export const modules = {

/***/ 8256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RunQueue: () => (/* binding */ RunQueue),
  r9: () => (/* binding */ newRunKey)
});

// UNUSED EXPORTS: DEFAULT_CLAIM_MAX_AGE_MS, DEFAULT_HEARTBEAT_MAX_AGE_MS, DEFAULT_MAX_RECORDS, DEFAULT_ORPHAN_END_MAX_AGE_MS, defaultQueueDir

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/queue/constants.ts
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
/** A wait before a record's next try that the replay says in its log: a backoff of a second is not. */
const SAID_WAIT_MS = 2000;

// EXTERNAL MODULE: ./src/util/disk.ts + 2 modules
var util_disk = __webpack_require__(9952);
// EXTERNAL MODULE: ./src/client/nesting.ts
var nesting = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/util/random-hex.ts
var random_hex = __webpack_require__(7773);
// EXTERNAL MODULE: ./src/util/owner.ts
var util_owner = __webpack_require__(3079);
;// CONCATENATED MODULE: ./src/queue/record.ts



/** The format of the records this version writes and reads; any other is ignored. */
const RECORD_VERSION = 2;
let sequence = 0;
/**
 * A new record id: the time (zero-padded, so ids sort as text), a per-process sequence for
 * calls queued in the same millisecond, then pid and random digits so that processes never
 * collide.
 */
function newRecordId(now) {
    sequence = (sequence + 1) % 36 ** 6;
    const time = Math.max(0, Math.floor(now)).toString().padStart(15, '0');
    return `${time}-${sequence.toString(36).padStart(6, '0')}-${process.pid}-${(0,random_hex/* randomHex */.n)()}`;
}
const ID = String.raw `\d{15}-[0-9a-z]{6}-\d+-[0-9a-f]{8}`;
const RECORD_FILE = new RegExp(`^(${ID})\\.json$`);
const LOCK_FILE = new RegExp(`^(${ID})\\.lock-(\\d{1,9})$`);
function recordFileName(id) {
    return `${id}.json`;
}
/**
 * The lock that claims a record for one replayer: `<id>.lock-<generation>`, created with an
 * exclusive create, so of replayers racing for one record exactly one creates it. Generation
 * 0 claims a free record; generation n + 1 takes over a stale lock n. The name is fixed by
 * the record and the generation (the owner is in the content): that is what makes two
 * claimers collide.
 */
function lockFileName(id, generation) {
    return `${id}.lock-${generation}`;
}
function newLock(now) {
    return { hostTag: util_owner/* HOST_TAG */.q, pid: process.pid, claimedAt: now, token: (0,random_hex/* randomHex */.n)(8) };
}
function serializeLock(lock) {
    return `${JSON.stringify(lock)}\n`;
}
/** The lock's content, or undefined while it is being written (or is not ours). */
function parseLock(text) {
    try {
        const v = JSON.parse(text);
        if (typeof v?.hostTag === 'string' &&
            Number.isInteger(v.pid) &&
            typeof v.claimedAt === 'number' &&
            typeof v.token === 'string') {
            return v;
        }
    }
    catch {
        // being written, or garbage
    }
    return undefined;
}
function parseEntryName(name) {
    const record = RECORD_FILE.exec(name);
    if (record)
        return { kind: 'record', id: record[1], name };
    const lock = LOCK_FILE.exec(name);
    if (lock)
        return { kind: 'lock', id: lock[1], name, generation: Number(lock[2]) };
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
    if (value.version !== RECORD_VERSION)
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
/**
 * Short description of a record for log lines (never its body: it may hold logs), told apart
 * from another of the same job by when it was queued, not by its file's id, which means
 * nothing to a reader.
 */
function describeRecord(r) {
    const call = r.call;
    const what = call.kind === 'pipeline-notification'
        ? `pipeline notification (${call.pipelineId})`
        : `${call.kind === 'start' ? 'start report' : call.kind === 'end' ? 'end report' : 'heartbeat'} of "${call.body.job_name}"`;
    return `queued ${what} (queued ${new Date(r.firstFailureAt).toISOString()})`;
}

// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __webpack_require__(1569);
// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
;// CONCATENATED MODULE: ./src/queue/trouble.ts

function troubleOf(error) {
    if (error instanceof errors/* HourSpentError */.zP)
        return { held: true, until: error.until };
    if (error.status === 401)
        return { is: 'key refused' };
    if (error instanceof errors/* ConnectionError */.Rc && !error.retryable)
        return { is: 'wrong address' };
    return { is: error.retryable ? 'retry later' : 'refused' };
}
const FAMILY_NAMES = {
    runs: 'run reports and heartbeats',
    pipelines: 'pipeline notifications'
};

;// CONCATENATED MODULE: ./src/queue/replay.ts





/** Replays one queue pass; never throws (file-system trouble ends the pass with an error). */
function replayQueue(ctx, client, o = {}) {
    return new Replay(ctx, client, o).run();
}
/** Replays one run's records, and says which of them are still queued (see RunQueue.replayRun). */
async function replayRun(ctx, client, o) {
    const replay = new Replay(ctx, client, o);
    const summary = await replay.run();
    return { summary, queued: replay.queued };
}
class Replay {
    ctx;
    client;
    o;
    summary = {
        sent: 0,
        failed: 0,
        held: 0,
        notDue: 0,
        awaitingStart: 0,
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
    /** Every record of the pass's scope as the scan read it, whichever service it is for. */
    scope = [];
    /** The scan read the queue: what is left of a run's scope can be told from it. */
    read = false;
    /** The scope's records still queued when the pass finished. */
    queued = [];
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
     * job names, metadata and logs to the other.
     */
    standing(r) {
        const kind = r.call.kind;
        if (this.client.serves?.(kind) === false)
            return 'unaddressed';
        const mine = this.client.identityFor?.(kind);
        if (r.service === undefined || mine === undefined) {
            // Only a client that cannot name its service (a test double) sends what names none.
            return r.service === undefined && mine === undefined ? 'ours' : 'foreign';
        }
        return (0,identity/* sameService */.cm)(r.service, mine) ? 'ours' : 'foreign';
    }
    /**
     * Phase 1: clean up leftovers, and read the records this pass may send, in order. A pass over
     * one run's records (its end's) reads first, and goes on only when it has some of them to
     * send: an end with none queued reads the queue and nothing more, and says nothing of files
     * that are not its run's. The clean-ups never remove what a record read here carries (its
     * newest lock), so they may come after the read.
     */
    async scan() {
        const { store, log } = this.ctx;
        const ofOneRun = this.o.runKey !== undefined;
        try {
            if (!ofOneRun)
                await this.cleanUp();
            const unreadable = [];
            const all = await store.readAll(e => unreadable.push(e.name));
            this.read = true;
            this.scope = all.filter(f => this.ofRun(f.record));
            this.found = this.scope.filter(f => this.standing(f.record) === 'ours');
            if (ofOneRun && (this.found.length === 0 || this.o.signal?.aborted))
                return;
            for (const name of unreadable)
                log(`ignoring unreadable queue file ${name}`);
            if (ofOneRun)
                await this.cleanUp();
        }
        catch (error) {
            this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
        }
    }
    /** What crashes left behind: temporary files, stale locks, run id links of runs long gone. */
    async cleanUp() {
        const { store, clock } = this.ctx;
        await store.cleanTemporaryFiles(TEMP_FILE_MAX_AGE_MS);
        await store.cleanLeftoverClaims(this.ctx.claimMaxAgeMs);
        await this.ctx.runIds.cleanOld(clock.now(), RUN_ID_MAX_AGE_MS);
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
    async sendOne(found) {
        const { store } = this.ctx;
        // The claim while it is this pass's to give back: a step that settles the record clears it,
        // so that trouble afterwards never releases a claim twice.
        const claim = {};
        try {
            const ready = await this.claimToSend(found, claim);
            if (ready)
                await this.deliverClaimed(ready.held, ready.call, claim);
            return true;
        }
        catch (error) {
            if (claim.held)
                await store.release(claim.held).catch(() => undefined);
            this.problem(`replay stopped: the queue in ${store.dir} could not be updated: ${message(error)}`);
            return false;
        }
    }
    /**
     * The record claimed by this pass and the call to send, decided on the claimed content (it
     * may have changed since it was read); undefined when it is not to be sent now.
     */
    async claimToSend(found, claim) {
        const { store } = this.ctx;
        // A live claim means another replayer is sending this record right now.
        if (await store.isHeldByAnother(found, this.ctx.claimMaxAgeMs))
            return undefined;
        if ((await this.decide(found.record)).action === 'wait')
            return this.awaiting();
        const held = await store.claim(found, this.ctx.claimMaxAgeMs);
        if (!held)
            return undefined; // another replayer was faster
        claim.held = held;
        const decision = await this.decide(held.record);
        if (decision.action === 'wait') {
            await store.release(held);
            return this.awaiting();
        }
        if (decision.action === 'drop') {
            await this.drop(held, decision.reason);
            return undefined;
        }
        return { held, call: decision.call };
    }
    /** Continues the claimed record's retry sequence within the pass's window, then settles it. */
    async deliverClaimed(held, call, claim) {
        const { store, clock } = this.ctx;
        const r = held.record;
        // An exhausted sequence stays queued for a later replay, which begins a new one.
        const state = (0,retry/* sequenceToContinue */.k5)(r.retry, this.client.maxAttempts);
        const o = this.o;
        if (o.deadline !== undefined &&
            state.notBefore !== undefined &&
            state.notBefore >= o.deadline) {
            await store.release(held); // its next attempt is due after this pass
            claim.held = undefined;
            this.summary.notDue++;
            this.nextTry(state.notBefore);
            return;
        }
        // A wait of seconds (the rest after a spent sequence) is said, or a replay run by hand
        // looks hung.
        const waitMs = state.notBefore === undefined ? 0 : state.notBefore - clock.now();
        if (waitMs >= SAID_WAIT_MS)
            this.ctx.log(`${describeRecord(r)}: next try in ${Math.ceil(waitMs / 1000)} s`);
        // Stay well inside the claim bound, so that nobody takes the record over mid-send.
        const deadline = Math.min(o.deadline ?? Infinity, clock.now() + this.ctx.claimMaxAgeMs / 2);
        // A queued start or end is carried by several (the helper, `replay`, the end, a later
        // job's post step): one whose request is on its way is seen through when this carrier is
        // stopped, so that its answer is kept (the run id a start brings back) and no other
        // carrier sends it a second time, opening a second run or ending one twice.
        const delivery = await this.client.deliver(call, {
            state,
            deadline,
            signal: o.signal,
            seeAttemptThrough: call.kind === 'start' || call.kind === 'end'
        });
        if (delivery.delivered)
            await this.settleDelivered(held, call, delivery.response, claim);
        else
            await this.settleFailed(held, call, { state, delivery }, claim);
    }
    /** A delivered record: its run id kept (a start) or forgotten (an end), then the record goes. */
    async settleDelivered(held, call, response, claim) {
        const r = held.record;
        if (call.kind === 'start' && r.runKey) {
            const runId = response.run_id;
            this.summary.runIds[r.runKey] = runId;
            // Delivered: the record goes even when the link cannot be kept (a file where the
            // runs folder should be), or every replay would open one more run. This pass's end
            // still gets the run id.
            await this.ctx.runIds.remember(r.runKey, runId, this.ctx.clock.now()).catch((e) => {
                this.problem(`the run id of ${describeRecord(r)} could not be kept: ${message(e)}`);
            });
        }
        if (call.kind === 'end' && r.runKey)
            await this.ctx.runIds.forget(r.runKey);
        // At least once: a crash before this removal leaves a claim that a later replay takes
        // over and sends again (a start only if its run id was not saved above).
        await this.ctx.store.remove(held);
        claim.held = undefined;
        this.summary.sent++;
    }
    /**
     * An undelivered record: kept with its retry state for a later replay, or dropped when the
     * service refused it for good; the rest of its endpoint family waits when every record of
     * it would meet the same trouble.
     */
    async settleFailed(held, call, sent, claim) {
        const { store } = this.ctx;
        const r = held.record;
        const error = sent.delivery.error;
        const made = Math.max(0, sent.delivery.state.attempts - sent.state.attempts);
        const updated = {
            ...r,
            retry: sent.delivery.state,
            totalAttempts: r.totalAttempts + made,
            lastError: error.message
        };
        const family = (0,identity/* familyOf */.Ap)(call.kind);
        const trouble = troubleOf(error);
        if (trouble.held) {
            // Not attempted (again): no room in the key's hour, for the rest of the family either.
            await store.release(held, made > 0 ? updated : undefined);
            claim.held = undefined;
            this.summary.held++;
            this.nextTry(trouble.until);
            this.stopped.add(family);
            return;
        }
        if (trouble.is === 'refused') {
            if (call.kind === 'start' && r.runKey)
                this.rejectedRuns.add(r.runKey);
            await this.drop(held, error.message);
            claim.held = undefined;
            return;
        }
        await store.release(held, updated);
        claim.held = undefined;
        this.summary.failed++;
        if (trouble.is === 'key refused') {
            // The key is wrong for this endpoint family: its other records would fail the same
            // way and stay queued. The other family has its own address and answers for itself.
            this.summary.keyRejected = true;
            this.summary.keyRejectedFor.push(family);
            this.summary.errors.push(error.message);
            this.ctx.log(`replay stopped for ${FAMILY_NAMES[family]}: ${error.message}`);
            this.stopped.add(family);
        }
        else if (trouble.is === 'wrong address') {
            // The address speaks another protocol, or its certificate is refused: every record of
            // the family would meet the same. They stay queued for when the address is right.
            this.problem(`replay stopped for ${FAMILY_NAMES[family]}: ${error.message}`);
            this.stopped.add(family);
        }
        else {
            this.problem(`${describeRecord(r)}: ${error.message}`);
            // No answer, 429 or 5xx: that service is unavailable now; the rest of its family waits
            // for a later replay instead of spending the hourly request budget. A refused end update
            // (update_status "Failed", status 200) concerns that record alone.
            if (error.status !== 200)
                this.stopped.add(family);
        }
    }
    nextTry(at) {
        this.summary.nextTryAt = Math.min(this.summary.nextTryAt ?? Infinity, at);
    }
    /** An end report that waits for its run's start: not sent in this pass. */
    awaiting() {
        this.summary.awaitingStart++;
        return undefined;
    }
    /**
     * The records of a run's scope still in the queue: those the scan read, less those gone since.
     * No record joins a run's scope during its pass: only the run's own front end queues them, and
     * it has (the action's main before its helper carries the start, an end before it sends).
     * One listing of the folder, where reading the queue again would read every record in it.
     */
    async stillQueued() {
        if (this.scope.length === 0)
            return [];
        const ids = await this.ctx.store.ids();
        return this.scope.filter(f => ids.has(f.record.id));
    }
    /** Phase 4: count what is left of the scope, by whose it is. */
    async finish() {
        const { store } = this.ctx;
        try {
            // A run's pass counts from what its scan read; a pass over all, or one whose scan could
            // not read the queue, reads it (again).
            const left = this.read && this.o.runKey !== undefined
                ? await this.stillQueued()
                : (await store.readAll()).filter(f => this.ofRun(f.record));
            this.queued = left.map(f => f.record);
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
function message(error) {
    return error instanceof Error ? error.message : String(error);
}

// EXTERNAL MODULE: ./src/util/errno.ts
var errno = __webpack_require__(8196);
// EXTERNAL MODULE: ./src/util/dirs.ts
var dirs = __webpack_require__(6210);
// EXTERNAL MODULE: ./src/util/atomic-writes.ts
var atomic_writes = __webpack_require__(224);
// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __webpack_require__(8230);
// EXTERNAL MODULE: ./src/util/entries.ts
var util_entries = __webpack_require__(1952);
;// CONCATENATED MODULE: ./src/queue/runids.ts
/**
 * Run ids learnt for local run keys. When a start report waits in the queue, its run has no
 * run id yet; the end report is queued under the same run key, and replay fills in the run
 * id the start returned. One small file per run key keeps that link across processes.
 */








class RunIdStore {
    dir;
    disk;
    constructor(dir, disk = util_disk/* localDisk */.vh) {
        this.dir = dir;
        this.disk = disk;
    }
    /** Run keys may come from anywhere (a flag, an environment variable): hash them into names. */
    fileName(runKey) {
        return `${(0,external_node_crypto_.createHash)('sha256').update(runKey).digest('hex').slice(0, 40)}.json`;
    }
    async remember(runKey, runId, now) {
        await (0,dirs/* ensurePrivateDir */.rh)(this.dir, this.disk);
        const content = { runKey, runId, at: now };
        await (0,atomic_writes/* writeFileAtomic */.Zf)(this.dir, this.fileName(runKey), `${JSON.stringify(content)}\n`, this.disk);
    }
    async get(runKey) {
        const text = await (0,regular_files/* readRegularFile */.XF)((0,external_node_path_.join)(this.dir, this.fileName(runKey)), this.disk);
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
        try {
            await (0,util_entries/* removeIfPresent */.ti)((0,external_node_path_.join)(this.dir, this.fileName(runKey)), this.disk);
        }
        catch (error) {
            // No folder of links (a file in its place): there is no link to forget.
            if (!(0,errno/* isErrno */.r)(error, 'ENOTDIR'))
                throw error;
        }
    }
    /** Removes links older than `maxAgeMs` (runs whose end report never came). */
    async cleanOld(now, maxAgeMs) {
        // A symbolic link in place of the directory leads elsewhere: nothing there is ours.
        if (!(await (0,util_entries/* isRealDirectory */.sL)(this.dir, this.disk)))
            return;
        for (const name of await (0,util_entries/* listFiles */.CS)(this.dir, this.disk)) {
            const path = (0,external_node_path_.join)(this.dir, name);
            try {
                const mtime = await (0,util_entries/* modifiedAt */.L4)(path, this.disk);
                if (mtime !== undefined && now - mtime > maxAgeMs)
                    await (0,util_entries/* removeIfPresent */.ti)(path, this.disk);
            }
            catch {
                // gone already, or not ours to judge
            }
        }
    }
}

// EXTERNAL MODULE: ./src/util/in-order.ts
var in_order = __webpack_require__(5144);
;// CONCATENATED MODULE: ./src/queue/store.ts
/**
 * The queue directory as a set of records: write, scan, claim, release and delete them.
 * A record is `<id>.json` and stays under that name until it is deleted. A replayer claims
 * it before sending it by creating its lock, `<id>.lock-<generation>`, with an exclusive
 * create: of replayers racing for one record exactly one creates the lock.
 *
 * Why a lock and not a rename: on Windows a rename opens the file by name and then renames
 * that handle (MoveFileEx), so two replayers that open the record at the same moment can both
 * rename it, one after the other, and both believe they claimed it. An exclusive create is
 * decided by the file system in one step, on NTFS as on POSIX file systems; a busy error is
 * never taken for a claim.
 */










/**
 * Records read at once by a scan. Each read is four calls to the file system (open, stat, read,
 * close), each a trip to libuv's pool of four threads and back: one after the other, a scan of
 * 400 records waits for 1,600 of them in turn.
 */
const READS_IN_FLIGHT = 8;
class RecordStore {
    dir;
    clock;
    disk;
    ready;
    /** The last failure to write, repeated without touching the disk until `until`. */
    refusal;
    constructor(dir, clock, disk = util_disk/* localDisk */.vh) {
        this.dir = dir;
        this.clock = clock;
        this.disk = disk;
    }
    path(name) {
        return (0,external_node_path_.join)(this.dir, name);
    }
    ensureDir() {
        this.ready ??= (0,dirs/* ensurePrivateDir */.rh)(this.dir, this.disk).catch((error) => {
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
            await (0,atomic_writes/* writeFileAtomic */.Zf)(this.dir, recordFileName(record.id), serializeRecord(record), this.disk);
            this.refusal = undefined;
        }
        catch (error) {
            this.refusal = { error, until: this.clock.now() + UNWRITABLE_QUEUE_RETRY_MS };
            throw error;
        }
    }
    /**
     * Records and locks in id order (queue order), a record before its locks;
     * other names (temporary files...) left out.
     */
    async entries() {
        const entries = [];
        for (const name of await (0,util_entries/* listFiles */.CS)(this.dir, this.disk)) {
            const entry = parseEntryName(name);
            if (entry)
                entries.push(entry);
        }
        const rank = { record: 0, lock: 1 };
        return entries.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : rank[a.kind] - rank[b.kind] || (a.name < b.name ? -1 : 1));
    }
    /** The ids of the records in the directory (free or claimed). */
    async ids() {
        return new Set((await this.entries()).filter(e => e.kind !== 'lock').map(e => e.id));
    }
    /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
    async read(entry) {
        const text = await (0,regular_files/* readRegularFile */.XF)(this.path(entry.name), this.disk);
        return text === undefined ? undefined : parseRecord(text, entry.id);
    }
    /**
     * Every readable record, once each, in queue order, with its newest lock. Unreadable files
     * (a record cut short by a crash on a file system without atomic rename, or garbage) are
     * reported to `onUnreadable` and otherwise ignored.
     */
    async readAll(onUnreadable) {
        const entries = await this.entries();
        const locks = newestLocks(entries);
        const records = entries.filter((e) => e.kind === 'record');
        const read = await (0,in_order/* mapInOrder */.Y)(records, READS_IN_FLIGHT, async (entry) => {
            const record = await this.read(entry);
            return { entry, record, gone: !record && !(await this.exists(entry.name)) };
        });
        const found = [];
        const seen = new Set();
        for (const { entry, record, gone } of read) {
            if (seen.has(entry.id))
                continue;
            if (record) {
                seen.add(entry.id);
                const lock = locks.get(entry.id);
                found.push(lock ? { record, source: entry, lock } : { record, source: entry });
            }
            else if (!gone && onUnreadable) {
                onUnreadable(entry);
            }
        }
        return found;
    }
    /**
     * Records read before, as they stand now: those still in the directory, each with its newest
     * lock, in one listing of it and no read of a record.
     */
    async foundAmong(records) {
        const entries = await this.entries();
        const listed = new Set(entries.filter(e => e.kind === 'record').map(e => e.id));
        const locks = newestLocks(entries);
        return records
            .filter(r => listed.has(r.id))
            .map(record => {
            const source = {
                kind: 'record',
                id: record.id,
                name: recordFileName(record.id)
            };
            const lock = locks.get(record.id);
            return lock ? { record, source, lock } : { record, source };
        });
    }
    exists(name) {
        return (0,util_entries/* entryExists */.v_)(this.path(name), this.disk);
    }
    /** True when record `id` (free or claimed) is still in the directory. */
    async isPresent(id) {
        return (await this.ids()).has(id);
    }
    /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
    isStale(owner, maxAgeMs) {
        return this.clock.now() - owner.claimedAt > maxAgeMs || !(0,util_owner/* isOwnerAlive */.J)(owner.hostTag, owner.pid);
    }
    /**
     * What a lock holds. A lock being written (or left empty by a crash right after its create)
     * has no owner yet: it counts from its file's time, its owner as alive. Undefined when the
     * lock is gone.
     */
    async lockContent(lock) {
        const text = await (0,regular_files/* readRegularFile */.XF)(this.path(lock.name), this.disk);
        const content = text === undefined ? undefined : parseLock(text);
        if (content)
            return content;
        const mtime = await (0,util_entries/* modifiedAt */.L4)(this.path(lock.name), this.disk);
        if (mtime === undefined)
            return undefined;
        return { hostTag: '', pid: 0, claimedAt: mtime, token: '' };
    }
    /** True when another replayer holds the record now (a live lock). */
    async isHeldByAnother(f, maxAgeMs) {
        if (!f.lock)
            return false;
        const content = await this.lockContent(f.lock);
        return content !== undefined && !this.isStale(content, maxAgeMs);
    }
    /**
     * Claims a found record, taking over a stale lock.
     * Undefined when another replayer was faster, or the record is gone: it stays for them.
     *
     * A free record is claimed by creating lock generation 0; a stale lock n by creating n + 1,
     * and then only if lock n is still the one judged stale (same token): a claimer working
     * from an older view of the directory finds it gone or replaced and backs off. Every
     * claimer ends by checking that no newer lock exists, so of two locks created from
     * different views the older yields.
     */
    async claim(f, maxAgeMs) {
        const id = f.record.id;
        let stale;
        if (f.lock) {
            const content = await this.lockContent(f.lock);
            if (content === undefined || !this.isStale(content, maxAgeMs))
                return undefined;
            stale = { lock: f.lock, token: content.token };
        }
        const generation = stale ? stale.lock.generation + 1 : 0;
        const content = newLock(this.clock.now());
        const lock = lockFileName(id, generation);
        if (!(await (0,atomic_writes/* createExclusive */.H0)(this.path(lock), serializeLock(content), this.disk))) {
            return undefined;
        }
        const held = { record: f.record, lock, generation, content };
        try {
            if (stale) {
                const still = await this.lockContent(stale.lock);
                if (still?.token !== stale.token)
                    return await this.backOff(held);
            }
            if (await this.newerLockExists(id, generation))
                return await this.backOff(held);
            // Left behind, a stale lock is harmless: ours is newer.
            if (stale)
                await this.removeLeftover(stale.lock.name);
            const record = await this.read({ kind: 'record', id, name: recordFileName(id) });
            // Gone (delivered meanwhile) or unreadable: nothing to send.
            if (!record)
                return await this.backOff(held);
            return { ...held, record };
        }
        catch (error) {
            await this.backOff(held).catch(() => undefined);
            throw error;
        }
    }
    async backOff(held) {
        await this.dropLock(held);
        return undefined;
    }
    /**
     * True when a lock newer than generation `generation` is on record `id`: a claimer working
     * from another view of the directory created it, and has the record. Locks are created one
     * generation after the other, so the next two are looked for by name (a scan of the whole
     * directory for every claim made a replay quadratic). The next one is there whenever a
     * claimer took over the lock this one replaced; the one after, when that claimer also died
     * and was taken over, all while this claim was being made. Anything newer would take a third
     * replayer dying within those few milliseconds; even then the record is sent twice at most,
     * never lost.
     */
    async newerLockExists(id, generation) {
        for (const newer of [generation + 1, generation + 2]) {
            if (await this.exists(lockFileName(id, newer)))
                return true;
        }
        return false;
    }
    /**
     * True while the lock is still ours: it has our token, and the next generation, which a
     * replayer taking it over creates before anything else, is not there (we overran the claim
     * bound, and another replayer has the record now).
     */
    async stillOurs(held) {
        const text = await (0,regular_files/* readRegularFile */.XF)(this.path(held.lock), this.disk);
        if (text === undefined || parseLock(text)?.token !== held.content.token)
            return false;
        const next = lockFileName(held.record.id, held.generation + 1);
        return !(await this.exists(next));
    }
    /** Removes our lock, unless another replayer's replaced it. */
    async dropLock(held) {
        const text = await (0,regular_files/* readRegularFile */.XF)(this.path(held.lock), this.disk);
        if (text !== undefined && parseLock(text)?.token === held.content.token) {
            await (0,util_entries/* removeIfPresent */.ti)(this.path(held.lock), this.disk);
        }
    }
    /**
     * Puts a held record back in the queue, with its new content if given: the record file is
     * replaced first, then the lock removed. A crash in between leaves a lock whose owner is
     * dead: the next replayer takes it over.
     */
    async release(held, updated) {
        if (!updated) {
            await this.dropLock(held);
        }
        else if (await this.stillOurs(held)) {
            await this.write(updated);
            await (0,util_entries/* removeIfPresent */.ti)(this.path(held.lock), this.disk);
        }
        else {
            // Our claim was taken over (we overran the claim bound): the new owner has the record.
            return;
        }
        await (0,atomic_writes/* syncDir */.ty)(this.dir, this.disk);
    }
    /**
     * Deletes a held record (delivered, or dropped): the record first, then its lock. Even when
     * the claim was taken over meanwhile (we overran the claim bound) the record goes: it was
     * delivered, and its new owner finds it gone.
     */
    async remove(held) {
        await (0,util_entries/* removeIfPresent */.ti)(this.path(recordFileName(held.record.id)), this.disk);
        await this.dropLock(held);
        await (0,atomic_writes/* syncDir */.ty)(this.dir, this.disk);
    }
    /**
     * Deletes a record nobody holds (the size cap, a superseded record). It is claimed first,
     * so that no replayer sends it while it goes. False when it was held or gone.
     */
    async removeFree(f) {
        if (f.lock)
            return false;
        const held = await this.claim(f, Infinity);
        if (!held)
            return false;
        await this.remove(held);
        return true;
    }
    /**
     * Removes what crashes left behind: stale locks of records that are gone or that a newer
     * lock took over.
     */
    async cleanLeftoverClaims(maxAgeMs) {
        const entries = await this.entries();
        const records = new Set(entries.filter(e => e.kind === 'record').map(e => e.id));
        const newest = newestLocks(entries);
        for (const e of entries) {
            if (e.kind !== 'lock')
                continue;
            const orphan = !records.has(e.id);
            if (!orphan && newest.get(e.id) === e)
                continue;
            const content = await this.lockContent(e);
            if (content && this.isStale(content, maxAgeMs))
                await this.removeLeftover(e.name);
        }
    }
    /**
     * Removes a leftover of a crash; false when it was gone, or could not be removed now (a file
     * Windows holds busy, a permission): it is harmless where it is, and a later pass tries again.
     * A pass must not end over its clean-up.
     */
    removeLeftover(name) {
        return (0,util_entries/* removeIfPresent */.ti)(this.path(name), this.disk).catch(() => false);
    }
    /**
     * Removes temporary files left by a crash: those of a dead process on this machine, and any
     * older than `maxAgeMs` (an atomic write takes milliseconds).
     */
    async cleanTemporaryFiles(maxAgeMs) {
        let removed = 0;
        for (const name of await (0,util_entries/* listFiles */.CS)(this.dir, this.disk)) {
            if (!name.startsWith(atomic_writes/* TEMP_PREFIX */.MX))
                continue;
            const owner = (0,atomic_writes/* parseTempFileName */.$4)(name);
            const mtime = await (0,util_entries/* modifiedAt */.L4)(this.path(name), this.disk);
            if (mtime === undefined)
                continue;
            const old = this.clock.now() - mtime > maxAgeMs;
            const dead = owner !== undefined && !(0,util_owner/* isOwnerAlive */.J)(owner.hostTag, owner.pid);
            if ((old || dead) && (await this.removeLeftover(name)))
                removed++;
        }
        return removed;
    }
}
/** The newest lock of each record id. */
function newestLocks(entries) {
    const locks = new Map();
    for (const e of entries) {
        if (e.kind !== 'lock')
            continue;
        const known = locks.get(e.id);
        if (!known || e.generation > known.generation)
            locks.set(e.id, e);
    }
    return locks;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/queue/location.ts
/**
 * Where the queue lives by default, on each platform.
 * A home directory outlives the job on a self-hosted runner, so a later job on it replays
 * what an earlier one queued.
 */


/**
 * JOB_MONITOR_QUEUE_DIR, else $XDG_STATE_HOME/job-monitor/queue, else the platform's place
 * for a program's own local state:
 * - Windows: %LOCALAPPDATA%\job-monitor\queue, where Windows programs keep what is neither
 *   roamed to other machines nor shown among the user's documents;
 * - elsewhere, macOS included: ~/.local/state/job-monitor/queue, the XDG state folder that
 *   command-line tools use on both (~/Library/Application Support is for applications' data
 *   and is backed up with the user's files; a queue of reports is neither).
 */
function defaultQueueDir(place, platform = process.platform) {
    const path = platform === 'win32' ? win32 : posix;
    const explicit = place.queueDir;
    if (explicit)
        return path.resolve(explicit);
    const state = place.stateHome;
    // The XDG rules ignore a relative path.
    if (state && path.isAbsolute(state))
        return path.join(state, 'job-monitor', 'queue');
    return platformStateDir(place, platform);
}
/** The platform's own place, when neither variable names one. */
function platformStateDir(place, platform) {
    if (platform !== 'win32')
        return homeStateDir(place, platform);
    const local = place.localAppData;
    const base = local && win32.isAbsolute(local)
        ? local
        : win32.join(homeOf(place, platform), 'AppData', 'Local');
    return win32.join(base, 'job-monitor', 'queue');
}
function homeStateDir(place, platform) {
    const path = platform === 'win32' ? win32 : posix;
    return path.join(homeOf(place, platform), '.local', 'state', 'job-monitor', 'queue');
}
/** HOME when set (Git Bash and Cygwin set it on Windows), else the profile folder. */
function homeOf(place, platform) {
    const home = place.home;
    if (home)
        return home;
    const profile = platform === 'win32' ? place.userProfile : undefined;
    return profile || homedir();
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
        this.maxRecords = Math.max(1, Math.floor(o.maxRecords ?? DEFAULT_MAX_RECORDS));
        this.heartbeatMaxAgeMs = o.heartbeatMaxAgeMs ?? DEFAULT_HEARTBEAT_MAX_AGE_MS;
        this.claimMaxAgeMs = o.claimMaxAgeMs ?? DEFAULT_CLAIM_MAX_AGE_MS;
        this.orphanEndMaxAgeMs = o.orphanEndMaxAgeMs ?? DEFAULT_ORPHAN_END_MAX_AGE_MS;
        this.log = o.log ?? (() => undefined);
        const disk = o.disk ?? util_disk/* localDisk */.vh;
        this.store = new RecordStore(this.dir, this.clock, disk);
        this.runIds = new RunIdStore((0,external_node_path_.join)(this.dir, 'runs'), disk);
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
     * later record supersedes, among the records of its run it read already (`among`, from
     * replayRun): then the folder is listed, for what is gone and what a replayer holds now, and
     * no record is read again.
     */
    async discard(matches, reason, among) {
        let removed = 0;
        const found = among ? await this.store.foundAmong(among) : await this.store.readAll();
        for (const f of found) {
            if (!matches(f.record))
                continue;
            if (await this.store.removeFree(f)) {
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
    /** Sends what is queued (see replayQueue). */
    replay(client, o = {}) {
        return replayQueue(this.replayContext(), client, o);
    }
    /**
     * Sends one run's queued records (replay with its runKey), and answers with the run's records
     * still queued after the pass: what an end needs, for one read of the queue. A cron job's
     * end with the hour's overflow queued reads each record once, not once before the pass, once
     * in it, once to count what is left and once more to see what of its run is left.
     */
    replayRun(client, runKey, o = {}) {
        return replayRun(this.replayContext(), client, { ...o, runKey });
    }
    replayContext() {
        return {
            store: this.store,
            runIds: this.runIds,
            clock: this.clock,
            log: this.log,
            heartbeatMaxAgeMs: this.heartbeatMaxAgeMs,
            claimMaxAgeMs: this.claimMaxAgeMs,
            orphanEndMaxAgeMs: this.orphanEndMaxAgeMs
        };
    }
    /**
     * Drops the oldest records while the queue holds more than `maxRecords`. A start report
     * takes the end reports of its run with it: an end cannot be delivered without the run id
     * its start returns. A run that includes the record just queued is passed over, and so are
     * records a replayer is sending. Every drop is logged.
     */
    async holdCap(newId) {
        if ((await this.store.ids()).size <= this.maxRecords)
            return;
        const found = await this.store.readAll();
        let excess = found.length - this.maxRecords;
        const gone = new Set();
        const newRunKey = found.find(f => f.record.id === newId)?.record.runKey;
        for (const f of found) {
            if (excess <= 0)
                break;
            const r = f.record;
            if (gone.has(r.id) || !isFree(f) || r.id === newId)
                continue;
            if (r.runKey !== undefined && r.runKey === newRunKey)
                continue;
            const victims = [f];
            if (r.call.kind === 'start' && r.runKey !== undefined) {
                victims.push(...found.filter(o => o.record.runKey === r.runKey && o.record.call.kind === 'end' && isFree(o)));
            }
            for (const v of victims) {
                gone.add(v.record.id);
                if (await this.store.removeFree(v)) {
                    excess--;
                    this.log(`job-monitor queue is full (${this.maxRecords} records): dropped ${describeRecord(v.record)}`);
                }
            }
        }
    }
}
/** Not claimed when the directory was read (removing it still claims it first). */
function isFree(f) {
    return f.lock === undefined;
}
/** A fresh local run key: links a run's queued start and end reports. */
function newRunKey() {
    return (0,external_node_crypto_.randomUUID)();
}


/***/ })

};
