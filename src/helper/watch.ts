/**
 * What stops the heartbeat helper besides its stopper: the job's deadline passing, or the job's
 * own process found gone. Each is watched on the helper's clock, and gives the reason that
 * becomes the status file's stoppedBy.
 */
import type { Clock } from '../util/clock.js'
import type { JobLiveness, JobProcess } from '../process/job-process.js'
import type { HelperConfig } from './spawn.js'

/** How often the helper looks at its job's process, at most: the evidence comes within this. */
export const JOB_WATCH_MS = 5_000

/**
 * How often the helper looks at its job's process: at the heartbeat interval when that is
 * shorter than JOB_WATCH_MS (a job asked to be seen alive that closely is seen gone as closely),
 * else every JOB_WATCH_MS. A look is a read of /proc, or a signal 0.
 */
export function jobWatchMs(intervalMs: number): number {
  return intervalMs > 0 ? Math.min(JOB_WATCH_MS, intervalMs) : JOB_WATCH_MS
}

/** The helper's stops: one signal for all its work, and which of its own watches fired. */
export interface HelperStops {
  /** Aborted by the stopper, at the deadline, or once the job is gone. */
  signal: AbortSignal
  /** Past the job's deadline: nothing may beat then, and the run is ended as timed out. */
  timeUp: AbortSignal
  /** The job's process gone without an end. */
  jobGone: AbortSignal
  /** Settles once both watches have ended. */
  watched: Promise<void>
}

/**
 * Watches the job's deadline and its process until the helper is stopped. Past the deadline,
 * the job's process is no longer watched, and the other way round: one reason stops it.
 */
export function watchStops(
  config: HelperConfig,
  clock: Clock,
  stopped: AbortSignal,
  judge: (job: JobProcess) => JobLiveness
): HelperStops {
  const timeUp = new AbortController()
  const jobGone = new AbortController()
  const deadline = watchDeadline(config, clock, AbortSignal.any([stopped, jobGone.signal]), () =>
    timeUp.abort('deadline')
  )
  const job = watchJob(config, clock, AbortSignal.any([stopped, timeUp.signal]), judge, () =>
    jobGone.abort('job gone')
  )
  return {
    signal: AbortSignal.any([stopped, timeUp.signal, jobGone.signal]),
    timeUp: timeUp.signal,
    jobGone: jobGone.signal,
    watched: Promise.all([deadline, job]).then(() => undefined)
  }
}

/**
 * Resolves at the job's deadline (calling `onDeadline`), or when the helper is stopped before
 * it; at once when there is none.
 */
async function watchDeadline(
  config: HelperConfig,
  clock: Clock,
  signal: AbortSignal,
  onDeadline: () => void
): Promise<void> {
  if (!config.deadline || signal.aborted) return
  const left = config.deadline.at - clock.now()
  if (left > 0) {
    try {
      await clock.sleep(left, signal)
    } catch {
      return
    }
  }
  if (!signal.aborted) onDeadline()
}

/**
 * Resolves when the job's process is found gone (calling `onGone` once no end came within
 * `endWaitMs` after that), or when the helper is stopped before; at once when no process is
 * watched. A process that cannot be judged from here is watched on: nothing is concluded.
 */
async function watchJob(
  config: HelperConfig,
  clock: Clock,
  signal: AbortSignal,
  judge: (job: JobProcess) => JobLiveness,
  onGone: () => void
): Promise<void> {
  const job = config.job
  if (!job) return
  try {
    while (!signal.aborted) {
      await clock.sleep(jobWatchMs(config.intervalMs), signal)
      if (judge(job) === 'gone') break
    }
    // An end may still come (GitLab's after_script runs after the script's shell is gone).
    if (config.endWaitMs) await clock.sleep(config.endWaitMs, signal)
  } catch {
    return
  }
  if (!signal.aborted) onGone()
}
