/**
 * The self-test workflow's checks (.github/self-test/checks.mjs) run only on GitHub's runners:
 * here each one meets an emulator's record that satisfies it and one that does not, so a check
 * that could never fail cannot hide in the workflow.
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
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { main } from '../../.github/self-test/checks.mjs'

const KEY = 'self-test-checks-key-0001'
let emu: Emulator
let dir: string
let said: string[]

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 1_000_000 })
})
afterAll(() => emu.close())
beforeEach(() => {
  emu.reset()
  dir = mkdtempSync(join(tmpdir(), 'jm-self-test-'))
  process.env.EMULATOR_URL = emu.url
  said = []
  jest.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void said.push(a.join(' ')))
})
afterEach(() => {
  jest.restoreAllMocks()
  delete process.env.EMULATOR_URL
  rmSync(dir, { recursive: true, force: true })
})

const post = (path: string, body: unknown): Promise<Response> =>
  fetch(emu.url + path, {
    method: 'POST',
    headers: { Authorization: KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(body)
  })

const START = '2026-11-22T10:00:00.000+00:00'

/** A start report; the run id the emulator gave. */
async function start(jobName: string): Promise<string> {
  const answer = await post('/monitoring', {
    job_name: jobName,
    status: 'running',
    run_id: '',
    start_time: START,
    end_time: null,
    error_details: null
  })
  return JSON.parse(JSON.parse(await answer.text())).run_id
}

const end = (jobName: string, runId: string, status: string): Promise<Response> =>
  post('/monitoring', {
    job_name: jobName,
    status,
    run_id: runId,
    start_time: START,
    end_time: '2026-11-22T10:01:00.000+00:00',
    error_details: status === 'success' ? 'None' : 'it went wrong'
  })

const file = (name: string, text: string): string => {
  writeFileSync(join(dir, name), text)
  return join(dir, name)
}

/** A pid no process has any more (one is enough for every test). */
const ENDED = Number(
  spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout
)

async function check(...argv: string[]): Promise<{ code: number; error?: string }> {
  said = []
  const code = await main(argv)
  const error = said.find(l => l.startsWith('::error::'))
  return { code, error }
}

describe('the self-test checks', () => {
  it('main-time: under 5 s between the step before main and the step after', async () => {
    const before = file('before', '1000000\n')
    expect(await check('main-time', before, file('fast', '1004999\n'))).toEqual({ code: 0 })
    expect(await check('main-time', before, file('slow', '1005000\n'))).toEqual({
      code: 1,
      error: expect.stringMatching(/^::error::main took 5000 ms/)
    })
  })

  it('heartbeats-after: a heartbeat of the job received after the time', async () => {
    await post('/heartbeat', { job_name: 'j', current_time: new Date().toISOString() })
    const earlier = file('earlier', `${Date.now() - 60_000}\n`)
    expect(await check('heartbeats-after', 'j', earlier)).toEqual({ code: 0 })
    expect((await check('heartbeats-after', 'other job', earlier)).code).toBe(1)
    const later = file('later', `${Date.now() + 60_000}\n`)
    expect(await check('heartbeats-after', 'j', later)).toEqual({
      code: 1,
      error: "::error::no heartbeat of 'j' arrived while a later step ran"
    })
  })

  it('run: one run of the job, with the status asked for', async () => {
    const runId = await start('deploy')
    expect(await check('run', 'deploy', 'running')).toEqual({ code: 0 })
    expect(await check('run', 'deploy', 'running', runId)).toEqual({ code: 0 })
    expect((await check('run', 'deploy', 'running', 'run_other')).error).toBe(
      `::error::the run 'deploy' is ${runId}, not the action's run-id output run_other`
    )
    await end('deploy', runId, 'cancelled')
    expect(await check('run', 'deploy', 'cancelled')).toEqual({ code: 0 })
    expect(await check('run', 'deploy', 'failed')).toEqual({
      code: 1,
      error: "::error::the run 'deploy' is cancelled, not failed"
    })
    expect((await check('run', 'never started', 'success')).code).toBe(1)
  })

  it('gone: the process the file names has ended', async () => {
    // A deadline of 0 ms: decided at the first look, no wait.
    expect(await check('gone', file('dead.pid', `${ENDED}\n`), '0')).toEqual({ code: 0 })
    expect(await check('gone', file('alive.pid', `${process.pid}\n`), '0')).toEqual({
      code: 1,
      error: `::error::the wrapped process ${process.pid} still runs`
    })
  })

  describe('after-post', () => {
    let runnerTemp: string | undefined
    beforeEach(() => {
      runnerTemp = process.env.RUNNER_TEMP
      process.env.RUNNER_TEMP = dir
      mkdirSync(join(dir, 'job-monitor'))
    })
    afterEach(() => {
      if (runnerTemp === undefined) delete process.env.RUNNER_TEMP
      else process.env.RUNNER_TEMP = runnerTemp
    })
    const helper = (status: Record<string, unknown>): void =>
      void file(join('job-monitor', 'helper-rk.json'), JSON.stringify(status))

    it('holds for one end report and a helper that stopped on request and is gone', async () => {
      await end('job', await start('job'), 'success')
      helper({ pid: ENDED, stoppedBy: 'request', beatsSent: 3 })
      // The step-output file beside it is no status.
      file(join('job-monitor', 'helper-rk-steps.json'), '{}')
      expect(await check('after-post', 'job')).toEqual({ code: 0 })
    })

    it('fails for a helper stopped by a signal, or one that still runs', async () => {
      await end('job', await start('job'), 'success')
      helper({ pid: ENDED, stoppedBy: 'SIGTERM', beatsSent: 3 })
      expect((await check('after-post', 'job')).error).toMatch(
        /was not stopped on request \(stoppedBy: SIGTERM\)/
      )
      helper({ pid: process.pid, stoppedBy: 'request', beatsSent: 3 })
      expect((await check('after-post', 'job')).error).toMatch(/still runs after post/)
    })

    it('fails for no end report, two end reports, or no helper status', async () => {
      const runId = await start('job')
      helper({ pid: ENDED, stoppedBy: 'request', beatsSent: 3 })
      expect((await check('after-post', 'job')).error).toBe(
        "::error::0 end reports of 'job', not 1"
      )
      await end('job', runId, 'success')
      await end('job', runId, 'success') // 409, and still a second end report sent
      expect((await check('after-post', 'job')).error).toBe(
        "::error::2 end reports of 'job', not 1"
      )
      rmSync(join(dir, 'job-monitor', 'helper-rk.json'))
      await emu.reset()
      await end('job', await start('job'), 'success')
      expect((await check('after-post', 'job')).error).toMatch(/no heartbeat helper status file/)
    })
  })
})
