/**
 * A scheduled job on the emulator's pages in a real browser (the system's Chromium, driven by
 * playwright-core): the job page's Schedule section names the slots no run came for in the
 * job's zone, and the overview says its standing; when the next slot passes its grace with no
 * run, both say the job is late, in place (the page polls its view; nothing reloads), and the
 * overview puts it among the jobs in trouble.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import type { BrowserContext, Page } from 'playwright-core'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { describeInBrowser, launch, pageOnTestClock, runInBrowser, until, why } from './browser.js'

const KEY = 'emu-schedule-browser-key-01'
const MIN = 60_000
/** 08:00 in New York (UTC-5 in November). */
const T0 = Date.parse('2026-11-23T13:00:00Z')
let now = T0 + 90 * MIN
let emu: Emulator
let context: BrowserContext
let closeBrowser: () => Promise<void>

const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00')
async function post(body: unknown): Promise<string> {
  const res = await fetch(`${emu.url}/monitoring`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: KEY },
    body: JSON.stringify(body)
  })
  expect(res.status).toBe(200)
  return (await res.json()) as string
}

/** A run of the quarter-hourly job in New York, as the command-line tool reports it, at `startMs`. */
async function run(startMs: number): Promise<void> {
  const metadata = {
    'job_monitor.schedule.cron': '*/15 * * * *',
    'job_monitor.schedule.timezone': 'America/New_York',
    'job_monitor.schedule.grace_seconds': 120
  }
  const start = {
    job_name: 'ingest <b>',
    status: 'running',
    run_id: '',
    start_time: iso(startMs),
    end_time: null,
    error_details: null,
    metadata
  }
  const { run_id } = JSON.parse(await post(start)) as { run_id: string }
  await post({
    ...start,
    status: 'success',
    run_id,
    end_time: iso(startMs + 30_000),
    error_details: 'None',
    metadata
  })
}

async function open(path: string): Promise<{ page: Page; loads: () => number; errors: string[] }> {
  const page = await pageOnTestClock(context)
  const errors: string[] = []
  let loads = 0
  page.on('load', () => loads++)
  page.on('pageerror', e => errors.push(e.message))
  page.on('console', m => void (m.type() === 'error' && errors.push(m.text())))
  await page.goto(emu.url + path)
  return { page, loads: () => loads, errors }
}

/** The job page's Schedule section, as `fact: value` lines. */
const facts = (page: Page): Promise<string[]> =>
  page
    .locator('#schedule-box tr[data-key]')
    .evaluateAll(trs =>
      trs.map(tr => `${tr.children[0].textContent}: ${tr.children[1].textContent}`)
    )

describeInBrowser(
  `a scheduled job's pages in a browser${runInBrowser ? '' : ` (skipped: ${why})`}`,
  () => {
    beforeAll(async () => {
      emu = await startEmulator({ apiKey: KEY, now: () => now, hourlyLimit: 10_000 })
      // 08:00 to 09:30 New York time: the 08:30 and 09:00 slots ran no run.
      for (const m of [0, 15, 45, 75, 90]) await run(T0 + m * MIN + 5000)
      ;({ context, close: closeBrowser } = await launch({ width: 1200, height: 800 }))
    }, 60_000)
    afterAll(async () => {
      await closeBrowser?.()
      await emu?.close()
    })

    it("names the missed slots on the job's page in its zone, and says when it turns late, in place", async () => {
      const { page, loads, errors } = await open(`/job?name=${encodeURIComponent('ingest <b>')}`)
      expect(await facts(page)).toEqual([
        'Schedule: */15 * * * * in America/New_York, grace 2 min 0 s',
        'Standing: on time: a run came for its latest slot',
        'Next run expected: 2026-11-23 09:45 -05:00',
        'Missed slots: 2 slots missed since 2026-11-23 08:00 -05:00: 2026-11-23 08:30 -05:00, 2026-11-23 09:00 -05:00'
      ])
      // 09:47:01: the 09:45 slot's grace has passed with no run.
      now = T0 + 107 * MIN + 1000
      await until(
        async () => (await facts(page))[1]?.startsWith('Standing: late') ?? false,
        'the job late',
        page
      )
      expect(await facts(page)).toEqual([
        'Schedule: */15 * * * * in America/New_York, grace 2 min 0 s',
        'Standing: late: no run came for the 2026-11-23 09:45 -05:00 slot within its grace',
        'Next run expected: 2026-11-23 10:00 -05:00',
        'Missed slots: 3 slots missed since 2026-11-23 08:00 -05:00: 2026-11-23 08:30 -05:00, 2026-11-23 09:00 -05:00, 2026-11-23 09:45 -05:00'
      ])
      expect(loads()).toBe(1)
      expect(errors).toEqual([])
      await page.close()
    })

    it('puts a late job among the jobs in trouble on the overview, and clears it when a run comes', async () => {
      const { page, errors } = await open('/')
      const row = page.locator('[data-list="jobs"] > tr').first()
      const cell = (name: string) => row.locator(`[data-cell="${name}"]`).first()
      expect(await cell('health').textContent()).toBe('late')
      expect(await cell('schedule').textContent()).toBe(
        'late: no run for 09:45; 3 slots missed; next 10:00 (America/New_York)'
      )
      expect(await cell('schedule').getAttribute('title')).toBe(
        '*/15 * * * * in America/New_York; missed: 2026-11-23 08:30 -05:00, 2026-11-23 09:00 -05:00, 2026-11-23 09:45 -05:00'
      )
      expect(await page.title()).toBe('1 late · job-monitor')
      // The 09:45 run comes, late but not too late for its slot: no longer late, nor missed.
      now = T0 + 108 * MIN
      await run(T0 + 107 * MIN + 30_000)
      await until(async () => (await cell('health').textContent()) === 'healthy', 'healthy', page)
      expect(await cell('schedule').textContent()).toBe(
        'on time; 2 slots missed; next 10:00 (America/New_York)'
      )
      expect(await page.title()).toBe('1 job, none failing · job-monitor')
      expect(errors).toEqual([])
      await page.close()
    })
  }
)
