// The emulator's pages in a real browser (the system's Chromium, driven by playwright-core): the
// run list's filters and a run going stalled and back, a run's page keeping its log search
// through live updates, a job's chart, pipelines and the request record. It takes the
// screenshots docs/emulator.md shows: into docs/screenshots/emulator with UPDATE_SCREENSHOTS=1,
// else into a temporary folder.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { describeInBrowser, launch, pageOnTestClock, runInBrowser, until, why } from './browser.js'

const KEY = 'emu-pages-browser-key-0001'
let emu: Emulator
let context: BrowserContext
let closeBrowser: () => Promise<void>
/** The emulator's clock runs ahead of the real one by this much: how a run is made stalled. */
let ahead = 0
const shots = process.env.UPDATE_SCREENSHOTS
  ? resolve('docs/screenshots/emulator')
  : mkdtempSync(join(tmpdir(), 'emulator-shots-'))

const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00')
async function post(path: string, body: unknown) {
  const res = await fetch(emu.url + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: path.startsWith('/api/') ? `Bearer ${KEY}` : KEY
    },
    body: JSON.stringify(body)
  })
  expect(res.status).toBe(200)
  return res.json()
}
async function run(job: string, minutes: number, status: string | null, logs = '') {
  const start = {
    job_name: job,
    status: 'running',
    run_id: '',
    start_time: iso(Date.now() + ahead - minutes * 60_000),
    end_time: null,
    error_details: null,
    metadata: { branch: 'main', runner: 'build-box-2' },
    tags: ['nightly'],
    logs
  }
  const id = JSON.parse((await post('/monitoring', start)) as string).run_id as string
  if (status) {
    await post('/monitoring', {
      ...start,
      status,
      run_id: id,
      end_time: iso(Date.now() + ahead),
      error_details: status === 'failed' ? 'exit code 2: tests failed' : 'None'
    })
  }
  return id
}
const beat = (job: string) =>
  post('/heartbeat', { job_name: job, current_time: iso(Date.now() + ahead) })

async function open(path: string): Promise<{ page: Page; errors: string[]; loads: () => number }> {
  const page = await pageOnTestClock(context)
  const errors: string[] = []
  let loads = 0
  page.on('load', () => loads++)
  page.on('pageerror', e => errors.push(e.message))
  // A Content-Security-Policy refusal of the page's own script or style is logged here.
  page.on('console', m => void (m.type() === 'error' && errors.push(m.text())))
  await page.goto(emu.url + path)
  return { page, errors, loads: () => loads }
}
async function shot(page: Page, name: string) {
  const file = join(shots, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  expect(statSync(file).size).toBeGreaterThan(5000)
}

const LOG = Array.from({ length: 300 }, (_, i) =>
  i % 50 === 7 ? `step ${i}: ERROR could not reach the cache` : `step ${i}: ok`
).join('\n')

describeInBrowser(
  `the emulator's pages in a browser${runInBrowser ? '' : ` (skipped: ${why})`}`,
  () => {
    let deploy: string
    let backupRun = ''
    beforeAll(async () => {
      mkdirSync(shots, { recursive: true })
      emu = await startEmulator({
        apiKey: KEY,
        now: () => Date.now() + ahead,
        heartbeatIntervalSeconds: 60,
        hourlyLimit: 10_000
      })
      for (const [minutes, status] of [
        [4, 'success'],
        [6, 'success'],
        [9, 'failed'],
        [5, 'success'],
        [7, 'success']
      ] as const) {
        await run('nightly-build', minutes, status, 'built\n')
      }
      const backup = await run('backup', 2, 'success')
      deploy = await run('deploy', 3, null, LOG)
      await beat('deploy')
      // As the client sends a run's notifications: naming its job, and at the end its run.
      const of = { 'job_monitor.job_name': 'backup' }
      await post('/api/pipelines/release-42/notify', {
        status: 'running',
        message: 'building',
        metadata: of
      })
      await post('/api/pipelines/release-42/notify', {
        status: 'success',
        message: 'shipped',
        metadata: { ...of, 'job_monitor.run_id': backup }
      })
      backupRun = backup
      await post('/api/pipelines/docs/notify', { status: 'failed', message: 'link check failed' })
      ;({ context, close: closeBrowser } = await launch({ width: 1200, height: 800 }))
    }, 60_000)
    afterAll(async () => {
      await closeBrowser?.()
      await emu?.close()
      if (!process.env.UPDATE_SCREENSHOTS) rmSync(shots, { recursive: true, force: true })
    })

    it('filters the run list in place, and shows a silent run as stalled until it beats', async () => {
      const { page, errors, loads } = await open('/runs')
      const states = () =>
        page
          .locator('#run-rows tr')
          .evaluateAll(trs => trs.map(tr => tr.querySelector('[data-cell="status"]')?.textContent))
      await shot(page, 'runs')
      await page.selectOption('#filter-status', 'failed')
      await until(async () => (await states()).join() === 'failed', 'only the failed run', page)
      expect(new URL(page.url()).search).toBe('?status=failed')
      await page.selectOption('#filter-status', '')
      await page.fill('#filter-job', 'deploy')
      await until(async () => (await states()).join() === 'running', 'only the deploy run', page)

      // Past next_expected and the grace (60 s + 30 s) without a heartbeat.
      ahead += 120_000
      const status = page.locator(`tr[data-run-id="${deploy}"] [data-cell="status"]`)
      await until(
        async () => /^stalled, silent \d+ (s|min)$/.test((await status.textContent()) ?? ''),
        'stalled',
        page
      )
      expect(await status.getAttribute('class')).toBe('status status-stalled')
      await shot(page, 'runs-stalled')
      await beat('deploy')
      await until(async () => (await status.textContent()) === 'running', 'running again', page)
      expect(await status.getAttribute('class')).toBe('status status-running')
      expect(loads()).toBe(1)
      expect(errors).toEqual([])
      await page.close()
    })

    it("keeps a run page's log search through live updates", async () => {
      const { page, errors, loads } = await open(`/run?id=${deploy}`)
      await page.evaluate('window.mark = 1')
      const log = page.locator('#log')
      expect(await log.textContent()).toBe(LOG)
      await page.fill('#log-search', 'error')
      const found = LOG.split('\n')
        .map((line, i) => `${i + 1}: ${line}`)
        .filter(line => line.includes('ERROR'))
      await until(
        async () => (await log.textContent()) === found.join('\n'),
        'the matching lines',
        page
      )
      expect(await page.locator('#log-matches').textContent()).toBe(
        `${found.length} of 300 lines hold "error"`
      )
      const marks = () => page.locator('svg[data-chart="timeline"] rect.mark-heartbeat').count()
      const before = await marks()
      // Two live updates, each bringing a heartbeat to the timeline.
      for (let i = 1; i <= 2; i++) {
        await beat('deploy')
        await until(
          async () => (await marks()) === before + i,
          `heartbeat ${i} on the timeline`,
          page
        )
      }
      expect(await page.inputValue('#log-search')).toBe('error')
      expect(await log.textContent()).toBe(found.join('\n'))
      expect(await page.locator('[data-bind="heartbeats"]').textContent()).toMatch(
        /^\d+, the last \d+ s ago \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)$/
      )
      expect(await page.evaluate('window.mark')).toBe(1)
      expect(loads()).toBe(1)
      await page.fill('#log-search', '')
      await shot(page, 'run')
      expect(errors).toEqual([])
      await page.close()
    })

    it("draws a job's durations and success rate, and lists pipelines and requests", async () => {
      const job = await open('/job?name=nightly-build')
      const bars = job.page.locator('svg[data-chart="chart"] rect')
      // By start time, oldest on the left: the failed run started 9 minutes ago.
      expect(await bars.evaluateAll(rs => rs.map(r => r.getAttribute('class')))).toEqual([
        'bar-failed',
        'bar-success',
        'bar-success',
        'bar-success',
        'bar-success'
      ])
      expect(await job.page.locator('[data-bind="summary"]').textContent()).toBe(
        '5 runs kept, 0 running, 0 stalled; 80% of the ended runs succeeded.'
      )
      const labels = () =>
        job.page.locator('svg[data-chart="chart"] text.axis-label').allTextContents()
      // The longest (9 min) and the shortest (4 min) of the runs, their times as the page's.
      expect(await labels()).toEqual([
        expect.stringMatching(/^9 min \d+ s$/),
        expect.stringMatching(/^4 min \d+ s$/)
      ])
      await run('nightly-build', 3, 'success')
      await until(async () => (await bars.count()) === 6, 'the new run in the chart', job.page)
      expect(await labels()).toEqual([
        expect.stringMatching(/^9 min \d+ s$/),
        expect.stringMatching(/^3 min \d+ s$/)
      ])
      // Every run's Started cell says how long ago it started (docs/screenshots/emulator/job.png).
      const started = await job.page
        .locator('[data-list="runs"] [data-cell="start_ago"]')
        .allTextContents()
      expect(started).toHaveLength(6)
      for (const ago of started) expect(ago).toMatch(/^\d+ (s|min) ago$/)
      await shot(job.page, 'job')
      expect(job.errors).toEqual([])

      const pipelines = await open('/pipelines')
      const rows = pipelines.page.locator('[data-list="pipelines"] tr')
      expect(await rows.evaluateAll(trs => trs.map(tr => tr.dataset.key))).toEqual([
        'docs',
        'release-42'
      ])
      await post('/api/pipelines/hotfix/notify', { status: 'running', message: 'started' })
      await until(async () => (await rows.count()) === 3, 'the new pipeline', pipelines.page)
      // Each latest notification as how long ago, the time in UTC on hover; the script fills
      // the new pipeline's row and hides its empty slots.
      const latest = (key: string): Promise<string[][]> =>
        pipelines.page
          .locator(`tr[data-key="${key}"] .recent li:not([hidden])`)
          .evaluateAll(lis =>
            lis.map(li => [li.querySelector('time')?.title ?? '', li.textContent ?? ''])
          )
      const utc = expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/)
      expect(await latest('hotfix')).toEqual([
        [utc, expect.stringMatching(/^\d+ (?:s|min) ago running: started$/)]
      ])
      expect(await latest('release-42')).toEqual([
        [utc, expect.stringMatching(/^\d+ (?:s|min) ago success: shipped$/)],
        [utc, expect.stringMatching(/^\d+ (?:s|min) ago running: building$/)]
      ])
      // Each pipeline leads to the run its notifications name; one that names none, nowhere.
      const runOf = pipelines.page.locator('tr[data-key="release-42"] [data-cell="run_label"]')
      expect(await runOf.textContent()).toBe(`backup (${backupRun})`)
      expect(await runOf.getAttribute('href')).toBe(`/run?id=${backupRun}`)
      expect(
        await pipelines.page
          .locator('tr[data-key="hotfix"] [data-cell="run_label"]')
          .getAttribute('href')
      ).toBeNull()
      await shot(pipelines.page, 'pipelines')
      expect(pipelines.errors).toEqual([])

      const requests = await open('/requests')
      await fetch(emu.url + '/monitoring', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: KEY },
        body: JSON.stringify({ job_name: 'sloppy', status: 'running', start_time: 'yesterday' })
      })
      const rules = requests.page.locator('[data-list="requests"] tr:first-child .rules')
      await until(
        async () => /run_id is required/.test((await rules.textContent()) ?? ''),
        'the rules broken',
        requests.page
      )
      await shot(requests.page, 'requests')
      expect(requests.errors).toEqual([])
    })

    it('keeps one row per job on the landing page, up to date in place', async () => {
      // A scheduled job the action reported late, with slots missed, under a name that is markup.
      const hostile = `<img src=x onerror="document.title='pwned'">`
      const start = {
        job_name: hostile,
        status: 'running',
        run_id: '',
        start_time: iso(Date.now() + ahead - 65_000),
        end_time: null,
        error_details: null
      }
      const id = JSON.parse((await post('/monitoring', start)) as string).run_id as string
      await post('/monitoring', {
        ...start,
        run_id: id,
        status: 'success',
        end_time: iso(Date.now() + ahead - 5_000),
        error_details: 'None',
        metadata: {
          'job_monitor.schedule.lag_seconds': 420,
          'job_monitor.schedule.missed_slots': 2
        }
      })
      const { page, errors, loads } = await open('/')
      const row = (job: string) =>
        page.locator(`[data-list="jobs"] tr[data-key=${JSON.stringify(job)}]`)
      const cells = async (job: string) =>
        page
          .locator('[data-list="jobs"] tr')
          .evaluateAll(
            (trs, key) =>
              Object.fromEntries(
                [
                  ...(trs
                    .find(tr => tr.getAttribute('data-key') === key)
                    ?.querySelectorAll('[data-cell]') ?? [])
                ].map(c => [c.getAttribute('data-cell'), c.textContent])
              ),
            job
          )
      expect(await page.locator('[data-list="jobs"] tr').count()).toBe(4)
      expect(await cells(hostile)).toEqual({
        job_name: hostile,
        status: 'success',
        health: 'healthy',
        health_line: 'its one ended run succeeded',
        last_ago: '1 min ago',
        failed_ago: 'none kept',
        last_duration: '1 min 0 s',
        usual: '',
        slow: '',
        success: '100%',
        runs: '1',
        schedule: 'last 7 min 0 s late, 2 slots missed'
      })
      // nightly-build failed once in its five runs, and passed last: flaky.
      expect(await page.title()).toBe('1 flaky · job-monitor')
      const nightly = row('nightly-build')
      expect(await nightly.locator('a').getAttribute('href')).toBe('/job?name=nightly-build')
      expect(await nightly.locator('[data-cell="last_ago"]').getAttribute('title')).toMatch(
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/
      )
      const segments = nightly.locator('svg line.spark')
      const before = await segments.count()
      expect(before).toBeGreaterThan(1)
      await run('nightly-build', 1, 'failed')
      await until(
        async () => (await segments.count()) === before + 1,
        'the new duration in the sparkline',
        page
      )
      expect((await cells('nightly-build')).status).toBe('failed')
      // The title follows in place: a pinned tab tells.
      await until(async () => (await page.title()) === '1 failing · job-monitor', 'the title', page)
      expect(await page.locator('h1').textContent()).toBe('Jobs: 1 failing of 4 jobs')
      await shot(page, 'jobs')
      expect(loads()).toBe(1)
      await page.click('text=the run list')
      await page.waitForURL(url => url.pathname === '/runs')
      expect(errors).toEqual([])
      await page.close()
    })

    it("adds a job whose name is one of an object's own words, and keeps updating the page", async () => {
      const { page, errors } = await open('/')
      const keys = () =>
        page
          .locator('[data-list="jobs"] tr')
          .evaluateAll(trs => trs.map(tr => tr.getAttribute('data-key')))
      for (const name of ['constructor', '__proto__', 'toString']) await run(name, 1, 'success')
      await until(
        async () => {
          const shown = await keys()
          return ['constructor', '__proto__', 'toString'].every(k => shown.includes(k))
        },
        'the rows of the new jobs',
        page
      )
      await run('after them', 1, 'success')
      await until(async () => (await keys()).includes('after them'), 'a later job', page)
      expect(await page.locator('#updated').textContent()).toMatch(/^Updated /)
      expect(errors).toEqual([])
      await page.close()
    })
  }
)
