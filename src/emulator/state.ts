/** What the emulator remembers between requests, and the answer type its handlers return. */
import { BoundedList, type Retention } from './bounded.js'
import { FaultBook } from './faults.js'
import { type EmulatorLimits, jsonBytes } from './limits.js'
import { HourlyLimit } from './rate-limit.js'
import { RequestRecord } from './record.js'
import { type RunRetention, RunStore } from './runs.js'
import type { RecordedHeartbeat, RecordedNotification } from './types.js'

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

export class EmulatorState {
  readonly requests: RequestRecord
  readonly runs: RunStore
  readonly notifications: BoundedList<RecordedNotification>
  readonly heartbeats: BoundedList<RecordedHeartbeat>
  readonly faults = new FaultBook()
  readonly limit: HourlyLimit

  constructor(
    readonly now: () => number,
    hourlyLimit: number,
    readonly limits: EmulatorLimits
  ) {
    this.limit = new HourlyLimit(now, hourlyLimit)
    this.requests = new RequestRecord(limits.maxRecordedRequests, limits.maxRecordedBytes, () =>
      this.iso()
    )
    this.runs = new RunStore(limits.maxRuns, limits.maxRunBytes)
    this.notifications = new BoundedList<RecordedNotification>(
      limits.maxEvents,
      limits.maxEventBytes,
      jsonBytes
    )
    this.heartbeats = new BoundedList<RecordedHeartbeat>(
      limits.maxEvents,
      limits.maxEventBytes,
      jsonBytes
    )
  }

  iso(): string {
    return new Date(this.now()).toISOString()
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
    this.runs.clear()
    this.notifications.clear()
    this.heartbeats.clear()
    this.faults.clear()
    this.limit.reset()
  }
}
