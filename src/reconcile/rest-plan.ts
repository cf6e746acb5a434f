/**
 * One plan of GETs to a CI system's REST API, for every reader of a CI's record (GitHub's,
 * GitLab's, Buildkite's): at most so many GETs within one deadline, each through the transport
 * the service client uses (proxy included). An answer is never trusted: a GET gives back a parsed
 * body for a total parser to read, or why there is none. Every text of a body comes with the
 * secrets (the API key, the token) already hidden, whole: its readers cut what they quote, and a
 * cut could leave a piece that no later redaction recognises. Only the CI's token goes to the CI:
 * the API key is never in a request to it.
 *
 * A refusal for want of a permission or a scope is remembered once per permission. A rate limit
 * is no refusal: each CI says it its own way (the subclass reads it), and once one is met no
 * further GET of the plan is made.
 */
import { MAX_NESTING, nestsDeeperThan } from '../client/nesting.js'
import {
  type ProxyFacts,
  type Transport,
  type TransportResponse,
  defaultTransport,
  endpointOf
} from '../client/transport.js'
import { Redactor } from '../logs/redact.js'
import type { LogBounds } from './bounded-read.js'
import type { Clock } from '../util/clock.js'

/** What one GET gave: a body to read, or why there is none. */
export type RestAnswer =
  { body: unknown } | { refused: number } | { failed: string; limited?: true } | { skipped: string }

/**
 * Why an answer gave nothing to read, in one line: a refusal in the CI's words (`refused`, which
 * says what fixes it), else what failed or was skipped.
 */
export function whyUnread(answer: RestAnswer, refused: (status: number) => string): string {
  if ('refused' in answer) return refused(answer.refused)
  return 'failed' in answer ? answer.failed : 'skipped' in answer ? answer.skipped : 'no answer'
}

/** Answers by path, and the plan that asked each. */
export type SharedAnswers = Map<string, { by: object; answer: Promise<RestAnswer> }>

export interface RestPlanOptions {
  token?: string
  proxy: ProxyFacts
  /** Secrets besides the token (the API key) that no text of an answer may hand on. */
  secrets?: string[]
  clock: Clock
  /** The most GETs of the plan. */
  maxRequests: number
  /** The instant (clock ms) by which every GET has ended. */
  deadline: number
  /** Per GET, within the deadline. */
  timeoutMs?: number
  userAgent?: string
  /** How requests go out; the proxy-aware default. */
  transport?: Transport
  /**
   * Answers shared with other plans of the same step, by path: a GET another plan made already
   * is not made again. A shared answer does not count in this plan.
   */
  shared?: SharedAnswers
  /** Aborted when the plan's answers are no longer wanted: what is in flight is dropped. */
  signal?: AbortSignal
}

/** A GET's failure, with what the answer said of the CI's rate limit. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly limited?: string
  ) {
    super(message)
  }
}

/** The statuses a CI answers when the token may not read what was asked. */
const REFUSALS = new Set([401, 403, 404])

export abstract class RestPlan {
  /** The paths asked, in order: what the plan spent. */
  readonly calls: string[] = []
  /** Permissions a read was refused for, each with what it would have given. */
  readonly refused = new Map<string, string>()
  /** Set once the CI's rate limit was met: what it said (when it resets). */
  limited: string | undefined
  /** Answers by path, for plans that share them. */
  readonly shared: SharedAnswers
  protected readonly o: RestPlanOptions
  private readonly redactor: Redactor
  private readonly transport: Transport

  /** The CI's name as a person reads it (`GitHub`). */
  abstract readonly ciName: string

  constructor(o: RestPlanOptions) {
    this.o = o
    this.redactor = new Redactor([...(o.secrets ?? []), ...(o.token ? [o.token] : [])])
    this.transport = o.transport ?? defaultTransport(o.proxy)
    this.shared = o.shared ?? new Map()
  }

  /** The address of `path`, or undefined when the plan has no place to ask (see noPlace). */
  protected abstract urlOf(path: string): string | undefined
  /** Why there is no place to ask. */
  protected abstract noPlace(): string
  /** The request's headers: the token in the CI's own form. */
  protected abstract headersOf(accept: string): Record<string, string>
  /** What an answer that is no success says of the CI's rate limit; undefined when none. */
  protected abstract rateLimitOf(answer: TransportResponse): string | undefined
  /** Which statuses mean the token may not read it; 401, 403 and 404 by default. */
  protected refusal(status: number): boolean {
    return REFUSALS.has(status)
  }

  /** The GETs the plan has left: a read that needs several asks first. */
  get left(): number {
    return this.limited ? 0 : Math.max(0, this.o.maxRequests - this.calls.length)
  }

  get hasToken(): boolean {
    return Boolean(this.o.token)
  }

  /** Time left before the plan's deadline, in ms. */
  get timeLeft(): number {
    return this.o.deadline - this.o.clock.now()
  }

  /**
   * A log read's bounds within the plan: its time no longer than what is left before the plan's
   * deadline, dropped with the plan's signal. Asked afresh before each read: time passes.
   */
  within(bounds: LogBounds): LogBounds {
    const timeoutMs = Math.max(1, Math.min(bounds.timeoutMs, this.timeLeft))
    const signal = this.o.signal ?? bounds.signal
    return { ...bounds, timeoutMs, ...(signal ? { signal } : {}) }
  }

  /** The proxy variables, for a reader that reads an address of its own (a log). */
  get proxy(): ProxyFacts {
    return this.o.proxy
  }

  /** Why a GET cannot be made now, or undefined when it can. */
  protected cannot(path: string): string | undefined {
    if (!this.o.token) return `no ${this.ciName} token`
    if (!this.urlOf(path)) return this.noPlace()
    if (this.limited) return `${this.ciName}'s API rate limit was reached (${this.limited})`
    if (this.calls.length >= this.o.maxRequests) return 'the request plan is spent'
    if (this.timeLeft <= 0 || this.o.signal?.aborted) return 'no time left for it'
    return undefined
  }

  /**
   * GET `path`. `permission` and `gives` name what a refusal means (`checks: read`, "why the job
   * was cancelled").
   */
  get(path: string, permission: string, gives: string): Promise<RestAnswer> {
    // Another plan's answer is this one's too; a plan asking again asks again, within its own count.
    const made = this.shared.get(path)
    if (made && made.by !== this && this.o.token) return made.answer
    const why = this.cannot(path)
    if (why) return Promise.resolve({ skipped: why })
    const answer = this.read(path, permission, gives)
    this.shared.set(path, { by: this, answer })
    return answer
  }

  private async read(path: string, permission: string, gives: string): Promise<RestAnswer> {
    this.calls.push(path)
    try {
      const answer = await this.send(path, this.acceptJson)
      // A redirect is never followed with the token (the transport hands it back): a JSON read
      // that meets one has failed.
      if (answer.status >= 300) throw this.errorOf(answer, this.urlOf(path) ?? path)
      const body = parsedBody(answer, this.urlOf(path) ?? path)
      if (nestsDeeperThan(body)) return { failed: `nested more than ${MAX_NESTING} levels deep` }
      return { body: this.hidden(body) }
    } catch (e) {
      return this.failure(e, permission, gives)
    }
  }

  /** The Accept header of a JSON read. */
  protected get acceptJson(): string {
    return 'application/json'
  }

  /** One GET, counted by its caller; an answer of 400 or more throws its RestError. */
  protected async send(path: string, accept: string): Promise<TransportResponse> {
    const url = this.urlOf(path) ?? path
    const timeoutMs = Math.max(1, Math.min(this.o.timeoutMs ?? 5000, this.timeLeft))
    const answer = await this.transport({
      method: 'GET',
      url,
      headers: this.headersOf(accept),
      timeoutMs,
      ...(this.o.signal ? { signal: this.o.signal } : {})
    })
    if (answer.status >= 400) throw this.errorOf(answer, url)
    return answer
  }

  /**
   * The error of an answer that is no success: a rate limit when the CI says so, else the status
   * alone. The answer's text is never quoted: it may hold a secret.
   */
  errorOf(answer: TransportResponse, url: string): RestError {
    const limited = this.rateLimitOf(answer)
    return new RestError(
      `${endpointOf(url)} answered HTTP ${answer.status}`,
      answer.status,
      limited
    )
  }

  protected failure(e: unknown, permission: string, gives: string): RestAnswer {
    const error = e as { status?: number; limited?: string; message?: string }
    if (error.limited !== undefined) {
      this.limited = error.limited
      return {
        failed: `${this.ciName}'s API rate limit was reached (${error.limited})`,
        limited: true
      }
    }
    if (error.status !== undefined && this.refusal(error.status)) {
      if (!this.refused.has(permission)) this.refused.set(permission, gives)
      return { refused: error.status }
    }
    return { failed: String(error.message ?? e) }
  }

  /**
   * A GET of the plan whose answer its caller reads itself, bounded (a job's log): counted like
   * any other, its address and headers (the token in the CI's form, `accept` as asked), or why
   * it cannot be made.
   */
  claim(
    path: string,
    accept: string
  ): { url: string; headers: Record<string, string> } | { skipped: string } {
    const why = this.cannot(path)
    if (why) return { skipped: why }
    this.calls.push(path)
    return { url: this.urlOf(path) ?? path, headers: this.headersOf(accept) }
  }

  /**
   * What a claimed GET's answer means when it is no success: the refusal, the rate limit, or the
   * failure, remembered as the plan's own GETs' are.
   */
  judge(
    status: number,
    headers: Record<string, string | string[] | undefined>,
    path: string,
    permission: string,
    gives: string
  ): RestAnswer {
    const flat: Record<string, string | undefined> = {}
    for (const [k, v] of Object.entries(headers))
      flat[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
    const error = this.errorOf({ status, headers: flat, body: '' }, this.urlOf(path) ?? path)
    return this.failure(error, permission, gives)
  }

  /** A text of an answer with the secrets hidden (a log read through the plan's own address). */
  hide(text: string): string {
    return this.redactor.holdsSecret(text) ? this.redactor.redact(text) : text
  }

  /**
   * `value` with the secrets hidden in every text that holds one (keys are names, kept);
   * nested at most MAX_NESTING deep.
   */
  private hidden(value: unknown): unknown {
    if (typeof value === 'string') return this.hide(value)
    if (value === null || typeof value !== 'object') return value
    if (Array.isArray(value)) return value.map(v => this.hidden(v))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.hidden(v)]))
  }

  /** For a summary: each permission a read was refused for, once. */
  refusals(): string[] {
    return [...this.refused].map(
      ([permission, gives]) => `${gives} not read: grant '${permission}' to include it`
    )
  }
}

function parsedBody(answer: TransportResponse, url: string): unknown {
  try {
    return JSON.parse(answer.body)
  } catch {
    // JSON.parse's message quotes the answer: it may hold a secret, whole or in part.
    throw new Error(`${endpointOf(url)} answered with no JSON`)
  }
}

/** `Retry-After` in seconds, as a person reads it; undefined when absent or absurd. */
export function retryAfterOf(value: string | undefined): string | undefined {
  const retry = Number(value)
  return value !== undefined &&
    value !== '' &&
    Number.isFinite(retry) &&
    retry >= 0 &&
    retry < 86_400
    ? `retry after ${Math.round(retry)} s`
    : undefined
}
