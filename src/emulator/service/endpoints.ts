/** The four endpoints of the API text: what each checks, records and answers. */
import { randomBytes } from 'node:crypto'
import {
  type EndStatus,
  type Metadata,
  type PipelineStatus,
  START_STATUS,
  UPDATE_STATUS
} from './api.js'
import { checkHeartbeat, checkPipelineNotification, checkRunReport, isObject } from './rules.js'
import type { Answer, EmulatorState } from './state.js'
import { pipelineSummaries } from './pipelines.js'
import type { RecordedRequest } from './types.js'

export function handleRunReport(
  state: EmulatorState,
  body: Record<string, unknown>,
  record: RecordedRequest
): Answer {
  const { runs } = state
  const violations = checkRunReport(body)
  if (violations.length) {
    record.violations.push(...violations)
    return { status: 400, body: { error: violations.join('; ') } }
  }
  if (body.status === START_STATUS) {
    const runId = `run_${randomBytes(8).toString('hex')}`
    runs.add({
      run_id: runId,
      job_name: body.job_name as string,
      status: START_STATUS,
      start_time: body.start_time as string,
      end_time: null,
      error_details: null,
      ...(isObject(body.metadata) ? { metadata: body.metadata as Metadata } : {}),
      ...('tags' in body ? { tags: body.tags as string[] | null } : {}),
      ...(typeof body.logs === 'string' ? { logs: body.logs } : {}),
      heartbeats: 0,
      received_start: state.iso()
    })
    return { status: 200, body: { run_id: runId }, doubleEncoded: true }
  }
  const run = runs.get(body.run_id as string)
  if (!run) {
    record.violations.push('end report for an unknown run_id')
    return { status: 404, body: { error: `unknown run_id ${JSON.stringify(body.run_id)}` } }
  }
  if (run.status !== START_STATUS) {
    record.violations.push(`end report for a run already ${run.status}`)
    return { status: 409, body: { error: `run ${run.run_id} already ended (${run.status})` } }
  }
  const mismatch: string[] = []
  if (body.job_name !== run.job_name) mismatch.push('job_name must be the same as on the start')
  if (body.start_time !== run.start_time) {
    mismatch.push("start_time must be byte-identical to the start report's")
  }
  if (mismatch.length) {
    record.violations.push(...mismatch)
    return { status: 400, body: { error: mismatch.join('; ') } }
  }
  run.status = body.status as EndStatus
  run.end_time = body.end_time as string
  run.error_details = (body.error_details as string | undefined) ?? null
  if (isObject(body.metadata)) run.end_metadata = body.metadata as Metadata
  if ('tags' in body) run.tags = body.tags as string[] | null
  if (typeof body.logs === 'string') {
    // The end's logs replace the start's, including any the emulator had to drop.
    run.logs = body.logs
    delete run.logs_dropped_bytes
  }
  run.received_end = state.iso()
  runs.updated(run)
  return { status: 200, body: { update_status: UPDATE_STATUS.updated }, doubleEncoded: true }
}

export function handleHeartbeat(
  state: EmulatorState,
  body: Record<string, unknown>,
  record: RecordedRequest
): Answer {
  const violations = checkHeartbeat(body)
  if (violations.length) {
    record.violations.push(...violations)
    return { status: 400, body: { error: violations.join('; ') } }
  }
  const jobName = body.job_name as string
  const run = state.runs.latestRunning(jobName)
  const at = state.iso()
  if (run) {
    run.heartbeats++
    run.last_heartbeat = at
    state.runs.updated(run)
  }
  state.heartbeats.push({
    at,
    job_name: jobName,
    current_time: body.current_time as string,
    ...(isObject(body.metadata) ? { metadata: body.metadata as Metadata } : {}),
    ...(run ? { run_id: run.run_id } : {})
  })
  return {
    status: 200,
    body: {
      success: true,
      message: `Heartbeat received for ${jobName}`,
      next_expected: new Date(state.now() + state.intervalMs).toISOString()
    }
  }
}

export function handleNotify(
  state: EmulatorState,
  pipelineId: string,
  body: Record<string, unknown>,
  record: RecordedRequest
): Answer {
  const violations = checkPipelineNotification(body)
  if (violations.length) {
    record.violations.push(...violations)
    return { status: 400, body: { error: violations.join('; ') } }
  }
  state.notifications.push({
    at: state.iso(),
    pipeline_id: pipelineId,
    status: body.status as PipelineStatus,
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(isObject(body.metadata) ? { metadata: body.metadata as Metadata } : {})
  })
  return { status: 200, body: { status: 'ok', pipeline_id: pipelineId } }
}

export function listPipelines(state: EmulatorState): Answer {
  const pipelines = pipelineSummaries(state.notifications.items()).map(
    ({ recent: _recent, ...p }) => p
  )
  return { status: 200, body: { pipelines } }
}
