/**
 * A scheduled job's standing, from what its reports carry: the cron expression, its time zone
 * and grace (the metadata the action, the command-line tool and the library send, docs/cli.md
 * and docs/action.md), and when each run started. The emulator states the keys itself and
 * judges the slots itself: which slot each run stands for, which slots no run came for
 * (missed), whether the job is late now (its latest slot passed its grace without a run), and
 * when the next run is expected.
 *
 * What it shares with the clients is the reading of a cron expression (util/cron.ts), and only
 * that. The emulator keeps no code of the client's so that a mistake in one cannot hide in the
 * other; but a cron expression is no rule of the API text the emulator checks the client
 * against: it is cron's, and both must read it as cron does, or the run page (the slot the
 * client sent) and the job page (the slot judged here) would contradict each other over the
 * same run. The judging is the emulator's own, from the raw facts (the expression, the zone,
 * the start times), never from the counts the client sent; and the tests name the slots they
 * expect as times, so a mistake in the shared reading fails them rather than hiding.
 */
import type { Metadata } from '../service/api.js'
import type { EmulatedRun } from '../service/types.js'
import { type Cron, nextSlot, readCron, slotAtOrBefore, slotsBefore } from '../../util/cron.js'
import { FIRST_MS, LAST_MS, zoneNamed } from '../../util/zone-time.js'

/** The schedule metadata's keys, as the clients send them (a test holds them to theirs). */
export const SCHEDULE_FACT_KEYS = {
  cron: 'job_monitor.schedule.cron',
  timeZone: 'job_monitor.schedule.timezone',
  graceSeconds: 'job_monitor.schedule.grace_seconds',
  slot: 'job_monitor.schedule.slot',
  lagSeconds: 'job_monitor.schedule.lag_seconds',
  missedSlots: 'job_monitor.schedule.missed_slots',
  missedSlotTimes: 'job_monitor.schedule.missed_slot_times'
} as const

/** The grace when the reports name none (the clients' default too). */
export const DEFAULT_GRACE_SECONDS = 300
/** The most a grace may be: a week. */
const MAX_GRACE_SECONDS = 7 * 86_400
/** A run this little before a slot stands for it (clocks differ by seconds; the clients' too). */
export const EARLY_MS = 30_000
/** The latest slots judged per job: a minutely job's last 8 hours, a daily one's 500 days. */
export const MAX_CHECKED = 500
/** The missed slots named, the latest. */
export const MAX_LISTED = 10
/** The latest runs looked at per job. */
const MAX_RUNS = 4 * MAX_CHECKED

/** A run's schedule facts (its start's metadata, the end's over it), and when it started. */
export interface ScheduledRun {
  startMs: number
  facts: Metadata
}

const FACT_KEYS: readonly string[] = Object.values(SCHEDULE_FACT_KEYS)

/** Whether `m` names any of the schedule keys. */
function namesSchedule(m: Metadata | null | undefined): m is Metadata {
  if (!m || typeof m !== 'object') return false
  for (const key of FACT_KEYS) if (Object.hasOwn(m, key)) return true
  return false
}

/** The value of `key` the end gave, else the start's. */
function factOf(start: Metadata | undefined, end: Metadata | undefined, key: string): unknown {
  if (namesKey(end, key)) return end[key]
  return namesKey(start, key) ? start[key] : undefined
}
const namesKey = (m: Metadata | null | undefined, key: string): m is Metadata =>
  !!m && typeof m === 'object' && Object.hasOwn(m, key)

/** The schedule keys of `metadata` that hold a value. */
export function pickScheduleFacts(metadata: Metadata | null | undefined): Metadata {
  return factsOf(undefined, metadata ?? undefined)
}

function factsOf(start: Metadata | undefined, end: Metadata | undefined): Metadata {
  const out: Metadata = {}
  for (const key of FACT_KEYS) {
    const v = factOf(start, end, key)
    if (v !== undefined && v !== null) out[key] = v
  }
  return out
}

/**
 * The run's schedule facts, the end's over the start's; undefined when it names no schedule.
 * Asked of every run the overview digests: no copy of a run's metadata is made.
 */
export function scheduleFactsOf(run: EmulatedRun): Metadata | undefined {
  if (!namesSchedule(run.metadata) && !namesSchedule(run.end_metadata)) return undefined
  return factsOf(run.metadata, run.end_metadata)
}

/** The scheduled runs among `runs`, those whose start time can be read. */
export function scheduledRunsOf(runs: EmulatedRun[]): ScheduledRun[] {
  const out: ScheduledRun[] = []
  for (const r of runs) {
    const facts = scheduleFactsOf(r)
    const startMs = Date.parse(r.start_time)
    if (facts && !Number.isNaN(startMs)) out.push({ startMs, facts })
  }
  return out
}

/** A job's standing in its schedule: what `GET /_emulator/jobs` and the pages say of it. */
export interface ScheduleStatus {
  cron: string
  timezone: string
  grace_seconds: number
  /** The slot the first kept run under this schedule stood for (ISO), else when it started. */
  since: string
  /** `late`: its latest slot passed the grace without a run; `due`: within it. */
  state: 'on time' | 'due' | 'late'
  /** The slot it is due or late for (ISO); null when on time. */
  waiting_for: string | null
  next_expected: string | null
  /** The latest MAX_LISTED slots no run came for, oldest first (ISO), over the slots judged. */
  missed_slots: string[]
  missed_count: number
  /** The count stopped at the MAX_CHECKED slots judged: there may be more. */
  missed_at_least: boolean
}

interface Segment {
  cron: Cron
  zone: string
  runs: ScheduledRun[]
}

/** A run's schedule as read; undefined when its expression or zone cannot be. */
function readSchedule(facts: Metadata): { cron: Cron; zone: string } | undefined {
  const cron = readCron(facts[SCHEDULE_FACT_KEYS.cron])
  if ('error' in cron) return undefined
  const given = facts[SCHEDULE_FACT_KEYS.timeZone]
  // A schedule sent without a zone is GitHub's, in UTC.
  const zone = given === undefined ? 'UTC' : zoneNamed(given)
  return zone ? { cron, zone } : undefined
}

/** The runs in the order they started, cut where the schedule (expression or zone) changes. */
function segmentsOf(runs: ScheduledRun[]): Segment[] {
  const out: Segment[] = []
  const ordered = runs
    .filter(r => r.startMs >= FIRST_MS && r.startMs <= LAST_MS)
    .sort((a, b) => a.startMs - b.startMs)
    .slice(-MAX_RUNS)
  // Each schedule read once: most runs of a job carry the same one.
  const read = new Map<string, ReturnType<typeof readSchedule>>()
  for (const run of ordered) {
    const key = JSON.stringify([
      run.facts[SCHEDULE_FACT_KEYS.cron],
      run.facts[SCHEDULE_FACT_KEYS.timeZone]
    ])
    if (!read.has(key)) read.set(key, readSchedule(run.facts))
    const s = read.get(key)
    if (!s) continue
    const last = out[out.length - 1]
    if (last && last.cron.expression === s.cron.expression && last.zone === s.zone)
      last.runs.push(run)
    else out.push({ ...s, runs: [run] })
  }
  return out
}

function graceOf(facts: Metadata): number {
  const g: unknown = facts[SCHEDULE_FACT_KEYS.graceSeconds]
  const n = typeof g === 'number' ? g : typeof g === 'string' && /^\d+$/.test(g) ? Number(g) : NaN
  return Number.isInteger(n) && n >= 0 && n <= MAX_GRACE_SECONDS ? n : DEFAULT_GRACE_SECONDS
}

/** The index of the latest of `slots` (ascending) at or before `at`; -1 when none is. */
function latestAtOrBefore(slots: number[], at: number): number {
  let lo = 0
  let hi = slots.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (slots[mid] <= at) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

/** One stretch of the schedule judged: its slots (ascending) and those a run came for. */
interface Judged {
  slots: number[]
  ran: Set<number>
  /** Every slot from its first run's was judged (the budget did not stop it). */
  whole: boolean
  /** The slot its first run stood for, else when that run started. */
  first: number
}

/**
 * The slots of one stretch of the schedule, latest first within `budget`, from the slot of its
 * first run to its last run (past it, for the schedule in force: to now and the slot its last
 * run may have come early for), and the ones a run came for. A run stands for the slot its report
 * names when that is a slot of the schedule and not after its start (the action names the slot
 * of the run's creation, before it started, which only GitHub knows); else for the latest slot
 * at or before its start, or just after it (EARLY_MS).
 */
function judge(seg: Segment, until: number, budget: number): Judged {
  const firstRun = seg.runs[0]
  const lastRun = seg.runs[seg.runs.length - 1]
  const first = slotAtOrBefore(seg.cron, seg.zone, firstRun.startMs + EARLY_MS) ?? firstRun.startMs
  const to = Math.max(until, lastRun.startMs + EARLY_MS)
  const slots = slotsBefore(seg.cron, seg.zone, to, first, budget).reverse()
  const from = slots.length ? slots[0] : first
  const known = new Set(slots)
  const ran = new Set<number>()
  for (const run of seg.runs) {
    if (run.startMs + EARLY_MS < from) continue
    const named = run.facts[SCHEDULE_FACT_KEYS.slot]
    const at = typeof named === 'string' ? Date.parse(named) : NaN
    if (known.has(at) && at <= run.startMs + EARLY_MS) ran.add(at)
    else {
      const i = latestAtOrBefore(slots, run.startMs + EARLY_MS)
      if (i >= 0) ran.add(slots[i])
    }
  }
  return { slots, ran, whole: slots.length < budget || from <= first, first }
}

/** The job's standing in its schedule at `now`, from its scheduled runs; undefined for none. */
export function scheduleStatus(runs: ScheduledRun[], now: number): ScheduleStatus | undefined {
  if (!(now >= FIRST_MS && now <= LAST_MS)) return undefined
  const segments = segmentsOf(runs)
  const current = segments[segments.length - 1]
  if (!current) return undefined
  const lastRun = current.runs[current.runs.length - 1]
  const graceMs = graceOf(lastRun.facts) * 1000
  // A slot is missed once its grace has passed with no run for it. Between two stretches of
  // the schedule nobody knows when it changed: no slot there is missed.
  const missed: number[] = []
  let budget = MAX_CHECKED
  let atLeast = false
  let standing: Pick<ScheduleStatus, 'state' | 'waiting_for'> = {
    state: 'on time',
    waiting_for: null
  }
  // The current stretch's first slot, and the latest slot a run stood for (an early run's is
  // still ahead of it): the next run expected is the one after both it and now.
  let since = current.runs[0].startMs
  let claimed = now
  for (let i = segments.length - 1; i >= 0 && budget > 0; i--) {
    const seg = segments[i]
    const isCurrent = i === segments.length - 1
    const until = isCurrent ? now : seg.runs[seg.runs.length - 1].startMs + EARLY_MS
    const j = judge(seg, until, budget)
    missed.unshift(...j.slots.filter(t => t + graceMs < now && t <= until && !j.ran.has(t)))
    budget -= j.slots.length
    if (!j.whole) atLeast = true
    if (isCurrent) {
      standing = standingOf(j, graceMs, now)
      since = j.first
      for (const t of j.ran) claimed = Math.max(claimed, t)
    }
  }
  if (budget <= 0 && segments.length > 1) atLeast = true
  return {
    cron: current.cron.expression,
    timezone: current.zone,
    grace_seconds: graceMs / 1000,
    since: new Date(since).toISOString(),
    ...standing,
    next_expected: isoOf(nextSlot(current.cron, current.zone, claimed)),
    missed_slots: missed.slice(-MAX_LISTED).map(t => new Date(t).toISOString()),
    missed_count: missed.length,
    missed_at_least: atLeast
  }
}

const isoOf = (t: number | undefined): string | null =>
  t === undefined ? null : new Date(t).toISOString()

/**
 * Whether a run came for every slot since the last one a run came for: on time; else due while
 * the first slot since then is within its grace, and late once it has passed it.
 */
function standingOf(
  j: Judged,
  graceMs: number,
  now: number
): Pick<ScheduleStatus, 'state' | 'waiting_for'> {
  let i = latestAtOrBefore(j.slots, now)
  if (i < 0 || j.ran.has(j.slots[i])) return { state: 'on time', waiting_for: null }
  while (i > 0 && !j.ran.has(j.slots[i - 1])) i--
  const first = j.slots[i]
  return { state: now > first + graceMs ? 'late' : 'due', waiting_for: isoOf(first) }
}
