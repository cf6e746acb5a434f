/**
 * The service client. It owns the wire rules every front end shares: URLs, the two
 * Authorization forms, double-decoded responses; it sends under the retry rule (retry.ts). Calls
 * are data (ServiceCall) so that one that is not delivered in time can be queued and carried
 * on later, in the same retry sequence.
 */
import type { CallKind, CallResponses, RetryState, ServiceCall } from './call.js'
import { type Clock, systemClock } from '../util/clock.js'
import { TooDeepError, decodeBody, decodeObject } from './decode.js'
import { OutboundGate } from './gate.js'
import { type ServiceIdentity, familyOf, normalAddress, serviceIdentity } from './identity.js'
import type { HourLedger } from './hour-ledger.js'
import {
  AuthError,
  HourSpentError,
  HttpStatusError,
  MonitorError,
  OversizedAnswerError,
  ResponseShapeError,
  UpdateFailedError
} from './errors.js'
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_MAX_RETRY_AFTER_MS,
  DEFAULT_TIMEOUT_MS,
  type AttemptReport,
  type SequenceOptions,
  retryAfterOf,
  runSequence
} from './retry.js'
import { type Transport, type TransportResponse, nodeHttpTransport } from './transport.js'
import { VERSION } from './version.js'
import { ANSWER_EXCERPT_CHARS, ERROR_DETAIL_CHARS, MAX_RUN_ID_CHARS } from './limits.js'
import { safeForLog } from '../logs/safe-for-log.js'
import { commandLike, escapeControl } from '../util/inert-text.js'
import {
  type EndReportBody,
  type EndReportResponse,
  type HeartbeatBody,
  type HeartbeatResponse,
  type Metadata,
  PATHS,
  type PipelineNotificationBody,
  type StartReportBody,
  type StartReportResponse
} from './wire.js'

export interface ClientOptions {
  /** {base_url}: /monitoring and /heartbeat live under it. */
  baseUrl: string
  apiKey: string
  /** Other secrets of the run (a CI token), hidden from what is sent like the key. */
  secrets?: string[]
  /** {deployment_url}: the pipeline endpoints live under it. */
  deploymentUrl?: string
  transport?: Transport
  clock?: Clock
  maxAttempts?: number
  timeoutMs?: number
  maxRetryAfterMs?: number
  userAgent?: string
  onAttempt?: (e: AttemptEvent) => void
  /**
   * The key's hourly ledger this machine's jobs share (the command-line tool keeps one): every
   * attempt is counted in it, and one it has no room for is not made (HourSpentError).
   */
  ledger?: HourLedger
}

/** One attempt's outcome, for logs. Never carries the key. */
export interface AttemptEvent extends AttemptReport {
  kind: CallKind | 'list-pipelines'
}

export interface DeliverOptions {
  /** Continue a sequence another carrier began. */
  state?: RetryState
  /** ms since the epoch: no attempt or wait beyond it; the last attempt's timeout shrinks to fit. */
  deadline?: number
  signal?: AbortSignal
  /**
   * The signal stops waits and new attempts, never an attempt whose request is on its way: cut
   * short, that request may still reach the service, and a start report sent again by the next
   * carrier would open a second run, an end report end the run twice. The attempt's own timeout
   * still bounds it.
   */
  seeAttemptThrough?: boolean
}

export type Delivery<K extends CallKind> =
  | { delivered: true; response: CallResponses[K]; attempts: number }
  | { delivered: false; error: MonitorError; state: RetryState }

/** A GET is not a ServiceCall (it is never queued), but it shares the send path. */
type Request = ServiceCall | { kind: 'list-pipelines' }

function isPipelineFamily(kind: Request['kind']): boolean {
  return familyOf(kind) === 'pipelines'
}

export class MonitorClient {
  readonly maxAttempts: number
  /** The key's hourly ledger, when this client keeps one. */
  readonly ledger?: HourLedger
  private readonly baseUrl: string
  private readonly apiKey: string
  private readonly deploymentUrl?: string
  private readonly transport: Transport
  private readonly clock: Clock
  private readonly timeoutMs: number
  private readonly maxRetryAfterMs: number
  private readonly userAgent: string
  private readonly onAttempt?: (e: AttemptEvent) => void
  private readonly gate: OutboundGate

  constructor(o: ClientOptions) {
    this.baseUrl = o.baseUrl
    this.apiKey = o.apiKey
    this.deploymentUrl = o.deploymentUrl || undefined
    this.transport = o.transport ?? nodeHttpTransport
    this.clock = o.clock ?? systemClock
    this.maxAttempts = Math.max(1, Math.floor(o.maxAttempts ?? DEFAULT_MAX_ATTEMPTS))
    this.timeoutMs = o.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.maxRetryAfterMs = o.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS
    this.userAgent = o.userAgent
      ? `${o.userAgent} job-monitor/${VERSION}`
      : `job-monitor/${VERSION}`
    this.onAttempt = o.onAttempt
    this.gate = new OutboundGate([o.apiKey, ...(o.secrets ?? [])])
    this.ledger = o.ledger
  }

  /**
   * `call` as it may leave this process, sent or queued: free text redacted, an identifier
   * holding a secret refused (RefusedFieldError). Every call passes it before it is sent, and
   * the queue takes only what passed, so no file we write holds the key either.
   */
  outbound<C extends ServiceCall>(call: C): C {
    return this.gate.pass(call)
  }

  /** Metadata as the gate lets it out, for a front end that writes it down to send later. */
  outboundMetadata(metadata: Metadata): Metadata {
    return this.gate.passMetadata(metadata)
  }

  /** Sends `call` under the retry rule. Never throws: the result says what happened. */
  deliver<C extends ServiceCall>(call: C, o: DeliverOptions = {}): Promise<Delivery<C['kind']>> {
    return this.run(call, o) as Promise<Delivery<C['kind']>>
  }

  async sendStartReport(body: StartReportBody, o?: DeliverOptions): Promise<StartReportResponse> {
    return this.orThrow(await this.deliver({ kind: 'start', body }, o))
  }

  /**
   * Sends one end report under the retry rule; throws what stopped it. The end of a whole run
   * (its queued start first, then this report, then the final pipeline notification) is the
   * run protocol's (JobMonitor's `end`).
   */
  async sendEndReport(body: EndReportBody, o?: DeliverOptions): Promise<EndReportResponse> {
    return this.orThrow(await this.deliver({ kind: 'end', body }, o))
  }

  async heartbeat(body: HeartbeatBody, o?: DeliverOptions): Promise<HeartbeatResponse> {
    return this.orThrow(await this.deliver({ kind: 'heartbeat', body }, o))
  }

  async notifyPipeline(
    pipelineId: string,
    body: PipelineNotificationBody,
    o?: DeliverOptions
  ): Promise<void> {
    this.orThrow(await this.deliver({ kind: 'pipeline-notification', pipelineId, body }, o))
  }

  /** GET /api/v1/pipelines: its shape is not shown in the API text, so it is returned as decoded. */
  async listPipelines(o: DeliverOptions = {}): Promise<unknown> {
    const result = await this.run({ kind: 'list-pipelines' }, o)
    if (!result.delivered) throw result.error
    return result.response
  }

  private orThrow<T>(
    d: { delivered: true; response: T } | { delivered: false; error: MonitorError }
  ): T {
    if (!d.delivered) throw d.error
    return d.response
  }

  private async run(
    unchecked: Request,
    o: DeliverOptions
  ): Promise<
    | { delivered: true; response: never; attempts: number }
    | { delivered: false; error: MonitorError; state: RetryState }
  > {
    let request: Request
    try {
      // The gate, once per sequence: each attempt then sends these very bytes.
      request = unchecked.kind === 'list-pipelines' ? unchecked : this.outbound(unchecked)
    } catch (e) {
      if (!(e instanceof MonitorError)) throw e
      return { delivered: false, error: e, state: { ...(o.state ?? { attempts: 0 }) } }
    }
    const { kind } = request
    const result = await runSequence(
      timeoutMs =>
        this.attempt(request, timeoutMs, o.seeAttemptThrough ? undefined : o.signal).catch(
          (e: unknown) => {
            throw e instanceof MonitorError
              ? e
              : new MonitorError(String(e), { retryable: false, cause: e })
          }
        ),
      {
        clock: this.clock,
        maxAttempts: this.maxAttempts,
        timeoutMs: this.timeoutMs,
        state: o.state,
        deadline: o.deadline,
        signal: o.signal,
        notAttempted: why =>
          new MonitorError(`${this.pathOf(request)} was not attempted: ${why}`, {
            retryable: true
          }),
        onAttempt: report => this.onAttempt?.({ kind, ...report }),
        ...this.budgetOf(request)
      }
    )
    return result as
      | { delivered: true; response: never; attempts: number }
      | { delivered: false; error: MonitorError; state: RetryState }
  }

  /** The ledger, as the retry loop asks it for each attempt of this request. */
  private budgetOf(request: Request): Pick<SequenceOptions, 'budget'> {
    const ledger = this.ledger
    if (!ledger) return {}
    return {
      budget: {
        hour: {
          permit: at => ledger.permit(request.kind, at),
          answered: (status, retryAfterMs) => ledger.answered(status, retryAfterMs)
        },
        heldBack: refusal => new HourSpentError(this.pathOf(request), refusal)
      }
    }
  }

  private pathOf(request: Request): string {
    switch (request.kind) {
      case 'start':
      case 'end':
        return PATHS.monitoring
      case 'heartbeat':
        return PATHS.heartbeat
      case 'pipeline-notification':
        return PATHS.pipelineNotify(request.pipelineId)
      case 'list-pipelines':
        return PATHS.pipelines
    }
  }

  /** Whether this client has the address that calls of this kind go to. */
  serves(kind: Request['kind']): boolean {
    return Boolean(this.baseOf(kind))
  }

  /**
   * Which service calls of this kind go to (the family's address and a fingerprint of the
   * key); undefined without that address. The queue stamps it on records and replays only
   * the records that carry this client's.
   */
  identityFor(kind: CallKind): ServiceIdentity | undefined {
    const base = this.baseOf(kind)
    return base ? serviceIdentity(base, this.apiKey) : undefined
  }

  /** The address of the kind's endpoint family: {deployment_url} for the pipeline endpoints. */
  private baseOf(kind: Request['kind']): string | undefined {
    return isPipelineFamily(kind) ? this.deploymentUrl : this.baseUrl
  }

  private urlOf(request: Request): { url: string; pipelineFamily: boolean } {
    const path = this.pathOf(request)
    const pipelineFamily = isPipelineFamily(request.kind)
    const base = this.baseOf(request.kind)
    if (!base) {
      throw new MonitorError(
        pipelineFamily
          ? 'A deployment URL is needed for pipeline calls'
          : 'A base URL is needed for run reports and heartbeats',
        { retryable: false }
      )
    }
    return { url: joinUrl(base, path), pipelineFamily }
  }

  /** One attempt: send, then read the answer as the API text describes it. */
  private async attempt(
    request: Request,
    timeoutMs: number,
    signal?: AbortSignal
  ): Promise<unknown> {
    const { url, pipelineFamily } = this.urlOf(request)
    const endpoint = this.pathOf(request)
    // The bare key on /monitoring and /heartbeat, Bearer on the pipeline endpoints (API text, 5).
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: pipelineFamily ? `Bearer ${this.apiKey}` : this.apiKey,
      'User-Agent': this.userAgent
    }
    let res: TransportResponse
    try {
      res = await this.transport({
        method: request.kind === 'list-pipelines' ? 'GET' : 'POST',
        url,
        headers,
        // The body passed the outbound gate in run(): these bytes are what it let out.
        body: request.kind === 'list-pipelines' ? undefined : JSON.stringify(request.body),
        timeoutMs,
        signal
      })
    } catch (e) {
      // 4.3: a 200 to a pipeline notification is success, however long its body.
      if (
        request.kind === 'pipeline-notification' &&
        e instanceof OversizedAnswerError &&
        e.status === 200
      )
        return undefined
      throw e
    }
    this.checkStatus(endpoint, res)
    return this.readAnswer(request, endpoint, res)
  }

  private checkStatus(endpoint: string, res: TransportResponse): void {
    if (res.status === 200) return
    if (res.status === 401) throw new AuthError(endpoint)
    const retryAfterMs = retryAfterOf(
      res.status,
      res.headers['retry-after'],
      this.clock.now(),
      this.maxRetryAfterMs
    )
    throw new HttpStatusError(
      endpoint,
      res.status,
      errorDetail(res.body, this.apiKey),
      retryAfterMs
    )
  }

  private readAnswer(request: Request, endpoint: string, res: TransportResponse): unknown {
    // 4.3: a client treats status 200 as success, whatever the body.
    if (request.kind === 'pipeline-notification') {
      const decoded = decodeObject(res.body)
      return 'object' in decoded ? decoded.object : res.body
    }
    if (request.kind === 'list-pipelines') {
      try {
        return decodeBody(res.body)
      } catch (e) {
        throw new ResponseShapeError(endpoint, e instanceof TooDeepError ? e.message : 'not JSON')
      }
    }
    const decoded = decodeObject(res.body)
    if ('problem' in decoded) {
      const excerpt = errorDetail(res.body, this.apiKey, ANSWER_EXCERPT_CHARS)
      throw new ResponseShapeError(
        endpoint,
        excerpt ? `${decoded.problem} (it begins ${excerpt})` : decoded.problem
      )
    }
    const body = decoded.object
    switch (request.kind) {
      case 'start':
        if (typeof body.run_id !== 'string' || body.run_id === '') {
          throw new ResponseShapeError(endpoint, 'no run_id in the answer to a start report')
        }
        if (!usableRunId(body.run_id)) {
          throw new ResponseShapeError(
            endpoint,
            `a run_id no client can pass on safely (${errorDetail(body.run_id, this.apiKey, ANSWER_EXCERPT_CHARS)})`
          )
        }
        return { run_id: body.run_id }
      case 'end':
        if (typeof body.update_status !== 'string') {
          throw new ResponseShapeError(endpoint, 'no update_status in the answer to an end report')
        }
        if (body.update_status.toLowerCase() === 'failed') throw new UpdateFailedError(endpoint)
        return { update_status: body.update_status }
      case 'heartbeat':
        if (typeof body.success !== 'boolean') {
          throw new ResponseShapeError(endpoint, 'no success field in the answer to a heartbeat')
        }
        return body as unknown as HeartbeatResponse
    }
  }
}

/** Joins a base URL (with or without a path prefix or trailing slash) and an endpoint path. */
export function joinUrl(base: string, path: string): string {
  return `${normalAddress(base)}${path}`
}

/**
 * A run id is the service's, and the API text does not say its shape; but it is printed (by
 * `job-monitor start`, in logs, as the action's output) where a line break, a control
 * character or a workflow command in it would act. An id with one is not an answer to use.
 */
function usableRunId(id: string): boolean {
  return id.length <= MAX_RUN_ID_CHARS && escapeControl(id) === id && !commandLike(id)
}

/**
 * A short, single-line excerpt of an answer for messages. The answer is untrusted: the key
 * (in the encodings the redactor knows: docs/security.md) and token shapes are hidden before the cut, and
 * control characters are shown escaped, so no front end prints an active one.
 */
function errorDetail(body: string, apiKey: string, maxChars = ERROR_DETAIL_CHARS): string {
  return safeForLog(body.trim().replace(/[ \t\r\n]+/g, ' '), apiKey ? [apiKey] : [], maxChars)
}
