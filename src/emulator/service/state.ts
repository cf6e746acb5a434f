/** What the emulator remembers between requests, and the answer type its handlers return. */
import { type Retention } from '../history/bounded.js'
import { FaultBook } from './faults.js'
import type { EventStorage, History, RunRetention, RunStorage } from '../history/storage.js'
import { type EmulatorLimits } from './limits.js'
import { HourlyLimit } from './rate-limit.js'
import { RequestRecord } from './record.js'
import type { RunQuery } from '../history/run-query.js'
import { type RunReport, runReport } from '../history/run-state.js'
import type { EmulatedRun, RecordedHeartbeat, RecordedNotification } from './types.js'

export interface Answer {
  status: number
  body: unknown
  /** Send `body` as a JSON string holding JSON (the monitoring endpoint's form, API text 2.2). */
  doubleEncoded?: boolean
  headers?: Record<string, string>
}

/** How much each store keeps and has dropped: `GET /_emulator/record` and the run page. */
export interface RecordSummary {
  requests: Retention
  runs: RunRetention
  heartbeats: Retention
  notifications: Retention
  maxBodyBytes: number
}

const DAY_MS = 86_400_000
/** How often, at most, history older than the retention is looked for. */
const PRUNE_EVERY_MS = 60_000

export class EmulatorState {
  readonly requests: RequestRecord
  readonly runs: RunStorage
  readonly notifications: EventStorage<RecordedNotification>
  readonly heartbeats: EventStorage<RecordedHeartbeat>
  readonly faults = new FaultBook()
  readonly limit: HourlyLimit
  private prunedAt = -Infinity

  constructor(
    readonly now: () => number,
    hourlyLimit: number,
    readonly limits: EmulatorLimits,
    readonly history: History,
    /** The interval behind next_expected, which also says when a run is stalled. */
    readonly intervalMs: number,
    /** Runs and events older than this many days are forgotten; undefined keeps them. */
    readonly retentionDays?: number
  ) {
    this.limit = new HourlyLimit(now, hourlyLimit)
    this.requests = new RequestRecord(limits.maxRecordedRequests, limits.maxRecordedBytes, () =>
      this.iso()
    )
    this.runs = history.runs
    this.notifications = history.notifications
    this.heartbeats = history.heartbeats
    this.pruneOld()
  }

  iso(): string {
    return new Date(this.now()).toISOString()
  }

  /** Forgets what is older than the retention (at most once a minute: it runs on requests). */
  pruneOld(): void {
    if (this.retentionDays === undefined) return
    const now = this.now()
    if (now - this.prunedAt < PRUNE_EVERY_MS) return
    this.prunedAt = now
    this.history.prune(now - this.retentionDays * DAY_MS)
  }

  report(run: EmulatedRun): RunReport {
    return runReport(run, this.now(), this.intervalMs)
  }

  /** The runs a query asks for, with their state, oldest first. */
  reports(q: RunQuery = { filter: {} }): RunReport[] {
    // The store takes the limit itself unless the state asked for is one it cannot see.
    const filter = q.state ? q.filter : { ...q.filter, newest: q.limit }
    let out = this.runs.list(filter).map(r => this.report(r))
    if (q.state) out = out.filter(r => r.state === q.state)
    return q.limit === undefined ? out : out.slice(-q.limit)
  }

  summary(): RecordSummary {
    return {
      requests: this.requests.retention(),
      runs: this.runs.retention(),
      heartbeats: this.heartbeats.retention(),
      notifications: this.notifications.retention(),
      maxBodyBytes: this.limits.maxBodyBytes
    }
  }

  /** Forgets runs, records, faults and the hourly count. */
  reset(): void {
    this.requests.clear()
    this.history.clear()
    this.faults.clear()
    this.limit.reset()
  }
}
