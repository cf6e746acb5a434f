// Emulates how the GitHub Actions runner writes step output to disk (actions/runner
// src/Runner.Common/Logging.cs, PagingLogger; src/Runner.Worker/ExecutionContext.cs), so tests and
// the benchmark can run the action against it:
// - `<root>/_diag/pages/{timelineId}_{recordId}_{page}.log`, created at a record's first line
//   (`CreateNew`), UTF-8 with a byte order mark, each line `<UtcNow:O> <message>` (7 fractional
//   digits); a multi-line message's continuation lines carry no time; CRLF on Windows;
// - writes buffered: the file runs about 4 KB behind until the page ends;
// - a page ends when its step ends or once it passed 8 MiB (the record goes on in page N+1); an
//   ended page is uploaded and removed by the upload loop 0-1 s later;
// - every step line is written to the job's own record too, whose page lives until the job ends;
// - each job runs in a new Worker process, whose diag log `<root>/_diag/Worker_{UtcNow:yyyyMMdd-
//   HHmmss}-utc.log` is opened as it starts (appended to when the name exists) and traces the job
//   message as indented JSON, `timeline.id` among it (src/Runner.Common/HostContext.cs,
//   HostTraceListener.cs; src/Runner.Worker/Program.cs, Worker.cs).
// With an emulated clock (o.now), files are dated by it too, as the runner's clock dates them.
// Plain JavaScript, so the tests and the benchmark share it.
import {
  appendFileSync,
  closeSync,
  futimesSync,
  mkdirSync,
  openSync,
  rmSync,
  utimesSync,
  writeSync
} from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'

const BOM = Buffer.from([0xef, 0xbb, 0xbf])
export const PAGE_BYTES = 8 * 1024 * 1024
/** FileStream's buffer: what reaches the disk goes in blocks of this size until the page ends. */
export const FILE_BUFFER_BYTES = 4096

/** `DateTime.UtcNow.ToString("O")`: 7 fractional digits. */
let tick = 0
// Lines come many to the millisecond: its ISO form is made once (floods of lines cost less).
let stampMs
let stampIso = ''
export function runnerStamp(ms) {
  tick = (tick + 1) % 10000
  if (ms !== stampMs) {
    stampMs = ms
    stampIso = new Date(ms).toISOString().slice(0, -1)
  }
  return `${stampIso}${String(tick).padStart(4, '0')}Z`
}

/** `{0:u}` of DateTime.UtcNow, the Worker log's trace header: `2026-03-01 17:38:57Z`. */
function traceStamp(ms) {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}Z`
}

/** `Worker_{0:yyyyMMdd-HHmmss}-utc.log` of DateTime.UtcNow (HostTraceListener.cs). */
export function workerLogName(ms) {
  const digits = new Date(ms).toISOString().replace(/\D/g, '')
  return `Worker_${digits.slice(0, 8)}-${digits.slice(8, 14)}-utc.log`
}

class PageFile {
  constructor(path, bufferBytes, dated) {
    this.path = path
    this.bufferBytes = bufferBytes
    this.dated = dated
    this.fd = openSync(path, 'wx')
    this.pending = [BOM]
    this.pendingBytes = BOM.length
  }

  write(bytes) {
    this.pending.push(bytes)
    this.pendingBytes += bytes.length
    if (this.pendingBytes >= this.bufferBytes) {
      const all = Buffer.concat(this.pending)
      const out = all.length - (all.length % this.bufferBytes)
      writeSync(this.fd, all, 0, out)
      this.dated?.(this.fd)
      this.pending = [all.subarray(out)]
      this.pendingBytes = all.length - out
    }
  }

  close() {
    const all = Buffer.concat(this.pending)
    if (all.length) writeSync(this.fd, all)
    this.dated?.(this.fd)
    closeSync(this.fd)
    this.pending = []
  }
}

/** One timeline record's logger: a step's, or the job's. */
class RecordLog {
  constructor(runner, recordId) {
    this.runner = runner
    this.recordId = recordId
    this.pageCount = 0
    this.page = undefined
    this.byteCount = 0
  }

  get pageName() {
    return `${this.runner.timelineId}_${this.recordId}_${this.pageCount}.log`
  }

  /** `bytes`: the line with its end of line, when the caller already has them. */
  writeLine(line, bytes = Buffer.from(line + this.runner.eol)) {
    if (!this.page) this.newPage()
    this.page.write(bytes)
    this.byteCount += bytes.length - this.runner.eol.length
    if (this.byteCount >= this.runner.pageBytes) this.newPage()
  }

  newPage() {
    this.endPage()
    this.byteCount = 0
    this.pageCount++
    this.page = new PageFile(
      join(this.runner.pagesDir, this.pageName),
      this.runner.bufferBytes,
      this.runner.dated
    )
    this.runner.dated?.(this.page.fd)
    this.runner.onPageCreated?.(this.pageName)
  }

  endPage() {
    if (!this.page) return
    this.page.close()
    this.runner.queueUpload(this.page.path)
    this.page = undefined
  }
}

export class EmulatedStep {
  constructor(runner, header) {
    this.runner = runner
    this.recordId = randomUUID()
    this.log = new RecordLog(runner, this.recordId)
    this.ended = false
    if (header) this.line(`##[group]Run ${header}`)
  }

  /** One message: its first line stamped, continuation lines as they are. */
  line(message) {
    const line = `${runnerStamp(this.runner.now())} ${message}`
    // The same bytes go to the step's page and the job's (a page keeps them until it writes).
    const bytes = Buffer.from(line + this.runner.eol)
    this.log.writeLine(line, bytes)
    this.runner.job.writeLine(line, bytes)
  }

  lines(messages) {
    for (const m of messages) this.line(m)
  }

  /** The step ends: its page is flushed and closed, queued for upload and removal. */
  end() {
    if (this.ended) return
    this.ended = true
    this.log.endPage()
  }

  /** Names of this step's pages so far. */
  pageNames() {
    return Array.from(
      { length: this.log.pageCount },
      (_, i) => `${this.runner.timelineId}_${this.log.recordId}_${i + 1}.log`
    )
  }
}

export class EmulatedRunner {
  /**
   * o.root: the runner's folder (`_diag/pages` is made in it); o.now: the clock; o.deleteAfterMs:
   * remove ended pages by a timer (as the upload loop does) instead of by uploadAndDelete();
   * o.crlf: Windows line endings; o.pageBytes, o.bufferBytes: the runner's 8 MiB and 4 KB;
   * o.onPageCreated: told of each new page as it is created, as a folder watch would be;
   * o.version: the runner's version the Worker traces; o.variables: more of the job message's
   * variables (name to value).
   */
  constructor(o) {
    this.root = o.root
    this.diagDir = join(o.root, '_diag')
    this.pagesDir = join(this.diagDir, 'pages')
    mkdirSync(this.pagesDir, { recursive: true })
    this.now = o.now ?? (() => Date.now())
    if (o.now) {
      this.dated = fd => {
        const at = new Date(this.now())
        futimesSync(fd, at, at)
      }
    }
    this.eol = o.crlf ? '\r\n' : '\n'
    this.pageBytes = o.pageBytes ?? PAGE_BYTES
    this.bufferBytes = o.bufferBytes ?? FILE_BUFFER_BYTES
    this.deleteAfterMs = o.deleteAfterMs
    this.onPageCreated = o.onPageCreated
    this.timelineId = randomUUID()
    this.jobId = randomUUID()
    this.job = new RecordLog(this, this.jobId)
    this.uploads = []
    this.timers = new Set()
    this.startWorker(o.version ?? '2.336.0', o.variables ?? {})
  }

  /** A line of the Worker's own diag log, `[{UtcNow:u} INFO {source}] {message}`. */
  trace(source, message) {
    appendFileSync(
      this.workerLogPath,
      `[${traceStamp(this.now())} INFO ${source}] ${message}`.replace(/\n/g, this.eol) + this.eol
    )
    if (this.dated) {
      const at = new Date(this.now())
      utimesSync(this.workerLogPath, at, at)
    }
  }

  /** The Worker starts for this job: its log, its version, the job message it was sent. */
  startWorker(version, variables) {
    this.workerLogPath = join(this.diagDir, workerLogName(this.now()))
    this.trace('Worker', `Version: ${version}`)
    this.trace('Worker', 'Waiting to receive the job message from the channel.')
    this.trace('Worker', 'Message received.')
    // StringUtil.ConvertToJson: indented, camelCase; line breaks in strings are escaped.
    const message = {
      messageType: 'PipelineAgentJobRequest',
      plan: { scopeIdentifier: randomUUID(), planType: 'actions', planId: randomUUID() },
      timeline: { id: this.timelineId, changeId: 1, location: null },
      jobId: this.jobId,
      jobDisplayName: 'build',
      jobName: '__default',
      requestId: 1234,
      steps: [
        {
          type: 'action',
          reference: { type: 'script' },
          displayNameToken: { lit: 'Run ./build.sh' }
        }
      ],
      variables: Object.fromEntries(
        Object.entries({ 'system.github.job': 'build', ...variables }).map(([k, value]) => [
          k,
          { value }
        ])
      )
    }
    this.trace('Worker', `Job message:\n ${JSON.stringify(message, null, 2)}`)
    this.trace('Worker', 'Listening for cancel message from the channel.')
  }

  /** A line of the job's own record ("Set up job", "Complete job"). */
  jobLine(message) {
    this.job.writeLine(`${runnerStamp(this.now())} ${message}`)
  }

  /** A step begins; `header` is the first line of its `##[group]Run` header. */
  startStep(header) {
    return new EmulatedStep(this, header)
  }

  queueUpload(path) {
    if (this.deleteAfterMs === undefined) {
      this.uploads.push(path)
      return
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      rmSync(path, { force: true })
    }, this.deleteAfterMs)
    this.timers.add(timer)
  }

  /** The upload loop: every ended page is uploaded and removed. */
  uploadAndDelete() {
    for (const path of this.uploads.splice(0)) rmSync(path, { force: true })
  }

  /**
   * The job ends: its own page is flushed, uploaded and removed too. o.uploadFailed: no upload
   * succeeded, so every page stays (JobServerQueue.cs deletes a page only after its upload).
   */
  endJob(o = {}) {
    this.job.endPage()
    this.trace('Worker', 'Job completed.')
    if (o.uploadFailed) this.uploads = []
    else this.uploadAndDelete()
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}
