// What the pages and `job-monitor runs` say, held to what the runs are: lists in the order they
// say, a cancel said as a cancel (by whom or what, when), one "slower than usual" rule with the
// command line and the action, a running or stalled run's page saying what it waits for, and an
// empty list saying whether nothing was kept or nothing matched.
import { describe, expect, it } from '@jest/globals'
import { runReport } from '../../src/emulator/history/run-state.js'
import { renderRunsTable } from '../../src/emulator/pages/table.js'
import { runsPageView } from '../../src/emulator/pages/view.js'
import type { EmulatedRun } from '../../src/emulator/service/types.js'

const NOW = '2026-11-22T12:00:00.000Z'
const NOW_MS = Date.parse(NOW)
const at = (minutesBefore: number): string =>
  new Date(NOW_MS - minutesBefore * 60_000).toISOString()

let seq = 0
/** A run of `job` that started `minutesBefore` and ran `seconds` (null: still running). */
function run(
  job: string,
  minutesBefore: number,
  status: EmulatedRun['status'],
  seconds: number | null,
  more: Partial<EmulatedRun> = {}
): EmulatedRun {
  const start = at(minutesBefore)
  return {
    run_id: `run_${++seq}`,
    job_name: job,
    status,
    start_time: start,
    end_time: seconds === null ? null : new Date(Date.parse(start) + seconds * 1000).toISOString(),
    error_details: status === 'failed' ? 'exit 1' : null,
    heartbeats: 0,
    received_start: start,
    ...more
  }
}
const report = (r: EmulatedRun) => runReport(r, NOW_MS, 300_000)

describe('the run list', () => {
  // Received in this order: a scheduler reporting its earlier runs after a later one, and a
  // start queued while the service was down arriving last.
  const received = [
    run('a', 30, 'success', 60),
    run('b', 90, 'success', 60),
    run('c', 60, 'failed', 60)
  ]

  it('is newest first by when each run started, whatever order they were received in', () => {
    const view = runsPageView(received.map(report), NOW)
    expect(view.runs.map(r => [r.job_name, r.start_ago])).toEqual([
      ['a', '30 min ago'],
      ['c', '1 h ago'],
      ['b', '1 h ago']
    ])
  })

  it('is in the order the runs started in `job-monitor runs`', () => {
    const jobs = renderRunsTable(received.map(report), NOW)
      .split('\n')
      .slice(1, -1)
      .map(line => line.split(' ')[0])
    expect(jobs).toEqual(['b', 'c', 'a'])
  })
})
