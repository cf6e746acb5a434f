/**
 * What the queue needs of the client: `deliver`, its attempt budget, the outbound gate every
 * call passes before the queue writes it (so no record holds the key) and, optionally, which
 * calls it has an address for and which service (address and key fingerprint) they go to. Typed narrowly so tests can hand the queue a double, while
 * front ends hand it the real client.
 */
import type { MonitorClient } from '../client/client.js';
export type { DeliverOptions, Delivery } from '../client/client.js';
export type Deliverer = Pick<MonitorClient, 'deliver' | 'maxAttempts' | 'outbound'> & Partial<Pick<MonitorClient, 'serves' | 'identityFor'>>;
