/**
 * The queue under Windows' file-system rules, on any machine: the platform and the file
 * system's answers are handed in. Windows refuses a rename, an unlink or an open for a moment
 * while another handle holds the file (an antivirus scan, a reader), cannot open a directory,
 * and may keep a name busy while its file is being deleted.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import * as fs from 'node:fs/promises'
import { readdir } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Clock } from '../../src/client/clock.js'
import { HttpStatusError } from '../../src/client/errors.js'
import { BUSY_RETRY_ATTEMPTS, BUSY_RETRY_BUDGET_MS } from '../../src/queue/constants.js'
import type { Disk, FileCalls } from '../../src/queue/files.js'
import { RunQueue, deliverOrQueue } from '../../src/queue/index.js'
import { FakeClient, FakeClock, fail, label, notifyCall, tempDir } from './helpers.js'

let dir: string
let cleanup: () => Promise<void>
let clock: FakeClock

beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
  clock = new FakeClock()
})
afterEach(() => cleanup())

type Call = keyof FileCalls

/** An error as Node reports a failed system call. */
function errno(code: string, path: string): Error {
  return Object.assign(new Error(`${code}: ${basename(path)}`), { code })
}

/**
 * The real file system, except that `fault` may answer a call instead: it gets the call's
 * name and arguments and returns an error code to throw, or undefined to let the call through.
 * Every call is logged.
 */
function diskOf(
  platform: NodeJS.Platform,
  fault: (call: Call, path: string, flags: unknown) => string | undefined = () => undefined,
  theClock: Clock = clock
): Disk & { log: Array<{ call: Call; path: string; flags: unknown; failed?: string }> } {
  const log: Array<{ call: Call; path: string; flags: unknown; failed?: string }> = []
  const wrap = <K extends Call>(call: K): FileCalls[K] =>
    (async (...args: unknown[]) => {
      const path = String(args[0])
      const code = fault(call, path, args[1])
      log.push({ call, path, flags: args[1], ...(code ? { failed: code } : {}) })
      if (code) throw errno(code, path)
      return (fs[call] as (...a: unknown[]) => Promise<unknown>)(...args)
    }) as FileCalls[K]
  return {
    platform,
    clock: theClock,
    log,
    fs: {
      open: wrap('open'),
      rename: wrap('rename'),
      rm: wrap('rm'),
      mkdir: wrap('mkdir'),
      chmod: wrap('chmod'),
      lstat: wrap('lstat'),
      readdir: wrap('readdir')
    }
  }
}

/** Fails the first `times` matching calls with `code`. */
function failing(
  times: number,
  code: string,
  matches: (call: Call, path: string, flags: unknown) => boolean
): (call: Call, path: string, flags: unknown) => string | undefined {
  let left = times
  return (call, path, flags) => {
    if (left > 0 && matches(call, path, flags)) {
      left--
      return code
    }
    return undefined
  }
}

const intoRecord = (call: Call, path: string): boolean =>
  call === 'rename' && path.includes('.tmp-') === true
function down(): FakeClient {
  return new FakeClient(() => fail(new HttpStatusError('/monitoring', 503, ''), { attempts: 3 }))
}

describe('busy files on Windows', () => {
  it('queues a record whose rename Windows refuses for a moment, without a real wait', async () => {
    const disk = diskOf('win32', failing(2, 'EPERM', intoRecord))
    const queue = new RunQueue({ dir, clock, disk })
    await queue.enqueue(notifyCall('scanned'))
    expect((await queue.list()).map(r => label(r.call))).toEqual(['notify:scanned'])
    expect(disk.log.filter(c => c.call === 'rename').map(c => c.failed)).toEqual([
      'EPERM',
      'EPERM',
      undefined
    ])
    // Two short waits, on the injected clock.
    expect(clock.now() - new FakeClock().now()).toBeLessThan(100)
  })

  it('gives up within the budget: the call is reported as not queued, nothing is left', async () => {
    const start = clock.now()
    const disk = diskOf('win32', (call, path) => (intoRecord(call, path) ? 'EBUSY' : undefined))
    const queue = new RunQueue({ dir, clock, disk })
    const outcome = await deliverOrQueue(down(), queue, notifyCall('held'))
    expect(outcome.delivered).toBe(false)
    expect(!outcome.delivered && outcome.error.message).toMatch(/could not be queued.*EBUSY/)
    expect(disk.log.filter(c => c.call === 'rename')).toHaveLength(BUSY_RETRY_ATTEMPTS)
    expect(clock.now() - start).toBeLessThanOrEqual(BUSY_RETRY_BUDGET_MS)
    expect(await readdir(dir)).toEqual([])
  })

  it('stops at the attempt bound even when its clock does not move', async () => {
    const frozen = { now: () => clock.now(), sleep: async () => undefined }
    const disk = diskOf(
      'win32',
      (call, path) => (intoRecord(call, path) ? 'EACCES' : undefined),
      frozen
    )
    const queue = new RunQueue({ dir, clock, disk })
    await expect(queue.enqueue(notifyCall('x'))).rejects.toThrow(/EACCES/)
    expect(disk.log.filter(c => c.call === 'rename')).toHaveLength(BUSY_RETRY_ATTEMPTS)
  })

  it('does not retry these errors elsewhere: there they last', async () => {
    const disk = diskOf('linux', failing(1, 'EPERM', intoRecord))
    const queue = new RunQueue({ dir, clock, disk })
    const start = clock.now()
    await expect(queue.enqueue(notifyCall('x'))).rejects.toThrow(/EPERM/)
    expect(disk.log.filter(c => c.call === 'rename')).toHaveLength(1)
    expect(clock.now()).toBe(start)
  })

  it('sends and deletes a record whose read and unlink Windows refuses for a moment', async () => {
    const writer = new RunQueue({ dir, clock })
    const record = await writer.enqueue(notifyCall('busy'))
    const readFault = failing(
      1,
      'EPERM',
      (call, path, flags) => call === 'open' && path.includes(record.id) && flags !== 'wx'
    )
    const rmFault = failing(1, 'EBUSY', (call, path) => call === 'rm' && path.includes(record.id))
    const disk = diskOf('win32', (...a) => readFault(...a) ?? rmFault(...a))
    const client = new FakeClient()
    const summary = await new RunQueue({ dir, clock, disk }).replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual(['notify:busy'])
    expect(summary).toMatchObject({ sent: 1, remaining: 0, errors: [] })
    expect(disk.log.filter(c => c.failed).map(c => c.failed)).toEqual(['EPERM', 'EBUSY'])
    expect((await readdir(dir)).filter(n => n !== 'runs')).toEqual([])
  })
})

describe('directory sync', () => {
  const dirOpens = (disk: ReturnType<typeof diskOf>): number =>
    disk.log.filter(c => c.call === 'open' && c.path === dir).length

  it('syncs the directory after a write on POSIX systems', async () => {
    const disk = diskOf('linux')
    await new RunQueue({ dir, clock, disk }).enqueue(notifyCall('x'))
    expect(dirOpens(disk)).toBe(1)
  })

  it('never opens the directory on Windows, where that fails', async () => {
    const disk = diskOf('win32')
    const queue = new RunQueue({ dir, clock, disk })
    await queue.enqueue(notifyCall('x'))
    await queue.replay(new FakeClient())
    expect(dirOpens(disk)).toBe(0)
    expect(disk.log.filter(c => c.call === 'chmod')).toEqual([])
  })
})
