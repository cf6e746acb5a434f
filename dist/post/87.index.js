export const id = 87;
export const ids = [87];
export const modules = {

/***/ 2087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_MISSED_COUNTED: () => (/* reexport */ MAX_MISSED_COUNTED),
  SCHEDULE_KEYS: () => (/* reexport */ SCHEDULE_KEYS),
  cronOf: () => (/* binding */ cronOf),
  cronOfEvent: () => (/* binding */ cronOfEvent),
  gatherSchedule: () => (/* binding */ gatherSchedule),
  scheduleMetadata: () => (/* binding */ schedule_scheduleMetadata),
  scheduledRunsOf: () => (/* binding */ scheduledRunsOf)
});

// EXTERNAL MODULE: ./src/run/context.ts
var context = __webpack_require__(670);
;// CONCATENATED MODULE: ./src/util/zone-time.ts
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
const zone_time_LAST_MS = Date.UTC(9999, 11, 31);
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
    if (!(ms >= FIRST_MS && ms <= zone_time_LAST_MS) || !zoneNamed(zone))
        return '';
    const w = wallTimeAt(ms, zone);
    return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)} ${offsetText(offsetAt(ms, zone))}`;
}

;// CONCATENATED MODULE: ./src/util/cron.ts
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

const cron_DAY_MS = 86_400_000;
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
function cron_valueOf(word, f) {
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
            low = cron_valueOf(a, f);
            // `a/n` runs from a to the field's end, as Vixie's `a-max/n`.
            high = b !== undefined ? cron_valueOf(b, f) : stepText !== undefined ? f.max : low;
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
    const steady = steadyOffset(day, day, zone);
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
            const at = instantsOfWall(wall, zone);
            if (at.length === 0) {
                // Skipped by the clocks: a fixed entry runs at the change, a wildcard one not at all.
                const change = c.wildcard ? undefined : skipEndingAt(wall, zone);
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
    const w = wallTimeAt(ms, zone);
    return Date.UTC(w.year, w.month - 1, w.day);
}
const inRange = (ms) => ms >= FIRST_MS && ms <= zone_time_LAST_MS;
/**
 * The slots after `from` and at or before `to`, earliest first, at most `max`; the search
 * stops after SEARCH_DAYS days without one.
 */
function slotsAfter(c, zone, from, to, max) {
    const out = [];
    if (!inRange(from) || !(to > from) || !(max > 0))
        return out;
    const end = Math.min(to, zone_time_LAST_MS);
    let quiet = 0;
    for (let day = dayOf(from, zone) - cron_DAY_MS; day <= end + cron_DAY_MS && quiet <= SEARCH_DAYS; day += cron_DAY_MS) {
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
    const start = Math.max(from, FIRST_MS);
    let quiet = 0;
    for (let day = dayOf(to, zone) + cron_DAY_MS; day >= start - 2 * cron_DAY_MS && quiet <= SEARCH_DAYS; day -= cron_DAY_MS) {
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
    return slotsAfter(c, zone, after, LAST_MS, 1)[0];
}
/** The latest slot at or before `at`; undefined when none is within the search. */
function slotAtOrBefore(c, zone, at) {
    return slotsBefore(c, zone, at, -Infinity, 1)[0];
}

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
    return slotAtOrBefore(s.cron, s.timeZone, at + EARLY_MS);
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
    const count = slotsAfter(s.cron, s.timeZone, previousSlot, slot - 1, MAX_MISSED_COUNTED).length;
    m[SCHEDULE_KEYS.missedSlots] = count;
    if (count)
        m[SCHEDULE_KEYS.missedSlotTimes] = slotsBefore(s.cron, s.timeZone, slot - 1, previousSlot + 1, MAX_MISSED_LISTED)
            .reverse()
            .map(t => new Date(t).toISOString());
    return m;
}

// EXTERNAL MODULE: ./src/util/regular-files.ts
var regular_files = __webpack_require__(8230);
;// CONCATENATED MODULE: ./src/action/schedule.ts





/** An event payload is small; a larger file is not read. */
const EVENT_MAX_BYTES = 1024 * 1024;
/** Scheduled runs asked for: this one, the one before, and room for runs of other crons. */
const RUNS_PER_PAGE = 10;
/** The event's cron expression, from the payload file; undefined when there is none. */
function cronOfEvent(path) {
    if (!path)
        return undefined;
    const text = (0,regular_files/* readRegularFileSync */.cG)(path, EVENT_MAX_BYTES)?.text;
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
/** This run and the one before it in a workflow's scheduled runs, whatever the answer holds. */
function scheduledRunsOf(body, runId) {
    const runs = body?.workflow_runs;
    if (!Array.isArray(runs))
        return {};
    const list = [];
    for (const r of runs.slice(0, 100)) {
        if (!r || typeof r !== 'object')
            continue;
        const created = (0,context/* instantOf */.B9)(r.created_at);
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
/**
 * The schedule's metadata from what is known (`created` falls back to the job's created_at):
 * nothing but the expression's when GitHub's cron cannot be read by cron's rules.
 */
function schedule_scheduleMetadata(cronText, runs) {
    const cron = readCron(cronText);
    if ('error' in cron)
        return { [SCHEDULE_KEYS.cron]: cronText };
    return scheduleMetadata({ cron, timeZone: 'UTC' }, { at: runs.created, previous: runs.previous });
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
        const created = (0,context/* instantOf */.B9)(o.jobCreatedAt ?? undefined);
        if (created !== undefined)
            runs = { created };
    }
    return schedule_scheduleMetadata(cron, runs);
}


/***/ })

};
