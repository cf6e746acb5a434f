/** Pipelines as their notifications tell them: `GET /api/v1/pipelines` and the pipelines page. */
import type { PipelineStatus } from './api.js';
import type { RecordedNotification } from './types.js';
/** How many of a pipeline's latest notifications the page shows. */
export declare const RECENT = 5;
export interface PipelineSummary {
    pipeline_id: string;
    status: PipelineStatus;
    message?: string;
    updated_at: string;
    /** Notifications kept for it. */
    notifications: number;
    /** Its latest notifications, newest first. */
    recent: RecordedNotification[];
}
/** One summary per pipeline, in the order they were first notified. */
export declare function pipelineSummaries(notifications: RecordedNotification[]): PipelineSummary[];
