/**
 * Runs begun on this machine whose end has not been reported yet, kept beside the queue (which
 * outlives the job on a persistent runner; RUNNER_TEMP is emptied at each job's start). A run
 * whose job never reached its end (the machine died, the runner was killed) leaves its record
 * behind; the next job on the machine, or `job-monitor replay`, ends it as `failed` ("runner
 * lost") once its heartbeat helper is known to be gone. One small file per run key.
 */
import { join } from 'node:path'
import { isoUtc } from '../client/wire.js'
import {
  HOST_TAG,
  ensurePrivateDir,
  isOwnerAlive,
  parseTempFileName,
  isRealDirectory,
  listFiles,
  readRegularFile,
  removeIfPresent,
  writeFileAtomic
} from '../util/files.js'

export const OPEN_RUN_VERSION = 1
/** The folder of open-run records, inside the queue directory. */
export const OPEN_RUNS_FOLDER = 'open'
/** At most this many records are examined in one pass: a full folder never stalls a job. */
export const OPEN_RUNS_PER_PASS = 20
/** A record is a few hundred bytes; a larger file is not one. */
const OPEN_RUN_MAX_BYTES = 16 * 1024
/** A longer run key is not recorded: its name (two hex digits a byte) must fit a file name. */
const MAX_RUN_KEY_BYTES = 100

export interface OpenRun {
  version: typeof OPEN_RUN_VERSION
  runKey: string
  /** Empty while the start report is queued. */
  runId: string
  jobName: string
  startTime: string
  pipelineId?: string
  /** The machine the run began on: only its own jobs can tell whether its helper lives. */
  hostTag: string
  /** The heartbeat helper: its pid and /proc start time (a reused pid has another). */
  helper?: { pid: number; procStart?: string }
  /** The helper's status file: its last heartbeat, while the file is there. */
  statusFile?: string
  /** Its last heartbeat, written by the helper now and then: its status file may be gone. */
  lastBeatAt?: string
}

/** Whether a helper still runs; injected in tests. */
export type HelperLiveness = (helper: { pid: number; procStart?: string }) => boolean

/** What a lost run's helper last said: when it last beat, and a run id it learnt. */
export type LastWord = (run: OpenRun) => { lastBeatAt?: string; runId?: string } | undefined

export class OpenRunStore {
  constructor(readonly dir: string) {}

  static inQueue(queueDir: string): OpenRunStore {
    return new OpenRunStore(join(queueDir, OPEN_RUNS_FOLDER))
  }

  /**
   * The file of a run key's record. Run keys may come from anywhere (a flag): spelt in hex, so
   * no key names another path. No hash: the heartbeat helper writes these, and node:crypto
   * would stay in its memory all job.
   */
  fileName(runKey: string): string {
    return `${Buffer.from(runKey, 'utf8').toString('hex')}.json`
  }

  async open(run: Omit<OpenRun, 'version' | 'hostTag'>): Promise<void> {
    if (Buffer.byteLength(run.runKey) > MAX_RUN_KEY_BYTES) throw new Error('run key too long')
    await ensurePrivateDir(this.dir)
    const record: OpenRun = { version: OPEN_RUN_VERSION, hostTag: HOST_TAG, ...run }
    await writeFileAtomic(this.dir, this.fileName(run.runKey), `${JSON.stringify(record)}\n`)
  }

  /** The moment of the helper's last heartbeat, kept where the next job can read it. */
  async touch(runKey: string, lastBeatAt: string): Promise<void> {
    const name = this.fileName(runKey)
    const text = await readRegularFile(join(this.dir, name), undefined, OPEN_RUN_MAX_BYTES)
    const run = text === undefined ? undefined : parseOpenRun(text)
    if (!run || run.runKey !== runKey) return
    await writeFileAtomic(this.dir, name, `${JSON.stringify({ ...run, lastBeatAt })}\n`)
  }

  /** The run's end is delivered or queued: nothing is left to close. */
  async close(runKey: string): Promise<void> {
    await removeIfPresent(join(this.dir, this.fileName(runKey))).catch(() => false)
  }

  /** Up to `max` records, in name order; unreadable or foreign files are skipped. */
  async list(max = OPEN_RUNS_PER_PASS): Promise<OpenRun[]> {
    // A symbolic link in place of the folder leads elsewhere: nothing there is ours.
    if (!(await isRealDirectory(this.dir))) return []
    const all = await listFiles(this.dir)
    // A helper killed while it wrote leaves a temporary file: removed once its writer is gone.
    for (const name of all) {
      const owner = parseTempFileName(name)
      if (owner && !isOwnerAlive(owner.hostTag, owner.pid))
        await removeIfPresent(join(this.dir, name)).catch(() => false)
    }
    const names = all.filter(n => /^(?:[0-9a-f]{2})+\.json$/.test(n)).sort()
    const runs: OpenRun[] = []
    for (const name of names.slice(0, max)) {
      const text = await readRegularFile(join(this.dir, name), undefined, OPEN_RUN_MAX_BYTES)
      const run = text === undefined ? undefined : parseOpenRun(text)
      if (run && name === this.fileName(run.runKey)) runs.push(run)
    }
    return runs
  }
}

/** A record's text, or undefined when it is not one we wrote. */
export function parseOpenRun(text: string): OpenRun | undefined {
  let v: unknown
  try {
    v = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined
  const r = v as Record<string, unknown>
  const str = (x: unknown): x is string => typeof x === 'string'
  const h = r.helper as Record<string, unknown> | undefined
  const helperOk =
    h === undefined ||
    (typeof h === 'object' &&
      h !== null &&
      Number.isInteger(h.pid) &&
      (h.pid as number) > 0 &&
      (h.procStart === undefined || str(h.procStart)))
  const ok =
    r.version === OPEN_RUN_VERSION &&
    str(r.runKey) &&
    r.runKey !== '' &&
    str(r.runId) &&
    str(r.jobName) &&
    str(r.startTime) &&
    str(r.hostTag) &&
    (r.pipelineId === undefined || str(r.pipelineId)) &&
    (r.statusFile === undefined || str(r.statusFile)) &&
    (r.lastBeatAt === undefined || str(r.lastBeatAt)) &&
    helperOk
  return ok ? (r as unknown as OpenRun) : undefined
}

/**
 * The runs of this machine that are lost: their helper is gone. A run of another machine
 * cannot be judged here, a run without a helper has nothing to judge by, and `ownRunKey` (the
 * job asking) is never lost.
 */
export function lostRuns(
  runs: OpenRun[],
  alive: HelperLiveness,
  o: { hostTag?: string; ownRunKey?: string } = {}
): OpenRun[] {
  const host = o.hostTag ?? HOST_TAG
  return runs.filter(
    r =>
      r.hostTag === host && r.runKey !== o.ownRunKey && r.helper !== undefined && !alive(r.helper)
  )
}

/** The error details of a lost run's failed end report. */
export function lostRunDetails(lastBeatAt: string | undefined): string {
  const at = lastBeatAt === undefined ? NaN : Date.parse(lastBeatAt)
  return Number.isNaN(at)
    ? 'runner lost: no heartbeat'
    : `runner lost: last heartbeat at ${isoUtc(at)}`
}

export interface CloseLostOptions {
  store: OpenRunStore
  alive: HelperLiveness
  lastWord: LastWord
  /** Ends one run as failed through the run protocol; true once its end is delivered or queued. */
  end: (run: OpenRun & { runId: string }, errorDetails: string) => Promise<boolean>
  ownRunKey?: string
  log?: (message: string) => void
}

/** One bounded pass: each lost run of this machine is ended as failed, then forgotten. */
export async function closeLostRuns(o: CloseLostOptions): Promise<number> {
  let closed = 0
  let runs: OpenRun[]
  try {
    runs = lostRuns(await o.store.list(), o.alive, { ownRunKey: o.ownRunKey })
  } catch (e) {
    o.log?.(`open runs in ${o.store.dir} could not be read: ${(e as Error).message}`)
    return 0
  }
  for (const run of runs) {
    const word = o.lastWord(run)
    const details = lostRunDetails(word?.lastBeatAt ?? run.lastBeatAt)
    const runId = run.runId || word?.runId || ''
    try {
      if (await o.end({ ...run, runId }, details)) {
        await o.store.close(run.runKey)
        closed++
        o.log?.(`ended the run of ${run.jobName} begun at ${run.startTime}: ${details}`)
      }
    } catch (e) {
      o.log?.(`the lost run of ${run.jobName} could not be ended: ${(e as Error).message}`)
    }
  }
  return closed
}
