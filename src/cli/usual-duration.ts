/**
 * "Slower than usual": exec and `end --state-file` keep the durations of their own recent runs of each job on this
 * machine, and the end report says when a run took far longer than the job usually does. One
 * small private file per job (mode 0600, in a folder of mode 0700 beside the queue's records),
 * written whole by rename: a reader never sees half of it, and a crash leaves the old one.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { ensurePrivateDir } from '../util/dirs.js'
import { writeFileAtomic } from '../util/atomic-writes.js'
import { readRegularFile } from '../util/regular-files.js'

/**
 * The rule: a run is slower than usual when the job has at least PRIOR_RUNS recorded runs
 * before it, and it took more than FACTOR times their median, and at least MIN_EXTRA_MS more
 * (a job of a tenth of a second is not slow at three tenths). The last KEPT runs are kept.
 */
export const USUAL = { priorRuns: 3, factor: 2, minExtraMs: 1000, kept: 20 } as const

/** A file we wrote holds at most KEPT numbers and a job name: anything larger is not ours. */
const MAX_FILE_BYTES = 64 * 1024

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`

/** The note for the end report, or undefined when the run took about as long as usual. */
export function slowerThanUsual(
  durationMs: number,
  priorMs: readonly number[]
): string | undefined {
  if (priorMs.length < USUAL.priorRuns) return undefined
  const usual = median(priorMs)
  if (durationMs <= usual * USUAL.factor || durationMs - usual < USUAL.minExtraMs) return undefined
  return `slower than usual (${seconds(durationMs)}, usual ${seconds(usual)})`
}

interface DurationsFile {
  jobName: string
  durationsMs: number[]
}

/** The recent durations of each job's runs, one file per job under `dir`. */
export class DurationHistory {
  constructor(readonly dir: string) {}

  /** Job names are any text: hashed into file names. */
  private fileName(jobName: string): string {
    return `${createHash('sha256').update(jobName).digest('hex').slice(0, 40)}.json`
  }

  /** The job's recorded durations, oldest first; none when the file is missing or not ours. */
  async recent(jobName: string): Promise<number[]> {
    const text = await readRegularFile(
      join(this.dir, this.fileName(jobName)),
      undefined,
      MAX_FILE_BYTES
    ).catch(() => undefined)
    if (text === undefined) return []
    try {
      const value = JSON.parse(text) as Partial<DurationsFile>
      if (value?.jobName !== jobName || !Array.isArray(value.durationsMs)) return []
      return value.durationsMs
        .filter((n): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0)
        .slice(-USUAL.kept)
    } catch {
      return []
    }
  }

  /** Adds a run's duration to what `recent` gave, keeping the last KEPT. */
  async add(jobName: string, prior: readonly number[], durationMs: number): Promise<void> {
    await ensurePrivateDir(this.dir)
    const content: DurationsFile = {
      jobName,
      durationsMs: [...prior, Math.round(durationMs)].slice(-USUAL.kept)
    }
    await writeFileAtomic(this.dir, this.fileName(jobName), `${JSON.stringify(content)}\n`)
  }
}

/** Where exec keeps them: beside the queue's records, in a folder of their own. */
export function durationHistoryIn(queueDir: string): DurationHistory {
  return new DurationHistory(join(queueDir, 'durations'))
}
