export const id = 834;
export const ids = [834];
export const modules = {

/***/ 5834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  emulatorSubcommand: () => (/* binding */ emulatorSubcommand),
  endCommand: () => (/* binding */ endCommand),
  heartbeatCommand: () => (/* binding */ heartbeatCommand),
  notifyCommand: () => (/* binding */ notifyCommand),
  pipelineTable: () => (/* binding */ pipelineTable),
  pipelinesCommand: () => (/* binding */ pipelinesCommand),
  replayCommand: () => (/* binding */ replayCommand),
  runsSubcommand: () => (/* binding */ runsSubcommand),
  startCommand: () => (/* binding */ startCommand)
});

// EXTERNAL MODULE: ./src/client/reports.ts
var reports = __webpack_require__(2992);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/logs/redact.ts + 1 modules
var redact = __webpack_require__(44);
// EXTERNAL MODULE: ./src/logs/safe-for-log.ts
var safe_for_log = __webpack_require__(4147);
// EXTERNAL MODULE: ./src/queue/deliver.ts
var deliver = __webpack_require__(2650);
// EXTERNAL MODULE: ./src/queue/queue.ts + 6 modules
var queue_queue = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/run/protocol.ts
var protocol = __webpack_require__(529);
// EXTERNAL MODULE: ./src/run/signals.ts
var signals = __webpack_require__(6192);
// EXTERNAL MODULE: ./src/queue/constants.ts
var constants = __webpack_require__(3846);
// EXTERNAL MODULE: ./src/helper/lost-runs.ts
var lost_runs = __webpack_require__(3511);
// EXTERNAL MODULE: ./src/cli/command-settings.ts + 1 modules
var command_settings = __webpack_require__(7635);
// EXTERNAL MODULE: ./src/cli/config.ts + 1 modules
var cli_config = __webpack_require__(99);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __webpack_require__(7136);
// EXTERNAL MODULE: ./src/cli/log-file.ts
var log_file = __webpack_require__(583);
// EXTERNAL MODULE: ./src/logs/failure-quote.ts
var failure_quote = __webpack_require__(5360);
// EXTERNAL MODULE: ./src/settings/check.ts
var check = __webpack_require__(8785);
// EXTERNAL MODULE: ./src/emulator/history/run-query.ts
var run_query = __webpack_require__(9004);
;// CONCATENATED MODULE: ./src/cli/runs-settings.ts
/**
 * `job-monitor runs`' settings: the emulator's address and the filters, each read by the
 * emulator's own rule of them, so that a mistake in one is a usage error naming its flag.
 */




function settingsForRuns(flags, env) {
    const url = (0,cli_config/* pick */.Up)(flags, 'url', env, cli_config/* Env */.o9.baseUrl);
    if (!url)
        throw new errors/* UsageError */.e('--url is required (or JOB_MONITOR_BASE_URL)');
    // No key is sent, so plain http to another host is fine here; but `localhost:8080` would be
    // read as a URL of the scheme "localhost:", and fail later with words about protocols.
    const protocol = URL.canParse(url) ? new URL(url).protocol : undefined;
    if (protocol !== 'http:' && protocol !== 'https:') {
        const input = flags.url !== undefined ? '--url' : cli_config/* Env */.o9.baseUrl;
        throw new errors/* UsageError */.e(`${input} must be the emulator's http:// or https:// address, such as http://127.0.0.1:8080; got ${(0,check/* shown */.SP)(url)}`, input);
    }
    const filters = {
        job: (0,cli_config/* pick */.Up)(flags, 'job', {}),
        status: (0,cli_config/* pick */.Up)(flags, 'status', {}),
        since: (0,cli_config/* pick */.Up)(flags, 'since', {}),
        until: (0,cli_config/* pick */.Up)(flags, 'until', {}),
        limit: (0,cli_config/* pick */.Up)(flags, 'limit', {})
    };
    // A filter is read by the emulator's own rule here, so that a mistake in it is a usage error
    // naming the flag; the emulator still reads a time ago by its own clock.
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filters))
        if (value)
            query.set(name, value);
    const refused = (0,run_query/* parseRunQuery */.P)(query, Date.now());
    if ('error' in refused) {
        const flag = `--${refused.name}`;
        throw new errors/* UsageError */.e(`${flag} ${refused.rule}; got ${(0,check/* shown */.SP)(refused.value)}`, flag);
    }
    return { url, json: flags.json === true, ...filters };
}

// EXTERNAL MODULE: ./src/cli/client-setup.ts + 1 modules
var client_setup = __webpack_require__(9348);
// EXTERNAL MODULE: ./src/cli/schedule.ts + 2 modules
var cli_schedule = __webpack_require__(3944);
// EXTERNAL MODULE: ./src/client/errors.ts
var client_errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/cli/hour-note.ts
var hour_note = __webpack_require__(4159);
;// CONCATENATED MODULE: ./src/cli/replay-summary.ts
const CRON_LINE = '*/10 * * * * job-monitor replay --quiet';
/**
 * The summary line (`replay: 1 sent, 2 still queued, 0 dropped`) and, when anything is left,
 * one line for each reason a record is still queued, then when and by whom it is tried next.
 */
function replayLines(summary, queueDir) {
    if (!summary.counted) {
        return [
            `replay: ${summary.sent} sent, an unknown number still queued (the queue could not be read), ${summary.dropped} dropped`
        ];
    }
    const lines = [
        `replay: ${summary.sent} sent, ${summary.remaining} still queued, ${summary.dropped} dropped`
    ];
    if (summary.sent > 0 && summary.remaining === 0 && summary.dropped === 0)
        return lines;
    if (summary.sent > 0)
        lines.push(`  ${summary.sent} sent: delivered, and removed from the queue`);
    if (summary.dropped > 0)
        lines.push(`  ${summary.dropped} dropped: refused by the service for good, or past its use (each is named above); never tried again`);
    if (summary.remaining === 0)
        return lines;
    lines.push(...stillQueued(summary));
    const first = summary.keyRejected ? 'once the key is right (JOB_MONITOR_API_KEY), ' : '';
    lines.push(`  next: they stay in ${queueDir}; nothing sends them by itself: ${first}the next \`job-monitor replay\` tries again${dueFrom(summary.nextTryAt)} (from cron: \`${CRON_LINE}\`)`);
    return lines;
}
/** Why the records left are still queued, one line per reason; every one of them is counted. */
function stillQueued(s) {
    const lines = [];
    const failed = Math.min(s.failed, s.remaining);
    if (failed > 0)
        lines.push(`  ${failed} tried and not delivered (why is said above): kept, with its place in its retry sequence`);
    if (s.held > 0)
        lines.push(`  ${s.held} held back for the key's hourly limit (the service answered 429, or this machine's jobs have used the key's hour): not tried, so no request is spent on it`);
    if (s.notDue > 0)
        lines.push(`  ${s.notDue} not due yet: its next try waits for the retry rule's backoff (or the service's Retry-After), past this replay's --wait`);
    const awaiting = Math.min(s.awaitingStart, s.remaining - failed - s.held - s.notDue);
    if (awaiting > 0)
        lines.push(`  ${awaiting} end report(s) waiting for their run's start report: sent once it is, with the run id it brings`);
    const untried = s.remaining - failed - s.held - s.notDue - awaiting;
    if (untried > 0)
        lines.push(`  ${untried} not tried: ${untriedWhy(s)}`);
    return lines;
}
function untriedWhy(s) {
    if (s.keyRejected)
        return 'the service refused the key, and the others of its kind would meet the same';
    if (s.failed > 0)
        return "after a failure the others of its kind wait, rather than spend the key's hourly requests on a service that is not answering";
    return "this replay's --wait ran out before them";
}
function dueFrom(at) {
    if (at === undefined)
        return '';
    return `, and the first of them may go at ${new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z')}`;
}

// EXTERNAL MODULE: ./src/cli/run-record.ts + 1 modules
var run_record = __webpack_require__(5658);
;// CONCATENATED MODULE: ./src/cli/commands.ts
/** The small subcommands for shell scripts, and the emulator's two. */























const stdout = text => void process.stdout.write(text);
function setUp(c) {
    const { config } = c;
    const say = (0,messages/* messenger */.e)(config.quiet);
    (0,client_setup/* warnAboutKeyFlag */.n_)(config, say);
    (0,client_setup/* requireService */.rU)(config, c.needs);
    return {
        config,
        say,
        client: (0,client_setup/* makeClient */.yu)(config, c.proxy, c.queue, say),
        queue: (0,client_setup/* queueOf */.nv)(c.queue, say)
    };
}
/** Delivered: 0. Queued for a later replay: 0 with a note. Refused: 1. */
function exitFor(outcome, what, say) {
    if (outcome.delivered)
        return errors/* ExitCode */.y.ok;
    if (outcome.queued) {
        say(`the ${what} is queued (${outcome.error.message}); \`job-monitor replay\` sends it later`);
        return errors/* ExitCode */.y.ok;
    }
    (0,messages.complain)(`the ${what} was not accepted: ${outcome.error.message}`);
    return errors/* ExitCode */.y.serviceTrouble;
}
function shellQuote(value) {
    return `'${value.replace(/'/g, `'\\''`)}'`;
}
async function startCommand(flags, env, out = stdout) {
    const settings = (0,command_settings/* settingsForStart */.Fu)(flags, env);
    const schedule = (0,cli_schedule/* runScheduleOf */.CF)(flags, env);
    if (settings.stateFile !== undefined) {
        const { startWithHeartbeats } = await __webpack_require__.e(/* import() */ 158).then(__webpack_require__.bind(__webpack_require__, 6158));
        const started = await startWithHeartbeats({ ...settings, schedule }, env);
        if (started)
            printStarted(settings.format, started, out);
        return errors/* ExitCode */.y.ok;
    }
    const { say, client, queue } = setUp(settings.connection);
    const startMs = Date.now();
    const { jobName, metadata, tags } = (0,cli_schedule/* atRunStart */.jY)({ ...settings, schedule }, startMs, say);
    await (0,hour_note/* noteHour */.x)(client, { jobName, notifiesPipeline: false });
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const { run, start: outcome } = await (0,protocol.beginRun)({ client, queue }, { jobName, metadata, tags, startTime: (0,wire/* isoUtc */.u8)(startMs) }, { deadline: Date.now() + settings.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const code = exitFor(outcome, 'start report', say);
    if (code !== errors/* ExitCode */.y.ok)
        return code;
    if (outcome.delivered)
        (0,run_record/* writeRecord */.rh)((0,run_record/* recordWriterOf */.U6)(settings.connection.config, settings.record), 'start', {
            ...run,
            runId: outcome.response.run_id
        });
    printStarted(settings.format, { ...run, jobName }, out);
    return code;
}
/** What `start` prints: the run id, lines for `eval`, or JSON. */
function printStarted(format, started, out) {
    const { runId, runKey, startTime, jobName } = started;
    const fields = {
        [cli_config/* Env */.o9.runId]: runId,
        [cli_config/* Env */.o9.runKey]: runKey,
        [cli_config/* Env */.o9.startTime]: startTime,
        [cli_config/* Env */.o9.jobName]: jobName
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
    const settings = (0,command_settings/* settingsForEnd */.GA)(flags, env);
    const { logFile, logMaxBytes } = settings;
    if (settings.stateFile !== undefined) {
        const { endFromState } = await __webpack_require__.e(/* import() */ 158).then(__webpack_require__.bind(__webpack_require__, 6158));
        return await endFromState(settings, apiKey => logFile
            ? (0,log_file/* readLogFile */.j)(logFile, logMaxBytes, new redact/* Redactor */.p([apiKey]))
            : Promise.resolve(undefined));
    }
    const { jobName, runId, runKey, startTime } = settings;
    const { config, say, client, queue } = setUp(settings.connection);
    const logs = logFile
        ? await (0,log_file/* readLogFile */.j)(logFile, logMaxBytes, new redact/* Redactor */.p([config.apiKey]))
        : undefined;
    const errorDetails = (0,failure_quote/* withQuote */.Xm)(settings.errorDetails, settings.status, () => (0,log_file/* logQuote */.J)(logs, config.apiKey));
    const records = (0,run_record/* recordWriterOf */.U6)(config, settings.record);
    const recorded = { jobName, startTime, runId: runId ?? '' };
    (0,run_record/* writeRecord */.rh)(records, 'ending', recorded);
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const ended = await (0,protocol.endRun)({ client, queue }, { jobName, runKey: runKey ?? (0,queue_queue/* newRunKey */.r9)(), startTime, runId: runId ?? '' }, {
        status: settings.status,
        errorDetails: errorDetails ?? undefined,
        metadata: settings.metadata,
        tags: settings.tags,
        logs
    }, { deadline: Date.now() + settings.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const outcome = ended.end;
    (0,run_record/* writeEndRecord */.S_)(records, { ...recorded, runId: ended.runId || recorded.runId }, outcome, settings.status);
    if (!outcome) {
        (0,messages.complain)(`no end report: the run's start report was neither delivered nor queued (run key ${runKey})`);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    // As exec and `end --state-file` say it: the run that was ended, and how.
    if (outcome.delivered)
        say(`reported run ${ended.runId} of '${jobName}': ${settings.status}`);
    return exitFor(outcome, 'end report', say);
}
async function heartbeatCommand(flags, env) {
    const settings = (0,command_settings/* settingsForHeartbeat */.n3)(flags, env);
    const { say, client } = setUp(settings.connection);
    const d = await client.deliver({
        kind: 'heartbeat',
        body: (0,reports/* heartbeatBody */.RJ)({
            jobName: settings.jobName,
            currentTime: (0,wire/* isoUtc */.u8)(Date.now()),
            metadata: settings.metadata
        })
    });
    if (!d.delivered && d.error instanceof client_errors/* HourSpentError */.zP) {
        // Heartbeats give way to reports in the key's hour: by design, not trouble.
        say(`the heartbeat was not sent: ${d.error.message}`);
        return errors/* ExitCode */.y.ok;
    }
    if (!d.delivered) {
        (0,messages.complain)(`the heartbeat was not accepted: ${d.error.message}`);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    say(`heartbeat sent; next expected ${d.response.next_expected}`);
    return errors/* ExitCode */.y.ok;
}
async function notifyCommand(flags, env) {
    const settings = (0,command_settings/* settingsForNotify */.Qk)(flags, env);
    const { say, client, queue } = setUp(settings.connection);
    const outcome = await (0,deliver/* deliverOrQueue */.g)(client, queue, {
        kind: 'pipeline-notification',
        pipelineId: settings.pipelineId,
        body: (0,reports/* pipelineNotification */.CS)({
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
    const settings = (0,command_settings/* settingsForPipelines */.MQ)(flags, env);
    const { client } = setUp(settings.connection);
    let answer;
    try {
        answer = await client.listPipelines();
    }
    catch (e) {
        (0,messages.complain)(`could not list pipelines: ${e.message}`);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    if (settings.json) {
        out(`${inertJson(answer)}\n`);
        return errors/* ExitCode */.y.ok;
    }
    out(pipelineTable(answer));
    return errors/* ExitCode */.y.ok;
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
        : (0,safe_for_log/* safeForLog */.p)(typeof v === 'object' ? JSON.stringify(v) : String(v));
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
    const { connection, waitMs } = (0,command_settings/* settingsForReplay */.YD)(flags, env);
    const { config, say, client, queue } = setUp(connection);
    // Runs of this machine whose job never reached its end, and whose helper is gone: ended as
    // failed first, so that their end reports go out in this same pass.
    await (0,lost_runs.endLostRuns)(client, queue, {
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
        }, waitMs + constants/* REPLAY_BACKSTOP_GRACE_MS */.iK);
    });
    // Problems are printed as they happen (the queue's log), once each.
    const summary = await Promise.race([
        queue.replay(client, { deadline: Date.now() + waitMs, signal: stop.signal }),
        overdue
    ]);
    clearTimeout(timer);
    if (!summary) {
        (0,messages.complain)(`replay: stopped after ${Math.round(waitMs / 1000)} s (--wait); what was not sent stays queued`);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    // Each number said with what it means, and what becomes of what is left.
    if (!config.quiet || !summary.counted || summary.remaining > 0 || summary.errors.length > 0)
        for (const line of replayLines(summary, connection.queue.dir))
            (0,messages.complain)(line);
    if (summary.unaddressed > 0) {
        const missing = config.baseUrl
            ? `pipeline notifications wait for a deployment URL (${cli_config/* Env */.o9.deploymentUrl})`
            : `run reports and heartbeats wait for a base URL (${cli_config/* Env */.o9.baseUrl})`;
        (0,messages.complain)(`${summary.unaddressed} more ${missing}`);
    }
    if (summary.foreign > 0 && !config.quiet) {
        (0,messages.complain)(`${summary.foreign} more queued for another service (another address or key) are left alone`);
    }
    return summary.keyRejected ? errors/* ExitCode */.y.serviceTrouble : errors/* ExitCode */.y.ok;
}
async function emulatorSubcommand(flags, env) {
    const { HistoryFileError, emulatorCommand, emulatorOptions } = await __webpack_require__.e(/* import() */ 648).then(__webpack_require__.bind(__webpack_require__, 4648));
    const options = emulatorOptions(flags, env);
    const { port } = options;
    try {
        await emulatorCommand(options);
    }
    catch (e) {
        if (e instanceof HistoryFileError) {
            (0,messages.complain)(`the emulator ${e.message}`);
            return errors/* ExitCode */.y.serviceTrouble;
        }
        const code = e.code;
        if (code !== 'EADDRINUSE' && code !== 'EADDRNOTAVAIL' && code !== 'EACCES')
            throw e;
        const why = code === 'EADDRINUSE'
            ? `port ${port} is in use (--port 0 picks a free one)`
            : `${e.message} (check --host and --port)`;
        (0,messages.complain)(`the emulator could not listen: ${why}`);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    return errors/* ExitCode */.y.ok;
}
async function runsSubcommand(flags, env) {
    const settings = settingsForRuns(flags, env);
    const { runsCommand } = await __webpack_require__.e(/* import() */ 648).then(__webpack_require__.bind(__webpack_require__, 4648));
    try {
        await runsCommand(settings);
    }
    catch (e) {
        (0,messages.complain)(e.message);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    return errors/* ExitCode */.y.ok;
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

/***/ 9004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ parseRunQuery)
/* harmony export */ });
/* unused harmony export parseTime */
/* harmony import */ var _run_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1265);

const AGO = /^(\d+)\s*([smhd])$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** An ISO 8601 time, or a time ago (`2h`), in ms since the epoch; NaN when it is neither. */
function parseTime(value, nowMs) {
    const ago = AGO.exec(value.trim());
    return ago ? nowMs - Number(ago[1]) * UNIT_MS[ago[2]] : Date.parse(value);
}
function refused(name, value, rule) {
    return { name, value, rule, error: `${name} ${rule}, got ${JSON.stringify(value)}` };
}
/** The query, or what is wrong with it. */
function parseRunQuery(query, nowMs) {
    const filter = {};
    const out = { filter };
    const job = query.get('job');
    if (job)
        filter.job = job;
    const status = query.get('status');
    if (status) {
        if (!_run_state_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_STATES */ .vP.includes(status)) {
            return refused('status', status, `must be one of ${_run_state_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_STATES */ .vP.join(', ')}`);
        }
        if (status === 'stalled' || status === 'running') {
            filter.status = 'running';
            out.state = status;
        }
        else
            filter.status = status;
    }
    for (const name of ['since', 'until']) {
        const value = query.get(name);
        if (!value)
            continue;
        const ms = parseTime(value, nowMs);
        if (Number.isNaN(ms)) {
            return refused(name, value, 'must be an ISO 8601 time or a time ago (30m, 2h, 7d)');
        }
        filter[name === 'since' ? 'sinceMs' : 'untilMs'] = ms;
    }
    const limit = query.get('limit');
    if (limit) {
        if (!/^\d+$/.test(limit) || Number(limit) < 1) {
            return refused('limit', limit, 'must be a positive whole number');
        }
        out.limit = Number(limit);
    }
    return out;
}


/***/ }),

/***/ 1265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qi: () => (/* binding */ runReport),
/* harmony export */   vP: () => (/* binding */ RUN_STATES)
/* harmony export */ });
/* unused harmony exports STALL_GRACE, STALL_INTERVALS, STALL_FLOOR_MS, observedInterval, silenceLimitMs */
const RUN_STATES = ['running', 'stalled', 'success', 'failed', 'cancelled'];
/** The grace after next_expected, as a share of the heartbeat interval. */
const STALL_GRACE = 0.5;
/** How many of its own intervals a run may miss before it is stalled. */
const STALL_INTERVALS = 3;
/** The least silence that makes a run stalled, whatever its interval: a slow answer is no stall. */
const STALL_FLOOR_MS = 15_000;
/**
 * The run's own heartbeat interval as observed: from its start to its last heartbeat, over the
 * heartbeats counted. Undefined before its second heartbeat or when a time does not parse.
 */
function observedInterval(run) {
    if (run.heartbeats < 2 || !run.last_heartbeat)
        return undefined;
    const spread = Date.parse(run.last_heartbeat) - Date.parse(run.received_start);
    return spread > 0 ? spread / run.heartbeats : undefined;
}
/** How long the run may stay silent before it is stalled (the module's comment). */
function silenceLimitMs(run, intervalMs) {
    const rule = intervalMs * (1 + STALL_GRACE);
    const own = observedInterval(run);
    return own === undefined ? rule : Math.min(rule, Math.max(STALL_INTERVALS * own, STALL_FLOOR_MS));
}
function runReport(run, nowMs, intervalMs) {
    const start = Date.parse(run.start_time);
    const end = run.end_time === null ? nowMs : Date.parse(run.end_time);
    const duration = Number.isNaN(start) || Number.isNaN(end) ? null : Math.max(0, end - start) / 1000;
    const report = { ...run, state: run.status, duration_seconds: duration };
    if (run.status === 'running') {
        const heardAt = Date.parse(run.last_heartbeat ?? run.received_start);
        if (nowMs > heardAt + silenceLimitMs(run, intervalMs)) {
            report.state = 'stalled';
            report.silent_seconds = Math.floor((nowMs - heardAt) / 1000);
        }
    }
    return report;
}


/***/ }),

/***/ 3511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   endLostRuns: () => (/* binding */ endLostRuns)
/* harmony export */ });
/* unused harmony exports helperAlive, machineEvidence, lastWordOf, closeLostRuns */
/* harmony import */ var _queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4454);
/* harmony import */ var _run_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(529);
/* harmony import */ var _run_run_end_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3776);
/* harmony import */ var _process_job_process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2286);
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7110);
/* harmony import */ var _process_process_facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7662);
/* harmony import */ var _status_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7535);
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1054);








/** Alive while the pid is held and, where /proc says, by the process recorded. */
function helperAlive(helper) {
    if (!(0,_process_process_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .isRunning */ .W_)(helper.pid))
        return false;
    if (helper.procStart === undefined)
        return true;
    const facts = (0,_process_process_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .procFacts */ .cP)(helper.pid);
    // No /proc (it went meanwhile, or none here): a held pid counts as the helper.
    return facts === undefined || facts.startTicks === helper.procStart;
}
/**
 * This machine's evidence: its processes as /proc shows them, its facts read for one pass (a
 * pass judges every open run's job on the same host).
 */
function machineEvidence(host = (0,_process_job_process_js__WEBPACK_IMPORTED_MODULE_3__/* .hostProcesses */ .wZ)()) {
    return { helperAlive, job: (0,_process_job_process_js__WEBPACK_IMPORTED_MODULE_3__/* .jobJudge */ .Rr)(host) };
}
/** The helper's last word, from its status file while that is there. */
function lastWordOf(run) {
    if (run.statusFile === undefined)
        return undefined;
    const status = (0,_status_file_js__WEBPACK_IMPORTED_MODULE_6__/* .readStatus */ .r)(run.statusFile);
    if (!status || (run.helper && status.pid !== run.helper.pid))
        return undefined;
    return {
        ...(status.beatsSent > 0 ? { lastBeatAt: status.updatedAt } : {}),
        ...(status.runId ? { runId: status.runId } : {})
    };
}
/**
 * One bounded pass: each lost run of this machine is ended as failed through the run's end
 * owner (marked as ending first, so that a second pass at the same time leaves it), then
 * forgotten once its end is settled; a refused end is forgotten too, and says so.
 */
async function closeLostRuns(o) {
    let closed = 0;
    let all;
    try {
        all = await o.store.list();
    }
    catch (e) {
        o.log?.(`open runs in ${o.store.dir} could not be read: ${e.message}`);
        return 0;
    }
    const seenGone = [];
    const lost = (0,_queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .lostRuns */ .jv)(all, o.evidence, {
        ownRunKey: o.ownRunKey,
        now: o.now,
        ...(o.boot ? { boot: o.boot } : {}),
        service: o.service,
        lastWord: o.lastWord,
        seenGone: r => seenGone.push(r)
    });
    // Its job's process is gone, and its end hook may still end it: a later pass counts from now.
    for (const run of seenGone)
        await o.store.markJobGone(run.runKey, (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_7__/* .isoUtc */ .u8)(o.now), o.boot).catch(() => undefined);
    // What this job cannot end: forgotten once nobody is coming to end it.
    await (0,_queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .forgetAbandoned */ .sz)(o, all.filter(r => !lost.some(l => l.run === r)));
    for (const { run, because, lastBeatAt } of lost.slice(0, _queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .OPEN_RUNS_PER_PASS */ .uO)) {
        const word = o.lastWord(run);
        const details = (0,_queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__/* .lostRunDetails */ .A2)(lastBeatAt, run.endAskedAt !== undefined, {
            because,
            ...(run.job && because === 'job-gone'
                ? { jobWords: (0,_process_job_process_js__WEBPACK_IMPORTED_MODULE_3__/* .jobGoneWords */ .GE)(run.job.kind, { by: 'a later job' }) }
                : {})
        });
        const runId = run.runId || word?.runId || '';
        const what = `the run of ${run.jobName} begun at ${run.startTime}`;
        try {
            const { attempt, record } = await (0,_run_run_end_js__WEBPACK_IMPORTED_MODULE_2__.endTheRun)({
                runKey: run.runKey,
                records: o.store,
                ...(o.clock ? { clock: o.clock } : {}),
                send: async () => ({ end: await o.end({ ...run, runId }, details) })
            });
            if (record !== 'closed') {
                o.log?.(`${what} is lost, and its end could not be sent or queued: kept for a later pass`);
                continue;
            }
            closed++;
            const end = attempt.end;
            if (end && !end.delivered && end.queued === undefined)
                o.log?.(`${what} is lost; the service refused its end (${end.error.message}): forgotten`);
            else
                o.log?.(`ended ${what}: ${details}`);
        }
        catch (e) {
            o.log?.(`the lost run of ${run.jobName} could not be ended: ${e.message}`);
        }
    }
    return closed;
}
/** One bounded pass over the queue's open runs; the number of lost runs ended. */
function endLostRuns(client, queue, o) {
    const clock = o.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_4__/* .systemClock */ .m;
    const boot = o.boot ?? (0,_process_process_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .bootNow */ .Xg)();
    return closeLostRuns({
        store: _queue_open_runs_js__WEBPACK_IMPORTED_MODULE_0__.OpenRunStore.inQueue(o.queueDir),
        evidence: machineEvidence(),
        lastWord: lastWordOf,
        ownRunKey: o.ownRunKey,
        service: o.service ?? client.identityFor?.('end'),
        now: clock.now(),
        ...(boot ? { boot } : {}),
        clock,
        log: o.log,
        end: async (run, errorDetails) => {
            // No end at all (undefined): its start was never delivered nor queued.
            const ended = await (0,_run_protocol_js__WEBPACK_IMPORTED_MODULE_1__.endRun)({ client, queue, clock }, {
                jobName: run.jobName,
                runKey: run.runKey,
                startTime: run.startTime,
                runId: run.runId,
                pipelineId: run.pipelineId
            }, { status: 'failed', errorDetails }, { deadline: o.deadline, signal: o.signal });
            return ended.end;
        }
    });
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
