/**
 * The marks other processes leave on a run's open-run record, read by a later pass: when its
 * end was asked for, and when its job's process was first found gone. Time between processes on
 * one machine is measured on the boot clock (process-facts.ts), which an NTP correction or a VM
 * resumed with its wall clock set does not move; the wall-clock dates beside them are for
 * people, and for records written where there is no boot clock.
 */
import type { BootMark } from '../process/process-facts.js'
import { bootElapsed } from '../process/process-facts.js'
import { END_ASKED_GRACE_MS, END_HOOK_WAIT_MAX_MS, type OpenRun } from './open-runs.js'

/**
 * Whether the end hook the CI system runs after the job's process may still send the run's end:
 * no pass has found the process gone before, or one did less than the hook's wait ago.
 */
export function endHookMayCome(run: OpenRun, since: number | undefined): boolean {
  const wait = Math.min(run.endWaitMs ?? 0, END_HOOK_WAIT_MAX_MS)
  if (wait <= 0) return false
  return since === undefined || since < wait
}

/**
 * How long ago a pass first found the run's job gone; undefined when no mark this pass can read
 * says. Measured on the boot clock, which the wall clock's steps (NTP, a VM resumed) do not move:
 * a mark of another boot says nothing. Only a record or a machine with no boot clock falls back
 * to the wall clock, either side of it (a mark ahead of this clock by less than the wait holds
 * the run until the wait from it is past).
 */
export function sinceSeenGone(
  run: OpenRun,
  now: number,
  boot: BootMark | undefined
): number | undefined {
  if (run.jobGoneBoot && boot) return bootElapsed(run.jobGoneBoot, boot)
  const seen = run.jobGoneAt === undefined ? NaN : Date.parse(run.jobGoneAt)
  return Number.isNaN(seen) ? undefined : Math.abs(now - seen)
}

/**
 * Whether the run's ender holds it: marked less than END_ASKED_GRACE_MS ago, on the boot clock
 * (an ender of another boot is gone, and holds nothing).
 */
export function endOnItsWay(run: OpenRun, now: number, boot: BootMark | undefined): boolean {
  if (run.endAskedBoot && boot) {
    const since = bootElapsed(run.endAskedBoot, boot)
    return since !== undefined && since < END_ASKED_GRACE_MS
  }
  const asked = run.endAskedAt === undefined ? NaN : Date.parse(run.endAskedAt)
  // The grace from the mark, either side of it: a mark a little ahead of this clock (a clock
  // set back) holds the run until the grace from it is past; one further ahead than that was
  // written by no ender here, and holds nothing (else it would hold the run for ever).
  return !Number.isNaN(asked) && Math.abs(now - asked) < END_ASKED_GRACE_MS
}
