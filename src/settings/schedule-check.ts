/**
 * A job's schedule as the user gives it, for the command-line tool's flags and variables and
 * the library's options alike: the cron expression (util/cron.ts; it may name its zone, as
 * below), the zone it is read in, and the grace. A value that cannot be read is a SettingError
 * naming the input: a schedule that is wrong would report every run of the job as late.
 */
import { type Cron, readCron } from '../util/cron.js'
import { localZone, sameZone, zoneNamed } from '../util/zone-time.js'
import { SettingError, checkWholeNumber, shown } from './check.js'

/**
 * How long after its slot a run may start before the job counts as late, unless the job says:
 * a cron host starts a job within seconds, a busy CI system in minutes.
 */
export const DEFAULT_GRACE_SECONDS = 300

/** The grace after a slot: whole seconds, at most a week. */
export const GRACE_BOUNDS = { min: 0, max: 7 * 86_400, unit: 'seconds' } as const

/** A job's schedule as read (the shape of run/schedule.ts's Schedule). */
export interface ScheduleSetting {
  cron: Cron
  timeZone: string
  graceSeconds: number
}

/** Where each part of the schedule came from, to name it in a message. */
export interface ScheduleInputs {
  cron: [value: string | undefined, input: string]
  timeZone: [value: string | undefined, input: string]
  grace: [value: string | undefined, input: string]
  /** The zone when none is given: the machine's own, as cron reads a crontab (TZ, else the system's). */
  localTimeZone?: string
}

/** A time zone by its IANA name, as given (`Asia/Kolkata`; `europe/berlin` is `Europe/Berlin`). */
export function checkTimeZone(raw: string | undefined, setting: string): string | undefined {
  const text = raw?.trim()
  if (!text) return undefined
  const zone = zoneNamed(text)
  if (!zone)
    throw new SettingError(
      setting,
      `is no time zone this Node knows: ${shown(text)}; give an IANA name such as Europe/Berlin or UTC`
    )
  return zone
}

/**
 * The zone a crontab line or a schedule names with its expression, and the expression:
 * `CRON_TZ=Europe/Berlin 0 3 * * *` (cronie, an older Kubernetes CronJob), or
 * `0 3 * * * Europe/Berlin` (Buildkite's, a zone name or `+01:00` as a sixth word).
 */
function splitZone(text: string): { zone?: string; expression: string } {
  const m = /^(?:CRON_TZ|TZ)=(\S*)\s+(.*)$/s.exec(text)
  if (m) return { zone: m[1], expression: m[2] }
  const words = text.split(/\s+/)
  if (words.length === 6 && zoneNamed(words[5]))
    return { zone: words[5], expression: words.slice(0, 5).join(' ') }
  return { expression: text }
}

/**
 * The zone the machine's cron reads a crontab in: TZ when it names a zone (`:Europe/Berlin`
 * too), else the runtime's own, else UTC.
 */
export function localTimeZoneOf(tz: string | undefined): string {
  return zoneNamed(tz?.replace(/^:/, '')) ?? localZone()
}

/** The schedule, or undefined when no cron expression is given. */
export function checkSchedule(inputs: ScheduleInputs): ScheduleSetting | undefined {
  const [rawCron, cronInput] = inputs.cron
  const [rawZone, zoneInput] = inputs.timeZone
  const [rawGrace, graceInput] = inputs.grace
  const text = rawCron?.trim()
  const grace = checkWholeNumber(rawGrace, graceInput, GRACE_BOUNDS)
  const givenZone = checkTimeZone(rawZone, zoneInput)
  if (!text) return undefined
  const { zone: prefixed, expression } = splitZone(text)
  const cron = readCron(expression)
  if ('error' in cron)
    throw new SettingError(cronInput, `is no cron expression: ${shown(text)} ${cron.error}`)
  const zoneInText = prefixed === undefined ? undefined : checkTimeZone(prefixed, cronInput)
  if (prefixed !== undefined && !zoneInText)
    throw new SettingError(cronInput, `names no time zone after its '=': ${shown(text)}`)
  if (zoneInText && givenZone && !sameZone(zoneInText, givenZone))
    throw new SettingError(
      cronInput,
      `is read in ${zoneInText} (the zone it names), but ${zoneInput} says ${givenZone}: give the zone once`
    )
  return {
    cron,
    timeZone: zoneInText ?? givenZone ?? inputs.localTimeZone ?? localZone(),
    graceSeconds: grace ?? DEFAULT_GRACE_SECONDS
  }
}
