/**
 * `exec` when the service answers 429: the key's hourly limit lifts in minutes, so the command
 * returns at once with its reports queued, and the retry rule's next attempt is the queue's,
 * later; the run id the start brings back then still reaches the end. In this process against
 * the emulator, with a fake date (only `Date` is faked: timers, I/O and the wrapped command are
 * real, so a wait inside exec would be a real one).
 */
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest
} from '@jest/globals'
import { readdirSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { cli, command, tempDir } from './run-cli.js'
import { fakeDateOnly, spendElsewhere } from './key-hour.js'

const KEY = 'jm_rate_limit_key_5d4c3b2a'
const T0 = Date.parse('2026-11-22T10:00:00Z')
const MIN = 60_000

let emu: Emulator
let env: NodeJS.ProcessEnv
let queueDir: string

async function execTimed(
  name: string
): Promise<{ ms: number; stderr: string; code: number | null }> {
  const began = performance.now()
  const r = await cli(['exec', '-n', name, '--', ...command('exit 0', 'process.exit(0)')], env)
  return { ms: performance.now() - began, stderr: r.stderr.toString(), code: r.code }
}

const queued = (): string[] => readdirSync(queueDir).filter(n => n.endsWith('.json'))
const monitoringRequests = () => emu.requests().filter(r => r.path === '/monitoring')

beforeEach(() => {
  fakeDateOnly(T0)
  queueDir = tempDir()
})
afterEach(() => {
  jest.useRealTimers()
})

describe('the hourly limit reached (429 with Retry-After)', () => {
  beforeAll(async () => {
    // Its hour by the same fake date as the client's.
    emu = await startEmulator({ apiKey: KEY, hourlyLimit: 2, now: () => Date.now() })
  })
  afterAll(() => emu.close())
  beforeEach(() => {
    emu.reset()
    env = {
      JOB_MONITOR_API_KEY: KEY,
      JOB_MONITOR_BASE_URL: emu.url,
      JOB_MONITOR_QUEUE_DIR: queueDir
    }
  })

  it('returns at once with both reports queued; an hour later the end goes with the run id', async () => {
    await spendElsewhere(emu, KEY, 2)
    const run = await execTimed('nightly')
    expect(run.code).toBe(0)
    // It waited for nothing: before, the start's 60 s wait held it until its end's deadline (13 s).
    expect(run.ms).toBeLessThan(5000)
    expect(monitoringRequests().map(r => r.status)).toEqual([429])
    expect(run.stderr).toMatch(
      /start report: 429 Too Many Requests; attempt 2 of 3 is left to the queue, in 60 min or later/
    )
    expect(run.stderr).toMatch(/the end report is queued/)
    expect(queued()).toHaveLength(2)

    // Before the hour is over the key is left alone: nothing is sent, nothing is lost.
    jest.setSystemTime(T0 + 30 * MIN)
    const early = await cli(['replay'], env)
    expect(early.stderr.toString()).toMatch(/replay: 0 sent, 2 still queued, 0 dropped/)
    // The start waits out the service's Retry-After; its end waits for the start.
    expect(early.stderr.toString()).toMatch(/ 1 not due yet: .*Retry-After/)
    expect(early.stderr.toString()).toMatch(/may go at 2026-11-22T11:00:00Z/)
    expect(monitoringRequests()).toHaveLength(1)

    jest.setSystemTime(T0 + 61 * MIN)
    const later = await cli(['replay'], env)
    expect(later.stderr.toString()).toMatch(/replay: 2 sent, 0 still queued, 0 dropped/)
    const [ran] = emu.runs()
    expect(ran).toMatchObject({ job_name: 'nightly', status: 'success' })
    const sent = monitoringRequests().filter(r => r.status === 200)
    expect(sent.map(r => (r.body as { run_id: string }).run_id)).toEqual(['', ran.run_id])
    expect(queued()).toHaveLength(0)
  })
})

describe('a 429 without Retry-After (a proxy, another limit)', () => {
  beforeAll(async () => {
    emu = await startEmulator({ apiKey: KEY, hourlyLimit: 10_000, now: () => Date.now() })
  })
  afterAll(() => emu.close())
  beforeEach(() => {
    emu.reset()
    env = {
      JOB_MONITOR_API_KEY: KEY,
      JOB_MONITOR_BASE_URL: emu.url,
      JOB_MONITOR_QUEUE_DIR: queueDir
    }
  })

  it('makes one attempt, not three in the job’s time, and the queue makes the next a minute on', async () => {
    emu.inject({ path: '/monitoring', status: 429, count: 1 })
    const run = await execTimed('hourly')
    expect(run.ms).toBeLessThan(5000)
    expect(monitoringRequests().map(r => r.status)).toEqual([429])
    expect(queued()).toHaveLength(2)
    jest.setSystemTime(T0 + 2 * MIN)
    const r = await cli(['replay'], env)
    expect(r.stderr.toString()).toMatch(/replay: 2 sent, 0 still queued, 0 dropped/)
    expect(emu.runs()).toMatchObject([{ job_name: 'hourly', status: 'success' }])
  })
})
