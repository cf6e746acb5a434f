export const id = 352;
export const ids = [352];
export const modules = {

/***/ 6352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  emulatorCommand: () => (/* binding */ emulatorCommand),
  emulatorOptions: () => (/* binding */ emulatorOptions),
  runsCommand: () => (/* binding */ runsCommand)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/cli/config.ts + 2 modules
var config = __webpack_require__(4991);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/emulator/auth.ts
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

;// CONCATENATED MODULE: ./src/emulator/content-type.ts
/**
 * True when Content-Type is `application/json` (parameters such as charset allowed). A page in
 * a browser can send a form or text/plain to any origin without asking first; JSON it can send
 * only after a CORS preflight, which the emulator never grants.
 */
function isJsonBody(headers) {
    return (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

;// CONCATENATED MODULE: ./src/emulator/format.ts
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

;// CONCATENATED MODULE: ./src/emulator/view.ts
/**
 * The run page's content as data: what the server renders into HTML and what the page's script
 * fetches (`GET /_emulator/pages/runs`) to update itself in place. Formatting happens here once,
 * so the first render and every update show the same text. Every string may hold text from
 * requests: the HTML escapes it, the script sets it as text only.
 */

const STATUSES = ['running', 'success', 'failed', 'cancelled'];
function runsPageView(runs, nowIso, summary, withLogs = () => true) {
    return {
        runs: [...runs].reverse().map(r => runRow(r, nowIso, withLogs(r.run_id))),
        retention: summary ? retentionLine(summary) : '',
        updated: `Updated ${shortTime(nowIso)} UTC.`
    };
}
function runRow(r, nowIso, withLogs) {
    return {
        run_id: r.run_id,
        job_name: r.job_name,
        status: r.status,
        status_class: STATUSES.includes(r.status) ? r.status : 'other',
        start: shortTime(r.start_time),
        duration: durationOf(r, nowIso),
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

;// CONCATENATED MODULE: ./src/emulator/control.ts


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
            return read(runsPageView(s.runs.list(), s.iso(), s.summary(), id => open.has(id)));
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
    if (endpoint.method !== 'GET' && !isJsonBody(headers)) {
        return {
            status: 415,
            body: { error: `${method} ${path} takes Content-Type: application/json only` }
        };
    }
    return endpoint.handle(state, raw, query);
}

;// CONCATENATED MODULE: ./src/emulator/host.ts
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

// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
;// CONCATENATED MODULE: ./src/emulator/rules.ts
/**
 * The wire rules of the API text, checked independently of the client: each function returns
 * the rules a request body breaks, in words that name the field.
 */

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
    if (typeof status !== 'string' || !wire/* RUN_STATUSES */.LV.includes(status)) {
        out.push(`status must be one of ${wire/* RUN_STATUSES */.LV.join(', ')}`);
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
        if (!wire/* END_STATUSES */.B_.includes(status))
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
        !wire/* PIPELINE_STATUSES */.ev.includes(body.status)) {
        out.push(`status must be one of ${wire/* PIPELINE_STATUSES */.ev.join(', ')}`);
    }
    if ('message' in body && typeof body.message !== 'string')
        out.push('message must be a string');
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    return out;
}

;// CONCATENATED MODULE: ./src/emulator/endpoints.ts
/** The four endpoints of the API text: what each checks, records and answers. */


function handleRunReport(state, body, record) {
    const { runs } = state;
    const violations = checkRunReport(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    if (body.status === 'running') {
        const runId = `run_${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
        runs.add({
            run_id: runId,
            job_name: body.job_name,
            status: 'running',
            start_time: body.start_time,
            end_time: null,
            error_details: null,
            ...(isObject(body.metadata) ? { metadata: body.metadata } : {}),
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
    if (isObject(body.metadata))
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
    const violations = checkHeartbeat(body);
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
        ...(isObject(body.metadata) ? { metadata: body.metadata } : {}),
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
    const violations = checkPipelineNotification(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    state.notifications.push({
        at: state.iso(),
        pipeline_id: pipelineId,
        status: body.status,
        ...(typeof body.message === 'string' ? { message: body.message } : {}),
        ...(isObject(body.metadata) ? { metadata: body.metadata } : {})
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

;// CONCATENATED MODULE: ./src/emulator/faults.ts
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

;// CONCATENATED MODULE: ./src/emulator/page-script.ts
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
const RUNS_PAGE_POLL_MS = 2000;
const RUNS_PAGE_SCRIPT = `
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
        timer = setTimeout(poll, ${RUNS_PAGE_POLL_MS});
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
  timer = setTimeout(poll, ${RUNS_PAGE_POLL_MS});
})();
`;

;// CONCATENATED MODULE: ./src/emulator/html.ts
/**
 * The run history as an HTML page, served at `/`: rendered on the server from the page's view
 * (view.ts), then kept up to date in place by its script (page-script.ts), so nothing the user
 * opened closes. Text from requests is escaped here and set as text by the script; the
 * Content-Security-Policy runs no script but the page's own.
 */



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
const sha256 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('base64');
/** The page's own script and style by hash, and nothing else: no injected markup can run. */
const RUNS_PAGE_HEADERS = Object.freeze({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${sha256(RUNS_PAGE_SCRIPT)}'; ` +
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
    return renderRunsView(runsPageView(runs, nowIso, summary));
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
<script>${RUNS_PAGE_SCRIPT}</script>
</body>
</html>
`;
}

;// CONCATENATED MODULE: ./src/emulator/routing.ts
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

;// CONCATENATED MODULE: ./src/emulator/limits.ts
const MiB = 1024 * 1024;
const DEFAULT_LIMITS = Object.freeze({
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
    const limits = { ...DEFAULT_LIMITS, ...given };
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

;// CONCATENATED MODULE: ./src/emulator/bounded.ts
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

;// CONCATENATED MODULE: ./src/emulator/rate-limit.ts
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

;// CONCATENATED MODULE: ./src/emulator/record.ts


/** The record's own fields beside the body, counted so many tiny requests are bounded too. */
const RECORD_OVERHEAD_BYTES = 256;
class RequestRecord {
    iso;
    kept;
    /** Numbers the records; not reset, so a record's number stays unique. */
    seq = 0;
    constructor(maxRequests, maxBytes, iso) {
        this.iso = iso;
        this.kept = new BoundedList(maxRequests, maxBytes, r => Buffer.byteLength(r.rawBody) + RECORD_OVERHEAD_BYTES);
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
            auth: authForm(req.headers.authorization, pipelineFamily, apiKey),
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

;// CONCATENATED MODULE: ./src/emulator/runs.ts
/**
 * The run history, kept within a count and a byte budget. Over the bytes, the oldest runs lose
 * their logs first (the row stays, with how many bytes of logs it lost), then the oldest runs go;
 * the newest run is always kept whole.
 */

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
        const bytes = jsonBytes(run);
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
        const bytes = jsonBytes(e.run);
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

;// CONCATENATED MODULE: ./src/emulator/state.ts
/** What the emulator remembers between requests, and the answer type its handlers return. */






class EmulatorState {
    now;
    limits;
    requests;
    runs;
    notifications;
    heartbeats;
    faults = new FaultBook();
    limit;
    constructor(now, hourlyLimit, limits) {
        this.now = now;
        this.limits = limits;
        this.limit = new HourlyLimit(now, hourlyLimit);
        this.requests = new RequestRecord(limits.maxRecordedRequests, limits.maxRecordedBytes, () => this.iso());
        this.runs = new RunStore(limits.maxRuns, limits.maxRunBytes);
        this.notifications = new BoundedList(limits.maxEvents, limits.maxEventBytes, jsonBytes);
        this.heartbeats = new BoundedList(limits.maxEvents, limits.maxEventBytes, jsonBytes);
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

;// CONCATENATED MODULE: ./src/emulator/server.ts












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
            return handleRunReport(state, body, record);
        case 'heartbeat':
            return handleHeartbeat(state, body, record, intervalMs);
        case 'notify':
            return handleNotify(state, decodeURIComponent(r.pipelineId), body, record);
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
    const limits = resolveLimits(o.limits);
    const state = new EmulatorState(o.now ?? Date.now, o.hourlyLimit ?? 100, limits);
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
            const pipelineFamily = isPipelineFamily(path);
            state.requests.refuseTooLarge(req, path, bytes, limits.maxBodyBytes, pipelineFamily, apiKey);
        }
        send(res, { status: 413, body: { error } });
    }
    async function handle(req, res, raw) {
        const path = pathOf(req);
        const page = path === '/' || path === '/index.html';
        if (page || path.startsWith('/_emulator/')) {
            const refused = refuseForeignHost(req.headers.host, o.host);
            if (refused)
                return send(res, refused);
        }
        if (path.startsWith('/_emulator/'))
            return send(res, control(state, req.method, path, queryOf(req), req.headers, raw));
        if (req.method === 'GET' && page) {
            res.writeHead(200, RUNS_PAGE_HEADERS);
            return void res.end(renderRunsPage(state.runs.list(), state.iso(), state.summary()));
        }
        const r = route(req.method, path);
        const pipelineFamily = isPipelineFamily(path);
        const record = state.requests.add(req, path, raw, pipelineFamily, apiKey);
        const parsed = record.body;
        const answer = (a) => {
            record.status = a.status;
            send(res, a);
        };
        if (r.endpoint === 'unknown')
            return answer({ status: 404, body: { error: `no endpoint ${req.method} ${path}` } });
        const isEnd = path === '/monitoring' && isObject(parsed) && parsed.status !== 'running';
        const fault = state.faults.take(path, isEnd);
        if (fault) {
            record.fault = describeFault(fault);
            if (await playFault(fault, req, res, answer, hung))
                return;
        }
        if (!authorized(record, pipelineFamily))
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
            return answer(listPipelines(state));
        if (!isJsonBody(req.headers)) {
            record.violations.push('Content-Type must be application/json');
            return answer({ status: 415, body: { error: 'Content-Type must be application/json' } });
        }
        if (!isObject(parsed)) {
            record.violations.push('the body must be a JSON object');
            return answer({ status: 400, body: { error: 'the body must be a JSON object' } });
        }
        return answer(dispatch(state, r, parsed, record, intervalMs));
    }
    const server = (0,external_node_http_.createServer)((req, res) => {
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

;// CONCATENATED MODULE: ./src/emulator/table.ts
/** The run history as a plain-text table, for `job-monitor runs` and the demo. */

function renderRunsTable(runs, nowIso = new Date().toISOString()) {
    if (runs.length === 0)
        return 'No runs yet.\n';
    const header = ['JOB', 'STATUS', 'START (UTC)', 'DURATION', 'HEARTBEATS', 'RUN ID', 'ERROR'];
    const rows = runs.map(r => [
        r.job_name,
        r.status,
        shortTime(r.start_time),
        durationOf(r, nowIso),
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

;// CONCATENATED MODULE: ./src/emulator/command.ts
/** `job-monitor emulator` and `job-monitor runs`. */




/**
 * The emulator's flags, read the same way for `job-monitor emulator` and the emulator's own
 * bundle. A value that is not a whole number in range is a UsageError naming its flag.
 */
function emulatorOptions(flags, env) {
    return {
        port: (0,config/* wholeNumber */.rD)((0,config/* pick */.Up)(flags, 'port', {}), '--port', 0, 65535) ?? 0,
        apiKey: (0,config/* pick */.Up)(flags, 'api-key', {}),
        host: (0,config/* pick */.Up)(flags, 'host', {}),
        hourlyLimit: (0,config/* wholeNumber */.rD)((0,config/* pick */.Up)(flags, 'hourly-limit', {}), '--hourly-limit', 1, 1_000_000),
        heartbeatIntervalSeconds: (0,config/* wholeNumber */.rD)((0,config/* pick */.Up)(flags, 'heartbeat-interval', {}), '--heartbeat-interval', 1, 86_400),
        env
    };
}
async function emulatorCommand(o) {
    const given = o.apiKey || o.env.JOB_MONITOR_API_KEY;
    // A key made here guards nothing real; it is shown (once listening) so the user can
    // configure a client.
    const apiKey = given || `emu_${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
    const emulator = await startEmulator({
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
    process.stdout.write(o.json ? `${JSON.stringify(runs, null, 2)}\n` : renderRunsTable(runs));
}


/***/ })

};
