import type { EndReportBody, EndReportResponse, HeartbeatBody, HeartbeatResponse, PipelineNotificationBody, StartReportBody, StartReportResponse } from './wire.js';
/**
 * One request to the service, as data. It carries no key and no URL: the client adds both
 * when it sends, so a call can be written to the local queue and replayed later with the key
 * that is configured then.
 */
export type ServiceCall = {
    kind: 'start';
    body: StartReportBody;
} | {
    kind: 'end';
    body: EndReportBody;
} | {
    kind: 'heartbeat';
    body: HeartbeatBody;
} | {
    kind: 'pipeline-notification';
    pipelineId: string;
    body: PipelineNotificationBody;
};
export type CallKind = ServiceCall['kind'];
/** What each kind of call answers with once delivered. */
export interface CallResponses {
    start: StartReportResponse;
    end: EndReportResponse;
    heartbeat: HeartbeatResponse;
    'pipeline-notification': unknown;
}
/**
 * Where a call stands in its retry sequence. A call keeps one sequence whoever carries it:
 * when a step hands an unfinished call to the background or to the queue, the carrier goes on
 * from `attempts` and waits until `notBefore`, instead of starting over.
 */
export interface RetryState {
    /** Attempts already made in the current sequence. */
    attempts: number;
    /** Earliest moment (ms since the epoch) for the next attempt. */
    notBefore?: number;
}
