/**
 * The key's hourly ledger: every request made with one API key from this machine, by every
 * job and process that sends with it (`exec`, `start` and `end`, `replay`, the heartbeat
 * process), so that together they keep within the key's hourly limit (API text, 8) instead of
 * each spending it as if it were alone. What one request may do is hour-rule.ts's; this keeps
 * the ledger on disk, safe to share.
 *
 * One folder per key, named by the key's fingerprint (identity.ts: a truncated, domain-separated
 * SHA-256, as queued records carry it), mode 0700:
 *
 *   t<n>               one ticket per request of the last hour: {"at": ms, "kind": "report"}
 *   pause.json         the pause a 429 asked for: {"until": ms, "streak": n}
 *   jobs/<hash>.json   a job's recent starts: {"starts": [ms...], "reportsPerRun": 2, "saidAt": ms}
 *
 * None of them holds the key or any piece of it.
 *
 * Many processes write it at once, without a lock to leave behind. A request reads the
 * tickets, finds room among them, and takes the next number, one above the highest it saw,
 * with an exclusive create: of several processes creating one name exactly one succeeds, and
 * the others look again. Each number is created only once the one before it exists, so whoever
 * creates ticket n counts every ticket below n (it looks once more after the create, for one a
 * folder read missed while others created files in it), and every later ticket counts n: no
 * hour holds more than the limit. Numbers are never taken twice: a ticket given up is voided in place,
 * the highest is never removed, and a request that finds a number above its own once it has
 * created it (its look older than a clean-up) gives its ticket up and looks again. A process
 * that dies leaves at most a ticket, which counts until it leaves the hour: a little too
 * careful, never over the limit.
 *
 * Everything read here is bounded and opened as a regular file without following a link. A
 * ledger that cannot be read or written holds nothing back: requests then go as they would
 * without it, and the trouble is said once.
 */
import { join } from 'node:path'
import type { CallKind } from './call.js'
import { type Clock, systemClock } from '../util/clock.js'
import { type Disk, localDisk } from '../util/disk.js'
import { ensurePrivateDir } from '../util/dirs.js'
import { createExclusive, writeFileAtomic } from '../util/atomic-writes.js'
import { readRegularFile } from '../util/regular-files.js'
import { mapInOrder } from '../util/in-order.js'
import { listFiles, modifiedAt, removeIfPresent } from '../util/entries.js'
import { shortHash } from '../util/short-hash.js'
import { HOUR_MS, SERVICE_HOURLY_LIMIT } from './heartbeat-budget.js'
import { keyFingerprint } from './identity.js'
import {
  type HourFit,
  type JobPace,
  PACE_STARTS_KEPT,
  type Pause,
  type Permit,
  type Ticket,
  type TicketKind,
  hourFit,
  pauseAfter429,
  pausedAt,
  roomAt,
  ticketKindOf
} from './hour-rule.js'

/** The key's own folder under `root` (the `ledger` folder beside the queue's records). */
export function ledgerFolder(root: string, apiKey: string): string {
  return join(root, keyFingerprint(apiKey))
}

/** What a ticket, a pause or a job's file of ours can hold: anything larger is not ours. */
const MAX_TICKET_BYTES = 256
const MAX_JOB_FILE_BYTES = 4096
/**
 * Rounds of finding the next number taken by another process first. Each round one of the
 * racers wins; one that loses them all is held back a moment (its report waits in the queue),
 * never let through uncounted.
 */
const MAX_ROUNDS = 32
/** How long a request that lost every round waits before asking again. */
const CROWDED_WAIT_MS = 1000
/** Tickets read beyond the limit: those being given up, those of processes that died. */
const EXTRA_TICKETS_READ = 64
/** Tickets read at once: a read is four trips to libuv's thread pool, and they overlap. */
const TICKETS_READ_AT_ONCE = 8
/** Every so many tickets, the taker removes those that left the hour. */
const CLEAN_EVERY = 16
/** A ticket stays this long past its hour, for a clock that is a little behind another's. */
const CLEAN_SLACK_MS = 10 * 60_000
/** Jobs' files read at one start, at most; a job silent this long is forgotten. */
const MAX_JOBS_READ = 256
const JOB_FORGOTTEN_MS = 7 * 24 * HOUR_MS
/** A cadence that does not fit is said once, and again a day later if it still does not. */
const SAY_AGAIN_MS = 24 * HOUR_MS
/**
 * A ticket is given up only by its taker, in the moments after it took it (its second look):
 * one whose moment is this far past keeps what it says, and is read once by each process.
 */
const TICKET_SETTLED_MS = 60_000

const TICKET_NAME = /^t(\d{1,15})$/

export interface LedgerOptions {
  /** The key's folder: ledgerFolder(root, apiKey). */
  dir: string
  /** Requests per hour the key allows (default: the service's 100). */
  limit?: number
  clock?: Clock
  disk?: Disk
  /** Told once when the ledger cannot be used (requests then go without it). */
  onTrouble?: (message: string) => void
}

/** What a run's start learns of the hour (HourFit), and whether it is the one to say so. */
export interface StartNote extends HourFit {
  /** The cadence does not fit, and this start says it (once a day per job). */
  sayNow: boolean
}

export class HourLedger {
  readonly dir: string
  readonly limit: number
  private readonly clock: Clock
  private readonly disk: Disk
  private readonly onTrouble?: (message: string) => void
  private troubleSaid = false
  private ready?: Promise<void>
  /**
   * The tickets this process has read or taken, by number, while the folder lists them. What
   * a ticket says is written with its create, and numbers are never taken twice, so a settled
   * ticket (TICKET_SETTLED_MS) is not read again: a replay sending the hour's overflow, or a
   * heartbeat process beating for hours, reads each ticket once instead of every ticket of the
   * hour for each request. One given up after all (its taker stalled that long) counts on here
   * until it leaves the folder: too careful, never over the limit.
   */
  private readonly known = new Map<number, Ticket>()

  constructor(o: LedgerOptions) {
    this.dir = o.dir
    this.limit = Math.max(1, Math.floor(o.limit ?? SERVICE_HOURLY_LIMIT))
    this.clock = o.clock ?? systemClock
    this.disk = o.disk ?? localDisk
    this.onTrouble = o.onTrouble
  }

  /**
   * Asks for one request of `kind` at `at` (default now): granted, and then counted, or held
   * back with the earliest moment there may be room. Never throws.
   */
  async permit(kind: CallKind | 'list-pipelines', at = this.clock.now()): Promise<Permit> {
    try {
      await this.ensureDir()
      const paused = pausedAt(await this.readPause(), at)
      if (paused) return paused
      return await this.take(ticketKindOf(kind), at)
    } catch (error) {
      this.trouble(error)
      return { granted: true }
    }
  }

  /**
   * What the service answered a request (200 for a success): a 429 pauses every request of the
   * key (pauseAfter429); any other answer ends a pause. Never throws.
   */
  async answered(status: number, retryAfterMs?: number): Promise<void> {
    try {
      const previous = await this.readPause()
      if (status === 429) {
        await this.ensureDir()
        const pause = pauseAfter429(this.clock.now(), retryAfterMs, previous)
        await writeFileAtomic(this.dir, 'pause.json', `${JSON.stringify(pause)}\n`, this.disk)
      } else if (previous !== undefined) {
        await removeIfPresent(join(this.dir, 'pause.json'), this.disk)
      }
    } catch (error) {
      this.trouble(error)
    }
  }

  /** The requests of the last hour this machine made with the key, oldest first. */
  async lastHour(): Promise<Ticket[]> {
    const now = this.clock.now()
    const { live } = await this.readTickets().catch(() => ({ live: [] as Ticket[] }))
    return live.filter(t => t.at > now - HOUR_MS).sort((a, b) => a.n - b.n)
  }

  /**
   * A run of `jobName` starts: its start is noted, and the answer says whether the cadences of
   * the key's jobs on this machine fit the hour, and how many of them there are. Never throws.
   */
  async noteStart(jobName: string, reportsPerRun: number): Promise<StartNote> {
    const now = this.clock.now()
    try {
      const jobs = join(this.dir, 'jobs')
      await ensurePrivateDir(jobs, this.disk)
      const name = `${shortHash(jobName, 32)}.json`
      const mine = await this.readJob(join(jobs, name))
      const starts = [...(mine?.starts ?? []).filter(t => t < now), now].slice(-PACE_STARTS_KEPT)
      const fit = hourFit(
        { starts, reportsPerRun },
        await this.otherJobs(jobs, name, now),
        now,
        this.limit
      )
      const saidAt = fit.fits ? undefined : mine?.saidAt
      const sayNow = !fit.fits && (saidAt === undefined || now - saidAt >= SAY_AGAIN_MS)
      const kept: JobFile = {
        starts,
        reportsPerRun,
        ...(sayNow ? { saidAt: now } : saidAt ? { saidAt } : {})
      }
      await writeFileAtomic(jobs, name, `${JSON.stringify(kept)}\n`, this.disk)
      return { ...fit, sayNow }
    } catch (error) {
      this.trouble(error)
      return { fits: true, need: 0, activeJobs: 1, sayNow: false }
    }
  }

  private ensureDir(): Promise<void> {
    this.ready ??= ensurePrivateDir(this.dir, this.disk).catch((error: unknown) => {
      this.ready = undefined
      throw error
    })
    return this.ready
  }

  private trouble(error: unknown): void {
    if (this.troubleSaid) return
    this.troubleSaid = true
    const why = error instanceof Error ? error.message : String(error)
    this.onTrouble?.(
      `the key's hourly ledger in ${this.dir} cannot be used (${why}): requests go without it`
    )
  }

  /** Takes the next ticket, or finds the hour full (see the module's comment). */
  private async take(kind: TicketKind, at: number): Promise<Permit> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const before = await this.readTickets()
      const room = roomAt(kind, at, before.live, this.limit)
      if (!room.granted) return room
      const n = before.last + 1
      if (!(await createExclusive(this.ticketPath(n), ticketText({ at, kind }), this.disk)))
        continue // another process took this number: look again
      const after = await this.lookAgain(n, before)
      // A number above ours: ours was taken before and cleaned away, and our look is older
      // than that. Give it up and look again.
      if (after === 'stale') {
        await this.voidTicket(n)
        continue
      }
      const settled = roomAt(kind, at, after, this.limit)
      if (!settled.granted) {
        await this.voidTicket(n)
        return settled
      }
      // Ours, and counted: this process never gives it up now.
      this.known.set(n, { n, at, kind })
      if (n % CLEAN_EVERY === 0) await this.cleanUp(n).catch(() => undefined)
      return settled
    }
    return {
      granted: false,
      until: at + CROWDED_WAIT_MS,
      why: `${MAX_ROUNDS} times another process took the next place in the ledger first`
    }
  }

  /**
   * The tickets below ours, once ours exists: those read before, and any the first listing
   * missed (a folder read while others create files in it may leave out one made meanwhile);
   * 'stale' when a number above ours exists.
   */
  private async lookAgain(n: number, before: { live: Ticket[] }): Promise<Ticket[] | 'stale'> {
    const numbers = ticketNumbers(await listFiles(this.dir, this.disk))
    if ((numbers[0] ?? -1) > n) return 'stale'
    const seen = new Set(before.live.map(t => t.n))
    const live = before.live.filter(t => t.n < n)
    for (const m of numbers.slice(0, this.limit + EXTRA_TICKETS_READ)) {
      if (m >= n || seen.has(m)) continue
      const ticket = await this.readTicket(m)
      if (ticket) live.push(ticket)
    }
    return live
  }

  private voidTicket(n: number): Promise<void> {
    return writeFileAtomic(this.dir, `t${n}`, '{"void":true}\n', this.disk)
  }

  private ticketPath(n: number): string {
    return join(this.dir, `t${n}`)
  }

  /** The tickets in the ledger (the newest, within the bound) and the highest number taken. */
  private async readTickets(): Promise<{ live: Ticket[]; last: number }> {
    const numbers = ticketNumbers(await listFiles(this.dir, this.disk))
    const listed = numbers.slice(0, this.limit + EXTRA_TICKETS_READ)
    const read = await mapInOrder(listed, TICKETS_READ_AT_ONCE, n => this.readTicket(n))
    const live = read.filter(t => t !== undefined)
    // What the folder no longer lists (cleaned away, or beyond the bound) is forgotten.
    const kept = new Set(listed)
    for (const n of this.known.keys()) if (!kept.has(n)) this.known.delete(n)
    return { live, last: numbers[0] ?? -1 }
  }

  /** A ticket that counts; undefined for one given up, gone, or not ours. */
  private async readTicket(n: number): Promise<Ticket | undefined> {
    const known = this.known.get(n)
    if (known) return known
    const text = await readRegularFile(this.ticketPath(n), this.disk, MAX_TICKET_BYTES)
    // Created, its content not written yet: a request going now.
    if (text === '') return { n, at: this.clock.now(), kind: 'report' }
    const parsed = text ? parseTicket(text) : undefined
    if (!parsed) return undefined
    const ticket = { n, ...parsed }
    if (this.clock.now() - ticket.at >= TICKET_SETTLED_MS) this.known.set(n, ticket)
    return ticket
  }

  /**
   * Removes the tickets that left the hour (and then some), and those given up, always keeping
   * the highest number, so the next is never one taken before. A ticket left empty by a process
   * that died as it wrote it goes once it is an hour older than the newest, by the files' times.
   */
  private async cleanUp(newest: number): Promise<void> {
    const now = this.clock.now()
    const newestTime = await modifiedAt(this.ticketPath(newest), this.disk)
    for (const n of ticketNumbers(await listFiles(this.dir, this.disk))) {
      if (n >= newest) continue
      const path = this.ticketPath(n)
      const known = this.known.get(n)
      if (known) {
        if (known.at <= now - HOUR_MS - CLEAN_SLACK_MS) await removeIfPresent(path, this.disk)
        continue
      }
      const text = await readRegularFile(path, this.disk, MAX_TICKET_BYTES)
      if (text === undefined) continue
      const ticket = text ? parseTicket(text) : undefined
      let gone: boolean
      if (text === '') {
        const time = await modifiedAt(path, this.disk)
        gone = time !== undefined && newestTime !== undefined && newestTime - time > HOUR_MS
      } else gone = ticket === undefined || ticket.at <= now - HOUR_MS - CLEAN_SLACK_MS
      if (gone) await removeIfPresent(path, this.disk)
    }
  }

  private async readPause(): Promise<Pause | undefined> {
    const text = await readRegularFile(join(this.dir, 'pause.json'), this.disk, MAX_TICKET_BYTES)
    const value = parseJson(text) as Partial<Pause> | undefined
    return isTime(value?.until) && isCount(value?.streak)
      ? { until: value.until, streak: value.streak }
      : undefined
  }

  private async readJob(path: string): Promise<JobFile | undefined> {
    const text = await readRegularFile(path, this.disk, MAX_JOB_FILE_BYTES)
    const value = parseJson(text) as Partial<JobFile> | undefined
    if (!Array.isArray(value?.starts) || !isCount(value.reportsPerRun)) return undefined
    const starts = value.starts.filter(isTime).slice(-PACE_STARTS_KEPT)
    return {
      starts,
      reportsPerRun: value.reportsPerRun,
      ...(isTime(value.saidAt) ? { saidAt: value.saidAt } : {})
    }
  }

  /** The other jobs of the key on this machine (the bounded few), forgetting long-silent ones. */
  private async otherJobs(jobs: string, own: string, now: number): Promise<JobPace[]> {
    const names = (await listFiles(jobs, this.disk)).filter(n => n !== own && n.endsWith('.json'))
    const paces: JobPace[] = []
    for (const name of names.slice(0, MAX_JOBS_READ)) {
      const job = await this.readJob(join(jobs, name))
      const last = job?.starts[job.starts.length - 1]
      if (job && last !== undefined && now - last < JOB_FORGOTTEN_MS) paces.push(job)
      else if (job) await removeIfPresent(join(jobs, name), this.disk).catch(() => undefined)
    }
    return paces
  }
}

interface JobFile extends JobPace {
  saidAt?: number
}

/** Ticket numbers among the folder's names, highest first. */
function ticketNumbers(names: string[]): number[] {
  const numbers: number[] = []
  for (const name of names) {
    const m = TICKET_NAME.exec(name)
    if (m) numbers.push(Number(m[1]))
  }
  return numbers.sort((a, b) => b - a)
}

function ticketText(t: { at: number; kind: TicketKind }): string {
  return `${JSON.stringify({ at: t.at, kind: t.kind })}\n`
}

/** A ticket's time and kind; undefined for one given up, or anything that is not ours. */
function parseTicket(text: string): { at: number; kind: TicketKind } | undefined {
  const value = parseJson(text) as { at?: unknown; kind?: unknown } | undefined
  if (!isTime(value?.at)) return undefined
  if (value.kind !== 'report' && value.kind !== 'heartbeat') return undefined
  return { at: value.at, kind: value.kind }
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isTime(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000
}
