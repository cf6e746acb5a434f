/**
 * Every step's output in the end report, with nothing to change in the workflow: main finds
 * the runner's pages folder and tells the helper, which follows it while the job's steps run
 * and leaves what it captured in a file; post puts it into the end report. Where there are no
 * pages to read (a container job, a runner laid out otherwise), the report says why.
 */
import { readlinkSync, statSync } from 'node:fs'
import { Redactor } from '../logs/redact.js'
import { STEP_CAPTURE_BYTES } from '../steps/constants.js'
import { type PagesLocation, type ProcessFacts, locatePages } from '../steps/runner-root.js'
import { type ReportStep, failureQuotes, reportSteps, stepSections } from '../steps/step-report.js'
import type { JobInfo } from './jobs-api.js'
import { formatDuration } from './log-report.js'
import type { StepOutputConfig } from '../helper/config.js'
import { readSteps } from '../helper/steps-file.js'

/** The pages folder of the runner this process runs on. */
export function locateRunnerPages(): PagesLocation {
  return locatePages(runnerProcessFacts())
}

/** What this process tells of the runner it runs on (its Node, its parent). */
export function runnerProcessFacts(): ProcessFacts {
  return {
    execPath: process.execPath,
    argv0: process.argv0,
    platform: process.platform,
    ppid: process.ppid,
    isDirectory: path => {
      try {
        return statSync(path).isDirectory()
      } catch {
        return false
      }
    },
    readLink: path => {
      try {
        return readlinkSync(path)
      } catch {
        return undefined
      }
    }
  }
}

/** Main: the helper's part, or why there is none (nothing when the workflow turned it off). */
export function planStepOutput(
  enabled: boolean,
  file: string,
  locate: () => PagesLocation = locateRunnerPages
): { config?: StepOutputConfig; unavailable?: string } {
  if (!enabled) return {}
  const where = locate()
  if ('unavailable' in where) return { unavailable: where.unavailable }
  return { config: { pagesDir: where.pagesDir, file, maxBytes: STEP_CAPTURE_BYTES } }
}

export interface EndReportSteps {
  /** `logs` sections, one per step. */
  sections: string[]
  notes: string[]
  /** Failed steps' names (when the jobs API did not say). */
  failed: string[]
  /** For error_details: the failed steps' error and last lines. */
  quotes: string
  /** Every captured step's `##[error]` lines, redacted: the runner's own say why a step ended. */
  errorLines: string[]
}

/** Post: the steps the helper captured, for the end report within `budget` bytes of logs. */
export function endReportSteps(o: {
  file?: string
  unavailable?: string
  job?: JobInfo
  budget: number
  redactor: Redactor
}): EndReportSteps {
  const none = { sections: [], failed: [], quotes: '', errorLines: [] }
  if (o.unavailable)
    return { ...none, notes: [`step output unavailable on this runner (${o.unavailable})`] }
  if (!o.file) return { ...none, notes: [] }
  const report = readSteps(o.file)
  if (!report) {
    return {
      ...none,
      notes: ['step output unavailable on this runner (the heartbeat helper left no steps)']
    }
  }
  const notes: string[] = []
  if (report.missed) notes.push(`${report.missed} step page(s) were gone before they could be read`)
  if (report.skipped) notes.push(`${report.skipped} step(s) past the limit were not captured`)
  if (report.trouble) notes.push(`step output: ${report.trouble}`)
  if (!report.final)
    notes.push('step output: the helper did not stop cleanly; the last lines may be missing')
  const steps: ReportStep[] = reportSteps(report.steps, o.job?.steps)
  return {
    sections: stepSections(steps, o.budget, o.redactor, formatDuration),
    notes,
    failed: steps.filter(s => s.conclusion === 'failure').map(s => s.name),
    quotes: failureQuotes(steps, o.redactor),
    errorLines: steps.flatMap(s => s.output.errors.map(e => o.redactor.redact(e)))
  }
}

/**
 * The steps' share of `log-max-bytes`: most of it, less room for the header and step list, or
 * half when `log-paths` files come too.
 */
export function stepOutputBudget(s: { logMaxBytes: number; logPaths: string[] }): number {
  return Math.floor(s.logMaxBytes * (s.logPaths.length ? 0.5 : 0.85))
}

/** error_details, then each failed step's error and last lines. */
export function withFailureQuotes(
  details: string | null,
  status: string,
  steps: EndReportSteps
): string | null {
  if (details === null || status === 'success' || !steps.quotes) return details
  return `${details}\n\n${steps.quotes}`
}
