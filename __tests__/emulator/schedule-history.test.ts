/**
 * Both stores give each job's scheduled runs alike (the overview's digest): the schedule facts
 * a run's start or end carried, the end's over the start's, and its start time; and a history
 * file written before runs sent their schedule with their start is brought up to date.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { memoryHistory } from '../../src/emulator/history/history.js'
import { jobDigests } from '../../src/emulator/history/jobs.js'
import { SCHEDULE_FACT_KEYS as K } from '../../src/emulator/history/schedules.js'
import { migrate } from '../../src/emulator/history/schema.js'
import { openSqliteHistory } from '../../src/emulator/history/sqlite-history.js'
import type { History } from '../../src/emulator/history/storage.js'
import { resolveLimits } from '../../src/emulator/service/limits.js'
import type { EmulatedRun } from '../../src/emulator/service/types.js'

const dirs: string[] = []
const opened: History[] = []
afterEach(() => {
  for (const h of opened.splice(0)) h.close()
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-schedules-'))
  dirs.push(dir)
  return join(dir, 'history.db')
}

const START = '2026-11-22T10:00:20.000Z'
const every15 = { [K.cron]: '*/15 * * * *', [K.timeZone]: 'Europe/Berlin' }

function run(id: string, over: Partial<EmulatedRun> = {}): EmulatedRun {
  return {
    run_id: id,
    job_name: 'export',
    status: 'running',
    start_time: START,
    end_time: null,
    error_details: null,
    heartbeats: 0,
    received_start: START,
    ...over
  }
}

const ended = (over: Partial<EmulatedRun>): Partial<EmulatedRun> => ({
  status: 'success',
  end_time: START,
  error_details: 'None',
  ...over
})

/** Runs that name a schedule in their start, their end, both, or neither. */
const RUNS = [
  run('run_started', {
    metadata: { ...every15, [K.slot]: '2026-11-22T10:00:00.000Z', team: 'data' }
  }),
  run('run_both', {
    metadata: every15,
    ...ended({ end_metadata: { [K.lagSeconds]: 20, [K.graceSeconds]: 60 } })
  }),
  run('run_action', { ...ended({ end_metadata: { [K.cron]: '0 * * * *', [K.slot]: null } }) }),
  run('run_plain', { metadata: { team: 'data' }, ...ended({}) }),
  run('run_no_time', { start_time: 'soon', metadata: every15 })
]

const EXPECTED = [
  {
    startMs: Date.parse(START),
    facts: { ...every15, [K.slot]: '2026-11-22T10:00:00.000Z' }
  },
  { startMs: Date.parse(START), facts: { ...every15, [K.lagSeconds]: 20, [K.graceSeconds]: 60 } },
  { startMs: Date.parse(START), facts: { [K.cron]: '0 * * * *' } }
]

describe('the scheduled runs of a job', () => {
  it.each([
    ['in memory', async () => memoryHistory(resolveLimits())],
    [
      'in a SQLite file',
      async () => {
        const h = await openSqliteHistory(tempFile(), resolveLimits())
        opened.push(h)
        return h
      }
    ]
  ])('are found %s from their start or their end', async (_name, open) => {
    const h = await open()
    for (const r of RUNS) h.runs.add(r)
    expect(h.runs.jobDigests(5).map(d => d.schedules)).toEqual([EXPECTED])
    expect(jobDigests(h.runs.list(), 5).map(d => d.schedules)).toEqual([EXPECTED])
  })

  it('are found in a file written before starts carried a schedule (version 5), once it is opened', async () => {
    const file = tempFile()
    const db = new DatabaseSync(file)
    migrate(db, file, 5)
    const insert = db.prepare(
      'INSERT INTO runs (run_id, job_name, status, start_ms, active_ms, data, bytes, has_logs, schedule) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)'
    )
    for (const r of RUNS) {
      const data = JSON.stringify(r)
      const start = Date.parse(r.start_time)
      // What version 5 kept in the column: the end metadata of runs whose end named a lag or
      // missed slots, else nothing.
      const old =
        r.end_metadata && (K.lagSeconds in r.end_metadata || K.missedSlots in r.end_metadata)
          ? JSON.stringify(r.end_metadata)
          : null
      insert.run(
        r.run_id,
        r.job_name,
        r.status,
        Number.isNaN(start) ? null : start,
        0,
        data,
        data.length,
        old
      )
    }
    db.close()
    const h = await openSqliteHistory(file, resolveLimits())
    opened.push(h)
    expect(h.runs.jobDigests(5).map(d => d.schedules)).toEqual([EXPECTED])
  })
})
