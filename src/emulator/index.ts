/**
 * The local service emulator: importable (`startEmulator`) and runnable on its own
 * (`node dist/emulator/index.js --port 0 --api-key KEY`), with the flags of `job-monitor emulator`.
 */
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { type EmulatorCommandOptions, emulatorCommand, emulatorOptions } from './command.js'

export { startEmulator, type Emulator, type EmulatorOptions } from './server.js'
export { DEFAULT_LIMITS, type EmulatorLimits } from './limits.js'
export type { RecordSummary } from './state.js'
export type { RunReport, RunState } from './run-state.js'
export type { JobSummary } from './jobs.js'
export { renderRunsTable } from './table.js'
export { renderRunsPage } from './html.js'
export { emulatorCommand, emulatorOptions, runsCommand } from './command.js'
export type {
  AuthForm,
  EmulatedRun,
  Fault,
  RecordedHeartbeat,
  RecordedNotification,
  RecordedRequest
} from './types.js'

function runDirectly(): boolean {
  const entry = process.argv[1]
  if (!entry) return false
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href
  } catch {
    return false
  }
}

if (runDirectly()) {
  let options: EmulatorCommandOptions
  try {
    const { values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        'hourly-limit': { type: 'string' },
        'heartbeat-interval': { type: 'string' },
        data: { type: 'string' },
        'retention-days': { type: 'string' }
      }
    })
    options = emulatorOptions(values, process.env)
  } catch (e) {
    // A usage mistake (an unknown flag, --port abc): exit 2, as the command-line tool does.
    process.stderr.write(`emulator: ${(e as Error).message}\n`)
    process.exit(2)
  }
  emulatorCommand(options).catch(e => {
    process.stderr.write(`emulator: ${(e as Error).message}\n`)
    process.exit(1)
  })
}
