/**
 * The entries of a folder: listed, looked at and removed without following a symbolic link,
 * a vanished one answered rather than thrown.
 */
import { type Disk } from './disk.js';
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
