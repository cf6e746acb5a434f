export const id = 187;
export const ids = [187,529,910,136];
export const modules = {

/***/ 5606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hf: () => (/* binding */ ciMetadataOf),
/* harmony export */   cO: () => (/* binding */ reportMetadata),
/* harmony export */   d$: () => (/* binding */ jobWatchFactsOf),
/* harmony export */   eQ: () => (/* binding */ withContext),
/* harmony export */   o: () => (/* binding */ heartbeatMetadata)
/* harmony export */ });
/* unused harmony exports readCiFacts, jobKindOf */
/* harmony import */ var _environment_github_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3638);
/* harmony import */ var _process_job_process_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2286);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(670);



function readCiFacts(env) {
    // gitlab-ci-local, which runs a pipeline on a workstation, sets GITLAB_CI=false and the
    // job's variables: its runs are described as well.
    if (env.GITLAB_CI === 'true' || (env.GITLAB_CI === 'false' && env.CI_JOB_ID))
        return gitLabFacts(env);
    if (env.BUILDKITE === 'true')
        return buildkiteFacts(env);
    if (env.GITHUB_ACTIONS === 'true')
        return (0,_environment_github_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunnerFacts */ .cw)(env);
    return undefined;
}
/**
 * The CI system that started this process, by the variables each sets on every job: whose
 * process tree the heartbeat process watches (run/job-process.ts).
 */
function jobKindOf(env) {
    if (env.BUILDKITE === 'true')
        return 'buildkite';
    if (env.GITLAB_CI === 'true')
        return 'gitlab';
    if (env.GITHUB_ACTIONS === 'true')
        return 'github';
    return undefined;
}
function jobWatchFactsOf(env) {
    return {
        kind: jobKindOf(env),
        afterScriptWaitMs: (0,_process_job_process_js__WEBPACK_IMPORTED_MODULE_1__/* .afterScriptWaitMs */ .ZP)(env.RUNNER_AFTER_SCRIPT_TIMEOUT)
    };
}
/**
 * GitLab's predefined variables (docs.gitlab.com/ci/variables/predefined_variables). It gives
 * no time the job was queued: from the pipeline's creation to the job's start is the queue
 * of a job in the first stage, and includes the earlier stages for the others.
 */
function gitLabFacts(env) {
    const tag = env.CI_COMMIT_TAG?.trim();
    const branch = env.CI_COMMIT_BRANCH?.trim() || env.CI_MERGE_REQUEST_SOURCE_BRANCH_NAME?.trim();
    return {
        ciSystem: 'gitlab',
        // A pipeline has a name only when `workflow:name` gives it one; else it is the project's.
        pipelineName: env.CI_PIPELINE_NAME || env.CI_PROJECT_PATH,
        pipelineRunId: env.CI_PIPELINE_ID,
        pipelineRunUrl: env.CI_PIPELINE_URL,
        taskName: env.CI_JOB_NAME,
        taskRunId: env.CI_JOB_ID,
        taskRunUrl: env.CI_JOB_URL,
        workerName: env.CI_RUNNER_DESCRIPTION,
        repositoryUrl: (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryUrlOf */ .ZN)(env.CI_PROJECT_URL),
        refName: env.CI_COMMIT_REF_NAME,
        refType: tag ? 'tag' : branch ? 'branch' : undefined,
        revision: env.CI_COMMIT_SHA,
        vcsProvider: 'gitlab',
        trigger: env.CI_PIPELINE_SOURCE,
        actor: env.GITLAB_USER_LOGIN,
        pipelineWaitSeconds: (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .secondsBetween */ .O1)((0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .instantOf */ .B9)(env.CI_PIPELINE_CREATED_AT), (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .instantOf */ .B9)(env.CI_JOB_STARTED_AT))
    };
}
/** BUILDKITE_PIPELINE_PROVIDER's words for the providers OpenTelemetry names. */
const BUILDKITE_PROVIDERS = [
    [/^github/, 'github'],
    [/^gitlab/, 'gitlab'],
    [/^bitbucket/, 'bitbucket']
];
/**
 * The Buildkite agent's job environment (buildkite/agent: internal/job/tracing.go reads the
 * build, job, label, step key, agent, source and retry count; clicommand/bootstrap.go the
 * repository, commit, branch and provider; api/jobs.go makes a job's address of its build's
 * and its id). The environment holds no time the job was created or started.
 */
function buildkiteFacts(env) {
    const tag = env.BUILDKITE_TAG?.trim();
    const branch = env.BUILDKITE_BRANCH?.trim();
    const buildUrl = env.BUILDKITE_BUILD_URL?.trim();
    const jobId = env.BUILDKITE_JOB_ID?.trim();
    const retries = env.BUILDKITE_RETRY_COUNT?.trim();
    const provider = env.BUILDKITE_PIPELINE_PROVIDER?.trim().toLowerCase() ?? '';
    return {
        ciSystem: 'buildkite',
        pipelineName: env.BUILDKITE_PIPELINE_NAME || env.BUILDKITE_PIPELINE_SLUG,
        pipelineRunId: env.BUILDKITE_BUILD_ID,
        pipelineRunUrl: buildUrl,
        taskName: env.BUILDKITE_LABEL || env.BUILDKITE_STEP_KEY,
        taskRunId: jobId,
        taskRunUrl: buildUrl && jobId ? `${buildUrl}#${jobId}` : undefined,
        workerName: env.BUILDKITE_AGENT_NAME,
        repositoryUrl: (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .repositoryUrlOf */ .ZN)(env.BUILDKITE_REPO),
        refName: tag || branch,
        refType: tag ? 'tag' : branch ? 'branch' : undefined,
        revision: env.BUILDKITE_COMMIT,
        vcsProvider: BUILDKITE_PROVIDERS.find(([p]) => p.test(provider))?.[1],
        trigger: env.BUILDKITE_SOURCE,
        // The retry count of this job: 0 on its first try.
        attempt: retries && /^\d{1,6}$/.test(retries) ? Number(retries) + 1 : undefined
    };
}
/**
 * A report's metadata: the user's over the run's context; undefined when there is neither
 * (outside a CI system, with no --metadata or --meta).
 */
function reportMetadata(env, user) {
    return withContext((0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .contextMetadata */ .n9)(readCiFacts(env)), user);
}
/** A heartbeat's: the user's over the few keys that say which run it belongs to. */
function heartbeatMetadata(env, user) {
    return withContext((0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .identityMetadata */ .eD)(readCiFacts(env)), user);
}
function ciMetadataOf(env) {
    const facts = readCiFacts(env);
    return { report: (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .contextMetadata */ .n9)(facts), heartbeat: (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .identityMetadata */ .eD)(facts) };
}
/** The user's metadata over the CI facts; the user's alone when there are none. */
function withContext(auto, user) {
    return Object.keys(auto).length ? (0,_run_context_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeMetadata */ .W1)(auto, user) : user;
}


/***/ }),

/***/ 9459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fi: () => (/* binding */ endStatusOf),
/* harmony export */   WE: () => (/* binding */ errorDetailsOf),
/* harmony export */   ZC: () => (/* binding */ STATUS_WORD_LIST),
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
/** Every word endStatusOf takes (besides an exit status). */
const STATUS_WORD_LIST = [
    ...new Set([..._client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .END_STATUSES */ .B_, ...Object.keys(WORDS)])
];
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

/***/ 9348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ry: () => (/* binding */ clientSettings),
  yu: () => (/* binding */ makeClient),
  z_: () => (/* binding */ queueDir),
  nv: () => (/* binding */ queueOf),
  rU: () => (/* binding */ requireService),
  n_: () => (/* binding */ warnAboutKeyFlag)
});

// EXTERNAL MODULE: ./src/client/factory.ts + 3 modules
var factory = __webpack_require__(4770);
;// CONCATENATED MODULE: ./src/environment/queue-place.ts
function readQueuePlace(env) {
    const trimmed = (value) => value?.trim() || undefined;
    return {
        queueDir: trimmed(env.JOB_MONITOR_QUEUE_DIR),
        stateHome: trimmed(env.XDG_STATE_HOME),
        localAppData: trimmed(env.LOCALAPPDATA),
        home: trimmed(env.HOME),
        userProfile: trimmed(env.USERPROFILE)
    };
}

// EXTERNAL MODULE: ./src/queue/queue.ts + 5 modules
var queue_queue = __webpack_require__(5072);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
;// CONCATENATED MODULE: ./src/cli/client-setup.ts




function warnAboutKeyFlag(config, say) {
    if (config.keyFromFlag) {
        say('warning: --api-key shows in the process list (ps); prefer the JOB_MONITOR_API_KEY variable');
    }
}
/** The client's settings, less the key (the heartbeat process builds its client from them). */
function clientSettings(config) {
    return {
        baseUrl: config.baseUrl,
        deploymentUrl: config.deploymentUrl,
        timeoutMs: config.timeoutMs,
        maxAttempts: config.maxAttempts,
        userAgent: 'job-monitor-cli'
    };
}
function makeClient(config, proxy, say) {
    return (0,factory/* createClient */.U)(clientSettings(config), config.apiKey, { proxy, log: say });
}
function queueDir(config, env) {
    return config.queueDir ?? (0,queue_queue/* defaultQueueDir */.Wm)(readQueuePlace(env));
}
/** The queue in its resolved folder (see Connection in command-settings.ts). */
function queueOf(queue, say) {
    return new queue_queue.RunQueue({ dir: queue.dir, log: say });
}
/** Subcommands other than exec need a key and the address they talk to. */
function requireService(config, needs = 'runs') {
    if (config.keyUnusable)
        throw new errors/* UsageError */.e(config.keyUnusable);
    if (!config.apiKey)
        throw new errors/* UsageError */.e('no API key: set JOB_MONITOR_API_KEY (or --api-key)');
    if (needs === 'pipelines' && !config.deploymentUrl) {
        throw new errors/* UsageError */.e('--deployment-url is required (or set JOB_MONITOR_DEPLOYMENT_URL)');
    }
    if (needs === 'runs' && !config.baseUrl) {
        throw new errors/* UsageError */.e('--base-url is required (or set JOB_MONITOR_BASE_URL)');
    }
    if (needs === 'either' && !config.baseUrl && !config.deploymentUrl) {
        throw new errors/* UsageError */.e('--base-url (JOB_MONITOR_BASE_URL) or --deployment-url (JOB_MONITOR_DEPLOYMENT_URL) is required');
    }
}


/***/ }),

/***/ 7635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EP: () => (/* binding */ connectionFor),
  GA: () => (/* binding */ settingsForEnd),
  sc: () => (/* binding */ settingsForExec),
  n3: () => (/* binding */ settingsForHeartbeat),
  Qk: () => (/* binding */ settingsForNotify),
  MQ: () => (/* binding */ settingsForPipelines),
  YD: () => (/* binding */ settingsForReplay),
  VA: () => (/* binding */ settingsForRuns),
  Fu: () => (/* binding */ settingsForStart)
});

// UNUSED EXPORTS: execOptions

// EXTERNAL MODULE: ./src/client/wire.ts
var wire = __webpack_require__(1054);
// EXTERNAL MODULE: ./src/environment/proxy.ts
var proxy = __webpack_require__(2241);
// EXTERNAL MODULE: ./src/queue/constants.ts
var constants = __webpack_require__(3846);
// EXTERNAL MODULE: ./src/logs/exec-captures.ts
var exec_captures = __webpack_require__(5748);
// EXTERNAL MODULE: ./src/settings/check.ts
var check = __webpack_require__(8785);
// EXTERNAL MODULE: ./src/emulator/history/run-query.ts
var run_query = __webpack_require__(9004);
// EXTERNAL MODULE: ./src/cli/ci-facts.ts
var ci_facts = __webpack_require__(5606);
// EXTERNAL MODULE: ./src/cli/ci-status.ts
var ci_status = __webpack_require__(9459);
// EXTERNAL MODULE: ./src/cli/config.ts + 1 modules
var cli_config = __webpack_require__(99);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/cli/job-deadline.ts
/**
 * The job's deadline, where the CI system tells the job its time limit: GitLab gives
 * CI_JOB_STARTED_AT (ISO 8601) and CI_JOB_TIMEOUT (seconds). On a job-level time-out GitLab
 * kills the job and after_script gets no time, so the heartbeat process ends the run at this
 * deadline itself. Undefined when either is missing or not what GitLab writes, and when the
 * deadline is already past: the job is running, so this machine's clock is not GitLab's, and a
 * run ended as timed out while its job goes on would be false.
 */
function jobDeadlineOf(env, now = Date.now()) {
    const started = env.CI_JOB_STARTED_AT?.trim() ?? '';
    const timeout = env.CI_JOB_TIMEOUT?.trim() ?? '';
    if (!/^\d{1,9}$/.test(timeout) || Number(timeout) === 0)
        return undefined;
    // A date and a time with its zone, nothing more: Date.parse reads much else, differently.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/.test(started))
        return undefined;
    const at = Date.parse(started);
    if (!Number.isFinite(at) || at + Number(timeout) * 1000 <= now)
        return undefined;
    return { at: at + Number(timeout) * 1000, limitSeconds: Number(timeout) };
}

// EXTERNAL MODULE: ./src/cli/client-setup.ts + 1 modules
var client_setup = __webpack_require__(9348);
;// CONCATENATED MODULE: ./src/cli/command-settings.ts













function connectionFor(flags, env, needs = 'runs') {
    const config = (0,cli_config/* serviceConfig */.IE)(flags, env);
    return {
        config,
        needs,
        proxy: (0,proxy/* readProxyFacts */.u)(env),
        queue: { dir: (0,client_setup/* queueDir */.z_)(config, env) }
    };
}
/** --wait in ms, within [1, max] seconds. */
function waitMsOf(flags, max, fallbackSeconds) {
    return (((0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'wait', {}), '--wait', 1, max, 'seconds') ?? fallbackSeconds) * 1000);
}
const LOG_MAX_BYTES = 16 * 1024 * 1024;
function settingsForStart(flags, env) {
    const format = (0,cli_config/* pick */.Up)(flags, 'format', {}) ?? 'text';
    if (!['text', 'env', 'json'].includes(format))
        throw new errors/* UsageError */.e('--format must be text, env or json');
    const stateFile = (0,cli_config/* pick */.Up)(flags, 'state-file', {});
    if (stateFile) {
        const waitMs = waitMsOf(flags, 3600, 15);
        const heartbeatMs = (0,cli_config/* heartbeatMsOf */.c6)(flags, env);
        const jobName = (0,cli_config/* jobNameOf */.gm)(flags, env);
        const metadata = (0,cli_config/* metadataOf */.Nk)(flags);
        const tags = (0,cli_config/* tagsOf */.Fg)(flags);
        const connection = connectionFor(flags, env);
        const deadline = jobDeadlineOf(env);
        return {
            format,
            stateFile,
            waitMs,
            heartbeatMs,
            jobName,
            connection,
            metadata,
            tags,
            ci: (0,ci_facts/* ciMetadataOf */.Hf)(env),
            ...(deadline ? { deadline } : {}),
            job: (0,ci_facts/* jobWatchFactsOf */.d$)(env)
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
    const logMaxBytes = (0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'log-max-bytes', {}), '--log-max-bytes', 0, LOG_MAX_BYTES, 'bytes') ??
        65536;
    const stateFile = (0,cli_config/* pick */.Up)(flags, 'state-file', {});
    // Each form reads its flags in the order it always has: a line with two mistakes names the same one.
    const stateWaitMs = stateFile ? waitMsOf(flags, 3600, 15) : 0;
    const word = (0,cli_config/* pick */.Up)(flags, 'status', {});
    const status = word === undefined ? undefined : (0,ci_status/* endStatusOf */.Fi)(word);
    if (word === undefined || !status) {
        const near = word && (0,args/* nearestWord */.zZ)(word.trim().toLowerCase(), ci_status/* STATUS_WORD_LIST */.ZC);
        const hint = near ? ` (did you mean ${near}?)` : '';
        const got = word === undefined ? '' : `; got ${(0,check/* shown */.SP)(word)}`;
        throw new errors/* UsageError */.e(`--status must be one of ${ci_status/* STATUS_WORDS */.ly}${got}${hint}`, '--status');
    }
    // A run that did not succeed always says why, in the CI system's words where it gave one.
    const errorDetails = (0,cli_config/* pick */.Up)(flags, 'error', {}) ?? (0,ci_status/* errorDetailsOf */.WE)(word, (0,cli_config/* pick */.Up)(flags, 'job-url', {}));
    if (stateFile) {
        return {
            stateFile,
            logFile,
            logMaxBytes,
            waitMs: stateWaitMs,
            status,
            word,
            connection: connectionFor(flags, env),
            errorDetails,
            metadata: (0,cli_config/* metadataOf */.Nk)(flags),
            tags: (0,cli_config/* tagsOf */.Fg)(flags),
            ci: (0,ci_facts/* ciMetadataOf */.Hf)(env)
        };
    }
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
        errorDetails: errorDetails ?? undefined,
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
function execOptions(flags, positionals, env) {
    if (positionals.length === 0)
        throw new errors/* UsageError */.e('exec: no command given; usage: job-monitor exec [options] [--] <command> [args...]');
    // The user's metadata parsed once, and the CI facts read once, for both kinds of call.
    const user = (0,cli_config/* metadataOf */.Nk)(flags);
    const ci = (0,ci_facts/* ciMetadataOf */.Hf)(env);
    return {
        command: positionals,
        jobName: (0,cli_config/* jobNameOf */.gm)(flags, env),
        heartbeatMs: (0,cli_config/* heartbeatMsOf */.c6)(flags, env),
        logMaxBytes: (0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'log-max-bytes', env), '--log-max-bytes', 0, LOG_MAX_BYTES, 'bytes') ?? 65536,
        endTimeoutMs: ((0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'end-timeout', env), '--end-timeout', 1, 3600, 'seconds') ?? 15) *
            1000,
        killAfterMs: ((0,cli_config/* wholeNumber */.rD)((0,cli_config/* pick */.Up)(flags, 'kill-after', env), '--kill-after', 0, 3600, 'seconds') ?? 10) *
            1000,
        metadata: (0,ci_facts/* withContext */.eQ)(ci.report, user),
        heartbeatMetadata: (0,ci_facts/* withContext */.eQ)(ci.heartbeat, user),
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
function settingsForExec(flags, positionals, env) {
    const common = {
        pipelineIdInput: (0,cli_config/* inputOf */.wg)(flags, 'pipeline-id', cli_config/* Env */.o9.pipelineId),
        capturesDir: (0,exec_captures/* capturesDir */.t_)(env.RUNNER_TEMP)
    };
    try {
        const connection = connectionFor(flags, env);
        return { connection, o: execOptions(flags, positionals, env), ...common };
    }
    catch (e) {
        if (!(e instanceof errors/* UsageError */.e) || !e.fromEnvironment)
            throw e;
        // Read again without the job-monitor variables (the flags alone are known to be good),
        // keeping the job name, which the output hand-off to the action still uses.
        const rest = Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('JOB_MONITOR_') || k === cli_config/* Env */.o9.jobName));
        return {
            connection: connectionFor(flags, rest),
            o: execOptions(flags, positionals, rest),
            trouble: e,
            ...common
        };
    }
}


/***/ }),

/***/ 99:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o9: () => (/* binding */ Env),
  c6: () => (/* binding */ heartbeatMsOf),
  wg: () => (/* binding */ inputOf),
  gm: () => (/* binding */ jobNameOf),
  Nk: () => (/* binding */ metadataOf),
  Up: () => (/* binding */ pick),
  IE: () => (/* binding */ serviceConfig),
  P2: () => (/* binding */ startTimeOf),
  Fg: () => (/* binding */ tagsOf),
  rD: () => (/* binding */ wholeNumber),
  Lm: () => (/* binding */ yesNo)
});

// UNUSED EXPORTS: serviceUrl, setting

;// CONCATENATED MODULE: ./src/settings/bounds.ts
const Bounds = {
    /** How long one call to the service may take. */
    timeoutSeconds: { min: 1, max: 300, unit: 'seconds' },
    /** Tries per call, the first included. */
    attempts: { min: 1, max: 10, unit: 'attempts' },
    /** Seconds between heartbeats; 0 sends none. At most a day. */
    heartbeatSeconds: { min: 0, max: 86_400, unit: 'seconds' },
    /** The action's log budget per end report: below 1 KiB the head and tail say nothing. */
    actionLogMaxBytes: { min: 1024, max: 16 * 1024 * 1024, unit: 'bytes' },
    /**
     * Jobs sharing the key (a matrix's size): their heartbeats split the hourly limit. A matrix
     * holds at most 256 jobs; other jobs may share the key.
     */
    jobTotal: { min: 1, max: 1000, unit: 'jobs' },
    /** A matrix leg's place (`strategy.job-index`): a matrix holds at most 256 jobs. */
    jobIndex: { min: 0, max: 1000 },
    /** A GitHub job (check run) id. */
    jobId: { min: 1, max: Number.MAX_SAFE_INTEGER }
};

// EXTERNAL MODULE: ./src/settings/check.ts
var settings_check = __webpack_require__(8785);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/run/child-environment.ts
var child_environment = __webpack_require__(347);
;// CONCATENATED MODULE: ./src/cli/config.ts




const Env = {
    apiKey: child_environment/* API_KEY_VARIABLE */.C,
    baseUrl: 'JOB_MONITOR_BASE_URL',
    deploymentUrl: 'JOB_MONITOR_DEPLOYMENT_URL',
    pipelineId: 'JOB_MONITOR_PIPELINE_ID',
    jobName: 'JOB_MONITOR_JOB_NAME',
    queueDir: 'JOB_MONITOR_QUEUE_DIR',
    heartbeatInterval: 'JOB_MONITOR_HEARTBEAT_INTERVAL',
    runId: 'JOB_MONITOR_RUN_ID',
    runKey: 'JOB_MONITOR_RUN_KEY',
    startTime: 'JOB_MONITOR_START_TIME',
    timeout: 'JOB_MONITOR_TIMEOUT',
    attempts: 'JOB_MONITOR_ATTEMPTS',
    passApiKey: 'JOB_MONITOR_PASS_API_KEY'
};
function str(flags, name) {
    const v = flags[name];
    return typeof v === 'string' ? v : undefined;
}
/** A flag's value, else the variable's, trimmed; empty means unset. */
function pick(flags, flag, env, variable) {
    const v = str(flags, flag) ?? (variable ? env[variable] : undefined);
    const t = v?.trim();
    return t ? t : undefined;
}
/** How to name a setting in a message: the flag when it was given, else the variable it came from. */
function inputOf(flags, flag, variable) {
    return variable && typeof flags[flag] !== 'string' ? variable : `--${flag}`;
}
/** A setting's value (as `pick` reads it) and the name of the input it came from, for a check. */
function setting(flags, flag, env, variable) {
    return [pick(flags, flag, env, variable), inputOf(flags, flag, variable)];
}
/** Runs a shared check, turning its refusal into a UsageError naming the flag or variable. */
function checked(check) {
    try {
        return check();
    }
    catch (e) {
        if (e instanceof settings_check/* SettingError */.L_)
            throw new errors/* UsageError */.e(e.message, e.setting);
        throw e;
    }
}
/** An http(s) URL; plain http only to loopback, since the key would cross the network in clear. */
function serviceUrl(value, what) {
    return checked(() => (0,settings_check/* checkUrl */.CU)(value, what));
}
/**
 * A yes/no setting: the boolean flag when given, else the variable (the shared yes/no words;
 * another word is refused naming the variable), else false.
 */
function yesNo(flags, flag, env, variable) {
    if (flags[flag] === true)
        return true;
    return checked(() => (0,settings_check/* checkBoolean */.pO)(env[variable], variable)) ?? false;
}
/** A whole number within [min, max]; `what` is the flag (`--name`) or the variable. */
function wholeNumber(value, what, min, max, unit) {
    return checked(() => (0,settings_check/* checkWholeNumber */.BV)(value, what, { min, max, unit }));
}
function serviceConfig(flags, env) {
    const keyFlag = pick(flags, 'api-key', {});
    const key = checked(() => keyFlag !== undefined
        ? (0,settings_check/* apiKeySetting */.Qo)(keyFlag, '--api-key')
        : (0,settings_check/* apiKeySetting */.Qo)(env[Env.apiKey], Env.apiKey));
    const timeout = whole(flags, 'timeout', env, Env.timeout, Bounds.timeoutSeconds);
    return {
        apiKey: key.apiKey,
        ...(key.unusable ? { keyUnusable: key.unusable } : {}),
        keyFromFlag: keyFlag !== undefined,
        baseUrl: serviceUrl(...setting(flags, 'base-url', env, Env.baseUrl)) ?? '',
        deploymentUrl: serviceUrl(...setting(flags, 'deployment-url', env, Env.deploymentUrl)),
        pipelineId: checked(() => (0,settings_check/* checkPipelineId */.iw)(...setting(flags, 'pipeline-id', env, Env.pipelineId))),
        queueDir: pick(flags, 'queue-dir', env, Env.queueDir),
        timeoutMs: timeout === undefined ? undefined : timeout * 1000,
        maxAttempts: whole(flags, 'attempts', env, Env.attempts, Bounds.attempts),
        quiet: flags.quiet === true
    };
}
function whole(flags, flag, env, variable, rule) {
    const [value, what] = setting(flags, flag, env, variable);
    return wholeNumber(value, what, rule.min, rule.max, rule.unit);
}
/** --metadata (a JSON object) with each --meta key=value merged over it. */
function metadataOf(flags) {
    const json = checked(() => (0,settings_check/* checkMetadata */.sI)(str(flags, 'metadata'), '--metadata'));
    let metadata = json && { ...json };
    const pairs = flags.meta;
    for (const pair of Array.isArray(pairs) ? pairs : []) {
        const eq = pair.indexOf('=');
        if (eq <= 0)
            throw new errors/* UsageError */.e(`--meta takes key=value, not ${(0,settings_check/* shown */.SP)(pair)}`, '--meta');
        metadata ??= {};
        // Defined, not assigned: a key named __proto__ is a key like any other.
        Object.defineProperty(metadata, pair.slice(0, eq), {
            value: scalar(pair.slice(eq + 1)),
            enumerable: true,
            writable: true,
            configurable: true
        });
    }
    return metadata;
}
/** Numbers stay numbers and true/false stay booleans; anything else is text. */
function scalar(text) {
    if (/^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(text))
        return Number(text);
    if (text === 'true')
        return true;
    if (text === 'false')
        return false;
    return text;
}
/** Each --tag is one tag (trimmed; empty ones dropped). */
function tagsOf(flags) {
    const tags = flags.tag;
    return checked(() => (0,settings_check/* checkTags */.MK)(Array.isArray(tags) ? tags : undefined, '--tag'));
}
/** `start`'s start_time handed back to `end`: a timestamp, else refused naming where it came from. */
function startTimeOf(flags, env) {
    return checked(() => (0,settings_check/* checkTimestamp */.Ro)(...setting(flags, 'start-time', env, Env.startTime)));
}
/** --heartbeat-interval (JOB_MONITOR_HEARTBEAT_INTERVAL) in ms; default 300 s, 0 = none. */
function heartbeatMsOf(flags, env) {
    const { min, max, unit } = Bounds.heartbeatSeconds;
    const seconds = wholeNumber(...setting(flags, 'heartbeat-interval', env, Env.heartbeatInterval), min, max, unit);
    return (seconds ?? 300) * 1000;
}
function jobNameOf(flags, env) {
    const name = (0,settings_check/* checkJobName */.jL)(pick(flags, 'job-name', env, Env.jobName));
    if (!name)
        throw new errors/* UsageError */.e(`--job-name is required (or set ${Env.jobName})`, '--job-name');
    return name;
}


/***/ }),

/***/ 7136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   complain: () => (/* binding */ complain),
/* harmony export */   e: () => (/* binding */ messenger)
/* harmony export */ });
/* harmony import */ var _logs_safe_for_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4147);
/** job-monitor's own messages on stderr. */

/**
 * One line of job-monitor's own on stderr, prefixed so it never mixes with a command's stdout.
 * Messages quote text we did not write (the service's answers, names, values given to us), and
 * inside a CI step every line is read by the runner: this is the one gate, so control characters
 * show escaped and no line reads as a workflow command.
 */
function complain(message) {
    process.stderr.write(`job-monitor: ${(0,_logs_safe_for_log_js__WEBPACK_IMPORTED_MODULE_0__/* .safeForLog */ .p)(message)}\n`);
}
/** job-monitor's messages that `--quiet` silences. */
function messenger(quiet) {
    return message => {
        if (!quiet)
            complain(message);
    };
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

/***/ 3638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _r: () => (/* binding */ readEventFacts),
/* harmony export */   cw: () => (/* binding */ readRunnerFacts)
/* harmony export */ });
/* unused harmony export workflowFileOf */
/** RUNNER_OS and RUNNER_ARCH in OpenTelemetry's words (`os.type`, `host.arch`). */
const OS_TYPES = { Linux: 'linux', Windows: 'windows', macOS: 'darwin' };
const HOST_ARCHES = {
    X64: 'amd64',
    X86: 'x86',
    ARM: 'arm32',
    ARM64: 'arm64'
};
function readRunnerFacts(env, o = {}) {
    const server = serverOf(env.GITHUB_SERVER_URL);
    const repository = /^[\w.-]+\/[\w.-]+$/.test(env.GITHUB_REPOSITORY ?? '')
        ? env.GITHUB_REPOSITORY
        : undefined;
    const runId = digits(env.GITHUB_RUN_ID);
    const attempt = digits(env.GITHUB_RUN_ATTEMPT);
    const runUrl = repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
    const checkRunId = o.checkRunId ? String(o.checkRunId) : undefined;
    const headRef = env.GITHUB_HEAD_REF?.trim();
    const refType = env.GITHUB_REF_TYPE;
    return {
        ciSystem: 'github-actions',
        pipelineName: env.GITHUB_WORKFLOW,
        pipelineRunId: runId,
        pipelineRunUrl: runUrl && (attempt ? `${runUrl}/attempts/${attempt}` : runUrl),
        taskName: env.GITHUB_JOB,
        taskRunId: checkRunId,
        taskRunUrl: runUrl && checkRunId ? `${runUrl}/job/${checkRunId}` : undefined,
        workerName: env.RUNNER_NAME,
        repositoryUrl: repository ? `${server}/${repository}` : undefined,
        // A pull request's run is on a merge ref (`12/merge`); its head is the branch.
        refName: headRef || env.GITHUB_REF_NAME,
        refType: headRef ? 'branch' : refType === 'branch' || refType === 'tag' ? refType : undefined,
        revision: env.GITHUB_SHA,
        vcsProvider: 'github',
        osType: wordOf(env.RUNNER_OS, OS_TYPES),
        hostArch: wordOf(env.RUNNER_ARCH, HOST_ARCHES),
        trigger: env.GITHUB_EVENT_NAME,
        attempt: attempt ? Number(attempt) : undefined,
        actor: env.GITHUB_ACTOR
    };
}
function serverOf(raw) {
    try {
        const url = new URL(raw || 'https://github.com');
        if (url.protocol === 'https:' || url.protocol === 'http:')
            return url.origin;
    }
    catch {
        // Not a URL: github.com's.
    }
    return 'https://github.com';
}
function digits(raw) {
    const text = raw?.trim();
    return text && /^[1-9]\d{0,15}$/.test(text) ? text : undefined;
}
function wordOf(raw, words) {
    const text = raw?.trim();
    if (!text)
        return undefined;
    return Object.hasOwn(words, text) ? words[text] : text.toLowerCase();
}
function readEventFacts(env) {
    const runId = digits(env.GITHUB_RUN_ID);
    const attempt = digits(env.GITHUB_RUN_ATTEMPT);
    const eventName = env.GITHUB_EVENT_NAME?.trim();
    const eventPath = env.GITHUB_EVENT_PATH?.trim();
    return {
        runId: runId ? Number(runId) : undefined,
        attempt: attempt ? Number(attempt) : undefined,
        eventName: eventName && /^[a-z_]{1,64}$/.test(eventName) ? eventName : undefined,
        workflowFile: workflowFileOf(env.GITHUB_WORKFLOW_REF),
        eventPath: eventPath || undefined
    };
}
/** `octo/app/.github/workflows/nightly.yml@refs/heads/main` gives `nightly.yml`. */
function workflowFileOf(ref) {
    const m = /^[^/\s]+\/[^/\s]+\/\.github\/workflows\/([^/@\s]+\.ya?ml)@\S+$/.exec(ref?.trim() ?? '');
    return m?.[1];
}


/***/ }),

/***/ 2241:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readProxyFacts)
/* harmony export */ });
function readProxyFacts(env) {
    return {
        httpsProxy: env.https_proxy || env.HTTPS_PROXY || undefined,
        httpProxy: env.http_proxy || env.HTTP_PROXY || undefined,
        noProxy: (env.no_proxy || env.NO_PROXY || '').split(',').map(s => s.trim().toLowerCase())
    };
}


/***/ }),

/***/ 3481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jl: () => (/* binding */ charStart),
/* harmony export */   NS: () => (/* binding */ HeadTailCapture),
/* harmony export */   dm: () => (/* binding */ headTail)
/* harmony export */ });
/* unused harmony export cutMarker */
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5474);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44);
/* harmony import */ var _redact_shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(353);
/* harmony import */ var _util_bytes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1671);
/**
 * Bounded head+tail capture. Errors usually show at the end of a log and the command line at
 * its start, so both are kept (peers keep only one side) within a fixed byte budget, whatever
 * passes through: `job-monitor exec` streams hundreds of megabytes through it.
 *
 * It redacts as it cuts. A secret that straddles a cut would leave a piece that no rule
 * recognises, so the capture keeps REDACTION_CONTEXT_BYTES beyond each cut point, redacts the
 * windows it holds, and only then cuts them; what touches a window's own edge is hidden too.
 */




const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: false });
function cutMarker(cutBytes) {
    return `\n[... ${cutBytes} bytes cut ...]\n`;
}
/** The largest marker a capture can need (the cut count has at most 16 digits). */
const MAX_MARKER_BYTES = encoder.encode(cutMarker(10 ** 15)).length;
/** Below this bound there is no room for head, marker and tail. */
const MIN_CUT_BYTES = MAX_MARKER_BYTES + 8;
/** Moves `index` back to the start of a UTF-8 character. */
function charStart(bytes, index) {
    let i = Math.max(0, Math.min(index, bytes.length));
    while (i > 0 && i < bytes.length && (bytes[i] & 0xc0) === 0x80)
        i--;
    return i;
}
/** Moves `index` forward to the start of a UTF-8 character. */
function charStartForward(bytes, index) {
    let i = Math.max(0, Math.min(index, bytes.length));
    while (i < bytes.length && (bytes[i] & 0xc0) === 0x80)
        i++;
    return i;
}
/** Within `slack` bytes, prefer to cut the head just after a newline. */
function headCut(head, want, slack) {
    const end = charStart(head, want);
    const from = Math.max(0, end - slack);
    const nl = head.lastIndexOf(0x0a, end - 1);
    return nl >= from && nl >= 0 ? nl + 1 : end;
}
/** Within `slack` bytes, prefer to start the tail just after a newline. */
function tailCut(tail, start, slack) {
    const begin = charStartForward(tail, start);
    const nl = tail.indexOf(0x0a, begin);
    return nl >= 0 && nl < begin + slack ? nl + 1 : begin;
}
const BLANKS_ONLY = /^[ \t\r]*$/;
/** The blanks that may come between a credential's name and its value (LEADING_VALUE). */
const BLANK_BYTES = new Set([0x20, 0x09, 0x0d]);
/** Hides only the common token shapes: a capture told of no secret still hides those. */
const SHAPES_ONLY = new _redact_js__WEBPACK_IMPORTED_MODULE_0__/* .Redactor */ .p();
class HeadTailCapture {
    maxBytes;
    /** Head and tail windows: what may be kept plus the context to redact across the cut. */
    headLimit;
    tailLimit;
    head;
    headLength = 0;
    /** The tail is a ring buffer: it never grows past tailLimit. */
    ring;
    ringStart = 0;
    ringLength = 0;
    total = 0;
    /**
     * Offsets (in bytes written) where what follows does not continue what came before: two
     * sources met there in the middle of a line. Only those within the windows are kept.
     */
    seams = [];
    /** `contextBytes`: held beyond each cut, at least the longest secret shape (stream-redact.ts). */
    constructor(maxBytes, contextBytes = _constants_js__WEBPACK_IMPORTED_MODULE_2__/* .REDACTION_CONTEXT_BYTES */ .uF) {
        if (!Number.isInteger(maxBytes) || maxBytes < 0)
            throw new RangeError('maxBytes must be a whole number >= 0');
        this.maxBytes = maxBytes;
        const context = Math.max(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .REDACTION_CONTEXT_BYTES */ .uF, contextBytes);
        // Too small for head + marker + tail: keep only the end, which says most.
        const headKept = maxBytes < MIN_CUT_BYTES ? 0 : Math.floor(maxBytes / 2);
        this.headLimit = headKept === 0 ? 0 : headKept + context;
        this.tailLimit = maxBytes - headKept + context;
        this.head = new Uint8Array(this.headLimit);
        this.ring = new Uint8Array(this.tailLimit);
    }
    get totalBytes() {
        return this.total;
    }
    /** Bytes held in memory: never more than maxBytes plus the context on each side of the cut. */
    get retainedBytes() {
        return this.headLength + this.ringLength;
    }
    /**
     * Bytes of text a write would need before none of what is held now beyond the head stays:
     * 0 while the head still fills. A writer that knows more than this follows may count the
     * bytes before it with skip() instead of writing them.
     */
    get tailWindow() {
        return this.headLength < this.headLimit ? 0 : this.tailLimit;
    }
    /**
     * Counts `n` bytes of text that are not written: only when the head is full and at least
     * tailWindow bytes are written after them, so none of them could have been kept.
     */
    skip(n) {
        if (this.tailWindow === 0)
            throw new Error('skip() while the head still fills');
        this.total += n;
    }
    /**
     * What is written next does not continue what was written so far (another source's line
     * went in between): the text on each side is redacted as cut there. `before` and `after`
     * name the sources that wrote on each side, so that a credential's name left at the end of
     * one source's text still hides the value that source writes after the seam.
     */
    seam(before, after) {
        if (this.total === 0)
            return;
        const last = this.seams.at(-1);
        if (last?.at === this.total) {
            last.after = after;
            return;
        }
        // Seams that neither window holds any longer are let go.
        const tailStart = this.total - this.tailLimit;
        this.seams = this.seams.filter(s => s.at <= this.headLimit || s.at > tailStart);
        this.seams.push({ at: this.total, before, after });
    }
    write(chunk) {
        let bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
        this.total += bytes.length;
        if (this.headLength < this.headLimit) {
            const take = Math.min(this.headLimit - this.headLength, bytes.length);
            this.head.set(bytes.subarray(0, take), this.headLength);
            this.headLength += take;
            bytes = bytes.subarray(take);
        }
        if (bytes.length === 0 || this.tailLimit === 0)
            return;
        if (bytes.length >= this.tailLimit) {
            // The chunk alone fills the tail: keep its last bytes, in order.
            this.ring.set(bytes.subarray(bytes.length - this.tailLimit));
            this.ringStart = 0;
            this.ringLength = this.tailLimit;
            return;
        }
        const writeAt = (this.ringStart + this.ringLength) % this.tailLimit;
        const first = Math.min(bytes.length, this.tailLimit - writeAt);
        this.ring.set(bytes.subarray(0, first), writeAt);
        this.ring.set(bytes.subarray(first), 0);
        const length = this.ringLength + bytes.length;
        if (length > this.tailLimit) {
            this.ringStart = (this.ringStart + length - this.tailLimit) % this.tailLimit;
            this.ringLength = this.tailLimit;
        }
        else
            this.ringLength = length;
    }
    tailBytes() {
        const out = new Uint8Array(this.ringLength);
        const first = Math.min(this.ringLength, this.tailLimit - this.ringStart);
        out.set(this.ring.subarray(this.ringStart, this.ringStart + first));
        out.set(this.ring.subarray(0, this.ringLength - first), first);
        return out;
    }
    /**
     * At most maxBytes of UTF-8, redacted before it is cut: everything, or head + cut marker +
     * tail. `redactor` knows the run's secrets; without one, the common token shapes are hidden.
     */
    text(redactor = SHAPES_ONLY) {
        const head = this.head.subarray(0, this.headLength);
        const tail = this.tailBytes();
        if (this.total === head.length + tail.length) {
            // All of it is held: redact the whole, then cut.
            const whole = encoder.encode(this.redactAt(redactor, (0,_util_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .concatBytes */ .I)(head, tail), 0, {}));
            if (whole.length <= this.maxBytes)
                return decoder.decode(whole);
            return joinCut(whole, whole, Math.max(this.total, whole.length), this.maxBytes);
        }
        // Two windows of a longer text: each redacted with its far edge open, then cut.
        const headEnd = charStart(head, head.length);
        const tailStart = charStartForward(tail, 0);
        const redHead = encoder.encode(this.redactAt(redactor, head.subarray(0, headEnd), 0, { openEnd: true }));
        // A window that opens on blanks may go on from a credential's name that the cut left out
        // (`password =`, then more blanks than the context held beyond a cut): the first word
        // after them is hidden as the value the name announced, as it is in the whole text.
        const redTail = encoder.encode(this.redactAt(redactor, tail.subarray(tailStart), this.total - tail.length + tailStart, {
            openStart: true,
            afterPrefix: BLANK_BYTES.has(tail[tailStart])
        }));
        // The marker counts the bytes of the original text not shown (masks in what is shown aside).
        return joinCut(redHead, redTail, this.total, this.maxBytes);
    }
    /**
     * `bytes`, written from offset `at` on, redacted piece by piece between its seams. A piece
     * that ends with a credential's name (`password =`) passes its value on to the next piece of
     * the same source: another source's lines may come in between.
     */
    redactAt(redactor, bytes, at, edges) {
        const cuts = this.seams.filter(s => s.at > at && s.at < at + bytes.length);
        if (cuts.length === 0)
            return redactor.redact(decoder.decode(bytes), edges);
        const bounds = [0, ...cuts.map(s => s.at - at), bytes.length];
        /** Sources whose last piece ended with a credential's name (the first: as the edge says). */
        const announced = new Set();
        if (edges.afterPrefix)
            announced.add(cuts[0].before);
        let out = '';
        for (let i = 0; i + 1 < bounds.length; i++) {
            const source = i < cuts.length ? cuts[i].before : cuts[i - 1].after;
            const text = decoder.decode(bytes.subarray(bounds[i], bounds[i + 1]));
            out += redactor.redact(text, {
                openStart: i > 0 || edges.openStart,
                openEnd: i + 2 < bounds.length || edges.openEnd,
                afterPrefix: announced.has(source)
            });
            // Blanks alone neither give the value nor take its announcement back.
            if (BLANKS_ONLY.test(text))
                continue;
            if (i + 2 < bounds.length && (0,_redact_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .endsWithPrefix */ .R3)(text))
                announced.add(source);
            else
                announced.delete(source);
        }
        return out;
    }
}
/**
 * Joins a head and a tail of a longer text (`total` bytes) with a marker, within maxBytes.
 * The marker's own size is taken from the head and tail budgets.
 */
function joinCut(head, tail, total, maxBytes) {
    if (maxBytes < MIN_CUT_BYTES) {
        // No room for a marker: the end says most.
        const start = charStartForward(tail, Math.max(0, tail.length - maxBytes));
        return decoder.decode(tail.subarray(start));
    }
    const budget = maxBytes - MAX_MARKER_BYTES;
    const headWant = Math.min(head.length, Math.floor(budget / 2));
    const tailWant = Math.min(tail.length, budget - headWant);
    const slack = Math.min(200, Math.floor(budget / 8));
    // A piece that fits whole (redaction can shorten one) is not cut back to a line boundary.
    const headEnd = headWant === head.length ? head.length : headCut(head, headWant, slack);
    const tailStart = tailWant === tail.length ? 0 : tailCut(tail, tail.length - tailWant, slack);
    const kept = headEnd + (tail.length - tailStart);
    return (decoder.decode(head.subarray(0, headEnd)) +
        cutMarker(total - kept) +
        decoder.decode(tail.subarray(tailStart)));
}
/** headTail for a whole string: the same result as streaming it through a capture. */
function headTail(text, maxBytes, redactor) {
    const capture = new HeadTailCapture(maxBytes);
    capture.write(text);
    return capture.text(redactor);
}


/***/ }),

/***/ 5748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZW: () => (/* binding */ writeCaptureIn),
/* harmony export */   t_: () => (/* binding */ capturesDir)
/* harmony export */ });
/* unused harmony exports writeCapture, readCaptures */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_random_hex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7773);
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6210);
/* harmony import */ var _util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(224);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8230);
/**
 * Hand-off of `job-monitor exec` captures to the action's post step in the same job: exec
 * writes one file per wrapped command under RUNNER_TEMP (emptied only at job start and end),
 * post reads them all into the end report's logs.
 */






/** `runnerTemp`: RUNNER_TEMP, as the front end read it. */
function capturesDir(runnerTemp) {
    return runnerTemp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(runnerTemp, 'job-monitor', 'captures') : undefined;
}
async function writeCapture(runnerTemp, capture) {
    const dir = capturesDir(runnerTemp);
    if (dir)
        await writeCaptureIn(dir, capture);
}
/** Into the folder capturesDir gave (exec reads it with its other settings). */
async function writeCaptureIn(dir, capture) {
    await (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_3__/* .makeDirs */ .X2)(dir, 0o700);
    // Sortable by time, unique across processes.
    const name = `${Date.now().toString().padStart(15, '0')}-${process.pid}-${(0,_util_random_hex_js__WEBPACK_IMPORTED_MODULE_2__/* .randomHex */ .n)(4)}`;
    await (0,_util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Zf)(dir, `${name}.json`, JSON.stringify(capture));
}
async function readCaptures(runnerTemp) {
    const dir = capturesDir(runnerTemp);
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
            const text = await readRegularFile(join(dir, name));
            if (text === undefined)
                continue;
            const value = JSON.parse(text);
            if (typeof value?.command === 'string' && typeof value.output === 'string')
                out.push(value);
        }
        catch {
            // A capture that cannot be read is left out; the report goes on.
        }
    }
    return out;
}


/***/ }),

/***/ 2650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ deliverOrQueue)
/* harmony export */ });
/* harmony import */ var _client_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);

/**
 * Delivers `call` within the deadline. Undelivered and retryable: queued with its retry
 * state, so that replay continues the same sequence. Not retryable (401, other 4xx, a call
 * that cannot be addressed): not queued, the error is returned. Heartbeats are never queued: a late
 * heartbeat says nothing true.
 *
 * An end report with run_id '' and a runKey takes the run id learnt for that run key; while
 * none is known, its start is still queued (or on its way there), so the end is queued
 * behind it without being sent. Every record carries the identity of the service the client
 * sends that kind of call to, so that only a client of that service replays it. Every call
 * passes the client's outbound gate first: an identifier holding the key is refused, neither
 * sent nor queued. Never throws: a queue that cannot be written shows in the returned error.
 */
async function deliverOrQueue(client, queue, call, o = {}) {
    const { runKey } = o;
    let passed;
    try {
        // Before anything is sent or written: the queue holds only what may leave.
        passed = client.outbound(call);
    }
    catch (e) {
        if (e instanceof _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MonitorError */ .Fu)
            return { delivered: false, error: e };
        throw e;
    }
    call = passed;
    let toSend = call;
    if (call.kind === 'end' && call.body.run_id === '' && runKey !== undefined) {
        let runId;
        try {
            runId = await queue.runIdFor(runKey);
        }
        catch {
            runId = undefined;
        }
        if (runId === undefined) {
            const error = new _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MonitorError */ .Fu("The end report waits for its run's start report, which is queued: the run id is not known yet", { retryable: true });
            return queueOrReport(queue, call, error, {
                runKey,
                retry: o.state ?? { attempts: 0 },
                service: client.identityFor?.(call.kind)
            });
        }
        toSend = { ...call, body: { ...call.body, run_id: runId } };
    }
    const delivery = await client.deliver(toSend, {
        state: o.state,
        deadline: o.deadline,
        signal: o.signal
    });
    if (delivery.delivered) {
        if (runKey !== undefined) {
            // Best effort: the link only saves a later end report from waiting.
            if (toSend.kind === 'start') {
                const runId = delivery.response.run_id;
                await queue.rememberRunId(runKey, runId).catch(() => undefined);
            }
            else if (toSend.kind === 'end') {
                await queue.forgetRunId(runKey).catch(() => undefined);
            }
        }
        return delivery;
    }
    if (!delivery.error.retryable || call.kind === 'heartbeat') {
        return { delivered: false, error: delivery.error };
    }
    return queueOrReport(queue, toSend, delivery.error, {
        runKey,
        retry: delivery.state,
        lastError: delivery.error.message,
        service: client.identityFor?.(call.kind)
    });
}
async function queueOrReport(queue, call, error, info) {
    try {
        const queued = await queue.enqueue(call, info);
        return { delivered: false, error, queued };
    }
    catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        return {
            delivered: false,
            error: new _client_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .MonitorError */ .Fu(`${error.message}; it could not be queued either: ${reason}`, {
                retryable: error.retryable,
                status: error.status,
                cause: error
            })
        };
    }
}


/***/ }),

/***/ 347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ API_KEY_VARIABLE),
/* harmony export */   o: () => (/* binding */ withoutApiKey)
/* harmony export */ });
/**
 * The environment of a process job-monitor starts. The API key is in ours (the command-line
 * tool reads it from JOB_MONITOR_API_KEY, and a job's environment may hold it under a name of
 * its own), but a process we start needs it only when we say so: a build tool that prints its
 * environment, or an `env` under `exec`, must not show it.
 */
/** The variable the command-line tool, the library and the heartbeat helper read the key from. */
const API_KEY_VARIABLE = 'JOB_MONITOR_API_KEY';
/**
 * `env` less the key: less API_KEY_VARIABLE, whatever it holds, and less every variable that
 * holds one of `keys` (blanks around it aside) under another name. A copy of the key is the
 * same secret; a variable that holds more than the key (a URL with it inside) is the user's.
 */
function withoutApiKey(env, keys) {
    const secrets = new Set(keys.map(k => k?.trim()).filter((k) => !!k));
    const out = {};
    for (const [name, value] of Object.entries(env)) {
        if (name === API_KEY_VARIABLE || value === undefined)
            continue;
        if (secrets.has(value.trim()))
            continue;
        out[name] = value;
    }
    return out;
}


/***/ }),

/***/ 670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ instantOf),
/* harmony export */   O1: () => (/* binding */ secondsBetween),
/* harmony export */   W1: () => (/* binding */ mergeMetadata),
/* harmony export */   Y0: () => (/* binding */ TASK_RUN_RESULT_KEY),
/* harmony export */   ZN: () => (/* binding */ repositoryUrlOf),
/* harmony export */   eD: () => (/* binding */ identityMetadata),
/* harmony export */   n9: () => (/* binding */ contextMetadata)
/* harmony export */ });
/* unused harmony exports CONTEXT_KEYS, taskRunResult, MAX_CONTEXT_CHARS, contextText, contextSeconds */
/* harmony import */ var _util_inert_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1306);

/** The metadata key of each fact. Ours are the ones OpenTelemetry has no name for. */
const CONTEXT_KEYS = {
    pipelineName: 'cicd.pipeline.name',
    pipelineRunId: 'cicd.pipeline.run.id',
    pipelineRunUrl: 'cicd.pipeline.run.url.full',
    taskName: 'cicd.pipeline.task.name',
    taskRunId: 'cicd.pipeline.task.run.id',
    taskRunUrl: 'cicd.pipeline.task.run.url.full',
    workerName: 'cicd.worker.name',
    repositoryUrl: 'vcs.repository.url.full',
    refName: 'vcs.ref.head.name',
    refType: 'vcs.ref.head.type',
    revision: 'vcs.ref.head.revision',
    vcsProvider: 'vcs.provider.name',
    osType: 'os.type',
    hostArch: 'host.arch',
    ciSystem: 'job_monitor.ci_system',
    trigger: 'job_monitor.trigger',
    attempt: 'job_monitor.attempt',
    actor: 'job_monitor.actor',
    queueSeconds: 'job_monitor.queue_seconds',
    pipelineWaitSeconds: 'job_monitor.pipeline_wait_seconds',
    setupSeconds: 'job_monitor.setup_seconds'
};
/** The end report's result, OpenTelemetry's `cicd.pipeline.task.run.result`. */
const TASK_RUN_RESULT_KEY = 'cicd.pipeline.task.run.result';
/** The task run result an end status stands for. */
function taskRunResult(status) {
    return status === 'success' ? 'success' : status === 'cancelled' ? 'cancellation' : 'failure';
}
/**
 * The longest text value sent. The API text states no limit on metadata; names, ids and URLs
 * of a run are far shorter, and what the environment holds beyond this is not a name.
 */
const MAX_CONTEXT_CHARS = 1024;
/** The longest span sent, in seconds: a year. Anything longer is a clock gone wrong. */
const MAX_SECONDS = 366 * 86_400;
/**
 * Text we did not write, made fit to send: trimmed, control characters shown escaped, the
 * shapes the Actions runner would obey as a workflow command broken up, cut to
 * MAX_CONTEXT_CHARS; empty is nothing.
 */
function contextText(raw) {
    const text = raw?.trim();
    return text ? (0,_util_inert_text_js__WEBPACK_IMPORTED_MODULE_0__/* .inertLine */ .Fq)(text, MAX_CONTEXT_CHARS) : undefined;
}
/** A whole number of seconds within [0, a year]; anything else is nothing. */
function contextSeconds(seconds) {
    if (seconds === undefined || !Number.isFinite(seconds))
        return undefined;
    const whole = Math.round(seconds);
    return whole >= 0 && whole <= MAX_SECONDS ? whole : undefined;
}
/**
 * An instant from a CI system's timestamp: ISO 8601 with its zone (`Z` or an offset), as
 * GitHub's API and GitLab's variables give it; anything else is nothing (Date.parse alone
 * reads a time without a zone as local time, and much that is not a timestamp at all).
 */
function instantOf(text) {
    if (typeof text !== 'string')
        return undefined;
    const t = text.trim();
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:?\d\d)$/i.test(t))
        return undefined;
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? undefined : ms;
}
/** Seconds from one instant to a later one, when both are known and in that order. */
function secondsBetween(from, to) {
    return from === undefined || to === undefined ? undefined : contextSeconds((to - from) / 1000);
}
/**
 * A repository's address as OpenTelemetry's `vcs.repository.url.full` wants it: https, no
 * credentials, no `.git`. Takes `https://user:token@host/o/r.git`, `git@host:o/r.git` and
 * `ssh://git@host/o/r`; anything else is nothing (it could only hide a credential).
 */
function repositoryUrlOf(raw) {
    const text = raw?.trim();
    if (!text)
        return undefined;
    const scp = /^[A-Za-z0-9._-]+@([A-Za-z0-9.-]+):(?!\/\/)([^\s]+)$/.exec(text);
    let host;
    let path;
    if (scp) {
        host = scp[1];
        path = scp[2];
    }
    else {
        let url;
        try {
            url = new URL(text);
        }
        catch {
            return undefined;
        }
        if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol) || !url.hostname)
            return undefined;
        host = url.hostname;
        path = url.pathname;
    }
    const clean = path
        .replace(/^\/+/, '')
        .replace(/\/+$/, '')
        .replace(/\.git$/, '');
    if (!clean || /[\s?#]/.test(clean))
        return undefined;
    return contextText(`https://${host}/${clean}`);
}
/**
 * The context as flat metadata: each known fact under its key, text bounded and inert,
 * numbers whole and in range; what is not known is left out.
 */
function contextMetadata(context) {
    const m = {};
    if (!context)
        return m;
    for (const [field, key] of Object.entries(CONTEXT_KEYS)) {
        const value = context[field];
        if (typeof value === 'number') {
            const n = field === 'attempt' ? attemptOf(value) : contextSeconds(value);
            if (n !== undefined)
                m[key] = n;
        }
        else if (typeof value === 'string') {
            const text = contextText(value);
            if (text !== undefined)
                m[key] = text;
        }
    }
    return m;
}
function attemptOf(n) {
    return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}
/** The few keys that say which run a heartbeat belongs to: heartbeats stay small. */
function identityMetadata(context) {
    const all = contextMetadata(context);
    const m = {};
    for (const field of ['repositoryUrl', 'pipelineRunId', 'taskName', 'taskRunId']) {
        const key = CONTEXT_KEYS[field];
        if (all[key] !== undefined)
            m[key] = all[key];
    }
    return m;
}
/** The user's metadata wins over the automatic one, key by key, kept as given. */
function mergeMetadata(auto, user) {
    return { ...auto, ...user };
}


/***/ }),

/***/ 529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   beginRun: () => (/* binding */ beginRun),
/* harmony export */   endCancelledRun: () => (/* binding */ endCancelledRun),
/* harmony export */   endRun: () => (/* binding */ endRun),
/* harmony export */   finalMessage: () => (/* binding */ finalMessage)
/* harmony export */ });
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7110);
/* harmony import */ var _client_reports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2992);
/* harmony import */ var _client_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2844);
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1054);
/* harmony import */ var _queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2650);
/* harmony import */ var _queue_queue_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5072);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7936);







/** Sends the start report and the `running` notification together, within the window. */
async function beginRun(s, plan, w = {}) {
    const clock = s.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m;
    const startTime = plan.startTime ?? (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isoUtc */ .u8)(clock.now());
    const runKey = plan.runKey ?? (0,_queue_queue_js__WEBPACK_IMPORTED_MODULE_5__/* .newRunKey */ .r9)();
    const pipelineId = notifiable(s, plan.pipelineId);
    const [start, running] = await Promise.all([
        (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(s.client, s.queue, {
            kind: 'start',
            body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .startReport */ .Fg)({
                jobName: plan.jobName,
                startTime,
                metadata: plan.metadata,
                tags: plan.tags
            })
        }, { runKey, ...w }),
        pipelineId === undefined
            ? undefined
            : (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(s.client, s.queue, {
                kind: 'pipeline-notification',
                pipelineId,
                body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .pipelineNotification */ .CS)({
                    status: 'running',
                    message: `${plan.jobName} started`,
                    metadata: plan.metadata
                })
            }, { runKey, ...w })
    ]);
    const runId = start.delivered ? start.response.run_id : '';
    return {
        run: { jobName: plan.jobName, runKey, startTime, runId, pipelineId },
        start,
        ...(running === undefined ? {} : { running }),
        ...serviceOf(s.client)
    };
}
function serviceOf(client) {
    const service = client.identityFor?.('end');
    return service ? { service } : {};
}
/**
 * Ends the run: its queued start and `running` notification first, within a share of the
 * window; then the end report; then the final pipeline notification, after dropping a
 * `running` notification of this run that is still queued (sent after the final one, it would
 * leave the pipeline `running` for ever).
 */
async function endRun(s, run, ending, w = {}) {
    const clock = s.clock ?? _util_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m;
    const endTime = ending.endTime ?? (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .isoUtc */ .u8)(clock.now());
    const { runId, startCaughtUp, mine } = await sendQueuedFirst(s, run, w, clock);
    const pipelineId = notifiable(s, run.pipelineId);
    const { end, dropped } = await sendEnd(s, run, ending, {
        runId,
        endTime,
        startQueued: mine.some(r => r.call.kind === 'start'),
        w
    });
    const { final, superseded } = pipelineId === undefined
        ? { final: undefined, superseded: 0 }
        : await sendFinalNotification(s, run, ending, { pipelineId, mine, w });
    return { runId, startCaughtUp, end, final, superseded, ...(dropped.length ? { dropped } : {}) };
}
/**
 * This run's queued records, sent before its end within a share of what is left of the window:
 * its start, so that the end carries the run id. The run id as then known (from the start sent
 * now, or by a carrier before), and the run's records still queued.
 */
async function sendQueuedFirst(s, run, w, clock) {
    let runId = run.runId;
    let startCaughtUp = false;
    let mine = await ownRecords(s.queue, run.runKey);
    if (runId === '') {
        runId = (await s.queue.runIdFor(run.runKey).catch(() => undefined)) ?? '';
        startCaughtUp = runId !== '';
    }
    if (mine.length > 0 && !w.signal?.aborted) {
        const now = clock.now();
        const share = w.deadline === undefined ? undefined : now + (w.deadline - now) * _constants_js__WEBPACK_IMPORTED_MODULE_6__/* .END_START_REPLAY_SHARE */ .Ry;
        const replay = await s.queue.replay(s.client, {
            runKey: run.runKey,
            deadline: share,
            signal: w.signal
        });
        if (runId === '' && replay.runIds[run.runKey]) {
            runId = replay.runIds[run.runKey];
            startCaughtUp = true;
        }
        mine = await ownRecords(s.queue, run.runKey);
    }
    return { runId, startCaughtUp, mine };
}
/**
 * The end report, delivered or queued; none when the run has no start to end (neither
 * delivered, so no run id, nor queued). A field that holds a secret is left out, and said,
 * rather than the run left open for ever.
 */
async function sendEnd(s, run, ending, o) {
    const endCall = (e) => ({
        kind: 'end',
        body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .endReport */ .eQ)({
            jobName: run.jobName,
            startTime: run.startTime,
            runId: o.runId,
            status: e.status,
            endTime: o.endTime,
            errorDetails: e.errorDetails,
            metadata: e.metadata,
            tags: e.tags,
            logs: e.logs
        })
    });
    const passable = withoutRefusedFields(s.client, ending, endCall);
    if (o.runId === '' && !o.startQueued)
        return { dropped: passable.dropped };
    const end = await (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(s.client, s.queue, endCall(passable.ending), { runKey: run.runKey, ...o.w });
    return { end, dropped: passable.dropped };
}
/**
 * The final pipeline notification, the last the service hears of the run; a `running`
 * notification of this run still queued is dropped first, since sent after the final one it
 * would leave the pipeline `running` for ever.
 */
async function sendFinalNotification(s, run, ending, o) {
    let superseded = 0;
    // Only a `running` notification this run left queued can be superseded: no other read.
    if (o.mine.some(isRunningNotification)) {
        superseded = await s.queue
            .discard(r => r.runKey === run.runKey && isRunningNotification(r), 'superseded by the final pipeline notification')
            .catch(() => 0);
    }
    const n = ending.notification ?? {};
    const metadata = droppedMetadata(s.client, o.pipelineId, n.metadata ?? ending.metadata);
    const final = await (0,_queue_deliver_js__WEBPACK_IMPORTED_MODULE_4__/* .deliverOrQueue */ .g)(s.client, s.queue, {
        kind: 'pipeline-notification',
        pipelineId: o.pipelineId,
        body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .pipelineNotification */ .CS)({
            status: n.status ?? (ending.status === 'success' ? 'success' : 'failed'),
            message: n.message ?? finalMessage(run.jobName, ending.status),
            metadata
        })
    }, { runKey: run.runKey, ...o.w });
    return { final, superseded };
}
/** The optional fields of an end report, as the API text names them, that can be left out. */
const DROPPABLE = {
    tags: e => ({ ...e, tags: undefined }),
    metadata: e => ({ ...e, metadata: undefined }),
    'metadata (one of its keys)': e => ({ ...e, metadata: undefined })
};
/**
 * The ending without the optional fields the outbound gate refuses (a tag or a metadata key or
 * value that holds the key): the end still goes, and its logs say which field was left out. A
 * refused identifier the report cannot go without (the job name) is left for the gate to refuse.
 */
function withoutRefusedFields(client, ending, call) {
    const dropped = [];
    for (let i = 0; i < Object.keys(DROPPABLE).length; i++) {
        try {
            client.outbound(call(ending));
            break;
        }
        catch (e) {
            if (!(e instanceof _client_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .RefusedFieldError */ .D) || !Object.hasOwn(DROPPABLE, e.field))
                break;
            ending = DROPPABLE[e.field](ending);
            dropped.push(e.field.startsWith('metadata') ? 'metadata' : e.field);
        }
    }
    if (dropped.length === 0)
        return { ending, dropped };
    const note = `job-monitor: the end report goes without its ${dropped.join(' and ')}: ${dropped.length > 1 ? 'they' : 'it'} held the API key (or another secret it must not carry)`;
    return { ending: { ...ending, logs: ending.logs ? `${note}\n${ending.logs}` : note }, dropped };
}
/** The final notification's metadata, left out when the gate refuses it (it held a secret). */
function droppedMetadata(client, pipelineId, metadata) {
    if (metadata === undefined)
        return undefined;
    try {
        client.outbound({
            kind: 'pipeline-notification',
            pipelineId,
            body: (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .pipelineNotification */ .CS)({ status: 'failed', message: '', metadata })
        });
        return metadata;
    }
    catch (e) {
        return e instanceof _client_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .RefusedFieldError */ .D && e.field.startsWith('metadata') ? undefined : metadata;
    }
}
/**
 * Ends the run of a front end that was cancelled. The runner kills a cancelled step seconds
 * later (a pod's grace period ends the same way), so nothing goes over the network before the
 * run's reports are on disk: the end report and the final pipeline notification are queued
 * first, with no attempt; then this run's records are sent from the queue, oldest first,
 * within the window. Killed at any moment, the process leaves every report of the run for a
 * later replay. `sent` is set when all of them went through, with the run id they carried.
 * When the queue cannot be written, the reports are sent directly instead.
 */
async function endCancelledRun(s, run, ending, w = {}) {
    const queueOnly = new AbortController();
    queueOnly.abort(new Error('cancelled: queued before it is sent'));
    const ended = await endRun(s, run, ending, { signal: queueOnly.signal });
    if (!ended.end || ended.end.delivered)
        return { ended };
    if (!ended.end.queued)
        return { ended: await endRun(s, run, ending, w) };
    if (w.signal?.aborted)
        return { ended };
    try {
        const replay = await s.queue.replay(s.client, {
            runKey: run.runKey,
            deadline: w.deadline,
            signal: w.signal
        });
        const runId = replay.runIds[run.runKey] ?? ended.runId;
        return replay.counted && replay.remaining === 0 && replay.failed === 0
            ? { ended, sent: { runId } }
            : { ended };
    }
    catch {
        return { ended };
    }
}
/** The pipeline endpoint has no `cancelled`: a cancelled run is `failed`, and says so. */
function finalMessage(jobName, status) {
    if (status === 'success')
        return `${jobName} succeeded`;
    if (status === 'cancelled')
        return `${jobName} was cancelled`;
    return `${jobName} failed`;
}
/** A pipeline id counts only with a client that can reach the deployment endpoints. */
function notifiable(s, pipelineId) {
    if (!pipelineId)
        return undefined;
    return s.client.serves?.('pipeline-notification') === false ? undefined : pipelineId;
}
function isRunningNotification(r) {
    return r.call.kind === 'pipeline-notification' && r.call.body.status === 'running';
}
async function ownRecords(queue, runKey) {
    try {
        return (await queue.list()).filter(r => r.runKey === runKey);
    }
    catch {
        return [];
    }
}


/***/ }),

/***/ 6192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ CANCEL_SIGNALS),
/* harmony export */   EB: () => (/* binding */ anyOf),
/* harmony export */   dJ: () => (/* binding */ cancelOnSignals)
/* harmony export */ });
/**
 * Cancellation as runners and shells deliver it: SIGINT (the Actions runner's first stage,
 * Ctrl-C), SIGTERM (its second stage on Linux and macOS, a pod deletion, `kill`), SIGBREAK (its
 * second stage on Windows: Ctrl-Break, which Node gives only there), SIGHUP (a closed terminal
 * or console window). Left to Node's defaults, any of them ends the process at once and a
 * report in flight is lost. Here a signal aborts the phase's controller instead: the run
 * protocol then queues what was in flight, and the front end exits on its own, a moment later.
 */
const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGBREAK', 'SIGHUP'];
/**
 * Aborts the returned signal on the first cancel signal; `onSignal`, when given, sees every
 * signal first (exec forwards them to its command). The handlers stay until `dispose`, so a
 * second signal does not kill the process while it queues.
 */
function cancelOnSignals(o = {}) {
    const source = o.source ?? process;
    const controller = new AbortController();
    let by;
    const listener = (signal) => {
        by ??= signal;
        o.onSignal?.(signal);
        if (!controller.signal.aborted)
            controller.abort(new Error(`cancelled by ${signal}`));
    };
    for (const s of CANCEL_SIGNALS)
        source.on(s, listener);
    return {
        signal: controller.signal,
        by: () => by,
        dispose: () => {
            for (const s of CANCEL_SIGNALS)
                source.off(s, listener);
        }
    };
}
/** An abort signal that fires on any of `signals` (undefined ones are ignored). */
function anyOf(...signals) {
    return AbortSignal.any(signals.filter((s) => s !== undefined));
}


/***/ }),

/***/ 8785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ checkWholeNumber),
/* harmony export */   CU: () => (/* binding */ checkUrl),
/* harmony export */   L_: () => (/* binding */ SettingError),
/* harmony export */   MK: () => (/* binding */ checkTags),
/* harmony export */   Qo: () => (/* binding */ apiKeySetting),
/* harmony export */   Ro: () => (/* binding */ checkTimestamp),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   iw: () => (/* binding */ checkPipelineId),
/* harmony export */   jL: () => (/* binding */ checkJobName),
/* harmony export */   pO: () => (/* binding */ checkBoolean),
/* harmony export */   sI: () => (/* binding */ checkMetadata)
/* harmony export */ });
/* unused harmony exports checkApiKey, MIN_API_KEY_LENGTH, BOOLEAN_WORDS, booleanWord, isJsonObjectText */
/* harmony import */ var _client_reports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2992);
/* harmony import */ var _client_nesting_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3749);
/* harmony import */ var _util_inert_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1306);
/* harmony import */ var _util_loopback_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6815);




/** A value the setting cannot take. `problem` reads after the name: "must be ...". */
class SettingError extends Error {
    setting;
    problem;
    name = 'SettingError';
    constructor(setting, problem) {
        super(`${setting} ${problem}`);
        this.setting = setting;
        this.problem = problem;
    }
}
/** At most this many characters of a value go into a message. */
const SHOWN_CHARS = 80;
function cut(text) {
    return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}
/** The value as it goes into a message: quoted, on one line, bounded. */
function shown(raw) {
    const c = cut(raw);
    return /^[\x20-\x7e]*$/.test(c) && !c.includes("'") ? `'${c}'` : JSON.stringify(c);
}
/**
 * A parser's reason for refusing a text, for a message: its first line (YAML's next lines
 * quote the text around the mistake), control characters shown escaped (V8's JSON messages
 * may quote the text with its newlines), bounded.
 */
function parserReason(e) {
    const first = String(e?.message ?? e).split(/\r?\n/)[0];
    return (0,_util_inert_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeControl */ .hN)(first.length > 200 ? `${first.slice(0, 200)}…` : first);
}
function given(raw) {
    const t = raw?.trim();
    return t ? t : undefined;
}
/**
 * The address of a service: an http(s) URL, without trailing slashes. Plain http only to
 * this machine (the loopback rule), since the API key would otherwise cross the network in
 * clear text.
 */
function checkUrl(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new SettingError(setting, `is not a URL: ${shown(text)}; use https://host[:port]`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new SettingError(setting, `must be an http(s) URL, not ${url.protocol}`);
    }
    if (url.protocol === 'http:' && !(0,_util_loopback_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .c)(url.hostname)) {
        throw new SettingError(setting, `uses http:// to ${url.hostname}: the API key would cross the network in clear text; ` +
            'use https:// (plain http only to localhost, 127.0.0.0/8 or [::1])');
    }
    return text.replace(/\/+$/, '');
}
/**
 * The API key, trimmed. It travels in an HTTP header, which cannot carry a control character,
 * and keys are printable ASCII without blanks: anything else would fail every call, so it is
 * refused here, once, without showing the key.
 */
function checkApiKey(raw, setting) {
    const key = given(raw);
    if (key !== undefined && !/^[\x21-\x7e]+$/.test(key)) {
        throw new SettingError(setting, 'holds a character no API key has (a control character, a blank inside it, or one beyond ASCII); check the secret');
    }
    return key;
}
/**
 * Keys shorter than this are not used. Output is redacted by finding the key in it, in every
 * encoding: a key of a few characters matches ordinary words (masking them would shred every
 * log) and pieces of it cannot be told from text, so it could be neither hidden nor sent safely.
 */
const MIN_API_KEY_LENGTH = 8;
/**
 * The API key setting, checked (see checkApiKey), then held to the shortest key that can be
 * redacted safely. A key under MIN_API_KEY_LENGTH is not a mistake to fail the job on: the job
 * runs unreported, and `unusable` says why (the key itself is never quoted).
 */
function apiKeySetting(raw, setting) {
    const key = checkApiKey(raw, setting) ?? '';
    if (key === '' || key.length >= MIN_API_KEY_LENGTH)
        return { apiKey: key };
    return {
        apiKey: '',
        unusable: `${setting} is shorter than ${MIN_API_KEY_LENGTH} characters, too short to hide safely ` +
            'in logs: it is not used, and this job is not reported. Use the whole key the service issued.'
    };
}
/** Half of a UTF-16 pair without its other half: text no URL or UTF-8 file can hold. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What a file or a shell variable cannot hold as it is: NUL, and lone surrogates. */
const UNCARRIED = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');
/**
 * A pipeline id: one segment of the notify URL's path, so never `.` or `..` (the URL would
 * resolve them away and the notification would go to another path) and no lone surrogate
 * (it cannot be encoded into a URL). Anything else is encoded as it is.
 */
function checkPipelineId(raw, setting) {
    const id = given(raw);
    if (id === undefined)
        return undefined;
    if (id === '.' || id === '..') {
        throw new SettingError(setting, `cannot be ${shown(id)}: a URL path resolves it away`);
    }
    if (LONE_SURROGATE.test(id)) {
        throw new SettingError(setting, `holds half of a UTF-16 pair, which no URL can carry: ${shown(id)}`);
    }
    return id;
}
/**
 * A job name. It goes from the start report to the end through a file or a shell (the step
 * state, `start --format env`), which carry neither a NUL byte nor half of a UTF-16 pair: each
 * becomes U+FFFD there, so it becomes U+FFFD here, and the start and the end name the same job.
 */
function checkJobName(raw) {
    return given(raw)?.replace(UNCARRIED, '\ufffd');
}
/** A timestamp handed back to us (`start`'s start_time): one the reports accept. */
function checkTimestamp(raw, setting) {
    const text = given(raw);
    if (text === undefined || (0,_client_reports_js__WEBPACK_IMPORTED_MODULE_0__/* .isTimestamp */ .Fx)(text))
        return text;
    throw new SettingError(setting, `must be an ISO 8601 timestamp, not ${shown(text)}`);
}
/** A whole number in decimal digits within [min, max]: no sign, no fraction, no exponent. */
function checkWholeNumber(raw, setting, rule) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const unit = rule.unit ? ` ${rule.unit}` : '';
    if (!/^\d+$/.test(text)) {
        throw new SettingError(setting, `must be a whole number${rule.unit ? ` of ${rule.unit}` : ''}, not ${shown(text)}${inSeconds(text, rule.unit)}`);
    }
    const n = Number(text);
    if (n < rule.min || n > rule.max) {
        throw new SettingError(setting, `must be between ${rule.min} and ${rule.max}${unit}, not ${cut(text.replace(/^0+(?=\d)/, ''))}`);
    }
    return n;
}
const SECONDS_PER = { s: 1, sec: 1, m: 60, min: 60, h: 3600, d: 86_400 };
/**
 * A duration given with a unit (`5m`, `90s`, `1h`) to a setting in seconds: what to write
 * instead, so that the refusal says how, not only what.
 */
function inSeconds(text, unit) {
    const m = unit === 'seconds' ? /^(\d{1,6})\s*(s|sec|m|min|h|d)$/i.exec(text) : null;
    return m ? ` (${shown(text)} is ${Number(m[1]) * SECONDS_PER[m[2].toLowerCase()]})` : '';
}
/** The words a yes/no setting takes, in any letter case. */
const BOOLEAN_WORDS = {
    true: ['true', 'yes', 'on', '1'],
    false: ['false', 'no', 'off', '0']
};
/** The word's meaning, or undefined when it is empty or not one of BOOLEAN_WORDS. */
function booleanWord(raw) {
    const word = raw?.trim().toLowerCase() ?? '';
    if (BOOLEAN_WORDS.true.includes(word))
        return true;
    if (BOOLEAN_WORDS.false.includes(word))
        return false;
    return undefined;
}
/** A yes/no setting: undefined when unset, a SettingError for a word not in BOOLEAN_WORDS. */
function checkBoolean(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const value = booleanWord(text);
    if (value === undefined) {
        throw new SettingError(setting, `must be true or false (or ${[...BOOLEAN_WORDS.true.slice(1), ...BOOLEAN_WORDS.false.slice(1)].join(', ')}), not ${shown(text)}`);
    }
    return value;
}
/**
 * True when the metadata check reads this text as JSON even where YAML is accepted: a JSON
 * object's text. YAML's one-line mapping (`{records: 1200}`) opens with `{` too, and is not.
 */
function isJsonObjectText(raw) {
    const text = raw.trim();
    if (!text.startsWith('{'))
        return false;
    try {
        JSON.parse(text);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * True when YAML text opens flow collections (`[`, `{`) inside one another more than `limit`
 * deep, as YAML's own lexer reads the text (a bracket in quotes, a comment or a block scalar
 * opens nothing). YAML's parser recurses into every level before the depth can be checked on
 * what it returns: 20,000 levels take it over a tenth of a second, then overflow the stack. The
 * lexer does not recurse, and is left at the first level past the limit. Each flow level is a
 * level of the value too, so what the nesting bound takes passes here, with one exception: a
 * collection used as a mapping key and nested past the limit, which YAML would turn into a
 * text key, is refused too (no one means 65 levels of brackets in a key). Text with no more
 * brackets than the limit cannot pass it, and is not lexed twice.
 */
function flowNestsDeeperThan(text, yaml, limit = _client_nesting_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NESTING */ .M) {
    if (!hasMoreThan(text, /[[{]/g, limit))
        return false;
    let depth = 0;
    for (const token of new yaml.Lexer().lex(text)) {
        if (token === '[' || token === '{') {
            if (++depth > limit)
                return true;
        }
        else if (token === ']' || token === '}') {
            depth = Math.max(0, depth - 1);
        }
        else if (token === yaml.CST.FLOW_END) {
            // The lexer closes every open flow collection at a line indented too little.
            depth = 0;
        }
    }
    return false;
}
/** True when `pattern` (a global one) matches `text` more than `limit` times. */
function hasMoreThan(text, pattern, limit) {
    let count = 0;
    for (pattern.lastIndex = 0; pattern.exec(text);)
        if (++count > limit)
            return true;
    return false;
}
/** The refusal of metadata nested deeper than MAX_NESTING. */
function tooDeep(setting) {
    return new SettingError(setting, `nests objects and lists more than ${_client_nesting_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_NESTING */ .M} levels deep; keep it flatter`);
}
/** The JSON value of `text`, or the refusal that says where the JSON is wrong. */
function jsonValue(text, setting) {
    try {
        return JSON.parse(text);
    }
    catch (e) {
        throw new SettingError(setting, `is not valid JSON: ${parserReason(e)}`);
    }
}
/**
 * Metadata: a JSON object, or, when `yaml` is given, a YAML mapping too. Numbers stay
 * numbers (both parsers keep them). A JSON object is read as JSON even where YAML is accepted
 * (YAML need not be loaded); text that opens with `{` and that neither reads is refused in
 * JSON's words, so that a JSON mistake is reported as one.
 */
function checkMetadata(raw, setting, yaml) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    let value;
    if (!yaml || isJsonObjectText(text)) {
        value = jsonValue(text, setting);
    }
    else {
        if (flowNestsDeeperThan(text, yaml))
            throw tooDeep(setting);
        try {
            value = yaml.parse(text);
        }
        catch (e) {
            // Neither JSON nor YAML: refused in JSON's words (jsonValue throws, the text is not JSON).
            if (text.startsWith('{'))
                jsonValue(text, setting);
            throw new SettingError(setting, `is neither JSON nor valid YAML: ${parserReason(e)}`);
        }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
        throw new SettingError(setting, 'must be an object (key: value pairs)');
    }
    if ((0,_client_nesting_js__WEBPACK_IMPORTED_MODULE_3__/* .nestsDeeperThan */ .i)(value))
        throw tooDeep(setting);
    return value;
}
/**
 * Tags. Text is a list: one per line or comma-separated (a YAML `- ` before each is
 * allowed), or a JSON list. A list of values (a repeated flag) is one tag per value. Tags
 * are trimmed and empty ones dropped; none at all is undefined.
 */
function checkTags(raw, setting) {
    const items = typeof raw === 'string' ? tagText(raw, setting) : (raw ?? []);
    const tags = items.map(s => s.trim()).filter(s => s !== '');
    return tags.length ? tags : undefined;
}
function tagText(raw, setting) {
    const text = raw.trim();
    if (!text.startsWith('['))
        return text.split(/[\n,]/).map(s => s.trim().replace(/^- +/, ''));
    let list;
    try {
        list = JSON.parse(text);
    }
    catch {
        throw new SettingError(setting, 'looks like a JSON list but is not valid JSON');
    }
    const items = list;
    if (!items.every(t => ['string', 'number', 'boolean'].includes(typeof t))) {
        throw new SettingError(setting, 'must be a JSON list of text, not of objects or lists');
    }
    return items.map(String);
}


/***/ }),

/***/ 1671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ concatBytes),
/* harmony export */   z: () => (/* binding */ copyOf)
/* harmony export */ });
/**
 * A copy of `bytes[start, end)`, for what a reader keeps past the read that gave it. Not
 * `bytes.slice()`: Node's reads hand out Buffers, whose slice() is a view of the same memory,
 * and a reader that reuses its buffer overwrites that view with its next read.
 */
function copyOf(bytes, start = 0, end = bytes.length) {
    return new Uint8Array(bytes.subarray(start, end));
}
/** `a` then `b`, in one new array. */
function concatBytes(a, b) {
    const out = new Uint8Array(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    return out;
}


/***/ })

};
