/**
 * The mark of one wrapped command's processes, as Jenkins' ProcessTreeKiller marks a build's:
 * a random value put into the command's environment, which every process it starts inherits,
 * whatever becomes of its parentage (a `(cmd &)` child reparented to init, a double-forked
 * `setsid` daemon). At a cancel, every process whose environment still carries it is ended;
 * one started with the variable set to anything else is spared, on purpose.
 *
 * On Linux a process's environment is read from /proc/<pid>/environ: what it was started with,
 * which a later `setenv` inside it does not change. Where there is no /proc, nothing can be
 * found this way, and the caller falls back to what it can find (process-tree.ts).
 */
import { randomBytes } from 'node:crypto'
import { closeSync, readSync, readdirSync } from 'node:fs'
import { openRegularSync } from '../util/regular-files.js'

/** The variable that carries the cookie. Set it to anything else to keep a process running. */
export const RUN_COOKIE_VARIABLE = 'JOB_MONITOR_RUN_COOKIE'

/** 128 random bits in hex: guessed by no one, derived from nothing (least of all the API key). */
const COOKIE = /^[0-9a-f]{32}$/

export function newRunCookie(): string {
  return randomBytes(16).toString('hex')
}

/** Cookies an environment's value holds: space-separated, anything else in it ignored. */
function cookiesIn(value: string): string[] {
  return value.split(' ').filter(c => COOKIE.test(c))
}

/**
 * `env` with `cookie` in RUN_COOKIE_VARIABLE. The cookies already there are kept before it: an
 * `exec` inside another's command carries both, so a cancel of the outer one reaches the inner
 * one's command too, even after the inner `exec` itself was killed.
 */
export function withRunCookie(env: NodeJS.ProcessEnv, cookie: string): NodeJS.ProcessEnv {
  const inherited = cookiesIn(env[RUN_COOKIE_VARIABLE] ?? '').filter(c => c !== cookie)
  return { ...env, [RUN_COOKIE_VARIABLE]: [...inherited, cookie].join(' ') }
}

/** `env` without the variable: for a process of ours that must outlive a cancel. */
export function withoutRunCookie(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { [RUN_COOKIE_VARIABLE]: _dropped, ...rest } = env
  return rest
}

/** At most this much of one environment is read: far above what Linux lets a program start with. */
export const ENVIRON_MAX_BYTES = 8 * 1024 * 1024
/** A variable longer than this is not ours: only its start is kept while the rest is read. */
const ENTRY_KEPT = 64 * 1024

/**
 * Whether an environment block (NUL-separated NAME=VALUE, as /proc/<pid>/environ holds it),
 * given in pieces, carries `cookie`. Total: any bytes at all give an answer.
 */
export class CookieMatcher {
  private partial = ''
  private found = false
  private readonly prefix = `${RUN_COOKIE_VARIABLE}=`

  constructor(private readonly cookie: string) {}

  /** Feeds the next piece; true once the cookie was seen (the rest need not be read). */
  push(piece: Uint8Array): boolean {
    if (this.found) return true
    // Names and cookies are ASCII: latin1 keeps every byte one character, whatever the rest is.
    const entries = (this.partial + Buffer.from(piece).toString('latin1')).split('\0')
    this.partial = (entries.pop() ?? '').slice(0, ENTRY_KEPT)
    for (const e of entries) if (this.matches(e)) return (this.found = true)
    return false
  }

  /** The answer, once every piece was fed. */
  end(): boolean {
    if (!this.found && this.partial) this.found = this.matches(this.partial)
    this.partial = ''
    return this.found
  }

  private matches(entry: string): boolean {
    return (
      entry.startsWith(this.prefix) &&
      cookiesIn(entry.slice(this.prefix.length)).includes(this.cookie)
    )
  }
}

/** How a process's environment is read: its pieces in turn, or undefined when it cannot be. */
export interface EnvironReader {
  /** The pids of the system, or undefined where they cannot be listed from /proc. */
  pids(): number[] | undefined
  /** Feeds `into` with the process's environment until it says stop; false when unreadable. */
  read(pid: number, into: (piece: Uint8Array) => boolean): boolean
}

/** Linux's /proc. A process of another user, or gone, cannot be read and is passed over. */
export const procEnviron: EnvironReader = {
  pids() {
    let entries: string[]
    try {
      entries = readdirSync('/proc')
    } catch {
      return undefined
    }
    const pids = entries.filter(e => /^[1-9]\d*$/.test(e)).map(Number)
    // A /proc without our own process in it is not Linux's: nothing can be found there.
    return pids.includes(process.pid) ? pids : undefined
  },
  read(pid, into) {
    let fd: number
    try {
      fd = openRegularSync(`/proc/${pid}/environ`, 'read').fd
    } catch {
      return false
    }
    try {
      const buffer = new Uint8Array(64 * 1024)
      let total = 0
      while (total < ENVIRON_MAX_BYTES) {
        const n = readSync(fd, buffer, 0, Math.min(buffer.length, ENVIRON_MAX_BYTES - total), null)
        if (n <= 0) break
        total += n
        if (into(buffer.subarray(0, n))) break
      }
      return true
    } catch {
      return false
    } finally {
      closeSync(fd)
    }
  }
}

/**
 * The pids of every process whose environment carries `cookie`, but `except` (exec itself);
 * undefined where environments cannot be read at all (no /proc: macOS, Windows).
 */
export function pidsCarrying(
  cookie: string,
  except: readonly number[] = [process.pid],
  reader: EnvironReader = procEnviron
): number[] | undefined {
  const pids = reader.pids()
  if (pids === undefined) return undefined
  const found: number[] = []
  for (const pid of pids) {
    if (except.includes(pid)) continue
    const matcher = new CookieMatcher(cookie)
    if (reader.read(pid, piece => matcher.push(piece)) && matcher.end()) found.push(pid)
  }
  return found
}
