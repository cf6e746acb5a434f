/**
 * The key's hour as every job on a machine shares it: whether one more request may go, when
 * the next may, how long a 429 holds everything back, and whether the jobs' cadences fit the
 * hour at all. Pure: the ledger (hour-ledger.ts) reads and writes; this decides.
 *
 * The service allows 100 requests per hour per key (API text, 8) and does not say whether the
 * hour is fixed or sliding (8.5): no more than the limit in any sliding hour is no more in any
 * clock hour either, so that is what is kept. Start and end reports and pipeline notifications
 * are reports: never dropped, only held back (queued) until the hour has room. Heartbeats give
 * way first: one goes only while the hour keeps room for as many reports as the last hour
 * carried, and at least for one job's start, end with its retries and notifications, as the
 * action's matrix budget keeps for each job (heartbeat-budget.ts).
 */
import type { CallKind } from './call.js'
import { HOUR_MS, heartbeatBudget } from './heartbeat-budget.js'

/** What a request counts as in the hour: a report (never dropped) or a heartbeat (gives way). */
export type TicketKind = 'report' | 'heartbeat'

/** One request of the key made (or about to be made) from this machine. */
export interface Ticket {
  /** Its place in the ledger's order: a request counts every one numbered before it. */
  n: number
  /** When it goes, ms since the epoch. */
  at: number
  kind: TicketKind
}

export type Permit = { granted: true } | { granted: false; until: number; why: string }

/** Every request but a heartbeat is a report: a GET of the pipelines is asked for by a person. */
export function ticketKindOf(kind: CallKind | 'list-pipelines'): TicketKind {
  return kind === 'heartbeat' ? 'heartbeat' : 'report'
}

/** The reports' room heartbeats never take: one job's start, end with retries, notifications. */
export const REPORT_RESERVE_FLOOR = heartbeatBudget({}).reservePerJob

/** How many of the hour's requests a request of `kind` may find before it: all, for a report. */
function capFor(kind: TicketKind, inHour: readonly Ticket[], limit: number): number {
  if (kind === 'report') return limit
  const reports = inHour.filter(t => t.kind === 'report').length
  return limit - Math.max(REPORT_RESERVE_FLOOR, reports)
}

function inHourAt(tickets: readonly Ticket[], at: number): Ticket[] {
  return tickets.filter(t => t.at > at - HOUR_MS)
}

/**
 * Whether a request of `kind` may go at `at`, given the tickets numbered before its own; when
 * not, the earliest moment one leaving the hour makes room (if no other comes meanwhile).
 */
export function roomAt(
  kind: TicketKind,
  at: number,
  earlier: readonly Ticket[],
  limit: number
): Permit {
  const inHour = inHourAt(earlier, at)
  if (inHour.length < capFor(kind, inHour, limit)) return { granted: true }
  const why =
    kind === 'report'
      ? `this machine has sent ${inHour.length} of its ${limit} requests in the last hour`
      : `heartbeats give way: the last hour's ${inHour.length} of ${limit} requests leave the room to start and end reports`
  const leaving = inHour.map(t => t.at + HOUR_MS).sort((a, b) => a - b)
  for (const moment of leaving) {
    const then = inHourAt(earlier, moment)
    if (then.length < capFor(kind, then, limit)) return { granted: false, until: moment, why }
  }
  return { granted: false, until: leaving[leaving.length - 1] ?? at, why }
}

/** The service's 429 held the key back until `until`; `streak` 429s in a row so far. */
export interface Pause {
  until: number
  streak: number
}

/** Without a Retry-After, the first 429 holds the key back this long, doubling with each next one. */
export const FIRST_PAUSE_MS = 60_000

/**
 * How long a 429 holds every request of the key back: its Retry-After when it has one; else a
 * minute, doubled for each 429 in a row, up to the hour (the rule's exponential backoff, at the
 * scale of an hourly limit). A 429 means the key is used beyond what this machine counted (by
 * another machine, or before the ledger began): only the service knows when its hour ends.
 */
export function pauseAfter429(
  now: number,
  retryAfterMs: number | undefined,
  previous?: Pause
): Pause {
  const streak = previous !== undefined && now - previous.until < HOUR_MS ? previous.streak + 1 : 1
  const wait = retryAfterMs ?? Math.min(HOUR_MS, FIRST_PAUSE_MS * 2 ** (streak - 1))
  return { until: now + wait, streak }
}

/** A pause in force at `at`, as a refusal. */
export function pausedAt(pause: Pause | undefined, at: number): Permit | undefined {
  if (pause === undefined || pause.until <= at) return undefined
  return {
    granted: false,
    until: pause.until,
    why: 'the service answered 429 (its hourly limit), and everything on this key waits for it'
  }
}

/** One job's recent starts on this machine and what each run sends for sure. */
export interface JobPace {
  /** ms since the epoch, oldest first. */
  starts: number[]
  /** Reports one run sends: its start and end, and two pipeline notifications when it has one. */
  reportsPerRun: number
}

/** Starts kept per job: enough for a steady median, little enough to read at every start. */
export const PACE_STARTS_KEPT = 6

/** The job's usual gap between starts (the median of its recent gaps); undefined before two. */
export function cadenceOf(starts: readonly number[]): number | undefined {
  const gaps: number[] = []
  for (let i = 1; i < starts.length; i++) {
    const gap = starts[i] - starts[i - 1]
    if (gap > 0) gaps.push(gap)
  }
  if (gaps.length === 0) return undefined
  gaps.sort((a, b) => a - b)
  const mid = Math.floor(gaps.length / 2)
  return gaps.length % 2 ? gaps[mid] : (gaps[mid - 1] + gaps[mid]) / 2
}

/** The reports a job needs in an hour at its cadence; 0 once it has stopped starting. */
function reportsPerHour(job: JobPace, now: number): number {
  const last = job.starts[job.starts.length - 1]
  if (last === undefined) return 0
  const cadence = cadenceOf(job.starts)
  // One start only: its run alone, for the hour after it.
  if (cadence === undefined) return now - last < HOUR_MS ? job.reportsPerRun : 0
  // Still running to its cadence: not silent for more than two of its gaps.
  if (now - last > 2 * cadence) return 0
  return (job.reportsPerRun * HOUR_MS) / cadence
}

/** Whether the jobs of a key, at their cadences, fit its hour: what one start finds. */
export interface HourFit {
  fits: boolean
  /** Reports per hour all the key's active jobs on this machine need. */
  need: number
  /** This job's gap between starts, when it has started before. */
  cadenceMs?: number
  /** Jobs of this key on this machine that still start to a cadence, this one included. */
  activeJobs: number
}

export function hourFit(
  own: JobPace,
  others: readonly JobPace[],
  now: number,
  limit: number
): HourFit {
  const active = others.filter(j => reportsPerHour(j, now) > 0)
  const need = [own, ...active].reduce((sum, j) => sum + reportsPerHour(j, now), 0)
  const cadenceMs = cadenceOf(own.starts)
  return {
    fits: need <= limit,
    need: Math.ceil(need),
    ...(cadenceMs === undefined ? {} : { cadenceMs }),
    activeJobs: 1 + active.length
  }
}
