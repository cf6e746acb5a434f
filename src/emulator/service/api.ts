/**
 * The API text's rules as the emulator reads them (service-api.md), written here and not taken
 * from the client: a double that accepted the client's own lists would agree with any mistake
 * in them. __tests__/emulator/api.test.ts compares the two, so a difference shows instead of
 * hiding in both.
 */

/** States of a run (section 3); the statuses of a run report (2.1). */
export const RUN_STATUSES = ['running', 'success', 'failed', 'cancelled'] as const
export type RunStatus = (typeof RUN_STATUSES)[number]
/** A start report's status (4.1); every other one ends the run. */
export const START_STATUS = 'running'
export const END_STATUSES = ['success', 'failed', 'cancelled'] as const
export type EndStatus = (typeof END_STATUSES)[number]
/** The pipeline notification's statuses (2.4): no `cancelled`. */
export const PIPELINE_STATUSES = ['running', 'success', 'failed'] as const
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number]

/** Free-form key/value data (2.1, 2.3, 2.4). */
export type Metadata = Record<string, unknown>

/** The request bodies' fields (2.1, 2.3, 2.4): which must be present and which may be. */
export const FIELDS = {
  runReport: {
    required: ['job_name', 'status', 'run_id', 'start_time', 'end_time'],
    optional: ['metadata', 'error_details', 'tags', 'logs']
  },
  heartbeat: { required: ['job_name', 'current_time'], optional: ['metadata'] },
  pipelineNotification: { required: ['status'], optional: ['message', 'metadata'] }
} as const

/** error_details on an end report without an error (2.1). */
export const NO_ERROR = 'None'
/** update_status of an end report's answer (2.2). */
export const UPDATE_STATUS = { updated: 'success', failed: 'Failed' } as const

/** The endpoints' paths (section 4). */
export const PATHS = {
  monitoring: '/monitoring',
  heartbeat: '/heartbeat',
  /** `{pipeline_id}` is one path segment. */
  pipelineNotify: /^\/api\/pipelines\/([^/]+)\/notify$/,
  pipelines: '/api/v1/pipelines'
} as const

/** Requests per hour, on either plan (section 8). */
export const REQUESTS_PER_HOUR = 100
/** The interval behind next_expected: the API text's example of a heartbeat interval (4.2). */
export const HEARTBEAT_INTERVAL_SECONDS = 300
