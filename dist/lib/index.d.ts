/**
 * job-monitor as a library, for Node and TypeScript jobs that report themselves without a
 * subprocess. `JobMonitor` is the small, high-level surface; the client, queue and log pieces
 * under it are exported for callers who need finer control.
 */
import type { MonitorClient } from './client/client.js';
import { type Transport } from './client/transport.js';
import { type EndStatus, type Metadata, type PipelineStatus } from './client/wire.js';
import { RunQueue, type ReplaySummary } from './queue/queue.js';
export * from './client/index.js';
export { RunQueue, newRunKey, type QueueRecord, type ReplaySummary } from './queue/queue.js';
export { deliverOrQueue, type Outcome } from './queue/deliver.js';
export { HeadTailCapture, headTail } from './logs/capture.js';
export { Redactor } from './logs/redact.js';
/** What JobMonitor throws for an option or variable it cannot take; names it. */
export { SettingError } from './settings/check.js';
/**
 * Where the queue lives by default for this environment: JOB_MONITOR_QUEUE_DIR, else
 * $XDG_STATE_HOME/job-monitor/queue, else the platform's own place (queue/location.ts).
 */
export declare function defaultQueueDir(env: NodeJS.ProcessEnv, platform?: NodeJS.Platform): string;
/** The transport for this environment: a proxy-aware one only where a proxy is configured. */
export declare function defaultTransport(env: NodeJS.ProcessEnv): Transport;
export interface JobMonitorOptions {
    /** Default: JOB_MONITOR_API_KEY. */
    apiKey?: string;
    /** Default: JOB_MONITOR_BASE_URL. */
    baseUrl?: string;
    /** Default: JOB_MONITOR_DEPLOYMENT_URL (only for pipeline calls). */
    deploymentUrl?: string;
    /**
     * Default: JOB_MONITOR_QUEUE_DIR, else $XDG_STATE_HOME/job-monitor/queue, else
     * %LOCALAPPDATA%\job-monitor\queue on Windows and ~/.local/state/job-monitor/queue elsewhere.
     */
    queueDir?: string;
    /** How long a report may take before it is queued for a later replay (default 15 s). */
    waitMs?: number;
    env?: NodeJS.ProcessEnv;
    /**
     * Receives a line for each failed attempt and each queue event, and the warning that runs
     * go unreported for want of a key. Without it: a process warning for the key, and one line on
     * stderr when a `monitor()` run's reports are queued or refused.
     */
    log?: (message: string) => void;
}
/** One run of a job, from `JobMonitor.start`. */
export interface Run {
    jobName: string;
    /** Empty while the start report is queued. */
    runId: string;
    /** Links a queued start to its end. */
    runKey: string;
    /** Sent byte-identical on the end report. */
    startTime: string;
}
/**
 * A job's cron schedule (the command-line tool's --schedule, --schedule-timezone and
 * --schedule-grace): its reports say the slot each run stands for and how late it started. A
 * string is the expression alone. A mistake throws a SettingError naming `schedule`.
 */
export interface ScheduleOptions {
    /** Five fields, such as `*\/15 * * * *`, or `@daily`; `CRON_TZ=Europe/Berlin ...` names its zone. */
    cron: string;
    /** The zone it is read in (IANA); default, this machine's (TZ, else the system's), as cron's. */
    timeZone?: string;
    /** How late after its slot a run may start before the job is late; default 300. */
    graceSeconds?: number;
}
export interface StartOptions {
    metadata?: Metadata;
    tags?: string[];
    schedule?: string | ScheduleOptions;
}
export interface EndOptions {
    error?: string;
    metadata?: Metadata;
    tags?: string[];
    logs?: string;
}
/**
 * The outcome of a report: sent, queued for later, refused (a wrong key, a bad request), or
 * unreported (no API key was given: nothing is sent).
 */
export type Delivered = 'sent' | 'queued' | 'refused' | 'unreported';
export declare class JobMonitor {
    readonly client: MonitorClient;
    readonly queue: RunQueue;
    private readonly waitMs;
    private readonly log?;
    /** What a warning of ours is cleaned with: the key never reaches stderr. */
    private readonly redactor;
    /** False without an API key: every call is skipped, and the work runs unreported. */
    readonly reporting: boolean;
    /** The zone a schedule is read in when it names none: this machine's, as cron's. */
    private readonly localTimeZone;
    constructor(o?: JobMonitorOptions);
    /** A schedule option, checked: a SettingError names `schedule` (or its part) at fault. */
    private scheduleOf;
    /**
     * Sends the start report (queued if the service can't be reached in time); with a schedule,
     * the report says the slot the run stands for and how late it started.
     */
    start(jobName: string, o?: StartOptions): Promise<Run>;
    /**
     * Sends the end report; the error, logs and metadata are redacted on their way out (the key
     * and common token shapes), like everything the client sends. A start that is still queued
     * goes first, so the end carries its run id.
     */
    end(run: Run, status: EndStatus, o?: EndOptions): Promise<Delivered>;
    /** One heartbeat. Heartbeats are never queued: a late one says nothing true. */
    heartbeat(jobName: string, metadata?: Metadata): Promise<boolean>;
    notify(pipelineId: string, status: PipelineStatus, o?: {
        message?: string;
        metadata?: Metadata;
    }): Promise<Delivered>;
    /** A question to the service, not a report: without a key it is refused, naming apiKey. */
    listPipelines(): Promise<unknown>;
    replay(): Promise<ReplaySummary>;
    /**
     * Runs `work` as one monitored run: start, heartbeats every `heartbeatMs` (0 = off), then
     * success, or failed with the error's message (the error is rethrown). Monitoring trouble
     * never changes what `work` returns or throws.
     */
    monitor<T>(jobName: string, work: (run: Run) => Promise<T>, o?: StartOptions & {
        heartbeatMs?: number;
    }): Promise<T>;
}
/** A bounded head+tail capture with redaction, for callers assembling their own logs. */
export declare function boundedLogs(text: string, maxBytes?: number, secrets?: string[]): string;
