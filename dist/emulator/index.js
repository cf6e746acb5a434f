import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 114:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Env = void 0;
exports.pick = pick;
exports.inputOf = inputOf;
exports.setting = setting;
exports.serviceUrl = serviceUrl;
exports.wholeNumber = wholeNumber;
exports.serviceConfig = serviceConfig;
exports.metadataOf = metadataOf;
exports.tagsOf = tagsOf;
exports.jobNameOf = jobNameOf;
const bounds_js_1 = __nccwpck_require__(755);
const check_js_1 = __nccwpck_require__(785);
const errors_js_1 = __nccwpck_require__(675);
exports.Env = {
    apiKey: 'JOB_MONITOR_API_KEY',
    baseUrl: 'JOB_MONITOR_BASE_URL',
    deploymentUrl: 'JOB_MONITOR_DEPLOYMENT_URL',
    pipelineId: 'JOB_MONITOR_PIPELINE_ID',
    jobName: 'JOB_MONITOR_JOB_NAME',
    queueDir: 'JOB_MONITOR_QUEUE_DIR',
    heartbeatInterval: 'JOB_MONITOR_HEARTBEAT_INTERVAL',
    runId: 'JOB_MONITOR_RUN_ID',
    runKey: 'JOB_MONITOR_RUN_KEY',
    startTime: 'JOB_MONITOR_START_TIME',
    timeout: 'JOB_MONITOR_TIMEOUT',
    attempts: 'JOB_MONITOR_ATTEMPTS'
};
function str(flags, name) {
    const v = flags[name];
    return typeof v === 'string' ? v : undefined;
}
/** A flag's value, else the variable's, trimmed; empty means unset. */
function pick(flags, flag, env, variable) {
    const v = str(flags, flag) ?? (variable ? env[variable] : undefined);
    const t = v?.trim();
    return t ? t : undefined;
}
/** How to name a setting in a message: the flag when it was given, else the variable it came from. */
function inputOf(flags, flag, variable) {
    return variable && typeof flags[flag] !== 'string' ? variable : `--${flag}`;
}
/** A setting's value (as `pick` reads it) and the name of the input it came from, for a check. */
function setting(flags, flag, env, variable) {
    return [pick(flags, flag, env, variable), inputOf(flags, flag, variable)];
}
/** Runs a shared check, turning its refusal into a UsageError naming the flag or variable. */
function checked(check) {
    try {
        return check();
    }
    catch (e) {
        if (e instanceof check_js_1.SettingError)
            throw new errors_js_1.UsageError(e.message, e.setting);
        throw e;
    }
}
/** An http(s) URL; plain http only to loopback, since the key would cross the network in clear. */
function serviceUrl(value, what) {
    return checked(() => (0, check_js_1.checkUrl)(value, what));
}
/** A whole number within [min, max]; `what` is the flag (`--name`) or the variable. */
function wholeNumber(value, what, min, max, unit) {
    return checked(() => (0, check_js_1.checkWholeNumber)(value, what, { min, max, unit }));
}
function serviceConfig(flags, env) {
    const keyFlag = pick(flags, 'api-key', {});
    const timeout = whole(flags, 'timeout', env, exports.Env.timeout, bounds_js_1.Bounds.timeoutSeconds);
    return {
        apiKey: keyFlag ?? env[exports.Env.apiKey]?.trim() ?? '',
        keyFromFlag: keyFlag !== undefined,
        baseUrl: serviceUrl(...setting(flags, 'base-url', env, exports.Env.baseUrl)) ?? '',
        deploymentUrl: serviceUrl(...setting(flags, 'deployment-url', env, exports.Env.deploymentUrl)),
        pipelineId: pick(flags, 'pipeline-id', env, exports.Env.pipelineId),
        queueDir: pick(flags, 'queue-dir', env, exports.Env.queueDir),
        timeoutMs: timeout === undefined ? undefined : timeout * 1000,
        maxAttempts: whole(flags, 'attempts', env, exports.Env.attempts, bounds_js_1.Bounds.attempts),
        quiet: flags.quiet === true
    };
}
function whole(flags, flag, env, variable, rule) {
    const [value, what] = setting(flags, flag, env, variable);
    return wholeNumber(value, what, rule.min, rule.max, rule.unit);
}
/** --metadata (a JSON object) with each --meta key=value merged over it. */
function metadataOf(flags) {
    const json = checked(() => (0, check_js_1.checkMetadata)(str(flags, 'metadata'), '--metadata'));
    let metadata = json && { ...json };
    const pairs = flags.meta;
    for (const pair of Array.isArray(pairs) ? pairs : []) {
        const eq = pair.indexOf('=');
        if (eq <= 0)
            throw new errors_js_1.UsageError(`--meta takes key=value, got ${JSON.stringify(pair)}`, '--meta');
        metadata ??= {};
        metadata[pair.slice(0, eq)] = scalar(pair.slice(eq + 1));
    }
    return metadata;
}
/** Numbers stay numbers and true/false stay booleans; anything else is text. */
function scalar(text) {
    if (/^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(text))
        return Number(text);
    if (text === 'true')
        return true;
    if (text === 'false')
        return false;
    return text;
}
/** Each --tag is one tag (trimmed; empty ones dropped). */
function tagsOf(flags) {
    const tags = flags.tag;
    return checked(() => (0, check_js_1.checkTags)(Array.isArray(tags) ? tags : undefined, '--tag'));
}
function jobNameOf(flags, env) {
    const name = pick(flags, 'job-name', env, exports.Env.jobName);
    if (!name)
        throw new errors_js_1.UsageError(`--job-name is required (or set ${exports.Env.jobName})`);
    return name;
}


/***/ }),

/***/ 675:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ExitCode = exports.UsageError = void 0;
/** A mistake in how the command was called: exit code 2, with the flag or variable named. */
class UsageError extends Error {
    name = 'UsageError';
    /** The flag (`--name`) or environment variable at fault, when one is. */
    input;
    constructor(message, input) {
        super(message);
        this.input = input;
    }
    /** True when the mistake is in an environment variable rather than on the command line. */
    get fromEnvironment() {
        return this.input !== undefined && !this.input.startsWith('--');
    }
}
exports.UsageError = UsageError;
/** Exit codes of every subcommand but `exec` (which exits with its command's own code). */
exports.ExitCode = {
    ok: 0,
    /** The service could not be reached or refused the call. */
    serviceTrouble: 1,
    usage: 2
};


/***/ }),

/***/ 54:
/***/ ((__unused_webpack_module, exports) => {


/**
 * The service's wire shapes, exactly as the API text gives them (sections 2.1-2.4).
 * Shared by the client and the emulator: the emulator checks requests against these
 * rules independently, so it imports types only, never the client's code.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PATHS = exports.NO_ERROR = exports.PIPELINE_STATUSES = exports.END_STATUSES = exports.RUN_STATUSES = void 0;
exports.isoUtc = isoUtc;
exports.RUN_STATUSES = ['running', 'success', 'failed', 'cancelled'];
exports.END_STATUSES = ['success', 'failed', 'cancelled'];
exports.PIPELINE_STATUSES = ['running', 'success', 'failed'];
/** The text sent as error_details when a run ended without error. */
exports.NO_ERROR = 'None';
/** Endpoint paths (section 4). */
exports.PATHS = {
    monitoring: '/monitoring',
    heartbeat: '/heartbeat',
    pipelineNotify: (pipelineId) => `/api/pipelines/${encodeURIComponent(pipelineId)}/notify`,
    pipelines: '/api/v1/pipelines'
};
/**
 * A formatted UTC timestamp with an explicit offset, e.g. `2026-11-22T16:40:00.123+00:00`.
 * The API text asks for "ISO 8601 in UTC with timezone offset"; `+00:00` states the offset
 * in the form every ISO 8601 parser reads.
 */
function isoUtc(ms) {
    return new Date(ms).toISOString().replace(/Z$/, '+00:00');
}


/***/ }),

/***/ 641:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.authForm = authForm;
exports.authorized = authorized;
function authForm(header, pipelineFamily, apiKey) {
    if (!header)
        return 'missing';
    if (header === apiKey)
        return pipelineFamily ? 'wrong' : 'bare';
    if (header === `Bearer ${apiKey}`)
        return pipelineFamily ? 'bearer' : 'wrong';
    return 'wrong';
}
/** True when the request carries the form its endpoint takes; else notes the violation. */
function authorized(record, pipelineFamily) {
    if (record.auth === (pipelineFamily ? 'bearer' : 'bare'))
        return true;
    if (record.auth !== 'missing') {
        record.violations.push(pipelineFamily
            ? 'Authorization must be "Bearer <key>" on the pipeline endpoints'
            : 'Authorization must be the bare key on /monitoring and /heartbeat');
    }
    return false;
}


/***/ }),

/***/ 834:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.BoundedList = void 0;
class BoundedList {
    maxCount;
    maxBytes;
    sizeOf;
    entries = [];
    /** Index of the oldest kept entry: dropping from the front stays O(1). */
    head = 0;
    bytes = 0;
    dropped = 0;
    droppedBytes = 0;
    constructor(maxCount, maxBytes, sizeOf) {
        this.maxCount = maxCount;
        this.maxBytes = maxBytes;
        this.sizeOf = sizeOf;
    }
    /** Keeps `item` as the newest entry, then drops the oldest until both limits hold. */
    push(item) {
        const bytes = this.sizeOf(item);
        this.entries.push({ item, bytes });
        this.bytes += bytes;
        this.trim();
    }
    /** Drops the oldest entries while either limit is exceeded (the newest always stays). */
    trim() {
        while (this.entries.length - this.head > 1 &&
            (this.entries.length - this.head > this.maxCount || this.bytes > this.maxBytes)) {
            const e = this.entries[this.head++];
            this.bytes -= e.bytes;
            this.dropped++;
            this.droppedBytes += e.bytes;
        }
        // Compact once the dropped prefix is as long as what is kept.
        if (this.head > 0 && this.head * 2 >= this.entries.length) {
            this.entries = this.entries.slice(this.head);
            this.head = 0;
        }
    }
    /** The kept entries, oldest first (a new array). */
    items() {
        const out = [];
        for (let i = this.head; i < this.entries.length; i++)
            out.push(this.entries[i].item);
        return out;
    }
    get length() {
        return this.entries.length - this.head;
    }
    retention() {
        return {
            kept: this.length,
            bytes: this.bytes,
            dropped: this.dropped,
            droppedBytes: this.droppedBytes,
            maxCount: this.maxCount,
            maxBytes: this.maxBytes
        };
    }
    clear() {
        this.entries = [];
        this.head = 0;
        this.bytes = 0;
        this.dropped = 0;
        this.droppedBytes = 0;
    }
}
exports.BoundedList = BoundedList;


/***/ }),

/***/ 474:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.emulatorOptions = emulatorOptions;
exports.emulatorCommand = emulatorCommand;
exports.runsCommand = runsCommand;
/** `job-monitor emulator` and `job-monitor runs`. */
const node_crypto_1 = __nccwpck_require__(598);
const config_js_1 = __nccwpck_require__(114);
const server_js_1 = __nccwpck_require__(612);
const table_js_1 = __nccwpck_require__(223);
/**
 * The emulator's flags, read the same way for `job-monitor emulator` and the emulator's own
 * bundle. A value that is not a whole number in range is a UsageError naming its flag.
 */
function emulatorOptions(flags, env) {
    return {
        port: (0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'port', {}), '--port', 0, 65535) ?? 0,
        apiKey: (0, config_js_1.pick)(flags, 'api-key', {}),
        host: (0, config_js_1.pick)(flags, 'host', {}),
        hourlyLimit: (0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'hourly-limit', {}), '--hourly-limit', 1, 1_000_000),
        heartbeatIntervalSeconds: (0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'heartbeat-interval', {}), '--heartbeat-interval', 1, 86_400),
        env
    };
}
async function emulatorCommand(o) {
    const given = o.apiKey || o.env.JOB_MONITOR_API_KEY;
    // A key made here guards nothing real; it is shown (once listening) so the user can
    // configure a client.
    const apiKey = given || `emu_${(0, node_crypto_1.randomBytes)(12).toString('hex')}`;
    const emulator = await (0, server_js_1.startEmulator)({
        port: o.port,
        host: o.host,
        apiKey,
        hourlyLimit: o.hourlyLimit,
        heartbeatIntervalSeconds: o.heartbeatIntervalSeconds
    });
    if (!given)
        process.stderr.write(`api key: ${apiKey}\n`);
    // The first line of stdout is the base URL alone, for scripts.
    process.stdout.write(`${emulator.url}\n`);
    process.stderr.write(`Job Monitoring Service emulator on ${emulator.url} (run history: ${emulator.url}/)\n`);
    await new Promise(resolve => {
        const stop = () => resolve();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
    });
    await emulator.close();
}
async function runsCommand(o) {
    const res = await fetch(new URL('/_emulator/runs', o.url));
    if (!res.ok)
        throw new Error(`${o.url} answered ${res.status} for its run history`);
    const runs = (await res.json());
    process.stdout.write(o.json ? `${JSON.stringify(runs, null, 2)}\n` : (0, table_js_1.renderRunsTable)(runs));
}


/***/ }),

/***/ 699:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isJsonBody = isJsonBody;
/**
 * True when Content-Type is `application/json` (parameters such as charset allowed). A page in
 * a browser can send a form or text/plain to any origin without asking first; JSON it can send
 * only after a CORS preflight, which the emulator never grants.
 */
function isJsonBody(headers) {
    return (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}


/***/ }),

/***/ 398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.control = control;
const content_type_js_1 = __nccwpck_require__(699);
const view_js_1 = __nccwpck_require__(370);
const ok = { status: 200, body: { ok: true } };
const ENDPOINTS = [
    { method: 'GET', path: '/_emulator/requests', handle: s => read(s.requests.list()) },
    { method: 'GET', path: '/_emulator/runs', handle: s => read(s.runs.list()) },
    { method: 'GET', path: '/_emulator/notifications', handle: s => read(s.notifications.items()) },
    { method: 'GET', path: '/_emulator/heartbeats', handle: s => read(s.heartbeats.items()) },
    { method: 'GET', path: '/_emulator/record', handle: s => read(s.summary()) },
    { method: 'GET', path: '/_emulator/faults', handle: s => read(s.faults.pending()) },
    {
        method: 'GET',
        path: '/_emulator/pages/runs',
        // The logs of the runs named in ?logs= only (the ones open on the page): the page polls
        // this every few seconds, and every log it has not opened would be sent again each time.
        handle: (s, _raw, query) => {
            const open = new Set(query.getAll('logs'));
            return read((0, view_js_1.runsPageView)(s.runs.list(), s.iso(), s.summary(), id => open.has(id)));
        }
    },
    {
        method: 'POST',
        path: '/_emulator/faults',
        handle: (s, raw) => {
            try {
                const value = JSON.parse(raw);
                for (const f of Array.isArray(value) ? value : [value])
                    s.faults.add(f);
                return ok;
            }
            catch (e) {
                return { status: 400, body: { error: e.message } };
            }
        }
    },
    {
        method: 'DELETE',
        path: '/_emulator/faults',
        handle: s => {
            s.faults.clear();
            return ok;
        }
    },
    {
        method: 'POST',
        path: '/_emulator/reset',
        handle: s => {
            s.reset();
            return ok;
        }
    }
];
function read(body) {
    return { status: 200, body };
}
/** The answer to a request under /_emulator/. */
function control(state, method, path, query, headers, raw) {
    const atPath = ENDPOINTS.filter(e => e.path === path);
    if (atPath.length === 0)
        return { status: 404, body: { error: 'no such emulator endpoint' } };
    const endpoint = atPath.find(e => e.method === method);
    if (!endpoint) {
        const allow = atPath.map(e => e.method).join(', ');
        return {
            status: 405,
            body: { error: `${path} takes ${allow}` },
            headers: { Allow: allow }
        };
    }
    if (endpoint.method !== 'GET' && !(0, content_type_js_1.isJsonBody)(headers)) {
        return {
            status: 415,
            body: { error: `${method} ${path} takes Content-Type: application/json only` }
        };
    }
    return endpoint.handle(state, raw, query);
}


/***/ }),

/***/ 53:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.handleRunReport = handleRunReport;
exports.handleHeartbeat = handleHeartbeat;
exports.handleNotify = handleNotify;
exports.listPipelines = listPipelines;
/** The four endpoints of the API text: what each checks, records and answers. */
const node_crypto_1 = __nccwpck_require__(598);
const rules_js_1 = __nccwpck_require__(876);
function handleRunReport(state, body, record) {
    const { runs } = state;
    const violations = (0, rules_js_1.checkRunReport)(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    if (body.status === 'running') {
        const runId = `run_${(0, node_crypto_1.randomBytes)(8).toString('hex')}`;
        runs.add({
            run_id: runId,
            job_name: body.job_name,
            status: 'running',
            start_time: body.start_time,
            end_time: null,
            error_details: null,
            ...((0, rules_js_1.isObject)(body.metadata) ? { metadata: body.metadata } : {}),
            ...('tags' in body ? { tags: body.tags } : {}),
            ...(typeof body.logs === 'string' ? { logs: body.logs } : {}),
            heartbeats: 0,
            received_start: state.iso()
        });
        return { status: 200, body: { run_id: runId }, doubleEncoded: true };
    }
    const run = runs.get(body.run_id);
    if (!run) {
        record.violations.push('end report for an unknown run_id');
        return { status: 404, body: { error: `unknown run_id ${JSON.stringify(body.run_id)}` } };
    }
    if (run.status !== 'running') {
        record.violations.push(`end report for a run already ${run.status}`);
        return { status: 409, body: { error: `run ${run.run_id} already ended (${run.status})` } };
    }
    const mismatch = [];
    if (body.job_name !== run.job_name)
        mismatch.push('job_name must be the same as on the start');
    if (body.start_time !== run.start_time) {
        mismatch.push("start_time must be byte-identical to the start report's");
    }
    if (mismatch.length) {
        record.violations.push(...mismatch);
        return { status: 400, body: { error: mismatch.join('; ') } };
    }
    run.status = body.status;
    run.end_time = body.end_time;
    run.error_details = body.error_details ?? null;
    if ((0, rules_js_1.isObject)(body.metadata))
        run.end_metadata = body.metadata;
    if ('tags' in body)
        run.tags = body.tags;
    if (typeof body.logs === 'string') {
        // The end's logs replace the start's, including any the emulator had to drop.
        run.logs = body.logs;
        delete run.logs_dropped_bytes;
    }
    run.received_end = state.iso();
    runs.updated(run);
    return { status: 200, body: { update_status: 'success' }, doubleEncoded: true };
}
function handleHeartbeat(state, body, record, intervalMs) {
    const violations = (0, rules_js_1.checkHeartbeat)(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    const jobName = body.job_name;
    const run = state.runs
        .list()
        .reverse()
        .find(r => r.job_name === jobName && r.status === 'running');
    const at = state.iso();
    if (run) {
        run.heartbeats++;
        run.last_heartbeat = at;
    }
    state.heartbeats.push({
        at,
        job_name: jobName,
        current_time: body.current_time,
        ...((0, rules_js_1.isObject)(body.metadata) ? { metadata: body.metadata } : {}),
        ...(run ? { run_id: run.run_id } : {})
    });
    return {
        status: 200,
        body: {
            success: true,
            message: `Heartbeat received for ${jobName}`,
            next_expected: new Date(state.now() + intervalMs).toISOString()
        }
    };
}
function handleNotify(state, pipelineId, body, record) {
    const violations = (0, rules_js_1.checkPipelineNotification)(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    state.notifications.push({
        at: state.iso(),
        pipeline_id: pipelineId,
        status: body.status,
        ...(typeof body.message === 'string' ? { message: body.message } : {}),
        ...((0, rules_js_1.isObject)(body.metadata) ? { metadata: body.metadata } : {})
    });
    return { status: 200, body: { status: 'ok', pipeline_id: pipelineId } };
}
function listPipelines(state) {
    const byId = new Map();
    for (const n of state.notifications.items()) {
        const p = byId.get(n.pipeline_id);
        byId.set(n.pipeline_id, {
            pipeline_id: n.pipeline_id,
            status: n.status,
            ...(n.message ? { message: n.message } : {}),
            updated_at: n.at,
            notifications: (p?.notifications ?? 0) + 1
        });
    }
    return { status: 200, body: { pipelines: [...byId.values()] } };
}


/***/ }),

/***/ 94:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.FaultBook = void 0;
exports.describeFault = describeFault;
function describeFault(f) {
    if (f.hang)
        return 'hang';
    if (f.reset)
        return 'reset';
    if (f.updateStatusFailed)
        return 'update_status Failed';
    if (f.status)
        return `status ${f.status}${f.retryAfter ? ` (Retry-After ${f.retryAfter})` : ''}`;
    return `delay ${f.delayMs ?? 0} ms`;
}
function matches(f, path, isEnd) {
    if (f.updateStatusFailed && !isEnd)
        return false;
    if (f.path === '*')
        return true;
    if (f.path.endsWith('*'))
        return path.startsWith(f.path.slice(0, -1));
    return f.path === path;
}
class FaultBook {
    faults = [];
    add(f) {
        if (typeof f?.path !== 'string' || f.path === '')
            throw new Error('a fault needs a path');
        this.faults.push({ ...f, left: Math.max(1, Math.floor(f.count ?? 1)) });
    }
    /** The faults still to be played, each with the uses it has left. */
    pending() {
        return this.faults.map(f => ({ ...f }));
    }
    clear() {
        this.faults = [];
    }
    /** Takes one use of the first fault that applies to this request. */
    take(path, isEnd) {
        const i = this.faults.findIndex(f => matches(f, path, isEnd));
        if (i < 0)
            return undefined;
        const f = this.faults[i];
        if (--f.left <= 0)
            this.faults.splice(i, 1);
        return f;
    }
}
exports.FaultBook = FaultBook;


/***/ }),

/***/ 936:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.durationOf = durationOf;
exports.shortTime = shortTime;
exports.retentionLine = retentionLine;
function durationOf(run, nowIso) {
    const start = Date.parse(run.start_time);
    const end = Date.parse(run.end_time ?? nowIso ?? '');
    if (Number.isNaN(start) || Number.isNaN(end))
        return '';
    const s = Math.max(0, Math.round((end - start) / 100) / 10);
    if (s < 60)
        return `${s.toFixed(1)} s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m} min ${Math.round(s % 60)} s`;
    return `${Math.floor(m / 60)} h ${m % 60} min`;
}
/** 2026-11-22T10:00:00.123+00:00 -> 2026-11-22 10:00:00 (UTC). */
function shortTime(iso) {
    if (!iso)
        return '';
    const t = Date.parse(iso);
    return Number.isNaN(t) ? iso : new Date(t).toISOString().replace('T', ' ').slice(0, 19);
}
/** What the emulator keeps and has dropped to stay within its limits, in one line. */
function retentionLine(s) {
    const dropped = (n, what) => (n ? `, ${n} older ${what} dropped` : '');
    return (`Kept: ${s.requests.kept} requests (${mib(s.requests.bytes)} of ${mib(s.requests.maxBytes)})` +
        `${dropped(s.requests.dropped, 'requests')}; ${s.runs.kept} runs` +
        `${dropped(s.runs.dropped, 'runs')}${dropped(s.runs.logsDropped, "runs' logs")}; ` +
        `${s.heartbeats.kept} heartbeats${dropped(s.heartbeats.dropped, 'heartbeats')}; ` +
        `${s.notifications.kept} pipeline notifications` +
        `${dropped(s.notifications.dropped, 'notifications')}. ` +
        `Bodies over ${mib(s.maxBodyBytes)} are refused (413).`);
}
function mib(bytes) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}


/***/ }),

/***/ 885:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.refuseForeignHost = refuseForeignHost;
/** A 403 unless `host` (the Host header) names an address, localhost or `listenHost`. */
function refuseForeignHost(host, listenHost) {
    const name = host === undefined ? undefined : hostName(host);
    if (name !== undefined && (isAddressOrLocalhost(name) || name === listenHost?.toLowerCase())) {
        return undefined;
    }
    return {
        status: 403,
        body: { error: 'the emulator answers requests to an IP address, localhost or its --host only' }
    };
}
/** The name in a Host header, without its port or IPv6 brackets, lower case. */
function hostName(host) {
    const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0];
    return name.toLowerCase();
}
function isAddressOrLocalhost(name) {
    return (name === 'localhost' ||
        /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
        /^[0-9a-f]*:[0-9a-f:.]*$/.test(name));
}


/***/ }),

/***/ 630:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RUNS_PAGE_HEADERS = void 0;
exports.escapeHtml = escapeHtml;
exports.renderRunsPage = renderRunsPage;
exports.renderRunsView = renderRunsView;
/**
 * The run history as an HTML page, served at `/`: rendered on the server from the page's view
 * (view.ts), then kept up to date in place by its script (page-script.ts), so nothing the user
 * opened closes. Text from requests is escaped here and set as text by the script; the
 * Content-Security-Policy runs no script but the page's own.
 */
const node_crypto_1 = __nccwpck_require__(598);
const page_script_js_1 = __nccwpck_require__(70);
const view_js_1 = __nccwpck_require__(370);
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
const STYLE = `
  /* The script keeps the row being read in place itself (page-script.ts). */
  html { overflow-anchor: none; }
  body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #1f2328; }
  h1 { font-size: 1.3rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; }
  .num { text-align: right; }
  .status { color: #fff; border-radius: 1rem; padding: .1rem .6rem; font-weight: 600; background: #6e7781; }
  .status-running { background: #0969da; }
  .status-success { background: #1a7f37; }
  .status-failed { background: #cf222e; }
  pre { max-height: 20rem; overflow: auto; background: #f6f8fa; padding: .5rem; }
  .empty { color: #6e7781; }
`;
const sha256 = (text) => (0, node_crypto_1.createHash)('sha256').update(text).digest('base64');
/** The page's own script and style by hash, and nothing else: no injected markup can run. */
exports.RUNS_PAGE_HEADERS = Object.freeze({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${sha256(page_script_js_1.RUNS_PAGE_SCRIPT)}'; ` +
        `style-src 'sha256-${sha256(STYLE)}'; connect-src 'self'; base-uri 'none'; ` +
        `form-action 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store'
});
const EMPTY_ROW = {
    run_id: '',
    job_name: '',
    status: '',
    status_class: 'other',
    start: '',
    duration: '',
    heartbeats: '',
    error: '',
    logs_title: ''
};
/** One run's row; the script clones the empty one (a template) for runs that arrive. */
function renderRow(r) {
    const cell = (name, value) => `data-cell="${name}">${escapeHtml(value)}`;
    return `<tr${r.run_id ? ` data-run-id="${escapeHtml(r.run_id)}"` : ''}>
  <td ${cell('job_name', r.job_name)}</td>
  <td><span class="status status-${r.status_class}" ${cell('status', r.status)}</span></td>
  <td ${cell('start', r.start)}</td>
  <td class="num" ${cell('duration', r.duration)}</td>
  <td class="num" ${cell('heartbeats', r.heartbeats)}</td>
  <td><code ${cell('run_id', r.run_id)}</code></td>
  <td><span ${cell('error', r.error)}</span><details${r.logs_title ? '' : ' hidden'}><summary>${escapeHtml(r.logs_title)}</summary><pre>${escapeHtml(r.logs ?? '')}</pre></details></td>
</tr>`;
}
function renderRunsPage(runs, nowIso, summary) {
    return renderRunsView((0, view_js_1.runsPageView)(runs, nowIso, summary));
}
function renderRunsView(view) {
    const none = view.runs.length === 0;
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>job-monitor: runs</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Job Monitoring Service emulator: runs</h1>
<p class="empty" id="no-runs"${none ? '' : ' hidden'}>No runs yet.</p>
<table id="runs"${none ? ' hidden' : ''}>
<thead><tr><th>Job</th><th>Status</th><th>Start (UTC)</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error / logs</th></tr></thead>
<tbody id="run-rows">
${view.runs.map(renderRow).join('\n')}
</tbody>
</table>
<template id="run-row">${renderRow(EMPTY_ROW)}</template>
<p class="empty" id="retention">${escapeHtml(view.retention)}</p>
<p class="empty"><span id="updated">${escapeHtml(view.updated)}</span> JSON: <a href="/_emulator/runs">runs</a>, <a href="/_emulator/requests">requests</a>, <a href="/_emulator/record">record</a>.</p>
<script>${page_script_js_1.RUNS_PAGE_SCRIPT}</script>
</body>
</html>
`;
}


/***/ }),

/***/ 599:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_LIMITS = void 0;
exports.resolveLimits = resolveLimits;
exports.jsonBytes = jsonBytes;
const MiB = 1024 * 1024;
exports.DEFAULT_LIMITS = Object.freeze({
    maxBodyBytes: 5 * MiB,
    maxRecordedRequests: 10_000,
    maxRecordedBytes: 32 * MiB,
    maxRuns: 10_000,
    maxRunBytes: 32 * MiB,
    maxEvents: 10_000,
    maxEventBytes: 8 * MiB
});
/** The defaults with `given` over them; a limit that is not a positive whole number throws. */
function resolveLimits(given = {}) {
    const limits = { ...exports.DEFAULT_LIMITS, ...given };
    for (const [name, value] of Object.entries(limits)) {
        if (!Number.isSafeInteger(value) || value < 1) {
            throw new Error(`emulator limit ${name} must be a positive whole number, got ${value}`);
        }
    }
    return limits;
}
/** Bytes of `value` as JSON: how the bounded stores size what they keep. */
function jsonBytes(value) {
    return Buffer.byteLength(JSON.stringify(value) ?? '');
}


/***/ }),

/***/ 70:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RUNS_PAGE_SCRIPT = exports.RUNS_PAGE_POLL_MS = void 0;
/**
 * The run page's script: every few seconds it fetches the page's view (view.ts), with the logs
 * of the runs whose log is open, and updates the rows in place, so a log the user opened stays
 * open and keeps its scroll. New rows are clones of the page's own row template. The row the
 * user is reading stays where it is on the screen (the page is scrolled by what arrived above
 * it, unless it is at its very top, where the user watches new runs arrive). Every value from
 * the view is set with textContent, never parsed as HTML. Plain browser JavaScript, served
 * inline as written (no build step); the page's Content-Security-Policy allows this script by
 * its hash and nothing else.
 */
exports.RUNS_PAGE_POLL_MS = 2000;
exports.RUNS_PAGE_SCRIPT = `
'use strict';
(function () {
  var VIEW = '/_emulator/pages/runs';
  var tbody = document.getElementById('run-rows');
  var template = document.getElementById('run-row');
  var table = document.getElementById('runs');
  var noRuns = document.getElementById('no-runs');
  var retention = document.getElementById('retention');
  var updated = document.getElementById('updated');

  function setText(el, text) {
    if (el && el.textContent !== text) el.textContent = text;
  }

  function rowFor(run) {
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var i = 0; i < rows.length; i++) {
      if (rows[i].dataset.runId === run.run_id) return rows[i];
    }
    var tr = template.content.firstElementChild.cloneNode(true);
    tr.dataset.runId = run.run_id;
    return tr;
  }

  function fill(tr, run) {
    var cells = tr.querySelectorAll('[data-cell]');
    for (var i = 0; i < cells.length; i++) {
      var value = run[cells[i].dataset.cell];
      setText(cells[i], value === undefined ? '' : String(value));
    }
    var status = tr.querySelector('[data-cell="status"]');
    var statusClass = 'status status-' + run.status_class;
    if (status.className !== statusClass) status.className = statusClass;
    var details = tr.querySelector('details');
    details.hidden = !run.logs_title;
    setText(details.querySelector('summary'), run.logs_title);
    var pre = details.querySelector('pre');
    // Logs come only for the logs that are open; a closed one keeps its text until opened.
    if (run.logs !== undefined && pre.textContent !== run.logs) {
      // Replacing the text would scroll the log back to its top.
      var top = pre.scrollTop;
      pre.textContent = run.logs;
      pre.scrollTop = top;
    }
  }

  // The first row in view, and where it is: rows that arrive above it must not move it.
  function anchor() {
    if (window.scrollY === 0) return null;
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var i = 0; i < rows.length; i++) {
      var box = rows[i].getBoundingClientRect();
      if (box.bottom > 0) return { row: rows[i], top: box.top };
    }
    return null;
  }

  function apply(view) {
    var held = anchor();
    var keep = {};
    var before = tbody.firstElementChild;
    for (var i = 0; i < view.runs.length; i++) {
      var run = view.runs[i];
      var tr = rowFor(run);
      fill(tr, run);
      keep[run.run_id] = true;
      // Rows already in order stay where they are: moving one would reset its log's scroll.
      if (tr !== before) tbody.insertBefore(tr, before);
      before = tr.nextElementSibling;
    }
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var j = 0; j < rows.length; j++) {
      if (!keep[rows[j].dataset.runId]) rows[j].remove();
    }
    table.hidden = view.runs.length === 0;
    noRuns.hidden = view.runs.length > 0;
    setText(retention, view.retention);
    setText(updated, view.updated);
    if (held && held.row.isConnected) {
      var moved = held.row.getBoundingClientRect().top - held.top;
      if (moved) window.scrollBy(0, moved);
    }
  }

  function viewUrl() {
    var query = new URLSearchParams();
    var open = tbody.querySelectorAll('tr[data-run-id] details[open]');
    for (var i = 0; i < open.length; i++) {
      query.append('logs', open[i].closest('tr').dataset.runId);
    }
    return VIEW + '?' + query.toString();
  }

  var timer = null;
  function poll() {
    clearTimeout(timer);
    fetch(viewUrl(), { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(function (res) {
        if (!res.ok) throw new Error('status ' + res.status);
        return res.json();
      })
      .then(apply)
      .catch(function () {
        setText(updated, 'The emulator is not answering; trying again.');
      })
      .then(function () {
        clearTimeout(timer);
        timer = setTimeout(poll, ${exports.RUNS_PAGE_POLL_MS});
      });
  }
  // A log opened shows its newest text at once, not at the next poll.
  tbody.addEventListener(
    'toggle',
    function (e) {
      if (e.target.open) poll();
    },
    true
  );
  timer = setTimeout(poll, ${exports.RUNS_PAGE_POLL_MS});
})();
`;


/***/ }),

/***/ 795:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HourlyLimit = void 0;
/**
 * The hourly request limit (API text, 8): fixed one-hour windows from the first counted
 * request (the API text leaves open whether the window is fixed or sliding).
 */
const HOUR_MS = 3600_000;
class HourlyLimit {
    now;
    perHour;
    windowStart;
    windowCount = 0;
    constructor(now, perHour) {
        this.now = now;
        this.perHour = perHour;
    }
    /** Counts a request; over the limit, the seconds until the window ends (for Retry-After). */
    overLimit() {
        const t = this.now();
        if (this.windowStart === undefined || t - this.windowStart >= HOUR_MS) {
            this.windowStart = t;
            this.windowCount = 0;
        }
        this.windowCount++;
        if (this.windowCount <= this.perHour)
            return undefined;
        return Math.max(1, Math.ceil((this.windowStart + HOUR_MS - t) / 1000));
    }
    reset() {
        this.windowStart = undefined;
        this.windowCount = 0;
    }
}
exports.HourlyLimit = HourlyLimit;


/***/ }),

/***/ 606:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RequestRecord = void 0;
const auth_js_1 = __nccwpck_require__(641);
const bounded_js_1 = __nccwpck_require__(834);
/** The record's own fields beside the body, counted so many tiny requests are bounded too. */
const RECORD_OVERHEAD_BYTES = 256;
class RequestRecord {
    iso;
    kept;
    /** Numbers the records; not reset, so a record's number stays unique. */
    seq = 0;
    constructor(maxRequests, maxBytes, iso) {
        this.iso = iso;
        this.kept = new bounded_js_1.BoundedList(maxRequests, maxBytes, r => Buffer.byteLength(r.rawBody) + RECORD_OVERHEAD_BYTES);
    }
    /** Records a request with its body as received (parsed too, when it is JSON). */
    add(req, path, raw, pipelineFamily, apiKey) {
        let parsed = null;
        try {
            parsed = raw ? JSON.parse(raw) : null;
        }
        catch {
            parsed = null;
        }
        const record = {
            seq: ++this.seq,
            at: this.iso(),
            method: req.method ?? '',
            path,
            auth: (0, auth_js_1.authForm)(req.headers.authorization, pipelineFamily, apiKey),
            rawBody: raw,
            body: parsed,
            status: 0,
            violations: []
        };
        this.kept.push(record);
        return record;
    }
    /** Records a request refused for the size of its body: its body is not kept. */
    refuseTooLarge(req, path, bytes, maxBytes, pipelineFamily, apiKey) {
        const record = this.add(req, path, '', pipelineFamily, apiKey);
        record.status = 413;
        record.violations.push(`the body (${bytes} bytes) is over the emulator's limit of ${maxBytes} bytes; not kept`);
        return record;
    }
    /** Oldest first. */
    list() {
        return this.kept.items();
    }
    retention() {
        return this.kept.retention();
    }
    clear() {
        this.kept.clear();
    }
}
exports.RequestRecord = RequestRecord;


/***/ }),

/***/ 269:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.route = route;
exports.isPipelineFamily = isPipelineFamily;
function route(method, path) {
    if (method === 'POST' && path === '/monitoring')
        return { endpoint: 'monitoring' };
    if (method === 'POST' && path === '/heartbeat')
        return { endpoint: 'heartbeat' };
    if (method === 'GET' && path === '/api/v1/pipelines')
        return { endpoint: 'list-pipelines' };
    const notify = /^\/api\/pipelines\/([^/]+)\/notify$/.exec(path);
    if (method === 'POST' && notify)
        return { endpoint: 'notify', pipelineId: notify[1] };
    return { endpoint: 'unknown' };
}
/** The pipeline endpoints, which take `Bearer <key>`. */
function isPipelineFamily(path) {
    return path.startsWith('/api/');
}


/***/ }),

/***/ 876:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isObject = isObject;
exports.checkRunReport = checkRunReport;
exports.checkHeartbeat = checkHeartbeat;
exports.checkPipelineNotification = checkPipelineNotification;
/**
 * The wire rules of the API text, checked independently of the client: each function returns
 * the rules a request body breaks, in words that name the field.
 */
const wire_js_1 = __nccwpck_require__(54);
/** ISO 8601 date-time; `withOffset` asks for an explicit Z or ±hh:mm. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_ANY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function timestamp(body, field, withOffset, out) {
    const v = body[field];
    if (typeof v !== 'string') {
        out.push(`${field} must be an ISO 8601 timestamp string`);
    }
    else if (!(withOffset ? ISO_WITH_OFFSET : ISO_ANY).test(v) || Number.isNaN(Date.parse(v))) {
        out.push(`${field} must be an ISO 8601 timestamp${withOffset ? ' in UTC with a timezone offset' : ''}, got ${JSON.stringify(v)}`);
    }
}
function optionalFields(body, out) {
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    if ('tags' in body && body.tags !== null) {
        if (!Array.isArray(body.tags) || body.tags.some(t => typeof t !== 'string')) {
            out.push('tags must be null or a list of strings');
        }
    }
    if ('logs' in body && typeof body.logs !== 'string')
        out.push('logs must be a string');
}
function jobName(body, out) {
    if (typeof body.job_name !== 'string' || body.job_name.trim() === '') {
        out.push('job_name must be a non-empty string');
    }
}
/** 2.1 on a start: status running, run_id "", end_time null, error_details null. */
function checkRunReport(body) {
    const out = [];
    jobName(body, out);
    const status = body.status;
    if (typeof status !== 'string' || !wire_js_1.RUN_STATUSES.includes(status)) {
        out.push(`status must be one of ${wire_js_1.RUN_STATUSES.join(', ')}`);
        return out;
    }
    if (!('run_id' in body))
        out.push('run_id is required');
    if (!('start_time' in body))
        out.push('start_time is required');
    else
        timestamp(body, 'start_time', true, out);
    if (!('end_time' in body))
        out.push('end_time is required (null on a start)');
    if (status === 'running') {
        if (body.run_id !== '') {
            out.push(`run_id must be an empty string on a start, got ${JSON.stringify(body.run_id)} ` +
                '(the API text shows null in an example; its field description is the rule)');
        }
        if ('end_time' in body && body.end_time !== null)
            out.push('end_time must be null on a start');
        if ('error_details' in body && body.error_details !== null) {
            out.push('error_details must be null on a start');
        }
    }
    else {
        if (typeof body.run_id !== 'string' || body.run_id === '') {
            out.push('run_id must be the run_id returned by the start');
        }
        if ('end_time' in body)
            timestamp(body, 'end_time', true, out);
        if ('error_details' in body && typeof body.error_details !== 'string') {
            out.push('error_details must be a string on an end (the literal None when there is no error)');
        }
        if (!wire_js_1.END_STATUSES.includes(status))
            out.push('bad end status');
    }
    optionalFields(body, out);
    return out;
}
/** 2.3. */
function checkHeartbeat(body) {
    const out = [];
    jobName(body, out);
    timestamp(body, 'current_time', false, out);
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    return out;
}
/** 2.4. */
function checkPipelineNotification(body) {
    const out = [];
    if (typeof body.status !== 'string' ||
        !wire_js_1.PIPELINE_STATUSES.includes(body.status)) {
        out.push(`status must be one of ${wire_js_1.PIPELINE_STATUSES.join(', ')}`);
    }
    if ('message' in body && typeof body.message !== 'string')
        out.push('message must be a string');
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    return out;
}


/***/ }),

/***/ 369:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RunStore = void 0;
/**
 * The run history, kept within a count and a byte budget. Over the bytes, the oldest runs lose
 * their logs first (the row stays, with how many bytes of logs it lost), then the oldest runs go;
 * the newest run is always kept whole.
 */
const limits_js_1 = __nccwpck_require__(599);
class RunStore {
    maxCount;
    maxBytes;
    runs = new Map();
    bytes = 0;
    dropped = 0;
    logsDropped = 0;
    constructor(maxCount, maxBytes) {
        this.maxCount = maxCount;
        this.maxBytes = maxBytes;
    }
    get(runId) {
        return this.runs.get(runId)?.run;
    }
    /** Oldest first. */
    list() {
        return [...this.runs.values()].map(e => e.run);
    }
    add(run) {
        const bytes = (0, limits_js_1.jsonBytes)(run);
        this.runs.set(run.run_id, { run, bytes });
        this.bytes += bytes;
        this.trim(run.run_id);
    }
    /** Counts a run again after it changed (its end, with logs and metadata). */
    updated(run) {
        const e = this.runs.get(run.run_id);
        if (!e)
            return;
        this.resize(e);
        this.trim(run.run_id);
    }
    resize(e) {
        const bytes = (0, limits_js_1.jsonBytes)(e.run);
        this.bytes += bytes - e.bytes;
        e.bytes = bytes;
    }
    /** Applies both limits, sparing `spared` (the run just added or changed). */
    trim(spared) {
        for (const [id, e] of this.runs) {
            if (this.runs.size <= this.maxCount)
                break;
            if (id !== spared)
                this.drop(id, e);
        }
        // Over the bytes, the oldest runs' logs go first...
        for (const [id, e] of this.runs) {
            if (this.bytes <= this.maxBytes)
                return;
            if (id !== spared && e.run.logs !== undefined) {
                e.run.logs_dropped_bytes = Buffer.byteLength(e.run.logs);
                delete e.run.logs;
                this.logsDropped++;
                this.resize(e);
            }
        }
        // ...then the oldest runs.
        for (const [id, e] of this.runs) {
            if (this.bytes <= this.maxBytes)
                return;
            if (id !== spared)
                this.drop(id, e);
        }
    }
    drop(id, e) {
        this.runs.delete(id);
        this.bytes -= e.bytes;
        this.dropped++;
    }
    retention() {
        return {
            kept: this.runs.size,
            bytes: this.bytes,
            dropped: this.dropped,
            logsDropped: this.logsDropped,
            maxCount: this.maxCount,
            maxBytes: this.maxBytes
        };
    }
    clear() {
        this.runs = new Map();
        this.bytes = 0;
        this.dropped = 0;
        this.logsDropped = 0;
    }
}
exports.RunStore = RunStore;


/***/ }),

/***/ 612:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.startEmulator = startEmulator;
const node_http_1 = __nccwpck_require__(67);
const auth_js_1 = __nccwpck_require__(641);
const content_type_js_1 = __nccwpck_require__(699);
const control_js_1 = __nccwpck_require__(398);
const host_js_1 = __nccwpck_require__(885);
const endpoints_js_1 = __nccwpck_require__(53);
const faults_js_1 = __nccwpck_require__(94);
const html_js_1 = __nccwpck_require__(630);
const rules_js_1 = __nccwpck_require__(876);
const routing_js_1 = __nccwpck_require__(269);
const limits_js_1 = __nccwpck_require__(599);
const state_js_1 = __nccwpck_require__(318);
function send(res, a) {
    const text = a.doubleEncoded ? JSON.stringify(JSON.stringify(a.body)) : JSON.stringify(a.body);
    // nosniff: a browser never reads an answer (which may hold text from requests) as HTML.
    res.writeHead(a.status, {
        'Content-Type': 'application/json',
        'X-Content-Type-Options': 'nosniff',
        ...a.headers
    });
    res.end(text);
}
/**
 * Plays an injected fault. Returns true when the request is handled (hung, reset or answered);
 * a fault that is only a delay lets it go on.
 */
async function playFault(fault, req, res, answer, hung) {
    if (fault.delayMs)
        await new Promise(r => setTimeout(r, fault.delayMs));
    if (fault.hang) {
        hung.add(res);
        return true;
    }
    if (fault.reset) {
        req.socket.destroy();
        return true;
    }
    if (fault.updateStatusFailed) {
        answer({ status: 200, body: { update_status: 'Failed' }, doubleEncoded: true });
        return true;
    }
    if (fault.status) {
        answer({
            status: fault.status,
            body: { error: `injected fault: status ${fault.status}` },
            ...(fault.retryAfter ? { headers: { 'Retry-After': fault.retryAfter } } : {})
        });
        return true;
    }
    return false;
}
/** The endpoint's own handler, once auth, the limit and the body's form have passed. */
function dispatch(state, r, body, record, intervalMs) {
    switch (r.endpoint) {
        case 'monitoring':
            return (0, endpoints_js_1.handleRunReport)(state, body, record);
        case 'heartbeat':
            return (0, endpoints_js_1.handleHeartbeat)(state, body, record, intervalMs);
        case 'notify':
            return (0, endpoints_js_1.handleNotify)(state, decodeURIComponent(r.pipelineId), body, record);
    }
}
function pathOf(req) {
    return new URL(req.url ?? '/', 'http://emulator').pathname;
}
function queryOf(req) {
    return new URL(req.url ?? '/', 'http://emulator').searchParams;
}
async function startEmulator(o) {
    if (!o.apiKey)
        throw new Error('the emulator needs an API key to accept');
    const apiKey = o.apiKey;
    const limits = (0, limits_js_1.resolveLimits)(o.limits);
    const state = new state_js_1.EmulatorState(o.now ?? Date.now, o.hourlyLimit ?? 100, limits);
    const intervalMs = (o.heartbeatIntervalSeconds ?? 300) * 1000;
    const sockets = new Set();
    const hung = new Set();
    /**
     * A body over the limit was read to its end without being kept: refused with 413, recorded
     * (without the body) when it was for one of the service's endpoints.
     */
    function refuseTooLarge(req, res, bytes) {
        const path = pathOf(req);
        const error = `the body is over the emulator's limit of ${limits.maxBodyBytes} bytes`;
        if (!path.startsWith('/_emulator/')) {
            const pipelineFamily = (0, routing_js_1.isPipelineFamily)(path);
            state.requests.refuseTooLarge(req, path, bytes, limits.maxBodyBytes, pipelineFamily, apiKey);
        }
        send(res, { status: 413, body: { error } });
    }
    async function handle(req, res, raw) {
        const path = pathOf(req);
        const page = path === '/' || path === '/index.html';
        if (page || path.startsWith('/_emulator/')) {
            const refused = (0, host_js_1.refuseForeignHost)(req.headers.host, o.host);
            if (refused)
                return send(res, refused);
        }
        if (path.startsWith('/_emulator/'))
            return send(res, (0, control_js_1.control)(state, req.method, path, queryOf(req), req.headers, raw));
        if (req.method === 'GET' && page) {
            res.writeHead(200, html_js_1.RUNS_PAGE_HEADERS);
            return void res.end((0, html_js_1.renderRunsPage)(state.runs.list(), state.iso(), state.summary()));
        }
        const r = (0, routing_js_1.route)(req.method, path);
        const pipelineFamily = (0, routing_js_1.isPipelineFamily)(path);
        const record = state.requests.add(req, path, raw, pipelineFamily, apiKey);
        const parsed = record.body;
        const answer = (a) => {
            record.status = a.status;
            send(res, a);
        };
        if (r.endpoint === 'unknown')
            return answer({ status: 404, body: { error: `no endpoint ${req.method} ${path}` } });
        const isEnd = path === '/monitoring' && (0, rules_js_1.isObject)(parsed) && parsed.status !== 'running';
        const fault = state.faults.take(path, isEnd);
        if (fault) {
            record.fault = (0, faults_js_1.describeFault)(fault);
            if (await playFault(fault, req, res, answer, hung))
                return;
        }
        if (!(0, auth_js_1.authorized)(record, pipelineFamily))
            return answer({ status: 401, body: { error: 'Unauthorized' } });
        const retryAfter = state.limit.overLimit();
        if (retryAfter !== undefined) {
            return answer({
                status: 429,
                body: { error: `Rate limit exceeded: ${state.limit.perHour} requests per hour` },
                headers: { 'Retry-After': String(retryAfter) }
            });
        }
        if (r.endpoint === 'list-pipelines')
            return answer((0, endpoints_js_1.listPipelines)(state));
        if (!(0, content_type_js_1.isJsonBody)(req.headers)) {
            record.violations.push('Content-Type must be application/json');
            return answer({ status: 415, body: { error: 'Content-Type must be application/json' } });
        }
        if (!(0, rules_js_1.isObject)(parsed)) {
            record.violations.push('the body must be a JSON object');
            return answer({ status: 400, body: { error: 'the body must be a JSON object' } });
        }
        return answer(dispatch(state, r, parsed, record, intervalMs));
    }
    const server = (0, node_http_1.createServer)((req, res) => {
        // Past the limit the rest of the body is read and thrown away, so the client gets the 413
        // rather than a connection reset in the middle of its upload.
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size <= limits.maxBodyBytes)
                chunks.push(c);
            else
                chunks.length = 0;
        });
        req.on('end', () => {
            if (size > limits.maxBodyBytes)
                return refuseTooLarge(req, res, size);
            handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(e => {
                if (!res.headersSent)
                    send(res, { status: 500, body: { error: String(e) } });
            });
        });
    });
    server.on('connection', s => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
    });
    const { port } = server.address();
    const host = o.host && o.host !== '0.0.0.0' ? o.host : '127.0.0.1';
    return {
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        apiKey,
        requests: () => state.requests.list(),
        runs: () => state.runs.list(),
        notifications: () => state.notifications.items(),
        heartbeats: () => state.heartbeats.items(),
        record: () => state.summary(),
        inject: f => state.faults.add(f),
        clearFaults: () => state.faults.clear(),
        reset: () => state.reset(),
        close: () => new Promise(resolve => {
            for (const s of sockets)
                s.destroy();
            hung.clear();
            server.close(() => resolve());
        })
    };
}


/***/ }),

/***/ 318:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EmulatorState = void 0;
/** What the emulator remembers between requests, and the answer type its handlers return. */
const bounded_js_1 = __nccwpck_require__(834);
const faults_js_1 = __nccwpck_require__(94);
const limits_js_1 = __nccwpck_require__(599);
const rate_limit_js_1 = __nccwpck_require__(795);
const record_js_1 = __nccwpck_require__(606);
const runs_js_1 = __nccwpck_require__(369);
class EmulatorState {
    now;
    limits;
    requests;
    runs;
    notifications;
    heartbeats;
    faults = new faults_js_1.FaultBook();
    limit;
    constructor(now, hourlyLimit, limits) {
        this.now = now;
        this.limits = limits;
        this.limit = new rate_limit_js_1.HourlyLimit(now, hourlyLimit);
        this.requests = new record_js_1.RequestRecord(limits.maxRecordedRequests, limits.maxRecordedBytes, () => this.iso());
        this.runs = new runs_js_1.RunStore(limits.maxRuns, limits.maxRunBytes);
        this.notifications = new bounded_js_1.BoundedList(limits.maxEvents, limits.maxEventBytes, limits_js_1.jsonBytes);
        this.heartbeats = new bounded_js_1.BoundedList(limits.maxEvents, limits.maxEventBytes, limits_js_1.jsonBytes);
    }
    iso() {
        return new Date(this.now()).toISOString();
    }
    summary() {
        return {
            requests: this.requests.retention(),
            runs: this.runs.retention(),
            heartbeats: this.heartbeats.retention(),
            notifications: this.notifications.retention(),
            maxBodyBytes: this.limits.maxBodyBytes
        };
    }
    /** Forgets runs, records, faults and the hourly count. */
    reset() {
        this.requests.clear();
        this.runs.clear();
        this.notifications.clear();
        this.heartbeats.clear();
        this.faults.clear();
        this.limit.reset();
    }
}
exports.EmulatorState = EmulatorState;


/***/ }),

/***/ 223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderRunsTable = renderRunsTable;
/** The run history as a plain-text table, for `job-monitor runs` and the demo. */
const format_js_1 = __nccwpck_require__(936);
function renderRunsTable(runs, nowIso = new Date().toISOString()) {
    if (runs.length === 0)
        return 'No runs yet.\n';
    const header = ['JOB', 'STATUS', 'START (UTC)', 'DURATION', 'HEARTBEATS', 'RUN ID', 'ERROR'];
    const rows = runs.map(r => [
        r.job_name,
        r.status,
        (0, format_js_1.shortTime)(r.start_time),
        (0, format_js_1.durationOf)(r, nowIso),
        String(r.heartbeats),
        r.run_id,
        r.error_details && r.error_details !== 'None' ? oneLine(r.error_details, 50) : ''
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map(row => row[i].length)));
    const line = (cells) => cells
        .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)].join('\n') + '\n';
}
function oneLine(text, max) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}


/***/ }),

/***/ 370:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.runsPageView = runsPageView;
/**
 * The run page's content as data: what the server renders into HTML and what the page's script
 * fetches (`GET /_emulator/pages/runs`) to update itself in place. Formatting happens here once,
 * so the first render and every update show the same text. Every string may hold text from
 * requests: the HTML escapes it, the script sets it as text only.
 */
const format_js_1 = __nccwpck_require__(936);
const STATUSES = ['running', 'success', 'failed', 'cancelled'];
function runsPageView(runs, nowIso, summary, withLogs = () => true) {
    return {
        runs: [...runs].reverse().map(r => runRow(r, nowIso, withLogs(r.run_id))),
        retention: summary ? (0, format_js_1.retentionLine)(summary) : '',
        updated: `Updated ${(0, format_js_1.shortTime)(nowIso)} UTC.`
    };
}
function runRow(r, nowIso, withLogs) {
    return {
        run_id: r.run_id,
        job_name: r.job_name,
        status: r.status,
        status_class: STATUSES.includes(r.status) ? r.status : 'other',
        start: (0, format_js_1.shortTime)(r.start_time),
        duration: (0, format_js_1.durationOf)(r, nowIso),
        heartbeats: String(r.heartbeats),
        error: r.error_details && r.error_details !== 'None' ? r.error_details : '',
        logs_title: r.logs !== undefined
            ? `logs (${r.logs.length} chars)`
            : r.logs_dropped_bytes
                ? `logs dropped (${r.logs_dropped_bytes} bytes) to stay within the emulator's limits`
                : '',
        ...(withLogs ? { logs: r.logs ?? '' } : {})
    };
}


/***/ }),

/***/ 755:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Bounds = void 0;
exports.Bounds = {
    /** How long one call to the service may take. */
    timeoutSeconds: { min: 1, max: 300, unit: 'seconds' },
    /** Tries per call, the first included. */
    attempts: { min: 1, max: 10, unit: 'attempts' },
    /** Seconds between heartbeats; 0 sends none. At most a day. */
    heartbeatSeconds: { min: 0, max: 86_400, unit: 'seconds' },
    /** The action's log budget per end report: below 1 KiB the head and tail say nothing. */
    actionLogMaxBytes: { min: 1024, max: 16 * 1024 * 1024, unit: 'bytes' },
    /**
     * Jobs sharing the key (a matrix's size): their heartbeats split the hourly limit. A matrix
     * holds at most 256 jobs; other jobs may share the key.
     */
    jobTotal: { min: 1, max: 1000, unit: 'jobs' },
    /** A GitHub job (check run) id. */
    jobId: { min: 1, max: Number.MAX_SAFE_INTEGER }
};


/***/ }),

/***/ 785:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.BOOLEAN_WORDS = exports.SettingError = void 0;
exports.checkUrl = checkUrl;
exports.checkWholeNumber = checkWholeNumber;
exports.booleanWord = booleanWord;
exports.checkBoolean = checkBoolean;
exports.isJsonObjectText = isJsonObjectText;
exports.checkMetadata = checkMetadata;
exports.checkTags = checkTags;
const loopback_js_1 = __nccwpck_require__(772);
/** A value the setting cannot take. `problem` reads after the name: "must be ...". */
class SettingError extends Error {
    setting;
    problem;
    name = 'SettingError';
    constructor(setting, problem) {
        super(`${setting} ${problem}`);
        this.setting = setting;
        this.problem = problem;
    }
}
exports.SettingError = SettingError;
/** The value as it goes into a message: quoted, on one line, bounded. */
function shown(raw) {
    const cut = raw.length > 80 ? `${raw.slice(0, 80)}…` : raw;
    return /^[\x20-\x7e]*$/.test(cut) && !cut.includes("'") ? `'${cut}'` : JSON.stringify(cut);
}
function given(raw) {
    const t = raw?.trim();
    return t ? t : undefined;
}
/**
 * The address of a service: an http(s) URL, without trailing slashes. Plain http only to
 * this machine (the loopback rule), since the API key would otherwise cross the network in
 * clear text.
 */
function checkUrl(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new SettingError(setting, `is not a URL: ${shown(text)}; use https://host[:port]`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new SettingError(setting, `must be an http(s) URL, not ${url.protocol}`);
    }
    if (url.protocol === 'http:' && !(0, loopback_js_1.isLoopbackHost)(url.hostname)) {
        throw new SettingError(setting, `uses http:// to ${url.hostname}: the API key would cross the network in clear text; ` +
            'use https:// (plain http only to localhost, 127.0.0.0/8 or [::1])');
    }
    return text.replace(/\/+$/, '');
}
/** A whole number in decimal digits within [min, max]: no sign, no fraction, no exponent. */
function checkWholeNumber(raw, setting, rule) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const unit = rule.unit ? ` ${rule.unit}` : '';
    if (!/^\d+$/.test(text)) {
        throw new SettingError(setting, `must be a whole number${rule.unit ? ` of ${rule.unit}` : ''}, not ${shown(text)}`);
    }
    const n = Number(text);
    if (n < rule.min || n > rule.max) {
        throw new SettingError(setting, `must be between ${rule.min} and ${rule.max}${unit}, not ${text.replace(/^0+(?=\d)/, '')}`);
    }
    return n;
}
/** The words a yes/no setting takes, in any letter case. */
exports.BOOLEAN_WORDS = {
    true: ['true', 'yes', 'on', '1'],
    false: ['false', 'no', 'off', '0']
};
/** The word's meaning, or undefined when it is empty or not one of BOOLEAN_WORDS. */
function booleanWord(raw) {
    const word = raw?.trim().toLowerCase() ?? '';
    if (exports.BOOLEAN_WORDS.true.includes(word))
        return true;
    if (exports.BOOLEAN_WORDS.false.includes(word))
        return false;
    return undefined;
}
/** A yes/no setting: undefined when unset, a SettingError for a word not in BOOLEAN_WORDS. */
function checkBoolean(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const value = booleanWord(text);
    if (value === undefined) {
        throw new SettingError(setting, `must be true or false (or ${[...exports.BOOLEAN_WORDS.true.slice(1), ...exports.BOOLEAN_WORDS.false.slice(1)].join(', ')}), not ${shown(text)}`);
    }
    return value;
}
/** True when the metadata check reads this text as JSON even where YAML is accepted. */
function isJsonObjectText(raw) {
    return raw.trim().startsWith('{');
}
/**
 * Metadata: a JSON object, or, when `yaml` is given, a YAML mapping too. Numbers stay
 * numbers (both parsers keep them). Text that opens with `{` is read as JSON even where YAML
 * is accepted, so that a JSON mistake is reported as one (and YAML need not be loaded).
 */
function checkMetadata(raw, setting, yaml) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let value;
    if (!yaml || isJsonObjectText(text)) {
        try {
            value = JSON.parse(text);
        }
        catch (e) {
            throw new SettingError(setting, `is not valid JSON: ${e.message}`);
        }
    }
    else {
        try {
            value = yaml(text);
        }
        catch (e) {
            throw new SettingError(setting, `is neither JSON nor valid YAML: ${e.message}`);
        }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new SettingError(setting, 'must be an object (key: value pairs)');
    }
    return value;
}
/**
 * Tags. Text is a list: one per line or comma-separated (a YAML `- ` before each is
 * allowed), or a JSON list. A list of values (a repeated flag) is one tag per value. Tags
 * are trimmed and empty ones dropped; none at all is undefined.
 */
function checkTags(raw, setting) {
    const items = typeof raw === 'string' ? tagText(raw, setting) : (raw ?? []);
    const tags = items.map(s => s.trim()).filter(s => s !== '');
    return tags.length ? tags : undefined;
}
function tagText(raw, setting) {
    const text = raw.trim();
    if (!text.startsWith('['))
        return text.split(/[\n,]/).map(s => s.trim().replace(/^- +/, ''));
    let list;
    try {
        list = JSON.parse(text);
    }
    catch {
        throw new SettingError(setting, 'looks like a JSON list but is not valid JSON');
    }
    const items = list;
    if (!items.every(t => ['string', 'number', 'boolean'].includes(typeof t))) {
        throw new SettingError(setting, 'must be a JSON list of text, not of objects or lists');
    }
    return items.map(String);
}


/***/ }),

/***/ 772:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Which hosts are this machine's own: the one rule that lets a service URL use plain http
 * (the API key then never leaves the machine) and that sends a request past a proxy.
 *
 * It reads a host as the URL parser leaves it (`new URL(...).hostname`), because that is the
 * host a request then goes to: the parser has already lower-cased it, turned `127.1`,
 * `0x7f.0.0.1` or `2130706433` into `127.0.0.1`, dropped an IPv4 trailing dot and written
 * `[0:0:0:0:0:0:0:1]` as `[::1]`. What is left must be, exactly:
 * - `localhost` (not `foo.localhost`, not `localhost.`: a name with more to it can be resolved
 *   by DNS, and DNS can answer anything);
 * - an IPv4 address in 127.0.0.0/8, four decimal octets 0-255 (not `127.0.0.1.evil.example`);
 * - `[::1]` or `::1`. An IPv4-mapped address (`[::ffff:127.0.0.1]`, which the parser writes
 *   `[::ffff:7f00:1]`) is refused: write 127.0.0.1.
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isLoopbackHost = isLoopbackHost;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_LOOPBACK = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);
/** True when `hostname` (as `URL.hostname` gives it) names this machine. */
function isLoopbackHost(hostname) {
    return (hostname === 'localhost' ||
        hostname === '[::1]' ||
        hostname === '::1' ||
        IPV4_LOOPBACK.test(hostname));
}


/***/ }),

/***/ 598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 67:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/************************************************************************/
var __webpack_exports__ = {};
// This entry need to be wrapped in an IIFE because it uses a non-standard name for the exports (exports).
(() => {
var exports = __webpack_exports__;

Object.defineProperty(exports, "BJ", ({ value: true }));
exports._w = exports.Ku = exports.tD = exports.ox = exports.Pr = exports.dR = exports.sJ = void 0;
/**
 * The local service emulator: importable (`startEmulator`) and runnable on its own
 * (`node dist/emulator/index.js --port 0 --api-key KEY`), with the flags of `job-monitor emulator`.
 */
const node_fs_1 = __nccwpck_require__(24);
const node_url_1 = __nccwpck_require__(136);
const node_util_1 = __nccwpck_require__(975);
const command_js_1 = __nccwpck_require__(474);
var server_js_1 = __nccwpck_require__(612);
Object.defineProperty(exports, "sJ", ({ enumerable: true, get: function () { return server_js_1.startEmulator; } }));
var limits_js_1 = __nccwpck_require__(599);
Object.defineProperty(exports, "dR", ({ enumerable: true, get: function () { return limits_js_1.DEFAULT_LIMITS; } }));
var table_js_1 = __nccwpck_require__(223);
Object.defineProperty(exports, "Pr", ({ enumerable: true, get: function () { return table_js_1.renderRunsTable; } }));
var html_js_1 = __nccwpck_require__(630);
Object.defineProperty(exports, "ox", ({ enumerable: true, get: function () { return html_js_1.renderRunsPage; } }));
var command_js_2 = __nccwpck_require__(474);
Object.defineProperty(exports, "tD", ({ enumerable: true, get: function () { return command_js_2.emulatorCommand; } }));
Object.defineProperty(exports, "Ku", ({ enumerable: true, get: function () { return command_js_2.emulatorOptions; } }));
Object.defineProperty(exports, "_w", ({ enumerable: true, get: function () { return command_js_2.runsCommand; } }));
function runDirectly() {
    const entry = process.argv[1];
    if (!entry)
        return false;
    try {
        return import.meta.url === (0, node_url_1.pathToFileURL)((0, node_fs_1.realpathSync)(entry)).href;
    }
    catch {
        return false;
    }
}
if (runDirectly()) {
    let options;
    try {
        const { values } = (0, node_util_1.parseArgs)({
            options: {
                port: { type: 'string' },
                host: { type: 'string' },
                'api-key': { type: 'string' },
                'hourly-limit': { type: 'string' },
                'heartbeat-interval': { type: 'string' }
            }
        });
        options = (0, command_js_1.emulatorOptions)(values, process.env);
    }
    catch (e) {
        // A usage mistake (an unknown flag, --port abc): exit 2, as the command-line tool does.
        process.stderr.write(`emulator: ${e.message}\n`);
        process.exit(2);
    }
    (0, command_js_1.emulatorCommand)(options).catch(e => {
        process.stderr.write(`emulator: ${e.message}\n`);
        process.exit(1);
    });
}

})();

var __webpack_exports__DEFAULT_LIMITS = __webpack_exports__.dR;
var __webpack_exports___esModule = __webpack_exports__.BJ;
var __webpack_exports__emulatorCommand = __webpack_exports__.tD;
var __webpack_exports__emulatorOptions = __webpack_exports__.Ku;
var __webpack_exports__renderRunsPage = __webpack_exports__.ox;
var __webpack_exports__renderRunsTable = __webpack_exports__.Pr;
var __webpack_exports__runsCommand = __webpack_exports__._w;
var __webpack_exports__startEmulator = __webpack_exports__.sJ;
export { __webpack_exports__DEFAULT_LIMITS as DEFAULT_LIMITS, __webpack_exports___esModule as __esModule, __webpack_exports__emulatorCommand as emulatorCommand, __webpack_exports__emulatorOptions as emulatorOptions, __webpack_exports__renderRunsPage as renderRunsPage, __webpack_exports__renderRunsTable as renderRunsTable, __webpack_exports__runsCommand as runsCommand, __webpack_exports__startEmulator as startEmulator };
