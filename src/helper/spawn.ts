/**
 * Starting the heartbeat helper: a detached node process that outlives the main step, beats
 * while the job's steps run, and is stopped by the post step before the end report
 * (stop.ts), so no heartbeat ever follows the end.
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync } from 'node:fs'
import { constants, getPriority, setPriority } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ClientSettings } from '../client/factory.js'
import { makeDirsSync, privateDirState } from '../util/dirs.js'
import { openRegularSync } from '../util/regular-files.js'
import { HelperEnv } from './constants.js'
import type { Metadata } from '../client/wire.js'
import { withoutApiKey } from '../run/child-environment.js'
import { withoutRunCookie } from '../run/run-cookie.js'
import type { StepOutputConfig } from './config.js'
import type { ServiceIdentity } from '../client/identity.js'
import type { JobProcess } from '../process/job-process.js'

/** What the helper needs to know; travels as JSON in its environment (never the key). */
export interface HelperConfig {
  /** The client main built, less the key: the helper's calls go the same way (proxy included). */
  client: ClientSettings
  jobName: string
  intervalMs: number
  runKey: string
  queueDir: string
  statusFile: string
  /** Where it listens for a stop request, decided by its starter and saved for its stopper. */
  channels?: string[]
  /** main had to queue the start report: carry on its retry sequence first. */
  startQueued: boolean
  maxLifetimeMs: number
  /** Jobs sharing the key (the matrix size): heartbeats keep to their share of its hourly limit. */
  jobTotal?: number
  /** The key's hourly request limit, when it is not the service's (a local emulator's). */
  hourlyLimit?: number
  /**
   * The job's own process (run/job-process.ts), watched while the helper lives: when it is gone
   * without an end, the job is gone. On GitHub the helper then stops (a later job ends the run
   * as lost); on Buildkite and GitLab, where nothing else will end it, it ends the run itself,
   * as cancelled, once `endWaitMs` has passed without the job's own end.
   */
  job?: JobProcess
  /** How long an end may still come after the job's process is gone (GitLab's after_script). */
  endWaitMs?: number
  metadata?: Metadata
  /** Follow the runner's pages and leave each step's output for post. */
  stepOutput?: StepOutputConfig
  /**
   * The job's deadline, when the CI system gives one (GitLab's CI_JOB_STARTED_AT plus
   * CI_JOB_TIMEOUT): past it the job is killed and nothing else ends the run (after_script gets
   * no time), so the helper ends it, failed and timed out, unless asked to stop before.
   */
  deadline?: JobDeadline
  /** What a later job needs to end this run if its own end never comes (kept in the queue). */
  openRun?: { startTime: string; runId: string; pipelineId?: string; service?: ServiceIdentity }
  /** The tags the end report carries, for an end the helper sends itself. */
  tags?: string[]
}

/** When the job's time is up, and what its end report needs that the helper does not know. */
export interface JobDeadline {
  /** Milliseconds since the epoch. */
  at: number
  /** The job's time limit in seconds, for the end report's words. */
  limitSeconds: number
  startTime: string
  /** Empty while the start report is queued: the helper learns it by carrying the start on. */
  runId: string
  pipelineId?: string
  tags?: string[]
}

/** Files of this run's helper under RUNNER_TEMP (emptied by the runner at job start and end). */
export function helperFiles(
  runnerTemp: string | undefined,
  runKey: string,
  tmp: string
): { dir: string; status: string; log: string; steps: string } {
  const dir = join(runnerTemp || tmp, 'job-monitor')
  return {
    dir,
    status: join(dir, `helper-${runKey}.json`),
    log: join(dir, `helper-${runKey}.log`),
    steps: join(dir, `helper-${runKey}-steps.json`)
  }
}

/**
 * The bundle that runs the helper, found from this module's own location, never from
 * process.argv[1] (a debugger or a wrapper that loads the action in-process has its own argv):
 * in the bundle, dist/main/index.js -> dist/heartbeat/index.js (the command line runs it from
 * its own bundle, dist/cli); run from the sources, the built bundle.
 */
export function helperScript(
  moduleUrl: string = import.meta.url,
  bundle: 'heartbeat' | 'cli' = 'heartbeat'
): string {
  const here = dirname(fileURLToPath(moduleUrl))
  const candidates = [
    join(here, '..', bundle, 'index.js'),
    join(here, '..', '..', 'dist', bundle, 'index.js')
  ]
  return candidates.find(c => existsSync(c)) ?? candidates[0]
}

/**
 * Below normal priority: the helper beats a few times an hour and follows the steps' output,
 * and none of that should take a core from the build it reports on (it also starts while main
 * is still finishing). It is lowered, never raised: a job that runs niced already keeps its
 * own value. Where the system refuses, the helper runs as it was started.
 */
function yieldToTheJob(pid: number): void {
  const below = constants.priority.PRIORITY_BELOW_NORMAL
  try {
    if (getPriority(pid) < below) setPriority(pid, below)
  } catch {
    // best effort: a helper at the job's own priority still works
  }
}

/**
 * Spawns the helper detached, its output in a log file, and lets main exit without it. Its
 * environment is the job's (RUNNER_TRACKING_ID included, so the runner's orphan clean-up
 * still finds it) minus the step's inputs, its file commands and any copy of the key, plus
 * the config. The key goes
 * into its stdin, once: the helper lives as long as the job, and any later step could read its
 * environment (/proc/<pid>/environ) or see its command line.
 */
export function spawnHelper(o: {
  script: string
  /** After the script: the subcommand that runs the helper, in a bundle of several commands. */
  args?: string[]
  config: HelperConfig
  apiKey: string
  env: NodeJS.ProcessEnv
  logFile: string
}): number | undefined {
  const env: NodeJS.ProcessEnv = {}
  // Without a wrapped command's cookie: the helper reports its own run's end, and a cancel of
  // a command that ran `job-monitor start` must not end it with the command (run-cookie.ts).
  for (const [k, v] of Object.entries(withoutRunCookie(withoutApiKey(o.env, [o.apiKey])))) {
    if (/^(INPUT_|STATE_)/.test(k)) continue
    if (
      [
        'GITHUB_STATE',
        'GITHUB_OUTPUT',
        'GITHUB_ENV',
        'GITHUB_PATH',
        'GITHUB_STEP_SUMMARY'
      ].includes(k)
    )
      continue
    env[k] = v
  }
  env[HelperEnv.config] = JSON.stringify(o.config)
  const folder = dirname(o.logFile)
  makeDirsSync(folder, 0o700)
  // Its status, output and stop file go there: a folder someone else could write to is not used.
  const folderState = privateDirState(folder)
  if (folderState !== 'ours') throw new Error(`${folder} ${folderState}`)
  // Appended to, never through a link left at its name, never waiting on a FIFO there.
  const { fd } = openRegularSync(o.logFile, 'append')
  try {
    // --lite-mode: V8 trades speed for memory; a beat every few minutes needs no optimizing
    // compiler, and this process lives as long as the job. Reading the steps' output does
    // (interpreted, it slowed a step printing 200 MB by a third: `npm run bench`, figure 8);
    // a small young generation keeps the memory of reading them flat instead.
    const flags = o.config.stepOutput ? ['--max-semi-space-size=1'] : ['--lite-mode']
    const child = spawn(process.execPath, [...flags, o.script, ...(o.args ?? [])], {
      detached: true,
      stdio: ['pipe', fd, fd],
      env,
      cwd: dirname(o.logFile)
    })
    child.on('error', () => undefined)
    if (child.pid !== undefined) yieldToTheJob(child.pid)
    // A helper that died at once leaves a closed pipe: the write fails, main goes on.
    child.stdin?.on('error', () => undefined)
    // The write is one pipe buffer's worth at most; main's exit waits for it, not for the helper.
    child.stdin?.end(o.apiKey)
    child.unref()
    return child.pid
  } finally {
    closeSync(fd)
  }
}
