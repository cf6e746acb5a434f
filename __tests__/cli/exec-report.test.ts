/**
 * `job-monitor exec` reporting what it wraps: the run's end and its output (head and tail,
 * redacted, the quote that says why it failed), heartbeats, the slower-than-usual line, pipeline
 * notifications, and a command that leaves something running. Most cases call the CLI's main()
 * in this process (run-cli.ts's cli()); the first runs the built dist/cli, its output into a
 * real pipe byte for byte. The commands exec wraps are small shell scripts (command()), but
 * where a Node program's own way of writing is the point.
 */
import { describe, expect, it } from '@jest/globals'
import {
  closeSync,
  constants,
  openSync,
  readFileSync,
  readdirSync,
  writeSync,
  writeFileSync
} from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { outputDrain } from '../../src/cli/exec/launch.js'
import { durationHistoryIn } from '../../src/cli/usual-duration.js'
import { alive, cli, command, runCli, tempDir, until } from './run-cli.js'
import { shell } from '../platform.js'
import { useEmulator } from '../emulator-fixture.js'

const KEY = 'jm_cli_test_key_9f8e7d6c'
let emu: Emulator
let env: NodeJS.ProcessEnv
useEmulator({ apiKey: KEY, hourlyLimit: 10_000 }, given => ({ emu, env } = given))

const node = (script: string): string[] => [process.execPath, '-e', script]

function noKeyAnywhere(...texts: Array<string | Buffer>): void {
  for (const t of texts) expect(t.toString()).not.toContain(KEY)
  for (const r of emu.requests()) expect(r.rawBody).not.toContain(KEY)
}

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

describe('job-monitor exec reports the run', () => {
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

  it("says the slower pace its heartbeats keep while another job shares the key's hour here", async () => {
    const line = (pace: string): RegExp =>
      new RegExp(`^job-monitor: heartbeats every 1 s${pace}$`, 'm')
    const quick = command('exit 0', 'process.exit(0)')
    // Alone on the key here: its beats go at the interval asked for, and nothing is said (a
    // cron job's every line of output is mailed).
    const lint = await cli(['exec', '-n', 'lint', '--heartbeat-interval', '1', '--', ...quick], env)
    expect(lint.stderr.toString()).not.toMatch(/heartbeats every/)
    // With the key's other job of this hour: each keeps to half of what the service's 100 leave
    // after both runs' reports, from its first beat (no JOB_MONITOR_HOURLY_LIMIT says otherwise).
    const build = await cli(
      ['exec', '-n', 'build', '--heartbeat-interval', '1', '--', ...quick],
      env
    )
    expect(build.code).toBe(0)
    expect(build.stderr.toString()).toMatch(
      line(", at most one every \\d+ s \\(2 jobs share the key's hour\\)")
    )
    // No beats, no word of them.
    const still = await cli(
      ['exec', '-n', 'docs', '--heartbeat-interval', '0', '--', ...quick],
      env
    )
    expect(still.stderr.toString()).not.toMatch(/heartbeats every/)
  })

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

  it('takes back the listeners it put on the streams it writes to', async () => {
    // One process runs exec once from a shell, but whatever calls it again and again in one
    // process (these tests do) would gather a listener per run, and Node's warning about them
    // lands in the output of whatever runs next.
    const before = [process.stdout, process.stderr].map(s => s.listenerCount('error'))
    for (let i = 0; i < 3; i++)
      expect((await cli(['exec', '-n', 'again', '--', ...command('exit 0', '0')], env)).code).toBe(
        0
      )
    expect([process.stdout, process.stderr].map(s => s.listenerCount('error'))).toEqual(before)
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
