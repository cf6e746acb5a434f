import type { AttemptEvent } from './client.js';
/**
 * E.g. "end report: 503 Service Unavailable; attempt 2 of 3 in 2 s", or for a 429 "start
 * report: 429 Too Many Requests; attempt 2 of 3 is left to the queue, in 12 min or later".
 */
export declare function describeAttempt(e: AttemptEvent): string;
