/**
 * Follows the runner's pages folder. The runner creates a step's page at its first line,
 * writes it about 4 KB behind, closes it when the step ends (or at 8 MiB, going on in the
 * next page) and removes it 0-1 s later. So a page is opened the moment it is seen and its
 * descriptor kept: a removed file can still be read to its end through it. A page is done
 * when it has been removed (or the record's next page exists) and read to its end; a step is
 * finished when its last page is done, and its bounded capture is then frozen into text.
 */
import { closeSync, fstatSync, lstatSync, openSync, readSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Redactor } from '../logs/redact.js'
import { READ_FLAGS } from '../util/files.js'
import { MAX_STEPS, READ_SLICE_BYTES } from './constants.js'
import { EarlierSteps, type RecordView, jobRecordOf, stepsOf } from './job-page.js'
import { PageLineReader, type PageName, parsePageName } from './page-lines.js'
import { StepCapture, type StepOutput } from './step-capture.js'

/** The file operations the watcher uses (tests count and delay them). */
export interface PagesFs {
  readdir(dir: string): string[]
  open(path: string): number
  read(fd: number, into: Uint8Array, position: number): number
  size(fd: number): number
  close(fd: number): void
  /** When the entry at `path` was last written, in ms (its link's own time, never followed). */
  modifiedAt(path: string): number
}

export const nodePagesFs: PagesFs = {
  readdir: dir => readdirSync(dir),
  open: openPage,
  read: (fd, into, position) => readSync(fd, into, 0, into.length, position),
  size: fd => fstatSync(fd).size,
  close: fd => closeSync(fd),
  modifiedAt: path => lstatSync(path).mtimeMs
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

  private readonly o: WatcherOptions

  constructor(o: WatcherOptions) {
    this.o = o
    this.fs = o.fs ?? nodePagesFs
  }

  /** Steps past the limit, not kept. */
  get skipped(): number {
    return this.skippedRecords.size
  }

  /** Lists the folder: opens new pages at once, marks the ones gone. Cheap; call it often. */
  scan(): void {
    let names: string[]
    try {
      names = this.fs.readdir(this.o.dir)
    } catch (e) {
      this.trouble = `the pages folder cannot be listed: ${(e as Error).message}`
      return
    }
    const listed = new Set<string>()
    const pages = names.flatMap(name => {
      const p = parsePageName(name)
      return p ? [{ name, ...p }] : []
    })
    this.timeline ??= this.currentTimeline(pages)
    for (const p of pages) {
      const name = p.name
      if (p.timelineId !== this.timeline) continue
      const key = `${p.recordId}_${p.page}`
      listed.add(key)
      let record = this.records.get(p.recordId)
      if (!record) {
        if (this.records.size >= (this.o.maxSteps ?? MAX_STEPS)) {
          this.skippedRecords.add(p.recordId)
          continue
        }
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
      if (record.pages.some(x => x.page === p.page)) continue
      const page: Page = {
        page: p.page,
        position: 0,
        removed: false,
        done: false,
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
      try {
        page.fd = this.fs.open(join(this.o.dir, name))
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code
        if (code === 'ENOENT') this.missed++
        else if (
          e instanceof NotAPage ||
          code === 'ELOOP' ||
          code === 'EISDIR' ||
          code === 'ENXIO'
        ) {
          // Named like a page, made by someone else: never the runner's, never read.
        } else this.trouble = `a page could not be opened: ${(e as Error).message}`
        page.done = page.removed = true
      }
      record.pages.push(page)
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

  /**
   * The timeline of this job, from the pages there when the helper starts. Every page of one job
   * carries its timeline id (Logging.cs); pages of earlier jobs stay when their upload failed
   * or their worker crashed (JobServerQueue.cs deletes a page only after its upload). The job
   * running now is the one writing: its job page and the action's own step page are open, and
   * every page an earlier job left was last written before this job began. So the timeline is
   * that of the page written last; a page older than the job is never opened.
   */
  private currentTimeline(pages: Array<PageName & { name: string }>): string | undefined {
    const timelines = new Set(pages.map(p => p.timelineId))
    if (timelines.size <= 1) return pages[0]?.timelineId
    let newest: { at: number; timeline: string } | undefined
    for (const p of pages) {
      let at: number
      try {
        at = this.fs.modifiedAt(join(this.o.dir, p.name))
      } catch {
        continue // gone already: a step of this job that just ended, or nothing at all
      }
      if (!newest || at > newest.at) newest = { at, timeline: p.timelineId }
    }
    return newest?.timeline
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
    if (page.fd !== undefined) {
      try {
        this.fs.close(page.fd)
      } catch {
        // closed is closed
      }
      page.fd = undefined
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
    const views = [...this.records.values()].map(r => r.view(this.o.redactor))
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

  /** True once since the last call when something was read or seen. */
  takeChanged(): boolean {
    const c = this.changed
    this.changed = false
    return c
  }

  steps(): StepOutput[] {
    return stepsOf(
      [...this.records.values()].map(r => r.view(this.o.redactor)),
      this.o.redactor
    )
  }

  /** Closes every page still open (the helper is stopping). */
  close(): void {
    for (const r of this.records.values()) for (const p of r.pages) if (!p.done) this.closePage(p)
  }
}
