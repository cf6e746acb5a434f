/**
 * This job's own facts, from the runner's Worker diag log. Every job runs in a new Worker
 * process, which opens `<root>/_diag/Worker_{UtcNow:yyyyMMdd-HHmmss}-utc.log` as it starts
 * (HostContext.cs, HostTraceListener.cs; a second process in the same second appends to the same
 * file) and, before the job's first step, traces the job message it was sent as indented JSON
 * (Worker.cs, `Job message:`), whose top-level `timeline.id` is the id every page of this job is
 * named by (Logging.cs) and `jobId` the job's own record. A log passing its size limit (whole
 * MiB, at least one) goes on in a newer file, which holds neither the start nor the message.
 *
 * Which log is the job's: the one the Worker holds open, where the system shows it
 * (worker-proof.ts); else the newest by its name, a hint only (see learnJob). From it, in
 * order: the timeline from the newest job message; failing that, only the Worker's start (its
 * log's birth time when the file system keeps one, else the second its name gives); failing
 * that, nothing: the pages cannot be told apart, and none is read. The helper runs inside the
 * job, so a newest log whose Worker traced `Job completed.` (Worker.cs) is an earlier job's:
 * this job's own log is missing, and nothing is learned.
 */
import { join } from 'node:path'
import { type WorkerProcesses, heldWorkerLog, procWorkerProcesses } from './worker-proof.js'

/** The file operations the facts are read with (the pages' own, see page-watcher.ts). */
export interface DiagFs {
  readdir(dir: string): string[]
  /** Opens a regular file without following a link or blocking; throws otherwise. */
  open(path: string): number
  read(fd: number, into: Uint8Array, position: number): number
  size(fd: number): number
  /** When the open file was created, in ms; 0 when the file system does not say. */
  bornAt(fd: number): number
  close(fd: number): void
}

export interface JobFacts {
  /** When this job's Worker started (ms): a page last written before it is an earlier job's. */
  startedAt?: number
  /** The id every page of this job is named by. */
  timelineId?: string
  /** The job's own record: its page `{timelineId}_{jobId}_{n}.log` lives until the job ends. */
  jobId?: string
  /** Where the facts come from, or why there are none. */
  source: string
  /** Why the choice of the Worker log is uncertain, for the end report's notes. */
  doubt?: string
}

/** Newest Worker logs looked at: the job's own and the parts it went on in. */
export const WORKER_LOGS_LOOKED_AT = 4
/** Bytes of one Worker log read at most: the job message comes near its start. */
export const WORKER_LOG_READ_BYTES = 16 * 1024 * 1024
/** A Worker log goes on in a newer file only once it passed this (`WORKER_LOGSIZE` MiB >= 1). */
const MIN_SPLIT_BYTES = 1024 * 1024
/** Lines longer than this are none of those looked for: only their start is kept. */
const LINE_KEPT = 512

const WORKER_LOG = /^Worker_(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-utc\.log$/
const GUID = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})'
/** `[{UtcNow:u} INFO Worker] ` (HostTraceListener.WriteHeader; the source is Program.cs's). */
const WORKER_INFO = String.raw`^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z INFO Worker\] `
const STARTED = new RegExp(`${WORKER_INFO}Version: `)
const JOB_MESSAGE = new RegExp(`${WORKER_INFO}Job message:$`)
const JOB_COMPLETED = new RegExp(`${WORKER_INFO}Job completed\\.$`)
// Indented JSON escapes every line break inside a string: a line indented by exactly two
// spaces is a member of the message itself, never text from the workflow.
const TIMELINE = '  "timeline": {'
const TIMELINE_ID = new RegExp(`^    "id": "${GUID}",?$`)
const JOB_ID = new RegExp(`^  "jobId": "${GUID}",?$`)

/** The UTC second a Worker log's name gives, or undefined when it names none. */
export function workerLogStart(name: string): number | undefined {
  const m = WORKER_LOG.exec(name)
  if (!m) return undefined
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number)
  const at = Date.UTC(y, mo - 1, d, h, mi, s)
  const back = new Date(at)
  // Total: a name like Worker_20261399-... names no time at all.
  return back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s
    ? at
    : undefined
}

interface LogContents {
  /** The Worker's start is traced in it. */
  started: boolean
  /** A job message is traced in it. */
  message: boolean
  /** The Worker traced that its job completed, after the last job message. */
  ended: boolean
  /** Of the last job message. */
  timelineId?: string
  jobId?: string
  /** Bytes read. */
  bytes: number
  bornAt: number
}

/** What one Worker log says, read line by line, at most WORKER_LOG_READ_BYTES. */
function readWorkerLog(fs: DiagFs, path: string): LogContents {
  const found: LogContents = {
    started: false,
    message: false,
    ended: false,
    bytes: 0,
    bornAt: 0
  }
  const fd = fs.open(path)
  try {
    found.bornAt = fs.bornAt(fd)
    const buffer = new Uint8Array(64 * 1024)
    let partial = ''
    let inMessage = false
    let inTimeline = false
    let timelineId: string | undefined
    let jobId: string | undefined
    const line = (raw: string): void => {
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw
      if (!inMessage) {
        if (STARTED.test(text)) found.started = true
        else if (JOB_COMPLETED.test(text)) found.ended = true
        else if (JOB_MESSAGE.test(text)) {
          inMessage = true
          found.ended = false
          timelineId = jobId = undefined
        }
        return
      }
      if (text === '}') {
        // The message ends: the last one in the file is this process's.
        inMessage = inTimeline = false
        found.message = true
        found.timelineId = timelineId
        found.jobId = jobId
      } else if (text === TIMELINE) inTimeline = true
      else if (inTimeline) {
        timelineId ??= TIMELINE_ID.exec(text)?.[1]?.toLowerCase()
        inTimeline = false
      } else jobId ??= JOB_ID.exec(text)?.[1]?.toLowerCase()
    }
    while (found.bytes < WORKER_LOG_READ_BYTES) {
      const n = fs.read(fd, buffer, found.bytes)
      if (n <= 0) break
      found.bytes += n
      // The lines looked for are ASCII: latin1 keeps every byte one character.
      const lines = (partial + Buffer.from(buffer.buffer, 0, n).toString('latin1')).split('\n')
      partial = (lines.pop() ?? '').slice(0, LINE_KEPT)
      for (const l of lines) line(l)
    }
    if (partial) line(partial)
  } finally {
    fs.close(fd)
  }
  return found
}

interface NamedLog {
  name: string
  /** The second its name gives. */
  at: number
}

/** Walks Worker logs, newest first, as one Worker's log split in parts. */
function walkLogs(
  diagDir: string,
  fs: DiagFs,
  logs: NamedLog[],
  read: (name: string) => LogContents
): JobFacts {
  for (let i = 0; i < logs.length; i++) {
    const log = logs[i]
    let found: LogContents
    try {
      found = read(log.name)
    } catch (e) {
      return { source: `the Worker log ${log.name} cannot be read: ${(e as Error).message}` }
    }
    const startedAt = startOf(log, found)
    // The helper runs inside the job: a job whose Worker traced its end is an earlier one.
    if (found.ended)
      return { source: `the job of the newest Worker log, ${log.name}, has completed` }
    if (found.message && found.timelineId)
      return {
        startedAt,
        timelineId: found.timelineId,
        ...(found.jobId ? { jobId: found.jobId } : {}),
        source: `the job message in ${log.name}`
      }
    if (found.started || found.message)
      return { startedAt, source: `the start of the Worker in ${log.name} (no timeline id in it)` }
    // Neither: a later part of a Worker's log, which only follows a part past the size limit.
    const previous = logs[i + 1]
    if (!previous) break
    let previousBytes = 0
    try {
      const fd = fs.open(join(diagDir, previous.name))
      try {
        previousBytes = fs.size(fd)
      } finally {
        fs.close(fd)
      }
    } catch {
      // unreadable: not followed
    }
    if (previousBytes < MIN_SPLIT_BYTES)
      return { source: `the Worker log ${log.name} names no job and follows none` }
  }
  return { source: `no Worker start in the newest Worker logs of ${diagDir}` }
}

/** The birth time, when kept, places the start within its named second. */
function startOf(log: NamedLog, found: LogContents): number {
  return found.bornAt >= log.at && found.bornAt < log.at + 1000 ? found.bornAt : log.at
}

/** The timelines whose pages are in the pages folder (`{timelineId}_{recordId}_{page}.log`). */
function timelinesWithPages(fs: DiagFs, pagesDir: string): Set<string> {
  const PAGE = new RegExp(`^${GUID}_${GUID}_\\d+\\.log$`)
  const found = new Set<string>()
  try {
    for (const name of fs.readdir(pagesDir)) {
      const id = PAGE.exec(name)?.[1]?.toLowerCase()
      if (id) found.add(id)
    }
  } catch {
    // no pages folder: no timeline shows pages
  }
  return found
}

/** A Worker log that names a job still running: one the helper could be inside. */
interface Candidate extends NamedLog {
  timelineId: string
  jobId?: string
  future: boolean
  found: LogContents
}

export interface LearnOptions {
  /** Now (ms): a log named after it cannot be of a Worker that started before us. */
  now?: number
  /** Where the Worker holding its log open is looked for (worker-proof.ts). */
  procs?: WorkerProcesses
}

/**
 * This job's facts from the Worker logs in the runner's `_diag` folder. The log the runner's
 * Worker holds open is the job's, by proof (worker-proof.ts). Without one (no /proc, no Worker
 * found), a name and a time are hints: the newest log not named after now is walked as above;
 * when that choice is uncertain (several logs name a running job, or one is named after now,
 * as a file an earlier job left can be), the one whose timeline has pages in `_diag/pages` is
 * preferred, and the facts' doubt says what was chosen and what was passed over.
 */
export function learnJob(diagDir: string, fs: DiagFs, o: LearnOptions = {}): JobFacts {
  const all = workerLogsIn(diagDir, fs)
  if (!Array.isArray(all)) return all
  const read = cachedReader(diagDir, fs)

  const held = heldWorkerLog(diagDir, o.procs ?? procWorkerProcesses)
  const heldAt = all.findIndex(l => l.name === held.name)
  if (heldAt >= 0) {
    // This Worker's own log, and the parts before it when it went on in a new one.
    const facts = walkLogs(diagDir, fs, all.slice(heldAt, heldAt + WORKER_LOGS_LOOKED_AT), read)
    return { ...facts, source: `${facts.source}, held open by the Worker (pid ${held.worker})` }
  }

  const now = o.now ?? Date.now()
  const present = all.filter(l => l.at <= now).slice(0, WORKER_LOGS_LOOKED_AT)
  // Nearest first: a far future is no likelier than a near one, and a pile of them is bounded.
  const future = all
    .filter(l => l.at > now)
    .reverse()
    .slice(0, WORKER_LOGS_LOOKED_AT)
  const walked = present.length
    ? walkLogs(diagDir, fs, present, read)
    : { source: `no Worker log in ${diagDir} is named before now` }
  const candidates = runningJobs([...present, ...future], read, now)
  if (!held.doubt && candidates.length <= 1 && !candidates.some(c => c.future)) return walked
  return chooseByPages(diagDir, fs, { walked, candidates, heldDoubt: held.doubt, now })
}

/** The Worker logs in the diag folder, newest first by their names; why none, when none. */
function workerLogsIn(diagDir: string, fs: DiagFs): NamedLog[] | JobFacts {
  let names: string[]
  try {
    names = fs.readdir(diagDir)
  } catch (e) {
    return { source: `the runner's diag folder cannot be listed: ${(e as Error).message}` }
  }
  const all = names
    .flatMap(name => {
      const at = workerLogStart(name)
      return at === undefined ? [] : [{ name, at }]
    })
    .sort((a, b) => b.at - a.at)
  return all.length ? all : { source: `no Worker log in ${diagDir}` }
}

/** Reads each Worker log once, however many of the steps below look at it. */
function cachedReader(diagDir: string, fs: DiagFs): (name: string) => LogContents {
  const contents = new Map<string, LogContents>()
  return name => {
    let c = contents.get(name)
    if (!c) contents.set(name, (c = readWorkerLog(fs, join(diagDir, name))))
    return c
  }
}

/** The logs that name a job still running (a readable job message with a timeline, no end). */
function runningJobs(
  logs: NamedLog[],
  read: (name: string) => LogContents,
  now: number
): Candidate[] {
  return logs.flatMap(log => {
    let found: LogContents
    try {
      found = read(log.name)
    } catch {
      return []
    }
    if (!found.message || !found.timelineId || found.ended) return []
    return [
      {
        ...log,
        timelineId: found.timelineId,
        jobId: found.jobId,
        future: log.at > now,
        found
      }
    ]
  })
}

/**
 * The facts when the choice of log is uncertain: the candidate whose timeline has pages is
 * preferred (one named before now first), and the doubt says what was chosen and passed over.
 */
function chooseByPages(
  diagDir: string,
  fs: DiagFs,
  o: { walked: JobFacts; candidates: Candidate[]; heldDoubt?: string; now: number }
): JobFacts {
  const { walked, candidates, now } = o
  const withPages = timelinesWithPages(fs, join(diagDir, 'pages'))
  const showing = candidates.filter(c => withPages.has(c.timelineId))
  const pool = showing.length ? showing : candidates
  const chosen = pool.find(c => !c.future) ?? pool[0]
  const about = (c: Candidate): string =>
    `${c.name}${c.future ? ' (named after now)' : ''}, timeline ${c.timelineId}, ` +
    (withPages.has(c.timelineId) ? 'with pages' : 'no pages')
  const doubt = [
    o.heldDoubt,
    chosen &&
      `the Worker log was chosen by its name and its pages, not by proof: ${about(chosen)}` +
        (candidates.length > 1
          ? `; passed over: ${candidates
              .filter(c => c !== chosen)
              .map(about)
              .join('; ')}`
          : '')
  ]
    .filter(Boolean)
    .join('; ')
  if (!chosen) return { ...walked, doubt }
  if (walked.timelineId === chosen.timelineId && walked.startedAt !== undefined)
    return { ...walked, doubt }
  // A log named after now says nothing of when its Worker started: its pages are told by their
  // timeline alone, and by the birth time when the file system keeps one.
  const bornAt = chosen.found.bornAt
  const startedAt = chosen.future
    ? bornAt > 0 && bornAt <= now
      ? bornAt
      : 0
    : startOf(chosen, chosen.found)
  return {
    startedAt,
    timelineId: chosen.timelineId,
    ...(chosen.jobId ? { jobId: chosen.jobId } : {}),
    source: `the job message in ${chosen.name}`,
    doubt
  }
}
