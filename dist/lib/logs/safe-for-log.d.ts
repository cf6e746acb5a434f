import { Redactor } from './redact.js';
/**
 * One line of untrusted text for a log: secrets (given as strings or as the run's Redactor)
 * hidden with their URL-encoded, base64, base64url and hex forms and the common token shapes;
 * control characters shown escaped; `::` at its start and `##[` anywhere, which the Actions
 * runner reads as workflow commands, broken up. Redacted whole, then cut to `maxChars`.
 */
export declare function safeForLog(text: string, secrets?: Iterable<string> | Redactor, maxChars?: number): string;
