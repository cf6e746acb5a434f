/**
 * The run ends with the job's own status whatever wraps `job-monitor` (a process between, a
 * process group, a session), and a stubborn cancel and a forced cancel still end it cancelled:
 * the GitLab component's script lines and the Buildkite plugin's hooks, run by the built CLI
 * under the models of GitLab Runner's shell executor and the Buildkite bootstrap (ci-model.ts;
 * what each follows of its system's source is said in ci-model/*.py), against one emulator.
 *
 * Each ending runs the wrappers at once, under both systems. A job lasts longer than the heartbeat
 * process's watch (at its heartbeat interval, 1 s here) and after_script's wait
 * (RUNNER_AFTER_SCRIPT_TIMEOUT=1s, 2 s) with seconds to spare: a process wrongly named as the
 * job's is found gone, and the run ended, before the job's end.
 */
import { afterAll, beforeAll } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { CLI, tempDir, until } from '../cli/run-cli.js'
import { expectEqual } from '../expect-equal.js'
import { systemEnv } from '../platform.js'
import { type ModelJob, buildkiteJob, ciModels, gitlabJob, templateLine } from './ci-model.js'
import { commandOnPath, shellQuote } from './tools.js'

const KEY = 'jm_ci_wrappers_key_7a6b5c4d3e2f'

/** Whether a program is on this machine's PATH. */
function onPath(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

interface Wrapper {
  name: string
  /** The component's `command` input: pasted before `start` and `end` in the script lines. */
  gitlab: string
  /** The plugin's `command` setting (word-split), the agent's hooks-shell, or job-monitor's own script. */
  buildkite: { command?: string; hooksShell?: string; shim?: string }
}

/** `job-monitor` on the PATH: a script that execs node (npm's bin links do the same). */
const EXEC_SHIM = `exec ${shellQuote(process.execPath)} ${shellQuote(CLI)} "$@"`

const WRAPPERS: Wrapper[] = [
  {
    name: 'timeout',
    gitlab: 'timeout 60 job-monitor',
    buildkite: { command: 'timeout 60 job-monitor' }
  },
  { name: 'setsid', gitlab: 'setsid job-monitor', buildkite: { command: 'setsid job-monitor' } },
  // Job control: each command in a process group of its own. Buildkite: the agent's hooks-shell
  // runs the hook's wrapper (buildkite/agent internal/shell/shell.go Script).
  { name: 'set -m', gitlab: 'set -m; job-monitor', buildkite: { hooksShell: '/bin/bash -m' } },
  { name: 'nohup', gitlab: 'nohup job-monitor', buildkite: { command: 'nohup job-monitor' } },
  {
    name: 'nice',
    gitlab: 'nice -n 5 job-monitor',
    buildkite: { command: 'nice -n 5 job-monitor' }
  },
  {
    name: 'env',
    gitlab: 'env JM_WRAPPED=1 job-monitor',
    buildkite: { command: 'env JM_WRAPPED=1 job-monitor' }
  },
  ...(onPath('sudo')
    ? [
        {
          name: 'sudo -E',
          gitlab: 'sudo -E job-monitor',
          buildkite: { command: 'sudo -E job-monitor' }
        }
      ]
    : []),
  {
    name: 'bash -c',
    gitlab: `bash -c 'job-monitor "$@"; exit $?' bash`,
    // job-monitor's own script runs it from `bash -c`, which stays its parent.
    buildkite: {
      shim: `exec bash -c '"$0" "$@"; exit $?' ${shellQuote(process.execPath)} ${shellQuote(CLI)} "$@"`
    }
  },
  { name: 'exec', gitlab: 'job-monitor', buildkite: {} }
]

type Ending = 'its own status' | 'a stubborn cancel' | 'a forced cancel'

let emu: Emulator
beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 1_000_000, heartbeatIntervalSeconds: 1 })
})
afterAll(() => emu.close())

/** A case's own folder, PATH (job-monitor, as `shim` says) and service settings. */
function place(name: string, shim = EXEC_SHIM): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = tempDir('jm-wrap-')
  const bin = join(dir, 'bin')
  mkdirSync(bin)
  mkdirSync(join(dir, 'tmp'))
  commandOnPath(bin, 'job-monitor', shim)
  // GitLab's stage shell is a login shell, whose /etc/profile sets PATH anew: the user's
  // profile puts job-monitor back on it, as on a runner's machine.
  writeFileSync(join(dir, '.bash_profile'), `PATH=${shellQuote(bin)}:"$PATH"\n`)
  return {
    dir,
    env: {
      ...systemEnv(),
      PATH: `${bin}:${process.env.PATH}`,
      HOME: dir,
      TMPDIR: join(dir, 'tmp'),
      JOB_MONITOR_API_KEY: KEY,
      JOB_MONITOR_BASE_URL: emu.url,
      JOB_MONITOR_QUEUE_DIR: join(dir, 'queue'),
      JM_CASE: name
    }
  }
}

/** The run's state once `start` has started the heartbeat process and that has begun. */
async function helperUp(stateDir: string): Promise<number> {
  return until(() => {
    try {
      const state = JSON.parse(readFileSync(join(stateDir, 'state.json'), 'utf8'))
      return existsSync(join(stateDir, 'heartbeats.json')) ? (state.helperPid as number) : undefined
    } catch {
      return undefined
    }
  }, 30_000)
}

/**
 * The run of job `name` once it has ended (or as it stands after 30 s): its status, and who
 * ended it, by its words: the heartbeat process once the job's process was gone, or the job's
 * end hook (after_script, pre-exit).
 */
async function endedRun(name: string): Promise<[string, string]> {
  const run = await until(
    () => emu.runs().find(r => r.job_name === name && r.status !== 'running'),
    30_000
  ).catch(() => emu.runs().find(r => r.job_name === name))
  const details = run?.error_details ?? ''
  const by = /script shell is gone|killed before pre-exit/.test(details)
    ? 'its heartbeat process'
    : 'its end hook'
  return [run?.status ?? 'no run', by]
}

function kill(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // gone
  }
}

/** Everything a case started, gone: the model's tree and the heartbeat process. */
function cleanUp(model: ModelJob, helper: number | undefined): void {
  kill(-(model.child.pid as number))
  for (const line of model.events()) {
    const pid = Number(line.split(' ').pop())
    if (pid > 0) kill(-pid)
  }
  kill(helper)
}

/** A GitLab job under `wrapper`, ended as `ending` says; its run's status and details. */
async function gitlabCase(wrapper: Wrapper, ending: Ending): Promise<string[]> {
  const name = `gitlab ${wrapper.name} ${ending}`
  const { dir, env } = place(name)
  const jobId = String(Math.floor(Math.random() * 1e9))
  const inputs = { command: wrapper.gitlab, 'heartbeat-interval': '1' }
  const script = {
    'its own status': 'sleep 5',
    // Ignored by the user's command, as by what it starts: the graceful timeout's SIGKILL ends it.
    'a stubborn cancel': "trap '' TERM; sleep 30",
    'a forced cancel': 'sleep 30'
  }[ending]
  const model = gitlabJob(
    {
      script: [templateLine('before_script', inputs), script],
      afterScript: [templateLine('after_script', inputs)],
      graceMs: 1000,
      env: {
        GITLAB_CI: 'true',
        CI_SHARED_ENVIRONMENT: 'true',
        CI_JOB_ID: jobId,
        CI_JOB_NAME: name,
        CI_JOB_URL: `https://gitlab.example.com/acme/app/-/jobs/${jobId}`,
        RUNNER_AFTER_SCRIPT_TIMEOUT: '1s'
      }
    },
    env,
    dir
  )
  let helper: number | undefined
  try {
    helper = await helperUp(join(dir, 'tmp', `job-monitor-${jobId}`))
    if (ending !== 'its own status') model.cancel(ending === 'a forced cancel' ? 'force' : 'cancel')
    await model.done
    return [wrapper.name, ...(await endedRun(name))]
  } finally {
    cleanUp(model, helper)
  }
}

/** A Buildkite job under `wrapper`, ended as `ending` says; its run's status and details. */
async function buildkiteCase(wrapper: Wrapper, ending: Ending): Promise<string[]> {
  const name = `buildkite ${wrapper.name} ${ending}`
  const { dir, env } = place(name, wrapper.buildkite.shim)
  const jobId = `job-${Math.floor(Math.random() * 1e9)}`
  const model = buildkiteJob(
    {
      hooks: resolve('buildkite-plugin/hooks'),
      command:
        ending === 'a stubborn cancel'
          ? "trap '' TERM; sleep 30"
          : ending === 'a forced cancel'
            ? 'sleep 30'
            : 'sleep 4',
      // The cancel-signal SIGKILL: the command is killed at once, pre-exit then runs.
      ...(ending === 'a forced cancel' ? { cancelSignal: 'SIGKILL' as const } : {}),
      ...(wrapper.buildkite.hooksShell ? { hooksShell: wrapper.buildkite.hooksShell } : {}),
      graceMs: 3000,
      env: {
        BUILDKITE: 'true',
        BUILDKITE_JOB_ID: jobId,
        BUILDKITE_STEP_KEY: name,
        BUILDKITE_PLUGIN_JOB_MONITOR_HEARTBEAT_INTERVAL: '1',
        ...(wrapper.buildkite.command
          ? { BUILDKITE_PLUGIN_JOB_MONITOR_COMMAND: wrapper.buildkite.command }
          : {})
      }
    },
    env,
    dir
  )
  let helper: number | undefined
  try {
    helper = await helperUp(join(dir, 'tmp', `job-monitor-${jobId}`))
    // The agent's signal grace (1 s here) ends before the bootstrap's (3 s here) for a stubborn
    // command: its SIGKILL leaves pre-exit no time. A forced cancel's pre-exit runs within it.
    if (ending !== 'its own status')
      await model.agentCancel(ending === 'a stubborn cancel' ? 1000 : 10_000)
    await model.done
    return [wrapper.name, ...(await endedRun(name))]
  } finally {
    cleanUp(model, helper)
  }
}

const EXPECTED: Record<'gitlab' | 'buildkite', Record<Ending, [string, string]>> = {
  gitlab: {
    'its own status': ['success', 'its end hook'],
    // After the graceful timeout's SIGKILL, after_script with CI_JOB_STATUS=canceled.
    'a stubborn cancel': ['cancelled', 'its end hook'],
    // No after_script: the stage's shell gone, and no end within after_script's wait.
    'a forced cancel': ['cancelled', 'its heartbeat process']
  },
  buildkite: {
    'its own status': ['success', 'its end hook'],
    // The agent's SIGKILL before pre-exit: the bootstrap gone without an end.
    'a stubborn cancel': ['cancelled', 'its heartbeat process'],
    // The command killed at once (cancel-signal SIGKILL): pre-exit ends it.
    'a forced cancel': ['cancelled', 'its end hook']
  }
}

const SYSTEMS = ['gitlab', 'buildkite'] as const

ciModels.describe('whatever wraps job-monitor', () => {
  // Both systems' jobs of one ending at once: each has its own folder, queue and job name.
  for (const ending of Object.keys(EXPECTED.gitlab) as Ending[])
    ciModels.it(
      `ends the run with ${ending} on GitLab and on Buildkite under ${WRAPPERS.map(w => w.name).join(', ')}${onPath('sudo') ? '' : ' (no sudo here)'}`,
      async () => {
        const seen = await Promise.all(
          SYSTEMS.map(system => {
            const run = system === 'gitlab' ? gitlabCase : buildkiteCase
            return Promise.all(WRAPPERS.map(w => run(w, ending)))
          })
        )
        expectEqual(
          seen,
          SYSTEMS.map(system => WRAPPERS.map(w => [w.name, ...EXPECTED[system][ending]]))
        )
      },
      90_000
    )
})
