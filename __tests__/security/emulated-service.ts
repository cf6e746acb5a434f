/**
 * An emulator for the built command-line tool to report to, one per test file, emptied before
 * each test: the environment that points the tool at it, and everything it received.
 */
import { afterAll, beforeAll, beforeEach } from '@jest/globals'
import { startEmulator, type Emulator } from '../../src/emulator/index.js'
import { tempDir } from '../cli/run-cli.js'

export interface EmulatedService {
  emulator: () => Emulator
  /** The tool's environment: the key, the emulator's address, a fresh queue folder. */
  env: (extra?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv
  /** Every request body the emulator received, raw, one per line. */
  received: () => string
}

export function emulatedService(key: string): EmulatedService {
  let emu: Emulator
  beforeAll(async () => {
    emu = await startEmulator({ apiKey: key, hourlyLimit: 10_000 })
  })
  afterAll(() => emu.close())
  beforeEach(() => emu.reset())
  return {
    emulator: () => emu,
    env: (extra = {}) => ({
      JOB_MONITOR_API_KEY: key,
      JOB_MONITOR_BASE_URL: emu.url,
      JOB_MONITOR_QUEUE_DIR: tempDir(),
      ...extra
    }),
    received: () =>
      emu
        .requests()
        .map(r => r.rawBody)
        .join('\n')
  }
}
