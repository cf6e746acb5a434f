export const id = 992;
export const ids = [992];
export const modules = {

/***/ 3992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runExec: () => (/* binding */ runExec)
});

// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/logs/redact.ts + 1 modules
var redact = __webpack_require__(44);
// EXTERNAL MODULE: ./src/logs/stream-redact.ts
var stream_redact = __webpack_require__(3937);
// EXTERNAL MODULE: ./src/queue/queue.ts + 6 modules
var queue = __webpack_require__(7666);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/process/process-facts.ts
var process_facts = __webpack_require__(7662);
// EXTERNAL MODULE: ./src/run/run-cookie.ts
var run_cookie = __webpack_require__(7691);
;// CONCATENATED MODULE: ./src/cli/exec/process-tree.ts
/**
 * A command's processes, found by parentage: where no process's environment can be read (no
 * /proc: macOS), the run's cookie (run-cookie.ts) cannot be looked for, and this is what is
 * left. exec does not start its command as the leader of a process group of its own (a
 * leader's `setsid` forks and its parent exits at once, and a session of its own loses the
 * terminal), so what the command started is found by parent pid, as `taskkill /T` does on
 * Windows. Each process seen is remembered with its start time: one whose parent has exited
 * (a shell ended by the signal, its `sleep` left behind) is still ended, and a pid given since
 * to another program is not. What left the tree before it was first looked at (a `(cmd &)`
 * child, a daemon) is not found: that takes the cookie.
 */



/** How long `ps` may take: a cancel is never held up by it for longer. */
const PS_TIMEOUT_MS = 2000;
/** Linux: /proc, one stat file per process; elsewhere (or without /proc) `ps`. */
function systemProcesses(platform = process.platform) {
    if (platform === 'linux') {
        const rows = procProcesses();
        if (rows)
            return rows;
    }
    return psProcesses();
}
function procProcesses() {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return undefined;
    }
    const rows = [];
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const stat = (0,process_facts/* procStat */.jW)(Number(entry));
        if (stat)
            rows.push({ pid: Number(entry), ppid: stat.ppid, pgrp: stat.pgrp, started: stat.startTicks });
    }
    return rows;
}
function psProcesses() {
    let text;
    try {
        text = (0,external_node_child_process_.execFileSync)('ps', ['-A', '-o', 'pid=,ppid=,pgid=,lstart='], {
            encoding: 'utf8',
            timeout: PS_TIMEOUT_MS,
            stdio: ['ignore', 'pipe', 'ignore'],
            maxBuffer: 16 * 1024 * 1024
        });
    }
    catch {
        return [];
    }
    return parsePs(text);
}
/** `ps -o pid=,ppid=,pgid=,lstart=` lines; a line of another shape is passed over. */
function parsePs(text) {
    const rows = [];
    for (const line of text.split('\n')) {
        const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S.*?)\s*$/.exec(line);
        if (m)
            rows.push({ pid: Number(m[1]), ppid: Number(m[2]), pgrp: Number(m[3]), started: m[4] });
    }
    return rows;
}
/**
 * Our process group when it is in the foreground of a terminal, else undefined. A Ctrl-C there
 * reached every process of the group, ours and the command's alike.
 */
function foregroundGroup(platform = process.platform) {
    let pgrp;
    let tpgid;
    if (platform === 'linux') {
        const stat = (0,process_facts/* procStat */.jW)('self');
        pgrp = stat?.pgrp;
        tpgid = stat?.tpgid;
    }
    if (pgrp === undefined && platform !== 'win32') {
        try {
            const text = (0,external_node_child_process_.execFileSync)('ps', ['-o', 'pgid=,tpgid=', '-p', String(process.pid)], {
                encoding: 'utf8',
                timeout: PS_TIMEOUT_MS,
                stdio: ['ignore', 'pipe', 'ignore']
            });
            [pgrp, tpgid] = text.trim().split(/\s+/).map(Number);
        }
        catch {
            return undefined;
        }
    }
    return pgrp !== undefined && pgrp > 0 && tpgid === pgrp ? pgrp : undefined;
}
class ProcessTree {
    root;
    table;
    /** Every process seen in the tree, with its start time. */
    seen = new Map();
    constructor(root, table = systemProcesses) {
        this.root = root;
        this.table = table;
    }
    /**
     * The root and every process below it now, with those seen before that still run (and what
     * is below them). The root counts only while the table shows it: once the command has exited
     * and been waited for, its pid may belong to anything.
     */
    members(except) {
        const rows = this.table();
        // Nothing could be listed: the command alone, as the one process known to be ours.
        if (rows.length === 0)
            return [this.root];
        const byPid = new Map(rows.map(r => [r.pid, r]));
        const children = new Map();
        for (const r of rows) {
            // pid 0 and 1 are parents of everything orphaned, never part of a command's tree.
            if (r.ppid <= 1)
                continue;
            const list = children.get(r.ppid);
            if (list)
                list.push(r);
            else
                children.set(r.ppid, [r]);
        }
        const same = (pid) => {
            const row = byPid.get(pid);
            const before = this.seen.get(pid);
            return row !== undefined && (before === undefined || before === row.started);
        };
        const queue = [this.root, ...this.seen.keys()].filter(same);
        const found = new Set();
        while (queue.length) {
            const pid = queue.pop();
            if (found.has(pid) || pid === process.pid)
                continue;
            found.add(pid);
            this.seen.set(pid, byPid.get(pid).started);
            for (const child of children.get(pid) ?? [])
                queue.push(child.pid);
        }
        return [...found].filter(pid => except === undefined || byPid.get(pid)?.pgrp !== except);
    }
}

;// CONCATENATED MODULE: ./src/cli/exec/program-lookup.ts
/**
 * Which file a command name means on Windows. Node cannot say: libuv's lookup tries only `.com`
 * and `.exe`, so `npm`, `npx`, `yarn`, `pnpm`, `mvn` and `gradlew` (batch files: `npm.cmd`...)
 * are "not found" there. The name is looked up as cmd.exe looks it up: in the current
 * directory first (unless NoDefaultCurrentDirectoryInExePath is set), then in each PATH
 * folder; in each place the name as written when it has an extension, then with each
 * extension of PATHEXT. A name with a folder in it is looked up only there. POSIX needs none
 * of this: execvp searches PATH itself.
 */

/** Windows' own default, for an environment without PATHEXT. */
const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD';
/**
 * A variable of a Windows environment. Windows matches names in any case (`Path`, `PATH`),
 * and Node's own environment object does too there; a copy of it, as exec hands to its command, does not.
 */
function windowsVariable(env, name) {
    if (env[name] !== undefined)
        return env[name];
    const upper = name.toUpperCase();
    const key = Object.keys(env).find(k => k.toUpperCase() === upper);
    return key === undefined ? undefined : env[key];
}
/** The full path of the file `name` runs, or undefined when there is none. */
function findWindowsProgram(name, f) {
    const extensions = (windowsVariable(f.env, 'PATHEXT') || DEFAULT_PATHEXT)
        .split(';')
        .map(e => e.trim())
        .filter(e => e.startsWith('.'));
    const hasFolder = /[\\/]/.test(name) || /^[a-zA-Z]:/.test(name);
    const folders = hasFolder
        ? [f.cwd]
        : [
            ...(windowsVariable(f.env, 'NoDefaultCurrentDirectoryInExePath') === undefined
                ? [f.cwd]
                : []),
            ...(windowsVariable(f.env, 'PATH') ?? '')
                .split(';')
                // A PATH entry may be quoted ("C:\a;b"); an empty one means nothing.
                .map(p => p.trim().replace(/^"(.*)"$/, '$1'))
                .filter(p => p !== '')
        ];
    for (const folder of folders) {
        const base = external_node_path_.win32.resolve(f.cwd, folder, name);
        const candidates = [...(external_node_path_.win32.extname(base) ? [base] : []), ...extensions.map(e => base + e)];
        const found = candidates.find(c => f.isFile(c));
        if (found)
            return found;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/cli/exec/command-host.ts
/**
 * What `exec` needs of the operating system to start a command and end it: the platform, the
 * current directory, whether a file exists, spawn, and a way to end a command with everything
 * it started. Tests pass their own, to run Windows' branches on any machine.
 */







/**
 * The processes of a run that `signal` goes to (POSIX), but those in process group `except`.
 * Never exec itself: an `exec` inside another's command carries the outer cookie too.
 * `environs`: where environments are read (tests give their own).
 */
function runMembers(run, fallback, except, environs = run_cookie/* procEnviron */.mX) {
    const marked = (0,run_cookie/* pidsCarrying */.sU)(run.cookie, [process.pid], environs);
    // No /proc to read environments from (macOS): the tree by parent pid.
    if (marked === undefined)
        return fallback().members(except);
    // The command itself while it runs, whatever its own environment says.
    const pids = run.running && !marked.includes(run.pid) ? [run.pid, ...marked] : marked;
    return except === undefined ? pids : pids.filter(pid => (0,process_facts/* procStat */.jW)(pid)?.pgrp !== except);
}
/** `env`: the environment we were started with (the system folder's variables live in it). */
function systemHost(env) {
    const platform = process.platform;
    // Without /proc, one tree per command, kept for the command's life: it remembers what it
    // has seen.
    const trees = new Map();
    const tree = (pid) => {
        let t = trees.get(pid);
        if (!t)
            trees.set(pid, (t = new ProcessTree(pid)));
        return t;
    };
    // A SIGINT while we are in the foreground of a terminal is its Ctrl-C, which reached the
    // processes of our group already: passed on again, a second SIGINT means "force" to many
    // programs. Those the command moved to another group get it from us.
    const signalRun = (run, signal) => {
        const except = signal === 'SIGINT' ? foregroundGroup(platform) : undefined;
        for (const pid of runMembers(run, () => tree(run.pid), except)) {
            try {
                process.kill(pid, signal);
            }
            catch {
                // Gone since its environment was read.
            }
        }
    };
    return {
        platform,
        cwd: () => process.cwd(),
        isFile: path => {
            try {
                return (0,external_node_fs_.statSync)(path, { throwIfNoEntry: false })?.isFile() ?? false;
            }
            catch {
                return false;
            }
        },
        spawn: (file, args, options) => (0,external_node_child_process_.spawn)(file, args, options),
        signalRun,
        killRun: platform === 'win32' ? run => taskkillTree(run.pid, env) : run => signalRun(run, 'SIGKILL')
    };
}
/** taskkill from the system folder: a `taskkill` earlier on PATH is not the one meant. */
function taskkillTree(pid, env) {
    const root = windowsVariable(env, 'SystemRoot') ?? windowsVariable(env, 'windir');
    const taskkill = root ? external_node_path_.win32.join(root, 'System32', 'taskkill.exe') : 'taskkill.exe';
    try {
        (0,external_node_child_process_.spawn)(taskkill, ['/T', '/F', '/PID', String(pid)], { stdio: 'ignore', windowsHide: true }).on('error', () => { });
    }
    catch {
        // Best effort: the runner ends what is left of the job's processes when the job ends.
    }
}

// EXTERNAL MODULE: ./src/run/signals.ts
var signals = __webpack_require__(6192);
;// CONCATENATED MODULE: ./src/cli/exec/cancel.ts

/**
 * Signals while the command runs are passed on to it and to every process it started, found
 * by the run's cookie in their environments (run-cookie.ts): what left its tree before the
 * cancel (a `(cmd &)` child, a daemon) included. A command that ignores them is killed with the
 * rest after --kill-after, as the runner does; a second one, the runner's last stage before it
 * kills us, ends them at once, so that the end report is queued in time. Once the command has
 * exited, a signal cuts the reporting short instead: what is in flight is queued and exec still
 * leaves with the command's code. A command that ends by itself leaves what it started running.
 *
 * On Windows nothing is passed on: the command shares our console, which gave it the same
 * Ctrl-C or Ctrl-Break (Node there could only terminate the one process, not its children),
 * and what is left is ended with its whole tree.
 */
function signalHandling(o, child, cookie, host, cancel, say) {
    const posix = host.platform !== 'win32';
    let running = true;
    let cancelledBy;
    let killTimer;
    const run = () => child.pid === undefined ? undefined : { pid: child.pid, running, cookie };
    const killNow = () => {
        clearTimeout(killTimer);
        const r = run();
        if (running && r)
            host.killRun(r);
    };
    const onSignal = (signal) => {
        const why = new Error(`cancelled by ${signal}`);
        if (!running)
            return cancel.stop.abort(why);
        if (cancelledBy)
            return killNow();
        cancelledBy = signal;
        cancel.cancelled.abort(why);
        const r = run();
        if (posix && r)
            host.signalRun(r, signal);
        killTimer = setTimeout(killNow, o.killAfterMs);
        // At once: a command that ignores the signal would otherwise leave the terminal silent
        // until the kill.
        if (o.killAfterMs > 0)
            say(`cancelled by ${signal}: the command is killed if it has not ended in ${o.killAfterMs / 1000} s (--kill-after); a second signal kills it now`);
    };
    const exited = () => {
        clearTimeout(killTimer);
        running = false;
        // A cancelled command's processes go down whole: nothing it started survives, even what
        // its exit left without a parent. (Windows: its tree cannot be found once it has exited;
        // the console's Ctrl-C reached the rest.)
        const r = run();
        if (cancelledBy && posix && r)
            host.killRun(r);
    };
    child.once('exit', exited);
    child.once('error', exited);
    for (const s of signals/* CANCEL_SIGNALS */.DH)
        process.on(s, onSignal);
    return {
        cancelledBy: () => cancelledBy,
        dispose: () => {
            for (const s of signals/* CANCEL_SIGNALS */.DH)
                process.off(s, onSignal);
        }
    };
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/logs/exec-captures.ts
var exec_captures = __webpack_require__(5748);
// EXTERNAL MODULE: ./src/logs/failure-quote.ts
var failure_quote = __webpack_require__(5360);
// EXTERNAL MODULE: ./src/run/usual-duration.ts
var usual_duration = __webpack_require__(908);
// EXTERNAL MODULE: ./src/util/duration-text.ts
var duration_text = __webpack_require__(6716);
// EXTERNAL MODULE: ./src/cli/usual-duration.ts
var cli_usual_duration = __webpack_require__(2033);
// EXTERNAL MODULE: ./src/client/heartbeat-budget.ts
var heartbeat_budget = __webpack_require__(6301);
// EXTERNAL MODULE: ./src/client/heartbeats.ts
var heartbeats = __webpack_require__(7254);
// EXTERNAL MODULE: ./src/run/protocol.ts
var protocol = __webpack_require__(529);
// EXTERNAL MODULE: ./src/run/run-end.ts
var run_end = __webpack_require__(3776);
// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __webpack_require__(7136);
// EXTERNAL MODULE: ./src/cli/client-setup.ts + 1 modules
var client_setup = __webpack_require__(9348);
// EXTERNAL MODULE: ./src/cli/hour-note.ts
var hour_note = __webpack_require__(4159);
// EXTERNAL MODULE: ./src/queue/open-runs.ts + 1 modules
var open_runs = __webpack_require__(4454);
// EXTERNAL MODULE: ./src/process/job-process.ts
var job_process = __webpack_require__(2286);
;// CONCATENATED MODULE: ./src/cli/exec/open-run.ts
/**
 * exec's run in the machine's open-run records (queue/open-runs.ts): written once its start is
 * delivered or queued, naming exec's own process as the one its run lives in, and settled by the
 * run's one end owner (run/run-end.ts). An exec killed outright (SIGKILL, the OOM killer, a
 * machine that died) never sends its end; the next job on the machine finds its process gone
 * and ends the run as failed, saying so.
 */


/** Records the run begun as open; the store, or undefined when there is none to settle. */
async function recordExecRun(begun, o) {
    const { run, start, service } = begun;
    // No start delivered nor queued: no run to end, by anyone.
    if (!start.delivered && start.queued === undefined)
        return undefined;
    const job = (0,job_process/* findJobProcess */.qX)('exec');
    const store = open_runs.OpenRunStore.inQueue(o.queueDir);
    try {
        await store.open({
            runKey: run.runKey,
            runId: run.runId,
            jobName: run.jobName,
            startTime: run.startTime,
            ...(run.pipelineId ? { pipelineId: run.pipelineId } : {}),
            ...(service ? { service } : {}),
            ...(job ? { job } : {}),
            intervalMs: o.intervalMs
        });
        return store;
    }
    catch (e) {
        o.say(`could not record the open run: ${e.message}`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/cli/run-record.ts + 1 modules
var run_record = __webpack_require__(5658);
;// CONCATENATED MODULE: ./src/cli/exec/reporting.ts
/**
 * exec's reports of the run around its command: whether it reports at all, the start (in
 * parallel, never delaying the command) and the heartbeats while the command runs, and the
 * protocol's end once it has ended, within --end-timeout.
 */











/** Before the end's deadline, the start stops waiting this long ahead, so the end has time too. */
const START_GIVES_WAY_MS = 2000;
/** Heartbeats of a wrapped command stop by themselves after a week. */
const EXEC_HEARTBEAT_MAX_LIFETIME_MS = 7 * 24 * 3600_000;
/** Why exec reports at all, or the reason it runs the command unreported. */
function reportingDecision(config, trouble, say) {
    if (trouble) {
        // Always shown, even with --quiet: the run goes unreported until this is fixed.
        (0,messages.complain)(`error: ${trouble.message}; running the command without reporting it`);
        return false;
    }
    if (config.keyUnusable) {
        // Always shown: a key was given, and the run still goes unreported.
        (0,messages.complain)(`${config.keyUnusable} Running the command without reporting it.`);
        return false;
    }
    if (!config.apiKey) {
        say('no API key (JOB_MONITOR_API_KEY): running the command without reporting it');
        return false;
    }
    if (!config.baseUrl) {
        say('no service address (JOB_MONITOR_BASE_URL or --base-url): running the command without reporting it');
        return false;
    }
    return true;
}
function beginReporting(connection, o, run, cancelled, say) {
    const services = {
        client: (0,client_setup/* makeClient */.yu)(connection.config, connection.proxy, connection.queue, say),
        queue: (0,client_setup/* queueOf */.nv)(connection.queue, say)
    };
    const stopStart = new AbortController();
    const stopBeats = new AbortController();
    // The start has until the end's deadline; it is carried on while the command runs.
    const begun = (0,protocol.beginRun)(services, { jobName: o.jobName, metadata: o.metadata, tags: o.tags, ...run }, { signal: (0,signals/* anyOf */.EB)(stopStart.signal, cancelled) });
    const records = (0,run_record/* recordWriterOf */.U6)(connection.config, o.record);
    const recorded = begun.then(b => {
        // The run's record in the job's log, once the service has given it an id.
        if (b.start.delivered)
            (0,run_record/* writeRecord */.rh)(records, 'start', { ...b.run, runId: b.start.response.run_id });
        return recordExecRun(b, { queueDir: connection.queue.dir, intervalMs: o.heartbeatMs, say });
    });
    // The key's hour: said once when the jobs' cadences cannot fit it; and how many share it.
    const note = (0,hour_note/* noteHour */.x)(services.client, {
        jobName: o.jobName,
        notifiesPipeline: run.pipelineId !== undefined && connection.config.deploymentUrl !== undefined
    });
    const beatMetadata = o.heartbeatMetadata;
    const beats = o.heartbeatMs > 0
        ? note.then(hour => {
            sayCadence(o.heartbeatMs, hour?.activeJobs, services.client.maxAttempts, connection, say);
            return (0,heartbeats/* runHeartbeats */.j)(services.client, {
                jobName: o.jobName,
                intervalMs: o.heartbeatMs,
                // Each job of the key on this machine keeps to its share, as a matrix's legs do.
                jobTotal: hour?.activeJobs,
                hourlyLimit: connection.config.hourlyLimit,
                signal: (0,signals/* anyOf */.EB)(stopBeats.signal, cancelled),
                maxLifetimeMs: EXEC_HEARTBEAT_MAX_LIFETIME_MS,
                metadata: beatMetadata && (() => beatMetadata),
                onBeat: e => {
                    // A beat held back for the hour is the plan said at the start, not trouble.
                    if (!e.ok && !e.held && e.error)
                        say(`heartbeat: ${e.error.message}`);
                }
            });
        })
        : note;
    return { services, begun, stopStart, stopBeats, beats, recorded, records };
}
/**
 * The heartbeats' cadence, as `start` says it, where the key's hour is shared with the key's
 * other jobs on this machine and the loop keeps a slower pace than the interval: a short run
 * whose first beat never came reads why. Otherwise nothing is said: a cron job's every line of
 * output is mailed to its owner. The share is the loop's own (runHeartbeats).
 */
function sayCadence(intervalMs, activeJobs, endAttempts, connection, say) {
    const share = (0,heartbeat_budget/* heartbeatBudget */.cY)({
        jobTotal: activeJobs,
        endAttempts,
        hourlyLimit: connection.config.hourlyLimit
    });
    if ((0,heartbeat_budget/* heldToPace */.e4)(intervalMs, share))
        say(`heartbeats ${(0,heartbeat_budget/* beatCadence */.ob)(intervalMs, share)}`);
}
/**
 * The end of the run: the start's outcome awaited (or queued), then the protocol's end. A
 * cancelled run's reports go to the queue before anything is sent (see endCancelledRun): the
 * runner kills a cancelled step seconds later, and what is queued survives that.
 */
async function finishReporting(r, o, ending, cancel, say) {
    r.stopBeats.abort();
    const deadline = ending.endTime + o.endTimeoutMs;
    const cancelled = cancel.cancelled.signal.aborted;
    // The start has until shortly before the deadline; then it is queued with its retry state.
    // A cancelled run has no time to wait: a start still on its way is queued at once.
    const timer = setTimeout(() => r.stopStart.abort(), cancelled ? 0 : Math.max(0, deadline - Date.now() - START_GIVES_WAY_MS));
    const begun = await r.begun;
    clearTimeout(timer);
    await r.beats;
    if (!begun.start.delivered && !begun.start.queued)
        say(`the start report was not accepted: ${begun.start.error.message}`);
    const end = {
        status: ending.status,
        errorDetails: ending.errorDetails,
        metadata: o.metadata,
        tags: o.tags,
        logs: ending.logs,
        endTime: (0,wire/* isoUtc */.u8)(ending.endTime),
        notification: {
            message: ending.status === 'cancelled'
                ? `${o.jobName} was cancelled`
                : (ending.reason ?? `${o.jobName} succeeded`),
            metadata: {
                ...o.metadata,
                duration_seconds: Math.round(ending.durationMs / 100) / 10,
                exit_code: ending.exitCode
            }
        }
    };
    const window = { deadline, signal: cancel.stop.signal };
    const records = await r.recorded;
    // From here an end may be on its way: a log that stops after this line proves nothing.
    (0,run_record/* writeRecord */.rh)(r.records, 'ending', begun.run);
    // Through the run's one end owner: marked as ending, ended, its record settled.
    const { attempt: { ended, sent }, leftOpen } = await (0,run_end.endTheRun)({
        runKey: begun.run.runKey,
        ...(records ? { records } : {}),
        send: async () => {
            const done = cancelled
                ? await (0,protocol.endCancelledRun)(r.services, begun.run, end, window)
                : { ended: await (0,protocol.endRun)(r.services, begun.run, end, window), sent: undefined };
            return { ...done, end: done.ended.end };
        }
    });
    const outcome = ended.end;
    (0,run_record/* writeSentRecord */.B$)(r.records, begun.run, { ...ended, ...(sent ? { sent } : {}) }, ending.status);
    if (!outcome)
        return;
    if (outcome.delivered || sent)
        say(`reported run ${sent?.runId ?? ended.runId} of '${o.jobName}': ${ending.status}`);
    else if (outcome.queued)
        say(`the end report is queued (${outcome.error.message}); \`job-monitor replay\` sends it later`);
    else
        say(`the end report was not accepted: ${outcome.error.message}`);
    if (leftOpen)
        say(leftOpen);
}

;// CONCATENATED MODULE: ./src/cli/exec/cmd-line.ts
/**
 * The command line that runs a batch file (`npm.cmd`, `gradlew.bat`) through cmd.exe with
 * every argument arriving as it was given. Windows cannot start a batch file by itself
 * (CreateProcess needs cmd.exe for it, and Node refuses to try without a shell), and a shell
 * line reads `& | < > ( ) ^ %` and quotes as its own syntax. So each argument is:
 *
 * 1. quoted by the rules a Windows program splits its command line with (MSVCRT,
 *    CommandLineToArgvW), when it holds anything but plain characters;
 * 2. escaped for cmd.exe: a caret before every character cmd.exe would read (the quotes of
 *    step 1 included, so cmd.exe never enters a quoted span and every caret counts), and
 *    before the character after each `%`, so the text between two percent signs always
 *    starts with a caret and names no variable to expand (`%PATH%`, `%PATH:a=b%`);
 * 3. escaped that way twice: cmd.exe reads the line once to start the batch file, and the
 *    batch file reads its arguments again when it passes them on (`%*`: npm.cmd, npx.cmd,
 *    every node_modules/.bin shim, mvn.cmd, gradlew.bat).
 *
 * Plain arguments (`test`, `--coverage`, `C:\src\app`) get no quote and no caret, so a batch
 * file that reads them one by one (`%~1`) sees them as typed. A line break
 * cannot be passed to a batch file at all: cmd.exe ends the command there.
 *
 * The line goes to `cmd.exe /d /v:off /s /c "<line>"`, verbatim (Node must not quote it again):
 * /d skips the AutoRun commands of the registry, /v:off keeps `!` plain whatever the registry
 * says, /s /c takes what is between the outer quotes as it is.
 */
/** cmd.exe's longest command line. */
const CMD_LINE_MAX = 8191;
/** Characters cmd.exe gives a meaning to on a command line, and its token separators. */
const CMD_SPECIAL = new Set([...'()[]{}%!^"`<>&|;,= \t*?@']);
/** Characters an argument can hold without being quoted: cmd.exe and MSVCRT read them as they are. */
const PLAIN = /^[A-Za-z0-9_\-+./:\\#$'~]+$/;
/** MSVCRT quoting: backslashes are literal except before a quote, where they are doubled. */
function quoteArgument(arg) {
    if (PLAIN.test(arg))
        return arg;
    let out = '"';
    let backslashes = 0;
    for (const ch of arg) {
        if (ch === '\\') {
            backslashes++;
            continue;
        }
        // Before a quote (ours at the end, or one of the argument's) each backslash is doubled.
        out += '\\'.repeat(ch === '"' ? backslashes * 2 + 1 : backslashes) + ch;
        backslashes = 0;
    }
    return out + '\\'.repeat(backslashes * 2) + '"';
}
/** One layer of carets: cmd.exe's reading of the line removes exactly this layer. */
function caretEscape(text) {
    let out = '';
    let afterPercent = false;
    for (const ch of text) {
        out += CMD_SPECIAL.has(ch) || afterPercent ? `^${ch}` : ch;
        afterPercent = ch === '%';
    }
    return out;
}
/** Why this batch file cannot be run with these arguments, or undefined when it can. */
function batchRefusal(file, args) {
    if (/[\r\n]/.test(file))
        return 'the batch file name holds a line break';
    // The file name is quoted for cmd.exe, and inside quotes `%` still expands.
    if (file.includes('%'))
        return `a batch file whose name holds % cannot be run: ${file}`;
    const broken = args.findIndex(a => /[\r\n]/.test(a));
    if (broken >= 0)
        return `argument ${broken + 1} holds a line break, which cmd.exe cannot pass to a batch file`;
    const length = batchCommandLine(file, args).length;
    if (length > CMD_LINE_MAX)
        return `the command line is ${length} characters long; cmd.exe takes at most ${CMD_LINE_MAX}`;
    return undefined;
}
/** What cmd.exe runs (`/s /c` strips the outer quotes around it). */
function batchCommandLine(file, args) {
    return [`"${file}"`, ...args.map(a => caretEscape(caretEscape(quoteArgument(a))))].join(' ');
}
/** cmd.exe's arguments for running `file` with `args` (to be passed verbatim). */
function cmdArguments(file, args) {
    return ['/d', '/v:off', '/s', '/c', `"${batchCommandLine(file, args)}"`];
}

;// CONCATENATED MODULE: ./src/cli/exec/spawn-plan.ts


function spawnPlan(argv, host, env) {
    const refused = (code, message) => ({ refused: { code, message } });
    // Node refuses both by throwing; a shell says the same.
    if (argv[0] === '')
        return refused(127, `'': command not found`);
    const nul = argv.findIndex(a => a.includes('\0'));
    if (nul === 0)
        return refused(126, 'the command name holds a NUL byte');
    if (nul > 0)
        return refused(126, `argument ${nul} holds a NUL byte`);
    const [name, ...args] = argv;
    if (host.platform !== 'win32')
        // In our process group and session, as a CI shell starts it: a process group leader's
        // `setsid` forks and its parent exits 0 at once, and a session of its own has no terminal.
        // Signals reach the command and what it started by the run cookie (run-cookie.ts).
        return { file: name, args, options: { env, detached: false } };
    // Windows: the command stays on our console (not detached), where the runner's Ctrl-C and
    // Ctrl-Break reach it as they reach us.
    const found = findWindowsProgram(name, { env, cwd: host.cwd(), isFile: p => host.isFile(p) });
    if (found === undefined || !/\.(cmd|bat)$/i.test(found))
        // Not found: libuv's own lookup gives the answer (ENOENT, 127).
        return { file: found ?? name, args, options: { env, detached: false } };
    const why = batchRefusal(found, args);
    if (why)
        return refused(126, why);
    return {
        file: windowsVariable(env, 'ComSpec') || 'cmd.exe',
        args: cmdArguments(found, args),
        options: { env, detached: false, windowsVerbatimArguments: true }
    };
}
/** A spawn that failed, in a shell's terms: 127 when there is no such file, else 126. */
function notStartedCode(error) {
    return error?.code === 'ENOENT' ? 127 : 126;
}
/** What a shell prints after the command's name, for each way a start fails (strerror). */
const SHELL_WORDS = {
    EACCES: 'Permission denied',
    EPERM: 'Operation not permitted',
    ENOTDIR: 'Not a directory',
    EISDIR: 'Is a directory',
    E2BIG: 'Argument list too long',
    ENAMETOOLONG: 'File name too long',
    ENOEXEC: 'Exec format error',
    ELOOP: 'Too many levels of symbolic links',
    EINVAL: 'Invalid argument'
};
/**
 * A spawn that failed, as a shell says it (`sh: ./missing: No such file or directory`, exit
 * 127): the command named as it was given, not Node's `spawn ./missing ENOENT`. A name without
 * a folder in it was looked up on the PATH, which a shell reports as `command not found`.
 */
function notStartedBy(name, error, platform) {
    const e = error;
    const code = typeof e?.code === 'string' ? e.code : undefined;
    const folder = platform === 'win32' ? /[\\/]|^[a-zA-Z]:/ : /\//;
    let why;
    if (code === 'ENOENT')
        why = folder.test(name) ? 'No such file or directory' : 'command not found';
    else if (code !== undefined && SHELL_WORDS[code])
        why = SHELL_WORDS[code];
    else
        why = e instanceof Error && e.message !== '' ? e.message : 'could not be started';
    return { code: notStartedCode(error), message: `${name}: ${why}` };
}
/**
 * STATUS_CONTROL_C_EXIT: how a Windows program ends by Ctrl-C or Ctrl-Break (its console's
 * default handler). Node gives it as an unsigned number; an int32 reading gives it negative.
 */
const CONTROL_C_EXIT = 0xc000013a;
function endedByCtrlC(code) {
    return code === CONTROL_C_EXIT || code === CONTROL_C_EXIT - 2 ** 32;
}

;// CONCATENATED MODULE: ./src/cli/exec/end-report.ts
/**
 * The end of a wrapped command's run, as exec reports it: its status and why, the end report's
 * logs (the command, its output's head and tail, how it exited, a note when it ran slower than
 * usual), and the capture the action's post step puts into its own end report.
 */









/** Shell-like display of the command for the report's header. */
function displayCommand(argv) {
    return argv.map(a => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ');
}
/** The run's end, from the command's exit and the cancel (if any) that preceded it. */
function runEndOf(exit, cancelledBy, began, endTime) {
    const exitCode = exit.code ?? 128 + (exit.signal ? (external_node_os_.constants.signals[exit.signal] ?? 0) : 0);
    return { exit, exitCode, ...outcomeOf(exit, cancelledBy), endTime, durationMs: endTime - began };
}
/** The end report's status and error text for how the command ended. */
function outcomeOf(exit, cancelledBy) {
    const { code, signal, spawnError } = exit;
    if (spawnError)
        return {
            status: 'failed',
            errorDetails: `The command could not be started: ${spawnError.message}`
        };
    if (cancelledBy || (signal && signals/* CANCEL_SIGNALS */.DH.includes(signal)))
        return { status: 'cancelled', errorDetails: `Cancelled by ${cancelledBy ?? signal}` };
    // A Windows program ended by its console's Ctrl-C or Ctrl-Break; its code is kept as it is.
    if (endedByCtrlC(code))
        return { status: 'cancelled', errorDetails: 'Cancelled by Ctrl-C (exit code 0xC000013A)' };
    if (signal)
        return { status: 'failed', errorDetails: `The command was killed by ${signal}` };
    if (code === 0)
        return { status: 'success', errorDetails: null };
    return { status: 'failed', errorDetails: `The command exited with code ${code}` };
}
/**
 * The end report assembled and sent (see finishReporting). This machine's recent successful
 * runs of the job say what its usual duration is: a run much slower says so, and a success
 * joins them.
 */
async function reportRunEnd(report, o, run, cancel, say) {
    const { end } = run;
    const history = (0,cli_usual_duration/* durationHistoryIn */.E)(run.queueDir);
    const usual = await history.recent(o.jobName);
    const slower = end.status === 'cancelled' ? undefined : (0,usual_duration/* slowerThanUsual */.Mw)(end.durationMs, usual);
    if (slower)
        say(slower);
    await finishReporting(report, o, {
        status: end.status,
        errorDetails: run.details,
        reason: end.errorDetails,
        logs: endReportLogs(o, end, run.output, slower),
        endTime: end.endTime,
        durationMs: end.durationMs,
        exitCode: end.exitCode
    }, cancel, say);
    if (end.status === 'success')
        await history
            .add(o.jobName, usual, end.durationMs)
            .catch(e => say(`could not record the run's duration: ${e.message}`));
}
/** The end report's logs: the command as a shell shows it, its output, how and when it ended, the note. */
function endReportLogs(o, end, output, slower) {
    return (0,usual_duration/* withUsualNote */.$p)(`$ ${displayCommand(o.command)}\n` + output + `\n${exitLine(end)}\n`, slower);
}
/** How the command ended and how long it ran: `[exit 0, 20 ms]`, `[exit SIGTERM, 1 min 35 s]`. */
function exitLine(end) {
    return `[exit ${end.exit.signal ?? end.exitCode}, ${(0,duration_text/* formatSeconds */.X)(end.durationMs / 1000)}]`;
}
/** A failed run says why in its own words too: its last error-looking and last lines. */
function detailsOf(end, output, redactor) {
    return (0,failure_quote/* withQuote */.Xm)(end.errorDetails, end.status, () => (0,failure_quote/* outputQuote */.Q5)(output, redactor)) ?? null;
}
/** Inside a GitHub Actions job, the action's post step puts this capture into the end report. */
async function handOffCapture(capturesDir, o, redactor, c) {
    if (!capturesDir)
        return;
    await (0,exec_captures/* writeCaptureIn */.ZW)(capturesDir, {
        command: redactor.redact(displayCommand(o.command)),
        jobName: o.jobName,
        exitCode: c.exit.code,
        signal: c.exit.signal,
        startedAt: c.startTime,
        durationMs: c.durationMs,
        output: c.output
    }).catch(e => c.say(`could not hand the output to the action: ${e.message}`));
}

// EXTERNAL MODULE: ./src/run/child-environment.ts
var child_environment = __webpack_require__(347);
// EXTERNAL MODULE: ./src/cli/config.ts + 1 modules
var cli_config = __webpack_require__(99);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/cli/exec/output-pipes.ts
/**
 * The pipes a wrapped command writes its stdout and stderr into, and the passing on of what
 * arrives in them.
 *
 * Node's own `stdio: 'pipe'` hands the child a socket pair, and a Node program writing to a
 * socket writes asynchronously: one that calls `process.exit()` right after printing loses the
 * tail of its output (measured: 2,653 of 48,890 bytes arrived). A shell pipe, or the runner's,
 * is a real pipe, to which Node writes synchronously. So on POSIX the command gets named pipes
 * (FIFOs, in a private directory removed at once) and keeps all its output, as it would in a
 * plain shell; where they cannot be made (Windows, no `mkfifo`), Node's pipes are used.
 *
 * When a destination breaks (`exec -- cmd | head`: the reader has gone), its pipe is closed,
 * so the command meets the broken pipe on its next write, as it would without the wrapper,
 * instead of running on with nobody reading.
 *
 * When the command exits, what it wrote is in the pipe already: it is read to its end then and
 * there, and the command's output is complete. A process the command left running (a daemon,
 * `nohup ./server &`) may still hold the pipe: it keeps a reader, a small process of its own
 * (`cat`, its output to /dev/null) that lives exactly as long as some writer does. Closing the
 * pipe instead would kill the daemon by SIGPIPE at its next line; keeping our own stdout open
 * for it would hold the CI job's stage open as long as the daemon runs.
 *
 * Each named pipe is read into one buffer, reused for every read, so passing hundreds of
 * megabytes through allocates nothing per chunk and the wrapper's memory stays flat.
 */





/** The size of each named pipe's read buffer: a Linux pipe's default capacity. */
const READ_BUFFER_BYTES = 64 * 1024;
/**
 * At the command's exit, at most this much is read from each pipe before it is handed on: the
 * most a Linux pipe holds unless a program enlarges it (/proc/sys/fs/pipe-max-size). Whatever
 * comes on beyond it was written by what the command left, not by the command.
 */
const AT_EXIT_MAX_BYTES = 1024 * 1024;
/**
 * Where there are no named pipes (Node's pipes: Windows), how long output is still read after
 * the command exits; past it a process the command left is not waited for. A property, so that
 * a test of a command that leaves such a process need not wait 2 s.
 */
const outputDrain = { ms: 2000 };
/**
 * The pipes for a command started on `platform` (the command host's: tests inject Windows);
 * `searchPath` is the PATH that mkfifo and cat are found on.
 */
function outputPipes(platform, searchPath) {
    if (platform === 'win32')
        return nodePipes();
    let dir;
    const fds = [];
    try {
        dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'job-monitor-pipes-'));
        const paths = ['stdout', 'stderr'].map(name => (0,external_node_path_.join)(dir, name));
        // One mkfifo for both pipes: it runs before the command can start. It needs nothing of our
        // environment but PATH, and gets nothing else: the API key is in it.
        (0,external_node_child_process_.execFileSync)('mkfifo', ['-m', '600', ...paths], {
            stdio: 'ignore',
            env: { PATH: searchPath }
        });
        const ends = paths.map(path => {
            // Non-blocking read ends first: opening the write end then does not wait for a reader.
            // Two of them: one read as the output comes, the other (never read before the command
            // exits) what is read at the exit and handed on; libuv closes the first as it likes.
            const read = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
            fds.push(read);
            const spare = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
            fds.push(spare);
            const write = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY);
            fds.push(write);
            return { read, spare, write };
        });
        const [out, err] = ends;
        return {
            stdio: ['inherit', out.write, err.write],
            spawned() {
                (0,external_node_fs_.closeSync)(out.write);
                (0,external_node_fs_.closeSync)(err.write);
            },
            abandon() {
                for (const fd of fds)
                    closeQuietly(fd);
            },
            forward(_child, outTo, errTo, onChunk) {
                const readers = [
                    readInto(out, outTo, chunk => onChunk(chunk, 0)),
                    readInto(err, errTo, chunk => onChunk(chunk, 1))
                ];
                return {
                    streams: readers.map(r => r.socket),
                    // Both read, then both handed on: `|` rather than `||`.
                    commandExited: () => readers.map(r => r.atExit(searchPath)).some(held => held)
                };
            }
        };
    }
    catch {
        for (const fd of fds)
            closeQuietly(fd);
        return nodePipes();
    }
    finally {
        // The open descriptors keep the pipes alive; the names are no longer needed.
        if (dir)
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}
/**
 * Reads the pipe's read end into one reused buffer, shows each chunk to `onChunk` and writes it
 * to `to`. While `to` still holds part of a chunk (a slow reader on the other side of a pipe),
 * reading waits, so the buffer is never read into before the last chunk has left it. The
 * spare read end stays open until the command exits (atExit), or until `to` breaks.
 */
function readInto(ends, to, onChunk) {
    let waiting = false;
    let spare = ends.spare;
    const closeSpare = () => {
        if (spare !== undefined)
            closeQuietly(spare);
        spare = undefined;
    };
    const socket = new external_node_net_.Socket({
        fd: ends.read,
        readable: true,
        writable: false,
        onread: {
            buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES),
            callback(bytes, buffer) {
                const chunk = buffer.subarray(0, bytes);
                onChunk(chunk);
                if (socket.destroyed)
                    return false;
                to.write(chunk, () => {
                    if (!waiting)
                        return;
                    waiting = false;
                    socket.resume();
                });
                // Written through at once (a file, a terminal, a pipe with room): read on.
                if (to.writableLength === 0)
                    return true;
                waiting = true;
                return false;
            }
        }
    });
    socket.on('error', () => { });
    // The reader went away: no reader is left, and the command meets the broken pipe.
    whenBroken(to, socket, () => {
        closeSpare();
        socket.destroy();
    });
    const atExit = (path) => {
        if (spare === undefined)
            return false;
        // Read here, in one turn: the socket reads only between turns, so the order holds.
        const held = readToEnd(spare, chunk => {
            onChunk(chunk);
            to.write(chunk);
        });
        if (held)
            keepReader(spare, path);
        closeSpare();
        socket.destroy();
        return held;
    };
    return { socket, atExit };
}
/**
 * Reads what the pipe holds now, passing each chunk on (each its own buffer: `to` may hold it).
 * Returns true when some writer still holds the pipe (nothing more to read, and no end of it),
 * false at its end. Bounded: past AT_EXIT_MAX_BYTES it counts as held.
 */
function readToEnd(fd, pass) {
    for (let read = 0; read < AT_EXIT_MAX_BYTES;) {
        const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
        let n;
        try {
            n = (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, null);
        }
        catch (e) {
            // EAGAIN: empty, a writer still has it open. Anything else: nothing more to be had.
            return e.code === 'EAGAIN';
        }
        if (n === 0)
            return false;
        pass(buffer.subarray(0, n));
        read += n;
    }
    return true;
}
/**
 * A reader of its own for a pipe the command's leftovers still write to: `cat` into /dev/null,
 * in a session of its own (no terminal's hang-up, no signal to our group reaches it), with
 * nothing of our environment but PATH (the key is in it). It reads until the last writer
 * closes the pipe, and exits then: it lives exactly as long as what it serves, and holds
 * nothing of the job's (its stdout and stderr are /dev/null). One that cannot start leaves the
 * pipe without a reader, as it was before.
 */
function keepReader(fd, path) {
    try {
        (0,external_node_child_process_.spawn)('cat', [], {
            stdio: [fd, 'ignore', 'ignore'],
            detached: true,
            env: { PATH: path }
        })
            .on('error', () => { })
            .unref();
    }
    catch {
        // As above: no reader.
    }
}
/**
 * Calls `then` once if `to` fails while `from` is passed on to it; the error itself is expected
 * (a reader that went away). Once `from` has closed, `to` is left as it was found: it is this
 * process's stdout or stderr, and outlives the command.
 */
function whenBroken(to, from, then) {
    const onError = () => {
        to.off('error', onError);
        to.on('error', () => { });
        then();
    };
    to.on('error', onError);
    from.once('close', () => to.off('error', onError));
}
function nodePipes() {
    return {
        stdio: ['inherit', 'pipe', 'pipe'],
        spawned() { },
        abandon() { },
        forward(child, out, err, onChunk) {
            const streams = [child.stdout, child.stderr];
            for (const [from, to, id] of [
                [streams[0], out, 0],
                [streams[1], err, 1]
            ]) {
                from.on('data', (chunk) => onChunk(chunk, id));
                from.on('error', () => { });
                from.pipe(to, { end: false });
                whenBroken(to, from, () => from.destroy());
            }
            // No way to tell what the pipes hold now: output is read for a while, then given up on
            // (a process the command left meets the closed pipe).
            const commandExited = () => {
                const open = streams.filter(s => !s.closed);
                if (open.length === 0)
                    return false;
                const drain = setTimeout(() => {
                    for (const s of open)
                        s.destroy();
                }, outputDrain.ms);
                let left = open.length;
                for (const s of open)
                    s.once('close', () => --left === 0 && clearTimeout(drain));
                return false;
            };
            return { streams, commandExited };
        }
    };
}
function closeQuietly(fd) {
    try {
        (0,external_node_fs_.closeSync)(fd);
    }
    catch {
        // Already closed.
    }
}

;// CONCATENATED MODULE: ./src/cli/exec/launch.ts





/**
 * The command's environment: ours, less the API key and any copy of it under another name,
 * unless --pass-api-key asks for the key to be passed on (then as JOB_MONITOR_API_KEY, from
 * wherever it came, so a job-monitor call inside the command finds it).
 */
function commandEnvironment(env, config, o) {
    if (!o.passApiKey)
        return (0,child_environment/* withoutApiKey */.o)(env, [config.apiKey, env[cli_config/* Env */.o9.apiKey]]);
    return config.apiKey ? { ...env, [cli_config/* Env */.o9.apiKey]: config.apiKey } : env;
}
/**
 * Starts the command with its output passed through and captured in `capture`; a command line
 * no program can be given ends at once, as a shell ends it (126, 127).
 */
function launch(o, env, capture, host) {
    const plan = spawnPlan(o.command, host, env);
    if (plan.refused)
        return { exited: Promise.resolve(notStarted(plan.refused)) };
    const pipes = outputPipes(host.platform, env.PATH);
    let child;
    try {
        child = host.spawn(plan.file, plan.args, { ...plan.options, stdio: pipes.stdio });
    }
    catch (e) {
        // Node throws at once for some refusals (ENOTDIR, E2BIG, ENAMETOOLONG, a batch file
        // without a shell): the same end as an 'error' event.
        pipes.abandon();
        return { exited: Promise.resolve(notStarted(notStartedBy(o.command[0], e, host.platform))) };
    }
    pipes.spawned();
    // Each stream its own source: a line one of them prints is kept whole, whatever the turns in
    // which the two are read, so redaction sees a secret in it whole.
    const sources = [capture.source(), capture.source()];
    const forwarding = pipes.forward(child, process.stdout, process.stderr, (chunk, from) => sources[from].write(chunk));
    const outputsClosed = Promise.all(forwarding.streams.map((s, i) => new Promise(resolve => s.once('close', () => {
        // Read to its end (or given up on): its last unfinished line is kept too.
        sources[i].end();
        resolve();
    }))));
    const exited = new Promise(resolve => {
        child.once('error', e => {
            resolve(notStarted(notStartedBy(o.command[0], e, host.platform)));
        });
        child.once('exit', (code, signal) => {
            const at = Date.now();
            // What the command wrote is read to its end; a process it left running (a daemon holding
            // the pipes open) writes on to a reader of its own, and holds neither the end report
            // nor its duration hostage.
            const outputHeld = forwarding.commandExited();
            void outputsClosed.then(() => resolve({ code, signal, at, ...(outputHeld ? { outputHeld } : {}) }));
        });
    });
    return { child, exited };
}
/** The end of a command that never started, with the shell's code and words for why. */
function notStarted(n) {
    return { code: n.code, signal: null, spawnError: new Error(n.message) };
}

// EXTERNAL MODULE: ./src/cli/command-settings.ts + 1 modules
var command_settings = __webpack_require__(7635);
// EXTERNAL MODULE: ./src/cli/schedule.ts + 2 modules
var schedule = __webpack_require__(3944);
;// CONCATENATED MODULE: ./src/cli/exec.ts
/**
 * `job-monitor exec -- <command>`: runs the command at once with its output passed through
 * unchanged, and reports the run around it: a start report (in parallel, never delaying the
 * command), heartbeats while it runs, and an end report with a bounded head+tail of its
 * output. Whatever happens to the reports, it exits with the command's own code.
 *
 * This module is the order of those steps; each lives in exec/: the command's launch
 * (launch.ts), its cancel (cancel.ts), the reports (reporting.ts) and the end (end-report.ts).
 */















/** Runs exec and returns the exit code to leave with. */
async function runExec(flags, positionals, env, host = systemHost(env)) {
    const settings = (0,command_settings/* settingsForExec */.sc)(flags, positionals, env);
    const { connection, trouble, pipelineIdInput, capturesDir } = settings;
    const { config } = connection;
    const say = (0,messages/* messenger */.e)(config.quiet);
    (0,client_setup/* warnAboutKeyFlag */.n_)(config, say);
    if (config.pipelineId && !config.deploymentUrl) {
        say(`${pipelineIdInput} is set but no deployment URL (${cli_config/* Env */.o9.deploymentUrl} or --deployment-url): no pipeline notifications are sent`);
    }
    const reporting = reportingDecision(config, trouble, say);
    const began = Date.now();
    const startTime = (0,wire/* isoUtc */.u8)(began);
    const o = (0,schedule/* atRunStart */.jY)(settings.o, began, say);
    const redactor = new redact/* Redactor */.p([config.apiKey]);
    const capture = new stream_redact/* StreamRedactor */.d6(o.logMaxBytes, redactor);
    const cancel = { cancelled: new AbortController(), stop: new AbortController() };
    const { command, signals } = startCommand(o, env, config, { capture, host, cancel, say });
    try {
        const report = reporting
            ? beginReporting(connection, o, {
                runKey: (0,queue/* newRunKey */.r9)(),
                startTime,
                pipelineId: config.pipelineId
            }, cancel.stop.signal, say)
            : undefined;
        const exit = await command.exited;
        // The run ends when its command does, whatever the command left running.
        const end = runEndOf(exit, signals.cancelledBy(), began, exit.at ?? Date.now());
        // As a shell says it, --quiet or not: `job-monitor: ./missing: No such file or directory`.
        if (exit.spawnError)
            (0,messages.complain)(exit.spawnError.message);
        if (exit.outputHeld)
            say('the command left processes that hold its output open: what they write from now on is ' +
                'discarded (redirect their output to a file to keep it)');
        // Redacted before the head/tail cut, so no piece of a secret survives at a cut edge.
        const output = capture.text(redactor);
        const details = detailsOf(end, output, redactor);
        await handOffCapture(capturesDir, o, redactor, {
            exit,
            startTime,
            durationMs: end.durationMs,
            output,
            say
        });
        if (report)
            await reportRunEnd(report, o, { end, output, details, queueDir: connection.queue.dir }, cancel, say);
        return end.exitCode;
    }
    finally {
        signals.dispose();
    }
}
/**
 * The command starts first: monitoring never delays the job. Its environment carries this
 * run's cookie, by which a cancel finds everything it started; a command that never started
 * has nothing to pass a signal to.
 */
function startCommand(o, env, config, c) {
    const cookie = (0,run_cookie/* newRunCookie */.a6)();
    const command = launch(o, (0,run_cookie/* withRunCookie */.ik)(commandEnvironment(env, config, o), cookie), c.capture, c.host);
    const signals = command.child
        ? signalHandling(o, command.child, cookie, c.host, c.cancel, c.say)
        : { cancelledBy: () => undefined, dispose: () => undefined };
    return { command, signals };
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

/***/ 7254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ runHeartbeats)
/* harmony export */ });
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7110);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6468);
/* harmony import */ var _heartbeat_budget_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6301);
/* harmony import */ var _reports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2992);
/* harmony import */ var _wire_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1054);






async function runHeartbeats(
// Beats are never queued: what the loop needs of the client is its delivery alone.
client, o) {
    const clock = o.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m;
    const started = clock.now();
    const stats = { sent: 0, failed: 0, stoppedBy: 'signal' };
    // The end report is sent with the same client, so its retries are what the reserve keeps.
    const budget = (0,_heartbeat_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .heartbeatBudget */ .cY)({
        jobTotal: o.jobTotal,
        endAttempts: client.maxAttempts,
        hourlyLimit: o.hourlyLimit
    });
    const phase = (0,_heartbeat_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .phaseOf */ .hU)(o.jobName);
    /** This loop's requests within the budget's window, one entry per attempt. */
    let sentAt = [];
    let last = { kind: 'none' };
    const plan = () => {
        const now = clock.now();
        sentAt = sentAt.filter(t => t > now - budget.windowMs);
        return (0,_heartbeat_budget_js__WEBPACK_IMPORTED_MODULE_2__/* .planNextBeat */ .bK)({ now, intervalMs: o.intervalMs, budget, sentAt, last, phase });
    };
    let delay = plan();
    const lifetimeEnd = o.maxLifetimeMs === undefined ? undefined : started + o.maxLifetimeMs;
    for (;;) {
        const now = clock.now();
        if (lifetimeEnd !== undefined && now + delay >= lifetimeEnd) {
            await sleepUntil(clock, lifetimeEnd - now, o.signal);
            if (!o.signal.aborted)
                stats.stoppedBy = 'lifetime';
            return stats;
        }
        const slept = await sleepUntil(clock, delay, o.signal);
        if (!slept || o.signal.aborted)
            return stats;
        const beatAt = clock.now();
        const at = (0,_wire_js__WEBPACK_IMPORTED_MODULE_4__/* .isoUtc */ .u8)(beatAt);
        const body = (0,_reports_js__WEBPACK_IMPORTED_MODULE_3__/* .heartbeatBody */ .RJ)({ jobName: o.jobName, currentTime: at, metadata: o.metadata?.() });
        // One sequence per beat, finished before the next beat is due: a late beat says little.
        const result = await client.deliver({ kind: 'heartbeat', body }, { deadline: beatAt + Math.max(o.intervalMs, 1000), signal: o.signal });
        // Every attempt counts against the key's hour, answered or not; stamped once the sequence
        // is over, so no attempt is counted as earlier than the service saw it.
        const attempts = result.delivered ? result.attempts : result.state.attempts;
        for (let i = 0; i < attempts; i++)
            sentAt.push(clock.now());
        if (o.signal.aborted && !result.delivered)
            return stats;
        if (result.delivered) {
            stats.sent++;
            const nextExpected = result.response.next_expected;
            last = { kind: 'delivered', nextExpected };
            delay = plan();
            o.onBeat?.({ at, ok: true, nextExpected, nextBeatInMs: delay });
            continue;
        }
        const error = result.error;
        const held = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .HourSpentError */ .zP;
        if (held)
            stats.held = (stats.held ?? 0) + 1;
        else {
            stats.failed++;
            stats.lastError = error.message;
        }
        if (error.status === 401) {
            stats.stoppedBy = 'auth';
            o.onBeat?.({ at, ok: false, error, nextBeatInMs: -1 });
            return stats;
        }
        last = lastBeatAfter(error, last);
        delay = plan();
        o.onBeat?.({ at, ok: false, ...(held ? { held } : {}), error, nextBeatInMs: delay });
    }
}
/** What an undelivered beat came to, for the plan of the next one. */
function lastBeatAfter(error, last) {
    // Not sent: the key's hour keeps its room for reports until then.
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .HourSpentError */ .zP)
        return { kind: 'held', until: error.until };
    if (error.status !== 429)
        return { kind: 'failed' };
    return {
        kind: 'busy',
        streak: last.kind === 'busy' ? last.streak + 1 : 1,
        retryAfterMs: error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .HttpStatusError */ .F9 ? error.retryAfterMs : undefined
    };
}
/** Sleeps, returning false when the signal ended the wait. */
async function sleepUntil(clock, ms, signal) {
    if (signal.aborted)
        return false;
    if (ms <= 0)
        return true;
    try {
        await clock.sleep(ms, signal);
        return !signal.aborted;
    }
    catch {
        return false;
    }
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
