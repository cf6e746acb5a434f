/**
 * What an undelivered record's error says of it and of its endpoint family, for the replay
 * that settles it: held back for the key's hour (not attempted), the key refused (401), an
 * address that is no service of ours, the record refused for good, or a retry later.
 */
import type { EndpointFamily } from '../client/identity.js'
import { ConnectionError, HourSpentError, type MonitorError } from '../client/errors.js'

export type Trouble =
  | { held: true; until: number }
  | { held?: false; is: 'key refused' | 'wrong address' | 'refused' | 'retry later' }

export function troubleOf(error: MonitorError): Trouble {
  if (error instanceof HourSpentError) return { held: true, until: error.until }
  if (error.status === 401) return { is: 'key refused' }
  if (error instanceof ConnectionError && !error.retryable) return { is: 'wrong address' }
  return { is: error.retryable ? 'retry later' : 'refused' }
}

export const FAMILY_NAMES: Record<EndpointFamily, string> = {
  runs: 'run reports and heartbeats',
  pipelines: 'pipeline notifications'
}
