/**
 * A folder's entries, listed, looked at and removed without following a symbolic link; a
 * vanished entry is an answer, not an error.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  entryExists,
  isRealDirectory,
  listFiles,
  modifiedAt,
  removeIfPresent
} from '../../src/util/entries.js'
import { POSIX, onlyOn } from '../platform.js'

const links = onlyOn(POSIX, 'symbolic links need a privilege on Windows')

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-entries-'))
  writeFileSync(join(dir, 'a.json'), 'a')
  writeFileSync(join(dir, 'b.json'), 'b')
  mkdirSync(join(dir, 'folder'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('listFiles', () => {
  it('names the regular files only, and none of a folder not there yet', async () => {
    expect((await listFiles(dir)).sort()).toEqual(['a.json', 'b.json'])
    expect(await listFiles(join(dir, 'missing'))).toEqual([])
  })

  links.it('leaves symbolic links out', async () => {
    symlinkSync(join(dir, 'a.json'), join(dir, 'link.json'))
    expect((await listFiles(dir)).sort()).toEqual(['a.json', 'b.json'])
  })
})

describe('looking at an entry', () => {
  it('tells a folder, a file and nothing apart', async () => {
    expect(await isRealDirectory(join(dir, 'folder'))).toBe(true)
    expect(await isRealDirectory(join(dir, 'a.json'))).toBe(false)
    expect(await isRealDirectory(join(dir, 'missing'))).toBe(false)
    expect(await modifiedAt(join(dir, 'a.json'))).toEqual(expect.any(Number))
    expect(await modifiedAt(join(dir, 'folder'))).toBeUndefined()
    expect(await modifiedAt(join(dir, 'missing'))).toBeUndefined()
    expect(await entryExists(join(dir, 'folder'))).toBe(true)
    expect(await entryExists(join(dir, 'missing'))).toBe(false)
  })

  links.it('sees the link itself, not its target', async () => {
    symlinkSync(join(dir, 'folder'), join(dir, 'to-folder'))
    symlinkSync(join(dir, 'a.json'), join(dir, 'to-file'))
    symlinkSync(join(dir, 'missing'), join(dir, 'dangling'))
    expect(await isRealDirectory(join(dir, 'to-folder'))).toBe(false)
    expect(await modifiedAt(join(dir, 'to-file'))).toBeUndefined()
    expect(await entryExists(join(dir, 'dangling'))).toBe(true)
  })
})

describe('removeIfPresent', () => {
  it('removes a file, and answers false once it is gone', async () => {
    expect(await removeIfPresent(join(dir, 'a.json'))).toBe(true)
    expect(existsSync(join(dir, 'a.json'))).toBe(false)
    expect(await removeIfPresent(join(dir, 'a.json'))).toBe(false)
  })

  links.it('removes a symbolic link, never its target', async () => {
    symlinkSync(join(dir, 'a.json'), join(dir, 'link'))
    expect(await removeIfPresent(join(dir, 'link'))).toBe(true)
    expect(await entryExists(join(dir, 'link'))).toBe(false)
    expect(existsSync(join(dir, 'a.json'))).toBe(true)
  })
})
