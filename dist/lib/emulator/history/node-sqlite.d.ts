/**
 * What this Node offers of its built-in `node:sqlite`, which the history file (`--data`,
 * sqlite-history.ts) is kept with: whether it is there as a plain import, and a close that
 * holds on every Node the package supports.
 */
import type { DatabaseSync } from 'node:sqlite';
/** Why `--data` cannot be used on this Node, or undefined when it can. */
export declare function sqliteUnavailable(nodeVersion?: string): string | undefined;
/**
 * Closes `db` unless it is closed already. DatabaseSync.isOpen came in Node 22.15: on 22.13 it
 * reads undefined, and a close that asked it never closed, so the file stayed locked by this
 * process (an emulator restarted in it could not open its own history again).
 */
export declare function closeOnce(db: DatabaseSync | undefined): void;
