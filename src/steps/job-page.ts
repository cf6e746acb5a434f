/**
 * The job-level page: the runner writes every step's lines to the job's own record too, and
 * keeps that page until the job ends. The helper starts during the job, after the steps before
 * the action have ended and their pages are gone, so those steps are cut out of the job page at
 * their `##[group]Run` headers. Which page is the job's is not named anywhere: it is the page
 * that was there when the helper started and was never removed, the earliest of them.
 */
import type { Redactor } from '../logs/redact.js'
import { type LinePiece, isRunHeader, stampBefore } from './page-lines.js'
import { StepCapture, type StepOutput } from './step-capture.js'

/** Lines before the first header: the runner's own "Set up job". */
const SET_UP_JOB = 'Set up job'
/** Headers past this many are kept in the last step: a job page is bounded like the rest. */
const MAX_EARLIER_STEPS = 100

/** The steps of a page that began before `cutoff`, one capture per `##[group]Run` header. */
export class EarlierSteps {
  readonly steps: StepCapture[] = []
  private readonly cutoff: Uint8Array
  private closed = false

  private readonly record: string
  private readonly maxBytes: number
  private readonly redactor?: Redactor

  /** It begins with the runner's own lines, as the job's page does and a step's does not. */
  get beginsWithSetUp(): boolean {
    return this.steps[0]?.name === SET_UP_JOB
  }

  /** Every line before the cutoff has been seen. */
  get done(): boolean {
    return this.closed
  }

  constructor(record: string, cutoffMs: number, maxBytes: number, redactor?: Redactor) {
    this.record = record
    this.maxBytes = maxBytes
    this.redactor = redactor
    this.cutoff = new TextEncoder().encode(new Date(cutoffMs).toISOString().slice(0, 23))
  }

  line(buf: Uint8Array, start: number, textStart: number, end: number, piece?: LinePiece): void {
    if (this.closed) return
    const stamped = textStart > start
    if (stamped && !stampBefore(buf, start, this.cutoff)) {
      // From here on, the steps have pages of their own.
      this.closed = true
      return
    }
    const header = !piece?.continued && isRunHeader(buf, textStart, end)
    if (this.steps.length === 0 || (header && this.steps.length < MAX_EARLIER_STEPS)) {
      const capture = new StepCapture(
        `${this.record}#${this.steps.length}`,
        this.maxBytes,
        this.redactor
      )
      if (!header) capture.name = SET_UP_JOB
      this.steps.push(capture)
    }
    this.steps[this.steps.length - 1].line(buf, start, textStart, end, piece)
  }
}

/** What the helper knows of one record (one step, or the job) when it reports. */
export interface RecordView {
  record: string
  /** Its page was there when the helper started. */
  atStart: boolean
  finished: boolean
  firstAt?: number
  output: () => StepOutput
  earlier?: EarlierSteps
}

/**
 * The job's page: present at the helper's start and never removed; of several (a background
 * step that began earlier and still runs), the one that began first.
 */
export function jobRecordOf(records: RecordView[]): RecordView | undefined {
  const candidates = records.filter(r => r.atStart && !r.finished)
  candidates.sort((a, b) => (a.firstAt ?? Infinity) - (b.firstAt ?? Infinity))
  return candidates[0]
}

/**
 * The job's page and the steps cut from it: those that began before the first step with a page
 * of its own (the later ones are read from their own pages).
 */
function earlierOf(records: RecordView[]): {
  job?: RecordView
  own: RecordView[]
  earlier: StepCapture[]
} {
  const job = jobRecordOf(records)
  const own = records.filter(r => r !== job)
  const firstOwn = Math.min(...own.map(r => r.firstAt ?? Infinity))
  const earlier = (job?.earlier?.steps ?? []).filter(s => (s.firstAt ?? Infinity) < firstOwn)
  return { job, own, earlier }
}

/**
 * The job's steps in the order they began: those before the helper, cut from the job page up
 * to the first step that has a page of its own, then one per step page. Records with no line
 * are left out.
 */
export function stepsOf(records: RecordView[], redactor: Redactor): StepOutput[] {
  const { own, earlier } = earlierOf(records)
  const outputs = [
    ...earlier.map(s => s.output(redactor, true)),
    ...own.map(r => r.output())
  ].filter(s => s.lines > 0)
  return outputs.sort(
    (a, b) => Date.parse(a.startedAt ?? '9999') - Date.parse(b.startedAt ?? '9999')
  )
}

/**
 * The step cut from the job page whose end the page has not shown yet, by name. The runner
 * writes the job's page about 4 KB behind and flushes it only as more output comes: when the
 * helper started after a step had ended and its own page was gone, and no line came after that
 * step, that step's last lines are still in the runner's buffer, not on disk.
 */
export function earlierStepUnended(records: RecordView[]): string | undefined {
  const { job, earlier } = earlierOf(records)
  const last = earlier.at(-1)
  // The last step the job page has, and no line after it read: its end is not on disk yet.
  if (!last || last !== job?.earlier?.steps.at(-1) || job.earlier.done) return undefined
  return last.lines > 0 ? (last.name ?? 'a step') : undefined
}
