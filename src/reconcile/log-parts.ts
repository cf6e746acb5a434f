/**
 * A job's log as read (its head and tail, finished-job.ts `ReadLog`), in whole lines, and as it
 * is sent: the same for every CI, each CI saying how a line of its log reads to a person.
 */
import { HeadTailCapture } from '../logs/capture.js'
import type { Redactor } from '../logs/redact.js'
import type { ReadLog } from './finished-job.js'

/**
 * A head ends within a line and a tail begins within one: the partial lines are dropped, so no
 * piece of a line is shown as if it were whole.
 */
export function wholeLines(log: ReadLog): { head: string; tail: string } | { whole: string } {
  if (log.notRead === 0) return { whole: log.head === log.tail ? log.head : log.head + log.tail }
  const headEnd = log.head.lastIndexOf('\n')
  const tailStart = log.tail.indexOf('\n')
  return {
    head: headEnd >= 0 ? log.head.slice(0, headEnd) : '',
    tail: tailStart >= 0 ? log.tail.slice(tailStart + 1) : ''
  }
}

/** The parts of the log read, as whole lines: the whole text, or its head and its tail. */
export function logParts(log: ReadLog): string[] {
  const parts = wholeLines(log)
  return 'whole' in parts ? [parts.whole] : [parts.head, parts.tail]
}

/**
 * The log as it is sent: its head and tail as a person reads them, redacted before it is cut,
 * within `maxBytes`; the bytes not read are said where they were.
 */
export function renderLog(
  log: ReadLog,
  maxBytes: number,
  redactor: Redactor,
  /** The CI's log as a person reads it. */
  shown: (raw: string) => string
): string {
  const capture = new HeadTailCapture(Math.max(0, maxBytes))
  const parts = wholeLines(log)
  if ('whole' in parts) {
    capture.write(shown(parts.whole))
    return capture.text(redactor)
  }
  // Whole lines on both sides of the gap: the text reads as one, redacted as one.
  capture.write(
    `${shown(parts.head)}\n[... ${log.notRead} bytes of the log not read ...]\n${shown(parts.tail)}`
  )
  return capture.text(redactor)
}
