/**
 * Why a request could not reach a service, in words a reader can act on: the system's error
 * code alone (`ECONNREFUSED`) says little to someone who has never met it, and undici's
 * "fetch failed" says nothing at all. The code is kept beside the words, for a search.
 */

/** The codes a connection fails with, and what each means to the person who gave the address. */
const WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: nothing listens at that address and port',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  EADDRNOTAVAIL: 'the address is not available on this machine',
  ENOTFOUND: 'no such host (DNS)',
  EAI_AGAIN: 'the host name could not be resolved for now (DNS)',
  EAI_FAIL: 'the host name could not be resolved (DNS)',
  EPROTO: 'TLS failed: is the address http://, not https://?',
  ERR_SSL_WRONG_VERSION_NUMBER: 'TLS failed: is the address http://, not https://?',
  CERT_HAS_EXPIRED: "TLS: the server's certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "TLS: the server's certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "TLS: the server's certificate chain ends in an untrusted root",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "TLS: the server's certificate could not be verified",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "TLS: the server's certificate issuer is not trusted here",
  ERR_TLS_CERT_ALTNAME_INVALID: "TLS: the server's certificate is for another host name"
}

/**
 * The cause of a failed connection, in words: `connection refused: ... (ECONNREFUSED)`.
 * Takes what a socket, node:http(s) or fetch rejects with (fetch's "fetch failed" and a
 * ConnectionError carry the socket's error as their cause; trying several addresses of one
 * host name gives an AggregateError). Total: anything else gives its message, or "unknown".
 */
export function connectionCause(error: unknown): string {
  const seen = new Set<unknown>()
  let e: unknown = error
  // The innermost error with a code says most; follow causes (bounded by what was seen).
  while (isObject(e) && !seen.has(e)) {
    seen.add(e)
    const code = codeOf(e)
    if (code !== undefined) return WORDS[code] ? `${WORDS[code]} (${code})` : describe(e, code)
    const inner: unknown = e.cause ?? (Array.isArray(e.errors) ? e.errors[0] : undefined)
    if (inner === undefined) break
    e = inner
  }
  return messageOf(e) ?? messageOf(error) ?? 'unknown cause'
}

function codeOf(e: Record<string, unknown>): string | undefined {
  if (typeof e.code === 'string' && e.code !== '') return e.code
  const first: unknown = Array.isArray(e.errors) ? e.errors[0] : undefined
  return isObject(first) && typeof first.code === 'string' ? first.code : undefined
}

function describe(e: Record<string, unknown>, code: string): string {
  const message = messageOf(e)
  const tls = /CERT|SSL|TLS/.test(code) ? 'TLS: ' : ''
  return message && !message.includes(code) ? `${tls}${message} (${code})` : `${tls}${code}`
}

function messageOf(e: unknown): string | undefined {
  const m = isObject(e) ? e.message : undefined
  return typeof m === 'string' && m !== '' ? m : undefined
}

function isObject(e: unknown): e is Record<string, unknown> {
  return typeof e === 'object' && e !== null
}
