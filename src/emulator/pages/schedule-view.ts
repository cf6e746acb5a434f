/**
 * A scheduled job's standing (history/schedules.ts) as the pages and `job-monitor runs` say it:
 * whether it is late, the next run expected and the slots no run came for, each time in the
 * job's own time zone (its wall clock and offset, which tells apart the two readings of the hour
 * the clocks repeat). Strings may hold text from requests: the pages set them as text.
 */
import type { ScheduleStatus } from '../history/schedules.js'
import { wallText } from '../../util/zone-time.js'
import { formatSeconds } from '../../util/duration-text.js'
import type { ContextFact } from './run-context.js'

const at = (iso: string | null, zone: string): string =>
  iso ? wallText(Date.parse(iso), zone) : ''

/** `16:45` on the day of `now` in the zone, else `11-23 00:00`. */
function short(iso: string | null, zone: string, nowMs: number): string {
  const text = at(iso, zone)
  const today = wallText(nowMs, zone).slice(0, 10)
  return text.startsWith(today) ? text.slice(11, 16) : text.slice(5, 16)
}

const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`

/** "3 slots missed", "at least 500 slots missed". */
function missedCount(s: ScheduleStatus): string {
  return `${s.missed_at_least ? 'at least ' : ''}${plural(s.missed_count, 'slot')} missed`
}

/** ", the latest 10" when not all the missed slots are named. */
const latest = (s: ScheduleStatus): string =>
  s.missed_count > s.missed_slots.length ? `, the latest ${s.missed_slots.length}` : ''

/** The standing in a sentence: late or due for which slot, or on time. */
function standing(s: ScheduleStatus, short: (iso: string | null) => string): string {
  if (s.state === 'late') return `late: no run for ${short(s.waiting_for)}`
  if (s.state === 'due') return `due: the ${short(s.waiting_for)} run may still start`
  return 'on time'
}

/** The overview's cell for a job, and its hover text; both '' for a job with no schedule. */
export function scheduleCell(
  s: ScheduleStatus | undefined,
  nowMs: number
): { schedule: string; schedule_title: string } {
  if (!s) return { schedule: '', schedule_title: '' }
  const shortly = (iso: string | null): string => short(iso, s.timezone, nowMs)
  const parts = [
    standing(s, shortly),
    ...(s.missed_count ? [missedCount(s)] : []),
    ...(s.next_expected ? [`next ${shortly(s.next_expected)}`] : [])
  ]
  return {
    schedule: `${parts.join('; ')} (${s.timezone})`,
    schedule_title: `${s.cron} in ${s.timezone}${
      s.missed_slots.length
        ? `; missed: ${s.missed_slots.map(t => at(t, s.timezone)).join(', ')}`
        : ''
    }`
  }
}

/** The job page's Schedule section: a fact a row; none for a job with no schedule. */
export function scheduleFacts(s: ScheduleStatus | undefined): ContextFact[] {
  if (!s) return []
  const zone = s.timezone
  const full = (iso: string | null): string => at(iso, zone)
  const facts: Array<[string, string]> = [
    ['Schedule', `${s.cron} in ${zone}, grace ${formatSeconds(s.grace_seconds)}`],
    [
      'Standing',
      s.state === 'on time'
        ? 'on time: a run came for its latest slot'
        : s.state === 'late'
          ? `late: no run came for the ${full(s.waiting_for)} slot within its grace`
          : `due: the ${full(s.waiting_for)} slot's run may still start within its grace`
    ],
    ['Next run expected', full(s.next_expected) || 'none within 8 years'],
    [
      'Missed slots',
      s.missed_count
        ? `${missedCount(s)} since ${full(s.since)}${latest(s)}: ` +
          s.missed_slots.map(full).join(', ')
        : `none since ${full(s.since)}`
    ]
  ]
  return facts.map(([name, value]) => ({ key: name, name, value }))
}

/** A job's standing as an answer of `GET /_emulator/jobs` holds it, checked; else undefined. */
export function statusOf(v: unknown): ScheduleStatus | undefined {
  if (!v || typeof v !== 'object') return undefined
  const s = v as Record<string, unknown>
  const text = (x: unknown): boolean => typeof x === 'string'
  const textOrNull = (x: unknown): boolean => x === null || text(x)
  const ok =
    text(s.cron) &&
    text(s.timezone) &&
    text(s.since) &&
    Number.isFinite(s.grace_seconds) &&
    ['on time', 'due', 'late'].includes(s.state as string) &&
    textOrNull(s.waiting_for) &&
    textOrNull(s.next_expected) &&
    Array.isArray(s.missed_slots) &&
    s.missed_slots.every(text) &&
    Number.isInteger(s.missed_count) &&
    typeof s.missed_at_least === 'boolean'
  return ok ? (v as ScheduleStatus) : undefined
}

/**
 * What `job-monitor runs` prints under its table: each scheduled job's standing, its next run
 * and the slots it missed, a line each; '' when no job has a schedule.
 */
export function scheduleLines(jobs: unknown[]): string {
  const lines: string[] = []
  for (const j of jobs as Array<{ job_name?: unknown; schedule?: unknown } | null>) {
    const s = statusOf(j?.schedule)
    if (!s || typeof j?.job_name !== 'string') continue
    const full = (iso: string | null): string => at(iso, s.timezone)
    lines.push(
      '',
      `${j.job_name}: ${s.cron} in ${s.timezone} (grace ${formatSeconds(s.grace_seconds)})`,
      `  ${standing(s, full)}`,
      `  next run expected ${full(s.next_expected) || 'never'}`,
      s.missed_count
        ? `  ${missedCount(s)} since ${full(s.since)}${latest(s)}: ${s.missed_slots.map(full).join(', ')}`
        : `  no slot missed since ${full(s.since)}`
    )
  }
  return lines.length ? `${lines.join('\n')}\n` : ''
}
