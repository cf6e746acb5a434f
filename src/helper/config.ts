/**
 * What the heartbeat helper is told, built in this one place for every front end that starts
 * it (the action's main step, the command line's `start`): where it listens, whether it
 * carries on a queued start report and how long it may live are decided the same way for both.
 */
import { dirname } from 'node:path'
import type { Begun } from '../run/protocol.js'
import { channelAddresses, hostChannelFacts } from './channel.js'
import { HELPER_MAX_LIFETIME_MS } from './constants.js'
import type { HelperConfig } from './spawn.js'

/** What the helper is told of the steps' output: where the pages are, where to leave the steps. */
export interface StepOutputConfig {
  pagesDir: string
  file: string
  maxBytes: number
}

/** What a front end knows of its own: the rest follows from the run it began. */
export type HelperPlan = Omit<
  HelperConfig,
  'runKey' | 'channels' | 'startQueued' | 'maxLifetimeMs' | 'openRun'
>

/**
 * The helper's config for the run `begun` started. Its stop channels are decided here, once,
 * beside its status file: the helper listens there and its stopper asks there, whatever a later
 * step does to TMPDIR; the starter saves them for the stopper.
 */
export function helperConfigFor(
  begun: Pick<Begun, 'run' | 'start' | 'service'>,
  plan: HelperPlan
): HelperConfig & { channels: string[] } {
  const { run, start, service } = begun
  return {
    ...plan,
    runKey: run.runKey,
    channels: channelAddresses(run.runKey, dirname(plan.statusFile), hostChannelFacts()),
    // A start report that was queued: the helper carries on its retry sequence first.
    startQueued: !start.delivered && start.queued !== undefined,
    maxLifetimeMs: HELPER_MAX_LIFETIME_MS,
    openRun: {
      startTime: run.startTime,
      runId: run.runId,
      ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
      // Only a job of the same service and key ends it as lost: a queue may be shared by two.
      ...(service ? { service } : {})
    }
  }
}
