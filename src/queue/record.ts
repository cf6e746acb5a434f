/**
 * One queued call as it is stored: its shape, its id and file names, and the check that
 * a file read back really is a record (anything else is ignored, never fatal).
 */
import type { RetryState, ServiceCall } from '../client/call.js'
import type { ServiceIdentity } from '../client/identity.js'
import { MAX_NESTING, nestsDeeperThan } from '../client/nesting.js'
import { randomHex } from '../util/random-hex.js'
import { HOST_TAG } from '../util/owner.js'

/** The format of the records this version writes and reads; any other is ignored. */
export const RECORD_VERSION = 2

export interface QueueRecord {
  version: typeof RECORD_VERSION
  /** Sortable by time: queue order is id order. */
  id: string
  /** The request as data; it carries no key (the key is read from configuration at replay). */
  call: ServiceCall
  /**
   * The service the call was meant for (its family's address, the key's fingerprint): replay
   * sends it only with a client for that same service. Absent only when the queueing client
   * could not say (a test double).
   */
  service?: ServiceIdentity
  /** Local key linking the start and end report of one run while the run id is not known. */
  runKey?: string
  /** When the call first failed (ms since the epoch). */
  firstFailureAt: number
  /** Attempts made over all sequences so far. */
  totalAttempts: number
  /** State of the current retry sequence; replay continues it. */
  retry: RetryState
  lastError?: string
}

let sequence = 0

/**
 * A new record id: the time (zero-padded, so ids sort as text), a per-process sequence for
 * calls queued in the same millisecond, then pid and random digits so that processes never
 * collide.
 */
export function newRecordId(now: number): string {
  sequence = (sequence + 1) % 36 ** 6
  const time = Math.max(0, Math.floor(now)).toString().padStart(15, '0')
  return `${time}-${sequence.toString(36).padStart(6, '0')}-${process.pid}-${randomHex()}`
}

const ID = String.raw`\d{15}-[0-9a-z]{6}-\d+-[0-9a-f]{8}`
const RECORD_FILE = new RegExp(`^(${ID})\\.json$`)
const LOCK_FILE = new RegExp(`^(${ID})\\.lock-(\\d{1,9})$`)

export function recordFileName(id: string): string {
  return `${id}.json`
}

/** Who holds a claim on a record, and since when. */
export interface ClaimOwner {
  hostTag: string
  pid: number
  claimedAt: number
}

/**
 * The lock that claims a record for one replayer: `<id>.lock-<generation>`, created with an
 * exclusive create, so of replayers racing for one record exactly one creates it. Generation
 * 0 claims a free record; generation n + 1 takes over a stale lock n. The name is fixed by
 * the record and the generation (the owner is in the content): that is what makes two
 * claimers collide.
 */
export function lockFileName(id: string, generation: number): string {
  return `${id}.lock-${generation}`
}

/** What a lock file holds: its owner, and a token that tells this claim from a later one. */
export interface LockContent extends ClaimOwner {
  token: string
}

export function newLock(now: number): LockContent {
  return { hostTag: HOST_TAG, pid: process.pid, claimedAt: now, token: randomHex(8) }
}

export function serializeLock(lock: LockContent): string {
  return `${JSON.stringify(lock)}\n`
}

/** The lock's content, or undefined while it is being written (or is not ours). */
export function parseLock(text: string): LockContent | undefined {
  try {
    const v = JSON.parse(text) as Partial<LockContent> | null
    if (
      typeof v?.hostTag === 'string' &&
      Number.isInteger(v.pid) &&
      typeof v.claimedAt === 'number' &&
      typeof v.token === 'string'
    ) {
      return v as LockContent
    }
  } catch {
    // being written, or garbage
  }
  return undefined
}

/** What a directory entry is: a record, a lock on one, or something else (undefined). */
export type Entry =
  | { kind: 'record'; id: string; name: string }
  | { kind: 'lock'; id: string; name: string; generation: number }

export function parseEntryName(name: string): Entry | undefined {
  const record = RECORD_FILE.exec(name)
  if (record) return { kind: 'record', id: record[1], name }
  const lock = LOCK_FILE.exec(name)
  if (lock) return { kind: 'lock', id: lock[1], name, generation: Number(lock[2]) }
  return undefined
}

/** The record, its call, the call's body, then the body's metadata, at most MAX_NESTING deep. */
const RECORD_NESTING = 3 + MAX_NESTING

const KINDS = new Set(['start', 'end', 'heartbeat', 'pipeline-notification'])

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** The record in `text`, or undefined when it is truncated, garbage or not for `id`. */
export function parseRecord(text: string, id: string): QueueRecord | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  // A record holds its call's body two levels down, and the body its metadata: anything
  // deeper than metadata may nest was not written by us, and would overflow JSON.stringify.
  if (!isObject(value) || value.id !== id || nestsDeeperThan(value, RECORD_NESTING))
    return undefined
  if (value.version !== RECORD_VERSION) return undefined
  const { service } = value
  if (
    service !== undefined &&
    (!isObject(service) || typeof service.address !== 'string' || typeof service.key !== 'string')
  ) {
    return undefined
  }
  const { call, retry } = value
  if (!isObject(call) || !KINDS.has(call.kind as string) || !isObject(call.body)) return undefined
  if (call.kind === 'pipeline-notification' && typeof call.pipelineId !== 'string') return undefined
  if (!isObject(retry) || typeof retry.attempts !== 'number') return undefined
  if (retry.notBefore !== undefined && typeof retry.notBefore !== 'number') return undefined
  if (typeof value.firstFailureAt !== 'number' || typeof value.totalAttempts !== 'number') {
    return undefined
  }
  if (value.runKey !== undefined && typeof value.runKey !== 'string') return undefined
  if (value.lastError !== undefined && typeof value.lastError !== 'string') return undefined
  return value as unknown as QueueRecord
}

export function serializeRecord(record: QueueRecord): string {
  return `${JSON.stringify(record)}\n`
}

/**
 * Short description of a record for log lines (never its body: it may hold logs), told apart
 * from another of the same job by when it was queued, not by its file's id, which means
 * nothing to a reader.
 */
export function describeRecord(r: QueueRecord): string {
  const call = r.call
  const what =
    call.kind === 'pipeline-notification'
      ? `pipeline notification (${call.pipelineId})`
      : `${call.kind === 'start' ? 'start report' : call.kind === 'end' ? 'end report' : 'heartbeat'} of "${call.body.job_name}"`
  return `queued ${what} (queued ${new Date(r.firstFailureAt).toISOString()})`
}
