export const id = 718;
export const ids = [718];
export const modules = {

/***/ 1718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runExec: () => (/* binding */ runExec)
});

// UNUSED EXPORTS: execOptions, outputDrain

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/client/heartbeats.ts + 1 modules
var heartbeats = __webpack_require__(687);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/logs/capture.ts
var logs_capture = __webpack_require__(3481);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/queue/files.ts
var files = __webpack_require__(2920);
;// CONCATENATED MODULE: ./src/logs/captures.ts
/**
 * Hand-off of `job-monitor exec` captures to the action's post step in the same job: exec
 * writes one file per wrapped command under RUNNER_TEMP (emptied only at job start and end),
 * post reads them all into the end report's logs.
 */




function capturesDir(env = process.env) {
    return env.RUNNER_TEMP ? (0,external_node_path_.join)(env.RUNNER_TEMP, 'job-monitor', 'captures') : undefined;
}
async function writeCapture(env, capture) {
    const dir = capturesDir(env);
    if (!dir)
        return;
    await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
    // Sortable by time, unique across processes.
    const name = `${Date.now().toString().padStart(15, '0')}-${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    await (0,files/* writeFileAtomic */.Zf)(dir, `${name}.json`, JSON.stringify(capture));
}
async function readCaptures(env = process.env) {
    const dir = capturesDir(env);
    if (!dir)
        return [];
    let names;
    try {
        names = (await readdir(dir)).filter(n => n.endsWith('.json') && !n.startsWith('.')).sort();
    }
    catch {
        return [];
    }
    const out = [];
    for (const name of names) {
        try {
            const value = JSON.parse(await readFile(join(dir, name), 'utf8'));
            if (typeof value?.command === 'string' && typeof value.output === 'string')
                out.push(value);
        }
        catch {
            // A capture that cannot be read is left out; the report goes on.
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/logs/redact.ts
var redact = __webpack_require__(2790);
// EXTERNAL MODULE: ./src/queue/queue.ts + 5 modules
var queue = __webpack_require__(5072);
// EXTERNAL MODULE: ./src/run/protocol.ts
var protocol = __webpack_require__(529);
// EXTERNAL MODULE: ./src/run/signals.ts
var signals = __webpack_require__(6192);
// EXTERNAL MODULE: ./src/run/child-environment.ts
var child_environment = __webpack_require__(347);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/cli/output-pipes.ts
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
 * Each named pipe is read into one buffer, reused for every read, so passing hundreds of
 * megabytes through allocates nothing per chunk and the wrapper's memory stays flat.
 */





/** The size of each named pipe's read buffer: a Linux pipe's default capacity. */
const READ_BUFFER_BYTES = 64 * 1024;
function outputPipes() {
    if (process.platform === 'win32')
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
            env: { PATH: process.env.PATH }
        });
        const ends = paths.map(path => {
            // Non-blocking read end first: opening the write end then does not wait for a reader.
            const read = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
            fds.push(read);
            const write = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_WRONLY);
            fds.push(write);
            return { read, write };
        });
        const [out, err] = ends;
        return {
            stdio: ['inherit', out.write, err.write],
            spawned() {
                (0,external_node_fs_.closeSync)(out.write);
                (0,external_node_fs_.closeSync)(err.write);
            },
            forward(_child, outTo, errTo, onChunk) {
                return [readInto(out.read, outTo, onChunk), readInto(err.read, errTo, onChunk)];
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
 * Reads the pipe `fd` into one reused buffer, shows each chunk to `onChunk` and writes it to
 * `to`. While `to` still holds part of a chunk (a slow reader on the other side of a pipe),
 * reading waits, so the buffer is never read into before the last chunk has left it.
 */
function readInto(fd, to, onChunk) {
    let waiting = false;
    const socket = new external_node_net_.Socket({
        fd,
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
    whenBroken(to, () => socket.destroy());
    return socket;
}
/** Calls `then` once if `to` fails; the error itself is expected (a reader that went away). */
function whenBroken(to, then) {
    const onError = () => {
        to.off('error', onError);
        to.on('error', () => { });
        then();
    };
    to.on('error', onError);
}
function nodePipes() {
    return {
        stdio: ['inherit', 'pipe', 'pipe'],
        spawned() { },
        forward(child, out, err, onChunk) {
            const streams = [child.stdout, child.stderr];
            for (const [from, to] of [
                [streams[0], out],
                [streams[1], err]
            ]) {
                from.on('data', (chunk) => onChunk(chunk));
                from.on('error', () => { });
                from.pipe(to, { end: false });
                whenBroken(to, () => from.destroy());
            }
            return streams;
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

// EXTERNAL MODULE: ./src/cli/config.ts + 2 modules
var cli_config = __webpack_require__(4991);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __webpack_require__(7136);
// EXTERNAL MODULE: ./src/cli/service.ts
var service = __webpack_require__(3769);
;// CONCATENATED MODULE: ./src/cli/exec.ts
/**
 * `job-monitor exec -- <command>`: runs the command at once with its output passed through
 * unchanged, and reports the run around it: a start report (in parallel, never delaying the
 * command), heartbeats while it runs, and an end report with a bounded head+tail of its
 * output. Whatever happens to the reports, it exits with the command's own code.
 */
















/**
 * How long output is still read after the command exits, when something else holds its pipes.
 * A property, so that a test of a command that leaves such a process need not wait 2 s.
 */
const outputDrain = { ms: 2000 };
/** Before the end's deadline, the start stops waiting this long ahead, so the end has time too. */
const START_GIVES_WAY_MS = 2000;
/** Heartbeats of a wrapped command stop by themselves after a week. */
const EXEC_HEARTBEAT_MAX_LIFETIME_MS = 7 * 24 * 3600_000;
function execOptions(flags, positionals, env) {
    if (positionals.length === 0)
        throw new errors/* UsageError */.e('exec: no command given; usage: job-monitor exec [options] -- <command> [args...]');
    return {
        command: positionals,
        jobName: (0,cli_config/* jobNameOf */.gm)(flags, env),
        heartbeatMs: (0,cli_config/* heartbeatMsOf */.c6)(flags, env),
        logMaxBytes: (0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'log-max-bytes', env), '--log-max-bytes', 0, 16 * 1024 * 1024) ??
            65536,
        endTimeoutMs: ((0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'end-timeout', env), '--end-timeout', 1, 3600) ?? 15) * 1000,
        killAfterMs: ((0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'kill-after', env), '--kill-after', 0, 3600) ?? 10) * 1000,
        metadata: (0,cli_config/* metadataOf */.Nk)(flags),
        tags: (0,cli_config/* tagsOf */.Fg)(flags),
        passApiKey: (0,cli_config/* yesNo */.Lm)(flags, 'pass-api-key', env, cli_config/* Env */.o9.passApiKey)
    };
}
/**
 * Flags and environment, read together. A mistake on exec's own command line is a usage
 * error (exit 2, nothing runs): its author sees it the first time the line runs. A bad
 * environment variable, set elsewhere and perhaps changed later, must not stop the job:
 * the command runs unreported and the mistake is printed, naming the variable.
 */
function settings(flags, positionals, env) {
    try {
        return { config: (0,cli_config/* serviceConfig */.IE)(flags, env), o: execOptions(flags, positionals, env) };
    }
    catch (e) {
        if (!(e instanceof errors/* UsageError */.e) || !e.fromEnvironment)
            throw e;
        // Read again without the job-monitor variables (the flags alone are known to be good),
        // keeping the job name, which the output hand-off to the action still uses.
        const rest = Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('JOB_MONITOR_') || k === cli_config/* Env */.o9.jobName));
        return {
            config: (0,cli_config/* serviceConfig */.IE)(flags, rest),
            o: execOptions(flags, positionals, rest),
            trouble: e
        };
    }
}
/** Shell-like display of the command for the report's header. */
function displayCommand(argv) {
    return argv.map(a => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ');
}
/** Why exec reports at all, or the reason it runs the command unreported. */
function reportingDecision(config, trouble, say) {
    if (trouble) {
        // Always shown, even with --quiet: the run goes unreported until this is fixed.
        (0,messages.complain)(`error: ${trouble.message}; running the command without reporting it`);
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
/**
 * Why no program can be started with this command line, as a shell would say it: an empty
 * command name is not found (127), and an argument holding a NUL byte cannot be passed to a
 * program at all (126). Node refuses both by throwing; here they end like any command that
 * could not be started: reported `failed`, with the shell's exit code.
 */
function unstartable(argv) {
    const notStarted = (code, message) => ({
        code,
        signal: null,
        spawnError: new Error(message)
    });
    if (argv[0] === '')
        return notStarted(127, `'': command not found`);
    const nul = argv.findIndex(a => a.includes('\0'));
    if (nul === 0)
        return notStarted(126, 'the command name holds a NUL byte');
    if (nul > 0)
        return notStarted(126, `argument ${nul} holds a NUL byte`);
    return undefined;
}
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
function launch(o, env, capture) {
    const refused = unstartable(o.command);
    if (refused)
        return { exited: Promise.resolve(refused) };
    const pipes = outputPipes();
    const child = (0,external_node_child_process_.spawn)(o.command[0], o.command.slice(1), {
        env,
        stdio: pipes.stdio,
        // Its own process group, so a signal reaches the command and everything it started.
        detached: true
    });
    pipes.spawned();
    const outputs = pipes.forward(child, process.stdout, process.stderr, chunk => capture.write(chunk));
    const outputsClosed = Promise.all(outputs.map(s => new Promise(resolve => s.once('close', () => resolve()))));
    const exited = new Promise(resolve => {
        child.once('error', e => {
            // The shell's codes: 126 found but not runnable, 127 not found.
            const code = e.code === 'ENOENT' ? 127 : 126;
            resolve({ code, signal: null, spawnError: e });
        });
        child.once('exit', (code, signal) => {
            // Output still in the pipes is read to the end; but a process the command left running
            // (a daemon holding the pipes open) does not hold the end report hostage.
            const drain = setTimeout(() => {
                for (const s of outputs)
                    s.destroy();
            }, outputDrain.ms);
            void outputsClosed.then(() => {
                clearTimeout(drain);
                resolve({ code, signal });
            });
        });
    });
    return { child, exited };
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
    if (signal)
        return { status: 'failed', errorDetails: `The command was killed by ${signal}` };
    if (code === 0)
        return { status: 'success', errorDetails: null };
    return { status: 'failed', errorDetails: `The command exited with code ${code}` };
}
/**
 * Signals while the command runs are passed on to it (a command that ignores them is killed
 * after --kill-after, as the runner does). Once it has exited, a signal cuts the reporting
 * short instead: what is in flight is queued and exec still leaves with the command's code.
 */
function signalHandling(o, child, reporting) {
    let running = true;
    let cancelledBy;
    let killTimer;
    const onSignal = (signal) => {
        if (!running) {
            reporting.abort(new Error(`cancelled by ${signal}`));
            return;
        }
        cancelledBy ??= signal;
        if (child.pid)
            killGroup(child.pid, signal);
        killTimer ??= setTimeout(() => {
            if (child.pid)
                killGroup(child.pid, 'SIGKILL');
        }, o.killAfterMs);
    };
    const exited = () => {
        running = false;
        clearTimeout(killTimer);
        // A cancelled command's group goes down whole: nothing it started survives.
        if (cancelledBy && child.pid)
            killGroup(child.pid, 'SIGKILL');
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
function beginReporting(config, env, o, run, cancelled, say) {
    const services = { client: (0,service/* makeClient */.yu)(config, env, say), queue: (0,service/* makeQueue */.O3)(config, env, say) };
    const stopStart = new AbortController();
    const stopBeats = new AbortController();
    // The start has until the end's deadline; it is carried on while the command runs.
    const begun = (0,protocol/* beginRun */.Te)(services, { jobName: o.jobName, metadata: o.metadata, tags: o.tags, ...run }, { signal: (0,signals/* anyOf */.EB)(stopStart.signal, cancelled) });
    const beats = o.heartbeatMs > 0
        ? (0,heartbeats/* runHeartbeats */.j)(services.client, {
            jobName: o.jobName,
            intervalMs: o.heartbeatMs,
            signal: (0,signals/* anyOf */.EB)(stopBeats.signal, cancelled),
            maxLifetimeMs: EXEC_HEARTBEAT_MAX_LIFETIME_MS,
            onBeat: e => {
                if (!e.ok && e.error)
                    say(`heartbeat: ${e.error.message}`);
            }
        })
        : undefined;
    return { services, begun, stopStart, stopBeats, beats };
}
/** The end of the run: the start's outcome awaited (or queued), then the protocol's end. */
async function finishReporting(r, o, ending, cancelled, say) {
    r.stopBeats.abort();
    const deadline = ending.endTime + o.endTimeoutMs;
    // The start has until shortly before the deadline; then it is queued with its retry state.
    const timer = setTimeout(() => r.stopStart.abort(), Math.max(0, deadline - Date.now() - START_GIVES_WAY_MS));
    const begun = await r.begun;
    clearTimeout(timer);
    await r.beats;
    if (!begun.start.delivered && !begun.start.queued)
        say(`the start report was not accepted: ${begun.start.error.message}`);
    const ended = await (0,protocol/* endRun */.lb)(r.services, begun.run, {
        status: ending.status,
        errorDetails: ending.errorDetails,
        metadata: o.metadata,
        tags: o.tags,
        logs: ending.logs,
        endTime: (0,wire/* isoUtc */.u8)(ending.endTime),
        notification: {
            message: ending.status === 'cancelled'
                ? `${o.jobName} was cancelled`
                : (ending.errorDetails ?? `${o.jobName} succeeded`),
            metadata: {
                ...o.metadata,
                duration_seconds: Math.round(ending.durationMs / 100) / 10,
                exit_code: ending.exitCode
            }
        }
    }, { deadline, signal: cancelled });
    const end = ended.end;
    if (!end)
        return;
    if (end.delivered)
        say(`reported run ${ended.runId} of '${o.jobName}': ${ending.status}`);
    else if (end.queued)
        say(`the end report is queued (${end.error.message}); \`job-monitor replay\` sends it later`);
    else
        say(`the end report was not accepted: ${end.error.message}`);
}
/** Runs exec and returns the exit code to leave with. */
async function runExec(flags, positionals, env) {
    const { config, o, trouble } = settings(flags, positionals, env);
    const say = (0,messages/* messenger */.e)(config.quiet);
    (0,service/* warnAboutKeyFlag */.n_)(config, say);
    if (config.pipelineId && !config.deploymentUrl) {
        say(`${(0,cli_config/* inputOf */.wg)(flags, 'pipeline-id', cli_config/* Env */.o9.pipelineId)} is set but no deployment URL (${cli_config/* Env */.o9.deploymentUrl} or --deployment-url): no pipeline notifications are sent`);
    }
    const reporting = reportingDecision(config, trouble, say);
    const began = Date.now();
    const startTime = (0,wire/* isoUtc */.u8)(began);
    const capture = new logs_capture/* HeadTailCapture */.NS(o.logMaxBytes);
    const redactor = new redact/* Redactor */.pO([config.apiKey]);
    const cancel = new AbortController();
    // The command starts first: monitoring never delays the job.
    const command = launch(o, commandEnvironment(env, config, o), capture);
    const signals = command.child
        ? signalHandling(o, command.child, cancel)
        : { cancelledBy: () => undefined, dispose: () => undefined };
    try {
        const report = reporting
            ? beginReporting(config, env, o, {
                runKey: (0,queue/* newRunKey */.r9)(),
                startTime,
                pipelineId: config.pipelineId
            }, cancel.signal, say)
            : undefined;
        const exit = await command.exited;
        const ended = Date.now();
        const durationMs = ended - began;
        const exitCode = exit.code ?? 128 + (exit.signal ? (external_node_os_.constants.signals[exit.signal] ?? 0) : 0);
        const { status, errorDetails } = outcomeOf(exit, signals.cancelledBy());
        if (exit.spawnError && errorDetails)
            say(errorDetails);
        // Redacted before the head/tail cut, so no piece of a secret survives at a cut edge.
        const output = capture.text(redactor);
        await handOffCapture(env, o, redactor, {
            exit,
            startTime,
            durationMs,
            output,
            say
        });
        if (report) {
            const logs = redactor.redact(`$ ${displayCommand(o.command)}\n`) +
                output +
                `\n[exit ${exit.signal ?? exitCode}, ${(durationMs / 1000).toFixed(1)} s]\n`;
            await finishReporting(report, o, { status, errorDetails, logs, endTime: ended, durationMs, exitCode }, cancel.signal, say);
        }
        return exitCode;
    }
    finally {
        signals.dispose();
    }
}
/** Inside a GitHub Actions job, the action's post step puts this capture into the end report. */
async function handOffCapture(env, o, redactor, c) {
    if (!env.RUNNER_TEMP)
        return;
    await writeCapture(env, {
        command: redactor.redact(displayCommand(o.command)),
        jobName: o.jobName,
        exitCode: c.exit.code,
        signal: c.exit.signal,
        startedAt: c.startTime,
        durationMs: c.durationMs,
        output: c.output
    }).catch(e => c.say(`could not hand the output to the action: ${e.message}`));
}
function killGroup(pid, signal) {
    try {
        process.kill(-pid, signal);
    }
    catch {
        // The group is already gone.
    }
}


/***/ }),

/***/ 687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ runHeartbeats)
});

// UNUSED EXPORTS: nextBeatDelay

// EXTERNAL MODULE: ./src/client/clock.ts
var client_clock = __webpack_require__(9141);
// EXTERNAL MODULE: ./src/client/errors.ts
var errors = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/client/retry.ts
var retry = __webpack_require__(7785);
;// CONCATENATED MODULE: ./src/client/heartbeat-budget.ts
/**
 * When the next heartbeat goes: the heartbeats' share of the key's hourly limit, and the plan
 * that keeps to it. Pure: the time is passed in, nothing is sent or read here.
 *
 * The service allows 100 requests per hour per key (API text, 8), shared by every job on the
 * key, and answers 429 beyond (7). An end report that meets a 429 is lost or left queued, a
 * late heartbeat is not, so heartbeats give way: each job sharing the key keeps room every
 * hour for its end report with all its retries, its start report and its pipeline
 * notifications, and the heartbeats of all the jobs share what is left.
 */

/** Requests per hour per key (API text, 8). Whether the window is fixed or sliding is not shown. */
const SERVICE_HOURLY_LIMIT = 100;
/** A job's start report: one request. */
const START_REPORT_REQUESTS = 1;
/** A job's pipeline notifications: `running` at the start, the outcome at the end. */
const PIPELINE_NOTIFICATION_REQUESTS = 2;
/**
 * The heartbeats of all the jobs on a key keep at least this many requests per hour, so a
 * matrix too wide for the reserve still beats now and then (its interval grows instead).
 */
const HEARTBEAT_FLOOR_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** A beat is sent up to this long before next_expected, to absorb the request's own time... */
const LEAD_MS = 1000;
/** ...but never more than this share of the gap, so a near next_expected is not met at once. */
const LEAD_SHARE = 0.1;
/**
 * The shortest gap between beats. A service that answers with a next_expected only a moment
 * away must not turn the loop into back-to-back requests that spend the hourly limit.
 */
const MIN_GAP_MS = 5000;
/** The longest a backed-off loop waits between beats (unless its share asks for longer). */
const MAX_BACKOFF_MS = 30 * 60_000;
/**
 * The share of one job. Rounded down to whole beats per hour, so that even legs beating in
 * step never put more than their share into one clock hour.
 */
function heartbeatBudget(o) {
    const jobTotal = o.jobTotal !== undefined && Number.isFinite(o.jobTotal) && o.jobTotal >= 1
        ? Math.floor(o.jobTotal)
        : 1;
    const endAttempts = Math.max(1, Math.floor(o.endAttempts ?? retry/* DEFAULT_MAX_ATTEMPTS */.Gz));
    const reservePerJob = endAttempts + START_REPORT_REQUESTS + PIPELINE_NOTIFICATION_REQUESTS;
    const forBeats = Math.max((o.hourlyLimit ?? SERVICE_HOURLY_LIMIT) - jobTotal * reservePerJob, HEARTBEAT_FLOOR_PER_HOUR);
    const beatsPerHour = forBeats / jobTotal;
    const whole = Math.floor(beatsPerHour);
    // Under one beat an hour, the window stretches so that it holds exactly one.
    const maxPerWindow = Math.max(1, whole);
    const windowMs = whole >= 1 ? HOUR_MS : Math.ceil(HOUR_MS / beatsPerHour);
    return {
        jobTotal,
        reservePerJob,
        beatsPerHour,
        maxPerWindow,
        windowMs,
        paceMs: Math.ceil(windowMs / maxPerWindow),
        burst: jobTotal > 1 ? 1 : Math.max(1, Math.floor(maxPerWindow / 2))
    };
}
/**
 * The wait before the next beat. The job's wish comes first: its interval, sooner when the
 * service's next_expected comes first, longer after a 429 (doubling, with Retry-After as a
 * floor). The budget then has the last word: a beat is never later than the service expects
 * unless the key's hour has no room for it, because a late beat costs nothing and an end report
 * that meets a 429 is lost.
 */
function planNextBeat(p) {
    const { budget, now } = p;
    let wanted;
    switch (p.last.kind) {
        case 'none':
            wanted = p.intervalMs;
            // Legs of a matrix start together: spread their beats over the pace.
            if (budget.jobTotal > 1)
                wanted = Math.max(wanted, Math.floor((p.phase ?? 0) * budget.paceMs));
            break;
        case 'delivered':
            wanted = nextBeatDelay(p.intervalMs, now, p.last.nextExpected);
            break;
        case 'busy': {
            const base = Math.max(p.intervalMs, budget.paceMs);
            const backoff = Math.min(base * 2 ** p.last.streak, Math.max(MAX_BACKOFF_MS, base));
            wanted = Math.max(backoff, p.last.retryAfterMs ?? 0);
            break;
        }
        case 'failed':
            wanted = p.intervalMs;
            break;
    }
    return Math.max(wanted, budgetDelay(p));
}
/** The wait the share asks for: the window's allowance is a hard cap, the pace a soft one. */
function budgetDelay(p) {
    const { budget, now } = p;
    const recent = p.sentAt.filter(t => t > now - budget.windowMs);
    let earliest = now;
    if (recent.length >= budget.maxPerWindow) {
        // The request that has to leave the window before another may enter it.
        earliest = recent[recent.length - budget.maxPerWindow] + budget.windowMs;
    }
    if (recent.length >= budget.burst) {
        earliest = Math.max(earliest, recent[recent.length - 1] + budget.paceMs);
    }
    return Math.max(0, earliest - now);
}
/** When the next beat is due: the interval, or just before next_expected if that is sooner. */
function nextBeatDelay(intervalMs, now, nextExpected) {
    if (!nextExpected)
        return intervalMs;
    const expected = Date.parse(nextExpected);
    // A next_expected in the past or unreadable says nothing useful about the future.
    if (Number.isNaN(expected) || expected <= now)
        return intervalMs;
    const gap = expected - now;
    const wanted = gap - Math.min(LEAD_MS, gap * LEAD_SHARE);
    return Math.round(Math.min(intervalMs, Math.max(wanted, MIN_GAP_MS)));
}
/** A job's place in [0, 1), from its name: matrix legs have distinct names (`test (22)`). */
function phaseOf(jobName) {
    // FNV-1a: cheap, stable across runs and platforms.
    let h = 0x811c9dc5;
    for (let i = 0; i < jobName.length; i++) {
        h ^= jobName.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h / 2 ** 32;
}

// EXTERNAL MODULE: ./src/client/reports.ts
var reports = __webpack_require__(2992);
// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
;// CONCATENATED MODULE: ./src/client/heartbeats.ts






async function runHeartbeats(client, o) {
    const clock = o.clock ?? client_clock/* systemClock */.m;
    const started = clock.now();
    const stats = { sent: 0, failed: 0, stoppedBy: 'signal' };
    // The end report is sent with the same client, so its retries are what the reserve keeps.
    const budget = heartbeatBudget({
        jobTotal: o.jobTotal,
        endAttempts: client.maxAttempts,
        hourlyLimit: o.hourlyLimit
    });
    const phase = phaseOf(o.jobName);
    /** This loop's requests within the budget's window, one entry per attempt. */
    let sentAt = [];
    let last = { kind: 'none' };
    const plan = () => {
        const now = clock.now();
        sentAt = sentAt.filter(t => t > now - budget.windowMs);
        return planNextBeat({ now, intervalMs: o.intervalMs, budget, sentAt, last, phase });
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
        const at = (0,wire/* isoUtc */.u8)(beatAt);
        const body = (0,reports/* heartbeatBody */.RJ)({ jobName: o.jobName, currentTime: at, metadata: o.metadata?.() });
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
        stats.failed++;
        stats.lastError = error.message;
        if (error.status === 401) {
            stats.stoppedBy = 'auth';
            o.onBeat?.({ at, ok: false, error, nextBeatInMs: -1 });
            return stats;
        }
        if (error.status === 429) {
            last = {
                kind: 'busy',
                streak: last.kind === 'busy' ? last.streak + 1 : 1,
                retryAfterMs: error instanceof errors/* HttpStatusError */.F9 ? error.retryAfterMs : undefined
            };
        }
        else {
            last = { kind: 'failed' };
        }
        delay = plan();
        o.onBeat?.({ at, ok: false, error, nextBeatInMs: delay });
    }
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


/***/ })

};
