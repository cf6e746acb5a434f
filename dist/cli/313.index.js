export const id = 313;
export const ids = [313];
export const modules = {

/***/ 5892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ windowMemory)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8230);
/* harmony import */ var _util_dirs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6210);
/* harmony import */ var _util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(224);
/* harmony import */ var _util_short_hash_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7711);
/**
 * Where a sweep run outside a CI (cron on a host) remembers how far its sweeps went: in the queue
 * folder, one small file per record swept and service, so that the next sweep begins where this
 * one stopped and no job belongs to two sweeps. A sweep inside a CI takes its window from the
 * CI's record of the sweep's own runs instead.
 */





/** `of` names the record swept and the service (an address, a project, a service URL). */
function windowMemory(queueDir, of) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(queueDir, 'reconcile');
    const name = `${(0,_util_short_hash_js__WEBPACK_IMPORTED_MODULE_4__/* .shortHash */ .B)(of, 16)}.json`;
    return {
        until: () => {
            const text = (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, name), 4096)?.text;
            try {
                const until = JSON.parse(text ?? '').until;
                return typeof until === 'number' && Number.isFinite(until) ? until : undefined;
            }
            catch {
                return undefined;
            }
        },
        remember: async (until, say) => {
            try {
                await (0,_util_dirs_js__WEBPACK_IMPORTED_MODULE_2__/* .makeDirs */ .X2)(dir, 0o700);
                await (0,_util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(dir, name, JSON.stringify({ until }));
            }
            catch (e) {
                say(`reconcile: where this sweep stopped could not be kept (${e.message}): the next one looks back from --since or a day`);
            }
        }
    };
}


/***/ }),

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reconcileCommand: () => (/* binding */ reconcileCommand)
});

// UNUSED EXPORTS: ciOf, settingsForReconcile

// EXTERNAL MODULE: ./src/cli/reconcile-window.ts
var reconcile_window = __webpack_require__(5892);
// EXTERNAL MODULE: ./src/logs/redact.ts + 1 modules
var redact = __webpack_require__(44);
// EXTERNAL MODULE: ./src/environment/github.ts
var github = __webpack_require__(3638);
// EXTERNAL MODULE: ./src/client/transport.ts
var transport = __webpack_require__(4790);
// EXTERNAL MODULE: ./src/client/version.ts
var version = __webpack_require__(8095);
// EXTERNAL MODULE: ./src/reconcile/rest-plan.ts
var rest_plan = __webpack_require__(1794);
;// CONCATENATED MODULE: ./src/reconcile/github/api.ts



/** A GET's failure, with what the answer said of GitHub's rate limit. */
class GitHubError extends (/* unused pure expression or super */ null && (RestError)) {
}
const GITHUB_API_VERSION = '2022-11-28';
const DEFAULT_USER_AGENT = `job-monitor/${version/* VERSION */.x}`;
/** `https://api.github.com` unless the runner names another (GitHub Enterprise Server). */
function apiUrlOf(raw) {
    return (raw || 'https://api.github.com').replace(/\/+$/, '');
}
/** The repository as `owner/name`, or undefined when `raw` is not one. */
function repositoryOf(raw) {
    const [owner, repo, extra] = (raw ?? '').split('/');
    return owner && repo && extra === undefined ? `${owner}/${repo}` : undefined;
}
class GitHubApi extends rest_plan/* RestPlan */.GW {
    ciName = 'GitHub';
    repoPath;
    constructor(o) {
        super(o);
        const repository = repositoryOf(o.place?.repository);
        this.repoPath = repository
            ? `/repos/${repository
                .split('/')
                .map(p => encodeURIComponent(p))
                .join('/')}`
            : undefined;
    }
    /** The repository read (`owner/name`), when there is one. */
    get repository() {
        return repositoryOf(this.o.place?.repository);
    }
    urlOf(path) {
        return this.repoPath ? `${apiUrlOf(this.o.place?.apiUrl)}${this.repoPath}${path}` : undefined;
    }
    noPlace() {
        return this.o.noPlace ?? 'GITHUB_REPOSITORY is not owner/name';
    }
    get acceptJson() {
        return 'application/vnd.github+json';
    }
    headersOf(accept) {
        return {
            Accept: accept,
            Authorization: `token ${this.o.token}`,
            'User-Agent': this.o.userAgent ?? DEFAULT_USER_AGENT,
            'X-GitHub-Api-Version': GITHUB_API_VERSION
        };
    }
    /** GitHub answers 403 or 404 to a token without the permission; 401 is a bad token. */
    refusal(status) {
        return status === 403 || status === 404;
    }
    rateLimitOf(answer) {
        return rateLimitOf(answer);
    }
    /**
     * GET `path`, which GitHub answers with a redirect (a job's log: 302 to a short-lived address,
     * "Download job logs for a workflow run"): the address it points to, never followed here, so
     * the token goes nowhere but GitHub's API.
     */
    async location(path, permission, gives) {
        const why = this.cannot(path);
        if (why)
            return { skipped: why };
        this.calls.push(path);
        const url = this.urlOf(path) ?? path;
        try {
            const answer = await this.send(path, '*/*');
            const to = answer.headers.location;
            if (answer.status >= 300 && answer.status < 400 && to) {
                const target = new URL(to, this.o.place?.apiUrl);
                if (target.protocol === 'https:' || target.protocol === 'http:')
                    return { body: target.href };
                return { failed: `${(0,transport/* endpointOf */.X5)(url)} pointed to a ${target.protocol} address` };
            }
            if (answer.status >= 200 && answer.status < 300)
                return { failed: `${(0,transport/* endpointOf */.X5)(url)} answered HTTP ${answer.status} with no address` };
            throw this.errorOf(answer, url);
        }
        catch (e) {
            return this.failure(e, permission, gives);
        }
    }
}
/**
 * The error of an answer that is no success: a rate limit when GitHub says so (x-ratelimit-
 * remaining 0, or a message naming a rate limit, on a 403 or 429), else the status alone. The
 * answer's text is never quoted: it may hold a secret.
 */
function errorOf(answer, url) {
    return new GitHubError(`${endpointOf(url)} answered HTTP ${answer.status}`, answer.status, rateLimitOf(answer));
}
/** What a 403 or 429 says of GitHub's rate limit, or undefined when it is no rate limit. */
function rateLimitOf(answer) {
    if (answer.status !== 403 && answer.status !== 429)
        return undefined;
    const h = answer.headers;
    const reset = Number(h['x-ratelimit-reset']);
    const resetsAt = Number.isFinite(reset) && reset > 0 && reset < 1e11
        ? `it resets at ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`
        : undefined;
    const retryIn = (0,rest_plan/* retryAfterOf */.sT)(h['retry-after']);
    const said = /rate limit/i.test(answer.body.slice(0, 2000));
    if (h['x-ratelimit-remaining'] === '0' || said || answer.status === 429 || retryIn)
        return retryIn ?? resetsAt ?? (said ? 'a secondary rate limit' : 'no requests left');
    return undefined;
}

// EXTERNAL MODULE: ./src/run/context.ts
var context = __webpack_require__(670);
// EXTERNAL MODULE: ./src/reconcile/finished-job.ts
var finished_job = __webpack_require__(6906);
// EXTERNAL MODULE: ./src/reconcile/heal.ts
var heal = __webpack_require__(6472);
;// CONCATENATED MODULE: ./src/run/github-job.ts
/** Bounds on what is kept of an answer: a job has at most a few hundred steps. */
const MAX_STEPS = 1000;
const MAX_TEXT = 1024;
/**
 * The job in a jobs API answer, read totally: a field of the wrong type is left out, a step
 * without a name or number is dropped, texts are bounded. Undefined when the answer is not a
 * job at all (no numeric id).
 */
function jobInfoOf(answer) {
    const o = record(answer);
    if (!o || !Number.isSafeInteger(o.id))
        return undefined;
    const steps = Array.isArray(o.steps) ? o.steps.slice(0, MAX_STEPS) : [];
    return {
        id: o.id,
        name: github_job_text(o.name) ?? '',
        ...optional(o, [
            'html_url',
            'status',
            'conclusion',
            'runner_name',
            'created_at',
            'started_at',
            'completed_at',
            'head_sha',
            'check_run_url'
        ]),
        steps: steps.flatMap(s => {
            const step = record(s);
            const name = github_job_text(step?.name);
            if (!step || name === undefined || !Number.isSafeInteger(step.number))
                return [];
            return [
                {
                    name,
                    status: github_job_text(step.status) ?? '',
                    conclusion: github_job_text(step.conclusion) ?? null,
                    number: step.number,
                    ...optional(step, ['started_at', 'completed_at'])
                }
            ];
        })
    };
}
function record(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v)
        ? v
        : undefined;
}
function github_job_text(v) {
    return typeof v === 'string' ? v.slice(0, MAX_TEXT) : undefined;
}
/** The named fields that hold text, as they are; null stays null; others are left out. */
function optional(o, names) {
    const out = {};
    for (const n of names) {
        if (o[n] === null)
            out[n] = null;
        else if (typeof o[n] === 'string')
            out[n] = github_job_text(o[n]);
    }
    return out;
}
/** What is read of a jobs list, whatever it holds (a matrix makes at most 256 jobs per run). */
const MAX_JOBS_READ = 1000;
/**
 * The jobs of a jobs-list answer (GET .../runs/{id}/jobs or .../attempts/{n}/jobs), as objects
 * to read field by field: none when the answer holds no list, at most MAX_JOBS_READ of it.
 */
function jobsIn(body) {
    const jobs = body?.jobs;
    if (!Array.isArray(jobs))
        return [];
    return jobs
        .slice(0, MAX_JOBS_READ)
        .filter((j) => !!j && typeof j === 'object');
}

;// CONCATENATED MODULE: ./src/reconcile/github/election.ts
/**
 * Who ends an earlier run from GitHub's record: one job, chosen the same way by every job that
 * could, from what GitHub says alone, so that a matrix of 50 legs finishing at once sends one
 * end for one lost run, and a later run never sends it again.
 *
 * The earlier job A (in run R) is ended by the next run's job of A's name: in the first run of
 * the workflow after R (the lowest run id above R's, any event), among the jobs of A's name in
 * that run's first attempt that GitHub created once A had completed, the one whose place (by job
 * id) is A's place among R's jobs of that name, counted round. For the usual job (one of its name
 * per run) that is simply the next run's job of the same name. Every input is a fact GitHub keeps
 * and never changes (ids, names, creation and completion times), so the choice is the same
 * whenever and wherever it is made. A job that is not the one chosen ends nothing; a chosen job
 * that could not (no key, no permission, its own runner lost) leaves the run open: nobody else
 * takes its turn, since nobody could know it did not.
 */


/** The runs of a runs-list answer (`workflow_runs`), read totally, at most 100. */
function runsIn(body) {
    const runs = body?.workflow_runs;
    if (!Array.isArray(runs))
        return [];
    const out = [];
    for (const r of runs.slice(0, 100)) {
        if (!r || typeof r !== 'object')
            continue;
        const o = r;
        if (!Number.isSafeInteger(o.id) || o.id <= 0)
            continue;
        out.push({
            id: o.id,
            status: typeof o.status === 'string' ? o.status : '',
            ...(typeof o.conclusion === 'string' ? { conclusion: o.conclusion } : {}),
            ...(typeof o.created_at === 'string' ? { createdAt: o.created_at } : {}),
            attempt: Number.isSafeInteger(o.run_attempt) ? o.run_attempt : 1,
            ...(Number.isSafeInteger(o.check_suite_id)
                ? { checkSuiteId: o.check_suite_id }
                : {})
        });
    }
    return out;
}
/** The jobs of a jobs-list answer, as JobInfo (those GitHub gives an id). */
function jobInfosIn(body) {
    return jobsIn(body).flatMap(j => {
        const info = jobInfoOf(j);
        return info ? [{ ...info, ...attemptOf(j) }] : [];
    });
}
function attemptOf(j) {
    return Number.isSafeInteger(j.run_attempt) ? { run_attempt: j.run_attempt } : {};
}
/** The run just before `ownRunId` among `runs`: the highest id below it. */
function previousRun(runs, ownRunId) {
    let best;
    for (const r of runs)
        if (r.id < ownRunId && (!best || r.id > best.id))
            best = r;
    return best;
}
/** Jobs of `name`, by id. */
function namedJobs(jobs, name) {
    return jobs.filter(j => j.name === name).sort((a, b) => a.id - b.id);
}
/**
 * Which of the earlier run's jobs of this name a job of the next run looks at first: for a
 * matrix whose legs share a name, the leg's own index (`strategy.job-index`), counted round.
 */
function lookedAt(earlier, jobIndex) {
    if (earlier.length === 0)
        return undefined;
    const i = Number.isSafeInteger(jobIndex) && jobIndex >= 0 ? jobIndex : 0;
    return earlier[i % earlier.length];
}
/** Why `own` is not the job that ends `earlier`'s run, or undefined when it is. */
function notChosen(o) {
    if (o.ownAttempt !== 1)
        return 'a re-run attempt ends no earlier run';
    const completed = instantOf(o.earlier.completed_at);
    if (completed === undefined)
        return 'GitHub gives no time the earlier job completed';
    const after = (j) => {
        const created = instantOf(j.created_at);
        return created !== undefined && created >= completed;
    };
    if (!after(o.own))
        return 'this job was created before the earlier one completed';
    const eligible = namedJobs(o.ownRunJobs, o.earlier.name).filter(j => after(j) && (j.run_attempt ?? 1) === 1);
    const place = namedJobs(o.earlierNamed, o.earlier.name).findIndex(j => j.id === o.earlier.id);
    if (place < 0 || eligible.length === 0)
        return 'GitHub does not list the jobs the choice needs';
    const chosen = eligible[place % eligible.length];
    return chosen.id === o.own.id ? undefined : `job ${chosen.id} of this run ends it`;
}

// EXTERNAL MODULE: ./src/reconcile/ci-job.ts
var ci_job = __webpack_require__(3852);
// EXTERNAL MODULE: ./src/reconcile/record-line.ts
var record_line = __webpack_require__(7414);
// EXTERNAL MODULE: ./src/reconcile/log-parts.ts
var log_parts = __webpack_require__(4569);
;// CONCATENATED MODULE: ./src/reconcile/github/log-text.ts


/** The runner's time stamp at a line's start (7 fractional digits; fewer accepted). */
const STAMP = /^(?:\uFEFF)?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?Z ?/;
const MARKERS = [
    ['##[error]', 'Error: '],
    ['##[warning]', 'Warning: '],
    ['##[notice]', 'Notice: '],
    ['##[debug]', 'Debug: '],
    ['##[group]', ''],
    ['##[command]', ''],
    ['##[section]', ''],
    // The end of a group prints nothing on the page.
    ['##[endgroup]', null]
];
/** One line as a person reads it; null for a line the page does not show. */
function personLine(raw) {
    const line = raw.replace(/\r$/, '').replace(STAMP, '');
    for (const [marker, shown] of MARKERS) {
        if (!line.startsWith(marker))
            continue;
        return shown === null ? null : shown + line.slice(marker.length);
    }
    return line;
}
/** A part of the log as a person reads it. */
function personText(raw) {
    const out = [];
    for (const line of raw.split('\n')) {
        const shown = personLine(line);
        if (shown !== null)
            out.push(shown);
    }
    return out.join('\n');
}
/** The lines the runner marked as errors, as a person reads them (`Error: ...`). */
function errorLinesIn(raw) {
    const out = [];
    for (const line of raw.split('\n')) {
        const l = line.replace(/\r$/, '').replace(STAMP, '');
        if (l.startsWith('##[error]'))
            out.push(`Error: ${l.slice('##[error]'.length)}`);
    }
    return out;
}
/** The log's error lines in the parts read, in order. */
function errorLinesOfLog(log) {
    return (0,log_parts/* logParts */.Ru)(log).flatMap(errorLinesIn);
}
/** GitHub's log as it is sent (log-parts.ts), its lines as a person reads them. */
function renderLog(log, maxBytes, redactor) {
    return (0,log_parts/* renderLog */.No)(log, maxBytes, redactor, personText);
}

;// CONCATENATED MODULE: ./src/reconcile/github/finished.ts



/** The title of the warning post writes when its end report did not reach the service. */
const END_NOT_DELIVERED_TITLE = 'Job monitoring: end report not delivered';
const LOST = /lost communication with the server|The runner has received a shutdown signal/;
const TIMED_OUT = /has exceeded the maximum execution time of \d+ minutes?/;
const GITHUB_DECIDED = [
    LOST,
    TIMED_OUT,
    /Canceling since a higher priority waiting request for/,
    /The strategy configuration was canceled because/
];
/** Longest annotation text quoted. */
const WORDS_CHARS = 600;
/** The annotations of an answer, whatever came (at most 100, texts bounded). */
function annotationsOf(body) {
    if (!Array.isArray(body))
        return [];
    const out = [];
    for (const a of body.slice(0, 100)) {
        if (!a || typeof a !== 'object')
            continue;
        const o = a;
        const text = (v) => (typeof v === 'string' ? v.slice(0, 4000) : '');
        out.push({ level: text(o.annotation_level), title: text(o.title), message: text(o.message) });
    }
    return out;
}
/** Whether GitHub's annotations say the runner was lost (or shut down) under the job. */
function saysRunnerLost(annotations) {
    return annotations.some(a => LOST.test(a.message));
}
/** Whether post said its end report did not reach the service. */
function saysEndNotDelivered(annotations) {
    return annotations.some(a => a.title === END_NOT_DELIVERED_TITLE);
}
/** The CI-neutral conclusion of GitHub's job and its annotations. */
function conclusionOf(job, annotations) {
    const c = job.conclusion;
    if (c === 'failure' && saysRunnerLost(annotations))
        return 'lost';
    if (c === 'timed_out' || annotations.some(a => TIMED_OUT.test(a.message)))
        return 'timed_out';
    if (c === 'success' || c === 'failure' || c === 'cancelled')
        return c;
    return 'other';
}
/**
 * Whether the job's post steps ran: a step named "Post ..." that started (completed other than
 * skipped, or in progress), or the runner's "Post job cleanup." line in the log's tail. A job
 * whose steps GitHub does not list says nothing.
 */
function postStepsRan(job, tailText) {
    if (tailText !== undefined && /(?:^|\n)(?:\S+ )?Post job cleanup\.\r?$/m.test(tailText))
        return 'yes';
    if (job.steps.length === 0)
        return 'unknown';
    const ran = job.steps.some(s => s.name.startsWith('Post ') &&
        (s.status === 'in_progress' || (s.status === 'completed' && s.conclusion !== 'skipped')));
    return ran ? 'yes' : 'no';
}
/** One line of GitHub's words, as quoted: one line, bounded. */
function quoted(message) {
    const line = message.replace(/\s+/g, ' ').trim();
    return line.length <= WORDS_CHARS ? line : `${line.slice(0, WORDS_CHARS - 3)}...`;
}
/** The finished job's record, from GitHub's job, its annotations and its log. */
function finishedJobOf(o) {
    const { job, annotations } = o;
    const read = 'log' in o.log ? o.log.log : undefined;
    const parts = read ? (0,log_parts/* logParts */.Ru)(read) : [];
    const found = read ? parts.map(p => (0,record_line/* readRecords */.T3)(p, o.seal)) : [];
    const errors = read ? errorLinesOfLog(read) : [];
    const ciJob = (0,ci_job/* gitHubCiJob */.Z)(o.repository, job.id);
    const failing = annotations.filter(a => a.level === 'failure' && !GITHUB_DECIDED.some(r => r.test(a.message)));
    return {
        ci: 'github-actions',
        ciName: 'GitHub',
        job: {
            id: String(job.id),
            name: job.name,
            ...(job.html_url ? { url: job.html_url } : {}),
            ...(ciJob ? { ciJob } : {})
        },
        finished: job.status === 'completed',
        conclusion: conclusionOf(job, annotations),
        ...(job.conclusion ? { conclusionWord: job.conclusion } : {}),
        ...(job.completed_at ? { completedAt: job.completed_at } : {}),
        failedSteps: job.steps.filter(s => s.conclusion === 'failure').map(s => s.name),
        ciWords: annotations
            .filter(a => GITHUB_DECIDED.some(r => r.test(a.message)))
            .map(a => quoted(o.redactor.redact(a.message))),
        errorLines: (errors.length ? errors : failing.map(a => `Error: ${a.message}`)).map(l => quoted(o.redactor.redact(l))),
        endStepRan: postStepsRan(job, read?.tailIsEnd ? parts.at(-1) : undefined),
        ...(read
            ? {
                records: {
                    records: found.flatMap(f => f.records),
                    unverified: found.reduce((n, f) => n + f.unverified, 0)
                },
                log: read,
                logText: renderLog(read, o.logBytes, o.redactor)
            }
            : { noLog: 'noLog' in o.log ? o.log.noLog : 'none' })
    };
}

// EXTERNAL MODULE: ./src/reconcile/bounded-read.ts
var bounded_read = __webpack_require__(4738);
;// CONCATENATED MODULE: ./src/reconcile/github/job-log.ts


/** The job's log, head and tail within `bounds`. */
async function readJobLog(api, jobId, bounds, proxy) {
    const where = await api.location(`/actions/jobs/${jobId}/logs`, 'actions: read', "an earlier job's log (to end its run from GitHub's record)");
    if (!('body' in where)) {
        if ('refused' in where)
            return { noLog: `GitHub refused it (HTTP ${where.refused})`, refused: true };
        return { noLog: 'failed' in where ? where.failed : where.skipped };
    }
    const url = String(where.body);
    const cost = { blobGets: 0, bytes: 0 };
    try {
        const first = await (0,bounded_read/* boundedGet */._1)(url, {}, { range: { from: 0, to: bounds.headBytes - 1 } }, api.within(bounds), proxy);
        cost.blobGets++;
        cost.bytes += first.body.length;
        if (first.status === 416)
            return { log: (0,bounded_read/* wholeLog */._L)(Buffer.alloc(0)), cost };
        if (first.status === 206)
            return await rangedLog(api, url, first, bounds, proxy, cost);
        if (first.status === 200)
            return { log: (0,bounded_read/* streamedLog */.wM)(first, bounds), cost };
        return { noLog: `the log's address answered HTTP ${first.status}` };
    }
    catch (e) {
        return { noLog: `the log's address could not be read: ${e.message}` };
    }
}
/** The head came as a 206: its Content-Range gives the total; the tail is a second ranged GET. */
async function rangedLog(api, url, first, bounds, proxy, cost) {
    const total = (0,bounded_read/* totalOf */.e6)(first.headers['content-range']);
    if (total === undefined)
        return { noLog: 'the log answered a range without its total length' };
    if (total <= first.body.length)
        return { log: (0,bounded_read/* wholeLog */._L)(first.body.subarray(0, total)), cost };
    const tailFrom = Math.max(first.body.length, total - bounds.tailBytes);
    const second = await (0,bounded_read/* boundedGet */._1)(url, {}, { range: { from: tailFrom, to: total - 1 } }, api.within(bounds), proxy);
    cost.blobGets++;
    cost.bytes += second.body.length;
    if (second.status !== 206 || (0,bounded_read/* totalOf */.e6)(second.headers['content-range']) !== total)
        return { noLog: `the log's tail answered HTTP ${second.status}, not the range asked` };
    return {
        log: {
            head: first.body.toString('utf8'),
            tail: second.body.toString('utf8'),
            totalBytes: total,
            tailIsEnd: true,
            notRead: tailFrom - first.body.length
        },
        cost
    };
}

;// CONCATENATED MODULE: ./src/reconcile/github/sweep.ts






/** Runs listed by one sweep: GitHub's largest page. */
const RUNS_PER_PAGE = 100;
function bodyOf(answer) {
    return 'body' in answer ? answer.body : undefined;
}
function why(answer) {
    if ('refused' in answer)
        return `GitHub refused a read (HTTP ${answer.refused}): grant 'permissions: actions: read' and 'checks: read'`;
    return 'failed' in answer ? answer.failed : 'skipped' in answer ? answer.skipped : 'no answer';
}
/** The runs that may hold a job that completed in the window, oldest first. */
async function runsOfWindow(o) {
    const paths = o.workflows.length
        ? o.workflows.map(f => `/actions/workflows/${encodeURIComponent(f)}/runs?status=completed&per_page=${RUNS_PER_PAGE}`)
        : [`/actions/runs?status=completed&per_page=${RUNS_PER_PAGE}`];
    const runs = [];
    for (const path of paths) {
        const answer = await o.api.get(path, 'actions: read', "the repository's recent runs");
        const body = bodyOf(answer);
        if (body === undefined)
            return why(answer);
        runs.push(...runsIn(body));
    }
    const created = (r) => (0,context/* instantOf */.B9)(r.createdAt) ?? Infinity;
    // A run created after the window closed holds no job that completed in it.
    return runs.filter(r => created(r) < o.window.to).sort((a, b) => a.id - b.id);
}
function completedIn(job, window) {
    const at = (0,context/* instantOf */.B9)(job.completed_at);
    return job.status === 'completed' && at !== undefined && at >= window.from && at < window.to;
}
/** One sweep over its window, within its plan of GETs and its number of ends. */
async function sweep(o) {
    const result = { healed: [], left: [], looked: 0 };
    const runs = await runsOfWindow(o);
    if (typeof runs === 'string')
        return { ...result, unfinished: runs };
    for (const run of runs) {
        const jobsAnswer = await o.api.get(`/actions/runs/${run.id}/jobs?filter=all&per_page=100`, 'actions: read', "a run's jobs");
        const body = bodyOf(jobsAnswer);
        if (body === undefined)
            return { ...result, unfinished: why(jobsAnswer) };
        for (const job of jobInfosIn(body).filter(j => completedIn(j, o.window))) {
            if (result.healed.length >= o.maxEnds)
                return { ...result, unfinished: `it ended ${o.maxEnds} runs, the most one sweep ends` };
            const stop = await sweepJob(o, job, result);
            if (stop)
                return { ...result, unfinished: stop };
        }
    }
    return result;
}
/** One job of the window: its annotations, then, if they call for it, its log and its end. */
async function sweepJob(o, job, result) {
    const notes = await o.api.get(`/check-runs/${job.id}/annotations?per_page=50`, 'checks: read', "a job's annotations");
    const body = bodyOf(notes);
    if (body === undefined)
        return why(notes);
    result.looked++;
    const annotations = annotationsOf(body);
    const lost = job.conclusion === 'failure' && saysRunnerLost(annotations);
    if (!lost && !saysEndNotDelivered(annotations))
        return undefined;
    const log = await readJobLog(o.api, job.id, o.bounds, o.proxy);
    const finished = finishedJobOf({
        job,
        annotations,
        log,
        seal: o.seal,
        repository: o.api.repository,
        logBytes: o.logBytes,
        redactor: o.redactor
    });
    // One end for each run of the job's log that needs one, within the sweep's number of ends.
    for (const verdict of (0,finished_job/* verdictsOf */.W5)(finished, {
        healer: 'sweep',
        endedBy: o.endedBy,
        now: o.now()
    })) {
        if ('leave' in verdict)
            result.left.push({ job: `${job.name} (${job.id})`, why: verdict.leave });
        else if (result.healed.length < o.maxEnds)
            result.healed.push(await (0,heal/* sendHeal */.L)(o.services, verdict.end, o.send));
    }
    return undefined;
}
/** A first sweep, with no sweep before it, looks this far back. */
const FIRST_SWEEP_LOOKBACK_MS = 7 * 24 * 3600 * 1000;
/**
 * The window of a sweep that runs as a job of its own workflow: from the start of the run before
 * it to its own start, as GitHub dates them. A re-run of a sweep has none: its first attempt
 * held that window.
 */
async function sweepWindow(api, own) {
    if (own.attempt !== 1)
        return { none: 'a re-run of a sweep ends nothing: its first attempt held its window' };
    const answer = await api.get(`/actions/workflows/${encodeURIComponent(own.workflowFile)}/runs?per_page=10`, 'actions: read', "the sweep's own runs");
    const body = bodyOf(answer);
    if (body === undefined)
        return { none: why(answer) };
    const runs = runsIn(body);
    const to = (0,context/* instantOf */.B9)(runs.find(r => r.id === own.runId)?.createdAt);
    if (to === undefined)
        return { none: 'GitHub does not list this run among its workflow’s newest' };
    let before;
    for (const r of runs)
        if (r.id < own.runId && (!before || r.id > before.id))
            before = r;
    return { from: (0,context/* instantOf */.B9)(before?.createdAt) ?? to - FIRST_SWEEP_LOOKBACK_MS, to };
}

// EXTERNAL MODULE: ./src/cli/command-settings.ts + 1 modules
var command_settings = __webpack_require__(7635);
// EXTERNAL MODULE: ./src/cli/config.ts + 1 modules
var config = __webpack_require__(99);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __webpack_require__(7136);
// EXTERNAL MODULE: ./src/cli/client-setup.ts + 1 modules
var client_setup = __webpack_require__(9348);
// EXTERNAL MODULE: ./src/run/signals.ts
var signals = __webpack_require__(6192);
;// CONCATENATED MODULE: ./src/cli/reconcile.ts
/**
 * `job-monitor reconcile`: the scheduled sweep (reconcile/github/sweep.ts) from the command line:
 * ends, from GitHub's record, the runs of jobs set to `reconcile: sweep` whose end never reached
 * the service. GitLab's and Buildkite's records are read by reconcile-ci.ts. Its window: in a GitHub Actions run, from the run before it of its own workflow to
 * its own (as GitHub dates them); elsewhere (cron on a host) from where the last sweep of this
 * repository on this machine stopped, kept in the queue folder, to now; `--since` names its start.
 * The GitHub token comes from JOB_MONITOR_GITHUB_TOKEN or GITHUB_TOKEN (never a flag: `ps`
 * shows flags); it goes to GitHub alone, and the API key to the service alone.
 */











/** A first sweep on a machine, with no window remembered, looks this far back. */
const FIRST_LOOKBACK_MS = 24 * 3600 * 1000;
const MAX_GETS = 200;
const BUDGET_MS = 300_000;
function settingsForReconcile(flags, env) {
    const connection = (0,command_settings/* connectionFor */.EP)(flags, env);
    const token = (0,config/* pick */.Up)({}, '', env, 'JOB_MONITOR_GITHUB_TOKEN') ?? (0,config/* pick */.Up)({}, '', env, 'GITHUB_TOKEN');
    if (!token)
        throw new errors/* UsageError */.e("no GitHub token: set JOB_MONITOR_GITHUB_TOKEN (or GITHUB_TOKEN) to a token that may read the repository's Actions (actions: read, checks: read)");
    const repository = repositoryOf((0,config/* pick */.Up)(flags, 'repo', env, 'GITHUB_REPOSITORY'));
    if (!repository)
        throw new errors/* UsageError */.e('--repo owner/name is required (or GITHUB_REPOSITORY)', '--repo');
    const since = (0,config/* pick */.Up)(flags, 'since', {});
    const sinceMs = since === undefined ? undefined : Date.parse(since);
    if (sinceMs !== undefined && !Number.isFinite(sinceMs))
        throw new errors/* UsageError */.e(`--since must be an ISO 8601 time, such as 2026-12-01T00:00:00Z`, '--since');
    const event = (0,github/* readEventFacts */._r)(env);
    const inActions = env.GITHUB_ACTIONS === 'true' && event.runId && event.workflowFile;
    const workflows = flags.workflow;
    return {
        connection,
        token,
        place: { apiUrl: apiUrlOf(env.GITHUB_API_URL), repository },
        workflows: Array.isArray(workflows)
            ? workflows.filter((w) => typeof w === 'string')
            : [],
        ...(sinceMs === undefined ? {} : { since: sinceMs }),
        maxEnds: (0,config/* wholeNumber */.rD)((0,config/* pick */.Up)(flags, 'max-ends', {}), '--max-ends', 1, 100) ?? 10,
        logMaxBytes: (0,config/* wholeNumber */.rD)((0,config/* pick */.Up)(flags, 'log-max-bytes', {}), '--log-max-bytes', 1024, 16 * 1024 * 1024) ??
            65536,
        ...(inActions
            ? {
                run: {
                    runId: event.runId,
                    attempt: event.attempt ?? 1,
                    workflowFile: event.workflowFile
                }
            }
            : {})
    };
}
/** The CI whose record is read: --ci, else the CI this runs in, else GitHub. */
function ciOf(flags, env) {
    const ci = (0,config/* pick */.Up)(flags, 'ci', {});
    if (ci === undefined) {
        if (env.GITLAB_CI === 'true')
            return 'gitlab';
        if (env.BUILDKITE === 'true')
            return 'buildkite';
        return 'github';
    }
    if (ci !== 'github' && ci !== 'gitlab' && ci !== 'buildkite')
        throw new errors/* UsageError */.e('--ci must be github, gitlab or buildkite', '--ci');
    return ci;
}
async function reconcileCommand(flags, env) {
    const ci = ciOf(flags, env);
    if (ci !== 'github') {
        const { reconcileFromCi } = await __webpack_require__.e(/* import() */ 997).then(__webpack_require__.bind(__webpack_require__, 9997));
        return reconcileFromCi(ci, flags, env);
    }
    if (flags.next === true)
        throw new errors/* UsageError */.e("--next is for GitLab and Buildkite jobs: on GitHub, the action's post step ends the run before it", '--next');
    const s = settingsForReconcile(flags, env);
    const memory = (0,reconcile_window/* windowMemory */.S)(s.connection.queue.dir, `${s.place.apiUrl}/${s.place.repository}\0${s.connection.config.baseUrl}`);
    const { config } = s.connection;
    (0,client_setup/* requireService */.rU)(config, 'runs');
    const say = (0,messages/* messenger */.e)(config.quiet);
    const api = new GitHubApi({
        token: s.token,
        place: s.place,
        proxy: s.connection.proxy,
        secrets: [config.apiKey],
        clock: { now: () => Date.now(), sleep: async () => undefined },
        maxRequests: MAX_GETS,
        deadline: Date.now() + BUDGET_MS
    });
    const now = Date.now();
    const window = s.since !== undefined
        ? { from: s.since, to: now }
        : s.run
            ? await sweepWindow(api, s.run)
            : { from: memory.until() ?? now - FIRST_LOOKBACK_MS, to: now };
    if ('none' in window) {
        (0,messages.complain)(`reconcile: no sweep: ${window.none}`);
        return errors/* ExitCode */.y.ok;
    }
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    try {
        const result = await sweep({
            api,
            window,
            workflows: s.workflows,
            maxEnds: s.maxEnds,
            seal: { apiKey: config.apiKey, address: config.baseUrl ?? '' },
            services: {
                client: (0,client_setup/* makeClient */.yu)(config, s.connection.proxy, s.connection.queue, say),
                queue: (0,client_setup/* queueOf */.nv)(s.connection.queue, say)
            },
            send: { deadline: Date.now() + BUDGET_MS, signal: cancel.signal },
            bounds: {
                headBytes: s.logMaxBytes / 2 + 8192,
                tailBytes: s.logMaxBytes / 2 + 8192,
                streamBytes: 4 * 1024 * 1024,
                timeoutMs: 10_000
            },
            logBytes: Math.max(1024, s.logMaxBytes - 1024),
            redactor: new redact/* Redactor */.p([config.apiKey, s.token]),
            proxy: s.connection.proxy,
            now: () => Date.now()
        });
        if (!s.run)
            await memory.remember(window.to, say);
        return report(result, window, api, say);
    }
    finally {
        cancel.dispose();
    }
}
function report(result, window, api, say) {
    for (const h of result.healed)
        (0,messages.complain)(`reconcile: run ${h.runId} (${h.jobName}) ${h.outcome === 'delivered' ? 'ended' : `end ${h.outcome}`} from GitHub's record: ${h.status}${h.error ? ` (${h.error})` : ''}`);
    for (const l of result.left)
        say(`reconcile: the run of ${l.job} was left alone: ${l.why}`);
    say(`reconcile: swept the jobs that completed from ${new Date(window.from).toISOString()} to ${new Date(window.to).toISOString()}: ${result.looked} looked at, ${result.healed.length} ended, in ${api.calls.length} GETs`);
    if (result.unfinished) {
        (0,messages.complain)(`reconcile: stopped before the end of its window: ${result.unfinished}; the jobs it did not reach are left open (--since covers them)`);
        return errors/* ExitCode */.y.serviceTrouble;
    }
    return result.healed.some(h => h.outcome === 'refused' || h.outcome === 'unsent')
        ? errors/* ExitCode */.y.serviceTrouble
        : errors/* ExitCode */.y.ok;
}


/***/ }),

/***/ 4738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ rangeStartOf),
/* harmony export */   _1: () => (/* binding */ boundedGet),
/* harmony export */   _L: () => (/* binding */ wholeLog),
/* harmony export */   e6: () => (/* binding */ totalOf),
/* harmony export */   wM: () => (/* binding */ streamedLog)
/* harmony export */ });
/* harmony import */ var _client_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4790);

function wholeLog(bytes) {
    const text = bytes.toString('utf8');
    return { head: text, tail: text, totalBytes: bytes.length, tailIsEnd: true, notRead: 0 };
}
/** The address gave the whole text (Range ignored): what a streamed read kept of it. */
function streamedLog(a, bounds) {
    if (a.complete && a.seen <= bounds.headBytes + bounds.tailBytes)
        return wholeLog(Buffer.concat([a.body, a.last ?? Buffer.alloc(0)]));
    const head = a.body.subarray(0, bounds.headBytes);
    const last = a.last ?? a.body.subarray(Math.max(head.length, a.body.length - bounds.tailBytes));
    return {
        head: head.toString('utf8'),
        tail: last.toString('utf8'),
        ...(a.complete ? { totalBytes: a.seen } : {}),
        tailIsEnd: a.complete,
        notRead: Math.max(0, a.seen - head.length - last.length)
    };
}
/** `bytes 0-99/1234` gives 1234; `*` or anything else, undefined. */
function totalOf(header) {
    const m = /^bytes (?:\d+-\d+|\*)\/(\d{1,16})$/.exec(String(header ?? '').trim());
    const total = m ? Number(m[1]) : NaN;
    return Number.isSafeInteger(total) ? total : undefined;
}
/** `bytes 10-99/1234` gives where the range begins; undefined for anything else. */
function rangeStartOf(header) {
    const m = /^bytes (\d{1,16})-\d{1,16}\/\d{1,16}$/.exec(String(header ?? '').trim());
    const from = m ? Number(m[1]) : NaN;
    return Number.isSafeInteger(from) ? from : undefined;
}
function rangeHeaderOf(want) {
    if (typeof want !== 'object')
        return undefined;
    return 'suffix' in want ? `bytes=-${want.suffix}` : `bytes=${want.range.from}-${want.range.to}`;
}
/**
 * One GET of `url` with `headers` (and the Range `want` asks for), bounded by `bounds`: within
 * `timeoutMs` overall (a body trickled a byte at a time is never idle, so an idle timeout alone
 * would read it for days) and until its signal. Straight or through the proxy, the same request:
 * no redirect is followed. The headers are the caller's: a signed address gets none that carries
 * a credential.
 */
function boundedGet(url, headers, want, bounds, proxy) {
    const range = rangeHeaderOf(want);
    const all = { 'User-Agent': 'job-monitor', ...headers, ...(range ? { Range: range } : {}) };
    return new Promise((resolve, reject) => {
        let req;
        let settled = false;
        const settle = (then) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            bounds.signal?.removeEventListener('abort', onAbort);
            then();
        };
        const stop = (why) => settle(() => {
            // No further reading: the connection goes, whatever it was doing.
            req?.destroy();
            reject(new Error(why));
        });
        const timer = setTimeout(() => stop('no answer in time'), bounds.timeoutMs);
        const onAbort = () => stop('the read was no longer wanted');
        if (bounds.signal?.aborted)
            return onAbort();
        bounds.signal?.addEventListener('abort', onAbort, { once: true });
        routeOf(url, proxy).then(route => {
            if (settled)
                return;
            req = (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .openRequest */ .Gh)(new URL(url), { method: 'GET', headers: all }, route, res => {
                readAnswer(res, want, bounds).then(answer => settle(() => resolve(answer)), (e) => settle(() => reject(e)));
            });
            req.on('error', e => settle(() => reject(new Error(`the log's address could not be reached (${codeOf(e)})`))));
            req.end();
        }, (e) => settle(() => reject(new Error(`no proxy agent (${codeOf(e)})`))));
    });
}
/** Straight, or through the proxy the variables name for `url`. */
async function routeOf(url, proxy) {
    return (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .usesProxy */ .Bb)(url, proxy) ? (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .proxyAgentFor */ .H2)(url) : false;
}
function codeOf(e) {
    const code = e.code;
    return typeof code === 'string' ? code : e.message;
}
/** The most a 206 may hold: the range asked. */
function rangeBytesOf(want) {
    if (typeof want !== 'object')
        return undefined;
    return 'suffix' in want ? want.suffix : want.range.to - want.range.from + 1;
}
/** Reads an answer within the bounds, then lets the connection go. */
function readAnswer(res, want, bounds) {
    const status = res.statusCode ?? 0;
    const ranged = status === 206;
    // A range answer holds at most what was asked; a head read stops at the head; a whole answer
    // is cut at the stream bound, its head and its last bytes kept.
    const limit = ranged
        ? (rangeBytesOf(want) ?? bounds.headBytes)
        : want === 'head'
            ? bounds.headBytes
            : bounds.streamBytes;
    const keepLast = !ranged && want !== 'head';
    return new Promise((resolve, reject) => {
        const kept = [];
        let keptBytes = 0;
        let seen = 0;
        let ring = [];
        let ringBytes = 0;
        let done = false;
        const finish = (complete) => {
            if (done)
                return;
            done = true;
            res.off('data', onData);
            if (!complete)
                res.destroy();
            const last = ringBytes ? Buffer.concat(ring).subarray(-bounds.tailBytes) : undefined;
            resolve({ status, headers: res.headers, body: Buffer.concat(kept), complete, seen, last });
        };
        const onData = (chunk) => {
            seen += chunk.length;
            const headRoom = (ranged ? limit : bounds.headBytes) - keptBytes;
            if (headRoom > 0) {
                const take = Math.min(chunk.length, headRoom);
                kept.push(chunk.subarray(0, take));
                keptBytes += take;
                chunk = chunk.subarray(take);
            }
            if (chunk.length && keepLast) {
                ring.push(chunk);
                ringBytes += chunk.length;
                // The ring keeps the last tailBytes, in few pieces.
                if (ringBytes > 2 * bounds.tailBytes) {
                    const joined = Buffer.concat(ring).subarray(-bounds.tailBytes);
                    ring = [Buffer.from(joined)];
                    ringBytes = joined.length;
                }
            }
            if (seen >= limit)
                finish(seen === limit && ranged);
        };
        res.on('data', onData);
        res.on('end', () => finish(true));
        res.on('error', e => {
            if (!done) {
                done = true;
                reject(new Error(`the log's answer broke off (${codeOf(e)})`));
            }
        });
    });
}


/***/ }),

/***/ 6906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W5: () => (/* binding */ verdictsOf)
/* harmony export */ });
/* unused harmony exports endStatusOf, verdictOf, errorDetailsOf */
/* harmony import */ var _client_wire_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1054);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(670);
/* harmony import */ var _queue_queue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7666);
/**
 * A finished job as its CI system keeps it, and the one rule that turns it into at most one end
 * report. A reader of the CI's record fills a FinishedJob (GitHub: the jobs API, the check run's
 * annotations and the job's log, reconcile/github/; a GitLab reader: the jobs API and the job's
 * trace; a Buildkite reader: the REST API's builds, jobs and logs); this module decides, the same
 * way for each, whether the run that job began may be ended from that record and with what.
 *
 * Never a guess. A run is ended from the record only on evidence the record itself holds:
 * - the CI says the job is finished (never a job it shows running);
 * - the run's own records in the job's log (record-line.ts, sealed with the key) give its run id,
 *   job name and start_time; a record is the run's own only when the job it names as its writer
 *   (ci-job.ts) is the job whose log it was read from: a line copied into another job's log, or
 *   one that names no job, is not believed. So nothing a job prints (a copied record, an
 *   annotation saying its runner was lost) can end a run that job did not start;
 * - either the `end` record says the end report did not reach the service (queued, or neither
 *   sent nor queued), or the CI says the machine was lost and the job's end step never ran (no
 *   `ending` or `end` record in a log read to its true end);
 * - the machine was ephemeral: a persistent machine's own queue sends its end, and its lost-run
 *   pass ends its lost runs (queue/open-runs.ts): a second sender would end the run twice;
 * - this healer is the one the run named (`next-run` or `sweep`).
 * Anything else leaves the run alone, and says why.
 */



/** The CI's conclusion as an end status: a timed-out or lost job failed. */
function endStatusOf(c, fallback) {
    if (c === 'success')
        return 'success';
    if (c === 'cancelled')
        return 'cancelled';
    if (c === 'failure' || c === 'timed_out' || c === 'lost')
        return 'failed';
    return fallback;
}
/** The decision for one finished job (see the rule above). */
function verdictOf(job, h) {
    if (!job.finished)
        return { leave: `${job.ciName} shows the job still running` };
    const evidence = endEvidence(job);
    if ('leave' in evidence)
        return evidence;
    const { record, because } = evidence;
    if (!record.runId)
        return { leave: 'its records name no run id (its start never reached the service)' };
    if (record.machine !== 'ephemeral')
        return {
            leave: "its machine keeps its own queue, which sends its end (or that machine's next job ends it as lost)"
        };
    if (record.healer !== h.healer)
        return {
            leave: record.healer === 'off'
                ? 'its job asked that no later job end it'
                : `its job left it to the ${record.healer === 'sweep' ? 'scheduled sweep' : 'next run of the job'}`
        };
    // An end record carries what its run's own end report said: for `exec`, one command of the
    // job, which may have failed in a job that succeeded, or the other way round. The CI's
    // conclusion decides where no end record speaks (a lost runner), and names what a run saw
    // only as a cancel: the job's time limit, which fails it.
    const own = record.kind === 'end' ? record.status : undefined;
    const status = own === 'cancelled' && job.conclusion === 'timed_out'
        ? 'failed'
        : (own ?? endStatusOf(job.conclusion, record.status));
    if (!status)
        return { leave: `${job.ciName}'s conclusion '${job.conclusionWord ?? '?'}' names no end` };
    return {
        end: {
            run: {
                jobName: record.jobName,
                runKey: (0,_queue_queue_js__WEBPACK_IMPORTED_MODULE_2__/* .newRunKey */ .r9)(),
                startTime: record.startTime,
                runId: record.runId
            },
            ending: endingOf(job, status, because, h, own !== undefined),
            because,
            record
        }
    };
}
/**
 * The decision for each run whose records the job's log holds. A job may hold more than one run
 * (`job-monitor exec` twice in one script, or beside the action): each is decided on its own
 * records (one run is its job name and start_time, as sealed), and the job's record (finished,
 * its conclusion, its end step) is the same for all. A log with no record of ours gives the one
 * decision that says why.
 */
function verdictsOf(job, h) {
    const found = job.records;
    if (!found || found.records.length === 0)
        return [verdictOf(job, h)];
    const runs = new Map();
    for (const r of found.records) {
        const key = `${r.jobName}\0${r.startTime}`;
        runs.set(key, [...(runs.get(key) ?? []), r]);
    }
    return [...runs.values()].map(records => verdictOf({ ...job, records: { records, unverified: found.unverified } }, h));
}
/**
 * The record that names the run, and why its end did not reach the service; or why that is not
 * certain.
 */
function endEvidence(job) {
    if (!job.records)
        return { leave: `its log could not be read (${job.noLog ?? 'no log'})` };
    const records = ownRecords(job);
    const others = job.records.records.length - records.length;
    if (records.length === 0 && others > 0)
        return {
            leave: `its log holds ${others} record(s) that another job wrote or that name no job (copied into its log, or written by a version that did not name its job): a record is believed only in the log of the job that wrote it`
        };
    const end = lastOf(records, 'end');
    if (end) {
        if (end.outcome === 'queued')
            return {
                record: end,
                because: 'its end report was queued on a machine discarded with the job'
            };
        if (end.outcome === 'unsent')
            return { record: end, because: 'its end report could be neither sent nor queued' };
        return {
            leave: end.outcome === 'refused'
                ? 'the service refused its end report for good'
                : 'its end report reached the service'
        };
    }
    const ending = lastOf(records, 'ending');
    if (ending)
        return { leave: 'its log stops while its end was being sent: it may have arrived' };
    if (!job.log?.tailIsEnd)
        return {
            leave: 'its log could not be read to its end (its address ignored the byte range asked): an end record may be in the part not read'
        };
    const start = lastOf(records, 'start');
    if (!start) {
        const unverified = job.records.unverified;
        return {
            leave: unverified
                ? `its log holds ${unverified} record(s) of the run that do not verify (masked, cut, or not this service's)`
                : 'no run id found in the part of its log read'
        };
    }
    if (job.conclusion !== 'lost')
        return { leave: 'its log has no end record, and nothing says its end step did not run' };
    if (job.endStepRan !== 'no')
        return {
            leave: 'the runner was lost, but its end steps may have run: the end may have been sent'
        };
    if (!job.log?.tailIsEnd)
        return {
            leave: 'its log could not be read to its end: an end record may be in the part not read'
        };
    return {
        record: start,
        because: `${job.ciName} lost the runner and the job's end step never ran`
    };
}
/** The records the job read wrote itself: the ones that name it (ci-job.ts). */
function ownRecords(job) {
    const me = job.job.ciJob;
    return me ? (job.records?.records ?? []).filter(r => r.ciJob === me) : [];
}
function lastOf(records, kind) {
    return records.filter(r => r.kind === kind).at(-1);
}
/** OpenTelemetry's result for the CI's conclusion. */
function resultOf(c, status) {
    if (c === 'timed_out')
        return 'timeout';
    if (c === 'lost')
        return 'error';
    return status === 'success' ? 'success' : status === 'cancelled' ? 'cancellation' : 'failure';
}
/** The end report built from the record alone. */
function endingOf(job, status, because, h, 
/** The status is the run's own end report's, not the CI's conclusion. */
ownStatus = false) {
    const completed = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_1__/* .instantOf */ .B9)(job.completedAt);
    const metadata = {
        [_run_context_js__WEBPACK_IMPORTED_MODULE_1__/* .TASK_RUN_RESULT_KEY */ .Y0]: resultOf(job.conclusion, status),
        'cicd.pipeline.task.run.id': job.job.id,
        ...(job.job.url ? { 'cicd.pipeline.task.run.url.full': job.job.url } : {}),
        'job_monitor.ended_from': 'ci_record',
        ...(h.endedBy ? { 'job_monitor.ended_by': h.endedBy } : {})
    };
    return {
        status,
        errorDetails: status === 'success' ? _client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_ERROR */ .VT : errorDetailsOf(job, status, ownStatus),
        metadata,
        logs: logsOf(job, because),
        endTime: (0,_client_wire_js__WEBPACK_IMPORTED_MODULE_0__/* .isoUtc */ .u8)(completed !== undefined && completed <= h.now ? completed : h.now)
    };
}
/** How many of the log's error lines error_details quotes. */
const ERROR_LINES_QUOTED = 10;
/** error_details' bound (the service states none; the same as a live end's). */
const ERROR_DETAILS_MAX_CHARS = 4096;
/**
 * Why the job did not succeed, as the record says it: the CI's own words first (quoted), then
 * the failed steps, then the failing lines of the log; and what the record could not say.
 */
function errorDetailsOf(job, status, ownStatus = false) {
    const lines = [];
    // The run's own word where its job ended otherwise: what follows is the job's, as the CI kept it.
    if (ownStatus && endStatusOf(job.conclusion) !== status)
        lines.push(`Its own end report said ${status}; its job ended ${job.conclusionWord ?? job.conclusion}.`);
    if (job.conclusion === 'lost')
        lines.push(`The runner was lost (${job.ciName} failed the job).`);
    else if (job.conclusion === 'timed_out')
        lines.push('The job timed out.');
    else if (status === 'cancelled')
        lines.push('The job was cancelled.');
    for (const words of job.ciWords)
        lines.push(`${job.ciName} says: "${words}"`);
    if (job.failedSteps.length)
        lines.push(`Failed steps: ${job.failedSteps.join(', ')}`);
    const errors = job.errorLines.slice(-ERROR_LINES_QUOTED);
    if (errors.length)
        lines.push('', ...errors);
    else if (job.log?.notRead && status === 'failed')
        lines.push('(no failing line in the head and tail of the log read: it may be in the part not read)');
    else if (!job.log && status === 'failed')
        lines.push(`(the job's log could not be read: ${job.noLog ?? 'none'})`);
    if (lines.length === 0)
        lines.push(`The job ended ${job.conclusionWord ?? status}.`);
    const text = lines.join('\n');
    return text.length <= ERROR_DETAILS_MAX_CHARS
        ? text
        : `${text.slice(0, ERROR_DETAILS_MAX_CHARS - 4)} ...`;
}
/** The end report's logs: what ended it and why, then the job's log as the reader rendered it. */
function logsOf(job, because) {
    const header = [
        `Ended from ${job.ciName}'s record of the job: ${because}.`,
        `Job: ${job.job.name}${job.job.url ? ` (${job.job.url})` : ''}`,
        `${job.ciName}'s conclusion: ${job.conclusionWord ?? job.conclusion}${job.completedAt ? `, at ${job.completedAt}` : ''}`
    ];
    if (job.log?.notRead)
        header.push(`The log holds ${job.log.totalBytes ?? 'more'} bytes; its head and tail were read, ${job.log.notRead} bytes between them were not.`);
    return `${header.join('\n')}\n\n${job.logText ?? `(no log: ${job.noLog ?? 'none'})`}`;
}


/***/ }),

/***/ 4569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   No: () => (/* binding */ renderLog),
/* harmony export */   Ru: () => (/* binding */ logParts)
/* harmony export */ });
/* unused harmony export wholeLines */
/* harmony import */ var _logs_capture_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3481);
/**
 * A job's log as read (its head and tail, finished-job.ts `ReadLog`), in whole lines, and as it
 * is sent: the same for every CI, each CI saying how a line of its log reads to a person.
 */

/**
 * A head ends within a line and a tail begins within one: the partial lines are dropped, so no
 * piece of a line is shown as if it were whole.
 */
function wholeLines(log) {
    if (log.notRead === 0)
        return { whole: log.head === log.tail ? log.head : log.head + log.tail };
    const headEnd = log.head.lastIndexOf('\n');
    const tailStart = log.tail.indexOf('\n');
    return {
        head: headEnd >= 0 ? log.head.slice(0, headEnd) : '',
        tail: tailStart >= 0 ? log.tail.slice(tailStart + 1) : ''
    };
}
/** The parts of the log read, as whole lines: the whole text, or its head and its tail. */
function logParts(log) {
    const parts = wholeLines(log);
    return 'whole' in parts ? [parts.whole] : [parts.head, parts.tail];
}
/**
 * The log as it is sent: its head and tail as a person reads them, redacted before it is cut,
 * within `maxBytes`; the bytes not read are said where they were.
 */
function renderLog(log, maxBytes, redactor, 
/** The CI's log as a person reads it. */
shown) {
    const capture = new _logs_capture_js__WEBPACK_IMPORTED_MODULE_0__/* .HeadTailCapture */ .NS(Math.max(0, maxBytes));
    const parts = wholeLines(log);
    if ('whole' in parts) {
        capture.write(shown(parts.whole));
        return capture.text(redactor);
    }
    // Whole lines on both sides of the gap: the text reads as one, redacted as one.
    capture.write(`${shown(parts.head)}\n[... ${log.notRead} bytes of the log not read ...]\n${shown(parts.tail)}`);
    return capture.text(redactor);
}


/***/ }),

/***/ 1794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ RestPlan),
/* harmony export */   Ms: () => (/* binding */ whyUnread),
/* harmony export */   sT: () => (/* binding */ retryAfterOf)
/* harmony export */ });
/* unused harmony export RestError */
/* harmony import */ var _client_nesting_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3749);
/* harmony import */ var _client_transport_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4790);
/* harmony import */ var _logs_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44);
/**
 * One plan of GETs to a CI system's REST API, for every reader of a CI's record (GitHub's,
 * GitLab's, Buildkite's): at most so many GETs within one deadline, each through the transport
 * the service client uses (proxy included). An answer is never trusted: a GET gives back a parsed
 * body for a total parser to read, or why there is none. Every text of a body comes with the
 * secrets (the API key, the token) already hidden, whole: its readers cut what they quote, and a
 * cut could leave a piece that no later redaction recognises. Only the CI's token goes to the CI:
 * the API key is never in a request to it.
 *
 * A refusal for want of a permission or a scope is remembered once per permission. A rate limit
 * is no refusal: each CI says it its own way (the subclass reads it), and once one is met no
 * further GET of the plan is made.
 */



/**
 * Why an answer gave nothing to read, in one line: a refusal in the CI's words (`refused`, which
 * says what fixes it), else what failed or was skipped.
 */
function whyUnread(answer, refused) {
    if ('refused' in answer)
        return refused(answer.refused);
    return 'failed' in answer ? answer.failed : 'skipped' in answer ? answer.skipped : 'no answer';
}
/** A GET's failure, with what the answer said of the CI's rate limit. */
class RestError extends Error {
    status;
    limited;
    constructor(message, status, limited) {
        super(message);
        this.status = status;
        this.limited = limited;
    }
}
/** The statuses a CI answers when the token may not read what was asked. */
const REFUSALS = new Set([401, 403, 404]);
class RestPlan {
    /** The paths asked, in order: what the plan spent. */
    calls = [];
    /** Permissions a read was refused for, each with what it would have given. */
    refused = new Map();
    /** Set once the CI's rate limit was met: what it said (when it resets). */
    limited;
    /** Answers by path, for plans that share them. */
    shared;
    o;
    redactor;
    transport;
    constructor(o) {
        this.o = o;
        this.redactor = new _logs_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .Redactor */ .p([...(o.secrets ?? []), ...(o.token ? [o.token] : [])]);
        this.transport = o.transport ?? (0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultTransport */ .JT)(o.proxy);
        this.shared = o.shared ?? new Map();
    }
    /** Which statuses mean the token may not read it; 401, 403 and 404 by default. */
    refusal(status) {
        return REFUSALS.has(status);
    }
    /** The GETs the plan has left: a read that needs several asks first. */
    get left() {
        return this.limited ? 0 : Math.max(0, this.o.maxRequests - this.calls.length);
    }
    get hasToken() {
        return Boolean(this.o.token);
    }
    /** Time left before the plan's deadline, in ms. */
    get timeLeft() {
        return this.o.deadline - this.o.clock.now();
    }
    /**
     * A log read's bounds within the plan: its time no longer than what is left before the plan's
     * deadline, dropped with the plan's signal. Asked afresh before each read: time passes.
     */
    within(bounds) {
        const timeoutMs = Math.max(1, Math.min(bounds.timeoutMs, this.timeLeft));
        const signal = this.o.signal ?? bounds.signal;
        return { ...bounds, timeoutMs, ...(signal ? { signal } : {}) };
    }
    /** The proxy variables, for a reader that reads an address of its own (a log). */
    get proxy() {
        return this.o.proxy;
    }
    /** Why a GET cannot be made now, or undefined when it can. */
    cannot(path) {
        if (!this.o.token)
            return `no ${this.ciName} token`;
        if (!this.urlOf(path))
            return this.noPlace();
        if (this.limited)
            return `${this.ciName}'s API rate limit was reached (${this.limited})`;
        if (this.calls.length >= this.o.maxRequests)
            return 'the request plan is spent';
        if (this.timeLeft <= 0 || this.o.signal?.aborted)
            return 'no time left for it';
        return undefined;
    }
    /**
     * GET `path`. `permission` and `gives` name what a refusal means (`checks: read`, "why the job
     * was cancelled").
     */
    get(path, permission, gives) {
        // Another plan's answer is this one's too; a plan asking again asks again, within its own count.
        const made = this.shared.get(path);
        if (made && made.by !== this && this.o.token)
            return made.answer;
        const why = this.cannot(path);
        if (why)
            return Promise.resolve({ skipped: why });
        const answer = this.read(path, permission, gives);
        this.shared.set(path, { by: this, answer });
        return answer;
    }
    async read(path, permission, gives) {
        this.calls.push(path);
        try {
            const answer = await this.send(path, this.acceptJson);
            // A redirect is never followed with the token (the transport hands it back): a JSON read
            // that meets one has failed.
            if (answer.status >= 300)
                throw this.errorOf(answer, this.urlOf(path) ?? path);
            const body = parsedBody(answer, this.urlOf(path) ?? path);
            if ((0,_client_nesting_js__WEBPACK_IMPORTED_MODULE_2__/* .nestsDeeperThan */ .i)(body))
                return { failed: `nested more than ${_client_nesting_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NESTING */ .M} levels deep` };
            return { body: this.hidden(body) };
        }
        catch (e) {
            return this.failure(e, permission, gives);
        }
    }
    /** The Accept header of a JSON read. */
    get acceptJson() {
        return 'application/json';
    }
    /** One GET, counted by its caller; an answer of 400 or more throws its RestError. */
    async send(path, accept) {
        const url = this.urlOf(path) ?? path;
        const timeoutMs = Math.max(1, Math.min(this.o.timeoutMs ?? 5000, this.timeLeft));
        const answer = await this.transport({
            method: 'GET',
            url,
            headers: this.headersOf(accept),
            timeoutMs,
            ...(this.o.signal ? { signal: this.o.signal } : {})
        });
        if (answer.status >= 400)
            throw this.errorOf(answer, url);
        return answer;
    }
    /**
     * The error of an answer that is no success: a rate limit when the CI says so, else the status
     * alone. The answer's text is never quoted: it may hold a secret.
     */
    errorOf(answer, url) {
        const limited = this.rateLimitOf(answer);
        return new RestError(`${(0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .endpointOf */ .X5)(url)} answered HTTP ${answer.status}`, answer.status, limited);
    }
    failure(e, permission, gives) {
        const error = e;
        if (error.limited !== undefined) {
            this.limited = error.limited;
            return {
                failed: `${this.ciName}'s API rate limit was reached (${error.limited})`,
                limited: true
            };
        }
        if (error.status !== undefined && this.refusal(error.status)) {
            if (!this.refused.has(permission))
                this.refused.set(permission, gives);
            return { refused: error.status };
        }
        return { failed: String(error.message ?? e) };
    }
    /**
     * A GET of the plan whose answer its caller reads itself, bounded (a job's log): counted like
     * any other, its address and headers (the token in the CI's form, `accept` as asked), or why
     * it cannot be made.
     */
    claim(path, accept) {
        const why = this.cannot(path);
        if (why)
            return { skipped: why };
        this.calls.push(path);
        return { url: this.urlOf(path) ?? path, headers: this.headersOf(accept) };
    }
    /**
     * What a claimed GET's answer means when it is no success: the refusal, the rate limit, or the
     * failure, remembered as the plan's own GETs' are.
     */
    judge(status, headers, path, permission, gives) {
        const flat = {};
        for (const [k, v] of Object.entries(headers))
            flat[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
        const error = this.errorOf({ status, headers: flat, body: '' }, this.urlOf(path) ?? path);
        return this.failure(error, permission, gives);
    }
    /** A text of an answer with the secrets hidden (a log read through the plan's own address). */
    hide(text) {
        return this.redactor.holdsSecret(text) ? this.redactor.redact(text) : text;
    }
    /**
     * `value` with the secrets hidden in every text that holds one (keys are names, kept);
     * nested at most MAX_NESTING deep.
     */
    hidden(value) {
        if (typeof value === 'string')
            return this.hide(value);
        if (value === null || typeof value !== 'object')
            return value;
        if (Array.isArray(value))
            return value.map(v => this.hidden(v));
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.hidden(v)]));
    }
    /** For a summary: each permission a read was refused for, once. */
    refusals() {
        return [...this.refused].map(([permission, gives]) => `${gives} not read: grant '${permission}' to include it`);
    }
}
function parsedBody(answer, url) {
    try {
        return JSON.parse(answer.body);
    }
    catch {
        // JSON.parse's message quotes the answer: it may hold a secret, whole or in part.
        throw new Error(`${(0,_client_transport_js__WEBPACK_IMPORTED_MODULE_0__/* .endpointOf */ .X5)(url)} answered with no JSON`);
    }
}
/** `Retry-After` in seconds, as a person reads it; undefined when absent or absurd. */
function retryAfterOf(value) {
    const retry = Number(value);
    return value !== undefined &&
        value !== '' &&
        Number.isFinite(retry) &&
        retry >= 0 &&
        retry < 86_400
        ? `retry after ${Math.round(retry)} s`
        : undefined;
}


/***/ })

};
