/**
 * The emulator a test file reports to, set up one way: started once for the file, forgotten
 * before each test (runs, records, faults, the hourly count), closed after the file; and the
 * environment a front end reads to report to it, with a queue folder of its own per test.
 *
 *   let emu: Emulator
 *   let env: NodeJS.ProcessEnv
 *   useEmulator({ apiKey: KEY, hourlyLimit: 10_000 }, given => ({ emu, env } = given))
 *
 * `given` is called before each test, before the file's own beforeEach hooks, so these can add
 * to `env` (a variable of their own, another queue folder).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator, type Emulator, type EmulatorOptions } from '../src/emulator/index.js'

export interface EmulatorUse {
  emu: Emulator
  /** JOB_MONITOR_API_KEY, JOB_MONITOR_BASE_URL and a fresh JOB_MONITOR_QUEUE_DIR. */
  env: NodeJS.ProcessEnv
  /** That queue folder, removed after the test. */
  queueDir: string
}

export function useEmulator(options: EmulatorOptions, given: (use: EmulatorUse) => void): void {
  let emu: Emulator | undefined
  let queueDir: string | undefined
  beforeAll(async () => {
    emu = await startEmulator(options)
  })
  afterAll(async () => {
    await emu?.close()
  })
  beforeEach(() => {
    emu!.reset()
    queueDir = mkdtempSync(join(tmpdir(), 'jm-queue-'))
    given({
      emu: emu!,
      queueDir,
      env: {
        JOB_MONITOR_API_KEY: options.apiKey,
        JOB_MONITOR_BASE_URL: emu!.url,
        JOB_MONITOR_QUEUE_DIR: queueDir
      }
    })
  })
  afterEach(() => {
    if (queueDir) rmSync(queueDir, { recursive: true, force: true, maxRetries: 3 })
  })
}
