/**
 * A job's health is judged once, by one rule, for every page that names it: the overview's row
 * and title, and the job page's title, agree, a late schedule included (docs/emulator.md: a late
 * job's health is `late`, and each page's tab names its state).
 */
import { describe, expect, it } from '@jest/globals'
import { jobDigests } from '../../src/emulator/history/jobs.js'
import { runReport } from '../../src/emulator/history/run-state.js'
import { SCHEDULE_FACT_KEYS as K } from '../../src/emulator/history/schedules.js'
import { jobsOverview, SPARK_POINTS } from '../../src/emulator/pages/overview.js'
import { jobPageView } from '../../src/emulator/pages/page-views.js'
import type { EmulatedRun } from '../../src/emulator/service/types.js'

const NOW = '2026-11-22T12:01:30.000Z'
const NOW_MS = Date.parse(NOW)

/** A minutely run in New York, 10 s of grace, that started at 12:00:00 and took 20 ms. */
function minutely(status: EmulatedRun['status'] = 'success'): EmulatedRun {
  return {
    run_id: 'run_1',
    job_name: 'minutely',
    status,
    start_time: '2026-11-22T12:00:00.000Z',
    end_time: '2026-11-22T12:00:00.020Z',
    error_details: status === 'failed' ? 'exit 1' : 'None',
    heartbeats: 0,
    received_start: '2026-11-22T12:00:00.000Z',
    metadata: {
      [K.cron]: '* * * * *',
      [K.timeZone]: 'America/New_York',
      [K.graceSeconds]: 10
    }
  }
}

const report = (r: EmulatedRun) => runReport(r, NOW_MS, 300_000)

describe("a job's health", () => {
  it.each([
    ['success', 'late'],
    ['failed', 'failing']
  ] as const)(
    'is the same on the overview and in the job page title (last run %s: %s)',
    (status, health) => {
      const runs = [minutely(status)]
      const overview = jobsOverview(jobDigests(runs, SPARK_POINTS), NOW, report)
      expect(overview.jobs.map(j => j.health)).toEqual([health])
      expect(overview.title).toBe(`1 ${health} · job-monitor`)
      expect(jobPageView('minutely', runs.map(report), NOW).title).toBe(
        `minutely: ${health} · job-monitor`
      )
    }
  )
})
