/**
 * A run's context, from the metadata the action sends (docs/action.md, "The run's context in the
 * metadata" and "Why a run ended"): why it ended, how long it queued, its place in its schedule,
 * its attempt and whether it is flaky. The keys are the action's (a test holds them to its
 * constants); the emulator does not load the action to read them. Values are text from requests.
 */
import { SCHEDULE_KEYS } from '../history/jobs.js'
import type { Metadata } from '../service/api.js'
import type { EmulatedRun } from '../service/types.js'
import { detailsOf } from './format.js'
import { formatSeconds } from '../../util/duration-text.js'
import { wallText, zoneNamed } from '../../util/zone-time.js'
import { EARLY_MS, SCHEDULE_FACT_KEYS } from '../history/schedules.js'

export const CONTEXT_KEYS = {
  endReason: 'job_monitor.end_reason',
  queueSeconds: 'job_monitor.queue_seconds',
  attempt: 'job_monitor.attempt',
  previousAttemptResult: 'job_monitor.previous_attempt_result',
  flaky: 'job_monitor.flaky',
  scheduleSlot: 'job_monitor.schedule.slot',
  ...SCHEDULE_KEYS
} as const

/**
 * The metadata keys by which a run's pipeline notifications name it (src/run/protocol.ts, a
 * test holds them to its constant): its job, and its run id once the service gave one.
 */
export const RUN_REF_KEYS = {
  jobName: 'job_monitor.job_name',
  runId: 'job_monitor.run_id'
} as const

/** The job and run a notification's metadata names, each when it is a non-empty string. */
export function runRefOf(metadata: Metadata | undefined): { jobName?: string; runId?: string } {
  const text = (key: string): string | undefined => {
    const v: unknown = metadata && Object.hasOwn(metadata, key) ? metadata[key] : undefined
    return typeof v === 'string' && v ? v : undefined
  }
  const jobName = text(RUN_REF_KEYS.jobName)
  const runId = text(RUN_REF_KEYS.runId)
  return { ...(jobName ? { jobName } : {}), ...(runId ? { runId } : {}) }
}

export interface ContextFact {
  key: string
  name: string
  value: string
}

/** A count or a number of seconds sent as a number or as its text, else undefined. */
export function metaNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

/** A value as text: the end report's first, else the start's; undefined when neither sent it. */
function valueOf(run: EmulatedRun, key: string): string | undefined {
  for (const from of [run.end_metadata, run.metadata]) {
    if (from && Object.hasOwn(from, key)) {
      const v: unknown = from[key]
      return typeof v === 'string' ? v : JSON.stringify(v)
    }
  }
  return undefined
}

const seconds = (v: string | undefined): string | undefined => {
  const n = metaNumber(v)
  return n === undefined ? v : formatSeconds(n)
}

/**
 * The run's place in its schedule: how late it came for its slot, or how early (a run up to
 * EARLY_MS before a slot stands for it, and the clients send a lag of 0), or on time; the slot
 * as the job's zone reads it, as the job page's Schedule table does (schedule-view.ts).
 */
function scheduleFact(
  run: EmulatedRun,
  slot: string | undefined,
  lagText: string | undefined
): string | undefined {
  const lag = metaNumber(lagText)
  const zone = zoneNamed(valueOf(run, SCHEDULE_FACT_KEYS.timeZone)) ?? 'UTC'
  const slotMs = Date.parse(slot ?? '')
  const early = (slotMs - Date.parse(run.start_time)) / 1000
  const slotText = slot && (wallText(slotMs, zone) || slot)
  const forSlot = slotText ? ` for the ${slotText} slot` : ''
  if (lag === undefined && lagText !== undefined) return `${lagText} late${forSlot}`
  if (lag) return `${formatSeconds(lag)} late${forSlot}`
  if (early > 0 && early * 1000 <= EARLY_MS) return `${formatSeconds(early)} early${forSlot}`
  if (lag === 0) return `on time${forSlot}`
  return slotText && `slot ${slotText}`
}

/** The facts present, in the order a reader asks them: why, when, which attempt. */
export function runContext(run: EmulatedRun): ContextFact[] {
  const get = (key: string): string | undefined => valueOf(run, key)
  const reason = get(CONTEXT_KEYS.endReason)
  const sentence = detailsOf(run.error_details).split('\n')[0]
  const slot = get(CONTEXT_KEYS.scheduleSlot)
  const previous = get(CONTEXT_KEYS.previousAttemptResult)
  const attempt = get(CONTEXT_KEYS.attempt)
  const flaky = get(CONTEXT_KEYS.flaky)
  const facts: Array<[string, string | undefined]> = [
    [
      'Why it ended',
      reason === undefined ? undefined : sentence ? `${sentence} (${reason})` : reason
    ],
    ['Queued', seconds(get(CONTEXT_KEYS.queueSeconds))],
    ['Schedule', scheduleFact(run, slot, get(CONTEXT_KEYS.lagSeconds))],
    ['Missed slots', get(CONTEXT_KEYS.missedSlots)],
    [
      'Attempt',
      attempt === undefined && previous === undefined
        ? undefined
        : `${attempt ?? '?'}${previous ? ` (the attempt before: ${previous})` : ''}`
    ],
    [
      'Flaky',
      flaky === 'true' ? 'yes: it failed before and passed on a re-run of the same commit' : flaky
    ]
  ]
  return facts
    .filter((f): f is [string, string] => f[1] !== undefined && f[1] !== '')
    .map(([name, value]) => ({ key: name, name, value }))
}
