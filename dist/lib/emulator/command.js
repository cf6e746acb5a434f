/** `job-monitor emulator` and `job-monitor runs`. */
import { randomBytes } from 'node:crypto';
import { pick, wholeNumber } from '../cli/config.js';
import { startEmulator } from './server.js';
import { renderRunsTable } from './table.js';
/**
 * The emulator's flags, read the same way for `job-monitor emulator` and the emulator's own
 * bundle. A value that is not a whole number in range is a UsageError naming its flag.
 */
export function emulatorOptions(flags, env) {
    return {
        port: wholeNumber(pick(flags, 'port', {}), '--port', 0, 65535) ?? 0,
        apiKey: pick(flags, 'api-key', {}),
        host: pick(flags, 'host', {}),
        hourlyLimit: wholeNumber(pick(flags, 'hourly-limit', {}), '--hourly-limit', 1, 1_000_000),
        heartbeatIntervalSeconds: wholeNumber(pick(flags, 'heartbeat-interval', {}), '--heartbeat-interval', 1, 86_400),
        env
    };
}
export async function emulatorCommand(o) {
    const given = o.apiKey || o.env.JOB_MONITOR_API_KEY;
    // A key made here guards nothing real; it is shown (once listening) so the user can
    // configure a client.
    const apiKey = given || `emu_${randomBytes(12).toString('hex')}`;
    const emulator = await startEmulator({
        port: o.port,
        host: o.host,
        apiKey,
        hourlyLimit: o.hourlyLimit,
        heartbeatIntervalSeconds: o.heartbeatIntervalSeconds
    });
    if (!given)
        process.stderr.write(`api key: ${apiKey}\n`);
    // The first line of stdout is the base URL alone, for scripts.
    process.stdout.write(`${emulator.url}\n`);
    process.stderr.write(`Job Monitoring Service emulator on ${emulator.url} (run history: ${emulator.url}/)\n`);
    await new Promise(resolve => {
        const stop = () => resolve();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
    });
    await emulator.close();
}
export async function runsCommand(o) {
    const res = await fetch(new URL('/_emulator/runs', o.url));
    if (!res.ok)
        throw new Error(`${o.url} answered ${res.status} for its run history`);
    const runs = (await res.json());
    process.stdout.write(o.json ? `${JSON.stringify(runs, null, 2)}\n` : renderRunsTable(runs));
}
