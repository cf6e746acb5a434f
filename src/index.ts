/**
 * job-monitor as a library, for Node and TypeScript jobs that report themselves without a
 * subprocess. `JobMonitor` is the small, high-level surface; the client, queue and log pieces
 * under it are exported for callers who need finer control.
 */
import type { MonitorClient } from './client/client.js'
import { createClient } from './client/factory.js'
import { defaultTransport as transportFor, type Transport } from './client/transport.js'
import { readProxyFacts } from './environment/proxy.js'
import { readQueuePlace } from './environment/queue-place.js'
import { runHeartbeats, type HeartbeatStats } from './client/heartbeats.js'
import { heartbeatBody, pipelineNotification } from './client/reports.js'
import { type EndStatus, type Metadata, type PipelineStatus, isoUtc } from './client/wire.js'
import { StreamRedactor } from './logs/stream-redact.js'
import { Redactor } from './logs/redact.js'
import { safeForLog } from './logs/safe-for-log.js'
import { deliverOrQueue, type Outcome } from './queue/deliver.js'
import { RunQueue, defaultQueueDir as queueDirOf, type ReplaySummary } from './queue/queue.js'
import { beginRun, endRun } from './run/protocol.js'
import { SettingError, apiKeySetting, checkUrl } from './settings/check.js'
import { type ScheduleSetting, checkSchedule, localTimeZoneOf } from './settings/schedule-check.js'
import { scheduleMetadata } from './run/schedule.js'
import { mergeMetadata } from './run/context.js'

export * from './client/index.js'
export { RunQueue, newRunKey, type QueueRecord, type ReplaySummary } from './queue/queue.js'
export { deliverOrQueue, type Outcome } from './queue/deliver.js'
export { HeadTailCapture, headTail } from './logs/capture.js'
export { Redactor } from './logs/redact.js'
/** What JobMonitor throws for an option or variable it cannot take; names it. */
export { SettingError } from './settings/check.js'

/**
 * Where the queue lives by default for this environment: JOB_MONITOR_QUEUE_DIR, else
 * $XDG_STATE_HOME/job-monitor/queue, else the platform's own place (queue/location.ts).
 */
export function defaultQueueDir(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform
): string {
  return queueDirOf(readQueuePlace(env), platform)
}

/** The transport for this environment: a proxy-aware one only where a proxy is configured. */
export function defaultTransport(env: NodeJS.ProcessEnv): Transport {
  return transportFor(readProxyFacts(env))
}

export interface JobMonitorOptions {
  /** Default: JOB_MONITOR_API_KEY. */
  apiKey?: string
  /** Default: JOB_MONITOR_BASE_URL. */
  baseUrl?: string
  /** Default: JOB_MONITOR_DEPLOYMENT_URL (only for pipeline calls). */
  deploymentUrl?: string
  /**
   * Default: JOB_MONITOR_QUEUE_DIR, else $XDG_STATE_HOME/job-monitor/queue, else
   * %LOCALAPPDATA%\job-monitor\queue on Windows and ~/.local/state/job-monitor/queue elsewhere.
   */
  queueDir?: string
  /** How long a report may take before it is queued for a later replay (default 15 s). */
  waitMs?: number
  env?: NodeJS.ProcessEnv
  /**
   * Receives a line for each failed attempt and each queue event, and the warning that runs
   * go unreported for want of a key. Without it: a process warning for the key, and one line on
   * stderr when a `monitor()` run's reports are queued or refused.
   */
  log?: (message: string) => void
}

/** One run of a job, from `JobMonitor.start`. */
export interface Run {
  jobName: string
  /** Empty while the start report is queued. */
  runId: string
  /** Links a queued start to its end. */
  runKey: string
  /** Sent byte-identical on the end report. */
  startTime: string
}

/**
 * A job's cron schedule (the command-line tool's --schedule, --schedule-timezone and
 * --schedule-grace): its reports say the slot each run stands for and how late it started. A
 * string is the expression alone. A mistake throws a SettingError naming `schedule`.
 */
export interface ScheduleOptions {
  /** Five fields, such as `*\/15 * * * *`, or `@daily`; `CRON_TZ=Europe/Berlin ...` names its zone. */
  cron: string
  /** The zone it is read in (IANA); default, this machine's (TZ, else the system's), as cron's. */
  timeZone?: string
  /** How late after its slot a run may start before the job is late; default 300. */
  graceSeconds?: number
}

export interface StartOptions {
  metadata?: Metadata
  tags?: string[]
  schedule?: string | ScheduleOptions
}

export interface EndOptions {
  error?: string
  metadata?: Metadata
  tags?: string[]
  logs?: string
}

/**
 * The outcome of a report: sent, queued for later, refused (a wrong key, a bad request), or
 * unreported (no API key was given: nothing is sent).
 */
export type Delivered = 'sent' | 'queued' | 'refused' | 'unreported'

/** What `start` gives back when nothing is reported: no run id, no run key. */
function unreportedRun(jobName: string): Run {
  return { jobName, runId: '', runKey: '', startTime: '' }
}

function delivered(o: Outcome<never>): Delivered {
  return o.delivered ? 'sent' : o.queued ? 'queued' : 'refused'
}

export class JobMonitor {
  readonly client: MonitorClient
  readonly queue: RunQueue
  private readonly waitMs: number
  private readonly log?: (message: string) => void
  /** What a warning of ours is cleaned with: the key never reaches stderr. */
  private readonly redactor: Redactor
  /** False without an API key: every call is skipped, and the work runs unreported. */
  readonly reporting: boolean
  /** The zone a schedule is read in when it names none: this machine's, as cron's. */
  private readonly localTimeZone: string

  constructor(o: JobMonitorOptions = {}) {
    const env = o.env ?? process.env
    // Each option stands for its variable, and goes through the same check as the command-line
    // tool's: plain http only to loopback, a key a header can carry. A refusal names the option
    // when it was given, else the variable.
    const read = <T>(
      check: (raw: string | undefined, setting: string) => T,
      option: 'apiKey' | 'baseUrl' | 'deploymentUrl',
      variable: string
    ): T => (o[option] !== undefined ? check(o[option], option) : check(env[variable], variable))
    const { apiKey, unusable } = read(apiKeySetting, 'apiKey', 'JOB_MONITOR_API_KEY')
    const baseUrl = read(checkUrl, 'baseUrl', 'JOB_MONITOR_BASE_URL') ?? ''
    // As the command-line tool and the action decide: no key is a job not monitored here (a
    // fork's, a developer's machine), which runs unreported; a key with nowhere to send it is
    // a mistake, refused now rather than found out by a report that never arrives.
    this.reporting = apiKey !== ''
    if (this.reporting && !baseUrl) {
      throw new SettingError(
        'baseUrl',
        'is needed with an API key: the address of the Job Monitoring Service (the option, or JOB_MONITOR_BASE_URL)'
      )
    }
    if (!this.reporting) {
      const warning =
        unusable ?? 'no API key (apiKey or JOB_MONITOR_API_KEY): runs are not reported'
      if (o.log) o.log(warning)
      else
        process.emitWarning(warning, {
          code: unusable ? 'JOB_MONITOR_UNUSABLE_API_KEY' : 'JOB_MONITOR_NO_API_KEY'
        })
    }
    this.client = createClient(
      {
        baseUrl,
        deploymentUrl: read(checkUrl, 'deploymentUrl', 'JOB_MONITOR_DEPLOYMENT_URL'),
        userAgent: 'job-monitor-lib'
      },
      apiKey,
      { proxy: readProxyFacts(env), log: o.log }
    )
    this.queue = new RunQueue({ dir: o.queueDir ?? defaultQueueDir(env), log: o.log })
    this.waitMs = o.waitMs ?? 15_000
    this.log = o.log
    this.redactor = new Redactor([apiKey])
    this.localTimeZone = localTimeZoneOf(env.TZ)
  }

  /** A schedule option, checked: a SettingError names `schedule` (or its part) at fault. */
  private scheduleOf(o: string | ScheduleOptions | undefined): ScheduleSetting | undefined {
    if (o === undefined) return undefined
    const given = typeof o === 'string' ? { cron: o } : (o ?? {})
    const part = (key: string): string => (typeof o === 'string' ? 'schedule' : `schedule.${key}`)
    const schedule = checkSchedule({
      cron: [typeof given.cron === 'string' ? given.cron : undefined, part('cron')],
      timeZone: [given.timeZone, part('timeZone')],
      grace: [
        given.graceSeconds === undefined ? undefined : String(given.graceSeconds),
        part('graceSeconds')
      ],
      localTimeZone: this.localTimeZone
    })
    if (!schedule)
      throw new SettingError(part('cron'), 'is needed: a cron expression, such as 0 3 * * *')
    return schedule
  }

  /**
   * Sends the start report (queued if the service can't be reached in time); with a schedule,
   * the report says the slot the run stands for and how late it started.
   */
  async start(jobName: string, o: StartOptions = {}): Promise<Run> {
    const schedule = this.scheduleOf(o.schedule)
    if (!this.reporting) return unreportedRun(jobName)
    const startMs = Date.now()
    const metadata = schedule
      ? mergeMetadata(scheduleMetadata(schedule, { at: startMs }), o.metadata)
      : o.metadata
    const { run, start } = await beginRun(
      { client: this.client, queue: this.queue },
      { jobName, metadata, tags: o.tags, startTime: isoUtc(startMs) },
      { deadline: Date.now() + this.waitMs }
    )
    if (!start.delivered && !start.queued) throw start.error
    return { jobName, runId: run.runId, runKey: run.runKey, startTime: run.startTime }
  }

  /**
   * Sends the end report; the error, logs and metadata are redacted on their way out (the key
   * and common token shapes), like everything the client sends. A start that is still queued
   * goes first, so the end carries its run id.
   */
  async end(run: Run, status: EndStatus, o: EndOptions = {}): Promise<Delivered> {
    if (!this.reporting) return 'unreported'
    const ended = await endRun(
      { client: this.client, queue: this.queue },
      run,
      {
        status,
        errorDetails: o.error,
        metadata: o.metadata,
        tags: o.tags,
        logs: o.logs
      },
      { deadline: Date.now() + this.waitMs }
    )
    return ended.end ? delivered(ended.end as Outcome<never>) : 'refused'
  }

  /** One heartbeat. Heartbeats are never queued: a late one says nothing true. */
  async heartbeat(jobName: string, metadata?: Metadata): Promise<boolean> {
    if (!this.reporting) return false
    const d = await this.client.deliver(
      {
        kind: 'heartbeat',
        body: heartbeatBody({ jobName, currentTime: isoUtc(Date.now()), metadata })
      },
      { deadline: Date.now() + this.waitMs }
    )
    return d.delivered
  }

  async notify(
    pipelineId: string,
    status: PipelineStatus,
    o: { message?: string; metadata?: Metadata } = {}
  ): Promise<Delivered> {
    if (!this.reporting) return 'unreported'
    const outcome = await deliverOrQueue(
      this.client,
      this.queue,
      { kind: 'pipeline-notification', pipelineId, body: pipelineNotification({ status, ...o }) },
      { deadline: Date.now() + this.waitMs }
    )
    return delivered(outcome as Outcome<never>)
  }

  /** A question to the service, not a report: without a key it is refused, naming apiKey. */
  async listPipelines(): Promise<unknown> {
    if (!this.reporting) {
      throw new SettingError('apiKey', 'is needed to list pipelines (or JOB_MONITOR_API_KEY)')
    }
    return this.client.listPipelines()
  }

  replay(): Promise<ReplaySummary> {
    return this.queue.replay(this.client)
  }

  /**
   * Runs `work` as one monitored run: start, heartbeats every `heartbeatMs` (0 = off), then
   * success, or failed with the error's message (the error is rethrown). Monitoring trouble
   * never changes what `work` returns or throws.
   */
  async monitor<T>(
    jobName: string,
    work: (run: Run) => Promise<T>,
    o: StartOptions & { heartbeatMs?: number } = {}
  ): Promise<T> {
    // A schedule that cannot be read is the caller's mistake: said before the work runs.
    const schedule = this.scheduleOf(o.schedule)
    // The end says the run's place in its schedule as the start did.
    const endMetadata = (run: Run): Metadata | undefined =>
      schedule && run.startTime
        ? mergeMetadata(scheduleMetadata(schedule, { at: Date.parse(run.startTime) }), o.metadata)
        : o.metadata
    // Without `log`, reports that did not get through are said once, on stderr: a job whose
    // reports wait in the queue must not look monitored while nothing arrives.
    let warned = false
    const unsent = (outcome: Delivered): void => {
      if (warned || this.log || outcome === 'sent' || outcome === 'unreported') return
      warned = true
      const line =
        outcome === 'queued'
          ? `the service did not take the reports of '${jobName}' in time: they are queued in ${this.queue.dir}, and replay() (or \`job-monitor replay\`) sends them later`
          : `the service refused a report of '${jobName}' (JobMonitor's \`log\` option says why): this run is not fully reported`
      process.stderr.write(`job-monitor: ${safeForLog(line, this.redactor)}\n`)
    }
    let run: Run | undefined
    try {
      run = this.reporting ? await this.start(jobName, o) : undefined
      if (run && !run.runId) unsent('queued')
    } catch {
      run = undefined
      unsent('refused')
    }
    const stop = new AbortController()
    const beats: Promise<HeartbeatStats | undefined> =
      run && (o.heartbeatMs ?? 300_000) > 0
        ? runHeartbeats(this.client, {
            jobName,
            intervalMs: o.heartbeatMs ?? 300_000,
            signal: stop.signal
          })
        : Promise.resolve(undefined)
    try {
      const result = await work(run ?? unreportedRun(jobName))
      stop.abort()
      await beats
      if (run)
        unsent(
          await this.end(run, 'success', { metadata: endMetadata(run) }).catch(
            (): Delivered => 'refused'
          )
        )
      return result
    } catch (error) {
      stop.abort()
      await beats
      const message = error instanceof Error ? error.message : String(error)
      if (run)
        unsent(
          await this.end(run, 'failed', { error: message, metadata: endMetadata(run) }).catch(
            (): Delivered => 'refused'
          )
        )
      throw error
    }
  }
}

/** A bounded head+tail capture with redaction, for callers assembling their own logs. */
export function boundedLogs(text: string, maxBytes = 65536, secrets: string[] = []): string {
  const c = new StreamRedactor(maxBytes, new Redactor(secrets))
  c.write(text)
  return c.text()
}
