/** The variables that place the queue, read where a front end starts (see queue/location.ts). */
import type { QueuePlaceFacts } from '../queue/location.js';
export declare function readQueuePlace(env: NodeJS.ProcessEnv): QueuePlaceFacts;
