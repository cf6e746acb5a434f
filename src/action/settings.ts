/**
 * Every input of the action, read and validated in one place into one typed object. A
 * mistake in the workflow fails the step with a message naming the input; the service
 * being unreachable never does (that is decided elsewhere).
 */
import { DEFAULT_HEARTBEAT_SECONDS, DEFAULT_LOG_MAX_BYTES, Inputs } from './constants.js'
import type { Metadata } from '../client/wire.js'
import { isLoopbackHost } from '../settings/loopback.js'

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

export interface ServiceSettings {
  apiKey: string
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
  jobStatus: string
  metadata: Metadata
  tags: string[] | null
  logPaths: string[]
  logMaxBytes: number
  githubToken?: string
  checkRunId?: number
}

/** The key alone: read first, so it can be masked before anything else can print it. */
export function readApiKey(input: InputReader): string {
  return input(Inputs.apiKey).trim()
}

export function readServiceSettings(input: InputReader): ServiceSettings {
  const apiKey = readApiKey(input)
  const deploymentUrl = optionalUrl(input, Inputs.deploymentUrl)
  const pipelineId = input(Inputs.pipelineId).trim() || undefined
  return {
    apiKey,
    baseUrl: optionalUrl(input, Inputs.baseUrl) ?? '',
    deploymentUrl,
    pipelineId,
    timeoutMs: seconds(optionalWhole(input, Inputs.timeoutSeconds, 1, 300, 'seconds')),
    maxAttempts: optionalWhole(input, Inputs.maxAttempts, 1, 10, 'attempts'),
    queueDir: input(Inputs.queueDir).trim() || undefined,
    failOnError: bool(input, Inputs.failOnError, false)
  }
}

export async function readSettings(
  input: InputReader,
  env: NodeJS.ProcessEnv = process.env
): Promise<ActionSettings> {
  const service = readServiceSettings(input)
  if (service.apiKey && !service.baseUrl) {
    throw new InputError(Inputs.baseUrl, 'is required: the address of the Job Monitoring Service')
  }
  const heartbeatSeconds =
    optionalWhole(input, Inputs.heartbeatInterval, 0, 24 * 3600, 'seconds') ??
    DEFAULT_HEARTBEAT_SECONDS
  const logMaxBytes =
    optionalWhole(input, Inputs.logMaxBytes, 1024, 16 * 1024 * 1024, 'bytes') ??
    DEFAULT_LOG_MAX_BYTES
  const checkRun = input(Inputs.checkRunId).trim()
  if (checkRun && !/^\d+$/.test(checkRun)) {
    throw new InputError(Inputs.checkRunId, `must be a job id (a number), not '${checkRun}'`)
  }
  return {
    ...service,
    jobName: jobName(input, env),
    heartbeatSeconds,
    jobStatus: input(Inputs.jobStatus).trim().toLowerCase() || 'success',
    metadata: await parseMetadata(input(Inputs.metadata), Inputs.metadata),
    tags: parseList(input(Inputs.tags)),
    logPaths: input(Inputs.logPaths)
      .split(/\r?\n/)
      .map(l => l.trim())
      .filter(l => l !== '' && !l.startsWith('#')),
    logMaxBytes,
    githubToken: input(Inputs.githubToken).trim() || undefined,
    checkRunId: checkRun ? Number(checkRun) : undefined
  }
}

/**
 * The job name: the input, and when it is the default (`workflow / job`), the matrix values
 * appended the way GitHub names matrix jobs (`CI / test (ubuntu-latest, 22)`), so that
 * every leg of a matrix is its own job in the service.
 */
export function jobName(input: InputReader, env: NodeJS.ProcessEnv): string {
  const given = input(Inputs.jobName).trim()
  const fallback = [env.GITHUB_WORKFLOW, env.GITHUB_JOB].filter(Boolean).join(' / ')
  const name = given || fallback
  if (!name) throw new InputError(Inputs.jobName, 'is empty and no workflow/job name is known')
  if (given && given !== fallback) return given
  const values = matrixValues(input(Inputs.matrix))
  return values.length ? `${name} (${values.join(', ')})` : name
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

/** JSON or YAML mapping; numbers stay numbers. The YAML parser loads only for YAML. */
export async function parseMetadata(text: string, input: string): Promise<Metadata> {
  const t = text.trim()
  if (!t) return {}
  let value: unknown
  if (t.startsWith('{')) {
    try {
      value = JSON.parse(t)
    } catch (e) {
      throw new InputError(input, `is not valid JSON: ${(e as Error).message}`)
    }
  } else {
    const { parse } = await import('yaml')
    try {
      value = parse(t)
    } catch (e) {
      throw new InputError(input, `is neither JSON nor valid YAML: ${(e as Error).message}`)
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(input, 'must be an object (key: value pairs, in JSON or YAML)')
  }
  return value as Metadata
}

/** Tags: one per line or comma-separated, or a JSON list. Empty means no tags (null). */
export function parseList(text: string): string[] | null {
  const t = text.trim()
  if (!t) return null
  if (t.startsWith('[')) {
    try {
      const list = JSON.parse(t) as unknown
      if (Array.isArray(list)) return list.map(String).filter(s => s !== '')
    } catch {
      throw new InputError(Inputs.tags, 'looks like a JSON list but is not valid JSON')
    }
  }
  const items = t
    .split(/[\n,]/)
    .map(s => s.trim().replace(/^- +/, ''))
    .filter(s => s !== '')
  return items.length ? items : null
}

function optionalUrl(input: InputReader, name: string): string | undefined {
  const raw = input(name).trim()
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new InputError(name, `'${raw}' is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(name, `must be an http(s) address, not ${url.protocol}`)
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new InputError(
      name,
      `uses http:// to ${url.hostname}: the API key would cross the network in clear text; use https://`
    )
  }
  return raw.replace(/\/+$/, '')
}

function optionalWhole(
  input: InputReader,
  name: string,
  min: number,
  max: number,
  unit: string
): number | undefined {
  const raw = input(name).trim()
  if (!raw) return undefined
  if (!/^\d+$/.test(raw))
    throw new InputError(name, `must be a whole number of ${unit}, not '${raw}'`)
  const n = Number(raw)
  if (n < min || n > max)
    throw new InputError(name, `must be between ${min} and ${max} ${unit}, not ${n}`)
  return n
}

function seconds(n: number | undefined): number | undefined {
  return n === undefined ? undefined : n * 1000
}

function bool(input: InputReader, name: string, fallback: boolean): boolean {
  const raw = input(name).trim().toLowerCase()
  if (!raw) return fallback
  if (['true', 'yes', 'on', '1'].includes(raw)) return true
  if (['false', 'no', 'off', '0'].includes(raw)) return false
  throw new InputError(name, `must be true or false, not '${raw}'`)
}
