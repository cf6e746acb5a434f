/** The base of them all; a local refusal (a secret in a field, no address) says for itself. */
export declare class MonitorError extends Error {
    /** True when the same request may succeed later: the retry rule's answer for this outcome. */
    readonly retryable: boolean;
    /** HTTP status, when the service answered. */
    readonly status?: number;
    /** Wait asked for by a `Retry-After` header, in ms, already capped. */
    readonly retryAfterMs?: number;
    constructor(message: string, options: {
        retryable: boolean;
        status?: number;
        cause?: unknown;
        retryAfterMs?: number;
    });
}
/** 401: the key is missing or wrong. Never retried; the message never contains the key. */
export declare class AuthError extends MonitorError {
    constructor(endpoint: string);
}
/** Any other non-200 answer; the rule says which are retried. */
export declare class HttpStatusError extends MonitorError {
    constructor(endpoint: string, status: number, detail: string, retryAfterMs?: number);
}
/** An end report answered 200 with `update_status: "Failed"`: a failed attempt (API text, 7.2). */
export declare class UpdateFailedError extends MonitorError {
    constructor(endpoint: string);
}
/**
 * A 200 whose body lacks what the API text promises (no run_id, HTML, empty body): most often
 * a proxy, a captive portal or a service in trouble answering in its place. It is retried,
 * then queued, like a 5xx. (A pipeline notification never gets here: 4.3, any 200 is success.)
 */
export declare class ResponseShapeError extends MonitorError {
    constructor(endpoint: string, detail: string);
}
/**
 * An answer longer than the client reads (MAX_ANSWER_BYTES): not one the API text describes.
 * Its connection is dropped unread; retried like any bad answer.
 */
export declare class OversizedAnswerError extends MonitorError {
    constructor(endpoint: string, limitBytes: number, status?: number);
}
/**
 * Not attempted: the key's hourly budget (the ledger every job on this machine keeps for it)
 * has no room now, or a 429 asked for a pause that has not passed. Nothing was sent; the call
 * keeps its place in its retry sequence and waits, in the queue, for `until` or later.
 */
export declare class HourSpentError extends MonitorError {
    /** ms since the epoch: the earliest moment the budget may have room. */
    readonly until: number;
    constructor(endpoint: string, held: {
        until: number;
        why: string;
    });
}
/** No answer within the request timeout. */
export declare class TimeoutError extends MonitorError {
    constructor(endpoint: string, timeoutMs: number);
}
/**
 * The request could not be sent or its answer not read (refused, reset, DNS, TLS). A TLS or
 * HTTP protocol failure is the rule's `wrong-protocol`: the address speaks another protocol, or
 * its certificate is refused; the message names the likely cause.
 */
export declare class ConnectionError extends MonitorError {
    constructor(endpoint: string, cause: unknown);
}
