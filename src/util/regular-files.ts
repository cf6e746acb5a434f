/**
 * The one safe open of a path we read or append to, and the reads built on it: a regular file
 * only, never through a symbolic link, never waiting on a FIFO or a device, never read past a bound.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import { type Disk, localDisk, retryBusy } from './disk.js'
import { isErrno } from './errno.js'

/**
 * Flags that open only what can be read without waiting: a symbolic link is refused
 * (O_NOFOLLOW: its target is not ours to read), and a FIFO or a device does not block the open
 * (O_NONBLOCK). Platforms without a flag (Windows) go without it.
 */
export const READ_FLAGS =
  constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0)

/**
 * Flags that open a file of ours for appending the same way: created (mode 0600) when missing,
 * a symbolic link refused, a FIFO never waited on (with no reader the open fails at once).
 */
export const APPEND_FLAGS =
  constants.O_WRONLY |
  constants.O_APPEND |
  constants.O_CREAT |
  (constants.O_NOFOLLOW ?? 0) |
  (constants.O_NONBLOCK ?? 0)

/** The most any file is read whole: far more than a record (its logs escaped), a state or a status holds. */
export const READ_MAX_BYTES = 128 * 1024 * 1024

/** What stands at a path instead of a regular file, in words for a message. */
function kindOf(st: { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (st.isDirectory()) return 'a directory'
  if (st.isFIFO()) return 'a FIFO'
  if (st.isSocket()) return 'a socket'
  return 'a device'
}

/** Refusal of what is not a regular file: code ENOTREG, the kind named in the message. */
export class NotRegularFileError extends Error {
  readonly code = 'ENOTREG'
  constructor(path: string, kind: string) {
    super(`${path} is ${kind}, not a regular file`)
  }
}

/** Errors of an open that mean "nothing here we may read" rather than trouble to report. */
const UNREADABLE = ['ENOENT', 'ELOOP', 'EMLINK', 'ENXIO', 'EACCES', 'EPERM', 'EBUSY', 'ENOTDIR']

/** A regular file opened safely, its size when it was opened, and its owner. */
export interface OpenRegular {
  handle: FileHandle
  size: number
  uid: number
}

/**
 * The one safe open of a path we read or write: a regular file only (checked on the open
 * handle, so nothing can be swapped in between), never through a symbolic link, never waiting
 * on a FIFO or a device. `how` is `read` (READ_FLAGS) or `append` (APPEND_FLAGS). Anything
 * else at the path is refused with NotRegularFileError; the open's own errors are thrown.
 */
export async function openRegular(
  path: string,
  how: 'read' | 'append',
  disk: Disk = localDisk
): Promise<OpenRegular> {
  const handle = await retryBusy(disk, () =>
    how === 'read' ? disk.fs.open(path, READ_FLAGS) : disk.fs.open(path, APPEND_FLAGS, 0o600)
  )
  try {
    const st = await handle.stat()
    if (!st.isFile()) throw new NotRegularFileError(path, kindOf(st))
    return { handle, size: st.size, uid: st.uid }
  } catch (error) {
    await handle.close().catch(() => undefined)
    throw error
  }
}

/** openRegular without yielding, for the few that cannot (a helper being spawned, a status). */
export function openRegularSync(
  path: string,
  how: 'read' | 'append'
): { fd: number; size: number; uid: number } {
  const fd = how === 'read' ? openSync(path, READ_FLAGS) : openSync(path, APPEND_FLAGS, 0o600)
  try {
    const st = fstatSync(fd)
    if (!st.isFile()) throw new NotRegularFileError(path, kindOf(st))
    return { fd, size: st.size, uid: st.uid }
  } catch (error) {
    closeSync(fd)
    throw error
  }
}

/**
 * The text of a regular file, or undefined when it is gone (another process took or removed
 * it), or is anything else: a FIFO, a directory, a device, a symbolic link, a file we may not
 * read. Never more than `maxBytes` (READ_MAX_BYTES): a longer one is undefined too.
 */
export async function readRegularFile(
  path: string,
  disk: Disk = localDisk,
  maxBytes: number = READ_MAX_BYTES
): Promise<string | undefined> {
  let opened
  try {
    opened = await openRegular(path, 'read', disk)
  } catch (error) {
    if (error instanceof NotRegularFileError || isErrno(error, ...UNREADABLE)) return undefined
    throw error
  }
  try {
    if (opened.size > maxBytes) return undefined
    return await readOpenFile(opened.handle, opened.size, maxBytes)
  } finally {
    await opened.handle.close().catch(() => undefined)
  }
}

/**
 * readRegularFile without yielding: the text of a regular file of at most `maxBytes`, and its
 * owner; undefined when there is none or it is anything else.
 */
export function readRegularFileSync(
  path: string,
  maxBytes: number = READ_MAX_BYTES
): { text: string; uid: number } | undefined {
  let opened
  try {
    opened = openRegularSync(path, 'read')
  } catch {
    return undefined
  }
  try {
    if (opened.size > maxBytes) return undefined
    const buffer = Buffer.allocUnsafe(
      maxBytes === 0 ? 0 : Math.min(maxBytes, opened.size || maxBytes)
    )
    let length = 0
    while (length < buffer.length) {
      const n = readSync(opened.fd, buffer, length, buffer.length - length, null)
      if (n === 0) break
      length += n
    }
    return { text: buffer.toString('utf8', 0, length), uid: opened.uid }
  } catch {
    return undefined
  } finally {
    closeSync(opened.fd)
  }
}

/**
 * Hands the bytes of a regular file to `write` in pieces, up to the size it had when opened: a
 * log still being written is read to where it was, never chased for ever. Anything that is not a
 * regular file (a FIFO, /dev/zero, a link) is refused with NotRegularFileError or the open's
 * error, at once. Returns the bytes read.
 */
export async function streamRegularFile(
  path: string,
  write: (chunk: Uint8Array) => void,
  disk: Disk = localDisk
): Promise<number> {
  const { handle, size } = await openRegular(path, 'read', disk)
  try {
    let done = 0
    while (done < size) {
      // A fresh piece each time: `write` may keep what it is given.
      const buffer = Buffer.allocUnsafe(Math.min(size - done, 64 * 1024))
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, done)
      if (bytesRead === 0) break // cut short meanwhile: what was there
      write(buffer.subarray(0, bytesRead))
      done += bytesRead
    }
    return done
  } finally {
    await handle.close().catch(() => undefined)
  }
}

/**
 * The text of an open regular file whose stat said `size` bytes: the bytes in one read (more
 * only if the system hands them over in pieces), as handle.readFile reads them, without the
 * stat of its own it makes first. A replay reads every record twice (scanning, claiming) and
 * its lock once: that stat was one call to the file system in five. A file whose stat said 0
 * bytes may hold some by now (a lock being written), or be of a kind that has no size (/proc):
 * that one is read to its end, up to `maxBytes`.
 */
async function readOpenFile(handle: FileHandle, size: number, maxBytes: number): Promise<string> {
  const want = size === 0 ? maxBytes : size
  const buffer = Buffer.allocUnsafe(Math.min(want, size === 0 ? 64 * 1024 : want))
  const pieces: Buffer[] = []
  let length = 0
  let piece = 0
  while (length < want) {
    if (piece === buffer.length) {
      pieces.push(Buffer.from(buffer.subarray(0, piece)))
      piece = 0
    }
    const { bytesRead } = await handle.read(
      buffer,
      piece,
      Math.min(buffer.length - piece, want - length),
      length
    )
    if (bytesRead === 0) break // cut short meanwhile: what was there
    length += bytesRead
    piece += bytesRead
  }
  pieces.push(buffer.subarray(0, piece))
  return pieces.length === 1 ? pieces[0].toString('utf8') : Buffer.concat(pieces).toString('utf8')
}
