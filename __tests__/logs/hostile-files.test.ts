/**
 * A file the user names (`log-paths` in the action, `end --log-file` on the command line) may be
 * anything: a FIFO nobody writes to, /dev/zero, a link. Each is refused at once with a reason,
 * never waited on or read for ever. The reads run in a child process killed after a bound:
 * a regression that blocks in an open or reads without end fails instead of hanging the suite.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inChild } from '../in-child.js'
import { POSIX, onlyOn } from '../platform.js'

const fifos = onlyOn(POSIX, 'no FIFOs (mkfifo) nor /dev/zero')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jm-logs-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function hostileFiles(): Promise<{ fifo: string; link: string; plain: string }> {
  const fifo = join(dir, 'pipe.log')
  execFileSync('mkfifo', [fifo])
  const plain = join(dir, 'plain.log')
  await writeFile(plain, 'build ok\n')
  const link = join(dir, 'link.log')
  await symlink(plain, link)
  return { fifo, link, plain }
}

fifos.describe('log-paths', () => {
  it('reports a FIFO, /dev/zero and a link as unreadable, at once, and reads the rest', async () => {
    const { fifo, link, plain } = await hostileFiles()
    const { last, hung, out } = await inChild(`
      import { readLogFiles } from SRC(action/log-files.ts)
      const files = await readLogFiles(${JSON.stringify([fifo, '/dev/zero', link, plain])}, 4096)
      console.log(JSON.stringify(files.map(f => [f.path, f.error ?? f.text])))
    `)
    expect(hung).toBe(false)
    const got = new Map(last as [string, string][])
    if (got.size !== 4) expect(out).toBe('four files read')
    expect(got.get(fifo)).toMatch(/a FIFO, not a regular file/)
    expect(got.get('/dev/zero')).toMatch(/a device, not a regular file/)
    expect(got.get(link)).toMatch(/ELOOP|symbolic link/)
    expect(got.get(plain)).toBe('build ok\n')
  })
})

fifos.describe('end --log-file', () => {
  it.each([
    ['a FIFO', 'fifo', /--log-file: .* is a FIFO, not a regular file/],
    ['/dev/zero', '/dev/zero', /--log-file: .* is a device, not a regular file/]
  ])('refuses %s at once, naming the flag', async (_, which, message) => {
    const { fifo } = await hostileFiles()
    const path = which === 'fifo' ? fifo : which
    const { last, hung, out } = await inChild(
      `
      import { main } from SRC(cli/main.ts)
      const code = await main(['end', '-n', 'j', '--status', 'success', '--run-id', 'r1',
        '--start-time', '2026-01-01T00:00:00Z', '--log-file', ${JSON.stringify(path)}], process.env)
      console.log(JSON.stringify(code))
      `,
      {
        JOB_MONITOR_API_KEY: 'jm_test_key_for_log_file',
        JOB_MONITOR_BASE_URL: 'http://127.0.0.1:9',
        JOB_MONITOR_ATTEMPTS: '1'
      }
    )
    expect(hung).toBe(false)
    expect(last).toBe(2)
    expect(out).toMatch(message)
  })
})

describe('streamRegularFile', () => {
  it('reads a file up to the size it had when opened', async () => {
    const { streamRegularFile } = await import('../../src/util/regular-files.js')
    const path = join(dir, 'growing.log')
    await writeFile(path, 'a'.repeat(200_000))
    const pieces: Uint8Array[] = []
    const n = await streamRegularFile(path, chunk => {
      pieces.push(chunk)
      // The file grows while it is read: what came after the open is not chased.
      if (pieces.length === 1) process.getBuiltinModule('node:fs').appendFileSync(path, 'more')
    })
    expect(n).toBe(200_000)
    expect(Buffer.concat(pieces).toString()).toBe('a'.repeat(200_000))
  })
})
