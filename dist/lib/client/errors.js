/**
 * Errors the client raises. Every one says whether trying again can help, so that the retry
 * loop, the queue and the front ends decide the same way.
 */
export class MonitorError extends Error {
    /** True when the same request may succeed later (429, >= 500, timeout, connection trouble, a bad answer). */
    retryable;
    /** HTTP status, when the service answered. */
    status;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = new.target.name;
        this.retryable = options.retryable;
        this.status = options.status;
    }
}
/** 401: the key is missing or wrong. Never retried; the message never contains the key. */
export class AuthError extends MonitorError {
    constructor(endpoint) {
        super(`The Job Monitoring Service rejected the API key (401 on ${endpoint}). ` +
            'Check the key in the dashboard under Settings > API Keys, and the secret that holds it.', { retryable: false, status: 401 });
    }
}
/** Any other non-200 answer. 429 and >= 500 are retryable, other 4xx are not (API text, 7). */
export class HttpStatusError extends MonitorError {
    /** Wait asked for by a `Retry-After` header, in ms, already capped. */
    retryAfterMs;
    constructor(endpoint, status, detail, retryAfterMs) {
        super(`${endpoint} answered HTTP ${status}${detail ? `: ${detail}` : ''}`, {
            retryable: status === 429 || status >= 500,
            status
        });
        this.retryAfterMs = retryAfterMs;
    }
}
/** An end report answered 200 with `update_status: "Failed"`: a failed attempt (API text, 7.2). */
export class UpdateFailedError extends MonitorError {
    constructor(endpoint) {
        super(`${endpoint} answered update_status "Failed": the service did not record the end`, {
            retryable: true,
            status: 200
        });
    }
}
/**
 * A 200 whose body lacks what the API text promises (no run_id, HTML, empty body): most often
 * a proxy, a captive portal or a service in trouble answering in its place. It is retried,
 * then queued, like a 5xx. (A pipeline notification never gets here: 4.3, any 200 is success.)
 */
export class ResponseShapeError extends MonitorError {
    constructor(endpoint, detail) {
        super(`${endpoint} answered 200 with an unexpected body: ${detail}`, {
            retryable: true,
            status: 200
        });
    }
}
/**
 * An answer longer than the client reads (MAX_ANSWER_BYTES): not one the API text describes.
 * Its connection is dropped unread; retried like any bad answer.
 */
export class OversizedAnswerError extends MonitorError {
    constructor(endpoint, limitBytes, status) {
        super(`${endpoint} answered${status ? ` HTTP ${status}` : ''} with a body over ${limitBytes} bytes; it was not read further`, { retryable: true, status });
    }
}
/** No answer within the request timeout. */
export class TimeoutError extends MonitorError {
    constructor(endpoint, timeoutMs) {
        super(`${endpoint} did not answer within ${Math.round(timeoutMs / 1000)} s`, {
            retryable: true
        });
    }
}
/** The request could not be sent or its answer not read (refused, reset, DNS, TLS). */
export class ConnectionError extends MonitorError {
    constructor(endpoint, cause) {
        const code = cause?.code;
        super(`${endpoint} could not be reached${code ? ` (${code})` : ''}`, {
            retryable: true,
            cause
        });
    }
}
