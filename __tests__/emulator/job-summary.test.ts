// The job page's summary line counts its runs in words that agree with the count.
import { describe, expect, it } from '@jest/globals'
import { jobPageView } from '../../src/emulator/pages/page-views.js'
import { runReport } from '../../src/emulator/history/run-state.js'

const NOW = '2026-11-22T10:05:00.000Z'

function ended(i: number) {
  const run = {
    job_name: 'nightly',
    status: 'success',
    run_id: `run_${i}`,
    start_time: `2026-11-22T10:0${i}:00.000Z`,
    end_time: `2026-11-22T10:0${i}:30.000Z`,
    error_details: 'None',
    metadata: {},
    received_start: `2026-11-22T10:0${i}:00.000Z`,
    heartbeats: 0
  }
  return runReport(run as unknown as Parameters<typeof runReport>[0], Date.parse(NOW), 60_000)
}

describe("the job page's summary", () => {
  it('says "1 run kept" for one run, "2 runs kept" for two', () => {
    expect(jobPageView('nightly', [ended(1)], NOW).summary).toMatch(/^1 run kept, /)
    expect(jobPageView('nightly', [ended(1), ended(2)], NOW).summary).toMatch(/^2 runs kept, /)
  })
})
