import { createServer } from 'node:http';
import { authorized } from './auth.js';
import { control } from './control.js';
import { handleHeartbeat, handleNotify, handleRunReport, listPipelines } from './endpoints.js';
import { describeFault } from './faults.js';
import { renderRunsPage } from './html.js';
import { recordRequest } from './record.js';
import { isObject } from './rules.js';
import { isPipelineFamily, route } from './routing.js';
import { EmulatorState } from './state.js';
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
            return handleRunReport(state, body, record);
        case 'heartbeat':
            return handleHeartbeat(state, body, record, intervalMs);
        case 'notify':
            return handleNotify(state, decodeURIComponent(r.pipelineId), body, record);
    }
}
export async function startEmulator(o) {
    if (!o.apiKey)
        throw new Error('the emulator needs an API key to accept');
    const apiKey = o.apiKey;
    const state = new EmulatorState(o.now ?? Date.now, o.hourlyLimit ?? 100);
    const intervalMs = (o.heartbeatIntervalSeconds ?? 300) * 1000;
    const sockets = new Set();
    const hung = new Set();
    async function handle(req, res, raw) {
        const path = new URL(req.url ?? '/', 'http://emulator').pathname;
        if (path.startsWith('/_emulator/')) {
            const answer = control(state, req.method, path, raw);
            return send(res, answer ?? { status: 404, body: { error: 'no such emulator endpoint' } });
        }
        if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
            return void res.end(renderRunsPage([...state.runs.values()], state.iso()));
        }
        const r = route(req.method, path);
        const pipelineFamily = isPipelineFamily(path);
        const record = recordRequest(state, req, path, raw, pipelineFamily, apiKey);
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
        const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        if (contentType !== 'application/json') {
            record.violations.push('Content-Type must be application/json');
            return answer({ status: 415, body: { error: 'Content-Type must be application/json' } });
        }
        if (!isObject(parsed)) {
            record.violations.push('the body must be a JSON object');
            return answer({ status: 400, body: { error: 'the body must be a JSON object' } });
        }
        return answer(dispatch(state, r, parsed, record, intervalMs));
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
