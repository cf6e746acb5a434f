/**
 * The retry rule of the API text (section 7): at most 3 attempts; after failed attempt n
 * (0-based) wait 2^n seconds; retry 429, >= 500, timeouts and connection errors; never 401 or
 * another 4xx. Beyond the rule, a `Retry-After` on 429/503 is honoured up to a cap.
 */
import { type MonitorError } from './errors.js';
export declare const DEFAULT_MAX_ATTEMPTS = 3;
export declare const DEFAULT_TIMEOUT_MS = 30000;
export declare const DEFAULT_MAX_RETRY_AFTER_MS = 60000;
/** The wait after failed attempt `attempt` (0-based), before the next one. */
export declare function backoffMs(attempt: number, error: MonitorError): number;
/**
 * After a sequence has made all its attempts, how long the same call rests before a new
 * sequence may begin: twice the rule's last wait (8 s for 3 attempts), or longer when the
 * service asked for it. Without it a run that ends at once during an outage would send its
 * queued start report a second round of attempts at its end, against the rule's 3 and the key's
 * hourly budget; a run that lasts longer still delivers it at its end once the service is back.
 */
export declare function restAfterSequenceMs(maxAttempts: number, error: MonitorError): number;
/**
 * A `Retry-After` value in ms: delay-seconds or an HTTP date (RFC 9110, 10.2.3), capped.
 * Unreadable values are ignored.
 */
export declare function parseRetryAfter(value: string | undefined, now: number, capMs: number): number | undefined;
