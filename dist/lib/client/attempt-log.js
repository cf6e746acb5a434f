/**
 * One log line per attempt, so that every retry shows in the step's log. Built from the
 * error's kind and status only, never its message: a message can hold an excerpt of the
 * answer, and an answer can echo the key.
 */
import { STATUS_CODES } from 'node:http';
import { AuthError, ConnectionError, HttpStatusError, OversizedAnswerError, ResponseShapeError, TimeoutError, UpdateFailedError } from './errors.js';
const WHAT = {
    start: 'start report',
    end: 'end report',
    heartbeat: 'heartbeat',
    'pipeline-notification': 'pipeline notification',
    'list-pipelines': 'pipeline list'
};
/** E.g. "end report: 503 Service Unavailable; attempt 2 of 3 in 2 s". */
export function describeAttempt(e) {
    const what = WHAT[e.kind];
    if (e.outcome === 'delivered')
        return `${what}: delivered (attempt ${e.attempt} of ${e.maxAttempts})`;
    const reason = e.error ? reasonOf(e.error) : 'failed';
    let next;
    if (e.waitMs !== undefined)
        next = `attempt ${e.attempt + 1} of ${e.maxAttempts} in ${seconds(e.waitMs)}`;
    else if (e.error && !e.error.retryable)
        next = 'not retried';
    else
        next = `no attempt left (${e.attempt} of ${e.maxAttempts})`;
    return `${what}: ${reason}; ${next}`;
}
function reasonOf(error) {
    if (error instanceof AuthError)
        return '401 Unauthorized (check the API key)';
    if (error instanceof HttpStatusError)
        return `${error.status} ${STATUS_CODES[error.status ?? 0] ?? 'status'}`.trim();
    if (error instanceof UpdateFailedError)
        return 'update_status "Failed"';
    if (error instanceof OversizedAnswerError)
        return 'answer too long, not read';
    if (error instanceof ResponseShapeError)
        return '200 with an answer not in the expected shape';
    if (error instanceof TimeoutError)
        return 'no answer in time';
    if (error instanceof ConnectionError) {
        const code = error.cause?.code;
        return `could not connect${typeof code === 'string' ? ` (${code})` : ''}`;
    }
    return 'not sent';
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
