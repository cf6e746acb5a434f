/**
 * The only place request bodies are built, so every front end follows the same wire rules
 * (API text, 2.1-2.4): a start has run_id "" and end_time null; an end repeats the start's
 * job_name and byte-identical start_time and says `None` when there is no error; fields whose
 * type has no null (logs, metadata) are left out rather than sent as null.
 */
import {
  type EndReportBody,
  type EndStatus,
  END_STATUSES,
  type HeartbeatBody,
  type Metadata,
  NO_ERROR,
  PIPELINE_STATUSES,
  type PipelineNotificationBody,
  type PipelineStatus,
  type StartReportBody
} from './wire.js'
import { MAX_NESTING, nestsDeeperThan } from './nesting.js'

/** A mistake in what the caller asked to send (not a service error). */
export class ReportInputError extends Error {
  override name = 'ReportInputError'
}

function jobNameOf(jobName: string): string {
  if (typeof jobName !== 'string' || jobName.trim() === '') {
    throw new ReportInputError('job name must be a non-empty string')
  }
  return jobName
}

/** What a start_time, end_time or current_time must be: a timestamp Date.parse reads. */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value))
}

function timestampOf(field: string, value: string): string {
  if (!isTimestamp(value)) {
    throw new ReportInputError(
      `${field} must be an ISO 8601 timestamp, got ${JSON.stringify(value)}`
    )
  }
  return value
}

function tagsOf(tags: string[] | null | undefined): { tags?: string[] | null } {
  if (tags === undefined) return {}
  if (tags === null) return { tags: null }
  if (!Array.isArray(tags) || tags.some(t => typeof t !== 'string')) {
    throw new ReportInputError('tags must be a list of strings')
  }
  return { tags: [...tags] }
}

function metadataOf(metadata: Metadata | undefined | null): { metadata?: Metadata } {
  if (metadata === undefined || metadata === null) return {}
  if (typeof metadata !== 'object' || Array.isArray(metadata)) {
    throw new ReportInputError('metadata must be an object')
  }
  if (nestsDeeperThan(metadata)) {
    throw new ReportInputError(
      `metadata must not nest objects and lists more than ${MAX_NESTING} levels deep`
    )
  }
  return { metadata }
}

function logsOf(logs: string | undefined | null): { logs?: string } {
  if (logs === undefined || logs === null || logs === '') return {}
  if (typeof logs !== 'string') throw new ReportInputError('logs must be a string')
  return { logs }
}

export function startReport(i: {
  jobName: string
  startTime: string
  metadata?: Metadata
  tags?: string[] | null
  logs?: string
}): StartReportBody {
  return {
    job_name: jobNameOf(i.jobName),
    status: 'running',
    run_id: '',
    start_time: timestampOf('start_time', i.startTime),
    end_time: null,
    error_details: null,
    ...metadataOf(i.metadata),
    ...tagsOf(i.tags),
    ...logsOf(i.logs)
  }
}

export function endReport(i: {
  jobName: string
  startTime: string
  runId: string
  status: EndStatus
  endTime: string
  errorDetails?: string | null
  metadata?: Metadata
  tags?: string[] | null
  logs?: string
}): EndReportBody {
  if (!END_STATUSES.includes(i.status)) {
    throw new ReportInputError(
      `status must be one of ${END_STATUSES.join(', ')}, got ${JSON.stringify(i.status)}`
    )
  }
  if (typeof i.runId !== 'string') throw new ReportInputError('run id must be a string')
  return {
    job_name: jobNameOf(i.jobName),
    status: i.status,
    run_id: i.runId,
    // Byte-identical to the start's: the service matches the two requests of a run.
    start_time: timestampOf('start_time', i.startTime),
    end_time: timestampOf('end_time', i.endTime),
    error_details: i.errorDetails ? i.errorDetails : NO_ERROR,
    ...metadataOf(i.metadata),
    ...tagsOf(i.tags),
    ...logsOf(i.logs)
  }
}

export function heartbeatBody(i: {
  jobName: string
  currentTime: string
  metadata?: Metadata
}): HeartbeatBody {
  return {
    job_name: jobNameOf(i.jobName),
    current_time: timestampOf('current_time', i.currentTime),
    ...metadataOf(i.metadata)
  }
}

export function pipelineNotification(i: {
  status: PipelineStatus
  message?: string
  metadata?: Metadata
}): PipelineNotificationBody {
  if (!PIPELINE_STATUSES.includes(i.status)) {
    throw new ReportInputError(
      `pipeline status must be one of ${PIPELINE_STATUSES.join(', ')}, got ${JSON.stringify(i.status)}`
    )
  }
  return {
    status: i.status,
    ...(i.message ? { message: i.message } : {}),
    ...metadataOf(i.metadata)
  }
}
