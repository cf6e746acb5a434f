export { HeadTailCapture, headTail, cutMarker } from './capture.js'
export { Redactor, MASK } from './redact.js'
export { type ExecCapture, capturesDir, writeCapture, readCaptures } from './captures.js'
export { safeForLog, escapeControl, commandLike } from './safe-for-log.js'
