/**
 * The service client. It owns the wire rules every front end shares: URLs, the two
 * Authorization forms, double-decoded responses; it sends under the retry rule (retry.ts). Calls
 * are data (ServiceCall) so that one that is not delivered in time can be queued and carried
 * on later, in the same retry sequence.
 */
import type { CallKind, CallResponses, RetryState, ServiceCall } from './call.js';
import { type Clock } from '../util/clock.js';
import { type ServiceIdentity } from './identity.js';
import type { HourLedger } from './hour-ledger.js';
import { MonitorError } from './errors.js';
import { type AttemptReport } from './retry.js';
import { type Transport } from './transport.js';
import { type EndReportBody, type EndReportResponse, type HeartbeatBody, type HeartbeatResponse, type Metadata, type PipelineNotificationBody, type StartReportBody, type StartReportResponse } from './wire.js';
export interface ClientOptions {
    /** {base_url}: /monitoring and /heartbeat live under it. */
    baseUrl: string;
    apiKey: string;
    /** Other secrets of the run (a CI token), hidden from what is sent like the key. */
    secrets?: string[];
    /** {deployment_url}: the pipeline endpoints live under it. */
    deploymentUrl?: string;
    transport?: Transport;
    clock?: Clock;
    maxAttempts?: number;
    timeoutMs?: number;
    maxRetryAfterMs?: number;
    userAgent?: string;
    onAttempt?: (e: AttemptEvent) => void;
    /**
     * The key's hourly ledger this machine's jobs share (the command-line tool keeps one): every
     * attempt is counted in it, and one it has no room for is not made (HourSpentError).
     */
    ledger?: HourLedger;
}
/** One attempt's outcome, for logs. Never carries the key. */
export interface AttemptEvent extends AttemptReport {
    kind: CallKind | 'list-pipelines';
}
export interface DeliverOptions {
    /** Continue a sequence another carrier began. */
    state?: RetryState;
    /** ms since the epoch: no attempt or wait beyond it; the last attempt's timeout shrinks to fit. */
    deadline?: number;
    signal?: AbortSignal;
    /**
     * The signal stops waits and new attempts, never an attempt whose request is on its way: cut
     * short, that request may still reach the service, and a start report sent again by the next
     * carrier would open a second run, an end report end the run twice. The attempt's own timeout
     * still bounds it.
     */
    seeAttemptThrough?: boolean;
}
export type Delivery<K extends CallKind> = {
    delivered: true;
    response: CallResponses[K];
    attempts: number;
} | {
    delivered: false;
    error: MonitorError;
    state: RetryState;
};
/** A GET is not a ServiceCall (it is never queued), but it shares the send path. */
type Request = ServiceCall | {
    kind: 'list-pipelines';
};
export declare class MonitorClient {
    readonly maxAttempts: number;
    /** The key's hourly ledger, when this client keeps one. */
    readonly ledger?: HourLedger;
    private readonly baseUrl;
    private readonly apiKey;
    private readonly deploymentUrl?;
    private readonly transport;
    private readonly clock;
    private readonly timeoutMs;
    private readonly maxRetryAfterMs;
    private readonly userAgent;
    private readonly onAttempt?;
    private readonly gate;
    constructor(o: ClientOptions);
    /**
     * `call` as it may leave this process, sent or queued: free text redacted, an identifier
     * holding a secret refused (RefusedFieldError). Every call passes it before it is sent, and
     * the queue takes only what passed, so no file we write holds the key either.
     */
    outbound<C extends ServiceCall>(call: C): C;
    /** Metadata as the gate lets it out, for a front end that writes it down to send later. */
    outboundMetadata(metadata: Metadata): Metadata;
    /** Sends `call` under the retry rule. Never throws: the result says what happened. */
    deliver<C extends ServiceCall>(call: C, o?: DeliverOptions): Promise<Delivery<C['kind']>>;
    sendStartReport(body: StartReportBody, o?: DeliverOptions): Promise<StartReportResponse>;
    /**
     * Sends one end report under the retry rule; throws what stopped it. The end of a whole run
     * (its queued start first, then this report, then the final pipeline notification) is the
     * run protocol's (JobMonitor's `end`).
     */
    sendEndReport(body: EndReportBody, o?: DeliverOptions): Promise<EndReportResponse>;
    heartbeat(body: HeartbeatBody, o?: DeliverOptions): Promise<HeartbeatResponse>;
    notifyPipeline(pipelineId: string, body: PipelineNotificationBody, o?: DeliverOptions): Promise<void>;
    /** GET /api/v1/pipelines: its shape is not shown in the API text, so it is returned as decoded. */
    listPipelines(o?: DeliverOptions): Promise<unknown>;
    private orThrow;
    private run;
    /** The ledger, as the retry loop asks it for each attempt of this request. */
    private budgetOf;
    private pathOf;
    /** Whether this client has the address that calls of this kind go to. */
    serves(kind: Request['kind']): boolean;
    /**
     * Which service calls of this kind go to (the family's address and a fingerprint of the
     * key); undefined without that address. The queue stamps it on records and replays only
     * the records that carry this client's.
     */
    identityFor(kind: CallKind): ServiceIdentity | undefined;
    /** The address of the kind's endpoint family: {deployment_url} for the pipeline endpoints. */
    private baseOf;
    private urlOf;
    /** One attempt: send, then read the answer as the API text describes it. */
    private attempt;
    private checkStatus;
    private readAnswer;
}
/** Joins a base URL (with or without a path prefix or trailing slash) and an endpoint path. */
export declare function joinUrl(base: string, path: string): string;
export {};
