import type { AttemptEvent } from './client.js';
/** E.g. "end report: 503 Service Unavailable; attempt 2 of 3 in 2 s". */
export declare function describeAttempt(e: AttemptEvent): string;
