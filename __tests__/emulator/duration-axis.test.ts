// The job page's duration chart has an axis with the longest and shortest durations labelled.
import { describe, it } from '@jest/globals'
import fc from 'fast-check'
import { CHART, CHART_LEFT, durationAxis } from '../../src/emulator/pages/charts.js'
import { jobPageView } from '../../src/emulator/pages/page-views.js'
import type { RunReport } from '../../src/emulator/history/run-state.js'
import { expectEqual, expectFacts } from '../expect-equal.js'

const labels = (seconds: number[]) =>
  durationAxis(seconds)
    .filter(s => s.shape === 'text')
    .map(s => s.title)

describe('durationAxis', () => {
  it('labels the longest and the shortest duration', () => {
    expectEqual(labels([30, 125, 60]), ['2 min 5 s', '30.0 s'])
  })
  it('labels once when the shortest would sit on the longest, and draws nothing without bars', () => {
    expectEqual(labels([60, 60]), ['1 min 0 s'])
    expectEqual(labels([100, 99]), ['1 min 40 s'])
    expectEqual(durationAxis([]), [])
  })
  it('puts each label at the top of its bar, in the margin left of the bars', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 1 }), s => {
        const shapes = durationAxis(s)
        const texts = shapes.filter(x => x.shape === 'text')
        const rules = shapes.filter(x => x.cls === 'grid')
        expectFacts({
          'a label per rule': texts.length === rules.length && texts.length >= 1,
          'labels in the margin': texts.every(t => (t.x ?? -1) >= 0 && (t.x ?? 0) < CHART_LEFT),
          'inside the chart': shapes.every(x =>
            [x.y, x.y1, x.y2].every(y => y === undefined || (y >= 0 && y <= CHART.height))
          )
        })
      })
    )
  })
})

describe('jobPageView', () => {
  const run = (id: string, minute: number, seconds: number): RunReport => ({
    run_id: id,
    job_name: 'nightly',
    status: 'success',
    state: 'success',
    start_time: new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString(),
    end_time: new Date(Date.UTC(2026, 10, 23, 10, minute, seconds)).toISOString(),
    duration_seconds: seconds,
    error_details: 'None',
    heartbeats: 0,
    received_start: new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString()
  })
  it('draws the axis with the bars, the longest bar reaching the rule labelled with it', () => {
    const view = jobPageView('nightly', [run('a', 0, 10), run('b', 5, 40)], '2026-11-23T11:00:00Z')
    const bars = view.chart.filter(s => s.cls.startsWith('bar-'))
    const top = view.chart.find(s => s.cls === 'grid')
    expectFacts({
      'two bars': bars.length === 2,
      'right of the axis': bars.every(b => (b.x ?? 0) >= CHART_LEFT),
      'the longest reaches its rule': bars[1].y === top?.y1,
      labelled: view.chart.some(s => s.shape === 'text' && s.title === '40.0 s')
    })
  })

  it('captions one ended run as one, and several as the last of them', () => {
    const at = '2026-11-23T11:00:00Z'
    expectEqual(
      [
        jobPageView('nightly', [run('a', 0, 10)], at).chart_caption,
        jobPageView('nightly', [run('a', 0, 10), run('b', 5, 40)], at).chart_caption
      ],
      [
        'The duration of its one ended run: 10.0 s.',
        'Durations of the last 2 ended runs, oldest on the left (the longest: 40.0 s).'
      ]
    )
  })
})
