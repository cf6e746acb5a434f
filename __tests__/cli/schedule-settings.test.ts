/**
 * `--schedule`, `--schedule-timezone` and `--schedule-grace` (and their variables) of `exec`
 * and `start`: read once, every mistake a usage error naming the flag or the variable, and a
 * wrong variable under exec leaves the command running unreported.
 */
import { describe, expect, it } from '@jest/globals'
import { parse } from '../../src/cli/args.js'
import { settingsForExec } from '../../src/cli/command-settings.js'
import { UsageError } from '../../src/cli/errors.js'
import { ScheduleEnv, runScheduleOf } from '../../src/cli/schedule.js'
import { cli } from './run-cli.js'

const KEY = 'jm_live_schedule_key_1234'
const ENV: NodeJS.ProcessEnv = {
  JOB_MONITOR_API_KEY: KEY,
  JOB_MONITOR_BASE_URL: 'https://monitor.example.test',
  JOB_MONITOR_JOB_NAME: 'export',
  TZ: 'UTC'
}

const execFlags = (...args: string[]) => parse('exec', [...args, '--', 'true']).flags
const startFlags = (...args: string[]) => parse('start', args).flags

/** The usage error a setting is refused with, and the input it names. */
function refusal(read: () => unknown): { input?: string; message: string } {
  try {
    read()
  } catch (e) {
    if (e instanceof UsageError) return { input: e.input, message: e.message }
    throw e
  }
  throw new Error('taken')
}

describe('the schedule of exec and start', () => {
  it('reads --schedule, --schedule-timezone and --schedule-grace', () => {
    for (const flags of [
      execFlags(
        '--schedule',
        '*/15 * * * *',
        '--schedule-timezone',
        'europe/berlin',
        '--schedule-grace',
        '90'
      ),
      startFlags(
        '-n',
        'x',
        '--schedule',
        '*/15 * * * *',
        '--schedule-timezone',
        'Europe/Berlin',
        '--schedule-grace',
        '90'
      )
    ]) {
      const { schedule } = runScheduleOf(flags, ENV)
      expect(schedule?.cron.expression).toBe('*/15 * * * *')
      expect(schedule?.timeZone).toBe('Europe/Berlin')
      expect(schedule?.graceSeconds).toBe(90)
    }
  })

  it('keeps the name the zone was given by, though the runtime knows it by another', () => {
    // ICU calls Asia/Kolkata Asia/Calcutta, Europe/Kyiv Europe/Kiev.
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'US/Eastern', 'Etc/UTC']) {
      const { schedule } = runScheduleOf(
        execFlags('--schedule', '*/15 * * * *', '--schedule-timezone', zone),
        ENV
      )
      expect(schedule?.timeZone).toBe(zone)
    }
    // Named twice by two names of the one zone: the same zone, read once.
    const both = runScheduleOf(
      execFlags(
        '--schedule',
        'CRON_TZ=Asia/Calcutta */15 * * * *',
        '--schedule-timezone',
        'Asia/Kolkata'
      ),
      ENV
    )
    expect(both.schedule?.timeZone).toBe('Asia/Calcutta')
  })

  it('reads the variables when the flags are not given, the flags over them', () => {
    const env = {
      ...ENV,
      [ScheduleEnv.schedule]: '@hourly',
      [ScheduleEnv.timeZone]: 'America/New_York',
      [ScheduleEnv.grace]: '30'
    }
    const { schedule } = runScheduleOf(execFlags(), env)
    expect([schedule?.cron.expression, schedule?.timeZone, schedule?.graceSeconds]).toEqual([
      '0 * * * *',
      'America/New_York',
      30
    ])
    expect(runScheduleOf(execFlags('--schedule', '0 3 * * *'), env).schedule?.cron.expression).toBe(
      '0 3 * * *'
    )
  })

  it("takes the zone from a CRON_TZ= before the expression, else this machine's (TZ), grace 300 s", () => {
    expect(
      runScheduleOf(execFlags('--schedule', 'CRON_TZ=Asia/Tokyo 0 9 * * *'), ENV).schedule
    ).toMatchObject({
      timeZone: 'Asia/Tokyo',
      graceSeconds: 300
    })
    expect(
      runScheduleOf(execFlags('--schedule', 'TZ=Asia/Tokyo 0 9 * * *'), ENV).schedule?.timeZone
    ).toBe('Asia/Tokyo')
    expect(
      runScheduleOf(execFlags('--schedule', '0 9 * * *'), { ...ENV, TZ: ':Europe/Paris' }).schedule
        ?.timeZone
    ).toBe('Europe/Paris')
    // Buildkite's form: a zone, or a whole-hour offset, after the five fields.
    expect(
      runScheduleOf(execFlags('--schedule', '0 9 * * * Australia/Melbourne'), ENV).schedule
    ).toMatchObject({ timeZone: 'Australia/Melbourne' })
    expect(
      runScheduleOf(execFlags('--schedule', '0 0 */2 * * +01:00'), ENV).schedule
    ).toMatchObject({
      timeZone: 'Etc/GMT-1'
    })
    expect(runScheduleOf(execFlags(), ENV)).toEqual({})
  })

  it('refuses a mistake naming the flag, or the variable it came from', () => {
    expect(refusal(() => runScheduleOf(execFlags('--schedule', '*/15 * * *'), ENV))).toEqual({
      input: '--schedule',
      message:
        "--schedule is no cron expression: '*/15 * * *' it has 4 fields: cron has five (minute hour day month weekday)"
    })
    expect(
      refusal(() => runScheduleOf(execFlags(), { ...ENV, [ScheduleEnv.schedule]: '0 0 L * *' }))
    ).toMatchObject({
      input: ScheduleEnv.schedule,
      message: expect.stringMatching(
        /^JOB_MONITOR_SCHEDULE is no cron expression: '0 0 L \* \*' 'L' is not cron's/
      )
    })
    expect(
      refusal(() =>
        runScheduleOf(execFlags('--schedule', '@daily', '--schedule-timezone', 'Mars/Olympus'), ENV)
      )
    ).toEqual({
      input: '--schedule-timezone',
      message:
        "--schedule-timezone is no time zone this Node knows: 'Mars/Olympus'; give an IANA name such as Europe/Berlin or UTC"
    })
    expect(
      refusal(() => runScheduleOf(execFlags('--schedule', '@daily', '--schedule-grace', '5m'), ENV))
        .input
    ).toBe('--schedule-grace')
    expect(
      refusal(() =>
        runScheduleOf(execFlags(), {
          ...ENV,
          [ScheduleEnv.schedule]: '@daily',
          [ScheduleEnv.grace]: '999999999'
        })
      ).input
    ).toBe(ScheduleEnv.grace)
    expect(
      refusal(() =>
        runScheduleOf(
          execFlags('--schedule', 'CRON_TZ=Asia/Tokyo 0 9 * * *', '--schedule-timezone', 'UTC'),
          ENV
        )
      ).message
    ).toBe(
      '--schedule is read in Asia/Tokyo (the zone it names), but --schedule-timezone says UTC: give the zone once'
    )
    expect(
      refusal(() => runScheduleOf(execFlags('--schedule', 'CRON_TZ=Nowhere/Else 0 9 * * *'), ENV))
        .input
    ).toBe('--schedule')
  })

  it('is none of a run its CI system says something else started', () => {
    const gitlab = { ...ENV, GITLAB_CI: 'true', CI_JOB_ID: '7', CI_PIPELINE_SOURCE: 'push' }
    const flags = startFlags('-n', 'x', '--schedule', '0 3 * * *')
    expect(runScheduleOf(flags, gitlab)).toEqual({ startedBy: 'push' })
    expect(
      runScheduleOf(flags, { ...gitlab, CI_PIPELINE_SOURCE: 'schedule' }).schedule
    ).toBeDefined()
    expect(runScheduleOf(flags, { ...ENV, BUILDKITE: 'true', BUILDKITE_SOURCE: 'ui' })).toEqual({
      startedBy: 'ui'
    })
    // A wrong schedule is still a mistake when the run is not scheduled.
    expect(refusal(() => runScheduleOf(startFlags('--schedule', 'soon'), gitlab)).input).toBe(
      '--schedule'
    )
  })
})

describe('exec with a wrong schedule', () => {
  it('in a variable, runs the command unreported and names the variable', () => {
    const s = settingsForExec(execFlags(), ['true'], {
      ...ENV,
      [ScheduleEnv.schedule]: '99 * * * *'
    })
    expect(s.trouble?.input).toBe(ScheduleEnv.schedule)
    expect(s.o.schedule).toEqual({})
  })

  it('on its command line, is a usage error and runs nothing', async () => {
    const r = await cli(['exec', '-n', 'x', '--schedule', '99 * * * *', '--', 'false'], ENV)
    expect(r.code).toBe(2)
    expect(r.stderr.toString()).toMatch(
      /--schedule is no cron expression: '99 \* \* \* \*' the minute field has 99/
    )
  })

  it('is said in start too, exit 2', async () => {
    const r = await cli(['start', '-n', 'x', '--schedule', '* * *'], ENV)
    expect(r.code).toBe(2)
    expect(r.stderr.toString()).toMatch(/--schedule is no cron expression/)
  })
})
