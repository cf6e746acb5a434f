// The two stores of the emulator's history (memory, and the SQLite file of --data) pass the same
// tests: the same answers, the same limits, the same retention.
import { afterEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { memoryHistory } from '../../src/emulator/history/history.js'
import { SCHEDULE_KEYS, jobDigests } from '../../src/emulator/history/jobs.js'
import type { History } from '../../src/emulator/history/storage.js'
import { type EmulatorLimits, resolveLimits } from '../../src/emulator/service/limits.js'
import { openSqliteHistory } from '../../src/emulator/history/sqlite-history.js'
import type { EmulatedRun } from '../../src/emulator/service/types.js'

const dirs: string[] = []
const opened: History[] = []
afterEach(() => {
  for (const h of opened.splice(0)) h.close()
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-history-'))
  dirs.push(dir)
  return join(dir, 'history.db')
}

type Open = (limits?: Partial<EmulatorLimits>) => Promise<History>
const STORES: Array<[string, Open]> = [
  ['in memory', async limits => memoryHistory(resolveLimits(limits))],
  [
    'in a SQLite file',
    async limits => {
      const h = await openSqliteHistory(tempFile(), resolveLimits(limits))
      opened.push(h)
      return h
    }
  ]
]

const T0 = Date.parse('2026-11-22T10:00:00Z')
const iso = (ms: number) => new Date(ms).toISOString()

function run(i: number, over: Partial<EmulatedRun> = {}): EmulatedRun {
  return {
    run_id: `run_${i}`,
    job_name: `job-${i % 3}`,
    status: 'running',
    start_time: iso(T0 + i * 60_000),
    end_time: null,
    error_details: null,
    heartbeats: 0,
    received_start: iso(T0 + i * 60_000),
    ...over
  }
}

describe.each(STORES)('the history %s', (_name, open) => {
  it('gives back what it keeps, filtered by job, status and start time', async () => {
    const h = await open()
    for (let i = 0; i < 6; i++) h.runs.add(run(i, { metadata: { i }, tags: ['t'] }))
    const ended = h.runs.get('run_4')!
    ended.status = 'failed'
    ended.end_time = iso(T0 + 5 * 60_000)
    ended.error_details = 'boom'
    h.runs.updated(ended)
    expect(h.runs.get('run_4')).toEqual(ended)
    expect(h.runs.get('run_9')).toBeUndefined()
    expect(h.runs.list().map(r => r.run_id)).toEqual([0, 1, 2, 3, 4, 5].map(i => `run_${i}`))
    expect(h.runs.list({ job: 'job-1' }).map(r => r.run_id)).toEqual(['run_1', 'run_4'])
    expect(h.runs.list({ status: 'failed' })).toEqual([ended])
    const since = h.runs.list({ sinceMs: T0 + 2 * 60_000, untilMs: T0 + 4 * 60_000 })
    expect(since.map(r => r.run_id)).toEqual(['run_2', 'run_3'])
    // The newest few, still oldest first, after the other filters.
    expect(h.runs.list({ newest: 2 }).map(r => r.run_id)).toEqual(['run_4', 'run_5'])
    expect(h.runs.list({ job: 'job-0', newest: 1 }).map(r => r.run_id)).toEqual(['run_3'])
    // Heartbeats count toward the newest running run of the job.
    expect(h.runs.latestRunning('job-1')?.run_id).toBe('run_1')
    expect(h.runs.latestRunning('job-2')?.run_id).toBe('run_5')
    expect(h.runs.latestRunning('nobody')).toBeUndefined()
  })

  it('keeps the newest runs within its count, and over its bytes drops old logs before old runs', async () => {
    const h = await open({ maxRuns: 4, maxRunBytes: 3500 })
    for (let i = 0; i < 6; i++) h.runs.add(run(i))
    expect(h.runs.list().map(r => r.run_id)).toEqual(['run_2', 'run_3', 'run_4', 'run_5'])
    expect(h.runs.retention()).toMatchObject({ kept: 4, dropped: 2 })

    h.runs.add(run(6, { logs: 'a'.repeat(1500) }))
    h.runs.add(run(7, { logs: 'b'.repeat(1500) }))
    // Over 3500 bytes: run_6 loses its logs (the newest, run_7, is spared) before any run goes.
    const kept = h.runs.list()
    expect(kept.find(r => r.run_id === 'run_6')).toMatchObject({ logs_dropped_bytes: 1500 })
    expect(kept.find(r => r.run_id === 'run_6')?.logs).toBeUndefined()
    expect(kept.at(-1)?.logs).toBe('b'.repeat(1500))
    const r = h.runs.retention()
    expect(r.logsDropped).toBe(1)
    expect(r.bytes).toBeLessThanOrEqual(3500)
    expect(r.bytes).toBe(kept.reduce((n, x) => n + Buffer.byteLength(JSON.stringify(x)), 0))

    // A run bigger than the budget alone is kept whole; every other run goes.
    h.runs.add(run(8, { logs: 'c'.repeat(5000) }))
    expect(h.runs.list().map(x => x.run_id)).toEqual(['run_8'])
  })

  it('keeps heartbeats and notifications within their limits, and lists a run’s heartbeats', async () => {
    const h = await open({ maxEvents: 3 })
    for (let i = 0; i < 5; i++) {
      h.heartbeats.push({
        at: iso(T0 + i),
        job_name: 'j',
        current_time: iso(T0),
        run_id: i % 2 ? 'run_a' : 'run_b'
      })
      h.notifications.push({ at: iso(T0 + i), pipeline_id: `p${i}`, status: 'success' })
    }
    expect(h.heartbeats.items().map(b => b.at)).toEqual([2, 3, 4].map(i => iso(T0 + i)))
    expect(h.heartbeats.retention()).toMatchObject({ kept: 3, dropped: 2 })
    expect(h.heartbeatsOf('run_a').map(b => b.at)).toEqual([iso(T0 + 3)])
    expect(h.notifications.items().map(n => n.pipeline_id)).toEqual(['p2', 'p3', 'p4'])
  })

  it('forgets runs last active, and events received, before the cutoff', async () => {
    const h = await open()
    h.runs.add(run(0))
    // Started long ago, but heartbeats keep it alive.
    h.runs.add(run(1, { last_heartbeat: iso(T0 + 10 * 86_400_000) }))
    h.runs.add(run(2, { received_end: iso(T0 + 10 * 86_400_000), status: 'success' }))
    h.heartbeats.push({ at: iso(T0), job_name: 'j', current_time: iso(T0) })
    h.heartbeats.push({ at: iso(T0 + 10 * 86_400_000), job_name: 'j', current_time: iso(T0) })
    h.notifications.push({ at: iso(T0), pipeline_id: 'p', status: 'success' })
    h.prune(T0 + 5 * 86_400_000)
    expect(h.runs.list().map(r => r.run_id)).toEqual(['run_1', 'run_2'])
    expect(h.runs.retention()).toMatchObject({ kept: 2, dropped: 1 })
    expect(h.heartbeats.items()).toHaveLength(1)
    expect(h.notifications.items()).toHaveLength(0)
    h.clear()
    expect(h.runs.list()).toEqual([])
    expect(h.runs.retention()).toMatchObject({ kept: 0, bytes: 0 })
  })

  it('gives each job in brief, the same as its runs say', async () => {
    // Runs of three jobs, started in any order (at the same time too; a start time that does
    // not parse), ended or not, by a schedule or not, some dropped for the count.
    const runSpec = fc.record({
      job: fc.constantFrom('a', 'b', 'c'),
      minute: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant(-1)),
      end: fc.option(
        fc.record({
          status: fc.constantFrom('success', 'failed', 'cancelled'),
          minutes: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(-1)),
          meta: fc.constantFrom(
            undefined,
            { other: 1 },
            { [SCHEDULE_KEYS.lagSeconds]: 120 },
            { [SCHEDULE_KEYS.missedSlots]: '2', [SCHEDULE_KEYS.lagSeconds]: null }
          )
        })
      )
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(runSpec, { maxLength: 30 }),
        fc.integer({ min: 0, max: 6 }),
        async (specs, points) => {
          const h = await open({ maxRuns: 20 })
          try {
            specs.forEach((spec, i) => {
              const started = run(i, {
                job_name: spec.job,
                start_time: spec.minute < 0 ? 'not a time' : iso(T0 + spec.minute * 60_000)
              })
              h.runs.add(started)
              if (!spec.end) return
              const ended = h.runs.get(started.run_id)
              if (!ended) return
              ended.status = spec.end.status as EmulatedRun['status']
              ended.end_time =
                spec.end.minutes < 0 ? 'never' : iso(T0 + (spec.minute + spec.end.minutes) * 60_000)
              if (spec.end.meta) ended.end_metadata = spec.end.meta
              h.runs.updated(ended)
            })
            expect(h.runs.jobDigests(points)).toEqual(jobDigests(h.runs.list(), points))
          } finally {
            h.close()
          }
        }
      ),
      { numRuns: 60 }
    )
  })
})
