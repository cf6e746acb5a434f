// The run page in a real browser (the system's Chromium, driven by playwright-core): it updates
// in place, keeps what the user opened, and shows text from requests as text.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import type { BrowserContext, Page } from 'playwright-core'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { describeInBrowser, launch, pageOnTestClock, runInBrowser, until, why } from './browser.js'

const KEY = 'emu-page-key-0001'
const HOSTILE = `<img src=x onerror="document.title='pwned'">`
let emu: Emulator
let context: BrowserContext
let closeBrowser: () => Promise<void>

async function post(path: string, body: unknown): Promise<string> {
  const res = await fetch(emu.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: KEY },
    body: JSON.stringify(body)
  })
  expect(res.status).toBe(200)
  return res.text()
}

async function startRun(jobName: string, logs?: string): Promise<string> {
  const answer = await post('/monitoring', {
    job_name: jobName,
    status: 'running',
    run_id: '',
    start_time: '2026-11-22T10:00:00.000+00:00',
    end_time: null,
    error_details: null,
    ...(logs === undefined ? {} : { logs })
  })
  return JSON.parse(JSON.parse(answer)).run_id
}

const rowOf = (page: Page, runId: string) => page.locator(`tr[data-run-id="${runId}"]`)
const shows = (page: Page, runId: string) => async () => (await rowOf(page, runId).count()) === 1

describeInBrowser(`the run page in a browser${runInBrowser ? '' : ` (skipped: ${why})`}`, () => {
  beforeAll(async () => {
    emu = await startEmulator({ apiKey: KEY })
    ;({ context, close: closeBrowser } = await launch())
  }, 60_000)
  afterAll(async () => {
    await closeBrowser?.()
    await emu?.close()
  })

  it('keeps an opened log open, and its scroll, while new runs arrive in place', async () => {
    const lines = Array.from({ length: 400 }, (_, i) => `line ${i}`).join('\n')
    const older = await startRun('older job', 'old logs')
    const opened = await startRun('nightly', lines)
    const page = await pageOnTestClock(context)
    let loads = 0
    page.on('load', () => loads++)
    await page.goto(emu.url + '/runs')
    expect(loads).toBe(1)
    // A mark a reload would wipe.
    await page.evaluate('window.mark = 1')

    const details = rowOf(page, opened).locator('details')
    await details.locator('summary').click()
    await details.locator('pre').evaluate(pre => (pre.scrollTop = 300))
    await page.evaluate('window.scrollTo(0, 60)')
    expect(await page.evaluate('window.scrollY')).toBeGreaterThan(0)
    const top = () => rowOf(page, opened).evaluate(tr => tr.getBoundingClientRect().top)
    const rowTop = await top()

    const arrived = await startRun('deploy', 'new logs')
    await post('/heartbeat', { job_name: 'nightly', current_time: '2026-11-22T10:00:30Z' })
    await until(shows(page, arrived), 'the new run', page)
    const beats = rowOf(page, opened).locator('[data-cell="heartbeats"]')
    await until(async () => (await beats.textContent()) === '1', "the opened run's heartbeat", page)

    expect(await details.evaluate(d => d.hasAttribute('open'))).toBe(true)
    expect(await details.locator('pre').evaluate(pre => pre.scrollTop)).toBe(300)
    expect(await page.evaluate('window.mark')).toBe(1)
    expect(loads).toBe(1)
    // The row being read did not jump, though a row arrived above it.
    expect(Math.abs((await top()) - rowTop)).toBeLessThanOrEqual(1)
    const order = await page
      .locator('tr[data-run-id]')
      .evaluateAll(trs => trs.map(tr => tr.getAttribute('data-run-id')))
    expect(order).toEqual([arrived, opened, older])

    // The open log takes its run's end logs in place, at the same scroll.
    const more = `${lines}\n${Array.from({ length: 50 }, (_, i) => `end ${i}`).join('\n')}`
    await post('/monitoring', {
      job_name: 'nightly',
      status: 'success',
      run_id: opened,
      start_time: '2026-11-22T10:00:00.000+00:00',
      end_time: '2026-11-22T10:05:00.000+00:00',
      error_details: 'None',
      logs: more
    })
    const pre = details.locator('pre')
    await until(async () => (await pre.textContent()) === more, "the opened run's end logs", page)
    expect(await pre.evaluate(p => p.scrollTop)).toBe(300)
    expect(await details.evaluate(d => d.hasAttribute('open'))).toBe(true)
    expect(loads).toBe(1)
    await page.close()
  })

  it('shows job names and logs that hold markup as text, on load and as runs arrive', async () => {
    const scriptInLogs = `</pre><script>document.title='pwned'</script>`
    const first = await startRun(HOSTILE, scriptInLogs)
    const page = await pageOnTestClock(context)
    const errors: string[] = []
    page.on('pageerror', e => errors.push(e.message))
    // A Content-Security-Policy refusal (of the page's own script or style) is logged here.
    page.on('console', m => void (m.type() === 'error' && errors.push(m.text())))
    await page.goto(emu.url + '/runs')
    const arrived = await startRun(`${HOSTILE} later`, HOSTILE)
    await until(shows(page, arrived), 'the new run', page)

    const text = (runId: string, selector: string) =>
      rowOf(page, runId).locator(selector).textContent()
    // A log is fetched when it is opened.
    await rowOf(page, arrived).locator('summary').click()
    await until(async () => (await text(arrived, 'pre')) === HOSTILE, "the new run's log", page)
    expect(await text(first, '[data-cell="job_name"]')).toBe(HOSTILE)
    expect(await text(first, 'pre')).toBe(scriptInLogs)
    expect(await text(arrived, '[data-cell="job_name"]')).toBe(`${HOSTILE} later`)
    expect(await text(arrived, 'pre')).toBe(HOSTILE)
    expect(await page.locator('img').count()).toBe(0)
    expect(await page.locator('script').count()).toBe(1)
    expect(await page.title()).toBe('job-monitor: runs')
    expect(errors).toEqual([])
    await page.close()
  })
  it("shows a run's context and metadata only once they are sent, as they arrive", async () => {
    const runId = await startRun('scheduled')
    const page = await pageOnTestClock(context)
    const errors: string[] = []
    page.on('pageerror', e => errors.push(e.message))
    page.on('console', m => void (m.type() === 'error' && errors.push(m.text())))
    await page.goto(`${emu.url}/run?id=${runId}`)
    const box = (id: string) => page.locator(`#${id}-box`)
    // Nothing sent: no heading above an empty table, no "No metadata.".
    expect(await box('context').isVisible()).toBe(false)
    expect(await box('metadata').isVisible()).toBe(false)
    expect(await page.locator('body').innerText()).not.toMatch(/No metadata|Context|Metadata/)
    await post('/monitoring', {
      job_name: 'scheduled',
      status: 'failed',
      run_id: runId,
      start_time: '2026-11-22T10:00:00.000+00:00',
      end_time: '2026-11-22T10:10:00.000+00:00',
      error_details: `The job exceeded its time limit of 10 minutes (timeout-minutes).\n${HOSTILE}`,
      metadata: {
        'job_monitor.end_reason': HOSTILE,
        'job_monitor.queue_seconds': 12,
        'job_monitor.schedule.lag_seconds': 300,
        'job_monitor.schedule.missed_slots': 1,
        'job_monitor.attempt': '2',
        'job_monitor.previous_attempt_result': 'failure'
      }
    })
    await until(async () => box('context').isVisible(), 'the context', page)
    const facts = await page
      .locator('[data-list="context"] tr')
      .evaluateAll(trs => trs.map(tr => [...tr.children].map(c => c.textContent)))
    expect(facts).toEqual([
      [
        'Why it ended',
        `The job exceeded its time limit of 10 minutes (timeout-minutes). (${HOSTILE})`
      ],
      ['Queued', '12.0 s'],
      ['Schedule', '5 min 0 s late'],
      ['Missed slots', '1'],
      ['Attempt', '2 (the attempt before: failure)']
    ])
    // The metadata comes last, collapsed: there once it is opened.
    await page.locator('#more summary').click()
    expect(await box('metadata').isVisible()).toBe(true)
    expect(await page.locator('img').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})
