/**
 * The wire rules of the API text, checked independently of the client: each function returns
 * the rules a request body breaks, in words that name the field.
 */
import { END_STATUSES, PIPELINE_STATUSES, RUN_STATUSES, START_STATUS } from './api.js'

type Body = Record<string, unknown>

/** ISO 8601 date-time; `withOffset` asks for an explicit Z or ±hh:mm. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const ISO_ANY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

export function isObject(value: unknown): value is Body {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function timestamp(body: Body, field: string, withOffset: boolean, out: string[]): void {
  const v = body[field]
  if (typeof v !== 'string') {
    out.push(`${field} must be an ISO 8601 timestamp string`)
  } else if (!(withOffset ? ISO_WITH_OFFSET : ISO_ANY).test(v) || Number.isNaN(Date.parse(v))) {
    out.push(
      `${field} must be an ISO 8601 timestamp${withOffset ? ' in UTC with a timezone offset' : ''}, got ${JSON.stringify(v)}`
    )
  }
}

function optionalFields(body: Body, out: string[]): void {
  if ('metadata' in body && !isObject(body.metadata)) out.push('metadata must be an object')
  if ('tags' in body && body.tags !== null) {
    if (!Array.isArray(body.tags) || body.tags.some(t => typeof t !== 'string')) {
      out.push('tags must be null or a list of strings')
    }
  }
  if ('logs' in body && typeof body.logs !== 'string') out.push('logs must be a string')
}

function jobName(body: Body, out: string[]): void {
  if (typeof body.job_name !== 'string' || body.job_name.trim() === '') {
    out.push('job_name must be a non-empty string')
  }
}

/** 2.1 on a start: status running, run_id "", end_time null, error_details null. */
export function checkRunReport(body: Body): string[] {
  const out: string[] = []
  jobName(body, out)
  const status = body.status
  if (typeof status !== 'string' || !(RUN_STATUSES as readonly string[]).includes(status)) {
    out.push(`status must be one of ${RUN_STATUSES.join(', ')}`)
    return out
  }
  if (!('run_id' in body)) out.push('run_id is required')
  if (!('start_time' in body)) out.push('start_time is required')
  else timestamp(body, 'start_time', true, out)
  if (!('end_time' in body)) out.push('end_time is required (null on a start)')
  if (status === START_STATUS) {
    if (body.run_id !== '') {
      out.push(
        `run_id must be an empty string on a start, got ${JSON.stringify(body.run_id)} ` +
          '(the API text shows null in an example; its field description is the rule)'
      )
    }
    if ('end_time' in body && body.end_time !== null) out.push('end_time must be null on a start')
    if ('error_details' in body && body.error_details !== null) {
      out.push('error_details must be null on a start')
    }
  } else {
    if (typeof body.run_id !== 'string' || body.run_id === '') {
      out.push('run_id must be the run_id returned by the start')
    }
    if ('end_time' in body) timestamp(body, 'end_time', true, out)
    if ('error_details' in body && typeof body.error_details !== 'string') {
      out.push('error_details must be a string on an end (the literal None when there is no error)')
    }
    if (!(END_STATUSES as readonly string[]).includes(status)) out.push('bad end status')
  }
  optionalFields(body, out)
  return out
}

/** 2.3. */
export function checkHeartbeat(body: Body): string[] {
  const out: string[] = []
  jobName(body, out)
  timestamp(body, 'current_time', false, out)
  if ('metadata' in body && !isObject(body.metadata)) out.push('metadata must be an object')
  return out
}

/** 2.4. */
export function checkPipelineNotification(body: Body): string[] {
  const out: string[] = []
  if (
    typeof body.status !== 'string' ||
    !(PIPELINE_STATUSES as readonly string[]).includes(body.status)
  ) {
    out.push(`status must be one of ${PIPELINE_STATUSES.join(', ')}`)
  }
  if ('message' in body && typeof body.message !== 'string') out.push('message must be a string')
  if ('metadata' in body && !isObject(body.metadata)) out.push('metadata must be an object')
  return out
}
