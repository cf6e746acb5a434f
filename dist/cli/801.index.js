export const id = 801;
export const ids = [801];
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

/***/ 9801:
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
// EXTERNAL MODULE: ./src/logs/stream-redact.ts + 1 modules
var stream_redact = __webpack_require__(1262);
// EXTERNAL MODULE: ./src/logs/redact.ts
var redact = __webpack_require__(2790);
// EXTERNAL MODULE: ./src/queue/deliver.ts
var deliver = __webpack_require__(2650);
// EXTERNAL MODULE: ./src/util/files.ts + 1 modules
var files = __webpack_require__(1363);
// EXTERNAL MODULE: ./src/queue/queue.ts + 5 modules
var queue_queue = __webpack_require__(5072);
// EXTERNAL MODULE: ./src/run/protocol.ts
var protocol = __webpack_require__(529);
// EXTERNAL MODULE: ./src/run/signals.ts
var signals = __webpack_require__(6192);
// EXTERNAL MODULE: ./src/queue/constants.ts
var constants = __webpack_require__(3846);
// EXTERNAL MODULE: ./src/client/transport.ts
var transport = __webpack_require__(4790);
// EXTERNAL MODULE: ./src/settings/check.ts
var check = __webpack_require__(8785);
// EXTERNAL MODULE: ./src/cli/ci-facts.ts + 2 modules
var ci_facts = __webpack_require__(7339);
// EXTERNAL MODULE: ./src/cli/ci-status.ts
var ci_status = __webpack_require__(9459);
// EXTERNAL MODULE: ./src/cli/config.ts + 1 modules
var cli_config = __webpack_require__(99);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/service.ts
var service = __webpack_require__(3769);
;// CONCATENATED MODULE: ./src/cli/command-settings.ts










function connectionFor(flags, env, needs = 'runs') {
    const config = (0,cli_config/* serviceConfig */.IE)(flags, env);
    const dir = (0,service/* queueDir */.z_)(config, env);
    return {
        config,
        needs,
        proxy: (0,transport/* proxyVariablesOf */.VS)(env),
        queue: { dir, formerDir: (0,queue_queue/* formerQueueDir */.y1)(dir, env) }
    };
}
/** --wait in ms, within [1, max] seconds. */
function waitMsOf(flags, max, fallbackSeconds) {
    return ((0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'wait', {}), '--wait', 1, max) ?? fallbackSeconds) * 1000;
}
const LOG_MAX_BYTES = 16 * 1024 * 1024;
function settingsForStart(flags, env) {
    const format = (0,cli_config/* pick */.Up)(flags, 'format', {}) ?? 'text';
    if (!['text', 'env', 'json'].includes(format))
        throw new errors/* UsageError */.e('--format must be text, env or json');
    const stateFile = (0,cli_config/* pick */.Up)(flags, 'state-file', {});
    if (stateFile) {
        return {
            format,
            stateFile,
            waitMs: waitMsOf(flags, 3600, 15),
            heartbeatMs: (0,cli_config/* heartbeatMsOf */.c6)(flags, env)
        };
    }
    const jobName = (0,cli_config/* jobNameOf */.gm)(flags, env);
    const connection = connectionFor(flags, env);
    return {
        format,
        jobName,
        connection,
        metadata: (0,ci_facts/* reportMetadata */.cO)(env, (0,cli_config/* metadataOf */.Nk)(flags)),
        tags: (0,cli_config/* tagsOf */.Fg)(flags),
        waitMs: waitMsOf(flags, 3600, 15)
    };
}
function settingsForEnd(flags, env) {
    const logFile = (0,cli_config/* pick */.Up)(flags, 'log-file', {});
    const logMaxBytes = (0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'log-max-bytes', {}), '--log-max-bytes', 0, LOG_MAX_BYTES) ?? 65536;
    const stateFile = (0,cli_config/* pick */.Up)(flags, 'state-file', {});
    if (stateFile)
        return { stateFile, logFile, logMaxBytes, waitMs: waitMsOf(flags, 3600, 15) };
    const word = (0,cli_config/* pick */.Up)(flags, 'status', {});
    const status = word === undefined ? undefined : (0,ci_status/* endStatusOf */.Fi)(word);
    if (word === undefined || !status)
        throw new errors/* UsageError */.e(`--status must be one of ${ci_status/* STATUS_WORDS */.ly}`, '--status');
    const jobName = (0,cli_config/* jobNameOf */.gm)(flags, env);
    const runId = (0,cli_config/* pick */.Up)(flags, 'run-id', env, cli_config/* Env */.o9.runId);
    const runKey = (0,cli_config/* pick */.Up)(flags, 'run-key', env, cli_config/* Env */.o9.runKey);
    const startTime = (0,cli_config/* startTimeOf */.P2)(flags, env);
    if (!runId && !runKey)
        throw new errors/* UsageError */.e(`--run-id (or --run-key) is required, or ${cli_config/* Env */.o9.runId} from \`start --format env\``);
    if (!startTime)
        throw new errors/* UsageError */.e(`--start-time is required (byte for byte as \`start\` printed it), or ${cli_config/* Env */.o9.startTime}`);
    const connection = connectionFor(flags, env);
    return {
        logFile,
        logMaxBytes,
        status,
        jobName,
        runId,
        runKey,
        startTime,
        connection,
        // A run that did not succeed always says why, in the CI system's words where it gave one.
        errorDetails: (0,cli_config/* pick */.Up)(flags, 'error', {}) ?? (0,ci_status/* errorDetailsOf */.WE)(word, (0,cli_config/* pick */.Up)(flags, 'job-url', {})) ?? undefined,
        metadata: (0,ci_facts/* reportMetadata */.cO)(env, (0,ci_status/* withOutcome */.lt)((0,cli_config/* metadataOf */.Nk)(flags), word)),
        tags: (0,cli_config/* tagsOf */.Fg)(flags),
        waitMs: waitMsOf(flags, 3600, 15)
    };
}
function settingsForHeartbeat(flags, env) {
    const jobName = (0,cli_config/* jobNameOf */.gm)(flags, env);
    const connection = connectionFor(flags, env);
    return { jobName, connection, metadata: (0,ci_facts/* heartbeatMetadata */.o)(env, (0,cli_config/* metadataOf */.Nk)(flags)) };
}
function settingsForNotify(flags, env) {
    const status = (0,cli_config/* pick */.Up)(flags, 'status', {});
    if (!status || !wire/* PIPELINE_STATUSES */.ev.includes(status)) {
        throw new errors/* UsageError */.e(`--status must be one of ${wire/* PIPELINE_STATUSES */.ev.join(', ')}`);
    }
    const pipelineId = (0,cli_config/* pick */.Up)(flags, 'pipeline-id', env, cli_config/* Env */.o9.pipelineId);
    if (!pipelineId)
        throw new errors/* UsageError */.e(`--pipeline-id is required (or ${cli_config/* Env */.o9.pipelineId})`);
    const connection = connectionFor(flags, env, 'pipelines');
    return {
        status,
        pipelineId,
        connection,
        message: (0,cli_config/* pick */.Up)(flags, 'message', {}),
        metadata: (0,ci_facts/* reportMetadata */.cO)(env, (0,cli_config/* metadataOf */.Nk)(flags))
    };
}
function settingsForPipelines(flags, env) {
    return { connection: connectionFor(flags, env, 'pipelines'), json: Boolean(flags.json) };
}
function settingsForReplay(flags, env) {
    // Each endpoint family has its own address; with one of them, that family's records are
    // sent and the other's stay queued.
    const connection = connectionFor(flags, env, 'either');
    return { connection, waitMs: waitMsOf(flags, 86_400, constants/* DEFAULT_REPLAY_WAIT_MS */.TR / 1000) };
}
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
    return {
        url,
        json: flags.json === true,
        job: (0,cli_config/* pick */.Up)(flags, 'job', {}),
        status: (0,cli_config/* pick */.Up)(flags, 'status', {}),
        since: (0,cli_config/* pick */.Up)(flags, 'since', {}),
        until: (0,cli_config/* pick */.Up)(flags, 'until', {}),
        limit: (0,cli_config/* pick */.Up)(flags, 'limit', {})
    };
}

// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __webpack_require__(7136);
;// CONCATENATED MODULE: ./src/cli/commands.ts
/** The small subcommands for shell scripts, and the emulator's two. */















const stdout = text => void process.stdout.write(text);
function setUp(c) {
    const { config } = c;
    const say = (0,messages/* messenger */.e)(config.quiet);
    (0,service/* warnAboutKeyFlag */.n_)(config, say);
    (0,service/* requireService */.rU)(config, c.needs);
    return {
        config,
        say,
        client: (0,service/* makeClient */.yu)(config, c.proxy, say),
        queue: new queue_queue.RunQueue({ dir: c.queue.dir, formerDir: c.queue.formerDir, log: say })
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
    const settings = settingsForStart(flags, env);
    if (settings.stateFile !== undefined) {
        const { startWithHeartbeats } = await __webpack_require__.e(/* import() */ 208).then(__webpack_require__.bind(__webpack_require__, 3208));
        const started = await startWithHeartbeats(settings.stateFile, flags, env, {
            waitMs: settings.waitMs,
            heartbeatMs: settings.heartbeatMs
        });
        if (started)
            printStarted(settings.format, started, out);
        return errors/* ExitCode */.y.ok;
    }
    const { jobName, metadata, tags } = settings;
    const { say, client, queue } = setUp(settings.connection);
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const { run, start: outcome } = await (0,protocol/* beginRun */.Te)({ client, queue }, { jobName, metadata, tags }, { deadline: Date.now() + settings.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const code = exitFor(outcome, 'start report', say);
    if (code !== errors/* ExitCode */.y.ok)
        return code;
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
/** The file's head and tail, redacted before the cut so no piece of a secret survives at its edge. */
async function readLogFile(path, maxBytes, redactor) {
    const capture = new stream_redact/* StreamRedactor */.d6(maxBytes, redactor);
    try {
        // A regular file only, up to its size when opened: never a FIFO's or a device's endless bytes.
        await (0,files/* streamRegularFile */.Lb)(path, chunk => capture.write(chunk));
    }
    catch (e) {
        throw new errors/* UsageError */.e(`--log-file: ${e.message}`, '--log-file');
    }
    return capture.text(redactor);
}
async function endCommand(flags, env) {
    const settings = settingsForEnd(flags, env);
    const { logFile, logMaxBytes } = settings;
    if (settings.stateFile !== undefined) {
        const { endFromState } = await __webpack_require__.e(/* import() */ 208).then(__webpack_require__.bind(__webpack_require__, 3208));
        return await endFromState(settings.stateFile, flags, env, {
            waitMs: settings.waitMs,
            logs: apiKey => logFile
                ? readLogFile(logFile, logMaxBytes, new redact/* Redactor */.pO([apiKey]))
                : Promise.resolve(undefined)
        });
    }
    const { jobName, runId, runKey, startTime } = settings;
    const { config, say, client, queue } = setUp(settings.connection);
    const logs = logFile
        ? await readLogFile(logFile, logMaxBytes, new redact/* Redactor */.pO([config.apiKey]))
        : undefined;
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const ended = await (0,protocol.endRun)({ client, queue }, { jobName, runKey: runKey ?? (0,queue_queue/* newRunKey */.r9)(), startTime, runId: runId ?? '' }, {
        status: settings.status,
        errorDetails: settings.errorDetails,
        metadata: settings.metadata,
        tags: settings.tags,
        logs
    }, { deadline: Date.now() + settings.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const outcome = ended.end;
    if (!outcome) {
        (0,messages.complain)(`no end report: the run's start report was neither delivered nor queued (run key ${runKey})`);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    return exitFor(outcome, 'end report', say);
}
async function heartbeatCommand(flags, env) {
    const settings = settingsForHeartbeat(flags, env);
    const { say, client } = setUp(settings.connection);
    const d = await client.deliver({
        kind: 'heartbeat',
        body: (0,reports/* heartbeatBody */.RJ)({
            jobName: settings.jobName,
            currentTime: (0,wire/* isoUtc */.u8)(Date.now()),
            metadata: settings.metadata
        })
    });
    if (!d.delivered) {
        (0,messages.complain)(`the heartbeat was not accepted: ${d.error.message}`);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    say(`heartbeat sent; next expected ${d.response.next_expected}`);
    return errors/* ExitCode */.y.ok;
}
async function notifyCommand(flags, env) {
    const settings = settingsForNotify(flags, env);
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
    return exitFor(outcome, 'pipeline notification', say);
}
async function pipelinesCommand(flags, env, out = stdout) {
    const settings = settingsForPipelines(flags, env);
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
        : (0,redact/* safeForLog */.p5)(typeof v === 'object' ? JSON.stringify(v) : String(v));
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
    const { connection, waitMs } = settingsForReplay(flags, env);
    const { config, client, queue } = setUp(connection);
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
    const left = summary.counted
        ? `${summary.remaining} still queued`
        : 'an unknown number still queued (the queue could not be read)';
    const line = `replay: ${summary.sent} sent, ${left}, ${summary.dropped} dropped, ${summary.failed} failed`;
    if (!config.quiet || !summary.counted || summary.remaining > 0 || summary.errors.length > 0)
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
    const { HistoryFileError, emulatorCommand, emulatorOptions } = await __webpack_require__.e(/* import() */ 247).then(__webpack_require__.bind(__webpack_require__, 6247));
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
    const { runsCommand } = await __webpack_require__.e(/* import() */ 247).then(__webpack_require__.bind(__webpack_require__, 6247));
    try {
        await runsCommand(settings);
    }
    catch (e) {
        (0,messages.complain)(e.message);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    return errors/* ExitCode */.y.ok;
}


/***/ })

};
