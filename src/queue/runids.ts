/**
 * Run ids learnt for local run keys. When a start report waits in the queue, its run has no
 * run id yet; the end report is queued under the same run key, and replay fills in the run
 * id the start returned. One small file per run key keeps that link across processes.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { type Disk, localDisk } from '../util/disk.js'
import { isErrno } from '../util/errno.js'
import { ensurePrivateDir } from '../util/dirs.js'
import { writeFileAtomic } from '../util/atomic-writes.js'
import { readRegularFile } from '../util/regular-files.js'
import { isRealDirectory, listFiles, modifiedAt, removeIfPresent } from '../util/entries.js'

interface RunIdFile {
  runKey: string
  runId: string
  at: number
}

export class RunIdStore {
  constructor(
    readonly dir: string,
    private readonly disk: Disk = localDisk
  ) {}

  /** Run keys may come from anywhere (a flag, an environment variable): hash them into names. */
  private fileName(runKey: string): string {
    return `${createHash('sha256').update(runKey).digest('hex').slice(0, 40)}.json`
  }

  async remember(runKey: string, runId: string, now: number): Promise<void> {
    await ensurePrivateDir(this.dir, this.disk)
    const content: RunIdFile = { runKey, runId, at: now }
    await writeFileAtomic(
      this.dir,
      this.fileName(runKey),
      `${JSON.stringify(content)}\n`,
      this.disk
    )
  }

  async get(runKey: string): Promise<string | undefined> {
    const text = await readRegularFile(join(this.dir, this.fileName(runKey)), this.disk)
    if (text === undefined) return undefined
    try {
      const value = JSON.parse(text) as Partial<RunIdFile>
      return value.runKey === runKey && typeof value.runId === 'string' && value.runId !== ''
        ? value.runId
        : undefined
    } catch {
      return undefined
    }
  }

  /** Called once the run's end report is delivered: nothing needs the link any more. */
  async forget(runKey: string): Promise<void> {
    try {
      await removeIfPresent(join(this.dir, this.fileName(runKey)), this.disk)
    } catch (error) {
      // No folder of links (a file in its place): there is no link to forget.
      if (!isErrno(error, 'ENOTDIR')) throw error
    }
  }

  /** Removes links older than `maxAgeMs` (runs whose end report never came). */
  async cleanOld(now: number, maxAgeMs: number): Promise<void> {
    // A symbolic link in place of the directory leads elsewhere: nothing there is ours.
    if (!(await isRealDirectory(this.dir, this.disk))) return
    for (const name of await listFiles(this.dir, this.disk)) {
      const path = join(this.dir, name)
      try {
        const mtime = await modifiedAt(path, this.disk)
        if (mtime !== undefined && now - mtime > maxAgeMs) await removeIfPresent(path, this.disk)
      } catch {
        // gone already, or not ours to judge
      }
    }
  }
}
