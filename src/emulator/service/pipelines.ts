/** Pipelines as their notifications tell them: `GET /api/v1/pipelines` and the pipelines page. */
import type { PipelineStatus } from './api.js'
import type { RecordedNotification } from './types.js'

/** How many of a pipeline's latest notifications the page shows. */
export const RECENT = 5

export interface PipelineSummary {
  pipeline_id: string
  status: PipelineStatus
  message?: string
  updated_at: string
  /** Notifications kept for it. */
  notifications: number
  /** Its latest notifications, newest first. */
  recent: RecordedNotification[]
}

/** One summary per pipeline, in the order they were first notified. */
export function pipelineSummaries(notifications: RecordedNotification[]): PipelineSummary[] {
  const byId = new Map<string, PipelineSummary>()
  for (const n of notifications) {
    const p = byId.get(n.pipeline_id)
    byId.set(n.pipeline_id, {
      pipeline_id: n.pipeline_id,
      status: n.status,
      ...(n.message ? { message: n.message } : {}),
      updated_at: n.at,
      notifications: (p?.notifications ?? 0) + 1,
      recent: [n, ...(p?.recent ?? [])].slice(0, RECENT)
    })
  }
  return [...byId.values()]
}
