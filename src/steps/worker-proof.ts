/**
 * Which Worker log is this job's, by proof rather than by name: the runner's Worker process
 * (`Runner.Worker`, an ancestor of every step's process) holds its log open for the whole job
 * (HostTraceListener.cs opens `_diag/Worker_{UtcNow:yyyyMMdd-HHmmss}-utc.log` as the Worker
 * starts and writes to it until it exits), and on Linux /proc/<pid>/fd says which file that is.
 * A file any earlier job left in `_diag`, whatever its name, is held by no Worker.
 *
 * The Worker is looked for among our ancestors first. The heartbeat helper is detached and
 * outlives the step that started it, so it has none: then it is the process running a program
 * named `Runner.Worker` (its /proc/<pid>/exe, which no process can change for itself) that
 * holds a Worker log of this runner's `_diag` open; a runner runs one job at a time. The links
 * are only read (readlink): the log itself is opened as every file is, safely, by its name.
 */
import { readdirSync, readlinkSync, realpathSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { procStat } from '../process/process-facts.js'

/** What the system says of its processes; tests give their own. */
export interface WorkerProcesses {
  /** Our parent, its parent and so on, nearest first. */
  ancestors(): number[]
  /** Every pid of the system, or undefined where there is no /proc to list (macOS, Windows). */
  pids(): number[] | undefined
  /** The program a process runs (the target of /proc/<pid>/exe), or undefined. */
  program(pid: number): string | undefined
  /** What its open file descriptors point at (/proc/<pid>/fd/*), [] when they cannot be read. */
  openFiles(pid: number): string[]
}

/** The Worker's program, in `<root>/bin` (or `bin.<version>` after a self-update). */
export const WORKER_PROGRAM = 'Runner.Worker'
/** Ancestors followed at most, and descriptors of one process looked at: bounded either way. */
const MAX_ANCESTORS = 64
const MAX_FDS = 4096

const WORKER_LOG_NAME = /^Worker_\d{8}-\d{6}-utc\.log$/

/** Linux's /proc. Elsewhere (or a /proc without us in it) nothing is listed: no proof. */
export const procWorkerProcesses: WorkerProcesses = {
  ancestors() {
    const chain: number[] = []
    let pid = process.ppid
    while (pid > 1 && chain.length < MAX_ANCESTORS && !chain.includes(pid)) {
      chain.push(pid)
      const stat = procStat(pid)
      if (!stat) break
      pid = stat.ppid
    }
    return chain
  },
  pids() {
    try {
      const pids = readdirSync('/proc')
        .filter(e => /^[1-9]\d*$/.test(e))
        .map(Number)
      return pids.includes(process.pid) ? pids : undefined
    } catch {
      return undefined
    }
  },
  program(pid) {
    try {
      return readlinkSync(`/proc/${pid}/exe`)
    } catch {
      return undefined
    }
  },
  openFiles(pid) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`).slice(0, MAX_FDS)
    } catch {
      return []
    }
    return fds.flatMap(fd => {
      try {
        return [readlinkSync(`/proc/${pid}/fd/${fd}`)]
      } catch {
        return []
      }
    })
  }
}

export interface HeldLog {
  /** The Worker log's name in `_diag`, when exactly one is held. */
  name?: string
  /** The Worker that holds it. */
  worker?: number
  /** Why there is no proof although Workers were found (several logs held), for the notes. */
  doubt?: string
}

/** The Worker log of `diagDir` that this runner's Worker holds open; {} when none can be shown. */
export function heldWorkerLog(diagDir: string, procs: WorkerProcesses): HeldLog {
  const pids = procs.pids()
  if (pids === undefined) return {}
  // The folder as the links name it: they are resolved paths.
  const dirs = new Set([diagDir])
  try {
    dirs.add(realpathSync(diagDir))
  } catch {
    // gone: no file in it is held either
  }
  const isWorker = (pid: number): boolean => basename(procs.program(pid) ?? '') === WORKER_PROGRAM
  const ancestor = procs.ancestors().find(isWorker)
  const workers = ancestor !== undefined ? [ancestor] : pids.filter(isWorker)
  const held = new Map<string, number>()
  for (const worker of workers)
    for (const target of procs.openFiles(worker)) {
      // A deleted file reads `<path> (deleted)`, which names no Worker log.
      if (dirs.has(dirname(target)) && WORKER_LOG_NAME.test(basename(target)))
        held.set(basename(target), worker)
    }
  if (held.size === 1) {
    const [[name, worker]] = [...held]
    return { name, worker }
  }
  if (held.size > 1)
    return {
      doubt: `several Worker logs are held open by Workers of this runner (${[...held.keys()].join(', ')})`
    }
  return {}
}
