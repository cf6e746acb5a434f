/**
 * Folders are created one bounded level at a time. Node's recursive mkdir spins for ever inside
 * C++ (deaf to SIGTERM) where the kernel answers ENOENT for a child of a folder that exists:
 * under /proc, on a stale mount. Every folder we create goes through makeDirs; the /proc cases
 * run in a child process killed after a bound, so a regression fails instead of hanging.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { MAX_DIR_LEVELS, makeDirs, makeDirsSync } from '../../src/util/dirs.js'
import { inChild } from '../in-child.js'
import { fileModes, onlyOn } from '../platform.js'

const proc = onlyOn(['linux'], 'no /proc, whose kernel answers make a recursive mkdir loop')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jm-dirs-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('makeDirs', () => {
  it('creates the missing levels and says which was the first', async () => {
    const target = join(dir, 'a', 'b', 'c')
    expect(await makeDirs(target, 0o700)).toBe(join(dir, 'a'))
    expect(statSync(target).isDirectory()).toBe(true)
    expect(await makeDirs(target, 0o700)).toBeUndefined()
    expect(makeDirsSync(join(target, 'd'), 0o700)).toBe(join(target, 'd'))
  })

  fileModes.it('creates each level no wider than the mode asked', async () => {
    await makeDirs(join(dir, 'a', 'b'), 0o700)
    for (const level of [join(dir, 'a'), join(dir, 'a', 'b')]) {
      expect(statSync(level).mode & 0o077).toBe(0)
    }
  })

  it('refuses a file in the way, at the end or on the way', async () => {
    await writeFile(join(dir, 'file'), 'x')
    await expect(makeDirs(join(dir, 'file'), 0o700)).rejects.toMatchObject({ code: 'ENOTDIR' })
    await expect(makeDirs(join(dir, 'file', 'q'), 0o700)).rejects.toThrow()
    expect(() => makeDirsSync(join(dir, 'file'), 0o700)).toThrow(/ENOTDIR/)
  })

  onlyOn(['linux', 'darwin'], 'symbolic links need a privilege on Windows').it(
    'refuses a symbolic link in place of the folder',
    async () => {
      await mkdir(join(dir, 'real'))
      await symlink(join(dir, 'real'), join(dir, 'link'))
      await expect(makeDirs(join(dir, 'link'), 0o700)).rejects.toMatchObject({ code: 'ENOTDIR' })
    }
  )

  it('refuses a path deeper than it will ever create', async () => {
    const deep = join(dir, ...Array.from({ length: MAX_DIR_LEVELS + 1 }, () => 'd'))
    await expect(makeDirs(deep, 0o700)).rejects.toMatchObject({ code: 'ENAMETOOLONG' })
    expect(readdirSync(dir)).toEqual([])
  })
})

proc.describe(
  'a path under /proc (the kernel answers ENOENT for a child of an existing folder)',
  () => {
    const paths = ['/proc/self/nonexistent/q', '/proc/1/x/y']

    it.each(paths)('every creator of a folder refuses %s at once', async path => {
      const { last, hung } = await inChild(
        `
      import { ensurePrivateDir, makeDirs, makeDirsSync } from SRC(util/dirs.ts)
      import { writeRunState } from SRC(cli/run-state.ts)
      import { writeCapture } from SRC(logs/exec-captures.ts)
      import { RunQueue } from SRC(queue/queue.ts)
      const path = ${JSON.stringify(path)}
      const code = async (f: () => unknown) => {
        try { await f(); return 'made' } catch (e) { return (e as NodeJS.ErrnoException).code }
      }
      const queue = new RunQueue({ dir: path })
      console.log(JSON.stringify([
        await code(() => makeDirs(path, 0o700)),
        await code(() => makeDirsSync(path, 0o700)),
        await code(() => ensurePrivateDir(path)),
        await code(() => writeRunState(path + '/state.json', {} as never)),
        await code(() => writeCapture({ RUNNER_TEMP: path }, {} as never)),
        await code(() => queue.enqueue({ kind: 'heartbeat', body: {} } as never))
      ]))
      `
      )
      expect(hung).toBe(false)
      const codes = last as string[]
      expect(codes).toHaveLength(6)
      for (const c of codes) expect(c).not.toBe('made')
    })

    it('`exec` runs its command and ends when the queue folder is under /proc', async () => {
      const { out, hung } = await inChild(
        `
      import { main } from SRC(cli/main.ts)
      process.exitCode = await main(['exec', '-n', 'proc-queue', '--', process.execPath, '-e', 'console.log("ran")'], process.env)
      `,
        {
          JOB_MONITOR_API_KEY: 'jm_test_key_for_proc_queue',
          JOB_MONITOR_BASE_URL: 'http://127.0.0.1:9',
          JOB_MONITOR_ATTEMPTS: '1',
          JOB_MONITOR_QUEUE_DIR: '/proc/self/nonexistent/q'
        }
      )
      expect(hung).toBe(false)
      expect(out).toMatch(/ran/)
    })
  }
)

describe('the sources', () => {
  it('never hand a path to a recursive mkdir', () => {
    const offenders: string[] = []
    const walk = (at: string): void => {
      for (const e of readdirSync(at, { withFileTypes: true })) {
        const path = join(at, e.name)
        if (e.isDirectory()) walk(path)
        else if (/\.ts$/.test(e.name)) {
          const text = readFileSync(path, 'utf8')
          if (/mkdir(Sync)?\([^)]*recursive:\s*true/s.test(text)) offenders.push(path)
        }
      }
    }
    walk(resolve('src'))
    expect(offenders).toEqual([])
  })
})
