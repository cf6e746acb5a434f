type Body = Record<string, unknown>;
export declare function isObject(value: unknown): value is Body;
/** 2.1 on a start: status running, run_id "", end_time null, error_details null. */
export declare function checkRunReport(body: Body): string[];
/** 2.3. */
export declare function checkHeartbeat(body: Body): string[];
/** 2.4. */
export declare function checkPipelineNotification(body: Body): string[];
export {};
