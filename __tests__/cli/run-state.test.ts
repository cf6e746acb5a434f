/**
 * The run folder `start --state-file` makes and `end --state-file` removes. Two ends may run at
 * once (a retried hook, a script and its trap): the one that takes the lock ends the run, and
 * the other must never find the lock gone while the state is still there.
 */
import { describe, expect } from '@jest/globals'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { removeRunState } from '../../src/cli/run-state.js'
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
