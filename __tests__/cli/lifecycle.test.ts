/**
 * `start --state-file` and `end --state-file`: a run begun and ended by two processes, with
 * the heartbeat process in between, against the emulator. The first case runs the built CLI
 * as a CI system does, a process for each; the others call main() in this process
 * (run-cli.ts's cli()), where the heartbeat process they start is still a real, detached one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { endStatusOf } from '../../src/cli/ci-status.js'
import { durationHistoryIn } from '../../src/cli/usual-duration.js'
import { CLI, alive, cli, runCli, startCli, tempDir, until } from './run-cli.js'
import { expectEqual } from '../expect-equal.js'
import {
  POSIX,
  fileModes,
  onlyOn,
  onlyWhen,
  procfs,
  smallDisk,
  smallDisks,
  systemEnv,
  utilLinux
} from '../platform.js'
import { inChild } from '../in-child.js'
import { namedShell } from '../plugins/ci-model.js'

const KEY = 'jm_lifecycle_key_3c4d5e6f7a8b'
let emu: Emulator
let env: NodeJS.ProcessEnv
let dir: string
let stateFile: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000, heartbeatIntervalSeconds: 1 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-lifecycle-')
  stateFile = join(dir, 'state', 'run.json')
  env = {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
  }
})

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

function state(): { helperPid?: number; runId: string; runKey: string } {
  return JSON.parse(readFileSync(join(stateFile, 'state.json'), 'utf8'))
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
      ['failed', 'failed', 'the job failed (failed); see https://gitlab.example.com/-/jobs/7'],
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

  it('starts a heartbeat process that ends the run at the GitLab job deadline', async () => {
    // The job started 18 s ago with a 30 s limit: its deadline is 11 to 12 s away (the start
    // time has whole seconds), time enough for `start`, a node process of its own, on a loaded
    // machine (a deadline already past at the start is ignored, and the case would wait in vain).
    const deadlineEnv = {
      ...env,
      CI_JOB_STARTED_AT: new Date(Date.now() - 18_000).toISOString().replace(/\.\d+Z$/, 'Z'),
      CI_JOB_TIMEOUT: '30'
    }
    const args = ['start', '-n', 'slow', '--state-file', stateFile, '--heartbeat-interval', '0']
    expect((await runCli(args, deadlineEnv)).code).toBe(0)
    const pid = state().helperPid as number
    const run = await until(() => emu.runs().find(r => r.status !== 'running'))
    expect(run).toMatchObject({
      job_name: 'slow',
      status: 'failed',
      error_details: 'timed out: the job ran past its 30 s limit'
    })
    await until(() => !alive(pid))
    // An after_script that runs after all sends no second end.
    const ended = await cli(['end', '--status', 'failed', '--state-file', stateFile], env)
    expect(ended.stderr.toString()).toContain('had ended the run itself (timed out')
    expect(emu.requests().filter(q => q.rawBody.includes('"end_time":"2')).length).toBe(1)
  }, 45_000)

  it('sends the end report before it waits for a heartbeat process that does not answer', async () => {
    // Buildkite runs pre-exit within the signal grace period after a cancel, 10 s by default
    // (buildkite/agent clicommand/cancel_signal.go, tearDown in internal/job/executor.go),
    // then kills it. Here the service answers after 3 s and the heartbeat process cannot answer
    // at all (stopped, as on a machine under load): the report must not wait for it.
    const args = ['start', '-n', 'grace', '--state-file', stateFile, '--heartbeat-interval', '1']
    expect((await runCli(args, env)).code).toBe(0)
    const pid = state().helperPid as number
    await until(() => emu.heartbeats().length >= 1)
    process.kill(pid, 'SIGSTOP')
    try {
      emu.inject({ path: '/monitoring', delayMs: 3000, count: 10 })
      const begun = Date.now()
      const end = startCli(['end', '--status', 'cancelled', '--state-file', stateFile], env)
      const grace = setTimeout(() => end.child.kill('SIGKILL'), 10_000)
      const isEnd = (q: { rawBody: string }): boolean => q.rawBody.includes('"cancelled"')
      await until(() => emu.requests().some(isEnd))
      const helperAliveAtArrival = alive(pid)
      const arrivedAfterMs = Date.now() - begun
      const r = await end.done
      clearTimeout(grace)
      expectEqual(
        {
          helperAliveAtArrival,
          withinGrace: arrivedAfterMs < 10_000,
          endExited: r.signal === null,
          run: emu.runs()[0].status
        },
        { helperAliveAtArrival: true, withinGrace: true, endExited: true, run: 'cancelled' }
      )
    } finally {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // gone
      }
    }
  }, 20_000)

  it('hands a start it had to queue to the heartbeat process, and the end learns its run id', async () => {
    emu.inject({ path: '*', status: 503, count: 1 })
    const started = await cli(
      [
        'start',
        '-n',
        'late',
        '--state-file',
        stateFile,
        '--attempts',
        '1',
        '--heartbeat-interval',
        '0'
      ],
      env
    )
    expect(started.code).toBe(0)
    expect(state().runId).toBe('')
    expect(started.stderr.toString()).toContain('start report is queued')
    await until(() => emu.runs().length === 1)
    const ended = await cli(['end', '--status', 'success', '--state-file', stateFile], env)
    expect(ended.code).toBe(0)
    expect(emu.runs()).toMatchObject([{ job_name: 'late', status: 'success' }])
    expect(existsSync(stateFile)).toBe(false)
  })

  it('ends once the heartbeat process has seen its start through, and names that run', async () => {
    emu.inject({ path: '/monitoring', reset: true, count: 1 })
    // The heartbeat process's start waits 2 s for its answer.
    emu.inject({ path: '/monitoring', delayMs: 2000, count: 1 })
    const args = ['--state-file', stateFile, '--attempts', '1', '--heartbeat-interval', '1']
    expect((await cli(['start', '-n', 'carried', ...args], env)).code).toBe(0)
    await until(() => emu.requests().filter(q => q.path === '/monitoring').length === 2)
    const ended = await cli(['end', '--status', 'success', '--state-file', stateFile], env)
    expect(ended.code).toBe(0)
    const [run, ...more] = emu.runs()
    expectEqual([run.status, more], ['success', []])
    expect(ended.stdout.toString() + ended.stderr.toString()).toContain(
      `reported run ${run.run_id} of 'carried': success`
    )
  })

  it('never fails the job: a refused key, then an end with no run to end', async () => {
    const refused = { ...env, JOB_MONITOR_API_KEY: 'jm_not_the_key_0000' }
    const started = await cli(['start', '-n', 'x', '--state-file', stateFile], refused)
    expect(started.code).toBe(0)
    expect(started.stderr.toString()).toContain('not accepted')
    expect(existsSync(stateFile)).toBe(false)
    const ended = await cli(['end', '--status', 'failed', '--state-file', stateFile], refused)
    expect(ended.code).toBe(0)
    expect(ended.stderr.toString()).toContain('no run to end')
  })

  it('never fails the job when the service is down: the end is queued', async () => {
    expect(
      (
        await cli(
          ['start', '-n', 'down', '--state-file', stateFile, '--heartbeat-interval', '0'],
          env
        )
      ).code
    ).toBe(0)
    emu.inject({ path: '*', status: 503, count: 1000 })
    const ended = await cli(
      ['end', '--status', 'success', '--state-file', stateFile, '--attempts', '1', '--wait', '2'],
      env
    )
    expect(ended.code).toBe(0)
    expect(ended.stderr.toString()).toContain('end report is queued')
    expect(readdirSync(join(dir, 'queue')).some(n => n !== 'runs')).toBe(true)
  })

  it('stops the heartbeat process an earlier start left when its end never ran', async () => {
    const args = ['-n', 'again', '--state-file', stateFile, '--heartbeat-interval', '1']
    expect((await cli(['start', ...args], env)).code).toBe(0)
    const first = state().helperPid as number
    expect((await cli(['start', ...args], env)).code).toBe(0)
    const second = state().helperPid as number
    expect(second).not.toBe(first)
    // Gone at once when it had begun; a helper that begins late (below normal priority, on a
    // busy machine) stops by itself as soon as it does (late-start.test.ts).
    await until(() => !alive(first))
    expect(!alive(second)).toBe(false)
    expect((await cli(['end', '--status', 'success', '--state-file', stateFile], env)).code).toBe(0)
    await until(() => !alive(second))
  })

  const endReports = (): number =>
    emu.requests().filter(q => (q.body as { end_time?: string })?.end_time !== undefined).length

  utilLinux('setsid').it(
    'ends a run whose job died as failed on replay, and leaves a live run alone',
    async () => {
      // The first job is a Buildkite bootstrap (`buildkite-agent bootstrap`, as the agent starts
      // it: clicommand/agent_start.go), in a process group of its own: it runs the hook that
      // starts the run, then goes on. The bootstrap is the evidence of its job, not its helper.
      const lost = join(dir, 'lost')
      const jm = join(dir, 'jm')
      writeFileSync(jm, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, { mode: 0o700 })
      const job = namedShell(
        'buildkite-agent',
        `setsid -w "${jm}" start -n lost --state-file "${lost}" --heartbeat-interval 1; sleep 120`,
        { ...systemEnv(), PATH: process.env.PATH, ...env, BUILDKITE: 'true' }
      )
      const { helperPid, runId } = await until(() => {
        try {
          return JSON.parse(readFileSync(join(lost, 'state.json'), 'utf8')) as {
            helperPid: number
            runId: string
          }
        } catch {
          return undefined
        }
      })
      expect(
        (
          await cli(
            ['start', '-n', 'live', '--state-file', stateFile, '--heartbeat-interval', '1'],
            env
          )
        ).code
      ).toBe(0)
      const live = state()
      // A beat the helper has noted in its status file (the service hears it a moment before).
      await until(() => {
        try {
          return JSON.parse(readFileSync(join(lost, 'heartbeats.json'), 'utf8')).beatsSent >= 1
        } catch {
          return false
        }
      })
      // The machine died under the first job: its job and its helper are gone, no end ever runs.
      process.kill(-(job.pid as number), 'SIGKILL')
      process.kill(helperPid, 'SIGKILL')
      await until(() => !alive(helperPid) && !alive(job.pid as number))
      // The next job comes later than two heartbeat intervals: a newer beat would say alive.
      const diedAt = Date.now()
      await until(() => Date.now() - diedAt > 2_100)

      expect((await cli(['replay'], env)).code).toBe(0)
      const ended = emu.runs().find(r => r.run_id === runId)
      expect(ended).toMatchObject({ job_name: 'lost', status: 'failed' })
      expect(ended?.error_details).toMatch(
        /^runner lost \(the Buildkite job's process is gone\): last heartbeat at \d{4}-/
      )
      // The live helper's run is still running, and its helper still beats.
      expect(emu.runs().find(r => r.run_id === live.runId)?.status).toBe('running')
      expect(!alive(live.helperPid as number)).toBe(false)
      // Ended once: a second replay sends nothing more for it.
      const ends = endReports()
      expect((await cli(['replay'], env)).code).toBe(0)
      expect(endReports()).toBe(ends)
      expect((await cli(['end', '--status', 'success', '--state-file', stateFile], env)).code).toBe(
        0
      )
      // No record is left (a temporary file of a killed writer is no record).
      expect(readdirSync(join(dir, 'queue', 'open')).filter(n => !n.startsWith('.tmp-'))).toEqual(
        []
      )
    }
  )

  it('never ends a run as lost while its end is on its way, after its helper has stopped', async () => {
    const ending = join(dir, 'ending')
    const args = ['--state-file', ending, '--heartbeat-interval', '1']
    expect((await cli(['start', '-n', 'ending', ...args], env)).code).toBe(0)
    const { helperPid, runId } = JSON.parse(readFileSync(join(ending, 'state.json'), 'utf8'))
    // The helper has begun (it has written its status); the run is recorded as open, which a
    // lost-run pass could end. (One that has not begun when the end comes: late-start.test.ts.)
    await until(() => existsSync(join(ending, 'heartbeats.json')), 30_000)
    const open = join(dir, 'queue', 'open')
    expect(readdirSync(open).some(n => n.endsWith('.json'))).toBe(true)
    // The end report takes its time on the way; the helper is stopped before it is sent.
    emu.inject({ path: '/monitoring', delayMs: 3000, count: 1 })
    const end = cli(['end', '--status', 'success', '--state-file', ending], env)
    await until(() => !alive(helperPid))
    // Another job on this machine looks for lost runs meanwhile.
    expect((await cli(['replay'], env)).code).toBe(0)
    expect((await end).code).toBe(0)
    const run = emu.runs().find(r => r.run_id === runId)
    expect(run).toMatchObject({ job_name: 'ending', status: 'success' })
    const ends = emu.requests().filter(q => {
      const body = q.body as { run_id?: string; end_time?: string | null }
      return body?.run_id === runId && typeof body.end_time === 'string'
    })
    expect(ends).toHaveLength(1)
    expect(readdirSync(join(dir, 'queue', 'open')).filter(n => !n.startsWith('.tmp-'))).toEqual([])
  })

  smallDisks().it(
    'keeps the run open for a later job when its end can be neither sent nor queued',
    async () => {
      const disk = smallDisk(64 * 1024)
      try {
        const queueEnv = { ...env, JOB_MONITOR_QUEUE_DIR: join(disk.dir, 'queue') }
        const args = ['--state-file', stateFile, '--heartbeat-interval', '1']
        expect((await cli(['start', '-n', 'nowhere', ...args], queueEnv)).code).toBe(0)
        const { runId } = state()
        // The run is recorded as open beside the queue.
        const open = join(disk.dir, 'queue', 'open')
        await until(() => existsSync(open) && readdirSync(open).some(n => n.endsWith('.json')))
        // The disk is full and the service is down: the end goes nowhere.
        const filler = join(disk.dir, 'filler')
        try {
          execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4096'], { stdio: 'ignore' })
        } catch {
          // dd stops when the disk is full: that is the point
        }
        emu.inject({ path: '/monitoring', status: 503, count: 100 })
        const end = await cli(['end', '--status', 'success', '--state-file', stateFile], queueEnv)
        expect(end.code).toBe(0)
        expect(end.stdout.toString() + end.stderr.toString()).toMatch(
          /the run stays open: a later job on this machine will end it/
        )
        // Not settled: the run's state stays, so that its end can be run again.
        expect(existsSync(join(stateFile, 'state.json'))).toBe(true)
        rmSync(filler)
        emu.clearFaults()
        // A later job's pass leaves it: no process of its job was named (no CI system says
        // which), so nothing proves the job gone.
        expect((await cli(['replay'], queueEnv)).code).toBe(0)
        expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
        // Room again, the service back: the end, run again, ends the run.
        const again = await cli(['end', '--status', 'success', '--state-file', stateFile], queueEnv)
        expect(again.code).toBe(0)
        expect(emu.runs().find(r => r.run_id === runId)).toMatchObject({
          job_name: 'nowhere',
          status: 'success'
        })
      } finally {
        disk.remove()
      }
    },
    30_000
  )

  it('refuses what is not its own state file, and a status it cannot read', async () => {
    writeFileSync(join(dir, 'other.json'), '{"helperPid": 1}\n')
    const r = await cli(
      ['end', '--status', 'success', '--state-file', join(dir, 'other.json')],
      env
    )
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toContain('not a run folder made by `job-monitor start`')
    if (process.getuid?.() === 0) {
      // Another user's folder in a shared directory: its run is not ours to end.
      const theirs = join(dir, 'theirs.json')
      mkdirSync(theirs, { mode: 0o700 })
      writeFileSync(
        join(theirs, 'state.json'),
        JSON.stringify({ version: 1, jobName: 'x', runKey: 'k', runId: 'run_1', startTime: 't' })
      )
      chownSync(theirs, 65534, 65534)
      const r2 = await cli(['end', '--status', 'success', '--state-file', theirs], env)
      expect(r2.code).toBe(0)
      expect(r2.stderr.toString()).toContain('belongs to another user')
      expect(emu.requests()).toEqual([])
    }
    const bad = await cli(['end', '--status', 'maybe', '--state-file', stateFile], env)
    expect(bad.code).toBe(2)
    expect(bad.stderr.toString()).toContain('--status must be one of')
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
