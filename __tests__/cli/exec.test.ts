/**
 * The command-line tool. Most cases call the CLI's main() in this process (run-cli.ts's cli());
 * a few run the built dist/cli as a shell does, where the process itself is what is tested:
 * a real signal and its argv, output through a real pipe byte for byte, a reader that goes
 * away, --version's fast path, the emulator stopping on SIGTERM. The commands exec wraps are
 * small shell scripts (command()), but where a Node program's own way of writing is the point.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  closeSync,
  constants,
  existsSync,
  openSync,
  readFileSync,
  readdirSync,
  writeFileSync,
  writeSync
} from 'node:fs'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { outputDrain } from '../../src/cli/exec/launch.js'
import { durationHistoryIn } from '../../src/cli/usual-duration.js'
import {
  CLI,
  alive,
  cli,
  command,
  runCli,
  startCli,
  startProgram,
  tempDir,
  until
} from './run-cli.js'
import { POSIX, fileModes, onlyOn, procfs, shell, signals, utilLinux } from '../platform.js'

const KEY = 'jm_cli_test_key_9f8e7d6c'
let emu: Emulator
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  env = {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: tempDir()
  }
})

const node = (script: string): string[] => [process.execPath, '-e', script]

/** A cancel as POSIX systems deliver it: a signal to a shell whose grandchild is in its group. */
const groups = onlyOn(POSIX, 'POSIX signals, process groups and sh')

function noKeyAnywhere(...texts: Array<string | Buffer>): void {
  for (const t of texts) expect(t.toString()).not.toContain(KEY)
  for (const r of emu.requests()) expect(r.rawBody).not.toContain(KEY)
}

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

/**
 * Lets a command waiting at `gate` end: sh reads a line from the FIFO it made there (opened
 * once sh has it open: no reader, no open), the Node program waits for the file.
 */
async function openGate(gate: string): Promise<void> {
  if (!shell.here) return writeFileSync(gate, '')
  const { fd } = await until(() => {
    try {
      return { fd: openSync(gate, constants.O_WRONLY | constants.O_NONBLOCK) }
    } catch {
      return undefined // not made yet, or not yet open for reading
    }
  })
  try {
    writeSync(fd, '\n')
  } finally {
    closeSync(fd)
  }
}

describe('job-monitor exec', () => {
  it('reports a successful run and passes output through byte for byte', async () => {
    // The built tool, its output into a real pipe: what a CI system's log reads.
    const r = await runCli(
      [
        'exec',
        '--job-name',
        'ok-job',
        '--tag',
        'nightly',
        '--meta',
        'rows=42',
        '--',
        ...command(
          `printf '\\000\\001\\002\\377'; echo héllo; echo to stderr >&2; echo token=abcdef123`,
          `process.stdout.write(Buffer.from([0,1,2,255])); console.log('héllo'); console.error('to stderr'); console.log('token=abcdef123')`
        )
      ],
      env
    )
    expect(r.code).toBe(0)
    expect(r.stdout).toEqual(
      Buffer.concat([Buffer.from([0, 1, 2, 255]), Buffer.from('héllo\ntoken=abcdef123\n')])
    )
    expect(r.stderr.toString()).toContain('to stderr\n')
    const [run] = emu.runs()
    expect(run).toMatchObject({
      job_name: 'ok-job',
      status: 'success',
      error_details: 'None',
      tags: ['nightly'],
      metadata: { rows: 42 }
    })
    expect(run.logs).toContain('héllo')
    expect(run.logs).toContain('token=***')
    expect(emu.requests().every(q => q.violations.length === 0)).toBe(true)
    noKeyAnywhere(r.stdout, r.stderr)
  })

  it("keeps a failing command's exit code and sends the head and tail of its output", async () => {
    // A Node program that exits right after printing: through a socket it would lose the tail
    // of its output; the real pipes exec gives it keep every line.
    const script = `for (let i = 0; i < 5000; i++) console.log('line ' + i); console.error('the real error'); process.exit(3)`
    const r = await cli(
      ['exec', '-n', 'fail-job', '--log-max-bytes', '2000', '--', ...node(script)],
      env
    )
    expect(r.code).toBe(3)
    expect(r.stdout.toString().split('\n')).toHaveLength(5001)
    const [run] = emu.runs()
    expect(run.status).toBe('failed')
    expect(run.error_details).toMatch(/exited with code 3/)
    expect(run.logs).toMatch(/^\$ .* -e /)
    expect(run.logs).toContain('line 0\n')
    expect(run.logs).toContain('the real error')
    expect(run.logs).toMatch(/\[\.\.\. \d+ bytes cut \.\.\.\]/)
    expect(Buffer.byteLength(run.logs!)).toBeLessThan(2000 + 400)
  })

  it('says why a command failed in error_details: its last error lines, then its last lines, redacted and bounded', async () => {
    const script = [
      `for (let i = 0; i < 3000; i++) console.log('step ' + i)`,
      `console.log('ERROR: connection to warehouse timed out (key ${KEY})')`,
      `console.log('x'.repeat(5000) + ' fatal')`,
      `console.log('cleaning up')`,
      `process.exit(4)`
    ].join('; ')
    const r = await cli(['exec', '-n', 'why-job', '--', ...node(script)], env)
    expect(r.code).toBe(4)
    const [run] = emu.runs()
    const details = run.error_details!
    expect(details).toMatch(
      /^The command exited with code 4\n\nERROR: connection to warehouse timed out \(key \*\*\*\)\n/
    )
    expect(details).toMatch(/\.\.\.\n(step \d+\n)*cleaning up$/)
    expect(Buffer.byteLength(details)).toBeLessThanOrEqual(4096 + 100)
    // The command's own output has it; what was sent does not.
    noKeyAnywhere()
  })

  it('sends no quote for a success', async () => {
    await cli(
      [
        'exec',
        '-n',
        'ok-why',
        '--',
        ...node(`console.log('0 errors'); console.log('ERROR in a test fixture')`)
      ],
      env
    )
    expect(emu.runs()[0]).toMatchObject({ status: 'success', error_details: 'None' })
  })

  it('says in the logs when a run took far longer than its recent successful runs', async () => {
    // Three earlier runs of a tenth of a second each, as exec recorded them.
    const history = durationHistoryIn(env.JOB_MONITOR_QUEUE_DIR!)
    await history.add('etl', [], 100)
    await history.add('etl', [100], 100)
    const r = await cli(['exec', '-n', 'etl', '--', ...node('setTimeout(() => {}, 1300)')], env)
    expect(r.code).toBe(0)
    // Two are not enough to call anything usual.
    expect(emu.runs()[0].logs).not.toMatch(/slower than usual/)
    // That successful run was recorded too. With a third fast run instead, the next slow one
    // is said.
    expect(await history.recent('etl')).toEqual([100, 100, expect.any(Number)])
    await history.add('etl', [100, 100], 100)
    emu.reset()
    const slow = await cli(['exec', '-n', 'etl', '--', ...node('setTimeout(() => {}, 1300)')], env)
    expect(slow.stderr.toString()).toMatch(
      /^job-monitor: slower than usual \(\d+\.\d s, usual 0\.1 s\)$/m
    )
    expect(emu.runs()[0].logs).toMatch(
      /\n\[exit 0, \d+\.\d s\]\nslower than usual \(\d+\.\d s, usual 0\.1 s\)\n$/
    )
  })

  it('sends heartbeats while the command runs', async () => {
    // The command runs until the service has had a beat, not for a fixed time that a loaded
    // machine could use up before the first beat goes.
    const gate = join(tempDir(), 'gate')
    const done = cli(
      [
        'exec',
        '-n',
        'beat-job',
        '--heartbeat-interval',
        '1',
        '--',
        ...command(
          'mkfifo "$1" && read line < "$1"',
          `const t = setInterval(() => require('fs').existsSync(process.argv[1]) && clearInterval(t), 20)`,
          gate
        )
      ],
      env
    )
    try {
      await until(() => emu.heartbeats().length >= 1)
    } finally {
      // Also when no beat came: the case then fails rather than waits for ever.
      await openGate(gate)
    }
    const r = await done
    expect(r.code).toBe(0)
    const [run] = emu.runs()
    expect(run.heartbeats).toBeGreaterThanOrEqual(1)
    // None after the end report.
    const endSeq = emu
      .requests()
      .find(q => (q.body as { status?: string })?.status === 'success')!.seq
    expect(emu.requests().filter(q => q.path === '/heartbeat' && q.seq > endSeq)).toHaveLength(0)
  })

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

  it('does not wait for a background process that keeps the output pipes open', async () => {
    const dir = tempDir()
    const pidFile = join(dir, 'daemon.pid')
    // Output is read for a while after the exit (2 s); 200 ms is as good a bound here.
    const drainMs = outputDrain.ms
    outputDrain.ms = 200
    // The daemon inherits the command's stdout and stderr, and outlives it.
    const daemon = command(
      'sleep 30 & echo $! > "$1"; echo started',
      `const c = require('child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'inherit', detached: true }); c.unref(); require('fs').writeFileSync(process.argv[1], String(c.pid)); console.log('started')`,
      pidFile
    )
    const r = await cli(['exec', '-n', 'daemon-job', '--', ...daemon], env).finally(() => {
      outputDrain.ms = drainMs
    })
    expect(r.code).toBe(0)
    expect(r.stdout.toString()).toBe('started\n')
    expect(emu.runs()[0]).toMatchObject({ status: 'success' })
    // Not cancelled, so not killed: the command meant it to outlive it.
    const pid = Number(readFileSync(pidFile, 'utf8'))
    expect(alive(pid)).toBe(true)
    process.kill(pid, 'SIGKILL')
  })

  it('keeps the exit code and queues the reports when the service is down; replay sends them once', async () => {
    // Down at its own address: a replay sends a record only to the service it was queued for.
    const down = env
    emu.inject({ path: '*', status: 503, count: 1000 })
    const r = await cli(
      [
        'exec',
        '-n',
        'offline-job',
        '--heartbeat-interval',
        '0',
        '--end-timeout',
        '3',
        // One attempt: the retry rule's waits are the client's tests' business.
        '--attempts',
        '1',
        '--',
        ...command('exit 5', 'process.exit(5)')
      ],
      down
    )
    expect(r.code).toBe(5)
    expect(r.stderr.toString()).toMatch(/queued/)
    const queued = readdirSync(env.JOB_MONITOR_QUEUE_DIR!).filter(n => n.endsWith('.json'))
    expect(queued.length).toBe(2)
    for (const n of queued)
      expect(readFileSync(join(env.JOB_MONITOR_QUEUE_DIR!, n), 'utf8')).not.toContain(KEY)

    emu.clearFaults()
    const first = await cli(['replay'], env)
    expect(first.code).toBe(0)
    expect(first.stderr.toString()).toMatch(/2 sent/)
    expect(emu.runs()).toEqual([
      expect.objectContaining({ job_name: 'offline-job', status: 'failed' })
    ])
    const sent = emu.requests().length
    const second = await cli(['replay'], env)
    expect(second.stderr.toString()).toMatch(/0 sent/)
    expect(emu.requests().length).toBe(sent)
  })

  it('keeps the exit code with a wrong key and says so once, without the key', async () => {
    const r = await cli(['exec', '-n', 'bad-key', '--', ...command('exit 0', 'process.exit(0)')], {
      ...env,
      JOB_MONITOR_API_KEY: 'wrong-key-123'
    })
    expect(r.code).toBe(0)
    const err = r.stderr.toString()
    expect(err.match(/API Keys/g)).toHaveLength(1)
    expect(err).not.toContain('wrong-key-123')
  })

  it('runs the command without reporting when no key is set', async () => {
    const r = await cli(['exec', '-n', 'no-key', '--', ...command('exit 4', 'process.exit(4)')], {
      ...env,
      JOB_MONITOR_API_KEY: ''
    })
    expect(r.code).toBe(4)
    expect(r.stderr.toString()).toMatch(/no API key/)
    expect(emu.requests()).toHaveLength(0)
  })

  it.each([
    [
      'JOB_MONITOR_HEARTBEAT_INTERVAL',
      'soon',
      /JOB_MONITOR_HEARTBEAT_INTERVAL must be a whole number/
    ],
    ['JOB_MONITOR_BASE_URL', 'http://monitor.example.com', /JOB_MONITOR_BASE_URL uses http:\/\//],
    ['JOB_MONITOR_TIMEOUT', '0', /JOB_MONITOR_TIMEOUT must be between 1 and 300/]
  ])('runs the command unreported, and says why, when %s is wrong', async (name, value, why) => {
    const marker = join(tempDir(), 'ran')
    const r = await cli(
      [
        'exec',
        '-q',
        '-n',
        'bad-variable',
        '--',
        ...command(
          'printf yes > "$1"; exit 6',
          `require('fs').writeFileSync(process.argv[1], 'yes'); process.exit(6)`,
          marker
        )
      ],
      { ...env, [name]: value }
    )
    expect(r.code).toBe(6)
    expect(readFileSync(marker, 'utf8')).toBe('yes')
    // Shown even with --quiet: nothing is reported until it is fixed.
    expect(r.stderr.toString()).toMatch(why)
    expect(r.stderr.toString()).toMatch(/running the command without reporting it/)
    expect(emu.requests()).toHaveLength(0)
  })

  fileModes.it(
    'exits 126 for a command that exists but cannot be run, and reports it failed',
    async () => {
      const file = join(tempDir(), 'not-executable.sh')
      writeFileSync(file, 'echo never\n', { mode: 0o644 })
      const r = await cli(['exec', '-n', 'not-runnable', '--', file], env)
      expect(r.code).toBe(126)
      expect(emu.runs()[0]).toMatchObject({ status: 'failed' })
      expect(r.stderr.toString()).toContain(`job-monitor: ${file}: Permission denied\n`)
      expect(emu.runs()[0].error_details).toBe(
        `The command could not be started: ${file}: Permission denied`
      )
    }
  )

  // As bash says it: `bash: ./missing: No such file or directory`, `bash: x: command not found`.
  it.each([
    ['./missing-script.sh', 'No such file or directory'],
    ['job-monitor-no-such-command', 'command not found']
  ])('says a command that is not there (%s) as a shell does, and exits 127', async (name, why) => {
    const r = await cli(['exec', '-n', 'not-there', '--', name, 'arg'], env)
    expect(r.code).toBe(127)
    expect(r.stderr.toString()).toContain(`job-monitor: ${name}: ${why}\n`)
    expect(r.stderr.toString()).not.toMatch(/spawn|ENOENT/)
    expect(emu.runs()[0]).toMatchObject({
      status: 'failed',
      error_details: `The command could not be started: ${name}: ${why}`
    })
  })

  it('says so even with --quiet: it is the command that failed, not the reporting', async () => {
    const r = await cli(['exec', '-n', 'quiet', '--quiet', '--', './missing-script.sh'], env)
    expect(r.code).toBe(127)
    expect(r.stderr.toString()).toBe(
      'job-monitor: ./missing-script.sh: No such file or directory\n'
    )
  })

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

  it('says that a pipeline id without a deployment URL sends no pipeline notifications', async () => {
    const r = await cli(['exec', '-n', 'no-deploy', '--', ...command('exit 0', '0')], {
      ...env,
      JOB_MONITOR_PIPELINE_ID: 'etl-1'
    })
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toMatch(
      /JOB_MONITOR_PIPELINE_ID is set but no deployment URL .* no pipeline notifications/
    )
    expect(emu.runs()[0].status).toBe('success')
    expect(emu.notifications()).toHaveLength(0)
  })

  it('hands its capture to the action when run inside a GitHub Actions job', async () => {
    const runnerTemp = tempDir()
    await cli(
      ['exec', '-n', 'in-action', '--', ...command('echo inside', 'console.log("inside")')],
      {
        ...env,
        RUNNER_TEMP: runnerTemp
      }
    )
    const dir = join(runnerTemp, 'job-monitor', 'captures')
    const [file] = readdirSync(dir)
    expect(JSON.parse(readFileSync(join(dir, file), 'utf8'))).toMatchObject({
      jobName: 'in-action',
      exitCode: 0,
      output: 'inside\n'
    })
  })

  it('warns that --api-key shows in ps, and still never prints it', async () => {
    const r = await cli(
      ['exec', '-n', 'flag-key', '--api-key', KEY, '--', ...command('exit 0', '0')],
      {
        ...env,
        JOB_MONITOR_API_KEY: ''
      }
    )
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toMatch(/ps/)
    expect(r.stderr.toString()).not.toContain(KEY)
    expect(emu.runs()[0].status).toBe('success')
  })

  it('reports a command that cannot start as failed with exit 127', async () => {
    const r = await cli(['exec', '-n', 'missing', '--', 'no-such-command-xyz'], env)
    expect(r.code).toBe(127)
    expect(emu.runs()[0]).toMatchObject({ status: 'failed' })
  })

  it('sends pipeline notifications around the run', async () => {
    const r = await cli(
      [
        'exec',
        '-n',
        'etl',
        '--deployment-url',
        emu.url,
        '--pipeline-id',
        'etl-1',
        '--',
        ...command('exit 0', '0')
      ],
      env
    )
    expect(r.code).toBe(0)
    expect(emu.notifications().map(n => n.status)).toEqual(['running', 'success'])
    expect(
      emu
        .requests()
        .filter(q => q.path.startsWith('/api/'))
        .every(q => q.auth === 'bearer')
    ).toBe(true)
  })
})

describe('usage', () => {
  it.each([
    [['exec', '--', 'true']],
    [['exec', '-n', 'x']],
    [['exec', '-n', 'x', '--heartbeat-interval', 'soon', '--', 'true']],
    [['exec', '-n', 'x', '--metadata', '[1]', '--', 'true']],
    [['exec', '-n', 'x', '--base-url', 'http://monitor.example.com', '--', 'true']],
    [['exec', '--bogus', '--', 'true']],
    [['nonsense']],
    [['end', '--status', 'done']]
  ])('%j exits 2 with a message naming the problem', async args => {
    const r = await cli(args, env)
    expect(r.code).toBe(2)
    expect(r.stderr.toString()).toMatch(/^job-monitor: /)
  })

  it('has --version and --help for every subcommand', async () => {
    // The built CLI answers --version before it loads anything else.
    const v = await runCli(['--version'], {})
    expect(v.stdout.toString()).toBe(
      `${JSON.parse(readFileSync('package.json', 'utf8')).version}\n`
    )
    for (const c of [
      'exec',
      'start',
      'end',
      'heartbeat',
      'notify',
      'pipelines',
      'replay',
      'emulator',
      'runs'
    ]) {
      const h = await cli([c, '--help'], {})
      expect(h.code).toBe(0)
      expect(h.stdout.toString()).toMatch(new RegExp(`^job-monitor ${c}: `))
      expect(h.stdout.toString()).toMatch(/Examples:/)
    }
    const top = await cli(['--help'], {})
    expect(top.stdout.toString()).toMatch(/Exit codes/)
    for (const variable of [
      'JOB_MONITOR_TIMEOUT',
      'JOB_MONITOR_ATTEMPTS',
      'JOB_MONITOR_HEARTBEAT_INTERVAL'
    ])
      expect(top.stdout.toString()).toContain(variable)
    // Each command lists only the flags it acts on.
    const beat = (await cli(['heartbeat', '--help'], {})).stdout.toString()
    expect(beat).not.toMatch(/--tag|--queue-dir/)
    expect((await cli(['replay', '--help'], {})).stdout.toString()).not.toMatch(/--pipeline-id/)
  })
})

describe('replay and the emulator command', () => {
  it('replays pipeline notifications without a base URL and keeps the run reports for later', async () => {
    const down = { ...env, JOB_MONITOR_DEPLOYMENT_URL: emu.url }
    emu.inject({ path: '*', status: 503, count: 1000 })
    const queued = await cli(
      [
        'exec',
        '-n',
        'later',
        '--pipeline-id',
        'etl-1',
        '--heartbeat-interval',
        '0',
        '--end-timeout',
        '2',
        '--attempts',
        '1',
        '--',
        'true'
      ],
      down
    )
    expect(queued.code).toBe(0)
    emu.clearFaults()
    const onlyPipelines = { ...env, JOB_MONITOR_BASE_URL: '', JOB_MONITOR_DEPLOYMENT_URL: emu.url }
    const r = await cli(['replay'], onlyPipelines)
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toMatch(/2 more run reports and heartbeats wait for a base URL/)
    // The final notification supersedes the `running` one queued before it: sent after the
    // final one, it would leave the pipeline running for ever.
    expect(emu.notifications().map(n => n.status)).toEqual(['success'])
    expect(emu.runs()).toHaveLength(0)

    const rest = await cli(['replay'], env)
    expect(rest.stderr.toString()).toMatch(/2 sent, 0 still queued/)
    expect(emu.runs()).toEqual([expect.objectContaining({ job_name: 'later', status: 'success' })])
  })

  it('replay with a wrong key exits 1 and says so once', async () => {
    // Queued under that key while the service was down: a replay sends records only with the
    // key they were queued with.
    emu.inject({ path: '*', status: 503, count: 1000 })
    await cli(
      ['exec', '-n', 'wrong-key-replay', '--end-timeout', '2', '--attempts', '1', '--', 'true'],
      { ...env, JOB_MONITOR_API_KEY: 'not-the-key' }
    )
    emu.clearFaults()
    const r = await cli(['replay'], { ...env, JOB_MONITOR_API_KEY: 'not-the-key' })
    expect(r.code).toBe(1)
    expect(r.stderr.toString().match(/rejected the API key/g)).toHaveLength(1)
    expect(r.stderr.toString()).toMatch(/0 sent, 2 still queued/)
    // What becomes of what failed, and where it is.
    expect(r.stderr.toString()).toContain(
      `job-monitor:   next: they stay in ${env.JOB_MONITOR_QUEUE_DIR}; nothing sends them by itself: once the key is right (JOB_MONITOR_API_KEY), the next \`job-monitor replay\` tries again`
    )
  })

  signals.it(
    'emulator prints its URL, accepts the key given with --api-key, and stops on SIGTERM',
    async () => {
      const { child, done } = startCli(['emulator', '--port', '0', '--api-key', 'dry-run-key'], {})
      const url = await new Promise<string>(resolve => {
        let text = ''
        child.stdout!.on('data', (c: Buffer) => {
          text += c.toString()
          if (text.includes('\n')) resolve(text.split('\n')[0])
        })
      })
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const dry = { JOB_MONITOR_BASE_URL: url, JOB_MONITOR_QUEUE_DIR: tempDir() }
      const ok = await cli(['start', '-n', 'dry-run'], {
        ...dry,
        JOB_MONITOR_API_KEY: 'dry-run-key'
      })
      expect(ok.code).toBe(0)
      expect(ok.stdout.toString()).toMatch(/^run_\w+\n$/)
      const refused = await cli(['heartbeat', '-n', 'dry-run'], {
        ...dry,
        JOB_MONITOR_API_KEY: 'other-key-0'
      })
      expect(refused.code).toBe(1)
      child.kill('SIGTERM')
      const r = await done
      expect(r.code).toBe(0)
      // A key it was given is not printed back.
      expect(r.stderr.toString()).not.toContain('dry-run-key')
    }
  )

  it('emulator on a port in use exits 1 with a message and no stack trace', async () => {
    const r = await cli(['emulator', '--port', new URL(emu.url).port], {})
    expect(r.code).toBe(1)
    expect(r.stderr.toString()).toMatch(
      /^job-monitor: the emulator could not listen: port \d+ is in use/
    )
    expect(r.stderr.toString()).not.toMatch(/\n\s+at /)
  })
})

describe('subcommands for shell scripts', () => {
  it('start, heartbeat and end round-trip with a byte-identical start_time', async () => {
    const s = await cli(['start', '-n', 'script-job', '--format', 'env'], env)
    expect(s.code).toBe(0)
    const vars = Object.fromEntries(
      s.stdout
        .toString()
        .split('\n')
        .filter(l => l.includes('='))
        .map(l => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 2, -1)])
    )
    expect(vars.JOB_MONITOR_RUN_ID).toMatch(/^run_/)
    const h = await cli(['heartbeat', '-n', 'script-job', '--meta', 'progress=50'], env)
    expect(h.code).toBe(0)
    const logFile = join(tempDir(), 'job.log')
    writeFileSync(logFile, 'step 1\nstep 2 failed\n')
    const e = await cli(
      ['end', '--status', 'failed', '--error', 'disk full', '--log-file', logFile],
      { ...env, ...vars }
    )
    expect(e.code).toBe(0)
    // A successful end says so, as exec does.
    expect(e.stderr.toString()).toBe(
      `job-monitor: reported run ${vars.JOB_MONITOR_RUN_ID} of 'script-job': failed\n`
    )
    const [run] = emu.runs()
    expect(run).toMatchObject({
      status: 'failed',
      // Its own reason, then the error line of its log.
      error_details: 'disk full\n\nstep 2 failed\n...\nstep 1',
      heartbeats: 1,
      logs: 'step 1\nstep 2 failed\n'
    })
    expect(run.start_time).toBe(vars.JOB_MONITOR_START_TIME)
  })

  it("end --log-file quotes a failed run's log in error_details, and a success's not", async () => {
    const log = join(tempDir(), 'job.log')
    writeFileSync(log, `step 1\nfatal: not a git repository\nstep 2\n`)
    for (const status of ['failed', 'success']) {
      const s = await cli(['start', '-n', `log-${status}`, '--format', 'json'], env)
      const run = JSON.parse(s.stdout.toString())
      const e = await cli(
        [
          'end',
          '-n',
          `log-${status}`,
          '--run-id',
          run.run_id,
          '--start-time',
          run.start_time,
          '--status',
          status,
          '--log-file',
          log
        ],
        env
      )
      expect(e.code).toBe(0)
    }
    expect(emu.runs().map(r => r.error_details)).toEqual([
      'the job failed (failed)\n\nfatal: not a git repository\n...\nstep 1\nstep 2',
      'None'
    ])
  })

  it('start prints just the run id by default, and json on request', async () => {
    const s = await cli(['start', '-n', 'j'], env)
    expect(s.stdout.toString()).toMatch(/^run_[0-9a-f]+\n$/)
    const j = await cli(['start', '-n', 'j', '--format', 'json'], env)
    expect(JSON.parse(j.stdout.toString())).toMatchObject({
      job_name: 'j',
      run_id: expect.stringMatching(/^run_/)
    })
  })

  it('notify uses Bearer; pipelines prints a table or JSON', async () => {
    const penv = { ...env, JOB_MONITOR_DEPLOYMENT_URL: emu.url }
    const n = await cli(
      [
        'notify',
        '--pipeline-id',
        'etl',
        '--status',
        'success',
        '--meta',
        'records=12',
        '--message',
        'done'
      ],
      penv
    )
    expect(n.code).toBe(0)
    // It says what it sent, as heartbeat and exec do.
    expect(n.stderr.toString()).toBe('job-monitor: pipeline notification sent: etl success\n')
    expect(emu.notifications()[0]).toMatchObject({
      pipeline_id: 'etl',
      status: 'success',
      metadata: { records: 12 }
    })
    const table = await cli(['pipelines'], penv)
    expect(table.stdout.toString()).toMatch(/^PIPELINE_ID\s+STATUS/)
    expect(table.stdout.toString()).toMatch(/etl\s+success\s+done/)
    const json = await cli(['pipelines', '--json'], penv)
    expect(JSON.parse(json.stdout.toString()).pipelines[0].pipeline_id).toBe('etl')
  })

  it("runs prints the emulator's history", async () => {
    await cli(['start', '-n', 'listed'], env)
    const r = await cli(['runs', '--url', emu.url], {})
    expect(r.stdout.toString()).toMatch(/listed\s+running/)
  })

  it('a wrong key makes the small commands exit 1', async () => {
    const r = await cli(['heartbeat', '-n', 'j'], { ...env, JOB_MONITOR_API_KEY: 'nope-nope' })
    expect(r.code).toBe(1)
    expect(r.stderr.toString()).toMatch(/API Keys/)
  })
})
