/**
 * The entries of a folder: listed, looked at and removed without following a symbolic link,
 * a vanished one answered rather than thrown.
 */
import { type Disk, localDisk, retryBusy } from './disk.js'
import { isErrno } from './errno.js'

/**
 * Names of the regular files in the directory (none when it does not exist yet). FIFOs,
 * directories, devices and symbolic links are left out: nothing reads, claims or cleans them.
 */
export async function listFiles(dir: string, disk: Disk = localDisk): Promise<string[]> {
  try {
    return (await disk.fs.readdir(dir, { withFileTypes: true }))
      .filter(e => e.isFile())
      .map(e => e.name)
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return []
    throw error
  }
}

/** True when `path` is a directory itself, not a symbolic link to one. */
export async function isRealDirectory(path: string, disk: Disk = localDisk): Promise<boolean> {
  try {
    return (await disk.fs.lstat(path)).isDirectory()
  } catch {
    return false
  }
}

/** The entry's modification time without following a symbolic link; undefined when gone. */
export async function modifiedAt(
  path: string,
  disk: Disk = localDisk
): Promise<number | undefined> {
  try {
    const s = await disk.fs.lstat(path)
    return s.isFile() ? s.mtimeMs : undefined
  } catch {
    return undefined
  }
}

/** True when anything (not followed) has this path. */
export async function entryExists(path: string, disk: Disk = localDisk): Promise<boolean> {
  try {
    await disk.fs.lstat(path)
    return true
  } catch {
    return false
  }
}

/**
 * Removes a file (a symbolic link itself, never its target); false when it was already gone.
 * On Linux and macOS one unlink does it: rm would first stat the path twice, to learn whether
 * it is a directory, and a replay removes two files (the record, its lock) for each record it
 * sends. On Windows rm also removes a file marked read-only (it clears the attribute and tries
 * again), and a file another handle holds is waited for a moment.
 */
export async function removeIfPresent(path: string, disk: Disk = localDisk): Promise<boolean> {
  try {
    await retryBusy(disk, () =>
      disk.platform === 'win32' ? disk.fs.rm(path) : disk.fs.unlink(path)
    )
    return true
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return false
    throw error
  }
}
