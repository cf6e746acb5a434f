/**
 * The heartbeat helper follows the runner's pages: heartbeats carry the step running now and
 * how long the job has been silent, and at stop it leaves every step's output for post in a
 * file only this user can read, without the key. Its retries wait on the clock it is given, as
 * its beats do.
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
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EmulatedRunner } from '../../scripts/demo/pages.mjs'
import type { Clock } from '../../src/util/clock.js'
import { MonitorClient } from '../../src/client/client.js'
import { RunQueue } from '../../src/queue/index.js'
import { startCall } from '../queue/helpers.js'
import { runHelper } from '../../src/helper/heartbeat-helper.js'
import { readSteps } from '../../src/helper/steps-file.js'
import { type Emulator, startEmulator } from '../../src/emulator/index.js'
import { STEP_CAPTURE_BYTES } from '../../src/steps/constants.js'
import { HandClock } from '../steps/hand-clock.js'
import { until } from '../action/helpers.js'
import { readProxyFacts } from '../../src/environment/proxy.js'

/** The helper's proxy variables: none. */
const NO_PROXY = readProxyFacts({})

const KEY = 'jm-helper-steps-key-93b1c7'
let em: Emulator
let root: string
beforeAll(async () => {
  em = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000 })
  root = mkdtempSync(join(tmpdir(), 'jm-helper-steps-'))
})
afterAll(async () => {
  await em.close()
  rmSync(root, { recursive: true, force: true })
})

// What the helper logs (its retries) goes to the step's log, here kept for the checks instead of
// printed among the test results.
let logged: string[]
beforeEach(() => {
  logged = []
  jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '))
  })
})
afterEach(() => {
  jest.restoreAllMocks()
})

describe('the helper with step output', () => {
  it('beats with the current step and leaves the steps, redacted, for post', async () => {
    const clock = new HandClock(Date.now())
    const runner = new EmulatedRunner({ root: join(root, 'runner'), now: clock.now })
    runner.jobLine('Set up job')
    clock.t += 2000
    const file = join(root, 'steps.json')
    const controller = new AbortController()
    const step = runner.startStep('npm test')
    step.lines(Array.from({ length: 200 }, (_, i) => `test ${i} uses ${KEY} ${'.'.repeat(30)}`))
    const done = runHelper(
      {
        client: { baseUrl: em.url, userAgent: 'job-monitor-test' },
        jobName: 'helper steps',
        intervalMs: 60_000,
        runKey: 'rk-steps',
        queueDir: join(root, 'queue'),
        statusFile: join(root, 'status.json'),
        startQueued: false,
        maxLifetimeMs: 3_600_000,
        stepOutput: { pagesDir: runner.pagesDir, file, maxBytes: STEP_CAPTURE_BYTES }
      },
      KEY,
      controller.signal,
      NO_PROXY,
      clock
    )
    try {
      await clock.advance(500)
      for (let i = 0; i < 400 && !em.requests().some(r => r.path === '/heartbeat'); i++)
        await clock.advance(1000)
      await until(() => em.requests().some(r => r.path === '/heartbeat'), 5000)
      const beat = JSON.parse(em.requests().find(r => r.path === '/heartbeat')?.rawBody ?? '{}')
      expect(beat.metadata).toMatchObject({ current_step: 'Run npm test' })
      expect(beat.metadata.seconds_since_output).toBeGreaterThanOrEqual(0)
      step.line('##[error]Process completed with exit code 1.')
      step.end()
      runner.uploadAndDelete()
    } finally {
      controller.abort()
      await done
    }
    const text = readFileSync(file, 'utf8')
    expect(text).not.toContain(KEY)
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
    const steps = readSteps(file)
    expect(steps?.final).toBe(true)
    expect(steps?.steps.find(s => s.name === 'Run npm test')).toMatchObject({
      lines: 202,
      exitCode: 1,
      finished: true
    })
  })
})

describe("the helper's waits", () => {
  it('waits out a retry of a queued report on its own clock', async () => {
    const queueDir = join(root, 'queue-retry')
    const client = new MonitorClient({ baseUrl: em.url, apiKey: KEY })
    await new RunQueue({ dir: queueDir }).enqueue(startCall('queued earlier'), {
      service: client.identityFor('start')
    })
    em.inject({ path: '/monitoring', status: 503, count: 1 })
    const slept: number[] = []
    const clock: Clock = {
      now: () => Date.now(),
      sleep: async ms => {
        slept.push(ms)
      }
    }
    const status = await runHelper(
      {
        client: { baseUrl: em.url, userAgent: 'job-monitor-test' },
        jobName: 'helper retry',
        intervalMs: 0,
        runKey: 'rk-retry',
        queueDir,
        statusFile: join(root, 'status-retry.json'),
        startQueued: false,
        maxLifetimeMs: 3_600_000
      },
      KEY,
      new AbortController().signal,
      NO_PROXY,
      clock
    )
    expect(status.replayed).toMatchObject({ sent: 1, failed: 0 })
    expect(em.runs().map(r => r.job_name)).toEqual(['queued earlier'])
    // The backoff between the 503 and the second attempt went through the helper's clock.
    expect(slept.length).toBeGreaterThan(0)
    // And the helper said so, as it says it in the step's log.
    expect(logged).toContainEqual(
      expect.stringMatching(/^start report: 503 Service Unavailable; attempt 2 of \d+ in /)
    )
  })
})
