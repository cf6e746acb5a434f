/**
 * What the command-line tool's reports carry of the job's schedule: `start --state-file` sends
 * it with the start and keeps it for `end --state-file`; a run its CI system says a push
 * started carries none, and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { cli, tempDir } from './run-cli.js'

const KEY = 'jm_schedule_reports_key_1'
let emu: Emulator
let dir: string
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY })
  dir = tempDir('jm-schedule-reports-')
  env = {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: join(dir, 'queue'),
    TZ: 'UTC'
  }
})
afterAll(async () => {
  await emu.close()
  rmSync(dir, { recursive: true, force: true })
})

const scheduleOf = (m: Record<string, unknown> | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(m ?? {}).filter(([k]) => k.startsWith('job_monitor.schedule.')))

describe('the reports of a scheduled run', () => {
  it('of start --state-file carry the schedule, and its end sends it again', async () => {
    const state = join(dir, 'run-a')
    const flags = ['--state-file', state, '--heartbeat-interval', '0']
    const started = await cli(
      [
        'start',
        '-n',
        'hooks',
        ...flags,
        '--schedule',
        'CRON_TZ=Europe/Berlin */10 * * * *',
        '--meta',
        'team=data'
      ],
      { ...env, JOB_MONITOR_SCHEDULE_GRACE: '45' }
    )
    expect([started.code, started.stderr.toString()]).toEqual([0, ''])
    const ended = await cli(['end', '--status', 'success', '--state-file', state], env)
    expect(ended.code).toBe(0)
    const [run] = emu.runs().filter(r => r.job_name === 'hooks')
    const sent = scheduleOf(run.metadata)
    expect(sent).toMatchObject({
      'job_monitor.schedule.cron': '*/10 * * * *',
      'job_monitor.schedule.timezone': 'Europe/Berlin',
      'job_monitor.schedule.grace_seconds': 45,
      'job_monitor.schedule.slot': expect.stringMatching(/0:00\.000Z$/)
    })
    expect(scheduleOf(run.end_metadata)).toEqual(sent)
    expect(run.end_metadata).toMatchObject({ team: 'data' })
  })

  it('of a run a push started carry none, and the command says why', async () => {
    const pushed = {
      ...env,
      GITLAB_CI: 'true',
      CI_JOB_ID: '31',
      CI_PIPELINE_SOURCE: 'push',
      JOB_MONITOR_SCHEDULE: '0 3 * * *'
    }
    const r = await cli(['exec', '-n', 'pushed', '--', 'true'], pushed)
    expect(r.code).toBe(0)
    expect(r.stderr.toString()).toContain(
      'job-monitor: this run was started by push, not by its schedule: its reports carry no schedule\n'
    )
    const [run] = emu.runs().filter(x => x.job_name === 'pushed')
    expect(scheduleOf(run.metadata)).toEqual({})
    expect(scheduleOf(run.end_metadata)).toEqual({})
  })
})
