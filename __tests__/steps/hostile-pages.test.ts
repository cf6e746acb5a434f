/**
 * Entries of the pages folder named like a runner page that are no page (a FIFO, a symbolic
 * link, a folder) are never followed, waited on or read: the runner writes its pages as
 * regular files it creates itself (actions/runner src/Runner.Common/Logging.cs, PagingLogger:
 * `FileMode.CreateNew`). The watcher runs in a child process bounded in time, since a FIFO
 * opened for reading blocks the whole process: a hang shows as a failure.
 */
import { afterEach, beforeEach, describe } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expectEqual } from '../expect-equal.js'
import { POSIX, onlyOn } from '../platform.js'

const fifos = onlyOn(POSIX, 'no FIFOs (mkfifo)')
const T = '11111111-2222-3333-4444-555555555555'
const page = (record: string): string => `${T}_${record}_1.log`
const REAL = 'aaaaaaaa-bbbb-cccc-dddd-000000000001'
const FIFO = 'aaaaaaaa-bbbb-cccc-dddd-000000000002'
const LINK = 'aaaaaaaa-bbbb-cccc-dddd-000000000003'
const DIR = 'aaaaaaaa-bbbb-cccc-dddd-000000000004'

const WATCH = `
import { unlinkSync } from 'node:fs'
import { PageWatcher } from ${JSON.stringify(resolve('src/steps/page-watcher.ts'))}
import { Redactor } from ${JSON.stringify(resolve('src/logs/redact.ts'))}
const job = { startedAt: 0, timelineId: '${T}', source: 'the test' }
const w = new PageWatcher({ dir: process.argv[1], redactor: new Redactor(), maxBytes: 4096, startedAt: 0, job })
w.scan()
// The step ends: the runner removes its page (the watcher holds it open).
unlinkSync(process.argv[2])
w.drain()
process.stdout.write(JSON.stringify([w.trouble, w.steps().map(s => [s.record, s.text])]))
`

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'jm-hostile-pages-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('entries named like pages that are not regular files', () => {
  fifos.it('are skipped without blocking: a FIFO, a link to a FIFO, a folder', () => {
    const pages = join(root, 'pages')
    mkdirSync(pages)
    writeFileSync(join(pages, page(REAL)), '\ufeff2026-03-01T17:38:57.4236128Z real output\n')
    const fifo = join(root, 'fifo')
    spawnSync('mkfifo', [join(pages, page(FIFO)), fifo])
    symlinkSync(fifo, join(pages, page(LINK)))
    mkdirSync(join(pages, page(DIR)))
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', WATCH, pages, join(pages, page(REAL))],
      { encoding: 'utf8', timeout: 15_000 }
    )
    expectEqual(
      { signal: run.signal, status: run.status, stderr: run.stderr, out: run.stdout },
      {
        signal: null,
        status: 0,
        stderr: '',
        out: JSON.stringify([null, [[REAL, 'real output\n']]])
      }
    )
  })
})
