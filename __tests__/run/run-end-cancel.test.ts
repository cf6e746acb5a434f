/**
 * No cancel leaves a run open: when a CI system cancels a job (a group signalled, a grace, a
 * kill) and the hook or after_script that would end the run gets no time, the run's heartbeat
 * helper ends it as cancelled, on the evidence of the job's own processes; and while the job
 * goes on, or its own end comes, the helper adds nothing. The jobs are modelled as each CI
 * system runs them (ci-jobs.ts).
 */
import { describe, expect } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { runCli, until } from '../cli/run-cli.js'
import { alive, procfs, utilLinux } from '../platform.js'
import { buildkiteJob, cancelGroup, job, startedHelper, useCiJobs } from './ci-jobs.js'

let emu: Emulator
let env: NodeJS.ProcessEnv
let dir: string
let stateFile: string
useCiJobs(given => ({ emu, env, dir, stateFile } = given))

/** Jobs whose Buildkite bootstrap runs each hook in a group of its own, with `setsid`. */
const bootstraps = utilLinux('setsid')

describe('no cancel leaves a run open', () => {
  bootstraps.it(
    'Buildkite: a command that ignores SIGTERM leaves pre-exit no time; the helper ends the run as cancelled',
    async () => {
      // The command ignores SIGTERM; pre-exit would end the run.
      const leader = buildkiteJob({
        preCommand: '$JM start -n bk --state-file "$S" --heartbeat-interval 1',
        command: 'trap "" TERM; sleep 600',
        preExit: '$JM end --status cancelled --state-file "$S"'
      })
      const { helperPid, runId } = await startedHelper()
      await until(() => emu.heartbeats().length >= 1)
      await cancelGroup(leader, 1000)
      // The helper was started in a session of its own: the group kill left it.
      expect(alive(helperPid)).toBe(true)
      const ended = await until(
        () => emu.runs().find(r => r.run_id === runId && r.status !== 'running'),
        30_000
      )
      expect(ended).toMatchObject({
        status: 'cancelled',
        error_details: "the Buildkite job's processes were killed before pre-exit ran"
      })
      await until(() => !alive(helperPid))
      // No heartbeat follows the end.
      const endSeq = emu
        .requests()
        .find(q => (q.body as { status?: string })?.status === 'cancelled')!.seq
      expect(emu.requests().filter(q => q.path === '/heartbeat' && q.seq > endSeq)).toEqual([])
    },
    40_000
  )

  bootstraps.it(
    'Buildkite: the run goes on while the command runs after the hook that started it, and pre-exit ends it',
    async () => {
      buildkiteJob({
        preCommand: '$JM start -n bk-ok --state-file "$S" --heartbeat-interval 1',
        command: 'while [ ! -e "$D/done" ]; do sleep 0.1; done',
        preExit: '$JM end --status success --state-file "$S"'
      })
      const { helperPid, runId } = await startedHelper()
      // The pre-command hook's group is gone; the command runs on, long past one look at the job.
      await new Promise(r => setTimeout(r, 7000))
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
      expect(alive(helperPid)).toBe(true)
      writeFileSync(join(dir, 'done'), '')
      const ended = await until(
        () => emu.runs().find(r => r.run_id === runId && r.status !== 'running'),
        15_000
      )
      expect(ended).toMatchObject({ status: 'success', error_details: 'None' })
      expect(
        emu.requests().filter(q => (q.body as { status?: string })?.status === 'cancelled')
      ).toEqual([])
    },
    30_000
  )

  procfs.it(
    'GitLab: a forced cancel runs no after_script; the helper ends the run as cancelled, not timed out',
    async () => {
      const leader = job('$JM start -n gl --state-file "$S" --heartbeat-interval 1 && sleep 600', {
        GITLAB_CI: 'true',
        RUNNER_AFTER_SCRIPT_TIMEOUT: '2s',
        // A deadline far off: the cancel must not be called a time-out.
        CI_JOB_STARTED_AT: new Date().toISOString(),
        CI_JOB_TIMEOUT: '3600'
      })
      const { helperPid, runId } = await startedHelper()
      await until(() => emu.heartbeats().length >= 1)
      await cancelGroup(leader, 500)
      expect(alive(helperPid)).toBe(true)
      const ended = await until(
        () => emu.runs().find(r => r.run_id === runId && r.status !== 'running'),
        30_000
      )
      expect(ended).toMatchObject({
        status: 'cancelled',
        error_details:
          "the GitLab job's script shell is gone and after_script sent no end within 4 s"
      })
      await until(() => !alive(helperPid))
    },
    40_000
  )

  procfs.it(
    'GitLab: the script ends and after_script ends the run; the helper waits for it and adds nothing',
    async () => {
      // after_script's limit is long enough for the end, a node process started on a busy
      // machine, to come within it: only the order matters here, and nothing waits it out.
      job('$JM start -n gl-ok --state-file "$S" --heartbeat-interval 1', {
        GITLAB_CI: 'true',
        RUNNER_AFTER_SCRIPT_TIMEOUT: '15s'
      })
      const { helperPid, runId } = await startedHelper()
      await until(() => emu.heartbeats().length >= 1)
      // The step_script shell has exited; after_script comes a moment later.
      await new Promise(r => setTimeout(r, 1500))
      const ended = await runCli(['end', '--status', 'success', '--state-file', stateFile], env)
      expect(ended.code).toBe(0)
      expect(alive(helperPid)).toBe(false)
      expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('success')
      expect(
        emu.requests().filter(q => (q.body as { status?: string })?.status === 'cancelled')
      ).toEqual([])
    },
    30_000
  )
})
