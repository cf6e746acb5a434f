import type { RecordSummary } from './state.js';
import type { EmulatedRun } from './types.js';
export interface RunRow {
    run_id: string;
    job_name: string;
    status: string;
    /** The status's style: one of STATUSES, else `other` (never text from a request). */
    status_class: string;
    start: string;
    duration: string;
    heartbeats: string;
    error: string;
    /** The log's summary line; empty when the run has no logs and lost none. */
    logs_title: string;
    /** The logs ('' when none), when asked for: absent, the page keeps the text it has. */
    logs?: string;
}
export interface RunsPageView {
    /** Newest first. */
    runs: RunRow[];
    /** What the emulator keeps and has dropped (retentionLine). */
    retention: string;
    updated: string;
}
export declare function runsPageView(runs: EmulatedRun[], nowIso: string, summary?: RecordSummary, withLogs?: (runId: string) => boolean): RunsPageView;
