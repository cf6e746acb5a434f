/**
 * The component's script lines (templates/job-monitor.yml) run as GitLab Runner runs them where
 * gitlab-ci-local cannot show it (it runs no container per stage, and only ever sets
 * CI_JOB_STATUS to success or failed):
 *
 * - The Docker executor (gitlab-runner executors/docker/internal/exec/exec.go) runs each stage
 *   in the build container, started for the stage and stopped after it; the container's file
 *   system persists. A stage here is the first process of a pid namespace of its own
 *   (`unshare --pid --fork --mount-proc`): when it ends, every process it left is killed, as in
 *   a stopped container, and the next stage lives in a new namespace.
 * - `CI_JOB_STATUS=timedout` (gitlab-runner common/build.go, when RUNNER_SCRIPT_TIMEOUT ends the
 *   script), with after_script run in the same shell executor.
 */
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { expectEqual } from '../expect-equal.js'
import { CLI, tempDir, until } from '../cli/run-cli.js'
import { onlyOn, shell } from '../platform.js'
import { commandOnPath, runTool, shellQuote, templateLine } from './tools.js'

const KEY = 'jm_gitlab_runner_model_key_9f8e7d'
const JOB_URL = 'https://gitlab.example.com/acme/app/-/jobs/4242'

/** Whether this machine lets the tests make a pid namespace (Linux, with the right to). */
const unshare =
  process.platform === 'linux' &&
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0
const pidNamespaces = onlyOn(
  unshare ? [process.platform] : [],
  'needs Linux and the right to make a pid namespace (unshare --pid), as a container has'
)

const line = templateLine

let emu: Emulator
let dir: string
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000, heartbeatIntervalSeconds: 1 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-runner-model-')
  const bin = join(dir, 'bin')
  mkdirSync(bin)
  mkdirSync(join(dir, 'tmp'))
  commandOnPath(bin, 'job-monitor', `exec ${shellQuote(process.execPath)} ${shellQuote(CLI)} "$@"`)
  env = {
    PATH: `${bin}:${process.env.PATH}`,
    HOME: dir,
    TMPDIR: join(dir, 'tmp'),
    CI_JOB_ID: '4242',
    CI_JOB_NAME: 'build',
    CI_JOB_URL: JOB_URL,
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
  }
})

/** One stage: sh running `script`, in a pid namespace of its own when `container`. */
function stage(script: string, extra: NodeJS.ProcessEnv = {}, container = false) {
  const sh = ['sh', '-c', script]
  const [file, ...args] = container ? ['unshare', '--pid', '--fork', '--mount-proc', ...sh] : sh
  return runTool(file, args, { env: { ...env, ...extra } })
}

pidNamespaces.it(
  'Docker executor: beats while the script runs, and the end does not cry wolf over the helper its stage took down',
  async () => {
    const inputs = { 'heartbeat-interval': '1' }
    // before_script and script: one stage, one container. The script runs until the helper
    // has beaten twice (it runs below normal priority: on a busy machine it begins late), or
    // for 30 s at most.
    const beaten = join(dir, 'beaten')
    const wait = `i=0; while [ ! -e '${beaten}' ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done`
    const running = stage(`${line('before_script', inputs)}\n${wait}`, {}, true)
    await until(() => emu.heartbeats().length >= 2, 30_000)
      .catch(() => undefined)
      .finally(() => writeFileSync(beaten, ''))
    const script = await running
    const beats = emu.heartbeats().length
    const after = await stage(line('after_script', inputs), { CI_JOB_STATUS: 'success' }, true)
    const [run] = emu.runs()
    expectEqual(
      {
        script: script.code,
        after: after.code,
        status: run.status,
        beatsWhileScriptRan: beats >= 2,
        warned: /died|did not answer|never reported/.test(after.output),
        said: /ended with its stage's container/.test(after.output)
      },
      {
        script: 0,
        after: 0,
        status: 'success',
        beatsWhileScriptRan: true,
        warned: false,
        said: true
      }
    )
  },
  60_000
)

shell.it('CI_JOB_STATUS=timedout ends the run failed, timed out, with the job page', async () => {
  const inputs = { 'heartbeat-interval': '0' }
  expect((await stage(line('before_script', inputs))).code).toBe(0)
  const after = await stage(line('after_script', inputs), { CI_JOB_STATUS: 'timedout' })
  const run = await until(() => emu.runs().find(r => r.status !== 'running'), 5000).catch(
    () => emu.runs()[0]
  )
  expectEqual(
    {
      after: after.code,
      status: run.status,
      details: run.error_details,
      result: run.end_metadata?.['cicd.pipeline.task.run.result']
    },
    { after: 0, status: 'failed', details: `timed out; see ${JOB_URL}`, result: 'timeout' }
  )
})

shell.it('a job whose name starts with a dash is reported, and does not fail', async () => {
  const inputs = { 'heartbeat-interval': '0' }
  const begun = await stage(line('before_script', inputs), { CI_JOB_NAME: '- lint' })
  const ended = await stage(line('after_script', inputs), { CI_JOB_STATUS: 'failed' })
  expectEqual(
    { start: begun.code, end: ended.code, runs: emu.runs().map(r => [r.job_name, r.status]) },
    { start: 0, end: 0, runs: [['- lint', 'failed']] }
  )
})

shell.it('only a mistake in the inputs fails the job, named', async () => {
  const bad = await stage(line('before_script', { 'heartbeat-interval': 'often' }))
  const missing = await stage(
    line('before_script', { command: join(dir, 'no-such-job-monitor') }) + '\necho script ran'
  )
  expectEqual(
    {
      bad: bad.code,
      named: bad.output.includes('--heartbeat-interval'),
      missing: missing.code,
      ran: missing.output.includes('script ran'),
      said: missing.output.includes('this job is not reported')
    },
    { bad: 2, named: true, missing: 0, ran: true, said: true }
  )
})
