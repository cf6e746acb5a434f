/**
 * What the built steps load. @actions/core brings @actions/http-client (and all of undici, most
 * of what a step would otherwise parse) for its OIDC client alone, and @actions/exec for its
 * platform helpers alone; the bundles load each on first use (getIDToken(), platform.getDetails()),
 * which no step makes, so main and post never load the HTTP client unless a proxy is in play,
 * where our own transport needs it, and never the toolkit's process runner. A module hook
 * preloaded into each step records every bundle file node loaded. Build first (npm run build).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { Job, bundles, repoRoot } from '../../scripts/demo/runner.mjs'

const KEY = 'jm-lazy-bundles-secret-3f9a0c27e1b4d685'
/** Text only undici's own code carries. */
const UNDICI = "Symbol.for('undici.error.UND_ERR')"
/** Text only @actions/exec carries. */
const TOOL_RUNNER = 'class ToolRunner'

let em: Emulator
let dir: string
let hook: string

beforeAll(async () => {
  if (!existsSync(bundles.main)) throw new Error('build the bundles first: npm run build')
  em = await startEmulator({ apiKey: KEY })
  dir = mkdtempSync(join(tmpdir(), 'jm-lazy-bundles-'))
  hook = join(dir, 'hook.mjs')
  writeFileSync(
    hook,
    [
      "import { registerHooks } from 'node:module'",
      "import { appendFileSync } from 'node:fs'",
      'registerHooks({',
      '  load(url, context, next) {',
      "    if (url.startsWith('file:')) appendFileSync(process.env.JM_LOADED_FILE, url + '\\n')",
      '    return next(url, context)',
      '  }',
      '})'
    ].join('\n')
  )
})
afterAll(async () => {
  await em?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The bundle files main and then post loaded, each step's own list. */
async function loadedBy(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const job = new Job({ env })
  const lists = {
    main: join(dir, `main-${job.trackingId}`),
    post: join(dir, `post-${job.trackingId}`)
  }
  const step = (which: 'main' | 'post') => ({
    env: { NODE_OPTIONS: `--import ${hook}`, JM_LOADED_FILE: lists[which] }
  })
  try {
    const main = await job.main({ 'api-key': KEY, 'job-name': 'lazy', ...inputs }, step('main'))
    const post = await job.post({ 'api-key': KEY, 'job-name': 'lazy', ...inputs }, step('post'))
    expect([main.code, post.code]).toEqual([0, 0])
  } finally {
    job.dispose()
  }
  const read = (file: string): string[] =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(u => u.includes('/dist/'))
          .map(u => new URL(u).pathname)
      : []
  return { main: read(lists.main), post: read(lists.post) }
}

const carrying =
  (marker: string) =>
  (files: string[]): string[] =>
    files.filter(f => readFileSync(f, 'utf8').includes(marker))
const withUndici = carrying(UNDICI)
const withToolRunner = carrying(TOOL_RUNNER)

describe('the action bundles', () => {
  it('carry what they defer in chunks of their own', () => {
    for (const step of ['main', 'post']) {
      const folder = join(repoRoot, 'dist', step)
      const files = readdirSync(folder)
        .filter(f => f.endsWith('.js'))
        .map(f => join(folder, f))
      expect(withUndici(files).length).toBeGreaterThan(0)
      expect(withUndici([join(folder, 'index.js')])).toEqual([])
      expect(withToolRunner(files).length).toBeGreaterThan(0)
      expect(withToolRunner([join(folder, 'index.js')])).toEqual([])
    }
  })

  it('load neither the HTTP client nor the process runner when no proxy is in play', async () => {
    const loaded = await loadedBy({ 'base-url': em.url })
    expect(loaded.main).toContain(bundles.main)
    expect(loaded.post).toContain(bundles.post)
    expect(withUndici(loaded.main)).toEqual([])
    expect(withUndici(loaded.post)).toEqual([])
    expect(withToolRunner(loaded.main)).toEqual([])
    expect(withToolRunner(loaded.post)).toEqual([])
  })

  it('load the HTTP client when the service is reached through a proxy', async () => {
    // The proxy is a closed port: the reports are queued, the step still succeeds.
    const loaded = await loadedBy(
      { 'base-url': 'https://monitor.invalid' },
      { HTTPS_PROXY: 'http://127.0.0.1:9', NO_PROXY: '' }
    )
    expect(withUndici(loaded.main).length).toBeGreaterThan(0)
  })
})
