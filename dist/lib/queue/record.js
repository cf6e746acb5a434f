import { HOST_TAG, randomHex } from './files.js';
/**
 * 2 added `service`. Records of version 1 carry no service: nobody can prove they are theirs,
 * so they are never sent (see replay).
 */
export const RECORD_VERSION = 2;
export const LEGACY_RECORD_VERSION = 1;
let sequence = 0;
/**
 * A new record id: the time (zero-padded, so ids sort as text), a per-process sequence for
 * calls queued in the same millisecond, then pid and random digits so that processes never
 * collide.
 */
export function newRecordId(now) {
    sequence = (sequence + 1) % 36 ** 6;
    const time = Math.max(0, Math.floor(now)).toString().padStart(15, '0');
    return `${time}-${sequence.toString(36).padStart(6, '0')}-${process.pid}-${randomHex()}`;
}
const ID = String.raw `\d{15}-[0-9a-z]{6}-\d+-[0-9a-f]{8}`;
const RECORD_FILE = new RegExp(`^(${ID})\\.json$`);
const CLAIM_FILE = new RegExp(`^(${ID})\\.claim-([0-9a-f]{8})-(\\d+)-(\\d+)-[0-9a-f]+$`);
export function recordFileName(id) {
    return `${id}.json`;
}
/**
 * The name a record takes while one replayer sends it. Renaming into it is the claim: only
 * one rename of the same file succeeds. The name says who claimed it and when, so a claim
 * left by a crashed process can be recognised and taken over.
 */
export function claimFileName(id, owner) {
    return `${id}.claim-${owner.hostTag}-${owner.pid}-${Math.floor(owner.claimedAt)}-${randomHex()}`;
}
export function ownClaim(now) {
    return { hostTag: HOST_TAG, pid: process.pid, claimedAt: now };
}
export function parseEntryName(name) {
    const record = RECORD_FILE.exec(name);
    if (record)
        return { kind: 'record', id: record[1], name };
    const claim = CLAIM_FILE.exec(name);
    if (claim) {
        return {
            kind: 'claim',
            id: claim[1],
            name,
            owner: { hostTag: claim[2], pid: Number(claim[3]), claimedAt: Number(claim[4]) }
        };
    }
    return undefined;
}
const KINDS = new Set(['start', 'end', 'heartbeat', 'pipeline-notification']);
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The record in `text`, or undefined when it is truncated, garbage or not for `id`. */
export function parseRecord(text, id) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!isObject(value) || value.id !== id)
        return undefined;
    if (value.version !== RECORD_VERSION && value.version !== LEGACY_RECORD_VERSION)
        return undefined;
    const { service } = value;
    if (service !== undefined &&
        (!isObject(service) || typeof service.address !== 'string' || typeof service.key !== 'string')) {
        return undefined;
    }
    const { call, retry } = value;
    if (!isObject(call) || !KINDS.has(call.kind) || !isObject(call.body))
        return undefined;
    if (call.kind === 'pipeline-notification' && typeof call.pipelineId !== 'string')
        return undefined;
    if (!isObject(retry) || typeof retry.attempts !== 'number')
        return undefined;
    if (retry.notBefore !== undefined && typeof retry.notBefore !== 'number')
        return undefined;
    if (typeof value.firstFailureAt !== 'number' || typeof value.totalAttempts !== 'number') {
        return undefined;
    }
    if (value.runKey !== undefined && typeof value.runKey !== 'string')
        return undefined;
    if (value.lastError !== undefined && typeof value.lastError !== 'string')
        return undefined;
    return value;
}
export function serializeRecord(record) {
    return `${JSON.stringify(record)}\n`;
}
/** Short description of a record for log lines (never its body: it may hold logs). */
export function describeRecord(r) {
    const call = r.call;
    const what = call.kind === 'pipeline-notification'
        ? `pipeline notification (${call.pipelineId})`
        : `${call.kind === 'start' ? 'start report' : call.kind === 'end' ? 'end report' : 'heartbeat'} of "${call.body.job_name}"`;
    return `queued ${what} [${r.id}]`;
}
