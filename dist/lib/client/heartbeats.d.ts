/**
 * The heartbeat loop shared by the action's detached helper, `job-monitor exec` and the
 * library. When each beat goes is planned by heartbeat-budget: every interval, or sooner when
 * the service's next_expected comes first, later after a 429, and never more often than the
 * job's share of the key's hourly limit allows, so the end reports of every job on the key
 * still get through. A rejected key stops it.
 */
import type { Deliverer } from './client-shape.js';
import { type Clock } from '../util/clock.js';
import { type MonitorError } from './errors.js';
import { type Metadata } from './wire.js';
export interface HeartbeatLoopOptions {
    jobName: string;
    intervalMs: number;
    /**
     * How many jobs share the key's hourly limit, this one included: a matrix's
     * strategy.job-total. Default 1. The wider it is, the further apart the beats.
     */
    jobTotal?: number;
    signal: AbortSignal;
    clock?: Clock;
    /** Called for each beat, so a beat can carry fresh progress. */
    metadata?: () => Metadata;
    /** The loop ends by itself after this long (a job never outlives its runner). */
    maxLifetimeMs?: number;
    onBeat?: (e: HeartbeatEvent) => void;
    /** The key's hourly request limit (default: the service's 100); a local emulator may allow more. */
    hourlyLimit?: number;
}
export interface HeartbeatEvent {
    at: string;
    ok: boolean;
    /** Not sent: the key's hourly ledger keeps the hour's room for reports (no failure). */
    held?: boolean;
    error?: MonitorError;
    nextExpected?: string;
    nextBeatInMs: number;
}
export interface HeartbeatStats {
    sent: number;
    failed: number;
    /** Beats not sent because the key's hour had no room for them. */
    held?: number;
    lastError?: string;
    stoppedBy: 'signal' | 'auth' | 'lifetime';
}
export { nextBeatDelay } from './heartbeat-budget.js';
export declare function runHeartbeats(client: Pick<Deliverer, 'deliver' | 'maxAttempts'>, o: HeartbeatLoopOptions): Promise<HeartbeatStats>;
