import { authForm } from './auth.js';
export function recordRequest(state, req, path, raw, pipelineFamily, apiKey) {
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
        auth: authForm(req.headers.authorization, pipelineFamily, apiKey),
        rawBody: raw,
        body: parsed,
        status: 0,
        violations: []
    };
    state.requests.push(record);
    return record;
}
