/**
 * Runs begun on this machine whose end has not been reported yet, kept beside the queue (which
 * outlives the job on a persistent runner; RUNNER_TEMP is emptied at each job's start). A run
 * whose job never reached its end (the machine died, the runner was killed) leaves its record
 * behind; the next job on the machine, or `job-monitor replay`, ends it as `failed` ("runner
 * lost") once its heartbeat helper is known to be gone. One small file per run key.
 */
import { join } from 'node:path'
import { ConnectionError } from '../client/errors.js'
import { type ServiceIdentity, sameService } from '../client/identity.js'
import { isoUtc } from '../client/wire.js'
import type { Outcome } from './deliver.js'
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
/** At most this many lost runs are ended in one pass: a full folder never stalls a job. */
export const OPEN_RUNS_PER_PASS = 20
/**
 * At most this many records are read in one pass (a few hundred bytes each), so that the runs
 * of other services or machines that come first by name never hide this job's lost runs.
 */
export const OPEN_RUNS_READ_PER_PASS = 200
/**
 * A record of this machine whose helper is gone and whose last sign of life is older than this
 * is forgotten without an end: no job of its service has come to end it, and none is coming.
 */
export const OPEN_RUN_MAX_AGE_MS = 30 * 24 * 3600_000
/** A record is a few hundred bytes; a larger file is not one. */
const OPEN_RUN_MAX_BYTES = 16 * 1024
/** A longer run key is not recorded: its name (two hex digits a byte) must fit a file name. */
const MAX_RUN_KEY_BYTES = 100
/**
 * How long a run whose end was asked for is left to its ender: longer than any front end
 * takes to send or queue an end (the post step ends within 30 s). Past it, the ender was
 * killed on the way, and the run is as lost as one that never reached its end.
 */
export const END_ASKED_GRACE_MS = 10 * 60_000

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
  /**
   * The service the run's reports go to (its address and key fingerprint): only a job of that
   * service ends the run as lost. A queue may be shared by two organisations (one self-hosted
   * runner), and the other's service must get no word of this run.
   */
  service?: ServiceIdentity
  /** The heartbeat helper: its pid and /proc start time (a reused pid has another). */
  helper?: { pid: number; procStart?: string }
  /** The helper's status file: its last heartbeat, while the file is there. */
  statusFile?: string
  /** Its last heartbeat, written by the helper now and then: its status file may be gone. */
  lastBeatAt?: string
  /**
   * When the run's end was asked for (the helper was stopped for it): from then the ender
   * holds the run, though the helper is gone, for END_ASKED_GRACE_MS.
   */
  endAskedAt?: string
}

/** Whether a helper still runs; injected in tests. */
export type HelperLiveness = (helper: { pid: number; procStart?: string }) => boolean

/** What a lost run's helper last said: when it last beat, and a run id it learnt. */
export type LastWord = (run: OpenRun) => { lastBeatAt?: string; runId?: string } | undefined

export class OpenRunStore {
  /** This store's updates, one after the other: each rewrites the whole record. */
  private updates: Promise<unknown> = Promise.resolve()

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
  touch(runKey: string, lastBeatAt: string): Promise<void> {
    return this.update(runKey, { lastBeatAt })
  }

  /**
   * The run's end is on its way: no other job may end it as lost meanwhile. Wall time by
   * default: the other jobs on the machine compare it with theirs.
   */
  markEndAsked(runKey: string, endAskedAt = isoUtc(Date.now())): Promise<void> {
    return this.update(runKey, { endAskedAt })
  }

  /**
   * Read, change, write back: one at a time, so that a touch the helper did not wait for and
   * the mark that follows it keep both their fields.
   */
  private update(
    runKey: string,
    change: Pick<OpenRun, 'lastBeatAt' | 'endAskedAt'>
  ): Promise<void> {
    const done = this.updates.then(() => this.rewrite(runKey, change))
    this.updates = done.catch(() => undefined)
    return done
  }

  private async rewrite(
    runKey: string,
    change: Pick<OpenRun, 'lastBeatAt' | 'endAskedAt'>
  ): Promise<void> {
    const name = this.fileName(runKey)
    const text = await readRegularFile(join(this.dir, name), undefined, OPEN_RUN_MAX_BYTES)
    const run = text === undefined ? undefined : parseOpenRun(text)
    if (!run || run.runKey !== runKey) return
    await writeFileAtomic(this.dir, name, `${JSON.stringify({ ...run, ...change })}\n`)
  }

  /** The run's end is delivered or queued: nothing is left to close. */
  async close(runKey: string): Promise<void> {
    await removeIfPresent(join(this.dir, this.fileName(runKey))).catch(() => false)
  }

  /** Up to `max` records, in name order; unreadable or foreign files are skipped. */
  async list(max = OPEN_RUNS_READ_PER_PASS): Promise<OpenRun[]> {
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
  const s = r.service as Record<string, unknown> | undefined
  const serviceOk =
    s === undefined || (typeof s === 'object' && s !== null && str(s.address) && str(s.key))
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
    (r.endAskedAt === undefined || str(r.endAskedAt)) &&
    helperOk &&
    serviceOk
  return ok ? (r as unknown as OpenRun) : undefined
}

/**
 * The runs of this machine that are lost: their helper is gone, and no end is on its way (none
 * was asked for, or longer ago than END_ASKED_GRACE_MS). A run of another machine cannot be
 * judged here, a run without a helper has nothing to judge by, and `ownRunKey` (the job
 * asking) is never lost. Only the runs of `service` (the asking client's) are this job's to
 * end; a run that names no service cannot be proven its own.
 */
export function lostRuns(
  runs: OpenRun[],
  alive: HelperLiveness,
  o: { hostTag?: string; ownRunKey?: string; now: number; service: ServiceIdentity | undefined }
): OpenRun[] {
  const host = o.hostTag ?? HOST_TAG
  const mine = o.service
  return runs.filter(
    r =>
      r.hostTag === host &&
      r.service !== undefined &&
      mine !== undefined &&
      sameService(r.service, mine) &&
      r.runKey !== o.ownRunKey &&
      r.helper !== undefined &&
      !endOnItsWay(r, o.now) &&
      !alive(r.helper)
  )
}

function endOnItsWay(run: OpenRun, now: number): boolean {
  const asked = run.endAskedAt === undefined ? NaN : Date.parse(run.endAskedAt)
  // The grace from the mark, either side of it: a mark a little ahead of this clock (a clock
  // set back) holds the run until the grace from it is past; one further ahead than that was
  // written by no ender here, and holds nothing (else it would hold the run for ever).
  return !Number.isNaN(asked) && Math.abs(now - asked) < END_ASKED_GRACE_MS
}

/** The error details of a lost run's failed end report. */
export function lostRunDetails(lastBeatAt: string | undefined, endAsked = false): string {
  const at = lastBeatAt === undefined ? NaN : Date.parse(lastBeatAt)
  const lost = endAsked ? 'runner lost while it reported the end' : 'runner lost'
  return Number.isNaN(at)
    ? `${lost}: no heartbeat known to have been delivered`
    : `${lost}: last heartbeat at ${isoUtc(at)}`
}

/**
 * Whether a run's end is settled, so its open-run record can go: the end was delivered or
 * queued, there was no run to end (its start went nowhere), or it was refused for good (no
 * later try can change the answer). Otherwise the record stays, for a later job here to end
 * the run: an end that could be neither sent nor queued must not leave the run open for ever.
 * An address that speaks another protocol, or whose certificate is refused, refuses nothing
 * for good: it is put right, and the replay keeps its records for then.
 */
/** What a front end says when a run's end was not settled and its record stays. */
export const RUN_LEFT_OPEN = 'the run stays open: a later job on this machine will end it'

export function endSettled(end: Outcome<'end'> | undefined): boolean {
  if (!end || end.delivered || end.queued !== undefined) return true
  return !end.error.retryable && !(end.error instanceof ConnectionError)
}

export interface CloseLostOptions {
  store: OpenRunStore
  alive: HelperLiveness
  lastWord: LastWord
  /** Ends one run as failed through the run protocol: what became of its end report. */
  end: (
    run: OpenRun & { runId: string },
    errorDetails: string
  ) => Promise<Outcome<'end'> | undefined>
  ownRunKey?: string
  /** The service the asking client sends ends to: only its runs are ended. */
  service: ServiceIdentity | undefined
  /** Clock ms now. */
  now: number
  log?: (message: string) => void
}

/**
 * One bounded pass: each lost run of this machine is ended as failed, then forgotten once its
 * end is settled (endSettled); a refused end is forgotten too, and says so.
 */
export async function closeLostRuns(o: CloseLostOptions): Promise<number> {
  let closed = 0
  let all: OpenRun[]
  try {
    all = await o.store.list()
  } catch (e) {
    o.log?.(`open runs in ${o.store.dir} could not be read: ${(e as Error).message}`)
    return 0
  }
  const lost = lostRuns(all, o.alive, { ownRunKey: o.ownRunKey, now: o.now, service: o.service })
  // What this job cannot end: forgotten once nobody is coming to end it.
  await forgetAbandoned(
    o,
    all.filter(r => !lost.includes(r))
  )
  const runs = lost.slice(0, OPEN_RUNS_PER_PASS)
  for (const run of runs) {
    const word = o.lastWord(run)
    const details = lostRunDetails(word?.lastBeatAt ?? run.lastBeatAt, run.endAskedAt !== undefined)
    const runId = run.runId || word?.runId || ''
    const what = `the run of ${run.jobName} begun at ${run.startTime}`
    try {
      const end = await o.end({ ...run, runId }, details)
      if (!endSettled(end)) {
        o.log?.(`${what} is lost, and its end could not be sent or queued: kept for a later pass`)
        continue
      }
      await o.store.close(run.runKey)
      closed++
      if (end && !end.delivered && end.queued === undefined)
        o.log?.(`${what} is lost; the service refused its end (${end.error.message}): forgotten`)
      else o.log?.(`ended ${what}: ${details}`)
    } catch (e) {
      o.log?.(`the lost run of ${run.jobName} could not be ended: ${(e as Error).message}`)
    }
  }
  return closed
}

/**
 * Records of this machine this job cannot end (another service's, or naming none), whose helper is gone and whose last sign of life
 * (the last heartbeat, else the start) is older than OPEN_RUN_MAX_AGE_MS: removed without an
 * end, so that the folder does not grow for ever with the runs of a service whose jobs no
 * longer come here.
 */
async function forgetAbandoned(o: CloseLostOptions, runs: OpenRun[]): Promise<void> {
  for (const run of runs) {
    if (run.hostTag !== HOST_TAG || run.runKey === o.ownRunKey) continue
    const last = Date.parse(run.lastBeatAt ?? run.startTime)
    if (Number.isNaN(last) || o.now - last <= OPEN_RUN_MAX_AGE_MS) continue
    if (run.helper && o.alive(run.helper)) continue
    await o.store.close(run.runKey)
    o.log?.(
      `the run of ${run.jobName} begun at ${run.startTime}: forgotten after 30 days without an end`
    )
  }
}
