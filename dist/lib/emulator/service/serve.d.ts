/**
 * A request to one of the API text's endpoints, from its record to its answer: recorded, shaped
 * by an injected fault, then checked as the service would (key, hourly limit, body form) and
 * handed to its endpoint, its changes to the history in one transaction.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Answer, EmulatorState } from './state.js';
/** What every request of one emulator shares. */
export interface Service {
    state: EmulatorState;
    apiKey: string;
    /** Answers held by a `hang` fault until the emulator closes. */
    hung: Set<ServerResponse>;
}
export declare function send(res: ServerResponse, a: Answer): void;
/**
 * A body over the limit was read to its end without being kept: refused with 413, recorded
 * (without the body) when it was for one of the service's endpoints.
 */
export declare function refuseTooLarge({ state, apiKey }: Service, req: IncomingMessage, res: ServerResponse, path: string, bytes: number): void;
/** Answers a request for the service's own paths (anything not a page nor under /_emulator/). */
export declare function serveEndpoint(service: Service, req: IncomingMessage, res: ServerResponse, path: string, raw: string): Promise<void>;
