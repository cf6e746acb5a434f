export const id = 977;
export const ids = [977];
export const modules = {

/***/ 2977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readHelperFacts: () => (/* binding */ readHelperFacts)
/* harmony export */ });
/* harmony import */ var _helper_constants_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4949);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2241);
/**
 * The heartbeat helper's environment, read by the two entries that start it (dist/heartbeat and
 * the command line's hidden subcommand): the config its starter wrote into it, and the proxy
 * variables.
 */


function readHelperFacts(env) {
    return {
        config: JSON.parse(env[_helper_constants_js__WEBPACK_IMPORTED_MODULE_0__/* .HelperEnv */ .Yl.config] ?? '{}'),
        proxy: (0,_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .readProxyFacts */ .u)(env)
    };
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

/***/ 4949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nj: () => (/* binding */ HELPER_EXIT_WAIT_MS),
/* harmony export */   S2: () => (/* binding */ HELPER_REPLAY_BUDGET_MS),
/* harmony export */   To: () => (/* binding */ HELPER_MAX_LIFETIME_MS),
/* harmony export */   Yl: () => (/* binding */ HelperEnv),
/* harmony export */   eS: () => (/* binding */ HELPER_KEY_MAX_BYTES),
/* harmony export */   nW: () => (/* binding */ HELPER_STOP_WAIT_MS),
/* harmony export */   s1: () => (/* binding */ OPEN_RUN_TOUCH_MS)
/* harmony export */ });
/** The heartbeat helper's environment, limits and waits: its starters, its stopper and itself agree. */
/** Environment of the heartbeat helper: its config (the key comes through its stdin). */
const HelperEnv = {
    config: 'JOB_MONITOR_HELPER_CONFIG'
};
/** The most the helper reads from stdin for its key: far more than any key, little memory. */
const HELPER_KEY_MAX_BYTES = 64 * 1024;
/** How long post waits for the helper to answer its request to stop before the last resort. */
const HELPER_STOP_WAIT_MS = 3_000;
/** How long post waits for the helper to exit once it answered, or once it was killed. */
const HELPER_EXIT_WAIT_MS = 1_000;
/** The helper ends on its own after this: a job lasts at most 6 h on hosted runners. */
const HELPER_MAX_LIFETIME_MS = (6 * 60 + 15) * 60_000;
/** How long the heartbeat helper spends on what earlier jobs left queued. */
const HELPER_REPLAY_BUDGET_MS = 120_000;
/** The open run's last heartbeat is rewritten at most this often: one small write a minute. */
const OPEN_RUN_TOUCH_MS = 60_000;


/***/ })

};
