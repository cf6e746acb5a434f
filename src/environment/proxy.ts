/** The proxy variables, read where a front end starts (the transport takes them as ProxyFacts). */
import type { ProxyFacts } from '../client/transport.js'

export function readProxyFacts(env: NodeJS.ProcessEnv): ProxyFacts {
  return {
    httpsProxy: env.https_proxy || env.HTTPS_PROXY || undefined,
    httpProxy: env.http_proxy || env.HTTP_PROXY || undefined,
    noProxy: (env.no_proxy || env.NO_PROXY || '').split(',').map(s => s.trim().toLowerCase())
  }
}
