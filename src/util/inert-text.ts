/**
 * Text we did not write (a service's answer, an error body) made inert: the characters a
 * terminal or the runner would act on are shown instead of obeyed. Hiding the secrets it may
 * echo is redaction's job (safeForLog in logs/safe-for-log.ts does both).
 */

/**
 * C0 controls but tab, DEL, C1 controls, the line and paragraph separators and the bidi
 * overrides and isolates (which reorder what a reader sees).
 */
// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
const CONTROL_KEEPING_NEWLINES =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/* eslint-enable no-control-regex */

function visible(c: string): string {
  const code = c.charCodeAt(0)
  if (c === '\n') return '\\n'
  if (c === '\r') return '\\r'
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`
}

/**
 * Would the Actions runner read this line as a workflow command? It takes `::name::` after
 * leading white space, and the older `##[name]` anywhere in a line; it splits lines at \r and \n.
 */
export function commandLike(line: string): boolean {
  return /^[\s\u0085\u200b\ufeff]*::/.test(line) || line.includes('##[')
}

/** Shows control characters as `\x1b`, `\n`, `\u202e`...; tabs stay, newlines if asked. */
export function escapeControl(text: string, options: { keepNewlines?: boolean } = {}): string {
  return text.replace(options.keepNewlines ? CONTROL_KEEPING_NEWLINES : CONTROL, visible)
}

/**
 * One line of text we did not write, inert: control characters shown escaped, `::` at its
 * start and `##[` anywhere (which the Actions runner reads as workflow commands) broken up,
 * cut to `maxChars`. Secrets are the caller's business (logs/safe-for-log.ts hides them first).
 */
export function inertLine(text: string, maxChars = Infinity): string {
  const line = escapeControl(text)
    .replace(/^(\s*)::/, '$1\\x3a:')
    .replace(/##\[/g, '#\\x23[')
  if (line.length <= maxChars) return line
  const kept = Array.from(line.slice(0, Math.max(0, maxChars - 1)))
  // slice() may have split a surrogate pair: drop its lone half.
  if (/[\ud800-\udbff]$/.test(kept[kept.length - 1] ?? '')) kept.pop()
  return kept.join('') + '…'
}
