/**
 * A cron job every minute for two hours, on a key the emulator holds to 100 requests an hour
 * (the service's limit) and another machine has nearly spent: `exec` runs it each minute, and
 * `replay` every ten minutes, as docs/cli.md tells cron hosts to. Its start and end reports
 * need 120 requests an hour: the key's hourly ledger keeps the machine within the hour. Only
 * `Date` is faked (key-hour.ts): the commands run for real, in this process, and every wait
 * they make goes through the system clock's sleep, which the test watches.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, jest } from '@jest/globals'
import { readdirSync } from 'node:fs'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { systemClock } from '../../src/util/clock.js'
import { cli, command, tempDir } from './run-cli.js'
import { fakeDateOnly, spendElsewhere } from './key-hour.js'

const KEY = 'jm_hour_budget_key_1a2b3c4d'
const T0 = Date.parse('2026-11-22T09:58:30Z')
const MIN = 60_000
const JOB = 'every-minute'

let emu: Emulator
let env: NodeJS.ProcessEnv

beforeAll(async () => {
  // The service's 100 an hour, by the same fake date as the commands.
  emu = await startEmulator({ apiKey: KEY, now: () => Date.now() })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  fakeDateOnly(T0 - 10 * MIN)
  env = {
    JOB_MONITOR_API_KEY: KEY,
    JOB_MONITOR_BASE_URL: emu.url,
    JOB_MONITOR_QUEUE_DIR: tempDir()
  }
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

const queued = (): number =>
  readdirSync(env.JOB_MONITOR_QUEUE_DIR!).filter(n => n.endsWith('.json')).length

/**
 * The waits the commands make, each as long as asked (the real sleep): those that ran to their
 * end, named by `during()`. A wait a stop cut short (a heartbeat's, once the command is done)
 * made nobody wait.
 */
function watchWaits(during: () => string): string[] {
  const waited: string[] = []
  const sleep = systemClock.sleep
  jest.spyOn(systemClock, 'sleep').mockImplementation(async (ms, signal) => {
    await sleep(ms, signal)
    waited.push(`${during()}: ${ms} ms`)
  })
  return waited
}

it('a job every minute for two hours: no 429 after the first, nothing dropped, no wait, one line', async () => {
  await spendElsewhere(emu, KEY, 97)
  const stderr: string[] = []
  let now = ''
  const waited = watchWaits(() => now)
  let mostQueued = 0
  // A replay spends a record's wait in line when it ends within --wait (120 s by default): with
  // the date standing still, that wait would be real and the date no later. 5 s keeps it short.
  const replay = async (): Promise<void> => {
    now = `replay at ${new Date().toISOString()}`
    const r = await cli(['replay', '--quiet', '--wait', '5'], env)
    stderr.push(r.stderr.toString())
  }
  for (let minute = 0; minute < 120; minute++) {
    jest.setSystemTime(T0 + minute * MIN)
    now = `exec at minute ${minute}`
    const r = await cli(['exec', '-n', JOB, '--', ...command('exit 0', 'process.exit(0)')], env)
    expect(r.code).toBe(0)
    stderr.push(r.stderr.toString())
    if (minute % 10 === 9) await replay()
    mostQueued = Math.max(mostQueued, queued())
  }
  // The job has stopped; cron's replay goes on until the queue is empty.
  for (let minute = 120; queued() > 0 && minute < 12 * 60; minute += 10) {
    jest.setSystemTime(T0 + minute * MIN)
    await replay()
  }
  const all = stderr.join('')
  const statuses = emu.requests().map(r => r.status)

  // The first 429, from the other machine's use of the hour; none after it.
  expect(statuses.filter(s => s === 429)).toHaveLength(1)
  // What the hours could not take waited in the queue, and none of it was dropped: every run
  // reached the service, started and ended.
  expect(mostQueued).toBeGreaterThan(20)
  expect(queued()).toBe(0)
  expect(all).not.toMatch(/dropped [^0]|[1-9]\d* dropped/)
  const runs = emu.runs().filter(r => r.job_name === JOB)
  expect(runs).toHaveLength(120)
  expect(runs.every(r => r.status === 'success')).toBe(true)
  // No 60 minutes, wherever they begin, held more than the key's 100 from this machine.
  const ours = emu
    .requests()
    .filter(r => r.path !== '/heartbeat')
    .map(r => Date.parse(r.at))
  const busiest = Math.max(...ours.map(t => ours.filter(u => u > t - 60 * MIN && u <= t).length))
  expect(busiest).toBeLessThanOrEqual(100)
  expect(busiest).toBeGreaterThan(90)
  // The command never waited: no exec slept before a request (the 429's Retry-After, a
  // back-off, room in the hour); what the hour could not take was queued at once instead.
  expect(waited.filter(w => w.startsWith('exec'))).toEqual([])
  // One line says the cadence does not fit the hour, and what becomes of the reports.
  const said = all.split('\n').filter(l => /needs about \d+ requests an hour/.test(l))
  expect(said).toHaveLength(1)
  expect(said[0]).toMatch(
    /'every-minute' starts every 60 s, and needs about 120 requests an hour for its start and end reports, more than the key's 100: heartbeats give way first, and no report is dropped/
  )
}, 300_000)

it('`heartbeat` gives way to reports: once the hour keeps its room, it sends nothing and exits 0', async () => {
  const small = { ...env, JOB_MONITOR_HOURLY_LIMIT: '10' }
  const codes: Array<number | null> = []
  let said = ''
  for (let i = 0; i < 6; i++) {
    jest.setSystemTime(T0 + i * MIN)
    const r = await cli(['heartbeat', '-n', 'beats'], small)
    codes.push(r.code)
    said += r.stderr.toString()
  }
  // 10 an hour, 6 of them kept for one job's start, end with its retries and notifications.
  expect(emu.heartbeats().filter(h => h.job_name === 'beats')).toHaveLength(4)
  expect(codes).toEqual([0, 0, 0, 0, 0, 0])
  expect(said).toMatch(
    /the heartbeat was not sent: \/heartbeat was held back for the key's hourly limit/
  )
  // A report still goes.
  expect((await cli(['start', '-n', 'beats'], small)).code).toBe(0)
  expect(emu.runs().filter(r => r.job_name === 'beats')).toHaveLength(1)
})
