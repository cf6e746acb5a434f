export const id = 62;
export const ids = [62];
export const modules = {

/***/ 9062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readSteps: () => (/* binding */ readSteps),
/* harmony export */   writeSteps: () => (/* binding */ writeSteps)
/* harmony export */ });
/* harmony import */ var _util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(224);
/* harmony import */ var _util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8230);
/**
 * The captured steps, handed from the heartbeat helper to the post step: a JSON file under
 * RUNNER_TEMP beside the helper's status, replaced atomically, mode 0600. Its text is redacted
 * by the helper before it is written; the key is never in it.
 */


function writeSteps(path, report) {
    (0,_util_atomic_writes_js__WEBPACK_IMPORTED_MODULE_0__/* .writeFileAtomicSync */ .Q3)(path, `${JSON.stringify(report)}\n`);
}
function readSteps(path) {
    try {
        const text = (0,_util_regular_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readRegularFileSync */ .cG)(path)?.text;
        if (text === undefined)
            return undefined;
        const value = JSON.parse(text);
        return Array.isArray(value?.steps) ? value : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
