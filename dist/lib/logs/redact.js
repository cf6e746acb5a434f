/**
 * Redaction of what we send as logs. Registered secrets (the API key, the GitHub token) go
 * first, longest first so overlapping secrets vanish whole; then common token shapes, since
 * a job's output can print credentials we were never told about.
 */
export const MASK = '***';
/** Secrets shorter than this would shred ordinary text; they are not registered. */
const MIN_SECRET_LENGTH = 4;
/** Shapes of credentials that are worth hiding wherever they show. */
const TOKEN_SHAPES = [
    // Private key blocks, whole.
    [/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----/g, MASK],
    // GitHub tokens.
    [/\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})\b/g, MASK],
    // Slack tokens.
    [/\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g, MASK],
    // AWS access key ids.
    [/\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, MASK],
    // JWTs: three base64url segments, the first a JSON header.
    [/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g, MASK],
    // Authorization header values (Bearer, Basic, or a bare key).
    [/(\bAuthorization\s*[:=]\s*)(?:(?:Bearer|Basic|token)\s+)?[^\s"',;]+/gi, `$1${MASK}`],
    // Credentials in URLs.
    [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+@/gi, `$1${MASK}@`],
    // password=..., token: ..., api_key="..."
    [
        /(\b(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|client[_-]?secret)\b["']?\s*[:=]\s*["']?)[^\s"',;&]{3,}/gi,
        `$1${MASK}`
    ]
];
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
export class Redactor {
    secrets = new Set();
    pattern;
    constructor(secrets = []) {
        for (const s of secrets)
            this.add(s);
    }
    add(secret) {
        if (typeof secret !== 'string')
            return;
        const trimmed = secret.trim();
        if (trimmed.length < MIN_SECRET_LENGTH)
            return;
        for (const form of [
            trimmed,
            encodeURIComponent(trimmed),
            Buffer.from(trimmed).toString('base64')
        ]) {
            if (form.length >= MIN_SECRET_LENGTH)
                this.secrets.add(form);
        }
        this.pattern = undefined;
    }
    redact(text) {
        if (!text)
            return text;
        let out = text;
        if (this.secrets.size > 0) {
            this.pattern ??= new RegExp([...this.secrets]
                .sort((a, b) => b.length - a.length)
                .map(escapeRegExp)
                .join('|'), 'g');
            out = out.replace(this.pattern, MASK);
        }
        for (const [shape, replacement] of TOKEN_SHAPES)
            out = out.replace(shape, replacement);
        return out;
    }
    /**
     * Redacts a text that was cut (head + marker + tail): a secret split by the cut leaves a
     * fragment at the cut's edges, which is removed when it is long enough to matter.
     */
    redactCut(text, marker = /\n\[\.\.\. \d+ bytes cut \.\.\.\]\n/) {
        const match = marker.exec(text);
        if (!match)
            return this.redact(text);
        const head = this.redact(text.slice(0, match.index));
        const tail = this.redact(text.slice(match.index + match[0].length));
        return this.dropFragments(head, 'end') + match[0] + this.dropFragments(tail, 'start');
    }
    /** Removes a trailing (or leading) piece that is a prefix (or suffix) of a secret. */
    dropFragments(text, side) {
        let out = text;
        for (const secret of this.secrets) {
            for (let n = Math.min(secret.length - 1, out.length); n >= MIN_SECRET_LENGTH; n--) {
                if (side === 'end' && out.endsWith(secret.slice(0, n))) {
                    out = out.slice(0, out.length - n) + MASK;
                    break;
                }
                if (side === 'start' && out.startsWith(secret.slice(secret.length - n))) {
                    out = MASK + out.slice(n);
                    break;
                }
            }
        }
        return out;
    }
}
