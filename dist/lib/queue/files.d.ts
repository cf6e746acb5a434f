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
/** The file's text, or undefined when it is gone (another process took or removed it). */
export declare function readIfPresent(path: string): Promise<string | undefined>;
/** Names in the directory; none when it does not exist yet. */
export declare function listNames(dir: string): Promise<string[]>;
/** Removes a file; false when it was already gone. */
export declare function removeIfPresent(path: string): Promise<boolean>;
