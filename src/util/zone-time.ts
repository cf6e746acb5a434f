/**
 * Wall-clock time in a named time zone (IANA, `Europe/Berlin`), from the runtime's own zone
 * data (Intl): a zone's offset at an instant, the instants a wall-clock time stands for (none in
 * the hour the clocks skip, two in the hour they repeat), and an instant written as the zone's
 * wall clock. No dependency: Node carries the zone data (full ICU).
 */

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
/** Instants outside these years are no schedule's: nothing is computed for them. */
export const FIRST_MS = Date.UTC(1970, 0, 1)
export const LAST_MS = Date.UTC(9999, 11, 31)
/** A zone name longer than this is none (the longest IANA name is 32 characters). */
const MAX_ZONE_CHARS = 64

/** Formatters by zone: building one costs far more than using it. Bounded: names are input. */
const formatters = new Map<string, Intl.DateTimeFormat>()
const MAX_FORMATTERS = 64

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone)
  if (!f) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear()
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric'
    })
    formatters.set(zone, f)
  }
  return f
}

/**
 * The zone's name as given, where the runtime knows a zone by it (`Asia/Kolkata` stays itself,
 * though ICU calls it `Asia/Calcutta`: the name the user chose is the one they read back), in
 * the runtime's case where it is the runtime's own name too (`europe/berlin` is
 * `Europe/Berlin`); a whole-hour offset is the zone that keeps it (`+01:00` is `Etc/GMT-1`).
 * Undefined when the runtime knows no zone by that name. Never throws.
 */
export function zoneNamed(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined
  const text = name.trim()
  if (!text || text.length > MAX_ZONE_CHARS || !/^[A-Za-z0-9/_+:-]+$/.test(text)) return undefined
  // An offset of whole hours (`+01:00`, as Buildkite takes one) is the zone that keeps it, which
  // every Node knows (Node 24 reads the offset itself, Node 20 does not).
  // Another offset is refused on every Node alike.
  const offset = /^([+-])(\d\d):00$/.exec(text)
  if (/^[+-]/.test(text) && !offset) return undefined
  if (offset) {
    const hours = Number(offset[2])
    if (hours > 14) return undefined
    return hours === 0 ? 'UTC' : `Etc/GMT${offset[1] === '+' ? '-' : '+'}${hours}`
  }
  if (names.has(text)) return names.get(text)
  const canonical = canonicalOf(text)
  const zone =
    canonical === undefined || canonical.toLowerCase() === text.toLowerCase() ? canonical : text
  if (names.size >= MAX_FORMATTERS) names.clear()
  names.set(text, zone)
  return zone
}

/** Zone names as read, the unknown ones too (zoneNamed): reading one builds a formatter. */
const names = new Map<string, string | undefined>()

/** The runtime's own name of a zone (`Asia/Kolkata` is `Asia/Calcutta` to ICU); undefined for none. */
function canonicalOf(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Whether two names (zoneNamed's) are of one zone: `Asia/Kolkata` and `Asia/Calcutta` are. */
export function sameZone(a: string, b: string): boolean {
  return a === b || (canonicalOf(a) ?? a) === (canonicalOf(b) ?? b)
}

/** The runtime's own zone (the TZ variable, else the system's), else UTC. */
export function localZone(): string {
  try {
    return zoneNamed(new Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC'
  } catch {
    return 'UTC'
  }
}

export interface WallTime {
  year: number
  /** 1 to 12. */
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The wall clock of `zone` at the instant `ms` (a known zone, a time in range). */
export function wallTimeAt(ms: number, zone: string): WallTime {
  const parts = formatterOf(zone).formatToParts(ms)
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find(p => p.type === type)?.value ?? NaN)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second')
  }
}

/** The wall clock as the number of ms it would be in UTC: what an offset is measured against. */
const wallMs = (w: WallTime): number =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)

/** Offsets asked for again and again (the same days' edges): kept, within a bound. */
const offsets = new Map<string, number>()
const MAX_OFFSETS = 4096

/** The zone's offset from UTC at the instant `ms`, in ms (+1 h is 3,600,000). */
export function offsetAt(ms: number, zone: string): number {
  const second = Math.floor(ms / 1000) * 1000
  const key = `${zone} ${second}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  const offset = wallMs(wallTimeAt(second, zone)) - second
  if (offsets.size >= MAX_OFFSETS) offsets.clear()
  offsets.set(key, offset)
  return offset
}

/**
 * The instants a wall-clock time (`wall`: that time as if it were UTC) stands for in `zone`,
 * in order: one; none when the clocks skip it (the hour they go forward); two when they repeat
 * it (the hour they go back). Zones change their offset at most once within a day or two, so the
 * offsets a day either side are the only ones it can have.
 */
export function instantsOfWall(wall: number, zone: string): number[] {
  const before = offsetAt(wall - DAY_MS, zone)
  const after = offsetAt(wall + DAY_MS, zone)
  const out: number[] = []
  for (const o of before === after ? [before] : [before, after]) {
    const t = wall - o
    if (offsetAt(t, zone) === o && !out.includes(t)) out.push(t)
  }
  return out.sort((a, b) => a - b)
}

/**
 * The instant the clocks went forward over a skipped wall-clock time `wall`: the first instant
 * with the later offset, to the second. Undefined when `wall` is not skipped.
 */
export function skipEndingAt(wall: number, zone: string): number | undefined {
  const before = offsetAt(wall - DAY_MS, zone)
  const after = offsetAt(wall + DAY_MS, zone)
  if (after <= before || instantsOfWall(wall, zone).length > 0) return undefined
  // Before the change the wall time reads `wall - after` as `wall - (after - before)`; after it,
  // `wall - before` already reads later than `wall`: the change lies between them.
  let lo = Math.floor((wall - after) / 1000)
  let hi = Math.ceil((wall - before) / 1000)
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (offsetAt(mid * 1000, zone) === after) hi = mid
    else lo = mid
  }
  return hi * 1000
}

/**
 * Whether no offset change falls between the wall-clock days `fromDay` and `toDay` (each as
 * midnight in UTC terms): then each wall time of those days is one instant, `wall - offset`.
 */
export function steadyOffset(fromDay: number, toDay: number, zone: string): number | undefined {
  const first = offsetAt(fromDay - DAY_MS, zone)
  return offsetAt(toDay + 2 * DAY_MS, zone) === first &&
    offsetAt((fromDay + toDay) / 2 + DAY_MS / 2, zone) === first
    ? first
    : undefined
}

const two = (n: number): string => String(n).padStart(2, '0')

/** `+02:00`, `-05:00`, `+05:45`. */
export function offsetText(offsetMs: number): string {
  const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS)
  return `${offsetMs < 0 ? '-' : '+'}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`
}

/**
 * An instant as the zone's wall clock to the minute, with its offset, which tells apart the two
 * readings of a repeated hour: `2026-10-25 02:30 +02:00`. '' for a time out of range or a zone
 * the runtime does not know.
 */
export function wallText(ms: number, zone: string): string {
  if (!(ms >= FIRST_MS && ms <= LAST_MS) || !zoneNamed(zone)) return ''
  const w = wallTimeAt(ms, zone)
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)} ${offsetText(offsetAt(ms, zone))}`
}
