/** What the emulator records and answers with, for tests, the demo and `job-monitor runs`. */
import type { Metadata, RunStatus, PipelineStatus } from './api.js'

/** How the Authorization header looked: the key itself is never stored. */
export type AuthForm = 'bare' | 'bearer' | 'missing' | 'wrong'

export interface RecordedRequest {
  seq: number
  at: string
  method: string
  path: string
  auth: AuthForm
  /** The body exactly as received. */
  rawBody: string
  /** The body parsed as JSON, or null. */
  body: unknown
  /** Why the body was not read (it nests too deep, see read-json.ts): answered 400. */
  unread?: string
  /** The status answered; 0 when the request was hung or reset. */
  status: number
  /** Rules of the API text the request broke. */
  violations: string[]
  /** The injected fault that shaped the answer, if any. */
  fault?: string
}

export interface EmulatedRun {
  run_id: string
  job_name: string
  status: RunStatus
  start_time: string
  end_time: string | null
  error_details: string | null
  metadata?: Metadata
  end_metadata?: Metadata
  tags?: string[] | null
  logs?: string
  /** Set when the emulator dropped this run's logs to stay within its limits: their size. */
  logs_dropped_bytes?: number
  /** Heartbeats received for this job while the run was running. */
  heartbeats: number
  last_heartbeat?: string
  /** When the emulator saw the start and the end. */
  received_start: string
  received_end?: string
}

export interface RecordedNotification {
  at: string
  pipeline_id: string
  status: PipelineStatus
  message?: string
  metadata?: Metadata
}

export interface RecordedHeartbeat {
  at: string
  job_name: string
  current_time: string
  metadata?: Metadata
  run_id?: string
}

/** A fault applied to the next `count` requests matching `path`. */
export interface Fault {
  /** '/monitoring', '/heartbeat', a full path, '/api/*' for the pipeline family, or '*'. */
  path: string
  count?: number
  /** Answer with this status (and a small JSON error body). */
  status?: number
  /** With `status`: the Retry-After header to send. */
  retryAfter?: string
  /** Wait this long before answering (then answer normally unless another option says otherwise). */
  delayMs?: number
  /** Accept the request and never answer (until the emulator closes). */
  hang?: boolean
  /** Destroy the connection without an answer. */
  reset?: boolean
  /** Answer an end report with update_status "Failed" without recording the end. */
  updateStatusFailed?: boolean
}
