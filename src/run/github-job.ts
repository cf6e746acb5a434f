/**
 * A job as the GitHub jobs API answers it (GET /repos/{owner}/{repo}/actions/jobs/{job_id}):
 * the fields the end report and the run's context read.
 */
export interface JobStep {
  name: string
  status: string
  conclusion: string | null
  number: number
  started_at?: string | null
  completed_at?: string | null
}

export interface JobInfo {
  id: number
  name: string
  html_url?: string | null
  status?: string
  conclusion?: string | null
  runner_name?: string | null
  /** When the job was created (queued), and when a runner started it: ISO 8601. */
  created_at?: string | null
  started_at?: string | null
  steps: JobStep[]
}
