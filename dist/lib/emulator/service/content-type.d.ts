/** The media type of a request's body, as the emulator's endpoints check it. */
import type { IncomingHttpHeaders } from 'node:http';
/**
 * True when Content-Type is `application/json` (parameters such as charset allowed). A page in
 * a browser can send a form or text/plain to any origin without asking first; JSON it can send
 * only after a CORS preflight, which the emulator never grants.
 */
export declare function isJsonBody(headers: IncomingHttpHeaders): boolean;
