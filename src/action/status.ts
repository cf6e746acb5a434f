/** The job's status as the runner states it (`job.status`), in the service's words. */
import type { EndStatus, PipelineStatus } from '../client/wire.js'

/** success -> success, failure -> failed, cancelled -> cancelled; anything else counts as failed. */
export function endStatusOf(jobStatus: string): EndStatus {
  switch (jobStatus.trim().toLowerCase()) {
    case 'success':
      return 'success'
    case 'cancelled':
      return 'cancelled'
    default:
      return 'failed'
  }
}

/** The pipeline endpoint has no `cancelled`: a cancelled job is `failed` with a message that says so. */
export function pipelineOutcome(
  status: EndStatus,
  jobName: string
): { status: PipelineStatus; message: string } {
  if (status === 'success') return { status: 'success', message: `${jobName} succeeded` }
  if (status === 'cancelled') return { status: 'failed', message: `${jobName} was cancelled` }
  return { status: 'failed', message: `${jobName} failed` }
}
