export const id = 239;
export const ids = [239,136];
export const modules = {

/***/ 4991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o9: () => (/* binding */ Env),
  wg: () => (/* binding */ inputOf),
  gm: () => (/* binding */ jobNameOf),
  Nk: () => (/* binding */ metadataOf),
  Up: () => (/* binding */ pick),
  IE: () => (/* binding */ serviceConfig),
  Pe: () => (/* binding */ setting),
  P2: () => (/* binding */ startTimeOf),
  Fg: () => (/* binding */ tagsOf),
  rD: () => (/* binding */ wholeNumber),
  Lm: () => (/* binding */ yesNo)
});

// UNUSED EXPORTS: serviceUrl

;// CONCATENATED MODULE: ./src/settings/bounds.ts
const Bounds = {
    /** How long one call to the service may take. */
    timeoutSeconds: { min: 1, max: 300, unit: 'seconds' },
    /** Tries per call, the first included. */
    attempts: { min: 1, max: 10, unit: 'attempts' },
    /** Seconds between heartbeats; 0 sends none. At most a day. */
    heartbeatSeconds: { min: 0, max: 86_400, unit: 'seconds' },
    /** The action's log budget per end report: below 1 KiB the head and tail say nothing. */
    actionLogMaxBytes: { min: 1024, max: 16 * 1024 * 1024, unit: 'bytes' },
    /**
     * Jobs sharing the key (a matrix's size): their heartbeats split the hourly limit. A matrix
     * holds at most 256 jobs; other jobs may share the key.
     */
    jobTotal: { min: 1, max: 1000, unit: 'jobs' },
    /** A GitHub job (check run) id. */
    jobId: { min: 1, max: Number.MAX_SAFE_INTEGER }
};

// EXTERNAL MODULE: ./src/client/reports.ts
var reports = __webpack_require__(2992);
// EXTERNAL MODULE: ./src/client/nesting.ts
var nesting = __webpack_require__(3749);
// EXTERNAL MODULE: ./src/logs/safe-for-log.ts
var safe_for_log = __webpack_require__(4147);
// EXTERNAL MODULE: ./src/settings/loopback.ts
var loopback = __webpack_require__(3772);
;// CONCATENATED MODULE: ./src/settings/check.ts




/** A value the setting cannot take. `problem` reads after the name: "must be ...". */
class SettingError extends Error {
    setting;
    problem;
    name = 'SettingError';
    constructor(setting, problem) {
        super(`${setting} ${problem}`);
        this.setting = setting;
        this.problem = problem;
    }
}
/** At most this many characters of a value go into a message. */
const SHOWN_CHARS = 80;
function cut(text) {
    return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}
/** The value as it goes into a message: quoted, on one line, bounded. */
function shown(raw) {
    const c = cut(raw);
    return /^[\x20-\x7e]*$/.test(c) && !c.includes("'") ? `'${c}'` : JSON.stringify(c);
}
/**
 * A parser's reason for refusing a text, for a message: its first line (YAML's next lines
 * quote the text around the mistake), control characters shown escaped (V8's JSON messages
 * may quote the text with its newlines), bounded.
 */
function parserReason(e) {
    const first = String(e?.message ?? e).split(/\r?\n/)[0];
    return (0,safe_for_log/* escapeControl */.hN)(first.length > 200 ? `${first.slice(0, 200)}…` : first);
}
function given(raw) {
    const t = raw?.trim();
    return t ? t : undefined;
}
/**
 * The address of a service: an http(s) URL, without trailing slashes. Plain http only to
 * this machine (the loopback rule), since the API key would otherwise cross the network in
 * clear text.
 */
function checkUrl(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new SettingError(setting, `is not a URL: ${shown(text)}; use https://host[:port]`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new SettingError(setting, `must be an http(s) URL, not ${url.protocol}`);
    }
    if (url.protocol === 'http:' && !(0,loopback/* isLoopbackHost */.c)(url.hostname)) {
        throw new SettingError(setting, `uses http:// to ${url.hostname}: the API key would cross the network in clear text; ` +
            'use https:// (plain http only to localhost, 127.0.0.0/8 or [::1])');
    }
    return text.replace(/\/+$/, '');
}
/**
 * The API key, trimmed. It travels in an HTTP header, which cannot carry a control character,
 * and keys are printable ASCII without blanks: anything else would fail every call, so it is
 * refused here, once, without showing the key.
 */
function checkApiKey(raw, setting) {
    const key = given(raw);
    if (key !== undefined && !/^[\x21-\x7e]+$/.test(key)) {
        throw new SettingError(setting, 'holds a character no API key has (a control character, a blank inside it, or one beyond ASCII); check the secret');
    }
    return key;
}
/** Half of a UTF-16 pair without its other half: text no URL or UTF-8 file can hold. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What a file or a shell variable cannot hold as it is: NUL, and lone surrogates. */
const UNCARRIED = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');
/**
 * A pipeline id: one segment of the notify URL's path, so never `.` or `..` (the URL would
 * resolve them away and the notification would go to another path) and no lone surrogate
 * (it cannot be encoded into a URL). Anything else is encoded as it is.
 */
function checkPipelineId(raw, setting) {
    const id = given(raw);
    if (id === undefined)
        return undefined;
    if (id === '.' || id === '..') {
        throw new SettingError(setting, `cannot be ${shown(id)}: a URL path resolves it away`);
    }
    if (LONE_SURROGATE.test(id)) {
        throw new SettingError(setting, `holds half of a UTF-16 pair, which no URL can carry: ${shown(id)}`);
    }
    return id;
}
/**
 * A job name. It goes from the start report to the end through a file or a shell (the step
 * state, `start --format env`), which carry neither a NUL byte nor half of a UTF-16 pair: each
 * becomes U+FFFD there, so it becomes U+FFFD here, and the start and the end name the same job.
 */
function checkJobName(raw) {
    return given(raw)?.replace(UNCARRIED, '\ufffd');
}
/** A timestamp handed back to us (`start`'s start_time): one the reports accept. */
function checkTimestamp(raw, setting) {
    const text = given(raw);
    if (text === undefined || (0,reports/* isTimestamp */.Fx)(text))
        return text;
    throw new SettingError(setting, `must be an ISO 8601 timestamp, not ${shown(text)}`);
}
/** A whole number in decimal digits within [min, max]: no sign, no fraction, no exponent. */
function checkWholeNumber(raw, setting, rule) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const unit = rule.unit ? ` ${rule.unit}` : '';
    if (!/^\d+$/.test(text)) {
        throw new SettingError(setting, `must be a whole number${rule.unit ? ` of ${rule.unit}` : ''}, not ${shown(text)}`);
    }
    const n = Number(text);
    if (n < rule.min || n > rule.max) {
        throw new SettingError(setting, `must be between ${rule.min} and ${rule.max}${unit}, not ${cut(text.replace(/^0+(?=\d)/, ''))}`);
    }
    return n;
}
/** The words a yes/no setting takes, in any letter case. */
const BOOLEAN_WORDS = {
    true: ['true', 'yes', 'on', '1'],
    false: ['false', 'no', 'off', '0']
};
/** The word's meaning, or undefined when it is empty or not one of BOOLEAN_WORDS. */
function booleanWord(raw) {
    const word = raw?.trim().toLowerCase() ?? '';
    if (BOOLEAN_WORDS.true.includes(word))
        return true;
    if (BOOLEAN_WORDS.false.includes(word))
        return false;
    return undefined;
}
/** A yes/no setting: undefined when unset, a SettingError for a word not in BOOLEAN_WORDS. */
function checkBoolean(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const value = booleanWord(text);
    if (value === undefined) {
        throw new SettingError(setting, `must be true or false (or ${[...BOOLEAN_WORDS.true.slice(1), ...BOOLEAN_WORDS.false.slice(1)].join(', ')}), not ${shown(text)}`);
    }
    return value;
}
/** True when the metadata check reads this text as JSON even where YAML is accepted. */
function isJsonObjectText(raw) {
    return raw.trim().startsWith('{');
}
/**
 * Metadata: a JSON object, or, when `yaml` is given, a YAML mapping too. Numbers stay
 * numbers (both parsers keep them). Text that opens with `{` is read as JSON even where YAML
 * is accepted, so that a JSON mistake is reported as one (and YAML need not be loaded).
 */
function checkMetadata(raw, setting, yaml) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let value;
    if (!yaml || isJsonObjectText(text)) {
        try {
            value = JSON.parse(text);
        }
        catch (e) {
            throw new SettingError(setting, `is not valid JSON: ${parserReason(e)}`);
        }
    }
    else {
        try {
            value = yaml(text);
        }
        catch (e) {
            throw new SettingError(setting, `is neither JSON nor valid YAML: ${parserReason(e)}`);
        }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new SettingError(setting, 'must be an object (key: value pairs)');
    }
    if ((0,nesting/* nestsDeeperThan */.i)(value)) {
        throw new SettingError(setting, `nests objects and lists more than ${nesting/* MAX_NESTING */.M} levels deep; keep it flatter`);
    }
    return value;
}
/**
 * Tags. Text is a list: one per line or comma-separated (a YAML `- ` before each is
 * allowed), or a JSON list. A list of values (a repeated flag) is one tag per value. Tags
 * are trimmed and empty ones dropped; none at all is undefined.
 */
function checkTags(raw, setting) {
    const items = typeof raw === 'string' ? tagText(raw, setting) : (raw ?? []);
    const tags = items.map(s => s.trim()).filter(s => s !== '');
    return tags.length ? tags : undefined;
}
function tagText(raw, setting) {
    const text = raw.trim();
    if (!text.startsWith('['))
        return text.split(/[\n,]/).map(s => s.trim().replace(/^- +/, ''));
    let list;
    try {
        list = JSON.parse(text);
    }
    catch {
        throw new SettingError(setting, 'looks like a JSON list but is not valid JSON');
    }
    const items = list;
    if (!items.every(t => ['string', 'number', 'boolean'].includes(typeof t))) {
        throw new SettingError(setting, 'must be a JSON list of text, not of objects or lists');
    }
    return items.map(String);
}

// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/run/child-environment.ts
var child_environment = __webpack_require__(347);
;// CONCATENATED MODULE: ./src/cli/config.ts




const Env = {
    apiKey: child_environment/* API_KEY_VARIABLE */.C,
    baseUrl: 'JOB_MONITOR_BASE_URL',
    deploymentUrl: 'JOB_MONITOR_DEPLOYMENT_URL',
    pipelineId: 'JOB_MONITOR_PIPELINE_ID',
    jobName: 'JOB_MONITOR_JOB_NAME',
    queueDir: 'JOB_MONITOR_QUEUE_DIR',
    heartbeatInterval: 'JOB_MONITOR_HEARTBEAT_INTERVAL',
    runId: 'JOB_MONITOR_RUN_ID',
    runKey: 'JOB_MONITOR_RUN_KEY',
    startTime: 'JOB_MONITOR_START_TIME',
    timeout: 'JOB_MONITOR_TIMEOUT',
    attempts: 'JOB_MONITOR_ATTEMPTS',
    passApiKey: 'JOB_MONITOR_PASS_API_KEY'
};
function str(flags, name) {
    const v = flags[name];
    return typeof v === 'string' ? v : undefined;
}
/** A flag's value, else the variable's, trimmed; empty means unset. */
function pick(flags, flag, env, variable) {
    const v = str(flags, flag) ?? (variable ? env[variable] : undefined);
    const t = v?.trim();
    return t ? t : undefined;
}
/** How to name a setting in a message: the flag when it was given, else the variable it came from. */
function inputOf(flags, flag, variable) {
    return variable && typeof flags[flag] !== 'string' ? variable : `--${flag}`;
}
/** A setting's value (as `pick` reads it) and the name of the input it came from, for a check. */
function setting(flags, flag, env, variable) {
    return [pick(flags, flag, env, variable), inputOf(flags, flag, variable)];
}
/** Runs a shared check, turning its refusal into a UsageError naming the flag or variable. */
function checked(check) {
    try {
        return check();
    }
    catch (e) {
        if (e instanceof SettingError)
            throw new errors/* UsageError */.e(e.message, e.setting);
        throw e;
    }
}
/** An http(s) URL; plain http only to loopback, since the key would cross the network in clear. */
function serviceUrl(value, what) {
    return checked(() => checkUrl(value, what));
}
/**
 * A yes/no setting: the boolean flag when given, else the variable (the shared yes/no words;
 * another word is refused naming the variable), else false.
 */
function yesNo(flags, flag, env, variable) {
    if (flags[flag] === true)
        return true;
    return checked(() => checkBoolean(env[variable], variable)) ?? false;
}
/** A whole number within [min, max]; `what` is the flag (`--name`) or the variable. */
function wholeNumber(value, what, min, max, unit) {
    return checked(() => checkWholeNumber(value, what, { min, max, unit }));
}
function serviceConfig(flags, env) {
    const keyFlag = checked(() => checkApiKey(pick(flags, 'api-key', {}), '--api-key'));
    const timeout = whole(flags, 'timeout', env, Env.timeout, Bounds.timeoutSeconds);
    return {
        apiKey: keyFlag ?? checked(() => checkApiKey(env[Env.apiKey], Env.apiKey)) ?? '',
        keyFromFlag: keyFlag !== undefined,
        baseUrl: serviceUrl(...setting(flags, 'base-url', env, Env.baseUrl)) ?? '',
        deploymentUrl: serviceUrl(...setting(flags, 'deployment-url', env, Env.deploymentUrl)),
        pipelineId: checked(() => checkPipelineId(...setting(flags, 'pipeline-id', env, Env.pipelineId))),
        queueDir: pick(flags, 'queue-dir', env, Env.queueDir),
        timeoutMs: timeout === undefined ? undefined : timeout * 1000,
        maxAttempts: whole(flags, 'attempts', env, Env.attempts, Bounds.attempts),
        quiet: flags.quiet === true
    };
}
function whole(flags, flag, env, variable, rule) {
    const [value, what] = setting(flags, flag, env, variable);
    return wholeNumber(value, what, rule.min, rule.max, rule.unit);
}
/** --metadata (a JSON object) with each --meta key=value merged over it. */
function metadataOf(flags) {
    const json = checked(() => checkMetadata(str(flags, 'metadata'), '--metadata'));
    let metadata = json && { ...json };
    const pairs = flags.meta;
    for (const pair of Array.isArray(pairs) ? pairs : []) {
        const eq = pair.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.e(`--meta takes key=value, not ${shown(pair)}`, '--meta');
        metadata ??= {};
        // Defined, not assigned: a key named __proto__ is a key like any other.
        Object.defineProperty(metadata, pair.slice(0, eq), {
            value: scalar(pair.slice(eq + 1)),
            enumerable: true,
            writable: true,
            configurable: true
        });
    }
    return metadata;
}
/** Numbers stay numbers and true/false stay booleans; anything else is text. */
function scalar(text) {
    if (/^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(text))
        return Number(text);
    if (text === 'true')
        return true;
    if (text === 'false')
        return false;
    return text;
}
/** Each --tag is one tag (trimmed; empty ones dropped). */
function tagsOf(flags) {
    const tags = flags.tag;
    return checked(() => checkTags(Array.isArray(tags) ? tags : undefined, '--tag'));
}
/** `start`'s start_time handed back to `end`: a timestamp, else refused naming where it came from. */
function startTimeOf(flags, env) {
    return checked(() => checkTimestamp(...setting(flags, 'start-time', env, Env.startTime)));
}
function jobNameOf(flags, env) {
    const name = checkJobName(pick(flags, 'job-name', env, Env.jobName));
    if (!name)
        throw new errors/* UsageError */.e(`--job-name is required (or set ${Env.jobName})`, '--job-name');
    return name;
}


/***/ }),

/***/ 7136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   complain: () => (/* binding */ complain),
/* harmony export */   e: () => (/* binding */ messenger)
/* harmony export */ });
/* harmony import */ var _logs_safe_for_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4147);
/** job-monitor's own messages on stderr. */

/**
 * One line of job-monitor's own on stderr, prefixed so it never mixes with a command's stdout.
 * Messages quote text we did not write (the service's answers, names, values given to us), and
 * inside a CI step every line is read by the runner: this is the one gate, so control characters
 * show escaped and no line reads as a workflow command.
 */
function complain(message) {
    process.stderr.write(`job-monitor: ${(0,_logs_safe_for_log_js__WEBPACK_IMPORTED_MODULE_0__/* .safeForLog */ .p5)(message)}\n`);
}
/** job-monitor's messages that `--quiet` silences. */
function messenger(quiet) {
    return message => {
        if (!quiet)
            complain(message);
    };
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yu: () => (/* binding */ makeClient),
  O3: () => (/* binding */ makeQueue),
  rU: () => (/* binding */ requireService),
  n_: () => (/* binding */ warnAboutKeyFlag)
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
/** E.g. "end report: 503 Service Unavailable; attempt 2 of 3 in 2 s". */
function describeAttempt(e) {
    const what = WHAT[e.kind];
    if (e.outcome === 'delivered')
        return `${what}: delivered (attempt ${e.attempt} of ${e.maxAttempts})`;
    const reason = e.error ? reasonOf(e.error) : 'failed';
    let next;
    if (e.waitMs !== undefined)
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
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}

// EXTERNAL MODULE: ./src/client/clock.ts
var clock = __webpack_require__(9141);
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

// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __webpack_require__(1569);
// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
// EXTERNAL MODULE: ./src/settings/loopback.ts
var loopback = __webpack_require__(3772);
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
 * How a request reaches the service. The default is node:http(s): it keeps the long-lived
 * heartbeat helper's memory close to an idle Node process (undici-based clients cost more).
 * Behind a proxy, @actions/http-client is loaded on demand, because it honours the proxy
 * variables that self-hosted runners set.
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
const nodeHttpTransport = req => new Promise((resolve, reject) => {
    const url = new URL(req.url);
    const endpoint = endpointOf(req.url);
    // TLS is loaded only when a call needs it: it is most of an idle helper's memory otherwise.
    const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : external_node_http_.request;
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
    // A fresh connection per call: calls are minutes apart, and an idle keep-alive socket
    // would keep the process (and the step) alive.
    const outgoing = send(url, { method: req.method, headers, agent: false }, res => {
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
    if (req.signal?.aborted)
        return onAbort();
    req.signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', e => fail(new errors/* ConnectionError */.Rc(endpoint, e)));
    outgoing.end(req.body);
});
/** Header names in lower case, repeated ones joined. */
function headersOf(message) {
    const out = {};
    for (const [name, value] of Object.entries(message.headers)) {
        out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
/** True when the proxy variables ask for a proxy to reach `url`. */
function usesProxy(url, env = process.env) {
    const parsed = new URL(url);
    const https = parsed.protocol === 'https:';
    const proxy = https ? env.https_proxy || env.HTTPS_PROXY : env.http_proxy || env.HTTP_PROXY;
    if (!proxy)
        return false;
    const noProxy = (env.no_proxy || env.NO_PROXY || '').split(',').map(s => s.trim().toLowerCase());
    const host = parsed.hostname.toLowerCase();
    if ((0,loopback/* isLoopbackHost */.c)(host))
        return false;
    return !noProxy.some(entry => entry === '*' ||
        (entry !== '' &&
            (host === entry.replace(/^\./, '') ||
                host.endsWith(entry.startsWith('.') ? entry : `.${entry}`))));
}
/** @actions/http-client, loaded only when a proxy is in play. */
const httpClientTransport = async (req) => {
    const endpoint = endpointOf(req.url);
    const { HttpClient } = await __webpack_require__.e(/* import() */ 942).then(__webpack_require__.bind(__webpack_require__, 4942));
    const client = new HttpClient('job-monitor', undefined, {
        socketTimeout: req.timeoutMs,
        allowRetries: false,
        keepAlive: false
    });
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => {
            client.dispose();
            reject(new errors/* TimeoutError */.MU(endpoint, req.timeoutMs));
        }, req.timeoutMs);
    });
    try {
        const res = await Promise.race([
            client.request(req.method, req.url, req.body ?? null, req.headers),
            timeout
        ]);
        // Not res.readBody(): it reads whatever length the answer has.
        const reading = readBounded(res.message, endpoint);
        const body = await Promise.race([reading, timeout]).finally(() => res.message.destroy());
        return { status: res.message.statusCode ?? 0, headers: headersOf(res.message), body };
    }
    catch (e) {
        if (e instanceof errors/* MonitorError */.Fu)
            throw e;
        throw new errors/* ConnectionError */.Rc(endpoint, e);
    }
    finally {
        clearTimeout(timer);
    }
};
/** The transport for this environment: a proxy-aware one only where a proxy is configured. */
function defaultTransport(env = process.env) {
    return req => (usesProxy(req.url, env) ? httpClientTransport(req) : nodeHttpTransport(req));
}

// EXTERNAL MODULE: ./src/client/version.ts
var version = __webpack_require__(8095);
// EXTERNAL MODULE: ./src/logs/safe-for-log.ts
var safe_for_log = __webpack_require__(4147);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
;// CONCATENATED MODULE: ./src/client/client.ts










function isPipelineFamily(kind) {
    return (0,identity/* familyOf */.Ap)(kind) === 'pipelines';
}
/** Below this, an attempt cannot complete a request: don't start it. */
const MIN_ATTEMPT_MS = 50;
class MonitorClient {
    maxAttempts;
    baseUrl;
    apiKey;
    deploymentUrl;
    transport;
    clock;
    timeoutMs;
    maxRetryAfterMs;
    userAgent;
    onAttempt;
    constructor(o) {
        this.baseUrl = o.baseUrl;
        this.apiKey = o.apiKey;
        this.deploymentUrl = o.deploymentUrl || undefined;
        this.transport = o.transport ?? nodeHttpTransport;
        this.clock = o.clock ?? clock/* systemClock */.m;
        this.maxAttempts = Math.max(1, Math.floor(o.maxAttempts ?? retry/* DEFAULT_MAX_ATTEMPTS */.Gz));
        this.timeoutMs = o.timeoutMs ?? retry/* DEFAULT_TIMEOUT_MS */.t1;
        this.maxRetryAfterMs = o.maxRetryAfterMs ?? retry/* DEFAULT_MAX_RETRY_AFTER_MS */.eo;
        this.userAgent = o.userAgent
            ? `${o.userAgent} job-monitor/${version/* VERSION */.x}`
            : `job-monitor/${version/* VERSION */.x}`;
        this.onAttempt = o.onAttempt;
    }
    /** Sends `call` under the retry rule. Never throws: the result says what happened. */
    deliver(call, o = {}) {
        return this.run(call, o);
    }
    async startRun(body, o) {
        return this.orThrow(await this.deliver({ kind: 'start', body }, o));
    }
    async endRun(body, o) {
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
    async run(request, o) {
        let attempts = o.state?.attempts ?? 0;
        let notBefore = o.state?.notBefore;
        let lastError;
        const { kind } = request;
        const maxAttempts = this.maxAttempts;
        const undelivered = (error) => ({
            delivered: false,
            error,
            state: notBefore === undefined ? { attempts } : { attempts, notBefore }
        });
        const notYet = (why) => lastError ??
            new errors/* MonitorError */.Fu(`${this.pathOf(request)} was not attempted: ${why}`, { retryable: true });
        while (attempts < this.maxAttempts) {
            if (o.signal?.aborted)
                return undelivered(notYet('stopped'));
            const now = this.clock.now();
            if (notBefore !== undefined && notBefore > now) {
                if (o.deadline !== undefined && notBefore >= o.deadline)
                    return undelivered(notYet('the deadline came first'));
                try {
                    await this.clock.sleep(notBefore - now, o.signal);
                }
                catch {
                    return undelivered(notYet('stopped'));
                }
            }
            let timeoutMs = this.timeoutMs;
            if (o.deadline !== undefined) {
                const left = o.deadline - this.clock.now();
                if (left < MIN_ATTEMPT_MS)
                    return undelivered(notYet('the deadline came first'));
                timeoutMs = Math.min(timeoutMs, left);
            }
            try {
                const response = await this.attempt(request, timeoutMs, o.signal);
                attempts++;
                this.onAttempt?.({ kind, attempt: attempts, maxAttempts, outcome: 'delivered' });
                return { delivered: true, response: response, attempts };
            }
            catch (e) {
                const error = e instanceof errors/* MonitorError */.Fu
                    ? e
                    : new errors/* MonitorError */.Fu(String(e), { retryable: false, cause: e });
                lastError = error;
                attempts++;
                const last = !error.retryable || attempts >= this.maxAttempts;
                const waitMs = last ? undefined : (0,retry/* backoffMs */.jo)(attempts - 1, error);
                notBefore = waitMs === undefined ? undefined : this.clock.now() + waitMs;
                this.onAttempt?.({ kind, attempt: attempts, maxAttempts, outcome: 'failed', error, waitMs });
                if (last)
                    return undelivered(error);
            }
        }
        return undelivered(notYet('no attempts left in this sequence'));
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
        const retryAfterMs = res.status === 429 || res.status === 503
            ? (0,retry/* parseRetryAfter */.mu)(res.headers['retry-after'], this.clock.now(), this.maxRetryAfterMs)
            : undefined;
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
    return id.length <= MAX_RUN_ID_CHARS && (0,safe_for_log/* escapeControl */.hN)(id) === id && !(0,safe_for_log/* commandLike */.xU)(id);
}
/**
 * A short, single-line excerpt of an answer for messages. The answer is untrusted: the key
 * (in any encoding it might be echoed in) and token shapes are hidden before the cut, and
 * control characters are shown escaped, so no front end prints an active one.
 */
function errorDetail(body, apiKey, maxChars = ERROR_DETAIL_CHARS) {
    return (0,safe_for_log/* safeForLog */.p5)(body.trim().replace(/[ \t\r\n]+/g, ' '), apiKey ? [apiKey] : [], maxChars);
}

;// CONCATENATED MODULE: ./src/client/factory.ts
/**
 * The one way every front end builds its client: the proxy-aware transport, the user agent,
 * the timeouts and attempts, and a log line for every failed attempt. The settings travel
 * without the key (the heartbeat helper receives them as JSON and gets the key on its own).
 */



function createClient(settings, apiKey, w = {}) {
    const log = w.log;
    return new MonitorClient({
        baseUrl: settings.baseUrl,
        deploymentUrl: settings.deploymentUrl,
        apiKey,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        userAgent: settings.userAgent,
        transport: defaultTransport(w.env ?? process.env),
        clock: w.clock,
        onAttempt: log
            ? e => {
                // A retry is news here; the final failure is what the caller itself reports.
                if (e.outcome === 'failed' && e.waitMs !== undefined)
                    log(describeAttempt(e));
            }
            : undefined
    });
}

// EXTERNAL MODULE: ./src/queue/queue.ts + 5 modules
var queue = __webpack_require__(5434);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(6675);
;// CONCATENATED MODULE: ./src/cli/service.ts



function warnAboutKeyFlag(config, say) {
    if (config.keyFromFlag) {
        say('warning: --api-key shows in the process list (ps); prefer the JOB_MONITOR_API_KEY variable');
    }
}
function makeClient(config, env, say) {
    return createClient({
        baseUrl: config.baseUrl,
        deploymentUrl: config.deploymentUrl,
        timeoutMs: config.timeoutMs,
        maxAttempts: config.maxAttempts,
        userAgent: 'job-monitor-cli'
    }, config.apiKey, { env, log: say });
}
function makeQueue(config, env, say) {
    return new queue/* RunQueue */.V8({ dir: config.queueDir ?? (0,queue/* defaultQueueDir */.Wm)(env), log: say });
}
/** Subcommands other than exec need a key and the address they talk to. */
function requireService(config, needs = 'runs') {
    if (!config.apiKey)
        throw new cli_errors/* UsageError */.e('no API key: set JOB_MONITOR_API_KEY (or --api-key)');
    if (needs === 'pipelines' && !config.deploymentUrl) {
        throw new cli_errors/* UsageError */.e('--deployment-url is required (or set JOB_MONITOR_DEPLOYMENT_URL)');
    }
    if (needs === 'runs' && !config.baseUrl) {
        throw new cli_errors/* UsageError */.e('--base-url is required (or set JOB_MONITOR_BASE_URL)');
    }
    if (needs === 'either' && !config.baseUrl && !config.deploymentUrl) {
        throw new cli_errors/* UsageError */.e('--base-url (JOB_MONITOR_BASE_URL) or --deployment-url (JOB_MONITOR_DEPLOYMENT_URL) is required');
    }
}


/***/ }),

/***/ 9141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    })
};


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
/* harmony export */   vR: () => (/* binding */ UpdateFailedError)
/* harmony export */ });
/**
 * Errors the client raises. Every one says whether trying again can help, so that the retry
 * loop, the queue and the front ends decide the same way.
 */
class MonitorError extends Error {
    /** True when the same request may succeed later (429, >= 500, timeout, connection trouble, a bad answer). */
    retryable;
    /** HTTP status, when the service answered. */
    status;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = new.target.name;
        this.retryable = options.retryable;
        this.status = options.status;
    }
}
/** 401: the key is missing or wrong. Never retried; the message never contains the key. */
class AuthError extends MonitorError {
    constructor(endpoint) {
        super(`The Job Monitoring Service rejected the API key (401 on ${endpoint}). ` +
            'Check the key in the dashboard under Settings > API Keys, and the secret that holds it.', { retryable: false, status: 401 });
    }
}
/** Any other non-200 answer. 429 and >= 500 are retryable, other 4xx are not (API text, 7). */
class HttpStatusError extends MonitorError {
    /** Wait asked for by a `Retry-After` header, in ms, already capped. */
    retryAfterMs;
    constructor(endpoint, status, detail, retryAfterMs) {
        super(`${endpoint} answered HTTP ${status}${detail ? `: ${detail}` : ''}`, {
            retryable: status === 429 || status >= 500,
            status
        });
        this.retryAfterMs = retryAfterMs;
    }
}
/** An end report answered 200 with `update_status: "Failed"`: a failed attempt (API text, 7.2). */
class UpdateFailedError extends MonitorError {
    constructor(endpoint) {
        super(`${endpoint} answered update_status "Failed": the service did not record the end`, {
            retryable: true,
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
            retryable: true,
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
        super(`${endpoint} answered${status ? ` HTTP ${status}` : ''} with a body over ${limitBytes} bytes; it was not read further`, { retryable: true, status });
    }
}
/** No answer within the request timeout. */
class TimeoutError extends MonitorError {
    constructor(endpoint, timeoutMs) {
        super(`${endpoint} did not answer within ${Math.round(timeoutMs / 1000)} s`, {
            retryable: true
        });
    }
}
/** The request could not be sent or its answer not read (refused, reset, DNS, TLS). */
class ConnectionError extends MonitorError {
    constructor(endpoint, cause) {
        const code = cause?.code;
        super(`${endpoint} could not be reached${code ? ` (${code})` : ''}`, {
            retryable: true,
            cause
        });
    }
}


/***/ }),

/***/ 1569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony export */   eo: () => (/* binding */ DEFAULT_MAX_RETRY_AFTER_MS),
/* harmony export */   jo: () => (/* binding */ backoffMs),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);
/**
 * The retry rule of the API text (section 7): at most 3 attempts; after failed attempt n
 * (0-based) wait 2^n seconds; retry 429, >= 500, timeouts and connection errors; never 401 or
 * another 4xx. Beyond the rule, a `Retry-After` on 429/503 is honoured up to a cap.
 */

const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;
/** The wait after failed attempt `attempt` (0-based), before the next one. */
function backoffMs(attempt, error) {
    const exponential = 2 ** attempt * 1000;
    const asked = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpStatusError */ .F9 ? error.retryAfterMs : undefined;
    return asked === undefined ? exponential : Math.max(exponential, asked);
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


/***/ }),

/***/ 1054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ END_STATUSES),
/* harmony export */   LV: () => (/* binding */ RUN_STATUSES),
/* harmony export */   R7: () => (/* binding */ PATHS),
/* harmony export */   VT: () => (/* binding */ NO_ERROR),
/* harmony export */   ev: () => (/* binding */ PIPELINE_STATUSES),
/* harmony export */   u8: () => (/* binding */ isoUtc)
/* harmony export */ });
/**
 * The service's wire shapes, exactly as the API text gives them (sections 2.1-2.4).
 * Shared by the client and the emulator: the emulator checks requests against these
 * rules independently, so it imports types only, never the client's code.
 */
const RUN_STATUSES = ['running', 'success', 'failed', 'cancelled'];
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

/***/ 3481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NS: () => (/* binding */ HeadTailCapture)
/* harmony export */ });
/* unused harmony exports cutMarker, headTail */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5474);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2790);
/**
 * Bounded head+tail capture. Errors usually show at the end of a log and the command line at
 * its start, so both are kept (peers keep only one side) within a fixed byte budget, whatever
 * passes through: `job-monitor exec` streams hundreds of megabytes through it.
 *
 * It redacts as it cuts. A secret that straddles a cut would leave a piece that no rule
 * recognises, so the capture keeps REDACTION_CONTEXT_BYTES beyond each cut point, redacts the
 * windows it holds, and only then cuts them; what touches a window's own edge is hidden too.
 */


const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: false });
function cutMarker(cutBytes) {
    return `\n[... ${cutBytes} bytes cut ...]\n`;
}
/** The largest marker a capture can need (the cut count has at most 16 digits). */
const MAX_MARKER_BYTES = encoder.encode(cutMarker(10 ** 15)).length;
/** Below this bound there is no room for head, marker and tail. */
const MIN_CUT_BYTES = MAX_MARKER_BYTES + 8;
/** Moves `index` back to the start of a UTF-8 character. */
function charStart(bytes, index) {
    let i = Math.max(0, Math.min(index, bytes.length));
    while (i > 0 && i < bytes.length && (bytes[i] & 0xc0) === 0x80)
        i--;
    return i;
}
/** Moves `index` forward to the start of a UTF-8 character. */
function charStartForward(bytes, index) {
    let i = Math.max(0, Math.min(index, bytes.length));
    while (i < bytes.length && (bytes[i] & 0xc0) === 0x80)
        i++;
    return i;
}
/** Within `slack` bytes, prefer to cut the head just after a newline. */
function headCut(head, want, slack) {
    const end = charStart(head, want);
    const from = Math.max(0, end - slack);
    const nl = head.lastIndexOf(0x0a, end - 1);
    return nl >= from && nl >= 0 ? nl + 1 : end;
}
/** Within `slack` bytes, prefer to start the tail just after a newline. */
function tailCut(tail, start, slack) {
    const begin = charStartForward(tail, start);
    const nl = tail.indexOf(0x0a, begin);
    return nl >= 0 && nl < begin + slack ? nl + 1 : begin;
}
/** Hides only the common token shapes: a capture told of no secret still hides those. */
const SHAPES_ONLY = new _redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .pO();
class HeadTailCapture {
    maxBytes;
    /** Head and tail windows: what may be kept plus the context to redact across the cut. */
    headLimit;
    tailLimit;
    head;
    headLength = 0;
    /** The tail is a ring buffer: it never grows past tailLimit. */
    ring;
    ringStart = 0;
    ringLength = 0;
    total = 0;
    constructor(maxBytes) {
        if (!Number.isInteger(maxBytes) || maxBytes < 0)
            throw new RangeError('maxBytes must be a whole number >= 0');
        this.maxBytes = maxBytes;
        // Too small for head + marker + tail: keep only the end, which says most.
        const headKept = maxBytes < MIN_CUT_BYTES ? 0 : Math.floor(maxBytes / 2);
        this.headLimit = headKept === 0 ? 0 : headKept + _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .REDACTION_CONTEXT_BYTES */ .uF;
        this.tailLimit = maxBytes - headKept + _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .REDACTION_CONTEXT_BYTES */ .uF;
        this.head = new Uint8Array(this.headLimit);
        this.ring = new Uint8Array(this.tailLimit);
    }
    get totalBytes() {
        return this.total;
    }
    /** Bytes held in memory: never more than maxBytes plus the context on each side of the cut. */
    get retainedBytes() {
        return this.headLength + this.ringLength;
    }
    /**
     * Bytes of text a write would need before none of what is held now beyond the head stays:
     * 0 while the head still fills. A writer that knows more than this follows may count the
     * bytes before it with skip() instead of writing them.
     */
    get tailWindow() {
        return this.headLength < this.headLimit ? 0 : this.tailLimit;
    }
    /**
     * Counts `n` bytes of text that are not written: only when the head is full and at least
     * tailWindow bytes are written after them, so none of them could have been kept.
     */
    skip(n) {
        if (this.tailWindow === 0)
            throw new Error('skip() while the head still fills');
        this.total += n;
    }
    write(chunk) {
        let bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
        this.total += bytes.length;
        if (this.headLength < this.headLimit) {
            const take = Math.min(this.headLimit - this.headLength, bytes.length);
            this.head.set(bytes.subarray(0, take), this.headLength);
            this.headLength += take;
            bytes = bytes.subarray(take);
        }
        if (bytes.length === 0 || this.tailLimit === 0)
            return;
        if (bytes.length >= this.tailLimit) {
            // The chunk alone fills the tail: keep its last bytes, in order.
            this.ring.set(bytes.subarray(bytes.length - this.tailLimit));
            this.ringStart = 0;
            this.ringLength = this.tailLimit;
            return;
        }
        const writeAt = (this.ringStart + this.ringLength) % this.tailLimit;
        const first = Math.min(bytes.length, this.tailLimit - writeAt);
        this.ring.set(bytes.subarray(0, first), writeAt);
        this.ring.set(bytes.subarray(first), 0);
        const length = this.ringLength + bytes.length;
        if (length > this.tailLimit) {
            this.ringStart = (this.ringStart + length - this.tailLimit) % this.tailLimit;
            this.ringLength = this.tailLimit;
        }
        else
            this.ringLength = length;
    }
    tailBytes() {
        const out = new Uint8Array(this.ringLength);
        const first = Math.min(this.ringLength, this.tailLimit - this.ringStart);
        out.set(this.ring.subarray(this.ringStart, this.ringStart + first));
        out.set(this.ring.subarray(0, this.ringLength - first), first);
        return out;
    }
    /**
     * At most maxBytes of UTF-8, redacted before it is cut: everything, or head + cut marker +
     * tail. `redactor` knows the run's secrets; without one, the common token shapes are hidden.
     */
    text(redactor = SHAPES_ONLY) {
        const head = this.head.subarray(0, this.headLength);
        const tail = this.tailBytes();
        if (this.total === head.length + tail.length) {
            // All of it is held: redact the whole, then cut.
            const whole = encoder.encode(redactor.redact(decoder.decode(concat(head, tail))));
            if (whole.length <= this.maxBytes)
                return decoder.decode(whole);
            return joinCut(whole, whole, Math.max(this.total, whole.length), this.maxBytes);
        }
        // Two windows of a longer text: each redacted with its far edge open, then cut.
        const headEnd = charStart(head, head.length);
        const tailStart = charStartForward(tail, 0);
        const redHead = encoder.encode(redactor.redact(decoder.decode(head.subarray(0, headEnd)), { openEnd: true }));
        const redTail = encoder.encode(redactor.redact(decoder.decode(tail.subarray(tailStart)), { openStart: true }));
        // The marker counts the bytes of the original text not shown (masks in what is shown aside).
        return joinCut(redHead, redTail, this.total, this.maxBytes);
    }
}
function concat(a, b) {
    const out = new Uint8Array(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    return out;
}
/**
 * Joins a head and a tail of a longer text (`total` bytes) with a marker, within maxBytes.
 * The marker's own size is taken from the head and tail budgets.
 */
function joinCut(head, tail, total, maxBytes) {
    if (maxBytes < MIN_CUT_BYTES) {
        // No room for a marker: the end says most.
        const start = charStartForward(tail, Math.max(0, tail.length - maxBytes));
        return decoder.decode(tail.subarray(start));
    }
    const budget = maxBytes - MAX_MARKER_BYTES;
    const headWant = Math.min(head.length, Math.floor(budget / 2));
    const tailWant = Math.min(tail.length, budget - headWant);
    const slack = Math.min(200, Math.floor(budget / 8));
    // A piece that fits whole (redaction can shorten one) is not cut back to a line boundary.
    const headEnd = headWant === head.length ? head.length : headCut(head, headWant, slack);
    const tailStart = tailWant === tail.length ? 0 : tailCut(tail, tail.length - tailWant, slack);
    const kept = headEnd + (tail.length - tailStart);
    return (decoder.decode(head.subarray(0, headEnd)) +
        cutMarker(total - kept) +
        decoder.decode(tail.subarray(tailStart)));
}
/** headTail for a whole string: the same result as streaming it through a capture. */
function headTail(text, maxBytes, redactor) {
    const capture = new HeadTailCapture(maxBytes);
    capture.write(text);
    return capture.text(redactor);
}


/***/ }),

/***/ 5474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sw: () => (/* binding */ MIN_ENCODED_FORM_LENGTH),
/* harmony export */   uF: () => (/* binding */ REDACTION_CONTEXT_BYTES),
/* harmony export */   v5: () => (/* binding */ MASK),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH)
/* harmony export */ });
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


/***/ }),

/***/ 2790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pO: () => (/* binding */ Redactor)
/* harmony export */ });
/* unused harmony exports TOKEN_SHAPES, secretForms, maskSpans */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5474);
/**
 * Redaction of what we print and send. Registered secrets (the API key, the GitHub token) are
 * hidden in every form a log or an answer may carry them (raw, URL-encoded, base64 at any
 * alignment, base64url, hex); then common credential shapes, since a job's output can print
 * credentials we were never told about. Every rule finds spans in the same text and the union
 * is masked, so no rule can undo or split what another one found.
 */


/**
 * Credential shapes. A shape's group 1, when it has one, is context that stays visible
 * (`password=`); the rest of the match is hidden. Table-driven tests cover each row.
 */
const NAME_SUFFIX = '(?:password|passwd|passphrase|secret|token|[_.-]pwd|[_.-]auth|(?:[_.-]|api|access|private|secret|signing|client|master|encryption)key)';
// Not a URL's user name (`https://x-access-token:...@`): the URL rule keeps the user visible.
const NAME = `(?<![A-Za-z0-9_.-]|//)[A-Za-z0-9_.-]*${NAME_SUFFIX}`;
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
        pattern: /(\bAuthorization[ \t]*[:=][ \t]*)(?:(?:Bearer|Basic|token)[ \t]+)?[^\s"',;]+/gi
    },
    { name: 'Bearer credential', pattern: /(\bBearer[ \t]+)[A-Za-z0-9._~+/=-]+/g },
    { name: 'URL credentials', pattern: /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+(?=@)/gi },
    {
        name: 'credential assignment, quoted',
        pattern: new RegExp(`(${NAME}["']?[ \\t]*[:=][ \\t]*(["']))(?:[^\\r\\n]{0,1000}?(?=\\2)|[^\\r\\n"']{1001,})`, 'gi')
    },
    {
        name: 'credential assignment',
        pattern: new RegExp(`(${NAME}["']?[ \\t]*[:=][ \\t]*)[^\\s"',;&]+`, 'gi')
    },
    {
        name: 'credential flag',
        pattern: /((?<![A-Za-z0-9-])--?[a-z-]*(?:password|passwd|secret|token|api-key)[ =])[^\s"',;&-][^\s"',;&]*/gi
    }
];
/** At an open end: a private key block whose END was cut off is hidden up to the edge. */
const OPEN_PRIVATE_KEY_BEGIN = new RegExp(`${PRIVATE_KEY_BEGIN}[\\s\\S]*$`);
/** At an open start: the body before an END whose BEGIN was cut off is hidden from the edge. */
const OPEN_PRIVATE_KEY_END = new RegExp(`^[\\s\\S]*?${PRIVATE_KEY_END}`);
const CUT_MARKER = /\n\[\.\.\. \d+ bytes cut \.\.\.\]\n/g;
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
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
/** The forms in which a secret can show up in a log or in an answer. */
function secretForms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const encoded = [
        encodeURIComponent(secret),
        ...base64Cores(bytes).flatMap(b64 => [
            b64,
            b64.replace(/=+$/, ''),
            b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
        ]),
        bytes.toString('hex'),
        bytes.toString('hex').toUpperCase()
    ].filter(form => form.length >= _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_ENCODED_FORM_LENGTH */ .sw);
    return [...new Set([secret, ...encoded])];
}
/** Sorts spans and merges those that overlap or touch. */
function merge(spans) {
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
class Redactor {
    forms = new Set();
    pattern;
    constructor(secrets = []) {
        for (const s of secrets)
            this.add(s);
    }
    add(secret) {
        if (typeof secret !== 'string')
            return;
        const trimmed = secret.trim();
        if (trimmed.length < _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb)
            return;
        for (const form of secretForms(trimmed))
            this.forms.add(form);
        this.pattern = undefined;
    }
    /** The merged, sorted spans of `text` to hide. */
    spans(text, edges = {}) {
        const spans = [];
        if (this.forms.size > 0) {
            this.pattern ??= new RegExp([...this.forms]
                .sort((a, b) => b.length - a.length)
                .map(escapeRegExp)
                .join('|'), 'g');
            allMatches(this.pattern, text, spans);
        }
        for (const { pattern } of TOKEN_SHAPES)
            allMatches(pattern, text, spans);
        privateKeyBlocks(text, spans);
        if (edges.openEnd)
            this.openEndSpans(text, spans);
        if (edges.openStart)
            this.openStartSpans(text, spans);
        return merge(spans);
    }
    redact(text, edges = {}) {
        if (!text)
            return text;
        return maskSpans(text, this.spans(text, edges));
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
            const spans = this.spans(piece);
            if (i > 0)
                this.secretEdge(piece, 'start', _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb, spans);
            if (i < pieces.length - 1)
                this.secretEdge(piece, 'end', _constants_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SECRET_LENGTH */ .vb, spans);
            out += maskSpans(piece, merge(spans)) + (markers[i] ?? '');
        });
        return out;
    }
    /** What touches an open end may be the start of a secret that runs on past it. */
    openEndSpans(text, spans) {
        const block = OPEN_PRIVATE_KEY_BEGIN.exec(text);
        if (block)
            spans.push({ start: block.index, end: text.length });
        const run = /\S+$/.exec(text);
        if (run)
            spans.push({ start: run.index, end: text.length });
        this.secretEdge(text, 'end', 1, spans);
    }
    /** What touches an open start may be the end of a secret that began before it. */
    openStartSpans(text, spans) {
        const block = OPEN_PRIVATE_KEY_END.exec(text);
        if (block && !new RegExp(PRIVATE_KEY_BEGIN).test(block[0]))
            spans.push({ start: 0, end: block[0].length });
        const run = /^\S+/.exec(text);
        if (run)
            spans.push({ start: 0, end: run[0].length });
        this.secretEdge(text, 'start', 1, spans);
    }
    /** The longest piece of a registered form (at least `min` long) that an edge cut through. */
    secretEdge(text, side, min, spans) {
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

/***/ 4147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hN: () => (/* binding */ escapeControl),
/* harmony export */   p5: () => (/* binding */ safeForLog),
/* harmony export */   xU: () => (/* binding */ commandLike)
/* harmony export */ });
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2790);
/**
 * Text we did not write (a service's answer, an error body) made fit for one log line: the
 * secrets it may echo are hidden in every encoding, and the characters a terminal or the
 * runner would act on are shown instead of obeyed.
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
 * One line of untrusted text for a log: secrets (given as strings or as the run's Redactor)
 * hidden with their URL-encoded, base64, base64url and hex forms and the common token shapes;
 * control characters shown escaped; `::` at its start and `##[` anywhere, which the Actions
 * runner reads as workflow commands, broken up. Redacted whole, then cut to `maxChars`.
 */
function safeForLog(text, secrets = [], maxChars = Infinity) {
    const redactor = secrets instanceof _redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .pO ? secrets : new _redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .pO(secrets);
    const line = escapeControl(redactor.redact(String(text)))
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


/***/ }),

/***/ 3846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nk: () => (/* binding */ DEFAULT_HEARTBEAT_MAX_AGE_MS),
/* harmony export */   Np: () => (/* binding */ DEFAULT_ORPHAN_END_MAX_AGE_MS),
/* harmony export */   QO: () => (/* binding */ DEFAULT_MAX_RECORDS),
/* harmony export */   Rk: () => (/* binding */ DEFAULT_CLAIM_MAX_AGE_MS),
/* harmony export */   TR: () => (/* binding */ DEFAULT_REPLAY_WAIT_MS),
/* harmony export */   gT: () => (/* binding */ TEMP_FILE_MAX_AGE_MS),
/* harmony export */   iK: () => (/* binding */ REPLAY_BACKSTOP_GRACE_MS),
/* harmony export */   iu: () => (/* binding */ RUN_ID_MAX_AGE_MS),
/* harmony export */   q2: () => (/* binding */ UNWRITABLE_QUEUE_RETRY_MS)
/* harmony export */ });
/** The queue's budgets, in one place. */
/** Size cap: queueing beyond it drops the oldest records. */
const DEFAULT_MAX_RECORDS = 500;
/** Queued heartbeats older than this are dropped on replay: a late heartbeat says nothing true. */
const DEFAULT_HEARTBEAT_MAX_AGE_MS = 5 * 60_000;
/** A claim older than this is taken over by another replayer. */
const DEFAULT_CLAIM_MAX_AGE_MS = 10 * 60_000;
/** An end report whose start is neither queued nor delivered is dropped after this long. */
const DEFAULT_ORPHAN_END_MAX_AGE_MS = 6 * 3600_000;
/** Temporary files older than this are leftovers of a crash (a write takes milliseconds). */
const TEMP_FILE_MAX_AGE_MS = 10 * 60_000;
/** Run id links of runs whose end never came are forgotten after this long. */
const RUN_ID_MAX_AGE_MS = 30 * 24 * 3600_000;
/**
 * After the queue directory could not be created or written (read-only, a file in the way,
 * a name the kernel refuses, a full disk), queueing is refused at once for this long instead
 * of touching the file system again: no caller can spin on a failing queue.
 */
const UNWRITABLE_QUEUE_RETRY_MS = 60_000;
/** `job-monitor replay` gives up after this long unless --wait says otherwise. */
const DEFAULT_REPLAY_WAIT_MS = 120_000;
/** Past its deadline, a replay that has not ended (a hung file system) is left after this. */
const REPLAY_BACKSTOP_GRACE_MS = 5_000;


/***/ }),

/***/ 2650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ deliverOrQueue)
/* harmony export */ });
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);

/**
 * Delivers `call` within the deadline. Undelivered and retryable: queued with its retry
 * state, so that replay continues the same sequence. Not retryable (401, other 4xx, a call
 * that cannot be addressed): not queued, the error is returned. Heartbeats are never queued: a late
 * heartbeat says nothing true.
 *
 * An end report with run_id '' and a runKey takes the run id learnt for that run key; while
 * none is known, its start is still queued (or on its way there), so the end is queued
 * behind it without being sent. Every record carries the identity of the service the client
 * sends that kind of call to, so that only a client of that service replays it. Never throws: a queue that cannot be written shows in the
 * returned error.
 */
async function deliverOrQueue(client, queue, call, o = {}) {
    const { runKey } = o;
    let toSend = call;
    if (call.kind === 'end' && call.body.run_id === '' && runKey !== undefined) {
        let runId;
        try {
            runId = await queue.runIdFor(runKey);
        }
        catch {
            runId = undefined;
        }
        if (runId === undefined) {
            const error = new _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MonitorError */ .Fu("The end report waits for its run's start report, which is queued: the run id is not known yet", { retryable: true });
            return queueOrReport(queue, call, error, {
                runKey,
                retry: o.state ?? { attempts: 0 },
                service: client.identityFor?.(call.kind)
            });
        }
        toSend = { ...call, body: { ...call.body, run_id: runId } };
    }
    const delivery = await client.deliver(toSend, {
        state: o.state,
        deadline: o.deadline,
        signal: o.signal
    });
    if (delivery.delivered) {
        if (runKey !== undefined) {
            // Best effort: the link only saves a later end report from waiting.
            if (toSend.kind === 'start') {
                const runId = delivery.response.run_id;
                await queue.rememberRunId(runKey, runId).catch(() => undefined);
            }
            else if (toSend.kind === 'end') {
                await queue.forgetRunId(runKey).catch(() => undefined);
            }
        }
        return delivery;
    }
    if (!delivery.error.retryable || call.kind === 'heartbeat') {
        return { delivered: false, error: delivery.error };
    }
    return queueOrReport(queue, toSend, delivery.error, {
        runKey,
        retry: delivery.state,
        lastError: delivery.error.message,
        service: client.identityFor?.(call.kind)
    });
}
async function queueOrReport(queue, call, error, info) {
    try {
        const queued = await queue.enqueue(call, info);
        return { delivered: false, error, queued };
    }
    catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        return {
            delivered: false,
            error: new _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MonitorError */ .Fu(`${error.message}; it could not be queued either: ${reason}`, {
                retryable: error.retryable,
                status: error.status,
                cause: error
            })
        };
    }
}


/***/ }),

/***/ 5434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V8: () => (/* binding */ RunQueue),
  Wm: () => (/* binding */ defaultQueueDir),
  r9: () => (/* binding */ newRunKey)
});

// UNUSED EXPORTS: DEFAULT_CLAIM_MAX_AGE_MS, DEFAULT_HEARTBEAT_MAX_AGE_MS, DEFAULT_MAX_RECORDS, DEFAULT_ORPHAN_END_MAX_AGE_MS

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/client/clock.ts
var clock = __webpack_require__(9141);
// EXTERNAL MODULE: ./src/queue/constants.ts
var constants = __webpack_require__(3846);
// EXTERNAL MODULE: ./src/client/nesting.ts
var nesting = __webpack_require__(3749);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/queue/files.ts
/**
 * File-system steps the queue is built from: atomic writes, directory syncs, and telling
 * whether the process that left a file behind is still alive. Everything here tolerates
 * the races of several processes sharing one directory.
 */





/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
const HOST_TAG = (0,external_node_crypto_.createHash)('sha256').update((0,external_node_os_.hostname)()).digest('hex').slice(0, 8);
/** Random hex, to keep names unique across processes that share a pid namespace or not. */
function randomHex(bytes = 4) {
    return (0,external_node_crypto_.randomBytes)(bytes).toString('hex');
}
function isErrno(error, ...codes) {
    const code = error?.code;
    return typeof code === 'string' && codes.includes(code);
}
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
        return !isErrno(error, 'ESRCH');
    }
}
/** Creates the directory (and parents) private to the user; leaves an existing one as it is. */
async function ensurePrivateDir(dir) {
    const created = await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
    // mkdir's mode is filtered through the umask; set it exactly on what we created.
    if (created !== undefined)
        await (0,promises_.chmod)(dir, 0o700).catch(() => undefined);
}
/**
 * Makes a rename or unlink in `dir` durable. Not every platform can open a directory
 * (Windows cannot): there the step is skipped, the rename itself is still atomic.
 */
async function syncDir(dir) {
    let handle;
    try {
        handle = await (0,promises_.open)(dir, 'r');
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
    return `${TEMP_PREFIX}${HOST_TAG}-${process.pid}-${randomHex()}`;
}
/** The owner encoded in a temporary file's name, if it has that shape. */
function parseTempFileName(name) {
    const m = /^\.tmp-([0-9a-f]{8})-(\d+)-[0-9a-f]+$/.exec(name);
    return m ? { hostTag: m[1], pid: Number(m[2]) } : undefined;
}
/**
 * Writes `name` in `dir` so that readers see either nothing or the whole content: a temporary
 * file in the same directory (mode 0600), fsync, rename over the final name, fsync the
 * directory. A crash leaves at worst a temporary file, which readers ignore.
 */
async function writeFileAtomic(dir, name, content) {
    const temp = (0,external_node_path_.join)(dir, tempFileName());
    try {
        const handle = await (0,promises_.open)(temp, 'wx', 0o600);
        try {
            await handle.writeFile(content, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,promises_.rename)(temp, (0,external_node_path_.join)(dir, name));
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true }).catch(() => undefined);
        throw error;
    }
    await syncDir(dir);
}
/**
 * Flags that open only what can be read without waiting: a symbolic link is refused
 * (O_NOFOLLOW: its target is not ours to read), and a FIFO or a device does not block the open
 * (O_NONBLOCK). Platforms without a flag (Windows) go without it.
 */
const READ_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/**
 * The text of a regular file, or undefined when it is gone (another process took or removed
 * it), or is anything else: a FIFO, a directory, a device, a symbolic link, a file we may not
 * read. The type is checked on the open handle, so nothing can be swapped in between.
 */
async function readRegularFile(path) {
    let handle;
    try {
        handle = await (0,promises_.open)(path, READ_FLAGS);
    }
    catch (error) {
        if (isErrno(error, 'ENOENT', 'ELOOP', 'EMLINK', 'ENXIO', 'EACCES', 'EPERM', 'ENOTDIR')) {
            return undefined;
        }
        throw error;
    }
    try {
        if (!(await handle.stat()).isFile())
            return undefined;
        return await handle.readFile('utf8');
    }
    finally {
        await handle.close().catch(() => undefined);
    }
}
/**
 * Names of the regular files in the directory (none when it does not exist yet). FIFOs,
 * directories, devices and symbolic links are left out: nothing reads, claims or cleans them.
 */
async function listFiles(dir) {
    try {
        return (await (0,promises_.readdir)(dir, { withFileTypes: true })).filter(e => e.isFile()).map(e => e.name);
    }
    catch (error) {
        if (isErrno(error, 'ENOENT'))
            return [];
        throw error;
    }
}
/** True when `path` is a directory itself, not a symbolic link to one. */
async function isRealDirectory(path) {
    try {
        return (await (0,promises_.lstat)(path)).isDirectory();
    }
    catch {
        return false;
    }
}
/** The entry's modification time without following a symbolic link; undefined when gone. */
async function modifiedAt(path) {
    try {
        const s = await (0,promises_.lstat)(path);
        return s.isFile() ? s.mtimeMs : undefined;
    }
    catch {
        return undefined;
    }
}
/** True when anything (not followed) has this path. */
async function entryExists(path) {
    try {
        await (0,promises_.lstat)(path);
        return true;
    }
    catch {
        return false;
    }
}
/** Removes a file (a symbolic link itself, never its target); false when it was already gone. */
async function removeIfPresent(path) {
    try {
        await (0,promises_.rm)(path);
        return true;
    }
    catch (error) {
        if (isErrno(error, 'ENOENT'))
            return false;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/queue/record.ts


/**
 * 2 added `service`. Records of version 1 carry no service: nobody can prove they are theirs,
 * so they are never sent (see replay).
 */
const RECORD_VERSION = 2;
const LEGACY_RECORD_VERSION = 1;
let sequence = 0;
/**
 * A new record id: the time (zero-padded, so ids sort as text), a per-process sequence for
 * calls queued in the same millisecond, then pid and random digits so that processes never
 * collide.
 */
function newRecordId(now) {
    sequence = (sequence + 1) % 36 ** 6;
    const time = Math.max(0, Math.floor(now)).toString().padStart(15, '0');
    return `${time}-${sequence.toString(36).padStart(6, '0')}-${process.pid}-${randomHex()}`;
}
const ID = String.raw `\d{15}-[0-9a-z]{6}-\d+-[0-9a-f]{8}`;
const RECORD_FILE = new RegExp(`^(${ID})\\.json$`);
const CLAIM_FILE = new RegExp(`^(${ID})\\.claim-([0-9a-f]{8})-(\\d+)-(\\d+)-[0-9a-f]+$`);
function recordFileName(id) {
    return `${id}.json`;
}
/**
 * The name a record takes while one replayer sends it. Renaming into it is the claim: only
 * one rename of the same file succeeds. The name says who claimed it and when, so a claim
 * left by a crashed process can be recognised and taken over.
 */
function claimFileName(id, owner) {
    return `${id}.claim-${owner.hostTag}-${owner.pid}-${Math.floor(owner.claimedAt)}-${randomHex()}`;
}
function ownClaim(now) {
    return { hostTag: HOST_TAG, pid: process.pid, claimedAt: now };
}
function parseEntryName(name) {
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
/** The record, its call, the call's body, then the body's metadata, at most MAX_NESTING deep. */
const RECORD_NESTING = 3 + nesting/* MAX_NESTING */.M;
const KINDS = new Set(['start', 'end', 'heartbeat', 'pipeline-notification']);
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The record in `text`, or undefined when it is truncated, garbage or not for `id`. */
function parseRecord(text, id) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    // A record holds its call's body two levels down, and the body its metadata: anything
    // deeper than metadata may nest was not written by us, and would overflow JSON.stringify.
    if (!isObject(value) || value.id !== id || (0,nesting/* nestsDeeperThan */.i)(value, RECORD_NESTING))
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
function serializeRecord(record) {
    return `${JSON.stringify(record)}\n`;
}
/** Short description of a record for log lines (never its body: it may hold logs). */
function describeRecord(r) {
    const call = r.call;
    const what = call.kind === 'pipeline-notification'
        ? `pipeline notification (${call.pipelineId})`
        : `${call.kind === 'start' ? 'start report' : call.kind === 'end' ? 'end report' : 'heartbeat'} of "${call.body.job_name}"`;
    return `queued ${what} [${r.id}]`;
}

// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __webpack_require__(1569);
;// CONCATENATED MODULE: ./src/queue/replay.ts



/** Replays one queue pass; never throws (file-system trouble ends the pass with an error). */
function replayQueue(ctx, client, o = {}) {
    return new Replay(ctx, client, o).run();
}
class Replay {
    ctx;
    client;
    o;
    summary = {
        sent: 0,
        failed: 0,
        dropped: 0,
        remaining: 0,
        counted: false,
        unaddressed: 0,
        foreign: 0,
        runIds: {},
        errors: [],
        keyRejected: false,
        keyRejectedFor: []
    };
    /** Runs whose start report the service refused: their end reports can never be delivered. */
    rejectedRuns = new Set();
    /** Families this pass stopped sending to (key refused, or the service unavailable). */
    stopped = new Set();
    found = [];
    constructor(ctx, client, o) {
        this.ctx = ctx;
        this.client = client;
        this.o = o;
    }
    async run() {
        await this.scan();
        for (const f of this.found) {
            if (this.o.signal?.aborted)
                break;
            if (this.o.deadline !== undefined && this.ctx.clock.now() >= this.o.deadline)
                break;
            if (this.stopped.has((0,identity/* familyOf */.Ap)(f.record.call.kind)))
                continue;
            if (!(await this.sendOne(f)))
                break;
        }
        await this.finish();
        return this.summary;
    }
    problem(line) {
        this.summary.errors.push(line);
        this.ctx.log(line);
    }
    ofRun(r) {
        return this.o.runKey === undefined || r.runKey === this.o.runKey;
    }
    /**
     * A client without the address of a record's endpoint family (a replayer set up for runs
     * only) leaves that record queued for one that has it: sending would fail, and drop it.
     * A record queued for another service (another address, another key: two organisations
     * sharing a runner's queue) is never sent by this client: it would hand one organisation's
     * job names, metadata and logs to the other. A record that does not say which service it
     * was for (an older version's) cannot be proven ours, so it is never sent either.
     */
    standing(r) {
        const kind = r.call.kind;
        if (this.client.serves?.(kind) === false)
            return 'unaddressed';
        if (r.version === LEGACY_RECORD_VERSION)
            return 'foreign';
        const mine = this.client.identityFor?.(kind);
        if (r.service === undefined || mine === undefined) {
            // Only a client that cannot name its service (a test double) sends what names none.
            return r.service === undefined && mine === undefined ? 'ours' : 'foreign';
        }
        return (0,identity/* sameService */.cm)(r.service, mine) ? 'ours' : 'foreign';
    }
    /** Phase 1: clean up leftovers, then read the records this pass may send, in order. */
    async scan() {
        const { store, clock, log } = this.ctx;
        try {
            await store.cleanTemporaryFiles(constants/* TEMP_FILE_MAX_AGE_MS */.gT);
            await store.cleanLeftoverClaims(this.ctx.claimMaxAgeMs);
            await this.ctx.runIds.cleanOld(clock.now(), constants/* RUN_ID_MAX_AGE_MS */.iu);
            const all = await store.readAll(e => log(`ignoring unreadable queue file ${e.name}`));
            this.found = all.filter(f => this.ofRun(f.record) && this.standing(f.record) === 'ours');
        }
        catch (error) {
            this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
        }
    }
    /** An end report whose run's start is still queued must wait for it. */
    async startPending(runKey) {
        for (const f of this.found) {
            if (f.record.call.kind === 'start' && f.record.runKey === runKey) {
                if (await this.ctx.store.isPresent(f.record.id))
                    return true;
            }
        }
        return false;
    }
    /** Phase 2: what to do with one record now. */
    async decide(r) {
        const { clock, runIds } = this.ctx;
        const call = r.call;
        if (call.kind === 'heartbeat') {
            const moment = Date.parse(call.body.current_time);
            const at = Number.isNaN(moment) ? r.firstFailureAt : moment;
            if (clock.now() - at > this.ctx.heartbeatMaxAgeMs) {
                return { action: 'drop', reason: 'stale heartbeat: its moment has passed' };
            }
        }
        if (call.kind === 'start' && r.runKey) {
            // The run id is known only once this start was delivered: a crash before the record
            // was deleted left it behind. Sending it again would open a second run.
            const known = await runIds.get(r.runKey);
            if (known) {
                this.summary.runIds[r.runKey] = known;
                return { action: 'drop', reason: `already delivered (run id ${known})` };
            }
        }
        if (call.kind === 'end' && call.body.run_id === '' && r.runKey) {
            if (this.rejectedRuns.has(r.runKey)) {
                return { action: 'drop', reason: "the service rejected its run's start report" };
            }
            // Checked before the run id: a replayer records the run id before it deletes the start.
            if (await this.startPending(r.runKey))
                return { action: 'wait' };
            const runId = this.summary.runIds[r.runKey] ?? (await runIds.get(r.runKey));
            if (runId)
                return { action: 'send', call: { ...call, body: { ...call.body, run_id: runId } } };
            // No start queued and no run id: its start may still be with another carrier (a
            // background retry) for a while; after that it can never be delivered.
            if (clock.now() - r.firstFailureAt > this.ctx.orphanEndMaxAgeMs) {
                return { action: 'drop', reason: "its run's start report was never delivered" };
            }
            return { action: 'wait' };
        }
        return { action: 'send', call };
    }
    async drop(held, reason) {
        await this.ctx.store.remove(held);
        this.summary.dropped++;
        this.problem(`dropped ${describeRecord(held.record)}: ${reason}`);
    }
    /**
     * Phase 3: claim one record, decide again on what was claimed, deliver it and settle the
     * file. False when the pass must end (the queue cannot be updated).
     */
    async sendOne({ entry, record }) {
        const { store, clock } = this.ctx;
        // A live claim means another replayer is sending this record right now.
        if (entry.kind === 'claim' && !store.isStale(entry.owner, this.ctx.claimMaxAgeMs))
            return true;
        let held;
        try {
            if ((await this.decide(record)).action === 'wait')
                return true;
            held = await store.claim(entry);
            if (!held)
                return true; // another replayer was faster
            const r = held.record;
            const decision = await this.decide(r); // on the claimed content: it may have changed meanwhile
            if (decision.action === 'wait') {
                await store.release(held);
                return true;
            }
            if (decision.action === 'drop') {
                await this.drop(held, decision.reason);
                return true;
            }
            const call = decision.call;
            // An exhausted sequence stays queued for a later replay, which begins a new one.
            const state = r.retry.attempts >= this.client.maxAttempts
                ? {
                    attempts: 0,
                    ...(r.retry.notBefore === undefined ? {} : { notBefore: r.retry.notBefore })
                }
                : r.retry;
            const o = this.o;
            if (o.deadline !== undefined &&
                state.notBefore !== undefined &&
                state.notBefore >= o.deadline) {
                await store.release(held); // its next attempt is due after this pass
                return true;
            }
            // Stay well inside the claim bound, so that nobody takes the record over mid-send.
            const deadline = Math.min(o.deadline ?? Infinity, clock.now() + this.ctx.claimMaxAgeMs / 2);
            const delivery = await this.client.deliver(call, { state, deadline, signal: o.signal });
            if (delivery.delivered) {
                if (call.kind === 'start' && r.runKey) {
                    const runId = delivery.response.run_id;
                    await this.ctx.runIds.remember(r.runKey, runId, clock.now());
                    this.summary.runIds[r.runKey] = runId;
                }
                if (call.kind === 'end' && r.runKey)
                    await this.ctx.runIds.forget(r.runKey);
                // At least once: a crash before this removal leaves a claim that a later replay takes
                // over and sends again (a start only if its run id was not saved above).
                await store.remove(held);
                held = undefined;
                this.summary.sent++;
                return true;
            }
            const error = delivery.error;
            const made = Math.max(0, delivery.state.attempts - state.attempts);
            const updated = {
                ...r,
                retry: delivery.state,
                totalAttempts: r.totalAttempts + made,
                lastError: error.message
            };
            const family = (0,identity/* familyOf */.Ap)(call.kind);
            if (error.status === 401) {
                // The key is wrong for this endpoint family: its other records would fail the same
                // way and stay queued. The other family has its own address and answers for itself.
                await store.release(held, updated);
                held = undefined;
                this.summary.failed++;
                this.summary.keyRejected = true;
                this.summary.keyRejectedFor.push(family);
                this.summary.errors.push(error.message);
                this.ctx.log(`replay stopped for ${FAMILY_NAMES[family]}: ${error.message}`);
                this.stopped.add(family);
                return true;
            }
            if (!error.retryable) {
                if (call.kind === 'start' && r.runKey)
                    this.rejectedRuns.add(r.runKey);
                await this.drop(held, error.message);
                held = undefined;
                return true;
            }
            await store.release(held, updated);
            held = undefined;
            this.summary.failed++;
            this.problem(`${describeRecord(r)}: ${error.message}`);
            // No answer, 429 or 5xx: that service is unavailable now; the rest of its family waits
            // for a later replay instead of spending the hourly request budget. A refused end update
            // (update_status "Failed", status 200) concerns that record alone.
            if (error.status !== 200)
                this.stopped.add(family);
            return true;
        }
        catch (error) {
            if (held)
                await store.release(held).catch(() => undefined);
            this.problem(`replay stopped: the queue in ${store.dir} could not be updated: ${message(error)}`);
            return false;
        }
    }
    /** Phase 4: count what is left of the scope, by whose it is. */
    async finish() {
        const { store } = this.ctx;
        try {
            const left = (await store.readAll()).filter(f => this.ofRun(f.record));
            for (const f of left) {
                const standing = this.standing(f.record);
                if (standing === 'ours')
                    this.summary.remaining++;
                else
                    this.summary[standing]++;
            }
            this.summary.counted = true;
            const { runKey } = this.o;
            if (runKey !== undefined && this.summary.runIds[runKey] === undefined) {
                const known = await this.ctx.runIds.get(runKey);
                if (known)
                    this.summary.runIds[runKey] = known;
            }
        }
        catch (error) {
            this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
        }
    }
}
const FAMILY_NAMES = {
    runs: 'run reports and heartbeats',
    pipelines: 'pipeline notifications'
};
function message(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./src/queue/runids.ts
/**
 * Run ids learnt for local run keys. When a start report waits in the queue, its run has no
 * run id yet; the end report is queued under the same run key, and replay fills in the run
 * id the start returned. One small file per run key keeps that link across processes.
 */



class RunIdStore {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    /** Run keys may come from anywhere (a flag, an environment variable): hash them into names. */
    fileName(runKey) {
        return `${(0,external_node_crypto_.createHash)('sha256').update(runKey).digest('hex').slice(0, 40)}.json`;
    }
    async remember(runKey, runId, now) {
        await ensurePrivateDir(this.dir);
        const content = { runKey, runId, at: now };
        await writeFileAtomic(this.dir, this.fileName(runKey), `${JSON.stringify(content)}\n`);
    }
    async get(runKey) {
        const text = await readRegularFile((0,external_node_path_.join)(this.dir, this.fileName(runKey)));
        if (text === undefined)
            return undefined;
        try {
            const value = JSON.parse(text);
            return value.runKey === runKey && typeof value.runId === 'string' && value.runId !== ''
                ? value.runId
                : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** Called once the run's end report is delivered: nothing needs the link any more. */
    async forget(runKey) {
        await removeIfPresent((0,external_node_path_.join)(this.dir, this.fileName(runKey)));
    }
    /** Removes links older than `maxAgeMs` (runs whose end report never came). */
    async cleanOld(now, maxAgeMs) {
        // A symbolic link in place of the directory leads elsewhere: nothing there is ours.
        if (!(await isRealDirectory(this.dir)))
            return;
        for (const name of await listFiles(this.dir)) {
            const path = (0,external_node_path_.join)(this.dir, name);
            try {
                const mtime = await modifiedAt(path);
                if (mtime !== undefined && now - mtime > maxAgeMs)
                    await removeIfPresent(path);
            }
            catch {
                // gone already, or not ours to judge
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/queue/store.ts
/**
 * The queue directory as a set of records: write, scan, claim, release and delete them.
 * A record is `<id>.json`; while a replayer sends it, it is renamed to a claim name that
 * carries the replayer's pid and the claim time. Renames are atomic, so of two replayers
 * racing for one record exactly one gets it.
 */





class RecordStore {
    dir;
    clock;
    ready;
    /** The last failure to write, repeated without touching the disk until `until`. */
    refusal;
    constructor(dir, clock) {
        this.dir = dir;
        this.clock = clock;
    }
    path(name) {
        return (0,external_node_path_.join)(this.dir, name);
    }
    ensureDir() {
        this.ready ??= ensurePrivateDir(this.dir).catch((error) => {
            this.ready = undefined;
            throw error;
        });
        return this.ready;
    }
    /**
     * Writes a record. A directory that cannot be created or written (read-only, a file in the
     * way, a name the kernel refuses, a full disk) refuses at once for a while after a failure:
     * a caller that queues in a loop gets the same answer without a system call each time.
     */
    async write(record) {
        if (this.refusal && this.clock.now() < this.refusal.until)
            throw this.refusal.error;
        try {
            await this.ensureDir();
            await writeFileAtomic(this.dir, recordFileName(record.id), serializeRecord(record));
            this.refusal = undefined;
        }
        catch (error) {
            this.refusal = { error, until: this.clock.now() + constants/* UNWRITABLE_QUEUE_RETRY_MS */.q2 };
            throw error;
        }
    }
    /** Records and claims in id order (queue order); other names (temporary files...) left out. */
    async entries() {
        const entries = [];
        for (const name of await listFiles(this.dir)) {
            const entry = parseEntryName(name);
            if (entry)
                entries.push(entry);
        }
        return entries.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : a.kind === 'record' ? -1 : 1);
    }
    /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
    async read(entry) {
        const text = await readRegularFile(this.path(entry.name));
        return text === undefined ? undefined : parseRecord(text, entry.id);
    }
    /**
     * Every readable record, once each, in queue order. Unreadable files (a record cut short
     * by a crash on a file system without atomic rename, or garbage) are reported to
     * `onUnreadable` and otherwise ignored.
     */
    async readAll(onUnreadable) {
        const found = [];
        const seen = new Set();
        for (const entry of await this.entries()) {
            if (seen.has(entry.id))
                continue;
            const record = await this.read(entry);
            if (record) {
                seen.add(entry.id);
                found.push({ entry, record });
            }
            else if ((await this.exists(entry.name)) && onUnreadable) {
                onUnreadable(entry);
            }
        }
        return found;
    }
    exists(name) {
        return entryExists(this.path(name));
    }
    /** True when any file of record `id` (free or claimed) is still in the directory. */
    async isPresent(id) {
        return (await this.entries()).some(e => e.id === id);
    }
    /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
    isStale(owner, maxAgeMs) {
        return this.clock.now() - owner.claimedAt > maxAgeMs || !isOwnerAlive(owner.hostTag, owner.pid);
    }
    /**
     * Claims a free record, or takes over a stale claim. Undefined when another replayer was
     * faster, or when the stale claim turned out to be a leftover of a record already put back.
     */
    async claim(entry) {
        if (entry.kind === 'claim' && (await this.exists(recordFileName(entry.id)))) {
            // The owner put the record back and crashed before removing its claim: a leftover.
            await removeIfPresent(this.path(entry.name));
            return undefined;
        }
        const name = claimFileName(entry.id, ownClaim(this.clock.now()));
        try {
            await (0,promises_.rename)(this.path(entry.name), this.path(name));
        }
        catch (error) {
            if (isErrno(error, 'ENOENT'))
                return undefined;
            throw error;
        }
        const text = await readRegularFile(this.path(name));
        const record = text === undefined ? undefined : parseRecord(text, entry.id);
        if (!record) {
            // Unreadable after all: put it back under its record name, where it is ignored.
            await (0,promises_.rename)(this.path(name), this.path(recordFileName(entry.id))).catch(() => undefined);
            return undefined;
        }
        return { record, name };
    }
    /**
     * Puts a held record back in the queue, with its new content if given. The updated record
     * is written under the record name first, then the claim is removed: a crash in between
     * leaves a claim that the next replayer recognises as a leftover.
     */
    async release(held, updated) {
        if (!updated) {
            try {
                await (0,promises_.rename)(this.path(held.name), this.path(recordFileName(held.record.id)));
            }
            catch (error) {
                if (!isErrno(error, 'ENOENT'))
                    throw error;
            }
            await syncDir(this.dir);
            return;
        }
        // Our claim was taken over (we overran the claim bound): the new owner has the record now.
        if (!(await this.exists(held.name)))
            return;
        await this.write(updated);
        await removeIfPresent(this.path(held.name));
        await syncDir(this.dir);
    }
    /** Deletes a held record (delivered, or dropped). */
    async remove(held) {
        await removeIfPresent(this.path(held.name));
        await syncDir(this.dir);
    }
    /** Deletes a free record without claiming it (the size cap). False when it was gone. */
    async removeFree(id) {
        const removed = await removeIfPresent(this.path(recordFileName(id)));
        if (removed)
            await syncDir(this.dir);
        return removed;
    }
    /**
     * Removes stale claims beside a free record of the same id: their owner put the record
     * back and crashed before it removed its claim.
     */
    async cleanLeftoverClaims(maxAgeMs) {
        const entries = await this.entries();
        const free = new Set(entries.filter(e => e.kind === 'record').map(e => e.id));
        for (const e of entries) {
            if (e.kind === 'claim' && free.has(e.id) && this.isStale(e.owner, maxAgeMs)) {
                await removeIfPresent(this.path(e.name));
            }
        }
    }
    /**
     * Removes temporary files left by a crash: those of a dead process on this machine, and any
     * older than `maxAgeMs` (an atomic write takes milliseconds).
     */
    async cleanTemporaryFiles(maxAgeMs) {
        let removed = 0;
        for (const name of await listFiles(this.dir)) {
            if (!name.startsWith(TEMP_PREFIX))
                continue;
            const owner = parseTempFileName(name);
            const mtime = await modifiedAt(this.path(name));
            if (mtime === undefined)
                continue;
            const old = this.clock.now() - mtime > maxAgeMs;
            const dead = owner !== undefined && !isOwnerAlive(owner.hostTag, owner.pid);
            if ((old || dead) && (await removeIfPresent(this.path(name))))
                removed++;
        }
        return removed;
    }
}

;// CONCATENATED MODULE: ./src/queue/queue.ts
/**
 * The durable local queue: calls that could not be delivered wait here, one file each,
 * until a replay delivers them. Several processes (two jobs on one self-hosted runner) may
 * queue and replay in the same directory at once; a crash at any point loses nothing that
 * was queued and leaves nothing that breaks a later reader.
 */










class RunQueue {
    dir;
    clock;
    maxRecords;
    heartbeatMaxAgeMs;
    claimMaxAgeMs;
    orphanEndMaxAgeMs;
    log;
    store;
    runIds;
    constructor(o) {
        if (!o.dir)
            throw new Error('The queue needs a directory');
        this.dir = (0,external_node_path_.resolve)(o.dir);
        this.clock = o.clock ?? clock/* systemClock */.m;
        this.maxRecords = Math.max(1, Math.floor(o.maxRecords ?? constants/* DEFAULT_MAX_RECORDS */.QO));
        this.heartbeatMaxAgeMs = o.heartbeatMaxAgeMs ?? constants/* DEFAULT_HEARTBEAT_MAX_AGE_MS */.Nk;
        this.claimMaxAgeMs = o.claimMaxAgeMs ?? constants/* DEFAULT_CLAIM_MAX_AGE_MS */.Rk;
        this.orphanEndMaxAgeMs = o.orphanEndMaxAgeMs ?? constants/* DEFAULT_ORPHAN_END_MAX_AGE_MS */.Np;
        this.log = o.log ?? (() => undefined);
        this.store = new RecordStore(this.dir, this.clock);
        this.runIds = new RunIdStore((0,external_node_path_.join)(this.dir, 'runs'));
    }
    /** Writes one record for `call` (atomically, mode 0600), then holds the size cap. */
    async enqueue(call, info = {}) {
        const now = this.clock.now();
        const retry = { attempts: info.retry?.attempts ?? 0 };
        if (info.retry?.notBefore !== undefined)
            retry.notBefore = info.retry.notBefore;
        const record = {
            version: RECORD_VERSION,
            id: newRecordId(now),
            call,
            ...(info.service === undefined ? {} : { service: info.service }),
            ...(info.runKey === undefined ? {} : { runKey: info.runKey }),
            firstFailureAt: now,
            totalAttempts: retry.attempts,
            retry,
            ...(info.lastError === undefined ? {} : { lastError: info.lastError })
        };
        await this.store.write(record);
        await this.holdCap(record.id);
        return record;
    }
    /** Every readable record (free or being sent), in queue order. */
    async list() {
        return (await this.store.readAll()).map(f => f.record);
    }
    /**
     * Removes the free records that `matches` (a record a replayer is sending is left to it),
     * logging each with `reason`; returns how many went. The run protocol uses it for what a
     * later record supersedes.
     */
    async discard(matches, reason) {
        let removed = 0;
        for (const f of await this.store.readAll()) {
            if (f.entry.kind !== 'record' || !matches(f.record))
                continue;
            if (await this.store.removeFree(f.record.id)) {
                removed++;
                this.log(`dropped ${describeRecord(f.record)}: ${reason}`);
            }
        }
        return removed;
    }
    runIdFor(runKey) {
        return this.runIds.get(runKey);
    }
    rememberRunId(runKey, runId) {
        return this.runIds.remember(runKey, runId, this.clock.now());
    }
    /** Called when a run's end report is delivered: its run key link is no longer needed. */
    forgetRunId(runKey) {
        return this.runIds.forget(runKey);
    }
    replay(client, o = {}) {
        return replayQueue({
            store: this.store,
            runIds: this.runIds,
            clock: this.clock,
            log: this.log,
            heartbeatMaxAgeMs: this.heartbeatMaxAgeMs,
            claimMaxAgeMs: this.claimMaxAgeMs,
            orphanEndMaxAgeMs: this.orphanEndMaxAgeMs
        }, client, o);
    }
    /**
     * Drops the oldest records while the queue holds more than `maxRecords`. A start report
     * takes the end reports of its run with it: an end cannot be delivered without the run id
     * its start returns. A run that includes the record just queued is passed over, and so are
     * records a replayer is sending. Every drop is logged.
     */
    async holdCap(newId) {
        const ids = new Set((await this.store.entries()).map(e => e.id));
        if (ids.size <= this.maxRecords)
            return;
        const found = await this.store.readAll();
        let excess = found.length - this.maxRecords;
        const gone = new Set();
        const newRunKey = found.find(f => f.record.id === newId)?.record.runKey;
        for (const f of found) {
            if (excess <= 0)
                break;
            const r = f.record;
            if (gone.has(r.id) || f.entry.kind !== 'record' || r.id === newId)
                continue;
            if (r.runKey !== undefined && r.runKey === newRunKey)
                continue;
            const victims = [f];
            if (r.call.kind === 'start' && r.runKey !== undefined) {
                victims.push(...found.filter(o => o.record.runKey === r.runKey &&
                    o.record.call.kind === 'end' &&
                    o.entry.kind === 'record'));
            }
            for (const v of victims) {
                gone.add(v.record.id);
                if (await this.store.removeFree(v.record.id)) {
                    excess--;
                    this.log(`job-monitor queue is full (${this.maxRecords} records): dropped ${describeRecord(v.record)}`);
                }
            }
        }
    }
}
/**
 * Where the queue lives: JOB_MONITOR_QUEUE_DIR, else $XDG_STATE_HOME/job-monitor/queue,
 * else ~/.local/state/job-monitor/queue. A home directory outlives the job on a self-hosted
 * runner, so a later job on it replays what an earlier one queued.
 */
function defaultQueueDir(env = process.env) {
    const explicit = env.JOB_MONITOR_QUEUE_DIR?.trim();
    if (explicit)
        return (0,external_node_path_.resolve)(explicit);
    const state = env.XDG_STATE_HOME?.trim();
    // The XDG rules ignore a relative path.
    if (state && (0,external_node_path_.isAbsolute)(state))
        return (0,external_node_path_.join)(state, 'job-monitor', 'queue');
    return (0,external_node_path_.join)(env.HOME?.trim() || (0,external_node_os_.homedir)(), '.local', 'state', 'job-monitor', 'queue');
}
/** A fresh local run key: links a run's queued start and end reports. */
function newRunKey() {
    return (0,external_node_crypto_.randomUUID)();
}


/***/ }),

/***/ 347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ API_KEY_VARIABLE),
/* harmony export */   o: () => (/* binding */ withoutApiKey)
/* harmony export */ });
/**
 * The environment of a process job-monitor starts. The API key is in ours (the command-line
 * tool reads it from JOB_MONITOR_API_KEY, and a job's environment may hold it under a name of
 * its own), but a process we start needs it only when we say so: a build tool that prints its
 * environment, or an `env` under `exec`, must not show it.
 */
/** The variable the command-line tool, the library and the heartbeat helper read the key from. */
const API_KEY_VARIABLE = 'JOB_MONITOR_API_KEY';
/**
 * `env` less the key: less API_KEY_VARIABLE, whatever it holds, and less every variable that
 * holds one of `keys` (blanks around it aside) under another name. A copy of the key is the
 * same secret; a variable that holds more than the key (a URL with it inside) is the user's.
 */
function withoutApiKey(env, keys) {
    const secrets = new Set(keys.map(k => k?.trim()).filter((k) => !!k));
    const out = {};
    for (const [name, value] of Object.entries(env)) {
        if (name === API_KEY_VARIABLE || value === undefined)
            continue;
        if (secrets.has(value.trim()))
            continue;
        out[name] = value;
    }
    return out;
}


/***/ }),

/***/ 606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Te: () => (/* binding */ beginRun),
  lb: () => (/* binding */ endRun)
});

// UNUSED EXPORTS: finalMessage

// EXTERNAL MODULE: ./src/client/clock.ts
var client_clock = __webpack_require__(9141);
// EXTERNAL MODULE: ./src/client/reports.ts
var reports = __webpack_require__(2992);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/queue/deliver.ts
var deliver = __webpack_require__(2650);
// EXTERNAL MODULE: ./src/queue/queue.ts + 5 modules
var queue = __webpack_require__(5434);
;// CONCATENATED MODULE: ./src/run/constants.ts
/** Budgets of the run protocol, shared by every front end. */
/**
 * Of the time an end has, the share its run's queued records (the start, the `running`
 * notification) may take before the end report goes: the end itself needs the rest.
 */
const END_START_REPLAY_SHARE = 0.4;
/** The heartbeat helper's first wait between passes at a queued start, doubled up to the cap. */
const CARRY_START_FIRST_WAIT_MS = 5_000;
const CARRY_START_MAX_WAIT_MS = 300_000;

;// CONCATENATED MODULE: ./src/run/protocol.ts






/** Sends the start report and the `running` notification together, within the window. */
async function beginRun(s, plan, w = {}) {
    const clock = s.clock ?? client_clock/* systemClock */.m;
    const startTime = plan.startTime ?? (0,wire/* isoUtc */.u8)(clock.now());
    const runKey = plan.runKey ?? (0,queue/* newRunKey */.r9)();
    const pipelineId = notifiable(s, plan.pipelineId);
    const [start, running] = await Promise.all([
        (0,deliver/* deliverOrQueue */.g)(s.client, s.queue, {
            kind: 'start',
            body: (0,reports/* startReport */.Fg)({
                jobName: plan.jobName,
                startTime,
                metadata: plan.metadata,
                tags: plan.tags
            })
        }, { runKey, ...w }),
        pipelineId === undefined
            ? undefined
            : (0,deliver/* deliverOrQueue */.g)(s.client, s.queue, {
                kind: 'pipeline-notification',
                pipelineId,
                body: (0,reports/* pipelineNotification */.CS)({
                    status: 'running',
                    message: `${plan.jobName} started`,
                    metadata: plan.metadata
                })
            }, { runKey, ...w })
    ]);
    const runId = start.delivered ? start.response.run_id : '';
    return {
        run: { jobName: plan.jobName, runKey, startTime, runId, pipelineId },
        start,
        ...(running === undefined ? {} : { running })
    };
}
/**
 * Ends the run: its queued start and `running` notification first, within a share of the
 * window; then the end report; then the final pipeline notification, after dropping a
 * `running` notification of this run that is still queued (sent after the final one, it would
 * leave the pipeline `running` for ever).
 */
async function endRun(s, run, ending, w = {}) {
    const clock = s.clock ?? client_clock/* systemClock */.m;
    const endTime = ending.endTime ?? (0,wire/* isoUtc */.u8)(clock.now());
    let runId = run.runId;
    let startCaughtUp = false;
    let mine = await ownRecords(s.queue, run.runKey);
    if (runId === '') {
        runId = (await s.queue.runIdFor(run.runKey).catch(() => undefined)) ?? '';
        startCaughtUp = runId !== '';
    }
    if (mine.length > 0 && !w.signal?.aborted) {
        // This run's queued records go before its end, within a share of what is left.
        const now = clock.now();
        const share = w.deadline === undefined ? undefined : now + (w.deadline - now) * END_START_REPLAY_SHARE;
        const replay = await s.queue.replay(s.client, {
            runKey: run.runKey,
            deadline: share,
            signal: w.signal
        });
        if (runId === '' && replay.runIds[run.runKey]) {
            runId = replay.runIds[run.runKey];
            startCaughtUp = true;
        }
        mine = await ownRecords(s.queue, run.runKey);
    }
    const pipelineId = notifiable(s, run.pipelineId);
    const startQueued = mine.some(r => r.call.kind === 'start');
    let end;
    if (runId !== '' || startQueued) {
        end = await (0,deliver/* deliverOrQueue */.g)(s.client, s.queue, {
            kind: 'end',
            body: (0,reports/* endReport */.eQ)({
                jobName: run.jobName,
                startTime: run.startTime,
                runId,
                status: ending.status,
                endTime,
                errorDetails: ending.errorDetails,
                metadata: ending.metadata,
                tags: ending.tags,
                logs: ending.logs
            })
        }, { runKey: run.runKey, ...w });
    }
    let final;
    let superseded = 0;
    if (pipelineId !== undefined) {
        // Only a `running` notification this run left queued can be superseded: no other read.
        if (mine.some(isRunningNotification)) {
            superseded = await s.queue
                .discard(r => r.runKey === run.runKey && isRunningNotification(r), 'superseded by the final pipeline notification')
                .catch(() => 0);
        }
        const n = ending.notification ?? {};
        final = await (0,deliver/* deliverOrQueue */.g)(s.client, s.queue, {
            kind: 'pipeline-notification',
            pipelineId,
            body: (0,reports/* pipelineNotification */.CS)({
                status: n.status ?? (ending.status === 'success' ? 'success' : 'failed'),
                message: n.message ?? finalMessage(run.jobName, ending.status),
                metadata: n.metadata ?? ending.metadata
            })
        }, { runKey: run.runKey, ...w });
    }
    return { runId, startCaughtUp, end, final, superseded };
}
/** The pipeline endpoint has no `cancelled`: a cancelled run is `failed`, and says so. */
function finalMessage(jobName, status) {
    if (status === 'success')
        return `${jobName} succeeded`;
    if (status === 'cancelled')
        return `${jobName} was cancelled`;
    return `${jobName} failed`;
}
/** A pipeline id counts only with a client that can reach the deployment endpoints. */
function notifiable(s, pipelineId) {
    if (!pipelineId)
        return undefined;
    return s.client.serves?.('pipeline-notification') === false ? undefined : pipelineId;
}
function isRunningNotification(r) {
    return r.call.kind === 'pipeline-notification' && r.call.body.status === 'running';
}
async function ownRecords(queue, runKey) {
    try {
        return (await queue.list()).filter(r => r.runKey === runKey);
    }
    catch {
        return [];
    }
}


/***/ }),

/***/ 6192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ CANCEL_SIGNALS),
/* harmony export */   EB: () => (/* binding */ anyOf),
/* harmony export */   dJ: () => (/* binding */ cancelOnSignals)
/* harmony export */ });
/**
 * Cancellation as runners and shells deliver it: SIGINT (the Actions runner's first stage,
 * Ctrl-C), SIGTERM (its second stage, a pod deletion, `kill`), SIGHUP (a closed terminal).
 * Left to Node's defaults, any of them ends the process at once and a report in flight is
 * lost. Here a signal aborts the phase's controller instead: the run protocol then queues what
 * was in flight, and the front end exits on its own, a moment later.
 */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/**
 * Aborts the returned signal on the first cancel signal; `onSignal`, when given, sees every
 * signal first (exec forwards them to its command). The handlers stay until `dispose`, so a
 * second signal does not kill the process while it queues.
 */
function cancelOnSignals(o = {}) {
    const source = o.source ?? process;
    const controller = new AbortController();
    let by;
    const listener = (signal) => {
        by ??= signal;
        o.onSignal?.(signal);
        if (!controller.signal.aborted)
            controller.abort(new Error(`cancelled by ${signal}`));
    };
    for (const s of CANCEL_SIGNALS)
        source.on(s, listener);
    return {
        signal: controller.signal,
        by: () => by,
        dispose: () => {
            for (const s of CANCEL_SIGNALS)
                source.off(s, listener);
        }
    };
}
/** An abort signal that fires on any of `signals` (undefined ones are ignored). */
function anyOf(...signals) {
    return AbortSignal.any(signals.filter((s) => s !== undefined));
}


/***/ }),

/***/ 3772:
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


/***/ })

};
