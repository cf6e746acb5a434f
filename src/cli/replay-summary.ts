/**
 * What `job-monitor replay` says when it is done: what each number of its summary means, and
 * what happens next to what is still queued, in lines a person reads once and understands.
 */
import type { ReplaySummary } from '../queue/replay.js'

export const CRON_LINE = '*/10 * * * * job-monitor replay --quiet'

/**
 * The summary line (`replay: 1 sent, 2 still queued, 0 dropped`) and, when anything is left,
 * one line for each reason a record is still queued, then when and by whom it is tried next.
 */
export function replayLines(summary: ReplaySummary, queueDir: string): string[] {
  if (!summary.counted) {
    return [
      `replay: ${summary.sent} sent, an unknown number still queued (the queue could not be read), ${summary.dropped} dropped`
    ]
  }
  const lines = [
    `replay: ${summary.sent} sent, ${summary.remaining} still queued, ${summary.dropped} dropped`
  ]
  if (summary.sent > 0 && summary.remaining === 0 && summary.dropped === 0) return lines
  if (summary.sent > 0) lines.push(`  ${summary.sent} sent: delivered, and removed from the queue`)
  if (summary.dropped > 0)
    lines.push(
      `  ${summary.dropped} dropped: refused by the service for good, or past its use (each is named above); never tried again`
    )
  if (summary.remaining === 0) return lines
  lines.push(...stillQueued(summary))
  const first = summary.keyRejected ? 'once the key is right (JOB_MONITOR_API_KEY), ' : ''
  lines.push(
    `  next: they stay in ${queueDir}; nothing sends them by itself: ${first}the next \`job-monitor replay\` tries again${dueFrom(summary.nextTryAt)} (from cron: \`${CRON_LINE}\`)`
  )
  return lines
}

/** Why the records left are still queued, one line per reason; every one of them is counted. */
function stillQueued(s: ReplaySummary): string[] {
  const lines: string[] = []
  const failed = Math.min(s.failed, s.remaining)
  if (failed > 0)
    lines.push(
      `  ${failed} tried and not delivered (why is said above): kept, with its place in its retry sequence`
    )
  if (s.held > 0)
    lines.push(
      `  ${s.held} held back for the key's hourly limit (the service answered 429, or this machine's jobs have used the key's hour): not tried, so no request is spent on it`
    )
  if (s.notDue > 0)
    lines.push(
      `  ${s.notDue} not due yet: its next try waits for the retry rule's backoff (or the service's Retry-After), past this replay's --wait`
    )
  const awaiting = Math.min(s.awaitingStart, s.remaining - failed - s.held - s.notDue)
  if (awaiting > 0)
    lines.push(
      `  ${awaiting} end report(s) waiting for their run's start report: sent once it is, with the run id it brings`
    )
  const untried = s.remaining - failed - s.held - s.notDue - awaiting
  if (untried > 0) lines.push(`  ${untried} not tried: ${untriedWhy(s)}`)
  return lines
}

function untriedWhy(s: ReplaySummary): string {
  if (s.keyRejected)
    return 'the service refused the key, and the others of its kind would meet the same'
  if (s.failed > 0)
    return "after a failure the others of its kind wait, rather than spend the key's hourly requests on a service that is not answering"
  return "this replay's --wait ran out before them"
}

function dueFrom(at: number | undefined): string {
  if (at === undefined) return ''
  return `, and the first of them may go at ${new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z')}`
}
