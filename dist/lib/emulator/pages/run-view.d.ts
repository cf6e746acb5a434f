import { type RunReport } from '../history/run-state.js';
import { type ContextFact } from './run-context.js';
import type { RecordedHeartbeat } from '../service/types.js';
import { type Shape } from './charts.js';
export interface RunPageView {
    /** The document's title: the job and the run's state, so a tab tells which and how. */
    title: string;
    run_id: string;
    job_name: string;
    job_href: string;
    state: string;
    state_class: string;
    /**
     * How long ago it started, ended and was last heard from (a heartbeat, while it runs), their
     * times in UTC on hover, and ISO for <time>; all '' for what has not happened.
     */
    start_ago: string;
    start_at: string;
    start_iso: string;
    end_ago: string;
    end_at: string;
    end_iso: string;
    heard_ago: string;
    heard_at: string;
    heard_iso: string;
    /** While it runs and has sent no heartbeat: "no heartbeat yet"; else ''. */
    unheard: string;
    /** "took 1 min 0 s", or while it runs "49.0 s so far". */
    lasted: string;
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
