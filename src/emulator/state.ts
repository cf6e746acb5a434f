/** What the emulator remembers between requests, and the answer type its handlers return. */
import { FaultBook } from './faults.js'
import { HourlyLimit } from './rate-limit.js'
import type {
  EmulatedRun,
  RecordedHeartbeat,
  RecordedNotification,
  RecordedRequest
} from './types.js'

export interface Answer {
  status: number
  body: unknown
  /** Send `body` as a JSON string holding JSON (the monitoring endpoint's form, API text 2.2). */
  doubleEncoded?: boolean
  headers?: Record<string, string>
}

export class EmulatorState {
  requests: RecordedRequest[] = []
  runs = new Map<string, EmulatedRun>()
  notifications: RecordedNotification[] = []
  heartbeats: RecordedHeartbeat[] = []
  readonly faults = new FaultBook()
  readonly limit: HourlyLimit
  /** Numbers the request records; not reset, so a record's number stays unique. */
  seq = 0

  constructor(
    readonly now: () => number,
    hourlyLimit: number
  ) {
    this.limit = new HourlyLimit(now, hourlyLimit)
  }

  iso(): string {
    return new Date(this.now()).toISOString()
  }

  /** Forgets runs, records, faults and the hourly count. */
  reset(): void {
    this.requests = []
    this.runs = new Map()
    this.notifications = []
    this.heartbeats = []
    this.faults.clear()
    this.limit.reset()
  }
}
