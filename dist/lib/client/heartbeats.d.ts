/**
 * The heartbeat loop shared by the action's detached helper and `job-monitor exec`.
 * It beats every interval, or sooner when the service's next_expected comes first, so a beat
 * is never later than the service expects it. Under a 429 it backs off, leaving the hourly
 * budget (shared by every job on the key) to the end report. A rejected key stops it.
 */
import type { Client } from './client-shape.js';
import { type Clock } from './clock.js';
import { type MonitorError } from './errors.js';
import { type Metadata } from './wire.js';
export interface HeartbeatLoopOptions {
    jobName: string;
    intervalMs: number;
    signal: AbortSignal;
    clock?: Clock;
    /** Called for each beat, so a beat can carry fresh progress. */
    metadata?: () => Metadata;
    /** The loop ends by itself after this long (a job never outlives its runner). */
    maxLifetimeMs?: number;
    onBeat?: (e: HeartbeatEvent) => void;
}
export interface HeartbeatEvent {
    at: string;
    ok: boolean;
    error?: MonitorError;
    nextExpected?: string;
    nextBeatInMs: number;
}
export interface HeartbeatStats {
    sent: number;
    failed: number;
    lastError?: string;
    stoppedBy: 'signal' | 'auth' | 'lifetime';
}
/** When the next beat is due: the interval, or just before next_expected if that is sooner. */
export declare function nextBeatDelay(intervalMs: number, now: number, nextExpected: string | undefined): number;
export declare function runHeartbeats(client: Client, o: HeartbeatLoopOptions): Promise<HeartbeatStats>;
