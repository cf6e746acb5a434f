// The system's Chromium driven by playwright-core, for the tests of the emulator's pages.
import { describe } from '@jest/globals'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { PAGE_POLL_MS } from '../../src/emulator/pages/page-script.js'

/**
 * Where each OS keeps a Chromium: Debian's package (what .ci/run installs), and the Google Chrome
 * the hosted GitHub runners carry. JOB_MONITOR_TEST_BROWSER names another.
 */
const BROWSERS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
  darwin: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe'
  ]
}
const candidates = process.env.JOB_MONITOR_TEST_BROWSER
  ? [process.env.JOB_MONITOR_TEST_BROWSER]
  : (BROWSERS[process.platform] ?? [])
export const CHROMIUM = candidates.find(p => existsSync(p)) ?? candidates[0] ?? 'chromium'
// CI has a browser (.ci/run installs Chromium; the hosted runners carry Chrome), so there a
// missing browser is a failure, never a skip.
export const runInBrowser = existsSync(CHROMIUM) || process.env.CI === 'true'
export const why = `no Chromium at ${candidates.join(', ') || CHROMIUM} (apt-get install chromium, or set JOB_MONITOR_TEST_BROWSER); with CI=true it runs anyway`
if (!runInBrowser) process.stderr.write(`browser tests skipped: ${why}\n`)
export const describeInBrowser = runInBrowser ? describe : describe.skip

/** A fresh profile per run (a persistent context is how playwright takes --user-data-dir). */
export async function launch(viewport = { width: 1000, height: 400 }) {
  const profile = mkdtempSync(join(tmpdir(), 'emulator-chromium-'))
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  })
  return {
    context,
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }
}

/**
 * A new page whose timers run on a clock the test moves: the pages fetch their view every
 * PAGE_POLL_MS, and waiting for that in real time made these tests wait seconds for nothing.
 */
export async function pageOnTestClock(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.clock.install()
  return page
}

/**
 * Polls until `check` holds (no fixed sleeps). With a page on the test's clock, each round moves
 * the page's clock on by one poll interval, so the page fetches its view at once.
 */
export async function until(
  check: () => Promise<boolean>,
  what: string,
  page?: Page
): Promise<void> {
  const end = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`the page never showed ${what}`)
    if (page) await page.clock.runFor(PAGE_POLL_MS)
    await new Promise(r => setTimeout(r, page ? 20 : 100))
  }
}
