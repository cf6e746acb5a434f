/**
 * privateDirState: the one check of a folder we keep files in (the run's folder of
 * `start --state-file`, the helper's folder, the channel's folder), read from the opened folder.
 */
import { afterEach, beforeEach, expect } from '@jest/globals'
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateDirState } from '../../src/util/dirs.js'
import { spawnHelper } from '../../src/helper/spawn.js'
import { POSIX, onlyOn, onlyWhen } from '../platform.js'

const posix = onlyOn(POSIX, 'no POSIX owners and modes')
const asRoot = onlyWhen(
  process.getuid?.() === 0 ? undefined : "skipped: only root can make a folder another user's"
)

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-private-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

posix.it('tells a folder of ours alone from what is not', () => {
  const ours = join(dir, 'ours')
  mkdirSync(ours, { mode: 0o700 })
  const open = join(dir, 'open')
  mkdirSync(open)
  chmodSync(open, 0o755)
  writeFileSync(join(dir, 'file'), '')
  symlinkSync(ours, join(dir, 'link'))
  expect([
    privateDirState(join(dir, 'none')),
    privateDirState(ours),
    privateDirState(open),
    privateDirState(join(dir, 'file')),
    privateDirState(join(dir, 'link'))
  ]).toEqual([
    'absent',
    'ours',
    'is open to other users (mode 755)',
    'is not a folder (a file or a link is there)',
    'is not a folder (a file or a link is there)'
  ])
})

asRoot.it("refuses another user's folder, and starts no helper in one", () => {
  const theirs = join(dir, 'theirs')
  mkdirSync(theirs, { mode: 0o700 })
  chownSync(theirs, 65534, 65534)
  expect(privateDirState(theirs)).toBe('belongs to another user')
  expect(() =>
    spawnHelper({
      script: join(dir, 'never-run.js'),
      apiKey: 'k',
      env: {},
      logFile: join(theirs, 'helper.log'),
      config: {} as never
    })
  ).toThrow(/belongs to another user/)
})
