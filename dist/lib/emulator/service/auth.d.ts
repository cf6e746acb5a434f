/**
 * The two Authorization forms (API text, 5): the bare key on /monitoring and /heartbeat,
 * `Bearer <key>` on the pipeline endpoints.
 */
import type { AuthForm, RecordedRequest } from './types.js';
export declare function authForm(header: string | undefined, pipelineFamily: boolean, apiKey: string): AuthForm;
/** True when the request carries the form its endpoint takes; else notes the violation. */
export declare function authorized(record: RecordedRequest, pipelineFamily: boolean): boolean;
