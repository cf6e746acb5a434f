/**
 * The heartbeat helper's report to the post step: a small JSON file under RUNNER_TEMP,
 * replaced atomically (write a temporary file, rename) so post never reads half of it.
 * A background process cannot set step state or outputs, so this file is the hand-over.
 */
import { readFileSync } from 'node:fs'
import { writeFileAtomicSync } from '../queue/files.js'

export interface HelperStatus {
  pid: number
  /**
   * A random word the helper also gives in its answer to a stop request: the answer then
   * proves the process behind the channel is this helper. Worth nothing once it has stopped.
   */
  token?: string
  /** How it can be asked to stop: its control channel, or (where none opened) a stop file. */
  control?: 'channel' | 'stop-file'
  /** Its start time in /proc (Linux): a pid given since to another program has another. */
  procStart?: string
  startedAt: string
  updatedAt: string
  beatsSent: number
  beatsFailed: number
  lastError?: string
  /** Run id learnt by carrying on a start report that main had to queue. */
  runId?: string
  startError?: string
  /** Set once the helper has stopped: no heartbeat follows. `request`: post asked it to. */
  stoppedBy?: string
  stoppedAt?: string
  replayed?: { sent: number; failed: number; remaining: number }
}

export function writeStatus(path: string, status: HelperStatus): void {
  writeFileAtomic(path, `${JSON.stringify(status)}\n`)
}

/**
 * Writes a file the post step reads: whole or not at all, readable by this user only, a
 * moment's busy file on Windows waited out (the one atomic write of the queue's files).
 */
export function writeFileAtomic(path: string, text: string): void {
  writeFileAtomicSync(path, text)
}

export function readStatus(path: string): HelperStatus | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as HelperStatus
  } catch {
    return undefined
  }
}
