/**
 * The one safe open of a path, and the reads on it: a regular file only, never through a
 * symbolic link, never past the bound given. (FIFOs and devices: logs/hostile-files.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  NotRegularFileError,
  openRegular,
  readRegularFile,
  readRegularFileSync,
  streamRegularFile
} from '../../src/util/regular-files.js'
import { POSIX, onlyOn } from '../platform.js'

const links = onlyOn(POSIX, 'symbolic links need a privilege on Windows')

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jm-regular-'))
  writeFileSync(join(dir, 'file.txt'), 'hello, world')
  mkdirSync(join(dir, 'folder'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('openRegular', () => {
  it('opens a regular file with its size', async () => {
    const opened = await openRegular(join(dir, 'file.txt'), 'read')
    try {
      expect(opened.size).toBe(12)
    } finally {
      await opened.handle.close()
    }
  })

  it('refuses a directory as ENOTREG, naming what is there', async () => {
    const refused = openRegular(join(dir, 'folder'), 'read')
    await expect(refused).rejects.toBeInstanceOf(NotRegularFileError)
    await expect(refused).rejects.toMatchObject({ code: 'ENOTREG' })
    await expect(refused).rejects.toThrow('is a directory, not a regular file')
  })

  links.it('refuses a symbolic link, even to a regular file', async () => {
    symlinkSync(join(dir, 'file.txt'), join(dir, 'link'))
    await expect(openRegular(join(dir, 'link'), 'read')).rejects.toMatchObject({ code: 'ELOOP' })
    await expect(openRegular(join(dir, 'link'), 'append')).rejects.toMatchObject({
      code: 'ELOOP'
    })
  })
})

describe('readRegularFile', () => {
  it('reads the whole text', async () => {
    expect(await readRegularFile(join(dir, 'file.txt'))).toBe('hello, world')
    writeFileSync(join(dir, 'empty'), '')
    expect(await readRegularFile(join(dir, 'empty'))).toBe('')
  })

  it('is undefined for what is missing, a directory, or longer than the bound', async () => {
    expect(await readRegularFile(join(dir, 'missing'))).toBeUndefined()
    expect(await readRegularFile(join(dir, 'folder'))).toBeUndefined()
    expect(await readRegularFile(join(dir, 'file.txt'), undefined, 11)).toBeUndefined()
    expect(await readRegularFile(join(dir, 'file.txt'), undefined, 12)).toBe('hello, world')
  })

  links.it('is undefined for a symbolic link', async () => {
    symlinkSync(join(dir, 'file.txt'), join(dir, 'link'))
    expect(await readRegularFile(join(dir, 'link'))).toBeUndefined()
    expect(readRegularFileSync(join(dir, 'link'))).toBeUndefined()
  })
})

describe('readRegularFileSync', () => {
  it('reads the text and its owner, within the bound', () => {
    const read = readRegularFileSync(join(dir, 'file.txt'))
    expect(read?.text).toBe('hello, world')
    if (process.getuid) expect(read?.uid).toBe(process.getuid())
    expect(readRegularFileSync(join(dir, 'file.txt'), 11)).toBeUndefined()
    expect(readRegularFileSync(join(dir, 'folder'))).toBeUndefined()
    expect(readRegularFileSync(join(dir, 'missing'))).toBeUndefined()
  })
})

describe('streamRegularFile', () => {
  it('hands over every byte, in pieces of at most 64 KiB', async () => {
    const content = Buffer.alloc(200 * 1024, 'abc')
    writeFileSync(join(dir, 'big.log'), content)
    const pieces: Uint8Array[] = []
    const n = await streamRegularFile(join(dir, 'big.log'), chunk => pieces.push(chunk))
    expect(n).toBe(content.length)
    expect(Math.max(...pieces.map(p => p.length))).toBeLessThanOrEqual(64 * 1024)
    expect(Buffer.concat(pieces).equals(content)).toBe(true)
  })

  it('refuses a directory at once', async () => {
    await expect(streamRegularFile(join(dir, 'folder'), () => undefined)).rejects.toMatchObject({
      code: 'ENOTREG'
    })
  })
})
