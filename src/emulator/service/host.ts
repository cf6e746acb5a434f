/**
 * Which Host the emulator's page and its /_emulator/ endpoints answer. A browser sends the
 * page's own name as Host, so a site whose name is made to resolve to 127.0.0.1 (DNS
 * rebinding) would otherwise read and drive them as if it were the same origin. An IP address,
 * `localhost` and the name given to `--host` cannot be rebound by a site that way.
 */
import type { Answer } from './state.js'

/** A 403 unless `host` (the Host header) names an address, localhost or `listenHost`. */
export function refuseForeignHost(
  host: string | undefined,
  listenHost: string | undefined
): Answer | undefined {
  const name = host === undefined ? undefined : hostName(host)
  if (name !== undefined && (isAddressOrLocalhost(name) || name === listenHost?.toLowerCase())) {
    return undefined
  }
  return {
    status: 403,
    body: { error: 'the emulator answers requests to an IP address, localhost or its --host only' }
  }
}

/** The name in a Host header, without its port or IPv6 brackets, lower case. */
function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.split(':')[0]
  return name.toLowerCase()
}

function isAddressOrLocalhost(name: string): boolean {
  return (
    name === 'localhost' ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
    /^[0-9a-f]*:[0-9a-f:.]*$/.test(name)
  )
}
