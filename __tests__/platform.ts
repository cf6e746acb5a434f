/**
 * The operating systems a test holds on. The suite runs on Linux, macOS and Windows (the CI
 * matrix); a test that checks something only one of them has (/proc, POSIX signals and process
 * groups, `sh`, file modes) is declared with `onlyOn`. Elsewhere it shows as skipped with the
 * reason in its title, also written to stderr, never as a pass that checked nothing.
 */
import { describe, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { accessSync, constants, mkdtempSync, rmdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

type Platform = NodeJS.Platform
type Body = Parameters<typeof it>[1]
type Block = () => void

/** Systems with POSIX signals, process groups, `sh` and file modes. */
export const POSIX: readonly Platform[] = ['linux', 'darwin']

export interface OnlyOn {
  /** A test (or `it.each`), or the same skipped with the reason in its title. */
  it: ((name: string, fn: Body, timeout?: number) => void) & Pick<typeof it, 'each'>
  /** A block of tests (`it.each` included), or the block skipped with the reason in its title. */
  describe: (name: string, fn: Block) => void
  /** Whether the tests run here: for a check inside a test that holds on more systems. */
  here: boolean
}

/** Tests that hold only on `platforms`, and why they cannot hold on the others. */
export function onlyOn(
  platforms: readonly Platform[],
  why: string,
  platform: Platform = process.platform
): OnlyOn {
  return onlyWhen(platforms.includes(platform) ? undefined : `skipped on ${platform}: ${why}`)
}

/**
 * Tests that need something this machine may refuse (a mount, a privilege): they run when
 * `refused` is undefined, and show as skipped with it otherwise, never as a silent pass.
 */
export function onlyWhen(refused: string | undefined): OnlyOn {
  if (refused === undefined) return { it, describe, here: true }
  // In the title for the verbose list; on stderr too, since jest lists no title of a file whose
  // every test is skipped, nor any title without --verbose.
  const titled = (name: string): string => {
    const title = `${name} [${refused}]`
    process.stderr.write(`${title}\n`)
    return title
  }
  return {
    it: Object.assign(
      (name: string, fn: Body, timeout?: number) => it.skip(titled(name), fn, timeout),
      {
        each: ((table: never) => (name: string, fn: never, timeout?: number) =>
          it.skip.each(table)(titled(name), fn, timeout)) as unknown as typeof it.each
      }
    ),
    describe: (name, fn) => describe.skip(titled(name), fn),
    here: false
  }
}

/** Tests that hold everywhere but on `platforms`. */
export function skipOn(
  platforms: readonly Platform[],
  why: string,
  platform: Platform = process.platform
): OnlyOn {
  const all: readonly Platform[] = [
    'linux',
    'darwin',
    'win32',
    'freebsd',
    'openbsd',
    'sunos',
    'aix'
  ]
  return onlyOn(
    all.filter(p => !platforms.includes(p)),
    why,
    platform
  )
}

/** Reads /proc/<pid>: Linux only. */
export const procfs = onlyOn(['linux'], 'no /proc to read a process from')

/** Checks POSIX file modes (0o600, 0o700), which Windows does not keep. */
export const fileModes = onlyOn(POSIX, 'no POSIX file modes')

/** Sends POSIX signals, which Windows turns into TerminateProcess (no handler runs). */
export const signals = onlyOn(POSIX, 'no POSIX signals')

/** Runs `sh` scripts: a POSIX shell. */
export const shell = onlyOn(POSIX, 'no POSIX sh')

/** True while the pid runs; a zombie counts as gone. */
export { isAlive as alive, systemEnv } from '../scripts/demo/processes.mjs'

/**
 * Why a small tmpfs (a disk that fills up) cannot be mounted here, or undefined when it can:
 * Linux only, and only where this process may mount (root, outside a container that forbids
 * it). The probe mounts one and unmounts it at once.
 */
function tmpfsRefused(): string | undefined {
  if (process.platform !== 'linux') return 'tmpfs is a Linux file system'
  const dir = mkdtempSync(join(tmpdir(), 'jm-probe-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', dir], { stdio: 'pipe' })
    execFileSync('umount', [dir], { stdio: 'pipe' })
    return undefined
  } catch (e) {
    const said = String((e as { stderr?: Buffer }).stderr ?? '')
      .trim()
      .split('\n')[0]
    return `mounting a tmpfs is refused (${said || (e as Error).message})`
  } finally {
    rmdirSync(dir)
  }
}

/** Tests on a small disk that fills up (smallDisk), skipped with the reason where none can be had. */
export function smallDisks(): OnlyOn {
  const refused = tmpfsRefused()
  return refused ? onlyOn([], refused) : onlyOn([process.platform], '')
}

/** A new folder on a tmpfs of `bytes`; the function returned unmounts and removes it. */
export function smallDisk(bytes: number): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'jm-small-disk-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', dir], { stdio: 'pipe' })
  return {
    dir,
    remove: () => {
      // Lazily: a file some test left open does not keep the mount.
      execFileSync('umount', ['--lazy', dir], { stdio: 'pipe' })
      rmdirSync(dir)
    }
  }
}

/**
 * Tests that run a util-linux program (`setsid`, `script`): on Linux, where it is on PATH;
 * skipped with the reason elsewhere (macOS's `script` takes other arguments).
 */
export function utilLinux(program: string): OnlyOn {
  if (process.platform !== 'linux') return onlyOn(['linux'], `util-linux ${program} is Linux's`)
  const onPath = (process.env.PATH ?? '').split(':').some(dir => {
    try {
      accessSync(join(dir || '.', program), constants.X_OK)
      return true
    } catch {
      return false
    }
  })
  return onPath ? onlyOn(['linux'], '') : onlyOn([], `no util-linux ${program} on PATH`)
}
