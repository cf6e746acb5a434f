/**
 * Which service a call belongs to: the address of its endpoint family and a fingerprint of
 * the key. Queued records carry it, so that a queue shared by two organisations (one
 * self-hosted runner) replays each record only to the service, under the key, it was meant
 * for. The fingerprint identifies a key without revealing it: a truncated, domain-separated
 * SHA-256, never the key or a piece of it.
 */
import type { CallKind } from './call.js'

/** The two endpoint families: run reports and heartbeats under {base_url}, pipelines under {deployment_url}. */
export type EndpointFamily = 'runs' | 'pipelines'

export function familyOf(kind: CallKind | 'list-pipelines'): EndpointFamily {
  return kind === 'pipeline-notification' || kind === 'list-pipelines' ? 'pipelines' : 'runs'
}

export interface ServiceIdentity {
  /** The family's address without trailing slashes ({base_url} or {deployment_url}). */
  address: string
  /** keyFingerprint() of the API key. */
  key: string
}

/** Keeps fingerprints of job-monitor keys apart from any other SHA-256 of the same text. */
const FINGERPRINT_DOMAIN = 'job-monitor/queue-key-fingerprint/v1\0'
/** 16 bytes: collisions between two keys are out of reach; the key cannot be recovered. */
const FINGERPRINT_HEX_CHARS = 32

export function keyFingerprint(apiKey: string): string {
  // node:crypto loads only when a record is stamped: the long-lived heartbeat helper, which
  // builds a client but rarely queues, would otherwise hold it in memory all job long.
  return process
    .getBuiltinModule('node:crypto')
    .createHash('sha256')
    .update(FINGERPRINT_DOMAIN)
    .update(apiKey, 'utf8')
    .digest('hex')
    .slice(0, FINGERPRINT_HEX_CHARS)
}

/** The address as the client joins it with a path: trailing slashes do not make another service. */
export function normalAddress(url: string): string {
  return url.replace(/\/+$/, '')
}

export function serviceIdentity(address: string, apiKey: string): ServiceIdentity {
  return { address: normalAddress(address), key: keyFingerprint(apiKey) }
}

export function sameService(a: ServiceIdentity, b: ServiceIdentity): boolean {
  return a.address === b.address && a.key === b.key
}
