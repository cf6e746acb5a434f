/** Budgets of step output capture (the runner's pages, read by the heartbeat helper). */

/** Bytes of one step's output kept by the helper, head and tail (memory: about twice this). */
export const STEP_CAPTURE_BYTES = 16_384

/** `##[error]` lines kept per step: the rule of error_details' quotes (logs/failure-quote.ts). */
export { ERROR_LINES_KEPT, ERROR_LINE_BYTES } from '../logs/constants.js'

/** A step's name from its `##[group]Run ...` header: at most this many bytes of the header. */
export const NAME_BYTES = 300

/**
 * Steps captured per job. Each finished step holds at most STEP_CAPTURE_BYTES, so a job with
 * hundreds of steps still costs the helper a few megabytes; later steps are counted, not kept.
 */
export const MAX_STEPS = 300

/** How often the helper lists the pages folder, besides the change events it is sent. */
export const PAGES_POLL_MS = 200

/**
 * While pages grow (and for this long after), the folder is listed this often instead of
 * watched: a page created and removed within STREAMING_POLL_MS of another step's output
 * streaming could be missed; the runner removes pages 0-1 s after their step.
 */
export const STREAMING_POLL_MS = 20
export const STREAMING_QUIET_MS = 1000

/** Bytes read from the pages per turn of the event loop: heartbeats are never held up. */
export const READ_SLICE_BYTES = 1024 * 1024

/** When the helper is stopped, how long it may go on reading (post kills it after 3 s). */
export const DRAIN_BUDGET_MS = 2000

/** How often the helper rewrites the captured steps for post while steps run (when changed). */
export const STEPS_SNAPSHOT_MS = 15_000
