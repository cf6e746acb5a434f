/**
 * The run's cookie: how it is put into an environment, how an environment block as
 * /proc/<pid>/environ holds it is searched (in pieces, whatever the bytes), and which
 * processes carry it, against a process table written by hand and against this machine's /proc.
 */
import { describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import fc from 'fast-check'
import {
  CookieMatcher,
  type EnvironReader,
  RUN_COOKIE_VARIABLE,
  newRunCookie,
  pidsCarrying,
  withRunCookie,
  withoutRunCookie
} from '../../src/run/run-cookie.js'
import { procfs } from '../platform.js'
import { until } from '../cli/run-cli.js'

const A = 'a'.repeat(32)
const B = 'b'.repeat(32)

/** Whether `block`, fed in the pieces `cuts` makes, carries `cookie`. */
function carries(block: string, cookie: string, cuts: number[] = []): boolean {
  const bytes = Buffer.from(block, 'latin1')
  const m = new CookieMatcher(cookie)
  let from = 0
  for (const cut of [...cuts.filter(c => c > 0 && c < bytes.length)].sort((x, y) => x - y)) {
    if (m.push(bytes.subarray(from, cut))) return true
    from = cut
  }
  m.push(bytes.subarray(from))
  return m.end()
}

describe('the run cookie in an environment', () => {
  it('is new for every run: 128 random bits in hex', () => {
    const cookies = new Set(Array.from({ length: 50 }, newRunCookie))
    expect(cookies.size).toBe(50)
    for (const c of cookies) expect(c).toMatch(/^[0-9a-f]{32}$/)
  })

  it("keeps an outer exec's cookie beside its own, and drops what is not a cookie", () => {
    expect(withRunCookie({ PATH: '/bin' }, A)).toEqual({ PATH: '/bin', [RUN_COOKIE_VARIABLE]: A })
    expect(withRunCookie({ [RUN_COOKIE_VARIABLE]: `${B} keep` }, A)).toEqual({
      [RUN_COOKIE_VARIABLE]: `${B} ${A}`
    })
    expect(withoutRunCookie({ PATH: '/bin', [RUN_COOKIE_VARIABLE]: A })).toEqual({ PATH: '/bin' })
  })

  it('is found as a whole variable and a whole cookie only, cut anywhere', () => {
    const cases: Array<[string, boolean]> = [
      [`PATH=/bin\0${RUN_COOKIE_VARIABLE}=${A}\0HOME=/root\0`, true],
      [`${RUN_COOKIE_VARIABLE}=${B} ${A}`, true],
      [`${RUN_COOKIE_VARIABLE}=keep\0`, false],
      [`${RUN_COOKIE_VARIABLE}=${A}x\0`, false],
      [`X_${RUN_COOKIE_VARIABLE}=${A}\0`, false],
      [`OTHER=${RUN_COOKIE_VARIABLE}=${A}\0`, false],
      [`OTHER=${A}\0`, false],
      ['', false]
    ]
    for (const [block, expected] of cases) {
      fc.assert(
        fc.property(fc.array(fc.nat({ max: block.length }), { maxLength: 4 }), cuts => {
          expect(carries(block, A, cuts)).toBe(expected)
        })
      )
    }
  })

  it('gives an answer for any bytes at all', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat({ max: 300 }), (bytes, cut) => {
        const m = new CookieMatcher(A)
        m.push(bytes.subarray(0, cut))
        m.push(bytes.subarray(cut))
        expect(typeof m.end()).toBe('boolean')
      })
    )
  })
})

describe('the processes that carry a cookie', () => {
  const table = (environs: Record<number, string | undefined>): EnvironReader => ({
    pids: () => Object.keys(environs).map(Number),
    read: (pid, into) => {
      const e = environs[pid]
      if (e === undefined) return false
      into(Buffer.from(e, 'latin1'))
      return true
    }
  })

  it('are those whose environment holds it, but exec itself and what cannot be read', () => {
    const reader = table({
      1: 'PATH=/bin',
      10: `${RUN_COOKIE_VARIABLE}=${A}`,
      11: `${RUN_COOKIE_VARIABLE}=${A}`,
      12: `${RUN_COOKIE_VARIABLE}=keep`,
      13: undefined,
      14: `${RUN_COOKIE_VARIABLE}=${B} ${A}`
    })
    expect(pidsCarrying(A, [11], reader)).toEqual([10, 14])
  })

  it('cannot be found where processes cannot be listed', () => {
    expect(pidsCarrying(A, [], { pids: () => undefined, read: () => false })).toBeUndefined()
  })

  procfs.it('are found in /proc, a child started with it and not one without', async () => {
    const cookie = newRunCookie()
    const idle = ['-e', 'setTimeout(() => {}, 30000)']
    const marked = spawn(process.execPath, idle, {
      env: withRunCookie({ PATH: process.env.PATH }, cookie),
      stdio: 'ignore'
    })
    const other = spawn(process.execPath, idle, {
      env: { PATH: process.env.PATH },
      stdio: 'ignore'
    })
    try {
      // Until the child has exec'd node, its environment is still ours.
      const found = await until(() => {
        const pids = pidsCarrying(cookie)
        return pids?.length ? pids : undefined
      })
      expect(found).toEqual([marked.pid])
    } finally {
      marked.kill('SIGKILL')
      other.kill('SIGKILL')
    }
  })
})
