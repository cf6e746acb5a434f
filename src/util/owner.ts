/**
 * Who left a file behind: this machine's tag, and whether the process that wrote the file is
 * still alive, so that only the leftovers of a process known to be gone are freed.
 */
import { hostname } from 'node:os'
import { isErrno } from './errno.js'
import { shortHash } from './short-hash.js'

/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
export const HOST_TAG = shortHash(hostname(), 8)

/**
 * True unless the process is known to be gone. A process of another machine (or pid
 * namespace) cannot be checked: it counts as alive, and only the age bound frees its files.
 */
export function isOwnerAlive(hostTag: string, pid: number): boolean {
  if (hostTag !== HOST_TAG) return true
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return !isErrno(error, 'ESRCH')
  }
}
