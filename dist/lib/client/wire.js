/**
 * The service's wire shapes, exactly as the API text gives them (sections 2.1-2.4).
 * Shared by the client and the emulator: the emulator checks requests against these
 * rules independently, so it imports types only, never the client's code.
 */
export const RUN_STATUSES = ['running', 'success', 'failed', 'cancelled'];
export const END_STATUSES = ['success', 'failed', 'cancelled'];
export const PIPELINE_STATUSES = ['running', 'success', 'failed'];
/** The text sent as error_details when a run ended without error. */
export const NO_ERROR = 'None';
/** Endpoint paths (section 4). */
export const PATHS = {
    monitoring: '/monitoring',
    heartbeat: '/heartbeat',
    pipelineNotify: (pipelineId) => `/api/pipelines/${encodeURIComponent(pipelineId)}/notify`,
    pipelines: '/api/v1/pipelines'
};
/**
 * A formatted UTC timestamp with an explicit offset, e.g. `2026-11-22T16:40:00.123+00:00`.
 * The API text asks for "ISO 8601 in UTC with timezone offset"; `+00:00` states the offset
 * in the form every ISO 8601 parser reads.
 */
export function isoUtc(ms) {
    return new Date(ms).toISOString().replace(/Z$/, '+00:00');
}
