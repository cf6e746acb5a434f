export const id = 282;
export const ids = [282];
export const modules = {

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
/* harmony import */ var _logs_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44);
/* harmony import */ var _logs_safe_for_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4147);
/* harmony import */ var _queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2650);
/* harmony import */ var _queue_queue_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5072);
/* harmony import */ var _run_protocol_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(529);
/* harmony import */ var _run_signals_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6192);
/* harmony import */ var _queue_constants_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(3846);
/* harmony import */ var _helper_lost_runs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3511);
/* harmony import */ var _command_settings_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7635);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(99);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6675);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7136);
/* harmony import */ var _log_file_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(583);
/* harmony import */ var _logs_failure_quote_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(5360);
/* harmony import */ var _client_setup_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9348);
/** The small subcommands for shell scripts, and the emulator's two. */

















const stdout = text => void process.stdout.write(text);
function setUp(c) {
    const { config } = c;
    const say = (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__/* .messenger */ .e)(config.quiet);
    (0,_client_setup_js__WEBPACK_IMPORTED_MODULE_14__/* .warnAboutKeyFlag */ .n_)(config, say);
    (0,_client_setup_js__WEBPACK_IMPORTED_MODULE_14__/* .requireService */ .rU)(config, c.needs);
    return {
        config,
        say,
        client: (0,_client_setup_js__WEBPACK_IMPORTED_MODULE_14__/* .makeClient */ .yu)(config, c.proxy, say),
        queue: (0,_client_setup_js__WEBPACK_IMPORTED_MODULE_14__/* .queueOf */ .nv)(c.queue, say)
    };
}
/** Delivered: 0. Queued for a later replay: 0 with a note. Refused: 1. */
function exitFor(outcome, what, say) {
    if (outcome.delivered)
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
    if (outcome.queued) {
        say(`the ${what} is queued (${outcome.error.message}); \`job-monitor replay\` sends it later`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
    }
    (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`the ${what} was not accepted: ${outcome.error.message}`);
    return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble;
}
function shellQuote(value) {
    return `'${value.replace(/'/g, `'\\''`)}'`;
}
async function startCommand(flags, env, out = stdout) {
    const settings = (0,_command_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .settingsForStart */ .Fu)(flags, env);
    if (settings.stateFile !== undefined) {
        const { startWithHeartbeats } = await __webpack_require__.e(/* import() */ 158).then(__webpack_require__.bind(__webpack_require__, 6158));
        const started = await startWithHeartbeats(settings, env);
        if (started)
            printStarted(settings.format, started, out);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
    }
    const { jobName, metadata, tags } = settings;
    const { say, client, queue } = setUp(settings.connection);
    const cancel = (0,_run_signals_js__WEBPACK_IMPORTED_MODULE_15__/* .cancelOnSignals */ .dJ)();
    const { run, start: outcome } = await (0,_run_protocol_js__WEBPACK_IMPORTED_MODULE_6__.beginRun)({ client, queue }, { jobName, metadata, tags }, { deadline: Date.now() + settings.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const code = exitFor(outcome, 'start report', say);
    if (code !== _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok)
        return code;
    printStarted(settings.format, { ...run, jobName }, out);
    return code;
}
/** What `start` prints: the run id, lines for `eval`, or JSON. */
function printStarted(format, started, out) {
    const { runId, runKey, startTime, jobName } = started;
    const fields = {
        [_config_js__WEBPACK_IMPORTED_MODULE_9__/* .Env */ .o9.runId]: runId,
        [_config_js__WEBPACK_IMPORTED_MODULE_9__/* .Env */ .o9.runKey]: runKey,
        [_config_js__WEBPACK_IMPORTED_MODULE_9__/* .Env */ .o9.startTime]: startTime,
        [_config_js__WEBPACK_IMPORTED_MODULE_9__/* .Env */ .o9.jobName]: jobName
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
async function endCommand(flags, env) {
    const settings = (0,_command_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .settingsForEnd */ .GA)(flags, env);
    const { logFile, logMaxBytes } = settings;
    if (settings.stateFile !== undefined) {
        const { endFromState } = await __webpack_require__.e(/* import() */ 158).then(__webpack_require__.bind(__webpack_require__, 6158));
        return await endFromState(settings, apiKey => logFile
            ? (0,_log_file_js__WEBPACK_IMPORTED_MODULE_12__/* .readLogFile */ .j)(logFile, logMaxBytes, new _logs_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .Redactor */ .p([apiKey]))
            : Promise.resolve(undefined));
    }
    const { jobName, runId, runKey, startTime } = settings;
    const { config, say, client, queue } = setUp(settings.connection);
    const logs = logFile
        ? await (0,_log_file_js__WEBPACK_IMPORTED_MODULE_12__/* .readLogFile */ .j)(logFile, logMaxBytes, new _logs_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .Redactor */ .p([config.apiKey]))
        : undefined;
    const errorDetails = (0,_logs_failure_quote_js__WEBPACK_IMPORTED_MODULE_13__/* .withQuote */ .Xm)(settings.errorDetails, settings.status, () => (0,_log_file_js__WEBPACK_IMPORTED_MODULE_12__/* .logQuote */ .J)(logs, config.apiKey));
    const cancel = (0,_run_signals_js__WEBPACK_IMPORTED_MODULE_15__/* .cancelOnSignals */ .dJ)();
    const ended = await (0,_run_protocol_js__WEBPACK_IMPORTED_MODULE_6__.endRun)({ client, queue }, { jobName, runKey: runKey ?? (0,_queue_queue_js__WEBPACK_IMPORTED_MODULE_5__/* .newRunKey */ .r9)(), startTime, runId: runId ?? '' }, {
        status: settings.status,
        errorDetails: errorDetails ?? undefined,
        metadata: settings.metadata,
        tags: settings.tags,
        logs
    }, { deadline: Date.now() + settings.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const outcome = ended.end;
    if (!outcome) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`no end report: the run's start report was neither delivered nor queued (run key ${runKey})`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble;
    }
    // As exec and `end --state-file` say it: the run that was ended, and how.
    if (outcome.delivered)
        say(`reported run ${ended.runId} of '${jobName}': ${settings.status}`);
    return exitFor(outcome, 'end report', say);
}
async function heartbeatCommand(flags, env) {
    const settings = (0,_command_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .settingsForHeartbeat */ .n3)(flags, env);
    const { say, client } = setUp(settings.connection);
    const d = await client.deliver({
        kind: 'heartbeat',
        body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_0__/* .heartbeatBody */ .RJ)({
            jobName: settings.jobName,
            currentTime: (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_1__/* .isoUtc */ .u8)(Date.now()),
            metadata: settings.metadata
        })
    });
    if (!d.delivered) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`the heartbeat was not accepted: ${d.error.message}`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble;
    }
    say(`heartbeat sent; next expected ${d.response.next_expected}`);
    return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
}
async function notifyCommand(flags, env) {
    const settings = (0,_command_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .settingsForNotify */ .Qk)(flags, env);
    const { say, client, queue } = setUp(settings.connection);
    const outcome = await (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(client, queue, {
        kind: 'pipeline-notification',
        pipelineId: settings.pipelineId,
        body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_0__/* .pipelineNotification */ .CS)({
            status: settings.status,
            message: settings.message,
            metadata: settings.metadata
        })
    }, { deadline: Date.now() + 15_000 });
    if (outcome.delivered)
        say(`pipeline notification sent: ${settings.pipelineId} ${settings.status}`);
    return exitFor(outcome, 'pipeline notification', say);
}
async function pipelinesCommand(flags, env, out = stdout) {
    const settings = (0,_command_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .settingsForPipelines */ .MQ)(flags, env);
    const { client } = setUp(settings.connection);
    let answer;
    try {
        answer = await client.listPipelines();
    }
    catch (e) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`could not list pipelines: ${e.message}`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble;
    }
    if (settings.json) {
        out(`${inertJson(answer)}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
    }
    out(pipelineTable(answer));
    return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
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
        : (0,_logs_safe_for_log_js__WEBPACK_IMPORTED_MODULE_3__/* .safeForLog */ .p)(typeof v === 'object' ? JSON.stringify(v) : String(v));
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
    const { connection, waitMs } = (0,_command_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .settingsForReplay */ .YD)(flags, env);
    const { config, say, client, queue } = setUp(connection);
    // Runs of this machine whose job never reached its end, and whose helper is gone: ended as
    // failed first, so that their end reports go out in this same pass.
    await (0,_helper_lost_runs_js__WEBPACK_IMPORTED_MODULE_7__.endLostRuns)(client, queue, {
        queueDir: connection.queue.dir,
        deadline: Date.now() + waitMs / 2,
        log: say
    });
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
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`replay: stopped after ${Math.round(waitMs / 1000)} s (--wait); what was not sent stays queued`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble;
    }
    const left = summary.counted
        ? `${summary.remaining} still queued`
        : 'an unknown number still queued (the queue could not be read)';
    const line = `replay: ${summary.sent} sent, ${left}, ${summary.dropped} dropped, ${summary.failed} failed`;
    if (!config.quiet || !summary.counted || summary.remaining > 0 || summary.errors.length > 0)
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(line);
    if (summary.failed > 0) {
        // What a failed record becomes: nothing is lost, and nothing retries it by itself.
        const them = summary.failed === 1 ? 'it stays' : 'they stay';
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`the ${summary.failed} that failed: ${them} queued in ${connection.queue.dir} (why is said above); the next \`job-monitor replay\` tries again (run it from cron to retry unattended)`);
    }
    if (summary.unaddressed > 0) {
        const missing = config.baseUrl
            ? `pipeline notifications wait for a deployment URL (${_config_js__WEBPACK_IMPORTED_MODULE_9__/* .Env */ .o9.deploymentUrl})`
            : `run reports and heartbeats wait for a base URL (${_config_js__WEBPACK_IMPORTED_MODULE_9__/* .Env */ .o9.baseUrl})`;
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`${summary.unaddressed} more ${missing}`);
    }
    if (summary.foreign > 0 && !config.quiet) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`${summary.foreign} more queued for another service (another address or key) are left alone`);
    }
    return summary.keyRejected ? _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble : _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
}
async function emulatorSubcommand(flags, env) {
    const { HistoryFileError, emulatorCommand, emulatorOptions } = await __webpack_require__.e(/* import() */ 236).then(__webpack_require__.bind(__webpack_require__, 8236));
    const options = emulatorOptions(flags, env);
    const { port } = options;
    try {
        await emulatorCommand(options);
    }
    catch (e) {
        if (e instanceof HistoryFileError) {
            (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`the emulator ${e.message}`);
            return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble;
        }
        const code = e.code;
        if (code !== 'EADDRINUSE' && code !== 'EADDRNOTAVAIL' && code !== 'EACCES')
            throw e;
        const why = code === 'EADDRINUSE'
            ? `port ${port} is in use (--port 0 picks a free one)`
            : `${e.message} (check --host and --port)`;
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(`the emulator could not listen: ${why}`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble;
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
}
async function runsSubcommand(flags, env) {
    const settings = (0,_command_settings_js__WEBPACK_IMPORTED_MODULE_8__/* .settingsForRuns */ .VA)(flags, env);
    const { runsCommand } = await __webpack_require__.e(/* import() */ 236).then(__webpack_require__.bind(__webpack_require__, 8236));
    try {
        await runsCommand(settings);
    }
    catch (e) {
        (0,_messages_js__WEBPACK_IMPORTED_MODULE_11__.complain)(e.message);
        return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.serviceTrouble;
    }
    return _errors_js__WEBPACK_IMPORTED_MODULE_10__/* .ExitCode */ .y.ok;
}


/***/ }),

/***/ 583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ logQuote),
/* harmony export */   j: () => (/* binding */ readLogFile)
/* harmony export */ });
/* harmony import */ var _logs_failure_quote_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5360);
/* harmony import */ var _logs_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44);
/* harmony import */ var _logs_stream_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3937);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8230);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6675);
/** `end --log-file`: the job's own log, for the end report's logs and its error_details. */





/** The file's head and tail, redacted before the cut so no piece of a secret survives at its edge. */
async function readLogFile(path, maxBytes, redactor) {
    const capture = new _logs_stream_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .StreamRedactor */ .d6(maxBytes, redactor);
    try {
        // A regular file only, up to its size when opened: never a FIFO's or a device's endless bytes.
        await (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_3__/* .streamRegularFile */ .Lb)(path, chunk => capture.write(chunk));
    }
    catch (e) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`--log-file: ${e.message}`, '--log-file');
    }
    return capture.text(redactor);
}
/** For a failed run's error_details: the log's last error-looking lines and last lines. */
function logQuote(logs, apiKey) {
    return logs ? (0,_logs_failure_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .outputQuote */ .Q5)(logs, new _logs_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .Redactor */ .p([apiKey])) : '';
}


/***/ }),

/***/ 7535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ writeStatus),
/* harmony export */   r: () => (/* binding */ readStatus)
/* harmony export */ });
/* harmony import */ var _util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(224);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8230);
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


/***/ })

};
