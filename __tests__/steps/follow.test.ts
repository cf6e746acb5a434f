/** The helper's loop over the pages, with the clock in the test's hand. */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmulatedRunner } from '../../scripts/demo/pages.mjs'
import { Redactor } from '../../src/logs/redact.js'
import { type FollowOptions, type Snapshot, followPages } from '../../src/steps/follow.js'
import { nodePagesFs } from '../../src/steps/page-watcher.js'
import { progressMetadata } from '../../src/steps/progress.js'
import { HandClock } from './hand-clock.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'jm-follow-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A job's runner under `root`, its first line written, on a clock in the test's hand. */
function runnerAt(
  now = Date.parse('2026-11-22T10:00:00Z'),
  firstLine = 'Set up job'
): { clock: HandClock; runner: EmulatedRunner } {
  const clock = new HandClock(now)
  const runner = new EmulatedRunner({ root, now: clock.now })
  runner.jobLine(firstLine)
  return { clock, runner }
}

/**
 * The helper's loop following `runner`'s pages on `clock`, with what a test changes in `o`:
 * every snapshot kept (copied), no folder watch, a poll every 200 ms. `stop` ends it and gives
 * the last snapshot.
 */
function follow(
  clock: HandClock,
  runner: EmulatedRunner,
  o: Partial<FollowOptions> = {}
): { saved: Snapshot[]; follower: ReturnType<typeof followPages>; stop: () => Promise<Snapshot> } {
  const saved: Snapshot[] = []
  const controller = new AbortController()
  const follower = followPages({
    pagesDir: runner.pagesDir,
    redactor: new Redactor([]),
    maxBytes: 8192,
    clock,
    signal: controller.signal,
    save: s => saved.push(structuredClone(s)),
    watchDir: () => () => undefined,
    pollMs: 200,
    ...o
  })
  const stop = async (): Promise<Snapshot> => {
    controller.abort()
    await follower.done
    return saved.at(-1) as Snapshot
  }
  return { saved, follower, stop }
}

describe('followPages', () => {
  it("reads this job's steps beside a forged Worker log of another timeline, and notes the doubt", async () => {
    // Any earlier job on a self-hosted runner can leave such a file in `_diag`; named after
    // now, it is the newest by its name.
    const { clock, runner } = runnerAt()
    const forged = new EmulatedRunner({ root, now: () => Date.parse('2099-12-31T23:59:59Z') })
    const { stop } = follow(clock, runner)
    const build = runner.startStep('make')
    build.line('compiling')
    build.end()
    await clock.advance(200)
    const last = await stop()
    expect(last.steps.map(s => s.name)).toEqual(['Run make'])
    expect(last.trouble).toContain('Worker_20991231-235959-utc.log (named after now)')
    expect(last.trouble).toContain(forged.timelineId)
  })

  it('judges which Worker logs are named after now by the clock it was given', async () => {
    // The job's own log, named at the hand clock's now: years after the machine's.
    const { clock, runner } = runnerAt(Date.parse('2031-03-04T10:00:00Z'))
    const { stop } = follow(clock, runner)
    const build = runner.startStep('make')
    build.line('compiling')
    build.end()
    await clock.advance(200)
    const last = await stop()
    expect(last.steps.map(s => s.name)).toEqual(['Run make'])
    // One log, named before now: no choice was made, so no doubt is noted.
    expect(last.trouble).toBeUndefined()
  })

  it('hands on the steps while they run and all of them, read to the end, when stopped', async () => {
    const { clock, runner } = runnerAt()
    let onChange = (): void => undefined
    runner.onPageCreated = () => onChange()
    const { saved, follower, stop } = follow(clock, runner, {
      redactor: new Redactor(['jm-key-abcdef123456']),
      watchDir: (_dir, f) => {
        onChange = f
        return () => (onChange = () => undefined)
      },
      snapshotMs: 1000
    })
    const build = runner.startStep('make')
    build.lines(Array.from({ length: 300 }, (_, i) => `cc unit${i}.c ${'.'.repeat(30)}`))
    await clock.advance(200)
    expect(progressMetadata(follower.progress(), clock.now() + 7000)).toEqual({
      current_step: 'Run make',
      seconds_since_output: 7
    })
    await clock.advance(1000)
    expect(saved.length).toBeGreaterThan(0)
    expect(saved.at(-1)?.final).toBe(false)
    build.line('key jm-key-abcdef123456 printed')
    build.end()
    const quick = runner.startStep('echo done') // created and removed before the next poll
    quick.line('QUICK')
    quick.end()
    runner.uploadAndDelete()
    const last = await stop()
    expect(last.final).toBe(true)
    const names = last.steps.map(s => s.name)
    expect(names).toEqual(expect.arrayContaining(['Run make', 'Run echo done']))
    const make = last.steps.find(s => s.name === 'Run make')
    expect(make?.lines).toBe(302)
    expect(make?.text).toContain('key *** printed')
    expect(JSON.stringify(saved)).not.toContain('jm-key-abcdef123456')
  })

  it("drops the folder's watch while output streams, lists it often instead, and watches again when quiet", async () => {
    const { clock, runner } = runnerAt()
    let watching = 0
    const waits: number[] = []
    const sleep = clock.sleep
    clock.sleep = (ms, signal) => {
      waits.push(ms)
      return sleep(ms, signal)
    }
    const { stop } = follow(clock, runner, {
      maxBytes: 4096,
      watchDir: () => {
        watching++
        return () => watching--
      }
    })
    expect(watching).toBe(1)
    const step = runner.startStep('yes')
    step.lines(Array.from({ length: 2000 }, (_, i) => `y ${i}`))
    await clock.advance(200)
    expect(watching).toBe(0)
    expect(waits.at(-1)).toBe(20)
    await clock.advance(20)
    for (let i = 0; i < 60 && watching === 0; i++) await clock.advance(20)
    expect(watching).toBe(1)
    expect(waits.at(-1)).toBe(200)
    await stop()
    expect(watching).toBe(0)
  })

  it('stops reading within its budget when stopped with a backlog, and hands on what it read', async () => {
    const { clock, runner } = runnerAt()
    const { stop } = follow(clock, runner, {
      maxBytes: 4096,
      // Each read takes 300 ms of the clock: a slow disk.
      fs: {
        ...nodePagesFs,
        read: (fd, into, position) => {
          clock.t += 300
          return nodePagesFs.read(fd, into, position)
        }
      }
    })
    const step = runner.startStep('flood')
    await clock.advance(200)
    // A backlog of 9 MB, over two pages: far more than the drain's budget of reads. In lines
    // of 900 bytes: writing a line through the emulated runner costs more than reading it, and
    // the budget counts reads and the clock, not lines.
    step.lines(Array.from({ length: 10_000 }, (_, i) => `flood ${i} ${'.'.repeat(880)}`))
    step.end()
    const started = clock.now()
    const last = await stop()
    expect(clock.now() - started).toBeLessThan(4000)
    expect(last.final).toBe(true)
    const flood = last.steps.find(s => s.name === 'Run flood')
    expect(flood?.lines ?? 0).toBeLessThan(10_001)
  })

  // The runner writes the job's page about 4 KB behind (runner-facts.md, Logging.cs): what a
  // step printed last reaches the disk only as more of the job's output comes after it.
  describe('a helper that starts after a step ended and its page was removed', () => {
    const testLines = [
      'test-HEAD',
      ...Array.from({ length: 500 }, (_, i) => `test line ${i} ${'.'.repeat(50)}`),
      'test-TAIL'
    ]

    async function lateHelper(after: (runner: EmulatedRunner) => void): Promise<Snapshot> {
      const { clock, runner } = runnerAt(undefined, 'Current runner version: 2.336.0')
      const test = runner.startStep('npm test')
      test.lines(testLines)
      test.end()
      runner.uploadAndDelete()
      await clock.advance(1000)
      const { stop } = follow(clock, runner, { maxBytes: 16_384 })
      await clock.advance(200)
      after(runner)
      await clock.advance(200)
      return stop()
    }

    it("says that step's last lines may be missing while the job's page has not caught up", async () => {
      const last = await lateHelper(() => undefined)
      const test = last.steps.find(s => s.name === 'Run npm test')
      expect(test?.text).toContain('test-HEAD')
      // Still in the runner's buffer: not read, and the report says so.
      expect(test?.text).not.toContain('test-TAIL')
      expect(last.trouble).toBe(
        "the helper started after 'Run npm test' ended and its page was gone; the runner had not yet written that step's last lines to the job's page, so they may be missing"
      )
    })

    it('reads it whole and says nothing once a later step has pushed it to disk', async () => {
      const last = await lateHelper(runner => {
        const next = runner.startStep('make lint')
        next.lines(Array.from({ length: 100 }, (_, i) => `lint ${i} ${'.'.repeat(50)}`))
      })
      const test = last.steps.find(s => s.name === 'Run npm test')
      expect(test?.text).toContain('test-TAIL')
      expect(test?.lines).toBe(testLines.length + 1)
      expect(last.trouble).toBeUndefined()
    })
  })
})
