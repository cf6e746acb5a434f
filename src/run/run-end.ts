/**
 * The end of a run, owned here for every front end: the action's post step, `job-monitor end`,
 * the heartbeat helper ending its run itself (the job's deadline, its job gone), and the pass
 * that ends the lost runs of earlier jobs. A run's life spans several processes; its end is
 * decided in this one order, whoever ends it:
 *
 * 1. mark the run as ending in its open-run record: from here no other job on this machine may
 *    end it as lost, though its helper is about to go;
 * 2. stop its heartbeat helper (when the ender is not the helper itself): no heartbeat follows
 *    the end report;
 * 3. end it (the front end's end report, or a cancelled end), through the run protocol;
 * 4. settle its open-run record: closed once the end is settled (delivered, queued, refused for
 *    good, or no run to end), else left for a later job here to end the run.
 */
import type { Outcome } from '../queue/deliver.js'
import { type OpenRunStore, endSettled } from '../queue/open-runs.js'
import { isoUtc } from '../client/wire.js'
import { type Clock, systemClock } from '../util/clock.js'
import { bootNow } from '../process/process-facts.js'

/** What a front end's end did. */
export interface EndAttempt {
  /** The end report's outcome; undefined when there was no run to end (its start went nowhere). */
  end?: Outcome<'end'>
  /** The run's end was settled by another owner (its helper ended it): the record is theirs. */
  settledElsewhere?: boolean
  /** Nothing could be tried (no key): the run stays open, for a later job here to end it. */
  notTried?: boolean
  /** Nothing can ever be sent for the run (the service rejected the key): it is forgotten. */
  forget?: boolean
}

/** What became of the run's open-run record. */
export type RecordFate = 'closed' | 'left-open' | 'settled-elsewhere'

export interface RunEnded<T extends EndAttempt, S = unknown> {
  attempt: T
  /** How the helper was stopped, when the ender stopped one. */
  helper?: S
  record: RecordFate
  /** What every front end says when the run's end was not settled and its record stays. */
  leftOpen?: string
}

const RUN_LEFT_OPEN = 'the run stays open: a later job on this machine will end it'

export interface RunEnder<T extends EndAttempt, S = unknown> {
  runKey: string
  /** The open-run records of the queue the run was begun with; none for a run without one. */
  records?: OpenRunStore
  /** The ender's clock, which dates the run's mark as ending; the machine's by default. */
  clock?: Clock
  /** Stops the run's helper; absent when there is none to stop (the helper ends its own run). */
  stopHelper?: () => Promise<S>
  /**
   * How long the end waits for the helper before it sends, when the CI system gives the ender
   * little time (a cancel): the rest of the stop is awaited after the end. Default: all of it.
   */
  stopFirstMs?: number
  /** Sends the end; given the helper's stop result, when it came in time. */
  send: (helper: S | undefined) => Promise<T>
  /**
   * When the helper stopped only after the end went (it was seeing a start report through),
   * what the end left queued may go now that the start has; the attempt as it then stands.
   * Given the helper's stop result, whose status names the run the start began.
   */
  afterLateStop?: (attempt: T, helper: S) => Promise<T>
}

/** Ends a run in the one order above; the front end's attempt, the helper's stop, the record's fate. */
export async function endTheRun<T extends EndAttempt, S>(
  o: RunEnder<T, S>
): Promise<RunEnded<T, S>> {
  // Dated on the ender's clock for people, and on the boot clock for the other processes of the
  // machine, which measure the mark's age on it whatever the wall clock does meanwhile.
  const asked = isoUtc((o.clock ?? systemClock).now())
  await o.records?.markEndAsked(o.runKey, asked, bootNow()).catch(() => undefined)
  const stopping = o.stopHelper?.()
  const early =
    stopping === undefined
      ? undefined
      : o.stopFirstMs === undefined
        ? await stopping
        : await within(stopping, o.stopFirstMs)
  let attempt: T
  try {
    attempt = await o.send(early)
  } catch (e) {
    // The stop is seen through even when the end failed: no process is left behind.
    await stopping?.catch(() => undefined)
    throw e
  }
  const helper = early ?? (stopping === undefined ? undefined : await stopping)
  if (early === undefined && helper !== undefined && o.afterLateStop)
    attempt = await o.afterLateStop(attempt, helper)
  const record = await settle(o, attempt)
  return {
    attempt,
    record,
    ...(helper ? { helper } : {}),
    ...(record === 'left-open' ? { leftOpen: RUN_LEFT_OPEN } : {})
  }
}

async function settle(
  o: Pick<RunEnder<EndAttempt>, 'records' | 'runKey'>,
  attempt: EndAttempt
): Promise<RecordFate> {
  if (attempt.settledElsewhere) return 'settled-elsewhere'
  if (attempt.notTried) return 'left-open'
  if (attempt.forget || endSettled(attempt.end)) {
    await o.records?.close(o.runKey)
    return 'closed'
  }
  return 'left-open'
}

/** The promise's value if it settles within `ms`, else undefined (it goes on). */
async function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>(resolve => (timer = setTimeout(() => resolve(undefined), ms)))
  try {
    return await Promise.race([p, late])
  } finally {
    clearTimeout(timer)
  }
}
