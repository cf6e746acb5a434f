export const id = 463;
export const ids = [463];
export const modules = {

/***/ 3629:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ readBounded)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5799);


function readBounded(message, endpoint, limit = _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ANSWER_BYTES */ .gB) {
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
                finish(() => reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OversizedAnswerError */ .si(endpoint, limit, message.statusCode)));
                message.destroy();
                return;
            }
            chunks.push(chunk);
        };
        message.on('data', onData);
        message.on('end', () => finish(() => resolve(Buffer.concat(chunks).toString('utf8'))));
        message.on('error', e => finish(() => reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc(endpoint, e))));
        // Cut off before its end (reset, or destroyed by a timeout or an abort, whose own error
        // settles the attempt first).
        message.on('close', () => finish(() => reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .Rc(endpoint, new Error('answer cut off')))));
    });
}


/***/ }),

/***/ 6468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7785);
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

/***/ 4770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ createClient)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
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
var clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/client/nesting.ts
var nesting = __webpack_require__(3749);
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
var gate = __webpack_require__(2844);
// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __webpack_require__(1569);
// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
// EXTERNAL MODULE: ./src/client/transport.ts
var transport = __webpack_require__(4790);
// EXTERNAL MODULE: ./src/client/version.ts
var version = __webpack_require__(8095);
// EXTERNAL MODULE: ./src/client/limits.ts
var limits = __webpack_require__(5799);
// EXTERNAL MODULE: ./src/logs/safe-for-log.ts
var safe_for_log = __webpack_require__(4147);
// EXTERNAL MODULE: ./src/util/inert-text.ts
var inert_text = __webpack_require__(1306);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
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
        this.transport = o.transport ?? transport/* nodeHttpTransport */.ss;
        this.clock = o.clock ?? clock/* systemClock */.m;
        this.maxAttempts = Math.max(1, Math.floor(o.maxAttempts ?? retry/* DEFAULT_MAX_ATTEMPTS */.Gz));
        this.timeoutMs = o.timeoutMs ?? retry/* DEFAULT_TIMEOUT_MS */.t1;
        this.maxRetryAfterMs = o.maxRetryAfterMs ?? retry/* DEFAULT_MAX_RETRY_AFTER_MS */.eo;
        this.userAgent = o.userAgent
            ? `${o.userAgent} job-monitor/${version/* VERSION */.x}`
            : `job-monitor/${version/* VERSION */.x}`;
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
            const excerpt = errorDetail(res.body, this.apiKey, limits/* ANSWER_EXCERPT_CHARS */.hD);
            throw new errors/* ResponseShapeError */.RD(endpoint, excerpt ? `${decoded.problem} (it begins ${excerpt})` : decoded.problem);
        }
        const body = decoded.object;
        switch (request.kind) {
            case 'start':
                if (typeof body.run_id !== 'string' || body.run_id === '') {
                    throw new errors/* ResponseShapeError */.RD(endpoint, 'no run_id in the answer to a start report');
                }
                if (!usableRunId(body.run_id)) {
                    throw new errors/* ResponseShapeError */.RD(endpoint, `a run_id no client can pass on safely (${errorDetail(body.run_id, this.apiKey, limits/* ANSWER_EXCERPT_CHARS */.hD)})`);
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
    return id.length <= limits/* MAX_RUN_ID_CHARS */.hH && (0,inert_text/* escapeControl */.hN)(id) === id && !(0,inert_text/* commandLike */.xU)(id);
}
/**
 * A short, single-line excerpt of an answer for messages. The answer is untrusted: the key
 * (in the encodings the redactor knows: docs/security.md) and token shapes are hidden before the cut, and
 * control characters are shown escaped, so no front end prints an active one.
 */
function errorDetail(body, apiKey, maxChars = limits/* ERROR_DETAIL_CHARS */.jx) {
    return (0,safe_for_log/* safeForLog */.p)(body.trim().replace(/[ \t\r\n]+/g, ' '), apiKey ? [apiKey] : [], maxChars);
}

// EXTERNAL MODULE: ./src/client/hour-ledger.ts + 1 modules
var hour_ledger = __webpack_require__(7638);
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
        transport: (0,transport/* defaultTransport */.JT)(w.proxy),
        clock: w.clock,
        ...(ledger
            ? {
                ledger: new hour_ledger/* HourLedger */.S({
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


/***/ }),

/***/ 2844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ RefusedFieldError),
/* harmony export */   W: () => (/* binding */ OutboundGate)
/* harmony export */ });
/* harmony import */ var _logs_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44);
/* harmony import */ var _logs_redact_spans_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6814);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3749);
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

/***/ 6301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QX: () => (/* binding */ SERVICE_HOURLY_LIMIT),
/* harmony export */   bK: () => (/* binding */ planNextBeat),
/* harmony export */   cY: () => (/* binding */ heartbeatBudget),
/* harmony export */   e4: () => (/* binding */ heldToPace),
/* harmony export */   hU: () => (/* binding */ phaseOf),
/* harmony export */   iQ: () => (/* binding */ HOUR_MS),
/* harmony export */   ob: () => (/* binding */ beatCadence)
/* harmony export */ });
/* unused harmony exports START_REPORT_REQUESTS, PIPELINE_NOTIFICATION_REQUESTS, HEARTBEAT_FLOOR_PER_HOUR, MAX_BACKOFF_MS, nextBeatDelay */
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7785);
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
    const endAttempts = Math.max(1, Math.floor(o.endAttempts ?? _retry_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_ATTEMPTS */ .Gz));
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


/***/ }),

/***/ 7638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ HourLedger),
  G: () => (/* binding */ ledgerFolder)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
// EXTERNAL MODULE: ./src/util/disk.ts + 1 modules
var disk = __webpack_require__(4729);
// EXTERNAL MODULE: ./src/util/dirs.ts
var dirs = __webpack_require__(6210);
// EXTERNAL MODULE: ./src/util/atomic-writes.ts
var atomic_writes = __webpack_require__(224);
// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __webpack_require__(8230);
// EXTERNAL MODULE: ./src/util/in-order.ts
var in_order = __webpack_require__(5144);
// EXTERNAL MODULE: ./src/util/entries.ts
var entries = __webpack_require__(1952);
// EXTERNAL MODULE: ./src/util/short-hash.ts
var short_hash = __webpack_require__(7711);
// EXTERNAL MODULE: ./src/client/heartbeat-budget.ts
var heartbeat_budget = __webpack_require__(6301);
// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __webpack_require__(1569);
;// CONCATENATED MODULE: ./src/client/hour-rule.ts

/** Every request but a heartbeat is a report: a GET of the pipelines is asked for by a person. */
function ticketKindOf(kind) {
    return kind === 'heartbeat' ? 'heartbeat' : 'report';
}
/** The reports' room heartbeats never take: one job's start, end with retries, notifications. */
const REPORT_RESERVE_FLOOR = (0,heartbeat_budget/* heartbeatBudget */.cY)({}).reservePerJob;
/** How many of the hour's requests a request of `kind` may find before it: all, for a report. */
function capFor(kind, inHour, limit) {
    if (kind === 'report')
        return limit;
    const reports = inHour.filter(t => t.kind === 'report').length;
    return limit - Math.max(REPORT_RESERVE_FLOOR, reports);
}
function inHourAt(tickets, at) {
    return tickets.filter(t => t.at > at - heartbeat_budget/* HOUR_MS */.iQ);
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
    const leaving = inHour.map(t => t.at + heartbeat_budget/* HOUR_MS */.iQ).sort((a, b) => a - b);
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
    const streak = previous !== undefined && now - previous.until < heartbeat_budget/* HOUR_MS */.iQ ? previous.streak + 1 : 1;
    const wait = retryAfterMs ?? Math.min(heartbeat_budget/* HOUR_MS */.iQ, FIRST_PAUSE_MS * 2 ** (streak - 1));
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
        return now - last < heartbeat_budget/* HOUR_MS */.iQ ? job.reportsPerRun : 0;
    // Still running to its cadence: not silent for more than two of its gaps.
    if (now - last > 2 * cadence)
        return 0;
    return (job.reportsPerRun * heartbeat_budget/* HOUR_MS */.iQ) / cadence;
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
    return (0,external_node_path_.join)(root, (0,identity/* keyFingerprint */.yy)(apiKey));
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
const JOB_FORGOTTEN_MS = 7 * 24 * heartbeat_budget/* HOUR_MS */.iQ;
/** A cadence that does not fit is said once, and again a day later if it still does not. */
const SAY_AGAIN_MS = 24 * heartbeat_budget/* HOUR_MS */.iQ;
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
        this.limit = Math.max(1, Math.floor(o.limit ?? heartbeat_budget/* SERVICE_HOURLY_LIMIT */.QX));
        this.clock = o.clock ?? clock/* systemClock */.m;
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
        return live.filter(t => t.at > now - heartbeat_budget/* HOUR_MS */.iQ).sort((a, b) => a.n - b.n);
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
                if (known.at <= now - heartbeat_budget/* HOUR_MS */.iQ - CLEAN_SLACK_MS)
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
                gone = time !== undefined && newestTime !== undefined && newestTime - time > heartbeat_budget/* HOUR_MS */.iQ;
            }
            else
                gone = ticket === undefined || ticket.at <= now - heartbeat_budget/* HOUR_MS */.iQ - CLEAN_SLACK_MS;
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


/***/ }),

/***/ 1569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ap: () => (/* binding */ familyOf),
/* harmony export */   C1: () => (/* binding */ serviceIdentity),
/* harmony export */   Wv: () => (/* binding */ normalAddress),
/* harmony export */   cm: () => (/* binding */ sameService),
/* harmony export */   yy: () => (/* binding */ keyFingerprint)
/* harmony export */ });
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

/***/ 5799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gB: () => (/* binding */ MAX_ANSWER_BYTES),
/* harmony export */   hD: () => (/* binding */ ANSWER_EXCERPT_CHARS),
/* harmony export */   hH: () => (/* binding */ MAX_RUN_ID_CHARS),
/* harmony export */   jx: () => (/* binding */ ERROR_DETAIL_CHARS)
/* harmony export */ });
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


/***/ }),

/***/ 3749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ pipelineNotification),
/* harmony export */   Fg: () => (/* binding */ startReport),
/* harmony export */   Fx: () => (/* binding */ isTimestamp),
/* harmony export */   RJ: () => (/* binding */ heartbeatBody),
/* harmony export */   eQ: () => (/* binding */ endReport)
/* harmony export */ });
/* unused harmony export ReportInputError */
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1054);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3749);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 4790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bb: () => (/* binding */ usesProxy),
/* harmony export */   Gh: () => (/* binding */ openRequest),
/* harmony export */   H2: () => (/* binding */ proxyAgentFor),
/* harmony export */   JT: () => (/* binding */ defaultTransport),
/* harmony export */   X5: () => (/* binding */ endpointOf),
/* harmony export */   ss: () => (/* binding */ nodeHttpTransport)
/* harmony export */ });
/* unused harmony export httpClientTransport */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_loopback_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6815);
/* harmony import */ var _answer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3629);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6468);
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
    const { HttpClient } = await __webpack_require__.e(/* import() */ 942).then(__webpack_require__.bind(__webpack_require__, 4942));
    return new HttpClient('job-monitor', undefined, { keepAlive: false }).getAgent(url);
}
/**
 * One request along `route`: the answer comes to `onAnswer` as it is, a redirect included. The
 * caller bounds it in time and reads it.
 */
function openRequest(url, options, route, onAnswer) {
    // TLS is loaded only when a call needs it: it is most of an idle helper's memory otherwise.
    const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : node_http__WEBPACK_IMPORTED_MODULE_0__.request;
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
            (0,_answer_js__WEBPACK_IMPORTED_MODULE_2__/* .readBounded */ .C)(res, endpoint).then(body => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                req.signal?.removeEventListener('abort', onAbort);
                resolve({ status: res.statusCode ?? 0, headers: headersOf(res), body });
            }, fail);
        });
        const timer = setTimeout(() => {
            fail(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .TimeoutError */ .MU(endpoint, req.timeoutMs));
        }, req.timeoutMs);
        const onAbort = () => {
            fail(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .Rc(endpoint, req.signal?.reason ?? new Error('aborted')));
        };
        // Before anything can destroy it: a request destroyed with no listener for its 'error'
        // ("socket hang up") would throw out of the process.
        outgoing.on('error', e => fail(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .Rc(endpoint, e)));
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
    if ((0,_util_loopback_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .c)(host))
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConnectionError */ .Rc(endpointOf(req.url), e);
    }
    return sendAlong(req, agent);
};
/** The transport for these proxy variables: a proxy-aware one only where a proxy is configured. */
function defaultTransport(proxy) {
    return req => (usesProxy(req.url, proxy) ? httpClientTransport(req) : nodeHttpTransport(req));
}


/***/ }),

/***/ 1054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 2286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ jobGoneWords),
/* harmony export */   Rr: () => (/* binding */ jobJudge),
/* harmony export */   ZP: () => (/* binding */ afterScriptWaitMs),
/* harmony export */   ik: () => (/* binding */ JOB_KINDS),
/* harmony export */   qX: () => (/* binding */ findJobProcess),
/* harmony export */   wZ: () => (/* binding */ hostProcesses)
/* harmony export */ });
/* unused harmony exports judgeJobProcess, AFTER_SCRIPT_DEFAULT_MS */
/* harmony import */ var _process_facts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7662);
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
        return (0,_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(cmdline) === 'buildkite-agent' && (0,_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .cmdlineWords */ .aB)(cmdline)[1] === 'bootstrap';
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
    const runner = chain.findIndex(pid => GITLAB_RUNNER.test((0,_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(host.cmdline(pid) ?? '')));
    if (runner > 0)
        return chain[runner - 1];
    if (runner === 0 || !place.disposable || chain[chain.length - 1] !== 1)
        return undefined;
    return CONTAINER_FIRST.test((0,_process_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .programName */ .kX)(host.cmdline(1) ?? '')) ? 1 : undefined;
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
const AFTER_SCRIPT_DEFAULT_MS = 5 * 60_000;
/** Beyond the limit: after_script's own start and the end's delivery (at most the limit again). */
const AFTER_SCRIPT_MARGIN_MS = 30_000;
/** A longer after_script limit is not waited out: the helper ends the run by then. */
const AFTER_SCRIPT_MAX_MS = 60 * 60_000;
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J9: () => (/* binding */ bootElapsed),
/* harmony export */   W_: () => (/* binding */ isRunning),
/* harmony export */   Xg: () => (/* binding */ bootNow),
/* harmony export */   aB: () => (/* binding */ cmdlineWords),
/* harmony export */   aW: () => (/* binding */ bootId),
/* harmony export */   cP: () => (/* binding */ procFacts),
/* harmony export */   fP: () => (/* binding */ pidNamespace),
/* harmony export */   jW: () => (/* binding */ procStat),
/* harmony export */   kX: () => (/* binding */ programName),
/* harmony export */   lk: () => (/* binding */ procCmdline)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8230);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ parseTempFileName),
/* harmony export */   H0: () => (/* binding */ createExclusive),
/* harmony export */   MX: () => (/* binding */ TEMP_PREFIX),
/* harmony export */   Q3: () => (/* binding */ writeFileAtomicSync),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   ty: () => (/* binding */ syncDir)
/* harmony export */ });
/* unused harmony export tempFileName */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _disk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4729);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8196);
/* harmony import */ var _owner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3079);
/* harmony import */ var _random_hex_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7773);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iv: () => (/* binding */ makeDirsSync),
/* harmony export */   X2: () => (/* binding */ makeDirs),
/* harmony export */   mG: () => (/* binding */ privateDirState),
/* harmony export */   rh: () => (/* binding */ ensurePrivateDir)
/* harmony export */ });
/* unused harmony export MAX_DIR_LEVELS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _disk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4729);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8196);
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

/***/ 4729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A5: () => (/* binding */ isBusy),
  vh: () => (/* binding */ localDisk),
  W1: () => (/* binding */ localSyncDisk),
  Oc: () => (/* binding */ retryBusy),
  xH: () => (/* binding */ retryBusySync)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
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
var errno = __webpack_require__(8196);
;// CONCATENATED MODULE: ./src/util/disk.ts
/**
 * The disk as the queue and the files beside it see it: the file-system calls, injected so a
 * test can make them fail, and the short retries of a file Windows holds busy for a moment.
 * Everything built on it tolerates the races of several processes sharing one directory, on
 * each platform's rules.
 */





const localDisk = {
    platform: process.platform,
    fs: { open: promises_.open, rename: promises_.rename, rm: promises_.rm, unlink: promises_.unlink, mkdir: promises_.mkdir, chmod: promises_.chmod, lstat: promises_.lstat, readdir: promises_.readdir },
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ listFiles),
/* harmony export */   L4: () => (/* binding */ modifiedAt),
/* harmony export */   sL: () => (/* binding */ isRealDirectory),
/* harmony export */   ti: () => (/* binding */ removeIfPresent),
/* harmony export */   v_: () => (/* binding */ entryExists)
/* harmony export */ });
/* harmony import */ var _disk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4729);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8196);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 6815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ isLoopbackHost)
/* harmony export */ });
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


/***/ }),

/***/ 3079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ isOwnerAlive),
/* harmony export */   q: () => (/* binding */ HOST_TAG)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8196);
/* harmony import */ var _short_hash_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7711);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ randomHex)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lb: () => (/* binding */ streamRegularFile),
/* harmony export */   XF: () => (/* binding */ readRegularFile),
/* harmony export */   cG: () => (/* binding */ readRegularFileSync),
/* harmony export */   tC: () => (/* binding */ READ_FLAGS),
/* harmony export */   w5: () => (/* binding */ openRegularSync)
/* harmony export */ });
/* unused harmony exports APPEND_FLAGS, READ_MAX_BYTES, NotRegularFileError, openRegular */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _disk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4729);
/* harmony import */ var _errno_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8196);
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
async function streamRegularFile(path, write, disk = _disk_js__WEBPACK_IMPORTED_MODULE_1__/* .localDisk */ .vh) {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ })

};
