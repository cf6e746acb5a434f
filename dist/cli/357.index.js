export const id = 357;
export const ids = [357];
export const modules = {

/***/ 915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S2: () => (/* binding */ HELPER_REPLAY_BUDGET_MS),
/* harmony export */   To: () => (/* binding */ HELPER_MAX_LIFETIME_MS),
/* harmony export */   Yl: () => (/* binding */ HelperEnv),
/* harmony export */   eS: () => (/* binding */ HELPER_KEY_MAX_BYTES),
/* harmony export */   nW: () => (/* binding */ HELPER_STOP_WAIT_MS)
/* harmony export */ });
/* unused harmony exports Inputs, Outputs, State, DEFAULT_HEARTBEAT_SECONDS, DEFAULT_LOG_MAX_BYTES, MAIN_DELIVERY_BUDGET_MS, POST_END_BUDGET_MS, POST_TOTAL_BUDGET_MS, POST_REPLAY_BUDGET_MS */
/** Input names, state keys and file names of the action, in one place (main, post and tests agree). */
const Inputs = {
    apiKey: 'api-key',
    baseUrl: 'base-url',
    deploymentUrl: 'deployment-url',
    pipelineId: 'pipeline-id',
    jobName: 'job-name',
    matrix: 'matrix',
    heartbeatInterval: 'heartbeat-interval',
    jobTotal: 'job-total',
    jobStatus: 'job-status',
    metadata: 'metadata',
    tags: 'tags',
    logPaths: 'log-paths',
    logMaxBytes: 'log-max-bytes',
    githubToken: 'github-token',
    checkRunId: 'check-run-id',
    failOnError: 'fail-on-error',
    timeoutSeconds: 'timeout-seconds',
    maxAttempts: 'max-attempts',
    queueDir: 'queue-dir',
    stepOutput: 'step-output',
    status: 'status',
    message: 'message'
};
const Outputs = { runId: 'run-id' };
/** What main hands to post through GITHUB_STATE. */
const State = {
    skipped: 'skipped',
    runKey: 'run-key',
    runId: 'run-id',
    startTime: 'start-time',
    jobName: 'job-name',
    helperPid: 'helper-pid',
    statusFile: 'status-file',
    startOutcome: 'start-outcome',
    startError: 'start-error',
    pipelineOutcome: 'pipeline-outcome',
    /** The key was refused for run reports (the base URL's family). */
    authRejected: 'auth-rejected',
    /** The key was refused for pipeline notifications (the deployment's family). */
    pipelinesRejected: 'pipelines-rejected',
    /** Where the helper leaves the captured steps for post. */
    stepsFile: 'steps-file',
    /** Why no step output is captured on this runner. */
    stepOutputUnavailable: 'step-output-unavailable'
};
/** Environment of the heartbeat helper: its config (the key comes through its stdin). */
const HelperEnv = {
    config: 'JOB_MONITOR_HELPER_CONFIG'
};
/** The most the helper reads from stdin for its key: far more than any key, little memory. */
const HELPER_KEY_MAX_BYTES = 64 * 1024;
/** Defaults stated in action.yml too. */
const DEFAULT_HEARTBEAT_SECONDS = 300;
const DEFAULT_LOG_MAX_BYTES = 65536;
/** Main's whole budget for talking to the service: it must return within about 2 s. */
const MAIN_DELIVERY_BUDGET_MS = 1500;
/** Post's budget for the end report (post as a whole finishes within 30 s). */
const POST_END_BUDGET_MS = 18_000;
/** Post's whole budget for talking to the service, counted from its own start. */
const POST_TOTAL_BUDGET_MS = 25_000;
/** Of what is left after the end, the time for reports earlier jobs left queued. */
const POST_REPLAY_BUDGET_MS = 5_000;
/** How long post waits for the helper after SIGTERM before SIGKILL. */
const HELPER_STOP_WAIT_MS = 3_000;
/** The helper ends on its own after this: a job lasts at most 6 h on hosted runners. */
const HELPER_MAX_LIFETIME_MS = (6 * 60 + 15) * 60_000;
/** How long the heartbeat helper spends on what earlier jobs left queued. */
const HELPER_REPLAY_BUDGET_MS = 120_000;


/***/ }),

/***/ 5705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kn: () => (/* binding */ writeStatus),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   rk: () => (/* binding */ readStatus)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The heartbeat helper's report to the post step: a small JSON file under RUNNER_TEMP,
 * replaced atomically (write a temporary file, rename) so post never reads half of it.
 * A background process cannot set step state or outputs, so this file is the hand-over.
 */

function writeStatus(path, status) {
    writeFileAtomic(path, `${JSON.stringify(status)}\n`);
}
/** Writes a file the post step reads: whole or not at all, readable by this user only. */
function writeFileAtomic(path, text) {
    const temp = `${path}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(temp, text, { mode: 0o600 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, path);
}
function readStatus(path) {
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 3357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  endFromState: () => (/* binding */ endFromState),
  startWithHeartbeats: () => (/* binding */ startWithHeartbeats)
});

// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __webpack_require__(915);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/action/status-file.ts
var status_file = __webpack_require__(5705);
// EXTERNAL MODULE: ./src/run/child-environment.ts
var child_environment = __webpack_require__(347);
;// CONCATENATED MODULE: ./src/action/helper-process.ts
/**
 * Starting and stopping the heartbeat helper: a detached node process that outlives the main
 * step, beats while the job's steps run, and is stopped by the post step before the end
 * report, so no heartbeat ever follows the end.
 */







/** Files of this run's helper under RUNNER_TEMP (emptied by the runner at job start and end). */
function helperFiles(env, runKey, tmp) {
    const dir = join(env.RUNNER_TEMP || tmp, 'job-monitor');
    return {
        dir,
        status: join(dir, `helper-${runKey}.json`),
        log: join(dir, `helper-${runKey}.log`),
        steps: join(dir, `helper-${runKey}-steps.json`)
    };
}
/**
 * The bundle that runs the helper, found from this module's own location, never from
 * process.argv[1] (a debugger or a wrapper that loads the action in-process has its own argv):
 * in the bundle, dist/main/index.js -> dist/heartbeat/index.js (the command line runs it from
 * its own bundle, dist/cli); run from the sources, the built bundle.
 */
function helperScript(moduleUrl = import.meta.url, bundle = 'heartbeat') {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(moduleUrl));
    const candidates = [
        (0,external_node_path_.join)(here, '..', bundle, 'index.js'),
        (0,external_node_path_.join)(here, '..', '..', 'dist', bundle, 'index.js')
    ];
    return candidates.find(c => (0,external_node_fs_.existsSync)(c)) ?? candidates[0];
}
/**
 * Spawns the helper detached, its output in a log file, and lets main exit without it. Its
 * environment is the job's (RUNNER_TRACKING_ID included, so the runner's orphan clean-up
 * still finds it) minus the step's inputs, its file commands and any copy of the key, plus
 * the config. The key goes
 * into its stdin, once: the helper lives as long as the job, and any later step could read its
 * environment (/proc/<pid>/environ) or see its command line.
 */
function spawnHelper(o) {
    const env = {};
    for (const [k, v] of Object.entries((0,child_environment/* withoutApiKey */.o)(o.env, [o.apiKey]))) {
        if (/^(INPUT_|STATE_)/.test(k))
            continue;
        if ([
            'GITHUB_STATE',
            'GITHUB_OUTPUT',
            'GITHUB_ENV',
            'GITHUB_PATH',
            'GITHUB_STEP_SUMMARY'
        ].includes(k))
            continue;
        env[k] = v;
    }
    env[constants/* HelperEnv */.Yl.config] = JSON.stringify(o.config);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(o.logFile), { recursive: true, mode: 0o700 });
    const fd = (0,external_node_fs_.openSync)(o.logFile, 'a', 0o600);
    try {
        // --lite-mode: V8 trades speed for memory; a beat every few minutes needs no optimizing
        // compiler, and this process lives as long as the job. Reading the steps' output does
        // (interpreted, it slowed a step printing 200 MB by a third: `npm run bench`, figure 8);
        // a small young generation keeps the memory of reading them flat instead.
        const flags = o.config.stepOutput ? ['--max-semi-space-size=1'] : ['--lite-mode'];
        const child = (0,external_node_child_process_.spawn)(process.execPath, [...flags, o.script, ...(o.args ?? [])], {
            detached: true,
            stdio: ['pipe', fd, fd],
            env,
            cwd: (0,external_node_path_.dirname)(o.logFile)
        });
        child.on('error', () => undefined);
        // A helper that died at once leaves a closed pipe: the write fails, main goes on.
        child.stdin?.on('error', () => undefined);
        // The write is one pipe buffer's worth at most; main's exit waits for it, not for the helper.
        child.stdin?.end(o.apiKey);
        child.unref();
        return child.pid;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function isRunning(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (e) {
        return e.code === 'EPERM';
    }
    // A zombie (exited, not yet reaped by its new parent) counts as gone.
    try {
        const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    }
    catch {
        return true;
    }
}
/** True when the pid is our helper (guards against a recycled pid on Linux). */
function isHelper(pid, script) {
    if (!script)
        return true;
    try {
        return (0,external_node_fs_.readFileSync)(`/proc/${pid}/cmdline`, 'utf8').includes('heartbeat');
    }
    catch {
        return true; // no /proc: trust the pid
    }
}
const sleep = (ms) => new Promise(r => setTimeout(r, ms));
/** SIGTERM, wait a bounded time for the helper to exit, SIGKILL if it has not; then read its status. */
async function stopHelper(pid, statusFile, waitMs = constants/* HELPER_STOP_WAIT_MS */.nW) {
    let killed = false;
    let wasRunning = false;
    if (pid && pid > 0 && isRunning(pid) && isHelper(pid, statusFile)) {
        wasRunning = true;
        try {
            process.kill(pid, 'SIGTERM');
        }
        catch {
            // gone meanwhile
        }
        const until = Date.now() + waitMs;
        while (isRunning(pid) && Date.now() < until)
            await sleep(5);
        if (isRunning(pid)) {
            killed = true;
            try {
                process.kill(pid, 'SIGKILL');
            }
            catch {
                // gone meanwhile
            }
            const hard = Date.now() + 1000;
            while (isRunning(pid) && Date.now() < hard)
                await sleep(25);
        }
    }
    return { status: statusFile ? (0,status_file/* readStatus */.rk)(statusFile) : undefined, killed, wasRunning };
}
/**
 * What went wrong with the helper, for the job summary; undefined when it ran and stopped as
 * asked. A helper that died while the job ran (killed by the out-of-memory killer, a crash)
 * left no stop time in its status file.
 */
function helperTrouble(pid, r) {
    if (!pid)
        return undefined;
    if (r.killed)
        return 'the heartbeat helper did not stop on SIGTERM and was killed';
    if (r.wasRunning)
        return undefined;
    if (!r.status)
        return 'the heartbeat helper never reported: it could not start, or died at once';
    if (!r.status.stoppedAt) {
        return `the heartbeat helper died while the job ran (last sign of life ${r.status.updatedAt}, ${r.status.beatsSent} heartbeat(s) sent)`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/run/protocol.ts
var protocol = __webpack_require__(529);
// EXTERNAL MODULE: ./src/run/signals.ts
var signals = __webpack_require__(6192);
// EXTERNAL MODULE: ./src/cli/ci-status.ts
var ci_status = __webpack_require__(9459);
// EXTERNAL MODULE: ./src/cli/config.ts + 2 modules
var cli_config = __webpack_require__(4991);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/helper-command.ts
var helper_command = __webpack_require__(2620);
// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __webpack_require__(7136);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/queue/files.ts
var files = __webpack_require__(2920);
;// CONCATENATED MODULE: ./src/cli/run-state.ts
/**
 * The run's state between `start --state-file` and `end --state-file`, which a CI system runs
 * as two processes (GitLab's before_script and after_script, Buildkite's hooks): what the end
 * report needs and where the heartbeat process is. Never the key: the end reads it again from
 * the environment. The file is written whole (mode 0600) or not at all, and read back only
 * when it is a regular file of ours in the shape we wrote.
 */



const RUN_STATE_VERSION = 1;
/** Where the heartbeat process writes what it did, and its output: beside the state file. */
function helperFilesOf(stateFile) {
    const path = (0,external_node_path_.resolve)(stateFile);
    return { statusFile: `${path}.heartbeats.json`, logFile: `${path}.heartbeats.log` };
}
async function writeRunState(path, state) {
    const full = (0,external_node_path_.resolve)(path);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(full), { recursive: true, mode: 0o700 });
    await (0,files/* writeFileAtomic */.Zf)((0,external_node_path_.dirname)(full), (0,external_node_path_.basename)(full), `${JSON.stringify(state)}\n`);
}
/**
 * The state, or undefined when there is none; a file of another shape, or another user's (a
 * shared /tmp), is an error: its run is not ours to end, nor its process ours to stop.
 */
async function readRunState(path) {
    const full = (0,external_node_path_.resolve)(path);
    const owner = await (0,promises_.lstat)(full).then(st => st.uid, () => undefined);
    if (owner === undefined)
        return undefined;
    if (process.getuid && owner !== process.getuid()) {
        throw new Error(`${path} belongs to another user`);
    }
    const text = await (0,files/* readRegularFile */.XF)(full);
    if (text === undefined)
        return undefined;
    let state;
    try {
        state = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} is not a run state written by \`job-monitor start\``);
    }
    if (!isRunState(state)) {
        throw new Error(`${path} is not a run state written by \`job-monitor start\``);
    }
    return state;
}
/** The state file and the heartbeat process's files: nothing of the run is left behind. */
async function removeRunState(path) {
    const { statusFile, logFile } = helperFilesOf(path);
    await Promise.all([(0,external_node_path_.resolve)(path), statusFile, logFile].map(f => (0,promises_.rm)(f, { force: true }).catch(() => undefined)));
}
function isRunState(v) {
    if (!v || typeof v !== 'object')
        return false;
    const s = v;
    const text = (x) => typeof x === 'string';
    return (s.version === RUN_STATE_VERSION &&
        text(s.jobName) &&
        text(s.runKey) &&
        s.runKey !== '' &&
        text(s.runId) &&
        text(s.startTime) &&
        (s.pipelineId === undefined || text(s.pipelineId)) &&
        (s.helperPid === undefined || (Number.isInteger(s.helperPid) && s.helperPid > 0)) &&
        (s.metadata === undefined || (typeof s.metadata === 'object' && s.metadata !== null)) &&
        (s.tags === undefined || (Array.isArray(s.tags) && s.tags.every(text))));
}

// EXTERNAL MODULE: ./src/cli/service.ts
var service = __webpack_require__(3769);
;// CONCATENATED MODULE: ./src/cli/lifecycle.ts
/**
 * A job's run across two processes, for CI systems that give a job a start and an end but no
 * process in between (GitLab's before_script and after_script, Buildkite's hooks):
 *
 * - `start --state-file FILE` sends the start report, starts the detached heartbeat process
 *   (the action's helper, run from this bundle) and writes the run's state to FILE;
 * - `end --state-file FILE --status WORD` stops the heartbeat process, sends the end report
 *   (with the run id the heartbeat process learnt, when the start had to be queued) and
 *   removes FILE.
 *
 * Both keep the action's promises: bounded time (--wait), nothing lost (what is late is
 * queued for `job-monitor replay`), and the job never fails because of monitoring: only a
 * mistake on the command line (exit 2) does.
 */











/** `start --state-file`: the start report, the heartbeat process, the state file. */
async function startWithHeartbeats(stateFile, flags, env, o) {
    const jobName = (0,cli_config/* jobNameOf */.gm)(flags, env);
    const metadata = (0,cli_config/* metadataOf */.Nk)(flags);
    const tags = (0,cli_config/* tagsOf */.Fg)(flags);
    const config = (0,cli_config/* serviceConfig */.IE)(flags, env);
    const say = (0,messages/* messenger */.e)(config.quiet);
    (0,service/* warnAboutKeyFlag */.n_)(config, say);
    // A heartbeat process an earlier start left (its end never ran) must not beat on.
    await stopLeftover(stateFile);
    if (!config.apiKey) {
        say('no API key (JOB_MONITOR_API_KEY): this job is not reported');
        return undefined;
    }
    (0,service/* requireService */.rU)(config, 'runs');
    const client = (0,service/* makeClient */.yu)(config, env, say);
    const queue = (0,service/* makeQueue */.O3)(config, env, say);
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const begun = await (0,protocol/* beginRun */.Te)({ client, queue }, { jobName, metadata, tags, pipelineId: config.pipelineId }, { deadline: Date.now() + o.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const { run, start } = begun;
    if (!start.delivered && !start.queued) {
        (0,messages.complain)(`the start report was not accepted: ${start.error.message}; this job is not reported`);
        return undefined;
    }
    if (!start.delivered) {
        say(`the start report is queued (${start.error.message}); the heartbeat process sends it`);
    }
    const startQueued = !start.delivered;
    const files = helperFilesOf(stateFile);
    let helperPid;
    if (o.heartbeatMs > 0 || startQueued) {
        try {
            helperPid = spawnHelper({
                script: helperScript(import.meta.url, 'cli'),
                args: [helper_command/* HELPER_SUBCOMMAND */.X],
                apiKey: config.apiKey,
                env,
                logFile: files.logFile,
                config: {
                    client: (0,service/* clientSettings */.ry)(config),
                    jobName,
                    intervalMs: o.heartbeatMs,
                    runKey: run.runKey,
                    queueDir: (0,service/* queueDir */.z_)(config, env),
                    statusFile: files.statusFile,
                    startQueued,
                    maxLifetimeMs: constants/* HELPER_MAX_LIFETIME_MS */.To,
                    metadata
                }
            });
        }
        catch (e) {
            (0,messages.complain)(`the heartbeat process could not be started: ${e.message}`);
        }
    }
    const state = {
        version: RUN_STATE_VERSION,
        jobName,
        runKey: run.runKey,
        runId: run.runId,
        startTime: run.startTime,
        ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
        ...(helperPid ? { helperPid } : {}),
        ...(metadata ? { metadata } : {}),
        ...(tags ? { tags } : {})
    };
    try {
        await writeRunState(stateFile, state);
    }
    catch (e) {
        // Without the state, no end would stop the heartbeats: stop them now.
        await stopHelper(helperPid, files.statusFile);
        (0,messages.complain)(`could not write ${stateFile}: ${e.message}; the run's end will not be reported`);
    }
    if (helperPid && o.heartbeatMs > 0)
        say(`heartbeats every ${o.heartbeatMs / 1000} s until \`job-monitor end\``);
    return { runId: run.runId, runKey: run.runKey, startTime: run.startTime, jobName };
}
async function stopLeftover(stateFile) {
    const old = await readRunState(stateFile).catch(() => undefined);
    if (old?.helperPid)
        await stopHelper(old.helperPid, helperFilesOf(stateFile).statusFile);
    if (old)
        await removeRunState(stateFile);
}
/** `end --state-file`: stops the heartbeat process, sends the end report, removes the state. */
async function endFromState(stateFile, flags, env, o) {
    const word = (0,cli_config/* pick */.Up)(flags, 'status', {});
    const status = word === undefined ? undefined : (0,ci_status/* endStatusOf */.F)(word);
    if (!status)
        throw new errors/* UsageError */.e(`--status must be one of ${ci_status/* STATUS_WORDS */.l}`, '--status');
    const config = (0,cli_config/* serviceConfig */.IE)(flags, env);
    const say = (0,messages/* messenger */.e)(config.quiet);
    (0,service/* warnAboutKeyFlag */.n_)(config, say);
    let state;
    try {
        state = await readRunState(stateFile);
    }
    catch (e) {
        (0,messages.complain)(`${e.message}; nothing to end`);
        return errors/* ExitCode */.y.ok;
    }
    if (!state) {
        say(`no run to end: ${stateFile} is not there (its start sent no report)`);
        return errors/* ExitCode */.y.ok;
    }
    // Stopped first, whatever else happens: no heartbeat follows the end report.
    const stopped = await stopHelper(state.helperPid, helperFilesOf(stateFile).statusFile);
    const trouble = helperTrouble(state.helperPid, stopped);
    if (trouble)
        (0,messages.complain)(trouble);
    try {
        if (!config.apiKey) {
            (0,messages.complain)('no API key (JOB_MONITOR_API_KEY): the end of the run is not reported');
            return errors/* ExitCode */.y.ok;
        }
        (0,service/* requireService */.rU)(config, 'runs');
        return await sendEnd(state, stopped, { status, word: word }, flags, env, config, o);
    }
    finally {
        await removeRunState(stateFile);
    }
}
async function sendEnd(state, stopped, { status, word }, flags, env, config, o) {
    const say = (0,messages/* messenger */.e)(config.quiet);
    const logs = await o.logs(config.apiKey);
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const ended = await (0,protocol/* endRun */.lb)({ client: (0,service/* makeClient */.yu)(config, env, say), queue: (0,service/* makeQueue */.O3)(config, env, say) }, {
        jobName: state.jobName,
        runKey: state.runKey,
        startTime: state.startTime,
        // Learnt by the heartbeat process when it carried on a queued start.
        runId: state.runId || stopped.status?.runId || '',
        pipelineId: state.pipelineId
    }, {
        status,
        errorDetails: (0,cli_config/* pick */.Up)(flags, 'error', {}) ?? detailsOf(status, word),
        metadata: (0,cli_config/* metadataOf */.Nk)(flags) ?? state.metadata,
        tags: (0,cli_config/* tagsOf */.Fg)(flags) ?? state.tags,
        logs
    }, { deadline: Date.now() + o.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const beats = stopped.status?.beatsSent ?? 0;
    const end = ended.end;
    if (!end) {
        (0,messages.complain)(`no end report: the run's start report was neither delivered nor queued`);
    }
    else if (end.delivered) {
        say(`end report sent: ${status}, after ${beats} heartbeat(s)`);
    }
    else if (end.queued) {
        say(`the end report is queued (${end.error.message}); \`job-monitor replay\` sends it later`);
    }
    else {
        (0,messages.complain)(`the end report was not accepted: ${end.error.message}`);
    }
    return errors/* ExitCode */.y.ok;
}
/** What an exit status or a cancel says, when no --error does. */
function detailsOf(status, word) {
    if (status === 'cancelled')
        return 'the job was cancelled';
    if (status === 'failed' && /^-?\d+$/.test(word.trim()))
        return `exit status ${word.trim()}`;
    return null;
}


/***/ })

};
