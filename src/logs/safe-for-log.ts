/**
 * One line of untrusted text made safe for a log: its secrets hidden (redaction), then what a
 * terminal or the runner would act on shown instead of obeyed (util/inert-text.ts).
 */
import { inertLine } from '../util/inert-text.js'
import { Redactor } from './redact.js'

/**
 * One line of untrusted text for a log: secrets (given as strings or as the run's Redactor)
 * hidden with their URL-encoded, base64, base64url and hex forms and the common token shapes;
 * control characters shown escaped; `::` at its start and `##[` anywhere, which the Actions
 * runner reads as workflow commands, broken up. Redacted whole, then cut to `maxChars`.
 */
export function safeForLog(
  text: string,
  secrets: Iterable<string> | Redactor = [],
  maxChars = Infinity
): string {
  const redactor = secrets instanceof Redactor ? secrets : new Redactor(secrets)
  return inertLine(redactor.redact(String(text)), maxChars)
}
