export const id = 58;
export const ids = [58];
export const modules = {

/***/ 3481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jl: () => (/* binding */ charStart),
/* harmony export */   NS: () => (/* binding */ HeadTailCapture),
/* harmony export */   dm: () => (/* binding */ headTail)
/* harmony export */ });
/* unused harmony export cutMarker */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5474);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44);
/* harmony import */ var _redact_shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(353);
/* harmony import */ var _util_bytes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1671);
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
const BLANKS_ONLY = /^[ \t\r]*$/;
/** The blanks that may come between a credential's name and its value (LEADING_VALUE). */
const BLANK_BYTES = new Set([0x20, 0x09, 0x0d]);
/** Hides only the common token shapes: a capture told of no secret still hides those. */
const SHAPES_ONLY = new _redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .p();
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
    /**
     * Offsets (in bytes written) where what follows does not continue what came before: two
     * sources met there in the middle of a line. Only those within the windows are kept.
     */
    seams = [];
    /** `contextBytes`: held beyond each cut, at least the longest secret shape (stream-redact.ts). */
    constructor(maxBytes, contextBytes = _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .REDACTION_CONTEXT_BYTES */ .uF) {
        if (!Number.isInteger(maxBytes) || maxBytes < 0)
            throw new RangeError('maxBytes must be a whole number >= 0');
        this.maxBytes = maxBytes;
        const context = Math.max(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .REDACTION_CONTEXT_BYTES */ .uF, contextBytes);
        // Too small for head + marker + tail: keep only the end, which says most.
        const headKept = maxBytes < MIN_CUT_BYTES ? 0 : Math.floor(maxBytes / 2);
        this.headLimit = headKept === 0 ? 0 : headKept + context;
        this.tailLimit = maxBytes - headKept + context;
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
    /**
     * What is written next does not continue what was written so far (another source's line
     * went in between): the text on each side is redacted as cut there. `before` and `after`
     * name the sources that wrote on each side, so that a credential's name left at the end of
     * one source's text still hides the value that source writes after the seam.
     */
    seam(before, after) {
        if (this.total === 0)
            return;
        const last = this.seams.at(-1);
        if (last?.at === this.total) {
            last.after = after;
            return;
        }
        // Seams that neither window holds any longer are let go.
        const tailStart = this.total - this.tailLimit;
        this.seams = this.seams.filter(s => s.at <= this.headLimit || s.at > tailStart);
        this.seams.push({ at: this.total, before, after });
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
            const whole = encoder.encode(this.redactAt(redactor, (0,_util_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .concatBytes */ .I)(head, tail), 0, {}));
            if (whole.length <= this.maxBytes)
                return decoder.decode(whole);
            return joinCut(whole, whole, Math.max(this.total, whole.length), this.maxBytes);
        }
        // Two windows of a longer text: each redacted with its far edge open, then cut.
        const headEnd = charStart(head, head.length);
        const tailStart = charStartForward(tail, 0);
        const redHead = encoder.encode(this.redactAt(redactor, head.subarray(0, headEnd), 0, { openEnd: true }));
        // A window that opens on blanks may go on from a credential's name that the cut left out
        // (`password =`, then more blanks than the context held beyond a cut): the first word
        // after them is hidden as the value the name announced, as it is in the whole text.
        const redTail = encoder.encode(this.redactAt(redactor, tail.subarray(tailStart), this.total - tail.length + tailStart, {
            openStart: true,
            afterPrefix: BLANK_BYTES.has(tail[tailStart])
        }));
        // The marker counts the bytes of the original text not shown (masks in what is shown aside).
        return joinCut(redHead, redTail, this.total, this.maxBytes);
    }
    /**
     * `bytes`, written from offset `at` on, redacted piece by piece between its seams. A piece
     * that ends with a credential's name (`password =`) passes its value on to the next piece of
     * the same source: another source's lines may come in between.
     */
    redactAt(redactor, bytes, at, edges) {
        const cuts = this.seams.filter(s => s.at > at && s.at < at + bytes.length);
        if (cuts.length === 0)
            return redactor.redact(decoder.decode(bytes), edges);
        const bounds = [0, ...cuts.map(s => s.at - at), bytes.length];
        /** Sources whose last piece ended with a credential's name (the first: as the edge says). */
        const announced = new Set();
        if (edges.afterPrefix)
            announced.add(cuts[0].before);
        let out = '';
        for (let i = 0; i + 1 < bounds.length; i++) {
            const source = i < cuts.length ? cuts[i].before : cuts[i - 1].after;
            const text = decoder.decode(bytes.subarray(bounds[i], bounds[i + 1]));
            out += redactor.redact(text, {
                openStart: i > 0 || edges.openStart,
                openEnd: i + 2 < bounds.length || edges.openEnd,
                afterPrefix: announced.has(source)
            });
            // Blanks alone neither give the value nor take its announcement back.
            if (BLANKS_ONLY.test(text))
                continue;
            if (i + 2 < bounds.length && (0,_redact_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .endsWithPrefix */ .R3)(text))
                announced.add(source);
            else
                announced.delete(source);
        }
        return out;
    }
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

/***/ 5360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q5: () => (/* binding */ outputQuote),
/* harmony export */   Rv: () => (/* binding */ RUNNER_ERROR_PREFIX),
/* harmony export */   Xm: () => (/* binding */ withQuote)
/* harmony export */ });
/* unused harmony exports looksLikeError, errorLinesOf, failureQuote */
/* harmony import */ var _capture_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3481);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5474);
/* harmony import */ var _runner_markup_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1098);
/**
 * Why a run failed, in its own output's words, for error_details: its last error lines, then
 * its last lines, within a bound. One rule for the action's failed steps (whose error lines
 * the runner marks `##[error]`, found by the step capture) and for the command-line tool's
 * wrapped commands and log files (whose error lines are those that look like one).
 */



/** The runner's own error line (a step's `::error::`, its exit code). */
const RUNNER_ERROR_PREFIX = '##[error]';
/**
 * The words by which tools and shells say something went wrong, as whole words in any case:
 * `ERROR: connection to warehouse timed out`, `make: *** [all] Error 2`, `fatal: not a git
 * repository`, `Traceback (most recent call last):`, `panic: runtime error`, `npm ERR!`,
 * `FAILED tests/x.py`. A plural (`0 errors`) is a count, not an error.
 */
const ERROR_WORDS = /\b(?:error|err!|fatal|exception|traceback|panic|panicked|failed|failure)(?!\w)/i;
/** Whether a line of output looks like an error (a runner's or a workflow command's marker too). */
function looksLikeError(line) {
    return (line.startsWith(RUNNER_ERROR_PREFIX) || line.startsWith('::error') || ERROR_WORDS.test(line));
}
/**
 * The last ERROR_LINES_KEPT lines of `text` (already redacted) that look like errors, each cut
 * to ERROR_LINE_BYTES.
 */
function errorLinesOf(text, redactor) {
    const found = [];
    for (const line of text.split('\n')) {
        const l = line.replace(/\r$/, '');
        if (!looksLikeError(l))
            continue;
        found.push(l);
        if (found.length > _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ERROR_LINES_KEPT */ .e1)
            found.shift();
    }
    return found.map(l => cutLine(l, redactor));
}
function cutLine(line, redactor) {
    return Buffer.byteLength(line) <= _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ERROR_LINE_BYTES */ .KS
        ? line
        : (0,_capture_js__WEBPACK_IMPORTED_MODULE_0__/* .headTail */ .dm)(line, _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ERROR_LINE_BYTES */ .KS, redactor);
}
/**
 * One failed run's (or step's) quote: `title`, its error lines, then `...` and its last lines
 * not already quoted, within `maxBytes`, each as a person reads it (the runner's `##[error]`
 * as "Error: ", runner-markup.ts). `text` and `errors` are redacted already; what is cut is
 * redacted again at the cut.
 */
function failureQuote(q) {
    const last = q.text
        .replace(/\n$/, '')
        .split('\n')
        .map(l => l.replace(/\r$/, ''))
        // Not twice: an error line is quoted among the errors (cut, when it is long).
        .filter(l => !q.errors.includes(l) && !q.errors.includes(cutLine(l, q.redactor)))
        // As a person reads them: the runner's markup read (a group's end shows nothing).
        .map(_runner_markup_js__WEBPACK_IMPORTED_MODULE_1__/* .readableLine */ .$)
        .filter((l) => l !== undefined)
        .slice(-_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ERROR_DETAILS_TAIL_LINES */ .xb);
    const shown = last.some(l => l.trim()) ? last : [];
    const errors = q.errors.map(e => (0,_runner_markup_js__WEBPACK_IMPORTED_MODULE_1__/* .readableLine */ .$)(e)).filter((e) => e !== undefined);
    if (!q.title && !errors.length && !shown.length)
        return '';
    const block = [
        ...(q.title ? [q.title] : []),
        ...errors,
        ...(shown.length ? ['...', ...shown] : [])
    ];
    return (0,_capture_js__WEBPACK_IMPORTED_MODULE_0__/* .headTail */ .dm)(block.join('\n'), q.maxBytes ?? _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .ERROR_DETAILS_MAX_BYTES */ .rJ, q.redactor);
}
/**
 * The quote of a command's output or a log file for error_details: its error-looking lines,
 * then its last lines (see failureQuote).
 */
function outputQuote(text, redactor, title) {
    return failureQuote({ title, errors: errorLinesOf(text, redactor), text, redactor });
}
/**
 * error_details with a failed run's quote (made by `quoteOf`) after it. A success's and a
 * cancel's stay as they are: a cancelled run's output does not say why it was cancelled.
 */
function withQuote(details, status, quoteOf) {
    if (status !== 'failed')
        return details;
    // Only a failure's output is searched: a success's may be megabytes.
    const quote = quoteOf();
    if (!quote)
        return details;
    return details ? `${details}\n\n${quote}` : quote;
}


/***/ }),

/***/ 1098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readableLine),
/* harmony export */   G: () => (/* binding */ readableText)
/* harmony export */ });
/**
 * The GitHub runner's markup in a line of output, as a person reads it on the job's page. The
 * runner writes its own notes and the workflow commands it ran into a step's log as
 * `##[name]text` (actions/runner src/Runner.Worker/ExecutionContext.cs, WellKnownTags: section,
 * command, error, warning, notice, debug; ActionCommandManager.cs: group and endgroup), and the
 * output of a command we wrap may hold the workflow commands themselves
 * (`::error file=app.js,line=1::text`, which the runner reads before it writes). GitHub's log
 * view shows a group's first line as its title (`##[group]Run npm test` is "Run npm test"),
 * shows nothing of its end, and an error as "Error: text". What we quote and show of such lines
 * (error_details, the steps in the end report's logs, the emulator's pages) reads the same.
 * One rule for every place: this module imports nothing, so each of them may use it.
 */
/** What a kind of line is shown as: a word before its text, or its text alone. */
const SHOWN = {
    error: 'Error: ',
    warning: 'Warning: ',
    notice: 'Notice: ',
    debug: 'Debug: ',
    group: '',
    command: '',
    section: ''
};
/** `##[name]` or `##[name key=value]` at the start of a line (the runner's form). */
const RUNNER_FORM = /^##\[([a-z-]+)(?:[ \t][^\]]*)?\](.*)$/s;
/** `::name::` or `::name key=value,key=value::` after leading white space (a workflow command). */
const COMMAND_FORM = /^[\s\ufeff]*::([a-z-]+)(?:[ \t](?:(?!::).)*)?::(.*)$/s;
/** A workflow command's data with the runner's escapes undone (%25, %0D, %0A), on one line. */
function unescaped(data) {
    return data.replace(/%0D%0A|%0D|%0A/gi, ' ').replace(/%25/g, '%');
}
/**
 * The line as a person reads it, or undefined for a line that shows nothing (the end of a group).
 * A line that holds no markup, or markup of a kind we do not know, is given back as it is.
 */
function readableLine(line) {
    const runner = RUNNER_FORM.exec(line);
    const command = runner ? undefined : COMMAND_FORM.exec(line);
    const m = runner ?? command;
    if (!m)
        return line;
    const [, name, data] = m;
    if (name === 'endgroup')
        return undefined;
    if (!Object.hasOwn(SHOWN, name))
        return line;
    return SHOWN[name] + (command ? unescaped(data) : data);
}
/** Every line of `text` as readableLine reads it; line ends (LF or CRLF) are kept. */
function readableText(text) {
    if (!text.includes('##[') && !text.includes('::'))
        return text;
    const out = [];
    for (const piece of text.split('\n')) {
        const cr = piece.endsWith('\r');
        const line = readableLine(cr ? piece.slice(0, -1) : piece);
        if (line !== undefined)
            out.push(cr ? `${line}\r` : line);
    }
    return out.join('\n');
}


/***/ }),

/***/ 3937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d6: () => (/* binding */ StreamRedactor),
/* harmony export */   me: () => (/* binding */ redactQuote),
/* harmony export */   pN: () => (/* binding */ holdBytes)
/* harmony export */ });
/* harmony import */ var _capture_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3481);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5474);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44);
/* harmony import */ var _redact_layouts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2864);
/* harmony import */ var _util_bytes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1671);
/**
 * Redaction over a stream, not over pieces. Every reader (a runner page, a wrapped command's
 * stdout and stderr, a log file) hands its bytes on in reads whose boundaries fall anywhere, a
 * secret's middle included. What a reader keeps is therefore redacted as one stream: the text
 * of one source stays contiguous, and wherever it has to be cut (a head/tail cut, a quote cut
 * to its bound, two sources meeting in the middle of a line) at least `holdBytes` of context is
 * held beyond the cut, the longest secret shape, so the secret is seen whole; what still touches
 * the cut is hidden as the piece of a secret it may be. Only what is kept is redacted: a command
 * printing hundreds of megabytes costs the redaction of its head and tail, not of every byte.
 */





const encoder = new TextEncoder();
const decoder = new TextDecoder();
/**
 * Bytes held beyond every cut: the longest secret shape a redactor recognises whole (the
 * credential shapes within REDACTION_CONTEXT_BYTES, a registered secret in its longest form).
 */
function holdBytes(redactor) {
    return Math.max(_constants_js__WEBPACK_IMPORTED_MODULE_3__/* .REDACTION_CONTEXT_BYTES */ .uF, redactor.longestFormBytes() + 1);
}
/**
 * A quote of at most `maxBytes` from the start of a line (an error line, a step's header):
 * `bytes` holds the line's first maxBytes + holdBytes bytes, `more` tells that the line went on
 * past them. Redacted whole, its open end hidden as a secret's start may be, then cut.
 */
function redactQuote(redactor, bytes, maxBytes, more) {
    const text = decoder.decode(bytes.subarray(0, (0,_capture_js__WEBPACK_IMPORTED_MODULE_0__/* .charStart */ .Jl)(bytes, bytes.length)));
    const red = encoder.encode(redactor.redact(text, { openEnd: more }));
    return decoder.decode(red.subarray(0, (0,_capture_js__WEBPACK_IMPORTED_MODULE_0__/* .charStart */ .Jl)(red, maxBytes)));
}
/**
 * A source's unfinished line is held until its end arrives, so that another source's lines go
 * in between whole lines; so are its last lines while they may be wrapped base64 that its next
 * lines continue (`base64 .env` read in two reads), so that no other source's line goes into
 * the middle of a secret laid out over lines. What is held beyond this is passed on in pieces,
 * and where another source then meets a line cut so the capture marks a cut (a seam) redacted
 * as such.
 */
const LINE_HOLD_BYTES = 64 * 1024;
/** Where the run of lines that may be wrapped base64 at the end of `bytes` (whole lines) starts. */
function wrappedRunStart(bytes) {
    const code = (i) => bytes[i];
    let start = bytes.length;
    while (start > 0) {
        const lineStart = bytes.lastIndexOf(0x0a, start - 2) + 1;
        if (!(0,_redact_layouts_js__WEBPACK_IMPORTED_MODULE_2__/* .isWrappedLine */ .o9)(code, lineStart, start - 1))
            break;
        start = lineStart;
    }
    return start;
}
/** What a reader keeps of its stream: a bounded head and tail, redacted as one stream. */
class StreamRedactor {
    capture;
    redactor;
    /** The source that wrote last, and whether it left its line open. */
    lastSource;
    lineOpen = false;
    /** Sources made so far: each one's number names it at a seam. */
    sources = 0;
    constructor(maxBytes, redactor = new _redact_js__WEBPACK_IMPORTED_MODULE_1__/* .Redactor */ .p()) {
        this.redactor = redactor;
        this.capture = new _capture_js__WEBPACK_IMPORTED_MODULE_0__/* .HeadTailCapture */ .NS(maxBytes, holdBytes(redactor));
    }
    get totalBytes() {
        return this.capture.totalBytes;
    }
    /** Bytes held in memory besides the sources' unfinished lines. */
    get retainedBytes() {
        return this.capture.retainedBytes;
    }
    /** See HeadTailCapture.tailWindow: a single-source reader may skip what cannot be kept. */
    get tailWindow() {
        return this.capture.tailWindow;
    }
    skip(n) {
        this.capture.skip(n);
    }
    /** The stream of a reader with one source: every byte contiguous. */
    write(chunk) {
        this.capture.write(chunk);
    }
    /** A new source; sources may write in any turns. */
    source() {
        return new Source(this, this.sources++);
    }
    /** Called by a source: `bytes` go into the capture after what the last source wrote. */
    put(from, bytes, continues) {
        if (bytes.length === 0)
            return;
        // Another source's open line, or this source's own line taken up again after another's:
        // the text on either side of this point is not one text.
        if (this.lastSource && this.lastSource !== from && (this.lineOpen || continues))
            this.capture.seam(this.lastSource.id, from.id);
        this.capture.write(bytes);
        this.lastSource = from;
        this.lineOpen = bytes[bytes.length - 1] !== 0x0a;
    }
    /** True when `from` wrote last and left its line open: what it writes next goes on with it. */
    owns(from) {
        return this.lastSource === from && this.lineOpen;
    }
    /** At most the capture's bound, redacted as one stream. */
    text(redactor = this.redactor) {
        return this.capture.text(redactor);
    }
}
class Source {
    pending = [];
    pendingBytes = 0;
    /** This source's last line in the capture is not finished. */
    open = false;
    streams;
    id;
    constructor(streams, id) {
        this.streams = streams;
        this.id = id;
    }
    write(chunk) {
        let rest = chunk;
        if (this.streams.owns(this)) {
            // Nothing came in between: its open line goes on, contiguous, up to its end.
            const first = rest.indexOf(0x0a);
            if (first < 0)
                return this.flush(rest);
            this.flush(rest.subarray(0, first + 1));
            rest = rest.subarray(first + 1);
        }
        const nl = rest.lastIndexOf(0x0a);
        if (nl >= 0) {
            // Its last whole lines are held too while the next may continue their wrapped base64.
            const keep = wrappedRunStart(rest.subarray(0, nl + 1));
            if (keep > 0)
                this.flush(rest.subarray(0, keep));
            this.hold(rest.subarray(keep));
        }
        else
            this.hold(rest);
        if (this.pendingBytes > LINE_HOLD_BYTES)
            this.flush();
    }
    end() {
        this.flush();
    }
    hold(bytes) {
        if (bytes.length === 0)
            return;
        this.pending.push((0,_util_bytes_js__WEBPACK_IMPORTED_MODULE_4__/* .copyOf */ .z)(bytes)); // the reader reuses its buffer
        this.pendingBytes += bytes.length;
    }
    /** Passes on what is held, then `more`. */
    flush(more) {
        for (const p of this.pending)
            this.put(p);
        this.pending = [];
        this.pendingBytes = 0;
        if (more)
            this.put(more);
    }
    put(bytes) {
        if (bytes.length === 0)
            return;
        this.streams.put(this, bytes, this.open);
        this.open = bytes[bytes.length - 1] !== 0x0a;
    }
}


/***/ }),

/***/ 1671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ concatBytes),
/* harmony export */   z: () => (/* binding */ copyOf)
/* harmony export */ });
/**
 * A copy of `bytes[start, end)`, for what a reader keeps past the read that gave it. Not
 * `bytes.slice()`: Node's reads hand out Buffers, whose slice() is a view of the same memory,
 * and a reader that reuses its buffer overwrites that view with its next read.
 */
function copyOf(bytes, start = 0, end = bytes.length) {
    return new Uint8Array(bytes.subarray(start, end));
}
/** `a` then `b`, in one new array. */
function concatBytes(a, b) {
    const out = new Uint8Array(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    return out;
}


/***/ })

};
