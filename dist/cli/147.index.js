export const id = 147;
export const ids = [147];
export const modules = {

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

/***/ 2864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PT: () => (/* binding */ lineStart),
/* harmony export */   fT: () => (/* binding */ laidOutViews),
/* harmony export */   kd: () => (/* binding */ lineEnd),
/* harmony export */   o9: () => (/* binding */ isWrappedLine)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5474);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ep: () => (/* binding */ maskSpans),
/* harmony export */   fD: () => (/* binding */ allMatches),
/* harmony export */   q4: () => (/* binding */ mergeSpans)
/* harmony export */ });
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5474);
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ Redactor)
});

// UNUSED EXPORTS: MASK

// EXTERNAL MODULE: ./src/logs/constants.ts
var constants = __webpack_require__(5474);
// EXTERNAL MODULE: ./src/logs/redact-layouts.ts
var redact_layouts = __webpack_require__(2864);
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
var redact_shapes = __webpack_require__(353);
// EXTERNAL MODULE: ./src/logs/redact-spans.ts
var redact_spans = __webpack_require__(6814);
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

/***/ 4147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ safeForLog)
/* harmony export */ });
/* harmony import */ var _util_inert_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1306);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44);
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
    const redactor = secrets instanceof _redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .p ? secrets : new _redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .p(secrets);
    return (0,_util_inert_text_js__WEBPACK_IMPORTED_MODULE_1__/* .inertLine */ .Fq)(redactor.redact(String(text)), maxChars);
}


/***/ }),

/***/ 1306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fq: () => (/* binding */ inertLine),
/* harmony export */   hN: () => (/* binding */ escapeControl),
/* harmony export */   xU: () => (/* binding */ commandLike)
/* harmony export */ });
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


/***/ })

};
