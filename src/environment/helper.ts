/**
 * The heartbeat helper's environment, read by the two entries that start it (dist/heartbeat and
 * the command line's hidden subcommand): the config its starter wrote into it, and the proxy
 * variables.
 */
import { HelperEnv } from '../helper/constants.js'
import type { HelperProcessFacts } from '../helper/heartbeat-helper.js'
import type { HelperConfig } from '../helper/spawn.js'
import { readProxyFacts } from './proxy.js'

export function readHelperFacts(env: NodeJS.ProcessEnv): HelperProcessFacts {
  return {
    config: JSON.parse(env[HelperEnv.config] ?? '{}') as HelperConfig,
    proxy: readProxyFacts(env)
  }
}
