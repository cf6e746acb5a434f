/**
 * Every input of the action, read and validated in one place into one typed object. The
 * checks themselves are the shared ones (settings/check.ts); this adapter reads each input
 * and names it in the error. A mistake in the workflow fails the step with a message naming
 * the input; the service being unreachable never does (that is decided elsewhere).
 */
import { DEFAULT_HEARTBEAT_SECONDS, DEFAULT_LOG_MAX_BYTES, Inputs } from './constants.js'
import type { Metadata } from '../client/wire.js'
import {
  type WholeNumberRule,
  SettingError,
  apiKeySetting,
  booleanWord,
  checkBoolean,
  checkJobName,
  checkMetadata,
  checkPipelineId,
  checkTags,
  checkUrl,
  checkWholeNumber,
  isJsonObjectText,
  shown
} from '../settings/check.js'
import { Bounds } from '../settings/bounds.js'
import type { Healer } from '../reconcile/record-line.js'

/** Reads one input as the runner passes it (core.getInput in the action, a map in tests). */
export type InputReader = (name: string) => string

export class InputError extends Error {
  constructor(
    readonly input: string,
    message: string
  ) {
    super(`Input '${input}': ${message}`)
    this.name = 'InputError'
  }
}

/** Runs a shared check on one input, turning its refusal into an InputError naming the input. */
export function checked<T>(check: () => T): T {
  try {
    return check()
  } catch (e) {
    if (e instanceof SettingError) throw new InputError(e.setting, e.problem)
    throw e
  }
}

export interface ServiceSettings {
  /** '' when none is given, or when the one given is not used (see keyUnusable). */
  apiKey: string
  /** Why the key given is not used (too short to redact safely): the job runs unreported. */
  keyUnusable?: string
  baseUrl: string
  deploymentUrl?: string
  pipelineId?: string
  timeoutMs?: number
  maxAttempts?: number
  queueDir?: string
  failOnError: boolean
}

export interface ActionSettings extends ServiceSettings {
  jobName: string
  heartbeatSeconds: number
  /** Jobs sharing the key's hourly limit (strategy.job-total); undefined when not known. */
  jobTotal?: number
  jobStatus: string
  metadata: Metadata
  tags: string[] | null
  logPaths: string[]
  logMaxBytes: number
  githubToken?: string
  checkRunId?: number
  /** Capture every step's output from the runner's pages for the end report. */
  stepOutput: boolean
  /**
   * Who ends this job's run from GitHub's record when its own end cannot reach the service
   * (and which earlier runs this job ends): the next run of the job, a scheduled sweep, or none.
   */
  reconcile: Healer
  /** `strategy.job-index`: this leg's place in its matrix (0 outside one). */
  jobIndex: number
  /** `report` (the job's own run) or `reconcile` (a sweep of the repository's recent runs). */
  mode: 'report' | 'reconcile'
}

const HEALERS: readonly Healer[] = ['next-run', 'sweep', 'off']

/** One of `words`, in any letter case; the first when empty; else the input is in error. */
function oneOf<W extends string>(input: InputReader, name: string, words: readonly W[]): W {
  const raw = input(name).trim().toLowerCase()
  if (!raw) return words[0]
  if ((words as readonly string[]).includes(raw)) return raw as W
  throw new InputError(name, `must be one of ${words.join(', ')}, not ${shown(raw)}`)
}

/** The key alone: read first, so it can be masked before anything else can print it. */
export function readApiKey(input: InputReader): string {
  return input(Inputs.apiKey).trim()
}

export function readServiceSettings(input: InputReader): ServiceSettings {
  const { apiKey, unusable } = checked(() => apiKeySetting(input(Inputs.apiKey), Inputs.apiKey))
  const deploymentUrl = url(input, Inputs.deploymentUrl)
  const pipelineId = checked(() => checkPipelineId(input(Inputs.pipelineId), Inputs.pipelineId))
  return {
    apiKey,
    ...(unusable ? { keyUnusable: unusable } : {}),
    baseUrl: url(input, Inputs.baseUrl) ?? '',
    deploymentUrl,
    pipelineId,
    timeoutMs: seconds(whole(input, Inputs.timeoutSeconds, Bounds.timeoutSeconds)),
    maxAttempts: whole(input, Inputs.maxAttempts, Bounds.attempts),
    queueDir: input(Inputs.queueDir).trim() || undefined,
    failOnError: checked(() => checkBoolean(input(Inputs.failOnError), Inputs.failOnError)) ?? false
  }
}

export async function readSettings(
  input: InputReader,
  env: NodeJS.ProcessEnv
): Promise<ActionSettings> {
  const service = readServiceSettings(input)
  if (service.apiKey && !service.baseUrl) {
    throw new InputError(Inputs.baseUrl, 'is required: the address of the Job Monitoring Service')
  }
  const heartbeatSeconds =
    whole(input, Inputs.heartbeatInterval, Bounds.heartbeatSeconds) ?? DEFAULT_HEARTBEAT_SECONDS
  const logMaxBytes =
    whole(input, Inputs.logMaxBytes, Bounds.actionLogMaxBytes) ?? DEFAULT_LOG_MAX_BYTES
  const checkRunId = whole(input, Inputs.checkRunId, Bounds.jobId)
  return {
    ...service,
    jobName: jobName(input, env),
    heartbeatSeconds,
    jobTotal: whole(input, Inputs.jobTotal, Bounds.jobTotal),
    jobStatus: input(Inputs.jobStatus).trim().toLowerCase() || 'success',
    metadata: await parseMetadata(input(Inputs.metadata), Inputs.metadata),
    tags: parseList(input(Inputs.tags)),
    logPaths: input(Inputs.logPaths)
      .split(/\r?\n/)
      .map(l => l.trim())
      .filter(l => l !== '' && !l.startsWith('#')),
    logMaxBytes,
    githubToken: input(Inputs.githubToken).trim() || undefined,
    checkRunId,
    stepOutput: checked(() => checkBoolean(input(Inputs.stepOutput), Inputs.stepOutput)) ?? true,
    reconcile: oneOf(input, Inputs.reconcile, HEALERS),
    jobIndex: whole(input, Inputs.jobIndex, Bounds.jobIndex) ?? 0,
    mode: oneOf(input, Inputs.mode, ['report', 'reconcile'] as const)
  }
}

/**
 * The job name: the input, and when it is the default (`workflow / job`), the matrix values
 * appended the way GitHub names matrix jobs (`CI / test (ubuntu-latest, 22)`), so that
 * every leg of a matrix is its own job in the service.
 */
export function jobName(input: InputReader, env: NodeJS.ProcessEnv): string {
  const given = checkJobName(input(Inputs.jobName)) ?? ''
  const fallback = [env.GITHUB_WORKFLOW, env.GITHUB_JOB].filter(Boolean).join(' / ')
  const name = given || fallback
  if (!name) throw new InputError(Inputs.jobName, 'is empty and no workflow/job name is known')
  if (given && given !== fallback) return given
  const values = matrixValues(input(Inputs.matrix))
  return checkJobName(values.length ? `${name} (${values.join(', ')})` : name) ?? name
}

function matrixValues(text: string): string[] {
  const t = text.trim()
  if (!t || t === 'null') return []
  try {
    const m = JSON.parse(t) as unknown
    if (!m || typeof m !== 'object' || Array.isArray(m)) return []
    return Object.values(m as Record<string, unknown>).map(v =>
      typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)
    )
  } catch {
    return []
  }
}

/**
 * JSON or YAML mapping; numbers stay numbers. The YAML parser loads only for YAML, never for
 * the usual empty input (main and post must start fast).
 */
export async function parseMetadata(text: string, input: string): Promise<Metadata> {
  const yaml = !text.trim() || isJsonObjectText(text) ? undefined : await import('yaml')
  return checked(() => checkMetadata(text, input, yaml)) ?? {}
}

/** Tags: one per line or comma-separated, or a JSON list. Empty means no tags (null). */
export function parseList(text: string): string[] | null {
  return checked(() => checkTags(text, Inputs.tags)) ?? null
}

/**
 * fail-on-error for the entries' last-resort catch: the same words as the setting; a word
 * the setting refuses (and has already reported) counts as false there.
 */
export function failOnErrorOf(input: InputReader): boolean {
  return booleanWord(input(Inputs.failOnError)) ?? false
}

function url(input: InputReader, name: string): string | undefined {
  return checked(() => checkUrl(input(name), name))
}

function whole(input: InputReader, name: string, rule: WholeNumberRule): number | undefined {
  return checked(() => checkWholeNumber(input(name), name, rule))
}

function seconds(n: number | undefined): number | undefined {
  return n === undefined ? undefined : n * 1000
}
