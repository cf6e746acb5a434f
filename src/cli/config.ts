/**
 * Settings of the command-line tool: flags over environment over defaults, validated in one
 * place into one typed object. The checks themselves are the shared ones (settings/check.ts);
 * this adapter says where a value comes from and names it: mistakes are UsageErrors that name
 * the flag (or the variable the value came from).
 */
import type { Metadata } from '../client/wire.js'
import { Bounds } from '../settings/bounds.js'
import {
  type WholeNumberRule,
  SettingError,
  apiKeySetting,
  checkBoolean,
  checkJobName,
  checkMetadata,
  checkPipelineId,
  checkTags,
  checkTimestamp,
  checkUrl,
  checkWholeNumber,
  shown
} from '../settings/check.js'
import { UsageError } from './errors.js'
import { API_KEY_VARIABLE } from '../run/child-environment.js'

export const Env = {
  apiKey: API_KEY_VARIABLE,
  baseUrl: 'JOB_MONITOR_BASE_URL',
  deploymentUrl: 'JOB_MONITOR_DEPLOYMENT_URL',
  pipelineId: 'JOB_MONITOR_PIPELINE_ID',
  jobName: 'JOB_MONITOR_JOB_NAME',
  queueDir: 'JOB_MONITOR_QUEUE_DIR',
  heartbeatInterval: 'JOB_MONITOR_HEARTBEAT_INTERVAL',
  runId: 'JOB_MONITOR_RUN_ID',
  runKey: 'JOB_MONITOR_RUN_KEY',
  startTime: 'JOB_MONITOR_START_TIME',
  timeout: 'JOB_MONITOR_TIMEOUT',
  attempts: 'JOB_MONITOR_ATTEMPTS',
  passApiKey: 'JOB_MONITOR_PASS_API_KEY',
  hourlyLimit: 'JOB_MONITOR_HOURLY_LIMIT'
} as const

export type Flags = Record<string, string | boolean | string[] | undefined>

export interface ServiceConfig {
  /** '' when none is given, or when the one given is not used (see keyUnusable). */
  apiKey: string
  /** Why the key given is not used (too short to redact safely): the job runs unreported. */
  keyUnusable?: string
  /** True when the key came from --api-key (it shows in `ps`). */
  keyFromFlag: boolean
  baseUrl: string
  deploymentUrl?: string
  pipelineId?: string
  queueDir?: string
  timeoutMs?: number
  maxAttempts?: number
  /** Requests per hour the key allows, when not the service's 100 (a local emulator's). */
  hourlyLimit?: number
  quiet: boolean
}

function str(flags: Flags, name: string): string | undefined {
  const v = flags[name]
  return typeof v === 'string' ? v : undefined
}

/** A flag's value, else the variable's, trimmed; empty means unset. */
export function pick(
  flags: Flags,
  flag: string,
  env: NodeJS.ProcessEnv,
  variable?: string
): string | undefined {
  const v = str(flags, flag) ?? (variable ? env[variable] : undefined)
  const t = v?.trim()
  return t ? t : undefined
}

/** How to name a setting in a message: the flag when it was given, else the variable it came from. */
export function inputOf(flags: Flags, flag: string, variable?: string): string {
  return variable && typeof flags[flag] !== 'string' ? variable : `--${flag}`
}

/** A setting's value (as `pick` reads it) and the name of the input it came from, for a check. */
export function setting(
  flags: Flags,
  flag: string,
  env: NodeJS.ProcessEnv,
  variable: string
): [value: string | undefined, input: string] {
  return [pick(flags, flag, env, variable), inputOf(flags, flag, variable)]
}

/** Runs a shared check, turning its refusal into a UsageError naming the flag or variable. */
function checked<T>(check: () => T): T {
  try {
    return check()
  } catch (e) {
    if (e instanceof SettingError) throw new UsageError(e.message, e.setting)
    throw e
  }
}

/** An http(s) URL; plain http only to loopback, since the key would cross the network in clear. */
export function serviceUrl(value: string | undefined, what: string): string | undefined {
  return checked(() => checkUrl(value, what))
}

/**
 * A yes/no setting: the boolean flag when given, else the variable (the shared yes/no words;
 * another word is refused naming the variable), else false.
 */
export function yesNo(
  flags: Flags,
  flag: string,
  env: NodeJS.ProcessEnv,
  variable: string
): boolean {
  if (flags[flag] === true) return true
  return checked(() => checkBoolean(env[variable], variable)) ?? false
}

/** A whole number within [min, max]; `what` is the flag (`--name`) or the variable. */
export function wholeNumber(
  value: string | undefined,
  what: string,
  min: number,
  max: number,
  unit?: string
): number | undefined {
  return checked(() => checkWholeNumber(value, what, { min, max, unit }))
}

export function serviceConfig(flags: Flags, env: NodeJS.ProcessEnv): ServiceConfig {
  const keyFlag = pick(flags, 'api-key', {})
  const key = checked(() =>
    keyFlag !== undefined
      ? apiKeySetting(keyFlag, '--api-key')
      : apiKeySetting(env[Env.apiKey], Env.apiKey)
  )
  const timeout = whole(flags, 'timeout', env, Env.timeout, Bounds.timeoutSeconds)
  return {
    apiKey: key.apiKey,
    ...(key.unusable ? { keyUnusable: key.unusable } : {}),
    keyFromFlag: keyFlag !== undefined,
    baseUrl: serviceUrl(...setting(flags, 'base-url', env, Env.baseUrl)) ?? '',
    deploymentUrl: serviceUrl(...setting(flags, 'deployment-url', env, Env.deploymentUrl)),
    pipelineId: checked(() =>
      checkPipelineId(...setting(flags, 'pipeline-id', env, Env.pipelineId))
    ),
    queueDir: pick(flags, 'queue-dir', env, Env.queueDir),
    timeoutMs: timeout === undefined ? undefined : timeout * 1000,
    maxAttempts: whole(flags, 'attempts', env, Env.attempts, Bounds.attempts),
    hourlyLimit: whole({}, 'hourly-limit', env, Env.hourlyLimit, Bounds.hourlyLimit),
    quiet: flags.quiet === true
  }
}

function whole(
  flags: Flags,
  flag: string,
  env: NodeJS.ProcessEnv,
  variable: string,
  rule: WholeNumberRule
): number | undefined {
  const [value, what] = setting(flags, flag, env, variable)
  return wholeNumber(value, what, rule.min, rule.max, rule.unit)
}

/** --metadata (a JSON object) with each --meta key=value merged over it. */
export function metadataOf(flags: Flags): Metadata | undefined {
  const json = checked(() => checkMetadata(str(flags, 'metadata'), '--metadata'))
  let metadata: Metadata | undefined = json && { ...json }
  const pairs = flags.meta
  for (const pair of Array.isArray(pairs) ? pairs : []) {
    const eq = pair.indexOf('=')
    if (eq <= 0) throw new UsageError(`--meta takes key=value, not ${shown(pair)}`, '--meta')
    metadata ??= {}
    // Defined, not assigned: a key named __proto__ is a key like any other.
    Object.defineProperty(metadata, pair.slice(0, eq), {
      value: scalar(pair.slice(eq + 1)),
      enumerable: true,
      writable: true,
      configurable: true
    })
  }
  return metadata
}

/** Numbers stay numbers and true/false stay booleans; anything else is text. */
function scalar(text: string): string | number | boolean {
  if (/^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(text)) return Number(text)
  if (text === 'true') return true
  if (text === 'false') return false
  return text
}

/** Each --tag is one tag (trimmed; empty ones dropped). */
export function tagsOf(flags: Flags): string[] | undefined {
  const tags = flags.tag
  return checked(() => checkTags(Array.isArray(tags) ? tags : undefined, '--tag'))
}

/** `start`'s start_time handed back to `end`: a timestamp, else refused naming where it came from. */
export function startTimeOf(flags: Flags, env: NodeJS.ProcessEnv): string | undefined {
  return checked(() => checkTimestamp(...setting(flags, 'start-time', env, Env.startTime)))
}

/** --heartbeat-interval (JOB_MONITOR_HEARTBEAT_INTERVAL) in ms; default 300 s, 0 = none. */
export function heartbeatMsOf(flags: Flags, env: NodeJS.ProcessEnv): number {
  const { min, max, unit } = Bounds.heartbeatSeconds
  const seconds = wholeNumber(
    ...setting(flags, 'heartbeat-interval', env, Env.heartbeatInterval),
    min,
    max,
    unit
  )
  return (seconds ?? 300) * 1000
}

export function jobNameOf(flags: Flags, env: NodeJS.ProcessEnv): string {
  const name = checkJobName(pick(flags, 'job-name', env, Env.jobName))
  if (!name) throw new UsageError(`--job-name is required (or set ${Env.jobName})`, '--job-name')
  return name
}
