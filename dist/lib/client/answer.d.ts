/**
 * Reading an answer's body, for every transport: to its end, or until it passes
 * MAX_ANSWER_BYTES, when the message is destroyed (no further reading) and the attempt fails.
 */
import type { IncomingMessage } from 'node:http';
export declare function readBounded(message: IncomingMessage, endpoint: string, limit?: number): Promise<string>;
