import type { FileHandle } from 'node:fs/promises';
import { type Disk } from './disk.js';
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
