/** The hidden subcommand that runs the heartbeat process of `start --state-file`. */
export const HELPER_SUBCOMMAND = 'heartbeat-helper'
