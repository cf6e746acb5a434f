/**
 * No Buildkite cancel leaves a run open: when the agent cancels a job (TERM to its group, a
 * grace, KILL) and the pre-exit hook that would end the run gets no time, the run's heartbeat
 * helper ends it as cancelled, on the evidence of the job's own process; while the command goes
 * on after the hook that started the run, the helper adds nothing. The jobs are modelled as the
 * agent runs them (ci-jobs.ts); GitLab's: run-end-cancel-gitlab.test.ts.
 */
import { describe, expect } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Emulator } from '../../src/emulator/index.js'
import { until } from '../cli/run-cli.js'
import { alive, utilLinux } from '../platform.js'
import { buildkiteJob, cancelGroup, startedHelper, useCiJobs } from './ci-jobs.js'

let emu: Emulator
let dir: string
useCiJobs(given => ({ emu, dir } = given))

/** Jobs whose Buildkite bootstrap runs each hook in a group of its own, with `setsid`. */
const bootstraps = utilLinux('setsid')

describe('no Buildkite cancel leaves a run open', () => {
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
})
