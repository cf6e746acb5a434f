/**
 * No entry of the queue directory can stall or fool a replay: FIFOs, directories, devices and
 * symbolic links named like records, claims, temporary files or run id links are skipped,
 * and clean-up never follows a symbolic link. A directory that cannot be created or written
 * refuses at once, and keeps refusing for a while without touching the disk again.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HOST_TAG } from '../../src/util/owner.js'
import { RunQueue, deliverOrQueue } from '../../src/queue/index.js'
import { lockFileName } from '../../src/queue/record.js'
import { UNWRITABLE_QUEUE_RETRY_MS } from '../../src/queue/constants.js'
import { HttpStatusError } from '../../src/client/errors.js'
import {
  FakeClient,
  FakeClock,
  T0,
  deadPid,
  endCall,
  fail,
  label,
  notifyCall,
  ok,
  startCall,
  tempDir
} from './helpers.js'
import { POSIX, onlyOn, onlyWhen } from '../platform.js'

const fifos = onlyOn(POSIX, 'no FIFOs (mkfifo)')
const tmpfs = onlyWhen(
  process.platform === 'linux'
    ? tmpfsRefused()
    : `skipped on ${process.platform}: no tmpfs to mount`
)
/** What a path the system refuses gives: Linux's error code, pinned; Windows names it its way. */
const refusal = (posix: RegExp, windows = /./): RegExp =>
  process.platform === 'win32' ? windows : posix

let dir: string
let outside: string
let cleanup: () => Promise<void>
let clock: FakeClock

beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
  outside = await mkdtemp(join(tmpdir(), 'jm-outside-'))
  clock = new FakeClock()
})
afterEach(async () => {
  await cleanup()
  await rm(outside, { recursive: true, force: true })
})

/** A bound, not a sleep: a hang shows as a failure instead of a stuck suite. */
function within<T>(ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: it hangs`)), ms)
  })
  return Promise.race([p, bound]).finally(() => clearTimeout(timer))
}

const ID = (n: number): string => `${String(T0 + n).padStart(15, '0')}-00000${n}-1-0a0b0c0d`

/** A valid record text that must never be sent: it lives outside the queue. */
function secretRecord(id: string): string {
  return JSON.stringify({
    version: 2,
    id,
    call: startCall('outside-secret'),
    firstFailureAt: T0,
    totalAttempts: 0,
    retry: { attempts: 0 }
  })
}

describe('entries that are not regular files', () => {
  fifos.it(
    'skips FIFOs, directories and symbolic links named like records or locks, without blocking',
    async () => {
      const queue = new RunQueue({ dir, clock })
      await queue.enqueue(notifyCall('real'))
      const lock = lockFileName(ID(2), 0)
      // One mkfifo for both: each process forked from this worker costs some milliseconds.
      execFileSync('mkfifo', [join(dir, `${ID(1)}.json`), join(dir, lock)])
      await mkdir(join(dir, `${ID(3)}.json`))
      const target = join(outside, 'record.json')
      await writeFile(target, secretRecord(ID(4)))
      await symlink(target, join(dir, `${ID(4)}.json`))

      const client = new FakeClient()
      const summary = await within(5000, queue.replay(client))
      expect(client.calls.map(c => label(c.call))).toEqual(['notify:real'])
      expect(summary).toMatchObject({ sent: 1, remaining: 0 })
      expect(await readFile(target, 'utf8')).toBe(secretRecord(ID(4)))
      expect(await within(5000, queue.list())).toEqual([])
    }
  )

  it('never follows a symbolic link when it cleans up', async () => {
    const queue = new RunQueue({ dir, clock: new FakeClock(Date.now()) })
    await queue.enqueue(notifyCall('real'))
    // A temporary file of a dead process, a symbolic link: the link may go, its target stays.
    const target = join(outside, 'precious.txt')
    await writeFile(target, 'keep me')
    await symlink(target, join(dir, `.tmp-${HOST_TAG}-${deadPid()}-0a0b0c0d`))
    // A directory named like a leftover temporary file does not stop the pass.
    await mkdir(join(dir, `.tmp-${HOST_TAG}-${deadPid()}-0e0f0a0b`))
    // The run id links' directory is a symbolic link to old files elsewhere: not ours to clean.
    const foreignLinks = join(outside, 'links')
    await mkdir(foreignLinks)
    const oldFile = join(foreignLinks, 'old.json')
    await writeFile(oldFile, 'not a run id link')
    const longAgo = new Date(Date.now() - 365 * 24 * 3600_000)
    await utimes(oldFile, longAgo, longAgo)
    await symlink(foreignLinks, join(dir, 'runs'))

    const client = new FakeClient()
    const summary = await within(5000, queue.replay(client))
    expect(summary).toMatchObject({ sent: 1, remaining: 0, errors: [] })
    expect(await readFile(target, 'utf8')).toBe('keep me')
    expect(await readdir(foreignLinks)).toEqual(['old.json'])
  })
})

describe('a file where the run id links should be (runs)', () => {
  const answers = (): FakeClient =>
    new FakeClient(call =>
      ok(call.kind === 'start' ? { run_id: 'run-1' } : { update_status: 'success' })
    )

  it('sends the start once and its end with its run id, however many replays', async () => {
    const queue = new RunQueue({ dir, clock })
    await queue.enqueue(startCall('nightly'), { runKey: 'K' })
    await queue.enqueue(endCall('nightly'), { runKey: 'K' })
    await writeFile(join(dir, 'runs'), 'not a folder')
    const client = answers()
    const summaries = []
    for (let i = 0; i < 3; i++) summaries.push(await within(5000, queue.replay(client)))
    expect(client.calls.map(c => label(c.call))).toEqual(['start:nightly', 'end:nightly'])
    const end = client.calls[1].call
    expect(end.kind === 'end' && end.body.run_id).toBe('run-1')
    expect(await queue.list()).toEqual([])
    expect(summaries[0].errors.join()).toMatch(/run id .* could not be kept/)
  })

  it('never sends a delivered start again, its end not queued yet', async () => {
    const queue = new RunQueue({ dir, clock })
    await queue.enqueue(startCall('nightly'), { runKey: 'K' })
    await writeFile(join(dir, 'runs'), 'not a folder')
    const client = answers()
    for (let i = 0; i < 3; i++) await within(5000, queue.replay(client))
    expect(client.calls.map(c => label(c.call))).toEqual(['start:nightly'])
    expect(await queue.list()).toEqual([])
  })
})

describe('a queue directory that cannot be written', () => {
  it('refuses at once when a file is in the way, and again without touching the disk', async () => {
    const blocker = join(outside, 'file')
    await writeFile(blocker, 'x')
    const queue = new RunQueue({ dir: join(blocker, 'queue'), clock })
    const first = await within(5000, deliverOrQueue(down(), queue, startCall('a')))
    expect(first.delivered === false && first.queued).toBeUndefined()
    expect(first.delivered === false && first.error.message).toMatch(
      refusal(/could not be queued.*ENOTDIR/, /could not be queued/)
    )

    // The cause is gone, but the refusal holds for a while: nothing can spin on the disk.
    await rm(blocker)
    await expect(queue.enqueue(startCall('b'))).rejects.toThrow(refusal(/ENOTDIR/))
    clock.advance(UNWRITABLE_QUEUE_RETRY_MS + 1)
    await expect(queue.enqueue(startCall('c'))).resolves.toMatchObject({ version: 2 })
  })

  it('refuses a path the kernel refuses (a name over 255 bytes)', async () => {
    const queue = new RunQueue({ dir: join(outside, 'q'.repeat(300)), clock })
    const outcome = await within(5000, deliverOrQueue(down(), queue, startCall('a')))
    expect(outcome.delivered === false && outcome.error.message).toMatch(refusal(/ENAMETOOLONG/))
    const replayed = await within(5000, queue.replay(new FakeClient()))
    expect(replayed.sent).toBe(0)
  })

  it('does not say nothing remains when the queue could not be read', async () => {
    const blocker = join(outside, 'file')
    await writeFile(blocker, 'x')
    const summary = await within(
      5000,
      new RunQueue({ dir: blocker, clock }).replay(new FakeClient())
    )
    expect(summary.counted).toBe(false)
    expect(summary.errors.join()).toMatch(/could not be read/)
  })
})

/**
 * Why no tmpfs can be mounted on this machine (not root, no mount in a container), or undefined
 * when a trial mount worked: decided once, before the tests are declared, so a machine that
 * refuses shows them skipped with the reason and a machine that allows them cannot pass them
 * without checking.
 */
function tmpfsRefused(): string | undefined {
  const at = mkdtempSync(join(tmpdir(), 'jm-mount-'))
  try {
    const refused = mountTmpfs(at, 'size=64k')
    if (refused) return `skipped: cannot mount a tmpfs here (${refused})`
    unmount(at)
    return undefined
  } finally {
    rmSync(at, { recursive: true, force: true })
  }
}

/** A small tmpfs at `at`, or the reason it cannot be had here (not root, no mount). */
function mountTmpfs(at: string, options: string): string | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', at], { stdio: 'pipe' })
    return undefined
  } catch (error) {
    return (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error)
  }
}

function unmount(at: string): void {
  try {
    execFileSync('umount', [at], { stdio: 'pipe' })
  } catch {
    // already gone
  }
}

tmpfs.describe('a full disk and a read-only file system (tmpfs)', () => {
  it('refuses on a full disk (ENOSPC) and leaves no temporary file behind', async () => {
    const mnt = join(outside, 'mnt')
    await mkdir(mnt)
    const refused = mountTmpfs(mnt, 'size=64k')
    if (refused) throw new Error(`cannot mount a tmpfs (${refused})`)
    try {
      const queue = new RunQueue({ dir: join(mnt, 'queue'), clock })
      await queue.enqueue(notifyCall('fits'))
      // Fill what is left.
      await writeFile(join(mnt, 'filler'), Buffer.alloc(1024 * 1024)).catch(() => undefined)
      const big = notifyCall('x'.repeat(200_000))
      const outcome = await within(5000, deliverOrQueue(down(), queue, big))
      expect(outcome.delivered === false && outcome.error.message).toMatch(/ENOSPC/)
      expect((await readdir(join(mnt, 'queue'))).filter(n => n.startsWith('.tmp-'))).toEqual([])
      expect((await queue.list()).map(r => label(r.call))).toEqual(['notify:fits'])
    } finally {
      unmount(mnt)
    }
  })

  it('refuses on a read-only file system and still replays what it holds', async () => {
    const mnt = join(outside, 'ro')
    await mkdir(mnt)
    const refused = mountTmpfs(mnt, 'size=1m')
    if (refused) throw new Error(`cannot mount a tmpfs (${refused})`)
    try {
      const queue = new RunQueue({ dir: join(mnt, 'queue'), clock })
      await queue.enqueue(notifyCall('before'))
      execFileSync('mount', ['-o', 'remount,ro', mnt], { stdio: 'pipe' })
      const outcome = await within(5000, deliverOrQueue(down(), queue, notifyCall('after')))
      expect(outcome.delivered === false && outcome.error.message).toMatch(/EROFS/)
      // A record is claimed (its lock created) before it is sent: on a read-only disk nothing
      // is sent, the pass ends with the reason, and the record stays for a later replay.
      const client = new FakeClient()
      const summary = await within(5000, queue.replay(client))
      expect(client.calls).toEqual([])
      expect(summary).toMatchObject({ sent: 0, remaining: 1 })
      expect(summary.errors.join()).toMatch(/EROFS/)
      expect((await queue.list()).map(r => label(r.call))).toEqual(['notify:before'])
    } finally {
      unmount(mnt)
    }
  })
})

function down(): FakeClient {
  return new FakeClient(() => fail(new HttpStatusError('/monitoring', 503, ''), { attempts: 3 }))
}
