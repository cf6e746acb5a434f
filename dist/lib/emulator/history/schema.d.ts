/**
 * The SQLite file's schema, versioned with `PRAGMA user_version`. Each migration takes a file
 * from the version before it to its own; a file is brought up to date when it is opened, inside
 * one transaction, so a file is always at one version or the next, never between. A file from a
 * newer job-monitor (a version this one does not know) is refused rather than guessed at.
 */
import type { DatabaseSync } from 'node:sqlite';
export interface Migration {
    version: number;
    sql: string;
}
export declare const MIGRATIONS: readonly Migration[];
export declare const SCHEMA_VERSION: number;
export declare function schemaVersion(db: DatabaseSync): number;
/**
 * Brings `db` to `target` (the newest by default); throws, naming the file, when it is newer
 * than this job-monitor knows.
 */
export declare function migrate(db: DatabaseSync, file: string, target?: number): void;
