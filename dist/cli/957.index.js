export const id = 957;
export const ids = [957];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bD: () => (/* binding */ commandHelp),
/* harmony export */   qg: () => (/* binding */ parse),
/* harmony export */   zZ: () => (/* binding */ nearestWord)
/* harmony export */ });
/* unused harmony exports attachValues, nearestOption, splitAtCommand */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6675);
/* harmony import */ var _command_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5162);
/**
 * The subcommands' command lines, parsed with node's util.parseArgs (no load cost at start-up)
 * against the one table of their flags (command-table.ts), which --help reads too.
 */



function parse(name, argv) {
    const command = _command_table_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMANDS */ .L[name];
    const options = {};
    for (const [flag, o] of Object.entries(command.options)) {
        options[flag] = {
            type: o.type,
            ...(o.multiple ? { multiple: true } : {}),
            ...(o.short ? { short: o.short } : {})
        };
    }
    const { own, rest } = command.runsCommand
        ? splitAtCommand(argv, command.options)
        : { own: argv, rest: [] };
    try {
        const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: attachValues(own, command.options),
            options,
            allowPositionals: false,
            strict: true
        });
        return { flags: values, positionals: rest };
    }
    catch (e) {
        const unknown = /^Unknown option '(-{1,2}[^']*)'/.exec(e.message)?.[1];
        const hint = unknown ? nearestOption(unknown, command.options) : undefined;
        const message = e.message.replace(/\. To specify .*$/s, '');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`${name}: ${message}${hint ? ` (did you mean ${hint}?)` : ''}`, unknown);
    }
}
/**
 * Joins each value option to the word after it (`--status -1` -> `--status=-1`), so a value
 * option takes any value: an exit status of -1 (a command a signal killed, in Buildkite's
 * words) or a job name that starts with a dash (a step labelled `- lint`). parseArgs alone
 * takes such a word for an option and refuses it. `--` is never a value: it ends the options.
 */
function attachValues(argv, options) {
    const { takesValue, valueTaker } = valueRule(options);
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const word = argv[i];
        const next = argv[i + 1];
        if (word === '--')
            return [...out, ...argv.slice(i)];
        if (!word.startsWith('-') || word === '-' || next === undefined || next === '--') {
            out.push(word);
            continue;
        }
        if (word.startsWith('--')) {
            const flag = word.slice(2);
            if (!flag.includes('=') && takesValue(flag)) {
                out.push(`${word}=${next}`);
                i++;
            }
            else
                out.push(word);
            continue;
        }
        const taker = valueTaker(word);
        if (taker?.at === word.length - 1) {
            if (taker.at > 1)
                out.push(word.slice(0, taker.at));
            out.push(`--${taker.flag}=${next}`);
            i++;
        }
        else
            out.push(word);
    }
    return out;
}
/**
 * Which options take a value, and in a group of short options (-qn NAME) the first that does:
 * it takes the rest of the word, or the next word when it is the group's last letter.
 */
function valueRule(options) {
    const takesValue = (flag) => options[flag]?.type === 'string';
    const byShort = new Map(Object.entries(options).flatMap(([flag, o]) => (o.short ? [[o.short, flag]] : [])));
    return {
        takesValue,
        valueTaker: group => {
            for (let at = 1; at < group.length; at++) {
                const flag = byShort.get(group[at]);
                if (flag !== undefined && takesValue(flag))
                    return { at, flag };
            }
            return undefined;
        }
    };
}
/** The command's option nearest to a misspelt one, when one is near enough to be meant. */
function nearestOption(word, options) {
    const flag = nearestWord(word.replace(/^-+/, '').split('=')[0], Object.keys(options));
    return flag && `--${flag}`;
}
/** The word of `words` nearest to a misspelt one, when one is near enough to be meant. */
function nearestWord(typed, words) {
    const cut = typed.slice(0, 64);
    let best;
    for (const word of words) {
        const distance = editDistance(cut, word);
        if (!best || distance < best.distance)
            best = { word, distance };
    }
    // Near enough: a slip of a third of the word at most (a typo, a swapped pair, a missing dash).
    if (!best || best.distance > Math.max(1, Math.floor(best.word.length / 3)))
        return undefined;
    return best.word;
}
/** Levenshtein's distance, a transposition counted as one edit (`stauts` is one from `status`). */
function editDistance(a, b) {
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.length][b.length];
}
/**
 * Splits a command line into our own options and the command they run: the command starts
 * after `--`, or at the first word that is neither an option nor an option's value. So
 * `exec npm test` works as `exec -- npm test` does, and a wrapper or shim that drops the `--`
 * still runs the command it was given. Unknown options stay ours, for the parser to refuse:
 * a misspelt flag is a usage error, not a command.
 */
function splitAtCommand(argv, options) {
    const { takesValue, valueTaker } = valueRule(options);
    let i = 0;
    while (i < argv.length) {
        const word = argv[i];
        if (word === '--')
            return { own: argv.slice(0, i), rest: argv.slice(i + 1) };
        if (!word.startsWith('-') || word === '-')
            break;
        i++;
        if (word.startsWith('--')) {
            if (!word.includes('=') && takesValue(word.slice(2)))
                i++;
            continue;
        }
        if (valueTaker(word)?.at === word.length - 1)
            i++;
    }
    return { own: argv.slice(0, i), rest: argv.slice(i) };
}
function commandHelp(name) {
    const c = _command_table_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMANDS */ .L[name];
    const rows = Object.entries(c.options).map(([flag, o]) => {
        const left = `${o.short ? `-${o.short}, ` : '    '}--${flag}${o.value ? ` ${o.value}` : ''}`;
        return [left, o.help];
    });
    const width = Math.max(...rows.map(r => r[0].length));
    return [
        `job-monitor ${name}: ${c.summary}`,
        '',
        `Usage: ${c.usage}`,
        '',
        'Options:',
        ...rows.map(([l, h]) => `  ${l.padEnd(width)}  ${h}`),
        '',
        'Examples:',
        ...c.examples.map(e => `  ${e}`),
        ''
    ].join('\n');
}


/***/ }),

/***/ 5162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ COMMANDS)
});

;// CONCATENATED MODULE: ./src/cli/reconcile-options.ts
const recordOptions = {
    reconcile: {
        type: 'string',
        value: 'WHO',
        help: "who ends this run from the CI's record if its end cannot reach the service: next-run (default), sweep or off (JOB_MONITOR_RECONCILE)"
    },
    machine: {
        type: 'string',
        value: 'KIND',
        help: "ephemeral (discarded after the job, its queue with it), persistent, or auto: from the CI's variables (JOB_MONITOR_MACHINE)"
    }
};
/** `reconcile`, its own options with those every command that talks to the service has. */
function reconcileCommand(common) {
    return {
        summary: "end, from the CI's record (GitHub, GitLab, Buildkite), runs whose end never reached the service",
        usage: 'job-monitor reconcile [--ci github|gitlab|buildkite] [--next] [--since TIME] [--repo OWNER/NAME | --project ID | --org SLUG --pipeline SLUG]',
        options: {
            ci: {
                type: 'string',
                value: 'CI',
                help: 'github, gitlab or buildkite (default: the CI this runs in, else github)'
            },
            next: {
                type: 'boolean',
                help: "in a job: end the run of this job's earlier run, when this job is the one to (never fails the job)"
            },
            repo: {
                type: 'string',
                value: 'OWNER/NAME',
                help: 'GitHub: the repository (GITHUB_REPOSITORY)'
            },
            workflow: {
                type: 'string',
                multiple: true,
                value: 'FILE',
                help: "GitHub: only this workflow's runs (repeatable; default: every workflow's)"
            },
            'api-url': {
                type: 'string',
                value: 'URL',
                help: 'GitLab or Buildkite: the API (CI_API_V4_URL; https://api.buildkite.com/v2)'
            },
            project: {
                type: 'string',
                value: 'ID',
                help: "GitLab: the project's id or path (CI_PROJECT_ID)"
            },
            org: {
                type: 'string',
                value: 'SLUG',
                help: 'Buildkite: the organization (BUILDKITE_ORGANIZATION_SLUG)'
            },
            pipeline: {
                type: 'string',
                value: 'SLUG',
                help: 'Buildkite: the pipeline swept (with --next: BUILDKITE_PIPELINE_SLUG)'
            },
            job: {
                type: 'string',
                multiple: true,
                value: 'NAME',
                help: "GitLab: only this job name's runs (repeatable; default: every job's)"
            },
            since: {
                type: 'string',
                value: 'TIME',
                help: 'sweep the jobs that finished since this ISO 8601 time (default: where the last sweep stopped)'
            },
            'max-ends': { type: 'string', value: 'N', help: 'most runs ended in one sweep (default 10)' },
            'log-max-bytes': {
                type: 'string',
                value: 'BYTES',
                help: "the job's log kept in an end, head and tail (default 65536)"
            },
            ...common
        },
        examples: [
            'JOB_MONITOR_GITHUB_TOKEN=... job-monitor reconcile --repo octo/app',
            '17 * * * * job-monitor reconcile --repo octo/app --workflow nightly.yml --quiet   # crontab',
            'JOB_MONITOR_GITLAB_TOKEN=... job-monitor reconcile --ci gitlab --api-url https://gitlab.example.com/api/v4 --project 42',
            'job-monitor reconcile --next   # a step of a GitLab or Buildkite job, after its end',
            'JOB_MONITOR_BUILDKITE_TOKEN=... job-monitor reconcile --ci buildkite --org acme --pipeline app'
        ]
    };
}

;// CONCATENATED MODULE: ./src/cli/command-table.ts
/**
 * The subcommands as the command line knows them: each one's summary, usage, flags (with their
 * help) and examples. The parser (args.ts) and --help read this one table, so a flag cannot be
 * accepted without being documented, nor documented without being accepted.
 */

const service = {
    'base-url': { type: 'string', value: 'URL', help: 'the service address (JOB_MONITOR_BASE_URL)' },
    'api-key': {
        type: 'string',
        value: 'KEY',
        help: 'the API key; prefer JOB_MONITOR_API_KEY: a flag shows in `ps`'
    },
    timeout: {
        type: 'string',
        value: 'SECONDS',
        help: 'per request timeout (JOB_MONITOR_TIMEOUT, default 30)'
    },
    attempts: {
        type: 'string',
        value: 'N',
        help: 'attempts per request (JOB_MONITOR_ATTEMPTS, default 3)'
    },
    quiet: { type: 'boolean', short: 'q', help: "don't print job-monitor's own messages" }
};
/** For the commands that queue what they could not deliver. */
const queued = {
    'queue-dir': {
        type: 'string',
        value: 'DIR',
        help: 'where undelivered reports wait (JOB_MONITOR_QUEUE_DIR)'
    }
};
const runFields = {
    'job-name': {
        type: 'string',
        short: 'n',
        value: 'NAME',
        help: 'the job name (JOB_MONITOR_JOB_NAME)'
    },
    metadata: { type: 'string', value: 'JSON', help: 'a JSON object of metadata' },
    meta: {
        type: 'string',
        multiple: true,
        value: 'KEY=VALUE',
        help: 'one metadata entry (repeatable); numbers and true/false are typed: for a string of digits use --metadata'
    },
    tag: { type: 'string', multiple: true, value: 'TAG', help: 'a tag (repeatable)' }
};
const deploymentUrl = {
    'deployment-url': {
        type: 'string',
        value: 'URL',
        help: "the pipeline endpoints' address (JOB_MONITOR_DEPLOYMENT_URL)"
    }
};
const pipeline = {
    ...deploymentUrl,
    'pipeline-id': {
        type: 'string',
        value: 'ID',
        help: 'the pipeline to notify (JOB_MONITOR_PIPELINE_ID)'
    }
};
const heartbeatInterval = {
    type: 'string',
    value: 'SECONDS',
    help: 'seconds between heartbeats, 0 = off (JOB_MONITOR_HEARTBEAT_INTERVAL, default 300)'
};
/** The job's schedule (schedule.ts): its reports say the slot each run stands for. */
const schedule = {
    schedule: {
        type: 'string',
        value: 'CRON',
        help: "the job's cron schedule, such as '*/15 * * * *' (JOB_MONITOR_SCHEDULE): each report says the slot its run stands for, and the emulator which slots no run came for; CRON_TZ=ZONE may lead it"
    },
    'schedule-timezone': {
        type: 'string',
        value: 'ZONE',
        help: "the zone --schedule is read in, such as Europe/Berlin (JOB_MONITOR_SCHEDULE_TIMEZONE; default this machine's, as cron reads a crontab)"
    },
    'schedule-grace': {
        type: 'string',
        value: 'SECONDS',
        help: 'how late after its slot a run may start before the job is late (JOB_MONITOR_SCHEDULE_GRACE, default 300)'
    }
};
/** How long `start` and `end` wait for their report before queueing it. */
const reportWait = {
    wait: {
        type: 'string',
        value: 'SECONDS',
        help: 'longest wait before the report is queued (default 15)'
    }
};
/** Who may end a run from the CI's record, and the machine's kind (run-record.ts). */
const records = recordOptions;
const help = {
    help: { type: 'boolean', short: 'h', help: 'show this help' }
};
const COMMANDS = {
    exec: {
        summary: 'run a command and report its run: start, heartbeats, end with its output',
        usage: 'job-monitor exec [options] [--] <command> [args...]',
        options: {
            ...runFields,
            'heartbeat-interval': heartbeatInterval,
            ...schedule,
            'log-max-bytes': {
                type: 'string',
                value: 'BYTES',
                help: 'output kept for the report, head and tail (default 65536)'
            },
            'end-timeout': {
                type: 'string',
                value: 'SECONDS',
                help: 'longest wait for the reports after the command ends (default 15); then they are queued'
            },
            'kill-after': {
                type: 'string',
                value: 'SECONDS',
                help: 'after a cancel (SIGINT/SIGTERM/SIGHUP, Ctrl-C/Ctrl-Break), kill what is left of the command this much later (default 10); a second cancel kills it at once'
            },
            'pass-api-key': {
                type: 'boolean',
                help: 'give the command the API key as JOB_MONITOR_API_KEY (JOB_MONITOR_PASS_API_KEY); without it, the command gets no copy of the key'
            },
            ...records,
            ...pipeline,
            ...service,
            ...queued,
            ...help
        },
        runsCommand: true,
        examples: [
            'job-monitor exec --job-name nightly-backup -- ./backup.sh --full',
            'job-monitor exec -n unit-tests npm test',
            'job-monitor exec -n etl --meta rows=1200 --tag nightly --heartbeat-interval 60 -- python etl.py',
            "job-monitor exec -n export --schedule '*/15 * * * *' --schedule-timezone Europe/Berlin -- ./export.sh"
        ]
    },
    start: {
        summary: 'send a start report; prints the run id (for scripts that cannot use exec)',
        usage: 'job-monitor start --job-name NAME [--format text|env|json] [--state-file DIR]',
        options: {
            ...runFields,
            'state-file': {
                type: 'string',
                value: 'FILE',
                help: 'also start heartbeats in the background and keep the run in the private folder DIR for `end --state-file` (never fails the job)'
            },
            'heartbeat-interval': heartbeatInterval,
            ...schedule,
            ...deploymentUrl,
            'pipeline-id': {
                type: 'string',
                value: 'ID',
                help: 'with --state-file: the pipeline notified at the start and the end (JOB_MONITOR_PIPELINE_ID)'
            },
            format: {
                type: 'string',
                value: 'FORMAT',
                help: 'text (the run id), env (lines to eval), json'
            },
            ...records,
            ...reportWait,
            ...service,
            ...queued,
            ...help
        },
        examples: [
            'eval "$(job-monitor start --job-name nightly --format env)"',
            'RUN_ID=$(job-monitor start -n nightly)',
            'job-monitor start -n "$CI_JOB_NAME" --state-file "/tmp/job-monitor-$CI_JOB_ID"'
        ]
    },
    end: {
        summary: 'send an end report for a run begun with `start`',
        usage: 'job-monitor end --status success|failed|cancelled [--run-id ID | --run-key KEY] --start-time TIME\n       job-monitor end --status WORD --state-file DIR',
        options: {
            ...runFields,
            status: {
                type: 'string',
                value: 'STATUS',
                help: 'success, failed or cancelled; also canceled, timedout, failure, unstable, aborted, passed, an exit status'
            },
            'state-file': {
                type: 'string',
                value: 'FILE',
                help: 'the run `start --state-file` began: stop its heartbeats, end it, remove DIR (never fails the job)'
            },
            ...deploymentUrl,
            'run-id': {
                type: 'string',
                value: 'ID',
                help: 'the run id from `start` (JOB_MONITOR_RUN_ID)'
            },
            'run-key': {
                type: 'string',
                value: 'KEY',
                help: 'the local run key from `start` when its report was queued (JOB_MONITOR_RUN_KEY)'
            },
            'start-time': {
                type: 'string',
                value: 'TIME',
                help: 'the start_time from `start`, byte for byte (JOB_MONITOR_START_TIME)'
            },
            error: {
                type: 'string',
                value: 'TEXT',
                help: 'what went wrong (sent as error_details); by default, what the status says (exit status 2, timed out), and None for a success'
            },
            'job-url': {
                type: 'string',
                value: 'URL',
                help: "the job's page, named in error_details when the run did not succeed (such as $CI_JOB_URL)"
            },
            'log-file': {
                type: 'string',
                value: 'FILE',
                help: 'a log file whose head and tail go into the report'
            },
            'log-max-bytes': {
                type: 'string',
                value: 'BYTES',
                help: 'bytes of the log file kept (default 65536)'
            },
            ...records,
            ...reportWait,
            ...service,
            ...queued,
            ...help
        },
        examples: [
            'eval "$(job-monitor start -n nightly --format env)"; ./job.sh; job-monitor end --status success',
            'job-monitor end -n nightly --status failed --error "disk full" --run-id "$RUN_ID" --start-time "$START"',
            'job-monitor end --status "$CI_JOB_STATUS" --state-file "/tmp/job-monitor-$CI_JOB_ID"'
        ]
    },
    heartbeat: {
        summary: 'send one heartbeat',
        usage: 'job-monitor heartbeat --job-name NAME [--meta key=value ...]',
        options: {
            'job-name': runFields['job-name'],
            metadata: runFields.metadata,
            meta: runFields.meta,
            ...service,
            ...help
        },
        examples: ['job-monitor heartbeat -n nightly --meta progress=40']
    },
    notify: {
        summary: 'send a pipeline notification',
        usage: 'job-monitor notify --pipeline-id ID --status running|success|failed [--message TEXT]',
        options: {
            status: { type: 'string', value: 'STATUS', help: 'running, success or failed' },
            message: { type: 'string', value: 'TEXT', help: 'a status message' },
            metadata: runFields.metadata,
            meta: runFields.meta,
            ...pipeline,
            ...service,
            ...queued,
            ...help
        },
        examples: [
            'job-monitor notify --pipeline-id etl --status success --meta records=1200 --meta seconds=42.5'
        ]
    },
    pipelines: {
        summary: 'list pipelines (GET /api/v1/pipelines)',
        usage: 'job-monitor pipelines [--json]',
        options: {
            json: { type: 'boolean', help: 'print the answer as JSON' },
            ...deploymentUrl,
            ...service,
            ...help
        },
        examples: ['job-monitor pipelines', 'job-monitor pipelines --json | jq .']
    },
    replay: {
        summary: 'send what the local queue holds (safe to run at any time, and twice)',
        usage: 'job-monitor replay [--wait SECONDS]',
        options: {
            wait: {
                type: 'string',
                value: 'SECONDS',
                help: 'longest a replay runs (default 120); what is not sent by then stays queued'
            },
            ...deploymentUrl,
            ...service,
            ...queued,
            ...help
        },
        examples: ['job-monitor replay', '*/10 * * * * job-monitor replay --quiet   # crontab']
    },
    reconcile: reconcileCommand({ ...service, ...queued, ...help }),
    emulator: {
        summary: 'run the local service emulator (for dry runs and tests)',
        usage: 'job-monitor emulator [--port N] [--api-key KEY]',
        options: {
            port: { type: 'string', value: 'N', help: 'port on 127.0.0.1, 0 = a free one (default 0)' },
            'api-key': {
                type: 'string',
                value: 'KEY',
                help: 'the key it accepts (default JOB_MONITOR_API_KEY, else one it makes up and prints)'
            },
            host: { type: 'string', value: 'HOST', help: 'address to listen on (default 127.0.0.1)' },
            'hourly-limit': {
                type: 'string',
                value: 'N',
                help: 'requests per hour per key (default 100)'
            },
            'heartbeat-interval': {
                type: 'string',
                value: 'SECONDS',
                help: 'the interval behind next_expected, and after which a silent run is stalled (default 300)'
            },
            data: {
                type: 'string',
                value: 'FILE',
                help: 'keep the run history in this SQLite file, across restarts (Node >= 22.13)'
            },
            'retention-days': {
                type: 'string',
                value: 'N',
                help: 'forget runs last active more than N days ago (default: keep them)'
            },
            ...help
        },
        examples: [
            'job-monitor emulator --port 8080',
            'JOB_MONITOR_API_KEY=dev job-monitor emulator',
            'job-monitor emulator --port 8080 --data ~/.job-monitor/history.db --retention-days 30'
        ]
    },
    runs: {
        summary: "print the emulator's run history",
        usage: 'job-monitor runs [--url URL] [--job NAME] [--status STATE] [--since TIME] [--until TIME] [--limit N] [--json]',
        options: {
            url: {
                type: 'string',
                value: 'URL',
                help: "the emulator's address (default JOB_MONITOR_BASE_URL)"
            },
            job: { type: 'string', value: 'NAME', help: "only this job's runs" },
            status: {
                type: 'string',
                value: 'STATE',
                help: 'only runs in this state: running, stalled, success, failed, cancelled'
            },
            since: {
                type: 'string',
                value: 'TIME',
                help: 'only runs started at or after TIME (ISO 8601, or 30m, 2h, 7d ago)'
            },
            until: { type: 'string', value: 'TIME', help: 'only runs started before TIME' },
            limit: { type: 'string', value: 'N', help: 'only the newest N' },
            json: { type: 'boolean', help: 'print JSON (each run with its state and duration)' },
            ...help
        },
        examples: [
            'job-monitor runs --url http://127.0.0.1:8080',
            'job-monitor runs --status stalled',
            'job-monitor runs --job nightly --since 7d --json'
        ]
    }
};


/***/ }),

/***/ 6675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError),
/* harmony export */   y: () => (/* binding */ ExitCode)
/* harmony export */ });
/** A mistake in how the command was called: exit code 2, with the flag or variable named. */
class UsageError extends Error {
    name = 'UsageError';
    /** The flag (`--name`) or environment variable at fault, when one is. */
    input;
    constructor(message, input) {
        super(message);
        this.input = input;
    }
    /** True when the mistake is in an environment variable rather than on the command line. */
    get fromEnvironment() {
        return this.input !== undefined && !this.input.startsWith('--');
    }
}
/** Exit codes of every subcommand but `exec` (which exits with its command's own code). */
const ExitCode = {
    ok: 0,
    /** The service could not be reached or refused the call. */
    serviceTrouble: 1,
    usage: 2
};


/***/ }),

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main),
/* harmony export */   overview: () => (/* binding */ overview)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7593);
/* harmony import */ var _command_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5162);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6675);
/* harmony import */ var _client_version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8095);
/** Dispatches a subcommand and turns its outcome into an exit code. */




function overview() {
    const names = Object.keys(_command_table_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .L);
    const width = Math.max(...names.map(n => n.length));
    return [
        `job-monitor ${_client_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x}: report job runs to the Job Monitoring Service`,
        '',
        'Usage: job-monitor <command> [options]',
        '',
        'Commands:',
        ...names.map(n => `  ${n.padEnd(width)}  ${_command_table_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .L[n].summary}`),
        '',
        'Configuration: flags, else the variables JOB_MONITOR_API_KEY, JOB_MONITOR_BASE_URL,',
        'JOB_MONITOR_DEPLOYMENT_URL, JOB_MONITOR_PIPELINE_ID, JOB_MONITOR_JOB_NAME, JOB_MONITOR_QUEUE_DIR,',
        'JOB_MONITOR_HEARTBEAT_INTERVAL, JOB_MONITOR_TIMEOUT, JOB_MONITOR_ATTEMPTS,',
        'JOB_MONITOR_PASS_API_KEY, JOB_MONITOR_RECONCILE, JOB_MONITOR_MACHINE, and for reconcile',
        'JOB_MONITOR_GITHUB_TOKEN, JOB_MONITOR_GITLAB_TOKEN, JOB_MONITOR_BUILDKITE_TOKEN. The command',
        'exec runs gets no copy of the key unless --pass-api-key.',
        '',
        "Exit codes: exec exits with its command's code (126 not runnable, 127 not found), and runs",
        'the command unreported when a variable is wrong; the others 0 (done or queued), 1 (the',
        'service refused or failed), 2 (usage). `job-monitor <command> --help` for each command.',
        ''
    ].join('\n');
}
async function main(argv, env) {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h' || name === 'help') {
        process.stdout.write(overview());
        return name ? _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.ok : _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.usage;
    }
    if (name === '--version' || name === '-V') {
        process.stdout.write(`${_client_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x}\n`);
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.ok;
    }
    try {
        if (!Object.hasOwn(_command_table_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .L, name))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`unknown command '${name}'; see job-monitor --help`);
        const { flags, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(name, rest);
        if (flags.help) {
            process.stdout.write((0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .commandHelp */ .bD)(name));
            return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.ok;
        }
        if (name === 'exec') {
            // exec loads only what it uses: its start-up is time the wrapped command waits.
            const { runExec } = await Promise.all(/* import() */[__webpack_require__.e(666), __webpack_require__.e(147), __webpack_require__.e(463), __webpack_require__.e(545), __webpack_require__.e(485), __webpack_require__.e(992)]).then(__webpack_require__.bind(__webpack_require__, 3992));
            return await runExec(flags, positionals, env);
        }
        if (name === 'reconcile') {
            const { reconcileCommand } = await Promise.all(/* import() */[__webpack_require__.e(666), __webpack_require__.e(147), __webpack_require__.e(463), __webpack_require__.e(545), __webpack_require__.e(313)]).then(__webpack_require__.bind(__webpack_require__, 7313));
            return await reconcileCommand(flags, env);
        }
        const c = await Promise.all(/* import() */[__webpack_require__.e(666), __webpack_require__.e(147), __webpack_require__.e(463), __webpack_require__.e(545), __webpack_require__.e(485), __webpack_require__.e(834)]).then(__webpack_require__.bind(__webpack_require__, 5834));
        switch (name) {
            case 'start':
                return await c.startCommand(flags, env);
            case 'end':
                return await c.endCommand(flags, env);
            case 'heartbeat':
                return await c.heartbeatCommand(flags, env);
            case 'notify':
                return await c.notifyCommand(flags, env);
            case 'pipelines':
                return await c.pipelinesCommand(flags, env);
            case 'replay':
                return await c.replayCommand(flags, env);
            case 'emulator':
                return await c.emulatorSubcommand(flags, env);
            case 'runs':
                return await c.runsSubcommand(flags, env);
        }
        return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.usage;
    }
    catch (e) {
        if (e instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e) {
            const { complain } = await Promise.all(/* import() */[__webpack_require__.e(147), __webpack_require__.e(136)]).then(__webpack_require__.bind(__webpack_require__, 7136));
            complain(e.message);
            return _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .y.usage;
        }
        throw e;
    }
}


/***/ })

};
