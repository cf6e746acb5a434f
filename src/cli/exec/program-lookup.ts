/**
 * Which file a command name means on Windows. Node cannot say: libuv's lookup tries only `.com`
 * and `.exe`, so `npm`, `npx`, `yarn`, `pnpm`, `mvn` and `gradlew` (batch files: `npm.cmd`...)
 * are "not found" there. The name is looked up as cmd.exe looks it up: in the current
 * directory first (unless NoDefaultCurrentDirectoryInExePath is set), then in each PATH
 * folder; in each place the name as written when it has an extension, then with each
 * extension of PATHEXT. A name with a folder in it is looked up only there. POSIX needs none
 * of this: execvp searches PATH itself.
 */
import { win32 } from 'node:path'

export interface LookupFacts {
  env: NodeJS.ProcessEnv
  cwd: string
  isFile(path: string): boolean
}

/** Windows' own default, for an environment without PATHEXT. */
export const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD'

/**
 * A variable of a Windows environment. Windows matches names in any case (`Path`, `PATH`),
 * and Node's own environment object does too there; a copy of it, as exec hands to its command, does not.
 */
export function windowsVariable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  if (env[name] !== undefined) return env[name]
  const upper = name.toUpperCase()
  const key = Object.keys(env).find(k => k.toUpperCase() === upper)
  return key === undefined ? undefined : env[key]
}

/** The full path of the file `name` runs, or undefined when there is none. */
export function findWindowsProgram(name: string, f: LookupFacts): string | undefined {
  const extensions = (windowsVariable(f.env, 'PATHEXT') || DEFAULT_PATHEXT)
    .split(';')
    .map(e => e.trim())
    .filter(e => e.startsWith('.'))
  const hasFolder = /[\\/]/.test(name) || /^[a-zA-Z]:/.test(name)
  const folders = hasFolder
    ? [f.cwd]
    : [
        ...(windowsVariable(f.env, 'NoDefaultCurrentDirectoryInExePath') === undefined
          ? [f.cwd]
          : []),
        ...(windowsVariable(f.env, 'PATH') ?? '')
          .split(';')
          // A PATH entry may be quoted ("C:\a;b"); an empty one means nothing.
          .map(p => p.trim().replace(/^"(.*)"$/, '$1'))
          .filter(p => p !== '')
      ]
  for (const folder of folders) {
    const base = win32.resolve(f.cwd, folder, name)
    const candidates = [...(win32.extname(base) ? [base] : []), ...extensions.map(e => base + e)]
    const found = candidates.find(c => f.isFile(c))
    if (found) return found
  }
  return undefined
}
