import type { Metadata } from '../service/api.js';
import type { EmulatedRun } from '../service/types.js';
export declare const CONTEXT_KEYS: {
    readonly lagSeconds: "job_monitor.schedule.lag_seconds";
    readonly missedSlots: "job_monitor.schedule.missed_slots";
    readonly endReason: "job_monitor.end_reason";
    readonly queueSeconds: "job_monitor.queue_seconds";
    readonly attempt: "job_monitor.attempt";
    readonly previousAttemptResult: "job_monitor.previous_attempt_result";
    readonly flaky: "job_monitor.flaky";
    readonly scheduleSlot: "job_monitor.schedule.slot";
};
/**
 * The metadata keys by which a run's pipeline notifications name it (src/run/protocol.ts, a
 * test holds them to its constant): its job, and its run id once the service gave one.
 */
export declare const RUN_REF_KEYS: {
    readonly jobName: "job_monitor.job_name";
    readonly runId: "job_monitor.run_id";
};
/** The job and run a notification's metadata names, each when it is a non-empty string. */
export declare function runRefOf(metadata: Metadata | undefined): {
    jobName?: string;
    runId?: string;
};
export interface ContextFact {
    key: string;
    name: string;
    value: string;
}
/** A count or a number of seconds sent as a number or as its text, else undefined. */
export declare function metaNumber(value: unknown): number | undefined;
/** The facts present, in the order a reader asks them: why, when, which attempt. */
export declare function runContext(run: EmulatedRun): ContextFact[];
