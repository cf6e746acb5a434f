import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
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
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  dR: () => (/* reexport */ DEFAULT_LIMITS),
  tD: () => (/* reexport */ emulatorCommand),
  Ku: () => (/* reexport */ emulatorOptions),
  ox: () => (/* reexport */ renderRunsPage),
  Pr: () => (/* reexport */ renderRunsTable),
  _w: () => (/* reexport */ runsCommand),
  sJ: () => (/* reexport */ startEmulator)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./dist/.lib-modules/settings/bounds.js
const bounds_Bounds = {
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

;// CONCATENATED MODULE: ./dist/.lib-modules/client/wire.js
/**
 * The service's wire shapes, exactly as the API text gives them (sections 2.1-2.4).
 * Shared by the client and the emulator: the emulator checks requests against these
 * rules independently, so it imports types only, never the client's code.
 */
const RUN_STATUSES = ['running', 'success', 'failed', 'cancelled'];
const wire_END_STATUSES = ['success', 'failed', 'cancelled'];
const wire_PIPELINE_STATUSES = ['running', 'success', 'failed'];
/** The text sent as error_details when a run ended without error. */
const wire_NO_ERROR = 'None';
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

;// CONCATENATED MODULE: ./dist/.lib-modules/client/reports.js
/**
 * The only place request bodies are built, so every front end follows the same wire rules
 * (API text, 2.1-2.4): a start has run_id "" and end_time null; an end repeats the start's
 * job_name and byte-identical start_time and says `None` when there is no error; fields whose
 * type has no null (logs, metadata) are left out rather than sent as null.
 */


/** A mistake in what the caller asked to send (not a service error). */
class ReportInputError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'ReportInputError';
}
function jobNameOf(jobName) {
    if (typeof jobName !== 'string' || jobName.trim() === '') {
        throw new ReportInputError('job name must be a non-empty string');
    }
    return jobName;
}
/** What a start_time, end_time or current_time must be: a timestamp Date.parse reads. */
function reports_isTimestamp(value) {
    return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}
function timestampOf(field, value) {
    if (!reports_isTimestamp(value)) {
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
    if (nestsDeeperThan(metadata)) {
        throw new ReportInputError(`metadata must not nest objects and lists more than ${MAX_NESTING} levels deep`);
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
    if (!END_STATUSES.includes(i.status)) {
        throw new ReportInputError(`status must be one of ${END_STATUSES.join(', ')}, got ${JSON.stringify(i.status)}`);
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
        error_details: i.errorDetails ? i.errorDetails : NO_ERROR,
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
    if (!PIPELINE_STATUSES.includes(i.status)) {
        throw new ReportInputError(`pipeline status must be one of ${PIPELINE_STATUSES.join(', ')}, got ${JSON.stringify(i.status)}`);
    }
    return {
        status: i.status,
        ...(i.message ? { message: i.message } : {}),
        ...metadataOf(i.metadata)
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/redact.js
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
    ].filter(form => form.length >= MIN_ENCODED_FORM_LENGTH);
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
        out += text.slice(at, s.start) + MASK;
        at = s.end;
    }
    return out + text.slice(at);
}
class redact_Redactor {
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
        if (trimmed.length < MIN_SECRET_LENGTH)
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
                this.secretEdge(piece, 'start', MIN_SECRET_LENGTH, spans);
            if (i < pieces.length - 1)
                this.secretEdge(piece, 'end', MIN_SECRET_LENGTH, spans);
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

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/safe-for-log.js
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
function safe_for_log_escapeControl(text, options = {}) {
    return text.replace(options.keepNewlines ? CONTROL_KEEPING_NEWLINES : CONTROL, visible);
}
/**
 * One line of untrusted text for a log: secrets (given as strings or as the run's Redactor)
 * hidden with their URL-encoded, base64, base64url and hex forms and the common token shapes;
 * control characters shown escaped; `::` at its start and `##[` anywhere, which the Actions
 * runner reads as workflow commands, broken up. Redacted whole, then cut to `maxChars`.
 */
function safeForLog(text, secrets = [], maxChars = Infinity) {
    const redactor = secrets instanceof Redactor ? secrets : new Redactor(secrets);
    const line = safe_for_log_escapeControl(redactor.redact(String(text)))
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

;// CONCATENATED MODULE: ./dist/.lib-modules/settings/loopback.js
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
function loopback_isLoopbackHost(hostname) {
    return (hostname === 'localhost' ||
        hostname === '[::1]' ||
        hostname === '::1' ||
        IPV4_LOOPBACK.test(hostname));
}

;// CONCATENATED MODULE: ./dist/.lib-modules/settings/check.js




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
function check_shown(raw) {
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
    return escapeControl(first.length > 200 ? `${first.slice(0, 200)}…` : first);
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
function check_checkUrl(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new SettingError(setting, `is not a URL: ${check_shown(text)}; use https://host[:port]`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new SettingError(setting, `must be an http(s) URL, not ${url.protocol}`);
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
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
function check_checkApiKey(raw, setting) {
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
function check_checkPipelineId(raw, setting) {
    const id = given(raw);
    if (id === undefined)
        return undefined;
    if (id === '.' || id === '..') {
        throw new SettingError(setting, `cannot be ${check_shown(id)}: a URL path resolves it away`);
    }
    if (LONE_SURROGATE.test(id)) {
        throw new SettingError(setting, `holds half of a UTF-16 pair, which no URL can carry: ${check_shown(id)}`);
    }
    return id;
}
/**
 * A job name. It goes from the start report to the end through a file or a shell (the step
 * state, `start --format env`), which carry neither a NUL byte nor half of a UTF-16 pair: each
 * becomes U+FFFD there, so it becomes U+FFFD here, and the start and the end name the same job.
 */
function check_checkJobName(raw) {
    return given(raw)?.replace(UNCARRIED, '\ufffd');
}
/** A timestamp handed back to us (`start`'s start_time): one the reports accept. */
function check_checkTimestamp(raw, setting) {
    const text = given(raw);
    if (text === undefined || isTimestamp(text))
        return text;
    throw new SettingError(setting, `must be an ISO 8601 timestamp, not ${check_shown(text)}`);
}
/** A whole number in decimal digits within [min, max]: no sign, no fraction, no exponent. */
function checkWholeNumber(raw, setting, rule) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const unit = rule.unit ? ` ${rule.unit}` : '';
    if (!/^\d+$/.test(text)) {
        throw new SettingError(setting, `must be a whole number${rule.unit ? ` of ${rule.unit}` : ''}, not ${check_shown(text)}`);
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
function check_checkBoolean(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const value = booleanWord(text);
    if (value === undefined) {
        throw new SettingError(setting, `must be true or false (or ${[...BOOLEAN_WORDS.true.slice(1), ...BOOLEAN_WORDS.false.slice(1)].join(', ')}), not ${check_shown(text)}`);
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
function check_checkMetadata(raw, setting, yaml) {
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
    if (nestsDeeperThan(value)) {
        throw new SettingError(setting, `nests objects and lists more than ${MAX_NESTING} levels deep; keep it flatter`);
    }
    return value;
}
/**
 * Tags. Text is a list: one per line or comma-separated (a YAML `- ` before each is
 * allowed), or a JSON list. A list of values (a repeated flag) is one tag per value. Tags
 * are trimmed and empty ones dropped; none at all is undefined.
 */
function check_checkTags(raw, setting) {
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

;// CONCATENATED MODULE: ./dist/.lib-modules/cli/errors.js
/** A mistake in how the command was called: exit code 2, with the flag or variable named. */
class errors_UsageError extends Error {
    name = 'UsageError';
    /** The flag (`--name`) or environment variable at fault, when one is. */
    input;
    constructor(message, input) {
        super(message);
        this.input = input;
    }
    /** True when the mistake is in an environment variable rather than on the command line. */
    get fromEnvironment() {
        return this.input !== undefined && !this.input.startsWith('--');
    }
}
/** Exit codes of every subcommand but `exec` (which exits with its command's own code). */
const ExitCode = {
    ok: 0,
    /** The service could not be reached or refused the call. */
    serviceTrouble: 1,
    usage: 2
};

;// CONCATENATED MODULE: ./dist/.lib-modules/run/child-environment.js
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

;// CONCATENATED MODULE: ./dist/.lib-modules/cli/config.js




const Env = {
    apiKey: API_KEY_VARIABLE,
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
            throw new errors_UsageError(e.message, e.setting);
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
function config_metadataOf(flags) {
    const json = checked(() => checkMetadata(str(flags, 'metadata'), '--metadata'));
    let metadata = json && { ...json };
    const pairs = flags.meta;
    for (const pair of Array.isArray(pairs) ? pairs : []) {
        const eq = pair.indexOf('=');
        if (eq <= 0)
            throw new UsageError(`--meta takes key=value, not ${shown(pair)}`, '--meta');
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
function config_tagsOf(flags) {
    const tags = flags.tag;
    return checked(() => checkTags(Array.isArray(tags) ? tags : undefined, '--tag'));
}
/** `start`'s start_time handed back to `end`: a timestamp, else refused naming where it came from. */
function startTimeOf(flags, env) {
    return checked(() => checkTimestamp(...setting(flags, 'start-time', env, Env.startTime)));
}
/** --heartbeat-interval (JOB_MONITOR_HEARTBEAT_INTERVAL) in ms; default 300 s, 0 = none. */
function heartbeatMsOf(flags, env) {
    const { min, max } = Bounds.heartbeatSeconds;
    const seconds = wholeNumber(...setting(flags, 'heartbeat-interval', env, Env.heartbeatInterval), min, max);
    return (seconds ?? 300) * 1000;
}
function config_jobNameOf(flags, env) {
    const name = checkJobName(pick(flags, 'job-name', env, Env.jobName));
    if (!name)
        throw new UsageError(`--job-name is required (or set ${Env.jobName})`, '--job-name');
    return name;
}

;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/auth.js
function authForm(header, pipelineFamily, apiKey) {
    if (!header)
        return 'missing';
    if (header === apiKey)
        return pipelineFamily ? 'wrong' : 'bare';
    if (header === `Bearer ${apiKey}`)
        return pipelineFamily ? 'bearer' : 'wrong';
    return 'wrong';
}
/** True when the request carries the form its endpoint takes; else notes the violation. */
function authorized(record, pipelineFamily) {
    if (record.auth === (pipelineFamily ? 'bearer' : 'bare'))
        return true;
    if (record.auth !== 'missing') {
        record.violations.push(pipelineFamily
            ? 'Authorization must be "Bearer <key>" on the pipeline endpoints'
            : 'Authorization must be the bare key on /monitoring and /heartbeat');
    }
    return false;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/content-type.js
/**
 * True when Content-Type is `application/json` (parameters such as charset allowed). A page in
 * a browser can send a form or text/plain to any origin without asking first; JSON it can send
 * only after a CORS preflight, which the emulator never grants.
 */
function isJsonBody(headers) {
    return (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/format.js
function durationOf(run, nowIso) {
    const start = Date.parse(run.start_time);
    const end = Date.parse(run.end_time ?? nowIso ?? '');
    if (Number.isNaN(start) || Number.isNaN(end))
        return '';
    const s = Math.max(0, Math.round((end - start) / 100) / 10);
    if (s < 60)
        return `${s.toFixed(1)} s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m} min ${Math.round(s % 60)} s`;
    return `${Math.floor(m / 60)} h ${m % 60} min`;
}
/** 2026-11-22T10:00:00.123+00:00 -> 2026-11-22 10:00:00 (UTC). */
function shortTime(iso) {
    if (!iso)
        return '';
    const t = Date.parse(iso);
    return Number.isNaN(t) ? iso : new Date(t).toISOString().replace('T', ' ').slice(0, 19);
}
/** What the emulator keeps and has dropped to stay within its limits, in one line. */
function retentionLine(s) {
    const dropped = (n, what) => (n ? `, ${n} older ${what} dropped` : '');
    return (`Kept: ${s.requests.kept} requests (${mib(s.requests.bytes)} of ${mib(s.requests.maxBytes)})` +
        `${dropped(s.requests.dropped, 'requests')}; ${s.runs.kept} runs` +
        `${dropped(s.runs.dropped, 'runs')}${dropped(s.runs.logsDropped, "runs' logs")}; ` +
        `${s.heartbeats.kept} heartbeats${dropped(s.heartbeats.dropped, 'heartbeats')}; ` +
        `${s.notifications.kept} pipeline notifications` +
        `${dropped(s.notifications.dropped, 'notifications')}. ` +
        `Bodies over ${mib(s.maxBodyBytes)} are refused (413).`);
}
function mib(bytes) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/view.js
/**
 * The run page's content as data: what the server renders into HTML and what the page's script
 * fetches (`GET /_emulator/pages/runs`) to update itself in place. Formatting happens here once,
 * so the first render and every update show the same text. Every string may hold text from
 * requests: the HTML escapes it, the script sets it as text only.
 */

const STATUSES = ['running', 'success', 'failed', 'cancelled'];
function runsPageView(runs, nowIso, summary, withLogs = () => true) {
    return {
        runs: [...runs].reverse().map(r => runRow(r, nowIso, withLogs(r.run_id))),
        retention: summary ? retentionLine(summary) : '',
        updated: `Updated ${shortTime(nowIso)} UTC.`
    };
}
function runRow(r, nowIso, withLogs) {
    return {
        run_id: r.run_id,
        job_name: r.job_name,
        status: r.status,
        status_class: STATUSES.includes(r.status) ? r.status : 'other',
        start: shortTime(r.start_time),
        duration: durationOf(r, nowIso),
        heartbeats: String(r.heartbeats),
        error: r.error_details && r.error_details !== 'None' ? r.error_details : '',
        logs_title: r.logs !== undefined
            ? `logs (${r.logs.length} chars)`
            : r.logs_dropped_bytes
                ? `logs dropped (${r.logs_dropped_bytes} bytes) to stay within the emulator's limits`
                : '',
        ...(withLogs ? { logs: r.logs ?? '' } : {})
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/control.js


const ok = { status: 200, body: { ok: true } };
const ENDPOINTS = [
    { method: 'GET', path: '/_emulator/requests', handle: s => read(s.requests.list()) },
    { method: 'GET', path: '/_emulator/runs', handle: s => read(s.runs.list()) },
    { method: 'GET', path: '/_emulator/notifications', handle: s => read(s.notifications.items()) },
    { method: 'GET', path: '/_emulator/heartbeats', handle: s => read(s.heartbeats.items()) },
    { method: 'GET', path: '/_emulator/record', handle: s => read(s.summary()) },
    { method: 'GET', path: '/_emulator/faults', handle: s => read(s.faults.pending()) },
    {
        method: 'GET',
        path: '/_emulator/pages/runs',
        // The logs of the runs named in ?logs= only (the ones open on the page): the page polls
        // this every few seconds, and every log it has not opened would be sent again each time.
        handle: (s, _raw, query) => {
            const open = new Set(query.getAll('logs'));
            return read(runsPageView(s.runs.list(), s.iso(), s.summary(), id => open.has(id)));
        }
    },
    {
        method: 'POST',
        path: '/_emulator/faults',
        handle: (s, raw) => {
            try {
                const value = JSON.parse(raw);
                for (const f of Array.isArray(value) ? value : [value])
                    s.faults.add(f);
                return ok;
            }
            catch (e) {
                return { status: 400, body: { error: e.message } };
            }
        }
    },
    {
        method: 'DELETE',
        path: '/_emulator/faults',
        handle: s => {
            s.faults.clear();
            return ok;
        }
    },
    {
        method: 'POST',
        path: '/_emulator/reset',
        handle: s => {
            s.reset();
            return ok;
        }
    }
];
function read(body) {
    return { status: 200, body };
}
/** The answer to a request under /_emulator/. */
function control(state, method, path, query, headers, raw) {
    const atPath = ENDPOINTS.filter(e => e.path === path);
    if (atPath.length === 0)
        return { status: 404, body: { error: 'no such emulator endpoint' } };
    const endpoint = atPath.find(e => e.method === method);
    if (!endpoint) {
        const allow = atPath.map(e => e.method).join(', ');
        return {
            status: 405,
            body: { error: `${path} takes ${allow}` },
            headers: { Allow: allow }
        };
    }
    if (endpoint.method !== 'GET' && !isJsonBody(headers)) {
        return {
            status: 415,
            body: { error: `${method} ${path} takes Content-Type: application/json only` }
        };
    }
    return endpoint.handle(state, raw, query);
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/host.js
/** A 403 unless `host` (the Host header) names an address, localhost or `listenHost`. */
function refuseForeignHost(host, listenHost) {
    const name = host === undefined ? undefined : hostName(host);
    if (name !== undefined && (isAddressOrLocalhost(name) || name === listenHost?.toLowerCase())) {
        return undefined;
    }
    return {
        status: 403,
        body: { error: 'the emulator answers requests to an IP address, localhost or its --host only' }
    };
}
/** The name in a Host header, without its port or IPv6 brackets, lower case. */
function hostName(host) {
    const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0];
    return name.toLowerCase();
}
function isAddressOrLocalhost(name) {
    return (name === 'localhost' ||
        /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
        /^[0-9a-f]*:[0-9a-f:.]*$/.test(name));
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/rules.js
/**
 * The wire rules of the API text, checked independently of the client: each function returns
 * the rules a request body breaks, in words that name the field.
 */

/** ISO 8601 date-time; `withOffset` asks for an explicit Z or ±hh:mm. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_ANY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function timestamp(body, field, withOffset, out) {
    const v = body[field];
    if (typeof v !== 'string') {
        out.push(`${field} must be an ISO 8601 timestamp string`);
    }
    else if (!(withOffset ? ISO_WITH_OFFSET : ISO_ANY).test(v) || Number.isNaN(Date.parse(v))) {
        out.push(`${field} must be an ISO 8601 timestamp${withOffset ? ' in UTC with a timezone offset' : ''}, got ${JSON.stringify(v)}`);
    }
}
function optionalFields(body, out) {
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    if ('tags' in body && body.tags !== null) {
        if (!Array.isArray(body.tags) || body.tags.some(t => typeof t !== 'string')) {
            out.push('tags must be null or a list of strings');
        }
    }
    if ('logs' in body && typeof body.logs !== 'string')
        out.push('logs must be a string');
}
function jobName(body, out) {
    if (typeof body.job_name !== 'string' || body.job_name.trim() === '') {
        out.push('job_name must be a non-empty string');
    }
}
/** 2.1 on a start: status running, run_id "", end_time null, error_details null. */
function checkRunReport(body) {
    const out = [];
    jobName(body, out);
    const status = body.status;
    if (typeof status !== 'string' || !RUN_STATUSES.includes(status)) {
        out.push(`status must be one of ${RUN_STATUSES.join(', ')}`);
        return out;
    }
    if (!('run_id' in body))
        out.push('run_id is required');
    if (!('start_time' in body))
        out.push('start_time is required');
    else
        timestamp(body, 'start_time', true, out);
    if (!('end_time' in body))
        out.push('end_time is required (null on a start)');
    if (status === 'running') {
        if (body.run_id !== '') {
            out.push(`run_id must be an empty string on a start, got ${JSON.stringify(body.run_id)} ` +
                '(the API text shows null in an example; its field description is the rule)');
        }
        if ('end_time' in body && body.end_time !== null)
            out.push('end_time must be null on a start');
        if ('error_details' in body && body.error_details !== null) {
            out.push('error_details must be null on a start');
        }
    }
    else {
        if (typeof body.run_id !== 'string' || body.run_id === '') {
            out.push('run_id must be the run_id returned by the start');
        }
        if ('end_time' in body)
            timestamp(body, 'end_time', true, out);
        if ('error_details' in body && typeof body.error_details !== 'string') {
            out.push('error_details must be a string on an end (the literal None when there is no error)');
        }
        if (!wire_END_STATUSES.includes(status))
            out.push('bad end status');
    }
    optionalFields(body, out);
    return out;
}
/** 2.3. */
function checkHeartbeat(body) {
    const out = [];
    jobName(body, out);
    timestamp(body, 'current_time', false, out);
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    return out;
}
/** 2.4. */
function checkPipelineNotification(body) {
    const out = [];
    if (typeof body.status !== 'string' ||
        !wire_PIPELINE_STATUSES.includes(body.status)) {
        out.push(`status must be one of ${wire_PIPELINE_STATUSES.join(', ')}`);
    }
    if ('message' in body && typeof body.message !== 'string')
        out.push('message must be a string');
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    return out;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/endpoints.js
/** The four endpoints of the API text: what each checks, records and answers. */


function handleRunReport(state, body, record) {
    const { runs } = state;
    const violations = checkRunReport(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    if (body.status === 'running') {
        const runId = `run_${(0,external_node_crypto_namespaceObject.randomBytes)(8).toString('hex')}`;
        runs.add({
            run_id: runId,
            job_name: body.job_name,
            status: 'running',
            start_time: body.start_time,
            end_time: null,
            error_details: null,
            ...(isObject(body.metadata) ? { metadata: body.metadata } : {}),
            ...('tags' in body ? { tags: body.tags } : {}),
            ...(typeof body.logs === 'string' ? { logs: body.logs } : {}),
            heartbeats: 0,
            received_start: state.iso()
        });
        return { status: 200, body: { run_id: runId }, doubleEncoded: true };
    }
    const run = runs.get(body.run_id);
    if (!run) {
        record.violations.push('end report for an unknown run_id');
        return { status: 404, body: { error: `unknown run_id ${JSON.stringify(body.run_id)}` } };
    }
    if (run.status !== 'running') {
        record.violations.push(`end report for a run already ${run.status}`);
        return { status: 409, body: { error: `run ${run.run_id} already ended (${run.status})` } };
    }
    const mismatch = [];
    if (body.job_name !== run.job_name)
        mismatch.push('job_name must be the same as on the start');
    if (body.start_time !== run.start_time) {
        mismatch.push("start_time must be byte-identical to the start report's");
    }
    if (mismatch.length) {
        record.violations.push(...mismatch);
        return { status: 400, body: { error: mismatch.join('; ') } };
    }
    run.status = body.status;
    run.end_time = body.end_time;
    run.error_details = body.error_details ?? null;
    if (isObject(body.metadata))
        run.end_metadata = body.metadata;
    if ('tags' in body)
        run.tags = body.tags;
    if (typeof body.logs === 'string') {
        // The end's logs replace the start's, including any the emulator had to drop.
        run.logs = body.logs;
        delete run.logs_dropped_bytes;
    }
    run.received_end = state.iso();
    runs.updated(run);
    return { status: 200, body: { update_status: 'success' }, doubleEncoded: true };
}
function handleHeartbeat(state, body, record, intervalMs) {
    const violations = checkHeartbeat(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    const jobName = body.job_name;
    const run = state.runs
        .list()
        .reverse()
        .find(r => r.job_name === jobName && r.status === 'running');
    const at = state.iso();
    if (run) {
        run.heartbeats++;
        run.last_heartbeat = at;
    }
    state.heartbeats.push({
        at,
        job_name: jobName,
        current_time: body.current_time,
        ...(isObject(body.metadata) ? { metadata: body.metadata } : {}),
        ...(run ? { run_id: run.run_id } : {})
    });
    return {
        status: 200,
        body: {
            success: true,
            message: `Heartbeat received for ${jobName}`,
            next_expected: new Date(state.now() + intervalMs).toISOString()
        }
    };
}
function handleNotify(state, pipelineId, body, record) {
    const violations = checkPipelineNotification(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    state.notifications.push({
        at: state.iso(),
        pipeline_id: pipelineId,
        status: body.status,
        ...(typeof body.message === 'string' ? { message: body.message } : {}),
        ...(isObject(body.metadata) ? { metadata: body.metadata } : {})
    });
    return { status: 200, body: { status: 'ok', pipeline_id: pipelineId } };
}
function listPipelines(state) {
    const byId = new Map();
    for (const n of state.notifications.items()) {
        const p = byId.get(n.pipeline_id);
        byId.set(n.pipeline_id, {
            pipeline_id: n.pipeline_id,
            status: n.status,
            ...(n.message ? { message: n.message } : {}),
            updated_at: n.at,
            notifications: (p?.notifications ?? 0) + 1
        });
    }
    return { status: 200, body: { pipelines: [...byId.values()] } };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/faults.js
function describeFault(f) {
    if (f.hang)
        return 'hang';
    if (f.reset)
        return 'reset';
    if (f.updateStatusFailed)
        return 'update_status Failed';
    if (f.status)
        return `status ${f.status}${f.retryAfter ? ` (Retry-After ${f.retryAfter})` : ''}`;
    return `delay ${f.delayMs ?? 0} ms`;
}
function matches(f, path, isEnd) {
    if (f.updateStatusFailed && !isEnd)
        return false;
    if (f.path === '*')
        return true;
    if (f.path.endsWith('*'))
        return path.startsWith(f.path.slice(0, -1));
    return f.path === path;
}
class FaultBook {
    faults = [];
    add(f) {
        if (typeof f?.path !== 'string' || f.path === '')
            throw new Error('a fault needs a path');
        this.faults.push({ ...f, left: Math.max(1, Math.floor(f.count ?? 1)) });
    }
    /** The faults still to be played, each with the uses it has left. */
    pending() {
        return this.faults.map(f => ({ ...f }));
    }
    clear() {
        this.faults = [];
    }
    /** Takes one use of the first fault that applies to this request. */
    take(path, isEnd) {
        const i = this.faults.findIndex(f => matches(f, path, isEnd));
        if (i < 0)
            return undefined;
        const f = this.faults[i];
        if (--f.left <= 0)
            this.faults.splice(i, 1);
        return f;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/page-script.js
/**
 * The run page's script: every few seconds it fetches the page's view (view.ts), with the logs
 * of the runs whose log is open, and updates the rows in place, so a log the user opened stays
 * open and keeps its scroll. New rows are clones of the page's own row template. The row the
 * user is reading stays where it is on the screen (the page is scrolled by what arrived above
 * it, unless it is at its very top, where the user watches new runs arrive). Every value from
 * the view is set with textContent, never parsed as HTML. Plain browser JavaScript, served
 * inline as written (no build step); the page's Content-Security-Policy allows this script by
 * its hash and nothing else.
 */
const RUNS_PAGE_POLL_MS = 2000;
const RUNS_PAGE_SCRIPT = `
'use strict';
(function () {
  var VIEW = '/_emulator/pages/runs';
  var tbody = document.getElementById('run-rows');
  var template = document.getElementById('run-row');
  var table = document.getElementById('runs');
  var noRuns = document.getElementById('no-runs');
  var retention = document.getElementById('retention');
  var updated = document.getElementById('updated');

  function setText(el, text) {
    if (el && el.textContent !== text) el.textContent = text;
  }

  function rowFor(run) {
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var i = 0; i < rows.length; i++) {
      if (rows[i].dataset.runId === run.run_id) return rows[i];
    }
    var tr = template.content.firstElementChild.cloneNode(true);
    tr.dataset.runId = run.run_id;
    return tr;
  }

  function fill(tr, run) {
    var cells = tr.querySelectorAll('[data-cell]');
    for (var i = 0; i < cells.length; i++) {
      var value = run[cells[i].dataset.cell];
      setText(cells[i], value === undefined ? '' : String(value));
    }
    var status = tr.querySelector('[data-cell="status"]');
    var statusClass = 'status status-' + run.status_class;
    if (status.className !== statusClass) status.className = statusClass;
    var details = tr.querySelector('details');
    details.hidden = !run.logs_title;
    setText(details.querySelector('summary'), run.logs_title);
    var pre = details.querySelector('pre');
    // Logs come only for the logs that are open; a closed one keeps its text until opened.
    if (run.logs !== undefined && pre.textContent !== run.logs) {
      // Replacing the text would scroll the log back to its top.
      var top = pre.scrollTop;
      pre.textContent = run.logs;
      pre.scrollTop = top;
    }
  }

  // The first row in view, and where it is: rows that arrive above it must not move it.
  function anchor() {
    if (window.scrollY === 0) return null;
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var i = 0; i < rows.length; i++) {
      var box = rows[i].getBoundingClientRect();
      if (box.bottom > 0) return { row: rows[i], top: box.top };
    }
    return null;
  }

  function apply(view) {
    var held = anchor();
    var keep = {};
    var before = tbody.firstElementChild;
    for (var i = 0; i < view.runs.length; i++) {
      var run = view.runs[i];
      var tr = rowFor(run);
      fill(tr, run);
      keep[run.run_id] = true;
      // Rows already in order stay where they are: moving one would reset its log's scroll.
      if (tr !== before) tbody.insertBefore(tr, before);
      before = tr.nextElementSibling;
    }
    var rows = tbody.querySelectorAll('tr[data-run-id]');
    for (var j = 0; j < rows.length; j++) {
      if (!keep[rows[j].dataset.runId]) rows[j].remove();
    }
    table.hidden = view.runs.length === 0;
    noRuns.hidden = view.runs.length > 0;
    setText(retention, view.retention);
    setText(updated, view.updated);
    if (held && held.row.isConnected) {
      var moved = held.row.getBoundingClientRect().top - held.top;
      if (moved) window.scrollBy(0, moved);
    }
  }

  function viewUrl() {
    var query = new URLSearchParams();
    var open = tbody.querySelectorAll('tr[data-run-id] details[open]');
    for (var i = 0; i < open.length; i++) {
      query.append('logs', open[i].closest('tr').dataset.runId);
    }
    return VIEW + '?' + query.toString();
  }

  var timer = null;
  function poll() {
    clearTimeout(timer);
    fetch(viewUrl(), { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(function (res) {
        if (!res.ok) throw new Error('status ' + res.status);
        return res.json();
      })
      .then(apply)
      .catch(function () {
        setText(updated, 'The emulator is not answering; trying again.');
      })
      .then(function () {
        clearTimeout(timer);
        timer = setTimeout(poll, ${RUNS_PAGE_POLL_MS});
      });
  }
  // A log opened shows its newest text at once, not at the next poll.
  tbody.addEventListener(
    'toggle',
    function (e) {
      if (e.target.open) poll();
    },
    true
  );
  timer = setTimeout(poll, ${RUNS_PAGE_POLL_MS});
})();
`;

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/html.js
/**
 * The run history as an HTML page, served at `/`: rendered on the server from the page's view
 * (view.ts), then kept up to date in place by its script (page-script.ts), so nothing the user
 * opened closes. Text from requests is escaped here and set as text by the script; the
 * Content-Security-Policy runs no script but the page's own.
 */



function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
const STYLE = `
  /* The script keeps the row being read in place itself (page-script.ts). */
  html { overflow-anchor: none; }
  body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #1f2328; }
  h1 { font-size: 1.3rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; }
  .num { text-align: right; }
  .status { color: #fff; border-radius: 1rem; padding: .1rem .6rem; font-weight: 600; background: #6e7781; }
  .status-running { background: #0969da; }
  .status-success { background: #1a7f37; }
  .status-failed { background: #cf222e; }
  pre { max-height: 20rem; overflow: auto; background: #f6f8fa; padding: .5rem; }
  .empty { color: #6e7781; }
`;
const sha256 = (text) => (0,external_node_crypto_namespaceObject.createHash)('sha256').update(text).digest('base64');
/** The page's own script and style by hash, and nothing else: no injected markup can run. */
const RUNS_PAGE_HEADERS = Object.freeze({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${sha256(RUNS_PAGE_SCRIPT)}'; ` +
        `style-src 'sha256-${sha256(STYLE)}'; connect-src 'self'; base-uri 'none'; ` +
        `form-action 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store'
});
const EMPTY_ROW = {
    run_id: '',
    job_name: '',
    status: '',
    status_class: 'other',
    start: '',
    duration: '',
    heartbeats: '',
    error: '',
    logs_title: ''
};
/** One run's row; the script clones the empty one (a template) for runs that arrive. */
function renderRow(r) {
    const cell = (name, value) => `data-cell="${name}">${escapeHtml(value)}`;
    return `<tr${r.run_id ? ` data-run-id="${escapeHtml(r.run_id)}"` : ''}>
  <td ${cell('job_name', r.job_name)}</td>
  <td><span class="status status-${r.status_class}" ${cell('status', r.status)}</span></td>
  <td ${cell('start', r.start)}</td>
  <td class="num" ${cell('duration', r.duration)}</td>
  <td class="num" ${cell('heartbeats', r.heartbeats)}</td>
  <td><code ${cell('run_id', r.run_id)}</code></td>
  <td><span ${cell('error', r.error)}</span><details${r.logs_title ? '' : ' hidden'}><summary>${escapeHtml(r.logs_title)}</summary><pre>${escapeHtml(r.logs ?? '')}</pre></details></td>
</tr>`;
}
function renderRunsPage(runs, nowIso, summary) {
    return renderRunsView(runsPageView(runs, nowIso, summary));
}
function renderRunsView(view) {
    const none = view.runs.length === 0;
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>job-monitor: runs</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Job Monitoring Service emulator: runs</h1>
<p class="empty" id="no-runs"${none ? '' : ' hidden'}>No runs yet.</p>
<table id="runs"${none ? ' hidden' : ''}>
<thead><tr><th>Job</th><th>Status</th><th>Start (UTC)</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error / logs</th></tr></thead>
<tbody id="run-rows">
${view.runs.map(renderRow).join('\n')}
</tbody>
</table>
<template id="run-row">${renderRow(EMPTY_ROW)}</template>
<p class="empty" id="retention">${escapeHtml(view.retention)}</p>
<p class="empty"><span id="updated">${escapeHtml(view.updated)}</span> JSON: <a href="/_emulator/runs">runs</a>, <a href="/_emulator/requests">requests</a>, <a href="/_emulator/record">record</a>.</p>
<script>${RUNS_PAGE_SCRIPT}</script>
</body>
</html>
`;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/routing.js
function route(method, path) {
    if (method === 'POST' && path === '/monitoring')
        return { endpoint: 'monitoring' };
    if (method === 'POST' && path === '/heartbeat')
        return { endpoint: 'heartbeat' };
    if (method === 'GET' && path === '/api/v1/pipelines')
        return { endpoint: 'list-pipelines' };
    const notify = /^\/api\/pipelines\/([^/]+)\/notify$/.exec(path);
    if (method === 'POST' && notify)
        return { endpoint: 'notify', pipelineId: notify[1] };
    return { endpoint: 'unknown' };
}
/** The pipeline endpoints, which take `Bearer <key>`. */
function isPipelineFamily(path) {
    return path.startsWith('/api/');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/limits.js
const MiB = 1024 * 1024;
const DEFAULT_LIMITS = Object.freeze({
    maxBodyBytes: 5 * MiB,
    maxRecordedRequests: 10_000,
    maxRecordedBytes: 32 * MiB,
    maxRuns: 10_000,
    maxRunBytes: 32 * MiB,
    maxEvents: 10_000,
    maxEventBytes: 8 * MiB
});
/** The defaults with `given` over them; a limit that is not a positive whole number throws. */
function resolveLimits(given = {}) {
    const limits = { ...DEFAULT_LIMITS, ...given };
    for (const [name, value] of Object.entries(limits)) {
        if (!Number.isSafeInteger(value) || value < 1) {
            throw new Error(`emulator limit ${name} must be a positive whole number, got ${value}`);
        }
    }
    return limits;
}
/** Bytes of `value` as JSON: how the bounded stores size what they keep. */
function jsonBytes(value) {
    return Buffer.byteLength(JSON.stringify(value) ?? '');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/bounded.js
class BoundedList {
    maxCount;
    maxBytes;
    sizeOf;
    entries = [];
    /** Index of the oldest kept entry: dropping from the front stays O(1). */
    head = 0;
    bytes = 0;
    dropped = 0;
    droppedBytes = 0;
    constructor(maxCount, maxBytes, sizeOf) {
        this.maxCount = maxCount;
        this.maxBytes = maxBytes;
        this.sizeOf = sizeOf;
    }
    /** Keeps `item` as the newest entry, then drops the oldest until both limits hold. */
    push(item) {
        const bytes = this.sizeOf(item);
        this.entries.push({ item, bytes });
        this.bytes += bytes;
        this.trim();
    }
    /** Drops the oldest entries while either limit is exceeded (the newest always stays). */
    trim() {
        while (this.entries.length - this.head > 1 &&
            (this.entries.length - this.head > this.maxCount || this.bytes > this.maxBytes)) {
            const e = this.entries[this.head++];
            this.bytes -= e.bytes;
            this.dropped++;
            this.droppedBytes += e.bytes;
        }
        // Compact once the dropped prefix is as long as what is kept.
        if (this.head > 0 && this.head * 2 >= this.entries.length) {
            this.entries = this.entries.slice(this.head);
            this.head = 0;
        }
    }
    /** The kept entries, oldest first (a new array). */
    items() {
        const out = [];
        for (let i = this.head; i < this.entries.length; i++)
            out.push(this.entries[i].item);
        return out;
    }
    get length() {
        return this.entries.length - this.head;
    }
    retention() {
        return {
            kept: this.length,
            bytes: this.bytes,
            dropped: this.dropped,
            droppedBytes: this.droppedBytes,
            maxCount: this.maxCount,
            maxBytes: this.maxBytes
        };
    }
    clear() {
        this.entries = [];
        this.head = 0;
        this.bytes = 0;
        this.dropped = 0;
        this.droppedBytes = 0;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/rate-limit.js
/**
 * The hourly request limit (API text, 8): fixed one-hour windows from the first counted
 * request (the API text leaves open whether the window is fixed or sliding).
 */
const HOUR_MS = 3600_000;
class HourlyLimit {
    now;
    perHour;
    windowStart;
    windowCount = 0;
    constructor(now, perHour) {
        this.now = now;
        this.perHour = perHour;
    }
    /** Counts a request; over the limit, the seconds until the window ends (for Retry-After). */
    overLimit() {
        const t = this.now();
        if (this.windowStart === undefined || t - this.windowStart >= HOUR_MS) {
            this.windowStart = t;
            this.windowCount = 0;
        }
        this.windowCount++;
        if (this.windowCount <= this.perHour)
            return undefined;
        return Math.max(1, Math.ceil((this.windowStart + HOUR_MS - t) / 1000));
    }
    reset() {
        this.windowStart = undefined;
        this.windowCount = 0;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/record.js


/** The record's own fields beside the body, counted so many tiny requests are bounded too. */
const RECORD_OVERHEAD_BYTES = 256;
class RequestRecord {
    iso;
    kept;
    /** Numbers the records; not reset, so a record's number stays unique. */
    seq = 0;
    constructor(maxRequests, maxBytes, iso) {
        this.iso = iso;
        this.kept = new BoundedList(maxRequests, maxBytes, r => Buffer.byteLength(r.rawBody) + RECORD_OVERHEAD_BYTES);
    }
    /** Records a request with its body as received (parsed too, when it is JSON). */
    add(req, path, raw, pipelineFamily, apiKey) {
        let parsed = null;
        try {
            parsed = raw ? JSON.parse(raw) : null;
        }
        catch {
            parsed = null;
        }
        const record = {
            seq: ++this.seq,
            at: this.iso(),
            method: req.method ?? '',
            path,
            auth: authForm(req.headers.authorization, pipelineFamily, apiKey),
            rawBody: raw,
            body: parsed,
            status: 0,
            violations: []
        };
        this.kept.push(record);
        return record;
    }
    /** Records a request refused for the size of its body: its body is not kept. */
    refuseTooLarge(req, path, bytes, maxBytes, pipelineFamily, apiKey) {
        const record = this.add(req, path, '', pipelineFamily, apiKey);
        record.status = 413;
        record.violations.push(`the body (${bytes} bytes) is over the emulator's limit of ${maxBytes} bytes; not kept`);
        return record;
    }
    /** Oldest first. */
    list() {
        return this.kept.items();
    }
    retention() {
        return this.kept.retention();
    }
    clear() {
        this.kept.clear();
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/runs.js
/**
 * The run history, kept within a count and a byte budget. Over the bytes, the oldest runs lose
 * their logs first (the row stays, with how many bytes of logs it lost), then the oldest runs go;
 * the newest run is always kept whole.
 */

class RunStore {
    maxCount;
    maxBytes;
    runs = new Map();
    bytes = 0;
    dropped = 0;
    logsDropped = 0;
    constructor(maxCount, maxBytes) {
        this.maxCount = maxCount;
        this.maxBytes = maxBytes;
    }
    get(runId) {
        return this.runs.get(runId)?.run;
    }
    /** Oldest first. */
    list() {
        return [...this.runs.values()].map(e => e.run);
    }
    add(run) {
        const bytes = jsonBytes(run);
        this.runs.set(run.run_id, { run, bytes });
        this.bytes += bytes;
        this.trim(run.run_id);
    }
    /** Counts a run again after it changed (its end, with logs and metadata). */
    updated(run) {
        const e = this.runs.get(run.run_id);
        if (!e)
            return;
        this.resize(e);
        this.trim(run.run_id);
    }
    resize(e) {
        const bytes = jsonBytes(e.run);
        this.bytes += bytes - e.bytes;
        e.bytes = bytes;
    }
    /** Applies both limits, sparing `spared` (the run just added or changed). */
    trim(spared) {
        for (const [id, e] of this.runs) {
            if (this.runs.size <= this.maxCount)
                break;
            if (id !== spared)
                this.drop(id, e);
        }
        // Over the bytes, the oldest runs' logs go first...
        for (const [id, e] of this.runs) {
            if (this.bytes <= this.maxBytes)
                return;
            if (id !== spared && e.run.logs !== undefined) {
                e.run.logs_dropped_bytes = Buffer.byteLength(e.run.logs);
                delete e.run.logs;
                this.logsDropped++;
                this.resize(e);
            }
        }
        // ...then the oldest runs.
        for (const [id, e] of this.runs) {
            if (this.bytes <= this.maxBytes)
                return;
            if (id !== spared)
                this.drop(id, e);
        }
    }
    drop(id, e) {
        this.runs.delete(id);
        this.bytes -= e.bytes;
        this.dropped++;
    }
    retention() {
        return {
            kept: this.runs.size,
            bytes: this.bytes,
            dropped: this.dropped,
            logsDropped: this.logsDropped,
            maxCount: this.maxCount,
            maxBytes: this.maxBytes
        };
    }
    clear() {
        this.runs = new Map();
        this.bytes = 0;
        this.dropped = 0;
        this.logsDropped = 0;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/state.js
/** What the emulator remembers between requests, and the answer type its handlers return. */






class EmulatorState {
    now;
    limits;
    requests;
    runs;
    notifications;
    heartbeats;
    faults = new FaultBook();
    limit;
    constructor(now, hourlyLimit, limits) {
        this.now = now;
        this.limits = limits;
        this.limit = new HourlyLimit(now, hourlyLimit);
        this.requests = new RequestRecord(limits.maxRecordedRequests, limits.maxRecordedBytes, () => this.iso());
        this.runs = new RunStore(limits.maxRuns, limits.maxRunBytes);
        this.notifications = new BoundedList(limits.maxEvents, limits.maxEventBytes, jsonBytes);
        this.heartbeats = new BoundedList(limits.maxEvents, limits.maxEventBytes, jsonBytes);
    }
    iso() {
        return new Date(this.now()).toISOString();
    }
    summary() {
        return {
            requests: this.requests.retention(),
            runs: this.runs.retention(),
            heartbeats: this.heartbeats.retention(),
            notifications: this.notifications.retention(),
            maxBodyBytes: this.limits.maxBodyBytes
        };
    }
    /** Forgets runs, records, faults and the hourly count. */
    reset() {
        this.requests.clear();
        this.runs.clear();
        this.notifications.clear();
        this.heartbeats.clear();
        this.faults.clear();
        this.limit.reset();
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/server.js












function send(res, a) {
    const text = a.doubleEncoded ? JSON.stringify(JSON.stringify(a.body)) : JSON.stringify(a.body);
    // nosniff: a browser never reads an answer (which may hold text from requests) as HTML.
    res.writeHead(a.status, {
        'Content-Type': 'application/json',
        'X-Content-Type-Options': 'nosniff',
        ...a.headers
    });
    res.end(text);
}
/**
 * Plays an injected fault. Returns true when the request is handled (hung, reset or answered);
 * a fault that is only a delay lets it go on.
 */
async function playFault(fault, req, res, answer, hung) {
    if (fault.delayMs)
        await new Promise(r => setTimeout(r, fault.delayMs));
    if (fault.hang) {
        hung.add(res);
        return true;
    }
    if (fault.reset) {
        req.socket.destroy();
        return true;
    }
    if (fault.updateStatusFailed) {
        answer({ status: 200, body: { update_status: 'Failed' }, doubleEncoded: true });
        return true;
    }
    if (fault.status) {
        answer({
            status: fault.status,
            body: { error: `injected fault: status ${fault.status}` },
            ...(fault.retryAfter ? { headers: { 'Retry-After': fault.retryAfter } } : {})
        });
        return true;
    }
    return false;
}
/** The endpoint's own handler, once auth, the limit and the body's form have passed. */
function dispatch(state, r, body, record, intervalMs) {
    switch (r.endpoint) {
        case 'monitoring':
            return handleRunReport(state, body, record);
        case 'heartbeat':
            return handleHeartbeat(state, body, record, intervalMs);
        case 'notify':
            return handleNotify(state, decodeURIComponent(r.pipelineId), body, record);
    }
}
function pathOf(req) {
    return new URL(req.url ?? '/', 'http://emulator').pathname;
}
function queryOf(req) {
    return new URL(req.url ?? '/', 'http://emulator').searchParams;
}
async function startEmulator(o) {
    if (!o.apiKey)
        throw new Error('the emulator needs an API key to accept');
    const apiKey = o.apiKey;
    const limits = resolveLimits(o.limits);
    const state = new EmulatorState(o.now ?? Date.now, o.hourlyLimit ?? 100, limits);
    const intervalMs = (o.heartbeatIntervalSeconds ?? 300) * 1000;
    const sockets = new Set();
    const hung = new Set();
    /**
     * A body over the limit was read to its end without being kept: refused with 413, recorded
     * (without the body) when it was for one of the service's endpoints.
     */
    function refuseTooLarge(req, res, bytes) {
        const path = pathOf(req);
        const error = `the body is over the emulator's limit of ${limits.maxBodyBytes} bytes`;
        if (!path.startsWith('/_emulator/')) {
            const pipelineFamily = isPipelineFamily(path);
            state.requests.refuseTooLarge(req, path, bytes, limits.maxBodyBytes, pipelineFamily, apiKey);
        }
        send(res, { status: 413, body: { error } });
    }
    async function handle(req, res, raw) {
        const path = pathOf(req);
        const page = path === '/' || path === '/index.html';
        if (page || path.startsWith('/_emulator/')) {
            const refused = refuseForeignHost(req.headers.host, o.host);
            if (refused)
                return send(res, refused);
        }
        if (path.startsWith('/_emulator/'))
            return send(res, control(state, req.method, path, queryOf(req), req.headers, raw));
        if (req.method === 'GET' && page) {
            res.writeHead(200, RUNS_PAGE_HEADERS);
            return void res.end(renderRunsPage(state.runs.list(), state.iso(), state.summary()));
        }
        const r = route(req.method, path);
        const pipelineFamily = isPipelineFamily(path);
        const record = state.requests.add(req, path, raw, pipelineFamily, apiKey);
        const parsed = record.body;
        const answer = (a) => {
            record.status = a.status;
            send(res, a);
        };
        if (r.endpoint === 'unknown')
            return answer({ status: 404, body: { error: `no endpoint ${req.method} ${path}` } });
        const isEnd = path === '/monitoring' && isObject(parsed) && parsed.status !== 'running';
        const fault = state.faults.take(path, isEnd);
        if (fault) {
            record.fault = describeFault(fault);
            if (await playFault(fault, req, res, answer, hung))
                return;
        }
        if (!authorized(record, pipelineFamily))
            return answer({ status: 401, body: { error: 'Unauthorized' } });
        const retryAfter = state.limit.overLimit();
        if (retryAfter !== undefined) {
            return answer({
                status: 429,
                body: { error: `Rate limit exceeded: ${state.limit.perHour} requests per hour` },
                headers: { 'Retry-After': String(retryAfter) }
            });
        }
        if (r.endpoint === 'list-pipelines')
            return answer(listPipelines(state));
        if (!isJsonBody(req.headers)) {
            record.violations.push('Content-Type must be application/json');
            return answer({ status: 415, body: { error: 'Content-Type must be application/json' } });
        }
        if (!isObject(parsed)) {
            record.violations.push('the body must be a JSON object');
            return answer({ status: 400, body: { error: 'the body must be a JSON object' } });
        }
        return answer(dispatch(state, r, parsed, record, intervalMs));
    }
    const server = (0,external_node_http_namespaceObject.createServer)((req, res) => {
        // Past the limit the rest of the body is read and thrown away, so the client gets the 413
        // rather than a connection reset in the middle of its upload.
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size <= limits.maxBodyBytes)
                chunks.push(c);
            else
                chunks.length = 0;
        });
        req.on('end', () => {
            if (size > limits.maxBodyBytes)
                return refuseTooLarge(req, res, size);
            handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(e => {
                if (!res.headersSent)
                    send(res, { status: 500, body: { error: String(e) } });
            });
        });
    });
    server.on('connection', s => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
    });
    const { port } = server.address();
    const host = o.host && o.host !== '0.0.0.0' ? o.host : '127.0.0.1';
    return {
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        apiKey,
        requests: () => state.requests.list(),
        runs: () => state.runs.list(),
        notifications: () => state.notifications.items(),
        heartbeats: () => state.heartbeats.items(),
        record: () => state.summary(),
        inject: f => state.faults.add(f),
        clearFaults: () => state.faults.clear(),
        reset: () => state.reset(),
        close: () => new Promise(resolve => {
            for (const s of sockets)
                s.destroy();
            hung.clear();
            server.close(() => resolve());
        })
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/table.js
/** The run history as a plain-text table, for `job-monitor runs` and the demo. */

function renderRunsTable(runs, nowIso = new Date().toISOString()) {
    if (runs.length === 0)
        return 'No runs yet.\n';
    const header = ['JOB', 'STATUS', 'START (UTC)', 'DURATION', 'HEARTBEATS', 'RUN ID', 'ERROR'];
    const rows = runs.map(r => [
        r.job_name,
        r.status,
        shortTime(r.start_time),
        durationOf(r, nowIso),
        String(r.heartbeats),
        r.run_id,
        r.error_details && r.error_details !== 'None' ? oneLine(r.error_details, 50) : ''
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map(row => row[i].length)));
    const line = (cells) => cells
        .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)].join('\n') + '\n';
}
function oneLine(text, max) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/command.js
/** `job-monitor emulator` and `job-monitor runs`. */




/**
 * The emulator's flags, read the same way for `job-monitor emulator` and the emulator's own
 * bundle. A value that is not a whole number in range is a UsageError naming its flag.
 */
function emulatorOptions(flags, env) {
    return {
        port: wholeNumber(pick(flags, 'port', {}), '--port', 0, 65535) ?? 0,
        apiKey: pick(flags, 'api-key', {}),
        host: pick(flags, 'host', {}),
        hourlyLimit: wholeNumber(pick(flags, 'hourly-limit', {}), '--hourly-limit', 1, 1_000_000),
        heartbeatIntervalSeconds: wholeNumber(pick(flags, 'heartbeat-interval', {}), '--heartbeat-interval', 1, 86_400),
        env
    };
}
async function emulatorCommand(o) {
    const given = o.apiKey || o.env.JOB_MONITOR_API_KEY;
    // A key made here guards nothing real; it is shown (once listening) so the user can
    // configure a client.
    const apiKey = given || `emu_${(0,external_node_crypto_namespaceObject.randomBytes)(12).toString('hex')}`;
    const emulator = await startEmulator({
        port: o.port,
        host: o.host,
        apiKey,
        hourlyLimit: o.hourlyLimit,
        heartbeatIntervalSeconds: o.heartbeatIntervalSeconds
    });
    if (!given)
        process.stderr.write(`api key: ${apiKey}\n`);
    // The first line of stdout is the base URL alone, for scripts.
    process.stdout.write(`${emulator.url}\n`);
    process.stderr.write(`Job Monitoring Service emulator on ${emulator.url} (run history: ${emulator.url}/)\n`);
    await new Promise(resolve => {
        const stop = () => resolve();
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
    });
    await emulator.close();
}
async function runsCommand(o) {
    const res = await fetch(new URL('/_emulator/runs', o.url));
    if (!res.ok)
        throw new Error(`${o.url} answered ${res.status} for its run history`);
    const runs = (await res.json());
    process.stdout.write(o.json ? `${JSON.stringify(runs, null, 2)}\n` : renderRunsTable(runs));
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/index.js
/**
 * The local service emulator: importable (`startEmulator`) and runnable on its own
 * (`node dist/emulator/index.js --port 0 --api-key KEY`), with the flags of `job-monitor emulator`.
 */









function runDirectly() {
    const entry = process.argv[1];
    if (!entry)
        return false;
    try {
        return import.meta.url === (0,external_node_url_namespaceObject.pathToFileURL)((0,external_node_fs_namespaceObject.realpathSync)(entry)).href;
    }
    catch {
        return false;
    }
}
if (runDirectly()) {
    let options;
    try {
        const { values } = (0,external_node_util_namespaceObject.parseArgs)({
            options: {
                port: { type: 'string' },
                host: { type: 'string' },
                'api-key': { type: 'string' },
                'hourly-limit': { type: 'string' },
                'heartbeat-interval': { type: 'string' }
            }
        });
        options = emulatorOptions(values, process.env);
    }
    catch (e) {
        // A usage mistake (an unknown flag, --port abc): exit 2, as the command-line tool does.
        process.stderr.write(`emulator: ${e.message}\n`);
        process.exit(2);
    }
    emulatorCommand(options).catch(e => {
        process.stderr.write(`emulator: ${e.message}\n`);
        process.exit(1);
    });
}

var __webpack_exports__DEFAULT_LIMITS = __webpack_exports__.dR;
var __webpack_exports__emulatorCommand = __webpack_exports__.tD;
var __webpack_exports__emulatorOptions = __webpack_exports__.Ku;
var __webpack_exports__renderRunsPage = __webpack_exports__.ox;
var __webpack_exports__renderRunsTable = __webpack_exports__.Pr;
var __webpack_exports__runsCommand = __webpack_exports__._w;
var __webpack_exports__startEmulator = __webpack_exports__.sJ;
export { __webpack_exports__DEFAULT_LIMITS as DEFAULT_LIMITS, __webpack_exports__emulatorCommand as emulatorCommand, __webpack_exports__emulatorOptions as emulatorOptions, __webpack_exports__renderRunsPage as renderRunsPage, __webpack_exports__renderRunsTable as renderRunsTable, __webpack_exports__runsCommand as runsCommand, __webpack_exports__startEmulator as startEmulator };
