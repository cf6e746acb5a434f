/**
 * Where the queue lives by default, on each platform.
 * A home directory outlives the job on a self-hosted runner, so a later job on it replays
 * what an earlier one queued.
 */
import { homedir } from 'node:os'
import { posix, win32 } from 'node:path'

/**
 * JOB_MONITOR_QUEUE_DIR, else $XDG_STATE_HOME/job-monitor/queue, else the platform's place
 * for a program's own local state:
 * - Windows: %LOCALAPPDATA%\job-monitor\queue, where Windows programs keep what is neither
 *   roamed to other machines nor shown among the user's documents;
 * - elsewhere, macOS included: ~/.local/state/job-monitor/queue, the XDG state folder that
 *   command-line tools use on both (~/Library/Application Support is for applications' data
 *   and is backed up with the user's files; a queue of reports is neither).
 */
export function defaultQueueDir(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform
): string {
  const path = platform === 'win32' ? win32 : posix
  const explicit = env.JOB_MONITOR_QUEUE_DIR?.trim()
  if (explicit) return path.resolve(explicit)
  const state = env.XDG_STATE_HOME?.trim()
  // The XDG rules ignore a relative path.
  if (state && path.isAbsolute(state)) return path.join(state, 'job-monitor', 'queue')
  return platformStateDir(env, platform)
}

/** The platform's own place, when neither variable names one. */
function platformStateDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  if (platform !== 'win32') return homeStateDir(env, platform)
  const local = env.LOCALAPPDATA?.trim()
  const base =
    local && win32.isAbsolute(local) ? local : win32.join(homeOf(env, platform), 'AppData', 'Local')
  return win32.join(base, 'job-monitor', 'queue')
}

function homeStateDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  const path = platform === 'win32' ? win32 : posix
  return path.join(homeOf(env, platform), '.local', 'state', 'job-monitor', 'queue')
}

/** HOME when set (Git Bash and Cygwin set it on Windows), else the profile folder. */
function homeOf(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  const home = env.HOME?.trim()
  if (home) return home
  const profile = platform === 'win32' ? env.USERPROFILE?.trim() : undefined
  return profile || homedir()
}
