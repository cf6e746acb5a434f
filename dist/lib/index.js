import { createClient } from './client/factory.js';
import { runHeartbeats } from './client/heartbeats.js';
import { heartbeatBody, pipelineNotification } from './client/reports.js';
import { isoUtc } from './client/wire.js';
import { HeadTailCapture } from './logs/capture.js';
import { Redactor } from './logs/redact.js';
import { deliverOrQueue } from './queue/deliver.js';
import { RunQueue, defaultQueueDir } from './queue/queue.js';
import { beginRun, endRun } from './run/protocol.js';
export * from './client/index.js';
export { RunQueue, defaultQueueDir, newRunKey } from './queue/queue.js';
export { deliverOrQueue } from './queue/deliver.js';
export { HeadTailCapture, headTail } from './logs/capture.js';
export { Redactor } from './logs/redact.js';
function delivered(o) {
    return o.delivered ? 'sent' : o.queued ? 'queued' : 'refused';
}
export class JobMonitor {
    client;
    queue;
    waitMs;
    redactor;
    constructor(o = {}) {
        const env = o.env ?? process.env;
        const apiKey = o.apiKey ?? env.JOB_MONITOR_API_KEY ?? '';
        if (!apiKey)
            throw new Error('JobMonitor needs an API key (apiKey or JOB_MONITOR_API_KEY)');
        this.client = createClient({
            baseUrl: o.baseUrl ?? env.JOB_MONITOR_BASE_URL ?? '',
            deploymentUrl: o.deploymentUrl ?? env.JOB_MONITOR_DEPLOYMENT_URL,
            userAgent: 'job-monitor-lib'
        }, apiKey, { env, log: o.log });
        this.queue = new RunQueue({ dir: o.queueDir ?? defaultQueueDir(env), log: o.log });
        this.waitMs = o.waitMs ?? 15_000;
        this.redactor = new Redactor([apiKey]);
    }
    /** Sends the start report (queued if the service can't be reached in time). */
    async start(jobName, o = {}) {
        const { run, start } = await beginRun({ client: this.client, queue: this.queue }, { jobName, ...o }, { deadline: Date.now() + this.waitMs });
        if (!start.delivered && !start.queued)
            throw start.error;
        return { jobName, runId: run.runId, runKey: run.runKey, startTime: run.startTime };
    }
    /**
     * Sends the end report; logs are redacted (the key and common token shapes). A start that
     * is still queued goes first, so the end carries its run id.
     */
    async end(run, status, o = {}) {
        const ended = await endRun({ client: this.client, queue: this.queue }, run, {
            status,
            errorDetails: o.error,
            metadata: o.metadata,
            tags: o.tags,
            logs: o.logs === undefined ? undefined : this.redactor.redact(o.logs)
        }, { deadline: Date.now() + this.waitMs });
        return ended.end ? delivered(ended.end) : 'refused';
    }
    /** One heartbeat. Heartbeats are never queued: a late one says nothing true. */
    async heartbeat(jobName, metadata) {
        const d = await this.client.deliver({
            kind: 'heartbeat',
            body: heartbeatBody({ jobName, currentTime: isoUtc(Date.now()), metadata })
        }, { deadline: Date.now() + this.waitMs });
        return d.delivered;
    }
    async notify(pipelineId, status, o = {}) {
        const outcome = await deliverOrQueue(this.client, this.queue, { kind: 'pipeline-notification', pipelineId, body: pipelineNotification({ status, ...o }) }, { deadline: Date.now() + this.waitMs });
        return delivered(outcome);
    }
    listPipelines() {
        return this.client.listPipelines();
    }
    replay() {
        return this.queue.replay(this.client);
    }
    /**
     * Runs `work` as one monitored run: start, heartbeats every `heartbeatMs` (0 = off), then
     * success, or failed with the error's message (the error is rethrown). Monitoring trouble
     * never changes what `work` returns or throws.
     */
    async monitor(jobName, work, o = {}) {
        let run;
        try {
            run = await this.start(jobName, o);
        }
        catch {
            run = undefined;
        }
        const stop = new AbortController();
        const beats = run && (o.heartbeatMs ?? 300_000) > 0
            ? runHeartbeats(this.client, {
                jobName,
                intervalMs: o.heartbeatMs ?? 300_000,
                signal: stop.signal
            })
            : Promise.resolve(undefined);
        try {
            const result = await work(run ?? { jobName, runId: '', runKey: '', startTime: '' });
            stop.abort();
            await beats;
            if (run)
                await this.end(run, 'success', { metadata: o.metadata }).catch(() => undefined);
            return result;
        }
        catch (error) {
            stop.abort();
            await beats;
            const message = error instanceof Error ? error.message : String(error);
            if (run)
                await this.end(run, 'failed', { error: message, metadata: o.metadata }).catch(() => undefined);
            throw error;
        }
    }
}
/** A bounded head+tail capture with redaction, for callers assembling their own logs. */
export function boundedLogs(text, maxBytes = 65536, secrets = []) {
    const c = new HeadTailCapture(maxBytes);
    c.write(text);
    return c.text(new Redactor(secrets));
}
