/**
 * What `exec` needs of the operating system to start a command and end it: the platform, the
 * current directory, whether a file exists, spawn, and a way to end a command with everything
 * it started. Tests pass their own, to run Windows' branches on any machine.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { win32 } from 'node:path'
import { procStat } from '../../process/process-facts.js'
import { type EnvironReader, pidsCarrying, procEnviron } from '../../run/run-cookie.js'
import { ProcessTree, foregroundGroup } from './process-tree.js'
import { windowsVariable } from './program-lookup.js'

/** A command exec started, as far as ending it goes. */
export interface CommandRun {
  pid: number
  /** False once it has exited and been waited for: its pid may be another program's since. */
  running: boolean
  /** The mark every process it started carries in its environment (run-cookie.ts). */
  cookie: string
}

export interface CommandHost {
  platform: NodeJS.Platform
  cwd(): string
  /** True when `path` is a regular file (a program or a batch file to run). */
  isFile(path: string): boolean
  spawn(file: string, args: string[], options: SpawnOptions): ChildProcess
  /**
   * Sends `signal` to the command while it runs and to every process it started (POSIX): on
   * Linux every process whose environment carries the run's cookie, wherever it went since
   * (run-cookie.ts); without /proc, its tree by parent pid (process-tree.ts). A SIGINT that a
   * terminal's Ctrl-C sent to our group already is not sent to that group again.
   */
  signalRun(run: CommandRun, signal: NodeJS.Signals): void
  /**
   * Ends the command and every process it started, at once. On POSIX that is SIGKILL to what
   * signalRun reaches. On Windows `taskkill /T /F` walks the tree by parent pid, so it is used
   * only while the command runs, when its pid cannot belong to anything else.
   */
  killRun(run: CommandRun): void
}

/**
 * The processes of a run that `signal` goes to (POSIX), but those in process group `except`.
 * Never exec itself: an `exec` inside another's command carries the outer cookie too.
 * `environs`: where environments are read (tests give their own).
 */
export function runMembers(
  run: CommandRun,
  fallback: () => ProcessTree,
  except: number | undefined,
  environs: EnvironReader = procEnviron
): number[] {
  const marked = pidsCarrying(run.cookie, [process.pid], environs)
  // No /proc to read environments from (macOS): the tree by parent pid.
  if (marked === undefined) return fallback().members(except)
  // The command itself while it runs, whatever its own environment says.
  const pids = run.running && !marked.includes(run.pid) ? [run.pid, ...marked] : marked
  return except === undefined ? pids : pids.filter(pid => procStat(pid)?.pgrp !== except)
}

/** `env`: the environment we were started with (the system folder's variables live in it). */
export function systemHost(env: NodeJS.ProcessEnv): CommandHost {
  const platform = process.platform
  // Without /proc, one tree per command, kept for the command's life: it remembers what it
  // has seen.
  const trees = new Map<number, ProcessTree>()
  const tree = (pid: number): ProcessTree => {
    let t = trees.get(pid)
    if (!t) trees.set(pid, (t = new ProcessTree(pid)))
    return t
  }
  // A SIGINT while we are in the foreground of a terminal is its Ctrl-C, which reached the
  // processes of our group already: passed on again, a second SIGINT means "force" to many
  // programs. Those the command moved to another group get it from us.
  const signalRun = (run: CommandRun, signal: NodeJS.Signals): void => {
    const except = signal === 'SIGINT' ? foregroundGroup(platform) : undefined
    for (const pid of runMembers(run, () => tree(run.pid), except)) {
      try {
        process.kill(pid, signal)
      } catch {
        // Gone since its environment was read.
      }
    }
  }
  return {
    platform,
    cwd: () => process.cwd(),
    isFile: path => {
      try {
        return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false
      } catch {
        return false
      }
    },
    spawn: (file, args, options) => spawn(file, args, options),
    signalRun,
    killRun:
      platform === 'win32' ? run => taskkillTree(run.pid, env) : run => signalRun(run, 'SIGKILL')
  }
}

/** taskkill from the system folder: a `taskkill` earlier on PATH is not the one meant. */
function taskkillTree(pid: number, env: NodeJS.ProcessEnv): void {
  const root = windowsVariable(env, 'SystemRoot') ?? windowsVariable(env, 'windir')
  const taskkill = root ? win32.join(root, 'System32', 'taskkill.exe') : 'taskkill.exe'
  try {
    spawn(taskkill, ['/T', '/F', '/PID', String(pid)], { stdio: 'ignore', windowsHide: true }).on(
      'error',
      () => {}
    )
  } catch {
    // Best effort: the runner ends what is left of the job's processes when the job ends.
  }
}
