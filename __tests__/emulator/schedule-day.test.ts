/**
 * A day of a quarter-hourly cron job in Europe/Berlin, reported by the command-line tool
 * (`start` and `end`, and `exec` for its last run) with `--schedule`, on a fake clock: three
 * slots no run came for, a run four minutes late (within its grace), one ten seconds early.
 * The emulator's job page, its overview and `job-monitor runs` name the three slots, in the
 * job's zone, and nothing else; then, with no run for the next slot, the job is late.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { rmSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { cli, tempDir } from '../cli/run-cli.js'

const KEY = 'jm_schedule_day_key_123'
const MIN = 60_000
/** Local midnight in Berlin (UTC+1 in November). */
const DAY = Date.parse('2026-11-21T23:00:00Z')
const slot = (i: number): number => DAY + i * 15 * MIN
/** 03:30, 10:15 and 21:00 in Berlin. */
const SKIPPED = [14, 41, 84]
const LATE = 20 // 05:00, started at 05:04
const EARLY = 60 // 15:00, started at 14:59:50
const SCHEDULE = ['--schedule', '*/15 * * * *', '--schedule-timezone', 'Europe/Berlin']

let emu: Emulator
let queue: string
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  // Only Date is fake: the reports still travel over real sockets, with real timers.
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout'
    ],
    now: DAY
  })
  emu = await startEmulator({ apiKey: KEY, now: () => Date.now(), hourlyLimit: 10_000 })
  queue = tempDir('jm-schedule-day-')
  env = { JOB_MONITOR_API_KEY: KEY, JOB_MONITOR_BASE_URL: emu.url, JOB_MONITOR_QUEUE_DIR: queue }
})

afterAll(async () => {
  await emu.close()
  jest.useRealTimers()
  rmSync(queue, { recursive: true, force: true })
})

/** One run with `start` and `end`, started at `startMs`, 40 s long. */
async function startAndEnd(startMs: number): Promise<void> {
  jest.setSystemTime(startMs)
  const started = await cli(['start', '-n', 'export', ...SCHEDULE, '--format', 'json'], env)
  expect([started.code, started.stderr.toString()]).toEqual([0, ''])
  const { run_id, start_time } = JSON.parse(started.stdout.toString()) as Record<string, string>
  jest.setSystemTime(startMs + 40_000)
  const ended = await cli(
    ['end', '-n', 'export', '--status', 'success', '--run-id', run_id, '--start-time', start_time],
    env
  )
  expect(ended.code).toBe(0)
}

const view = async (path: string): Promise<Record<string, unknown>> =>
  (await (await fetch(`${emu.url}${path}`)).json()) as Record<string, unknown>

describe('a day of */15 with three slots skipped', () => {
  beforeAll(async () => {
    for (let i = 0; i < 95; i++) {
      if (SKIPPED.includes(i)) continue
      await startAndEnd(
        i === LATE ? slot(i) + 4 * MIN : i === EARLY ? slot(i) - 10_000 : slot(i) + 2000
      )
    }
    // The last slot's run (23:45) through exec.
    jest.setSystemTime(slot(95) + 3000)
    const r = await cli(['exec', '-n', 'export', ...SCHEDULE, '--', 'true'], env)
    expect(r.code).toBe(0)
  }, 120_000)

  // Five minutes after the day's last run, for each test: one that moves the clock on (the late
  // job) leaves the others, in whatever order they run, their own time.
  beforeEach(() => jest.setSystemTime(slot(95) + 5 * MIN))

  const MISSED = ['2026-11-22 03:30 +01:00', '2026-11-22 10:15 +01:00', '2026-11-22 21:00 +01:00']

  it("sends each run's slot and lag with its start and its end", async () => {
    const runs = (await view('/_emulator/runs?job=export')) as unknown as Array<{
      metadata: Record<string, unknown>
      end_metadata: Record<string, unknown>
    }>
    expect(runs).toHaveLength(93)
    const late = runs[LATE - 1]
    expect(late.metadata).toEqual({
      'job_monitor.schedule.cron': '*/15 * * * *',
      'job_monitor.schedule.timezone': 'Europe/Berlin',
      'job_monitor.schedule.grace_seconds': 300,
      'job_monitor.schedule.slot': '2026-11-22T04:00:00.000Z',
      'job_monitor.schedule.lag_seconds': 240
    })
    const last = runs[runs.length - 1]
    expect(last.end_metadata).toMatchObject({
      'job_monitor.schedule.slot': '2026-11-22T22:45:00.000Z',
      'job_monitor.schedule.lag_seconds': 3
    })
  })

  it('the job page names the three slots, and nothing else', async () => {
    const job = await view('/_emulator/pages/job?name=export')
    expect(job.schedule).toEqual([
      {
        key: 'Schedule',
        name: 'Schedule',
        value: '*/15 * * * * in Europe/Berlin, grace 5 min 0 s'
      },
      { key: 'Standing', name: 'Standing', value: 'on time: a run came for its latest slot' },
      { key: 'Next run expected', name: 'Next run expected', value: '2026-11-23 00:00 +01:00' },
      {
        key: 'Missed slots',
        name: 'Missed slots',
        value: `3 slots missed since 2026-11-22 00:00 +01:00: ${MISSED.join(', ')}`
      }
    ])
    const html = await (await fetch(`${emu.url}/job?name=export`)).text()
    expect(html).toContain(`3 slots missed since 2026-11-22 00:00 +01:00: ${MISSED.join(', ')}`)
  })

  it('the overview says it, with the slots on hover', async () => {
    const overview = await view('/_emulator/pages/overview')
    const [row] = overview.jobs as Array<Record<string, string>>
    expect([row.health, row.schedule, row.schedule_title]).toEqual([
      'healthy',
      'on time; 3 slots missed; next 11-23 00:00 (Europe/Berlin)',
      `*/15 * * * * in Europe/Berlin; missed: ${MISSED.join(', ')}`
    ])
  })

  it('`job-monitor runs` names them under its table', async () => {
    const r = await cli(['runs', '--url', emu.url, '--job', 'export'], {})
    expect(r.code).toBe(0)
    const text = r.stdout.toString()
    expect(text.slice(text.indexOf('\n\nexport:'))).toBe(
      [
        '',
        '',
        'export: */15 * * * * in Europe/Berlin (grace 5 min 0 s)',
        '  on time',
        '  next run expected 2026-11-23 00:00 +01:00',
        `  3 slots missed since 2026-11-22 00:00 +01:00: ${MISSED.join(', ')}`,
        ''
      ].join('\n')
    )
  })

  it('is late once the next slot has passed its grace with no run', async () => {
    jest.setSystemTime(Date.parse('2026-11-22T23:05:01Z'))
    const [row] = (await view('/_emulator/pages/overview')).jobs as Array<Record<string, string>>
    expect([row.health, row.schedule]).toEqual([
      'late',
      'late: no run for 00:00; 4 slots missed; next 00:15 (Europe/Berlin)'
    ])
    const overview = await view('/_emulator/pages/overview')
    expect(overview.title).toBe('1 late · job-monitor')
    const r = await cli(['runs', '--url', emu.url], {})
    expect(r.stdout.toString()).toContain('  late: no run for 2026-11-23 00:00 +01:00\n')
  })
})
