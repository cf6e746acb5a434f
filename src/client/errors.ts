/**
 * Errors the client raises. Every one carries whether trying again can help, as the retry rule
 * (retry.ts) decides for its outcome, so that the retry loop, the queue and the front ends
 * decide the same way.
 */
import { isRetried } from './retry.js'

/** The base of them all; a local refusal (a secret in a field, no address) says for itself. */
export class MonitorError extends Error {
  /** True when the same request may succeed later: the retry rule's answer for this outcome. */
  readonly retryable: boolean
  /** HTTP status, when the service answered. */
  readonly status?: number
  /** Wait asked for by a `Retry-After` header, in ms, already capped. */
  readonly retryAfterMs?: number

  constructor(
    message: string,
    options: { retryable: boolean; status?: number; cause?: unknown; retryAfterMs?: number }
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = new.target.name
    this.retryable = options.retryable
    this.status = options.status
    this.retryAfterMs = options.retryAfterMs
  }
}

/** 401: the key is missing or wrong. Never retried; the message never contains the key. */
export class AuthError extends MonitorError {
  constructor(endpoint: string) {
    super(
      `The Job Monitoring Service rejected the API key (401 on ${endpoint}). ` +
        'Check the key in the dashboard under Settings > API Keys, and the secret that holds it.',
      { retryable: isRetried({ answered: 401 }), status: 401 }
    )
  }
}

/** Any other non-200 answer; the rule says which are retried. */
export class HttpStatusError extends MonitorError {
  constructor(endpoint: string, status: number, detail: string, retryAfterMs?: number) {
    super(`${endpoint} answered HTTP ${status}${detail ? `: ${detail}` : ''}`, {
      retryable: isRetried({ answered: status }),
      status,
      retryAfterMs
    })
  }
}

/** An end report answered 200 with `update_status: "Failed"`: a failed attempt (API text, 7.2). */
export class UpdateFailedError extends MonitorError {
  constructor(endpoint: string) {
    super(`${endpoint} answered update_status "Failed": the service did not record the end`, {
      retryable: isRetried({ answered: 200 }),
      status: 200
    })
  }
}

/**
 * A 200 whose body lacks what the API text promises (no run_id, HTML, empty body): most often
 * a proxy, a captive portal or a service in trouble answering in its place. It is retried,
 * then queued, like a 5xx. (A pipeline notification never gets here: 4.3, any 200 is success.)
 */
export class ResponseShapeError extends MonitorError {
  constructor(endpoint: string, detail: string) {
    super(`${endpoint} answered 200 with an unexpected body: ${detail}`, {
      retryable: isRetried({ answered: 200 }),
      status: 200
    })
  }
}

/**
 * An answer longer than the client reads (MAX_ANSWER_BYTES): not one the API text describes.
 * Its connection is dropped unread; retried like any bad answer.
 */
export class OversizedAnswerError extends MonitorError {
  constructor(endpoint: string, limitBytes: number, status?: number) {
    super(
      `${endpoint} answered${status ? ` HTTP ${status}` : ''} with a body over ${limitBytes} bytes; it was not read further`,
      { retryable: isRetried({ unanswered: 'unreadable' }), status }
    )
  }
}

/**
 * Not attempted: the key's hourly budget (the ledger every job on this machine keeps for it)
 * has no room now, or a 429 asked for a pause that has not passed. Nothing was sent; the call
 * keeps its place in its retry sequence and waits, in the queue, for `until` or later.
 */
export class HourSpentError extends MonitorError {
  /** ms since the epoch: the earliest moment the budget may have room. */
  readonly until: number

  constructor(endpoint: string, held: { until: number; why: string }) {
    super(
      `${endpoint} was held back for the key's hourly limit: ${held.why}; it may go at ${new Date(held.until).toISOString()} or later`,
      // The call is sound, only early: it waits, never dropped.
      { retryable: true }
    )
    this.until = held.until
  }
}

/** No answer within the request timeout. */
export class TimeoutError extends MonitorError {
  constructor(endpoint: string, timeoutMs: number) {
    super(`${endpoint} did not answer within ${Math.round(timeoutMs / 1000)} s`, {
      retryable: isRetried({ unanswered: 'timeout' })
    })
  }
}

/**
 * The request could not be sent or its answer not read (refused, reset, DNS, TLS). A TLS or
 * HTTP protocol failure is the rule's `wrong-protocol`: the address speaks another protocol, or
 * its certificate is refused; the message names the likely cause.
 */
export class ConnectionError extends MonitorError {
  constructor(endpoint: string, cause: unknown) {
    const code = (cause as { code?: unknown } | undefined)?.code
    const named = typeof code === 'string' ? code : undefined
    const why = named === undefined ? undefined : protocolTrouble(named, cause)
    super(`${endpoint} could not be reached${named ? ` (${named})` : ''}${why ? `: ${why}` : ''}`, {
      retryable: isRetried({ unanswered: why === undefined ? 'unreachable' : 'wrong-protocol' }),
      cause
    })
  }
}

/** Node's and OpenSSL's codes for a certificate the client does not accept. */
const CERTIFICATE_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID'
])

/** Why a TLS or protocol failure happened, most likely; undefined for any other code. */
function protocolTrouble(code: string, cause: unknown): string | undefined {
  if (CERTIFICATE_CODES.has(code))
    return (
      "the service's TLS certificate was not accepted; check the address, and the CA " +
      'certificates this machine trusts (NODE_EXTRA_CA_CERTS)'
    )
  const text = String((cause as { message?: unknown } | undefined)?.message ?? '')
  if (code === 'EPROTO' || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) {
    return /wrong version number|packet length too long|record layer failure|http request/i.test(
      text
    )
      ? 'the TLS handshake met plain HTTP; if the service listens without TLS, its address ' +
          'starts with http://'
      : 'the TLS handshake failed; check that the address is the service, over https://'
  }
  if (code.startsWith('HPE_'))
    return (
      'the answer was not HTTP; check that the address and port are the service, and that an ' +
      'https:// port is not given as http://'
    )
  return undefined
}
