/**
 * What a job's log adds to its FinishedJob, the same for every CI: the run's records found in the
 * parts read (record-line.ts), the log's error lines, and the log as it is sent (log-parts.ts,
 * redacted and bounded), each CI saying how its lines read to a person.
 */
import type { Redactor } from '../logs/redact.js'
import type { LogAnswer } from './bounded-read.js'
import type { FinishedJob } from './finished-job.js'
import { logParts, renderLog } from './log-parts.js'
import { type RecordSeal, readRecords } from './record-line.js'

/** How a CI's log reads: a raw part as a person reads it, and the lines that say it failed. */
export interface LogReading {
  shown: (raw: string) => string
  errorLines: (raw: string) => string[]
}

/** Longest line of the CI's words or of an error line quoted. */
const QUOTED_CHARS = 600

/** One line of the CI's words, as quoted: one line, bounded, redacted. */
export function quoted(text: string, redactor: Redactor): string {
  const line = redactor.redact(text).replace(/\s+/g, ' ').trim()
  return line.length <= QUOTED_CHARS ? line : `${line.slice(0, QUOTED_CHARS - 3)}...`
}

export type LogFacts = Pick<FinishedJob, 'records' | 'log' | 'logText' | 'noLog' | 'errorLines'> & {
  /** The parts read as whole lines, raw: the CI's reader looks for its end step there. */
  parts: string[]
}

export function logFactsOf(o: {
  log: LogAnswer
  seal: RecordSeal
  logBytes: number
  redactor: Redactor
  reading: LogReading
}): LogFacts {
  if (!('log' in o.log)) return { noLog: o.log.noLog, errorLines: [], parts: [] }
  const read = o.log.log
  const parts = logParts(read)
  const found = parts.map(p => readRecords(p, o.seal))
  return {
    records: {
      records: found.flatMap(f => f.records),
      unverified: found.reduce((n, f) => n + f.unverified, 0)
    },
    log: read,
    logText: renderLog(read, o.logBytes, o.redactor, o.reading.shown),
    errorLines: parts.flatMap(o.reading.errorLines).map(l => quoted(l, o.redactor)),
    parts
  }
}

/* eslint-disable no-control-regex -- a terminal's escape and control characters, matched to be hidden */
/** ANSI control sequences (CSI: colours, erase-line), as a terminal hides them. */
const CSI = /\x1b\[[0-9;?]*[ -/]*[@-~]/g
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g
/* eslint-enable no-control-regex */

/**
 * A terminal's line: escape sequences hidden, and what a carriage return wrote over (a progress
 * bar) replaced by what came after it.
 */
export function terminalLine(line: string): string {
  const plain = line.replace(/\r$/, '').replace(CSI, '')
  const cr = plain.lastIndexOf('\r')
  return (cr >= 0 ? plain.slice(cr + 1) : plain).replace(CONTROL, '')
}
