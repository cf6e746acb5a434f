/**
 * `start --state-file` and `end --state-file`: a run begun and ended by two processes, with
 * the heartbeat process in between, against the emulator. The first case runs the built CLI
 * as a CI system does, a process for each; the others call main() in this process
 * (run-cli.ts's cli()), where the heartbeat process they start is still a real, detached one.
 */
import { describe, expect, it } from '@jest/globals'
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { endStatusOf } from '../../src/cli/ci-status.js'
import { durationHistoryIn } from '../../src/cli/usual-duration.js'
import { alive, cli, runCli, until } from './run-cli.js'
import { KEY, stateIn, useRunFolder } from './run-folder-fixture.js'
import { expectEqual } from '../expect-equal.js'
import { POSIX, fileModes, onlyOn, onlyWhen, procfs } from '../platform.js'
import { inChild } from '../in-child.js'

let emu: Emulator
let env: NodeJS.ProcessEnv
let dir: string
let stateFile: string
useRunFolder(given => ({ emu, env, dir, stateFile } = given))
const state = (): ReturnType<typeof stateIn> => stateIn(stateFile)

/** The live processes of process group `pgid`, from /proc (Linux); zombies are gone. */
function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter(name => /^\d+$/.test(name))
    .filter(name => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        // After the command name in parentheses: state, ppid, pgrp.
        const [stateLetter, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        return Number(pgrp) === pgid && stateLetter !== 'Z'
      } catch {
        return false // gone while reading
      }
    })
    .map(Number)
}

describe('start --state-file / end --state-file', () => {
  it('beats in the background between the two and ends the run with the real outcome', async () => {
    const started = await runCli(
      ['start', '-n', 'deploy', '--state-file', stateFile, '--heartbeat-interval', '1'],
      env
    )
    expect(started.code).toBe(0)
    const { helperPid, runId } = state()
    expect(started.stdout.toString()).toBe(`${runId}\n`)
    if (fileModes.here) {
      expect(statSync(stateFile).mode & 0o777).toBe(0o700)
      expect(statSync(join(stateFile, 'state.json')).mode & 0o777).toBe(0o600)
    }
    expect(readFileSync(join(stateFile, 'state.json'), 'utf8')).not.toContain(KEY)
    expect(helperPid).toBeGreaterThan(0)
    // The key reached the heartbeat process down a pipe: not in its arguments or environment.
    const pid = helperPid as number
    if (procfs.here) {
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).not.toContain(KEY)
      expect(readFileSync(`/proc/${pid}/environ`, 'utf8')).not.toContain(KEY)
    }
    await until(() => emu.heartbeats().length >= 2)
    // It leads a process group of its own, which the end must leave empty (below).
    if (procfs.here) expect(groupMembers(pid)).toContain(pid)

    const ended = await runCli(['end', '--status', 'canceled', '--state-file', stateFile], env)
    expect(ended.code).toBe(0)
    expect(!alive(pid)).toBe(true)
    // Asked to stop, not signalled: it finished its own way.
    expect(ended.stderr.toString()).toContain('the heartbeat process stopped on request')
    // The run is named by its id, as exec names it, so that a CI log leads to it.
    expect(ended.stderr.toString()).toMatch(
      new RegExp(
        `^job-monitor: reported run ${runId} of 'deploy': cancelled, after \\d+ heartbeat\\(s\\)$`,
        'm'
      )
    )
    const [run] = emu.runs()
    expect(run).toMatchObject({
      run_id: runId,
      job_name: 'deploy',
      status: 'cancelled',
      error_details: 'the job was cancelled'
    })
    expect(run.heartbeats).toBeGreaterThanOrEqual(2)
    // Nothing of the run is left behind, and no heartbeat follows the end: none came after the
    // end report, and nothing is left that could send one.
    expect(readdirSync(join(dir, 'state'))).toEqual([])
    const endSeq = emu
      .requests()
      .find(q => (q.body as { status?: string })?.status === 'cancelled')!.seq
    expect(emu.requests().filter(q => q.path === '/heartbeat' && q.seq > endSeq)).toEqual([])
    if (procfs.here) {
      // None of the heartbeat process's group, what it started included, outlives the end.
      expect(groupMembers(pid)).toEqual([])
    } else {
      // No /proc to read the group from: watch for longer than one interval instead.
      const beats = emu.heartbeats().length
      await new Promise(r => setTimeout(r, 1500))
      expect(emu.heartbeats().length).toBe(beats)
    }
    for (const out of [started.stdout, started.stderr, ended.stdout, ended.stderr])
      expect(out.toString()).not.toContain(KEY)
  })

  it("says the slower pace its heartbeats keep while another job shares the key's hour here", async () => {
    const line = (pace: string): RegExp =>
      new RegExp(`^job-monitor: heartbeats every 1 s${pace} until \`job-monitor end\`$`, 'm')
    // Alone on the key here: the interval asked for, its burst spent at it.
    const other = join(dir, 'other-run')
    try {
      const lint = await cli(
        ['start', '-n', 'lint', '--state-file', other, '--heartbeat-interval', '1'],
        env
      )
      expect(lint.stderr.toString()).toMatch(line(''))
      // With the key's other job of this hour: each keeps to half of what the service's 100
      // leave after both runs' reports, from its first beat.
      const build = await cli(
        ['start', '-n', 'build', '--state-file', stateFile, '--heartbeat-interval', '1'],
        env
      )
      expect(build.code).toBe(0)
      expect(build.stderr.toString()).toMatch(
        line(", at most one every \\d+ s \\(2 jobs share the key's hour\\)")
      )
    } finally {
      // Their heartbeat processes stopped, whatever the test found.
      for (const folder of [other, stateFile])
        await cli(['end', '--status', 'success', '--state-file', folder], env)
    }
  })

  it('says in the end report when the run took far longer than its recent successful runs', async () => {
    // Three earlier runs of the job on this machine took a tenth of a second each.
    const history = durationHistoryIn(env.JOB_MONITOR_QUEUE_DIR!)
    await history.add('etl', [], 100)
    await history.add('etl', [100], 100)
    await history.add('etl', [100, 100], 100)
    const start = ['start', '-n', 'etl', '--state-file', stateFile, '--heartbeat-interval', '0']
    expect((await cli(start, env)).code).toBe(0)
    // This one takes more than a second longer.
    const t0 = Date.now()
    await until(() => Date.now() - t0 > 1_300, 5_000)
    const ended = await cli(['end', '--status', 'success', '--state-file', stateFile], env)
    expect(ended.stderr.toString()).toMatch(
      /^job-monitor: slower than usual \(\d+\.\d s, usual 0\.1 s\)$/m
    )
    expect(emu.runs()[0].logs).toMatch(/slower than usual \(\d+\.\d s, usual 0\.1 s\)\n$/)
    // And it is one of the job's recent runs now.
    expect((await history.recent('etl')).length).toBe(4)
  })

  it('ends with an exit status: 0 is success, another number a failure', async () => {
    for (const [word, status, details] of [
      ['0', 'success', 'None'],
      ['137', 'failed', 'exit status 137']
    ]) {
      emu.reset()
      // No heartbeat process: stopping one is the first case's; here only the words count.
      const start = ['start', '-n', `job-${word}`, '--state-file', stateFile]
      expect((await cli([...start, '--heartbeat-interval', '0'], env)).code).toBe(0)
      expect((await cli(['end', '--status', word, '--state-file', stateFile], env)).code).toBe(0)
      expect(emu.runs()).toMatchObject([
        { job_name: `job-${word}`, status, error_details: details }
      ])
    }
  })

  it('says why a run did not succeed: a time-out, a signal, the job page', async () => {
    for (const [word, status, details, result] of [
      // GitLab's CI_JOB_STATUS when RUNNER_SCRIPT_TIMEOUT ended the script (common/build.go).
      ['timedout', 'failed', 'timed out; see https://gitlab.example.com/-/jobs/7', 'timeout'],
      // Buildkite's exit status when the agent got none: a signal killed the command.
      [
        '-1',
        'failed',
        'exit status -1 (killed by a signal); see https://gitlab.example.com/-/jobs/7'
      ],
      ['failed', 'failed', 'the job failed; see https://gitlab.example.com/-/jobs/7'],
      // Jenkins' word says more than a failure: it is kept.
      ['UNSTABLE', 'failed', 'the job failed (unstable); see https://gitlab.example.com/-/jobs/7'],
      ['success', 'success', 'None']
    ]) {
      emu.reset()
      const start = ['start', '-n', `job${word}`, '--state-file', stateFile]
      expect((await cli([...start, '--heartbeat-interval', '0'], env)).code).toBe(0)
      const url = ['--job-url', 'https://gitlab.example.com/-/jobs/7']
      const ended = await cli(['end', '--status', word, '--state-file', stateFile, ...url], env)
      const [run] = emu.runs()
      expectEqual(
        {
          code: ended.code,
          status: run.status,
          details: run.error_details,
          result: run.end_metadata?.['cicd.pipeline.task.run.result']
        },
        { code: 0, status, details, result }
      )
    }
  })

  it('says the same without a state file: a time-out, with the job page', async () => {
    const started = await cli(['start', '-n', 'plain', '--format', 'json'], env)
    const run = JSON.parse(started.stdout.toString()) as { run_id: string; start_time: string }
    const ended = await cli(
      [
        'end',
        '-n',
        'plain',
        '--status',
        'timedout',
        '--run-id',
        run.run_id,
        '--start-time',
        run.start_time,
        '--job-url',
        'https://ci.example.com/jobs/9'
      ],
      env
    )
    const [seen] = emu.runs()
    expectEqual(
      {
        code: ended.code,
        status: seen.status,
        details: seen.error_details,
        result: seen.end_metadata?.['cicd.pipeline.task.run.result']
      },
      {
        code: 0,
        status: 'failed',
        details: 'timed out; see https://ci.example.com/jobs/9',
        result: 'timeout'
      }
    )
  })
})

/** Root can hand a path to another user (65534, nobody), as one would have taken it first. */
const asRoot = onlyWhen(
  process.getuid?.() === 0 ? undefined : "skipped: only root can make a path another user's"
)
const fifos = onlyOn(POSIX, 'no FIFOs (mkfifo)')

describe('the run folder (state, heartbeat files, lock)', () => {
  asRoot.it.each([
    [
      'a file another user created first',
      (p: string) => {
        writeFileSync(p, '{}')
        chownSync(p, 65534, 65534)
      }
    ],
    [
      'a folder another user created first',
      (p: string) => {
        mkdirSync(p, { mode: 0o700 })
        chownSync(p, 65534, 65534)
      }
    ],
    [
      'a folder others may enter',
      (p: string) => {
        mkdirSync(p)
        execFileSync('chmod', ['0777', p])
      }
    ],
    [
      'a symbolic link to a folder of ours',
      (p: string) => {
        mkdirSync(join(dir, 'ours'), { mode: 0o700 })
        symlinkSync(join(dir, 'ours'), p)
      }
    ]
  ])('refuses %s before any start report is sent', async (_, take) => {
    mkdirSync(dirname(stateFile), { recursive: true })
    take(stateFile)
    const started = await cli(['start', '-n', 'taken', '--state-file', stateFile], env)
    expect(started.code).toBe(0)
    expect(started.stderr.toString()).toMatch(/--state-file: .* this job is not reported/)
    // No run begun that no end could end.
    expect(emu.requests().filter(q => q.path === '/monitoring')).toEqual([])
    expect(started.stdout.toString()).toBe('')
  })

  fifos.it('never waits on a FIFO where the heartbeat output would go', async () => {
    const folder = join(dir, 'fifo-run')
    mkdirSync(folder, { mode: 0o700 })
    // Where the output went beside a state file, and where it goes in the run's folder.
    execFileSync('mkfifo', [`${folder}.heartbeats.log`])
    execFileSync('mkfifo', [join(folder, 'heartbeats.log')])
    const { last, hung, out } = await inChild(
      `
      import { main } from SRC(cli/main.ts)
      const code = await main(['start', '-n', 'fifo', '--state-file', ${JSON.stringify(folder)},
        '--heartbeat-interval', '1'], process.env)
      console.log(JSON.stringify(code))
      `,
      env
    )
    expect(hung).toBe(false)
    expect(last).toBe(0)
    expect(out).toMatch(/heartbeat process could not be started: .*FIFO|ENXIO/)
  })

  it("quotes a failed job's log file in error_details: its last error lines, then its last lines", async () => {
    const start = ['start', '-n', 'log-why', '--state-file', stateFile]
    expect((await cli([...start, '--heartbeat-interval', '0'], env)).code).toBe(0)
    const log = join(dir, 'build.log')
    writeFileSync(
      log,
      `compiling\nERROR: connection to warehouse timed out (${KEY})\nretrying\ngiving up\n`
    )
    const ended = await cli(
      ['end', '--status', '1', '--state-file', stateFile, '--log-file', log],
      env
    )
    expect(ended.code).toBe(0)
    expect(emu.runs()[0].error_details).toBe(
      'exit status 1\n\nERROR: connection to warehouse timed out (***)\n...\ncompiling\nretrying\ngiving up'
    )
  })

  fifos.it('ends the run without the log when --log-file is a FIFO, and says so', async () => {
    const start = ['start', '-n', 'fifo-log', '--state-file', stateFile]
    expect((await cli([...start, '--heartbeat-interval', '0'], env)).code).toBe(0)
    const fifo = join(dir, 'job.log')
    execFileSync('mkfifo', [fifo])
    const ended = await cli(
      ['end', '--status', 'success', '--state-file', stateFile, '--log-file', fifo],
      env
    )
    expect(ended.code).toBe(0)
    expect(ended.stderr.toString()).toMatch(/--log-file: .* is a FIFO, not a regular file/)
    expect(emu.runs()).toMatchObject([{ job_name: 'fifo-log', status: 'success' }])
  })

  it('sends exactly one end report when two ends run at once', async () => {
    for (let round = 0; round < 3; round++) {
      emu.reset()
      const start = ['start', '-n', `twice-${round}`, '--state-file', stateFile]
      expect((await runCli([...start, '--heartbeat-interval', '0'], env)).code).toBe(0)
      const end = ['end', '--status', 'success', '--state-file', stateFile]
      const both = await Promise.all([runCli(end, env), runCli(end, env)])
      expect(both.map(r => r.code)).toEqual([0, 0])
      const ends = emu
        .requests()
        .filter(q => q.path === '/monitoring')
        .filter(q => (q.body as { status?: string })?.status !== 'running')
      expect(ends).toHaveLength(1)
      expect(existsSync(stateFile)).toBe(false)
    }
  })
})

describe('endStatusOf', () => {
  it("reads each CI system's words for a job's outcome", () => {
    const cases: Array<[string, string | undefined]> = [
      ['success', 'success'],
      ['SUCCESS', 'success'],
      ['passed', 'success'],
      ['0', 'success'],
      ['failed', 'failed'],
      ['FAILURE', 'failed'],
      ['UNSTABLE', 'failed'],
      ['1', 'failed'],
      ['-1', 'failed'],
      ['143', 'failed'],
      ['timedout', 'failed'],
      ['canceled', 'cancelled'],
      ['cancelled', 'cancelled'],
      ['ABORTED', 'cancelled'],
      ['running', undefined],
      ['', undefined],
      ['1.5', undefined],
      ['toString', undefined]
    ]
    for (const [word, status] of cases) expect([word, endStatusOf(word)]).toEqual([word, status])
  })
})
