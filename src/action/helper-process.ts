/**
 * Starting and stopping the heartbeat helper: a detached node process that outlives the main
 * step, beats while the job's steps run, and is stopped by the post step before the end
 * report, so no heartbeat ever follows the end.
 */
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { HELPER_STOP_WAIT_MS, HelperEnv } from './constants.js'
import { type HelperStatus, readStatus } from './status-file.js'
import type { Metadata } from '../client/wire.js'

/** What the helper needs to know; travels as JSON in its environment (never the key). */
export interface HelperConfig {
  baseUrl: string
  jobName: string
  intervalMs: number
  runKey: string
  queueDir: string
  statusFile: string
  /** main had to queue the start report: carry on its retry sequence first. */
  startQueued: boolean
  maxAttempts?: number
  timeoutMs?: number
  maxLifetimeMs: number
  /** The runner's worker that ran main: when it is gone, the job is gone. */
  watchPid?: number
  metadata?: Metadata
}

/** Files of this run's helper under RUNNER_TEMP (emptied by the runner at job start and end). */
export function helperFiles(
  env: NodeJS.ProcessEnv,
  runKey: string,
  tmp: string
): { dir: string; status: string; log: string } {
  const dir = join(env.RUNNER_TEMP || tmp, 'job-monitor')
  return { dir, status: join(dir, `helper-${runKey}.json`), log: join(dir, `helper-${runKey}.log`) }
}

/** The helper bundle sits beside main's: dist/main/index.js -> dist/heartbeat/index.js. */
export function helperScript(mainScript: string = process.argv[1] ?? ''): string {
  return join(dirname(mainScript), '..', 'heartbeat', 'index.js')
}

/**
 * Spawns the helper detached, its output in a log file, and lets main exit without it. Its
 * environment is the job's (RUNNER_TRACKING_ID included, so the runner's orphan clean-up
 * still finds it) minus the step's inputs and file commands, plus the key and the config.
 */
export function spawnHelper(o: {
  script: string
  config: HelperConfig
  apiKey: string
  env: NodeJS.ProcessEnv
  logFile: string
}): number | undefined {
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(o.env)) {
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
  env[HelperEnv.apiKey] = o.apiKey
  env[HelperEnv.config] = JSON.stringify(o.config)
  mkdirSync(dirname(o.logFile), { recursive: true, mode: 0o700 })
  const fd = openSync(o.logFile, 'a', 0o600)
  try {
    // --lite-mode: V8 trades speed for memory; a beat every few minutes needs no optimizing
    // compiler, and this process lives as long as the job.
    const child = spawn(process.execPath, ['--lite-mode', o.script], {
      detached: true,
      stdio: ['ignore', fd, fd],
      env,
      cwd: dirname(o.logFile)
    })
    child.on('error', () => undefined)
    child.unref()
    return child.pid
  } finally {
    closeSync(fd)
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A zombie (exited, not yet reaped by its new parent) counts as gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return true
  }
}

/** True when the pid is our helper (guards against a recycled pid on Linux). */
function isHelper(pid: number, script: string | undefined): boolean {
  if (!script) return true
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('heartbeat')
  } catch {
    return true // no /proc: trust the pid
  }
}

export interface StopResult {
  status?: HelperStatus
  /** It had to be killed: the status file may miss its last beats. */
  killed: boolean
  wasRunning: boolean
}

const sleep = (ms: number): Promise<void> => new Promise(r => setTimeout(r, ms))

/** SIGTERM, wait a bounded time for the helper to exit, SIGKILL if it has not; then read its status. */
export async function stopHelper(
  pid: number | undefined,
  statusFile: string | undefined,
  waitMs = HELPER_STOP_WAIT_MS
): Promise<StopResult> {
  let killed = false
  let wasRunning = false
  if (pid && pid > 0 && isRunning(pid) && isHelper(pid, statusFile)) {
    wasRunning = true
    try {
      process.kill(pid, 'SIGTERM')
    } catch {
      // gone meanwhile
    }
    const until = Date.now() + waitMs
    while (isRunning(pid) && Date.now() < until) await sleep(5)
    if (isRunning(pid)) {
      killed = true
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // gone meanwhile
      }
      const hard = Date.now() + 1000
      while (isRunning(pid) && Date.now() < hard) await sleep(25)
    }
  }
  return { status: statusFile ? readStatus(statusFile) : undefined, killed, wasRunning }
}
