export {
  RunQueue,
  defaultQueueDir,
  newRunKey,
  DEFAULT_MAX_RECORDS,
  DEFAULT_HEARTBEAT_MAX_AGE_MS,
  DEFAULT_CLAIM_MAX_AGE_MS,
  DEFAULT_ORPHAN_END_MAX_AGE_MS
} from './queue.js'
export type { QueueOptions, QueueRecord, ReplayOptions, ReplaySummary } from './queue.js'
export { deliverOrQueue } from './deliver.js'
export type { Outcome, DeliverOrQueueOptions } from './deliver.js'
export type { Deliverer } from '../client/client-shape.js'
