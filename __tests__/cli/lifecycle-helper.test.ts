/**
 * `start --state-file` and `end --state-file` with the heartbeat process between them: the
 * process carries on a start that had to be queued, is stopped by the next start when its end
 * never ran, and is not waited for by an end whose job is being cancelled (at the GitLab job's
 * deadline it ends the run itself: job-deadline.test.ts). Each calls main() in this process (run-cli.ts's cli()) but where
 * the built CLI runs as a CI system runs it; the heartbeat process is a real, detached one.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import type { Emulator } from '../../src/emulator/index.js'
import { alive, cli, runCli, startCli, until } from './run-cli.js'
import { stateIn, useRunFolder } from './run-folder-fixture.js'
import { expectEqual } from '../expect-equal.js'

let emu: Emulator
let env: NodeJS.ProcessEnv
let stateFile: string
useRunFolder(given => ({ emu, env, stateFile } = given))
const state = (): ReturnType<typeof stateIn> => stateIn(stateFile)

describe('start, end and the heartbeat process between them', () => {
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
})
