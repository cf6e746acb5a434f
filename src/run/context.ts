/**
 * The context that explains a run (which pipeline and job, where, on which commit, how long it
 * waited), sent as metadata with the run's reports. The keys are the OpenTelemetry CI/CD and
 * VCS semantic conventions (release candidates since semantic-conventions v1.43.0), flat and
 * dotted, so that tools which read those names read ours; what OpenTelemetry has no name for
 * goes under `job_monitor.`. Each front end reads its CI system's facts into a RunContext in
 * one place (environment/github.ts, cli/ci-facts.ts); this module alone names and bounds them.
 */
import type { EndStatus, Metadata } from '../client/wire.js'
import { inertLine } from '../util/inert-text.js'

/** What a CI system tells a job about its run, in its own values, read once. */
export interface RunContext {
  /** Which CI system ran the job: `github-actions`, `gitlab`, `buildkite`. */
  ciSystem: string
  /** The workflow (GitHub), the pipeline (GitLab, Buildkite). */
  pipelineName?: string
  pipelineRunId?: string
  pipelineRunUrl?: string
  /** The job. */
  taskName?: string
  taskRunId?: string
  taskRunUrl?: string
  /** The runner (GitHub, GitLab) or agent (Buildkite). */
  workerName?: string
  repositoryUrl?: string
  /** Branch or tag. */
  refName?: string
  refType?: 'branch' | 'tag'
  revision?: string
  vcsProvider?: string
  osType?: string
  hostArch?: string
  /** What started the run, in the CI system's word: `push`, `schedule`, ... */
  trigger?: string
  /** 1 for the first try of the run (GitHub) or of the job (Buildkite). */
  attempt?: number
  /** Who started the run. */
  actor?: string
  /** From the job's creation to its start on a runner (GitHub's jobs API). */
  queueSeconds?: number
  /** From the pipeline's creation to the job's start (GitLab). */
  pipelineWaitSeconds?: number
  /** From the job's start on the runner to the first step of ours: the runner's set-up. */
  setupSeconds?: number
}

/** The metadata key of each fact. Ours are the ones OpenTelemetry has no name for. */
export const CONTEXT_KEYS = {
  pipelineName: 'cicd.pipeline.name',
  pipelineRunId: 'cicd.pipeline.run.id',
  pipelineRunUrl: 'cicd.pipeline.run.url.full',
  taskName: 'cicd.pipeline.task.name',
  taskRunId: 'cicd.pipeline.task.run.id',
  taskRunUrl: 'cicd.pipeline.task.run.url.full',
  workerName: 'cicd.worker.name',
  repositoryUrl: 'vcs.repository.url.full',
  refName: 'vcs.ref.head.name',
  refType: 'vcs.ref.head.type',
  revision: 'vcs.ref.head.revision',
  vcsProvider: 'vcs.provider.name',
  osType: 'os.type',
  hostArch: 'host.arch',
  ciSystem: 'job_monitor.ci_system',
  trigger: 'job_monitor.trigger',
  attempt: 'job_monitor.attempt',
  actor: 'job_monitor.actor',
  queueSeconds: 'job_monitor.queue_seconds',
  pipelineWaitSeconds: 'job_monitor.pipeline_wait_seconds',
  setupSeconds: 'job_monitor.setup_seconds'
} as const satisfies Record<keyof RunContext, string>

/** The end report's result, OpenTelemetry's `cicd.pipeline.task.run.result`. */
export const TASK_RUN_RESULT_KEY = 'cicd.pipeline.task.run.result'

/** OpenTelemetry's result values (success, failure, error, timeout, cancellation, skip). */
export type TaskRunResult = 'success' | 'failure' | 'error' | 'timeout' | 'cancellation' | 'skip'

/** The task run result an end status stands for. */
export function taskRunResult(status: EndStatus): TaskRunResult {
  return status === 'success' ? 'success' : status === 'cancelled' ? 'cancellation' : 'failure'
}

/**
 * The longest text value sent. The API text states no limit on metadata; names, ids and URLs
 * of a run are far shorter, and what the environment holds beyond this is not a name.
 */
export const MAX_CONTEXT_CHARS = 1024

/** The longest span sent, in seconds: a year. Anything longer is a clock gone wrong. */
const MAX_SECONDS = 366 * 86_400

/**
 * Text we did not write, made fit to send: trimmed, control characters shown escaped, the
 * shapes the Actions runner would obey as a workflow command broken up, cut to
 * MAX_CONTEXT_CHARS; empty is nothing.
 */
export function contextText(raw: string | undefined): string | undefined {
  const text = raw?.trim()
  return text ? inertLine(text, MAX_CONTEXT_CHARS) : undefined
}

/** A whole number of seconds within [0, a year]; anything else is nothing. */
export function contextSeconds(seconds: number | undefined): number | undefined {
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined
  const whole = Math.round(seconds)
  return whole >= 0 && whole <= MAX_SECONDS ? whole : undefined
}

/**
 * An instant from a CI system's timestamp: ISO 8601 with its zone (`Z` or an offset), as
 * GitHub's API and GitLab's variables give it; anything else is nothing (Date.parse alone
 * reads a time without a zone as local time, and much that is not a timestamp at all).
 */
export function instantOf(text: string | null | undefined): number | undefined {
  if (typeof text !== 'string') return undefined
  const t = text.trim()
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:?\d\d)$/i.test(t))
    return undefined
  const ms = Date.parse(t)
  return Number.isNaN(ms) ? undefined : ms
}

/** Seconds from one instant to a later one, when both are known and in that order. */
export function secondsBetween(
  from: number | undefined,
  to: number | undefined
): number | undefined {
  return from === undefined || to === undefined ? undefined : contextSeconds((to - from) / 1000)
}

/**
 * A repository's address as OpenTelemetry's `vcs.repository.url.full` wants it: https, no
 * credentials, no `.git`. Takes `https://user:token@host/o/r.git`, `git@host:o/r.git` and
 * `ssh://git@host/o/r`; anything else is nothing (it could only hide a credential).
 */
export function repositoryUrlOf(raw: string | undefined): string | undefined {
  const text = raw?.trim()
  if (!text) return undefined
  const scp = /^[A-Za-z0-9._-]+@([A-Za-z0-9.-]+):(?!\/\/)([^\s]+)$/.exec(text)
  let host: string
  let path: string
  if (scp) {
    host = scp[1]
    path = scp[2]
  } else {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return undefined
    }
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol) || !url.hostname)
      return undefined
    host = url.hostname
    path = url.pathname
  }
  const clean = path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
  if (!clean || /[\s?#]/.test(clean)) return undefined
  return contextText(`https://${host}/${clean}`)
}

/**
 * The context as flat metadata: each known fact under its key, text bounded and inert,
 * numbers whole and in range; what is not known is left out.
 */
export function contextMetadata(context: RunContext | undefined): Metadata {
  const m: Metadata = {}
  if (!context) return m
  for (const [field, key] of Object.entries(CONTEXT_KEYS) as [keyof RunContext, string][]) {
    const value = context[field]
    if (typeof value === 'number') {
      const n = field === 'attempt' ? attemptOf(value) : contextSeconds(value)
      if (n !== undefined) m[key] = n
    } else if (typeof value === 'string') {
      const text = contextText(value)
      if (text !== undefined) m[key] = text
    }
  }
  return m
}

function attemptOf(n: number): number | undefined {
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined
}

/** The few keys that say which run a heartbeat belongs to: heartbeats stay small. */
export function identityMetadata(context: RunContext | undefined): Metadata {
  const all = contextMetadata(context)
  const m: Metadata = {}
  for (const field of ['repositoryUrl', 'pipelineRunId', 'taskName', 'taskRunId'] as const) {
    const key = CONTEXT_KEYS[field]
    if (all[key] !== undefined) m[key] = all[key]
  }
  return m
}

/** The user's metadata wins over the automatic one, key by key, kept as given. */
export function mergeMetadata(auto: Metadata, user: Metadata | undefined): Metadata {
  return { ...auto, ...user }
}
