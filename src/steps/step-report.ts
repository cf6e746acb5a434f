/**
 * The captured steps in the end report: each step's name, conclusion, duration and the head
 * and tail of its output in the `logs`, within a share of `log-max-bytes` (a failed step gets
 * a larger share); and for `error_details`, each failed step's `##[error]` lines and last lines.
 * Both as a person reads them on the job's page (logs/runner-markup.ts).
 * Names and conclusions come from the jobs API when it answered, else from the pages.
 */
import { headTail } from '../logs/capture.js'
import type { Redactor } from '../logs/redact.js'
import { ERROR_DETAILS_MAX_BYTES } from '../logs/constants.js'
import { failureQuote } from '../logs/failure-quote.js'
import { readableText } from '../logs/runner-markup.js'
import type { StepOutput } from './step-capture.js'

/** What the jobs API says of a step (the fields used here). */
export interface ApiStep {
  /** The step's place in the job, from 1. */
  number?: number
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

/** The runner's own records: only the page of that name is theirs. */
const RUNNER_STEPS = new Set(['Set up job', 'Complete job'])

/**
 * What speaks for the page `o` being the API step `s`, or undefined when it cannot be. Pairing
 * at all outweighs everything else, so the most pages get a step; among those pairings, the
 * page's own evidence decides: its header's name, then its exit code and `##[error]` lines
 * against the step's conclusion. The time window only breaks a tie: the API's whole seconds
 * and a step of a second or two put a page inside its neighbour's window too.
 */
function affinity(o: StepOutput, s: ApiStep): number | undefined {
  if (s.conclusion === 'skipped') return undefined // a skipped step has no page
  if ((RUNNER_STEPS.has(s.name) || RUNNER_STEPS.has(o.name ?? '')) && s.name !== o.name)
    return undefined
  let score = 1000
  if (s.name === o.name) score += 100
  const failedByExit = o.exitCode !== undefined && o.exitCode !== 0
  const failed = failedByExit || o.errors.length > 0
  if (s.conclusion === 'failure') score += failed ? 10 : -10
  else if (s.conclusion === 'success' && failedByExit) score -= 10 // continue-on-error only
  const at = o.startedAt ? Date.parse(o.startedAt) : NaN
  if (Number.isFinite(at) && within(at, s)) score += 1
  return score
}

/**
 * Each page (in the order its steps began) paired with at most one API step (in the API's
 * order), both orders kept: the pairing with the most evidence, found by one pass over the
 * table of pages by steps. A page the API does not list (yet) keeps no step.
 */
function alignSteps(outputs: StepOutput[], apiSteps: ApiStep[]): Array<ApiStep | undefined> {
  const n = outputs.length
  const m = apiSteps.length
  const width = m + 1
  // best[i][j]: the most evidence pairing the first i pages with the first j steps.
  const best = new Float64Array((n + 1) * width)
  const move = new Uint8Array((n + 1) * width) // 0: page unpaired, 1: step unpaired, 2: paired
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) continue
      let value = -Infinity
      let how = 0
      if (i > 0) {
        value = best[(i - 1) * width + j]
        how = 0
      }
      if (j > 0 && best[i * width + j - 1] > value) {
        value = best[i * width + j - 1]
        how = 1
      }
      if (i > 0 && j > 0) {
        const a = affinity(outputs[i - 1], apiSteps[j - 1])
        if (a !== undefined && best[(i - 1) * width + j - 1] + a > value) {
          value = best[(i - 1) * width + j - 1] + a
          how = 2
        }
      }
      best[i * width + j] = value
      move[i * width + j] = how
    }
  }
  const paired: Array<ApiStep | undefined> = new Array(n).fill(undefined)
  for (let i = n, j = m; i > 0 || j > 0;) {
    const how = move[i * width + j]
    if (how === 2) paired[i - 1] = apiSteps[j - 1]
    if (how !== 1) i--
    if (how !== 0) j--
  }
  return paired
}

/**
 * Each captured step with the API step it is. A page's own evidence decides (its order among
 * this job's pages, its header, its exit code and error lines); see alignSteps.
 */
export function reportSteps(outputs: StepOutput[], apiSteps: ApiStep[] = []): ReportStep[] {
  const ordered = [...apiSteps].sort((a, b) => (a.number ?? 0) - (b.number ?? 0))
  const paired = alignSteps(outputs, ordered)
  return outputs.map((o, i) => {
    const api = paired[i]
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
    // As a person reads it: the runner's markup read (runner-markup.ts), never longer.
    const text = headTail(redactor.redactCut(readableText(s.output.text)), share, redactor)
    lines.push('', headers[i], text.replace(/\n$/, ''))
  })
  return lines
}

/**
 * For error_details: each failed step's `##[error]` lines first, then its last lines, within
 * ERROR_DETAILS_MAX_BYTES in all (the rule of failure-quote.ts).
 */
export function failureQuotes(steps: ReportStep[], redactor: Redactor): string {
  const failed = steps.filter(s => s.conclusion === 'failure')
  if (!failed.length) return ''
  const share = Math.floor(ERROR_DETAILS_MAX_BYTES / failed.length)
  const blocks = failed.map(s => {
    const exit = s.output.exitCode !== undefined ? ` (exit code ${s.output.exitCode})` : ''
    return failureQuote({
      title: `${s.name}${exit}:`,
      errors: s.output.errors.map(e => redactor.redact(e)),
      text: redactor.redactCut(s.output.text),
      redactor,
      maxBytes: share
    })
  })
  return blocks.join('\n\n')
}
