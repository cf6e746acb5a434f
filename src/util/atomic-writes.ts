/**
 * Writes that readers and other writers see whole or not at all: a temporary file renamed over
 * the final name (its directory synced), and the exclusive create of which exactly one of
 * several processes wins. Temporary files carry their owner, so a dead process's leftovers can go.
 */
import { dirname, join } from 'node:path'
import {
  type Disk,
  type SyncDisk,
  isBusy,
  localDisk,
  localSyncDisk,
  retryBusy,
  retryBusySync
} from './disk.js'
import { isErrno } from './errno.js'
import { HOST_TAG } from './owner.js'
import { randomHex } from './random-hex.js'

/**
 * Makes a rename or unlink in `dir` durable. Windows cannot open a directory as a file (NTFS
 * journals its own directory changes): there the step is skipped, the rename itself is still
 * atomic. Elsewhere a failure is not fatal either: the rename has happened.
 */
export async function syncDir(dir: string, disk: Disk = localDisk): Promise<void> {
  if (disk.platform === 'win32') return
  let handle
  try {
    handle = await disk.fs.open(dir, 'r')
    await handle.sync()
  } catch {
    // best effort
  } finally {
    await handle?.close().catch(() => undefined)
  }
}

/** Prefix of temporary files; readers skip them and replay removes old leftovers. */
export const TEMP_PREFIX = '.tmp-'

/** Name of a temporary file: it carries its owner, so leftovers of a dead process can go. */
export function tempFileName(): string {
  return `${TEMP_PREFIX}${HOST_TAG}-${process.pid}-${randomHex()}`
}

/** The owner encoded in a temporary file's name, if it has that shape. */
export function parseTempFileName(name: string): { hostTag: string; pid: number } | undefined {
  const m = /^\.tmp-([0-9a-f]{8})-(\d+)-[0-9a-f]+$/.exec(name)
  return m ? { hostTag: m[1], pid: Number(m[2]) } : undefined
}

/**
 * Writes `name` in `dir` so that readers see either nothing or the whole content: a temporary
 * file in the same directory (mode 0600), fsync, rename over the final name, fsync the
 * directory. A crash leaves at worst a temporary file, which readers ignore. On Windows a
 * busy file (a scanner, a reader of the old content) is waited for a moment.
 */
export async function writeFileAtomic(
  dir: string,
  name: string,
  content: string,
  disk: Disk = localDisk
): Promise<void> {
  const temp = join(dir, tempFileName())
  try {
    const handle = await retryBusy(disk, () => disk.fs.open(temp, 'wx', 0o600))
    try {
      await handle.writeFile(content, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await retryBusy(disk, () => disk.fs.rename(temp, join(dir, name)))
  } catch (error) {
    await disk.fs.rm(temp, { force: true }).catch(() => undefined)
    throw error
  }
  await syncDir(dir, disk)
}

/**
 * writeFileAtomic for files handed over within a job (the heartbeat helper's status and
 * steps, read by the post step): the same temporary file (mode 0600) and rename, waiting out
 * a busy file on Windows (the post step reading the old content), without yielding. No fsync:
 * a crash of the machine ends the job that would read them.
 */
export function writeFileAtomicSync(
  path: string,
  content: string,
  disk: SyncDisk = localSyncDisk
): void {
  const temp = join(dirname(path), tempFileName())
  try {
    disk.fs.writeFileSync(temp, content, { mode: 0o600, flag: 'wx' })
    retryBusySync(disk, () => disk.fs.renameSync(temp, path))
  } catch (error) {
    try {
      disk.fs.rmSync(temp, { force: true })
    } catch {
      // a leftover temporary file is ignored by readers
    }
    throw error
  }
}

/**
 * Creates `path` with `content` only if nothing has that name yet: true when this call
 * created it, false when another process had (EEXIST). The exclusive create (O_EXCL,
 * CreateFile's CREATE_NEW on Windows) is decided by the file system in one step, on NTFS as
 * on POSIX file systems: of several processes creating one name, exactly one succeeds. On
 * Windows a name whose file is being deleted stays busy until its last handle closes: still
 * busy after the retries, it counts as taken too, never as created.
 */
export async function createExclusive(
  path: string,
  content: string,
  disk: Disk = localDisk
): Promise<boolean> {
  let handle
  try {
    handle = await retryBusy(disk, () => disk.fs.open(path, 'wx', 0o600))
  } catch (error) {
    if (isErrno(error, 'EEXIST') || isBusy(disk, error)) return false
    throw error
  }
  try {
    await handle.writeFile(content, 'utf8')
  } catch (error) {
    await handle.close().catch(() => undefined)
    await disk.fs.rm(path, { force: true }).catch(() => undefined)
    throw error
  }
  await handle.close()
  return true
}
