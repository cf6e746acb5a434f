export const id = 713;
export const ids = [713];
export const modules = {

/***/ 3713:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = execOptions;
exports.runExec = runExec;
/**
 * `job-monitor exec -- <command>`: runs the command at once with its output passed through
 * unchanged, and reports the run around it: a start report (in parallel, never delaying the
 * command), heartbeats while it runs, and an end report with a bounded head+tail of its
 * output. Whatever happens to the reports, it exits with the command's own code.
 */
const node_child_process_1 = __webpack_require__(1421);
const node_os_1 = __webpack_require__(8161);
const heartbeats_js_1 = __webpack_require__(7254);
const reports_js_1 = __webpack_require__(2992);
const wire_js_1 = __webpack_require__(1054);
const capture_js_1 = __webpack_require__(3481);
const captures_js_1 = __webpack_require__(8744);
const redact_js_1 = __webpack_require__(2790);
const deliver_js_1 = __webpack_require__(2650);
const queue_js_1 = __webpack_require__(4752);
const output_pipes_js_1 = __webpack_require__(2745);
const config_js_1 = __webpack_require__(4114);
const errors_js_1 = __webpack_require__(6675);
const service_js_1 = __webpack_require__(3769);
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How long output is still read after the command exits, when something else holds its pipes. */
const OUTPUT_DRAIN_MS = 2000;
function execOptions(flags, positionals, env) {
    if (positionals.length === 0)
        throw new errors_js_1.UsageError('exec: no command given; usage: job-monitor exec [options] -- <command> [args...]');
    const heartbeat = (0, config_js_1.wholeNumber)(...(0, config_js_1.setting)(flags, 'heartbeat-interval', env, config_js_1.Env.heartbeatInterval), 0, 86_400);
    return {
        command: positionals,
        jobName: (0, config_js_1.jobNameOf)(flags, env),
        heartbeatMs: (heartbeat ?? 300) * 1000,
        logMaxBytes: (0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'log-max-bytes', env), '--log-max-bytes', 0, 16 * 1024 * 1024) ??
            65536,
        endTimeoutMs: ((0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'end-timeout', env), '--end-timeout', 1, 3600) ?? 15) * 1000,
        killAfterMs: ((0, config_js_1.wholeNumber)((0, config_js_1.pick)(flags, 'kill-after', env), '--kill-after', 0, 3600) ?? 10) * 1000,
        metadata: (0, config_js_1.metadataOf)(flags),
        tags: (0, config_js_1.tagsOf)(flags)
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
        return { config: (0, config_js_1.serviceConfig)(flags, env), o: execOptions(flags, positionals, env) };
    }
    catch (e) {
        if (!(e instanceof errors_js_1.UsageError) || !e.fromEnvironment)
            throw e;
        // Read again without the job-monitor variables (the flags alone are known to be good),
        // keeping the job name, which the output hand-off to the action still uses.
        const rest = Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('JOB_MONITOR_') || k === config_js_1.Env.jobName));
        return {
            config: (0, config_js_1.serviceConfig)(flags, rest),
            o: execOptions(flags, positionals, rest),
            trouble: e
        };
    }
}
/** Shell-like display of the command for the report's header. */
function displayCommand(argv) {
    return argv.map(a => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ');
}
/** Runs exec and returns the exit code to leave with. */
async function runExec(flags, positionals, env) {
    const { config, o, trouble } = settings(flags, positionals, env);
    const say = (0, service_js_1.messenger)(config.quiet);
    (0, service_js_1.warnAboutKeyFlag)(config, say);
    if (config.pipelineId && !config.deploymentUrl) {
        say(`${(0, config_js_1.inputOf)(flags, 'pipeline-id', config_js_1.Env.pipelineId)} is set but no deployment URL (${config_js_1.Env.deploymentUrl} or --deployment-url): no pipeline notifications are sent`);
    }
    const pipelineId = config.deploymentUrl ? config.pipelineId : undefined;
    let reporting = true;
    if (trouble) {
        // Always shown, even with --quiet: the run goes unreported until this is fixed.
        process.stderr.write(`job-monitor: error: ${trouble.message}; running the command without reporting it\n`);
        reporting = false;
    }
    else if (!config.apiKey) {
        say('no API key (JOB_MONITOR_API_KEY): running the command without reporting it');
        reporting = false;
    }
    else if (!config.baseUrl) {
        say('no service address (JOB_MONITOR_BASE_URL or --base-url): running the command without reporting it');
        reporting = false;
    }
    const began = Date.now();
    const startTime = (0, wire_js_1.isoUtc)(began);
    const runKey = (0, queue_js_1.newRunKey)();
    const capture = new capture_js_1.HeadTailCapture(o.logMaxBytes);
    const redactor = new redact_js_1.Redactor([config.apiKey]);
    // The command starts first: monitoring never delays the job.
    const pipes = (0, output_pipes_js_1.outputPipes)();
    const child = (0, node_child_process_1.spawn)(o.command[0], o.command.slice(1), {
        stdio: pipes.stdio,
        // Its own process group, so a signal reaches the command and everything it started.
        detached: true
    });
    pipes.spawned();
    const outputs = pipes.forward(child, process.stdout, process.stderr, chunk => capture.write(chunk));
    const outputsClosed = Promise.all(outputs.map(s => new Promise(resolve => s.once('close', () => resolve()))));
    let cancelledBy;
    let killTimer;
    const forward = (signal) => {
        cancelledBy ??= signal;
        if (child.pid)
            killGroup(child.pid, signal);
        // A command that ignores the signal (or a background process that does: a non-interactive
        // shell starts those with SIGINT ignored) is killed after a grace period, as the runner does.
        killTimer ??= setTimeout(() => {
            if (child.pid)
                killGroup(child.pid, 'SIGKILL');
        }, o.killAfterMs);
    };
    for (const s of FORWARDED)
        process.on(s, forward);
    let spawnError;
    const exited = new Promise(resolve => {
        child.once('error', e => {
            spawnError = e;
            // The shell's codes: 126 found but not runnable, 127 not found.
            const code = e.code === 'ENOENT' ? 127 : 126;
            resolve({ code, signal: null });
        });
        child.once('exit', (code, signal) => {
            // A cancelled command's group goes down whole: nothing it started survives.
            if (cancelledBy && child.pid)
                killGroup(child.pid, 'SIGKILL');
            // Output still in the pipes is read to the end; but a process the command left running
            // (a daemon holding the pipes open) does not hold the end report hostage.
            const drain = setTimeout(() => {
                for (const s of outputs)
                    s.destroy();
            }, OUTPUT_DRAIN_MS);
            void outputsClosed.then(() => {
                clearTimeout(drain);
                resolve({ code, signal });
            });
        });
    });
    let client;
    let queue;
    const stopStart = new AbortController();
    const stopBeats = new AbortController();
    let start;
    let beats;
    if (reporting) {
        client = (0, service_js_1.makeClient)(config, env);
        queue = (0, service_js_1.makeQueue)(config, env, say);
        start = (0, deliver_js_1.deliverOrQueue)(client, queue, {
            kind: 'start',
            body: (0, reports_js_1.startReport)({ jobName: o.jobName, startTime, metadata: o.metadata, tags: o.tags })
        }, { runKey, signal: stopStart.signal });
        if (pipelineId) {
            void (0, deliver_js_1.deliverOrQueue)(client, queue, {
                kind: 'pipeline-notification',
                pipelineId,
                body: (0, reports_js_1.pipelineNotification)({
                    status: 'running',
                    message: `${o.jobName} started`,
                    metadata: o.metadata
                })
            }, { deadline: began + o.endTimeoutMs });
        }
        if (o.heartbeatMs > 0) {
            beats = (0, heartbeats_js_1.runHeartbeats)(client, {
                jobName: o.jobName,
                intervalMs: o.heartbeatMs,
                signal: stopBeats.signal,
                maxLifetimeMs: 7 * 24 * 3600_000,
                onBeat: e => {
                    if (!e.ok && e.error)
                        say(`heartbeat: ${e.error.message}`);
                }
            });
        }
    }
    const { code, signal } = await exited;
    for (const s of FORWARDED)
        process.off(s, forward);
    clearTimeout(killTimer);
    const durationMs = Date.now() - began;
    const ended = Date.now();
    const exitCode = code ?? 128 + (signal ? (node_os_1.constants.signals[signal] ?? 0) : 0);
    let status;
    let errorDetails = null;
    if (spawnError) {
        status = 'failed';
        errorDetails = `The command could not be started: ${spawnError.message}`;
        say(errorDetails);
    }
    else if (cancelledBy || (signal && FORWARDED.includes(signal))) {
        status = 'cancelled';
        errorDetails = `Cancelled by ${cancelledBy ?? signal}`;
    }
    else if (signal) {
        status = 'failed';
        errorDetails = `The command was killed by ${signal}`;
    }
    else if (code === 0) {
        status = 'success';
    }
    else {
        status = 'failed';
        errorDetails = `The command exited with code ${code}`;
    }
    const header = `$ ${displayCommand(o.command)}\n`;
    const output = redactor.redactCut(capture.text());
    const logs = redactor.redact(header) +
        output +
        `\n[exit ${signal ?? exitCode}, ${(durationMs / 1000).toFixed(1)} s]\n`;
    if (env.RUNNER_TEMP) {
        // Inside a GitHub Actions job: the action's post step puts this into the job's end report.
        await (0, captures_js_1.writeCapture)(env, {
            command: redactor.redact(displayCommand(o.command)),
            jobName: o.jobName,
            exitCode: code,
            signal,
            startedAt: startTime,
            durationMs,
            output
        }).catch(e => say(`could not hand the output to the action: ${e.message}`));
    }
    if (reporting && client && queue && start) {
        stopBeats.abort();
        const deadline = ended + o.endTimeoutMs;
        // The start has until the deadline; then it is queued with its retry state.
        const timer = setTimeout(() => stopStart.abort(), Math.max(0, deadline - Date.now() - 2000));
        const startOutcome = await start;
        clearTimeout(timer);
        await beats;
        const runId = startOutcome.delivered ? startOutcome.response.run_id : '';
        if (!startOutcome.delivered && !startOutcome.queued) {
            say(`the start report was not accepted: ${startOutcome.error.message}`);
        }
        if (startOutcome.delivered || startOutcome.queued) {
            const endOutcome = await (0, deliver_js_1.deliverOrQueue)(client, queue, {
                kind: 'end',
                body: (0, reports_js_1.endReport)({
                    jobName: o.jobName,
                    startTime,
                    runId,
                    status,
                    endTime: (0, wire_js_1.isoUtc)(ended),
                    errorDetails,
                    metadata: o.metadata,
                    tags: o.tags,
                    logs
                })
            }, { runKey, deadline });
            if (endOutcome.delivered) {
                say(`reported run ${runId} of '${o.jobName}': ${status}`);
            }
            else if (endOutcome.queued) {
                say(`the end report is queued (${endOutcome.error.message}); \`job-monitor replay\` sends it later`);
            }
            else {
                say(`the end report was not accepted: ${endOutcome.error.message}`);
            }
        }
        if (pipelineId) {
            await (0, deliver_js_1.deliverOrQueue)(client, queue, {
                kind: 'pipeline-notification',
                pipelineId,
                body: (0, reports_js_1.pipelineNotification)({
                    status: status === 'success' ? 'success' : 'failed',
                    message: status === 'cancelled'
                        ? `${o.jobName} was cancelled`
                        : (errorDetails ?? `${o.jobName} succeeded`),
                    metadata: {
                        ...o.metadata,
                        duration_seconds: Math.round(durationMs / 100) / 10,
                        exit_code: exitCode
                    }
                })
            }, { deadline });
        }
    }
    return exitCode;
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

/***/ 2745:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.outputPipes = outputPipes;
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
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_net_1 = __webpack_require__(7030);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
/** The size of each named pipe's read buffer: a Linux pipe's default capacity. */
const READ_BUFFER_BYTES = 64 * 1024;
function outputPipes() {
    if (process.platform === 'win32')
        return nodePipes();
    let dir;
    const fds = [];
    try {
        dir = (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'job-monitor-pipes-'));
        const paths = ['stdout', 'stderr'].map(name => (0, node_path_1.join)(dir, name));
        // One mkfifo for both pipes: it runs before the command can start.
        (0, node_child_process_1.execFileSync)('mkfifo', ['-m', '600', ...paths], { stdio: 'ignore' });
        const ends = paths.map(path => {
            // Non-blocking read end first: opening the write end then does not wait for a reader.
            const read = (0, node_fs_1.openSync)(path, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NONBLOCK);
            fds.push(read);
            const write = (0, node_fs_1.openSync)(path, node_fs_1.constants.O_WRONLY);
            fds.push(write);
            return { read, write };
        });
        const [out, err] = ends;
        return {
            stdio: ['inherit', out.write, err.write],
            spawned() {
                (0, node_fs_1.closeSync)(out.write);
                (0, node_fs_1.closeSync)(err.write);
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
            (0, node_fs_1.rmSync)(dir, { recursive: true, force: true });
    }
}
/**
 * Reads the pipe `fd` into one reused buffer, shows each chunk to `onChunk` and writes it to
 * `to`. While `to` still holds part of a chunk (a slow reader on the other side of a pipe),
 * reading waits, so the buffer is never read into before the last chunk has left it.
 */
function readInto(fd, to, onChunk) {
    let waiting = false;
    const socket = new node_net_1.Socket({
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
        (0, node_fs_1.closeSync)(fd);
    }
    catch {
        // Already closed.
    }
}


/***/ }),

/***/ 7254:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.nextBeatDelay = nextBeatDelay;
exports.runHeartbeats = runHeartbeats;
const clock_js_1 = __webpack_require__(9141);
const errors_js_1 = __webpack_require__(6468);
const reports_js_1 = __webpack_require__(2992);
const wire_js_1 = __webpack_require__(1054);
/** A beat is sent up to this long before next_expected, to absorb the request's own time... */
const LEAD_MS = 1000;
/** ...but never more than this share of the gap, so a near next_expected is not met at once. */
const LEAD_SHARE = 0.1;
/**
 * The shortest gap between beats. A service that answers with a next_expected only a moment
 * away must not turn the loop into back-to-back requests that spend the hourly limit.
 */
const MIN_GAP_MS = 5000;
/** The longest a backed-off loop waits between beats. */
const MAX_BACKOFF_MS = 30 * 60_000;
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
async function runHeartbeats(client, o) {
    const clock = o.clock ?? clock_js_1.systemClock;
    const started = clock.now();
    const stats = { sent: 0, failed: 0, stoppedBy: 'signal' };
    let delay = o.intervalMs;
    let backoff = o.intervalMs;
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
        const at = (0, wire_js_1.isoUtc)(beatAt);
        const body = (0, reports_js_1.heartbeatBody)({ jobName: o.jobName, currentTime: at, metadata: o.metadata?.() });
        // One sequence per beat, finished before the next beat is due: a late beat says little.
        const result = await client.deliver({ kind: 'heartbeat', body }, { deadline: beatAt + Math.max(o.intervalMs, 1000), signal: o.signal });
        if (o.signal.aborted && !result.delivered)
            return stats;
        if (result.delivered) {
            stats.sent++;
            backoff = o.intervalMs;
            const nextExpected = result.response.next_expected;
            delay = nextBeatDelay(o.intervalMs, clock.now(), nextExpected);
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
            // Give way: each 429 doubles the wait, and a Retry-After is a floor.
            backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
            const asked = error instanceof errors_js_1.HttpStatusError ? (error.retryAfterMs ?? 0) : 0;
            delay = Math.max(backoff, asked);
        }
        else {
            delay = o.intervalMs;
        }
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


/***/ }),

/***/ 8744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.capturesDir = capturesDir;
exports.writeCapture = writeCapture;
exports.readCaptures = readCaptures;
/**
 * Hand-off of `job-monitor exec` captures to the action's post step in the same job: exec
 * writes one file per wrapped command under RUNNER_TEMP (emptied only at job start and end),
 * post reads them all into the end report's logs.
 */
const node_crypto_1 = __webpack_require__(7598);
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
function capturesDir(env = process.env) {
    return env.RUNNER_TEMP ? (0, node_path_1.join)(env.RUNNER_TEMP, 'job-monitor', 'captures') : undefined;
}
async function writeCapture(env, capture) {
    const dir = capturesDir(env);
    if (!dir)
        return;
    await (0, promises_1.mkdir)(dir, { recursive: true, mode: 0o700 });
    // Sortable by time, unique across processes.
    const name = `${Date.now().toString().padStart(15, '0')}-${process.pid}-${(0, node_crypto_1.randomBytes)(4).toString('hex')}`;
    const temp = (0, node_path_1.join)(dir, `.${name}.tmp`);
    await (0, promises_1.writeFile)(temp, JSON.stringify(capture), { mode: 0o600 });
    await (0, promises_1.rename)(temp, (0, node_path_1.join)(dir, `${name}.json`));
}
async function readCaptures(env = process.env) {
    const dir = capturesDir(env);
    if (!dir)
        return [];
    let names;
    try {
        names = (await (0, promises_1.readdir)(dir)).filter(n => n.endsWith('.json') && !n.startsWith('.')).sort();
    }
    catch {
        return [];
    }
    const out = [];
    for (const name of names) {
        try {
            const value = JSON.parse(await (0, promises_1.readFile)((0, node_path_1.join)(dir, name), 'utf8'));
            if (typeof value?.command === 'string' && typeof value.output === 'string')
                out.push(value);
        }
        catch {
            // A capture that cannot be read is left out; the report goes on.
        }
    }
    return out;
}


/***/ })

};
