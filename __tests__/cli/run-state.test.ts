/**
 * The run folder `start --state-file` makes and `end --state-file` removes. Two ends may run at
 * once (a retried hook, a script and its trap): the one that takes the lock ends the run, and
 * the other must never find the lock gone while the state is still there.
 */
import { describe, expect } from '@jest/globals'
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { lockRunEnd, removeRunState } from '../../src/cli/run-state.js'
import { HOST_TAG } from '../../src/util/owner.js'
import { fileModes } from '../platform.js'

describe('removeRunState', () => {
  fileModes.it('removes the state before the lock, then everything', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'jm-run-state-')), 'run')
    mkdirSync(folder, { mode: 0o700 })
    for (const f of ['state.json', 'end.lock', 'heartbeats.json', 'heartbeats.log'])
      writeFileSync(join(folder, f), '{}\n')
    const removed: string[] = []
    await removeRunState(folder, async (path, o) => {
      removed.push(path === folder ? '(folder)' : basename(path))
      await rm(path, o)
    })
    expect(removed[0]).toBe('state.json')
    expect(removed.at(-1)).toBe('(folder)')
    expect(removed.indexOf('end.lock')).toBe(-1) // it goes with the folder, after the state
  })
})

describe('lockRunEnd', () => {
  function runFolder(lock?: string): string {
    const folder = join(mkdtempSync(join(tmpdir(), 'jm-run-lock-')), 'run')
    mkdirSync(folder, { mode: 0o700 })
    writeFileSync(join(folder, 'state.json'), '{}\n')
    if (lock !== undefined) writeFileSync(join(folder, 'end.lock'), lock)
    return folder
  }

  fileModes.it(
    'leaves a lock just created, not yet written, to the end that created it',
    async () => {
      // Another end has created the lock and not yet written its pid in it.
      expect(await lockRunEnd(runFolder(''))).toBe(false)
    }
  )

  fileModes.it(
    'takes over a lock of no live process, and a lock of no shape that is old',
    async () => {
      const stale = runFolder('')
      const long = (Date.now() - 60_000) / 1000
      utimesSync(join(stale, 'end.lock'), long, long)
      expect(await lockRunEnd(stale)).toBe(true)
      // Above any pid_max: no process holds it.
      expect(await lockRunEnd(runFolder(`${HOST_TAG} ${2 ** 23 + 1}\n`))).toBe(true)
      expect(await lockRunEnd(runFolder(`${HOST_TAG} ${process.pid}\n`))).toBe(false)
    }
  )
})
