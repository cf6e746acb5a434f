/**
 * A claim must hold where a rename does not arbitrate. On Windows a rename (MoveFileEx) opens
 * the source by name, then renames that open handle: two replayers that open a record at the
 * same moment both rename it, one after the other, and both succeed. Here every rename of the
 * queue behaves that way, and two replayers in this process race for the same records.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { basename, dirname, join } from 'node:path'

const real = await import('node:fs/promises')

let turn = 0

/**
 * A rename as Windows does it: find the file by name, let others run (for a varying while),
 * rename the handle wherever its file is by then.
 */
async function renameLikeWindows(from: string, to: string): Promise<void> {
  const { ino } = await real.stat(from)
  const pause = (turn++ * 7) % 23
  for (let i = 0; i < pause; i++) await new Promise(r => setImmediate(r))
  const dir = dirname(from)
  for (const name of await real.readdir(dir)) {
    const stat = await real.stat(join(dir, name)).catch(() => undefined)
    if (stat?.ino === ino) return real.rename(join(dir, name), to)
  }
  throw Object.assign(new Error(`ENOENT: ${basename(from)}`), { code: 'ENOENT' })
}

jest.unstable_mockModule('node:fs/promises', () => ({
  ...real,
  default: { ...real, rename: renameLikeWindows },
  rename: renameLikeWindows
}))

const { RunQueue } = await import('../../src/queue/index.js')
const { FakeClient, FakeClock, label, notifyCall, ok, tempDir } = await import('./helpers.js')

let dir: string
let cleanup: () => Promise<void>
beforeEach(async () => {
  ;({ dir, cleanup } = await tempDir())
})
afterEach(() => cleanup())

describe('claims where a rename can succeed twice', () => {
  it('sends every record once when two replayers race', async () => {
    const clock = new FakeClock()
    const queue = new RunQueue({ dir, clock })
    const total = 30
    for (let i = 0; i < total; i++) await queue.enqueue(notifyCall(`m${i}`))
    const sent: string[] = []
    const client = new FakeClient(async call => {
      for (let i = 0; i < 3; i++) await new Promise(r => setImmediate(r))
      sent.push(label(call))
      return ok({})
    })
    const [a, b] = await Promise.all([
      queue.replay(client),
      new RunQueue({ dir, clock }).replay(client)
    ])
    expect(sent).toHaveLength(total)
    expect(new Set(sent).size).toBe(total)
    expect(a.sent + b.sent).toBe(total)
    expect(await queue.list()).toEqual([])
  })
})
