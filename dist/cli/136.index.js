export const id = 136;
export const ids = [136];
export const modules = {

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


/***/ })

};
