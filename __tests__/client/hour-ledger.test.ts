/**
 * The key's hourly ledger on disk (src/client/hour-ledger.ts), one process at a time with an
 * injected clock: what it grants and holds back, what a 429 does, what a start learns, what it
 * writes (never the key, nor a piece of it), and that nothing in its folder can stall it.
 * Several processes at once: hour-ledger-processes.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { HourLedger, ledgerFolder } from '../../src/client/hour-ledger.js'
import { keyFingerprint } from '../../src/client/identity.js'
import { type Disk, localDisk } from '../../src/util/disk.js'
import { FakeClock } from './fake-clock.js'
import { POSIX, onlyOn } from '../platform.js'

const KEY = 'jm_live_7Qx2vN9pLk4RtY8wZc3M'
const MIN = 60_000
const HOUR = 60 * MIN

let root: string
let clock: FakeClock

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'jm-ledger-'))
  clock = new FakeClock()
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

function ledger(limit = 10, onTrouble?: (m: string) => void): HourLedger {
  return new HourLedger({ dir: ledgerFolder(root, KEY), limit, clock, onTrouble })
}

/** Asks `count` times, a minute apart; how many were granted. */
async function ask(l: HourLedger, kind: 'start' | 'heartbeat', count: number): Promise<number> {
  let granted = 0
  for (let i = 0; i < count; i++) {
    if ((await l.permit(kind)).granted) granted++
    clock.t += MIN
  }
  return granted
}

/** Every file under `dir`: its path from `dir` and its text. */
async function filesUnder(dir: string): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = []
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue
    const path = join(e.parentPath, e.name)
    out.push([path.slice(dir.length), await readFile(path, 'utf8')])
  }
  return out
}

describe('the hour, kept on disk', () => {
  it('grants reports up to the limit in any hour, then holds them back until one leaves it', async () => {
    const l = ledger(10)
    const first = clock.t
    expect(await ask(l, 'start', 14)).toBe(10)
    const held = await l.permit('end')
    expect(held).toMatchObject({ granted: false, until: first + HOUR })
    clock.t = first + HOUR
    expect((await l.permit('end')).granted).toBe(true)
    expect((await l.permit('end')).granted).toBe(false)
    expect((await l.lastHour()).length).toBe(10)
  })

  it('lets heartbeats take only what the reports of the hour leave', async () => {
    const l = ledger(20)
    expect(await ask(l, 'start', 5)).toBe(5)
    // 20 in the hour, less the room kept for reports: 6, the floor, while 5 came.
    expect(await ask(l, 'heartbeat', 20)).toBe(20 - 6 - 5)
    expect((await l.permit('start')).granted).toBe(true)
  })

  it('pauses every request of the key after a 429, for its Retry-After or a doubling minute', async () => {
    const l = ledger(100)
    await l.answered(429, 25 * MIN)
    expect(await l.permit('heartbeat')).toMatchObject({ granted: false, until: clock.t + 25 * MIN })
    expect(await l.permit('end')).toMatchObject({ granted: false })
    clock.t += 25 * MIN
    expect((await l.permit('end')).granted).toBe(true)
    await l.answered(200, undefined)
    // Without a Retry-After: a minute, then two while 429s keep coming.
    await l.answered(429, undefined)
    expect(await l.permit('end')).toMatchObject({ until: clock.t + MIN })
    clock.t += MIN
    await l.answered(429, undefined)
    expect(await l.permit('end')).toMatchObject({ until: clock.t + 2 * MIN })
    // Any other answer ends the pause.
    await l.answered(200, undefined)
    expect((await l.permit('end')).granted).toBe(true)
  })

  it('tells a start whether the cadence fits, once a day, and how many jobs share the key', async () => {
    const l = ledger(100)
    const notes = []
    for (let i = 0; i < 5; i++) {
      notes.push(await l.noteStart('every minute', 2))
      clock.t += MIN
    }
    expect(notes.map(n => [n.fits, n.sayNow])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
      [false, false]
    ])
    expect(notes[4]).toMatchObject({ need: 120, cadenceMs: MIN, activeJobs: 1 })
    expect(await l.noteStart('hourly', 2)).toMatchObject({ activeJobs: 2, fits: false })
    clock.t += 24 * HOUR
    // A day later the job starts again at its old pace: said again, once.
    const again = [await l.noteStart('every minute', 2)]
    clock.t += MIN
    again.push(await l.noteStart('every minute', 2))
    expect(again.map(n => n.sayNow)).toEqual([true, false])
  })

  it('keeps its folder under the key’s fingerprint, private, and never writes the key or a piece of it', async () => {
    const l = ledger(10)
    await ask(l, 'start', 3)
    await l.answered(429, 60_000)
    await l.noteStart(`job of ${KEY.slice(0, 4)}`, 2)
    const dir = ledgerFolder(root, KEY)
    expect(dir).toBe(join(root, keyFingerprint(KEY)))
    const files = await filesUnder(root)
    expect(files.length).toBeGreaterThanOrEqual(5)
    for (const [path, text] of files) {
      for (let i = 0; i + 6 <= KEY.length; i++) {
        expect(path).not.toContain(KEY.slice(i, i + 6))
        expect(text).not.toContain(KEY.slice(i, i + 6))
      }
    }
    if (process.platform !== 'win32') {
      expect((await stat(dir)).mode & 0o777).toBe(0o700)
      for (const [path] of files) expect((await stat(join(root, path))).mode & 0o777).toBe(0o600)
    }
  })
})

describe('a ledger that cannot be trusted or used', () => {
  const fifos = onlyOn(POSIX, 'no FIFOs (mkfifo)')

  fifos.it('reads past a FIFO, a link and an oversized file named like its own', async () => {
    const l = ledger(5)
    expect(await ask(l, 'start', 1)).toBe(1)
    const dir = ledgerFolder(root, KEY)
    execFileSync('mkfifo', [join(dir, 't1'), join(dir, 'pause.json')])
    const elsewhere = join(root, 'elsewhere.json')
    await writeFile(elsewhere, JSON.stringify({ at: clock.t, kind: 'report' }))
    await symlink(elsewhere, join(dir, 't2'))
    await writeFile(join(dir, 't3'), 'x'.repeat(10_000))
    await writeFile(join(dir, 't4'), '{"at":"soon","kind":"report"}')
    // Only its own readable tickets count: 1 so far, then 4 more up to the limit of 5.
    expect(await ask(l, 'start', 6)).toBe(4)
  })

  it('lets requests go, and says so once, when its folder cannot be made', async () => {
    await writeFile(join(root, 'blocked'), '')
    const said: string[] = []
    const l = new HourLedger({
      dir: join(root, 'blocked', 'ledger'),
      limit: 1,
      clock,
      onTrouble: m => said.push(m)
    })
    expect(await ask(l, 'start', 3)).toBe(3)
    expect(said).toHaveLength(1)
    expect(said[0]).toMatch(/hourly ledger .* cannot be used .*: requests go without it/)
  })

  it('counts a ticket being written as a request going now', async () => {
    const l = ledger(2)
    const dir = ledgerFolder(root, KEY)
    await mkdir(dir, { recursive: true })
    await writeFile(join(dir, 't0'), '')
    expect(await ask(l, 'start', 3)).toBe(1)
  })
})

describe('one process asking many times', () => {
  /** The local disk, counting the opens of each ticket by name. */
  function countingDisk(): Disk & { opens: Map<string, number> } {
    const opens = new Map<string, number>()
    const open = ((path: string, ...rest: unknown[]) => {
      const name = basename(path)
      if (/^t\d+$/.test(name)) opens.set(name, (opens.get(name) ?? 0) + 1)
      return (localDisk.fs.open as (...a: unknown[]) => ReturnType<Disk['fs']['open']>)(
        path,
        ...rest
      )
    }) as Disk['fs']['open']
    return { ...localDisk, fs: { ...localDisk.fs, open }, opens }
  }

  it('reads each settled ticket once, and decides as a fresh look at the folder does', async () => {
    // Another process's requests over the last hour, a minute apart.
    expect(await ask(ledger(100), 'start', 30)).toBe(30)
    // A replay sending 20 records at once: each request asks the ledger.
    const disk = countingDisk()
    const replaying = new HourLedger({ dir: ledgerFolder(root, KEY), limit: 40, clock, disk })
    const answers: boolean[] = []
    const fresh: boolean[] = []
    for (let i = 0; i < 20; i++) {
      clock.t += 100
      // What a process asking for the first time would be told at this moment.
      const asked = new HourLedger({ dir: ledgerFolder(root, KEY), limit: 40, clock })
      fresh.push((await asked.lastHour()).length < 40)
      answers.push((await replaying.permit('end')).granted)
    }
    expect(answers).toEqual(fresh)
    expect(answers.filter(Boolean)).toHaveLength(10)
    expect(Math.max(...disk.opens.values())).toBe(1)
  })

  it('reads a ticket taken a moment ago again, until it has settled', async () => {
    const other = ledger(100)
    const disk = countingDisk()
    const l = new HourLedger({ dir: ledgerFolder(root, KEY), limit: 100, clock, disk })
    expect((await other.permit('start')).granted).toBe(true)
    for (let i = 0; i < 3; i++) expect((await l.permit('heartbeat')).granted).toBe(true)
    // Its taker may still give it up: read at each look while it is that young.
    expect(disk.opens.get('t0')).toBe(3)
    clock.t += MIN
    for (let i = 0; i < 3; i++) expect((await l.permit('heartbeat')).granted).toBe(true)
    expect(disk.opens.get('t0')).toBe(4)
  })
})
