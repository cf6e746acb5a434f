// The system's Chromium driven by playwright-core, for the tests of the emulator's pages.
import { describe } from '@jest/globals'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'

export const CHROMIUM = '/usr/bin/chromium'
// CI installs Chromium (.ci/run), so there a missing browser is a failure, never a skip.
export const runInBrowser = existsSync(CHROMIUM) || process.env.CI === 'true'
export const why = `Chromium not found at ${CHROMIUM} (apt-get install chromium); with CI=true it runs anyway`
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

/** Polls until `check` holds (no fixed sleeps): the pages fetch their view every few seconds. */
export async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`the page never showed ${what}`)
    await new Promise(r => setTimeout(r, 100))
  }
}
