/**
 * What this Node offers of its built-in `node:sqlite`, which the history file (`--data`,
 * sqlite-history.ts) is kept with: whether it is there as a plain import, and a close that
 * holds on every Node the package supports.
 */
import type { DatabaseSync } from 'node:sqlite'

/**
 * The first Node with `node:sqlite` as a plain import: it came in 22.5 behind
 * --experimental-sqlite, and without the flag in 22.13 (and 23.4, in a line out of support).
 */
const SQLITE_SINCE = [22, 13]

/** Why `--data` cannot be used on this Node, or undefined when it can. */
export function sqliteUnavailable(nodeVersion = process.versions.node): string | undefined {
  const [major, minor] = nodeVersion.split('.').map(Number)
  if (major > SQLITE_SINCE[0] || (major === SQLITE_SINCE[0] && minor >= SQLITE_SINCE[1])) {
    return undefined
  }
  return (
    `--data needs Node ${SQLITE_SINCE.join('.')} or later (for its built-in node:sqlite); ` +
    `this is Node ${nodeVersion}. Run the emulator with a newer Node, or without --data ` +
    '(its history then stays in memory)'
  )
}

/**
 * Closes `db` unless it is closed already. DatabaseSync.isOpen came in Node 22.15: on 22.13 it
 * reads undefined, and a close that asked it never closed, so the file stayed locked by this
 * process (an emulator restarted in it could not open its own history again).
 */
export function closeOnce(db: DatabaseSync | undefined): void {
  try {
    db?.close()
  } catch {
    // Closed already (ERR_INVALID_STATE): nothing is held.
  }
}
