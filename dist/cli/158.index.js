export const id = 158;
export const ids = [158];
export const modules = {

/***/ 6158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  endFromState: () => (/* binding */ endFromState),
  startWithHeartbeats: () => (/* binding */ startWithHeartbeats)
});

// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/helper/channel.ts
var channel = __webpack_require__(4267);
// EXTERNAL MODULE: ./src/helper/constants.ts
var constants = __webpack_require__(4949);
;// CONCATENATED MODULE: ./src/helper/config.ts
/**
 * What the heartbeat helper is told, built in this one place for every front end that starts
 * it (the action's main step, the command line's `start`): where it listens, whether it
 * carries on a queued start report and how long it may live are decided the same way for both.
 */



/**
 * The helper's config for the run `begun` started. Its stop channels are decided here, once,
 * beside its status file: the helper listens there and its stopper asks there, whatever a later
 * step does to TMPDIR; the starter saves them for the stopper.
 */
function helperConfigFor(begun, plan) {
    const { run, start, service } = begun;
    return {
        ...plan,
        runKey: run.runKey,
        channels: (0,channel/* channelAddresses */.ec)(run.runKey, (0,external_node_path_.dirname)(plan.statusFile), (0,channel/* hostChannelFacts */.PP)()),
        // A start report that was queued: the helper carries on its retry sequence first.
        startQueued: !start.delivered && start.queued !== undefined,
        maxLifetimeMs: constants/* HELPER_MAX_LIFETIME_MS */.To,
        openRun: {
            startTime: run.startTime,
            runId: run.runId,
            ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
            // Only a job of the same service and key ends it as lost: a queue may be shared by two.
            ...(service ? { service } : {})
        }
    };
}

// EXTERNAL MODULE: ./src/process/job-process.ts
var job_process = __webpack_require__(2286);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/util/dirs.ts
var dirs = __webpack_require__(6210);
// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __webpack_require__(8230);
// EXTERNAL MODULE: ./src/run/child-environment.ts
var child_environment = __webpack_require__(347);
// EXTERNAL MODULE: ./src/run/run-cookie.ts
var run_cookie = __webpack_require__(7691);
;// CONCATENATED MODULE: ./src/helper/spawn.ts
/**
 * Starting the heartbeat helper: a detached node process that outlives the main step, beats
 * while the job's steps run, and is stopped by the post step before the end report
 * (stop.ts), so no heartbeat ever follows the end.
 */










/** Files of this run's helper under RUNNER_TEMP (emptied by the runner at job start and end). */
function helperFiles(runnerTemp, runKey, tmp) {
    const dir = join(runnerTemp || tmp, 'job-monitor');
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
 * Below normal priority: the helper beats a few times an hour and follows the steps' output,
 * and none of that should take a core from the build it reports on (it also starts while main
 * is still finishing). It is lowered, never raised: a job that runs niced already keeps its
 * own value. Where the system refuses, the helper runs as it was started.
 */
function yieldToTheJob(pid) {
    const below = external_node_os_.constants.priority.PRIORITY_BELOW_NORMAL;
    try {
        if ((0,external_node_os_.getPriority)(pid) < below)
            (0,external_node_os_.setPriority)(pid, below);
    }
    catch {
        // best effort: a helper at the job's own priority still works
    }
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
    // Without a wrapped command's cookie: the helper reports its own run's end, and a cancel of
    // a command that ran `job-monitor start` must not end it with the command (run-cookie.ts).
    for (const [k, v] of Object.entries((0,run_cookie/* withoutRunCookie */.WX)((0,child_environment/* withoutApiKey */.o)(o.env, [o.apiKey])))) {
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
    const folder = (0,external_node_path_.dirname)(o.logFile);
    (0,dirs/* makeDirsSync */.Iv)(folder, 0o700);
    // Its status, output and stop file go there: a folder someone else could write to is not used.
    const folderState = (0,dirs/* privateDirState */.mG)(folder);
    if (folderState !== 'ours')
        throw new Error(`${folder} ${folderState}`);
    // Appended to, never through a link left at its name, never waiting on a FIFO there.
    const { fd } = (0,regular_files/* openRegularSync */.w5)(o.logFile, 'append');
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
        if (child.pid !== undefined)
            yieldToTheJob(child.pid);
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

// EXTERNAL MODULE: ./src/helper/helper-run.ts
var helper_run = __webpack_require__(6134);
// EXTERNAL MODULE: ./src/process/process-facts.ts
var process_facts = __webpack_require__(7662);
// EXTERNAL MODULE: ./src/queue/open-runs.ts + 1 modules
var open_runs = __webpack_require__(4454);
// EXTERNAL MODULE: ./src/run/run-end.ts
var run_end = __webpack_require__(3776);
// EXTERNAL MODULE: ./src/helper/status-file.ts
var status_file = __webpack_require__(7535);
// EXTERNAL MODULE: ./src/util/clock.ts
var clock = __webpack_require__(7110);
;// CONCATENATED MODULE: ./src/helper/stop.ts
/**
 * Stopping the heartbeat helper, from the post step and from `end --state-file`: asked through
 * its control channel (channel.ts), so it stops beating, writes its final status and
 * exits by itself, on every platform. A kill is the last resort, for a helper that did not
 * answer in time, and only when something proves the process is still the helper: a pid alone
 * does not (once the helper has ended, the system may give its pid to any other program).
 */






function hostOf() {
    return {
        ...(0,channel/* hostChannelFacts */.PP)(),
        clock: clock/* systemClock */.m,
        isRunning: process_facts/* isRunning */.W_,
        proc: process_facts/* procFacts */.cP,
        pidNamespace: process_facts/* pidNamespace */.fP,
        kill: pid => process.kill(pid, 'SIGKILL')
    };
}
/** Between attempts to reach a helper that is still starting (its channel not open yet). */
const RETRY_MS = 50;
/**
 * Asks the helper to stop and waits (bounded) for its final answer; then reads its status.
 * Never waits longer than `waitMs` plus HELPER_EXIT_WAIT_MS, whatever the helper does.
 */
async function stopHelper(pid, statusFile, o = {}) {
    const host = o.host ?? hostOf();
    const read = () => statusFile ? (0,status_file/* readStatus */.r)(statusFile, host.uid) : undefined;
    if (!pid || pid <= 0)
        return { status: read(), how: 'none' };
    const before = read();
    // Recorded in another pid namespace: the helper's container was stopped with its stage, and
    // the pid, if held at all, is another process's. Nothing to ask, nothing to wait for.
    const here = host.pidNamespace();
    if (!before?.stoppedAt && before?.pidNamespace && here && before.pidNamespace !== here)
        return { status: before, how: 'stage-ended' };
    // Ended by itself (its lifetime, a rejected key, its job gone): the pid is not its own now.
    if (before?.stoppedAt || !host.isRunning(pid))
        return { status: before, how: 'gone' };
    // No status yet: the helper may not have opened its channel (below normal priority, it can
    // start seconds late). The stop file, written first, is what it reads once its channel is
    // open (stoppedBeforeListening), so it is asked either way, even after this wait gives up.
    if (!before && statusFile)
        (0,channel/* writeStopFile */.mp)((0,channel/* stopFileOf */.Oh)(statusFile));
    const until = host.clock.now() + (o.waitMs ?? constants/* HELPER_STOP_WAIT_MS */.nW);
    const addresses = o.channels ??
        (statusFile && o.runKey ? (0,channel/* channelAddresses */.ec)(o.runKey, (0,external_node_path_.dirname)(statusFile), host) : []);
    const asked = await ask(pid, statusFile, addresses, until, host);
    if (asked === 'stopped') {
        await waitGone(pid, host);
        return { status: read(), how: 'request' };
    }
    const status = read();
    if (!host.isRunning(pid))
        return { status, how: status?.stoppedAt ? 'request' : 'gone' };
    // It heard the request with its own token: the process is the helper, stuck while stopping.
    if (asked !== 'heard' && !provenHelper(pid, status, host))
        return { status, how: 'left-alone' };
    try {
        host.kill(pid);
    }
    catch {
        // gone meanwhile
    }
    await waitGone(pid, host);
    return { status: read(), how: 'killed' };
}
/**
 * Asks until the deadline: by the stop file when its status says it has no channel (then
 * whatever listens on its name is not the helper, and is not asked); otherwise by the channel,
 * retried while the helper is starting (its channel opens a moment after its process). An
 * answer counts only with the token the helper wrote in its status file; a listener without
 * it is no answer, and asking goes on until the deadline.
 */
async function ask(pid, statusFile, addresses, until, host) {
    let asked = false;
    for (;;) {
        const before = statusFile ? (0,status_file/* readStatus */.r)(statusFile, host.uid) : undefined;
        if (statusFile && before?.control === 'stop-file') {
            if (before.stoppedAt)
                return 'stopped';
            if (!asked)
                asked = (0,channel/* writeStopFile */.mp)((0,channel/* stopFileOf */.Oh)(statusFile));
        }
        else if (addresses.length) {
            const answer = await (0,channel/* askToStop */.Z$)(addresses, { until, clock: host.clock, facts: host });
            const token = statusFile ? (0,status_file/* readStatus */.r)(statusFile, host.uid)?.token : undefined;
            if (token && answer.stopped === token)
                return 'stopped';
            if (token && answer.stopping === token)
                return 'heard';
        }
        if (host.clock.now() >= until || !host.isRunning(pid))
            return 'silent';
        await host.clock.sleep(Math.min(RETRY_MS, until - host.clock.now()));
    }
}
/**
 * On Linux, /proc proves a process is the helper: its command line, and the start time the
 * helper recorded in its status. Both are needed: any program's command line may say
 * "heartbeat", and a helper that wrote no status (or no start time) recorded nothing to match.
 * Elsewhere nothing proves it, once the channel has not answered.
 */
function provenHelper(pid, status, host) {
    const facts = host.proc(pid);
    if (!facts || !facts.cmdline.includes('heartbeat'))
        return false;
    if (status?.pid !== pid || status.procStart === undefined)
        return false;
    return status.procStart === facts.startTicks;
}
/**
 * Between looks at a helper that said it stopped: it exits a few milliseconds after its answer,
 * and the end report waits for it, so the post step's time is counted in these.
 */
const EXIT_POLL_MS = 5;
async function waitGone(pid, host) {
    const until = host.clock.now() + constants/* HELPER_EXIT_WAIT_MS */.Nj;
    while (host.isRunning(pid) && host.clock.now() < until)
        await host.clock.sleep(EXIT_POLL_MS);
}
/** How the helper ended, in words for the job summary and the log. */
function stopDescription(r) {
    switch (r.how) {
        case 'none':
            return undefined;
        case 'request':
            return 'stopped on request';
        case 'killed':
            return 'did not answer, killed';
        case 'left-alone':
            return 'did not answer, not proven ours: left alone';
        case 'stage-ended':
            return `ended with its stage's container, after ${r.status?.beatsSent ?? 0} heartbeat(s)`;
        case 'gone':
            return r.status?.stoppedAt
                ? `had stopped by itself (${r.status.stoppedBy ?? 'done'})`
                : 'had ended before it was asked to stop';
    }
}
/**
 * What went wrong with the helper, for the job summary; undefined when it ran and stopped as
 * asked. A helper that died while the job ran (killed by the out-of-memory killer, a crash)
 * left no stop time in its status file.
 */
function helperTrouble(pid, r) {
    if (!pid)
        return undefined;
    if (r.how === 'killed')
        return 'the heartbeat helper did not answer the request to stop and was killed: its status may miss its last heartbeats';
    if (r.how === 'left-alone')
        return `the heartbeat helper did not answer the request to stop, and nothing proved that process ${pid} is still the helper, so it was left alone (the runner's clean-up ends the job's processes)`;
    if (r.how !== 'gone')
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
// EXTERNAL MODULE: ./src/cli/ci-facts.ts
var ci_facts = __webpack_require__(5606);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/helper-command.ts
var helper_command = __webpack_require__(2620);
// EXTERNAL MODULE: ./src/logs/failure-quote.ts
var failure_quote = __webpack_require__(5360);
// EXTERNAL MODULE: ./src/cli/ci-status.ts
var ci_status = __webpack_require__(9459);
// EXTERNAL MODULE: ./src/cli/log-file.ts
var log_file = __webpack_require__(583);
// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __webpack_require__(7136);
// EXTERNAL MODULE: ./src/cli/client-setup.ts + 1 modules
var client_setup = __webpack_require__(9348);
// EXTERNAL MODULE: ./src/run/usual-duration.ts
var usual_duration = __webpack_require__(908);
// EXTERNAL MODULE: ./src/cli/run-record.ts + 1 modules
var run_record = __webpack_require__(5658);
// EXTERNAL MODULE: ./src/cli/usual-duration.ts
var cli_usual_duration = __webpack_require__(2033);
;// CONCATENATED MODULE: ./src/cli/lifecycle/end-report.ts












/** Sends the end report of the run in `state`; `helper`: what the heartbeat process said. */
async function sendEnd(state, helper, o, logsFor, records) {
    const { status, word, connection } = o;
    const { config } = connection;
    const say = (0,messages/* messenger */.e)(config.quiet);
    // A log file the job could not write (it failed before) is no reason to leave the run open.
    const logs = await logsFor(config.apiKey).catch((e) => {
        (0,messages.complain)(`${e.message}; the end report goes without it`);
        return undefined;
    });
    const duration = await runDuration(state, status, connection.queue.dir, say);
    const facts = (0,ci_status/* outcomeFacts */.c6)(word);
    const run = {
        jobName: state.jobName,
        runKey: state.runKey,
        startTime: state.startTime,
        // Learnt by the heartbeat process when it carried on a queued start.
        runId: state.runId || helper?.runId || '',
        pipelineId: state.pipelineId
    };
    const ending = endReportOf(o, state, logs, duration.slower);
    const services = {
        client: (0,client_setup/* makeClient */.yu)(config, connection.proxy, connection.queue, say),
        queue: (0,client_setup/* queueOf */.nv)(connection.queue, say)
    };
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const window = { deadline: Date.now() + o.waitMs, signal: cancel.signal };
    // From here an end may be on its way: a log that stops after this line proves nothing.
    (0,run_record/* writeRecord */.rh)(records, 'ending', run);
    const ended = await deliverEnd(services, run, ending, facts, window).finally(() => cancel.dispose());
    const end = ended.end;
    if (status === 'success' && end && (end.delivered || end.queued))
        await duration.recordSuccess();
    const sent = endOutcome(ended, run, status, helper?.beatsSent ?? 0, { services, window, say });
    return { ...sent, record: { run: { ...run, runId: ended.runId || run.runId }, status } };
}
/**
 * How long the run took against this machine's recent successful runs of the job (its usual
 * duration): a run much slower than usual says so, here and in its report.
 */
async function runDuration(state, status, queueDir, say) {
    const history = (0,cli_usual_duration/* durationHistoryIn */.E)(queueDir);
    const durationMs = Date.now() - Date.parse(state.startTime);
    // A start time that gives no duration (unreadable, or ahead of this clock) adds nothing.
    const measured = Number.isFinite(durationMs) && durationMs >= 0;
    const usual = measured ? await history.recent(state.jobName) : [];
    const slower = measured && status !== 'cancelled' ? (0,usual_duration/* slowerThanUsual */.Mw)(durationMs, usual) : undefined;
    if (slower)
        say(slower);
    return {
        slower,
        recordSuccess: async () => {
            if (!measured)
                return;
            await history
                .add(state.jobName, usual, durationMs)
                .catch((e) => say(`could not record the run's duration: ${e.message}`));
        }
    };
}
/** The end report: its status and why, metadata and tags (the start's unless given), the logs. */
function endReportOf(o, state, logs, slower) {
    const { status, word } = o;
    const metadata = o.metadata ?? state.metadata;
    return {
        status,
        // A failed run says why in its log file's words too (see failure-quote.ts).
        errorDetails: (0,failure_quote/* withQuote */.Xm)(o.errorDetails, status, () => (0,log_file/* logQuote */.J)(logs, o.connection.config.apiKey)) ?? null,
        metadata: (0,ci_facts/* withContext */.eQ)({ ...o.ci.report, ...state.schedule }, (0,ci_status/* withOutcome */.lt)(metadata, word)),
        tags: o.tags ?? state.tags,
        logs: slower ? (0,usual_duration/* withUsualNote */.$p)(logs ?? '', slower) : logs
    };
}
/**
 * A cancel or a time-out leaves this process little time: the report is on disk before
 * anything goes over the network, then sent from there. A success, or a failure that was not a
 * time-out (the one outcome whose facts add metadata), is sent at once.
 */
function deliverEnd(services, run, ending, facts, window) {
    return ending.status === 'success' || (ending.status === 'failed' && !facts.metadata)
        ? (0,protocol.endRun)(services, run, ending, window).then(e => ({
            end: e.end,
            sent: false,
            runId: e.runId,
            dropped: e.dropped
        }))
        : (0,protocol.endCancelledRun)(services, run, ending, window).then(e => ({
            end: e.ended.end,
            sent: e.sent !== undefined,
            runId: e.sent?.runId ?? e.ended.runId,
            dropped: e.ended.dropped
        }));
}
/**
 * What became of the end report, in one line. One that was queued may go once more, within
 * this end's time, when what held it back (the heartbeat process carrying on the start) has
 * gone: the run's end owner calls sendQueued then.
 */
function endOutcome(ended, run, status, beats, c) {
    const { services, window, say } = c;
    const end = ended.end;
    if (ended.dropped)
        (0,messages.complain)(`the end report went without its ${ended.dropped.join(' and ')}: it held the API key (or another secret)`);
    if (!end) {
        (0,messages.complain)(`no end report: the run's start report was neither delivered nor queued`);
    }
    else if (end.delivered || ended.sent) {
        say(`reported run ${ended.runId} of '${run.jobName}': ${status}, after ${beats} heartbeat(s)`);
    }
    else if (end.queued) {
        say(`the end report is queued (${end.error.message}); \`job-monitor replay\` sends it later`);
        // Sent once more, within this end's time, when what held it back has gone.
        const sendQueued = async (knownRunId) => {
            if (window.signal.aborted || Date.now() >= window.deadline)
                return false;
            const r = await services.queue
                .replay(services.client, { runKey: run.runKey, deadline: window.deadline })
                .catch(() => undefined);
            if (!r?.counted || r.remaining !== 0 || r.failed !== 0)
                return false;
            const runId = r.runIds[run.runKey] || knownRunId || ended.runId;
            say(`reported run ${runId} of '${run.jobName}': ${status}, after ${beats} heartbeat(s)`);
            return true;
        };
        return { code: errors/* ExitCode */.y.ok, end, sendQueued };
    }
    else {
        (0,messages.complain)(`the end report was not accepted: ${end.error.message}`);
    }
    return { code: errors/* ExitCode */.y.ok, end };
}

// EXTERNAL MODULE: ./src/cli/hour-note.ts
var hour_note = __webpack_require__(4159);
// EXTERNAL MODULE: ./src/client/heartbeat-budget.ts
var heartbeat_budget = __webpack_require__(6301);
// EXTERNAL MODULE: ./src/cli/schedule.ts + 2 modules
var schedule = __webpack_require__(3944);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/util/errno.ts
var errno = __webpack_require__(8196);
// EXTERNAL MODULE: ./src/util/owner.ts
var owner = __webpack_require__(3079);
// EXTERNAL MODULE: ./src/util/atomic-writes.ts
var atomic_writes = __webpack_require__(224);
// EXTERNAL MODULE: ./src/util/entries.ts
var entries = __webpack_require__(1952);
;// CONCATENATED MODULE: ./src/cli/run-state.ts
/**
 * The run's state between `start --state-file` and `end --state-file`, which a CI system runs
 * as two processes (GitLab's before_script and after_script, Buildkite's hooks): what the end
 * report needs and where the heartbeat process is. Never the key: the end reads it again from
 * the environment.
 *
 * The path names the run's own folder, which `start` creates (mode 0700) and `end` removes:
 * the state, the heartbeat process's status, output and stop file, and the end's lock live in
 * it. A predictable path in a shared directory (`/tmp/job-monitor-$CI_JOB_ID.json`, ids in
 * sequence) may have been taken by another user first: the folder counts only when it is a
 * real folder (not a link), owned by this user, that nobody else may enter, checked on the
 * opened folder itself. Anything else there is refused before a start report is sent, so no
 * run is begun that no end could end.
 */









const RUN_STATE_VERSION = 1;
/** The run's folder and what lives in it. */
function runFilesOf(path) {
    const folder = (0,external_node_path_.resolve)(path);
    return {
        folder,
        state: (0,external_node_path_.join)(folder, 'state.json'),
        statusFile: (0,external_node_path_.join)(folder, 'heartbeats.json'),
        logFile: (0,external_node_path_.join)(folder, 'heartbeats.log'),
        lock: (0,external_node_path_.join)(folder, 'end.lock')
    };
}
/** Where the heartbeat process writes what it did, and its output: in the run's folder. */
function helperFilesOf(path) {
    const { statusFile, logFile } = runFilesOf(path);
    return { statusFile, logFile };
}
/** A path whose folder is not ours: the reason, for a message naming --state-file. */
class NotOurFolderError extends Error {
}
/**
 * Whether the run's folder is there and ours alone: 'absent', 'ours', or NotOurFolderError
 * saying why not (a file, a link, another user's folder, one others may enter), read from the
 * opened folder (privateDirState).
 */
async function checkRunFolder(path) {
    const state = (0,dirs/* privateDirState */.mG)((0,external_node_path_.resolve)(path));
    if (state === 'absent' || state === 'ours')
        return state;
    throw new NotOurFolderError(state === 'belongs to another user'
        ? `${path} belongs to another user`
        : `${path} ${state}: not a run folder made by \`job-monitor start\``);
}
/**
 * Creates the run's folder (mode 0700; its parents as needed), or checks the one an earlier
 * start left: NotOurFolderError when what is there is not ours alone.
 */
async function makeRunFolder(path) {
    const folder = (0,external_node_path_.resolve)(path);
    await (0,dirs/* makeDirs */.X2)((0,external_node_path_.dirname)(folder), 0o700);
    try {
        await (0,promises_.mkdir)(folder, { mode: 0o700 });
        // mkdir's mode went through the umask; a fresh folder of ours is set exactly.
        if (process.platform !== 'win32')
            await (0,promises_.chmod)(folder, 0o700);
    }
    catch (e) {
        if (!(0,errno/* isErrno */.r)(e, 'EEXIST'))
            throw e;
    }
    await checkRunFolder(folder);
}
async function writeRunState(path, state) {
    const { folder } = runFilesOf(path);
    await (0,atomic_writes/* writeFileAtomic */.Zf)(folder, 'state.json', `${JSON.stringify(state)}\n`);
}
/**
 * The state, or undefined when there is none; a folder that is not ours alone, or a file of
 * another shape, is an error: its run is not ours to end, nor its process ours to stop.
 */
async function readRunState(path) {
    if ((await checkRunFolder(path)) === 'absent')
        return undefined;
    const text = await (0,regular_files/* readRegularFile */.XF)(runFilesOf(path).state);
    if (text === undefined)
        return undefined;
    let state;
    try {
        state = JSON.parse(text);
    }
    catch {
        throw new Error(`${path} holds no run state written by \`job-monitor start\``);
    }
    if (!isRunState(state)) {
        throw new Error(`${path} holds no run state written by \`job-monitor start\``);
    }
    return state;
}
/** How long a lock without its holder's pid is left to the end that created it. */
const UNWRITTEN_LOCK_MS = 10_000;
/**
 * Takes the run's end lock: true when this process holds it now, false when another live
 * process does (an `end` running at the same time: exactly one sends the end report). A lock
 * whose process is gone (an `end` that crashed) is taken over.
 */
async function lockRunEnd(path) {
    const { lock } = runFilesOf(path);
    const mine = `${owner/* HOST_TAG */.q} ${process.pid}\n`;
    try {
        if (await (0,atomic_writes/* createExclusive */.H0)(lock, mine))
            return true;
    }
    catch (e) {
        // The folder went meanwhile: another end has ended the run and removed it.
        if ((0,errno/* isErrno */.r)(e, 'ENOENT'))
            return false;
        throw e;
    }
    const m = /^([0-9a-f]{8}) (\d+)\n$/.exec((await (0,regular_files/* readRegularFile */.XF)(lock, undefined, 64)) ?? '');
    if (m && (0,owner/* isOwnerAlive */.J)(m[1], Number(m[2])))
        return false;
    // A lock of no shape is one another end has just created and not yet written its pid in
    // (an exclusive create, then the write): it is that end's until it is old.
    const at = m ? undefined : await (0,entries/* modifiedAt */.L4)(lock);
    if (at !== undefined && Date.now() - at < UNWRITTEN_LOCK_MS)
        return false;
    // Its holder is gone, or the lock is not one we wrote: the run's folder is ours alone.
    await (0,entries/* removeIfPresent */.ti)(lock);
    return (0,atomic_writes/* createExclusive */.H0)(lock, mine).catch((e) => {
        if ((0,errno/* isErrno */.r)(e, 'ENOENT'))
            return false;
        throw e;
    });
}
/** Gives up this process's end lock (its end was not settled): another `end` may take it. */
async function releaseRunEnd(path) {
    const { lock } = runFilesOf(path);
    const text = await (0,regular_files/* readRegularFile */.XF)(lock, undefined, 64).catch(() => undefined);
    if (text === `${owner/* HOST_TAG */.q} ${process.pid}\n`)
        await (0,entries/* removeIfPresent */.ti)(lock).catch(() => false);
}
/**
 * The run's folder with everything in it: nothing of the run is left behind. The state goes
 * first: a recursive removal takes the files in any order, and an `end` that found the lock
 * gone while the state was still there would take the lock and end the run a second time.
 * Then the heartbeat process's log, before its stop file: a helper that begins late reads the
 * stop file, then whether its log is gone (heartbeat-helper.ts), and must find one or the
 * other, or it would begin a run that has ended. Then the rest.
 */
async function removeRunState(path, remove = promises_.rm) {
    const { folder, state, statusFile, logFile } = runFilesOf(path);
    // Only a folder of ours alone is emptied.
    if ((await checkRunFolder(path).catch(() => 'absent')) !== 'ours')
        return;
    await remove(state, { force: true }).catch(() => undefined);
    await remove(logFile, { force: true }).catch(() => undefined);
    await remove((0,channel/* stopFileOf */.Oh)(statusFile), { force: true }).catch(() => undefined);
    await remove(folder, { recursive: true, force: true }).catch(() => undefined);
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
        (s.channels === undefined || (0,channel/* savedChannels */.q2)(s.channels) !== undefined) &&
        (s.metadata === undefined || (typeof s.metadata === 'object' && s.metadata !== null)) &&
        (s.schedule === undefined || (typeof s.schedule === 'object' && s.schedule !== null)) &&
        (s.tags === undefined || (Array.isArray(s.tags) && s.tags.every(text))) &&
        (s.record === undefined || isRecordChoice(s.record)));
}
function isRecordChoice(v) {
    const r = v;
    return (typeof r === 'object' &&
        r !== null &&
        ['next-run', 'sweep', 'off'].includes(String(r.healer)) &&
        ['ephemeral', 'persistent'].includes(String(r.machine)) &&
        (r.ciJob === undefined || (typeof r.ciJob === 'string' && r.ciJob.length <= 300)));
}

;// CONCATENATED MODULE: ./src/cli/lifecycle.ts























/** `start --state-file`: the start report, the heartbeat process, the state file. */
async function startWithHeartbeats(o, 
/** The heartbeat process's own environment (less the key; see spawnHelper). */
env) {
    const { stateFile, jobName, metadata, connection } = o;
    const { config } = connection;
    const say = (0,messages/* messenger */.e)(config.quiet);
    (0,client_setup/* warnAboutKeyFlag */.n_)(config, say);
    // A heartbeat process an earlier start left (its end never ran) must not beat on.
    await stopLeftover(stateFile);
    if (!(await readyToStart(o, say)))
        return undefined;
    const client = (0,client_setup/* makeClient */.yu)(config, connection.proxy, connection.queue, say);
    const hour = await (0,hour_note/* noteHour */.x)(client, {
        jobName,
        notifiesPipeline: config.pipelineId !== undefined && config.deploymentUrl !== undefined
    });
    const startMs = Date.now();
    // The schedule's facts go with the start, and are kept for the end (the state's `schedule`).
    const scheduled = (0,schedule/* scheduleFacts */.zC)(o.schedule, startMs, say);
    const begun = await sendStart(o, client, say, { startMs, scheduled });
    if (!begun)
        return undefined;
    const { run } = begun;
    // The run's record in the job's log, once the service has given it an id.
    if (begun.start.delivered)
        (0,run_record/* writeRecord */.rh)((0,run_record/* recordWriterOf */.U6)(o.connection.config, o.record), 'start', {
            ...run,
            runId: begun.start.response.run_id
        });
    // What the helper's settings and the state file keep is what the gate let out: no secret.
    const kept = metadata && client.outboundMetadata(metadata);
    const files = helperFilesOf(stateFile);
    const helper = {
        ...helperSettingsOf(o, begun, kept, files.statusFile),
        // Its heartbeats keep to this job's share of the key's hour, with the others on the machine.
        ...(hour && hour.activeJobs > 1 ? { jobTotal: hour.activeJobs } : {}),
        ...(config.hourlyLimit ? { hourlyLimit: config.hourlyLimit } : {})
    };
    const helperPid = startHelper(o, helper, files.logFile, env);
    await recordRunOpen(helper, helperPid);
    await keepRunState(o, run, { pid: helperPid, channels: helper.channels }, kept, scheduled);
    if (helperPid && o.heartbeatMs > 0) {
        // The share the helper's loop keeps: its client's attempts are what an end may spend.
        const share = (0,heartbeat_budget/* heartbeatBudget */.cY)({
            jobTotal: helper.jobTotal,
            endAttempts: client.maxAttempts,
            hourlyLimit: helper.hourlyLimit
        });
        say(`heartbeats ${(0,heartbeat_budget/* beatCadence */.ob)(o.heartbeatMs, share)} until \`job-monitor end\``);
    }
    return { runId: run.runId, runKey: run.runKey, startTime: run.startTime, jobName };
}
/**
 * Whether a start may be sent: a key, the service's address, and a run folder that is ours
 * alone. Without a key the job goes unreported; a missing address is a usage error.
 */
async function readyToStart(o, say) {
    const { config } = o.connection;
    if (!config.apiKey) {
        if (config.keyUnusable)
            (0,messages.complain)(config.keyUnusable);
        else
            say('no API key (JOB_MONITOR_API_KEY): this job is not reported');
        return false;
    }
    (0,client_setup/* requireService */.rU)(config, 'runs');
    // The run's folder first: where it cannot be ours alone, no start report is sent, since no
    // end could end that run.
    try {
        await makeRunFolder(o.stateFile);
    }
    catch (e) {
        (0,messages.complain)(`--state-file: ${e.message}; this job is not reported`);
        return false;
    }
    return true;
}
/**
 * The start report, within --wait; a start that is late is queued, for the heartbeat process
 * to carry on. One neither delivered nor queued leaves no run to end: its folder goes.
 */
async function sendStart(o, client, say, at) {
    const { config } = o.connection;
    const queue = (0,client_setup/* queueOf */.nv)(o.connection.queue, say);
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const begun = await (0,protocol.beginRun)({ client, queue }, {
        jobName: o.jobName,
        metadata: (0,ci_facts/* withContext */.eQ)({ ...o.ci.report, ...at.scheduled }, o.metadata),
        tags: o.tags,
        pipelineId: config.pipelineId,
        startTime: (0,wire/* isoUtc */.u8)(at.startMs)
    }, { deadline: Date.now() + o.waitMs, signal: cancel.signal }).finally(() => cancel.dispose());
    const { start } = begun;
    if (!start.delivered && !start.queued) {
        (0,messages.complain)(`the start report was not accepted: ${start.error.message}; this job is not reported`);
        await removeRunState(o.stateFile);
        return undefined;
    }
    if (!start.delivered) {
        say(`the start report is queued (${start.error.message}); the heartbeat process sends it`);
    }
    return begun;
}
/** What the heartbeat process is told: the run, its beats, the job it watches, its deadline. */
function helperSettingsOf(o, begun, kept, statusFile) {
    const { run } = begun;
    const { tags, deadline } = o;
    return helperConfigFor(begun, {
        client: (0,client_setup/* clientSettings */.ry)(o.connection.config, o.connection.queue),
        jobName: o.jobName,
        intervalMs: o.heartbeatMs,
        queueDir: o.connection.queue.dir,
        statusFile,
        metadata: (0,ci_facts/* withContext */.eQ)(o.ci.heartbeat, kept),
        ...jobWatchOf(o.job),
        ...(tags ? { tags } : {}),
        ...(deadline
            ? {
                deadline: {
                    ...deadline,
                    startTime: run.startTime,
                    runId: run.runId,
                    ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
                    ...(tags ? { tags } : {})
                }
            }
            : {})
    });
}
/**
 * The heartbeat process, when it has work: beats to send, a queued start to carry on, or the
 * job's deadline to keep. One that cannot be started costs the beats, never the job.
 */
function startHelper(o, helper, logFile, env) {
    if (!(o.heartbeatMs > 0 || helper.startQueued || o.deadline))
        return undefined;
    try {
        return spawnHelper({
            script: helperScript(import.meta.url, 'cli'),
            args: [helper_command/* HELPER_SUBCOMMAND */.X],
            apiKey: o.connection.config.apiKey,
            env,
            logFile,
            config: helper
        });
    }
    catch (e) {
        (0,messages.complain)(`the heartbeat process could not be started: ${e.message}`);
        return undefined;
    }
}
/**
 * The run recorded as open, helper or not: if its end never comes (the job was killed), a later
 * job here ends it on the evidence of its job's process. Written before the helper is known to
 * have begun: below normal priority, on a busy machine it may begin only after a later `start`
 * or an end that could not be sent has stopped it, and then records nothing itself. The helper
 * writes the same record again once it runs.
 */
async function recordRunOpen(helper, pid) {
    const procStart = pid === undefined ? undefined : (0,process_facts/* procFacts */.cP)(pid)?.startTicks;
    const own = pid === undefined ? undefined : { pid, ...(procStart ? { procStart } : {}) };
    await (0,helper_run/* writeOpenRun */.$b)(helper, own).catch((e) => (0,messages.complain)(`could not record the open run: ${e.message}`));
}
/** The run's state, for `end --state-file`: the run, its heartbeat process, what it carries. */
async function keepRunState(o, run, helper, kept, schedule) {
    const { stateFile, tags } = o;
    const { pid: helperPid, channels } = helper;
    const state = {
        version: RUN_STATE_VERSION,
        jobName: o.jobName,
        runKey: run.runKey,
        runId: run.runId,
        startTime: run.startTime,
        ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
        ...(helperPid ? { helperPid, channels } : {}),
        ...(kept ? { metadata: kept } : {}),
        ...(schedule ? { schedule } : {}),
        ...(tags ? { tags } : {}),
        record: o.record
    };
    try {
        await writeRunState(stateFile, state);
    }
    catch (e) {
        // Without the state, no end would stop the heartbeats: stop them now.
        await stopHelper(helperPid, helperFilesOf(stateFile).statusFile, {
            runKey: run.runKey,
            channels
        });
        (0,messages.complain)(`could not write ${stateFile}: ${e.message}; the run's end will not be reported`);
    }
}
/**
 * The job's own process, for the CI systems whose process tree we know (run/job-process.ts):
 * the helper watches it, and a later job judges the run by it. On GitLab an end may still come
 * from after_script once the script's shell is gone.
 */
function jobWatchOf(facts) {
    const job = (0,job_process/* findJobProcess */.qX)(facts.kind, { place: { disposable: facts.disposable } });
    if (!job)
        return {};
    return facts.kind === 'gitlab' ? { job, endWaitMs: facts.afterScriptWaitMs } : { job };
}
async function stopLeftover(stateFile) {
    const old = await readRunState(stateFile).catch(() => undefined);
    if (old?.helperPid)
        await stopHelper(old.helperPid, helperFilesOf(stateFile).statusFile, {
            runKey: old.runKey,
            channels: old.channels
        });
    if (old)
        await removeRunState(stateFile);
}
/**
 * How long the end report waits for the heartbeat process to answer its request to stop. It
 * answers in milliseconds, and then no heartbeat follows the report; one that does not answer
 * is stopped after the report is sent. After a cancel the CI system gives this process seconds
 * at most (Buildkite's signal grace period, 9 s by default, shared with the command): the
 * report comes first.
 */
const STOP_BEFORE_END_MS = 500;
/** `end --state-file`: sends the end report, stops the heartbeat process, removes the state. */
async function endFromState(o, logsFor) {
    const { stateFile } = o;
    const { config } = o.connection;
    const say = (0,messages/* messenger */.e)(config.quiet);
    (0,client_setup/* warnAboutKeyFlag */.n_)(config, say);
    const state = await claimRun(stateFile, say);
    if (!state)
        return errors/* ExitCode */.y.ok;
    const { statusFile } = helperFilesOf(stateFile);
    const records = (0,run_record/* recordWriterOf */.U6)(config, state.record ?? o.record);
    // The run's one end owner: marked as ending, the helper asked to stop (waited for only briefly
    // before the report, and to its end after it), ended, its record settled.
    const ended = await (0,run_end.endTheRun)({
        runKey: state.runKey,
        records: open_runs.OpenRunStore.inQueue(o.connection.queue.dir),
        stopHelper: () => stopHelper(state.helperPid, statusFile, { runKey: state.runKey, channels: state.channels }),
        stopFirstMs: STOP_BEFORE_END_MS,
        send: async (early) => {
            const helper = early?.status ?? (0,status_file/* readStatus */.r)(statusFile);
            if (helper?.endedRun) {
                const { why, delivered } = helper.endedRun;
                say(`the heartbeat process had ended the run itself (${why ?? 'timed out'}${delivered ? '' : ', queued'})`);
                (0,run_record/* writeRecord */.rh)(records, 'end', { ...state, runId: state.runId || helper.runId || '' }, {
                    outcome: delivered ? 'delivered' : helper.endedRun.queued ? 'queued' : 'unsent'
                });
                return { settledElsewhere: true, code: errors/* ExitCode */.y.ok };
            }
            if (!config.apiKey) {
                (0,messages.complain)(config.keyUnusable ??
                    'no API key (JOB_MONITOR_API_KEY): the end of the run is not reported');
                return { notTried: true, code: errors/* ExitCode */.y.ok };
            }
            (0,client_setup/* requireService */.rU)(config, 'runs');
            return sendEnd(state, helper, o, logsFor, records);
        },
        afterLateStop: async (attempt, helper) => {
            // The helper was seeing the run's start through: the end that waited for it goes now.
            if (!('sendQueued' in attempt) || !attempt.sendQueued)
                return attempt;
            const sent = await attempt.sendQueued(helper.status?.runId);
            return sent ? { ...attempt, sendQueued: undefined } : attempt;
        }
    }).catch(async (e) => {
        // The run's end was not settled: its state stays for another `end`, which may take the lock.
        await releaseRunEnd(stateFile);
        throw e;
    });
    (0,run_record/* writeSettledRecord */.u4)(records, ended.attempt);
    await closeRunFolder(stateFile, state, ended, say);
    return ended.attempt.code;
}
/**
 * The run to end, with this `end` its one end owner; none (and why, said) when there is no
 * run in the folder, or another `end` is ending it. Nothing here fails the job.
 */
async function claimRun(stateFile, say) {
    let state;
    try {
        if ((await checkRunFolder(stateFile)) === 'absent') {
            say(`no run to end: ${stateFile} is not there (its run was ended, or its start sent no report)`);
            return undefined;
        }
        // Two ends at once (a retried hook, a script and its trap): exactly one sends the end
        // report; the lock is taken before the state is read.
        if (!(await lockRunEnd(stateFile))) {
            say(`another \`job-monitor end\` is ending the run of ${stateFile}: nothing more to do`);
            return undefined;
        }
        state = await readRunState(stateFile);
    }
    catch (e) {
        (0,messages.complain)(`${e.message}; nothing to end`);
        return undefined;
    }
    if (!state) {
        say(`no run to end: ${stateFile} holds no run (its start sent no report)`);
        await removeRunState(stateFile);
    }
    return state;
}
/**
 * After the end: what became of the heartbeat process, and the run's folder, removed once the
 * end is settled, else kept (unlocked) so that another `end` can still end the run.
 */
async function closeRunFolder(stateFile, state, ended, say) {
    const stopped = ended.helper ?? { how: 'none' };
    const trouble = helperTrouble(state.helperPid, stopped);
    const how = stopDescription(stopped);
    // A helper that stopped by itself (its lifetime, a signal) while the job ran left word in its
    // status file: said, since its heartbeats stopped before the end.
    if (trouble)
        (0,messages.complain)(trouble);
    else if (how)
        say(`the heartbeat process ${how}`);
    if (ended.leftOpen) {
        say(`${ended.leftOpen}; \`job-monitor end --state-file ${stateFile}\` may be run again`);
        await releaseRunEnd(stateFile);
    }
    else
        await removeRunState(stateFile);
}


/***/ }),

/***/ 2033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ durationHistoryIn)
/* harmony export */ });
/* unused harmony export DurationHistory */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _run_usual_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(908);
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6210);
/* harmony import */ var _util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(224);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8230);
/**
 * "Slower than usual" from the command line: exec and `end --state-file` keep the durations of
 * their own recent runs of each job on this machine, for the rule in src/run/usual-duration.ts. One
 * small private file per job (mode 0600, in a folder of mode 0700 beside the queue's records),
 * written whole by rename: a reader never sees half of it, and a crash leaves the old one.
 */






/** A file we wrote holds at most KEPT numbers and a job name: anything larger is not ours. */
const MAX_FILE_BYTES = 64 * 1024;
/** The recent durations of each job's runs, one file per job under `dir`. */
class DurationHistory {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    /** Job names are any text: hashed into file names. */
    fileName(jobName) {
        return `${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(jobName).digest('hex').slice(0, 40)}.json`;
    }
    /** The job's recorded durations, oldest first; none when the file is missing or not ours. */
    async recent(jobName) {
        const text = await (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readRegularFile */ .XF)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, this.fileName(jobName)), undefined, MAX_FILE_BYTES).catch(() => undefined);
        if (text === undefined)
            return [];
        try {
            const value = JSON.parse(text);
            if (value?.jobName !== jobName || !Array.isArray(value.durationsMs))
                return [];
            return value.durationsMs
                .filter((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)
                .slice(-_run_usual_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .USUAL */ .VY.kept);
        }
        catch {
            return [];
        }
    }
    /** Adds a run's duration to what `recent` gave, keeping the last KEPT. */
    async add(jobName, prior, durationMs) {
        await (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_3__/* .ensurePrivateDir */ .rh)(this.dir);
        const content = {
            jobName,
            durationsMs: [...prior, Math.round(durationMs)].slice(-_run_usual_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .USUAL */ .VY.kept)
        };
        await (0,_util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Zf)(this.dir, this.fileName(jobName), `${JSON.stringify(content)}\n`);
    }
}
/** Where exec keeps them: beside the queue's records, in a folder of their own. */
function durationHistoryIn(queueDir) {
    return new DurationHistory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(queueDir, 'durations'));
}


/***/ }),

/***/ 4267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ stoppedBeforeListening),
/* harmony export */   O9: () => (/* binding */ openStopControl),
/* harmony export */   Oh: () => (/* binding */ stopFileOf),
/* harmony export */   PP: () => (/* binding */ hostChannelFacts),
/* harmony export */   Z$: () => (/* binding */ askToStop),
/* harmony export */   ec: () => (/* binding */ channelAddresses),
/* harmony export */   mp: () => (/* binding */ writeStopFile),
/* harmony export */   q2: () => (/* binding */ savedChannels)
/* harmony export */ });
/* unused harmony exports STOP_REQUEST, SOCKET_PATH_MAX_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6210);
/* harmony import */ var _util_short_hash_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7711);
/**
 * The heartbeat helper's control channel: how the post step (and `end --state-file`) asks it
 * to stop, instead of a signal. On Windows a signal is TerminateProcess: the helper's handlers
 * never run, and a pid the helper no longer holds may belong to another program.
 *
 * The channel is a Unix domain socket in a folder only this user can enter, or a named pipe on
 * Windows (which only its creator and administrators may write to), named from a hash of the
 * run key. It understands one request, `stop`; anything else is dropped unanswered. The helper
 * answers `stopping <token>` at once and `stopped <token>` once its final status is written;
 * the token is a random word the helper also wrote in its status file (mode 0600, in its own
 * folder), so an answer proves the process behind the channel is the helper that wrote it.
 * Where no channel can be opened the helper watches for a stop file in its folder instead.
 */






/** The one request the channel understands. */
const STOP_REQUEST = 'stop\n';
function hostChannelFacts() {
    return { platform: process.platform, tmpdir: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), uid: process.getuid?.() };
}
/**
 * sun_path holds 104 bytes on macOS and the BSDs, 108 on Linux, its final NUL included: a
 * longer socket path fails to bind, so it is never used.
 */
const SOCKET_PATH_MAX_BYTES = 103;
/** A short name from the run key: the same at both ends, and no longer than a path allows. */
function nameOf(runKey) {
    return (0,_util_short_hash_js__WEBPACK_IMPORTED_MODULE_5__/* .shortHash */ .B)(runKey, 20);
}
/**
 * Where the helper of this run listens, in the order it tries them: on Windows a named pipe;
 * elsewhere a socket in the helper's own folder, or, when that folder is not private or the
 * path is too long for a socket (a self-hosted runner in a deep folder), in a folder of this
 * run's own under the temporary directory. Empty when no address fits: the stop file is the
 * only way then.
 */
function channelAddresses(runKey, folder, facts) {
    const name = nameOf(runKey);
    if (facts.platform === 'win32')
        return [`\\\\.\\pipe\\job-monitor-${name}`];
    return [
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, `stop-${name}.sock`),
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(facts.tmpdir, `job-monitor-${name}`, 'stop.sock')
    ].filter(p => Buffer.byteLength(p) <= SOCKET_PATH_MAX_BYTES);
}
/** The most channel addresses a saved list may hold, and the longest one. */
const SAVED_CHANNELS_MAX = 4;
const SAVED_CHANNEL_MAX_BYTES = 1024;
/**
 * Channel addresses as their starter saved them (JSON, in the action's state or the run
 * state); undefined when `text` is not such a list, so the caller works them out as before.
 */
function savedChannels(text) {
    let value = text;
    if (typeof text === 'string') {
        if (text === '')
            return undefined;
        try {
            value = JSON.parse(text);
        }
        catch {
            return undefined;
        }
    }
    if (!Array.isArray(value) || value.length > SAVED_CHANNELS_MAX)
        return undefined;
    const ok = value.every(a => typeof a === 'string' && a !== '' && Buffer.byteLength(a) <= SAVED_CHANNEL_MAX_BYTES);
    return ok ? value : undefined;
}
/**
 * The run's own folder under the temporary directory, which every user shares: made by the
 * helper (mode 0700) and removed when it closes.
 */
function isRunFolder(folder, facts) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(folder) === facts.tmpdir && /^job-monitor-[0-9a-f]{20}$/.test((0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(folder));
}
/** The stop file, beside the status file: used only by a helper that could open no channel. */
function stopFileOf(statusFile) {
    return `${statusFile}.stop`;
}
/**
 * True when the folder is ours alone: a real folder (not a link), owned by this user, that no
 * one else may enter. The helper's folder is made so; a folder that is not is never used for
 * the socket (a state file's folder may be a shared one), nor asked: a socket there may be
 * anyone's.
 */
function privateFolder(dir, facts, ours) {
    try {
        if (ours)
            (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_4__/* .makeDirsSync */ .Iv)(dir, 0o700);
        const state = (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDirState */ .mG)(dir, facts.uid, facts.platform);
        // The run's folder under the temporary directory is put right when it is ours but open to
        // others (the umask); another folder is only read.
        if (ours && state.startsWith('is open to other users')) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(dir, 0o700);
            return (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_4__/* .privateDirState */ .mG)(dir, facts.uid, facts.platform) === 'ours';
        }
        return state === 'ours';
    }
    catch {
        return false;
    }
}
/** The most an answer line may hold: `stopped ` and a token. */
const ANSWER_MAX_BYTES = 128;
/** A connection that says nothing is dropped after this. */
const IDLE_MS = 5_000;
/** How often a helper without a channel looks for its stop file. */
const STOP_FILE_POLL_MS = 250;
/** How long the helper waits for its last answers to leave before it exits. */
const CLOSE_WAIT_MS = 1_000;
/**
 * The helper's side: listens on the first address it can, calls `onStop` on a stop request and
 * answers it once `final` has resolved (the final status written). With no address usable, it
 * watches the stop file instead.
 */
async function openStopControl(o) {
    const facts = o.facts ?? hostChannelFacts();
    for (const address of o.addresses) {
        const server = await listenOn(address, facts, o);
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(address);
        const made = facts.platform !== 'win32' && isRunFolder(folder, facts) ? folder : undefined;
        if (server)
            return serverControl(server, o.final, made);
    }
    o.log?.('no control channel could be opened: watching for a stop file instead');
    return stopFileControl(o.stopFile, facts, o.onStop);
}
async function listenOn(address, facts, o) {
    if (facts.platform !== 'win32') {
        // The socket's folder is what keeps other users out: its own mode is not honoured everywhere.
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(address);
        if (!privateFolder(folder, facts, isRunFolder(folder, facts)))
            return undefined;
        // A socket left by a helper that died: this run's name, in a folder only we can write to.
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(address).isSocket())
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(address);
        }
        catch {
            // none
        }
    }
    const server = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.createServer)(socket => serveStop(socket, o));
    return new Promise(resolve => {
        server.once('error', e => {
            o.log?.(`control channel ${address}: ${e.message}`);
            resolve(undefined);
        });
        server.listen(address, () => {
            server.unref();
            resolve(server);
        });
    });
}
/** One connection: a stop request is answered, anything else dropped without a word. */
function serveStop(socket, o) {
    let heard = '';
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
        heard += chunk.toString('latin1');
        if (heard.length < STOP_REQUEST.length)
            return;
        socket.removeAllListeners('data');
        if (heard !== STOP_REQUEST) {
            socket.destroy();
            return;
        }
        socket.setTimeout(0);
        socket.write(`stopping ${o.token}\n`);
        o.onStop();
        void o.final.then(() => socket.end(`stopped ${o.token}\n`));
    });
}
function serverControl(server, final, made) {
    const open = new Set();
    server.on('connection', s => {
        open.add(s);
        s.on('close', () => open.delete(s));
    });
    return {
        kind: 'channel',
        close: async () => {
            await final;
            // The answers were written when `final` resolved; wait (bounded) for them to leave.
            await new Promise(resolve => {
                const timer = setTimeout(resolve, CLOSE_WAIT_MS);
                server.close(() => {
                    clearTimeout(timer);
                    // Closing removed the socket; the run's folder goes too, nothing is left in the
                    // temporary directory.
                    if (made)
                        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(made, { recursive: true, force: true });
                    resolve();
                });
                for (const s of open)
                    if (!s.writableEnded)
                        s.destroy();
            });
        }
    };
}
/** A stop file of ours (not another user's, not a link) stops the helper. */
function stopFileControl(file, facts, onStop) {
    const timer = setInterval(() => {
        if (!takeStopFile(file, facts))
            return;
        clearInterval(timer);
        onStop();
    }, STOP_FILE_POLL_MS);
    timer.unref();
    return { kind: 'stop-file', close: async () => clearInterval(timer) };
}
/** True when the stop file is there and ours (not another user's, not a link); it is removed. */
function takeStopFile(file, facts) {
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
        if (!st.isFile() || (facts.uid !== undefined && st.uid !== facts.uid))
            return false;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Whether the helper was asked to stop before it could listen: it runs below normal priority,
 * and on a busy machine its code may run seconds after its process began, after its run's end.
 * Its stopper then left the stop file (stopHelper writes it first for a helper that has written
 * no status), or the run's end has removed the helper's folder already (`end --state-file`).
 * Read once the channel is open: a request after this reaches the channel.
 */
function stoppedBeforeListening(stopFile, facts = hostChannelFacts()) {
    return !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(stopFile)) || takeStopFile(stopFile, facts);
}
/**
 * Post's side: asks each address in turn to stop, and waits until `until` (by `clock`) for
 * the final answer. An address with no listener is passed over; an answer that is not ours to
 * read ends the conversation. Never waits past the deadline, whatever the other end does.
 */
async function askToStop(addresses, o) {
    const facts = o.facts ?? hostChannelFacts();
    for (const address of addresses) {
        if (facts.platform !== 'win32' && !privateFolder((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(address), facts, false))
            continue;
        const answer = await askOne(address, o);
        if (answer.reached)
            return answer;
    }
    return { reached: false };
}
function askOne(address, o) {
    const left = o.until - o.clock.now();
    if (left <= 0)
        return Promise.resolve({ reached: false });
    const answer = { reached: false };
    const timeout = new AbortController();
    return new Promise(resolve => {
        const socket = (o.connect ?? (a => (0,node_net__WEBPACK_IMPORTED_MODULE_1__.createConnection)(a)))(address);
        let heard = '';
        const done = () => {
            timeout.abort();
            socket.destroy();
            resolve(answer);
        };
        o.clock.sleep(left, timeout.signal).then(done, () => undefined);
        socket.on('error', done);
        socket.on('close', done);
        socket.on('connect', () => {
            answer.reached = true;
            socket.write(STOP_REQUEST);
        });
        socket.on('data', (chunk) => {
            heard += chunk.toString('latin1');
            let nl;
            while ((nl = heard.indexOf('\n')) >= 0) {
                const line = heard.slice(0, nl);
                heard = heard.slice(nl + 1);
                const m = /^(stopping|stopped) ([0-9a-f]{1,64})$/.exec(line);
                if (!m)
                    return done();
                answer[m[1]] = m[2];
                if (m[1] === 'stopped')
                    return done();
            }
            if (heard.length > ANSWER_MAX_BYTES)
                done();
        });
    });
}
/** Asks a helper without a channel to stop: the stop file it watches. */
function writeStopFile(file) {
    try {
        // No folder, no helper to read it.
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(file)))
            return false;
        // Created afresh (wx), never written through a link someone left in its place.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, '', { mode: 0o600, flag: 'wx' });
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 4949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nj: () => (/* binding */ HELPER_EXIT_WAIT_MS),
/* harmony export */   S2: () => (/* binding */ HELPER_REPLAY_BUDGET_MS),
/* harmony export */   To: () => (/* binding */ HELPER_MAX_LIFETIME_MS),
/* harmony export */   Yl: () => (/* binding */ HelperEnv),
/* harmony export */   eS: () => (/* binding */ HELPER_KEY_MAX_BYTES),
/* harmony export */   nW: () => (/* binding */ HELPER_STOP_WAIT_MS),
/* harmony export */   s1: () => (/* binding */ OPEN_RUN_TOUCH_MS)
/* harmony export */ });
/** The heartbeat helper's environment, limits and waits: its starters, its stopper and itself agree. */
/** Environment of the heartbeat helper: its config (the key comes through its stdin). */
const HelperEnv = {
    config: 'JOB_MONITOR_HELPER_CONFIG'
};
/** The most the helper reads from stdin for its key: far more than any key, little memory. */
const HELPER_KEY_MAX_BYTES = 64 * 1024;
/** How long post waits for the helper to answer its request to stop before the last resort. */
const HELPER_STOP_WAIT_MS = 3_000;
/** How long post waits for the helper to exit once it answered, or once it was killed. */
const HELPER_EXIT_WAIT_MS = 1_000;
/** The helper ends on its own after this: a job lasts at most 6 h on hosted runners. */
const HELPER_MAX_LIFETIME_MS = (6 * 60 + 15) * 60_000;
/** How long the heartbeat helper spends on what earlier jobs left queued. */
const HELPER_REPLAY_BUDGET_MS = 120_000;
/** The open run's last heartbeat is rewritten at most this often: one small write a minute. */
const OPEN_RUN_TOUCH_MS = 60_000;


/***/ }),

/***/ 6134:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ writeOpenRun),
/* harmony export */   HN: () => (/* binding */ recordOpenRun),
/* harmony export */   Kd: () => (/* binding */ helperRun)
/* harmony export */ });
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1054);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4949);
/* harmony import */ var _status_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7535);



function helperRun(config, client, clock, identity) {
    // The queue module loads only when there is something queued: this process lives for
    // hours, and every module it loads stays in its memory.
    let queue;
    let touchedAt = -Infinity;
    const run = {
        config,
        clock,
        client,
        status: {
            pid: process.pid,
            ...identity,
            startedAt: (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(clock.now()),
            updatedAt: (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(clock.now()),
            beatsSent: 0,
            beatsFailed: 0
        },
        save() {
            run.status.updatedAt = (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(clock.now());
            try {
                (0,_status_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeStatus */ .K)(config.statusFile, run.status);
            }
            catch (e) {
                console.log(`could not write ${config.statusFile}: ${e.message}`);
            }
        },
        async openQueue() {
            const { RunQueue } = await __webpack_require__.e(/* import() */ 666).then(__webpack_require__.bind(__webpack_require__, 7666));
            queue ??= new RunQueue({ dir: config.queueDir, clock, log: m => console.log(m) });
            return queue;
        },
        touchOpenRun() {
            const openRuns = run.openRuns;
            if (!openRuns || clock.now() - touchedAt < _constants_js__WEBPACK_IMPORTED_MODULE_1__/* .OPEN_RUN_TOUCH_MS */ .s1)
                return;
            touchedAt = clock.now();
            openRuns.touch(config.runKey, (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(clock.now())).catch((e) => {
                console.log(`could not update the open run: ${e.message}`);
            });
        }
    };
    return run;
}
/**
 * The run's open-run record beside the queue, written by the helper rather than by main (whose
 * time the step pays): if no end ever comes, a later job on this machine ends the run once this
 * process is gone. Its last heartbeat is refreshed now and then (touchOpenRun), since the
 * status file lives under RUNNER_TEMP, which the next job's runner empties.
 */
async function recordOpenRun(h, procStart) {
    try {
        h.openRuns = await writeOpenRun(h.config, {
            pid: process.pid,
            ...(procStart ? { procStart } : {})
        });
    }
    catch (e) {
        console.log(`could not record the open run: ${e.message}`);
    }
}
/**
 * Writes the run's open-run record, with its helper when it has one; the store, or undefined
 * when the run has no record.
 */
async function writeOpenRun(config, helper) {
    if (!config.openRun)
        return undefined;
    const { OpenRunStore } = await __webpack_require__.e(/* import() */ 454).then(__webpack_require__.bind(__webpack_require__, 4454));
    const store = OpenRunStore.inQueue(config.queueDir);
    await store.open({
        runKey: config.runKey,
        jobName: config.jobName,
        ...config.openRun,
        ...(config.job ? { job: config.job } : {}),
        intervalMs: config.intervalMs,
        ...(config.endWaitMs ? { endWaitMs: config.endWaitMs } : {}),
        ...(helper ? { helper, statusFile: config.statusFile } : {})
    });
    return store;
}


/***/ }),

/***/ 7691:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WX: () => (/* binding */ withoutRunCookie),
/* harmony export */   a6: () => (/* binding */ newRunCookie),
/* harmony export */   ik: () => (/* binding */ withRunCookie),
/* harmony export */   mX: () => (/* binding */ procEnviron),
/* harmony export */   sU: () => (/* binding */ pidsCarrying)
/* harmony export */ });
/* unused harmony exports RUN_COOKIE_VARIABLE, ENVIRON_MAX_BYTES, CookieMatcher */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8230);
/**
 * The mark of one wrapped command's processes, as Jenkins' ProcessTreeKiller marks a build's:
 * a random value put into the command's environment, which every process it starts inherits,
 * whatever becomes of its parentage (a `(cmd &)` child reparented to init, a double-forked
 * `setsid` daemon). At a cancel, every process whose environment still carries it is ended;
 * one started with the variable set to anything else is spared, on purpose.
 *
 * On Linux a process's environment is read from /proc/<pid>/environ: what it was started with,
 * which a later `setenv` inside it does not change. Where there is no /proc, nothing can be
 * found this way, and the caller falls back to what it can find (process-tree.ts).
 */



/** The variable that carries the cookie. Set it to anything else to keep a process running. */
const RUN_COOKIE_VARIABLE = 'JOB_MONITOR_RUN_COOKIE';
/** 128 random bits in hex: guessed by no one, derived from nothing (least of all the API key). */
const COOKIE = /^[0-9a-f]{32}$/;
function newRunCookie() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex');
}
/** Cookies an environment's value holds: space-separated, anything else in it ignored. */
function cookiesIn(value) {
    return value.split(' ').filter(c => COOKIE.test(c));
}
/**
 * `env` with `cookie` in RUN_COOKIE_VARIABLE. The cookies already there are kept before it: an
 * `exec` inside another's command carries both, so a cancel of the outer one reaches the inner
 * one's command too, even after the inner `exec` itself was killed.
 */
function withRunCookie(env, cookie) {
    const inherited = cookiesIn(env[RUN_COOKIE_VARIABLE] ?? '').filter(c => c !== cookie);
    return { ...env, [RUN_COOKIE_VARIABLE]: [...inherited, cookie].join(' ') };
}
/** `env` without the variable: for a process of ours that must outlive a cancel. */
function withoutRunCookie(env) {
    const { [RUN_COOKIE_VARIABLE]: _dropped, ...rest } = env;
    return rest;
}
/** At most this much of one environment is read: far above what Linux lets a program start with. */
const ENVIRON_MAX_BYTES = 8 * 1024 * 1024;
/** A variable longer than this is not ours: only its start is kept while the rest is read. */
const ENTRY_KEPT = 64 * 1024;
/**
 * Whether an environment block (NUL-separated NAME=VALUE, as /proc/<pid>/environ holds it),
 * given in pieces, carries `cookie`. Total: any bytes at all give an answer.
 */
class CookieMatcher {
    cookie;
    partial = '';
    found = false;
    prefix = `${RUN_COOKIE_VARIABLE}=`;
    constructor(cookie) {
        this.cookie = cookie;
    }
    /** Feeds the next piece; true once the cookie was seen (the rest need not be read). */
    push(piece) {
        if (this.found)
            return true;
        // Names and cookies are ASCII: latin1 keeps every byte one character, whatever the rest is.
        const entries = (this.partial + Buffer.from(piece).toString('latin1')).split('\0');
        this.partial = (entries.pop() ?? '').slice(0, ENTRY_KEPT);
        for (const e of entries)
            if (this.matches(e))
                return (this.found = true);
        return false;
    }
    /** The answer, once every piece was fed. */
    end() {
        if (!this.found && this.partial)
            this.found = this.matches(this.partial);
        this.partial = '';
        return this.found;
    }
    matches(entry) {
        return (entry.startsWith(this.prefix) &&
            cookiesIn(entry.slice(this.prefix.length)).includes(this.cookie));
    }
}
/** Linux's /proc. A process of another user, or gone, cannot be read and is passed over. */
const procEnviron = {
    pids() {
        let entries;
        try {
            entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc');
        }
        catch {
            return undefined;
        }
        const pids = entries.filter(e => /^[1-9]\d*$/.test(e)).map(Number);
        // A /proc without our own process in it is not Linux's: nothing can be found there.
        return pids.includes(process.pid) ? pids : undefined;
    },
    read(pid, into) {
        let fd;
        try {
            fd = (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_2__/* .openRegularSync */ .w5)(`/proc/${pid}/environ`, 'read').fd;
        }
        catch {
            return false;
        }
        try {
            const buffer = new Uint8Array(64 * 1024);
            let total = 0;
            while (total < ENVIRON_MAX_BYTES) {
                const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, Math.min(buffer.length, ENVIRON_MAX_BYTES - total), null);
                if (n <= 0)
                    break;
                total += n;
                if (into(buffer.subarray(0, n)))
                    break;
            }
            return true;
        }
        catch {
            return false;
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        }
    }
};
/**
 * The pids of every process whose environment carries `cookie`, but `except` (exec itself);
 * undefined where environments cannot be read at all (no /proc: macOS, Windows).
 */
function pidsCarrying(cookie, except = [process.pid], reader = procEnviron) {
    const pids = reader.pids();
    if (pids === undefined)
        return undefined;
    const found = [];
    for (const pid of pids) {
        if (except.includes(pid))
            continue;
        const matcher = new CookieMatcher(cookie);
        if (reader.read(pid, piece => matcher.push(piece)) && matcher.end())
            found.push(pid);
    }
    return found;
}


/***/ }),

/***/ 908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ withUsualNote),
/* harmony export */   Ek: () => (/* binding */ isSlowerThanUsual),
/* harmony export */   G6: () => (/* binding */ USUAL_RULE),
/* harmony export */   Mw: () => (/* binding */ slowerThanUsual),
/* harmony export */   VY: () => (/* binding */ USUAL),
/* harmony export */   n3: () => (/* binding */ usualDurationMs)
/* harmony export */ });
/* unused harmony export usualNoteBytes */
/* harmony import */ var _util_duration_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6716);
/**
 * "Slower than usual": the one rule that says when a run took far longer than its job usually
 * does, and the words the end report and the log say it in. Each front end brings the job's
 * recent successful durations it can know: exec and `end --state-file` their own record on this
 * machine (src/cli/usual-duration.ts), the action the job's recent successful runs in the
 * GitHub API (src/action/usual-duration.ts), and the emulator's pages the runs it keeps
 * (src/emulator/pages/overview.ts). It imports only the bottom (src/util), so every one of them
 * may use it.
 */

/**
 * The rule: a run is slower than usual when the job has at least PRIOR_RUNS earlier durations,
 * and it took more than FACTOR times their median, and at least MIN_EXTRA_MS more (a job of a
 * tenth of a second is not slow at three tenths). The last KEPT runs are compared.
 */
const USUAL = { priorRuns: 3, factor: 2, minExtraMs: 1000, kept: 20 };
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/** Said as the pages and exec's own line say a duration. */
const seconds = (ms) => (0,_util_duration_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .X)(ms / 1000);
/** The rule in words, for a page that states it beside what it flags. */
const USUAL_RULE = `more than ${USUAL.factor} times the median of the job's earlier successful runs ` +
    `(its latest ${USUAL.kept}, once there are ${USUAL.priorRuns}) and at least ` +
    `${USUAL.minExtraMs / 1000} s more`;
/**
 * The job's usual duration: the median of its last KEPT earlier durations, or undefined while it
 * has fewer than `minPrior` of them. `minPrior` is PRIOR_RUNS unless a source can never know
 * that many (the action's GitHub reads are counted: see src/action/usual-duration.ts); it is
 * never fewer than 2, so one earlier run alone is never "usual".
 */
function usualDurationMs(priorMs, minPrior = USUAL.priorRuns) {
    const prior = priorMs.filter(n => Number.isFinite(n) && n >= 0).slice(-USUAL.kept);
    return prior.length < Math.max(2, minPrior) ? undefined : median(prior);
}
/** Whether a run of `durationMs` is slower than the usual `usualMs`, by the rule above. */
function isSlowerThanUsual(durationMs, usualMs) {
    return (Number.isFinite(durationMs) &&
        durationMs > usualMs * USUAL.factor &&
        durationMs - usualMs >= USUAL.minExtraMs);
}
/**
 * The note for the end report, or undefined when the run took about as long as usual (or the
 * job has too few earlier runs to say: usualDurationMs).
 */
function slowerThanUsual(durationMs, priorMs, minPrior = USUAL.priorRuns) {
    const usual = usualDurationMs(priorMs, minPrior);
    if (usual === undefined || !isSlowerThanUsual(durationMs, usual))
        return undefined;
    return `slower than usual (${seconds(durationMs)}, usual ${seconds(usual)})`;
}
/**
 * The bytes withUsualNote adds at most (the note, a line break before it and after it): the
 * logs it ends are cut that much shorter, so that log-max-bytes bounds them with the note.
 */
function usualNoteBytes(note) {
    return note ? Buffer.byteLength(note) + 2 : 0;
}
/** The end report's logs with the note as their own last line: every front end ends them so. */
function withUsualNote(logs, note) {
    if (!note)
        return logs;
    return `${logs}${logs && !logs.endsWith('\n') ? '\n' : ''}${note}\n`;
}


/***/ }),

/***/ 6716:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ formatSeconds)
/* harmony export */ });
/**
 * A duration as every front end says it: the emulator's pages and `runs`, exec's line of how
 * its command ended, the slower-than-usual note. One way, so that a run is the same length
 * wherever it is read.
 */
/** 30 ms, 4.2 s, 3 min 5 s, 2 h 10 min. */
function formatSeconds(seconds) {
    const s = Math.max(0, Math.round(seconds * 10) / 10);
    // "0.0 s" reads as no time at all: a run of `exec -- true` takes some milliseconds.
    if (s === 0)
        return `${Math.round(Math.max(0, seconds) * 1000)} ms`;
    if (s < 60)
        return `${s.toFixed(1)} s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m} min ${Math.round(s % 60)} s`;
    return `${Math.floor(m / 60)} h ${m % 60} min`;
}


/***/ })

};
