/** The four endpoints of the API text: what each checks, records and answers. */
import { randomBytes } from 'node:crypto';
import { checkHeartbeat, checkPipelineNotification, checkRunReport, isObject } from './rules.js';
export function handleRunReport(state, body, record) {
    const { runs } = state;
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
    if (typeof body.logs === 'string')
        run.logs = body.logs;
    run.received_end = state.iso();
    return { status: 200, body: { update_status: 'success' }, doubleEncoded: true };
}
export function handleHeartbeat(state, body, record, intervalMs) {
    const violations = checkHeartbeat(body);
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
export function handleNotify(state, pipelineId, body, record) {
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
export function listPipelines(state) {
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
