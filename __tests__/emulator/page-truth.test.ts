// What the pages and `job-monitor runs` say, held to what the runs are: lists in the order they
// say, a cancel said as a cancel (by whom or what, when), one "slower than usual" rule with the
// command line and the action, a running or stalled run's page saying what it waits for, and an
// empty list saying whether nothing was kept or nothing matched.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { jobDigests } from '../../src/emulator/history/jobs.js'
import { runReport } from '../../src/emulator/history/run-state.js'
import { formatSeconds } from '../../src/util/duration-text.js'
import { DIGEST_POINTS, jobsOverview } from '../../src/emulator/pages/overview.js'
import { slowerThanUsual } from '../../src/run/usual-duration.js'
import { renderRunsTable } from '../../src/emulator/pages/table.js'
import { runsPageView } from '../../src/emulator/pages/view.js'
import { jobPageView } from '../../src/emulator/pages/page-views.js'
import { runPageView } from '../../src/emulator/pages/run-view.js'
import { renderRunPage } from '../../src/emulator/pages/pages.js'
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

/** The overview's row of the one job in `runs`, as the server gives it. */
const jobRow = (runs: EmulatedRun[]) =>
  jobsOverview(jobDigests(runs, DIGEST_POINTS), NOW, report).jobs[0]
/** A job's runs one after the other, oldest first, each [status, seconds]. */
const runsOf = (job: string, history: Array<[EmulatedRun['status'], number]>) =>
  history.map(([status, seconds], i) => run(job, 1000 - i * 20, status, seconds))

describe('"slower than usual" on the overview', () => {
  it('is what the command line and the action say, by the same rule', () => {
    // Three earlier runs of 4 s and a last of 9 s: the command line says slower, and so does
    // the page (it once wanted 10 s more and four runs).
    const quick = jobRow(
      runsOf('quick', [
        ['success', 4],
        ['success', 4],
        ['success', 4],
        ['success', 9]
      ])
    )
    expect(slowerThanUsual(9000, [4000, 4000, 4000])).toBe('slower than usual (9.0 s, usual 4.0 s)')
    expect([quick.slow, quick.usual, quick.last_duration]).toEqual([
      'slower than usual',
      '4.0 s',
      '9.0 s'
    ])
    // 35 s after three of 20 s: not slower on the command line, nor on the page (it once
    // flagged it at 1.5 times).
    const slowish = jobRow(
      runsOf('slowish', [
        ['success', 20],
        ['success', 20],
        ['success', 20],
        ['success', 35]
      ])
    )
    expect(slowerThanUsual(35_000, [20_000, 20_000, 20_000])).toBeUndefined()
    expect([slowish.slow, slowish.usual]).toEqual(['', '20.0 s'])
  })

  it('flags a job exactly when the rule does, given the successful runs before the last', () => {
    const status = fc.constantFrom<EmulatedRun['status']>(
      'success',
      'success',
      'failed',
      'cancelled'
    )
    fc.assert(
      fc.property(
        fc.array(fc.tuple(status, fc.integer({ min: 0, max: 900 })), {
          minLength: 1,
          maxLength: 30
        }),
        history => {
          const row = jobRow(runsOf('job', history))
          const ended = history.slice(-DIGEST_POINTS)
          const [lastStatus, lastSeconds] = ended[ended.length - 1]
          const prior = ended
            .slice(0, -1)
            .filter(([s]) => s === 'success')
            .map(([, seconds]) => seconds * 1000)
          const note =
            lastStatus === 'cancelled' ? undefined : slowerThanUsual(lastSeconds * 1000, prior)
          expect(row.slow).toBe(note ? 'slower than usual' : '')
          // The same usual duration, in the page's words.
          const usual = note && /usual (\d+\.\d) s\)$/.exec(note)?.[1]
          if (usual) expect(row.usual).toBe(formatSeconds(Number(usual)))
        }
      ),
      { numRuns: 200 }
    )
  })

  it('shows no usual duration for a job with too few earlier runs to have one', () => {
    const once = jobRow(runsOf('once', [['success', 3]]))
    expect([once.last_duration, once.usual, once.slow]).toEqual(['3.0 s', '', ''])
  })
})

describe('a cancel', () => {
  const overview = (runs: EmulatedRun[]) =>
    jobsOverview(jobDigests(runs, DIGEST_POINTS), NOW, report)
  const cancelled = (job: string, minutesBefore: number, why: string | null) =>
    run(job, minutesBefore, 'cancelled', 60, { error_details: why })

  it('is no success: a job whose only run was cancelled is in trouble, said by what and when', () => {
    const view = overview([
      run('backup', 2, 'success', 60),
      cancelled('deploy', 5, 'Cancelled by SIGTERM')
    ])
    expect(view.title).toBe('1 cancelled · job-monitor')
    expect(view.headline).toBe('1 cancelled of 2 jobs')
    // Listed above the healthy job that ran later.
    expect(view.jobs.map(j => [j.job_name, j.health, j.health_line])).toEqual([
      ['deploy', 'cancelled', 'its last run was cancelled 4 min ago: Cancelled by SIGTERM'],
      ['backup', 'healthy', 'its one ended run succeeded']
    ])
  })

  it('says when its end report did not say by whom or what', () => {
    const [deploy] = overview([cancelled('deploy', 5, 'None')]).jobs
    expect(deploy.health_line).toBe(
      'its last run was cancelled 4 min ago (its end report did not say by whom or what)'
    )
    const page = runPageView(report(cancelled('deploy', 5, 'None')), [], NOW)
    expect(page.reason).toBe('Cancelled: its end report did not say by whom or what.')
  })

  it('is counted among the latest runs, apart from failures', () => {
    const runs = [
      run('suite', 50, 'success', 60),
      cancelled('suite', 40, 'The job was cancelled: a newer run took its place.'),
      run('suite', 30, 'success', 60)
    ]
    expect(overview(runs).jobs[0]).toMatchObject({
      health: 'healthy',
      health_line: 'none of the last 3 ended runs failed, 1 was cancelled'
    })
    const last = overview([...runs, cancelled('suite', 20, 'Cancelled by SIGINT')]).jobs[0]
    expect([last.health, last.health_line]).toEqual([
      'cancelled',
      'its last run was cancelled 19 min ago: Cancelled by SIGINT; none of the last 4 ended runs failed, 2 were cancelled'
    ])
  })

  it("says on the job's page what ended its last run, when, and counts the cancels", () => {
    const view = jobPageView(
      'deploy',
      [run('deploy', 10, 'success', 60), cancelled('deploy', 5, 'Cancelled by SIGTERM')].map(
        report
      ),
      NOW
    )
    expect(view.title).toBe('deploy: cancelled · job-monitor')
    expect(view.summary).toBe(
      '2 runs kept, 0 running, 0 stalled; 50% of the ended runs succeeded, 1 was cancelled.'
    )
    expect(view.last_run).toBe(
      'Last run: cancelled (Cancelled by SIGTERM), started 5 min ago, ended 4 min ago, took 1 min 0 s.'
    )
  })
})

describe("a running or stalled run's page", () => {
  // Started 10 minutes ago, its last heartbeat 8 minutes ago: past the 300 s rule, stalled.
  const stalled = report(
    run('consumer', 10, 'running', null, { heartbeats: 2, last_heartbeat: at(8) })
  )

  it('says how long it has been silent and when it was last heard from, not "ended not yet"', () => {
    const view = runPageView(stalled, [], NOW)
    expect(view.title).toBe('consumer: stalled · job-monitor')
    expect([view.state, view.start_ago, view.end_ago, view.lasted]).toEqual([
      'stalled, silent 8 min',
      '10 min ago',
      '',
      '10 min 0 s so far'
    ])
    expect([view.heard_ago, view.heard_at, view.unheard]).toEqual([
      '8 min ago',
      '2026-11-22 11:52:00 UTC',
      ''
    ])
    expect(view.reason).toBe(
      'No word from it for 8 min: it may hang, or its machine may be gone. Its end report is still taken; a heartbeat makes it running again.'
    )
    const html = renderRunPage(view)
    expect(html).toContain('<title>consumer: stalled · job-monitor</title>')
    expect(html).not.toContain('not yet')
    // The end's part is hidden until an end comes.
    expect(html).toContain('<span data-bind-hide-empty="end_ago" hidden>, ended <time')
    expect(html).toMatch(
      /<span data-bind-hide-empty="heard_ago">; last heartbeat <time datetime="2026-11-22T11:52:00.000Z"/
    )
  })

  it('says why its log box is empty, and shows no empty box', () => {
    const view = runPageView(stalled, [], NOW)
    expect([view.logs_title, view.logs]).toEqual([
      'No logs yet: a run sends its logs with its end report.',
      ''
    ])
    expect(renderRunPage(view)).toMatch(/<div data-bind-hide-empty="logs" hidden id="log-box">/)
    const ended = runPageView(report(run('quiet', 10, 'success', 60)), [], NOW)
    expect(ended.logs_title).toBe('No logs: its end report sent none.')
  })

  it('says when a running run has sent no heartbeat yet, and an ended one how long it took', () => {
    const young = runPageView(report(run('deploy', 1, 'running', null)), [], NOW)
    expect([young.title, young.unheard, young.heard_ago, young.lasted]).toEqual([
      'deploy: running · job-monitor',
      'no heartbeat yet',
      '',
      '1 min 0 s so far'
    ])
    const ended = runPageView(
      report(run('deploy', 10, 'failed', 60, { heartbeats: 3, last_heartbeat: at(9.5) })),
      [],
      NOW
    )
    expect([ended.end_ago, ended.lasted, ended.heard_ago, ended.unheard]).toEqual([
      '9 min ago',
      'took 1 min 0 s',
      '',
      ''
    ])
  })
})

describe('an empty run list', () => {
  it('says whether no run is kept, or none matches its filters', () => {
    expect(runsPageView([], NOW).empty).toBe('No runs yet.')
    expect(
      runsPageView([], NOW, undefined, undefined, { job: '', status: '', since: '' }).empty
    ).toBe('No runs yet.')
    expect(
      runsPageView([], NOW, undefined, undefined, { job: 'nightly', status: 'failed', since: '7d' })
        .empty
    ).toBe('No run matches these filters: job nightly, state failed, started in the last 7 days.')
    expect(runsPageView([], NOW, undefined, undefined, { since: '2026-11-01' }).empty).toBe(
      'No run matches these filters: started since 2026-11-01.'
    )
    expect(renderRunsTable([], NOW, { job: 'nightly', since: '7d' })).toBe(
      'No run matches --job nightly --since 7d.\n'
    )
  })
})

describe("the runner's markup in what a run sent", () => {
  // error_details and logs from a client that passed the runner's lines on as they are.
  const details = [
    'Failed steps: Run npm test',
    '',
    'Run npm test (exit code 1):',
    '##[error]Process completed with exit code 1.',
    '...',
    '##[group]Run npm test',
    '##[endgroup]',
    'FAIL src/totals.test.js'
  ].join('\n')
  const logs =
    '##[group]Run npm test\nnpm test\n##[endgroup]\n##[error]Process completed with exit code 1.\n'
  const failed = run('build', 10, 'failed', 60, { error_details: details, logs })
  const cancelled = run('deploy', 5, 'cancelled', 60, {
    error_details: '##[error]The operation was canceled.'
  })
  const shown = (text: string) => expect(text).not.toMatch(/##\[|::(error|group)/)

  it('is read as a person reads it, in every place a page or the table shows it', () => {
    const page = runPageView(report(failed), [], NOW)
    for (const text of [page.error, page.quoted, page.logs]) shown(text)
    expect(page.quoted).toBe(
      'Run npm test (exit code 1):\nError: Process completed with exit code 1.\n...\nRun npm test\nFAIL src/totals.test.js'
    )
    expect(page.logs).toBe('Run npm test\nnpm test\nError: Process completed with exit code 1.\n')
    const row = runsPageView([report(failed)], NOW).runs[0]
    for (const text of [row.error, row.logs ?? '']) shown(text)
    const [deploy] = jobsOverview(jobDigests([cancelled], DIGEST_POINTS), NOW, report).jobs
    expect(deploy.health_line).toBe(
      'its last run was cancelled 4 min ago: Error: The operation was canceled.'
    )
    shown(renderRunsTable([report(failed), report(cancelled)], NOW))
  })
})
