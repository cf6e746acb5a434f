/**
 * exec's command start and cancel, in this process. Windows' behaviour is injected (its
 * platform, its files, a spawn that records what it was asked to start, a tree kill): the
 * command line it builds, its console-sharing cancel, its exit codes. A few cases start real
 * commands where the POSIX process itself is the point.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { parse } from '../../src/cli/args.js'
import { runExec } from '../../src/cli/exec.js'
import type { Emulator } from '../../src/emulator/index.js'
import { RunQueue } from '../../src/queue/index.js'
import type { CommandHost } from '../../src/cli/exec/command-host.js'
import { cli, command, tempDir, until } from './run-cli.js'
import { systemEnv } from '../platform.js'
import { useEmulator } from '../emulator-fixture.js'

const KEY = 'jm_platforms_key_5e4d3c2b'
let emu: Emulator
let env: NodeJS.ProcessEnv
let stderr: string

useEmulator({ apiKey: KEY, hourlyLimit: 10_000 }, given => ({ emu, env } = given))
beforeEach(() => {
  env = {
    ...env,
    JOB_MONITOR_HEARTBEAT_INTERVAL: '0',
    Path: 'C:\\Program Files\\nodejs;C:\\Windows\\system32',
    PATHEXT: '.COM;.EXE;.BAT;.CMD',
    ComSpec: 'C:\\Windows\\system32\\cmd.exe'
  }
  stderr = ''
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    stderr += String(chunk)
    return true
  })
})
afterEach(() => {
  jest.restoreAllMocks()
})

const WINDOWS_FILES = new Set([
  'C:\\Program Files\\nodejs\\npm.CMD',
  'C:\\Windows\\system32\\cmd.exe'
])

/**
 * A child that ends when the test says so: what a Windows process does, in this process. Its
 * output streams are Node's pipes, as exec asks for on Windows; they close as it exits.
 */
function fakeChild(): ChildProcess & { end(code: number): void } {
  const child = new EventEmitter() as ChildProcess & { end(code: number): void }
  const [stdout, stderr] = [new PassThrough(), new PassThrough()]
  Object.assign(child, { pid: 990_001, stdout, stderr })
  child.end = code => {
    stdout.end()
    stderr.end()
    child.emit('exit', code, null)
  }
  return child
}

interface Spawned {
  file: string
  args: string[]
  options: SpawnOptions
}

function windowsHost(start: (s: Spawned) => ChildProcess): CommandHost & {
  spawned: Spawned[]
  killed: number[]
} {
  const spawned: Spawned[] = []
  const killed: number[] = []
  return {
    platform: 'win32',
    cwd: () => 'C:\\work',
    isFile: p => WINDOWS_FILES.has(p),
    spawn: (file, args, options) => {
      spawned.push({ file, args, options })
      return start({ file, args, options })
    },
    // Windows passes no signal on: the console's Ctrl-C reached the command.
    signalRun: () => {
      throw new Error('no signal is passed on on Windows')
    },
    killRun: run => killed.push(run.pid),
    spawned,
    killed
  }
}

function exec(argv: string[], host: CommandHost): Promise<number> {
  const { flags, positionals } = parse('exec', argv)
  return runExec(flags, positionals, env, host)
}

const noStack = (): void => expect(stderr).not.toMatch(/\n\s+at |Error:/)

describe('exec on Windows', () => {
  it('runs npm test as npm.cmd through cmd.exe, on our console, and keeps its code', async () => {
    // The spawn starts a real command with the options it got (stdio included): sh, or on
    // Windows node, which every machine that runs the test has.
    const [file, ...args] = command(
      'echo from the batch file; exit 4',
      "console.log('from the batch file'); process.exit(4)"
    )
    const host = windowsHost(({ options }) =>
      spawn(file, args, { env: { ...systemEnv(), ...options.env }, stdio: options.stdio })
    )
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    expect(await exec(['-n', 'npm-test', 'npm', 'test'], host)).toBe(4)
    expect(host.spawned).toHaveLength(1)
    const [s] = host.spawned
    expect(s.file).toBe('C:\\Windows\\system32\\cmd.exe')
    expect(s.args).toEqual([
      '/d',
      '/v:off',
      '/s',
      '/c',
      '""C:\\Program Files\\nodejs\\npm.CMD" test"'
    ])
    expect(s.options).toMatchObject({ detached: false, windowsVerbatimArguments: true })
    // Windows has no mkfifo: its output comes through Node's pipes.
    expect(s.options.stdio).toEqual(['inherit', 'pipe', 'pipe'])
    expect(s.options.shell).toBeUndefined()
    // Its output passed through to ours.
    const written = stdout.mock.calls.map(([chunk]) => Buffer.from(chunk as Uint8Array))
    expect(Buffer.concat(written).toString()).toBe('from the batch file\n')
    expect(emu.runs()[0]).toMatchObject({
      status: 'failed',
      // Its code, then its last lines (see failure-quote.ts).
      error_details: 'The command exited with code 4\n\n...\nfrom the batch file'
    })
    expect(emu.runs()[0].logs).toContain('from the batch file')
  })

  it('turns a spawn that throws at once into a failed run with 126, and no stack', async () => {
    // What Node does with a batch file started without a shell.
    const host = windowsHost(() => {
      throw Object.assign(new Error('spawn EINVAL'), { code: 'EINVAL' })
    })
    expect(
      await exec(['-n', 'einval', 'C:\\Windows\\system32\\cmd.exe', '/c', 'exit 5'], host)
    ).toBe(126)
    expect(stderr).toContain('job-monitor: C:\\Windows\\system32\\cmd.exe: Invalid argument\n')
    noStack()
    expect(emu.runs()[0]).toMatchObject({
      status: 'failed',
      error_details:
        'The command could not be started: C:\\Windows\\system32\\cmd.exe: Invalid argument'
    })
  })

  it.each([3221225786, -1073741510])(
    'reports a command ended by Ctrl-C (exit code %i) as cancelled, and keeps the code',
    async code => {
      const child = fakeChild()
      const host = windowsHost(() => child)
      const done = exec(['-n', 'ctrl-c', 'npm', 'test'], host)
      await until(() => emu.runs().length === 1)
      child.end(code)
      expect(await done).toBe(code)
      expect(emu.runs()[0]).toMatchObject({
        status: 'cancelled',
        error_details: 'Cancelled by Ctrl-C (exit code 0xC000013A)'
      })
    }
  )

  it('on Ctrl-C passes nothing on (the console did) and kills the tree after --kill-after', async () => {
    const child = fakeChild()
    const host = windowsHost(() => child)
    const kill = jest.spyOn(process, 'kill')
    const done = exec(['-n', 'stubborn', '--kill-after', '0', 'npm', 'test'], host)
    await until(() => emu.runs().length === 1)
    process.emit('SIGINT', 'SIGINT')
    expect(host.killed).toEqual([])
    await until(() => host.killed.length === 1)
    expect(host.killed).toEqual([990_001])
    // taskkill /F ends it with exit code 1.
    child.end(1)
    expect(await done).toBe(1)
    expect(kill).not.toHaveBeenCalled()
    expect(emu.runs()[0]).toMatchObject({
      status: 'cancelled',
      error_details: 'Cancelled by SIGINT'
    })
  })

  it("ends the tree at once on the runner's second stage (Ctrl-Break)", async () => {
    const child = fakeChild()
    const host = windowsHost(() => child)
    const done = exec(['-n', 'two-stages', '--kill-after', '3600', 'npm', 'test'], host)
    await until(() => emu.runs().length === 1)
    process.emit('SIGINT', 'SIGINT')
    expect(host.killed).toEqual([])
    process.emit('SIGBREAK', 'SIGBREAK')
    expect(host.killed).toEqual([990_001])
    child.end(1)
    expect(await done).toBe(1)
    expect(emu.runs()[0]).toMatchObject({
      status: 'cancelled',
      error_details: 'Cancelled by SIGINT'
    })
  })

  it('is cancelled by a Ctrl-Break alone, too', async () => {
    const child = fakeChild()
    const host = windowsHost(() => child)
    const done = exec(['-n', 'break', 'npm', 'test'], host)
    await until(() => emu.runs().length === 1)
    process.emit('SIGBREAK', 'SIGBREAK')
    child.end(3221225786)
    expect(await done).toBe(3221225786)
    expect(emu.runs()[0]).toMatchObject({
      status: 'cancelled',
      error_details: 'Cancelled by SIGBREAK'
    })
  })
})

describe('exec, whatever the platform', () => {
  it('reports a command that Node refuses at once (ENOTDIR) as failed with 126, no stack', async () => {
    const r = await cli(['exec', '-n', 'enotdir', '--', '/etc/passwd/x'], env)
    expect(r.code).toBe(126)
    expect(r.stderr.toString()).toContain('job-monitor: /etc/passwd/x: Not a directory\n')
    expect(emu.runs()[0].error_details).toBe(
      'The command could not be started: /etc/passwd/x: Not a directory'
    )
    expect(r.stderr.toString()).not.toMatch(/\n\s+at /)
    expect(emu.runs()[0]).toMatchObject({ status: 'failed' })
  })

  it('on a cancel puts the end report in the queue before it is sent', async () => {
    const queueDir = env.JOB_MONITOR_QUEUE_DIR!
    const ready = join(tempDir(), 'ready')
    // The command marks that it runs, in the process the signal reaches. A shell would be the
    // wrong one: `sh -c ': > ready; sleep 30'` catches SIGINT until it execs sleep, and a SIGINT
    // caught just before the exec is lost, leaving sleep to run until --kill-after.
    const done = cli(
      [
        'exec',
        '-n',
        'cancelled',
        '--',
        process.execPath,
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(ready)}, ''); setTimeout(() => {}, 30000)`
      ],
      env
    )
    // The command runs, and the start has been answered and its run id kept: it is no longer
    // in flight.
    // Waited for one at a time, so that a wait that times out says by its line which it was.
    await until(() => existsSync(ready))
    await until(() => emu.runs().length === 1)
    await until(
      () => existsSync(join(queueDir, 'runs')) && readdirSync(join(queueDir, 'runs')).length > 0
    )
    emu.inject({ path: '/monitoring', hang: true, count: 100 })
    process.emit('SIGINT', 'SIGINT')
    // When the end report reaches the service (which hangs), it is on disk already.
    await until(() =>
      emu.requests().some(r => (r.body as { status?: string })?.status === 'cancelled')
    )
    const kinds = async (): Promise<string[]> =>
      (await new RunQueue({ dir: queueDir }).list()).map(r => r.call.kind)
    expect(await kinds()).toEqual(['end'])
    // A second signal now (the runner's last stage) stops the wait; the report stays queued.
    process.emit('SIGTERM', 'SIGTERM')
    const r = await done
    expect(r.code).toBe(130)
    expect(await kinds()).toEqual(['end'])
  })
})
