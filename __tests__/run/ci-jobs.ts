/**
 * Jobs modelled as each CI system runs them, for the tests of who may end a run and on what
 * evidence (run-end-evidence.test.ts, run-end-cancel-*.test.ts): the built CLI's `start`, `end`
 * and `replay`, its detached heartbeat helper, and the job's own processes, against the
 * emulator in the test's process.
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
 * (../plugins/ci-model.ts models both systems' terminals, groups and signals more closely, for
 * the plugins.)
 * - A cancel is what `agent/run_job.go` Cancel() and killer_unix.go do: SIGTERM to the job
 *   process's group, a grace, then SIGKILL to that group (Buildkite's grace is 9 s by default;
 *   here 1 s, since only its order matters). The Buildkite bootstrap passes the SIGTERM on to
 *   the command's group.
 *
 * A test file calls useCiJobs() once; nothing a test started outlives it, whatever it asserted.
 */
import { afterEach, expect } from '@jest/globals'
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type EmulatorUse, useEmulator } from '../emulator-fixture.js'
import { CLI, tempDir, until } from '../cli/run-cli.js'
import { systemEnv } from '../platform.js'
import { namedShell } from '../plugins/ci-model.js'

export const KEY = 'jm_evidence_key_5d6e7f8a9b0c'

export interface CiJobsUse extends EmulatorUse {
  /** The test's folder: the queue (`queue`), the run folder, what a job writes ($D). */
  dir: string
  /** The run folder the job's `start` makes ($S). */
  stateFile: string
}

let dir: string
let stateFile: string
let env: NodeJS.ProcessEnv
const jobs: ChildProcess[] = []
const helpers: number[] = []

export function useCiJobs(given: (use: CiJobsUse) => void): void {
  useEmulator({ apiKey: KEY, hourlyLimit: 100_000, heartbeatIntervalSeconds: 1 }, use => {
    dir = tempDir('jm-evidence-')
    stateFile = join(dir, 'run')
    env = { ...use.env, JOB_MONITOR_QUEUE_DIR: join(dir, 'queue') }
    given({ ...use, dir, stateFile, env })
  })
  afterEach(() => {
    killCommand()
    for (const job of jobs.splice(0)) kill(-(job.pid as number), 'SIGKILL')
    for (const pid of helpers.splice(0)) kill(pid, 'SIGKILL')
  })
}

export function kill(pid: number, signal: NodeJS.Signals): void {
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
export function job(script: string, ci: NodeJS.ProcessEnv): ChildProcess {
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
export function buildkiteJob(hooks: { preCommand: string; command: string; preExit: string }) {
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
export async function startedHelper(): Promise<{ helperPid: number; runId: string }> {
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
export function ageLastBeat(ms: number): void {
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
export async function cancelGroup(leader: ChildProcess, graceMs: number): Promise<void> {
  const gone = new Promise(resolve => leader.on('exit', resolve))
  kill(-(leader.pid as number), 'SIGTERM')
  await new Promise(r => setTimeout(r, graceMs))
  kill(-(leader.pid as number), 'SIGKILL')
  await gone
}
