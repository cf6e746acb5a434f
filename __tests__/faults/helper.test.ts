/**
 * The heartbeat helper is found and watched wherever the bundle runs: its path comes from the
 * main bundle's own location (not process.argv[1], which a debugger or a wrapper that imports
 * the action owns), and a helper that died while the job ran is named in the job summary.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { helperScript, spawnHelper } from '../../src/helper/spawn.js'
import { helperTrouble, stopHelper } from '../../src/helper/stop.js'
import { readStatus } from '../../src/helper/status-file.js'
import { type Emulator, startEmulator } from '../../src/emulator/index.js'
import { tempDir, until } from '../cli/run-cli.js'
import { systemEnv } from '../platform.js'

const KEY = 'jm_live_Faults-Helper-Key-5521'
let emu: Emulator

beforeAll(async () => {
  emu = await startEmulator({ apiKey: KEY, hourlyLimit: 100_000 })
})
afterAll(() => emu.close())

describe('finding the helper', () => {
  it('takes the path from the bundle it is in', () => {
    const main = pathToFileURL(resolve('dist/main/index.js')).href
    expect(helperScript(main)).toBe(resolve('dist/heartbeat/index.js'))
  })

  it('starts the helper when the main bundle is imported by another program', async () => {
    const root = tempDir('jm-helper-')
    const temp = join(root, 'temp')
    mkdirSync(temp, { recursive: true })
    const stateFile = join(root, 'state')
    writeFileSync(stateFile, '')
    writeFileSync(join(root, 'output'), '')
    // argv[1] is not the bundle here: node runs an inline script that imports it and calls
    // its run(), as a debugger does.
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `await (await import(${JSON.stringify(pathToFileURL(resolve('dist/main/index.js')).href)})).run()`
      ],
      {
        env: {
          ...systemEnv(),
          PATH: process.env.PATH,
          HOME: join(root, 'home'),
          RUNNER_TEMP: temp,
          GITHUB_STATE: stateFile,
          GITHUB_OUTPUT: join(root, 'output'),
          GITHUB_WORKFLOW: 'w',
          GITHUB_JOB: 'j',
          'INPUT_API-KEY': KEY,
          'INPUT_BASE-URL': emu.url,
          'INPUT_JOB-NAME': 'imported main',
          'INPUT_HEARTBEAT-INTERVAL': '60',
          'INPUT_QUEUE-DIR': join(root, 'queue')
        },
        stdio: 'ignore'
      }
    )
    expect(await new Promise(r => child.on('close', r))).toBe(0)
    const state = readFileSync(stateFile, 'utf8')
    const pid = Number(/^helper-pid<<(\S+)\n(\d+)$/m.exec(state)?.[2])
    expect(pid).toBeGreaterThan(0)
    const statusFile = /^status-file<<(\S+)\n(.+)$/m.exec(state)?.[2] ?? ''
    try {
      // The helper bundle ran, read its config and its key, and began: it wrote its status.
      await until(() => readStatus(statusFile)?.pid === pid, 30_000)
    } finally {
      try {
        process.kill(pid, 'SIGTERM')
      } catch {
        // gone already
      }
    }
  })
})

describe('stopping the helper', () => {
  it('lets it write its final status, where a signal would end it unheard (as on Windows)', async () => {
    const root = tempDir('jm-helper-stop-')
    const statusFile = join(root, 'job-monitor', 'status.json')
    const runKey = 'b6f0c2d4-1e3a-4c5b-8d7e-9f0a1b2c3d4e'
    const pid = spawnHelper({
      script: helperScript(pathToFileURL(resolve('dist/main/index.js')).href),
      apiKey: KEY,
      env: { ...systemEnv(), PATH: process.env.PATH },
      logFile: join(root, 'job-monitor', 'helper.log'),
      config: {
        client: { baseUrl: emu.url, userAgent: 'job-monitor-test' },
        jobName: 'stopped by request',
        intervalMs: 60_000,
        runKey,
        queueDir: join(root, 'queue'),
        statusFile,
        startQueued: false,
        maxLifetimeMs: 60_000
      }
    }) as number
    await until(() => readStatus(statusFile), 30_000)
    // On Windows every signal but 0 is TerminateProcess: no handler of the helper's runs.
    const kill = process.kill.bind(process)
    const signals = jest
      .spyOn(process, 'kill')
      .mockImplementation((p, signal) => kill(p, signal === 0 ? 0 : 'SIGKILL'))
    try {
      await stopHelper(pid, statusFile, { runKey })
    } finally {
      signals.mockRestore()
    }
    expect(readStatus(statusFile)).toMatchObject({ stoppedBy: 'request', pid })
    expect(readStatus(statusFile)?.stoppedAt).toBeTruthy()
    expect(signals.mock.calls.filter(([, signal]) => signal !== 0)).toEqual([])
  })
})

describe('a helper that died', () => {
  const status = {
    pid: 1,
    startedAt: '2026-01-01T00:00:00.000+00:00',
    updatedAt: '2026-01-01T00:05:00.000+00:00',
    beatsSent: 4,
    beatsFailed: 0
  }
  it('is named, with its last sign of life', () => {
    expect(helperTrouble(123, { status, how: 'gone' })).toMatch(
      /died while the job ran \(last sign of life 2026-01-01T00:05:00.000\+00:00, 4 heartbeat/
    )
    expect(helperTrouble(123, { how: 'gone' })).toMatch(/never reported/)
  })
  it('is not named when it stopped as asked or by itself', () => {
    expect(helperTrouble(123, { status, how: 'request' })).toBeUndefined()
    const stopped = { ...status, stoppedAt: '2026-01-01T06:15:00.000+00:00' }
    expect(helperTrouble(123, { status: stopped, how: 'gone' })).toBeUndefined()
    expect(helperTrouble(undefined, { how: 'none' })).toBeUndefined()
  })
})
