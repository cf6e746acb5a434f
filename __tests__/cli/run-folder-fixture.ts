/**
 * The set-up of the tests of `start --state-file` and `end --state-file`: the emulator (as
 * useEmulator sets it up, beating every second), and for each test a folder of its own holding
 * the queue and the run folder.
 *
 *   let emu: Emulator
 *   let env: NodeJS.ProcessEnv
 *   let dir: string
 *   let stateFile: string
 *   useRunFolder(given => ({ emu, env, dir, stateFile } = given))
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type EmulatorUse, useEmulator } from '../emulator-fixture.js'
import { tempDir } from './run-cli.js'

export const KEY = 'jm_lifecycle_key_3c4d5e6f7a8b'

export interface RunFolderUse extends EmulatorUse {
  /** The test's folder: the queue is `queue` in it. */
  dir: string
  /** The run folder `start --state-file` makes, not there yet. */
  stateFile: string
}

export function useRunFolder(given: (use: RunFolderUse) => void): void {
  useEmulator({ apiKey: KEY, hourlyLimit: 10_000, heartbeatIntervalSeconds: 1 }, use => {
    const dir = tempDir('jm-lifecycle-')
    given({
      ...use,
      dir,
      stateFile: join(dir, 'state', 'run.json'),
      env: { ...use.env, JOB_MONITOR_QUEUE_DIR: join(dir, 'queue') }
    })
  })
}

/** What `start` wrote in the run folder. */
export function stateIn(stateFile: string): { helperPid?: number; runId: string; runKey: string } {
  return JSON.parse(readFileSync(join(stateFile, 'state.json'), 'utf8'))
}
