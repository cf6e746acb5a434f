/**
 * A cancelled job on GitLab Runner's Docker executor, with the component's script lines
 * (templates/job-monitor.yml), as gitlab-runner's source runs it (gitlab-org/gitlab-runner,
 * read at its mirror gitlabhq/gitlab-runner):
 *
 * - executors/docker/docker.go `startAndWatchContainer`: a stage whose context is cancelled (a
 *   cancel, a script time-out) has its build container removed; after_script then runs in a
 *   container created afresh. Before that, internal/exec/exec.go and internal/wait/wait.go's
 *   `StopKillWait` send SIGTERM to every process of the container
 *   (`sendSIGTERMToContainerProcs`), then stop it (SIGKILL to what is left).
 * - executors/docker/docker.go `createBuildVolume`: the one volume the build containers share is
 *   the builds directory (`Build.RootDir`, CI_BUILDS_DIR); common/build.go puts the project in
 *   it (CI_PROJECT_DIR) and, beside the project, the runner's own folder for it
 *   (`TmpProjectDir`, `$CI_PROJECT_DIR.tmp`, given to the job as RUNNER_TEMP_PROJECT_DIR).
 *   Everything else of the container (its /tmp, its home) goes with it.
 *
 * Here a container is a pid namespace of its own (`unshare --pid --fork --mount-proc`) with a
 * TMPDIR and a home of its own, removed with it; the builds directory is one folder both see.
 */
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals'
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync
} from 'node:fs'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { expectEqual } from '../expect-equal.js'
import { CLI, tempDir, until } from '../cli/run-cli.js'
import { onlyOn } from '../platform.js'
import { commandOnPath, runTool, shellQuote, templateLine } from './tools.js'

const KEY = 'jm_gitlab_docker_cancel_key_4c3b2a'
const JOB_URL = 'https://gitlab.example.com/acme/app/-/jobs/5151'

const unshare =
  process.platform === 'linux' &&
  spawnSync('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', 'true']).status === 0
const containers = onlyOn(
  unshare ? [process.platform] : [],
  'needs Linux and the right to make a pid namespace (unshare --pid), as a container has'
)

let emu: Emulator
let dir: string
let builds: string
let bin: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000, heartbeatIntervalSeconds: 1 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = tempDir('jm-docker-cancel-')
  builds = join(dir, 'builds')
  // The runner makes the project's folder and its own beside it before the job's stages.
  mkdirSync(join(builds, 'acme', 'app.tmp'), { recursive: true })
  bin = join(dir, 'bin')
  mkdirSync(bin)
  commandOnPath(bin, 'job-monitor', `exec ${shellQuote(process.execPath)} ${shellQuote(CLI)} "$@"`)
})

/** A build container's own folders (its /tmp, its home) and the job's environment in it. */
function container(name: string): { env: NodeJS.ProcessEnv; remove: () => void } {
  const root = join(dir, name)
  for (const d of ['tmp', 'home']) mkdirSync(join(root, d), { recursive: true })
  return {
    env: {
      PATH: `${bin}:${process.env.PATH}`,
      HOME: join(root, 'home'),
      TMPDIR: join(root, 'tmp'),
      CI_JOB_ID: '5151',
      CI_JOB_NAME: 'build',
      CI_JOB_URL: JOB_URL,
      CI_BUILDS_DIR: builds,
      CI_PROJECT_DIR: join(builds, 'acme', 'app'),
      RUNNER_TEMP_PROJECT_DIR: join(builds, 'acme', 'app.tmp'),
      JOB_MONITOR_API_KEY: KEY,
      JOB_MONITOR_BASE_URL: emu.url
    },
    remove: () => rmSync(root, { recursive: true, force: true })
  }
}

/** A stage: sh running `script` as the first process of a pid namespace of its own. */
function stage(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn('unshare', ['--pid', '--fork', '--mount-proc', '--kill-child', 'sh', '-c', script], {
    env,
    stdio: ['ignore', 'pipe', 'pipe']
  })
}

/** The processes of the namespace whose first process `unshared` forked. */
function members(unshared: number): number[] {
  const [first] = readFileSync(`/proc/${unshared}/task/${unshared}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number)
  const ns = readlinkSync(`/proc/${first}/ns/pid`)
  return readdirSync('/proc')
    .filter(p => /^\d+$/.test(p))
    .map(Number)
    .filter(pid => {
      try {
        return readlinkSync(`/proc/${pid}/ns/pid`) === ns
      } catch {
        return false
      }
    })
}

/** Every regular file under `root`, read. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map(p => join(root, p))
    .filter(p => statSync(p).isFile())
    .map(p => readFileSync(p, 'utf8'))
}

containers.it(
  'after a cancel, after_script in a new container ends the run cancelled from the builds volume',
  async () => {
    const inputs = { 'heartbeat-interval': '1' }
    const first = container('container-1')
    const running = stage(`${templateLine('before_script', inputs)}\nexec sleep 1000`, first.env)
    const exited = new Promise(resolve => running.once('close', resolve))
    // Started, and its heartbeat process beating (below normal priority: it may begin late).
    await until(() => emu.runs().length === 1 && emu.heartbeats().length >= 1, 30_000)
    const kept = readdirSync(join(builds, 'acme', 'app.tmp'))
    const keyInBuilds = filesUnder(builds).some(text => text.includes(KEY))
    // The cancel: SIGTERM to every process of the container, then the container stopped and
    // removed, with everything in it but the builds volume.
    for (const pid of members(running.pid!)) process.kill(pid, 'SIGTERM')
    await new Promise(r => setTimeout(r, 200))
    running.kill('SIGKILL')
    await exited
    first.remove()

    const second = container('container-2')
    const after = await runTool(
      'unshare',
      [
        '--pid',
        '--fork',
        '--mount-proc',
        '--kill-child',
        'sh',
        '-c',
        templateLine('after_script', inputs)
      ],
      { env: { ...second.env, CI_JOB_STATUS: 'canceled' } }
    )
    const [run] = emu.runs()
    expectEqual(
      {
        after: after.code,
        noRunToEnd: /no run to end/.test(after.output),
        status: run.status,
        details: run.error_details,
        kept,
        keyInBuilds,
        stateLeft: readdirSync(join(builds, 'acme', 'app.tmp')),
        projectTouched: existsSync(join(builds, 'acme', 'app'))
      },
      {
        after: 0,
        noRunToEnd: false,
        status: 'cancelled',
        details: `the job was cancelled; see ${JOB_URL}`,
        kept: ['job-monitor-5151'],
        keyInBuilds: false,
        stateLeft: [],
        projectTouched: false
      }
    )
    expect(after.output).not.toContain(KEY)
  },
  60_000
)
