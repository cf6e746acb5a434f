import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

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

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 9635:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ issueCommand)
/* harmony export */ });
/* unused harmony export issue */
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(857);
/* harmony import */ var _utils_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4679);


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + os__WEBPACK_IMPORTED_MODULE_0__.EOL);
}
function issue(name, message = '') {
    issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return (0,_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .toCommandValue */ .E)(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return (0,_utils_js__WEBPACK_IMPORTED_MODULE_1__/* .toCommandValue */ .E)(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map

/***/ }),

/***/ 7063:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  n: () => (/* binding */ issueFileCommand),
  v: () => (/* binding */ prepareKeyValueMessage)
});

;// CONCATENATED MODULE: external "crypto"
const external_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/utils.js
var utils = __nccwpck_require__(4679);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${(0,utils/* toCommandValue */.E)(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_namespaceObject.randomUUID()}`;
    const convertedValue = (0,utils/* toCommandValue */.E)(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map

/***/ }),

/***/ 1631:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* unused harmony exports toPosixPath, toWin32Path, toPlatformPath */
/* harmony import */ var path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6928);

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map

/***/ }),

/***/ 1170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* unused harmony exports SUMMARY_ENV_VAR, SUMMARY_DOCS_URL, markdownSummary, summary */
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(857);
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9896);
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = fs__WEBPACK_IMPORTED_MODULE_1__.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, fs__WEBPACK_IMPORTED_MODULE_1__.constants.R_OK | fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return __awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return __awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(os__WEBPACK_IMPORTED_MODULE_0__.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = (/* unused pure expression or super */ null && (_summary));
//# sourceMappingURL=summary.js.map

/***/ }),

/***/ 4679:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ toCommandValue),
/* harmony export */   k: () => (/* binding */ toCommandProperties)
/* harmony export */ });
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map

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
  e: () => (/* binding */ run)
});

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/command.js
var command = __nccwpck_require__(9635);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/file-command.js + 1 modules
var file_command = __nccwpck_require__(7063);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/utils.js
var utils = __nccwpck_require__(4679);
// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(6928);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/summary.js
var summary = __nccwpck_require__(1170);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/path-utils.js
var path_utils = __nccwpck_require__(1631);
;// CONCATENATED MODULE: ./dist/.build/toolkit-platform.mjs
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};

const getWindowsInfo = () => __awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield (yield __nccwpck_require__.e(/* import() */ 260).then(__nccwpck_require__.bind(__nccwpck_require__, 1260))).getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield (yield __nccwpck_require__.e(/* import() */ 260).then(__nccwpck_require__.bind(__nccwpck_require__, 1260))).getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => __awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield (yield __nccwpck_require__.e(/* import() */ 260).then(__nccwpck_require__.bind(__nccwpck_require__, 1260))).getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => __awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield (yield __nccwpck_require__.e(/* import() */ 260).then(__nccwpck_require__.bind(__nccwpck_require__, 1260))).getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return __awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}

;// CONCATENATED MODULE: ./dist/.build/toolkit-core.mjs
var toolkit_core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function setSecret(secret) {
    (0,command/* issueCommand */.L)('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return (0,file_command/* issueFileCommand */.n)('OUTPUT', (0,file_command/* prepareKeyValueMessage */.v)(name, value));
    }
    process.stdout.write(external_os_.EOL);
    (0,command/* issueCommand */.L)('set-output', { name }, (0,utils/* toCommandValue */.E)(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function debug(message) {
    issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    (0,command/* issueCommand */.L)('error', (0,utils/* toCommandProperties */.k)(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    (0,command/* issueCommand */.L)('warning', (0,utils/* toCommandProperties */.k)(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    (0,command/* issueCommand */.L)('notice', (0,utils/* toCommandProperties */.k)(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return toolkit_core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return toolkit_core_awaiter(this, void 0, void 0, function* () {
        return yield (yield Promise.all(/* import() */[__nccwpck_require__.e(942), __nccwpck_require__.e(9)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1009))).OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */


// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/util/inert-text.ts
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
function escapeControl(text, options = {}) {
    return text.replace(options.keepNewlines ? CONTROL_KEEPING_NEWLINES : CONTROL, visible);
}
/**
 * One line of text we did not write, inert: control characters shown escaped, `::` at its
 * start and `##[` anywhere (which the Actions runner reads as workflow commands) broken up,
 * cut to `maxChars`. Secrets are the caller's business (logs/safe-for-log.ts hides them first).
 */
function inertLine(text, maxChars = Infinity) {
    const line = escapeControl(text)
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

;// CONCATENATED MODULE: ./src/action/runner.ts
/**
 * The runner's workflow commands and file commands, through @actions/core: inputs, outputs,
 * state, masking, annotations and the job summary. Going through the toolkit lets a local
 * debugger that replaces its functions (@github/local-action) see and carry what the steps
 * do: state main saves reaches post there too. What the toolkit does not do is kept here:
 * this module is the one gate between text we did not write and the log.
 */




/**
 * An input as the runner passes it (INPUT_<NAME>), trimmed. The runner evaluates every
 * `${{ }}` before the step starts, so a value that is still an expression was handed over as
 * written (a local debugger passes action.yml's defaults so: `${{ job.status }}`): it counts
 * as not given, and the input's own fallback applies.
 */
function runner_getInput(name) {
    const value = getInput(name, { trimWhitespace: true });
    return /^\$\{\{[\s\S]*\}\}$/.test(value) ? '' : value;
}
/** Masks a value in the job's log from here on. */
function runner_setSecret(value) {
    setSecret(value);
}
function runner_saveState(name, value) {
    core.saveState(name, value);
}
function runner_getState(name) {
    return core.getState(name);
}
function runner_setOutput(name, value) {
    setOutput(name, value);
}
/**
 * A log line. Messages carry text we did not write (job names, matrix values, metadata, a
 * command's output, the service's answers), so this is the one gate to the log: control
 * characters are shown escaped, and a message with a line the runner would obey is fenced by
 * `::stop-commands::` with a token nobody can guess, so it prints as it is and does nothing.
 * (The toolkit's info() prints text as it is given.)
 */
function runner_info(message) {
    const text = escapeControl(String(message), { keepNewlines: true });
    if (!text.split('\n').some(commandLike)) {
        info(text);
        return;
    }
    let token = '';
    while (!token || text.includes(token))
        token = `jm${(0,external_node_crypto_.randomBytes)(16).toString('hex')}`;
    info(`::stop-commands::${token}${external_node_os_namespaceObject.EOL}${text}${external_node_os_namespaceObject.EOL}::${token}::`);
}
/**
 * Annotations carry their message as escaped data (the toolkit escapes line breaks and `%`):
 * it cannot start a line of its own. Other control characters are shown escaped here.
 */
function annotationOf(message, props) {
    const title = props.title === undefined ? undefined : escapeControl(String(props.title));
    return [escapeControl(String(message), { keepNewlines: true }), title ? { title } : {}];
}
function runner_notice(message, props = {}) {
    notice(...annotationOf(message, props));
}
function runner_warning(message, props = {}) {
    warning(...annotationOf(message, props));
}
function runner_error(message, props = {}) {
    error(...annotationOf(message, props));
}
/** Fails the step: an error annotation and exit code 1. */
function runner_setFailed(message) {
    setFailed(annotationOf(message, {})[0]);
}
/** Appends markdown to the job summary page. */
async function appendSummary(markdown) {
    await core.summary.emptyBuffer().addRaw(markdown).write();
}

;// CONCATENATED MODULE: ./src/action/constants.ts
/** Input names, state keys and file names of the action, in one place (main, post and tests agree). */
const constants_Inputs = {
    apiKey: 'api-key',
    baseUrl: 'base-url',
    deploymentUrl: 'deployment-url',
    pipelineId: 'pipeline-id',
    jobName: 'job-name',
    matrix: 'matrix',
    heartbeatInterval: 'heartbeat-interval',
    jobTotal: 'job-total',
    jobStatus: 'job-status',
    metadata: 'metadata',
    tags: 'tags',
    logPaths: 'log-paths',
    logMaxBytes: 'log-max-bytes',
    githubToken: 'github-token',
    checkRunId: 'check-run-id',
    failOnError: 'fail-on-error',
    timeoutSeconds: 'timeout-seconds',
    maxAttempts: 'max-attempts',
    queueDir: 'queue-dir',
    stepOutput: 'step-output',
    reconcile: 'reconcile',
    jobIndex: 'job-index',
    mode: 'mode',
    status: 'status',
    message: 'message',
    summary: 'summary'
};
const Outputs = { runId: 'run-id' };
/** What main hands to post through GITHUB_STATE. */
const State = {
    skipped: 'skipped',
    runKey: 'run-key',
    runId: 'run-id',
    startTime: 'start-time',
    jobName: 'job-name',
    helperPid: 'helper-pid',
    statusFile: 'status-file',
    /**
     * Where the helper listens (JSON list), decided once by main: post never works it out again
     * from its own environment, which a step may have changed (TMPDIR through GITHUB_ENV).
     */
    channels: 'channels',
    startOutcome: 'start-outcome',
    startError: 'start-error',
    pipelineOutcome: 'pipeline-outcome',
    /** The key was refused for run reports (the base URL's family). */
    authRejected: 'auth-rejected',
    /** The key was refused for pipeline notifications (the deployment's family). */
    pipelinesRejected: 'pipelines-rejected',
    /** Where the helper leaves the captured steps for post. */
    stepsFile: 'steps-file',
    /** Why no step output is captured on this runner. */
    stepOutputUnavailable: 'step-output-unavailable',
    /** Main swept the repository's runs (`mode: reconcile`): there is no run of its own to end. */
    sweep: 'sweep'
};
/** Defaults stated in action.yml too. */
const constants_DEFAULT_HEARTBEAT_SECONDS = 300;
const constants_DEFAULT_LOG_MAX_BYTES = 65536;
/** Main's whole budget for talking to the service: it must return within about 2 s. */
const MAIN_DELIVERY_BUDGET_MS = 1500;
/** Post's budget for the end report (post as a whole finishes within 30 s). */
const POST_END_BUDGET_MS = 18_000;
/** Post's whole budget for talking to the service, counted from its own start. */
const POST_TOTAL_BUDGET_MS = 25_000;
/** Of what is left after the end, the time for reports earlier jobs left queued. */
const POST_REPLAY_BUDGET_MS = 5_000;
/**
 * Post's plan of reads from the GitHub API: the job itself (its steps and times), then the
 * check run's annotations, the previous attempt's jobs and the workflow's scheduled runs, at
 * most one each, side by side, and last, with what they left, the job's recent runs (one read
 * of the runs, one of each run's jobs: usual-duration.ts). All of them within
 * POST_GITHUB_BUDGET_MS from the first, and each within GITHUB_REQUEST_TIMEOUT_MS.
 */
const POST_GITHUB_MAX_REQUESTS = 4;
/**
 * Post's check of the run before this one (reconcile/github/next-run.ts): its own GETs and time
 * beside the plan above, and, when that run needs its end, the time its end may take after this
 * job's own.
 */
const POST_EARLIER_END_BUDGET_MS = 8_000;
const POST_GITHUB_BUDGET_MS = 8_000;
const GITHUB_REQUEST_TIMEOUT_MS = 5_000;

;// CONCATENATED MODULE: ./src/client/wire.ts
/**
 * The service's wire shapes, exactly as the API text gives them (sections 2.1-2.4).
 * Shared by the client and the emulator: the emulator checks requests against these
 * rules independently, so it imports types only, never the client's code.
 */
const RUN_STATUSES = (/* unused pure expression or super */ null && (['running', 'success', 'failed', 'cancelled']));
const wire_END_STATUSES = (/* unused pure expression or super */ null && (['success', 'failed', 'cancelled']));
const PIPELINE_STATUSES = ['running', 'success', 'failed'];
/** The text sent as error_details when a run ended without error. */
const wire_NO_ERROR = 'None';
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

;// CONCATENATED MODULE: ./src/client/nesting.ts
/**
 * How deeply data we did not write may nest. JSON.parse reads any depth, but JSON.stringify,
 * structuredClone and YAML's parser recurse: metadata nested 20,000 levels deep parses, then
 * overflows the stack when the report is serialized, and the run goes unreported. So every
 * reader of outside data (settings, the service's answers, queued records) refuses what nests
 * deeper than this, before anything recurses into it.
 */
/** Objects and lists inside one another, the outermost counted: `{"a": [1]}` is 2 deep. */
const MAX_NESTING = 64;
/**
 * True when `value` nests objects and lists more than `limit` levels deep. Walks with a list
 * of its own instead of the call stack, and stops at the first level past the limit.
 */
function nestsDeeperThan(value, limit = MAX_NESTING) {
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

;// CONCATENATED MODULE: ./src/client/reports.ts
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
    if (nestsDeeperThan(metadata)) {
        throw new ReportInputError(`metadata must not nest objects and lists more than ${MAX_NESTING} levels deep`);
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

;// CONCATENATED MODULE: ./src/util/loopback.ts
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

;// CONCATENATED MODULE: ./src/settings/check.ts




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
function check_shown(raw) {
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
        throw new SettingError(setting, `is not a URL: ${check_shown(text)}; use https://host[:port]`);
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
        throw new SettingError(setting, `cannot be ${check_shown(id)}: a URL path resolves it away`);
    }
    if (LONE_SURROGATE.test(id)) {
        throw new SettingError(setting, `holds half of a UTF-16 pair, which no URL can carry: ${check_shown(id)}`);
    }
    return id;
}
/**
 * A job name. It goes from the start report to the end through a file or a shell (the step
 * state, `start --format env`), which carry neither a NUL byte nor half of a UTF-16 pair: each
 * becomes U+FFFD there, so it becomes U+FFFD here, and the start and the end name the same job.
 */
function check_checkJobName(raw) {
    return given(raw)?.replace(UNCARRIED, '\ufffd');
}
/** A timestamp handed back to us (`start`'s start_time): one the reports accept. */
function checkTimestamp(raw, setting) {
    const text = given(raw);
    if (text === undefined || isTimestamp(text))
        return text;
    throw new SettingError(setting, `must be an ISO 8601 timestamp, not ${check_shown(text)}`);
}
/** A whole number in decimal digits within [min, max]: no sign, no fraction, no exponent. */
function checkWholeNumber(raw, setting, rule) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const unit = rule.unit ? ` ${rule.unit}` : '';
    if (!/^\d+$/.test(text)) {
        throw new SettingError(setting, `must be a whole number${rule.unit ? ` of ${rule.unit}` : ''}, not ${check_shown(text)}${inSeconds(text, rule.unit)}`);
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
    return m ? ` (${check_shown(text)} is ${Number(m[1]) * SECONDS_PER[m[2].toLowerCase()]})` : '';
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
function check_checkBoolean(raw, setting) {
    const text = given(raw);
    if (text === undefined)
        return undefined;
    const value = booleanWord(text);
    if (value === undefined) {
        throw new SettingError(setting, `must be true or false (or ${[...BOOLEAN_WORDS.true.slice(1), ...BOOLEAN_WORDS.false.slice(1)].join(', ')}), not ${check_shown(text)}`);
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
function check_checkTags(raw, setting) {
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

;// CONCATENATED MODULE: ./src/settings/bounds.ts
const bounds_Bounds = {
    /** How long one call to the service may take. */
    timeoutSeconds: { min: 1, max: 300, unit: 'seconds' },
    /** Tries per call, the first included. */
    attempts: { min: 1, max: 10, unit: 'attempts' },
    /** Seconds between heartbeats; 0 sends none. At most a day. */
    heartbeatSeconds: { min: 0, max: 86_400, unit: 'seconds' },
    /** The action's log budget per end report: below 1 KiB the head and tail say nothing. */
    actionLogMaxBytes: { min: 1024, max: 16 * 1024 * 1024, unit: 'bytes' },
    /**
     * Jobs sharing the key (a matrix's size): their heartbeats split the hourly limit. A matrix
     * holds at most 256 jobs; other jobs may share the key.
     */
    jobTotal: { min: 1, max: 1000, unit: 'jobs' },
    /**
     * Requests per hour the key allows: the service's is 100 (API text, 8); a local emulator's
     * `--hourly-limit` may be more. The command line's hourly ledger reads this many tickets.
     */
    hourlyLimit: { min: 1, max: 100_000, unit: 'requests' },
    /** A matrix leg's place (`strategy.job-index`): a matrix holds at most 256 jobs. */
    jobIndex: { min: 0, max: 1000 },
    /** A GitHub job (check run) id. */
    jobId: { min: 1, max: Number.MAX_SAFE_INTEGER }
};

;// CONCATENATED MODULE: ./src/action/settings.ts
/**
 * Every input of the action, read and validated in one place into one typed object. The
 * checks themselves are the shared ones (settings/check.ts); this adapter reads each input
 * and names it in the error. A mistake in the workflow fails the step with a message naming
 * the input; the service being unreachable never does (that is decided elsewhere).
 */



class InputError extends Error {
    input;
    constructor(input, message) {
        super(`Input '${input}': ${message}`);
        this.input = input;
        this.name = 'InputError';
    }
}
/** Runs a shared check on one input, turning its refusal into an InputError naming the input. */
function checked(check) {
    try {
        return check();
    }
    catch (e) {
        if (e instanceof SettingError)
            throw new InputError(e.setting, e.problem);
        throw e;
    }
}
const HEALERS = (/* unused pure expression or super */ null && (['next-run', 'sweep', 'off']));
/** One of `words`, in any letter case; the first when empty; else the input is in error. */
function oneOf(input, name, words) {
    const raw = input(name).trim().toLowerCase();
    if (!raw)
        return words[0];
    if (words.includes(raw))
        return raw;
    throw new InputError(name, `must be one of ${words.join(', ')}, not ${shown(raw)}`);
}
/** The key alone: read first, so it can be masked before anything else can print it. */
function readApiKey(input) {
    return input(constants_Inputs.apiKey).trim();
}
function readServiceSettings(input) {
    const { apiKey, unusable } = checked(() => apiKeySetting(input(constants_Inputs.apiKey), constants_Inputs.apiKey));
    const deploymentUrl = url(input, constants_Inputs.deploymentUrl);
    const pipelineId = checked(() => checkPipelineId(input(constants_Inputs.pipelineId), constants_Inputs.pipelineId));
    return {
        apiKey,
        ...(unusable ? { keyUnusable: unusable } : {}),
        baseUrl: url(input, constants_Inputs.baseUrl) ?? '',
        deploymentUrl,
        pipelineId,
        timeoutMs: seconds(whole(input, constants_Inputs.timeoutSeconds, bounds_Bounds.timeoutSeconds)),
        maxAttempts: whole(input, constants_Inputs.maxAttempts, bounds_Bounds.attempts),
        queueDir: input(constants_Inputs.queueDir).trim() || undefined,
        failOnError: checked(() => check_checkBoolean(input(constants_Inputs.failOnError), constants_Inputs.failOnError)) ?? false
    };
}
async function readSettings(input, env) {
    const service = readServiceSettings(input);
    if (service.apiKey && !service.baseUrl) {
        throw new InputError(Inputs.baseUrl, 'is required: the address of the Job Monitoring Service');
    }
    const heartbeatSeconds = whole(input, Inputs.heartbeatInterval, Bounds.heartbeatSeconds) ?? DEFAULT_HEARTBEAT_SECONDS;
    const logMaxBytes = whole(input, Inputs.logMaxBytes, Bounds.actionLogMaxBytes) ?? DEFAULT_LOG_MAX_BYTES;
    const checkRunId = whole(input, Inputs.checkRunId, Bounds.jobId);
    return {
        ...service,
        jobName: jobName(input, env),
        heartbeatSeconds,
        jobTotal: whole(input, Inputs.jobTotal, Bounds.jobTotal),
        jobStatus: input(Inputs.jobStatus).trim().toLowerCase() || 'success',
        metadata: await parseMetadata(input(Inputs.metadata), Inputs.metadata),
        tags: parseList(input(Inputs.tags)),
        logPaths: input(Inputs.logPaths)
            .split(/\r?\n/)
            .map(l => l.trim())
            .filter(l => l !== '' && !l.startsWith('#')),
        logMaxBytes,
        githubToken: input(Inputs.githubToken).trim() || undefined,
        checkRunId,
        stepOutput: checked(() => checkBoolean(input(Inputs.stepOutput), Inputs.stepOutput)) ?? true,
        reconcile: oneOf(input, Inputs.reconcile, HEALERS),
        jobIndex: whole(input, Inputs.jobIndex, Bounds.jobIndex) ?? 0,
        mode: oneOf(input, Inputs.mode, ['report', 'reconcile'])
    };
}
/**
 * The job name: the input, and when it is the default (`workflow / job`), the matrix values
 * appended the way GitHub names matrix jobs (`CI / test (ubuntu-latest, 22)`), so that
 * every leg of a matrix is its own job in the service.
 */
function jobName(input, env) {
    const given = checkJobName(input(Inputs.jobName)) ?? '';
    const fallback = [env.GITHUB_WORKFLOW, env.GITHUB_JOB].filter(Boolean).join(' / ');
    const name = given || fallback;
    if (!name)
        throw new InputError(Inputs.jobName, 'is empty and no workflow/job name is known');
    if (given && given !== fallback)
        return given;
    const values = matrixValues(input(Inputs.matrix));
    return checkJobName(values.length ? `${name} (${values.join(', ')})` : name) ?? name;
}
function matrixValues(text) {
    const t = text.trim();
    if (!t || t === 'null')
        return [];
    try {
        const m = JSON.parse(t);
        if (!m || typeof m !== 'object' || Array.isArray(m))
            return [];
        return Object.values(m).map(v => typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
    catch {
        return [];
    }
}
/**
 * JSON or YAML mapping; numbers stay numbers. The YAML parser loads only for YAML, never for
 * the usual empty input (main and post must start fast).
 */
async function parseMetadata(text, input) {
    const yaml = !text.trim() || isJsonObjectText(text) ? undefined : await __nccwpck_require__.e(/* import() */ 815).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8815, 19));
    return checked(() => checkMetadata(text, input, yaml)) ?? {};
}
/** Tags: one per line or comma-separated, or a JSON list. Empty means no tags (null). */
function parseList(text) {
    return checked(() => checkTags(text, Inputs.tags)) ?? null;
}
/**
 * fail-on-error for the entries' last-resort catch: the same words as the setting; a word
 * the setting refuses (and has already reported) counts as false there.
 */
function failOnErrorOf(input) {
    return booleanWord(input(constants_Inputs.failOnError)) ?? false;
}
function url(input, name) {
    return checked(() => checkUrl(input(name), name));
}
function whole(input, name, rule) {
    return checked(() => checkWholeNumber(input(name), name, rule));
}
function seconds(n) {
    return n === undefined ? undefined : n * 1000;
}

;// CONCATENATED MODULE: ./src/action/entry.ts
/**
 * What every step entry (dist/main, dist/post, dist/notify) shares: an exported run() with
 * the last-resort catch, started at once when node runs the entry's file (the runner runs
 * `node dist/main/index.js`). A debugger that imports the entry instead (@github/local-action
 * runs main and post in its own process) calls run() itself, once it has put its own
 * functions in the toolkit's place.
 */




function stepEntry(step) {
    return async () => {
        try {
            await step();
        }
        catch (error) {
            // Monitoring trouble never fails the job unless asked; an unexpected error is still shown.
            runner_warning(`job-monitor: ${error.message}`);
            if (failOnErrorOf(runner_getInput))
                runner_setFailed(error.message);
        }
    };
}
/** True when `moduleUrl` is the script node was started with (symbolic links resolved). */
function startedAsScript(moduleUrl, script = process.argv[1]) {
    if (!script)
        return false;
    try {
        return (0,external_node_fs_namespaceObject.realpathSync)((0,external_node_url_.fileURLToPath)(moduleUrl)) === (0,external_node_fs_namespaceObject.realpathSync)(script);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/client/retry.ts
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

;// CONCATENATED MODULE: ./src/client/errors.ts
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

;// CONCATENATED MODULE: ./src/queue/deliver.ts

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

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
;// CONCATENATED MODULE: ./src/client/attempt-log.ts
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
        next = `attempt ${e.attempt + 1} of ${e.maxAttempts} is left to the queue, in ${attempt_log_seconds(e.waitMs)} or later`;
    else if (e.waitMs !== undefined)
        next = `attempt ${e.attempt + 1} of ${e.maxAttempts} in ${attempt_log_seconds(e.waitMs)}`;
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
function attempt_log_seconds(ms) {
    if (ms >= 120_000)
        return `${Math.round(ms / 60_000)} min`;
    return `${Math.round(ms / 100) / 10} s`;
}

;// CONCATENATED MODULE: ./src/util/clock.ts
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

;// CONCATENATED MODULE: ./src/client/decode.ts
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
        super(`nested more than ${MAX_NESTING} levels deep`);
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
    if (nestsDeeperThan(value))
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

;// CONCATENATED MODULE: ./src/logs/constants.ts
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

;// CONCATENATED MODULE: ./src/logs/redact-layouts.ts
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

;// CONCATENATED MODULE: ./src/logs/redact-forms.ts
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

;// CONCATENATED MODULE: ./src/logs/redact-shapes.ts
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

;// CONCATENATED MODULE: ./src/logs/redact-spans.ts
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

;// CONCATENATED MODULE: ./src/logs/redact.ts
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

;// CONCATENATED MODULE: ./src/client/gate.ts
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
        if (depth > MAX_NESTING) {
            throw new RefusedFieldError('metadata', `nests objects and lists more than ${MAX_NESTING} levels deep`);
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

;// CONCATENATED MODULE: ./src/client/identity.ts
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

;// CONCATENATED MODULE: ./src/client/limits.ts
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

;// CONCATENATED MODULE: ./src/client/answer.ts


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

;// CONCATENATED MODULE: ./src/client/transport.ts
/**
 * How a request reaches the service or a CI's API. Always node:http(s): it keeps the long-lived
 * heartbeat helper's memory close to an idle Node process (undici-based clients cost more), and it
 * never follows a redirect, so a credential in a header goes to the address asked and nowhere else.
 * Behind a proxy, @actions/http-client is loaded on demand for its agent alone, because it honours
 * the proxy variables that self-hosted runners set; its own request (which follows up to 50
 * redirects, stripping only `Authorization` on a change of host) is never used.
 */




/** The endpoint named in errors: the path only, so no query or credential leaks into logs. */
function transport_endpointOf(url) {
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
        const endpoint = transport_endpointOf(req.url);
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
        throw new ConnectionError(transport_endpointOf(req.url), e);
    }
    return sendAlong(req, agent);
};
/** The transport for these proxy variables: a proxy-aware one only where a proxy is configured. */
function defaultTransport(proxy) {
    return req => (usesProxy(req.url, proxy) ? httpClientTransport(req) : nodeHttpTransport(req));
}

;// CONCATENATED MODULE: ./src/client/version.ts
/** The package version, sent in the User-Agent. A test keeps it equal to package.json's. */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/logs/safe-for-log.ts
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
    return inertLine(redactor.redact(String(text)), maxChars);
}

;// CONCATENATED MODULE: ./src/client/client.ts












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
    return id.length <= MAX_RUN_ID_CHARS && escapeControl(id) === id && !commandLike(id);
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
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/util/constants.ts
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

;// CONCATENATED MODULE: ./src/util/errno.ts
/**
 * True when `error` is a failed system call's error with one of `codes` (ENOENT, EEXIST...):
 * read without trusting the error's shape, since anything may have been thrown.
 */
function errno_isErrno(error, ...codes) {
    const code = error?.code;
    return typeof code === 'string' && codes.includes(code);
}

;// CONCATENATED MODULE: ./src/util/disk.ts
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

;// CONCATENATED MODULE: ./src/util/dirs.ts
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

;// CONCATENATED MODULE: ./src/util/short-hash.ts
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

;// CONCATENATED MODULE: ./src/util/owner.ts
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

;// CONCATENATED MODULE: ./src/util/random-hex.ts

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

;// CONCATENATED MODULE: ./src/util/atomic-writes.ts
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

;// CONCATENATED MODULE: ./src/util/regular-files.ts
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

;// CONCATENATED MODULE: ./src/util/in-order.ts
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

;// CONCATENATED MODULE: ./src/util/entries.ts
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

;// CONCATENATED MODULE: ./src/client/heartbeat-budget.ts
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
const MAX_BACKOFF_MS = (/* unused pure expression or super */ null && (30 * 60_000));
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

;// CONCATENATED MODULE: ./src/client/hour-rule.ts

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

;// CONCATENATED MODULE: ./src/client/hour-ledger.ts
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

;// CONCATENATED MODULE: ./src/client/factory.ts
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

;// CONCATENATED MODULE: ./src/queue/constants.ts
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

;// CONCATENATED MODULE: ./src/queue/record.ts



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
const RECORD_NESTING = 3 + MAX_NESTING;
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
    if (!isObject(value) || value.id !== id || nestsDeeperThan(value, RECORD_NESTING))
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

;// CONCATENATED MODULE: ./src/queue/trouble.ts

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

;// CONCATENATED MODULE: ./src/queue/replay.ts





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

;// CONCATENATED MODULE: ./src/queue/runids.ts
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

;// CONCATENATED MODULE: ./src/queue/store.ts
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

;// CONCATENATED MODULE: ./src/queue/location.ts
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

;// CONCATENATED MODULE: ./src/queue/queue.ts
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
    return randomUUID();
}

;// CONCATENATED MODULE: ./src/action/client-setup.ts


const USER_AGENT = 'job-monitor-action';
/** The client's settings less the key: what the heartbeat helper is handed too. */
function clientSettingsOf(s) {
    return {
        baseUrl: s.baseUrl,
        deploymentUrl: s.deploymentUrl,
        maxAttempts: s.maxAttempts,
        timeoutMs: s.timeoutMs,
        userAgent: USER_AGENT
    };
}
/** `proxy`: the proxy variables (ActionFacts). */
function makeClient(s, proxy, log, clock) {
    // The job's GitHub token, when the action was given one, is hidden like the key.
    const token = s.githubToken;
    return createClient(clientSettingsOf(s), s.apiKey, {
        proxy,
        log,
        clock,
        secrets: token ? [token] : []
    });
}
function makeQueue(queue, log) {
    return new RunQueue({ dir: queue.dir, log });
}
function isAuthError(e) {
    return e?.status === 401;
}

;// CONCATENATED MODULE: ./src/environment/github.ts
/** RUNNER_OS and RUNNER_ARCH in OpenTelemetry's words (`os.type`, `host.arch`). */
const OS_TYPES = { Linux: 'linux', Windows: 'windows', macOS: 'darwin' };
const HOST_ARCHES = {
    X64: 'amd64',
    X86: 'x86',
    ARM: 'arm32',
    ARM64: 'arm64'
};
function readRunnerFacts(env, o = {}) {
    const server = serverOf(env.GITHUB_SERVER_URL);
    const repository = /^[\w.-]+\/[\w.-]+$/.test(env.GITHUB_REPOSITORY ?? '')
        ? env.GITHUB_REPOSITORY
        : undefined;
    const runId = digits(env.GITHUB_RUN_ID);
    const attempt = digits(env.GITHUB_RUN_ATTEMPT);
    const runUrl = repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
    const checkRunId = o.checkRunId ? String(o.checkRunId) : undefined;
    const headRef = env.GITHUB_HEAD_REF?.trim();
    const refType = env.GITHUB_REF_TYPE;
    return {
        ciSystem: 'github-actions',
        pipelineName: env.GITHUB_WORKFLOW,
        pipelineRunId: runId,
        pipelineRunUrl: runUrl && (attempt ? `${runUrl}/attempts/${attempt}` : runUrl),
        taskName: env.GITHUB_JOB,
        taskRunId: checkRunId,
        taskRunUrl: runUrl && checkRunId ? `${runUrl}/job/${checkRunId}` : undefined,
        workerName: env.RUNNER_NAME,
        repositoryUrl: repository ? `${server}/${repository}` : undefined,
        // A pull request's run is on a merge ref (`12/merge`); its head is the branch.
        refName: headRef || env.GITHUB_REF_NAME,
        refType: headRef ? 'branch' : refType === 'branch' || refType === 'tag' ? refType : undefined,
        revision: env.GITHUB_SHA,
        vcsProvider: 'github',
        osType: wordOf(env.RUNNER_OS, OS_TYPES),
        hostArch: wordOf(env.RUNNER_ARCH, HOST_ARCHES),
        trigger: env.GITHUB_EVENT_NAME,
        attempt: attempt ? Number(attempt) : undefined,
        actor: env.GITHUB_ACTOR
    };
}
function serverOf(raw) {
    try {
        const url = new URL(raw || 'https://github.com');
        if (url.protocol === 'https:' || url.protocol === 'http:')
            return url.origin;
    }
    catch {
        // Not a URL: github.com's.
    }
    return 'https://github.com';
}
function digits(raw) {
    const text = raw?.trim();
    return text && /^[1-9]\d{0,15}$/.test(text) ? text : undefined;
}
function wordOf(raw, words) {
    const text = raw?.trim();
    if (!text)
        return undefined;
    return Object.hasOwn(words, text) ? words[text] : text.toLowerCase();
}
function readEventFacts(env) {
    const runId = digits(env.GITHUB_RUN_ID);
    const attempt = digits(env.GITHUB_RUN_ATTEMPT);
    const eventName = env.GITHUB_EVENT_NAME?.trim();
    const eventPath = env.GITHUB_EVENT_PATH?.trim();
    return {
        runId: runId ? Number(runId) : undefined,
        attempt: attempt ? Number(attempt) : undefined,
        eventName: eventName && /^[a-z_]{1,64}$/.test(eventName) ? eventName : undefined,
        workflowFile: workflowFileOf(env.GITHUB_WORKFLOW_REF),
        eventPath: eventPath || undefined
    };
}
/** `octo/app/.github/workflows/nightly.yml@refs/heads/main` gives `nightly.yml`. */
function workflowFileOf(ref) {
    const m = /^[^/\s]+\/[^/\s]+\/\.github\/workflows\/([^/@\s]+\.ya?ml)@\S+$/.exec(ref?.trim() ?? '');
    return m?.[1];
}

;// CONCATENATED MODULE: ./src/environment/proxy.ts
function readProxyFacts(env) {
    return {
        httpsProxy: env.https_proxy || env.HTTPS_PROXY || undefined,
        httpProxy: env.http_proxy || env.HTTP_PROXY || undefined,
        noProxy: (env.no_proxy || env.NO_PROXY || '').split(',').map(s => s.trim().toLowerCase())
    };
}

;// CONCATENATED MODULE: ./src/environment/queue-place.ts
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

;// CONCATENATED MODULE: ./src/action/action-facts.ts




function readActionFacts(env, settings) {
    return {
        context: readRunnerFacts(env, { checkRunId: settings.checkRunId }),
        queue: { dir: settings.queueDir || defaultQueueDir(readQueuePlace(env)) },
        proxy: readProxyFacts(env),
        runnerTemp: env.RUNNER_TEMP || undefined
    };
}

;// CONCATENATED MODULE: ./src/run/context.ts

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
const MAX_SECONDS = (/* unused pure expression or super */ null && (366 * 86_400));
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

;// CONCATENATED MODULE: ./src/action/end-reasons.ts

/** The longest text of a name we quote (a group, a step, a matrix leg). */
const NAME_CHARS = 200;
function named(raw) {
    return contextText(raw.slice(0, NAME_CHARS)) ?? '?';
}
/**
 * Each rule reads one line as GitHub or the runner writes it. The annotation texts are GitHub's
 * (docs: runner-facts.md); the runner's are from actions/runner: JobRunner.cs (the shutdown
 * issues) and StepsRunner.cs (`The action '{step}' has timed out after {N} minutes.`).
 */
/** In the order they win: what ended the job before what followed from it. */
const RULES = [
    {
        kind: 'runner_shutdown',
        match: /The runner has received a shutdown signal\b/,
        reason: () => ({
            kind: 'runner_shutdown',
            sentence: 'The runner shut down during the job (its service was stopped, or a runner started by hand was cancelled).',
            result: 'error'
        })
    },
    {
        kind: 'runner_shutdown',
        match: /Operating system is shutting down for computer '([^']*)'/,
        reason: m => ({
            kind: 'runner_shutdown',
            sentence: `The runner's machine '${named(m[1])}' was shutting down during the job.`,
            result: 'error'
        })
    },
    {
        kind: 'job_timeout',
        match: /has exceeded the maximum execution time of (\d{1,6}) minutes?/,
        reason: m => ({
            kind: 'job_timeout',
            sentence: `The job exceeded its time limit of ${Number(m[1])} minutes (timeout-minutes).`,
            result: 'timeout'
        })
    },
    {
        kind: 'superseded',
        match: /Canceling since a higher priority waiting request for '(.*)' exists/,
        reason: m => ({
            kind: 'superseded',
            sentence: `The job was cancelled: a newer run in the concurrency group '${named(m[1])}' took its place.`,
            result: 'cancellation'
        })
    },
    {
        kind: 'fail_fast',
        match: /The strategy configuration was canceled because "?(.*?)"? failed/,
        reason: m => ({
            kind: 'fail_fast',
            sentence: `The job was cancelled: its matrix sibling '${named(m[1])}' failed (fail-fast).`,
            result: 'cancellation'
        })
    },
    {
        kind: 'step_timeout',
        match: /The action '(.*)' has timed out after (\d{1,6}) minutes?\./,
        reason: m => ({
            kind: 'step_timeout',
            sentence: `The step '${named(m[1])}' exceeded its time limit of ${Number(m[2])} minutes (timeout-minutes).`,
            result: 'timeout'
        })
    }
];
/**
 * The reason the lines tell, for a job that did not succeed: the first rule any line
 * matches; a cancelled job that none explains was cancelled by someone. Undefined for a success,
 * and for a failure that no line explains (its failed steps say enough).
 */
function endReason(status, lines) {
    if (status === 'success')
        return undefined;
    for (const rule of RULES) {
        for (const line of lines) {
            if (typeof line !== 'string')
                continue;
            const m = rule.match.exec(line.slice(0, 2000));
            if (m)
                return rule.reason(m);
        }
    }
    return status === 'cancelled'
        ? { kind: 'cancelled', sentence: 'The job was cancelled.', result: taskRunResult(status) }
        : undefined;
}
/** The messages of a check run's annotations (GitHub's documented array), whatever came. */
function annotationMessages(body) {
    if (!Array.isArray(body))
        return [];
    const out = [];
    for (const a of body.slice(0, 100)) {
        if (a && typeof a === 'object') {
            const message = a.message;
            if (typeof message === 'string')
                out.push(message);
        }
    }
    return out;
}
/**
 * The job's check run id: the `check-run-id` input, else the jobs API's `check_run_url`
 * (`.../check-runs/{id}`), else the job's id (GitHub gives a job's check run the job's id).
 */
function checkRunIdOf(given, job) {
    if (given && Number.isSafeInteger(given) && given > 0)
        return given;
    const url = job?.check_run_url;
    const m = typeof url === 'string' ? /\/check-runs\/(\d{1,16})$/.exec(url) : null;
    if (m && Number.isSafeInteger(Number(m[1])) && Number(m[1]) > 0)
        return Number(m[1]);
    const id = job?.id;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
/**
 * Post: the reason, from the step capture's `##[error]` lines and, for a job that did not
 * succeed, the check run's annotations (one GET of the plan).
 */
async function gatherEndReason(o) {
    if (o.status === 'success')
        return undefined;
    const lines = [];
    if (o.checkRunId) {
        const answer = await o.requests.get(`/check-runs/${o.checkRunId}/annotations?per_page=50`, 'checks: read', "the check run's annotations (why the job was cancelled or timed out)");
        if ('body' in answer)
            lines.push(...annotationMessages(answer.body));
    }
    lines.push(...o.stepErrors);
    return endReason(o.status, lines);
}
const CANCELLED = /^The job was cancelled\b[;:]?\s*/;
/**
 * error_details with the reason's sentence as its first line. Details that begin as the sentence
 * does ("The job was cancelled") keep only what the sentence does not say: their failed steps.
 */
function withEndReason(details, reason) {
    if (!reason || details === null)
        return details;
    if (reason.kind === 'cancelled' && CANCELLED.test(details))
        return details;
    if (CANCELLED.test(reason.sentence) && CANCELLED.test(details)) {
        const rest = details.replace(CANCELLED, '');
        if (!rest)
            return reason.sentence;
        return `${reason.sentence}\n${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
    }
    return `${reason.sentence}\n${details}`;
}

;// CONCATENATED MODULE: ./src/reconcile/rest-plan.ts
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
class rest_plan_RestError extends Error {
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
        this.redactor = new Redactor([...(o.secrets ?? []), ...(o.token ? [o.token] : [])]);
        this.transport = o.transport ?? defaultTransport(o.proxy);
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
            if (nestsDeeperThan(body))
                return { failed: `nested more than ${MAX_NESTING} levels deep` };
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
        return new rest_plan_RestError(`${transport_endpointOf(url)} answered HTTP ${answer.status}`, answer.status, limited);
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
        throw new Error(`${transport_endpointOf(url)} answered with no JSON`);
    }
}
/** `Retry-After` in seconds, as a person reads it; undefined when absent or absurd. */
function rest_plan_retryAfterOf(value) {
    const retry = Number(value);
    return value !== undefined &&
        value !== '' &&
        Number.isFinite(retry) &&
        retry >= 0 &&
        retry < 86_400
        ? `retry after ${Math.round(retry)} s`
        : undefined;
}

;// CONCATENATED MODULE: ./src/reconcile/github/api.ts



/** A GET's failure, with what the answer said of GitHub's rate limit. */
class GitHubError extends (/* unused pure expression or super */ null && (RestError)) {
}
const GITHUB_API_VERSION = '2022-11-28';
const DEFAULT_USER_AGENT = `job-monitor/${VERSION}`;
/** `https://api.github.com` unless the runner names another (GitHub Enterprise Server). */
function apiUrlOf(raw) {
    return (raw || 'https://api.github.com').replace(/\/+$/, '');
}
/** The repository as `owner/name`, or undefined when `raw` is not one. */
function repositoryOf(raw) {
    const [owner, repo, extra] = (raw ?? '').split('/');
    return owner && repo && extra === undefined ? `${owner}/${repo}` : undefined;
}
class GitHubApi extends RestPlan {
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
                return { failed: `${transport_endpointOf(url)} pointed to a ${target.protocol} address` };
            }
            if (answer.status >= 200 && answer.status < 300)
                return { failed: `${transport_endpointOf(url)} answered HTTP ${answer.status} with no address` };
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
    const retryIn = rest_plan_retryAfterOf(h['retry-after']);
    const said = /rate limit/i.test(answer.body.slice(0, 2000));
    if (h['x-ratelimit-remaining'] === '0' || said || answer.status === 429 || retryIn)
        return retryIn ?? resetsAt ?? (said ? 'a secondary rate limit' : 'no requests left');
    return undefined;
}

;// CONCATENATED MODULE: ./src/action/github-requests.ts
/**
 * Post's reads from the GitHub API beyond the job itself, as one plan: a fixed number of GETs
 * (POST_GITHUB_MAX_REQUESTS), all within one deadline. The reads themselves are the core's
 * (reconcile/github/api.ts: one client of GitHub's API for every reader of its record); this
 * is that client as the action's steps build it, from the runner's environment (the repository,
 * the API's address, the proxy variables).
 */



/** The repository's API as the runner names it, or undefined when GITHUB_REPOSITORY is not one. */
function githubPlaceOf(env) {
    const repository = repositoryOf(env.GITHUB_REPOSITORY);
    return repository ? { apiUrl: apiUrlOf(env.GITHUB_API_URL), repository } : undefined;
}
class GitHubRequests extends GitHubApi {
    constructor(o) {
        super({
            token: o.token,
            place: githubPlaceOf(o.env),
            proxy: readProxyFacts(o.env),
            secrets: o.secrets,
            clock: o.clock,
            maxRequests: o.maxRequests,
            deadline: o.deadline,
            timeoutMs: o.timeoutMs,
            userAgent: USER_AGENT
        });
    }
}

;// CONCATENATED MODULE: ./src/action/matrix-summary.ts



/** Jobs pages read at most (100 each): a matrix has at most 256 legs, a run a few matrices. */
const SUMMARY_MAX_PAGES = 5;
/** Legs whose annotations are read at most: the failed first, then the cancelled. */
const SUMMARY_MAX_ANNOTATED = 20;
/** The time for every read of the summary together. */
const SUMMARY_BUDGET_MS = 15_000;
/** Failed legs named in the message; the rest are counted. */
const NAMED_FAILURES = 10;
/** The longest leg name and error line quoted. */
const matrix_summary_NAME_CHARS = 120;
const LINE_CHARS = 200;
const FAILED = new Set(['failure', 'timed_out', 'startup_failure']);
const matrix_summary_text = (v) => (typeof v === 'string' ? v : '');
/** The jobs of one `job-paginated` page, whatever the answer holds. */
function legsOf(body) {
    const jobs = body?.jobs;
    if (!Array.isArray(jobs))
        return [];
    const out = [];
    for (const j of jobs.slice(0, 100)) {
        if (!j || typeof j !== 'object')
            continue;
        const job = j;
        const runnerName = matrix_summary_text(job.runner_name);
        const checkRunId = checkRunIdOf(undefined, job);
        out.push({
            name: matrix_summary_text(job.name),
            status: matrix_summary_text(job.status),
            conclusion: matrix_summary_text(job.conclusion),
            ...(runnerName ? { runnerName } : {}),
            ...(checkRunId ? { checkRunId } : {})
        });
    }
    return out;
}
/** The first line of the first failure annotation (`check-annotation-items`), whatever came. */
function firstFailureLine(body) {
    if (!Array.isArray(body))
        return undefined;
    for (const a of body.slice(0, 100)) {
        if (!a || typeof a !== 'object')
            continue;
        const { annotation_level: level, message } = a;
        if (level !== 'failure' || typeof message !== 'string')
            continue;
        const line = message.split(/\r\n|\r|\n/).find(l => l.trim());
        if (line)
            return line.trim();
    }
    return undefined;
}
/** Whether the annotations say fail-fast cancelled the leg (the rule end-reasons reads). */
function cancelledByFailFast(body) {
    if (!Array.isArray(body))
        return false;
    const messages = body
        .slice(0, 100)
        .map(a => (a && typeof a === 'object' ? a.message : undefined))
        .filter((m) => typeof m === 'string');
    return endReason('cancelled', messages)?.kind === 'fail_fast';
}
const quoted = (raw, max) => inertLine(raw.trim() || '?', max);
/**
 * The notification: `success` when every leg succeeded (or was skipped), else `failed`, and
 * one line: "12 of 14 legs passed; failed: test (3.12, windows): <first error line>; cancelled
 * by fail-fast: 1", then what could not be read. Every text we did not write is made inert and
 * cut; the message is one line.
 */
function summaryOf(legs, read = { complete: true, unavailable: [] }) {
    const counts = {
        total: 0,
        success: 0,
        failed: 0,
        cancelled: 0,
        fail_fast: 0,
        skipped: 0,
        unfinished: 0
    };
    const failed = [];
    for (const leg of legs) {
        counts.total++;
        if (leg.status !== 'completed' || !leg.conclusion)
            counts.unfinished++;
        else if (leg.conclusion === 'success')
            counts.success++;
        else if (leg.conclusion === 'skipped' || leg.conclusion === 'neutral')
            counts.skipped++;
        else if (leg.conclusion === 'cancelled') {
            if (leg.failFast)
                counts.fail_fast++;
            else
                counts.cancelled++;
        }
        else {
            counts.failed++;
            failed.push(leg);
        }
    }
    const parts = [`${counts.success} of ${counts.total} legs passed`];
    if (failed.length) {
        const named = failed.slice(0, NAMED_FAILURES).map(leg => {
            const how = leg.conclusion === 'failure' ? '' : ` (${quoted(leg.conclusion, 20)})`;
            const line = leg.firstError ? `: ${quoted(leg.firstError, LINE_CHARS)}` : '';
            return `${quoted(leg.name, matrix_summary_NAME_CHARS)}${how}${line}`;
        });
        const more = failed.length - named.length;
        parts.push(`failed: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
    }
    if (counts.fail_fast)
        parts.push(`cancelled by fail-fast: ${counts.fail_fast}`);
    if (counts.cancelled)
        parts.push(`cancelled: ${counts.cancelled}`);
    if (counts.skipped)
        parts.push(`skipped: ${counts.skipped}`);
    if (counts.unfinished)
        parts.push(`not finished: ${counts.unfinished}`);
    const why = read.unavailable.slice(0, 5).map(u => quoted(u, LINE_CHARS));
    if (why.length)
        parts.push(`summary unavailable: ${why.join('; ')}`);
    // Jobs not read are jobs not known to have passed.
    const ok = read.complete && counts.success + counts.skipped === counts.total;
    return { status: ok ? 'success' : 'failed', message: parts.join('; '), counts };
}
/**
 * Reads the run attempt's jobs (paginated, at most SUMMARY_MAX_PAGES), leaves out the job this
 * step runs in (in progress on this runner), then the annotations of its failed and cancelled
 * legs (at most SUMMARY_MAX_ANNOTATED, side by side), all within `budgetMs`.
 */
async function readSummary(o) {
    // One plan for every read: the pages and the annotations share its requests and its time.
    const requests = new GitHubRequests({
        token: o.token,
        ...(o.apiKey ? { secrets: [o.apiKey] } : {}),
        env: o.env,
        clock: o.clock,
        maxRequests: SUMMARY_MAX_PAGES + SUMMARY_MAX_ANNOTATED,
        deadline: o.clock.now() + (o.budgetMs ?? SUMMARY_BUDGET_MS)
    });
    const run = Number(o.env.GITHUB_RUN_ID);
    const attempt = Number(o.env.GITHUB_RUN_ATTEMPT || 1);
    const unreadable = whyJobsUnreadable(o.token, run, attempt);
    if (unreadable)
        return { legs: [], complete: false, unavailable: [unreadable] };
    const { legs, complete, unavailable } = await readLegs(requests, run, attempt);
    // The job this step runs in has not ended: it is not one of the legs.
    const runner = o.env.RUNNER_NAME;
    const others = legs.filter(l => !(runner && l.runnerName === runner && l.status === 'in_progress'));
    const outcomes = others.map(l => ({ ...l }));
    await readAnnotations(requests, outcomes);
    unavailable.push(...requests.refusals());
    return { legs: outcomes, complete, unavailable };
}
/** Why the run's jobs cannot be asked for at all: no token, or no run to ask about. */
function whyJobsUnreadable(token, run, attempt) {
    if (!token)
        return "no GitHub token (github-token): the run's jobs were not read";
    if (!Number.isSafeInteger(run) || run <= 0 || !Number.isSafeInteger(attempt) || attempt <= 0)
        return "GITHUB_RUN_ID is not a run id: the run's jobs were not read";
    return undefined;
}
/**
 * The run attempt's jobs, page by page until the last (or SUMMARY_MAX_PAGES), and whether
 * every page was read: a summary of part of the run must say that it is one.
 */
async function readLegs(requests, run, attempt) {
    const unavailable = [];
    const legs = [];
    let complete = false;
    for (let page = 1; page <= SUMMARY_MAX_PAGES; page++) {
        const answer = await requests.get(`/actions/runs/${run}/attempts/${attempt}/jobs?per_page=100&page=${page}`, 'actions: read', "the run's jobs");
        if (!('body' in answer)) {
            if ('failed' in answer)
                unavailable.push(`the run's jobs could not be read: ${answer.failed}`);
            else if ('skipped' in answer)
                unavailable.push(`the run's jobs not all read: ${answer.skipped}`);
            break;
        }
        const got = legsOf(answer.body);
        legs.push(...got);
        const total = answer.body?.total_count;
        if (got.length < 100 || (typeof total === 'number' && legs.length >= total)) {
            complete = true;
            break;
        }
    }
    // A refusal is named once, among the plan's refusals, at the end.
    if (!complete && !unavailable.length && !requests.refused.size)
        unavailable.push(`the run's jobs not all read: more than ${SUMMARY_MAX_PAGES * 100}`);
    return { legs, complete, unavailable };
}
/**
 * Into the failed and cancelled legs (the failed first, at most SUMMARY_MAX_ANNOTATED), what
 * their annotations tell: a failed leg's first error line, whether fail-fast cancelled a leg.
 * Read side by side: they share the plan's time.
 */
async function readAnnotations(requests, outcomes) {
    const annotated = [
        ...outcomes.filter(l => FAILED.has(l.conclusion)),
        ...outcomes.filter(l => l.conclusion === 'cancelled')
    ]
        .filter(l => l.checkRunId)
        .slice(0, SUMMARY_MAX_ANNOTATED);
    await Promise.all(annotated.map(async (leg) => {
        const answer = await requests.get(`/check-runs/${leg.checkRunId}/annotations?per_page=50`, 'checks: read', "the failed legs' error lines");
        if (!('body' in answer))
            return;
        if (leg.conclusion === 'cancelled')
            leg.failFast = cancelledByFailFast(answer.body);
        else {
            const line = firstFailureLine(answer.body);
            if (line)
                leg.firstError = line;
        }
    }));
}

;// CONCATENATED MODULE: ./src/action/notify.ts
/**
 * The notify sub-action (OWNER/job-monitor/notify@v1): one pipeline notification, with the
 * same retry and queue rules as the rest of the action. The deployment endpoints take the
 * Bearer form of the key; the client chooses it.
 */











const input = (name) => runner_getInput(name);
async function readNotifySettings(read) {
    const summary = checked(() => check_checkBoolean(read(constants_Inputs.summary), constants_Inputs.summary)) ?? false;
    const status = read(constants_Inputs.status).trim().toLowerCase();
    if (!(summary && !status) && !PIPELINE_STATUSES.includes(status)) {
        throw new InputError(constants_Inputs.status, `must be one of ${PIPELINE_STATUSES.join(', ')}, not ${check_shown(status)}`);
    }
    return {
        ...(status ? { status: status } : {}),
        message: read(constants_Inputs.message).trim() || undefined,
        metadata: await parseMetadata(read(constants_Inputs.metadata), constants_Inputs.metadata),
        summary,
        githubToken: read(constants_Inputs.githubToken).trim() || undefined
    };
}
/**
 * The status and message of the run's summary: its legs counted, the message given (if any)
 * before them; the `status` given stands when the run's jobs could not be read.
 */
async function summarized(notify, apiKey, env) {
    if (notify.githubToken)
        runner_setSecret(notify.githubToken);
    const reading = await readSummary({
        token: notify.githubToken,
        apiKey,
        env,
        clock: systemClock
    });
    const summary = summaryOf(reading.legs, reading);
    if (reading.unavailable.length) {
        runner_warning(`job-monitor: summary unavailable: ${reading.unavailable.join('; ')}`);
    }
    return {
        status: !reading.complete && notify.status ? notify.status : summary.status,
        message: notify.message ? `${notify.message}: ${summary.message}` : summary.message
    };
}
async function runNotify(env) {
    const key = readApiKey(input);
    if (key)
        runner_setSecret(key);
    let service;
    let notify;
    try {
        service = readServiceSettings(input);
        if (!service.deploymentUrl)
            throw new InputError(constants_Inputs.deploymentUrl, 'is required');
        if (!service.pipelineId)
            throw new InputError(constants_Inputs.pipelineId, 'is required');
        notify = await readNotifySettings(input);
    }
    catch (e) {
        if (e instanceof InputError)
            return runner_setFailed(e.message);
        throw e;
    }
    if (!service.apiKey) {
        if (service.keyUnusable) {
            runner_warning(`job-monitor: ${service.keyUnusable} No notification sent.`);
            if (service.failOnError)
                runner_setFailed(`job-monitor (fail-on-error): ${service.keyUnusable}`);
        }
        else
            runner_notice('job-monitor: api-key is empty (a pull request from a fork gets no secrets); no notification sent.');
        return;
    }
    const facts = readActionFacts(env, service);
    // The client hides the GitHub token, like the key, in everything it sends or queues.
    const client = makeClient(Object.assign({ githubToken: notify.githubToken }, service), facts.proxy);
    const queue = makeQueue(facts.queue, m => runner_info(m));
    const sent = notify.summary
        ? await summarized(notify, service.apiKey, env)
        : { status: notify.status, message: notify.message };
    const outcome = await deliverOrQueue(client, queue, {
        kind: 'pipeline-notification',
        pipelineId: service.pipelineId,
        body: pipelineNotification({
            status: sent.status,
            message: sent.message,
            metadata: Object.keys(notify.metadata).length ? notify.metadata : undefined
        })
    }, { deadline: Date.now() + 25_000 });
    runner_setOutput('delivered', String(outcome.delivered));
    if (outcome.delivered) {
        runner_info(`job-monitor: pipeline ${service.pipelineId} notified: ${sent.status}${notify.summary ? ` (${sent.message})` : ''}`);
        return;
    }
    if (isAuthError(outcome.error)) {
        runner_error(`job-monitor: ${outcome.error.message}`, {
            title: 'Job monitoring: API key rejected'
        });
    }
    else {
        runner_warning(`job-monitor: the pipeline notification: ${outcome.error.message}${outcome.queued ? ' (queued; sent later by a replay)' : ''}`);
    }
    if (service.failOnError)
        runner_setFailed(`job-monitor (fail-on-error): ${outcome.error.message}`);
}

;// CONCATENATED MODULE: ./src/entries/notify.ts
/** The notify sub-action's step (dist/notify). */


const run = stepEntry(() => runNotify(process.env));
if (startedAsScript(import.meta.url))
    void run();

var __webpack_exports__run = __webpack_exports__.e;
export { __webpack_exports__run as run };
