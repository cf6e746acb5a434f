// The pages' layout in a real browser (the system's Chromium, driven by playwright-core), with a
// history like a team's: long job names, a failed run quoting its failing step, a flaky suite, a
// slow export, a stalled consumer, a cancelled deploy, long log lines and 28 metadata values with
// URLs among them. At 500 px no page scrolls sideways; at 1400 px nothing runs past the right
// edge, an opened log on the run list included. It takes the screenshots docs/emulator.md shows:
// into docs/screenshots/emulator with UPDATE_SCREENSHOTS=1, else into a temporary folder.
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { describeInBrowser, launch, runInBrowser, why } from './browser.js'

const KEY = 'emu-layout-browser-key-0001'
const T0 = Date.parse('2026-11-26T08:00:00.000Z')
let now = T0
let emu: Emulator
const shots = process.env.UPDATE_SCREENSHOTS
  ? resolve('docs/screenshots/emulator')
  : mkdtempSync(join(tmpdir(), 'emulator-layout-shots-'))

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

const LONG_NAME = 'deploy / production-eu-west-1 (terraform apply, blue-green, canary 5%)'
const UNBROKEN = `artifact-${'0123456789abcdef'.repeat(12)}.tar.zst`
const LOG = [
  '##[group]Run npm test',
  ...Array.from({ length: 40 }, (_, i) => `PASS src/module-${i}.test.js (${(i % 7) + 1}.2 s)`),
  `FAIL src/app.test.js ${'▸ expected the total of the invoice batch to equal 2 '.repeat(12)}`,
  `    at Object.<anonymous> (${'/home/runner/work/app/app/'.repeat(8)}src/app.test.js:42:17)`,
  '##[error]Process completed with exit code 1.'
].join('\n')
const FAILED_DETAILS = [
  'Failed steps: Run npm test',
  '##[error]Process completed with exit code 1.',
  `FAIL src/app.test.js ${'▸ expected the total of the invoice batch to equal 2 '.repeat(4)}`
].join('\n')
const METADATA: Record<string, string | number> = {
  'github.repository': 'octo/app',
  'github.run_url': 'https://github.com/octo/app/actions/runs/4242/attempts/1',
  'github.job_url': 'https://github.com/octo/app/actions/runs/4242/job/77',
  'github.sha': '1111111111111111111111111111111111111111',
  'build.artifact': UNBROKEN,
  ...Object.fromEntries(Array.from({ length: 23 }, (_, i) => [`runner.fact_${i}`, `value ${i}`]))
}

/** One run of `job`: started `minutes` before now, `seconds` long, ended as `status` says. */
async function run(
  job: string,
  minutes: number,
  seconds: number,
  status: string,
  more: Record<string, unknown> = {}
): Promise<string> {
  const start = {
    job_name: job,
    status: 'running',
    run_id: '',
    start_time: iso(now - minutes * 60_000),
    end_time: null,
    error_details: null,
    metadata: METADATA
  }
  const id = JSON.parse((await post('/monitoring', start)) as string).run_id as string
  await post('/monitoring', {
    ...start,
    status,
    run_id: id,
    end_time: iso(now - minutes * 60_000 + seconds * 1000),
    error_details: status === 'success' ? 'None' : (more.error_details ?? 'exit code 1'),
    logs: more.logs ?? 'done\n',
    metadata: METADATA
  })
  return id
}

let failedRun = ''
let consumerRun = ''
let context: BrowserContext
let closeBrowser: () => Promise<void>

async function open(path: string, width: number): Promise<Page> {
  const page = await context.newPage()
  await page.setViewportSize({ width, height: 900 })
  await page.goto(emu.url + path)
  return page
}
/** How far the page reaches past its viewport's right edge (0 when it does not scroll sideways). */
const overflow = (page: Page): Promise<number> =>
  page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth'
  ) as Promise<number>
/** The elements shown whose right edge is past the viewport's, as tag#id.class. */
const pastTheEdge = (page: Page): Promise<string[]> =>
  page.evaluate(`(() => {
    const edge = document.documentElement.clientWidth + 0.5
    return [...document.body.querySelectorAll('*')]
      .filter(el => el.getClientRects().length > 0 && el.getBoundingClientRect().right > edge)
      .map(el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + '.' + el.getAttribute('class'))
  })()`) as Promise<string[]>
async function shot(page: Page, name: string) {
  const file = join(shots, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  expect(statSync(file).size).toBeGreaterThan(5000)
}

/**
 * Each cell of each list on the page against the view it was filled from (fetched by the page
 * itself): the cells whose text is not the field they name, as `list[key].field: "shown" !=
 * "sent"`. An empty cell of a field that holds text is one of them.
 */
const cellsAgainstView = (page: Page, view: string): Promise<string[]> =>
  page.evaluate(`(async () => {
    const data = await (await fetch(${JSON.stringify(view)} + location.search)).json()
    const out = []
    for (const list of document.querySelectorAll('[data-list]')) {
      const attr = 'data-' + (list.dataset.keyAttr || 'key')
      const field = list.dataset.keyField || 'key'
      const rows = new Map((data[list.dataset.list] || []).map(r => [String(r[field]), r]))
      for (const tr of list.children) {
        const row = rows.get(tr.getAttribute(attr))
        if (!row) { out.push(list.dataset.list + '[' + tr.getAttribute(attr) + ']: no such row'); continue }
        for (const cell of tr.querySelectorAll('[data-cell]')) {
          const name = cell.dataset.cell
          const sent = typeof row[name] === 'string' ? row[name] : '(' + typeof row[name] + ')'
          if (cell.textContent !== sent)
            out.push(list.dataset.list + '[' + tr.getAttribute(attr) + '].' + name + ': ' + JSON.stringify(cell.textContent) + ' != ' + JSON.stringify(sent))
        }
      }
    }
    return out
  })()`) as Promise<string[]>
/**
 * The texts meant to stay on one line that take more than one: numbers and durations, times,
 * states. Each as "text (lines)".
 */
const wrapped = (page: Page): Promise<string[]> =>
  page.evaluate(`(() => {
    const oneLine = 'td.num, time, .status, [data-cell="last_duration"], [data-cell="usual"]'
    return [...document.querySelectorAll(oneLine)]
      .filter(el => el.getClientRects().length > 0 && el.textContent.trim())
      .map(el => {
        const range = document.createRange()
        range.selectNodeContents(el)
        const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)))
        return [el.textContent, tops.size]
      })
      .filter(([, lines]) => lines > 1)
      .map(([text, lines]) => text + ' (' + lines + ' lines)')
  })()`) as Promise<string[]>

describeInBrowser(
  `the pages' layout in a browser${runInBrowser ? '' : ` (skipped: ${why})`}`,
  () => {
    beforeAll(async () => {
      mkdirSync(shots, { recursive: true })
      emu = await startEmulator({ apiKey: KEY, now: () => now, hourlyLimit: 10_000 })
      // A day of runs, oldest first.
      for (const [i, s] of [42, 40, 44, 41, 43].entries())
        await run('data-export', 600 - i * 60, s, 'success')
      await run('data-export', 90, 131, 'success')
      for (const [i, status] of ['success', 'failed', 'success', 'failed', 'success'].entries())
        await run('integration-suite', 500 - i * 60, 300 + i * 7, status)
      for (let i = 0; i < 6; i++) await run('nightly-build', 1400 - i * 240, 480 + i * 5, 'success')
      failedRun = await run('nightly-build', 45, 512, 'failed', {
        error_details: FAILED_DETAILS,
        logs: LOG
      })
      await run(LONG_NAME, 30, 95, 'cancelled', {
        error_details:
          "The job was cancelled: a newer run in the concurrency group 'deploy-refs/heads/main' took its place."
      })
      for (let i = 0; i < 4; i++) await run('backup', 300 - i * 60, 12, 'success')
      // A job that has run once: no usual duration to speak of yet.
      await run('cache-warm', 20, 3, 'success')
      // The nightly pipeline's notifications, as the client sends them: naming the run.
      for (const status of ['running', 'failed'])
        await post('/api/pipelines/nightly/notify', {
          status,
          message: `nightly-build ${status}`,
          metadata: {
            'job_monitor.job_name': 'nightly-build',
            ...(status === 'failed' ? { 'job_monitor.run_id': failedRun } : {})
          }
        })
      // A consumer beating every second, silent for half a minute since.
      const consumer = {
        job_name: 'stream-consumer',
        status: 'running',
        run_id: '',
        start_time: iso(now - 60_000),
        end_time: null,
        error_details: null
      }
      now -= 60_000
      consumerRun = JSON.parse((await post('/monitoring', consumer)) as string).run_id as string
      for (let i = 0; i < 30; i++) {
        now += 1000
        await post('/heartbeat', { job_name: 'stream-consumer', current_time: iso(now) })
      }
      now += 30_000
      ;({ context, close: closeBrowser } = await launch({ width: 1400, height: 900 }))
    }, 60_000)
    afterAll(async () => {
      await closeBrowser?.()
      await emu?.close()
      if (!process.env.UPDATE_SCREENSHOTS) rmSync(shots, { recursive: true, force: true })
    })

    it('shows trouble first on the overview, counted in its title', async () => {
      const page = await open('/', 1400)
      expect(await page.title()).toBe('1 failing, 1 stalled, 1 cancelled, 1 flaky · job-monitor')
      const rows = await page
        .locator('[data-list="jobs"] tr')
        .evaluateAll(trs =>
          trs.map(tr => [
            tr.getAttribute('data-key'),
            tr.querySelector('[data-cell="health"]')?.textContent
          ])
        )
      expect(rows.slice(0, 4)).toEqual([
        ['nightly-build', 'failing'],
        ['stream-consumer', 'stalled'],
        [LONG_NAME, 'cancelled'],
        ['integration-suite', 'flaky']
      ])
      const slow = page.locator('tr[data-key="data-export"] [data-cell="slow"]')
      expect(await slow.textContent()).toBe('slower than usual')
      expect(await slow.isVisible()).toBe(true)
      expect(await pastTheEdge(page)).toEqual([])
      await shot(page, 'overview-1400')
      await page.close()
    })

    it('scrolls no page sideways at 500 px', async () => {
      for (const [path, name] of [
        ['/', 'overview-500'],
        ['/job?name=nightly-build', 'job-500'],
        [`/run?id=${failedRun}`, 'run-500'],
        ['/runs', 'runs-500']
      ]) {
        const page = await open(path, 500)
        if (path.startsWith('/run?')) await page.locator('#more summary').click()
        expect([path, await overflow(page)]).toEqual([path, 0])
        await shot(page, name)
        await page.close()
      }
    })

    it('keeps an opened log on the run list, and a run page, within the edge at 1400 px', async () => {
      const runs = await open('/runs', 1400)
      await runs.locator(`tr[data-run-id="${failedRun}"] details summary`).click()
      const pre = runs.locator(`tr[data-run-id="${failedRun}"] details pre`)
      expect(await pre.isVisible()).toBe(true)
      expect(await pastTheEdge(runs)).toEqual([])
      expect(await overflow(runs)).toBe(0)
      await shot(runs, 'runs-log-1400')
      await runs.close()

      const page = await open(`/run?id=${failedRun}`, 1400)
      // It leads with why: the failing step and the line it quotes, above the log.
      const top = (selector: string) =>
        page.locator(selector).evaluate(el => el.getBoundingClientRect().top)
      expect(await page.locator('[data-bind="failing_step"]').textContent()).toBe('Run npm test')
      expect(await top('#why')).toBeLessThan(await top('#log'))
      expect(await top('#log')).toBeLessThan(await top('#more'))
      await page.locator('#more summary').click()
      const link = page.locator('a[href="https://github.com/octo/app/actions/runs/4242/job/77"]')
      expect(await link.first().getAttribute('rel')).toBe('noopener noreferrer')
      expect(await pastTheEdge(page)).toEqual([])
      await shot(page, 'run-1400')
      await page.close()
    })

    it('shows every cell of every table as its view sends it, on one line where it is a number or a time', async () => {
      const pages: Array<[string, string]> = [
        ['/', '/_emulator/pages/overview'],
        ['/runs', '/_emulator/pages/runs'],
        ['/job?name=nightly-build', '/_emulator/pages/job'],
        [`/job?name=${encodeURIComponent(LONG_NAME)}`, '/_emulator/pages/job'],
        ['/pipelines', '/_emulator/pages/pipelines'],
        ['/requests', '/_emulator/pages/requests']
      ]
      for (const width of [1400, 500])
        for (const [path, view] of pages) {
          const page = await open(path, width)
          expect([width, path, await cellsAgainstView(page, view)]).toEqual([width, path, []])
          expect([width, path, await wrapped(page)]).toEqual([width, path, []])
          await page.close()
        }
    })

    it("fills the job page's Started column, and lists runs newest first by start", async () => {
      for (const width of [1400, 500]) {
        const job = await open('/job?name=nightly-build', width)
        const started = job.locator('[data-list="runs"] [data-cell="start_ago"]')
        expect(await started.count()).toBe(7)
        for (const text of await started.allTextContents())
          expect(text).toMatch(/^\d+ (min|h) ago$/)
        expect(await started.first().isVisible()).toBe(true)
        await job.close()
        const runs = await open('/runs', width)
        const times = await runs
          .locator('#run-rows time')
          .evaluateAll(ts => ts.map(t => Date.parse(t.getAttribute('datetime') ?? '')))
        expect(times.length).toBe(25)
        expect(times).toEqual([...times].sort((a, b) => b - a))
        await runs.close()
      }
    })

    it('says a cancel as a cancel: in trouble, by what, and when', async () => {
      for (const width of [1400, 500]) {
        const page = await open('/', width)
        const row = page.locator(`[data-list="jobs"] tr[data-key="${LONG_NAME}"]`)
        expect(await row.locator('[data-cell="health"]').textContent()).toBe('cancelled')
        const line = row.locator('[data-cell="health_line"]')
        expect(await line.textContent()).toBe(
          "its last run was cancelled 28 min ago: The job was cancelled: a newer run in the concurrency group 'deploy-refs/heads/main' took its place."
        )
        expect(await line.isVisible()).toBe(true)
        await page.close()
      }
      const job = await open(`/job?name=${encodeURIComponent(LONG_NAME)}`, 1400)
      expect(await job.title()).toBe(`${LONG_NAME}: cancelled · job-monitor`)
      expect(await job.locator('[data-bind="last_run"]').textContent()).toMatch(
        /^Last run: cancelled \(The job was cancelled: a newer run .* took its place\.\), started 30 min ago, ended 28 min ago, took 1 min 35 s\.$/
      )
      await job.close()
    })

    it("says on a stalled run's page how long it has been silent and when it was last heard from", async () => {
      for (const width of [1400, 500]) {
        const page = await open(`/run?id=${consumerRun}`, width)
        expect(await page.title()).toBe('stream-consumer: stalled · job-monitor')
        const lead = (await page.locator('#why > p').first().innerText()).replace(/\s+/g, ' ')
        expect(lead).toBe(
          'stalled, silent 30 s started 1 min ago, 1 min 0 s so far; last heartbeat 30 s ago'
        )
        expect(await page.locator('#why time[data-bind="heard_ago"]').getAttribute('title')).toBe(
          '2026-11-26 07:59:30 UTC'
        )
        expect(await page.locator('[data-bind="reason"]').textContent()).toMatch(
          /^No word from it for 30 s: /
        )
        // No empty log box: the heading says why there is nothing to show.
        expect(await page.locator('#log-box').isVisible()).toBe(false)
        expect(await page.locator('[data-bind="logs_title"]').textContent()).toBe(
          'No logs yet: a run sends its logs with its end report.'
        )
        expect(await overflow(page)).toBe(0)
        await shot(page, `run-stalled-${width}`)
        await page.close()
      }
    })

    it('fits many jobs on a narrow screen, each a short card, and no usual duration of one run', async () => {
      const page = await open('/', 500)
      const cards = await page
        .locator('[data-list="jobs"] tr')
        .evaluateAll(trs => trs.map(tr => tr.getBoundingClientRect()))
      // The first screen (900 px, its heading included) holds six whole jobs or more: a card is
      // four short lines, more only for a long name or a long reason.
      expect(cards.filter(c => c.bottom <= 900).length).toBeGreaterThanOrEqual(6)
      const heights = cards.map(c => c.height).sort((a, b) => a - b)
      expect(heights[Math.floor(heights.length / 2)]).toBeLessThanOrEqual(120)
      const once = page.locator('[data-list="jobs"] tr[data-key="cache-warm"]')
      expect(await once.innerText()).toMatch(/last 3\.0 s/)
      expect(await once.innerText()).not.toMatch(/usual|median/)
      expect(await page.locator('body').innerText()).not.toMatch(/median \d/)
      await page.close()
    })

    it('links each pipeline to the run its notifications name', async () => {
      for (const width of [1400, 500]) {
        const page = await open('/pipelines', width)
        const link = page.locator(
          '[data-list="pipelines"] tr[data-key="nightly"] [data-cell="run_label"]'
        )
        expect(await link.textContent()).toBe(`nightly-build (${failedRun})`)
        expect(await link.getAttribute('href')).toBe(`/run?id=${failedRun}`)
        await link.click()
        await page.waitForURL(url => url.pathname === '/run')
        expect(await page.title()).toBe('nightly-build: failed · job-monitor')
        await page.close()
      }
    })
  }
)
