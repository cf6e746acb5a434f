/**
 * Folders: created one bounded level at a time (never by Node's recursive mkdir), and the
 * check that a folder we keep files in is this user's alone.
 */
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { type Disk, localDisk } from './disk.js'
import { isErrno } from './errno.js'

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
