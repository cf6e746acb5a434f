/**
 * File-system steps the queue is built from: atomic writes, exclusive creates, directory
 * syncs, waiting out files Windows holds busy for a moment, and telling whether the process
 * that left a file behind is still alive. Everything here tolerates the races of several
 * processes sharing one directory, on each platform's rules.
 */
import { hostname } from 'node:os'
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import {
  type FileHandle,
  chmod,
  lstat,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  unlink
} from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { type Clock, systemClock } from './clock.js'
import { shortHash } from './short-hash.js'
import {
  BUSY_RETRY_ATTEMPTS,
  BUSY_RETRY_BUDGET_MS,
  BUSY_RETRY_FIRST_DELAY_MS
} from './constants.js'

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
function retryBusySync<T>(disk: SyncDisk, op: () => T): T {
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

/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
export const HOST_TAG = shortHash(hostname(), 8)

/**
 * Random hex, to keep names unique across processes that share a pid namespace or not, and for
 * the tokens that prove who wrote a lock or answers a stop. From /dev/urandom where there is one:
 * node:crypto, loaded for this alone, would stay in the heartbeat helper's memory all job long
 * (some 3 MiB). Windows has no /dev/urandom and loads it.
 */
export function randomHex(bytes = 4): string {
  const buf = Buffer.alloc(bytes)
  try {
    const fd = openSync('/dev/urandom', 'r')
    try {
      if (readSync(fd, buf, 0, bytes, null) === bytes) return buf.toString('hex')
    } finally {
      closeSync(fd)
    }
  } catch {
    // no /dev/urandom here
  }
  return process.getBuiltinModule('node:crypto').randomBytes(bytes).toString('hex')
}

export function isErrno(error: unknown, ...codes: string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && codes.includes(code)
}

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

/** More levels to create than this are refused: no real folder of ours needs as many. */
export const MAX_DIR_LEVELS = 64

/** What one single-level mkdir said: created, already there, or its parent is missing. */
type LevelAnswer = 'made' | 'exists' | 'missing'

function levelError(code: string, message: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${message}, mkdir '${path}'`), {
    code,
    syscall: 'mkdir',
    path
  })
}

/**
 * The mkdir calls that create `dir` and its missing parents, one level each, and what each
 * answer means; it returns the first folder it created (undefined when `dir` was there). It
 * climbs from `dir` while the answer is "parent missing", then creates downwards. Each level is
 * asked at most twice: where the kernel says a child's parent is missing although the parent
 * exists (under /proc, on a stale mount), this refuses with ENOENT; Node's recursive mkdir
 * loops there for ever inside C++, deaf to signals.
 */
function* levelsOf(dir: string): Generator<string, string | undefined, LevelAnswer> {
  const missing: string[] = []
  let at = dir
  let created: string | undefined
  for (;;) {
    const answer = yield at
    if (answer === 'made') {
      created = at
      break
    }
    if (answer === 'exists') break
    const parent = dirname(at)
    if (parent === at) throw levelError('ENOENT', 'no such file or directory', at)
    if (missing.length >= MAX_DIR_LEVELS - 1) {
      throw levelError('ENAMETOOLONG', `more than ${MAX_DIR_LEVELS} folders to create`, dir)
    }
    missing.push(at)
    at = parent
  }
  for (const level of missing.reverse()) {
    const answer = yield level
    // Its parent was just made or seen: "missing" now is the kernel contradicting itself.
    if (answer === 'missing') throw levelError('ENOENT', 'no such file or directory', level)
    if (answer === 'made') created ??= level
  }
  return created
}

function answerOf(error: unknown): LevelAnswer {
  if (isErrno(error, 'EEXIST')) return 'exists'
  if (isErrno(error, 'ENOENT')) return 'missing'
  throw error
}

/**
 * Creates `dir` and its missing parents (mode `mode`, through the umask), one bounded level at
 * a time: the only way anything here creates a folder, since a recursive mkdir can spin for
 * ever on a path the kernel answers oddly. Returns the first folder created, undefined when
 * `dir` was there; an existing `dir` that is not a directory (a file, a link) is refused.
 */
export async function makeDirs(
  dir: string,
  mode: number,
  disk: Disk = localDisk
): Promise<string | undefined> {
  const full = resolve(dir)
  const plan = levelsOf(full)
  let step = plan.next()
  let lastAnswer: LevelAnswer | undefined
  while (!step.done) {
    const level = step.value
    lastAnswer = await disk.fs.mkdir(level, { mode }).then((): LevelAnswer => 'made', answerOf)
    step = plan.next(lastAnswer)
  }
  if (lastAnswer === 'exists' && !(await disk.fs.lstat(full)).isDirectory()) {
    throw levelError('ENOTDIR', 'not a directory', full)
  }
  return step.value
}

/** makeDirs without yielding: for the few places that cannot (a helper being spawned). */
export function makeDirsSync(dir: string, mode: number): string | undefined {
  const full = resolve(dir)
  const plan = levelsOf(full)
  let step = plan.next()
  let lastAnswer: LevelAnswer | undefined
  while (!step.done) {
    try {
      mkdirSync(step.value, { mode })
      lastAnswer = 'made'
    } catch (error) {
      lastAnswer = answerOf(error)
    }
    step = plan.next(lastAnswer)
  }
  if (lastAnswer === 'exists' && !lstatSync(full).isDirectory()) {
    throw levelError('ENOTDIR', 'not a directory', full)
  }
  return step.value
}

/** Flags that open a folder itself to read its owner and mode: never through a link. */
const DIR_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | (constants.O_NOFOLLOW ?? 0)

/**
 * Whether `dir` is a folder of this user's alone: 'absent', 'ours', or the reason it is not
 * (a file or a link in its place, another user's folder, one others may enter). The owner and
 * mode are read from the opened folder, never from a path that could be swapped in between.
 * Windows has no owner ids or modes here (what keeps a folder private there is the ACL it
 * inherits): a real folder, not a link, counts.
 */
export function privateDirState(
  dir: string,
  uid: number | undefined = process.getuid?.(),
  platform: NodeJS.Platform = process.platform
): 'absent' | 'ours' | string {
  if (platform === 'win32') {
    try {
      return lstatSync(dir).isDirectory() ? 'ours' : 'is not a folder (a file or a link is there)'
    } catch (e) {
      if (isErrno(e, 'ENOENT')) return 'absent'
      throw e
    }
  }
  let fd: number
  try {
    fd = openSync(dir, DIR_FLAGS)
  } catch (e) {
    if (isErrno(e, 'ENOENT')) return 'absent'
    if (isErrno(e, 'ENOTDIR', 'ELOOP', 'EMLINK'))
      return 'is not a folder (a file or a link is there)'
    if (isErrno(e, 'EACCES', 'EPERM')) return 'belongs to another user'
    throw e
  }
  try {
    const st = fstatSync(fd)
    if (!st.isDirectory()) return 'is not a folder'
    if (uid !== undefined && st.uid !== uid) return 'belongs to another user'
    if ((st.mode & 0o077) !== 0) {
      return `is open to other users (mode ${(st.mode & 0o777).toString(8)})`
    }
    return 'ours'
  } finally {
    closeSync(fd)
  }
}

/**
 * Creates the directory (and parents) private to the user; leaves an existing one as it is.
 * Windows has no modes (what keeps the folder private there is the ACL it inherits from the
 * user's profile): the mode is not set there.
 */
export async function ensurePrivateDir(dir: string, disk: Disk = localDisk): Promise<void> {
  const created = await makeDirs(dir, 0o700, disk)
  // mkdir's mode is filtered through the umask; set it exactly on what we created.
  if (created !== undefined && disk.platform !== 'win32') {
    await disk.fs.chmod(dir, 0o700).catch(() => undefined)
  }
}

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
