/**
 * The disk as the queue and the files beside it see it: the file-system calls, injected so a
 * test can make them fail, and the short retries of a file Windows holds busy for a moment.
 * Everything built on it tolerates the races of several processes sharing one directory, on
 * each platform's rules.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, lstat, mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
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
/** retryBusy for synchronous calls: the same attempts and budget, the waits block. */
export declare function retryBusySync<T>(disk: SyncDisk, op: () => T): T;
