/**
 * One settings object per small subcommand, built once from its flags and the environment
 * (flag over variable over default, each mistake a UsageError naming its input). A command's
 * body then reads only that object: what it depends on is said here, in one place, and the
 * environment is read nowhere else for it.
 */
import type { PipelineStatus } from '../client/wire.js'
import { PIPELINE_STATUSES, type EndStatus, type Metadata } from '../client/wire.js'
import { readProxyFacts } from '../environment/proxy.js'
import type { ProxyFacts } from '../client/transport.js'
import { DEFAULT_REPLAY_WAIT_MS } from '../queue/constants.js'
import { capturesDir } from '../logs/exec-captures.js'
import { shown } from '../settings/check.js'
import {
  type CiMetadata,
  ciMetadataOf,
  type JobWatchFacts,
  heartbeatMetadata,
  jobWatchFactsOf,
  reportMetadata,
  withContext
} from './ci-facts.js'
import {
  STATUS_WORDS,
  STATUS_WORD_LIST,
  endStatusOf,
  errorDetailsOf,
  withOutcome
} from './ci-status.js'
import {
  Env,
  type Flags,
  type ServiceConfig,
  heartbeatMsOf,
  inputOf,
  jobNameOf,
  metadataOf,
  pick,
  serviceConfig,
  startTimeOf,
  tagsOf,
  wholeNumber,
  yesNo
} from './config.js'
import { UsageError } from './errors.js'
import { nearestWord } from './args.js'
import { jobDeadlineOf } from './job-deadline.js'
import { type Needs, queueDir } from './client-setup.js'
import { type RunSchedule, runScheduleOf } from './schedule.js'
import { type RecordChoice, recordChoiceOf } from './run-record.js'

/** What a subcommand that talks to the service is set up from. */
export interface Connection {
  config: ServiceConfig
  needs: Needs
  /** The proxy variables, for the transport. */
  proxy: ProxyFacts
  /** The queue's folder. */
  queue: { dir: string }
}

export function connectionFor(
  flags: Flags,
  env: NodeJS.ProcessEnv,
  needs: Needs = 'runs'
): Connection {
  const config = serviceConfig(flags, env)
  return {
    config,
    needs,
    proxy: readProxyFacts(env),
    queue: { dir: queueDir(config, env) }
  }
}

/** --wait in ms, within [1, max] seconds. */
function waitMsOf(flags: Flags, max: number, fallbackSeconds: number): number {
  return (
    (wholeNumber(pick(flags, 'wait', {}), '--wait', 1, max, 'seconds') ?? fallbackSeconds) * 1000
  )
}

const LOG_MAX_BYTES = 16 * 1024 * 1024

/**
 * `start --state-file` (lifecycle.ts): the run, and what its heartbeat process is set up from.
 * Without an API key the job goes unreported, so the connection is not checked here.
 */
export interface StartWithStateFile {
  format: string
  stateFile: string
  waitMs: number
  heartbeatMs: number
  jobName: string
  connection: Connection
  /** The user's metadata alone: what the gate lets out of it is kept for the end. */
  metadata?: Metadata
  tags?: string[]
  ci: CiMetadata
  /** When the CI system ends the job (GitLab's job timeout), for the heartbeat process. */
  deadline?: { at: number; limitSeconds: number }
  job: JobWatchFacts
  /** Who may end the run from the CI's record, and the machine's kind (run-record.ts). */
  record: RecordChoice
}

export interface StartSettings {
  format: string
  stateFile?: undefined
  waitMs: number
  jobName: string
  connection: Connection
  metadata?: Metadata
  tags?: string[]
  record: RecordChoice
}

export function settingsForStart(
  flags: Flags,
  env: NodeJS.ProcessEnv
): StartSettings | StartWithStateFile {
  const format = pick(flags, 'format', {}) ?? 'text'
  if (!['text', 'env', 'json'].includes(format))
    throw new UsageError('--format must be text, env or json')
  const stateFile = pick(flags, 'state-file', {})
  if (stateFile) {
    const waitMs = waitMsOf(flags, 3600, 15)
    const heartbeatMs = heartbeatMsOf(flags, env)
    const jobName = jobNameOf(flags, env)
    const metadata = metadataOf(flags)
    const tags = tagsOf(flags)
    const connection = connectionFor(flags, env)
    const deadline = jobDeadlineOf(env)
    return {
      format,
      stateFile,
      waitMs,
      heartbeatMs,
      jobName,
      connection,
      metadata,
      tags,
      ci: ciMetadataOf(env),
      ...(deadline ? { deadline } : {}),
      job: jobWatchFactsOf(env),
      record: recordChoiceOf(flags, env)
    }
  }
  const jobName = jobNameOf(flags, env)
  const connection = connectionFor(flags, env)
  return {
    format,
    jobName,
    connection,
    metadata: reportMetadata(env, metadataOf(flags)),
    tags: tagsOf(flags),
    waitMs: waitMsOf(flags, 3600, 15),
    record: recordChoiceOf(flags, env)
  }
}

/** `end --state-file` (lifecycle.ts): the run's folder says the rest. */
export interface EndWithStateFile {
  stateFile: string
  logFile?: string
  logMaxBytes: number
  waitMs: number
  status: EndStatus
  /** The outcome word as given (`--status`), for the facts it adds to the report. */
  word: string
  connection: Connection
  errorDetails: string | null
  /** The user's metadata and tags; without them, those the start kept. */
  metadata?: Metadata
  tags?: string[]
  ci: CiMetadata
  /** For a state its start kept no choice in (a start of an older version). */
  record: RecordChoice
}

export interface EndSettings {
  stateFile?: undefined
  logFile?: string
  logMaxBytes: number
  waitMs: number
  status: EndStatus
  jobName: string
  runId?: string
  runKey?: string
  startTime: string
  connection: Connection
  errorDetails?: string
  metadata?: Metadata
  tags?: string[]
  record: RecordChoice
}

export function settingsForEnd(
  flags: Flags,
  env: NodeJS.ProcessEnv
): EndSettings | EndWithStateFile {
  const logFile = pick(flags, 'log-file', {})
  const logMaxBytes =
    wholeNumber(pick(flags, 'log-max-bytes', {}), '--log-max-bytes', 0, LOG_MAX_BYTES, 'bytes') ??
    65536
  const stateFile = pick(flags, 'state-file', {})
  // Each form reads its flags in the order it always has: a line with two mistakes names the same one.
  const stateWaitMs = stateFile ? waitMsOf(flags, 3600, 15) : 0
  const word = pick(flags, 'status', {})
  const status = word === undefined ? undefined : endStatusOf(word)
  if (word === undefined || !status) {
    const near = word && nearestWord(word.trim().toLowerCase(), STATUS_WORD_LIST)
    const hint = near ? ` (did you mean ${near}?)` : ''
    const got = word === undefined ? '' : `; got ${shown(word)}`
    throw new UsageError(`--status must be one of ${STATUS_WORDS}${got}${hint}`, '--status')
  }
  // A run that did not succeed always says why, in the CI system's words where it gave one.
  const errorDetails = pick(flags, 'error', {}) ?? errorDetailsOf(word, pick(flags, 'job-url', {}))
  if (stateFile) {
    return {
      stateFile,
      logFile,
      logMaxBytes,
      waitMs: stateWaitMs,
      status,
      word,
      connection: connectionFor(flags, env),
      errorDetails,
      metadata: metadataOf(flags),
      tags: tagsOf(flags),
      ci: ciMetadataOf(env),
      record: recordChoiceOf(flags, env)
    }
  }
  const jobName = jobNameOf(flags, env)
  const runId = pick(flags, 'run-id', env, Env.runId)
  const runKey = pick(flags, 'run-key', env, Env.runKey)
  const startTime = startTimeOf(flags, env)
  if (!runId && !runKey)
    throw new UsageError(
      `--run-id (or --run-key) is required, or ${Env.runId} from \`start --format env\``
    )
  if (!startTime)
    throw new UsageError(
      `--start-time is required (byte for byte as \`start\` printed it), or ${Env.startTime}`
    )
  const connection = connectionFor(flags, env)
  return {
    logFile,
    logMaxBytes,
    status,
    jobName,
    runId,
    runKey,
    startTime,
    connection,
    errorDetails: errorDetails ?? undefined,
    metadata: reportMetadata(env, withOutcome(metadataOf(flags), word)),
    tags: tagsOf(flags),
    waitMs: waitMsOf(flags, 3600, 15),
    record: recordChoiceOf(flags, env)
  }
}

export interface HeartbeatSettings {
  jobName: string
  connection: Connection
  metadata?: Metadata
}

export function settingsForHeartbeat(flags: Flags, env: NodeJS.ProcessEnv): HeartbeatSettings {
  const jobName = jobNameOf(flags, env)
  const connection = connectionFor(flags, env)
  return { jobName, connection, metadata: heartbeatMetadata(env, metadataOf(flags)) }
}

export interface NotifySettings {
  status: PipelineStatus
  pipelineId: string
  connection: Connection
  message?: string
  metadata?: Metadata
}

export function settingsForNotify(flags: Flags, env: NodeJS.ProcessEnv): NotifySettings {
  const status = pick(flags, 'status', {}) as PipelineStatus | undefined
  if (!status || !PIPELINE_STATUSES.includes(status)) {
    throw new UsageError(`--status must be one of ${PIPELINE_STATUSES.join(', ')}`)
  }
  const pipelineId = pick(flags, 'pipeline-id', env, Env.pipelineId)
  if (!pipelineId) throw new UsageError(`--pipeline-id is required (or ${Env.pipelineId})`)
  const connection = connectionFor(flags, env, 'pipelines')
  return {
    status,
    pipelineId,
    connection,
    message: pick(flags, 'message', {}),
    metadata: reportMetadata(env, metadataOf(flags))
  }
}

export interface PipelinesSettings {
  connection: Connection
  json: boolean
}

export function settingsForPipelines(flags: Flags, env: NodeJS.ProcessEnv): PipelinesSettings {
  return { connection: connectionFor(flags, env, 'pipelines'), json: Boolean(flags.json) }
}

export interface ReplaySettings {
  connection: Connection
  waitMs: number
}

export function settingsForReplay(flags: Flags, env: NodeJS.ProcessEnv): ReplaySettings {
  // Each endpoint family has its own address; with one of them, that family's records are
  // sent and the other's stay queued.
  const connection = connectionFor(flags, env, 'either')
  return { connection, waitMs: waitMsOf(flags, 86_400, DEFAULT_REPLAY_WAIT_MS / 1000) }
}

/** exec's own: the command, and how its run is reported (exec.ts). */
export interface ExecOptions {
  command: string[]
  jobName: string
  heartbeatMs: number
  logMaxBytes: number
  endTimeoutMs: number
  killAfterMs: number
  metadata?: Metadata
  /** What each heartbeat carries: the user's metadata over the keys that name the run. */
  heartbeatMetadata?: Metadata
  tags?: string[]
  /** The command gets the API key (as JOB_MONITOR_API_KEY); without this it gets no copy of it. */
  passApiKey: boolean
  /** The job's schedule: its facts join `metadata` when the run starts (schedule.ts). */
  schedule: RunSchedule
  record: RecordChoice
}

export function execOptions(
  flags: Flags,
  positionals: string[],
  env: NodeJS.ProcessEnv
): ExecOptions {
  if (positionals.length === 0)
    throw new UsageError(
      'exec: no command given; usage: job-monitor exec [options] [--] <command> [args...]'
    )
  // The user's metadata parsed once, and the CI facts read once, for both kinds of call.
  const user = metadataOf(flags)
  const ci = ciMetadataOf(env)
  return {
    command: positionals,
    jobName: jobNameOf(flags, env),
    heartbeatMs: heartbeatMsOf(flags, env),
    logMaxBytes:
      wholeNumber(
        pick(flags, 'log-max-bytes', env),
        '--log-max-bytes',
        0,
        LOG_MAX_BYTES,
        'bytes'
      ) ?? 65536,
    endTimeoutMs:
      (wholeNumber(pick(flags, 'end-timeout', env), '--end-timeout', 1, 3600, 'seconds') ?? 15) *
      1000,
    killAfterMs:
      (wholeNumber(pick(flags, 'kill-after', env), '--kill-after', 0, 3600, 'seconds') ?? 10) *
      1000,
    metadata: withContext(ci.report, user),
    heartbeatMetadata: withContext(ci.heartbeat, user),
    tags: tagsOf(flags),
    passApiKey: yesNo(flags, 'pass-api-key', env, Env.passApiKey),
    schedule: runScheduleOf(flags, env),
    record: recordChoiceOf(flags, env)
  }
}

export interface ExecSettings {
  connection: Connection
  o: ExecOptions
  /** A mistake in a job-monitor variable: the command runs unreported, and it is said why. */
  trouble?: UsageError
  /** Where the pipeline id came from, to name it: --pipeline-id or its variable. */
  pipelineIdInput: string
  /** Inside a GitHub Actions job, where the action's post step finds the command's output. */
  capturesDir?: string
}

/**
 * Flags and environment, read together. A mistake on exec's own command line is a usage
 * error (exit 2, nothing runs): its author sees it the first time the line runs. A bad
 * environment variable, set elsewhere and perhaps changed later, must not stop the job:
 * the command runs unreported and the mistake is printed, naming the variable.
 */
export function settingsForExec(
  flags: Flags,
  positionals: string[],
  env: NodeJS.ProcessEnv
): ExecSettings {
  const common = {
    pipelineIdInput: inputOf(flags, 'pipeline-id', Env.pipelineId),
    capturesDir: capturesDir(env.RUNNER_TEMP)
  }
  try {
    const connection = connectionFor(flags, env)
    return { connection, o: execOptions(flags, positionals, env), ...common }
  } catch (e) {
    if (!(e instanceof UsageError) || !e.fromEnvironment) throw e
    // Read again without the job-monitor variables (the flags alone are known to be good),
    // keeping the job name, which the output hand-off to the action still uses.
    const rest = Object.fromEntries(
      Object.entries(env).filter(([k]) => !k.startsWith('JOB_MONITOR_') || k === Env.jobName)
    )
    return {
      connection: connectionFor(flags, rest),
      o: execOptions(flags, positionals, rest),
      trouble: e,
      ...common
    }
  }
}
