/**
 * `job-monitor exec` on a cancel: the signals a CI system or a terminal sends, passed on to
 * the command's process group (and to a session it started of its own), the kill after
 * --kill-after or a second signal, the exit code a shell gives, and a reader that goes away.
 * Most cases emit the signal in this process, where the CLI's main() runs (run-cli.ts's cli());
 * where a real signal, a terminal or the process's argv is the point, the built dist/cli runs.
 */
import { describe, expect } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { CLI, alive, cli, startCli, startProgram, tempDir, until } from './run-cli.js'
import { POSIX, onlyOn, procfs, signals, utilLinux } from '../platform.js'
import { useEmulator } from '../emulator-fixture.js'

const KEY = 'jm_cli_test_key_9f8e7d6c'
let emu: Emulator
let env: NodeJS.ProcessEnv
useEmulator({ apiKey: KEY, hourlyLimit: 10_000 }, given => ({ emu, env } = given))

/** A cancel as POSIX systems deliver it: a signal to a shell whose grandchild is in its group. */
const groups = onlyOn(POSIX, 'POSIX signals, process groups and sh')

/** exec of a shell that starts a grandchild, writes its pid into `pidFile`, and waits for it. */
const cancellable = (pidFile: string): string[] => [
  'exec',
  '-n',
  'cancel-job',
  '--heartbeat-interval',
  '0',
  '--',
  'sh',
  '-c',
  `sleep 60 & echo $! > ${pidFile}; wait`
]

/** The grandchild's pid, once the shell has written it. */
const grandchildOf = (pidFile: string): Promise<number> =>
  until(() => {
    try {
      return Number(readFileSync(pidFile, 'utf8').trim()) || undefined
    } catch {
      return undefined
    }
  })

describe('job-monitor exec on a cancel', () => {
  groups.it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
    ['SIGHUP', 129]
  ] as const)(
    'on %s reports cancelled, takes the process group down and exits %i',
    async (signal, code) => {
      const dir = tempDir()
      const pidFile = join(dir, 'grandchild.pid')
      const done = cli(cancellable(pidFile), env)
      const grandchild = await grandchildOf(pidFile)
      await until(() => emu.runs().length === 1)
      // The signal as the process gets it: its handlers run (this process has no others).
      process.emit(signal, signal)
      const r = await done
      expect(r.code).toBe(code)
      expect(emu.runs()[0]).toMatchObject({
        status: 'cancelled',
        error_details: `Cancelled by ${signal}`
      })
      await until(() => !alive(grandchild), 5000)
    }
  )

  groups.it(
    'built, gets a real SIGTERM from outside: reports cancelled, takes the group down, exits 143',
    async () => {
      const pidFile = join(tempDir(), 'grandchild.pid')
      const { child, done } = startCli(cancellable(pidFile), env)
      const grandchild = await grandchildOf(pidFile)
      await until(() => emu.runs().length === 1)
      // Its argv, read while it runs, holds no key.
      if (procfs.here) {
        const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8')
        expect(cmdline).toContain('exec')
        expect(cmdline).not.toContain(KEY)
      }
      child.kill('SIGTERM')
      const r = await done
      expect(r.code).toBe(143)
      expect(emu.runs()[0]).toMatchObject({
        status: 'cancelled',
        error_details: 'Cancelled by SIGTERM'
      })
      await until(() => !alive(grandchild), 5000)
    }
  )

  utilLinux('setsid').it(
    'keeps the exit code and the output of a command that starts a session of its own',
    async () => {
      // setsid forks when it is started as a process group leader, and its parent exits 0 at
      // once; a CI shell starts it as a member of its own group, where it does not.
      const r = await cli(
        ['exec', '-n', 'own-session', '--', 'setsid', 'sh', '-c', 'sleep 0.2; echo late; exit 7'],
        env
      )
      expect(r.code).toBe(7)
      expect(r.stdout.toString()).toBe('late\n')
      expect(emu.runs()[0]).toMatchObject({
        status: 'failed',
        logs: expect.stringContaining('late')
      })
    }
  )

  utilLinux('script').it(
    'built, under a terminal: the command can open /dev/tty, and its code is kept',
    async () => {
      // `script` runs the tool on a pseudo-terminal of its own, as a terminal's shell would, and
      // copies what is written to the terminal to its stdout.
      const inner = [
        process.execPath,
        CLI,
        'exec',
        '-n',
        'on-a-terminal',
        '--',
        'sh',
        '-c',
        'echo tty-ok > /dev/tty && exit 3; echo no-tty; exit 9'
      ]
        .map(a => `'${a.replace(/'/g, `'\\''`)}'`)
        .join(' ')
      const r = await startProgram('script', ['-qec', inner, '/dev/null'], env).done
      expect(r.stdout.toString()).toContain('tty-ok')
      expect(r.code).toBe(3)
    }
  )

  utilLinux('script').it(
    'built, under a terminal: Ctrl-C reaches the command once, not again from job-monitor',
    async () => {
      // The terminal sends Ctrl-C's SIGINT to its foreground process group, which holds the
      // tool and the command alike; passed on again, a second SIGINT means "force" to many
      // programs. The command counts what it gets and exits 10 + that count.
      const count = `let n = 0; process.on('SIGINT', () => console.log('got-int', ++n)); console.log('ready'); setTimeout(() => process.exit(10 + n), 1500)`
      const inner = [
        process.execPath,
        CLI,
        'exec',
        '-n',
        'ctrl-c',
        '--',
        process.execPath,
        '-e',
        count
      ]
        .map(a => `'${a.replace(/'/g, `'\\''`)}'`)
        .join(' ')
      // `exec`: no shell between `script` and the tool, which a Ctrl-C would end by itself.
      const { child, done } = startProgram(
        'script',
        ['-qec', `exec ${inner}`, '/dev/null'],
        env,
        'pipe'
      )
      let out = ''
      await new Promise<void>(resolve =>
        child.stdout!.on('data', (c: Buffer) => {
          out += c.toString()
          if (out.includes('ready')) resolve()
        })
      )
      // Ctrl-C typed at the terminal.
      child.stdin!.write('\x03')
      const r = await done
      expect(r.stdout.toString()).toMatch(/got-int 1/)
      expect(r.stdout.toString()).not.toMatch(/got-int 2/)
      expect(r.code).toBe(11)
    }
  )

  utilLinux('setsid').it(
    'on SIGTERM also ends what the command started in a session of its own',
    async () => {
      const pidFile = join(tempDir(), 'escaped.pid')
      const done = cli(
        [
          'exec',
          '-n',
          'escaping',
          '--heartbeat-interval',
          '0',
          '--',
          'sh',
          '-c',
          `setsid sleep 60 & echo $! > ${pidFile}; wait`
        ],
        env
      )
      const escaped = await grandchildOf(pidFile)
      await until(() => emu.runs().length === 1)
      process.emit('SIGTERM', 'SIGTERM')
      expect((await done).code).toBe(143)
      await until(() => !alive(escaped), 5000)
    }
  )

  groups.it(
    'kills what ignores the forwarded signal after --kill-after, and still reports cancelled',
    async () => {
      // An ignored signal is inherited: neither the shell nor its sleep obey SIGTERM. The kill
      // comes --kill-after seconds after the signal: 0 here, so the test does not wait. The
      // signal goes once the shell says it ignores it: sent earlier, on a busy machine, it ends
      // the shell before its trap (143, not 137).
      const ready = join(tempDir(), 'ready')
      const script = `trap "" TERM; echo > "${ready}"; sleep 60`
      const done = cli(
        ['exec', '-n', 'stubborn', '--kill-after', '0', '--', 'sh', '-c', script],
        env
      )
      await until(() => emu.runs().length === 1 && existsSync(ready))
      process.emit('SIGTERM', 'SIGTERM')
      const r = await done
      expect(r.code).toBe(137)
      expect(emu.runs()[0]).toMatchObject({
        status: 'cancelled',
        error_details: 'Cancelled by SIGTERM'
      })
    }
  )

  groups.it(
    'says at once, on a cancel, how long it waits before it kills the command',
    async () => {
      const ready = join(tempDir(), 'ready')
      const { child, done } = startCli(
        [
          'exec',
          '-n',
          'patient',
          '--kill-after',
          '3600',
          // No heartbeats, so no line of them: the first line is the cancel's.
          '--heartbeat-interval',
          '0',
          '--',
          'sh',
          '-c',
          `trap "" INT; echo > "${ready}"; sleep 60`
        ],
        env
      )
      let err = ''
      child.stderr!.on('data', (c: Buffer) => (err += c.toString()))
      try {
        // A node start on a loaded machine can take seconds: generous bounds. The signal goes
        // once the start report is in: on Node 24 a SIGINT within milliseconds of the command's
        // start can still end job-monitor by Node's default, a matter of its own.
        await until(() => (existsSync(ready) && emu.runs().length === 1) || undefined, 20_000)
        child.kill('SIGINT')
        // Long before the kill (an hour away): the line that says it is coming.
        await until(() => err.includes('\n') || undefined, 20_000)
        expect(err).toBe(
          'job-monitor: cancelled by SIGINT: the command is killed if it has not ended in 3600 s (--kill-after); a second signal kills it now\n'
        )
      } finally {
        // The second signal kills the command at once: nothing is left running.
        child.kill('SIGTERM')
      }
      expect((await done).code).toBe(137)
    },
    60_000
  )

  groups.it(
    "kills it at once on a second signal (the runner's last stage), whatever --kill-after says",
    async () => {
      // The signals go once the shell ignores them (see above).
      const ready = join(tempDir(), 'ready')
      const script = `trap "" INT TERM; echo > "${ready}"; sleep 60`
      const done = cli(
        ['exec', '-n', 'two-stages', '--kill-after', '3600', '--', 'sh', '-c', script],
        env
      )
      await until(() => emu.runs().length === 1 && existsSync(ready))
      process.emit('SIGINT', 'SIGINT')
      process.emit('SIGTERM', 'SIGTERM')
      const r = await done
      expect(r.code).toBe(137)
      expect(emu.runs()[0]).toMatchObject({
        status: 'cancelled',
        error_details: 'Cancelled by SIGINT'
      })
    }
  )

  signals.it(
    'lets the command meet a broken pipe when the reader goes away, and still reports the run',
    async () => {
      // `job-monitor exec -- yes | head -c 10`: without the wrapper, yes dies of SIGPIPE.
      const { child, done } = startCli(['exec', '-n', 'piped', '--', 'yes'], env)
      child.stdout!.once('data', () => child.stdout!.destroy())
      const r = await done
      expect(r.code).toBe(128 + 13)
      expect(r.stderr.toString()).not.toMatch(/EPIPE|Error:/)
      expect(emu.runs()[0].status).toBe('failed')
      expect(emu.runs()[0].error_details).toMatch(
        /^The command was killed by SIGPIPE\n\n\.\.\.\n(y\n){7}y$/
      )
      expect(emu.runs()[0].logs).toMatch(/^\$ yes\ny\ny\n/)
    }
  )
})
