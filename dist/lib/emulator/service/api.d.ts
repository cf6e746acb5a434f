/**
 * The API text's rules as the emulator reads them (service-api.md), written here and not taken
 * from the client: a double that accepted the client's own lists would agree with any mistake
 * in them. __tests__/emulator/api.test.ts compares the two, so a difference shows instead of
 * hiding in both.
 */
/** States of a run (section 3); the statuses of a run report (2.1). */
export declare const RUN_STATUSES: readonly ["running", "success", "failed", "cancelled"];
export type RunStatus = (typeof RUN_STATUSES)[number];
/** A start report's status (4.1); every other one ends the run. */
export declare const START_STATUS = "running";
export declare const END_STATUSES: readonly ["success", "failed", "cancelled"];
export type EndStatus = (typeof END_STATUSES)[number];
/** The pipeline notification's statuses (2.4): no `cancelled`. */
export declare const PIPELINE_STATUSES: readonly ["running", "success", "failed"];
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
/** Free-form key/value data (2.1, 2.3, 2.4). */
export type Metadata = Record<string, unknown>;
/** The request bodies' fields (2.1, 2.3, 2.4): which must be present and which may be. */
export declare const FIELDS: {
    readonly runReport: {
        readonly required: readonly ["job_name", "status", "run_id", "start_time", "end_time"];
        readonly optional: readonly ["metadata", "error_details", "tags", "logs"];
    };
    readonly heartbeat: {
        readonly required: readonly ["job_name", "current_time"];
        readonly optional: readonly ["metadata"];
    };
    readonly pipelineNotification: {
        readonly required: readonly ["status"];
        readonly optional: readonly ["message", "metadata"];
    };
};
/** error_details on an end report without an error (2.1). */
export declare const NO_ERROR = "None";
/** update_status of an end report's answer (2.2). */
export declare const UPDATE_STATUS: {
    readonly updated: "success";
    readonly failed: "Failed";
};
/** The endpoints' paths (section 4). */
export declare const PATHS: {
    readonly monitoring: "/monitoring";
    readonly heartbeat: "/heartbeat";
    /** `{pipeline_id}` is one path segment. */
    readonly pipelineNotify: RegExp;
    readonly pipelines: "/api/v1/pipelines";
};
/** Requests per hour, on either plan (section 8). */
export declare const REQUESTS_PER_HOUR = 100;
/** The interval behind next_expected: the API text's example of a heartbeat interval (4.2). */
export declare const HEARTBEAT_INTERVAL_SECONDS = 300;
