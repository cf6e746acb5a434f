/**
 * What the queue needs of the client: `deliver` and its attempt budget. Typed narrowly so
 * tests can hand the queue a double, while front ends hand it the real client.
 */
import type { MonitorClient } from '../client/client.js';
export type { DeliverOptions, Delivery } from '../client/client.js';
export type Deliverer = Pick<MonitorClient, 'deliver' | 'maxAttempts'>;
