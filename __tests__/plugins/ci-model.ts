/**
 * GitLab Runner's shell executor and the Buildkite agent's job process, as far as a job's
 * process tree goes: real processes whose command lines are the real systems' own
 * (`gitlab-runner run`, `buildkite-agent bootstrap`), which run a job's stages or hooks and
 * command with the process groups, sessions, terminals and signals their source uses. What each
 * follows is said in ci-model/gitlab-runner.py and ci-model/buildkite-agent.py.
 *
 * They are small Python programs: Python makes a process group, a session and a controlling
 * terminal for a child as Go's os/exec does (Setpgid, Setsid, Setctty), which Node cannot.
 * Each is started as the file `run` or `bootstrap` in a folder of its own, with argv0 set, so
 * that /proc shows the real system's command line and nothing more.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { copyFileSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tempDir } from '../cli/run-cli.js'
import { parseAllDocuments } from 'yaml'
import { onlyWhen } from '../platform.js'

/** The Python interpreter itself (not a launcher in front of it, which would lose argv0). */
function findPython(): string | undefined {
  if (process.platform !== 'linux') return undefined
  try {
    const out = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000
    }).trim()
    return out && existsSync(out) ? out : undefined
  } catch {
    return undefined
  }
}

const PYTHON = findPython()

/** Tests that run jobs under the models: Linux (/proc names the job's process) and python3. */
export const ciModels = onlyWhen(
  PYTHON
    ? undefined
    : 'needs Linux and python3: the CI models make process groups, sessions and terminals'
)

let folder: string | undefined
/** The models' folder: each program under the name the real system's argv1 has. */
function models(): string {
  if (folder) return folder
  folder = tempDir('jm-ci-model-')
  copyFileSync(resolve('__tests__/plugins/ci-model/gitlab-runner.py'), join(folder, 'run'))
  copyFileSync(resolve('__tests__/plugins/ci-model/buildkite-agent.py'), join(folder, 'bootstrap'))
  return folder
}

export interface ModelJob {
  /** The model's process: `gitlab-runner run` or `buildkite-agent bootstrap`. */
  child: ChildProcess
  /** Resolves when the model has run the whole job. */
  done: Promise<void>
  /** What it has run so far: `stage step_script 123`, `pre-command 456`, `done`. */
  events(): string[]
  /** Its output and its stages' or hooks'. */
  log(): string
}

function startModel(
  program: 'gitlab-runner' | 'buildkite-agent',
  job: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  dir: string
): ModelJob {
  const events = join(dir, 'model-events')
  const log = join(dir, 'model-log')
  const spec = join(dir, 'model-job.json')
  writeFileSync(events, '')
  writeFileSync(log, '')
  writeFileSync(spec, JSON.stringify({ ...job, events, log, cwd: dir }))
  const out = openSync(log, 'a')
  // A service's process (the runner) or one started in a session of its own (the agent starts
  // the bootstrap in a terminal of its own, as its session leader).
  const child = spawn(PYTHON as string, [program === 'gitlab-runner' ? 'run' : 'bootstrap'], {
    argv0: program,
    cwd: models(),
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...env, JM_MODEL_JOB: spec }
  })
  const done = new Promise<void>(r => child.on('exit', () => r()))
  const read = (file: string): string => readFileSync(file, 'utf8')
  return {
    child,
    done,
    events: () => read(events).split('\n').filter(Boolean),
    log: () => read(log)
  }
}

/** A GitLab job on the shell executor: its step_script, then its after_script. */
export function gitlabJob(
  job: { script: string[]; afterScript: string[]; graceMs: number; env: NodeJS.ProcessEnv },
  env: NodeJS.ProcessEnv,
  dir: string
): ModelJob & { cancel(how: 'cancel' | 'force'): void } {
  const model = startModel(
    'gitlab-runner',
    { script: job.script, after_script: job.afterScript, graceMs: job.graceMs, env: job.env },
    env,
    dir
  )
  return {
    ...model,
    cancel: how => signal(model.child.pid, how === 'force' ? 'SIGUSR2' : 'SIGUSR1')
  }
}

/** A Buildkite job: its plugin's pre-command and pre-exit hooks around its command. */
export function buildkiteJob(
  job: {
    hooks: string
    command: string
    env: NodeJS.ProcessEnv
    pty?: boolean
    hooksShell?: string
    cancelSignal?: NodeJS.Signals
    graceMs: number
  },
  env: NodeJS.ProcessEnv,
  dir: string
): ModelJob & { agentCancel(graceMs: number): Promise<void> } {
  const model = startModel('buildkite-agent', { pty: true, ...job }, env, dir)
  const pid = model.child.pid as number
  return {
    ...model,
    // agent/run_job.go Cancel(): SIGTERM to the job process's group, SIGKILL to it once the
    // signal grace has passed (the bootstrap's own grace starts a little later).
    agentCancel: async graceMs => {
      signal(-pid, 'SIGTERM')
      let timer: NodeJS.Timeout | undefined
      await Promise.race([model.done, new Promise(r => (timer = setTimeout(r, graceMs)))])
      clearTimeout(timer)
      signal(-pid, 'SIGKILL')
    }
  }
}

function signal(pid: number | undefined, name: NodeJS.Signals): void {
  if (pid === undefined) return
  try {
    process.kill(pid, name)
  } catch {
    // gone already
  }
}

/**
 * A script line of the GitLab component's `.job-monitor` (templates/job-monitor.yml), its inputs
 * given their defaults, or the value in `inputs`.
 */
export function templateLine(
  key: 'before_script' | 'after_script',
  inputs: Record<string, string>
): string {
  const [header, body] = parseAllDocuments(
    readFileSync(resolve('templates/job-monitor.yml'), 'utf8')
  ).map(d => d.toJS()) as [
    { spec: { inputs: Record<string, { default: unknown }> } },
    Record<string, Record<string, string[]>>
  ]
  return body['.job-monitor'][key][0].replace(/\$\[\[\s*inputs\.([\w-]+)\s*\]\]/g, (_, name) =>
    String(inputs[name] ?? header.spec.inputs[name].default)
  )
}

/**
 * A shell script run by a process with the command line of the CI system's own process
 * (`gitlab-runner run`, `buildkite-agent bootstrap`): `sh`, given argv0, reading the script from
 * a file named as the real program's first argument. Where a test needs only that the job's
 * process is there, as its system names it, and gone when killed; in a process group of its own
 * (spawned detached), which the test kills as a cancel would. gitlabJob and buildkiteJob model the
 * systems' groups, sessions, terminals and signals as their source has them.
 */
export function namedShell(
  program: 'gitlab-runner' | 'buildkite-agent',
  script: string,
  env: NodeJS.ProcessEnv
): ChildProcess {
  const home = tempDir(`jm-${program}-`)
  writeFileSync(join(home, program === 'gitlab-runner' ? 'run' : 'bootstrap'), `${script}\n`)
  return spawn('sh', [program === 'gitlab-runner' ? 'run' : 'bootstrap'], {
    argv0: program,
    cwd: home,
    detached: true,
    stdio: 'ignore',
    env
  })
}
