/**
 * The job's schedule, for `exec` and `start`: `--schedule` (JOB_MONITOR_SCHEDULE), read in
 * `--schedule-timezone` (JOB_MONITOR_SCHEDULE_TIMEZONE, or a `CRON_TZ=` before the expression,
 * else the machine's own zone, as cron reads a crontab), with `--schedule-grace`
 * (JOB_MONITOR_SCHEDULE_GRACE). Its reports carry it (run/schedule.ts): the slot the run stands
 * for and how late it started. A run its CI system says something else started (a push, a run by
 * hand: GitLab's CI_PIPELINE_SOURCE, Buildkite's BUILDKITE_SOURCE, GitHub's GITHUB_EVENT_NAME)
 * is none of the schedule's runs, and carries none of it.
 */
import type { Metadata } from '../client/wire.js'
import { mergeMetadata } from '../run/context.js'
import { scheduleMetadata } from '../run/schedule.js'
import { SettingError } from '../settings/check.js'
import { type ScheduleSetting, checkSchedule, localTimeZoneOf } from '../settings/schedule-check.js'
import { readCiFacts } from './ci-facts.js'
import { type Flags, setting } from './config.js'
import { UsageError } from './errors.js'

export const ScheduleEnv = {
  schedule: 'JOB_MONITOR_SCHEDULE',
  timeZone: 'JOB_MONITOR_SCHEDULE_TIMEZONE',
  grace: 'JOB_MONITOR_SCHEDULE_GRACE'
} as const

/** The schedule a run is reported under, or why this run is none of its runs. */
export interface RunSchedule {
  schedule?: ScheduleSetting
  /** What started this run instead, in its CI system's word (`push`): the schedule is left out. */
  startedBy?: string
}

/** The schedule's flags and variables, checked; a mistake is a UsageError naming the input. */
export function runScheduleOf(flags: Flags, env: NodeJS.ProcessEnv): RunSchedule {
  let schedule: ScheduleSetting | undefined
  try {
    schedule = checkSchedule({
      cron: setting(flags, 'schedule', env, ScheduleEnv.schedule),
      timeZone: setting(flags, 'schedule-timezone', env, ScheduleEnv.timeZone),
      grace: setting(flags, 'schedule-grace', env, ScheduleEnv.grace),
      localTimeZone: localTimeZoneOf(env.TZ)
    })
  } catch (e) {
    if (e instanceof SettingError) throw new UsageError(e.message, e.setting)
    throw e
  }
  if (!schedule) return {}
  const trigger = readCiFacts(env)?.trigger?.trim()
  return trigger && trigger !== 'schedule' ? { startedBy: trigger } : { schedule }
}

/** The line that says a run is reported without its schedule, and why. */
export function unscheduledLine(startedBy: string): string {
  return `this run was started by ${startedBy}, not by its schedule: its reports carry no schedule`
}

/**
 * The schedule's facts for a run that starts at `startMs`, or undefined without a schedule; a
 * run started by something else is said once.
 */
export function scheduleFacts(
  s: RunSchedule,
  startMs: number,
  say: (m: string) => void
): Metadata | undefined {
  if (s.startedBy) say(unscheduledLine(s.startedBy))
  return s.schedule && scheduleMetadata(s.schedule, { at: startMs })
}

/** A run's options once it starts at `startMs`: its metadata over the schedule's facts. */
export function atRunStart<T extends { metadata?: Metadata; schedule: RunSchedule }>(
  o: T,
  startMs: number,
  say: (m: string) => void
): T {
  const facts = scheduleFacts(o.schedule, startMs, say)
  return facts ? { ...o, metadata: mergeMetadata(facts, o.metadata) } : o
}
