/**
 * "Slower than usual" from the command line: exec and `end --state-file` keep the durations of
 * their own recent runs of each job on this machine, for the rule in src/run/usual-duration.ts. One
 * small private file per job (mode 0600, in a folder of mode 0700 beside the queue's records),
 * written whole by rename: a reader never sees half of it, and a crash leaves the old one.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { USUAL } from '../run/usual-duration.js'
import { ensurePrivateDir } from '../util/dirs.js'
import { writeFileAtomic } from '../util/atomic-writes.js'
import { readRegularFile } from '../util/regular-files.js'

/** A file we wrote holds at most KEPT numbers and a job name: anything larger is not ours. */
const MAX_FILE_BYTES = 64 * 1024

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
