/**
 * The SQLite file's schema, versioned with `PRAGMA user_version`. Each migration takes a file
 * from the version before it to its own; a file is brought up to date when it is opened, inside
 * one transaction, so a file is always at one version or the next, never between. A file from a
 * newer job-monitor (a version this one does not know) is refused rather than guessed at.
 */
import type { DatabaseSync } from 'node:sqlite'
import { SCHEDULE_KEYS } from './jobs.js'
import { SCHEDULE_FACT_KEYS } from './schedules.js'

export interface Migration {
  version: number
  sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    // Each record is kept whole as JSON (`data`), beside the columns that are searched on.
    sql: `
      CREATE TABLE runs (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        run_id TEXT NOT NULL UNIQUE,
        job_name TEXT NOT NULL,
        status TEXT NOT NULL,
        start_ms INTEGER,
        active_ms INTEGER NOT NULL,
        data TEXT NOT NULL,
        bytes INTEGER NOT NULL
      );
      CREATE TABLE heartbeats (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        at_ms INTEGER NOT NULL,
        data TEXT NOT NULL,
        bytes INTEGER NOT NULL
      );
      CREATE TABLE notifications (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        at_ms INTEGER NOT NULL,
        data TEXT NOT NULL,
        bytes INTEGER NOT NULL
      );`
  },
  {
    version: 2,
    // A run's page lists its heartbeats, and the run list filters by job and age: indexed,
    // with the run_id of the heartbeats already stored taken from their JSON.
    sql: `
      ALTER TABLE heartbeats ADD COLUMN run_id TEXT;
      UPDATE heartbeats SET run_id = json_extract(data, '$.run_id');
      CREATE INDEX heartbeats_by_run ON heartbeats (run_id, seq);
      CREATE INDEX heartbeats_by_time ON heartbeats (at_ms);
      CREATE INDEX notifications_by_time ON notifications (at_ms);
      CREATE INDEX runs_by_job ON runs (job_name, seq);
      CREATE INDEX runs_by_activity ON runs (active_ms);`
  },
  {
    version: 3,
    // Over its byte budget the store drops the oldest runs' logs first: which runs still have
    // logs is a column with its own index, not a search through every run's JSON.
    sql: `
      ALTER TABLE runs ADD COLUMN has_logs INTEGER NOT NULL DEFAULT 0;
      UPDATE runs SET has_logs = json_type(data, '$.logs') IS NOT NULL;
      CREATE INDEX runs_with_logs ON runs (seq) WHERE has_logs = 1;`
  },
  {
    version: 4,
    // The overview reads each job in brief (jobs.ts, JobDigest), not every run: its counts
    // from an index by job and status, its last and latest runs from one by job and start, and
    // its scheduled runs' end metadata from a column of its own, kept for those runs only.
    sql: `
      ALTER TABLE runs ADD COLUMN schedule TEXT;
      UPDATE runs SET schedule = json_extract(data, '$.end_metadata')
        WHERE ${Object.values(SCHEDULE_KEYS)
          .map(k => `json_type(data, '$.end_metadata."${k}"') IS NOT NULL`)
          .join(' OR ')};
      CREATE INDEX runs_by_job_status ON runs (job_name, status);
      CREATE INDEX runs_by_job_start ON runs (job_name, start_ms, seq);
      CREATE INDEX runs_scheduled ON runs (job_name, seq) WHERE schedule IS NOT NULL;`
  },
  {
    version: 5,
    // The overview says when each job last failed: its failed runs by start, in an index of
    // their own, so finding the last one reads one entry rather than sorting them all.
    sql: `
      CREATE INDEX runs_failed_by_job_start ON runs (job_name, start_ms, seq)
        WHERE status = 'failed';`
  },
  {
    version: 6,
    // A run's place in its schedule may come with its start (the command-line tool sends it
    // there) and the expression alone names one: the column holds each scheduled run's facts
    // (schedules.ts), the end's over the start's, for every run that names any of them.
    sql: `
      UPDATE runs SET schedule = json_patch(
          coalesce(json_extract(data, '$.metadata'), '{}'),
          coalesce(json_extract(data, '$.end_metadata'), '{}'))
        WHERE ${Object.values(SCHEDULE_FACT_KEYS)
          .flatMap(k => [
            `json_type(data, '$.metadata."${k}"') IS NOT NULL`,
            `json_type(data, '$.end_metadata."${k}"') IS NOT NULL`
          ])
          .join(' OR ')};`
  }
]

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version

export function schemaVersion(db: DatabaseSync): number {
  return Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version)
}

/**
 * Brings `db` to `target` (the newest by default); throws, naming the file, when it is newer
 * than this job-monitor knows.
 */
export function migrate(db: DatabaseSync, file: string, target = SCHEMA_VERSION): void {
  const from = schemaVersion(db)
  if (from > SCHEMA_VERSION) {
    throw new Error(
      `${file} has schema version ${from}, newer than this job-monitor knows (${SCHEMA_VERSION}); ` +
        'open it with a newer job-monitor or give --data another file'
    )
  }
  const steps = MIGRATIONS.filter(m => m.version > from && m.version <= target)
  if (steps.length === 0) return
  db.exec('BEGIN IMMEDIATE')
  try {
    for (const m of steps) db.exec(m.sql)
    // PRAGMA takes no bound parameters; the version is one of ours, a number.
    db.exec(`PRAGMA user_version = ${steps[steps.length - 1].version}`)
    db.exec('COMMIT')
  } catch (e) {
    // A full disk may have rolled the transaction back already (sqlite-history.ts, transaction).
    try {
      db.exec('ROLLBACK')
    } catch {
      // Nothing was left to undo.
    }
    throw e
  }
}
