/** Budgets of the run protocol, shared by every front end. */

/**
 * Of the time an end has, the share its run's queued records (the start, the `running`
 * notification) may take before the end report goes: the end itself needs the rest.
 */
export const END_START_REPLAY_SHARE = 0.4

/** The heartbeat helper's first wait between passes at a queued start, doubled up to the cap. */
export const CARRY_START_FIRST_WAIT_MS = 5_000
export const CARRY_START_MAX_WAIT_MS = 300_000
