/**
 * What the queue needs of the client: `deliver`, its attempt budget and, optionally, which
 * calls it has an address for and which service (address and key fingerprint) they go to. Typed narrowly so tests can hand the queue a double, while
 * front ends hand it the real client.
 */
import type { MonitorClient } from '../client/client.js';
export type { DeliverOptions, Delivery } from '../client/client.js';
export type Deliverer = Pick<MonitorClient, 'deliver' | 'maxAttempts'> & Partial<Pick<MonitorClient, 'serves' | 'identityFor'>>;
