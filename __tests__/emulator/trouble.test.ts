// What the pages say of trouble, as pure views of the kept runs: the overview puts failing,
// stalled and flaky jobs first and counts them in its title, shows each job's health over its
// latest runs, its last failure and its usual duration; a run goes stalled against its own
// heartbeat interval; a run's page leads with why it ended, says a cancel once, shows times as
// how long ago, and links the URLs of its metadata.
import { describe, expect, it } from '@jest/globals'
import { jobDigests } from '../../src/emulator/history/jobs.js'
import { type RunReport, runReport } from '../../src/emulator/history/run-state.js'
import { jobsOverview, SPARK_POINTS, type OverviewView } from '../../src/emulator/pages/overview.js'
import {
  jobPageView,
  pipelinesPageView,
  requestsPageView
} from '../../src/emulator/pages/page-views.js'
import { runPageView } from '../../src/emulator/pages/run-view.js'
import {
  renderOverviewPage,
  renderPipelinesPage,
  renderRequestsPage,
  renderRunPage
} from '../../src/emulator/pages/pages.js'
import type { EmulatedRun } from '../../src/emulator/service/types.js'
import { expectEqual } from '../expect-equal.js'

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

/** The overview as the server gives it: the emulator's 300 s rule for stalled. */
const overview = (runs: EmulatedRun[]): OverviewView =>
  jobsOverview(jobDigests(runs, SPARK_POINTS), NOW, r => runReport(r, NOW_MS, 300_000))

/** Five runs of a job, oldest first, ended as `states` say, `seconds` long each. */
const history = (job: string, states: EmulatedRun['status'][], seconds = [60, 60, 60, 60, 60]) =>
  states.map((s, i) => run(job, 100 - i * 10, s, seconds[i]))

describe('the overview', () => {
  it('lists failing, stalled and flaky jobs above healthy ones that ran later', () => {
    const runs = [
      ...history('nightly', ['success', 'success', 'success', 'success', 'failed']),
      // Silent for 20 minutes: stalled.
      run('deploy', 25, 'running', null),
      ...history('suite', ['success', 'failed', 'success', 'failed', 'success']),
      // Healthy, and started after all the others.
      run('backup', 1, 'success', 30),
      run('lint', 2, 'success', 30)
    ]
    const view = overview(runs)
    expectEqual(
      view.jobs.map(j => [j.job_name, j.health]),
      [
        ['nightly', 'failing'],
        ['deploy', 'stalled'],
        ['suite', 'flaky'],
        ['backup', 'healthy'],
        ['lint', 'healthy']
      ]
    )
    expectEqual(view.title, '1 failing, 1 stalled, 1 flaky · job-monitor')
    expectEqual(view.headline, '1 failing, 1 stalled, 1 flaky of 5 jobs')
    const html = renderOverviewPage(view)
    expect(html).toContain('<title>1 failing, 1 stalled, 1 flaky · job-monitor</title>')
    expect(html).toMatch(
      /<h1>Jobs: <span data-bind="headline">1 failing, 1 stalled, 1 flaky of 5 jobs</
    )
  })

  it('says when no job is in trouble, in its title too', () => {
    const view = overview([run('backup', 1, 'success', 30), run('lint', 2, 'success', 30)])
    expectEqual(
      [view.title, view.headline],
      ['2 jobs, none failing · job-monitor', '2 jobs, none failing']
    )
  })

  it("colours a job by its health over its latest runs, not by its last run's alone", () => {
    const [suite] = overview(
      history('suite', ['success', 'failed', 'success', 'failed', 'success'])
    ).jobs
    expectEqual(
      [suite.status, suite.health, suite.health_line],
      ['success', 'flaky', '2 of the last 5 ended runs failed']
    )
    expectEqual(
      suite.strip.map(s => s.cls),
      ['bar-success', 'bar-failed', 'bar-success', 'bar-failed', 'bar-success']
    )
    // The style of its chip is its health's.
    expect(renderOverviewPage(overview(history('suite', ['failed', 'success'])))).toContain(
      'class="status health-flaky"'
    )
  })

  it('says when a job last failed, as a time ago with the time itself on hover', () => {
    const runs = [
      run('suite', 180, 'failed', 60),
      ...history('suite', ['success', 'success', 'success', 'success', 'success'])
    ]
    const [suite] = overview(runs).jobs
    expectEqual(
      [suite.health, suite.failed_ago, suite.failed_at, suite.failed_iso],
      ['flaky', '3 h ago', '2026-11-22 09:00:00 UTC', '2026-11-22T09:00:00.000Z']
    )
    const html = renderOverviewPage(overview(runs))
    expect(html).toContain(
      '<time datetime="2026-11-22T09:00:00.000Z" title="2026-11-22 09:00:00 UTC" data-cell="failed_ago"'
    )
    expectEqual(overview([run('new', 1, 'success', 3)]).jobs[0].failed_ago, 'none kept')
  })

  it('shows the last and the usual duration, and when the last is slower than usual', () => {
    const [usual] = overview(
      history('etl', ['success', 'success', 'success', 'success', 'success'], [40, 44, 42, 38, 50])
    ).jobs
    // The usual: the median of the successful runs before the last.
    expectEqual([usual.usual, usual.last_duration, usual.slow], ['41.0 s', '50.0 s', ''])
    const [slow] = overview(
      history('etl', ['success', 'success', 'success', 'success', 'success'], [40, 44, 42, 38, 95])
    ).jobs
    expectEqual(
      [slow.usual, slow.last_duration, slow.slow],
      ['41.0 s', '1 min 35 s', 'slower than usual']
    )
    // Two earlier runs say too little: no usual, nothing slower.
    const [young] = overview(history('etl', ['success', 'success', 'success'], [40, 40, 95])).jobs
    expectEqual([young.usual, young.slow], ['', ''])
  })
})

describe('a stalled run', () => {
  /** A run that beat every second for `beats` seconds from its start, then went silent. */
  const beating = (beats: number, silentMs: number): { run: EmulatedRun; nowMs: number } => {
    const start = Date.parse('2026-11-22T10:00:00.000Z')
    const last = start + beats * 1000
    return {
      run: {
        ...run('fast', 0, 'running', null),
        received_start: new Date(start).toISOString(),
        start_time: new Date(start).toISOString(),
        heartbeats: beats,
        last_heartbeat: new Date(last).toISOString()
      },
      nowMs: last + silentMs
    }
  }

  /** The state of `r` `silentMs` after its last heartbeat (or its start), by an `intervalMs` rule. */
  const after = (r: EmulatedRun, silentMs: number, intervalMs = 300_000): string =>
    runReport(r, Date.parse(r.last_heartbeat ?? r.received_start) + silentMs, intervalMs).state
  /** `beats` heartbeats spaced `everyMs` apart from its start. */
  const spaced = (beats: number, everyMs: number): EmulatedRun => {
    const { run: r } = beating(0, 0)
    return {
      ...r,
      heartbeats: beats,
      last_heartbeat: new Date(Date.parse(r.received_start) + beats * everyMs).toISOString()
    }
  }

  it('is judged against its own heartbeat interval: 30 intervals of 1 s is stalled', () => {
    const { run: fast, nowMs } = beating(60, 30_000)
    const report = runReport(fast, nowMs, 300_000)
    expectEqual([report.state, report.silent_seconds], ['stalled', 30])
  })

  it('is not stalled within three of its intervals, nor within a floor of 15 s', () => {
    const fast = spaced(60, 1000)
    expectEqual([after(fast, 15_000), after(fast, 15_001)], ['running', 'stalled'])
    // A run beating every 20 s may miss two beats, not three.
    const every20 = spaced(5, 20_000)
    expectEqual([after(every20, 60_000), after(every20, 60_001)], ['running', 'stalled'])
  })

  it("is never allowed more silence than the emulator's rule, and before two beats keeps it", () => {
    const once = spaced(1, 1000)
    expectEqual([after(once, 90_000, 60_000), after(once, 90_001, 60_000)], ['running', 'stalled'])
    const hourly = spaced(3, 3_600_000)
    expectEqual([after(hourly, 450_000), after(hourly, 450_001)], ['running', 'stalled'])
  })
})

describe("a run's page", () => {
  const report = (r: EmulatedRun): RunReport => runReport(r, NOW_MS, 300_000)

  it('says a cancel once, with its reason first', () => {
    const sentence =
      "The job was cancelled: a newer run in the concurrency group 'deploy-main' took its place."
    const view = runPageView(
      report(
        run('deploy', 5, 'cancelled', 60, { error_details: `${sentence}\nThe job was cancelled` })
      ),
      [],
      NOW
    )
    const html = renderRunPage(view)
    expect(html).toContain(sentence.replace(/'/g, '&#39;'))
    expect(html.split('The job was cancelled').length - 1).toBe(1)
    expect(html).not.toMatch(/took its place\.\s*The job was cancelled/)
  })

  it('leads with why: the state, the reason, the failing step and the lines it quotes, then the logs, then the metadata collapsed', () => {
    const details = [
      'Failed steps: Run npm test',
      '##[error]Process completed with exit code 1.',
      'FAIL src/app.test.js: expected 2, got 3'
    ].join('\n')
    const metadata = Object.fromEntries(
      Array.from({ length: 28 }, (_, i) => [`key_${i}`, `value ${i}`])
    )
    const view = runPageView(
      report(run('build', 5, 'failed', 60, { error_details: details, logs: 'the log', metadata })),
      [],
      NOW
    )
    expectEqual(
      [view.reason, view.failing_step, view.quoted],
      [
        '',
        'Run npm test',
        // The runner's markup read as its job page shows it.
        'Error: Process completed with exit code 1.\nFAIL src/app.test.js: expected 2, got 3'
      ]
    )
    const html = renderRunPage(view)
    const why = html.indexOf('id="why"')
    const step = html.indexOf('Run npm test</span></strong>')
    const quoted = html.indexOf('FAIL src/app.test.js')
    const log = html.indexOf('<pre id="log">')
    const more = html.indexOf('<details class="meta"')
    const meta = html.indexOf('key_0')
    expect([why, step, quoted, log, more, meta].every(i => i > 0)).toBe(true)
    expect(why < step && step < quoted && quoted < log && log < more && more < meta).toBe(true)
  })

  it('shows times as how long ago, with the time itself on hover', () => {
    const view = runPageView(report(run('build', 5, 'success', 60)), [], NOW)
    expectEqual(
      [view.start_ago, view.start_at, view.end_ago],
      ['5 min ago', '2026-11-22 11:55:00 UTC', '4 min ago']
    )
    expect(renderRunPage(view)).toContain(
      '<time datetime="2026-11-22T11:55:00.000Z" title="2026-11-22 11:55:00 UTC" data-bind="start_ago"'
    )
    const job = jobPageView('build', [report(run('build', 5, 'success', 60))], NOW)
    expectEqual(
      [job.runs[0].start_ago, job.runs[0].start_at],
      ['5 min ago', '2026-11-22 11:55:00 UTC']
    )
    expect(job.last_run).toMatch(/started 5 min ago/)
  })

  it('links the http and https URLs of its metadata, escaped, and no other scheme', () => {
    const url = 'https://github.com/octo/app/actions/runs/42?x=1&y="2"'
    const view = runPageView(
      report(
        run('build', 5, 'success', 60, { metadata: { run_url: url, js: 'javascript:alert(1)' } })
      ),
      [],
      NOW
    )
    const html = renderRunPage(view)
    expect(html).toContain(
      '<a href="https://github.com/octo/app/actions/runs/42?x=1&amp;y=&quot;2&quot;" rel="noopener noreferrer" data-ext-href="href" data-cell="value">'
    )
    expect(html).not.toContain('href="javascript:')
    // Only a value that is one whole http or https URL is a link.
    const links = (value: string): boolean =>
      renderRunPage(
        runPageView(report(run('b', 5, 'success', 60, { metadata: { v: value } })), [], NOW)
      ).includes(`<a href="${value}" rel="noopener noreferrer"`)
    expectEqual(
      ['http://ci.example/job/7', 'https://a b', 'see https://x.example', 'ftp://x.example/f'].map(
        links
      ),
      [true, false, false, false]
    )
  })
})

describe('the pipelines and requests pages', () => {
  it('show times as how long ago, with the time itself on hover', () => {
    const at = '2026-11-22T11:58:00.000Z'
    const pipelines = renderPipelinesPage(
      pipelinesPageView([{ at, pipeline_id: 'release', status: 'success' }], NOW)
    )
    expect(pipelines).toContain(
      '<time datetime="2026-11-22T11:58:00.000Z" title="2026-11-22 11:58:00 UTC" data-cell="updated_ago"'
    )
    expect(pipelines).toMatch(/data-cell="updated_ago"[^>]*>2 min ago</)
    const retention = { kept: 1, bytes: 1, dropped: 0, droppedBytes: 0, maxCount: 1, maxBytes: 1 }
    const requests = renderRequestsPage(
      requestsPageView(
        [
          {
            seq: 1,
            at,
            method: 'POST',
            path: '/monitoring',
            auth: 'bare',
            rawBody: '{}',
            body: {},
            status: 200,
            violations: []
          }
        ],
        NOW,
        {
          requests: retention,
          runs: { ...retention, logsDropped: 0 },
          heartbeats: retention,
          notifications: retention,
          maxBodyBytes: 1
        }
      )
    )
    expect(requests).toMatch(
      /<time datetime="2026-11-22T11:58:00.000Z" title="2026-11-22 11:58:00 UTC" data-cell="at_ago"[^>]*>2 min ago</
    )
  })

  it("show each of a pipeline's latest notifications as how long ago, with the time itself on hover", () => {
    const view = pipelinesPageView(
      [
        { at: '2026-11-22T09:00:00.000Z', pipeline_id: 'release', status: 'running' },
        { at: '2026-11-22T11:58:00.000Z', pipeline_id: 'release', status: 'failed', message: 'm' }
      ],
      NOW
    )
    const html = renderPipelinesPage(view)
    // Newest first, as the other pages' times: how long ago, the UTC time on hover.
    const lines = [
      ...html.matchAll(
        /<time datetime="([^"]*)" title="([^"]*)" data-cell="recent_\d_ago"[^>]*>([^<]*)<\/time> <span[^>]*>([^<]*)</g
      )
    ].map(m => m.slice(1))
    expectEqual(lines, [
      ['2026-11-22T11:58:00.000Z', '2026-11-22 11:58:00 UTC', '2 min ago', 'failed: m'],
      ['2026-11-22T09:00:00.000Z', '2026-11-22 09:00:00 UTC', '3 h ago', 'running']
    ])
    expect(html).not.toContain('2026-11-22 11:58:00 failed')
    // The page's script keeps them current: each line is the row's fields, a missing one hidden.
    expect(view.pipelines[0]).toMatchObject({
      recent_1: 'failed: m',
      recent_1_ago: '2 min ago',
      recent_2_ago: '3 h ago',
      recent_3: '',
      recent_3_ago: ''
    })
    expect(html).toMatch(/<li data-hide-empty="recent_3" hidden>/)
  })
})
