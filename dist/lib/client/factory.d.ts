import { MonitorClient } from './client.js';
import type { Clock } from '../util/clock.js';
import { type ProxyFacts } from './transport.js';
/** What a client is built from, the key aside: safe to hand to another process. */
export interface ClientSettings {
    baseUrl: string;
    deploymentUrl?: string;
    timeoutMs?: number;
    maxAttempts?: number;
    /** Which front end speaks: `job-monitor-action`, `job-monitor-cli`, `job-monitor-lib`. */
    userAgent: string;
    /**
     * The key's hourly ledger every job on this machine shares (hour-ledger.ts): its folder
     * (named by the key's fingerprint, never the key) and the key's hourly limit.
     */
    ledger?: {
        dir: string;
        hourlyLimit?: number;
    };
}
export interface ClientWiring {
    /** The proxy variables (HTTPS_PROXY, NO_PROXY and the rest), as the front end read them. */
    proxy: ProxyFacts;
    /** Receives one line per failed attempt: what, why, and the wait before the next one. */
    log?: (message: string) => void;
    clock?: Clock;
    /** Other secrets of the run (a CI token): hidden from what is sent, like the key. */
    secrets?: string[];
}
export declare function createClient(settings: ClientSettings, apiKey: string, w: ClientWiring): MonitorClient;
