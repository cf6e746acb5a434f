/**
 * A crontab schedule as cron itself reads it (crontab(5) of ISC/Vixie cron and cronie, which
 * GitHub's `schedule:`, Kubernetes and most cron hosts follow): five fields, minute (0-59), hour
 * (0-23), day of month (1-31), month (1-12 or jan-dec) and day of week (0-7 or sun-sat, 0 and 7
 * Sunday), each `*`, a number, a range `a-b`, a step `*\/n`, `a-b/n` or `a/n` (from a to the
 * end), or a list of them; `?` is `*` in the two day fields (Quartz and Kubernetes write it);
 * `@hourly`, `@daily` (`@midnight`), `@weekly`, `@monthly`, `@yearly` (`@annually`). When both
 * day fields are restricted a day matches either, else both (cron's rule, where a field counts
 * as unrestricted when it starts with `*`).
 *
 * Its times in a time zone are cron's too, where the clocks change (ISC cron's cron.c): a time the
 * clocks skip runs at the change when the entry names its hour and minute outright ("fixed", as
 * `30 2 * * *`), and not at all when its minute or hour field starts with `*` ("wildcard", as
 * `*\/15 * * * *`); a time the clocks repeat runs once for a fixed entry (the first time) and
 * twice for a wildcard one.
 *
 * Refused, as not cron's: a sixth (seconds) field, Quartz's `L`, `W` and `#`, Jenkins' `H`
 * (a random minute: no two readers would agree on it), `@reboot` (no time) and `@every`.
 * Every function here is total: an expression is read once (`readCron`), and the slot functions
 * take any times, NaN included.
 */
import {
  FIRST_MS,
  LAST_MS,
  instantsOfWall,
  skipEndingAt,
  steadyOffset,
  wallTimeAt
} from './zone-time.js'

const DAY_MS = 86_400_000
/** How far a search for the next or previous slot looks: the leap day of a Monday, and then some. */
const SEARCH_DAYS = 366 * 8 + 7
/** An expression longer than this is no crontab line's. */
const MAX_CHARS = 200

export interface Cron {
  /** The five fields as given, blanks between them made single; a macro as its five fields. */
  expression: string
  minutes: boolean[]
  hours: boolean[]
  daysOfMonth: boolean[]
  months: boolean[]
  /** 0 (Sunday) to 6. */
  daysOfWeek: boolean[]
  /** Either day field starts with `*`: a day must match both (cron's DOM_STAR, DOW_STAR). */
  dayStar: boolean
  /** The minute or the hour field starts with `*` (cron's "wildcard" entry; see above). */
  wildcard: boolean
}

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *'
}

/** The most days each month has (February's 29 come every few years). */
const LONGEST_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec'
]
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']

interface Field {
  name: string
  min: number
  max: number
  /** Names for its values, the first for `min`. */
  names?: string[]
  question?: boolean
}

const FIELDS: Field[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31, question: true },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  { name: 'day of week', min: 0, max: 7, names: DAY_NAMES, question: true }
]

class CronError extends Error {}

function valueOf(word: string, f: Field): number {
  const named = f.names?.indexOf(word.toLowerCase()) ?? -1
  if (named >= 0) return f.min + named
  if (!/^\d{1,2}$/.test(word)) {
    // Quartz's last day and weekday (L, W), its nth weekday (#), Jenkins' hash (H).
    if (/[LW#H]/i.test(word))
      throw new CronError(`'${word}' is not cron's (L, W, # and H are other schedulers' own)`)
    throw new CronError(`the ${f.name} field has '${word}'`)
  }
  const n = Number(word)
  if (n < f.min || n > f.max)
    throw new CronError(`the ${f.name} field has ${n}, outside ${f.min}-${f.max}`)
  return n
}

/** One field's values, as a table from min to max. */
function readField(text: string, f: Field): boolean[] {
  const on = new Array<boolean>(f.max + 1).fill(false)
  for (const part of text.split(',')) {
    const m = /^([^/]+)(?:\/(\d{1,2}))?$/.exec(part)
    if (!m) throw new CronError(`the ${f.name} field has '${part}'`)
    const [, range, stepText] = m
    const step = stepText === undefined ? 1 : Number(stepText)
    if (step < 1) throw new CronError(`the ${f.name} field steps by 0`)
    let low: number
    let high: number
    if (range === '*' || (range === '?' && f.question)) {
      low = f.min
      high = f.max
    } else {
      const [a, b, ...more] = range.split('-')
      if (more.length || a === '' || b === '')
        throw new CronError(`the ${f.name} field has '${part}'`)
      low = valueOf(a, f)
      // `a/n` runs from a to the field's end, as Vixie's `a-max/n`.
      high = b !== undefined ? valueOf(b, f) : stepText !== undefined ? f.max : low
      if (high < low) throw new CronError(`the ${f.name} field's range ${range} runs backwards`)
    }
    for (let v = low; v <= high; v += step) on[v] = true
  }
  return on
}

/** The expression's five fields: a macro's, or the text's own. */
function fieldsOf(text: string): string[] {
  const macro = MACROS[text.toLowerCase()]
  if (macro) return macro.split(' ')
  if (text.startsWith('@'))
    throw new CronError(
      `'${text.split(/\s/)[0]}' is not a time (take @hourly, @daily, @weekly, @monthly or @yearly)`
    )
  const fields = text.split(/\s+/)
  if (fields.length === 6)
    throw new CronError(
      'it has six fields: cron has five (minute hour day month weekday), no seconds'
    )
  if (fields.length !== 5)
    throw new CronError(
      `it has ${fields.length} field${fields.length === 1 ? '' : 's'}: cron has five (minute hour day month weekday)`
    )
  return fields
}

/** A crontab schedule, or why the text is none (a sentence for a message). Never throws. */
export function readCron(raw: unknown): Cron | { error: string } {
  if (typeof raw !== 'string') return { error: 'is no text' }
  const text = raw.trim()
  if (!text) return { error: 'is empty' }
  if (text.length > MAX_CHARS) return { error: `is longer than ${MAX_CHARS} characters` }
  try {
    const fields = fieldsOf(text)
    const [minutes, hours, daysOfMonth, months, week] = fields.map((f, i) =>
      readField(f, FIELDS[i])
    )
    const daysOfWeek = week.slice(0, 7)
    if (week[7]) daysOfWeek[0] = true
    const cron: Cron = {
      expression: fields.join(' '),
      minutes,
      hours,
      daysOfMonth,
      months,
      daysOfWeek,
      dayStar: /^[*?]/.test(fields[2]) || /^[*?]/.test(fields[4]),
      wildcard: fields[0].startsWith('*') || fields[1].startsWith('*')
    }
    // A date that never comes (31 February) is a mistake, not a schedule. When both day
    // fields are restricted either matches, and a weekday always comes.
    const comes = months.some(
      (on, m) => on && daysOfMonth.slice(1, LONGEST_MONTH[m] + 1).some(Boolean)
    )
    if (cron.dayStar && !comes) return { error: 'names no day that comes (such as 30 February)' }
    return cron
  } catch (e) {
    if (e instanceof CronError) return { error: e.message }
    return { error: 'cannot be read' }
  }
}

/** Whether the local date (as midnight in UTC terms) is one of the schedule's days. */
function dayMatches(c: Cron, day: number): boolean {
  const d = new Date(day)
  if (!c.months[d.getUTCMonth() + 1]) return false
  const dom = c.daysOfMonth[d.getUTCDate()]
  const dow = c.daysOfWeek[d.getUTCDay()]
  return c.dayStar ? dom && dow : dom || dow
}

/** The minutes of each hour, listed once per schedule. */
const minuteLists = new WeakMap<Cron, number[]>()
function minutesOf(c: Cron): number[] {
  let list = minuteLists.get(c)
  if (!list) {
    list = c.minutes.flatMap((on, m) => (on ? [m] : []))
    minuteLists.set(c, list)
  }
  return list
}

/** The schedule's instants on one local date (midnight in UTC terms), in order; see above. */
function slotsOfDay(c: Cron, day: number, zone: string): number[] {
  if (!dayMatches(c, day)) return []
  const steady = steadyOffset(day, day, zone)
  const out: number[] = []
  for (let h = 0; h < 24; h++) {
    if (!c.hours[h]) continue
    for (const m of minutesOf(c)) {
      const wall = day + (h * 60 + m) * 60_000
      if (steady !== undefined) {
        out.push(wall - steady)
        continue
      }
      const at = instantsOfWall(wall, zone)
      if (at.length === 0) {
        // Skipped by the clocks: a fixed entry runs at the change, a wildcard one not at all.
        const change = c.wildcard ? undefined : skipEndingAt(wall, zone)
        if (change !== undefined) out.push(change)
      } else out.push(...(c.wildcard ? at : at.slice(0, 1)))
    }
  }
  return [...new Set(out)].sort((a, b) => a - b)
}

/** The local date (midnight in UTC terms) of the instant `ms` in `zone`. */
function dayOf(ms: number, zone: string): number {
  const w = wallTimeAt(ms, zone)
  return Date.UTC(w.year, w.month - 1, w.day)
}

const inRange = (ms: number): boolean => ms >= FIRST_MS && ms <= LAST_MS

/**
 * The slots after `from` and at or before `to`, earliest first, at most `max`; the search
 * stops after SEARCH_DAYS days without one.
 */
export function slotsAfter(c: Cron, zone: string, from: number, to: number, max: number): number[] {
  const out: number[] = []
  if (!inRange(from) || !(to > from) || !(max > 0)) return out
  const end = Math.min(to, LAST_MS)
  let quiet = 0
  for (
    let day = dayOf(from, zone) - DAY_MS;
    day <= end + DAY_MS && quiet <= SEARCH_DAYS;
    day += DAY_MS
  ) {
    const slots = slotsOfDay(c, day, zone).filter(t => t > from && t <= end)
    quiet = slots.length ? 0 : quiet + 1
    for (const t of slots) {
      out.push(t)
      if (out.length >= max) return out
    }
  }
  return out
}

/**
 * The latest slots at or before `to` and at or after `from`, latest first, at most `max`; the
 * search stops after SEARCH_DAYS days without one.
 */
export function slotsBefore(
  c: Cron,
  zone: string,
  to: number,
  from: number,
  max: number
): number[] {
  const out: number[] = []
  if (!inRange(to) || !(max > 0)) return out
  const start = Math.max(from, FIRST_MS)
  let quiet = 0
  for (
    let day = dayOf(to, zone) + DAY_MS;
    day >= start - 2 * DAY_MS && quiet <= SEARCH_DAYS;
    day -= DAY_MS
  ) {
    const slots = slotsOfDay(c, day, zone).filter(t => t <= to && t >= start)
    quiet = slots.length ? 0 : quiet + 1
    for (let i = slots.length - 1; i >= 0; i--) {
      out.push(slots[i])
      if (out.length >= max) return out
    }
  }
  return out
}

/** The first slot after `after`; undefined when none comes within the search. */
export function nextSlot(c: Cron, zone: string, after: number): number | undefined {
  return slotsAfter(c, zone, after, LAST_MS, 1)[0]
}

/** The latest slot at or before `at`; undefined when none is within the search. */
export function slotAtOrBefore(c: Cron, zone: string, at: number): number | undefined {
  return slotsBefore(c, zone, at, -Infinity, 1)[0]
}
