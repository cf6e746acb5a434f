import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  dR: () => (/* reexport */ DEFAULT_LIMITS),
  ox: () => (/* reexport */ renderRunsPage),
  Pr: () => (/* reexport */ renderRunsTable),
  sJ: () => (/* reexport */ startEmulator)
});

;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/content-type.js
/**
 * True when Content-Type is `application/json` (parameters such as charset allowed). A page in
 * a browser can send a form or text/plain to any origin without asking first; JSON it can send
 * only after a CORS preflight, which the emulator never grants.
 */
function isJsonBody(headers) {
    return (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/read-json.js
/**
 * How deeply the JSON the emulator reads may nest. JSON.parse reads any depth, but everything
 * that serializes or walks what it read recurses (JSON.stringify for every answer, the pages'
 * views): one request body nested 8,000 levels deep, kept, would overflow the stack of every
 * later reader of the request record. So a body is refused where it is read, and a record read
 * back from a history file (written by an emulator that did not refuse it) has what nests too
 * deep cut. The emulator shares no code with the client: this is its own bound, above the
 * client's (64 levels of metadata, one more for the body around it).
 */
/** Objects and lists inside one another, the outermost counted: `{"a": [1]}` is 2 deep. */
const MAX_JSON_NESTING = 100;
/** What stands in a stored record for a value nested deeper than MAX_JSON_NESTING. */
const CUT_NOTE = `(nested more than ${MAX_JSON_NESTING} levels deep: not shown)`;
/**
 * Whether the JSON text nests objects and lists more than `limit` levels deep: its brackets
 * outside strings counted, in one pass, without parsing it. Stops at the first level past it.
 */
function nestsDeeperThan(text, limit = MAX_JSON_NESTING) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c)
                i++;
            else if (c === 0x22)
                inString = false;
        }
        else if (c === 0x22)
            inString = true;
        else if (c === 0x7b || c === 0x5b) {
            if (++depth > limit)
                return true;
        }
        else if (c === 0x7d || c === 0x5d)
            depth--;
    }
    return false;
}
/**
 * A request body as JSON: its value (null when there is none, or it is not JSON), or why it is
 * not read at all (`refused`: it nests deeper than MAX_JSON_NESTING). Never throws.
 */
function readBody(raw) {
    if (!raw)
        return { value: null };
    if (nestsDeeperThan(raw)) {
        return {
            value: null,
            refused: `the body nests objects and lists more than ${MAX_JSON_NESTING} levels deep`
        };
    }
    try {
        return { value: JSON.parse(raw) };
    }
    catch {
        return { value: null };
    }
}
/**
 * A record the emulator stored, read back: what nests deeper than MAX_JSON_NESTING is replaced
 * by a note, walked with a list of its own rather than the call stack. Text that is not JSON
 * throws, as JSON.parse does: the file is not one the emulator wrote.
 */
function readStored(text) {
    const value = JSON.parse(text);
    if (!nestsDeeperThan(text))
        return value;
    const pending = [];
    if (value !== null && typeof value === 'object')
        pending.push([value, 1]);
    for (let next = pending.pop(); next; next = pending.pop()) {
        const [container, depth] = next;
        for (const key of Object.keys(container)) {
            const child = container[key];
            if (child === null || typeof child !== 'object')
                continue;
            if (depth < MAX_JSON_NESTING)
                pending.push([child, depth + 1]);
            // Defined, not assigned: a key named __proto__ is a key like any other.
            else
                Object.defineProperty(container, key, { value: CUT_NOTE, enumerable: true });
        }
    }
    return value;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/zone-time.js
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

;// CONCATENATED MODULE: ./dist/.lib-modules/util/cron.js
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
const inRange = (ms) => ms >= FIRST_MS && ms <= LAST_MS;
/**
 * The slots after `from` and at or before `to`, earliest first, at most `max`; the search
 * stops after SEARCH_DAYS days without one.
 */
function slotsAfter(c, zone, from, to, max) {
    const out = [];
    if (!inRange(from) || !(to > from) || !(max > 0))
        return out;
    const end = Math.min(to, LAST_MS);
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

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/schedules.js


/** The schedule metadata's keys, as the clients send them (a test holds them to theirs). */
const SCHEDULE_FACT_KEYS = {
    cron: 'job_monitor.schedule.cron',
    timeZone: 'job_monitor.schedule.timezone',
    graceSeconds: 'job_monitor.schedule.grace_seconds',
    slot: 'job_monitor.schedule.slot',
    lagSeconds: 'job_monitor.schedule.lag_seconds',
    missedSlots: 'job_monitor.schedule.missed_slots',
    missedSlotTimes: 'job_monitor.schedule.missed_slot_times'
};
/** The grace when the reports name none (the clients' default too). */
const DEFAULT_GRACE_SECONDS = 300;
/** The most a grace may be: a week. */
const MAX_GRACE_SECONDS = 7 * 86_400;
/** A run this little before a slot stands for it (clocks differ by seconds; the clients' too). */
const EARLY_MS = 30_000;
/** The latest slots judged per job: a minutely job's last 8 hours, a daily one's 500 days. */
const MAX_CHECKED = 500;
/** The missed slots named, the latest. */
const MAX_LISTED = 10;
/** The latest runs looked at per job. */
const MAX_RUNS = 4 * MAX_CHECKED;
const FACT_KEYS = Object.values(SCHEDULE_FACT_KEYS);
/** Whether `m` names any of the schedule keys. */
function namesSchedule(m) {
    if (!m || typeof m !== 'object')
        return false;
    for (const key of FACT_KEYS)
        if (Object.hasOwn(m, key))
            return true;
    return false;
}
/** The value of `key` the end gave, else the start's. */
function factOf(start, end, key) {
    if (namesKey(end, key))
        return end[key];
    return namesKey(start, key) ? start[key] : undefined;
}
const namesKey = (m, key) => !!m && typeof m === 'object' && Object.hasOwn(m, key);
/** The schedule keys of `metadata` that hold a value. */
function pickScheduleFacts(metadata) {
    return factsOf(undefined, metadata ?? undefined);
}
function factsOf(start, end) {
    const out = {};
    for (const key of FACT_KEYS) {
        const v = factOf(start, end, key);
        if (v !== undefined && v !== null)
            out[key] = v;
    }
    return out;
}
/**
 * The run's schedule facts, the end's over the start's; undefined when it names no schedule.
 * Asked of every run the overview digests: no copy of a run's metadata is made.
 */
function schedules_scheduleFactsOf(run) {
    if (!namesSchedule(run.metadata) && !namesSchedule(run.end_metadata))
        return undefined;
    return factsOf(run.metadata, run.end_metadata);
}
/** The scheduled runs among `runs`, those whose start time can be read. */
function scheduledRunsOf(runs) {
    const out = [];
    for (const r of runs) {
        const facts = schedules_scheduleFactsOf(r);
        const startMs = Date.parse(r.start_time);
        if (facts && !Number.isNaN(startMs))
            out.push({ startMs, facts });
    }
    return out;
}
/** A run's schedule as read; undefined when its expression or zone cannot be. */
function readSchedule(facts) {
    const cron = readCron(facts[SCHEDULE_FACT_KEYS.cron]);
    if ('error' in cron)
        return undefined;
    const given = facts[SCHEDULE_FACT_KEYS.timeZone];
    // A schedule sent without a zone is GitHub's, in UTC.
    const zone = given === undefined ? 'UTC' : zoneNamed(given);
    return zone ? { cron, zone } : undefined;
}
/** The runs in the order they started, cut where the schedule (expression or zone) changes. */
function segmentsOf(runs) {
    const out = [];
    const ordered = runs
        .filter(r => r.startMs >= FIRST_MS && r.startMs <= LAST_MS)
        .sort((a, b) => a.startMs - b.startMs)
        .slice(-MAX_RUNS);
    // Each schedule read once: most runs of a job carry the same one.
    const read = new Map();
    for (const run of ordered) {
        const key = JSON.stringify([
            run.facts[SCHEDULE_FACT_KEYS.cron],
            run.facts[SCHEDULE_FACT_KEYS.timeZone]
        ]);
        if (!read.has(key))
            read.set(key, readSchedule(run.facts));
        const s = read.get(key);
        if (!s)
            continue;
        const last = out[out.length - 1];
        if (last && last.cron.expression === s.cron.expression && last.zone === s.zone)
            last.runs.push(run);
        else
            out.push({ ...s, runs: [run] });
    }
    return out;
}
function graceOf(facts) {
    const g = facts[SCHEDULE_FACT_KEYS.graceSeconds];
    const n = typeof g === 'number' ? g : typeof g === 'string' && /^\d+$/.test(g) ? Number(g) : NaN;
    return Number.isInteger(n) && n >= 0 && n <= MAX_GRACE_SECONDS ? n : DEFAULT_GRACE_SECONDS;
}
/** The index of the latest of `slots` (ascending) at or before `at`; -1 when none is. */
function latestAtOrBefore(slots, at) {
    let lo = 0;
    let hi = slots.length - 1;
    let found = -1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (slots[mid] <= at) {
            found = mid;
            lo = mid + 1;
        }
        else
            hi = mid - 1;
    }
    return found;
}
/**
 * The slots of one stretch of the schedule, latest first within `budget`, from the slot of its
 * first run to its last run (past it, for the schedule in force: to now and the slot its last
 * run may have come early for), and the ones a run came for. A run stands for the slot its report
 * names when that is a slot of the schedule and not after its start (the action names the slot
 * of the run's creation, before it started, which only GitHub knows); else for the latest slot
 * at or before its start, or just after it (EARLY_MS).
 */
function judge(seg, until, budget) {
    const firstRun = seg.runs[0];
    const lastRun = seg.runs[seg.runs.length - 1];
    const first = slotAtOrBefore(seg.cron, seg.zone, firstRun.startMs + EARLY_MS) ?? firstRun.startMs;
    const to = Math.max(until, lastRun.startMs + EARLY_MS);
    const slots = slotsBefore(seg.cron, seg.zone, to, first, budget).reverse();
    const from = slots.length ? slots[0] : first;
    const known = new Set(slots);
    const ran = new Set();
    for (const run of seg.runs) {
        if (run.startMs + EARLY_MS < from)
            continue;
        const named = run.facts[SCHEDULE_FACT_KEYS.slot];
        const at = typeof named === 'string' ? Date.parse(named) : NaN;
        if (known.has(at) && at <= run.startMs + EARLY_MS)
            ran.add(at);
        else {
            const i = latestAtOrBefore(slots, run.startMs + EARLY_MS);
            if (i >= 0)
                ran.add(slots[i]);
        }
    }
    return { slots, ran, whole: slots.length < budget || from <= first, first };
}
/** The job's standing in its schedule at `now`, from its scheduled runs; undefined for none. */
function scheduleStatus(runs, now) {
    if (!(now >= FIRST_MS && now <= LAST_MS))
        return undefined;
    const segments = segmentsOf(runs);
    const current = segments[segments.length - 1];
    if (!current)
        return undefined;
    const lastRun = current.runs[current.runs.length - 1];
    const graceMs = graceOf(lastRun.facts) * 1000;
    // A slot is missed once its grace has passed with no run for it. Between two stretches of
    // the schedule nobody knows when it changed: no slot there is missed.
    const missed = [];
    let budget = MAX_CHECKED;
    let atLeast = false;
    let standing = {
        state: 'on time',
        waiting_for: null
    };
    // The current stretch's first slot, and the latest slot a run stood for (an early run's is
    // still ahead of it): the next run expected is the one after both it and now.
    let since = current.runs[0].startMs;
    let claimed = now;
    for (let i = segments.length - 1; i >= 0 && budget > 0; i--) {
        const seg = segments[i];
        const isCurrent = i === segments.length - 1;
        const until = isCurrent ? now : seg.runs[seg.runs.length - 1].startMs + EARLY_MS;
        const j = judge(seg, until, budget);
        missed.unshift(...j.slots.filter(t => t + graceMs < now && t <= until && !j.ran.has(t)));
        budget -= j.slots.length;
        if (!j.whole)
            atLeast = true;
        if (isCurrent) {
            standing = standingOf(j, graceMs, now);
            since = j.first;
            for (const t of j.ran)
                claimed = Math.max(claimed, t);
        }
    }
    if (budget <= 0 && segments.length > 1)
        atLeast = true;
    return {
        cron: current.cron.expression,
        timezone: current.zone,
        grace_seconds: graceMs / 1000,
        since: new Date(since).toISOString(),
        ...standing,
        next_expected: isoOf(nextSlot(current.cron, current.zone, claimed)),
        missed_slots: missed.slice(-MAX_LISTED).map(t => new Date(t).toISOString()),
        missed_count: missed.length,
        missed_at_least: atLeast
    };
}
const isoOf = (t) => t === undefined ? null : new Date(t).toISOString();
/**
 * Whether a run came for every slot since the last one a run came for: on time; else due while
 * the first slot since then is within its grace, and late once it has passed it.
 */
function standingOf(j, graceMs, now) {
    let i = latestAtOrBefore(j.slots, now);
    if (i < 0 || j.ran.has(j.slots[i]))
        return { state: 'on time', waiting_for: null };
    while (i > 0 && !j.ran.has(j.slots[i - 1]))
        i--;
    const first = j.slots[i];
    return { state: now > first + graceMs ? 'late' : 'due', waiting_for: isoOf(first) };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/jobs.js

/** How many ended runs the duration series holds. */
const DURATION_POINTS = 50;
/**
 * The runs in the order they started. They are stored in the order their reports arrived,
 * which is not the same: a start report queued while the service was down arrives after later
 * runs. A start time that does not parse keeps its place (the sort is stable).
 */
function byStartTime(runs) {
    // Each start time parsed once, not at every comparison.
    const at = runs.map(r => Date.parse(r.start_time));
    const withTime = runs
        .map((r, i) => ({ r, at: at[i] }))
        .filter(t => !Number.isNaN(t.at))
        .sort((a, b) => a.at - b.at);
    let next = 0;
    return runs.map((r, i) => (Number.isNaN(at[i]) ? r : withTime[next++].r));
}
/** Summaries of the jobs in `runs` (oldest first), the most recently started job first. */
function jobSummaries(runs) {
    const byJob = new Map();
    for (const r of runs) {
        const list = byJob.get(r.job_name);
        if (list)
            list.push(r);
        else
            byJob.set(r.job_name, [r]);
    }
    return [...byJob.values()].map(jobSummary).reverse();
}
function jobSummary(received) {
    const runs = byStartTime(received);
    const last = runs[runs.length - 1];
    const ended = runs.filter(r => r.end_time !== null);
    const count = (state) => runs.filter(r => r.state === state).length;
    return {
        job_name: last.job_name,
        runs: runs.length,
        running: count('running'),
        stalled: count('stalled'),
        success_rate: ended.length ? count('success') / ended.length : null,
        last_run: {
            run_id: last.run_id,
            state: last.state,
            start_time: last.start_time,
            end_time: last.end_time,
            duration_seconds: last.duration_seconds
        },
        durations: ended
            .filter(r => r.duration_seconds !== null)
            .slice(-DURATION_POINTS)
            .map(r => ({
            run_id: r.run_id,
            start_time: r.start_time,
            state: r.state,
            seconds: r.duration_seconds
        }))
    };
}
/**
 * The end metadata keys of a run started by a schedule (src/action/schedule.ts): the lag behind
 * its slot, and the slots missed before it.
 */
const SCHEDULE_KEYS = {
    lagSeconds: 'job_monitor.schedule.lag_seconds',
    missedSlots: 'job_monitor.schedule.missed_slots'
};
/** True when the run's start or end said where it stands in a schedule (schedules.ts). */
function isScheduled(run) {
    return scheduleFactsOf(run) !== undefined;
}
/** True when the run ended and both its start and end times parse: its duration is known. */
function hasDuration(run) {
    return (run.end_time !== null &&
        !Number.isNaN(Date.parse(run.start_time)) &&
        !Number.isNaN(Date.parse(run.end_time)));
}
/**
 * The digests of the jobs in `runs` (in the order they were received), in the order each job's
 * first run was received. What a store's digests must equal.
 */
function jobDigests(runs, points) {
    const byJob = new Map();
    for (const r of runs) {
        const list = byJob.get(r.job_name);
        if (list)
            list.push(r);
        else
            byJob.set(r.job_name, [r]);
    }
    return [...byJob.values()].map(received => {
        const ordered = byStartTime(received);
        const timed = ordered.filter(hasDuration);
        const lastFailed = ordered.findLast(r => r.status === 'failed' && !Number.isNaN(Date.parse(r.start_time)));
        return {
            job_name: received[0].job_name,
            runs: received.length,
            ended: received.filter(r => r.end_time !== null).length,
            succeeded: received.filter(r => r.status === 'success').length,
            last: ordered[ordered.length - 1],
            latest: timed.slice(Math.max(0, timed.length - points)),
            ...(lastFailed ? { lastFailed } : {}),
            schedules: scheduledRunsOf(received)
        };
    });
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/run-state.js
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

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/run-query.js

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
        if (!RUN_STATES.includes(status)) {
            return refused('status', status, `must be one of ${RUN_STATES.join(', ')}`);
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

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/page-script.js
/**
 * The pages' one script: every few seconds it fetches the page's view (the JSON at the body's
 * data-view, with the page's query) and updates the page in place, so nothing the user opened
 * closes and the row being read stays where it is on the screen. What it fills is marked in the
 * HTML: `data-bind` (a text, or with `data-bind-class` a style; `data-bind-title` and
 * `data-bind-time` a hover text and a <time>'s datetime; `data-bind-hide-empty` hides what the view
 * leaves empty; the view's `title` the document's), `data-list` (rows kept by their
 * key, new ones cloned from the list's template, their `data-cell` texts, their `data-class`
 * style, their `data-href` link, their `data-ext-href` link out (http and https only), their
 * `data-title` hover text, `data-time` datetime, `data-hide-empty` parts, their `data-row-chart`
 * sparkline and a `data-logs` log), `data-chart` (an SVG's shapes and axis labels), the log
 * with its search box, and the run list's filters, kept in the page's own address. Every value is
 * set with textContent or as an attribute, never parsed as HTML. Plain browser JavaScript,
 * served inline as written (no build step); the pages' Content-Security-Policy allows this script
 * by its hash and nothing else.
 */
const PAGE_POLL_MS = 2000;
const PAGE_SCRIPT = `
'use strict';
(function () {
  var VIEW = document.body.dataset.view;
  var SVG = 'http://www.w3.org/2000/svg';
  var updated = document.getElementById('updated');

  function setText(el, text) {
    text = text === undefined || text === null ? '' : String(text);
    if (el && el.textContent !== text) el.textContent = text;
  }
  // Links to the emulator's own pages only: built by the server, checked again here.
  function ownLink(href) {
    return typeof href === 'string' && href.charAt(0) === '/' && href.charAt(1) !== '/';
  }

  function setAttr(el, name, value) {
    if (typeof value === 'string' && el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
  // A link out of the emulator (a run's URL in its metadata): http and https only, else no link.
  function setOutsideLink(el, href) {
    var scheme = typeof href === 'string' ? href.slice(0, 8).toLowerCase() : '';
    if (scheme.indexOf('http://') === 0 || scheme === 'https://') setAttr(el, 'href', href);
    else el.removeAttribute('href');
  }

  function fillRow(el, row) {
    var cells = el.querySelectorAll('[data-cell]');
    for (var i = 0; i < cells.length; i++) setText(cells[i], row[cells[i].dataset.cell]);
    var styled = el.querySelectorAll('[data-class]');
    for (var j = 0; j < styled.length; j++) {
      var name = styled[j].dataset.classBase + row[styled[j].dataset.class];
      if (styled[j].className !== name) styled[j].className = name;
    }
    var links = el.querySelectorAll('[data-href]');
    for (var k = 0; k < links.length; k++) {
      var href = row[links[k].dataset.href];
      if (ownLink(href)) setAttr(links[k], 'href', href);
      // No link now: a link the row had before would lead to what it no longer shows.
      else if (href === '') links[k].removeAttribute('href');
    }
    var titled = el.querySelectorAll('[data-title]');
    for (var t = 0; t < titled.length; t++) setAttr(titled[t], 'title', row[titled[t].dataset.title]);
    var times = el.querySelectorAll('[data-time]');
    for (var m = 0; m < times.length; m++) setAttr(times[m], 'datetime', row[times[m].dataset.time]);
    var outside = el.querySelectorAll('[data-ext-href]');
    for (var o = 0; o < outside.length; o++) setOutsideLink(outside[o], row[outside[o].dataset.extHref]);
    var hideable = el.querySelectorAll('[data-hide-empty]');
    for (var h = 0; h < hideable.length; h++) hideable[h].hidden = !row[hideable[h].dataset.hideEmpty];
    var charts = el.querySelectorAll('[data-row-chart]');
    for (var c = 0; c < charts.length; c++) {
      if (Array.isArray(row[charts[c].dataset.rowChart])) fillChart(charts[c], row[charts[c].dataset.rowChart]);
    }
    var details = el.querySelector('details[data-logs]');
    if (details) fillLogs(details, row);
  }

  // A row's log: the view sends it only while it is open; a closed one keeps its text.
  function fillLogs(details, row) {
    details.hidden = !row.logs_title;
    setText(details.querySelector('summary'), row.logs_title);
    var pre = details.querySelector('pre');
    if (row.logs !== undefined && pre.textContent !== row.logs) {
      // Replacing the text would scroll the log back to its top.
      var top = pre.scrollTop;
      pre.textContent = row.logs;
      pre.scrollTop = top;
    }
  }

  // A row's key: in data-key, or in the attribute the list names (the run list's data-run-id).
  function keyAttr(list) {
    return 'data-' + (list.dataset.keyAttr || 'key');
  }

  function fillList(list, rows) {
    var template = document.getElementById(list.dataset.template);
    var attr = keyAttr(list);
    var field = list.dataset.keyField || 'key';
    // Maps without a prototype: a key may be any job's name, \`constructor\` or \`__proto__\` too.
    var byKey = Object.create(null);
    var kept = list.children;
    for (var i = 0; i < kept.length; i++) byKey[kept[i].getAttribute(attr)] = kept[i];
    var before = list.firstElementChild;
    var keep = Object.create(null);
    for (var r = 0; r < rows.length; r++) {
      var key = String(rows[r][field]);
      var el = byKey[key];
      if (!el) {
        el = template.content.firstElementChild.cloneNode(true);
        el.setAttribute(attr, key);
      }
      fillRow(el, rows[r]);
      keep[key] = true;
      // Rows already in order stay where they are: moving one would reset its log's scroll.
      if (el !== before) list.insertBefore(el, before);
      before = el.nextElementSibling;
    }
    for (var k in byKey) if (!keep[k]) byKey[k].remove();
    var empty = document.getElementById(list.dataset.empty || list.dataset.template + '-empty');
    if (empty) empty.hidden = rows.length > 0;
    var box = list.dataset.box && document.getElementById(list.dataset.box);
    if (box) box.hidden = rows.length === 0;
  }

  // Charts hold no state of the user's: redrawn from the view's shapes.
  function fillChart(svg, shapes) {
    while (svg.lastChild) svg.lastChild.remove();
    for (var i = 0; i < shapes.length; i++) {
      var s = shapes[i];
      var tag = s.shape === 'line' || s.shape === 'text' ? s.shape : 'rect';
      var el = document.createElementNS(SVG, tag);
      var attrs = ['x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2'];
      for (var a = 0; a < attrs.length; a++) {
        if (typeof s[attrs[a]] === 'number') el.setAttribute(attrs[a], String(s[attrs[a]]));
      }
      el.setAttribute('class', s.cls);
      // An axis label shows its text; a bar or a mark says what it is on hover.
      var title = tag === 'text' ? el : document.createElementNS(SVG, 'title');
      title.textContent = s.title || '';
      if (tag !== 'text') el.appendChild(title);
      svg.appendChild(el);
    }
  }

  // The log: the lines holding the search text (any case), else all of it.
  var logText = null;
  var log = document.getElementById('log');
  var search = document.getElementById('log-search');
  var matches = document.getElementById('log-matches');
  function showLog() {
    if (!log || logText === null) return;
    var term = search ? search.value.toLowerCase() : '';
    var text = logText;
    if (term) {
      var lines = logText.split('\\n');
      var hits = [];
      for (var i = 0; i < lines.length; i++) {
        if (lines[i].toLowerCase().indexOf(term) >= 0) hits.push((i + 1) + ': ' + lines[i]);
      }
      text = hits.join('\\n');
      setText(matches, hits.length + ' of ' + lines.length + ' lines hold "' + search.value + '"');
    } else {
      setText(matches, '');
    }
    if (log.textContent !== text) {
      var top = log.scrollTop;
      log.textContent = text;
      log.scrollTop = top;
    }
  }
  if (search) search.addEventListener('input', showLog);
  if (log) logText = log.textContent;

  // The first row in view, and where it is: rows that arrive above it must not move it. At the
  // very top of the page the user watches new rows arrive, and nothing is held.
  function anchor() {
    if (window.scrollY === 0) return null;
    var rows = document.querySelectorAll('[data-list] > *');
    for (var i = 0; i < rows.length; i++) {
      var box = rows[i].getBoundingClientRect();
      if (box.bottom > 0) return { row: rows[i], top: box.top };
    }
    return null;
  }

  function apply(view) {
    var held = anchor();
    var bound = document.querySelectorAll('[data-bind]');
    for (var i = 0; i < bound.length; i++) {
      var v = view[bound[i].dataset.bind];
      if (v !== undefined) setText(bound[i], v);
    }
    if (typeof view.title === 'string' && document.title !== view.title) document.title = view.title;
    var titled = document.querySelectorAll('[data-bind-title]');
    for (var t = 0; t < titled.length; t++) setAttr(titled[t], 'title', view[titled[t].dataset.bindTitle]);
    var times = document.querySelectorAll('[data-bind-time]');
    for (var m = 0; m < times.length; m++) setAttr(times[m], 'datetime', view[times[m].dataset.bindTime]);
    var hideable = document.querySelectorAll('[data-bind-hide-empty]');
    for (var h = 0; h < hideable.length; h++) {
      var shown = view[hideable[h].dataset.bindHideEmpty];
      if (shown !== undefined) hideable[h].hidden = !shown;
    }
    var styled = document.querySelectorAll('[data-bind-class]');
    for (var s = 0; s < styled.length; s++) {
      var name = styled[s].dataset.classBase + view[styled[s].dataset.bindClass];
      if (styled[s].className !== name) styled[s].className = name;
    }
    var lists = document.querySelectorAll('[data-list]');
    for (var j = 0; j < lists.length; j++) {
      var rows = view[lists[j].dataset.list];
      if (Array.isArray(rows)) fillList(lists[j], rows);
    }
    var charts = document.querySelectorAll('[data-chart]');
    for (var k = 0; k < charts.length; k++) {
      var shapes = view[charts[k].dataset.chart];
      if (Array.isArray(shapes)) fillChart(charts[k], shapes);
    }
    if (typeof view.logs === 'string' && view.logs !== logText) {
      logText = view.logs;
      showLog();
    }
    if (held && held.row.isConnected) {
      var moved = held.row.getBoundingClientRect().top - held.top;
      if (moved) window.scrollBy(0, moved);
    }
  }

  // The run list's filters live in the page's own address, so a reload or a shared link
  // keeps them.
  var filters = document.getElementById('filters');
  var FILTERS = { job: 'filter-job', status: 'filter-status', since: 'filter-since' };
  function filterQuery() {
    var query = new URLSearchParams();
    for (var name in FILTERS) {
      var value = document.getElementById(FILTERS[name]).value;
      if (value) query.set(name, value);
    }
    return query;
  }
  var typing = null;
  function filtersChanged() {
    var query = filterQuery().toString();
    history.replaceState(null, '', query ? '?' + query : location.pathname);
    clearTimeout(typing);
    typing = setTimeout(poll, 250);
  }
  if (filters) {
    filters.addEventListener('input', filtersChanged);
    filters.addEventListener('change', filtersChanged);
  }

  // The page's query, with the keys of the rows whose log is open: only those logs are sent,
  // or every log would be sent again at each poll.
  function viewUrl() {
    var query = filters ? filterQuery() : new URLSearchParams(location.search);
    var open = document.querySelectorAll('[data-list] details[data-logs][open]');
    for (var i = 0; i < open.length; i++) {
      var list = open[i].closest('[data-list]');
      var row = open[i].closest('[data-list] > *');
      query.append('logs', row.getAttribute(keyAttr(list)));
    }
    var q = query.toString();
    return q ? VIEW + '?' + q : VIEW;
  }

  // Fetches the view, applies it, says in 'updated' when the emulator does not answer or
  // refuses (a filter it cannot read: a 400 with its words), and polls again later.
  var timer = null;
  function poll() {
    clearTimeout(timer);
    fetch(viewUrl(), { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(function (res) {
        return res.json().then(function (body) {
          if (!res.ok) throw new Error(body && body.error ? body.error : 'status ' + res.status);
          return body;
        });
      })
      .then(apply)
      .catch(function (e) {
        setText(updated, 'The emulator did not answer (' + e.message + '); trying again.');
      })
      .then(function () {
        clearTimeout(timer);
        timer = setTimeout(poll, ${PAGE_POLL_MS});
      });
  }

  // A log opened shows its newest text at once, not at the next poll.
  document.addEventListener(
    'toggle',
    function (e) {
      if (e.target.open && e.target.matches('details[data-logs]')) poll();
    },
    true
  );
  timer = setTimeout(poll, ${PAGE_POLL_MS});
})();
`;

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/page-shell.js
/**
 * What every page of the emulator shares: its style, its navigation, its script, its headers.
 * Each page runs only the pages' inline script (page-script.ts) and this style, allowed by their
 * hashes (Content-Security-Policy): no markup that text from a request could smuggle in can run.
 */


function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
const STYLE = `
  /* The scripts keep the row being read in place themselves (page-script.ts). */
  html { overflow-anchor: none; }
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem 2rem; color: #1f2328; }
  h1 { font-size: 1.3rem; margin: .5rem 0 1rem; }
  h2 { font-size: 1.05rem; margin-top: 1.5rem; }
  nav a { margin-right: 1rem; color: #0969da; text-decoration: none; font-weight: 600; }
  a { color: #0969da; }
  a:not([href]) { color: inherit; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
  th { background: #f6f8fa; }
  /* A number, a duration: one line, never "3 min 39 / s". */
  .num { text-align: right; white-space: nowrap; }
  .status { color: #fff; border-radius: 1rem; padding: .1rem .6rem; font-weight: 600; background: #6e7781; white-space: nowrap; }
  .status-running { background: #0969da; }
  .status-stalled { background: #bc4c00; }
  .status-success { background: #1a7f37; }
  .status-failed { background: #cf222e; }
  .health-failing { background: #cf222e; } .health-stalled { background: #bc4c00; }
  .health-cancelled { background: #6e7781; }
  .health-flaky { background: #9a6700; } .health-healthy { background: #1a7f37; }
  .health-late { background: #8250df; }
  .slow { color: #9a6700; font-weight: 600; }
  /* A cell's facts, one to a line. */
  .line { display: block; }
  .line[hidden] { display: none; }
  .strip { display: block; margin: .3rem 0 .1rem; background: none; }
  .small { font-size: .8rem; }
  /* Long log lines and long values wrap: nothing may push the page past its right edge. */
  pre { max-height: 20rem; overflow: auto; background: #f6f8fa; padding: .5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
  td, dd, h1, p { overflow-wrap: break-word; }
  /* Free text (errors, logs, values) may break anywhere, so its column can be as narrow as the
     page needs; a name keeps a readable width. */
  .wrap-any, dd, h1 { overflow-wrap: anywhere; }
  td.name { overflow-wrap: anywhere; min-width: 9rem; }
  .why { border-left: 4px solid #6e7781; padding: .2rem 0 .2rem 1rem; margin: 1rem 0; }
  .why-failed { border-color: #cf222e; } .why-stalled { border-color: #bc4c00; }
  .why-cancelled { border-color: #6e7781; } .why-success { border-color: #1a7f37; }
  .why-running { border-color: #0969da; }
  .why p { margin: .3rem 0; }
  details.meta > summary { cursor: pointer; font-weight: 600; margin-top: 1.5rem; }
  /* A narrow screen: each row of a wide table becomes a card of labelled lines. */
  @media (max-width: 760px) {
    body { margin: 1rem; }
    table.cards, table.cards > tbody, table.cards > tbody > tr, table.cards > tbody > tr > td { display: block; width: auto; }
    table.cards > thead { display: none; }
    table.cards > tbody > tr { border-bottom: 2px solid #d0d7de; padding: .4rem 0; }
    table.cards > tbody > tr > td { border: 0; padding: .15rem 0; text-align: left; }
    table.cards > tbody > tr > td:empty { display: none; }
    table.cards > tbody > tr > td[data-label]::before { content: attr(data-label) ": "; color: #57606a; font-size: .8rem; }
    .filters { flex-wrap: wrap; }
    .facts { grid-template-columns: 1fr; }
    /* A job is a short card, so that a screen holds many: its name, health and strip, the
       line under them, its last run and failure, its durations and share of successes, each
       part on the line where it fits (the flex order below, two line breaks drawn by the row's
       own ::before and ::after). Its sparkline and count of kept runs are on its page. */
    table.cards > tbody[data-list="jobs"] > tr { display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .8rem; padding: .5rem 0; }
    table.cards > tbody[data-list="jobs"] > tr::before, table.cards > tbody[data-list="jobs"] > tr::after { content: ""; flex-basis: 100%; height: 0; }
    table.cards > tbody[data-list="jobs"] > tr::before { order: 20; }
    table.cards > tbody[data-list="jobs"] > tr::after { order: 30; }
    table.cards > tbody[data-list="jobs"] > tr > td { padding: 0; order: 31; }
    table.cards > tbody[data-list="jobs"] > tr > td.name { order: 10; font-weight: 600; min-width: 0; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"] { display: contents; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"] > .status { order: 11; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"] > .strip { order: 12; margin: 0; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"] > .small { order: 13; flex-basis: 100%; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Last run"] { order: 21; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Last failure"] { order: 22; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Runs kept"],
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Durations"] { display: none; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Job"]::before,
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Health"]::before,
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Duration"]::before,
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Succeeded"]::before { content: none; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Succeeded"]::after { content: " succeeded"; }
    table.cards > tbody[data-list="jobs"] .line { display: inline; margin-right: .5rem; }
    table.cards > tbody[data-list="jobs"] .line[hidden] { display: none; }
    table.cards > tbody[data-list="jobs"] > tr > td[data-label="Duration"]:not(:has(> .line:not([hidden]))) { display: none; }
  }
  #log { max-height: 32rem; }
  .empty { color: #6e7781; }
  .filters { display: flex; gap: 1rem; align-items: end; margin-bottom: 1rem; }
  .filters label { display: flex; flex-direction: column; font-size: .8rem; color: #57606a; }
  .facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
  .facts dt { color: #57606a; }
  .facts dd { margin: 0; }
  svg { background: #f6f8fa; border-radius: .3rem; max-width: 100%; }
  .bar-success { fill: #1a7f37; } .bar-failed { fill: #cf222e; } .bar-cancelled { fill: #6e7781; }
  .bar-running { fill: #0969da; } .bar-stalled { fill: #bc4c00; }
  .mark-heartbeat { fill: #0969da; } .mark-start, .mark-end { fill: #1f2328; }
  .spark { stroke: #0969da; stroke-width: 1.5; fill: #0969da; }
  .spark-box { display: block; }
  .axis-label { fill: #57606a; font-size: 10px; }
  .grid { stroke: #d0d7de; stroke-width: 1; stroke-dasharray: 3 3; }
  .axis { fill: none; stroke: #8c959f; stroke-width: 1; }
  .rules { color: #cf222e; white-space: pre-line; }
  .nowrap { white-space: nowrap; }
  .recent { list-style: none; margin: 0; padding: 0; } .recent li { white-space: pre-wrap; }
`;
const sha256 = (text) => (0,external_node_crypto_namespaceObject.createHash)('sha256').update(text).digest('base64');
/** Every page's headers: the pages' script and the shared style, by hash, and nothing else. */
const PAGE_HEADERS = pageHeaders(PAGE_SCRIPT);
function pageHeaders(script) {
    return Object.freeze({
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${sha256(script)}'; ` +
            `style-src 'sha256-${sha256(STYLE)}'; connect-src 'self'; base-uri 'none'; ` +
            `form-action 'none'; frame-ancestors 'none'`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store'
    });
}
const NAV = [
    ['/', 'Jobs'],
    ['/runs', 'Runs'],
    ['/pipelines', 'Pipelines'],
    ['/requests', 'Requests']
];
/** A whole page around `body`, with the pages' script; `view`: the JSON the script polls. */
function layout(title, body, view) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body data-view="${escapeHtml(view)}">
<nav>${NAV.map(([href, name]) => `<a href="${href}">${name}</a>`).join('')}</nav>
${body}
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
/**
 * A moment in a row: how long ago, the absolute time on hover, the ISO time for machines, from
 * the row's `NAME_ago`, `NAME_at` and `NAME_iso` (format.ts, momentOf); the script keeps all
 * three (`data-cell`, `data-title`, `data-time`). Every table's times are drawn by this one.
 */
function rowTime(row, name) {
    const field = (suffix) => {
        const v = row[`${name}_${suffix}`];
        return typeof v === 'string' ? v : '';
    };
    const iso = field('iso');
    return `<time${iso ? ` datetime="${escapeHtml(iso)}"` : ''} title="${escapeHtml(field('at'))}" data-cell="${name}_ago" data-title="${name}_at" data-time="${name}_iso">${escapeHtml(field('ago'))}</time>`;
}
/** A link to one of the emulator's pages with `name` in its query: built here, never from text. */
function pageHref(page, name) {
    return `${page}?${page === '/job' ? 'name' : 'id'}=${encodeURIComponent(name)}`;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/duration-text.js
/**
 * A duration as every front end says it: the emulator's pages and `runs`, exec's line of how
 * its command ended, the slower-than-usual note. One way, so that a run is the same length
 * wherever it is read.
 */
/** 30 ms, 4.2 s, 3 min 5 s, 2 h 10 min. */
function duration_text_formatSeconds(seconds) {
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

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/runner-markup.js
/**
 * The GitHub runner's markup in a line of output, as a person reads it on the job's page. The
 * runner writes its own notes and the workflow commands it ran into a step's log as
 * `##[name]text` (actions/runner src/Runner.Worker/ExecutionContext.cs, WellKnownTags: section,
 * command, error, warning, notice, debug; ActionCommandManager.cs: group and endgroup), and the
 * output of a command we wrap may hold the workflow commands themselves
 * (`::error file=app.js,line=1::text`, which the runner reads before it writes). GitHub's log
 * view shows a group's first line as its title (`##[group]Run npm test` is "Run npm test"),
 * shows nothing of its end, and an error as "Error: text". What we quote and show of such lines
 * (error_details, the steps in the end report's logs, the emulator's pages) reads the same.
 * One rule for every place: this module imports nothing, so each of them may use it.
 */
/** What a kind of line is shown as: a word before its text, or its text alone. */
const SHOWN = {
    error: 'Error: ',
    warning: 'Warning: ',
    notice: 'Notice: ',
    debug: 'Debug: ',
    group: '',
    command: '',
    section: ''
};
/** `##[name]` or `##[name key=value]` at the start of a line (the runner's form). */
const RUNNER_FORM = /^##\[([a-z-]+)(?:[ \t][^\]]*)?\](.*)$/s;
/** `::name::` or `::name key=value,key=value::` after leading white space (a workflow command). */
const COMMAND_FORM = /^[\s\ufeff]*::([a-z-]+)(?:[ \t](?:(?!::).)*)?::(.*)$/s;
/** A workflow command's data with the runner's escapes undone (%25, %0D, %0A), on one line. */
function unescaped(data) {
    return data.replace(/%0D%0A|%0D|%0A/gi, ' ').replace(/%25/g, '%');
}
/**
 * The line as a person reads it, or undefined for a line that shows nothing (the end of a group).
 * A line that holds no markup, or markup of a kind we do not know, is given back as it is.
 */
function readableLine(line) {
    const runner = RUNNER_FORM.exec(line);
    const command = runner ? undefined : COMMAND_FORM.exec(line);
    const m = runner ?? command;
    if (!m)
        return line;
    const [, name, data] = m;
    if (name === 'endgroup')
        return undefined;
    if (!Object.hasOwn(SHOWN, name))
        return line;
    return SHOWN[name] + (command ? unescaped(data) : data);
}
/** Every line of `text` as readableLine reads it; line ends (LF or CRLF) are kept. */
function readableText(text) {
    if (!text.includes('##[') && !text.includes('::'))
        return text;
    const out = [];
    for (const piece of text.split('\n')) {
        const cr = piece.endsWith('\r');
        const line = readableLine(cr ? piece.slice(0, -1) : piece);
        if (line !== undefined)
            out.push(cr ? `${line}\r` : line);
    }
    return out.join('\n');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/api.js
/**
 * The API text's rules as the emulator reads them (service-api.md), written here and not taken
 * from the client: a double that accepted the client's own lists would agree with any mistake
 * in them. __tests__/emulator/api.test.ts compares the two, so a difference shows instead of
 * hiding in both.
 */
/** States of a run (section 3); the statuses of a run report (2.1). */
const RUN_STATUSES = ['running', 'success', 'failed', 'cancelled'];
/** A start report's status (4.1); every other one ends the run. */
const START_STATUS = 'running';
const END_STATUSES = ['success', 'failed', 'cancelled'];
/** The pipeline notification's statuses (2.4): no `cancelled`. */
const PIPELINE_STATUSES = ['running', 'success', 'failed'];
/** The request bodies' fields (2.1, 2.3, 2.4): which must be present and which may be. */
const api_FIELDS = {
    runReport: {
        required: ['job_name', 'status', 'run_id', 'start_time', 'end_time'],
        optional: ['metadata', 'error_details', 'tags', 'logs']
    },
    heartbeat: { required: ['job_name', 'current_time'], optional: ['metadata'] },
    pipelineNotification: { required: ['status'], optional: ['message', 'metadata'] }
};
/** error_details on an end report without an error (2.1). */
const NO_ERROR = 'None';
/** update_status of an end report's answer (2.2). */
const UPDATE_STATUS = { updated: 'success', failed: 'Failed' };
/** The endpoints' paths (section 4). */
const PATHS = {
    monitoring: '/monitoring',
    heartbeat: '/heartbeat',
    /** `{pipeline_id}` is one path segment. */
    pipelineNotify: /^\/api\/pipelines\/([^/]+)\/notify$/,
    pipelines: '/api/v1/pipelines'
};
/** Requests per hour, on either plan (section 8). */
const REQUESTS_PER_HOUR = 100;
/** The interval behind next_expected: the API text's example of a heartbeat interval (4.2). */
const HEARTBEAT_INTERVAL_SECONDS = 300;

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/format.js
/** Shared formatting for the run table and the run page. */



/**
 * A run's error_details as a person reads them ('' when it sent none): lines the GitHub runner
 * marked up (`##[error]`, `##[group]Run ...`) read as its job page shows them
 * (logs/runner-markup.ts, the rule the action quotes steps by). Every page and table shows
 * error_details through this, and logs through readableText.
 */
function detailsOf(details) {
    return details && details !== NO_ERROR ? readableText(details) : '';
}

function durationOf(run, nowIso) {
    const start = Date.parse(run.start_time);
    const end = Date.parse(run.end_time ?? nowIso ?? '');
    if (Number.isNaN(start) || Number.isNaN(end))
        return '';
    return duration_text_formatSeconds((end - start) / 1000);
}
/** 2026-11-22T10:00:00.123+00:00 -> 2026-11-22 10:00:00 (UTC). */
function shortTime(iso) {
    if (!iso)
        return '';
    const t = Date.parse(iso);
    return Number.isNaN(t) ? iso : new Date(t).toISOString().replace('T', ' ').slice(0, 19);
}
/** 45 s ago, 3 min ago, 2 h ago, 4 d ago; "in the future" for a clock ahead of ours. */
function ago(iso, nowIso) {
    const then = Date.parse(iso ?? '');
    const now = Date.parse(nowIso);
    if (Number.isNaN(then) || Number.isNaN(now))
        return '';
    const s = Math.round((now - then) / 1000);
    if (s < 0)
        return 'in the future';
    if (s < 60)
        return `${s} s ago`;
    if (s < 3600)
        return `${Math.floor(s / 60)} min ago`;
    if (s < 86_400)
        return `${Math.floor(s / 3600)} h ago`;
    return `${Math.floor(s / 86_400)} d ago`;
}
function momentOf(iso, nowIso) {
    if (!iso)
        return { ago: '', at: '', iso: '' };
    const t = Date.parse(iso);
    if (Number.isNaN(t))
        return { ago: iso, at: iso, iso: '' };
    return { ago: ago(iso, nowIso), at: `${shortTime(iso)} UTC`, iso: new Date(t).toISOString() };
}
/** The line under every page that says when its view was made. */
const updatedLine = (nowIso) => `Updated ${shortTime(nowIso)} UTC.`;
/** A share as a percentage: 66.7%. */
const percent = (rate) => `${Math.round(rate * 1000) / 10}%`;
/** What the emulator keeps and has dropped to stay within its limits, in one line. */
function retentionLine(s) {
    const dropped = (n, what) => (n ? `, ${n} older ${what} dropped` : '');
    return (`Kept: ${s.requests.kept} requests (${mib(s.requests.bytes)} of ${mib(s.requests.maxBytes)})` +
        `${dropped(s.requests.dropped, 'requests')}; ${s.runs.kept} runs` +
        `${dropped(s.runs.dropped, 'runs')}${dropped(s.runs.logsDropped, "runs' logs")}; ` +
        `${s.heartbeats.kept} heartbeats${dropped(s.heartbeats.dropped, 'heartbeats')}; ` +
        `${s.notifications.kept} pipeline notifications` +
        `${dropped(s.notifications.dropped, 'notifications')}. ` +
        `Bodies over ${mib(s.maxBodyBytes)} are refused (413).`);
}
function mib(bytes) {
    return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/table.js
/** The run history as a plain-text table, for `job-monitor runs` and the demo. */


/**
 * Runs as `GET /_emulator/runs` answers them (with their state), or as the emulator keeps them.
 * `asked`: the filters they were asked for, so that an empty answer says whether nothing is
 * kept or nothing matched them (as `job-monitor runs` names them, `--job nightly --since 7d`).
 */
function renderRunsTable(runs, nowIso = new Date().toISOString(), asked = {}) {
    if (runs.length === 0) {
        const flags = Object.entries(asked)
            .filter(([, value]) => value !== undefined && value !== '')
            .map(([name, value]) => `--${name} ${/^[\w./:+-]+$/.test(value) ? value : JSON.stringify(value)}`);
        return flags.length ? `No run matches ${flags.join(' ')}.\n` : 'No runs yet.\n';
    }
    const header = ['JOB', 'STATUS', 'START (UTC)', 'DURATION', 'HEARTBEATS', 'RUN ID', 'ERROR'];
    // In the order they started: reports arrive out of it (a start queued while the service was
    // down, a scheduler reporting earlier runs).
    const rows = byStartTime(runs).map(r => [
        r.job_name,
        stateOf(r),
        shortTime(r.start_time),
        durationOf(r, nowIso),
        String(r.heartbeats),
        r.run_id,
        oneLine(detailsOf(r.error_details), 50)
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map(row => row[i].length)));
    const line = (cells) => cells
        .map((c, i) => (i === 3 || i === 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)].join('\n') + '\n';
}
function oneLine(text, max) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
/** The state shown (`stalled` with how long it has been silent), else the status. */
function stateOf(r) {
    if (r.state === 'stalled' && r.silent_seconds !== undefined) {
        return `stalled (silent ${silence(r.silent_seconds)})`;
    }
    return r.state ?? r.status;
}
function silence(seconds) {
    if (seconds < 120)
        return `${seconds} s`;
    if (seconds < 7200)
        return `${Math.floor(seconds / 60)} min`;
    return `${Math.floor(seconds / 3600)} h`;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/view.js
/**
 * The run page's content as data: what the server renders into HTML and what the page's script
 * fetches (`GET /_emulator/pages/runs`) to update itself in place. Formatting happens here once,
 * so the first render and every update show the same text. Every string may hold text from
 * requests: the HTML escapes it, the script sets it as text only.
 */





/** Rows a page lists at most: the newest (the JSON endpoints have them all). */
const PAGE_ROWS = 500;
/** A row with nothing in it: the page's template for the rows its script adds. */
const EMPTY_ROW = {
    run_id: '',
    job_name: '',
    status: '',
    status_class: 'other',
    start_ago: '',
    start_at: '',
    start_iso: '',
    duration: '',
    heartbeats: '',
    error: '',
    logs_title: '',
    job_href: '',
    run_href: ''
};
/** The run list's filters in a page's query. */
function runsPageFilters(query) {
    return {
        job: query.get('job') ?? '',
        status: query.get('status') ?? '',
        since: query.get('since') ?? ''
    };
}
/** The choices of the Started filter: a time ago (run-query.ts) and its words. */
const SINCE_CHOICES = [
    ['', 'any time'],
    ['1h', 'last hour'],
    ['24h', 'last 24 hours'],
    ['7d', 'last 7 days'],
    ['30d', 'last 30 days']
];
/** "No runs yet.", or with filters "No run matches these filters: job nightly, state failed." */
function noRunsLine(f) {
    const since = f.since && SINCE_CHOICES.find(([value]) => value === f.since)?.[1];
    const words = [
        ...(f.job ? [`job ${f.job}`] : []),
        ...(f.status ? [`state ${f.status}`] : []),
        ...(f.since ? [since ? `started in the ${since}` : `started since ${f.since}`] : [])
    ];
    return words.length ? `No run matches these filters: ${words.join(', ')}.` : 'No runs yet.';
}
/** A query narrowed to what the run list shows: at most the newest PAGE_ROWS. */
function pageOfRuns(q) {
    return { ...q, limit: Math.min(q.limit ?? PAGE_ROWS, PAGE_ROWS) };
}
function runsPageView(runs, nowIso, summary, withLogs = () => true, filters = {}) {
    return {
        // Newest first by when each started: reports arrive out of that order (a start queued
        // while the service was down, a scheduler reporting earlier runs).
        runs: byStartTime(runs)
            .reverse()
            .map(r => runRow(r, nowIso, withLogs(r.run_id))),
        retention: summary ? retentionLine(summary) : '',
        shown: runs.length >= PAGE_ROWS
            ? `The ${PAGE_ROWS} of these runs received last are listed: the filters find older ones, ` +
                '/_emulator/runs has them all.'
            : '',
        empty: noRunsLine(filters),
        updated: `Updated ${shortTime(nowIso)} UTC.`
    };
}
function startOf(iso, nowIso) {
    const m = momentOf(iso, nowIso);
    return { start_ago: m.ago, start_at: m.at, start_iso: m.iso };
}
function runRow(r, nowIso, withLogs) {
    const state = r.state ?? r.status;
    return {
        run_id: r.run_id,
        job_name: r.job_name,
        status: r.silent_seconds === undefined ? state : `${state}, silent ${silence(r.silent_seconds)}`,
        status_class: RUN_STATES.includes(state) ? state : 'other',
        job_href: pageHref('/job', r.job_name),
        run_href: pageHref('/run', r.run_id),
        ...startOf(r.start_time, nowIso),
        duration: durationOf(r, nowIso),
        heartbeats: String(r.heartbeats),
        error: detailsOf(r.error_details),
        logs_title: r.logs !== undefined
            ? `logs (${r.logs.length} chars)`
            : r.logs_dropped_bytes
                ? `logs dropped (${r.logs_dropped_bytes} bytes) to stay within the emulator's limits`
                : '',
        ...(withLogs ? { logs: readableText(r.logs ?? '') } : {})
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/html.js
/**
 * The run history as an HTML page, served at `/`: rendered on the server from the page's view
 * (view.ts), then kept up to date in place by its script (page-script.ts), so nothing the user
 * opened closes. Text from requests is escaped here and set as text by the script; the
 * Content-Security-Policy runs no script but the page's own.
 */




/** One run's row; the script clones the empty one (a template) for runs that arrive. */
function renderRow(r) {
    const cell = (name, value) => `data-cell="${name}">${escapeHtml(value)}`;
    return `<tr${r.run_id ? ` data-run-id="${escapeHtml(r.run_id)}"` : ''}>
  <td data-label="Job" class="name"><a href="${escapeHtml(r.job_href)}" data-href="job_href" ${cell('job_name', r.job_name)}</a></td>
  <td data-label="State"><span class="status status-${r.status_class}" data-class="status_class" data-class-base="status status-" ${cell('status', r.status)}</span></td>
  <td data-label="Started" class="nowrap">${rowTime(r, 'start')}</td>
  <td data-label="Duration" class="num" ${cell('duration', r.duration)}</td>
  <td data-label="Heartbeats" class="num" ${cell('heartbeats', r.heartbeats)}</td>
  <td data-label="Run id"><a href="${escapeHtml(r.run_href)}" data-href="run_href"><code ${cell('run_id', r.run_id)}</code></a></td>
  <td data-label="Error / logs" class="wrap-any"><span ${cell('error', r.error)}</span><details data-logs${r.logs_title ? '' : ' hidden'}><summary>${escapeHtml(r.logs_title)}</summary><pre>${escapeHtml(r.logs ?? '')}</pre></details></td>
</tr>`;
}
function renderRunsPage(runs, nowIso, summary) {
    return renderRunsView(runsPageView(runs, nowIso, summary));
}
function html_option(value, label, chosen) {
    return `<option value="${escapeHtml(value)}"${value === (chosen ?? '') ? ' selected' : ''}>${escapeHtml(label)}</option>`;
}
function renderFilters(f) {
    return `<div class="filters" id="filters">
<label>Job<input id="filter-job" name="job" type="search" value="${escapeHtml(f.job ?? '')}" placeholder="every job"></label>
<label>State<select id="filter-status" name="status">${html_option('', 'any state', f.status)}${RUN_STATES.map(s => html_option(s, s, f.status)).join('')}</select></label>
<label>Started<select id="filter-since" name="since">${SINCE_CHOICES.map(([v, l]) => html_option(v, l, f.since)).join('')}</select></label>
</div>`;
}
function renderRunsView(view, filters = {}) {
    const none = view.runs.length === 0;
    return layout('job-monitor: runs', `<h1>Job Monitoring Service emulator: runs</h1>
${renderFilters(filters)}
<p class="empty" id="no-runs" data-bind="empty"${none ? '' : ' hidden'}>${escapeHtml(view.empty)}</p>
<table id="runs" class="cards"${none ? ' hidden' : ''}>
<thead><tr><th>Job</th><th>State</th><th>Started</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error / logs</th></tr></thead>
<tbody id="run-rows" data-list="runs" data-template="run-row" data-key-field="run_id" data-key-attr="run-id" data-empty="no-runs" data-box="runs">
${view.runs.map(renderRow).join('\n')}
</tbody>
</table>
<template id="run-row">${renderRow(EMPTY_ROW)}</template>
<p class="empty" id="shown" data-bind="shown">${escapeHtml(view.shown)}</p>
<p class="empty" id="retention" data-bind="retention">${escapeHtml(view.retention)}</p>
<p class="empty"><span id="updated" data-bind="updated">${escapeHtml(view.updated)}</span> JSON: <a href="/_emulator/runs">runs</a>, <a href="/_emulator/jobs">jobs</a>, <a href="/_emulator/requests">requests</a>, <a href="/_emulator/record">record</a>.</p>`, '/_emulator/pages/runs');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/pipelines.js
/** How many of a pipeline's latest notifications the page shows. */
const RECENT = 5;
/** One summary per pipeline, in the order they were first notified. */
function pipelineSummaries(notifications) {
    const byId = new Map();
    for (const n of notifications) {
        const p = byId.get(n.pipeline_id);
        byId.set(n.pipeline_id, {
            pipeline_id: n.pipeline_id,
            status: n.status,
            ...(n.message ? { message: n.message } : {}),
            updated_at: n.at,
            notifications: (p?.notifications ?? 0) + 1,
            recent: [n, ...(p?.recent ?? [])].slice(0, RECENT)
        });
    }
    return [...byId.values()];
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/run-context.js
/**
 * A run's context, from the metadata the action sends (docs/action.md, "The run's context in the
 * metadata" and "Why a run ended"): why it ended, how long it queued, its place in its schedule,
 * its attempt and whether it is flaky. The keys are the action's (a test holds them to its
 * constants); the emulator does not load the action to read them. Values are text from requests.
 */





const CONTEXT_KEYS = {
    endReason: 'job_monitor.end_reason',
    queueSeconds: 'job_monitor.queue_seconds',
    attempt: 'job_monitor.attempt',
    previousAttemptResult: 'job_monitor.previous_attempt_result',
    flaky: 'job_monitor.flaky',
    scheduleSlot: 'job_monitor.schedule.slot',
    ...SCHEDULE_KEYS
};
/**
 * The metadata keys by which a run's pipeline notifications name it (src/run/protocol.ts, a
 * test holds them to its constant): its job, and its run id once the service gave one.
 */
const RUN_REF_KEYS = {
    jobName: 'job_monitor.job_name',
    runId: 'job_monitor.run_id'
};
/** The job and run a notification's metadata names, each when it is a non-empty string. */
function runRefOf(metadata) {
    const text = (key) => {
        const v = metadata && Object.hasOwn(metadata, key) ? metadata[key] : undefined;
        return typeof v === 'string' && v ? v : undefined;
    };
    const jobName = text(RUN_REF_KEYS.jobName);
    const runId = text(RUN_REF_KEYS.runId);
    return { ...(jobName ? { jobName } : {}), ...(runId ? { runId } : {}) };
}
/** A count or a number of seconds sent as a number or as its text, else undefined. */
function metaNumber(value) {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    return Number.isFinite(n) && n >= 0 ? n : undefined;
}
/** A value as text: the end report's first, else the start's; undefined when neither sent it. */
function run_context_valueOf(run, key) {
    for (const from of [run.end_metadata, run.metadata]) {
        if (from && Object.hasOwn(from, key)) {
            const v = from[key];
            return typeof v === 'string' ? v : JSON.stringify(v);
        }
    }
    return undefined;
}
const seconds = (v) => {
    const n = metaNumber(v);
    return n === undefined ? v : duration_text_formatSeconds(n);
};
/**
 * The run's place in its schedule: how late it came for its slot, or how early (a run up to
 * EARLY_MS before a slot stands for it, and the clients send a lag of 0), or on time; the slot
 * as the job's zone reads it, as the job page's Schedule table does (schedule-view.ts).
 */
function scheduleFact(run, slot, lagText) {
    const lag = metaNumber(lagText);
    const zone = zoneNamed(run_context_valueOf(run, SCHEDULE_FACT_KEYS.timeZone)) ?? 'UTC';
    const slotMs = Date.parse(slot ?? '');
    const early = (slotMs - Date.parse(run.start_time)) / 1000;
    const slotText = slot && (wallText(slotMs, zone) || slot);
    const forSlot = slotText ? ` for the ${slotText} slot` : '';
    if (lag === undefined && lagText !== undefined)
        return `${lagText} late${forSlot}`;
    if (lag)
        return `${duration_text_formatSeconds(lag)} late${forSlot}`;
    if (early > 0 && early * 1000 <= EARLY_MS)
        return `${duration_text_formatSeconds(early)} early${forSlot}`;
    if (lag === 0)
        return `on time${forSlot}`;
    return slotText && `slot ${slotText}`;
}
/** The facts present, in the order a reader asks them: why, when, which attempt. */
function runContext(run) {
    const get = (key) => run_context_valueOf(run, key);
    const reason = get(CONTEXT_KEYS.endReason);
    const sentence = detailsOf(run.error_details).split('\n')[0];
    const slot = get(CONTEXT_KEYS.scheduleSlot);
    const previous = get(CONTEXT_KEYS.previousAttemptResult);
    const attempt = get(CONTEXT_KEYS.attempt);
    const flaky = get(CONTEXT_KEYS.flaky);
    const facts = [
        [
            'Why it ended',
            reason === undefined ? undefined : sentence ? `${sentence} (${reason})` : reason
        ],
        ['Queued', seconds(get(CONTEXT_KEYS.queueSeconds))],
        ['Schedule', scheduleFact(run, slot, get(CONTEXT_KEYS.lagSeconds))],
        ['Missed slots', get(CONTEXT_KEYS.missedSlots)],
        [
            'Attempt',
            attempt === undefined && previous === undefined
                ? undefined
                : `${attempt ?? '?'}${previous ? ` (the attempt before: ${previous})` : ''}`
        ],
        [
            'Flaky',
            flaky === 'true' ? 'yes: it failed before and passed on a re-run of the same commit' : flaky
        ]
    ];
    return facts
        .filter((f) => f[1] !== undefined && f[1] !== '')
        .map(([name, value]) => ({ key: name, name, value }));
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/schedule-view.js


const at = (iso, zone) => iso ? wallText(Date.parse(iso), zone) : '';
/** `16:45` on the day of `now` in the zone, else `11-23 00:00`. */
function schedule_view_short(iso, zone, nowMs) {
    const text = at(iso, zone);
    const today = wallText(nowMs, zone).slice(0, 10);
    return text.startsWith(today) ? text.slice(11, 16) : text.slice(5, 16);
}
const plural = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;
/** "3 slots missed", "at least 500 slots missed". */
function missedCount(s) {
    return `${s.missed_at_least ? 'at least ' : ''}${plural(s.missed_count, 'slot')} missed`;
}
/** ", the latest 10" when not all the missed slots are named. */
const latest = (s) => s.missed_count > s.missed_slots.length ? `, the latest ${s.missed_slots.length}` : '';
/** The standing in a sentence: late or due for which slot, or on time. */
function standing(s, short) {
    if (s.state === 'late')
        return `late: no run for ${short(s.waiting_for)}`;
    if (s.state === 'due')
        return `due: the ${short(s.waiting_for)} run may still start`;
    return 'on time';
}
/** The overview's cell for a job, and its hover text; both '' for a job with no schedule. */
function scheduleCell(s, nowMs) {
    if (!s)
        return { schedule: '', schedule_title: '' };
    const shortly = (iso) => schedule_view_short(iso, s.timezone, nowMs);
    const parts = [
        standing(s, shortly),
        ...(s.missed_count ? [missedCount(s)] : []),
        ...(s.next_expected ? [`next ${shortly(s.next_expected)}`] : [])
    ];
    return {
        schedule: `${parts.join('; ')} (${s.timezone})`,
        schedule_title: `${s.cron} in ${s.timezone}${s.missed_slots.length
            ? `; missed: ${s.missed_slots.map(t => at(t, s.timezone)).join(', ')}`
            : ''}`
    };
}
/** The job page's Schedule section: a fact a row; none for a job with no schedule. */
function scheduleFacts(s) {
    if (!s)
        return [];
    const zone = s.timezone;
    const full = (iso) => at(iso, zone);
    const facts = [
        ['Schedule', `${s.cron} in ${zone}, grace ${duration_text_formatSeconds(s.grace_seconds)}`],
        [
            'Standing',
            s.state === 'on time'
                ? 'on time: a run came for its latest slot'
                : s.state === 'late'
                    ? `late: no run came for the ${full(s.waiting_for)} slot within its grace`
                    : `due: the ${full(s.waiting_for)} slot's run may still start within its grace`
        ],
        ['Next run expected', full(s.next_expected) || 'none within 8 years'],
        [
            'Missed slots',
            s.missed_count
                ? `${missedCount(s)} since ${full(s.since)}${latest(s)}: ` +
                    s.missed_slots.map(full).join(', ')
                : `none since ${full(s.since)}`
        ]
    ];
    return facts.map(([name, value]) => ({ key: name, name, value }));
}
/** A job's standing as an answer of `GET /_emulator/jobs` holds it, checked; else undefined. */
function statusOf(v) {
    if (!v || typeof v !== 'object')
        return undefined;
    const s = v;
    const text = (x) => typeof x === 'string';
    const textOrNull = (x) => x === null || text(x);
    const ok = text(s.cron) &&
        text(s.timezone) &&
        text(s.since) &&
        Number.isFinite(s.grace_seconds) &&
        ['on time', 'due', 'late'].includes(s.state) &&
        textOrNull(s.waiting_for) &&
        textOrNull(s.next_expected) &&
        Array.isArray(s.missed_slots) &&
        s.missed_slots.every(text) &&
        Number.isInteger(s.missed_count) &&
        typeof s.missed_at_least === 'boolean';
    return ok ? v : undefined;
}
/**
 * What `job-monitor runs` prints under its table: each scheduled job's standing, its next run
 * and the slots it missed, a line each; '' when no job has a schedule.
 */
function scheduleLines(jobs) {
    const lines = [];
    for (const j of jobs) {
        const s = statusOf(j?.schedule);
        if (!s || typeof j?.job_name !== 'string')
            continue;
        const full = (iso) => at(iso, s.timezone);
        lines.push('', `${j.job_name}: ${s.cron} in ${s.timezone} (grace ${formatSeconds(s.grace_seconds)})`, `  ${standing(s, full)}`, `  next run expected ${full(s.next_expected) || 'never'}`, s.missed_count
            ? `  ${missedCount(s)} since ${full(s.since)}${latest(s)}: ${s.missed_slots.map(full).join(', ')}`
            : `  no slot missed since ${full(s.since)}`);
    }
    return lines.length ? `${lines.join('\n')}\n` : '';
}

;// CONCATENATED MODULE: ./dist/.lib-modules/run/usual-duration.js
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
const usual_duration_seconds = (ms) => formatSeconds(ms / 1000);
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
    return `slower than usual (${usual_duration_seconds(durationMs)}, usual ${usual_duration_seconds(usual)})`;
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

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/overview.js
/**
 * The landing page as data: one row per job, what a team keeps open, trouble first. Each job's
 * health over its latest runs (failing, stalled, flaky or healthy) with a strip of their states,
 * its last run and how long ago it started, when it last failed, its last and usual duration
 * ("slower than usual" by the one rule the command line and the action use too,
 * src/run/usual-duration.ts), the success rate of its kept runs, a sparkline of its latest
 * durations, and its late or missed schedule slots (from what the action sends at the end,
 * docs/action.md). The heading and the document title count the jobs in trouble.
 * Rendered by pages.ts, fetched by the page's script. Strings may hold text from requests.
 */










/** How many of the latest ended runs the sparkline draws. */
const SPARK_POINTS = 20;
/**
 * How many of its latest ended runs each job's digest holds: the sparkline's, and the last one
 * with the earlier ones the usual duration is the median of (USUAL.kept).
 */
const DIGEST_POINTS = Math.max(SPARK_POINTS, USUAL.kept + 1);
const SPARK = { width: 120, height: 24 };
/** How many of its latest runs a job's health strip shows, and its flakiness is judged on. */
const HEALTH_RUNS = 10;
const HEALTH = { width: HEALTH_RUNS * 10, height: 14 };
/** The end metadata keys of a scheduled run (src/action/schedule.ts). */
const LAG_KEY = SCHEDULE_KEYS.lagSeconds;
const MISSED_KEY = SCHEDULE_KEYS.missedSlots;
/**
 * A job's health, in the order the overview lists them: its last ended run failed; its last run
 * went silent; its last ended run was cancelled (a cancel is no success: something stopped it,
 * and the line under it says what and when); its latest schedule slot passed its grace with no
 * run; one of its latest HEALTH_RUNS ended runs failed though the last did not; none of those
 * failed (healthy); no run of it has ended yet.
 */
const HEALTHS = [
    'failing',
    'stalled',
    'cancelled',
    'late',
    'flaky',
    'healthy',
    'new'
];
/** The healths that put a job in the title's count, and at the top. */
const TROUBLE = ['failing', 'stalled', 'cancelled', 'late', 'flaky'];
/** The longest reason a health line quotes, in characters (the run's page has all of it). */
const REASON_CHARS = 120;
/** The line from `seconds` (oldest first) as segments within SPARK, the longest at the top. */
function sparkline(seconds) {
    const points = seconds.slice(-SPARK_POINTS);
    if (points.length === 0)
        return [];
    const top = Math.max(...points);
    const low = Math.min(...points);
    const range = top - low;
    const step = points.length > 1 ? (SPARK.width - 4) / (points.length - 1) : 0;
    const at = (s, i) => ({
        x: Math.round((2 + i * step) * 10) / 10,
        y: Math.round((range ? 2 + ((top - s) / range) * (SPARK.height - 4) : SPARK.height / 2) * 10) /
            10
    });
    const xy = points.map(at);
    if (xy.length === 1)
        return [
            {
                shape: 'rect',
                x: xy[0].x,
                y: xy[0].y - 1,
                width: 2,
                height: 2,
                cls: 'spark',
                title: duration_text_formatSeconds(points[0])
            }
        ];
    return xy.slice(1).map((p, i) => ({
        shape: 'line',
        x1: xy[i].x,
        y1: xy[i].y,
        x2: p.x,
        y2: p.y,
        cls: 'spark',
        title: duration_text_formatSeconds(points[i + 1])
    }));
}
/**
 * The last scheduled run's lag and the slots missed over the kept runs, from the end metadata of
 * a job's scheduled runs in the order they were received; '' when none was scheduled.
 */
function scheduleOf(scheduled) {
    if (scheduled.length === 0)
        return '';
    // With no expression to judge by, the facts the action sent at the end say it.
    const lag = metaNumber(scheduled[scheduled.length - 1][LAG_KEY]);
    const missed = scheduled.reduce((n, m) => n + (metaNumber(m[MISSED_KEY]) ?? 0), 0);
    const parts = [
        ...(lag !== undefined ? [lag >= 60 ? `last ${duration_text_formatSeconds(lag)} late` : 'last on time'] : []),
        ...(missed ? [`${missed} slot${missed === 1 ? '' : 's'} missed`] : [])
    ];
    return parts.join(', ');
}
/**
 * A job's health from its last run, its latest ended runs (oldest first) and its standing in its
 * schedule: the one judgement the overview and the job page both name. A job whose latest slot
 * passed its grace with no run is `late` over `flaky`, `healthy` and `new`; a failing, stalled or
 * cancelled job says that first.
 */
function healthOf(last, ended, schedule) {
    const lastEnded = ended[ended.length - 1];
    if (lastEnded?.status === 'failed')
        return 'failing';
    if (last.state === 'stalled')
        return 'stalled';
    if (lastEnded?.status === 'cancelled')
        return 'cancelled';
    if (schedule?.state === 'late')
        return 'late';
    if (ended.slice(-HEALTH_RUNS).some(r => r.status === 'failed'))
        return 'flaky';
    return lastEnded ? 'healthy' : 'new';
}
/**
 * Why a run ended as its end report says it (the first line of error_details, cut to
 * REASON_CHARS), or '' when it sent none.
 */
function reasonOf(run) {
    const first = detailsOf(run.error_details).split(/\r?\n/)[0].trim();
    if (!first)
        return '';
    return first.length > REASON_CHARS ? `${first.slice(0, REASON_CHARS - 1)}…` : first;
}
/**
 * "2 of the last 5 ended runs failed, 1 was cancelled", from the latest ended runs (oldest
 * first); for a job whose last run was cancelled, first when and why: "its last run was
 * cancelled 5 min ago: Cancelled by SIGTERM".
 */
function healthLine(ended, nowIso) {
    const shown = ended.slice(-HEALTH_RUNS);
    if (shown.length === 0)
        return 'no run has ended yet';
    const last = shown[shown.length - 1];
    const count = (status) => shown.filter(r => r.status === status).length;
    const [failed, cancelled] = [count('failed'), count('cancelled')];
    const of = shown.length === 1 ? 'its one ended run' : `the last ${shown.length} ended runs`;
    const failures = failed
        ? shown.length === 1
            ? `${of} failed`
            : `${failed} of ${of} failed`
        : shown.length === 1
            ? `${of} succeeded`
            : `none of ${of} failed`;
    const cancels = cancelled && shown.length > 1
        ? `, ${cancelled} ${cancelled === 1 ? 'was' : 'were'} cancelled`
        : '';
    if (last.status !== 'cancelled')
        return failures + cancels;
    const when = momentOf(last.end_time, nowIso).ago;
    const why = reasonOf(last);
    const head = `its last run was cancelled${when ? ` ${when}` : ''}${why ? `: ${why}` : ' (its end report did not say by whom or what)'}`;
    return shown.length === 1 ? head : `${head}; ${failures}${cancels}`;
}
/** A square per run, oldest on the left, styled by its state (its time and state on hover). */
function healthStrip(runs) {
    return runs.slice(-HEALTH_RUNS).map((r, i) => ({
        shape: 'rect',
        x: i * 10 + 1,
        y: 2,
        width: 8,
        height: HEALTH.height - 4,
        cls: `bar-${RUN_STATES.includes(r.state) ? r.state : 'cancelled'}`,
        title: `${shortTime(r.start_time)} UTC: ${r.state}`
    }));
}
/**
 * The last ended run's duration, the job's usual one and whether the last was slower, by the
 * rule every front end uses (src/run/usual-duration.ts): the usual duration is the median of
 * the successful runs before the last (its latest USUAL.kept, once there are enough of them). A
 * cancelled run is not judged: it did not run its course. `latest`: ended runs, oldest first.
 */
function durationsOf(latest) {
    const last = latest[latest.length - 1];
    if (!last)
        return { slow: false };
    const ms = (r) => r.duration_seconds * 1000;
    const prior = latest
        .slice(0, -1)
        .filter(r => r.state === 'success')
        .map(ms);
    const usual = usualDurationMs(prior);
    return {
        lastSeconds: last.duration_seconds,
        ...(usual === undefined ? {} : { usualSeconds: usual / 1000 }),
        slow: usual !== undefined && last.state !== 'cancelled' && isSlowerThanUsual(ms(last), usual)
    };
}
/** "2 failing, 1 stalled" of the jobs' healths; '' when none is in trouble. */
function troubleCount(healths) {
    return TROUBLE.map(h => [h, healths.filter(x => x === h).length])
        .filter(([, n]) => n > 0)
        .map(([h, n]) => `${n} ${h}`)
        .join(', ');
}
/**
 * The overview from each job in brief (a store's jobDigests, DIGEST_POINTS durations, in the
 * order each job's first run was received); `report` gives a run its state and duration.
 */
function jobsOverview(digests, nowIso, report) {
    const jobs = digests
        .map((d, order) => {
        const last = report(d.last);
        const latest = d.latest.map(report);
        const at = Date.parse(last.start_time) || 0;
        const schedule = scheduleStatus(d.schedules, Date.parse(nowIso));
        const health = healthOf(last, latest, schedule);
        return { d, last, latest, order, health, at, schedule };
    })
        // Trouble first (failing, stalled, flaky), then the rest; within each, the job that started
        // a run last on top, and of two that started at once, the one whose first run came later.
        .sort((a, b) => HEALTHS.indexOf(a.health) - HEALTHS.indexOf(b.health) || b.at - a.at || b.order - a.order);
    const count = troubleCount(jobs.map(j => j.health));
    const n = jobs.length;
    const total = `${n} job${n === 1 ? '' : 's'}`;
    return {
        title: n === 0 ? 'job-monitor' : `${count || `${total}, none failing`} · job-monitor`,
        headline: n === 0 ? 'No jobs yet' : count ? `${count} of ${total}` : `${total}, none failing`,
        jobs: jobs.map(({ d, last, latest, health, schedule }) => {
            const spark = latest.slice(-SPARK_POINTS).map(r => r.duration_seconds);
            const { lastSeconds, usualSeconds, slow } = durationsOf(latest);
            const started = momentOf(last.start_time, nowIso);
            const failed = momentOf(d.lastFailed?.start_time, nowIso);
            // The strip: the latest ended runs, and the last run while it runs.
            const stripRuns = last.end_time === null ? [...latest, last] : latest;
            return {
                key: d.job_name,
                job_name: d.job_name,
                job_href: pageHref('/job', d.job_name),
                health,
                health_line: healthLine(latest, nowIso),
                strip: healthStrip(stripRuns),
                status: last.state,
                status_class: RUN_STATES.includes(last.state) ? last.state : 'other',
                last_ago: started.ago,
                last_at: started.at,
                last_iso: started.iso,
                failed_ago: failed.ago || 'none kept',
                failed_at: failed.at,
                failed_iso: failed.iso,
                last_duration: lastSeconds === undefined ? '' : duration_text_formatSeconds(lastSeconds),
                usual: usualSeconds === undefined ? '' : duration_text_formatSeconds(usualSeconds),
                slow: slow ? 'slower than usual' : '',
                success: d.ended ? percent(d.succeeded / d.ended) : '',
                runs: String(d.runs),
                spark: sparkline(spark),
                spark_title: spark.length
                    ? `the last ${spark.length} durations: ${duration_text_formatSeconds(Math.min(...spark))} to ${duration_text_formatSeconds(Math.max(...spark))}`
                    : 'no run has ended yet',
                ...(schedule
                    ? scheduleCell(schedule, Date.parse(nowIso))
                    : { schedule: scheduleOf(d.schedules.map(r => r.facts)), schedule_title: '' })
            };
        }),
        updated: `Updated ${shortTime(nowIso)} UTC.`
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/charts.js
/**
 * The geometry of the pages' charts, in SVG units: the job page's duration bars and their axis,
 * the run page's timeline. Shapes are data, drawn by pages.ts and the page's script alike.
 */

const CHART = { width: 640, height: 140 };
const TIMELINE = { width: 640, height: 48 };
/** Room left of the bars for the axis' labels. */
const CHART_LEFT = 56;
/** A bar's height for `seconds`, the longest reaching the top (8 units below the chart's). */
function barHeight(seconds, longest) {
    return longest ? Math.max(1, (seconds / longest) * (CHART.height - 12)) : 1;
}
/**
 * The duration chart's axis: a line up its left side and along its foot, and the longest and
 * the shortest duration written at their heights with a rule across (one label when they are
 * the same). Nothing for a chart with no bars.
 */
function durationAxis(seconds) {
    if (seconds.length === 0)
        return [];
    const longest = Math.max(0, ...seconds);
    const shortest = Math.min(...seconds);
    const foot = CHART.height - 4;
    const left = CHART_LEFT - 4;
    const at = (s) => Math.round((foot - barHeight(s, longest)) * 10) / 10;
    const label = (s) => [
        { shape: 'line', x1: left, y1: at(s), x2: CHART.width - 4, y2: at(s), cls: 'grid', title: '' },
        {
            shape: 'text',
            x: 2,
            y: Math.min(foot, Math.max(10, at(s) + 4)),
            cls: 'axis-label',
            title: duration_text_formatSeconds(s)
        }
    ];
    return [
        { shape: 'line', x1: left, y1: 4, x2: left, y2: foot, cls: 'axis', title: '' },
        { shape: 'line', x1: left, y1: foot, x2: CHART.width - 4, y2: foot, cls: 'axis', title: '' },
        ...label(longest),
        // The shortest is labelled only where its label cannot sit on the longest's.
        ...(at(shortest) - at(longest) >= 12 ? label(shortest) : [])
    ];
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/page-views.js
/**
 * What the job, pipelines and requests pages show, as data (the run's page: run-view.ts): rendered into HTML once by the
 * server (pages.ts) and fetched by the page's script to update itself (page-script.ts), so both
 * show the same text. Strings may hold text from requests: HTML escapes them, the script sets
 * them as text. Style names and links are built here from fixed words, never from requests.
 */












const keyed = (r) => ({ ...r, key: r.run_id });
/** `runs`: the job's runs with their state, oldest first. */
function jobPageView(jobName, received, nowIso) {
    const runs = byStartTime(received);
    const rows = runs
        .slice(-PAGE_ROWS)
        .reverse()
        .map(r => keyed(runRow(r, nowIso, false)));
    if (runs.length === 0) {
        return {
            title: `${jobName} · job-monitor`,
            job_name: jobName,
            summary: 'No runs of this job are kept.',
            last_run: '',
            last_at: '',
            chart_caption: '',
            chart: [],
            context: [],
            schedule: [],
            runs: [],
            updated: updatedLine(nowIso)
        };
    }
    const s = jobSummary(runs);
    const last = runs[runs.length - 1];
    const ended = runs.filter(r => r.end_time !== null);
    const cancelled = ended.filter(r => r.state === 'cancelled').length;
    const longest = Math.max(0, ...s.durations.map(d => d.seconds));
    const n = s.durations.length;
    const step = n ? Math.min(24, (CHART.width - CHART_LEFT - 4) / n) : 0;
    const bars = s.durations.map((d, i) => {
        const height = barHeight(d.seconds, longest);
        return {
            shape: 'rect',
            x: Math.round((CHART_LEFT + i * step) * 10) / 10,
            y: Math.round((CHART.height - 4 - height) * 10) / 10,
            width: Math.max(1, Math.round((step - 2) * 10) / 10),
            height: Math.round(height * 10) / 10,
            cls: `bar-${d.state === 'success' || d.state === 'failed' ? d.state : 'cancelled'}`,
            title: `${shortTime(d.start_time)}: ${d.state}, ${duration_text_formatSeconds(d.seconds)}`
        };
    });
    const chart = [...durationAxis(s.durations.map(d => d.seconds)), ...bars];
    const schedule = scheduleStatus(scheduledRunsOf(runs), Date.parse(nowIso));
    return {
        title: `${jobName}: ${healthOf(last, ended, schedule)} · job-monitor`,
        job_name: jobName,
        summary: `${s.runs} ${s.runs === 1 ? 'run' : 'runs'} kept, ${s.running} running, ${s.stalled} stalled; ` +
            (s.success_rate === null
                ? 'none has ended yet.'
                : `${percent(s.success_rate)} of the ended runs succeeded` +
                    (cancelled ? `, ${cancelled} ${cancelled === 1 ? 'was' : 'were'} cancelled.` : '.')),
        last_run: lastRunLine(last, nowIso),
        last_at: momentOf(last.start_time, nowIso).at,
        chart_caption: n
            ? n === 1
                ? `The duration of its one ended run: ${duration_text_formatSeconds(longest)}.`
                : `Durations of the last ${n} ended runs, oldest on the left (the longest: ${duration_text_formatSeconds(longest)}).`
            : 'No run has ended yet.',
        chart,
        context: runContext(last),
        schedule: scheduleFacts(schedule),
        runs: rows,
        updated: updatedLine(nowIso)
    };
}
/**
 * "Last run: cancelled (Cancelled by SIGTERM), started 3 min ago, ended 2 min ago, took 1 min 0 s.":
 * how it ended, when, and for a run that did not succeed why, as its end report says.
 */
function lastRunLine(last, nowIso) {
    const started = momentOf(last.start_time, nowIso).ago || shortTime(last.start_time);
    const duration = durationOf(last, nowIso);
    if (last.end_time === null)
        return `Last run: ${last.state}, started ${started}, ${duration} so far.`;
    const why = last.state === 'success' ? '' : reasonOf(last);
    const ended = momentOf(last.end_time, nowIso).ago;
    return `Last run: ${last.state}${why ? ` (${why})` : ''}, started ${started}, ended ${ended || shortTime(last.end_time)}, took ${duration}.`;
}
/** A moment as a row's `NAME_ago`, `NAME_at` and `NAME_iso` (pages.ts, rowTime). */
function momentFields(name, m) {
    return { [`${name}_ago`]: m.ago, [`${name}_at`]: m.at, [`${name}_iso`]: m.iso };
}
/** The run `recent` (newest first) names first, as a label and a link; '' when none does. */
function runOf(recent, kept) {
    for (const n of recent) {
        const { jobName, runId } = runRefOf(n.metadata);
        if (runId && kept(runId))
            return { run_label: `${jobName ?? 'run'} (${runId})`, run_href: pageHref('/run', runId) };
        if (jobName)
            return { run_label: jobName, run_href: pageHref('/job', jobName) };
    }
    return { run_label: '', run_href: '' };
}
function recentFields(recent, nowIso) {
    const fields = {};
    for (let i = 0; i < RECENT; i++) {
        const n = recent.at(i);
        Object.assign(fields, momentFields(`recent_${i + 1}`, momentOf(n?.at, nowIso)), {
            [`recent_${i + 1}`]: n ? `${n.status}${n.message ? `: ${n.message}` : ''}` : ''
        });
    }
    return fields;
}
/** The empty row of the pipelines page's template. */
const BLANK_RECENT = recentFields([], '');
/** `kept`: whether a run is kept (a link to a run that is not would lead nowhere). */
function pipelinesPageView(notifications, nowIso, kept = () => false) {
    return {
        pipelines: pipelineSummaries(notifications)
            .reverse()
            .map(p => ({
            key: p.pipeline_id,
            pipeline_id: p.pipeline_id,
            status: p.status,
            status_class: PIPELINE_STATUSES.includes(p.status)
                ? p.status
                : 'other',
            message: p.message ?? '',
            ...momentFields('updated', momentOf(p.updated_at, nowIso)),
            notifications: String(p.notifications),
            ...runOf(p.recent, kept),
            ...recentFields(p.recent, nowIso)
        })),
        updated: updatedLine(nowIso)
    };
}
/** The newest requests first, with the rules each broke. */
function requestsPageView(requests, nowIso, summary) {
    return {
        requests: requests
            .slice(-PAGE_ROWS)
            .reverse()
            .map(r => ({
            key: String(r.seq),
            seq: String(r.seq),
            ...momentFields('at', momentOf(r.at, nowIso)),
            method: r.method,
            path: r.path,
            auth: r.auth,
            status: r.status ? String(r.status) : 'no answer',
            rules: r.violations.join('\n'),
            fault: r.fault ?? ''
        })),
        retention: retentionLine(summary),
        updated: updatedLine(nowIso)
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/run-view.js
/**
 * What a run's page shows, as data: rendered into HTML by the server (pages.ts) and fetched by
 * the page's script to update itself, so both show the same text. It leads with why the run
 * ended (or, while it runs, when it was last heard from), then its context, logs and
 * heartbeats; its times, tags and metadata last. Strings may hold text from requests.
 */







const stateClass = (state) => RUN_STATES.includes(state) ? state : 'other';
/** `value` when it is one whole http or https URL (a link out of the page), else ''. */
function linkOf(value) {
    if (!/^https?:\/\/\S+$/i.test(value))
        return '';
    try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:' ? value : '';
    }
    catch {
        return '';
    }
}
/** `Failed steps: A, B` (the action's error_details), also after "The job was cancelled; ". */
const FAILED_STEPS = /^(?:The job was cancelled; f|F)ailed steps: (.+)$/;
/**
 * error_details read for the run page's lead: the reason's sentence (its first line, unless that
 * names the failed steps), the failed steps, and the rest as quoted. A line the first line already
 * begins with says nothing new ("The job was cancelled" under the sentence of why it was) and is
 * left out.
 */
function whyOf(details) {
    const none = { reason: '', failing_step: '', quoted: '' };
    if (!details || details === NO_ERROR)
        return none;
    const [first, ...others] = details.split(/\r?\n/);
    const lines = [
        first,
        ...others.filter(line => {
            const said = line.trim().replace(/[.;:]$/, '');
            return !(said && first.trim().startsWith(said));
        })
    ];
    const failedAt = lines.findIndex(l => FAILED_STEPS.test(l.trim()));
    const failing_step = failedAt < 0 ? '' : (FAILED_STEPS.exec(lines[failedAt].trim())?.[1] ?? '');
    const rest = lines.filter((_, i) => i !== failedAt);
    const reason = failedAt === 0 ? '' : (rest.shift() ?? '');
    return { reason, failing_step, quoted: rest.join('\n').trim() };
}
/**
 * Why the run ended (whyOf), and for a cancel that sent no reason, that it did not: a cancel is
 * no success, and the page says so rather than nothing. A stalled run has not ended: its lead
 * says how long it has been silent, and what that may mean.
 */
function whyOfRun(run) {
    const why = whyOf(detailsOf(run.error_details));
    if (run.state === 'stalled' && run.silent_seconds !== undefined)
        return {
            ...why,
            reason: `No word from it for ${silence(run.silent_seconds)}: it may hang, or its machine may be ` +
                'gone. Its end report is still taken; a heartbeat makes it running again.'
        };
    if (run.state !== 'cancelled' || why.reason || why.failing_step)
        return why;
    return { ...why, reason: 'Cancelled: its end report did not say by whom or what.' };
}
/** The run's metadata as rows, those sent with the end named so: both may hold the same name. */
function metadataRows(run) {
    return [
        ...Object.entries(run.metadata ?? {}).map(([name, value]) => ({ name, value, when: 'start' })),
        ...Object.entries(run.end_metadata ?? {}).map(([name, value]) => ({ name, value, when: 'end' }))
    ].map((m, i) => {
        const value = typeof m.value === 'string' ? m.value : JSON.stringify(m.value);
        return {
            key: String(i),
            name: m.when === 'end' ? `${m.name} (end)` : m.name,
            value,
            href: linkOf(value)
        };
    });
}
/**
 * The run's chart: its start, each heartbeat kept and its end on one axis from the start to the
 * end (to now while it runs); none when the start time cannot be read.
 */
function runTimeline(run, heartbeats, nowIso) {
    const from = Date.parse(run.start_time);
    if (Number.isNaN(from))
        return [];
    const to = run.end_time ? Date.parse(run.end_time) : Date.parse(nowIso);
    const span = Math.max(1, to - from);
    const x = (ms) => Math.round((8 + (Math.min(Math.max(ms - from, 0), span) / span) * (TIMELINE.width - 16)) * 10) /
        10;
    const mid = TIMELINE.height / 2;
    // The start's and end's marks: 3 units wide, drawn from `shift` before their moment.
    const mark = (at, shift, cls, title) => ({
        shape: 'rect',
        x: x(at) - shift,
        y: 6,
        width: 3,
        height: mid * 2 - 12,
        cls,
        title
    });
    return [
        { shape: 'line', x1: 8, y1: mid, x2: TIMELINE.width - 8, y2: mid, cls: 'axis', title: '' },
        mark(from, 1, 'mark-start', `start ${shortTime(run.start_time)}`),
        ...heartbeats.map((h) => ({
            shape: 'rect',
            x: x(Date.parse(h.at)) - 1,
            y: 12,
            width: 2,
            height: mid * 2 - 24,
            cls: 'mark-heartbeat',
            title: `heartbeat ${shortTime(h.at)}`
        })),
        ...(run.end_time ? [mark(to, 2, 'mark-end', `end ${shortTime(run.end_time)}`)] : [])
    ];
}
/** What the log box holds, or why it holds nothing: a running run's logs come with its end. */
function logsTitle(run) {
    if (run.logs)
        return `Logs (${run.logs.length} chars: the head and tail the client sent)`;
    if (run.logs_dropped_bytes)
        return `Logs dropped (${run.logs_dropped_bytes} bytes) to stay within the emulator's limits`;
    if (run.end_time === null)
        return 'No logs yet: a run sends its logs with its end report.';
    return 'No logs: its end report sent none.';
}
function runPageView(run, heartbeats, nowIso) {
    const metadata = metadataRows(run);
    const timeline = runTimeline(run, heartbeats, nowIso);
    const state = run.silent_seconds === undefined
        ? run.state
        : `${run.state}, silent ${silence(run.silent_seconds)}`;
    const started = momentOf(run.start_time, nowIso);
    const ended = momentOf(run.end_time, nowIso);
    const running = run.end_time === null;
    const heard = running ? momentOf(run.last_heartbeat, nowIso) : momentOf(undefined, nowIso);
    return {
        title: `${run.job_name}: ${run.state} · job-monitor`,
        run_id: run.run_id,
        job_name: run.job_name,
        job_href: pageHref('/job', run.job_name),
        state,
        state_class: stateClass(run.state),
        start_ago: started.ago,
        start_at: started.at,
        start_iso: started.iso,
        end_ago: ended.ago,
        end_at: ended.at,
        end_iso: ended.iso,
        heard_ago: heard.ago,
        heard_at: heard.at,
        heard_iso: heard.iso,
        unheard: running && !run.last_heartbeat ? 'no heartbeat yet' : '',
        lasted: running ? `${durationOf(run, nowIso)} so far` : `took ${durationOf(run, nowIso)}`,
        start: `${shortTime(run.start_time)} UTC`,
        end: run.end_time ? `${shortTime(run.end_time)} UTC` : 'no end report yet',
        duration: durationOf(run, nowIso),
        heartbeats: run.last_heartbeat
            ? `${run.heartbeats}, the last ${momentOf(run.last_heartbeat, nowIso).ago} (${shortTime(run.last_heartbeat)} UTC)`
            : String(run.heartbeats),
        error: detailsOf(run.error_details),
        ...whyOfRun(run),
        tags: run.tags?.join(', ') ?? '',
        context: runContext(run),
        metadata,
        metadata_count: `${metadata.length} value${metadata.length === 1 ? '' : 's'}`,
        timeline_caption: `${heartbeats.length} heartbeats kept, between the start and ${run.end_time ? 'the end' : 'now'}.`,
        timeline,
        logs_title: logsTitle(run),
        logs: readableText(run.logs ?? ''),
        updated: updatedLine(nowIso)
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/pages.js
/**
 * The job, run, pipelines and requests pages, rendered on the server from their views
 * (page-views.ts) and kept up to date in place by their script (page-script.ts), which fills
 * what is marked here: `data-bind`, `data-list` with its template, `data-chart`, the log.
 */







const pages_text = (view, key, tag = 'span', attrs = '') => `<${tag}${attrs} data-bind="${key}">${escapeHtml(String(view[key] ?? ''))}</${tag}>`;
function cell(row, key, tag = 'span', attrs = '') {
    return `<${tag}${attrs} data-cell="${key}">${escapeHtml(row[key] ?? '')}</${tag}>`;
}
/** A list kept by the script: its rows, its template (an empty row) and its empty notice. */
function list(id, container, rows, render, blank, empty) {
    return `<p class="empty" id="${id}-empty"${rows.length ? ' hidden' : ''}>${escapeHtml(empty)}</p>
<${container} data-list="${id}" data-template="${id}">${rows.map(render).join('')}</${container}>
<template id="${id}">${render(blank)}</template>`;
}
/**
 * A table under its heading that is there only while it has rows: the script hides the section
 * (its data-box) when the view sends none, and shows it when some arrive.
 */
function section(id, heading, columns, rows, render, blank) {
    return `<section id="${id}-box"${rows.length ? '' : ' hidden'}>
<h2>${escapeHtml(heading)}</h2>
<table><thead><tr>${columns.map(c => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead>
<tbody data-list="${id}" data-template="${id}" data-box="${id}-box">${rows.map(render).join('')}</tbody>
</table>
<template id="${id}">${render(blank)}</template>
</section>`;
}
const factRow = (f) => `<tr data-key="${escapeHtml(f.key)}">${cell(f, 'name', 'th')}${cell(f, 'value', 'td')}</tr>`;
const facts = (id, heading, rows) => section(id, heading, ['Fact', 'Value'], rows, factRow, {
    key: '',
    name: '',
    value: ''
});
const context = (heading, rows) => facts('context', heading, rows);
function shapes(items) {
    return items
        .map(s => {
        const attrs = ['x', 'y', 'width', 'height', 'x1', 'y1', 'x2', 'y2']
            .filter(a => typeof s[a] === 'number')
            .map(a => ` ${a}="${s[a]}"`)
            .join('');
        return s.shape === 'text'
            ? `<text${attrs} class="${escapeHtml(s.cls)}">${escapeHtml(s.title)}</text>`
            : `<${s.shape}${attrs} class="${escapeHtml(s.cls)}"><title>${escapeHtml(s.title)}</title></${s.shape}>`;
    })
        .join('');
}
function chart(key, size, items) {
    return `<svg data-chart="${key}" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}" role="img">${shapes(items)}</svg>`;
}
const footer = (view, json) => `<p class="empty">${pages_text(view, 'updated', 'span', ' id="updated"')} JSON: <a href="${json}">${escapeHtml(json)}</a>.</p>`;
const blankRun = { ...EMPTY_ROW, key: '', run_href: '/' };
function pages_runRow(r) {
    return `<tr data-key="${escapeHtml(r.key)}">
<td data-label="State"><span data-class="status_class" data-class-base="status status-" class="status status-${escapeHtml(r.status_class)}" data-cell="status">${escapeHtml(r.status)}</span></td>
<td data-label="Started" class="nowrap">${rowTime(r, 'start')}</td>${cell(r, 'duration', 'td', ' class="num" data-label="Duration"')}${cell(r, 'heartbeats', 'td', ' class="num" data-label="Heartbeats"')}
<td data-label="Run id"><a href="${escapeHtml(r.run_href)}" data-href="run_href">${cell(r, 'run_id', 'code')}</a></td>
${cell(r, 'error', 'td', ' data-label="Error" class="wrap-any"')}</tr>`;
}
function renderJobPage(view) {
    return layout(view.title, `<h1>Job ${pages_text(view, 'job_name')}</h1>
<p>${pages_text(view, 'summary')} ${pages_text(view, 'last_run', 'span', ` title="${escapeHtml(view.last_at)}" data-bind-title="last_at"`)}</p>
${facts('schedule', 'Schedule', view.schedule)}
${context("The last run's context", view.context)}
<h2>Durations</h2>
${chart('chart', CHART, view.chart)}
<p class="empty">${pages_text(view, 'chart_caption')}</p>
<h2>Runs</h2>
<table class="cards"><thead><tr><th>State</th><th>Started</th><th>Duration</th><th>Heartbeats</th><th>Run id</th><th>Error</th></tr></thead>
${list('runs', 'tbody', view.runs, pages_runRow, blankRun, 'No runs of this job are kept.')}
</table>
${footer(view, `/_emulator/runs?job=${encodeURIComponent(view.job_name)}`)}`, '/_emulator/pages/job');
}
/** A moment of the run page: how long ago, its time in UTC on hover, kept by the script. */
function pageTime(view, name) {
    const iso = view[`${name}_iso`];
    return `<time${iso ? ` datetime="${escapeHtml(iso)}"` : ''} title="${escapeHtml(view[`${name}_at`])}" data-bind="${name}_ago" data-bind-title="${name}_at" data-bind-time="${name}_iso">${escapeHtml(view[`${name}_ago`])}</time>`;
}
/** A part of the run page that is there only while the view fills `key`. */
function leadPart(view, key, html) {
    return html.replace(/^<(\w+)/, `<$1 data-bind-hide-empty="${key}"${view[key] ? '' : ' hidden'}`);
}
/**
 * A run's page leads with why: its state, the reason, the failing step and the lines it quotes;
 * then its context and logs; its times, tags and metadata last, collapsed.
 */
function renderRunPage(view) {
    const fact = (name, key) => `<dt>${name}</dt><dd>${pages_text(view, key)}</dd>`;
    const metaRow = (m) => `<tr data-key="${escapeHtml(m.key)}">${cell(m, 'name', 'td', ' class="name"')}<td class="wrap-any">${m.href ? `<a href="${escapeHtml(m.href)}"` : '<a'} rel="noopener noreferrer" data-ext-href="href" data-cell="value">${escapeHtml(m.value)}</a></td></tr>`;
    return layout(view.title, `<h1>Run ${pages_text(view, 'run_id', 'code')} of <a href="${escapeHtml(view.job_href)}">${escapeHtml(view.job_name)}</a></h1>
<section class="why why-${escapeHtml(view.state_class)}" data-bind-class="state_class" data-class-base="why why-" id="why">
<p><span data-bind-class="state_class" data-class-base="status status-" class="status status-${escapeHtml(view.state_class)}" data-bind="state">${escapeHtml(view.state)}</span>
started ${pageTime(view, 'start')}${leadPart(view, 'end_ago', `<span>, ended ${pageTime(view, 'end')}</span>`)}, ${pages_text(view, 'lasted')}${leadPart(view, 'heard_ago', `<span>; last heartbeat ${pageTime(view, 'heard')}</span>`)}${leadPart(view, 'unheard', `<span>; ${pages_text(view, 'unheard')}</span>`)}</p>
${leadPart(view, 'reason', `<p class="reason"><strong>${pages_text(view, 'reason')}</strong></p>`)}
${leadPart(view, 'failing_step', `<p>Failing step: <strong>${pages_text(view, 'failing_step')}</strong></p>`)}
${leadPart(view, 'quoted', `<pre class="quoted">${pages_text(view, 'quoted', 'span')}</pre>`)}
</section>
${context('Context', view.context)}
<h2>${pages_text(view, 'logs_title')}</h2>
${leadPart(view, 'logs', `<div id="log-box"><div class="filters"><label>Search the log<input id="log-search" type="search" placeholder="text to find"></label><span class="empty" id="log-matches"></span></div>
<pre id="log">${escapeHtml(view.logs)}</pre></div>`)}
<h2>Heartbeats</h2>
${chart('timeline', TIMELINE, view.timeline)}
<p class="empty">${pages_text(view, 'timeline_caption')}</p>
<details class="meta" id="more"><summary>Times, tags and metadata (${pages_text(view, 'metadata_count')})</summary>
<dl class="facts">
${fact('Started', 'start')}${fact('Ended', 'end')}${fact('Duration', 'duration')}${fact('Heartbeats', 'heartbeats')}${fact('Tags', 'tags')}
</dl>
${section('metadata', 'Metadata', ['Name', 'Value'], view.metadata, metaRow, { key: '', name: '', value: '', href: '' })}
</details>
${footer(view, `/_emulator/runs?job=${encodeURIComponent(view.job_name)}`)}`, '/_emulator/pages/run');
}
/** A pipeline's latest notifications, newest first, each timed as the other pages time things. */
function latestNotifications(p) {
    const slots = Array.from({ length: RECENT }, (_, i) => `recent_${i + 1}`);
    return `<ul class="recent">${slots
        .map(k => `<li data-hide-empty="${k}"${p[k] ? '' : ' hidden'}>${rowTime(p, k)} ${cell(p, k, 'span', ' class="wrap-any"')}</li>`)
        .join('')}</ul>`;
}
function renderPipelinesPage(view) {
    const blank = {
        key: '',
        pipeline_id: '',
        status: '',
        status_class: 'other',
        message: '',
        updated_ago: '',
        updated_at: '',
        updated_iso: '',
        notifications: '',
        run_label: '',
        run_href: '',
        ...BLANK_RECENT
    };
    const row = (p) => `<tr data-key="${escapeHtml(p.key)}">
${cell(p, 'pipeline_id', 'td', ' data-label="Pipeline" class="name"')}
<td data-label="Status"><span data-class="status_class" data-class-base="status status-" class="status status-${escapeHtml(p.status_class)}" data-cell="status">${escapeHtml(p.status)}</span></td>
${cell(p, 'message', 'td', ' data-label="Message" class="wrap-any"')}<td data-label="Run" class="wrap-any"><a${p.run_href ? ` href="${escapeHtml(p.run_href)}"` : ''} data-href="run_href" data-cell="run_label">${escapeHtml(p.run_label)}</a></td><td data-label="Updated" class="nowrap">${rowTime(p, 'updated')}</td>${cell(p, 'notifications', 'td', ' class="num" data-label="Notifications"')}
<td data-label="Latest">${latestNotifications(p)}</td></tr>`;
    return layout('job-monitor: pipelines', `<h1>Pipelines</h1>
<table class="cards"><thead><tr><th>Pipeline</th><th>Status</th><th>Message</th><th>Run</th><th>Updated</th><th>Notifications</th><th>Latest notifications</th></tr></thead>
${list('pipelines', 'tbody', view.pipelines, row, blank, 'No pipeline notifications yet.')}
</table>
${footer(view, '/api/v1/pipelines')}`, '/_emulator/pages/pipelines');
}
function renderRequestsPage(view) {
    const blank = {
        key: '',
        seq: '',
        at_ago: '',
        at_at: '',
        at_iso: '',
        method: '',
        path: '',
        auth: '',
        status: '',
        rules: '',
        fault: ''
    };
    const row = (r) => `<tr data-key="${escapeHtml(r.key)}">
${cell(r, 'seq', 'td', ' class="num" data-label="#"')}<td class="nowrap" data-label="At">${rowTime(r, 'at')}</td>${cell(r, 'method', 'td', ' data-label="Method"')}<td data-label="Path">${cell(r, 'path', 'code')}</td>
${cell(r, 'auth', 'td', ' data-label="Authorization"')}${cell(r, 'status', 'td', ' class="num" data-label="Status"')}<td data-label="Rules broken" class="wrap-any">${cell(r, 'rules', 'span', ' class="rules"')} ${cell(r, 'fault', 'span', ' class="empty"')}</td></tr>`;
    return layout('job-monitor: requests', `<h1>The request record</h1>
<p class="empty">Every request to the service's endpoints, newest first, with the rules of the API text it broke (the key is never kept, only the form of its Authorization).</p>
<table class="cards"><thead><tr><th>#</th><th>At</th><th>Method</th><th>Path</th><th>Authorization</th><th>Status</th><th>Rules broken</th></tr></thead>
${list('requests', 'tbody', view.requests, row, blank, 'No requests yet.')}
</table>
<p class="empty">${pages_text(view, 'retention')}</p>
${footer(view, '/_emulator/requests')}`, '/_emulator/pages/requests');
}
const blankJob = {
    key: '',
    job_name: '',
    job_href: '/',
    health: 'new',
    health_line: '',
    strip: [],
    status: '',
    status_class: 'other',
    last_ago: '',
    last_at: '',
    last_iso: '',
    failed_ago: '',
    failed_at: '',
    failed_iso: '',
    last_duration: '',
    usual: '',
    slow: '',
    success: '',
    runs: '',
    spark: [],
    spark_title: '',
    schedule: '',
    schedule_title: ''
};
function jobRow(j) {
    const r = j;
    return `<tr data-key="${escapeHtml(j.key)}">
<td data-label="Job" class="name"><a href="${escapeHtml(j.job_href)}" data-href="job_href" data-cell="job_name">${escapeHtml(j.job_name)}</a></td>
<td data-label="Health"><span data-class="health" data-class-base="status health-" class="status health-${escapeHtml(j.health)}" data-cell="health">${escapeHtml(j.health)}</span>
<svg class="strip" data-row-chart="strip" width="${HEALTH.width}" height="${HEALTH.height}" viewBox="0 0 ${HEALTH.width} ${HEALTH.height}" role="img">${shapes(j.strip)}</svg>
<span class="empty small" data-cell="health_line">${escapeHtml(j.health_line)}</span></td>
<td data-label="Last run" class="nowrap"><span data-class="status_class" data-class-base="status status-" class="status status-${escapeHtml(j.status_class)}" data-cell="status">${escapeHtml(j.status)}</span> ${rowTime(r, 'last')}</td>
<td data-label="Last failure" class="nowrap">${rowTime(r, 'failed')}</td>
<td data-label="Duration" class="nowrap"><span class="line" data-hide-empty="last_duration"${j.last_duration ? '' : ' hidden'}>last <span data-cell="last_duration">${escapeHtml(j.last_duration)}</span></span>
<span class="line" data-hide-empty="usual"${j.usual ? '' : ' hidden'}>usual <span data-cell="usual">${escapeHtml(j.usual)}</span></span>
<span class="slow line" data-cell="slow" data-hide-empty="slow"${j.slow ? '' : ' hidden'}>${escapeHtml(j.slow)}</span></td>
<td data-label="Succeeded" class="num" data-cell="success">${escapeHtml(j.success)}</td><td data-label="Runs kept" class="num" data-cell="runs">${escapeHtml(j.runs)}</td>
<td data-label="Durations" title="${escapeHtml(j.spark_title)}" data-title="spark_title"><svg class="spark-box" data-row-chart="spark" width="${SPARK.width}" height="${SPARK.height}" viewBox="0 0 ${SPARK.width} ${SPARK.height}" role="img">${shapes(j.spark)}</svg></td>
<td data-label="Schedule" data-cell="schedule" title="${escapeHtml(j.schedule_title)}" data-title="schedule_title">${escapeHtml(j.schedule)}</td></tr>`;
}
/** The landing page: one row per job, trouble first, the count of it in the title. */
function renderOverviewPage(view) {
    const rows = view.jobs;
    return layout(view.title, `<h1>Jobs: ${pages_text(view, 'headline')}</h1>
<table class="cards"><thead><tr><th>Job</th><th>Health</th><th>Last run</th><th>Last failure</th><th>Duration</th><th>Succeeded</th><th>Runs kept</th><th>Durations</th><th>Schedule</th></tr></thead>
${list('jobs', 'tbody', rows, r => jobRow(r), blankJob, 'No runs yet.')}
</table>
<p class="empty">Every run, newest first: <a href="/runs">the run list</a>. Usual: the median of the job's earlier successful runs. Slower than usual: ${escapeHtml(USUAL_RULE)}, the rule the command line and the action use.</p>
${footer(view, '/_emulator/jobs')}`, '/_emulator/pages/overview');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/pages/page-routes.js
/**
 * The pages at their paths: the jobs' overview at `/` (and `/overview`), the run list at `/runs`,
 * and beside them the job, run, pipelines and
 * requests pages (`/job?name=`, `/run?id=`, `/pipelines`, `/requests`), each as HTML here and
 * at `/_emulator/pages/...` as the JSON view its script polls.
 */








const LIVE_PAGES = {
    '/overview': {
        view: s => ({
            status: 200,
            body: jobsOverview(s.runs.jobDigests(DIGEST_POINTS), s.iso(), r => s.report(r))
        }),
        render: v => renderOverviewPage(v)
    },
    '/job': {
        view: (s, q) => {
            const name = q.get('name');
            if (!name)
                return { status: 400, body: { error: 'name the job: /job?name=JOB' } };
            return { status: 200, body: jobPageView(name, s.reports({ filter: { job: name } }), s.iso()) };
        },
        render: v => renderJobPage(v)
    },
    '/run': {
        view: (s, q) => {
            const run = s.runs.get(q.get('id') ?? '');
            if (!run)
                return { status: 404, body: { error: `no run ${JSON.stringify(q.get('id'))} is kept` } };
            return {
                status: 200,
                body: runPageView(s.report(run), s.history.heartbeatsOf(run.run_id), s.iso())
            };
        },
        render: v => renderRunPage(v)
    },
    '/pipelines': {
        view: s => ({
            status: 200,
            body: pipelinesPageView(s.notifications.items(), s.iso(), id => s.runs.get(id) !== undefined)
        }),
        render: v => renderPipelinesPage(v)
    },
    '/requests': {
        view: s => ({
            status: 200,
            body: requestsPageView(s.requests.list(), s.iso(), s.summary())
        }),
        render: v => renderRequestsPage(v)
    }
};
/** Whether `path` is one of the pages (which answer only a Host that cannot be rebound). */
function isPage(path) {
    return (path === '/' || path === '/index.html' || path === '/runs' || Object.hasOwn(LIVE_PAGES, path));
}
/**
 * What a GET of the page at `path` answers: its HTML, or why its view cannot be shown (a JSON
 * answer), or undefined when `path` is no page.
 */
function pageAt(state, path, query) {
    // The landing page is the jobs' overview; the run list lives at /runs.
    const at = path === '/' || path === '/index.html' ? '/overview' : path;
    const live = Object.hasOwn(LIVE_PAGES, at) ? LIVE_PAGES[at] : undefined;
    if (live) {
        const view = live.view(state, query);
        return view.status === 200 ? { headers: PAGE_HEADERS, html: live.render(view.body) } : view;
    }
    if (!isPage(path))
        return undefined;
    const q = parseRunQuery(query, state.now());
    // A filter the emulator cannot read shows every run; the page's script says why.
    const runs = state.reports(pageOfRuns('error' in q ? { filter: {} } : q));
    const filters = runsPageFilters(query);
    return {
        headers: PAGE_HEADERS,
        html: renderRunsView(runsPageView(runs, state.iso(), state.summary(), undefined, 'error' in q ? {} : filters), filters)
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/control.js







const ok = { status: 200, body: { ok: true } };
const ENDPOINTS = [
    { method: 'GET', path: '/_emulator/requests', handle: s => read(s.requests.list()) },
    {
        method: 'GET',
        path: '/_emulator/runs',
        handle: (s, _raw, query) => {
            const q = parseRunQuery(query, s.now());
            return 'error' in q ? { status: 400, body: { error: q.error } } : read(s.reports(q));
        }
    },
    {
        method: 'GET',
        path: '/_emulator/jobs',
        handle: s => read(withSchedules(s.reports(), s.now()))
    },
    { method: 'GET', path: '/_emulator/notifications', handle: s => read(s.notifications.items()) },
    { method: 'GET', path: '/_emulator/heartbeats', handle: s => read(s.heartbeats.items()) },
    { method: 'GET', path: '/_emulator/record', handle: s => read(s.summary()) },
    { method: 'GET', path: '/_emulator/faults', handle: s => read(s.faults.pending()) },
    {
        method: 'GET',
        path: '/_emulator/pages/runs',
        // The logs of the runs named in ?logs= only (the ones open on the page): the page polls
        // this every few seconds, and every log it has not opened would be sent again each time.
        handle: (s, _raw, query) => {
            const q = parseRunQuery(query, s.now());
            if ('error' in q)
                return { status: 400, body: { error: q.error } };
            const open = new Set(query.getAll('logs'));
            const filters = runsPageFilters(query);
            return read(runsPageView(s.reports(pageOfRuns(q)), s.iso(), s.summary(), id => open.has(id), filters));
        }
    },
    {
        method: 'POST',
        path: '/_emulator/faults',
        handle: (s, raw) => {
            const refused = readBody(raw).refused;
            if (refused)
                return { status: 400, body: { error: refused } };
            try {
                const value = JSON.parse(raw);
                for (const f of Array.isArray(value) ? value : [value])
                    s.faults.add(f);
                return ok;
            }
            catch (e) {
                return { status: 400, body: { error: e.message } };
            }
        }
    },
    {
        method: 'DELETE',
        path: '/_emulator/faults',
        handle: s => {
            s.faults.clear();
            return ok;
        }
    },
    {
        method: 'POST',
        path: '/_emulator/reset',
        handle: s => {
            s.reset();
            return ok;
        }
    }
];
function read(body) {
    return { status: 200, body };
}
// The views of the pages beside the run list (page-routes.ts), and a run with its heartbeats.
for (const [page, live] of Object.entries(LIVE_PAGES)) {
    ENDPOINTS.push({
        method: 'GET',
        path: `/_emulator/pages${page}`,
        handle: (s, _raw, q) => live.view(s, q)
    });
}
ENDPOINTS.push({
    method: 'GET',
    path: '/_emulator/run',
    handle: (s, _raw, q) => {
        const run = s.runs.get(q.get('id') ?? '');
        if (!run)
            return { status: 404, body: { error: `no run ${JSON.stringify(q.get('id'))} is kept` } };
        return read({ ...s.report(run), heartbeats_received: s.history.heartbeatsOf(run.run_id) });
    }
});
/** The answer to a request under /_emulator/. */
function control(state, method, path, query, headers, raw) {
    const atPath = ENDPOINTS.filter(e => e.path === path);
    if (atPath.length === 0)
        return { status: 404, body: { error: 'no such emulator endpoint' } };
    const endpoint = atPath.find(e => e.method === method);
    if (!endpoint) {
        const allow = atPath.map(e => e.method).join(', ');
        return {
            status: 405,
            body: { error: `${path} takes ${allow}` },
            headers: { Allow: allow }
        };
    }
    if (endpoint.method !== 'GET' && !isJsonBody(headers)) {
        return {
            status: 415,
            body: { error: `${method} ${path} takes Content-Type: application/json only` }
        };
    }
    return endpoint.handle(state, raw, query);
}
/** Each job's summary with its standing in its schedule (null for a job with none). */
function withSchedules(runs, now) {
    const byJob = new Map();
    for (const r of runs)
        byJob.set(r.job_name, [...(byJob.get(r.job_name) ?? []), r]);
    return jobSummaries(runs).map(j => ({
        ...j,
        schedule: scheduleStatus(scheduledRunsOf(byJob.get(j.job_name) ?? []), now) ?? null
    }));
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/bounded.js
/**
 * The bookkeeping of a list kept within a count and a byte budget, shared by BoundedList and the
 * SQLite history's event tables: what is kept, what was dropped, and when the oldest must go.
 */
class EntryBudget {
    maxCount;
    maxBytes;
    count = 0;
    bytes = 0;
    dropped = 0;
    droppedBytes = 0;
    constructor(maxCount, maxBytes) {
        this.maxCount = maxCount;
        this.maxBytes = maxBytes;
    }
    /** The store's own totals (a SQLite file at open, or after a rollback). */
    recount(count, bytes) {
        this.count = count;
        this.bytes = bytes;
    }
    added(bytes) {
        this.count++;
        this.bytes += bytes;
    }
    /** Entries dropped, to stay within the limits or the retention. */
    removed(count, bytes) {
        this.count -= count;
        this.bytes -= bytes;
        this.dropped += count;
        this.droppedBytes += bytes;
    }
    /** Whether the oldest entry must go: a limit is exceeded (the newest always stays). */
    over() {
        return this.count > 1 && (this.count > this.maxCount || this.bytes > this.maxBytes);
    }
    retention() {
        return {
            kept: this.count,
            bytes: this.bytes,
            dropped: this.dropped,
            droppedBytes: this.droppedBytes,
            maxCount: this.maxCount,
            maxBytes: this.maxBytes
        };
    }
    clear() {
        this.count = this.bytes = this.dropped = this.droppedBytes = 0;
    }
}
class BoundedList {
    sizeOf;
    entries = [];
    /** Index of the oldest kept entry: dropping from the front stays O(1). */
    head = 0;
    budget;
    constructor(maxCount, maxBytes, sizeOf) {
        this.sizeOf = sizeOf;
        this.budget = new EntryBudget(maxCount, maxBytes);
    }
    /** Keeps `item` as the newest entry, then drops the oldest until both limits hold. */
    push(item) {
        const bytes = this.sizeOf(item);
        this.entries.push({ item, bytes });
        this.budget.added(bytes);
        this.trim();
    }
    /**
     * Drops the oldest entries while `old` holds for them (entries arrive in time order, so the
     * ones older than a cutoff are a prefix). Counted as dropped.
     */
    dropOldestWhile(old) {
        while (this.head < this.entries.length && old(this.entries[this.head].item)) {
            this.dropHead();
        }
        this.compact();
    }
    dropHead() {
        const e = this.entries[this.head++];
        this.budget.removed(1, e.bytes);
    }
    compact() {
        // Once the dropped prefix is as long as what is kept.
        if (this.head > 0 && this.head * 2 >= this.entries.length) {
            this.entries = this.entries.slice(this.head);
            this.head = 0;
        }
    }
    /** Drops the oldest entries while either limit is exceeded (the newest always stays). */
    trim() {
        while (this.budget.over())
            this.dropHead();
        this.compact();
    }
    /** The kept entries, oldest first (a new array). */
    items() {
        const out = [];
        for (let i = this.head; i < this.entries.length; i++)
            out.push(this.entries[i].item);
        return out;
    }
    get length() {
        return this.entries.length - this.head;
    }
    retention() {
        return this.budget.retention();
    }
    clear() {
        this.entries = [];
        this.head = 0;
        this.budget.clear();
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/limits.js
const MiB = 1024 * 1024;
const DEFAULT_LIMITS = Object.freeze({
    maxBodyBytes: 5 * MiB,
    maxRecordedRequests: 10_000,
    maxRecordedBytes: 32 * MiB,
    maxRuns: 10_000,
    maxRunBytes: 32 * MiB,
    maxEvents: 10_000,
    maxEventBytes: 8 * MiB
});
/** The defaults with `given` over them; a limit that is not a positive whole number throws. */
function resolveLimits(given = {}) {
    const limits = { ...DEFAULT_LIMITS, ...given };
    for (const [name, value] of Object.entries(limits)) {
        if (!Number.isSafeInteger(value) || value < 1) {
            throw new Error(`emulator limit ${name} must be a positive whole number, got ${value}`);
        }
    }
    return limits;
}
/** Bytes of `value` as JSON: how the bounded stores size what they keep. */
function jsonBytes(value) {
    return Buffer.byteLength(JSON.stringify(value) ?? '');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/run-budget.js
class RunBudget {
    maxCount;
    maxBytes;
    count = 0;
    bytes = 0;
    dropped = 0;
    logsDropped = 0;
    constructor(maxCount, maxBytes) {
        this.maxCount = maxCount;
        this.maxBytes = maxBytes;
    }
    /** The store's own totals (a SQLite file at open, or after a rollback). */
    recount(count, bytes) {
        this.count = count;
        this.bytes = bytes;
    }
    added(bytes) {
        this.count++;
        this.bytes += bytes;
    }
    /** A run was stored again with `change` more bytes (or fewer). */
    resized(change) {
        this.bytes += change;
    }
    /** A run was removed to stay within the limits or the retention: counted as dropped. */
    removed(bytes) {
        this.count--;
        this.bytes -= bytes;
        this.dropped++;
    }
    /** Applies both limits, sparing `spared` (the run just added or changed). */
    trim(spared, store) {
        while (this.count > this.maxCount && this.evict(store.dropOldest(spared)))
            ;
        while (this.bytes > this.maxBytes) {
            const change = store.dropOldestLogs(spared);
            if (change === undefined)
                break;
            this.logsDropped++;
            this.bytes += change;
        }
        while (this.bytes > this.maxBytes && this.evict(store.dropOldest(spared)))
            ;
    }
    evict(bytes) {
        if (bytes === undefined)
            return false;
        this.removed(bytes);
        return true;
    }
    retention() {
        return {
            kept: this.count,
            bytes: this.bytes,
            dropped: this.dropped,
            logsDropped: this.logsDropped,
            maxCount: this.maxCount,
            maxBytes: this.maxBytes
        };
    }
    clear() {
        this.count = this.bytes = this.dropped = this.logsDropped = 0;
    }
}
/** Takes a run's logs out, leaving how many bytes they were. */
function withoutLogs(run) {
    run.logs_dropped_bytes = Buffer.byteLength(run.logs ?? '');
    delete run.logs;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/run-filter.js
/** When a run last changed: its start, its newest heartbeat or its end, as received. */
function lastActive(run) {
    return Math.max(...[run.received_start, run.last_heartbeat, run.received_end].map(t => (t ? Date.parse(t) : 0)));
}
/** True when `run` is one `filter` asks for. */
function matchesFilter(run, filter = {}) {
    if (filter.job !== undefined && run.job_name !== filter.job)
        return false;
    if (filter.status !== undefined && run.status !== filter.status)
        return false;
    if (filter.sinceMs !== undefined || filter.untilMs !== undefined) {
        const start = Date.parse(run.start_time);
        if (filter.sinceMs !== undefined && !(start >= filter.sinceMs))
            return false;
        if (filter.untilMs !== undefined && !(start < filter.untilMs))
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/runs.js
/**
 * The run history in memory, kept within a count and a byte budget by the policy both stores
 * share (run-budget.ts).
 */




class RunStore {
    runs = new Map();
    budget;
    constructor(maxCount, maxBytes) {
        this.budget = new RunBudget(maxCount, maxBytes);
    }
    get(runId) {
        return this.runs.get(runId)?.run;
    }
    /** Oldest first. */
    list(filter = {}) {
        const out = [];
        const kept = [...this.runs.values()];
        const wanted = filter.newest ?? Infinity;
        // From the newest back, so a page of the newest runs does not look at every run.
        for (let i = kept.length - 1; i >= 0 && out.length < wanted; i--) {
            if (matchesFilter(kept[i].run, filter))
                out.push(kept[i].run);
        }
        return out.reverse();
    }
    latestRunning(jobName) {
        let found;
        for (const { run } of this.runs.values()) {
            if (run.job_name === jobName && run.status === 'running')
                found = run;
        }
        return found;
    }
    /** Drops the runs last active before `cutoffMs` (counted as dropped). */
    prune(cutoffMs) {
        for (const [id, e] of this.runs) {
            if (lastActive(e.run) < cutoffMs) {
                this.runs.delete(id);
                this.budget.removed(e.bytes);
            }
        }
    }
    add(run) {
        const bytes = jsonBytes(run);
        this.runs.set(run.run_id, { run, bytes });
        this.budget.added(bytes);
        this.budget.trim(run.run_id, this.eviction);
    }
    /** Counts a run again after it changed (its end, with logs and metadata). */
    updated(run) {
        const e = this.runs.get(run.run_id);
        if (!e)
            return;
        this.budget.resized(this.resize(e));
        this.budget.trim(run.run_id, this.eviction);
    }
    /** Measures a changed run again: the change in its bytes. */
    resize(e) {
        const bytes = jsonBytes(e.run);
        const change = bytes - e.bytes;
        e.bytes = bytes;
        return change;
    }
    /** Oldest first: a Map keeps the order runs were added in. */
    eviction = {
        dropOldest: spared => {
            for (const [id, e] of this.runs) {
                if (id === spared)
                    continue;
                this.runs.delete(id);
                return e.bytes;
            }
            return undefined;
        },
        dropOldestLogs: spared => {
            for (const [id, e] of this.runs) {
                if (id === spared || e.run.logs === undefined)
                    continue;
                withoutLogs(e.run);
                return this.resize(e);
            }
            return undefined;
        }
    };
    retention() {
        return this.budget.retention();
    }
    jobDigests(points) {
        return jobDigests([...this.runs.values()].map(e => e.run), points);
    }
    clear() {
        this.runs = new Map();
        this.budget.clear();
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/history.js
/**
 * Where the emulator keeps its history (runs, heartbeats, pipeline notifications): in memory by
 * default, or in a SQLite file with `--data` (sqlite-history.ts) so that it survives a restart.
 * Both are a History (storage.ts), keep the same limits (limits.ts) and pass the same tests; the
 * request record is not part of the history and always stays in memory (record.ts).
 */



/** The history in memory: lost when the process ends. */
function memoryHistory(limits) {
    const runs = new RunStore(limits.maxRuns, limits.maxRunBytes);
    const heartbeats = new BoundedList(limits.maxEvents, limits.maxEventBytes, jsonBytes);
    const notifications = new BoundedList(limits.maxEvents, limits.maxEventBytes, jsonBytes);
    const receivedBefore = (cutoffMs) => (e) => Date.parse(e.at) < cutoffMs;
    return {
        runs,
        heartbeats,
        notifications,
        heartbeatsOf: runId => heartbeats.items().filter(h => h.run_id === runId),
        transaction: fn => fn(),
        prune(cutoffMs) {
            runs.prune(cutoffMs);
            heartbeats.dropOldestWhile(receivedBefore(cutoffMs));
            notifications.dropOldestWhile(receivedBefore(cutoffMs));
        },
        clear() {
            runs.clear();
            heartbeats.clear();
            notifications.clear();
        },
        close() { }
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/node-sqlite.js
/**
 * The first Node with `node:sqlite` as a plain import: it came in 22.5 behind
 * --experimental-sqlite, and without the flag in 22.13 (and 23.4, in a line out of support).
 */
const SQLITE_SINCE = [22, 13];
/** Why `--data` cannot be used on this Node, or undefined when it can. */
function sqliteUnavailable(nodeVersion = process.versions.node) {
    const [major, minor] = nodeVersion.split('.').map(Number);
    if (major > SQLITE_SINCE[0] || (major === SQLITE_SINCE[0] && minor >= SQLITE_SINCE[1])) {
        return undefined;
    }
    return (`--data needs Node ${SQLITE_SINCE.join('.')} or later (for its built-in node:sqlite); ` +
        `this is Node ${nodeVersion}. Run the emulator with a newer Node, or without --data ` +
        '(its history then stays in memory)');
}
/**
 * Closes `db` unless it is closed already. DatabaseSync.isOpen came in Node 22.15: on 22.13 it
 * reads undefined, and a close that asked it never closed, so the file stayed locked by this
 * process (an emulator restarted in it could not open its own history again).
 */
function closeOnce(db) {
    try {
        db?.close();
    }
    catch {
        // Closed already (ERR_INVALID_STATE): nothing is held.
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/schema.js


const MIGRATIONS = [
    {
        version: 1,
        // Each record is kept whole as JSON (`data`), beside the columns that are searched on.
        sql: `
      CREATE TABLE runs (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        run_id TEXT NOT NULL UNIQUE,
        job_name TEXT NOT NULL,
        status TEXT NOT NULL,
        start_ms INTEGER,
        active_ms INTEGER NOT NULL,
        data TEXT NOT NULL,
        bytes INTEGER NOT NULL
      );
      CREATE TABLE heartbeats (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        at_ms INTEGER NOT NULL,
        data TEXT NOT NULL,
        bytes INTEGER NOT NULL
      );
      CREATE TABLE notifications (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        at_ms INTEGER NOT NULL,
        data TEXT NOT NULL,
        bytes INTEGER NOT NULL
      );`
    },
    {
        version: 2,
        // A run's page lists its heartbeats, and the run list filters by job and age: indexed,
        // with the run_id of the heartbeats already stored taken from their JSON.
        sql: `
      ALTER TABLE heartbeats ADD COLUMN run_id TEXT;
      UPDATE heartbeats SET run_id = json_extract(data, '$.run_id');
      CREATE INDEX heartbeats_by_run ON heartbeats (run_id, seq);
      CREATE INDEX heartbeats_by_time ON heartbeats (at_ms);
      CREATE INDEX notifications_by_time ON notifications (at_ms);
      CREATE INDEX runs_by_job ON runs (job_name, seq);
      CREATE INDEX runs_by_activity ON runs (active_ms);`
    },
    {
        version: 3,
        // Over its byte budget the store drops the oldest runs' logs first: which runs still have
        // logs is a column with its own index, not a search through every run's JSON.
        sql: `
      ALTER TABLE runs ADD COLUMN has_logs INTEGER NOT NULL DEFAULT 0;
      UPDATE runs SET has_logs = json_type(data, '$.logs') IS NOT NULL;
      CREATE INDEX runs_with_logs ON runs (seq) WHERE has_logs = 1;`
    },
    {
        version: 4,
        // The overview reads each job in brief (jobs.ts, JobDigest), not every run: its counts
        // from an index by job and status, its last and latest runs from one by job and start, and
        // its scheduled runs' end metadata from a column of its own, kept for those runs only.
        sql: `
      ALTER TABLE runs ADD COLUMN schedule TEXT;
      UPDATE runs SET schedule = json_extract(data, '$.end_metadata')
        WHERE ${Object.values(SCHEDULE_KEYS)
            .map(k => `json_type(data, '$.end_metadata."${k}"') IS NOT NULL`)
            .join(' OR ')};
      CREATE INDEX runs_by_job_status ON runs (job_name, status);
      CREATE INDEX runs_by_job_start ON runs (job_name, start_ms, seq);
      CREATE INDEX runs_scheduled ON runs (job_name, seq) WHERE schedule IS NOT NULL;`
    },
    {
        version: 5,
        // The overview says when each job last failed: its failed runs by start, in an index of
        // their own, so finding the last one reads one entry rather than sorting them all.
        sql: `
      CREATE INDEX runs_failed_by_job_start ON runs (job_name, start_ms, seq)
        WHERE status = 'failed';`
    },
    {
        version: 6,
        // A run's place in its schedule may come with its start (the command-line tool sends it
        // there) and the expression alone names one: the column holds each scheduled run's facts
        // (schedules.ts), the end's over the start's, for every run that names any of them.
        sql: `
      UPDATE runs SET schedule = json_patch(
          coalesce(json_extract(data, '$.metadata'), '{}'),
          coalesce(json_extract(data, '$.end_metadata'), '{}'))
        WHERE ${Object.values(SCHEDULE_FACT_KEYS)
            .flatMap(k => [
            `json_type(data, '$.metadata."${k}"') IS NOT NULL`,
            `json_type(data, '$.end_metadata."${k}"') IS NOT NULL`
        ])
            .join(' OR ')};`
    }
];
const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;
function schemaVersion(db) {
    return Number(db.prepare('PRAGMA user_version').get().user_version);
}
/**
 * Brings `db` to `target` (the newest by default); throws, naming the file, when it is newer
 * than this job-monitor knows.
 */
function migrate(db, file, target = SCHEMA_VERSION) {
    const from = schemaVersion(db);
    if (from > SCHEMA_VERSION) {
        throw new Error(`${file} has schema version ${from}, newer than this job-monitor knows (${SCHEMA_VERSION}); ` +
            'open it with a newer job-monitor or give --data another file');
    }
    const steps = MIGRATIONS.filter(m => m.version > from && m.version <= target);
    if (steps.length === 0)
        return;
    db.exec('BEGIN IMMEDIATE');
    try {
        for (const m of steps)
            db.exec(m.sql);
        // PRAGMA takes no bound parameters; the version is one of ours, a number.
        db.exec(`PRAGMA user_version = ${steps[steps.length - 1].version}`);
        db.exec('COMMIT');
    }
    catch (e) {
        // A full disk may have rolled the transaction back already (sqlite-history.ts, transaction).
        try {
            db.exec('ROLLBACK');
        }
        catch {
            // Nothing was left to undo.
        }
        throw e;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/history/sqlite-history.js









/**
 * A history file that cannot be used (not a database, held by another emulator, a folder that
 * is not there): the user's to fix, said in one line naming the file.
 */
class HistoryFileError extends Error {
    name = 'HistoryFileError';
}
/** Opens (creating, or migrating) the history file. */
async function openSqliteHistory(file, limits) {
    const unavailable = sqliteUnavailable();
    if (unavailable)
        throw new Error(unavailable);
    const { DatabaseSync } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 99, 19));
    let db;
    try {
        db = new DatabaseSync(file);
        db.exec('PRAGMA locking_mode = EXCLUSIVE');
        db.exec('PRAGMA journal_mode = WAL');
        // In WAL mode NORMAL loses nothing when the process dies (only on power loss).
        db.exec('PRAGMA synchronous = NORMAL');
        migrate(db, file);
        return new SqliteHistory(db, limits);
    }
    catch (e) {
        closeOnce(db);
        const message = e.message;
        throw new HistoryFileError(`cannot keep the history in ${file}: ` +
            (/locked|busy/i.test(message)
                ? 'it is in use by another emulator (one emulator per --data file)'
                : message));
    }
}
const hasLogs = (run) => (run.logs === undefined ? 0 : 1);
/** The `schedule` column: a scheduled run's schedule facts (schedules.ts), else null. */
const sqlite_history_scheduleOf = (run) => JSON.stringify(schedules_scheduleFactsOf(run)) ?? null;
const parseRun = (row) => readStored(row.data);
/**
 * A table's row count and bytes, as its budget keeps them beside it so that the limits cost no
 * query: read from the file at open, and after a rollback.
 */
function totalsOf(db, table) {
    const totals = db.prepare(`SELECT count(*) AS n, coalesce(sum(bytes), 0) AS b FROM ${table}`);
    return () => {
        const t = totals.get();
        return [Number(t.n), Number(t.b)];
    };
}
class SqliteRuns {
    db;
    budget;
    totals;
    q;
    constructor(db, maxCount, maxBytes) {
        this.db = db;
        this.budget = new RunBudget(maxCount, maxBytes);
        this.q = {
            get: db.prepare('SELECT data FROM runs WHERE run_id = ?'),
            latestRunning: db.prepare("SELECT data FROM runs WHERE job_name = ? AND status = 'running' ORDER BY seq DESC LIMIT 1"),
            insert: db.prepare('INSERT INTO runs (run_id, job_name, status, start_ms, active_ms, data, bytes, has_logs, ' +
                'schedule) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
            update: db.prepare('UPDATE runs SET status = ?, active_ms = ?, data = ?, bytes = ?, has_logs = ?, ' +
                'schedule = ? WHERE run_id = ?'),
            // The job digests (jobDigests): counts from runs_by_job_status, without a run's record.
            jobCounts: db.prepare("SELECT job_name, count(*) AS runs, sum(status != 'running') AS ended, " +
                "sum(status = 'success') AS succeeded, min(seq) AS first FROM runs " +
                'GROUP BY job_name ORDER BY first'),
            newestOfJob: db.prepare('SELECT data, start_ms FROM runs WHERE job_name = ? ORDER BY seq DESC LIMIT 1'),
            lastStartedOfJob: db.prepare('SELECT data FROM runs WHERE job_name = ? AND start_ms IS NOT NULL ' +
                'ORDER BY start_ms DESC, seq DESC LIMIT 1'),
            latestEndedOfJob: db.prepare("SELECT data FROM runs WHERE job_name = ? AND status != 'running' AND " +
                'start_ms IS NOT NULL ORDER BY start_ms DESC, seq DESC LIMIT ? OFFSET ?'),
            lastFailedOfJob: db.prepare("SELECT data FROM runs WHERE job_name = ? AND status = 'failed' AND " +
                'start_ms IS NOT NULL ORDER BY start_ms DESC, seq DESC LIMIT 1'),
            schedulesOfJob: db.prepare('SELECT schedule, start_ms FROM runs WHERE job_name = ? AND schedule IS NOT NULL ' +
                'AND start_ms IS NOT NULL ORDER BY seq'),
            oldest: db.prepare('SELECT run_id, bytes FROM runs WHERE run_id != ? ORDER BY seq LIMIT 1'),
            oldestWithLogs: db.prepare('SELECT data FROM runs WHERE has_logs = 1 AND run_id != ? ORDER BY seq LIMIT 1'),
            delete: db.prepare('DELETE FROM runs WHERE run_id = ?'),
            stale: db.prepare('SELECT run_id, bytes FROM runs WHERE active_ms < ?')
        };
        this.totals = totalsOf(db, 'runs');
        this.recount();
    }
    recount() {
        this.budget.recount(...this.totals());
    }
    get(runId) {
        const row = this.q.get.get(runId);
        return row && parseRun(row);
    }
    list(filter = {}) {
        const where = [];
        const args = [];
        const add = (clause, value) => {
            if (value === undefined)
                return;
            where.push(clause);
            args.push(value);
        };
        add('job_name = ?', filter.job);
        add('status = ?', filter.status);
        add('start_ms >= ?', filter.sinceMs);
        add('start_ms < ?', filter.untilMs);
        const sql = `SELECT data FROM (SELECT seq, data FROM runs${where.length ? ` WHERE ${where.join(' AND ')}` : ''}` +
            ` ORDER BY seq DESC${filter.newest === undefined ? '' : ' LIMIT ?'}) ORDER BY seq`;
        if (filter.newest !== undefined)
            args.push(filter.newest);
        return this.db.prepare(sql).all(...args).map(parseRun);
    }
    latestRunning(jobName) {
        const row = this.q.latestRunning.get(jobName);
        return row && parseRun(row);
    }
    add(run) {
        const data = JSON.stringify(run);
        const bytes = jsonBytes(run);
        const start = Date.parse(run.start_time);
        this.q.insert.run(run.run_id, run.job_name, run.status, Number.isNaN(start) ? null : start, lastActive(run), data, bytes, hasLogs(run), sqlite_history_scheduleOf(run));
        this.budget.added(bytes);
        this.budget.trim(run.run_id, this.eviction);
    }
    updated(run) {
        const before = this.q.get.get(run.run_id);
        if (!before)
            return;
        this.budget.resized(this.rewrite(run) - Buffer.byteLength(before.data));
        this.budget.trim(run.run_id, this.eviction);
    }
    /** Stores `run` over its row; returns its bytes. */
    rewrite(run) {
        const bytes = jsonBytes(run);
        this.q.update.run(run.status, lastActive(run), JSON.stringify(run), bytes, hasLogs(run), sqlite_history_scheduleOf(run), run.run_id);
        return bytes;
    }
    jobDigests(points) {
        const jobs = this.q.jobCounts.all();
        return jobs.map(j => {
            // A start time that does not parse keeps its place (byStartTime): the newest such run,
            // when it is the newest of all, is the last.
            const newest = this.q.newestOfJob.get(j.job_name);
            const last = newest && newest.start_ms !== null
                ? this.q.lastStartedOfJob.get(j.job_name)
                : newest;
            const failed = this.q.lastFailedOfJob.get(j.job_name);
            return {
                job_name: j.job_name,
                runs: Number(j.runs),
                ended: Number(j.ended),
                succeeded: Number(j.succeeded),
                last: parseRun(last),
                latest: this.latestEnded(j.job_name, points),
                ...(failed ? { lastFailed: parseRun(failed) } : {}),
                schedules: this.q.schedulesOfJob.all(j.job_name).map(r => ({
                    startMs: Number(r.start_ms),
                    facts: pickScheduleFacts(readStored(String(r.schedule)))
                }))
            };
        });
    }
    /** The newest `points` ended runs of a job whose duration is known, oldest first. */
    latestEnded(job, points) {
        const out = [];
        if (points <= 0)
            return out;
        for (let offset = 0; out.length < points; offset += points) {
            const rows = this.q.latestEndedOfJob.all(job, points, offset);
            for (const run of rows.map(parseRun)) {
                if (out.length < points && hasDuration(run))
                    out.push(run);
            }
            if (rows.length < points)
                break;
        }
        return out.reverse();
    }
    /** Oldest first: `seq` is the order runs were added in. */
    eviction = {
        dropOldest: spared => {
            const row = this.q.oldest.get(spared);
            if (!row)
                return undefined;
            this.q.delete.run(row.run_id);
            return Number(row.bytes);
        },
        dropOldestLogs: spared => {
            const row = this.q.oldestWithLogs.get(spared);
            if (!row)
                return undefined;
            const run = readStored(row.data);
            withoutLogs(run);
            return this.rewrite(run) - Buffer.byteLength(row.data);
        }
    };
    prune(cutoffMs) {
        for (const row of this.q.stale.all(cutoffMs)) {
            this.q.delete.run(row.run_id);
            this.budget.removed(Number(row.bytes));
        }
    }
    retention() {
        return this.budget.retention();
    }
    clear() {
        this.db.exec('DELETE FROM runs');
        this.budget.clear();
    }
}
/** Heartbeats or notifications: one table each (schema.ts), within a count and a byte budget. */
class SqliteEvents {
    db;
    table;
    budget;
    totals;
    q;
    constructor(db, table, maxCount, maxBytes) {
        this.db = db;
        this.table = table;
        this.budget = new EntryBudget(maxCount, maxBytes);
        this.totals = totalsOf(db, table);
        const runId = table === 'heartbeats';
        this.q = {
            insert: db.prepare(runId
                ? `INSERT INTO ${table} (at_ms, data, bytes, run_id) VALUES (?, ?, ?, ?)`
                : `INSERT INTO ${table} (at_ms, data, bytes) VALUES (?, ?, ?)`),
            oldest: db.prepare(`SELECT seq, bytes FROM ${table} ORDER BY seq LIMIT 1`),
            delete: db.prepare(`DELETE FROM ${table} WHERE seq = ?`),
            all: db.prepare(`SELECT data FROM ${table} ORDER BY seq`),
            stale: db.prepare(`SELECT count(*) AS n, coalesce(sum(bytes), 0) AS b FROM ${table} WHERE at_ms < ?`),
            deleteStale: db.prepare(`DELETE FROM ${table} WHERE at_ms < ?`)
        };
        this.recount();
    }
    recount() {
        this.budget.recount(...this.totals());
    }
    push(item) {
        const bytes = jsonBytes(item);
        const args = [Date.parse(item.at), JSON.stringify(item), bytes];
        if (this.table === 'heartbeats')
            args.push(item.run_id ?? null);
        this.q.insert.run(...args);
        this.budget.added(bytes);
        while (this.budget.over()) {
            const row = this.q.oldest.get();
            this.q.delete.run(row.seq);
            this.budget.removed(1, Number(row.bytes));
        }
    }
    items() {
        return this.q.all.all().map(r => readStored(r.data));
    }
    prune(cutoffMs) {
        const s = this.q.stale.get(cutoffMs);
        this.q.deleteStale.run(cutoffMs);
        this.budget.removed(Number(s.n), Number(s.b));
    }
    retention() {
        return this.budget.retention();
    }
    clear() {
        this.db.exec(`DELETE FROM ${this.table}`);
        this.budget.clear();
    }
}
class SqliteHistory {
    db;
    runs;
    heartbeats;
    notifications;
    byRun;
    depth = 0;
    constructor(db, limits) {
        this.db = db;
        this.runs = new SqliteRuns(db, limits.maxRuns, limits.maxRunBytes);
        this.heartbeats = new SqliteEvents(db, 'heartbeats', limits.maxEvents, limits.maxEventBytes);
        this.notifications = new SqliteEvents(db, 'notifications', limits.maxEvents, limits.maxEventBytes);
        this.byRun = db.prepare('SELECT data FROM heartbeats WHERE run_id = ? ORDER BY seq');
    }
    heartbeatsOf(runId) {
        return this.byRun.all(runId).map(r => readStored(r.data));
    }
    transaction(fn) {
        // Nested calls join the outer transaction.
        if (this.depth > 0)
            return fn();
        this.depth++;
        this.db.exec('BEGIN IMMEDIATE');
        try {
            const result = fn();
            this.db.exec('COMMIT');
            return result;
        }
        catch (e) {
            // On some errors (a full disk, an I/O error) SQLite has already rolled the transaction
            // back: a second rollback fails, and its error must not take the place of the first.
            try {
                this.db.exec('ROLLBACK');
            }
            catch {
                // Nothing was left to undo.
            }
            this.runs.recount();
            this.heartbeats.recount();
            this.notifications.recount();
            throw e;
        }
        finally {
            this.depth--;
        }
    }
    prune(cutoffMs) {
        this.transaction(() => {
            this.runs.prune(cutoffMs);
            this.heartbeats.prune(cutoffMs);
            this.notifications.prune(cutoffMs);
        });
    }
    clear() {
        this.transaction(() => {
            this.runs.clear();
            this.heartbeats.clear();
            this.notifications.clear();
        });
    }
    close() {
        closeOnce(this.db);
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/host.js
/** A 403 unless `host` (the Host header) names an address, localhost or `listenHost`. */
function refuseForeignHost(host, listenHost) {
    const name = host === undefined ? undefined : hostName(host);
    if (name !== undefined && (isAddressOrLocalhost(name) || name === listenHost?.toLowerCase())) {
        return undefined;
    }
    return {
        status: 403,
        body: { error: 'the emulator answers requests to an IP address, localhost or its --host only' }
    };
}
/** The name in a Host header, without its port or IPv6 brackets, lower case. */
function hostName(host) {
    const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0];
    return name.toLowerCase();
}
function isAddressOrLocalhost(name) {
    return (name === 'localhost' ||
        /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
        /^[0-9a-f]*:[0-9a-f:.]*$/.test(name));
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/auth.js
function authForm(header, pipelineFamily, apiKey) {
    if (!header)
        return 'missing';
    if (header === apiKey)
        return pipelineFamily ? 'wrong' : 'bare';
    if (header === `Bearer ${apiKey}`)
        return pipelineFamily ? 'bearer' : 'wrong';
    return 'wrong';
}
/** True when the request carries the form its endpoint takes; else notes the violation. */
function authorized(record, pipelineFamily) {
    if (record.auth === (pipelineFamily ? 'bearer' : 'bare'))
        return true;
    if (record.auth !== 'missing') {
        record.violations.push(pipelineFamily
            ? 'Authorization must be "Bearer <key>" on the pipeline endpoints'
            : 'Authorization must be the bare key on /monitoring and /heartbeat');
    }
    return false;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/rules.js
/**
 * The wire rules of the API text, checked independently of the client: each function returns
 * the rules a request body breaks, in words that name the field.
 */

/** ISO 8601 date-time; `withOffset` asks for an explicit Z or ±hh:mm. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_ANY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function timestamp(body, field, withOffset, out) {
    const v = body[field];
    if (typeof v !== 'string') {
        out.push(`${field} must be an ISO 8601 timestamp string`);
    }
    else if (!(withOffset ? ISO_WITH_OFFSET : ISO_ANY).test(v) || Number.isNaN(Date.parse(v))) {
        out.push(`${field} must be an ISO 8601 timestamp${withOffset ? ' in UTC with a timezone offset' : ''}, got ${JSON.stringify(v)}`);
    }
}
function optionalFields(body, out) {
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    if ('tags' in body && body.tags !== null) {
        if (!Array.isArray(body.tags) || body.tags.some(t => typeof t !== 'string')) {
            out.push('tags must be null or a list of strings');
        }
    }
    if ('logs' in body && typeof body.logs !== 'string')
        out.push('logs must be a string');
}
function jobName(body, out) {
    if (typeof body.job_name !== 'string' || body.job_name.trim() === '') {
        out.push('job_name must be a non-empty string');
    }
}
/** 2.1 on a start: status running, run_id "", end_time null, error_details null. */
function checkRunReport(body) {
    const out = [];
    jobName(body, out);
    const status = body.status;
    if (typeof status !== 'string' || !RUN_STATUSES.includes(status)) {
        out.push(`status must be one of ${RUN_STATUSES.join(', ')}`);
        return out;
    }
    if (!('run_id' in body))
        out.push('run_id is required');
    if (!('start_time' in body))
        out.push('start_time is required');
    else
        timestamp(body, 'start_time', true, out);
    if (!('end_time' in body))
        out.push('end_time is required (null on a start)');
    if (status === START_STATUS) {
        if (body.run_id !== '') {
            out.push(`run_id must be an empty string on a start, got ${JSON.stringify(body.run_id)} ` +
                '(the API text shows null in an example; its field description is the rule)');
        }
        if ('end_time' in body && body.end_time !== null)
            out.push('end_time must be null on a start');
        if ('error_details' in body && body.error_details !== null) {
            out.push('error_details must be null on a start');
        }
    }
    else {
        if (typeof body.run_id !== 'string' || body.run_id === '') {
            out.push('run_id must be the run_id returned by the start');
        }
        if ('end_time' in body)
            timestamp(body, 'end_time', true, out);
        if ('error_details' in body && typeof body.error_details !== 'string') {
            out.push('error_details must be a string on an end (the literal None when there is no error)');
        }
        if (!END_STATUSES.includes(status))
            out.push('bad end status');
    }
    optionalFields(body, out);
    return out;
}
/** 2.3. */
function checkHeartbeat(body) {
    const out = [];
    jobName(body, out);
    timestamp(body, 'current_time', false, out);
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    return out;
}
/** 2.4. */
function checkPipelineNotification(body) {
    const out = [];
    if (typeof body.status !== 'string' ||
        !PIPELINE_STATUSES.includes(body.status)) {
        out.push(`status must be one of ${PIPELINE_STATUSES.join(', ')}`);
    }
    if ('message' in body && typeof body.message !== 'string')
        out.push('message must be a string');
    if ('metadata' in body && !isObject(body.metadata))
        out.push('metadata must be an object');
    return out;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/endpoints.js
/** The four endpoints of the API text: what each checks, records and answers. */




function handleRunReport(state, body, record) {
    const { runs } = state;
    const violations = checkRunReport(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    if (body.status === START_STATUS) {
        const runId = `run_${(0,external_node_crypto_namespaceObject.randomBytes)(8).toString('hex')}`;
        runs.add({
            run_id: runId,
            job_name: body.job_name,
            status: START_STATUS,
            start_time: body.start_time,
            end_time: null,
            error_details: null,
            ...(isObject(body.metadata) ? { metadata: body.metadata } : {}),
            ...('tags' in body ? { tags: body.tags } : {}),
            ...(typeof body.logs === 'string' ? { logs: body.logs } : {}),
            heartbeats: 0,
            received_start: state.iso()
        });
        return { status: 200, body: { run_id: runId }, doubleEncoded: true };
    }
    const run = runs.get(body.run_id);
    if (!run) {
        record.violations.push('end report for an unknown run_id');
        return { status: 404, body: { error: `unknown run_id ${JSON.stringify(body.run_id)}` } };
    }
    if (run.status !== START_STATUS) {
        record.violations.push(`end report for a run already ${run.status}`);
        return { status: 409, body: { error: `run ${run.run_id} already ended (${run.status})` } };
    }
    const mismatch = [];
    if (body.job_name !== run.job_name)
        mismatch.push('job_name must be the same as on the start');
    if (body.start_time !== run.start_time) {
        mismatch.push("start_time must be byte-identical to the start report's");
    }
    if (mismatch.length) {
        record.violations.push(...mismatch);
        return { status: 400, body: { error: mismatch.join('; ') } };
    }
    run.status = body.status;
    run.end_time = body.end_time;
    run.error_details = body.error_details ?? null;
    if (isObject(body.metadata))
        run.end_metadata = body.metadata;
    if ('tags' in body)
        run.tags = body.tags;
    if (typeof body.logs === 'string') {
        // The end's logs replace the start's, including any the emulator had to drop.
        run.logs = body.logs;
        delete run.logs_dropped_bytes;
    }
    run.received_end = state.iso();
    runs.updated(run);
    return { status: 200, body: { update_status: UPDATE_STATUS.updated }, doubleEncoded: true };
}
function handleHeartbeat(state, body, record) {
    const violations = checkHeartbeat(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    const jobName = body.job_name;
    const run = state.runs.latestRunning(jobName);
    const at = state.iso();
    if (run) {
        run.heartbeats++;
        run.last_heartbeat = at;
        state.runs.updated(run);
    }
    state.heartbeats.push({
        at,
        job_name: jobName,
        current_time: body.current_time,
        ...(isObject(body.metadata) ? { metadata: body.metadata } : {}),
        ...(run ? { run_id: run.run_id } : {})
    });
    return {
        status: 200,
        body: {
            success: true,
            message: `Heartbeat received for ${jobName}`,
            next_expected: new Date(state.now() + state.intervalMs).toISOString()
        }
    };
}
function handleNotify(state, pipelineId, body, record) {
    const violations = checkPipelineNotification(body);
    if (violations.length) {
        record.violations.push(...violations);
        return { status: 400, body: { error: violations.join('; ') } };
    }
    state.notifications.push({
        at: state.iso(),
        pipeline_id: pipelineId,
        status: body.status,
        ...(typeof body.message === 'string' ? { message: body.message } : {}),
        ...(isObject(body.metadata) ? { metadata: body.metadata } : {})
    });
    return { status: 200, body: { status: 'ok', pipeline_id: pipelineId } };
}
function listPipelines(state) {
    const pipelines = pipelineSummaries(state.notifications.items()).map(({ recent: _recent, ...p }) => p);
    return { status: 200, body: { pipelines } };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/faults.js
function describeFault(f) {
    if (f.hang)
        return 'hang';
    if (f.reset)
        return 'reset';
    if (f.updateStatusFailed)
        return 'update_status Failed';
    if (f.status)
        return `status ${f.status}${f.retryAfter ? ` (Retry-After ${f.retryAfter})` : ''}`;
    return `delay ${f.delayMs ?? 0} ms`;
}
function matches(f, path, isEnd) {
    if (f.updateStatusFailed && !isEnd)
        return false;
    if (f.path === '*')
        return true;
    if (f.path.endsWith('*'))
        return path.startsWith(f.path.slice(0, -1));
    return f.path === path;
}
class FaultBook {
    faults = [];
    add(f) {
        if (typeof f?.path !== 'string' || f.path === '')
            throw new Error('a fault needs a path');
        this.faults.push({ ...f, left: Math.max(1, Math.floor(f.count ?? 1)) });
    }
    /** The faults still to be played, each with the uses it has left. */
    pending() {
        return this.faults.map(f => ({ ...f }));
    }
    clear() {
        this.faults = [];
    }
    /** Takes one use of the first fault that applies to this request. */
    take(path, isEnd) {
        const i = this.faults.findIndex(f => matches(f, path, isEnd));
        if (i < 0)
            return undefined;
        const f = this.faults[i];
        if (--f.left <= 0)
            this.faults.splice(i, 1);
        return f;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/routing.js

function route(method, path) {
    if (method === 'POST' && path === PATHS.monitoring)
        return { endpoint: 'monitoring' };
    if (method === 'POST' && path === PATHS.heartbeat)
        return { endpoint: 'heartbeat' };
    if (method === 'GET' && path === PATHS.pipelines)
        return { endpoint: 'list-pipelines' };
    const notify = PATHS.pipelineNotify.exec(path);
    if (method === 'POST' && notify)
        return { endpoint: 'notify', pipelineId: notify[1] };
    return { endpoint: 'unknown' };
}
/** The pipeline endpoints, which take `Bearer <key>`. */
function isPipelineFamily(path) {
    return path.startsWith('/api/');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/serve.js







function send(res, a) {
    const text = a.doubleEncoded ? JSON.stringify(JSON.stringify(a.body)) : JSON.stringify(a.body);
    // nosniff: a browser never reads an answer (which may hold text from requests) as HTML.
    res.writeHead(a.status, {
        'Content-Type': 'application/json',
        'X-Content-Type-Options': 'nosniff',
        ...a.headers
    });
    res.end(text);
}
/**
 * A body over the limit was read to its end without being kept: refused with 413, recorded
 * (without the body) when it was for one of the service's endpoints.
 */
function refuseTooLarge({ state, apiKey }, req, res, path, bytes) {
    const max = state.limits.maxBodyBytes;
    if (!path.startsWith('/_emulator/')) {
        state.requests.refuseTooLarge(req, path, bytes, max, isPipelineFamily(path), apiKey);
    }
    send(res, {
        status: 413,
        body: { error: `the body is over the emulator's limit of ${max} bytes` }
    });
}
/** Answers a request for the service's own paths (anything not a page nor under /_emulator/). */
async function serveEndpoint(service, req, res, path, raw) {
    const { state } = service;
    const pipelineFamily = isPipelineFamily(path);
    const record = state.requests.add(req, path, raw, pipelineFamily, service.apiKey);
    const answer = (a) => {
        record.status = a.status;
        send(res, a);
    };
    const r = route(req.method, path);
    if (r.endpoint === 'unknown')
        return answer({ status: 404, body: { error: `no endpoint ${req.method} ${path}` } });
    const parsed = record.body;
    const isEnd = path === PATHS.monitoring && isObject(parsed) && parsed.status !== START_STATUS;
    const fault = state.faults.take(path, isEnd);
    if (fault) {
        record.fault = describeFault(fault);
        if (await playFault(fault, req, res, answer, service.hung))
            return;
    }
    answer(check(state, r, req, record, pipelineFamily));
}
/** The service's checks in its order (key, hourly limit, body form), then the endpoint. */
function check(state, r, req, record, pipelineFamily) {
    if (!authorized(record, pipelineFamily))
        return { status: 401, body: { error: 'Unauthorized' } };
    const retryAfter = state.limit.overLimit();
    if (retryAfter !== undefined) {
        return {
            status: 429,
            body: { error: `Rate limit exceeded: ${state.limit.perHour} requests per hour` },
            headers: { 'Retry-After': String(retryAfter) }
        };
    }
    if (r.endpoint === 'list-pipelines')
        return listPipelines(state);
    if (!isJsonBody(req.headers)) {
        record.violations.push('Content-Type must be application/json');
        return { status: 415, body: { error: 'Content-Type must be application/json' } };
    }
    if (record.unread)
        return { status: 400, body: { error: record.unread } };
    const parsed = record.body;
    if (!isObject(parsed)) {
        record.violations.push('the body must be a JSON object');
        return { status: 400, body: { error: 'the body must be a JSON object' } };
    }
    // One transaction per request: a process killed part way keeps none of its changes.
    return state.history.transaction(() => {
        state.pruneOld();
        return dispatch(state, r, parsed, record);
    });
}
/** The endpoint's own handler, once auth, the limit and the body's form have passed. */
function dispatch(state, r, body, record) {
    switch (r.endpoint) {
        case 'monitoring':
            return handleRunReport(state, body, record);
        case 'heartbeat':
            return handleHeartbeat(state, body, record);
        case 'notify':
            return handleNotify(state, decodeURIComponent(r.pipelineId), body, record);
    }
}
/**
 * Plays an injected fault. Returns true when the request is handled (hung, reset or answered);
 * a fault that is only a delay lets it go on.
 */
async function playFault(fault, req, res, answer, hung) {
    if (fault.delayMs)
        await new Promise(r => setTimeout(r, fault.delayMs));
    if (fault.hang) {
        hung.add(res);
        return true;
    }
    if (fault.reset) {
        req.socket.destroy();
        return true;
    }
    if (fault.updateStatusFailed) {
        answer({ status: 200, body: { update_status: UPDATE_STATUS.failed }, doubleEncoded: true });
        return true;
    }
    if (fault.status) {
        answer({
            status: fault.status,
            body: { error: `injected fault: status ${fault.status}` },
            ...(fault.retryAfter ? { headers: { 'Retry-After': fault.retryAfter } } : {})
        });
        return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/rate-limit.js
/**
 * The hourly request limit (API text, 8): fixed one-hour windows from the first counted
 * request (the API text leaves open whether the window is fixed or sliding).
 */
const HOUR_MS = 3600_000;
class HourlyLimit {
    now;
    perHour;
    windowStart;
    windowCount = 0;
    constructor(now, perHour) {
        this.now = now;
        this.perHour = perHour;
    }
    /** Counts a request; over the limit, the seconds until the window ends (for Retry-After). */
    overLimit() {
        const t = this.now();
        if (this.windowStart === undefined || t - this.windowStart >= HOUR_MS) {
            this.windowStart = t;
            this.windowCount = 0;
        }
        this.windowCount++;
        if (this.windowCount <= this.perHour)
            return undefined;
        return Math.max(1, Math.ceil((this.windowStart + HOUR_MS - t) / 1000));
    }
    reset() {
        this.windowStart = undefined;
        this.windowCount = 0;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/record.js



/** The record's own fields beside the body, counted so many tiny requests are bounded too. */
const RECORD_OVERHEAD_BYTES = 256;
class RequestRecord {
    iso;
    kept;
    /** Numbers the records; not reset, so a record's number stays unique. */
    seq = 0;
    constructor(maxRequests, maxBytes, iso) {
        this.iso = iso;
        this.kept = new BoundedList(maxRequests, maxBytes, r => Buffer.byteLength(r.rawBody) + RECORD_OVERHEAD_BYTES);
    }
    /**
     * Records a request with its body as received, parsed too when it is JSON: here, once, for
     * every reader after (a body nested too deep is refused, and not parsed: see read-json.ts).
     */
    add(req, path, raw, pipelineFamily, apiKey) {
        const { value: parsed, refused } = readBody(raw);
        const record = {
            seq: ++this.seq,
            at: this.iso(),
            method: req.method ?? '',
            path,
            auth: authForm(req.headers.authorization, pipelineFamily, apiKey),
            rawBody: raw,
            body: parsed,
            status: 0,
            violations: refused ? [refused] : [],
            ...(refused ? { unread: refused } : {})
        };
        this.kept.push(record);
        return record;
    }
    /** Records a request refused for the size of its body: its body is not kept. */
    refuseTooLarge(req, path, bytes, maxBytes, pipelineFamily, apiKey) {
        const record = this.add(req, path, '', pipelineFamily, apiKey);
        record.status = 413;
        record.violations.push(`the body (${bytes} bytes) is over the emulator's limit of ${maxBytes} bytes; not kept`);
        return record;
    }
    /** Oldest first. */
    list() {
        return this.kept.items();
    }
    retention() {
        return this.kept.retention();
    }
    clear() {
        this.kept.clear();
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/service/state.js




const state_DAY_MS = 86_400_000;
/** How often, at most, history older than the retention is looked for. */
const PRUNE_EVERY_MS = 60_000;
class EmulatorState {
    now;
    limits;
    history;
    intervalMs;
    retentionDays;
    requests;
    runs;
    notifications;
    heartbeats;
    faults = new FaultBook();
    limit;
    prunedAt = -Infinity;
    constructor(now, hourlyLimit, limits, history, 
    /** The interval behind next_expected, which also says when a run is stalled. */
    intervalMs, 
    /** Runs and events older than this many days are forgotten; undefined keeps them. */
    retentionDays) {
        this.now = now;
        this.limits = limits;
        this.history = history;
        this.intervalMs = intervalMs;
        this.retentionDays = retentionDays;
        this.limit = new HourlyLimit(now, hourlyLimit);
        this.requests = new RequestRecord(limits.maxRecordedRequests, limits.maxRecordedBytes, () => this.iso());
        this.runs = history.runs;
        this.notifications = history.notifications;
        this.heartbeats = history.heartbeats;
        this.pruneOld();
    }
    iso() {
        return new Date(this.now()).toISOString();
    }
    /** Forgets what is older than the retention (at most once a minute: it runs on requests). */
    pruneOld() {
        if (this.retentionDays === undefined)
            return;
        const now = this.now();
        if (now - this.prunedAt < PRUNE_EVERY_MS)
            return;
        this.prunedAt = now;
        this.history.prune(now - this.retentionDays * state_DAY_MS);
    }
    report(run) {
        return runReport(run, this.now(), this.intervalMs);
    }
    /** The runs a query asks for, with their state, oldest first. */
    reports(q = { filter: {} }) {
        // The store takes the limit itself unless the state asked for is one it cannot see.
        const filter = q.state ? q.filter : { ...q.filter, newest: q.limit };
        let out = this.runs.list(filter).map(r => this.report(r));
        if (q.state)
            out = out.filter(r => r.state === q.state);
        return q.limit === undefined ? out : out.slice(-q.limit);
    }
    summary() {
        return {
            requests: this.requests.retention(),
            runs: this.runs.retention(),
            heartbeats: this.heartbeats.retention(),
            notifications: this.notifications.retention(),
            maxBodyBytes: this.limits.maxBodyBytes
        };
    }
    /** Forgets runs, records, faults and the hourly count. */
    reset() {
        this.requests.clear();
        this.history.clear();
        this.faults.clear();
        this.limit.reset();
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/server.js
/**
 * The local Job Monitoring Service: the four endpoints of the API text on loopback, strict
 * about its wire rules, with a record of every request, a run history, an hourly limit and
 * injectable faults. It shares only types with the client, so a bug in one cannot hide a bug
 * in the other.
 */










async function startEmulator(o) {
    if (!o.apiKey)
        throw new Error('the emulator needs an API key to accept');
    const limits = resolveLimits(o.limits);
    const history = o.dataFile ? await openSqliteHistory(o.dataFile, limits) : memoryHistory(limits);
    const service = {
        state: emulatorState(o, limits, history),
        apiKey: o.apiKey,
        hung: new Set()
    };
    const server = (0,external_node_http_namespaceObject.createServer)(whenRead(limits.maxBodyBytes, service, o.host));
    const sockets = openSockets(server);
    await listen(server, o, history);
    return emulatorOf(service, server, sockets, history, o.host);
}
function emulatorState(o, limits, history) {
    return new EmulatorState(o.now ?? Date.now, o.hourlyLimit ?? REQUESTS_PER_HOUR, limits, history, (o.heartbeatIntervalSeconds ?? HEARTBEAT_INTERVAL_SECONDS) * 1000, o.retentionDays);
}
/**
 * Reads each request's body, then answers it. Past the limit the rest of the body is read and
 * thrown away, so the client gets the 413 rather than a connection reset in the middle of its
 * upload.
 */
function whenRead(maxBodyBytes, service, listenHost) {
    return (req, res) => {
        const chunks = [];
        let size = 0;
        req.on('data', (c) => {
            size += c.length;
            if (size <= maxBodyBytes)
                chunks.push(c);
            else
                chunks.length = 0;
        });
        req.on('end', () => {
            if (size > maxBodyBytes)
                return refuseTooLarge(service, req, res, pathOf(req), size);
            const raw = Buffer.concat(chunks).toString('utf8');
            answer(service, listenHost, req, res, raw).catch(e => {
                if (!res.headersSent)
                    send(res, { status: 500, body: { error: String(e) } });
            });
        });
    };
}
/** Sends a request to the emulator's own endpoints, a page, or the service's endpoints. */
async function answer(service, listenHost, req, res, raw) {
    const { state } = service;
    const url = new URL(req.url ?? '/', 'http://emulator');
    const path = url.pathname;
    const own = path.startsWith('/_emulator/');
    if (own || isPage(path)) {
        const refused = refuseForeignHost(req.headers.host, listenHost);
        if (refused)
            return send(res, refused);
    }
    if (own)
        return send(res, control(state, req.method, path, url.searchParams, req.headers, raw));
    const page = req.method === 'GET' ? pageAt(state, path, url.searchParams) : undefined;
    if (page && 'html' in page) {
        res.writeHead(200, page.headers);
        return void res.end(page.html);
    }
    if (page)
        return send(res, page);
    return serveEndpoint(service, req, res, path, raw);
}
function pathOf(req) {
    return new URL(req.url ?? '/', 'http://emulator').pathname;
}
/** The open connections, destroyed on close so that a kept-alive one does not hold it. */
function openSockets(server) {
    const sockets = new Set();
    server.on('connection', s => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
    });
    return sockets;
}
async function listen(server, o, history) {
    await new Promise((resolve, reject) => {
        server.once('error', e => {
            // Not listening: let the file go, for another emulator or a retry.
            history.close();
            reject(e);
        });
        server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
    });
}
/** The running emulator's handle: its address, its records, its faults, and closing it. */
function emulatorOf({ state, apiKey, hung }, server, sockets, history, listenHost) {
    const { port } = server.address();
    const host = listenHost && listenHost !== '0.0.0.0' ? listenHost : '127.0.0.1';
    return {
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        apiKey,
        requests: () => state.requests.list(),
        runs: () => state.runs.list(),
        reports: () => state.reports(),
        notifications: () => state.notifications.items(),
        heartbeats: () => state.heartbeats.items(),
        record: () => state.summary(),
        inject: f => state.faults.add(f),
        clearFaults: () => state.faults.clear(),
        reset: () => state.reset(),
        close: () => new Promise(resolve => {
            for (const s of sockets)
                s.destroy();
            hung.clear();
            server.close(() => {
                history.close();
                resolve();
            });
        })
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/emulator/index.js
/**
 * The local service emulator as a library (`job-monitor/emulator`): `startEmulator` and the
 * shapes it records. Its command (`job-monitor emulator`, and the emulator's own bundle) is in
 * the command-line tool: src/cli/emulator-command.ts.
 */





var __webpack_exports__DEFAULT_LIMITS = __webpack_exports__.dR;
var __webpack_exports__renderRunsPage = __webpack_exports__.ox;
var __webpack_exports__renderRunsTable = __webpack_exports__.Pr;
var __webpack_exports__startEmulator = __webpack_exports__.sJ;
export { __webpack_exports__DEFAULT_LIMITS as DEFAULT_LIMITS, __webpack_exports__renderRunsPage as renderRunsPage, __webpack_exports__renderRunsTable as renderRunsTable, __webpack_exports__startEmulator as startEmulator };
