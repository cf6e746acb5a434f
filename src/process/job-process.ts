/**
 * The job's own process: the evidence that a run's job still lives. A run is ended as lost, or
 * ended by its helper, only on this evidence, never on our own processes' (a helper can die
 * while its job goes on: a step's `pkill node`, the OOM killer, its lifetime).
 *
 * It is named by what it is, its command line, among this process's ancestors: never by where a
 * process group or a session begins, which whatever runs us may have moved (`timeout` and a shell
 * with `set -m` start a group, `setsid` a session, `sudo` both). Which process it is follows each
 * CI system's source (`shared` facts, checked there):
 * - GitHub Actions: the runner's `Runner.Worker`, which runs every step of the job and lives
 *   until the job is complete (actions/runner `src/Runner.Worker/`).
 * - Buildkite: the job process, `buildkite-agent bootstrap` (the agent starts it as
 *   `<its own path> bootstrap`, clicommand/agent_start.go and agent/job_runner.go), the parent
 *   of every hook's shell and of the command's; it lives until pre-exit has run, and dies with a
 *   cancel's SIGKILL (agent/run_job.go Cancel()).
 * - GitLab, shell executor: the stage's shell, the child of the `gitlab-runner` process
 *   (executors/shell/shell.go Run: `bash -l`, or `su ... -c 'bash -l'` for another user). The
 *   user's lines run in a subshell of it (shells/bash.go Finish), before_script and script in one
 *   stage; after_script in a stage of its own.
 * - GitLab, Docker executor: the build container's first process (pid 1 of its pid namespace),
 *   which runs the stage and whose end stops the container (executors/docker/internal/exec/
 *   exec.go): `sh -c <detect script>` that execs the image's `bash -l` or `sh -l`
 *   (shells/bash.go), or Docker's init in front of it. Named only where the job says it runs in
 *   a disposable environment (CI_DISPOSABLE_ENVIRONMENT).
 * - `job-monitor exec`: the exec process itself. Its run begins and ends in it: once it is gone,
 *   no end can come from anywhere.
 * Where none is found (cron, Jenkins' separate `sh` steps, a terminal, a wrapper that left our
 * ancestry, such as `setsid --fork`), the job is unseen: a run's fate is left to its own end, or
 * to a long silence, never to a guess.
 *
 * A process is named by its pid, its start time in /proc and its pid namespace: a reused pid has
 * another start time, and a process of another namespace cannot be judged from here at all.
 */
import {
  bootId,
  cmdlineWords,
  isRunning,
  pidNamespace,
  procCmdline,
  procStat,
  programName
} from './process-facts.js'

/** Whose process it is: a CI system's job, or a wrapped command's `exec`. */
export type JobKind = 'github' | 'buildkite' | 'gitlab' | 'exec'

export const JOB_KINDS: readonly JobKind[] = ['github', 'buildkite', 'gitlab', 'exec']

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
  ppidOf(pid: number): number | undefined
  cmdline(pid: number): string | undefined
  startTicks(pid: number): string | undefined
  isRunning(pid: number): boolean
  pidNamespace(): string | undefined
  bootId(): string | undefined
  /** Whether this machine has /proc at all: without it a pid alone is what can be judged. */
  hasProc: boolean
}

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
    ppidOf: pid => procStat(pid)?.ppid,
    cmdline: procCmdline,
    startTicks: pid => procStat(pid)?.startTicks,
    isRunning,
    pidNamespace: once(pidNamespace),
    bootId: once(bootId),
    get hasProc() {
      return hasProc() ?? false
    }
  }
}

/** How far up the process tree the job's process is looked for. */
const MAX_ANCESTORS = 32

/** What the CI system says of where the job runs, beside which system it is. */
export interface JobPlace {
  /** GitLab's CI_DISPOSABLE_ENVIRONMENT: a container (or machine) made for this job alone. */
  disposable?: boolean
}

/**
 * The job's process for a front end started by the CI system `kind`, or undefined when none
 * can be named. `parentIsWorker`: the action's main step, whose parent is the Worker itself.
 */
export function findJobProcess(
  kind: JobKind | undefined,
  o: { parentIsWorker?: boolean; host?: ProcessHost; place?: JobPlace } = {}
): JobProcess | undefined {
  if (!kind) return undefined
  const host = o.host ?? hostProcesses()
  // This very process: named without a look at whether it runs.
  if (kind === 'exec') return nameProcess(kind, host.pid, host)
  let pid: number | undefined
  if (kind === 'github') pid = o.parentIsWorker ? host.ppid : workerAncestor(host)
  else if (kind === 'buildkite') pid = bootstrapAncestor(host)
  else pid = gitlabStage(host, o.place ?? {})
  if (pid === undefined || pid < 1 || !host.isRunning(pid)) return undefined
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

/** This process's ancestors, nearest first, up to pid 1 or the top of what this namespace shows. */
function ancestors(host: ProcessHost): number[] {
  const found: number[] = []
  let pid: number | undefined = host.ppid
  while (pid !== undefined && pid >= 1 && found.length < MAX_ANCESTORS && !found.includes(pid)) {
    found.push(pid)
    if (pid === 1) break
    pid = host.ppidOf(pid)
  }
  return found
}

/** The nearest ancestor that is the runner's Worker (its command line names Runner.Worker). */
function workerAncestor(host: ProcessHost): number | undefined {
  return ancestors(host).find(pid => /Runner\.Worker/.test(host.cmdline(pid) ?? ''))
}

/** The nearest ancestor that is Buildkite's job process: `buildkite-agent bootstrap`. */
function bootstrapAncestor(host: ProcessHost): number | undefined {
  return ancestors(host).find(pid => {
    const cmdline = host.cmdline(pid) ?? ''
    return programName(cmdline) === 'buildkite-agent' && cmdlineWords(cmdline)[1] === 'bootstrap'
  })
}

/** GitLab Runner's program, as its packages install it (`gitlab-ci-multi-runner` before 10.0). */
const GITLAB_RUNNER = /^gitlab-(?:ci-multi-)?runner$/
/**
 * What the Docker executor makes the build container's first process: the stage's shell (the
 * detect script's `sh`, exec'd into `bash` or `sh`, or an image's entrypoint script run by a
 * shell), or the init Docker puts in front of it.
 */
const CONTAINER_FIRST =
  /^(?:(?:ba|da|a|k|mk|z)?sh|busybox|docker-init|tini|tini-static|dumb-init|catatonit)$/

/**
 * GitLab's stage: on the shell executor the ancestor that `gitlab-runner` started; in a
 * disposable environment without one, the container's first process, when it is an ancestor of
 * ours and what the Docker executor starts there.
 */
function gitlabStage(host: ProcessHost, place: JobPlace): number | undefined {
  const chain = ancestors(host)
  const runner = chain.findIndex(pid => GITLAB_RUNNER.test(programName(host.cmdline(pid) ?? '')))
  if (runner > 0) return chain[runner - 1]
  if (runner === 0 || !place.disposable || chain[chain.length - 1] !== 1) return undefined
  return CONTAINER_FIRST.test(programName(host.cmdline(1) ?? '')) ? 1 : undefined
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
const CI_NAMES: Record<Exclude<JobKind, 'github' | 'exec'>, string> = {
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
  if (kind === 'exec') return 'the `job-monitor exec` that ran its command is gone without its end'
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
