import { type RunReport } from '../history/run-state.js';
import type { RecordSummary } from '../service/state.js';
import { type ContextFact } from './run-context.js';
import type { RecordedHeartbeat, RecordedNotification, RecordedRequest } from '../service/types.js';
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
    runs: Array<RunRow & {
        key: string;
    }>;
    updated: string;
}
/** `runs`: the job's runs with their state, oldest first. */
export declare function jobPageView(jobName: string, received: RunReport[], nowIso: string): JobPageView;
export interface RunPageView {
    run_id: string;
    job_name: string;
    job_href: string;
    state: string;
    state_class: string;
    /** How long ago it started and ended, their times in UTC on hover, and ISO for <time>. */
    start_ago: string;
    start_at: string;
    start_iso: string;
    end_ago: string;
    end_at: string;
    end_iso: string;
    /** The times in UTC, in the run's facts. */
    start: string;
    end: string;
    duration: string;
    heartbeats: string;
    error: string;
    /** Why it ended, first: the reason's sentence, the failing steps and the lines they quote. */
    reason: string;
    failing_step: string;
    quoted: string;
    tags: string;
    /** Why it ended, its queue, schedule and attempt (run-context.ts); empty when none was sent. */
    context: ContextFact[];
    /** Its metadata; `href` is the value when it is an http or https URL, else ''. */
    metadata: Array<{
        key: string;
        name: string;
        value: string;
        href: string;
    }>;
    /** "29 values", the collapsed metadata's summary. */
    metadata_count: string;
    timeline_caption: string;
    timeline: Shape[];
    logs_title: string;
    logs: string;
    updated: string;
}
/** `value` when it is one whole http or https URL (a link out of the page), else ''. */
export declare function linkOf(value: string): string;
/**
 * error_details read for the run page's lead: the reason's sentence (its first line, unless that
 * names the failed steps), the failed steps, and the rest as quoted. A line the first line already
 * begins with says nothing new ("The job was cancelled" under the sentence of why it was) and is
 * left out.
 */
export declare function whyOf(details: string | null): {
    reason: string;
    failing_step: string;
    quoted: string;
};
export declare function runPageView(run: RunReport, heartbeats: RecordedHeartbeat[], nowIso: string): RunPageView;
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
export declare function pipelinesPageView(notifications: RecordedNotification[], nowIso: string): PipelinesPageView;
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
