/**
 * The local Job Monitoring Service: the four endpoints of the API text on loopback, strict
 * about its wire rules, with a record of every request, a run history, an hourly limit and
 * injectable faults. It shares only types with the client, so a bug in one cannot hide a bug
 * in the other.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { FaultBook, describeFault } from './faults.js';
import { renderRunsPage } from './html.js';
import { checkHeartbeat, checkPipelineNotification, checkRunReport, isObject } from './rules.js';
const HOUR_MS = 3600_000;
const MAX_BODY_BYTES = 5 * 1024 * 1024;
export async function startEmulator(o) {
    if (!o.apiKey)
        throw new Error('the emulator needs an API key to accept');
    const now = o.now ?? Date.now;
    const iso = () => new Date(now()).toISOString();
    const hourlyLimit = o.hourlyLimit ?? 100;
    const intervalMs = (o.heartbeatIntervalSeconds ?? 300) * 1000;
    const faults = new FaultBook();
    let requests = [];
    let runs = new Map();
    let notifications = [];
    let heartbeats = [];
    let windowStart;
    let windowCount = 0;
    let seq = 0;
    const sockets = new Set();
    const hung = new Set();
    function authForm(header, pipelineFamily) {
        if (!header)
            return 'missing';
        if (header === o.apiKey)
            return pipelineFamily ? 'wrong' : 'bare';
        if (header === `Bearer ${o.apiKey}`)
            return pipelineFamily ? 'bearer' : 'wrong';
        return 'wrong';
    }
    /** Fixed one-hour windows from the first counted request (the API text leaves it open). */
    function overLimit() {
        const t = now();
        if (windowStart === undefined || t - windowStart >= HOUR_MS) {
            windowStart = t;
            windowCount = 0;
        }
        windowCount++;
        if (windowCount <= hourlyLimit)
            return undefined;
        return Math.max(1, Math.ceil((windowStart + HOUR_MS - t) / 1000));
    }
    function handleRunReport(body, record) {
        const violations = checkRunReport(body);
        if (violations.length) {
            record.violations.push(...violations);
            return { status: 400, body: { error: violations.join('; ') } };
        }
        if (body.status === 'running') {
            const runId = `run_${randomBytes(8).toString('hex')}`;
            runs.set(runId, {
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
                received_start: iso()
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
        if (typeof body.logs === 'string')
            run.logs = body.logs;
        run.received_end = iso();
        return { status: 200, body: { update_status: 'success' }, doubleEncoded: true };
    }
    function handleHeartbeat(body, record) {
        const violations = checkHeartbeat(body);
        if (violations.length) {
            record.violations.push(...violations);
            return { status: 400, body: { error: violations.join('; ') } };
        }
        const jobName = body.job_name;
        const run = [...runs.values()]
            .reverse()
            .find(r => r.job_name === jobName && r.status === 'running');
        const at = iso();
        if (run) {
            run.heartbeats++;
            run.last_heartbeat = at;
        }
        heartbeats.push({
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
                next_expected: new Date(now() + intervalMs).toISOString()
            }
        };
    }
    function handleNotify(pipelineId, body, record) {
        const violations = checkPipelineNotification(body);
        if (violations.length) {
            record.violations.push(...violations);
            return { status: 400, body: { error: violations.join('; ') } };
        }
        notifications.push({
            at: iso(),
            pipeline_id: pipelineId,
            status: body.status,
            ...(typeof body.message === 'string' ? { message: body.message } : {}),
            ...(isObject(body.metadata) ? { metadata: body.metadata } : {})
        });
        return { status: 200, body: { status: 'ok', pipeline_id: pipelineId } };
    }
    function listPipelines() {
        const byId = new Map();
        for (const n of notifications) {
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
    /** The read-only history and the fault controls (no auth: loopback only). */
    function control(req, path, raw) {
        if (req.method === 'GET' && path === '/_emulator/requests')
            return { status: 200, body: requests };
        if (req.method === 'GET' && path === '/_emulator/runs')
            return { status: 200, body: [...runs.values()] };
        if (req.method === 'GET' && path === '/_emulator/notifications')
            return { status: 200, body: notifications };
        if (req.method === 'GET' && path === '/_emulator/heartbeats')
            return { status: 200, body: heartbeats };
        if (req.method === 'POST' && path === '/_emulator/faults') {
            try {
                const value = JSON.parse(raw);
                for (const f of Array.isArray(value) ? value : [value])
                    faults.add(f);
                return { status: 200, body: { ok: true } };
            }
            catch (e) {
                return { status: 400, body: { error: e.message } };
            }
        }
        if (req.method === 'DELETE' && path === '/_emulator/faults') {
            faults.clear();
            return { status: 200, body: { ok: true } };
        }
        if (req.method === 'POST' && path === '/_emulator/reset') {
            reset();
            return { status: 200, body: { ok: true } };
        }
        return undefined;
    }
    function reset() {
        requests = [];
        runs = new Map();
        notifications = [];
        heartbeats = [];
        faults.clear();
        windowStart = undefined;
        windowCount = 0;
    }
    function send(res, a) {
        const text = a.doubleEncoded ? JSON.stringify(JSON.stringify(a.body)) : JSON.stringify(a.body);
        res.writeHead(a.status, { 'Content-Type': 'application/json', ...a.headers });
        res.end(text);
    }
    async function handle(req, res, raw) {
        const url = new URL(req.url ?? '/', 'http://emulator');
        const path = url.pathname;
        if (path.startsWith('/_emulator/')) {
            const answer = control(req, path, raw);
            return send(res, answer ?? { status: 404, body: { error: 'no such emulator endpoint' } });
        }
        if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
            return void res.end(renderRunsPage([...runs.values()], iso()));
        }
        const notifyMatch = /^\/api\/pipelines\/([^/]+)\/notify$/.exec(path);
        const known = (req.method === 'POST' && (path === '/monitoring' || path === '/heartbeat' || notifyMatch)) ||
            (req.method === 'GET' && path === '/api/v1/pipelines');
        const pipelineFamily = path.startsWith('/api/');
        let parsed = null;
        try {
            parsed = raw ? JSON.parse(raw) : null;
        }
        catch {
            parsed = null;
        }
        const record = {
            seq: ++seq,
            at: iso(),
            method: req.method ?? '',
            path,
            auth: authForm(req.headers.authorization, pipelineFamily),
            rawBody: raw,
            body: parsed,
            status: 0,
            violations: []
        };
        requests.push(record);
        const answer = (a) => {
            record.status = a.status;
            send(res, a);
        };
        if (!known)
            return answer({ status: 404, body: { error: `no endpoint ${req.method} ${path}` } });
        const isEnd = path === '/monitoring' && isObject(parsed) && parsed.status !== 'running';
        const fault = faults.take(path, isEnd);
        if (fault) {
            record.fault = describeFault(fault);
            if (fault.delayMs)
                await new Promise(r => setTimeout(r, fault.delayMs));
            if (fault.hang) {
                hung.add(res);
                return;
            }
            if (fault.reset) {
                req.socket.destroy();
                return;
            }
            if (fault.updateStatusFailed) {
                return answer({ status: 200, body: { update_status: 'Failed' }, doubleEncoded: true });
            }
            if (fault.status) {
                return answer({
                    status: fault.status,
                    body: { error: `injected fault: status ${fault.status}` },
                    ...(fault.retryAfter ? { headers: { 'Retry-After': fault.retryAfter } } : {})
                });
            }
        }
        if (record.auth !== (pipelineFamily ? 'bearer' : 'bare')) {
            if (record.auth !== 'missing') {
                record.violations.push(pipelineFamily
                    ? 'Authorization must be "Bearer <key>" on the pipeline endpoints'
                    : 'Authorization must be the bare key on /monitoring and /heartbeat');
            }
            return answer({ status: 401, body: { error: 'Unauthorized' } });
        }
        const retryAfter = overLimit();
        if (retryAfter !== undefined) {
            return answer({
                status: 429,
                body: { error: `Rate limit exceeded: ${hourlyLimit} requests per hour` },
                headers: { 'Retry-After': String(retryAfter) }
            });
        }
        if (req.method === 'GET')
            return answer(listPipelines());
        const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        if (contentType !== 'application/json') {
            record.violations.push('Content-Type must be application/json');
            return answer({ status: 415, body: { error: 'Content-Type must be application/json' } });
        }
        if (!isObject(parsed)) {
            record.violations.push('the body must be a JSON object');
            return answer({ status: 400, body: { error: 'the body must be a JSON object' } });
        }
        if (path === '/monitoring')
            return answer(handleRunReport(parsed, record));
        if (path === '/heartbeat')
            return answer(handleHeartbeat(parsed, record));
        return answer(handleNotify(decodeURIComponent(notifyMatch[1]), parsed, record));
    }
    const server = createServer((req, res) => {
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
        apiKey: o.apiKey,
        requests: () => requests,
        runs: () => [...runs.values()],
        notifications: () => notifications,
        heartbeats: () => heartbeats,
        inject: f => faults.add(f),
        clearFaults: () => faults.clear(),
        reset,
        close: () => new Promise(resolve => {
            for (const s of sockets)
                s.destroy();
            hung.clear();
            server.close(() => resolve());
        })
    };
}
