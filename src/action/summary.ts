/**
 * The job summary post writes: whether reporting worked, what waits in the queue, what went
 * wrong. Every value is text, never markdown: a job name or an answer cannot add HTML, links,
 * rows or headings that hide or fake what the summary says.
 */
import { escapeControl } from '../util/inert-text.js'

export interface SummaryFacts {
  jobName: string
  runId?: string
  status: string
  heartbeatsSent: number
  heartbeatsFailed: number
  /** How the heartbeat helper ended (stopped on request, killed...). */
  helper?: string
  delivered: string[]
  queued: string[]
  trouble: string[]
  skipped?: string
  /** What the end report left out for want of a GitHub token or permission. */
  unread?: string[]
}

export function renderSummary(f: SummaryFacts): string {
  const rows: [string, string | Code][] = [
    ['Job', f.jobName],
    [
      'Run id',
      f.runId
        ? { code: f.runId }
        : f.queued.some(q => /^(start|end) report/.test(q))
          ? '(not known yet: its start report is queued)'
          : '(none: the service has no run for this job)'
    ],
    ['Status', f.status],
    [
      'Heartbeats',
      `${f.heartbeatsSent} sent${f.heartbeatsFailed ? `, ${f.heartbeatsFailed} failed` : ''}`
    ],
    ...(f.helper ? [['Heartbeat helper', f.helper] as [string, string]] : []),
    ['Delivered', f.delivered.join(', ') || 'nothing'],
    ['Queued for later', f.queued.join(', ') || 'nothing']
  ]
  const lines = [
    '## Job monitoring',
    '',
    '| | |',
    '|---|---|',
    ...rows.map(
      ([k, v]) => `| ${k} | ${typeof v === 'string' ? markdownText(v) : codeSpan(v.code)} |`
    )
  ]
  if (f.trouble.length)
    lines.push('', '**Trouble:**', '', ...f.trouble.map(t => `- ${markdownText(t)}`))
  if (f.unread?.length)
    lines.push('', '**Not read from GitHub:**', '', ...f.unread.map(u => `- ${markdownText(u)}`))
  if (f.queued.length) {
    lines.push(
      '',
      'Queued reports are sent by the next job on this runner that uses job-monitor, or by `job-monitor replay`.'
    )
  }
  return lines.join('\n') + '\n'
}

/** A value shown in code type. */
interface Code {
  code: string
}

/**
 * Literal text in markdown: control characters (newlines too) shown escaped, and the
 * characters that act as syntax in a line backslash-escaped (CommonMark allows it for any ASCII
 * punctuation): HTML and entities, emphasis, code, links and images, table cells, math; and at
 * the start, what would open a heading, a quote or a nested list. Parentheses, commas, colons
 * and dots elsewhere stay as they are, readable in the raw file.
 */
export function markdownText(s: string): string {
  return escapeControl(String(s))
    .replace(/[\\`*_~[\]<>&|#!$]/g, '\\$&')
    .replace(/^([ \t]*)([-+=>])/, '$1\\$2')
    .replace(/^([ \t]*\d+)([.)])/, '$1\\$2')
}

/** A code span that the value cannot close: its fence is longer than any backtick run in it. */
export function codeSpan(s: string): string {
  const text = escapeControl(String(s)).replace(/\|/g, '\\|')
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length))
  const fence = '`'.repeat(longest + 1)
  // One space on each side is stripped by CommonMark: it keeps a backtick off the fence.
  const pad = /^[` ]|[` ]$/.test(text) ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}
