/**
 * The heartbeat helper's bundle (dist/heartbeat). Started detached by the main step; its
 * key and config come through the environment. Stops on SIGTERM/SIGINT, after its maximum
 * lifetime, or when the runner job that started it is gone.
 */
import { runHelper } from '../action/heartbeat-helper.js'
import { HelperEnv } from '../action/constants.js'
import type { HelperConfig } from '../action/helper-process.js'

const controller = new AbortController()
const stop = (): void => controller.abort()
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

const config = JSON.parse(process.env[HelperEnv.config] ?? '{}') as HelperConfig
const apiKey = process.env[HelperEnv.apiKey] ?? ''
// Nothing else in this process needs them; keep them out of anything it might print.
delete process.env[HelperEnv.apiKey]

const lifetime = setTimeout(stop, config.maxLifetimeMs)
lifetime.unref()
if (config.watchPid) {
  // Cheap check that the runner's worker still runs: when the job is gone, so are we.
  const watch = setInterval(() => {
    try {
      process.kill(config.watchPid as number, 0)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ESRCH') stop()
    }
  }, 30_000)
  watch.unref()
}

runHelper(config, apiKey, controller.signal).then(
  status => {
    console.log(
      `heartbeat helper stopped (${status.stoppedBy}): ${status.beatsSent} beats sent, ${status.beatsFailed} failed`
    )
    process.exit(0)
  },
  error => {
    console.log(`heartbeat helper failed: ${(error as Error).message}`)
    process.exit(1)
  }
)
