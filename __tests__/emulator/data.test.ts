// `--data FILE`: the history in SQLite survives a restart, its schema is versioned and migrated,
// and one file serves one emulator.
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { emulatorOptions } from '../../src/cli/emulator-command.js'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { resolveLimits } from '../../src/emulator/service/limits.js'
import {
  MIGRATIONS,
  SCHEMA_VERSION,
  migrate,
  schemaVersion
} from '../../src/emulator/history/schema.js'
import { openSqliteHistory } from '../../src/emulator/history/sqlite-history.js'
import { sqliteUnavailable } from '../../src/emulator/history/node-sqlite.js'
import { cli } from '../cli/run-cli.js'
import { smallDisk, smallDisks } from '../platform.js'

const KEY = 'emu-data-key-0001'
const START = '2026-11-22T10:00:00.000+00:00'
const dirs: string[] = []
const running: Emulator[] = []
afterEach(async () => {
  for (const e of running.splice(0)) await e.close()
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-data-'))
  dirs.push(dir)
  return join(dir, 'history.db')
}

async function start(dataFile: string): Promise<Emulator> {
  const emu = await startEmulator({ apiKey: KEY, dataFile, hourlyLimit: 10_000 })
  running.push(emu)
  return emu
}

async function stop(emu: Emulator): Promise<void> {
  running.splice(running.indexOf(emu), 1)
  await emu.close()
}

async function post(emu: Emulator, path: string, body: unknown) {
  const res = await fetch(emu.url + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: path.startsWith('/api/') ? `Bearer ${KEY}` : KEY
    },
    body: JSON.stringify(body)
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : undefined }
}

const startReport = (job: string) => ({
  job_name: job,
  status: 'running',
  run_id: '',
  start_time: START,
  end_time: null,
  error_details: null,
  metadata: { branch: 'main' },
  logs: 'starting'
})
const endReport = (job: string, runId: string) => ({
  job_name: job,
  status: 'success',
  run_id: runId,
  start_time: START,
  end_time: '2026-11-22T10:05:00.000+00:00',
  error_details: 'None',
  logs: 'done'
})

describe('the emulator with --data', () => {
  it('keeps a run across a restart: started before, ended after, a replayed end is 409', async () => {
    const file = tempFile()
    const first = await start(file)
    const started = await post(first, '/monitoring', startReport('nightly'))
    expect(started.status).toBe(200)
    const runId = JSON.parse(started.json).run_id
    expect(
      (await post(first, '/heartbeat', { job_name: 'nightly', current_time: START })).status
    ).toBe(200)
    await post(first, '/api/pipelines/deploy/notify', { status: 'success', message: 'ok' })
    await stop(first)

    const second = await start(file)
    // A heartbeat after the restart still counts toward the run started before it.
    expect(
      (await post(second, '/heartbeat', { job_name: 'nightly', current_time: START })).status
    ).toBe(200)
    const ended = await post(second, '/monitoring', endReport('nightly', runId))
    expect(ended.status).toBe(200)
    expect(JSON.parse(ended.json)).toEqual({ update_status: 'success' })
    expect(second.runs()).toEqual([
      expect.objectContaining({
        run_id: runId,
        status: 'success',
        metadata: { branch: 'main' },
        logs: 'done',
        heartbeats: 2
      })
    ])
    expect(second.heartbeats().map(h => h.run_id)).toEqual([runId, runId])
    expect(second.notifications()).toEqual([expect.objectContaining({ pipeline_id: 'deploy' })])
    expect(second.record().runs).toMatchObject({ kept: 1 })
    await stop(second)

    // The same end replayed (a client's queue after a lost answer) meets the ended run.
    const third = await start(file)
    expect((await post(third, '/monitoring', endReport('nightly', runId))).status).toBe(409)
    const runs = await (await fetch(third.url + '/_emulator/runs')).json()
    expect(runs).toEqual([expect.objectContaining({ run_id: runId, state: 'success' })])
  })

  it('without --data forgets everything when it stops, as before', async () => {
    const emu = await startEmulator({ apiKey: KEY })
    running.push(emu)
    const started = await post(emu, '/monitoring', startReport('j'))
    await stop(emu)
    const again = await startEmulator({ apiKey: KEY })
    running.push(again)
    const runId = JSON.parse(started.json).run_id
    expect((await post(again, '/monitoring', endReport('j', runId))).status).toBe(404)
  })

  it('refuses a file another emulator holds, naming it', async () => {
    const file = tempFile()
    await start(file)
    await expect(startEmulator({ apiKey: KEY, dataFile: file })).rejects.toThrow(
      `cannot keep the history in ${file}: it is in use by another emulator`
    )
  })

  it('says in one line, without a stack trace, that a file is not a database or is in use', async () => {
    const notDb = tempFile()
    writeFileSync(notDb, 'a text file, not a history\n'.repeat(100))
    const r = await cli(['emulator', '--data', notDb], {})
    expect(r.code).toBe(1)
    expect(r.stderr.toString()).toBe(
      `job-monitor: the emulator cannot keep the history in ${notDb}: file is not a database\n`
    )
    const held = tempFile()
    await start(held)
    const busy = await cli(['emulator', '--data', held], {})
    expect(busy.code).toBe(1)
    expect(busy.stderr.toString()).toBe(
      `job-monitor: the emulator cannot keep the history in ${held}: ` +
        'it is in use by another emulator (one emulator per --data file)\n'
    )
    const noFolder = join(tempFile(), 'no-such-folder', 'h.db')
    const missing = await cli(['emulator', '--data', noFolder], {})
    expect(missing.code).toBe(1)
    expect(missing.stderr.toString()).toMatch(
      new RegExp(`^job-monitor: the emulator cannot keep the history in ${noFolder}: .+\n$`)
    )
  })

  it('refuses --data on a Node without node:sqlite, saying which Node it needs', () => {
    expect(sqliteUnavailable('22.13.0')).toBeUndefined()
    expect(sqliteUnavailable('24.0.0')).toBeUndefined()
    // 22.5 to 22.12 have node:sqlite only behind --experimental-sqlite.
    for (const old of ['20.20.2', '22.4.1', '22.5.0', '22.12.0', '18.0.0']) {
      expect(sqliteUnavailable(old)).toMatch(
        new RegExp(`--data needs Node 22\\.13 or later .*this is Node ${old.replace(/\./g, '\\.')}`)
      )
    }
    expect(() => emulatorOptions({ data: 'h.db' }, {}, '20.20.2')).toThrow(
      expect.objectContaining({ name: 'UsageError', input: '--data' })
    )
    // Without --data the emulator runs on that Node as before.
    expect(emulatorOptions({}, {}, '20.20.2').dataFile).toBeUndefined()
    expect(emulatorOptions({ data: 'h.db', 'retention-days': '30' }, {}, '24.1.0')).toMatchObject({
      dataFile: 'h.db',
      retentionDays: 30
    })
  })
})

describe('the schema of the history file', () => {
  it('is at the newest version in a new file', async () => {
    const file = tempFile()
    const h = await openSqliteHistory(file, resolveLimits())
    h.close()
    const db = new DatabaseSync(file)
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION)
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length)
    db.close()
  })

  it('migrates a file of version 1, keeping its runs and finding its heartbeats by run', async () => {
    const file = tempFile()
    const db = new DatabaseSync(file)
    migrate(db, file, 1)
    expect(schemaVersion(db)).toBe(1)
    const run = {
      run_id: 'run_old',
      job_name: 'old',
      status: 'running',
      start_time: START,
      end_time: null,
      error_details: null,
      heartbeats: 1,
      received_start: '2026-11-22T10:00:00.000Z'
    }
    db.prepare(
      'INSERT INTO runs (run_id, job_name, status, start_ms, active_ms, data, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)'
    ).run(
      'run_old',
      'old',
      'running',
      Date.parse(START),
      Date.parse(START),
      JSON.stringify(run),
      10
    )
    const beat = {
      at: '2026-11-22T10:01:00.000Z',
      job_name: 'old',
      current_time: START,
      run_id: 'run_old'
    }
    db.prepare('INSERT INTO heartbeats (at_ms, data, bytes) VALUES (?, ?, ?)').run(
      Date.parse(beat.at),
      JSON.stringify(beat),
      10
    )
    db.close()

    const emu = await start(file)
    expect(emu.runs()).toEqual([run])
    const h = await (await fetch(emu.url + '/_emulator/runs?job=old')).json()
    expect(h).toEqual([expect.objectContaining({ run_id: 'run_old' })])
    await stop(emu)
    const after = new DatabaseSync(file)
    expect(schemaVersion(after)).toBe(SCHEMA_VERSION)
    expect(after.prepare('SELECT run_id FROM heartbeats').all()).toEqual([{ run_id: 'run_old' }])
    after.close()
    const reopened = await openSqliteHistory(file, resolveLimits())
    expect(reopened.heartbeatsOf('run_old')).toEqual([beat])
    reopened.close()
  })

  it("migrates a version 2 file's runs with logs so that their logs go first when over the bytes", async () => {
    const file = tempFile()
    const db = new DatabaseSync(file)
    migrate(db, file, 2)
    const old = {
      run_id: 'run_logs',
      job_name: 'old',
      status: 'success' as const,
      start_time: START,
      end_time: START,
      error_details: 'None',
      logs: 'l'.repeat(3000),
      heartbeats: 0,
      received_start: '2026-11-22T10:00:00.000Z'
    }
    const data = JSON.stringify(old)
    db.prepare(
      'INSERT INTO runs (run_id, job_name, status, start_ms, active_ms, data, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)'
    ).run('run_logs', 'old', 'success', Date.parse(START), Date.parse(START), data, data.length)
    db.close()
    const h = await openSqliteHistory(file, resolveLimits({ maxRunBytes: 3500 }))
    try {
      h.runs.add({ ...old, run_id: 'run_new', logs: 'n'.repeat(500) })
      // The old run stays, without its logs: the migration marked it as having some.
      expect(h.runs.list().map(r => [r.run_id, r.logs_dropped_bytes])).toEqual([
        ['run_logs', 3000],
        ['run_new', undefined]
      ])
    } finally {
      h.close()
    }
  })

  it("migrates a version 3 file's runs so that the overview finds its scheduled ones", async () => {
    const file = tempFile()
    const db = new DatabaseSync(file)
    migrate(db, file, 3)
    const ended = (runId: string, endMetadata: Record<string, unknown>) => ({
      run_id: runId,
      job_name: 'nightly',
      status: 'success' as const,
      start_time: START,
      end_time: START,
      error_details: 'None',
      end_metadata: endMetadata,
      heartbeats: 0,
      received_start: '2026-11-22T10:00:00.000Z'
    })
    const runs = [
      ended('run_pushed', { 'job_monitor.end_reason': 'done' }),
      ended('run_slot', { 'job_monitor.schedule.missed_slots': 2, other: 'x' })
    ]
    for (const run of runs) {
      const data = JSON.stringify(run)
      db.prepare(
        'INSERT INTO runs (run_id, job_name, status, start_ms, active_ms, data, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)'
      ).run(run.run_id, run.job_name, run.status, Date.parse(START), 0, data, data.length)
    }
    db.close()
    const h = await openSqliteHistory(file, resolveLimits())
    try {
      expect(h.runs.jobDigests(5).map(d => d.schedules)).toEqual([
        [{ startMs: Date.parse(START), facts: { 'job_monitor.schedule.missed_slots': 2 } }]
      ])
    } finally {
      h.close()
    }
  })

  it('refuses a file from a newer job-monitor rather than guess at it', async () => {
    const file = tempFile()
    const db = new DatabaseSync(file)
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`)
    db.close()
    await expect(openSqliteHistory(file, resolveLimits())).rejects.toThrow(
      /has schema version \d+, newer than this job-monitor knows/
    )
  })
})

smallDisks().describe('the history file on a full disk', () => {
  let disk: { dir: string; remove: () => void } | undefined
  afterEach(async () => {
    for (const e of running.splice(0)) await e.close()
    disk?.remove()
    disk = undefined
  })

  it("answers 500 with the disk's error, and keeps the runs it had", async () => {
    disk = smallDisk(128 * 1024)
    const emu = await start(join(disk.dir, 'history.db'))
    const kept: string[] = []
    let failed: { status: number; json: unknown } | undefined
    for (let i = 0; i < 100 && !failed; i++) {
      const r = await post(emu, '/monitoring', {
        ...startReport(`full-${i}`),
        logs: `${i} ${'x'.repeat(4000)}`
      })
      if (r.status === 200) kept.push(JSON.parse(r.json as string).run_id)
      else failed = r
    }
    expect(failed).toEqual({ status: 500, json: { error: expect.stringMatching(/full/) } })
    expect(JSON.stringify(failed)).not.toMatch(/rollback|transaction/)
    // The request that failed left nothing behind; the ones before it are all there.
    expect(emu.runs().map(r => r.run_id)).toEqual(kept)
  })

  it('says the disk is full when the file cannot even be made, not that nothing was left to undo', async () => {
    disk = smallDisk(48 * 1024)
    await expect(openSqliteHistory(join(disk.dir, 'history.db'), resolveLimits())).rejects.toThrow(
      /full/
    )
  })
})
