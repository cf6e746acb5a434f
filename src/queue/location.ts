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
  place: QueuePlaceFacts,
  platform: NodeJS.Platform = process.platform
): string {
  const path = platform === 'win32' ? win32 : posix
  const explicit = place.queueDir
  if (explicit) return path.resolve(explicit)
  const state = place.stateHome
  // The XDG rules ignore a relative path.
  if (state && path.isAbsolute(state)) return path.join(state, 'job-monitor', 'queue')
  return platformStateDir(place, platform)
}

/**
 * The variables that place the queue, as a front end read them (src/environment/queue-place.ts):
 * each trimmed, undefined when empty. Every field is named, none optional: a raw environment is
 * then no QueuePlaceFacts to the compiler, and cannot be handed in by mistake.
 */
export interface QueuePlaceFacts {
  /** JOB_MONITOR_QUEUE_DIR */
  queueDir: string | undefined
  /** XDG_STATE_HOME */
  stateHome: string | undefined
  /** LOCALAPPDATA (Windows) */
  localAppData: string | undefined
  /** HOME */
  home: string | undefined
  /** USERPROFILE (Windows) */
  userProfile: string | undefined
}

/** The platform's own place, when neither variable names one. */
function platformStateDir(place: QueuePlaceFacts, platform: NodeJS.Platform): string {
  if (platform !== 'win32') return homeStateDir(place, platform)
  const local = place.localAppData
  const base =
    local && win32.isAbsolute(local)
      ? local
      : win32.join(homeOf(place, platform), 'AppData', 'Local')
  return win32.join(base, 'job-monitor', 'queue')
}

function homeStateDir(place: QueuePlaceFacts, platform: NodeJS.Platform): string {
  const path = platform === 'win32' ? win32 : posix
  return path.join(homeOf(place, platform), '.local', 'state', 'job-monitor', 'queue')
}

/** HOME when set (Git Bash and Cygwin set it on Windows), else the profile folder. */
function homeOf(place: QueuePlaceFacts, platform: NodeJS.Platform): string {
  const home = place.home
  if (home) return home
  const profile = platform === 'win32' ? place.userProfile : undefined
  return profile || homedir()
}
