/**
 * Text we did not write (a service's answer, an error body) made fit for one log line: the
 * secrets it may echo are hidden in every encoding, and the characters a terminal or the
 * runner would act on are shown instead of obeyed.
 */
import { Redactor } from './redact.js';
/**
 * Would the Actions runner read this line as a workflow command? It takes `::name::` after
 * leading white space, and the older `##[name]` anywhere in a line; it splits lines at \r and \n.
 */
export declare function commandLike(line: string): boolean;
/** Shows control characters as `\x1b`, `\n`, `\u202e`...; tabs stay, newlines if asked. */
export declare function escapeControl(text: string, options?: {
    keepNewlines?: boolean;
}): string;
/**
 * One line of untrusted text for a log: secrets (given as strings or as the run's Redactor)
 * hidden with their URL-encoded, base64, base64url and hex forms and the common token shapes;
 * control characters shown escaped; `::` at its start and `##[` anywhere, which the Actions
 * runner reads as workflow commands, broken up. Redacted whole, then cut to `maxChars`.
 */
export declare function safeForLog(text: string, secrets?: Iterable<string> | Redactor, maxChars?: number): string;
/**
 * One line of text we did not write, inert: control characters shown escaped, `::` at its
 * start and `##[` anywhere (which the Actions runner reads as workflow commands) broken up,
 * cut to `maxChars`. Secrets are the caller's business (safeForLog hides them first).
 */
export declare function inertLine(text: string, maxChars?: number): string;
