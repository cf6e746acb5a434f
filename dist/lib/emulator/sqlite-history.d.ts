import type { History } from './history.js';
import { type EmulatorLimits } from './limits.js';
/** Why `--data` cannot be used on this Node, or undefined when it can. */
export declare function sqliteUnavailable(nodeVersion?: string): string | undefined;
/** Opens (creating, or migrating) the history file. */
export declare function openSqliteHistory(file: string, limits: EmulatorLimits): Promise<History>;
