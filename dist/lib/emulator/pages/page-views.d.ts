import type { RunReport } from '../history/run-state.js';
import type { RecordSummary } from '../service/state.js';
import { type ContextFact } from './run-context.js';
import type { RecordedNotification, RecordedRequest } from '../service/types.js';
import { type RunRow } from './view.js';
import { type Shape } from './charts.js';
export interface JobPageView {
    /** The document's title: the job and its health, so a pinned tab tells. */
    title: string;
    job_name: string;
    summary: string;
    last_run: string;
    /** The last run's start in UTC: the last_run line's hover text. */
    last_at: string;
    chart_caption: string;
    chart: Shape[];
    /** The last run's context (run-context.ts); empty when it sent none. */
    context: ContextFact[];
    /** Its standing in its schedule (schedule-view.ts); empty when its runs name none. */
    schedule: ContextFact[];
    runs: Array<RunRow & {
        key: string;
    }>;
    updated: string;
}
/** `runs`: the job's runs with their state, oldest first. */
export declare function jobPageView(jobName: string, received: RunReport[], nowIso: string): JobPageView;
export interface PipelinesPageView {
    pipelines: Array<{
        key: string;
        pipeline_id: string;
        status: string;
        status_class: string;
        message: string;
        /** How long ago its last notification came, the time in UTC on hover, ISO for <time>. */
        updated_ago: string;
        updated_at: string;
        updated_iso: string;
        notifications: string;
        /**
         * The run its latest notification that names one is of (run-context.ts, RUN_REF_KEYS):
         * "nightly (run_ab12...)" linked to the run's page, or the job's when the run is not kept
         * or was not named; '' when no notification named a run.
         */
        run_label: string;
        run_href: string;
    } & RecentFields>;
    updated: string;
}
/**
 * A pipeline's latest notifications, newest first, one slot each (RECENT of them): `recent_N`
 * its status and message, `recent_N_ago`, `_at`, `_iso` its time as the other pages show times;
 * all '' for a slot with none, which the page hides.
 */
type RecentFields = Record<`recent_${number}${'' | '_ago' | '_at' | '_iso'}`, string>;
/** The empty row of the pipelines page's template. */
export declare const BLANK_RECENT: RecentFields;
/** `kept`: whether a run is kept (a link to a run that is not would lead nowhere). */
export declare function pipelinesPageView(notifications: RecordedNotification[], nowIso: string, kept?: (runId: string) => boolean): PipelinesPageView;
export interface RequestsPageView {
    requests: Array<{
        key: string;
        seq: string;
        /** How long ago it came, the time in UTC on hover, ISO for <time>. */
        at_ago: string;
        at_at: string;
        at_iso: string;
        method: string;
        path: string;
        auth: string;
        status: string;
        rules: string;
        fault: string;
    }>;
    retention: string;
    updated: string;
}
/** The newest requests first, with the rules each broke. */
export declare function requestsPageView(requests: RecordedRequest[], nowIso: string, summary: RecordSummary): RequestsPageView;
export {};
