import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startEmulator, type Emulator } from '../src/emulator/index.js'
import { systemEnv } from './platform.js'

// The library's example (docs/library.md links to it), run as a user would: `import ... from 'job-monitor'` resolves
// through the package's exports to the built dist/lib.
const EXAMPLE = 'examples/library/nightly-export.mjs'
const KEY = 'jm_library_example_key_51'
let emu: Emulator

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY })
})
afterAll(() => emu.close())

describe('the library example', () => {
  it('reports its runs through the package export', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [EXAMPLE], {
      encoding: 'utf8',
      env: {
        ...systemEnv(),
        PATH: process.env.PATH,
        JOB_MONITOR_API_KEY: KEY,
        JOB_MONITOR_BASE_URL: emu.url,
        JOB_MONITOR_QUEUE_DIR: mkdtempSync(join(tmpdir(), 'jm-lib-'))
      }
    })
    expect(stdout).toMatch(/^run run_\w+ started$/m)
    expect(stdout).toMatch(/^end report sent$/m)
    expect(stdout).toMatch(/^replayed 0, 0 still queued$/m)
    expect(emu.runs()).toEqual([
      expect.objectContaining({
        job_name: 'nightly-export',
        status: 'success',
        metadata: { source: 'warehouse' },
        tags: ['nightly']
      }),
      expect.objectContaining({
        job_name: 'nightly-cleanup',
        status: 'success',
        logs: 'removed 14 stale files\n'
      })
    ])
    expect(emu.heartbeats()).toEqual([
      expect.objectContaining({ job_name: 'nightly-cleanup', metadata: { phase: 'sweep' } })
    ])
    expect(emu.requests().every(r => r.violations.length === 0)).toBe(true)
  })

  it('is the example the page of the library links to', () => {
    expect(readFileSync('docs/library.md', 'utf8')).toContain(`](../${EXAMPLE})`)
  })
})

describe('the page of the library', () => {
  /** The fields of an interface in a source file, as the declarations give them. */
  function fieldsOf(file: string, name: string): string[] {
    const text = readFileSync(file, 'utf8')
    const body = new RegExp(`export interface ${name} \\{([\\s\\S]*?)\\n\\}`).exec(text)?.[1]
    expect(body).toBeDefined()
    return [...body!.matchAll(/^ {2}(\w+)\??:/gm)].map(m => m[1])
  }
  const page = readFileSync('docs/library.md', 'utf8')

  it.each([
    ['src/index.ts', 'JobMonitorOptions', 7],
    ['src/queue/replay-shape.ts', 'ReplaySummary', 15]
  ])('names every field of %s %s', (file, name, count) => {
    const fields = fieldsOf(file, name)
    expect(fields).toHaveLength(count)
    expect(fields.filter(f => !page.includes(`\`${f}\``))).toEqual([])
  })
})

describe('the published declarations', () => {
  // The package has no dependencies (its code is bundled), so a type imported from a package
  // would leave a user's TypeScript with "Cannot find module". Node's own modules are there.
  it('import nothing but their own files and Node', () => {
    const files = readdirSync('dist/lib', { recursive: true, encoding: 'utf8' }).filter(f =>
      f.endsWith('.d.ts')
    )
    expect(files).toContain('index.d.ts')
    const imported = files.flatMap(f =>
      [...readFileSync(join('dist/lib', f), 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)]
        .map(m => m[1])
        .filter(name => !name.startsWith('.') && !name.startsWith('node:'))
        .map(name => `${f}: ${name}`)
    )
    expect(imported).toEqual([])
  })
})
