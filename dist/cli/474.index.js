export const id = 474;
export const ids = [474];
export const modules = {

/***/ 2641:
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

/***/ 7474:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.emulatorOptions = emulatorOptions;
exports.emulatorCommand = emulatorCommand;
exports.runsCommand = runsCommand;
/** `job-monitor emulator` and `job-monitor runs`. */
const node_crypto_1 = __webpack_require__(7598);
const config_js_1 = __webpack_require__(4114);
const server_js_1 = __webpack_require__(2612);
const table_js_1 = __webpack_require__(1223);
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

/***/ 5398:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.control = control;
/** The read-only history and the fault controls (no auth: loopback only). */
function control(state, method, path, raw) {
    if (method === 'GET' && path === '/_emulator/requests')
        return { status: 200, body: state.requests };
    if (method === 'GET' && path === '/_emulator/runs')
        return { status: 200, body: [...state.runs.values()] };
    if (method === 'GET' && path === '/_emulator/notifications')
        return { status: 200, body: state.notifications };
    if (method === 'GET' && path === '/_emulator/heartbeats')
        return { status: 200, body: state.heartbeats };
    if (method === 'POST' && path === '/_emulator/faults') {
        try {
            const value = JSON.parse(raw);
            for (const f of Array.isArray(value) ? value : [value])
                state.faults.add(f);
            return { status: 200, body: { ok: true } };
        }
        catch (e) {
            return { status: 400, body: { error: e.message } };
        }
    }
    if (method === 'DELETE' && path === '/_emulator/faults') {
        state.faults.clear();
        return { status: 200, body: { ok: true } };
    }
    if (method === 'POST' && path === '/_emulator/reset') {
        state.reset();
        return { status: 200, body: { ok: true } };
    }
    return undefined;
}


/***/ }),

/***/ 53:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.handleRunReport = handleRunReport;
exports.handleHeartbeat = handleHeartbeat;
exports.handleNotify = handleNotify;
exports.listPipelines = listPipelines;
/** The four endpoints of the API text: what each checks, records and answers. */
const node_crypto_1 = __webpack_require__(7598);
const rules_js_1 = __webpack_require__(5876);
function handleRunReport(state, body, record) {
    const { runs } = state;
    const violations = (0, rules_js_1.checkRunReport)(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    if (body.status === 'running') {
        const runId = `run_${(0, node_crypto_1.randomBytes)(8).toString('hex')}`;
        runs.set(runId, {
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
    if (typeof body.logs === 'string')
        run.logs = body.logs;
    run.received_end = state.iso();
    return { status: 200, body: { update_status: 'success' }, doubleEncoded: true };
}
function handleHeartbeat(state, body, record, intervalMs) {
    const violations = (0, rules_js_1.checkHeartbeat)(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    const jobName = body.job_name;
    const run = [...state.runs.values()]
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
    for (const n of state.notifications) {
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

/***/ 5094:
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

/***/ 3936:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.durationOf = durationOf;
exports.shortTime = shortTime;
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


/***/ }),

/***/ 9630:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.escapeHtml = escapeHtml;
exports.renderRunsPage = renderRunsPage;
/** The run history as a small self-refreshing HTML page, served at `/`. */
const format_js_1 = __webpack_require__(3936);
const COLOURS = {
    running: '#0969da',
    success: '#1a7f37',
    failed: '#cf222e',
    cancelled: '#6e7781'
};
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
function renderRunsPage(runs, nowIso) {
    const rows = [...runs]
        .reverse()
        .map(r => {
        const error = r.error_details && r.error_details !== 'None' ? r.error_details : '';
        const logs = r.logs
            ? `<details><summary>logs (${r.logs.length} chars)</summary><pre>${escapeHtml(r.logs)}</pre></details>`
            : '';
        return `<tr>
  <td>${escapeHtml(r.job_name)}</td>
  <td><span class="status" style="background:${COLOURS[r.status] ?? '#6e7781'}">${escapeHtml(r.status)}</span></td>
  <td>${escapeHtml((0, format_js_1.shortTime)(r.start_time))}</td>
  <td class="num">${escapeHtml((0, format_js_1.durationOf)(r, nowIso))}</td>
  <td class="num">${r.heartbeats}</td>
  <td><code>${escapeHtml(r.run_id)}</code></td>
  <td>${escapeHtml(error)}${logs}</td>
</tr>`;
    })
        .join('\n');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="3">
<title>job-monitor: runs</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #1f2328; }
  h1 { font-size: 1.3rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; }
  .num { text-align: right; }
  .status { color: #fff; border-radius: 1rem; padding: .1rem .6rem; font-weight: 600; }
  pre { max-height: 20rem; overflow: auto; background: #f6f8fa; padding: .5rem; }
  .empty { color: #6e7781; }
</style>
</head>
<body>
<h1>Job Monitoring Service emulator: runs</h1>
${runs.length
        ? `<table>
<thead><tr><th>Job</th><th>Status</th><th>Start (UTC)</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error / logs</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
        : '<p class="empty">No runs yet.</p>'}
<p class="empty">Updated ${escapeHtml((0, format_js_1.shortTime)(nowIso))} UTC. JSON: <a href="/_emulator/runs">runs</a>, <a href="/_emulator/requests">requests</a>.</p>
</body>
</html>
`;
}


/***/ }),

/***/ 5795:
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

/***/ 5606:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.recordRequest = recordRequest;
const auth_js_1 = __webpack_require__(2641);
function recordRequest(state, req, path, raw, pipelineFamily, apiKey) {
    let parsed = null;
    try {
        parsed = raw ? JSON.parse(raw) : null;
    }
    catch {
        parsed = null;
    }
    const record = {
        seq: ++state.seq,
        at: state.iso(),
        method: req.method ?? '',
        path,
        auth: (0, auth_js_1.authForm)(req.headers.authorization, pipelineFamily, apiKey),
        rawBody: raw,
        body: parsed,
        status: 0,
        violations: []
    };
    state.requests.push(record);
    return record;
}


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

/***/ 5876:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isObject = isObject;
exports.checkRunReport = checkRunReport;
exports.checkHeartbeat = checkHeartbeat;
exports.checkPipelineNotification = checkPipelineNotification;
/**
 * The wire rules of the API text, checked independently of the client: each function returns
 * the rules a request body breaks, in words that name the field.
 */
const wire_js_1 = __webpack_require__(1054);
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

/***/ 2612:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.startEmulator = startEmulator;
const node_http_1 = __webpack_require__(7067);
const auth_js_1 = __webpack_require__(2641);
const control_js_1 = __webpack_require__(5398);
const endpoints_js_1 = __webpack_require__(53);
const faults_js_1 = __webpack_require__(5094);
const html_js_1 = __webpack_require__(9630);
const record_js_1 = __webpack_require__(5606);
const rules_js_1 = __webpack_require__(5876);
const routing_js_1 = __webpack_require__(269);
const state_js_1 = __webpack_require__(3318);
const MAX_BODY_BYTES = 5 * 1024 * 1024;
function send(res, a) {
    const text = a.doubleEncoded ? JSON.stringify(JSON.stringify(a.body)) : JSON.stringify(a.body);
    res.writeHead(a.status, { 'Content-Type': 'application/json', ...a.headers });
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
async function startEmulator(o) {
    if (!o.apiKey)
        throw new Error('the emulator needs an API key to accept');
    const apiKey = o.apiKey;
    const state = new state_js_1.EmulatorState(o.now ?? Date.now, o.hourlyLimit ?? 100);
    const intervalMs = (o.heartbeatIntervalSeconds ?? 300) * 1000;
    const sockets = new Set();
    const hung = new Set();
    async function handle(req, res, raw) {
        const path = new URL(req.url ?? '/', 'http://emulator').pathname;
        if (path.startsWith('/_emulator/')) {
            const answer = (0, control_js_1.control)(state, req.method, path, raw);
            return send(res, answer ?? { status: 404, body: { error: 'no such emulator endpoint' } });
        }
        if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
            return void res.end((0, html_js_1.renderRunsPage)([...state.runs.values()], state.iso()));
        }
        const r = (0, routing_js_1.route)(req.method, path);
        const pipelineFamily = (0, routing_js_1.isPipelineFamily)(path);
        const record = (0, record_js_1.recordRequest)(state, req, path, raw, pipelineFamily, apiKey);
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
        const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        if (contentType !== 'application/json') {
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
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size <= MAX_BODY_BYTES)
                chunks.push(c);
        });
        req.on('end', () => {
            if (size > MAX_BODY_BYTES) {
                res.writeHead(413, { 'Content-Type': 'application/json' });
                return void res.end(JSON.stringify({ error: 'body too large' }));
            }
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
        requests: () => state.requests,
        runs: () => [...state.runs.values()],
        notifications: () => state.notifications,
        heartbeats: () => state.heartbeats,
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

/***/ 3318:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.EmulatorState = void 0;
/** What the emulator remembers between requests, and the answer type its handlers return. */
const faults_js_1 = __webpack_require__(5094);
const rate_limit_js_1 = __webpack_require__(5795);
class EmulatorState {
    now;
    requests = [];
    runs = new Map();
    notifications = [];
    heartbeats = [];
    faults = new faults_js_1.FaultBook();
    limit;
    /** Numbers the request records; not reset, so a record's number stays unique. */
    seq = 0;
    constructor(now, hourlyLimit) {
        this.now = now;
        this.limit = new rate_limit_js_1.HourlyLimit(now, hourlyLimit);
    }
    iso() {
        return new Date(this.now()).toISOString();
    }
    /** Forgets runs, records, faults and the hourly count. */
    reset() {
        this.requests = [];
        this.runs = new Map();
        this.notifications = [];
        this.heartbeats = [];
        this.faults.clear();
        this.limit.reset();
    }
}
exports.EmulatorState = EmulatorState;


/***/ }),

/***/ 1223:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderRunsTable = renderRunsTable;
/** The run history as a plain-text table, for `job-monitor runs` and the demo. */
const format_js_1 = __webpack_require__(3936);
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


/***/ })

};
