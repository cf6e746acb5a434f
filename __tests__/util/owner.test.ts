/**
 * Whose leftovers may go: a process id is checked only on the machine that issued it, and a
 * process counts as gone only when the system says there is no such process.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { hostname } from 'node:os'
import { HOST_TAG, isOwnerAlive } from '../../src/util/owner.js'
import { shortHash } from '../../src/util/short-hash.js'

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(child.stdout.toString())
}

describe('HOST_TAG', () => {
  it("is this machine's name, hashed short", () => {
    expect(HOST_TAG).toMatch(/^[0-9a-f]{8}$/)
    expect(HOST_TAG).toBe(shortHash(hostname(), 8))
  })
})

describe('isOwnerAlive', () => {
  it('is true for this process and for a process still running', () => {
    expect(isOwnerAlive(HOST_TAG, process.pid)).toBe(true)
    expect(isOwnerAlive(HOST_TAG, process.ppid)).toBe(true)
  })

  it('is false for a process of this machine that has ended', () => {
    expect(isOwnerAlive(HOST_TAG, endedPid())).toBe(false)
  })

  it("is true for another machine's process, which cannot be checked from here", () => {
    const other = HOST_TAG === '00000000' ? '11111111' : '00000000'
    expect(isOwnerAlive(other, endedPid())).toBe(true)
  })
})
