/**
 * A job's history follows its runs' start times, not the order their reports arrived in: a
 * start report queued while the service was down arrives after later runs, with its own
 * earlier start time.
 */
import { describe, expect, it } from '@jest/globals'
import { jobSummary } from '../../src/emulator/history/jobs.js'
import { jobPageView } from '../../src/emulator/pages/page-views.js'
import type { RunReport } from '../../src/emulator/history/run-state.js'

function run(id: string, startMinute: number, minutes: number): RunReport {
  const start = new Date(Date.UTC(2026, 10, 23, 10, startMinute)).toISOString()
  const end = new Date(Date.UTC(2026, 10, 23, 10, startMinute + minutes)).toISOString()
  return {
    run_id: id,
    job_name: 'nightly',
    status: 'success',
    state: 'success',
    start_time: start,
    end_time: end,
    received_start: end,
    duration_seconds: minutes * 60
  } as unknown as RunReport
}

// In the order they arrived: the 10:05 run's reports were replayed last.
const arrived = [run('a', 0, 1), run('c', 10, 3), run('b', 5, 2)]

describe("a job's history", () => {
  it('orders the duration series and the last run by start time', () => {
    const s = jobSummary(arrived)
    expect(s.durations.map(d => d.run_id)).toEqual(['a', 'b', 'c'])
    expect(s.last_run.run_id).toBe('c')
  })

  it('lists the runs on the job page newest first by start time', () => {
    const view = jobPageView('nightly', arrived, '2026-11-23T11:00:00.000Z')
    expect(view.runs.map(r => r.key)).toEqual(['c', 'b', 'a'])
    expect(view.last_run).toMatch(/started 50 min ago/)
    expect(view.last_at).toBe('2026-11-23 10:10:00 UTC')
  })
})
