export function familyOf(kind) {
    return kind === 'pipeline-notification' || kind === 'list-pipelines' ? 'pipelines' : 'runs';
}
/** Keeps fingerprints of job-monitor keys apart from any other SHA-256 of the same text. */
const FINGERPRINT_DOMAIN = 'job-monitor/queue-key-fingerprint/v1\0';
/** 16 bytes: collisions between two keys are out of reach; the key cannot be recovered. */
const FINGERPRINT_HEX_CHARS = 32;
export function keyFingerprint(apiKey) {
    // node:crypto loads only when a record is stamped: the long-lived heartbeat helper, which
    // builds a client but rarely queues, would otherwise hold it in memory all job long.
    return process
        .getBuiltinModule('node:crypto')
        .createHash('sha256')
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
