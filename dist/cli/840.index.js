export const id = 840;
export const ids = [840];
export const modules = {

/***/ 687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ runHeartbeats)
});

// UNUSED EXPORTS: nextBeatDelay

// EXTERNAL MODULE: ./src/util/clock.ts
var util_clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
;// CONCATENATED MODULE: ./src/client/heartbeat-budget.ts
/**
 * When the next heartbeat goes: the heartbeats' share of the key's hourly limit, and the plan
 * that keeps to it. Pure: the time is passed in, nothing is sent or read here.
 *
 * The service allows 100 requests per hour per key (API text, 8), shared by every job on the
 * key, and answers 429 beyond (7). An end report that meets a 429 is lost or left queued, a
 * late heartbeat is not, so heartbeats give way: each job sharing the key keeps room every
 * hour for its end report with all its retries, its start report and its pipeline
 * notifications, and the heartbeats of all the jobs share what is left.
 */

/** Requests per hour per key (API text, 8). Whether the window is fixed or sliding is not shown. */
const SERVICE_HOURLY_LIMIT = 100;
/** A job's start report: one request. */
const START_REPORT_REQUESTS = 1;
/** A job's pipeline notifications: `running` at the start, the outcome at the end. */
const PIPELINE_NOTIFICATION_REQUESTS = 2;
/**
 * The heartbeats of all the jobs on a key keep at least this many requests per hour, so a
 * matrix too wide for the reserve still beats now and then (its interval grows instead).
 */
const HEARTBEAT_FLOOR_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** A beat is sent up to this long before next_expected, to absorb the request's own time... */
const LEAD_MS = 1000;
/** ...but never more than this share of the gap, so a near next_expected is not met at once. */
const LEAD_SHARE = 0.1;
/**
 * The shortest gap between beats. A service that answers with a next_expected only a moment
 * away must not turn the loop into back-to-back requests that spend the hourly limit.
 */
const MIN_GAP_MS = 5000;
/** The longest a backed-off loop waits between beats (unless its share asks for longer). */
const MAX_BACKOFF_MS = 30 * 60_000;
/**
 * The share of one job. Rounded down to whole beats per hour, so that even legs beating in
 * step never put more than their share into one clock hour.
 */
function heartbeatBudget(o) {
    const jobTotal = o.jobTotal !== undefined && Number.isFinite(o.jobTotal) && o.jobTotal >= 1
        ? Math.floor(o.jobTotal)
        : 1;
    const endAttempts = Math.max(1, Math.floor(o.endAttempts ?? retry/* DEFAULT_MAX_ATTEMPTS */.Gz));
    const reservePerJob = endAttempts + START_REPORT_REQUESTS + PIPELINE_NOTIFICATION_REQUESTS;
    const forBeats = Math.max((o.hourlyLimit ?? SERVICE_HOURLY_LIMIT) - jobTotal * reservePerJob, HEARTBEAT_FLOOR_PER_HOUR);
    const beatsPerHour = forBeats / jobTotal;
    const whole = Math.floor(beatsPerHour);
    // Under one beat an hour, the window stretches so that it holds exactly one.
    const maxPerWindow = Math.max(1, whole);
    const windowMs = whole >= 1 ? HOUR_MS : Math.ceil(HOUR_MS / beatsPerHour);
    return {
        jobTotal,
        reservePerJob,
        beatsPerHour,
        maxPerWindow,
        windowMs,
        paceMs: Math.ceil(windowMs / maxPerWindow),
        burst: jobTotal > 1 ? 1 : Math.max(1, Math.floor(maxPerWindow / 2))
    };
}
/**
 * The wait before the next beat. The job's wish comes first: its interval, sooner when the
 * service's next_expected comes first, longer after a 429 (doubling, with Retry-After as a
 * floor). The budget then has the last word: a beat is never later than the service expects
 * unless the key's hour has no room for it, because a late beat costs nothing and an end report
 * that meets a 429 is lost.
 */
function planNextBeat(p) {
    const { budget, now } = p;
    let wanted;
    switch (p.last.kind) {
        case 'none':
            wanted = p.intervalMs;
            // Legs of a matrix start together: spread their beats over the pace.
            if (budget.jobTotal > 1)
                wanted = Math.max(wanted, Math.floor((p.phase ?? 0) * budget.paceMs));
            break;
        case 'delivered':
            wanted = nextBeatDelay(p.intervalMs, now, p.last.nextExpected);
            break;
        case 'busy': {
            const base = Math.max(p.intervalMs, budget.paceMs);
            const backoff = Math.min(base * 2 ** p.last.streak, Math.max(MAX_BACKOFF_MS, base));
            wanted = Math.max(backoff, p.last.retryAfterMs ?? 0);
            break;
        }
        case 'failed':
            wanted = p.intervalMs;
            break;
    }
    return Math.max(wanted, budgetDelay(p));
}
/** The wait the share asks for: the window's allowance is a hard cap, the pace a soft one. */
function budgetDelay(p) {
    const { budget, now } = p;
    const recent = p.sentAt.filter(t => t > now - budget.windowMs);
    let earliest = now;
    if (recent.length >= budget.maxPerWindow) {
        // The request that has to leave the window before another may enter it.
        earliest = recent[recent.length - budget.maxPerWindow] + budget.windowMs;
    }
    if (recent.length >= budget.burst) {
        earliest = Math.max(earliest, recent[recent.length - 1] + budget.paceMs);
    }
    return Math.max(0, earliest - now);
}
/** When the next beat is due: the interval, or just before next_expected if that is sooner. */
function nextBeatDelay(intervalMs, now, nextExpected) {
    if (!nextExpected)
        return intervalMs;
    const expected = Date.parse(nextExpected);
    // A next_expected in the past or unreadable says nothing useful about the future.
    if (Number.isNaN(expected) || expected <= now)
        return intervalMs;
    const gap = expected - now;
    const wanted = gap - Math.min(LEAD_MS, gap * LEAD_SHARE);
    return Math.round(Math.min(intervalMs, Math.max(wanted, MIN_GAP_MS)));
}
/** A job's place in [0, 1), from its name: matrix legs have distinct names (`test (22)`). */
function phaseOf(jobName) {
    // FNV-1a: cheap, stable across runs and platforms.
    let h = 0x811c9dc5;
    for (let i = 0; i < jobName.length; i++) {
        h ^= jobName.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h / 2 ** 32;
}

// EXTERNAL MODULE: ./src/client/reports.ts
var reports = __webpack_require__(2992);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
;// CONCATENATED MODULE: ./src/client/heartbeats.ts






async function runHeartbeats(client, o) {
    const clock = o.clock ?? util_clock/* systemClock */.m;
    const started = clock.now();
    const stats = { sent: 0, failed: 0, stoppedBy: 'signal' };
    // The end report is sent with the same client, so its retries are what the reserve keeps.
    const budget = heartbeatBudget({
        jobTotal: o.jobTotal,
        endAttempts: client.maxAttempts,
        hourlyLimit: o.hourlyLimit
    });
    const phase = phaseOf(o.jobName);
    /** This loop's requests within the budget's window, one entry per attempt. */
    let sentAt = [];
    let last = { kind: 'none' };
    const plan = () => {
        const now = clock.now();
        sentAt = sentAt.filter(t => t > now - budget.windowMs);
        return planNextBeat({ now, intervalMs: o.intervalMs, budget, sentAt, last, phase });
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
        const at = (0,wire/* isoUtc */.u8)(beatAt);
        const body = (0,reports/* heartbeatBody */.RJ)({ jobName: o.jobName, currentTime: at, metadata: o.metadata?.() });
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
        stats.failed++;
        stats.lastError = error.message;
        if (error.status === 401) {
            stats.stoppedBy = 'auth';
            o.onBeat?.({ at, ok: false, error, nextBeatInMs: -1 });
            return stats;
        }
        if (error.status === 429) {
            last = {
                kind: 'busy',
                streak: last.kind === 'busy' ? last.streak + 1 : 1,
                retryAfterMs: error instanceof errors/* HttpStatusError */.F9 ? error.retryAfterMs : undefined
            };
        }
        else {
            last = { kind: 'failed' };
        }
        delay = plan();
        o.onBeat?.({ at, ok: false, error, nextBeatInMs: delay });
    }
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
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1363);
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
            (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .makeDirsSync */ .Iv)(dir, 0o700);
        const state = (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDirState */ .mG)(dir, facts.uid, facts.platform);
        // The run's folder under the temporary directory is put right when it is ours but open to
        // others (the umask); another folder is only read.
        if (ours && state.startsWith('is open to other users')) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(dir, 0o700);
            return (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDirState */ .mG)(dir, facts.uid, facts.platform) === 'ours';
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
        try {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
            if (!st.isFile() || (facts.uid !== undefined && st.uid !== facts.uid))
                return;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
        }
        catch {
            return;
        }
        clearInterval(timer);
        onStop();
    }, STOP_FILE_POLL_MS);
    timer.unref();
    return { kind: 'stop-file', close: async () => clearInterval(timer) };
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

/***/ 4840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runHelper: () => (/* binding */ runHelper),
  runHelperProcess: () => (/* binding */ runHelperProcess)
});

// EXTERNAL MODULE: ./src/client/factory.ts + 4 modules
var factory = __webpack_require__(4319);
// EXTERNAL MODULE: ./src/client/heartbeats.ts + 1 modules
var heartbeats = __webpack_require__(687);
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

// EXTERNAL MODULE: ./src/helper/status-file.ts
var status_file = __webpack_require__(7535);
// EXTERNAL MODULE: ./src/util/files.ts + 1 modules
var files = __webpack_require__(1363);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/helper/constants.ts
var helper_constants = __webpack_require__(4949);
// EXTERNAL MODULE: ./src/logs/redact.ts
var redact = __webpack_require__(2790);
;// CONCATENATED MODULE: ./src/steps/constants.ts
/** Budgets of step output capture (the runner's pages, read by the heartbeat helper). */
/** Bytes of one step's output kept by the helper, head and tail (memory: about twice this). */
const STEP_CAPTURE_BYTES = 16_384;
/** `##[error]` lines kept per step (the last ones), each cut to ERROR_LINE_BYTES. */
const ERROR_LINES_KEPT = 10;
const ERROR_LINE_BYTES = 1000;
/** A step's name from its `##[group]Run ...` header: at most this many bytes of the header. */
const NAME_BYTES = 300;
/**
 * Steps captured per job. Each finished step holds at most STEP_CAPTURE_BYTES, so a job with
 * hundreds of steps still costs the helper a few megabytes; later steps are counted, not kept.
 */
const MAX_STEPS = 300;
/** How often the helper lists the pages folder, besides the change events it is sent. */
const PAGES_POLL_MS = 200;
/**
 * While pages grow (and for this long after), the folder is listed this often instead of
 * watched: a page created and removed within STREAMING_POLL_MS of another step's output
 * streaming could be missed; the runner removes pages 0-1 s after their step.
 */
const STREAMING_POLL_MS = 20;
const STREAMING_QUIET_MS = 1000;
/** Bytes read from the pages per turn of the event loop: heartbeats are never held up. */
const READ_SLICE_BYTES = 1024 * 1024;
/** When the helper is stopped, how long it may go on reading (post kills it after 3 s). */
const DRAIN_BUDGET_MS = 2000;
/** How often the helper rewrites the captured steps for post while steps run (when changed). */
const STEPS_SNAPSHOT_MS = 15_000;
/** error_details: at most this many bytes, and this many last lines of each failed step. */
const ERROR_DETAILS_MAX_BYTES = 4096;
const ERROR_DETAILS_TAIL_LINES = 8;

;// CONCATENATED MODULE: ./src/steps/page-lines.ts
/**
 * The runner's page files, line by line. Each page is `{timelineId}_{recordId}_{page}.log`,
 * UTF-8 with a byte order mark; each line is `<ISO time, 7 fractional digits>Z <text>` (a
 * multi-line message's continuation lines carry no time), CRLF on Windows. The reader works on
 * bytes and reads a line's time only when asked: a step may print hundreds of megabytes.
 */
const PAGE_NAME = /^([0-9a-f]{8}-[0-9a-f-]{27})_([0-9a-f]{8}-[0-9a-f-]{27})_([1-9]\d{0,6})\.log$/i;
function parsePageName(name) {
    const m = PAGE_NAME.exec(name);
    return m
        ? { timelineId: m[1].toLowerCase(), recordId: m[2].toLowerCase(), page: Number(m[3]) }
        : undefined;
}
/** `2026-03-01T17:38:57.4236128Z ` is 29 bytes. */
const STAMP_BYTES = 29;
const isDigit = (b) => b >= 0x30 && b <= 0x39;
/** The number the ASCII digits `buf[at, at + n)` spell, or -1 when one is not a digit. */
function digitsAt(buf, at, n) {
    let v = 0;
    for (let i = at; i < at + n; i++) {
        if (!isDigit(buf[i]))
            return -1;
        v = v * 10 + buf[i] - 0x30;
    }
    return v;
}
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/**
 * True when the line starting at `at` begins with the runner's time stamp and a space: every
 * digit a digit and the date a real one (no month 13, no February 30, no leap second), so
 * that a continuation line the step printed in that shape is text, and a time read from a
 * stamp is always a date.
 */
function hasStamp(buf, at, end) {
    if (!(end - at >= STAMP_BYTES - 1 &&
        buf[at + 4] === 0x2d &&
        buf[at + 7] === 0x2d &&
        buf[at + 10] === 0x54 &&
        buf[at + 13] === 0x3a &&
        buf[at + 16] === 0x3a &&
        buf[at + 19] === 0x2e &&
        buf[at + 27] === 0x5a &&
        (end - at === STAMP_BYTES - 1 || buf[at + 28] === 0x20)))
        return false;
    const year = digitsAt(buf, at, 4);
    const month = digitsAt(buf, at + 5, 2);
    const day = digitsAt(buf, at + 8, 2);
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return (year >= 0 &&
        month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && !leap ? 28 : DAYS[month - 1]) &&
        digitsAt(buf, at + 11, 2) >= 0 &&
        digitsAt(buf, at + 11, 2) <= 23 &&
        digitsAt(buf, at + 14, 2) >= 0 &&
        digitsAt(buf, at + 14, 2) <= 59 &&
        digitsAt(buf, at + 17, 2) >= 0 &&
        digitsAt(buf, at + 17, 2) <= 59 &&
        digitsAt(buf, at + 20, 7) >= 0);
}
const RUN_HEADER = new TextEncoder().encode('##[group]Run ');
/** True when the text at `at` is a step's header, `##[group]Run <first line>`. */
function isRunHeader(buf, at, end) {
    if (end - at < RUN_HEADER.length)
        return false;
    for (let i = 0; i < RUN_HEADER.length; i++)
        if (buf[at + i] !== RUN_HEADER[i])
            return false;
    return true;
}
/**
 * True when the stamp at `at` is earlier than `iso` (its first 23 characters, ASCII): the
 * runner's times sort as text, so no date is parsed per line.
 */
function stampBefore(buf, at, iso) {
    for (let i = 0; i < iso.length; i++) {
        if (buf[at + i] !== iso[i])
            return buf[at + i] < iso[i];
    }
    return false;
}
/**
 * The time of a line hasStamp() accepted, in ms since the epoch (the 7 digits cut to
 * milliseconds). Computed from the digits: always a date, whatever the bytes.
 */
function stampTime(buf, at) {
    const part = (offset, n) => Math.max(0, digitsAt(buf, at + offset, n));
    const t = new Date(0);
    t.setUTCFullYear(part(0, 4), Math.max(0, part(5, 2) - 1), Math.max(1, part(8, 2)));
    t.setUTCHours(part(11, 2), part(14, 2), part(17, 2), part(20, 3));
    return t.getTime();
}
function concat(a, b) {
    const out = new Uint8Array(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    return out;
}
/** A line longer than this is passed on in pieces (the rest without a stamp). */
const MAX_LINE_BYTES = 64 * 1024;
const WHOLE = { continued: false, more: false };
/** Splits one page file's bytes into lines, across chunks; skips the byte order mark. */
class PageLineReader {
    carry = new Uint8Array(0);
    atFileStart = true;
    /** A piece of the current line was passed on: what comes next goes on with it. */
    continuing = false;
    onLine;
    consumer;
    constructor(consumer) {
        this.consumer = typeof consumer === 'function' ? { line: consumer } : consumer;
        const c = this.consumer;
        this.onLine = (buf, start, textStart, end, piece) => c.line(buf, start, textStart, end, piece);
    }
    push(chunk) {
        let buf = chunk;
        if (this.carry.length) {
            // Only the line the carry begins is joined: no copy of the whole chunk.
            const nl = chunk.indexOf(0x0a);
            const take = nl < 0 ? chunk.length : nl + 1;
            const joined = new Uint8Array(this.carry.length + take);
            joined.set(this.carry);
            joined.set(chunk.subarray(0, take), this.carry.length);
            this.carry = new Uint8Array(0);
            if (nl < 0 || this.atFileStart) {
                buf = nl < 0 ? joined : concat(joined, chunk.subarray(take));
            }
            else {
                this.lines(joined, 0);
                this.consumer.chunkEnd?.();
                buf = chunk.subarray(take);
            }
        }
        let at = 0;
        if (this.atFileStart) {
            if (buf.length < 3 && buf.every((b, i) => b === [0xef, 0xbb, 0xbf][i])) {
                this.carry = buf.slice();
                return;
            }
            this.atFileStart = false;
            if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf)
                at = 3;
        }
        if (this.continuing) {
            // The rest of a line passed on in pieces: to its end, never skipped in bulk.
            const nl = buf.indexOf(0x0a, at);
            if (nl >= 0) {
                this.line(buf, at, nl, false);
                at = nl + 1;
            }
        }
        if (!this.continuing && this.consumer.skipTo)
            at = this.consumer.skipTo(buf, at, buf.length);
        at = this.lines(buf, at);
        if (buf.length - at > MAX_LINE_BYTES) {
            this.line(buf, at, buf.length, true);
            at = buf.length;
        }
        if (at < buf.length)
            this.carry = buf.slice(at);
        this.consumer.chunkEnd?.();
    }
    /** Passes on the whole lines of `buf` from `at`; returns where the unfinished one begins. */
    lines(buf, at) {
        for (;;) {
            const nl = buf.indexOf(0x0a, at);
            if (nl < 0)
                return at;
            this.line(buf, at, nl, false);
            at = nl + 1;
        }
    }
    /** The page is complete: a last line without a line ending is passed on. */
    end() {
        if (this.carry.length || this.continuing)
            this.line(this.carry, 0, this.carry.length, false);
        this.carry = new Uint8Array(0);
        this.consumer.chunkEnd?.();
    }
    /** Passes on `buf[start, nl)`: a line, or a piece of one when `more` or continuing. */
    line(buf, start, nl, more) {
        const continued = this.continuing;
        const end = !more && nl > start && buf[nl - 1] === 0x0d ? nl - 1 : nl;
        const textStart = !continued && hasStamp(buf, start, end) ? Math.min(start + STAMP_BYTES, end) : start;
        this.continuing = more;
        this.onLine(buf, start, textStart, end, continued || more ? { continued, more } : WHOLE);
    }
}

// EXTERNAL MODULE: ./src/logs/stream-redact.ts + 1 modules
var stream_redact = __webpack_require__(1262);
;// CONCATENATED MODULE: ./src/steps/step-capture.ts
/**
 * One step's output as the helper keeps it: bounded head and tail of its lines (time stamps
 * cut off), its name from the runner's `##[group]Run ...` header, its first and last time,
 * its last `##[error]` lines and the exit code the runner reports for a failed `run:` step.
 * Memory stays the same whatever the step prints; the text is redacted before it is cut.
 */




const ERROR = encode('##[error]');
const EXIT = /^##\[error\]Process completed with exit code (-?\d+)\.?$/;
function encode(s) {
    return new TextEncoder().encode(s);
}
function startsWith(buf, at, end, prefix) {
    if (end - at < prefix.length)
        return false;
    for (let i = 0; i < prefix.length; i++)
        if (buf[at + i] !== prefix[i])
            return false;
    return true;
}
/** The end of the line ending at `nl`, without a carriage return. */
function lineEnd(buf, start, nl) {
    return nl > start && buf[nl - 1] === 0x0d ? nl - 1 : nl;
}
/** Bytes the line `buf[start, nl]` adds to the capture: no stamp, no CR, one newline. */
function strippedLength(buf, start, nl) {
    const end = lineEnd(buf, start, nl);
    const textStart = hasStamp(buf, start, end) ? Math.min(start + STAMP_BYTES, end) : start;
    return end - textStart + 1;
}
/**
 * The first bytes of a marker line (a header, an error line), gathered across the pieces of a
 * long line: its bound plus what redaction needs beyond it to see a secret there whole.
 */
class Quote {
    parts = [];
    bytes = 0;
    more = false;
    kind;
    maxBytes;
    limit;
    constructor(kind, maxBytes, hold) {
        this.kind = kind;
        this.maxBytes = maxBytes;
        this.limit = maxBytes + hold;
    }
    add(buf, at, end) {
        const take = Math.min(end - at, this.limit - this.bytes);
        if (take < end - at)
            this.more = true;
        if (take <= 0)
            return;
        this.parts.push(buf.slice(at, at + take));
        this.bytes += take;
    }
    get text() {
        const out = new Uint8Array(this.bytes);
        let at = 0;
        for (const p of this.parts) {
            out.set(p, at);
            at += p.length;
        }
        return out;
    }
}
const decoder = new TextDecoder();
/** Lines are staged and written to the capture in blocks: fewer, larger copies. */
const STAGE_BYTES = 64 * 1024;
class StepCapture {
    name;
    firstAt;
    lastAt;
    lines = 0;
    capture;
    redactor;
    hold;
    errors = [];
    /** The marker line being read, when its line goes on in further pieces. */
    quote;
    exitCode;
    stage = new Uint8Array(STAGE_BYTES);
    staged = 0;
    /** The stamp of the last line, not yet read: times are read once per block of lines. */
    stamp = new Uint8Array(23);
    stampPending = false;
    /** Where the last stamp is in the chunk being read (copied when the chunk is done). */
    stampBuf;
    stampAt = 0;
    record;
    /** `redactor`: what the step's header, kept as its name, is redacted with. */
    constructor(record, maxBytes, redactor = new redact/* Redactor */.pO()) {
        this.record = record;
        this.redactor = redactor;
        this.hold = (0,stream_redact/* holdBytes */.pN)(redactor);
        this.capture = new stream_redact/* StreamRedactor */.d6(maxBytes, redactor);
    }
    /**
     * One line of the step's page, or a piece of one (`piece`): `buf[textStart, end)` is its
     * text. The pieces of a long line are kept as one line, so that redaction sees it whole.
     */
    line(buf, start, textStart, end, piece) {
        const more = piece?.more ?? false;
        if (piece?.continued) {
            if (this.quote)
                this.quote.add(buf, textStart, end);
        }
        else {
            this.lines++;
            const stamped = textStart > start;
            if (stamped) {
                if (this.firstAt === undefined)
                    this.firstAt = stampTime(buf, start);
                else {
                    this.stampBuf = buf;
                    this.stampAt = start;
                }
            }
            if (buf[textStart] === 0x23 /* # */)
                this.marker(buf, textStart, end);
        }
        if (!more && this.quote)
            this.endQuote();
        const length = end - textStart + (more ? 0 : 1);
        if (this.staged + length > this.stage.length)
            this.flushStage();
        if (length > this.stage.length) {
            this.capture.write(buf.subarray(textStart, end));
            if (!more)
                this.capture.write('\n');
            return;
        }
        this.stage.set(buf.subarray(textStart, end), this.staged);
        if (!more)
            this.stage[this.staged + end - textStart] = 0x0a;
        this.staged += length;
    }
    marker(buf, at, end) {
        let kind;
        if (this.name === undefined && isRunHeader(buf, at, end))
            kind = 'name';
        else if (startsWith(buf, at, end, ERROR))
            kind = 'error';
        if (!kind)
            return;
        this.quote = new Quote(kind, kind === 'name' ? NAME_BYTES : ERROR_LINE_BYTES, this.hold);
        this.quote.add(buf, at, end);
    }
    /** The marker line has ended: its quote is kept (a header's name redacted at once). */
    endQuote() {
        const q = this.quote;
        this.quote = undefined;
        if (q.kind === 'name') {
            // `##[group]Run <first line>`: `Run <first line>` is the name GitHub gives a step that has none.
            const header = (0,stream_redact/* redactQuote */.me)(this.redactor, q.text, q.maxBytes, q.more);
            this.name = header.slice('##[group]'.length).trim();
            return;
        }
        const bytes = q.text;
        const exit = EXIT.exec(decoder.decode(bytes.subarray(0, 100)));
        if (exit)
            this.exitCode = Number(exit[1]);
        this.errors.push({ bytes, more: q.more });
        if (this.errors.length > ERROR_LINES_KEPT)
            this.errors.shift();
    }
    /** The chunk's lines are done: its buffer will be reused, so the last stamp is copied. */
    chunkEnd() {
        if (!this.stampBuf)
            return;
        this.stamp.set(this.stampBuf.subarray(this.stampAt, this.stampAt + 23));
        this.stampBuf = undefined;
        this.stampPending = true;
    }
    /**
     * Of the whole lines in `buf[at, end)`, those whose text the lines after them in the same
     * chunk will push out of the tail anyway are counted, not copied: a step printing hundreds
     * of megabytes costs a pass over its line ends, not a copy of every line. Returns where the
     * lines to keep begin.
     */
    skipTo(buf, at, end) {
        const window = this.capture.tailWindow;
        if (window === 0)
            return at;
        // Back from the last line end until the lines after `from` fill the tail window.
        let nl = buf.lastIndexOf(0x0a, end - 1);
        let kept = 0;
        let from = -1;
        while (nl >= at && kept <= window) {
            const prev = nl > at ? buf.lastIndexOf(0x0a, nl - 1) : -1;
            const start = prev >= at ? prev + 1 : at;
            kept += strippedLength(buf, start, nl);
            from = start;
            if (prev < at)
                break;
            nl = prev;
        }
        if (from <= at || kept <= window)
            return at;
        // The lines of [at, from): counted, their markers read; their text is not kept.
        let skipped = 0;
        for (let p = at; p < from;) {
            const next = buf.indexOf(0x0a, p);
            const end = lineEnd(buf, p, next);
            const textStart = hasStamp(buf, p, end) ? Math.min(p + STAMP_BYTES, end) : p;
            if (buf[textStart] === 0x23 /* # */)
                this.marker(buf, textStart, end);
            if (this.quote)
                this.endQuote();
            skipped += strippedLength(buf, p, next);
            this.lines++;
            p = next + 1;
        }
        this.flushStage();
        this.capture.skip(skipped);
        return from;
    }
    flushStage() {
        if (this.staged)
            this.capture.write(this.stage.subarray(0, this.staged));
        this.staged = 0;
        this.settleStamp();
    }
    settleStamp() {
        if (this.stampPending) {
            this.lastAt = stampTime(this.stamp, 0);
            this.stampPending = false;
        }
    }
    /** The time of the last line read. */
    lastLineAt() {
        this.settleStamp();
        return this.lastAt ?? this.firstAt;
    }
    get bytes() {
        return this.capture.totalBytes + this.staged;
    }
    /** What post receives: redacted before it is cut. */
    output(redactor, finished) {
        this.flushStage();
        const lastAt = this.lastLineAt();
        return {
            record: this.record,
            ...(this.name !== undefined ? { name: this.name } : {}),
            ...(this.firstAt !== undefined ? { startedAt: new Date(this.firstAt).toISOString() } : {}),
            ...(lastAt !== undefined ? { endedAt: new Date(lastAt).toISOString() } : {}),
            lines: this.lines,
            bytes: this.bytes,
            text: this.capture.text(redactor),
            errors: this.errors.map(e => (0,stream_redact/* redactQuote */.me)(redactor, e.bytes, ERROR_LINE_BYTES, e.more)),
            ...(this.exitCode !== undefined ? { exitCode: this.exitCode } : {}),
            finished
        };
    }
}

;// CONCATENATED MODULE: ./src/steps/job-page.ts


/** Lines before the first header: the runner's own "Set up job". */
const SET_UP_JOB = 'Set up job';
/** Headers past this many are kept in the last step: a job page is bounded like the rest. */
const MAX_EARLIER_STEPS = 100;
/** The steps of a page that began before `cutoff`, one capture per `##[group]Run` header. */
class EarlierSteps {
    steps = [];
    cutoff;
    closed = false;
    record;
    maxBytes;
    redactor;
    /** It begins with the runner's own lines, as the job's page does and a step's does not. */
    get beginsWithSetUp() {
        return this.steps[0]?.name === SET_UP_JOB;
    }
    /** Every line before the cutoff has been seen. */
    get done() {
        return this.closed;
    }
    constructor(record, cutoffMs, maxBytes, redactor) {
        this.record = record;
        this.maxBytes = maxBytes;
        this.redactor = redactor;
        this.cutoff = new TextEncoder().encode(new Date(cutoffMs).toISOString().slice(0, 23));
    }
    line(buf, start, textStart, end, piece) {
        if (this.closed)
            return;
        const stamped = textStart > start;
        if (stamped && !stampBefore(buf, start, this.cutoff)) {
            // From here on, the steps have pages of their own.
            this.closed = true;
            return;
        }
        const header = !piece?.continued && isRunHeader(buf, textStart, end);
        if (this.steps.length === 0 || (header && this.steps.length < MAX_EARLIER_STEPS)) {
            const capture = new StepCapture(`${this.record}#${this.steps.length}`, this.maxBytes, this.redactor);
            if (!header)
                capture.name = SET_UP_JOB;
            this.steps.push(capture);
        }
        this.steps[this.steps.length - 1].line(buf, start, textStart, end, piece);
    }
}
/**
 * The job's page: present at the helper's start and never removed; of several (a background
 * step that began earlier and still runs), the one that began first.
 */
function jobRecordOf(records) {
    const candidates = records.filter(r => r.atStart && !r.finished);
    candidates.sort((a, b) => (a.firstAt ?? Infinity) - (b.firstAt ?? Infinity));
    return candidates[0];
}
/**
 * The job's steps in the order they began: those before the helper, cut from the job page up
 * to the first step that has a page of its own, then one per step page. Records with no line
 * are left out.
 */
function stepsOf(records, redactor) {
    const job = jobRecordOf(records);
    const own = records.filter(r => r !== job);
    const firstOwn = Math.min(...own.map(r => r.firstAt ?? Infinity));
    const earlier = (job?.earlier?.steps ?? []).filter(s => (s.firstAt ?? Infinity) < firstOwn);
    const outputs = [
        ...earlier.map(s => s.output(redactor, true)),
        ...own.map(r => r.output())
    ].filter(s => s.lines > 0);
    return outputs.sort((a, b) => Date.parse(a.startedAt ?? '9999') - Date.parse(b.startedAt ?? '9999'));
}

;// CONCATENATED MODULE: ./src/steps/page-watcher.ts
/**
 * Follows the runner's pages folder. The runner creates a step's page at its first line,
 * writes it about 4 KB behind, closes it when the step ends (or at 8 MiB, going on in the
 * next page) and removes it 0-1 s later. So a page is opened the moment it is seen and its
 * descriptor kept: a removed file can still be read to its end through it. A page is done
 * when it has been removed (or the record's next page exists) and read to its end; a step is
 * finished when its last page is done, and its bounded capture is then frozen into text.
 */







const nodePagesFs = {
    readdir: dir => (0,external_node_fs_.readdirSync)(dir),
    open: openPage,
    read: (fd, into, position) => (0,external_node_fs_.readSync)(fd, into, 0, into.length, position),
    size: fd => (0,external_node_fs_.fstatSync)(fd).size,
    close: fd => (0,external_node_fs_.closeSync)(fd),
    modifiedAt: fd => (0,external_node_fs_.fstatSync)(fd).mtimeMs,
    bornAt: fd => (0,external_node_fs_.fstatSync)(fd).birthtimeMs
};
/** Thrown by open() for an entry named like a page that is no regular file. */
class NotAPage extends Error {
}
/**
 * Opens a page without following a link or waiting on a FIFO (the flags readRegularFile uses),
 * and keeps it only when the open descriptor is a regular file, as the runner's pages are.
 */
function openPage(path) {
    const fd = (0,external_node_fs_.openSync)(path, files/* READ_FLAGS */.tC);
    let regular = false;
    try {
        regular = (0,external_node_fs_.fstatSync)(fd).isFile();
    }
    finally {
        if (!regular)
            (0,external_node_fs_.closeSync)(fd);
    }
    if (!regular)
        throw new NotAPage(`${path} is not a regular file`);
    return fd;
}
class RecordPages {
    pages = [];
    capture;
    earlier;
    frozen;
    finished = false;
    record;
    atStart;
    constructor(record, atStart, maxBytes, redactor) {
        this.record = record;
        this.atStart = atStart;
        this.capture = new StepCapture(record, maxBytes, redactor);
    }
    view(redactor) {
        return {
            record: this.record,
            atStart: this.atStart,
            finished: this.finished,
            firstAt: this.frozen
                ? this.frozen.startedAt
                    ? Date.parse(this.frozen.startedAt)
                    : undefined
                : this.capture?.firstAt,
            earlier: this.earlier,
            output: () => this.frozen ?? this.capture.output(redactor, false)
        };
    }
}
class PageWatcher {
    records = new Map();
    fs;
    buffer = new Uint8Array(256 * 1024);
    scanned = false;
    /** Pages removed before they could be opened. */
    missed = 0;
    /**
     * Steps beyond the limit, by record: the folder is listed many times a second while they
     * run, and a step may span pages, so each is counted once, not at every listing.
     */
    skippedRecords = new Set();
    trouble;
    changed = true;
    /** This job's timeline: the only one whose pages are read. */
    timeline;
    /** Pages never to be read: older than the job, or no regular file. */
    ignored = new Set();
    o;
    constructor(o) {
        this.o = o;
        this.fs = o.fs ?? nodePagesFs;
    }
    /** Steps past the limit, not kept. */
    get skipped() {
        return this.skippedRecords.size;
    }
    /**
     * Lists the folder: opens new pages at once, marks the ones gone. Cheap; call it often.
     * Only this job's pages are read: those of its timeline when the runner named it, and never
     * one last written before the job's Worker started (an earlier job's, left when its upload
     * failed or its Worker crashed: JobServerQueue.cs deletes a page only after its upload).
     */
    scan() {
        const job = this.o.job;
        if (job.startedAt === undefined) {
            this.trouble = `this job's pages cannot be told from earlier jobs' (${job.source}): none is read`;
            return;
        }
        let names;
        try {
            names = this.fs.readdir(this.o.dir);
        }
        catch (e) {
            this.trouble = `the pages folder cannot be listed: ${e.message}`;
            return;
        }
        this.timeline ??= job.timelineId;
        const listed = new Set();
        for (const name of names) {
            const p = parsePageName(name);
            if (!p || (this.timeline !== undefined && p.timelineId !== this.timeline))
                continue;
            if (this.ignored.has(name))
                continue;
            const key = `${p.recordId}_${p.page}`;
            listed.add(key);
            let record = this.records.get(p.recordId);
            if (record?.pages.some(x => x.page === p.page))
                continue;
            if (!record && this.records.size >= (this.o.maxSteps ?? MAX_STEPS)) {
                if (this.timeline !== undefined)
                    this.skippedRecords.add(p.recordId);
                continue;
            }
            let fd;
            try {
                fd = this.fs.open((0,external_node_path_.join)(this.o.dir, name));
            }
            catch (e) {
                const code = e.code;
                if (e instanceof NotAPage || code === 'ELOOP' || code === 'EISDIR' || code === 'ENXIO') {
                    // Named like a page, made by someone else: never the runner's, never read.
                    this.ignored.add(name);
                    continue;
                }
                // Whose page could not be opened is known only once the timeline is.
                if (this.timeline === undefined)
                    continue;
                if (code === 'ENOENT')
                    this.missed++;
                else
                    this.trouble = `a page could not be opened: ${e.message}`;
            }
            if (fd !== undefined && !this.ofThisJob(fd, job.startedAt)) {
                this.closeFd(fd);
                this.ignored.add(name);
                continue;
            }
            // Without the runner's word, the first page written since the job began names it.
            this.timeline ??= p.timelineId;
            if (!record) {
                record = new RecordPages(p.recordId, !this.scanned, this.o.maxBytes, this.o.redactor);
                if (!this.scanned)
                    record.earlier = new EarlierSteps(p.recordId, this.o.startedAt, this.o.maxBytes, this.o.redactor);
                this.records.set(p.recordId, record);
            }
            record.pages.push(this.newPage(record, p.page, fd));
            record.pages.sort((a, b) => a.page - b.page);
            this.changed = true;
        }
        for (const record of this.records.values()) {
            for (const page of record.pages) {
                if (!page.removed && !listed.has(`${record.record}_${page.page}`))
                    page.removed = true;
            }
        }
        this.scanned = true;
    }
    /** Last written at or after the job's start: a page written before it is an earlier job's. */
    ofThisJob(fd, startedAt) {
        try {
            return this.fs.modifiedAt(fd) >= startedAt;
        }
        catch {
            return false; // what cannot be dated is not read
        }
    }
    newPage(record, number, fd) {
        return {
            page: number,
            fd,
            position: 0,
            // A page that could not be opened is done: it is gone, or counted as trouble.
            removed: fd === undefined,
            done: fd === undefined,
            reader: new PageLineReader({
                line: (buf, start, textStart, end, piece) => {
                    record.capture?.line(buf, start, textStart, end, piece);
                    record.earlier?.line(buf, start, textStart, end, piece);
                },
                // Lines are passed over in bulk only when no earlier step still needs each of them.
                skipTo: (buf, at, end) => record.capture && (!record.earlier || record.earlier.done)
                    ? record.capture.skipTo(buf, at, end)
                    : at,
                chunkEnd: () => record.capture?.chunkEnd()
            })
        };
    }
    /**
     * Reads what the pages hold now, at most `budget` bytes; returns the bytes read (when it
     * is the budget, there may be more).
     */
    read(budget = READ_SLICE_BYTES) {
        let total = 0;
        const skipped = this.jobPageRead();
        for (const record of this.records.values()) {
            if (record.finished)
                continue;
            for (let i = 0; i < record.pages.length && total < budget; i++) {
                const page = record.pages[i];
                if (page.done)
                    continue;
                // A page is complete once removed, or once its record went on in a next page.
                const complete = page.removed || i < record.pages.length - 1;
                if (record === skipped)
                    this.skipPage(page);
                else {
                    // Until its earlier steps are read, a page may turn out to be the job's: stop there.
                    const earlier = record.earlier;
                    const until = earlier && !earlier.done ? () => earlier.done : undefined;
                    total += this.readPage(page, budget - total, until);
                    if (until?.())
                        break;
                }
                if (total >= budget)
                    break;
                if (complete)
                    this.closePage(page);
                else
                    break;
            }
            if (!record.finished && record.pages.every(p => p.done) && record.pages.at(-1)?.removed) {
                this.finish(record);
            }
            if (total >= budget)
                break;
        }
        if (total)
            this.changed = true;
        return total;
    }
    readPage(page, budget, until) {
        if (page.fd === undefined)
            return 0;
        let total = 0;
        while (total < budget && !until?.()) {
            let n;
            try {
                n = this.fs.read(page.fd, this.buffer, page.position);
            }
            catch (e) {
                this.trouble = `a page could not be read: ${e.message}`;
                page.removed = true;
                return total;
            }
            if (n <= 0)
                break;
            page.position += n;
            total += n;
            page.reader.push(this.buffer.subarray(0, n));
        }
        return total;
    }
    /**
     * The job's page once its earlier steps are read: it repeats every step's lines, which the
     * steps' own pages give, so it is passed over instead of read a second time. Only when it is
     * certainly the job's: present at the start, begun with the runner's own lines before every
     * other such page.
     */
    jobPageRead() {
        const atStart = [...this.records.values()].filter(r => r.atStart && !r.finished);
        const job = atStart.reduce((a, r) => a === undefined || (r.capture?.firstAt ?? Infinity) < (a.capture?.firstAt ?? Infinity)
            ? r
            : a, undefined);
        const firstAt = job?.capture?.firstAt;
        if (!job || firstAt === undefined || !job.earlier?.done || !job.earlier.beginsWithSetUp)
            return undefined;
        const sure = atStart.every(r => r === job || (r.capture?.firstAt ?? -Infinity) > firstAt);
        return sure ? job : undefined;
    }
    skipPage(page) {
        if (page.fd === undefined)
            return;
        try {
            page.position = Math.max(page.position, this.fs.size(page.fd));
        }
        catch {
            // read as usual next time
        }
    }
    closePage(page) {
        page.reader.end();
        page.done = true;
        if (page.fd !== undefined)
            this.closeFd(page.fd);
        page.fd = undefined;
    }
    closeFd(fd) {
        try {
            this.fs.close(fd);
        }
        catch {
            // closed is closed
        }
    }
    /** The step has ended: its capture becomes text, its buffers are let go. */
    finish(record) {
        record.finished = true;
        record.frozen = record.capture?.output(this.o.redactor, true);
        record.capture = undefined;
        // A page that was removed is not the job's: it has no earlier steps to give.
        record.earlier = undefined;
    }
    /**
     * Reads everything there is (the helper is stopping): pages gone are read to their end, for
     * as long as `more` allows. A read that stops short may stop at a page that turned out not
     * to be the job's: reading goes on until nothing is left.
     */
    drain(more = () => true) {
        this.scan();
        while (this.read() > 0 && more())
            ;
    }
    progress() {
        const views = [...this.records.values()].map(r => r.view(this.o.redactor));
        const job = jobRecordOf(views)?.record;
        let current;
        let lastOutputAt;
        for (const r of this.records.values()) {
            const at = r.frozen?.endedAt ? Date.parse(r.frozen.endedAt) : r.capture?.lastLineAt();
            if (at !== undefined && (lastOutputAt === undefined || at > lastOutputAt))
                lastOutputAt = at;
            // The step that began last of those still running; never the job's own page.
            if (r.finished || r.record === job || !r.capture?.name)
                continue;
            if (!current || (r.capture.firstAt ?? 0) >= (current.capture?.firstAt ?? 0))
                current = r;
        }
        return { currentStep: current?.capture?.name, lastOutputAt };
    }
    /** True once since the last call when something was read or seen. */
    takeChanged() {
        const c = this.changed;
        this.changed = false;
        return c;
    }
    steps() {
        return stepsOf([...this.records.values()].map(r => r.view(this.o.redactor)), this.o.redactor);
    }
    /** Closes every page still open (the helper is stopping). */
    close() {
        for (const r of this.records.values())
            for (const p of r.pages)
                if (!p.done)
                    this.closePage(p);
    }
}

;// CONCATENATED MODULE: ./src/steps/worker-log.ts
/**
 * This job's own facts, from the runner's Worker diag log. Every job runs in a new Worker
 * process, which opens `<root>/_diag/Worker_{UtcNow:yyyyMMdd-HHmmss}-utc.log` as it starts
 * (HostContext.cs, HostTraceListener.cs; a second process in the same second appends to the same
 * file) and, before the job's first step, traces the job message it was sent as indented JSON
 * (Worker.cs, `Job message:`), whose top-level `timeline.id` is the id every page of this job is
 * named by (Logging.cs) and `jobId` the job's own record. A log passing its size limit (whole
 * MiB, at least one) goes on in a newer file, which holds neither the start nor the message.
 *
 * In order: the timeline from the newest job message; failing that, only the Worker's start
 * (its log's birth time when the file system keeps one, else the second its name gives); failing
 * that, nothing: the pages cannot be told apart, and none is read. The helper runs inside the
 * job, so a newest log whose Worker traced `Job completed.` (Worker.cs) is an earlier job's:
 * this job's own log is missing, and nothing is learned.
 */

/** Newest Worker logs looked at: the job's own and the parts it went on in. */
const WORKER_LOGS_LOOKED_AT = 4;
/** Bytes of one Worker log read at most: the job message comes near its start. */
const WORKER_LOG_READ_BYTES = 16 * 1024 * 1024;
/** A Worker log goes on in a newer file only once it passed this (`WORKER_LOGSIZE` MiB >= 1). */
const MIN_SPLIT_BYTES = 1024 * 1024;
/** Lines longer than this are none of those looked for: only their start is kept. */
const LINE_KEPT = 512;
const WORKER_LOG = /^Worker_(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-utc\.log$/;
const GUID = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';
/** `[{UtcNow:u} INFO Worker] ` (HostTraceListener.WriteHeader; the source is Program.cs's). */
const WORKER_INFO = String.raw `^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z INFO Worker\] `;
const STARTED = new RegExp(`${WORKER_INFO}Version: `);
const JOB_MESSAGE = new RegExp(`${WORKER_INFO}Job message:$`);
const JOB_COMPLETED = new RegExp(`${WORKER_INFO}Job completed\\.$`);
// Indented JSON escapes every line break inside a string: a line indented by exactly two
// spaces is a member of the message itself, never text from the workflow.
const TIMELINE = '  "timeline": {';
const TIMELINE_ID = new RegExp(`^    "id": "${GUID}",?$`);
const JOB_ID = new RegExp(`^  "jobId": "${GUID}",?$`);
/** The UTC second a Worker log's name gives, or undefined when it names none. */
function workerLogStart(name) {
    const m = WORKER_LOG.exec(name);
    if (!m)
        return undefined;
    const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
    const at = Date.UTC(y, mo - 1, d, h, mi, s);
    const back = new Date(at);
    // Total: a name like Worker_20261399-... names no time at all.
    return back.getUTCFullYear() === y &&
        back.getUTCMonth() === mo - 1 &&
        back.getUTCDate() === d &&
        back.getUTCHours() === h &&
        back.getUTCMinutes() === mi &&
        back.getUTCSeconds() === s
        ? at
        : undefined;
}
/** What one Worker log says, read line by line, at most WORKER_LOG_READ_BYTES. */
function readWorkerLog(fs, path) {
    const found = {
        started: false,
        message: false,
        ended: false,
        bytes: 0,
        bornAt: 0
    };
    const fd = fs.open(path);
    try {
        found.bornAt = fs.bornAt(fd);
        const buffer = new Uint8Array(64 * 1024);
        let partial = '';
        let inMessage = false;
        let inTimeline = false;
        let timelineId;
        let jobId;
        const line = (raw) => {
            const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
            if (!inMessage) {
                if (STARTED.test(text))
                    found.started = true;
                else if (JOB_COMPLETED.test(text))
                    found.ended = true;
                else if (JOB_MESSAGE.test(text)) {
                    inMessage = true;
                    found.ended = false;
                    timelineId = jobId = undefined;
                }
                return;
            }
            if (text === '}') {
                // The message ends: the last one in the file is this process's.
                inMessage = inTimeline = false;
                found.message = true;
                found.timelineId = timelineId;
                found.jobId = jobId;
            }
            else if (text === TIMELINE)
                inTimeline = true;
            else if (inTimeline) {
                timelineId ??= TIMELINE_ID.exec(text)?.[1]?.toLowerCase();
                inTimeline = false;
            }
            else
                jobId ??= JOB_ID.exec(text)?.[1]?.toLowerCase();
        };
        while (found.bytes < WORKER_LOG_READ_BYTES) {
            const n = fs.read(fd, buffer, found.bytes);
            if (n <= 0)
                break;
            found.bytes += n;
            // The lines looked for are ASCII: latin1 keeps every byte one character.
            const lines = (partial + Buffer.from(buffer.buffer, 0, n).toString('latin1')).split('\n');
            partial = (lines.pop() ?? '').slice(0, LINE_KEPT);
            for (const l of lines)
                line(l);
        }
        if (partial)
            line(partial);
    }
    finally {
        fs.close(fd);
    }
    return found;
}
/** This job's facts from the Worker logs in the runner's `_diag` folder. */
function learnJob(diagDir, fs) {
    let names;
    try {
        names = fs.readdir(diagDir);
    }
    catch (e) {
        return { source: `the runner's diag folder cannot be listed: ${e.message}` };
    }
    const logs = names
        .flatMap(name => {
        const at = workerLogStart(name);
        return at === undefined ? [] : [{ name, at }];
    })
        .sort((a, b) => b.at - a.at)
        .slice(0, WORKER_LOGS_LOOKED_AT);
    if (!logs.length)
        return { source: `no Worker log in ${diagDir}` };
    for (let i = 0; i < logs.length; i++) {
        const log = logs[i];
        let found;
        try {
            found = readWorkerLog(fs, (0,external_node_path_.join)(diagDir, log.name));
        }
        catch (e) {
            return { source: `the Worker log ${log.name} cannot be read: ${e.message}` };
        }
        // The birth time, when kept, places the start within its named second.
        const startedAt = found.bornAt >= log.at && found.bornAt < log.at + 1000 ? found.bornAt : log.at;
        // The helper runs inside the job: a job whose Worker traced its end is an earlier one.
        if (found.ended)
            return { source: `the job of the newest Worker log, ${log.name}, has completed` };
        if (found.message && found.timelineId)
            return {
                startedAt,
                timelineId: found.timelineId,
                ...(found.jobId ? { jobId: found.jobId } : {}),
                source: `the job message in ${log.name}`
            };
        if (found.started || found.message)
            return { startedAt, source: `the start of the Worker in ${log.name} (no timeline id in it)` };
        // Neither: a later part of a Worker's log, which only follows a part past the size limit.
        const previous = logs[i + 1];
        if (!previous)
            break;
        let previousBytes = 0;
        try {
            const fd = fs.open((0,external_node_path_.join)(diagDir, previous.name));
            try {
                previousBytes = fs.size(fd);
            }
            finally {
                fs.close(fd);
            }
        }
        catch {
            // unreadable: not followed
        }
        if (previousBytes < MIN_SPLIT_BYTES)
            return { source: `the Worker log ${log.name} names no job and follows none` };
    }
    return { source: `no Worker start in the newest Worker logs of ${diagDir}` };
}

;// CONCATENATED MODULE: ./src/steps/follow.ts
/**
 * The heartbeat helper's step output loop: a change event from the OS opens a new page at
 * once (a short step's page may be gone before the next poll), a short poll catches what the
 * events miss (and stands in for them while output streams), the pages are read in bounded slices so heartbeats never wait, and what was
 * captured is handed on every few seconds when it changed, and once more, complete, at stop.
 */





const nodeWatchDir = (dir, onChange) => {
    try {
        const w = (0,external_node_fs_.watch)(dir, { persistent: false }, type => {
            // Writes raise 'change': only creation and removal need a listing.
            if (type === 'rename')
                onChange();
        });
        w.on('error', () => undefined);
        return () => w.close();
    }
    catch {
        return () => undefined; // no events here: the poll alone
    }
};
function followPages(o) {
    const watcher = new PageWatcher({
        dir: o.pagesDir,
        redactor: o.redactor,
        maxBytes: o.maxBytes,
        startedAt: o.clock.now(),
        // `<root>/_diag/pages`: the Worker's own log is in `<root>/_diag`.
        job: o.job ?? learnJob((0,external_node_path_.dirname)(o.pagesDir), o.fs ?? nodePagesFs),
        fs: o.fs
    });
    watcher.scan();
    // While a page grows, the folder's events come with every write the runner makes (two per
    // 4 KB: the step's page and the job's), which costs more than reading the pages: the watch
    // is dropped then, and the folder is listed every few milliseconds instead.
    let unwatch;
    const watch = (on) => {
        if (on && !unwatch) {
            unwatch = (o.watchDir ?? nodeWatchDir)(o.pagesDir, () => watcher.scan());
            watcher.scan();
        }
        else if (!on && unwatch) {
            unwatch();
            unwatch = undefined;
        }
    };
    watch(true);
    const snapshot = (final) => o.save({
        final,
        steps: watcher.steps(),
        missed: watcher.missed,
        skipped: watcher.skipped,
        ...(watcher.trouble ? { trouble: watcher.trouble } : {})
    });
    const loop = async () => {
        let lastSnapshot = o.clock.now();
        let lastGrowth = -Infinity;
        try {
            while (!o.signal.aborted) {
                watcher.scan();
                const read = watcher.read();
                const now = o.clock.now();
                if (read > 0)
                    lastGrowth = now;
                const streaming = now - lastGrowth < STREAMING_QUIET_MS;
                watch(!streaming);
                if (now - lastSnapshot >= (o.snapshotMs ?? STEPS_SNAPSHOT_MS) && watcher.takeChanged()) {
                    snapshot(false);
                    lastSnapshot = now;
                }
                // A full slice: there is more; let the heartbeats run, then go on at once.
                const wait = read >= READ_SLICE_BYTES ? 0 : streaming ? STREAMING_POLL_MS : (o.pollMs ?? PAGES_POLL_MS);
                await o.clock.sleep(wait, o.signal).catch(() => undefined);
            }
        }
        finally {
            watch(false);
            // Post waits a few seconds for the helper, then kills it: what is left unread by then
            // stays unread, and the file says what was read.
            const until = o.clock.now() + DRAIN_BUDGET_MS;
            watcher.drain(() => o.clock.now() < until);
            snapshot(true);
            watcher.close();
        }
    };
    return { progress: () => watcher.progress(), done: loop() };
}

;// CONCATENATED MODULE: ./src/steps/progress.ts
function progressMetadata(p, now) {
    const m = {};
    if (p.currentStep)
        m.current_step = p.currentStep.slice(0, 200);
    if (p.lastOutputAt !== undefined)
        m.seconds_since_output = Math.max(0, Math.round((now - p.lastOutputAt) / 1000));
    return m;
}

;// CONCATENATED MODULE: ./src/helper/steps-file.ts
/**
 * The captured steps, handed from the heartbeat helper to the post step: a JSON file under
 * RUNNER_TEMP beside the helper's status, replaced atomically, mode 0600. Its text is redacted
 * by the helper before it is written; the key is never in it.
 */

function writeSteps(path, report) {
    (0,files/* writeFileAtomicSync */.Q3)(path, `${JSON.stringify(report)}\n`);
}
function readSteps(path) {
    try {
        const text = readRegularFileSync(path)?.text;
        if (text === undefined)
            return undefined;
        const value = JSON.parse(text);
        return Array.isArray(value?.steps) ? value : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/helper/channel.ts
var channel = __webpack_require__(4267);
// EXTERNAL MODULE: ./src/helper/process-facts.ts
var process_facts = __webpack_require__(4527);
;// CONCATENATED MODULE: ./src/helper/heartbeat-helper.ts
/**
 * The heartbeat helper: runs detached from the main step until the post step stops it.
 * It carries on a start report main had to queue (the same retry sequence, learning the run
 * id), beats at the interval, replays what earlier jobs left in the queue, and records what
 * it did in a status file for post. It loads no @actions/* module: it lives for hours, so
 * it stays as small as a bare node process.
 */
















/**
 * The helper as a process: its config from the environment, its key from stdin (never the
 * environment, which other steps could read for as long as the helper lives). Stops when
 * asked on its control channel (helper-channel.ts; the post step's way on every platform), on
 * SIGTERM/SIGINT, after its maximum lifetime, or when the process it watches is gone; writes
 * its final status, answers the request, then exits. The action's helper bundle and the
 * command line's hidden `heartbeat-helper` subcommand both run it.
 */
function runHelperProcess(env) {
    const controller = new AbortController();
    // The reason becomes the status file's stoppedBy.
    const stop = (why) => () => {
        if (!controller.signal.aborted)
            controller.abort(why);
    };
    process.on('SIGTERM', stop('signal'));
    process.on('SIGINT', stop('signal'));
    const config = JSON.parse(env[helper_constants/* HelperEnv */.Yl.config] ?? '{}');
    const lifetime = setTimeout(stop('lifetime'), config.maxLifetimeMs);
    lifetime.unref();
    if (config.watchPid) {
        // Cheap check that the runner's worker still runs: when the job is gone, so are we.
        const watch = setInterval(() => {
            try {
                process.kill(config.watchPid, 0);
            }
            catch (e) {
                if (e.code === 'ESRCH')
                    stop('job gone')();
            }
        }, 30_000);
        watch.unref();
    }
    // Open before the key is read: post may ask as soon as the process exists.
    let finished = () => undefined;
    const final = new Promise(resolve => (finished = resolve));
    const token = (0,files/* randomHex */.nw)(16);
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
        const identity = {
            token,
            control: c.kind,
            procStart: (0,process_facts/* procFacts */.cP)('self')?.startTicks,
            pidNamespace: (0,process_facts/* pidNamespace */.fP)()
        };
        return runHelper(config, apiKey, controller.signal, env, util_clock/* systemClock */.m, identity);
    })
        .then(status => {
        console.log(`heartbeat helper stopped (${status.stoppedBy}): ${status.beatsSent} beats sent, ${status.beatsFailed} failed`);
        return exit(0);
    }, error => {
        console.log(`heartbeat helper failed: ${error.message}`);
        return exit(1);
    });
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
async function runHelper(config, apiKey, stopped, env, clock = util_clock/* systemClock */.m, identity = {}) {
    // Built as main built it (proxy variables included), from main's settings less the key; its
    // retries wait on the helper's clock, as its beats do.
    const client = (0,factory/* createClient */.U)(config.client, apiKey, { env, log: m => console.log(m), clock });
    // The queue module loads only when there is something queued: this process lives for
    // hours, and every module it loads stays in its memory.
    let queue;
    const openQueue = async () => {
        const { RunQueue } = await __webpack_require__.e(/* import() */ 72).then(__webpack_require__.bind(__webpack_require__, 5072));
        queue ??= new RunQueue({ dir: config.queueDir, log: m => console.log(m) });
        return queue;
    };
    const status = {
        pid: process.pid,
        ...identity,
        startedAt: (0,wire/* isoUtc */.u8)(Date.now()),
        updatedAt: (0,wire/* isoUtc */.u8)(Date.now()),
        beatsSent: 0,
        beatsFailed: 0
    };
    const save = () => {
        status.updatedAt = (0,wire/* isoUtc */.u8)(Date.now());
        try {
            (0,status_file/* writeStatus */.K)(config.statusFile, status);
        }
        catch (e) {
            console.log(`could not write ${config.statusFile}: ${e.message}`);
        }
    };
    save();
    // The run's open-run record beside the queue, written here rather than in main (whose time
    // the step pays): if no end ever comes, a later job on this machine ends the run once this
    // process is gone. Its last heartbeat is refreshed now and then, since the status file lives
    // under RUNNER_TEMP, which the next job's runner empties.
    let openRuns;
    let touchedAt = -Infinity;
    const recordOpenRun = async () => {
        if (!config.openRun)
            return;
        try {
            const { OpenRunStore } = await __webpack_require__.e(/* import() */ 190).then(__webpack_require__.bind(__webpack_require__, 5190));
            const store = OpenRunStore.inQueue(config.queueDir);
            await store.open({
                runKey: config.runKey,
                jobName: config.jobName,
                ...config.openRun,
                helper: {
                    pid: process.pid,
                    ...(identity.procStart ? { procStart: identity.procStart } : {})
                },
                statusFile: config.statusFile
            });
            openRuns = store;
        }
        catch (e) {
            console.log(`could not record the open run: ${e.message}`);
        }
    };
    const touchOpenRun = () => {
        if (!openRuns || clock.now() - touchedAt < helper_constants/* OPEN_RUN_TOUCH_MS */.s1)
            return;
        touchedAt = clock.now();
        openRuns.touch(config.runKey, (0,wire/* isoUtc */.u8)(clock.now())).catch((e) => {
            console.log(`could not update the open run: ${e.message}`);
        });
    };
    // Past the job's deadline nothing may beat: the beats, the carried start and the replay stop
    // then too (the reason, `deadline`, becomes stoppedBy), and the run is ended below.
    const timeUp = new AbortController();
    const signal = AbortSignal.any([stopped, timeUp.signal]);
    const deadlineTimer = watchDeadline(config, clock, stopped, () => timeUp.abort('deadline'));
    const steps = followSteps(config, apiKey, signal, clock);
    const background = async () => {
        await recordOpenRun();
        if (config.startQueued) {
            const carried = await carryOnStart({ client, queue: await openQueue() }, config.runKey, {
                signal,
                onTrouble: error => {
                    status.startError = error;
                    save();
                }
            });
            if (carried.delivered) {
                status.runId = carried.runId;
                delete status.startError;
                save();
            }
            else if (carried.error) {
                status.startError = carried.error;
                save();
            }
        }
        if (!signal.aborted && hasRecords((0,external_node_path_.join)(config.queueDir, 'open'))) {
            // Runs of earlier jobs here that never reached their end, whose helper is gone: ended
            // as failed before the replay below, which then sends what had to be queued.
            const { endLostRuns } = await Promise.all(/* import() */[__webpack_require__.e(72), __webpack_require__.e(511)]).then(__webpack_require__.bind(__webpack_require__, 3511));
            await endLostRuns(client, await openQueue(), {
                queueDir: config.queueDir,
                ownRunKey: config.runKey,
                // Named by the starter: no key fingerprint is made here, which would keep node:crypto
                // in this long-lived process's memory.
                ...(config.openRun?.service ? { service: config.openRun.service } : {}),
                deadline: Date.now() + helper_constants/* HELPER_REPLAY_BUDGET_MS */.S2 / 2,
                signal,
                log: m => console.log(m)
            });
        }
        if (signal.aborted || !hasRecords(config.queueDir))
            return;
        // What earlier jobs on this machine left queued: sent in the background, never in a step's time.
        const summary = await (await openQueue()).replay(client, { signal, deadline: Date.now() + helper_constants/* HELPER_REPLAY_BUDGET_MS */.S2 });
        status.replayed = { sent: summary.sent, failed: summary.failed, remaining: summary.remaining };
        if (summary.sent || summary.failed)
            save();
    };
    const beats = async () => {
        if (config.intervalMs <= 0)
            return;
        const stats = await (0,heartbeats/* runHeartbeats */.j)(client, {
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
                    touchOpenRun();
                }
                else {
                    status.beatsFailed++;
                    status.lastError = e.error?.message;
                }
                save();
            }
        });
        status.stoppedBy = stats.stoppedBy === 'signal' ? abortedBy(signal) : stats.stoppedBy;
        if (stats.lastError)
            status.lastError = stats.lastError;
    };
    await Promise.all([background(), beats(), steps?.done]);
    await deadlineTimer;
    // Ended at the deadline, unless the end came first (its request aborts `stopped` first).
    if (timeUp.signal.aborted && !stopped.aborted && config.deadline) {
        const d = config.deadline;
        status.stoppedBy = 'deadline';
        const { endRun } = await Promise.all(/* import() */[__webpack_require__.e(72), __webpack_require__.e(529)]).then(__webpack_require__.bind(__webpack_require__, 529));
        const q = await openQueue();
        const ended = await endRun({ client, queue: q, clock }, {
            jobName: config.jobName,
            runKey: config.runKey,
            startTime: d.startTime,
            runId: status.runId || d.runId,
            pipelineId: d.pipelineId
        }, {
            status: 'failed',
            errorDetails: `timed out: the job ran past its ${d.limitSeconds} s limit`,
            metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'timeout' },
            tags: d.tags
        }, 
        // The job is being killed: what is not delivered soon is queued for a later replay.
        { deadline: clock.now() + DEADLINE_END_BUDGET_MS });
        status.endedRun = {
            at: (0,wire/* isoUtc */.u8)(clock.now()),
            delivered: ended.end?.delivered ?? false,
            queued: Boolean(ended.end && !ended.end.delivered && ended.end.queued)
        };
        const { endSettled } = await __webpack_require__.e(/* import() */ 190).then(__webpack_require__.bind(__webpack_require__, 5190));
        if (endSettled(ended.end))
            await openRuns?.close(config.runKey);
    }
    // Stopped for the run's end: from here its ender holds the run, though this process goes,
    // and no other job on this machine may end it as lost while that end is on its way.
    if (stopped.aborted && abortedBy(stopped) === 'request')
        await openRuns?.markEndAsked(config.runKey, (0,wire/* isoUtc */.u8)(Date.now())).catch((e) => {
            console.log(`could not mark the open run as ending: ${e.message}`);
        });
    status.stoppedBy ??= signal.aborted ? abortedBy(signal) : 'done';
    status.stoppedAt = (0,wire/* isoUtc */.u8)(Date.now());
    save();
    return status;
}
/**
 * Each step's output, followed until the helper is stopped (with heartbeats off too). What it
 * writes is redacted with the key first: the key never reaches the file.
 */
function followSteps(config, apiKey, signal, clock) {
    const o = config.stepOutput;
    if (!o)
        return undefined;
    const file = o.file;
    return followPages({
        pagesDir: o.pagesDir,
        maxBytes: o.maxBytes,
        redactor: new redact/* Redactor */.pO([apiKey]),
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
/** How long the end report at the job's deadline may take before it is queued. */
const DEADLINE_END_BUDGET_MS = 20_000;
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
/** Why the helper was stopped: the word its stopper gave (`request`, `signal`...). */
function abortedBy(signal) {
    return typeof signal.reason === 'string' ? signal.reason : 'signal';
}
/** True when the queue directory holds anything besides its run id links. */
function hasRecords(dir) {
    try {
        // Run id links and open runs are no records to send.
        return (0,external_node_fs_.readdirSync)(dir).some(name => name !== 'runs' && name !== 'open');
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 7535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ writeStatus),
/* harmony export */   r: () => (/* binding */ readStatus)
/* harmony export */ });
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1363);
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
    (0,_util_files_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomicSync */ .Q3)(path, `${JSON.stringify(status)}\n`);
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
    const file = (0,_util_files_js__WEBPACK_IMPORTED_MODULE_0__/* .readRegularFileSync */ .cG)(path, STATUS_MAX_BYTES);
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
