import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { type FileHandle, chmod, lstat, mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
import { type Clock } from './clock.js';
/** The file-system calls the queue makes: a test hands in its own to make them fail. */
export interface FileCalls {
    open: typeof open;
    rename: typeof rename;
    rm: typeof rm;
    unlink: typeof unlink;
    mkdir: typeof mkdir;
    chmod: typeof chmod;
    lstat: typeof lstat;
    readdir: typeof readdir;
}
/**
 * The disk as the queue sees it: the calls, the platform whose rules they follow, and the
 * clock that paces retries. Injected, so that Windows' rules are tested on any machine and
 * no test waits for a retry.
 */
export interface Disk {
    platform: NodeJS.Platform;
    fs: FileCalls;
    clock: Clock;
}
export declare const localDisk: Disk;
/** True when `error` is one Windows gives while another handle holds the file for a moment. */
export declare function isBusy(disk: {
    platform: NodeJS.Platform;
}, error: unknown): boolean;
/**
 * Runs `op`, again after a short wait while Windows says the file is busy: a few attempts,
 * doubling waits, within BUSY_RETRY_BUDGET_MS in all. Then the last error is thrown, and the
 * caller fails as it would have at once: a record stays queued, and nothing waits longer.
 */
export declare function retryBusy<T>(disk: Disk, op: () => Promise<T>): Promise<T>;
/**
 * The disk for a file that must be written without yielding (a status written as the process
 * ends): synchronous calls, and a pause that blocks.
 */
export interface SyncDisk {
    platform: NodeJS.Platform;
    fs: {
        writeFileSync: typeof writeFileSync;
        renameSync: typeof renameSync;
        rmSync: typeof rmSync;
    };
    now(): number;
    pause(ms: number): void;
}
export declare const localSyncDisk: SyncDisk;
/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
export declare const HOST_TAG: string;
/**
 * Random hex, to keep names unique across processes that share a pid namespace or not, and for
 * the tokens that prove who wrote a lock or answers a stop. From /dev/urandom where there is one:
 * node:crypto, loaded for this alone, would stay in the heartbeat helper's memory all job long
 * (some 3 MiB). Windows has no /dev/urandom and loads it.
 */
export declare function randomHex(bytes?: number): string;
export declare function isErrno(error: unknown, ...codes: string[]): boolean;
/**
 * True unless the process is known to be gone. A process of another machine (or pid
 * namespace) cannot be checked: it counts as alive, and only the age bound frees its files.
 */
export declare function isOwnerAlive(hostTag: string, pid: number): boolean;
/** More levels to create than this are refused: no real folder of ours needs as many. */
export declare const MAX_DIR_LEVELS = 64;
/**
 * Creates `dir` and its missing parents (mode `mode`, through the umask), one bounded level at
 * a time: the only way anything here creates a folder, since a recursive mkdir can spin for
 * ever on a path the kernel answers oddly. Returns the first folder created, undefined when
 * `dir` was there; an existing `dir` that is not a directory (a file, a link) is refused.
 */
export declare function makeDirs(dir: string, mode: number, disk?: Disk): Promise<string | undefined>;
/** makeDirs without yielding: for the few places that cannot (a helper being spawned). */
export declare function makeDirsSync(dir: string, mode: number): string | undefined;
/**
 * Whether `dir` is a folder of this user's alone: 'absent', 'ours', or the reason it is not
 * (a file or a link in its place, another user's folder, one others may enter). The owner and
 * mode are read from the opened folder, never from a path that could be swapped in between.
 * Windows has no owner ids or modes here (what keeps a folder private there is the ACL it
 * inherits): a real folder, not a link, counts.
 */
export declare function privateDirState(dir: string, uid?: number | undefined, platform?: NodeJS.Platform): 'absent' | 'ours' | string;
/**
 * Creates the directory (and parents) private to the user; leaves an existing one as it is.
 * Windows has no modes (what keeps the folder private there is the ACL it inherits from the
 * user's profile): the mode is not set there.
 */
export declare function ensurePrivateDir(dir: string, disk?: Disk): Promise<void>;
/**
 * Makes a rename or unlink in `dir` durable. Windows cannot open a directory as a file (NTFS
 * journals its own directory changes): there the step is skipped, the rename itself is still
 * atomic. Elsewhere a failure is not fatal either: the rename has happened.
 */
export declare function syncDir(dir: string, disk?: Disk): Promise<void>;
/** Prefix of temporary files; readers skip them and replay removes old leftovers. */
export declare const TEMP_PREFIX = ".tmp-";
/** Name of a temporary file: it carries its owner, so leftovers of a dead process can go. */
export declare function tempFileName(): string;
/** The owner encoded in a temporary file's name, if it has that shape. */
export declare function parseTempFileName(name: string): {
    hostTag: string;
    pid: number;
} | undefined;
/**
 * Writes `name` in `dir` so that readers see either nothing or the whole content: a temporary
 * file in the same directory (mode 0600), fsync, rename over the final name, fsync the
 * directory. A crash leaves at worst a temporary file, which readers ignore. On Windows a
 * busy file (a scanner, a reader of the old content) is waited for a moment.
 */
export declare function writeFileAtomic(dir: string, name: string, content: string, disk?: Disk): Promise<void>;
/**
 * writeFileAtomic for files handed over within a job (the heartbeat helper's status and
 * steps, read by the post step): the same temporary file (mode 0600) and rename, waiting out
 * a busy file on Windows (the post step reading the old content), without yielding. No fsync:
 * a crash of the machine ends the job that would read them.
 */
export declare function writeFileAtomicSync(path: string, content: string, disk?: SyncDisk): void;
/**
 * Creates `path` with `content` only if nothing has that name yet: true when this call
 * created it, false when another process had (EEXIST). The exclusive create (O_EXCL,
 * CreateFile's CREATE_NEW on Windows) is decided by the file system in one step, on NTFS as
 * on POSIX file systems: of several processes creating one name, exactly one succeeds. On
 * Windows a name whose file is being deleted stays busy until its last handle closes: still
 * busy after the retries, it counts as taken too, never as created.
 */
export declare function createExclusive(path: string, content: string, disk?: Disk): Promise<boolean>;
/**
 * Flags that open only what can be read without waiting: a symbolic link is refused
 * (O_NOFOLLOW: its target is not ours to read), and a FIFO or a device does not block the open
 * (O_NONBLOCK). Platforms without a flag (Windows) go without it.
 */
export declare const READ_FLAGS: number;
/**
 * Flags that open a file of ours for appending the same way: created (mode 0600) when missing,
 * a symbolic link refused, a FIFO never waited on (with no reader the open fails at once).
 */
export declare const APPEND_FLAGS: number;
/** The most any file is read whole: far more than a record (its logs escaped), a state or a status holds. */
export declare const READ_MAX_BYTES: number;
/** Refusal of what is not a regular file: code ENOTREG, the kind named in the message. */
export declare class NotRegularFileError extends Error {
    readonly code = "ENOTREG";
    constructor(path: string, kind: string);
}
/** A regular file opened safely, its size when it was opened, and its owner. */
export interface OpenRegular {
    handle: FileHandle;
    size: number;
    uid: number;
}
/**
 * The one safe open of a path we read or write: a regular file only (checked on the open
 * handle, so nothing can be swapped in between), never through a symbolic link, never waiting
 * on a FIFO or a device. `how` is `read` (READ_FLAGS) or `append` (APPEND_FLAGS). Anything
 * else at the path is refused with NotRegularFileError; the open's own errors are thrown.
 */
export declare function openRegular(path: string, how: 'read' | 'append', disk?: Disk): Promise<OpenRegular>;
/** openRegular without yielding, for the few that cannot (a helper being spawned, a status). */
export declare function openRegularSync(path: string, how: 'read' | 'append'): {
    fd: number;
    size: number;
    uid: number;
};
/**
 * The text of a regular file, or undefined when it is gone (another process took or removed
 * it), or is anything else: a FIFO, a directory, a device, a symbolic link, a file we may not
 * read. Never more than `maxBytes` (READ_MAX_BYTES): a longer one is undefined too.
 */
export declare function readRegularFile(path: string, disk?: Disk, maxBytes?: number): Promise<string | undefined>;
/**
 * readRegularFile without yielding: the text of a regular file of at most `maxBytes`, and its
 * owner; undefined when there is none or it is anything else.
 */
export declare function readRegularFileSync(path: string, maxBytes?: number): {
    text: string;
    uid: number;
} | undefined;
/**
 * Hands the bytes of a regular file to `write` in pieces, up to the size it had when opened: a
 * log still being written is read to where it was, never chased for ever. Anything that is not a
 * regular file (a FIFO, /dev/zero, a link) is refused with NotRegularFileError or the open's
 * error, at once. Returns the bytes read.
 */
export declare function streamRegularFile(path: string, write: (chunk: Uint8Array) => void, disk?: Disk): Promise<number>;
/**
 * Names of the regular files in the directory (none when it does not exist yet). FIFOs,
 * directories, devices and symbolic links are left out: nothing reads, claims or cleans them.
 */
export declare function listFiles(dir: string, disk?: Disk): Promise<string[]>;
/** True when `path` is a directory itself, not a symbolic link to one. */
export declare function isRealDirectory(path: string, disk?: Disk): Promise<boolean>;
/** The entry's modification time without following a symbolic link; undefined when gone. */
export declare function modifiedAt(path: string, disk?: Disk): Promise<number | undefined>;
/** True when anything (not followed) has this path. */
export declare function entryExists(path: string, disk?: Disk): Promise<boolean>;
/**
 * Removes a file (a symbolic link itself, never its target); false when it was already gone.
 * On Linux and macOS one unlink does it: rm would first stat the path twice, to learn whether
 * it is a directory, and a replay removes two files (the record, its lock) for each record it
 * sends. On Windows rm also removes a file marked read-only (it clears the attribute and tries
 * again), and a file another handle holds is waited for a moment.
 */
export declare function removeIfPresent(path: string, disk?: Disk): Promise<boolean>;
