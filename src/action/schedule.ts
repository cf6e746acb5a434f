/**
 * A scheduled run's place in its schedule: the cron expression it fired for (the event
 * payload's `schedule`), the slot it stands for (the latest time the expression names at or
 * before the run's `created_at`), how late the run was created after it, and the slots since
 * the workflow's previous scheduled run that never ran (GitHub drops slots under load). The
 * runs come from GET /repos/{o}/{r}/actions/workflows/{file}/runs?event=schedule (newest first,
 * `actions: read`). GitHub's cron is five fields in UTC; cron-parser reads it.
 */
import { CronExpressionParser } from 'cron-parser'
import type { Metadata } from '../client/wire.js'
import { instantOf, secondsBetween } from '../run/context.js'
import { readRegularFileSync } from '../util/regular-files.js'
import type { GitHubRequests } from './github-requests.js'

export const SCHEDULE_KEYS = {
  cron: 'job_monitor.schedule.cron',
  slot: 'job_monitor.schedule.slot',
  lagSeconds: 'job_monitor.schedule.lag_seconds',
  missedSlots: 'job_monitor.schedule.missed_slots',
  missedSlotTimes: 'job_monitor.schedule.missed_slot_times'
} as const

/** An event payload is small; a larger file is not read. */
const EVENT_MAX_BYTES = 1024 * 1024
/** Missed slots counted at most (a minutely cron silent for a day is past it: "at least"). */
export const MAX_MISSED_COUNTED = 500
/** Missed slots whose times are sent. */
export const MAX_MISSED_LISTED = 10
/** Scheduled runs asked for: this one, the one before, and room for runs of other crons. */
const RUNS_PER_PAGE = 10

/** The event's cron expression, from the payload file; undefined when there is none. */
export function cronOfEvent(path: string | undefined): string | undefined {
  if (!path) return undefined
  const text = readRegularFileSync(path, EVENT_MAX_BYTES)?.text
  if (text === undefined) return undefined
  try {
    return cronOf((JSON.parse(text) as { schedule?: unknown } | null)?.schedule)
  } catch {
    return undefined
  }
}

/** A GitHub cron expression: five fields of cron's characters, nothing else. */
export function cronOf(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const text = raw.trim()
  if (text.length > 200) return undefined
  const fields = text.split(/\s+/)
  if (fields.length !== 5 || !fields.every(f => /^[0-9A-Za-z*,\-/?#LW]+$/.test(f))) return undefined
  return fields.join(' ')
}

/** The slots of `cron` in UTC after `from` and at or before `to`, at most `max`; [] if unreadable. */
export function slotsBetween(cron: string, from: number, to: number, max: number): number[] {
  const out: number[] = []
  try {
    const e = CronExpressionParser.parse(cron, { tz: 'UTC', currentDate: new Date(from) })
    while (out.length < max) {
      const t = e.next().getTime()
      if (!Number.isFinite(t) || t > to) break
      if (t > from) out.push(t)
    }
  } catch {
    // An expression cron-parser cannot step through: what was found so far.
  }
  return out
}

/** The latest slot of `cron` at or before `at`; undefined when unreadable or none. */
export function slotAtOrBefore(cron: string, at: number): number | undefined {
  try {
    // prev() is strictly before its start; slots are whole minutes, so a second after `at` holds it.
    const e = CronExpressionParser.parse(cron, { tz: 'UTC', currentDate: new Date(at + 1000) })
    const t = e.prev().getTime()
    return Number.isFinite(t) && t <= at ? t : undefined
  } catch {
    return undefined
  }
}

export interface ScheduledRuns {
  /** This run's created_at. */
  created?: number
  /** The scheduled run before this one: its created_at. */
  previous?: number
}

/** This run and the one before it in a workflow's scheduled runs, whatever the answer holds. */
export function scheduledRunsOf(body: unknown, runId: number | undefined): ScheduledRuns {
  const runs = (body as { workflow_runs?: unknown } | null | undefined)?.workflow_runs
  if (!Array.isArray(runs)) return {}
  const list: Array<{ id: unknown; created: number }> = []
  for (const r of runs.slice(0, 100)) {
    if (!r || typeof r !== 'object') continue
    const created = instantOf((r as { created_at?: unknown }).created_at as string | undefined)
    if (created !== undefined) list.push({ id: (r as { id?: unknown }).id, created })
  }
  const created = list.find(r => r.id === runId)?.created
  const before = list
    .filter(r => r.id !== runId && (created === undefined || r.created < created))
    .map(r => r.created)
  return {
    ...(created !== undefined ? { created } : {}),
    ...(created !== undefined && before.length ? { previous: Math.max(...before) } : {})
  }
}

/** The schedule's metadata from what is known; `created` falls back to the job's created_at. */
export function scheduleMetadata(cron: string, runs: ScheduledRuns): Metadata {
  const m: Metadata = { [SCHEDULE_KEYS.cron]: cron }
  const created = runs.created
  if (created === undefined) return m
  const slot = slotAtOrBefore(cron, created)
  if (slot === undefined) return m
  m[SCHEDULE_KEYS.slot] = new Date(slot).toISOString()
  const lag = secondsBetween(slot, created)
  if (lag !== undefined) m[SCHEDULE_KEYS.lagSeconds] = lag
  if (runs.previous === undefined) return m
  const previousSlot = slotAtOrBefore(cron, runs.previous)
  if (previousSlot === undefined || previousSlot >= slot) {
    if (previousSlot !== undefined) m[SCHEDULE_KEYS.missedSlots] = 0
    return m
  }
  // The slots after the previous run's and before this one's.
  const missed = slotsBetween(cron, previousSlot, slot - 1, MAX_MISSED_COUNTED)
  m[SCHEDULE_KEYS.missedSlots] = missed.length
  if (missed.length)
    m[SCHEDULE_KEYS.missedSlotTimes] = missed
      .slice(-MAX_MISSED_LISTED)
      .map(t => new Date(t).toISOString())
  return m
}

/** Post: for a `schedule` event, the schedule's facts (one GET of the plan). */
export async function gatherSchedule(o: {
  eventName?: string
  eventPath?: string
  workflowFile?: string
  runId?: number
  jobCreatedAt?: string | null
  requests: GitHubRequests
}): Promise<Metadata> {
  if (o.eventName !== 'schedule') return {}
  const cron = cronOfEvent(o.eventPath)
  if (!cron) return {}
  let runs: ScheduledRuns = {}
  if (o.workflowFile) {
    const answer = await o.requests.get(
      `/actions/workflows/${encodeURIComponent(o.workflowFile)}/runs?event=schedule&per_page=${RUNS_PER_PAGE}`,
      'actions: read',
      "the workflow's earlier scheduled runs (missed slots)"
    )
    if ('body' in answer) runs = scheduledRunsOf(answer.body, o.runId)
  }
  if (runs.created === undefined) {
    const created = instantOf(o.jobCreatedAt ?? undefined)
    if (created !== undefined) runs = { created }
  }
  return scheduleMetadata(cron, runs)
}
