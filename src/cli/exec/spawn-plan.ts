/**
 * How `exec`'s command line becomes a process: which file starts, with which arguments and
 * options, or why none can start, in a shell's terms (127 not found, 126 found but not
 * runnable). Every way a command fails to start ends the same way: a `failed` run with that
 * exit code, never a stack trace.
 */
import type { SpawnOptions } from 'node:child_process'
import type { CommandHost } from './command-host.js'
import { batchRefusal, cmdArguments } from './cmd-line.js'
import { findWindowsProgram, windowsVariable } from './program-lookup.js'

export interface NotStarted {
  code: number
  message: string
}

export type SpawnPlan =
  | { file: string; args: string[]; options: SpawnOptions; refused?: undefined }
  | { refused: NotStarted }

export function spawnPlan(argv: string[], host: CommandHost, env: NodeJS.ProcessEnv): SpawnPlan {
  const refused = (code: number, message: string): SpawnPlan => ({ refused: { code, message } })
  // Node refuses both by throwing; a shell says the same.
  if (argv[0] === '') return refused(127, `'': command not found`)
  const nul = argv.findIndex(a => a.includes('\0'))
  if (nul === 0) return refused(126, 'the command name holds a NUL byte')
  if (nul > 0) return refused(126, `argument ${nul} holds a NUL byte`)
  const [name, ...args] = argv
  if (host.platform !== 'win32')
    // In our process group and session, as a CI shell starts it: a process group leader's
    // `setsid` forks and its parent exits 0 at once, and a session of its own has no terminal.
    // Signals reach the command and what it started by the run cookie (run-cookie.ts).
    return { file: name, args, options: { env, detached: false } }

  // Windows: the command stays on our console (not detached), where the runner's Ctrl-C and
  // Ctrl-Break reach it as they reach us.
  const found = findWindowsProgram(name, { env, cwd: host.cwd(), isFile: p => host.isFile(p) })
  if (found === undefined || !/\.(cmd|bat)$/i.test(found))
    // Not found: libuv's own lookup gives the answer (ENOENT, 127).
    return { file: found ?? name, args, options: { env, detached: false } }
  const why = batchRefusal(found, args)
  if (why) return refused(126, why)
  return {
    file: windowsVariable(env, 'ComSpec') || 'cmd.exe',
    args: cmdArguments(found, args),
    options: { env, detached: false, windowsVerbatimArguments: true }
  }
}

/** A spawn that failed, in a shell's terms: 127 when there is no such file, else 126. */
export function notStartedCode(error: unknown): number {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT' ? 127 : 126
}

/** What a shell prints after the command's name, for each way a start fails (strerror). */
const SHELL_WORDS: Record<string, string> = {
  EACCES: 'Permission denied',
  EPERM: 'Operation not permitted',
  ENOTDIR: 'Not a directory',
  EISDIR: 'Is a directory',
  E2BIG: 'Argument list too long',
  ENAMETOOLONG: 'File name too long',
  ENOEXEC: 'Exec format error',
  ELOOP: 'Too many levels of symbolic links',
  EINVAL: 'Invalid argument'
}

/**
 * A spawn that failed, as a shell says it (`sh: ./missing: No such file or directory`, exit
 * 127): the command named as it was given, not Node's `spawn ./missing ENOENT`. A name without
 * a folder in it was looked up on the PATH, which a shell reports as `command not found`.
 */
export function notStartedBy(name: string, error: unknown, platform: NodeJS.Platform): NotStarted {
  const e = error as NodeJS.ErrnoException | undefined
  const code = typeof e?.code === 'string' ? e.code : undefined
  const folder = platform === 'win32' ? /[\\/]|^[a-zA-Z]:/ : /\//
  let why: string
  if (code === 'ENOENT') why = folder.test(name) ? 'No such file or directory' : 'command not found'
  else if (code !== undefined && SHELL_WORDS[code]) why = SHELL_WORDS[code]
  else why = e instanceof Error && e.message !== '' ? e.message : 'could not be started'
  return { code: notStartedCode(error), message: `${name}: ${why}` }
}

/**
 * STATUS_CONTROL_C_EXIT: how a Windows program ends by Ctrl-C or Ctrl-Break (its console's
 * default handler). Node gives it as an unsigned number; an int32 reading gives it negative.
 */
const CONTROL_C_EXIT = 0xc000013a

export function endedByCtrlC(code: number | null): boolean {
  return code === CONTROL_C_EXIT || code === CONTROL_C_EXIT - 2 ** 32
}
