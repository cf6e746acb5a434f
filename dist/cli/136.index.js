export const id = 136;
export const ids = [136];
export const modules = {

/***/ 7136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   complain: () => (/* binding */ complain),
/* harmony export */   e: () => (/* binding */ messenger)
/* harmony export */ });
/* harmony import */ var _logs_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2790);
/** job-monitor's own messages on stderr. */

/**
 * One line of job-monitor's own on stderr, prefixed so it never mixes with a command's stdout.
 * Messages quote text we did not write (the service's answers, names, values given to us), and
 * inside a CI step every line is read by the runner: this is the one gate, so control characters
 * show escaped and no line reads as a workflow command.
 */
function complain(message) {
    process.stderr.write(`job-monitor: ${(0,_logs_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .safeForLog */ .p5)(message)}\n`);
}
/** job-monitor's messages that `--quiet` silences. */
function messenger(quiet) {
    return message => {
        if (!quiet)
            complain(message);
    };
}


/***/ }),

/***/ 5474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KS: () => (/* binding */ ERROR_LINE_BYTES),
/* harmony export */   e1: () => (/* binding */ ERROR_LINES_KEPT),
/* harmony export */   rJ: () => (/* binding */ ERROR_DETAILS_MAX_BYTES),
/* harmony export */   sw: () => (/* binding */ MIN_ENCODED_FORM_LENGTH),
/* harmony export */   uF: () => (/* binding */ REDACTION_CONTEXT_BYTES),
/* harmony export */   v5: () => (/* binding */ MASK),
/* harmony export */   vb: () => (/* binding */ MIN_SECRET_LENGTH),
/* harmony export */   xb: () => (/* binding */ ERROR_DETAILS_TAIL_LINES)
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

/***/ 2790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p5: () => (/* binding */ safeForLog),
/* harmony export */   pO: () => (/* binding */ Redactor)
/* harmony export */ });
/* unused harmony exports TOKEN_SHAPES, secretForms, maskSpans */
/* harmony import */ var _util_safe_for_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3970);
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
    longest = 0;
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
        for (const form of secretForms(trimmed)) {
            this.forms.add(form);
            this.longest = Math.max(this.longest, Buffer.byteLength(form));
        }
        this.pattern = undefined;
    }
    /** Bytes of the longest form of a registered secret: a reader holds at least this at a cut. */
    longestFormBytes() {
        return this.longest;
    }
    /** The merged, sorted spans of `text` to hide. */
    spans(text, edges = {}) {
        const spans = [];
        this.registeredSpans(text, spans);
        for (const { pattern } of TOKEN_SHAPES)
            allMatches(pattern, text, spans);
        privateKeyBlocks(text, spans);
        if (edges.openEnd)
            this.openEndSpans(text, spans);
        if (edges.openStart)
            this.openStartSpans(text, spans);
        return merge(spans);
    }
    /**
     * Whether `text` holds a registered secret, in any of its forms. For what cannot be masked
     * without changing its meaning (an identifier the service matches on): it is refused instead.
     */
    holdsSecret(text) {
        const spans = [];
        this.registeredSpans(text, spans);
        return spans.length > 0;
    }
    registeredSpans(text, spans) {
        if (this.forms.size === 0)
            return;
        this.pattern ??= new RegExp([...this.forms]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|'), 'g');
        allMatches(this.pattern, text, spans);
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
        const run = trailingRunStart(text);
        if (run < text.length)
            spans.push({ start: run, end: text.length });
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
/**
 * One line of untrusted text for a log: secrets (given as strings or as the run's Redactor)
 * hidden with their URL-encoded, base64, base64url and hex forms and the common token shapes;
 * control characters shown escaped; `::` at its start and `##[` anywhere, which the Actions
 * runner reads as workflow commands, broken up. Redacted whole, then cut to `maxChars`.
 */
function safeForLog(text, secrets = [], maxChars = Infinity) {
    const redactor = secrets instanceof Redactor ? secrets : new Redactor(secrets);
    return (0,_util_safe_for_log_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(redactor.redact(String(text)), maxChars);
}


/***/ }),

/***/ 3970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ inertLine),
/* harmony export */   hN: () => (/* binding */ escapeControl),
/* harmony export */   xU: () => (/* binding */ commandLike)
/* harmony export */ });
/**
 * Text we did not write (a service's answer, an error body) made fit for one log line: the
 * characters a terminal or the runner would act on are shown instead of obeyed. Hiding the
 * secrets it may echo is redaction's job (safeForLog in logs/redact.ts does both).
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
 * cut to `maxChars`. Secrets are the caller's business (logs/redact.ts safeForLog hides them first).
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


/***/ })

};
