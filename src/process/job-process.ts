/**
 * The job's own process: the evidence that a run's job still lives. A run is ended as lost, or
 * ended by its helper, only on this evidence, never on our own processes' (a helper can die
 * while its job goes on: a step's `pkill node`, the OOM killer, its lifetime).
 *
 * Which process it is follows each CI system's source (`shared` facts, checked there):
 * - GitHub Actions: the runner's `Runner.Worker`, which runs every step of the job and lives
 *   until the job is complete (actions/runner `src/Runner.Worker/`); the action's main step is
 *   its child, the command line finds it among its ancestors.
 * - Buildkite: the job process (the agent's bootstrap), which runs each hook and the command as a
 *   child, each in a process group of its own (agent `internal/shell/shell.go` executeCommand,
 *   through `internal/process/process.go`, whose every process gets a group of its own): the
 *   parent of the leader of this process's group. The hook that ran `start` is gone once it
 *   has run; the bootstrap lives until pre-exit has run, and dies with a cancel's SIGKILL
 *   (`agent/run_job.go` Cancel()).
 * - GitLab: the shell of the `step_script` stage (before_script and script), which leads its
 *   process group (`helpers/process/killer_unix.go` kills `-pid`).
 * Elsewhere (cron, Jenkins' separate `sh` steps, a terminal) no process is known to live as long
 * as the job: none is named, and a run's fate is left to its own end, or to a long silence.
 *
 * A process is named by its pid, its start time in /proc and its pid namespace: a reused pid has
 * another start time, and a process of another namespace cannot be judged from here at all.
 */
import { readRegularFileSync } from '../util/regular-files.js'
import { pidNamespace, procCmdline, procStat, isRunning } from './process-facts.js'

/** The CI system whose job the process is: its words, and how its end is awaited. */
export type JobKind = 'github' | 'buildkite' | 'gitlab'

export interface JobProcess {
  kind: JobKind
  pid: number
  /** Its start time in /proc (clock ticks since boot); absent where there is no /proc. */
  procStart?: string
  /** The pid namespace it was named from; absent where there is none to read. */
  pidNamespace?: string
  /** The boot it was named in: after a restart of the machine no process of it is left. */
  bootId?: string
}

/** What a process is, seen from here: alive, gone, or not to be judged (`unseen`). */
export type JobLiveness = 'alive' | 'gone' | 'unseen'

/** What naming and judging a process needs of the machine; injected in tests. */
export interface ProcessHost {
  pid: number
  ppid: number
  /** Its process group, where the system says (Linux /proc). */
  pgrp(pid: number | 'self'): number | undefined
  ppidOf(pid: number): number | undefined
  cmdline(pid: number): string | undefined
  startTicks(pid: number): string | undefined
  isRunning(pid: number): boolean
  pidNamespace(): string | undefined
  bootId(): string | undefined
  /** Whether this machine has /proc at all: without it a pid alone is what can be judged. */
  hasProc: boolean
}

const BOOT_ID = '/proc/sys/kernel/random/boot_id'

/**
 * This machine's processes. Its pid namespace and boot are kept once read: neither
 * changes while this process lives, and a helper judges its job every few seconds for hours.
 */
export function hostProcesses(): ProcessHost {
  // What was read is kept; a read that failed is tried again next time, since one failed read
  // of /proc (short of memory, say) would otherwise leave the job unseen for the helper's life.
  const once = <T>(read: () => T | undefined): (() => T | undefined) => {
    let known: T | undefined
    return () => (known ??= read())
  }
  // Read when first asked (judging a process named without /proc): naming one never asks.
  const hasProc = once(() => procStat('self') !== undefined)
  return {
    pid: process.pid,
    ppid: process.ppid,
    pgrp: pid => procStat(pid)?.pgrp,
    ppidOf: pid => procStat(pid)?.ppid,
    cmdline: procCmdline,
    startTicks: pid => procStat(pid)?.startTicks,
    isRunning,
    pidNamespace: once(pidNamespace),
    bootId: once(() => {
      try {
        return readRegularFileSync(BOOT_ID, 64)?.text.trim() || undefined
      } catch {
        return undefined
      }
    }),
    get hasProc() {
      return hasProc() ?? false
    }
  }
}

/** How far up the process tree the runner's Worker is looked for. */
const MAX_ANCESTORS = 32

/**
 * The job's process for a front end started by the CI system `kind`, or undefined when none
 * can be named (no /proc to find a group leader by, or this process leads its own group).
 * `parentIsWorker`: the action's main step, whose parent is the Worker itself.
 */
export function findJobProcess(
  kind: JobKind | undefined,
  o: { parentIsWorker?: boolean; host?: ProcessHost } = {}
): JobProcess | undefined {
  if (!kind) return undefined
  const host = o.host ?? hostProcesses()
  let pid: number | undefined
  if (kind === 'github') pid = o.parentIsWorker ? host.ppid : workerAncestor(host)
  else if (kind === 'buildkite') pid = bootstrapOf(host)
  else {
    const leader = host.pgrp('self')
    pid = leader !== undefined && leader !== host.pid ? leader : undefined
  }
  if (pid === undefined || pid <= 1 || !host.isRunning(pid)) return undefined
  return nameProcess(kind, pid, host)
}

/** The process as a stranger will judge it later. */
function nameProcess(kind: JobKind, pid: number, host: ProcessHost): JobProcess {
  const procStart = host.startTicks(pid)
  const ns = host.pidNamespace()
  const boot = host.bootId()
  return {
    kind,
    pid,
    ...(procStart !== undefined ? { procStart } : {}),
    ...(ns !== undefined ? { pidNamespace: ns } : {}),
    ...(boot !== undefined ? { bootId: boot } : {})
  }
}

/**
 * The Buildkite bootstrap: the parent of the hook or command that leads this process's group
 * (this process itself, when the command is `job-monitor start` alone).
 */
function bootstrapOf(host: ProcessHost): number | undefined {
  const leader = host.pgrp('self')
  if (leader === undefined) return undefined
  return leader === host.pid ? host.ppid : host.ppidOf(leader)
}

/** The nearest ancestor that is the runner's Worker (its command line names Runner.Worker). */
function workerAncestor(host: ProcessHost): number | undefined {
  let pid: number | undefined = host.ppid
  for (let i = 0; i < MAX_ANCESTORS && pid !== undefined && pid > 1; i++) {
    if (/Runner\.Worker/.test(host.cmdline(pid) ?? '')) return pid
    pid = host.ppidOf(pid)
  }
  return undefined
}

/**
 * Whether the job's process lives, judged from here. `gone` only on proof: the machine was
 * restarted since, its pid is free, or it is held by a process started at another time.
 * A process of another pid namespace (a container, a queue on a shared volume) is `unseen`.
 * The host is built once by the caller (per helper, per pass), not per judgement.
 */
export function judgeJobProcess(job: JobProcess, host: ProcessHost): JobLiveness {
  const boot = host.bootId()
  if (job.bootId !== undefined && boot !== undefined && job.bootId !== boot) return 'gone'
  if (job.pidNamespace !== host.pidNamespace()) return 'unseen'
  if (!host.isRunning(job.pid)) return 'gone'
  if (job.procStart === undefined) return host.hasProc ? 'unseen' : 'alive'
  const now = host.startTicks(job.pid)
  // Held, but /proc says nothing now (it went meanwhile): proof of neither.
  if (now === undefined) return 'unseen'
  return now === job.procStart ? 'alive' : 'gone'
}

/** A judge of job processes on one host, read from for every judgement it makes. */
export function jobJudge(host: ProcessHost = hostProcesses()): (job: JobProcess) => JobLiveness {
  return job => judgeJobProcess(job, host)
}

/** Each CI system's name, as the words about its jobs say it (GitHub's speak of its runner). */
const CI_NAMES: Record<Exclude<JobKind, 'github'>, string> = {
  buildkite: 'Buildkite',
  gitlab: 'GitLab'
}

/**
 * The words for a job whose process is gone. Its helper watched it go, and knows that the end
 * hook the CI system runs after that sent nothing (within `endWaitMs`, the wait it gave
 * GitLab's after_script); a later job on the machine knows only that the process is gone.
 */
export function jobGoneWords(
  kind: JobKind,
  seen: { by: 'its helper' | 'a later job'; endWaitMs?: number }
): string {
  if (kind === 'github') return "the runner's worker process is gone"
  if (seen.by === 'a later job') return `the ${CI_NAMES[kind]} job's process is gone`
  if (kind === 'buildkite')
    return `the ${CI_NAMES[kind]} job's processes were killed before pre-exit ran`
  const waited = seen.endWaitMs ? ` within ${Math.round(seen.endWaitMs / 1000)} s` : ''
  return `the ${CI_NAMES[kind]} job's script shell is gone and after_script sent no end${waited}`
}

/** GitLab's default limit of after_script (`common/consts.go`). */
export const AFTER_SCRIPT_DEFAULT_MS = 5 * 60_000
/** Beyond the limit: after_script's own start and the end's delivery (at most the limit again). */
const AFTER_SCRIPT_MARGIN_MS = 30_000
/** A longer after_script limit is not waited out: the helper ends the run by then. */
const AFTER_SCRIPT_MAX_MS = 60 * 60_000

/**
 * How long an end may still come from GitLab's after_script once the script's shell is gone:
 * its limit, `RUNNER_AFTER_SCRIPT_TIMEOUT` (a Go duration such as `5m` or `1m30s`; the default
 * when unset or unreadable), plus a margin; bounded.
 */
export function afterScriptWaitMs(value: string | undefined): number {
  const text = (value ?? '').trim()
  let total = 0
  const units: Record<string, number> = { h: 3600_000, m: 60_000, s: 1000, ms: 1 }
  const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/gy
  let matched = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    total += Number(m[1]) * units[m[2]]
    matched = re.lastIndex
  }
  const limit =
    text !== '' && matched === text.length && total > 0 ? total : AFTER_SCRIPT_DEFAULT_MS
  const bounded = Math.min(limit, AFTER_SCRIPT_MAX_MS)
  return bounded + Math.min(AFTER_SCRIPT_MARGIN_MS, bounded)
}
