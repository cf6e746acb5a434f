/**
 * The only place request bodies are built, so every front end follows the same wire rules
 * (API text, 2.1-2.4): a start has run_id "" and end_time null; an end repeats the start's
 * job_name and byte-identical start_time and says `None` when there is no error; fields whose
 * type has no null (logs, metadata) are left out rather than sent as null.
 */
import { type EndReportBody, type EndStatus, type HeartbeatBody, type Metadata, type PipelineNotificationBody, type PipelineStatus, type StartReportBody } from './wire.js';
/** A mistake in what the caller asked to send (not a service error). */
export declare class ReportInputError extends Error {
    name: string;
}
/** What a start_time, end_time or current_time must be: a timestamp Date.parse reads. */
export declare function isTimestamp(value: unknown): value is string;
export declare function startReport(i: {
    jobName: string;
    startTime: string;
    metadata?: Metadata;
    tags?: string[] | null;
    logs?: string;
}): StartReportBody;
export declare function endReport(i: {
    jobName: string;
    startTime: string;
    runId: string;
    status: EndStatus;
    endTime: string;
    errorDetails?: string | null;
    metadata?: Metadata;
    tags?: string[] | null;
    logs?: string;
}): EndReportBody;
export declare function heartbeatBody(i: {
    jobName: string;
    currentTime: string;
    metadata?: Metadata;
}): HeartbeatBody;
export declare function pipelineNotification(i: {
    status: PipelineStatus;
    message?: string;
    metadata?: Metadata;
}): PipelineNotificationBody;
