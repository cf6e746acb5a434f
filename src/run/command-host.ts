/**
 * What `exec` needs of the operating system to start a command and end it: the platform, the
 * current directory, whether a file exists, spawn, and a way to end a command with everything
 * it started. Tests pass their own, to run Windows' branches on any machine.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { win32 } from 'node:path'

export interface CommandHost {
  platform: NodeJS.Platform
  cwd(): string
  /** True when `path` is a regular file (a program or a batch file to run). */
  isFile(path: string): boolean
  spawn(file: string, args: string[], options: SpawnOptions): ChildProcess
  /**
   * Ends the process `pid` and every process it started, at once. On POSIX that is its process
   * group (exec starts each command in one of its own). Windows has no groups a signal can
   * reach: `taskkill /T /F` walks the tree by parent pid, so it is used only while the command
   * runs, when its pid cannot belong to anything else.
   */
  killTree(pid: number): void
}

export function systemHost(): CommandHost {
  const platform = process.platform
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
    killTree: platform === 'win32' ? taskkillTree : pid => signalGroup(pid, 'SIGKILL')
  }
}

/** Sends `signal` to the POSIX process group `pid` leads. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

/** taskkill from the system folder: a `taskkill` earlier on PATH is not the one meant. */
function taskkillTree(pid: number): void {
  const root = process.env.SystemRoot ?? process.env.windir
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
