/**
 * A scheduled run's place in its schedule: the cron expression it fired for (the event
 * payload's `schedule`), the slot it stands for (the latest time the expression names at or
 * before the run's `created_at`), how late the run was created after it, and the slots since
 * the workflow's previous scheduled run that never ran (GitHub drops slots under load). The
 * runs come from GET /repos/{o}/{r}/actions/workflows/{file}/runs?event=schedule (newest first,
 * `actions: read`). GitHub's cron is five fields in UTC, read by cron's rules (util/cron.ts);
 * the metadata is the one every front end sends (run/schedule.ts).
 */
import type { Metadata } from '../client/wire.js'
import { instantOf } from '../run/context.js'
import { SCHEDULE_KEYS, scheduleMetadata as metadataOf } from '../run/schedule.js'
import { readCron } from '../util/cron.js'
import { readRegularFileSync } from '../util/regular-files.js'
import type { GitHubRequests } from './github-requests.js'

export { MAX_MISSED_COUNTED, SCHEDULE_KEYS } from '../run/schedule.js'

/** An event payload is small; a larger file is not read. */
const EVENT_MAX_BYTES = 1024 * 1024
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

/**
 * The schedule's metadata from what is known (`created` falls back to the job's created_at):
 * nothing but the expression's when GitHub's cron cannot be read by cron's rules.
 */
export function scheduleMetadata(cronText: string, runs: ScheduledRuns): Metadata {
  const cron = readCron(cronText)
  if ('error' in cron) return { [SCHEDULE_KEYS.cron]: cronText }
  return metadataOf({ cron, timeZone: 'UTC' }, { at: runs.created, previous: runs.previous })
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
