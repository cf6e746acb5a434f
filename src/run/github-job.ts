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
  /** When it ended (ISO 8601), once it has. */
  completed_at?: string | null
  /** The commit it ran: a re-run is flaky only on the same one. */
  head_sha?: string | null
  /** `.../check-runs/{id}`: where its annotations are. */
  check_run_url?: string | null
  steps: JobStep[]
}

/** Bounds on what is kept of an answer: a job has at most a few hundred steps. */
const MAX_STEPS = 1000
const MAX_TEXT = 1024

/**
 * The job in a jobs API answer, read totally: a field of the wrong type is left out, a step
 * without a name or number is dropped, texts are bounded. Undefined when the answer is not a
 * job at all (no numeric id).
 */
export function jobInfoOf(answer: unknown): JobInfo | undefined {
  const o = record(answer)
  if (!o || !Number.isSafeInteger(o.id)) return undefined
  const steps = Array.isArray(o.steps) ? o.steps.slice(0, MAX_STEPS) : []
  return {
    id: o.id as number,
    name: text(o.name) ?? '',
    ...optional(o, [
      'html_url',
      'status',
      'conclusion',
      'runner_name',
      'created_at',
      'started_at',
      'completed_at',
      'head_sha',
      'check_run_url'
    ]),
    steps: steps.flatMap(s => {
      const step = record(s)
      const name = text(step?.name)
      if (!step || name === undefined || !Number.isSafeInteger(step.number)) return []
      return [
        {
          name,
          status: text(step.status) ?? '',
          conclusion: text(step.conclusion) ?? null,
          number: step.number as number,
          ...optional(step, ['started_at', 'completed_at'])
        }
      ]
    })
  }
}

function record(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v.slice(0, MAX_TEXT) : undefined
}

/** The named fields that hold text, as they are; null stays null; others are left out. */
function optional(o: Record<string, unknown>, names: string[]): Record<string, string | null> {
  const out: Record<string, string | null> = {}
  for (const n of names) {
    if (o[n] === null) out[n] = null
    else if (typeof o[n] === 'string') out[n] = text(o[n]) as string
  }
  return out
}

/** What is read of a jobs list, whatever it holds (a matrix makes at most 256 jobs per run). */
const MAX_JOBS_READ = 1000

/**
 * The jobs of a jobs-list answer (GET .../runs/{id}/jobs or .../attempts/{n}/jobs), as objects
 * to read field by field: none when the answer holds no list, at most MAX_JOBS_READ of it.
 */
export function jobsIn(body: unknown): Record<string, unknown>[] {
  const jobs = (body as { jobs?: unknown } | null | undefined)?.jobs
  if (!Array.isArray(jobs)) return []
  return jobs
    .slice(0, MAX_JOBS_READ)
    .filter((j): j is Record<string, unknown> => !!j && typeof j === 'object')
}
