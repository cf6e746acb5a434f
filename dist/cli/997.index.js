export const id = 997;
export const ids = [997];
export const modules = {

/***/ 9997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reconcileFromCi: () => (/* binding */ reconcileFromCi)
});

// EXTERNAL MODULE: ./src/logs/redact.ts + 1 modules
var redact = __webpack_require__(44);
// EXTERNAL MODULE: ./src/run/signals.ts
var signals = __webpack_require__(6192);
// EXTERNAL MODULE: ./src/client/version.ts
var version = __webpack_require__(8095);
// EXTERNAL MODULE: ./src/reconcile/rest-plan.ts
var rest_plan = __webpack_require__(1794);
;// CONCATENATED MODULE: ./src/reconcile/buildkite/api.ts


const BUILDKITE_API_URL = 'https://api.buildkite.com/v2';
/** The scopes a Buildkite token needs, as a refusal names them. */
const BUILDKITE_SCOPES = 'read_builds, read_build_logs';
class BuildkiteApi extends rest_plan/* RestPlan */.GW {
    ciName = 'Buildkite';
    constructor(o) {
        super(o);
    }
    /** The organization read (its slug). */
    get org() {
        return this.o.place?.org || undefined;
    }
    urlOf(path) {
        const place = this.o.place;
        if (!place?.apiUrl || !place.org)
            return undefined;
        return `${place.apiUrl.replace(/\/+$/, '')}/organizations/${encodeURIComponent(place.org)}${path}`;
    }
    noPlace() {
        return 'no Buildkite organization (BUILDKITE_ORGANIZATION_SLUG, or --org)';
    }
    headersOf(accept) {
        return {
            Accept: accept,
            Authorization: `Bearer ${this.o.token ?? ''}`,
            'User-Agent': this.o.userAgent ?? `job-monitor/${version/* VERSION */.x}`
        };
    }
    rateLimitOf(answer) {
        return buildkiteRateLimitOf(answer);
    }
}
/** What a 429 says of Buildkite's rate limits; undefined for any other answer. */
function buildkiteRateLimitOf(answer) {
    if (answer.status !== 429)
        return undefined;
    const h = answer.headers;
    return ((0,rest_plan/* retryAfterOf */.sT)(h['ratelimit-user-reset']) ??
        (0,rest_plan/* retryAfterOf */.sT)(h['ratelimit-reset']) ??
        (0,rest_plan/* retryAfterOf */.sT)(h['retry-after']) ??
        'too many requests');
}
const TEXT_MAX = 1024;
const api_text = (v) => typeof v === 'string' && v.length <= TEXT_MAX ? v : undefined;
const api_int = (v) => Number.isSafeInteger(v) ? v : undefined;
const record = (v) => v && typeof v === 'object' && !Array.isArray(v) ? v : {};
function defined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
/** The builds of a builds-list answer (an array), at most 100. */
function buildkiteBuildsIn(body) {
    if (!Array.isArray(body))
        return [];
    return body.slice(0, 100).flatMap(v => {
        const o = record(v);
        const number = api_int(o.number);
        const state = api_text(o.state);
        if (!number || number < 1 || !state)
            return [];
        return [
            defined({
                number,
                state,
                createdAt: api_text(o.created_at),
                finishedAt: api_text(o.finished_at),
                branch: api_text(o.branch)
            })
        ];
    });
}
/** One job of an answer, or undefined when it is not one. */
function buildkiteJobOf(v) {
    const o = record(v);
    const id = api_text(o.id);
    const state = api_text(o.state);
    if (!id || !/^[0-9a-fA-F-]{8,64}$/.test(id) || !state)
        return undefined;
    return defined({
        id,
        type: api_text(o.type) ?? '',
        name: api_text(o.name) ?? api_text(o.label),
        stepKey: api_text(o.step_key),
        state,
        exitStatus: api_int(o.exit_status),
        signalReason: api_text(o.signal_reason),
        agentState: api_text(record(o.agent).connection_state),
        createdAt: api_text(o.created_at),
        finishedAt: api_text(o.finished_at),
        webUrl: api_text(o.web_url),
        parallelIndex: api_int(o.parallel_group_index),
        retried: typeof o.retried === 'boolean' ? o.retried : undefined
    });
}
/** The jobs of a jobs-list answer: `{ items: [...] }` (cursor pages) or an array, at most 100. */
function buildkiteJobsIn(body) {
    const items = Array.isArray(body) ? body : record(body).items;
    if (!Array.isArray(items))
        return [];
    return items.slice(0, 100).flatMap(v => buildkiteJobOf(v) ?? []);
}
/** Buildkite's job states that will not change again (jobs.md, "List jobs"). */
const FINISHED = new Set([
    'passed',
    'failed',
    'finished',
    'timed_out',
    'canceled',
    'expired',
    'broken',
    'skipped',
    'waiting_failed',
    'blocked_failed',
    'unblocked_failed'
]);
function buildkiteFinished(job) {
    return FINISHED.has(job.state);
}

// EXTERNAL MODULE: ./src/run/context.ts
var context = __webpack_require__(670);
// EXTERNAL MODULE: ./src/reconcile/finished-job.ts
var finished_job = __webpack_require__(6906);
// EXTERNAL MODULE: ./src/reconcile/heal.ts
var heal = __webpack_require__(6472);
;// CONCATENATED MODULE: ./src/reconcile/heal-jobs.ts


/** A pass's jobs healed by `healer`, with what the pass carries (healJobs). */
function healPass(jobs, h, healer) {
    return healJobs(jobs, {
        healing: { healer, ...(h.endedBy ? { endedBy: h.endedBy } : {}) },
        now: h.now,
        services: h.services,
        window: h.window,
        maxEnds: h.maxEnds
    });
}
async function healJobs(jobs, o) {
    const result = { healed: [], left: [], looked: 0 };
    for (const job of jobs) {
        if (result.healed.length >= o.maxEnds)
            return { ...result, unfinished: `it ended ${o.maxEnds} runs, the most one pass ends` };
        const record = await job.read();
        if ('unread' in record)
            return { ...result, unfinished: record.unread };
        result.looked++;
        for (const verdict of (0,finished_job/* verdictsOf */.W5)(record, { ...o.healing, now: o.now() })) {
            if ('leave' in verdict)
                result.left.push({ job: job.label, why: verdict.leave });
            else if (result.healed.length < o.maxEnds)
                result.healed.push(await (0,heal/* sendHeal */.L)(o.services, verdict.end, o.window));
        }
    }
    return result;
}

// EXTERNAL MODULE: ./src/reconcile/bounded-read.ts
var bounded_read = __webpack_require__(4738);
// EXTERNAL MODULE: ./src/reconcile/log-parts.ts
var log_parts = __webpack_require__(4569);
// EXTERNAL MODULE: ./src/reconcile/record-line.ts
var record_line = __webpack_require__(7414);
;// CONCATENATED MODULE: ./src/reconcile/log-record.ts


/** Longest line of the CI's words or of an error line quoted. */
const QUOTED_CHARS = 600;
/** One line of the CI's words, as quoted: one line, bounded, redacted. */
function quoted(text, redactor) {
    const line = redactor.redact(text).replace(/\s+/g, ' ').trim();
    return line.length <= QUOTED_CHARS ? line : `${line.slice(0, QUOTED_CHARS - 3)}...`;
}
function logFactsOf(o) {
    if (!('log' in o.log))
        return { noLog: o.log.noLog, errorLines: [], parts: [] };
    const read = o.log.log;
    const parts = (0,log_parts/* logParts */.Ru)(read);
    const found = parts.map(p => (0,record_line/* readRecords */.T3)(p, o.seal));
    return {
        records: {
            records: found.flatMap(f => f.records),
            unverified: found.reduce((n, f) => n + f.unverified, 0)
        },
        log: read,
        logText: (0,log_parts/* renderLog */.No)(read, o.logBytes, o.redactor, o.reading.shown),
        errorLines: parts.flatMap(o.reading.errorLines).map(l => quoted(l, o.redactor)),
        parts
    };
}
/* eslint-disable no-control-regex -- a terminal's escape and control characters, matched to be hidden */
/** ANSI control sequences (CSI: colours, erase-line), as a terminal hides them. */
const CSI = /\x1b\[[0-9;?]*[ -/]*[@-~]/g;
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;
/* eslint-enable no-control-regex */
/**
 * A terminal's line: escape sequences hidden, and what a carriage return wrote over (a progress
 * bar) replaced by what came after it.
 */
function terminalLine(line) {
    const plain = line.replace(/\r$/, '').replace(CSI, '');
    const cr = plain.lastIndexOf('\r');
    return (cr >= 0 ? plain.slice(cr + 1) : plain).replace(CONTROL, '');
}

// EXTERNAL MODULE: ./src/reconcile/ci-job.ts
var ci_job = __webpack_require__(3852);
;// CONCATENATED MODULE: ./src/reconcile/buildkite/record.ts




/** Buildkite's words for a signal reason (builds.md, the job's `signal_reason`). */
const SIGNAL_WORDS = {
    agent_stop: 'agent was gracefully stopped',
    cancel: 'job was canceled',
    process_run_error: 'agent failed to start the process',
    agent_refused: 'agent refused the job',
    signature_rejected: 'job signature was invalid',
    stack_error: 'internal agent error',
    agent_incompatible: 'agent cannot run this job type'
};
function buildkiteLost(job) {
    return job.exitStatus === -1 && job.agentState === 'lost';
}
function buildkiteConclusionOf(job) {
    if (job.state === 'timed_out')
        return 'timed_out';
    if (job.state === 'canceled')
        return 'cancelled';
    if (job.state === 'passed' || (job.state === 'finished' && job.exitStatus === 0))
        return 'success';
    if (job.state === 'failed' || job.state === 'finished')
        return buildkiteLost(job) ? 'lost' : 'failure';
    return 'other';
}
/** The agent's time stamp code (an APC sequence), and any other such sequence. */
/* eslint-disable-next-line no-control-regex -- the agent's time stamp codes are escape sequences */
const APC = /\x1b_[^\x07\x1b]*(?:\x07|\x1b\\)/g;
/** A part of the log as a person reads it on the job's page. */
function buildkiteText(raw) {
    const out = [];
    for (const line of raw.split('\n')) {
        const shown = terminalLine(line.replace(APC, ''));
        if (shown === '^^^ +++')
            continue;
        out.push(shown.replace(/^(?:~~~|---|\+\+\+) /, ''));
    }
    return out.join('\n');
}
/** The agent's error lines, as `Error: ...`. */
function buildkiteErrorLines(raw) {
    return buildkiteText(raw)
        .split('\n')
        .flatMap(l => (l.startsWith('🚨 Error: ') ? [l.slice(3)] : []));
}
const BUILDKITE_READING = {
    shown: buildkiteText,
    errorLines: buildkiteErrorLines
};
/**
 * Whether a pre-exit hook began: its header in the parts read. It ran not ('no') only when the
 * parts read hold the log's true end and the command's header before it (pre-exit comes after
 * the command), or the whole log.
 */
function preExitRan(parts, tailIsEnd) {
    const text = parts.map(buildkiteText).join('\n');
    if (/^Running (?:plugin \S+ |global |local )?pre-exit hook\s*$/m.test(text))
        return 'yes';
    const last = buildkiteText(parts.at(-1) ?? '');
    const command = /^Running (?:commands|script|batch script)\s*$/m.test(last);
    return tailIsEnd && (parts.length === 1 || command) ? 'no' : 'unknown';
}
/** The job's log, its tail and its head: two GETs at most, each bounded. */
async function readBuildkiteLog(api, where, bounds) {
    const path = `/pipelines/${encodeURIComponent(where.pipeline)}/builds/${where.build}/jobs/${encodeURIComponent(where.job)}/log`;
    const cost = { blobGets: 0, bytes: 0 };
    try {
        const tail = await get(api, path, { suffix: bounds.tailBytes }, bounds, cost);
        if ('noLog' in tail)
            return tail;
        if (tail.status === 416)
            return { log: (0,bounded_read/* wholeLog */._L)(Buffer.alloc(0)), cost };
        if (tail.status === 200)
            return { log: record_hidden(api, (0,bounded_read/* streamedLog */.wM)(tail, bounds)), cost };
        if (tail.status !== 206)
            return { noLog: `the log answered HTTP ${tail.status}` };
        const total = (0,bounded_read/* totalOf */.e6)(tail.headers['content-range']);
        const from = (0,bounded_read/* rangeStartOf */.Br)(tail.headers['content-range']);
        if (total === undefined || from === undefined)
            return { noLog: 'the log answered a range without its place in the log' };
        if (from === 0)
            return { log: record_hidden(api, (0,bounded_read/* wholeLog */._L)(tail.body)), cost };
        const head = await get(api, path, 'head', bounds, cost);
        if ('noLog' in head)
            return head;
        if (head.status !== 200)
            return { noLog: `the log's head answered HTTP ${head.status}` };
        return { log: record_hidden(api, joined(head.body, tail.body, total)), cost };
    }
    catch (e) {
        return { noLog: `the log could not be read: ${e.message}` };
    }
}
async function get(api, path, want, bounds, cost) {
    const target = api.claim(path, 'text/plain');
    if ('skipped' in target)
        return { noLog: target.skipped };
    const answer = await (0,bounded_read/* boundedGet */._1)(target.url, target.headers, want, api.within(bounds), api.proxy);
    cost.blobGets++;
    cost.bytes += answer.body.length + (answer.last?.length ?? 0);
    if (answer.status >= 400 && answer.status !== 416) {
        const why = api.judge(answer.status, answer.headers, path, BUILDKITE_SCOPES, "a job's log");
        if ('refused' in why)
            return { noLog: `Buildkite refused it (HTTP ${why.refused})`, refused: true };
        return { noLog: 'failed' in why ? why.failed : `HTTP ${answer.status}` };
    }
    return answer;
}
/** The head (from the log's start) and the tail (its last bytes) of a log of `total` bytes. */
function joined(head, tail, total) {
    const tailFrom = total - tail.length;
    if (head.length >= tailFrom)
        return (0,bounded_read/* wholeLog */._L)(Buffer.concat([head, tail.subarray(head.length - tailFrom)]));
    return {
        head: head.toString('utf8'),
        tail: tail.toString('utf8'),
        totalBytes: total,
        tailIsEnd: true,
        notRead: tailFrom - head.length
    };
}
function record_hidden(api, log) {
    return { ...log, head: api.hide(log.head), tail: api.hide(log.tail) };
}
/** The finished job's record, from Buildkite's job and its log. */
function buildkiteFinishedJobOf(o) {
    const { job } = o;
    const { parts, ...facts } = logFactsOf({ ...o, reading: BUILDKITE_READING });
    const ciJob = (0,ci_job/* buildkiteCiJob */.lL)(o.org, job.id);
    const words = [];
    if (buildkiteLost(job))
        words.push('Exited with status -1 (agent lost)');
    if (job.signalReason)
        words.push(`${job.signalReason}: ${SIGNAL_WORDS[job.signalReason] ?? 'the job received a signal'}`);
    const status = job.exitStatus === undefined ? '' : `, exit status ${job.exitStatus}`;
    return {
        ci: 'buildkite',
        ciName: 'Buildkite',
        job: {
            id: job.id,
            name: job.name ?? job.stepKey ?? job.id,
            ...(job.webUrl ? { url: job.webUrl } : {}),
            ...(ciJob ? { ciJob } : {})
        },
        finished: buildkiteFinished(job) && job.finishedAt !== undefined,
        conclusion: buildkiteConclusionOf(job),
        conclusionWord: `${job.state}${status}`,
        ...(job.finishedAt ? { completedAt: job.finishedAt } : {}),
        failedSteps: [],
        ciWords: words.map(w => quoted(w, o.redactor)),
        endStepRan: facts.log ? preExitRan(parts, facts.log.tailIsEnd) : 'unknown',
        ...facts
    };
}

;// CONCATENATED MODULE: ./src/reconcile/buildkite/passes.ts
/**
 * The two passes that end runs from Buildkite's record (the same rule as GitHub's and GitLab's):
 *
 * - the next job: the earlier job A of a step (in build P of a pipeline, on branch B) is ended by
 *   the job of the same step (its key, else its label, and its parallel index) in the first build
 *   of the pipeline on B after P (the lowest build number above P's), on its first try
 *   (BUILDKITE_RETRY_COUNT 0), and only when that build was created once A had finished. Every
 *   input is a fact Buildkite keeps and never changes; a job not chosen ends nothing.
 * - the sweep: each job belongs to the sweep whose window holds its `finished_at`; a sweep's
 *   window runs from the creation of the build before it, in the sweep's own pipeline (one that
 *   runs the sweep alone), to its own build's. A retried sweep job ends nothing: its first try
 *   held its window.
 *
 * GETs: the next job, 2 (the pipeline's builds on the branch, the earlier build's jobs), then at
 * most two log reads per earlier job of the step that the rule may end; the sweep, one builds
 * list, one jobs list per build of its window, and the log reads.
 */





function buildkiteWhy(answer) {
    return (0,rest_plan/* whyUnread */.Ms)(answer, status => `Buildkite refused the read (HTTP ${status}): the token needs the scopes ${BUILDKITE_SCOPES} and access to the pipeline`);
}
const seg = (s) => encodeURIComponent(s);
function readOf(pipeline, build, job, h) {
    return {
        label: `${job.name ?? job.stepKey ?? 'job'} (${job.id})`,
        read: async () => {
            const log = await readBuildkiteLog(h.api, { pipeline, build, job: job.id }, h.bounds);
            if ('noLog' in log && (log.refused || h.api.limited))
                return { unread: log.noLog };
            return buildkiteFinishedJobOf({ job, log, ...h, org: h.api.org });
        }
    };
}
async function buildsOf(api, pipeline, query) {
    const answer = await api.get(`/pipelines/${seg(pipeline)}/builds?exclude_jobs=true&exclude_pipeline=true&${query}`, BUILDKITE_SCOPES, "the pipeline's builds");
    return 'body' in answer ? buildkiteBuildsIn(answer.body) : { unread: buildkiteWhy(answer) };
}
async function jobsOf(api, pipeline, build) {
    const answer = await api.get(`/pipelines/${seg(pipeline)}/builds/${build}/jobs?per_page=100`, BUILDKITE_SCOPES, "a build's jobs");
    return 'body' in answer ? buildkiteJobsIn(answer.body) : { unread: buildkiteWhy(answer) };
}
/** Whether `job` is of the same step as this one: its key (else its label) and parallel index. */
function sameStep(job, own) {
    const step = own.stepKey ? job.stepKey === own.stepKey : job.name === own.label;
    return job.type === 'script' && step && (job.parallelIndex ?? -1) === (own.parallelIndex ?? -1);
}
/** The next job's pass: the earlier jobs of this job's step that this job is the one to end. */
async function buildkiteNextJob(own, h) {
    if (own.retryCount > 0)
        return { clear: 'a retried job ends no earlier run' };
    if (!own.stepKey && !own.label)
        return { clear: 'this job has neither a step key nor a label' };
    const builds = await buildsOf(h.api, own.pipeline, `branch=${seg(own.branch)}&per_page=20`);
    if (!Array.isArray(builds))
        return builds;
    const mine = builds.find(b => b.number === own.build);
    let previous;
    for (const b of builds)
        if (b.number < own.build && (!previous || b.number > previous.number))
            previous = b;
    if (!mine)
        return { clear: 'Buildkite does not list this build among the newest of its branch' };
    if (!previous)
        return { clear: 'no earlier build of the branch among the newest' };
    const jobs = await jobsOf(h.api, own.pipeline, previous.number);
    if (!Array.isArray(jobs))
        return jobs;
    const theirs = jobs.filter(j => sameStep(j, own));
    if (theirs.length === 0)
        return { clear: 'the earlier build has no job of this step' };
    if (theirs.every(j => !buildkiteFinished(j)))
        return { clear: 'the earlier job is still running: its own pre-exit hook ends its run' };
    const created = (0,context/* instantOf */.B9)(mine.createdAt);
    const ours = theirs.filter(j => {
        const finished = (0,context/* instantOf */.B9)(j.finishedAt);
        return (buildkiteFinished(j) && finished !== undefined && created !== undefined && created >= finished);
    });
    if (ours.length === 0)
        return { clear: 'this build was created before the earlier job finished: not its to end' };
    const prev = previous.number;
    return healPass(ours.map(j => readOf(own.pipeline, prev, j, h)), h, 'next-run');
}
/** A job that finished on the day before its build's window began is still swept. */
const BUILD_LOOKBACK_MS = 24 * 3600_000;
/** One sweep: the pipeline's jobs that finished within its window, their runs ended once. */
async function buildkiteSweep(s, h) {
    const none = { healed: [], left: [], looked: 0 };
    if (s.own && s.own.retryCount > 0)
        return { ...none, unfinished: 'a retried sweep ends nothing: its first try held its window' };
    const window = s.window ?? (s.own ? await sweepWindowOf(h.api, s.own) : 'no window to sweep');
    if (typeof window === 'string')
        return { ...none, unfinished: window };
    const since = new Date(window.from - BUILD_LOOKBACK_MS).toISOString();
    const builds = await buildsOf(h.api, s.pipeline, `created_from=${seg(since)}&per_page=100`);
    if (!Array.isArray(builds))
        return { ...none, unfinished: builds.unread, window };
    const due = [];
    for (const b of builds.sort((x, y) => x.number - y.number)) {
        const jobs = await jobsOf(h.api, s.pipeline, b.number);
        if (!Array.isArray(jobs))
            return { ...none, unfinished: jobs.unread, window };
        for (const j of jobs) {
            const at = (0,context/* instantOf */.B9)(j.finishedAt);
            if (j.type === 'script' &&
                buildkiteFinished(j) &&
                at !== undefined &&
                at >= window.from &&
                at < window.to)
                due.push(readOf(s.pipeline, b.number, j, h));
        }
    }
    return { ...(await healPass(due, h, 'sweep')), window };
}
/** The window of a sweep build: from the creation of the build before it to its own. */
async function sweepWindowOf(api, own) {
    const builds = await buildsOf(api, own.pipeline, 'per_page=20');
    if (!Array.isArray(builds))
        return builds.unread;
    const to = (0,context/* instantOf */.B9)(builds.find(b => b.number === own.build)?.createdAt);
    if (to === undefined)
        return 'Buildkite does not list this sweep build among the newest';
    let before;
    for (const b of builds)
        if (b.number < own.build && (!before || b.number > before.number))
            before = b;
    const from = (0,context/* instantOf */.B9)(before?.createdAt);
    return from === undefined
        ? 'no sweep build before this one among the newest: run it from --since once'
        : { from, to };
}

;// CONCATENATED MODULE: ./src/reconcile/gitlab/api.ts


/** The scope a GitLab token needs, as a refusal names it. */
const GITLAB_SCOPE = 'read_api';
class GitLabApi extends rest_plan/* RestPlan */.GW {
    ciName = 'GitLab';
    constructor(o) {
        super(o);
    }
    /** The project read, as it was named (its id or its path). */
    get project() {
        return this.o.place?.project || undefined;
    }
    urlOf(path) {
        const place = this.o.place;
        if (!place?.apiUrl || !place.project)
            return undefined;
        return `${place.apiUrl.replace(/\/+$/, '')}/projects/${encodeURIComponent(place.project)}${path}`;
    }
    noPlace() {
        return 'no GitLab project (CI_API_V4_URL and CI_PROJECT_ID, or --api-url and --project)';
    }
    headersOf(accept) {
        return {
            Accept: accept,
            'PRIVATE-TOKEN': this.o.token ?? '',
            'User-Agent': this.o.userAgent ?? `job-monitor/${version/* VERSION */.x}`
        };
    }
    rateLimitOf(answer) {
        return gitLabRateLimitOf(answer);
    }
}
/** What a 429 says of GitLab's rate limit; undefined for any other answer. */
function gitLabRateLimitOf(answer) {
    if (answer.status !== 429)
        return undefined;
    const reset = Number(answer.headers['ratelimit-reset']);
    const resetsAt = Number.isFinite(reset) && reset > 0 && reset < 1e11
        ? `it resets at ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`
        : undefined;
    return (0,rest_plan/* retryAfterOf */.sT)(answer.headers['retry-after']) ?? resetsAt ?? 'too many requests';
}
const api_TEXT_MAX = 1024;
function textOf(v) {
    return typeof v === 'string' && v.length <= api_TEXT_MAX ? v : undefined;
}
function idOf(v) {
    return Number.isSafeInteger(v) && v > 0 ? v : undefined;
}
/** One job of an answer, or undefined when it is not one. */
function gitLabJobOf(v) {
    if (!v || typeof v !== 'object' || Array.isArray(v))
        return undefined;
    const o = v;
    const id = idOf(o.id);
    const name = textOf(o.name);
    const status = textOf(o.status);
    if (!id || name === undefined || !status)
        return undefined;
    const pipeline = o.pipeline;
    const optional = {
        failureReason: textOf(o.failure_reason),
        createdAt: textOf(o.created_at),
        finishedAt: textOf(o.finished_at),
        webUrl: textOf(o.web_url),
        pipelineId: idOf(pipeline && typeof pipeline === 'object' ? pipeline.id : undefined),
        projectId: idOf(pipeline && typeof pipeline === 'object' ? pipeline.project_id : undefined)
    };
    const job = { id, name, status };
    for (const [k, val] of Object.entries(optional))
        if (val !== undefined)
            Object.assign(job, { [k]: val });
    return job;
}
/** The jobs of a jobs-list answer (an array), at most 100. */
function gitLabJobsIn(body) {
    if (!Array.isArray(body))
        return [];
    return body.slice(0, 100).flatMap(v => gitLabJobOf(v) ?? []);
}
function gitLabPipelinesIn(body) {
    if (!Array.isArray(body))
        return [];
    return body.slice(0, 100).flatMap(v => {
        const o = v && typeof v === 'object' ? v : {};
        const id = idOf(o.id);
        const createdAt = textOf(o.created_at);
        return id ? [{ id, ...(createdAt ? { createdAt } : {}) }] : [];
    });
}
/** GitLab's statuses of a job that will not change again. */
const api_FINISHED = new Set(['success', 'failed', 'canceled', 'skipped']);
function gitLabFinished(job) {
    return api_FINISHED.has(job.status);
}

;// CONCATENATED MODULE: ./src/reconcile/gitlab/record.ts




/** GitLab's page's words for a failure reason (commit_status_presenter.rb). */
const GITLAB_WORDS = {
    unknown_failure: 'There is an unknown failure, please try again',
    api_failure: 'There has been an API failure, please try again',
    stuck_or_timeout_failure: 'There has been a timeout failure or the job got stuck. Check your timeout limits or try again',
    runner_system_failure: 'There has been a runner system failure, please try again',
    job_execution_timeout: 'The script exceeded the maximum execution time set for the job',
    runner_unsupported: 'Your runner is outdated, please upgrade your runner',
    scheduler_failure: 'The scheduler failed to assign job to the runner, please try again or contact system administrator'
};
/** Failure reasons that mean the runner or its machine was lost under the job. */
const LOST = new Set(['runner_system_failure', 'stuck_or_timeout_failure']);
function gitLabConclusionOf(job) {
    if (job.status === 'success')
        return 'success';
    if (job.status === 'canceled')
        return 'cancelled';
    if (job.status !== 'failed')
        return 'other';
    if (job.failureReason && LOST.has(job.failureReason))
        return 'lost';
    if (job.failureReason === 'job_execution_timeout')
        return 'timed_out';
    return 'failure';
}
/** The runner's time stamp at a line's start (timestamper.go), and its append flag. */
const STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?Z [0-9a-f]{2}[OE]([ +])/;
/* eslint-disable-next-line no-control-regex -- the runner's section markers end in \r\e[0K */
const SECTION = /section_(?:start|end):\d{1,12}:[A-Za-z0-9_.\-[\]=,]*\r(?:\x1b\[0K)?/g;
/** The trace's raw lines with the time stamps gone and continued lines joined. */
function traceLines(raw) {
    const out = [];
    for (const line of raw.split('\n')) {
        const m = STAMP.exec(line);
        const text = m ? line.slice(m[0].length) : line;
        if (m?.[1] === '+' && out.length)
            out[out.length - 1] += text;
        else
            out.push(text);
    }
    return out;
}
/** A part of the trace as a person reads it on the job's page. */
function gitLabText(raw) {
    const out = [];
    for (const line of traceLines(raw)) {
        const shown = line.replace(SECTION, '');
        // A line that held only a section's marker shows nothing on the page.
        if (shown !== line && terminalLine(shown) === '')
            continue;
        out.push(terminalLine(shown));
    }
    return out.join('\n');
}
/** The runner's red lines: `ERROR: Job failed: exit code 1`. */
function gitLabErrorLines(raw) {
    return gitLabText(raw)
        .split('\n')
        .filter(l => l.startsWith('ERROR: '));
}
const GITLAB_READING = { shown: gitLabText, errorLines: gitLabErrorLines };
/**
 * Whether after_script began: its line in the parts read. It ran not ('no') only when the parts
 * read hold the trace's true end and the step_script stage before it: after_script comes after
 * that stage, so it would be in them.
 */
function afterScriptRan(parts, tailIsEnd) {
    const text = parts.map(gitLabText).join('\n');
    if (/^Running after_script\s*$/m.test(text) ||
        /section_start:\d+:after_script/.test(parts.join('')))
        return 'yes';
    const last = parts.at(-1) ?? '';
    const stepScript = /section_start:\d+:step_script/.test(last) ||
        /^Executing "step_script" stage of the job script\s*$/m.test(gitLabText(last));
    return tailIsEnd && (parts.length === 1 || stepScript) ? 'no' : 'unknown';
}
/** The job's trace, read bounded: one GET, streamed (GitLab honours no Range on it). */
async function readTrace(api, jobId, bounds) {
    const path = `/jobs/${jobId}/trace`;
    const gives = "an earlier job's trace (to end its run from GitLab's record)";
    const target = api.claim(path, 'text/plain');
    if ('skipped' in target)
        return { noLog: target.skipped };
    try {
        const answer = await (0,bounded_read/* boundedGet */._1)(target.url, target.headers, 'stream', api.within(bounds), api.proxy);
        if (answer.status >= 400) {
            const why = api.judge(answer.status, answer.headers, path, GITLAB_SCOPE, gives);
            if ('refused' in why)
                return { noLog: `GitLab refused it (HTTP ${why.refused})`, refused: true };
            return { noLog: 'failed' in why ? why.failed : `HTTP ${answer.status}` };
        }
        if (answer.status !== 200 && answer.status !== 206)
            return { noLog: `the trace answered HTTP ${answer.status}` };
        const log = (0,bounded_read/* streamedLog */.wM)(answer, bounds);
        // What a person reads is what GitLab serves: hidden secrets stay hidden here too.
        return {
            log: { ...log, head: api.hide(log.head), tail: api.hide(log.tail) },
            cost: { blobGets: 1, bytes: answer.body.length + (answer.last?.length ?? 0) }
        };
    }
    catch (e) {
        return { noLog: `the trace could not be read: ${e.message}` };
    }
}
/** The finished job's record, from GitLab's job and its trace. */
function gitLabFinishedJobOf(o) {
    const { job } = o;
    const facts = logFactsOf({ ...o, reading: GITLAB_READING });
    const ciJob = (0,ci_job/* gitLabCiJob */.Bq)(job.projectId ?? o.project, job.id);
    const words = job.failureReason ? GITLAB_WORDS[job.failureReason] : undefined;
    const { parts, ...log } = facts;
    return {
        ci: 'gitlab',
        ciName: 'GitLab',
        job: {
            id: String(job.id),
            name: job.name,
            ...(job.webUrl ? { url: job.webUrl } : {}),
            ...(ciJob ? { ciJob } : {})
        },
        finished: gitLabFinished(job),
        conclusion: gitLabConclusionOf(job),
        conclusionWord: job.failureReason ? `${job.status} (${job.failureReason})` : job.status,
        ...(job.finishedAt ? { completedAt: job.finishedAt } : {}),
        failedSteps: [],
        ciWords: words ? [quoted(words, o.redactor)] : [],
        endStepRan: facts.log ? afterScriptRan(parts, facts.log.tailIsEnd) : 'unknown',
        ...log
    };
}

;// CONCATENATED MODULE: ./src/reconcile/gitlab/passes.ts
/**
 * The two passes that end runs from GitLab's record (the same rule as GitHub's, election.ts and
 * sweep.ts there, from GitLab's facts):
 *
 * - the next job: the earlier job A of a name (in pipeline P) is ended by the job of that name in
 *   the first pipeline of the project after P (the lowest pipeline id above P's), its first
 *   attempt (the lowest job id of that name in its pipeline, retried jobs counted), and only
 *   when GitLab created it once A had finished (its `created_at` at or after A's `finished_at`).
 *   Every input is a fact GitLab keeps and never changes, so every job that could computes the
 *   same one; a job not chosen ends nothing, and a chosen one that cannot leaves the run open.
 * - the sweep: each job belongs to the sweep whose window holds its `finished_at`; a sweep's
 *   window runs from the creation of the sweep job before it (the job of the same name just
 *   below it in the project's jobs, newest first) to its own. Two sweeps never hold the same job.
 *
 * GETs: the next job, 3 (the project's pipelines, this pipeline's jobs, the earlier one's), then
 * one trace read per earlier job of the name that the rule may end; the sweep, one jobs list per
 * page, then one trace read per job of its window.
 */





/** Why an answer gave nothing to read, in one line that says what fixes it. */
function gitLabWhy(answer) {
    return (0,rest_plan/* whyUnread */.Ms)(answer, status => `GitLab refused the read (HTTP ${status}): the token needs the '${GITLAB_SCOPE}' scope and access to the project`);
}
function passes_readOf(job, h) {
    return {
        label: `${job.name} (${job.id})`,
        read: async () => {
            const log = await readTrace(h.api, job.id, h.bounds);
            if ('noLog' in log && (log.refused || h.api.limited))
                return { unread: log.noLog };
            return gitLabFinishedJobOf({ job, log, ...h, project: h.api.project });
        }
    };
}
/** The next job's pass: the earlier jobs of this job's name that this job is the one to end. */
async function gitLabNextJob(own, h) {
    const list = await h.api.get('/pipelines?per_page=20', GITLAB_SCOPE, "the project's pipelines");
    if (!('body' in list))
        return { unread: gitLabWhy(list) };
    let previous;
    for (const p of gitLabPipelinesIn(list.body))
        if (p.id < own.pipelineId && (previous === undefined || p.id > previous))
            previous = p.id;
    if (previous === undefined)
        return { clear: 'no earlier pipeline among the newest' };
    const mine = await pipelineJobs(h.api, own.pipelineId);
    if (!Array.isArray(mine))
        return mine;
    const named = mine.filter(j => j.name === own.name).sort((a, b) => a.id - b.id);
    if (named[0]?.id !== own.id)
        return {
            clear: named.some(j => j.id === own.id)
                ? 'a retried job ends no earlier run'
                : 'GitLab does not list this job in its pipeline'
        };
    const created = (0,context/* instantOf */.B9)(named[0].createdAt);
    const earlier = await pipelineJobs(h.api, previous);
    if (!Array.isArray(earlier))
        return earlier;
    const theirs = earlier.filter(j => j.name === own.name);
    if (theirs.length === 0)
        return { clear: `the earlier pipeline has no job named '${own.name}'` };
    const open = theirs.filter(j => !gitLabFinished(j));
    if (open.length === theirs.length)
        return { clear: 'the earlier job is still running: its own after_script ends its run' };
    const ours = theirs.filter(j => {
        const finished = (0,context/* instantOf */.B9)(j.finishedAt);
        return (gitLabFinished(j) && finished !== undefined && created !== undefined && created >= finished);
    });
    if (ours.length === 0)
        return { clear: 'this job was created before the earlier one finished: not its to end' };
    return healPass(ours.map(j => passes_readOf(j, h)), h, 'next-run');
}
async function pipelineJobs(api, id) {
    const answer = await api.get(`/pipelines/${id}/jobs?include_retried=true&per_page=100`, GITLAB_SCOPE, "a pipeline's jobs");
    return 'body' in answer ? gitLabJobsIn(answer.body) : { unread: gitLabWhy(answer) };
}
/** Jobs listed by one sweep at most: pages of 100, newest first. */
const SWEEP_PAGES = 5;
/** One sweep: the project's jobs that finished within its window, their runs ended once. */
async function gitLabSweep(s, h) {
    const listed = [];
    let window = s.window;
    let note;
    for (let page = 1; page <= SWEEP_PAGES; page++) {
        const answer = await h.api.get(`/jobs?per_page=100&page=${page}`, GITLAB_SCOPE, "the project's jobs");
        if (!('body' in answer))
            return { healed: [], left: [], looked: 0, unfinished: gitLabWhy(answer) };
        const jobs = gitLabJobsIn(answer.body);
        listed.push(...jobs);
        if (!window && s.own)
            window = passes_sweepWindowOf(s.own, listed);
        const oldest = (0,context/* instantOf */.B9)(jobs.at(-1)?.createdAt);
        if (jobs.length < 100 || (window && oldest !== undefined && oldest < window.from - 86_400_000))
            break;
    }
    if (!window && s.own) {
        const mine = listed.find(j => j.id === s.own?.id);
        const oldest = (0,context/* instantOf */.B9)(listed.at(-1)?.createdAt);
        const to = (0,context/* instantOf */.B9)(mine?.createdAt);
        if (to === undefined || oldest === undefined)
            return {
                healed: [],
                left: [],
                looked: 0,
                unfinished: 'GitLab does not list this sweep job among the newest'
            };
        window = { from: oldest, to };
        note = `the sweep before this one is not among the ${listed.length} newest jobs: jobs that finished before ${new Date(oldest).toISOString()} were not swept`;
    }
    if (!window)
        return { healed: [], left: [], looked: 0, unfinished: 'no window to sweep' };
    const w = window;
    const due = listed
        .filter(j => {
        const at = (0,context/* instantOf */.B9)(j.finishedAt);
        return gitLabFinished(j) && at !== undefined && at >= w.from && at < w.to;
    })
        .filter(j => s.jobs.length === 0 || s.jobs.includes(j.name))
        .sort((a, b) => a.id - b.id);
    const result = await healPass(due.map(j => passes_readOf(j, h)), h, 'sweep');
    return { ...result, window: w, ...(note ? { note } : {}) };
}
/** The window of a sweep job: from the creation of the job of its name below it to its own. */
function passes_sweepWindowOf(own, listed) {
    const to = (0,context/* instantOf */.B9)(listed.find(j => j.id === own.id)?.createdAt);
    if (to === undefined)
        return undefined;
    let before;
    for (const j of listed)
        if (j.name === own.name && j.id < own.id && (!before || j.id > before.id))
            before = j;
    const from = (0,context/* instantOf */.B9)(before?.createdAt);
    return from === undefined ? undefined : { from, to };
}

// EXTERNAL MODULE: ./src/cli/client-setup.ts + 1 modules
var client_setup = __webpack_require__(9348);
// EXTERNAL MODULE: ./src/cli/command-settings.ts + 1 modules
var command_settings = __webpack_require__(7635);
// EXTERNAL MODULE: ./src/cli/config.ts + 1 modules
var config = __webpack_require__(99);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __webpack_require__(6675);
;// CONCATENATED MODULE: ./src/cli/reconcile-ci-settings.ts
/**
 * `reconcile`'s settings for GitLab and Buildkite: flags over the CI's own variables. In a job,
 * the CI names the project or pipeline, the API and the job itself (GitLab's CI_API_V4_URL,
 * CI_PROJECT_ID, CI_JOB_ID, CI_JOB_NAME, CI_PIPELINE_ID; the Buildkite agent's
 * BUILDKITE_ORGANIZATION_SLUG, BUILDKITE_PIPELINE_SLUG, BUILDKITE_BUILD_NUMBER, BUILDKITE_BRANCH,
 * BUILDKITE_STEP_KEY, BUILDKITE_LABEL, BUILDKITE_PARALLEL_JOB, BUILDKITE_RETRY_COUNT).
 */





const GITLAB_TOKEN_VARIABLE = 'JOB_MONITOR_GITLAB_TOKEN';
const BUILDKITE_TOKEN_VARIABLE = 'JOB_MONITOR_BUILDKITE_TOKEN';
const positive = (v) => {
    const n = Number(v);
    return v && /^\d{1,15}$/.test(v.trim()) && n > 0 ? n : undefined;
};
function commonOf(flags, env) {
    const since = (0,config/* pick */.Up)(flags, 'since', {});
    const sinceMs = since === undefined ? undefined : Date.parse(since);
    if (sinceMs !== undefined && !Number.isFinite(sinceMs))
        throw new errors/* UsageError */.e('--since must be an ISO 8601 time, such as 2026-12-01T00:00:00Z', '--since');
    return {
        connection: (0,command_settings/* connectionFor */.EP)(flags, env),
        next: flags.next === true,
        ...(sinceMs === undefined ? {} : { since: sinceMs }),
        maxEnds: (0,config/* wholeNumber */.rD)((0,config/* pick */.Up)(flags, 'max-ends', {}), '--max-ends', 1, 100) ?? 10,
        logMaxBytes: (0,config/* wholeNumber */.rD)((0,config/* pick */.Up)(flags, 'log-max-bytes', {}), '--log-max-bytes', 1024, 16 * 1024 * 1024) ??
            65536
    };
}
function listOf(flags, name) {
    const v = flags[name];
    return Array.isArray(v)
        ? v.filter((x) => typeof x === 'string' && x.trim() !== '')
        : [];
}
function settingsForCiReconcile(ci, flags, env) {
    return ci === 'gitlab' ? gitLabSettings(flags, env) : buildkiteSettings(flags, env);
}
function gitLabSettings(flags, env) {
    const common = commonOf(flags, env);
    const apiUrl = serviceUrlOrNone((0,config/* pick */.Up)(flags, 'api-url', env, 'CI_API_V4_URL'), '--api-url');
    const project = (0,config/* pick */.Up)(flags, 'project', env, 'CI_PROJECT_ID');
    if (!common.next && (!apiUrl || !project))
        throw new errors/* UsageError */.e('GitLab: --api-url (CI_API_V4_URL) and --project (CI_PROJECT_ID) are required', !apiUrl ? '--api-url' : '--project');
    const id = positive(env.CI_JOB_ID);
    const name = env.CI_JOB_NAME;
    const pipelineId = positive(env.CI_PIPELINE_ID);
    const inJob = env.GITLAB_CI === 'true' && id !== undefined && name !== undefined;
    return {
        ciName: 'GitLab',
        ...common,
        token: (0,config/* pick */.Up)({}, '', env, GITLAB_TOKEN_VARIABLE),
        tokenVariable: GITLAB_TOKEN_VARIABLE,
        scopes: `a project access token with ${GITLAB_SCOPE}`,
        ...(env.CI_JOB_URL ? { endedBy: env.CI_JOB_URL } : {}),
        placeName: `${apiUrl}/projects/${project}`,
        gitlab: {
            place: { apiUrl: apiUrl ?? '', project: project ?? '' },
            ...(inJob && pipelineId ? { own: { id, name, pipelineId } } : {}),
            ...(inJob ? { sweepJob: { id, name } } : {}),
            jobs: listOf(flags, 'job')
        }
    };
}
function buildkiteSettings(flags, env) {
    const common = commonOf(flags, env);
    const apiUrl = serviceUrlOrNone((0,config/* pick */.Up)(flags, 'api-url', env, 'JOB_MONITOR_BUILDKITE_API_URL'), '--api-url') ??
        BUILDKITE_API_URL;
    const org = (0,config/* pick */.Up)(flags, 'org', env, 'BUILDKITE_ORGANIZATION_SLUG');
    const inJob = env.BUILDKITE === 'true';
    const ownPipeline = inJob ? env.BUILDKITE_PIPELINE_SLUG?.trim() : undefined;
    const pipeline = (0,config/* pick */.Up)(flags, 'pipeline', {}) ?? (common.next ? ownPipeline : undefined);
    if (!common.next && (!org || !pipeline))
        throw new errors/* UsageError */.e('Buildkite: --org (BUILDKITE_ORGANIZATION_SLUG) and --pipeline (the pipeline swept) are required', !org ? '--org' : '--pipeline');
    const build = positive(env.BUILDKITE_BUILD_NUMBER);
    const retryCount = Number(positive(env.BUILDKITE_RETRY_COUNT) ?? 0);
    const parallel = env.BUILDKITE_PARALLEL_JOB?.trim();
    const own = inJob && ownPipeline && build && env.BUILDKITE_BRANCH !== undefined
        ? {
            pipeline: ownPipeline,
            build,
            branch: env.BUILDKITE_BRANCH,
            ...(env.BUILDKITE_STEP_KEY?.trim() ? { stepKey: env.BUILDKITE_STEP_KEY.trim() } : {}),
            ...(env.BUILDKITE_LABEL ? { label: env.BUILDKITE_LABEL } : {}),
            ...(parallel && /^\d{1,6}$/.test(parallel) ? { parallelIndex: Number(parallel) } : {}),
            retryCount
        }
        : undefined;
    const url = env.BUILDKITE_BUILD_URL?.trim();
    const jobId = env.BUILDKITE_JOB_ID?.trim();
    return {
        ciName: 'Buildkite',
        ...common,
        token: (0,config/* pick */.Up)({}, '', env, BUILDKITE_TOKEN_VARIABLE),
        tokenVariable: BUILDKITE_TOKEN_VARIABLE,
        scopes: `an API access token with ${BUILDKITE_SCOPES}`,
        ...(url && jobId ? { endedBy: `${url}#${jobId}` } : {}),
        placeName: `${apiUrl}/organizations/${org}/pipelines/${pipeline}`,
        buildkite: {
            apiUrl,
            org: org ?? '',
            ...(pipeline ? { pipeline } : {}),
            ...(common.next && own ? { own: { ...own, pipeline: pipeline ?? own.pipeline } } : {}),
            ...(!common.next && own
                ? { sweepBuild: { pipeline: own.pipeline, build: own.build, retryCount } }
                : {})
        }
    };
}
function serviceUrlOrNone(value, what) {
    return value === undefined ? undefined : (0,config/* serviceUrl */.Rs)(value, what)?.replace(/\/+$/, '');
}

// EXTERNAL MODULE: ./src/cli/messages.ts
var messages = __webpack_require__(7136);
// EXTERNAL MODULE: ./src/cli/reconcile-window.ts
var reconcile_window = __webpack_require__(5892);
;// CONCATENATED MODULE: ./src/cli/reconcile-ci.ts
/**
 * `job-monitor reconcile` for GitLab and Buildkite: ends, from the CI's record (its jobs API and
 * the job's log), runs whose end never reached the service (src/reconcile/gitlab/,
 * src/reconcile/buildkite/). Two ways to run it:
 *
 * - `--next`, as a step of a job after its own end (the GitLab component's after_script, the
 *   Buildkite plugin's pre-exit hook): this job's earlier run of the same name or step, when this
 *   job is the one chosen to end it. It never fails the job: whatever stops it is one line.
 * - a sweep, in a scheduled pipeline or from cron: the jobs that finished within its window.
 *
 * The read token comes from JOB_MONITOR_GITLAB_TOKEN or JOB_MONITOR_BUILDKITE_TOKEN, never a flag
 * (`ps` shows flags); it goes to the CI's API alone, is hidden in every text read, and is never
 * printed or written. The API key goes to the service alone.
 */











/** The next job's pass: a few GETs, and one bounded log read per run it may end. */
const NEXT_MAX_ENDS = 3;
const NEXT_MAX_GETS = 3 + 2 * NEXT_MAX_ENDS;
const NEXT_BUDGET_MS = 20_000;
const SWEEP_MAX_GETS = 200;
const SWEEP_BUDGET_MS = 300_000;
const FIRST_LOOKBACK_MS = 24 * 3600 * 1000;
async function reconcileFromCi(ci, flags, env) {
    const s = settingsForCiReconcile(ci, flags, env);
    const say = (0,messages/* messenger */.e)(s.connection.config.quiet);
    if (s.next)
        return nextJob(s, say);
    (0,client_setup/* requireService */.rU)(s.connection.config, 'runs');
    if (!s.token)
        throw new errors/* UsageError */.e(`no ${s.ciName} token: set ${s.tokenVariable} to a token that may read the jobs and their logs (${s.scopes})`, s.tokenVariable);
    return sweep(s, say);
}
/** The plan of GETs to the CI, with the token alone; the key is a secret its answers may not hand on. */
function apiOf(s, maxRequests, budgetMs, signal) {
    const common = {
        signal,
        token: s.token,
        proxy: s.connection.proxy,
        secrets: [s.connection.config.apiKey],
        clock: { now: () => Date.now(), sleep: async () => undefined },
        maxRequests,
        deadline: Date.now() + budgetMs
    };
    return s.gitlab
        ? new GitLabApi({ ...common, place: s.gitlab.place })
        : new BuildkiteApi({
            ...common,
            place: { apiUrl: s.buildkite?.apiUrl ?? BUILDKITE_API_URL, org: s.buildkite?.org ?? '' }
        });
}
function healingOf(s, api, signal, maxEnds, budgetMs, say) {
    const { config } = s.connection;
    const half = Math.floor(s.logMaxBytes / 2);
    return {
        healing: {
            seal: { apiKey: config.apiKey, address: config.baseUrl },
            services: {
                client: (0,client_setup/* makeClient */.yu)(config, s.connection.proxy, s.connection.queue, say),
                queue: (0,client_setup/* queueOf */.nv)(s.connection.queue, say)
            },
            window: { deadline: Date.now() + budgetMs, signal },
            bounds: {
                headBytes: half + 8192,
                tailBytes: half + 8192,
                streamBytes: 4 * 1024 * 1024,
                timeoutMs: Math.min(10_000, budgetMs)
            },
            logBytes: Math.max(1024, s.logMaxBytes - 1024),
            redactor: new redact/* Redactor */.p([config.apiKey, ...(s.token ? [s.token] : [])]),
            ...(s.endedBy ? { endedBy: s.endedBy } : {}),
            maxEnds,
            now: () => Date.now(),
            api
        }
    };
}
const AT_STAKE = 'earlier runs of this job were not checked for an end that never reached the service';
/** `--next`: whatever happens, one line at most says what stopped it, and the job goes on. */
async function nextJob(s, say) {
    const { config } = s.connection;
    if (!config.apiKey || !config.baseUrl) {
        say(`reconcile: ${AT_STAKE}: no API key or service address (JOB_MONITOR_API_KEY, JOB_MONITOR_BASE_URL)`);
        return errors/* ExitCode */.y.ok;
    }
    if (!s.token) {
        (0,messages.complain)(`reconcile: ${AT_STAKE}: no read token; set ${s.tokenVariable} (${s.scopes}) to have them ended`);
        return errors/* ExitCode */.y.ok;
    }
    // One cancel for the pass and for the plan of GETs it reads through, log reads included.
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const api = apiOf(s, NEXT_MAX_GETS, NEXT_BUDGET_MS, cancel.signal);
    const { healing } = healingOf(s, api, cancel.signal, NEXT_MAX_ENDS, NEXT_BUDGET_MS, say);
    try {
        const done = s.gitlab?.own
            ? await gitLabNextJob(s.gitlab.own, { ...healing, api: api })
            : s.buildkite?.own
                ? await buildkiteNextJob(s.buildkite.own, { ...healing, api: api })
                : { unread: `this is not a ${s.ciName} job (its variables name none)` };
        if ('unread' in done)
            (0,messages.complain)(`reconcile: ${AT_STAKE}: ${done.unread}`);
        else if ('clear' in done)
            say(`reconcile: no earlier run to end: ${done.clear}`);
        else {
            report(s.ciName, done, say);
            if (done.unfinished)
                (0,messages.complain)(`reconcile: ${AT_STAKE} to the last: ${done.unfinished}`);
        }
    }
    catch (e) {
        (0,messages.complain)(`reconcile: ${AT_STAKE}: ${e.message}`);
    }
    finally {
        cancel.dispose();
    }
    return errors/* ExitCode */.y.ok;
}
async function sweep(s, say) {
    const memory = (0,reconcile_window/* windowMemory */.S)(s.connection.queue.dir, `${s.placeName}\0${s.connection.config.baseUrl}`);
    const now = Date.now();
    const inCi = Boolean(s.gitlab?.sweepJob ?? s.buildkite?.sweepBuild);
    const window = s.since !== undefined
        ? { from: s.since, to: now }
        : inCi
            ? undefined
            : { from: memory.until() ?? now - FIRST_LOOKBACK_MS, to: now };
    // One cancel for the pass and for the plan of GETs it reads through, log reads included.
    const cancel = (0,signals/* cancelOnSignals */.dJ)();
    const api = apiOf(s, SWEEP_MAX_GETS, SWEEP_BUDGET_MS, cancel.signal);
    const { healing } = healingOf(s, api, cancel.signal, s.maxEnds, SWEEP_BUDGET_MS, say);
    try {
        const result = s.gitlab
            ? await gitLabSweep({
                ...(s.gitlab.sweepJob ? { own: s.gitlab.sweepJob } : {}),
                ...(window ? { window } : {}),
                jobs: s.gitlab.jobs
            }, { ...healing, api: api })
            : await buildkiteSweep({
                pipeline: s.buildkite?.pipeline ?? '',
                ...(s.buildkite?.sweepBuild ? { own: s.buildkite.sweepBuild } : {}),
                ...(window ? { window } : {})
            }, { ...healing, api: api });
        if (window && !inCi && !result.unfinished)
            await memory.remember(window.to, say);
        report(s.ciName, result, say);
        if ('note' in result && result.note)
            (0,messages.complain)(`reconcile: ${result.note}`);
        const w = result.window;
        say(`reconcile: swept the ${s.ciName} jobs that finished ${w ? `from ${new Date(w.from).toISOString()} to ${new Date(w.to).toISOString()}` : 'in no window'}: ${result.looked} looked at, ${result.healed.length} ended, in ${api.calls.length} GETs`);
        if (result.unfinished) {
            (0,messages.complain)(`reconcile: stopped before the end of its window: ${result.unfinished}; the jobs it did not reach are left open (--since covers them)`);
            return errors/* ExitCode */.y.serviceTrouble;
        }
        return result.healed.some(h => h.outcome === 'refused' || h.outcome === 'unsent')
            ? errors/* ExitCode */.y.serviceTrouble
            : errors/* ExitCode */.y.ok;
    }
    finally {
        cancel.dispose();
    }
}
/** One line per run ended; one per run left alone (--quiet hides those). */
function report(ciName, result, say) {
    for (const h of result.healed)
        (0,messages.complain)(`reconcile: run ${h.runId} (${h.jobName}) ${h.outcome === 'delivered' ? 'ended' : `end ${h.outcome}`} from ${ciName}'s record: ${h.status}${h.error ? ` (${h.error})` : ''}`);
    for (const l of result.left)
        say(`reconcile: the run of ${l.job} was left alone: ${l.why}`);
}


/***/ })

};
