/**
 * The disk as the queue and the files beside it see it: the file-system calls, injected so a
 * test can make them fail, and the short retries of a file Windows holds busy for a moment.
 * Everything built on it tolerates the races of several processes sharing one directory, on
 * each platform's rules.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { chmod, lstat, mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises'
import { type Clock, systemClock } from './clock.js'
import {
  BUSY_RETRY_ATTEMPTS,
  BUSY_RETRY_BUDGET_MS,
  BUSY_RETRY_FIRST_DELAY_MS
} from './constants.js'
import { isErrno } from './errno.js'

/** The file-system calls the queue makes: a test hands in its own to make them fail. */
export interface FileCalls {
  open: typeof open
  rename: typeof rename
  rm: typeof rm
  unlink: typeof unlink
  mkdir: typeof mkdir
  chmod: typeof chmod
  lstat: typeof lstat
  readdir: typeof readdir
}

/**
 * The disk as the queue sees it: the calls, the platform whose rules they follow, and the
 * clock that paces retries. Injected, so that Windows' rules are tested on any machine and
 * no test waits for a retry.
 */
export interface Disk {
  platform: NodeJS.Platform
  fs: FileCalls
  clock: Clock
}

export const localDisk: Disk = {
  platform: process.platform,
  fs: { open, rename, rm, unlink, mkdir, chmod, lstat, readdir },
  clock: systemClock
}

/**
 * Errors Windows gives for a moment while another handle is open on the file: an antivirus
 * scanner or the search indexer reading a file we just wrote, a reader that has the target of
 * a rename open, a file whose deletion is still pending. libuv reports a sharing violation as
 * EBUSY and an access denied as EPERM (EACCES from some calls). Elsewhere these errors last:
 * a permission, a mount point; they are not retried there.
 */
const BUSY_CODES = ['EPERM', 'EACCES', 'EBUSY']

/** True when `error` is one Windows gives while another handle holds the file for a moment. */
export function isBusy(disk: { platform: NodeJS.Platform }, error: unknown): boolean {
  return disk.platform === 'win32' && isErrno(error, ...BUSY_CODES)
}

/**
 * After attempt `attempt` failed with `error`: how long to wait before the next one, or
 * undefined to give up (not a busy file, or the attempts or the time are spent).
 */
function waitBeforeRetry(
  disk: { platform: NodeJS.Platform },
  error: unknown,
  attempt: number,
  left: number
): number | undefined {
  if (!isBusy(disk, error) || attempt >= BUSY_RETRY_ATTEMPTS || left <= 0) return undefined
  return Math.min(BUSY_RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1), left)
}

/**
 * Runs `op`, again after a short wait while Windows says the file is busy: a few attempts,
 * doubling waits, within BUSY_RETRY_BUDGET_MS in all. Then the last error is thrown, and the
 * caller fails as it would have at once: a record stays queued, and nothing waits longer.
 */
export async function retryBusy<T>(disk: Disk, op: () => Promise<T>): Promise<T> {
  const giveUpAt = disk.clock.now() + BUSY_RETRY_BUDGET_MS
  for (let attempt = 1; ; attempt++) {
    try {
      return await op()
    } catch (error) {
      const wait = waitBeforeRetry(disk, error, attempt, giveUpAt - disk.clock.now())
      if (wait === undefined) throw error
      await disk.clock.sleep(wait)
    }
  }
}

/**
 * The disk for a file that must be written without yielding (a status written as the process
 * ends): synchronous calls, and a pause that blocks.
 */
export interface SyncDisk {
  platform: NodeJS.Platform
  fs: { writeFileSync: typeof writeFileSync; renameSync: typeof renameSync; rmSync: typeof rmSync }
  now(): number
  pause(ms: number): void
}

export const localSyncDisk: SyncDisk = {
  platform: process.platform,
  fs: { writeFileSync, renameSync, rmSync },
  now: () => Date.now(),
  pause: ms => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

/** retryBusy for synchronous calls: the same attempts and budget, the waits block. */
export function retryBusySync<T>(disk: SyncDisk, op: () => T): T {
  const giveUpAt = disk.now() + BUSY_RETRY_BUDGET_MS
  for (let attempt = 1; ; attempt++) {
    try {
      return op()
    } catch (error) {
      const wait = waitBeforeRetry(disk, error, attempt, giveUpAt - disk.now())
      if (wait === undefined) throw error
      disk.pause(wait)
    }
  }
}
