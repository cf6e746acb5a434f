/**
 * The request record: what each request to the service's endpoints looked like (never the key),
 * kept for the tests, the demo and `/_emulator/requests`, within the emulator's limits.
 */
import type { IncomingMessage } from 'node:http';
import { type Retention } from '../history/bounded.js';
import type { RecordedRequest } from './types.js';
export declare class RequestRecord {
    private readonly iso;
    private readonly kept;
    /** Numbers the records; not reset, so a record's number stays unique. */
    private seq;
    constructor(maxRequests: number, maxBytes: number, iso: () => string);
    /**
     * Records a request with its body as received, parsed too when it is JSON: here, once, for
     * every reader after (a body nested too deep is refused, and not parsed: see read-json.ts).
     */
    add(req: IncomingMessage, path: string, raw: string, pipelineFamily: boolean, apiKey: string): RecordedRequest;
    /** Records a request refused for the size of its body: its body is not kept. */
    refuseTooLarge(req: IncomingMessage, path: string, bytes: number, maxBytes: number, pipelineFamily: boolean, apiKey: string): RecordedRequest;
    /** Oldest first. */
    list(): RecordedRequest[];
    retention(): Retention;
    clear(): void;
}
