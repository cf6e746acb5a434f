/**
 * The queue under Windows' file-system rules, on any machine: the platform and the file
 * system's answers are handed in. Windows refuses a rename, an unlink or an open for a moment
 * while another handle holds the file (an antivirus scan, a reader), cannot open a directory,
 * and may keep a name busy while its file is being deleted.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { renameSync, rmSync, writeFileSync } from 'node:fs'
import * as fs from 'node:fs/promises'
import { readdir, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { Clock } from '../../src/util/clock.js'
import { HttpStatusError } from '../../src/client/errors.js'
import { BUSY_RETRY_ATTEMPTS, BUSY_RETRY_BUDGET_MS } from '../../src/util/constants.js'
import type { Disk, FileCalls, SyncDisk } from '../../src/util/disk.js'
import { HOST_TAG } from '../../src/util/owner.js'
import { writeFileAtomicSync } from '../../src/util/atomic-writes.js'
import { RunQueue, deliverOrQueue } from '../../src/queue/index.js'
import { lockFileName, serializeLock } from '../../src/queue/record.js'
import { FakeClient, FakeClock, deadPid, fail, label, notifyCall, ok, tempDir } from './helpers.js'

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
      unlink: wrap('unlink'),
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
const isLockCreate = (call: Call, path: string, flags: unknown): boolean =>
  call === 'open' && path.includes('.lock-') && flags === 'wx'

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

describe('the claim', () => {
  it('takes a lock that already exists as a lost race: nothing is sent', async () => {
    await new RunQueue({ dir, clock }).enqueue(notifyCall('theirs'))
    for (const platform of ['win32', 'linux'] as const) {
      const disk = diskOf(platform, failing(1, 'EEXIST', isLockCreate))
      const client = new FakeClient()
      const summary = await new RunQueue({ dir, clock, disk }).replay(client)
      expect(client.calls).toEqual([])
      expect(summary).toMatchObject({ sent: 0, remaining: 1, errors: [] })
    }
  })

  it('takes a lock name Windows keeps busy for a lost race, never for a claim', async () => {
    await new RunQueue({ dir, clock }).enqueue(notifyCall('pending'))
    const disk = diskOf('win32', (call, path, flags) =>
      isLockCreate(call, path, flags) ? 'EPERM' : undefined
    )
    const client = new FakeClient()
    const summary = await new RunQueue({ dir, clock, disk }).replay(client)
    expect(client.calls).toEqual([])
    expect(summary).toMatchObject({ sent: 0, remaining: 1, errors: [] })
    expect(disk.log.filter(c => c.failed)).toHaveLength(BUSY_RETRY_ATTEMPTS)
    // The record stays, free, for the next replay.
    const later = new FakeClient()
    expect(await new RunQueue({ dir, clock }).replay(later)).toMatchObject({ sent: 1 })
  })

  it('stops the pass with the reason when the lock cannot be created elsewhere', async () => {
    await new RunQueue({ dir, clock }).enqueue(notifyCall('x'))
    const disk = diskOf('linux', (call, path, flags) =>
      isLockCreate(call, path, flags) ? 'EACCES' : undefined
    )
    const client = new FakeClient()
    const summary = await new RunQueue({ dir, clock, disk }).replay(client)
    expect(client.calls).toEqual([])
    expect(summary.errors.join()).toMatch(/could not be updated.*EACCES/)
    expect(summary).toMatchObject({ sent: 0, remaining: 1 })
  })

  it('takes over the lock of a dead replayer, and leaves no lock behind', async () => {
    const record = await new RunQueue({ dir, clock }).enqueue(notifyCall('orphaned'))
    const lock = { hostTag: HOST_TAG, pid: deadPid(), claimedAt: clock.now(), token: 'dead' }
    await writeFile(join(dir, lockFileName(record.id, 0)), serializeLock(lock))
    const client = new FakeClient()
    const summary = await new RunQueue({ dir, clock }).replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual(['notify:orphaned'])
    expect(summary).toMatchObject({ sent: 1, remaining: 0 })
    expect((await readdir(dir)).filter(n => n !== 'runs')).toEqual([])
  })

  it('respects a live lock until it is older than the bound, then takes it over', async () => {
    const queue = new RunQueue({ dir, clock })
    const record = await queue.enqueue(notifyCall('held'))
    // Another machine's replayer: only the age bound frees its lock.
    const lock = { hostTag: 'ffffffff', pid: 1, claimedAt: clock.now(), token: 'far' }
    await writeFile(join(dir, lockFileName(record.id, 0)), serializeLock(lock))
    const client = new FakeClient()
    clock.advance(60_000)
    expect(await queue.replay(client)).toMatchObject({ sent: 0, remaining: 1 })
    clock.advance(10 * 60_000)
    expect(await queue.replay(client)).toMatchObject({ sent: 1, remaining: 0 })
    expect(client.calls).toHaveLength(1)
  })

  it('respects a lock still being written (no content yet) while it is young', async () => {
    const queue = new RunQueue({ dir, clock: new FakeClock(Date.now()) })
    const record = await queue.enqueue(notifyCall('new'))
    await writeFile(join(dir, lockFileName(record.id, 0)), '')
    const client = new FakeClient()
    expect(await queue.replay(client)).toMatchObject({ sent: 0, remaining: 1 })
  })

  it('backs off when the stale lock it took over was replaced meanwhile', async () => {
    const record = await new RunQueue({ dir, clock }).enqueue(notifyCall('contested'))
    const stalePath = join(dir, lockFileName(record.id, 0))
    const stale = { hostTag: HOST_TAG, pid: deadPid(), claimedAt: clock.now(), token: 'old' }
    await writeFile(stalePath, serializeLock(stale))
    // While this replayer creates generation 1, another one (whose view of the directory
    // was older) removed the stale lock and claimed the record afresh as generation 0.
    const fresh = { hostTag: HOST_TAG, pid: process.pid, claimedAt: clock.now(), token: 'new' }
    let replaced = false
    const disk = diskOf('linux', (call, path, flags) => {
      if (!replaced && isLockCreate(call, path, flags) && path.endsWith('.lock-1')) {
        replaced = true
        writeFileSync(stalePath, serializeLock(fresh))
      }
      return undefined
    })
    const client = new FakeClient()
    const summary = await new RunQueue({ dir, clock, disk }).replay(client)
    expect(replaced).toBe(true)
    expect(client.calls).toEqual([])
    expect(summary).toMatchObject({ sent: 0, remaining: 1 })
    // Its own lock is gone, the other replayer's is untouched.
    expect((await readdir(dir)).filter(n => n.includes('.lock-'))).toEqual([basename(stalePath)])
    expect(await fs.readFile(stalePath, 'utf8')).toBe(serializeLock(fresh))
  })

  it('goes on when the stale lock it took over cannot be removed', async () => {
    const record = await new RunQueue({ dir, clock }).enqueue(notifyCall('taken over'))
    const stale = lockFileName(record.id, 0)
    const lock = { hostTag: HOST_TAG, pid: deadPid(), claimedAt: clock.now(), token: 'dead' }
    await writeFile(join(dir, stale), serializeLock(lock))
    const disk = diskOf('win32', (call, path) =>
      call === 'rm' && path.endsWith(stale) ? 'EBUSY' : undefined
    )
    const client = new FakeClient()
    const summary = await new RunQueue({ dir, clock, disk }).replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual(['notify:taken over'])
    expect(summary).toMatchObject({ sent: 1, remaining: 0 })
    // Only the stale lock is left, for a later pass to clean up.
    expect((await readdir(dir)).filter(n => n !== 'runs')).toEqual([stale])
  })

  it('goes on when the leftovers of a crash cannot be removed', async () => {
    await new RunQueue({ dir, clock }).enqueue(notifyCall('behind leftovers'))
    const temp = `.tmp-${HOST_TAG}-${deadPid()}-0a0b0c0d`
    await writeFile(join(dir, temp), 'half a record')
    // The lock of a record that is gone (delivered, and its replayer died before the lock went).
    const orphan = lockFileName('000000000000001-000001-1-0a0b0c0d', 0)
    const lock = { hostTag: HOST_TAG, pid: deadPid(), claimedAt: clock.now(), token: 'dead' }
    await writeFile(join(dir, orphan), serializeLock(lock))
    const disk = diskOf('win32', (call, path) =>
      call === 'rm' && (path.endsWith(temp) || path.endsWith(orphan)) ? 'EPERM' : undefined
    )
    const client = new FakeClient()
    const summary = await new RunQueue({ dir, clock, disk }).replay(client)
    expect(client.calls.map(c => label(c.call))).toEqual(['notify:behind leftovers'])
    expect(summary).toMatchObject({ sent: 1, remaining: 0, errors: [] })
    expect((await readdir(dir)).filter(n => n !== 'runs').sort()).toEqual([temp, orphan].sort())
  })

  it.each([1, 2])(
    'backs off when a newer lock (generation %i) appears while it claims',
    async newer => {
      const record = await new RunQueue({ dir, clock }).enqueue(notifyCall('contested'))
      const theirs = join(dir, lockFileName(record.id, newer))
      const other = { hostTag: HOST_TAG, pid: process.pid, claimedAt: clock.now(), token: 'them' }
      const disk = diskOf('linux', (call, path, flags) => {
        // Another replayer, from an older view of the folder, took the record over meanwhile.
        if (isLockCreate(call, path, flags)) writeFileSync(theirs, serializeLock(other))
        return undefined
      })
      const client = new FakeClient()
      const summary = await new RunQueue({ dir, clock, disk }).replay(client)
      expect(client.calls).toEqual([])
      expect(summary).toMatchObject({ sent: 0, remaining: 1 })
      expect((await readdir(dir)).filter(n => n.includes('.lock-'))).toEqual([basename(theirs)])
    }
  )

  it('leaves a record to the replayer that took over an overrun claim', async () => {
    const queue = new RunQueue({ dir, clock })
    await queue.enqueue(notifyCall('slow'))
    let release!: () => void
    const gate = new Promise<void>(r => (release = r))
    const slow = new FakeClient(async () => {
      await gate
      return fail(new HttpStatusError('/monitoring', 503, ''), { attempts: 3 })
    })
    const first = queue.replay(slow)
    while (slow.calls.length === 0) await new Promise(r => setImmediate(r))
    clock.advance(11 * 60_000)
    const taker = new FakeClient()
    expect(await new RunQueue({ dir, clock }).replay(taker)).toMatchObject({ sent: 1 })
    release()
    await first
    // The slow replayer's failure does not put back a record the other one delivered.
    expect(await queue.list()).toEqual([])
    expect((await readdir(dir)).filter(n => n !== 'runs')).toEqual([])
  })
})

describe('replayers racing on a disk that is busy at random', () => {
  it('never sends a record twice, and a later replay sends what is left once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        fc.integer({ min: 2, max: 3 }),
        async (busy, replayers) => {
          const { dir: root, cleanup: done } = await tempDir()
          try {
            const t = new FakeClock()
            const writer = new RunQueue({ dir: root, clock: t })
            const total = 6
            for (let i = 0; i < total; i++) await writer.enqueue(notifyCall(`m${i}`))
            // Any open, rename or unlink may be refused for a moment, or for good, except the
            // deletion of a delivered record (that one failing sends it again: at least once).
            let n = 0
            const disk = diskOf(
              'win32',
              (call, path) =>
                ['open', 'rename', 'rm'].includes(call) &&
                !(call === 'rm' && path.endsWith('.json')) &&
                busy[n++ % busy.length]
                  ? 'EBUSY'
                  : undefined,
              t
            )
            const sent: string[] = []
            const client = new FakeClient(async call => {
              await new Promise(r => setImmediate(r))
              sent.push(label(call))
              return ok({})
            })
            await Promise.all(
              Array.from({ length: replayers }, () =>
                new RunQueue({ dir: root, clock: t, disk }).replay(client)
              )
            )
            expect(new Set(sent).size).toBe(sent.length)
            // Locks left by a refused unlink free themselves with the claim bound.
            t.advance(11 * 60_000)
            await new RunQueue({ dir: root, clock: t }).replay(client)
            expect([...sent].sort()).toEqual(
              Array.from({ length: total }, (_, i) => `notify:m${i}`).sort()
            )
            expect((await readdir(root)).filter(name => name !== 'runs')).toEqual([])
          } finally {
            await done()
          }
        }
      ),
      { numRuns: 12 }
    )
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

describe('removing a file', () => {
  async function removalsOfAReplay(platform: NodeJS.Platform): Promise<string[]> {
    const disk = diskOf(platform)
    const queue = new RunQueue({ dir, clock, disk })
    const record = await queue.enqueue(notifyCall('x'))
    disk.log.length = 0
    expect(await queue.replay(new FakeClient())).toMatchObject({ sent: 1, remaining: 0 })
    return disk.log
      .filter(c => c.call === 'unlink' || c.call === 'rm')
      .map(c => `${c.call} ${basename(c.path).replace(record.id, 'ID')}`)
  }

  it('removes a delivered record and its lock with one unlink each on POSIX systems', async () => {
    expect(await removalsOfAReplay('linux')).toEqual(['unlink ID.json', 'unlink ID.lock-0'])
  })

  it('removes them with rm on Windows, which also removes a file marked read-only', async () => {
    expect(await removalsOfAReplay('win32')).toEqual(['rm ID.json', 'rm ID.lock-0'])
  })
})

describe('files handed over within a job (the helper status, its steps)', () => {
  /** Synchronous calls that fail the first `times` renames with `code`; pauses are logged. */
  function syncDisk(platform: NodeJS.Platform, times: number, code: string) {
    const pauses: number[] = []
    let left = times
    let now = 0
    const disk: SyncDisk = {
      platform,
      fs: {
        writeFileSync,
        rmSync,
        renameSync: (from, to) => {
          if (left-- > 0) throw errno(code, String(to))
          renameSync(from, to)
        }
      },
      now: () => now,
      pause: ms => {
        pauses.push(ms)
        now += ms
      }
    }
    return { disk, pauses }
  }

  it('waits out a status file Windows holds busy, with pauses it does not sleep through', async () => {
    await fs.mkdir(dir, { recursive: true })
    const path = join(dir, 'status.json')
    const { disk, pauses } = syncDisk('win32', 2, 'EPERM')
    writeFileAtomicSync(path, '{"beatsSent":3}\n', disk)
    expect(await fs.readFile(path, 'utf8')).toBe('{"beatsSent":3}\n')
    expect(pauses).toEqual([10, 20])
    expect(await readdir(dir)).toEqual(['status.json'])
    expect((await fs.stat(path)).mode & 0o777).toBe(0o600)
  })

  it('gives up within the budget, leaving the old file and no temporary one', async () => {
    await fs.mkdir(dir, { recursive: true })
    const path = join(dir, 'status.json')
    await fs.writeFile(path, 'old')
    const { disk, pauses } = syncDisk('win32', Infinity, 'EBUSY')
    expect(() => writeFileAtomicSync(path, 'new', disk)).toThrow(/EBUSY/)
    expect(pauses.length).toBe(BUSY_RETRY_ATTEMPTS - 1)
    expect(pauses.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(BUSY_RETRY_BUDGET_MS)
    expect(await fs.readFile(path, 'utf8')).toBe('old')
    expect(await readdir(dir)).toEqual(['status.json'])
  })

  it('does not wait elsewhere', async () => {
    await fs.mkdir(dir, { recursive: true })
    const { disk, pauses } = syncDisk('linux', 1, 'EPERM')
    expect(() => writeFileAtomicSync(join(dir, 'steps.json'), '{}', disk)).toThrow(/EPERM/)
    expect(pauses).toEqual([])
  })
})
