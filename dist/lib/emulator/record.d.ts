/** The record of one request, kept for the tests and the run history. */
import type { IncomingMessage } from 'node:http';
import type { EmulatorState } from './state.js';
import type { RecordedRequest } from './types.js';
export declare function recordRequest(state: EmulatorState, req: IncomingMessage, path: string, raw: string, pipelineFamily: boolean, apiKey: string): RecordedRequest;
