export const id = 654;
export const ids = [654];
export const modules = {

/***/ 9459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fi: () => (/* binding */ endStatusOf),
/* harmony export */   WE: () => (/* binding */ errorDetailsOf),
/* harmony export */   c6: () => (/* binding */ outcomeFacts),
/* harmony export */   lt: () => (/* binding */ withOutcome),
/* harmony export */   ly: () => (/* binding */ STATUS_WORDS)
/* harmony export */ });
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1054);
/**
 * A job's outcome in its CI system's words, as the end report's status. Each system names it
 * its own way: GitLab's CI_JOB_STATUS (success, failed, canceled, timedout), Jenkins'
 * currentResult (SUCCESS, UNSTABLE, FAILURE, ABORTED), Buildkite's and a shell's exit status
 * (a number).
 */

const WORDS = {
    success: 'success',
    succeeded: 'success',
    passed: 'success',
    failed: 'failed',
    failure: 'failed',
    unstable: 'failed',
    canceled: 'cancelled',
    cancelled: 'cancelled',
    aborted: 'cancelled',
    // GitLab's CI_JOB_STATUS when RUNNER_SCRIPT_TIMEOUT ended the script (gitlab-runner
    // common/build.go); the service has no such status: a run that ran out of time failed.
    timedout: 'failed',
    'timed-out': 'failed',
    timeout: 'failed'
};
const TIMED_OUT = new Set(['timedout', 'timed-out', 'timeout']);
/** The end status a word or an exit status stands for; undefined for anything else. */
function endStatusOf(word) {
    const w = word.trim().toLowerCase();
    if (Object.hasOwn(WORDS, w))
        return WORDS[w];
    // An exit status: 0 is success, any other (a signal's 128+n, Buildkite's -1) a failure.
    if (/^-?\d{1,10}$/.test(w))
        return Number(w) === 0 ? 'success' : 'failed';
    return undefined;
}
const STATUS_WORDS = `${_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .END_STATUSES */ .B_.join(', ')} (or ${Object.keys(WORDS)
    .filter(w => !_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .END_STATUSES */ .B_.includes(w))
    .join(', ')}, an exit status)`;
/** The end report's metadata with what the outcome word adds (a time-out's result). */
function withOutcome(metadata, word) {
    const added = outcomeFacts(word).metadata;
    return added ? { ...metadata, ...added } : metadata;
}
/** error_details for an outcome word: why, and where to look (the job's page); null for a success. */
function errorDetailsOf(word, jobUrl) {
    const { reason } = outcomeFacts(word);
    if (!reason)
        return null;
    return jobUrl ? `${reason}; see ${jobUrl}` : reason;
}
/**
 * Why a run with this outcome word did not succeed, in the words the job can know: a time-out,
 * a cancel, an exit status (Buildkite's -1: the agent got none, the command was killed), or the
 * CI system's own word. A failed run always says why.
 */
function outcomeFacts(word) {
    const w = word.trim().toLowerCase();
    if (TIMED_OUT.has(w))
        return { reason: 'timed out', metadata: { 'cicd.pipeline.task.run.result': 'timeout' } };
    const status = endStatusOf(w);
    if (status === 'success' || status === undefined)
        return {};
    if (status === 'cancelled')
        return { reason: 'the job was cancelled' };
    if (/^-?\d+$/.test(w)) {
        return { reason: w === '-1' ? 'exit status -1 (killed by a signal)' : `exit status ${w}` };
    }
    return { reason: `the job failed (${w})` };
}


/***/ }),

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   emulatorSubcommand: () => (/* binding */ emulatorSubcommand),
/* harmony export */   endCommand: () => (/* binding */ endCommand),
/* harmony export */   heartbeatCommand: () => (/* binding */ heartbeatCommand),
/* harmony export */   notifyCommand: () => (/* binding */ notifyCommand),
/* harmony export */   pipelineTable: () => (/* binding */ pipelineTable),
/* harmony export */   pipelinesCommand: () => (/* binding */ pipelinesCommand),
/* harmony export */   replayCommand: () => (/* binding */ replayCommand),
/* harmony export */   runsSubcommand: () => (/* binding */ runsSubcommand),
/* harmony export */   startCommand: () => (/* binding */ startCommand)
/* harmony export */ });
/* harmony import */ var _client_reports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2992);
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1054);
/* harmony import */ var _logs_stream_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1262);
/* harmony import */ var _logs_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2790);
/* harmony import */ var _queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2650);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1363);
/* harmony import */ var _queue_queue_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5072);
/* harmony import */ var _run_protocol_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(529);
/* harmony import */ var _run_signals_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6192);
/* harmony import */ var _queue_constants_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(3846);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(99);
/* harmony import */ var _ci_facts_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7339);
/* harmony import */ var _ci_status_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9459);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6675);
/* harmony import */ var _settings_check_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8785);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7136);
/* harmony import */ var _service_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3769);
/** The small subcommands for shell scripts, and the emulator's two. */

















const stdout = text => void process.stdout.write(text);
function setUp(flags, env, needs = 'runs') {
    const config = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .serviceConfig */ .IE)(flags, env);
    const say = (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__/* .messenger */ .e)(config.quiet);
    (0,_service_js__WEBPACK_IMPORTED_MODULE_14__/* .warnAboutKeyFlag */ .n_)(config, say);
    (0,_service_js__WEBPACK_IMPORTED_MODULE_14__/* .requireService */ .rU)(config, needs);
    return {
        config,
        say,
        client: (0,_service_js__WEBPACK_IMPORTED_MODULE_14__/* .makeClient */ .yu)(config, env, say),
        queue: (0,_service_js__WEBPACK_IMPORTED_MODULE_14__/* .makeQueue */ .O3)(config, env, say)
    };
}
function waitMs(flags) {
    return ((0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .wholeNumber */ .rD)((0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'wait', {}), '--wait', 1, 3600) ?? 15) * 1000;
}
/** Delivered: 0. Queued for a later replay: 0 with a note. Refused: 1. */
function exitFor(outcome, what, say) {
    if (outcome.delivered)
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
    if (outcome.queued) {
        say(`the ${what} is queued (${outcome.error.message}); \`job-monitor replay\` sends it later`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
    }
    (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`the ${what} was not accepted: ${outcome.error.message}`);
    return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble;
}
function shellQuote(value) {
    return `'${value.replace(/'/g, `'\\''`)}'`;
}
async function startCommand(flags, env, out = stdout) {
    const format = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'format', {}) ?? 'text';
    if (!['text', 'env', 'json'].includes(format))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e('--format must be text, env or json');
    const stateFile = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'state-file', {});
    if (stateFile) {
        const { startWithHeartbeats } = await __webpack_require__.e(/* import() */ 208).then(__webpack_require__.bind(__webpack_require__, 3208));
        const started = await startWithHeartbeats(stateFile, flags, env, {
            waitMs: waitMs(flags),
            heartbeatMs: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .heartbeatMsOf */ .c6)(flags, env)
        });
        if (started)
            printStarted(format, started, out);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
    }
    const jobName = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .jobNameOf */ .gm)(flags, env);
    const { say, client, queue } = setUp(flags, env);
    const cancel = (0,_run_signals_js__WEBPACK_IMPORTED_MODULE_15__/* .cancelOnSignals */ .dJ)();
    const { run, start: outcome } = await (0,_run_protocol_js__WEBPACK_IMPORTED_MODULE_7__/* .beginRun */ .Te)({ client, queue }, { jobName, metadata: (0,_ci_facts_js__WEBPACK_IMPORTED_MODULE_9__/* .reportMetadata */ .cO)(env, (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .metadataOf */ .Nk)(flags)), tags: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .tagsOf */ .Fg)(flags) }, { deadline: Date.now() + waitMs(flags), signal: cancel.signal }).finally(() => cancel.dispose());
    const code = exitFor(outcome, 'start report', say);
    if (code !== _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok)
        return code;
    printStarted(format, { ...run, jobName }, out);
    return code;
}
/** What `start` prints: the run id, lines for `eval`, or JSON. */
function printStarted(format, started, out) {
    const { runId, runKey, startTime, jobName } = started;
    const fields = {
        [_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.runId]: runId,
        [_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.runKey]: runKey,
        [_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.startTime]: startTime,
        [_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.jobName]: jobName
    };
    if (format === 'json') {
        out(`${JSON.stringify({ run_id: runId, run_key: runKey, start_time: startTime, job_name: jobName })}\n`);
    }
    else if (format === 'env') {
        out(Object.entries(fields)
            .map(([k, v]) => `${k}=${shellQuote(v)}`)
            .join('\n') + `\nexport ${Object.keys(fields).join(' ')}\n`);
    }
    else {
        out(`${runId}\n`);
    }
}
/** The file's head and tail, redacted before the cut so no piece of a secret survives at its edge. */
async function readLogFile(path, maxBytes, redactor) {
    const capture = new _logs_stream_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .StreamRedactor */ .d6(maxBytes, redactor);
    try {
        // A regular file only, up to its size when opened: never a FIFO's or a device's endless bytes.
        await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_5__/* .streamRegularFile */ .Lb)(path, chunk => capture.write(chunk));
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--log-file: ${e.message}`, '--log-file');
    }
    return capture.text(redactor);
}
async function endCommand(flags, env) {
    const logFile = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'log-file', {});
    const maxBytes = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .wholeNumber */ .rD)((0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'log-max-bytes', {}), '--log-max-bytes', 0, 16 * 1024 * 1024) ?? 65536;
    const stateFile = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'state-file', {});
    if (stateFile) {
        const { endFromState } = await __webpack_require__.e(/* import() */ 208).then(__webpack_require__.bind(__webpack_require__, 3208));
        return await endFromState(stateFile, flags, env, {
            waitMs: waitMs(flags),
            logs: apiKey => logFile
                ? readLogFile(logFile, maxBytes, new _logs_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .Redactor */ .pO([apiKey]))
                : Promise.resolve(undefined)
        });
    }
    const word = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'status', {});
    const status = word === undefined ? undefined : (0,_ci_status_js__WEBPACK_IMPORTED_MODULE_10__/* .endStatusOf */ .Fi)(word);
    if (!status)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--status must be one of ${_ci_status_js__WEBPACK_IMPORTED_MODULE_10__/* .STATUS_WORDS */ .ly}`, '--status');
    const jobName = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .jobNameOf */ .gm)(flags, env);
    const runId = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'run-id', env, _config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.runId);
    const runKey = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'run-key', env, _config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.runKey);
    const startTime = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .startTimeOf */ .P2)(flags, env);
    if (!runId && !runKey)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--run-id (or --run-key) is required, or ${_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.runId} from \`start --format env\``);
    if (!startTime)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--start-time is required (byte for byte as \`start\` printed it), or ${_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.startTime}`);
    const { config, say, client, queue } = setUp(flags, env);
    const logs = logFile
        ? await readLogFile(logFile, maxBytes, new _logs_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .Redactor */ .pO([config.apiKey]))
        : undefined;
    const cancel = (0,_run_signals_js__WEBPACK_IMPORTED_MODULE_15__/* .cancelOnSignals */ .dJ)();
    const ended = await (0,_run_protocol_js__WEBPACK_IMPORTED_MODULE_7__.endRun)({ client, queue }, { jobName, runKey: runKey ?? (0,_queue_queue_js__WEBPACK_IMPORTED_MODULE_6__/* .newRunKey */ .r9)(), startTime, runId: runId ?? '' }, {
        status,
        errorDetails: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'error', {}) ?? (0,_ci_status_js__WEBPACK_IMPORTED_MODULE_10__/* .errorDetailsOf */ .WE)(word, (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'job-url', {})),
        metadata: (0,_ci_facts_js__WEBPACK_IMPORTED_MODULE_9__/* .reportMetadata */ .cO)(env, (0,_ci_status_js__WEBPACK_IMPORTED_MODULE_10__/* .withOutcome */ .lt)((0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .metadataOf */ .Nk)(flags), word)),
        tags: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .tagsOf */ .Fg)(flags),
        logs
    }, { deadline: Date.now() + waitMs(flags), signal: cancel.signal }).finally(() => cancel.dispose());
    const outcome = ended.end;
    if (!outcome) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`no end report: the run's start report was neither delivered nor queued (run key ${runKey})`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble;
    }
    return exitFor(outcome, 'end report', say);
}
async function heartbeatCommand(flags, env) {
    const jobName = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .jobNameOf */ .gm)(flags, env);
    const { say, client } = setUp(flags, env);
    const d = await client.deliver({
        kind: 'heartbeat',
        body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_0__/* .heartbeatBody */ .RJ)({
            jobName,
            currentTime: (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isoUtc */ .u8)(Date.now()),
            metadata: (0,_ci_facts_js__WEBPACK_IMPORTED_MODULE_9__/* .heartbeatMetadata */ .o)(env, (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .metadataOf */ .Nk)(flags))
        })
    });
    if (!d.delivered) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`the heartbeat was not accepted: ${d.error.message}`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble;
    }
    say(`heartbeat sent; next expected ${d.response.next_expected}`);
    return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
}
async function notifyCommand(flags, env) {
    const status = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'status', {});
    if (!status || !_client_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .PIPELINE_STATUSES */ .ev.includes(status)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--status must be one of ${_client_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .PIPELINE_STATUSES */ .ev.join(', ')}`);
    }
    const pipelineId = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'pipeline-id', env, _config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.pipelineId);
    if (!pipelineId)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--pipeline-id is required (or ${_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.pipelineId})`);
    const { say, client, queue } = setUp(flags, env, 'pipelines');
    const outcome = await (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(client, queue, {
        kind: 'pipeline-notification',
        pipelineId,
        body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_0__/* .pipelineNotification */ .CS)({
            status,
            message: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'message', {}),
            metadata: (0,_ci_facts_js__WEBPACK_IMPORTED_MODULE_9__/* .reportMetadata */ .cO)(env, (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .metadataOf */ .Nk)(flags))
        })
    }, { deadline: Date.now() + 15_000 });
    return exitFor(outcome, 'pipeline notification', say);
}
async function pipelinesCommand(flags, env, out = stdout) {
    const { client } = setUp(flags, env, 'pipelines');
    let answer;
    try {
        answer = await client.listPipelines();
    }
    catch (e) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`could not list pipelines: ${e.message}`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble;
    }
    if (flags.json) {
        out(`${inertJson(answer)}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
    }
    out(pipelineTable(answer));
    return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
}
/** The API text does not show the list's shape: a list of objects (or `{pipelines: [...]}`) is tabled, anything else printed as JSON. */
/**
 * The service's answer as JSON, pretty-printed. JSON.stringify escapes C0 controls, and no
 * line of it can begin with `::`. The rest can only stand inside a string, where an escape
 * means the same to a JSON reader: C1 controls, line separators and bidi overrides (which a
 * terminal acts on), and the `#` of `##[` (which the runner would).
 */
function inertJson(value) {
    return (JSON.stringify(value, null, 2) ?? 'null').replace(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|(?<=#)#(?=\[)/g, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function pipelineTable(answer) {
    const list = Array.isArray(answer)
        ? answer
        : Array.isArray(answer?.pipelines)
            ? answer.pipelines
            : undefined;
    if (!list || !list.every(x => x && typeof x === 'object'))
        return `${inertJson(answer)}\n`;
    if (list.length === 0)
        return 'No pipelines.\n';
    const rows = list;
    const columns = [...new Set(rows.flatMap(r => Object.keys(r)))];
    // The service's names and values, shown as text: one line each, nothing the runner obeys.
    const cell = (v) => v === undefined || v === null
        ? ''
        : (0,_logs_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .safeForLog */ .p5)(typeof v === 'object' ? JSON.stringify(v) : String(v));
    const widths = columns.map(c => Math.max(c.length, ...rows.map(r => cell(r[c]).length)));
    const line = (cells) => cells
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    return ([
        line(columns.map(c => cell(c.toUpperCase()))),
        ...rows.map(r => line(columns.map(c => cell(r[c]))))
    ].join('\n') + '\n');
}
async function replayCommand(flags, env) {
    // Each endpoint family has its own address; with one of them, that family's records are
    // sent and the other's stay queued.
    const { config, client, queue } = setUp(flags, env, 'either');
    const waitMs = ((0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .wholeNumber */ .rD)((0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'wait', {}), '--wait', 1, 86_400) ?? _queue_constants_js__WEBPACK_IMPORTED_MODULE_16__/* .DEFAULT_REPLAY_WAIT_MS */ .TR / 1000) *
        1000;
    // The deadline bounds every attempt and wait of the pass; the timer is the backstop for
    // anything else that would not end (a hung service must never hang a cron job).
    const stop = new AbortController();
    let timer;
    const overdue = new Promise(resolve => {
        timer = setTimeout(() => {
            stop.abort();
            resolve(undefined);
        }, waitMs + _queue_constants_js__WEBPACK_IMPORTED_MODULE_16__/* .REPLAY_BACKSTOP_GRACE_MS */ .iK);
    });
    // Problems are printed as they happen (the queue's log), once each.
    const summary = await Promise.race([
        queue.replay(client, { deadline: Date.now() + waitMs, signal: stop.signal }),
        overdue
    ]);
    clearTimeout(timer);
    if (!summary) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`replay: stopped after ${Math.round(waitMs / 1000)} s (--wait); what was not sent stays queued`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble;
    }
    const left = summary.counted
        ? `${summary.remaining} still queued`
        : 'an unknown number still queued (the queue could not be read)';
    const line = `replay: ${summary.sent} sent, ${left}, ${summary.dropped} dropped, ${summary.failed} failed`;
    if (!config.quiet || !summary.counted || summary.remaining > 0 || summary.errors.length > 0)
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(line);
    if (summary.unaddressed > 0) {
        const missing = config.baseUrl
            ? `pipeline notifications wait for a deployment URL (${_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.deploymentUrl})`
            : `run reports and heartbeats wait for a base URL (${_config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.baseUrl})`;
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`${summary.unaddressed} more ${missing}`);
    }
    if (summary.foreign > 0 && !config.quiet) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`${summary.foreign} more queued for another service (another address or key) are left alone`);
    }
    return summary.keyRejected ? _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble : _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
}
async function emulatorSubcommand(flags, env) {
    const { HistoryFileError, emulatorCommand, emulatorOptions } = await __webpack_require__.e(/* import() */ 247).then(__webpack_require__.bind(__webpack_require__, 6247));
    const options = emulatorOptions(flags, env);
    const { port } = options;
    try {
        await emulatorCommand(options);
    }
    catch (e) {
        if (e instanceof HistoryFileError) {
            (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`the emulator ${e.message}`);
            return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble;
        }
        const code = e.code;
        if (code !== 'EADDRINUSE' && code !== 'EADDRNOTAVAIL' && code !== 'EACCES')
            throw e;
        const why = code === 'EADDRINUSE'
            ? `port ${port} is in use (--port 0 picks a free one)`
            : `${e.message} (check --host and --port)`;
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(`the emulator could not listen: ${why}`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble;
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
}
async function runsSubcommand(flags, env) {
    const url = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'url', env, _config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.baseUrl);
    if (!url)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e('--url is required (or JOB_MONITOR_BASE_URL)');
    // No key is sent, so plain http to another host is fine here; but `localhost:8080` would be
    // read as a URL of the scheme "localhost:", and fail later with words about protocols.
    const protocol = URL.canParse(url) ? new URL(url).protocol : undefined;
    if (protocol !== 'http:' && protocol !== 'https:') {
        const input = flags.url !== undefined ? '--url' : _config_js__WEBPACK_IMPORTED_MODULE_8__/* .Env */ .o9.baseUrl;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`${input} must be the emulator's http:// or https:// address, such as http://127.0.0.1:8080; got ${(0,_settings_check_js__WEBPACK_IMPORTED_MODULE_12__/* .shown */ .SP)(url)}`, input);
    }
    const { runsCommand } = await __webpack_require__.e(/* import() */ 247).then(__webpack_require__.bind(__webpack_require__, 6247));
    try {
        await runsCommand({
            url,
            json: flags.json === true,
            job: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'job', {}),
            status: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'status', {}),
            since: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'since', {}),
            until: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'until', {}),
            limit: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .pick */ .Up)(flags, 'limit', {})
        });
    }
    catch (e) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_13__.complain)(e.message);
        return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.serviceTrouble;
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ExitCode */ .y.ok;
}


/***/ })

};
