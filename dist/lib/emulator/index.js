/**
 * The local service emulator: importable (`startEmulator`) and runnable on its own
 * (`node dist/emulator/index.js --port 0`), like `job-monitor emulator`.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { emulatorCommand } from './command.js';
export { startEmulator } from './server.js';
export { renderRunsTable } from './table.js';
export { renderRunsPage } from './html.js';
export { emulatorCommand, runsCommand } from './command.js';
function runDirectly() {
    const entry = process.argv[1];
    if (!entry)
        return false;
    try {
        return import.meta.url === pathToFileURL(realpathSync(entry)).href;
    }
    catch {
        return false;
    }
}
if (runDirectly()) {
    const { values } = parseArgs({
        options: {
            port: { type: 'string', default: '0' },
            host: { type: 'string' },
            'hourly-limit': { type: 'string' },
            'heartbeat-interval': { type: 'string' }
        }
    });
    emulatorCommand({
        port: Number(values.port),
        host: values.host,
        hourlyLimit: values['hourly-limit'] ? Number(values['hourly-limit']) : undefined,
        heartbeatIntervalSeconds: values['heartbeat-interval']
            ? Number(values['heartbeat-interval'])
            : undefined,
        env: process.env
    }).catch(e => {
        process.stderr.write(`emulator: ${e.message}\n`);
        process.exit(1);
    });
}
