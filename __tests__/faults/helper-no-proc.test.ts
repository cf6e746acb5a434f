/**
 * Where there is no /proc (Windows, macOS), a pid says nothing of whose process holds it: once
 * the helper has ended, the system may give its pid to any other program of the same user. Post
 * must not signal it on the pid's word. Here /proc is made to vanish for the modules under test,
 * and a program that is not the helper holds the pid post was given.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { type ChildProcess, spawn } from 'node:child_process'
import * as fs from 'node:fs'
import { join } from 'node:path'
import { tempDir } from '../cli/run-cli.js'

jest.unstable_mockModule('node:fs', () => {
  const readFileSync = ((path: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    if (String(path).startsWith('/proc/'))
      throw Object.assign(new Error(`ENOENT: ${String(path)}`), { code: 'ENOENT' })
    return (fs.readFileSync as (...a: unknown[]) => unknown)(path, ...rest)
  }) as typeof fs.readFileSync
  return { ...fs, default: { ...fs, readFileSync }, readFileSync }
})
const { stopHelper } = await import('../../src/helper/stop.js')

let other: ChildProcess
beforeAll(async () => {
  other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  await new Promise(r => other.once('spawn', r))
})
afterAll(() => {
  other.kill('SIGKILL')
})

describe('post on a platform without /proc', () => {
  it('does not signal a pid that is not the helper', async () => {
    const dir = tempDir('jm-no-proc-')
    const statusFile = join(dir, 'status.json')
    const signals = jest.spyOn(process, 'kill')
    try {
      const r = await stopHelper(other.pid, statusFile, {
        runKey: 'a-run-whose-helper-ended',
        waitMs: 200
      })
      expect(r.how).toBe('left-alone')
    } finally {
      signals.mockRestore()
    }
    expect(signals.mock.calls.filter(([, signal]) => signal !== 0)).toEqual([])
    expect(other.exitCode).toBeNull()
    expect(other.signalCode).toBeNull()
  })
})
