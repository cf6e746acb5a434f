/**
 * File-system steps the queue is built from: atomic writes, directory syncs, and telling
 * whether the process that left a file behind is still alive. Everything here tolerates
 * the races of several processes sharing one directory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { constants } from 'node:fs';
import { mkdir, open, rename, rm, chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
export const HOST_TAG = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
/** Random hex, to keep names unique across processes that share a pid namespace or not. */
export function randomHex(bytes = 4) {
    return randomBytes(bytes).toString('hex');
}
export function isErrno(error, ...codes) {
    const code = error?.code;
    return typeof code === 'string' && codes.includes(code);
}
/**
 * True unless the process is known to be gone. A process of another machine (or pid
 * namespace) cannot be checked: it counts as alive, and only the age bound frees its files.
 */
export function isOwnerAlive(hostTag, pid) {
    if (hostTag !== HOST_TAG)
        return true;
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: the process exists but belongs to someone else.
        return !isErrno(error, 'ESRCH');
    }
}
/** Creates the directory (and parents) private to the user; leaves an existing one as it is. */
export async function ensurePrivateDir(dir) {
    const created = await mkdir(dir, { recursive: true, mode: 0o700 });
    // mkdir's mode is filtered through the umask; set it exactly on what we created.
    if (created !== undefined)
        await chmod(dir, 0o700).catch(() => undefined);
}
/**
 * Makes a rename or unlink in `dir` durable. Not every platform can open a directory
 * (Windows cannot): there the step is skipped, the rename itself is still atomic.
 */
export async function syncDir(dir) {
    let handle;
    try {
        handle = await open(dir, 'r');
        await handle.sync();
    }
    catch {
        // best effort
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}
/** Prefix of temporary files; readers skip them and replay removes old leftovers. */
export const TEMP_PREFIX = '.tmp-';
/** Name of a temporary file: it carries its owner, so leftovers of a dead process can go. */
export function tempFileName() {
    return `${TEMP_PREFIX}${HOST_TAG}-${process.pid}-${randomHex()}`;
}
/** The owner encoded in a temporary file's name, if it has that shape. */
export function parseTempFileName(name) {
    const m = /^\.tmp-([0-9a-f]{8})-(\d+)-[0-9a-f]+$/.exec(name);
    return m ? { hostTag: m[1], pid: Number(m[2]) } : undefined;
}
/**
 * Writes `name` in `dir` so that readers see either nothing or the whole content: a temporary
 * file in the same directory (mode 0600), fsync, rename over the final name, fsync the
 * directory. A crash leaves at worst a temporary file, which readers ignore.
 */
export async function writeFileAtomic(dir, name, content) {
    const temp = join(dir, tempFileName());
    try {
        const handle = await open(temp, 'wx', 0o600);
        try {
            await handle.writeFile(content, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await rename(temp, join(dir, name));
    }
    catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw error;
    }
    await syncDir(dir);
}
/**
 * Flags that open only what can be read without waiting: a symbolic link is refused
 * (O_NOFOLLOW: its target is not ours to read), and a FIFO or a device does not block the open
 * (O_NONBLOCK). Platforms without a flag (Windows) go without it.
 */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
/**
 * The text of a regular file, or undefined when it is gone (another process took or removed
 * it), or is anything else: a FIFO, a directory, a device, a symbolic link, a file we may not
 * read. The type is checked on the open handle, so nothing can be swapped in between.
 */
export async function readRegularFile(path) {
    let handle;
    try {
        handle = await open(path, READ_FLAGS);
    }
    catch (error) {
        if (isErrno(error, 'ENOENT', 'ELOOP', 'EMLINK', 'ENXIO', 'EACCES', 'EPERM', 'ENOTDIR')) {
            return undefined;
        }
        throw error;
    }
    try {
        if (!(await handle.stat()).isFile())
            return undefined;
        return await handle.readFile('utf8');
    }
    finally {
        await handle.close().catch(() => undefined);
    }
}
/**
 * Names of the regular files in the directory (none when it does not exist yet). FIFOs,
 * directories, devices and symbolic links are left out: nothing reads, claims or cleans them.
 */
export async function listFiles(dir) {
    try {
        return (await readdir(dir, { withFileTypes: true })).filter(e => e.isFile()).map(e => e.name);
    }
    catch (error) {
        if (isErrno(error, 'ENOENT'))
            return [];
        throw error;
    }
}
/** True when `path` is a directory itself, not a symbolic link to one. */
export async function isRealDirectory(path) {
    try {
        return (await lstat(path)).isDirectory();
    }
    catch {
        return false;
    }
}
/** The entry's modification time without following a symbolic link; undefined when gone. */
export async function modifiedAt(path) {
    try {
        const s = await lstat(path);
        return s.isFile() ? s.mtimeMs : undefined;
    }
    catch {
        return undefined;
    }
}
/** True when anything (not followed) has this path. */
export async function entryExists(path) {
    try {
        await lstat(path);
        return true;
    }
    catch {
        return false;
    }
}
/** Removes a file (a symbolic link itself, never its target); false when it was already gone. */
export async function removeIfPresent(path) {
    try {
        await rm(path);
        return true;
    }
    catch (error) {
        if (isErrno(error, 'ENOENT'))
            return false;
        throw error;
    }
}
