import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { homedir } from 'node:os'
import { type Disk, localDisk } from '../../src/util/disk.js'
import { HOST_TAG } from '../../src/util/owner.js'
import { readRegularFile } from '../../src/util/regular-files.js'
import { RunQueue, defaultQueueDir, newRunKey } from '../../src/queue/index.js'
import { readQueuePlace } from '../../src/environment/queue-place.js'
import { fileModes } from '../platform.js'
import {
  FakeClient,
  FakeClock,
  T0,
  deadPid,
  endCall,
  label,
  notifyCall,
  startCall,
  tempDir
} from './helpers.js'

let dir: string
let cleanup: () => Promise<void>
let clock: FakeClock

beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
  clock = new FakeClock()
})
afterEach(() => cleanup())

describe('enqueue and list', () => {
  it('writes one record per call and lists them in the order they were queued', async () => {
    const queue = new RunQueue({ dir, clock })
    const labels: string[] = []
    for (let i = 0; i < 25; i++) {
      // Several calls in the same millisecond, then time moves on.
      if (i % 5 === 0) clock.advance(1)
      const call = notifyCall(`n${i}`)
      labels.push(label(call))
      await queue.enqueue(call)
    }
    const listed = await queue.list()
    expect(listed.map(r => label(r.call))).toEqual(labels)
    expect(listed.map(r => r.id)).toEqual([...listed.map(r => r.id)].sort())
    expect((await readdir(dir)).filter(n => n.endsWith('.json'))).toHaveLength(25)
  })

  it('orders by time first, whatever the process part of the id', async () => {
    const queue = new RunQueue({ dir, clock })
    clock.t = T0 + 10_000
    await queue.enqueue(notifyCall('later'))
    clock.t = T0 + 9_999
    await queue.enqueue(notifyCall('earlier'))
    expect((await queue.list()).map(r => label(r.call))).toEqual(['notify:earlier', 'notify:later'])
  })

  it('stores the call, run key, first failure time, attempts, retry state and last error', async () => {
    const queue = new RunQueue({ dir, clock })
    const record = await queue.enqueue(startCall('nightly'), {
      runKey: 'rk-1',
      retry: { attempts: 3, notBefore: T0 + 4000 },
      lastError: '/monitoring answered HTTP 500'
    })
    const text = await readFile(join(dir, `${record.id}.json`), 'utf8')
    expect(JSON.parse(text)).toEqual({
      version: 2,
      id: record.id,
      call: startCall('nightly'),
      runKey: 'rk-1',
      firstFailureAt: T0,
      totalAttempts: 3,
      retry: { attempts: 3, notBefore: T0 + 4000 },
      lastError: '/monitoring answered HTTP 500'
    })
    expect(await queue.list()).toEqual([record])
  })

  fileModes.it('creates the directory 0700 and every record and run id file 0600', async () => {
    const queue = new RunQueue({ dir, clock })
    const record = await queue.enqueue(startCall('nightly'), { runKey: 'rk' })
    await queue.rememberRunId('rk', 'run-42')
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    expect((await stat(join(dir, `${record.id}.json`))).mode & 0o777).toBe(0o600)
    expect((await stat(join(dir, 'runs'))).mode & 0o777).toBe(0o700)
    for (const name of await readdir(join(dir, 'runs'))) {
      expect((await stat(join(dir, 'runs', name))).mode & 0o777).toBe(0o600)
    }
    expect(await readdir(join(dir, 'runs'))).toHaveLength(1)
  })

  it('remembers run ids per run key, across queue instances', async () => {
    await new RunQueue({ dir, clock }).rememberRunId('rk/with odd:chars', 'run-7')
    const other = new RunQueue({ dir, clock })
    expect(await other.runIdFor('rk/with odd:chars')).toBe('run-7')
    expect(await other.runIdFor('another')).toBeUndefined()
    await other.forgetRunId('rk/with odd:chars')
    expect(await other.runIdFor('rk/with odd:chars')).toBeUndefined()
  })

  it('lists nothing for a directory that does not exist yet', async () => {
    expect(await new RunQueue({ dir: join(dir, 'nope'), clock }).list()).toEqual([])
  })
})

describe('crash leftovers and atomic writes', () => {
  // The write is held halfway through its content, for as long as the test looks: what a
  // reader finds meanwhile does not depend on how fast the disk is (twelve writes of 2 MiB,
  // read in a loop while they ran, showed it only when a read fell in the middle of a write).
  it('never shows a partial record to a reader while a record is written', async () => {
    let hold = false
    let halfway: () => void = () => undefined
    const reached = new Promise<void>(resolve => (halfway = resolve))
    let resume: () => void = () => undefined
    const resumed = new Promise<void>(resolve => (resume = resolve))
    const open = (async (...args: Parameters<Disk['fs']['open']>) => {
      const handle = await localDisk.fs.open(...args)
      if (!hold || !/[wa]/.test(String(args[1]))) return handle
      hold = false
      return new Proxy(handle, {
        get(target, name) {
          if (name !== 'writeFile') {
            const value: unknown = Reflect.get(target, name, target)
            return typeof value === 'function' ? value.bind(target) : value
          }
          return async (content: string) => {
            await target.write(content.slice(0, content.length / 2))
            halfway()
            await resumed
            await target.write(content.slice(content.length / 2))
          }
        }
      })
    }) as Disk['fs']['open']
    const queue = new RunQueue({
      dir,
      clock,
      disk: { ...localDisk, fs: { ...localDisk.fs, open } }
    })
    await queue.enqueue(notifyCall('before'))
    hold = true
    const big = 'x'.repeat(256 * 1024)
    const writing = queue.enqueue(notifyCall(big))
    await reached
    // Half of it is on disk now, under some name.
    const names = await readdir(dir)
    expect(names).toHaveLength(2)
    for (const name of names.filter(n => n.endsWith('.json'))) {
      const text = await readFile(join(dir, name), 'utf8')
      expect(() => JSON.parse(text)).not.toThrow()
    }
    expect((await new RunQueue({ dir }).list()).map(r => label(r.call))).toEqual(['notify:before'])
    resume()
    await writing
    expect((await queue.list()).map(r => label(r.call))).toEqual(['notify:before', `notify:${big}`])
  })

  it('ignores a truncated record, garbage and temporary files, and replay survives them', async () => {
    const logs: string[] = []
    const queue = new RunQueue({ dir, clock, log: m => logs.push(m) })
    const good = await queue.enqueue(notifyCall('good'))
    const full = await readFile(join(dir, `${good.id}.json`), 'utf8')
    const truncatedId = good.id.replace(/^\d{15}/, t => String(Number(t) - 1).padStart(15, '0'))
    await writeFile(join(dir, `${truncatedId}.json`), full.slice(0, full.length / 2))
    await writeFile(join(dir, `${good.id.replace(/^\d/, '9')}.json`), '\u0000\u0000garbage')
    await writeFile(join(dir, 'notes.json'), '{}')
    await writeFile(join(dir, `.tmp-${HOST_TAG}-${process.pid}-abcd`), full.slice(0, 10))

    expect((await queue.list()).map(r => r.id)).toEqual([good.id])
    const client = new FakeClient()
    const summary = await queue.replay(client)
    expect(summary).toMatchObject({ sent: 1, dropped: 0, remaining: 0 })
    expect(client.calls.map(c => label(c.call))).toEqual(['notify:good'])
    expect(logs.some(l => l.includes('unreadable') && l.includes(truncatedId))).toBe(true)
  })

  it('removes temporary files of dead processes and old ones, keeps a fresh one of a live writer', async () => {
    const queue = new RunQueue({ dir, clock })
    await queue.enqueue(notifyCall('x'))
    const dead = `.tmp-${HOST_TAG}-${deadPid()}-aaaa`
    const live = `.tmp-${HOST_TAG}-${process.pid}-bbbb`
    const old = `.tmp-${HOST_TAG}-${process.pid}-cccc`
    for (const name of [dead, live, old]) await writeFile(join(dir, name), 'half')
    const now = (await stat(join(dir, live))).mtimeMs
    clock.t = now + 60_000
    const longAgo = new Date(now - 3600_000)
    await utimes(join(dir, old), longAgo, longAgo)

    await queue.replay(new FakeClient())
    const names = await readdir(dir)
    expect(names).toContain(live)
    expect(names).not.toContain(dead)
    expect(names).not.toContain(old)
  })
})

describe('the API key', () => {
  it('never appears in a record: records hold calls, which carry no key', async () => {
    const key = 'jm_live_SECRETKEY_0123456789'
    const queue = new RunQueue({ dir, clock })
    await queue.enqueue(startCall('nightly'), { runKey: 'rk', lastError: 'HTTP 500' })
    await queue.enqueue(endCall('nightly'), { runKey: 'rk' })
    await queue.rememberRunId('rk', 'run-1')
    for (const sub of ['', 'runs']) {
      for (const name of await readdir(join(dir, sub), { withFileTypes: true })) {
        if (!name.isFile()) continue
        expect(await readFile(join(dir, sub, name.name), 'utf8')).not.toContain(key)
      }
    }
  })
})

describe('size cap', () => {
  it('drops the oldest records beyond maxRecords and logs every drop', async () => {
    const logs: string[] = []
    const queue = new RunQueue({ dir, clock, maxRecords: 3, log: m => logs.push(m) })
    for (let i = 1; i <= 5; i++) {
      clock.advance(1)
      await queue.enqueue(notifyCall(`n${i}`))
    }
    expect((await queue.list()).map(r => label(r.call))).toEqual([
      'notify:n3',
      'notify:n4',
      'notify:n5'
    ])
    expect(logs).toHaveLength(2)
    expect(logs[0]).toMatch(/queue is full \(3 records\): dropped queued pipeline notification/)
  })

  it('drops a start together with the end of its run, never leaving the end without its start', async () => {
    const logs: string[] = []
    const queue = new RunQueue({ dir, clock, maxRecords: 3, log: m => logs.push(m) })
    await queue.enqueue(startCall('a'), { runKey: 'A' })
    clock.advance(1)
    await queue.enqueue(notifyCall('n1'))
    clock.advance(1)
    await queue.enqueue(endCall('a'), { runKey: 'A' })
    clock.advance(1)
    await queue.enqueue(notifyCall('n2'))
    expect((await queue.list()).map(r => label(r.call))).toEqual(['notify:n1', 'notify:n2'])
    expect(logs).toHaveLength(2)
    expect(logs.join('\n')).toMatch(/start report of "a"[\s\S]*end report of "a"/)
  })

  it('keeps the run of the record just queued', async () => {
    const queue = new RunQueue({ dir, clock, maxRecords: 2 })
    await queue.enqueue(startCall('a'), { runKey: 'A' })
    clock.advance(1)
    await queue.enqueue(notifyCall('n1'))
    clock.advance(1)
    await queue.enqueue(endCall('a'), { runKey: 'A' })
    expect((await queue.list()).map(r => label(r.call))).toEqual(['start:a', 'end:a'])
  })
})

describe('defaultQueueDir and newRunKey', () => {
  it('prefers JOB_MONITOR_QUEUE_DIR, then XDG_STATE_HOME, then ~/.local/state', () => {
    // The rule of Linux and macOS, on whatever machine runs the test (Windows': location.test.ts).
    const dirOf = (env: NodeJS.ProcessEnv): string => defaultQueueDir(readQueuePlace(env), 'linux')
    expect(dirOf({ JOB_MONITOR_QUEUE_DIR: '/srv/q', XDG_STATE_HOME: '/x' })).toBe('/srv/q')
    expect(dirOf({ XDG_STATE_HOME: '/x/state', HOME: '/home/u' })).toBe(
      '/x/state/job-monitor/queue'
    )
    expect(dirOf({ XDG_STATE_HOME: 'relative', HOME: '/home/u' })).toBe(
      '/home/u/.local/state/job-monitor/queue'
    )
    expect(dirOf({ HOME: '/home/u' })).toBe('/home/u/.local/state/job-monitor/queue')
    expect(dirOf({})).toBe(posix.join(homedir(), '.local/state/job-monitor/queue'))
  })

  it('makes distinct run keys', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newRunKey()))
    expect(keys.size).toBe(100)
  })
})

describe('reading a queue file', () => {
  /** The local disk, logging by name every call made on a handle it opens. */
  function handleLoggingDisk(): Disk & { calls: string[] } {
    const calls: string[] = []
    const open = (async (...args: Parameters<Disk['fs']['open']>) => {
      const handle = await localDisk.fs.open(...args)
      return new Proxy(handle, {
        get(target, name) {
          const value: unknown = Reflect.get(target, name, target)
          if (typeof value !== 'function') return value
          return (...a: unknown[]) => {
            calls.push(String(name))
            return (value as (...b: unknown[]) => unknown).apply(target, a)
          }
        }
      })
    }) as Disk['fs']['open']
    return { ...localDisk, fs: { ...localDisk.fs, open }, calls }
  }

  it('reads a record with one stat and one read: a replay reads each record twice', async () => {
    const record = await new RunQueue({ dir, clock }).enqueue(notifyCall('read me'))
    const disk = handleLoggingDisk()
    const text = await readRegularFile(join(dir, `${record.id}.json`), disk)
    expect(JSON.parse(text ?? '')).toEqual(record)
    expect(disk.calls).toEqual(['stat', 'read', 'close'])
  })

  it('reads a file of any size whole, characters of several bytes included', async () => {
    const path = join(dir, '..', 'text')
    // Beyond 512 KiB readFile reads in pieces; a character's bytes straddle every boundary.
    for (const text of ['', 'x', `{"m":"${'é€𝄞'.repeat(100_000)}"}`]) {
      await writeFile(path, text)
      expect(await readRegularFile(path)).toBe(text)
    }
  })
})

describe('discarding among records read before', () => {
  // A `running` notification superseded at a run's end is removed from the records its pass
  // read. A replayer may hold it meanwhile, under a lock of any generation (each takeover of a
  // dead replayer's lock is the next one): the record is then the replayer's, and stays.
  it.each([0, 1, 2, 3, 5])('leaves a record a live replayer holds under lock %i', async gen => {
    const queue = new RunQueue({ dir, clock })
    const runKey = newRunKey()
    await queue.enqueue(notifyCall('running'), { runKey })
    const [record] = await queue.list()
    const lock = { hostTag: HOST_TAG, pid: process.pid, claimedAt: clock.now(), token: 'a' }
    await writeFile(join(dir, `${record.id}.lock-${gen}`), `${JSON.stringify(lock)}\n`)
    const removed = await queue.discard(() => true, 'superseded', [record])
    expect(removed).toBe(0)
    expect((await queue.list()).map(r => r.id)).toEqual([record.id])
    expect((await readdir(dir)).filter(n => n.includes('.lock-'))).toEqual([
      `${record.id}.lock-${gen}`
    ])
  })

  it('removes a free one, and passes over one already gone', async () => {
    const queue = new RunQueue({ dir, clock })
    const runKey = newRunKey()
    await queue.enqueue(notifyCall('running'), { runKey })
    await queue.enqueue(notifyCall('running again'), { runKey })
    const [first, second] = await queue.list()
    await rm(join(dir, `${second.id}.json`))
    expect(await queue.discard(() => true, 'superseded', [first, second])).toBe(1)
    expect(await queue.list()).toEqual([])
    expect((await readdir(dir)).filter(n => n.includes('.lock-'))).toEqual([])
  })
})
