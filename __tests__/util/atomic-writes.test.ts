/**
 * Writes readers see whole or not at all, and the exclusive create only one writer wins: what
 * they leave in the folder when they succeed and when a step fails.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  TEMP_PREFIX,
  createExclusive,
  parseTempFileName,
  tempFileName,
  writeFileAtomic,
  writeFileAtomicSync
} from '../../src/util/atomic-writes.js'
import { type Disk, localDisk } from '../../src/util/disk.js'
import { HOST_TAG } from '../../src/util/owner.js'
import { fileModes } from '../platform.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-writes-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const errno = (code: string): Error => Object.assign(new Error(code), { code })

describe('temporary file names', () => {
  it('carry their owner, read back by parseTempFileName', () => {
    const name = tempFileName()
    expect(name.startsWith(TEMP_PREFIX)).toBe(true)
    expect(parseTempFileName(name)).toEqual({ hostTag: HOST_TAG, pid: process.pid })
    expect(tempFileName()).not.toBe(name)
  })

  it.each(['record.json', '.tmp-', '.tmp-zz-1-ab', '.tmp-0123abcd-x-ab', '.tmp-0123abcd-1-'])(
    'are not read into %s',
    name => expect(parseTempFileName(name)).toBeUndefined()
  )
})

describe('writeFileAtomic', () => {
  it('writes the whole content under its name and leaves no temporary file', async () => {
    writeFileSync(join(dir, 'state.json'), 'old')
    await writeFileAtomic(dir, 'state.json', 'new content')
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).toBe('new content')
    expect(readdirSync(dir)).toEqual(['state.json'])
  })

  fileModes.it('makes the file private to the user', async () => {
    await writeFileAtomic(dir, 'state.json', 'x')
    expect(statSync(join(dir, 'state.json')).mode & 0o777).toBe(0o600)
  })

  it('removes its temporary file and leaves the old content when the rename fails', async () => {
    writeFileSync(join(dir, 'state.json'), 'old')
    const disk: Disk = {
      ...localDisk,
      fs: { ...localDisk.fs, rename: async () => Promise.reject(errno('EXDEV')) }
    }
    await expect(writeFileAtomic(dir, 'state.json', 'new', disk)).rejects.toMatchObject({
      code: 'EXDEV'
    })
    expect(readdirSync(dir)).toEqual(['state.json'])
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).toBe('old')
  })
})

describe('writeFileAtomicSync', () => {
  it('replaces the file whole and leaves no temporary file', () => {
    const path = join(dir, 'status.json')
    writeFileAtomicSync(path, 'first')
    writeFileAtomicSync(path, 'second')
    expect(readFileSync(path, 'utf8')).toBe('second')
    expect(readdirSync(dir)).toEqual(['status.json'])
  })

  it('removes its temporary file when the rename fails', () => {
    const path = join(dir, 'status.json')
    const failing = {
      platform: 'linux' as const,
      fs: {
        writeFileSync,
        rmSync,
        renameSync: () => {
          throw errno('EXDEV')
        }
      },
      now: () => 0,
      pause: () => undefined
    }
    expect(() => writeFileAtomicSync(path, 'x', failing)).toThrow('EXDEV')
    expect(readdirSync(dir)).toEqual([])
  })
})

describe('createExclusive', () => {
  it('creates a name once: the first content stays', async () => {
    const path = join(dir, 'lock')
    expect(await createExclusive(path, 'first')).toBe(true)
    expect(await createExclusive(path, 'second')).toBe(false)
    expect(readFileSync(path, 'utf8')).toBe('first')
  })

  it('of several creating one name at once, exactly one wins', async () => {
    const path = join(dir, 'lock')
    const won = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createExclusive(path, `${i}`))
    )
    expect(won.filter(Boolean)).toHaveLength(1)
    expect(readFileSync(path, 'utf8')).toBe(String(won.indexOf(true)))
  })

  it('counts a name Windows keeps busy past the retries as taken, never as created', async () => {
    const disk: Disk = {
      platform: 'win32',
      fs: { ...localDisk.fs, open: async () => Promise.reject(errno('EPERM')) },
      clock: { now: () => 0, sleep: async () => undefined }
    }
    expect(await createExclusive(join(dir, 'lock'), 'x', disk)).toBe(false)
  })

  it('throws what is not a taken name', async () => {
    await expect(createExclusive(join(dir, 'missing', 'lock'), 'x')).rejects.toMatchObject({
      code: 'ENOENT'
    })
  })
})
