export const id = 485;
export const ids = [485,454,776];
export const modules = {

/***/ 4159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ noteHour)
/* harmony export */ });
/* unused harmony export shortHourLine */
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7136);

/**
 * Notes this run's start in the key's ledger; says the line when the hour is short. Undefined
 * for a client that keeps no ledger. Never throws.
 */
async function noteHour(client, run) {
    const ledger = client.ledger;
    if (!ledger)
        return undefined;
    // A run sends its start and end, and a pipeline's `running` and final notification.
    const note = await ledger.noteStart(run.jobName, run.notifiesPipeline ? 4 : 2);
    // Said even with --quiet: reports will reach the service late until the cadence changes.
    if (note.sayNow)
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__.complain)(shortHourLine(run.jobName, note, ledger.limit));
    return note;
}
/** The one line: the cadence, the need against the limit, and what happens to the reports. */
function shortHourLine(jobName, note, limit) {
    const cadence = note.cadenceMs === undefined ? '' : ` starts every ${spoken(note.cadenceMs)}, and`;
    const others = note.activeJobs > 1 ? ` with ${note.activeJobs - 1} other job(s) on this key here` : '';
    return (`'${jobName}'${cadence}${others} needs about ${note.need} requests an hour for its start and end reports, ` +
        `more than the key's ${limit}: heartbeats give way first, and no report is dropped: ` +
        `those the hour cannot take wait in the local queue for a later hour (\`job-monitor replay\` sends them), ` +
        `arriving later and later while this lasts. Run it less often, or on a key of its own.`);
}
function spoken(ms) {
    if (ms < 90_000)
        return `${Math.round(ms / 1000)} s`;
    if (ms < 90 * 60_000)
        return `${Math.round(ms / 60_000)} min`;
    return `${Math.round(ms / 3_600_000)} h`;
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

/***/ 4454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lB: () => (/* binding */ END_ASKED_GRACE_MS),
  GH: () => (/* binding */ END_HOOK_WAIT_MAX_MS),
  uO: () => (/* binding */ OPEN_RUNS_PER_PASS),
  OpenRunStore: () => (/* binding */ OpenRunStore),
  nY: () => (/* binding */ endSettled),
  sz: () => (/* binding */ forgetAbandoned),
  A2: () => (/* binding */ lostRunDetails),
  jv: () => (/* binding */ lostRuns)
});

// UNUSED EXPORTS: LONG_SILENCE_MS, OPEN_RUNS_FOLDER, OPEN_RUNS_READ_PER_PASS, OPEN_RUN_MAX_AGE_MS, OPEN_RUN_VERSION, parseOpenRun

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/client/identity.ts
var identity = __webpack_require__(1569);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/process/job-process.ts
var job_process = __webpack_require__(2286);
// EXTERNAL MODULE: ./src/process/process-facts.ts
var process_facts = __webpack_require__(7662);
;// CONCATENATED MODULE: ./src/queue/run-marks.ts


/**
 * Whether the end hook the CI system runs after the job's process may still send the run's end:
 * no pass has found the process gone before, or one did less than the hook's wait ago.
 */
function endHookMayCome(run, since) {
    const wait = Math.min(run.endWaitMs ?? 0, END_HOOK_WAIT_MAX_MS);
    if (wait <= 0)
        return false;
    return since === undefined || since < wait;
}
/**
 * How long ago a pass first found the run's job gone; undefined when no mark this pass can read
 * says. Measured on the boot clock, which the wall clock's steps (NTP, a VM resumed) do not move:
 * a mark of another boot says nothing. Only a record or a machine with no boot clock falls back
 * to the wall clock, either side of it (a mark ahead of this clock by less than the wait holds
 * the run until the wait from it is past).
 */
function sinceSeenGone(run, now, boot) {
    if (run.jobGoneBoot && boot)
        return (0,process_facts/* bootElapsed */.J9)(run.jobGoneBoot, boot);
    const seen = run.jobGoneAt === undefined ? NaN : Date.parse(run.jobGoneAt);
    return Number.isNaN(seen) ? undefined : Math.abs(now - seen);
}
/**
 * Whether the run's ender holds it: marked less than END_ASKED_GRACE_MS ago, on the boot clock
 * (an ender of another boot is gone, and holds nothing).
 */
function endOnItsWay(run, now, boot) {
    if (run.endAskedBoot && boot) {
        const since = (0,process_facts/* bootElapsed */.J9)(run.endAskedBoot, boot);
        return since !== undefined && since < END_ASKED_GRACE_MS;
    }
    const asked = run.endAskedAt === undefined ? NaN : Date.parse(run.endAskedAt);
    // The grace from the mark, either side of it: a mark a little ahead of this clock (a clock
    // set back) holds the run until the grace from it is past; one further ahead than that was
    // written by no ender here, and holds nothing (else it would hold the run for ever).
    return !Number.isNaN(asked) && Math.abs(now - asked) < END_ASKED_GRACE_MS;
}

// EXTERNAL MODULE: ./src/util/owner.ts
var util_owner = __webpack_require__(3079);
// EXTERNAL MODULE: ./src/util/dirs.ts
var dirs = __webpack_require__(6210);
// EXTERNAL MODULE: ./src/util/atomic-writes.ts
var atomic_writes = __webpack_require__(224);
// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __webpack_require__(8230);
// EXTERNAL MODULE: ./src/util/entries.ts
var entries = __webpack_require__(1952);
;// CONCATENATED MODULE: ./src/queue/open-runs.ts
/**
 * Runs begun on this machine whose end has not been reported yet, kept beside the queue (which
 * outlives the job on a persistent runner; RUNNER_TEMP is emptied at each job's start). A run
 * whose job never reached its end (the machine died, the runner was killed) leaves its record
 * behind; the next job on the machine, or `job-monitor replay`, ends it as `failed` ("runner
 * lost") on evidence that its job is gone: the job's own process (run/job-process.ts), never
 * only its helper's. One small file per run key.
 */











const OPEN_RUN_VERSION = 1;
/** The folder of open-run records, inside the queue directory. */
const OPEN_RUNS_FOLDER = 'open';
/** At most this many lost runs are ended in one pass: a full folder never stalls a job. */
const OPEN_RUNS_PER_PASS = 20;
/**
 * At most this many records are read in one pass (a few hundred bytes each), so that the runs
 * of other services or machines that come first by name never hide this job's lost runs.
 */
const OPEN_RUNS_READ_PER_PASS = 200;
/**
 * A record of this machine whose helper is gone and whose last sign of life is older than this
 * is forgotten without an end: no job of its service has come to end it, and none is coming.
 */
const OPEN_RUN_MAX_AGE_MS = 30 * 24 * 3600_000;
/**
 * A run whose job cannot be seen from here (no job process was named, or it lives in another
 * pid namespace) is ended as lost only after this long without a sign of life: longer than the
 * helper lives (6 h 15 min), and than any job we know of runs without one.
 */
const LONG_SILENCE_MS = 24 * 3600_000;
/** A record is a few hundred bytes; a larger file is not one. */
const OPEN_RUN_MAX_BYTES = 16 * 1024;
/** A longer run key is not recorded: its name (two hex digits a byte) must fit a file name. */
const MAX_RUN_KEY_BYTES = 100;
/**
 * How long a run whose end was asked for is left to its ender: longer than any front end
 * takes to send or queue an end (the post step ends within 30 s). Past it, the ender was
 * killed on the way, and the run is as lost as one that never reached its end.
 */
const END_ASKED_GRACE_MS = 10 * 60_000;
/**
 * The longest wait for an end hook a record may ask for (GitLab's after_script limit is bounded
 * at an hour, job-process.ts): a record that says more holds its run no longer than this.
 */
const END_HOOK_WAIT_MAX_MS = 2 * 3600_000;
class OpenRunStore {
    dir;
    /** This store's updates, one after the other: each rewrites the whole record. */
    updates = Promise.resolve();
    constructor(dir) {
        this.dir = dir;
    }
    static inQueue(queueDir) {
        return new OpenRunStore((0,external_node_path_.join)(queueDir, OPEN_RUNS_FOLDER));
    }
    /**
     * The file of a run key's record. Run keys may come from anywhere (a flag): spelt in hex, so
     * no key names another path. No hash: the heartbeat helper writes these, and node:crypto
     * would stay in its memory all job.
     */
    fileName(runKey) {
        return `${Buffer.from(runKey, 'utf8').toString('hex')}.json`;
    }
    async open(run) {
        if (Buffer.byteLength(run.runKey) > MAX_RUN_KEY_BYTES)
            throw new Error('run key too long');
        await (0,dirs/* ensurePrivateDir */.rh)(this.dir);
        const record = { version: OPEN_RUN_VERSION, hostTag: util_owner/* HOST_TAG */.q, ...run };
        await (0,atomic_writes/* writeFileAtomic */.Zf)(this.dir, this.fileName(run.runKey), `${JSON.stringify(record)}\n`);
    }
    /** The moment of the helper's last heartbeat, kept where the next job can read it. */
    touch(runKey, lastBeatAt) {
        return this.update(runKey, { lastBeatAt });
    }
    /**
     * The run's end is on its way: no other job may end it as lost meanwhile. Wall time by
     * default: the other jobs on the machine compare it with theirs.
     */
    markEndAsked(runKey, endAskedAt = (0,wire/* isoUtc */.u8)(Date.now()), endAskedBoot) {
        return this.update(runKey, { endAskedAt, ...(endAskedBoot ? { endAskedBoot } : {}) });
    }
    /** The run's job's process was found gone: its end hook's wait is counted from here. */
    markJobGone(runKey, jobGoneAt, jobGoneBoot) {
        return this.update(runKey, { jobGoneAt, ...(jobGoneBoot ? { jobGoneBoot } : {}) });
    }
    /**
     * Read, change, write back: one at a time, so that a touch the helper did not wait for and
     * the mark that follows it keep both their fields.
     */
    update(runKey, change) {
        const done = this.updates.then(() => this.rewrite(runKey, change));
        this.updates = done.catch(() => undefined);
        return done;
    }
    async rewrite(runKey, change) {
        const name = this.fileName(runKey);
        const text = await (0,regular_files/* readRegularFile */.XF)((0,external_node_path_.join)(this.dir, name), undefined, OPEN_RUN_MAX_BYTES);
        const run = text === undefined ? undefined : parseOpenRun(text);
        if (!run || run.runKey !== runKey)
            return;
        await (0,atomic_writes/* writeFileAtomic */.Zf)(this.dir, name, `${JSON.stringify({ ...run, ...change })}\n`);
    }
    /** The run's end is delivered or queued: nothing is left to close. */
    async close(runKey) {
        await (0,entries/* removeIfPresent */.ti)((0,external_node_path_.join)(this.dir, this.fileName(runKey))).catch(() => false);
    }
    /** Up to `max` records, in name order; unreadable or foreign files are skipped. */
    async list(max = OPEN_RUNS_READ_PER_PASS) {
        // A symbolic link in place of the folder leads elsewhere: nothing there is ours.
        if (!(await (0,entries/* isRealDirectory */.sL)(this.dir)))
            return [];
        const all = await (0,entries/* listFiles */.CS)(this.dir);
        // A helper killed while it wrote leaves a temporary file: removed once its writer is gone.
        for (const name of all) {
            const owner = (0,atomic_writes/* parseTempFileName */.$4)(name);
            if (owner && !(0,util_owner/* isOwnerAlive */.J)(owner.hostTag, owner.pid))
                await (0,entries/* removeIfPresent */.ti)((0,external_node_path_.join)(this.dir, name)).catch(() => false);
        }
        const names = all.filter(n => /^(?:[0-9a-f]{2})+\.json$/.test(n)).sort();
        const runs = [];
        for (const name of names.slice(0, max)) {
            const text = await (0,regular_files/* readRegularFile */.XF)((0,external_node_path_.join)(this.dir, name), undefined, OPEN_RUN_MAX_BYTES);
            const run = text === undefined ? undefined : parseOpenRun(text);
            if (run && name === this.fileName(run.runKey))
                runs.push(run);
        }
        return runs;
    }
}
/** A record's text, or undefined when it is not one we wrote. */
function parseOpenRun(text) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!v || typeof v !== 'object' || Array.isArray(v))
        return undefined;
    const r = v;
    const str = (x) => typeof x === 'string';
    const h = r.helper;
    const helperOk = h === undefined ||
        (typeof h === 'object' &&
            h !== null &&
            Number.isInteger(h.pid) &&
            h.pid > 0 &&
            (h.procStart === undefined || str(h.procStart)));
    const j = r.job;
    const jobOk = j === undefined ||
        (typeof j === 'object' &&
            j !== null &&
            job_process/* JOB_KINDS */.ik.includes(j.kind) &&
            Number.isInteger(j.pid) &&
            // pid 1: a container's first process (GitLab's Docker executor).
            j.pid >= 1 &&
            (j.procStart === undefined || str(j.procStart)) &&
            (j.pidNamespace === undefined || str(j.pidNamespace)) &&
            (j.bootId === undefined || str(j.bootId)));
    const s = r.service;
    const serviceOk = s === undefined || (typeof s === 'object' && s !== null && str(s.address) && str(s.key));
    const ok = r.version === OPEN_RUN_VERSION &&
        str(r.runKey) &&
        r.runKey !== '' &&
        str(r.runId) &&
        str(r.jobName) &&
        str(r.startTime) &&
        str(r.hostTag) &&
        (r.pipelineId === undefined || str(r.pipelineId)) &&
        (r.statusFile === undefined || str(r.statusFile)) &&
        (r.lastBeatAt === undefined || str(r.lastBeatAt)) &&
        (r.endAskedAt === undefined || str(r.endAskedAt)) &&
        (r.jobGoneAt === undefined || str(r.jobGoneAt)) &&
        (r.jobGoneBoot === undefined || isBootMark(r.jobGoneBoot)) &&
        (r.endAskedBoot === undefined || isBootMark(r.endAskedBoot)) &&
        (r.endWaitMs === undefined ||
            (typeof r.endWaitMs === 'number' && Number.isFinite(r.endWaitMs) && r.endWaitMs >= 0)) &&
        (r.intervalMs === undefined ||
            (typeof r.intervalMs === 'number' && Number.isFinite(r.intervalMs) && r.intervalMs >= 0)) &&
        helperOk &&
        jobOk &&
        serviceOk;
    return ok ? r : undefined;
}
function isBootMark(v) {
    if (!v || typeof v !== 'object')
        return false;
    const m = v;
    return typeof m.bootId === 'string' && typeof m.ms === 'number' && Number.isFinite(m.ms);
}
/**
 * The runs of this machine that are lost, on evidence that their job is gone:
 * - never the asking job's own run, another machine's, another service's, or one that names no
 *   service (it cannot be proven this job's to end);
 * - never while its end is on its way (asked for less than END_ASKED_GRACE_MS ago), while its
 *   helper lives, or while a heartbeat newer than two intervals says the run is alive;
 * - then lost when its job's own process is gone (run/job-process.ts), and, where the CI system
 *   runs an end hook after that process (GitLab's after_script), once the hook's wait has passed
 *   since a pass first found it gone (`seenGone` is told of a run found so for the first time);
 * - a run whose job cannot be seen from here (none was named, or it lives in another pid
 *   namespace) is left to its own end, or to a silence longer than LONG_SILENCE_MS.
 */
function lostRuns(runs, evidence, o) {
    const host = o.hostTag ?? util_owner/* HOST_TAG */.q;
    const mine = o.service;
    const lost = [];
    for (const r of runs) {
        if (r.hostTag !== host || r.runKey === o.ownRunKey)
            continue;
        if (r.service === undefined || mine === undefined || !(0,identity/* sameService */.cm)(r.service, mine))
            continue;
        if (endOnItsWay(r, o.now, o.boot))
            continue;
        if (r.helper && evidence.helperAlive(r.helper))
            continue;
        const word = o.lastWord?.(r);
        const lastBeatAt = latest(word?.lastBeatAt, r.lastBeatAt);
        if (beatIsFresh(r, word?.lastBeatAt, o.now))
            continue;
        const job = r.job === undefined ? 'unseen' : evidence.job(r.job);
        if (job === 'alive')
            continue;
        if (job === 'gone') {
            const since = sinceSeenGone(r, o.now, o.boot);
            if (endHookMayCome(r, since)) {
                // Marked once, at the first sight; a mark this boot's clock cannot read (none, one of
                // another boot, one no clock can read) is replaced, so that a later pass counts from it.
                if (since === undefined)
                    o.seenGone?.(r);
                continue;
            }
            lost.push({ run: r, because: 'job-gone', ...(lastBeatAt ? { lastBeatAt } : {}) });
            continue;
        }
        const last = Date.parse(lastBeatAt ?? r.startTime);
        if (!Number.isNaN(last) && o.now - last > LONG_SILENCE_MS)
            lost.push({ run: r, because: 'silence', ...(lastBeatAt ? { lastBeatAt } : {}) });
    }
    return lost;
}
/**
 * A heartbeat newer than two intervals says the run is alive: the helper's status file says the
 * last one; the record, rewritten at most once a minute, an older one (never a newer).
 */
function beatIsFresh(run, statusBeat, now) {
    const interval = run.intervalMs ?? 0;
    if (interval <= 0)
        return false;
    const last = Date.parse(latest(statusBeat, run.lastBeatAt) ?? '');
    return !Number.isNaN(last) && now - last < 2 * interval;
}
function latest(a, b) {
    if (a === undefined)
        return b;
    if (b === undefined)
        return a;
    return Date.parse(a) >= Date.parse(b) ? a : b;
}
/** The error details of a lost run's failed end report: what was seen, and when it last beat. */
function lostRunDetails(lastBeatAt, endAsked = false, seen) {
    const at = lastBeatAt === undefined ? NaN : Date.parse(lastBeatAt);
    const lost = endAsked ? 'runner lost while it reported the end' : 'runner lost';
    const why = seen?.because === 'silence'
        ? ` (no sign of life for ${LONG_SILENCE_MS / 3600_000} h; its job could not be seen from here)`
        : seen?.jobWords
            ? ` (${seen.jobWords})`
            : '';
    return Number.isNaN(at)
        ? `${lost}${why}: no heartbeat known to have been delivered`
        : `${lost}${why}: last heartbeat at ${(0,wire/* isoUtc */.u8)(at)}`;
}
/**
 * Whether a run's end is settled, so its open-run record can go: the end was delivered or
 * queued, there was no run to end (its start went nowhere), or it was refused for good (no
 * later try can change the answer). Otherwise the record stays, for a later job here to end
 * the run: an end that could be neither sent nor queued must not leave the run open for ever.
 * An address that speaks another protocol, or whose certificate is refused, refuses nothing
 * for good: it is put right, and the replay keeps its records for then.
 */
function endSettled(end) {
    if (!end || end.delivered || end.queued !== undefined)
        return true;
    return !end.error.retryable && !(end.error instanceof errors/* ConnectionError */.Rc);
}
/**
 * Records of this machine this job cannot end (another service's, or naming none), whose helper is gone and whose last sign of life
 * (the last heartbeat, else the start) is older than OPEN_RUN_MAX_AGE_MS: removed without an
 * end, so that the folder does not grow for ever with the runs of a service whose jobs no
 * longer come here.
 */
async function forgetAbandoned(o, runs) {
    for (const run of runs) {
        if (run.hostTag !== util_owner/* HOST_TAG */.q || run.runKey === o.ownRunKey)
            continue;
        const last = Date.parse(run.lastBeatAt ?? run.startTime);
        if (Number.isNaN(last) || o.now - last <= OPEN_RUN_MAX_AGE_MS)
            continue;
        if (run.helper && o.evidence.helperAlive(run.helper))
            continue;
        await o.store.close(run.runKey);
        o.log?.(`the run of ${run.jobName} begun at ${run.startTime}: forgotten after 30 days without an end`);
    }
}


/***/ }),

/***/ 3776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   endTheRun: () => (/* binding */ endTheRun)
/* harmony export */ });
/* harmony import */ var _queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4454);
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1054);
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7110);
/* harmony import */ var _process_process_facts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7662);




const RUN_LEFT_OPEN = 'the run stays open: a later job on this machine will end it';
/** Ends a run in the one order above; the front end's attempt, the helper's stop, the record's fate. */
async function endTheRun(o) {
    // Dated on the ender's clock for people, and on the boot clock for the other processes of the
    // machine, which measure the mark's age on it whatever the wall clock does meanwhile.
    const asked = (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isoUtc */ .u8)((o.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_2__/* .systemClock */ .m).now());
    await o.records?.markEndAsked(o.runKey, asked, (0,_process_process_facts_js__WEBPACK_IMPORTED_MODULE_3__/* .bootNow */ .Xg)()).catch(() => undefined);
    const stopping = o.stopHelper?.();
    const early = stopping === undefined
        ? undefined
        : o.stopFirstMs === undefined
            ? await stopping
            : await within(stopping, o.stopFirstMs);
    let attempt;
    try {
        attempt = await o.send(early);
    }
    catch (e) {
        // The stop is seen through even when the end failed: no process is left behind.
        await stopping?.catch(() => undefined);
        throw e;
    }
    const helper = early ?? (stopping === undefined ? undefined : await stopping);
    if (early === undefined && helper !== undefined && o.afterLateStop)
        attempt = await o.afterLateStop(attempt, helper);
    const record = await settle(o, attempt);
    return {
        attempt,
        record,
        ...(helper ? { helper } : {}),
        ...(record === 'left-open' ? { leftOpen: RUN_LEFT_OPEN } : {})
    };
}
async function settle(o, attempt) {
    if (attempt.settledElsewhere)
        return 'settled-elsewhere';
    if (attempt.notTried)
        return 'left-open';
    if (attempt.forget || (0,_queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .endSettled */ .nY)(attempt.end)) {
        await o.records?.close(o.runKey);
        return 'closed';
    }
    return 'left-open';
}
/** The promise's value if it settles within `ms`, else undefined (it goes on). */
async function within(p, ms) {
    let timer;
    const late = new Promise(resolve => (timer = setTimeout(() => resolve(undefined), ms)));
    try {
        return await Promise.race([p, late]);
    }
    finally {
        clearTimeout(timer);
    }
}


/***/ })

};
