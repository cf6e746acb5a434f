/**
 * Whether the machine a job runs on keeps its own queue after the job: the fact that decides who
 * may send a run's end when the job could not. A GitHub-hosted runner is a fresh machine for each
 * job, discarded after it (RUNNER_ENVIRONMENT `github-hosted`); a self-hosted runner configured
 * with `--ephemeral` takes one job and is removed (actions/runner
 * src/Runner.Common/ConfigurationStore.cs: `RunnerSettings.Ephemeral`, saved in `<root>/.runner`).
 * Any other machine is persistent: its own queue replays what it left, and its next job ends its
 * lost runs, so no one else may send those ends. So is a queue placed by hand, wherever it runs:
 * it may outlive the machine. When in doubt, persistent: that only leaves a run to its own
 * machine (or its queue's next user).
 */
import { join } from 'node:path'
import { readRegularFileSync } from '../util/regular-files.js'
import type { MachineKind } from './record-line.js'

/** The runner's settings file is a few hundred bytes. */
const RUNNER_SETTINGS_MAX_BYTES = 64 * 1024

export function machineKindOf(o: {
  /** RUNNER_ENVIRONMENT: `github-hosted` or `self-hosted`. */
  runnerEnvironment?: string
  /**
   * The queue was placed by hand (a `queue-dir`, JOB_MONITOR_QUEUE_DIR): it may be a volume that
   * outlives the machine (a Kubernetes runner's persistent volume), whose next user replays it.
   */
  queuePlacedByHand?: boolean
  /** Where the runner may be installed (its root, where `.runner` is). */
  runnerRoots: string[]
  read?: (path: string) => string | undefined
}): MachineKind {
  if (o.queuePlacedByHand) return 'persistent'
  if (o.runnerEnvironment?.trim() === 'github-hosted') return 'ephemeral'
  const read =
    o.read ?? ((path: string) => readRegularFileSync(path, RUNNER_SETTINGS_MAX_BYTES)?.text)
  for (const root of o.runnerRoots) {
    const text = read(join(root, '.runner'))
    if (text === undefined) continue
    try {
      const settings: unknown = JSON.parse(text.replace(/^\uFEFF/, ''))
      const ephemeral = (settings as { Ephemeral?: unknown } | null)?.Ephemeral
      return ephemeral === true ? 'ephemeral' : 'persistent'
    } catch {
      return 'persistent'
    }
  }
  return 'persistent'
}
