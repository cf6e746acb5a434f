/**
 * No GitLab cancel leaves a run open: a forced cancel runs no after_script, and the run's
 * heartbeat helper ends the run as cancelled (not timed out), on the evidence of the job's own
 * script shell; when the script ends and after_script ends the run, the helper waits for it and
 * adds nothing. The jobs are modelled as GitLab Runner runs them (ci-jobs.ts); Buildkite's:
 * run-end-cancel-buildkite.test.ts.
 */
import { describe, expect } from '@jest/globals'
import type { Emulator } from '../../src/emulator/index.js'
import { runCli, until } from '../cli/run-cli.js'
import { alive, procfs } from '../platform.js'
import { cancelGroup, job, startedHelper, useCiJobs } from './ci-jobs.js'

let emu: Emulator
let env: NodeJS.ProcessEnv
let stateFile: string
useCiJobs(given => ({ emu, env, stateFile } = given))

describe('no GitLab cancel leaves a run open', () => {
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
