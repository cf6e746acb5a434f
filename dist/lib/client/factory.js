/**
 * The one way every front end builds its client: the proxy-aware transport, the user agent,
 * the timeouts and attempts, and a log line for every failed attempt. The settings travel
 * without the key (the heartbeat helper receives them as JSON and gets the key on its own).
 */
import { describeAttempt } from './attempt-log.js';
import { MonitorClient } from './client.js';
import { defaultTransport } from './transport.js';
export function createClient(settings, apiKey, w = {}) {
    const log = w.log;
    return new MonitorClient({
        baseUrl: settings.baseUrl,
        deploymentUrl: settings.deploymentUrl,
        apiKey,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        userAgent: settings.userAgent,
        transport: defaultTransport(w.env ?? process.env),
        clock: w.clock,
        onAttempt: log
            ? e => {
                // A retry is news here; the final failure is what the caller itself reports.
                if (e.outcome === 'failed' && e.waitMs !== undefined)
                    log(describeAttempt(e));
            }
            : undefined
    });
}
