/** The heartbeat helper's environment, limits and waits: its starters, its stopper and itself agree. */

/** Environment of the heartbeat helper: its config (the key comes through its stdin). */
export const HelperEnv = {
  config: 'JOB_MONITOR_HELPER_CONFIG'
} as const

/** The most the helper reads from stdin for its key: far more than any key, little memory. */
export const HELPER_KEY_MAX_BYTES = 64 * 1024

/** How long post waits for the helper to answer its request to stop before the last resort. */
export const HELPER_STOP_WAIT_MS = 3_000
/** How long post waits for the helper to exit once it answered, or once it was killed. */
export const HELPER_EXIT_WAIT_MS = 1_000
/** The helper ends on its own after this: a job lasts at most 6 h on hosted runners. */
export const HELPER_MAX_LIFETIME_MS = (6 * 60 + 15) * 60_000
/** How long the heartbeat helper spends on what earlier jobs left queued. */
export const HELPER_REPLAY_BUDGET_MS = 120_000
/** The open run's last heartbeat is rewritten at most this often: one small write a minute. */
export const OPEN_RUN_TOUCH_MS = 60_000
