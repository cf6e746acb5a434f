import type { DeliverOptions, Delivery } from './client.js';
import type { ServiceCall } from './call.js';
/** What loops and the queue need of a client: typed narrowly so tests can pass a fake. */
export interface Client {
    readonly maxAttempts: number;
    deliver<C extends ServiceCall>(call: C, o?: DeliverOptions): Promise<Delivery<C['kind']>>;
}
