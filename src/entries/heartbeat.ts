/**
 * The heartbeat helper's bundle (dist/heartbeat). Started detached by the main step; its
 * config comes through the environment, its key through stdin (never the environment, which
 * other steps could read for as long as the helper lives). Stops on SIGTERM/SIGINT, after its
 * maximum lifetime, or when the runner job that started it is gone.
 */
import { runHelper } from '../action/heartbeat-helper.js'
import { HELPER_KEY_MAX_BYTES, HelperEnv } from '../action/constants.js'
import type { HelperConfig } from '../action/helper-process.js'

const controller = new AbortController()
const stop = (): void => controller.abort()
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

const config = JSON.parse(process.env[HelperEnv.config] ?? '{}') as HelperConfig

/** The key, as main wrote it into stdin before closing it; bounded, in case stdin is not ours. */
async function keyFromStdin(): Promise<string> {
  const chunks: Buffer[] = []
  let bytes = 0
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    bytes += chunk.length
    if (bytes > HELPER_KEY_MAX_BYTES) return ''
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

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

keyFromStdin()
  .then(apiKey => {
    if (!apiKey) throw new Error('no API key reached it on stdin')
    return runHelper(config, apiKey, controller.signal)
  })
  .then(
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
