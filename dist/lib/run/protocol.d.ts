/**
 * The run protocol, written once for every front end (the action's main and post steps and its
 * heartbeat helper, `job-monitor exec`/`start`/`end`, the library's JobMonitor):
 *
 * - begin a run: the start report and the `running` pipeline notification, within a deadline;
 *   what is late is queued, with its retry state, for a later carrier;
 * - heartbeats while it runs (client/heartbeats);
 * - end the run: this run's queued records first (its start, so the end can carry the run id;
 *   its `running` notification, so the final one comes after it), then the end report, then the
 *   final pipeline notification, which is the last the service hears of the run.
 *
 * Nothing here is tied to a front end: no @actions/* import, no process-wide state. A front end
 * that is cancelled aborts the window's signal; every report in flight is then queued before the
 * call returns, so a signal never loses a run.
 */
import type { ServiceIdentity } from '../client/identity.js';
import type { Clock } from '../util/clock.js';
import { type EndStatus, type Metadata, type PipelineStatus } from '../client/wire.js';
import { type Outcome } from '../queue/deliver.js';
import type { Deliverer } from '../client/client-shape.js';
import { type RunQueue } from '../queue/queue.js';
/**
 * The metadata keys by which a run's pipeline notifications name the run: its job, and its run
 * id once the service has given one (the final notification's). A pipeline's notifications
 * carry nothing else that says which run they are of, so a dashboard could link them to none.
 */
export declare const NOTIFICATION_RUN_KEYS: {
    readonly jobName: "job_monitor.job_name";
    readonly runId: "job_monitor.run_id";
};
/** The client and queue a run is reported through. */
export interface RunServices {
    client: Deliverer;
    queue: RunQueue;
    clock?: Clock;
}
/** A time window for the calls of one phase. */
export interface Window {
    /** ms since the epoch: no attempt or wait beyond it; what is left is queued. */
    deadline?: number;
    /** Aborted on a cancel: what is in flight is queued at once. */
    signal?: AbortSignal;
}
export interface RunPlan {
    jobName: string;
    metadata?: Metadata;
    tags?: string[] | null;
    /** Pipeline to notify at the start and the end (the client needs a deployment URL). */
    pipelineId?: string;
    /** The start time, when the caller fixed it already (it is repeated byte for byte at the end). */
    startTime?: string;
    /** The run key, when the caller saved one already (it links queued records of the run). */
    runKey?: string;
}
/** One run as the front ends carry it from its start to its end. */
export interface Run {
    jobName: string;
    /** Links this run's queued records (and its run id, once learnt) across processes. */
    runKey: string;
    /** Sent byte-identical on the end report. */
    startTime: string;
    /** Empty while the start report is queued. */
    runId: string;
    pipelineId?: string;
}
export interface Begun {
    run: Run;
    start: Outcome<'start'>;
    /** The `running` pipeline notification, when the run has a pipeline. */
    running?: Outcome<'pipeline-notification'>;
    /**
     * The service the run's reports go to (its address and key fingerprint): only a client of
     * it may end the run later. Absent for a client that cannot name it.
     */
    service?: ServiceIdentity;
}
/** Sends the start report and the `running` notification together, within the window. */
export declare function beginRun(s: RunServices, plan: RunPlan, w?: Window): Promise<Begun>;
export interface Ending {
    status: EndStatus;
    errorDetails?: string | null;
    metadata?: Metadata;
    tags?: string[] | null;
    logs?: string;
    /** Default: now. */
    endTime?: string;
    /** The final pipeline notification (when the run has a pipeline). */
    notification?: {
        status?: PipelineStatus;
        message?: string;
        metadata?: Metadata;
    };
}
export interface Ended {
    /** The run id the end report carries ('' while the start is still queued). */
    runId: string;
    /** The start report was queued and has now been delivered (by this end or a carrier before). */
    startCaughtUp: boolean;
    /**
     * The end report's outcome; undefined when there is no run to end: its start report was
     * neither delivered nor queued (refused, or lost with a queue that could not be written).
     */
    end?: Outcome<'end'>;
    final?: Outcome<'pipeline-notification'>;
    /** Records of this run dropped as superseded (a `running` notification that came too late). */
    superseded: number;
    /** Fields the end report went without: they held a secret (`tags`, `metadata`). */
    dropped?: string[];
}
/**
 * Ends the run: its queued start and `running` notification first, within a share of the
 * window; then the end report; then the final pipeline notification, after dropping a
 * `running` notification of this run that is still queued (sent after the final one, it would
 * leave the pipeline `running` for ever).
 */
export declare function endRun(s: RunServices, run: Run, ending: Ending, w?: Window): Promise<Ended>;
/**
 * Ends the run of a front end that was cancelled. The runner kills a cancelled step seconds
 * later (a pod's grace period ends the same way), so nothing goes over the network before the
 * run's reports are on disk: the end report and the final pipeline notification are queued
 * first, with no attempt; then this run's records are sent from the queue, oldest first,
 * within the window. Killed at any moment, the process leaves every report of the run for a
 * later replay. `sent` is set when all of them went through, with the run id they carried.
 * When the queue cannot be written, the reports are sent directly instead.
 */
export declare function endCancelledRun(s: RunServices, run: Run, ending: Ending, w?: Window): Promise<{
    ended: Ended;
    sent?: {
        runId: string;
    };
}>;
/** The pipeline endpoint has no `cancelled`: a cancelled run is `failed`, and says so. */
export declare function finalMessage(jobName: string, status: EndStatus): string;
