/**
 * What the heartbeat loop, the queue and the run protocol need of a client: `deliver`, its
 * attempt budget, the outbound gate every call passes before the queue writes it (so no record
 * holds the key) and, optionally, which calls it has an address for and which service (address
 * and key fingerprint) they go to. Typed narrowly so tests can hand them a double, while front
 * ends hand them the real client; a caller that needs less takes a Pick of it.
 */
import type { MonitorClient } from './client.js'

export type { DeliverOptions, Delivery } from './client.js'

export type Deliverer = Pick<MonitorClient, 'deliver' | 'maxAttempts' | 'outbound'> &
  Partial<Pick<MonitorClient, 'serves' | 'identityFor'>>
