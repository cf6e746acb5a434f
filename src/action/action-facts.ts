/**
 * What the action's steps take from the environment, read in this one place: the run's
 * context as the runner tells it (readRunnerFacts), where the queue lives, the proxy the
 * transport uses, and the runner's per-job temporary folder. The steps hand these values down;
 * nothing below them reads the environment again.
 */
import type { ProxyFacts } from '../client/transport.js'
import { readRunnerFacts } from '../environment/github.js'
import { readProxyFacts } from '../environment/proxy.js'
import { readQueuePlace } from '../environment/queue-place.js'
import { defaultQueueDir } from '../queue/queue.js'
import type { RunContext } from '../run/context.js'

export interface ActionFacts {
  context: RunContext
  /** The queue's folder (the queue-dir input, else the platform's own place). */
  queue: { dir: string }
  /** The proxy variables, for the transport. */
  proxy: ProxyFacts
  /** RUNNER_TEMP: emptied by the runner at the job's start and end. */
  runnerTemp?: string
}

export function readActionFacts(
  env: NodeJS.ProcessEnv,
  settings: { queueDir?: string; checkRunId?: number }
): ActionFacts {
  return {
    context: readRunnerFacts(env, { checkRunId: settings.checkRunId }),
    queue: { dir: settings.queueDir || defaultQueueDir(readQueuePlace(env)) },
    proxy: readProxyFacts(env),
    runnerTemp: env.RUNNER_TEMP || undefined
  }
}
