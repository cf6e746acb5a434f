/**
 * The GitLab job's deadline from CI_JOB_STARTED_AT and CI_JOB_TIMEOUT, read totally; and the
 * heartbeat process `start` begins, which ends the run itself at that deadline (GitLab kills a
 * job that runs past its time-out, and after_script gets no time to end the run).
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import type { Emulator } from '../../src/emulator/index.js'
import { jobDeadlineOf } from '../../src/cli/job-deadline.js'
import { expectEqual } from '../expect-equal.js'
import { alive, cli, runCli, until } from './run-cli.js'
import { stateIn, useRunFolder } from './run-folder-fixture.js'

let emu: Emulator
let env: NodeJS.ProcessEnv
let stateFile: string
useRunFolder(given => ({ emu, env, stateFile } = given))
const state = (): ReturnType<typeof stateIn> => stateIn(stateFile)

const NOW = Date.parse('2026-11-26T10:00:00Z')

describe('jobDeadlineOf', () => {
  it("reads GitLab's two variables, and nothing else", () => {
    const cases: Array<[Record<string, string>, number | undefined]> = [
      [{ CI_JOB_STARTED_AT: '2026-11-26T09:30:00Z', CI_JOB_TIMEOUT: '3600' }, NOW + 30 * 60_000],
      [
        { CI_JOB_STARTED_AT: '2026-11-26T11:30:00+02:00', CI_JOB_TIMEOUT: '3600' },
        NOW + 30 * 60_000
      ],
      [{ CI_JOB_STARTED_AT: '2026-11-26T09:30:00Z' }, undefined],
      [{ CI_JOB_TIMEOUT: '3600' }, undefined],
      [{ CI_JOB_STARTED_AT: '2026-11-26T09:30:00Z', CI_JOB_TIMEOUT: '1h' }, undefined],
      [{ CI_JOB_STARTED_AT: '2026-11-26T09:30:00Z', CI_JOB_TIMEOUT: '0' }, undefined],
      [{ CI_JOB_STARTED_AT: 'yesterday', CI_JOB_TIMEOUT: '3600' }, undefined],
      [{ CI_JOB_STARTED_AT: '2026-11-26', CI_JOB_TIMEOUT: '3600' }, undefined],
      // Already past: this machine's clock is not GitLab's; no false time-out.
      [{ CI_JOB_STARTED_AT: '2026-11-26T08:00:00Z', CI_JOB_TIMEOUT: '3600' }, undefined]
    ]
    expectEqual(
      cases.map(([env]) => [env, jobDeadlineOf(env, NOW)?.at]),
      cases.map(([env, at]) => [env, at])
    )
  })

  it('never throws, and gives a deadline only in the future', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (started, timeout) => {
        const d = jobDeadlineOf({ CI_JOB_STARTED_AT: started, CI_JOB_TIMEOUT: timeout }, NOW)
        if (d !== undefined && !(d.at > NOW && Number.isFinite(d.at)))
          expectEqual({ started, timeout, d }, { started, timeout, d: 'a future deadline' })
      })
    )
  })
})

describe('the heartbeat process at the deadline', () => {
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
})
