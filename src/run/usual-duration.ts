/**
 * "Slower than usual": the one rule that says when a run took far longer than its job usually
 * does, and the words the end report and the log say it in. Each front end brings the job's
 * recent successful durations it can know: exec and `end --state-file` their own record on this
 * machine (src/cli/usual-duration.ts), the action the job's recent successful runs in the
 * GitHub API (src/action/usual-duration.ts), and the emulator's pages the runs it keeps
 * (src/emulator/pages/overview.ts). It imports only the bottom (src/util), so every one of them
 * may use it.
 */
import { formatSeconds } from '../util/duration-text.js'

/**
 * The rule: a run is slower than usual when the job has at least PRIOR_RUNS earlier durations,
 * and it took more than FACTOR times their median, and at least MIN_EXTRA_MS more (a job of a
 * tenth of a second is not slow at three tenths). The last KEPT runs are compared.
 */
export const USUAL = { priorRuns: 3, factor: 2, minExtraMs: 1000, kept: 20 } as const

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Said as the pages and exec's own line say a duration. */
const seconds = (ms: number): string => formatSeconds(ms / 1000)

/** The rule in words, for a page that states it beside what it flags. */
export const USUAL_RULE =
  `more than ${USUAL.factor} times the median of the job's earlier successful runs ` +
  `(its latest ${USUAL.kept}, once there are ${USUAL.priorRuns}) and at least ` +
  `${USUAL.minExtraMs / 1000} s more`

/**
 * The job's usual duration: the median of its last KEPT earlier durations, or undefined while it
 * has fewer than `minPrior` of them. `minPrior` is PRIOR_RUNS unless a source can never know
 * that many (the action's GitHub reads are counted: see src/action/usual-duration.ts); it is
 * never fewer than 2, so one earlier run alone is never "usual".
 */
export function usualDurationMs(
  priorMs: readonly number[],
  minPrior: number = USUAL.priorRuns
): number | undefined {
  const prior = priorMs.filter(n => Number.isFinite(n) && n >= 0).slice(-USUAL.kept)
  return prior.length < Math.max(2, minPrior) ? undefined : median(prior)
}

/** Whether a run of `durationMs` is slower than the usual `usualMs`, by the rule above. */
export function isSlowerThanUsual(durationMs: number, usualMs: number): boolean {
  return (
    Number.isFinite(durationMs) &&
    durationMs > usualMs * USUAL.factor &&
    durationMs - usualMs >= USUAL.minExtraMs
  )
}

/**
 * The note for the end report, or undefined when the run took about as long as usual (or the
 * job has too few earlier runs to say: usualDurationMs).
 */
export function slowerThanUsual(
  durationMs: number,
  priorMs: readonly number[],
  minPrior: number = USUAL.priorRuns
): string | undefined {
  const usual = usualDurationMs(priorMs, minPrior)
  if (usual === undefined || !isSlowerThanUsual(durationMs, usual)) return undefined
  return `slower than usual (${seconds(durationMs)}, usual ${seconds(usual)})`
}

/**
 * The bytes withUsualNote adds at most (the note, a line break before it and after it): the
 * logs it ends are cut that much shorter, so that log-max-bytes bounds them with the note.
 */
export function usualNoteBytes(note: string | undefined): number {
  return note ? Buffer.byteLength(note) + 2 : 0
}

/** The end report's logs with the note as their own last line: every front end ends them so. */
export function withUsualNote(logs: string, note: string | undefined): string {
  if (!note) return logs
  return `${logs}${logs && !logs.endsWith('\n') ? '\n' : ''}${note}\n`
}
