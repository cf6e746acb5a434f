/**
 * Live progress for heartbeats: the step running now and how long ago the job last printed,
 * so a job stuck without a word shows as such in the service while it is stuck. The runner
 * writes its pages about 4 KB behind, so a job that prints little looks quieter than it is.
 */
import type { Progress } from './page-watcher.js'

export function progressMetadata(p: Progress, now: number): Record<string, string | number> {
  const m: Record<string, string | number> = {}
  if (p.currentStep) m.current_step = p.currentStep.slice(0, 200)
  if (p.lastOutputAt !== undefined)
    m.seconds_since_output = Math.max(0, Math.round((now - p.lastOutputAt) / 1000))
  return m
}
