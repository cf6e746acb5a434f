/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
export declare const HOST_TAG: string;
/** Random hex, to keep names unique across processes that share a pid namespace or not. */
export declare function randomHex(bytes?: number): string;
export declare function isErrno(error: unknown, ...codes: string[]): boolean;
/**
 * True unless the process is known to be gone. A process of another machine (or pid
 * namespace) cannot be checked: it counts as alive, and only the age bound frees its files.
 */
export declare function isOwnerAlive(hostTag: string, pid: number): boolean;
/** Creates the directory (and parents) private to the user; leaves an existing one as it is. */
export declare function ensurePrivateDir(dir: string): Promise<void>;
/**
 * Makes a rename or unlink in `dir` durable. Not every platform can open a directory
 * (Windows cannot): there the step is skipped, the rename itself is still atomic.
 */
export declare function syncDir(dir: string): Promise<void>;
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
 * directory. A crash leaves at worst a temporary file, which readers ignore.
 */
export declare function writeFileAtomic(dir: string, name: string, content: string): Promise<void>;
/**
 * The text of a regular file, or undefined when it is gone (another process took or removed
 * it), or is anything else: a FIFO, a directory, a device, a symbolic link, a file we may not
 * read. The type is checked on the open handle, so nothing can be swapped in between.
 */
export declare function readRegularFile(path: string): Promise<string | undefined>;
/**
 * Names of the regular files in the directory (none when it does not exist yet). FIFOs,
 * directories, devices and symbolic links are left out: nothing reads, claims or cleans them.
 */
export declare function listFiles(dir: string): Promise<string[]>;
/** True when `path` is a directory itself, not a symbolic link to one. */
export declare function isRealDirectory(path: string): Promise<boolean>;
/** The entry's modification time without following a symbolic link; undefined when gone. */
export declare function modifiedAt(path: string): Promise<number | undefined>;
/** True when anything (not followed) has this path. */
export declare function entryExists(path: string): Promise<boolean>;
/** Removes a file (a symbolic link itself, never its target); false when it was already gone. */
export declare function removeIfPresent(path: string): Promise<boolean>;
