/**
 * Who may end a run, on what evidence, with real processes: the built CLI's `start`, `end` and
 * `replay`, its detached heartbeat helper, and a job modelled as each CI system runs it, against
 * the emulator in this process.
 *
 * - A GitLab job is the stage's shell that `gitlab-runner` runs (gitlab-runner
 *   executors/shell/shell.go; its kill, `helpers/process/killer_unix.go`, signals the stage's
 *   process group): here a shell run by a process whose command line is `gitlab-runner run`,
 *   the two in a process group of their own, which a cancel signals.
 * - A Buildkite job is its job process, `buildkite-agent bootstrap` (clicommand/agent_start.go),
 *   which the agent starts in a process group of its own, and which runs each hook and the
 *   command one after the other, each in a process group of its own too: every process the
 *   agent's process package starts gets one (buildkite/agent `internal/process/process.go` setup,
 *   `signal_notwindows.go` setupProcessGroup; the hooks and the command through
 *   `internal/shell/shell.go` executeCommand). Here: a shell of that command line that runs each
 *   with `setsid`.
 * (ci-model.ts models both systems' terminals, groups and signals more closely, for the plugins.)
 * - A cancel is what `agent/run_job.go` Cancel() and killer_unix.go do: SIGTERM to the job
 *   process's group, a grace, then SIGKILL to that group (Buildkite's grace is 9 s by default;
 *   here 1 s, since only its order matters). The Buildkite bootstrap passes the SIGTERM on to
 *   the command's group.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { type ChildProcess, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { CLI, cli, runCli, startProgram, tempDir, until } from '../cli/run-cli.js'
import { namedShell } from '../plugins/ci-model.js'
import { alive, onlyWhen, procfs, systemEnv, utilLinux } from '../platform.js'

const KEY = 'jm_evidence_key_5d6e7f8a9b0c'
let emu: Emulator
let dir: string
let stateFile: string
let env: NodeJS.ProcessEnv
const jobs: ChildProcess[] = []
const helpers: number[] = []

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000, heartbeatIntervalSeconds: 1 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-evidence-')
  stateFile = join(dir, 'run')
  env = {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue')
  }
})
afterEach(() => {
  // Nothing a test started outlives it, whatever it asserted.
  killCommand()
  for (const job of jobs.splice(0)) kill(-(job.pid as number), 'SIGKILL')
  for (const pid of helpers.splice(0)) kill(pid, 'SIGKILL')
})

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal)
  } catch {
    // gone already
  }
}

/**
 * A job: `script` run by the CI system's job process, with the CLI at "$JM" and the variables the
 * CI system sets, in a process group of its own: on GitLab the stage's shell under
 * `gitlab-runner run`, on Buildkite `buildkite-agent bootstrap` itself.
 */
function job(script: string, ci: NodeJS.ProcessEnv): ChildProcess {
  const jm = join(dir, 'jm')
  writeFileSync(jm, `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`, { mode: 0o700 })
  const child = namedShell(
    ci.BUILDKITE === 'true' ? 'buildkite-agent' : 'gitlab-runner',
    // The runner's stage: a shell of its own (two commands: no shell execs the last one here).
    ci.BUILDKITE === 'true' ? script : `sh -c "$JM_STAGE"; exit $?`,
    {
      ...systemEnv(),
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...env,
      ...ci,
      JM: jm,
      S: stateFile,
      D: dir,
      JM_STAGE: script
    }
  )
  jobs.push(child)
  return child
}

/**
 * A Buildkite job: the bootstrap (this shell, in a group of its own) runs the pre-command hook,
 * the command and the pre-exit hook, each in a group of its own, and passes a SIGTERM on to the
 * command's group. The command's pid is written to $D/command.pid.
 */
function buildkiteJob(hooks: { preCommand: string; command: string; preExit: string }) {
  const bootstrap = [
    `setsid -w sh -c '${hooks.preCommand}'`,
    `setsid sh -c '${hooks.command}' & c=$!`,
    'echo $c > "$D/command.pid"',
    `trap 'kill -TERM -- -$c' TERM`,
    'wait $c || wait $c',
    `setsid -w sh -c '${hooks.preExit}'`
  ].join('\n')
  return job(bootstrap, { BUILDKITE: 'true' })
}

/** What the Buildkite bootstrap left running in a group of its own, killed with its group. */
function killCommand(): void {
  const file = join(dir, 'command.pid')
  if (existsSync(file)) kill(-Number(readFileSync(file, 'utf8').trim()), 'SIGKILL')
}

/** The helper's pid once `start` in a job has written the run's state. */
async function startedHelper(): Promise<{ helperPid: number; runId: string }> {
  const state = await until(() => {
    const file = join(stateFile, 'state.json')
    if (!existsSync(file)) return undefined
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as { helperPid?: number; runId: string }
    } catch {
      return undefined // being written
    }
  })
  expect(state.helperPid).toBeGreaterThan(0)
  helpers.push(state.helperPid as number)
  return { helperPid: state.helperPid as number, runId: state.runId }
}

/** The run's open-run record and its helper's status, as they would read long after a beat. */
function ageLastBeat(ms: number): void {
  const open = join(dir, 'queue', 'open')
  const old = new Date(Date.now() - ms).toISOString()
  for (const name of readdirSync(open).filter(n => n.endsWith('.json'))) {
    const record = JSON.parse(readFileSync(join(open, name), 'utf8'))
    writeFileSync(join(open, name), JSON.stringify({ ...record, lastBeatAt: old }))
  }
  const status = join(stateFile, 'heartbeats.json')
  const s = JSON.parse(readFileSync(status, 'utf8'))
  writeFileSync(status, JSON.stringify({ ...s, updatedAt: old }))
}

/** A cancel as the agent and the runner's killer do it: TERM to the group, a grace, KILL. */
async function cancelGroup(leader: ChildProcess, graceMs: number): Promise<void> {
  const gone = new Promise(resolve => leader.on('exit', resolve))
  kill(-(leader.pid as number), 'SIGTERM')
  await new Promise(r => setTimeout(r, graceMs))
  kill(-(leader.pid as number), 'SIGKILL')
  await gone
}

/** Jobs whose Buildkite bootstrap runs each hook in a group of its own, with `setsid`. */
const bootstraps = utilLinux('setsid')

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
