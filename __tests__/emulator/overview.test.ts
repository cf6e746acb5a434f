// The landing page's view (overview.ts): one row per job, as pure functions of the kept runs.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { RunReport } from '../../src/emulator/history/run-state.js'
import { jobDigests } from '../../src/emulator/history/jobs.js'
import {
  ago,
  jobsOverview,
  LAG_KEY,
  MISSED_KEY,
  type OverviewView,
  SPARK,
  SPARK_POINTS,
  sparkline
} from '../../src/emulator/pages/overview.js'
import { expectEqual, expectFacts } from '../expect-equal.js'

const NOW = '2026-11-22T12:00:00.000Z'

/** The overview of every kept run (oldest first), as the in-memory store gives it. */
const overviewView = (runs: RunReport[], nowIso: string): OverviewView =>
  jobsOverview(jobDigests(runs, SPARK_POINTS), nowIso, r => r)

/** The schedule column of one job's row, from its kept runs. */
const scheduleLine = (runs: RunReport[]): string => overviewView(runs, NOW).jobs[0].schedule
const at = (minutesBefore: number) =>
  new Date(Date.parse(NOW) - minutesBefore * 60_000).toISOString()

function report(
  job: string,
  minutesBefore: number,
  state: RunReport['state'],
  seconds: number | null,
  end?: Record<string, unknown>
): RunReport {
  return {
    run_id: `${job}-${minutesBefore}`,
    job_name: job,
    status: state === 'stalled' ? 'running' : state,
    state,
    start_time: at(minutesBefore),
    end_time:
      seconds === null
        ? null
        : new Date(Date.parse(at(minutesBefore)) + seconds * 1000).toISOString(),
    duration_seconds: seconds,
    error_details: null,
    heartbeats: 0,
    received_start: at(minutesBefore),
    ...(end ? { end_metadata: end } : {})
  } as RunReport
}

describe('ago', () => {
  it('says how long ago, in the largest whole unit', () => {
    expectEqual(
      [0.5, 3, 59.9, 61, 60 * 24 + 5, -1].map(m => ago(at(m), NOW)),
      ['30 s ago', '3 min ago', '59 min ago', '1 h ago', '1 d ago', 'in the future']
    )
  })
  it('is empty for a time that does not parse', () => {
    expectEqual(ago('yesterday', NOW), '')
  })
})

describe('sparkline', () => {
  it('draws the longest at the top and the shortest at the bottom, oldest on the left', () => {
    const [first, second] = sparkline([10, 30, 20])
    expectFacts({
      'two segments for three points': sparkline([10, 30, 20]).length === 2,
      'starts at the left': first.x1 === 2,
      'the shortest at the bottom': first.y1 === SPARK.height - 2,
      'the longest at the top': first.y2 === 2 && second.y1 === 2,
      'ends at the right': second.x2 === SPARK.width - 2
    })
  })
  it('stays inside its box, and draws at most the last SPARK_POINTS', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { maxLength: 60 }), s => {
        const shapes = sparkline(s)
        const xs = shapes.flatMap(p => [p.x1 ?? p.x ?? 0, p.x2 ?? p.x ?? 0])
        const ys = shapes.flatMap(p => [p.y1 ?? p.y ?? 0, p.y2 ?? p.y ?? 0])
        const ok =
          shapes.length === (s.length > 1 ? Math.min(s.length, 20) - 1 : s.length) &&
          xs.every(x => x >= 0 && x <= SPARK.width) &&
          ys.every(y => y >= 0 && y <= SPARK.height)
        if (!ok) expect({ s, shapes }).toBe('inside its box')
      })
    )
  })
})

describe('scheduleLine', () => {
  it("says the last scheduled run's lag and the slots missed over the kept runs", () => {
    const runs = [
      report('nightly', 120, 'success', 5, { [LAG_KEY]: 30, [MISSED_KEY]: 2 }),
      report('nightly', 60, 'success', 5, { [LAG_KEY]: '400', [MISSED_KEY]: '1' })
    ]
    expectEqual(scheduleLine(runs), 'last 6 min 40 s late, 3 slots missed')
  })
  it('is empty for runs not started by a schedule, and ignores values that are no count', () => {
    expectEqual(scheduleLine([report('push', 5, 'success', 1)]), '')
    expectEqual(
      scheduleLine([report('n', 5, 'success', 1, { [LAG_KEY]: 3, [MISSED_KEY]: 'many' })]),
      'last on time'
    )
  })
})

describe('overviewView', () => {
  it('has one row per job, the most recently started first, linked to its page', () => {
    const runs = [
      report('build', 300, 'failed', 50),
      report('<b>deploy</b>', 200, 'success', 10, { [MISSED_KEY]: 1 }),
      report('build', 3, 'success', 40)
    ]
    const view = overviewView(runs, NOW)
    expectEqual(
      view.jobs.map(j => [
        j.job_name,
        j.job_href,
        j.status,
        j.last_ago,
        j.last_at,
        j.success,
        j.runs,
        j.spark.length,
        j.schedule
      ]),
      [
        [
          'build',
          '/job?name=build',
          'success',
          '3 min ago',
          '2026-11-22 11:57:00 UTC',
          '50%',
          '2',
          1,
          ''
        ],
        [
          '<b>deploy</b>',
          '/job?name=%3Cb%3Edeploy%3C%2Fb%3E',
          'success',
          '3 h ago',
          '2026-11-22 08:40:00 UTC',
          '100%',
          '1',
          1,
          '1 slot missed'
        ]
      ]
    )
  })
  it('shows no rate before any run ended', () => {
    const [job] = overviewView([report('long', 1, 'running', null)], NOW).jobs
    expectEqual([job.success, job.spark, job.spark_title], ['', [], 'no run has ended yet'])
  })
})
