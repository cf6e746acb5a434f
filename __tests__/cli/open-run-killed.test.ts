/**
 * Every run begun on the machine is in the queue's `open/` folder until its end is settled, with
 * or without a heartbeat process: `exec` killed outright (SIGKILL: the OOM killer, `kill -9`),
 * and `start --heartbeat-interval 0` whose job was killed, leave their run there, and the next
 * job on the machine (`replay` here) ends it `failed`, saying why, once. The built CLI against
 * the emulator; the CI jobs are the models of ci-model.ts (which source each follows is said
 * there).
 */
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { CLI, runCli, startCli, tempDir, until } from './run-cli.js'
import { procfs, systemEnv } from '../platform.js'
import { buildkiteJob, ciModels, gitlabJob, templateLine } from '../plugins/ci-model.js'
import { commandOnPath, shellQuote } from '../plugins/tools.js'

const KEY = 'jm_open_run_killed_key_1f2e3d4c'
let emu: Emulator
let dir: string
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000, heartbeatIntervalSeconds: 1 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-killed-')
  env = {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
  }
})

function kill(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(pid, signal)
  } catch {
    // gone already
  }
}

const records = (): string[] => {
  const open = join(dir, 'queue', 'open')
  return existsSync(open) ? readdirSync(open).filter(n => /^[0-9a-f]+\.json$/.test(n)) : []
}

const endReports = (runId: string): number =>
  emu.requests().filter(q => {
    const body = q.body as { run_id?: string; end_time?: string | null }
    return body?.run_id === runId && typeof body.end_time === 'string'
  }).length

/** The next job's pass, twice: the run ended failed with `why`, by one end report. */
async function nextJobEnds(runId: string, why: RegExp): Promise<void> {
  expect((await runCli(['replay'], env)).code).toBe(0)
  const run = emu.runs().find(r => r.run_id === runId)
  expect(run?.status).toBe('failed')
  expect(run?.error_details).toMatch(why)
  expect((await runCli(['replay'], env)).code).toBe(0)
  expect(endReports(runId)).toBe(1)
  expect(records()).toEqual([])
}

procfs.it('ends the run of an exec killed with SIGKILL', async () => {
  const pidFile = join(dir, 'command.pid')
  const exec = startCli(
    [
      'exec',
      '-n',
      'killed-exec',
      '--',
      'sh',
      '-c',
      `echo $$ > ${shellQuote(pidFile)}; exec sleep 60`
    ],
    env
  )
  const run = await until(() => emu.runs().find(r => r.job_name === 'killed-exec'))
  await until(() => records().length === 1)
  kill(exec.child.pid as number)
  // The command goes on without it, as an orphan does; it is ended here only to tidy up.
  kill(Number(readFileSync(pidFile, 'utf8')))
  await exec.done
  await nextJobEnds(
    run.run_id,
    /^runner lost \(the `job-monitor exec` that ran its command is gone without its end\): /
  )
})

/** job-monitor on the PATH of a CI job: a script that execs the built CLI. */
function jobEnv(): NodeJS.ProcessEnv {
  const bin = join(dir, 'bin')
  mkdirSync(bin, { recursive: true })
  mkdirSync(join(dir, 'tmp'), { recursive: true })
  commandOnPath(bin, 'job-monitor', `exec ${shellQuote(process.execPath)} ${shellQuote(CLI)} "$@"`)
  writeFileSync(join(dir, '.bash_profile'), `PATH=${shellQuote(bin)}:"$PATH"\n`)
  return {
    ...systemEnv(),
    ...env,
    PATH: `${bin}:${process.env.PATH}`,
    HOME: dir,
    TMPDIR: join(dir, 'tmp')
  }
}

/** The run id `start` wrote, once it has. */
async function started(stateDir: string): Promise<string> {
  return until(() => {
    try {
      return JSON.parse(readFileSync(join(stateDir, 'state.json'), 'utf8')).runId as string
    } catch {
      return undefined
    }
  })
}

ciModels.it(
  'ends the run of a Buildkite job killed after `start --heartbeat-interval 0`',
  async () => {
    const job = buildkiteJob(
      {
        hooks: resolve('buildkite-plugin/hooks'),
        command: 'sleep 60',
        graceMs: 1000,
        env: {
          BUILDKITE: 'true',
          BUILDKITE_JOB_ID: 'killed-1',
          BUILDKITE_STEP_KEY: 'killed-buildkite',
          BUILDKITE_PLUGIN_JOB_MONITOR_HEARTBEAT_INTERVAL: '0'
        }
      },
      jobEnv(),
      dir
    )
    const runId = await started(join(dir, 'tmp', 'job-monitor-killed-1'))
    await until(() => job.events().some(e => e.startsWith('command ')))
    // Everything of the job killed at once (the machine's OOM killer, the agent's host going down).
    kill(-(job.child.pid as number))
    for (const e of job.events()) kill(-Number(e.split(' ').pop()))
    await job.done
    await nextJobEnds(runId, /^runner lost \(the Buildkite job's process is gone\): /)
  }
)

ciModels.it(
  'ends the run of a GitLab job killed after `start --heartbeat-interval 0`, after after_script’s wait',
  async () => {
    const inputs = { 'heartbeat-interval': '0' }
    const job = gitlabJob(
      {
        script: [templateLine('before_script', inputs), 'sleep 60'],
        afterScript: [templateLine('after_script', inputs)],
        graceMs: 500,
        env: {
          GITLAB_CI: 'true',
          CI_JOB_ID: '77',
          CI_JOB_NAME: 'killed-gitlab',
          RUNNER_AFTER_SCRIPT_TIMEOUT: '1s'
        }
      },
      jobEnv(),
      dir
    )
    const runId = await started(join(dir, 'tmp', 'job-monitor-77'))
    // A forced cancel: the stage killed, no after_script.
    job.cancel('force')
    await job.done
    // The first pass finds the stage's shell gone and gives after_script its wait (2 s).
    expect((await runCli(['replay'], env)).code).toBe(0)
    expect(emu.runs().find(r => r.run_id === runId)?.status).toBe('running')
    await new Promise(r => setTimeout(r, 2_100))
    await nextJobEnds(runId, /^runner lost \(the GitLab job's process is gone\): /)
  },
  30_000
)
