/**
 * Follows the runner's pages folder. The runner creates a step's page at its first line,
 * writes it about 4 KB behind, closes it when the step ends (or at 8 MiB, going on in the
 * next page) and removes it 0-1 s later. So a page is opened the moment it is seen and its
 * descriptor kept: a removed file can still be read to its end through it. A page is done
 * when it has been removed (or the record's next page exists) and read to its end; a step is
 * finished when its last page is done, and its bounded capture is then frozen into text.
 */
import { closeSync, fstatSync, openSync, readSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Redactor } from '../logs/redact.js'
import { READ_FLAGS } from '../util/regular-files.js'
import { MAX_STEPS, READ_SLICE_BYTES } from './constants.js'
import {
  EarlierSteps,
  type RecordView,
  earlierStepUnended,
  jobRecordOf,
  stepsOf
} from './job-page.js'
import { PageLineReader, parsePageName } from './page-lines.js'
import { StepCapture, type StepOutput } from './step-capture.js'
import type { DiagFs, JobFacts } from './worker-log.js'

/** The file operations the watcher uses (tests count and delay them). */
export interface PagesFs extends DiagFs {
  /** When the open file was last written, in ms. */
  modifiedAt(fd: number): number
}

export const nodePagesFs: PagesFs = {
  readdir: dir => readdirSync(dir),
  open: openPage,
  read: (fd, into, position) => readSync(fd, into, 0, into.length, position),
  size: fd => fstatSync(fd).size,
  close: fd => closeSync(fd),
  modifiedAt: fd => fstatSync(fd).mtimeMs,
  bornAt: fd => fstatSync(fd).birthtimeMs
}

/** Thrown by open() for an entry named like a page that is no regular file. */
export class NotAPage extends Error {}

/**
 * Opens a page without following a link or waiting on a FIFO (the flags readRegularFile uses),
 * and keeps it only when the open descriptor is a regular file, as the runner's pages are.
 */
function openPage(path: string): number {
  const fd = openSync(path, READ_FLAGS)
  let regular = false
  try {
    regular = fstatSync(fd).isFile()
  } finally {
    if (!regular) closeSync(fd)
  }
  if (!regular) throw new NotAPage(`${path} is not a regular file`)
  return fd
}

interface Page {
  page: number
  fd?: number
  position: number
  reader: PageLineReader
  /** No longer listed: the runner has removed it. */
  removed: boolean
  done: boolean
}

class RecordPages {
  readonly pages: Page[] = []
  capture: StepCapture | undefined
  earlier?: EarlierSteps
  frozen?: StepOutput
  finished = false

  readonly record: string
  readonly atStart: boolean

  constructor(record: string, atStart: boolean, maxBytes: number, redactor: Redactor) {
    this.record = record
    this.atStart = atStart
    this.capture = new StepCapture(record, maxBytes, redactor)
  }

  view(redactor: Redactor): RecordView {
    return {
      record: this.record,
      atStart: this.atStart,
      finished: this.finished,
      firstAt: this.frozen
        ? this.frozen.startedAt
          ? Date.parse(this.frozen.startedAt)
          : undefined
        : this.capture?.firstAt,
      earlier: this.earlier,
      output: () => this.frozen ?? (this.capture as StepCapture).output(redactor, false)
    }
  }
}

export interface Progress {
  /** The step running now, by its header, when its page has shown one. */
  currentStep?: string
  /** Time of the last line read from any page. */
  lastOutputAt?: number
}

export interface WatcherOptions {
  dir: string
  redactor: Redactor
  /** Bytes kept per step (head and tail). */
  maxBytes: number
  /** When the helper started: the job page's lines before it are the earlier steps. */
  startedAt: number
  /** This job's timeline and start, from the runner (worker-log.ts). */
  job: JobFacts
  fs?: PagesFs
  maxSteps?: number
}

export class PageWatcher {
  private readonly records = new Map<string, RecordPages>()
  private readonly fs: PagesFs
  private readonly buffer = new Uint8Array(256 * 1024)
  private scanned = false
  /** Pages removed before they could be opened. */
  missed = 0
  /**
   * Steps beyond the limit, by record: the folder is listed many times a second while they
   * run, and a step may span pages, so each is counted once, not at every listing.
   */
  private readonly skippedRecords = new Set<string>()
  trouble?: string
  private changed = true
  /** This job's timeline: the only one whose pages are read. */
  private timeline?: string
  /** Pages never to be read: older than the job, or no regular file. */
  private readonly ignored = new Set<string>()

  private readonly o: WatcherOptions

  constructor(o: WatcherOptions) {
    this.o = o
    this.fs = o.fs ?? nodePagesFs
  }

  /** Steps past the limit, not kept. */
  get skipped(): number {
    return this.skippedRecords.size
  }

  /**
   * Lists the folder: opens new pages at once, marks the ones gone. Cheap; call it often.
   * Only this job's pages are read: those of its timeline when the runner named it, and never
   * one last written before the job's Worker started (an earlier job's, left when its upload
   * failed or its Worker crashed: JobServerQueue.cs deletes a page only after its upload).
   */
  scan(): void {
    const job = this.o.job
    if (job.startedAt === undefined) {
      this.trouble = `this job's pages cannot be told from earlier jobs' (${job.source}): none is read`
      return
    }
    let names: string[]
    try {
      names = this.fs.readdir(this.o.dir)
    } catch (e) {
      this.trouble = `the pages folder cannot be listed: ${(e as Error).message}`
      return
    }
    this.timeline ??= job.timelineId
    const listed = new Set<string>()
    for (const name of names) {
      const p = parsePageName(name)
      if (!p || (this.timeline !== undefined && p.timelineId !== this.timeline)) continue
      if (this.ignored.has(name)) continue
      const key = `${p.recordId}_${p.page}`
      listed.add(key)
      let record = this.records.get(p.recordId)
      if (record?.pages.some(x => x.page === p.page)) continue
      if (!record && this.records.size >= (this.o.maxSteps ?? MAX_STEPS)) {
        if (this.timeline !== undefined) this.skippedRecords.add(p.recordId)
        continue
      }
      let fd: number | undefined
      try {
        fd = this.fs.open(join(this.o.dir, name))
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code
        if (e instanceof NotAPage || code === 'ELOOP' || code === 'EISDIR' || code === 'ENXIO') {
          // Named like a page, made by someone else: never the runner's, never read.
          this.ignored.add(name)
          continue
        }
        // Whose page could not be opened is known only once the timeline is.
        if (this.timeline === undefined) continue
        if (code === 'ENOENT') this.missed++
        else this.trouble = `a page could not be opened: ${(e as Error).message}`
      }
      if (fd !== undefined && !this.ofThisJob(fd, job.startedAt)) {
        this.closeFd(fd)
        this.ignored.add(name)
        continue
      }
      // Without the runner's word, the first page written since the job began names it.
      this.timeline ??= p.timelineId
      if (!record) {
        record = new RecordPages(p.recordId, !this.scanned, this.o.maxBytes, this.o.redactor)
        if (!this.scanned)
          record.earlier = new EarlierSteps(
            p.recordId,
            this.o.startedAt,
            this.o.maxBytes,
            this.o.redactor
          )
        this.records.set(p.recordId, record)
      }
      record.pages.push(this.newPage(record, p.page, fd))
      record.pages.sort((a, b) => a.page - b.page)
      this.changed = true
    }
    for (const record of this.records.values()) {
      for (const page of record.pages) {
        if (!page.removed && !listed.has(`${record.record}_${page.page}`)) page.removed = true
      }
    }
    this.scanned = true
  }

  /** Last written at or after the job's start: a page written before it is an earlier job's. */
  private ofThisJob(fd: number, startedAt: number): boolean {
    try {
      return this.fs.modifiedAt(fd) >= startedAt
    } catch {
      return false // what cannot be dated is not read
    }
  }

  private newPage(record: RecordPages, number: number, fd: number | undefined): Page {
    return {
      page: number,
      fd,
      position: 0,
      // A page that could not be opened is done: it is gone, or counted as trouble.
      removed: fd === undefined,
      done: fd === undefined,
      reader: new PageLineReader({
        line: (buf, start, textStart, end, piece) => {
          record.capture?.line(buf, start, textStart, end, piece)
          record.earlier?.line(buf, start, textStart, end, piece)
        },
        // Lines are passed over in bulk only when no earlier step still needs each of them.
        skipTo: (buf, at, end) =>
          record.capture && (!record.earlier || record.earlier.done)
            ? record.capture.skipTo(buf, at, end)
            : at,
        chunkEnd: () => record.capture?.chunkEnd()
      })
    }
  }

  /**
   * Reads what the pages hold now, at most `budget` bytes; returns the bytes read (when it
   * is the budget, there may be more).
   */
  read(budget = READ_SLICE_BYTES): number {
    let total = 0
    const skipped = this.jobPageRead()
    for (const record of this.records.values()) {
      if (record.finished) continue
      for (let i = 0; i < record.pages.length && total < budget; i++) {
        const page = record.pages[i]
        if (page.done) continue
        // A page is complete once removed, or once its record went on in a next page.
        const complete = page.removed || i < record.pages.length - 1
        if (record === skipped) this.skipPage(page)
        else {
          // Until its earlier steps are read, a page may turn out to be the job's: stop there.
          const earlier = record.earlier
          const until = earlier && !earlier.done ? () => earlier.done : undefined
          total += this.readPage(page, budget - total, until)
          if (until?.()) break
        }
        if (total >= budget) break
        if (complete) this.closePage(page)
        else break
      }
      if (!record.finished && record.pages.every(p => p.done) && record.pages.at(-1)?.removed) {
        this.finish(record)
      }
      if (total >= budget) break
    }
    if (total) this.changed = true
    return total
  }

  private readPage(page: Page, budget: number, until?: () => boolean): number {
    if (page.fd === undefined) return 0
    let total = 0
    while (total < budget && !until?.()) {
      let n: number
      try {
        n = this.fs.read(page.fd, this.buffer, page.position)
      } catch (e) {
        this.trouble = `a page could not be read: ${(e as Error).message}`
        page.removed = true
        return total
      }
      if (n <= 0) break
      page.position += n
      total += n
      page.reader.push(this.buffer.subarray(0, n))
    }
    return total
  }

  /**
   * The job's page once its earlier steps are read: it repeats every step's lines, which the
   * steps' own pages give, so it is passed over instead of read a second time. Only when it is
   * certainly the job's: present at the start, begun with the runner's own lines before every
   * other such page.
   */
  private jobPageRead(): RecordPages | undefined {
    const atStart = [...this.records.values()].filter(r => r.atStart && !r.finished)
    const job = atStart.reduce<RecordPages | undefined>(
      (a, r) =>
        a === undefined || (r.capture?.firstAt ?? Infinity) < (a.capture?.firstAt ?? Infinity)
          ? r
          : a,
      undefined
    )
    const firstAt = job?.capture?.firstAt
    if (!job || firstAt === undefined || !job.earlier?.done || !job.earlier.beginsWithSetUp)
      return undefined
    const sure = atStart.every(r => r === job || (r.capture?.firstAt ?? -Infinity) > firstAt)
    return sure ? job : undefined
  }

  private skipPage(page: Page): void {
    if (page.fd === undefined) return
    try {
      page.position = Math.max(page.position, this.fs.size(page.fd))
    } catch {
      // read as usual next time
    }
  }

  private closePage(page: Page): void {
    page.reader.end()
    page.done = true
    if (page.fd !== undefined) this.closeFd(page.fd)
    page.fd = undefined
  }

  private closeFd(fd: number): void {
    try {
      this.fs.close(fd)
    } catch {
      // closed is closed
    }
  }

  /** The step has ended: its capture becomes text, its buffers are let go. */
  private finish(record: RecordPages): void {
    record.finished = true
    record.frozen = record.capture?.output(this.o.redactor, true)
    record.capture = undefined
    // A page that was removed is not the job's: it has no earlier steps to give.
    record.earlier = undefined
  }

  /**
   * Reads everything there is (the helper is stopping): pages gone are read to their end, for
   * as long as `more` allows. A read that stops short may stop at a page that turned out not
   * to be the job's: reading goes on until nothing is left.
   */
  drain(more: () => boolean = () => true): void {
    this.scan()
    while (this.read() > 0 && more());
  }

  progress(): Progress {
    const views = this.views()
    const job = jobRecordOf(views)?.record
    let current: RecordPages | undefined
    let lastOutputAt: number | undefined
    for (const r of this.records.values()) {
      const at = r.frozen?.endedAt ? Date.parse(r.frozen.endedAt) : r.capture?.lastLineAt()
      if (at !== undefined && (lastOutputAt === undefined || at > lastOutputAt)) lastOutputAt = at
      // The step that began last of those still running; never the job's own page.
      if (r.finished || r.record === job || !r.capture?.name) continue
      if (!current || (r.capture.firstAt ?? 0) >= (current.capture?.firstAt ?? 0)) current = r
    }
    return { currentStep: current?.capture?.name, lastOutputAt }
  }

  /** What is known of each record, as job-page.ts reads them. */
  private views(): RecordView[] {
    return [...this.records.values()].map(r => r.view(this.o.redactor))
  }

  /** True once since the last call when something was read or seen. */
  takeChanged(): boolean {
    const c = this.changed
    this.changed = false
    return c
  }

  steps(): StepOutput[] {
    return stepsOf(this.views(), this.o.redactor)
  }

  /**
   * What the end report should say of a step whose last lines are not on disk yet: the runner
   * had them in its buffer for the job's page (job-page.ts, earlierStepUnended).
   */
  unendedNote(): string | undefined {
    const name = earlierStepUnended(this.views())
    return name === undefined
      ? undefined
      : `the helper started after '${name}' ended and its page was gone; the runner had not yet written that step's last lines to the job's page, so they may be missing`
  }

  /** Closes every page still open (the helper is stopping). */
  close(): void {
    for (const r of this.records.values()) for (const p of r.pages) if (!p.done) this.closePage(p)
  }
}
