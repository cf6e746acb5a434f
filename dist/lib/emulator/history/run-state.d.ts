/**
 * A run's state as the emulator shows it: the status of the API text, except that a `running`
 * run that has gone silent is `stalled`. The API text leaves open what missing heartbeats do;
 * the emulator's choice: a running run whose last heartbeat (or, before its first, its start)
 * is older than the next_expected the emulator answered (one interval later) plus a grace of
 * half an interval. A heartbeat brings it back to `running`.
 */
import type { EmulatedRun } from '../service/types.js';
export declare const RUN_STATES: readonly ["running", "stalled", "success", "failed", "cancelled"];
export type RunState = (typeof RUN_STATES)[number];
/** The grace after next_expected, as a share of the heartbeat interval. */
export declare const STALL_GRACE = 0.5;
/** A run as `/_emulator/runs` answers it: the run, its state, duration and silence. */
export interface RunReport extends EmulatedRun {
    state: RunState;
    /** From start_time to end_time, or to now while it runs; null when a time does not parse. */
    duration_seconds: number | null;
    /** Seconds since its last heartbeat (or its start), while it is stalled. */
    silent_seconds?: number;
}
export declare function runReport(run: EmulatedRun, nowMs: number, intervalMs: number): RunReport;
