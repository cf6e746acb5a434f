/**
 * What the action's steps take from the environment, read in this one place: the run's
 * context as the runner tells it (readRunnerFacts), where the queue lives, the proxy the
 * transport uses, and the runner's per-job temporary folder. The steps hand these values down;
 * nothing below them reads the environment again.
 */
import { proxyVariablesOf } from '../client/transport.js'
import { defaultQueueDir } from '../queue/queue.js'
import type { RunContext } from '../run/context.js'
import { readRunnerFacts } from '../run/runner-facts.js'

export interface ActionFacts {
  context: RunContext
  /** The queue's folder (the queue-dir input, else the platform's own place). */
  queue: { dir: string }
  /** The proxy variables, for the transport. */
  proxy: NodeJS.ProcessEnv
  /** RUNNER_TEMP: emptied by the runner at the job's start and end. */
  runnerTemp?: string
}

export function readActionFacts(
  env: NodeJS.ProcessEnv,
  settings: { queueDir?: string; checkRunId?: number }
): ActionFacts {
  return {
    context: readRunnerFacts(env, { checkRunId: settings.checkRunId }),
    queue: { dir: settings.queueDir || defaultQueueDir(env) },
    proxy: proxyVariablesOf(env),
    runnerTemp: env.RUNNER_TEMP || undefined
  }
}
