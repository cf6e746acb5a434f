import { systemClock } from '../client/clock.js';
import { endReport, pipelineNotification, startReport } from '../client/reports.js';
import { isoUtc } from '../client/wire.js';
import { deliverOrQueue } from '../queue/deliver.js';
import { newRunKey } from '../queue/queue.js';
import { END_START_REPLAY_SHARE } from './constants.js';
/** Sends the start report and the `running` notification together, within the window. */
export async function beginRun(s, plan, w = {}) {
    const clock = s.clock ?? systemClock;
    const startTime = plan.startTime ?? isoUtc(clock.now());
    const runKey = plan.runKey ?? newRunKey();
    const pipelineId = notifiable(s, plan.pipelineId);
    const [start, running] = await Promise.all([
        deliverOrQueue(s.client, s.queue, {
            kind: 'start',
            body: startReport({
                jobName: plan.jobName,
                startTime,
                metadata: plan.metadata,
                tags: plan.tags
            })
        }, { runKey, ...w }),
        pipelineId === undefined
            ? undefined
            : deliverOrQueue(s.client, s.queue, {
                kind: 'pipeline-notification',
                pipelineId,
                body: pipelineNotification({
                    status: 'running',
                    message: `${plan.jobName} started`,
                    metadata: plan.metadata
                })
            }, { runKey, ...w })
    ]);
    const runId = start.delivered ? start.response.run_id : '';
    return {
        run: { jobName: plan.jobName, runKey, startTime, runId, pipelineId },
        start,
        ...(running === undefined ? {} : { running })
    };
}
/**
 * Ends the run: its queued start and `running` notification first, within a share of the
 * window; then the end report; then the final pipeline notification, after dropping a
 * `running` notification of this run that is still queued (sent after the final one, it would
 * leave the pipeline `running` for ever).
 */
export async function endRun(s, run, ending, w = {}) {
    const clock = s.clock ?? systemClock;
    const endTime = ending.endTime ?? isoUtc(clock.now());
    let runId = run.runId;
    let startCaughtUp = false;
    let mine = await ownRecords(s.queue, run.runKey);
    if (runId === '') {
        runId = (await s.queue.runIdFor(run.runKey).catch(() => undefined)) ?? '';
        startCaughtUp = runId !== '';
    }
    if (mine.length > 0 && !w.signal?.aborted) {
        // This run's queued records go before its end, within a share of what is left.
        const now = clock.now();
        const share = w.deadline === undefined ? undefined : now + (w.deadline - now) * END_START_REPLAY_SHARE;
        const replay = await s.queue.replay(s.client, {
            runKey: run.runKey,
            deadline: share,
            signal: w.signal
        });
        if (runId === '' && replay.runIds[run.runKey]) {
            runId = replay.runIds[run.runKey];
            startCaughtUp = true;
        }
        mine = await ownRecords(s.queue, run.runKey);
    }
    const pipelineId = notifiable(s, run.pipelineId);
    const startQueued = mine.some(r => r.call.kind === 'start');
    let end;
    if (runId !== '' || startQueued) {
        end = await deliverOrQueue(s.client, s.queue, {
            kind: 'end',
            body: endReport({
                jobName: run.jobName,
                startTime: run.startTime,
                runId,
                status: ending.status,
                endTime,
                errorDetails: ending.errorDetails,
                metadata: ending.metadata,
                tags: ending.tags,
                logs: ending.logs
            })
        }, { runKey: run.runKey, ...w });
    }
    let final;
    let superseded = 0;
    if (pipelineId !== undefined) {
        // Only a `running` notification this run left queued can be superseded: no other read.
        if (mine.some(isRunningNotification)) {
            superseded = await s.queue
                .discard(r => r.runKey === run.runKey && isRunningNotification(r), 'superseded by the final pipeline notification')
                .catch(() => 0);
        }
        const n = ending.notification ?? {};
        final = await deliverOrQueue(s.client, s.queue, {
            kind: 'pipeline-notification',
            pipelineId,
            body: pipelineNotification({
                status: n.status ?? (ending.status === 'success' ? 'success' : 'failed'),
                message: n.message ?? finalMessage(run.jobName, ending.status),
                metadata: n.metadata ?? ending.metadata
            })
        }, { runKey: run.runKey, ...w });
    }
    return { runId, startCaughtUp, end, final, superseded };
}
/** The pipeline endpoint has no `cancelled`: a cancelled run is `failed`, and says so. */
export function finalMessage(jobName, status) {
    if (status === 'success')
        return `${jobName} succeeded`;
    if (status === 'cancelled')
        return `${jobName} was cancelled`;
    return `${jobName} failed`;
}
/** A pipeline id counts only with a client that can reach the deployment endpoints. */
function notifiable(s, pipelineId) {
    if (!pipelineId)
        return undefined;
    return s.client.serves?.('pipeline-notification') === false ? undefined : pipelineId;
}
function isRunningNotification(r) {
    return r.call.kind === 'pipeline-notification' && r.call.body.status === 'running';
}
async function ownRecords(queue, runKey) {
    try {
        return (await queue.list()).filter(r => r.runKey === runKey);
    }
    catch {
        return [];
    }
}
