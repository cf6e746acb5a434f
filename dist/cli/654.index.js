export const id = 654;
export const ids = [654];
export const modules = {

/***/ 1654:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.startCommand = startCommand;
exports.endCommand = endCommand;
exports.heartbeatCommand = heartbeatCommand;
exports.notifyCommand = notifyCommand;
exports.pipelinesCommand = pipelinesCommand;
exports.pipelineTable = pipelineTable;
exports.replayCommand = replayCommand;
exports.emulatorSubcommand = emulatorSubcommand;
exports.runsSubcommand = runsSubcommand;
/** The small subcommands for shell scripts, and the emulator's two. */
const node_fs_1 = __webpack_require__(3024);
const reports_js_1 = __webpack_require__(2992);
const wire_js_1 = __webpack_require__(1054);
const capture_js_1 = __webpack_require__(3481);
const redact_js_1 = __webpack_require__(2790);
const safe_for_log_js_1 = __webpack_require__(4147);
const deliver_js_1 = __webpack_require__(2650);
const queue_js_1 = __webpack_require__(4752);
const protocol_js_1 = __webpack_require__(529);
const signals_js_1 = __webpack_require__(6192);
const constants_js_1 = __webpack_require__(3846);
const config_js_1 = __webpack_require__(4114);
const errors_js_1 = __webpack_require__(6675);
const messages_js_1 = __webpack_require__(7136);
const service_js_1 = __webpack_require__(3769);
const stdout = text => void process.stdout.write(text);
function setUp(flags, env, needs = 'runs') {
    const config = (0, config_js_1.serviceConfig)(flags, env);
    const say = (0, messages_js_1.messenger)(config.quiet);
    (0, service_js_1.warnAboutKeyFlag)(config, say);
    (0, service_js_1.requireService)(config, needs);
    return {
        config,
        say,
        client: (0, service_js_1.makeClient)(config, env, say),
        queue: (0, service_js_1.makeQueue)(config, env, say)
    };
}
function waitMs(flags) {
    return ((0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'wait', {}), '--wait', 1, 3600) ?? 15) * 1000;
}
/** Delivered: 0. Queued for a later replay: 0 with a note. Refused: 1. */
function exitFor(outcome, what, say) {
    if (outcome.delivered)
        return errors_js_1.ExitCode.ok;
    if (outcome.queued) {
        say(`the ${what} is queued (${outcome.error.message}); \`job-monitor replay\` sends it later`);
        return errors_js_1.ExitCode.ok;
    }
    (0, messages_js_1.complain)(`the ${what} was not accepted: ${outcome.error.message}`);
    return errors_js_1.ExitCode.serviceTrouble;
}
function shellQuote(value) {
    return `'${value.replace(/'/g, `'\\''`)}'`;
}
async function startCommand(flags, env, out = stdout) {
    const format = (0, config_js_1.pick)(flags, 'format', {}) ?? 'text';
    if (!['text', 'env', 'json'].includes(format))
        throw new errors_js_1.UsageError('--format must be text, env or json');
    const jobName = (0, config_js_1.jobNameOf)(flags, env);
    const { say, client, queue } = setUp(flags, env);
    const cancel = (0, signals_js_1.cancelOnSignals)();
    const { run, start: outcome } = await (0, protocol_js_1.beginRun)({ client, queue }, { jobName, metadata: (0, config_js_1.metadataOf)(flags), tags: (0, config_js_1.tagsOf)(flags) }, { deadline: Date.now() + waitMs(flags), signal: cancel.signal }).finally(() => cancel.dispose());
    const { runId, runKey, startTime } = run;
    const code = exitFor(outcome, 'start report', say);
    if (code !== errors_js_1.ExitCode.ok)
        return code;
    const fields = {
        [config_js_1.Env.runId]: runId,
        [config_js_1.Env.runKey]: runKey,
        [config_js_1.Env.startTime]: startTime,
        [config_js_1.Env.jobName]: jobName
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
    return code;
}
/** The file's head and tail, redacted before the cut so no piece of a secret survives at its edge. */
async function readLogFile(path, maxBytes, redactor) {
    const capture = new capture_js_1.HeadTailCapture(maxBytes);
    try {
        for await (const chunk of (0, node_fs_1.createReadStream)(path))
            capture.write(chunk);
    }
    catch (e) {
        throw new errors_js_1.UsageError(`--log-file: ${e.message}`);
    }
    return capture.text(redactor);
}
async function endCommand(flags, env) {
    const status = (0, config_js_1.pick)(flags, 'status', {});
    if (!status || !wire_js_1.END_STATUSES.includes(status)) {
        throw new errors_js_1.UsageError(`--status must be one of ${wire_js_1.END_STATUSES.join(', ')}`);
    }
    const jobName = (0, config_js_1.jobNameOf)(flags, env);
    const runId = (0, config_js_1.pick)(flags, 'run-id', env, config_js_1.Env.runId);
    const runKey = (0, config_js_1.pick)(flags, 'run-key', env, config_js_1.Env.runKey);
    const startTime = (0, config_js_1.pick)(flags, 'start-time', env, config_js_1.Env.startTime);
    if (!runId && !runKey)
        throw new errors_js_1.UsageError(`--run-id (or --run-key) is required, or ${config_js_1.Env.runId} from \`start --format env\``);
    if (!startTime)
        throw new errors_js_1.UsageError(`--start-time is required (byte for byte as \`start\` printed it), or ${config_js_1.Env.startTime}`);
    const logFile = (0, config_js_1.pick)(flags, 'log-file', {});
    const maxBytes = (0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'log-max-bytes', {}), '--log-max-bytes', 0, 16 * 1024 * 1024) ?? 65536;
    const { config, say, client, queue } = setUp(flags, env);
    const logs = logFile
        ? await readLogFile(logFile, maxBytes, new redact_js_1.Redactor([config.apiKey]))
        : undefined;
    const cancel = (0, signals_js_1.cancelOnSignals)();
    const ended = await (0, protocol_js_1.endRun)({ client, queue }, { jobName, runKey: runKey ?? (0, queue_js_1.newRunKey)(), startTime, runId: runId ?? '' }, {
        status,
        errorDetails: (0, config_js_1.pick)(flags, 'error', {}),
        metadata: (0, config_js_1.metadataOf)(flags),
        tags: (0, config_js_1.tagsOf)(flags),
        logs
    }, { deadline: Date.now() + waitMs(flags), signal: cancel.signal }).finally(() => cancel.dispose());
    const outcome = ended.end;
    if (!outcome) {
        (0, messages_js_1.complain)(`no end report: the run's start report was neither delivered nor queued (run key ${runKey})`);
        return errors_js_1.ExitCode.serviceTrouble;
    }
    return exitFor(outcome, 'end report', say);
}
async function heartbeatCommand(flags, env) {
    const jobName = (0, config_js_1.jobNameOf)(flags, env);
    const { say, client } = setUp(flags, env);
    const d = await client.deliver({
        kind: 'heartbeat',
        body: (0, reports_js_1.heartbeatBody)({ jobName, currentTime: (0, wire_js_1.isoUtc)(Date.now()), metadata: (0, config_js_1.metadataOf)(flags) })
    });
    if (!d.delivered) {
        (0, messages_js_1.complain)(`the heartbeat was not accepted: ${d.error.message}`);
        return errors_js_1.ExitCode.serviceTrouble;
    }
    say(`heartbeat sent; next expected ${d.response.next_expected}`);
    return errors_js_1.ExitCode.ok;
}
async function notifyCommand(flags, env) {
    const status = (0, config_js_1.pick)(flags, 'status', {});
    if (!status || !wire_js_1.PIPELINE_STATUSES.includes(status)) {
        throw new errors_js_1.UsageError(`--status must be one of ${wire_js_1.PIPELINE_STATUSES.join(', ')}`);
    }
    const pipelineId = (0, config_js_1.pick)(flags, 'pipeline-id', env, config_js_1.Env.pipelineId);
    if (!pipelineId)
        throw new errors_js_1.UsageError(`--pipeline-id is required (or ${config_js_1.Env.pipelineId})`);
    const { say, client, queue } = setUp(flags, env, 'pipelines');
    const outcome = await (0, deliver_js_1.deliverOrQueue)(client, queue, {
        kind: 'pipeline-notification',
        pipelineId,
        body: (0, reports_js_1.pipelineNotification)({
            status,
            message: (0, config_js_1.pick)(flags, 'message', {}),
            metadata: (0, config_js_1.metadataOf)(flags)
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
        (0, messages_js_1.complain)(`could not list pipelines: ${e.message}`);
        return errors_js_1.ExitCode.serviceTrouble;
    }
    if (flags.json) {
        out(`${inertJson(answer)}\n`);
        return errors_js_1.ExitCode.ok;
    }
    out(pipelineTable(answer));
    return errors_js_1.ExitCode.ok;
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
        : (0, safe_for_log_js_1.safeForLog)(typeof v === 'object' ? JSON.stringify(v) : String(v));
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
    const waitMs = ((0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'wait', {}), '--wait', 1, 86_400) ?? constants_js_1.DEFAULT_REPLAY_WAIT_MS / 1000) *
        1000;
    // The deadline bounds every attempt and wait of the pass; the timer is the backstop for
    // anything else that would not end (a hung service must never hang a cron job).
    const stop = new AbortController();
    let timer;
    const overdue = new Promise(resolve => {
        timer = setTimeout(() => {
            stop.abort();
            resolve(undefined);
        }, waitMs + constants_js_1.REPLAY_BACKSTOP_GRACE_MS);
    });
    // Problems are printed as they happen (the queue's log), once each.
    const summary = await Promise.race([
        queue.replay(client, { deadline: Date.now() + waitMs, signal: stop.signal }),
        overdue
    ]);
    clearTimeout(timer);
    if (!summary) {
        (0, messages_js_1.complain)(`replay: stopped after ${Math.round(waitMs / 1000)} s (--wait); what was not sent stays queued`);
        return errors_js_1.ExitCode.serviceTrouble;
    }
    const left = summary.counted
        ? `${summary.remaining} still queued`
        : 'an unknown number still queued (the queue could not be read)';
    const line = `replay: ${summary.sent} sent, ${left}, ${summary.dropped} dropped, ${summary.failed} failed`;
    if (!config.quiet || !summary.counted || summary.remaining > 0 || summary.errors.length > 0)
        (0, messages_js_1.complain)(line);
    if (summary.unaddressed > 0) {
        const missing = config.baseUrl
            ? `pipeline notifications wait for a deployment URL (${config_js_1.Env.deploymentUrl})`
            : `run reports and heartbeats wait for a base URL (${config_js_1.Env.baseUrl})`;
        (0, messages_js_1.complain)(`${summary.unaddressed} more ${missing}`);
    }
    if (summary.foreign > 0 && !config.quiet) {
        (0, messages_js_1.complain)(`${summary.foreign} more queued for another service (another address or key) are left alone`);
    }
    return summary.keyRejected ? errors_js_1.ExitCode.serviceTrouble : errors_js_1.ExitCode.ok;
}
async function emulatorSubcommand(flags, env) {
    const { emulatorCommand, emulatorOptions } = await __webpack_require__.e(/* import() */ 474).then(__webpack_require__.bind(__webpack_require__, 7474));
    const options = emulatorOptions(flags, env);
    const { port } = options;
    try {
        await emulatorCommand(options);
    }
    catch (e) {
        const code = e.code;
        if (code !== 'EADDRINUSE' && code !== 'EADDRNOTAVAIL' && code !== 'EACCES')
            throw e;
        const why = code === 'EADDRINUSE'
            ? `port ${port} is in use (--port 0 picks a free one)`
            : `${e.message} (check --host and --port)`;
        (0, messages_js_1.complain)(`the emulator could not listen: ${why}`);
        return errors_js_1.ExitCode.serviceTrouble;
    }
    return errors_js_1.ExitCode.ok;
}
async function runsSubcommand(flags, env) {
    const url = (0, config_js_1.pick)(flags, 'url', env, config_js_1.Env.baseUrl);
    if (!url)
        throw new errors_js_1.UsageError('--url is required (or JOB_MONITOR_BASE_URL)');
    const { runsCommand } = await __webpack_require__.e(/* import() */ 474).then(__webpack_require__.bind(__webpack_require__, 7474));
    try {
        await runsCommand({ url, json: flags.json === true });
    }
    catch (e) {
        (0, messages_js_1.complain)(e.message);
        return errors_js_1.ExitCode.serviceTrouble;
    }
    return errors_js_1.ExitCode.ok;
}


/***/ })

};
