import { type Disk, type SyncDisk } from './disk.js';
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
