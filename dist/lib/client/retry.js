/**
 * The retry rule of the API text (section 7): at most 3 attempts; after failed attempt n
 * (0-based) wait 2^n seconds; retry 429, >= 500, timeouts and connection errors; never 401 or
 * another 4xx. Beyond the rule, a `Retry-After` on 429/503 is honoured up to a cap.
 */
import { HttpStatusError } from './errors.js';
export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;
/** The wait after failed attempt `attempt` (0-based), before the next one. */
export function backoffMs(attempt, error) {
    const exponential = 2 ** attempt * 1000;
    const asked = error instanceof HttpStatusError ? error.retryAfterMs : undefined;
    return asked === undefined ? exponential : Math.max(exponential, asked);
}
/**
 * A `Retry-After` value in ms: delay-seconds or an HTTP date (RFC 9110, 10.2.3), capped.
 * Unreadable values are ignored.
 */
export function parseRetryAfter(value, now, capMs) {
    if (!value)
        return undefined;
    const text = value.trim();
    let ms;
    if (/^\d+$/.test(text))
        ms = Number(text) * 1000;
    else {
        const at = Date.parse(text);
        if (Number.isNaN(at))
            return undefined;
        ms = at - now;
    }
    return Math.min(Math.max(ms, 0), capMs);
}
