/**
 * What `exec` needs of the operating system to start a command and end it: the platform, the
 * current directory, whether a file exists, spawn, and a way to end a command with everything
 * it started. Tests pass their own, to run Windows' branches on any machine.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { win32 } from 'node:path'
import { ProcessTree, foregroundGroup } from './process-tree.js'
import { windowsVariable } from './program-lookup.js'

export interface CommandHost {
  platform: NodeJS.Platform
  cwd(): string
  /** True when `path` is a regular file (a program or a batch file to run). */
  isFile(path: string): boolean
  spawn(file: string, args: string[], options: SpawnOptions): ChildProcess
  /**
   * Sends `signal` to the process `pid` and every process it started (POSIX): its tree by
   * parent pid (process-tree.ts), with what was seen in it before and still runs. A SIGINT
   * that a terminal's Ctrl-C sent to our group already is not sent to that group again.
   */
  signalTree(pid: number, signal: NodeJS.Signals): void
  /**
   * Ends the process `pid` and every process it started, at once. On POSIX that is SIGKILL to
   * its tree. On Windows `taskkill /T /F` walks the tree by parent pid, so it is used only while
   * the command runs, when its pid cannot belong to anything else.
   */
  killTree(pid: number): void
}

/** `env`: the environment we were started with (the system folder's variables live in it). */
export function systemHost(env: NodeJS.ProcessEnv): CommandHost {
  const platform = process.platform
  // One tree per command, kept for the command's life: it remembers what it has seen.
  const trees = new Map<number, ProcessTree>()
  const tree = (pid: number): ProcessTree => {
    let t = trees.get(pid)
    if (!t) trees.set(pid, (t = new ProcessTree(pid)))
    return t
  }
  // A SIGINT while we are in the foreground of a terminal is its Ctrl-C, which reached the
  // processes of our group already: passed on again, a second SIGINT means "force" to many
  // programs. Those the command moved to another group get it from us.
  const signalTree = (pid: number, signal: NodeJS.Signals): void =>
    tree(pid).signal(signal, signal === 'SIGINT' ? foregroundGroup(platform) : undefined)
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
    signalTree,
    killTree:
      platform === 'win32' ? pid => taskkillTree(pid, env) : pid => signalTree(pid, 'SIGKILL')
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
