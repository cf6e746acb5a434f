/**
 * The Windows busy-retry: a call refused with EBUSY, EPERM or EACCES is tried again after a
 * short, doubling wait, within BUSY_RETRY_ATTEMPTS and BUSY_RETRY_BUDGET_MS; elsewhere, and
 * for any other error, it fails at once. The clock and the pause are handed in: nothing waits.
 */
import { describe, expect, it } from '@jest/globals'
import {
  BUSY_RETRY_ATTEMPTS,
  BUSY_RETRY_BUDGET_MS,
  BUSY_RETRY_FIRST_DELAY_MS
} from '../../src/util/constants.js'
import {
  type Disk,
  type SyncDisk,
  isBusy,
  localDisk,
  localSyncDisk,
  retryBusy,
  retryBusySync
} from '../../src/util/disk.js'

const errno = (code: string): Error => Object.assign(new Error(code), { code })

/** A disk of `platform` whose clock moves only by the waits asked of it. */
function diskOn(platform: NodeJS.Platform): { disk: Disk; waits: number[] } {
  const waits: number[] = []
  let t = 0
  const disk: Disk = {
    ...localDisk,
    platform,
    clock: {
      now: () => t,
      sleep: async ms => {
        waits.push(ms)
        t += ms
      }
    }
  }
  return { disk, waits }
}

function syncDiskOn(platform: NodeJS.Platform): { disk: SyncDisk; waits: number[] } {
  const waits: number[] = []
  let t = 0
  const disk: SyncDisk = {
    ...localSyncDisk,
    platform,
    now: () => t,
    pause: ms => {
      waits.push(ms)
      t += ms
    }
  }
  return { disk, waits }
}

/** An operation that fails with `code` `failures` times, then answers 'done'. */
function failing(code: string, failures: number): { op: () => string; calls: () => number } {
  let calls = 0
  return {
    op: () => {
      calls++
      if (calls <= failures) throw errno(code)
      return 'done'
    },
    calls: () => calls
  }
}

describe('isBusy', () => {
  it.each(['EBUSY', 'EPERM', 'EACCES'])('is true for %s on Windows only', code => {
    expect(isBusy({ platform: 'win32' }, errno(code))).toBe(true)
    expect(isBusy({ platform: 'linux' }, errno(code))).toBe(false)
    expect(isBusy({ platform: 'darwin' }, errno(code))).toBe(false)
  })

  it('is false for other errors and for what is no error at all', () => {
    for (const error of [errno('ENOENT'), errno('EEXIST'), new Error('x'), null, 'EBUSY']) {
      expect(isBusy({ platform: 'win32' }, error)).toBe(false)
    }
  })
})

describe('retryBusy', () => {
  it('waits out a busy file on Windows, doubling its waits', async () => {
    const { disk, waits } = diskOn('win32')
    const f = failing('EBUSY', 3)
    await expect(retryBusy(disk, async () => f.op())).resolves.toBe('done')
    expect(f.calls()).toBe(4)
    const first = BUSY_RETRY_FIRST_DELAY_MS
    expect(waits).toEqual([first, 2 * first, 4 * first])
  })

  it('gives up after its attempts or its budget, with the last error', async () => {
    const { disk, waits } = diskOn('win32')
    const f = failing('EPERM', Infinity)
    await expect(retryBusy(disk, async () => f.op())).rejects.toMatchObject({ code: 'EPERM' })
    expect(f.calls()).toBeLessThanOrEqual(BUSY_RETRY_ATTEMPTS)
    expect(f.calls()).toBe(waits.length + 1)
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(BUSY_RETRY_BUDGET_MS)
  })

  it.each<[NodeJS.Platform, string]>([
    ['linux', 'EBUSY'],
    ['darwin', 'EPERM'],
    ['win32', 'ENOENT']
  ])('fails at once on %s with %s', async (platform, code) => {
    const { disk, waits } = diskOn(platform)
    const f = failing(code, 1)
    await expect(retryBusy(disk, async () => f.op())).rejects.toMatchObject({ code })
    expect([f.calls(), waits]).toEqual([1, []])
  })
})

describe('retryBusySync', () => {
  it('waits out a busy file on Windows with blocking pauses, within the same bounds', () => {
    const { disk, waits } = syncDiskOn('win32')
    const f = failing('EACCES', 2)
    expect(retryBusySync(disk, f.op)).toBe('done')
    expect(waits).toEqual([BUSY_RETRY_FIRST_DELAY_MS, 2 * BUSY_RETRY_FIRST_DELAY_MS])

    const always = failing('EBUSY', Infinity)
    const spent = syncDiskOn('win32')
    expect(() => retryBusySync(spent.disk, always.op)).toThrow('EBUSY')
    expect(always.calls()).toBeLessThanOrEqual(BUSY_RETRY_ATTEMPTS)
    expect(spent.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(BUSY_RETRY_BUDGET_MS)
  })

  it('fails at once elsewhere', () => {
    const { disk, waits } = syncDiskOn('linux')
    const f = failing('EBUSY', 1)
    expect(() => retryBusySync(disk, f.op)).toThrow('EBUSY')
    expect([f.calls(), waits]).toEqual([1, []])
  })
})
