export const id = 545;
export const ids = [545,529,136];
export const modules = {

/***/ 5606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hf: () => (/* binding */ ciMetadataOf),
/* harmony export */   K2: () => (/* binding */ readCiFacts),
/* harmony export */   cO: () => (/* binding */ reportMetadata),
/* harmony export */   d$: () => (/* binding */ jobWatchFactsOf),
/* harmony export */   eQ: () => (/* binding */ withContext),
/* harmony export */   o: () => (/* binding */ heartbeatMetadata)
/* harmony export */ });
/* unused harmony export jobKindOf */
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
        afterScriptWaitMs: (0,_process_job_process_js__WEBPACK_IMPORTED_MODULE_1__/* .afterScriptWaitMs */ .ZP)(env.RUNNER_AFTER_SCRIPT_TIMEOUT),
        disposable: env.CI_DISPOSABLE_ENVIRONMENT === 'true'
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
    // The CI's word only where it says more than "failed" (Jenkins' unstable).
    return { reason: PLAIN_FAILURE.has(w) ? 'the job failed' : `the job failed (${w})` };
}
/** Words that say a failure and nothing more. */
const PLAIN_FAILURE = new Set(['failed', 'failure']);


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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/client/factory.ts + 3 modules
var factory = __webpack_require__(4770);
// EXTERNAL MODULE: ./src/client/hour-ledger.ts + 1 modules
var hour_ledger = __webpack_require__(7638);
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

// EXTERNAL MODULE: ./src/queue/queue.ts + 6 modules
var queue_queue = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
;// CONCATENATED MODULE: ./src/cli/client-setup.ts
/**
 * The client and queue as the command line sets them up (through the one client factory), and
 * what a subcommand needs of the service settings before it may use them: a key, the address
 * it talks to, and a warning when the key came as a flag.
 */






function warnAboutKeyFlag(config, say) {
    if (config.keyFromFlag) {
        say('warning: --api-key shows in the process list (ps); prefer the JOB_MONITOR_API_KEY variable');
    }
}
/**
 * The client's settings, less the key (the heartbeat process builds its client from them),
 * with the key's hourly ledger that every job of this user on this machine shares: in the
 * queue's folder, under the key's fingerprint.
 */
function clientSettings(config, queue) {
    return {
        baseUrl: config.baseUrl,
        deploymentUrl: config.deploymentUrl,
        timeoutMs: config.timeoutMs,
        maxAttempts: config.maxAttempts,
        userAgent: 'job-monitor-cli',
        ...(config.apiKey
            ? {
                ledger: {
                    dir: (0,hour_ledger/* ledgerFolder */.G)((0,external_node_path_.join)(queue.dir, 'ledger'), config.apiKey),
                    ...(config.hourlyLimit ? { hourlyLimit: config.hourlyLimit } : {})
                }
            }
            : {})
    };
}
function makeClient(config, proxy, queue, say) {
    return (0,factory/* createClient */.U)(clientSettings(config, queue), config.apiKey, { proxy, log: say });
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
// EXTERNAL MODULE: ./src/cli/schedule.ts + 2 modules
var schedule = __webpack_require__(3944);
// EXTERNAL MODULE: ./src/cli/run-record.ts + 1 modules
var run_record = __webpack_require__(5658);
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
            job: (0,ci_facts/* jobWatchFactsOf */.d$)(env),
            record: (0,run_record/* recordChoiceOf */.Wf)(flags, env)
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
        waitMs: waitMsOf(flags, 3600, 15),
        record: (0,run_record/* recordChoiceOf */.Wf)(flags, env)
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
            ci: (0,ci_facts/* ciMetadataOf */.Hf)(env),
            record: (0,run_record/* recordChoiceOf */.Wf)(flags, env)
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
        waitMs: waitMsOf(flags, 3600, 15),
        record: (0,run_record/* recordChoiceOf */.Wf)(flags, env)
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
        passApiKey: (0,cli_config/* yesNo */.Lm)(flags, 'pass-api-key', env, cli_config/* Env */.o9.passApiKey),
        schedule: (0,schedule/* runScheduleOf */.CF)(flags, env),
        record: (0,run_record/* recordChoiceOf */.Wf)(flags, env)
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
  Rs: () => (/* binding */ serviceUrl),
  Pe: () => (/* binding */ setting),
  P2: () => (/* binding */ startTimeOf),
  Fg: () => (/* binding */ tagsOf),
  rD: () => (/* binding */ wholeNumber),
  Lm: () => (/* binding */ yesNo)
});

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
    /**
     * Requests per hour the key allows: the service's is 100 (API text, 8); a local emulator's
     * `--hourly-limit` may be more. The command line's hourly ledger reads this many tickets.
     */
    hourlyLimit: { min: 1, max: 100_000, unit: 'requests' },
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
    passApiKey: 'JOB_MONITOR_PASS_API_KEY',
    hourlyLimit: 'JOB_MONITOR_HOURLY_LIMIT'
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
        hourlyLimit: whole({}, 'hourly-limit', env, Env.hourlyLimit, Bounds.hourlyLimit),
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

/***/ 5658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wf: () => (/* binding */ recordChoiceOf),
  U6: () => (/* binding */ recordWriterOf),
  S_: () => (/* binding */ writeEndRecord),
  rh: () => (/* binding */ writeRecord),
  B$: () => (/* binding */ writeSentRecord),
  u4: () => (/* binding */ writeSettledRecord)
});

// UNUSED EXPORTS: MACHINE_VARIABLE, RECONCILE_VARIABLE, ciJobOfEnv

// EXTERNAL MODULE: ./src/reconcile/heal.ts
var heal = __webpack_require__(6472);
// EXTERNAL MODULE: ./src/reconcile/ci-job.ts
var ci_job = __webpack_require__(3852);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __webpack_require__(8230);
;// CONCATENATED MODULE: ./src/reconcile/machine.ts
/**
 * Whether the machine a job runs on keeps its own queue after the job: the fact that decides who
 * may send a run's end when the job could not. A GitHub-hosted runner is a fresh machine for each
 * job, discarded after it (RUNNER_ENVIRONMENT `github-hosted`); a self-hosted runner configured
 * with `--ephemeral` takes one job and is removed (actions/runner
 * src/Runner.Common/ConfigurationStore.cs: `RunnerSettings.Ephemeral`, saved in `<root>/.runner`).
 * Any other machine is persistent: its own queue replays what it left, and its next job ends its
 * lost runs, so no one else may send those ends. So is a queue placed by hand, wherever it runs:
 * it may outlive the machine. When in doubt, persistent: that only leaves a run to its own
 * machine (or its queue's next user).
 */


/** The runner's settings file is a few hundred bytes. */
const RUNNER_SETTINGS_MAX_BYTES = 64 * 1024;
function machineKindOf(o) {
    if (o.queuePlacedByHand)
        return 'persistent';
    if (o.runnerEnvironment?.trim() === 'github-hosted')
        return 'ephemeral';
    const read = o.read ?? ((path) => (0,regular_files/* readRegularFileSync */.cG)(path, RUNNER_SETTINGS_MAX_BYTES)?.text);
    for (const root of o.runnerRoots) {
        const text = read((0,external_node_path_.join)(root, '.runner'));
        if (text === undefined)
            continue;
        try {
            const settings = JSON.parse(text.replace(/^\uFEFF/, ''));
            const ephemeral = settings?.Ephemeral;
            return ephemeral === true ? 'ephemeral' : 'persistent';
        }
        catch {
            return 'persistent';
        }
    }
    return 'persistent';
}
/** The machine kind a command-line run records; when in doubt, persistent. */
function cliMachineKindOf(f) {
    if (f.declared)
        return f.declared;
    if (f.queuePlacedByHand)
        return 'persistent';
    if (f.gitlabDisposable || f.buildkiteAcquireJob)
        return 'ephemeral';
    return machineKindOf({ runnerEnvironment: f.githubRunnerEnvironment, runnerRoots: [] });
}

// EXTERNAL MODULE: ./src/reconcile/record-line.ts
var record_line = __webpack_require__(7414);
// EXTERNAL MODULE: ./src/cli/config.ts + 1 modules
var config = __webpack_require__(99);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
;// CONCATENATED MODULE: ./src/cli/run-record.ts






const RECONCILE_VARIABLE = 'JOB_MONITOR_RECONCILE';
const MACHINE_VARIABLE = 'JOB_MONITOR_MACHINE';
const HEALERS = ['next-run', 'sweep', 'off'];
const MACHINES = ['ephemeral', 'persistent', 'auto'];
/**
 * --reconcile (JOB_MONITOR_RECONCILE: next-run, sweep or off; default next-run) and --machine
 * (JOB_MONITOR_MACHINE: ephemeral, persistent, or auto, the default, read from the CI's
 * variables: reconcile/machine.ts).
 */
function recordChoiceOf(flags, env) {
    const healer = (0,config/* pick */.Up)(flags, 'reconcile', env, RECONCILE_VARIABLE) ?? 'next-run';
    if (!HEALERS.includes(healer))
        throw new errors/* UsageError */.e(`${(0,config/* inputOf */.wg)(flags, 'reconcile', RECONCILE_VARIABLE)} must be next-run, sweep or off`, (0,config/* inputOf */.wg)(flags, 'reconcile', RECONCILE_VARIABLE));
    const declared = (0,config/* pick */.Up)(flags, 'machine', env, MACHINE_VARIABLE) ?? 'auto';
    if (!MACHINES.includes(declared))
        throw new errors/* UsageError */.e(`${(0,config/* inputOf */.wg)(flags, 'machine', MACHINE_VARIABLE)} must be ephemeral, persistent or auto`, (0,config/* inputOf */.wg)(flags, 'machine', MACHINE_VARIABLE));
    const machine = cliMachineKindOf({
        ...(declared === 'auto' ? {} : { declared: declared }),
        queuePlacedByHand: Boolean((0,config/* pick */.Up)(flags, 'queue-dir', env, 'JOB_MONITOR_QUEUE_DIR')),
        gitlabDisposable: env.CI_DISPOSABLE_ENVIRONMENT?.trim() === 'true',
        buildkiteAcquireJob: env.BUILDKITE === 'true' && Boolean(env.BUILDKITE_AGENT_ACQUIRE_JOB?.trim()),
        ...(env.GITHUB_ACTIONS === 'true' ? { githubRunnerEnvironment: env.RUNNER_ENVIRONMENT } : {})
    });
    const ciJob = ciJobOfEnv(env);
    return { healer: healer, machine, ...(ciJob ? { ciJob } : {}) };
}
/**
 * The job a command runs in, from its CI's variables. On GitHub no variable holds the job's id:
 * it comes from `job.check_run_id`, which the action reads as an input default, and which a
 * workflow hands the command line as JOB_MONITOR_CHECK_RUN_ID.
 */
function ciJobOfEnv(env) {
    // In the order the command line tells its CI (cli/ci-facts.ts readCiFacts).
    if (env.GITLAB_CI === 'true' || (env.GITLAB_CI === 'false' && env.CI_JOB_ID))
        return (0,ci_job/* gitLabCiJob */.Bq)(env.CI_PROJECT_ID, env.CI_JOB_ID);
    if (env.BUILDKITE === 'true')
        return (0,ci_job/* buildkiteCiJob */.lL)(env.BUILDKITE_ORGANIZATION_SLUG, env.BUILDKITE_JOB_ID);
    if (env.GITHUB_ACTIONS === 'true')
        return (0,ci_job/* gitHubCiJob */.Z)(env.GITHUB_REPOSITORY, env.JOB_MONITOR_CHECK_RUN_ID);
    return undefined;
}
/** Writes one record of the run into the job's log (stderr); never throws. */
function writeRecord(w, kind, run, end) {
    if (!w?.apiKey || !w.baseUrl)
        return;
    // Only a run on a machine discarded with its queue is ever ended from the CI's record: on any
    // other, its own queue sends the end, and a record would be read by no one (a cron job's mail
    // stays as it was).
    if (w.choice.machine !== 'ephemeral' || w.choice.healer === 'off')
        return;
    const line = (0,record_line/* recordLine */.IK)({
        kind,
        runId: run.runId,
        startTime: run.startTime,
        jobName: run.jobName,
        machine: w.choice.machine,
        healer: w.choice.healer,
        ...(end?.outcome ? { outcome: end.outcome } : {}),
        ...(end?.status ? { status: end.status } : {}),
        ...(w.choice.ciJob ? { ciJob: w.choice.ciJob } : {})
    }, { apiKey: w.apiKey, address: w.baseUrl.replace(/\/+$/, '') });
    try {
        process.stderr.write(`${line}\n`);
    }
    catch {
        // A closed stderr takes the record with it: the run goes on unrecorded.
    }
}
/** The `end` record of an end report's outcome (none when no end was sent). */
function writeEndRecord(w, run, end, status) {
    if (end)
        writeRecord(w, 'end', run, { outcome: (0,heal/* endWordOf */.d)(end), status });
}
/** The writer of the run's records: the key and address they are sealed with, and the choice. */
function recordWriterOf(config, choice) {
    return { apiKey: config.apiKey, baseUrl: config.baseUrl, choice };
}
/**
 * The `end` record, once the end is settled: an end that was queued and then sent within this
 * `end`'s time (from the queue after a cancel, or once the heartbeat process had let go) counts
 * as delivered; one still queued, as queued.
 */
function writeSettledRecord(w, attempt) {
    const a = attempt;
    if (!a.record || !a.end)
        return;
    const queued = !a.end.delivered && a.end.queued !== undefined;
    if (queued)
        writeRecord(w, 'end', a.record.run, {
            outcome: a.sendQueued ? 'queued' : 'delivered',
            status: a.record.status
        });
    else
        writeEndRecord(w, a.record.run, a.end, a.record.status);
}
/**
 * The `end` record of an end sent by exec (or a plain `end`): a cancelled run's end, put in the
 * queue first and then sent from it, counts as delivered.
 */
function writeSentRecord(w, run, ended, status) {
    const runId = ended.sent?.runId || ended.runId || run.runId;
    if (ended.sent && ended.end && !ended.end.delivered)
        writeRecord(w, 'end', { ...run, runId }, { outcome: 'delivered', status });
    else
        writeEndRecord(w, { ...run, runId }, ended.end, status);
}


/***/ }),

/***/ 3944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jY: () => (/* binding */ atRunStart),
  CF: () => (/* binding */ runScheduleOf),
  zC: () => (/* binding */ scheduleFacts)
});

// UNUSED EXPORTS: ScheduleEnv, unscheduledLine

// EXTERNAL MODULE: ./src/run/context.ts
var context = __webpack_require__(670);
// EXTERNAL MODULE: ./src/util/cron.ts
var util_cron = __webpack_require__(5566);
;// CONCATENATED MODULE: ./src/run/schedule.ts


const SCHEDULE_KEYS = {
    cron: 'job_monitor.schedule.cron',
    timeZone: 'job_monitor.schedule.timezone',
    graceSeconds: 'job_monitor.schedule.grace_seconds',
    slot: 'job_monitor.schedule.slot',
    lagSeconds: 'job_monitor.schedule.lag_seconds',
    missedSlots: 'job_monitor.schedule.missed_slots',
    missedSlotTimes: 'job_monitor.schedule.missed_slot_times'
};
/** Missed slots counted at most (a minutely cron silent for a day is past it: "at least"). */
const MAX_MISSED_COUNTED = 500;
/** Missed slots whose times are sent: the latest. */
const MAX_MISSED_LISTED = 10;
/**
 * A run that starts this little before a slot stands for it: the clock of the machine that
 * started it and of the one it runs on may differ by seconds. Half the shortest cron period.
 */
const EARLY_MS = 30_000;
/** The slot a run at `at` stands for: the latest at or before it, or just after it (EARLY_MS). */
function slotOfRun(s, at) {
    return (0,util_cron/* slotAtOrBefore */.WL)(s.cron, s.timeZone, at + EARLY_MS);
}
/**
 * The schedule's metadata for a run at `at` (GitHub's created_at, or the start of a run of the
 * command-line tool), with the slots missed since the run before it, at `previous`, when known.
 */
function scheduleMetadata(s, runs) {
    const m = {
        [SCHEDULE_KEYS.cron]: s.cron.expression,
        [SCHEDULE_KEYS.timeZone]: s.timeZone,
        ...(s.graceSeconds !== undefined ? { [SCHEDULE_KEYS.graceSeconds]: s.graceSeconds } : {})
    };
    const slot = runs.at === undefined ? undefined : slotOfRun(s, runs.at);
    if (slot === undefined || runs.at === undefined)
        return m;
    m[SCHEDULE_KEYS.slot] = new Date(slot).toISOString();
    // A run a little early for its slot came on time.
    const lag = (0,context/* secondsBetween */.O1)(slot, Math.max(slot, runs.at));
    if (lag !== undefined)
        m[SCHEDULE_KEYS.lagSeconds] = lag;
    if (runs.previous === undefined)
        return m;
    const previousSlot = slotOfRun(s, runs.previous);
    if (previousSlot === undefined || previousSlot >= slot) {
        if (previousSlot !== undefined)
            m[SCHEDULE_KEYS.missedSlots] = 0;
        return m;
    }
    // The slots after the previous run's and before this one's.
    const count = (0,util_cron/* slotsAfter */.Mv)(s.cron, s.timeZone, previousSlot, slot - 1, MAX_MISSED_COUNTED).length;
    m[SCHEDULE_KEYS.missedSlots] = count;
    if (count)
        m[SCHEDULE_KEYS.missedSlotTimes] = (0,util_cron/* slotsBefore */.Bu)(s.cron, s.timeZone, slot - 1, previousSlot + 1, MAX_MISSED_LISTED)
            .reverse()
            .map(t => new Date(t).toISOString());
    return m;
}

// EXTERNAL MODULE: ./src/settings/check.ts
var check = __webpack_require__(8785);
// EXTERNAL MODULE: ./src/util/zone-time.ts
var zone_time = __webpack_require__(5676);
;// CONCATENATED MODULE: ./src/settings/schedule-check.ts
/**
 * A job's schedule as the user gives it, for the command-line tool's flags and variables and
 * the library's options alike: the cron expression (util/cron.ts; it may name its zone, as
 * below), the zone it is read in, and the grace. A value that cannot be read is a SettingError
 * naming the input: a schedule that is wrong would report every run of the job as late.
 */



/**
 * How long after its slot a run may start before the job counts as late, unless the job says:
 * a cron host starts a job within seconds, a busy CI system in minutes.
 */
const DEFAULT_GRACE_SECONDS = 300;
/** The grace after a slot: whole seconds, at most a week. */
const GRACE_BOUNDS = { min: 0, max: 7 * 86_400, unit: 'seconds' };
/** A time zone by its IANA name, as given (`Asia/Kolkata`; `europe/berlin` is `Europe/Berlin`). */
function checkTimeZone(raw, setting) {
    const text = raw?.trim();
    if (!text)
        return undefined;
    const zone = (0,zone_time/* zoneNamed */.uA)(text);
    if (!zone)
        throw new check/* SettingError */.L_(setting, `is no time zone this Node knows: ${(0,check/* shown */.SP)(text)}; give an IANA name such as Europe/Berlin or UTC`);
    return zone;
}
/**
 * The zone a crontab line or a schedule names with its expression, and the expression:
 * `CRON_TZ=Europe/Berlin 0 3 * * *` (cronie, an older Kubernetes CronJob), or
 * `0 3 * * * Europe/Berlin` (Buildkite's, a zone name or `+01:00` as a sixth word).
 */
function splitZone(text) {
    const m = /^(?:CRON_TZ|TZ)=(\S*)\s+(.*)$/s.exec(text);
    if (m)
        return { zone: m[1], expression: m[2] };
    const words = text.split(/\s+/);
    if (words.length === 6 && (0,zone_time/* zoneNamed */.uA)(words[5]))
        return { zone: words[5], expression: words.slice(0, 5).join(' ') };
    return { expression: text };
}
/**
 * The zone the machine's cron reads a crontab in: TZ when it names a zone (`:Europe/Berlin`
 * too), else the runtime's own, else UTC.
 */
function localTimeZoneOf(tz) {
    return (0,zone_time/* zoneNamed */.uA)(tz?.replace(/^:/, '')) ?? (0,zone_time/* localZone */.sK)();
}
/** The schedule, or undefined when no cron expression is given. */
function checkSchedule(inputs) {
    const [rawCron, cronInput] = inputs.cron;
    const [rawZone, zoneInput] = inputs.timeZone;
    const [rawGrace, graceInput] = inputs.grace;
    const text = rawCron?.trim();
    const grace = (0,check/* checkWholeNumber */.BV)(rawGrace, graceInput, GRACE_BOUNDS);
    const givenZone = checkTimeZone(rawZone, zoneInput);
    if (!text)
        return undefined;
    const { zone: prefixed, expression } = splitZone(text);
    const cron = (0,util_cron/* readCron */.vz)(expression);
    if ('error' in cron)
        throw new check/* SettingError */.L_(cronInput, `is no cron expression: ${(0,check/* shown */.SP)(text)} ${cron.error}`);
    const zoneInText = prefixed === undefined ? undefined : checkTimeZone(prefixed, cronInput);
    if (prefixed !== undefined && !zoneInText)
        throw new check/* SettingError */.L_(cronInput, `names no time zone after its '=': ${(0,check/* shown */.SP)(text)}`);
    if (zoneInText && givenZone && !(0,zone_time/* sameZone */.n5)(zoneInText, givenZone))
        throw new check/* SettingError */.L_(cronInput, `is read in ${zoneInText} (the zone it names), but ${zoneInput} says ${givenZone}: give the zone once`);
    return {
        cron,
        timeZone: zoneInText ?? givenZone ?? inputs.localTimeZone ?? (0,zone_time/* localZone */.sK)(),
        graceSeconds: grace ?? DEFAULT_GRACE_SECONDS
    };
}

// EXTERNAL MODULE: ./src/cli/ci-facts.ts
var ci_facts = __webpack_require__(5606);
// EXTERNAL MODULE: ./src/cli/config.ts + 1 modules
var config = __webpack_require__(99);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
;// CONCATENATED MODULE: ./src/cli/schedule.ts







const ScheduleEnv = {
    schedule: 'JOB_MONITOR_SCHEDULE',
    timeZone: 'JOB_MONITOR_SCHEDULE_TIMEZONE',
    grace: 'JOB_MONITOR_SCHEDULE_GRACE'
};
/** The schedule's flags and variables, checked; a mistake is a UsageError naming the input. */
function runScheduleOf(flags, env) {
    let schedule;
    try {
        schedule = checkSchedule({
            cron: (0,config/* setting */.Pe)(flags, 'schedule', env, ScheduleEnv.schedule),
            timeZone: (0,config/* setting */.Pe)(flags, 'schedule-timezone', env, ScheduleEnv.timeZone),
            grace: (0,config/* setting */.Pe)(flags, 'schedule-grace', env, ScheduleEnv.grace),
            localTimeZone: localTimeZoneOf(env.TZ)
        });
    }
    catch (e) {
        if (e instanceof check/* SettingError */.L_)
            throw new errors/* UsageError */.e(e.message, e.setting);
        throw e;
    }
    if (!schedule)
        return {};
    const trigger = (0,ci_facts/* readCiFacts */.K2)(env)?.trigger?.trim();
    return trigger && trigger !== 'schedule' ? { startedBy: trigger } : { schedule };
}
/** The line that says a run is reported without its schedule, and why. */
function unscheduledLine(startedBy) {
    return `this run was started by ${startedBy}, not by its schedule: its reports carry no schedule`;
}
/**
 * The schedule's facts for a run that starts at `startMs`, or undefined without a schedule; a
 * run started by something else is said once.
 */
function scheduleFacts(s, startMs, say) {
    if (s.startedBy)
        say(unscheduledLine(s.startedBy));
    return s.schedule && scheduleMetadata(s.schedule, { at: startMs });
}
/** A run's options once it starts at `startMs`: its metadata over the schedule's facts. */
function atRunStart(o, startMs, say) {
    const facts = scheduleFacts(o.schedule, startMs, say);
    return facts ? { ...o, metadata: (0,context/* mergeMetadata */.W1)(facts, o.metadata) } : o;
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

/***/ 3852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bq: () => (/* binding */ gitLabCiJob),
/* harmony export */   Z: () => (/* binding */ gitHubCiJob),
/* harmony export */   lL: () => (/* binding */ buildkiteCiJob)
/* harmony export */ });
/**
 * The CI's name for a job, as its run records seal it (record-line.ts): the job that writes a
 * record names itself in it from what its CI tells it, and a reader of the CI's record names the
 * job whose log it reads from what the CI's API answers for that job. The two are written the
 * same way here, so that a record is believed only in the log of the job that wrote it: a line
 * copied into another job's log (a public log is anyone's to copy) names a job that is not the
 * one read.
 *
 * - GitHub: the repository (`owner/name`, in lower case: GitHub's names ignore case) and the
 *   job's id (the check run's, `job.check_run_id`; the jobs API's `id`). A job's id is GitHub's
 *   alone: no other job of any run or attempt has it.
 * - GitLab: the project's id (CI_PROJECT_ID; the jobs API's `pipeline.project_id`) and the job's
 *   (CI_JOB_ID; `id`).
 * - Buildkite: the organization's slug (BUILDKITE_ORGANIZATION_SLUG) and the job's UUID
 *   (BUILDKITE_JOB_ID; the REST API's job `id`).
 *
 * A writer that cannot name its job (a runner without `job.check_run_id`, a command run outside
 * a CI's job) names none, and its records are believed by no reader.
 */
/** Longest name kept: a repository's or organization's name and an id are short. */
const MAX_CHARS = 300;
const ID = /^[1-9]\d{0,17}$/;
/** Buildkite's job ids are UUIDs; any short token of their characters is taken as one. */
const TOKEN = /^[0-9a-z][0-9a-z-]{0,63}$/;
function bounded(name) {
    return name.length <= MAX_CHARS ? name : undefined;
}
/** A GitHub job: `github:owner/name:<job id>`. */
function gitHubCiJob(repository, jobId) {
    const repo = repository?.trim().toLowerCase() ?? '';
    const id = String(jobId ?? '').trim();
    if (!/^[^/\s:]+\/[^/\s:]+$/.test(repo) || !ID.test(id))
        return undefined;
    return bounded(`github:${repo}:${id}`);
}
/** A GitLab job: `gitlab:<project id>:<job id>`. */
function gitLabCiJob(projectId, jobId) {
    const project = String(projectId ?? '').trim();
    const id = String(jobId ?? '').trim();
    return ID.test(project) && ID.test(id) ? `gitlab:${project}:${id}` : undefined;
}
/** A Buildkite job: `buildkite:<organization slug>:<job uuid>`. */
function buildkiteCiJob(org, jobId) {
    const slug = org?.trim().toLowerCase() ?? '';
    const id = jobId?.trim().toLowerCase() ?? '';
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(slug) || !TOKEN.test(id))
        return undefined;
    return bounded(`buildkite:${slug}:${id}`);
}


/***/ }),

/***/ 6472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ sendHeal),
/* harmony export */   d: () => (/* binding */ endWordOf)
/* harmony export */ });
/* harmony import */ var _run_protocol_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(529);

/** Sends one run's end as the record decided; never throws. */
async function sendHeal(services, end, window) {
    const base = { runId: end.run.runId, jobName: end.run.jobName, status: end.ending.status };
    try {
        const ended = await (0,_run_protocol_js__WEBPACK_IMPORTED_MODULE_0__.endRun)(services, end.run, end.ending, window);
        return { ...base, ...outcomeOf(ended.end) };
    }
    catch (e) {
        return { ...base, outcome: 'unsent', error: e.message };
    }
}
/**
 * The end record's word for what became of an end report: delivered, queued, refused for good
 * (a 4xx other than 429, which no retry changes), or neither sent nor queued.
 */
function endWordOf(end) {
    if (end.delivered)
        return 'delivered';
    if (end.queued)
        return 'queued';
    const status = end.error.status;
    return status !== undefined && status >= 400 && status < 500 && status !== 429
        ? 'refused'
        : 'unsent';
}
function outcomeOf(end) {
    if (!end)
        return { outcome: 'unsent', error: 'no end was sent' };
    const outcome = endWordOf(end);
    return outcome === 'delivered'
        ? { outcome }
        : { outcome, error: end.delivered ? '' : end.error.message };
}


/***/ }),

/***/ 7414:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ recordLine),
/* harmony export */   T3: () => (/* binding */ readRecords)
/* harmony export */ });
/* unused harmony export RECORD_MARK */
const RECORD_MARK = 'job-monitor-record: ';
const VERSION = 2;
const MAC_HEX = 32;
/** A record line is short: anything longer is not one of ours. */
const MAX_RECORD_CHARS = 4096;
const KINDS = new Set(['start', 'ending', 'end']);
const MACHINES = new Set(['ephemeral', 'persistent']);
const HEALERS = new Set(['next-run', 'sweep', 'off']);
const OUTCOMES = new Set(['delivered', 'queued', 'unsent', 'refused']);
const STATUSES = new Set(['success', 'failed', 'cancelled']);
function macOf(r, seal) {
    const fields = [
        VERSION,
        r.kind,
        r.runId,
        r.startTime,
        r.jobName,
        r.machine,
        r.healer,
        r.outcome ?? '',
        r.status ?? '',
        r.ciJob ?? '',
        seal.address.replace(/\/+$/, '')
    ];
    // Loaded when a record is written or checked: the long-lived helper keeps no crypto otherwise.
    return process
        .getBuiltinModule('node:crypto')
        .createHmac('sha256', seal.apiKey)
        .update('job-monitor/run-record/v2\0')
        .update(JSON.stringify(fields), 'utf8')
        .digest('hex')
        .slice(0, MAC_HEX);
}
/** The line that records `r` in the job's log. */
function recordLine(r, seal) {
    const body = {
        v: VERSION,
        k: r.kind,
        run: r.runId,
        start: r.startTime,
        job: r.jobName,
        machine: r.machine,
        heal: r.healer,
        ...(r.outcome ? { end: r.outcome } : {}),
        ...(r.status ? { status: r.status } : {}),
        ...(r.ciJob ? { ci_job: r.ciJob } : {}),
        mac: macOf(r, seal)
    };
    // ASCII only: no character a log writer could show otherwise (a control character escaped,
    // a line separator), so the line reads back as it was sealed.
    const ascii = JSON.stringify(body).replace(/[^\x20-\x7e]/g, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `${RECORD_MARK}${ascii}`;
}
/**
 * The records of `seal`'s service in `text` (a log, or a part of one), in the order written.
 * A line is read from the mark to its end, whatever precedes it (the CI's time stamp); a record
 * whose fields or MAC do not hold is counted, never believed.
 */
function readRecords(text, seal) {
    const found = { records: [], unverified: 0 };
    let at = text.indexOf(RECORD_MARK);
    while (at >= 0) {
        const lineEnd = text.indexOf('\n', at);
        const line = text.slice(at + RECORD_MARK.length, lineEnd < 0 ? text.length : lineEnd);
        const record = line.length <= MAX_RECORD_CHARS ? parsed(line.trimEnd()) : undefined;
        if (record && macOf(record.fields, seal) === record.mac)
            found.records.push(record.fields);
        else
            found.unverified++;
        at = text.indexOf(RECORD_MARK, at + RECORD_MARK.length);
    }
    return found;
}
function parsed(json) {
    let o;
    try {
        const v = JSON.parse(json);
        if (!v || typeof v !== 'object' || Array.isArray(v))
            return undefined;
        o = v;
    }
    catch {
        return undefined;
    }
    const text = (k) => (typeof o[k] === 'string' ? o[k] : undefined);
    const [kind, runId, startTime, jobName] = [text('k'), text('run'), text('start'), text('job')];
    const [machine, healer, mac] = [text('machine'), text('heal'), text('mac')];
    if (o.v !== VERSION || !kind || !KINDS.has(kind) || !machine || !MACHINES.has(machine))
        return undefined;
    if (runId === undefined || startTime === undefined || jobName === undefined)
        return undefined;
    if (!healer || !HEALERS.has(healer) || !mac || !/^[0-9a-f]+$/.test(mac))
        return undefined;
    const outcome = text('end');
    const status = text('status');
    const ciJob = text('ci_job');
    if (outcome !== undefined && !OUTCOMES.has(outcome))
        return undefined;
    if (status !== undefined && !STATUSES.has(status))
        return undefined;
    return {
        fields: {
            kind: kind,
            runId,
            startTime,
            jobName,
            machine: machine,
            healer: healer,
            ...(outcome ? { outcome: outcome } : {}),
            ...(status ? { status: status } : {}),
            ...(ciJob ? { ciJob } : {})
        },
        mac
    };
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
/* harmony export */   NOTIFICATION_RUN_KEYS: () => (/* binding */ NOTIFICATION_RUN_KEYS),
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
/* harmony import */ var _queue_queue_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7666);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7936);







/**
 * The metadata keys by which a run's pipeline notifications name the run: its job, and its run
 * id once the service has given one (the final notification's). A pipeline's notifications
 * carry nothing else that says which run they are of, so a dashboard could link them to none.
 */
const NOTIFICATION_RUN_KEYS = {
    jobName: 'job_monitor.job_name',
    runId: 'job_monitor.run_id'
};
/** `metadata` with the run it is of named (NOTIFICATION_RUN_KEYS). */
function namingRun(metadata, jobName, runId = '') {
    return {
        ...metadata,
        [NOTIFICATION_RUN_KEYS.jobName]: jobName,
        ...(runId ? { [NOTIFICATION_RUN_KEYS.runId]: runId } : {})
    };
}
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
                    metadata: namingRun(plan.metadata, plan.jobName)
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
        : await sendFinalNotification(s, run, ending, { pipelineId, mine, w, runId });
    return { runId, startCaughtUp, end, final, superseded, ...(dropped.length ? { dropped } : {}) };
}
/**
 * This run's queued records, sent before its end within a share of what is left of the window:
 * its start, so that the end carries the run id. The run id as then known (from the start sent
 * now, or by a carrier before), and the run's records still queued. One pass over the run's
 * records (RunQueue.replayRun), which sends nothing when none is queued or the window's signal
 * has stopped it: one read of the queue, whatever it holds.
 */
async function sendQueuedFirst(s, run, w, clock) {
    let runId = run.runId;
    let startCaughtUp = false;
    if (runId === '') {
        runId = (await s.queue.runIdFor(run.runKey).catch(() => undefined)) ?? '';
        startCaughtUp = runId !== '';
    }
    const now = clock.now();
    const share = w.deadline === undefined ? undefined : now + (w.deadline - now) * _constants_js__WEBPACK_IMPORTED_MODULE_6__/* .END_START_REPLAY_SHARE */ .Ry;
    const pass = await s.queue
        .replayRun(s.client, run.runKey, { deadline: share, signal: w.signal })
        .catch(() => undefined);
    if (runId === '' && pass?.summary.runIds[run.runKey]) {
        runId = pass.summary.runIds[run.runKey];
        startCaughtUp = true;
    }
    return { runId, startCaughtUp, mine: pass?.queued ?? [] };
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
            .discard(r => r.runKey === run.runKey && isRunningNotification(r), 'superseded by the final pipeline notification', o.mine)
            .catch(() => 0);
    }
    const n = ending.notification ?? {};
    const metadata = namingRun(droppedMetadata(s.client, o.pipelineId, n.metadata ?? ending.metadata), run.jobName, o.runId);
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


/***/ }),

/***/ 5566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ slotsBefore),
/* harmony export */   Mv: () => (/* binding */ slotsAfter),
/* harmony export */   WL: () => (/* binding */ slotAtOrBefore),
/* harmony export */   vz: () => (/* binding */ readCron),
/* harmony export */   yo: () => (/* binding */ nextSlot)
/* harmony export */ });
/* harmony import */ var _zone_time_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5676);
/**
 * A crontab schedule as cron itself reads it (crontab(5) of ISC/Vixie cron and cronie, which
 * GitHub's `schedule:`, Kubernetes and most cron hosts follow): five fields, minute (0-59), hour
 * (0-23), day of month (1-31), month (1-12 or jan-dec) and day of week (0-7 or sun-sat, 0 and 7
 * Sunday), each `*`, a number, a range `a-b`, a step `*\/n`, `a-b/n` or `a/n` (from a to the
 * end), or a list of them; `?` is `*` in the two day fields (Quartz and Kubernetes write it);
 * `@hourly`, `@daily` (`@midnight`), `@weekly`, `@monthly`, `@yearly` (`@annually`). When both
 * day fields are restricted a day matches either, else both (cron's rule, where a field counts
 * as unrestricted when it starts with `*`).
 *
 * Its times in a time zone are cron's too, where the clocks change (ISC cron's cron.c): a time the
 * clocks skip runs at the change when the entry names its hour and minute outright ("fixed", as
 * `30 2 * * *`), and not at all when its minute or hour field starts with `*` ("wildcard", as
 * `*\/15 * * * *`); a time the clocks repeat runs once for a fixed entry (the first time) and
 * twice for a wildcard one.
 *
 * Refused, as not cron's: a sixth (seconds) field, Quartz's `L`, `W` and `#`, Jenkins' `H`
 * (a random minute: no two readers would agree on it), `@reboot` (no time) and `@every`.
 * Every function here is total: an expression is read once (`readCron`), and the slot functions
 * take any times, NaN included.
 */

const DAY_MS = 86_400_000;
/** How far a search for the next or previous slot looks: the leap day of a Monday, and then some. */
const SEARCH_DAYS = 366 * 8 + 7;
/** An expression longer than this is no crontab line's. */
const MAX_CHARS = 200;
const MACROS = {
    '@yearly': '0 0 1 1 *',
    '@annually': '0 0 1 1 *',
    '@monthly': '0 0 1 * *',
    '@weekly': '0 0 * * 0',
    '@daily': '0 0 * * *',
    '@midnight': '0 0 * * *',
    '@hourly': '0 * * * *'
};
/** The most days each month has (February's 29 come every few years). */
const LONGEST_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_NAMES = [
    'jan',
    'feb',
    'mar',
    'apr',
    'may',
    'jun',
    'jul',
    'aug',
    'sep',
    'oct',
    'nov',
    'dec'
];
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const FIELDS = [
    { name: 'minute', min: 0, max: 59 },
    { name: 'hour', min: 0, max: 23 },
    { name: 'day of month', min: 1, max: 31, question: true },
    { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
    { name: 'day of week', min: 0, max: 7, names: DAY_NAMES, question: true }
];
class CronError extends Error {
}
function valueOf(word, f) {
    const named = f.names?.indexOf(word.toLowerCase()) ?? -1;
    if (named >= 0)
        return f.min + named;
    if (!/^\d{1,2}$/.test(word)) {
        // Quartz's last day and weekday (L, W), its nth weekday (#), Jenkins' hash (H).
        if (/[LW#H]/i.test(word))
            throw new CronError(`'${word}' is not cron's (L, W, # and H are other schedulers' own)`);
        throw new CronError(`the ${f.name} field has '${word}'`);
    }
    const n = Number(word);
    if (n < f.min || n > f.max)
        throw new CronError(`the ${f.name} field has ${n}, outside ${f.min}-${f.max}`);
    return n;
}
/** One field's values, as a table from min to max. */
function readField(text, f) {
    const on = new Array(f.max + 1).fill(false);
    for (const part of text.split(',')) {
        const m = /^([^/]+)(?:\/(\d{1,2}))?$/.exec(part);
        if (!m)
            throw new CronError(`the ${f.name} field has '${part}'`);
        const [, range, stepText] = m;
        const step = stepText === undefined ? 1 : Number(stepText);
        if (step < 1)
            throw new CronError(`the ${f.name} field steps by 0`);
        let low;
        let high;
        if (range === '*' || (range === '?' && f.question)) {
            low = f.min;
            high = f.max;
        }
        else {
            const [a, b, ...more] = range.split('-');
            if (more.length || a === '' || b === '')
                throw new CronError(`the ${f.name} field has '${part}'`);
            low = valueOf(a, f);
            // `a/n` runs from a to the field's end, as Vixie's `a-max/n`.
            high = b !== undefined ? valueOf(b, f) : stepText !== undefined ? f.max : low;
            if (high < low)
                throw new CronError(`the ${f.name} field's range ${range} runs backwards`);
        }
        for (let v = low; v <= high; v += step)
            on[v] = true;
    }
    return on;
}
/** The expression's five fields: a macro's, or the text's own. */
function fieldsOf(text) {
    const macro = MACROS[text.toLowerCase()];
    if (macro)
        return macro.split(' ');
    if (text.startsWith('@'))
        throw new CronError(`'${text.split(/\s/)[0]}' is not a time (take @hourly, @daily, @weekly, @monthly or @yearly)`);
    const fields = text.split(/\s+/);
    if (fields.length === 6)
        throw new CronError('it has six fields: cron has five (minute hour day month weekday), no seconds');
    if (fields.length !== 5)
        throw new CronError(`it has ${fields.length} field${fields.length === 1 ? '' : 's'}: cron has five (minute hour day month weekday)`);
    return fields;
}
/** A crontab schedule, or why the text is none (a sentence for a message). Never throws. */
function readCron(raw) {
    if (typeof raw !== 'string')
        return { error: 'is no text' };
    const text = raw.trim();
    if (!text)
        return { error: 'is empty' };
    if (text.length > MAX_CHARS)
        return { error: `is longer than ${MAX_CHARS} characters` };
    try {
        const fields = fieldsOf(text);
        const [minutes, hours, daysOfMonth, months, week] = fields.map((f, i) => readField(f, FIELDS[i]));
        const daysOfWeek = week.slice(0, 7);
        if (week[7])
            daysOfWeek[0] = true;
        const cron = {
            expression: fields.join(' '),
            minutes,
            hours,
            daysOfMonth,
            months,
            daysOfWeek,
            dayStar: /^[*?]/.test(fields[2]) || /^[*?]/.test(fields[4]),
            wildcard: fields[0].startsWith('*') || fields[1].startsWith('*')
        };
        // A date that never comes (31 February) is a mistake, not a schedule. When both day
        // fields are restricted either matches, and a weekday always comes.
        const comes = months.some((on, m) => on && daysOfMonth.slice(1, LONGEST_MONTH[m] + 1).some(Boolean));
        if (cron.dayStar && !comes)
            return { error: 'names no day that comes (such as 30 February)' };
        return cron;
    }
    catch (e) {
        if (e instanceof CronError)
            return { error: e.message };
        return { error: 'cannot be read' };
    }
}
/** Whether the local date (as midnight in UTC terms) is one of the schedule's days. */
function dayMatches(c, day) {
    const d = new Date(day);
    if (!c.months[d.getUTCMonth() + 1])
        return false;
    const dom = c.daysOfMonth[d.getUTCDate()];
    const dow = c.daysOfWeek[d.getUTCDay()];
    return c.dayStar ? dom && dow : dom || dow;
}
/** The minutes of each hour, listed once per schedule. */
const minuteLists = new WeakMap();
function minutesOf(c) {
    let list = minuteLists.get(c);
    if (!list) {
        list = c.minutes.flatMap((on, m) => (on ? [m] : []));
        minuteLists.set(c, list);
    }
    return list;
}
/** The schedule's instants on one local date (midnight in UTC terms), in order; see above. */
function slotsOfDay(c, day, zone) {
    if (!dayMatches(c, day))
        return [];
    const steady = (0,_zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .steadyOffset */ .Sg)(day, day, zone);
    const out = [];
    for (let h = 0; h < 24; h++) {
        if (!c.hours[h])
            continue;
        for (const m of minutesOf(c)) {
            const wall = day + (h * 60 + m) * 60_000;
            if (steady !== undefined) {
                out.push(wall - steady);
                continue;
            }
            const at = (0,_zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .instantsOfWall */ .k0)(wall, zone);
            if (at.length === 0) {
                // Skipped by the clocks: a fixed entry runs at the change, a wildcard one not at all.
                const change = c.wildcard ? undefined : (0,_zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .skipEndingAt */ ._S)(wall, zone);
                if (change !== undefined)
                    out.push(change);
            }
            else
                out.push(...(c.wildcard ? at : at.slice(0, 1)));
        }
    }
    return [...new Set(out)].sort((a, b) => a - b);
}
/** The local date (midnight in UTC terms) of the instant `ms` in `zone`. */
function dayOf(ms, zone) {
    const w = (0,_zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .wallTimeAt */ .z$)(ms, zone);
    return Date.UTC(w.year, w.month - 1, w.day);
}
const inRange = (ms) => ms >= _zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .FIRST_MS */ .u7 && ms <= _zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .LAST_MS */ .M0;
/**
 * The slots after `from` and at or before `to`, earliest first, at most `max`; the search
 * stops after SEARCH_DAYS days without one.
 */
function slotsAfter(c, zone, from, to, max) {
    const out = [];
    if (!inRange(from) || !(to > from) || !(max > 0))
        return out;
    const end = Math.min(to, _zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .LAST_MS */ .M0);
    let quiet = 0;
    for (let day = dayOf(from, zone) - DAY_MS; day <= end + DAY_MS && quiet <= SEARCH_DAYS; day += DAY_MS) {
        const slots = slotsOfDay(c, day, zone).filter(t => t > from && t <= end);
        quiet = slots.length ? 0 : quiet + 1;
        for (const t of slots) {
            out.push(t);
            if (out.length >= max)
                return out;
        }
    }
    return out;
}
/**
 * The latest slots at or before `to` and at or after `from`, latest first, at most `max`; the
 * search stops after SEARCH_DAYS days without one.
 */
function slotsBefore(c, zone, to, from, max) {
    const out = [];
    if (!inRange(to) || !(max > 0))
        return out;
    const start = Math.max(from, _zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .FIRST_MS */ .u7);
    let quiet = 0;
    for (let day = dayOf(to, zone) + DAY_MS; day >= start - 2 * DAY_MS && quiet <= SEARCH_DAYS; day -= DAY_MS) {
        const slots = slotsOfDay(c, day, zone).filter(t => t <= to && t >= start);
        quiet = slots.length ? 0 : quiet + 1;
        for (let i = slots.length - 1; i >= 0; i--) {
            out.push(slots[i]);
            if (out.length >= max)
                return out;
        }
    }
    return out;
}
/** The first slot after `after`; undefined when none comes within the search. */
function nextSlot(c, zone, after) {
    return slotsAfter(c, zone, after, _zone_time_js__WEBPACK_IMPORTED_MODULE_0__/* .LAST_MS */ .M0, 1)[0];
}
/** The latest slot at or before `at`; undefined when none is within the search. */
function slotAtOrBefore(c, zone, at) {
    return slotsBefore(c, zone, at, -Infinity, 1)[0];
}


/***/ }),

/***/ 5676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M0: () => (/* binding */ LAST_MS),
/* harmony export */   O7: () => (/* binding */ wallText),
/* harmony export */   Sg: () => (/* binding */ steadyOffset),
/* harmony export */   _S: () => (/* binding */ skipEndingAt),
/* harmony export */   k0: () => (/* binding */ instantsOfWall),
/* harmony export */   n5: () => (/* binding */ sameZone),
/* harmony export */   sK: () => (/* binding */ localZone),
/* harmony export */   u7: () => (/* binding */ FIRST_MS),
/* harmony export */   uA: () => (/* binding */ zoneNamed),
/* harmony export */   z$: () => (/* binding */ wallTimeAt)
/* harmony export */ });
/* unused harmony exports offsetAt, offsetText */
/**
 * Wall-clock time in a named time zone (IANA, `Europe/Berlin`), from the runtime's own zone
 * data (Intl): a zone's offset at an instant, the instants a wall-clock time stands for (none in
 * the hour the clocks skip, two in the hour they repeat), and an instant written as the zone's
 * wall clock. No dependency: Node carries the zone data (full ICU).
 */
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Instants outside these years are no schedule's: nothing is computed for them. */
const FIRST_MS = Date.UTC(1970, 0, 1);
const LAST_MS = Date.UTC(9999, 11, 31);
/** A zone name longer than this is none (the longest IANA name is 32 characters). */
const MAX_ZONE_CHARS = 64;
/** Formatters by zone: building one costs far more than using it. Bounded: names are input. */
const formatters = new Map();
const MAX_FORMATTERS = 64;
function formatterOf(zone) {
    let f = formatters.get(zone);
    if (!f) {
        if (formatters.size >= MAX_FORMATTERS)
            formatters.clear();
        f = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric'
        });
        formatters.set(zone, f);
    }
    return f;
}
/**
 * The zone's name as given, where the runtime knows a zone by it (`Asia/Kolkata` stays itself,
 * though ICU calls it `Asia/Calcutta`: the name the user chose is the one they read back), in
 * the runtime's case where it is the runtime's own name too (`europe/berlin` is
 * `Europe/Berlin`); a whole-hour offset is the zone that keeps it (`+01:00` is `Etc/GMT-1`).
 * Undefined when the runtime knows no zone by that name. Never throws.
 */
function zoneNamed(name) {
    if (typeof name !== 'string')
        return undefined;
    const text = name.trim();
    if (!text || text.length > MAX_ZONE_CHARS || !/^[A-Za-z0-9/_+:-]+$/.test(text))
        return undefined;
    // An offset of whole hours (`+01:00`, as Buildkite takes one) is the zone that keeps it, which
    // every Node knows (Node 24 reads the offset itself, Node 20 does not).
    // Another offset is refused on every Node alike.
    const offset = /^([+-])(\d\d):00$/.exec(text);
    if (/^[+-]/.test(text) && !offset)
        return undefined;
    if (offset) {
        const hours = Number(offset[2]);
        if (hours > 14)
            return undefined;
        return hours === 0 ? 'UTC' : `Etc/GMT${offset[1] === '+' ? '-' : '+'}${hours}`;
    }
    if (names.has(text))
        return names.get(text);
    const canonical = canonicalOf(text);
    const zone = canonical === undefined || canonical.toLowerCase() === text.toLowerCase() ? canonical : text;
    if (names.size >= MAX_FORMATTERS)
        names.clear();
    names.set(text, zone);
    return zone;
}
/** Zone names as read, the unknown ones too (zoneNamed): reading one builds a formatter. */
const names = new Map();
/** The runtime's own name of a zone (`Asia/Kolkata` is `Asia/Calcutta` to ICU); undefined for none. */
function canonicalOf(name) {
    try {
        return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    }
    catch {
        return undefined;
    }
}
/** Whether two names (zoneNamed's) are of one zone: `Asia/Kolkata` and `Asia/Calcutta` are. */
function sameZone(a, b) {
    return a === b || (canonicalOf(a) ?? a) === (canonicalOf(b) ?? b);
}
/** The runtime's own zone (the TZ variable, else the system's), else UTC. */
function localZone() {
    try {
        return zoneNamed(new Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC';
    }
    catch {
        return 'UTC';
    }
}
/** The wall clock of `zone` at the instant `ms` (a known zone, a time in range). */
function wallTimeAt(ms, zone) {
    const parts = formatterOf(zone).formatToParts(ms);
    const get = (type) => Number(parts.find(p => p.type === type)?.value ?? NaN);
    return {
        year: get('year'),
        month: get('month'),
        day: get('day'),
        hour: get('hour') % 24,
        minute: get('minute'),
        second: get('second')
    };
}
/** The wall clock as the number of ms it would be in UTC: what an offset is measured against. */
const wallMs = (w) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
/** Offsets asked for again and again (the same days' edges): kept, within a bound. */
const offsets = new Map();
const MAX_OFFSETS = 4096;
/** The zone's offset from UTC at the instant `ms`, in ms (+1 h is 3,600,000). */
function offsetAt(ms, zone) {
    const second = Math.floor(ms / 1000) * 1000;
    const key = `${zone} ${second}`;
    const known = offsets.get(key);
    if (known !== undefined)
        return known;
    const offset = wallMs(wallTimeAt(second, zone)) - second;
    if (offsets.size >= MAX_OFFSETS)
        offsets.clear();
    offsets.set(key, offset);
    return offset;
}
/**
 * The instants a wall-clock time (`wall`: that time as if it were UTC) stands for in `zone`,
 * in order: one; none when the clocks skip it (the hour they go forward); two when they repeat
 * it (the hour they go back). Zones change their offset at most once within a day or two, so the
 * offsets a day either side are the only ones it can have.
 */
function instantsOfWall(wall, zone) {
    const before = offsetAt(wall - DAY_MS, zone);
    const after = offsetAt(wall + DAY_MS, zone);
    const out = [];
    for (const o of before === after ? [before] : [before, after]) {
        const t = wall - o;
        if (offsetAt(t, zone) === o && !out.includes(t))
            out.push(t);
    }
    return out.sort((a, b) => a - b);
}
/**
 * The instant the clocks went forward over a skipped wall-clock time `wall`: the first instant
 * with the later offset, to the second. Undefined when `wall` is not skipped.
 */
function skipEndingAt(wall, zone) {
    const before = offsetAt(wall - DAY_MS, zone);
    const after = offsetAt(wall + DAY_MS, zone);
    if (after <= before || instantsOfWall(wall, zone).length > 0)
        return undefined;
    // Before the change the wall time reads `wall - after` as `wall - (after - before)`; after it,
    // `wall - before` already reads later than `wall`: the change lies between them.
    let lo = Math.floor((wall - after) / 1000);
    let hi = Math.ceil((wall - before) / 1000);
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetAt(mid * 1000, zone) === after)
            hi = mid;
        else
            lo = mid;
    }
    return hi * 1000;
}
/**
 * Whether no offset change falls between the wall-clock days `fromDay` and `toDay` (each as
 * midnight in UTC terms): then each wall time of those days is one instant, `wall - offset`.
 */
function steadyOffset(fromDay, toDay, zone) {
    const first = offsetAt(fromDay - DAY_MS, zone);
    return offsetAt(toDay + 2 * DAY_MS, zone) === first &&
        offsetAt((fromDay + toDay) / 2 + DAY_MS / 2, zone) === first
        ? first
        : undefined;
}
const two = (n) => String(n).padStart(2, '0');
/** `+02:00`, `-05:00`, `+05:45`. */
function offsetText(offsetMs) {
    const minutes = Math.round(Math.abs(offsetMs) / MINUTE_MS);
    return `${offsetMs < 0 ? '-' : '+'}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}
/**
 * An instant as the zone's wall clock to the minute, with its offset, which tells apart the two
 * readings of a repeated hour: `2026-10-25 02:30 +02:00`. '' for a time out of range or a zone
 * the runtime does not know.
 */
function wallText(ms, zone) {
    if (!(ms >= FIRST_MS && ms <= LAST_MS) || !zoneNamed(zone))
        return '';
    const w = wallTimeAt(ms, zone);
    return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)} ${offsetText(offsetAt(ms, zone))}`;
}


/***/ })

};
