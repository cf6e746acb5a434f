/**
 * The service's wire shapes, exactly as the API text gives them (sections 2.1-2.4).
 * Shared by the client and the emulator: the emulator checks requests against these
 * rules independently, so it imports types only, never the client's code.
 */
/** States of a run (API text, section 3). */
export type RunStatus = 'running' | 'success' | 'failed' | 'cancelled';
/** The statuses an end report may carry. */
export type EndStatus = Exclude<RunStatus, 'running'>;
/** Statuses of the pipeline notification endpoint (2.4): it has no `cancelled`. */
export type PipelineStatus = 'running' | 'success' | 'failed';
export declare const RUN_STATUSES: readonly RunStatus[];
export declare const END_STATUSES: readonly EndStatus[];
export declare const PIPELINE_STATUSES: readonly PipelineStatus[];
/** Free-form key/value data; numbers stay numbers. */
export type Metadata = Record<string, unknown>;
/** 2.1 as sent on a start: run_id "" and end_time null, error_details null. */
export interface StartReportBody {
    job_name: string;
    status: 'running';
    run_id: '';
    start_time: string;
    end_time: null;
    error_details: null;
    metadata?: Metadata;
    tags?: string[] | null;
    logs?: string;
}
/** 2.1 as sent on an end: the start's job_name and byte-identical start_time. */
export interface EndReportBody {
    job_name: string;
    status: EndStatus;
    run_id: string;
    start_time: string;
    end_time: string;
    /** The literal text `None` when there is no error. */
    error_details: string;
    metadata?: Metadata;
    tags?: string[] | null;
    logs?: string;
}
export type RunReportBody = StartReportBody | EndReportBody;
/** 2.2: the start response (after double decoding). */
export interface StartReportResponse {
    run_id: string;
}
/** 2.2: the end response (after double decoding). `Failed` counts as a failed attempt. */
export interface EndReportResponse {
    update_status: string;
}
/** 2.3 request. */
export interface HeartbeatBody {
    job_name: string;
    current_time: string;
    metadata?: Metadata;
}
/** 2.3 response. */
export interface HeartbeatResponse {
    success: boolean;
    message: string;
    next_expected: string;
}
/** 2.4 request. */
export interface PipelineNotificationBody {
    status: PipelineStatus;
    message?: string;
    metadata?: Metadata;
}
/** The text sent as error_details when a run ended without error. */
export declare const NO_ERROR = "None";
/** Endpoint paths (section 4). */
export declare const PATHS: {
    readonly monitoring: "/monitoring";
    readonly heartbeat: "/heartbeat";
    readonly pipelineNotify: (pipelineId: string) => string;
    readonly pipelines: "/api/v1/pipelines";
};
/**
 * A formatted UTC timestamp with an explicit offset, e.g. `2026-11-22T16:40:00.123+00:00`.
 * The API text asks for "ISO 8601 in UTC with timezone offset"; `+00:00` states the offset
 * in the form every ISO 8601 parser reads.
 */
export declare function isoUtc(ms: number): string;
