/**
 * The heartbeat helper's report to the post step: a small JSON file under RUNNER_TEMP,
 * replaced atomically (write a temporary file, rename) so post never reads half of it.
 * A background process cannot set step state or outputs, so this file is the hand-over.
 */
import { writeFileAtomicSync } from '../util/atomic-writes.js'
import { readRegularFileSync } from '../util/regular-files.js'

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
  /** Its pid namespace (Linux): a container started afresh for a later stage has another. */
  pidNamespace?: string
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
  /**
   * Set when the helper ended the run itself (the job's deadline passed, or its job's process
   * is gone): no other end follows. `why`: the words of its end report.
   */
  endedRun?: { at: string; delivered: boolean; queued: boolean; why?: string }
  replayed?: { sent: number; failed: number; remaining: number }
}

/**
 * Whole or not at all, readable by this user only, a moment's busy file on Windows waited out:
 * the one atomic write of the queue's files.
 */
export function writeStatus(path: string, status: HelperStatus): void {
  writeFileAtomicSync(path, `${JSON.stringify(status)}\n`)
}

/** The helper writes a few hundred bytes; a larger file is not its status. */
const STATUS_MAX_BYTES = 64 * 1024

/**
 * The helper's status, or undefined when there is none that it wrote. Post reads it while it
 * stops the helper, within a bounded wait, and believes what it says (a stop time spares the
 * helper, its token proves an answer): so only a small regular file of this user counts, not a
 * link, not another user's (a state file's folder may be shared), and a FIFO in its place
 * never makes post wait (the type is checked on the open handle).
 */
export function readStatus(
  path: string,
  uid: number | undefined = process.getuid?.()
): HelperStatus | undefined {
  const file = readRegularFileSync(path, STATUS_MAX_BYTES)
  if (!file || (uid !== undefined && file.uid !== uid)) return undefined
  try {
    const status: unknown = JSON.parse(file.text)
    const isRecord = typeof status === 'object' && status !== null && !Array.isArray(status)
    return isRecord ? (status as HelperStatus) : undefined
  } catch {
    return undefined
  }
}
