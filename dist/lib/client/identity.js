/**
 * Which service a call belongs to: the address of its endpoint family and a fingerprint of
 * the key. Queued records carry it, so that a queue shared by two organisations (one
 * self-hosted runner) replays each record only to the service, under the key, it was meant
 * for. The fingerprint identifies a key without revealing it: a truncated, domain-separated
 * SHA-256, never the key or a piece of it.
 */
import { createHash } from 'node:crypto';
export function familyOf(kind) {
    return kind === 'pipeline-notification' || kind === 'list-pipelines' ? 'pipelines' : 'runs';
}
/** Keeps fingerprints of job-monitor keys apart from any other SHA-256 of the same text. */
const FINGERPRINT_DOMAIN = 'job-monitor/queue-key-fingerprint/v1\0';
/** 16 bytes: collisions between two keys are out of reach; the key cannot be recovered. */
const FINGERPRINT_HEX_CHARS = 32;
export function keyFingerprint(apiKey) {
    return createHash('sha256')
        .update(FINGERPRINT_DOMAIN)
        .update(apiKey, 'utf8')
        .digest('hex')
        .slice(0, FINGERPRINT_HEX_CHARS);
}
/** The address as the client joins it with a path: trailing slashes do not make another service. */
export function normalAddress(url) {
    return url.replace(/\/+$/, '');
}
export function serviceIdentity(address, apiKey) {
    return { address: normalAddress(address), key: keyFingerprint(apiKey) };
}
export function sameService(a, b) {
    return a.address === b.address && a.key === b.key;
}
