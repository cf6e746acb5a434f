import type { RunQuery } from '../history/run-query.js';
import { type RunReport } from '../history/run-state.js';
import type { RecordSummary } from '../service/state.js';
import type { EmulatedRun } from '../service/types.js';
/** Rows a page lists at most: the newest (the JSON endpoints have them all). */
export declare const PAGE_ROWS = 500;
/** A run as kept, or with its state (`GET /_emulator/runs`). */
export type ShownRun = EmulatedRun & Partial<RunReport>;
export interface RunRow {
    run_id: string;
    job_name: string;
    /** Its state (run-state.ts), and how long it has been silent when stalled. */
    status: string;
    /** The state's style: one of RUN_STATES, else `other` (never text from a request). */
    status_class: string;
    /** Links to the job's and the run's pages (page-shell.ts builds them). */
    job_href: string;
    run_href: string;
    /** How long ago it started ("3 min ago"), the time in UTC on hover, ISO for <time>. */
    start_ago: string;
    start_at: string;
    start_iso: string;
    duration: string;
    heartbeats: string;
    error: string;
    /** The log's summary line; empty when the run has no logs and lost none. */
    logs_title: string;
    /** The logs ('' when none), when asked for: absent, the page keeps the text it has. */
    logs?: string;
}
/** A row with nothing in it: the page's template for the rows its script adds. */
export declare const EMPTY_ROW: RunRow;
export interface RunsPageView {
    /** Newest first, by start time. */
    runs: RunRow[];
    /** What the emulator keeps and has dropped (retentionLine). */
    retention: string;
    /** Says when the list holds only the newest PAGE_ROWS of the runs asked for. */
    shown: string;
    /** What the list says when it is empty: no run kept, or none that the filters find. */
    empty: string;
    updated: string;
}
/** The run list's filters, as its query names them (and its controls show them). */
export interface RunsPageFilters {
    job?: string;
    status?: string;
    since?: string;
}
/** The run list's filters in a page's query. */
export declare function runsPageFilters(query: URLSearchParams): RunsPageFilters;
/** The choices of the Started filter: a time ago (run-query.ts) and its words. */
export declare const SINCE_CHOICES: Array<[string, string]>;
/** "No runs yet.", or with filters "No run matches these filters: job nightly, state failed." */
export declare function noRunsLine(f: RunsPageFilters): string;
/** A query narrowed to what the run list shows: at most the newest PAGE_ROWS. */
export declare function pageOfRuns(q: RunQuery): RunQuery;
export declare function runsPageView(runs: ShownRun[], nowIso: string, summary?: RecordSummary, withLogs?: (runId: string) => boolean, filters?: RunsPageFilters): RunsPageView;
export declare function runRow(r: ShownRun, nowIso: string, withLogs: boolean): RunRow;
