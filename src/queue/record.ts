/**
 * One queued call as it is stored: its shape, its id and file names, and the check that
 * a file read back really is a record (anything else is ignored, never fatal).
 */
import type { RetryState, ServiceCall } from '../client/call.js'
import type { ServiceIdentity } from '../client/identity.js'
import { MAX_NESTING, nestsDeeperThan } from '../client/nesting.js'
import { HOST_TAG, randomHex } from './files.js'

/**
 * 2 added `service`. Records of version 1 carry no service: nobody can prove they are theirs,
 * so they are never sent (see replay).
 */
export const RECORD_VERSION = 2
export const LEGACY_RECORD_VERSION = 1

export interface QueueRecord {
  version: typeof RECORD_VERSION | typeof LEGACY_RECORD_VERSION
  /** Sortable by time: queue order is id order. */
  id: string
  /** The request as data; it carries no key (the key is read from configuration at replay). */
  call: ServiceCall
  /**
   * The service the call was meant for (its family's address, the key's fingerprint): replay
   * sends it only with a client for that same service. Absent only when the queueing client
   * could not say (a test double), and in version 1 records.
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
const CLAIM_FILE = new RegExp(`^(${ID})\\.claim-([0-9a-f]{8})-(\\d+)-(\\d+)-[0-9a-f]+$`)

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
 * The name a record takes while one replayer sends it. Renaming into it is the claim: only
 * one rename of the same file succeeds. The name says who claimed it and when, so a claim
 * left by a crashed process can be recognised and taken over.
 */
export function claimFileName(id: string, owner: ClaimOwner): string {
  return `${id}.claim-${owner.hostTag}-${owner.pid}-${Math.floor(owner.claimedAt)}-${randomHex()}`
}

export function ownClaim(now: number): ClaimOwner {
  return { hostTag: HOST_TAG, pid: process.pid, claimedAt: now }
}

/** What a directory entry is: a free record, a claimed one, or something else (undefined). */
export type Entry =
  | { kind: 'record'; id: string; name: string }
  | { kind: 'claim'; id: string; name: string; owner: ClaimOwner }

export function parseEntryName(name: string): Entry | undefined {
  const record = RECORD_FILE.exec(name)
  if (record) return { kind: 'record', id: record[1], name }
  const claim = CLAIM_FILE.exec(name)
  if (claim) {
    return {
      kind: 'claim',
      id: claim[1],
      name,
      owner: { hostTag: claim[2], pid: Number(claim[3]), claimedAt: Number(claim[4]) }
    }
  }
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
  if (value.version !== RECORD_VERSION && value.version !== LEGACY_RECORD_VERSION) return undefined
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

/** Short description of a record for log lines (never its body: it may hold logs). */
export function describeRecord(r: QueueRecord): string {
  const call = r.call
  const what =
    call.kind === 'pipeline-notification'
      ? `pipeline notification (${call.pipelineId})`
      : `${call.kind === 'start' ? 'start report' : call.kind === 'end' ? 'end report' : 'heartbeat'} of "${call.body.job_name}"`
  return `queued ${what} [${r.id}]`
}
