/**
 * Why a run failed, in its own output's words, for error_details: its last error lines, then
 * its last lines, within a bound. One rule for the action's failed steps (whose error lines
 * the runner marks `##[error]`, found by the step capture) and for the command-line tool's
 * wrapped commands and log files (whose error lines are those that look like one).
 */
import { headTail } from './capture.js'
import {
  ERROR_DETAILS_MAX_BYTES,
  ERROR_DETAILS_TAIL_LINES,
  ERROR_LINES_KEPT,
  ERROR_LINE_BYTES
} from './constants.js'
import type { Redactor } from './redact.js'
import { readableLine } from './runner-markup.js'

/** The runner's own error line (a step's `::error::`, its exit code). */
export const RUNNER_ERROR_PREFIX = '##[error]'

/**
 * The words by which tools and shells say something went wrong, as whole words in any case:
 * `ERROR: connection to warehouse timed out`, `make: *** [all] Error 2`, `fatal: not a git
 * repository`, `Traceback (most recent call last):`, `panic: runtime error`, `npm ERR!`,
 * `FAILED tests/x.py`. A plural (`0 errors`) is a count, not an error.
 */
const ERROR_WORDS =
  /\b(?:error|err!|fatal|exception|traceback|panic|panicked|failed|failure)(?!\w)/i

/** Whether a line of output looks like an error (a runner's or a workflow command's marker too). */
export function looksLikeError(line: string): boolean {
  return (
    line.startsWith(RUNNER_ERROR_PREFIX) || line.startsWith('::error') || ERROR_WORDS.test(line)
  )
}

/**
 * The last ERROR_LINES_KEPT lines of `text` (already redacted) that look like errors, each cut
 * to ERROR_LINE_BYTES.
 */
export function errorLinesOf(text: string, redactor?: Redactor): string[] {
  const found: string[] = []
  for (const line of text.split('\n')) {
    const l = line.replace(/\r$/, '')
    if (!looksLikeError(l)) continue
    found.push(l)
    if (found.length > ERROR_LINES_KEPT) found.shift()
  }
  return found.map(l => cutLine(l, redactor))
}

function cutLine(line: string, redactor?: Redactor): string {
  return Buffer.byteLength(line) <= ERROR_LINE_BYTES
    ? line
    : headTail(line, ERROR_LINE_BYTES, redactor)
}

/**
 * One failed run's (or step's) quote: `title`, its error lines, then `...` and its last lines
 * not already quoted, within `maxBytes`, each as a person reads it (the runner's `##[error]`
 * as "Error: ", runner-markup.ts). `text` and `errors` are redacted already; what is cut is
 * redacted again at the cut.
 */
export function failureQuote(q: {
  title?: string
  errors: string[]
  text: string
  redactor: Redactor
  maxBytes?: number
}): string {
  const last = q.text
    .replace(/\n$/, '')
    .split('\n')
    .map(l => l.replace(/\r$/, ''))
    // Not twice: an error line is quoted among the errors (cut, when it is long).
    .filter(l => !q.errors.includes(l) && !q.errors.includes(cutLine(l, q.redactor)))
    // As a person reads them: the runner's markup read (a group's end shows nothing).
    .map(readableLine)
    .filter((l): l is string => l !== undefined)
    .slice(-ERROR_DETAILS_TAIL_LINES)
  const shown = last.some(l => l.trim()) ? last : []
  const errors = q.errors.map(e => readableLine(e)).filter((e): e is string => e !== undefined)
  if (!q.title && !errors.length && !shown.length) return ''
  const block = [
    ...(q.title ? [q.title] : []),
    ...errors,
    ...(shown.length ? ['...', ...shown] : [])
  ]
  return headTail(block.join('\n'), q.maxBytes ?? ERROR_DETAILS_MAX_BYTES, q.redactor)
}

/**
 * The quote of a command's output or a log file for error_details: its error-looking lines,
 * then its last lines (see failureQuote).
 */
export function outputQuote(text: string, redactor: Redactor, title?: string): string {
  return failureQuote({ title, errors: errorLinesOf(text, redactor), text, redactor })
}

/**
 * error_details with a failed run's quote (made by `quoteOf`) after it. A success's and a
 * cancel's stay as they are: a cancelled run's output does not say why it was cancelled.
 */
export function withQuote(
  details: string | null | undefined,
  status: string,
  quoteOf: () => string
): string | null | undefined {
  if (status !== 'failed') return details
  // Only a failure's output is searched: a success's may be megabytes.
  const quote = quoteOf()
  if (!quote) return details
  return details ? `${details}\n\n${quote}` : quote
}
