/**
 * The `logs` text of the end report: a header, the step timeline, each step's output, the head
 * and tail of each `log-paths` file and the output of `job-monitor exec` runs in the job. Redacted, then cut
 * to `log-max-bytes` keeping head and tail, so the error at the end is never lost. The files and
 * captures come already cut: the pieces of a secret those cuts left at their markers are hidden
 * before the pieces are joined.
 */
import { headTail } from '../logs/capture.js'
import { readableText } from '../logs/runner-markup.js'
import type { ExecCapture } from '../logs/exec-captures.js'
import type { Redactor } from '../logs/redact.js'
import type { JobInfo } from './jobs-api.js'
import type { LogFile } from './log-files.js'

export interface LogReportInput {
  jobName: string
  status: string
  runner?: string
  runUrl?: string
  job?: JobInfo
  files: LogFile[]
  captures: ExecCapture[]
  maxBytes: number
  redactor: Redactor
  notes?: string[]
  /** Each step's output, formatted and already within its share (see steps/step-report). */
  stepSections?: string[]
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '-'
  const s = Math.round(ms / 1000)
  if (s < 60) return `${s}s`
  const m = Math.floor(s / 60)
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`
}

export function stepTimeline(job: JobInfo): string[] {
  return job.steps.map(s => {
    const took =
      s.started_at && s.completed_at
        ? formatDuration(Date.parse(s.completed_at) - Date.parse(s.started_at))
        : '-'
    const outcome = s.conclusion ?? s.status
    const mark =
      outcome === 'success'
        ? 'ok '
        : outcome === 'failure'
          ? 'ERR'
          : outcome === 'skipped'
            ? '-- '
            : '.. '
    return `${mark} ${String(s.number).padStart(2)} ${s.name}  [${outcome}, ${took}]`
  })
}

export function assembleLogReport(i: LogReportInput): string {
  const lines: string[] = []
  lines.push(`job: ${i.jobName}`, `status: ${i.status}`)
  if (i.runner) lines.push(`runner: ${i.runner}`)
  const url = i.job?.html_url || i.runUrl
  if (url) lines.push(`url: ${url}`)
  for (const n of i.notes ?? []) lines.push(`note: ${n}`)
  if (i.job?.steps.length) lines.push('', '== steps ==', ...stepTimeline(i.job))
  lines.push(...(i.stepSections ?? []))
  for (const c of i.captures) {
    const end = c.signal ? `signal ${c.signal}` : `exit ${c.exitCode}`
    lines.push(
      '',
      `== job-monitor exec: ${c.command} (${end}, ${formatDuration(c.durationMs)}) ==`,
      // Its output went through the runner, which read its workflow commands (`::error::`):
      // quoted as the job's page shows them (logs/runner-markup.ts).
      i.redactor.redactCut(readableText(c.output)).replace(/\n$/, '')
    )
  }
  for (const f of i.files) {
    lines.push(
      '',
      `== ${f.path} (${f.totalBytes} bytes) ==`,
      f.error ? `(unreadable: ${f.error})` : i.redactor.redactCut(f.text).replace(/\n$/, '')
    )
  }
  // The capture redacts the whole report before it cuts it.
  return headTail(lines.join('\n') + '\n', i.maxBytes, i.redactor)
}

/** error_details: which steps failed, or at least how the job ended. */
export function errorDetails(status: string, jobStatus: string, failed: string[]): string | null {
  if (status === 'success') return null
  if (status === 'cancelled') {
    return failed.length
      ? `The job was cancelled; failed steps: ${failed.join(', ')}`
      : 'The job was cancelled'
  }
  return failed.length
    ? `Failed steps: ${failed.join(', ')}`
    : `The job ended with status '${jobStatus}'`
}
