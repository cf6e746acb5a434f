/**
 * The library takes a job's schedule as the command-line tool does (`schedule` on `start` and
 * `monitor`): its reports say the slot each run stands for, and a schedule that cannot be read
 * throws a SettingError naming it before anything runs, with a key or without.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { JobMonitor, SettingError } from '../src/index.js'
import { startEmulator, type Emulator } from '../src/emulator/index.js'

const KEY = 'jm_library_schedule_key_1'
let emu: Emulator
let queueDir: string

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY })
  queueDir = mkdtempSync(join(tmpdir(), 'jm-lib-schedule-'))
})
afterAll(async () => {
  await emu.close()
  rmSync(queueDir, { recursive: true, force: true })
})

const monitor = (env: NodeJS.ProcessEnv = { TZ: 'UTC' }): JobMonitor =>
  new JobMonitor({ apiKey: KEY, baseUrl: emu.url, queueDir, env, log: () => undefined })

describe("the library's schedule", () => {
  it("goes with the start, read in this machine's zone unless it names one", async () => {
    const run = await monitor({ TZ: 'Asia/Tokyo' }).start('lib-start', { schedule: '*/5 * * * *' })
    const kept = emu.runs().find(r => r.run_id === run.runId)
    expect(kept?.metadata).toMatchObject({
      'job_monitor.schedule.cron': '*/5 * * * *',
      'job_monitor.schedule.timezone': 'Asia/Tokyo',
      'job_monitor.schedule.grace_seconds': 300,
      'job_monitor.schedule.slot': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d[05]:00\.000Z$/)
    })
  })

  it('goes with the start and the end of monitor(), the user metadata beside it', async () => {
    await monitor().monitor('lib-monitor', async () => 'done', {
      schedule: { cron: '@hourly', timeZone: 'Europe/Berlin', graceSeconds: 120 },
      metadata: { rows: 3 }
    })
    const kept = emu.runs().find(r => r.job_name === 'lib-monitor')
    for (const m of [kept?.metadata, kept?.end_metadata])
      expect(m).toMatchObject({
        rows: 3,
        'job_monitor.schedule.cron': '0 * * * *',
        'job_monitor.schedule.timezone': 'Europe/Berlin',
        'job_monitor.schedule.grace_seconds': 120
      })
  })

  it('throws a SettingError naming the part at fault, before the work runs, with or without a key', async () => {
    const unreported = new JobMonitor({ env: {}, log: () => undefined })
    let ran = false
    const work = async (): Promise<void> => {
      ran = true
    }
    for (const [jm, schedule, setting] of [
      [unreported, '*/15 * *', 'schedule'],
      [monitor(), { cron: '0 3 * * *', timeZone: 'Mars/Olympus' }, 'schedule.timeZone'],
      [monitor(), { cron: '0 3 * * *', graceSeconds: 1.5 }, 'schedule.graceSeconds'],
      [monitor(), { cron: 'H 3 * * *' }, 'schedule.cron']
    ] as const) {
      const thrown = await jm.monitor('bad', work, { schedule }).catch((e: unknown) => e)
      expect(thrown).toBeInstanceOf(SettingError)
      expect((thrown as SettingError).setting).toBe(setting)
      await expect(jm.start('bad', { schedule })).rejects.toBeInstanceOf(SettingError)
    }
    expect(ran).toBe(false)
    expect(emu.runs().filter(r => r.job_name === 'bad')).toEqual([])
  })
})
