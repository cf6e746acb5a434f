import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6468:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ HttpStatusError),
/* harmony export */   Fu: () => (/* binding */ MonitorError),
/* harmony export */   MU: () => (/* binding */ TimeoutError),
/* harmony export */   RD: () => (/* binding */ ResponseShapeError),
/* harmony export */   Rc: () => (/* binding */ ConnectionError),
/* harmony export */   lR: () => (/* binding */ AuthError),
/* harmony export */   si: () => (/* binding */ OversizedAnswerError),
/* harmony export */   vR: () => (/* binding */ UpdateFailedError),
/* harmony export */   zP: () => (/* binding */ HourSpentError)
/* harmony export */ });
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7785);
/**
 * Errors the client raises. Every one carries whether trying again can help, as the retry rule
 * (retry.ts) decides for its outcome, so that the retry loop, the queue and the front ends
 * decide the same way.
 */

/** The base of them all; a local refusal (a secret in a field, no address) says for itself. */
class MonitorError extends Error {
    /** True when the same request may succeed later: the retry rule's answer for this outcome. */
    retryable;
    /** HTTP status, when the service answered. */
    status;
    /** Wait asked for by a `Retry-After` header, in ms, already capped. */
    retryAfterMs;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = new.target.name;
        this.retryable = options.retryable;
        this.status = options.status;
        this.retryAfterMs = options.retryAfterMs;
    }
}
/** 401: the key is missing or wrong. Never retried; the message never contains the key. */
class AuthError extends MonitorError {
    constructor(endpoint) {
        super(`The Job Monitoring Service rejected the API key (401 on ${endpoint}). ` +
            'Check the key in the dashboard under Settings > API Keys, and the secret that holds it.', { retryable: (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetried */ .mo)({ answered: 401 }), status: 401 });
    }
}
/** Any other non-200 answer; the rule says which are retried. */
class HttpStatusError extends MonitorError {
    constructor(endpoint, status, detail, retryAfterMs) {
        super(`${endpoint} answered HTTP ${status}${detail ? `: ${detail}` : ''}`, {
            retryable: (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetried */ .mo)({ answered: status }),
            status,
            retryAfterMs
        });
    }
}
/** An end report answered 200 with `update_status: "Failed"`: a failed attempt (API text, 7.2). */
class UpdateFailedError extends MonitorError {
    constructor(endpoint) {
        super(`${endpoint} answered update_status "Failed": the service did not record the end`, {
            retryable: (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetried */ .mo)({ answered: 200 }),
            status: 200
        });
    }
}
/**
 * A 200 whose body lacks what the API text promises (no run_id, HTML, empty body): most often
 * a proxy, a captive portal or a service in trouble answering in its place. It is retried,
 * then queued, like a 5xx. (A pipeline notification never gets here: 4.3, any 200 is success.)
 */
class ResponseShapeError extends MonitorError {
    constructor(endpoint, detail) {
        super(`${endpoint} answered 200 with an unexpected body: ${detail}`, {
            retryable: (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetried */ .mo)({ answered: 200 }),
            status: 200
        });
    }
}
/**
 * An answer longer than the client reads (MAX_ANSWER_BYTES): not one the API text describes.
 * Its connection is dropped unread; retried like any bad answer.
 */
class OversizedAnswerError extends MonitorError {
    constructor(endpoint, limitBytes, status) {
        super(`${endpoint} answered${status ? ` HTTP ${status}` : ''} with a body over ${limitBytes} bytes; it was not read further`, { retryable: (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetried */ .mo)({ unanswered: 'unreadable' }), status });
    }
}
/**
 * Not attempted: the key's hourly budget (the ledger every job on this machine keeps for it)
 * has no room now, or a 429 asked for a pause that has not passed. Nothing was sent; the call
 * keeps its place in its retry sequence and waits, in the queue, for `until` or later.
 */
class HourSpentError extends MonitorError {
    /** ms since the epoch: the earliest moment the budget may have room. */
    until;
    constructor(endpoint, held) {
        super(`${endpoint} was held back for the key's hourly limit: ${held.why}; it may go at ${new Date(held.until).toISOString()} or later`, 
        // The call is sound, only early: it waits, never dropped.
        { retryable: true });
        this.until = held.until;
    }
}
/** No answer within the request timeout. */
class TimeoutError extends MonitorError {
    constructor(endpoint, timeoutMs) {
        super(`${endpoint} did not answer within ${Math.round(timeoutMs / 1000)} s`, {
            retryable: (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetried */ .mo)({ unanswered: 'timeout' })
        });
    }
}
/**
 * The request could not be sent or its answer not read (refused, reset, DNS, TLS). A TLS or
 * HTTP protocol failure is the rule's `wrong-protocol`: the address speaks another protocol, or
 * its certificate is refused; the message names the likely cause.
 */
class ConnectionError extends MonitorError {
    constructor(endpoint, cause) {
        const code = cause?.code;
        const named = typeof code === 'string' ? code : undefined;
        const why = named === undefined ? undefined : protocolTrouble(named, cause);
        super(`${endpoint} could not be reached${named ? ` (${named})` : ''}${why ? `: ${why}` : ''}`, {
            retryable: (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .isRetried */ .mo)({ unanswered: why === undefined ? 'unreachable' : 'wrong-protocol' }),
            cause
        });
    }
}
/** Node's and OpenSSL's codes for a certificate the client does not accept. */
const CERTIFICATE_CODES = new Set([
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'CERT_REVOKED',
    'CERT_UNTRUSTED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'ERR_TLS_CERT_ALTNAME_INVALID'
]);
/** Why a TLS or protocol failure happened, most likely; undefined for any other code. */
function protocolTrouble(code, cause) {
    if (CERTIFICATE_CODES.has(code))
        return ("the service's TLS certificate was not accepted; check the address, and the CA " +
            'certificates this machine trusts (NODE_EXTRA_CA_CERTS)');
    const text = String(cause?.message ?? '');
    if (code === 'EPROTO' || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) {
        return /wrong version number|packet length too long|record layer failure|http request/i.test(text)
            ? 'the TLS handshake met plain HTTP; if the service listens without TLS, its address ' +
                'starts with http://'
            : 'the TLS handshake failed; check that the address is the service, over https://';
    }
    if (code.startsWith('HPE_'))
        return ('the answer was not HTTP; check that the address and port are the service, and that an ' +
            'https:// port is not given as http://');
    return undefined;
}


/***/ }),

/***/ 2844:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ RefusedFieldError),
/* harmony export */   W: () => (/* binding */ OutboundGate)
/* harmony export */ });
/* harmony import */ var _logs_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(44);
/* harmony import */ var _logs_redact_spans_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6814);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6468);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3749);
/**
 * The outbound gate: what every call passes before its body becomes bytes, whether it is sent
 * now or written to the local queue first. Front ends fill reports with text they did not
 * write (an error's message quoting the Authorization header it sent, a command's output), so
 * redaction is not left to each of them: here, every free-text field is redacted whole (the key
 * in the encodings docs/security.md lists, the other secrets given, the credential shapes),
 * before anything cuts it.
 * An identifier the service matches on cannot be masked without changing what it names, so
 * one that holds a secret is refused, naming the field and never quoting it.
 */




/** Fields of a body that are prose: redacted, never refused. */
const FREE_TEXT = new Set(['error_details', 'logs', 'message']);
/** A call the gate will not let out: an identifier holds a secret. Never retried. */
class RefusedFieldError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .MonitorError */ .Fu {
    /** The field as the API text names it (`job_name`, `tags`, `pipeline_id`, `metadata`...). */
    field;
    constructor(field, why = 'holds the API key (or another secret it must not carry)') {
        super(`${field} ${why}: it is not sent. Take the secret out of it.`, { retryable: false });
        this.field = field;
    }
}
class OutboundGate {
    redactor;
    /** `secrets`: the API key first, then any other secret of the run (a CI token). */
    constructor(secrets) {
        this.redactor = new _logs_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .p(secrets);
    }
    /**
     * The call as it may leave: a copy with free text redacted. Throws RefusedFieldError when an
     * identifier (the job name, a tag, the run id, a time, the pipeline id, a metadata key) holds
     * a secret. Taking a call that already passed gives the same call.
     */
    pass(call) {
        const body = this.body(call.body);
        if (call.kind === 'pipeline-notification') {
            this.identifier('pipeline_id', call.pipelineId);
            return { ...call, body };
        }
        return { ...call, body };
    }
    /**
     * Metadata as it may leave, for a front end that keeps it to send again later (a state file,
     * a helper's settings): what it writes then holds no more than what is sent.
     */
    passMetadata(metadata) {
        return this.wholeMetadata(metadata);
    }
    body(body) {
        // A body the types allow is an object; one read back from a hostile record may not be.
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
            throw new RefusedFieldError('the body', 'is not a JSON object');
        }
        return Object.fromEntries(Object.entries(body).map(([field, value]) => [field, this.field(field, value)]));
    }
    field(field, value) {
        if (FREE_TEXT.has(field) && typeof value === 'string') {
            // Logs may hold head-and-tail cuts: no piece of a secret may sit at a marker's edge.
            return field === 'logs' ? this.redactor.redactCut(value) : this.redactor.redact(value);
        }
        if (field === 'metadata')
            return this.wholeMetadata(value);
        const items = Array.isArray(value) ? value : [value];
        for (const item of items) {
            if (typeof item === 'string')
                this.identifier(field, item);
        }
        // A key given in pieces, one tag each, is the key again once the tags are read in a row.
        if (items.length > 1)
            this.identifier(field, items.filter(i => typeof i === 'string').join(''));
        return value;
    }
    /**
     * Metadata read as one object: each string redacted, each key checked, and then the key
     * looked for across them, in the order they are written: the values in a row, the keys in a
     * row, and keys and values together; and in two pieces with other strings between them. A
     * key given in pieces (`{"a": "jm_12", "b": "34ab"}`) is the key again once they are read
     * together. The pieces in values are hidden; a piece in a key refuses the metadata, since a
     * key cannot be masked without changing what it names. The values are read first: a piece
     * they hold that a key's first letters happen to continue is hidden, not refused.
     */
    wholeMetadata(value) {
        const passed = this.metadata(value, 1);
        const texts = [];
        collectTexts(passed, texts);
        if (texts.length < 2)
            return passed;
        const values = texts.filter(t => !t.isKey);
        const found = new Map();
        const overlapsFound = (part) => (found.get(part.text) ?? []).some(s => s.start < part.span.end && part.span.start < s.end);
        const take = (pieces) => {
            if (pieces.some(overlapsFound))
                return;
            if (pieces.some(p => p.text.isKey)) {
                throw new RefusedFieldError('metadata', 'holds the API key (or another secret) in pieces, one of them in a key');
            }
            for (const p of pieces)
                found.set(p.text, [...(found.get(p.text) ?? []), p.span]);
        };
        for (const row of [values, texts.filter(t => t.isKey), texts]) {
            this.joinedPieces(row).forEach(take);
            this.redactor
                .splitSpans(row.map(t => t.text))
                .forEach(parts => take(parts.map(({ index, span }) => ({ text: row[index], span }))));
        }
        for (const [t, spans] of found)
            t.set?.((0,_logs_redact_spans_js__WEBPACK_IMPORTED_MODULE_2__/* .maskSpans */ .ep)(t.text, (0,_logs_redact_spans_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeSpans */ .q4)(spans)));
        return passed;
    }
    /** Each secret found in `row` read joined, as the pieces of its strings that hold it. */
    joinedPieces(row) {
        if (row.length < 2)
            return [];
        let at = 0;
        const starts = row.map(t => ((at += t.text.length), at - t.text.length));
        return this.redactor.secretSpans(row.map(t => t.text).join('')).map(span => row.flatMap((text, i) => {
            const start = Math.max(span.start, starts[i]) - starts[i];
            const end = Math.min(span.end, starts[i] + text.text.length) - starts[i];
            return end > start ? [{ text, span: { start, end } }] : [];
        }));
    }
    /** String values at any depth are redacted; keys are identifiers. */
    metadata(value, depth) {
        if (typeof value === 'string')
            return this.redactor.redact(value);
        if (value === null || typeof value !== 'object')
            return value;
        if (depth > _nesting_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NESTING */ .M) {
            throw new RefusedFieldError('metadata', `nests objects and lists more than ${_nesting_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NESTING */ .M} levels deep`);
        }
        if (Array.isArray(value))
            return value.map(item => this.metadata(item, depth + 1));
        // fromEntries defines each key as its own property, `__proto__` included.
        return Object.fromEntries(Object.entries(value).map(([key, item]) => {
            this.identifier('metadata (one of its keys)', key);
            return [key, this.metadata(item, depth + 1)];
        }));
    }
    identifier(field, value) {
        if (this.redactor.holdsSecret(value))
            throw new RefusedFieldError(field);
    }
}
/** The strings of passed metadata (the gate's own copy), keys and values, in written order. */
function collectTexts(value, out) {
    if (value === null || typeof value !== 'object')
        return;
    const record = value;
    for (const key of Object.keys(record)) {
        if (!Array.isArray(value))
            out.push({ text: key, isKey: true });
        const item = record[key];
        if (typeof item === 'string') {
            // Defined, not assigned: a key named __proto__ is a key like any other.
            const set = (text) => {
                Object.defineProperty(record, key, {
                    value: text,
                    enumerable: true,
                    writable: true,
                    configurable: true
                });
            };
            out.push({ text: item, isKey: false, set });
        }
        else
            collectTexts(item, out);
    }
}


/***/ }),

/***/ 1569:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ familyOf),
/* harmony export */   C1: () => (/* binding */ serviceIdentity),
/* harmony export */   Wv: () => (/* binding */ normalAddress),
/* harmony export */   cm: () => (/* binding */ sameService)
/* harmony export */ });
/* unused harmony export keyFingerprint */
function familyOf(kind) {
    return kind === 'pipeline-notification' || kind === 'list-pipelines' ? 'pipelines' : 'runs';
}
/** Keeps fingerprints of job-monitor keys apart from any other SHA-256 of the same text. */
const FINGERPRINT_DOMAIN = 'job-monitor/queue-key-fingerprint/v1\0';
/** 16 bytes: collisions between two keys are out of reach; the key cannot be recovered. */
const FINGERPRINT_HEX_CHARS = 32;
function keyFingerprint(apiKey) {
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
function normalAddress(url) {
    return url.replace(/\/+$/, '');
}
function serviceIdentity(address, apiKey) {
    return { address: normalAddress(address), key: keyFingerprint(apiKey) };
}
function sameService(a, b) {
    return a.address === b.address && a.key === b.key;
}


/***/ }),

/***/ 3749:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ MAX_NESTING),
/* harmony export */   i: () => (/* binding */ nestsDeeperThan)
/* harmony export */ });
/**
 * How deeply data we did not write may nest. JSON.parse reads any depth, but JSON.stringify,
 * structuredClone and YAML's parser recurse: metadata nested 20,000 levels deep parses, then
 * overflows the stack when the report is serialized, and the run goes unreported. So every
 * reader of outside data (settings, the service's answers, queued records) refuses what nests
 * deeper than this, before anything recurses into it.
 */
/** Objects and lists inside one another, the outermost counted: `{"a": [1]}` is 2 deep. */
const MAX_NESTING = 64;
/**
 * True when `value` nests objects and lists more than `limit` levels deep. Walks with a list
 * of its own instead of the call stack, and stops at the first level past the limit.
 */
function nestsDeeperThan(value, limit = MAX_NESTING) {
    const pending = [[value, 1]];
    for (let next = pending.pop(); next; next = pending.pop()) {
        const [v, depth] = next;
        if (v === null || typeof v !== 'object')
            continue;
        if (depth > limit)
            return true;
        for (const child of Object.values(v)) {
            if (child !== null && typeof child === 'object')
                pending.push([child, depth + 1]);
        }
    }
    return false;
}


/***/ }),

/***/ 2992:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ pipelineNotification),
/* harmony export */   Fg: () => (/* binding */ startReport),
/* harmony export */   RJ: () => (/* binding */ heartbeatBody),
/* harmony export */   eQ: () => (/* binding */ endReport)
/* harmony export */ });
/* unused harmony exports ReportInputError, isTimestamp */
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1054);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3749);
/**
 * The only place request bodies are built, so every front end follows the same wire rules
 * (API text, 2.1-2.4): a start has run_id "" and end_time null; an end repeats the start's
 * job_name and byte-identical start_time and says `None` when there is no error; fields whose
 * type has no null (logs, metadata) are left out rather than sent as null.
 */


/** A mistake in what the caller asked to send (not a service error). */
class ReportInputError extends Error {
    name = 'ReportInputError';
}
function jobNameOf(jobName) {
    if (typeof jobName !== 'string' || jobName.trim() === '') {
        throw new ReportInputError('job name must be a non-empty string');
    }
    return jobName;
}
/** What a start_time, end_time or current_time must be: a timestamp Date.parse reads. */
function isTimestamp(value) {
    return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}
function timestampOf(field, value) {
    if (!isTimestamp(value)) {
        throw new ReportInputError(`${field} must be an ISO 8601 timestamp, got ${JSON.stringify(value)}`);
    }
    return value;
}
function tagsOf(tags) {
    if (tags === undefined)
        return {};
    if (tags === null)
        return { tags: null };
    if (!Array.isArray(tags) || tags.some(t => typeof t !== 'string')) {
        throw new ReportInputError('tags must be a list of strings');
    }
    return { tags: [...tags] };
}
function metadataOf(metadata) {
    if (metadata === undefined || metadata === null)
        return {};
    if (typeof metadata !== 'object' || Array.isArray(metadata)) {
        throw new ReportInputError('metadata must be an object');
    }
    if ((0,_nesting_js__WEBPACK_IMPORTED_MODULE_1__/* .nestsDeeperThan */ .i)(metadata)) {
        throw new ReportInputError(`metadata must not nest objects and lists more than ${_nesting_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NESTING */ .M} levels deep`);
    }
    return { metadata };
}
function logsOf(logs) {
    if (logs === undefined || logs === null || logs === '')
        return {};
    if (typeof logs !== 'string')
        throw new ReportInputError('logs must be a string');
    return { logs };
}
function startReport(i) {
    return {
        job_name: jobNameOf(i.jobName),
        status: 'running',
        run_id: '',
        start_time: timestampOf('start_time', i.startTime),
        end_time: null,
        error_details: null,
        ...metadataOf(i.metadata),
        ...tagsOf(i.tags),
        ...logsOf(i.logs)
    };
}
function endReport(i) {
    if (!_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .END_STATUSES */ .B_.includes(i.status)) {
        throw new ReportInputError(`status must be one of ${_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .END_STATUSES */ .B_.join(', ')}, got ${JSON.stringify(i.status)}`);
    }
    if (typeof i.runId !== 'string')
        throw new ReportInputError('run id must be a string');
    return {
        job_name: jobNameOf(i.jobName),
        status: i.status,
        run_id: i.runId,
        // Byte-identical to the start's: the service matches the two requests of a run.
        start_time: timestampOf('start_time', i.startTime),
        end_time: timestampOf('end_time', i.endTime),
        error_details: i.errorDetails ? i.errorDetails : _wire_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_ERROR */ .VT,
        ...metadataOf(i.metadata),
        ...tagsOf(i.tags),
        ...logsOf(i.logs)
    };
}
function heartbeatBody(i) {
    return {
        job_name: jobNameOf(i.jobName),
        current_time: timestampOf('current_time', i.currentTime),
        ...metadataOf(i.metadata)
    };
}
function pipelineNotification(i) {
    if (!_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .PIPELINE_STATUSES */ .ev.includes(i.status)) {
        throw new ReportInputError(`pipeline status must be one of ${_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .PIPELINE_STATUSES */ .ev.join(', ')}, got ${JSON.stringify(i.status)}`);
    }
    return {
        status: i.status,
        ...(i.message ? { message: i.message } : {}),
        ...metadataOf(i.metadata)
    };
}


/***/ }),

/***/ 7785:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gz: () => (/* binding */ DEFAULT_MAX_ATTEMPTS),
/* harmony export */   RT: () => (/* binding */ runSequence),
/* harmony export */   eo: () => (/* binding */ DEFAULT_MAX_RETRY_AFTER_MS),
/* harmony export */   k5: () => (/* binding */ sequenceToContinue),
/* harmony export */   mo: () => (/* binding */ isRetried),
/* harmony export */   sT: () => (/* binding */ retryAfterOf),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS)
/* harmony export */ });
/* unused harmony exports MAX_RATE_LIMIT_WAIT_MS, handedOver, backoffMs, restAfterSequenceMs, parseRetryAfter */
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;
/**
 * The longest `Retry-After` a 429 is believed for. Its wait is kept by the queue, not spent in
 * line, so it may be as long as the hourly window it speaks of, and no longer.
 */
const MAX_RATE_LIMIT_WAIT_MS = 3_600_000;
/** Below this, an attempt cannot complete a request: don't start it. */
const MIN_ATTEMPT_MS = 50;
/** Answers whose `Retry-After` is read (RFC 9110 gives it meaning on 429 and 503). */
const RETRY_AFTER_STATUSES = new Set([429, 503]);
/** Whether an attempt that failed this way is tried again. */
function isRetried(outcome) {
    if ('answered' in outcome) {
        const status = outcome.answered;
        // 200 here is a failed update or an answer in no shape the text describes: a proxy or a
        // service in trouble answered, and may not later.
        return status === 200 || status === 429 || status >= 500;
    }
    return outcome.unanswered !== 'wrong-protocol';
}
/**
 * Whether the wait after this failed attempt is handed over rather than spent in line. A 429 is
 * the key's hourly limit (API text, 8.1): it lifts in minutes, not in the seconds a job could
 * wait, and each attempt in between may count against the same hour. So the sequence stops at
 * once with its place kept (attempts made, the earliest next attempt after the rule's backoff
 * or the answer's Retry-After) and the next carrier makes the next attempt: the queue's replay,
 * the heartbeat helper carrying a start, the heartbeat loop's next beat. The rule's exponential
 * backoff still holds, as the least wait between attempts; no job is held for it.
 */
function handedOver(error) {
    return error.status === 429;
}
/** The wait after failed attempt `attempt` (0-based), before the next one. */
function backoffMs(attempt, retryAfterMs) {
    const exponential = 2 ** attempt * 1000;
    return retryAfterMs === undefined ? exponential : Math.max(exponential, retryAfterMs);
}
/**
 * After a sequence has made all its attempts, how long the same call rests before a new
 * sequence may begin: twice the rule's last wait (8 s for 3 attempts), or longer when the
 * service asked for it. Without it a run that ends at once during an outage would send its
 * queued start report a second round of attempts at its end, against the rule's 3 and the key's
 * hourly budget; a run that lasts longer still delivers it at its end once the service is back.
 */
function restAfterSequenceMs(maxAttempts, retryAfterMs) {
    const lastWait = 2 ** (maxAttempts - 1) * 1000;
    return Math.max(2 * lastWait, retryAfterMs ?? 0);
}
/**
 * Where a carrier that picks up a call goes on: the same sequence while it has attempts left;
 * a new one (after the rest, kept in `notBefore`) once it is spent. A queued call is thus sent
 * again by every later replay, never more than `maxAttempts` times by one.
 */
function sequenceToContinue(state, maxAttempts) {
    if (state.attempts < maxAttempts)
        return state;
    return state.notBefore === undefined
        ? { attempts: 0 }
        : { attempts: 0, notBefore: state.notBefore };
}
/**
 * The wait an answer asks for, in ms, when its status is one whose `Retry-After` counts: up to
 * `capMs` for a wait spent in line (a 503's), up to the hour for a 429's (handed over).
 */
function retryAfterOf(status, header, now, capMs) {
    if (!RETRY_AFTER_STATUSES.has(status))
        return undefined;
    return parseRetryAfter(header, now, status === 429 ? MAX_RATE_LIMIT_WAIT_MS : capMs);
}
/**
 * A `Retry-After` value in ms: delay-seconds or an HTTP date (RFC 9110, 10.2.3), capped.
 * Unreadable values are ignored.
 */
function parseRetryAfter(value, now, capMs) {
    if (!value)
        return undefined;
    const text = value.trim();
    let ms;
    if (/^\d+$/.test(text))
        ms = Number(text) * 1000;
    else {
        const at = Date.parse(text);
        if (Number.isNaN(at))
            return undefined;
        ms = at - now;
    }
    return Math.min(Math.max(ms, 0), capMs);
}
/**
 * Runs the attempts of one sequence under the rule. `attempt` makes one request within the
 * timeout it is given and rejects with a MonitorError when it fails. Waits go through the
 * injected clock. Never throws: the result says what happened, and with which state a later
 * carrier goes on.
 */
async function runSequence(attempt, o) {
    const { clock, maxAttempts, signal, deadline } = o;
    let attempts = o.state?.attempts ?? 0;
    let notBefore = o.state?.notBefore;
    let lastError;
    const undelivered = (error) => ({
        delivered: false,
        error,
        state: notBefore === undefined ? { attempts } : { attempts, notBefore }
    });
    const notYet = (why) => lastError ?? o.notAttempted(why);
    while (attempts < maxAttempts) {
        if (signal?.aborted)
            return undelivered(notYet('stopped'));
        const at = Math.max(clock.now(), notBefore ?? 0);
        if (deadline !== undefined && deadline - at < MIN_ATTEMPT_MS)
            return undelivered(notYet('the deadline came first'));
        // The hour is asked before any wait: nobody is held for a budget that has no room.
        const held = await budgetHolds(o, at);
        if (held)
            return undelivered(held);
        // Stopped while the budget was asked or the wait ran: no request goes.
        if (!(await waitUntil(clock, notBefore, signal)) || signal?.aborted)
            return undelivered(notYet('stopped'));
        let timeoutMs = o.timeoutMs;
        if (deadline !== undefined) {
            const left = deadline - clock.now();
            if (left < MIN_ATTEMPT_MS)
                return undelivered(notYet('the deadline came first'));
            timeoutMs = Math.min(timeoutMs, left);
        }
        try {
            const response = await attempt(timeoutMs);
            attempts++;
            await tell(o.budget?.hour, 200);
            o.onAttempt?.({ attempt: attempts, maxAttempts, outcome: 'delivered' });
            return { delivered: true, response, attempts };
        }
        catch (e) {
            const error = e;
            lastError = error;
            attempts++;
            if (error.status !== undefined)
                await tell(o.budget?.hour, error.status, error.retryAfterMs);
            const next = afterFailure(error, attempts, maxAttempts);
            notBefore = next.afterMs === undefined ? undefined : clock.now() + next.afterMs;
            o.onAttempt?.({
                attempt: attempts,
                maxAttempts,
                outcome: 'failed',
                error,
                waitMs: next.waitMs,
                ...(next.handedOver ? { handedOver: true } : {})
            });
            if (next.last)
                return undelivered(error);
        }
    }
    return undelivered(notYet('no attempts left in this sequence'));
}
/**
 * What follows a failed attempt: the wait before the next one in this sequence (spent in line,
 * or the least wait of a handed-over one), or the rest before a new sequence once this one is
 * spent; `afterMs` is when the next attempt may be, whoever makes it.
 */
function afterFailure(error, attempts, maxAttempts) {
    const spent = !error.retryable || attempts >= maxAttempts;
    const waitMs = spent ? undefined : backoffMs(attempts - 1, error.retryAfterMs);
    // A spent sequence of a retried call rests before a carrier may begin a new one.
    const restMs = error.retryable ? restAfterSequenceMs(maxAttempts, error.retryAfterMs) : undefined;
    const handed = waitMs !== undefined && handedOver(error);
    return { last: spent || handed, handedOver: handed, waitMs, afterMs: waitMs ?? restMs };
}
/** The budget's refusal of an attempt at `at`, as the error the sequence ends with. */
async function budgetHolds(o, at) {
    if (!o.budget)
        return undefined;
    let answer;
    try {
        answer = await o.budget.hour.permit(at);
    }
    catch {
        return undefined; // a budget that cannot answer holds nothing back
    }
    return answer.granted ? undefined : o.budget.heldBack(answer);
}
async function tell(budget, status, retryAfterMs) {
    await budget?.answered(status, retryAfterMs).catch(() => undefined);
}
/** Sleeps until `notBefore` (if it is ahead); false when the signal ended the wait. */
async function waitUntil(clock, notBefore, signal) {
    const now = clock.now();
    if (notBefore === undefined || notBefore <= now)
        return true;
    try {
        await clock.sleep(notBefore - now, signal);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 1054:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ END_STATUSES),
/* harmony export */   R7: () => (/* binding */ PATHS),
/* harmony export */   VT: () => (/* binding */ NO_ERROR),
/* harmony export */   ev: () => (/* binding */ PIPELINE_STATUSES),
/* harmony export */   u8: () => (/* binding */ isoUtc)
/* harmony export */ });
/* unused harmony export RUN_STATUSES */
/**
 * The service's wire shapes, exactly as the API text gives them (sections 2.1-2.4).
 * Shared by the client and the emulator: the emulator checks requests against these
 * rules independently, so it imports types only, never the client's code.
 */
const RUN_STATUSES = (/* unused pure expression or super */ null && (['running', 'success', 'failed', 'cancelled']));
const END_STATUSES = ['success', 'failed', 'cancelled'];
const PIPELINE_STATUSES = ['running', 'success', 'failed'];
/** The text sent as error_details when a run ended without error. */
const NO_ERROR = 'None';
/** Endpoint paths (section 4). */
const PATHS = {
    monitoring: '/monitoring',
    heartbeat: '/heartbeat',
    pipelineNotify: (pipelineId) => `/api/pipelines/${encodeURIComponent(pipelineId)}/notify`,
    pipelines: '/api/v1/pipelines'
};
/**
 * A formatted UTC timestamp with an explicit offset, e.g. `2026-11-22T16:40:00.123+00:00`.
 * The API text asks for "ISO 8601 in UTC with timezone offset"; `+00:00` states the offset
 * in the form every ISO 8601 parser reads.
 */
function isoUtc(ms) {
    return new Date(ms).toISOString().replace(/Z$/, '+00:00');
}


/***/ }),

/***/ 7535:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ writeStatus),
/* harmony export */   r: () => (/* binding */ readStatus)
/* harmony export */ });
/* harmony import */ var _util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(224);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8230);
/**
 * The heartbeat helper's report to the post step: a small JSON file under RUNNER_TEMP,
 * replaced atomically (write a temporary file, rename) so post never reads half of it.
 * A background process cannot set step state or outputs, so this file is the hand-over.
 */


/**
 * Whole or not at all, readable by this user only, a moment's busy file on Windows waited out:
 * the one atomic write of the queue's files.
 */
function writeStatus(path, status) {
    (0,_util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomicSync */ .Q3)(path, `${JSON.stringify(status)}\n`);
}
/** The helper writes a few hundred bytes; a larger file is not its status. */
const STATUS_MAX_BYTES = 64 * 1024;
/**
 * The helper's status, or undefined when there is none that it wrote. Post reads it while it
 * stops the helper, within a bounded wait, and believes what it says (a stop time spares the
 * helper, its token proves an answer): so only a small regular file of this user counts, not a
 * link, not another user's (a state file's folder may be shared), and a FIFO in its place
 * never makes post wait (the type is checked on the open handle).
 */
function readStatus(path, uid = process.getuid?.()) {
    const file = (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(path, STATUS_MAX_BYTES);
    if (!file || (uid !== undefined && file.uid !== uid))
        return undefined;
    try {
        const status = JSON.parse(file.text);
        const isRecord = typeof status === 'object' && status !== null && !Array.isArray(status);
        return isRecord ? status : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 5474:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KS: () => (/* binding */ ERROR_LINE_BYTES),
/* harmony export */   e1: () => (/* binding */ ERROR_LINES_KEPT),
/* harmony export */   sw: () => (/* binding */ MIN_ENCODED_FORM_LENGTH),
/* harmony export */   uF: () => (/* binding */ REDACTION_CONTEXT_BYTES),
/* harmony export */   v5: () => (/* binding */ MASK),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH)
/* harmony export */ });
/* unused harmony exports ERROR_DETAILS_MAX_BYTES, ERROR_DETAILS_TAIL_LINES */
/** Budgets of log capture and redaction. */
/** What a hidden secret becomes. */
const MASK = '***';
/** Secrets shorter than this would shred ordinary text; they are not registered. */
const MIN_SECRET_LENGTH = 4;
/**
 * Bytes kept on each side of a cut so that a credential straddling it is recognised whole (a
 * `password = ...` prefix, a private key block, a long JWT). Anything longer still loses the
 * piece that touches the window's edge (see Redactor's open edges).
 */
const REDACTION_CONTEXT_BYTES = 8192;
/** Encoded forms of a secret shorter than this are not looked for: they would match by chance. */
const MIN_ENCODED_FORM_LENGTH = 8;
/**
 * error_details' quote of a failed run's output (failure-quote.ts): the last ERROR_LINES_KEPT
 * error lines, each cut to ERROR_LINE_BYTES, then the last ERROR_DETAILS_TAIL_LINES lines,
 * within ERROR_DETAILS_MAX_BYTES in all.
 */
const ERROR_LINES_KEPT = 10;
const ERROR_LINE_BYTES = 1000;
const ERROR_DETAILS_MAX_BYTES = 4096;
const ERROR_DETAILS_TAIL_LINES = 8;


/***/ }),

/***/ 2864:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   PT: () => (/* binding */ lineStart),
/* harmony export */   fT: () => (/* binding */ laidOutViews),
/* harmony export */   kd: () => (/* binding */ lineEnd),
/* harmony export */   o9: () => (/* binding */ isWrappedLine)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5474);
/**
 * A secret laid out as dumps print it, which no single spelling of it matches: hex with a
 * separator between its bytes (Node's `<Buffer 4a 4f ...>` of a file read with no encoding,
 * `xxd -g1`, `a1:b2:c3` fingerprints, `bytes.hex(' ')`), and base64 or hex broken into lines
 * (GNU `base64`, 76 columns; PEM and `openssl base64`, 64; `xxd -p`, 60; indented in YAML). Each layout is read
 * as a view of the text with the layout undone, over the lines that hold it and the text's
 * first and last lines (so that the view starts and ends where the text does, for a piece of
 * a secret at an open edge). One pass each: linear in the text.
 */

/** Where the line holding offset `i` starts. */
function lineStart(text, i) {
    return i <= 0 ? 0 : text.lastIndexOf('\n', i - 1) + 1;
}
/** Where the line holding offset `i` ends, its line break included. */
function lineEnd(text, i) {
    const nl = text.indexOf('\n', i);
    return nl < 0 ? text.length : nl + 1;
}
/**
 * [start, end) pairs of whole lines: those holding each of `at`'s [start, end) places (given in
 * order), and the text's first and last lines. Places next to one another are merged.
 */
function linesHolding(text, at) {
    const ranges = [0, lineEnd(text, 0)];
    const add = (start, end) => {
        const last = ranges.length - 1;
        if (start <= ranges[last])
            ranges[last] = Math.max(ranges[last], end);
        else
            ranges.push(start, end);
    };
    for (let k = 0; k < at.length; k += 2)
        add(lineStart(text, at[k]), lineEnd(text, at[k + 1]));
    add(lineStart(text, text.length - 1), text.length);
    return ranges;
}
/**
 * Builds a view: runs of the text copied as they are (sliced, their offsets filled in a tight
 * loop) and characters of its own (a decoded byte) between them.
 */
class ViewBuilder {
    parts = [];
    at;
    to;
    n = 0;
    constructor(capacity) {
        this.at = new Int32Array(capacity);
        this.to = new Int32Array(capacity);
    }
    /** The text's characters [from, to), as they are. */
    copy(text, from, to) {
        if (to <= from)
            return;
        this.parts.push(text.slice(from, to));
        for (let i = from; i < to; i++) {
            this.at[this.n] = i;
            this.to[this.n++] = i + 1;
        }
    }
    /** One character (a UTF-16 code unit) read from the text's [at, to). */
    push(code, at, to) {
        this.parts.push(String.fromCharCode(code));
        this.at[this.n] = at;
        this.to[this.n++] = to;
    }
    view() {
        return {
            text: this.parts.join(''),
            at: this.at.subarray(0, this.n),
            to: this.to.subarray(0, this.n)
        };
    }
}
function hexDigit(c) {
    if (c >= 48 && c <= 57)
        return c - 48;
    const l = c | 0x20;
    return l >= 97 && l <= 102 ? l - 87 : -1;
}
function isAlphanumeric(c) {
    return (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122);
}
/** The byte whose two hex digits are at `i`. */
function byteAt(text, i) {
    return hexDigit(text.charCodeAt(i)) * 16 + hexDigit(text.charCodeAt(i + 1));
}
/**
 * A run of bytes in hex, one separator between each two: a single character, the same
 * throughout the run, neither a letter, a digit nor a line break. Whatever comes before its
 * first byte or after its last (`0x`, `<Buffer `) does not matter. `sep`: the separator, or
 * any (captured); `more`: how many bytes beyond the first two.
 */
const hexRun = (sep, more) => new RegExp(`[0-9a-f]{2}${sep}[0-9a-f]{2}(?:${sep === ANY_SEP ? '\\1' : sep}[0-9a-f]{2})${more}`, 'gi');
const ANY_SEP = '([^0-9a-z\\r\\n])';
/** A run that may hold a secret: what brings its line into a view, and names its separator. */
const LONG_SEPARATED_HEX = hexRun(ANY_SEP, `{${_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb - 2},}`);
/**
 * The text with its hex separated by one character decoded, each byte a character of its own
 * (as `\xNN` is), over the lines that hold a run of at least MIN_SECRET_LENGTH bytes: one view
 * per separator such runs use. A view reads runs of its own separator alone: read as any
 * separator, a byte of other text before the run (`00 ` before `4a:4d:...`) would pair with the
 * run's first byte and the run would never be read whole.
 */
function separatedHexViews(text) {
    const long = new Map();
    LONG_SEPARATED_HEX.lastIndex = 0;
    for (let m = LONG_SEPARATED_HEX.exec(text); m; m = LONG_SEPARATED_HEX.exec(text)) {
        let at = long.get(m[1]);
        if (!at)
            long.set(m[1], (at = []));
        at.push(m.index, m.index + m[0].length);
    }
    return [...long].map(([sep, at]) => separatedHexView(text, sep, at));
}
/** The view of the runs whose separator is `sep`, over the lines holding `at`'s places. */
function separatedHexView(text, sep, at) {
    const run = hexRun(sep.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'), '*');
    const ranges = linesHolding(text, at);
    const out = new ViewBuilder(text.length);
    for (let k = 0; k < ranges.length; k += 2) {
        const end = ranges[k + 1];
        let i = ranges[k];
        run.lastIndex = i;
        for (let m = run.exec(text); m && m.index < end; m = run.exec(text)) {
            out.copy(text, i, m.index);
            i = m.index + m[0].length;
            for (let b = m.index; b < i; b += 3)
                out.push(byteAt(text, b), b, b + 2);
        }
        out.copy(text, i, end);
    }
    return out.view();
}
/** The shortest line of wrapped base64 (or hex) that is joined to the next. */
const WRAPPED_LINE_MIN = 16;
/** base64's alphabet, base64url's and padding: what wrapped lines are made of. */
function isBase64(c) {
    return isAlphanumeric(c) || c === 43 || c === 47 || c === 61 || c === 45 || c === 95;
}
const isBlank = (c) => c === 32 || c === 9;
/**
 * Whether the line [start, end) (its break left out, a CR of CRLF included) may be a line of
 * wrapped base64 or hex: past its indentation (a YAML block, a PEM in a config), at least
 * WRAPPED_LINE_MIN characters, all of base64's alphabet. `code` reads the text (a string's
 * characters or a buffer's bytes: both ASCII here).
 */
function isWrappedLine(code, start, end) {
    const last = end > start && code(end - 1) === 13 ? end - 1 : end;
    let i = start;
    while (i < last && isBlank(code(i)))
        i++;
    if (last - i < WRAPPED_LINE_MIN)
        return false;
    for (; i < last; i++)
        if (!isBase64(code(i)))
            return false;
    return true;
}
/**
 * The line breaks of wrapped base64: after a line that may be one (isWrappedLine), before a
 * line that goes on with base64's alphabet past its indentation. [start, end) pairs, in order,
 * each from the break (its CR included) to the next line's first character.
 */
function wrapBreaks(text) {
    const breaks = [];
    const code = (i) => text.charCodeAt(i);
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; start = nl + 1, nl = text.indexOf('\n', start)) {
        if (!isWrappedLine(code, start, nl))
            continue;
        let next = nl + 1;
        while (isBlank(code(next)))
            next++;
        if (isBase64(code(next)))
            breaks.push(nl > start && code(nl - 1) === 13 ? nl - 1 : nl, next);
    }
    return breaks;
}
/** The text with the line breaks of wrapped base64 taken out. Undefined when it has none. */
function joinedLinesView(text) {
    const breaks = wrapBreaks(text);
    if (breaks.length === 0)
        return undefined;
    const ranges = linesHolding(text, breaks);
    const out = new ViewBuilder(text.length);
    let b = 0;
    for (let k = 0; k < ranges.length; k += 2) {
        const end = ranges[k + 1];
        let i = ranges[k];
        // Each range is whole lines: a break in it lies wholly inside it.
        for (; b < breaks.length && breaks[b] < end; b += 2) {
            out.copy(text, i, breaks[b]);
            i = breaks[b + 1];
        }
        out.copy(text, i, end);
    }
    return out.view();
}
/** The views of the text's layouts: separated hex decoded, wrapped lines joined. */
function laidOutViews(text) {
    const joined = joinedLinesView(text);
    return joined ? [...separatedHexViews(text), joined] : separatedHexViews(text);
}


/***/ }),

/***/ 353:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ PRIVATE_KEY_BEGIN),
/* harmony export */   P5: () => (/* binding */ privateKeyBlocks),
/* harmony export */   R3: () => (/* binding */ endsWithPrefix),
/* harmony export */   Rr: () => (/* binding */ LEADING_VALUE),
/* harmony export */   XU: () => (/* binding */ OPEN_PRIVATE_KEY_END),
/* harmony export */   Z8: () => (/* binding */ TOKEN_SHAPES),
/* harmony export */   bA: () => (/* binding */ OPEN_PRIVATE_KEY_BEGIN)
/* harmony export */ });
/**
 * Credential shapes. A shape's group 1, when it has one, is context that stays visible
 * (`password=`); the rest of the match is hidden. Table-driven tests cover each row.
 */
const NAME_SUFFIX = '(?:password|passwd|passphrase|secret|token|[_.-]pwd|[_.-]auth|(?:[_.-]|api|access|private|secret|signing|client|master|encryption)key)';
// Not a URL's user name (`https://x-access-token:...@`): the URL rule keeps the user visible.
const NAME = `(?<![A-Za-z0-9_.-]|//)[A-Za-z0-9_.-]*${NAME_SUFFIX}`;
/**
 * Between a credential's name and its value: blanks, and a carriage return (a progress line
 * that rewrites itself shows the value after one), never a line break.
 */
const GAP = '[ \\t\\r]*';
const PRIVATE_KEY_BEGIN = '-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----';
const PRIVATE_KEY_END = '-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----';
/** Private key blocks (BEGIN through END) are paired in privateKeyBlocks(), in linear time. */
const TOKEN_SHAPES = [
    {
        name: 'GitHub token',
        pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g
    },
    {
        name: 'GitLab token',
        pattern: /\b(?:(?:glpat|gldt|glrt|glcbt|glptt|glft|glimt|glagent|glsoat|gloas)-[A-Za-z0-9_.-]{20,}|GR1348941[A-Za-z0-9_-]{20,})/g
    },
    { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{30,}/g },
    { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g },
    { name: 'Slack token', pattern: /\bxox[a-z]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{10,}/g },
    { name: 'Slack webhook', pattern: /(hooks\.slack\.com\/services\/)[A-Za-z0-9/]+/g },
    {
        name: 'Stripe key',
        pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}|\bwhsec_[A-Za-z0-9]{20,}/g
    },
    {
        name: 'OpenAI-style key',
        pattern: /\bsk-(?=[A-Za-z0-9_-]*[0-9])[A-Za-z0-9_-]{20,}/g
    },
    { name: 'Google API key', pattern: /\bAIza[A-Za-z0-9_-]{35}/g },
    { name: 'PyPI token', pattern: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,}/g },
    { name: 'Docker Hub token', pattern: /\bdckr_pat_[A-Za-z0-9_-]{20,}/g },
    {
        name: 'JWT',
        pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g
    },
    {
        name: 'Authorization header',
        pattern: /(\bAuthorization[ \t\r]*[:=][ \t\r]*)(?:(?:Bearer|Basic|token)[ \t\r]+)?[^\s"',;]+/gi
    },
    { name: 'Bearer credential', pattern: /(\bBearer[ \t\r]+)[A-Za-z0-9._~+/=-]+/g },
    {
        // Found at its `://`, the scheme looked for behind it: a search for the scheme first tried
        // again from every word start of a run such as `a-b-c-...` and read the run to its end
        // each time, 10^10 steps for a line of 100,000 characters. The pattern begins with the
        // `://` itself: Node 20's engine tries a leading lookbehind at every position, reading
        // back over a run of letters each time (20 minutes for a megabyte of them).
        name: 'URL credentials',
        pattern: /(:\/\/(?<=\b[a-z][a-z0-9+.-]*:\/\/)[^\s:/@]*:)[^\s@/]+(?=@)/gi
    },
    {
        name: 'credential assignment, quoted',
        pattern: new RegExp(`(${NAME}["']?${GAP}[:=]${GAP}(["']))(?:[^\\r\\n]{0,1000}?(?=\\2)|[^\\r\\n"']{1001,})`, 'gi')
    },
    {
        name: 'credential assignment',
        pattern: new RegExp(`(${NAME}["']?${GAP}[:=]${GAP})[^\\s"',;&]+`, 'gi')
    },
    {
        name: 'credential flag',
        pattern: /((?<![A-Za-z0-9-])--?[a-z-]*(?:password|passwd|secret|token|api-key)(?:[ =]|\r[ \t]*))[^\s"',;&-][^\s"',;&]*/gi
    }
];
/**
 * What introduces a credential's value, at the very end of a text: the names the rules above
 * know (`password =`, `token:`, `--password`), `Authorization:` with or without its scheme,
 * `Bearer`, an opening quote at most. A text that ends so and is continued past a seam (another
 * stream's line, a cut) passes its value on: the continuation's first word is hidden.
 */
const PREFIX_AT_END = new RegExp('(?:' +
    [
        `${NAME}["']?${GAP}[:=]`,
        '\\bAuthorization[ \\t\\r]*[:=](?:[ \\t\\r]*(?:Bearer|Basic|token))?',
        '\\bBearer',
        '(?<![A-Za-z0-9-])--?[a-z-]*(?:password|passwd|secret|token|api-key)=?'
    ].join('|') +
    `)${GAP}["']?${GAP}$`, 'i');
/** A prefix is looked for in this much of a text's end: the test stays bounded on any text. */
const PREFIX_WINDOW = 512;
/** The value a prefix announced, at the start of its continuation: blanks, then its first word. */
const LEADING_VALUE = /^[ \t\r]*[^\s]+/;
/** Whether `text` ends with what introduces a credential's value (see PREFIX_AT_END). */
function endsWithPrefix(text) {
    return PREFIX_AT_END.test(text.length > PREFIX_WINDOW ? text.slice(-PREFIX_WINDOW) : text);
}
/** At an open end: a private key block whose END was cut off is hidden up to the edge. */
const OPEN_PRIVATE_KEY_BEGIN = new RegExp(`${PRIVATE_KEY_BEGIN}[\\s\\S]*$`);
/** At an open start: the body before an END whose BEGIN was cut off is hidden from the edge. */
const OPEN_PRIVATE_KEY_END = new RegExp(`^[\\s\\S]*?${PRIVATE_KEY_END}`);
/**
 * Each BEGIN line through the first END line after it. Paired by one pass over both lists: a
 * lazy regex would rescan the rest of the text from every BEGIN that has no END.
 */
function privateKeyBlocks(text, spans) {
    const begins = [...text.matchAll(new RegExp(PRIVATE_KEY_BEGIN, 'g'))];
    const ends = [...text.matchAll(new RegExp(PRIVATE_KEY_END, 'g'))];
    let e = 0;
    for (const begin of begins) {
        const after = begin.index + begin[0].length;
        while (e < ends.length && ends[e].index < after)
            e++;
        if (e === ends.length)
            break;
        spans.push({ start: begin.index, end: ends[e].index + ends[e][0].length });
    }
}


/***/ }),

/***/ 6814:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ep: () => (/* binding */ maskSpans),
/* harmony export */   fD: () => (/* binding */ allMatches),
/* harmony export */   q4: () => (/* binding */ mergeSpans)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5474);
/**
 * Spans of a text to hide: every rule of redaction finds them in the same text, and their union
 * is masked, so no rule can undo or split what another one found.
 */

/** Sorts spans and merges those that overlap or touch. */
function mergeSpans(spans) {
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    const out = [];
    for (const s of spans) {
        const last = out[out.length - 1];
        if (last && s.start <= last.end)
            last.end = Math.max(last.end, s.end);
        else if (s.end > s.start)
            out.push({ ...s });
    }
    return out;
}
/** Each match of `pattern` in `text`, less its group 1 (context that stays visible). */
function allMatches(pattern, text, spans) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        const start = m.index + (m[1]?.length ?? 0);
        spans.push({ start, end: m.index + m[0].length });
        if (m[0].length === 0)
            pattern.lastIndex++;
    }
}
/** Replaces each span by the mask. */
function maskSpans(text, spans) {
    let out = '';
    let at = 0;
    for (const s of spans) {
        out += text.slice(at, s.start) + _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MASK */ .v5;
        at = s.end;
    }
    return out + text.slice(at);
}


/***/ }),

/***/ 44:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  p: () => (/* binding */ Redactor)
});

// UNUSED EXPORTS: MASK

// EXTERNAL MODULE: ./src/logs/constants.ts
var constants = __nccwpck_require__(5474);
// EXTERNAL MODULE: ./src/logs/redact-layouts.ts
var redact_layouts = __nccwpck_require__(2864);
;// CONCATENATED MODULE: ./src/logs/redact-forms.ts
/**
 * The forms a secret takes in a log or an answer: spelled out (raw, URL-encoded, base64 at any
 * alignment, base64url, hex, and base64 of its UTF-16 as PowerShell's `-EncodedCommand` takes
 * it), hidden in a text whose characters are encoded (UTF-16, JSON `\uXXXX` escapes, `\xNN`
 * escapes, percent-encoding once or twice, HTML character references, in any mix), which is
 * read as it would be once decoded, and laid out as a dump prints it (hex with a separator
 * between its bytes, base64 or hex broken into lines), read with the layout undone.
 */


/**
 * The longest spelling of one character the view reads, in bytes per byte of its UTF-8: an
 * HTML reference with its digits' bound of leading zeros (`&#0000065;`, `&#x000041;`). The
 * bounds keep the view linear and what a stream holds at a cut bounded.
 */
const LONGEST_CHARACTER_SPELLING = 10;
const REFERENCE_DIGITS = { decimal: 7, hex: 6 };
/** What the view may have to undo: each line that holds one is read decoded. */
const ENCODED = /\\u[0-9a-f]{4}|\\x[0-9a-f]{2}|%[0-9a-f]{2}|&#(?:[0-9]|x[0-9a-f])|\0/gi;
function hexAt(text, i, n) {
    let v = 0;
    for (let k = i; k < i + n; k++) {
        const c = text.charCodeAt(k);
        const d = c >= 48 && c <= 57 ? c - 48 : (c | 0x20) >= 97 && (c | 0x20) <= 102 ? (c | 0x20) - 87 : -1;
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}
/** A character's value as a decimal digit, or -1. */
const decimalAt = (text, k) => {
    const c = text.charCodeAt(k);
    return c >= 48 && c <= 57 ? c - 48 : -1;
};
/**
 * The HTML character reference at `i` (`&#106;`, `&#x6a;`): its code point, and its width with
 * the `;`; undefined unless its digits are within their bound, a `;` ends them and Unicode has
 * the code point. Read in one pass over its digits.
 */
function referenceAt(text, i) {
    const hex = (text.charCodeAt(i + 2) | 0x20) === 0x78;
    const start = hex ? i + 3 : i + 2;
    const max = hex ? REFERENCE_DIGITS.hex : REFERENCE_DIGITS.decimal;
    let code = 0;
    let k = start;
    for (; k - start < max; k++) {
        const d = hex ? hexAt(text, k, 1) : decimalAt(text, k);
        if (d < 0)
            break;
        code = code * (hex ? 16 : 10) + d;
    }
    if (k === start || text.charCodeAt(k) !== 0x3b || code > 0x10ffff)
        return undefined;
    return { code, width: k + 1 - i };
}
/**
 * The ranges of the text the escapes view reads, as [start, end) pairs of whole lines: each
 * line that holds an escape, and the lines within `reach` of it (a registered secret of several
 * lines spans them); and the first and last lines, so that the view starts and ends where the
 * text does (a piece of a secret at an open edge). No rule finds a match across a line break
 * but such a secret, so what the view finds is what it would find in the whole text decoded,
 * and a log with a few escapes costs the decoding of a few lines. Undefined when no line holds
 * an escape. Linear: each character is read at most twice.
 */
function escapedLines(text, reach) {
    ENCODED.lastIndex = 0;
    let m = ENCODED.exec(text);
    if (!m)
        return undefined;
    const ranges = [0, (0,redact_layouts/* lineEnd */.kd)(text, 0)];
    const add = (start, end) => {
        const last = ranges.length - 1;
        if (start <= ranges[last])
            ranges[last] = Math.max(ranges[last], end);
        else
            ranges.push(start, end);
    };
    while (m) {
        const from = m.index - reach;
        // Read back no further than the lines already taken, which end at a line break.
        const start = from <= ranges[ranges.length - 1] ? from : (0,redact_layouts/* lineStart */.PT)(text, from);
        const end = (0,redact_layouts/* lineEnd */.kd)(text, Math.min(text.length, m.index + m[0].length + reach));
        add(start, end);
        ENCODED.lastIndex = end;
        m = end < text.length ? ENCODED.exec(text) : null;
    }
    add((0,redact_layouts/* lineStart */.PT)(text, text.length - 1), text.length);
    return ranges;
}
/**
 * The text as it reads once a character encoding is undone: JSON's `\uXXXX` escapes, `\xNN`
 * escapes (C, Python, shell `printf`: two hex digits exactly), percent-encoding `%XX` and
 * percent-encoding of it `%25XX` (a URL inside a URL), HTML character references `&#DDD;` and
 * `&#xHHH;` (either case, any mix with plain characters) decoded, and NUL dropped, which is what
 * the ASCII of UTF-16 (LE or BE) read as UTF-8 has between its characters (with `escapes`
 * false, only the NULs are dropped). Read over the lines that need it (escapedLines). `at`
 * gives each character of the view the offset of the first, and `to` the end, of what it came
 * from (a View). Undefined when there is nothing to undo. One pass: linear in the text.
 */
function decodedView(text, escapes, reach = 0) {
    const ranges = escapes
        ? escapedLines(text, reach)
        : text.includes('\0')
            ? [0, text.length]
            : undefined;
    if (!ranges)
        return undefined;
    let length = 0;
    for (let r = 0; r < ranges.length; r += 2)
        length += ranges[r + 1] - ranges[r];
    const at = new Int32Array(length);
    const to = new Int32Array(length);
    // UTF-16LE code units, made a string at the end in one call: adding them to a string one by
    // one took several times as long as redacting the text itself, and String.fromCharCode over
    // chunks of them three times as long as building the rest of the view.
    const units = Buffer.allocUnsafe(2 * length);
    let n = 0;
    for (let r = 0; r < ranges.length; r += 2) {
        // No escape holds a line break: none runs past its range's end.
        for (let i = ranges[r]; i < ranges[r + 1];) {
            const c = text.charCodeAt(i);
            if (c === 0) {
                i++;
                continue;
            }
            let code = -1;
            let width = 1;
            if (!escapes) {
                // NULs only
            }
            else if (c === 0x5c) {
                const e = text.charCodeAt(i + 1);
                if (e === 0x75) {
                    code = hexAt(text, i + 2, 4);
                    width = 6;
                }
                else if (e === 0x78) {
                    code = hexAt(text, i + 2, 2);
                    width = 4;
                }
            }
            else if (c === 0x25) {
                // `%25` is `%` percent-encoded: `%256A` is `%6A` encoded again, read as `j` too.
                if (text.charCodeAt(i + 1) === 0x32 && text.charCodeAt(i + 2) === 0x35) {
                    code = hexAt(text, i + 3, 2);
                    width = 5;
                }
                if (code < 0) {
                    code = hexAt(text, i + 1, 2);
                    width = 3;
                }
            }
            else if (c === 0x26 && text.charCodeAt(i + 1) === 0x23) {
                const reference = referenceAt(text, i);
                if (reference)
                    ({ code, width } = reference);
            }
            if (code < 0) {
                code = c;
                width = 1;
            }
            if (code > 0xffff) {
                // A reference beyond 16 bits is two code units, both from the whole reference.
                units.writeUInt16LE(0xd800 + ((code - 0x10000) >> 10), 2 * n);
                at[n] = i;
                to[n] = i + width;
                n++;
                code = 0xdc00 + ((code - 0x10000) & 0x3ff);
            }
            units[2 * n] = code & 0xff;
            units[2 * n + 1] = code >> 8;
            at[n] = i;
            to[n] = i + width;
            n++;
            i += width;
        }
    }
    const decoded = units.toString('utf16le', 0, 2 * n);
    return { text: decoded, at: at.subarray(0, n), to: to.subarray(0, n) };
}
/** Spans `find` gives in the view, as spans of the text it was read from. */
function fromView(view, found, textLength, spans) {
    for (const s of found) {
        if (s.end <= s.start)
            continue;
        // The view ends where the text does: what reaches its end takes the NULs after it too.
        const end = s.end >= view.text.length ? textLength : view.to[s.end - 1];
        spans.push({ start: view.at[s.start], end });
    }
}
/**
 * Runs `find` over the text and over its decoded view (when it has one), every span found
 * given in the text's offsets: each rule sees every form without knowing about any. `reach`:
 * how far from an escape a match may run across line breaks (a registered secret of several
 * lines in its longest form; 0 when none has a line break). `registered` finds the registered
 * secrets alone: it reads the text's layouts undone (laidOutViews), where a credential shape's
 * words would run on across lines joined for base64.
 */
function inEveryForm(text, spans, find, reach = 0, registered = find) {
    find(text, spans);
    // Undone all at once, and (where there are NULs) UTF-16 alone: text before a key in UTF-16
    // may end like an escape (`%0` before `a\0...`), and decoding it would eat the key's first
    // character.
    for (const view of [decodedView(text, true, reach), decodedView(text, false)]) {
        if (!view)
            continue;
        const found = [];
        find(view.text, found);
        fromView(view, found, text.length, spans);
    }
    for (const view of (0,redact_layouts/* laidOutViews */.fT)(text)) {
        const found = [];
        registered(view.text, found);
        fromView(view, found, text.length, spans);
    }
}
/**
 * base64 of a secret embedded in a longer blob (a Basic header, a JSON body) depends on its
 * alignment: for each of the three, the characters made only of the secret's bytes.
 */
function base64Cores(bytes) {
    const out = [bytes.toString('base64')];
    for (let skip = 0; skip < 3; skip++) {
        const whole = Math.floor((bytes.length - skip) / 3) * 3;
        if (whole > 0)
            out.push(bytes.subarray(skip, skip + whole).toString('base64'));
    }
    return out;
}
/**
 * The forms in which a secret can show up in a log or in an answer. base64 is also that of its
 * UTF-16, LE (PowerShell's `-EncodedCommand`, .NET's `Encoding.Unicode`) and BE.
 */
function secretForms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const utf16le = Buffer.from(secret, 'utf16le');
    const utf16be = Buffer.from(utf16le).swap16();
    const encoded = [
        encodeURIComponent(secret),
        ...[bytes, utf16le, utf16be]
            .flatMap(base64Cores)
            .flatMap(b64 => [
            b64,
            b64.replace(/=+$/, ''),
            b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
        ]),
        bytes.toString('hex'),
        bytes.toString('hex').toUpperCase()
    ].filter(form => form.length >= constants/* MIN_ENCODED_FORM_LENGTH */.sw);
    return [...new Set([secret, ...encoded])];
}

// EXTERNAL MODULE: ./src/logs/redact-shapes.ts
var redact_shapes = __nccwpck_require__(353);
// EXTERNAL MODULE: ./src/logs/redact-spans.ts
var redact_spans = __nccwpck_require__(6814);
;// CONCATENATED MODULE: ./src/logs/redact.ts
/**
 * Redaction of what we print and send. Registered secrets (the API key, the GitHub token) are
 * hidden in every form a log or an answer may carry them (raw, URL-encoded, base64 at any
 * alignment, base64url, hex, base64 of their UTF-16); then common credential shapes, since a
 * job's output can print credentials we were never told about. Both are also looked for in the
 * text as it reads once its character encodings are undone (see redact-forms.ts: UTF-16, JSON
 * and `\xNN` escapes, percent-encoding once or twice, HTML character references, in any mix).
 * Every rule finds spans in the same text and the union is masked, so no rule can undo or split
 * what another one found.
 */





const CUT_MARKER = /\n\[\.\.\. \d+ bytes cut \.\.\.\]\n/g;
/**
 * Where Node stops printing a Buffer (`<Buffer 4a 4f ... 12 more bytes>`, its first 50 bytes
 * by default): a cut, like a capture's marker, at which a secret may end unseen.
 */
const BUFFER_CUT = / \.\.\. \d+ more bytes?>/g;
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * Where the run of non-blank characters that ends `text` starts (`text.length` when it ends
 * in a blank). Read backwards, once: `/\S+$/` tries again from every non-blank character and
 * reads on to the end of its run, so a line of 300,000 characters without a blank (minified
 * code, base64) cost it 10^10 steps, minutes of a post step.
 */
function trailingRunStart(text) {
    let start = text.length;
    while (start > 0 && !BLANK.test(text[start - 1]))
        start--;
    return start;
}
const BLANK = /\s/;
class Redactor {
    secrets = [];
    forms = new Set();
    pattern;
    longest = 0;
    /** A registered secret holds a line break: the decoded view reads lines near an escape too. */
    multiLine = false;
    constructor(secrets = []) {
        for (const s of secrets)
            this.add(s);
    }
    add(secret) {
        if (typeof secret !== 'string')
            return;
        const trimmed = secret.trim();
        if (trimmed.length < constants/* MIN_SECRET_LENGTH */.vb)
            return;
        this.secrets.push(trimmed);
        for (const form of secretForms(trimmed)) {
            this.forms.add(form);
            this.longest = Math.max(this.longest, Buffer.byteLength(form));
        }
        // Its longest encoded spelling: each character an HTML reference (`&#0000065;`).
        this.longest = Math.max(this.longest, LONGEST_CHARACTER_SPELLING * Buffer.byteLength(trimmed));
        if (trimmed.includes('\n'))
            this.multiLine = true;
        this.pattern = undefined;
    }
    /** Bytes of the longest form of a registered secret: a reader holds at least this at a cut. */
    longestFormBytes() {
        return this.longest;
    }
    /** How far from an escape a registered secret may run across lines (see inEveryForm). */
    get reach() {
        return this.multiLine ? this.longest : 0;
    }
    /** The merged, sorted spans of `text` to hide. */
    spans(text, edges = {}) {
        const spans = [];
        const registered = (t, out) => this.registeredSpans(t, out);
        inEveryForm(text, spans, (t, out) => {
            registered(t, out);
            for (const { pattern } of redact_shapes/* TOKEN_SHAPES */.Z8)
                (0,redact_spans/* allMatches */.fD)(pattern, t, out);
        }, this.reach, registered);
        (0,redact_shapes/* privateKeyBlocks */.P5)(text, spans);
        this.bufferCutSpans(text, spans);
        if (edges.openEnd)
            this.openEndSpans(text, spans);
        if (edges.openStart)
            this.openStartSpans(text, spans);
        if (edges.afterPrefix) {
            const value = redact_shapes/* LEADING_VALUE */.Rr.exec(text);
            if (value)
                spans.push({ start: 0, end: value[0].length });
        }
        return (0,redact_spans/* mergeSpans */.q4)(spans);
    }
    /**
     * Whether `text` holds a registered secret, in any of its forms. For what cannot be masked
     * without changing its meaning (an identifier the service matches on): it is refused instead.
     */
    holdsSecret(text) {
        return this.secretSpans(text).length > 0;
    }
    /** Where `text` holds a registered secret, in any of its forms (merged, sorted). */
    secretSpans(text) {
        const spans = [];
        inEveryForm(text, spans, (t, out) => this.registeredSpans(t, out), this.reach);
        return (0,redact_spans/* mergeSpans */.q4)(spans);
    }
    /**
     * A registered secret given in two pieces, in texts read in order (metadata's strings, one
     * by one): each time, which texts hold the pieces and where. For every way to cut the
     * secret, the texts that end with its head and a later text that starts with its tail;
     * texts between them do not matter. Pieces of three or more texts in a row are found by
     * reading them joined (secretSpans).
     */
    splitSpans(texts) {
        const out = [];
        for (const secret of this.secrets) {
            for (let cut = 1; cut < secret.length; cut++) {
                const head = secret.slice(0, cut);
                const tail = secret.slice(cut);
                /** Texts so far that end with the head, not yet matched with a tail. */
                let heads = [];
                texts.forEach((text, i) => {
                    if (heads.length > 0 && text.startsWith(tail)) {
                        out.push([
                            ...heads.map(h => ({
                                index: h,
                                span: { start: texts[h].length - head.length, end: texts[h].length }
                            })),
                            { index: i, span: { start: 0, end: tail.length } }
                        ]);
                        heads = [];
                    }
                    if (text.endsWith(head))
                        heads.push(i);
                });
            }
        }
        return out;
    }
    registeredSpans(text, spans) {
        if (this.forms.size === 0)
            return;
        this.pattern ??= new RegExp([...this.forms]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|'), 'g');
        (0,redact_spans/* allMatches */.fD)(this.pattern, text, spans);
    }
    redact(text, edges = {}) {
        if (!text)
            return text;
        return (0,redact_spans/* maskSpans */.ep)(text, this.spans(text, edges));
    }
    /**
     * Redacts a text that was cut without context (head + marker + tail): each piece is redacted,
     * and the piece of a registered secret that a cut left at a marker's edge is hidden too. A
     * capture that can give its context does better: `HeadTailCapture.text(redactor)`.
     */
    redactCut(text) {
        const pieces = [];
        const markers = [];
        let at = 0;
        CUT_MARKER.lastIndex = 0;
        for (let m = CUT_MARKER.exec(text); m; m = CUT_MARKER.exec(text)) {
            pieces.push(text.slice(at, m.index));
            markers.push(m[0]);
            at = m.index + m[0].length;
        }
        pieces.push(text.slice(at));
        let out = '';
        pieces.forEach((piece, i) => {
            // What a cut took out may have been the value only: the name's value is hidden past it.
            const spans = this.spans(piece, { afterPrefix: i > 0 && (0,redact_shapes/* endsWithPrefix */.R3)(pieces[i - 1]) });
            if (i > 0)
                this.secretEdge(piece, 'start', constants/* MIN_SECRET_LENGTH */.vb, spans);
            if (i < pieces.length - 1)
                this.secretEdge(piece, 'end', constants/* MIN_SECRET_LENGTH */.vb, spans);
            out += (0,redact_spans/* maskSpans */.ep)(piece, (0,redact_spans/* mergeSpans */.q4)(spans)) + (markers[i] ?? '');
        });
        return out;
    }
    /**
     * A registered secret's first bytes just before Node cut a Buffer's print short: hidden as a
     * piece at a cut marker is (redactCut). Each cut is read back to the line's start or the
     * cut before it, so the text is read once however many there are.
     */
    bufferCutSpans(text, spans) {
        BUFFER_CUT.lastIndex = 0;
        let from = 0;
        for (let m = BUFFER_CUT.exec(text); m; m = BUFFER_CUT.exec(text)) {
            const start = Math.max(from, text.lastIndexOf('\n', m.index - 1) + 1);
            const found = [];
            this.secretEdge(text.slice(start, m.index), 'end', constants/* MIN_SECRET_LENGTH */.vb, found);
            for (const s of found)
                spans.push({ start: s.start + start, end: s.end + start });
            from = m.index + m[0].length;
        }
    }
    /** What touches an open end may be the start of a secret that runs on past it. */
    openEndSpans(text, spans) {
        const block = redact_shapes/* OPEN_PRIVATE_KEY_BEGIN */.bA.exec(text);
        if (block)
            spans.push({ start: block.index, end: text.length });
        const run = trailingRunStart(text);
        if (run < text.length)
            spans.push({ start: run, end: text.length });
        this.secretEdge(text, 'end', 1, spans);
    }
    /** What touches an open start may be the end of a secret that began before it. */
    openStartSpans(text, spans) {
        const block = redact_shapes/* OPEN_PRIVATE_KEY_END */.XU.exec(text);
        if (block && !new RegExp(redact_shapes/* PRIVATE_KEY_BEGIN */.CX).test(block[0]))
            spans.push({ start: 0, end: block[0].length });
        const run = /^\S+/.exec(text);
        if (run)
            spans.push({ start: 0, end: run[0].length });
        this.secretEdge(text, 'start', 1, spans);
    }
    /**
     * The longest piece of a registered form (at least `min` long) that an edge cut through, in
     * the text and in its decoded view.
     */
    secretEdge(text, side, min, spans) {
        inEveryForm(text, spans, (t, out) => this.formEdge(t, side, min, out), this.reach);
    }
    formEdge(text, side, min, spans) {
        for (const form of this.forms) {
            for (let n = Math.min(form.length - 1, text.length); n >= min; n--) {
                if (side === 'end' && text.endsWith(form.slice(0, n))) {
                    spans.push({ start: text.length - n, end: text.length });
                    break;
                }
                if (side === 'start' && text.startsWith(form.slice(form.length - n))) {
                    spans.push({ start: 0, end: n });
                    break;
                }
            }
        }
    }
}


/***/ }),

/***/ 2286:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ jobGoneWords),
/* harmony export */   Rr: () => (/* binding */ jobJudge),
/* harmony export */   ik: () => (/* binding */ JOB_KINDS),
/* harmony export */   wZ: () => (/* binding */ hostProcesses)
/* harmony export */ });
/* unused harmony exports findJobProcess, judgeJobProcess, AFTER_SCRIPT_DEFAULT_MS, afterScriptWaitMs */
/* harmony import */ var _process_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7662);
/**
 * The job's own process: the evidence that a run's job still lives. A run is ended as lost, or
 * ended by its helper, only on this evidence, never on our own processes' (a helper can die
 * while its job goes on: a step's `pkill node`, the OOM killer, its lifetime).
 *
 * It is named by what it is, its command line, among this process's ancestors: never by where a
 * process group or a session begins, which whatever runs us may have moved (`timeout` and a shell
 * with `set -m` start a group, `setsid` a session, `sudo` both). Which process it is follows each
 * CI system's source (`shared` facts, checked there):
 * - GitHub Actions: the runner's `Runner.Worker`, which runs every step of the job and lives
 *   until the job is complete (actions/runner `src/Runner.Worker/`).
 * - Buildkite: the job process, `buildkite-agent bootstrap` (the agent starts it as
 *   `<its own path> bootstrap`, clicommand/agent_start.go and agent/job_runner.go), the parent
 *   of every hook's shell and of the command's; it lives until pre-exit has run, and dies with a
 *   cancel's SIGKILL (agent/run_job.go Cancel()).
 * - GitLab, shell executor: the stage's shell, the child of the `gitlab-runner` process
 *   (executors/shell/shell.go Run: `bash -l`, or `su ... -c 'bash -l'` for another user). The
 *   user's lines run in a subshell of it (shells/bash.go Finish), before_script and script in one
 *   stage; after_script in a stage of its own.
 * - GitLab, Docker executor: the build container's first process (pid 1 of its pid namespace),
 *   which runs the stage and whose end stops the container (executors/docker/internal/exec/
 *   exec.go): `sh -c <detect script>` that execs the image's `bash -l` or `sh -l`
 *   (shells/bash.go), or Docker's init in front of it. Named only where the job says it runs in
 *   a disposable environment (CI_DISPOSABLE_ENVIRONMENT).
 * - `job-monitor exec`: the exec process itself. Its run begins and ends in it: once it is gone,
 *   no end can come from anywhere.
 * Where none is found (cron, Jenkins' separate `sh` steps, a terminal, a wrapper that left our
 * ancestry, such as `setsid --fork`), the job is unseen: a run's fate is left to its own end, or
 * to a long silence, never to a guess.
 *
 * A process is named by its pid, its start time in /proc and its pid namespace: a reused pid has
 * another start time, and a process of another namespace cannot be judged from here at all.
 */

const JOB_KINDS = ['github', 'buildkite', 'gitlab', 'exec'];
/**
 * This machine's processes. Its pid namespace and boot are kept once read: neither
 * changes while this process lives, and a helper judges its job every few seconds for hours.
 */
function hostProcesses() {
    // What was read is kept; a read that failed is tried again next time, since one failed read
    // of /proc (short of memory, say) would otherwise leave the job unseen for the helper's life.
    const once = (read) => {
        let known;
        return () => (known ??= read());
    };
    // Read when first asked (judging a process named without /proc): naming one never asks.
    const hasProc = once(() => (0,_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .procStat */ .jW)('self') !== undefined);
    return {
        pid: process.pid,
        ppid: process.ppid,
        ppidOf: pid => (0,_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .procStat */ .jW)(pid)?.ppid,
        cmdline: _process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .procCmdline */ .lk,
        startTicks: pid => (0,_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .procStat */ .jW)(pid)?.startTicks,
        isRunning: _process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .isRunning */ .W_,
        pidNamespace: once(_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .pidNamespace */ .fP),
        bootId: once(_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .bootId */ .aW),
        get hasProc() {
            return hasProc() ?? false;
        }
    };
}
/** How far up the process tree the job's process is looked for. */
const MAX_ANCESTORS = 32;
/**
 * The job's process for a front end started by the CI system `kind`, or undefined when none
 * can be named. `parentIsWorker`: the action's main step, whose parent is the Worker itself.
 */
function findJobProcess(kind, o = {}) {
    if (!kind)
        return undefined;
    const host = o.host ?? hostProcesses();
    // This very process: named without a look at whether it runs.
    if (kind === 'exec')
        return nameProcess(kind, host.pid, host);
    let pid;
    if (kind === 'github')
        pid = o.parentIsWorker ? host.ppid : workerAncestor(host);
    else if (kind === 'buildkite')
        pid = bootstrapAncestor(host);
    else
        pid = gitlabStage(host, o.place ?? {});
    if (pid === undefined || pid < 1 || !host.isRunning(pid))
        return undefined;
    return nameProcess(kind, pid, host);
}
/** The process as a stranger will judge it later. */
function nameProcess(kind, pid, host) {
    const procStart = host.startTicks(pid);
    const ns = host.pidNamespace();
    const boot = host.bootId();
    return {
        kind,
        pid,
        ...(procStart !== undefined ? { procStart } : {}),
        ...(ns !== undefined ? { pidNamespace: ns } : {}),
        ...(boot !== undefined ? { bootId: boot } : {})
    };
}
/** This process's ancestors, nearest first, up to pid 1 or the top of what this namespace shows. */
function ancestors(host) {
    const found = [];
    let pid = host.ppid;
    while (pid !== undefined && pid >= 1 && found.length < MAX_ANCESTORS && !found.includes(pid)) {
        found.push(pid);
        if (pid === 1)
            break;
        pid = host.ppidOf(pid);
    }
    return found;
}
/** The nearest ancestor that is the runner's Worker (its command line names Runner.Worker). */
function workerAncestor(host) {
    return ancestors(host).find(pid => /Runner\.Worker/.test(host.cmdline(pid) ?? ''));
}
/** The nearest ancestor that is Buildkite's job process: `buildkite-agent bootstrap`. */
function bootstrapAncestor(host) {
    return ancestors(host).find(pid => {
        const cmdline = host.cmdline(pid) ?? '';
        return programName(cmdline) === 'buildkite-agent' && cmdlineWords(cmdline)[1] === 'bootstrap';
    });
}
/** GitLab Runner's program, as its packages install it (`gitlab-ci-multi-runner` before 10.0). */
const GITLAB_RUNNER = /^gitlab-(?:ci-multi-)?runner$/;
/**
 * What the Docker executor makes the build container's first process: the stage's shell (the
 * detect script's `sh`, exec'd into `bash` or `sh`, or an image's entrypoint script run by a
 * shell), or the init Docker puts in front of it.
 */
const CONTAINER_FIRST = /^(?:(?:ba|da|a|k|mk|z)?sh|busybox|docker-init|tini|tini-static|dumb-init|catatonit)$/;
/**
 * GitLab's stage: on the shell executor the ancestor that `gitlab-runner` started; in a
 * disposable environment without one, the container's first process, when it is an ancestor of
 * ours and what the Docker executor starts there.
 */
function gitlabStage(host, place) {
    const chain = ancestors(host);
    const runner = chain.findIndex(pid => GITLAB_RUNNER.test(programName(host.cmdline(pid) ?? '')));
    if (runner > 0)
        return chain[runner - 1];
    if (runner === 0 || !place.disposable || chain[chain.length - 1] !== 1)
        return undefined;
    return CONTAINER_FIRST.test(programName(host.cmdline(1) ?? '')) ? 1 : undefined;
}
/**
 * Whether the job's process lives, judged from here. `gone` only on proof: the machine was
 * restarted since, its pid is free, or it is held by a process started at another time.
 * A process of another pid namespace (a container, a queue on a shared volume) is `unseen`.
 * The host is built once by the caller (per helper, per pass), not per judgement.
 */
function judgeJobProcess(job, host) {
    const boot = host.bootId();
    if (job.bootId !== undefined && boot !== undefined && job.bootId !== boot)
        return 'gone';
    if (job.pidNamespace !== host.pidNamespace())
        return 'unseen';
    if (!host.isRunning(job.pid))
        return 'gone';
    if (job.procStart === undefined)
        return host.hasProc ? 'unseen' : 'alive';
    const now = host.startTicks(job.pid);
    // Held, but /proc says nothing now (it went meanwhile): proof of neither.
    if (now === undefined)
        return 'unseen';
    return now === job.procStart ? 'alive' : 'gone';
}
/** A judge of job processes on one host, read from for every judgement it makes. */
function jobJudge(host = hostProcesses()) {
    return job => judgeJobProcess(job, host);
}
/** Each CI system's name, as the words about its jobs say it (GitHub's speak of its runner). */
const CI_NAMES = {
    buildkite: 'Buildkite',
    gitlab: 'GitLab'
};
/**
 * The words for a job whose process is gone. Its helper watched it go, and knows that the end
 * hook the CI system runs after that sent nothing (within `endWaitMs`, the wait it gave
 * GitLab's after_script); a later job on the machine knows only that the process is gone.
 */
function jobGoneWords(kind, seen) {
    if (kind === 'github')
        return "the runner's worker process is gone";
    if (kind === 'exec')
        return 'the `job-monitor exec` that ran its command is gone without its end';
    if (seen.by === 'a later job')
        return `the ${CI_NAMES[kind]} job's process is gone`;
    if (kind === 'buildkite')
        return `the ${CI_NAMES[kind]} job's processes were killed before pre-exit ran`;
    const waited = seen.endWaitMs ? ` within ${Math.round(seen.endWaitMs / 1000)} s` : '';
    return `the ${CI_NAMES[kind]} job's script shell is gone and after_script sent no end${waited}`;
}
/** GitLab's default limit of after_script (`common/consts.go`). */
const AFTER_SCRIPT_DEFAULT_MS = (/* unused pure expression or super */ null && (5 * 60_000));
/** Beyond the limit: after_script's own start and the end's delivery (at most the limit again). */
const AFTER_SCRIPT_MARGIN_MS = 30_000;
/** A longer after_script limit is not waited out: the helper ends the run by then. */
const AFTER_SCRIPT_MAX_MS = (/* unused pure expression or super */ null && (60 * 60_000));
/**
 * How long an end may still come from GitLab's after_script once the script's shell is gone:
 * its limit, `RUNNER_AFTER_SCRIPT_TIMEOUT` (a Go duration such as `5m` or `1m30s`; the default
 * when unset or unreadable), plus a margin; bounded.
 */
function afterScriptWaitMs(value) {
    const text = (value ?? '').trim();
    let total = 0;
    const units = { h: 3600_000, m: 60_000, s: 1000, ms: 1 };
    const re = /(\d+(?:\.\d+)?)(ms|h|m|s)/gy;
    let matched = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
        total += Number(m[1]) * units[m[2]];
        matched = re.lastIndex;
    }
    const limit = text !== '' && matched === text.length && total > 0 ? total : AFTER_SCRIPT_DEFAULT_MS;
    const bounded = Math.min(limit, AFTER_SCRIPT_MAX_MS);
    return bounded + Math.min(AFTER_SCRIPT_MARGIN_MS, bounded);
}


/***/ }),

/***/ 7662:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J9: () => (/* binding */ bootElapsed),
/* harmony export */   W_: () => (/* binding */ isRunning),
/* harmony export */   Xg: () => (/* binding */ bootNow),
/* harmony export */   aW: () => (/* binding */ bootId),
/* harmony export */   cP: () => (/* binding */ procFacts),
/* harmony export */   fP: () => (/* binding */ pidNamespace),
/* harmony export */   jW: () => (/* binding */ procStat),
/* harmony export */   lk: () => (/* binding */ procCmdline)
/* harmony export */ });
/* unused harmony exports cmdlineWords, programName */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8230);
/**
 * What the machine says of a process, for stopping the heartbeat helper safely: whether a pid
 * is held, and on Linux what /proc says of it (its command line and start time). Elsewhere
 * there is no /proc, and a pid alone says nothing of whose process it is.
 */


/** A command line is a few KiB at most; a longer one is not read. */
const PROC_MAX_BYTES = 256 * 1024;
/**
 * /proc/<pid>/stat is 52 numbers and a command name of 16 bytes at most, well under 1 KiB.
 * /proc reports a size of 0, so the buffer is this size: one of 256 KiB for each read made
 * naming the job's process cost main a millisecond, and the helper as much on every beat.
 */
const STAT_MAX_BYTES = 4096;
/** /proc/<pid>/stat read; undefined where there is no /proc, or when the process is gone. */
function procStat(pid) {
    try {
        const stat = (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(`/proc/${pid}/stat`, STAT_MAX_BYTES)?.text;
        if (stat === undefined)
            return undefined;
        // The command name in parentheses may hold spaces: the fields are counted after it.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return {
            ppid: Number(fields[1]),
            pgrp: Number(fields[2]),
            tpgid: Number(fields[5]),
            startTicks: fields[19],
            zombie: fields[0] === 'Z'
        };
    }
    catch {
        return undefined;
    }
}
/** /proc's facts on a process; undefined where there is no /proc, or when it is gone. */
function procFacts(pid) {
    const stat = procStat(pid);
    if (!stat)
        return undefined;
    const cmdline = procCmdline(pid);
    if (cmdline === undefined)
        return undefined;
    return { cmdline, startTicks: stat.startTicks, zombie: stat.zombie };
}
/** A command line's words, from /proc's NUL-separated form (its last NUL ends the last word). */
function cmdlineWords(cmdline) {
    const words = cmdline.split('\0');
    if (words.length > 1 && words[words.length - 1] === '')
        words.pop();
    return words;
}
/** The program a command line runs, by its file's name alone (`/usr/bin/bash` is `bash`). */
function programName(cmdline) {
    const first = cmdlineWords(cmdline)[0] ?? '';
    return first.slice(first.lastIndexOf('/') + 1);
}
/** /proc/<pid>/cmdline alone (NUL-separated); undefined where there is none to read. */
function procCmdline(pid) {
    try {
        return (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(`/proc/${pid}/cmdline`, PROC_MAX_BYTES)?.text;
    }
    catch {
        return undefined;
    }
}
/** True while some process holds the pid (ours or another user's); a zombie counts as gone. */
function isRunning(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (e) {
        return e.code === 'EPERM';
    }
    // Its stat says whether it exited: its command line is not needed for that.
    return !procStat(pid)?.zombie;
}
/**
 * The pid namespace this process lives in, on Linux: its id and when its first process started
 * (`pid:[4026532178]@179799`); undefined elsewhere. A container started afresh has a new one:
 * GitLab's Docker executor starts the build container for each stage of a job and stops it
 * after (gitlab-runner executors/docker/internal/exec/exec.go), so a pid recorded in one stage
 * names nothing of ours in the next. The id alone does not tell: the kernel gives a freed
 * namespace's id to the next one, and the next stage's is often the same number.
 */
function pidNamespace() {
    try {
        const first = procStat(1)?.startTicks;
        return first === undefined ? undefined : `${(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)('/proc/self/ns/pid')}@${first}`;
    }
    catch {
        return undefined;
    }
}
const BOOT_ID = '/proc/sys/kernel/random/boot_id';
/** This boot's id (a new one at each start of the machine); undefined where there is none. */
function bootId() {
    try {
        return (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(BOOT_ID, 64)?.text.trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** Now on the boot clock; undefined where there is no /proc. */
function bootNow() {
    const id = bootId();
    if (id === undefined)
        return undefined;
    try {
        const text = (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)('/proc/uptime', 128)?.text;
        const seconds = Number(text?.trim().split(/\s+/)[0]);
        return Number.isFinite(seconds) && seconds >= 0
            ? { bootId: id, ms: Math.round(seconds * 1000) }
            : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Milliseconds from `mark` to `now` on the boot clock; undefined when either is unknown, they
 * are of two boots, or the mark lies ahead (no clock of this boot wrote it).
 */
function bootElapsed(mark, now) {
    if (!mark || !now || mark.bootId !== now.bootId)
        return undefined;
    const ms = now.ms - mark.ms;
    return ms >= 0 ? ms : undefined;
}


/***/ }),

/***/ 7936:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ry: () => (/* binding */ END_START_REPLAY_SHARE),
/* harmony export */   bM: () => (/* binding */ CARRY_START_MAX_WAIT_MS),
/* harmony export */   nC: () => (/* binding */ CARRY_START_FIRST_WAIT_MS)
/* harmony export */ });
/** Budgets of the run protocol, shared by every front end. */
/**
 * Of the time an end has, the share its run's queued records (the start, the `running`
 * notification) may take before the end report goes: the end itself needs the rest.
 */
const END_START_REPLAY_SHARE = 0.4;
/** The heartbeat helper's first wait between passes at a queued start, doubled up to the cap. */
const CARRY_START_FIRST_WAIT_MS = 5_000;
const CARRY_START_MAX_WAIT_MS = 300_000;


/***/ }),

/***/ 224:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ parseTempFileName),
/* harmony export */   H0: () => (/* binding */ createExclusive),
/* harmony export */   MX: () => (/* binding */ TEMP_PREFIX),
/* harmony export */   Q3: () => (/* binding */ writeFileAtomicSync),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   ty: () => (/* binding */ syncDir)
/* harmony export */ });
/* unused harmony export tempFileName */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _disk_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9952);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8196);
/* harmony import */ var _owner_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3079);
/* harmony import */ var _random_hex_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7773);
/**
 * Writes that readers and other writers see whole or not at all: a temporary file renamed over
 * the final name (its directory synced), and the exclusive create of which exactly one of
 * several processes wins. Temporary files carry their owner, so a dead process's leftovers can go.
 */





/**
 * Makes a rename or unlink in `dir` durable. Windows cannot open a directory as a file (NTFS
 * journals its own directory changes): there the step is skipped, the rename itself is still
 * atomic. Elsewhere a failure is not fatal either: the rename has happened.
 */
async function syncDir(dir, disk = _disk_js__WEBPACK_IMPORTED_MODULE_1__/* .localDisk */ .vh) {
    if (disk.platform === 'win32')
        return;
    let handle;
    try {
        handle = await disk.fs.open(dir, 'r');
        await handle.sync();
    }
    catch {
        // best effort
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}
/** Prefix of temporary files; readers skip them and replay removes old leftovers. */
const TEMP_PREFIX = '.tmp-';
/** Name of a temporary file: it carries its owner, so leftovers of a dead process can go. */
function tempFileName() {
    return `${TEMP_PREFIX}${_owner_js__WEBPACK_IMPORTED_MODULE_2__/* .HOST_TAG */ .q}-${process.pid}-${(0,_random_hex_js__WEBPACK_IMPORTED_MODULE_3__/* .randomHex */ .n)()}`;
}
/** The owner encoded in a temporary file's name, if it has that shape. */
function parseTempFileName(name) {
    const m = /^\.tmp-([0-9a-f]{8})-(\d+)-[0-9a-f]+$/.exec(name);
    return m ? { hostTag: m[1], pid: Number(m[2]) } : undefined;
}
/**
 * Writes `name` in `dir` so that readers see either nothing or the whole content: a temporary
 * file in the same directory (mode 0600), fsync, rename over the final name, fsync the
 * directory. A crash leaves at worst a temporary file, which readers ignore. On Windows a
 * busy file (a scanner, a reader of the old content) is waited for a moment.
 */
async function writeFileAtomic(dir, name, content, disk = _disk_js__WEBPACK_IMPORTED_MODULE_1__/* .localDisk */ .vh) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, tempFileName());
    try {
        const handle = await (0,_disk_js__WEBPACK_IMPORTED_MODULE_1__/* .retryBusy */ .Oc)(disk, () => disk.fs.open(temp, 'wx', 0o600));
        try {
            await handle.writeFile(content, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,_disk_js__WEBPACK_IMPORTED_MODULE_1__/* .retryBusy */ .Oc)(disk, () => disk.fs.rename(temp, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, name)));
    }
    catch (error) {
        await disk.fs.rm(temp, { force: true }).catch(() => undefined);
        throw error;
    }
    await syncDir(dir, disk);
}
/**
 * writeFileAtomic for files handed over within a job (the heartbeat helper's status and
 * steps, read by the post step): the same temporary file (mode 0600) and rename, waiting out
 * a busy file on Windows (the post step reading the old content), without yielding. No fsync:
 * a crash of the machine ends the job that would read them.
 */
function writeFileAtomicSync(path, content, disk = _disk_js__WEBPACK_IMPORTED_MODULE_1__/* .localSyncDisk */ .W1) {
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path), tempFileName());
    try {
        disk.fs.writeFileSync(temp, content, { mode: 0o600, flag: 'wx' });
        (0,_disk_js__WEBPACK_IMPORTED_MODULE_1__/* .retryBusySync */ .xH)(disk, () => disk.fs.renameSync(temp, path));
    }
    catch (error) {
        try {
            disk.fs.rmSync(temp, { force: true });
        }
        catch {
            // a leftover temporary file is ignored by readers
        }
        throw error;
    }
}
/**
 * Creates `path` with `content` only if nothing has that name yet: true when this call
 * created it, false when another process had (EEXIST). The exclusive create (O_EXCL,
 * CreateFile's CREATE_NEW on Windows) is decided by the file system in one step, on NTFS as
 * on POSIX file systems: of several processes creating one name, exactly one succeeds. On
 * Windows a name whose file is being deleted stays busy until its last handle closes: still
 * busy after the retries, it counts as taken too, never as created.
 */
async function createExclusive(path, content, disk = _disk_js__WEBPACK_IMPORTED_MODULE_1__/* .localDisk */ .vh) {
    let handle;
    try {
        handle = await (0,_disk_js__WEBPACK_IMPORTED_MODULE_1__/* .retryBusy */ .Oc)(disk, () => disk.fs.open(path, 'wx', 0o600));
    }
    catch (error) {
        if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_4__/* .isErrno */ .r)(error, 'EEXIST') || (0,_disk_js__WEBPACK_IMPORTED_MODULE_1__/* .isBusy */ .A5)(disk, error))
            return false;
        throw error;
    }
    try {
        await handle.writeFile(content, 'utf8');
    }
    catch (error) {
        await handle.close().catch(() => undefined);
        await disk.fs.rm(path, { force: true }).catch(() => undefined);
        throw error;
    }
    await handle.close();
    return true;
}


/***/ }),

/***/ 7110:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        // A wait worked out from a deadline already past is no wait: Node would warn about it
        // (TimeoutNegativeWarning) in the job's log, and about NaN as well.
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms > 0 ? ms : 0);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    })
};


/***/ }),

/***/ 6210:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Iv: () => (/* binding */ makeDirsSync),
/* harmony export */   mG: () => (/* binding */ privateDirState),
/* harmony export */   rh: () => (/* binding */ ensurePrivateDir)
/* harmony export */ });
/* unused harmony exports MAX_DIR_LEVELS, makeDirs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _disk_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9952);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8196);
/**
 * Folders: created one bounded level at a time (never by Node's recursive mkdir), and the
 * check that a folder we keep files in is this user's alone.
 */




/** More levels to create than this are refused: no real folder of ours needs as many. */
const MAX_DIR_LEVELS = 64;
function levelError(code, message, path) {
    return Object.assign(new Error(`${code}: ${message}, mkdir '${path}'`), {
        code,
        syscall: 'mkdir',
        path
    });
}
/**
 * The mkdir calls that create `dir` and its missing parents, one level each, and what each
 * answer means; it returns the first folder it created (undefined when `dir` was there). It
 * climbs from `dir` while the answer is "parent missing", then creates downwards. Each level is
 * asked at most twice: where the kernel says a child's parent is missing although the parent
 * exists (under /proc, on a stale mount), this refuses with ENOENT; Node's recursive mkdir
 * loops there for ever inside C++, deaf to signals.
 */
function* levelsOf(dir) {
    const missing = [];
    let at = dir;
    let created;
    for (;;) {
        const answer = yield at;
        if (answer === 'made') {
            created = at;
            break;
        }
        if (answer === 'exists')
            break;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at);
        if (parent === at)
            throw levelError('ENOENT', 'no such file or directory', at);
        if (missing.length >= MAX_DIR_LEVELS - 1) {
            throw levelError('ENAMETOOLONG', `more than ${MAX_DIR_LEVELS} folders to create`, dir);
        }
        missing.push(at);
        at = parent;
    }
    for (const level of missing.reverse()) {
        const answer = yield level;
        // Its parent was just made or seen: "missing" now is the kernel contradicting itself.
        if (answer === 'missing')
            throw levelError('ENOENT', 'no such file or directory', level);
        if (answer === 'made')
            created ??= level;
    }
    return created;
}
function answerOf(error) {
    if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_3__/* .isErrno */ .r)(error, 'EEXIST'))
        return 'exists';
    if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_3__/* .isErrno */ .r)(error, 'ENOENT'))
        return 'missing';
    throw error;
}
/**
 * Creates `dir` and its missing parents (mode `mode`, through the umask), one bounded level at
 * a time: the only way anything here creates a folder, since a recursive mkdir can spin for
 * ever on a path the kernel answers oddly. Returns the first folder created, undefined when
 * `dir` was there; an existing `dir` that is not a directory (a file, a link) is refused.
 */
async function makeDirs(dir, mode, disk = _disk_js__WEBPACK_IMPORTED_MODULE_2__/* .localDisk */ .vh) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    const plan = levelsOf(full);
    let step = plan.next();
    let lastAnswer;
    while (!step.done) {
        const level = step.value;
        lastAnswer = await disk.fs.mkdir(level, { mode }).then(() => 'made', answerOf);
        step = plan.next(lastAnswer);
    }
    if (lastAnswer === 'exists' && !(await disk.fs.lstat(full)).isDirectory()) {
        throw levelError('ENOTDIR', 'not a directory', full);
    }
    return step.value;
}
/** makeDirs without yielding: for the few places that cannot (a helper being spawned). */
function makeDirsSync(dir, mode) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    const plan = levelsOf(full);
    let step = plan.next();
    let lastAnswer;
    while (!step.done) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(step.value, { mode });
            lastAnswer = 'made';
        }
        catch (error) {
            lastAnswer = answerOf(error);
        }
        step = plan.next(lastAnswer);
    }
    if (lastAnswer === 'exists' && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(full).isDirectory()) {
        throw levelError('ENOTDIR', 'not a directory', full);
    }
    return step.value;
}
/** Flags that open a folder itself to read its owner and mode: never through a link. */
const DIR_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_DIRECTORY ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/**
 * Whether `dir` is a folder of this user's alone: 'absent', 'ours', or the reason it is not
 * (a file or a link in its place, another user's folder, one others may enter). The owner and
 * mode are read from the opened folder, never from a path that could be swapped in between.
 * Windows has no owner ids or modes here (what keeps a folder private there is the ACL it
 * inherits): a real folder, not a link, counts.
 */
function privateDirState(dir, uid = process.getuid?.(), platform = process.platform) {
    if (platform === 'win32') {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir).isDirectory() ? 'ours' : 'is not a folder (a file or a link is there)';
        }
        catch (e) {
            if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_3__/* .isErrno */ .r)(e, 'ENOENT'))
                return 'absent';
            throw e;
        }
    }
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(dir, DIR_FLAGS);
    }
    catch (e) {
        if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_3__/* .isErrno */ .r)(e, 'ENOENT'))
            return 'absent';
        if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_3__/* .isErrno */ .r)(e, 'ENOTDIR', 'ELOOP', 'EMLINK'))
            return 'is not a folder (a file or a link is there)';
        if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_3__/* .isErrno */ .r)(e, 'EACCES', 'EPERM'))
            return 'belongs to another user';
        throw e;
    }
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!st.isDirectory())
            return 'is not a folder';
        if (uid !== undefined && st.uid !== uid)
            return 'belongs to another user';
        if ((st.mode & 0o077) !== 0) {
            return `is open to other users (mode ${(st.mode & 0o777).toString(8)})`;
        }
        return 'ours';
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Creates the directory (and parents) private to the user; leaves an existing one as it is.
 * Windows has no modes (what keeps the folder private there is the ACL it inherits from the
 * user's profile): the mode is not set there.
 */
async function ensurePrivateDir(dir, disk = _disk_js__WEBPACK_IMPORTED_MODULE_2__/* .localDisk */ .vh) {
    const created = await makeDirs(dir, 0o700, disk);
    // mkdir's mode is filtered through the umask; set it exactly on what we created.
    if (created !== undefined && disk.platform !== 'win32') {
        await disk.fs.chmod(dir, 0o700).catch(() => undefined);
    }
}


/***/ }),

/***/ 9952:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  A5: () => (/* binding */ isBusy),
  vh: () => (/* binding */ localDisk),
  W1: () => (/* binding */ localSyncDisk),
  Oc: () => (/* binding */ retryBusy),
  xH: () => (/* binding */ retryBusySync)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __nccwpck_require__(7110);
;// CONCATENATED MODULE: ./src/util/constants.ts
/** The file-system toolkit's budgets (disk.ts's retries of a busy file). */
/**
 * On Windows a file another handle holds (an antivirus scan, a reader) refuses a rename, an
 * unlink or an open for a moment: the call is tried again this many times in all, waiting
 * from the first delay on, doubling, within the budget. Then it fails as it would have at
 * once: monitoring trouble never holds a job up for long.
 */
const BUSY_RETRY_ATTEMPTS = 8;
const BUSY_RETRY_FIRST_DELAY_MS = 10;
const BUSY_RETRY_BUDGET_MS = 1_000;

// EXTERNAL MODULE: ./src/util/errno.ts
var errno = __nccwpck_require__(8196);
;// CONCATENATED MODULE: ./src/util/disk.ts
/**
 * The disk as the queue and the files beside it see it: the file-system calls, injected so a
 * test can make them fail, and the short retries of a file Windows holds busy for a moment.
 * Everything built on it tolerates the races of several processes sharing one directory, on
 * each platform's rules.
 */





const localDisk = {
    platform: process.platform,
    fs: { open: promises_namespaceObject.open, rename: promises_namespaceObject.rename, rm: promises_namespaceObject.rm, unlink: promises_namespaceObject.unlink, mkdir: promises_namespaceObject.mkdir, chmod: promises_namespaceObject.chmod, lstat: promises_namespaceObject.lstat, readdir: promises_namespaceObject.readdir },
    clock: clock/* systemClock */.m
};
/**
 * Errors Windows gives for a moment while another handle is open on the file: an antivirus
 * scanner or the search indexer reading a file we just wrote, a reader that has the target of
 * a rename open, a file whose deletion is still pending. libuv reports a sharing violation as
 * EBUSY and an access denied as EPERM (EACCES from some calls). Elsewhere these errors last:
 * a permission, a mount point; they are not retried there.
 */
const BUSY_CODES = ['EPERM', 'EACCES', 'EBUSY'];
/** True when `error` is one Windows gives while another handle holds the file for a moment. */
function isBusy(disk, error) {
    return disk.platform === 'win32' && (0,errno/* isErrno */.r)(error, ...BUSY_CODES);
}
/**
 * After attempt `attempt` failed with `error`: how long to wait before the next one, or
 * undefined to give up (not a busy file, or the attempts or the time are spent).
 */
function waitBeforeRetry(disk, error, attempt, left) {
    if (!isBusy(disk, error) || attempt >= BUSY_RETRY_ATTEMPTS || left <= 0)
        return undefined;
    return Math.min(BUSY_RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1), left);
}
/**
 * Runs `op`, again after a short wait while Windows says the file is busy: a few attempts,
 * doubling waits, within BUSY_RETRY_BUDGET_MS in all. Then the last error is thrown, and the
 * caller fails as it would have at once: a record stays queued, and nothing waits longer.
 */
async function retryBusy(disk, op) {
    const giveUpAt = disk.clock.now() + BUSY_RETRY_BUDGET_MS;
    for (let attempt = 1;; attempt++) {
        try {
            return await op();
        }
        catch (error) {
            const wait = waitBeforeRetry(disk, error, attempt, giveUpAt - disk.clock.now());
            if (wait === undefined)
                throw error;
            await disk.clock.sleep(wait);
        }
    }
}
const localSyncDisk = {
    platform: process.platform,
    fs: { writeFileSync: external_node_fs_.writeFileSync, renameSync: external_node_fs_.renameSync, rmSync: external_node_fs_.rmSync },
    now: () => Date.now(),
    pause: ms => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
};
/** retryBusy for synchronous calls: the same attempts and budget, the waits block. */
function retryBusySync(disk, op) {
    const giveUpAt = disk.now() + BUSY_RETRY_BUDGET_MS;
    for (let attempt = 1;; attempt++) {
        try {
            return op();
        }
        catch (error) {
            const wait = waitBeforeRetry(disk, error, attempt, giveUpAt - disk.now());
            if (wait === undefined)
                throw error;
            disk.pause(wait);
        }
    }
}


/***/ }),

/***/ 1952:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ listFiles),
/* harmony export */   L4: () => (/* binding */ modifiedAt),
/* harmony export */   sL: () => (/* binding */ isRealDirectory),
/* harmony export */   ti: () => (/* binding */ removeIfPresent),
/* harmony export */   v_: () => (/* binding */ entryExists)
/* harmony export */ });
/* harmony import */ var _disk_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9952);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8196);
/**
 * The entries of a folder: listed, looked at and removed without following a symbolic link,
 * a vanished one answered rather than thrown.
 */


/**
 * Names of the regular files in the directory (none when it does not exist yet). FIFOs,
 * directories, devices and symbolic links are left out: nothing reads, claims or cleans them.
 */
async function listFiles(dir, disk = _disk_js__WEBPACK_IMPORTED_MODULE_0__/* .localDisk */ .vh) {
    try {
        return (await disk.fs.readdir(dir, { withFileTypes: true }))
            .filter(e => e.isFile())
            .map(e => e.name);
    }
    catch (error) {
        if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_1__/* .isErrno */ .r)(error, 'ENOENT'))
            return [];
        throw error;
    }
}
/** True when `path` is a directory itself, not a symbolic link to one. */
async function isRealDirectory(path, disk = _disk_js__WEBPACK_IMPORTED_MODULE_0__/* .localDisk */ .vh) {
    try {
        return (await disk.fs.lstat(path)).isDirectory();
    }
    catch {
        return false;
    }
}
/** The entry's modification time without following a symbolic link; undefined when gone. */
async function modifiedAt(path, disk = _disk_js__WEBPACK_IMPORTED_MODULE_0__/* .localDisk */ .vh) {
    try {
        const s = await disk.fs.lstat(path);
        return s.isFile() ? s.mtimeMs : undefined;
    }
    catch {
        return undefined;
    }
}
/** True when anything (not followed) has this path. */
async function entryExists(path, disk = _disk_js__WEBPACK_IMPORTED_MODULE_0__/* .localDisk */ .vh) {
    try {
        await disk.fs.lstat(path);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Removes a file (a symbolic link itself, never its target); false when it was already gone.
 * On Linux and macOS one unlink does it: rm would first stat the path twice, to learn whether
 * it is a directory, and a replay removes two files (the record, its lock) for each record it
 * sends. On Windows rm also removes a file marked read-only (it clears the attribute and tries
 * again), and a file another handle holds is waited for a moment.
 */
async function removeIfPresent(path, disk = _disk_js__WEBPACK_IMPORTED_MODULE_0__/* .localDisk */ .vh) {
    try {
        await (0,_disk_js__WEBPACK_IMPORTED_MODULE_0__/* .retryBusy */ .Oc)(disk, () => disk.platform === 'win32' ? disk.fs.rm(path) : disk.fs.unlink(path));
        return true;
    }
    catch (error) {
        if ((0,_errno_js__WEBPACK_IMPORTED_MODULE_1__/* .isErrno */ .r)(error, 'ENOENT'))
            return false;
        throw error;
    }
}


/***/ }),

/***/ 8196:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ isErrno)
/* harmony export */ });
/**
 * True when `error` is a failed system call's error with one of `codes` (ENOENT, EEXIST...):
 * read without trusting the error's shape, since anything may have been thrown.
 */
function isErrno(error, ...codes) {
    const code = error?.code;
    return typeof code === 'string' && codes.includes(code);
}


/***/ }),

/***/ 5144:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ mapInOrder)
/* harmony export */ });
/**
 * `map` of an async function over a list with at most `limit` calls in flight, the answers in
 * the list's order: work that waits (reads of many small files, each a few trips to libuv's
 * thread pool) overlaps, without starting all of it at once. The first failure is the answer;
 * no call starts after it.
 */
async function mapInOrder(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    let failed = false;
    const worker = async () => {
        while (!failed && next < items.length) {
            const i = next++;
            try {
                results[i] = await fn(items[i]);
            }
            catch (error) {
                failed = true;
                throw error;
            }
        }
    };
    // NaN counts as one: with no worker at all, every answer would be a hole, and no error said.
    const workers = Math.min(Math.max(1, Math.floor(limit) || 1), items.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return results;
}


/***/ }),

/***/ 3079:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ isOwnerAlive),
/* harmony export */   q: () => (/* binding */ HOST_TAG)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8196);
/* harmony import */ var _short_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7711);
/**
 * Who left a file behind: this machine's tag, and whether the process that wrote the file is
 * still alive, so that only the leftovers of a process known to be gone are freed.
 */



/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
const HOST_TAG = (0,_short_hash_js__WEBPACK_IMPORTED_MODULE_1__/* .shortHash */ .B)((0,node_os__WEBPACK_IMPORTED_MODULE_0__.hostname)(), 8);
/**
 * True unless the process is known to be gone. A process of another machine (or pid
 * namespace) cannot be checked: it counts as alive, and only the age bound frees its files.
 */
function isOwnerAlive(hostTag, pid) {
    if (hostTag !== HOST_TAG)
        return true;
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: the process exists but belongs to someone else.
        return !(0,_errno_js__WEBPACK_IMPORTED_MODULE_2__/* .isErrno */ .r)(error, 'ESRCH');
    }
}


/***/ }),

/***/ 7773:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ randomHex)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Random hex, to keep names unique across processes that share a pid namespace or not, and for
 * the tokens that prove who wrote a lock or answers a stop. From /dev/urandom where there is one:
 * node:crypto, loaded for this alone, would stay in the heartbeat helper's memory all job long
 * (some 3 MiB). Windows has no /dev/urandom and loads it.
 */
function randomHex(bytes = 4) {
    const buf = Buffer.alloc(bytes);
    try {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)('/dev/urandom', 'r');
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, bytes, null) === bytes)
                return buf.toString('hex');
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    catch {
        // no /dev/urandom here
    }
    return process.getBuiltinModule('node:crypto').randomBytes(bytes).toString('hex');
}


/***/ }),

/***/ 8230:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   tC: () => (/* binding */ READ_FLAGS)
/* harmony export */ });
/* unused harmony exports APPEND_FLAGS, READ_MAX_BYTES, NotRegularFileError, openRegular, openRegularSync, streamRegularFile */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _disk_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9952);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8196);
/**
 * The one safe open of a path we read or append to, and the reads built on it: a regular file
 * only, never through a symbolic link, never waiting on a FIFO or a device, never read past a bound.
 */



/**
 * Flags that open only what can be read without waiting: a symbolic link is refused
 * (O_NOFOLLOW: its target is not ours to read), and a FIFO or a device does not block the open
 * (O_NONBLOCK). Platforms without a flag (Windows) go without it.
 */
const READ_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/**
 * Flags that open a file of ours for appending the same way: created (mode 0600) when missing,
 * a symbolic link refused, a FIFO never waited on (with no reader the open fails at once).
 */
const APPEND_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY |
    node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND |
    node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT |
    (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) |
    (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** The most any file is read whole: far more than a record (its logs escaped), a state or a status holds. */
const READ_MAX_BYTES = 128 * 1024 * 1024;
/** What stands at a path instead of a regular file, in words for a message. */
function kindOf(st) {
    if (st.isDirectory())
        return 'a directory';
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isSocket())
        return 'a socket';
    return 'a device';
}
/** Refusal of what is not a regular file: code ENOTREG, the kind named in the message. */
class NotRegularFileError extends Error {
    code = 'ENOTREG';
    constructor(path, kind) {
        super(`${path} is ${kind}, not a regular file`);
    }
}
/** Errors of an open that mean "nothing here we may read" rather than trouble to report. */
const UNREADABLE = ['ENOENT', 'ELOOP', 'EMLINK', 'ENXIO', 'EACCES', 'EPERM', 'EBUSY', 'ENOTDIR'];
/**
 * The one safe open of a path we read or write: a regular file only (checked on the open
 * handle, so nothing can be swapped in between), never through a symbolic link, never waiting
 * on a FIFO or a device. `how` is `read` (READ_FLAGS) or `append` (APPEND_FLAGS). Anything
 * else at the path is refused with NotRegularFileError; the open's own errors are thrown.
 */
async function openRegular(path, how, disk = _disk_js__WEBPACK_IMPORTED_MODULE_1__/* .localDisk */ .vh) {
    const handle = await (0,_disk_js__WEBPACK_IMPORTED_MODULE_1__/* .retryBusy */ .Oc)(disk, () => how === 'read' ? disk.fs.open(path, READ_FLAGS) : disk.fs.open(path, APPEND_FLAGS, 0o600));
    try {
        const st = await handle.stat();
        if (!st.isFile())
            throw new NotRegularFileError(path, kindOf(st));
        return { handle, size: st.size, uid: st.uid };
    }
    catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
    }
}
/** openRegular without yielding, for the few that cannot (a helper being spawned, a status). */
function openRegularSync(path, how) {
    const fd = how === 'read' ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, READ_FLAGS) : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, APPEND_FLAGS, 0o600);
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!st.isFile())
            throw new NotRegularFileError(path, kindOf(st));
        return { fd, size: st.size, uid: st.uid };
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw error;
    }
}
/**
 * The text of a regular file, or undefined when it is gone (another process took or removed
 * it), or is anything else: a FIFO, a directory, a device, a symbolic link, a file we may not
 * read. Never more than `maxBytes` (READ_MAX_BYTES): a longer one is undefined too.
 */
async function readRegularFile(path, disk = _disk_js__WEBPACK_IMPORTED_MODULE_1__/* .localDisk */ .vh, maxBytes = READ_MAX_BYTES) {
    let opened;
    try {
        opened = await openRegular(path, 'read', disk);
    }
    catch (error) {
        if (error instanceof NotRegularFileError || (0,_errno_js__WEBPACK_IMPORTED_MODULE_2__/* .isErrno */ .r)(error, ...UNREADABLE))
            return undefined;
        throw error;
    }
    try {
        if (opened.size > maxBytes)
            return undefined;
        return await readOpenFile(opened.handle, opened.size, maxBytes);
    }
    finally {
        await opened.handle.close().catch(() => undefined);
    }
}
/**
 * readRegularFile without yielding: the text of a regular file of at most `maxBytes`, and its
 * owner; undefined when there is none or it is anything else.
 */
function readRegularFileSync(path, maxBytes = READ_MAX_BYTES) {
    let opened;
    try {
        opened = openRegularSync(path, 'read');
    }
    catch {
        return undefined;
    }
    try {
        if (opened.size > maxBytes)
            return undefined;
        const buffer = Buffer.allocUnsafe(maxBytes === 0 ? 0 : Math.min(maxBytes, opened.size || maxBytes));
        let length = 0;
        while (length < buffer.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(opened.fd, buffer, length, buffer.length - length, null);
            if (n === 0)
                break;
            length += n;
        }
        return { text: buffer.toString('utf8', 0, length), uid: opened.uid };
    }
    catch {
        return undefined;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(opened.fd);
    }
}
/**
 * Hands the bytes of a regular file to `write` in pieces, up to the size it had when opened: a
 * log still being written is read to where it was, never chased for ever. Anything that is not a
 * regular file (a FIFO, /dev/zero, a link) is refused with NotRegularFileError or the open's
 * error, at once. Returns the bytes read.
 */
async function streamRegularFile(path, write, disk = localDisk) {
    const { handle, size } = await openRegular(path, 'read', disk);
    try {
        let done = 0;
        while (done < size) {
            // A fresh piece each time: `write` may keep what it is given.
            const buffer = Buffer.allocUnsafe(Math.min(size - done, 64 * 1024));
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, done);
            if (bytesRead === 0)
                break; // cut short meanwhile: what was there
            write(buffer.subarray(0, bytesRead));
            done += bytesRead;
        }
        return done;
    }
    finally {
        await handle.close().catch(() => undefined);
    }
}
/**
 * The text of an open regular file whose stat said `size` bytes: the bytes in one read (more
 * only if the system hands them over in pieces), as handle.readFile reads them, without the
 * stat of its own it makes first. A replay reads every record twice (scanning, claiming) and
 * its lock once: that stat was one call to the file system in five. A file whose stat said 0
 * bytes may hold some by now (a lock being written), or be of a kind that has no size (/proc):
 * that one is read to its end, up to `maxBytes`.
 */
async function readOpenFile(handle, size, maxBytes) {
    const want = size === 0 ? maxBytes : size;
    const buffer = Buffer.allocUnsafe(Math.min(want, size === 0 ? 64 * 1024 : want));
    const pieces = [];
    let length = 0;
    let piece = 0;
    while (length < want) {
        if (piece === buffer.length) {
            pieces.push(Buffer.from(buffer.subarray(0, piece)));
            piece = 0;
        }
        const { bytesRead } = await handle.read(buffer, piece, Math.min(buffer.length - piece, want - length), length);
        if (bytesRead === 0)
            break; // cut short meanwhile: what was there
        length += bytesRead;
        piece += bytesRead;
    }
    pieces.push(buffer.subarray(0, piece));
    return pieces.length === 1 ? pieces[0].toString('utf8') : Buffer.concat(pieces).toString('utf8');
}


/***/ }),

/***/ 7711:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ shortHash)
/* harmony export */ });
/**
 * A short, stable name from a text (a run key, a host name): FNV-1a over its UTF-8 bytes, 128
 * bits, as hex. Not a cryptographic hash, and not needed to be one: these names only have to be
 * the same wherever they are computed and differ between inputs. The heartbeat helper, which lives
 * as long as the job, names files and its channel with it; node:crypto, loaded for that, would
 * stay in its memory all job long (some 3 MiB).
 */
const OFFSET = 0x6c62272e07bb014262b821756295c58dn;
const PRIME = 0x1000000000000000000013bn;
const MASK = (1n << 128n) - 1n;
function shortHash(text, hexChars) {
    let hash = OFFSET;
    for (const byte of Buffer.from(text, 'utf8'))
        hash = ((hash ^ BigInt(byte)) * PRIME) & MASK;
    return hash.toString(16).padStart(32, '0').slice(0, hexChars);
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./src/helper/constants.ts
/** The heartbeat helper's environment, limits and waits: its starters, its stopper and itself agree. */
/** Environment of the heartbeat helper: its config (the key comes through its stdin). */
const HelperEnv = {
    config: 'JOB_MONITOR_HELPER_CONFIG'
};
/** The most the helper reads from stdin for its key: far more than any key, little memory. */
const HELPER_KEY_MAX_BYTES = 64 * 1024;
/** How long post waits for the helper to answer its request to stop before the last resort. */
const HELPER_STOP_WAIT_MS = 3_000;
/** How long post waits for the helper to exit once it answered, or once it was killed. */
const HELPER_EXIT_WAIT_MS = 1_000;
/** The helper ends on its own after this: a job lasts at most 6 h on hosted runners. */
const HELPER_MAX_LIFETIME_MS = (/* unused pure expression or super */ null && ((6 * 60 + 15) * 60_000));
/** How long the heartbeat helper spends on what earlier jobs left queued. */
const HELPER_REPLAY_BUDGET_MS = 120_000;
/** The open run's last heartbeat is rewritten at most this often: one small write a minute. */
const OPEN_RUN_TOUCH_MS = 60_000;

;// CONCATENATED MODULE: ./src/environment/proxy.ts
function readProxyFacts(env) {
    return {
        httpsProxy: env.https_proxy || env.HTTPS_PROXY || undefined,
        httpProxy: env.http_proxy || env.HTTP_PROXY || undefined,
        noProxy: (env.no_proxy || env.NO_PROXY || '').split(',').map(s => s.trim().toLowerCase())
    };
}

;// CONCATENATED MODULE: ./src/environment/helper.ts
/**
 * The heartbeat helper's environment, read by the two entries that start it (dist/heartbeat and
 * the command line's hidden subcommand): the config its starter wrote into it, and the proxy
 * variables.
 */


function readHelperFacts(env) {
    return {
        config: JSON.parse(env[HelperEnv.config] ?? '{}'),
        proxy: readProxyFacts(env)
    };
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __nccwpck_require__(6468);
;// CONCATENATED MODULE: ./src/client/attempt-log.ts
/**
 * One log line per attempt, so that every retry shows in the step's log. Built from the
 * error's kind and status only, never its message: a message can hold an excerpt of the
 * answer, and an answer can echo the key.
 */


const WHAT = {
    start: 'start report',
    end: 'end report',
    heartbeat: 'heartbeat',
    'pipeline-notification': 'pipeline notification',
    'list-pipelines': 'pipeline list'
};
/**
 * E.g. "end report: 503 Service Unavailable; attempt 2 of 3 in 2 s", or for a 429 "start
 * report: 429 Too Many Requests; attempt 2 of 3 is left to the queue, in 12 min or later".
 */
function describeAttempt(e) {
    const what = WHAT[e.kind];
    if (e.outcome === 'delivered')
        return `${what}: delivered (attempt ${e.attempt} of ${e.maxAttempts})`;
    const reason = e.error ? reasonOf(e.error) : 'failed';
    let next;
    if (e.waitMs !== undefined && e.handedOver)
        next = `attempt ${e.attempt + 1} of ${e.maxAttempts} is left to the queue, in ${seconds(e.waitMs)} or later`;
    else if (e.waitMs !== undefined)
        next = `attempt ${e.attempt + 1} of ${e.maxAttempts} in ${seconds(e.waitMs)}`;
    else if (e.error && !e.error.retryable)
        next = 'not retried';
    else
        next = `no attempt left (${e.attempt} of ${e.maxAttempts})`;
    return `${what}: ${reason}; ${next}`;
}
function reasonOf(error) {
    if (error instanceof errors/* AuthError */.lR)
        return '401 Unauthorized (check the API key)';
    if (error instanceof errors/* HttpStatusError */.F9)
        return `${error.status} ${external_node_http_.STATUS_CODES[error.status ?? 0] ?? 'status'}`.trim();
    if (error instanceof errors/* UpdateFailedError */.vR)
        return 'update_status "Failed"';
    if (error instanceof errors/* OversizedAnswerError */.si)
        return 'answer too long, not read';
    if (error instanceof errors/* ResponseShapeError */.RD)
        return '200 with an answer not in the expected shape';
    if (error instanceof errors/* TimeoutError */.MU)
        return 'no answer in time';
    if (error instanceof errors/* ConnectionError */.Rc) {
        const code = error.cause?.code;
        return `could not connect${typeof code === 'string' ? ` (${code})` : ''}`;
    }
    return 'not sent';
}
/** A wait as a person reads it: tenths of a second, whole minutes past two of them. */
function seconds(ms) {
    if (ms >= 120_000)
        return `${Math.round(ms / 60_000)} min`;
    return `${Math.round(ms / 100) / 10} s`;
}

// EXTERNAL MODULE: ./src/util/clock.ts
var util_clock = __nccwpck_require__(7110);
// EXTERNAL MODULE: ./src/client/nesting.ts
var nesting = __nccwpck_require__(3749);
;// CONCATENATED MODULE: ./src/client/decode.ts
/**
 * Response bodies of the monitoring endpoint arrive as a JSON string that itself holds a JSON
 * object (API text, 2.2), so they are parsed twice. A plain object is accepted too, in case
 * the service ever answers that way. An answer nested deeper than MAX_NESTING is refused
 * here, so nothing that prints or stores an answer ever recurses into it.
 */

/** An answer that is JSON but nests deeper than MAX_NESTING. */
class TooDeepError extends SyntaxError {
    name = 'TooDeepError';
    constructor() {
        super(`nested more than ${nesting/* MAX_NESTING */.M} levels deep`);
    }
}
function decodeBody(text) {
    let value = JSON.parse(text);
    // At most one more level: a string holding a JSON object.
    if (typeof value === 'string') {
        const inner = value.trim();
        if (inner.startsWith('{') || inner.startsWith('['))
            value = JSON.parse(inner);
    }
    if ((0,nesting/* nestsDeeperThan */.i)(value))
        throw new TooDeepError();
    return value;
}
/**
 * Decodes and returns an object, or a short reason why the body is not one. The reason quotes
 * none of the body: the body is untrusted, and the caller shows it made safe.
 */
function decodeObject(text) {
    if (text.trim() === '')
        return { problem: 'empty body' };
    let value;
    try {
        value = decodeBody(text);
    }
    catch (e) {
        if (e instanceof TooDeepError)
            return { problem: e.message };
        return { problem: 'not JSON' };
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return { problem: `not a JSON object but ${Array.isArray(value) ? 'an array' : typeof value}` };
    }
    return { object: value };
}

// EXTERNAL MODULE: ./src/client/gate.ts
var gate = __nccwpck_require__(2844);
// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __nccwpck_require__(1569);
// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __nccwpck_require__(7785);
;// CONCATENATED MODULE: ./src/util/loopback.ts
/**
 * Which hosts are this machine's own: the one rule that lets a service URL use plain http
 * (the API key then never leaves the machine) and that sends a request past a proxy.
 *
 * It reads a host as the URL parser leaves it (`new URL(...).hostname`), because that is the
 * host a request then goes to: the parser has already lower-cased it, turned `127.1`,
 * `0x7f.0.0.1` or `2130706433` into `127.0.0.1`, dropped an IPv4 trailing dot and written
 * `[0:0:0:0:0:0:0:1]` as `[::1]`. What is left must be, exactly:
 * - `localhost` (not `foo.localhost`, not `localhost.`: a name with more to it can be resolved
 *   by DNS, and DNS can answer anything);
 * - an IPv4 address in 127.0.0.0/8, four decimal octets 0-255 (not `127.0.0.1.evil.example`);
 * - `[::1]` or `::1`. An IPv4-mapped address (`[::ffff:127.0.0.1]`, which the parser writes
 *   `[::ffff:7f00:1]`) is refused: write 127.0.0.1.
 */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_LOOPBACK = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);
/** True when `hostname` (as `URL.hostname` gives it) names this machine. */
function isLoopbackHost(hostname) {
    return (hostname === 'localhost' ||
        hostname === '[::1]' ||
        hostname === '::1' ||
        IPV4_LOOPBACK.test(hostname));
}

;// CONCATENATED MODULE: ./src/client/limits.ts
/** Budgets of the client that are not part of the retry rule. */
/**
 * The most of one answer the client reads. The API text shows small JSON objects; anything
 * near this size is not an answer we can use, and reading on would cost the step its memory.
 */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** How much of an error answer a message quotes: enough to read the service's reason. */
const ERROR_DETAIL_CHARS = 200;
/** How much of a malformed 200 a message quotes: enough to tell HTML from a proxy's text. */
const ANSWER_EXCERPT_CHARS = 60;
/** The longest run id the client accepts. The API text gives no shape; ids are short. */
const MAX_RUN_ID_CHARS = 1024;

;// CONCATENATED MODULE: ./src/client/answer.ts


function readBounded(message, endpoint, limit = MAX_ANSWER_BYTES) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let bytes = 0;
        let done = false;
        const finish = (then) => {
            if (done)
                return;
            done = true;
            message.off('data', onData);
            then();
        };
        const onData = (chunk) => {
            bytes += chunk.length;
            if (bytes > limit) {
                finish(() => reject(new errors/* OversizedAnswerError */.si(endpoint, limit, message.statusCode)));
                message.destroy();
                return;
            }
            chunks.push(chunk);
        };
        message.on('data', onData);
        message.on('end', () => finish(() => resolve(Buffer.concat(chunks).toString('utf8'))));
        message.on('error', e => finish(() => reject(new errors/* ConnectionError */.Rc(endpoint, e))));
        // Cut off before its end (reset, or destroyed by a timeout or an abort, whose own error
        // settles the attempt first).
        message.on('close', () => finish(() => reject(new errors/* ConnectionError */.Rc(endpoint, new Error('answer cut off')))));
    });
}

;// CONCATENATED MODULE: ./src/client/transport.ts
/**
 * How a request reaches the service or a CI's API. Always node:http(s): it keeps the long-lived
 * heartbeat helper's memory close to an idle Node process (undici-based clients cost more), and it
 * never follows a redirect, so a credential in a header goes to the address asked and nowhere else.
 * Behind a proxy, @actions/http-client is loaded on demand for its agent alone, because it honours
 * the proxy variables that self-hosted runners set; its own request (which follows up to 50
 * redirects, stripping only `Authorization` on a change of host) is never used.
 */




/** The endpoint named in errors: the path only, so no query or credential leaks into logs. */
function endpointOf(url) {
    try {
        return new URL(url).pathname;
    }
    catch {
        return url;
    }
}
/**
 * The agent that reaches `url` through the proxy the variables name (a CONNECT tunnel), from
 * @actions/http-client, loaded only when a proxy is in play. The agent carries the request; no
 * redirect is followed by it.
 */
async function proxyAgentFor(url) {
    const { HttpClient } = await __nccwpck_require__.e(/* import() */ 942).then(__nccwpck_require__.bind(__nccwpck_require__, 4942));
    return new HttpClient('job-monitor', undefined, { keepAlive: false }).getAgent(url);
}
/**
 * One request along `route`: the answer comes to `onAnswer` as it is, a redirect included. The
 * caller bounds it in time and reads it.
 */
function openRequest(url, options, route, onAnswer) {
    // TLS is loaded only when a call needs it: it is most of an idle helper's memory otherwise.
    const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : external_node_http_.request;
    // A fresh connection per call: calls are minutes apart, and an idle keep-alive socket
    // would keep the process (and the step) alive.
    const opts = { ...options, agent: route };
    return send(url, opts, onAnswer);
}
/** The request along `route`, within its timeout and its signal. */
function sendAlong(req, route) {
    return new Promise((resolve, reject) => {
        const url = new URL(req.url);
        const endpoint = endpointOf(req.url);
        let settled = false;
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            // No further reading: an answer past the limit, or one that came too late.
            outgoing.destroy();
            clearTimeout(timer);
            req.signal?.removeEventListener('abort', onAbort);
            reject(error);
        };
        const headers = { ...req.headers };
        if (req.body !== undefined)
            headers['Content-Length'] = Buffer.byteLength(req.body);
        const outgoing = openRequest(url, { method: req.method, headers }, route, res => {
            readBounded(res, endpoint).then(body => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                req.signal?.removeEventListener('abort', onAbort);
                resolve({ status: res.statusCode ?? 0, headers: headersOf(res), body });
            }, fail);
        });
        const timer = setTimeout(() => {
            fail(new errors/* TimeoutError */.MU(endpoint, req.timeoutMs));
        }, req.timeoutMs);
        const onAbort = () => {
            fail(new errors/* ConnectionError */.Rc(endpoint, req.signal?.reason ?? new Error('aborted')));
        };
        // Before anything can destroy it: a request destroyed with no listener for its 'error'
        // ("socket hang up") would throw out of the process.
        outgoing.on('error', e => fail(new errors/* ConnectionError */.Rc(endpoint, e)));
        if (req.signal?.aborted)
            return onAbort();
        req.signal?.addEventListener('abort', onAbort, { once: true });
        outgoing.end(req.body);
    });
}
const nodeHttpTransport = req => sendAlong(req, false);
/** Header names in lower case, repeated ones joined. */
function headersOf(message) {
    const out = {};
    for (const [name, value] of Object.entries(message.headers)) {
        out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
/** True when the proxy variables ask for a proxy to reach `url`. */
function usesProxy(url, proxyFacts) {
    const parsed = new URL(url);
    const https = parsed.protocol === 'https:';
    const proxy = https ? proxyFacts.httpsProxy : proxyFacts.httpProxy;
    if (!proxy)
        return false;
    const host = parsed.hostname.toLowerCase();
    if (isLoopbackHost(host))
        return false;
    return !proxyFacts.noProxy.some(entry => entry === '*' ||
        (entry !== '' &&
            (host === entry.replace(/^\./, '') ||
                host.endsWith(entry.startsWith('.') ? entry : `.${entry}`))));
}
/** Through the proxy the variables name; a redirect is handed back, as nodeHttpTransport does. */
const httpClientTransport = async (req) => {
    let agent;
    try {
        agent = await proxyAgentFor(req.url);
    }
    catch (e) {
        throw new errors/* ConnectionError */.Rc(endpointOf(req.url), e);
    }
    return sendAlong(req, agent);
};
/** The transport for these proxy variables: a proxy-aware one only where a proxy is configured. */
function defaultTransport(proxy) {
    return req => (usesProxy(req.url, proxy) ? httpClientTransport(req) : nodeHttpTransport(req));
}

;// CONCATENATED MODULE: ./src/client/version.ts
/** The package version, sent in the User-Agent. A test keeps it equal to package.json's. */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/util/inert-text.ts
/**
 * Text we did not write (a service's answer, an error body) made inert: the characters a
 * terminal or the runner would act on are shown instead of obeyed. Hiding the secrets it may
 * echo is redaction's job (safeForLog in logs/safe-for-log.ts does both).
 */
/**
 * C0 controls but tab, DEL, C1 controls, the line and paragraph separators and the bidi
 * overrides and isolates (which reorder what a reader sees).
 */
// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_KEEPING_NEWLINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */
function visible(c) {
    const code = c.charCodeAt(0);
    if (c === '\n')
        return '\\n';
    if (c === '\r')
        return '\\r';
    return code < 0x100
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
}
/**
 * Would the Actions runner read this line as a workflow command? It takes `::name::` after
 * leading white space, and the older `##[name]` anywhere in a line; it splits lines at \r and \n.
 */
function commandLike(line) {
    return /^[\s\u0085\u200b\ufeff]*::/.test(line) || line.includes('##[');
}
/** Shows control characters as `\x1b`, `\n`, `\u202e`...; tabs stay, newlines if asked. */
function escapeControl(text, options = {}) {
    return text.replace(options.keepNewlines ? CONTROL_KEEPING_NEWLINES : CONTROL, visible);
}
/**
 * One line of text we did not write, inert: control characters shown escaped, `::` at its
 * start and `##[` anywhere (which the Actions runner reads as workflow commands) broken up,
 * cut to `maxChars`. Secrets are the caller's business (logs/safe-for-log.ts hides them first).
 */
function inertLine(text, maxChars = Infinity) {
    const line = escapeControl(text)
        .replace(/^(\s*)::/, '$1\\x3a:')
        .replace(/##\[/g, '#\\x23[');
    if (line.length <= maxChars)
        return line;
    const kept = Array.from(line.slice(0, Math.max(0, maxChars - 1)));
    // slice() may have split a surrogate pair: drop its lone half.
    if (/[\ud800-\udbff]$/.test(kept[kept.length - 1] ?? ''))
        kept.pop();
    return kept.join('') + '…';
}

// EXTERNAL MODULE: ./src/logs/redact.ts + 1 modules
var redact = __nccwpck_require__(44);
;// CONCATENATED MODULE: ./src/logs/safe-for-log.ts
/**
 * One line of untrusted text made safe for a log: its secrets hidden (redaction), then what a
 * terminal or the runner would act on shown instead of obeyed (util/inert-text.ts).
 */


/**
 * One line of untrusted text for a log: secrets (given as strings or as the run's Redactor)
 * hidden with their URL-encoded, base64, base64url and hex forms and the common token shapes;
 * control characters shown escaped; `::` at its start and `##[` anywhere, which the Actions
 * runner reads as workflow commands, broken up. Redacted whole, then cut to `maxChars`.
 */
function safeForLog(text, secrets = [], maxChars = Infinity) {
    const redactor = secrets instanceof redact/* Redactor */.p ? secrets : new redact/* Redactor */.p(secrets);
    return inertLine(redactor.redact(String(text)), maxChars);
}

// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __nccwpck_require__(1054);
;// CONCATENATED MODULE: ./src/client/client.ts












function isPipelineFamily(kind) {
    return (0,identity/* familyOf */.Ap)(kind) === 'pipelines';
}
class MonitorClient {
    maxAttempts;
    /** The key's hourly ledger, when this client keeps one. */
    ledger;
    baseUrl;
    apiKey;
    deploymentUrl;
    transport;
    clock;
    timeoutMs;
    maxRetryAfterMs;
    userAgent;
    onAttempt;
    gate;
    constructor(o) {
        this.baseUrl = o.baseUrl;
        this.apiKey = o.apiKey;
        this.deploymentUrl = o.deploymentUrl || undefined;
        this.transport = o.transport ?? nodeHttpTransport;
        this.clock = o.clock ?? util_clock/* systemClock */.m;
        this.maxAttempts = Math.max(1, Math.floor(o.maxAttempts ?? retry/* DEFAULT_MAX_ATTEMPTS */.Gz));
        this.timeoutMs = o.timeoutMs ?? retry/* DEFAULT_TIMEOUT_MS */.t1;
        this.maxRetryAfterMs = o.maxRetryAfterMs ?? retry/* DEFAULT_MAX_RETRY_AFTER_MS */.eo;
        this.userAgent = o.userAgent
            ? `${o.userAgent} job-monitor/${VERSION}`
            : `job-monitor/${VERSION}`;
        this.onAttempt = o.onAttempt;
        this.gate = new gate/* OutboundGate */.W([o.apiKey, ...(o.secrets ?? [])]);
        this.ledger = o.ledger;
    }
    /**
     * `call` as it may leave this process, sent or queued: free text redacted, an identifier
     * holding a secret refused (RefusedFieldError). Every call passes it before it is sent, and
     * the queue takes only what passed, so no file we write holds the key either.
     */
    outbound(call) {
        return this.gate.pass(call);
    }
    /** Metadata as the gate lets it out, for a front end that writes it down to send later. */
    outboundMetadata(metadata) {
        return this.gate.passMetadata(metadata);
    }
    /** Sends `call` under the retry rule. Never throws: the result says what happened. */
    deliver(call, o = {}) {
        return this.run(call, o);
    }
    async sendStartReport(body, o) {
        return this.orThrow(await this.deliver({ kind: 'start', body }, o));
    }
    /**
     * Sends one end report under the retry rule; throws what stopped it. The end of a whole run
     * (its queued start first, then this report, then the final pipeline notification) is the
     * run protocol's (JobMonitor's `end`).
     */
    async sendEndReport(body, o) {
        return this.orThrow(await this.deliver({ kind: 'end', body }, o));
    }
    async heartbeat(body, o) {
        return this.orThrow(await this.deliver({ kind: 'heartbeat', body }, o));
    }
    async notifyPipeline(pipelineId, body, o) {
        this.orThrow(await this.deliver({ kind: 'pipeline-notification', pipelineId, body }, o));
    }
    /** GET /api/v1/pipelines: its shape is not shown in the API text, so it is returned as decoded. */
    async listPipelines(o = {}) {
        const result = await this.run({ kind: 'list-pipelines' }, o);
        if (!result.delivered)
            throw result.error;
        return result.response;
    }
    orThrow(d) {
        if (!d.delivered)
            throw d.error;
        return d.response;
    }
    async run(unchecked, o) {
        let request;
        try {
            // The gate, once per sequence: each attempt then sends these very bytes.
            request = unchecked.kind === 'list-pipelines' ? unchecked : this.outbound(unchecked);
        }
        catch (e) {
            if (!(e instanceof errors/* MonitorError */.Fu))
                throw e;
            return { delivered: false, error: e, state: { ...(o.state ?? { attempts: 0 }) } };
        }
        const { kind } = request;
        const result = await (0,retry/* runSequence */.RT)(timeoutMs => this.attempt(request, timeoutMs, o.seeAttemptThrough ? undefined : o.signal).catch((e) => {
            throw e instanceof errors/* MonitorError */.Fu
                ? e
                : new errors/* MonitorError */.Fu(String(e), { retryable: false, cause: e });
        }), {
            clock: this.clock,
            maxAttempts: this.maxAttempts,
            timeoutMs: this.timeoutMs,
            state: o.state,
            deadline: o.deadline,
            signal: o.signal,
            notAttempted: why => new errors/* MonitorError */.Fu(`${this.pathOf(request)} was not attempted: ${why}`, {
                retryable: true
            }),
            onAttempt: report => this.onAttempt?.({ kind, ...report }),
            ...this.budgetOf(request)
        });
        return result;
    }
    /** The ledger, as the retry loop asks it for each attempt of this request. */
    budgetOf(request) {
        const ledger = this.ledger;
        if (!ledger)
            return {};
        return {
            budget: {
                hour: {
                    permit: at => ledger.permit(request.kind, at),
                    answered: (status, retryAfterMs) => ledger.answered(status, retryAfterMs)
                },
                heldBack: refusal => new errors/* HourSpentError */.zP(this.pathOf(request), refusal)
            }
        };
    }
    pathOf(request) {
        switch (request.kind) {
            case 'start':
            case 'end':
                return wire/* PATHS */.R7.monitoring;
            case 'heartbeat':
                return wire/* PATHS */.R7.heartbeat;
            case 'pipeline-notification':
                return wire/* PATHS */.R7.pipelineNotify(request.pipelineId);
            case 'list-pipelines':
                return wire/* PATHS */.R7.pipelines;
        }
    }
    /** Whether this client has the address that calls of this kind go to. */
    serves(kind) {
        return Boolean(this.baseOf(kind));
    }
    /**
     * Which service calls of this kind go to (the family's address and a fingerprint of the
     * key); undefined without that address. The queue stamps it on records and replays only
     * the records that carry this client's.
     */
    identityFor(kind) {
        const base = this.baseOf(kind);
        return base ? (0,identity/* serviceIdentity */.C1)(base, this.apiKey) : undefined;
    }
    /** The address of the kind's endpoint family: {deployment_url} for the pipeline endpoints. */
    baseOf(kind) {
        return isPipelineFamily(kind) ? this.deploymentUrl : this.baseUrl;
    }
    urlOf(request) {
        const path = this.pathOf(request);
        const pipelineFamily = isPipelineFamily(request.kind);
        const base = this.baseOf(request.kind);
        if (!base) {
            throw new errors/* MonitorError */.Fu(pipelineFamily
                ? 'A deployment URL is needed for pipeline calls'
                : 'A base URL is needed for run reports and heartbeats', { retryable: false });
        }
        return { url: joinUrl(base, path), pipelineFamily };
    }
    /** One attempt: send, then read the answer as the API text describes it. */
    async attempt(request, timeoutMs, signal) {
        const { url, pipelineFamily } = this.urlOf(request);
        const endpoint = this.pathOf(request);
        // The bare key on /monitoring and /heartbeat, Bearer on the pipeline endpoints (API text, 5).
        const headers = {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: pipelineFamily ? `Bearer ${this.apiKey}` : this.apiKey,
            'User-Agent': this.userAgent
        };
        let res;
        try {
            res = await this.transport({
                method: request.kind === 'list-pipelines' ? 'GET' : 'POST',
                url,
                headers,
                // The body passed the outbound gate in run(): these bytes are what it let out.
                body: request.kind === 'list-pipelines' ? undefined : JSON.stringify(request.body),
                timeoutMs,
                signal
            });
        }
        catch (e) {
            // 4.3: a 200 to a pipeline notification is success, however long its body.
            if (request.kind === 'pipeline-notification' &&
                e instanceof errors/* OversizedAnswerError */.si &&
                e.status === 200)
                return undefined;
            throw e;
        }
        this.checkStatus(endpoint, res);
        return this.readAnswer(request, endpoint, res);
    }
    checkStatus(endpoint, res) {
        if (res.status === 200)
            return;
        if (res.status === 401)
            throw new errors/* AuthError */.lR(endpoint);
        const retryAfterMs = (0,retry/* retryAfterOf */.sT)(res.status, res.headers['retry-after'], this.clock.now(), this.maxRetryAfterMs);
        throw new errors/* HttpStatusError */.F9(endpoint, res.status, errorDetail(res.body, this.apiKey), retryAfterMs);
    }
    readAnswer(request, endpoint, res) {
        // 4.3: a client treats status 200 as success, whatever the body.
        if (request.kind === 'pipeline-notification') {
            const decoded = decodeObject(res.body);
            return 'object' in decoded ? decoded.object : res.body;
        }
        if (request.kind === 'list-pipelines') {
            try {
                return decodeBody(res.body);
            }
            catch (e) {
                throw new errors/* ResponseShapeError */.RD(endpoint, e instanceof TooDeepError ? e.message : 'not JSON');
            }
        }
        const decoded = decodeObject(res.body);
        if ('problem' in decoded) {
            const excerpt = errorDetail(res.body, this.apiKey, ANSWER_EXCERPT_CHARS);
            throw new errors/* ResponseShapeError */.RD(endpoint, excerpt ? `${decoded.problem} (it begins ${excerpt})` : decoded.problem);
        }
        const body = decoded.object;
        switch (request.kind) {
            case 'start':
                if (typeof body.run_id !== 'string' || body.run_id === '') {
                    throw new errors/* ResponseShapeError */.RD(endpoint, 'no run_id in the answer to a start report');
                }
                if (!usableRunId(body.run_id)) {
                    throw new errors/* ResponseShapeError */.RD(endpoint, `a run_id no client can pass on safely (${errorDetail(body.run_id, this.apiKey, ANSWER_EXCERPT_CHARS)})`);
                }
                return { run_id: body.run_id };
            case 'end':
                if (typeof body.update_status !== 'string') {
                    throw new errors/* ResponseShapeError */.RD(endpoint, 'no update_status in the answer to an end report');
                }
                if (body.update_status.toLowerCase() === 'failed')
                    throw new errors/* UpdateFailedError */.vR(endpoint);
                return { update_status: body.update_status };
            case 'heartbeat':
                if (typeof body.success !== 'boolean') {
                    throw new errors/* ResponseShapeError */.RD(endpoint, 'no success field in the answer to a heartbeat');
                }
                return body;
        }
    }
}
/** Joins a base URL (with or without a path prefix or trailing slash) and an endpoint path. */
function joinUrl(base, path) {
    return `${(0,identity/* normalAddress */.Wv)(base)}${path}`;
}
/**
 * A run id is the service's, and the API text does not say its shape; but it is printed (by
 * `job-monitor start`, in logs, as the action's output) where a line break, a control
 * character or a workflow command in it would act. An id with one is not an answer to use.
 */
function usableRunId(id) {
    return id.length <= MAX_RUN_ID_CHARS && escapeControl(id) === id && !commandLike(id);
}
/**
 * A short, single-line excerpt of an answer for messages. The answer is untrusted: the key
 * (in the encodings the redactor knows: docs/security.md) and token shapes are hidden before the cut, and
 * control characters are shown escaped, so no front end prints an active one.
 */
function errorDetail(body, apiKey, maxChars = ERROR_DETAIL_CHARS) {
    return safeForLog(body.trim().replace(/[ \t\r\n]+/g, ' '), apiKey ? [apiKey] : [], maxChars);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/util/disk.ts + 2 modules
var disk = __nccwpck_require__(9952);
// EXTERNAL MODULE: ./src/util/dirs.ts
var dirs = __nccwpck_require__(6210);
// EXTERNAL MODULE: ./src/util/atomic-writes.ts
var atomic_writes = __nccwpck_require__(224);
// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __nccwpck_require__(8230);
// EXTERNAL MODULE: ./src/util/in-order.ts
var in_order = __nccwpck_require__(5144);
// EXTERNAL MODULE: ./src/util/entries.ts
var entries = __nccwpck_require__(1952);
// EXTERNAL MODULE: ./src/util/short-hash.ts
var short_hash = __nccwpck_require__(7711);
;// CONCATENATED MODULE: ./src/client/heartbeat-budget.ts
/**
 * When the next heartbeat goes: the heartbeats' share of the key's hourly limit, and the plan
 * that keeps to it. Pure: the time is passed in, nothing is sent or read here.
 *
 * The service allows 100 requests per hour per key (API text, 8), shared by every job on the
 * key, and answers 429 beyond (7). An end report that meets a 429 is lost or left queued, a
 * late heartbeat is not, so heartbeats give way: each job sharing the key keeps room every
 * hour for its end report with all its retries, its start report and its pipeline
 * notifications, and the heartbeats of all the jobs share what is left.
 */

/** Requests per hour per key (API text, 8). Whether the window is fixed or sliding is not shown. */
const SERVICE_HOURLY_LIMIT = 100;
/** A job's start report: one request. */
const START_REPORT_REQUESTS = 1;
/** A job's pipeline notifications: `running` at the start, the outcome at the end. */
const PIPELINE_NOTIFICATION_REQUESTS = 2;
/**
 * The heartbeats of all the jobs on a key keep at least this many requests per hour, so a
 * matrix too wide for the reserve still beats now and then (its interval grows instead).
 */
const HEARTBEAT_FLOOR_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** A beat is sent up to this long before next_expected, to absorb the request's own time... */
const LEAD_MS = 1000;
/** ...but never more than this share of the gap, so a near next_expected is not met at once. */
const LEAD_SHARE = 0.1;
/**
 * The shortest gap between beats. A service that answers with a next_expected only a moment
 * away must not turn the loop into back-to-back requests that spend the hourly limit.
 */
const MIN_GAP_MS = 5000;
/** The longest a backed-off loop waits between beats (unless its share asks for longer). */
const MAX_BACKOFF_MS = 30 * 60_000;
/**
 * The share of one job. Rounded down to whole beats per hour, so that even legs beating in
 * step never put more than their share into one clock hour.
 */
function heartbeatBudget(o) {
    const jobTotal = o.jobTotal !== undefined && Number.isFinite(o.jobTotal) && o.jobTotal >= 1
        ? Math.floor(o.jobTotal)
        : 1;
    const endAttempts = Math.max(1, Math.floor(o.endAttempts ?? retry/* DEFAULT_MAX_ATTEMPTS */.Gz));
    const reservePerJob = endAttempts + START_REPORT_REQUESTS + PIPELINE_NOTIFICATION_REQUESTS;
    const forBeats = Math.max((o.hourlyLimit ?? SERVICE_HOURLY_LIMIT) - jobTotal * reservePerJob, HEARTBEAT_FLOOR_PER_HOUR);
    const beatsPerHour = forBeats / jobTotal;
    const whole = Math.floor(beatsPerHour);
    // Under one beat an hour, the window stretches so that it holds exactly one.
    const maxPerWindow = Math.max(1, whole);
    const windowMs = whole >= 1 ? HOUR_MS : Math.ceil(HOUR_MS / beatsPerHour);
    return {
        jobTotal,
        reservePerJob,
        beatsPerHour,
        maxPerWindow,
        windowMs,
        paceMs: Math.ceil(windowMs / maxPerWindow),
        burst: jobTotal > 1 ? 1 : Math.max(1, Math.floor(maxPerWindow / 2))
    };
}
/**
 * How often a start says its heartbeats will go: the interval asked for, and where the job
 * shares the key's hour with others (a matrix's legs, the key's jobs on one machine) and its
 * share is slower, the pace it keeps instead, so that a short job whose first beat never came
 * reads why. A job alone spends its burst at its interval first, so only a shared one is said.
 */
function beatCadence(intervalMs, budget) {
    const asked = `every ${intervalMs / 1000} s`;
    if (!heldToPace(intervalMs, budget))
        return asked;
    return (`${asked}, at most one every ${Math.ceil(budget.paceMs / 1000)} s ` +
        `(${budget.jobTotal} jobs share the key's hour)`);
}
/** Whether a job's share of the key's hour holds its beats to a pace slower than its interval. */
function heldToPace(intervalMs, budget) {
    return budget.jobTotal > 1 && budget.paceMs > intervalMs;
}
/**
 * The wait before the next beat. The job's wish comes first: its interval, sooner when the
 * service's next_expected comes first, longer after a 429 (doubling, with Retry-After as a
 * floor). The budget then has the last word: a beat is never later than the service expects
 * unless the key's hour has no room for it, because a late beat costs nothing and an end report
 * that meets a 429 is lost.
 */
function planNextBeat(p) {
    const { budget, now } = p;
    let wanted;
    switch (p.last.kind) {
        case 'none':
            wanted = p.intervalMs;
            // Legs of a matrix start together: spread their beats over the pace.
            if (budget.jobTotal > 1)
                wanted = Math.max(wanted, Math.floor((p.phase ?? 0) * budget.paceMs));
            break;
        case 'delivered':
            wanted = nextBeatDelay(p.intervalMs, now, p.last.nextExpected);
            break;
        case 'busy': {
            const base = Math.max(p.intervalMs, budget.paceMs);
            const backoff = Math.min(base * 2 ** p.last.streak, Math.max(MAX_BACKOFF_MS, base));
            wanted = Math.max(backoff, p.last.retryAfterMs ?? 0);
            break;
        }
        case 'failed':
            wanted = p.intervalMs;
            break;
        case 'held':
            // Heartbeats give way to reports: the next one waits for the room, as late as it must.
            wanted = Math.max(p.intervalMs, p.last.until - now);
            break;
    }
    return Math.max(wanted, budgetDelay(p));
}
/** The wait the share asks for: the window's allowance is a hard cap, the pace a soft one. */
function budgetDelay(p) {
    const { budget, now } = p;
    const recent = p.sentAt.filter(t => t > now - budget.windowMs);
    let earliest = now;
    if (recent.length >= budget.maxPerWindow) {
        // The request that has to leave the window before another may enter it.
        earliest = recent[recent.length - budget.maxPerWindow] + budget.windowMs;
    }
    if (recent.length >= budget.burst) {
        earliest = Math.max(earliest, recent[recent.length - 1] + budget.paceMs);
    }
    return Math.max(0, earliest - now);
}
/** When the next beat is due: the interval, or just before next_expected if that is sooner. */
function nextBeatDelay(intervalMs, now, nextExpected) {
    if (!nextExpected)
        return intervalMs;
    const expected = Date.parse(nextExpected);
    // A next_expected in the past or unreadable says nothing useful about the future.
    if (Number.isNaN(expected) || expected <= now)
        return intervalMs;
    const gap = expected - now;
    const wanted = gap - Math.min(LEAD_MS, gap * LEAD_SHARE);
    return Math.round(Math.min(intervalMs, Math.max(wanted, MIN_GAP_MS)));
}
/** A job's place in [0, 1), from its name: matrix legs have distinct names (`test (22)`). */
function phaseOf(jobName) {
    // FNV-1a: cheap, stable across runs and platforms.
    let h = 0x811c9dc5;
    for (let i = 0; i < jobName.length; i++) {
        h ^= jobName.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h / 2 ** 32;
}

;// CONCATENATED MODULE: ./src/client/hour-rule.ts

/** Every request but a heartbeat is a report: a GET of the pipelines is asked for by a person. */
function ticketKindOf(kind) {
    return kind === 'heartbeat' ? 'heartbeat' : 'report';
}
/** The reports' room heartbeats never take: one job's start, end with retries, notifications. */
const REPORT_RESERVE_FLOOR = heartbeatBudget({}).reservePerJob;
/** How many of the hour's requests a request of `kind` may find before it: all, for a report. */
function capFor(kind, inHour, limit) {
    if (kind === 'report')
        return limit;
    const reports = inHour.filter(t => t.kind === 'report').length;
    return limit - Math.max(REPORT_RESERVE_FLOOR, reports);
}
function inHourAt(tickets, at) {
    return tickets.filter(t => t.at > at - HOUR_MS);
}
/**
 * Whether a request of `kind` may go at `at`, given the tickets numbered before its own; when
 * not, the earliest moment one leaving the hour makes room (if no other comes meanwhile).
 */
function roomAt(kind, at, earlier, limit) {
    const inHour = inHourAt(earlier, at);
    if (inHour.length < capFor(kind, inHour, limit))
        return { granted: true };
    const why = kind === 'report'
        ? `this machine has sent ${inHour.length} of its ${limit} requests in the last hour`
        : `heartbeats give way: the last hour's ${inHour.length} of ${limit} requests leave the room to start and end reports`;
    const leaving = inHour.map(t => t.at + HOUR_MS).sort((a, b) => a - b);
    for (const moment of leaving) {
        const then = inHourAt(earlier, moment);
        if (then.length < capFor(kind, then, limit))
            return { granted: false, until: moment, why };
    }
    return { granted: false, until: leaving[leaving.length - 1] ?? at, why };
}
/** Without a Retry-After, the first 429 holds the key back this long, doubling with each next one. */
const FIRST_PAUSE_MS = 60_000;
/**
 * How long a 429 holds every request of the key back: its Retry-After when it has one; else a
 * minute, doubled for each 429 in a row, up to the hour (the rule's exponential backoff, at the
 * scale of an hourly limit). A 429 means the key is used beyond what this machine counted (by
 * another machine, or before the ledger began): only the service knows when its hour ends.
 */
function pauseAfter429(now, retryAfterMs, previous) {
    const streak = previous !== undefined && now - previous.until < HOUR_MS ? previous.streak + 1 : 1;
    const wait = retryAfterMs ?? Math.min(HOUR_MS, FIRST_PAUSE_MS * 2 ** (streak - 1));
    return { until: now + wait, streak };
}
/** A pause in force at `at`, as a refusal. */
function pausedAt(pause, at) {
    if (pause === undefined || pause.until <= at)
        return undefined;
    return {
        granted: false,
        until: pause.until,
        why: 'the service answered 429 (its hourly limit), and everything on this key waits for it'
    };
}
/** Starts kept per job: enough for a steady median, little enough to read at every start. */
const PACE_STARTS_KEPT = 6;
/** The job's usual gap between starts (the median of its recent gaps); undefined before two. */
function cadenceOf(starts) {
    const gaps = [];
    for (let i = 1; i < starts.length; i++) {
        const gap = starts[i] - starts[i - 1];
        if (gap > 0)
            gaps.push(gap);
    }
    if (gaps.length === 0)
        return undefined;
    gaps.sort((a, b) => a - b);
    const mid = Math.floor(gaps.length / 2);
    return gaps.length % 2 ? gaps[mid] : (gaps[mid - 1] + gaps[mid]) / 2;
}
/** The reports a job needs in an hour at its cadence; 0 once it has stopped starting. */
function reportsPerHour(job, now) {
    const last = job.starts[job.starts.length - 1];
    if (last === undefined)
        return 0;
    const cadence = cadenceOf(job.starts);
    // One start only: its run alone, for the hour after it.
    if (cadence === undefined)
        return now - last < HOUR_MS ? job.reportsPerRun : 0;
    // Still running to its cadence: not silent for more than two of its gaps.
    if (now - last > 2 * cadence)
        return 0;
    return (job.reportsPerRun * HOUR_MS) / cadence;
}
function hourFit(own, others, now, limit) {
    const active = others.filter(j => reportsPerHour(j, now) > 0);
    const need = [own, ...active].reduce((sum, j) => sum + reportsPerHour(j, now), 0);
    const cadenceMs = cadenceOf(own.starts);
    return {
        fits: need <= limit,
        need: Math.ceil(need),
        ...(cadenceMs === undefined ? {} : { cadenceMs }),
        activeJobs: 1 + active.length
    };
}

;// CONCATENATED MODULE: ./src/client/hour-ledger.ts
/**
 * The key's hourly ledger: every request made with one API key from this machine, by every
 * job and process that sends with it (`exec`, `start` and `end`, `replay`, the heartbeat
 * process), so that together they keep within the key's hourly limit (API text, 8) instead of
 * each spending it as if it were alone. What one request may do is hour-rule.ts's; this keeps
 * the ledger on disk, safe to share.
 *
 * One folder per key, named by the key's fingerprint (identity.ts: a truncated, domain-separated
 * SHA-256, as queued records carry it), mode 0700:
 *
 *   t<n>               one ticket per request of the last hour: {"at": ms, "kind": "report"}
 *   pause.json         the pause a 429 asked for: {"until": ms, "streak": n}
 *   jobs/<hash>.json   a job's recent starts: {"starts": [ms...], "reportsPerRun": 2, "saidAt": ms}
 *
 * None of them holds the key or any piece of it.
 *
 * Many processes write it at once, without a lock to leave behind. A request reads the
 * tickets, finds room among them, and takes the next number, one above the highest it saw,
 * with an exclusive create: of several processes creating one name exactly one succeeds, and
 * the others look again. Each number is created only once the one before it exists, so whoever
 * creates ticket n counts every ticket below n (it looks once more after the create, for one a
 * folder read missed while others created files in it), and every later ticket counts n: no
 * hour holds more than the limit. Numbers are never taken twice: a ticket given up is voided in place,
 * the highest is never removed, and a request that finds a number above its own once it has
 * created it (its look older than a clean-up) gives its ticket up and looks again. A process
 * that dies leaves at most a ticket, which counts until it leaves the hour: a little too
 * careful, never over the limit.
 *
 * Everything read here is bounded and opened as a regular file without following a link. A
 * ledger that cannot be read or written holds nothing back: requests then go as they would
 * without it, and the trouble is said once.
 */












/** The key's own folder under `root` (the `ledger` folder beside the queue's records). */
function ledgerFolder(root, apiKey) {
    return join(root, keyFingerprint(apiKey));
}
/** What a ticket, a pause or a job's file of ours can hold: anything larger is not ours. */
const MAX_TICKET_BYTES = 256;
const MAX_JOB_FILE_BYTES = 4096;
/**
 * Rounds of finding the next number taken by another process first. Each round one of the
 * racers wins; one that loses them all is held back a moment (its report waits in the queue),
 * never let through uncounted.
 */
const MAX_ROUNDS = 32;
/** How long a request that lost every round waits before asking again. */
const CROWDED_WAIT_MS = 1000;
/** Tickets read beyond the limit: those being given up, those of processes that died. */
const EXTRA_TICKETS_READ = 64;
/** Tickets read at once: a read is four trips to libuv's thread pool, and they overlap. */
const TICKETS_READ_AT_ONCE = 8;
/** Every so many tickets, the taker removes those that left the hour. */
const CLEAN_EVERY = 16;
/** A ticket stays this long past its hour, for a clock that is a little behind another's. */
const CLEAN_SLACK_MS = 10 * 60_000;
/** Jobs' files read at one start, at most; a job silent this long is forgotten. */
const MAX_JOBS_READ = 256;
const JOB_FORGOTTEN_MS = 7 * 24 * HOUR_MS;
/** A cadence that does not fit is said once, and again a day later if it still does not. */
const SAY_AGAIN_MS = 24 * HOUR_MS;
/**
 * A ticket is given up only by its taker, in the moments after it took it (its second look):
 * one whose moment is this far past keeps what it says, and is read once by each process.
 */
const TICKET_SETTLED_MS = 60_000;
const TICKET_NAME = /^t(\d{1,15})$/;
class HourLedger {
    dir;
    limit;
    clock;
    disk;
    onTrouble;
    troubleSaid = false;
    ready;
    /**
     * The tickets this process has read or taken, by number, while the folder lists them. What
     * a ticket says is written with its create, and numbers are never taken twice, so a settled
     * ticket (TICKET_SETTLED_MS) is not read again: a replay sending the hour's overflow, or a
     * heartbeat process beating for hours, reads each ticket once instead of every ticket of the
     * hour for each request. One given up after all (its taker stalled that long) counts on here
     * until it leaves the folder: too careful, never over the limit.
     */
    known = new Map();
    constructor(o) {
        this.dir = o.dir;
        this.limit = Math.max(1, Math.floor(o.limit ?? SERVICE_HOURLY_LIMIT));
        this.clock = o.clock ?? util_clock/* systemClock */.m;
        this.disk = o.disk ?? disk/* localDisk */.vh;
        this.onTrouble = o.onTrouble;
    }
    /**
     * Asks for one request of `kind` at `at` (default now): granted, and then counted, or held
     * back with the earliest moment there may be room. Never throws.
     */
    async permit(kind, at = this.clock.now()) {
        try {
            await this.ensureDir();
            const paused = pausedAt(await this.readPause(), at);
            if (paused)
                return paused;
            return await this.take(ticketKindOf(kind), at);
        }
        catch (error) {
            this.trouble(error);
            return { granted: true };
        }
    }
    /**
     * What the service answered a request (200 for a success): a 429 pauses every request of the
     * key (pauseAfter429); any other answer ends a pause. Never throws.
     */
    async answered(status, retryAfterMs) {
        try {
            const previous = await this.readPause();
            if (status === 429) {
                await this.ensureDir();
                const pause = pauseAfter429(this.clock.now(), retryAfterMs, previous);
                await (0,atomic_writes/* writeFileAtomic */.Zf)(this.dir, 'pause.json', `${JSON.stringify(pause)}\n`, this.disk);
            }
            else if (previous !== undefined) {
                await (0,entries/* removeIfPresent */.ti)((0,external_node_path_.join)(this.dir, 'pause.json'), this.disk);
            }
        }
        catch (error) {
            this.trouble(error);
        }
    }
    /** The requests of the last hour this machine made with the key, oldest first. */
    async lastHour() {
        const now = this.clock.now();
        const { live } = await this.readTickets().catch(() => ({ live: [] }));
        return live.filter(t => t.at > now - HOUR_MS).sort((a, b) => a.n - b.n);
    }
    /**
     * A run of `jobName` starts: its start is noted, and the answer says whether the cadences of
     * the key's jobs on this machine fit the hour, and how many of them there are. Never throws.
     */
    async noteStart(jobName, reportsPerRun) {
        const now = this.clock.now();
        try {
            const jobs = (0,external_node_path_.join)(this.dir, 'jobs');
            await (0,dirs/* ensurePrivateDir */.rh)(jobs, this.disk);
            const name = `${(0,short_hash/* shortHash */.B)(jobName, 32)}.json`;
            const mine = await this.readJob((0,external_node_path_.join)(jobs, name));
            const starts = [...(mine?.starts ?? []).filter(t => t < now), now].slice(-PACE_STARTS_KEPT);
            const fit = hourFit({ starts, reportsPerRun }, await this.otherJobs(jobs, name, now), now, this.limit);
            const saidAt = fit.fits ? undefined : mine?.saidAt;
            const sayNow = !fit.fits && (saidAt === undefined || now - saidAt >= SAY_AGAIN_MS);
            const kept = {
                starts,
                reportsPerRun,
                ...(sayNow ? { saidAt: now } : saidAt ? { saidAt } : {})
            };
            await (0,atomic_writes/* writeFileAtomic */.Zf)(jobs, name, `${JSON.stringify(kept)}\n`, this.disk);
            return { ...fit, sayNow };
        }
        catch (error) {
            this.trouble(error);
            return { fits: true, need: 0, activeJobs: 1, sayNow: false };
        }
    }
    ensureDir() {
        this.ready ??= (0,dirs/* ensurePrivateDir */.rh)(this.dir, this.disk).catch((error) => {
            this.ready = undefined;
            throw error;
        });
        return this.ready;
    }
    trouble(error) {
        if (this.troubleSaid)
            return;
        this.troubleSaid = true;
        const why = error instanceof Error ? error.message : String(error);
        this.onTrouble?.(`the key's hourly ledger in ${this.dir} cannot be used (${why}): requests go without it`);
    }
    /** Takes the next ticket, or finds the hour full (see the module's comment). */
    async take(kind, at) {
        for (let round = 0; round < MAX_ROUNDS; round++) {
            const before = await this.readTickets();
            const room = roomAt(kind, at, before.live, this.limit);
            if (!room.granted)
                return room;
            const n = before.last + 1;
            if (!(await (0,atomic_writes/* createExclusive */.H0)(this.ticketPath(n), ticketText({ at, kind }), this.disk)))
                continue; // another process took this number: look again
            const after = await this.lookAgain(n, before);
            // A number above ours: ours was taken before and cleaned away, and our look is older
            // than that. Give it up and look again.
            if (after === 'stale') {
                await this.voidTicket(n);
                continue;
            }
            const settled = roomAt(kind, at, after, this.limit);
            if (!settled.granted) {
                await this.voidTicket(n);
                return settled;
            }
            // Ours, and counted: this process never gives it up now.
            this.known.set(n, { n, at, kind });
            if (n % CLEAN_EVERY === 0)
                await this.cleanUp(n).catch(() => undefined);
            return settled;
        }
        return {
            granted: false,
            until: at + CROWDED_WAIT_MS,
            why: `${MAX_ROUNDS} times another process took the next place in the ledger first`
        };
    }
    /**
     * The tickets below ours, once ours exists: those read before, and any the first listing
     * missed (a folder read while others create files in it may leave out one made meanwhile);
     * 'stale' when a number above ours exists.
     */
    async lookAgain(n, before) {
        const numbers = ticketNumbers(await (0,entries/* listFiles */.CS)(this.dir, this.disk));
        if ((numbers[0] ?? -1) > n)
            return 'stale';
        const seen = new Set(before.live.map(t => t.n));
        const live = before.live.filter(t => t.n < n);
        for (const m of numbers.slice(0, this.limit + EXTRA_TICKETS_READ)) {
            if (m >= n || seen.has(m))
                continue;
            const ticket = await this.readTicket(m);
            if (ticket)
                live.push(ticket);
        }
        return live;
    }
    voidTicket(n) {
        return (0,atomic_writes/* writeFileAtomic */.Zf)(this.dir, `t${n}`, '{"void":true}\n', this.disk);
    }
    ticketPath(n) {
        return (0,external_node_path_.join)(this.dir, `t${n}`);
    }
    /** The tickets in the ledger (the newest, within the bound) and the highest number taken. */
    async readTickets() {
        const numbers = ticketNumbers(await (0,entries/* listFiles */.CS)(this.dir, this.disk));
        const listed = numbers.slice(0, this.limit + EXTRA_TICKETS_READ);
        const read = await (0,in_order/* mapInOrder */.Y)(listed, TICKETS_READ_AT_ONCE, n => this.readTicket(n));
        const live = read.filter(t => t !== undefined);
        // What the folder no longer lists (cleaned away, or beyond the bound) is forgotten.
        const kept = new Set(listed);
        for (const n of this.known.keys())
            if (!kept.has(n))
                this.known.delete(n);
        return { live, last: numbers[0] ?? -1 };
    }
    /** A ticket that counts; undefined for one given up, gone, or not ours. */
    async readTicket(n) {
        const known = this.known.get(n);
        if (known)
            return known;
        const text = await (0,regular_files/* readRegularFile */.XF)(this.ticketPath(n), this.disk, MAX_TICKET_BYTES);
        // Created, its content not written yet: a request going now.
        if (text === '')
            return { n, at: this.clock.now(), kind: 'report' };
        const parsed = text ? parseTicket(text) : undefined;
        if (!parsed)
            return undefined;
        const ticket = { n, ...parsed };
        if (this.clock.now() - ticket.at >= TICKET_SETTLED_MS)
            this.known.set(n, ticket);
        return ticket;
    }
    /**
     * Removes the tickets that left the hour (and then some), and those given up, always keeping
     * the highest number, so the next is never one taken before. A ticket left empty by a process
     * that died as it wrote it goes once it is an hour older than the newest, by the files' times.
     */
    async cleanUp(newest) {
        const now = this.clock.now();
        const newestTime = await (0,entries/* modifiedAt */.L4)(this.ticketPath(newest), this.disk);
        for (const n of ticketNumbers(await (0,entries/* listFiles */.CS)(this.dir, this.disk))) {
            if (n >= newest)
                continue;
            const path = this.ticketPath(n);
            const known = this.known.get(n);
            if (known) {
                if (known.at <= now - HOUR_MS - CLEAN_SLACK_MS)
                    await (0,entries/* removeIfPresent */.ti)(path, this.disk);
                continue;
            }
            const text = await (0,regular_files/* readRegularFile */.XF)(path, this.disk, MAX_TICKET_BYTES);
            if (text === undefined)
                continue;
            const ticket = text ? parseTicket(text) : undefined;
            let gone;
            if (text === '') {
                const time = await (0,entries/* modifiedAt */.L4)(path, this.disk);
                gone = time !== undefined && newestTime !== undefined && newestTime - time > HOUR_MS;
            }
            else
                gone = ticket === undefined || ticket.at <= now - HOUR_MS - CLEAN_SLACK_MS;
            if (gone)
                await (0,entries/* removeIfPresent */.ti)(path, this.disk);
        }
    }
    async readPause() {
        const text = await (0,regular_files/* readRegularFile */.XF)((0,external_node_path_.join)(this.dir, 'pause.json'), this.disk, MAX_TICKET_BYTES);
        const value = parseJson(text);
        return isTime(value?.until) && isCount(value?.streak)
            ? { until: value.until, streak: value.streak }
            : undefined;
    }
    async readJob(path) {
        const text = await (0,regular_files/* readRegularFile */.XF)(path, this.disk, MAX_JOB_FILE_BYTES);
        const value = parseJson(text);
        if (!Array.isArray(value?.starts) || !isCount(value.reportsPerRun))
            return undefined;
        const starts = value.starts.filter(isTime).slice(-PACE_STARTS_KEPT);
        return {
            starts,
            reportsPerRun: value.reportsPerRun,
            ...(isTime(value.saidAt) ? { saidAt: value.saidAt } : {})
        };
    }
    /** The other jobs of the key on this machine (the bounded few), forgetting long-silent ones. */
    async otherJobs(jobs, own, now) {
        const names = (await (0,entries/* listFiles */.CS)(jobs, this.disk)).filter(n => n !== own && n.endsWith('.json'));
        const paces = [];
        for (const name of names.slice(0, MAX_JOBS_READ)) {
            const job = await this.readJob((0,external_node_path_.join)(jobs, name));
            const last = job?.starts[job.starts.length - 1];
            if (job && last !== undefined && now - last < JOB_FORGOTTEN_MS)
                paces.push(job);
            else if (job)
                await (0,entries/* removeIfPresent */.ti)((0,external_node_path_.join)(jobs, name), this.disk).catch(() => undefined);
        }
        return paces;
    }
}
/** Ticket numbers among the folder's names, highest first. */
function ticketNumbers(names) {
    const numbers = [];
    for (const name of names) {
        const m = TICKET_NAME.exec(name);
        if (m)
            numbers.push(Number(m[1]));
    }
    return numbers.sort((a, b) => b - a);
}
function ticketText(t) {
    return `${JSON.stringify({ at: t.at, kind: t.kind })}\n`;
}
/** A ticket's time and kind; undefined for one given up, or anything that is not ours. */
function parseTicket(text) {
    const value = parseJson(text);
    if (!isTime(value?.at))
        return undefined;
    if (value.kind !== 'report' && value.kind !== 'heartbeat')
        return undefined;
    return { at: value.at, kind: value.kind };
}
function parseJson(text) {
    if (!text)
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function isTime(v) {
    return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}
function isCount(v) {
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000;
}

;// CONCATENATED MODULE: ./src/client/factory.ts
/**
 * The one way every front end builds its client: the proxy-aware transport, the user agent,
 * the timeouts and attempts, and a log line for every failed attempt. The settings travel
 * without the key (the heartbeat helper receives them as JSON and gets the key on its own).
 */




function createClient(settings, apiKey, w) {
    const log = w.log;
    const { ledger } = settings;
    return new MonitorClient({
        baseUrl: settings.baseUrl,
        deploymentUrl: settings.deploymentUrl,
        apiKey,
        secrets: w.secrets,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        userAgent: settings.userAgent,
        transport: defaultTransport(w.proxy),
        clock: w.clock,
        ...(ledger
            ? {
                ledger: new HourLedger({
                    dir: ledger.dir,
                    limit: ledger.hourlyLimit,
                    clock: w.clock,
                    onTrouble: log
                })
            }
            : {}),
        onAttempt: log
            ? e => {
                // A retry is news here; the final failure is what the caller itself reports.
                if (e.outcome === 'failed' && e.waitMs !== undefined)
                    log(describeAttempt(e));
            }
            : undefined
    });
}

// EXTERNAL MODULE: ./src/client/reports.ts
var reports = __nccwpck_require__(2992);
;// CONCATENATED MODULE: ./src/client/heartbeats.ts






async function runHeartbeats(
// Beats are never queued: what the loop needs of the client is its delivery alone.
client, o) {
    const clock = o.clock ?? util_clock/* systemClock */.m;
    const started = clock.now();
    const stats = { sent: 0, failed: 0, stoppedBy: 'signal' };
    // The end report is sent with the same client, so its retries are what the reserve keeps.
    const budget = heartbeatBudget({
        jobTotal: o.jobTotal,
        endAttempts: client.maxAttempts,
        hourlyLimit: o.hourlyLimit
    });
    const phase = phaseOf(o.jobName);
    /** This loop's requests within the budget's window, one entry per attempt. */
    let sentAt = [];
    let last = { kind: 'none' };
    const plan = () => {
        const now = clock.now();
        sentAt = sentAt.filter(t => t > now - budget.windowMs);
        return planNextBeat({ now, intervalMs: o.intervalMs, budget, sentAt, last, phase });
    };
    let delay = plan();
    const lifetimeEnd = o.maxLifetimeMs === undefined ? undefined : started + o.maxLifetimeMs;
    for (;;) {
        const now = clock.now();
        if (lifetimeEnd !== undefined && now + delay >= lifetimeEnd) {
            await sleepUntil(clock, lifetimeEnd - now, o.signal);
            if (!o.signal.aborted)
                stats.stoppedBy = 'lifetime';
            return stats;
        }
        const slept = await sleepUntil(clock, delay, o.signal);
        if (!slept || o.signal.aborted)
            return stats;
        const beatAt = clock.now();
        const at = (0,wire/* isoUtc */.u8)(beatAt);
        const body = (0,reports/* heartbeatBody */.RJ)({ jobName: o.jobName, currentTime: at, metadata: o.metadata?.() });
        // One sequence per beat, finished before the next beat is due: a late beat says little.
        const result = await client.deliver({ kind: 'heartbeat', body }, { deadline: beatAt + Math.max(o.intervalMs, 1000), signal: o.signal });
        // Every attempt counts against the key's hour, answered or not; stamped once the sequence
        // is over, so no attempt is counted as earlier than the service saw it.
        const attempts = result.delivered ? result.attempts : result.state.attempts;
        for (let i = 0; i < attempts; i++)
            sentAt.push(clock.now());
        if (o.signal.aborted && !result.delivered)
            return stats;
        if (result.delivered) {
            stats.sent++;
            const nextExpected = result.response.next_expected;
            last = { kind: 'delivered', nextExpected };
            delay = plan();
            o.onBeat?.({ at, ok: true, nextExpected, nextBeatInMs: delay });
            continue;
        }
        const error = result.error;
        const held = error instanceof errors/* HourSpentError */.zP;
        if (held)
            stats.held = (stats.held ?? 0) + 1;
        else {
            stats.failed++;
            stats.lastError = error.message;
        }
        if (error.status === 401) {
            stats.stoppedBy = 'auth';
            o.onBeat?.({ at, ok: false, error, nextBeatInMs: -1 });
            return stats;
        }
        last = lastBeatAfter(error, last);
        delay = plan();
        o.onBeat?.({ at, ok: false, ...(held ? { held } : {}), error, nextBeatInMs: delay });
    }
}
/** What an undelivered beat came to, for the plan of the next one. */
function lastBeatAfter(error, last) {
    // Not sent: the key's hour keeps its room for reports until then.
    if (error instanceof errors/* HourSpentError */.zP)
        return { kind: 'held', until: error.until };
    if (error.status !== 429)
        return { kind: 'failed' };
    return {
        kind: 'busy',
        streak: last.kind === 'busy' ? last.streak + 1 : 1,
        retryAfterMs: error instanceof errors/* HttpStatusError */.F9 ? error.retryAfterMs : undefined
    };
}
/** Sleeps, returning false when the signal ended the wait. */
async function sleepUntil(clock, ms, signal) {
    if (signal.aborted)
        return false;
    if (ms <= 0)
        return true;
    try {
        await clock.sleep(ms, signal);
        return !signal.aborted;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/run/constants.ts
var constants = __nccwpck_require__(7936);
;// CONCATENATED MODULE: ./src/run/carry-start.ts
/**
 * Carrying on a start report that a front end had to queue: the heartbeat helper replays it
 * (the same retry sequence) until it is delivered, refused or given up, backing off between
 * passes, so the run id is known before the job ends whenever the service comes back in time.
 */


async function carryOnStart(s, runKey, o) {
    const clock = s.clock ?? util_clock/* systemClock */.m;
    let wait = constants/* CARRY_START_FIRST_WAIT_MS */.nC;
    while (!o.signal.aborted) {
        const summary = await s.queue.replay(s.client, { runKey, signal: o.signal });
        const runId = summary.runIds[runKey];
        if (runId)
            return { delivered: true, runId };
        const rejected = summary.keyRejectedFor.includes('runs');
        if (rejected || summary.remaining === 0) {
            return {
                delivered: false,
                stopped: false,
                error: rejected
                    ? 'the service rejected the API key (401)'
                    : (summary.errors[0] ?? 'the start report was dropped from the queue')
            };
        }
        if (summary.errors.length)
            o.onTrouble?.(summary.errors[summary.errors.length - 1]);
        try {
            await clock.sleep(wait, o.signal);
        }
        catch {
            break;
        }
        wait = Math.min(wait * 2, constants/* CARRY_START_MAX_WAIT_MS */.bM);
    }
    return { delivered: false, stopped: true };
}

// EXTERNAL MODULE: ./src/util/random-hex.ts
var random_hex = __nccwpck_require__(7773);
;// CONCATENATED MODULE: ./src/steps/progress.ts
function progressMetadata(p, now) {
    const m = {};
    if (p.currentStep)
        m.current_step = p.currentStep.slice(0, 200);
    if (p.lastOutputAt !== undefined)
        m.seconds_since_output = Math.max(0, Math.round((now - p.lastOutputAt) / 1000));
    return m;
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __nccwpck_require__(7030);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/helper/channel.ts
/**
 * The heartbeat helper's control channel: how the post step (and `end --state-file`) asks it
 * to stop, instead of a signal. On Windows a signal is TerminateProcess: the helper's handlers
 * never run, and a pid the helper no longer holds may belong to another program.
 *
 * The channel is a Unix domain socket in a folder only this user can enter, or a named pipe on
 * Windows (which only its creator and administrators may write to), named from a hash of the
 * run key. It understands one request, `stop`; anything else is dropped unanswered. The helper
 * answers `stopping <token>` at once and `stopped <token>` once its final status is written;
 * the token is a random word the helper also wrote in its status file (mode 0600, in its own
 * folder), so an answer proves the process behind the channel is the helper that wrote it.
 * Where no channel can be opened the helper watches for a stop file in its folder instead.
 */






/** The one request the channel understands. */
const STOP_REQUEST = 'stop\n';
function hostChannelFacts() {
    return { platform: process.platform, tmpdir: (0,external_node_os_.tmpdir)(), uid: process.getuid?.() };
}
/**
 * sun_path holds 104 bytes on macOS and the BSDs, 108 on Linux, its final NUL included: a
 * longer socket path fails to bind, so it is never used.
 */
const SOCKET_PATH_MAX_BYTES = 103;
/** A short name from the run key: the same at both ends, and no longer than a path allows. */
function nameOf(runKey) {
    return (0,short_hash/* shortHash */.B)(runKey, 20);
}
/**
 * Where the helper of this run listens, in the order it tries them: on Windows a named pipe;
 * elsewhere a socket in the helper's own folder, or, when that folder is not private or the
 * path is too long for a socket (a self-hosted runner in a deep folder), in a folder of this
 * run's own under the temporary directory. Empty when no address fits: the stop file is the
 * only way then.
 */
function channelAddresses(runKey, folder, facts) {
    const name = nameOf(runKey);
    if (facts.platform === 'win32')
        return [`\\\\.\\pipe\\job-monitor-${name}`];
    return [
        (0,external_node_path_.join)(folder, `stop-${name}.sock`),
        (0,external_node_path_.join)(facts.tmpdir, `job-monitor-${name}`, 'stop.sock')
    ].filter(p => Buffer.byteLength(p) <= SOCKET_PATH_MAX_BYTES);
}
/** The most channel addresses a saved list may hold, and the longest one. */
const SAVED_CHANNELS_MAX = 4;
const SAVED_CHANNEL_MAX_BYTES = 1024;
/**
 * Channel addresses as their starter saved them (JSON, in the action's state or the run
 * state); undefined when `text` is not such a list, so the caller works them out as before.
 */
function savedChannels(text) {
    let value = text;
    if (typeof text === 'string') {
        if (text === '')
            return undefined;
        try {
            value = JSON.parse(text);
        }
        catch {
            return undefined;
        }
    }
    if (!Array.isArray(value) || value.length > SAVED_CHANNELS_MAX)
        return undefined;
    const ok = value.every(a => typeof a === 'string' && a !== '' && Buffer.byteLength(a) <= SAVED_CHANNEL_MAX_BYTES);
    return ok ? value : undefined;
}
/**
 * The run's own folder under the temporary directory, which every user shares: made by the
 * helper (mode 0700) and removed when it closes.
 */
function isRunFolder(folder, facts) {
    return (0,external_node_path_.dirname)(folder) === facts.tmpdir && /^job-monitor-[0-9a-f]{20}$/.test((0,external_node_path_.basename)(folder));
}
/** The stop file, beside the status file: used only by a helper that could open no channel. */
function stopFileOf(statusFile) {
    return `${statusFile}.stop`;
}
/**
 * True when the folder is ours alone: a real folder (not a link), owned by this user, that no
 * one else may enter. The helper's folder is made so; a folder that is not is never used for
 * the socket (a state file's folder may be a shared one), nor asked: a socket there may be
 * anyone's.
 */
function privateFolder(dir, facts, ours) {
    try {
        if (ours)
            (0,dirs/* makeDirsSync */.Iv)(dir, 0o700);
        const state = (0,dirs/* privateDirState */.mG)(dir, facts.uid, facts.platform);
        // The run's folder under the temporary directory is put right when it is ours but open to
        // others (the umask); another folder is only read.
        if (ours && state.startsWith('is open to other users')) {
            (0,external_node_fs_.chmodSync)(dir, 0o700);
            return (0,dirs/* privateDirState */.mG)(dir, facts.uid, facts.platform) === 'ours';
        }
        return state === 'ours';
    }
    catch {
        return false;
    }
}
/** The most an answer line may hold: `stopped ` and a token. */
const ANSWER_MAX_BYTES = 128;
/** A connection that says nothing is dropped after this. */
const IDLE_MS = 5_000;
/** How often a helper without a channel looks for its stop file. */
const STOP_FILE_POLL_MS = 250;
/** How long the helper waits for its last answers to leave before it exits. */
const CLOSE_WAIT_MS = 1_000;
/**
 * The helper's side: listens on the first address it can, calls `onStop` on a stop request and
 * answers it once `final` has resolved (the final status written). With no address usable, it
 * watches the stop file instead.
 */
async function openStopControl(o) {
    const facts = o.facts ?? hostChannelFacts();
    for (const address of o.addresses) {
        const server = await listenOn(address, facts, o);
        const folder = (0,external_node_path_.dirname)(address);
        const made = facts.platform !== 'win32' && isRunFolder(folder, facts) ? folder : undefined;
        if (server)
            return serverControl(server, o.final, made);
    }
    o.log?.('no control channel could be opened: watching for a stop file instead');
    return stopFileControl(o.stopFile, facts, o.onStop);
}
async function listenOn(address, facts, o) {
    if (facts.platform !== 'win32') {
        // The socket's folder is what keeps other users out: its own mode is not honoured everywhere.
        const folder = (0,external_node_path_.dirname)(address);
        if (!privateFolder(folder, facts, isRunFolder(folder, facts)))
            return undefined;
        // A socket left by a helper that died: this run's name, in a folder only we can write to.
        try {
            if ((0,external_node_fs_.lstatSync)(address).isSocket())
                (0,external_node_fs_.rmSync)(address);
        }
        catch {
            // none
        }
    }
    const server = (0,external_node_net_.createServer)(socket => serveStop(socket, o));
    return new Promise(resolve => {
        server.once('error', e => {
            o.log?.(`control channel ${address}: ${e.message}`);
            resolve(undefined);
        });
        server.listen(address, () => {
            server.unref();
            resolve(server);
        });
    });
}
/** One connection: a stop request is answered, anything else dropped without a word. */
function serveStop(socket, o) {
    let heard = '';
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
        heard += chunk.toString('latin1');
        if (heard.length < STOP_REQUEST.length)
            return;
        socket.removeAllListeners('data');
        if (heard !== STOP_REQUEST) {
            socket.destroy();
            return;
        }
        socket.setTimeout(0);
        socket.write(`stopping ${o.token}\n`);
        o.onStop();
        void o.final.then(() => socket.end(`stopped ${o.token}\n`));
    });
}
function serverControl(server, final, made) {
    const open = new Set();
    server.on('connection', s => {
        open.add(s);
        s.on('close', () => open.delete(s));
    });
    return {
        kind: 'channel',
        close: async () => {
            await final;
            // The answers were written when `final` resolved; wait (bounded) for them to leave.
            await new Promise(resolve => {
                const timer = setTimeout(resolve, CLOSE_WAIT_MS);
                server.close(() => {
                    clearTimeout(timer);
                    // Closing removed the socket; the run's folder goes too, nothing is left in the
                    // temporary directory.
                    if (made)
                        (0,external_node_fs_.rmSync)(made, { recursive: true, force: true });
                    resolve();
                });
                for (const s of open)
                    if (!s.writableEnded)
                        s.destroy();
            });
        }
    };
}
/** A stop file of ours (not another user's, not a link) stops the helper. */
function stopFileControl(file, facts, onStop) {
    const timer = setInterval(() => {
        if (!takeStopFile(file, facts))
            return;
        clearInterval(timer);
        onStop();
    }, STOP_FILE_POLL_MS);
    timer.unref();
    return { kind: 'stop-file', close: async () => clearInterval(timer) };
}
/** True when the stop file is there and ours (not another user's, not a link); it is removed. */
function takeStopFile(file, facts) {
    try {
        const st = (0,external_node_fs_.lstatSync)(file);
        if (!st.isFile() || (facts.uid !== undefined && st.uid !== facts.uid))
            return false;
        (0,external_node_fs_.rmSync)(file, { force: true });
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Whether the helper was asked to stop before it could listen: it runs below normal priority,
 * and on a busy machine its code may run seconds after its process began, after its run's end.
 * Its stopper then left the stop file (stopHelper writes it first for a helper that has written
 * no status), or the run's end has removed the helper's folder already (`end --state-file`).
 * Read once the channel is open: a request after this reaches the channel.
 */
function stoppedBeforeListening(stopFile, facts = hostChannelFacts()) {
    return !(0,external_node_fs_.existsSync)((0,external_node_path_.dirname)(stopFile)) || takeStopFile(stopFile, facts);
}
/**
 * Post's side: asks each address in turn to stop, and waits until `until` (by `clock`) for
 * the final answer. An address with no listener is passed over; an answer that is not ours to
 * read ends the conversation. Never waits past the deadline, whatever the other end does.
 */
async function askToStop(addresses, o) {
    const facts = o.facts ?? hostChannelFacts();
    for (const address of addresses) {
        if (facts.platform !== 'win32' && !privateFolder(dirname(address), facts, false))
            continue;
        const answer = await askOne(address, o);
        if (answer.reached)
            return answer;
    }
    return { reached: false };
}
function askOne(address, o) {
    const left = o.until - o.clock.now();
    if (left <= 0)
        return Promise.resolve({ reached: false });
    const answer = { reached: false };
    const timeout = new AbortController();
    return new Promise(resolve => {
        const socket = (o.connect ?? (a => createConnection(a)))(address);
        let heard = '';
        const done = () => {
            timeout.abort();
            socket.destroy();
            resolve(answer);
        };
        o.clock.sleep(left, timeout.signal).then(done, () => undefined);
        socket.on('error', done);
        socket.on('close', done);
        socket.on('connect', () => {
            answer.reached = true;
            socket.write(STOP_REQUEST);
        });
        socket.on('data', (chunk) => {
            heard += chunk.toString('latin1');
            let nl;
            while ((nl = heard.indexOf('\n')) >= 0) {
                const line = heard.slice(0, nl);
                heard = heard.slice(nl + 1);
                const m = /^(stopping|stopped) ([0-9a-f]{1,64})$/.exec(line);
                if (!m)
                    return done();
                answer[m[1]] = m[2];
                if (m[1] === 'stopped')
                    return done();
            }
            if (heard.length > ANSWER_MAX_BYTES)
                done();
        });
    });
}
/** Asks a helper without a channel to stop: the stop file it watches. */
function writeStopFile(file) {
    try {
        // No folder, no helper to read it.
        if (!existsSync(dirname(file)))
            return false;
        // Created afresh (wx), never written through a link someone left in its place.
        rmSync(file, { force: true });
        writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/process/process-facts.ts
var process_facts = __nccwpck_require__(7662);
// EXTERNAL MODULE: ./src/process/job-process.ts
var job_process = __nccwpck_require__(2286);
// EXTERNAL MODULE: ./src/helper/status-file.ts
var status_file = __nccwpck_require__(7535);
;// CONCATENATED MODULE: ./src/helper/helper-run.ts



function helperRun(config, client, clock, identity) {
    // The queue module loads only when there is something queued: this process lives for
    // hours, and every module it loads stays in its memory.
    let queue;
    let touchedAt = -Infinity;
    const run = {
        config,
        clock,
        client,
        status: {
            pid: process.pid,
            ...identity,
            startedAt: (0,wire/* isoUtc */.u8)(clock.now()),
            updatedAt: (0,wire/* isoUtc */.u8)(clock.now()),
            beatsSent: 0,
            beatsFailed: 0
        },
        save() {
            run.status.updatedAt = (0,wire/* isoUtc */.u8)(clock.now());
            try {
                (0,status_file/* writeStatus */.K)(config.statusFile, run.status);
            }
            catch (e) {
                console.log(`could not write ${config.statusFile}: ${e.message}`);
            }
        },
        async openQueue() {
            const { RunQueue } = await __nccwpck_require__.e(/* import() */ 256).then(__nccwpck_require__.bind(__nccwpck_require__, 8256));
            queue ??= new RunQueue({ dir: config.queueDir, clock, log: m => console.log(m) });
            return queue;
        },
        touchOpenRun() {
            const openRuns = run.openRuns;
            if (!openRuns || clock.now() - touchedAt < OPEN_RUN_TOUCH_MS)
                return;
            touchedAt = clock.now();
            openRuns.touch(config.runKey, (0,wire/* isoUtc */.u8)(clock.now())).catch((e) => {
                console.log(`could not update the open run: ${e.message}`);
            });
        }
    };
    return run;
}
/**
 * The run's open-run record beside the queue, written by the helper rather than by main (whose
 * time the step pays): if no end ever comes, a later job on this machine ends the run once this
 * process is gone. Its last heartbeat is refreshed now and then (touchOpenRun), since the
 * status file lives under RUNNER_TEMP, which the next job's runner empties.
 */
async function recordOpenRun(h, procStart) {
    try {
        h.openRuns = await writeOpenRun(h.config, {
            pid: process.pid,
            ...(procStart ? { procStart } : {})
        });
    }
    catch (e) {
        console.log(`could not record the open run: ${e.message}`);
    }
}
/**
 * Writes the run's open-run record, with its helper when it has one; the store, or undefined
 * when the run has no record.
 */
async function writeOpenRun(config, helper) {
    if (!config.openRun)
        return undefined;
    const { OpenRunStore } = await __nccwpck_require__.e(/* import() */ 454).then(__nccwpck_require__.bind(__nccwpck_require__, 4454));
    const store = OpenRunStore.inQueue(config.queueDir);
    await store.open({
        runKey: config.runKey,
        jobName: config.jobName,
        ...config.openRun,
        ...(config.job ? { job: config.job } : {}),
        intervalMs: config.intervalMs,
        ...(config.endWaitMs ? { endWaitMs: config.endWaitMs } : {}),
        ...(helper ? { helper, statusFile: config.statusFile } : {})
    });
    return store;
}

;// CONCATENATED MODULE: ./src/helper/own-end.ts
/**
 * The run ended by its heartbeat helper, when nothing else will end it: past the job's deadline
 * (unless the end came first: its request stops the helper first), or with its job's process
 * gone on a CI system that runs no end hook after that (Buildkite's pre-exit, GitLab's
 * after_script, both already past). Said in the helper's status.
 */


/** How long the end report at the job's deadline may take before it is queued. */
const DEADLINE_END_BUDGET_MS = 20_000;
/** Ends the run when the helper stopped for the deadline or its job gone, not at a request. */
async function endIfNobodyWill(h, stopped, stops) {
    const { config, status } = h;
    if (stopped.aborted)
        return;
    const d = config.deadline;
    if (stops.timeUp.aborted && d) {
        status.stoppedBy = 'deadline';
        await endOwnRun(h, {
            status: 'failed',
            errorDetails: `timed out: the job ran past its ${d.limitSeconds} s limit`,
            metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'timeout' }
        }, d.runId);
    }
    else if (stops.jobGone.aborted && config.job && config.job.kind !== 'github') {
        status.stoppedBy = 'job gone';
        await endOwnRun(h, {
            status: 'cancelled',
            errorDetails: (0,job_process/* jobGoneWords */.GE)(config.job.kind, {
                by: 'its helper',
                endWaitMs: config.endWaitMs
            }),
            metadata: { ...config.metadata, 'cicd.pipeline.task.run.result': 'cancellation' }
        }, '');
    }
}
/** The run ended by the helper itself, through the run's one end owner; said in its status. */
async function endOwnRun(h, ending, knownRunId) {
    const { config, clock, client, status } = h;
    // Loaded only now: every module this long-lived process loads stays in its memory.
    const [{ endRun }, { endTheRun }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(256), __nccwpck_require__.e(408)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5408)),
        __nccwpck_require__.e(/* import() */ 776).then(__nccwpck_require__.bind(__nccwpck_require__, 3776))
    ]);
    const queue = await h.openQueue();
    const run = config.deadline ?? config.openRun;
    if (!run)
        return;
    const tags = config.deadline?.tags ?? config.tags;
    const { attempt } = await endTheRun({
        runKey: config.runKey,
        records: h.openRuns,
        clock,
        send: () => endRun({ client, queue, clock }, {
            jobName: config.jobName,
            runKey: config.runKey,
            startTime: run.startTime,
            runId: status.runId || knownRunId || run.runId,
            pipelineId: run.pipelineId
        }, { ...ending, ...(tags ? { tags } : {}) }, 
        // The job is being killed: what is not delivered soon is queued for a later replay.
        { deadline: clock.now() + DEADLINE_END_BUDGET_MS })
    });
    status.endedRun = {
        at: (0,wire/* isoUtc */.u8)(clock.now()),
        delivered: attempt.end?.delivered ?? false,
        queued: Boolean(attempt.end && !attempt.end.delivered && attempt.end.queued),
        why: ending.errorDetails ?? undefined
    };
}

;// CONCATENATED MODULE: ./src/helper/watch.ts
/** How often the helper looks at its job's process, at most: the evidence comes within this. */
const JOB_WATCH_MS = 5_000;
/**
 * How often the helper looks at its job's process: at the heartbeat interval when that is
 * shorter than JOB_WATCH_MS (a job asked to be seen alive that closely is seen gone as closely),
 * else every JOB_WATCH_MS. A look is a read of /proc, or a signal 0.
 */
function jobWatchMs(intervalMs) {
    return intervalMs > 0 ? Math.min(JOB_WATCH_MS, intervalMs) : JOB_WATCH_MS;
}
/**
 * Watches the job's deadline and its process until the helper is stopped. Past the deadline,
 * the job's process is no longer watched, and the other way round: one reason stops it.
 */
function watchStops(config, clock, stopped, judge) {
    const timeUp = new AbortController();
    const jobGone = new AbortController();
    const deadline = watchDeadline(config, clock, AbortSignal.any([stopped, jobGone.signal]), () => timeUp.abort('deadline'));
    const job = watchJob(config, clock, AbortSignal.any([stopped, timeUp.signal]), judge, () => jobGone.abort('job gone'));
    return {
        signal: AbortSignal.any([stopped, timeUp.signal, jobGone.signal]),
        timeUp: timeUp.signal,
        jobGone: jobGone.signal,
        watched: Promise.all([deadline, job]).then(() => undefined)
    };
}
/**
 * Resolves at the job's deadline (calling `onDeadline`), or when the helper is stopped before
 * it; at once when there is none.
 */
async function watchDeadline(config, clock, signal, onDeadline) {
    if (!config.deadline || signal.aborted)
        return;
    const left = config.deadline.at - clock.now();
    if (left > 0) {
        try {
            await clock.sleep(left, signal);
        }
        catch {
            return;
        }
    }
    if (!signal.aborted)
        onDeadline();
}
/**
 * Resolves when the job's process is found gone (calling `onGone` once no end came within
 * `endWaitMs` after that), or when the helper is stopped before; at once when no process is
 * watched. A process that cannot be judged from here is watched on: nothing is concluded.
 */
async function watchJob(config, clock, signal, judge, onGone) {
    const job = config.job;
    if (!job)
        return;
    try {
        while (!signal.aborted) {
            await clock.sleep(jobWatchMs(config.intervalMs), signal);
            if (judge(job) === 'gone')
                break;
        }
        // An end may still come (GitLab's after_script runs after the script's shell is gone).
        if (config.endWaitMs)
            await clock.sleep(config.endWaitMs, signal);
    }
    catch {
        return;
    }
    if (!signal.aborted)
        onGone();
}

;// CONCATENATED MODULE: ./src/helper/heartbeat-helper.ts
/**
 * The heartbeat helper: runs detached from the main step until the post step stops it.
 * It carries on a start report main had to queue (the same retry sequence, learning the run
 * id), beats at the interval, replays what earlier jobs left in the queue, and records what
 * it did in a status file for post. It loads no @actions/* module: it lives for hours, so
 * it stays as small as a bare node process.
 */

















/**
 * The helper as a process: its config from the environment (its entry reads it), its key
 * from stdin (never the environment, which other steps could read for as long as the helper
 * lives). Stops when asked on its control channel (channel.ts; the post step's way on every
 * platform), on SIGTERM/SIGINT, after its maximum lifetime, or when the process it watches is
 * gone; writes its final status, answers the request, then exits. The action's helper bundle and the
 * command line's hidden `heartbeat-helper` subcommand both run it.
 */
function runHelperProcess(facts) {
    const controller = new AbortController();
    // The reason becomes the status file's stoppedBy.
    const stop = (why) => () => {
        if (!controller.signal.aborted)
            controller.abort(why);
    };
    process.on('SIGTERM', stop('signal'));
    process.on('SIGINT', stop('signal'));
    const { config } = facts;
    const lifetime = setTimeout(stop('lifetime'), config.maxLifetimeMs);
    lifetime.unref();
    // Open before the key is read: post may ask as soon as the process exists.
    let finished = () => undefined;
    const final = new Promise(resolve => (finished = resolve));
    const token = (0,random_hex/* randomHex */.n)(16);
    const control = openStopControl({
        addresses: config.channels ??
            channelAddresses(config.runKey, (0,external_node_path_.dirname)(config.statusFile), hostChannelFacts()),
        stopFile: stopFileOf(config.statusFile),
        token,
        onStop: stop('request'),
        final,
        log: m => console.log(m)
    });
    const exit = async (code) => {
        finished();
        await control.then(c => c.close(), () => undefined);
        process.exit(code);
    };
    Promise.all([keyFromStdin(), control])
        .then(([apiKey, c]) => {
        if (!apiKey)
            throw new Error('no API key reached it on stdin');
        if (stoppedBeforeListening(stopFileOf(config.statusFile)) || outputRemoved())
            stop('request')();
        const identity = {
            token,
            control: c.kind,
            procStart: (0,process_facts/* procFacts */.cP)('self')?.startTicks,
            pidNamespace: (0,process_facts/* pidNamespace */.fP)()
        };
        return runHelper(config, apiKey, controller.signal, facts.proxy, util_clock/* systemClock */.m, identity);
    })
        .then(status => {
        console.log(`heartbeat helper stopped (${status.stoppedBy}): ${status.beatsSent} beats sent, ${status.beatsFailed} failed`);
        return exit(0);
    }, error => {
        console.log(`heartbeat helper failed: ${error.message}`);
        return exit(1);
    });
}
/**
 * True when the file its output goes to (its log, opened by its starter in the run's folder) has
 * been removed: the run's end removed the folder before the helper began. A later `start` may
 * have made a folder of the same name since, so the folder being there proves nothing.
 */
function outputRemoved() {
    try {
        const st = (0,external_node_fs_.fstatSync)(1);
        return st.isFile() && st.nlink === 0;
    }
    catch {
        return false;
    }
}
/** The key, as its starter wrote it into stdin before closing it; bounded, in case stdin is not ours. */
async function keyFromStdin() {
    const chunks = [];
    let bytes = 0;
    for await (const chunk of process.stdin) {
        bytes += chunk.length;
        if (bytes > HELPER_KEY_MAX_BYTES)
            return '';
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/**
 * The helper's work, on its clock alone: it records the run as open, carries on a queued start,
 * ends lost runs and replays the queue in the background, beats at the interval and follows the
 * steps' output, all until it is stopped (by `stopped`, the job's deadline, or its job's process
 * gone); then ends the run itself when nothing else will. Its final status is also written.
 */
async function runHelper(config, apiKey, stopped, proxy, clock = util_clock/* systemClock */.m, identity = {}, 
/** Whether the job's process lives; this machine's /proc by default, read for this helper. */
judgeJob = (0,job_process/* jobJudge */.Rr)()) {
    // Built as main built it (proxy variables included), from main's settings less the key; its
    // retries wait on the helper's clock, as its beats do.
    const client = createClient(config.client, apiKey, { proxy, log: m => console.log(m), clock });
    const h = helperRun(config, client, clock, identity);
    // Stopped before it began (its run ended first): nothing is done for the run, nothing recorded
    // but its status, which tells its stopper it stopped on request. Not when its folder is gone:
    // made anew by a later `start`, it is that run's, and a stopped status there would tell that
    // run's end its helper had stopped already.
    if (stopped.aborted) {
        if (outputRemoved())
            return { ...h.status, stoppedBy: abortedBy(stopped) };
        return finish(h, abortedBy(stopped));
    }
    h.save();
    const stops = watchStops(config, clock, stopped, judgeJob);
    const steps = config.stepOutput
        ? await followSteps(config.stepOutput, apiKey, stops.signal, clock)
        : undefined;
    await Promise.all([
        background(h, identity.procStart, stops.signal),
        beat(h, stops.signal, steps),
        steps?.done
    ]);
    await stops.watched;
    await endIfNobodyWill(h, stopped, stops);
    return finish(h, stops.signal.aborted ? abortedBy(stops.signal) : 'done');
}
/** The final status: why it stopped (unless said already) and when. */
function finish(h, stoppedBy) {
    h.status.stoppedBy ??= stoppedBy;
    h.status.stoppedAt = (0,wire/* isoUtc */.u8)(h.clock.now());
    h.save();
    return h.status;
}
/**
 * What the helper does beside its beats, in order: its open-run record, the start main had to
 * queue, the lost runs of earlier jobs here, then what those jobs left queued.
 */
async function background(h, procStart, signal) {
    await recordOpenRun(h, procStart);
    if (h.config.startQueued)
        await carryStart(h, signal);
    // Its own record aside: the code that ends lost runs, and the queue's, load only for others.
    const own = h.openRuns?.fileName(h.config.runKey);
    if (!signal.aborted && hasRecords((0,external_node_path_.join)(h.config.queueDir, 'open'), own))
        await endLostRunsHere(h, signal);
    if (!signal.aborted && hasRecords(h.config.queueDir))
        await replayQueued(h, signal);
}
/** Carries on the start report main had to queue (the same retry sequence), learning the run id. */
async function carryStart(h, signal) {
    const { status } = h;
    const queue = await h.openQueue();
    const carried = await carryOnStart({ client: h.client, queue }, h.config.runKey, {
        signal,
        onTrouble: error => {
            status.startError = error;
            h.save();
        }
    });
    if (carried.delivered) {
        status.runId = carried.runId;
        delete status.startError;
        h.save();
    }
    else if (carried.error) {
        status.startError = carried.error;
        h.save();
    }
}
/**
 * Runs of earlier jobs here that never reached their end, whose helper is gone: ended as failed
 * before the replay, which then sends what had to be queued.
 */
async function endLostRunsHere(h, signal) {
    const { config, clock } = h;
    const { endLostRuns } = await Promise.all(/* import() */[__nccwpck_require__.e(256), __nccwpck_require__.e(511)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3511));
    await endLostRuns(h.client, await h.openQueue(), {
        queueDir: config.queueDir,
        ownRunKey: config.runKey,
        // Named by the starter: no key fingerprint is made here, which would keep node:crypto
        // in this long-lived process's memory.
        ...(config.openRun?.service ? { service: config.openRun.service } : {}),
        deadline: clock.now() + HELPER_REPLAY_BUDGET_MS / 2,
        signal,
        clock,
        log: m => console.log(m)
    });
}
/** What earlier jobs on this machine left queued: sent in the background, never in a step's time. */
async function replayQueued(h, signal) {
    const queue = await h.openQueue();
    const summary = await queue.replay(h.client, {
        signal,
        deadline: h.clock.now() + HELPER_REPLAY_BUDGET_MS
    });
    h.status.replayed = { sent: summary.sent, failed: summary.failed, remaining: summary.remaining };
    if (summary.sent || summary.failed)
        h.save();
}
/**
 * Heartbeats at the interval until stopped (none with an interval of 0), each carrying the run
 * id once known and the steps' progress; each counted in the status, and refreshing the run's
 * open-run record.
 */
async function beat(h, signal, steps) {
    const { config, clock, status } = h;
    if (config.intervalMs <= 0)
        return;
    const stats = await runHeartbeats(h.client, {
        jobName: config.jobName,
        intervalMs: config.intervalMs,
        jobTotal: config.jobTotal,
        hourlyLimit: config.hourlyLimit,
        signal,
        clock,
        maxLifetimeMs: config.maxLifetimeMs,
        metadata: () => ({
            ...config.metadata,
            ...(status.runId ? { run_id: status.runId } : {}),
            ...(steps ? progressMetadata(steps.progress(), clock.now()) : {})
        }),
        onBeat: e => {
            if (e.ok) {
                status.beatsSent++;
                h.touchOpenRun();
            }
            else {
                status.beatsFailed++;
                status.lastError = e.error?.message;
            }
            h.save();
        }
    });
    status.stoppedBy = stats.stoppedBy === 'signal' ? abortedBy(signal) : stats.stoppedBy;
    if (stats.lastError)
        status.lastError = stats.lastError;
}
/**
 * Each step's output, followed until the helper is stopped (with heartbeats off too). What it
 * writes is redacted with the key first: the key never reaches the file.
 */
async function followSteps(o, apiKey, signal, clock) {
    // Loaded only when step output is on: every module this process loads stays in its memory.
    const [{ followPages }, { writeSteps }] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 638).then(__nccwpck_require__.bind(__nccwpck_require__, 8638)),
        __nccwpck_require__.e(/* import() */ 62).then(__nccwpck_require__.bind(__nccwpck_require__, 9062))
    ]);
    const file = o.file;
    return followPages({
        pagesDir: o.pagesDir,
        maxBytes: o.maxBytes,
        redactor: new redact/* Redactor */.p([apiKey]),
        clock,
        signal,
        save: snapshot => {
            try {
                writeSteps(file, { updatedAt: (0,wire/* isoUtc */.u8)(clock.now()), ...snapshot });
            }
            catch (e) {
                console.log(`could not write ${file}: ${e.message}`);
            }
        }
    });
}
/** Why the helper was stopped: the word its stopper gave (`request`, `signal`...). */
function abortedBy(signal) {
    return typeof signal.reason === 'string' ? signal.reason : 'signal';
}
/**
 * True when `dir`, a queue directory or its open runs, holds an entry besides `except` and the
 * run id links.
 */
function hasRecords(dir, except) {
    try {
        // Run id links and open runs are no records to send.
        return (0,external_node_fs_.readdirSync)(dir).some(name => name !== 'runs' && name !== 'open' && name !== except);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/entries/heartbeat.ts
/**
 * The heartbeat helper's bundle (dist/heartbeat). Started detached by the main step; its
 * config comes through the environment, its key through stdin (see runHelperProcess).
 */


runHelperProcess(readHelperFacts(process.env));

