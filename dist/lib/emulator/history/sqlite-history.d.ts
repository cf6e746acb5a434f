import { type EmulatorLimits } from '../service/limits.js';
import type { History } from './storage.js';
/**
 * A history file that cannot be used (not a database, held by another emulator, a folder that
 * is not there): the user's to fix, said in one line naming the file.
 */
export declare class HistoryFileError extends Error {
    name: string;
}
/** Opens (creating, or migrating) the history file. */
export declare function openSqliteHistory(file: string, limits: EmulatorLimits): Promise<History>;
