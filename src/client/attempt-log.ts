/**
 * One log line per attempt, so that every retry shows in the step's log. Built from the
 * error's kind and status only, never its message: a message can hold an excerpt of the
 * answer, and an answer can echo the key.
 */
import { STATUS_CODES } from 'node:http'
import type { AttemptEvent } from './client.js'
import {
  AuthError,
  ConnectionError,
  HttpStatusError,
  type MonitorError,
  OversizedAnswerError,
  ResponseShapeError,
  TimeoutError,
  UpdateFailedError
} from './errors.js'

const WHAT: Record<AttemptEvent['kind'], string> = {
  start: 'start report',
  end: 'end report',
  heartbeat: 'heartbeat',
  'pipeline-notification': 'pipeline notification',
  'list-pipelines': 'pipeline list'
}

/**
 * E.g. "end report: 503 Service Unavailable; attempt 2 of 3 in 2 s", or for a 429 "start
 * report: 429 Too Many Requests; attempt 2 of 3 is left to the queue, in 12 min or later".
 */
export function describeAttempt(e: AttemptEvent): string {
  const what = WHAT[e.kind]
  if (e.outcome === 'delivered')
    return `${what}: delivered (attempt ${e.attempt} of ${e.maxAttempts})`
  const reason = e.error ? reasonOf(e.error) : 'failed'
  let next: string
  if (e.waitMs !== undefined && e.handedOver)
    next = `attempt ${e.attempt + 1} of ${e.maxAttempts} is left to the queue, in ${seconds(e.waitMs)} or later`
  else if (e.waitMs !== undefined)
    next = `attempt ${e.attempt + 1} of ${e.maxAttempts} in ${seconds(e.waitMs)}`
  else if (e.error && !e.error.retryable) next = 'not retried'
  else next = `no attempt left (${e.attempt} of ${e.maxAttempts})`
  return `${what}: ${reason}; ${next}`
}

function reasonOf(error: MonitorError): string {
  if (error instanceof AuthError) return '401 Unauthorized (check the API key)'
  if (error instanceof HttpStatusError)
    return `${error.status} ${STATUS_CODES[error.status ?? 0] ?? 'status'}`.trim()
  if (error instanceof UpdateFailedError) return 'update_status "Failed"'
  if (error instanceof OversizedAnswerError) return 'answer too long, not read'
  if (error instanceof ResponseShapeError) return '200 with an answer not in the expected shape'
  if (error instanceof TimeoutError) return 'no answer in time'
  if (error instanceof ConnectionError) {
    const code = (error.cause as { code?: unknown } | undefined)?.code
    return `could not connect${typeof code === 'string' ? ` (${code})` : ''}`
  }
  return 'not sent'
}

/** A wait as a person reads it: tenths of a second, whole minutes past two of them. */
function seconds(ms: number): string {
  if (ms >= 120_000) return `${Math.round(ms / 60_000)} min`
  return `${Math.round(ms / 100) / 10} s`
}
