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

/**
 * What a command-line front end reads of the machine its run is on: the user's word, where the
 * queue is, and what the CI system says of the job's environment.
 */
export interface CliMachineFacts {
  /** JOB_MONITOR_MACHINE or --machine: the user's word, which wins (an autoscaled agent). */
  declared?: MachineKind
  /** --queue-dir or JOB_MONITOR_QUEUE_DIR: a queue that may outlive the machine. */
  queuePlacedByHand: boolean
  /**
   * GitLab's CI_DISPOSABLE_ENVIRONMENT: `true` when the job runs in an environment made for it and
   * destroyed after it (gitlab-runner common/build.go `GetSharedEnvVariable`: every executor but
   * shell, ssh, custom and instance, which set `features.Shared` and CI_SHARED_ENVIRONMENT
   * instead: executors/shell/shell.go, ssh/ssh.go, custom/custom.go, instance/instance.go). The
   * Docker, Kubernetes, VirtualBox and Parallels executors, GitLab.com's hosted runners among
   * them: the job's home, and the queue in it, go with the job.
   */
  gitlabDisposable?: boolean
  /**
   * Buildkite's BUILDKITE_AGENT_ACQUIRE_JOB: the agent was started to run this one job
   * (buildkite/agent clicommand/agent_start.go, `--acquire-job`: "only run the specified job,
   * disconnecting after it's finished"); the job sees it because the job's environment is the
   * agent's own plus the job's (agent/job_runner.go, `os.Environ()` first). The Agent Stack for
   * Kubernetes starts each job's agent this way, in a pod made for the job.
   * `--disconnect-after-job` says the agent takes one job, not that its disk goes: such a
   * machine counts as ephemeral only when the user says so.
   */
  buildkiteAcquireJob?: boolean
  /** RUNNER_ENVIRONMENT inside GitHub Actions. */
  githubRunnerEnvironment?: string
}

/** The machine kind a command-line run records; when in doubt, persistent. */
export function cliMachineKindOf(f: CliMachineFacts): MachineKind {
  if (f.declared) return f.declared
  if (f.queuePlacedByHand) return 'persistent'
  if (f.gitlabDisposable || f.buildkiteAcquireJob) return 'ephemeral'
  return machineKindOf({ runnerEnvironment: f.githubRunnerEnvironment, runnerRoots: [] })
}
