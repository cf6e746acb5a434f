/**
 * What a cancel of `exec` ends, with real processes: everything the command started, found by
 * the run's cookie in each process's environment (/proc/<pid>/environ), however it got away
 * from the command's tree before the cancel: a `(cmd &)` child reparented to init, a
 * double-forked `setsid` daemon. A process whose cookie was changed is spared; at a normal end
 * nothing is killed. Every process a test starts carries a mark of the test's own in its
 * environment, by which afterEach kills what is left, whatever the test's outcome.
 */
import { afterEach, beforeEach, describe, expect } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Emulator } from '../../src/emulator/index.js'
import { useEmulator } from '../emulator-fixture.js'
import { alive, cli, startCli, tempDir, until } from './run-cli.js'
import { procfs, utilLinux } from '../platform.js'
import { pidsWithEnv } from '../../scripts/demo/processes.mjs'

const KEY = 'jm_cancel_test_key_qwxyzv'
let emu: Emulator
let env: NodeJS.ProcessEnv
let mark: string
let dir: string

useEmulator({ apiKey: KEY, hourlyLimit: 10_000 }, given => ({ emu, env } = given))
beforeEach(() => {
  mark = randomBytes(8).toString('hex')
  dir = tempDir('jm-cancel-')
  env.JM_TEST_MARK = mark
})
afterEach(() => {
  for (const pid of pidsWithEnv('JM_TEST_MARK', mark) ?? []) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // gone
    }
  }
})

/** The pid a script wrote into `name` in the test's folder, once it is there. */
const pidIn = (name: string): Promise<number> =>
  until(() => {
    try {
      return Number(readFileSync(join(dir, name), 'utf8').trim()) || undefined
    } catch {
      return undefined
    }
  })

const exec = (name: string, script: string, ...flags: string[]): ReturnType<typeof cli> =>
  cli(
    [
      'exec',
      '-n',
      name,
      '--heartbeat-interval',
      '0',
      ...flags,
      '--',
      'sh',
      '-c',
      script,
      'sh',
      dir
    ],
    env
  )

// A `(cmd &)` child: the subshell exits at once and the sleep goes to init. Its output goes
// elsewhere, so that only the command holds exec's pipes.
const ORPHAN = `(sleep 1000 >/dev/null 2>&1 & echo $! > "$1/orphan.pid")`
// A daemon as daemons start: forked twice, in a session of its own, its parent gone.
const DAEMON = `(setsid sh -c 'echo $$ > "$1/daemon.pid"; exec sleep 1000' sh "$1" >/dev/null 2>&1 &)`

const cookies = procfs
const setsid = utilLinux('setsid')
const withSetsid = cookies.here ? setsid : cookies

/** The program a process runs (its argv[0]), from /proc; '' when it cannot be read. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0')[0]
  } catch {
    return ''
  }
}

describe('exec at a cancel', () => {
  withSetsid.it(
    'ends a (cmd &) child and a double-forked setsid daemon started before the cancel',
    async () => {
      const done = exec('leaves-daemons', `${ORPHAN}; ${DAEMON}; echo > "$1/ready"; sleep 60`)
      const orphan = await pidIn('orphan.pid')
      const daemon = await pidIn('daemon.pid')
      await until(() => emu.runs().length === 1 && existsSync(join(dir, 'ready')))
      // Both are out of the command's tree already: their parent is init, not the shell.
      expect(alive(orphan) && alive(daemon)).toBe(true)
      process.emit('SIGTERM', 'SIGTERM')
      expect((await done).code).toBe(143)
      expect(emu.runs()[0]).toMatchObject({ status: 'cancelled' })
      await until(() => !alive(orphan) && !alive(daemon), 5000)
    }
  )

  cookies.it(
    'kills, after --kill-after, a command that ignores SIGTERM and the orphan it left',
    async () => {
      // SIG_IGN is inherited: the orphan ignores SIGTERM as well.
      const done = exec(
        'stubborn-orphan',
        `trap "" TERM; ${ORPHAN}; echo > "$1/ready"; sleep 60`,
        '--kill-after',
        '0'
      )
      const orphan = await pidIn('orphan.pid')
      await until(() => emu.runs().length === 1 && existsSync(join(dir, 'ready')))
      process.emit('SIGTERM', 'SIGTERM')
      expect((await done).code).toBe(137)
      expect(emu.runs()[0]).toMatchObject({
        status: 'cancelled',
        error_details: 'Cancelled by SIGTERM'
      })
      await until(() => !alive(orphan), 5000)
    }
  )

  cookies.it(
    'spares a process whose cookie the user changed, orphaned or not, and ends the rest',
    async () => {
      const kept = `(JOB_MONITOR_RUN_COOKIE=keep sleep 1000 >/dev/null 2>&1 & echo $! > "$1/kept.pid")`
      const keptChild = `JOB_MONITOR_RUN_COOKIE=keep sleep 1000 >/dev/null 2>&1 & echo $! > "$1/kept-child.pid"`
      const done = exec('opt-out', `${kept}; ${keptChild}; ${ORPHAN}; echo > "$1/ready"; sleep 60`)
      const spared = [await pidIn('kept.pid'), await pidIn('kept-child.pid')]
      const orphan = await pidIn('orphan.pid')
      await until(() => emu.runs().length === 1 && existsSync(join(dir, 'ready')))
      // `$!` is known when the shell has forked, before the child has become `sleep` with its
      // own environment: until then it carries the cookie, and a cancel rightly ends it.
      await until(() => spared.every(pid => commandOf(pid) === 'sleep'))
      process.emit('SIGTERM', 'SIGTERM')
      expect((await done).code).toBe(143)
      await until(() => !alive(orphan), 5000)
      // exec has ended the command's processes by now, the kill at its exit included.
      expect(spared.map(pid => alive(pid))).toEqual([true, true])
    }
  )
})

describe('the built exec, cancelled by a real SIGTERM as a CI runner sends it', () => {
  withSetsid.it('exits 143 and leaves neither a (cmd &) child nor a setsid daemon', async () => {
    const script = `${ORPHAN}; ${DAEMON}; echo > "$1/ready"; sleep 60`
    const { child, done } = startCli(
      ['exec', '-n', 'built', '--heartbeat-interval', '0', '--', 'sh', '-c', script, 'sh', dir],
      env
    )
    const orphan = await pidIn('orphan.pid')
    const daemon = await pidIn('daemon.pid')
    await until(() => emu.runs().length === 1 && existsSync(join(dir, 'ready')))
    child.kill('SIGTERM')
    expect((await done).code).toBe(143)
    expect(emu.runs()[0]).toMatchObject({ status: 'cancelled' })
    await until(() => !alive(orphan) && !alive(daemon), 5000)
  })
})

describe('exec at a normal end', () => {
  withSetsid.it('kills nothing: what the command left running is the user’s', async () => {
    const child = `sleep 1000 >/dev/null 2>&1 & echo $! > "$1/child.pid"`
    const r = await exec('leaves-daemons-on-purpose', `${ORPHAN}; ${DAEMON}; ${child}; exit 0`)
    expect(r.code).toBe(0)
    expect(emu.runs()[0]).toMatchObject({ status: 'success' })
    const left = [await pidIn('orphan.pid'), await pidIn('daemon.pid'), await pidIn('child.pid')]
    expect(left.map(pid => alive(pid))).toEqual([true, true, true])
  })
})

describe("the command's cookie", () => {
  cookies.it('is random for each run and holds nothing of the API key', async () => {
    const seen: string[] = []
    for (let i = 0; i < 2; i++) {
      const r = await exec('cookie', 'printf %s "$JOB_MONITOR_RUN_COOKIE"')
      expect(r.code).toBe(0)
      seen.push(r.stdout.toString())
    }
    for (const cookie of seen) {
      expect(cookie).toMatch(/^[0-9a-f]{32}$/)
      for (let i = 0; i + 6 <= KEY.length; i++) expect(cookie).not.toContain(KEY.slice(i, i + 6))
    }
    expect(seen[0]).not.toBe(seen[1])
  })
})
