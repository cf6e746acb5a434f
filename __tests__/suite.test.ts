/**
 * The suite's own rules: a file leaves nothing open that keeps a process alive
 * (scripts/open-handles.mjs, checked after every file by scripts/jest-environment.mjs), a
 * random order is the same again for the same seed (scripts/jest-sequencer.mjs), and every
 * file with race rounds is run at length by the soak (jest.config.js's soakTests).
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync, spawn } from 'node:child_process'
import { closeSync, mkdtempSync, open, readFileSync, readdirSync, rmSync } from 'node:fs'
import { homedir, tmpdir, userInfo } from 'node:os'
import { createServer } from 'node:net'
import { join, relative } from 'node:path'
import { leftOpen, leftOpenAfter, openNow } from '../scripts/open-handles.mjs'
import SeededSequencer from '../scripts/jest-sequencer.mjs'
import { POSIX, onlyOn } from './platform.js'
import { defaultQueueDir } from '../src/queue/location.js'
import { readQueuePlace } from '../src/environment/queue-place.js'

describe('what a test file leaves open', () => {
  it('names a listening server, a running child and a pending timer, and nothing once they are closed', async () => {
    const before = openNow()
    const server = createServer()
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore'
    })
    const timer = setTimeout(() => undefined, 30_000)
    try {
      expect(leftOpen(before).lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Server listening on .*"port":\d+/),
          expect.stringMatching(new RegExp(`^ChildProcess ${child.pid}: .* -e setTimeout`)),
          "1 timer(s) neither cleared nor unref'd"
        ])
      )
    } finally {
      clearTimeout(timer)
      child.kill('SIGKILL')
      await new Promise(resolve => child.once('exit', resolve))
      await new Promise(resolve => server.close(resolve))
    }
    expect((await leftOpenAfter(before, 2000)).lines).toEqual([])
  })

  onlyOn(POSIX, 'no FIFOs (mkfifo)').it(
    'names an open of a FIFO that waits for a writer: it holds the process, even its exit',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'jm-suite-'))
      const fifo = join(dir, 'fifo')
      execFileSync('mkfifo', [fifo])
      const before = openNow()
      const opened = new Promise<number>(resolve => open(fifo, 'r', (_e, fd) => resolve(fd)))
      try {
        expect(leftOpen(before).lines).toEqual(['1 FSReqCallback (a request still pending)'])
      } finally {
        // A writer lets the open end.
        execFileSync('sh', ['-c', 'echo > "$1"', 'sh', fifo])
        closeSync(await opened)
        rmSync(dir, { recursive: true, force: true })
      }
      expect((await leftOpenAfter(before, 2000)).lines).toEqual([])
    }
  )

  it("counts an unref'd timer or server as closed: it holds nothing", async () => {
    const before = openNow()
    const server = createServer()
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    server.unref()
    const timer = setTimeout(() => undefined, 30_000).unref()
    try {
      expect(leftOpen(before).lines).toEqual([])
    } finally {
      clearTimeout(timer)
      await new Promise(resolve => server.close(resolve))
    }
  })
})

describe('the random order', () => {
  const tests = Array.from({ length: 40 }, (_, i) => ({ path: `/t/file-${i}.test.ts` }))
  const order = (seed: number, given = tests): string[] =>
    new SeededSequencer({ contexts: [], globalConfig: { randomize: true, seed } })
      .sort(given)
      .map(t => t.path)

  it('is the same again for the same seed, whatever order the files were found in', () => {
    expect(order(1234)).toEqual(order(1234, [...tests].reverse()))
    expect([...order(1234)].sort()).toEqual(tests.map(t => t.path).sort())
  })

  it('differs from seed to seed', () => {
    expect(order(1)).not.toEqual(order(2))
    expect(order(-5)).not.toEqual(order(5))
  })
})

describe('the soak', () => {
  it('runs every test file whose rounds come from soak.ts, and only those', async () => {
    const config = '../jest.config.js'
    const { soakTests } = (await import(config)) as { soakTests: string[] }
    const root = join(import.meta.dirname, '..')
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap(e =>
        e.isDirectory()
          ? files(join(dir, e.name))
          : e.name.endsWith('.test.ts')
            ? [join(dir, e.name)]
            : []
      )
    const soaked = files(join(root, '__tests__'))
      .filter(f => /from '(\.\.\/)+soak\.js'|from '\.\/soak\.js'/.test(readFileSync(f, 'utf8')))
      .map(f => relative(root, f))
      .sort()
    expect(soaked.length).toBeGreaterThan(0)
    expect(soakTests.map(t => t.replace('<rootDir>/', '')).sort()).toEqual(soaked)
  })
})

describe('CI', () => {
  const ci = readFileSync(join(import.meta.dirname, '..', '.ci/run'), 'utf8')
  const workflow = readFileSync(join(import.meta.dirname, '..', '.github/workflows/ci.yml'), 'utf8')

  it.each([
    ['the suite in random order', /npm test -- --randomize\n/],
    [
      'the suite on the lowest supported Node, in random order',
      /npm run test:lowest-node -- --randomize\n/
    ],
    ['the race rounds at length', /npm run soak\n/],
    ['the tests that drive real tools', /npm run test:tools\n/]
  ])('runs %s, in .ci/run and in the workflow', (_what, command) => {
    expect([command.test(ci), command.test(workflow)]).toEqual([true, true])
  })
})

describe("a file's home", () => {
  it("is its own: the queue's default folder, and a child's, are in a temporary folder, not the user's", () => {
    const userHome = userInfo().homedir
    const place = readQueuePlace(process.env)
    const own = defaultQueueDir(place)
    expect(own.startsWith(tmpdir())).toBe(true)
    expect(own.startsWith(userHome)).toBe(false)
    expect(homedir()).not.toBe(userHome)
    // A process it starts, given its environment, finds the same home.
    const child = execFileSync(process.execPath, ['-p', 'require("node:os").homedir()'], {
      env: process.env,
      encoding: 'utf8'
    }).trim()
    expect(child).toBe(homedir())
  })
})
