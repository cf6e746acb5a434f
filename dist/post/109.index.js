export const id = 109;
export const ids = [109];
export const modules = {

/***/ 9109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_MISSED_COUNTED: () => (/* binding */ MAX_MISSED_COUNTED),
/* harmony export */   MAX_MISSED_LISTED: () => (/* binding */ MAX_MISSED_LISTED),
/* harmony export */   SCHEDULE_KEYS: () => (/* binding */ SCHEDULE_KEYS),
/* harmony export */   cronOf: () => (/* binding */ cronOf),
/* harmony export */   cronOfEvent: () => (/* binding */ cronOfEvent),
/* harmony export */   gatherSchedule: () => (/* binding */ gatherSchedule),
/* harmony export */   scheduleMetadata: () => (/* binding */ scheduleMetadata),
/* harmony export */   scheduledRunsOf: () => (/* binding */ scheduledRunsOf),
/* harmony export */   slotAtOrBefore: () => (/* binding */ slotAtOrBefore),
/* harmony export */   slotsBetween: () => (/* binding */ slotsBetween)
/* harmony export */ });
/* harmony import */ var cron_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8628);
/* harmony import */ var cron_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(cron_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _run_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(670);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8230);
/**
 * A scheduled run's place in its schedule: the cron expression it fired for (the event
 * payload's `schedule`), the slot it stands for (the latest time the expression names at or
 * before the run's `created_at`), how late the run was created after it, and the slots since
 * the workflow's previous scheduled run that never ran (GitHub drops slots under load). The
 * runs come from GET /repos/{o}/{r}/actions/workflows/{file}/runs?event=schedule (newest first,
 * `actions: read`). GitHub's cron is five fields in UTC; cron-parser reads it.
 */



const SCHEDULE_KEYS = {
    cron: 'job_monitor.schedule.cron',
    slot: 'job_monitor.schedule.slot',
    lagSeconds: 'job_monitor.schedule.lag_seconds',
    missedSlots: 'job_monitor.schedule.missed_slots',
    missedSlotTimes: 'job_monitor.schedule.missed_slot_times'
};
/** An event payload is small; a larger file is not read. */
const EVENT_MAX_BYTES = 1024 * 1024;
/** Missed slots counted at most (a minutely cron silent for a day is past it: "at least"). */
const MAX_MISSED_COUNTED = 500;
/** Missed slots whose times are sent. */
const MAX_MISSED_LISTED = 10;
/** Scheduled runs asked for: this one, the one before, and room for runs of other crons. */
const RUNS_PER_PAGE = 10;
/** The event's cron expression, from the payload file; undefined when there is none. */
function cronOfEvent(path) {
    if (!path)
        return undefined;
    const text = (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readRegularFileSync */ .cG)(path, EVENT_MAX_BYTES)?.text;
    if (text === undefined)
        return undefined;
    try {
        return cronOf(JSON.parse(text)?.schedule);
    }
    catch {
        return undefined;
    }
}
/** A GitHub cron expression: five fields of cron's characters, nothing else. */
function cronOf(raw) {
    if (typeof raw !== 'string')
        return undefined;
    const text = raw.trim();
    if (text.length > 200)
        return undefined;
    const fields = text.split(/\s+/);
    if (fields.length !== 5 || !fields.every(f => /^[0-9A-Za-z*,\-/?#LW]+$/.test(f)))
        return undefined;
    return fields.join(' ');
}
/** The slots of `cron` in UTC after `from` and at or before `to`, at most `max`; [] if unreadable. */
function slotsBetween(cron, from, to, max) {
    const out = [];
    try {
        const e = cron_parser__WEBPACK_IMPORTED_MODULE_0__.CronExpressionParser.parse(cron, { tz: 'UTC', currentDate: new Date(from) });
        while (out.length < max) {
            const t = e.next().getTime();
            if (!Number.isFinite(t) || t > to)
                break;
            if (t > from)
                out.push(t);
        }
    }
    catch {
        // An expression cron-parser cannot step through: what was found so far.
    }
    return out;
}
/** The latest slot of `cron` at or before `at`; undefined when unreadable or none. */
function slotAtOrBefore(cron, at) {
    try {
        // prev() is strictly before its start; slots are whole minutes, so a second after `at` holds it.
        const e = cron_parser__WEBPACK_IMPORTED_MODULE_0__.CronExpressionParser.parse(cron, { tz: 'UTC', currentDate: new Date(at + 1000) });
        const t = e.prev().getTime();
        return Number.isFinite(t) && t <= at ? t : undefined;
    }
    catch {
        return undefined;
    }
}
/** This run and the one before it in a workflow's scheduled runs, whatever the answer holds. */
function scheduledRunsOf(body, runId) {
    const runs = body?.workflow_runs;
    if (!Array.isArray(runs))
        return {};
    const list = [];
    for (const r of runs.slice(0, 100)) {
        if (!r || typeof r !== 'object')
            continue;
        const created = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_1__/* .instantOf */ .B9)(r.created_at);
        if (created !== undefined)
            list.push({ id: r.id, created });
    }
    const created = list.find(r => r.id === runId)?.created;
    const before = list
        .filter(r => r.id !== runId && (created === undefined || r.created < created))
        .map(r => r.created);
    return {
        ...(created !== undefined ? { created } : {}),
        ...(created !== undefined && before.length ? { previous: Math.max(...before) } : {})
    };
}
/** The schedule's metadata from what is known; `created` falls back to the job's created_at. */
function scheduleMetadata(cron, runs) {
    const m = { [SCHEDULE_KEYS.cron]: cron };
    const created = runs.created;
    if (created === undefined)
        return m;
    const slot = slotAtOrBefore(cron, created);
    if (slot === undefined)
        return m;
    m[SCHEDULE_KEYS.slot] = new Date(slot).toISOString();
    const lag = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_1__/* .secondsBetween */ .O1)(slot, created);
    if (lag !== undefined)
        m[SCHEDULE_KEYS.lagSeconds] = lag;
    if (runs.previous === undefined)
        return m;
    const previousSlot = slotAtOrBefore(cron, runs.previous);
    if (previousSlot === undefined || previousSlot >= slot) {
        if (previousSlot !== undefined)
            m[SCHEDULE_KEYS.missedSlots] = 0;
        return m;
    }
    // The slots after the previous run's and before this one's.
    const missed = slotsBetween(cron, previousSlot, slot - 1, MAX_MISSED_COUNTED);
    m[SCHEDULE_KEYS.missedSlots] = missed.length;
    if (missed.length)
        m[SCHEDULE_KEYS.missedSlotTimes] = missed
            .slice(-MAX_MISSED_LISTED)
            .map(t => new Date(t).toISOString());
    return m;
}
/** Post: for a `schedule` event, the schedule's facts (one GET of the plan). */
async function gatherSchedule(o) {
    if (o.eventName !== 'schedule')
        return {};
    const cron = cronOfEvent(o.eventPath);
    if (!cron)
        return {};
    let runs = {};
    if (o.workflowFile) {
        const answer = await o.requests.get(`/actions/workflows/${encodeURIComponent(o.workflowFile)}/runs?event=schedule&per_page=${RUNS_PER_PAGE}`, 'actions: read', "the workflow's earlier scheduled runs (missed slots)");
        if ('body' in answer)
            runs = scheduledRunsOf(answer.body, o.runId);
    }
    if (runs.created === undefined) {
        const created = (0,_run_context_js__WEBPACK_IMPORTED_MODULE_1__/* .instantOf */ .B9)(o.jobCreatedAt ?? undefined);
        if (created !== undefined)
            runs = { created };
    }
    return scheduleMetadata(cron, runs);
}


/***/ })

};
