export const id = 522;
export const ids = [522];
export const modules = {

/***/ 7254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ runHeartbeats)
/* harmony export */ });
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7110);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);
/* harmony import */ var _heartbeat_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6301);
/* harmony import */ var _reports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2992);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1054);






async function runHeartbeats(
// Beats are never queued: what the loop needs of the client is its delivery alone.
client, o) {
    const clock = o.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m;
    const started = clock.now();
    const stats = { sent: 0, failed: 0, stoppedBy: 'signal' };
    // The end report is sent with the same client, so its retries are what the reserve keeps.
    const budget = (0,_heartbeat_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .heartbeatBudget */ .cY)({
        jobTotal: o.jobTotal,
        endAttempts: client.maxAttempts,
        hourlyLimit: o.hourlyLimit
    });
    const phase = (0,_heartbeat_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .phaseOf */ .hU)(o.jobName);
    /** This loop's requests within the budget's window, one entry per attempt. */
    let sentAt = [];
    let last = { kind: 'none' };
    const plan = () => {
        const now = clock.now();
        sentAt = sentAt.filter(t => t > now - budget.windowMs);
        return (0,_heartbeat_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .planNextBeat */ .bK)({ now, intervalMs: o.intervalMs, budget, sentAt, last, phase });
    };
    let delay = plan();
    const lifetimeEnd = o.maxLifetimeMs === undefined ? undefined : started + o.maxLifetimeMs;
    for (;;) {
        const now = clock.now();
        if (lifetimeEnd !== undefined && now + delay >= lifetimeEnd) {
            await sleepUntil(clock, lifetimeEnd - now, o.signal);
            if (!o.signal.aborted)
                stats.stoppedBy = 'lifetime';
            return stats;
        }
        const slept = await sleepUntil(clock, delay, o.signal);
        if (!slept || o.signal.aborted)
            return stats;
        const beatAt = clock.now();
        const at = (0,_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .isoUtc */ .u8)(beatAt);
        const body = (0,_reports_js__WEBPACK_IMPORTED_MODULE_3__/* .heartbeatBody */ .RJ)({ jobName: o.jobName, currentTime: at, metadata: o.metadata?.() });
        // One sequence per beat, finished before the next beat is due: a late beat says little.
        const result = await client.deliver({ kind: 'heartbeat', body }, { deadline: beatAt + Math.max(o.intervalMs, 1000), signal: o.signal });
        // Every attempt counts against the key's hour, answered or not; stamped once the sequence
        // is over, so no attempt is counted as earlier than the service saw it.
        const attempts = result.delivered ? result.attempts : result.state.attempts;
        for (let i = 0; i < attempts; i++)
            sentAt.push(clock.now());
        if (o.signal.aborted && !result.delivered)
            return stats;
        if (result.delivered) {
            stats.sent++;
            const nextExpected = result.response.next_expected;
            last = { kind: 'delivered', nextExpected };
            delay = plan();
            o.onBeat?.({ at, ok: true, nextExpected, nextBeatInMs: delay });
            continue;
        }
        const error = result.error;
        const held = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .HourSpentError */ .zP;
        if (held)
            stats.held = (stats.held ?? 0) + 1;
        else {
            stats.failed++;
            stats.lastError = error.message;
        }
        if (error.status === 401) {
            stats.stoppedBy = 'auth';
            o.onBeat?.({ at, ok: false, error, nextBeatInMs: -1 });
            return stats;
        }
        last = lastBeatAfter(error, last);
        delay = plan();
        o.onBeat?.({ at, ok: false, ...(held ? { held } : {}), error, nextBeatInMs: delay });
    }
}
/** What an undelivered beat came to, for the plan of the next one. */
function lastBeatAfter(error, last) {
    // Not sent: the key's hour keeps its room for reports until then.
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .HourSpentError */ .zP)
        return { kind: 'held', until: error.until };
    if (error.status !== 429)
        return { kind: 'failed' };
    return {
        kind: 'busy',
        streak: last.kind === 'busy' ? last.streak + 1 : 1,
        retryAfterMs: error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .HttpStatusError */ .F9 ? error.retryAfterMs : undefined
    };
}
/** Sleeps, returning false when the signal ended the wait. */
async function sleepUntil(clock, ms, signal) {
    if (signal.aborted)
        return false;
    if (ms <= 0)
        return true;
    try {
        await clock.sleep(ms, signal);
        return !signal.aborted;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 4267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ stoppedBeforeListening),
/* harmony export */   O9: () => (/* binding */ openStopControl),
/* harmony export */   Oh: () => (/* binding */ stopFileOf),
/* harmony export */   PP: () => (/* binding */ hostChannelFacts),
/* harmony export */   Z$: () => (/* binding */ askToStop),
/* harmony export */   ec: () => (/* binding */ channelAddresses),
/* harmony export */   mp: () => (/* binding */ writeStopFile),
/* harmony export */   q2: () => (/* binding */ savedChannels)
/* harmony export */ });
/* unused harmony exports STOP_REQUEST, SOCKET_PATH_MAX_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6210);
/* harmony import */ var _util_short_hash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7711);
/**
 * The heartbeat helper's control channel: how the post step (and `end --state-file`) asks it
 * to stop, instead of a signal. On Windows a signal is TerminateProcess: the helper's handlers
 * never run, and a pid the helper no longer holds may belong to another program.
 *
 * The channel is a Unix domain socket in a folder only this user can enter, or a named pipe on
 * Windows (which only its creator and administrators may write to), named from a hash of the
 * run key. It understands one request, `stop`; anything else is dropped unanswered. The helper
 * answers `stopping <token>` at once and `stopped <token>` once its final status is written;
 * the token is a random word the helper also wrote in its status file (mode 0600, in its own
 * folder), so an answer proves the process behind the channel is the helper that wrote it.
 * Where no channel can be opened the helper watches for a stop file in its folder instead.
 */






/** The one request the channel understands. */
const STOP_REQUEST = 'stop\n';
function hostChannelFacts() {
    return { platform: process.platform, tmpdir: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), uid: process.getuid?.() };
}
/**
 * sun_path holds 104 bytes on macOS and the BSDs, 108 on Linux, its final NUL included: a
 * longer socket path fails to bind, so it is never used.
 */
const SOCKET_PATH_MAX_BYTES = 103;
/** A short name from the run key: the same at both ends, and no longer than a path allows. */
function nameOf(runKey) {
    return (0,_util_short_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .shortHash */ .B)(runKey, 20);
}
/**
 * Where the helper of this run listens, in the order it tries them: on Windows a named pipe;
 * elsewhere a socket in the helper's own folder, or, when that folder is not private or the
 * path is too long for a socket (a self-hosted runner in a deep folder), in a folder of this
 * run's own under the temporary directory. Empty when no address fits: the stop file is the
 * only way then.
 */
function channelAddresses(runKey, folder, facts) {
    const name = nameOf(runKey);
    if (facts.platform === 'win32')
        return [`\\\\.\\pipe\\job-monitor-${name}`];
    return [
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, `stop-${name}.sock`),
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(facts.tmpdir, `job-monitor-${name}`, 'stop.sock')
    ].filter(p => Buffer.byteLength(p) <= SOCKET_PATH_MAX_BYTES);
}
/** The most channel addresses a saved list may hold, and the longest one. */
const SAVED_CHANNELS_MAX = 4;
const SAVED_CHANNEL_MAX_BYTES = 1024;
/**
 * Channel addresses as their starter saved them (JSON, in the action's state or the run
 * state); undefined when `text` is not such a list, so the caller works them out as before.
 */
function savedChannels(text) {
    let value = text;
    if (typeof text === 'string') {
        if (text === '')
            return undefined;
        try {
            value = JSON.parse(text);
        }
        catch {
            return undefined;
        }
    }
    if (!Array.isArray(value) || value.length > SAVED_CHANNELS_MAX)
        return undefined;
    const ok = value.every(a => typeof a === 'string' && a !== '' && Buffer.byteLength(a) <= SAVED_CHANNEL_MAX_BYTES);
    return ok ? value : undefined;
}
/**
 * The run's own folder under the temporary directory, which every user shares: made by the
 * helper (mode 0700) and removed when it closes.
 */
function isRunFolder(folder, facts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(folder) === facts.tmpdir && /^job-monitor-[0-9a-f]{20}$/.test((0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(folder));
}
/** The stop file, beside the status file: used only by a helper that could open no channel. */
function stopFileOf(statusFile) {
    return `${statusFile}.stop`;
}
/**
 * True when the folder is ours alone: a real folder (not a link), owned by this user, that no
 * one else may enter. The helper's folder is made so; a folder that is not is never used for
 * the socket (a state file's folder may be a shared one), nor asked: a socket there may be
 * anyone's.
 */
function privateFolder(dir, facts, ours) {
    try {
        if (ours)
            (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_4__/* .makeDirsSync */ .Iv)(dir, 0o700);
        const state = (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDirState */ .mG)(dir, facts.uid, facts.platform);
        // The run's folder under the temporary directory is put right when it is ours but open to
        // others (the umask); another folder is only read.
        if (ours && state.startsWith('is open to other users')) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(dir, 0o700);
            return (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDirState */ .mG)(dir, facts.uid, facts.platform) === 'ours';
        }
        return state === 'ours';
    }
    catch {
        return false;
    }
}
/** The most an answer line may hold: `stopped ` and a token. */
const ANSWER_MAX_BYTES = 128;
/** A connection that says nothing is dropped after this. */
const IDLE_MS = 5_000;
/** How often a helper without a channel looks for its stop file. */
const STOP_FILE_POLL_MS = 250;
/** How long the helper waits for its last answers to leave before it exits. */
const CLOSE_WAIT_MS = 1_000;
/**
 * The helper's side: listens on the first address it can, calls `onStop` on a stop request and
 * answers it once `final` has resolved (the final status written). With no address usable, it
 * watches the stop file instead.
 */
async function openStopControl(o) {
    const facts = o.facts ?? hostChannelFacts();
    for (const address of o.addresses) {
        const server = await listenOn(address, facts, o);
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(address);
        const made = facts.platform !== 'win32' && isRunFolder(folder, facts) ? folder : undefined;
        if (server)
            return serverControl(server, o.final, made);
    }
    o.log?.('no control channel could be opened: watching for a stop file instead');
    return stopFileControl(o.stopFile, facts, o.onStop);
}
async function listenOn(address, facts, o) {
    if (facts.platform !== 'win32') {
        // The socket's folder is what keeps other users out: its own mode is not honoured everywhere.
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(address);
        if (!privateFolder(folder, facts, isRunFolder(folder, facts)))
            return undefined;
        // A socket left by a helper that died: this run's name, in a folder only we can write to.
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(address).isSocket())
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(address);
        }
        catch {
            // none
        }
    }
    const server = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.createServer)(socket => serveStop(socket, o));
    return new Promise(resolve => {
        server.once('error', e => {
            o.log?.(`control channel ${address}: ${e.message}`);
            resolve(undefined);
        });
        server.listen(address, () => {
            server.unref();
            resolve(server);
        });
    });
}
/** One connection: a stop request is answered, anything else dropped without a word. */
function serveStop(socket, o) {
    let heard = '';
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
        heard += chunk.toString('latin1');
        if (heard.length < STOP_REQUEST.length)
            return;
        socket.removeAllListeners('data');
        if (heard !== STOP_REQUEST) {
            socket.destroy();
            return;
        }
        socket.setTimeout(0);
        socket.write(`stopping ${o.token}\n`);
        o.onStop();
        void o.final.then(() => socket.end(`stopped ${o.token}\n`));
    });
}
function serverControl(server, final, made) {
    const open = new Set();
    server.on('connection', s => {
        open.add(s);
        s.on('close', () => open.delete(s));
    });
    return {
        kind: 'channel',
        close: async () => {
            await final;
            // The answers were written when `final` resolved; wait (bounded) for them to leave.
            await new Promise(resolve => {
                const timer = setTimeout(resolve, CLOSE_WAIT_MS);
                server.close(() => {
                    clearTimeout(timer);
                    // Closing removed the socket; the run's folder goes too, nothing is left in the
                    // temporary directory.
                    if (made)
                        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(made, { recursive: true, force: true });
                    resolve();
                });
                for (const s of open)
                    if (!s.writableEnded)
                        s.destroy();
            });
        }
    };
}
/** A stop file of ours (not another user's, not a link) stops the helper. */
function stopFileControl(file, facts, onStop) {
    const timer = setInterval(() => {
        if (!takeStopFile(file, facts))
            return;
        clearInterval(timer);
        onStop();
    }, STOP_FILE_POLL_MS);
    timer.unref();
    return { kind: 'stop-file', close: async () => clearInterval(timer) };
}
/** True when the stop file is there and ours (not another user's, not a link); it is removed. */
function takeStopFile(file, facts) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
        if (!st.isFile() || (facts.uid !== undefined && st.uid !== facts.uid))
            return false;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Whether the helper was asked to stop before it could listen: it runs below normal priority,
 * and on a busy machine its code may run seconds after its process began, after its run's end.
 * Its stopper then left the stop file (stopHelper writes it first for a helper that has written
 * no status), or the run's end has removed the helper's folder already (`end --state-file`).
 * Read once the channel is open: a request after this reaches the channel.
 */
function stoppedBeforeListening(stopFile, facts = hostChannelFacts()) {
    return !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(stopFile)) || takeStopFile(stopFile, facts);
}
/**
 * Post's side: asks each address in turn to stop, and waits until `until` (by `clock`) for
 * the final answer. An address with no listener is passed over; an answer that is not ours to
 * read ends the conversation. Never waits past the deadline, whatever the other end does.
 */
async function askToStop(addresses, o) {
    const facts = o.facts ?? hostChannelFacts();
    for (const address of addresses) {
        if (facts.platform !== 'win32' && !privateFolder((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(address), facts, false))
            continue;
        const answer = await askOne(address, o);
        if (answer.reached)
            return answer;
    }
    return { reached: false };
}
function askOne(address, o) {
    const left = o.until - o.clock.now();
    if (left <= 0)
        return Promise.resolve({ reached: false });
    const answer = { reached: false };
    const timeout = new AbortController();
    return new Promise(resolve => {
        const socket = (o.connect ?? (a => (0,node_net__WEBPACK_IMPORTED_MODULE_1__.createConnection)(a)))(address);
        let heard = '';
        const done = () => {
            timeout.abort();
            socket.destroy();
            resolve(answer);
        };
        o.clock.sleep(left, timeout.signal).then(done, () => undefined);
        socket.on('error', done);
        socket.on('close', done);
        socket.on('connect', () => {
            answer.reached = true;
            socket.write(STOP_REQUEST);
        });
        socket.on('data', (chunk) => {
            heard += chunk.toString('latin1');
            let nl;
            while ((nl = heard.indexOf('\n')) >= 0) {
                const line = heard.slice(0, nl);
                heard = heard.slice(nl + 1);
                const m = /^(stopping|stopped) ([0-9a-f]{1,64})$/.exec(line);
                if (!m)
                    return done();
                answer[m[1]] = m[2];
                if (m[1] === 'stopped')
                    return done();
            }
            if (heard.length > ANSWER_MAX_BYTES)
                done();
        });
    });
}
/** Asks a helper without a channel to stop: the stop file it watches. */
function writeStopFile(file) {
    try {
        // No folder, no helper to read it.
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(file)))
            return false;
        // Created afresh (wx), never written through a link someone left in its place.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, '', { mode: 0o600, flag: 'wx' });
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 4949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nj: () => (/* binding */ HELPER_EXIT_WAIT_MS),
/* harmony export */   S2: () => (/* binding */ HELPER_REPLAY_BUDGET_MS),
/* harmony export */   To: () => (/* binding */ HELPER_MAX_LIFETIME_MS),
/* harmony export */   Yl: () => (/* binding */ HelperEnv),
/* harmony export */   eS: () => (/* binding */ HELPER_KEY_MAX_BYTES),
/* harmony export */   nW: () => (/* binding */ HELPER_STOP_WAIT_MS),
/* harmony export */   s1: () => (/* binding */ OPEN_RUN_TOUCH_MS)
/* harmony export */ });
/** The heartbeat helper's environment, limits and waits: its starters, its stopper and itself agree. */
/** Environment of the heartbeat helper: its config (the key comes through its stdin). */
const HelperEnv = {
    config: 'JOB_MONITOR_HELPER_CONFIG'
};
/** The most the helper reads from stdin for its key: far more than any key, little memory. */
const HELPER_KEY_MAX_BYTES = 64 * 1024;
/** How long post waits for the helper to answer its request to stop before the last resort. */
const HELPER_STOP_WAIT_MS = 3_000;
/** How long post waits for the helper to exit once it answered, or once it was killed. */
const HELPER_EXIT_WAIT_MS = 1_000;
/** The helper ends on its own after this: a job lasts at most 6 h on hosted runners. */
const HELPER_MAX_LIFETIME_MS = (6 * 60 + 15) * 60_000;
/** How long the heartbeat helper spends on what earlier jobs left queued. */
const HELPER_REPLAY_BUDGET_MS = 120_000;
/** The open run's last heartbeat is rewritten at most this often: one small write a minute. */
const OPEN_RUN_TOUCH_MS = 60_000;


/***/ }),

/***/ 522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runHelper: () => (/* binding */ runHelper),
  runHelperProcess: () => (/* binding */ runHelperProcess)
});

// EXTERNAL MODULE: ./src/client/factory.ts + 3 modules
var factory = __webpack_require__(4770);
// EXTERNAL MODULE: ./src/client/heartbeats.ts
var heartbeats = __webpack_require__(7254);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/clock.ts
var util_clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/run/constants.ts
var constants = __webpack_require__(7936);
;// CONCATENATED MODULE: ./src/run/carry-start.ts
/**
 * Carrying on a start report that a front end had to queue: the heartbeat helper replays it
 * (the same retry sequence) until it is delivered, refused or given up, backing off between
 * passes, so the run id is known before the job ends whenever the service comes back in time.
 */


async function carryOnStart(s, runKey, o) {
    const clock = s.clock ?? util_clock/* systemClock */.m;
    let wait = constants/* CARRY_START_FIRST_WAIT_MS */.nC;
    while (!o.signal.aborted) {
        const summary = await s.queue.replay(s.client, { runKey, signal: o.signal });
        const runId = summary.runIds[runKey];
        if (runId)
            return { delivered: true, runId };
        const rejected = summary.keyRejectedFor.includes('runs');
        if (rejected || summary.remaining === 0) {
            return {
                delivered: false,
                stopped: false,
                error: rejected
                    ? 'the service rejected the API key (401)'
                    : (summary.errors[0] ?? 'the start report was dropped from the queue')
            };
        }
        if (summary.errors.length)
            o.onTrouble?.(summary.errors[summary.errors.length - 1]);
        try {
            await clock.sleep(wait, o.signal);
        }
        catch {
            break;
        }
        wait = Math.min(wait * 2, constants/* CARRY_START_MAX_WAIT_MS */.bM);
    }
    return { delivered: false, stopped: true };
}

// EXTERNAL MODULE: ./src/util/random-hex.ts
var random_hex = __webpack_require__(7773);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/helper/constants.ts
var helper_constants = __webpack_require__(4949);
// EXTERNAL MODULE: ./src/logs/redact.ts + 1 modules
var redact = __webpack_require__(44);
;// CONCATENATED MODULE: ./src/steps/progress.ts
function progressMetadata(p, now) {
    const m = {};
    if (p.currentStep)
        m.current_step = p.currentStep.slice(0, 200);
    if (p.lastOutputAt !== undefined)
        m.seconds_since_output = Math.max(0, Math.round((now - p.lastOutputAt) / 1000));
    return m;
}

// EXTERNAL MODULE: ./src/helper/channel.ts
var channel = __webpack_require__(4267);
// EXTERNAL MODULE: ./src/process/process-facts.ts
var process_facts = __webpack_require__(7662);
// EXTERNAL MODULE: ./src/process/job-process.ts
var job_process = __webpack_require__(2286);
// EXTERNAL MODULE: ./src/helper/helper-run.ts
var helper_run = __webpack_require__(6134);
;// CONCATENATED MODULE: ./src/helper/own-end.ts
/**
 * The run ended by its heartbeat helper, when nothing else will end it: past the job's deadline
 * (unless the end came first: its request stops the helper first), or with its job's process
 * gone on a CI system that runs no end hook after that (Buildkite's pre-exit, GitLab's
 * after_script, both already past). Said in the helper's status.
 */


/** How long the end report at the job's deadline may take before it is queued. */
const DEADLINE_END_BUDGET_MS = 20_000;
/** Ends the run when the helper stopped for the deadline or its job gone, not at a request. */
async function endIfNobodyWill(h, stopped, stops) {
    const { config, status } = h;
    if (stopped.aborted)
        return;
    const d = config.deadline;
    if (stops.timeUp.aborted && d) {
        status.stoppedBy = 'deadline';
        await endOwnRun(h, {
            status: 'failed',
            errorDetails: `timed out: the job ran past its ${d.limitSeconds} s limit`,
            metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'timeout' }
        }, d.runId);
    }
    else if (stops.jobGone.aborted && config.job && config.job.kind !== 'github') {
        status.stoppedBy = 'job gone';
        await endOwnRun(h, {
            status: 'cancelled',
            errorDetails: (0,job_process/* jobGoneWords */.GE)(config.job.kind, {
                by: 'its helper',
                endWaitMs: config.endWaitMs
            }),
            metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'cancellation' }
        }, '');
    }
}
/** The run ended by the helper itself, through the run's one end owner; said in its status. */
async function endOwnRun(h, ending, knownRunId) {
    const { config, clock, client, status } = h;
    // Loaded only now: every module this long-lived process loads stays in its memory.
    const [{ endRun }, { endTheRun }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(666), __webpack_require__.e(529)]).then(__webpack_require__.bind(__webpack_require__, 529)),
        __webpack_require__.e(/* import() */ 776).then(__webpack_require__.bind(__webpack_require__, 3776))
    ]);
    const queue = await h.openQueue();
    const run = config.deadline ?? config.openRun;
    if (!run)
        return;
    const tags = config.deadline?.tags ?? config.tags;
    const { attempt } = await endTheRun({
        runKey: config.runKey,
        records: h.openRuns,
        clock,
        send: () => endRun({ client, queue, clock }, {
            jobName: config.jobName,
            runKey: config.runKey,
            startTime: run.startTime,
            runId: status.runId || knownRunId || run.runId,
            pipelineId: run.pipelineId
        }, { ...ending, ...(tags ? { tags } : {}) }, 
        // The job is being killed: what is not delivered soon is queued for a later replay.
        { deadline: clock.now() + DEADLINE_END_BUDGET_MS })
    });
    status.endedRun = {
        at: (0,wire/* isoUtc */.u8)(clock.now()),
        delivered: attempt.end?.delivered ?? false,
        queued: Boolean(attempt.end && !attempt.end.delivered && attempt.end.queued),
        why: ending.errorDetails ?? undefined
    };
}

;// CONCATENATED MODULE: ./src/helper/watch.ts
/** How often the helper looks at its job's process, at most: the evidence comes within this. */
const JOB_WATCH_MS = 5_000;
/**
 * How often the helper looks at its job's process: at the heartbeat interval when that is
 * shorter than JOB_WATCH_MS (a job asked to be seen alive that closely is seen gone as closely),
 * else every JOB_WATCH_MS. A look is a read of /proc, or a signal 0.
 */
function jobWatchMs(intervalMs) {
    return intervalMs > 0 ? Math.min(JOB_WATCH_MS, intervalMs) : JOB_WATCH_MS;
}
/**
 * Watches the job's deadline and its process until the helper is stopped. Past the deadline,
 * the job's process is no longer watched, and the other way round: one reason stops it.
 */
function watchStops(config, clock, stopped, judge) {
    const timeUp = new AbortController();
    const jobGone = new AbortController();
    const deadline = watchDeadline(config, clock, AbortSignal.any([stopped, jobGone.signal]), () => timeUp.abort('deadline'));
    const job = watchJob(config, clock, AbortSignal.any([stopped, timeUp.signal]), judge, () => jobGone.abort('job gone'));
    return {
        signal: AbortSignal.any([stopped, timeUp.signal, jobGone.signal]),
        timeUp: timeUp.signal,
        jobGone: jobGone.signal,
        watched: Promise.all([deadline, job]).then(() => undefined)
    };
}
/**
 * Resolves at the job's deadline (calling `onDeadline`), or when the helper is stopped before
 * it; at once when there is none.
 */
async function watchDeadline(config, clock, signal, onDeadline) {
    if (!config.deadline || signal.aborted)
        return;
    const left = config.deadline.at - clock.now();
    if (left > 0) {
        try {
            await clock.sleep(left, signal);
        }
        catch {
            return;
        }
    }
    if (!signal.aborted)
        onDeadline();
}
/**
 * Resolves when the job's process is found gone (calling `onGone` once no end came within
 * `endWaitMs` after that), or when the helper is stopped before; at once when no process is
 * watched. A process that cannot be judged from here is watched on: nothing is concluded.
 */
async function watchJob(config, clock, signal, judge, onGone) {
    const job = config.job;
    if (!job)
        return;
    try {
        while (!signal.aborted) {
            await clock.sleep(jobWatchMs(config.intervalMs), signal);
            if (judge(job) === 'gone')
                break;
        }
        // An end may still come (GitLab's after_script runs after the script's shell is gone).
        if (config.endWaitMs)
            await clock.sleep(config.endWaitMs, signal);
    }
    catch {
        return;
    }
    if (!signal.aborted)
        onGone();
}

;// CONCATENATED MODULE: ./src/helper/heartbeat-helper.ts
/**
 * The heartbeat helper: runs detached from the main step until the post step stops it.
 * It carries on a start report main had to queue (the same retry sequence, learning the run
 * id), beats at the interval, replays what earlier jobs left in the queue, and records what
 * it did in a status file for post. It loads no @actions/* module: it lives for hours, so
 * it stays as small as a bare node process.
 */

















/**
 * The helper as a process: its config from the environment (its entry reads it), its key
 * from stdin (never the environment, which other steps could read for as long as the helper
 * lives). Stops when asked on its control channel (channel.ts; the post step's way on every
 * platform), on SIGTERM/SIGINT, after its maximum lifetime, or when the process it watches is
 * gone; writes its final status, answers the request, then exits. The action's helper bundle and the
 * command line's hidden `heartbeat-helper` subcommand both run it.
 */
function runHelperProcess(facts) {
    const controller = new AbortController();
    // The reason becomes the status file's stoppedBy.
    const stop = (why) => () => {
        if (!controller.signal.aborted)
            controller.abort(why);
    };
    process.on('SIGTERM', stop('signal'));
    process.on('SIGINT', stop('signal'));
    const { config } = facts;
    const lifetime = setTimeout(stop('lifetime'), config.maxLifetimeMs);
    lifetime.unref();
    // Open before the key is read: post may ask as soon as the process exists.
    let finished = () => undefined;
    const final = new Promise(resolve => (finished = resolve));
    const token = (0,random_hex/* randomHex */.n)(16);
    const control = (0,channel/* openStopControl */.O9)({
        addresses: config.channels ??
            (0,channel/* channelAddresses */.ec)(config.runKey, (0,external_node_path_.dirname)(config.statusFile), (0,channel/* hostChannelFacts */.PP)()),
        stopFile: (0,channel/* stopFileOf */.Oh)(config.statusFile),
        token,
        onStop: stop('request'),
        final,
        log: m => console.log(m)
    });
    const exit = async (code) => {
        finished();
        await control.then(c => c.close(), () => undefined);
        process.exit(code);
    };
    Promise.all([keyFromStdin(), control])
        .then(([apiKey, c]) => {
        if (!apiKey)
            throw new Error('no API key reached it on stdin');
        if ((0,channel/* stoppedBeforeListening */.I)((0,channel/* stopFileOf */.Oh)(config.statusFile)) || outputRemoved())
            stop('request')();
        const identity = {
            token,
            control: c.kind,
            procStart: (0,process_facts/* procFacts */.cP)('self')?.startTicks,
            pidNamespace: (0,process_facts/* pidNamespace */.fP)()
        };
        return runHelper(config, apiKey, controller.signal, facts.proxy, util_clock/* systemClock */.m, identity);
    })
        .then(status => {
        console.log(`heartbeat helper stopped (${status.stoppedBy}): ${status.beatsSent} beats sent, ${status.beatsFailed} failed`);
        return exit(0);
    }, error => {
        console.log(`heartbeat helper failed: ${error.message}`);
        return exit(1);
    });
}
/**
 * True when the file its output goes to (its log, opened by its starter in the run's folder) has
 * been removed: the run's end removed the folder before the helper began. A later `start` may
 * have made a folder of the same name since, so the folder being there proves nothing.
 */
function outputRemoved() {
    try {
        const st = (0,external_node_fs_.fstatSync)(1);
        return st.isFile() && st.nlink === 0;
    }
    catch {
        return false;
    }
}
/** The key, as its starter wrote it into stdin before closing it; bounded, in case stdin is not ours. */
async function keyFromStdin() {
    const chunks = [];
    let bytes = 0;
    for await (const chunk of process.stdin) {
        bytes += chunk.length;
        if (bytes > helper_constants/* HELPER_KEY_MAX_BYTES */.eS)
            return '';
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/**
 * The helper's work, on its clock alone: it records the run as open, carries on a queued start,
 * ends lost runs and replays the queue in the background, beats at the interval and follows the
 * steps' output, all until it is stopped (by `stopped`, the job's deadline, or its job's process
 * gone); then ends the run itself when nothing else will. Its final status is also written.
 */
async function runHelper(config, apiKey, stopped, proxy, clock = util_clock/* systemClock */.m, identity = {}, 
/** Whether the job's process lives; this machine's /proc by default, read for this helper. */
judgeJob = (0,job_process/* jobJudge */.Rr)()) {
    // Built as main built it (proxy variables included), from main's settings less the key; its
    // retries wait on the helper's clock, as its beats do.
    const client = (0,factory/* createClient */.U)(config.client, apiKey, { proxy, log: m => console.log(m), clock });
    const h = (0,helper_run/* helperRun */.Kd)(config, client, clock, identity);
    // Stopped before it began (its run ended first): nothing is done for the run, nothing recorded
    // but its status, which tells its stopper it stopped on request. Not when its folder is gone:
    // made anew by a later `start`, it is that run's, and a stopped status there would tell that
    // run's end its helper had stopped already.
    if (stopped.aborted) {
        if (outputRemoved())
            return { ...h.status, stoppedBy: abortedBy(stopped) };
        return finish(h, abortedBy(stopped));
    }
    h.save();
    const stops = watchStops(config, clock, stopped, judgeJob);
    const steps = config.stepOutput
        ? await followSteps(config.stepOutput, apiKey, stops.signal, clock)
        : undefined;
    await Promise.all([
        background(h, identity.procStart, stops.signal),
        beat(h, stops.signal, steps),
        steps?.done
    ]);
    await stops.watched;
    await endIfNobodyWill(h, stopped, stops);
    return finish(h, stops.signal.aborted ? abortedBy(stops.signal) : 'done');
}
/** The final status: why it stopped (unless said already) and when. */
function finish(h, stoppedBy) {
    h.status.stoppedBy ??= stoppedBy;
    h.status.stoppedAt = (0,wire/* isoUtc */.u8)(h.clock.now());
    h.save();
    return h.status;
}
/**
 * What the helper does beside its beats, in order: its open-run record, the start main had to
 * queue, the lost runs of earlier jobs here, then what those jobs left queued.
 */
async function background(h, procStart, signal) {
    await (0,helper_run/* recordOpenRun */.HN)(h, procStart);
    if (h.config.startQueued)
        await carryStart(h, signal);
    // Its own record aside: the code that ends lost runs, and the queue's, load only for others.
    const own = h.openRuns?.fileName(h.config.runKey);
    if (!signal.aborted && hasRecords((0,external_node_path_.join)(h.config.queueDir, 'open'), own))
        await endLostRunsHere(h, signal);
    if (!signal.aborted && hasRecords(h.config.queueDir))
        await replayQueued(h, signal);
}
/** Carries on the start report main had to queue (the same retry sequence), learning the run id. */
async function carryStart(h, signal) {
    const { status } = h;
    const queue = await h.openQueue();
    const carried = await carryOnStart({ client: h.client, queue }, h.config.runKey, {
        signal,
        onTrouble: error => {
            status.startError = error;
            h.save();
        }
    });
    if (carried.delivered) {
        status.runId = carried.runId;
        delete status.startError;
        h.save();
    }
    else if (carried.error) {
        status.startError = carried.error;
        h.save();
    }
}
/**
 * Runs of earlier jobs here that never reached their end, whose helper is gone: ended as failed
 * before the replay, which then sends what had to be queued.
 */
async function endLostRunsHere(h, signal) {
    const { config, clock } = h;
    const { endLostRuns } = await Promise.all(/* import() */[__webpack_require__.e(666), __webpack_require__.e(511)]).then(__webpack_require__.bind(__webpack_require__, 3511));
    await endLostRuns(h.client, await h.openQueue(), {
        queueDir: config.queueDir,
        ownRunKey: config.runKey,
        // Named by the starter: no key fingerprint is made here, which would keep node:crypto
        // in this long-lived process's memory.
        ...(config.openRun?.service ? { service: config.openRun.service } : {}),
        deadline: clock.now() + helper_constants/* HELPER_REPLAY_BUDGET_MS */.S2 / 2,
        signal,
        clock,
        log: m => console.log(m)
    });
}
/** What earlier jobs on this machine left queued: sent in the background, never in a step's time. */
async function replayQueued(h, signal) {
    const queue = await h.openQueue();
    const summary = await queue.replay(h.client, {
        signal,
        deadline: h.clock.now() + helper_constants/* HELPER_REPLAY_BUDGET_MS */.S2
    });
    h.status.replayed = { sent: summary.sent, failed: summary.failed, remaining: summary.remaining };
    if (summary.sent || summary.failed)
        h.save();
}
/**
 * Heartbeats at the interval until stopped (none with an interval of 0), each carrying the run
 * id once known and the steps' progress; each counted in the status, and refreshing the run's
 * open-run record.
 */
async function beat(h, signal, steps) {
    const { config, clock, status } = h;
    if (config.intervalMs <= 0)
        return;
    const stats = await (0,heartbeats/* runHeartbeats */.j)(h.client, {
        jobName: config.jobName,
        intervalMs: config.intervalMs,
        jobTotal: config.jobTotal,
        hourlyLimit: config.hourlyLimit,
        signal,
        clock,
        maxLifetimeMs: config.maxLifetimeMs,
        metadata: () => ({
            ...config.metadata,
            ...(status.runId ? { run_id: status.runId } : {}),
            ...(steps ? progressMetadata(steps.progress(), clock.now()) : {})
        }),
        onBeat: e => {
            if (e.ok) {
                status.beatsSent++;
                h.touchOpenRun();
            }
            else {
                status.beatsFailed++;
                status.lastError = e.error?.message;
            }
            h.save();
        }
    });
    status.stoppedBy = stats.stoppedBy === 'signal' ? abortedBy(signal) : stats.stoppedBy;
    if (stats.lastError)
        status.lastError = stats.lastError;
}
/**
 * Each step's output, followed until the helper is stopped (with heartbeats off too). What it
 * writes is redacted with the key first: the key never reaches the file.
 */
async function followSteps(o, apiKey, signal, clock) {
    // Loaded only when step output is on: every module this process loads stays in its memory.
    const [{ followPages }, { writeSteps }] = await Promise.all([
        __webpack_require__.e(/* import() */ 988).then(__webpack_require__.bind(__webpack_require__, 7988)),
        __webpack_require__.e(/* import() */ 62).then(__webpack_require__.bind(__webpack_require__, 9062))
    ]);
    const file = o.file;
    return followPages({
        pagesDir: o.pagesDir,
        maxBytes: o.maxBytes,
        redactor: new redact/* Redactor */.p([apiKey]),
        clock,
        signal,
        save: snapshot => {
            try {
                writeSteps(file, { updatedAt: (0,wire/* isoUtc */.u8)(clock.now()), ...snapshot });
            }
            catch (e) {
                console.log(`could not write ${file}: ${e.message}`);
            }
        }
    });
}
/** Why the helper was stopped: the word its stopper gave (`request`, `signal`...). */
function abortedBy(signal) {
    return typeof signal.reason === 'string' ? signal.reason : 'signal';
}
/**
 * True when `dir`, a queue directory or its open runs, holds an entry besides `except` and the
 * run id links.
 */
function hasRecords(dir, except) {
    try {
        // Run id links and open runs are no records to send.
        return (0,external_node_fs_.readdirSync)(dir).some(name => name !== 'runs' && name !== 'open' && name !== except);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ writeOpenRun),
/* harmony export */   HN: () => (/* binding */ recordOpenRun),
/* harmony export */   Kd: () => (/* binding */ helperRun)
/* harmony export */ });
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1054);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4949);
/* harmony import */ var _status_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7535);



function helperRun(config, client, clock, identity) {
    // The queue module loads only when there is something queued: this process lives for
    // hours, and every module it loads stays in its memory.
    let queue;
    let touchedAt = -Infinity;
    const run = {
        config,
        clock,
        client,
        status: {
            pid: process.pid,
            ...identity,
            startedAt: (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(clock.now()),
            updatedAt: (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(clock.now()),
            beatsSent: 0,
            beatsFailed: 0
        },
        save() {
            run.status.updatedAt = (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(clock.now());
            try {
                (0,_status_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeStatus */ .K)(config.statusFile, run.status);
            }
            catch (e) {
                console.log(`could not write ${config.statusFile}: ${e.message}`);
            }
        },
        async openQueue() {
            const { RunQueue } = await __webpack_require__.e(/* import() */ 666).then(__webpack_require__.bind(__webpack_require__, 7666));
            queue ??= new RunQueue({ dir: config.queueDir, clock, log: m => console.log(m) });
            return queue;
        },
        touchOpenRun() {
            const openRuns = run.openRuns;
            if (!openRuns || clock.now() - touchedAt < _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OPEN_RUN_TOUCH_MS */ .s1)
                return;
            touchedAt = clock.now();
            openRuns.touch(config.runKey, (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(clock.now())).catch((e) => {
                console.log(`could not update the open run: ${e.message}`);
            });
        }
    };
    return run;
}
/**
 * The run's open-run record beside the queue, written by the helper rather than by main (whose
 * time the step pays): if no end ever comes, a later job on this machine ends the run once this
 * process is gone. Its last heartbeat is refreshed now and then (touchOpenRun), since the
 * status file lives under RUNNER_TEMP, which the next job's runner empties.
 */
async function recordOpenRun(h, procStart) {
    try {
        h.openRuns = await writeOpenRun(h.config, {
            pid: process.pid,
            ...(procStart ? { procStart } : {})
        });
    }
    catch (e) {
        console.log(`could not record the open run: ${e.message}`);
    }
}
/**
 * Writes the run's open-run record, with its helper when it has one; the store, or undefined
 * when the run has no record.
 */
async function writeOpenRun(config, helper) {
    if (!config.openRun)
        return undefined;
    const { OpenRunStore } = await __webpack_require__.e(/* import() */ 454).then(__webpack_require__.bind(__webpack_require__, 4454));
    const store = OpenRunStore.inQueue(config.queueDir);
    await store.open({
        runKey: config.runKey,
        jobName: config.jobName,
        ...config.openRun,
        ...(config.job ? { job: config.job } : {}),
        intervalMs: config.intervalMs,
        ...(config.endWaitMs ? { endWaitMs: config.endWaitMs } : {}),
        ...(helper ? { helper, statusFile: config.statusFile } : {})
    });
    return store;
}


/***/ }),

/***/ 7535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ writeStatus),
/* harmony export */   r: () => (/* binding */ readStatus)
/* harmony export */ });
/* harmony import */ var _util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(224);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8230);
/**
 * The heartbeat helper's report to the post step: a small JSON file under RUNNER_TEMP,
 * replaced atomically (write a temporary file, rename) so post never reads half of it.
 * A background process cannot set step state or outputs, so this file is the hand-over.
 */


/**
 * Whole or not at all, readable by this user only, a moment's busy file on Windows waited out:
 * the one atomic write of the queue's files.
 */
function writeStatus(path, status) {
    (0,_util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomicSync */ .Q3)(path, `${JSON.stringify(status)}\n`);
}
/** The helper writes a few hundred bytes; a larger file is not its status. */
const STATUS_MAX_BYTES = 64 * 1024;
/**
 * The helper's status, or undefined when there is none that it wrote. Post reads it while it
 * stops the helper, within a bounded wait, and believes what it says (a stop time spares the
 * helper, its token proves an answer): so only a small regular file of this user counts, not a
 * link, not another user's (a state file's folder may be shared), and a FIFO in its place
 * never makes post wait (the type is checked on the open handle).
 */
function readStatus(path, uid = process.getuid?.()) {
    const file = (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(path, STATUS_MAX_BYTES);
    if (!file || (uid !== undefined && file.uid !== uid))
        return undefined;
    try {
        const status = JSON.parse(file.text);
        const isRecord = typeof status === 'object' && status !== null && !Array.isArray(status);
        return isRecord ? status : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
