/**
 * The captured steps in the end report: each step's name, conclusion, duration and the head
 * and tail of its output in the `logs`, within a share of `log-max-bytes` (a failed step gets
 * a larger share); and for `error_details`, each failed step's `##[error]` lines and last lines.
 * Names and conclusions come from the jobs API when it answered, else from the pages.
 */
import { headTail } from '../logs/capture.js'
import type { Redactor } from '../logs/redact.js'
import { ERROR_DETAILS_MAX_BYTES, ERROR_DETAILS_TAIL_LINES } from './constants.js'
import type { StepOutput } from './step-capture.js'

/** What the jobs API says of a step (the fields used here). */
export interface ApiStep {
  name: string
  conclusion: string | null
  started_at?: string | null
  completed_at?: string | null
}

export interface ReportStep {
  name: string
  conclusion?: string
  durationMs?: number
  output: StepOutput
}

/** The API's times have whole seconds: a page's first line may fall just outside them. */
const SLACK_MS = 1500

function within(at: number, s: ApiStep): boolean {
  const from = s.started_at ? Date.parse(s.started_at) - SLACK_MS : -Infinity
  const to = s.completed_at ? Date.parse(s.completed_at) + SLACK_MS : Infinity
  return at >= from && at <= to
}

/** Each captured step with the API step it is (same name, else the one running at its start). */
export function reportSteps(outputs: StepOutput[], apiSteps: ApiStep[] = []): ReportStep[] {
  const used = new Set<ApiStep>()
  return outputs.map(o => {
    const at = o.startedAt ? Date.parse(o.startedAt) : NaN
    const free = apiSteps.filter(s => !used.has(s))
    const named = free.filter(s => s.name === o.name)
    const api =
      (named.length === 1 ? named[0] : undefined) ??
      named.find(s => within(at, s)) ??
      free.find(s => within(at, s) && s.name !== 'Set up job' && s.name !== 'Complete job')
    if (api) used.add(api)
    const failedByExit = o.exitCode !== undefined && o.exitCode !== 0
    const conclusion = api?.conclusion ?? (failedByExit ? 'failure' : undefined)
    const start = o.startedAt ? Date.parse(o.startedAt) : NaN
    const end = o.endedAt ? Date.parse(o.endedAt) : NaN
    return {
      name: api?.name ?? o.name ?? `step ${o.record.slice(0, 8)}`,
      ...(conclusion ? { conclusion } : {}),
      ...(Number.isFinite(end - start) ? { durationMs: end - start } : {}),
      output: o
    }
  })
}

/** Below this, a step's share shows only its tail. */
const MIN_SHARE = 256

/**
 * The `logs` sections of the steps within `budget` bytes: failed steps weigh three times the
 * others. Each text is redacted again (post knows the token too) before it is cut to its share.
 */
export function stepSections(
  steps: ReportStep[],
  budget: number,
  redactor: Redactor,
  formatDuration: (ms: number) => string
): string[] {
  const shown = steps.filter(s => s.output.bytes > 0)
  if (!shown.length) return []
  const weight = (s: ReportStep): number => (s.conclusion === 'failure' ? 3 : 1)
  const headers = shown.map(s => {
    const facts = [
      s.conclusion ?? (s.output.finished ? undefined : 'running'),
      s.durationMs !== undefined ? formatDuration(s.durationMs) : undefined,
      `${s.output.lines} lines`
    ].filter(Boolean)
    return `== step: ${s.name} (${facts.join(', ')}) ==`
  })
  const overhead = headers.reduce((n, h) => n + Buffer.byteLength(h) + 3, 0)
  const room = Math.max(0, budget - overhead)
  const total = shown.reduce((n, s) => n + weight(s), 0)
  const lines: string[] = []
  shown.forEach((s, i) => {
    const share = Math.max(MIN_SHARE, Math.floor((room * weight(s)) / total))
    const text = headTail(redactor.redactCut(s.output.text), share, redactor)
    lines.push('', headers[i], text.replace(/\n$/, ''))
  })
  return lines
}

/**
 * For error_details: each failed step's `##[error]` lines first, then its last lines, within
 * ERROR_DETAILS_MAX_BYTES in all.
 */
export function failureQuotes(steps: ReportStep[], redactor: Redactor): string {
  const failed = steps.filter(s => s.conclusion === 'failure')
  if (!failed.length) return ''
  const share = Math.floor(ERROR_DETAILS_MAX_BYTES / failed.length)
  const blocks = failed.map(s => {
    const text = redactor.redactCut(s.output.text).replace(/\n$/, '')
    const errors = s.output.errors.map(e => redactor.redact(e))
    const last = text
      .split('\n')
      .filter(l => !errors.includes(l))
      .slice(-ERROR_DETAILS_TAIL_LINES)
    const exit = s.output.exitCode !== undefined ? ` (exit code ${s.output.exitCode})` : ''
    const block = [`${s.name}${exit}:`, ...errors, ...(last.length ? ['...', ...last] : [])]
    return headTail(block.join('\n'), share, redactor)
  })
  return blocks.join('\n\n')
}
