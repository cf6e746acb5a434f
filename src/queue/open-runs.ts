/**
 * Runs begun on this machine whose end has not been reported yet, kept beside the queue (which
 * outlives the job on a persistent runner; RUNNER_TEMP is emptied at each job's start). A run
 * whose job never reached its end (the machine died, the runner was killed) leaves its record
 * behind; the next job on the machine, or `job-monitor replay`, ends it as `failed` ("runner
 * lost") on evidence that its job is gone: the job's own process (run/job-process.ts), never
 * only its helper's. One small file per run key.
 */
import { join } from 'node:path'
import { ConnectionError } from '../client/errors.js'
import { type ServiceIdentity, sameService } from '../client/identity.js'
import { isoUtc } from '../client/wire.js'
import type { Outcome } from './deliver.js'
import { JOB_KINDS, type JobLiveness, type JobProcess } from '../process/job-process.js'
import type { BootMark } from '../process/process-facts.js'
import { endHookMayCome, endOnItsWay, sinceSeenGone } from './run-marks.js'
import { HOST_TAG, isOwnerAlive } from '../util/owner.js'
import { ensurePrivateDir } from '../util/dirs.js'
import { parseTempFileName, writeFileAtomic } from '../util/atomic-writes.js'
import { readRegularFile } from '../util/regular-files.js'
import { isRealDirectory, listFiles, removeIfPresent } from '../util/entries.js'

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
/**
 * A run whose job cannot be seen from here (no job process was named, or it lives in another
 * pid namespace) is ended as lost only after this long without a sign of life: longer than the
 * helper lives (6 h 15 min), and than any job we know of runs without one.
 */
export const LONG_SILENCE_MS = 24 * 3600_000
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
/**
 * The longest wait for an end hook a record may ask for (GitLab's after_script limit is bounded
 * at an hour, job-process.ts): a record that says more holds its run no longer than this.
 */
export const END_HOOK_WAIT_MAX_MS = 2 * 3600_000

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
  /** The job's own process: the evidence that the job lives (run/job-process.ts). */
  job?: JobProcess
  /** The heartbeat interval: a beat newer than two of them says the run is alive. */
  intervalMs?: number
  /**
   * How long an end may still come once the job's process is gone, from a hook the CI system
   * runs after it in a process of its own (GitLab's after_script, after the step_script shell).
   */
  endWaitMs?: number
  /** When a pass first found the job's process gone: lost once endWaitMs has passed since. */
  jobGoneAt?: string
  /** The same moment on the boot clock, which no change of the wall clock moves. */
  jobGoneBoot?: BootMark
  /** The helper's status file: its last heartbeat, while the file is there. */
  statusFile?: string
  /** Its last heartbeat, written by the helper now and then: its status file may be gone. */
  lastBeatAt?: string
  /**
   * When the run's end was asked for (the helper was stopped for it): from then the ender
   * holds the run, though the helper is gone, for END_ASKED_GRACE_MS.
   */
  endAskedAt?: string
  /** The same moment on the boot clock. */
  endAskedBoot?: BootMark
}

/** Whether a helper still runs; injected in tests. */
export type HelperLiveness = (helper: { pid: number; procStart?: string }) => boolean

/** What this machine can tell of a run's processes; injected in tests. */
export interface RunEvidence {
  helperAlive: HelperLiveness
  job: (job: JobProcess) => JobLiveness
}

/** What a lost run's helper last said: when it last beat, and a run id it learnt. */
export type LastWord = (run: OpenRun) => { lastBeatAt?: string; runId?: string } | undefined

/** What a record's writers change once it is written: marks, and its last heartbeat. */
type RecordChange = Partial<
  Pick<OpenRun, 'lastBeatAt' | 'endAskedAt' | 'endAskedBoot' | 'jobGoneAt' | 'jobGoneBoot'>
>

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
  markEndAsked(
    runKey: string,
    endAskedAt = isoUtc(Date.now()),
    endAskedBoot?: BootMark
  ): Promise<void> {
    return this.update(runKey, { endAskedAt, ...(endAskedBoot ? { endAskedBoot } : {}) })
  }

  /** The run's job's process was found gone: its end hook's wait is counted from here. */
  markJobGone(runKey: string, jobGoneAt: string, jobGoneBoot?: BootMark): Promise<void> {
    return this.update(runKey, { jobGoneAt, ...(jobGoneBoot ? { jobGoneBoot } : {}) })
  }

  /**
   * Read, change, write back: one at a time, so that a touch the helper did not wait for and
   * the mark that follows it keep both their fields.
   */
  private update(runKey: string, change: RecordChange): Promise<void> {
    const done = this.updates.then(() => this.rewrite(runKey, change))
    this.updates = done.catch(() => undefined)
    return done
  }

  private async rewrite(runKey: string, change: RecordChange): Promise<void> {
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
  const j = r.job as Record<string, unknown> | undefined
  const jobOk =
    j === undefined ||
    (typeof j === 'object' &&
      j !== null &&
      (JOB_KINDS as readonly unknown[]).includes(j.kind) &&
      Number.isInteger(j.pid) &&
      // pid 1: a container's first process (GitLab's Docker executor).
      (j.pid as number) >= 1 &&
      (j.procStart === undefined || str(j.procStart)) &&
      (j.pidNamespace === undefined || str(j.pidNamespace)) &&
      (j.bootId === undefined || str(j.bootId)))
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
    (r.jobGoneAt === undefined || str(r.jobGoneAt)) &&
    (r.jobGoneBoot === undefined || isBootMark(r.jobGoneBoot)) &&
    (r.endAskedBoot === undefined || isBootMark(r.endAskedBoot)) &&
    (r.endWaitMs === undefined ||
      (typeof r.endWaitMs === 'number' && Number.isFinite(r.endWaitMs) && r.endWaitMs >= 0)) &&
    (r.intervalMs === undefined ||
      (typeof r.intervalMs === 'number' && Number.isFinite(r.intervalMs) && r.intervalMs >= 0)) &&
    helperOk &&
    jobOk &&
    serviceOk
  return ok ? (r as unknown as OpenRun) : undefined
}

function isBootMark(v: unknown): v is BootMark {
  if (!v || typeof v !== 'object') return false
  const m = v as Record<string, unknown>
  return typeof m.bootId === 'string' && typeof m.ms === 'number' && Number.isFinite(m.ms)
}

/** Why a run is judged lost, for its end report's words. */
export type LostBecause = 'job-gone' | 'silence'

export interface LostRun {
  run: OpenRun
  because: LostBecause
  /** Its last heartbeat, from the record or its helper's last word. */
  lastBeatAt?: string
}

/**
 * The runs of this machine that are lost, on evidence that their job is gone:
 * - never the asking job's own run, another machine's, another service's, or one that names no
 *   service (it cannot be proven this job's to end);
 * - never while its end is on its way (asked for less than END_ASKED_GRACE_MS ago), while its
 *   helper lives, or while a heartbeat newer than two intervals says the run is alive;
 * - then lost when its job's own process is gone (run/job-process.ts), and, where the CI system
 *   runs an end hook after that process (GitLab's after_script), once the hook's wait has passed
 *   since a pass first found it gone (`seenGone` is told of a run found so for the first time);
 * - a run whose job cannot be seen from here (none was named, or it lives in another pid
 *   namespace) is left to its own end, or to a silence longer than LONG_SILENCE_MS.
 */
export function lostRuns(
  runs: OpenRun[],
  evidence: RunEvidence,
  o: {
    hostTag?: string
    ownRunKey?: string
    now: number
    /** Now on the boot clock: time between this pass and another process's marks. */
    boot?: BootMark
    service: ServiceIdentity | undefined
    lastWord?: LastWord
    seenGone?: (run: OpenRun) => void
  }
): LostRun[] {
  const host = o.hostTag ?? HOST_TAG
  const mine = o.service
  const lost: LostRun[] = []
  for (const r of runs) {
    if (r.hostTag !== host || r.runKey === o.ownRunKey) continue
    if (r.service === undefined || mine === undefined || !sameService(r.service, mine)) continue
    if (endOnItsWay(r, o.now, o.boot)) continue
    if (r.helper && evidence.helperAlive(r.helper)) continue
    const word = o.lastWord?.(r)
    const lastBeatAt = latest(word?.lastBeatAt, r.lastBeatAt)
    if (beatIsFresh(r, word?.lastBeatAt, o.now)) continue
    const job = r.job === undefined ? 'unseen' : evidence.job(r.job)
    if (job === 'alive') continue
    if (job === 'gone') {
      const since = sinceSeenGone(r, o.now, o.boot)
      if (endHookMayCome(r, since)) {
        // Marked once, at the first sight; a mark this boot's clock cannot read (none, one of
        // another boot, one no clock can read) is replaced, so that a later pass counts from it.
        if (since === undefined) o.seenGone?.(r)
        continue
      }
      lost.push({ run: r, because: 'job-gone', ...(lastBeatAt ? { lastBeatAt } : {}) })
      continue
    }
    const last = Date.parse(lastBeatAt ?? r.startTime)
    if (!Number.isNaN(last) && o.now - last > LONG_SILENCE_MS)
      lost.push({ run: r, because: 'silence', ...(lastBeatAt ? { lastBeatAt } : {}) })
  }
  return lost
}

/**
 * A heartbeat newer than two intervals says the run is alive: the helper's status file says the
 * last one; the record, rewritten at most once a minute, an older one (never a newer).
 */
function beatIsFresh(run: OpenRun, statusBeat: string | undefined, now: number): boolean {
  const interval = run.intervalMs ?? 0
  if (interval <= 0) return false
  const last = Date.parse(latest(statusBeat, run.lastBeatAt) ?? '')
  return !Number.isNaN(last) && now - last < 2 * interval
}

function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return Date.parse(a) >= Date.parse(b) ? a : b
}

/** The error details of a lost run's failed end report: what was seen, and when it last beat. */
export function lostRunDetails(
  lastBeatAt: string | undefined,
  endAsked = false,
  seen?: { because: LostBecause; jobWords?: string }
): string {
  const at = lastBeatAt === undefined ? NaN : Date.parse(lastBeatAt)
  const lost = endAsked ? 'runner lost while it reported the end' : 'runner lost'
  const why =
    seen?.because === 'silence'
      ? ` (no sign of life for ${LONG_SILENCE_MS / 3600_000} h; its job could not be seen from here)`
      : seen?.jobWords
        ? ` (${seen.jobWords})`
        : ''
  return Number.isNaN(at)
    ? `${lost}${why}: no heartbeat known to have been delivered`
    : `${lost}${why}: last heartbeat at ${isoUtc(at)}`
}

/**
 * Whether a run's end is settled, so its open-run record can go: the end was delivered or
 * queued, there was no run to end (its start went nowhere), or it was refused for good (no
 * later try can change the answer). Otherwise the record stays, for a later job here to end
 * the run: an end that could be neither sent nor queued must not leave the run open for ever.
 * An address that speaks another protocol, or whose certificate is refused, refuses nothing
 * for good: it is put right, and the replay keeps its records for then.
 */
export function endSettled(end: Outcome<'end'> | undefined): boolean {
  if (!end || end.delivered || end.queued !== undefined) return true
  return !end.error.retryable && !(end.error instanceof ConnectionError)
}

/**
 * Records of this machine this job cannot end (another service's, or naming none), whose helper is gone and whose last sign of life
 * (the last heartbeat, else the start) is older than OPEN_RUN_MAX_AGE_MS: removed without an
 * end, so that the folder does not grow for ever with the runs of a service whose jobs no
 * longer come here.
 */
export async function forgetAbandoned(
  o: {
    store: OpenRunStore
    evidence: RunEvidence
    ownRunKey?: string
    now: number
    log?: (message: string) => void
  },
  runs: OpenRun[]
): Promise<void> {
  for (const run of runs) {
    if (run.hostTag !== HOST_TAG || run.runKey === o.ownRunKey) continue
    const last = Date.parse(run.lastBeatAt ?? run.startTime)
    if (Number.isNaN(last) || o.now - last <= OPEN_RUN_MAX_AGE_MS) continue
    if (run.helper && o.evidence.helperAlive(run.helper)) continue
    await o.store.close(run.runKey)
    o.log?.(
      `the run of ${run.jobName} begun at ${run.startTime}: forgotten after 30 days without an end`
    )
  }
}
