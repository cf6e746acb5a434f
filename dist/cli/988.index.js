export const id = 988;
export const ids = [988];
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
            // What it held and what it writes now are one text: the line the two make (a wrapped
            // line whose end came in a read of its own) is judged whole, and the run it continues.
            const text = this.pendingBytes > 0 ? this.unheld(rest) : rest;
            // Its last whole lines are held too while the next may continue their wrapped base64.
            const keep = wrappedRunStart(text.subarray(0, text.lastIndexOf(0x0a) + 1));
            if (keep > 0)
                this.flush(text.subarray(0, keep));
            this.hold(text.subarray(keep));
        }
        else
            this.hold(rest);
        if (this.pendingBytes > LINE_HOLD_BYTES)
            this.flush();
    }
    end() {
        this.flush();
    }
    /** What it held, then `more`, as one text; nothing is held after. */
    unheld(more) {
        const text = Buffer.concat([...this.pending, more]);
        this.pending = [];
        this.pendingBytes = 0;
        return text;
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

/***/ 7988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  followPages: () => (/* binding */ followPages),
  nodeWatchDir: () => (/* binding */ nodeWatchDir)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/steps/constants.ts
/** Budgets of step output capture (the runner's pages, read by the heartbeat helper). */
/** Bytes of one step's output kept by the helper, head and tail (memory: about twice this). */
const STEP_CAPTURE_BYTES = 16_384;
/** `##[error]` lines kept per step: the rule of error_details' quotes (logs/failure-quote.ts). */

/** A step's name from its `##[group]Run ...` header: at most this many bytes of the header. */
const NAME_BYTES = 300;
/**
 * Steps captured per job. Each finished step holds at most STEP_CAPTURE_BYTES, so a job with
 * hundreds of steps still costs the helper a few megabytes; later steps are counted, not kept.
 */
const MAX_STEPS = 300;
/** How often the helper lists the pages folder, besides the change events it is sent. */
const PAGES_POLL_MS = 200;
/**
 * While pages grow (and for this long after), the folder is listed this often instead of
 * watched: a page created and removed within STREAMING_POLL_MS of another step's output
 * streaming could be missed; the runner removes pages 0-1 s after their step.
 */
const STREAMING_POLL_MS = 20;
const STREAMING_QUIET_MS = 1000;
/** Bytes read from the pages per turn of the event loop: heartbeats are never held up. */
const READ_SLICE_BYTES = 1024 * 1024;
/** When the helper is stopped, how long it may go on reading (post kills it after 3 s). */
const DRAIN_BUDGET_MS = 2000;
/** How often the helper rewrites the captured steps for post while steps run (when changed). */
const STEPS_SNAPSHOT_MS = 15_000;

// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __webpack_require__(8230);
// EXTERNAL MODULE: ./src/util/bytes.ts
var bytes = __webpack_require__(1671);
;// CONCATENATED MODULE: ./src/steps/page-lines.ts
/**
 * The runner's page files, line by line. Each page is `{timelineId}_{recordId}_{page}.log`,
 * UTF-8 with a byte order mark; each line is `<ISO time, 7 fractional digits>Z <text>` (a
 * multi-line message's continuation lines carry no time), CRLF on Windows. The reader works on
 * bytes and reads a line's time only when asked: a step may print hundreds of megabytes.
 */

const PAGE_NAME = /^([0-9a-f]{8}-[0-9a-f-]{27})_([0-9a-f]{8}-[0-9a-f-]{27})_([1-9]\d{0,6})\.log$/i;
function parsePageName(name) {
    const m = PAGE_NAME.exec(name);
    return m
        ? { timelineId: m[1].toLowerCase(), recordId: m[2].toLowerCase(), page: Number(m[3]) }
        : undefined;
}
/** `2026-03-01T17:38:57.4236128Z ` is 29 bytes. */
const STAMP_BYTES = 29;
const isDigit = (b) => b >= 0x30 && b <= 0x39;
/** The number the ASCII digits `buf[at, at + n)` spell, or -1 when one is not a digit. */
function digitsAt(buf, at, n) {
    let v = 0;
    for (let i = at; i < at + n; i++) {
        if (!isDigit(buf[i]))
            return -1;
        v = v * 10 + buf[i] - 0x30;
    }
    return v;
}
/** The two ASCII digits at `i` as a number, or -1 when either is not a digit. */
function twoDigits(buf, i) {
    const a = buf[i] - 0x30;
    const b = buf[i + 1] - 0x30;
    return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/**
 * True when the line starting at `at` begins with the runner's time stamp and a space: every
 * digit a digit and the date a real one (no month 13, no February 30, no leap second), so
 * that a continuation line the step printed in that shape is text, and a time read from a
 * stamp is always a date. Called for every line of a page: each byte is read once, and the
 * punctuation, which most lines of text lack, first.
 */
function hasStamp(buf, at, end) {
    const n = end - at;
    if (n < STAMP_BYTES - 1 ||
        buf[at + 4] !== 0x2d ||
        buf[at + 7] !== 0x2d ||
        buf[at + 10] !== 0x54 ||
        buf[at + 13] !== 0x3a ||
        buf[at + 16] !== 0x3a ||
        buf[at + 19] !== 0x2e ||
        buf[at + 27] !== 0x5a ||
        (n !== STAMP_BYTES - 1 && buf[at + 28] !== 0x20))
        return false;
    const century = twoDigits(buf, at);
    const yy = twoDigits(buf, at + 2);
    const month = twoDigits(buf, at + 5);
    const day = twoDigits(buf, at + 8);
    const hour = twoDigits(buf, at + 11);
    const minute = twoDigits(buf, at + 14);
    const second = twoDigits(buf, at + 17);
    if (century < 0 ||
        yy < 0 ||
        month < 1 ||
        month > 12 ||
        day < 1 ||
        hour < 0 ||
        hour > 23 ||
        minute < 0 ||
        minute > 59 ||
        second < 0 ||
        second > 59 ||
        twoDigits(buf, at + 20) < 0 ||
        twoDigits(buf, at + 22) < 0 ||
        twoDigits(buf, at + 24) < 0 ||
        !isDigit(buf[at + 26]))
        return false;
    if (day <= 28)
        return true;
    if (month !== 2)
        return day <= DAYS[month - 1];
    const year = century * 100 + yy;
    return day === 29 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
/** Where the text of the line `buf[start, end)` begins: after its time stamp, when it has one. */
function textStartOf(buf, start, end) {
    return hasStamp(buf, start, end) ? Math.min(start + STAMP_BYTES, end) : start;
}
const RUN_HEADER = new TextEncoder().encode('##[group]Run ');
/** True when the text at `at` is a step's header, `##[group]Run <first line>`. */
function isRunHeader(buf, at, end) {
    if (end - at < RUN_HEADER.length)
        return false;
    for (let i = 0; i < RUN_HEADER.length; i++)
        if (buf[at + i] !== RUN_HEADER[i])
            return false;
    return true;
}
/**
 * True when the stamp at `at` is earlier than `iso` (its first 23 characters, ASCII): the
 * runner's times sort as text, so no date is parsed per line.
 */
function stampBefore(buf, at, iso) {
    for (let i = 0; i < iso.length; i++) {
        if (buf[at + i] !== iso[i])
            return buf[at + i] < iso[i];
    }
    return false;
}
/**
 * The time of a line hasStamp() accepted, in ms since the epoch (the 7 digits cut to
 * milliseconds). Computed from the digits: always a date, whatever the bytes.
 */
function stampTime(buf, at) {
    const part = (offset, n) => Math.max(0, digitsAt(buf, at + offset, n));
    const t = new Date(0);
    t.setUTCFullYear(part(0, 4), Math.max(0, part(5, 2) - 1), Math.max(1, part(8, 2)));
    t.setUTCHours(part(11, 2), part(14, 2), part(17, 2), part(20, 3));
    return t.getTime();
}
/**
 * The same bytes as a Buffer, not copied: every line end of a page is found with indexOf, and
 * a Buffer's (memchr) finds it in about half the time of a plain Uint8Array's.
 */
function searchable(bytes) {
    return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}
/** A line longer than this is passed on in pieces (the rest without a stamp). */
const MAX_LINE_BYTES = 64 * 1024;
const WHOLE = { continued: false, more: false };
/** Splits one page file's bytes into lines, across chunks; skips the byte order mark. */
class PageLineReader {
    carry = new Uint8Array(0);
    atFileStart = true;
    /** A piece of the current line was passed on: what comes next goes on with it. */
    continuing = false;
    onLine;
    consumer;
    constructor(consumer) {
        this.consumer = typeof consumer === 'function' ? { line: consumer } : consumer;
        const c = this.consumer;
        this.onLine = (buf, start, textStart, end, piece) => c.line(buf, start, textStart, end, piece);
    }
    push(chunk) {
        let buf = searchable(chunk);
        if (this.carry.length) {
            // Only the line the carry begins is joined: no copy of the whole chunk.
            const nl = buf.indexOf(0x0a);
            const take = nl < 0 ? buf.length : nl + 1;
            const joined = (0,bytes/* concatBytes */.I)(this.carry, buf.subarray(0, take));
            this.carry = new Uint8Array(0);
            if (nl < 0 || this.atFileStart) {
                buf = searchable(nl < 0 ? joined : (0,bytes/* concatBytes */.I)(joined, buf.subarray(take)));
            }
            else {
                this.lines(searchable(joined), 0);
                this.consumer.chunkEnd?.();
                buf = buf.subarray(take);
            }
        }
        let at = 0;
        if (this.atFileStart) {
            if (buf.length < 3 && buf.every((b, i) => b === [0xef, 0xbb, 0xbf][i])) {
                this.carry = (0,bytes/* copyOf */.z)(buf);
                return;
            }
            this.atFileStart = false;
            if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf)
                at = 3;
        }
        if (this.continuing) {
            // The rest of a line passed on in pieces: to its end, never skipped in bulk.
            const nl = buf.indexOf(0x0a, at);
            if (nl >= 0) {
                this.line(buf, at, nl, false);
                at = nl + 1;
            }
        }
        if (!this.continuing && this.consumer.skipTo)
            at = this.consumer.skipTo(buf, at, buf.length);
        at = this.lines(buf, at);
        if (buf.length - at > MAX_LINE_BYTES) {
            this.line(buf, at, buf.length, true);
            at = buf.length;
        }
        if (at < buf.length)
            this.carry = (0,bytes/* copyOf */.z)(buf, at);
        this.consumer.chunkEnd?.();
    }
    /** Passes on the whole lines of `buf` from `at`; returns where the unfinished one begins. */
    lines(buf, at) {
        for (;;) {
            const nl = buf.indexOf(0x0a, at);
            if (nl < 0)
                return at;
            this.line(buf, at, nl, false);
            at = nl + 1;
        }
    }
    /** The page is complete: a last line without a line ending is passed on. */
    end() {
        if (this.carry.length || this.continuing)
            this.line(this.carry, 0, this.carry.length, false);
        this.carry = new Uint8Array(0);
        this.consumer.chunkEnd?.();
    }
    /** Passes on `buf[start, nl)`: a line, or a piece of one when `more` or continuing. */
    line(buf, start, nl, more) {
        const continued = this.continuing;
        const end = !more && nl > start && buf[nl - 1] === 0x0d ? nl - 1 : nl;
        const textStart = continued ? start : textStartOf(buf, start, end);
        this.continuing = more;
        this.onLine(buf, start, textStart, end, continued || more ? { continued, more } : WHOLE);
    }
}

// EXTERNAL MODULE: ./src/logs/redact.ts + 1 modules
var redact = __webpack_require__(44);
// EXTERNAL MODULE: ./src/logs/stream-redact.ts
var stream_redact = __webpack_require__(3937);
// EXTERNAL MODULE: ./src/logs/constants.ts
var constants = __webpack_require__(5474);
// EXTERNAL MODULE: ./src/logs/failure-quote.ts
var failure_quote = __webpack_require__(5360);
;// CONCATENATED MODULE: ./src/steps/step-capture.ts
/**
 * One step's output as the helper keeps it: bounded head and tail of its lines (time stamps
 * cut off), its name from the runner's `##[group]Run ...` header, its first and last time,
 * its last `##[error]` lines and the exit code the runner reports for a failed `run:` step.
 * Memory stays the same whatever the step prints; the text is redacted before it is cut.
 */






const ERROR = encode(failure_quote/* RUNNER_ERROR_PREFIX */.Rv);
const EXIT = /^##\[error\]Process completed with exit code (-?\d+)\.?$/;
function encode(s) {
    return new TextEncoder().encode(s);
}
function startsWith(buf, at, end, prefix) {
    if (end - at < prefix.length)
        return false;
    for (let i = 0; i < prefix.length; i++)
        if (buf[at + i] !== prefix[i])
            return false;
    return true;
}
/** The end of the line ending at `nl`, without a carriage return. */
function lineEnd(buf, start, nl) {
    return nl > start && buf[nl - 1] === 0x0d ? nl - 1 : nl;
}
/** Bytes the line `buf[start, nl]` adds to the capture: no stamp, no CR, one newline. */
function strippedLength(buf, start, nl) {
    const end = lineEnd(buf, start, nl);
    return end - textStartOf(buf, start, end) + 1;
}
/**
 * The first bytes of a marker line (a header, an error line), gathered across the pieces of a
 * long line: its bound plus what redaction needs beyond it to see a secret there whole.
 */
class Quote {
    parts = [];
    bytes = 0;
    more = false;
    kind;
    maxBytes;
    limit;
    constructor(kind, maxBytes, hold) {
        this.kind = kind;
        this.maxBytes = maxBytes;
        this.limit = maxBytes + hold;
    }
    add(buf, at, end) {
        const take = Math.min(end - at, this.limit - this.bytes);
        if (take < end - at)
            this.more = true;
        if (take <= 0)
            return;
        this.parts.push((0,bytes/* copyOf */.z)(buf, at, at + take));
        this.bytes += take;
    }
    get text() {
        const out = new Uint8Array(this.bytes);
        let at = 0;
        for (const p of this.parts) {
            out.set(p, at);
            at += p.length;
        }
        return out;
    }
}
const decoder = new TextDecoder();
/** Lines are staged and written to the capture in blocks: fewer, larger copies. */
const STAGE_BYTES = 64 * 1024;
class StepCapture {
    name;
    firstAt;
    lastAt;
    lines = 0;
    capture;
    redactor;
    hold;
    errors = [];
    /** The marker line being read, when its line goes on in further pieces. */
    quote;
    exitCode;
    stage = new Uint8Array(STAGE_BYTES);
    staged = 0;
    /** The stamp of the last line, not yet read: times are read once per block of lines. */
    stamp = new Uint8Array(23);
    stampPending = false;
    /** Where the last stamp is in the chunk being read (copied when the chunk is done). */
    stampBuf;
    stampAt = 0;
    record;
    /** `redactor`: what the step's header, kept as its name, is redacted with. */
    constructor(record, maxBytes, redactor = new redact/* Redactor */.p()) {
        this.record = record;
        this.redactor = redactor;
        this.hold = (0,stream_redact/* holdBytes */.pN)(redactor);
        this.capture = new stream_redact/* StreamRedactor */.d6(maxBytes, redactor);
    }
    /**
     * One line of the step's page, or a piece of one (`piece`): `buf[textStart, end)` is its
     * text. The pieces of a long line are kept as one line, so that redaction sees it whole.
     */
    line(buf, start, textStart, end, piece) {
        const more = piece?.more ?? false;
        if (piece?.continued) {
            if (this.quote)
                this.quote.add(buf, textStart, end);
        }
        else {
            this.lines++;
            const stamped = textStart > start;
            if (stamped) {
                if (this.firstAt === undefined)
                    this.firstAt = stampTime(buf, start);
                else {
                    this.stampBuf = buf;
                    this.stampAt = start;
                }
            }
            if (buf[textStart] === 0x23 /* # */)
                this.marker(buf, textStart, end);
        }
        if (!more && this.quote)
            this.endQuote();
        const length = end - textStart + (more ? 0 : 1);
        if (this.staged + length > this.stage.length)
            this.flushStage();
        if (length > this.stage.length) {
            this.capture.write(buf.subarray(textStart, end));
            if (!more)
                this.capture.write('\n');
            return;
        }
        this.stage.set(buf.subarray(textStart, end), this.staged);
        if (!more)
            this.stage[this.staged + end - textStart] = 0x0a;
        this.staged += length;
    }
    marker(buf, at, end) {
        let kind;
        if (this.name === undefined && isRunHeader(buf, at, end))
            kind = 'name';
        else if (startsWith(buf, at, end, ERROR))
            kind = 'error';
        if (!kind)
            return;
        this.quote = new Quote(kind, kind === 'name' ? NAME_BYTES : constants/* ERROR_LINE_BYTES */.KS, this.hold);
        this.quote.add(buf, at, end);
    }
    /** The marker line has ended: its quote is kept (a header's name redacted at once). */
    endQuote() {
        const q = this.quote;
        this.quote = undefined;
        if (q.kind === 'name') {
            // `##[group]Run <first line>`: `Run <first line>` is the name GitHub gives a step that has none.
            const header = (0,stream_redact/* redactQuote */.me)(this.redactor, q.text, q.maxBytes, q.more);
            this.name = header.slice('##[group]'.length).trim();
            return;
        }
        const bytes = q.text;
        const exit = EXIT.exec(decoder.decode(bytes.subarray(0, 100)));
        if (exit)
            this.exitCode = Number(exit[1]);
        this.errors.push({ bytes, more: q.more });
        if (this.errors.length > constants/* ERROR_LINES_KEPT */.e1)
            this.errors.shift();
    }
    /** The chunk's lines are done: its buffer will be reused, so the last stamp is copied. */
    chunkEnd() {
        if (!this.stampBuf)
            return;
        this.stamp.set(this.stampBuf.subarray(this.stampAt, this.stampAt + 23));
        this.stampBuf = undefined;
        this.stampPending = true;
    }
    /**
     * Of the whole lines in `buf[at, end)`, those whose text the lines after them in the same
     * chunk will push out of the tail anyway are counted, not copied: a step printing hundreds
     * of megabytes costs a pass over its line ends, not a copy of every line. Returns where the
     * lines to keep begin.
     */
    skipTo(buf, at, end) {
        const window = this.capture.tailWindow;
        if (window === 0)
            return at;
        // Back from the last line end until the lines after `from` fill the tail window.
        let nl = buf.lastIndexOf(0x0a, end - 1);
        let kept = 0;
        let from = -1;
        while (nl >= at && kept <= window) {
            const prev = nl > at ? buf.lastIndexOf(0x0a, nl - 1) : -1;
            const start = prev >= at ? prev + 1 : at;
            kept += strippedLength(buf, start, nl);
            from = start;
            if (prev < at)
                break;
            nl = prev;
        }
        if (from <= at || kept <= window)
            return at;
        // The lines of [at, from): counted, their markers read; their text is not kept.
        let skipped = 0;
        for (let p = at; p < from;) {
            const next = buf.indexOf(0x0a, p);
            const end = lineEnd(buf, p, next);
            const textStart = textStartOf(buf, p, end);
            if (buf[textStart] === 0x23 /* # */) {
                this.marker(buf, textStart, end);
                if (this.quote)
                    this.endQuote();
            }
            skipped += end - textStart + 1;
            this.lines++;
            p = next + 1;
        }
        this.flushStage();
        this.capture.skip(skipped);
        return from;
    }
    flushStage() {
        if (this.staged)
            this.capture.write(this.stage.subarray(0, this.staged));
        this.staged = 0;
        this.settleStamp();
    }
    settleStamp() {
        if (this.stampPending) {
            this.lastAt = stampTime(this.stamp, 0);
            this.stampPending = false;
        }
    }
    /** The time of the last line read. */
    lastLineAt() {
        this.settleStamp();
        return this.lastAt ?? this.firstAt;
    }
    get bytes() {
        return this.capture.totalBytes + this.staged;
    }
    /** What post receives: redacted before it is cut. */
    output(redactor, finished) {
        this.flushStage();
        const lastAt = this.lastLineAt();
        return {
            record: this.record,
            ...(this.name !== undefined ? { name: this.name } : {}),
            ...(this.firstAt !== undefined ? { startedAt: new Date(this.firstAt).toISOString() } : {}),
            ...(lastAt !== undefined ? { endedAt: new Date(lastAt).toISOString() } : {}),
            lines: this.lines,
            bytes: this.bytes,
            text: this.capture.text(redactor),
            errors: this.errors.map(e => (0,stream_redact/* redactQuote */.me)(redactor, e.bytes, constants/* ERROR_LINE_BYTES */.KS, e.more)),
            ...(this.exitCode !== undefined ? { exitCode: this.exitCode } : {}),
            finished
        };
    }
}

;// CONCATENATED MODULE: ./src/steps/job-page.ts


/** Lines before the first header: the runner's own "Set up job". */
const SET_UP_JOB = 'Set up job';
/** Headers past this many are kept in the last step: a job page is bounded like the rest. */
const MAX_EARLIER_STEPS = 100;
/** The steps of a page that began before `cutoff`, one capture per `##[group]Run` header. */
class EarlierSteps {
    steps = [];
    cutoff;
    closed = false;
    record;
    maxBytes;
    redactor;
    /** It begins with the runner's own lines, as the job's page does and a step's does not. */
    get beginsWithSetUp() {
        return this.steps[0]?.name === SET_UP_JOB;
    }
    /** Every line before the cutoff has been seen. */
    get done() {
        return this.closed;
    }
    constructor(record, cutoffMs, maxBytes, redactor) {
        this.record = record;
        this.maxBytes = maxBytes;
        this.redactor = redactor;
        this.cutoff = new TextEncoder().encode(new Date(cutoffMs).toISOString().slice(0, 23));
    }
    line(buf, start, textStart, end, piece) {
        if (this.closed)
            return;
        const stamped = textStart > start;
        if (stamped && !stampBefore(buf, start, this.cutoff)) {
            // From here on, the steps have pages of their own.
            this.closed = true;
            return;
        }
        const header = !piece?.continued && isRunHeader(buf, textStart, end);
        if (this.steps.length === 0 || (header && this.steps.length < MAX_EARLIER_STEPS)) {
            const capture = new StepCapture(`${this.record}#${this.steps.length}`, this.maxBytes, this.redactor);
            if (!header)
                capture.name = SET_UP_JOB;
            this.steps.push(capture);
        }
        this.steps[this.steps.length - 1].line(buf, start, textStart, end, piece);
    }
}
/**
 * The job's page: present at the helper's start and never removed; of several (a background
 * step that began earlier and still runs), the one that began first.
 */
function jobRecordOf(records) {
    const candidates = records.filter(r => r.atStart && !r.finished);
    candidates.sort((a, b) => (a.firstAt ?? Infinity) - (b.firstAt ?? Infinity));
    return candidates[0];
}
/**
 * The job's page and the steps cut from it: those that began before the first step with a page
 * of its own (the later ones are read from their own pages).
 */
function earlierOf(records) {
    const job = jobRecordOf(records);
    const own = records.filter(r => r !== job);
    const firstOwn = Math.min(...own.map(r => r.firstAt ?? Infinity));
    const earlier = (job?.earlier?.steps ?? []).filter(s => (s.firstAt ?? Infinity) < firstOwn);
    return { job, own, earlier };
}
/**
 * The job's steps in the order they began: those before the helper, cut from the job page up
 * to the first step that has a page of its own, then one per step page. Records with no line
 * are left out.
 */
function stepsOf(records, redactor) {
    const { own, earlier } = earlierOf(records);
    const outputs = [
        ...earlier.map(s => s.output(redactor, true)),
        ...own.map(r => r.output())
    ].filter(s => s.lines > 0);
    return outputs.sort((a, b) => Date.parse(a.startedAt ?? '9999') - Date.parse(b.startedAt ?? '9999'));
}
/**
 * The step cut from the job page whose end the page has not shown yet, by name. The runner
 * writes the job's page about 4 KB behind and flushes it only as more output comes: when the
 * helper started after a step had ended and its own page was gone, and no line came after that
 * step, that step's last lines are still in the runner's buffer, not on disk.
 */
function earlierStepUnended(records) {
    const { job, earlier } = earlierOf(records);
    const last = earlier.at(-1);
    // The last step the job page has, and no line after it read: its end is not on disk yet.
    if (!last || last !== job?.earlier?.steps.at(-1) || job.earlier.done)
        return undefined;
    return last.lines > 0 ? (last.name ?? 'a step') : undefined;
}

;// CONCATENATED MODULE: ./src/steps/page-watcher.ts
/**
 * Follows the runner's pages folder. The runner creates a step's page at its first line,
 * writes it about 4 KB behind, closes it when the step ends (or at 8 MiB, going on in the
 * next page) and removes it 0-1 s later. So a page is opened the moment it is seen and its
 * descriptor kept: a removed file can still be read to its end through it. A page is done
 * when it has been removed (or the record's next page exists) and read to its end; a step is
 * finished when its last page is done, and its bounded capture is then frozen into text.
 */







const nodePagesFs = {
    readdir: dir => (0,external_node_fs_.readdirSync)(dir),
    open: openPage,
    read: (fd, into, position) => (0,external_node_fs_.readSync)(fd, into, 0, into.length, position),
    size: fd => (0,external_node_fs_.fstatSync)(fd).size,
    close: fd => (0,external_node_fs_.closeSync)(fd),
    modifiedAt: fd => (0,external_node_fs_.fstatSync)(fd).mtimeMs,
    bornAt: fd => (0,external_node_fs_.fstatSync)(fd).birthtimeMs
};
/** Thrown by open() for an entry named like a page that is no regular file. */
class NotAPage extends Error {
}
/**
 * Opens a page without following a link or waiting on a FIFO (the flags readRegularFile uses),
 * and keeps it only when the open descriptor is a regular file, as the runner's pages are.
 */
function openPage(path) {
    const fd = (0,external_node_fs_.openSync)(path, regular_files/* READ_FLAGS */.tC);
    let regular = false;
    try {
        regular = (0,external_node_fs_.fstatSync)(fd).isFile();
    }
    finally {
        if (!regular)
            (0,external_node_fs_.closeSync)(fd);
    }
    if (!regular)
        throw new NotAPage(`${path} is not a regular file`);
    return fd;
}
class RecordPages {
    pages = [];
    capture;
    earlier;
    frozen;
    finished = false;
    record;
    atStart;
    constructor(record, atStart, maxBytes, redactor) {
        this.record = record;
        this.atStart = atStart;
        this.capture = new StepCapture(record, maxBytes, redactor);
    }
    view(redactor) {
        return {
            record: this.record,
            atStart: this.atStart,
            finished: this.finished,
            firstAt: this.frozen
                ? this.frozen.startedAt
                    ? Date.parse(this.frozen.startedAt)
                    : undefined
                : this.capture?.firstAt,
            earlier: this.earlier,
            output: () => this.frozen ?? this.capture.output(redactor, false)
        };
    }
}
class PageWatcher {
    records = new Map();
    fs;
    buffer = new Uint8Array(256 * 1024);
    scanned = false;
    /** Pages removed before they could be opened. */
    missed = 0;
    /**
     * Steps beyond the limit, by record: the folder is listed many times a second while they
     * run, and a step may span pages, so each is counted once, not at every listing.
     */
    skippedRecords = new Set();
    trouble;
    changed = true;
    /** This job's timeline: the only one whose pages are read. */
    timeline;
    /** Pages never to be read: older than the job, or no regular file. */
    ignored = new Set();
    o;
    constructor(o) {
        this.o = o;
        this.fs = o.fs ?? nodePagesFs;
    }
    /** Steps past the limit, not kept. */
    get skipped() {
        return this.skippedRecords.size;
    }
    /**
     * Lists the folder: opens new pages at once, marks the ones gone. Cheap; call it often.
     * Only this job's pages are read: those of its timeline when the runner named it, and never
     * one last written before the job's Worker started (an earlier job's, left when its upload
     * failed or its Worker crashed: JobServerQueue.cs deletes a page only after its upload).
     */
    scan() {
        const job = this.o.job;
        if (job.startedAt === undefined) {
            this.trouble = `this job's pages cannot be told from earlier jobs' (${job.source}): none is read`;
            return;
        }
        let names;
        try {
            names = this.fs.readdir(this.o.dir);
        }
        catch (e) {
            this.trouble = `the pages folder cannot be listed: ${e.message}`;
            return;
        }
        this.timeline ??= job.timelineId;
        const listed = new Set();
        for (const name of names) {
            const p = parsePageName(name);
            if (!p || (this.timeline !== undefined && p.timelineId !== this.timeline))
                continue;
            if (this.ignored.has(name))
                continue;
            const key = `${p.recordId}_${p.page}`;
            listed.add(key);
            let record = this.records.get(p.recordId);
            if (record?.pages.some(x => x.page === p.page))
                continue;
            if (!record && this.records.size >= (this.o.maxSteps ?? MAX_STEPS)) {
                if (this.timeline !== undefined)
                    this.skippedRecords.add(p.recordId);
                continue;
            }
            let fd;
            try {
                fd = this.fs.open((0,external_node_path_.join)(this.o.dir, name));
            }
            catch (e) {
                const code = e.code;
                if (e instanceof NotAPage || code === 'ELOOP' || code === 'EISDIR' || code === 'ENXIO') {
                    // Named like a page, made by someone else: never the runner's, never read.
                    this.ignored.add(name);
                    continue;
                }
                // Whose page could not be opened is known only once the timeline is.
                if (this.timeline === undefined)
                    continue;
                if (code === 'ENOENT')
                    this.missed++;
                else
                    this.trouble = `a page could not be opened: ${e.message}`;
            }
            if (fd !== undefined && !this.ofThisJob(fd, job.startedAt)) {
                this.closeFd(fd);
                this.ignored.add(name);
                continue;
            }
            // Without the runner's word, the first page written since the job began names it.
            this.timeline ??= p.timelineId;
            if (!record) {
                record = new RecordPages(p.recordId, !this.scanned, this.o.maxBytes, this.o.redactor);
                if (!this.scanned)
                    record.earlier = new EarlierSteps(p.recordId, this.o.startedAt, this.o.maxBytes, this.o.redactor);
                this.records.set(p.recordId, record);
            }
            record.pages.push(this.newPage(record, p.page, fd));
            record.pages.sort((a, b) => a.page - b.page);
            this.changed = true;
        }
        for (const record of this.records.values()) {
            for (const page of record.pages) {
                if (!page.removed && !listed.has(`${record.record}_${page.page}`))
                    page.removed = true;
            }
        }
        this.scanned = true;
    }
    /** Last written at or after the job's start: a page written before it is an earlier job's. */
    ofThisJob(fd, startedAt) {
        try {
            return this.fs.modifiedAt(fd) >= startedAt;
        }
        catch {
            return false; // what cannot be dated is not read
        }
    }
    newPage(record, number, fd) {
        return {
            page: number,
            fd,
            position: 0,
            // A page that could not be opened is done: it is gone, or counted as trouble.
            removed: fd === undefined,
            done: fd === undefined,
            reader: new PageLineReader({
                line: (buf, start, textStart, end, piece) => {
                    record.capture?.line(buf, start, textStart, end, piece);
                    record.earlier?.line(buf, start, textStart, end, piece);
                },
                // Lines are passed over in bulk only when no earlier step still needs each of them.
                skipTo: (buf, at, end) => record.capture && (!record.earlier || record.earlier.done)
                    ? record.capture.skipTo(buf, at, end)
                    : at,
                chunkEnd: () => record.capture?.chunkEnd()
            })
        };
    }
    /**
     * Reads what the pages hold now, at most `budget` bytes; returns the bytes read (when it
     * is the budget, there may be more).
     */
    read(budget = READ_SLICE_BYTES) {
        let total = 0;
        const skipped = this.jobPageRead();
        for (const record of this.records.values()) {
            if (record.finished)
                continue;
            for (let i = 0; i < record.pages.length && total < budget; i++) {
                const page = record.pages[i];
                if (page.done)
                    continue;
                // A page is complete once removed, or once its record went on in a next page.
                const complete = page.removed || i < record.pages.length - 1;
                if (record === skipped)
                    this.skipPage(page);
                else {
                    // Until its earlier steps are read, a page may turn out to be the job's: stop there.
                    const earlier = record.earlier;
                    const until = earlier && !earlier.done ? () => earlier.done : undefined;
                    total += this.readPage(page, budget - total, until);
                    if (until?.())
                        break;
                }
                if (total >= budget)
                    break;
                if (complete)
                    this.closePage(page);
                else
                    break;
            }
            if (!record.finished && record.pages.every(p => p.done) && record.pages.at(-1)?.removed) {
                this.finish(record);
            }
            if (total >= budget)
                break;
        }
        if (total)
            this.changed = true;
        return total;
    }
    readPage(page, budget, until) {
        if (page.fd === undefined)
            return 0;
        let total = 0;
        while (total < budget && !until?.()) {
            let n;
            try {
                n = this.fs.read(page.fd, this.buffer, page.position);
            }
            catch (e) {
                this.trouble = `a page could not be read: ${e.message}`;
                page.removed = true;
                return total;
            }
            if (n <= 0)
                break;
            page.position += n;
            total += n;
            page.reader.push(this.buffer.subarray(0, n));
        }
        return total;
    }
    /**
     * The job's page once its earlier steps are read: it repeats every step's lines, which the
     * steps' own pages give, so it is passed over instead of read a second time. Only when it is
     * certainly the job's: present at the start, begun with the runner's own lines before every
     * other such page.
     */
    jobPageRead() {
        const atStart = [...this.records.values()].filter(r => r.atStart && !r.finished);
        const job = atStart.reduce((a, r) => a === undefined || (r.capture?.firstAt ?? Infinity) < (a.capture?.firstAt ?? Infinity)
            ? r
            : a, undefined);
        const firstAt = job?.capture?.firstAt;
        if (!job || firstAt === undefined || !job.earlier?.done || !job.earlier.beginsWithSetUp)
            return undefined;
        const sure = atStart.every(r => r === job || (r.capture?.firstAt ?? -Infinity) > firstAt);
        return sure ? job : undefined;
    }
    skipPage(page) {
        if (page.fd === undefined)
            return;
        try {
            page.position = Math.max(page.position, this.fs.size(page.fd));
        }
        catch {
            // read as usual next time
        }
    }
    closePage(page) {
        page.reader.end();
        page.done = true;
        if (page.fd !== undefined)
            this.closeFd(page.fd);
        page.fd = undefined;
    }
    closeFd(fd) {
        try {
            this.fs.close(fd);
        }
        catch {
            // closed is closed
        }
    }
    /** The step has ended: its capture becomes text, its buffers are let go. */
    finish(record) {
        record.finished = true;
        record.frozen = record.capture?.output(this.o.redactor, true);
        record.capture = undefined;
        // A page that was removed is not the job's: it has no earlier steps to give.
        record.earlier = undefined;
    }
    /**
     * Reads everything there is (the helper is stopping): pages gone are read to their end, for
     * as long as `more` allows. A read that stops short may stop at a page that turned out not
     * to be the job's: reading goes on until nothing is left.
     */
    drain(more = () => true) {
        this.scan();
        while (this.read() > 0 && more())
            ;
    }
    progress() {
        const views = this.views();
        const job = jobRecordOf(views)?.record;
        let current;
        let lastOutputAt;
        for (const r of this.records.values()) {
            const at = r.frozen?.endedAt ? Date.parse(r.frozen.endedAt) : r.capture?.lastLineAt();
            if (at !== undefined && (lastOutputAt === undefined || at > lastOutputAt))
                lastOutputAt = at;
            // The step that began last of those still running; never the job's own page.
            if (r.finished || r.record === job || !r.capture?.name)
                continue;
            if (!current || (r.capture.firstAt ?? 0) >= (current.capture?.firstAt ?? 0))
                current = r;
        }
        return { currentStep: current?.capture?.name, lastOutputAt };
    }
    /** What is known of each record, as job-page.ts reads them. */
    views() {
        return [...this.records.values()].map(r => r.view(this.o.redactor));
    }
    /** True once since the last call when something was read or seen. */
    takeChanged() {
        const c = this.changed;
        this.changed = false;
        return c;
    }
    steps() {
        return stepsOf(this.views(), this.o.redactor);
    }
    /**
     * What the end report should say of a step whose last lines are not on disk yet: the runner
     * had them in its buffer for the job's page (job-page.ts, earlierStepUnended).
     */
    unendedNote() {
        const name = earlierStepUnended(this.views());
        return name === undefined
            ? undefined
            : `the helper started after '${name}' ended and its page was gone; the runner had not yet written that step's last lines to the job's page, so they may be missing`;
    }
    /** Closes every page still open (the helper is stopping). */
    close() {
        for (const r of this.records.values())
            for (const p of r.pages)
                if (!p.done)
                    this.closePage(p);
    }
}

// EXTERNAL MODULE: ./src/process/process-facts.ts
var process_facts = __webpack_require__(7662);
;// CONCATENATED MODULE: ./src/steps/worker-proof.ts
/**
 * Which Worker log is this job's, by proof rather than by name: the runner's Worker process
 * (`Runner.Worker`, an ancestor of every step's process) holds its log open for the whole job
 * (HostTraceListener.cs opens `_diag/Worker_{UtcNow:yyyyMMdd-HHmmss}-utc.log` as the Worker
 * starts and writes to it until it exits), and on Linux /proc/<pid>/fd says which file that is.
 * A file any earlier job left in `_diag`, whatever its name, is held by no Worker.
 *
 * The Worker is looked for among our ancestors first. The heartbeat helper is detached and
 * outlives the step that started it, so it has none: then it is the process running a program
 * named `Runner.Worker` (its /proc/<pid>/exe, which no process can change for itself) that
 * holds a Worker log of this runner's `_diag` open; a runner runs one job at a time. The links
 * are only read (readlink): the log itself is opened as every file is, safely, by its name.
 */



/** The Worker's program, in `<root>/bin` (or `bin.<version>` after a self-update). */
const WORKER_PROGRAM = 'Runner.Worker';
/** Ancestors followed at most, and descriptors of one process looked at: bounded either way. */
const MAX_ANCESTORS = 64;
const MAX_FDS = 4096;
const WORKER_LOG_NAME = /^Worker_\d{8}-\d{6}-utc\.log$/;
/** Linux's /proc. Elsewhere (or a /proc without us in it) nothing is listed: no proof. */
const procWorkerProcesses = {
    ancestors() {
        const chain = [];
        let pid = process.ppid;
        while (pid > 1 && chain.length < MAX_ANCESTORS && !chain.includes(pid)) {
            chain.push(pid);
            const stat = (0,process_facts/* procStat */.jW)(pid);
            if (!stat)
                break;
            pid = stat.ppid;
        }
        return chain;
    },
    pids() {
        try {
            const pids = (0,external_node_fs_.readdirSync)('/proc')
                .filter(e => /^[1-9]\d*$/.test(e))
                .map(Number);
            return pids.includes(process.pid) ? pids : undefined;
        }
        catch {
            return undefined;
        }
    },
    program(pid) {
        try {
            return (0,external_node_fs_.readlinkSync)(`/proc/${pid}/exe`);
        }
        catch {
            return undefined;
        }
    },
    openFiles(pid) {
        let fds;
        try {
            fds = (0,external_node_fs_.readdirSync)(`/proc/${pid}/fd`).slice(0, MAX_FDS);
        }
        catch {
            return [];
        }
        return fds.flatMap(fd => {
            try {
                return [(0,external_node_fs_.readlinkSync)(`/proc/${pid}/fd/${fd}`)];
            }
            catch {
                return [];
            }
        });
    }
};
/** The Worker log of `diagDir` that this runner's Worker holds open; {} when none can be shown. */
function heldWorkerLog(diagDir, procs) {
    const pids = procs.pids();
    if (pids === undefined)
        return {};
    // The folder as the links name it: they are resolved paths.
    const dirs = new Set([diagDir]);
    try {
        dirs.add((0,external_node_fs_.realpathSync)(diagDir));
    }
    catch {
        // gone: no file in it is held either
    }
    const isWorker = (pid) => (0,external_node_path_.basename)(procs.program(pid) ?? '') === WORKER_PROGRAM;
    const ancestor = procs.ancestors().find(isWorker);
    const workers = ancestor !== undefined ? [ancestor] : pids.filter(isWorker);
    const held = new Map();
    for (const worker of workers)
        for (const target of procs.openFiles(worker)) {
            // A deleted file reads `<path> (deleted)`, which names no Worker log.
            if (dirs.has((0,external_node_path_.dirname)(target)) && WORKER_LOG_NAME.test((0,external_node_path_.basename)(target)))
                held.set((0,external_node_path_.basename)(target), worker);
        }
    if (held.size === 1) {
        const [[name, worker]] = [...held];
        return { name, worker };
    }
    if (held.size > 1)
        return {
            doubt: `several Worker logs are held open by Workers of this runner (${[...held.keys()].join(', ')})`
        };
    return {};
}

;// CONCATENATED MODULE: ./src/steps/worker-log.ts
/**
 * This job's own facts, from the runner's Worker diag log. Every job runs in a new Worker
 * process, which opens `<root>/_diag/Worker_{UtcNow:yyyyMMdd-HHmmss}-utc.log` as it starts
 * (HostContext.cs, HostTraceListener.cs; a second process in the same second appends to the same
 * file) and, before the job's first step, traces the job message it was sent as indented JSON
 * (Worker.cs, `Job message:`), whose top-level `timeline.id` is the id every page of this job is
 * named by (Logging.cs) and `jobId` the job's own record. A log passing its size limit (whole
 * MiB, at least one) goes on in a newer file, which holds neither the start nor the message.
 *
 * Which log is the job's: the one the Worker holds open, where the system shows it
 * (worker-proof.ts); else the newest by its name, a hint only (see learnJob). From it, in
 * order: the timeline from the newest job message; failing that, only the Worker's start (its
 * log's birth time when the file system keeps one, else the second its name gives); failing
 * that, nothing: the pages cannot be told apart, and none is read. The helper runs inside the
 * job, so a newest log whose Worker traced `Job completed.` (Worker.cs) is an earlier job's:
 * this job's own log is missing, and nothing is learned.
 */


/** Newest Worker logs looked at: the job's own and the parts it went on in. */
const WORKER_LOGS_LOOKED_AT = 4;
/** Bytes of one Worker log read at most: the job message comes near its start. */
const WORKER_LOG_READ_BYTES = 16 * 1024 * 1024;
/** A Worker log goes on in a newer file only once it passed this (`WORKER_LOGSIZE` MiB >= 1). */
const MIN_SPLIT_BYTES = 1024 * 1024;
/** Lines longer than this are none of those looked for: only their start is kept. */
const LINE_KEPT = 512;
const WORKER_LOG = /^Worker_(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-utc\.log$/;
const GUID = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';
/** `[{UtcNow:u} INFO Worker] ` (HostTraceListener.WriteHeader; the source is Program.cs's). */
const WORKER_INFO = String.raw `^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z INFO Worker\] `;
const STARTED = new RegExp(`${WORKER_INFO}Version: `);
const JOB_MESSAGE = new RegExp(`${WORKER_INFO}Job message:$`);
const JOB_COMPLETED = new RegExp(`${WORKER_INFO}Job completed\\.$`);
// Indented JSON escapes every line break inside a string: a line indented by exactly two
// spaces is a member of the message itself, never text from the workflow.
const TIMELINE = '  "timeline": {';
const TIMELINE_ID = new RegExp(`^    "id": "${GUID}",?$`);
const JOB_ID = new RegExp(`^  "jobId": "${GUID}",?$`);
/** The UTC second a Worker log's name gives, or undefined when it names none. */
function workerLogStart(name) {
    const m = WORKER_LOG.exec(name);
    if (!m)
        return undefined;
    const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
    const at = Date.UTC(y, mo - 1, d, h, mi, s);
    const back = new Date(at);
    // Total: a name like Worker_20261399-... names no time at all.
    return back.getUTCFullYear() === y &&
        back.getUTCMonth() === mo - 1 &&
        back.getUTCDate() === d &&
        back.getUTCHours() === h &&
        back.getUTCMinutes() === mi &&
        back.getUTCSeconds() === s
        ? at
        : undefined;
}
/** What one Worker log says, read line by line, at most WORKER_LOG_READ_BYTES. */
function readWorkerLog(fs, path) {
    const found = {
        started: false,
        message: false,
        ended: false,
        bytes: 0,
        bornAt: 0
    };
    const fd = fs.open(path);
    try {
        found.bornAt = fs.bornAt(fd);
        const buffer = new Uint8Array(64 * 1024);
        let partial = '';
        let inMessage = false;
        let inTimeline = false;
        let timelineId;
        let jobId;
        const line = (raw) => {
            const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
            if (!inMessage) {
                if (STARTED.test(text))
                    found.started = true;
                else if (JOB_COMPLETED.test(text))
                    found.ended = true;
                else if (JOB_MESSAGE.test(text)) {
                    inMessage = true;
                    found.ended = false;
                    timelineId = jobId = undefined;
                }
                return;
            }
            if (text === '}') {
                // The message ends: the last one in the file is this process's.
                inMessage = inTimeline = false;
                found.message = true;
                found.timelineId = timelineId;
                found.jobId = jobId;
            }
            else if (text === TIMELINE)
                inTimeline = true;
            else if (inTimeline) {
                timelineId ??= TIMELINE_ID.exec(text)?.[1]?.toLowerCase();
                inTimeline = false;
            }
            else
                jobId ??= JOB_ID.exec(text)?.[1]?.toLowerCase();
        };
        while (found.bytes < WORKER_LOG_READ_BYTES) {
            const n = fs.read(fd, buffer, found.bytes);
            if (n <= 0)
                break;
            found.bytes += n;
            // The lines looked for are ASCII: latin1 keeps every byte one character.
            const lines = (partial + Buffer.from(buffer.buffer, 0, n).toString('latin1')).split('\n');
            partial = (lines.pop() ?? '').slice(0, LINE_KEPT);
            for (const l of lines)
                line(l);
        }
        if (partial)
            line(partial);
    }
    finally {
        fs.close(fd);
    }
    return found;
}
/** Walks Worker logs, newest first, as one Worker's log split in parts. */
function walkLogs(diagDir, fs, logs, read) {
    for (let i = 0; i < logs.length; i++) {
        const log = logs[i];
        let found;
        try {
            found = read(log.name);
        }
        catch (e) {
            return { source: `the Worker log ${log.name} cannot be read: ${e.message}` };
        }
        const startedAt = startOf(log, found);
        // The helper runs inside the job: a job whose Worker traced its end is an earlier one.
        if (found.ended)
            return { source: `the job of the newest Worker log, ${log.name}, has completed` };
        if (found.message && found.timelineId)
            return {
                startedAt,
                timelineId: found.timelineId,
                ...(found.jobId ? { jobId: found.jobId } : {}),
                source: `the job message in ${log.name}`
            };
        if (found.started || found.message)
            return { startedAt, source: `the start of the Worker in ${log.name} (no timeline id in it)` };
        // Neither: a later part of a Worker's log, which only follows a part past the size limit.
        const previous = logs[i + 1];
        if (!previous)
            break;
        let previousBytes = 0;
        try {
            const fd = fs.open((0,external_node_path_.join)(diagDir, previous.name));
            try {
                previousBytes = fs.size(fd);
            }
            finally {
                fs.close(fd);
            }
        }
        catch {
            // unreadable: not followed
        }
        if (previousBytes < MIN_SPLIT_BYTES)
            return { source: `the Worker log ${log.name} names no job and follows none` };
    }
    return { source: `no Worker start in the newest Worker logs of ${diagDir}` };
}
/** The birth time, when kept, places the start within its named second. */
function startOf(log, found) {
    return found.bornAt >= log.at && found.bornAt < log.at + 1000 ? found.bornAt : log.at;
}
/** The timelines whose pages are in the pages folder (`{timelineId}_{recordId}_{page}.log`). */
function timelinesWithPages(fs, pagesDir) {
    const PAGE = new RegExp(`^${GUID}_${GUID}_\\d+\\.log$`);
    const found = new Set();
    try {
        for (const name of fs.readdir(pagesDir)) {
            const id = PAGE.exec(name)?.[1]?.toLowerCase();
            if (id)
                found.add(id);
        }
    }
    catch {
        // no pages folder: no timeline shows pages
    }
    return found;
}
/**
 * This job's facts from the Worker logs in the runner's `_diag` folder. The log the runner's
 * Worker holds open is the job's, by proof (worker-proof.ts). Without one (no /proc, no Worker
 * found), a name and a time are hints: the newest log not named after now is walked as above;
 * when that choice is uncertain (several logs name a running job, or one is named after now,
 * as a file an earlier job left can be), the one whose timeline has pages in `_diag/pages` is
 * preferred, and the facts' doubt says what was chosen and what was passed over.
 */
function learnJob(diagDir, fs, o = {}) {
    const all = workerLogsIn(diagDir, fs);
    if (!Array.isArray(all))
        return all;
    const read = cachedReader(diagDir, fs);
    const held = heldWorkerLog(diagDir, o.procs ?? procWorkerProcesses);
    const heldAt = all.findIndex(l => l.name === held.name);
    if (heldAt >= 0) {
        // This Worker's own log, and the parts before it when it went on in a new one.
        const facts = walkLogs(diagDir, fs, all.slice(heldAt, heldAt + WORKER_LOGS_LOOKED_AT), read);
        return { ...facts, source: `${facts.source}, held open by the Worker (pid ${held.worker})` };
    }
    const now = o.now ?? Date.now();
    const present = all.filter(l => l.at <= now).slice(0, WORKER_LOGS_LOOKED_AT);
    // Nearest first: a far future is no likelier than a near one, and a pile of them is bounded.
    const future = all
        .filter(l => l.at > now)
        .reverse()
        .slice(0, WORKER_LOGS_LOOKED_AT);
    const walked = present.length
        ? walkLogs(diagDir, fs, present, read)
        : { source: `no Worker log in ${diagDir} is named before now` };
    const candidates = runningJobs([...present, ...future], read, now);
    if (!held.doubt && candidates.length <= 1 && !candidates.some(c => c.future))
        return walked;
    return chooseByPages(diagDir, fs, { walked, candidates, heldDoubt: held.doubt, now });
}
/** The Worker logs in the diag folder, newest first by their names; why none, when none. */
function workerLogsIn(diagDir, fs) {
    let names;
    try {
        names = fs.readdir(diagDir);
    }
    catch (e) {
        return { source: `the runner's diag folder cannot be listed: ${e.message}` };
    }
    const all = names
        .flatMap(name => {
        const at = workerLogStart(name);
        return at === undefined ? [] : [{ name, at }];
    })
        .sort((a, b) => b.at - a.at);
    return all.length ? all : { source: `no Worker log in ${diagDir}` };
}
/** Reads each Worker log once, however many of the steps below look at it. */
function cachedReader(diagDir, fs) {
    const contents = new Map();
    return name => {
        let c = contents.get(name);
        if (!c)
            contents.set(name, (c = readWorkerLog(fs, (0,external_node_path_.join)(diagDir, name))));
        return c;
    };
}
/** The logs that name a job still running (a readable job message with a timeline, no end). */
function runningJobs(logs, read, now) {
    return logs.flatMap(log => {
        let found;
        try {
            found = read(log.name);
        }
        catch {
            return [];
        }
        if (!found.message || !found.timelineId || found.ended)
            return [];
        return [
            {
                ...log,
                timelineId: found.timelineId,
                jobId: found.jobId,
                future: log.at > now,
                found
            }
        ];
    });
}
/**
 * The facts when the choice of log is uncertain: the candidate whose timeline has pages is
 * preferred (one named before now first), and the doubt says what was chosen and passed over.
 */
function chooseByPages(diagDir, fs, o) {
    const { walked, candidates, now } = o;
    const withPages = timelinesWithPages(fs, (0,external_node_path_.join)(diagDir, 'pages'));
    const showing = candidates.filter(c => withPages.has(c.timelineId));
    const pool = showing.length ? showing : candidates;
    const chosen = pool.find(c => !c.future) ?? pool[0];
    const about = (c) => `${c.name}${c.future ? ' (named after now)' : ''}, timeline ${c.timelineId}, ` +
        (withPages.has(c.timelineId) ? 'with pages' : 'no pages');
    const doubt = [
        o.heldDoubt,
        chosen &&
            `the Worker log was chosen by its name and its pages, not by proof: ${about(chosen)}` +
                (candidates.length > 1
                    ? `; passed over: ${candidates
                        .filter(c => c !== chosen)
                        .map(about)
                        .join('; ')}`
                    : '')
    ]
        .filter(Boolean)
        .join('; ');
    if (!chosen)
        return { ...walked, doubt };
    if (walked.timelineId === chosen.timelineId && walked.startedAt !== undefined)
        return { ...walked, doubt };
    // A log named after now says nothing of when its Worker started: its pages are told by their
    // timeline alone, and by the birth time when the file system keeps one.
    const bornAt = chosen.found.bornAt;
    const startedAt = chosen.future
        ? bornAt > 0 && bornAt <= now
            ? bornAt
            : 0
        : startOf(chosen, chosen.found);
    return {
        startedAt,
        timelineId: chosen.timelineId,
        ...(chosen.jobId ? { jobId: chosen.jobId } : {}),
        source: `the job message in ${chosen.name}`,
        doubt
    };
}

;// CONCATENATED MODULE: ./src/steps/follow.ts
/**
 * The heartbeat helper's step output loop: a change event from the OS opens a new page at
 * once (a short step's page may be gone before the next poll), a short poll catches what the
 * events miss (and stands in for them while output streams), the pages are read in bounded slices so heartbeats never wait, and what was
 * captured is handed on every few seconds when it changed, and once more, complete, at stop.
 */





const nodeWatchDir = (dir, onChange) => {
    try {
        const w = (0,external_node_fs_.watch)(dir, { persistent: false }, type => {
            // Writes raise 'change': only creation and removal need a listing.
            if (type === 'rename')
                onChange();
        });
        w.on('error', () => undefined);
        return () => w.close();
    }
    catch {
        return () => undefined; // no events here: the poll alone
    }
};
/** What the end report's notes say of the step output: a doubt about whose it is, any trouble. */
function troubleOf(job, watcher) {
    const trouble = [job.doubt, watcher.trouble, watcher.unendedNote()].filter(Boolean).join('; ');
    return trouble ? { trouble } : {};
}
function followPages(o) {
    // `<root>/_diag/pages`: the Worker's own log is in `<root>/_diag`.
    // On the follower's clock: a log named after its now is not taken for this job's on its name.
    const job = o.job ?? learnJob((0,external_node_path_.dirname)(o.pagesDir), o.fs ?? nodePagesFs, { now: o.clock.now() });
    const watcher = new PageWatcher({
        dir: o.pagesDir,
        redactor: o.redactor,
        maxBytes: o.maxBytes,
        startedAt: o.clock.now(),
        job,
        fs: o.fs
    });
    watcher.scan();
    // While a page grows, the folder's events come with every write the runner makes (two per
    // 4 KB: the step's page and the job's), which costs more than reading the pages: the watch
    // is dropped then, and the folder is listed every few milliseconds instead.
    let unwatch;
    const watch = (on) => {
        if (on && !unwatch) {
            unwatch = (o.watchDir ?? nodeWatchDir)(o.pagesDir, () => watcher.scan());
            watcher.scan();
        }
        else if (!on && unwatch) {
            unwatch();
            unwatch = undefined;
        }
    };
    watch(true);
    const snapshot = (final) => o.save({
        final,
        steps: watcher.steps(),
        missed: watcher.missed,
        skipped: watcher.skipped,
        ...troubleOf(job, watcher)
    });
    const loop = async () => {
        let lastSnapshot = o.clock.now();
        let lastGrowth = -Infinity;
        try {
            while (!o.signal.aborted) {
                watcher.scan();
                const read = watcher.read();
                const now = o.clock.now();
                if (read > 0)
                    lastGrowth = now;
                const streaming = now - lastGrowth < STREAMING_QUIET_MS;
                watch(!streaming);
                if (now - lastSnapshot >= (o.snapshotMs ?? STEPS_SNAPSHOT_MS) && watcher.takeChanged()) {
                    snapshot(false);
                    lastSnapshot = now;
                }
                // A full slice: there is more; let the heartbeats run, then go on at once.
                const wait = read >= READ_SLICE_BYTES ? 0 : streaming ? STREAMING_POLL_MS : (o.pollMs ?? PAGES_POLL_MS);
                await o.clock.sleep(wait, o.signal).catch(() => undefined);
            }
        }
        finally {
            watch(false);
            // Post waits a few seconds for the helper, then kills it: what is left unread by then
            // stays unread, and the file says what was read.
            const until = o.clock.now() + DRAIN_BUDGET_MS;
            watcher.drain(() => o.clock.now() < until);
            snapshot(true);
            watcher.close();
        }
    };
    return { progress: () => watcher.progress(), done: loop() };
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
