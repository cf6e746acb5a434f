/**
 * The history in a SQLite file (`--data FILE`), through Node's built-in `node:sqlite` (Node
 * 22.13 and later; loaded only when asked for, so the emulator still runs on an older Node
 * without it). Within the same limits as the memory store (limits.ts), with the same policy:
 * the oldest runs' logs go first, then the oldest runs. Each request's writes are one transaction and the
 * file is in WAL mode, so a process killed part way leaves the file as it was before that
 * request. The file is held exclusively: one emulator per file, whose counts stay true.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { closeOnce, sqliteUnavailable } from './node-sqlite.js'
import { EntryBudget, type Retention } from './bounded.js'
import { type JobDigest, hasDuration } from './jobs.js'
import { type RunFilter, lastActive } from './run-filter.js'
import { type EmulatorLimits, jsonBytes } from '../service/limits.js'
import { type RunEviction, RunBudget, withoutLogs } from './run-budget.js'
import { readStored } from '../service/read-json.js'
import { migrate } from './schema.js'
import { pickScheduleFacts, scheduleFactsOf } from './schedules.js'
import type { EventStorage, History, RunRetention, RunStorage } from './storage.js'
import type { EmulatedRun, RecordedHeartbeat, RecordedNotification } from '../service/types.js'
import type { Metadata } from '../service/api.js'

/**
 * A history file that cannot be used (not a database, held by another emulator, a folder that
 * is not there): the user's to fix, said in one line naming the file.
 */
export class HistoryFileError extends Error {
  override name = 'HistoryFileError'
}

/** Opens (creating, or migrating) the history file. */
export async function openSqliteHistory(file: string, limits: EmulatorLimits): Promise<History> {
  const unavailable = sqliteUnavailable()
  if (unavailable) throw new Error(unavailable)
  const { DatabaseSync } = await import('node:sqlite')
  let db: DatabaseSync | undefined
  try {
    db = new DatabaseSync(file)
    db.exec('PRAGMA locking_mode = EXCLUSIVE')
    db.exec('PRAGMA journal_mode = WAL')
    // In WAL mode NORMAL loses nothing when the process dies (only on power loss).
    db.exec('PRAGMA synchronous = NORMAL')
    migrate(db, file)
    return new SqliteHistory(db, limits)
  } catch (e) {
    closeOnce(db)
    const message = (e as Error).message
    throw new HistoryFileError(
      `cannot keep the history in ${file}: ` +
        (/locked|busy/i.test(message)
          ? 'it is in use by another emulator (one emulator per --data file)'
          : message)
    )
  }
}

interface Row {
  data: string
}

const hasLogs = (run: EmulatedRun): number => (run.logs === undefined ? 0 : 1)
/** The `schedule` column: a scheduled run's schedule facts (schedules.ts), else null. */
const scheduleOf = (run: EmulatedRun): string | null => JSON.stringify(scheduleFactsOf(run)) ?? null
const parseRun = (row: Row): EmulatedRun => readStored(row.data) as EmulatedRun

/**
 * A table's row count and bytes, as its budget keeps them beside it so that the limits cost no
 * query: read from the file at open, and after a rollback.
 */
function totalsOf(db: DatabaseSync, table: string): () => [number, number] {
  const totals = db.prepare(`SELECT count(*) AS n, coalesce(sum(bytes), 0) AS b FROM ${table}`)
  return () => {
    const t = totals.get() as { n: number; b: number }
    return [Number(t.n), Number(t.b)]
  }
}

class SqliteRuns implements RunStorage {
  private readonly budget: RunBudget
  private readonly totals: () => [number, number]
  private readonly q: Record<string, StatementSync>

  constructor(
    private readonly db: DatabaseSync,
    maxCount: number,
    maxBytes: number
  ) {
    this.budget = new RunBudget(maxCount, maxBytes)
    this.q = {
      get: db.prepare('SELECT data FROM runs WHERE run_id = ?'),
      latestRunning: db.prepare(
        "SELECT data FROM runs WHERE job_name = ? AND status = 'running' ORDER BY seq DESC LIMIT 1"
      ),
      insert: db.prepare(
        'INSERT INTO runs (run_id, job_name, status, start_ms, active_ms, data, bytes, has_logs, ' +
          'schedule) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'
      ),
      update: db.prepare(
        'UPDATE runs SET status = ?, active_ms = ?, data = ?, bytes = ?, has_logs = ?, ' +
          'schedule = ? WHERE run_id = ?'
      ),
      // The job digests (jobDigests): counts from runs_by_job_status, without a run's record.
      jobCounts: db.prepare(
        "SELECT job_name, count(*) AS runs, sum(status != 'running') AS ended, " +
          "sum(status = 'success') AS succeeded, min(seq) AS first FROM runs " +
          'GROUP BY job_name ORDER BY first'
      ),
      newestOfJob: db.prepare(
        'SELECT data, start_ms FROM runs WHERE job_name = ? ORDER BY seq DESC LIMIT 1'
      ),
      lastStartedOfJob: db.prepare(
        'SELECT data FROM runs WHERE job_name = ? AND start_ms IS NOT NULL ' +
          'ORDER BY start_ms DESC, seq DESC LIMIT 1'
      ),
      latestEndedOfJob: db.prepare(
        "SELECT data FROM runs WHERE job_name = ? AND status != 'running' AND " +
          'start_ms IS NOT NULL ORDER BY start_ms DESC, seq DESC LIMIT ? OFFSET ?'
      ),
      lastFailedOfJob: db.prepare(
        "SELECT data FROM runs WHERE job_name = ? AND status = 'failed' AND " +
          'start_ms IS NOT NULL ORDER BY start_ms DESC, seq DESC LIMIT 1'
      ),
      schedulesOfJob: db.prepare(
        'SELECT schedule, start_ms FROM runs WHERE job_name = ? AND schedule IS NOT NULL ' +
          'AND start_ms IS NOT NULL ORDER BY seq'
      ),
      oldest: db.prepare('SELECT run_id, bytes FROM runs WHERE run_id != ? ORDER BY seq LIMIT 1'),
      oldestWithLogs: db.prepare(
        'SELECT data FROM runs WHERE has_logs = 1 AND run_id != ? ORDER BY seq LIMIT 1'
      ),
      delete: db.prepare('DELETE FROM runs WHERE run_id = ?'),
      stale: db.prepare('SELECT run_id, bytes FROM runs WHERE active_ms < ?')
    }
    this.totals = totalsOf(db, 'runs')
    this.recount()
  }

  recount(): void {
    this.budget.recount(...this.totals())
  }

  get(runId: string): EmulatedRun | undefined {
    const row = this.q.get.get(runId) as Row | undefined
    return row && parseRun(row)
  }

  list(filter: RunFilter = {}): EmulatedRun[] {
    const where: string[] = []
    const args: Array<string | number> = []
    const add = (clause: string, value: string | number | undefined): void => {
      if (value === undefined) return
      where.push(clause)
      args.push(value)
    }
    add('job_name = ?', filter.job)
    add('status = ?', filter.status)
    add('start_ms >= ?', filter.sinceMs)
    add('start_ms < ?', filter.untilMs)
    const sql =
      `SELECT data FROM (SELECT seq, data FROM runs${where.length ? ` WHERE ${where.join(' AND ')}` : ''}` +
      ` ORDER BY seq DESC${filter.newest === undefined ? '' : ' LIMIT ?'}) ORDER BY seq`
    if (filter.newest !== undefined) args.push(filter.newest)
    return (this.db.prepare(sql).all(...args) as unknown as Row[]).map(parseRun)
  }

  latestRunning(jobName: string): EmulatedRun | undefined {
    const row = this.q.latestRunning.get(jobName) as Row | undefined
    return row && parseRun(row)
  }

  add(run: EmulatedRun): void {
    const data = JSON.stringify(run)
    const bytes = jsonBytes(run)
    const start = Date.parse(run.start_time)
    this.q.insert.run(
      run.run_id,
      run.job_name,
      run.status,
      Number.isNaN(start) ? null : start,
      lastActive(run),
      data,
      bytes,
      hasLogs(run),
      scheduleOf(run)
    )
    this.budget.added(bytes)
    this.budget.trim(run.run_id, this.eviction)
  }

  updated(run: EmulatedRun): void {
    const before = this.q.get.get(run.run_id) as Row | undefined
    if (!before) return
    this.budget.resized(this.rewrite(run) - Buffer.byteLength(before.data))
    this.budget.trim(run.run_id, this.eviction)
  }

  /** Stores `run` over its row; returns its bytes. */
  private rewrite(run: EmulatedRun): number {
    const bytes = jsonBytes(run)
    this.q.update.run(
      run.status,
      lastActive(run),
      JSON.stringify(run),
      bytes,
      hasLogs(run),
      scheduleOf(run),
      run.run_id
    )
    return bytes
  }

  jobDigests(points: number): JobDigest[] {
    const jobs = this.q.jobCounts.all() as Array<{
      job_name: string
      runs: number
      ended: number
      succeeded: number
    }>
    return jobs.map(j => {
      // A start time that does not parse keeps its place (byStartTime): the newest such run,
      // when it is the newest of all, is the last.
      const newest = this.q.newestOfJob.get(j.job_name) as (Row & { start_ms: unknown }) | undefined
      const last =
        newest && newest.start_ms !== null
          ? (this.q.lastStartedOfJob.get(j.job_name) as Row | undefined)
          : newest
      const failed = this.q.lastFailedOfJob.get(j.job_name) as Row | undefined
      return {
        job_name: j.job_name,
        runs: Number(j.runs),
        ended: Number(j.ended),
        succeeded: Number(j.succeeded),
        last: parseRun(last as Row),
        latest: this.latestEnded(j.job_name, points),
        ...(failed ? { lastFailed: parseRun(failed) } : {}),
        schedules: this.q.schedulesOfJob.all(j.job_name).map(r => ({
          startMs: Number(r.start_ms),
          facts: pickScheduleFacts(readStored(String(r.schedule)) as Metadata)
        }))
      }
    })
  }

  /** The newest `points` ended runs of a job whose duration is known, oldest first. */
  private latestEnded(job: string, points: number): EmulatedRun[] {
    const out: EmulatedRun[] = []
    if (points <= 0) return out
    for (let offset = 0; out.length < points; offset += points) {
      const rows = this.q.latestEndedOfJob.all(job, points, offset) as unknown as Row[]
      for (const run of rows.map(parseRun)) {
        if (out.length < points && hasDuration(run)) out.push(run)
      }
      if (rows.length < points) break
    }
    return out.reverse()
  }

  /** Oldest first: `seq` is the order runs were added in. */
  private readonly eviction: RunEviction = {
    dropOldest: spared => {
      const row = this.q.oldest.get(spared) as { run_id: string; bytes: number } | undefined
      if (!row) return undefined
      this.q.delete.run(row.run_id)
      return Number(row.bytes)
    },
    dropOldestLogs: spared => {
      const row = this.q.oldestWithLogs.get(spared) as unknown as Row | undefined
      if (!row) return undefined
      const run = readStored(row.data) as EmulatedRun
      withoutLogs(run)
      return this.rewrite(run) - Buffer.byteLength(row.data)
    }
  }

  prune(cutoffMs: number): void {
    for (const row of this.q.stale.all(cutoffMs) as Array<{ run_id: string; bytes: number }>) {
      this.q.delete.run(row.run_id)
      this.budget.removed(Number(row.bytes))
    }
  }

  retention(): RunRetention {
    return this.budget.retention()
  }

  clear(): void {
    this.db.exec('DELETE FROM runs')
    this.budget.clear()
  }
}

/** Heartbeats or notifications: one table each (schema.ts), within a count and a byte budget. */
class SqliteEvents<T extends { at: string; run_id?: string }> implements EventStorage<T> {
  private readonly budget: EntryBudget
  private readonly totals: () => [number, number]
  private readonly q: Record<string, StatementSync>

  constructor(
    private readonly db: DatabaseSync,
    private readonly table: 'heartbeats' | 'notifications',
    maxCount: number,
    maxBytes: number
  ) {
    this.budget = new EntryBudget(maxCount, maxBytes)
    this.totals = totalsOf(db, table)
    const runId = table === 'heartbeats'
    this.q = {
      insert: db.prepare(
        runId
          ? `INSERT INTO ${table} (at_ms, data, bytes, run_id) VALUES (?, ?, ?, ?)`
          : `INSERT INTO ${table} (at_ms, data, bytes) VALUES (?, ?, ?)`
      ),
      oldest: db.prepare(`SELECT seq, bytes FROM ${table} ORDER BY seq LIMIT 1`),
      delete: db.prepare(`DELETE FROM ${table} WHERE seq = ?`),
      all: db.prepare(`SELECT data FROM ${table} ORDER BY seq`),
      stale: db.prepare(
        `SELECT count(*) AS n, coalesce(sum(bytes), 0) AS b FROM ${table} WHERE at_ms < ?`
      ),
      deleteStale: db.prepare(`DELETE FROM ${table} WHERE at_ms < ?`)
    }
    this.recount()
  }

  recount(): void {
    this.budget.recount(...this.totals())
  }

  push(item: T): void {
    const bytes = jsonBytes(item)
    const args: Array<string | number | null> = [Date.parse(item.at), JSON.stringify(item), bytes]
    if (this.table === 'heartbeats') args.push(item.run_id ?? null)
    this.q.insert.run(...args)
    this.budget.added(bytes)
    while (this.budget.over()) {
      const row = this.q.oldest.get() as { seq: number; bytes: number }
      this.q.delete.run(row.seq)
      this.budget.removed(1, Number(row.bytes))
    }
  }

  items(): T[] {
    return (this.q.all.all() as unknown as Row[]).map(r => readStored(r.data) as T)
  }

  prune(cutoffMs: number): void {
    const s = this.q.stale.get(cutoffMs) as { n: number; b: number }
    this.q.deleteStale.run(cutoffMs)
    this.budget.removed(Number(s.n), Number(s.b))
  }

  retention(): Retention {
    return this.budget.retention()
  }

  clear(): void {
    this.db.exec(`DELETE FROM ${this.table}`)
    this.budget.clear()
  }
}

class SqliteHistory implements History {
  readonly runs: SqliteRuns
  readonly heartbeats: SqliteEvents<RecordedHeartbeat>
  readonly notifications: SqliteEvents<RecordedNotification>
  private readonly byRun: StatementSync
  private depth = 0

  constructor(
    private readonly db: DatabaseSync,
    limits: EmulatorLimits
  ) {
    this.runs = new SqliteRuns(db, limits.maxRuns, limits.maxRunBytes)
    this.heartbeats = new SqliteEvents(db, 'heartbeats', limits.maxEvents, limits.maxEventBytes)
    this.notifications = new SqliteEvents(
      db,
      'notifications',
      limits.maxEvents,
      limits.maxEventBytes
    )
    this.byRun = db.prepare('SELECT data FROM heartbeats WHERE run_id = ? ORDER BY seq')
  }

  heartbeatsOf(runId: string): RecordedHeartbeat[] {
    return (this.byRun.all(runId) as unknown as Row[]).map(
      r => readStored(r.data) as RecordedHeartbeat
    )
  }

  transaction<T>(fn: () => T): T {
    // Nested calls join the outer transaction.
    if (this.depth > 0) return fn()
    this.depth++
    this.db.exec('BEGIN IMMEDIATE')
    try {
      const result = fn()
      this.db.exec('COMMIT')
      return result
    } catch (e) {
      // On some errors (a full disk, an I/O error) SQLite has already rolled the transaction
      // back: a second rollback fails, and its error must not take the place of the first.
      try {
        this.db.exec('ROLLBACK')
      } catch {
        // Nothing was left to undo.
      }
      this.runs.recount()
      this.heartbeats.recount()
      this.notifications.recount()
      throw e
    } finally {
      this.depth--
    }
  }

  prune(cutoffMs: number): void {
    this.transaction(() => {
      this.runs.prune(cutoffMs)
      this.heartbeats.prune(cutoffMs)
      this.notifications.prune(cutoffMs)
    })
  }

  clear(): void {
    this.transaction(() => {
      this.runs.clear()
      this.heartbeats.clear()
      this.notifications.clear()
    })
  }

  close(): void {
    closeOnce(this.db)
  }
}
