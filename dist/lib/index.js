import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

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
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
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
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
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
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  lR: () => (/* reexport */ AuthError),
  Rc: () => (/* reexport */ ConnectionError),
  B_: () => (/* reexport */ END_STATUSES),
  NS: () => (/* reexport */ HeadTailCapture),
  zP: () => (/* reexport */ HourSpentError),
  F9: () => (/* reexport */ HttpStatusError),
  Wb: () => (/* binding */ JobMonitor),
  UK: () => (/* reexport */ MonitorClient),
  Fu: () => (/* reexport */ MonitorError),
  VT: () => (/* reexport */ NO_ERROR),
  si: () => (/* reexport */ OversizedAnswerError),
  R7: () => (/* reexport */ PATHS),
  ev: () => (/* reexport */ PIPELINE_STATUSES),
  LV: () => (/* reexport */ RUN_STATUSES),
  pO: () => (/* reexport */ Redactor),
  DD: () => (/* reexport */ RefusedFieldError),
  hy: () => (/* reexport */ ReportInputError),
  RD: () => (/* reexport */ ResponseShapeError),
  V8: () => (/* reexport */ RunQueue),
  L_: () => (/* reexport */ SettingError),
  MU: () => (/* reexport */ TimeoutError),
  vR: () => (/* reexport */ UpdateFailedError),
  xv: () => (/* reexport */ VERSION),
  Dn: () => (/* binding */ boundedLogs),
  Vj: () => (/* reexport */ decodeBody),
  Wm: () => (/* binding */ _lib_modules_defaultQueueDir),
  JT: () => (/* binding */ _lib_modules_defaultTransport),
  gq: () => (/* reexport */ deliverOrQueue),
  Be: () => (/* reexport */ describeAttempt),
  eQ: () => (/* reexport */ endReport),
  dm: () => (/* reexport */ headTail),
  RJ: () => (/* reexport */ heartbeatBody),
  zm: () => (/* reexport */ httpClientTransport),
  u8: () => (/* reexport */ isoUtc),
  we: () => (/* reexport */ joinUrl),
  r9: () => (/* reexport */ newRunKey),
  HO: () => (/* reexport */ nextBeatDelay),
  ss: () => (/* reexport */ nodeHttpTransport),
  CS: () => (/* reexport */ pipelineNotification),
  jg: () => (/* reexport */ runHeartbeats),
  Fg: () => (/* reexport */ startReport),
  ml: () => (/* reexport */ systemClock)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
;// CONCATENATED MODULE: ./dist/.lib-modules/client/retry.js
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;
/**
 * The longest `Retry-After` a 429 is believed for. Its wait is kept by the queue, not spent in
 * line, so it may be as long as the hourly window it speaks of, and no longer.
 */
const MAX_RATE_LIMIT_WAIT_MS = 3_600_000;
/** Below this, an attempt cannot complete a request: don't start it. */
const MIN_ATTEMPT_MS = 50;
/** Answers whose `Retry-After` is read (RFC 9110 gives it meaning on 429 and 503). */
const RETRY_AFTER_STATUSES = new Set([429, 503]);
/** Whether an attempt that failed this way is tried again. */
function isRetried(outcome) {
    if ('answered' in outcome) {
        const status = outcome.answered;
        // 200 here is a failed update or an answer in no shape the text describes: a proxy or a
        // service in trouble answered, and may not later.
        return status === 200 || status === 429 || status >= 500;
    }
    return outcome.unanswered !== 'wrong-protocol';
}
/**
 * Whether the wait after this failed attempt is handed over rather than spent in line. A 429 is
 * the key's hourly limit (API text, 8.1): it lifts in minutes, not in the seconds a job could
 * wait, and each attempt in between may count against the same hour. So the sequence stops at
 * once with its place kept (attempts made, the earliest next attempt after the rule's backoff
 * or the answer's Retry-After) and the next carrier makes the next attempt: the queue's replay,
 * the heartbeat helper carrying a start, the heartbeat loop's next beat. The rule's exponential
 * backoff still holds, as the least wait between attempts; no job is held for it.
 */
function handedOver(error) {
    return error.status === 429;
}
/** The wait after failed attempt `attempt` (0-based), before the next one. */
function backoffMs(attempt, retryAfterMs) {
    const exponential = 2 ** attempt * 1000;
    return retryAfterMs === undefined ? exponential : Math.max(exponential, retryAfterMs);
}
/**
 * After a sequence has made all its attempts, how long the same call rests before a new
 * sequence may begin: twice the rule's last wait (8 s for 3 attempts), or longer when the
 * service asked for it. Without it a run that ends at once during an outage would send its
 * queued start report a second round of attempts at its end, against the rule's 3 and the key's
 * hourly budget; a run that lasts longer still delivers it at its end once the service is back.
 */
function restAfterSequenceMs(maxAttempts, retryAfterMs) {
    const lastWait = 2 ** (maxAttempts - 1) * 1000;
    return Math.max(2 * lastWait, retryAfterMs ?? 0);
}
/**
 * Where a carrier that picks up a call goes on: the same sequence while it has attempts left;
 * a new one (after the rest, kept in `notBefore`) once it is spent. A queued call is thus sent
 * again by every later replay, never more than `maxAttempts` times by one.
 */
function sequenceToContinue(state, maxAttempts) {
    if (state.attempts < maxAttempts)
        return state;
    return state.notBefore === undefined
        ? { attempts: 0 }
        : { attempts: 0, notBefore: state.notBefore };
}
/**
 * The wait an answer asks for, in ms, when its status is one whose `Retry-After` counts: up to
 * `capMs` for a wait spent in line (a 503's), up to the hour for a 429's (handed over).
 */
function retryAfterOf(status, header, now, capMs) {
    if (!RETRY_AFTER_STATUSES.has(status))
        return undefined;
    return parseRetryAfter(header, now, status === 429 ? MAX_RATE_LIMIT_WAIT_MS : capMs);
}
/**
 * A `Retry-After` value in ms: delay-seconds or an HTTP date (RFC 9110, 10.2.3), capped.
 * Unreadable values are ignored.
 */
function parseRetryAfter(value, now, capMs) {
    if (!value)
        return undefined;
    const text = value.trim();
    let ms;
    if (/^\d+$/.test(text))
        ms = Number(text) * 1000;
    else {
        const at = Date.parse(text);
        if (Number.isNaN(at))
            return undefined;
        ms = at - now;
    }
    return Math.min(Math.max(ms, 0), capMs);
}
/**
 * Runs the attempts of one sequence under the rule. `attempt` makes one request within the
 * timeout it is given and rejects with a MonitorError when it fails. Waits go through the
 * injected clock. Never throws: the result says what happened, and with which state a later
 * carrier goes on.
 */
async function runSequence(attempt, o) {
    const { clock, maxAttempts, signal, deadline } = o;
    let attempts = o.state?.attempts ?? 0;
    let notBefore = o.state?.notBefore;
    let lastError;
    const undelivered = (error) => ({
        delivered: false,
        error,
        state: notBefore === undefined ? { attempts } : { attempts, notBefore }
    });
    const notYet = (why) => lastError ?? o.notAttempted(why);
    while (attempts < maxAttempts) {
        if (signal?.aborted)
            return undelivered(notYet('stopped'));
        const at = Math.max(clock.now(), notBefore ?? 0);
        if (deadline !== undefined && deadline - at < MIN_ATTEMPT_MS)
            return undelivered(notYet('the deadline came first'));
        // The hour is asked before any wait: nobody is held for a budget that has no room.
        const held = await budgetHolds(o, at);
        if (held)
            return undelivered(held);
        // Stopped while the budget was asked or the wait ran: no request goes.
        if (!(await waitUntil(clock, notBefore, signal)) || signal?.aborted)
            return undelivered(notYet('stopped'));
        let timeoutMs = o.timeoutMs;
        if (deadline !== undefined) {
            const left = deadline - clock.now();
            if (left < MIN_ATTEMPT_MS)
                return undelivered(notYet('the deadline came first'));
            timeoutMs = Math.min(timeoutMs, left);
        }
        try {
            const response = await attempt(timeoutMs);
            attempts++;
            await tell(o.budget?.hour, 200);
            o.onAttempt?.({ attempt: attempts, maxAttempts, outcome: 'delivered' });
            return { delivered: true, response, attempts };
        }
        catch (e) {
            const error = e;
            lastError = error;
            attempts++;
            if (error.status !== undefined)
                await tell(o.budget?.hour, error.status, error.retryAfterMs);
            const next = afterFailure(error, attempts, maxAttempts);
            notBefore = next.afterMs === undefined ? undefined : clock.now() + next.afterMs;
            o.onAttempt?.({
                attempt: attempts,
                maxAttempts,
                outcome: 'failed',
                error,
                waitMs: next.waitMs,
                ...(next.handedOver ? { handedOver: true } : {})
            });
            if (next.last)
                return undelivered(error);
        }
    }
    return undelivered(notYet('no attempts left in this sequence'));
}
/**
 * What follows a failed attempt: the wait before the next one in this sequence (spent in line,
 * or the least wait of a handed-over one), or the rest before a new sequence once this one is
 * spent; `afterMs` is when the next attempt may be, whoever makes it.
 */
function afterFailure(error, attempts, maxAttempts) {
    const spent = !error.retryable || attempts >= maxAttempts;
    const waitMs = spent ? undefined : backoffMs(attempts - 1, error.retryAfterMs);
    // A spent sequence of a retried call rests before a carrier may begin a new one.
    const restMs = error.retryable ? restAfterSequenceMs(maxAttempts, error.retryAfterMs) : undefined;
    const handed = waitMs !== undefined && handedOver(error);
    return { last: spent || handed, handedOver: handed, waitMs, afterMs: waitMs ?? restMs };
}
/** The budget's refusal of an attempt at `at`, as the error the sequence ends with. */
async function budgetHolds(o, at) {
    if (!o.budget)
        return undefined;
    let answer;
    try {
        answer = await o.budget.hour.permit(at);
    }
    catch {
        return undefined; // a budget that cannot answer holds nothing back
    }
    return answer.granted ? undefined : o.budget.heldBack(answer);
}
async function tell(budget, status, retryAfterMs) {
    await budget?.answered(status, retryAfterMs).catch(() => undefined);
}
/** Sleeps until `notBefore` (if it is ahead); false when the signal ended the wait. */
async function waitUntil(clock, notBefore, signal) {
    const now = clock.now();
    if (notBefore === undefined || notBefore <= now)
        return true;
    try {
        await clock.sleep(notBefore - now, signal);
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/errors.js
/**
 * Errors the client raises. Every one carries whether trying again can help, as the retry rule
 * (retry.ts) decides for its outcome, so that the retry loop, the queue and the front ends
 * decide the same way.
 */

/** The base of them all; a local refusal (a secret in a field, no address) says for itself. */
class MonitorError extends Error {
    /** True when the same request may succeed later: the retry rule's answer for this outcome. */
    retryable;
    /** HTTP status, when the service answered. */
    status;
    /** Wait asked for by a `Retry-After` header, in ms, already capped. */
    retryAfterMs;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = new.target.name;
        this.retryable = options.retryable;
        this.status = options.status;
        this.retryAfterMs = options.retryAfterMs;
    }
}
/** 401: the key is missing or wrong. Never retried; the message never contains the key. */
class AuthError extends MonitorError {
    constructor(endpoint) {
        super(`The Job Monitoring Service rejected the API key (401 on ${endpoint}). ` +
            'Check the key in the dashboard under Settings > API Keys, and the secret that holds it.', { retryable: isRetried({ answered: 401 }), status: 401 });
    }
}
/** Any other non-200 answer; the rule says which are retried. */
class HttpStatusError extends MonitorError {
    constructor(endpoint, status, detail, retryAfterMs) {
        super(`${endpoint} answered HTTP ${status}${detail ? `: ${detail}` : ''}`, {
            retryable: isRetried({ answered: status }),
            status,
            retryAfterMs
        });
    }
}
/** An end report answered 200 with `update_status: "Failed"`: a failed attempt (API text, 7.2). */
class UpdateFailedError extends MonitorError {
    constructor(endpoint) {
        super(`${endpoint} answered update_status "Failed": the service did not record the end`, {
            retryable: isRetried({ answered: 200 }),
            status: 200
        });
    }
}
/**
 * A 200 whose body lacks what the API text promises (no run_id, HTML, empty body): most often
 * a proxy, a captive portal or a service in trouble answering in its place. It is retried,
 * then queued, like a 5xx. (A pipeline notification never gets here: 4.3, any 200 is success.)
 */
class ResponseShapeError extends MonitorError {
    constructor(endpoint, detail) {
        super(`${endpoint} answered 200 with an unexpected body: ${detail}`, {
            retryable: isRetried({ answered: 200 }),
            status: 200
        });
    }
}
/**
 * An answer longer than the client reads (MAX_ANSWER_BYTES): not one the API text describes.
 * Its connection is dropped unread; retried like any bad answer.
 */
class OversizedAnswerError extends MonitorError {
    constructor(endpoint, limitBytes, status) {
        super(`${endpoint} answered${status ? ` HTTP ${status}` : ''} with a body over ${limitBytes} bytes; it was not read further`, { retryable: isRetried({ unanswered: 'unreadable' }), status });
    }
}
/**
 * Not attempted: the key's hourly budget (the ledger every job on this machine keeps for it)
 * has no room now, or a 429 asked for a pause that has not passed. Nothing was sent; the call
 * keeps its place in its retry sequence and waits, in the queue, for `until` or later.
 */
class HourSpentError extends MonitorError {
    /** ms since the epoch: the earliest moment the budget may have room. */
    until;
    constructor(endpoint, held) {
        super(`${endpoint} was held back for the key's hourly limit: ${held.why}; it may go at ${new Date(held.until).toISOString()} or later`, 
        // The call is sound, only early: it waits, never dropped.
        { retryable: true });
        this.until = held.until;
    }
}
/** No answer within the request timeout. */
class TimeoutError extends MonitorError {
    constructor(endpoint, timeoutMs) {
        super(`${endpoint} did not answer within ${Math.round(timeoutMs / 1000)} s`, {
            retryable: isRetried({ unanswered: 'timeout' })
        });
    }
}
/**
 * The request could not be sent or its answer not read (refused, reset, DNS, TLS). A TLS or
 * HTTP protocol failure is the rule's `wrong-protocol`: the address speaks another protocol, or
 * its certificate is refused; the message names the likely cause.
 */
class ConnectionError extends MonitorError {
    constructor(endpoint, cause) {
        const code = cause?.code;
        const named = typeof code === 'string' ? code : undefined;
        const why = named === undefined ? undefined : protocolTrouble(named, cause);
        super(`${endpoint} could not be reached${named ? ` (${named})` : ''}${why ? `: ${why}` : ''}`, {
            retryable: isRetried({ unanswered: why === undefined ? 'unreachable' : 'wrong-protocol' }),
            cause
        });
    }
}
/** Node's and OpenSSL's codes for a certificate the client does not accept. */
const CERTIFICATE_CODES = new Set([
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'CERT_REVOKED',
    'CERT_UNTRUSTED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'ERR_TLS_CERT_ALTNAME_INVALID'
]);
/** Why a TLS or protocol failure happened, most likely; undefined for any other code. */
function protocolTrouble(code, cause) {
    if (CERTIFICATE_CODES.has(code))
        return ("the service's TLS certificate was not accepted; check the address, and the CA " +
            'certificates this machine trusts (NODE_EXTRA_CA_CERTS)');
    const text = String(cause?.message ?? '');
    if (code === 'EPROTO' || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) {
        return /wrong version number|packet length too long|record layer failure|http request/i.test(text)
            ? 'the TLS handshake met plain HTTP; if the service listens without TLS, its address ' +
                'starts with http://'
            : 'the TLS handshake failed; check that the address is the service, over https://';
    }
    if (code.startsWith('HPE_'))
        return ('the answer was not HTTP; check that the address and port are the service, and that an ' +
            'https:// port is not given as http://');
    return undefined;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/attempt-log.js
/**
 * One log line per attempt, so that every retry shows in the step's log. Built from the
 * error's kind and status only, never its message: a message can hold an excerpt of the
 * answer, and an answer can echo the key.
 */


const WHAT = {
    start: 'start report',
    end: 'end report',
    heartbeat: 'heartbeat',
    'pipeline-notification': 'pipeline notification',
    'list-pipelines': 'pipeline list'
};
/**
 * E.g. "end report: 503 Service Unavailable; attempt 2 of 3 in 2 s", or for a 429 "start
 * report: 429 Too Many Requests; attempt 2 of 3 is left to the queue, in 12 min or later".
 */
function describeAttempt(e) {
    const what = WHAT[e.kind];
    if (e.outcome === 'delivered')
        return `${what}: delivered (attempt ${e.attempt} of ${e.maxAttempts})`;
    const reason = e.error ? reasonOf(e.error) : 'failed';
    let next;
    if (e.waitMs !== undefined && e.handedOver)
        next = `attempt ${e.attempt + 1} of ${e.maxAttempts} is left to the queue, in ${seconds(e.waitMs)} or later`;
    else if (e.waitMs !== undefined)
        next = `attempt ${e.attempt + 1} of ${e.maxAttempts} in ${seconds(e.waitMs)}`;
    else if (e.error && !e.error.retryable)
        next = 'not retried';
    else
        next = `no attempt left (${e.attempt} of ${e.maxAttempts})`;
    return `${what}: ${reason}; ${next}`;
}
function reasonOf(error) {
    if (error instanceof AuthError)
        return '401 Unauthorized (check the API key)';
    if (error instanceof HttpStatusError)
        return `${error.status} ${external_node_http_.STATUS_CODES[error.status ?? 0] ?? 'status'}`.trim();
    if (error instanceof UpdateFailedError)
        return 'update_status "Failed"';
    if (error instanceof OversizedAnswerError)
        return 'answer too long, not read';
    if (error instanceof ResponseShapeError)
        return '200 with an answer not in the expected shape';
    if (error instanceof TimeoutError)
        return 'no answer in time';
    if (error instanceof ConnectionError) {
        const code = error.cause?.code;
        return `could not connect${typeof code === 'string' ? ` (${code})` : ''}`;
    }
    return 'not sent';
}
/** A wait as a person reads it: tenths of a second, whole minutes past two of them. */
function seconds(ms) {
    if (ms >= 120_000)
        return `${Math.round(ms / 60_000)} min`;
    return `${Math.round(ms / 100) / 10} s`;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/clock.js
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        // A wait worked out from a deadline already past is no wait: Node would warn about it
        // (TimeoutNegativeWarning) in the job's log, and about NaN as well.
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms > 0 ? ms : 0);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    })
};

;// CONCATENATED MODULE: ./dist/.lib-modules/client/nesting.js
/**
 * How deeply data we did not write may nest. JSON.parse reads any depth, but JSON.stringify,
 * structuredClone and YAML's parser recurse: metadata nested 20,000 levels deep parses, then
 * overflows the stack when the report is serialized, and the run goes unreported. So every
 * reader of outside data (settings, the service's answers, queued records) refuses what nests
 * deeper than this, before anything recurses into it.
 */
/** Objects and lists inside one another, the outermost counted: `{"a": [1]}` is 2 deep. */
const nesting_MAX_NESTING = 64;
/**
 * True when `value` nests objects and lists more than `limit` levels deep. Walks with a list
 * of its own instead of the call stack, and stops at the first level past the limit.
 */
function nesting_nestsDeeperThan(value, limit = nesting_MAX_NESTING) {
    const pending = [[value, 1]];
    for (let next = pending.pop(); next; next = pending.pop()) {
        const [v, depth] = next;
        if (v === null || typeof v !== 'object')
            continue;
        if (depth > limit)
            return true;
        for (const child of Object.values(v)) {
            if (child !== null && typeof child === 'object')
                pending.push([child, depth + 1]);
        }
    }
    return false;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/decode.js
/**
 * Response bodies of the monitoring endpoint arrive as a JSON string that itself holds a JSON
 * object (API text, 2.2), so they are parsed twice. A plain object is accepted too, in case
 * the service ever answers that way. An answer nested deeper than MAX_NESTING is refused
 * here, so nothing that prints or stores an answer ever recurses into it.
 */

/** An answer that is JSON but nests deeper than MAX_NESTING. */
class TooDeepError extends SyntaxError {
    name = 'TooDeepError';
    constructor() {
        super(`nested more than ${nesting_MAX_NESTING} levels deep`);
    }
}
function decodeBody(text) {
    let value = JSON.parse(text);
    // At most one more level: a string holding a JSON object.
    if (typeof value === 'string') {
        const inner = value.trim();
        if (inner.startsWith('{') || inner.startsWith('['))
            value = JSON.parse(inner);
    }
    if (nesting_nestsDeeperThan(value))
        throw new TooDeepError();
    return value;
}
/**
 * Decodes and returns an object, or a short reason why the body is not one. The reason quotes
 * none of the body: the body is untrusted, and the caller shows it made safe.
 */
function decodeObject(text) {
    if (text.trim() === '')
        return { problem: 'empty body' };
    let value;
    try {
        value = decodeBody(text);
    }
    catch (e) {
        if (e instanceof TooDeepError)
            return { problem: e.message };
        return { problem: 'not JSON' };
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return { problem: `not a JSON object but ${Array.isArray(value) ? 'an array' : typeof value}` };
    }
    return { object: value };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/constants.js
/** Budgets of log capture and redaction. */
/** What a hidden secret becomes. */
const MASK = '***';
/** Secrets shorter than this would shred ordinary text; they are not registered. */
const MIN_SECRET_LENGTH = 4;
/**
 * Bytes kept on each side of a cut so that a credential straddling it is recognised whole (a
 * `password = ...` prefix, a private key block, a long JWT). Anything longer still loses the
 * piece that touches the window's edge (see Redactor's open edges).
 */
const REDACTION_CONTEXT_BYTES = 8192;
/** Encoded forms of a secret shorter than this are not looked for: they would match by chance. */
const MIN_ENCODED_FORM_LENGTH = 8;
/**
 * error_details' quote of a failed run's output (failure-quote.ts): the last ERROR_LINES_KEPT
 * error lines, each cut to ERROR_LINE_BYTES, then the last ERROR_DETAILS_TAIL_LINES lines,
 * within ERROR_DETAILS_MAX_BYTES in all.
 */
const ERROR_LINES_KEPT = 10;
const ERROR_LINE_BYTES = 1000;
const ERROR_DETAILS_MAX_BYTES = 4096;
const ERROR_DETAILS_TAIL_LINES = 8;

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/redact-layouts.js
/**
 * A secret laid out as dumps print it, which no single spelling of it matches: hex with a
 * separator between its bytes (Node's `<Buffer 4a 4f ...>` of a file read with no encoding,
 * `xxd -g1`, `a1:b2:c3` fingerprints, `bytes.hex(' ')`), and base64 or hex broken into lines
 * (GNU `base64`, 76 columns; PEM and `openssl base64`, 64; `xxd -p`, 60; indented in YAML). Each layout is read
 * as a view of the text with the layout undone, over the lines that hold it and the text's
 * first and last lines (so that the view starts and ends where the text does, for a piece of
 * a secret at an open edge). One pass each: linear in the text.
 */

/** Where the line holding offset `i` starts. */
function lineStart(text, i) {
    return i <= 0 ? 0 : text.lastIndexOf('\n', i - 1) + 1;
}
/** Where the line holding offset `i` ends, its line break included. */
function lineEnd(text, i) {
    const nl = text.indexOf('\n', i);
    return nl < 0 ? text.length : nl + 1;
}
/**
 * [start, end) pairs of whole lines: those holding each of `at`'s [start, end) places (given in
 * order), and the text's first and last lines. Places next to one another are merged.
 */
function linesHolding(text, at) {
    const ranges = [0, lineEnd(text, 0)];
    const add = (start, end) => {
        const last = ranges.length - 1;
        if (start <= ranges[last])
            ranges[last] = Math.max(ranges[last], end);
        else
            ranges.push(start, end);
    };
    for (let k = 0; k < at.length; k += 2)
        add(lineStart(text, at[k]), lineEnd(text, at[k + 1]));
    add(lineStart(text, text.length - 1), text.length);
    return ranges;
}
/**
 * Builds a view: runs of the text copied as they are (sliced, their offsets filled in a tight
 * loop) and characters of its own (a decoded byte) between them.
 */
class ViewBuilder {
    parts = [];
    at;
    to;
    n = 0;
    constructor(capacity) {
        this.at = new Int32Array(capacity);
        this.to = new Int32Array(capacity);
    }
    /** The text's characters [from, to), as they are. */
    copy(text, from, to) {
        if (to <= from)
            return;
        this.parts.push(text.slice(from, to));
        for (let i = from; i < to; i++) {
            this.at[this.n] = i;
            this.to[this.n++] = i + 1;
        }
    }
    /** One character (a UTF-16 code unit) read from the text's [at, to). */
    push(code, at, to) {
        this.parts.push(String.fromCharCode(code));
        this.at[this.n] = at;
        this.to[this.n++] = to;
    }
    view() {
        return {
            text: this.parts.join(''),
            at: this.at.subarray(0, this.n),
            to: this.to.subarray(0, this.n)
        };
    }
}
function hexDigit(c) {
    if (c >= 48 && c <= 57)
        return c - 48;
    const l = c | 0x20;
    return l >= 97 && l <= 102 ? l - 87 : -1;
}
function isAlphanumeric(c) {
    return (c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122);
}
/** The byte whose two hex digits are at `i`. */
function byteAt(text, i) {
    return hexDigit(text.charCodeAt(i)) * 16 + hexDigit(text.charCodeAt(i + 1));
}
/**
 * A run of bytes in hex, one separator between each two: a single character, the same
 * throughout the run, neither a letter, a digit nor a line break. Whatever comes before its
 * first byte or after its last (`0x`, `<Buffer `) does not matter. `sep`: the separator, or
 * any (captured); `more`: how many bytes beyond the first two.
 */
const hexRun = (sep, more) => new RegExp(`[0-9a-f]{2}${sep}[0-9a-f]{2}(?:${sep === ANY_SEP ? '\\1' : sep}[0-9a-f]{2})${more}`, 'gi');
const ANY_SEP = '([^0-9a-z\\r\\n])';
/** A run that may hold a secret: what brings its line into a view, and names its separator. */
const LONG_SEPARATED_HEX = hexRun(ANY_SEP, `{${MIN_SECRET_LENGTH - 2},}`);
/**
 * The text with its hex separated by one character decoded, each byte a character of its own
 * (as `\xNN` is), over the lines that hold a run of at least MIN_SECRET_LENGTH bytes: one view
 * per separator such runs use. A view reads runs of its own separator alone: read as any
 * separator, a byte of other text before the run (`00 ` before `4a:4d:...`) would pair with the
 * run's first byte and the run would never be read whole.
 */
function separatedHexViews(text) {
    const long = new Map();
    LONG_SEPARATED_HEX.lastIndex = 0;
    for (let m = LONG_SEPARATED_HEX.exec(text); m; m = LONG_SEPARATED_HEX.exec(text)) {
        let at = long.get(m[1]);
        if (!at)
            long.set(m[1], (at = []));
        at.push(m.index, m.index + m[0].length);
    }
    return [...long].map(([sep, at]) => separatedHexView(text, sep, at));
}
/** The view of the runs whose separator is `sep`, over the lines holding `at`'s places. */
function separatedHexView(text, sep, at) {
    const run = hexRun(sep.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'), '*');
    const ranges = linesHolding(text, at);
    const out = new ViewBuilder(text.length);
    for (let k = 0; k < ranges.length; k += 2) {
        const end = ranges[k + 1];
        let i = ranges[k];
        run.lastIndex = i;
        for (let m = run.exec(text); m && m.index < end; m = run.exec(text)) {
            out.copy(text, i, m.index);
            i = m.index + m[0].length;
            for (let b = m.index; b < i; b += 3)
                out.push(byteAt(text, b), b, b + 2);
        }
        out.copy(text, i, end);
    }
    return out.view();
}
/** The shortest line of wrapped base64 (or hex) that is joined to the next. */
const WRAPPED_LINE_MIN = 16;
/** base64's alphabet, base64url's and padding: what wrapped lines are made of. */
function isBase64(c) {
    return isAlphanumeric(c) || c === 43 || c === 47 || c === 61 || c === 45 || c === 95;
}
const isBlank = (c) => c === 32 || c === 9;
/**
 * Whether the line [start, end) (its break left out, a CR of CRLF included) may be a line of
 * wrapped base64 or hex: past its indentation (a YAML block, a PEM in a config), at least
 * WRAPPED_LINE_MIN characters, all of base64's alphabet. `code` reads the text (a string's
 * characters or a buffer's bytes: both ASCII here).
 */
function isWrappedLine(code, start, end) {
    const last = end > start && code(end - 1) === 13 ? end - 1 : end;
    let i = start;
    while (i < last && isBlank(code(i)))
        i++;
    if (last - i < WRAPPED_LINE_MIN)
        return false;
    for (; i < last; i++)
        if (!isBase64(code(i)))
            return false;
    return true;
}
/**
 * The line breaks of wrapped base64: after a line that may be one (isWrappedLine), before a
 * line that goes on with base64's alphabet past its indentation. [start, end) pairs, in order,
 * each from the break (its CR included) to the next line's first character.
 */
function wrapBreaks(text) {
    const breaks = [];
    const code = (i) => text.charCodeAt(i);
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; start = nl + 1, nl = text.indexOf('\n', start)) {
        if (!isWrappedLine(code, start, nl))
            continue;
        let next = nl + 1;
        while (isBlank(code(next)))
            next++;
        if (isBase64(code(next)))
            breaks.push(nl > start && code(nl - 1) === 13 ? nl - 1 : nl, next);
    }
    return breaks;
}
/** The text with the line breaks of wrapped base64 taken out. Undefined when it has none. */
function joinedLinesView(text) {
    const breaks = wrapBreaks(text);
    if (breaks.length === 0)
        return undefined;
    const ranges = linesHolding(text, breaks);
    const out = new ViewBuilder(text.length);
    let b = 0;
    for (let k = 0; k < ranges.length; k += 2) {
        const end = ranges[k + 1];
        let i = ranges[k];
        // Each range is whole lines: a break in it lies wholly inside it.
        for (; b < breaks.length && breaks[b] < end; b += 2) {
            out.copy(text, i, breaks[b]);
            i = breaks[b + 1];
        }
        out.copy(text, i, end);
    }
    return out.view();
}
/** The views of the text's layouts: separated hex decoded, wrapped lines joined. */
function laidOutViews(text) {
    const joined = joinedLinesView(text);
    return joined ? [...separatedHexViews(text), joined] : separatedHexViews(text);
}

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/redact-forms.js
/**
 * The forms a secret takes in a log or an answer: spelled out (raw, URL-encoded, base64 at any
 * alignment, base64url, hex, and base64 of its UTF-16 as PowerShell's `-EncodedCommand` takes
 * it), hidden in a text whose characters are encoded (UTF-16, JSON `\uXXXX` escapes, `\xNN`
 * escapes, percent-encoding once or twice, HTML character references, in any mix), which is
 * read as it would be once decoded, and laid out as a dump prints it (hex with a separator
 * between its bytes, base64 or hex broken into lines), read with the layout undone.
 */


/**
 * The longest spelling of one character the view reads, in bytes per byte of its UTF-8: an
 * HTML reference with its digits' bound of leading zeros (`&#0000065;`, `&#x000041;`). The
 * bounds keep the view linear and what a stream holds at a cut bounded.
 */
const LONGEST_CHARACTER_SPELLING = 10;
const REFERENCE_DIGITS = { decimal: 7, hex: 6 };
/** What the view may have to undo: each line that holds one is read decoded. */
const ENCODED = /\\u[0-9a-f]{4}|\\x[0-9a-f]{2}|%[0-9a-f]{2}|&#(?:[0-9]|x[0-9a-f])|\0/gi;
function hexAt(text, i, n) {
    let v = 0;
    for (let k = i; k < i + n; k++) {
        const c = text.charCodeAt(k);
        const d = c >= 48 && c <= 57 ? c - 48 : (c | 0x20) >= 97 && (c | 0x20) <= 102 ? (c | 0x20) - 87 : -1;
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}
/** A character's value as a decimal digit, or -1. */
const decimalAt = (text, k) => {
    const c = text.charCodeAt(k);
    return c >= 48 && c <= 57 ? c - 48 : -1;
};
/**
 * The HTML character reference at `i` (`&#106;`, `&#x6a;`): its code point, and its width with
 * the `;`; undefined unless its digits are within their bound, a `;` ends them and Unicode has
 * the code point. Read in one pass over its digits.
 */
function referenceAt(text, i) {
    const hex = (text.charCodeAt(i + 2) | 0x20) === 0x78;
    const start = hex ? i + 3 : i + 2;
    const max = hex ? REFERENCE_DIGITS.hex : REFERENCE_DIGITS.decimal;
    let code = 0;
    let k = start;
    for (; k - start < max; k++) {
        const d = hex ? hexAt(text, k, 1) : decimalAt(text, k);
        if (d < 0)
            break;
        code = code * (hex ? 16 : 10) + d;
    }
    if (k === start || text.charCodeAt(k) !== 0x3b || code > 0x10ffff)
        return undefined;
    return { code, width: k + 1 - i };
}
/**
 * The ranges of the text the escapes view reads, as [start, end) pairs of whole lines: each
 * line that holds an escape, and the lines within `reach` of it (a registered secret of several
 * lines spans them); and the first and last lines, so that the view starts and ends where the
 * text does (a piece of a secret at an open edge). No rule finds a match across a line break
 * but such a secret, so what the view finds is what it would find in the whole text decoded,
 * and a log with a few escapes costs the decoding of a few lines. Undefined when no line holds
 * an escape. Linear: each character is read at most twice.
 */
function escapedLines(text, reach) {
    ENCODED.lastIndex = 0;
    let m = ENCODED.exec(text);
    if (!m)
        return undefined;
    const ranges = [0, lineEnd(text, 0)];
    const add = (start, end) => {
        const last = ranges.length - 1;
        if (start <= ranges[last])
            ranges[last] = Math.max(ranges[last], end);
        else
            ranges.push(start, end);
    };
    while (m) {
        const from = m.index - reach;
        // Read back no further than the lines already taken, which end at a line break.
        const start = from <= ranges[ranges.length - 1] ? from : lineStart(text, from);
        const end = lineEnd(text, Math.min(text.length, m.index + m[0].length + reach));
        add(start, end);
        ENCODED.lastIndex = end;
        m = end < text.length ? ENCODED.exec(text) : null;
    }
    add(lineStart(text, text.length - 1), text.length);
    return ranges;
}
/**
 * The text as it reads once a character encoding is undone: JSON's `\uXXXX` escapes, `\xNN`
 * escapes (C, Python, shell `printf`: two hex digits exactly), percent-encoding `%XX` and
 * percent-encoding of it `%25XX` (a URL inside a URL), HTML character references `&#DDD;` and
 * `&#xHHH;` (either case, any mix with plain characters) decoded, and NUL dropped, which is what
 * the ASCII of UTF-16 (LE or BE) read as UTF-8 has between its characters (with `escapes`
 * false, only the NULs are dropped). Read over the lines that need it (escapedLines). `at`
 * gives each character of the view the offset of the first, and `to` the end, of what it came
 * from (a View). Undefined when there is nothing to undo. One pass: linear in the text.
 */
function decodedView(text, escapes, reach = 0) {
    const ranges = escapes
        ? escapedLines(text, reach)
        : text.includes('\0')
            ? [0, text.length]
            : undefined;
    if (!ranges)
        return undefined;
    let length = 0;
    for (let r = 0; r < ranges.length; r += 2)
        length += ranges[r + 1] - ranges[r];
    const at = new Int32Array(length);
    const to = new Int32Array(length);
    // UTF-16LE code units, made a string at the end in one call: adding them to a string one by
    // one took several times as long as redacting the text itself, and String.fromCharCode over
    // chunks of them three times as long as building the rest of the view.
    const units = Buffer.allocUnsafe(2 * length);
    let n = 0;
    for (let r = 0; r < ranges.length; r += 2) {
        // No escape holds a line break: none runs past its range's end.
        for (let i = ranges[r]; i < ranges[r + 1];) {
            const c = text.charCodeAt(i);
            if (c === 0) {
                i++;
                continue;
            }
            let code = -1;
            let width = 1;
            if (!escapes) {
                // NULs only
            }
            else if (c === 0x5c) {
                const e = text.charCodeAt(i + 1);
                if (e === 0x75) {
                    code = hexAt(text, i + 2, 4);
                    width = 6;
                }
                else if (e === 0x78) {
                    code = hexAt(text, i + 2, 2);
                    width = 4;
                }
            }
            else if (c === 0x25) {
                // `%25` is `%` percent-encoded: `%256A` is `%6A` encoded again, read as `j` too.
                if (text.charCodeAt(i + 1) === 0x32 && text.charCodeAt(i + 2) === 0x35) {
                    code = hexAt(text, i + 3, 2);
                    width = 5;
                }
                if (code < 0) {
                    code = hexAt(text, i + 1, 2);
                    width = 3;
                }
            }
            else if (c === 0x26 && text.charCodeAt(i + 1) === 0x23) {
                const reference = referenceAt(text, i);
                if (reference)
                    ({ code, width } = reference);
            }
            if (code < 0) {
                code = c;
                width = 1;
            }
            if (code > 0xffff) {
                // A reference beyond 16 bits is two code units, both from the whole reference.
                units.writeUInt16LE(0xd800 + ((code - 0x10000) >> 10), 2 * n);
                at[n] = i;
                to[n] = i + width;
                n++;
                code = 0xdc00 + ((code - 0x10000) & 0x3ff);
            }
            units[2 * n] = code & 0xff;
            units[2 * n + 1] = code >> 8;
            at[n] = i;
            to[n] = i + width;
            n++;
            i += width;
        }
    }
    const decoded = units.toString('utf16le', 0, 2 * n);
    return { text: decoded, at: at.subarray(0, n), to: to.subarray(0, n) };
}
/** Spans `find` gives in the view, as spans of the text it was read from. */
function fromView(view, found, textLength, spans) {
    for (const s of found) {
        if (s.end <= s.start)
            continue;
        // The view ends where the text does: what reaches its end takes the NULs after it too.
        const end = s.end >= view.text.length ? textLength : view.to[s.end - 1];
        spans.push({ start: view.at[s.start], end });
    }
}
/**
 * Runs `find` over the text and over its decoded view (when it has one), every span found
 * given in the text's offsets: each rule sees every form without knowing about any. `reach`:
 * how far from an escape a match may run across line breaks (a registered secret of several
 * lines in its longest form; 0 when none has a line break). `registered` finds the registered
 * secrets alone: it reads the text's layouts undone (laidOutViews), where a credential shape's
 * words would run on across lines joined for base64.
 */
function inEveryForm(text, spans, find, reach = 0, registered = find) {
    find(text, spans);
    // Undone all at once, and (where there are NULs) UTF-16 alone: text before a key in UTF-16
    // may end like an escape (`%0` before `a\0...`), and decoding it would eat the key's first
    // character.
    for (const view of [decodedView(text, true, reach), decodedView(text, false)]) {
        if (!view)
            continue;
        const found = [];
        find(view.text, found);
        fromView(view, found, text.length, spans);
    }
    for (const view of laidOutViews(text)) {
        const found = [];
        registered(view.text, found);
        fromView(view, found, text.length, spans);
    }
}
/**
 * base64 of a secret embedded in a longer blob (a Basic header, a JSON body) depends on its
 * alignment: for each of the three, the characters made only of the secret's bytes.
 */
function base64Cores(bytes) {
    const out = [bytes.toString('base64')];
    for (let skip = 0; skip < 3; skip++) {
        const whole = Math.floor((bytes.length - skip) / 3) * 3;
        if (whole > 0)
            out.push(bytes.subarray(skip, skip + whole).toString('base64'));
    }
    return out;
}
/**
 * The forms in which a secret can show up in a log or in an answer. base64 is also that of its
 * UTF-16, LE (PowerShell's `-EncodedCommand`, .NET's `Encoding.Unicode`) and BE.
 */
function secretForms(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const utf16le = Buffer.from(secret, 'utf16le');
    const utf16be = Buffer.from(utf16le).swap16();
    const encoded = [
        encodeURIComponent(secret),
        ...[bytes, utf16le, utf16be]
            .flatMap(base64Cores)
            .flatMap(b64 => [
            b64,
            b64.replace(/=+$/, ''),
            b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
        ]),
        bytes.toString('hex'),
        bytes.toString('hex').toUpperCase()
    ].filter(form => form.length >= MIN_ENCODED_FORM_LENGTH);
    return [...new Set([secret, ...encoded])];
}

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/redact-shapes.js
/**
 * Credential shapes. A shape's group 1, when it has one, is context that stays visible
 * (`password=`); the rest of the match is hidden. Table-driven tests cover each row.
 */
const NAME_SUFFIX = '(?:password|passwd|passphrase|secret|token|[_.-]pwd|[_.-]auth|(?:[_.-]|api|access|private|secret|signing|client|master|encryption)key)';
// Not a URL's user name (`https://x-access-token:...@`): the URL rule keeps the user visible.
const NAME = `(?<![A-Za-z0-9_.-]|//)[A-Za-z0-9_.-]*${NAME_SUFFIX}`;
/**
 * Between a credential's name and its value: blanks, and a carriage return (a progress line
 * that rewrites itself shows the value after one), never a line break.
 */
const GAP = '[ \\t\\r]*';
const PRIVATE_KEY_BEGIN = '-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----';
const PRIVATE_KEY_END = '-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----';
/** Private key blocks (BEGIN through END) are paired in privateKeyBlocks(), in linear time. */
const TOKEN_SHAPES = [
    {
        name: 'GitHub token',
        pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g
    },
    {
        name: 'GitLab token',
        pattern: /\b(?:(?:glpat|gldt|glrt|glcbt|glptt|glft|glimt|glagent|glsoat|gloas)-[A-Za-z0-9_.-]{20,}|GR1348941[A-Za-z0-9_-]{20,})/g
    },
    { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{30,}/g },
    { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g },
    { name: 'Slack token', pattern: /\bxox[a-z]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{10,}/g },
    { name: 'Slack webhook', pattern: /(hooks\.slack\.com\/services\/)[A-Za-z0-9/]+/g },
    {
        name: 'Stripe key',
        pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}|\bwhsec_[A-Za-z0-9]{20,}/g
    },
    {
        name: 'OpenAI-style key',
        pattern: /\bsk-(?=[A-Za-z0-9_-]*[0-9])[A-Za-z0-9_-]{20,}/g
    },
    { name: 'Google API key', pattern: /\bAIza[A-Za-z0-9_-]{35}/g },
    { name: 'PyPI token', pattern: /\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,}/g },
    { name: 'Docker Hub token', pattern: /\bdckr_pat_[A-Za-z0-9_-]{20,}/g },
    {
        name: 'JWT',
        pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g
    },
    {
        name: 'Authorization header',
        pattern: /(\bAuthorization[ \t\r]*[:=][ \t\r]*)(?:(?:Bearer|Basic|token)[ \t\r]+)?[^\s"',;]+/gi
    },
    { name: 'Bearer credential', pattern: /(\bBearer[ \t\r]+)[A-Za-z0-9._~+/=-]+/g },
    {
        // Found at its `://`, the scheme looked for behind it: a search for the scheme first tried
        // again from every word start of a run such as `a-b-c-...` and read the run to its end
        // each time, 10^10 steps for a line of 100,000 characters. The pattern begins with the
        // `://` itself: Node 20's engine tries a leading lookbehind at every position, reading
        // back over a run of letters each time (20 minutes for a megabyte of them).
        name: 'URL credentials',
        pattern: /(:\/\/(?<=\b[a-z][a-z0-9+.-]*:\/\/)[^\s:/@]*:)[^\s@/]+(?=@)/gi
    },
    {
        name: 'credential assignment, quoted',
        pattern: new RegExp(`(${NAME}["']?${GAP}[:=]${GAP}(["']))(?:[^\\r\\n]{0,1000}?(?=\\2)|[^\\r\\n"']{1001,})`, 'gi')
    },
    {
        name: 'credential assignment',
        pattern: new RegExp(`(${NAME}["']?${GAP}[:=]${GAP})[^\\s"',;&]+`, 'gi')
    },
    {
        name: 'credential flag',
        pattern: /((?<![A-Za-z0-9-])--?[a-z-]*(?:password|passwd|secret|token|api-key)(?:[ =]|\r[ \t]*))[^\s"',;&-][^\s"',;&]*/gi
    }
];
/**
 * What introduces a credential's value, at the very end of a text: the names the rules above
 * know (`password =`, `token:`, `--password`), `Authorization:` with or without its scheme,
 * `Bearer`, an opening quote at most. A text that ends so and is continued past a seam (another
 * stream's line, a cut) passes its value on: the continuation's first word is hidden.
 */
const PREFIX_AT_END = new RegExp('(?:' +
    [
        `${NAME}["']?${GAP}[:=]`,
        '\\bAuthorization[ \\t\\r]*[:=](?:[ \\t\\r]*(?:Bearer|Basic|token))?',
        '\\bBearer',
        '(?<![A-Za-z0-9-])--?[a-z-]*(?:password|passwd|secret|token|api-key)=?'
    ].join('|') +
    `)${GAP}["']?${GAP}$`, 'i');
/** A prefix is looked for in this much of a text's end: the test stays bounded on any text. */
const PREFIX_WINDOW = 512;
/** The value a prefix announced, at the start of its continuation: blanks, then its first word. */
const LEADING_VALUE = /^[ \t\r]*[^\s]+/;
/** Whether `text` ends with what introduces a credential's value (see PREFIX_AT_END). */
function endsWithPrefix(text) {
    return PREFIX_AT_END.test(text.length > PREFIX_WINDOW ? text.slice(-PREFIX_WINDOW) : text);
}
/** At an open end: a private key block whose END was cut off is hidden up to the edge. */
const OPEN_PRIVATE_KEY_BEGIN = new RegExp(`${PRIVATE_KEY_BEGIN}[\\s\\S]*$`);
/** At an open start: the body before an END whose BEGIN was cut off is hidden from the edge. */
const OPEN_PRIVATE_KEY_END = new RegExp(`^[\\s\\S]*?${PRIVATE_KEY_END}`);
/**
 * Each BEGIN line through the first END line after it. Paired by one pass over both lists: a
 * lazy regex would rescan the rest of the text from every BEGIN that has no END.
 */
function privateKeyBlocks(text, spans) {
    const begins = [...text.matchAll(new RegExp(PRIVATE_KEY_BEGIN, 'g'))];
    const ends = [...text.matchAll(new RegExp(PRIVATE_KEY_END, 'g'))];
    let e = 0;
    for (const begin of begins) {
        const after = begin.index + begin[0].length;
        while (e < ends.length && ends[e].index < after)
            e++;
        if (e === ends.length)
            break;
        spans.push({ start: begin.index, end: ends[e].index + ends[e][0].length });
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/redact-spans.js
/**
 * Spans of a text to hide: every rule of redaction finds them in the same text, and their union
 * is masked, so no rule can undo or split what another one found.
 */

/** Sorts spans and merges those that overlap or touch. */
function mergeSpans(spans) {
    spans.sort((a, b) => a.start - b.start || b.end - a.end);
    const out = [];
    for (const s of spans) {
        const last = out[out.length - 1];
        if (last && s.start <= last.end)
            last.end = Math.max(last.end, s.end);
        else if (s.end > s.start)
            out.push({ ...s });
    }
    return out;
}
/** Each match of `pattern` in `text`, less its group 1 (context that stays visible). */
function allMatches(pattern, text, spans) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        const start = m.index + (m[1]?.length ?? 0);
        spans.push({ start, end: m.index + m[0].length });
        if (m[0].length === 0)
            pattern.lastIndex++;
    }
}
/** Replaces each span by the mask. */
function maskSpans(text, spans) {
    let out = '';
    let at = 0;
    for (const s of spans) {
        out += text.slice(at, s.start) + MASK;
        at = s.end;
    }
    return out + text.slice(at);
}

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/redact.js
/**
 * Redaction of what we print and send. Registered secrets (the API key, the GitHub token) are
 * hidden in every form a log or an answer may carry them (raw, URL-encoded, base64 at any
 * alignment, base64url, hex, base64 of their UTF-16); then common credential shapes, since a
 * job's output can print credentials we were never told about. Both are also looked for in the
 * text as it reads once its character encodings are undone (see redact-forms.ts: UTF-16, JSON
 * and `\xNN` escapes, percent-encoding once or twice, HTML character references, in any mix).
 * Every rule finds spans in the same text and the union is masked, so no rule can undo or split
 * what another one found.
 */





const CUT_MARKER = /\n\[\.\.\. \d+ bytes cut \.\.\.\]\n/g;
/**
 * Where Node stops printing a Buffer (`<Buffer 4a 4f ... 12 more bytes>`, its first 50 bytes
 * by default): a cut, like a capture's marker, at which a secret may end unseen.
 */
const BUFFER_CUT = / \.\.\. \d+ more bytes?>/g;
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * Where the run of non-blank characters that ends `text` starts (`text.length` when it ends
 * in a blank). Read backwards, once: `/\S+$/` tries again from every non-blank character and
 * reads on to the end of its run, so a line of 300,000 characters without a blank (minified
 * code, base64) cost it 10^10 steps, minutes of a post step.
 */
function trailingRunStart(text) {
    let start = text.length;
    while (start > 0 && !BLANK.test(text[start - 1]))
        start--;
    return start;
}
const BLANK = /\s/;
class Redactor {
    secrets = [];
    forms = new Set();
    pattern;
    longest = 0;
    /** A registered secret holds a line break: the decoded view reads lines near an escape too. */
    multiLine = false;
    constructor(secrets = []) {
        for (const s of secrets)
            this.add(s);
    }
    add(secret) {
        if (typeof secret !== 'string')
            return;
        const trimmed = secret.trim();
        if (trimmed.length < MIN_SECRET_LENGTH)
            return;
        this.secrets.push(trimmed);
        for (const form of secretForms(trimmed)) {
            this.forms.add(form);
            this.longest = Math.max(this.longest, Buffer.byteLength(form));
        }
        // Its longest encoded spelling: each character an HTML reference (`&#0000065;`).
        this.longest = Math.max(this.longest, LONGEST_CHARACTER_SPELLING * Buffer.byteLength(trimmed));
        if (trimmed.includes('\n'))
            this.multiLine = true;
        this.pattern = undefined;
    }
    /** Bytes of the longest form of a registered secret: a reader holds at least this at a cut. */
    longestFormBytes() {
        return this.longest;
    }
    /** How far from an escape a registered secret may run across lines (see inEveryForm). */
    get reach() {
        return this.multiLine ? this.longest : 0;
    }
    /** The merged, sorted spans of `text` to hide. */
    spans(text, edges = {}) {
        const spans = [];
        const registered = (t, out) => this.registeredSpans(t, out);
        inEveryForm(text, spans, (t, out) => {
            registered(t, out);
            for (const { pattern } of TOKEN_SHAPES)
                allMatches(pattern, t, out);
        }, this.reach, registered);
        privateKeyBlocks(text, spans);
        this.bufferCutSpans(text, spans);
        if (edges.openEnd)
            this.openEndSpans(text, spans);
        if (edges.openStart)
            this.openStartSpans(text, spans);
        if (edges.afterPrefix) {
            const value = LEADING_VALUE.exec(text);
            if (value)
                spans.push({ start: 0, end: value[0].length });
        }
        return mergeSpans(spans);
    }
    /**
     * Whether `text` holds a registered secret, in any of its forms. For what cannot be masked
     * without changing its meaning (an identifier the service matches on): it is refused instead.
     */
    holdsSecret(text) {
        return this.secretSpans(text).length > 0;
    }
    /** Where `text` holds a registered secret, in any of its forms (merged, sorted). */
    secretSpans(text) {
        const spans = [];
        inEveryForm(text, spans, (t, out) => this.registeredSpans(t, out), this.reach);
        return mergeSpans(spans);
    }
    /**
     * A registered secret given in two pieces, in texts read in order (metadata's strings, one
     * by one): each time, which texts hold the pieces and where. For every way to cut the
     * secret, the texts that end with its head and a later text that starts with its tail;
     * texts between them do not matter. Pieces of three or more texts in a row are found by
     * reading them joined (secretSpans).
     */
    splitSpans(texts) {
        const out = [];
        for (const secret of this.secrets) {
            for (let cut = 1; cut < secret.length; cut++) {
                const head = secret.slice(0, cut);
                const tail = secret.slice(cut);
                /** Texts so far that end with the head, not yet matched with a tail. */
                let heads = [];
                texts.forEach((text, i) => {
                    if (heads.length > 0 && text.startsWith(tail)) {
                        out.push([
                            ...heads.map(h => ({
                                index: h,
                                span: { start: texts[h].length - head.length, end: texts[h].length }
                            })),
                            { index: i, span: { start: 0, end: tail.length } }
                        ]);
                        heads = [];
                    }
                    if (text.endsWith(head))
                        heads.push(i);
                });
            }
        }
        return out;
    }
    registeredSpans(text, spans) {
        if (this.forms.size === 0)
            return;
        this.pattern ??= new RegExp([...this.forms]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|'), 'g');
        allMatches(this.pattern, text, spans);
    }
    redact(text, edges = {}) {
        if (!text)
            return text;
        return maskSpans(text, this.spans(text, edges));
    }
    /**
     * Redacts a text that was cut without context (head + marker + tail): each piece is redacted,
     * and the piece of a registered secret that a cut left at a marker's edge is hidden too. A
     * capture that can give its context does better: `HeadTailCapture.text(redactor)`.
     */
    redactCut(text) {
        const pieces = [];
        const markers = [];
        let at = 0;
        CUT_MARKER.lastIndex = 0;
        for (let m = CUT_MARKER.exec(text); m; m = CUT_MARKER.exec(text)) {
            pieces.push(text.slice(at, m.index));
            markers.push(m[0]);
            at = m.index + m[0].length;
        }
        pieces.push(text.slice(at));
        let out = '';
        pieces.forEach((piece, i) => {
            // What a cut took out may have been the value only: the name's value is hidden past it.
            const spans = this.spans(piece, { afterPrefix: i > 0 && endsWithPrefix(pieces[i - 1]) });
            if (i > 0)
                this.secretEdge(piece, 'start', MIN_SECRET_LENGTH, spans);
            if (i < pieces.length - 1)
                this.secretEdge(piece, 'end', MIN_SECRET_LENGTH, spans);
            out += maskSpans(piece, mergeSpans(spans)) + (markers[i] ?? '');
        });
        return out;
    }
    /**
     * A registered secret's first bytes just before Node cut a Buffer's print short: hidden as a
     * piece at a cut marker is (redactCut). Each cut is read back to the line's start or the
     * cut before it, so the text is read once however many there are.
     */
    bufferCutSpans(text, spans) {
        BUFFER_CUT.lastIndex = 0;
        let from = 0;
        for (let m = BUFFER_CUT.exec(text); m; m = BUFFER_CUT.exec(text)) {
            const start = Math.max(from, text.lastIndexOf('\n', m.index - 1) + 1);
            const found = [];
            this.secretEdge(text.slice(start, m.index), 'end', MIN_SECRET_LENGTH, found);
            for (const s of found)
                spans.push({ start: s.start + start, end: s.end + start });
            from = m.index + m[0].length;
        }
    }
    /** What touches an open end may be the start of a secret that runs on past it. */
    openEndSpans(text, spans) {
        const block = OPEN_PRIVATE_KEY_BEGIN.exec(text);
        if (block)
            spans.push({ start: block.index, end: text.length });
        const run = trailingRunStart(text);
        if (run < text.length)
            spans.push({ start: run, end: text.length });
        this.secretEdge(text, 'end', 1, spans);
    }
    /** What touches an open start may be the end of a secret that began before it. */
    openStartSpans(text, spans) {
        const block = OPEN_PRIVATE_KEY_END.exec(text);
        if (block && !new RegExp(PRIVATE_KEY_BEGIN).test(block[0]))
            spans.push({ start: 0, end: block[0].length });
        const run = /^\S+/.exec(text);
        if (run)
            spans.push({ start: 0, end: run[0].length });
        this.secretEdge(text, 'start', 1, spans);
    }
    /**
     * The longest piece of a registered form (at least `min` long) that an edge cut through, in
     * the text and in its decoded view.
     */
    secretEdge(text, side, min, spans) {
        inEveryForm(text, spans, (t, out) => this.formEdge(t, side, min, out), this.reach);
    }
    formEdge(text, side, min, spans) {
        for (const form of this.forms) {
            for (let n = Math.min(form.length - 1, text.length); n >= min; n--) {
                if (side === 'end' && text.endsWith(form.slice(0, n))) {
                    spans.push({ start: text.length - n, end: text.length });
                    break;
                }
                if (side === 'start' && text.startsWith(form.slice(form.length - n))) {
                    spans.push({ start: 0, end: n });
                    break;
                }
            }
        }
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/gate.js
/**
 * The outbound gate: what every call passes before its body becomes bytes, whether it is sent
 * now or written to the local queue first. Front ends fill reports with text they did not
 * write (an error's message quoting the Authorization header it sent, a command's output), so
 * redaction is not left to each of them: here, every free-text field is redacted whole (the key
 * in the encodings docs/security.md lists, the other secrets given, the credential shapes),
 * before anything cuts it.
 * An identifier the service matches on cannot be masked without changing what it names, so
 * one that holds a secret is refused, naming the field and never quoting it.
 */




/** Fields of a body that are prose: redacted, never refused. */
const FREE_TEXT = new Set(['error_details', 'logs', 'message']);
/** A call the gate will not let out: an identifier holds a secret. Never retried. */
class RefusedFieldError extends MonitorError {
    /** The field as the API text names it (`job_name`, `tags`, `pipeline_id`, `metadata`...). */
    field;
    constructor(field, why = 'holds the API key (or another secret it must not carry)') {
        super(`${field} ${why}: it is not sent. Take the secret out of it.`, { retryable: false });
        this.field = field;
    }
}
class OutboundGate {
    redactor;
    /** `secrets`: the API key first, then any other secret of the run (a CI token). */
    constructor(secrets) {
        this.redactor = new Redactor(secrets);
    }
    /**
     * The call as it may leave: a copy with free text redacted. Throws RefusedFieldError when an
     * identifier (the job name, a tag, the run id, a time, the pipeline id, a metadata key) holds
     * a secret. Taking a call that already passed gives the same call.
     */
    pass(call) {
        const body = this.body(call.body);
        if (call.kind === 'pipeline-notification') {
            this.identifier('pipeline_id', call.pipelineId);
            return { ...call, body };
        }
        return { ...call, body };
    }
    /**
     * Metadata as it may leave, for a front end that keeps it to send again later (a state file,
     * a helper's settings): what it writes then holds no more than what is sent.
     */
    passMetadata(metadata) {
        return this.wholeMetadata(metadata);
    }
    body(body) {
        // A body the types allow is an object; one read back from a hostile record may not be.
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
            throw new RefusedFieldError('the body', 'is not a JSON object');
        }
        return Object.fromEntries(Object.entries(body).map(([field, value]) => [field, this.field(field, value)]));
    }
    field(field, value) {
        if (FREE_TEXT.has(field) && typeof value === 'string') {
            // Logs may hold head-and-tail cuts: no piece of a secret may sit at a marker's edge.
            return field === 'logs' ? this.redactor.redactCut(value) : this.redactor.redact(value);
        }
        if (field === 'metadata')
            return this.wholeMetadata(value);
        const items = Array.isArray(value) ? value : [value];
        for (const item of items) {
            if (typeof item === 'string')
                this.identifier(field, item);
        }
        // A key given in pieces, one tag each, is the key again once the tags are read in a row.
        if (items.length > 1)
            this.identifier(field, items.filter(i => typeof i === 'string').join(''));
        return value;
    }
    /**
     * Metadata read as one object: each string redacted, each key checked, and then the key
     * looked for across them, in the order they are written: the values in a row, the keys in a
     * row, and keys and values together; and in two pieces with other strings between them. A
     * key given in pieces (`{"a": "jm_12", "b": "34ab"}`) is the key again once they are read
     * together. The pieces in values are hidden; a piece in a key refuses the metadata, since a
     * key cannot be masked without changing what it names. The values are read first: a piece
     * they hold that a key's first letters happen to continue is hidden, not refused.
     */
    wholeMetadata(value) {
        const passed = this.metadata(value, 1);
        const texts = [];
        collectTexts(passed, texts);
        if (texts.length < 2)
            return passed;
        const values = texts.filter(t => !t.isKey);
        const found = new Map();
        const overlapsFound = (part) => (found.get(part.text) ?? []).some(s => s.start < part.span.end && part.span.start < s.end);
        const take = (pieces) => {
            if (pieces.some(overlapsFound))
                return;
            if (pieces.some(p => p.text.isKey)) {
                throw new RefusedFieldError('metadata', 'holds the API key (or another secret) in pieces, one of them in a key');
            }
            for (const p of pieces)
                found.set(p.text, [...(found.get(p.text) ?? []), p.span]);
        };
        for (const row of [values, texts.filter(t => t.isKey), texts]) {
            this.joinedPieces(row).forEach(take);
            this.redactor
                .splitSpans(row.map(t => t.text))
                .forEach(parts => take(parts.map(({ index, span }) => ({ text: row[index], span }))));
        }
        for (const [t, spans] of found)
            t.set?.(maskSpans(t.text, mergeSpans(spans)));
        return passed;
    }
    /** Each secret found in `row` read joined, as the pieces of its strings that hold it. */
    joinedPieces(row) {
        if (row.length < 2)
            return [];
        let at = 0;
        const starts = row.map(t => ((at += t.text.length), at - t.text.length));
        return this.redactor.secretSpans(row.map(t => t.text).join('')).map(span => row.flatMap((text, i) => {
            const start = Math.max(span.start, starts[i]) - starts[i];
            const end = Math.min(span.end, starts[i] + text.text.length) - starts[i];
            return end > start ? [{ text, span: { start, end } }] : [];
        }));
    }
    /** String values at any depth are redacted; keys are identifiers. */
    metadata(value, depth) {
        if (typeof value === 'string')
            return this.redactor.redact(value);
        if (value === null || typeof value !== 'object')
            return value;
        if (depth > nesting_MAX_NESTING) {
            throw new RefusedFieldError('metadata', `nests objects and lists more than ${nesting_MAX_NESTING} levels deep`);
        }
        if (Array.isArray(value))
            return value.map(item => this.metadata(item, depth + 1));
        // fromEntries defines each key as its own property, `__proto__` included.
        return Object.fromEntries(Object.entries(value).map(([key, item]) => {
            this.identifier('metadata (one of its keys)', key);
            return [key, this.metadata(item, depth + 1)];
        }));
    }
    identifier(field, value) {
        if (this.redactor.holdsSecret(value))
            throw new RefusedFieldError(field);
    }
}
/** The strings of passed metadata (the gate's own copy), keys and values, in written order. */
function collectTexts(value, out) {
    if (value === null || typeof value !== 'object')
        return;
    const record = value;
    for (const key of Object.keys(record)) {
        if (!Array.isArray(value))
            out.push({ text: key, isKey: true });
        const item = record[key];
        if (typeof item === 'string') {
            // Defined, not assigned: a key named __proto__ is a key like any other.
            const set = (text) => {
                Object.defineProperty(record, key, {
                    value: text,
                    enumerable: true,
                    writable: true,
                    configurable: true
                });
            };
            out.push({ text: item, isKey: false, set });
        }
        else
            collectTexts(item, out);
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/identity.js
function familyOf(kind) {
    return kind === 'pipeline-notification' || kind === 'list-pipelines' ? 'pipelines' : 'runs';
}
/** Keeps fingerprints of job-monitor keys apart from any other SHA-256 of the same text. */
const FINGERPRINT_DOMAIN = 'job-monitor/queue-key-fingerprint/v1\0';
/** 16 bytes: collisions between two keys are out of reach; the key cannot be recovered. */
const FINGERPRINT_HEX_CHARS = 32;
function identity_keyFingerprint(apiKey) {
    // node:crypto loads only when a record is stamped: the long-lived heartbeat helper, which
    // builds a client but rarely queues, would otherwise hold it in memory all job long.
    return process
        .getBuiltinModule('node:crypto')
        .createHash('sha256')
        .update(FINGERPRINT_DOMAIN)
        .update(apiKey, 'utf8')
        .digest('hex')
        .slice(0, FINGERPRINT_HEX_CHARS);
}
/** The address as the client joins it with a path: trailing slashes do not make another service. */
function normalAddress(url) {
    return url.replace(/\/+$/, '');
}
function serviceIdentity(address, apiKey) {
    return { address: normalAddress(address), key: identity_keyFingerprint(apiKey) };
}
function sameService(a, b) {
    return a.address === b.address && a.key === b.key;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/loopback.js
/**
 * Which hosts are this machine's own: the one rule that lets a service URL use plain http
 * (the API key then never leaves the machine) and that sends a request past a proxy.
 *
 * It reads a host as the URL parser leaves it (`new URL(...).hostname`), because that is the
 * host a request then goes to: the parser has already lower-cased it, turned `127.1`,
 * `0x7f.0.0.1` or `2130706433` into `127.0.0.1`, dropped an IPv4 trailing dot and written
 * `[0:0:0:0:0:0:0:1]` as `[::1]`. What is left must be, exactly:
 * - `localhost` (not `foo.localhost`, not `localhost.`: a name with more to it can be resolved
 *   by DNS, and DNS can answer anything);
 * - an IPv4 address in 127.0.0.0/8, four decimal octets 0-255 (not `127.0.0.1.evil.example`);
 * - `[::1]` or `::1`. An IPv4-mapped address (`[::ffff:127.0.0.1]`, which the parser writes
 *   `[::ffff:7f00:1]`) is refused: write 127.0.0.1.
 */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_LOOPBACK = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);
/** True when `hostname` (as `URL.hostname` gives it) names this machine. */
function isLoopbackHost(hostname) {
    return (hostname === 'localhost' ||
        hostname === '[::1]' ||
        hostname === '::1' ||
        IPV4_LOOPBACK.test(hostname));
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/limits.js
/** Budgets of the client that are not part of the retry rule. */
/**
 * The most of one answer the client reads. The API text shows small JSON objects; anything
 * near this size is not an answer we can use, and reading on would cost the step its memory.
 */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** How much of an error answer a message quotes: enough to read the service's reason. */
const ERROR_DETAIL_CHARS = 200;
/** How much of a malformed 200 a message quotes: enough to tell HTML from a proxy's text. */
const ANSWER_EXCERPT_CHARS = 60;
/** The longest run id the client accepts. The API text gives no shape; ids are short. */
const MAX_RUN_ID_CHARS = 1024;

;// CONCATENATED MODULE: ./dist/.lib-modules/client/answer.js


function readBounded(message, endpoint, limit = MAX_ANSWER_BYTES) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let bytes = 0;
        let done = false;
        const finish = (then) => {
            if (done)
                return;
            done = true;
            message.off('data', onData);
            then();
        };
        const onData = (chunk) => {
            bytes += chunk.length;
            if (bytes > limit) {
                finish(() => reject(new OversizedAnswerError(endpoint, limit, message.statusCode)));
                message.destroy();
                return;
            }
            chunks.push(chunk);
        };
        message.on('data', onData);
        message.on('end', () => finish(() => resolve(Buffer.concat(chunks).toString('utf8'))));
        message.on('error', e => finish(() => reject(new ConnectionError(endpoint, e))));
        // Cut off before its end (reset, or destroyed by a timeout or an abort, whose own error
        // settles the attempt first).
        message.on('close', () => finish(() => reject(new ConnectionError(endpoint, new Error('answer cut off')))));
    });
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/transport.js
/**
 * How a request reaches the service or a CI's API. Always node:http(s): it keeps the long-lived
 * heartbeat helper's memory close to an idle Node process (undici-based clients cost more), and it
 * never follows a redirect, so a credential in a header goes to the address asked and nowhere else.
 * Behind a proxy, @actions/http-client is loaded on demand for its agent alone, because it honours
 * the proxy variables that self-hosted runners set; its own request (which follows up to 50
 * redirects, stripping only `Authorization` on a change of host) is never used.
 */




/** The endpoint named in errors: the path only, so no query or credential leaks into logs. */
function endpointOf(url) {
    try {
        return new URL(url).pathname;
    }
    catch {
        return url;
    }
}
/**
 * The agent that reaches `url` through the proxy the variables name (a CONNECT tunnel), from
 * @actions/http-client, loaded only when a proxy is in play. The agent carries the request; no
 * redirect is followed by it.
 */
async function proxyAgentFor(url) {
    const { HttpClient } = await __nccwpck_require__.e(/* import() */ 942).then(__nccwpck_require__.bind(__nccwpck_require__, 4942));
    return new HttpClient('job-monitor', undefined, { keepAlive: false }).getAgent(url);
}
/**
 * One request along `route`: the answer comes to `onAnswer` as it is, a redirect included. The
 * caller bounds it in time and reads it.
 */
function openRequest(url, options, route, onAnswer) {
    // TLS is loaded only when a call needs it: it is most of an idle helper's memory otherwise.
    const send = url.protocol === 'https:' ? process.getBuiltinModule('node:https').request : external_node_http_.request;
    // A fresh connection per call: calls are minutes apart, and an idle keep-alive socket
    // would keep the process (and the step) alive.
    const opts = { ...options, agent: route };
    return send(url, opts, onAnswer);
}
/** The request along `route`, within its timeout and its signal. */
function sendAlong(req, route) {
    return new Promise((resolve, reject) => {
        const url = new URL(req.url);
        const endpoint = endpointOf(req.url);
        let settled = false;
        const fail = (error) => {
            if (settled)
                return;
            settled = true;
            // No further reading: an answer past the limit, or one that came too late.
            outgoing.destroy();
            clearTimeout(timer);
            req.signal?.removeEventListener('abort', onAbort);
            reject(error);
        };
        const headers = { ...req.headers };
        if (req.body !== undefined)
            headers['Content-Length'] = Buffer.byteLength(req.body);
        const outgoing = openRequest(url, { method: req.method, headers }, route, res => {
            readBounded(res, endpoint).then(body => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                req.signal?.removeEventListener('abort', onAbort);
                resolve({ status: res.statusCode ?? 0, headers: headersOf(res), body });
            }, fail);
        });
        const timer = setTimeout(() => {
            fail(new TimeoutError(endpoint, req.timeoutMs));
        }, req.timeoutMs);
        const onAbort = () => {
            fail(new ConnectionError(endpoint, req.signal?.reason ?? new Error('aborted')));
        };
        // Before anything can destroy it: a request destroyed with no listener for its 'error'
        // ("socket hang up") would throw out of the process.
        outgoing.on('error', e => fail(new ConnectionError(endpoint, e)));
        if (req.signal?.aborted)
            return onAbort();
        req.signal?.addEventListener('abort', onAbort, { once: true });
        outgoing.end(req.body);
    });
}
const nodeHttpTransport = req => sendAlong(req, false);
/** Header names in lower case, repeated ones joined. */
function headersOf(message) {
    const out = {};
    for (const [name, value] of Object.entries(message.headers)) {
        out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
/** True when the proxy variables ask for a proxy to reach `url`. */
function usesProxy(url, proxyFacts) {
    const parsed = new URL(url);
    const https = parsed.protocol === 'https:';
    const proxy = https ? proxyFacts.httpsProxy : proxyFacts.httpProxy;
    if (!proxy)
        return false;
    const host = parsed.hostname.toLowerCase();
    if (isLoopbackHost(host))
        return false;
    return !proxyFacts.noProxy.some(entry => entry === '*' ||
        (entry !== '' &&
            (host === entry.replace(/^\./, '') ||
                host.endsWith(entry.startsWith('.') ? entry : `.${entry}`))));
}
/** Through the proxy the variables name; a redirect is handed back, as nodeHttpTransport does. */
const httpClientTransport = async (req) => {
    let agent;
    try {
        agent = await proxyAgentFor(req.url);
    }
    catch (e) {
        throw new ConnectionError(endpointOf(req.url), e);
    }
    return sendAlong(req, agent);
};
/** The transport for these proxy variables: a proxy-aware one only where a proxy is configured. */
function defaultTransport(proxy) {
    return req => (usesProxy(req.url, proxy) ? httpClientTransport(req) : nodeHttpTransport(req));
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/version.js
/** The package version, sent in the User-Agent. A test keeps it equal to package.json's. */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./dist/.lib-modules/util/inert-text.js
/**
 * Text we did not write (a service's answer, an error body) made inert: the characters a
 * terminal or the runner would act on are shown instead of obeyed. Hiding the secrets it may
 * echo is redaction's job (safeForLog in logs/safe-for-log.ts does both).
 */
/**
 * C0 controls but tab, DEL, C1 controls, the line and paragraph separators and the bidi
 * overrides and isolates (which reorder what a reader sees).
 */
// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROL_KEEPING_NEWLINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */
function visible(c) {
    const code = c.charCodeAt(0);
    if (c === '\n')
        return '\\n';
    if (c === '\r')
        return '\\r';
    return code < 0x100
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
}
/**
 * Would the Actions runner read this line as a workflow command? It takes `::name::` after
 * leading white space, and the older `##[name]` anywhere in a line; it splits lines at \r and \n.
 */
function commandLike(line) {
    return /^[\s\u0085\u200b\ufeff]*::/.test(line) || line.includes('##[');
}
/** Shows control characters as `\x1b`, `\n`, `\u202e`...; tabs stay, newlines if asked. */
function inert_text_escapeControl(text, options = {}) {
    return text.replace(options.keepNewlines ? CONTROL_KEEPING_NEWLINES : CONTROL, visible);
}
/**
 * One line of text we did not write, inert: control characters shown escaped, `::` at its
 * start and `##[` anywhere (which the Actions runner reads as workflow commands) broken up,
 * cut to `maxChars`. Secrets are the caller's business (logs/safe-for-log.ts hides them first).
 */
function inert_text_inertLine(text, maxChars = Infinity) {
    const line = inert_text_escapeControl(text)
        .replace(/^(\s*)::/, '$1\\x3a:')
        .replace(/##\[/g, '#\\x23[');
    if (line.length <= maxChars)
        return line;
    const kept = Array.from(line.slice(0, Math.max(0, maxChars - 1)));
    // slice() may have split a surrogate pair: drop its lone half.
    if (/[\ud800-\udbff]$/.test(kept[kept.length - 1] ?? ''))
        kept.pop();
    return kept.join('') + '…';
}

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/safe-for-log.js
/**
 * One line of untrusted text made safe for a log: its secrets hidden (redaction), then what a
 * terminal or the runner would act on shown instead of obeyed (util/inert-text.ts).
 */


/**
 * One line of untrusted text for a log: secrets (given as strings or as the run's Redactor)
 * hidden with their URL-encoded, base64, base64url and hex forms and the common token shapes;
 * control characters shown escaped; `::` at its start and `##[` anywhere, which the Actions
 * runner reads as workflow commands, broken up. Redacted whole, then cut to `maxChars`.
 */
function safeForLog(text, secrets = [], maxChars = Infinity) {
    const redactor = secrets instanceof Redactor ? secrets : new Redactor(secrets);
    return inert_text_inertLine(redactor.redact(String(text)), maxChars);
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/wire.js
/**
 * The service's wire shapes, exactly as the API text gives them (sections 2.1-2.4).
 * Shared by the client and the emulator: the emulator checks requests against these
 * rules independently, so it imports types only, never the client's code.
 */
const RUN_STATUSES = ['running', 'success', 'failed', 'cancelled'];
const END_STATUSES = ['success', 'failed', 'cancelled'];
const PIPELINE_STATUSES = ['running', 'success', 'failed'];
/** The text sent as error_details when a run ended without error. */
const NO_ERROR = 'None';
/** Endpoint paths (section 4). */
const PATHS = {
    monitoring: '/monitoring',
    heartbeat: '/heartbeat',
    pipelineNotify: (pipelineId) => `/api/pipelines/${encodeURIComponent(pipelineId)}/notify`,
    pipelines: '/api/v1/pipelines'
};
/**
 * A formatted UTC timestamp with an explicit offset, e.g. `2026-11-22T16:40:00.123+00:00`.
 * The API text asks for "ISO 8601 in UTC with timezone offset"; `+00:00` states the offset
 * in the form every ISO 8601 parser reads.
 */
function isoUtc(ms) {
    return new Date(ms).toISOString().replace(/Z$/, '+00:00');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/client.js












function isPipelineFamily(kind) {
    return familyOf(kind) === 'pipelines';
}
class MonitorClient {
    maxAttempts;
    /** The key's hourly ledger, when this client keeps one. */
    ledger;
    baseUrl;
    apiKey;
    deploymentUrl;
    transport;
    clock;
    timeoutMs;
    maxRetryAfterMs;
    userAgent;
    onAttempt;
    gate;
    constructor(o) {
        this.baseUrl = o.baseUrl;
        this.apiKey = o.apiKey;
        this.deploymentUrl = o.deploymentUrl || undefined;
        this.transport = o.transport ?? nodeHttpTransport;
        this.clock = o.clock ?? systemClock;
        this.maxAttempts = Math.max(1, Math.floor(o.maxAttempts ?? DEFAULT_MAX_ATTEMPTS));
        this.timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        this.maxRetryAfterMs = o.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
        this.userAgent = o.userAgent
            ? `${o.userAgent} job-monitor/${VERSION}`
            : `job-monitor/${VERSION}`;
        this.onAttempt = o.onAttempt;
        this.gate = new OutboundGate([o.apiKey, ...(o.secrets ?? [])]);
        this.ledger = o.ledger;
    }
    /**
     * `call` as it may leave this process, sent or queued: free text redacted, an identifier
     * holding a secret refused (RefusedFieldError). Every call passes it before it is sent, and
     * the queue takes only what passed, so no file we write holds the key either.
     */
    outbound(call) {
        return this.gate.pass(call);
    }
    /** Metadata as the gate lets it out, for a front end that writes it down to send later. */
    outboundMetadata(metadata) {
        return this.gate.passMetadata(metadata);
    }
    /** Sends `call` under the retry rule. Never throws: the result says what happened. */
    deliver(call, o = {}) {
        return this.run(call, o);
    }
    async sendStartReport(body, o) {
        return this.orThrow(await this.deliver({ kind: 'start', body }, o));
    }
    /**
     * Sends one end report under the retry rule; throws what stopped it. The end of a whole run
     * (its queued start first, then this report, then the final pipeline notification) is the
     * run protocol's (JobMonitor's `end`).
     */
    async sendEndReport(body, o) {
        return this.orThrow(await this.deliver({ kind: 'end', body }, o));
    }
    async heartbeat(body, o) {
        return this.orThrow(await this.deliver({ kind: 'heartbeat', body }, o));
    }
    async notifyPipeline(pipelineId, body, o) {
        this.orThrow(await this.deliver({ kind: 'pipeline-notification', pipelineId, body }, o));
    }
    /** GET /api/v1/pipelines: its shape is not shown in the API text, so it is returned as decoded. */
    async listPipelines(o = {}) {
        const result = await this.run({ kind: 'list-pipelines' }, o);
        if (!result.delivered)
            throw result.error;
        return result.response;
    }
    orThrow(d) {
        if (!d.delivered)
            throw d.error;
        return d.response;
    }
    async run(unchecked, o) {
        let request;
        try {
            // The gate, once per sequence: each attempt then sends these very bytes.
            request = unchecked.kind === 'list-pipelines' ? unchecked : this.outbound(unchecked);
        }
        catch (e) {
            if (!(e instanceof MonitorError))
                throw e;
            return { delivered: false, error: e, state: { ...(o.state ?? { attempts: 0 }) } };
        }
        const { kind } = request;
        const result = await runSequence(timeoutMs => this.attempt(request, timeoutMs, o.seeAttemptThrough ? undefined : o.signal).catch((e) => {
            throw e instanceof MonitorError
                ? e
                : new MonitorError(String(e), { retryable: false, cause: e });
        }), {
            clock: this.clock,
            maxAttempts: this.maxAttempts,
            timeoutMs: this.timeoutMs,
            state: o.state,
            deadline: o.deadline,
            signal: o.signal,
            notAttempted: why => new MonitorError(`${this.pathOf(request)} was not attempted: ${why}`, {
                retryable: true
            }),
            onAttempt: report => this.onAttempt?.({ kind, ...report }),
            ...this.budgetOf(request)
        });
        return result;
    }
    /** The ledger, as the retry loop asks it for each attempt of this request. */
    budgetOf(request) {
        const ledger = this.ledger;
        if (!ledger)
            return {};
        return {
            budget: {
                hour: {
                    permit: at => ledger.permit(request.kind, at),
                    answered: (status, retryAfterMs) => ledger.answered(status, retryAfterMs)
                },
                heldBack: refusal => new HourSpentError(this.pathOf(request), refusal)
            }
        };
    }
    pathOf(request) {
        switch (request.kind) {
            case 'start':
            case 'end':
                return PATHS.monitoring;
            case 'heartbeat':
                return PATHS.heartbeat;
            case 'pipeline-notification':
                return PATHS.pipelineNotify(request.pipelineId);
            case 'list-pipelines':
                return PATHS.pipelines;
        }
    }
    /** Whether this client has the address that calls of this kind go to. */
    serves(kind) {
        return Boolean(this.baseOf(kind));
    }
    /**
     * Which service calls of this kind go to (the family's address and a fingerprint of the
     * key); undefined without that address. The queue stamps it on records and replays only
     * the records that carry this client's.
     */
    identityFor(kind) {
        const base = this.baseOf(kind);
        return base ? serviceIdentity(base, this.apiKey) : undefined;
    }
    /** The address of the kind's endpoint family: {deployment_url} for the pipeline endpoints. */
    baseOf(kind) {
        return isPipelineFamily(kind) ? this.deploymentUrl : this.baseUrl;
    }
    urlOf(request) {
        const path = this.pathOf(request);
        const pipelineFamily = isPipelineFamily(request.kind);
        const base = this.baseOf(request.kind);
        if (!base) {
            throw new MonitorError(pipelineFamily
                ? 'A deployment URL is needed for pipeline calls'
                : 'A base URL is needed for run reports and heartbeats', { retryable: false });
        }
        return { url: joinUrl(base, path), pipelineFamily };
    }
    /** One attempt: send, then read the answer as the API text describes it. */
    async attempt(request, timeoutMs, signal) {
        const { url, pipelineFamily } = this.urlOf(request);
        const endpoint = this.pathOf(request);
        // The bare key on /monitoring and /heartbeat, Bearer on the pipeline endpoints (API text, 5).
        const headers = {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: pipelineFamily ? `Bearer ${this.apiKey}` : this.apiKey,
            'User-Agent': this.userAgent
        };
        let res;
        try {
            res = await this.transport({
                method: request.kind === 'list-pipelines' ? 'GET' : 'POST',
                url,
                headers,
                // The body passed the outbound gate in run(): these bytes are what it let out.
                body: request.kind === 'list-pipelines' ? undefined : JSON.stringify(request.body),
                timeoutMs,
                signal
            });
        }
        catch (e) {
            // 4.3: a 200 to a pipeline notification is success, however long its body.
            if (request.kind === 'pipeline-notification' &&
                e instanceof OversizedAnswerError &&
                e.status === 200)
                return undefined;
            throw e;
        }
        this.checkStatus(endpoint, res);
        return this.readAnswer(request, endpoint, res);
    }
    checkStatus(endpoint, res) {
        if (res.status === 200)
            return;
        if (res.status === 401)
            throw new AuthError(endpoint);
        const retryAfterMs = retryAfterOf(res.status, res.headers['retry-after'], this.clock.now(), this.maxRetryAfterMs);
        throw new HttpStatusError(endpoint, res.status, errorDetail(res.body, this.apiKey), retryAfterMs);
    }
    readAnswer(request, endpoint, res) {
        // 4.3: a client treats status 200 as success, whatever the body.
        if (request.kind === 'pipeline-notification') {
            const decoded = decodeObject(res.body);
            return 'object' in decoded ? decoded.object : res.body;
        }
        if (request.kind === 'list-pipelines') {
            try {
                return decodeBody(res.body);
            }
            catch (e) {
                throw new ResponseShapeError(endpoint, e instanceof TooDeepError ? e.message : 'not JSON');
            }
        }
        const decoded = decodeObject(res.body);
        if ('problem' in decoded) {
            const excerpt = errorDetail(res.body, this.apiKey, ANSWER_EXCERPT_CHARS);
            throw new ResponseShapeError(endpoint, excerpt ? `${decoded.problem} (it begins ${excerpt})` : decoded.problem);
        }
        const body = decoded.object;
        switch (request.kind) {
            case 'start':
                if (typeof body.run_id !== 'string' || body.run_id === '') {
                    throw new ResponseShapeError(endpoint, 'no run_id in the answer to a start report');
                }
                if (!usableRunId(body.run_id)) {
                    throw new ResponseShapeError(endpoint, `a run_id no client can pass on safely (${errorDetail(body.run_id, this.apiKey, ANSWER_EXCERPT_CHARS)})`);
                }
                return { run_id: body.run_id };
            case 'end':
                if (typeof body.update_status !== 'string') {
                    throw new ResponseShapeError(endpoint, 'no update_status in the answer to an end report');
                }
                if (body.update_status.toLowerCase() === 'failed')
                    throw new UpdateFailedError(endpoint);
                return { update_status: body.update_status };
            case 'heartbeat':
                if (typeof body.success !== 'boolean') {
                    throw new ResponseShapeError(endpoint, 'no success field in the answer to a heartbeat');
                }
                return body;
        }
    }
}
/** Joins a base URL (with or without a path prefix or trailing slash) and an endpoint path. */
function joinUrl(base, path) {
    return `${normalAddress(base)}${path}`;
}
/**
 * A run id is the service's, and the API text does not say its shape; but it is printed (by
 * `job-monitor start`, in logs, as the action's output) where a line break, a control
 * character or a workflow command in it would act. An id with one is not an answer to use.
 */
function usableRunId(id) {
    return id.length <= MAX_RUN_ID_CHARS && inert_text_escapeControl(id) === id && !commandLike(id);
}
/**
 * A short, single-line excerpt of an answer for messages. The answer is untrusted: the key
 * (in the encodings the redactor knows: docs/security.md) and token shapes are hidden before the cut, and
 * control characters are shown escaped, so no front end prints an active one.
 */
function errorDetail(body, apiKey, maxChars = ERROR_DETAIL_CHARS) {
    return safeForLog(body.trim().replace(/[ \t\r\n]+/g, ' '), apiKey ? [apiKey] : [], maxChars);
}

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./dist/.lib-modules/util/constants.js
/** The file-system toolkit's budgets (disk.ts's retries of a busy file). */
/**
 * On Windows a file another handle holds (an antivirus scan, a reader) refuses a rename, an
 * unlink or an open for a moment: the call is tried again this many times in all, waiting
 * from the first delay on, doubling, within the budget. Then it fails as it would have at
 * once: monitoring trouble never holds a job up for long.
 */
const BUSY_RETRY_ATTEMPTS = 8;
const BUSY_RETRY_FIRST_DELAY_MS = 10;
const constants_BUSY_RETRY_BUDGET_MS = 1_000;

;// CONCATENATED MODULE: ./dist/.lib-modules/util/errno.js
/**
 * True when `error` is a failed system call's error with one of `codes` (ENOENT, EEXIST...):
 * read without trusting the error's shape, since anything may have been thrown.
 */
function errno_isErrno(error, ...codes) {
    const code = error?.code;
    return typeof code === 'string' && codes.includes(code);
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/disk.js
/**
 * The disk as the queue and the files beside it see it: the file-system calls, injected so a
 * test can make them fail, and the short retries of a file Windows holds busy for a moment.
 * Everything built on it tolerates the races of several processes sharing one directory, on
 * each platform's rules.
 */





const disk_localDisk = {
    platform: process.platform,
    fs: { open: promises_namespaceObject.open, rename: promises_namespaceObject.rename, rm: promises_namespaceObject.rm, unlink: promises_namespaceObject.unlink, mkdir: promises_namespaceObject.mkdir, chmod: promises_namespaceObject.chmod, lstat: promises_namespaceObject.lstat, readdir: promises_namespaceObject.readdir },
    clock: systemClock
};
/**
 * Errors Windows gives for a moment while another handle is open on the file: an antivirus
 * scanner or the search indexer reading a file we just wrote, a reader that has the target of
 * a rename open, a file whose deletion is still pending. libuv reports a sharing violation as
 * EBUSY and an access denied as EPERM (EACCES from some calls). Elsewhere these errors last:
 * a permission, a mount point; they are not retried there.
 */
const BUSY_CODES = ['EPERM', 'EACCES', 'EBUSY'];
/** True when `error` is one Windows gives while another handle holds the file for a moment. */
function isBusy(disk, error) {
    return disk.platform === 'win32' && errno_isErrno(error, ...BUSY_CODES);
}
/**
 * After attempt `attempt` failed with `error`: how long to wait before the next one, or
 * undefined to give up (not a busy file, or the attempts or the time are spent).
 */
function waitBeforeRetry(disk, error, attempt, left) {
    if (!isBusy(disk, error) || attempt >= BUSY_RETRY_ATTEMPTS || left <= 0)
        return undefined;
    return Math.min(BUSY_RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1), left);
}
/**
 * Runs `op`, again after a short wait while Windows says the file is busy: a few attempts,
 * doubling waits, within BUSY_RETRY_BUDGET_MS in all. Then the last error is thrown, and the
 * caller fails as it would have at once: a record stays queued, and nothing waits longer.
 */
async function retryBusy(disk, op) {
    const giveUpAt = disk.clock.now() + constants_BUSY_RETRY_BUDGET_MS;
    for (let attempt = 1;; attempt++) {
        try {
            return await op();
        }
        catch (error) {
            const wait = waitBeforeRetry(disk, error, attempt, giveUpAt - disk.clock.now());
            if (wait === undefined)
                throw error;
            await disk.clock.sleep(wait);
        }
    }
}
const disk_localSyncDisk = {
    platform: process.platform,
    fs: { writeFileSync: external_node_fs_namespaceObject.writeFileSync, renameSync: external_node_fs_namespaceObject.renameSync, rmSync: external_node_fs_namespaceObject.rmSync },
    now: () => Date.now(),
    pause: ms => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
};
/** retryBusy for synchronous calls: the same attempts and budget, the waits block. */
function disk_retryBusySync(disk, op) {
    const giveUpAt = disk.now() + BUSY_RETRY_BUDGET_MS;
    for (let attempt = 1;; attempt++) {
        try {
            return op();
        }
        catch (error) {
            const wait = waitBeforeRetry(disk, error, attempt, giveUpAt - disk.now());
            if (wait === undefined)
                throw error;
            disk.pause(wait);
        }
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/dirs.js
/**
 * Folders: created one bounded level at a time (never by Node's recursive mkdir), and the
 * check that a folder we keep files in is this user's alone.
 */




/** More levels to create than this are refused: no real folder of ours needs as many. */
const MAX_DIR_LEVELS = 64;
function levelError(code, message, path) {
    return Object.assign(new Error(`${code}: ${message}, mkdir '${path}'`), {
        code,
        syscall: 'mkdir',
        path
    });
}
/**
 * The mkdir calls that create `dir` and its missing parents, one level each, and what each
 * answer means; it returns the first folder it created (undefined when `dir` was there). It
 * climbs from `dir` while the answer is "parent missing", then creates downwards. Each level is
 * asked at most twice: where the kernel says a child's parent is missing although the parent
 * exists (under /proc, on a stale mount), this refuses with ENOENT; Node's recursive mkdir
 * loops there for ever inside C++, deaf to signals.
 */
function* levelsOf(dir) {
    const missing = [];
    let at = dir;
    let created;
    for (;;) {
        const answer = yield at;
        if (answer === 'made') {
            created = at;
            break;
        }
        if (answer === 'exists')
            break;
        const parent = (0,external_node_path_namespaceObject.dirname)(at);
        if (parent === at)
            throw levelError('ENOENT', 'no such file or directory', at);
        if (missing.length >= MAX_DIR_LEVELS - 1) {
            throw levelError('ENAMETOOLONG', `more than ${MAX_DIR_LEVELS} folders to create`, dir);
        }
        missing.push(at);
        at = parent;
    }
    for (const level of missing.reverse()) {
        const answer = yield level;
        // Its parent was just made or seen: "missing" now is the kernel contradicting itself.
        if (answer === 'missing')
            throw levelError('ENOENT', 'no such file or directory', level);
        if (answer === 'made')
            created ??= level;
    }
    return created;
}
function answerOf(error) {
    if (errno_isErrno(error, 'EEXIST'))
        return 'exists';
    if (errno_isErrno(error, 'ENOENT'))
        return 'missing';
    throw error;
}
/**
 * Creates `dir` and its missing parents (mode `mode`, through the umask), one bounded level at
 * a time: the only way anything here creates a folder, since a recursive mkdir can spin for
 * ever on a path the kernel answers oddly. Returns the first folder created, undefined when
 * `dir` was there; an existing `dir` that is not a directory (a file, a link) is refused.
 */
async function makeDirs(dir, mode, disk = disk_localDisk) {
    const full = (0,external_node_path_namespaceObject.resolve)(dir);
    const plan = levelsOf(full);
    let step = plan.next();
    let lastAnswer;
    while (!step.done) {
        const level = step.value;
        lastAnswer = await disk.fs.mkdir(level, { mode }).then(() => 'made', answerOf);
        step = plan.next(lastAnswer);
    }
    if (lastAnswer === 'exists' && !(await disk.fs.lstat(full)).isDirectory()) {
        throw levelError('ENOTDIR', 'not a directory', full);
    }
    return step.value;
}
/** makeDirs without yielding: for the few places that cannot (a helper being spawned). */
function makeDirsSync(dir, mode) {
    const full = resolve(dir);
    const plan = levelsOf(full);
    let step = plan.next();
    let lastAnswer;
    while (!step.done) {
        try {
            mkdirSync(step.value, { mode });
            lastAnswer = 'made';
        }
        catch (error) {
            lastAnswer = answerOf(error);
        }
        step = plan.next(lastAnswer);
    }
    if (lastAnswer === 'exists' && !lstatSync(full).isDirectory()) {
        throw levelError('ENOTDIR', 'not a directory', full);
    }
    return step.value;
}
/** Flags that open a folder itself to read its owner and mode: never through a link. */
const DIR_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_DIRECTORY ?? 0) | (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0);
/**
 * Whether `dir` is a folder of this user's alone: 'absent', 'ours', or the reason it is not
 * (a file or a link in its place, another user's folder, one others may enter). The owner and
 * mode are read from the opened folder, never from a path that could be swapped in between.
 * Windows has no owner ids or modes here (what keeps a folder private there is the ACL it
 * inherits): a real folder, not a link, counts.
 */
function privateDirState(dir, uid = process.getuid?.(), platform = process.platform) {
    if (platform === 'win32') {
        try {
            return lstatSync(dir).isDirectory() ? 'ours' : 'is not a folder (a file or a link is there)';
        }
        catch (e) {
            if (isErrno(e, 'ENOENT'))
                return 'absent';
            throw e;
        }
    }
    let fd;
    try {
        fd = openSync(dir, DIR_FLAGS);
    }
    catch (e) {
        if (isErrno(e, 'ENOENT'))
            return 'absent';
        if (isErrno(e, 'ENOTDIR', 'ELOOP', 'EMLINK'))
            return 'is not a folder (a file or a link is there)';
        if (isErrno(e, 'EACCES', 'EPERM'))
            return 'belongs to another user';
        throw e;
    }
    try {
        const st = fstatSync(fd);
        if (!st.isDirectory())
            return 'is not a folder';
        if (uid !== undefined && st.uid !== uid)
            return 'belongs to another user';
        if ((st.mode & 0o077) !== 0) {
            return `is open to other users (mode ${(st.mode & 0o777).toString(8)})`;
        }
        return 'ours';
    }
    finally {
        closeSync(fd);
    }
}
/**
 * Creates the directory (and parents) private to the user; leaves an existing one as it is.
 * Windows has no modes (what keeps the folder private there is the ACL it inherits from the
 * user's profile): the mode is not set there.
 */
async function ensurePrivateDir(dir, disk = disk_localDisk) {
    const created = await makeDirs(dir, 0o700, disk);
    // mkdir's mode is filtered through the umask; set it exactly on what we created.
    if (created !== undefined && disk.platform !== 'win32') {
        await disk.fs.chmod(dir, 0o700).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./dist/.lib-modules/util/short-hash.js
/**
 * A short, stable name from a text (a run key, a host name): FNV-1a over its UTF-8 bytes, 128
 * bits, as hex. Not a cryptographic hash, and not needed to be one: these names only have to be
 * the same wherever they are computed and differ between inputs. The heartbeat helper, which lives
 * as long as the job, names files and its channel with it; node:crypto, loaded for that, would
 * stay in its memory all job long (some 3 MiB).
 */
const OFFSET = 0x6c62272e07bb014262b821756295c58dn;
const PRIME = 0x1000000000000000000013bn;
const short_hash_MASK = (1n << 128n) - 1n;
function shortHash(text, hexChars) {
    let hash = OFFSET;
    for (const byte of Buffer.from(text, 'utf8'))
        hash = ((hash ^ BigInt(byte)) * PRIME) & short_hash_MASK;
    return hash.toString(16).padStart(32, '0').slice(0, hexChars);
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/owner.js
/**
 * Who left a file behind: this machine's tag, and whether the process that wrote the file is
 * still alive, so that only the leftovers of a process known to be gone are freed.
 */



/**
 * Short tag of this machine. A process id means something only on the machine (or container)
 * that issued it, so liveness is checked only for files left by processes with our tag.
 */
const HOST_TAG = shortHash((0,external_node_os_namespaceObject.hostname)(), 8);
/**
 * True unless the process is known to be gone. A process of another machine (or pid
 * namespace) cannot be checked: it counts as alive, and only the age bound frees its files.
 */
function isOwnerAlive(hostTag, pid) {
    if (hostTag !== HOST_TAG)
        return true;
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: the process exists but belongs to someone else.
        return !errno_isErrno(error, 'ESRCH');
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/random-hex.js

/**
 * Random hex, to keep names unique across processes that share a pid namespace or not, and for
 * the tokens that prove who wrote a lock or answers a stop. From /dev/urandom where there is one:
 * node:crypto, loaded for this alone, would stay in the heartbeat helper's memory all job long
 * (some 3 MiB). Windows has no /dev/urandom and loads it.
 */
function randomHex(bytes = 4) {
    const buf = Buffer.alloc(bytes);
    try {
        const fd = (0,external_node_fs_namespaceObject.openSync)('/dev/urandom', 'r');
        try {
            if ((0,external_node_fs_namespaceObject.readSync)(fd, buf, 0, bytes, null) === bytes)
                return buf.toString('hex');
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    catch {
        // no /dev/urandom here
    }
    return process.getBuiltinModule('node:crypto').randomBytes(bytes).toString('hex');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/atomic-writes.js
/**
 * Writes that readers and other writers see whole or not at all: a temporary file renamed over
 * the final name (its directory synced), and the exclusive create of which exactly one of
 * several processes wins. Temporary files carry their owner, so a dead process's leftovers can go.
 */





/**
 * Makes a rename or unlink in `dir` durable. Windows cannot open a directory as a file (NTFS
 * journals its own directory changes): there the step is skipped, the rename itself is still
 * atomic. Elsewhere a failure is not fatal either: the rename has happened.
 */
async function syncDir(dir, disk = disk_localDisk) {
    if (disk.platform === 'win32')
        return;
    let handle;
    try {
        handle = await disk.fs.open(dir, 'r');
        await handle.sync();
    }
    catch {
        // best effort
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}
/** Prefix of temporary files; readers skip them and replay removes old leftovers. */
const TEMP_PREFIX = '.tmp-';
/** Name of a temporary file: it carries its owner, so leftovers of a dead process can go. */
function tempFileName() {
    return `${TEMP_PREFIX}${HOST_TAG}-${process.pid}-${randomHex()}`;
}
/** The owner encoded in a temporary file's name, if it has that shape. */
function parseTempFileName(name) {
    const m = /^\.tmp-([0-9a-f]{8})-(\d+)-[0-9a-f]+$/.exec(name);
    return m ? { hostTag: m[1], pid: Number(m[2]) } : undefined;
}
/**
 * Writes `name` in `dir` so that readers see either nothing or the whole content: a temporary
 * file in the same directory (mode 0600), fsync, rename over the final name, fsync the
 * directory. A crash leaves at worst a temporary file, which readers ignore. On Windows a
 * busy file (a scanner, a reader of the old content) is waited for a moment.
 */
async function writeFileAtomic(dir, name, content, disk = disk_localDisk) {
    const temp = (0,external_node_path_namespaceObject.join)(dir, tempFileName());
    try {
        const handle = await retryBusy(disk, () => disk.fs.open(temp, 'wx', 0o600));
        try {
            await handle.writeFile(content, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await retryBusy(disk, () => disk.fs.rename(temp, (0,external_node_path_namespaceObject.join)(dir, name)));
    }
    catch (error) {
        await disk.fs.rm(temp, { force: true }).catch(() => undefined);
        throw error;
    }
    await syncDir(dir, disk);
}
/**
 * writeFileAtomic for files handed over within a job (the heartbeat helper's status and
 * steps, read by the post step): the same temporary file (mode 0600) and rename, waiting out
 * a busy file on Windows (the post step reading the old content), without yielding. No fsync:
 * a crash of the machine ends the job that would read them.
 */
function writeFileAtomicSync(path, content, disk = localSyncDisk) {
    const temp = join(dirname(path), tempFileName());
    try {
        disk.fs.writeFileSync(temp, content, { mode: 0o600, flag: 'wx' });
        retryBusySync(disk, () => disk.fs.renameSync(temp, path));
    }
    catch (error) {
        try {
            disk.fs.rmSync(temp, { force: true });
        }
        catch {
            // a leftover temporary file is ignored by readers
        }
        throw error;
    }
}
/**
 * Creates `path` with `content` only if nothing has that name yet: true when this call
 * created it, false when another process had (EEXIST). The exclusive create (O_EXCL,
 * CreateFile's CREATE_NEW on Windows) is decided by the file system in one step, on NTFS as
 * on POSIX file systems: of several processes creating one name, exactly one succeeds. On
 * Windows a name whose file is being deleted stays busy until its last handle closes: still
 * busy after the retries, it counts as taken too, never as created.
 */
async function createExclusive(path, content, disk = disk_localDisk) {
    let handle;
    try {
        handle = await retryBusy(disk, () => disk.fs.open(path, 'wx', 0o600));
    }
    catch (error) {
        if (errno_isErrno(error, 'EEXIST') || isBusy(disk, error))
            return false;
        throw error;
    }
    try {
        await handle.writeFile(content, 'utf8');
    }
    catch (error) {
        await handle.close().catch(() => undefined);
        await disk.fs.rm(path, { force: true }).catch(() => undefined);
        throw error;
    }
    await handle.close();
    return true;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/regular-files.js
/**
 * The one safe open of a path we read or append to, and the reads built on it: a regular file
 * only, never through a symbolic link, never waiting on a FIFO or a device, never read past a bound.
 */



/**
 * Flags that open only what can be read without waiting: a symbolic link is refused
 * (O_NOFOLLOW: its target is not ours to read), and a FIFO or a device does not block the open
 * (O_NONBLOCK). Platforms without a flag (Windows) go without it.
 */
const READ_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0) | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0);
/**
 * Flags that open a file of ours for appending the same way: created (mode 0600) when missing,
 * a symbolic link refused, a FIFO never waited on (with no reader the open fails at once).
 */
const APPEND_FLAGS = external_node_fs_namespaceObject.constants.O_WRONLY |
    external_node_fs_namespaceObject.constants.O_APPEND |
    external_node_fs_namespaceObject.constants.O_CREAT |
    (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0) |
    (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0);
/** The most any file is read whole: far more than a record (its logs escaped), a state or a status holds. */
const READ_MAX_BYTES = 128 * 1024 * 1024;
/** What stands at a path instead of a regular file, in words for a message. */
function kindOf(st) {
    if (st.isDirectory())
        return 'a directory';
    if (st.isFIFO())
        return 'a FIFO';
    if (st.isSocket())
        return 'a socket';
    return 'a device';
}
/** Refusal of what is not a regular file: code ENOTREG, the kind named in the message. */
class NotRegularFileError extends Error {
    code = 'ENOTREG';
    constructor(path, kind) {
        super(`${path} is ${kind}, not a regular file`);
    }
}
/** Errors of an open that mean "nothing here we may read" rather than trouble to report. */
const UNREADABLE = ['ENOENT', 'ELOOP', 'EMLINK', 'ENXIO', 'EACCES', 'EPERM', 'EBUSY', 'ENOTDIR'];
/**
 * The one safe open of a path we read or write: a regular file only (checked on the open
 * handle, so nothing can be swapped in between), never through a symbolic link, never waiting
 * on a FIFO or a device. `how` is `read` (READ_FLAGS) or `append` (APPEND_FLAGS). Anything
 * else at the path is refused with NotRegularFileError; the open's own errors are thrown.
 */
async function openRegular(path, how, disk = disk_localDisk) {
    const handle = await retryBusy(disk, () => how === 'read' ? disk.fs.open(path, READ_FLAGS) : disk.fs.open(path, APPEND_FLAGS, 0o600));
    try {
        const st = await handle.stat();
        if (!st.isFile())
            throw new NotRegularFileError(path, kindOf(st));
        return { handle, size: st.size, uid: st.uid };
    }
    catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
    }
}
/** openRegular without yielding, for the few that cannot (a helper being spawned, a status). */
function openRegularSync(path, how) {
    const fd = how === 'read' ? openSync(path, READ_FLAGS) : openSync(path, APPEND_FLAGS, 0o600);
    try {
        const st = fstatSync(fd);
        if (!st.isFile())
            throw new NotRegularFileError(path, kindOf(st));
        return { fd, size: st.size, uid: st.uid };
    }
    catch (error) {
        closeSync(fd);
        throw error;
    }
}
/**
 * The text of a regular file, or undefined when it is gone (another process took or removed
 * it), or is anything else: a FIFO, a directory, a device, a symbolic link, a file we may not
 * read. Never more than `maxBytes` (READ_MAX_BYTES): a longer one is undefined too.
 */
async function readRegularFile(path, disk = disk_localDisk, maxBytes = READ_MAX_BYTES) {
    let opened;
    try {
        opened = await openRegular(path, 'read', disk);
    }
    catch (error) {
        if (error instanceof NotRegularFileError || errno_isErrno(error, ...UNREADABLE))
            return undefined;
        throw error;
    }
    try {
        if (opened.size > maxBytes)
            return undefined;
        return await readOpenFile(opened.handle, opened.size, maxBytes);
    }
    finally {
        await opened.handle.close().catch(() => undefined);
    }
}
/**
 * readRegularFile without yielding: the text of a regular file of at most `maxBytes`, and its
 * owner; undefined when there is none or it is anything else.
 */
function readRegularFileSync(path, maxBytes = READ_MAX_BYTES) {
    let opened;
    try {
        opened = openRegularSync(path, 'read');
    }
    catch {
        return undefined;
    }
    try {
        if (opened.size > maxBytes)
            return undefined;
        const buffer = Buffer.allocUnsafe(maxBytes === 0 ? 0 : Math.min(maxBytes, opened.size || maxBytes));
        let length = 0;
        while (length < buffer.length) {
            const n = readSync(opened.fd, buffer, length, buffer.length - length, null);
            if (n === 0)
                break;
            length += n;
        }
        return { text: buffer.toString('utf8', 0, length), uid: opened.uid };
    }
    catch {
        return undefined;
    }
    finally {
        closeSync(opened.fd);
    }
}
/**
 * Hands the bytes of a regular file to `write` in pieces, up to the size it had when opened: a
 * log still being written is read to where it was, never chased for ever. Anything that is not a
 * regular file (a FIFO, /dev/zero, a link) is refused with NotRegularFileError or the open's
 * error, at once. Returns the bytes read.
 */
async function streamRegularFile(path, write, disk = localDisk) {
    const { handle, size } = await openRegular(path, 'read', disk);
    try {
        let done = 0;
        while (done < size) {
            // A fresh piece each time: `write` may keep what it is given.
            const buffer = Buffer.allocUnsafe(Math.min(size - done, 64 * 1024));
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, done);
            if (bytesRead === 0)
                break; // cut short meanwhile: what was there
            write(buffer.subarray(0, bytesRead));
            done += bytesRead;
        }
        return done;
    }
    finally {
        await handle.close().catch(() => undefined);
    }
}
/**
 * The text of an open regular file whose stat said `size` bytes: the bytes in one read (more
 * only if the system hands them over in pieces), as handle.readFile reads them, without the
 * stat of its own it makes first. A replay reads every record twice (scanning, claiming) and
 * its lock once: that stat was one call to the file system in five. A file whose stat said 0
 * bytes may hold some by now (a lock being written), or be of a kind that has no size (/proc):
 * that one is read to its end, up to `maxBytes`.
 */
async function readOpenFile(handle, size, maxBytes) {
    const want = size === 0 ? maxBytes : size;
    const buffer = Buffer.allocUnsafe(Math.min(want, size === 0 ? 64 * 1024 : want));
    const pieces = [];
    let length = 0;
    let piece = 0;
    while (length < want) {
        if (piece === buffer.length) {
            pieces.push(Buffer.from(buffer.subarray(0, piece)));
            piece = 0;
        }
        const { bytesRead } = await handle.read(buffer, piece, Math.min(buffer.length - piece, want - length), length);
        if (bytesRead === 0)
            break; // cut short meanwhile: what was there
        length += bytesRead;
        piece += bytesRead;
    }
    pieces.push(buffer.subarray(0, piece));
    return pieces.length === 1 ? pieces[0].toString('utf8') : Buffer.concat(pieces).toString('utf8');
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/in-order.js
/**
 * `map` of an async function over a list with at most `limit` calls in flight, the answers in
 * the list's order: work that waits (reads of many small files, each a few trips to libuv's
 * thread pool) overlaps, without starting all of it at once. The first failure is the answer;
 * no call starts after it.
 */
async function mapInOrder(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    let failed = false;
    const worker = async () => {
        while (!failed && next < items.length) {
            const i = next++;
            try {
                results[i] = await fn(items[i]);
            }
            catch (error) {
                failed = true;
                throw error;
            }
        }
    };
    // NaN counts as one: with no worker at all, every answer would be a hole, and no error said.
    const workers = Math.min(Math.max(1, Math.floor(limit) || 1), items.length);
    await Promise.all(Array.from({ length: workers }, worker));
    return results;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/util/entries.js
/**
 * The entries of a folder: listed, looked at and removed without following a symbolic link,
 * a vanished one answered rather than thrown.
 */


/**
 * Names of the regular files in the directory (none when it does not exist yet). FIFOs,
 * directories, devices and symbolic links are left out: nothing reads, claims or cleans them.
 */
async function listFiles(dir, disk = disk_localDisk) {
    try {
        return (await disk.fs.readdir(dir, { withFileTypes: true }))
            .filter(e => e.isFile())
            .map(e => e.name);
    }
    catch (error) {
        if (errno_isErrno(error, 'ENOENT'))
            return [];
        throw error;
    }
}
/** True when `path` is a directory itself, not a symbolic link to one. */
async function isRealDirectory(path, disk = disk_localDisk) {
    try {
        return (await disk.fs.lstat(path)).isDirectory();
    }
    catch {
        return false;
    }
}
/** The entry's modification time without following a symbolic link; undefined when gone. */
async function modifiedAt(path, disk = disk_localDisk) {
    try {
        const s = await disk.fs.lstat(path);
        return s.isFile() ? s.mtimeMs : undefined;
    }
    catch {
        return undefined;
    }
}
/** True when anything (not followed) has this path. */
async function entryExists(path, disk = disk_localDisk) {
    try {
        await disk.fs.lstat(path);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Removes a file (a symbolic link itself, never its target); false when it was already gone.
 * On Linux and macOS one unlink does it: rm would first stat the path twice, to learn whether
 * it is a directory, and a replay removes two files (the record, its lock) for each record it
 * sends. On Windows rm also removes a file marked read-only (it clears the attribute and tries
 * again), and a file another handle holds is waited for a moment.
 */
async function removeIfPresent(path, disk = disk_localDisk) {
    try {
        await retryBusy(disk, () => disk.platform === 'win32' ? disk.fs.rm(path) : disk.fs.unlink(path));
        return true;
    }
    catch (error) {
        if (errno_isErrno(error, 'ENOENT'))
            return false;
        throw error;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/heartbeat-budget.js
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
    const endAttempts = Math.max(1, Math.floor(o.endAttempts ?? DEFAULT_MAX_ATTEMPTS));
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
 * How often a start says its heartbeats will go: the interval asked for, and where the job
 * shares the key's hour with others (a matrix's legs, the key's jobs on one machine) and its
 * share is slower, the pace it keeps instead, so that a short job whose first beat never came
 * reads why. A job alone spends its burst at its interval first, so only a shared one is said.
 */
function beatCadence(intervalMs, budget) {
    const asked = `every ${intervalMs / 1000} s`;
    if (!heldToPace(intervalMs, budget))
        return asked;
    return (`${asked}, at most one every ${Math.ceil(budget.paceMs / 1000)} s ` +
        `(${budget.jobTotal} jobs share the key's hour)`);
}
/** Whether a job's share of the key's hour holds its beats to a pace slower than its interval. */
function heldToPace(intervalMs, budget) {
    return budget.jobTotal > 1 && budget.paceMs > intervalMs;
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
        case 'held':
            // Heartbeats give way to reports: the next one waits for the room, as late as it must.
            wanted = Math.max(p.intervalMs, p.last.until - now);
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

;// CONCATENATED MODULE: ./dist/.lib-modules/client/hour-rule.js

/** Every request but a heartbeat is a report: a GET of the pipelines is asked for by a person. */
function ticketKindOf(kind) {
    return kind === 'heartbeat' ? 'heartbeat' : 'report';
}
/** The reports' room heartbeats never take: one job's start, end with retries, notifications. */
const REPORT_RESERVE_FLOOR = heartbeatBudget({}).reservePerJob;
/** How many of the hour's requests a request of `kind` may find before it: all, for a report. */
function capFor(kind, inHour, limit) {
    if (kind === 'report')
        return limit;
    const reports = inHour.filter(t => t.kind === 'report').length;
    return limit - Math.max(REPORT_RESERVE_FLOOR, reports);
}
function inHourAt(tickets, at) {
    return tickets.filter(t => t.at > at - HOUR_MS);
}
/**
 * Whether a request of `kind` may go at `at`, given the tickets numbered before its own; when
 * not, the earliest moment one leaving the hour makes room (if no other comes meanwhile).
 */
function roomAt(kind, at, earlier, limit) {
    const inHour = inHourAt(earlier, at);
    if (inHour.length < capFor(kind, inHour, limit))
        return { granted: true };
    const why = kind === 'report'
        ? `this machine has sent ${inHour.length} of its ${limit} requests in the last hour`
        : `heartbeats give way: the last hour's ${inHour.length} of ${limit} requests leave the room to start and end reports`;
    const leaving = inHour.map(t => t.at + HOUR_MS).sort((a, b) => a - b);
    for (const moment of leaving) {
        const then = inHourAt(earlier, moment);
        if (then.length < capFor(kind, then, limit))
            return { granted: false, until: moment, why };
    }
    return { granted: false, until: leaving[leaving.length - 1] ?? at, why };
}
/** Without a Retry-After, the first 429 holds the key back this long, doubling with each next one. */
const FIRST_PAUSE_MS = 60_000;
/**
 * How long a 429 holds every request of the key back: its Retry-After when it has one; else a
 * minute, doubled for each 429 in a row, up to the hour (the rule's exponential backoff, at the
 * scale of an hourly limit). A 429 means the key is used beyond what this machine counted (by
 * another machine, or before the ledger began): only the service knows when its hour ends.
 */
function pauseAfter429(now, retryAfterMs, previous) {
    const streak = previous !== undefined && now - previous.until < HOUR_MS ? previous.streak + 1 : 1;
    const wait = retryAfterMs ?? Math.min(HOUR_MS, FIRST_PAUSE_MS * 2 ** (streak - 1));
    return { until: now + wait, streak };
}
/** A pause in force at `at`, as a refusal. */
function pausedAt(pause, at) {
    if (pause === undefined || pause.until <= at)
        return undefined;
    return {
        granted: false,
        until: pause.until,
        why: 'the service answered 429 (its hourly limit), and everything on this key waits for it'
    };
}
/** Starts kept per job: enough for a steady median, little enough to read at every start. */
const PACE_STARTS_KEPT = 6;
/** The job's usual gap between starts (the median of its recent gaps); undefined before two. */
function cadenceOf(starts) {
    const gaps = [];
    for (let i = 1; i < starts.length; i++) {
        const gap = starts[i] - starts[i - 1];
        if (gap > 0)
            gaps.push(gap);
    }
    if (gaps.length === 0)
        return undefined;
    gaps.sort((a, b) => a - b);
    const mid = Math.floor(gaps.length / 2);
    return gaps.length % 2 ? gaps[mid] : (gaps[mid - 1] + gaps[mid]) / 2;
}
/** The reports a job needs in an hour at its cadence; 0 once it has stopped starting. */
function reportsPerHour(job, now) {
    const last = job.starts[job.starts.length - 1];
    if (last === undefined)
        return 0;
    const cadence = cadenceOf(job.starts);
    // One start only: its run alone, for the hour after it.
    if (cadence === undefined)
        return now - last < HOUR_MS ? job.reportsPerRun : 0;
    // Still running to its cadence: not silent for more than two of its gaps.
    if (now - last > 2 * cadence)
        return 0;
    return (job.reportsPerRun * HOUR_MS) / cadence;
}
function hourFit(own, others, now, limit) {
    const active = others.filter(j => reportsPerHour(j, now) > 0);
    const need = [own, ...active].reduce((sum, j) => sum + reportsPerHour(j, now), 0);
    const cadenceMs = cadenceOf(own.starts);
    return {
        fits: need <= limit,
        need: Math.ceil(need),
        ...(cadenceMs === undefined ? {} : { cadenceMs }),
        activeJobs: 1 + active.length
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/hour-ledger.js
/**
 * The key's hourly ledger: every request made with one API key from this machine, by every
 * job and process that sends with it (`exec`, `start` and `end`, `replay`, the heartbeat
 * process), so that together they keep within the key's hourly limit (API text, 8) instead of
 * each spending it as if it were alone. What one request may do is hour-rule.ts's; this keeps
 * the ledger on disk, safe to share.
 *
 * One folder per key, named by the key's fingerprint (identity.ts: a truncated, domain-separated
 * SHA-256, as queued records carry it), mode 0700:
 *
 *   t<n>               one ticket per request of the last hour: {"at": ms, "kind": "report"}
 *   pause.json         the pause a 429 asked for: {"until": ms, "streak": n}
 *   jobs/<hash>.json   a job's recent starts: {"starts": [ms...], "reportsPerRun": 2, "saidAt": ms}
 *
 * None of them holds the key or any piece of it.
 *
 * Many processes write it at once, without a lock to leave behind. A request reads the
 * tickets, finds room among them, and takes the next number, one above the highest it saw,
 * with an exclusive create: of several processes creating one name exactly one succeeds, and
 * the others look again. Each number is created only once the one before it exists, so whoever
 * creates ticket n counts every ticket below n (it looks once more after the create, for one a
 * folder read missed while others created files in it), and every later ticket counts n: no
 * hour holds more than the limit. Numbers are never taken twice: a ticket given up is voided in place,
 * the highest is never removed, and a request that finds a number above its own once it has
 * created it (its look older than a clean-up) gives its ticket up and looks again. A process
 * that dies leaves at most a ticket, which counts until it leaves the hour: a little too
 * careful, never over the limit.
 *
 * Everything read here is bounded and opened as a regular file without following a link. A
 * ledger that cannot be read or written holds nothing back: requests then go as they would
 * without it, and the trouble is said once.
 */












/** The key's own folder under `root` (the `ledger` folder beside the queue's records). */
function ledgerFolder(root, apiKey) {
    return join(root, keyFingerprint(apiKey));
}
/** What a ticket, a pause or a job's file of ours can hold: anything larger is not ours. */
const MAX_TICKET_BYTES = 256;
const MAX_JOB_FILE_BYTES = 4096;
/**
 * Rounds of finding the next number taken by another process first. Each round one of the
 * racers wins; one that loses them all is held back a moment (its report waits in the queue),
 * never let through uncounted.
 */
const MAX_ROUNDS = 32;
/** How long a request that lost every round waits before asking again. */
const CROWDED_WAIT_MS = 1000;
/** Tickets read beyond the limit: those being given up, those of processes that died. */
const EXTRA_TICKETS_READ = 64;
/** Tickets read at once: a read is four trips to libuv's thread pool, and they overlap. */
const TICKETS_READ_AT_ONCE = 8;
/** Every so many tickets, the taker removes those that left the hour. */
const CLEAN_EVERY = 16;
/** A ticket stays this long past its hour, for a clock that is a little behind another's. */
const CLEAN_SLACK_MS = 10 * 60_000;
/** Jobs' files read at one start, at most; a job silent this long is forgotten. */
const MAX_JOBS_READ = 256;
const JOB_FORGOTTEN_MS = 7 * 24 * HOUR_MS;
/** A cadence that does not fit is said once, and again a day later if it still does not. */
const SAY_AGAIN_MS = 24 * HOUR_MS;
/**
 * A ticket is given up only by its taker, in the moments after it took it (its second look):
 * one whose moment is this far past keeps what it says, and is read once by each process.
 */
const TICKET_SETTLED_MS = 60_000;
const TICKET_NAME = /^t(\d{1,15})$/;
class HourLedger {
    dir;
    limit;
    clock;
    disk;
    onTrouble;
    troubleSaid = false;
    ready;
    /**
     * The tickets this process has read or taken, by number, while the folder lists them. What
     * a ticket says is written with its create, and numbers are never taken twice, so a settled
     * ticket (TICKET_SETTLED_MS) is not read again: a replay sending the hour's overflow, or a
     * heartbeat process beating for hours, reads each ticket once instead of every ticket of the
     * hour for each request. One given up after all (its taker stalled that long) counts on here
     * until it leaves the folder: too careful, never over the limit.
     */
    known = new Map();
    constructor(o) {
        this.dir = o.dir;
        this.limit = Math.max(1, Math.floor(o.limit ?? SERVICE_HOURLY_LIMIT));
        this.clock = o.clock ?? systemClock;
        this.disk = o.disk ?? disk_localDisk;
        this.onTrouble = o.onTrouble;
    }
    /**
     * Asks for one request of `kind` at `at` (default now): granted, and then counted, or held
     * back with the earliest moment there may be room. Never throws.
     */
    async permit(kind, at = this.clock.now()) {
        try {
            await this.ensureDir();
            const paused = pausedAt(await this.readPause(), at);
            if (paused)
                return paused;
            return await this.take(ticketKindOf(kind), at);
        }
        catch (error) {
            this.trouble(error);
            return { granted: true };
        }
    }
    /**
     * What the service answered a request (200 for a success): a 429 pauses every request of the
     * key (pauseAfter429); any other answer ends a pause. Never throws.
     */
    async answered(status, retryAfterMs) {
        try {
            const previous = await this.readPause();
            if (status === 429) {
                await this.ensureDir();
                const pause = pauseAfter429(this.clock.now(), retryAfterMs, previous);
                await writeFileAtomic(this.dir, 'pause.json', `${JSON.stringify(pause)}\n`, this.disk);
            }
            else if (previous !== undefined) {
                await removeIfPresent((0,external_node_path_namespaceObject.join)(this.dir, 'pause.json'), this.disk);
            }
        }
        catch (error) {
            this.trouble(error);
        }
    }
    /** The requests of the last hour this machine made with the key, oldest first. */
    async lastHour() {
        const now = this.clock.now();
        const { live } = await this.readTickets().catch(() => ({ live: [] }));
        return live.filter(t => t.at > now - HOUR_MS).sort((a, b) => a.n - b.n);
    }
    /**
     * A run of `jobName` starts: its start is noted, and the answer says whether the cadences of
     * the key's jobs on this machine fit the hour, and how many of them there are. Never throws.
     */
    async noteStart(jobName, reportsPerRun) {
        const now = this.clock.now();
        try {
            const jobs = (0,external_node_path_namespaceObject.join)(this.dir, 'jobs');
            await ensurePrivateDir(jobs, this.disk);
            const name = `${shortHash(jobName, 32)}.json`;
            const mine = await this.readJob((0,external_node_path_namespaceObject.join)(jobs, name));
            const starts = [...(mine?.starts ?? []).filter(t => t < now), now].slice(-PACE_STARTS_KEPT);
            const fit = hourFit({ starts, reportsPerRun }, await this.otherJobs(jobs, name, now), now, this.limit);
            const saidAt = fit.fits ? undefined : mine?.saidAt;
            const sayNow = !fit.fits && (saidAt === undefined || now - saidAt >= SAY_AGAIN_MS);
            const kept = {
                starts,
                reportsPerRun,
                ...(sayNow ? { saidAt: now } : saidAt ? { saidAt } : {})
            };
            await writeFileAtomic(jobs, name, `${JSON.stringify(kept)}\n`, this.disk);
            return { ...fit, sayNow };
        }
        catch (error) {
            this.trouble(error);
            return { fits: true, need: 0, activeJobs: 1, sayNow: false };
        }
    }
    ensureDir() {
        this.ready ??= ensurePrivateDir(this.dir, this.disk).catch((error) => {
            this.ready = undefined;
            throw error;
        });
        return this.ready;
    }
    trouble(error) {
        if (this.troubleSaid)
            return;
        this.troubleSaid = true;
        const why = error instanceof Error ? error.message : String(error);
        this.onTrouble?.(`the key's hourly ledger in ${this.dir} cannot be used (${why}): requests go without it`);
    }
    /** Takes the next ticket, or finds the hour full (see the module's comment). */
    async take(kind, at) {
        for (let round = 0; round < MAX_ROUNDS; round++) {
            const before = await this.readTickets();
            const room = roomAt(kind, at, before.live, this.limit);
            if (!room.granted)
                return room;
            const n = before.last + 1;
            if (!(await createExclusive(this.ticketPath(n), ticketText({ at, kind }), this.disk)))
                continue; // another process took this number: look again
            const after = await this.lookAgain(n, before);
            // A number above ours: ours was taken before and cleaned away, and our look is older
            // than that. Give it up and look again.
            if (after === 'stale') {
                await this.voidTicket(n);
                continue;
            }
            const settled = roomAt(kind, at, after, this.limit);
            if (!settled.granted) {
                await this.voidTicket(n);
                return settled;
            }
            // Ours, and counted: this process never gives it up now.
            this.known.set(n, { n, at, kind });
            if (n % CLEAN_EVERY === 0)
                await this.cleanUp(n).catch(() => undefined);
            return settled;
        }
        return {
            granted: false,
            until: at + CROWDED_WAIT_MS,
            why: `${MAX_ROUNDS} times another process took the next place in the ledger first`
        };
    }
    /**
     * The tickets below ours, once ours exists: those read before, and any the first listing
     * missed (a folder read while others create files in it may leave out one made meanwhile);
     * 'stale' when a number above ours exists.
     */
    async lookAgain(n, before) {
        const numbers = ticketNumbers(await listFiles(this.dir, this.disk));
        if ((numbers[0] ?? -1) > n)
            return 'stale';
        const seen = new Set(before.live.map(t => t.n));
        const live = before.live.filter(t => t.n < n);
        for (const m of numbers.slice(0, this.limit + EXTRA_TICKETS_READ)) {
            if (m >= n || seen.has(m))
                continue;
            const ticket = await this.readTicket(m);
            if (ticket)
                live.push(ticket);
        }
        return live;
    }
    voidTicket(n) {
        return writeFileAtomic(this.dir, `t${n}`, '{"void":true}\n', this.disk);
    }
    ticketPath(n) {
        return (0,external_node_path_namespaceObject.join)(this.dir, `t${n}`);
    }
    /** The tickets in the ledger (the newest, within the bound) and the highest number taken. */
    async readTickets() {
        const numbers = ticketNumbers(await listFiles(this.dir, this.disk));
        const listed = numbers.slice(0, this.limit + EXTRA_TICKETS_READ);
        const read = await mapInOrder(listed, TICKETS_READ_AT_ONCE, n => this.readTicket(n));
        const live = read.filter(t => t !== undefined);
        // What the folder no longer lists (cleaned away, or beyond the bound) is forgotten.
        const kept = new Set(listed);
        for (const n of this.known.keys())
            if (!kept.has(n))
                this.known.delete(n);
        return { live, last: numbers[0] ?? -1 };
    }
    /** A ticket that counts; undefined for one given up, gone, or not ours. */
    async readTicket(n) {
        const known = this.known.get(n);
        if (known)
            return known;
        const text = await readRegularFile(this.ticketPath(n), this.disk, MAX_TICKET_BYTES);
        // Created, its content not written yet: a request going now.
        if (text === '')
            return { n, at: this.clock.now(), kind: 'report' };
        const parsed = text ? parseTicket(text) : undefined;
        if (!parsed)
            return undefined;
        const ticket = { n, ...parsed };
        if (this.clock.now() - ticket.at >= TICKET_SETTLED_MS)
            this.known.set(n, ticket);
        return ticket;
    }
    /**
     * Removes the tickets that left the hour (and then some), and those given up, always keeping
     * the highest number, so the next is never one taken before. A ticket left empty by a process
     * that died as it wrote it goes once it is an hour older than the newest, by the files' times.
     */
    async cleanUp(newest) {
        const now = this.clock.now();
        const newestTime = await modifiedAt(this.ticketPath(newest), this.disk);
        for (const n of ticketNumbers(await listFiles(this.dir, this.disk))) {
            if (n >= newest)
                continue;
            const path = this.ticketPath(n);
            const known = this.known.get(n);
            if (known) {
                if (known.at <= now - HOUR_MS - CLEAN_SLACK_MS)
                    await removeIfPresent(path, this.disk);
                continue;
            }
            const text = await readRegularFile(path, this.disk, MAX_TICKET_BYTES);
            if (text === undefined)
                continue;
            const ticket = text ? parseTicket(text) : undefined;
            let gone;
            if (text === '') {
                const time = await modifiedAt(path, this.disk);
                gone = time !== undefined && newestTime !== undefined && newestTime - time > HOUR_MS;
            }
            else
                gone = ticket === undefined || ticket.at <= now - HOUR_MS - CLEAN_SLACK_MS;
            if (gone)
                await removeIfPresent(path, this.disk);
        }
    }
    async readPause() {
        const text = await readRegularFile((0,external_node_path_namespaceObject.join)(this.dir, 'pause.json'), this.disk, MAX_TICKET_BYTES);
        const value = parseJson(text);
        return isTime(value?.until) && isCount(value?.streak)
            ? { until: value.until, streak: value.streak }
            : undefined;
    }
    async readJob(path) {
        const text = await readRegularFile(path, this.disk, MAX_JOB_FILE_BYTES);
        const value = parseJson(text);
        if (!Array.isArray(value?.starts) || !isCount(value.reportsPerRun))
            return undefined;
        const starts = value.starts.filter(isTime).slice(-PACE_STARTS_KEPT);
        return {
            starts,
            reportsPerRun: value.reportsPerRun,
            ...(isTime(value.saidAt) ? { saidAt: value.saidAt } : {})
        };
    }
    /** The other jobs of the key on this machine (the bounded few), forgetting long-silent ones. */
    async otherJobs(jobs, own, now) {
        const names = (await listFiles(jobs, this.disk)).filter(n => n !== own && n.endsWith('.json'));
        const paces = [];
        for (const name of names.slice(0, MAX_JOBS_READ)) {
            const job = await this.readJob((0,external_node_path_namespaceObject.join)(jobs, name));
            const last = job?.starts[job.starts.length - 1];
            if (job && last !== undefined && now - last < JOB_FORGOTTEN_MS)
                paces.push(job);
            else if (job)
                await removeIfPresent((0,external_node_path_namespaceObject.join)(jobs, name), this.disk).catch(() => undefined);
        }
        return paces;
    }
}
/** Ticket numbers among the folder's names, highest first. */
function ticketNumbers(names) {
    const numbers = [];
    for (const name of names) {
        const m = TICKET_NAME.exec(name);
        if (m)
            numbers.push(Number(m[1]));
    }
    return numbers.sort((a, b) => b - a);
}
function ticketText(t) {
    return `${JSON.stringify({ at: t.at, kind: t.kind })}\n`;
}
/** A ticket's time and kind; undefined for one given up, or anything that is not ours. */
function parseTicket(text) {
    const value = parseJson(text);
    if (!isTime(value?.at))
        return undefined;
    if (value.kind !== 'report' && value.kind !== 'heartbeat')
        return undefined;
    return { at: value.at, kind: value.kind };
}
function parseJson(text) {
    if (!text)
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function isTime(v) {
    return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}
function isCount(v) {
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/factory.js
/**
 * The one way every front end builds its client: the proxy-aware transport, the user agent,
 * the timeouts and attempts, and a log line for every failed attempt. The settings travel
 * without the key (the heartbeat helper receives them as JSON and gets the key on its own).
 */




function createClient(settings, apiKey, w) {
    const log = w.log;
    const { ledger } = settings;
    return new MonitorClient({
        baseUrl: settings.baseUrl,
        deploymentUrl: settings.deploymentUrl,
        apiKey,
        secrets: w.secrets,
        timeoutMs: settings.timeoutMs,
        maxAttempts: settings.maxAttempts,
        userAgent: settings.userAgent,
        transport: defaultTransport(w.proxy),
        clock: w.clock,
        ...(ledger
            ? {
                ledger: new HourLedger({
                    dir: ledger.dir,
                    limit: ledger.hourlyLimit,
                    clock: w.clock,
                    onTrouble: log
                })
            }
            : {}),
        onAttempt: log
            ? e => {
                // A retry is news here; the final failure is what the caller itself reports.
                if (e.outcome === 'failed' && e.waitMs !== undefined)
                    log(describeAttempt(e));
            }
            : undefined
    });
}

;// CONCATENATED MODULE: ./dist/.lib-modules/environment/proxy.js
function readProxyFacts(env) {
    return {
        httpsProxy: env.https_proxy || env.HTTPS_PROXY || undefined,
        httpProxy: env.http_proxy || env.HTTP_PROXY || undefined,
        noProxy: (env.no_proxy || env.NO_PROXY || '').split(',').map(s => s.trim().toLowerCase())
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/environment/queue-place.js
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

;// CONCATENATED MODULE: ./dist/.lib-modules/client/reports.js
/**
 * The only place request bodies are built, so every front end follows the same wire rules
 * (API text, 2.1-2.4): a start has run_id "" and end_time null; an end repeats the start's
 * job_name and byte-identical start_time and says `None` when there is no error; fields whose
 * type has no null (logs, metadata) are left out rather than sent as null.
 */


/** A mistake in what the caller asked to send (not a service error). */
class ReportInputError extends Error {
    name = 'ReportInputError';
}
function jobNameOf(jobName) {
    if (typeof jobName !== 'string' || jobName.trim() === '') {
        throw new ReportInputError('job name must be a non-empty string');
    }
    return jobName;
}
/** What a start_time, end_time or current_time must be: a timestamp Date.parse reads. */
function reports_isTimestamp(value) {
    return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}
function timestampOf(field, value) {
    if (!reports_isTimestamp(value)) {
        throw new ReportInputError(`${field} must be an ISO 8601 timestamp, got ${JSON.stringify(value)}`);
    }
    return value;
}
function tagsOf(tags) {
    if (tags === undefined)
        return {};
    if (tags === null)
        return { tags: null };
    if (!Array.isArray(tags) || tags.some(t => typeof t !== 'string')) {
        throw new ReportInputError('tags must be a list of strings');
    }
    return { tags: [...tags] };
}
function metadataOf(metadata) {
    if (metadata === undefined || metadata === null)
        return {};
    if (typeof metadata !== 'object' || Array.isArray(metadata)) {
        throw new ReportInputError('metadata must be an object');
    }
    if (nesting_nestsDeeperThan(metadata)) {
        throw new ReportInputError(`metadata must not nest objects and lists more than ${nesting_MAX_NESTING} levels deep`);
    }
    return { metadata };
}
function logsOf(logs) {
    if (logs === undefined || logs === null || logs === '')
        return {};
    if (typeof logs !== 'string')
        throw new ReportInputError('logs must be a string');
    return { logs };
}
function startReport(i) {
    return {
        job_name: jobNameOf(i.jobName),
        status: 'running',
        run_id: '',
        start_time: timestampOf('start_time', i.startTime),
        end_time: null,
        error_details: null,
        ...metadataOf(i.metadata),
        ...tagsOf(i.tags),
        ...logsOf(i.logs)
    };
}
function endReport(i) {
    if (!END_STATUSES.includes(i.status)) {
        throw new ReportInputError(`status must be one of ${END_STATUSES.join(', ')}, got ${JSON.stringify(i.status)}`);
    }
    if (typeof i.runId !== 'string')
        throw new ReportInputError('run id must be a string');
    return {
        job_name: jobNameOf(i.jobName),
        status: i.status,
        run_id: i.runId,
        // Byte-identical to the start's: the service matches the two requests of a run.
        start_time: timestampOf('start_time', i.startTime),
        end_time: timestampOf('end_time', i.endTime),
        error_details: i.errorDetails ? i.errorDetails : NO_ERROR,
        ...metadataOf(i.metadata),
        ...tagsOf(i.tags),
        ...logsOf(i.logs)
    };
}
function heartbeatBody(i) {
    return {
        job_name: jobNameOf(i.jobName),
        current_time: timestampOf('current_time', i.currentTime),
        ...metadataOf(i.metadata)
    };
}
function pipelineNotification(i) {
    if (!PIPELINE_STATUSES.includes(i.status)) {
        throw new ReportInputError(`pipeline status must be one of ${PIPELINE_STATUSES.join(', ')}, got ${JSON.stringify(i.status)}`);
    }
    return {
        status: i.status,
        ...(i.message ? { message: i.message } : {}),
        ...metadataOf(i.metadata)
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/client/heartbeats.js






async function runHeartbeats(
// Beats are never queued: what the loop needs of the client is its delivery alone.
client, o) {
    const clock = o.clock ?? systemClock;
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
        const at = isoUtc(beatAt);
        const body = heartbeatBody({ jobName: o.jobName, currentTime: at, metadata: o.metadata?.() });
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
        const held = error instanceof HourSpentError;
        if (held)
            stats.held = (stats.held ?? 0) + 1;
        else {
            stats.failed++;
            stats.lastError = error.message;
        }
        if (error.status === 401) {
            stats.stoppedBy = 'auth';
            o.onBeat?.({ at, ok: false, error, nextBeatInMs: -1 });
            return stats;
        }
        last = lastBeatAfter(error, last);
        delay = plan();
        o.onBeat?.({ at, ok: false, ...(held ? { held } : {}), error, nextBeatInMs: delay });
    }
}
/** What an undelivered beat came to, for the plan of the next one. */
function lastBeatAfter(error, last) {
    // Not sent: the key's hour keeps its room for reports until then.
    if (error instanceof HourSpentError)
        return { kind: 'held', until: error.until };
    if (error.status !== 429)
        return { kind: 'failed' };
    return {
        kind: 'busy',
        streak: last.kind === 'busy' ? last.streak + 1 : 1,
        retryAfterMs: error instanceof HttpStatusError ? error.retryAfterMs : undefined
    };
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

;// CONCATENATED MODULE: ./dist/.lib-modules/util/bytes.js
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

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/capture.js
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
function capture_charStart(bytes, index) {
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
    const end = capture_charStart(head, want);
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
const SHAPES_ONLY = new Redactor();
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
    constructor(maxBytes, contextBytes = REDACTION_CONTEXT_BYTES) {
        if (!Number.isInteger(maxBytes) || maxBytes < 0)
            throw new RangeError('maxBytes must be a whole number >= 0');
        this.maxBytes = maxBytes;
        const context = Math.max(REDACTION_CONTEXT_BYTES, contextBytes);
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
            const whole = encoder.encode(this.redactAt(redactor, concatBytes(head, tail), 0, {}));
            if (whole.length <= this.maxBytes)
                return decoder.decode(whole);
            return joinCut(whole, whole, Math.max(this.total, whole.length), this.maxBytes);
        }
        // Two windows of a longer text: each redacted with its far edge open, then cut.
        const headEnd = capture_charStart(head, head.length);
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
            if (i + 2 < bounds.length && endsWithPrefix(text))
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

;// CONCATENATED MODULE: ./dist/.lib-modules/logs/stream-redact.js
/**
 * Redaction over a stream, not over pieces. Every reader (a runner page, a wrapped command's
 * stdout and stderr, a log file) hands its bytes on in reads whose boundaries fall anywhere, a
 * secret's middle included. What a reader keeps is therefore redacted as one stream: the text
 * of one source stays contiguous, and wherever it has to be cut (a head/tail cut, a quote cut
 * to its bound, two sources meeting in the middle of a line) at least `holdBytes` of context is
 * held beyond the cut, the longest secret shape, so the secret is seen whole; what still touches
 * the cut is hidden as the piece of a secret it may be. Only what is kept is redacted: a command
 * printing hundreds of megabytes costs the redaction of its head and tail, not of every byte.
 */





const stream_redact_encoder = new TextEncoder();
const stream_redact_decoder = new TextDecoder();
/**
 * Bytes held beyond every cut: the longest secret shape a redactor recognises whole (the
 * credential shapes within REDACTION_CONTEXT_BYTES, a registered secret in its longest form).
 */
function holdBytes(redactor) {
    return Math.max(REDACTION_CONTEXT_BYTES, redactor.longestFormBytes() + 1);
}
/**
 * A quote of at most `maxBytes` from the start of a line (an error line, a step's header):
 * `bytes` holds the line's first maxBytes + holdBytes bytes, `more` tells that the line went on
 * past them. Redacted whole, its open end hidden as a secret's start may be, then cut.
 */
function redactQuote(redactor, bytes, maxBytes, more) {
    const text = stream_redact_decoder.decode(bytes.subarray(0, charStart(bytes, bytes.length)));
    const red = stream_redact_encoder.encode(redactor.redact(text, { openEnd: more }));
    return stream_redact_decoder.decode(red.subarray(0, charStart(red, maxBytes)));
}
/**
 * A source's unfinished line is held until its end arrives, so that another source's lines go
 * in between whole lines; so are its last lines while they may be wrapped base64 that its next
 * lines continue (`base64 .env` read in two reads), so that no other source's line goes into
 * the middle of a secret laid out over lines. What is held beyond this is passed on in pieces,
 * and where another source then meets a line cut so the capture marks a cut (a seam) redacted
 * as such.
 */
const LINE_HOLD_BYTES = 64 * 1024;
/** Where the run of lines that may be wrapped base64 at the end of `bytes` (whole lines) starts. */
function wrappedRunStart(bytes) {
    const code = (i) => bytes[i];
    let start = bytes.length;
    while (start > 0) {
        const lineStart = bytes.lastIndexOf(0x0a, start - 2) + 1;
        if (!isWrappedLine(code, lineStart, start - 1))
            break;
        start = lineStart;
    }
    return start;
}
/** What a reader keeps of its stream: a bounded head and tail, redacted as one stream. */
class StreamRedactor {
    capture;
    redactor;
    /** The source that wrote last, and whether it left its line open. */
    lastSource;
    lineOpen = false;
    /** Sources made so far: each one's number names it at a seam. */
    sources = 0;
    constructor(maxBytes, redactor = new Redactor()) {
        this.redactor = redactor;
        this.capture = new HeadTailCapture(maxBytes, holdBytes(redactor));
    }
    get totalBytes() {
        return this.capture.totalBytes;
    }
    /** Bytes held in memory besides the sources' unfinished lines. */
    get retainedBytes() {
        return this.capture.retainedBytes;
    }
    /** See HeadTailCapture.tailWindow: a single-source reader may skip what cannot be kept. */
    get tailWindow() {
        return this.capture.tailWindow;
    }
    skip(n) {
        this.capture.skip(n);
    }
    /** The stream of a reader with one source: every byte contiguous. */
    write(chunk) {
        this.capture.write(chunk);
    }
    /** A new source; sources may write in any turns. */
    source() {
        return new Source(this, this.sources++);
    }
    /** Called by a source: `bytes` go into the capture after what the last source wrote. */
    put(from, bytes, continues) {
        if (bytes.length === 0)
            return;
        // Another source's open line, or this source's own line taken up again after another's:
        // the text on either side of this point is not one text.
        if (this.lastSource && this.lastSource !== from && (this.lineOpen || continues))
            this.capture.seam(this.lastSource.id, from.id);
        this.capture.write(bytes);
        this.lastSource = from;
        this.lineOpen = bytes[bytes.length - 1] !== 0x0a;
    }
    /** True when `from` wrote last and left its line open: what it writes next goes on with it. */
    owns(from) {
        return this.lastSource === from && this.lineOpen;
    }
    /** At most the capture's bound, redacted as one stream. */
    text(redactor = this.redactor) {
        return this.capture.text(redactor);
    }
}
class Source {
    pending = [];
    pendingBytes = 0;
    /** This source's last line in the capture is not finished. */
    open = false;
    streams;
    id;
    constructor(streams, id) {
        this.streams = streams;
        this.id = id;
    }
    write(chunk) {
        let rest = chunk;
        if (this.streams.owns(this)) {
            // Nothing came in between: its open line goes on, contiguous, up to its end.
            const first = rest.indexOf(0x0a);
            if (first < 0)
                return this.flush(rest);
            this.flush(rest.subarray(0, first + 1));
            rest = rest.subarray(first + 1);
        }
        const nl = rest.lastIndexOf(0x0a);
        if (nl >= 0) {
            // What it held and what it writes now are one text: the line the two make (a wrapped
            // line whose end came in a read of its own) is judged whole, and the run it continues.
            const text = this.pendingBytes > 0 ? this.unheld(rest) : rest;
            // Its last whole lines are held too while the next may continue their wrapped base64.
            const keep = wrappedRunStart(text.subarray(0, text.lastIndexOf(0x0a) + 1));
            if (keep > 0)
                this.flush(text.subarray(0, keep));
            this.hold(text.subarray(keep));
        }
        else
            this.hold(rest);
        if (this.pendingBytes > LINE_HOLD_BYTES)
            this.flush();
    }
    end() {
        this.flush();
    }
    /** What it held, then `more`, as one text; nothing is held after. */
    unheld(more) {
        const text = Buffer.concat([...this.pending, more]);
        this.pending = [];
        this.pendingBytes = 0;
        return text;
    }
    hold(bytes) {
        if (bytes.length === 0)
            return;
        this.pending.push(copyOf(bytes)); // the reader reuses its buffer
        this.pendingBytes += bytes.length;
    }
    /** Passes on what is held, then `more`. */
    flush(more) {
        for (const p of this.pending)
            this.put(p);
        this.pending = [];
        this.pendingBytes = 0;
        if (more)
            this.put(more);
    }
    put(bytes) {
        if (bytes.length === 0)
            return;
        this.streams.put(this, bytes, this.open);
        this.open = bytes[bytes.length - 1] !== 0x0a;
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/queue/deliver.js

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
        if (e instanceof MonitorError)
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
            const error = new MonitorError("The end report waits for its run's start report, which is queued: the run id is not known yet", { retryable: true });
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
            error: new MonitorError(`${error.message}; it could not be queued either: ${reason}`, {
                retryable: error.retryable,
                status: error.status,
                cause: error
            })
        };
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./dist/.lib-modules/queue/constants.js
/** The queue's budgets, in one place. */
/** Size cap: queueing beyond it drops the oldest records. */
const DEFAULT_MAX_RECORDS = 500;
/** Queued heartbeats older than this are dropped on replay: a late heartbeat says nothing true. */
const DEFAULT_HEARTBEAT_MAX_AGE_MS = 5 * 60_000;
/** A claim older than this is taken over by another replayer. */
const DEFAULT_CLAIM_MAX_AGE_MS = 10 * 60_000;
/** An end report whose start is neither queued nor delivered is dropped after this long. */
const DEFAULT_ORPHAN_END_MAX_AGE_MS = 6 * 3600_000;
/** Temporary files older than this are leftovers of a crash (a write takes milliseconds). */
const TEMP_FILE_MAX_AGE_MS = 10 * 60_000;
/** Run id links of runs whose end never came are forgotten after this long. */
const RUN_ID_MAX_AGE_MS = 30 * 24 * 3600_000;
/**
 * After the queue directory could not be created or written (read-only, a file in the way,
 * a name the kernel refuses, a full disk), queueing is refused at once for this long instead
 * of touching the file system again: no caller can spin on a failing queue.
 */
const UNWRITABLE_QUEUE_RETRY_MS = 60_000;
/** `job-monitor replay` gives up after this long unless --wait says otherwise. */
const DEFAULT_REPLAY_WAIT_MS = 120_000;
/** Past its deadline, a replay that has not ended (a hung file system) is left after this. */
const REPLAY_BACKSTOP_GRACE_MS = 5_000;
/** A wait before a record's next try that the replay says in its log: a backoff of a second is not. */
const SAID_WAIT_MS = 2000;

;// CONCATENATED MODULE: ./dist/.lib-modules/queue/record.js



/** The format of the records this version writes and reads; any other is ignored. */
const RECORD_VERSION = 2;
let sequence = 0;
/**
 * A new record id: the time (zero-padded, so ids sort as text), a per-process sequence for
 * calls queued in the same millisecond, then pid and random digits so that processes never
 * collide.
 */
function newRecordId(now) {
    sequence = (sequence + 1) % 36 ** 6;
    const time = Math.max(0, Math.floor(now)).toString().padStart(15, '0');
    return `${time}-${sequence.toString(36).padStart(6, '0')}-${process.pid}-${randomHex()}`;
}
const ID = String.raw `\d{15}-[0-9a-z]{6}-\d+-[0-9a-f]{8}`;
const RECORD_FILE = new RegExp(`^(${ID})\\.json$`);
const LOCK_FILE = new RegExp(`^(${ID})\\.lock-(\\d{1,9})$`);
function recordFileName(id) {
    return `${id}.json`;
}
/**
 * The lock that claims a record for one replayer: `<id>.lock-<generation>`, created with an
 * exclusive create, so of replayers racing for one record exactly one creates it. Generation
 * 0 claims a free record; generation n + 1 takes over a stale lock n. The name is fixed by
 * the record and the generation (the owner is in the content): that is what makes two
 * claimers collide.
 */
function lockFileName(id, generation) {
    return `${id}.lock-${generation}`;
}
function newLock(now) {
    return { hostTag: HOST_TAG, pid: process.pid, claimedAt: now, token: randomHex(8) };
}
function serializeLock(lock) {
    return `${JSON.stringify(lock)}\n`;
}
/** The lock's content, or undefined while it is being written (or is not ours). */
function parseLock(text) {
    try {
        const v = JSON.parse(text);
        if (typeof v?.hostTag === 'string' &&
            Number.isInteger(v.pid) &&
            typeof v.claimedAt === 'number' &&
            typeof v.token === 'string') {
            return v;
        }
    }
    catch {
        // being written, or garbage
    }
    return undefined;
}
function parseEntryName(name) {
    const record = RECORD_FILE.exec(name);
    if (record)
        return { kind: 'record', id: record[1], name };
    const lock = LOCK_FILE.exec(name);
    if (lock)
        return { kind: 'lock', id: lock[1], name, generation: Number(lock[2]) };
    return undefined;
}
/** The record, its call, the call's body, then the body's metadata, at most MAX_NESTING deep. */
const RECORD_NESTING = 3 + nesting_MAX_NESTING;
const KINDS = new Set(['start', 'end', 'heartbeat', 'pipeline-notification']);
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** The record in `text`, or undefined when it is truncated, garbage or not for `id`. */
function parseRecord(text, id) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    // A record holds its call's body two levels down, and the body its metadata: anything
    // deeper than metadata may nest was not written by us, and would overflow JSON.stringify.
    if (!isObject(value) || value.id !== id || nesting_nestsDeeperThan(value, RECORD_NESTING))
        return undefined;
    if (value.version !== RECORD_VERSION)
        return undefined;
    const { service } = value;
    if (service !== undefined &&
        (!isObject(service) || typeof service.address !== 'string' || typeof service.key !== 'string')) {
        return undefined;
    }
    const { call, retry } = value;
    if (!isObject(call) || !KINDS.has(call.kind) || !isObject(call.body))
        return undefined;
    if (call.kind === 'pipeline-notification' && typeof call.pipelineId !== 'string')
        return undefined;
    if (!isObject(retry) || typeof retry.attempts !== 'number')
        return undefined;
    if (retry.notBefore !== undefined && typeof retry.notBefore !== 'number')
        return undefined;
    if (typeof value.firstFailureAt !== 'number' || typeof value.totalAttempts !== 'number') {
        return undefined;
    }
    if (value.runKey !== undefined && typeof value.runKey !== 'string')
        return undefined;
    if (value.lastError !== undefined && typeof value.lastError !== 'string')
        return undefined;
    return value;
}
function serializeRecord(record) {
    return `${JSON.stringify(record)}\n`;
}
/**
 * Short description of a record for log lines (never its body: it may hold logs), told apart
 * from another of the same job by when it was queued, not by its file's id, which means
 * nothing to a reader.
 */
function describeRecord(r) {
    const call = r.call;
    const what = call.kind === 'pipeline-notification'
        ? `pipeline notification (${call.pipelineId})`
        : `${call.kind === 'start' ? 'start report' : call.kind === 'end' ? 'end report' : 'heartbeat'} of "${call.body.job_name}"`;
    return `queued ${what} (queued ${new Date(r.firstFailureAt).toISOString()})`;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/queue/trouble.js

function troubleOf(error) {
    if (error instanceof HourSpentError)
        return { held: true, until: error.until };
    if (error.status === 401)
        return { is: 'key refused' };
    if (error instanceof ConnectionError && !error.retryable)
        return { is: 'wrong address' };
    return { is: error.retryable ? 'retry later' : 'refused' };
}
const FAMILY_NAMES = {
    runs: 'run reports and heartbeats',
    pipelines: 'pipeline notifications'
};

;// CONCATENATED MODULE: ./dist/.lib-modules/queue/replay.js





/** Replays one queue pass; never throws (file-system trouble ends the pass with an error). */
function replayQueue(ctx, client, o = {}) {
    return new Replay(ctx, client, o).run();
}
/** Replays one run's records, and says which of them are still queued (see RunQueue.replayRun). */
async function replayRun(ctx, client, o) {
    const replay = new Replay(ctx, client, o);
    const summary = await replay.run();
    return { summary, queued: replay.queued };
}
class Replay {
    ctx;
    client;
    o;
    summary = {
        sent: 0,
        failed: 0,
        held: 0,
        notDue: 0,
        awaitingStart: 0,
        dropped: 0,
        remaining: 0,
        counted: false,
        unaddressed: 0,
        foreign: 0,
        runIds: {},
        errors: [],
        keyRejected: false,
        keyRejectedFor: []
    };
    /** Runs whose start report the service refused: their end reports can never be delivered. */
    rejectedRuns = new Set();
    /** Families this pass stopped sending to (key refused, or the service unavailable). */
    stopped = new Set();
    found = [];
    /** Every record of the pass's scope as the scan read it, whichever service it is for. */
    scope = [];
    /** The scan read the queue: what is left of a run's scope can be told from it. */
    read = false;
    /** The scope's records still queued when the pass finished. */
    queued = [];
    constructor(ctx, client, o) {
        this.ctx = ctx;
        this.client = client;
        this.o = o;
    }
    async run() {
        await this.scan();
        for (const f of this.found) {
            if (this.o.signal?.aborted)
                break;
            if (this.o.deadline !== undefined && this.ctx.clock.now() >= this.o.deadline)
                break;
            if (this.stopped.has(familyOf(f.record.call.kind)))
                continue;
            if (!(await this.sendOne(f)))
                break;
        }
        await this.finish();
        return this.summary;
    }
    problem(line) {
        this.summary.errors.push(line);
        this.ctx.log(line);
    }
    ofRun(r) {
        return this.o.runKey === undefined || r.runKey === this.o.runKey;
    }
    /**
     * A client without the address of a record's endpoint family (a replayer set up for runs
     * only) leaves that record queued for one that has it: sending would fail, and drop it.
     * A record queued for another service (another address, another key: two organisations
     * sharing a runner's queue) is never sent by this client: it would hand one organisation's
     * job names, metadata and logs to the other.
     */
    standing(r) {
        const kind = r.call.kind;
        if (this.client.serves?.(kind) === false)
            return 'unaddressed';
        const mine = this.client.identityFor?.(kind);
        if (r.service === undefined || mine === undefined) {
            // Only a client that cannot name its service (a test double) sends what names none.
            return r.service === undefined && mine === undefined ? 'ours' : 'foreign';
        }
        return sameService(r.service, mine) ? 'ours' : 'foreign';
    }
    /**
     * Phase 1: clean up leftovers, and read the records this pass may send, in order. A pass over
     * one run's records (its end's) reads first, and goes on only when it has some of them to
     * send: an end with none queued reads the queue and nothing more, and says nothing of files
     * that are not its run's. The clean-ups never remove what a record read here carries (its
     * newest lock), so they may come after the read.
     */
    async scan() {
        const { store, log } = this.ctx;
        const ofOneRun = this.o.runKey !== undefined;
        try {
            if (!ofOneRun)
                await this.cleanUp();
            const unreadable = [];
            const all = await store.readAll(e => unreadable.push(e.name));
            this.read = true;
            this.scope = all.filter(f => this.ofRun(f.record));
            this.found = this.scope.filter(f => this.standing(f.record) === 'ours');
            if (ofOneRun && (this.found.length === 0 || this.o.signal?.aborted))
                return;
            for (const name of unreadable)
                log(`ignoring unreadable queue file ${name}`);
            if (ofOneRun)
                await this.cleanUp();
        }
        catch (error) {
            this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
        }
    }
    /** What crashes left behind: temporary files, stale locks, run id links of runs long gone. */
    async cleanUp() {
        const { store, clock } = this.ctx;
        await store.cleanTemporaryFiles(TEMP_FILE_MAX_AGE_MS);
        await store.cleanLeftoverClaims(this.ctx.claimMaxAgeMs);
        await this.ctx.runIds.cleanOld(clock.now(), RUN_ID_MAX_AGE_MS);
    }
    /** An end report whose run's start is still queued must wait for it. */
    async startPending(runKey) {
        for (const f of this.found) {
            if (f.record.call.kind === 'start' && f.record.runKey === runKey) {
                if (await this.ctx.store.isPresent(f.record.id))
                    return true;
            }
        }
        return false;
    }
    /** Phase 2: what to do with one record now. */
    async decide(r) {
        const { clock, runIds } = this.ctx;
        const call = r.call;
        if (call.kind === 'heartbeat') {
            const moment = Date.parse(call.body.current_time);
            const at = Number.isNaN(moment) ? r.firstFailureAt : moment;
            if (clock.now() - at > this.ctx.heartbeatMaxAgeMs) {
                return { action: 'drop', reason: 'stale heartbeat: its moment has passed' };
            }
        }
        if (call.kind === 'start' && r.runKey) {
            // The run id is known only once this start was delivered: a crash before the record
            // was deleted left it behind. Sending it again would open a second run.
            const known = await runIds.get(r.runKey);
            if (known) {
                this.summary.runIds[r.runKey] = known;
                return { action: 'drop', reason: `already delivered (run id ${known})` };
            }
        }
        if (call.kind === 'end' && call.body.run_id === '' && r.runKey) {
            if (this.rejectedRuns.has(r.runKey)) {
                return { action: 'drop', reason: "the service rejected its run's start report" };
            }
            // Checked before the run id: a replayer records the run id before it deletes the start.
            if (await this.startPending(r.runKey))
                return { action: 'wait' };
            const runId = this.summary.runIds[r.runKey] ?? (await runIds.get(r.runKey));
            if (runId)
                return { action: 'send', call: { ...call, body: { ...call.body, run_id: runId } } };
            // No start queued and no run id: its start may still be with another carrier (a
            // background retry) for a while; after that it can never be delivered.
            if (clock.now() - r.firstFailureAt > this.ctx.orphanEndMaxAgeMs) {
                return { action: 'drop', reason: "its run's start report was never delivered" };
            }
            return { action: 'wait' };
        }
        return { action: 'send', call };
    }
    async drop(held, reason) {
        await this.ctx.store.remove(held);
        this.summary.dropped++;
        this.problem(`dropped ${describeRecord(held.record)}: ${reason}`);
    }
    /**
     * Phase 3: claim one record, decide again on what was claimed, deliver it and settle the
     * file. False when the pass must end (the queue cannot be updated).
     */
    async sendOne(found) {
        const { store } = this.ctx;
        // The claim while it is this pass's to give back: a step that settles the record clears it,
        // so that trouble afterwards never releases a claim twice.
        const claim = {};
        try {
            const ready = await this.claimToSend(found, claim);
            if (ready)
                await this.deliverClaimed(ready.held, ready.call, claim);
            return true;
        }
        catch (error) {
            if (claim.held)
                await store.release(claim.held).catch(() => undefined);
            this.problem(`replay stopped: the queue in ${store.dir} could not be updated: ${message(error)}`);
            return false;
        }
    }
    /**
     * The record claimed by this pass and the call to send, decided on the claimed content (it
     * may have changed since it was read); undefined when it is not to be sent now.
     */
    async claimToSend(found, claim) {
        const { store } = this.ctx;
        // A live claim means another replayer is sending this record right now.
        if (await store.isHeldByAnother(found, this.ctx.claimMaxAgeMs))
            return undefined;
        if ((await this.decide(found.record)).action === 'wait')
            return this.awaiting();
        const held = await store.claim(found, this.ctx.claimMaxAgeMs);
        if (!held)
            return undefined; // another replayer was faster
        claim.held = held;
        const decision = await this.decide(held.record);
        if (decision.action === 'wait') {
            await store.release(held);
            return this.awaiting();
        }
        if (decision.action === 'drop') {
            await this.drop(held, decision.reason);
            return undefined;
        }
        return { held, call: decision.call };
    }
    /** Continues the claimed record's retry sequence within the pass's window, then settles it. */
    async deliverClaimed(held, call, claim) {
        const { store, clock } = this.ctx;
        const r = held.record;
        // An exhausted sequence stays queued for a later replay, which begins a new one.
        const state = sequenceToContinue(r.retry, this.client.maxAttempts);
        const o = this.o;
        if (o.deadline !== undefined &&
            state.notBefore !== undefined &&
            state.notBefore >= o.deadline) {
            await store.release(held); // its next attempt is due after this pass
            claim.held = undefined;
            this.summary.notDue++;
            this.nextTry(state.notBefore);
            return;
        }
        // A wait of seconds (the rest after a spent sequence) is said, or a replay run by hand
        // looks hung.
        const waitMs = state.notBefore === undefined ? 0 : state.notBefore - clock.now();
        if (waitMs >= SAID_WAIT_MS)
            this.ctx.log(`${describeRecord(r)}: next try in ${Math.ceil(waitMs / 1000)} s`);
        // Stay well inside the claim bound, so that nobody takes the record over mid-send.
        const deadline = Math.min(o.deadline ?? Infinity, clock.now() + this.ctx.claimMaxAgeMs / 2);
        // A queued start or end is carried by several (the helper, `replay`, the end, a later
        // job's post step): one whose request is on its way is seen through when this carrier is
        // stopped, so that its answer is kept (the run id a start brings back) and no other
        // carrier sends it a second time, opening a second run or ending one twice.
        const delivery = await this.client.deliver(call, {
            state,
            deadline,
            signal: o.signal,
            seeAttemptThrough: call.kind === 'start' || call.kind === 'end'
        });
        if (delivery.delivered)
            await this.settleDelivered(held, call, delivery.response, claim);
        else
            await this.settleFailed(held, call, { state, delivery }, claim);
    }
    /** A delivered record: its run id kept (a start) or forgotten (an end), then the record goes. */
    async settleDelivered(held, call, response, claim) {
        const r = held.record;
        if (call.kind === 'start' && r.runKey) {
            const runId = response.run_id;
            this.summary.runIds[r.runKey] = runId;
            // Delivered: the record goes even when the link cannot be kept (a file where the
            // runs folder should be), or every replay would open one more run. This pass's end
            // still gets the run id.
            await this.ctx.runIds.remember(r.runKey, runId, this.ctx.clock.now()).catch((e) => {
                this.problem(`the run id of ${describeRecord(r)} could not be kept: ${message(e)}`);
            });
        }
        if (call.kind === 'end' && r.runKey)
            await this.ctx.runIds.forget(r.runKey);
        // At least once: a crash before this removal leaves a claim that a later replay takes
        // over and sends again (a start only if its run id was not saved above).
        await this.ctx.store.remove(held);
        claim.held = undefined;
        this.summary.sent++;
    }
    /**
     * An undelivered record: kept with its retry state for a later replay, or dropped when the
     * service refused it for good; the rest of its endpoint family waits when every record of
     * it would meet the same trouble.
     */
    async settleFailed(held, call, sent, claim) {
        const { store } = this.ctx;
        const r = held.record;
        const error = sent.delivery.error;
        const made = Math.max(0, sent.delivery.state.attempts - sent.state.attempts);
        const updated = {
            ...r,
            retry: sent.delivery.state,
            totalAttempts: r.totalAttempts + made,
            lastError: error.message
        };
        const family = familyOf(call.kind);
        const trouble = troubleOf(error);
        if (trouble.held) {
            // Not attempted (again): no room in the key's hour, for the rest of the family either.
            await store.release(held, made > 0 ? updated : undefined);
            claim.held = undefined;
            this.summary.held++;
            this.nextTry(trouble.until);
            this.stopped.add(family);
            return;
        }
        if (trouble.is === 'refused') {
            if (call.kind === 'start' && r.runKey)
                this.rejectedRuns.add(r.runKey);
            await this.drop(held, error.message);
            claim.held = undefined;
            return;
        }
        await store.release(held, updated);
        claim.held = undefined;
        this.summary.failed++;
        if (trouble.is === 'key refused') {
            // The key is wrong for this endpoint family: its other records would fail the same
            // way and stay queued. The other family has its own address and answers for itself.
            this.summary.keyRejected = true;
            this.summary.keyRejectedFor.push(family);
            this.summary.errors.push(error.message);
            this.ctx.log(`replay stopped for ${FAMILY_NAMES[family]}: ${error.message}`);
            this.stopped.add(family);
        }
        else if (trouble.is === 'wrong address') {
            // The address speaks another protocol, or its certificate is refused: every record of
            // the family would meet the same. They stay queued for when the address is right.
            this.problem(`replay stopped for ${FAMILY_NAMES[family]}: ${error.message}`);
            this.stopped.add(family);
        }
        else {
            this.problem(`${describeRecord(r)}: ${error.message}`);
            // No answer, 429 or 5xx: that service is unavailable now; the rest of its family waits
            // for a later replay instead of spending the hourly request budget. A refused end update
            // (update_status "Failed", status 200) concerns that record alone.
            if (error.status !== 200)
                this.stopped.add(family);
        }
    }
    nextTry(at) {
        this.summary.nextTryAt = Math.min(this.summary.nextTryAt ?? Infinity, at);
    }
    /** An end report that waits for its run's start: not sent in this pass. */
    awaiting() {
        this.summary.awaitingStart++;
        return undefined;
    }
    /**
     * The records of a run's scope still in the queue: those the scan read, less those gone since.
     * No record joins a run's scope during its pass: only the run's own front end queues them, and
     * it has (the action's main before its helper carries the start, an end before it sends).
     * One listing of the folder, where reading the queue again would read every record in it.
     */
    async stillQueued() {
        if (this.scope.length === 0)
            return [];
        const ids = await this.ctx.store.ids();
        return this.scope.filter(f => ids.has(f.record.id));
    }
    /** Phase 4: count what is left of the scope, by whose it is. */
    async finish() {
        const { store } = this.ctx;
        try {
            // A run's pass counts from what its scan read; a pass over all, or one whose scan could
            // not read the queue, reads it (again).
            const left = this.read && this.o.runKey !== undefined
                ? await this.stillQueued()
                : (await store.readAll()).filter(f => this.ofRun(f.record));
            this.queued = left.map(f => f.record);
            for (const f of left) {
                const standing = this.standing(f.record);
                if (standing === 'ours')
                    this.summary.remaining++;
                else
                    this.summary[standing]++;
            }
            this.summary.counted = true;
            const { runKey } = this.o;
            if (runKey !== undefined && this.summary.runIds[runKey] === undefined) {
                const known = await this.ctx.runIds.get(runKey);
                if (known)
                    this.summary.runIds[runKey] = known;
            }
        }
        catch (error) {
            this.problem(`the queue in ${store.dir} could not be read: ${message(error)}`);
        }
    }
}
function message(error) {
    return error instanceof Error ? error.message : String(error);
}

;// CONCATENATED MODULE: ./dist/.lib-modules/queue/runids.js
/**
 * Run ids learnt for local run keys. When a start report waits in the queue, its run has no
 * run id yet; the end report is queued under the same run key, and replay fills in the run
 * id the start returned. One small file per run key keeps that link across processes.
 */








class RunIdStore {
    dir;
    disk;
    constructor(dir, disk = disk_localDisk) {
        this.dir = dir;
        this.disk = disk;
    }
    /** Run keys may come from anywhere (a flag, an environment variable): hash them into names. */
    fileName(runKey) {
        return `${(0,external_node_crypto_.createHash)('sha256').update(runKey).digest('hex').slice(0, 40)}.json`;
    }
    async remember(runKey, runId, now) {
        await ensurePrivateDir(this.dir, this.disk);
        const content = { runKey, runId, at: now };
        await writeFileAtomic(this.dir, this.fileName(runKey), `${JSON.stringify(content)}\n`, this.disk);
    }
    async get(runKey) {
        const text = await readRegularFile((0,external_node_path_namespaceObject.join)(this.dir, this.fileName(runKey)), this.disk);
        if (text === undefined)
            return undefined;
        try {
            const value = JSON.parse(text);
            return value.runKey === runKey && typeof value.runId === 'string' && value.runId !== ''
                ? value.runId
                : undefined;
        }
        catch {
            return undefined;
        }
    }
    /** Called once the run's end report is delivered: nothing needs the link any more. */
    async forget(runKey) {
        try {
            await removeIfPresent((0,external_node_path_namespaceObject.join)(this.dir, this.fileName(runKey)), this.disk);
        }
        catch (error) {
            // No folder of links (a file in its place): there is no link to forget.
            if (!errno_isErrno(error, 'ENOTDIR'))
                throw error;
        }
    }
    /** Removes links older than `maxAgeMs` (runs whose end report never came). */
    async cleanOld(now, maxAgeMs) {
        // A symbolic link in place of the directory leads elsewhere: nothing there is ours.
        if (!(await isRealDirectory(this.dir, this.disk)))
            return;
        for (const name of await listFiles(this.dir, this.disk)) {
            const path = (0,external_node_path_namespaceObject.join)(this.dir, name);
            try {
                const mtime = await modifiedAt(path, this.disk);
                if (mtime !== undefined && now - mtime > maxAgeMs)
                    await removeIfPresent(path, this.disk);
            }
            catch {
                // gone already, or not ours to judge
            }
        }
    }
}

;// CONCATENATED MODULE: ./dist/.lib-modules/queue/store.js
/**
 * The queue directory as a set of records: write, scan, claim, release and delete them.
 * A record is `<id>.json` and stays under that name until it is deleted. A replayer claims
 * it before sending it by creating its lock, `<id>.lock-<generation>`, with an exclusive
 * create: of replayers racing for one record exactly one creates the lock.
 *
 * Why a lock and not a rename: on Windows a rename opens the file by name and then renames
 * that handle (MoveFileEx), so two replayers that open the record at the same moment can both
 * rename it, one after the other, and both believe they claimed it. An exclusive create is
 * decided by the file system in one step, on NTFS as on POSIX file systems; a busy error is
 * never taken for a claim.
 */










/**
 * Records read at once by a scan. Each read is four calls to the file system (open, stat, read,
 * close), each a trip to libuv's pool of four threads and back: one after the other, a scan of
 * 400 records waits for 1,600 of them in turn.
 */
const READS_IN_FLIGHT = 8;
class RecordStore {
    dir;
    clock;
    disk;
    ready;
    /** The last failure to write, repeated without touching the disk until `until`. */
    refusal;
    constructor(dir, clock, disk = disk_localDisk) {
        this.dir = dir;
        this.clock = clock;
        this.disk = disk;
    }
    path(name) {
        return (0,external_node_path_namespaceObject.join)(this.dir, name);
    }
    ensureDir() {
        this.ready ??= ensurePrivateDir(this.dir, this.disk).catch((error) => {
            this.ready = undefined;
            throw error;
        });
        return this.ready;
    }
    /**
     * Writes a record. A directory that cannot be created or written (read-only, a file in the
     * way, a name the kernel refuses, a full disk) refuses at once for a while after a failure:
     * a caller that queues in a loop gets the same answer without a system call each time.
     */
    async write(record) {
        if (this.refusal && this.clock.now() < this.refusal.until)
            throw this.refusal.error;
        try {
            await this.ensureDir();
            await writeFileAtomic(this.dir, recordFileName(record.id), serializeRecord(record), this.disk);
            this.refusal = undefined;
        }
        catch (error) {
            this.refusal = { error, until: this.clock.now() + UNWRITABLE_QUEUE_RETRY_MS };
            throw error;
        }
    }
    /**
     * Records and locks in id order (queue order), a record before its locks;
     * other names (temporary files...) left out.
     */
    async entries() {
        const entries = [];
        for (const name of await listFiles(this.dir, this.disk)) {
            const entry = parseEntryName(name);
            if (entry)
                entries.push(entry);
        }
        const rank = { record: 0, lock: 1 };
        return entries.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : rank[a.kind] - rank[b.kind] || (a.name < b.name ? -1 : 1));
    }
    /** The ids of the records in the directory (free or claimed). */
    async ids() {
        return new Set((await this.entries()).filter(e => e.kind !== 'lock').map(e => e.id));
    }
    /** The record behind an entry; undefined when it is gone or unreadable (then ignored). */
    async read(entry) {
        const text = await readRegularFile(this.path(entry.name), this.disk);
        return text === undefined ? undefined : parseRecord(text, entry.id);
    }
    /**
     * Every readable record, once each, in queue order, with its newest lock. Unreadable files
     * (a record cut short by a crash on a file system without atomic rename, or garbage) are
     * reported to `onUnreadable` and otherwise ignored.
     */
    async readAll(onUnreadable) {
        const entries = await this.entries();
        const locks = newestLocks(entries);
        const records = entries.filter((e) => e.kind === 'record');
        const read = await mapInOrder(records, READS_IN_FLIGHT, async (entry) => {
            const record = await this.read(entry);
            return { entry, record, gone: !record && !(await this.exists(entry.name)) };
        });
        const found = [];
        const seen = new Set();
        for (const { entry, record, gone } of read) {
            if (seen.has(entry.id))
                continue;
            if (record) {
                seen.add(entry.id);
                const lock = locks.get(entry.id);
                found.push(lock ? { record, source: entry, lock } : { record, source: entry });
            }
            else if (!gone && onUnreadable) {
                onUnreadable(entry);
            }
        }
        return found;
    }
    /**
     * Records read before, as they stand now: those still in the directory, each with its newest
     * lock, in one listing of it and no read of a record.
     */
    async foundAmong(records) {
        const entries = await this.entries();
        const listed = new Set(entries.filter(e => e.kind === 'record').map(e => e.id));
        const locks = newestLocks(entries);
        return records
            .filter(r => listed.has(r.id))
            .map(record => {
            const source = {
                kind: 'record',
                id: record.id,
                name: recordFileName(record.id)
            };
            const lock = locks.get(record.id);
            return lock ? { record, source, lock } : { record, source };
        });
    }
    exists(name) {
        return entryExists(this.path(name), this.disk);
    }
    /** True when record `id` (free or claimed) is still in the directory. */
    async isPresent(id) {
        return (await this.ids()).has(id);
    }
    /** A claim is stale when its owner process is gone, or when it is older than `maxAgeMs`. */
    isStale(owner, maxAgeMs) {
        return this.clock.now() - owner.claimedAt > maxAgeMs || !isOwnerAlive(owner.hostTag, owner.pid);
    }
    /**
     * What a lock holds. A lock being written (or left empty by a crash right after its create)
     * has no owner yet: it counts from its file's time, its owner as alive. Undefined when the
     * lock is gone.
     */
    async lockContent(lock) {
        const text = await readRegularFile(this.path(lock.name), this.disk);
        const content = text === undefined ? undefined : parseLock(text);
        if (content)
            return content;
        const mtime = await modifiedAt(this.path(lock.name), this.disk);
        if (mtime === undefined)
            return undefined;
        return { hostTag: '', pid: 0, claimedAt: mtime, token: '' };
    }
    /** True when another replayer holds the record now (a live lock). */
    async isHeldByAnother(f, maxAgeMs) {
        if (!f.lock)
            return false;
        const content = await this.lockContent(f.lock);
        return content !== undefined && !this.isStale(content, maxAgeMs);
    }
    /**
     * Claims a found record, taking over a stale lock.
     * Undefined when another replayer was faster, or the record is gone: it stays for them.
     *
     * A free record is claimed by creating lock generation 0; a stale lock n by creating n + 1,
     * and then only if lock n is still the one judged stale (same token): a claimer working
     * from an older view of the directory finds it gone or replaced and backs off. Every
     * claimer ends by checking that no newer lock exists, so of two locks created from
     * different views the older yields.
     */
    async claim(f, maxAgeMs) {
        const id = f.record.id;
        let stale;
        if (f.lock) {
            const content = await this.lockContent(f.lock);
            if (content === undefined || !this.isStale(content, maxAgeMs))
                return undefined;
            stale = { lock: f.lock, token: content.token };
        }
        const generation = stale ? stale.lock.generation + 1 : 0;
        const content = newLock(this.clock.now());
        const lock = lockFileName(id, generation);
        if (!(await createExclusive(this.path(lock), serializeLock(content), this.disk))) {
            return undefined;
        }
        const held = { record: f.record, lock, generation, content };
        try {
            if (stale) {
                const still = await this.lockContent(stale.lock);
                if (still?.token !== stale.token)
                    return await this.backOff(held);
            }
            if (await this.newerLockExists(id, generation))
                return await this.backOff(held);
            // Left behind, a stale lock is harmless: ours is newer.
            if (stale)
                await this.removeLeftover(stale.lock.name);
            const record = await this.read({ kind: 'record', id, name: recordFileName(id) });
            // Gone (delivered meanwhile) or unreadable: nothing to send.
            if (!record)
                return await this.backOff(held);
            return { ...held, record };
        }
        catch (error) {
            await this.backOff(held).catch(() => undefined);
            throw error;
        }
    }
    async backOff(held) {
        await this.dropLock(held);
        return undefined;
    }
    /**
     * True when a lock newer than generation `generation` is on record `id`: a claimer working
     * from another view of the directory created it, and has the record. Locks are created one
     * generation after the other, so the next two are looked for by name (a scan of the whole
     * directory for every claim made a replay quadratic). The next one is there whenever a
     * claimer took over the lock this one replaced; the one after, when that claimer also died
     * and was taken over, all while this claim was being made. Anything newer would take a third
     * replayer dying within those few milliseconds; even then the record is sent twice at most,
     * never lost.
     */
    async newerLockExists(id, generation) {
        for (const newer of [generation + 1, generation + 2]) {
            if (await this.exists(lockFileName(id, newer)))
                return true;
        }
        return false;
    }
    /**
     * True while the lock is still ours: it has our token, and the next generation, which a
     * replayer taking it over creates before anything else, is not there (we overran the claim
     * bound, and another replayer has the record now).
     */
    async stillOurs(held) {
        const text = await readRegularFile(this.path(held.lock), this.disk);
        if (text === undefined || parseLock(text)?.token !== held.content.token)
            return false;
        const next = lockFileName(held.record.id, held.generation + 1);
        return !(await this.exists(next));
    }
    /** Removes our lock, unless another replayer's replaced it. */
    async dropLock(held) {
        const text = await readRegularFile(this.path(held.lock), this.disk);
        if (text !== undefined && parseLock(text)?.token === held.content.token) {
            await removeIfPresent(this.path(held.lock), this.disk);
        }
    }
    /**
     * Puts a held record back in the queue, with its new content if given: the record file is
     * replaced first, then the lock removed. A crash in between leaves a lock whose owner is
     * dead: the next replayer takes it over.
     */
    async release(held, updated) {
        if (!updated) {
            await this.dropLock(held);
        }
        else if (await this.stillOurs(held)) {
            await this.write(updated);
            await removeIfPresent(this.path(held.lock), this.disk);
        }
        else {
            // Our claim was taken over (we overran the claim bound): the new owner has the record.
            return;
        }
        await syncDir(this.dir, this.disk);
    }
    /**
     * Deletes a held record (delivered, or dropped): the record first, then its lock. Even when
     * the claim was taken over meanwhile (we overran the claim bound) the record goes: it was
     * delivered, and its new owner finds it gone.
     */
    async remove(held) {
        await removeIfPresent(this.path(recordFileName(held.record.id)), this.disk);
        await this.dropLock(held);
        await syncDir(this.dir, this.disk);
    }
    /**
     * Deletes a record nobody holds (the size cap, a superseded record). It is claimed first,
     * so that no replayer sends it while it goes. False when it was held or gone.
     */
    async removeFree(f) {
        if (f.lock)
            return false;
        const held = await this.claim(f, Infinity);
        if (!held)
            return false;
        await this.remove(held);
        return true;
    }
    /**
     * Removes what crashes left behind: stale locks of records that are gone or that a newer
     * lock took over.
     */
    async cleanLeftoverClaims(maxAgeMs) {
        const entries = await this.entries();
        const records = new Set(entries.filter(e => e.kind === 'record').map(e => e.id));
        const newest = newestLocks(entries);
        for (const e of entries) {
            if (e.kind !== 'lock')
                continue;
            const orphan = !records.has(e.id);
            if (!orphan && newest.get(e.id) === e)
                continue;
            const content = await this.lockContent(e);
            if (content && this.isStale(content, maxAgeMs))
                await this.removeLeftover(e.name);
        }
    }
    /**
     * Removes a leftover of a crash; false when it was gone, or could not be removed now (a file
     * Windows holds busy, a permission): it is harmless where it is, and a later pass tries again.
     * A pass must not end over its clean-up.
     */
    removeLeftover(name) {
        return removeIfPresent(this.path(name), this.disk).catch(() => false);
    }
    /**
     * Removes temporary files left by a crash: those of a dead process on this machine, and any
     * older than `maxAgeMs` (an atomic write takes milliseconds).
     */
    async cleanTemporaryFiles(maxAgeMs) {
        let removed = 0;
        for (const name of await listFiles(this.dir, this.disk)) {
            if (!name.startsWith(TEMP_PREFIX))
                continue;
            const owner = parseTempFileName(name);
            const mtime = await modifiedAt(this.path(name), this.disk);
            if (mtime === undefined)
                continue;
            const old = this.clock.now() - mtime > maxAgeMs;
            const dead = owner !== undefined && !isOwnerAlive(owner.hostTag, owner.pid);
            if ((old || dead) && (await this.removeLeftover(name)))
                removed++;
        }
        return removed;
    }
}
/** The newest lock of each record id. */
function newestLocks(entries) {
    const locks = new Map();
    for (const e of entries) {
        if (e.kind !== 'lock')
            continue;
        const known = locks.get(e.id);
        if (!known || e.generation > known.generation)
            locks.set(e.id, e);
    }
    return locks;
}

;// CONCATENATED MODULE: ./dist/.lib-modules/queue/location.js
/**
 * Where the queue lives by default, on each platform.
 * A home directory outlives the job on a self-hosted runner, so a later job on it replays
 * what an earlier one queued.
 */


/**
 * JOB_MONITOR_QUEUE_DIR, else $XDG_STATE_HOME/job-monitor/queue, else the platform's place
 * for a program's own local state:
 * - Windows: %LOCALAPPDATA%\job-monitor\queue, where Windows programs keep what is neither
 *   roamed to other machines nor shown among the user's documents;
 * - elsewhere, macOS included: ~/.local/state/job-monitor/queue, the XDG state folder that
 *   command-line tools use on both (~/Library/Application Support is for applications' data
 *   and is backed up with the user's files; a queue of reports is neither).
 */
function defaultQueueDir(place, platform = process.platform) {
    const path = platform === 'win32' ? external_node_path_namespaceObject.win32 : external_node_path_namespaceObject.posix;
    const explicit = place.queueDir;
    if (explicit)
        return path.resolve(explicit);
    const state = place.stateHome;
    // The XDG rules ignore a relative path.
    if (state && path.isAbsolute(state))
        return path.join(state, 'job-monitor', 'queue');
    return platformStateDir(place, platform);
}
/** The platform's own place, when neither variable names one. */
function platformStateDir(place, platform) {
    if (platform !== 'win32')
        return homeStateDir(place, platform);
    const local = place.localAppData;
    const base = local && external_node_path_namespaceObject.win32.isAbsolute(local)
        ? local
        : external_node_path_namespaceObject.win32.join(homeOf(place, platform), 'AppData', 'Local');
    return external_node_path_namespaceObject.win32.join(base, 'job-monitor', 'queue');
}
function homeStateDir(place, platform) {
    const path = platform === 'win32' ? external_node_path_namespaceObject.win32 : external_node_path_namespaceObject.posix;
    return path.join(homeOf(place, platform), '.local', 'state', 'job-monitor', 'queue');
}
/** HOME when set (Git Bash and Cygwin set it on Windows), else the profile folder. */
function homeOf(place, platform) {
    const home = place.home;
    if (home)
        return home;
    const profile = platform === 'win32' ? place.userProfile : undefined;
    return profile || (0,external_node_os_namespaceObject.homedir)();
}

;// CONCATENATED MODULE: ./dist/.lib-modules/queue/queue.js
/**
 * The durable local queue: calls that could not be delivered wait here, one file each,
 * until a replay delivers them. Several processes (two jobs on one self-hosted runner) may
 * queue and replay in the same directory at once; a crash at any point loses nothing that
 * was queued and leaves nothing that breaks a later reader.
 */











class RunQueue {
    dir;
    clock;
    maxRecords;
    heartbeatMaxAgeMs;
    claimMaxAgeMs;
    orphanEndMaxAgeMs;
    log;
    store;
    runIds;
    constructor(o) {
        if (!o.dir)
            throw new Error('The queue needs a directory');
        this.dir = (0,external_node_path_namespaceObject.resolve)(o.dir);
        this.clock = o.clock ?? systemClock;
        this.maxRecords = Math.max(1, Math.floor(o.maxRecords ?? DEFAULT_MAX_RECORDS));
        this.heartbeatMaxAgeMs = o.heartbeatMaxAgeMs ?? DEFAULT_HEARTBEAT_MAX_AGE_MS;
        this.claimMaxAgeMs = o.claimMaxAgeMs ?? DEFAULT_CLAIM_MAX_AGE_MS;
        this.orphanEndMaxAgeMs = o.orphanEndMaxAgeMs ?? DEFAULT_ORPHAN_END_MAX_AGE_MS;
        this.log = o.log ?? (() => undefined);
        const disk = o.disk ?? disk_localDisk;
        this.store = new RecordStore(this.dir, this.clock, disk);
        this.runIds = new RunIdStore((0,external_node_path_namespaceObject.join)(this.dir, 'runs'), disk);
    }
    /** Writes one record for `call` (atomically, mode 0600), then holds the size cap. */
    async enqueue(call, info = {}) {
        const now = this.clock.now();
        const retry = { attempts: info.retry?.attempts ?? 0 };
        if (info.retry?.notBefore !== undefined)
            retry.notBefore = info.retry.notBefore;
        const record = {
            version: RECORD_VERSION,
            id: newRecordId(now),
            call,
            ...(info.service === undefined ? {} : { service: info.service }),
            ...(info.runKey === undefined ? {} : { runKey: info.runKey }),
            firstFailureAt: now,
            totalAttempts: retry.attempts,
            retry,
            ...(info.lastError === undefined ? {} : { lastError: info.lastError })
        };
        await this.store.write(record);
        await this.holdCap(record.id);
        return record;
    }
    /** Every readable record (free or being sent), in queue order. */
    async list() {
        return (await this.store.readAll()).map(f => f.record);
    }
    /**
     * Removes the free records that `matches` (a record a replayer is sending is left to it),
     * logging each with `reason`; returns how many went. The run protocol uses it for what a
     * later record supersedes, among the records of its run it read already (`among`, from
     * replayRun): then the folder is listed, for what is gone and what a replayer holds now, and
     * no record is read again.
     */
    async discard(matches, reason, among) {
        let removed = 0;
        const found = among ? await this.store.foundAmong(among) : await this.store.readAll();
        for (const f of found) {
            if (!matches(f.record))
                continue;
            if (await this.store.removeFree(f)) {
                removed++;
                this.log(`dropped ${describeRecord(f.record)}: ${reason}`);
            }
        }
        return removed;
    }
    runIdFor(runKey) {
        return this.runIds.get(runKey);
    }
    rememberRunId(runKey, runId) {
        return this.runIds.remember(runKey, runId, this.clock.now());
    }
    /** Called when a run's end report is delivered: its run key link is no longer needed. */
    forgetRunId(runKey) {
        return this.runIds.forget(runKey);
    }
    /** Sends what is queued (see replayQueue). */
    replay(client, o = {}) {
        return replayQueue(this.replayContext(), client, o);
    }
    /**
     * Sends one run's queued records (replay with its runKey), and answers with the run's records
     * still queued after the pass: what an end needs, for one read of the queue. A cron job's
     * end with the hour's overflow queued reads each record once, not once before the pass, once
     * in it, once to count what is left and once more to see what of its run is left.
     */
    replayRun(client, runKey, o = {}) {
        return replayRun(this.replayContext(), client, { ...o, runKey });
    }
    replayContext() {
        return {
            store: this.store,
            runIds: this.runIds,
            clock: this.clock,
            log: this.log,
            heartbeatMaxAgeMs: this.heartbeatMaxAgeMs,
            claimMaxAgeMs: this.claimMaxAgeMs,
            orphanEndMaxAgeMs: this.orphanEndMaxAgeMs
        };
    }
    /**
     * Drops the oldest records while the queue holds more than `maxRecords`. A start report
     * takes the end reports of its run with it: an end cannot be delivered without the run id
     * its start returns. A run that includes the record just queued is passed over, and so are
     * records a replayer is sending. Every drop is logged.
     */
    async holdCap(newId) {
        if ((await this.store.ids()).size <= this.maxRecords)
            return;
        const found = await this.store.readAll();
        let excess = found.length - this.maxRecords;
        const gone = new Set();
        const newRunKey = found.find(f => f.record.id === newId)?.record.runKey;
        for (const f of found) {
            if (excess <= 0)
                break;
            const r = f.record;
            if (gone.has(r.id) || !isFree(f) || r.id === newId)
                continue;
            if (r.runKey !== undefined && r.runKey === newRunKey)
                continue;
            const victims = [f];
            if (r.call.kind === 'start' && r.runKey !== undefined) {
                victims.push(...found.filter(o => o.record.runKey === r.runKey && o.record.call.kind === 'end' && isFree(o)));
            }
            for (const v of victims) {
                gone.add(v.record.id);
                if (await this.store.removeFree(v)) {
                    excess--;
                    this.log(`job-monitor queue is full (${this.maxRecords} records): dropped ${describeRecord(v.record)}`);
                }
            }
        }
    }
}
/** Not claimed when the directory was read (removing it still claims it first). */
function isFree(f) {
    return f.lock === undefined;
}
/** A fresh local run key: links a run's queued start and end reports. */
function newRunKey() {
    return (0,external_node_crypto_.randomUUID)();
}

;// CONCATENATED MODULE: ./dist/.lib-modules/run/constants.js
/** Budgets of the run protocol, shared by every front end. */
/**
 * Of the time an end has, the share its run's queued records (the start, the `running`
 * notification) may take before the end report goes: the end itself needs the rest.
 */
const END_START_REPLAY_SHARE = 0.4;
/** The heartbeat helper's first wait between passes at a queued start, doubled up to the cap. */
const CARRY_START_FIRST_WAIT_MS = 5_000;
const CARRY_START_MAX_WAIT_MS = 300_000;

;// CONCATENATED MODULE: ./dist/.lib-modules/run/protocol.js







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
    const clock = s.clock ?? systemClock;
    const startTime = plan.startTime ?? isoUtc(clock.now());
    const runKey = plan.runKey ?? newRunKey();
    const pipelineId = notifiable(s, plan.pipelineId);
    const [start, running] = await Promise.all([
        deliverOrQueue(s.client, s.queue, {
            kind: 'start',
            body: startReport({
                jobName: plan.jobName,
                startTime,
                metadata: plan.metadata,
                tags: plan.tags
            })
        }, { runKey, ...w }),
        pipelineId === undefined
            ? undefined
            : deliverOrQueue(s.client, s.queue, {
                kind: 'pipeline-notification',
                pipelineId,
                body: pipelineNotification({
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
    const clock = s.clock ?? systemClock;
    const endTime = ending.endTime ?? isoUtc(clock.now());
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
    const share = w.deadline === undefined ? undefined : now + (w.deadline - now) * END_START_REPLAY_SHARE;
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
        body: endReport({
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
    const end = await deliverOrQueue(s.client, s.queue, endCall(passable.ending), { runKey: run.runKey, ...o.w });
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
    const final = await deliverOrQueue(s.client, s.queue, {
        kind: 'pipeline-notification',
        pipelineId: o.pipelineId,
        body: pipelineNotification({
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
            if (!(e instanceof RefusedFieldError) || !Object.hasOwn(DROPPABLE, e.field))
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
            body: pipelineNotification({ status: 'failed', message: '', metadata })
        });
        return metadata;
    }
    catch (e) {
        return e instanceof RefusedFieldError && e.field.startsWith('metadata') ? undefined : metadata;
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

;// CONCATENATED MODULE: ./dist/.lib-modules/settings/check.js




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
    return escapeControl(first.length > 200 ? `${first.slice(0, 200)}…` : first);
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
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
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
    if (text === undefined || isTimestamp(text))
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
function flowNestsDeeperThan(text, yaml, limit = MAX_NESTING) {
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
    return new SettingError(setting, `nests objects and lists more than ${MAX_NESTING} levels deep; keep it flatter`);
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
    if (nestsDeeperThan(value))
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

;// CONCATENATED MODULE: ./dist/.lib-modules/settings/schedule-check.js
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
    const zone = zoneNamed(text);
    if (!zone)
        throw new SettingError(setting, `is no time zone this Node knows: ${shown(text)}; give an IANA name such as Europe/Berlin or UTC`);
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
    if (words.length === 6 && zoneNamed(words[5]))
        return { zone: words[5], expression: words.slice(0, 5).join(' ') };
    return { expression: text };
}
/**
 * The zone the machine's cron reads a crontab in: TZ when it names a zone (`:Europe/Berlin`
 * too), else the runtime's own, else UTC.
 */
function localTimeZoneOf(tz) {
    return zoneNamed(tz?.replace(/^:/, '')) ?? localZone();
}
/** The schedule, or undefined when no cron expression is given. */
function checkSchedule(inputs) {
    const [rawCron, cronInput] = inputs.cron;
    const [rawZone, zoneInput] = inputs.timeZone;
    const [rawGrace, graceInput] = inputs.grace;
    const text = rawCron?.trim();
    const grace = checkWholeNumber(rawGrace, graceInput, GRACE_BOUNDS);
    const givenZone = checkTimeZone(rawZone, zoneInput);
    if (!text)
        return undefined;
    const { zone: prefixed, expression } = splitZone(text);
    const cron = readCron(expression);
    if ('error' in cron)
        throw new SettingError(cronInput, `is no cron expression: ${shown(text)} ${cron.error}`);
    const zoneInText = prefixed === undefined ? undefined : checkTimeZone(prefixed, cronInput);
    if (prefixed !== undefined && !zoneInText)
        throw new SettingError(cronInput, `names no time zone after its '=': ${shown(text)}`);
    if (zoneInText && givenZone && !sameZone(zoneInText, givenZone))
        throw new SettingError(cronInput, `is read in ${zoneInText} (the zone it names), but ${zoneInput} says ${givenZone}: give the zone once`);
    return {
        cron,
        timeZone: zoneInText ?? givenZone ?? inputs.localTimeZone ?? localZone(),
        graceSeconds: grace ?? DEFAULT_GRACE_SECONDS
    };
}

;// CONCATENATED MODULE: ./dist/.lib-modules/run/context.js

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
    return text ? inertLine(text, MAX_CONTEXT_CHARS) : undefined;
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

;// CONCATENATED MODULE: ./dist/.lib-modules/run/schedule.js


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
    const lag = secondsBetween(slot, Math.max(slot, runs.at));
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

;// CONCATENATED MODULE: ./dist/.lib-modules/client/index.js













;// CONCATENATED MODULE: ./dist/.lib-modules/index.js






















/** What JobMonitor throws for an option or variable it cannot take; names it. */

/**
 * Where the queue lives by default for this environment: JOB_MONITOR_QUEUE_DIR, else
 * $XDG_STATE_HOME/job-monitor/queue, else the platform's own place (queue/location.ts).
 */
function _lib_modules_defaultQueueDir(env, platform = process.platform) {
    return defaultQueueDir(readQueuePlace(env), platform);
}
/** The transport for this environment: a proxy-aware one only where a proxy is configured. */
function _lib_modules_defaultTransport(env) {
    return defaultTransport(readProxyFacts(env));
}
/** What `start` gives back when nothing is reported: no run id, no run key. */
function unreportedRun(jobName) {
    return { jobName, runId: '', runKey: '', startTime: '' };
}
function delivered(o) {
    return o.delivered ? 'sent' : o.queued ? 'queued' : 'refused';
}
class JobMonitor {
    client;
    queue;
    waitMs;
    log;
    /** What a warning of ours is cleaned with: the key never reaches stderr. */
    redactor;
    /** False without an API key: every call is skipped, and the work runs unreported. */
    reporting;
    /** The zone a schedule is read in when it names none: this machine's, as cron's. */
    localTimeZone;
    constructor(o = {}) {
        const env = o.env ?? process.env;
        // Each option stands for its variable, and goes through the same check as the command-line
        // tool's: plain http only to loopback, a key a header can carry. A refusal names the option
        // when it was given, else the variable.
        const read = (check, option, variable) => (o[option] !== undefined ? check(o[option], option) : check(env[variable], variable));
        const { apiKey, unusable } = read(apiKeySetting, 'apiKey', 'JOB_MONITOR_API_KEY');
        const baseUrl = read(checkUrl, 'baseUrl', 'JOB_MONITOR_BASE_URL') ?? '';
        // As the command-line tool and the action decide: no key is a job not monitored here (a
        // fork's, a developer's machine), which runs unreported; a key with nowhere to send it is
        // a mistake, refused now rather than found out by a report that never arrives.
        this.reporting = apiKey !== '';
        if (this.reporting && !baseUrl) {
            throw new SettingError('baseUrl', 'is needed with an API key: the address of the Job Monitoring Service (the option, or JOB_MONITOR_BASE_URL)');
        }
        if (!this.reporting) {
            const warning = unusable ?? 'no API key (apiKey or JOB_MONITOR_API_KEY): runs are not reported';
            if (o.log)
                o.log(warning);
            else
                process.emitWarning(warning, {
                    code: unusable ? 'JOB_MONITOR_UNUSABLE_API_KEY' : 'JOB_MONITOR_NO_API_KEY'
                });
        }
        this.client = createClient({
            baseUrl,
            deploymentUrl: read(checkUrl, 'deploymentUrl', 'JOB_MONITOR_DEPLOYMENT_URL'),
            userAgent: 'job-monitor-lib'
        }, apiKey, { proxy: readProxyFacts(env), log: o.log });
        this.queue = new RunQueue({ dir: o.queueDir ?? _lib_modules_defaultQueueDir(env), log: o.log });
        this.waitMs = o.waitMs ?? 15_000;
        this.log = o.log;
        this.redactor = new Redactor([apiKey]);
        this.localTimeZone = localTimeZoneOf(env.TZ);
    }
    /** A schedule option, checked: a SettingError names `schedule` (or its part) at fault. */
    scheduleOf(o) {
        if (o === undefined)
            return undefined;
        const given = typeof o === 'string' ? { cron: o } : (o ?? {});
        const part = (key) => (typeof o === 'string' ? 'schedule' : `schedule.${key}`);
        const schedule = checkSchedule({
            cron: [typeof given.cron === 'string' ? given.cron : undefined, part('cron')],
            timeZone: [given.timeZone, part('timeZone')],
            grace: [
                given.graceSeconds === undefined ? undefined : String(given.graceSeconds),
                part('graceSeconds')
            ],
            localTimeZone: this.localTimeZone
        });
        if (!schedule)
            throw new SettingError(part('cron'), 'is needed: a cron expression, such as 0 3 * * *');
        return schedule;
    }
    /**
     * Sends the start report (queued if the service can't be reached in time); with a schedule,
     * the report says the slot the run stands for and how late it started.
     */
    async start(jobName, o = {}) {
        const schedule = this.scheduleOf(o.schedule);
        if (!this.reporting)
            return unreportedRun(jobName);
        const startMs = Date.now();
        const metadata = schedule
            ? mergeMetadata(scheduleMetadata(schedule, { at: startMs }), o.metadata)
            : o.metadata;
        const { run, start } = await beginRun({ client: this.client, queue: this.queue }, { jobName, metadata, tags: o.tags, startTime: isoUtc(startMs) }, { deadline: Date.now() + this.waitMs });
        if (!start.delivered && !start.queued)
            throw start.error;
        return { jobName, runId: run.runId, runKey: run.runKey, startTime: run.startTime };
    }
    /**
     * Sends the end report; the error, logs and metadata are redacted on their way out (the key
     * and common token shapes), like everything the client sends. A start that is still queued
     * goes first, so the end carries its run id.
     */
    async end(run, status, o = {}) {
        if (!this.reporting)
            return 'unreported';
        const ended = await endRun({ client: this.client, queue: this.queue }, run, {
            status,
            errorDetails: o.error,
            metadata: o.metadata,
            tags: o.tags,
            logs: o.logs
        }, { deadline: Date.now() + this.waitMs });
        return ended.end ? delivered(ended.end) : 'refused';
    }
    /** One heartbeat. Heartbeats are never queued: a late one says nothing true. */
    async heartbeat(jobName, metadata) {
        if (!this.reporting)
            return false;
        const d = await this.client.deliver({
            kind: 'heartbeat',
            body: heartbeatBody({ jobName, currentTime: isoUtc(Date.now()), metadata })
        }, { deadline: Date.now() + this.waitMs });
        return d.delivered;
    }
    async notify(pipelineId, status, o = {}) {
        if (!this.reporting)
            return 'unreported';
        const outcome = await deliverOrQueue(this.client, this.queue, { kind: 'pipeline-notification', pipelineId, body: pipelineNotification({ status, ...o }) }, { deadline: Date.now() + this.waitMs });
        return delivered(outcome);
    }
    /** A question to the service, not a report: without a key it is refused, naming apiKey. */
    async listPipelines() {
        if (!this.reporting) {
            throw new SettingError('apiKey', 'is needed to list pipelines (or JOB_MONITOR_API_KEY)');
        }
        return this.client.listPipelines();
    }
    replay() {
        return this.queue.replay(this.client);
    }
    /**
     * Runs `work` as one monitored run: start, heartbeats every `heartbeatMs` (0 = off), then
     * success, or failed with the error's message (the error is rethrown). Monitoring trouble
     * never changes what `work` returns or throws.
     */
    async monitor(jobName, work, o = {}) {
        // A schedule that cannot be read is the caller's mistake: said before the work runs.
        const schedule = this.scheduleOf(o.schedule);
        // The end says the run's place in its schedule as the start did.
        const endMetadata = (run) => schedule && run.startTime
            ? mergeMetadata(scheduleMetadata(schedule, { at: Date.parse(run.startTime) }), o.metadata)
            : o.metadata;
        // Without `log`, reports that did not get through are said once, on stderr: a job whose
        // reports wait in the queue must not look monitored while nothing arrives.
        let warned = false;
        const unsent = (outcome) => {
            if (warned || this.log || outcome === 'sent' || outcome === 'unreported')
                return;
            warned = true;
            const line = outcome === 'queued'
                ? `the service did not take the reports of '${jobName}' in time: they are queued in ${this.queue.dir}, and replay() (or \`job-monitor replay\`) sends them later`
                : `the service refused a report of '${jobName}' (JobMonitor's \`log\` option says why): this run is not fully reported`;
            process.stderr.write(`job-monitor: ${safeForLog(line, this.redactor)}\n`);
        };
        let run;
        try {
            run = this.reporting ? await this.start(jobName, o) : undefined;
            if (run && !run.runId)
                unsent('queued');
        }
        catch {
            run = undefined;
            unsent('refused');
        }
        const stop = new AbortController();
        const beats = run && (o.heartbeatMs ?? 300_000) > 0
            ? runHeartbeats(this.client, {
                jobName,
                intervalMs: o.heartbeatMs ?? 300_000,
                signal: stop.signal
            })
            : Promise.resolve(undefined);
        try {
            const result = await work(run ?? unreportedRun(jobName));
            stop.abort();
            await beats;
            if (run)
                unsent(await this.end(run, 'success', { metadata: endMetadata(run) }).catch(() => 'refused'));
            return result;
        }
        catch (error) {
            stop.abort();
            await beats;
            const message = error instanceof Error ? error.message : String(error);
            if (run)
                unsent(await this.end(run, 'failed', { error: message, metadata: endMetadata(run) }).catch(() => 'refused'));
            throw error;
        }
    }
}
/** A bounded head+tail capture with redaction, for callers assembling their own logs. */
function boundedLogs(text, maxBytes = 65536, secrets = []) {
    const c = new StreamRedactor(maxBytes, new Redactor(secrets));
    c.write(text);
    return c.text();
}

var __webpack_exports__AuthError = __webpack_exports__.lR;
var __webpack_exports__ConnectionError = __webpack_exports__.Rc;
var __webpack_exports__END_STATUSES = __webpack_exports__.B_;
var __webpack_exports__HeadTailCapture = __webpack_exports__.NS;
var __webpack_exports__HourSpentError = __webpack_exports__.zP;
var __webpack_exports__HttpStatusError = __webpack_exports__.F9;
var __webpack_exports__JobMonitor = __webpack_exports__.Wb;
var __webpack_exports__MonitorClient = __webpack_exports__.UK;
var __webpack_exports__MonitorError = __webpack_exports__.Fu;
var __webpack_exports__NO_ERROR = __webpack_exports__.VT;
var __webpack_exports__OversizedAnswerError = __webpack_exports__.si;
var __webpack_exports__PATHS = __webpack_exports__.R7;
var __webpack_exports__PIPELINE_STATUSES = __webpack_exports__.ev;
var __webpack_exports__RUN_STATUSES = __webpack_exports__.LV;
var __webpack_exports__Redactor = __webpack_exports__.pO;
var __webpack_exports__RefusedFieldError = __webpack_exports__.DD;
var __webpack_exports__ReportInputError = __webpack_exports__.hy;
var __webpack_exports__ResponseShapeError = __webpack_exports__.RD;
var __webpack_exports__RunQueue = __webpack_exports__.V8;
var __webpack_exports__SettingError = __webpack_exports__.L_;
var __webpack_exports__TimeoutError = __webpack_exports__.MU;
var __webpack_exports__UpdateFailedError = __webpack_exports__.vR;
var __webpack_exports__VERSION = __webpack_exports__.xv;
var __webpack_exports__boundedLogs = __webpack_exports__.Dn;
var __webpack_exports__decodeBody = __webpack_exports__.Vj;
var __webpack_exports__defaultQueueDir = __webpack_exports__.Wm;
var __webpack_exports__defaultTransport = __webpack_exports__.JT;
var __webpack_exports__deliverOrQueue = __webpack_exports__.gq;
var __webpack_exports__describeAttempt = __webpack_exports__.Be;
var __webpack_exports__endReport = __webpack_exports__.eQ;
var __webpack_exports__headTail = __webpack_exports__.dm;
var __webpack_exports__heartbeatBody = __webpack_exports__.RJ;
var __webpack_exports__httpClientTransport = __webpack_exports__.zm;
var __webpack_exports__isoUtc = __webpack_exports__.u8;
var __webpack_exports__joinUrl = __webpack_exports__.we;
var __webpack_exports__newRunKey = __webpack_exports__.r9;
var __webpack_exports__nextBeatDelay = __webpack_exports__.HO;
var __webpack_exports__nodeHttpTransport = __webpack_exports__.ss;
var __webpack_exports__pipelineNotification = __webpack_exports__.CS;
var __webpack_exports__runHeartbeats = __webpack_exports__.jg;
var __webpack_exports__startReport = __webpack_exports__.Fg;
var __webpack_exports__systemClock = __webpack_exports__.ml;
export { __webpack_exports__AuthError as AuthError, __webpack_exports__ConnectionError as ConnectionError, __webpack_exports__END_STATUSES as END_STATUSES, __webpack_exports__HeadTailCapture as HeadTailCapture, __webpack_exports__HourSpentError as HourSpentError, __webpack_exports__HttpStatusError as HttpStatusError, __webpack_exports__JobMonitor as JobMonitor, __webpack_exports__MonitorClient as MonitorClient, __webpack_exports__MonitorError as MonitorError, __webpack_exports__NO_ERROR as NO_ERROR, __webpack_exports__OversizedAnswerError as OversizedAnswerError, __webpack_exports__PATHS as PATHS, __webpack_exports__PIPELINE_STATUSES as PIPELINE_STATUSES, __webpack_exports__RUN_STATUSES as RUN_STATUSES, __webpack_exports__Redactor as Redactor, __webpack_exports__RefusedFieldError as RefusedFieldError, __webpack_exports__ReportInputError as ReportInputError, __webpack_exports__ResponseShapeError as ResponseShapeError, __webpack_exports__RunQueue as RunQueue, __webpack_exports__SettingError as SettingError, __webpack_exports__TimeoutError as TimeoutError, __webpack_exports__UpdateFailedError as UpdateFailedError, __webpack_exports__VERSION as VERSION, __webpack_exports__boundedLogs as boundedLogs, __webpack_exports__decodeBody as decodeBody, __webpack_exports__defaultQueueDir as defaultQueueDir, __webpack_exports__defaultTransport as defaultTransport, __webpack_exports__deliverOrQueue as deliverOrQueue, __webpack_exports__describeAttempt as describeAttempt, __webpack_exports__endReport as endReport, __webpack_exports__headTail as headTail, __webpack_exports__heartbeatBody as heartbeatBody, __webpack_exports__httpClientTransport as httpClientTransport, __webpack_exports__isoUtc as isoUtc, __webpack_exports__joinUrl as joinUrl, __webpack_exports__newRunKey as newRunKey, __webpack_exports__nextBeatDelay as nextBeatDelay, __webpack_exports__nodeHttpTransport as nodeHttpTransport, __webpack_exports__pipelineNotification as pipelineNotification, __webpack_exports__runHeartbeats as runHeartbeats, __webpack_exports__startReport as startReport, __webpack_exports__systemClock as systemClock };
