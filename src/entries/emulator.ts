/**
 * The emulator's own bundle (`node dist/emulator/index.js --port 0 --api-key KEY`): the flags of
 * `job-monitor emulator`, read by the same command module. Importable too: it exports what the
 * `job-monitor/emulator` library exports.
 */
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import {
  type EmulatorCommandOptions,
  emulatorCommand,
  emulatorOptions
} from '../cli/emulator-command.js'

export * from '../emulator/index.js'

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
