/** The read-only history and the fault controls (no auth: loopback only). */
export function control(state, method, path, raw) {
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
