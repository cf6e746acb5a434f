/**
 * Who may end a run, on what evidence: a later job's pass over the runs recorded as open
 * leaves every run whose job still lives, whatever became of its helper, and an end the gate
 * refuses a field of is still delivered. The jobs are modelled as each CI system runs them
 * (ci-jobs.ts); what a cancel leaves: run-end-cancel-*.test.ts.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { CLI, cli, runCli, startProgram, until } from '../cli/run-cli.js'
import { alive, onlyWhen, procfs } from '../platform.js'
import { KEY, ageLastBeat, job, kill, startedHelper, useCiJobs } from './ci-jobs.js'

let emu: Emulator
let env: NodeJS.ProcessEnv
let dir: string
let stateFile: string
useCiJobs(given => ({ emu, env, dir, stateFile } = given))

const pidNamespaces = onlyWhen(
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0
    ? undefined
    : 'unshare --pid is refused here: no second pid namespace to run a job in'
)

describe('no stranger ends a live run', () => {
  procfs.it.each([
    ['killed (the OOM killer)', 'SIGKILL', /the heartbeat helper died while the job ran/],
    ['stopped by a signal (a step’s `pkill node`)', 'SIGTERM', /had stopped by itself \(signal\)/]
  ] as const)(
    'leaves a run whose helper was %s while its job goes on, and its own end then succeeds',
    async (_how, signal, word) => {
      const a = job('$JM start -n job-a --state-file "$S" --heartbeat-interval 1; sleep 120', {
        GITLAB_CI: 'true'
      })
      const { helperPid, runId } = await startedHelper()
      await until(() => emu.heartbeats().length >= 1)
      // The helper dies, job A's shell goes on.
      kill(helperPid, signal)
      await until(() => !alive(helperPid))
      // Ten minutes on: no heartbeat is fresh, only job A's own process says it lives.
      ageLastBeat(10 * 60_000)
      const b = await runCli(['replay'], env)
      expect(b.code).toBe(0)
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
      expect(alive(a.pid as number)).toBe(true)
      // Job A's own end: its helper's death never makes it fail, and it says what became of it
      // (a helper stopped by a signal or its lifetime left word in its status file).
      const ended = await runCli(['end', '--status', 'success', '--state-file', stateFile], env)
      expect(ended.code).toBe(0)
      expect(ended.stdout.toString() + ended.stderr.toString()).toMatch(word)
      expect(emu.runs().find(r => r.run_id === runId)).toMatchObject({
        status: 'success',
        error_details: 'None'
      })
    },
    30_000
  )

  procfs.it(
    'GitLab: leaves a run whose script shell is gone while after_script may still end it, though its helper was killed',
    async () => {
      // The step_script shell ends with the script; after_script runs later, in a shell of its
      // own (gitlab-runner common/build.go), with RUNNER_AFTER_SCRIPT_TIMEOUT to send the end.
      const a = job(
        '$JM start -n gl-after --state-file "$S" --heartbeat-interval 1; while [ ! -e "$D/done" ]; do sleep 0.1; done',
        { GITLAB_CI: 'true', RUNNER_AFTER_SCRIPT_TIMEOUT: '1m' }
      )
      const { helperPid, runId } = await startedHelper()
      await until(() => emu.heartbeats().length >= 1)
      kill(helperPid, 'SIGKILL')
      await until(() => !alive(helperPid))
      const shellGone = new Promise(resolve => a.on('exit', resolve))
      writeFileSync(join(dir, 'done'), '')
      await shellGone
      ageLastBeat(10 * 60_000)
      // Another job's replay comes between the script's end and after_script's.
      expect((await runCli(['replay'], env)).code).toBe(0)
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
      // after_script's end is the one that counts.
      const ended = await runCli(['end', '--status', 'success', '--state-file', stateFile], env)
      expect(ended.code).toBe(0)
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('success')
    },
    30_000
  )

  pidNamespaces.it(
    'leaves a run whose job lives in another pid namespace, though its helper’s pid means nothing here',
    async () => {
      // A Buildkite job: its bootstrap runs the hook that starts the run, then goes on.
      job('setsid -w $JM start -n job-a --state-file "$S" --heartbeat-interval 1; sleep 120', {
        BUILDKITE: 'true'
      })
      const { runId } = await startedHelper()
      await until(() => emu.heartbeats().length >= 2)
      // Job B shares the queue folder and the host name, not the pid namespace.
      const b = startProgram(
        'unshare',
        ['--pid', '--fork', '--mount-proc', process.execPath, CLI, 'replay'],
        env
      )
      expect((await b.done).code).toBe(0)
      const beats = emu.heartbeats().length
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
      // A's helper beats on, and A's own end is the one that counts.
      await until(() => emu.heartbeats().length > beats)
      const ended = await runCli(['end', '--status', 'success', '--state-file', stateFile], env)
      expect(ended.code).toBe(0)
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('success')
    },
    30_000
  )

  pidNamespaces.it(
    'leaves a run whose job lives in another pid namespace on that alone, its helper dead and its beat old',
    async () => {
      // A Buildkite job: its bootstrap runs the hook that starts the run, then goes on.
      job('setsid -w $JM start -n job-a --state-file "$S" --heartbeat-interval 1; sleep 120', {
        BUILDKITE: 'true'
      })
      const { helperPid, runId } = await startedHelper()
      await until(() => emu.heartbeats().length >= 1)
      // Nothing but the namespace keeps the run: no helper, no fresh beat.
      kill(helperPid, 'SIGKILL')
      await until(() => !alive(helperPid))
      ageLastBeat(10 * 60_000)
      const b = startProgram(
        'unshare',
        ['--pid', '--fork', '--mount-proc', process.execPath, CLI, 'replay'],
        env
      )
      expect((await b.done).code).toBe(0)
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
      // The same pass from the job's own namespace leaves it too: its job's process lives.
      expect((await runCli(['replay'], env)).code).toBe(0)
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
    },
    30_000
  )
})

describe('an end the gate refuses a field of', () => {
  it.each([
    ['a tag', ['--tag', `team-${KEY}`], 'tags'],
    ['a metadata key', ['--meta', `${KEY}=1`], 'metadata']
  ])(
    'is delivered without %s, says which field went, and only then removes the state',
    async (_what, flags, field) => {
      const start = ['start', '-n', 'gated', '--state-file', stateFile, '--heartbeat-interval', '0']
      expect((await cli(start, env)).code).toBe(0)
      const ended = await cli(
        ['end', '--status', 'success', '--state-file', stateFile, ...flags],
        env
      )
      expect(ended.code).toBe(0)
      expect(ended.stderr.toString()).toContain(`the end report went without its ${field}`)
      const [run] = emu.runs()
      expect(run.status).toBe('success')
      // The run's own logs say it too, where the service shows them.
      expect(run.logs).toContain(`job-monitor: the end report goes without its ${field}`)
      expect(JSON.stringify(emu.requests())).not.toContain(KEY)
      expect(existsSync(join(stateFile, 'state.json'))).toBe(false)
      // A second end finds nothing to end, and says why truly.
      const again = await cli(['end', '--status', 'success', '--state-file', stateFile], env)
      expect(again.stderr.toString()).toContain('no run to end')
    }
  )
})
